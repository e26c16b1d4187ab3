package dev.aiwc.cli;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.OutputFileName;
import dev.aiwc.cli.sweep.Configuration;
import dev.aiwc.cli.sweep.Define;
import dev.aiwc.cli.sweep.LocalSize;
import dev.aiwc.cli.sweep.PresetCollector;
import dev.aiwc.cli.sweep.SweepSpace;
import dev.aiwc.fermil1.config.GpuCatalogue;
import dev.aiwc.fermil1.mwpcwp.MwpCwpCollector;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.nativecl.Verification;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.dataset.SweepDataset;
import dev.aiwc.reports.html.SweepReport;
import dev.aiwc.reports.json.CharacterisationJson;
import dev.aiwc.reports.model.Answer;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.SweepPoint;
import dev.aiwc.reports.model.SweepRanking;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputLock;
import dev.aiwc.reports.output.OutputPaths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code aiwc sweep SPEC}: characterises a spec over the product of work-group sizes, macro values and GPU presets,
 * and ranks the configurations by predicted time on each GPU.
 *
 * <p>The architecture-independent metrics do not depend on the GPU, so each (work-group size, macros) configuration
 * is simulated once, and its trace feeds one run of each GPU model (a collector with a {@value CollectorSettings#GPU} setting) per preset
 * through {@link PresetCollector}s: a sweep over three GPUs costs one simulation per configuration, not three.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = {"Characterise a run specification over every combination of work-group sizes (--local),"
                + " macro values (--define) and GPU presets (--gpu), and rank the combinations by predicted time on"
                + " each GPU (the mwp-cwp collector is always added).",
                "The product: each --local size with each combination of the --define values (the last --define"
                        + " varying fastest), each on every --gpu. An extent a size does not give is 1 (16 is"
                        + " 16x1x1); a size that does not divide an invocation's global size is skipped with the"
                        + " reason.",
                "Each size and macro combination is simulated once; the GPU models run once per GPU on that trace.",
                "Writes to --out: <kernel>-<n>_<configuration>_<gpu>.json per invocation, sweep.csv (one row per"
                        + " configuration, GPU and invocation, the varied values first) and sweep.html."})
final class SweepCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "run specification: Oclgrind .sim file or aiwc JSON spec")
    Path spec;

    @Option(names = "--local", description = "work-group sizes to try, a comma list, e.g. 8x8,16x16,32x8"
            + " (repeatable; default: the spec's own)")
    List<String> locals = List.of();

    @Option(names = "--define", description = "a macro and its values, NAME=v1,v2: each adds -DNAME=v to the build"
            + " options (repeatable); NAME=@local.x gives it the work-group size's x extent (also y, z) instead of"
            + " values of its own")
    List<String> defines = List.of();

    @Option(names = "--out", defaultValue = "aiwc-sweep", description = "output directory")
    Path out;

    @Option(names = "--force", description = "replace files an earlier sweep left in --out (default: refuse, exit 2)")
    boolean force;

    @Option(names = "--quiet", description = "print only errors and the best configuration per GPU")
    boolean quiet;

    @Option(names = "--verify", description = "check each configuration's final buffers against the spec's own"
            + " configuration (its work-group sizes, no --define values; floats within 4 ulp): one whose results"
            + " differ is reported as wrong and not ranked. Leave it off where the results legitimately depend on"
            + " the work-group size (per-group partial sums)")
    boolean verify;

    @Mixin
    SimulationOptions sim;

    static final String DATASET = "sweep.csv";
    static final String PAGE = "sweep.html";

    @Override
    public Integer call() throws Exception {
        List<LocalSize> sizes = new ArrayList<>();
        for (String list : locals) {
            for (String s : list.split(",", -1)) {
                sizes.add(LocalSize.parse(s));
            }
        }
        List<Define> macros = new ArrayList<>();
        for (String d : defines) {
            macros.add(Define.parse(d));
        }
        SweepSpace space = new SweepSpace(sizes, macros);
        List<String> gpus = gpus();
        List<Collector> models = models();
        // the settings of every model once, then each GPU model's for every GPU (--gpu is a list here)
        CollectorOptions options = sim.uncheckedOptions(models);
        for (Collector c : models) {
            if (CollectorSettings.modelsGpu(c)) {
                for (String g : gpus) {
                    CollectorSettings.check(c, options.with(c.name(), CollectorSettings.GPU, g)
                            .settingsOf(c.name()), " on " + g);
                }
            }
        }
        List<Collector> collectors = collectors(models, gpus);
        Simulator loader = new Simulator(sim.configWithoutCollectors());
        RunSpec base = RunSpec.load(spec, loader);
        if (!sim.buildOptions.isBlank()) {
            base = base.withExtraBuildOptions(sim.buildOptions);
        }
        SweepSpace.Plan plan = space.plan(base);
        PrintStream err = System.err;
        for (SweepSpace.Skipped s : plan.skipped()) {
            err.println("aiwc sweep: skipping " + s.configuration().label() + ": " + s.reason());
        }
        if (plan.valid().isEmpty()) {
            throw AiwcException.badInput("none of the " + space.size() + " configuration(s) can run " + spec
                    + " (each is skipped above, with the reason)", "Give --local sizes that divide every"
                    + " invocation's global size in each dimension.");
        }
        OutputPaths.folder(out, "--out");
        Map<Configuration, String> stems = stems(plan.valid());
        try (OutputLock lock = OutputLock.acquire(out, "--out", "aiwc sweep " + spec)) {
            OutputFiles.refuseExisting(planned(base, plan.valid(), stems, gpus), force, "--out");
            SpecRunner.Outcome reference = verify ? reference(base, options) : null;
            List<SweepPoint> points = new ArrayList<>();
            for (List<SweepPoint> mine : characteriseAll(base, plan.valid(), stems, gpus, collectors, options,
                    reference)) {
                points.addAll(mine);
            }
            int ran = 0;
            for (SweepPoint p : points) {
                ran += p.failed() ? 0 : 1;
            }
            List<SweepReport.Skipped> skipped = new ArrayList<>();
            for (SweepSpace.Skipped s : plan.skipped()) {
                skipped.add(new SweepReport.Skipped(s.configuration().label(), s.reason()));
            }
            Path dataset = OutputFiles.replace(out.resolve(DATASET), t -> {
                try (var w = Files.newBufferedWriter(t)) {
                    SweepDataset.writeWide(points, w);
                }
            });
            Path page = OutputFiles.writeString(out.resolve(PAGE), SweepReport.render(spec.getFileName().toString(),
                    points, skipped));
            PrintStream stdout = System.out;
            for (SweepRanking r : SweepRanking.of(points)) {
                stdout.println(best(r));
            }
            if (!quiet) {
                stdout.println("dataset: " + dataset.toAbsolutePath().normalize());
            }
            stdout.println("page:    " + page.toAbsolutePath().normalize());
            if (ran == 0) {
                err.println("aiwc sweep: every configuration failed; the page lists the simulator's messages");
                return AiwcException.Kind.KERNEL_FAILURE.exitCode;
            }
        }
        return 0;
    }

    /**
     * Characterises every configuration, several at once: a small launch keeps few of the simulator's threads busy
     * and its compilation none, so {@code min(threads, configurations)} configurations run side by side, sharing the
     * threads; results do not depend on the thread count, and come back in the sweep's order.
     */
    private List<List<SweepPoint>> characteriseAll(RunSpec base, List<Configuration> valid,
                                                   Map<Configuration, String> stems, List<String> gpus,
                                                   List<Collector> collectors, CollectorOptions options,
                                                   SpecRunner.Outcome reference) throws InterruptedException {
        int threads = sim.threadCount();
        int workers = Math.min(threads, valid.size());
        int each = Math.max(1, threads / workers);
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        PrintStream err = System.err;
        int[] done = {0};
        try {
            List<Future<List<SweepPoint>>> futures = new ArrayList<>();
            for (Configuration c : valid) {
                futures.add(pool.submit(() -> {
                    List<SweepPoint> mine = characterise(base, c, stems.get(c), gpus, collectors, options, reference,
                            each);
                    synchronized (done) {
                        done[0]++;
                        if (!quiet) {
                            err.println("aiwc sweep: [" + done[0] + "/" + valid.size() + "] " + c.label() + ": "
                                    + summary(mine));
                        }
                    }
                    return mine;
                }));
            }
            List<List<SweepPoint>> out = new ArrayList<>();
            for (Future<List<SweepPoint>> f : futures) {
                try {
                    out.add(f.get());
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException r) {
                        throw r; // a missing prerequisite or a write that failed: the sweep stops
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The GPU presets of {@code --gpu} (a comma list here), by their catalogue names, each once; h100 by default. */
    private List<String> gpus() {
        Set<String> out = new LinkedHashSet<>();
        for (String g : (sim.gpu == null ? "" : sim.gpu).split(",", -1)) {
            if (g.isBlank() && sim.gpu != null) {
                throw AiwcException.badInput("--gpu '" + sim.gpu + "' has an empty name in its list",
                        "Give GPU presets separated by commas, e.g. --gpu h100,v100: " + GpuCatalogue.names());
            }
            try {
                out.add(GpuCatalogue.get(g).name());
            } catch (IllegalArgumentException e) {
                throw AiwcException.badInput(e.getMessage(), "List them with: aiwc l1 --help, or see README.md.");
            }
        }
        return List.copyOf(out);
    }

    /** The collectors of {@code --collectors} in order, mwp-cwp added (the ranking needs its time). */
    private List<Collector> models() {
        List<Collector> chosen = new ArrayList<>(sim.selectedCollectors());
        if (chosen.stream().noneMatch(c -> c.name().equals(MwpCwpCollector.NAME))) {
            chosen.addAll(Collectors.select(MwpCwpCollector.NAME));
        }
        return chosen;
    }

    /** The collectors of one simulation: {@code chosen}, each GPU model once per GPU. */
    private static List<Collector> collectors(List<Collector> chosen, List<String> gpus) {
        List<Collector> out = new ArrayList<>();
        for (Collector c : chosen) {
            if (!CollectorSettings.modelsGpu(c)) {
                out.add(c);
                continue;
            }
            for (String g : gpus) {
                out.add(new PresetCollector(c, CollectorSettings.GPU, g));
            }
        }
        return out;
    }

    /**
     * Simulates one configuration and writes its characterisations, one per invocation and GPU; a configuration the
     * simulator refuses (a kernel failure, a build error) is a failed point on every GPU with its message, and the
     * sweep goes on. A missing prerequisite stops the sweep: no configuration could run.
     */
    private List<SweepPoint> characterise(RunSpec base, Configuration c, String stem, List<String> gpus,
                                          List<Collector> collectors, CollectorOptions options,
                                          SpecRunner.Outcome reference, int threads) {
        Simulator device = new Simulator(sim.configWithoutCollectors().withCollectors(collectors, options)
                .withThreads(threads));
        List<LaunchResult> launches = new ArrayList<>();
        String failure = null;
        try {
            SpecRunner.Outcome outcome = SpecRunner.run(c.applyTo(base), device, new SpecRunner.Listener() {
                @Override
                public void launched(int index, RunSpec.Invocation invocation, LaunchResult result) {
                    launches.add(result);
                }
            });
            failure = reference == null ? null : wrongResults(base, reference, outcome);
        } catch (AiwcException e) {
            if (e.kind() == AiwcException.Kind.MISSING_PREREQUISITE) {
                throw e;
            }
            failure = failureText(e);
        } catch (RuntimeException | OutOfMemoryError e) {
            if (!AiwcException.outOfMemory(e)) {
                throw e;
            }
            // the configuration's tables are garbage once it is abandoned: the others may fit
            failure = failureText(AiwcException.outOfMemory());
        }
        Map<String, String> parameters = parameters(base, c);
        String application = applicationName();
        List<SweepPoint> points = new ArrayList<>();
        for (String gpu : gpus) {
            List<Characterisation> cs = new ArrayList<>();
            List<String> files = new ArrayList<>();
            if (failure == null) {
                for (LaunchResult r : launches) {
                    // each configuration is a variant of its own label; the GPU column tells the presets apart
                    Characterise.Setup setup = new Characterise.Setup(application + " " + c.label(), application, null,
                            sim.profile, sim.optLevel().name(), sim.gpuDescription(gpu), sim.threadCount());
                    Characterisation ch = Characterise.of(PresetCollector.viewFor(r, gpu), setup);
                    String name = fileName(r.kernel(), r.invocation(), stem, gpu);
                    OutputFiles.writeString(out.resolve(name), CharacterisationJson.toJson(ch));
                    cs.add(ch);
                    files.add(name);
                }
            }
            points.add(new SweepPoint(c.label(), parameters, gpu, cs, files, failure));
        }
        return points;
    }

    /** A failed configuration's message, with its detail lines where it has any. */
    private static String failureText(AiwcException e) {
        return e.getMessage() + (e.detail() == null || e.detail().isBlank() ? "" : "\n" + e.detail());
    }

    /** The spec's own configuration run without collectors: the results every configuration must reproduce. */
    private SpecRunner.Outcome reference(RunSpec base, CollectorOptions options) {
        try {
            return SpecRunner.run(base, new Simulator(sim.configWithoutCollectors().withCollectors(List.of(), options)),
                    SpecRunner.Listener.NONE);
        } catch (AiwcException e) {
            throw new AiwcException(e.kind(), "--verify: the spec's own configuration fails, so there are no results"
                    + " to check the sweep against: " + e.getMessage(), e.detail(), e);
        }
    }

    /** What differs between a configuration's final buffers and the reference's, or null when nothing does. */
    static String wrongResults(RunSpec base, SpecRunner.Outcome reference, SpecRunner.Outcome outcome) {
        Verification.Report report = Verification.compare(base, reference, outcome, Verification.Tolerance.DEFAULT);
        for (Verification.BufferComparison b : report.buffers()) {
            if (!b.matches()) {
                return "wrong results (--verify): buffer " + b.name() + " differs from the spec's own configuration"
                        + " in " + b.mismatches() + " of " + b.elements() + " elements, first at [" + b.firstIndex()
                        + "]: " + b.actual() + " where the spec's own configuration gives " + b.expected();
            }
        }
        return null;
    }

    /** The application column of the dataset: the spec's file name without its extension. */
    private String applicationName() {
        String n = spec.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    /** The varied values of a configuration as dataset columns: local.x, local.y, local.z, define.NAME. */
    static Map<String, String> parameters(RunSpec base, Configuration c) {
        Map<String, String> p = new LinkedHashMap<>();
        long[] local = c.local() != null ? c.local().extents()
                : base.invocations().isEmpty() || base.invocations().get(0).range().local() == null ? null
                : base.invocations().get(0).range().local();
        for (int d = 0; d < 3; d++) {
            p.put("local." + "xyz".charAt(d), local == null ? "" : Long.toString(d < local.length ? local[d] : 1));
        }
        c.defines().forEach((k, v) -> p.put("define." + k, v));
        return p;
    }

    /** {@code mm-0_16x16_TILE-16_h100.json}. */
    static String fileName(String kernel, int invocation, String stem, String gpu) {
        return OutputFileName.of(kernel) + "-" + invocation + "_" + stem + "_" + OutputFileName.of(gpu) + ".json";
    }

    /** Each configuration's file-name stem, distinct: a stem that two configurations share gets its position. */
    static Map<Configuration, String> stems(List<Configuration> configurations) {
        Map<String, Integer> count = new HashMap<>();
        for (Configuration c : configurations) {
            count.merge(c.fileStem(), 1, Integer::sum);
        }
        Map<Configuration, String> out = new LinkedHashMap<>();
        for (int i = 0; i < configurations.size(); i++) {
            Configuration c = configurations.get(i);
            out.put(c, count.get(c.fileStem()) > 1 ? c.fileStem() + "-" + (i + 1) : c.fileStem());
        }
        return out;
    }

    /** Every file the sweep writes, known before it runs, so that a clash is refused before any work. */
    private List<Path> planned(RunSpec base, List<Configuration> valid, Map<Configuration, String> stems,
                               List<String> gpus) {
        List<Path> files = new ArrayList<>();
        for (Configuration c : valid) {
            Map<String, Integer> seen = new HashMap<>();
            for (RunSpec.Invocation inv : base.invocations()) {
                int n = seen.merge(inv.kernel(), 1, Integer::sum) - 1;
                for (String g : gpus) {
                    files.add(out.resolve(fileName(inv.kernel(), n, stems.get(c), g)));
                }
            }
        }
        files.add(out.resolve(DATASET));
        files.add(out.resolve(PAGE));
        return files;
    }

    /** One configuration's outcome for the progress line: the predicted time per GPU, or the failure. */
    private static String summary(List<SweepPoint> points) {
        if (points.get(0).failed()) {
            return "failed: " + points.get(0).failure().lines().findFirst().orElse("");
        }
        List<String> parts = new ArrayList<>();
        for (SweepPoint p : points) {
            parts.add(p.gpu() + " " + Comparison.duration(p.seconds()));
        }
        return String.join(", ", parts);
    }

    /** {@code best on h100: 16x16 TILE=16, predicted 8.53 us (memory-bound), 2.10x the speed of 8x8 TILE=8}. */
    static String best(SweepRanking r) {
        SweepPoint b = r.best();
        if (b == null) {
            return "best on " + r.gpu() + ": none (no configuration ran)";
        }
        StringBuilder s = new StringBuilder("best on ").append(r.gpu()).append(": ").append(b.configuration())
                .append(", predicted ").append(Comparison.duration(b.seconds()));
        if (!b.bound().isEmpty()) {
            s.append(" (").append(b.bound()).append("-bound)");
        }
        if (r.ranked().size() > 1) {
            s.append(", ").append(Answer.times(r.speedupOverSlowest(b))).append(" the speed of the slowest, ")
                    .append(r.slowest().configuration());
        }
        return s.toString();
    }
}
