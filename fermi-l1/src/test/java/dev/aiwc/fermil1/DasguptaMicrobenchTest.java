package dev.aiwc.fermil1;

import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.collector.Pipeline;
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
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Dasgupta's GT200 transaction micro-benchmarks (microbench/dasgupta.cl) through mwp-cwp with the gt200 preset,
 * launched as in dasgupta.json: 30 blocks of 256 work-items, 400 loads each. The study's numbers: 400 load requests
 * per warp, 800 transactions per warp, all of 32, 64 or 128 bytes; and the kernels are memory-bound.
 */
class DasguptaMicrobenchTest {
    private static final int GLOBAL = 30 * 256;
    private static final int REPS = 400;

    /**
     * Warp instructions per warp on the GPU pipeline, counted from its IR of each kernel (the same for all three; the
     * simulator counts every IR instruction a warp's block runs, phis included). The loop is unrolled four times with
     * a remainder loop, as nvcc does; 400 is a multiple of 4, so the remainder loop never runs:
     * <pre>
     * entry:              get_global_id, get_global_size, icmp reps == 0, br              4, once
     * preheader:          and (reps % 4), icmp reps < 4, br                              3, once
     * preheader.new:      and (reps & ~3), br                                            2, once
     * loop (.lr.ph):      3 phis (i, s, iteration), 4 x (getelementptr, load, add s,
     *                     add i += n), add (iteration + 4), icmp, br                     22, 100 times
     * unrolled loop exit: 3 phis, icmp (remainder == 0), br                              5, once
     * after the loop:     phi, icmp s == ~0, br                                          3, once
     * return block:       ret                                                            1, once (the store never runs)
     * </pre>
     * 4 + 3 + 2 + 22 × 100 + 5 + 3 + 1 = 2,218 IR instructions. The time model counts what a GPU issues, the same
     * without the phis (3 in the loop, 3 at its exit, 1 after it): 4 + 3 + 2 + 19 × 100 + 2 + 2 + 1 = 1,914.
     */
    private static final long GPU_IR_INSTRUCTIONS = 4 + 3 + 2 + 22L * (REPS / 4) + 5 + 3 + 1;
    private static final long GPU_WARP_INSTRUCTIONS = 4 + 3 + 2 + 19L * (REPS / 4) + 2 + 2 + 1;

    /**
     * The same count on the Oz pipeline, which leaves the loop unrotated: its header (3 phis, icmp, br: 5) runs 401
     * times and its body (getelementptr, load, add, add, add, br: 6) 400 times; the entry has no trip-count test
     * (get_global_id, get_global_size, br: 3); after the loop icmp and br (2), then ret (1).
     * 3 + 5 × 401 + 6 × 400 + 2 + 1 = 4,411.
     */
    private static final long OZ_INSTRUCTIONS_PER_ITEM = 3 + 5L * (REPS + 1) + 6L * REPS + 2 + 1;

    private static Path source() {
        try {
            return Path.of(DasguptaMicrobenchTest.class.getResource("/microbench/dasgupta.cl").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs one kernel with histogram (characterisation pipeline) and mwp-cwp (GPU pipeline) on gt200. */
    private static LaunchResult run(String kernel, int wordBytes) {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(2).withCollectors(
                Collectors.select("histogram,mwp-cwp"), GpuSettings.options("gt200", Map.of(), Collectors.select("histogram,mwp-cwp"))))) {
            ProgramHandle p = sim.build(source(), "");
            BufferHandle in = sim.createBuffer("in", (long) wordBytes * GLOBAL * REPS, null);
            BufferHandle out = sim.createBuffer("out", (long) wordBytes * GLOBAL, null);
            return sim.launch(p, kernel, NDRange.of(new long[]{GLOBAL}, new long[]{256}),
                    List.of(KernelArg.buffer(in), KernelArg.buffer(out), KernelArg.i32(REPS)));
        }
    }

    private static Map<String, Object> section(LaunchResult r) {
        return r.results().get("mwp-cwp").section();
    }

    /** Checks the study's numbers for one kernel: {@code segment} is the transaction size that all 800 must have. */
    private static void assertStudy(LaunchResult r, String segment) {
        @SuppressWarnings("unchecked")
        Map<String, Object> in = (Map<String, Object>) section(r).get("inputs");
        long warps = (Long) in.get("warps");
        assertEquals(GLOBAL / 32, warps);
        assertEquals(400L * warps, in.get("memoryInstructions"));
        for (String s : List.of("n32", "n32Vector", "n64", "n128")) {
            assertEquals(s.equals(segment) ? 800L * warps : 0L, in.get(s), s);
        }
        assertEquals("memory", section(r).get("bound"));
        assertEquals(GPU_WARP_INSTRUCTIONS * warps, in.get("warpInstructions"));
        // no lane diverges, so a work-item runs as many IR instructions as its warp issues
        long items = GLOBAL;
        assertEquals(GPU_IR_INSTRUCTIONS * items, r.pipelines().get(Pipeline.GPU).instructions());
        assertEquals(OZ_INSTRUCTIONS_PER_ITEM * items, r.pipelines().get(Pipeline.CHARACTERISATION).instructions());
        assertTrue(OZ_INSTRUCTIONS_PER_ITEM > GPU_IR_INSTRUCTIONS);
    }

    @Test
    void twoByteWordsAre800TransactionsOf32BytesPerWarp() {
        assertStudy(run("dasgupta32", 2), "n32");
    }

    @Test
    void fourByteWordsAre800TransactionsOf64BytesPerWarp() {
        assertStudy(run("dasgupta64", 4), "n64");
    }

    @Test
    void eightByteWordsAre800TransactionsOf128BytesPerWarp() {
        assertStudy(run("dasgupta128", 8), "n128");
    }
}
