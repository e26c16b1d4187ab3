package dev.aiwc.reports;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.json.CharacterisationJson;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.Invocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportsTest {

    @Test
    void aFolderIsSearchedForCharacterisationsAndTracesAndLabelledByKernelAndInvocation() throws Exception {
        Reports.Inputs in = Reports.load(List.of(Fixtures.dir()));
        assertEquals(List.of("vadd-0", "vadd4-0", "reduction/reduce-0 (tiny)"),
                in.invocations().stream().map(Invocation::label).toList());
        assertEquals(2, in.traces().size());
    }

    @Test
    void inputsThatWouldShareALabelAreTellApartByTheirFolder(@TempDir Path dir) throws Exception {
        Characterisation c = Fixtures.load("vadd-0.json");
        Path a = CharacterisationJson.write(c, dir.resolve("baseline"));
        Path b = CharacterisationJson.write(c, dir.resolve("unrolled"));
        List<Invocation> in = Reports.load(List.of(a, b)).invocations();
        assertEquals("baseline/vadd-0", in.get(0).label());
        assertEquals("unrolled/vadd-0", in.get(1).label());
    }

    @Test
    void theHtmlReportIsSelfContainedAndDeterministic(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("one.html");
        Path two = dir.resolve("two.html");
        Reports.html(List.of(Fixtures.dir()), one);
        Reports.html(List.of(Fixtures.dir()), two);
        String html = Files.readString(one);
        assertEquals(html, Files.readString(two));
        Matcher urls = Pattern.compile("https?://[^\"' )]+").matcher(html);
        while (urls.find()) {
            assertEquals("http://www.w3.org/2000/svg", urls.group(), "external reference in the report");
        }
        assertFalse(html.contains("<link"));
        assertFalse(Pattern.compile("\\ssrc=").matcher(html).find());
    }

    @Test
    void theReportHasASectionPerInvocationWithItsChartsAndCollectorSections(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r.html");
        Reports.html(List.of(Fixtures.dir()), out);
        String html = Files.readString(out);
        for (String id : List.of("vadd-0", "vadd4-0", "reduction_reduce-0_tiny_")) {
            assertTrue(html.contains("<section class=\"invocation\" id=\"" + id + "\">"), id);
            for (String chart : List.of(".kiviat", ".lmae", ".psl", ".opcodes", ".l1-misses")) {
                assertTrue(html.contains("id=\"" + id + chart + "\""), id + chart);
            }
        }
        assertTrue(html.contains("id=\"reduction_reduce-0_tiny_.reuse\""));
        assertTrue(html.contains("id=\"vadd-0.trace.access-lrr\""));
        assertTrue(html.contains("id=\"vadd-0.trace.access-sequential\""));
        assertTrue(html.contains("<div class=\"verdict memory\">Memory-bound: MWP 2, CWP 4 (N = 4 active warps per SM)"));
        assertTrue(html.contains("<div class=\"verdict compute\">Compute-bound: MWP 6.2, CWP 3.1"));
        // meanings next to values
        assertTrue(html.contains("Distinct LLVM opcodes that together cover 90% of executed instructions"));
    }

    @Test
    void sectionsOfAbsentCollectorsAreLeftOut(@TempDir Path dir) throws Exception {
        Characterisation full = Fixtures.load("vadd-0.json");
        Characterisation bare = new Characterisation(null, null, full.kernel(), 0, "default", full.global(), full.local(),
                full.groups(), full.metrics(), Map.of(), null);
        Path json = CharacterisationJson.write(bare, dir);
        Path out = dir.resolve("r.html");
        Reports.html(List.of(json), out);
        String html = Files.readString(out);
        assertTrue(html.contains("id=\"vadd-0.kiviat\""));
        assertFalse(html.contains("fermi-l1 —"));
        assertFalse(html.contains("mwp-cwp —"));
        assertFalse(html.contains("l1-misses"));
        assertFalse(html.contains("id=\"overview\""));
    }

    @Test
    void figuresAreWrittenAsSvgAndPngPairs(@TempDir Path dir) throws Exception {
        List<Path> files = Reports.figures(List.of(Fixtures.path("vadd-0.json"), Fixtures.path("vadd-0.trace.csv")), dir);
        List<String> names = files.stream().map(p -> p.getFileName().toString()).toList();
        assertEquals(List.of("vadd-0.kiviat.svg", "vadd-0.kiviat.png", "vadd-0.lmae.svg", "vadd-0.lmae.png",
                "vadd-0.psl.svg", "vadd-0.psl.png", "vadd-0.opcodes.svg", "vadd-0.opcodes.png",
                "vadd-0.l1-misses.svg", "vadd-0.l1-misses.png",
                "vadd-0.trace.access-lrr.svg", "vadd-0.trace.access-lrr.png",
                "vadd-0.trace.access-sequential.svg", "vadd-0.trace.access-sequential.png"), names);
        for (Path f : files) {
            assertTrue(Files.size(f) > 1000, f.toString());
        }
        byte[] png = Files.readAllBytes(files.get(1));
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
    }

    @Test
    void compareListsTheMetricThatChangedMostFirst(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Path html = dir.resolve("compare.html");
        Comparison c = Reports.compare(List.of(Fixtures.path("vadd-0.json"), Fixtures.path("vadd4-0.json")), html,
                new PrintStream(bytes, true, StandardCharsets.UTF_8), 0);
        // zero baselines rank above every finite change, among them by |Δ|: PSL[8] 0 → 2, simdWidth.sd 0 → 1.47,
        // PSL[9] 0 → 1, normed PSL[8] 0 → 1/3, normed PSL[9] 0 → 1/6
        assertEquals(List.of("memory.parallelSpatialLocality[8]", "parallelism.simdWidth.sd",
                        "memory.parallelSpatialLocality[9]", "memory.normedParallelSpatialLocality[8]",
                        "memory.normedParallelSpatialLocality[9]"),
                c.rows().subList(0, 5).stream().map(r -> r.key()).toList());
        // next, relative change 3: simdWidth.max 1 → 4 (|Δ| 3) before granularity 1/1024 → 1/256 (|Δ| 0.0029);
        // per-SM and per-instruction records are not compared
        assertEquals("parallelism.simdWidth.max", c.rows().get(5).key());
        assertEquals("parallelism.granularity", c.rows().get(6).key());
        assertTrue(c.rows().stream().noneMatch(r -> r.key().startsWith("fermi-l1.sms[")));
        String table = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(table.startsWith("baseline vadd-0  ("), table);
        String firstRow = table.lines().filter(l -> l.startsWith("memory.") || l.startsWith("parallelism.")).findFirst().orElseThrow();
        assertTrue(firstRow.startsWith("memory.parallelSpatialLocality[8]"), firstRow);
        assertTrue(firstRow.endsWith("+∞"), firstRow);
        String page = Files.readString(html);
        assertTrue(page.contains("id=\"compare.kiviat\""));
        assertTrue(page.contains("id=\"compare.lmae\""));
        assertTrue(page.contains("id=\"compare.psl\""));
        assertTrue(page.contains("id=\"compare.l1-misses\""));
        assertEquals(2, count(page, "class=\"kiviat-series\""));
    }

    @Test
    void compareNeedsTwoCharacterisations() {
        assertThrows(IllegalArgumentException.class,
                () -> Reports.compare(List.of(Fixtures.path("vadd-0.json")), null, null, 0));
    }

    @Test
    void aMissingInputIsAnErrorNamingIt(@TempDir Path dir) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Reports.html(List.of(dir.resolve("nope.json")), dir.resolve("r.html")));
        assertTrue(e.getMessage().contains("nope.json"));
    }

    private static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }
}
