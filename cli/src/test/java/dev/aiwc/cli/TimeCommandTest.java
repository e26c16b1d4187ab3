package dev.aiwc.cli;

import dev.aiwc.cli.CliRun.Outcome;

import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.reports.dataset.DatasetCsv;
import dev.aiwc.reports.timing.TimesCsv;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** {@code aiwc time} on the OpenCL devices of this machine (PoCL in the tests): rows, statistics, keys, bad input. */
class TimeCommandTest {
    @TempDir
    static Path dir;


    @BeforeAll
    static void needsOpenCl() throws IOException {
        assumeTrue(NativeDevice.isAvailable(), "no OpenCL device here (install pocl-opencl-icd to run these tests)");
        Path examples = Path.of("..", "examples", "vector-add");
        for (String f : List.of("vadd.cl", "vadd.json", "vadd.sim")) {
            Files.copy(examples.resolve(f), dir.resolve(f));
        }
    }


    /** The rows of a CSV as header name to value maps, in order. */
    private static List<java.util.Map<String, String>> rows(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        List<String> header = DatasetCsv.split(lines.get(0), "h");
        List<java.util.Map<String, String>> out = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> f = DatasetCsv.split(line, "r");
            java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                m.put(header.get(i), f.get(i));
            }
            out.add(m);
        }
        return out;
    }

    @Test
    void vectorAddGivesOneVerifiedRowPerInvocationWithOrderedPositiveTimes() throws IOException {
        Path out = dir.resolve("t1");
        Outcome o = CliRun.run("time", dir.resolve("vadd.json").toString(), "--repeat", "4", "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        List<java.util.Map<String, String>> rows = rows(out.resolve("times.csv"));
        assertEquals(1, rows.size(), "vadd.json launches one kernel once");
        var r = rows.get(0);
        assertEquals("vadd", r.get("kernel"));
        assertEquals("0", r.get("invocation"));
        assertEquals("4", r.get("repeats"));
        assertEquals("true", r.get("verified"));
        assertEquals(List.of("1024", "1", "1", "64", "1", "1"), List.of(r.get("gx"), r.get("gy"), r.get("gz"),
                r.get("lx"), r.get("ly"), r.get("lz")));
        assertEquals("vadd", r.get("label"), "the spec's name, as 'aiwc run' labels it");
        double min = Double.parseDouble(r.get("minSeconds"));
        double q1 = Double.parseDouble(r.get("q1Seconds"));
        double median = Double.parseDouble(r.get("medianSeconds"));
        double q3 = Double.parseDouble(r.get("q3Seconds"));
        double max = Double.parseDouble(r.get("maxSeconds"));
        assertTrue(min > 0, r.toString());
        assertTrue(min <= q1 && q1 <= median && median <= q3 && q3 <= max, r.toString());
        // the device named is one this machine's ICDs offer
        List<String> present = new ArrayList<>();
        for (NativeDevice.Available a : NativeDevice.available()) {
            present.add(a.platform() + " / " + a.device());
        }
        assertTrue(present.contains(r.get("platform") + " / " + r.get("device")), r + " vs " + present);
    }

    @Test
    void everyRunIsKeptInRunsCsvAndTheStatisticsAreThoseOfTheRuns() throws IOException {
        Path out = dir.resolve("t10");
        Outcome o = CliRun.run("time", dir.resolve("vadd.json").toString(), "--repeat", "4", "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        var timed = rows(out.resolve("times.csv")).get(0);
        List<dev.aiwc.reports.timing.RunsCsv.Runs> runs = dev.aiwc.reports.timing.RunsCsv.read(out.resolve("runs.csv"));
        assertEquals(1, runs.size(), "one row per invocation and device, as times.csv");
        assertEquals(timed.get("platform") + " / " + timed.get("device"), runs.get(0).device());
        double[] x = runs.get(0).seconds().clone();
        assertEquals(4, x.length);
        java.util.Arrays.sort(x);
        // R's type 7 on 4 sorted runs: the median halfway between the 2nd and 3rd, the quartiles at positions 0.75
        // and 2.25 (from 0), the extremes the first and last
        assertEquals(sevenDigits((x[1] + x[2]) / 2), timed.get("medianSeconds"));
        assertEquals(sevenDigits(x[0] + 0.75 * (x[1] - x[0])), timed.get("q1Seconds"));
        assertEquals(sevenDigits(x[2] + 0.25 * (x[3] - x[2])), timed.get("q3Seconds"));
        assertEquals(sevenDigits(x[0]), timed.get("minSeconds"));
        assertEquals(sevenDigits(x[3]), timed.get("maxSeconds"));
    }

    private static String sevenDigits(double seconds) {
        return String.format(java.util.Locale.ROOT, "%.6e", seconds);
    }

    @Test
    void everyInvocationOfAMultiInvocationSpecGetsItsOwnRow() throws IOException {
        String spec = Files.readString(dir.resolve("vadd.json")).replace("\"invocations\": [\n",
                "\"invocations\": [\n    {\"kernel\": \"vadd\", \"global\": [512], \"local\": [32], \"args\": [\"a\","
                        + " \"b\", \"c\", {\"type\": \"uint\", \"value\": 512}]},\n");
        Files.writeString(dir.resolve("vadd2.json"), spec);
        Path out = dir.resolve("t2");
        Outcome o = CliRun.run("time", dir.resolve("vadd2.json").toString(), "--repeat", "2", "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        List<java.util.Map<String, String>> rows = rows(out.resolve("times.csv"));
        assertEquals(2, rows.size());
        assertEquals("0", rows.get(0).get("invocation"));
        assertEquals("512", rows.get(0).get("gx"));
        assertEquals("32", rows.get(0).get("lx"));
        assertEquals("1", rows.get(1).get("invocation"));
        assertEquals("1024", rows.get(1).get("gx"));
    }

    @Test
    void identityKeyEqualsTheCharacterisationsInTheWideDataset() throws IOException {
        Path out = dir.resolve("t3");
        String sim = dir.resolve("vadd.sim").toString();
        assertEquals(0, CliRun.run("run", sim, "--out", out.toString(), "--quiet", "--threads", "1").code());
        assertEquals(0, CliRun.run("time", sim, "--repeat", "1", "--out", out.toString()).code());
        Path wide = dir.resolve("wide.csv");
        assertEquals(0, CliRun.run("report", out.toString(), "--wide", wide.toString()).code());
        var timed = rows(out.resolve("times.csv")).get(0);
        var characterised = rows(wide).get(0);
        assertEquals(dev.aiwc.reports.dataset.DatasetCsv.IDENTITY, List.copyOf(timed.keySet()).subList(0,
                dev.aiwc.reports.dataset.DatasetCsv.IDENTITY.size()), "times.csv opens with the identity columns");
        // what names the launch is equal, the join key first; profile, recipe, GPU and pipelines describe a
        // characterisation and are empty in times.csv
        for (String column : List.of("launch", "label", "application", "kernel", "size", "invocation", "source",
                "sourceSha256", "buildOptions", "gx", "gy", "gz", "lx", "ly", "lz", "toolVersion")) {
            assertEquals(characterised.get(column), timed.get(column), column);
        }
        assertEquals("", timed.get("profile"));
        assertEquals("default", characterised.get("profile"));
        assertTrue(timed.get("source").endsWith("vadd.cl"), timed.toString());
        assertEquals(64, timed.get("sourceSha256").length(), timed.toString());
    }

    @Test
    void aSecondTimingIntoTheSameFolderIsRefusedUnlessForced() throws IOException {
        Path out = dir.resolve("t9");
        String spec = dir.resolve("vadd.json").toString();
        Outcome o = CliRun.run("time", spec, "--repeat", "1", "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        String first = Files.readString(out.resolve("times.csv"));
        Outcome again = CliRun.run("time", spec, "--repeat", "1", "--out", out.toString(), "--label", "second");
        assertEquals(2, again.code(), again.err());
        assertTrue(again.err().contains(out.resolve("times.csv") + " already exists"), again.err());
        assertTrue(again.err().contains("--force"), again.err());
        assertEquals(first, Files.readString(out.resolve("times.csv")), "the earlier times are untouched");
        Outcome forced = CliRun.run("time", spec, "--repeat", "1", "--out", out.toString(), "--label", "second",
                "--force");
        assertEquals(0, forced.code(), forced.err());
        assertEquals("second", rows(out.resolve("times.csv")).get(0).get("label"));
    }

    @Test
    void aDeviceThatIsNotPresentExits3NamingThoseThatAre() {
        Outcome o = CliRun.run("time", dir.resolve("vadd.json").toString(), "--device", "no-such-gpu-xyz", "--out",
                dir.resolve("t4").toString());
        assertEquals(3, o.code(), o.err());
        assertTrue(o.err().contains("no-such-gpu-xyz"), o.err());
        assertTrue(o.err().contains(NativeDevice.available().get(0).device()), o.err());
        assertTrue(!o.err().contains("\tat "), "no stack trace: " + o.err());
    }

    @Test
    void repeatZeroIsAUsageError() {
        Outcome o = CliRun.run("time", dir.resolve("vadd.json").toString(), "--repeat", "0", "--out",
                dir.resolve("t5").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("--repeat"), o.err());
        assertTrue(!Files.exists(dir.resolve("t5/times.csv")));
    }

    @Test
    void aSpecErrorExits2() throws IOException {
        Files.writeString(dir.resolve("bad.json"), "{\"source\": \"vadd.cl\", \"invocations\": [");
        Outcome o = CliRun.run("time", dir.resolve("bad.json").toString(), "--out", dir.resolve("t6").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("bad.json"), o.err());
    }

    @Test
    void quartilesInterpolateBetweenOrderStatistics() {
        double[] x = {1, 2, 3, 4};
        // type 7: position (n-1)p, so p=0.25 is 0.75 of the way from x[0] to x[1]
        assertEquals(1.75, TimesCsv.quantile(x, 0.25), 1e-12);
        assertEquals(2.5, TimesCsv.quantile(x, 0.5), 1e-12);
        assertEquals(4, TimesCsv.quantile(x, 1), 1e-12);
    }

    /** The README's calibration workflow: characterise for gtx480, time on this machine's device, fit. */
    @Test
    void calibrateReadsTheTimeOutputOfTheMicroBenchmarks() throws IOException {
        Path calib = dir.resolve("calib");
        List<String> specs = new ArrayList<>();
        for (String k : List.of("latency", "seg32", "seg64", "seg128", "vector32")) {
            for (String ext : List.of(".cl", ".json")) {
                try (InputStream in = TimeCommandTest.class.getResourceAsStream("/microbench/" + k + ext)) {
                    Files.createDirectories(calib);
                    Files.copy(in, calib.resolve(k + ext));
                }
            }
            Outcome o = CliRun.run("run", calib.resolve(k + ".json").toString(), "--collectors", "mwp-cwp", "--gpu",
                    "gtx480", "--out", calib.resolve("out").toString(), "--quiet", "--threads", "2");
            assertEquals(0, o.code(), o.err());
            specs.add(calib.resolve(k + ".json").toString());
        }
        List<String> args = new ArrayList<>(List.of("time"));
        args.addAll(specs);
        args.addAll(List.of("--repeat", "2", "--out", calib.resolve("out").toString()));
        Outcome timed = CliRun.run(args.toArray(String[]::new));
        assertEquals(0, timed.code(), timed.err());
        Outcome fit = CliRun.run("calibrate", calib.resolve("out/times.csv").toString());
        assertEquals(0, fit.code(), fit.err());
        assertTrue(fit.out().contains("from 5 measured run(s)"), fit.out());
        for (String k : List.of("latency", "seg32", "seg64", "seg128", "vector32")) {
            assertTrue(fit.out().contains(k + "-0.json"), fit.out());
        }
    }

    @Test
    void calibrateNamesTheLineOfARowWithNoCharacterisation() throws IOException {
        Path out = dir.resolve("t7");
        assertEquals(0, CliRun.run("time", dir.resolve("vadd.json").toString(), "--repeat", "1", "--out", out.toString())
                .code());
        Outcome o = CliRun.run("calibrate", out.resolve("times.csv").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("times.csv:2"), o.err());
        assertTrue(o.err().contains("no characterisation"), o.err());
    }

    /**
     * A kernel that stores its buffer's address: the simulator's addresses are its own, never the native runtime's
     * pointers, so the second of three invocations makes the buffers differ, and only from there on.
     */
    @Test
    void aMismatchIsWrittenUnverifiedFromTheInvocationThatCausedItAndExits1() throws IOException {
        Files.writeString(dir.resolve("addr.cl"), "__kernel void twice(__global uint *a) { a[get_global_id(0)] *= 2u; }\n"
                + "__kernel void where(__global ulong *p) { p[get_global_id(0)] = (ulong)p; }\n");
        Files.writeString(dir.resolve("addr.json"), """
                {"source": "addr.cl",
                 "buffers": {"a": {"type": "uint", "count": 8, "fill": 3}, "p": {"type": "ulong", "count": 8, "fill": 0}},
                 "invocations": [{"kernel": "twice", "global": [8], "local": [8], "args": ["a"]},
                                 {"kernel": "where", "global": [8], "local": [8], "args": ["p"]},
                                 {"kernel": "twice", "global": [8], "local": [8], "args": ["a"]}]}
                """);
        Path out = dir.resolve("t8");
        Outcome o = CliRun.run("time", dir.resolve("addr.json").toString(), "--repeat", "1", "--out", out.toString());
        assertEquals(1, o.code(), o.err());
        assertTrue(o.err().contains("buffer p differs") && o.err().contains("after invocation 1 (kernel where)"),
                o.err());
        List<java.util.Map<String, String>> rows = rows(out.resolve("times.csv"));
        assertEquals(List.of("true", "false", "false"), rows.stream().map(r -> r.get("verified")).toList());
    }
}
