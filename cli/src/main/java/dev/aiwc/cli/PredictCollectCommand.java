package dev.aiwc.cli;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.suite.Applications;
import dev.aiwc.dwarfs.suite.SuitePlan;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.ForwardingDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.predict.data.Features;
import dev.aiwc.predict.data.RawRuns;
import dev.aiwc.predict.data.TrainingCsv;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.dataset.DatasetCsv;
import dev.aiwc.reports.dataset.DatasetIdentity;
import dev.aiwc.reports.json.CharacterisationJson;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputLock;
import dev.aiwc.reports.output.OutputPaths;
import dev.aiwc.reports.run.SpecCharacterisation;
import dev.aiwc.reports.timing.RunsCsv;
import dev.aiwc.reports.timing.TimesCsv;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

/**
 * {@code aiwc predict collect}: the training-set builder. Characterises the built-in suite at the sizes asked (and
 * the user's specs), times every invocation natively on every OpenCL device asked, joins the two on the datasets'
 * identity columns and writes {@code training.csv}, every timed run beside it in {@code runs.csv.gz},
 * {@code devices.csv} and a README saying how it was taken.
 * Every step leaves its result in {@code --out} and a rerun skips what is there, so an interrupted collection
 * resumes.
 */
@Command(name = "collect", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Build a training set: characterise the suite (and specs) and time every invocation natively"
        + " on every OpenCL device, joined into training.csv.")
final class PredictCollectCommand implements Callable<Integer> {

    @Option(names = "--sizes", defaultValue = "tiny,small", description = "suite sizes, comma list of tiny, small,"
            + " medium, large (default tiny,small); 'none' for the user's specs only")
    String sizes;

    @Option(names = "--only", split = ",", description = "suite applications (default: all)")
    List<String> only;

    @Option(names = "--spec", description = "a run specification of the user's to add (repeatable)")
    List<Path> specs = new ArrayList<>();

    @Option(names = "--device", defaultValue = "all", description = "platform or device name substring, or 'all'"
            + " (default all)")
    String device;

    @Option(names = "--repeat", defaultValue = "5", description = "timed runs of each application after a warm-up"
            + " run; the median is kept in training.csv, every run in runs.csv.gz (default 5)")
    int repeat;

    @Option(names = "--profile", defaultValue = "default", description = "metric profile: default or aiwc")
    String profile;

    @Option(names = "--threads", description = "simulator worker threads (default: available processors)")
    Integer threads;

    @Option(names = "--out", defaultValue = "aiwc-training", description = "output directory")
    Path out;

    @Override
    public Integer call() throws IOException {
        if (repeat < 1) {
            throw AiwcException.badInput("--repeat " + repeat + " times nothing", "Give --repeat 1 or more.");
        }
        List<String> sizeList = sizes.strip().equalsIgnoreCase("none") ? List.of()
                : SuitePlan.parseSizes(List.of(sizes));
        List<DwarfApplication> apps = only == null || only.isEmpty() ? Applications.all() : Applications.select(only);
        List<NativeDevice.Available> devices = TimeCommand.chosen(device);
        for (Path s : specs) {
            if (!Files.isRegularFile(s)) {
                throw AiwcException.badInput("--spec " + s + " does not exist", "Give a .sim or .json run spec.");
            }
        }
        OutputPaths.folder(out, "--out");
        Files.createDirectories(out);
        Instant started = Instant.now();
        Map<String, Double> stepSeconds = new LinkedHashMap<>();
        try (OutputLock lock = OutputLock.acquire(out, "--out", "aiwc predict collect")) {
            for (String size : sizeList) {
                long t0 = System.nanoTime();
                characteriseSuite(size);
                stepSeconds.put("characterise suite " + size, (System.nanoTime() - t0) / 1e9);
            }
            for (int i = 0; i < specs.size(); i++) {
                long t0 = System.nanoTime();
                characteriseSpec(i, specs.get(i));
                stepSeconds.put("characterise and time spec " + specs.get(i).getFileName(),
                        (System.nanoTime() - t0) / 1e9);
            }
            for (NativeDevice.Available d : devices) {
                for (String size : sizeList) {
                    long t0 = System.nanoTime();
                    for (DwarfApplication app : apps) {
                        timeSuiteRun(app, size, d);
                    }
                    stepSeconds.put("time suite " + size + " on " + d, (System.nanoTime() - t0) / 1e9);
                }
            }
            TrainingSet set = join(sizeList, apps, devices);
            OutputFiles.writeString(out.resolve(TrainingCsv.FILE), TrainingCsv.text(set));
            String runs = RawRuns.text(set);
            Path runsFile = out.resolve(RunsCsv.GZIP_FILE);
            if (runs != null) {
                OutputFiles.write(runsFile, RunsCsv.gzip(runs));
            } else {
                Files.deleteIfExists(runsFile); // of an earlier collection into this folder: it would not match
            }
            OutputFiles.writeString(out.resolve("devices.csv"), DeviceProperties.csv(devices));
            OutputFiles.writeString(out.resolve("README.md"), readme(set, runsFile, sizeList, devices, started,
                    stepSeconds));
            System.out.printf(Locale.ROOT, "wrote %d row(s) (%d invocation(s) on %d device(s), %d features) to %s%n",
                    set.rows().size(), set.rows().size() / Math.max(1, set.devices().size()), set.devices().size(),
                    set.featureNames().size(), out.resolve(TrainingCsv.FILE).toAbsolutePath().normalize());
        }
        return 0;
    }

