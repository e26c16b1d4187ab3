package dev.aiwc.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.output.OutputFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;

/**
 * {@code aiwc bench}: the end-to-end speed benchmark. Row-major matrix multiply (N=256, 16×16 work-groups) is
 * simulated in child processes with different collector sets and thread counts, and Oclgrind
 * ({@code oclgrind-kernel --inst-counts}) runs the same .sim in the same session, its runs alternating with the aiwc
 * collectors' row so that each round's ratio compares two runs under the same load. Each configuration runs
 * {@code --repeat} times; medians and ratios are printed. Peak resident memory is the child's VmHWM.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Benchmark the simulator against Oclgrind on matrix multiply (N=256, 16x16 groups).")
final class BenchCommand implements Callable<Integer> {
    /** The configurations {@code --only} picks from, in the order a full benchmark runs them. */
    static final List<String> CONFIGURATIONS = List.of("hist1", "histN", "aiwc", "floor", "fermi", "l1", "launches");

    /** The largest {@code --n}: 64 MiB a matrix, 137 G loads a launch (N=512 is 268 M and takes seconds). */
    static final int MAX_N = 4096;

    @Option(names = "--n", defaultValue = "256", description = "matrix size N, a multiple of 16 from 16 to 4096")
    int n;

    @Option(names = "--repeat", defaultValue = "3", description = "runs per configuration (medians are reported)")
    int repeat;

    @Option(names = "--no-oclgrind", description = "skip the Oclgrind runs")
    boolean noOclgrind;

    @Option(names = "--only", description = "comma list of configurations: hist1,histN,aiwc,floor,fermi,l1,launches")
    String only;

    @Option(names = "--launches", defaultValue = "1000", description = "launches of the small-launch configuration"
            + " (launches)")
    int launches;

    @Option(names = "--sweep", description = "instead of the configurations: a thread sweep (1, 2, 4, ... and the core"
            + " count) of each collector set in this comma list (default histogram,aiwc,aiwc+fermi-l1; + for ,),"
            + " with speed-up and efficiency against one thread; each run times the third launch of a process, after"
            + " two that warm it up",
            arity = "0..1", fallbackValue = "histogram,aiwc,aiwc+fermi-l1")
    String sweep;

    @Option(names = "--threads", split = ",", description = "with --sweep: the thread counts to run (default 1, 2, 4,"
            + " ... and the core count); the speed-up is against the first. With --only launches: the thread counts of"
            + " the small launches (default the core count)")
    List<Integer> threads;

    @Option(names = "--copies", description = "with --sweep: also run, per collector set, the largest thread count's"
            + " worth of one-thread copies at once against one alone (each with one GC thread): the speed-up the host"
            + " gives copies that share nothing, to set the sweep's against")
    boolean copies;

    @Option(names = "--loop", description = "with --sweep: also time, in each round, two loops on registers alone (no"
            + " memory, nothing shared; one dependent chain, and four independent ones that keep a core's execution"
            + " units busy) on one thread and on the largest thread count at once: the speed-ups the host gives work"
            + " that shares nothing at all, to set the sweep's against")
    boolean loop;

    @Option(names = "--csv", description = "also write every timed run as a row of this CSV file, which must not exist"
            + " yet, each as its run ends: its part, collectors, threads and round, the wall and CPU seconds of its"
            + " process, the seconds of the launch it times, its peak RSS, instructions and collectors' seconds")
    Path csv;

    /** The rows of {@code --csv}, or null without it. */
    private BenchCsv records;

    /**
     * cpuSeconds: user + system time of the process, sampled until just before it exited; collectorSeconds: each
     * collector's trace and merge seconds, medians over the timed launches.
     */
    record Sample(double wallSeconds, double launchSeconds, long instructions, long peakRssKiB, long l1Requests,
                  double cpuSeconds, Map<String, double[]> collectorSeconds) {

        /** The fermi-l1 collector's trace seconds, 0 without it. */
        double l1Trace() {
            return collectorSeconds.getOrDefault("fermi-l1", new double[2])[0];
        }

        /** The fermi-l1 collector's merge (model) seconds, 0 without it. */
        double l1Model() {
            return collectorSeconds.getOrDefault("fermi-l1", new double[2])[1];
        }
    }

    @Override
    public Integer call() throws Exception {
        boolean launchesOnly = "launches".equals(only);
        if (threads != null && ((sweep == null && !launchesOnly) || threads.stream().anyMatch(t -> t < 1))) {
            System.err.println("aiwc bench: --threads takes thread counts of at least 1, with --sweep or --only"
                    + " launches (given: " + threads + (sweep == null && !launchesOnly ? ", without --sweep" : "") + ")");
            return 2;
        }
        if (copies && sweep == null) {
            System.err.println("aiwc bench: --copies goes with --sweep (the copies' speed-up is set against the"
                    + " sweep's)");
            return 2;
        }
        if (loop && sweep == null) {
            System.err.println("aiwc bench: --loop goes with --sweep (the loop's speed-up is set against the sweep's)");
            return 2;
        }
        if (n < 16 || n > MAX_N || n % 16 != 0) {
            System.err.println("aiwc bench: --n takes a matrix size that is a multiple of 16 (the work-groups are"
                    + " 16x16), from 16 to " + MAX_N + " (given: " + n + ")");
            return 2;
        }
        if (repeat < 1) {
            System.err.println("aiwc bench: --repeat takes a number of runs of at least 1 (given: " + repeat + ")");
            return 2;
        }
        if (only != null) {
            for (String cfg : only.split(",", -1)) {
                if (!CONFIGURATIONS.contains(cfg)) {
                    System.err.println("aiwc bench: --only takes a comma list of " + String.join(", ", CONFIGURATIONS)
                            + " (given: '" + cfg + "' in '" + only + "')");
                    return 2;
                }
            }
        }
        if (launches < 1) {
            System.err.println("aiwc bench: --launches takes a number of launches of at least 1 (given: " + launches
                    + ")");
            return 2;
        }
        records = csv == null ? null : BenchCsv.create(csv, Runtime.getRuntime().availableProcessors());
        // the kernels, specs and the timed runs' outputs: megabytes a benchmark, removed when it ends
        Path dir = Files.createTempDirectory("aiwc-bench");
        try {
            return bench(dir, launchesOnly);
        } finally {
            OutputFiles.deleteTree(dir);
            if (records != null) {
                records.close();
            }
        }
    }

    /** The benchmark proper, its files in {@code dir}. */
    private int bench(Path dir, boolean launchesOnly) throws Exception {
        Path cl = dir.resolve("mm.cl");
        Files.writeString(cl, """
                __kernel void mm(__global const float* A, __global const float* B, __global float* C, int N) {
                  int r = get_global_id(1), c = get_global_id(0);
                  float acc = 0.0f;
                  for (int k = 0; k < N; k++) acc += A[r*N+k] * B[k*N+c];
                  C[r*N+c] = acc;
                }
                """);
        long bytes = 4L * n * n;
        Path sim = dir.resolve("mm.sim");
        Files.writeString(sim, "mm.cl\nmm\n" + n + " " + n + " 1\n16 16 1\n"
                + "<size=" + bytes + " float range=0:1:" + (n * n - 1) + ">\n"
                + "<size=" + bytes + " float fill=0.5>\n"
                + "<size=" + bytes + " float noinit>\n"
                + "<size=4>" + n + "\n");
        // the instruction-rate figures come from warm launches: the same launch four times, the last three timed
        Path json = dir.resolve("mm.json");
        Files.writeString(json, mmLaunches(4));
        // the floor: the same command on a 16-element vector add, whose simulation is negligible
        Files.writeString(dir.resolve("vadd.cl"), """
                __kernel void vadd(__global const float* a, __global const float* b, __global float* c) {
                  int i = get_global_id(0);
                  c[i] = a[i] + b[i];
                }
                """);
        Path floorSim = dir.resolve("vadd.sim");
        Files.writeString(floorSim, "vadd.cl\nvadd\n16 1 1\n4 1 1\n<size=64 float range=0:1:15>\n"
                + "<size=64 float fill=0.5>\n<size=64 float noinit>\n");
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.printf(Locale.ROOT, "aiwc bench: row-major matrix multiply N=%d, 16x16 work-groups, %d cores, %d runs each%n",
                n, cores, repeat);
        System.out.println("JVM options of the timed runs: " + String.join(" ", jvmOptions()));
        if (sweep == null) {
            System.out.println("histogram and fermi-l1 model rows: launch = median warm launch (4 launches per process, "
                    + "last 3 timed); other rows: one launch in a fresh process; wall = whole process");
        }
        List<String> configs = only == null ? CONFIGURATIONS : List.of(only.split(","));
        if (sweep == null && configs.equals(List.of("launches"))) {
            smallLaunches(dir, cores);
            return 0;
        }
        // one untimed run compiles the kernel into the IR cache, so every timed run starts equal
        runAiwc(dir, sim, "mm", "histogram", 1, false);
        if (sweep != null) {
            Path spec = dir.resolve("mm-sweep.json");
            Files.writeString(spec, mmLaunches(SWEEP_UNTIMED + 1));
            sweep(dir, spec, cores);
            return 0;
        }
        runAiwc(dir, floorSim, "vadd", "histogram", 1, false);
        if (configs.contains("launches")) {
            smallLaunches(dir, cores);
        }
        double hist1 = 0;
        double aiwcWall = 0;
        double aiwcRss = 0;
        double floorRss = 0;
        Sample fermi = null;
        boolean oclgrind = !noOclgrind && commandExists("oclgrind-kernel");
        // Oclgrind's runs alternate with the aiwc row's, so that each round's ratio is of two runs under the same load
        List<Sample> oclgrindSamples = new ArrayList<>();
        List<Sample> aiwcSamples = new ArrayList<>();
        for (String cfg : configs) {
            if (cfg.equals("launches")) {
                continue;
            }
            int t = cfg.equals("hist1") || cfg.equals("l1") ? 1 : cores;
            String collectors = switch (cfg) {
                case "hist1", "histN" -> "histogram";
                case "aiwc", "floor" -> "aiwc";
                case "fermi" -> "aiwc,fermi-l1";
                case "l1" -> "fermi-l1";
                default -> throw new IllegalArgumentException("unknown configuration " + cfg);
            };
            boolean warm = cfg.equals("hist1") || cfg.equals("histN") || cfg.equals("l1");
            String kernel = cfg.equals("floor") ? "vadd" : "mm";
            Path spec = cfg.equals("floor") ? floorSim : warm ? json : sim;
            List<Sample> samples = new ArrayList<>();
            for (int i = 0; i < repeat; i++) {
                boolean paired = oclgrind && cfg.equals("aiwc") && aiwcSamples.isEmpty(); // (--only may name it twice)
                // the order flips every round, so neither side always runs on the machine the other just warmed
                if (paired && i % 2 == 1) {
                    oclgrindSamples.add(runOclgrind(dir, sim, oclgrindSamples.size() + 1));
                }
                Sample sample = runAiwc(dir, spec, kernel, collectors, t, warm);
                samples.add(sample);
                record(cfg, collectors, t, i + 1, kernel, sample);
                if (paired && i % 2 == 0) {
                    oclgrindSamples.add(runOclgrind(dir, sim, oclgrindSamples.size() + 1));
                }
            }
            if (cfg.equals("aiwc") && aiwcSamples.isEmpty()) {
                aiwcSamples = samples;
            }
            double wall = median(samples.stream().mapToDouble(Sample::wallSeconds).toArray());
            double launch = median(samples.stream().mapToDouble(Sample::launchSeconds).toArray());
            double rss = median(samples.stream().mapToDouble(Sample::peakRssKiB).toArray());
            long instr = samples.get(0).instructions();
            double ips = instr / launch;
            System.out.printf(Locale.ROOT, "%-22s threads=%-2d wall %7.2f s  launch %7.2f s  %,14d instr  %8.1f M instr/s  peak RSS %,8.0f KiB%n",
                    label(cfg), t, wall, launch, instr, ips / 1e6, rss);
            switch (cfg) {
                case "hist1" -> hist1 = ips;
                case "histN" -> {
                    if (hist1 > 0) {
                        System.out.printf(Locale.ROOT, "  speed-up %d threads vs 1: %.2fx%n", cores, ips / hist1);
                    }
                }
                case "aiwc" -> {
                    aiwcWall = wall;
                    aiwcRss = rss;
                }
                case "floor" -> floorRss = rss;
                case "l1" -> {
                    long requests = samples.get(0).l1Requests();
                    double model = median(samples.stream().mapToDouble(Sample::l1Model).toArray());
                    double trace = median(samples.stream().mapToDouble(Sample::l1Trace).toArray());
                    System.out.printf(Locale.ROOT, "  fermi-l1, 1 thread, warm: %,d warp-level L1 requests; model %.3f s = "
                                    + "%.1f M requests/s; warp reconstruction + coalescing %.3f s; both %.1f M requests/s%n",
                            requests, model, requests / model / 1e6, trace, requests / (model + trace) / 1e6);
                }
                case "fermi" -> {
                    fermi = samples.get(0);
                    System.out.printf(Locale.ROOT, "  fermi-l1: %,d warp-level L1 requests; run with fermi-l1 / without: %.2fx%n",
                            fermi.l1Requests(), aiwcWall > 0 ? wall / aiwcWall : Double.NaN);
                    if (aiwcWall > 0 && wall > aiwcWall) {
                        System.out.printf(Locale.ROOT, "  fermi-l1 adds %.2f s: %.1f M requests/s%n", wall - aiwcWall,
                                fermi.l1Requests() / (wall - aiwcWall) / 1e6);
                    }
                }
                default -> {
                }
            }
        }
        if (!noOclgrind) {
            if (!oclgrind) {
                System.out.println("oclgrind-kernel not found (Debian package oclgrind): Oclgrind comparison skipped");
            } else {
                List<Sample> samples = oclgrindSamples;
                while (samples.size() < repeat) {
                    samples.add(runOclgrind(dir, sim, samples.size() + 1));
                }
                long instr = oclgrindInstructions(dir.resolve("oclgrind.out"));
                double wall = median(samples.stream().mapToDouble(Sample::wallSeconds).toArray());
                double rss = median(samples.stream().mapToDouble(Sample::peakRssKiB).toArray());
                double cpu = median(samples.stream().mapToDouble(Sample::cpuSeconds).toArray());
                double ips = instr / wall;
                System.out.printf(Locale.ROOT, "%-22s            wall %7.2f s  cpu %7.2f s     %,14d instr  %8.1f M instr/s  peak RSS %,8.0f KiB%n",
                        "oclgrind --inst-counts", wall, cpu, instr, ips / 1e6, rss);
                if (hist1 > 0) {
                    System.out.printf(Locale.ROOT, "  simulator 1 thread (histogram) vs Oclgrind on all cores, instructions/s: %.1fx;"
                            + " vs Oclgrind per CPU-second: %.1fx%n", hist1 / ips, hist1 / (instr / cpu));
                }
                if (aiwcWall > 0) {
                    double[] rounds = roundRatios(samples, aiwcSamples, Sample::wallSeconds);
                    System.out.printf(Locale.ROOT, "  full aiwc collectors vs Oclgrind, wall time: %.1fx faster"
                                    + " (median of the %d rounds' own ratios, each an aiwc run and an Oclgrind run"
                                    + " back to back: %s); peak RSS %.2f of Oclgrind's%n",
                            median(rounds), rounds.length, spread(rounds), aiwcRss / rss);
                }
                if (floorRss > 0) {
                    System.out.printf(Locale.ROOT, "  the same command on a 16-element vector add: peak RSS %.2f of Oclgrind's%n",
                            floorRss / rss);
                }
            }
        }
        return 0;
    }

    /**
     * The cost of a small launch, as in applications of thousands of them (hmm's normalisation, lud's diagonal
     * blocks): a 64-element local-memory reduction in one work-group, launched {@code --launches} times in one
     * process with the default collectors on every core. A launch's share is the difference between that process and
     * one that launches once, so it includes everything a launch costs (collector set-up, simulation, merge and
     * finish, writing its JSON) and nothing the process pays once (JVM start, compiling the kernel).
     */
    private void smallLaunches(Path dir, int cores) throws IOException, InterruptedException {
        Files.writeString(dir.resolve("sum.cl"), """
                __kernel void sum(__global const float* in, __global float* out, __local float* part) {
                  int l = get_local_id(0);
                  part[l] = in[get_global_id(0)];
                  barrier(CLK_LOCAL_MEM_FENCE);
                  for (int s = get_local_size(0) / 2; s > 0; s /= 2) {
                    if (l < s) part[l] += part[l + s];
                    barrier(CLK_LOCAL_MEM_FENCE);
                  }
                  if (l == 0) out[get_group_id(0)] = part[0];
                }
                """);
        Path one = dir.resolve("sum-1.json");
        Path many = dir.resolve("sum-n.json");
        Files.writeString(one, sumLaunches(1));
        Files.writeString(many, sumLaunches(launches + 1));
        runAiwc(dir, one, "sum", "aiwc", cores, false); // compiles the kernel into the IR cache
        for (int t : threads != null && sweep == null ? threads : List.of(cores)) {
            List<Sample> single = new ArrayList<>();
            List<Sample> repeated = new ArrayList<>();
            for (int i = 0; i < repeat; i++) {
                // alternating, so that a machine's changing load falls on both alike
                single.add(runAiwc(dir, one, "sum", "aiwc", t, false));
                record("launches-single", "aiwc", t, i + 1, "sum", single.get(i));
                repeated.add(runAiwc(dir, many, "sum", "aiwc", t, false));
                record("launches-repeated", "aiwc", t, i + 1, "sum", repeated.get(i));
            }
            double wall = median(repeated.stream().mapToDouble(Sample::wallSeconds).toArray())
                    - median(single.stream().mapToDouble(Sample::wallSeconds).toArray());
            double cpu = median(repeated.stream().mapToDouble(Sample::cpuSeconds).toArray())
                    - median(single.stream().mapToDouble(Sample::cpuSeconds).toArray());
            System.out.printf(Locale.ROOT, "%-22s threads=%-2d %d more launches: %7.2f s wall, %7.2f s cpu: %8.1f"
                            + " launches/s  %6.2f ms a launch (%5.2f ms cpu)%n", "small launches", t, launches, wall,
                    cpu, launches / wall, 1000 * wall / launches, 1000 * cpu / launches);
        }
    }

    /** A JSON spec that launches the 64-element reduction {@code count} times on the same buffers. */
    private static String sumLaunches(int count) {
        String oneLaunch = "{\"kernel\": \"sum\", \"global\": [64], \"local\": [64], "
                + "\"args\": [\"in\", \"out\", {\"local\": 256}]}";
        return repeatedLaunch("sum.cl", "\"in\": {\"type\": \"float\", \"count\": 64, \"range\": {\"start\": 0,"
                + " \"step\": 1}}, \"out\": {\"type\": \"float\", \"count\": 1, \"fill\": 0}", oneLaunch, count);
    }

    /** A JSON spec that launches the N x N matrix multiply {@code launches} times on the same buffers. */
    private String mmLaunches(int launches) {
        String oneLaunch = "{\"kernel\": \"mm\", \"global\": [" + n + ", " + n + "], \"local\": [16, 16], "
                + "\"args\": [\"A\", \"B\", \"C\", {\"type\": \"int\", \"value\": " + n + "}]}";
        return repeatedLaunch("mm.cl", "\"A\": {\"type\": \"float\", \"count\": " + n * n + ", \"range\": {\"start\": 0,"
                + " \"step\": 1}}, \"B\": {\"type\": \"float\", \"count\": " + n * n + ", \"fill\": 0.5}, "
                + "\"C\": {\"type\": \"float\", \"count\": " + n * n + ", \"fill\": 0}", oneLaunch, launches);
    }

    /** A JSON spec of {@code source} with these buffers that makes the same launch {@code count} times. */
    private static String repeatedLaunch(String source, String buffers, String oneLaunch, int count) {
        return "{\"source\": \"" + source + "\", \"buffers\": {" + buffers + "}, \"invocations\": ["
                + String.join(", ", java.util.Collections.nCopies(count, oneLaunch)) + "]}\n";
    }

    /**
     * Launches of a sweep's process before the one timed. The second launch is not warm yet: code that runs once a
     * launch (the collectors' finish, the merges' start) is still being compiled. On 16- and 64-core hosts, mm N=512
     * with the aiwc collectors, the finish after the last merge took 81-92 ms in the second launch and 12-15 ms in the
     * third on one thread, and 19-149 ms (median 83) against 11-17 ms on 16 threads (2026-11-27): under 1% of the
     * one-thread launch and about 6% of the 16-thread one.
     */
    static final int SWEEP_UNTIMED = 2;

    /** Thread counts of the sweep: powers of two below the core count, then the core count. */
    static List<Integer> sweepThreads(int cores) {
        List<Integer> t = new ArrayList<>();
        for (int k = 1; k < cores; k *= 2) {
            t.add(k);
        }
        t.add(cores);
        return t;
    }

    private void sweep(Path dir, Path spec, int cores) throws IOException, InterruptedException {
        System.out.println("thread sweep: launch = median over runs of the third launch of a process (warm: the"
                + " second still runs a launch's once-only code cold); wall = whole process; rounds run every thread"
                + " count once in turn, and the speed-up is the median of the rounds' own ratios, so a host whose speed"
                + " drifts during the sweep moves both sides of each ratio");
        List<Integer> counts = threads != null ? threads : sweepThreads(cores);
        for (String set : sweep.split(",")) {
            String collectors = set.trim().replace('+', ',');
            List<List<Sample>> byCount = new ArrayList<>();
            for (int k = 0; k < counts.size(); k++) {
                byCount.add(new ArrayList<>());
            }
            // per round and loop: one thread's seconds alone, then each thread's seconds at once
            double[][] loopAlone = new double[repeat][LOOP_CHAINS.length];
            double[][][] loopTogether = new double[repeat][LOOP_CHAINS.length][];
            if (loop) {
                for (int chains : LOOP_CHAINS) {
                    RegisterLoop.time(1, RegisterLoop.TURNS / 10, chains); // compiles the loops before the timings
                }
            }
            for (int i = 0; i < repeat; i++) {
                double[] round = new double[counts.size()];
                for (int k = 0; k < counts.size(); k++) {
                    Sample sample = runAiwc(dir, spec, "mm", collectors, counts.get(k), SWEEP_UNTIMED, 1, List.of(),
                            "aiwc");
                    byCount.get(k).add(sample);
                    record("sweep", collectors, counts.get(k), i + 1, "mm", sample);
                    round[k] = sample.launchSeconds();
                }
                if (repeat > 1) {
                    // as each round ends: a sweep stopped by a time limit keeps the rounds it finished
                    System.out.println(roundLine(collectors, i + 1, repeat, counts, round));
                }
                for (int c = 0; loop && c < LOOP_CHAINS.length; c++) {
                    loopAlone[i][c] = RegisterLoop.time(1, RegisterLoop.TURNS, LOOP_CHAINS[c])[0];
                    loopTogether[i][c] = RegisterLoop.time(counts.get(counts.size() - 1), RegisterLoop.TURNS,
                            LOOP_CHAINS[c]);
                    if (records != null) {
                        String part = "loop-" + LOOP_CHAINS[c] + (LOOP_CHAINS[c] == 1 ? "-chain" : "-chains");
                        records.loop(part, 1, i + 1, loopAlone[i][c]);
                        records.loop(part, loopTogether[i][c].length, i + 1, RegisterLoop.slowest(loopTogether[i][c]));
                    }
                }
            }
            int first = counts.get(0);
            double lastSpeedUp = 0;
            for (int k = 0; k < counts.size(); k++) {
                int t = counts.get(k);
                List<Sample> samples = byCount.get(k);
                double launch = median(samples.stream().mapToDouble(Sample::launchSeconds).toArray());
                double wall = median(samples.stream().mapToDouble(Sample::wallSeconds).toArray());
                double rss = median(samples.stream().mapToDouble(Sample::peakRssKiB).toArray());
                double[] ratios = roundRatios(byCount.get(0), samples);
                double speedUp = median(ratios);
                lastSpeedUp = speedUp;
                System.out.printf(Locale.ROOT, "%-22s threads=%-3d launch %7.3f s  wall %7.2f s  speed-up %5.2fx"
                                + "  efficiency %4.2f  %8.1f M instr/s  peak RSS %,8.0f KiB%n", collectors, t, launch, wall,
                        speedUp, speedUp * first / t, samples.get(0).instructions() / launch / 1e6, rss);
                if (repeat > 1 && k > 0) {
                    System.out.printf(Locale.ROOT, "%22s rounds' speed-ups %s%n", "", spread(ratios));
                }
                // where the launch went per collector: trace is summed over the worker threads, merge is one thread
                StringBuilder per = new StringBuilder();
                for (String name : samples.get(0).collectorSeconds().keySet()) {
                    double trace = median(samples.stream().mapToDouble(x -> x.collectorSeconds()
                            .getOrDefault(name, new double[2])[0]).toArray());
                    double merge = median(samples.stream().mapToDouble(x -> x.collectorSeconds()
                            .getOrDefault(name, new double[2])[1]).toArray());
                    per.append(String.format(Locale.ROOT, "  %s trace %.3f s merge %.3f s", name, trace, merge));
                }
                if (per.length() > 0) {
                    System.out.println(" ".repeat(22) + per);
                }
            }
            if (loop) {
                registerLoops(collectors, loopAlone, loopTogether, lastSpeedUp);
            }
            if (copies) {
                copiesAtOnce(dir, spec, collectors, counts.get(counts.size() - 1), lastSpeedUp, first);
            }
        }
    }

    /** The chains of the register loops of {@code --loop}: one dependent chain, then four independent ones. */
    private static final int[] LOOP_CHAINS = {1, 4};

    /**
     * The register loops' figures beside the sweep's: per round, each loop on one thread and then on the largest
     * thread count at once ({@link RegisterLoop#speedUp}); the medians of the rounds' figures.
     */
    private static void registerLoops(String collectors, double[][] alone, double[][][] together,
                                      double sweepSpeedUp) {
        int threads = together[0][0].length;
        for (int c = 0; c < LOOP_CHAINS.length; c++) {
            double[] ratios = new double[alone.length];
            double[] one = new double[alone.length];
            double[] slowest = new double[alone.length];
            for (int i = 0; i < ratios.length; i++) {
                ratios[i] = RegisterLoop.speedUp(alone[i][c], together[i][c]);
                one[i] = alone[i][c];
                slowest[i] = RegisterLoop.slowest(together[i][c]);
            }
            double ratio = median(ratios);
            System.out.printf(Locale.ROOT, "%-22s register loop, %s: %d threads at once, slowest %6.3f s (one alone"
                            + " %6.3f s): %5.2fx%s; the sweep's %.2fx is %.2f of it%n", c == 0 ? collectors : "",
                    LOOP_CHAINS[c] == 1 ? "one chain" : LOOP_CHAINS[c] + " chains", threads, median(slowest),
                    median(one), ratio, ratios.length > 1 ? " (rounds " + spread(ratios) + ")" : "", sweepSpeedUp,
                    sweepSpeedUp / ratio);
        }
    }

    /**
     * Options that keep a copy's JVM to one thread of garbage collection, so that {@code processes} JVMs at
     * once do not each run a parallel collector's thread per core (a one-thread run alone gets the same options).
     */
    static final List<String> ONE_GC_THREAD = List.of("-XX:ParallelGCThreads=1", "-XX:ConcGCThreads=1");

    /**
     * What the host gives {@code processes} copies of the one-thread run: per round, one one-thread process alone,
     * then {@code processes} of them at once, each doing the whole launch; the round's figure is the work done per
     * second together over the work done alone ({@link #throughputRatio}). The copies share no data, so what keeps it
     * below {@code processes} is the host (its clocks under load, caches and memory bandwidth, hardware threads
     * sharing a core) and what each copy carries alone (its own JIT compiler threads, the whole launch's working
     * set). It is an estimate to set the sweep against, not a bound: the threads of one process share a JIT and
     * split the working set (on 2 cores the sweep's 2 threads beat 2 copies).
     */
    private void copiesAtOnce(Path dir, Path spec, String collectors, int processes, double sweepSpeedUp, int first)
            throws IOException, InterruptedException {
        double[] ratios = new double[repeat];
        double[] alone = new double[repeat];
        List<Double> together = new ArrayList<>();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(processes);
        try {
            for (int i = 0; i < repeat; i++) {
                Sample one = runAiwc(dir, spec, "mm", collectors, 1, SWEEP_UNTIMED, 1, ONE_GC_THREAD, "alone");
                List<java.util.concurrent.Future<Sample>> running = new ArrayList<>();
                for (int p = 0; p < processes; p++) {
                    String log = "together-" + p;
                    running.add(pool.submit(() -> runAiwc(dir, spec, "mm", collectors, 1, SWEEP_UNTIMED, 1,
                            ONE_GC_THREAD, log)));
                }
                List<Sample> all = new ArrayList<>();
                for (java.util.concurrent.Future<Sample> f : running) {
                    try {
                        all.add(f.get());
                    } catch (java.util.concurrent.ExecutionException e) {
                        if (e.getCause() instanceof IOException io) {
                            throw io;
                        }
                        throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
                    }
                }
                alone[i] = one.launchSeconds();
                all.forEach(s -> together.add(s.launchSeconds()));
                record("copies-alone", collectors, 1, i + 1, "mm", one);
                for (Sample s : all) {
                    record("copies-together", collectors, 1, i + 1, "mm", s);
                }
                ratios[i] = throughputRatio(one, all);
            }
        } finally {
            pool.shutdownNow();
        }
        double copiesRatio = median(ratios);
        System.out.printf(Locale.ROOT, "%-22s copies: %d one-thread copies at once, launch %7.3f s (alone %7.3f s):"
                        + " %5.2fx the work per second of one%n", collectors, processes,
                median(together.stream().mapToDouble(Double::doubleValue).toArray()), median(alone), copiesRatio);
        if (repeat > 1) {
            System.out.printf(Locale.ROOT, "%22s rounds' copies %s%n", "", spread(ratios));
        }
        if (first == 1 && sweepSpeedUp > 0) {
            System.out.printf(Locale.ROOT, "%22s the sweep's %d-thread speed-up %.2fx is %.2f of the copies'%n", "",
                    processes, sweepSpeedUp, sweepSpeedUp / copiesRatio);
        }
    }

    /**
     * How much more work {@code together} (processes running at once, each the same launch as {@code alone}) did per
     * second than {@code alone} did: the sum over the processes of alone's launch time over theirs.
     */
    static double throughputRatio(Sample alone, List<Sample> together) {
        double sum = 0;
        for (Sample s : together) {
            sum += alone.launchSeconds() / s.launchSeconds();
        }
        return sum;
    }

    /**
     * One round of a sweep as it ends: each thread count's launch seconds and, after the first, its speed-up over the
     * first, e.g. {@code histogram round 3/12: 1 thread 4.811 s, 16 threads 0.418 s (11.51x)}.
     */
    static String roundLine(String collectors, int round, int rounds, List<Integer> counts, double[] launchSeconds) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-22s round %d/%d:", collectors, round,
                rounds));
        for (int k = 0; k < counts.size(); k++) {
            int t = counts.get(k);
            line.append(String.format(Locale.ROOT, "%s %d thread%s %.3f s", k == 0 ? "" : ",", t, t == 1 ? "" : "s",
                    launchSeconds[k]));
            if (k > 0) {
                line.append(String.format(Locale.ROOT, " (%.2fx)", launchSeconds[0] / launchSeconds[k]));
            }
        }
        return line.toString();
    }

    /** Per round, the first thread count's launch time over this count's: the speed-up each round measured. */
    static double[] roundRatios(List<Sample> baseline, List<Sample> samples) {
        return roundRatios(baseline, samples, Sample::launchSeconds);
    }

    /** Per round, the baseline's {@code time} over the sample's: the ratio each round measured. */
    static double[] roundRatios(List<Sample> baseline, List<Sample> samples, ToDoubleFunction<Sample> time) {
        double[] r = new double[samples.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = time.applyAsDouble(baseline.get(i)) / time.applyAsDouble(samples.get(i));
        }
        return r;
    }

    /** Oclgrind's run of the mm spec with instruction counts, its output in oclgrind.out (the CSV's row of round). */
    private Sample runOclgrind(Path dir, Path sim, int round) throws IOException, InterruptedException {
        Path log = dir.resolve("oclgrind.out");
        Sample s = measure(new ProcessBuilder("oclgrind-kernel", "--inst-counts", sim.toString())
                .directory(dir.toFile()), log);
        if (records != null) {
            records.oclgrind(round, n, s, oclgrindInstructions(log));
        }
        return s;
    }

    /** The run as a row of {@code --csv}, if given. */
    private void record(String part, String collectors, int threads, int round, String kernel, Sample s)
            throws IOException {
        if (records != null) {
            records.run(part, collectors, threads, round, kernel, kernel.equals("mm") ? n : 0, s);
        }
    }

    private static String label(String cfg) {
        return switch (cfg) {
            case "hist1", "histN" -> "histogram collector";
            case "aiwc" -> "aiwc collectors";
            case "floor" -> "aiwc, vector add 16";
            case "l1" -> "fermi-l1 alone";
            default -> "aiwc + fermi-l1";
        };
    }

    /**
     * One child process; with {@code warm} the spec launches the kernel four times and the launch time is the
     * median of the last three (JIT compiled), otherwise the single launch of a fresh process.
     */
    private Sample runAiwc(Path dir, Path sim, String kernel, String collectors, int threads, boolean warm)
            throws IOException, InterruptedException {
        return runAiwc(dir, sim, kernel, collectors, threads, warm ? 1 : 0, warm ? 3 : 0, List.of(), "aiwc");
    }

    /**
     * One child process, its output in {@code log}.log (processes that run at once each need their own), with
     * {@code extraOptions} after the JVM options. With {@code timed} above 0 the spec launches the kernel
     * {@code untimed + timed} times and the launch time is the median of the last {@code timed}, otherwise the single
     * launch of a fresh process.
     */
    private Sample runAiwc(Path dir, Path sim, String kernel, String collectors, int threads, int untimed, int timed,
                           List<String> extraOptions, String log) throws IOException, InterruptedException {
        Path out = Files.createTempDirectory(dir, "out");
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(javaBin));
        cmd.addAll(jvmOptions());
        cmd.addAll(extraOptions);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "run", sim.toString(),
                "--collectors", collectors, "--threads", String.valueOf(threads), "--out", out.toString(), "--quiet"));
        Sample s = measure(new ProcessBuilder(cmd), dir.resolve(log + ".log"));
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(out.resolve(kernel + "-0.json").toFile());
        double launch = json.path("run").path("wallSeconds").asDouble();
        long instr = json.path("metrics").path("compute").path("totalInstructions").asLong(
                Math.round(json.path("run").path("instructionsPerSecond").asDouble() * launch));
        // the launch(es) timed: the single launch of a fresh process, or the last timed (JIT compiled) ones
        List<JsonNode> runs = new ArrayList<>();
        if (timed > 0) {
            for (int i = untimed; i < untimed + timed; i++) {
                runs.add(mapper.readTree(out.resolve(kernel + "-" + i + ".json").toFile()).path("run"));
            }
        } else {
            runs.add(json.path("run"));
        }
        launch = median(runs.stream().mapToDouble(r -> r.path("wallSeconds").asDouble()).toArray());
        // each collector's trace and merge seconds, medians over the same launches
        Map<String, double[]> seconds = new java.util.TreeMap<>();
        for (java.util.Iterator<String> names = runs.get(0).path("collectorSeconds").fieldNames(); names.hasNext(); ) {
            String name = names.next();
            seconds.put(name, new double[]{
                median(runs.stream().mapToDouble(r -> r.path("collectorSeconds").path(name).path("trace").asDouble())
                        .toArray()),
                median(runs.stream().mapToDouble(r -> r.path("collectorSeconds").path(name).path("merge").asDouble())
                        .toArray())});
        }
        JsonNode total = json.path("collectors").path("fermi-l1").path("total");
        long requests = total.path("loadRequests").asLong() + total.path("storeRequests").asLong();
        return new Sample(s.wallSeconds(), launch, instr, s.peakRssKiB(), requests, s.cpuSeconds(), seconds);
    }

    /**
     * The JVM options this process was started with (the launcher's, see {@code ./aiwc}), so that every timed child
     * runs as {@code ./aiwc run} would; {@code -Xss16m} when there are none. A sweep's children all take the options
     * of its largest thread count (the launcher sizes the young generation by it), so thread counts are compared
     * under one heap.
     */
    static List<String> jvmOptions() {
        List<String> options = new ArrayList<>();
        for (String a : java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("-X") || a.startsWith("-D")) {
                options.add(a);
            }
        }
        return options.isEmpty() ? List.of("-Xss16m") : options;
    }

    /** Runs a process to completion, sampling its peak resident set (VmHWM) until it exits. */
    private Sample measure(ProcessBuilder pb, Path log) throws IOException, InterruptedException {
        pb.redirectErrorStream(true).redirectOutput(log.toFile());
        long start = System.nanoTime();
        Process p = pb.start();
        long peak = 0;
        long ticks = 0;
        Path status = Path.of("/proc", String.valueOf(p.pid()), "status");
        Path stat = Path.of("/proc", String.valueOf(p.pid()), "stat");
        while (!p.waitFor(20, TimeUnit.MILLISECONDS)) {
            try {
                for (String line : Files.readAllLines(status)) {
                    if (line.startsWith("VmHWM:")) {
                        peak = Math.max(peak, Long.parseLong(line.replaceAll("[^0-9]", "")));
                    }
                }
                // fields after the command name: state is field 3, utime 14, stime 15 (clock ticks)
                String st = Files.readString(stat);
                String[] f = st.substring(st.lastIndexOf(')') + 2).split(" ");
                ticks = Math.max(ticks, Long.parseLong(f[11]) + Long.parseLong(f[12]));
            } catch (IOException | NumberFormatException | IndexOutOfBoundsException ignored) {
                // the process exited between the check and the read
            }
        }
        double wall = (System.nanoTime() - start) / 1e9;
        if (p.exitValue() == 2) {
            // the child refused its arguments (an unknown collector in --sweep, say): its own message says why
            throw AiwcException.badInput("the benchmark's run was refused: " + Files.readString(log).strip(),
                    sweep != null ? "check the collector sets given to --sweep against 'aiwc collectors'"
                            : "the run's own message above says what it refused");
        }
        if (p.exitValue() == Main.OUT_OF_MEMORY) {
            // the child's own message names its heap's limit and what to do
            throw new AiwcException(AiwcException.Kind.OUT_OF_MEMORY, "a run of the benchmark ran out of memory",
                    Files.readString(log).strip().replaceFirst("^aiwc: ", "") + "\nthe run: " + shown(pb.command()));
        }
        if (p.exitValue() != 0) {
            throw new IllegalStateException("benchmark command failed (exit " + p.exitValue() + "): "
                    + shown(pb.command()) + "\n" + Files.readString(log));
        }
        return new Sample(wall, wall, 0, peak, 0, ticks / 100.0, Map.of());
    }

    /** A child's command line as a message shows it: without the class path, which is most of it. */
    private static String shown(List<String> command) {
        List<String> shown = new ArrayList<>(command);
        int cp = shown.indexOf("-cp");
        if (cp >= 0 && cp + 1 < shown.size()) {
            shown.subList(cp, cp + 2).clear();
        }
        return String.join(" ", shown);
    }

    /** Sums the counts Oclgrind's --inst-counts plugin prints (one "count - opcode" line per opcode). */
    static long oclgrindInstructions(Path log) throws IOException {
        long total = 0;
        for (String line : Files.readAllLines(log)) {
            String t = line.trim();
            int dash = t.indexOf(" - ");
            if (dash > 0) {
                try {
                    total += Long.parseLong(t.substring(0, dash).replace(",", "").trim());
                } catch (NumberFormatException ignored) {
                    // not a count line
                }
            }
        }
        return total;
    }

    private static boolean commandExists(String name) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(d, name))) {
                return true;
            }
        }
        return false;
    }

    /** The rounds' smallest and largest ratio, as "1.23x to 4.56x". */
    static String spread(double[] ratios) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (double r : ratios) {
            low = Math.min(low, r);
            high = Math.max(high, r);
        }
        return String.format(Locale.ROOT, "%.2fx to %.2fx", low, high);
    }

    static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }
}
