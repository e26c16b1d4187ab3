package dev.aiwc.reports.html;

import dev.aiwc.reports.Fixtures;
import dev.aiwc.reports.Reports;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Loads the generated HTML report in headless Chromium: the page's script runs without console errors, every
 * chart is in the rendered DOM, and a screenshot is not blank. Skipped when Chromium is not installed.
 * Set {@code -Daiwc.screenshots=DIR} to keep the screenshots for a look, {@code -Daiwc.chromium=PATH} to pick the
 * browser binary.
 */
class BrowserRenderTest {

    static Path chromium;

    @BeforeAll
    static void findChromium() {
        String chosen = System.getProperty("aiwc.chromium");
        for (String candidate : chosen != null ? List.of(chosen)
                : List.of("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")) {
            Path p = Path.of(candidate);
            if (Files.isExecutable(p)) {
                chromium = p;
                return;
            }
        }
    }

    static Result run(Path profile, Path html, String... extra) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir=" + profile,
                "--enable-logging=stderr", "--v=0"));
        cmd.addAll(List.of(extra));
        cmd.add(html.toUri().toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
        byte[][] streams = new byte[2][];
        Thread err = new Thread(() -> {
            try {
                streams[1] = p.getErrorStream().readAllBytes();
            } catch (IOException e) {
                streams[1] = new byte[0];
            }
        });
        err.start();
        streams[0] = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(90, TimeUnit.SECONDS), "chromium did not finish within 90 s");
        err.join();
        return new Result(new String(streams[0], StandardCharsets.UTF_8), new String(streams[1], StandardCharsets.UTF_8));
    }

    record Result(String stdout, String stderr) {
    }

    private static Path report(Path dir) throws IOException {
        Path html = dir.resolve("report.html");
        Reports.html(List.of(Fixtures.path("vadd-0.json"), Fixtures.path("vadd4-0.json"), Fixtures.path("reduce-0.json"),
                Fixtures.path("vadd-0.trace.csv")), html);
        return html;
    }

    @Test
    void everyChartIsInTheRenderedDomAndTheScriptRanWithoutConsoleErrors(@TempDir Path dir) throws Exception {
        assumeTrue(chromium != null, "chromium not installed");
        Path html = report(dir);
        String source = Files.readString(html);
        int charts = count(source, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart ");
        Result r = run(dir.resolve("profile-dom"), html, "--dump-dom", "--virtual-time-budget=3000");
        String dom = r.stdout();
        // the inline script marks the body with the number of charts it found, then adds one button per chart
        Matcher ready = Pattern.compile("data-report-ready=\"(\\d+)\"").matcher(dom);
        assertTrue(ready.find(), "the report script did not run to completion");
        assertEquals(charts, Integer.parseInt(ready.group(1)));
        assertEquals(charts, count(dom, "class=\"download\""));
        for (String kind : List.of("chart kiviat", "chart line", "chart bar", "chart stacked-bar", "chart access-pattern")) {
            assertTrue(dom.contains(kind), "no " + kind + " in the rendered page");
        }
        assertTrue(dom.contains("class=\"kiviat-series\""));
        assertTrue(dom.contains("class=\"verdict memory\""));
        assertTrue(dom.contains("class=\"by-instruction\""));
        // the report logs nothing, so any console message (error, warning, uncaught exception) is a failure
        assertEquals(List.of(), consoleMessages(r.stderr()));
    }

    @Test
    void theConsoleCheckSeesErrorsOfAPage(@TempDir Path dir) throws Exception {
        assumeTrue(chromium != null, "chromium not installed");
        Path html = dir.resolve("broken.html");
        Files.writeString(html, "<html><body><script>console.error('boom'); notDefined();</script></body></html>");
        List<String> messages = consoleMessages(run(dir.resolve("profile-broken"), html, "--dump-dom").stderr());
        assertEquals(2, messages.size(), messages.toString());
        assertTrue(messages.get(1).contains("Uncaught ReferenceError"), messages.toString());
    }

    /** Chromium's console lines on stderr with --enable-logging=stderr: {@code [...:INFO:CONSOLE(1)] "msg", source: ...}. */
    static List<String> consoleMessages(String stderr) {
        List<String> out = new ArrayList<>();
        for (String line : stderr.split("\n")) {
            if (line.contains(":CONSOLE")) {
                out.add(line);
            }
        }
        return out;
    }

    @Test
    void aScreenshotOfTheReportIsNotBlank(@TempDir Path dir) throws Exception {
        assumeTrue(chromium != null, "chromium not installed");
        Path html = report(dir);
        Path png = dir.resolve("report.png");
        run(dir.resolve("profile-shot"), html, "--screenshot=" + png, "--window-size=1400,2400");
        assertTrue(Files.size(png) > 0, "no screenshot written");
        BufferedImage img = ImageIO.read(png.toFile());
        double variance = lumaVariance(img);
        assertTrue(variance > 100, "screenshot looks blank (luma variance " + variance + ")");
        String keep = System.getProperty("aiwc.screenshots");
        if (keep != null) {
            Files.createDirectories(Path.of(keep));
            Files.copy(png, Path.of(keep, "report.png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            Files.copy(html, Path.of(keep, "report.html"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Loads a copy of {@code html} (beside it, so relative links hold) with every {@code <details>} opened, in a
     * 1400 × 1000 window, and returns the page's scroll width and the charts in its DOM; fails on console messages.
     */
    static int[] layoutAt1400(Path profile, Path html) throws Exception {
        Path copy = html.resolveSibling(".layout-" + html.getFileName());
        Files.writeString(copy, Files.readString(html) + "<script>window.addEventListener('load', function () {"
                + " document.querySelectorAll('details').forEach(function (d) { d.open = true; });"
                + " document.body.setAttribute('data-layout', document.documentElement.scrollWidth + ' '"
                + " + document.querySelectorAll('svg.chart').length); });</script>\n");
        try {
            Result r = run(profile, copy, "--dump-dom", "--window-size=1400,1000");
            assertEquals(List.of(), consoleMessages(r.stderr()), html.toString());
            Matcher m = Pattern.compile("data-layout=\"(\\d+) (\\d+)\"").matcher(r.stdout());
            assertTrue(m.find(), "the layout probe did not run on " + html);
            return new int[]{Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
        } finally {
            Files.deleteIfExists(copy);
        }
    }

    @Test
    void everySuitePageFitsA1400PixelWindowWithEveryChartDrawn(@TempDir Path dir) throws Exception {
        assumeTrue(chromium != null, "chromium not installed");
        Path out = SuiteReportTest.suiteFolder(dir.resolve("suite"));
        Path index = Reports.suiteHtml(List.of(out), out.resolve("report.html"), List.of());
        List<Path> pages = List.of(index, out.resolve("report/crc.html"), out.resolve("report/lud.html"));
        for (Path page : pages) {
            int[] layout = layoutAt1400(dir.resolve("profile-" + page.getFileName()), page);
            assertTrue(layout[0] <= 1400, page + " is " + layout[0] + " px wide");
            assertEquals(count(Files.readString(page), "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart "),
                    layout[1], page.toString());
        }
    }

    @Test
    void longTextInTheCollectorTablesWrapsInsteadOfWideningThePage(@TempDir Path dir) throws Exception {
        assumeTrue(chromium != null, "chromium not installed");
        // a real run's MWP/CWP explanation and compile recipe are a few hundred characters on one line
        var c = Fixtures.load("vadd-0.json");
        var collectors = new java.util.LinkedHashMap<>(c.collectors());
        var mwp = new java.util.LinkedHashMap<>(collectors.get("mwp-cwp"));
        mwp.put("explanation", "On h100 this kernel is memory-bound: only 4.0 warps' memory requests overlap. ".repeat(8));
        mwp.put("recipe", "clang-16 -x cl -cl-std=CL1.2 -target spir64 -O3 -Xclang -disable-llvm-passes ".repeat(5));
        collectors.put("mwp-cwp", mwp);
        var wide = new dev.aiwc.api.result.Characterisation(c.application(), c.size(), c.kernel(), c.invocation(),
                c.profile(), c.global(), c.local(), c.groups(), c.metrics(), collectors, c.run());
        Path json = dev.aiwc.reports.json.CharacterisationJson.write(wide, dir.resolve("in"));
        Path html = dir.resolve("report.html");
        Reports.html(List.of(json), html);
        int[] layout = layoutAt1400(dir.resolve("profile-wide"), html);
        assertTrue(layout[0] <= 1400, "the report is " + layout[0] + " px wide");
    }

    @Test
    void perLineViewsFitA1400PixelWindowInTheReportAndSideBySide(@TempDir Path dir) throws Exception {
        assumeTrue(chromium != null, "chromium not installed");
        Path a = dev.aiwc.reports.json.CharacterisationJson.write(
                dev.aiwc.reports.SourceLinesFixture.characterisation("first"), dir.resolve("a"));
        Path b = dev.aiwc.reports.json.CharacterisationJson.write(
                dev.aiwc.reports.SourceLinesFixture.characterisation("second"), dir.resolve("b"));
        Path report = dir.resolve("lines-report.html");
        Reports.html(List.of(a, b), report);
        Path compare = dir.resolve("lines-compare.html");
        Reports.compare(List.of(a, b), compare, null, 0);
        for (Path page : List.of(report, compare)) {
            assertTrue(Files.readString(page).contains("<table class=\"source"), page + " has no source listing");
            // no console messages (layoutAt1400 checks them) and no horizontal overflow
            int[] layout = layoutAt1400(dir.resolve("profile-" + page.getFileName()), page);
            assertTrue(layout[0] <= 1400, page + " is " + layout[0] + " px wide");
            if (page == report) {
                continue; // one screenshot, of the side-by-side page, keeps the test short
            }
            Path png = dir.resolve(page.getFileName() + ".png");
            run(dir.resolve("profile-shot-" + page.getFileName()), page, "--screenshot=" + png,
                    "--window-size=1400,2400");
            double variance = lumaVariance(ImageIO.read(png.toFile()));
            assertTrue(variance > 100, "screenshot of " + page + " looks blank (luma variance " + variance + ")");
            String keep = System.getProperty("aiwc.screenshots");
            if (keep != null) {
                Files.createDirectories(Path.of(keep));
                Files.copy(png, Path.of(keep, png.getFileName().toString()),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** Variance of the pixels' luma (0–255); a blank page has 0. */
    static double lumaVariance(BufferedImage img) {
        double sum = 0;
        double sq = 0;
        long n = 0;
        for (int y = 0; y < img.getHeight(); y += 2) {
            for (int x = 0; x < img.getWidth(); x += 2) {
                int rgb = img.getRGB(x, y);
                double l = 0.299 * ((rgb >> 16) & 255) + 0.587 * ((rgb >> 8) & 255) + 0.114 * (rgb & 255);
                sum += l;
                sq += l * l;
                n++;
            }
        }
        double mean = sum / n;
        return sq / n - mean * mean;
    }

    static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }
}
