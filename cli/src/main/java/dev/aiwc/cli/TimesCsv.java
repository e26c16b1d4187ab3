package dev.aiwc.cli;

import dev.aiwc.reports.calibration.MeasuredRuns;
import dev.aiwc.reports.dataset.DatasetCsv;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Reads the {@code times.csv} that {@code aiwc time} writes (identity columns, then {@link TimeCommand#COLUMNS}). */
final class TimesCsv {

    private TimesCsv() {
    }

    /**
     * One timed invocation.
     *
     * @param where    {@code file:line}
     * @param key      its identity, as {@link #key} writes it
     * @param seconds  the median kernel time
     * @param verified whether the native buffers matched the simulator's
     * @param device   {@code platform / device}
     */
    record Timing(String where, String key, double seconds, boolean verified, String device,
                  dev.aiwc.predict.data.TrainingRow.Timing measurement) {
    }

    /** Whether the file's first line that is not blank or a comment is the header {@code aiwc time} writes. */
    static boolean isTimesFile(Path csv) throws IOException {
        if (!Files.isRegularFile(csv)) {
            return false;
        }
        for (String line : Files.readAllLines(csv)) {
            String l = line.strip();
            if (!l.isEmpty() && !l.startsWith("#")) {
                return l.startsWith(String.join(",", DatasetCsv.IDENTITY) + ",");
            }
        }
        return false;
    }

    /** The identity of an invocation as one string, as the calibration matches it ({@link MeasuredRuns#identity}). */
    static String key(String application, String kernel, String size, String invocation, String source) {
        return MeasuredRuns.identity(application, kernel, size, invocation, source);
    }

    /** The rows, of the one device {@code deviceFilter} names (null: the file must hold one device's rows only). */
    static List<Timing> read(Path csv, String deviceFilter) throws IOException {
        return read(csv, deviceFilter, true);
    }

    /** Every row, of every device. */
    static List<Timing> readEvery(Path csv) throws IOException {
        return read(csv, null, false);
    }

    private static List<Timing> read(Path csv, String deviceFilter, boolean oneDevice) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        List<String> header = null;
        List<Timing> out = new ArrayList<>();
        Set<String> devices = new LinkedHashSet<>();
        int[] at = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String where = csv + ":" + (i + 1);
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            List<String> f = DatasetCsv.split(line, where);
            if (header == null) {
                header = f;
                at = new int[]{column(header, "application", where), column(header, "kernel", where),
                    column(header, "size", where), column(header, "invocation", where), column(header, "source", where),
                    column(header, "medianSeconds", where), column(header, "verified", where),
                    column(header, "platform", where), column(header, "device", where),
                    column(header, "driver", where), column(header, "repeats", where),
                    column(header, "q1Seconds", where), column(header, "q3Seconds", where)};
                continue;
            }
            if (f.size() != header.size()) {
                throw new IllegalArgumentException(where + ": " + f.size() + " fields, but the header has "
                        + header.size() + "; write the file with 'aiwc time' or keep its columns");
            }
            String device = f.get(at[7]) + " / " + f.get(at[8]);
            devices.add(device);
            if (deviceFilter != null && !device.toLowerCase(Locale.ROOT).contains(
                    deviceFilter.strip().toLowerCase(Locale.ROOT))) {
                continue;
            }
            double seconds;
            try {
                seconds = Double.parseDouble(f.get(at[5]));
            } catch (NumberFormatException e) {
                seconds = Double.NaN;
            }
            if (!(seconds > 0) || Double.isInfinite(seconds)) {
                throw new IllegalArgumentException(where + ": medianSeconds '" + f.get(at[5]) + "' is not a positive"
                        + " time in seconds");
            }
            String verified = f.get(at[6]).strip();
            if (!verified.equals("true") && !verified.equals("false")) {
                throw new IllegalArgumentException(where + ": verified is '" + verified + "', not true or false");
            }
            dev.aiwc.predict.data.TrainingRow.Timing measurement;
            try {
                measurement = new dev.aiwc.predict.data.TrainingRow.Timing(f.get(at[7]), f.get(at[8]), f.get(at[9]),
                        Integer.parseInt(f.get(at[10])), seconds, Double.parseDouble(f.get(at[11])),
                        Double.parseDouble(f.get(at[12])));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + ": repeats, q1Seconds or q3Seconds is not a number");
            }
            out.add(new Timing(where, key(f.get(at[0]), f.get(at[1]), f.get(at[2]), f.get(at[3]), f.get(at[4])),
                    seconds, verified.equals("true"), device, measurement));
        }
        if (deviceFilter != null && out.isEmpty()) {
            throw new IllegalArgumentException(csv + " has no rows of a device whose name contains '" + deviceFilter
                    + "'; it holds: " + (devices.isEmpty() ? "no rows" : String.join("; ", devices)));
        }
        if (oneDevice && deviceFilter == null && devices.size() > 1) {
            throw new IllegalArgumentException(csv + " holds times of " + devices.size() + " devices ("
                    + String.join("; ", devices) + "); choose the GPU to calibrate with --device NAME");
        }
        return out;
    }

    private static int column(List<String> header, String name, String where) {
        int i = header.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException(where + ": the header has no column '" + name + "'; write the file"
                    + " with 'aiwc time'");
        }
        return i;
    }
}
