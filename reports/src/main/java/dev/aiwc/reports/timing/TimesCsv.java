package dev.aiwc.reports.timing;

import dev.aiwc.reports.dataset.DatasetCsv;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The {@code times.csv} that {@code aiwc time} and {@code aiwc predict collect} write: the datasets' identity columns
 * ({@link DatasetCsv#IDENTITY}), then {@link #COLUMNS}, one row per invocation and device; read here for the
 * calibration ({@code MeasuredRuns.fromTimings}) and the training sets of predict.
 */
public final class TimesCsv {
    /** The columns after the identity columns. */
    public static final List<String> COLUMNS = List.of("platform", "device", "driver", "repeats", "medianSeconds",
            "minSeconds", "maxSeconds", "q1Seconds", "q3Seconds", "verified");

    /** The file {@code aiwc time} writes inside its output folder. */
    public static final String FILE = "times.csv";

    private TimesCsv() {
    }

    /**
     * One timed invocation on one device.
     *
     * @param where         {@code file:line}
     * @param key           its identity, as {@link #key} writes it
     * @param verified      whether the native buffers matched the simulator's
     * @param platform      OpenCL platform name
     * @param deviceName    OpenCL device name
     * @param driver        driver version
     * @param repeats       timed runs
     * @param medianSeconds the median kernel time (profiling events, START..END), positive and finite
     * @param q1Seconds     first quartile
     * @param q3Seconds     third quartile
     */
    public record Timing(String where, String key, boolean verified, String platform, String deviceName,
                         String driver, int repeats, double medianSeconds, double q1Seconds, double q3Seconds) {

        /** The device as the calibration and the models name it: {@code platform / device}. */
        public String device() {
            return platform + " / " + deviceName;
        }
    }

    /** The header: the datasets' identity columns, then {@link #COLUMNS}. */
    public static String header() {
        return String.join(",", DatasetCsv.IDENTITY) + "," + String.join(",", COLUMNS) + "\n";
    }

    /**
     * One row: the identity already as CSV fields, the device, and the statistics of the timed runs' seconds (the
     * median and quartiles by {@link #quantile}).
     */
    public static void appendRow(StringBuilder s, String identityCsv, String platform, String device, String driver,
                                 double[] seconds, boolean verified) {
        double[] x = seconds.clone();
        Arrays.sort(x);
        s.append(identityCsv).append(',').append(DatasetCsv.field(platform)).append(',')
                .append(DatasetCsv.field(device)).append(',').append(DatasetCsv.field(driver)).append(',')
                .append(x.length).append(',')
                .append(String.format(Locale.ROOT, "%.6e,%.6e,%.6e,%.6e,%.6e", quantile(x, 0.5), x[0],
                        x[x.length - 1], quantile(x, 0.25), quantile(x, 0.75))).append(',')
                .append(verified).append('\n');
    }

    /** Quantile of sorted values, linear between order statistics (R's default, type 7). */
    public static double quantile(double[] sorted, double p) {
        double h = (sorted.length - 1) * p;
        int lo = (int) Math.floor(h);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }

    /** Whether the file's first line that is not blank or a comment is the header {@code aiwc time} writes. */
    public static boolean isTimesFile(Path csv) throws IOException {
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

    /**
     * The identity of an invocation as one string, as the rows and the characterisations are matched on it; the source
     * path is normalised ({@code ./a/../b.cl} is {@code b.cl}).
     */
    public static String key(String application, String kernel, String size, String invocation, String source) {
        String src = source;
        try {
            src = source.isEmpty() ? "" : Path.of(source).normalize().toString();
        } catch (InvalidPathException e) {
            // compared as written
        }
        return "application=" + application + " kernel=" + kernel + " size=" + size + " invocation=" + invocation
                + " source=" + src;
    }

    /** The rows, of the one device {@code deviceFilter} names (null: the file must hold one device's rows only). */
    public static List<Timing> read(Path csv, String deviceFilter) throws IOException {
        return read(csv, deviceFilter, true);
    }

    /** Every row, of every device. */
    public static List<Timing> readEvery(Path csv) throws IOException {
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
            int repeats;
            double q1;
            double q3;
            try {
                repeats = Integer.parseInt(f.get(at[10]));
                q1 = Double.parseDouble(f.get(at[11]));
                q3 = Double.parseDouble(f.get(at[12]));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + ": repeats, q1Seconds or q3Seconds is not a number");
            }
            out.add(new Timing(where, key(f.get(at[0]), f.get(at[1]), f.get(at[2]), f.get(at[3]), f.get(at[4])),
                    verified.equals("true"), f.get(at[7]), f.get(at[8]), f.get(at[9]), repeats, seconds, q1, q3));
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

    /** The index of a column of the header; absent, an error naming the line. */
    static int column(List<String> header, String name, String where) {
        int i = header.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException(where + ": the header has no column '" + name + "'; write the file"
                    + " with 'aiwc time'");
        }
        return i;
    }
}
