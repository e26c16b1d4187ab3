package dev.aiwc.cli;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.fermil1.config.GpuCatalogue;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.instrumenter.frontend.ClangFrontend;
import dev.aiwc.instrumenter.frontend.OptLevel;
import dev.aiwc.reports.characterise.Characterise;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Options shared by every command that simulates kernels. */
final class SimulationOptions {
    private static final String DEFAULT_PROFILE = "default";
    private static final String DEFAULT_COLLECTORS = "aiwc";
    private static final String DEFAULT_OPT = "Oz";

    @Option(names = "--profile", defaultValue = DEFAULT_PROFILE, description = "metric definitions: default or aiwc")
    String profile;

    @Option(names = "--collectors", defaultValue = DEFAULT_COLLECTORS,
            description = "comma list, e.g. aiwc,fermi-l1,mwp-cwp")
    String collectors;

    @Option(names = "--gpu", description = "the GPU both GPU models simulate (sweep: a comma list): gt200, gtx480-16k,"
            + " gtx480-48k, gtx470-16k, gtx470-48k, v100 or h100 (default h100)")
    String gpu;

    @Option(names = "--gpu-set", description = "override a GPU parameter, KEY=VALUE (repeatable): shorthand for"
            + " --set NAME.KEY=VALUE for each selected GPU model that has KEY")
    List<String> gpuSet = List.of();

    @Option(names = "--set", paramLabel = "NAME.KEY=VALUE", description = "a setting of collector NAME, e.g."
            + " fermi-l1.ways=8 (repeatable; aiwc collectors NAME lists them)")
    List<String> set = List.of();

    @Option(names = "--threads", description = "worker threads (default: available processors); results do not depend on it")
    Integer threads;

    @Option(names = "--opt", defaultValue = DEFAULT_OPT, description = "characterisation compile pipeline: O0, O2, Oz"
            + " (AIWC-compatible) or GPU (helpers inlined, private variables in registers, as mwp-cwp counts)")
    String opt;

    @Option(names = "--max-instructions", description = "stop a launch after this many instructions"
            + " (default 2^34, about 40 s of one core)")
    Long maxInstructions;

    @Option(names = "--max-item-instructions", description = "stop a work-item that runs this many instructions"
            + " without reaching a barrier or its end (default 2^26)")
    Long maxItemInstructions;

    @Option(names = "--time-limit", description = "stop a launch that runs longer than this many seconds"
            + " (default 45; 0: no limit)")
    Long timeLimit;

    /** The suite's built-in kernels are trusted and its large sizes run for hours: it keeps the generous budgets. */
    boolean generousBudgets;

    @Option(names = "--build-options", defaultValue = "", description = "extra OpenCL build options")
    String buildOptions;

    @Option(names = "--llvm", paramLabel = "N", description = "compile with clang-N and opt-N, N from 13 to 19 "
            + "(default 16, the AIWC-compatible recipe; instruction counts follow the optimiser, so compare results "
            + "of one version)")
    Integer llvm;

    /**
     * The options a command line giving only {@code --collectors}, {@code --profile} and {@code --threads} makes (each
     * null: its default), for commands that characterise without a command line of their own (demo, predict).
     */
    static SimulationOptions of(String collectors, String profile, Integer threads) {
        SimulationOptions o = new SimulationOptions();
        o.collectors = collectors == null ? DEFAULT_COLLECTORS : collectors;
        o.profile = profile == null ? DEFAULT_PROFILE : profile;
        o.threads = threads;
        o.opt = DEFAULT_OPT;
        o.buildOptions = "";
        return o;
    }

    /**
     * The GPU the GPU models simulate, as the datasets' {@code gpu} column names it: the preset ({@code --gpu}, else
     * the catalogue's default) followed by the {@code --gpu-set} overrides in the order given.
     */
    String gpuDescription() {
        return gpuDescription(gpu == null || gpu.isBlank() ? GpuCatalogue.DEFAULT
                : gpu.strip().toLowerCase(Locale.ROOT));
    }

    /**
     * {@code preset} followed by the {@code --gpu-set} overrides in the order given, then the {@code --set} ones of
     * the GPU models ({@code h100 ways=8 mwp-cwp.baseLatency=700}).
     */
    String gpuDescription(String preset) {
        StringBuilder s = new StringBuilder(preset);
        for (String kv : gpuSet) {
            s.append(' ').append(kv);
        }
        Map<String, Collector> available = Collectors.available();
        for (String kv : set) {
            int dot = kv.indexOf('.');
            Collector c = dot < 0 ? null : available.get(kv.substring(0, dot).strip());
            if (c != null && CollectorSettings.modelsGpu(c)) {
                s.append(' ').append(kv);
            }
        }
        return s.toString();
    }

    /** What a characterisation records of these options. */
    Characterise.Setup setup(String label, String application, String size) {
        return new Characterise.Setup(label, application, size, profile, optLevel().name(), gpuDescription(),
                threadCount());
    }