    /** {@code aiwc suite} into {@code characterisations/<size>}, which resumes by itself. */
    private void characteriseSuite(String size) {
        System.err.println("aiwc: characterising the suite at size " + size);
        check(() -> SuiteCommand.of(size, only == null || only.isEmpty() ? null : only,
                out.resolve("characterisations").resolve(size), true, SimulationOptions.of(null, profile, threads))
                .call(), "characterising the suite at size " + size);
    }

    /** {@code aiwc run} then {@code aiwc time} of one spec into {@code specs/<n>-<name>}, unless done before. */
    private void characteriseSpec(int index, Path spec) {
        String name = spec.getFileName().toString().replaceAll("[^A-Za-z0-9._-]", "_");
        Path dir = out.resolve("specs").resolve(index + "-" + name);
        Path chars = dir.resolve("characterisations");
        Path done = dir.resolve("characterised.txt");
        if (!Files.exists(done)) {
            check(() -> {
                RunCommand.quietly(spec, chars, SpecCharacterisation.Csv.NONE, true,
                        SimulationOptions.of(null, profile, threads));
                return 0;
            }, "characterising " + spec);
            OutputFiles.writeString(done, spec.toAbsolutePath().normalize() + "\n");
        }
        if (!Files.exists(dir.resolve(TimesCsv.FILE))) {
            check(() -> TimeCommand.of(spec, device, repeat, dir).call(), "timing " + spec);
        }
    }

    /** A step of the collection: another command's work, returning its exit code or throwing as it does. */
    private interface Step {
        int run() throws Exception;
    }

    /** Runs {@code step}; a failure is reported as its own command reports it, then as the failed step. */
    private static void check(Step step, String what) {
        int code;
        try {
            code = step.run();
        } catch (Exception e) {
            code = Main.report(e, new PrintWriter(System.err, true));
        }
        check(code, what);
    }

    private static void check(int code, String what) {
        if (code != 0) {
            AiwcException.Kind kind = AiwcException.Kind.ofExitCode(code);
            if (kind == null) {
                kind = AiwcException.Kind.KERNEL_FAILURE;
            }
            throw new AiwcException(kind, what + " failed (exit " + code + ")",
                    "See the messages above; rerun the same command to resume (finished steps are kept).");
        }
    }

    /** The file of one application's times at one size on one device. */
    private Path timesFile(DwarfApplication app, String size, NativeDevice.Available d) {
        return out.resolve("times").resolve(size).resolve(app.name() + "-" + slug(d) + ".csv");
    }

    /** The file of every timed run beside a times file: {@code runs.csv} beside {@code aiwc time}'s times.csv. */
    private static Path runsFile(Path timesFile) {
        String name = timesFile.getFileName().toString();
        return timesFile.resolveSibling(name.equals(TimesCsv.FILE) ? RunsCsv.FILE
                : name.substring(0, name.length() - ".csv".length()) + "-runs.csv");
    }

