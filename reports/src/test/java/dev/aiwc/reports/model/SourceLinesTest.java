package dev.aiwc.reports.model;

import dev.aiwc.reports.Fixtures;
import dev.aiwc.reports.SourceLinesFixture;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourceLinesTest {

    @Test
    void readsTheSectionAndLeavesAbsentFiguresNaN() throws Exception {
        SourceLines v = SourceLines.of(SourceLinesFixture.characterisation("k"));
        assertEquals(32, v.warpWidth());
        assertEquals(1000, v.totalInstructions());
        SourceLines.Line store = v.lines().get(2);
        assertEquals(4, store.line());
        // a store line has no loads: its transactions per load and miss rate are unknown, not 0
        assertTrue(Double.isNaN(store.transactionsPerLoad()));
        assertTrue(Double.isNaN(store.l1MissRate()));
        assertEquals("  a[i] = t[i]; // <script>alert(1)</script>", v.text(store));
    }

    @Test
    void aCharacterisationWithoutTheSectionHasNoView() throws Exception {
        assertNull(SourceLines.of(Fixtures.load("vadd-0.json")));
    }

    @Test
    void hottestLinesComeMostInstructionsFirst() throws Exception {
        SourceLines v = SourceLines.of(SourceLinesFixture.characterisation("k"));
        List<SourceLines.Line> hot = v.hottest(3);
        assertEquals(List.of(2, 3, 4), hot.stream().map(SourceLines.Line::line).toList());
    }

    @Test
    void textSummaryListsEachVariantsTopLines() throws Exception {
        var c = SourceLinesFixture.characterisation("k");
        String text = SourceLines.hottestText(List.of("a", "b"), List.of(c, Fixtures.load("vadd-0.json")), 2);
        String[] lines = text.split("\n");
        // b has no per-line view: only a is listed, its two hottest lines
        assertEquals(4, lines.length, text);
        assertEquals("  a", lines[1]);
        assertEquals("    line 2        64.0%  SIMD 100.0%  | size_t i = get_local_id(0);", lines[2]);
        assertEquals("    line 3        20.0%  SIMD  25.0%  tx/load 4  bank conflict 2  | "
                + "if (i < 8 && a[i] > 0) t[2 * i] = a[i];", lines[3]);
    }
}
