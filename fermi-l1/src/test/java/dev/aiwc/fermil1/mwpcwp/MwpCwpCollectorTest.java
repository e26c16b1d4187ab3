package dev.aiwc.fermil1.mwpcwp;

import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.fermil1.Render;
import dev.aiwc.fermil1.SyntheticKernel;
import dev.aiwc.fermil1.TraceWriter;
import dev.aiwc.fermil1.collector.L1ModelTest;
import dev.aiwc.fermil1.config.GpuSettings;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The measured model inputs on hand-made traces. */
class MwpCwpCollectorTest {

    @SuppressWarnings("unchecked")
    private static Map<String, Object> inputs(KernelDescriptor k, int groups, int items, TraceWriter t) {
        CollectorRun run = new MwpCwpCollector().start(k, SyntheticKernel.invocation(groups, items, 0),
                GpuSettings.options("gt200", Map.of(), List.of(new MwpCwpCollector())));
        Partial p = run.newPartial(0, groups);
        t.feed(p);
        run.merge(p);
        return (Map<String, Object>) run.finish().section().get("inputs");
    }

    @Test
    void divergentLoopCountsEachPathOnce() {
        // blocks: entry (2), loop body (3, load at 3), exit (1); thread i runs i + 1 iterations
        KernelDescriptor k = SyntheticKernel.of(List.of(), new int[]{2, 3, 1}, new int[3][], new int[]{3});
        TraceWriter t = new TraceWriter().groupBegin(0);
        for (int item = 0; item < 4; item++) {
            t.item(item).block(0);
            for (int it = 0; it <= item; it++) {
                t.block(1).load(3, 4L * item, 4);
            }
            t.block(2).itemEnd(item);
        }
        t.groupEnd(0);
        Map<String, Object> in = inputs(k, 1, 4, t);
        assertEquals(1L, in.get("warps"));
        assertEquals(2L + 4 * 3 + 1, in.get("warpInstructions")); // the body issues 4 times for the warp
        assertEquals(4L, in.get("memoryInstructions"));
        assertEquals(4L, in.get("n32")); // each iteration's lanes fit in one 32 B segment
        assertEquals(1.0, in.get("independentLoads")); // one load per body execution
    }

    @Test
    void longLatencyBuiltinsAreCountedPerWarpExecution() {
        // block 0 calls sqrt and a plain helper; block 1 calls native_exp
        KernelDescriptor k = SyntheticKernel.of(List.of("_Z4sqrtf", "helper", "_Z10native_expf"), new int[]{3, 2},
                new int[][]{{0, 1}, {2}}, new int[0]);
        TraceWriter t = new TraceWriter().groupBegin(0);
        for (int item = 0; item < 40; item++) {
            t.item(item).block(0).block(1).itemEnd(item);
        }
        t.groupEnd(0);
        Map<String, Object> in = inputs(k, 1, 40, t);
        assertEquals(2L, in.get("warps"));
        assertEquals(2L * 2, in.get("longLatency")); // sqrt and native_exp, two warps
        assertEquals(0L, in.get("memoryInstructions"));
    }

    @Test
    void warpsLoadingTheSameSegmentAtTheSameStepAreDuplicates() {
        // 64 items in two warps all read float 0 at the same instruction: every half-warp asks for the same 32 B
        KernelDescriptor k = SyntheticKernel.of(List.of(), new int[]{2}, new int[1][], new int[]{0, 1});
        TraceWriter t = new TraceWriter().groupBegin(0);
        for (int item = 0; item < 64; item++) {
            t.item(item).block(0).load(0, 0, 4).load(1, 4096, 4).itemEnd(item);
        }
        t.groupEnd(0);
        Map<String, Object> in = inputs(k, 1, 64, t);
        assertEquals(8L, in.get("loadTransactions")); // 2 loads x 2 warps x 2 half-warps
        assertEquals(2L, in.get("uniqueLoadTransactions")); // one segment per load instruction
        assertEquals(4.0, in.get("duplicateLoads"));
        assertEquals(2.0, in.get("independentLoads")); // two global loads in the one block
    }

    @Test
    void resultDoesNotDependOnHowGroupsAreSplit() {
        String whole = Render.of(L1ModelTest.run("mwp-cwp", Map.of()));
        assertEquals(whole, Render.of(L1ModelTest.run("mwp-cwp", Map.of(), 1, 5, 9, 20)));
    }
}
