package dev.aiwc.cli;

import dev.aiwc.reports.characterise.Characterise;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/** {@code aiwc predict}: kernel times from the features, trained on measured timings (issue 18). */
@Command(name = "predict", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Predict kernel times on real devices from the architecture-independent features:"
        + " collect a training set, train, evaluate, predict.",
        subcommands = {PredictCollectCommand.class, PredictTrainCommand.class, PredictEvaluateCommand.class,
            PredictApplyCommand.class})
final class PredictCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** {@code aiwc predict} alone is a usage error. */
    @Override
    public Integer call() {
        spec.commandLine().usage(System.err);
        System.err.println("aiwc predict: give a command: collect, train, evaluate or predict");
        return 2;
    }
}
