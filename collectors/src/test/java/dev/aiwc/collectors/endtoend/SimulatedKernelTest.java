package dev.aiwc.collectors.endtoend;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.collectors.AiwcCollector;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Real kernels compiled with clang and run on the simulator, characterised by the aiwc collector. */
class SimulatedKernelTest {
    private static final int N = 8;

    private static Path kernel(String name) {
        try {
            return Path.of(SimulatedKernelTest.class.getResource("/kernels/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] ints(int count, java.util.function.IntUnaryOperator f) {
        ByteBuffer b = ByteBuffer.allocate(4 * count).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < count; i++) {
            b.putInt(f.applyAsInt(i));
        }
        return b.array();
    }

    private static Simulator simulator(int threads, String profile) {
        return new Simulator(SimulatorConfig.defaults().withThreads(threads)
                .withCollectors(List.of(new AiwcCollector()), new CollectorOptions(profile, Map.of())));
    }

    private static Map<String, Map<String, Object>> matrixMultiply(String profile) {
        return matrixMultiply(profile, "mm.cl", "mm");
    }

    private static Map<String, Map<String, Object>> matrixMultiply(String profile, String file, String kernelName) {
        try (Simulator sim = simulator(1, profile)) {
            ProgramHandle p = sim.build(kernel(file), "");
            BufferHandle a = sim.createBuffer("A", 4L * N * N, ints(N * N, i -> Float.floatToIntBits(i % 5)));
            BufferHandle b = sim.createBuffer("B", 4L * N * N, ints(N * N, i -> Float.floatToIntBits(i % 3)));
            BufferHandle c = sim.createBuffer("C", 4L * N * N, null);
            LaunchResult r = sim.launch(p, kernelName, NDRange.of(new long[]{N, N}, new long[]{4, 4}),
                    List.of(KernelArg.buffer(a), KernelArg.buffer(b), KernelArg.buffer(c), KernelArg.i32(N)));
            CollectorResult result = r.results().get(AiwcCollector.NAME);
            return result.metrics();
        }
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }

    @Test
    void matrixMultiplyMemoryMetricsHaveTheirClosedForms() {
        Map<String, Object> m = matrixMultiply("default").get("memory");
        assertEquals(2L * N * N * N, m.get("totalReads"));
        assertEquals((long) N * N, m.get("totalWrites"));
        assertEquals(3L * N * N, m.get("footprint"));
        assertEquals(2L * N * N, m.get("uniqueReads"));
        assertEquals((double) N, (Double) m.get("readsPerReadAddress"), 0.0);
        assertEquals(Map.of("global", 2L * N * N * N + N * N, "constant", 0L, "local", 0L), m.get("accessesBySpace"));
        double t = 2.0 * N * N * N + N * N;
        double h0 = (2.0 * N / (2 * N + 1)) * log2(t / N) + (1.0 / (2 * N + 1)) * log2(t);
        assertEquals(h0, (Double) m.get("globalAddressEntropy"), 1e-12);
        double[] byShift = (double[]) m.get("addressEntropy");
        for (int n = 0; n <= 10; n++) {
            assertEquals(h0 - Math.max(0, Math.min(n, 8) - 2), byShift[n], 1e-12, "skipping " + n + " bits");
        }
        // Per 4x4 group: N timesteps loading A (4 rows), N loading B (4 columns), one storing C (16 elements);
        // see ParallelSpatialLocalityTest for the per-shift entropies.
        double[] a = {2, 2, 2, 2, 2, 2, 1, 0, 0, 0, 0};
        double[] b = {2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0};
        double[] c = {4, 4, 4, 3, 2, 2, 1, 0, 0, 0, 0};
        double[] psl = new double[11];
        for (int n = 0; n < 11; n++) {
            psl[n] = (N * a[n] + N * b[n] + c[n]) / (2 * N + 1);
        }
        assertArrayEquals(psl, (double[]) m.get("parallelSpatialLocality"), 1e-12);
    }

    /**
     * Published AIWC numbers came from older toolchains: the same kernel as LLVM 13 IR (typed pointers, from
     * Debian's clang-13 with the AIWC recipe) gives the same memory closed forms in both profiles.
     */
    @ParameterizedTest
    @ValueSource(strings = {"default", "aiwc"})
    void llvm13IrGivesTheMatrixMultiplyClosedForms(String profile) {
        Map<String, Object> m = matrixMultiply(profile, "matmul.llvm13.ll", "matmul").get("memory");
        assertEquals(2L * N * N * N, m.get("totalReads"));
        assertEquals((long) N * N, m.get("totalWrites"));
        assertEquals(3L * N * N, m.get("footprint"));
    }

    @Test
    void matrixMultiplyWorkDistribution() {
        Map<String, Map<String, Object>> all = matrixMultiply("default");
        Map<String, Object> p = all.get("parallelism");
        assertEquals((long) N * N, p.get("workItems"));
        assertEquals(4L, p.get("workGroups"));
        assertEquals(16L, p.get("workItemsPerGroup"));
        assertEquals(0L, p.get("barriersHit"));
        assertEquals(0L, p.get("loadImbalance"), "every work-item runs the same N iterations");
        Map<?, ?> ipt = (Map<?, ?>) p.get("ipt");
        long perItem = (Long) ipt.get("max");
        assertEquals(perItem * N * N, all.get("compute").get("totalInstructions"));
        assertEquals(ipt.get("max"), ((Map<?, ?>) p.get("itb")).get("max"), "no barriers: one segment per item");
        Map<?, ?> opcodes = (Map<?, ?>) all.get("compute").get("opcodeHistogram");
        assertEquals(2L * N * N * N, opcodes.get("load"));
        assertEquals((long) N * N, opcodes.get("store"));
    }

    @Test
    void matrixMultiplyUnderTheAiwcProfile() {
        Map<String, Object> m = matrixMultiply("aiwc").get("memory");
        assertEquals((long) N * N, m.get("uniqueReads"), "the reference's swapped label");
        assertEquals(2L * N * N, m.get("uniqueWrites"));
        assertEquals(3L * N * N, m.get("footprint"));
        assertEquals(0.0, (Double) m.get("relativeLocalUsage"), 0.0);
    }

    private static Map<String, Map<String, Object>> reduce(int threads, String profile) {
        int items = 256;
        try (Simulator sim = simulator(threads, profile)) {
            ProgramHandle p = sim.build(kernel("reduce.cl"), "");
            BufferHandle in = sim.createBuffer("in", 4L * items, ints(items, i -> (i * 7919) % 101));
            BufferHandle out = sim.createBuffer("out", 4L * 16, null);
            BufferHandle flags = sim.createBuffer("flags", 4L * items, null);
            LaunchResult r = sim.launch(p, "reduce", NDRange.of(new long[]{items}, new long[]{16}),
                    List.of(KernelArg.buffer(in), KernelArg.buffer(out), KernelArg.buffer(flags),
                            KernelArg.local(4L * 16)));
            return r.results().get(AiwcCollector.NAME).metrics();
        }
    }

    @Test
    void reductionCountsBarriersAndLocalAccesses() {
        Map<String, Map<String, Object>> m = reduce(1, "default");
        // 1 barrier after the fill and one per halving step (8, 4, 2, 1) for each of 256 items.
        assertEquals(256L * 5, m.get("parallelism").get("barriersHit"));
        // Per group: 16 stores filling scratch, (8 + 4 + 2 + 1) items adding (2 loads + 1 store), 1 final load.
        Map<?, ?> spaces = (Map<?, ?>) m.get("memory").get("accessesBySpace");
        assertEquals(16L * (16 + 3 * 15 + 1), spaces.get("local"));
        // Global: 256 loads of in, 16 stores to out, a store to flags for each v divisible by 3.
        long divisible = 0;
        for (int i = 0; i < 256; i++) {
            if (((i * 7919) % 101) % 3 == 0) {
                divisible++;
            }
        }
        assertEquals(256L + 16 + divisible, spaces.get("global"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"default", "aiwc"})
    void oneAndTwoThreadsGiveIdenticalMetrics(String profile) {
        assertEquals(Replay.canonical(reduce(1, profile)), Replay.canonical(reduce(2, profile)));
    }
}
