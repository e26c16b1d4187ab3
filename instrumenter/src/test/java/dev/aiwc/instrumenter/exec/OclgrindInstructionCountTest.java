package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import dev.aiwc.instrumenter.trace.InstructionHistogramCollector;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Executed-instruction counts checked against an independent simulator: Oclgrind's {@code --inst-counts} plugin
 * runs the same .sim file on the same program (LLVM 14 IR compiled with the AIWC recipe: Oclgrind reads the
 * bitcode, aiwc the identical text, see regenerate.sh) with the same inputs, so the same data-dependent control
 * flow, and must count exactly the instructions of every opcode that the histogram collector counts. Skipped
 * when Oclgrind (Debian package oclgrind) is not installed.
 */
class OclgrindInstructionCountTest {

    @ParameterizedTest
    @ValueSource(strings = {"mm", "reduce", "stencil", "branches", "vectors"})
    void opcodeCountsEqualOclgrinds(String name) throws Exception {
        assumeTrue(onPath("oclgrind-kernel"), "oclgrind-kernel is not installed");
        Path sim = SimulatorTest.resourceDir("oclgrind").resolve(name + ".sim");
        Map<String, Long> expected = oclgrindCounts(sim);
        // the same .sim, reading the program's IR text instead of its bitcode
        Path textual = Files.createTempFile(sim.getParent(), name, ".sim");
        try {
            Files.writeString(textual, Files.readString(sim).replaceFirst("\\.bc\n", ".ll\n"));
            runAndCompare(textual, expected);
        } finally {
            Files.delete(textual);
        }
    }

    /**
     * Oclgrind 21.10 mis-executes {@code switch i2} (the "switch (v & 3)" of kernel misc): every work-item but one
     * takes the default destination, so its output and its br count are wrong there (its out[0] is 99 too high:
     * default adds 100 where case 0 adds 1). Everything else must still match, and the br count is derived by
     * hand: 64 work-items with v = -20..43 give each residue of v & 3 sixteen times; case 0 jumps straight to the
     * join block, the other three go through a block ending in br: 3 * 16 = 48.
     */
    @org.junit.jupiter.api.Test
    void switchOnATwoBitValueMatchesOclgrindExceptItsBranchBug() throws Exception {
        assumeTrue(onPath("oclgrind-kernel"), "oclgrind-kernel is not installed");
        Path sim = SimulatorTest.resourceDir("oclgrind").resolve("misc.sim");
        Map<String, Long> expected = oclgrindCounts(sim);
        assertEquals(63L, expected.get("br"), "Oclgrind's count with its switch bug");
        expected.put("br", 48L);
        Path textual = Files.createTempFile(sim.getParent(), "misc", ".sim");
        try {
            Files.writeString(textual, Files.readString(sim).replaceFirst("\\.bc\n", ".ll\n"));
            runAndCompare(textual, expected);
        } finally {
            Files.delete(textual);
        }
    }

    private static void runAndCompare(Path sim, Map<String, Long> expected) {
        Simulator device = new Simulator(SimulatorConfig.defaults().withThreads(2)
                .withCollectors(List.of(new InstructionHistogramCollector()), CollectorOptions.defaults()));
        RunSpec spec = RunSpec.load(sim, device);
        LaunchResult r = SpecRunner.run(spec, device, SpecRunner.Listener.NONE).launches().get(0);
        @SuppressWarnings("unchecked")
        Map<String, Object> ours = (Map<String, Object>) r.results().get("histogram").section().get("opcodeHistogram");
        Map<String, Long> actual = new TreeMap<>();
        ours.forEach((k, v) -> actual.put(k, ((Number) v).longValue()));
        assertEquals(expected, actual);
    }

    /** Parses the plugin's "COUNT - NAME" lines; loads/stores of every space and all calls fold to their opcode. */
    static Map<String, Long> oclgrindCounts(Path sim) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("oclgrind-kernel", "--inst-counts", sim.getFileName().toString())
                .directory(sim.getParent().toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(120, TimeUnit.SECONDS);
        assertEquals(0, p.exitValue(), out);
        Map<String, Long> counts = new TreeMap<>();
        for (String line : out.split("\n")) {
            String t = line.trim();
            int dash = t.indexOf(" - ");
            if (dash <= 0 || !t.substring(0, dash).chars().allMatch(Character::isDigit)) {
                continue;
            }
            long n = Long.parseLong(t.substring(0, dash));
            String op = t.substring(dash + 3).split(" ")[0];
            counts.merge(op, n, Long::sum);
        }
        return counts;
    }

    private static boolean onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }
}
