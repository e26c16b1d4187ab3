package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.instrumenter.nativecl.Verification;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.dataset.DatasetCsv;
import dev.aiwc.reports.dataset.DatasetIdentity;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputPaths;
import dev.aiwc.reports.timing.RunsCsv;
import dev.aiwc.reports.timing.TimesCsv;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code aiwc time SPEC...}: runs every kernel invocation of the specs natively (OpenCL through JOCL), one warm-up run
 * then {@code --repeat} timed runs, checks the final buffers against the simulator's, and writes the kernel times
 * (profiling events, START..END) per invocation and device to {@code times.csv}, keyed by the datasets' identity
 * columns so that it joins {@code dataset-wide.csv} and feeds {@code aiwc calibrate}, and every run to
 * {@code runs.csv} beside it.
 */
@Command(name = "time", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Time every kernel invocation of run specifications on real OpenCL devices (profiling events),"
        + " verified against the simulator, and write times.csv.")
final class TimeCommand implements Callable<Integer> {
    @Parameters(index = "0..*", arity = "1..*", description = "run specifications (.sim or .json)")
    List<Path> specs;

    @Option(names = "--device", description = "platform or device name substring, or 'all' for every device of every"
            + " OpenCL platform (default: the first device found)")
    String device;

    @Option(names = "--repeat", defaultValue = "10", description = "timed runs per invocation after one warm-up run"
            + " (default 10)")
    int repeat;

    @Option(names = "--out", defaultValue = "aiwc-out", description = "output directory; times.csv (median and"
            + " quartiles) and runs.csv (every run) are written there (default aiwc-out, where 'aiwc run' writes the"
            + " characterisations)")
    Path out;

    @Option(names = "--label", description = "label of the runs in times.csv (default: each spec's file name without"
            + " extension, as 'aiwc run' labels them, so that the rows join the characterisations)")
    String label;

    @Option(names = "--force", description = "replace a times.csv and runs.csv an earlier run left in --out"
            + " (default: refuse, exit 2)")
    boolean force;

    @Option(names = "--ulps", description = "float tolerance of the check, in units in the last place (default 4)")
    Long ulps;

    @Mixin
    SimulationOptions sim;

    /**
     * One timed invocation on one device.
     *
     * @param identity the launch as the datasets name it; profile, recipe, GPU and pipelines are empty, for they
     *                 describe a characterisation, not a native run
     */
    private record Timing(DatasetIdentity identity, NativeDevice.Available device, double[] seconds,
                          boolean verified) {
    }

    /**
     * The command {@code aiwc time SPEC --device DEVICE --repeat REPEAT --out OUT} makes, for a command that times a
     * spec as one of its steps (predict collect).
     */
    static TimeCommand of(Path spec, String device, int repeat, Path out) {
        TimeCommand c = new TimeCommand();
        c.specs = List.of(spec);
        c.device = device;
        c.repeat = repeat;
        c.out = out;
        c.sim = SimulationOptions.of(null, null, null);
        return c;
    }

    @Override
    public Integer call() throws IOException {
        if (repeat < 1) {
            throw AiwcException.badInput("--repeat " + repeat + " times nothing", "Give --repeat 1 or more (default 10).");
        }
        sim.collectors = "";
        Simulator simulator = sim.simulator();
        List<RunSpec> loaded = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (Path s : specs) {
            labels.add(label != null ? label : Characterise.defaultLabel(s));
            RunSpec r = RunSpec.load(s, simulator);
            loaded.add(sim.buildOptions.isBlank() ? r : r.withExtraBuildOptions(sim.buildOptions));
        }
        List<NativeDevice.Available> devices = chosen(device);
        OutputPaths.folder(out, "--out");
        Path file = out.resolve(TimesCsv.FILE);
        Path runsFile = out.resolve(RunsCsv.FILE);
        // refused before the first native run, not after minutes of timing
        OutputFiles.refuseExisting(List.of(file, runsFile), force, "--out");
        Verification.Tolerance tol = ulps == null ? Verification.Tolerance.DEFAULT
                : new Verification.Tolerance(ulps, ulps, Math.max(1, ulps / 2));
        List<Timing> timings = new ArrayList<>();
        List<String> mismatches = new ArrayList<>();
        for (int s = 0; s < loaded.size(); s++) {
            RunSpec spec = loaded.get(s);
            SpecRunner.Outcome simulated = SpecRunner.run(spec, simulator, SpecRunner.Listener.NONE);
            for (NativeDevice.Available d : devices) {
                timings.addAll(time(spec, labels.get(s), simulator, simulated, d, tol, mismatches));
            }
        }
        Files.createDirectories(out);
        OutputFiles.refuseExisting(List.of(file, runsFile), force, "--out"); // nor one written while this one timed
        // the runs first: a times.csv is the sign that the timing finished (predict collect resumes on it)
        OutputFiles.writeString(runsFile, runsCsv(timings));
        OutputFiles.writeString(file, csv(timings)); // beside its name, then renamed: never a truncated times.csv
        System.out.print(table(timings));
        System.out.println("wrote " + timings.size() + " row(s) to " + file.toAbsolutePath().normalize() + " (every run"
                + " in " + RunsCsv.FILE + ")");
        if (!mismatches.isEmpty()) {
            for (String m : mismatches) {
                System.err.println("aiwc: " + m);
            }
            System.err.println("  the rows of these runs are written with verified=false; check the kernel with:"
                    + " aiwc verify SPEC");
            return 1;
        }
        return 0;
    }

