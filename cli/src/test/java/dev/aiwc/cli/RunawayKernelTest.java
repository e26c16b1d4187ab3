package dev.aiwc.cli;

import dev.aiwc.instrumenter.exec.SimulatorConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static dev.aiwc.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Kernels that never finish are stopped, named and located, in bounded memory (issue 15). */
class RunawayKernelTest {

    @TempDir
    Path tmp;

    private static final String KERNELS = """
            __kernel void spin(__global int* a) {
              int i = get_global_id(0);
              for (int k = 0; ; k++) { a[(i + k) & 255] += k; }
            }
            __kernel void spinb(__global int* a) {
              int i = get_global_id(0);
              for (int k = 0; ; k++) { a[(i + k) & 255] += k; barrier(CLK_GLOBAL_MEM_FENCE); }
            }
            __kernel void count(__global int* a, int n) {
              int i = get_global_id(0);
              for (int k = 0; k < n; k++) { a[i] += k; }
            }
            """;

    private Path sim(String kernel, String extraArg) throws IOException {
        Files.writeString(tmp.resolve("k.cl"), KERNELS);
        return Files.writeString(tmp.resolve(kernel + ".sim"), "k.cl\n" + kernel + "\n256 1 1\n64 1 1\n"
                + "<size=1024 fill=0>\n" + extraArg);
    }

    @Test
    void theDefaultsStopARunawayWithinAMinute() {
        SimulatorConfig d = SimulatorConfig.defaults();
        assertTrue(d.timeLimitSeconds() > 0 && d.timeLimitSeconds() < 60, "a launch time limit under a minute");
        assertTrue(d.maxItemInstructions() < Long.MAX_VALUE && d.maxInstructions() < 1_000_000_000_000L);
    }

    /**
     * In a JVM of 192 MB of heap, with the default budgets: a loop without a barrier keeps adding to the trace of its
     * barrier segment, so without a per-work-item budget it runs out of memory (exit 70) instead.
     */
    @Test
    void loopWithoutBarrierStopsByDefaultInBoundedMemory() throws Exception {
        Path sim = sim("spin", "");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx192m", "-cp", System.getProperty("surefire.test.class.path",
                        System.getProperty("java.class.path")), Main.class.getName(), "run", sim.toString(), "--out",
                tmp.resolve("out").toString(), "--threads", "1"));
        Path log = tmp.resolve("child.log");
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean done = p.waitFor(60, TimeUnit.SECONDS);
        if (!done) {
            p.destroyForcibly();
        }
        String err = Files.readString(log);
        assertTrue(done, "stopped within 60 s: " + err);
        assertEquals(1, p.exitValue(), err);
        assertTrue(err.contains("kernel spin failed: one work-item ran more than "
                + SimulatorConfig.DEFAULT_MAX_ITEM_INSTRUCTIONS + " instructions without reaching a barrier"), err);
        assertTrue(err.contains("work-item global id (0,0,0)") && err.contains("source line 3 of"), err);
        assertTrue(err.contains("--max-item-instructions N"), err);
        assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(60));
    }

    @Test
    void loopAroundABarrierIsStoppedByTheTimeLimit() throws IOException {
        Path sim = sim("spinb", "");
        long t0 = System.nanoTime();
        CliRun.Outcome o = run("run", sim.toString(), "--out", tmp.resolve("out").toString(),
                "--time-limit", "1", "--threads", "1");
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertEquals(1, o.code(), o.err());
        assertTrue(o.err().contains("kernel spinb failed: the launch ran longer than its time limit of 1 s"), o.err());
        assertTrue(o.err().contains("work-item global id (") && o.err().contains("source line 7 of"), o.err());
        assertTrue(seconds < 15, "stopped soon after the limit: " + seconds + " s");
    }

    @Test
    void aLongLegitimateLoopCanBeAllowedMoreExplicitly() throws IOException {
        // count with n = 1000 runs a few thousand instructions per work-item
        Path sim = sim("count", "<size=4>1000\n");
        CliRun.Outcome tight = run("run", sim.toString(), "--out", tmp.resolve("a").toString(),
                "--max-item-instructions", "1000");
        assertEquals(1, tight.code(), tight.err());
        assertTrue(tight.err().contains("one work-item ran more than 1000 instructions"), tight.err());
        CliRun.Outcome raised = run("run", sim.toString(), "--out", tmp.resolve("b").toString(),
                "--max-item-instructions", "1000000", "--quiet");
        assertEquals(0, raised.code(), raised.err());
    }

    @Test
    void negativeTimeLimitIsABadOption() throws IOException {
        CliRun.Outcome o = run("run", sim("count", "<size=4>1\n").toString(), "--time-limit", "-1");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("--time-limit -1 is not a number of seconds"), o.err());
    }
}
