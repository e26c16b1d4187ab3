package dev.aiwc.reports.model;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.metric.MetricDescriptors;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.Characterisation.KernelRef;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.NONE;
import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.SUM;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.LOWER_IS_BETTER;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.NEITHER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Values read by descriptor key: with their descriptor, absent as empty, and a reader's mistake as an error. */
class ResultViewTest {

    private static final MetricDescriptor MISSES = MetricDescriptor.of("cache.total.misses", "requests",
            LOWER_IS_BETTER, SUM, "Load misses");
    private static final MetricDescriptor OCCUPANCY = MetricDescriptor.of("cache.occupancy", "", NEITHER, NONE,
            "Blocks per SM and what limits them");
    private static final MetricDescriptors CATALOGUE = new MetricDescriptors(List.of(MISSES, OCCUPANCY,
            MetricDescriptor.of("cache.total", "", NEITHER, NONE, "Totals"),
            MetricDescriptor.of("cache.total.hitRate", "fraction", NEITHER, NONE, "Hits per request"),
            MetricDescriptor.of("cache.total.note", "", NEITHER, NONE, "A remark")));

    private static ResultView view() {
        Map<String, Object> total = new LinkedHashMap<>();
        total.put("misses", 12L);
        total.put("note", "cold start");
        Map<String, Object> section = new LinkedHashMap<>();
        section.put("total", total);
        section.put("occupancy", Map.of("limitedBy", "threads"));
        Characterisation c = new Characterisation(null, null, new KernelRef("k", "k.cl", "", "clang 16"), 0,
                "default", new long[]{8, 1, 1}, new long[]{4, 1, 1}, new long[]{2, 1, 1}, Map.of(),
                Map.of("cache", section), null);
        return ResultView.of(c, CATALOGUE);
    }

    @Test
    void aValueComesWithItsDescriptorAndKeepsItsType() {
        ResultView.Reading<Number> misses = view().number("cache.total.misses").orElseThrow();
        assertEquals(MISSES, misses.descriptor());
        assertEquals(12L, misses.value());
        assertEquals("cold start", view().text("cache.total.note").orElseThrow().value());
        assertEquals(Map.of("misses", 12L, "note", "cold start"), view().section("cache.total").orElseThrow().value());
        // a key without a descriptor of its own takes its enclosing key's
        assertEquals(OCCUPANCY, view().text("cache.occupancy.limitedBy").orElseThrow().descriptor());
    }

    @Test
    void aDescribedValueTheFileLacksIsEmpty() {
        assertEquals(Optional.empty(), view().number("cache.total.hitRate"));
        assertEquals(Double.NaN, view().numberOrNaN("cache.total.hitRate"));
    }

    @Test
    void anUndescribedKeyOrAMistypedReadIsTheReadersBugAndSaysWhich() {
        IllegalStateException unknown = assertThrows(IllegalStateException.class,
                () -> view().number("other.total.misses"));
        assertEquals("no collector describes the key 'other.total.misses'; read a key of a collector's metrics()"
                + " (aiwc metrics lists them)", unknown.getMessage());
        IllegalStateException mistyped = assertThrows(IllegalStateException.class,
                () -> view().number("cache.total.note"));
        assertEquals("the value at 'cache.total.note' is String, not a number (A remark)", mistyped.getMessage());
    }
}
