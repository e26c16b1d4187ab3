package dev.aiwc.collectors;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AiwcCollectorTest {

    @Test
    void isFoundByNameThroughTheServiceLoader() {
        assertInstanceOf(AiwcCollector.class, Collectors.select("aiwc").get(0));
    }

    @Test
    void anUnknownProfileIsRejectedWithTheChoices() {
        KernelBuilder k = new KernelBuilder("k");
        k.block("ret").ret();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new AiwcCollector().start(
                k.build(), Replay.invocation(1, 1, Replay.buffer("x", AddressSpace.GLOBAL, 1)),
                new CollectorOptions("aiwc2", Map.of())));
        assertTrue(e.getMessage().contains("--profile default or --profile aiwc"), e.getMessage());
    }

    @Test
    void reportsTheFourCategoriesInOrder() {
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("ret").ret();
        var metrics = Replay.metrics(k.build(), Replay.invocation(2, 2, Replay.buffer("x", AddressSpace.GLOBAL, 1)),
                "default", new dev.aiwc.collectors.trace.TraceBuilder().group(0, 2, (item, s, e) -> e.block(b)));
        assertEquals(List.of("compute", "parallelism", "memory", "control"), List.copyOf(metrics.keySet()));
    }
}
