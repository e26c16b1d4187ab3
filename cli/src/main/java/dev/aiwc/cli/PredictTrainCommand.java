package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.predict.data.Features;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.evaluate.FractionChoice;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputPaths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code aiwc predict train}: one random forest per device on a training set, saved as a model file. */
@Command(name = "train", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Train a time model (a random forest per device) on training sets and save it.")
final class PredictTrainCommand implements Callable<Integer> {

    @Mixin
    TrainingData training;

    @Option(names = "--model", defaultValue = "aiwc-model.zip", description = "the model file to write")
    Path model;

    @Option(names = "--features", defaultValue = "all", description = "all, or baseline (the instruction count and"
            + " work-item count only)")
    String features;

    @Option(names = "--force", description = "replace an existing --model file (default: refuse, exit 2)")
    boolean force;

    @Override
    public Integer call() throws IOException {
        OutputFiles.refuseExisting(List.of(model), force, "--model");
        OutputPaths.file(model, "--model");
        TrainingSet set = training.load();
        List<String> chosen = switch (features) {
            case "all" -> set.featureNames();
            case "baseline" -> {
                List<String> b = new ArrayList<>(Features.BASELINE);
                b.retainAll(set.featureNames());
                yield b;
            }
            default -> throw AiwcException.badInput("--features " + features + " is neither all nor baseline");
        };
        long t0 = System.nanoTime();
        PerformanceModel m = PerformanceModel.train(set, chosen, training.target(), training.settings(),
                Characterise.TOOL_VERSION, training.hash, FractionChoice::choose);
        m.save(model);
        System.out.printf(Locale.ROOT, "trained %d forest(s) of %d trees on %d rows, %d features, in %.1f s;"
                        + " wrote %s%n", m.devices().size(), training.trees, set.rows().size(), chosen.size(),
                (System.nanoTime() - t0) / 1e9, model.toAbsolutePath().normalize());
        for (String d : m.devices()) {
            String share = m.settings().chooseFraction() ? String.format(Locale.ROOT,
                    ", %.2f of the features per split (chosen)", m.forests().get(d).fraction()) : "";
            System.out.printf(Locale.ROOT, "  %s: %d rows%s%n", d, m.trainingRows().get(d), share);
        }
        return 0;
    }
}