    private static String slug(NativeDevice.Available d) {
        return (d.platform() + "-" + d.device()).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("(^-|-$)", "");
    }

    /**
     * One warm-up run of the application on the device (its result checked against the Java reference, as every
     * run's is), then {@code repeat} timed runs; each invocation's times are its launches' profiling-event times.
     * Written as {@code aiwc time} writes times.csv and runs.csv, the runs first: the times file is the sign that
     * the step is done.
     */
    private void timeSuiteRun(DwarfApplication app, String size, NativeDevice.Available d) {
        Path file = timesFile(app, size, d);
        if (Files.exists(file)) {
            return;
        }
        System.err.printf("aiwc: timing %s %s on %s%n", app.name(), size, d);
        List<LaunchResult> first = new ArrayList<>();
        List<Path> sources = new ArrayList<>();
        double[][] seconds;
        try (NativeDevice nd = NativeDevice.open(d)) {
            app.run(new SourceRecording(nd, sources), size, first::add);
            nd.releaseRuns();
            seconds = new double[first.size()][repeat];
            for (int r = 0; r < repeat; r++) {
                List<LaunchResult> again = new ArrayList<>();
                app.run(nd, size, again::add);
                nd.releaseRuns();
                if (again.size() != first.size()) {
                    throw AiwcException.kernelFailure(app.name() + " " + size + " launched " + again.size()
                            + " kernels in a timed run on " + d + " but " + first.size() + " in the first",
                            "The launch sequence must not depend on timing; report this as a bug.");
                }
                for (int i = 0; i < again.size(); i++) {
                    seconds[i][r] = again.get(i).seconds();
                }
            }
        }
        StringBuilder s = new StringBuilder(TimesCsv.header());
        StringBuilder runs = new StringBuilder(RunsCsv.header(DatasetCsv.IDENTITY, repeat));
        for (int i = 0; i < first.size(); i++) {
            LaunchResult l = first.get(i);
            NDRange range = l.range();
            // the launch as the suite's characterisation names it (label application/size, the source and its
            // digest); the build options are the suite's own, in its sources; profile, recipe and GPU stay empty,
            // for a native run has none
            String source = sources.get(i).toString();
            String sha = Characterise.sourceSha256(source);
            String label = app.name() + "/" + size;
            DatasetIdentity id = new DatasetIdentity(DatasetIdentity.launchKey(label, l.kernel(), l.invocation(), sha,
                    "", range.global(), range.local()), label, app.name(), l.kernel(), size, l.invocation(), source, sha,
                    "", range.global(), range.local(), null, null, null, null, Characterise.TOOL_VERSION);
            String identity = id.csv();
            TimesCsv.appendRow(s, identity, d.platform(), d.device(), d.driver(), seconds[i], true);
            RunsCsv.appendRow(runs, identity, d.platform(), d.device(), seconds[i], repeat);
        }
        OutputFiles.writeString(runsFile(file), runs.toString());
        OutputFiles.writeString(file, s.toString());
    }

    /** A device that notes the source file of every launch, so the times name the source as the characterisation. */
    private static final class SourceRecording extends ForwardingDevice {
        private final List<Path> sources;

        SourceRecording(ComputeDevice device, List<Path> sources) {
            super(device);
            this.sources = sources;
        }

        @Override
        public LaunchResult launch(ProgramHandle program, String kernel, NDRange range, List<KernelArg> args) {
            sources.add(program.source());
            return device.launch(program, kernel, range, args);
        }

        @Override
        public void close() {
            // the caller closes the device it wrapped
        }
    }

