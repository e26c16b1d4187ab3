package dev.aiwc.collectors.compute;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.aiwc.collectors.trace.Replay.buffer;
import static org.junit.jupiter.api.Assertions.assertEquals;

class InstructionMixTest {
    private static final InvocationInfo FOUR_ITEMS = Replay.invocation(4, 4,
            buffer("a", AddressSpace.GLOBAL, 1));

    @Test
    void instructionCountsComeFromBlockExecutionsAndStaticSummaries() {
        KernelBuilder k = new KernelBuilder("k");
        int entry = k.block("add", "mul", "br").branch(1);
        int body = k.block("add", "call:sqrt", "call:sqrt", "ret").ret();
        KernelDescriptor kernel = k.build();
        // 4 items: entry once (3 instructions), body once (4 instructions) -> 7 each, 28 in all.
        TraceBuilder t = new TraceBuilder().group(0, 4, (item, s, e) -> e.block(entry).block(body));
        Map<String, Map<String, Object>> m = Replay.metrics(kernel, FOUR_ITEMS, "default", t);

        assertEquals(28L, m.get("compute").get("totalInstructions"));
        assertEquals(Map.of("add", 8L, "call", 8L, "mul", 4L, "br", 4L, "ret", 4L),
                m.get("compute").get("opcodeHistogram"));
        assertEquals(List.of("add", "call", "br", "mul", "ret"),
                List.copyOf(((Map<?, ?>) m.get("compute").get("opcodeHistogram")).keySet()),
                "most frequent first, ties by name");
        assertEquals(Map.of("sqrt", 8L), m.get("compute").get("callHistogram"));
    }

    @Test
    void opcodeDiversityIsTheNinetyPercentCoverage() {
        // add 5, mul 3, fadd 1, ret 1 per item (10): 90% of 10 is 9, reached by add+mul+fadd (9).
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("add", "add", "add", "add", "add", "mul", "mul", "mul", "fadd", "ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 4, (item, s, e) -> e.block(b));
        Map<String, Map<String, Object>> m = Replay.metrics(k.build(), FOUR_ITEMS, "default", t);
        assertEquals(3, m.get("compute").get("opcodeDiversity"));
    }

    @Test
    void freedomToReorderAveragesTheDistancesBetweenLoadsAndStoresIncludingPrivate() {
        // Records per item: load.g at position 2 -> 2; load.p at 3 -> 1; store.g at 6 -> 3. Mean 2.
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("add", "load.g", "load.p", "mul", "add", "store.g", "ret").ret();
        int load = k.instructionId(b, 1);
        int store = k.instructionId(b, 5);
        TraceBuilder t = new TraceBuilder().group(0, 4, (item, s, e) -> e.block(b)
                .load(load, AddressSpace.GLOBAL, Replay.address(1, 4L * item))
                .store(store, AddressSpace.GLOBAL, Replay.address(1, 4L * item)));
        Map<String, Map<String, Object>> m = Replay.metrics(k.build(), FOUR_ITEMS, "default", t);
        assertEquals(2.0, (Double) m.get("compute").get("freedomToReorder"), 0.0);
        assertEquals(3.0, (Double) m.get("compute").get("resourcePressure"), 0.0, "3 IR loads/stores per item");
    }

    /** Two blocks split by a barrier: A = [load.g, add, barrier], B = [add, load.g, ret]. */
    private static Map<String, Map<String, Object>> acrossBarrier(String profile) {
        KernelBuilder k = new KernelBuilder("k");
        int a = k.block("load.g", "add", "call:barrier").barrier(1);
        int b = k.block("add", "load.g", "ret").ret();
        int barrier = k.instructionId(a, 2);
        int loadA = k.instructionId(a, 0);
        int loadB = k.instructionId(b, 1);
        TraceBuilder t = new TraceBuilder().group(0, 2, 2, barrier, (item, s, e) -> {
            if (s == 0) {
                e.block(a).load(loadA, AddressSpace.GLOBAL, Replay.address(1, 4L * item));
            } else {
                e.block(b).load(loadB, AddressSpace.GLOBAL, Replay.address(1, 64 + 4L * item));
            }
        });
        return Replay.metrics(k.build(), Replay.invocation(2, 2, buffer("a", AddressSpace.GLOBAL, 1)), profile, t);
    }

    @Test
    void freedomToReorderCountsPerWorkItemAcrossItsBarrier() {
        // Each item: load at 1 -> record 1; then add, barrier, add, load -> record 4. Mean (1+4)/2.
        assertEquals(2.5, (Double) acrossBarrier("default").get("compute").get("freedomToReorder"), 0.0);
    }

    @Test
    void aiwcFreedomToReorderSharesOneCounterPerGroupResetOnlyWhenAnItemBegins() {
        // item0: 1 (counter 2); item1 begins (reset): 1 (counter 2); release; item0 resumes on the shared counter:
        // 2 + 2 = 4 (counter 1); item1: 1 + 2 = 3. Mean (1+1+4+3)/4.
        assertEquals(2.25, (Double) acrossBarrier("aiwc").get("compute").get("freedomToReorder"), 0.0);
    }

    @Test
    void withoutLoadsOrStoresFreedomToReorderIsZeroByDefaultAndNanInAiwc() {
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("add", "ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 4, (item, s, e) -> e.block(b));
        assertEquals(0.0, (Double) Replay.metrics(k.build(), FOUR_ITEMS, "default", t)
                .get("compute").get("freedomToReorder"), 0.0);
        assertEquals(Double.NaN, (Double) Replay.metrics(k.build(), FOUR_ITEMS, "aiwc", t)
                .get("compute").get("freedomToReorder"));
    }
}
