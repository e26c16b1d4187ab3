package dev.aiwc.predict.data;

import dev.aiwc.reports.dataset.DatasetCsv;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The training set as a CSV for R and pandas: the identity columns, then {@link #MEASUREMENT}, then one column per
 * feature. The columns before the measurement columns are the identity, whatever {@link DatasetCsv#IDENTITY} held
 * when the file was written (sets of before aiwc-dataset/2 have five); those after {@code q3Seconds} are the features. Values and quoting as the wide dataset's.
 */
public final class TrainingCsv {

    /** The columns between the identity and the features. */
    public static final List<String> MEASUREMENT = List.of("profile", "platform", "device", "driver", "repeats",
            "medianSeconds", "q1Seconds", "q3Seconds");

    /** The file {@code aiwc predict collect} writes. */
    public static final String FILE = "training.csv";

    private TrainingCsv() {
    }

    /** The file's text: deterministic for a given set, which its hash relies on. */
    public static String text(TrainingSet set) {
        StringBuilder s = new StringBuilder();
        List<String> header = new ArrayList<>(set.identityColumns());
        header.addAll(MEASUREMENT);
        header.addAll(set.featureNames());
        for (int i = 0; i < header.size(); i++) {
            s.append(i == 0 ? "" : ",").append(DatasetCsv.field(header.get(i)));
        }
        s.append('\n');
        for (TrainingRow r : set.rows()) {
            for (String v : r.identity()) {
                s.append(DatasetCsv.field(v)).append(',');
            }
            TrainingRow.Timing t = r.timing();
            s.append(DatasetCsv.field(set.profile())).append(',').append(DatasetCsv.field(t.platform())).append(',')
                    .append(DatasetCsv.field(t.device())).append(',').append(DatasetCsv.field(t.driver())).append(',')
                    .append(t.repeats()).append(',')
                    .append(String.format(Locale.ROOT, "%.6e,%.6e,%.6e", t.medianSeconds(), t.q1Seconds(),
                            t.q3Seconds()));
            for (double f : r.features()) {
                s.append(',').append(Double.isNaN(f) ? "" : DatasetCsv.value(f));
            }
            s.append('\n');
        }
        return s.toString();
    }

    /** Reads a training set; a malformed file is an {@link IllegalArgumentException} naming the file and line. */
    public static TrainingSet read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(file + " does not exist; give a training set that 'aiwc predict"
                    + " collect' wrote (DIR/" + FILE + ") or its folder");
        }
        List<String> lines = Files.readAllLines(file);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(file + " is empty; collect a training set with 'aiwc predict collect'");
        }
        List<String> header = DatasetCsv.split(lines.get(0), file + ":1");
        // the measurement columns are found from their end: the identity has a profile column of its own
        int q3 = header.lastIndexOf("q3Seconds");
        int p = q3 - (MEASUREMENT.size() - 1);
        if (q3 < 0 || p < 0 || !header.subList(p, q3 + 1).equals(MEASUREMENT)) {
            throw new IllegalArgumentException(file + ":1: not a training set (its header lacks the columns "
                    + String.join(",", MEASUREMENT) + "); write it with 'aiwc predict collect'");
        }
        List<String> identity = header.subList(0, p);
        List<String> features = header.subList(q3 + 1, header.size());
        String profile = null;
        List<TrainingRow> rows = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String where = file + ":" + (i + 1);
            if (lines.get(i).isBlank()) {
                continue;
            }
            List<String> f = DatasetCsv.split(lines.get(i), where);
            if (f.size() != header.size()) {
                throw new IllegalArgumentException(where + ": " + f.size() + " fields, but the header has "
                        + header.size());
            }
            String rowProfile = f.get(p);
            if (profile == null) {
                profile = rowProfile;
            } else if (!profile.equals(rowProfile)) {
                throw new IllegalArgumentException(where + ": profile " + rowProfile + ", but earlier rows are "
                        + profile + "; a training set holds one profile");
            }
            TrainingRow.Timing timing;
            try {
                timing = new TrainingRow.Timing(f.get(p + 1), f.get(p + 2), f.get(p + 3),
                        Integer.parseInt(f.get(p + 4)), number(f.get(p + 5), where), number(f.get(p + 6), where),
                        number(f.get(p + 7), where));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + ": repeats '" + f.get(p + 4) + "' is not a whole number");
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ": " + e.getMessage());
            }
            double[] values = new double[features.size()];
            for (int j = 0; j < values.length; j++) {
                String v = f.get(q3 + 1 + j);
                values[j] = v.isEmpty() ? Double.NaN : number(v, where);
            }
            rows.add(new TrainingRow(f.subList(0, p), timing, values));
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException(file + " has a header but no rows; collect a training set with"
                    + " 'aiwc predict collect'");
        }
        return new TrainingSet(identity, profile, features, rows);
    }

    private static double number(String v, String where) {
        switch (v) {
            case "NaN":
                return Double.NaN;
            case "Inf":
                return Double.POSITIVE_INFINITY;
            case "-Inf":
                return Double.NEGATIVE_INFINITY;
            default:
                try {
                    return Double.parseDouble(v);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(where + ": '" + v + "' is not a number");
                }
        }
    }
}
