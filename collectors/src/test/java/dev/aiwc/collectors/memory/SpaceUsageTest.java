package dev.aiwc.collectors.memory;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.aiwc.collectors.trace.Replay.buffer;
import static org.junit.jupiter.api.Assertions.assertEquals;

class SpaceUsageTest {

    /** Per item: IR load global, IR load local, IR load constant, an atomic add on global (load + store). */
    private static Map<String, Object> mixed(String profile) {
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("load.g", "load.l", "load.c", "call:atomic_add", "ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 2, (item, s, e) -> e.block(b)
                .load(k.instructionId(b, 0), AddressSpace.GLOBAL, Replay.address(AddressSpace.GLOBAL, 1, 4L * item))
                .load(k.instructionId(b, 1), AddressSpace.LOCAL, Replay.address(AddressSpace.LOCAL, 1, 4L * item))
                .load(k.instructionId(b, 2), AddressSpace.CONSTANT, Replay.address(AddressSpace.CONSTANT, 3, 0))
                .access(k.instructionId(b, 3), MemoryAccess.LOAD, AddressSpace.GLOBAL,
                        Replay.address(AddressSpace.GLOBAL, 2, 0), false)
                .access(k.instructionId(b, 3), MemoryAccess.STORE, AddressSpace.GLOBAL,
                        Replay.address(AddressSpace.GLOBAL, 2, 0), false));
        var inv = Replay.invocation(2, 2, buffer("g", AddressSpace.GLOBAL, 1),
                buffer("counter", AddressSpace.GLOBAL, 2), buffer("c", AddressSpace.CONSTANT, 3),
                buffer("l", AddressSpace.LOCAL, 1));
        return Replay.metrics(k.build(), inv, profile, t).get("memory");
    }

    @Test
    void accessesBySpaceCountEveryAccessIncludingAtomics() {
        Map<String, Object> m = mixed("default");
        assertEquals(Map.of("global", 6L, "constant", 2L, "local", 2L), m.get("accessesBySpace"));
        assertEquals(0.2, (Double) m.get("relativeLocalUsage"), 1e-15);
        assertEquals(0.2, (Double) m.get("relativeConstantUsage"), 1e-15);
        assertEquals(8L, m.get("totalReads"), "4 loads per item, the atomic's included");
        assertEquals(2L, m.get("totalWrites"));
    }

    @Test
    void aiwcCountsOnlyIrLoadsAndStoresAndReportsPercent() {
        Map<String, Object> m = mixed("aiwc");
        assertEquals(Map.of("global", 2L, "constant", 2L, "local", 2L), m.get("accessesBySpace"));
        // Computed in float as the reference does: (2f / 6f) * 100.
        assertEquals((double) ((2f / 6f) * 100), (Double) m.get("relativeLocalUsage"), 0.0);
        assertEquals((double) ((2f / 6f) * 100), (Double) m.get("relativeConstantUsage"), 0.0);
    }

    @Test
    void aiwcRoundsItsRatiosToFloat() {
        // One address loaded, three stored: distinct loads / distinct stores = 1/3, which the reference keeps as
        // a float; the default keeps the double.
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("load.g", "store.g", "ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 3, (item, s, e) -> e.block(b)
                .load(k.instructionId(b, 0), AddressSpace.GLOBAL, Replay.address(1, 0))
                .store(k.instructionId(b, 1), AddressSpace.GLOBAL, Replay.address(2, 4L * item)));
        var inv = Replay.invocation(3, 3, buffer("in", AddressSpace.GLOBAL, 1),
                buffer("out", AddressSpace.GLOBAL, 2));
        assertEquals((double) (float) (1.0 / 3), (Double) Replay.metrics(k.build(), inv, "aiwc", t)
                .get("memory").get("uniqueReadWriteRatio"), 0.0);
        assertEquals(1.0 / 3, (Double) Replay.metrics(k.build(), inv, "default", t)
                .get("memory").get("uniqueReadWriteRatio"), 0.0);
        assertEquals(3.0, (Double) Replay.metrics(k.build(), inv, "aiwc", t)
                .get("memory").get("rereadRatio"), 0.0, "3 loads of 1 address");
    }
}
