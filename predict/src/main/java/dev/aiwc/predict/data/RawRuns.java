package dev.aiwc.predict.data;

import dev.aiwc.reports.dataset.DatasetCsv;
import dev.aiwc.reports.timing.RunsCsv;
import dev.aiwc.reports.timing.TimesCsv;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Every timed run of a training set's rows, kept beside its {@code training.csv} as {@code runs.csv.gz}
 * ({@link RunsCsv}), which holds only medians and quartiles. Sets collected before 2026-11-27 have none and load
 * as before.
 */
public final class RawRuns {

    private RawRuns() {
    }

    /** The runs file beside a {@code training.csv}: {@code runs.csv.gz}, else {@code runs.csv}; null if neither. */
    public static Path beside(Path trainingCsv) {
        Path dir = trainingCsv.toAbsolutePath().getParent();
        for (String name : List.of(RunsCsv.GZIP_FILE, RunsCsv.FILE)) {
            Path p = dir.resolve(name);
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        return null;
    }

    /**
     * The set with every row's runs from {@code runsFile}. A row of the file that names no row of the set, names one
     * twice, or whose runs are not the row's (another count than its {@code repeats}, another median than its
     * {@code medianSeconds} to the 7 digits training.csv keeps) is an {@link IllegalArgumentException} naming the
     * line: the two files are of different collections. A row of the set the file lacks keeps no runs.
     */
    public static TrainingSet attach(TrainingSet set, Path runsFile) throws IOException {
        if (!set.identityColumns().contains("invocation")) {
            throw new IllegalArgumentException(runsFile + ": the training set beside it has no 'invocation' column to"
                    + " join its runs on; collect both with the same aiwc");
        }
        Map<String, Integer> rowOf = new HashMap<>();
        for (int i = 0; i < set.rows().size(); i++) {
            rowOf.put(key(set, set.rows().get(i)), i);
        }
        TrainingRow[] rows = set.rows().toArray(new TrainingRow[0]);
        boolean[] seen = new boolean[rows.length];
        for (RunsCsv.Runs runs : RunsCsv.read(runsFile)) {
            Integer i = rowOf.get(runs.key() + "\u0000" + runs.device());
            if (i == null) {
                throw new IllegalArgumentException(runs.where() + ": no row of the training set beside it times this"
                        + " invocation on " + runs.device() + " (" + runs.key() + "); the files are of different"
                        + " collections: keep the runs file 'aiwc predict collect' wrote with that training.csv");
            }
            if (seen[i]) {
                throw new IllegalArgumentException(runs.where() + ": a second row of runs for " + runs.key() + " on "
                        + runs.device() + "; keep the runs file 'aiwc predict collect' wrote");
            }
            seen[i] = true;
            TrainingRow.Timing t = rows[i].timing();
            double[] sorted = runs.seconds().clone();
            Arrays.sort(sorted);
            if (sorted.length != t.repeats() || !sixDigits(TimesCsv.quantile(sorted, 0.5)).equals(
                    sixDigits(t.medianSeconds()))) {
                throw new IllegalArgumentException(runs.where() + ": " + sorted.length + " run(s) with the median "
                        + (sorted.length == 0 ? "(none)" : sixDigits(TimesCsv.quantile(sorted, 0.5)) + " s")
                        + ", but the training set has " + t.repeats() + " with the median " + sixDigits(
                        t.medianSeconds()) + " s for " + runs.key() + " on " + runs.device() + "; the files are of"
                        + " different collections: keep the runs file 'aiwc predict collect' wrote with that"
                        + " training.csv");
            }
            rows[i] = new TrainingRow(rows[i].identity(), t.withRuns(runs.seconds()), rows[i].features(),
                    rows[i].work());
        }
        return new TrainingSet(set.identityColumns(), set.profile(), set.featureNames(), List.of(rows));
    }

    /** The runs file of a set ({@link RunsCsv}): its rows that have runs, in order; null if none has. */
    public static String text(TrainingSet set) {
        List<TrainingRow> with = new ArrayList<>();
        int columns = 0;
        for (TrainingRow r : set.rows()) {
            if (r.timing().runSeconds().length > 0) {
                with.add(r);
                columns = Math.max(columns, r.timing().runSeconds().length);
            }
        }
        if (with.isEmpty()) {
            return null;
        }
        StringBuilder s = new StringBuilder(RunsCsv.header(set.identityColumns(), columns));
        StringBuilder identity = new StringBuilder();
        for (TrainingRow r : with) {
            identity.setLength(0);
            for (int j = 0; j < r.identity().size(); j++) {
                identity.append(j == 0 ? "" : ",").append(DatasetCsv.field(r.identity().get(j)));
            }
            TrainingRow.Timing t = r.timing();
            RunsCsv.appendRow(s, identity.toString(), t.platform(), t.device(), t.runSeconds(), columns);
        }
        return s.toString();
    }

    /** A row's invocation and device, as a runs file's row names them. */
    private static String key(TrainingSet set, TrainingRow r) {
        return TimesCsv.key(set.column(r, "application"), set.column(r, "kernel"), set.column(r, "size"),
                set.column(r, "invocation"), set.column(r, "source")) + "\u0000" + r.device();
    }

    /** A time as training.csv writes it. */
    private static String sixDigits(double seconds) {
        return String.format(Locale.ROOT, "%.6e", seconds);
    }
}
