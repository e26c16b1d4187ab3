package dev.aiwc.fermil1.simt;

import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.descriptor.VirtualAddress;
import dev.aiwc.fermil1.SyntheticKernel;
import dev.aiwc.fermil1.TraceWriter;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.function.LongBinaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;

class WarpReconstructorTest {

    /** Records "warp:B<block>x<lanes>", "warp:M<instr>#<k>x<lanes>" and "warp:|" for barriers. */
    static final class Recorder implements WarpInstructionSink {
        final List<String> events = new ArrayList<>();
        final List<Long> addresses = new ArrayList<>();

        @Override
        public void groupBegin(long group, int threads, int warps) {
            events.add("group" + group);
        }

        @Override
        public void block(int warp, int block, int laneCount) {
            events.add(warp + ":B" + block + "x" + laneCount);
        }

        @Override
        public void memory(int warp, int instruction, int instance, int flags, int laneCount, int[] lanes,
                           long[] addresses) {
            StringBuilder s = new StringBuilder(warp + ":M" + instruction + "#" + instance + "x" + laneCount + "[");
            for (int i = 0; i < laneCount; i++) {
                s.append(i == 0 ? "" : ",").append(lanes[i]);
                this.addresses.add(VirtualAddress.offset(addresses[i]));
            }
            events.add(s.append("]").toString());
        }

        @Override
        public void barrier(int warp) {
            events.add(warp + ":|");
        }

        @Override
        public void groupEnd() {
            events.add("end");
        }
    }

    // blocks: 0 = entry (instructions 0-1), 1 = loop body (2-4, load at 3), 2 = exit (5)
    private static final KernelDescriptor LOOP = SyntheticKernel.blocks(2, 3, 1);

    /**
     * One group of {@code items} threads running LOOP: thread i runs {@code trips(i)} iterations, loading 4 bytes at
     * {@code address(i, iteration)} in each; returns what the reconstructor issued.
     */
    private static Recorder loop(int items, IntUnaryOperator trips, LongBinaryOperator address) {
        TraceWriter t = new TraceWriter(16).groupBegin(0);
        for (int item = 0; item < items; item++) {
            t.item(item).block(0);
            for (int iteration = 0; iteration < trips.applyAsInt(item); iteration++) {
                t.block(1).load(3, address.applyAsLong(item, iteration), 4);
            }
            t.block(2).itemEnd(item);
        }
        t.groupEnd(0);
        Recorder r = new Recorder();
        WarpReconstructor w = new WarpReconstructor(LOOP, items, 32, r);
        t.chunks().forEach(w::accept);
        return r;
    }

    @Test
    void divergentLoopGroupsTheKthIterationOfEachThread() {
        Recorder r = loop(4, item -> item + 1, (item, iteration) -> 4L * item); // thread i runs i + 1 iterations
        assertEquals(List.of("group0", "0:B0x4",
                "0:B1x4", "0:M3#0x4[0,1,2,3]",
                "0:B1x3", "0:M3#1x3[1,2,3]",
                "0:B1x2", "0:M3#2x2[2,3]",
                "0:B1x1", "0:M3#3x1[3]",
                "0:B2x4", "end"), r.events);
    }

    @Test
    void aConvergedWarpIssuesEachLoopIterationOnceWithAllLanesAndCountsInstances() {
        // every thread runs the same three iterations (the merge without divergence); addresses differ per lane
        Recorder r = loop(3, item -> 3, (item, iteration) -> 100L * iteration + 4L * item);
        assertEquals(List.of("group0", "0:B0x3",
                "0:B1x3", "0:M3#0x3[0,1,2]",
                "0:B1x3", "0:M3#1x3[0,1,2]",
                "0:B1x3", "0:M3#2x3[0,1,2]",
                "0:B2x3", "end"), r.events);
        assertEquals(List.of(0L, 4L, 8L, 100L, 104L, 108L, 200L, 204L, 208L), r.addresses);
    }

    @Test
    void ifElseIssuesTheLowerInstructionFirstWithItsLanes() {
        // blocks: 0 entry, 1 then-branch (load at 3), 2 else-branch (load at 5), 3 join
        KernelDescriptor k = SyntheticKernel.blocks(2, 2, 2, 1);
        TraceWriter t = new TraceWriter().groupBegin(0);
        for (int item = 0; item < 4; item++) {
            t.item(item).block(0);
            if (item % 2 == 1) { // odd items take the else branch
                t.block(2).load(5, 4L * item, 4);
            } else {
                t.block(1).load(3, 4L * item, 4);
            }
            t.block(3).itemEnd(item);
        }
        t.groupEnd(0);
        Recorder r = new Recorder();
        WarpReconstructor w = new WarpReconstructor(k, 4, 32, r);
        t.chunks().forEach(w::accept);
        assertEquals(List.of("group0", "0:B0x4", "0:B1x2", "0:M3#0x2[0,2]", "0:B2x2", "0:M5#0x2[1,3]", "0:B3x4",
                "end"), r.events);
    }

    @Test
    void warpsAreCutFromConsecutiveLocalIds() {
        TraceWriter t = new TraceWriter().groupBegin(3);
        for (int item = 0; item < 40; item++) {
            t.item(item).load(0, 4L * item, 4).itemEnd(item);
        }
        t.groupEnd(3);
        Recorder r = new Recorder();
        WarpReconstructor w = new WarpReconstructor(SyntheticKernel.blocks(1), 40, 32, r);
        t.chunks().forEach(w::accept);
        assertEquals("0:M0#0x32[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31]",
                r.events.get(1));
        assertEquals("1:M0#0x8[0,1,2,3,4,5,6,7]", r.events.get(2));
    }

    @Test
    void barriersSeparatePhasesForEveryWarp() {
        // block 0 ends with a barrier (instruction 1), block 1 follows (load at 2)
        KernelDescriptor k = SyntheticKernel.blocks(2, 2);
        TraceWriter t = new TraceWriter().groupBegin(0);
        for (int item = 0; item < 64; item++) {
            t.item(item).block(0).load(0, 4L * item, 4).barrier(1);
        }
        t.release(1);
        for (int item = 0; item < 64; item++) {
            t.resume(item).block(1).load(2, 4L * item, 4).itemEnd(item);
        }
        t.groupEnd(0);
        Recorder r = new Recorder();
        WarpReconstructor w = new WarpReconstructor(k, 64, 32, r);
        t.chunks().forEach(w::accept);
        List<String> compact = new ArrayList<>();
        for (String e : r.events) {
            compact.add(e.replaceAll("\\[.*]", ""));
        }
        assertEquals(List.of("group0", "0:B0x32", "0:M0#0x32", "1:B0x32", "1:M0#0x32", "0:|", "1:|",
                "0:B1x32", "0:M2#0x32", "1:B1x32", "1:M2#0x32", "end"), compact);
    }
}