    /**
     * What the partials of a split launch's piece depend on among these options, as the piece file's identity
     * lines: collectors, profile, recipe, GPU, every collector's settings (sorted), LLVM.
     */
    Map<String, String> pieceIdentity() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("collectors", String.join(",", selectedCollectors().stream().map(Collector::name).toList()));
        lines.put("profile", profile);
        lines.put("opt", optLevel().name());
        lines.put("gpu", gpuDescription());
        Map<String, Map<String, String>> settings = new TreeMap<>();
        collectorOptions(selectedCollectors()).settings().forEach((collector, own) -> settings.put(collector,
                new TreeMap<>(own)));
        lines.put("settings", settings.toString());
        lines.put("llvm", llvm == null ? "default" : llvm.toString());
        return lines;
    }

    int threadCount() {
        if (threads != null && threads < 1) {
            throw AiwcException.badInput("--threads " + threads + " is not a number of worker threads",
                    "Give --threads 1 or more, or leave it out to use every processor.");
        }
        return threads != null ? threads : Runtime.getRuntime().availableProcessors();
    }

    /** The options of a run of {@code collectors}, each collector's settings checked by it. */
    CollectorOptions collectorOptions(List<Collector> collectors) {
        CollectorOptions options = CollectorSettings.route(profile(), collectors, gpu, gpuSet, set);
        for (Collector c : collectors) {
            CollectorSettings.check(c, options.settingsOf(c.name()), "");
        }
        return options;
    }

    private String profile() {
        if (!profile.equals("default") && !profile.equals("aiwc")) {
            throw AiwcException.badInput("unknown profile '" + profile + "'", "use --profile default or --profile aiwc");
        }
        return profile;
    }

    /**
     * The options of a sweep of {@code collectors}, without {@code --gpu} (a list there: the sweep gives each GPU
     * model its GPU and checks its settings for each).
     */
    CollectorOptions uncheckedOptions(List<Collector> collectors) {
        return CollectorSettings.route(profile(), collectors, null, gpuSet, set);
    }

    List<Collector> selectedCollectors() {
        try {
            return Collectors.select(collectors);
        } catch (IllegalArgumentException e) {
            throw AiwcException.badInput(e.getMessage(), "list them with: aiwc collectors");
        }
    }

    OptLevel optLevel() {
        try {
            return OptLevel.parse(opt);
        } catch (IllegalArgumentException e) {
            throw AiwcException.badInput("unknown --opt '" + opt + "'", "valid values: " + OptLevel.valid()
                    + " (default Oz)");
        }
    }

    Simulator simulator() {
        return new Simulator(config());
    }

    /** The simulator's configuration these options make (a sweep swaps in its own collectors). */
    SimulatorConfig config() {
        List<Collector> chosen = selectedCollectors();
        if (gpu != null && !gpu.isBlank() && chosen.stream().noneMatch(CollectorSettings::modelsGpu)) {
            // no GPU model checks it, yet the characterisation records it: a misspelt GPU is refused here
            try {
                GpuCatalogue.get(gpu);
            } catch (IllegalArgumentException e) {
                throw AiwcException.badInput("--gpu: " + e.getMessage(), "only the GPU models (fermi-l1, mwp-cwp)"
                        + " simulate it; the other collectors' results record it");
            }
        }
        return configWithoutCollectors().withCollectors(chosen, collectorOptions(chosen));
    }

    /** The simulator's configuration these options make, with no collector yet (a sweep brings its own). */
    SimulatorConfig configWithoutCollectors() {
        if (llvm != null) {
            ClangFrontend.useLlvm(llvm);
        }
        SimulatorConfig c = SimulatorConfig.defaults().withThreads(threadCount()).withOptLevel(optLevel());
        if (generousBudgets) {
            c = c.withMaxInstructions(SimulatorConfig.GENEROUS_MAX_INSTRUCTIONS).withMaxItemInstructions(Long.MAX_VALUE)
                    .withTimeLimitSeconds(0);
        }
        if (timeLimit != null) {
            if (timeLimit < 0) {
                throw AiwcException.badInput("--time-limit " + timeLimit + " is not a number of seconds",
                        "Give 1 or more, or 0 for no limit.");
            }
            c = c.withTimeLimitSeconds(timeLimit);
        }
        if (maxItemInstructions != null) {
            if (maxItemInstructions < 1) {
                throw AiwcException.badInput("--max-item-instructions " + maxItemInstructions
                        + " is not an instruction budget", "Give 1 or more, or leave it out for the default.");
            }
            c = c.withMaxItemInstructions(maxItemInstructions);
        }
        if (maxInstructions != null) {
            if (maxInstructions < 1) {
                throw AiwcException.badInput("--max-instructions " + maxInstructions + " is not an instruction budget",
                        "Give --max-instructions 1 or more, or leave it out for the default.");
            }
            c = c.withMaxInstructions(maxInstructions);
        }
        return c;
    }
}
