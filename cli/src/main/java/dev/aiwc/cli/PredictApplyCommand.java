package dev.aiwc.cli;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.predict.model.PerformanceModel;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.dataset.DatasetCsv;
import dev.aiwc.reports.dataset.DatasetIdentity;
import dev.aiwc.reports.model.Invocation;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputPaths;
import dev.aiwc.reports.run.SpecCharacterisation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code aiwc predict predict}: the predicted time of every kernel invocation on each device the model knows, with
 * the forest's spread, and the device it would choose. Takes characterisations, or run specs, which it characterises
 * first with the model's profile.
 */
@Command(name = "predict", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Predict the time of kernel invocations on every device a model knows, and choose the fastest.")
final class PredictApplyCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", description = "characterisations (<kernel>-<n>.json or folders of them) or run"
            + " specs (.sim/.json), which are characterised first")
    List<Path> inputs;

    @Option(names = "--model", defaultValue = "aiwc-model.zip", description = "the model 'aiwc predict train' wrote")
    Path model;

    @Option(names = "--csv", description = "also write the predictions here")
    Path csv;

    @Option(names = "--force", description = "replace an existing --csv file (default: refuse, exit 2)")
    boolean force;

    @Override
    public Integer call() throws IOException {
        if (csv != null) {
            OutputFiles.refuseExisting(List.of(csv), force, "--csv");
            OutputPaths.file(csv, "--csv");
        }
        PerformanceModel m = PerformanceModel.load(model);
        List<Path> characterisations = new ArrayList<>();
        Path scratch = null;
        try {
            for (Path p : inputs) {
                if (Files.isDirectory(p) || isCharacterisation(p)) {
                    characterisations.add(p);
                } else if (Files.isRegularFile(p)) {
                    if (scratch == null) {
                        scratch = Files.createTempDirectory("aiwc-predict");
                    }
                    Path dir = scratch.resolve(Integer.toString(characterisations.size()));
                    RunCommand.quietly(p, dir, SpecCharacterisation.Csv.NONE, false,
                            SimulationOptions.of(null, m.profile(), null));
                    characterisations.add(dir);
                } else {
                    throw AiwcException.badInput(p + ": no such file or directory",
                            "Give characterisations (<kernel>-<n>.json), folders of them, or run specs.");
                }
            }
            List<Invocation> invs = Reports.load(characterisations).invocations();
            if (invs.isEmpty()) {
                throw AiwcException.badInput("no characterisation among " + inputs,
                        "Give <kernel>-<n>.json files that aiwc run wrote, folders of them, or run specs.");
            }
            StringBuilder table = new StringBuilder();
            StringBuilder rows = new StringBuilder(String.join(",", DatasetCsv.IDENTITY))
                    .append(",device,predictedSeconds,low10Seconds,high90Seconds,chosen\n");
            for (Invocation inv : invs) {
                Characterisation c = inv.characterisation();
                double[] f = m.featuresOf(c, inv.source().toString());
                List<PerformanceModel.Prediction> ps = new ArrayList<>();
                for (String d : m.devices()) {
                    ps.add(m.predict(d, f));
                }
                PerformanceModel.Prediction best = ps.stream()
                        .min(Comparator.comparingDouble(PerformanceModel.Prediction::seconds)).orElseThrow();
                table.append(inv.label()).append(": fastest on ").append(best.device()).append('\n');
                for (PerformanceModel.Prediction p : ps) {
                    table.append(String.format(Locale.ROOT, "  %-60s %11s  (trees 10-90%%: %s .. %s)%s%n",
                            p.device(), time(p.seconds()), time(p.low()), time(p.high()), p == best ? "  <- chosen"
                                    : ""));
                    rows.append(DatasetIdentity.of(c).csv()).append(',').append(DatasetCsv.field(p.device()))
                            .append(String.format(Locale.ROOT, ",%.6e,%.6e,%.6e,", p.seconds(), p.low(), p.high()))
                            .append(p == best).append('\n');
                }
            }
            System.out.print(table);
            if (csv != null) {
                OutputFiles.writeString(csv, rows.toString());
                System.out.println("wrote " + csv.toAbsolutePath().normalize());
            }
            return 0;
        } finally {
            if (scratch != null) {
                OutputFiles.deleteTree(scratch);
            }
        }
    }

    private static boolean isCharacterisation(Path p) throws IOException {
        if (!Files.isRegularFile(p) || !p.getFileName().toString().endsWith(".json")) {
            return false;
        }
        byte[] head;
        try (InputStream in = Files.newInputStream(p)) {
            head = in.readNBytes(512);
        }
        return new String(head, StandardCharsets.UTF_8).contains("\"" + Characterisation.SCHEMA + "\"");
    }

    /** A time in the unit that reads best (µs, ms or s). */
    static String time(double s) {
        if (s < 1e-3) {
            return String.format(Locale.ROOT, "%.3g us", s * 1e6);
        }
        return s < 1 ? String.format(Locale.ROOT, "%.2f ms", s * 1e3) : String.format(Locale.ROOT, "%.3f s", s);
    }
}
