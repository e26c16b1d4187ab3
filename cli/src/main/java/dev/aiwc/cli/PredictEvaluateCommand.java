package dev.aiwc.cli;

import dev.aiwc.predict.data.RunRows;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.evaluate.CrossValidation;
import dev.aiwc.predict.evaluate.Evaluation;
import dev.aiwc.predict.report.PredictionReport;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.dataset.DatasetCsv;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputPaths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code aiwc predict evaluate}: leave-kernel-out and leave-one-size-out cross-validation of the time model and the
 * random split of Johnston et al. (HPCS 2018), over the samples and over the raw runs' rows where kept, against the
 * baseline, with permutation importance; text on stdout,
 * optionally an HTML report and the out-of-fold predictions as CSV.
 */
@Command(name = "evaluate", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Cross-validate the time model: leave-kernel-out (kernels never seen), leave-one-size-out and"
        + " the random 20%%/80%% split of Johnston et al. (HPCS 2018) over the samples and, where the raw runs are"
        + " kept (runs.csv.gz), over their single-run rows, against an instructions-and-work-items baseline, with"
        + " feature importance.")
final class PredictEvaluateCommand implements Callable<Integer> {

    @Mixin
    TrainingData training;

    @Option(names = "--folds", defaultValue = "0", description = "leave-kernel-out folds (default 0: one per kernel)")
    int folds;

    @Option(names = "--html", description = "write the report (accuracy, predicted vs measured, importance) here")
    Path html;

    @Option(names = "--csv", description = "write every out-of-fold prediction here")
    Path csv;

    @Option(names = "--top", defaultValue = "15", description = "features listed by importance (default 15)")
    int top;

    @Option(names = "--force", description = "replace existing --html/--csv files (default: refuse, exit 2)")
    boolean force;

    @Override
    public Integer call() throws IOException {
        for (Path p : new Path[]{html, csv}) {
            if (p != null) {
                String option = p == html ? "--html" : "--csv";
                OutputFiles.refuseExisting(List.of(p), force, option);
                OutputPaths.file(p, option);
            }
        }
        TrainingSet set = training.load();
        long t0 = System.nanoTime();
        Evaluation e = Evaluation.of(set, training.target(), training.settings(), folds, training.hash,
                training.runRows);
        System.out.print(e.text(top));
        System.out.printf(Locale.ROOT, "(evaluated in %.1f s)%n", (System.nanoTime() - t0) / 1e9);
        if (html != null) {
            OutputFiles.writeString(html, PredictionReport.html(e, top));
            System.out.println("report: " + html.toAbsolutePath().normalize());
        }
        if (csv != null) {
            OutputFiles.writeString(csv, outcomes(e));
            System.out.println("predictions: " + csv.toAbsolutePath().normalize());
        }
        return 0;
    }

    /**
     * Every out-of-fold prediction. With raw runs a last column, {@code run}, numbers the run of a
     * {@code johnston-runs} row (whose identity is its kernel's first invocation) and is empty for a sample.
     */
    private static String outcomes(Evaluation e) {
        List<String> identity = e.set().identityColumns();
        boolean runs = e.runRows() != null;
        StringBuilder s = new StringBuilder(String.join(",", identity))
                .append(",device,protocol,features,fold,measuredSeconds,predictedSeconds").append(runs ? ",run\n"
                        : "\n");
        for (Evaluation.Run r : e.runs()) {
            TrainingSet set = r.set();
            boolean runRow = set.identityColumns().contains(RunRows.RUN);
            for (CrossValidation.Outcome o : r.outcomes()) {
                TrainingRow row = set.rows().get(o.row());
                for (String c : identity) {
                    s.append(DatasetCsv.field(set.column(row, c))).append(',');
                }
                s.append(DatasetCsv.field(row.device())).append(',').append(r.protocol()).append(',')
                        .append(DatasetCsv.field(r.featureSet())).append(',').append(DatasetCsv.field(o.fold()))
                        .append(',').append(String.format(Locale.ROOT, "%.6e,%.6e", o.measured(), o.predicted()));
                if (runs) {
                    s.append(',').append(runRow ? set.column(row, RunRows.RUN) : "");
                }
                s.append('\n');
            }
        }
        return s.toString();
    }
}
