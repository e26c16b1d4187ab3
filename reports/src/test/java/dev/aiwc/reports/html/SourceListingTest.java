package dev.aiwc.reports.html;

import dev.aiwc.reports.SourceLinesFixture;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.Invocation;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The per-source-line view of {@link SourceLinesFixture} in the report and in the comparison. */
class SourceListingTest {

    private static String report() throws Exception {
        return HtmlReport.render(List.of(new Invocation("k-0", null, SourceLinesFixture.characterisation("k"))),
                List.of());
    }

    /** The row of source line {@code n} in the first listing of the page. */
    private static String row(String html, int n) {
        String listing = html.substring(html.indexOf("<table class=\"source"));
        for (String tr : listing.split("<tr")) {
            if (tr.contains("<td class=\"num ln\">" + (n == 0 ? "—" : n) + "</td>")) {
                return tr.substring(0, tr.indexOf("</tr>"));
            }
        }
        throw new AssertionError("no row for line " + n);
    }

    @Test
    void showsTheSourceTextEscaped() throws Exception {
        String html = report();
        assertTrue(row(html, 3).contains("if (i &lt; 8 &amp;&amp; a[i] &gt; 0) t[2 * i] = a[i];"), row(html, 3));
        assertTrue(row(html, 4).contains("// &lt;script&gt;alert(1)&lt;/script&gt;"));
        assertFalse(html.contains("<script>alert(1)"));
    }

    @Test
    void shadesLinesByTheirShareOfTheInstructions() throws Exception {
        String html = report();
        // shares of 1,000 instructions: 64% (≥ 30%), 20% (≥ 15%), 9.6% (≥ 5%), 3.2% (≥ 1%)
        assertTrue(row(html, 2).contains("class=\"run hot4\""));
        assertTrue(row(html, 3).contains("class=\"run hot3\""));
        assertTrue(row(html, 4).contains("class=\"run hot2\""));
        assertTrue(row(html, 5).contains("class=\"run hot1\""));
        assertTrue(row(html, 2).contains("<td class=\"num\">64.0%</td><td class=\"num\">640</td>"));
        // line 1, the kernel's signature, executed nothing: no figures, no shading
        assertFalse(row(html, 1).contains("run"));
    }

    @Test
    void flagsDivergenceAndBankConflicts() throws Exception {
        String html = report();
        // line 3: 8 of 32 lanes, and a 2-way conflict on every shared request
        assertTrue(row(html, 3).contains("<td class=\"num flag\">25.0%</td>"), row(html, 3));
        assertTrue(row(html, 3).contains("<td class=\"num flag\">2 · max 2</td>"));
        // line 2 runs full warps: not flagged
        assertTrue(row(html, 2).contains("<td class=\"num\">100%</td>"));
        assertFalse(row(html, 2).contains("flag"));
    }

    @Test
    void storesShowTransactionsButNoMissRate() throws Exception {
        String row = row(report(), 4);
        assertTrue(row.contains("— store"), row);
        assertTrue(row.contains("<td class=\"num\">32</td>"), row);
        // the load line shows its hits and misses as counted
        assertTrue(row(report(), 3).contains("15 / 5"));
    }

    @Test
    void instructionsWithoutALineAreListedAfterTheSource() throws Exception {
        String html = report();
        assertTrue(row(html, 0).contains("no debug location"));
        assertTrue(html.indexOf("<td class=\"num ln\">—</td>") > html.indexOf("<td class=\"num ln\">5</td>"));
    }

    @Test
    void linksTheHottestLines() throws Exception {
        String html = report();
        String hot = html.substring(html.indexOf("Hottest lines:"), html.indexOf("</p>", html.indexOf("Hottest lines:")));
        assertTrue(hot.startsWith("Hottest lines: <a href=\"#k-0-line-2\">line 2</a> 64.0%, "
                + "<a href=\"#k-0-line-3\">line 3</a> 20.0%"), hot);
        assertTrue(html.contains("id=\"k-0-line-2\""));
    }

    @Test
    void compareShowsEachVariantsListingSideBySide() throws Exception {
        List<Invocation> vs = List.of(new Invocation("first", null, SourceLinesFixture.characterisation("k")),
                new Invocation("second", null, SourceLinesFixture.characterisation("k")));
        String html = CompareReport.render(vs, Comparison.of(List.of("first", "second"),
                List.of(vs.get(0).characterisation(), vs.get(1).characterisation())));
        String side = html.substring(html.indexOf("<h2>Source lines, side by side</h2>"));
        assertTrue(side.contains("repeat(2, minmax(420px, 1fr))"));
        assertEquals(2, side.split("<table class=\"source compact\"", -1).length - 1);
        assertTrue(side.indexOf("<h4>first</h4>") < side.indexOf("<h4>second</h4>"));
        // a pane: loads and stores as ld/st transactions per request, the conflict degree flagged
        assertTrue(side.contains("<td class=\"num\">ld 4</td><td class=\"num flag\">2</td>"), side);
        assertTrue(side.contains("<td class=\"num\">st 32</td>"));
    }

    @Test
    void aFileOfManyKernelsShowsTheExecutedLinesWithContext() throws Exception {
        // 20 lines, only line 15 executed: lines 11 (four above) to 17 (two below) are shown
        StringBuilder program = new StringBuilder();
        for (int n = 1; n <= 20; n++) {
            program.append("line").append(n).append('\n');
        }
        Map<String, Object> lines = new java.util.LinkedHashMap<>(SourceLinesFixture.lines());
        lines.put("sources", List.of(Map.of("file", "many.cl", "text", program.toString())));
        lines.put("rows", List.of(SourceLinesFixture.row(15, 64, 2, Map.of())));
        String html = HtmlReport.render(List.of(new Invocation("k-0", null,
                SourceLinesFixture.characterisation("k", lines))), List.of());
        assertTrue(html.contains("lines 1–10 not executed, not shown"));
        assertTrue(html.contains("<td class=\"num ln\">11</td>"));
        assertFalse(html.contains("<td class=\"num ln\">10</td>"));
        assertTrue(html.contains("<td class=\"num ln\">17</td>"));
        assertTrue(html.contains("lines 18–20 not executed, not shown"));
    }

    @Test
    void percentagesBelowOneNeverRoundUpToAHundred() {
        assertEquals("99.9%", SourceListing.percent(0.9999));
        assertEquals("100%", SourceListing.percent(1.0));
        assertEquals("25.0%", SourceListing.percent(0.25));
        assertEquals("3.20%", SourceListing.percent(0.032));
    }
}