    /**
     * Every characterisation under {@code characterisations/} and {@code specs/}, joined with every times file on
     * the identity columns: one training row per invocation and device. Unverified times (native buffers that
     * differ from the simulator's) and characterisations without a time are left out and counted.
     */
    private TrainingSet join(List<String> sizeList, List<DwarfApplication> apps, List<NativeDevice.Available> devices)
            throws IOException {
        Map<String, Characterisation> byKey = new LinkedHashMap<>();
        for (Path root : List.of(out.resolve("characterisations"), out.resolve("specs"))) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            List<Path> files;
            try (Stream<Path> walk = Files.walk(root)) {
                files = walk.filter(p -> Files.isRegularFile(p) && p.toString().endsWith(".json")).sorted().toList();
            }
            for (Path f : files) {
                Characterisation c = CharacterisationJson.read(f);
                // a suite characterisation names its application and size; a spec's names neither
                boolean suite = c.application() != null && !c.application().isEmpty();
                if (suite && !(c.size() != null && sizeList.contains(c.size())
                        && apps.stream().anyMatch(a -> a.name().equals(c.application())))) {
                    continue; // of a size or application not asked for this time
                }
                byKey.put(TimesCsv.key(nz(c.application()), c.kernel().name(), nz(c.size()),
                        Integer.toString(c.invocation()), nz(c.kernel().source())), c);
            }
        }
        List<Path> timeFiles = new ArrayList<>();
        for (NativeDevice.Available d : devices) {
            for (String size : sizeList) {
                for (DwarfApplication app : apps) {
                    timeFiles.add(timesFile(app, size, d));
                }
            }
        }
        if (Files.isDirectory(out.resolve("specs"))) {
            try (Stream<Path> walk = Files.walk(out.resolve("specs"), 2)) {
                walk.filter(p -> p.getFileName().toString().equals(TimesCsv.FILE)).sorted().forEach(timeFiles::add);
            }
        }
        Set<String> features = new LinkedHashSet<>();
        Map<Characterisation, Map<String, Double>> featuresOf = new HashMap<>();
        for (Characterisation c : byKey.values()) {
            Map<String, Double> f = Features.of(c);
            featuresOf.put(c, f);
            features.addAll(f.keySet());
        }
        List<String> featureNames = new ArrayList<>(features);
        List<TrainingRow> rows = new ArrayList<>();
        Set<String> deviceNames = new LinkedHashSet<>();
        for (NativeDevice.Available d : devices) {
            deviceNames.add(d.toString());
        }
        int unverified = 0;
        int unmatched = 0;
        for (Path tf : timeFiles) {
            // every run of the file's invocations, if kept (not by an aiwc before 2026-11-27)
            Map<String, double[]> runsOf = new HashMap<>();
            if (Files.isRegularFile(runsFile(tf))) {
                for (RunsCsv.Runs r : RunsCsv.read(runsFile(tf))) {
                    runsOf.put(r.key() + "\u0000" + r.device(), r.seconds());
                }
            }
            for (TimesCsv.Timing t : TimesCsv.readEvery(tf)) {
                if (!deviceNames.contains(t.device())) {
                    continue;
                }
                if (!t.verified()) {
                    unverified++;
                    continue;
                }
                Characterisation c = byKey.get(t.key());
                if (c == null) {
                    unmatched++;
                    continue;
                }
                Map<String, Double> f = featuresOf.get(c);
                double[] values = new double[featureNames.size()];
                for (int j = 0; j < values.length; j++) {
                    values[j] = f.getOrDefault(featureNames.get(j), Double.NaN);
                }
                List<String> identity = new ArrayList<>();
                for (String col : DatasetCsv.IDENTITY) {
                    identity.add(identityValue(c, col));
                }
                double[] runs = runsOf.get(t.key() + "\u0000" + t.device());
                TrainingRow.Timing timing = TrainingRow.Timing.of(t);
                rows.add(new TrainingRow(identity, runs == null ? timing : timing.withRuns(runs), values));
            }
        }
        if (unverified > 0 || unmatched > 0) {
            System.err.printf("aiwc: left out %d unverified timing(s) and %d timing(s) without a characterisation%n",
                    unverified, unmatched);
        }
        if (rows.isEmpty()) {
            throw AiwcException.badInput("no timed invocation matched a characterisation in " + out,
                    "Check the messages above; rerun the collection into a fresh --out.");
        }
        return new TrainingSet(DatasetCsv.IDENTITY, profile, featureNames, rows);
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    /** The value of one identity column of a characterisation, as the datasets write it (unknown: empty). */
    private static String identityValue(Characterisation c, String column) {
        int i = DatasetIdentity.COLUMNS.indexOf(column);
        return i < 0 ? "" : DatasetIdentity.of(c).values().get(i);
    }

