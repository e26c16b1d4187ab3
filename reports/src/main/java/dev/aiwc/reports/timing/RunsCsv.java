package dev.aiwc.reports.timing;

import dev.aiwc.reports.dataset.DatasetCsv;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Every timed run, beside the medians: {@code runs.csv} beside {@code aiwc time}'s {@code times.csv}, and
 * {@code runs.csv.gz} beside {@code aiwc predict collect}'s {@code training.csv}. The identity columns of the file
 * it accompanies, then {@code platform}, {@code device}, then {@code run1Nanoseconds} … {@code runNNanoseconds}:
 * one row per invocation and device, each run's kernel time (profiling events, START..END) in whole nanoseconds,
 * which is what the events count, so a run's seconds are kept exactly (a 10 µs kernel is {@code 10240}, 5
 * characters, not the 12 of {@code 1.024000e-05}). A row with fewer runs than the header (a resumed collection
 * whose parts took different {@code --repeat}) leaves the last fields empty. A name ending {@code .gz} is gzip:
 * a collection of the suite at three sizes holds thousands of hmm launches per run.
 */
public final class RunsCsv {

    /** The file {@code aiwc time} writes beside {@code times.csv}. */
    public static final String FILE = "runs.csv";

    /** The file {@code aiwc predict collect} writes beside {@code training.csv}. */
    public static final String GZIP_FILE = "runs.csv.gz";

    private static final double NANOSECONDS_PER_SECOND = 1e9;

    private RunsCsv() {
    }

    /**
     * The runs of one invocation on one device, as read.
     *
     * @param where      {@code file:line}
     * @param key        its identity, as {@link TimesCsv#key} writes it
     * @param platform   OpenCL platform name
     * @param deviceName OpenCL device name
     * @param seconds    each timed run's kernel time, in the order they ran
     */
    public record Runs(String where, String key, String platform, String deviceName, double[] seconds) {

        /** The device as the calibration and the models name it: {@code platform / device}. */
        public String device() {
            return platform + " / " + deviceName;
        }
    }

    /** The header: the identity columns, platform, device and one column per run up to {@code runs}. */
    public static String header(List<String> identityColumns, int runs) {
        StringBuilder s = new StringBuilder();
        for (String c : identityColumns) {
            s.append(DatasetCsv.field(c)).append(',');
        }
        s.append("platform,device");
        for (int r = 1; r <= runs; r++) {
            s.append(",run").append(r).append("Nanoseconds");
        }
        return s.append('\n').toString();
    }

    /**
     * One row: the identity already as CSV fields, the device, and the runs' times in seconds (each a whole number of
     * nanoseconds, as the profiling events give them), padded with empty fields to {@code columns} runs.
     */
    public static void appendRow(StringBuilder s, String identityCsv, String platform, String device,
                                 double[] seconds, int columns) {
        s.append(identityCsv).append(',').append(DatasetCsv.field(platform)).append(',')
                .append(DatasetCsv.field(device));
        for (double x : seconds) {
            s.append(',').append(Math.round(x * NANOSECONDS_PER_SECOND));
        }
        for (int r = seconds.length; r < columns; r++) {
            s.append(',');
        }
        s.append('\n');
    }

    /** {@code text} gzipped: byte for byte the same for the same text (no time or name in the gzip header). */
    public static byte[] gzip(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(bytes)) {
            z.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // of a stream in memory: cannot happen
        }
        return bytes.toByteArray();
    }

    /**
     * Every row; a malformed file is an {@link IllegalArgumentException} naming the file and line. The identity
     * columns are those before {@code platform}; those that name an invocation ({@code application, kernel, size,
     * invocation, source}) must be among them.
     */
    public static List<Runs> read(Path file) throws IOException {
        List<Runs> out = new ArrayList<>();
        try (InputStream raw = Files.newInputStream(file);
             BufferedReader in = new BufferedReader(new InputStreamReader(file.getFileName().toString().endsWith(".gz")
                     ? new GZIPInputStream(raw) : raw, StandardCharsets.UTF_8))) {
            List<String> header = null;
            int[] at = null;
            int firstRun = 0;
            String line;
            int n = 0;
            while ((line = in.readLine()) != null) {
                n++;
                String where = file + ":" + n;
                if (line.isBlank()) {
                    continue;
                }
                List<String> f = DatasetCsv.split(line, where);
                if (header == null) {
                    header = f;
                    // the columns that name an invocation, found as times.csv's are
                    at = new int[]{TimesCsv.column(header, "application", where),
                        TimesCsv.column(header, "kernel", where), TimesCsv.column(header, "size", where),
                        TimesCsv.column(header, "invocation", where), TimesCsv.column(header, "source", where),
                        TimesCsv.column(header, "platform", where), TimesCsv.column(header, "device", where)};
                    firstRun = at[6] + 1;
                    for (int r = firstRun; r < header.size(); r++) {
                        String expected = "run" + (r - firstRun + 1) + "Nanoseconds";
                        if (!header.get(r).equals(expected)) {
                            throw new IllegalArgumentException(where + ": column " + (r + 1) + " is '" + header.get(r)
                                    + "', where the runs' column " + expected + " belongs; write the file with"
                                    + " 'aiwc time' or 'aiwc predict collect'");
                        }
                    }
                    continue;
                }
                if (f.size() != header.size()) {
                    throw new IllegalArgumentException(where + ": " + f.size() + " fields, but the header has "
                            + header.size());
                }
                int runs = 0;
                while (firstRun + runs < f.size() && !f.get(firstRun + runs).isEmpty()) {
                    runs++;
                }
                double[] seconds = new double[runs];
                for (int r = 0; r < runs; r++) {
                    String v = f.get(firstRun + r);
                    long ns;
                    try {
                        ns = Long.parseLong(v);
                    } catch (NumberFormatException e) {
                        ns = -1;
                    }
                    if (ns < 0) {
                        throw new IllegalArgumentException(where + ": run " + (r + 1) + " is '" + v + "', not a whole"
                                + " number of nanoseconds");
                    }
                    seconds[r] = ns / NANOSECONDS_PER_SECOND;
                }
                for (int r = firstRun + runs; r < f.size(); r++) {
                    if (!f.get(r).isEmpty()) {
                        throw new IllegalArgumentException(where + ": run " + (r - firstRun + 1) + " follows an empty"
                                + " run field; only the last runs of a row may be missing");
                    }
                }
                out.add(new Runs(where, TimesCsv.key(f.get(at[0]), f.get(at[1]), f.get(at[2]), f.get(at[3]),
                        f.get(at[4])), f.get(at[5]), f.get(at[6]), seconds));
            }
            if (header == null) {
                throw new IllegalArgumentException(file + " is empty; it should hold the timed runs 'aiwc time' or"
                        + " 'aiwc predict collect' wrote");
            }
        } catch (java.util.zip.ZipException e) {
            throw new IllegalArgumentException(file + " is not gzip (" + e.getMessage() + "); a name ending .gz must"
                    + " be a gzipped runs file, as 'aiwc predict collect' writes it");
        }
        return out;
    }
}
