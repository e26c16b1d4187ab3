package dev.aiwc.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.cli.CliRun.Outcome;
import dev.aiwc.reports.output.OutputLock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Nothing in an output folder is overwritten silently (issues 15 and 16): a second run into the same {@code --out}, or
 * a kernel of the same name from another spec, is refused with exit 2 naming the file unless {@code --force}; and two
 * commands writing one folder at once never interleave: the second is refused while the first holds the folder.
 */
class OutputOwnershipTest {
    @TempDir
    Path tmp;

    /** A JSON spec whose kernel {@code k} stores {@code a[i] = i * factor} after {@code loops} idle iterations. */
    Path spec(String name, int factor, int loops) throws IOException {
        Path dir = tmp.resolve(name);
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("k.cl"), "__kernel void k(__global int* a) {\n  int i = get_global_id(0);\n"
                + "  int s = 0;\n  for (int j = 0; j < " + loops + "; j++) { s += j * a[i]; a[i] = s & 1; }\n"
                + "  a[i] = i * " + factor + ";\n}\n");
        return Files.writeString(dir.resolve("k.json"), "{\"source\": \"k.cl\", \"buffers\": {\"a\": {\"type\":"
                + " \"int\", \"count\": 64, \"fill\": 0}},\n \"invocations\": [{\"kernel\": \"k\", \"global\": [64],"
                + " \"local\": [16],"
                + " \"args\": [\"a\"]}]}\n");
    }

    static Map<Path, byte[]> snapshot(Path dir) throws IOException {
        Map<Path, byte[]> files = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                files.put(dir.relativize(p), Files.readAllBytes(p));
            }
        }
        return files;
    }

    static void assertSame(Map<Path, byte[]> before, Map<Path, byte[]> after) {
        assertEquals(before.keySet(), after.keySet());
        before.forEach((p, b) -> assertArrayEquals(b, after.get(p), p.toString()));
    }

    static String source(Path json) throws IOException {
        return new ObjectMapper().readTree(json.toFile()).path("kernel").path("source").asText();
    }

    @Test
    void aSecondRunIntoTheSameOutIsRefusedNamingTheFileAndHarmsNothing() throws IOException {
        Path spec = spec("a", 1, 1);
        Path out = tmp.resolve("out");
        Outcome first = CliRun.run("run", spec.toString(), "--out", out.toString(), "--csv", "tidy", "--quiet");
        assertEquals(0, first.code(), first.err());
        Map<Path, byte[]> before = snapshot(out);
        assertEquals(List.of(Path.of("k-0.json"), Path.of("tidy.csv"), Path.of("tidy.schema.csv")),
                new ArrayList<>(before.keySet()));

        Outcome again = CliRun.run("run", spec.toString(), "--out", out.toString(), "--csv", "tidy", "--quiet");
        assertEquals(2, again.code(), again.err());
        assertTrue(again.err().contains(out.resolve("k-0.json") + " already exists"), again.err());
        assertTrue(again.err().contains("--force") && again.err().contains("another --out"), again.err());
        again.assertNoStackTrace();
        assertSame(before, snapshot(out));
    }

    @Test
    void aSameNamedKernelFromAnotherSpecIsRefusedUnlessForced() throws IOException {
        Path a = spec("a", 1, 1);
        Path b = spec("b", 3, 1);
        Path out = tmp.resolve("out");
        assertEquals(0, CliRun.run("run", a.toString(), "--out", out.toString(), "--quiet").code());
        Map<Path, byte[]> before = snapshot(out);

        Outcome refused = CliRun.run("run", b.toString(), "--out", out.toString(), "--quiet");
        assertEquals(2, refused.code(), refused.err());
        assertTrue(refused.err().contains("k-0.json already exists"), refused.err());
        assertSame(before, snapshot(out));
        assertTrue(source(out.resolve("k-0.json")).endsWith("a" + File.separator + "k.cl"));

        Outcome forced = CliRun.run("run", b.toString(), "--out", out.toString(), "--quiet", "--force");
        assertEquals(0, forced.code(), forced.err());
        assertTrue(source(out.resolve("k-0.json")).endsWith("b" + File.separator + "k.cl"));
        // only results remain: no lock file, no temporary file
        assertEquals(List.of(Path.of("k-0.json")), new ArrayList<>(snapshot(out).keySet()));
    }

    @Test
    void anExistingHtmlReportIsRefusedToo() throws IOException {
        Path spec = spec("a", 1, 1);
        Path html = Files.writeString(tmp.resolve("mine.html"), "my own page");
        Outcome o = CliRun.run("run", spec.toString(), "--out", tmp.resolve("out").toString(), "--html",
                html.toString(), "--quiet");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("mine.html already exists"), o.err());
        assertEquals("my own page", Files.readString(html));
    }

    @Test
    void aFolderHeldByAnotherCommandIsRefusedAtOnce() throws Exception {
        Path spec = spec("a", 1, 1);
        Path out = Files.createDirectories(tmp.resolve("out"));
        try (OutputLock held = OutputLock.acquire(out, "--out", "aiwc run other.json")) {
            Outcome o = CliRun.run("run", spec.toString(), "--out", out.toString(), "--quiet");
            assertEquals(2, o.code(), o.err());
            assertTrue(o.err().contains("--out " + out + " is being written by another aiwc command (aiwc run"
                    + " other.json, pid " + ProcessHandle.current().pid() + ")"), o.err());
            o.assertNoStackTrace();
            assertFalse(Files.exists(out.resolve("k-0.json")));
            // the refusal in this JVM left the operating-system lock in place: another process is refused too
            Path log = tmp.resolve("child.log");
            Process child = start(spec, out, log);
            assertTrue(child.waitFor(120, TimeUnit.SECONDS));
            assertEquals(2, child.exitValue(), Files.readString(log));
            String said = Files.readString(log);
            assertTrue(said.contains("is being written by another aiwc command"), said);
        }
        // released: the folder is free again and the lock file gone
        assertEquals(0, CliRun.run("run", spec.toString(), "--out", out.toString(), "--quiet").code());
        assertFalse(Files.exists(out.resolve(OutputLock.FILE)));
    }

    /**
     * Two real processes start at once into one folder with different kernels of one name; each launch takes long
     * enough that they overlap. Exactly one may write: the other is refused (by the lock, or, if it started after the
     * first had finished, by the existing file), and the JSON and tidy.csv left are both the winner's.
     */
    @Test
    void twoProcessesWritingOneOutAtOnceDoNotInterleave() throws Exception {
        Path a = spec("a", 1, 200_000);
        Path b = spec("b", 3, 300_000);
        Path out = tmp.resolve("out");
        Process pa = start(a, out, tmp.resolve("a.log"));
        Process pb = start(b, out, tmp.resolve("b.log"));
        assertTrue(pa.waitFor(120, TimeUnit.SECONDS) && pb.waitFor(120, TimeUnit.SECONDS));
        String logA = Files.readString(tmp.resolve("a.log"));
        String logB = Files.readString(tmp.resolve("b.log"));
        assertEquals(List.of(0, 2), Stream.of(pa.exitValue(), pb.exitValue()).sorted().toList(), logA + logB);
        boolean aWon = pa.exitValue() == 0;
        String loser = aWon ? logB : logA;
        assertTrue(loser.contains("is being written by another aiwc command") || loser.contains("already exists"),
                loser);
        assertFalse(loser.contains("\tat "), loser);
        JsonNode json = new ObjectMapper().readTree(out.resolve("k-0.json").toFile());
        assertTrue(json.path("kernel").path("source").asText().endsWith((aWon ? "a" : "b") + File.separator + "k.cl"));
        // tidy.csv comes from the same run: its instruction count is the JSON's (the two kernels' counts differ)
        String total = json.path("metrics").path("compute").path("totalInstructions").asText();
        String tidy = Files.readString(out.resolve("tidy.csv"), StandardCharsets.UTF_8);
        assertTrue(tidy.lines().anyMatch(l -> l.contains("totalInstructions") && l.contains("," + total)),
                total + "\n" + tidy);
    }

    private static Process start(Path spec, Path out, Path log) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "run",
                spec.toString(), "--out", out.toString(), "--csv", "tidy", "--threads", "1", "--quiet")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }
}
