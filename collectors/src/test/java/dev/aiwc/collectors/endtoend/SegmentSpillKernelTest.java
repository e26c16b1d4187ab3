package dev.aiwc.collectors.endtoend;

import dev.aiwc.collectors.AiwcCollector;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A launch whose barrier segments outgrow the memory the aiwc collector may hold for them (the setting
 * {@code aiwc.segment-entries}) goes on in files and gives the metrics of the launch that holds them in memory.
 */
class SegmentSpillKernelTest {
    /** 16 work-groups of 16 x 16; each work-item makes 2 N loads and a store: 33,024 accesses a segment. */
    private static final int N = 64;

    private static Map<String, Map<String, Object>> metrics(String profile, Map<String, String> settings)
            throws URISyntaxException {
        return MatrixMultiplyMetrics.of(N, profile, 2, settings);
    }

    private static String render(Map<String, Map<String, Object>> m) {
        return MatrixMultiplyMetrics.render(m);
    }

    @Test
    void segmentsSpilledEvery64AccessesGiveTheMetricsOfSegmentsInMemory() throws URISyntaxException {
        for (String profile : List.of("default", "aiwc")) {
            Map<String, Map<String, Object>> spilled = metrics(profile, Map.of(AiwcCollector.SEGMENT_ENTRIES, "64"));
            assertEquals(3L * N * N, spilled.get("memory").get("footprint"), profile);
            assertEquals(render(metrics(profile, Map.of())), render(spilled), profile);
        }
    }

    @Test
    void aSegmentSizeOutsideItsRangeIsRefusedByName() {
        for (String bad : List.of("8", "two", "2147483647")) {
            var e = assertThrows(IllegalArgumentException.class,
                    () -> new AiwcCollector().validate(Map.of(AiwcCollector.SEGMENT_ENTRIES, bad)));
            assertTrue(e.getMessage().contains("aiwc.segment-entries=" + bad) && e.getMessage().contains("16"),
                    e.getMessage());
        }
        new AiwcCollector().validate(Map.of(AiwcCollector.SEGMENT_ENTRIES, "1_048_576"));
    }
}
