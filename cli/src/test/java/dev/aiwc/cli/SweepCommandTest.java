package dev.aiwc.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.json.CharacterisationJson;
import dev.aiwc.reports.model.Comparison;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code aiwc sweep} on the tiled matrix multiply of examples/tiled-mm (N = 64, TILE a build option): the files it
 * writes, the ranking against the characterisations themselves, and configurations that cannot run or fail.
 */
class SweepCommandTest {

    private static final Path EXAMPLE = Path.of("..", "examples", "tiled-mm").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private Path spec;

    @BeforeEach
    void copyExample() throws IOException {
        for (String f : List.of("mm-tiled.cl", "mm-tiled.json")) {
            Files.copy(EXAMPLE.resolve(f), dir.resolve(f));
        }
        spec = dir.resolve("mm-tiled.json");
    }

    private static List<String> files(Path out) throws IOException {
        try (Stream<Path> s = Files.list(out)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static double predicted(Path json) throws IOException {
        Map<String, Object> m = CharacterisationJson.read(json).collectors().get("mwp-cwp");
        return ((Number) m.get("seconds")).doubleValue();
    }

    @Test
    void twoSizesOnTwoGpusGiveAFilePerPairARowPerPairAndTheFasterOfEachGpusFilesAsBest() throws IOException {
        Path out = dir.resolve("out");
        CliRun.Outcome o = CliRun.run("sweep", spec.toString(), "--local", "8x8,16x16,32x8", "--define",
                "TILE=@local.x", "--gpu", "h100,v100", "--verify", "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        o.assertNoStackTrace();
        // 32x8 with TILE=32: each tile has 8 of its 32 rows loaded, so C is wrong though nothing is out of bounds
        assertTrue(o.err().contains("32x8 TILE=32: failed: wrong results (--verify): buffer C differs from the spec's"
                + " own configuration"), o.err());
        // two sizes (TILE tied, so no third factor) times two GPUs: four characterisations, one name each
        assertEquals(List.of("mm-0_16x16_TILE-16_h100.json", "mm-0_16x16_TILE-16_v100.json",
                "mm-0_8x8_TILE-8_h100.json", "mm-0_8x8_TILE-8_v100.json", "sweep.csv", "sweep.html"), files(out));
        Characterisation small = CharacterisationJson.read(out.resolve("mm-0_8x8_TILE-8_v100.json"));
        assertArrayEquals(new long[]{8, 8, 1}, small.local());
        assertArrayEquals(new long[]{8, 8, 1}, small.groups()); // 64 / 8 in x and y
        assertEquals("-DTILE=8", small.kernel().buildOptions());
        assertEquals("v100", ((Map<?, ?>) small.collectors().get("mwp-cwp").get("gpu")).get("preset"));

        for (String gpu : List.of("h100", "v100")) {
            double t8 = predicted(out.resolve("mm-0_8x8_TILE-8_" + gpu + ".json"));
            double t16 = predicted(out.resolve("mm-0_16x16_TILE-16_" + gpu + ".json"));
            String best = t8 <= t16 ? "8x8 TILE=8" : "16x16 TILE=16";
            String slowest = t8 <= t16 ? "16x16 TILE=16" : "8x8 TILE=8";
            String expected = "best on " + gpu + ": " + best + ", predicted "
                    + Comparison.duration(Math.min(t8, t16));
            assertTrue(o.out().contains(expected), expected + " in\n" + o.out());
            assertTrue(o.out().contains("the speed of the slowest, " + slowest), o.out());
        }
        assertTrue(o.out().contains("page:    " + out.resolve("sweep.html").toAbsolutePath().normalize()), o.out());

        List<String> csv = Files.readAllLines(out.resolve("sweep.csv"));
        assertEquals(5, csv.size(), "a header and one row per configuration and GPU");
        assertTrue(csv.get(0).startsWith("configuration,local.x,local.y,local.z,define.TILE,launch,label,application,"
                + "kernel,"), csv.get(0));
        // the varied parameters, then the identity columns: label, application, kernel and the GPU of the row
        List<String> header = List.of(csv.get(0).split(",", -1));
        List<String> lead = new ArrayList<>();
        for (String row : csv.subList(1, 5)) {
            List<String> cells = List.of(row.split(",", -1));
            lead.add(String.join(",", cells.subList(0, 5)) + "|" + cells.get(header.indexOf("label")) + "|"
                    + cells.get(header.indexOf("application")) + "|" + cells.get(header.indexOf("kernel")) + "|"
                    + cells.get(header.indexOf("gpu")));
        }
        assertEquals(List.of("8x8 TILE=8,8,8,1,8|mm-tiled 8x8 TILE=8|mm-tiled|mm|h100",
                "8x8 TILE=8,8,8,1,8|mm-tiled 8x8 TILE=8|mm-tiled|mm|v100",
                "16x16 TILE=16,16,16,1,16|mm-tiled 16x16 TILE=16|mm-tiled|mm|h100",
                "16x16 TILE=16,16,16,1,16|mm-tiled 16x16 TILE=16|mm-tiled|mm|v100"), lead);

        String page = Files.readString(out.resolve("sweep.html"));
        assertEquals(2, count(page, "<tr class=\"fastest\">"), "the best row of each GPU's table");
        assertEquals(2, count(page, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart "), "a chart per GPU");
    }

    @Test
    void eachGpusCharacterisationIsTheOneRunWritesForThatGpu() throws IOException {
        // the spec at 8x8 with -DTILE=8, characterised by run on v100 alone
        Path own = dir.resolve("mm-8x8.json");
        Files.writeString(own, Files.readString(spec).replace("\"local\": [16, 16]", "\"local\": [8, 8]"));
        Path ran = dir.resolve("ran");
        CliRun.Outcome r = CliRun.run("run", own.toString(), "--build-options", "-DTILE=8", "--gpu", "v100",
                "--collectors", "aiwc,fermi-l1,mwp-cwp", "--out", ran.toString(), "--quiet");
        assertEquals(0, r.code(), r.err());
        Path swept = dir.resolve("swept");
        CliRun.Outcome s = CliRun.run("sweep", spec.toString(), "--local", "8x8", "--define", "TILE=8", "--gpu",
                "h100,v100,gt200", "--collectors", "aiwc,fermi-l1,mwp-cwp", "--out", swept.toString(), "--quiet");
        assertEquals(0, s.code(), s.err());
        ObjectMapper json = new ObjectMapper();
        ObjectNode alone = (ObjectNode) json.readTree(ran.resolve("mm-0.json").toFile());
        ObjectNode inSweep = (ObjectNode) json.readTree(swept.resolve("mm-0_8x8_TILE-8_v100.json").toFile());
        // one simulation fed three GPUs' models: the v100's are as if it had been the only one (all but the
        // application the sweep names after its spec, the label naming the configuration, and the timings)
        assertEquals("mm-tiled", inSweep.get("application").asText());
        for (ObjectNode c : List.of(alone, inSweep)) {
            c.remove(List.of("application", "label", "run"));
        }
        assertEquals(alone, inSweep);
    }

    @Test
    void aConfigurationWhoseKernelFailsIsReportedWithTheSimulatorsMessageAndTheSweepGoesOnAndIsRefusedAgain() throws IOException {
        Path out = dir.resolve("out");
        CliRun.Outcome o = CliRun.run("sweep", spec.toString(), "--local", "16x16", "--define", "TILE=8,16",
                "--out", out.toString(), "--threads", "4");
        assertEquals(0, o.code(), o.err());
        o.assertNoStackTrace();
        // TILE=8: As is 8x8 floats (256 bytes) while 16x16 work-items store As[ty][tx]; item (0,8) stores element 64
        String failure = "store of 4 bytes at byte offset 256 of __local variable mm.As (256 bytes) is out of bounds";
        assertTrue(o.err().contains("16x16 TILE=8: failed: kernel mm failed: " + failure), o.err());
        assertTrue(o.out().contains("best on h100: 16x16 TILE=16, predicted"), o.out());
        assertEquals(List.of("mm-0_16x16_TILE-16_h100.json", "sweep.csv", "sweep.html"), files(out));
        assertTrue(Files.readString(out.resolve("sweep.html")).contains(failure));

        // a second sweep into the folder is refused before any work, and the first one's files stay as they were
        byte[] page = Files.readAllBytes(out.resolve("sweep.html"));
        CliRun.Outcome again = CliRun.run("sweep", spec.toString(), "--local", "16x16", "--define", "TILE=8,16",
                "--out", out.toString());
        assertEquals(2, again.code(), again.err());
        assertTrue(again.err().contains("already exists"), again.err());
        assertArrayEquals(page, Files.readAllBytes(out.resolve("sweep.html")));

        // with --force it runs again: one thread, one configuration at a time, and the same bytes as with four
        byte[] csv = Files.readAllBytes(out.resolve("sweep.csv"));
        CliRun.Outcome forced = CliRun.run("sweep", spec.toString(), "--local", "16x16", "--define", "TILE=8,16",
                "--out", out.toString(), "--threads", "1", "--force");
        assertEquals(0, forced.code(), forced.err());
        assertArrayEquals(csv, Files.readAllBytes(out.resolve("sweep.csv")));
        assertArrayEquals(page, Files.readAllBytes(out.resolve("sweep.html")));
    }

    @Test
    void aSweepWithNoConfigurationTheSpecCanRunIsAUsageErrorBeforeAnyWork() throws IOException {
        Path out = dir.resolve("out");
        CliRun.Outcome o = CliRun.run("sweep", spec.toString(), "--local", "24x8,48", "--out", out.toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("skipping 24x8: the global size 64 of invocation 0 (mm) is not a multiple of 24"
                + " in dimension x"), o.err());
        assertTrue(o.err().contains("skipping 48: the global size 64 of invocation 0 (mm) is not a multiple of 48"
                + " in dimension x"), o.err());
        assertTrue(o.err().contains("none of the 2 configuration(s) can run"), o.err());
        assertFalse(Files.exists(out), "nothing is written, not even the folder");
        CliRun.Outcome gpu = CliRun.run("sweep", spec.toString(), "--gpu", "h100,rtx9090", "--out", out.toString());
        assertEquals(2, gpu.code(), gpu.err());
        assertTrue(gpu.err().contains("unknown GPU preset 'rtx9090'"), gpu.err());
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
