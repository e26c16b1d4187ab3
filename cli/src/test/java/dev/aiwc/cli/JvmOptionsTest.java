package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The JVM options the launcher picks ({@code scripts/jvm-options.sh}) for machines of other core counts than the one
 * running the tests, and for a command: a stand-in {@code nproc} names the cores. The options a 16-core host gets are
 * never exercised by tests on 2 cores otherwise, and a mistyped option stops the JVM before aiwc starts, so each
 * choice is also given to this JVM's {@code java}, which must start with the collector chosen.
 */
class JvmOptionsTest {
    private static final String TIERS = "-XX:Tier4InvocationThreshold=20000 -XX:Tier4MinInvocationThreshold=600"
            + " -XX:Tier4CompileThreshold=30000 -XX:Tier4BackEdgeThreshold=3000000";

    @TempDir
    Path bin;

    @Test
    void twoCoresGetTheSerialCollectorAndASmallHeap() throws Exception {
        String options = optionsFor(2);
        assertEquals("-Xss16m -XX:+UseSerialGC -Xms32m -Xmn8m " + TIERS, options);
        assertTrue(startsWith(options).contains("Using Serial"));
        assertEquals(options, optionsFor(1), "one core is treated as two");
        assertEquals(options, optionsFor(2, "run"));
        String suite = optionsFor(2, "suite");
        assertEquals("-Xss16m -XX:+UseSerialGC -Xms64m -Xmn32m -XX:MinHeapFreeRatio=70 -XX:MaxHeapFreeRatio=90 "
                + TIERS, suite, "a suite's young generation is 32 MB and its heap may grow to 3.3 times its live data");
        assertTrue(startsWith(suite).contains("Using Serial"));
        assertEquals(suite, optionsFor(2, "predict"), "predict collect characterises the suite");
    }

    @Test
    void moreCoresGetG1With48MegabytesOfYoungGenerationPerCoreAndATimeRatioOf4() throws Exception {
        long memoryMb = memoryMb();
        assumeTrue(memoryMb >= 4 * 48 * 16, "a machine of 3 GB or more");
        // 48 MB per core, the heap twice that, while the young generation stays within a quarter of the memory
        String options = optionsFor(16);
        assertEquals("-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 -Xms1536m -Xmn768m", options);
        assertTrue(startsWith(options).contains("Using G1"));
        assertEquals("-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 -Xms384m -Xmn192m", optionsFor(4));
        // 1,024 cores would want 48 GB of young generation: a quarter of the memory instead
        long young = Math.min(48L * 1024, memoryMb / 4);
        assertEquals("-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 -Xms" + 2 * young + "m -Xmn" + young + "m",
                optionsFor(1024));
    }

    /** What the script prints with a stand-in nproc reporting {@code cores}, for no command in particular. */
    private String optionsFor(int cores) throws IOException, InterruptedException {
        return optionsFor(cores, null);
    }

    /** What the script prints with a stand-in nproc reporting {@code cores}, for {@code command} (null: none). */
    private String optionsFor(int cores, String command) throws IOException, InterruptedException {
        Path script = Path.of("..", "scripts", "jvm-options.sh").toAbsolutePath().normalize();
        assumeTrue(Files.isRegularFile(script) && Files.isRegularFile(Path.of("/proc/meminfo")), "a Linux tree");
        Path nproc = bin.resolve("nproc");
        Files.writeString(nproc, "#!/bin/sh\necho " + cores + "\n");
        Files.setPosixFilePermissions(nproc, PosixFilePermissions.fromString("rwxr-xr-x"));
        ProcessBuilder pb = (command == null ? new ProcessBuilder("bash", script.toString())
                : new ProcessBuilder("bash", script.toString(), command)).redirectErrorStream(true);
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        return run(pb).strip();
    }

    /** The first lines of {@code java OPTIONS -Xlog:gc -version}, which must exit 0. */
    private static String startsWith(String options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(Arrays.asList(options.split(" ")));
        command.add("-Xlog:gc");
        command.add("-version");
        return run(new ProcessBuilder(command).redirectErrorStream(true));
    }

    private static String run(ProcessBuilder pb) throws IOException, InterruptedException {
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished");
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    private static long memoryMb() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
            if (line.startsWith("MemTotal:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
            }
        }
        throw new IOException("no MemTotal in /proc/meminfo");
    }
}
