package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run that needs more memory than its Java heap may take ends with exit code 4 and a message that says how large the
 * heap could grow and what to do, not a stack trace: whether the heap fills while the spec's buffers are made (on the
 * main thread) or while a worker counts addresses (the launch passes its failure on), and when a timed run of
 * {@code bench} runs out (bench passes the run's message on); a suite and a sweep record such a run as failed and go
 * on.
 */
class OutOfMemoryTest {
    @TempDir
    Path dir;

    /**
     * The output of {@code aiwc ARGS} in a child process started with {@code jvmOptions} (the heap's limit among
     * them), which must end within {@code seconds} with exit code {@code expectedExit}.
     */
    private String aiwc(List<String> jvmOptions, long seconds, int expectedExit, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xss16m", "-XX:TieredStopAtLevel=1"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("surefire.test.class.path",
                System.getProperty("java.class.path")), Main.class.getName()));
        command.addAll(List.of(args));
        Path log = Files.createTempFile(dir, args[0], ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(seconds, TimeUnit.SECONDS), "aiwc " + args[0] + " ended");
        String out = Files.readString(log);
        assertEquals(expectedExit, p.exitValue(), out);
        return out;
    }

    /** The output of {@code aiwc run SPEC} in a child process whose heap may grow to 48 MB. */
    private String run(String buffer, int workItems, int expectedExit) throws Exception {
        Files.writeString(dir.resolve("add.cl"),
                "__kernel void add(__global float *a) { int i = get_global_id(0); a[i] = a[i] + 1.0f; }\n");
        Path spec = dir.resolve("add.json");
        Files.writeString(spec, "{\"source\": \"add.cl\", \"buffers\": {\"a\": " + buffer + "}, \"invocations\": "
                + "[{\"kernel\": \"add\", \"global\": [" + workItems + "], \"local\": [256], \"args\": [\"a\"]}]}");
        return aiwc(List.of("-Xmx48m"), 120, expectedExit, "run", spec.toString(), "--threads", "2", "--out",
                dir.resolve("out").toString());
    }

    private static void saysOutOfMemory(String out) {
        Matcher m = Pattern.compile("out of memory: the run needed more than the (\\d+) MB the Java heap may "
                + "grow to").matcher(out);
        assertTrue(m.find(), out);
        assertTrue(Integer.parseInt(m.group(1)) <= 48, out);
        assertTrue(out.contains("AIWC_JAVA_OPTS"), out);
        assertFalse(out.contains("\tat ") || out.contains("Exception"), "no stack trace: " + out);
    }

    @Test
    void aBufferLargerThanTheHeap() throws Exception {
        // 16,777,216 floats: 64 MiB
        String out = run("{\"type\": \"float\", \"count\": 16777216, \"fill\": 0}", 256, Main.OUT_OF_MEMORY);
        assertTrue(out.startsWith("aiwc: out of memory: "), out);
        saysOutOfMemory(out);
    }

    @Test
    void addressTablesLargerThanTheHeap() throws Exception {
        // 2,097,152 floats (8 MiB) fit; the counts of 2,097,152 distinct addresses, 16 bytes or more each, do not
        saysOutOfMemory(run("{\"type\": \"float\", \"count\": 2097152, \"fill\": 0}", 2097152, Main.OUT_OF_MEMORY));
    }

    @Test
    void aBenchmarksRunOutOfMemoryIsPassedOnAndItsFilesRemoved() throws Exception {
        // bench's timed runs take its JVM options: a heap of 32 MB holds bench itself (it writes the spec, no buffers)
        // but not one of the three 16 MiB matrices of mm N=2048, so the run fails at once. (A 10 MB heap with N=64
        // left bench itself so near its limit that on the loaded CI machine it collected for over 120 s.)
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        String out = aiwc(List.of("-Xmx32m", "-Djava.io.tmpdir=" + tmp), 120, Main.OUT_OF_MEMORY, "bench", "--sweep",
                "aiwc", "--threads", "1", "--n", "2048", "--repeat", "1", "--no-oclgrind");
        assertTrue(out.contains("aiwc: a run of the benchmark ran out of memory"), out);
        saysOutOfMemory(out);
        try (var left = Files.list(tmp)) {
            assertEquals(List.of(), left.filter(f -> f.getFileName().toString().startsWith("aiwc-bench")).toList(),
                    "bench's folder of kernels and outputs is removed");
        }
    }

    @Test
    void aSuiteGoesOnPastARunThatOutgrewTheHeapAndARerunWithMoreRunsOnlyIt() throws Exception {
        // at size medium crc's 16 MiB of pages outgrow a 48 MB heap; nw's run fits
        Path out = dir.resolve("suite");
        String first = suite(out, "-Xmx48m");
        assertTrue(first.contains("aiwc: failed: crc medium: out of memory: the run needed more than"), first);
        assertTrue(first.contains("aiwc: 1 suite run(s) ran out of memory"), first);
        assertFalse(first.contains("failed: nw medium"), first);
        saysOutOfMemory(first);
        try (var nw = Files.list(out.resolve("nw").resolve("medium"))) {
            assertTrue(nw.anyMatch(f -> f.toString().endsWith(".json")), "nw's characterisations were written");
        }
        String second = suite(out, "-Xmx512m");
        assertTrue(second.contains("1 of 2 run(s) already finished"), second);
    }

    /** {@code aiwc suite --size medium --only crc,nw} into {@code out} in a child process with {@code heap}. */
    private String suite(Path out, String heap) throws Exception {
        return aiwc(List.of(heap), 300, heap.equals("-Xmx48m") ? Main.OUT_OF_MEMORY : 0, "suite", "--size", "medium",
                "--only", "crc,nw", "--threads", "2", "--no-report", "--out", out.toString());
    }

    @Test
    void aSweepGoesOnPastAConfigurationThatOutgrewTheHeap() throws Exception {
        // 2,097,152 work-items store to a[i / N]: N=1 gives as many distinct addresses, whose tables outgrow a 96 MB
        // heap; N=65536 gives 32, which fit. One thread runs the configurations one after the other.
        Files.writeString(dir.resolve("share.cl"),
                "__kernel void share(__global float *a) { int i = get_global_id(0); a[i / N] = 1.0f; }\n");
        Path spec = dir.resolve("share.json");
        Files.writeString(spec, "{\"source\": \"share.cl\", \"buffers\": {\"a\": {\"type\": \"float\", \"count\": "
                + "2097152, \"fill\": 0}}, \"invocations\": [{\"kernel\": \"share\", \"global\": [2097152], "
                + "\"local\": [256], \"args\": [\"a\"]}]}");
        String out = aiwc(List.of("-Xmx96m"), 300, 0, "sweep", spec.toString(), "--define", "N=1,65536", "--gpu",
                "h100", "--threads", "1", "--out", dir.resolve("sweep").toString());
        assertTrue(out.contains("256 N=1: failed: out of memory: the run needed more than"), out);
        assertTrue(out.contains("best on h100: 256 N=65536"), out);
    }

    @Test
    void theSameRunFitsAHeapOfItsSize() throws Exception {
        // the heap is not too small for any run: the same buffer with 65,536 work-items fits
        String out = run("{\"type\": \"float\", \"count\": 2097152, \"fill\": 0}", 65536, 0);
        assertFalse(out.contains("out of memory"), out);
    }
}
