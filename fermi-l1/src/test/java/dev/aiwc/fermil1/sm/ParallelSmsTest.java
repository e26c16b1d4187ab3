package dev.aiwc.fermil1.sm;

import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.fermil1.Render;
import dev.aiwc.fermil1.SyntheticKernel;
import dev.aiwc.fermil1.TraceWriter;
import dev.aiwc.fermil1.collector.L1Model;
import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.config.GpuPreset;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SMs that must run before the next dispatch run at the same time, as many as the launch has workers (the threads
 * that made partials); the report must be the same as with one worker.
 */
class ParallelSmsTest {
    private static final int GROUPS = 96;
    private static final int RANGES = 4;

    private record Outcome(Map<String, Object> report, int largestBatch) {
    }

    /**
     * Group g runs block g % 3 (40, 10 or 25 instructions: blocks finish out of order) with a load and a store;
     * the partials of the four ranges are made and filled on {@code workers} threads, then merged in order.
     */
    private static Outcome simulate(int workers) throws InterruptedException {
        return simulate(workers, GROUPS, 4096, null);
    }

    /**
     * As {@link #simulate(int)}, with {@code groups} groups (a multiple of the four ranges) whose addresses lie
     * {@code stride} bytes apart, and a schedule listener or none.
     */
    private static Outcome simulate(int workers, int groups, long stride, ScheduleListener listener)
            throws InterruptedException {
        GpuConfig config = GpuPreset.resolve("gtx480-16k", Map.of("smCount", "6", "maxBlocksPerSm", "2"));
        KernelDescriptor k = SyntheticKernel.blocks(40, 10, 25);
        L1Model model = new L1Model(k, SyntheticKernel.invocation(groups, 1, 0), config, listener);
        L1Model.GroupPartial[] partials = new L1Model.GroupPartial[RANGES];
        Thread[] threads = new Thread[RANGES];
        for (int r = 0; r < RANGES; r++) {
            int range = r;
            Runnable fill = () -> {
                int per = groups / RANGES;
                L1Model.GroupPartial p = model.newPartial(range * per, per);
                TraceWriter t = new TraceWriter();
                for (int g = range * per; g < (range + 1) * per; g++) {
                    int b = g % 3;
                    int first = k.blocks()[b].firstInstruction();
                    t.groupBegin(g).item(0).block(b).load(first, stride * g, 4).store(first + 1, stride * g + 64, 4)
                            .itemEnd(0).groupEnd(g);
                }
                t.feed(p);
                p.rangeDone();
                partials[range] = p;
            };
            if (workers == 1) {
                fill.run();
            } else {
                threads[r] = new Thread(fill);
                threads[r].start();
            }
        }
        for (Thread t : threads) {
            if (t != null) {
                t.join();
            }
        }
        for (L1Model.GroupPartial p : partials) {
            model.merge(p);
        }
        model.finish();
        return new Outcome(model.report(), model.gpu().largestBatch());
    }

    @Test
    void theReportOfFourWorkersIsTheReportOfOne() throws InterruptedException {
        Outcome one = simulate(1);
        Outcome four = simulate(RANGES);
        // 6 SMs of 2 slots take the first 12 blocks at once; every SM then had to run before the next dispatch
        assertEquals(6, one.largestBatch());
        assertEquals(one.largestBatch(), four.largestBatch());
        @SuppressWarnings("unchecked")
        Map<String, Object> total = (Map<String, Object>) one.report().get("total");
        assertEquals((long) GROUPS, total.get("blocks"));
        assertTrue((Long) total.get("loadRequests") > 0);
        assertEquals(Render.of(one.report()), Render.of(four.report()));
    }

    /**
     * A partial of groups {@code first .. end)}, each running block 0 with one load; made on a thread of its own when
     * {@code own}, so that the model counts one more worker.
     */
    private static L1Model.GroupPartial partial(L1Model model, KernelDescriptor k, int first, int end, boolean own)
            throws InterruptedException {
        L1Model.GroupPartial[] made = new L1Model.GroupPartial[1];
        Runnable fill = () -> {
            L1Model.GroupPartial p = model.newPartial(first, end - first);
            TraceWriter t = new TraceWriter();
            for (int g = first; g < end; g++) {
                t.groupBegin(g).item(0).block(0).load(k.blocks()[0].firstInstruction(), 4096L * g, 4).itemEnd(0)
                        .groupEnd(g);
            }
            t.feed(p);
            p.rangeDone();
            made[0] = p;
        };
        if (own) {
            Thread t = new Thread(fill);
            t.start();
            t.join();
        } else {
            fill.run();
        }
        return made[0];
    }

