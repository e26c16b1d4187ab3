package dev.aiwc.collectors.memory;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.aiwc.collectors.trace.Replay.buffer;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Parallel spatial locality of {@code async_work_group_copy}: the simulator performs the whole copy on the timeline
 * of the first work-item that reaches it; the default profile measures each segment's copies as a segment of their
 * own, element k (its load and its store) on work-item k mod the group size.
 */
class AsyncCopyLocalityTest {
    private static final String COPY = "_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event";

    /**
     * Entropy in bits of {@code count} 4-byte-spaced addresses starting at a multiple of 256 bytes, with n low bits
     * skipped: {@code count} distinct values up to n = 2, halving with every further bit until one 2^n-byte block
     * holds them all.
     */
    private static double[] run(int count) {
        double[] e = new double[11];
        double bits = Math.log(count) / Math.log(2);
        for (int n = 0; n <= 10; n++) {
            e[n] = Math.max(0, bits - Math.max(0, n - 2));
        }
        return e;
    }

    private static double[] times(double[] v, double f) {
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = v[i] * f;
        }
        return out;
    }

    /** Block 0: the copy call(s); block 1: a local load (tmp[0] by every item). */
    private static final class CopyKernel {
        final KernelBuilder k = new KernelBuilder("copy");
        final int copyBlock = k.block("call:" + COPY, "call:" + COPY, "br").branch(1);
        final int readBlock = k.block("load.l", "ret").ret();
        final int firstCall = k.instructionId(copyBlock, 0);
        final int secondCall = k.instructionId(copyBlock, 1);

        /**
         * Element i of a copy from global buffer {@code from} into local offset {@code to}: a load and a store,
         * reported as the simulator does, under the call's id and without the IR flag.
         */
        void element(TraceBuilder.Events e, int call, int from, long to, int i) {
            e.access(call, MemoryAccess.LOAD, AddressSpace.GLOBAL, Replay.address(from, 4L * i), false);
            e.access(call, MemoryAccess.STORE, AddressSpace.LOCAL,
                    Replay.address(AddressSpace.LOCAL, 1, to + 4L * i), false);
        }

        Map<String, Object> memory(String profile, int items, TraceBuilder t) {
            InvocationInfo inv = Replay.invocation(items, items, buffer("a", AddressSpace.GLOBAL, 1),
                    buffer("b", AddressSpace.GLOBAL, 2), buffer("tmp", AddressSpace.LOCAL, 1));
            return Replay.metrics(k.build(), inv, profile, t).get("memory");
        }
    }

    @Test
    void aCopyOfOneElementPerWorkItemIsCoalescedLikeTheWorkItemsOwnAccesses() {
        // 64 items, 64 elements copied by item 0, then every item reads tmp[0]. The copy's segment has two timesteps
        // (64 loads, 64 stores, each E = run(64), 6 bits at n = 0); the items' own segment one broadcast (0 bits).
        // PSL = (E + E + 0) / 3.
        CopyKernel c = new CopyKernel();
        TraceBuilder t = new TraceBuilder().group(0, 64, (item, s, e) -> {
            e.block(c.copyBlock);
            if (item == 0) {
                for (int i = 0; i < 64; i++) {
                    c.element(e, c.firstCall, 1, 0, i);
                }
            }
            e.block(c.readBlock).load(c.k.instructionId(c.readBlock, 0), AddressSpace.LOCAL,
                    Replay.address(AddressSpace.LOCAL, 1, 0));
        });
        Map<String, Object> m = c.memory("default", 64, t);
        assertArrayEquals(times(run(64), 2.0 / 3), (double[]) m.get("parallelSpatialLocality"), 1e-12);
        assertEquals(128L, m.get("footprint"), "64 source and 64 destination addresses, tmp[0] one of the latter");
        assertEquals(64L + 64, m.get("totalReads"));
    }

    @Test
    void aCopyLongerThanTheGroupWrapsRoundTheWorkItems() {
        // 128 elements over 64 items: timesteps load 0..63, store 0..63, load 64..127, store 64..127, each
        // run(64) (elements 64..127 start at byte 256, a block boundary at every n up to 8). No other accesses.
        CopyKernel c = new CopyKernel();
        TraceBuilder t = new TraceBuilder().group(0, 64, (item, s, e) -> {
            e.block(c.copyBlock);
            if (item == 0) {
                for (int i = 0; i < 128; i++) {
                    c.element(e, c.firstCall, 1, 0, i);
                }
            }
            e.block(c.readBlock);
        });
        assertArrayEquals(run(64), (double[]) c.memory("default", 64, t).get("parallelSpatialLocality"), 1e-12);
    }

    @Test
    void eachCopyStartsAgainAtTheFirstWorkItem() {
        // Two copies of 16 elements in a group of 32: items 0..15 take element k of each copy, items 16..31 none.
        // Timesteps: 16 loads of a, 16 stores, 16 loads of b, 16 stores: run(16) each (4 bits at n = 0). Dealt
        // round-robin over both copies, the first timestep would hold 32 addresses (5 bits).
        CopyKernel c = new CopyKernel();
        TraceBuilder t = new TraceBuilder().group(0, 32, (item, s, e) -> {
            e.block(c.copyBlock);
            if (item == 0) {
                for (int i = 0; i < 16; i++) {
                    c.element(e, c.firstCall, 1, 0, i);
                }
                for (int i = 0; i < 16; i++) {
                    c.element(e, c.secondCall, 2, 256, i);
                }
            }
            e.block(c.readBlock);
        });
        assertArrayEquals(run(16), (double[]) c.memory("default", 32, t).get("parallelSpatialLocality"), 1e-12);
    }

    @Test
    void theAiwcProfileKeepsTheCopyOnTheTimelineOfTheWorkItemThatRanIt() {
        // The reference sees the copy's accesses as the first work-item's: the same trace with the accesses
        // attributed to an ordinary instruction gives the same aiwc PSL.
        CopyKernel c = new CopyKernel();
        KernelBuilder plain = new KernelBuilder("copy");
        int plainBlock = plain.block("call:other", "call:other", "br").branch(1);
        int plainRead = plain.block("load.l", "ret").ret();
        TraceBuilder asCopy = new TraceBuilder();
        TraceBuilder asOther = new TraceBuilder();
        for (int variant = 0; variant < 2; variant++) {
            int call = variant == 0 ? c.firstCall : plain.instructionId(plainBlock, 0);
            int b0 = variant == 0 ? c.copyBlock : plainBlock;
            int b1 = variant == 0 ? c.readBlock : plainRead;
            (variant == 0 ? asCopy : asOther).group(0, 8, (item, s, e) -> {
                e.block(b0);
                if (item == 0) {
                    for (int i = 0; i < 8; i++) {
                        c.element(e, call, 1, 0, i);
                    }
                }
                e.block(b1);
            });
        }
        InvocationInfo inv = Replay.invocation(8, 8, buffer("a", AddressSpace.GLOBAL, 1),
                buffer("b", AddressSpace.GLOBAL, 2), buffer("tmp", AddressSpace.LOCAL, 1));
        assertEquals(Replay.canonical(Replay.metrics(plain.build(), inv, "aiwc", asOther).get("memory")),
                Replay.canonical(c.memory("aiwc", 8, asCopy)));
    }
}
