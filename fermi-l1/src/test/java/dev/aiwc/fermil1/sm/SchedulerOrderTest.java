package dev.aiwc.fermil1.sm;

import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.fermil1.SyntheticKernel;
import dev.aiwc.fermil1.TraceWriter;
import dev.aiwc.fermil1.collector.L1Model;
import dev.aiwc.fermil1.config.GpuPreset;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Issue order of global memory instructions of one block under each policy (one SM). */
class SchedulerOrderTest {
    // one block with three stores per thread (instructions 0, 1, 2); stores never stall a warp
    private static final KernelDescriptor K = SyntheticKernel.blocks(3);

    /** "warp.instruction" in issue order for a block of {@code items} work-items. */
    private static List<String> order(String scheduler, int items, String... more) {
        List<String> issued = new ArrayList<>();
        ScheduleListener l = (order, sm, block, warp, memory, store) ->
                issued.add(warp + "." + block.memInstr()[memory]);
        Map<String, String> settings = new java.util.HashMap<>(Map.of("smCount", "1", "scheduler", scheduler));
        for (int i = 0; i < more.length; i += 2) {
            settings.put(more[i], more[i + 1]);
        }
        L1Model model = new L1Model(K, SyntheticKernel.invocation(1, items, 0), GpuPreset.resolve(null, settings), l);
        TraceWriter t = new TraceWriter().groupBegin(0);
        for (int i = 0; i < items; i++) {
            t.item(i).block(0).store(0, 4L * i, 4).store(1, 4096 + 4L * i, 4).store(2, 8192 + 4L * i, 4).itemEnd(i);
        }
        t.groupEnd(0);
        L1Model.GroupPartial p = model.newPartial(0, 1);
        t.feed(p);
        model.merge(p);
        model.finish();
        return issued;
    }

    /**
     * Warp instructions and steps of one block whose threads run 7 compute instructions and then a store (instruction
     * 7 of an 8-instruction block): each warp issues COMPUTE for 7 steps, then the store, one instruction a step.
     */
    private static Map<String, Object> computeThenStore(String scheduler, int items) {
        KernelDescriptor k = SyntheticKernel.blocks(8);
        L1Model model = new L1Model(k, SyntheticKernel.invocation(1, items, 0),
                GpuPreset.resolve(null, Map.of("smCount", "1", "scheduler", scheduler)), null);
        TraceWriter t = new TraceWriter().groupBegin(0);
        for (int i = 0; i < items; i++) {
            t.item(i).block(0).store(7, 4L * i, 4).itemEnd(i);
        }
        t.groupEnd(0);
        L1Model.GroupPartial p = model.newPartial(0, 1);
        t.feed(p);
        model.merge(p);
        return model.finish().section();
    }

    @SuppressWarnings("unchecked")
    private static long total(Map<String, Object> section, String key) {
        return ((Number) ((Map<String, Object>) section.get("total")).get(key)).longValue();
    }

    @Test
    void computeRunsTakeOneStepPerInstructionWhateverThePolicy() {
        // GTO keeps warp 0 for its 8 instructions (steps 0-7), then warp 1 (8-15)
        Map<String, Object> gto = computeThenStore("gto", 64);
        assertEquals(16L, total(gto, "warpInstructions"));
        assertEquals(16L, ((Number) gto.get("steps")).longValue());
        // LRR with one warp comes back to it every step: 8 instructions in steps 0-7
        Map<String, Object> alone = computeThenStore("lrr", 32);
        assertEquals(8L, total(alone, "warpInstructions"));
        assertEquals(8L, ((Number) alone.get("steps")).longValue());
        // LRR with two ready warps alternates them: 16 instructions in steps 0-15
        Map<String, Object> two = computeThenStore("lrr", 64);
        assertEquals(16L, total(two, "warpInstructions"));
        assertEquals(16L, ((Number) two.get("steps")).longValue());
    }

    @Test
    void looseRoundRobinAlternatesWarps() {
        assertEquals(List.of("0.0", "1.0", "0.1", "1.1", "0.2", "1.2"), order("lrr", 64));
    }

    @Test
    void greedyThenOldestKeepsTheWarpUntilItStalls() {
        assertEquals(List.of("0.0", "0.1", "0.2", "1.0", "1.1", "1.2"), order("gto", 64));
    }

    @Test
    void twoLevelRotatesInsideTheActiveFetchGroup() {
        // fetch groups of 2 warps: warps 0-1 finish before 2-3 start
        assertEquals(List.of("0.0", "1.0", "0.1", "1.1", "0.2", "1.2", "2.0", "3.0", "2.1", "3.1", "2.2", "3.2"),
                order("two-level", 128, "fetchGroupSize", "2"));
    }

    @Test
    void sequentialRunsEachThreadToItsEnd() {
        assertEquals(List.of("0.0", "0.1", "0.2", "1.0", "1.1", "1.2", "2.0", "2.1", "2.2"), order("sequential", 3));
    }

    @Test
    void roundRobinTakesThreadsInTurn() {
        assertEquals(List.of("0.0", "1.0", "2.0", "0.1", "1.1", "2.1", "0.2", "1.2", "2.2"), order("round-robin", 3));
    }
}
