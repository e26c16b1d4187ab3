package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.predict.data.RawRuns;
import dev.aiwc.predict.data.RunRows;
import dev.aiwc.predict.data.TrainingCsv;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.model.ForestSettings;
import dev.aiwc.predict.model.Target;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The options {@code aiwc predict train} and {@code evaluate} share: the training sets and how forests grow. */
final class TrainingData {

    @Parameters(arity = "1..*", description = "training sets: training.csv files or the folders 'aiwc predict"
            + " collect' wrote (several are joined, e.g. one per host)")
    List<Path> data;

    @Option(names = "--target", defaultValue = "log-seconds-over-linear", description = "what the forests learn:"
            + " log-seconds-over-linear (default: ln time minus ln of a launch overhead plus a time per instruction,"
            + " both fitted per device, so a kernel larger than any seen gets a larger time and a tiny one the"
            + " launch's); log-seconds-per-instruction (ln time minus ln instructions); or log-seconds")
    String target;

    @Option(names = "--trees", defaultValue = "100", description = "trees per forest (default 100)")
    int trees;

    @Option(names = "--feature-fraction", defaultValue = "0.3333", description = "share of the features each split"
            + " considers, above 0 and below 1, at least one feature (default 0.3333); or auto: per forest, the one of"
            + " 1/3, 0.2 and 0.1 with the smallest median error in a leave-kernel-out over its own training rows")
    String featureFraction;

    @Option(names = "--seed", defaultValue = "18", description = "seed of the forests' bootstrap samples and"
            + " feature draws (default 18)")
    long seed;

    @Option(names = "--weigh", defaultValue = "kernels", description = "what weighs alike in a forest's training:"
            + " kernels (each kernel's samples together, so that a kernel of many invocation shapes, as lud's steps,"
            + " does not outweigh the others; the default) or samples (every sample 1, the default until 2026-11-27)")
    String weigh;

    @Option(names = "--every-invocation", description = "learn from every invocation as a sample (default: the"
            + " invocations of one kernel, size and device with equal features are one sample, their median time)")
    boolean everyInvocation;

    /** The SHA-256 of the training sets as read, before their rows are collapsed (set by {@link #load}). */
    String hash;

    /** The rows of Johnston et al. from the raw runs kept beside the sets (set by {@link #load}; null: none). */
    RunRows runRows;

    /**
     * The training sets named, as one, with repeated work collapsed unless --every-invocation; each with the raw
     * runs beside it, if it has them.
     */
    TrainingSet load() throws IOException {
        List<TrainingSet> sets = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path p : data) {
            Path file = Files.isDirectory(p) ? p.resolve(TrainingCsv.FILE) : p;
            TrainingSet set = TrainingCsv.read(file);
            Path runs = RawRuns.beside(file);
            sets.add(runs == null ? set : RawRuns.attach(set, runs));
            names.add(file.toString());
        }
        TrainingSet all = TrainingSet.union(sets, names);
        hash = all.sha256();
        runRows = RunRows.of(all);
        return everyInvocation ? all : all.collapsed();
    }

    Target target() {
        return Target.parse(target);
    }

    ForestSettings settings() {
        boolean kernels = switch (weigh) {
            case "samples" -> false;
            case "kernels" -> true;
            default -> throw AiwcException.badInput("--weigh " + weigh + " is neither samples nor kernels",
                    "give --weigh samples (every sample alike) or --weigh kernels (every kernel alike)");
        };
        return fixedOrChosen().weighingKernelsEqually(kernels);
    }

    private ForestSettings fixedOrChosen() {
        if ("auto".equals(featureFraction)) {
            return ForestSettings.DEFAULT.withTrees(trees).withSeed(seed).choosingFraction();
        }
        float f;
        try {
            f = Float.parseFloat(featureFraction);
        } catch (NumberFormatException e) {
            throw AiwcException.badInput("--feature-fraction " + featureFraction + " is neither a number nor auto",
                    "give a share of the features above 0 and below 1, e.g. 0.3333, or auto");
        }
        return new ForestSettings(trees, ForestSettings.DEFAULT.maxDepth(), f, ForestSettings.DEFAULT.minChildWeight(),
                seed);
    }
}