    @Test
    void smsThatRunAheadReportWhatSmsThatWaitForTheLastBlockReport() throws InterruptedException {
        // 8 and then 12 groups fit in the 12 never-used slots of 6 SMs of 2 (12: every SM full and done at once);
        // groups 16 bytes apart share 128-byte lines, so an SM's counters depend on its two blocks' interleaving. A
        // listener keeps every SM waiting for the last block (it sees the issue order, which runs ahead of time
        // would change); without one, each SM runs as soon as it has its share, on four threads
        for (int groups : new int[]{8, 12}) {
            Outcome waiting = simulate(1, groups, 16, (order, sm, block, warp, memory, store) -> {
            });
            Outcome ahead = simulate(RANGES, groups, 16, null);
            assertEquals(Render.of(waiting.report()), Render.of(ahead.report()));
            @SuppressWarnings("unchecked")
            Map<String, Object> total = (Map<String, Object>) ahead.report().get("total");
            assertEquals((long) groups, total.get("blocks"));
            @SuppressWarnings("unchecked")
            Map<String, Object> misses = (Map<String, Object>) total.get("misses");
            // SM s holds group s and, where there is one, group s + 6, loading at 16 s and 16 s + 96: one 128-byte
            // line for SMs 0 and 1 only, where the second load meets the first's miss in flight
            assertEquals(2L, misses.get("latency"), groups + " groups");
        }
    }

    @Test
    void anSmStartsWhenFilledOrOnceItHasEveryBlockItWillGet() throws InterruptedException {
        for (boolean twoWorkers : new boolean[]{false, true}) {
            // 10 groups on 6 SMs of 2 slots: round-robin puts groups 0-5 in each SM's first slot and 6-9 in the
            // second slots of SMs 0-3. The 10 blocks fit in the 12 never-used slots, so no block goes to a slot a
            // finished block freed: SMs 4 and 5 have all they will get (one block each) as soon as groups 4 and 5
            // are dispatched, though a slot of theirs stays free
            GpuConfig config = GpuPreset.resolve("gtx480-16k", Map.of("smCount", "6", "maxBlocksPerSm", "2"));
            KernelDescriptor k = SyntheticKernel.blocks(30);
            L1Model model = new L1Model(k, SyntheticKernel.invocation(10, 1, 0), config, null);
            L1Model.GroupPartial first = partial(model, k, 0, 9, twoWorkers);
            L1Model.GroupPartial last = partial(model, k, 9, 10, twoWorkers);
            model.merge(first);
            // groups 6, 7 and 8 filled SMs 0, 1 and 2; SMs 4 and 5 run to their end without waiting for the last
            // merge; SM 3 waits for group 9
            assertEquals(5, model.gpu().inFlight());
            model.merge(last);
            // group 9 fills SM 3
            assertEquals(6, model.gpu().inFlight());
            model.finish();
            assertEquals(0, model.gpu().inFlight());
            @SuppressWarnings("unchecked")
            Map<String, Object> total = (Map<String, Object>) model.report().get("total");
            assertEquals(10L, total.get("blocks"));
            assertEquals(10L, total.get("loadInstructions"));
        }
    }

    @Test
    void aBlockBeyondTheLaunchsGroupsIsRefused() throws InterruptedException {
        GpuConfig config = GpuPreset.resolve("gtx480-16k", Map.of("smCount", "2"));
        KernelDescriptor k = SyntheticKernel.blocks(5);
        L1Model model = new L1Model(k, SyntheticKernel.invocation(2, 1, 0), config, null);
        L1Model.GroupPartial three = partial(model, k, 0, 3, false);
        assertThrows(IllegalStateException.class, () -> model.merge(three));
    }
}
