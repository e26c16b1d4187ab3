package dev.aiwc.fermil1;

import dev.aiwc.api.collector.Collectors;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.fermil1.config.GpuSettings;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The micro-benchmark kernels on the simulator, through both collectors: per-warp transactions and requests as
 * derived by hand in each kernel's comment. 64 work-items in one work-group = 2 warps, reps = 1.
 */
class MicrobenchEndToEndTest {

    private static Path kernel(String name) {
        try {
            return Path.of(MicrobenchEndToEndTest.class.getResource("/microbench/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs a micro-benchmark with (in, out, reps = 1) arguments and returns the two collectors' sections. */
    private static LaunchResult run(String name, long inBytes) {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(2).withCollectors(
                Collectors.select("fermi-l1,mwp-cwp"), GpuSettings.options("gtx480-16k", Map.of(), Collectors.select("fermi-l1,mwp-cwp"))))) {
            ProgramHandle p = sim.build(kernel(name + ".cl"), "");
            BufferHandle in = sim.createBuffer("in", inBytes, null);
            BufferHandle out = sim.createBuffer("out", 4 * 64, null);
            return sim.launch(p, name, NDRange.of(new long[]{64}, new long[]{64}),
                    List.of(KernelArg.buffer(in), KernelArg.buffer(out), KernelArg.i32(1)));
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> inputs(LaunchResult r) {
        return (Map<String, Object>) r.results().get("mwp-cwp").section().get("inputs");
    }

    /** Requests per warp instruction of the kernel's global loads under fermi coalescing. */
    private static List<Double> loadRequestsPerWarp(LaunchResult r) {
        List<Double> out = new ArrayList<>();
        for (Object o : (List<?>) r.results().get("fermi-l1").section().get("byInstruction")) {
            Map<?, ?> m = (Map<?, ?>) o;
            if ("load".equals(m.get("kind"))) {
                out.add((Double) m.get("requestsPerWarpInstruction"));
            }
        }
        return out;
    }

    private static void assertTransactions(LaunchResult r, long n32, long n32Vector, long n64, long n128) {
        Map<String, Object> in = inputs(r);
        assertEquals(2L, in.get("warps"));
        assertEquals(n32, in.get("n32"));
        assertEquals(n32Vector, in.get("n32Vector"));
        assertEquals(n64, in.get("n64"));
        assertEquals(n128, in.get("n128"));
    }

    @Test
    void seg32LoadsAre32TransactionsOf32BytesPerWarp() {
        LaunchResult r = run("seg32", 4L * 32 * 64);
        // loads: 32 per warp; the unit-stride store: 2 x 64 B per warp
        assertTransactions(r, 64, 0, 4, 0);
        assertEquals(List.of(32.0), loadRequestsPerWarp(r));
    }

    @Test
    void seg64LoadsAreTwo64ByteTransactionsPerWarp() {
        LaunchResult r = run("seg64", 4L * 64);
        assertTransactions(r, 0, 0, 4 + 4, 0);
        assertEquals(List.of(1.0), loadRequestsPerWarp(r));
    }

    @Test
    void seg128LoadsAreTwo128ByteTransactionsPerWarp() {
        LaunchResult r = run("seg128", 8L * 64);
        assertTransactions(r, 0, 0, 4, 4);
        assertEquals(List.of(2.0), loadRequestsPerWarp(r));
    }

    @Test
    void vector32LoadsAre32VectorTransactionsPerWarp() {
        LaunchResult r = run("vector32", 8L * 16 * 64);
        assertTransactions(r, 0, 64, 4, 0);
        assertEquals(List.of(32.0), loadRequestsPerWarp(r));
    }

    /** Both collectors' sections for seg32 over 32 work-groups of 256, reps 4, with the given worker threads. */
    private static String seg32Sections(int threads) {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(threads).withCollectors(
                Collectors.select("fermi-l1,mwp-cwp"), GpuSettings.options("gtx480-16k", Map.of(), Collectors.select("fermi-l1,mwp-cwp"))))) {
            ProgramHandle p = sim.build(kernel("seg32.cl"), "");
            long global = 32 * 256;
            BufferHandle in = sim.createBuffer("in", 4L * 32 * global * 4, null);
            BufferHandle out = sim.createBuffer("out", 4 * global, null);
            LaunchResult r = sim.launch(p, "seg32", NDRange.of(new long[]{global}, new long[]{256}),
                    List.of(KernelArg.buffer(in), KernelArg.buffer(out), KernelArg.i32(4)));
            return Render.of(r.results().get("fermi-l1").section()) + Render.of(r.results().get("mwp-cwp").section());
        }
    }

    @Test
    void resultsDoNotDependOnWorkerThreads() {
        assertEquals(seg32Sections(1), seg32Sections(3));
    }

    @Test
    void stride2SharedReadsConflictTwoWay() {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(1).withCollectors(
                Collectors.select("fermi-l1,mwp-cwp"), GpuSettings.options("gtx480-16k", Map.of(), Collectors.select("fermi-l1,mwp-cwp"))))) {
            ProgramHandle p = sim.build(kernel("bank_conflicts.cl"), "");
            BufferHandle out = sim.createBuffer("out", 4 * 64, null);
            LaunchResult r = sim.launch(p, "bank_conflicts", NDRange.of(new long[]{64}, new long[]{64}),
                    List.of(KernelArg.buffer(out), KernelArg.local(512 * 4), KernelArg.i32(2), KernelArg.i32(1)));
            Map<?, ?> total = (Map<?, ?>) r.results().get("fermi-l1").section().get("total");
            // per warp: two conflict-free local stores and one stride-2 read
            assertEquals(6L, total.get("sharedRequests"));
            assertEquals(2L, total.get("sharedBankConflicts"));
            assertEquals(2L, inputs(r).get("sharedConflicted"));
            assertEquals(2L, inputs(r).get("syncInstructions"));
        }
    }
}
