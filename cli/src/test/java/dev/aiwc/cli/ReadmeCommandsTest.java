package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every {@code ./aiwc} command the README shows runs as written, from a scratch folder holding the repository's
 * {@code examples}, in the README's order (after {@code demo}, whose outputs the {@code compare} example reads):
 * exit 0, no stack trace. A command the README shows that this test neither runs nor lists in {@link #NOT_RUN}
 * with a reason fails it, so a new example cannot go untested. All run in one child JVM (13–26 s on the 2-core machine).
 */
class ReadmeCommandsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** README commands not run as written, and why. */
    private static final Map<String, String> NOT_RUN = Map.of(
            "test", "runs the whole test suite, this test included",
            "run SPEC", "a placeholder; the table's run examples are its concrete forms",
            "bench", "a minute or more (mm N=256 five ways, and Oclgrind); even at --n 32 without Oclgrind 10 s, "
                    + "too long for the suite: run by hand when the README's speed table is remeasured",
            "bench --sweep [--n N] [--threads 1,16] [--copies] [--loop]", "a placeholder, and 23 s of thread sweeps"
                    + " at --n 32 (more with the copies); BenchSweepTest checks the sweep's thread counts, the copies'"
                    + " and the loops' ratios and the refusals of --threads, --copies and --loop",
            "bench --only launches [--launches N] [--threads 1,2]", "a placeholder, and 1,000 small launches twice per"
                    + " repeat; BenchSweepTest checks the refusal of --launches 0",
            "predict evaluate predict/data/pocl-2core-2026-11-27 --html predict.html", "minutes of forest training"
                    + " on the 2-core machine, and the shipped data is outside the scratch folder; PredictCommandTest"
                    + " runs train and predict, the predict module's tests evaluate",
            "calibrate out/times.csv --gpu gtx480", "needs the micro-benchmarks characterised and timed first "
                    + "(fermi-l1/README.md, Calibration); TimeCommandTest and CalibrateCommandTest run that workflow");

    /** The words after {@code ./aiwc} of every command in the README: inline code and code-block lines. */
    static List<String> readmeCommands() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        Set<String> out = new LinkedHashSet<>();
        Matcher inline = Pattern.compile("`\\./aiwc(?![-\\w])([^`]*)`").matcher(readme);
        Matcher block = Pattern.compile("(?m)^\\s*\\./aiwc(?![-\\w])([^#\\n]*)").matcher(readme);
        // inline and block commands in order of position
        Map<Integer, String> byPosition = new java.util.TreeMap<>();
        while (inline.find()) {
            byPosition.put(inline.start(), inline.group(1).trim());
        }
        while (block.find()) {
            byPosition.put(block.start(), block.group(1).trim());
        }
        out.addAll(byPosition.values());
        return new ArrayList<>(out);
    }

    @Test
    void everyCommandTheReadmeShowsRunsAsWritten(@TempDir Path dir) throws Exception {
        List<String> shown = readmeCommands();
        assertTrue(shown.contains("demo") && shown.contains("suite --size tiny --out suite-out"), shown.toString());
        List<String> toRun = new ArrayList<>();
        toRun.add("demo");
        for (String c : shown) {
            if (NOT_RUN.containsKey(c) || c.equals("demo")) {
                continue;
            }
            if (c.equals("<command> --help")) {
                for (Class<?> type : Main.class.getAnnotation(picocli.CommandLine.Command.class).subcommands()) {
                    picocli.CommandLine.Command command = type.getAnnotation(picocli.CommandLine.Command.class);
                    if (command != null && !command.name().equals("help")) {
                        toRun.add(command.name() + " --help");
                    }
                }
                continue;
            }
            if (c.startsWith("merge ")) { // the shards it merges, as the README's Slurm example makes them
                toRun.add("suite --size tiny --only crc,nw --shard 0/2 --out shard-0");
                toRun.add("suite --size tiny --only crc,nw --shard 1/2 --out shard-1");
            }
            toRun.add(c);
        }
        Files.createSymbolicLink(dir.resolve("examples"), ROOT.resolve("examples"));
        Path commands = dir.resolve(".commands.txt");
        Files.write(commands, toRun, StandardCharsets.UTF_8);
        Path log = dir.resolve(".log.txt");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                ReadmeCommandDriver.class.getName(), commands.toString())
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(240, TimeUnit.SECONDS), "the README's commands did not finish within 240 s");
        String text = Files.readString(log);
        Map<String, String> outputs = new LinkedHashMap<>();
        Map<String, Integer> codes = new LinkedHashMap<>();
        Matcher m = Pattern.compile("(?s)### BEGIN ([^\\n]*)\\n(.*?)### EXIT (-?\\d+)\\n").matcher(text);
        while (m.find()) {
            outputs.put(m.group(1), m.group(2));
            codes.put(m.group(1), Integer.parseInt(m.group(3)));
        }
        assertEquals(toRun, new ArrayList<>(codes.keySet()), text);
        for (String c : toRun) {
            String o = outputs.get(c);
            assertFalse(o.contains("\tat ") || o.contains("Exception"), "./aiwc " + c + ":\n" + o);
            // the aiwc launcher alone is a usage error by design (exit 2, usage on stderr)
            int expected = c.isEmpty() ? 2 : 0;
            if ((c.startsWith("verify ") || c.startsWith("time ")) && codes.get(c) == 3) {
                continue; // no OpenCL device on this machine (./aiwc test installs PoCL): a named prerequisite
            }
            assertEquals(expected, codes.get(c), "./aiwc " + c + " exited " + codes.get(c) + ":\n" + o);
        }
        assertTrue(outputs.get("").contains("Usage: aiwc"), outputs.get(""));
        assertTrue(outputs.get("suite --size tiny --out suite-out").contains("report: "
                + dir.toRealPath().resolve("suite-out/report.html")), outputs.get("suite --size tiny --out suite-out"));
        assertTrue(Files.isRegularFile(dir.resolve("suite-out/report/crc.html")));
        assertTrue(Files.isRegularFile(dir.resolve("compare.html")));
        assertTrue(Files.isRegularFile(dir.resolve("merged/report.html")));
    }
}
