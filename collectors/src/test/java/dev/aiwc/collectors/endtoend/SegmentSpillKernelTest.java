package dev.aiwc.collectors.endtoend;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.collectors.AiwcCollector;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;
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
        Path mm = Path.of(SegmentSpillKernelTest.class.getResource("/kernels/mm.cl").toURI());
        CollectorOptions options = new CollectorOptions(profile, Map.of(AiwcCollector.NAME, settings));
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(2).withCollectors(
                List.of(new AiwcCollector()), options))) {
            ProgramHandle p = sim.build(mm, "");
            BufferHandle a = sim.createBuffer("A", 4L * N * N, null);
            BufferHandle b = sim.createBuffer("B", 4L * N * N, null);
            BufferHandle c = sim.createBuffer("C", 4L * N * N, null);
            return sim.launch(p, "mm", NDRange.of(new long[]{N, N}, new long[]{16, 16}),
                    List.of(KernelArg.buffer(a), KernelArg.buffer(b), KernelArg.buffer(c), KernelArg.i32(N)))
                    .results().get(AiwcCollector.NAME).metrics();
        }
    }

    /** The metrics with arrays written out, since maps compare arrays by identity. */
    private static String render(Map<String, Map<String, Object>> m) {
        StringBuilder s = new StringBuilder();
        m.forEach((category, values) -> values.forEach((k, v) -> s.append(category).append('.').append(k).append('=')
                .append(v instanceof double[] d ? java.util.Arrays.toString(d)
                        : v instanceof long[] l ? java.util.Arrays.toString(l) : String.valueOf(v)).append('\n')));
        return s.toString();
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
