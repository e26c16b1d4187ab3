package dev.aiwc.reports.html;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.Fixtures;
import dev.aiwc.reports.chart.Figure;
import dev.aiwc.reports.chart.Mark;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

class InvocationChartsTest {

    @Test
    void reuseBucketsAreLabelledAsFermiL1CountsThem() {
        // bucket 0: distance 0; bucket k: [2^(k-1), 2^k)
        assertEquals("0", InvocationCharts.reuseBucket(0));
        assertEquals("1", InvocationCharts.reuseBucket(1));
        assertEquals("2–3", InvocationCharts.reuseBucket(2));
        assertEquals("4–7", InvocationCharts.reuseBucket(3));
        assertEquals("512–1023", InvocationCharts.reuseBucket(10));
    }

    @Test
    void missClassSegmentsComeFromEachSmsMissCounters() throws Exception {
        Figure f = InvocationCharts.l1Misses("r", Fixtures.load("reduce-0.json"));
        List<String> tips = f.marks().stream().filter(m -> "stack-segment".equals(m.cssClass()))
                .map(m -> ((Mark.Rect) m).tooltip()).toList();
        // SM 0 of the fixture: 8 compulsory, 3 capacity, 2 conflict, 4 latency, 1 mshr
        assertEquals(List.of("SM 0 — compulsory: 8", "SM 0 — capacity: 3", "SM 0 — conflict: 2", "SM 0 — latency: 4",
                "SM 0 — mshr: 1"), tips.subList(0, 5));
    }

    @Test
    void chartsWithoutTheirDataAreNotBuilt() throws Exception {
        Characterisation full = Fixtures.load("vadd-0.json");
        Characterisation bare = new Characterisation(null, null, full.kernel(), 0, "default", full.global(), full.local(),
                full.groups(), Map.of(), Map.of(), null);
        assertNull(InvocationCharts.l1Misses("x", bare));
        assertNull(InvocationCharts.lmae("x", List.of("a"), List.of(bare)));
        assertNull(InvocationCharts.opcodes("x", bare));
        // vadd's reuse histogram is all zero: nothing to show
        assertNull(InvocationCharts.reuseDistance("x", full));
        assertNotNull(InvocationCharts.reuseDistance("x", Fixtures.load("reduce-0.json")));
    }

    @Test
    void theInstructionMixShowsSixteenOpcodesAndSumsTheRest() throws Exception {
        Map<String, Object> histogram = new LinkedHashMap<>();
        for (int i = 0; i < 20; i++) {
            histogram.put("op" + i, (long) (100 - i));
        }
        Map<String, Object> compute = new LinkedHashMap<>();
        compute.put("opcodeHistogram", histogram);
        Characterisation full = Fixtures.load("vadd-0.json");
        Characterisation c = new Characterisation(null, null, full.kernel(), 0, "default", full.global(), full.local(),
                full.groups(), Map.of("compute", compute), Map.of(), null);
        List<String> tips = InvocationCharts.opcodes("x", c).marks().stream().filter(m -> "bar".equals(m.cssClass()))
                .map(m -> ((Mark.Rect) m).tooltip()).toList();
        assertEquals(17, tips.size());
        assertEquals("op0: 100", tips.get(0));
        // ops 16..19: 84 + 83 + 82 + 81
        assertEquals("(4 others): 330", tips.get(16));
    }
}
