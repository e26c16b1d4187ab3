package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.trace.InstructionHistogramCollector;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SimulatorTest {

    static Path resource(String name) {
        try {
            return Path.of(SimulatorTest.class.getResource("/exec/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Path resourceDir(String name) {
        try {
            return Path.of(SimulatorTest.class.getResource("/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] floats(float... v) {
        ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) {
            b.putFloat(f);
        }
        return b.array();
    }

    static byte[] ints(int... v) {
        ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int i : v) {
            b.putInt(i);
        }
        return b.array();
    }

    static float[] toFloats(byte[] bytes) {
        float[] out = new float[bytes.length / 4];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(out);
        return out;
    }

    static int[] toInts(byte[] bytes) {
        int[] out = new int[bytes.length / 4];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
        return out;
    }

    private static Simulator simulator(int threads, Collector... collectors) {
        return new Simulator(SimulatorConfig.defaults().withThreads(threads)
                .withCollectors(List.of(collectors), CollectorOptions.defaults()));
    }

    private LaunchResult runMatrixMultiply(Simulator sim, int n, float[] expected) {
        float[] a = new float[n * n];
        float[] b = new float[n * n];
        for (int i = 0; i < n * n; i++) {
            a[i] = i % 7 - 3;
            b[i] = i % 5 - 2;
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                float acc = 0;
                for (int k = 0; k < n; k++) {
                    acc += a[r * n + k] * b[k * n + c];
                }
                expected[r * n + c] = acc;
            }
        }
        ProgramHandle p = sim.build(resource("basics.cl"), "");
        BufferHandle ba = sim.createBuffer("A", 4L * n * n, floats(a));
        BufferHandle bb = sim.createBuffer("B", 4L * n * n, floats(b));
        BufferHandle bc = sim.createBuffer("C", 4L * n * n, null);
        LaunchResult result = sim.launch(p, "mm", NDRange.of(new long[]{n, n}, new long[]{4, 4}),
                List.of(KernelArg.buffer(ba), KernelArg.buffer(bb), KernelArg.buffer(bc), KernelArg.i32(n)));
        assertArrayEquals(expected, toFloats(sim.read(bc)));
        return result;
    }

    @Test
    void rangesAreOneGroupEachUpTo64ThenFourGroupsEachUpTo256() {
        assertEquals(1, Simulator.rangeCount(1));
        assertEquals(64, Simulator.rangeCount(64));
        assertEquals(64, Simulator.rangeCount(259)); // 259 / 4 = 64
        assertEquals(75, Simulator.rangeCount(300));
        assertEquals(256, Simulator.rangeCount(1024)); // mm N=512 in 16x16 groups
        assertEquals(256, Simulator.rangeCount(1L << 40));
    }

    @Test
    void matrixMultiplyComputesTheProductOfSmallIntegerMatrices() {
        runMatrixMultiply(simulator(1), 8, new float[64]);
    }

    @Test
    void matrixMultiplyExecutesSixteenInstructionsPerInnerIterationPlusFifteen() {
        // clang-16 Oz: entry 6, loop header 4 (2 phi, icmp, br) run N+1 times, body 12 run N times, exit 5
        LaunchResult r = runMatrixMultiply(simulator(1, new InstructionHistogramCollector()), 8, new float[64]);
        long perItem = 6 + 4 * 9 + 12 * 8 + 5;
        assertEquals(64 * perItem, r.instructions());
        CollectorResult h = r.results().get("histogram");
        assertEquals(64 * perItem, h.section().get("totalInstructions"));
        @SuppressWarnings("unchecked")
        Map<String, Object> ops = (Map<String, Object>) h.section().get("opcodeHistogram");
        assertEquals(64L * 8 * 2, ops.get("load"));
        assertEquals(64L, ops.get("store"));
        assertEquals(64L * 9 * 2, ops.get("phi"));
    }

    @Test
    void histogramIsIdenticalForOneAndTwoThreads() {
        LaunchResult one = runMatrixMultiply(simulator(1, new InstructionHistogramCollector()), 16, new float[256]);
        LaunchResult two = runMatrixMultiply(simulator(2, new InstructionHistogramCollector()), 16, new float[256]);
        assertEquals(one.results().get("histogram").section(), two.results().get("histogram").section());
    }

    @Test
    void reductionWithBarriersInALoopSumsEachGroup() {
        Simulator sim = simulator(2);
        ProgramHandle p = sim.build(resource("basics.cl"), "");
        int[] in = new int[64];
        for (int i = 0; i < 64; i++) {
            in[i] = i * i - 7;
        }
        BufferHandle bi = sim.createBuffer("in", 256, ints(in));
        BufferHandle bo = sim.createBuffer("out", 16, null);
        sim.launch(p, "reduce", NDRange.of(new long[]{64}, new long[]{16}),
                List.of(KernelArg.buffer(bi), KernelArg.buffer(bo), KernelArg.local(64)));
        int[] expected = new int[4];
        for (int i = 0; i < 64; i++) {
            expected[i / 16] += in[i];
        }
        assertArrayEquals(expected, toInts(sim.read(bo)));
    }

    @Test
    void switchPrivateArraysCallsConstantTablesDivisionAndAtomics() {
        Simulator sim = simulator(2);
        ProgramHandle p = sim.build(resource("basics.cl"), "");
        int[] in = new int[64];
        for (int i = 0; i < 64; i++) {
            in[i] = (i * 37) % 23 - 11;
        }
        BufferHandle bo = sim.createBuffer("out", 65 * 4, null);
        BufferHandle bi = sim.createBuffer("in", 256, ints(in));
        sim.launch(p, "misc", NDRange.of(new long[]{64}, new long[]{8}),
                List.of(KernelArg.buffer(bo), KernelArg.buffer(bi)));
        int[] out = toInts(sim.read(bo));
        int[] table = {10, 20, 30, 40};
        for (int i = 0; i < 64; i++) {
            int v = in[i];
            int acc = switch (v & 3) {
                case 0 -> 1;
                case 1 -> 7;
                case 2 -> -5;
                default -> 100;
            };
            acc += v * (v & 7) + (v * 3 + i) + table[i & 3];
            acc += v / 3 + v % 5 + (v >>> 1);
            assertEquals(acc, out[i], "element " + i);
        }
        assertEquals(64, out[64]);
    }

    @Test
    void vectorArithmeticSwizzlesAndVstore() {
        Simulator sim = simulator(1);
        ProgramHandle p = sim.build(resource("basics.cl"), "");
        float[] a = new float[32];
        for (int i = 0; i < 32; i++) {
            a[i] = i * 0.5f;
        }
        BufferHandle ba = sim.createBuffer("a", 128, floats(a));
        BufferHandle bb = sim.createBuffer("b", (64 + 32) * 4, null);
        sim.launch(p, "vec", NDRange.of(new long[]{8}, new long[]{8}), List.of(KernelArg.buffer(ba), KernelArg.buffer(bb)));
        float[] out = toFloats(sim.read(bb));
        for (int i = 0; i < 8; i++) {
            float[] y = new float[4];
            for (int l = 0; l < 4; l++) {
                y[l] = a[4 * i + l] * 2f + (l + 1);
            }
            assertEquals(y[0] + y[1] + y[2] + y[3], out[i], 0f);
            for (int l = 0; l < 4; l++) {
                assertEquals(y[3 - l], out[64 + 4 * i + l], 0f);
            }
        }
    }

    @Test
    void outOfBoundsStoreNamesBufferWorkItemAndLine() {
        Simulator sim = simulator(1);
        ProgramHandle p = sim.build(resource("basics.cl"), "");
        BufferHandle bo = sim.createBuffer("result", 32, null);
        AiwcException e = assertThrows(AiwcException.class, () -> sim.launch(p, "oob",
                NDRange.of(new long[]{8}, new long[]{8}), List.of(KernelArg.buffer(bo))));
        assertEquals(1, e.exitCode());
        assertTrue(e.getMessage().contains("out of bounds") && e.getMessage().contains("result"), e.getMessage());
        assertTrue(e.detail().contains("global id (4)"), e.detail());
        assertTrue(e.detail().contains("source line 45"), e.detail());
    }

    @Test
    void theFailureReportedIsTheOneThatOneThreadMeetsFirstWhateverTheThreadCount() {
        // 512 groups of 8 writing out[gid + 4] into 8 ints: every work-item from global id 4 on is out of bounds, so
        // each worker's range fails at once; one thread meets global id 4 (group 0) first, and so must eight
        for (int threads : new int[]{1, 8, 8, 8, 8}) {
            Simulator sim = simulator(threads);
            ProgramHandle p = sim.build(resource("basics.cl"), "");
            BufferHandle bo = sim.createBuffer("result", 32, null);
            AiwcException e = assertThrows(AiwcException.class, () -> sim.launch(p, "oob",
                    NDRange.of(new long[]{4096}, new long[]{8}), List.of(KernelArg.buffer(bo))));
            assertTrue(e.detail().contains("global id (4), local id (4), group (0)"), threads + ": " + e.detail());
        }
    }

    @Test
    void barrierDivergenceIsReportedNotHung() {
        Simulator sim = simulator(1);
        ProgramHandle p = sim.build(resource("basics.cl"), "");
        BufferHandle bo = sim.createBuffer("out", 64, null);
        AiwcException e = assertThrows(AiwcException.class, () -> sim.launch(p, "diverge",
                NDRange.of(new long[]{8}, new long[]{4}), List.of(KernelArg.buffer(bo))));
        assertEquals(1, e.exitCode());
        assertTrue(e.getMessage().contains("barrier divergence"), e.getMessage());
    }

    @Test
    void runawayKernelStopsAtTheInstructionBudget() {
        Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(1).withMaxInstructions(10_000));
        ProgramHandle p = sim.build(resource("basics.cl"), "");
        BufferHandle bo = sim.createBuffer("out", 8, null);
        AiwcException e = assertThrows(AiwcException.class, () -> sim.launch(p, "spin",
                NDRange.of(new long[]{1}, new long[]{1}), List.of(KernelArg.buffer(bo))));
        assertEquals(1, e.exitCode());
        assertTrue(e.getMessage().contains("instruction budget of 10000"), e.getMessage());
    }

    @Test
    void unimplementedBuiltinIsNamedWithItsSourceLine() {
        Simulator sim = simulator(1);
        ProgramHandle p = sim.build(resource("basics.cl"), "");
        BufferHandle bo = sim.createBuffer("out", 8, null);
        BufferHandle img = sim.createBuffer("img", 8, null);
        AiwcException e = assertThrows(AiwcException.class, () -> sim.launch(p, "image",
                NDRange.of(new long[]{1}, new long[]{1}), List.of(KernelArg.buffer(img), KernelArg.buffer(bo))));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("get_image_width") && e.getMessage().contains("basics.cl:61"),
                e.getMessage());
    }

    @Test
    void unknownKernelIsBadInput() {
        Simulator sim = simulator(1);
        ProgramHandle p = sim.build(resource("basics.cl"), "");
        AiwcException e = assertThrows(AiwcException.class, () -> sim.launch(p, "nope",
                NDRange.of(new long[]{1}, null), List.of()));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("'nope'"));
    }
}