    /** The devices {@code --device} names; none matching is exit 3 naming those present. */
    static List<NativeDevice.Available> chosen(String filter) {
        List<NativeDevice.Available> all = NativeDevice.available();
        if (all.isEmpty()) {
            throw AiwcException.missing("no OpenCL device is present",
                    "Install an OpenCL platform, e.g. apt-get install pocl-opencl-icd (PoCL runs OpenCL on the CPU).");
        }
        if (filter == null || filter.isBlank()) {
            return List.of(all.get(0));
        }
        if (filter.strip().equalsIgnoreCase("all")) {
            return all;
        }
        List<NativeDevice.Available> matching = new ArrayList<>();
        for (NativeDevice.Available a : all) {
            if (a.matches(filter)) {
                matching.add(a);
            }
        }
        if (matching.isEmpty()) {
            List<String> names = new ArrayList<>();
            for (NativeDevice.Available a : all) {
                names.add(a.toString());
            }
            throw AiwcException.missing("no OpenCL device or platform name contains '" + filter + "'",
                    "Devices present: " + String.join("; ", names) + ". Give a substring of one of these, or --device all.");
        }
        return matching;
    }

    /** One warm-up run (checked against the simulator), then {@code repeat} timed runs of the whole spec. */
    private List<Timing> time(RunSpec spec, String runLabel, Simulator simulator, SpecRunner.Outcome simulated,
                              NativeDevice.Available which, Verification.Tolerance tol, List<String> mismatches) {
        int n = spec.invocations().size();
        double[][] seconds = new double[n][repeat];
        boolean verified;
        int firstBad = n; // invocations before it left buffers equal to the simulator's
        try (NativeDevice nativeDevice = NativeDevice.open(which)) {
            SpecRunner.Outcome warm = SpecRunner.run(spec, nativeDevice, SpecRunner.Listener.NONE);
            nativeDevice.releaseRuns();
            Verification.Report report = Verification.compare(spec, warm, simulated, tol);
            verified = report.passed();
            if (!verified) {
                int first = n == 1 ? 0 : firstDiverging(spec, simulator, nativeDevice, tol);
                firstBad = first;
                RunSpec.Invocation inv = spec.invocations().get(first);
                for (Verification.BufferComparison b : Verification.compare(prefix(spec, first + 1),
                        SpecRunner.run(prefix(spec, first + 1), nativeDevice, SpecRunner.Listener.NONE),
                        SpecRunner.run(prefix(spec, first + 1), simulator, SpecRunner.Listener.NONE), tol).buffers()) {
                    if (!b.matches()) {
                        mismatches.add(report.spec() + " on " + which + ": buffer " + b.name() + " differs from the"
                                + " simulator's after invocation " + first + " (kernel " + inv.kernel() + "): "
                                + b.mismatches() + " of " + b.elements() + " elements, first at [" + b.firstIndex()
                                + "]: native " + b.expected() + ", simulator " + b.actual());
                    }
                }
                nativeDevice.releaseRuns();
            }
            for (int r = 0; r < repeat; r++) {
                List<LaunchResult> launches = SpecRunner.run(spec, nativeDevice, SpecRunner.Listener.NONE).launches();
                nativeDevice.releaseRuns();
                for (int i = 0; i < n; i++) {
                    seconds[i][r] = launches.get(i).seconds();
                }
            }
        }
        List<Timing> out = new ArrayList<>(n);
        Map<String, Integer> perKernel = new HashMap<>();
        for (int i = 0; i < n; i++) {
            RunSpec.Invocation inv = spec.invocations().get(i);
            int k = perKernel.merge(inv.kernel(), 1, Integer::sum) - 1;
            // the local size the simulator ran (the spec may leave it to the device), as the characterisation has it
            long[] local = simulated.launches().get(i).range().local();
            // the source as the simulator names it in the characterisation (kernel.source), so the keys are equal
            String source = spec.source().toString();
            String sha = Characterise.sourceSha256(source);
            DatasetIdentity id = new DatasetIdentity(DatasetIdentity.launchKey(runLabel, inv.kernel(), k, sha,
                    spec.buildOptions(), inv.range().global(), local), runLabel, null, inv.kernel(), null, k, source,
                    sha, spec.buildOptions(), inv.range().global(), local, null, null, null, null,
                    Characterise.TOOL_VERSION);
            out.add(new Timing(id, which, seconds[i], i < firstBad));
        }
        return out;
    }