    private String readme(TrainingSet set, Path runsFile, List<String> sizeList, List<NativeDevice.Available> devices,
                          Instant started, Map<String, Double> stepSeconds) throws IOException {
        StringBuilder s = new StringBuilder();
        s.append("# Training set: ").append(out.getFileName()).append("\n\n");
        s.append("Written by `aiwc predict collect` (").append(Characterise.TOOL_VERSION).append(") on ")
                .append(started).append(" (UTC start).\n\n");
        s.append("Command: `aiwc predict collect --sizes ").append(sizeList.isEmpty() ? "none" : String.join(",",
                sizeList)).append(only == null || only.isEmpty() ? "" : " --only " + String.join(",", only))
                .append(" --device ").append(device).append(" --repeat ").append(repeat).append(" --profile ")
                .append(profile);
        for (Path p : specs) {
            s.append(" --spec ").append(p);
        }
        s.append(" --out ").append(out.getFileName()).append("`\n\n");
        s.append("## Host\n\n");
        s.append("- CPU: ").append(DeviceProperties.hostCpu()).append(", ")
                .append(Runtime.getRuntime().availableProcessors()).append(" hardware threads available to the JVM\n");
        s.append("- OS: ").append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.version"))
                .append(", Java ").append(System.getProperty("java.version")).append('\n');
        s.append("\n## Devices (properties in devices.csv)\n\n");
        for (NativeDevice.Available d : devices) {
            s.append("- ").append(d).append(", driver ").append(d.driver()).append('\n');
        }
        s.append("\n## How the times were taken\n\n");
        s.append("Each application of the built-in suite ran once on each device as a warm-up (kernels built, results"
                + " checked against the application's Java reference), then ").append(repeat).append(" timed runs;"
                + " every run is checked against the reference too. An invocation's time is the OpenCL profiling"
                + " event's START to END of its launch (the kernel alone, not the host's transfers), and"
                + " `medianSeconds` is the median of its ").append(repeat)
                .append(" runs, `q1Seconds`/`q3Seconds` the quartiles; every run's time is kept in `runs.csv.gz`."
                + " User specs are timed by `aiwc time` (verified against the simulator; unverified rows are left"
                + " out). The characterisations are `aiwc suite --profile ").append(profile)
                .append("` (deterministic, any thread count). Medians over repeats because the host may be shared"
                        + " with other work while timing.\n\n");
        s.append("## Contents\n\n");
        s.append("- `training.csv`: ").append(set.rows().size()).append(" rows (invocation × device), ")
                .append(set.featureNames().size()).append(" features (the numeric `metrics` of the characterisations,"
                        + " histogram entries left out), identity columns `").append(String.join(",",
                        set.identityColumns())).append("`\n");
        s.append("- SHA-256 of training.csv: `").append(set.sha256()).append("`\n");
        if (Files.isRegularFile(runsFile)) {
            int kept = 0;
            for (TrainingRow r : set.rows()) {
                kept += r.timing().runSeconds().length > 0 ? 1 : 0;
            }
            s.append("- `runs.csv.gz`: every timed run of ").append(kept).append(" of those rows (the identity"
                    + " columns, platform, device, then `run1Nanoseconds`, … each run's kernel time in ns), ")
                    .append(Files.size(runsFile)).append(" bytes gzipped; `aiwc predict evaluate` makes the rows of"
                    + " Johnston et al. from it (`johnston-runs`)\n");
        }
        Map<String, Integer> perDevice = new LinkedHashMap<>();
        for (TrainingRow r : set.rows()) {
            perDevice.merge(r.device(), 1, Integer::sum);
        }
        perDevice.forEach((d, n) -> s.append("- ").append(d).append(": ").append(n).append(" rows\n"));
        s.append("\n## Time each step took (s)\n\n");
        stepSeconds.forEach((k, v) -> s.append(String.format(Locale.ROOT, "- %s: %.1f%n", k, v)));
        s.append("\n(Steps done by an earlier, interrupted run of the same command are listed with the short time of"
                + " finding their results.)\n");
        return s.toString();
    }
}
