package dev.aiwc.reports.html;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.Fixtures;
import dev.aiwc.reports.model.SweepPoint;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The sweep page in headless Chromium (as {@link BrowserRenderTest} loads the other pages): no console message, no
 * horizontal overflow in a 1400-pixel window, every chart drawn, and a screenshot that is not blank. Skipped without
 * Chromium; {@code -Daiwc.screenshots=DIR} keeps the screenshot.
 */
class SweepReportBrowserTest {

    @BeforeAll
    static void findChromium() {
        BrowserRenderTest.findChromium();
    }

    /** The vadd fixture as the characterisation of one configuration on one GPU, predicted to take {@code seconds}. */
    private static Characterisation predicted(double seconds, String bound) throws Exception {
        Characterisation c = Fixtures.load("vadd-0.json");
        Map<String, Map<String, Object>> collectors = new LinkedHashMap<>(c.collectors());
        Map<String, Object> mwp = new LinkedHashMap<>(collectors.get("mwp-cwp"));
        mwp.put("seconds", seconds);
        mwp.put("bound", bound);
        collectors.put("mwp-cwp", mwp);
        return new Characterisation(c.application(), c.size(), c.kernel(), c.invocation(), c.profile(), c.global(),
                c.local(), c.groups(), c.metrics(), collectors, c.run());
    }

    /** Four configurations on three GPUs, one of them failed with a long message, and one skipped. */
    private static Path page(Path dir) throws Exception {
        List<SweepPoint> points = new ArrayList<>();
        String[] configurations = {"8x8 TILE=8 UNROLL=1", "16x16 TILE=16 UNROLL=1", "32x8 TILE=32 UNROLL=4",
            "16x16 TILE=16 UNROLL=4"};
        String[] gpus = {"h100", "v100", "gt200"};
        for (int c = 0; c < configurations.length; c++) {
            Map<String, String> parameters = new LinkedHashMap<>();
            parameters.put("local.x", configurations[c].split("x")[0]);
            parameters.put("define.TILE", configurations[c].split("TILE=")[1].split(" ")[0]);
            for (int g = 0; g < gpus.length; g++) {
                if (c == 2) {
                    points.add(new SweepPoint(configurations[c], parameters, gpus[g], List.of(), List.of(),
                            "kernel mm failed: store of 4 bytes at byte offset 256 of __local variable mm.As (256 "
                                    + "bytes) is out of bounds ".repeat(6)));
                } else {
                    points.add(new SweepPoint(configurations[c], parameters, gpus[g],
                            List.of(predicted((1 + c) * (1 + g) * 1e-6, c == 0 ? "memory" : "compute")),
                            List.of("mm-0_" + c + "_" + gpus[g] + ".json"), null));
                }
            }
        }
        Path html = dir.resolve("sweep.html");
        Files.writeString(html, SweepReport.render("mm-tiled.json", points,
                List.of(new SweepReport.Skipped("24x8 TILE=24", "the global size 64 of invocation 0 (mm) is not a "
                        + "multiple of 24 in dimension x"))));
        return html;
    }

    @Test
    void theSweepPageFitsA1400PixelWindowWithAChartPerGpuAndNoConsoleMessages(@TempDir Path dir) throws Exception {
        assumeTrue(BrowserRenderTest.chromium != null, "chromium not installed");
        Path html = page(dir);
        String source = Files.readString(html);
        int charts = BrowserRenderTest.count(source, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart ");
        assertEquals(3, charts, "one chart per GPU");
        int[] layout = BrowserRenderTest.layoutAt1400(dir.resolve("profile-layout"), html);
        assertTrue(layout[0] <= 1400, "the sweep page is " + layout[0] + " px wide");
        assertEquals(charts, layout[1]);
    }

    @Test
    void aScreenshotOfTheSweepPageIsNotBlank(@TempDir Path dir) throws Exception {
        assumeTrue(BrowserRenderTest.chromium != null, "chromium not installed");
        Path html = page(dir);
        Path png = dir.resolve("sweep.png");
        BrowserRenderTest.run(dir.resolve("profile-shot"), html, "--screenshot=" + png, "--window-size=1400,2400");
        double variance = BrowserRenderTest.lumaVariance(ImageIO.read(png.toFile()));
        assertTrue(variance > 100, "screenshot looks blank (luma variance " + variance + ")");
        String keep = System.getProperty("aiwc.screenshots");
        if (keep != null) {
            Files.createDirectories(Path.of(keep));
            Files.copy(png, Path.of(keep, "sweep.png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
