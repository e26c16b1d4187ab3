package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.Characterisation.KernelRef;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComparisonTest {

    private static Characterisation with(Map<String, Object> compute) {
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        metrics.put("compute", compute);
        return new Characterisation(null, null, new KernelRef("k", null, null, null), 0, "default",
                new long[]{1, 1, 1}, new long[]{1, 1, 1}, new long[]{1, 1, 1}, metrics, Map.of(), null);
    }

    private static Map<String, Object> values(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    private static List<String> keys(Comparison c) {
        List<String> out = new ArrayList<>();
        for (ComparisonRow r : c.rows()) {
            out.add(r.key());
        }
        return out;
    }

    @Test
    void rowsAreOrderedByLargestRelativeChangeWithZeroBaselinesAndStringsFirst() {
        Characterisation a = with(values("a", 10L, "b", 0L, "c", 100.0, "d", 4L, "e", 2L, "s", "memory", "gone", 1L));
        Characterisation b = with(values("a", 15L, "b", 3L, "c", 90.0, "d", 4L, "e", 3L, "s", "compute"));
        Comparison cmp = Comparison.of(List.of("A", "B"), List.of(a, b));
        // scores: b 0→3 = ∞ (|Δ| 3), s changed string = ∞ (|Δ| ∞, so before b), a 0.5 (|Δ| 5) before e 0.5 (|Δ| 1),
        // c 0.1, d unchanged 0; "gone" is missing from B, so last
        assertEquals(List.of("compute.s", "compute.b", "compute.a", "compute.e", "compute.c", "compute.d", "compute.gone"), keys(cmp));
        ComparisonRow a0 = cmp.rows().get(2);
        assertEquals(5.0, a0.absolute()[1]);
        assertEquals(0.5, a0.relative()[1]);
        assertEquals(Double.POSITIVE_INFINITY, cmp.rows().get(1).relative()[1]);
        assertEquals(-0.1, cmp.rows().get(4).relative()[1], 1e-15);
        assertFalse(cmp.rows().get(5).changed());
        assertFalse(cmp.rows().get(6).inAll());
    }

    @Test
    void theScoreOfAKeyIsItsLargestChangeOverAllVariants() {
        Characterisation a = with(values("x", 10L, "y", 10L));
        Characterisation b = with(values("x", 11L, "y", 13L));
        Characterisation c = with(values("x", 40L, "y", 12L));
        Comparison cmp = Comparison.of(List.of("A", "B", "C"), List.of(a, b, c));
        // x: max(0.1, 3.0) = 3.0; y: max(0.3, 0.2) = 0.3
        assertEquals(List.of("compute.x", "compute.y"), keys(cmp));
        assertEquals(3.0, cmp.rows().get(0).score(), 1e-15);
        assertArrayEquals(new double[]{0, 1, 30}, cmp.rows().get(0).absolute());
    }

    @Test
    void nanEqualsNanAndAChangeToNanRanksAsUnbounded() {
        assertEquals(0, Comparison.score(Double.NaN, Double.NaN));
        assertEquals(Double.POSITIVE_INFINITY, Comparison.score(1, Double.NaN));
        assertEquals(Double.POSITIVE_INFINITY, Comparison.score(0, -2));
        assertEquals(Double.NEGATIVE_INFINITY, Comparison.relative(0, -2));
        assertEquals(0.25, Comparison.score(-4, -3));
    }

    @Test
    void theTextTableListsChangedRowsFirstAndCountsTheUnchanged() {
        Characterisation a = with(values("ipt", 10L, "ratio", 0.5, "same", 7L));
        Characterisation b = with(values("ipt", 12L, "ratio", 0.25, "same", 7L));
        String table = Comparison.of(List.of("base", "opt"), List.of(a, b)).table(0);
        // widths: metric 13, base 4, opt 4, Δ 5, Δ% 4; two spaces between columns; numbers right-aligned
        String expected = """
                metric         base   opt      Δ    Δ%
                --------------------------------------
                compute.ratio   0.5  0.25  -0.25  -50%
                compute.ipt      10    12     +2  +20%
                1 metric(s) unchanged
                """;
        assertEquals(expected, table);
    }

    @Test
    void fieldsOfListsOfRecordsAreLeftOutButNumericArraysAreComparedElementByElement() {
        Characterisation a = with(values("lmae", new double[]{4, 2}, "byInstruction", List.of(values("misses", 5L))));
        Characterisation b = with(values("lmae", new double[]{4, 3}, "byInstruction", List.of(values("misses", 9L))));
        Comparison cmp = Comparison.of(List.of("A", "B"), List.of(a, b));
        assertEquals(List.of("compute.lmae[1]", "compute.lmae[0]"), keys(cmp));
    }

    @Test
    void aHistogramEntryAVariantLacksCountsAsZero() {
        Characterisation a = with(values("opcodeHistogram", values("add", 8L), "reuseDistanceHistogram", new long[]{4}));
        Characterisation b = with(values("opcodeHistogram", values("add", 8L, "fmul", 2L),
                "reuseDistanceHistogram", new long[]{4, 1}));
        Comparison cmp = Comparison.of(List.of("A", "B"), List.of(a, b));
        // fmul 0 → 2 and bucket 1 0 → 1 are zero-baseline changes, ordered by |Δ|; all rows are present in both
        assertEquals(List.of("compute.opcodeHistogram.fmul", "compute.reuseDistanceHistogram[1]",
                "compute.opcodeHistogram.add", "compute.reuseDistanceHistogram[0]"), keys(cmp));
        assertTrue(cmp.rows().get(0).inAll());
        assertEquals(0L, cmp.rows().get(0).values()[0]);
    }

    @Test
    void oneVariantIsNotAComparison() {
        assertThrows(IllegalArgumentException.class, () -> Comparison.of(List.of("A"), List.of(with(values()))));
    }

    @Test
    void sixSignificantDigitsForDisplay() {
        assertEquals("0.333333", Comparison.sig(1.0 / 3));
        assertEquals("11.585", Comparison.sig(11.584962500721156));
        assertEquals("1.47104e-6", Comparison.sig(1930 / 1.312e9));
        assertEquals("245760", Comparison.sig(245760));
        assertTrue(Comparison.percent(0.125).equals("+12.5%"));
    }
}