    /** The spec's first {@code count} invocations, on the same buffers. */
    private static RunSpec prefix(RunSpec spec, int count) {
        return new RunSpec(spec.specFile(), spec.format(), spec.source(), spec.buildOptions(), spec.buffers(),
                spec.invocations().subList(0, count));
    }

    /**
     * The first invocation after which the buffers differ (the final buffers do), found by running ever longer
     * prefixes of the spec on both devices: only when a check fails, so its cost is the error path's.
     */
    private static int firstDiverging(RunSpec spec, Simulator simulator, NativeDevice nativeDevice,
                                      Verification.Tolerance tol) {
        int n = spec.invocations().size();
        for (int k = 1; k < n; k++) {
            RunSpec p = prefix(spec, k);
            boolean same = Verification.compare(p, SpecRunner.run(p, nativeDevice, SpecRunner.Listener.NONE),
                    SpecRunner.run(p, simulator, SpecRunner.Listener.NONE), tol).passed();
            nativeDevice.releaseRuns();
            if (!same) {
                return k - 1;
            }
        }
        return n - 1;
    }

    /** An NDRange dimension list as times.csv writes it, {@code 64x64x1}. */
    static String range(long[] xyz, int dims) {
        if (xyz.length == 0) {
            return "";
        }
        StringBuilder s = new StringBuilder();
        for (int d = 0; d < 3; d++) {
            s.append(d == 0 ? "" : "x").append(d < Math.min(dims, xyz.length) ? xyz[d] : 1);
        }
        return s.toString();
    }

    private static String csv(List<Timing> timings) {
        StringBuilder s = new StringBuilder(TimesCsv.header());
        for (Timing t : timings) {
            TimesCsv.appendRow(s, t.identity().csv(), t.device().platform(), t.device().device(),
                    t.device().driver(), t.seconds(), t.verified());
        }
        return s.toString();
    }

    /** Every timed run of {@link #csv}'s rows, in their order ({@link RunsCsv}). */
    private static String runsCsv(List<Timing> timings) {
        StringBuilder s = new StringBuilder(RunsCsv.header(DatasetCsv.IDENTITY, timings.isEmpty() ? 0
                : timings.get(0).seconds().length));
        for (Timing t : timings) {
            RunsCsv.appendRow(s, t.identity().csv(), t.device().platform(), t.device().device(), t.seconds(),
                    t.seconds().length);
        }
        return s.toString();
    }

    private static String table(List<Timing> timings) {
        StringBuilder s = new StringBuilder();
        for (Timing t : timings) {
            double[] x = t.seconds().clone();
            Arrays.sort(x);
            s.append(String.format(Locale.ROOT, "%s #%d on %s: median %.3f us (min %.3f, max %.3f) of %d runs%s%n",
                    t.identity().kernel(), t.identity().invocation(), t.device(), TimesCsv.quantile(x, 0.5) * 1e6, x[0] * 1e6, x[x.length - 1] * 1e6,
                    x.length, t.verified() ? "" : ", UNVERIFIED"));
        }
        return s.toString();
    }
}
