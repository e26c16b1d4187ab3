package dev.aiwc.cli;

import dev.aiwc.dwarfs.suite.RunCompletion;
import dev.aiwc.dwarfs.suite.ShardManifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fault test of issue 15: a real {@code aiwc suite --size tiny} process killed with {@code kill -9} part-way leaves
 * its folder marked incomplete; a rerun with the same options finishes what is missing, redoes nothing finished, and
 * ends with the same characterisations as an uninterrupted run (everything but the timing section byte-identical).
 */
class SuiteResumeTest {
    @TempDir
    Path tmp;

    /** The applications of the test: five of the eleven, enough runs to kill between, and few seconds. */
    private static final String ONLY = "lud,fft,srad,crc,nw";

    @Test
    void aSuiteKilledPartWayResumesToTheResultOfAnUninterruptedRun() throws Exception {
        Path whole = tmp.resolve("whole");
        Process reference = suite(whole, tmp.resolve("whole.log"));
        assertTrue(reference.waitFor(300, TimeUnit.SECONDS));
        assertEquals(0, reference.exitValue(), Files.readString(tmp.resolve("whole.log")));

        Path resumed = tmp.resolve("resumed");
        Process killed = suite(resumed, tmp.resolve("killed.log"));
        // kill -9 once two runs have finished (their markers are written after their results)
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (markers(resumed).size() < 2 && killed.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertTrue(killed.isAlive(), "the suite ended before it could be killed: " + markers(resumed));
        killed.destroyForcibly(); // SIGKILL on Linux: no shutdown hook, no cleanup
        killed.waitFor();
        List<Path> finishedBefore = markers(resumed);
        assertTrue(finishedBefore.size() >= 2 && finishedBefore.size() < 5, finishedBefore.toString());
        assertTrue(Files.readString(resumed.resolve(ShardManifest.FILE)).contains("complete false"),
                "an interrupted suite's folder is marked incomplete");
        Map<Path, Object> keysBefore = new TreeMap<>();
        for (Path marker : finishedBefore) {
            for (Path f : filesIn(marker.getParent())) {
                keysBefore.put(f, Files.readAttributes(f, BasicFileAttributes.class).fileKey());
            }
        }

        Process rerun = suite(resumed, tmp.resolve("rerun.log"));
        assertTrue(rerun.waitFor(300, TimeUnit.SECONDS));
        String log = Files.readString(tmp.resolve("rerun.log"));
        assertEquals(0, rerun.exitValue(), log);
        assertTrue(log.contains("resuming: " + finishedBefore.size() + " of 5 run(s) already finished in " + resumed
                + " are kept, " + (5 - finishedBefore.size()) + " to run"), log);
        // the finished runs' files were not rewritten: the same files (inodes), not equal copies
        keysBefore.forEach((f, key) -> {
            try {
                assertEquals(key, Files.readAttributes(f, BasicFileAttributes.class).fileKey(), f.toString());
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
        assertTrue(Files.readString(resumed.resolve(ShardManifest.FILE)).contains("complete true"));
        assertEquals(5, markers(resumed).size());

        Map<String, String> expected = characterisations(whole);
        Map<String, String> actual = characterisations(resumed);
        assertEquals(expected.keySet(), actual.keySet());
        assertTrue(expected.size() > 10, expected.keySet().toString());
        expected.forEach((f, text) -> assertEquals(text, actual.get(f), f));
    }

    private static Process suite(Path out, Path log) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "suite",
                "--size", "tiny", "--only", ONLY, "--out", out.toString(), "--no-report", "--threads", "1")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static List<Path> markers(Path out) throws IOException {
        if (!Files.isDirectory(out)) {
            return List.of();
        }
        while (true) {
            try (Stream<Path> s = Files.walk(out)) {
                return s.filter(p -> p.getFileName().toString().equals(RunCompletion.FILE)).sorted().toList();
            } catch (java.io.UncheckedIOException renamedWhileListed) {
                // the running suite renamed a file between listing a folder and reading it: list again
            }
        }
    }

    private static List<Path> filesIn(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** Every characterisation's text up to its {@code run} section (wall-clock times differ between runs). */
    private static Map<String, String> characterisations(Path out) throws IOException {
        Map<String, String> texts = new TreeMap<>();
        List<Path> jsons = new ArrayList<>();
        try (Stream<Path> s = Files.walk(out)) {
            s.filter(p -> p.toString().endsWith(".json")).forEach(jsons::add);
        }
        for (Path p : jsons) {
            String text = Files.readString(p, StandardCharsets.UTF_8);
            int run = text.indexOf("\n  \"run\": {");
            assertTrue(run > 0, p.toString());
            texts.put(out.relativize(p).toString(), text.substring(0, run));
        }
        return texts;
    }
}
