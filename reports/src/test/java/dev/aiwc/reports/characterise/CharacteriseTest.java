package dev.aiwc.reports.characterise;

import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.PipelineRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** What a program gets when it characterises a launch without the CLI. */
class CharacteriseTest {

    private static final Characterise.Setup SETUP = new Characterise.Setup("mm", null, null, "default", "Oz",
            "h100", 2);

    @Test
    void mergesTheCollectorsMetricsByCategoryInTheFixedOrderAndDropsEmptyCategories() {
        Map<String, Map<String, Object>> a = new LinkedHashMap<>();
        a.put("memory", Map.of("loads", 4L));
        Map<String, Map<String, Object>> b = new LinkedHashMap<>();
        b.put("compute", Map.of("opcodes", 7L));
        Map<String, CollectorResult> results = new LinkedHashMap<>();
        results.put("a", new CollectorResult(a, null));
        results.put("b", new CollectorResult(b, Map.of("x", 1L)));
        // 64x32 work-items in 16x8 groups: 4x4 groups; the third dimension pads to 1
        LaunchResult r = new LaunchResult("mm", 3, NDRange.of(new long[]{64, 32}, new long[]{16, 8}), 2.0, 1000,
                null, null, results, Map.of(), Map.of(Pipeline.GPU, new PipelineRun("clang -O3", 900)),
                Map.of("b", Pipeline.GPU));

        Characterisation c = Characterise.of(r, SETUP);

        assertEquals(List.of("compute", "memory"), List.copyOf(c.metrics().keySet()));
        assertArrayEquals(new long[]{4, 4, 1}, c.groups());
        assertEquals(3, c.invocation());
        assertEquals(500.0, c.run().instructionsPerSecond()); // 1000 instructions in 2 s
        assertEquals(Characterise.TOOL_VERSION, c.run().toolVersion());
        assertEquals(Map.of("gpu", 900L), c.run().instructions());
        // b's section starts with the pipeline whose trace it counted
        assertEquals(List.of("pipeline", "x"), List.copyOf(c.collectors().get("b").keySet()));
        assertEquals(Map.of("name", "gpu", "recipe", "clang -O3", "instructions", 900L),
                c.collectors().get("b").get("pipeline"));
        assertEquals("mm", c.label());
        assertEquals(Map.of("gpu", "h100"), c.simulated());
        assertEquals("Oz", c.opt());
    }

    @Test
    void theSourceDigestIsTheSha256OfTheFileOrNullWhenThereIsNone(@TempDir Path dir) throws IOException {
        Path cl = Files.writeString(dir.resolve("k.cl"), "abc");
        // FIPS 180-2's example: SHA-256("abc")
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                Characterise.sourceSha256(cl.toString()));
        assertNull(Characterise.sourceSha256(dir.resolve("missing.cl").toString()));
        assertNull(Characterise.sourceSha256(null));
    }

    @Test
    void theDefaultLabelIsTheSpecsFileNameWithoutItsExtension() {
        assertEquals("mm-naive", Characterise.defaultLabel(Path.of("inputs", "mm-naive.json")));
        assertEquals("run.v2", Characterise.defaultLabel(Path.of("run.v2.sim")));
        assertEquals(".sim", Characterise.defaultLabel(Path.of(".sim")));
    }
}
