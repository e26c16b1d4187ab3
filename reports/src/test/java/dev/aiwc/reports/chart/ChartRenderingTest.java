package dev.aiwc.reports.chart;

import dev.aiwc.reports.Fixtures;
import dev.aiwc.reports.model.Kiviat;
import dev.aiwc.reports.model.KiviatAxis;
import dev.aiwc.reports.model.KiviatProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChartRenderingTest {

    private static Figure kiviat() throws Exception {
        List<KiviatProfile> p = Kiviat.normalise(List.of("vadd", "vadd4"),
                List.of(Fixtures.load("vadd-0.json"), Fixtures.load("vadd4-0.json")));
        return KiviatChart.build("t.kiviat", "Kiviat", Kiviat.AXES, p);
    }

    @Test
    void aSeriesVertexSitsAtItsNormalisedRadiusAlongItsSpoke() {
        // four spokes: top, right, bottom, left; radius 165 around (280, 262)
        List<KiviatAxis> axes = List.of(new KiviatAxis("a", "A", "compute", new KiviatAxis.Fraction()),
                new KiviatAxis("b", "B", "memory", new KiviatAxis.Fraction()),
                new KiviatAxis("c", "C", "memory", new KiviatAxis.Fraction()),
                new KiviatAxis("d", "D", "control", new KiviatAxis.Fraction()));
        Figure f = KiviatChart.build("k", "k", axes,
                List.of(new KiviatProfile("p", new double[4], new double[]{1, 0.5, 0, 0.25})));
        Mark.Path series = f.marks().stream().filter(m -> "kiviat-series".equals(m.cssClass()))
                .map(Mark.Path.class::cast).findFirst().orElseThrow();
        assertEquals(280, series.xs()[0], 1e-9);
        assertEquals(262 - 165, series.ys()[0], 1e-9);
        assertEquals(280 + 82.5, series.xs()[1], 1e-9);
        assertEquals(262, series.ys()[1], 1e-9);
        assertEquals(280, series.xs()[2], 1e-9);
        assertEquals(262, series.ys()[2], 1e-9);
        assertEquals(280 - 41.25, series.xs()[3], 1e-9);
    }

    @Test
    void identicalSeriesStayDistinguishable() {
        // two series with the same radii: the second is thinner, dashed, and marked with squares, not circles
        List<KiviatAxis> axes = List.of(new KiviatAxis("a", "A", "compute", new KiviatAxis.Fraction()),
                new KiviatAxis("b", "B", "memory", new KiviatAxis.Fraction()),
                new KiviatAxis("c", "C", "control", new KiviatAxis.Fraction()));
        double[] r = {0.5, 0.5, 0.5};
        Figure f = KiviatChart.build("k", "k", axes, List.of(new KiviatProfile("x", r, r), new KiviatProfile("y", r, r)));
        List<Mark.Path> series = f.marks().stream().filter(m -> "kiviat-series".equals(m.cssClass()))
                .map(Mark.Path.class::cast).toList();
        assertEquals(3.0, series.get(0).paint().strokeWidth());
        assertEquals(2.4, series.get(1).paint().strokeWidth(), 1e-12);
        assertTrue(!series.get(0).paint().dashed() && series.get(1).paint().dashed());
        assertTrue(series.get(0).paint().fillOpacity() < 0.1); // light enough to see one fill through another
        List<Mark> points = f.marks().stream().filter(m -> "kiviat-point".equals(m.cssClass())).toList();
        assertTrue(points.subList(0, 3).stream().allMatch(m -> m instanceof Mark.Circle));
        assertTrue(points.subList(3, 6).stream().allMatch(m -> m instanceof Mark.Rect));
        // the legend draws each series' line and marker
        assertEquals(2, f.marks().stream().filter(m -> "legend-line".equals(m.cssClass())).count());
    }

    @Test
    void svgIsDeterministicAndHasOnePolygonPerSeries() throws Exception {
        String a = SvgRenderer.document(kiviat());
        String b = SvgRenderer.document(kiviat());
        assertEquals(a, b);
        assertEquals(2, count(a, "class=\"kiviat-series\""));
        assertEquals(2 * Kiviat.AXES.size(), count(a, "class=\"kiviat-point\""));
        assertTrue(a.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart kiviat\" id=\"t.kiviat\""));
    }

    @Test
    void coordinatesAreRoundedToHundredths() {
        assertEquals("1.5", SvgRenderer.n(1.4999));
        assertEquals("-0.07", SvgRenderer.n(-0.066));
        assertEquals("0", SvgRenderer.n(0.001));
        assertEquals("262", SvgRenderer.n(262.0));
    }

    @Test
    void textIsEscapedForXml() {
        assertEquals("a &lt; b &amp; &quot;c&quot;", SvgRenderer.esc("a < b & \"c\""));
    }

    @Test
    void pngRenderingOfTheSameFigureIsNotBlankAndDrawsTheSeriesColour(@TempDir Path dir) throws Exception {
        Figure f = kiviat();
        Path png = dir.resolve("k.png");
        PngRenderer.write(f, png);
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals((int) (f.width() * 2), img.getWidth());
        assertEquals((int) (f.height() * 2), img.getHeight());
        // the first series' vertex on the top spoke (opcode diversity = 1 for both): a blue or red dot there
        int rgb = img.getRGB(280 * 2, (262 - 165) * 2);
        assertNotEquals(0xffffff, rgb & 0xffffff);
        int distinct = (int) java.util.stream.IntStream.range(0, img.getHeight() / 4)
                .flatMap(y -> java.util.stream.IntStream.range(0, img.getWidth() / 4).map(x -> img.getRGB(x * 4, y * 4)))
                .distinct().count();
        assertTrue(distinct > 20, "only " + distinct + " colours");
        assertTrue(Files.size(png) > 5000);
    }

    @Test
    void lineChartDrawsOnePointPerFiniteValueAndBreaksAtNaN() {
        Figure f = LineChart.build("l", "t", "x", "y", List.of(
                new LineChart.Series("s", new double[]{0, 1, 2, 3}, new double[]{1, Double.NaN, 3, 4})));
        assertEquals(3, f.marks().stream().filter(m -> "point".equals(m.cssClass())).count());
        assertEquals(2, f.marks().stream().filter(m -> "series".equals(m.cssClass())).count());
    }

    @Test
    void stackedBarsStackTheirSegmentsInOrder() {
        Figure f = StackedBarChart.build("s", "t", "misses", List.of("SM 0"), List.of("compulsory", "capacity"),
                new double[][]{{6, 2}}, List.of(Palette.series(0), Palette.series(1)));
        List<Mark.Rect> segs = f.marks().stream().filter(m -> "stack-segment".equals(m.cssClass()))
                .map(Mark.Rect.class::cast).toList();
        assertEquals(2, segs.size());
        assertEquals(3 * segs.get(1).height(), segs.get(0).height(), 1e-9);
        assertEquals(segs.get(0).y(), segs.get(1).y() + segs.get(1).height(), 1e-9);
    }

    private static int count(String s, String needle) {
        int n = 0;
        for (int i = s.indexOf(needle); i >= 0; i = s.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }
}
