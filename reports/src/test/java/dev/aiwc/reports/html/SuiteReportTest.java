package dev.aiwc.reports.html;

import dev.aiwc.reports.Reports;
import dev.aiwc.reports.SuiteFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The suite report's pages: an index of applications linking to one page per application, which links back and
 * to every invocation's file, and draws four charts per kernel however many invocations it has.
 */
class SuiteReportTest {

    /** lud: kernel diag invoked 5 times (10..50 instructions), inner once (7); crc: crc32 once (1000). */
    static Path suiteFolder(Path out) throws Exception {
        for (int n = 0; n < 5; n++) {
            SuiteFixtures.write(out, "lud", "tiny", "diag", n, 10L * (n + 1));
        }
        SuiteFixtures.write(out, "lud", "tiny", "inner", 0, 7);
        SuiteFixtures.write(out, "crc", "tiny", "crc32", 0, 1000);
        Files.writeString(out.resolve("dataset-wide.csv"), "kernel\n");
        return out;
    }

    private static List<String> hrefs(String html) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("href=\"([^\"#]+)\"").matcher(html);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void theIndexLinksOnePagePerApplicationAndEachPageLinksBackAndToItsFiles(@TempDir Path dir) throws Exception {
        Path out = suiteFolder(dir.resolve("suite"));
        Path index = Reports.suiteHtml(List.of(out), out.resolve("report.html"),
                List.of(out.resolve("dataset-wide.csv"), out.resolve("dataset-tidy.csv")));
        String html = Files.readString(index);
        // the loader sorts by application: crc before lud; the tidy CSV does not exist, so it is not linked
        assertEquals(List.of("dataset-wide.csv", "report/crc.html", "report/lud.html"), hrefs(html));
        // 7 invocations, 10 + 20 + 30 + 40 + 50 + 7 + 1000 = 1157 instructions
        assertTrue(html.contains("7 invocation(s), 1157 instructions"), html);
        assertEquals(2, count(html, "<svg xmlns=")); // one Kiviat diagram per application

        String lud = Files.readString(out.resolve("report/lud.html"));
        List<String> links = hrefs(lud);
        assertEquals("../report.html", links.get(0));
        List<String> files = links.subList(1, links.size());
        assertEquals(6, files.size(), files.toString()); // every invocation's characterisation, each once
        for (String f : files) {
            assertTrue(Files.isRegularFile(out.resolve("report").resolve(f)), f);
        }
        // kiviat, address entropy, PSL and instruction mix for each of the two kernels, not one set per invocation
        assertEquals(8, count(lud, "<svg xmlns="));
        // diag's charts overlay invocations 0 (10 instructions), 2 (30) and 4 (50)
        assertTrue(lud.contains("diag-0 (lightest)") && lud.contains("diag-2 (median)") && lud.contains("diag-4 (heaviest)"));
        assertFalse(lud.contains("diag-1 (") || lud.contains("diag-3 ("));
        // diag's share of lud's instructions: 150 of 157
        assertTrue(lud.contains(">95.5%<"), "share of instructions");
    }

    @Test
    void sharesAreRoundedToThreeSignificantDigits() {
        assertEquals("74.8%", SuiteReport.percent(0.748425));
        assertEquals("100%", SuiteReport.percent(1));
        assertEquals("0.968%", SuiteReport.percent(0.00968188));
        assertEquals("—", SuiteReport.percent(Double.NaN));
    }
}
