package dev.aiwc.reports.calibration;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.fermil1.mwpcwp.MwpCwpCalibration;
import dev.aiwc.fermil1.mwpcwp.MwpCwpCollector;
import dev.aiwc.fermil1.mwpcwp.MwpCwpInputs;
import dev.aiwc.fermil1.mwpcwp.MwpCwpParameters;
import dev.aiwc.reports.json.CharacterisationJson;
import dev.aiwc.reports.model.ResultView;
import dev.aiwc.reports.timing.TimesCsv;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The mwp-cwp calibration workflow ({@code aiwc calibrate}): natively measured times of the micro-benchmarks joined
 * with the model inputs their characterisations ({@code aiwc run --collectors mwp-cwp}) recorded, the parameters to
 * start from, the fit ({@link MwpCwpCalibration}) and its report. User errors are {@link IllegalArgumentException}s
 * naming the CSV line or file and what to do.
 */
public final class MeasuredRuns {
    /** The header of the hand-written CSV: per row, a characterisation JSON and the measured kernel time. */
    public static final String HEADER = "characterisation,seconds";

    private MeasuredRuns() {
    }

    /**
     * One measured run with what its characterisation says.
     *
     * @param where       {@code file:line} of its time
     * @param json        its characterisation, as the CSV names it (relative to the CSV)
     * @param inputs      the mwp-cwp model inputs the characterisation recorded
     * @param recordedGpu the characterisation's {@code collectors.mwp-cwp.gpu} section (empty when absent)
     * @param seconds     the measured kernel time
     */
    public record Run(String where, String json, MwpCwpInputs inputs, Map<String, Object> recordedGpu,
                      double seconds) {
    }

    /**
     * The runs of an {@code aiwc time} file ({@code csv}, whose rows are {@code timings}): each row's identity
     * must name exactly one characterisation under {@code characterisations} (null: the CSV's folder); its median
     * time is the measurement.
     */
    public static List<Run> fromTimings(Path csv, List<TimesCsv.Timing> timings, Path characterisations)
            throws IOException {
        Path dir = characterisations != null ? characterisations : csv.toAbsolutePath().getParent();
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("--characterisations " + dir + " is not a folder; give the --out folder"
                    + " of 'aiwc run ... --collectors mwp-cwp'");
        }
        Map<String, Path> byKey = new LinkedHashMap<>();
        ObjectMapper json = new ObjectMapper();
        List<Path> files;
        try (var walk = Files.walk(dir)) {
            files = walk.filter(f -> f.toString().endsWith(".json") && Files.isRegularFile(f)).sorted().toList();
        }
        for (Path f : files) {
            Map<?, ?> root;
            try {
                root = json.readValue(f.toFile(), Map.class);
            } catch (IOException e) {
                continue; // not JSON we know: other files may share the folder
            }
            if (!"aiwc-characterisation/1".equals(root.get("schema")) || !(root.get("kernel") instanceof Map<?, ?> k)) {
                continue;
            }
            String key = TimesCsv.key(text(root.get("application")), text(k.get("name")), text(root.get("size")),
                    text(root.get("invocation")), text(k.get("source")));
            Path before = byKey.put(key, f);
            if (before != null) {
                throw new IllegalArgumentException(f + " and " + before + " have the same identity (" + key + ");"
                        + " keep one characterisation per invocation under " + dir + " or choose a folder with"
                        + " --characterisations");
            }
        }
        List<Run> rows = new ArrayList<>();
        Path csvDir = csv.toAbsolutePath().getParent();
        for (TimesCsv.Timing t : timings) {
            Path match = byKey.get(t.key());
            if (match == null) {
                throw new IllegalArgumentException(t.where() + ": no characterisation under " + dir + " has the"
                        + " identity " + t.key() + " (" + byKey.size() + " characterisation(s) found); characterise the"
                        + " same spec with 'aiwc run SPEC --collectors mwp-cwp --out DIR' from the same folder, and"
                        + " give DIR with --characterisations");
            }
            if (!t.verified()) {
                throw new IllegalArgumentException(t.where() + ": the native run of " + t.key() + " did not match the"
                        + " simulator (verified=false), so its time is not of the characterised computation; fix"
                        + " the kernel or spec (aiwc verify SPEC) and time it again");
            }
            rows.add(row(t.where(), csvDir, csvDir.relativize(match.toAbsolutePath()).toString(), t.medianSeconds()));
        }
        return rows;
    }

    private static String text(Object o) {
        return o == null ? "" : o.toString();
    }

    /** Reads a CSV with the {@link #HEADER} and every characterisation it names; errors name the CSV line. */
    public static List<Run> fromCsv(Path csv) throws IOException {
        if (!Files.isRegularFile(csv)) {
            throw new IllegalArgumentException(csv + " does not exist; write a CSV with the header '" + HEADER
                    + "' and one row per timed micro-benchmark");
        }
        List<String> lines = Files.readAllLines(csv);
        Path dir = csv.toAbsolutePath().getParent();
        List<Run> rows = new ArrayList<>();
        boolean header = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            String where = csv + ":" + (i + 1);
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (!header) {
                if (!line.replace(" ", "").equalsIgnoreCase(HEADER)) {
                    throw new IllegalArgumentException(where + ": expected the header '" + HEADER + "', found '" + line
                            + "'; add it as the first line");
                }
                header = true;
                continue;
            }
            int comma = line.lastIndexOf(',');
            if (comma <= 0) {
                throw new IllegalArgumentException(where + ": expected 'characterisation,seconds', found '" + line
                        + "'");
            }
            String file = line.substring(0, comma).strip();
            String time = line.substring(comma + 1).strip();
            double seconds;
            try {
                seconds = Double.parseDouble(time);
            } catch (NumberFormatException e) {
                seconds = Double.NaN;
            }
            if (!(seconds > 0) || Double.isInfinite(seconds)) {
                throw new IllegalArgumentException(where + ": '" + time + "' is not a positive time in seconds; write"
                        + " the measured kernel time, e.g. 1.25e-3");
            }
            rows.add(row(where, dir, file, seconds));
        }
        if (!header) {
            throw new IllegalArgumentException(csv + " is empty; write the header '" + HEADER
                    + "' and one row per timed micro-benchmark");
        }
        return rows;
    }

    /** One measured run: the characterisation {@code file} (relative to {@code dir}) and its time. */
    private static Run row(String where, Path dir, String file, double seconds) throws IOException {
        Path path = dir.resolve(file);
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException(where + ": characterisation " + file + " not found (looked for "
                    + path.normalize() + "); paths are relative to the CSV");
        }
        Characterisation c;
        try {
            c = CharacterisationJson.fromJson(Files.readString(path));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + file + " is not a characterisation JSON ("
                    + e.getMessage() + ")");
        }
        ResultView view = ResultView.of(c);
        Map<String, Object> inputs = view.section(MwpCwpCollector.NAME + ".inputs").map(ResultView.Reading::value)
                .orElseThrow(() -> new IllegalArgumentException(where + ": " + file + " has no collectors.mwp-cwp.inputs"
                        + " section; characterise the micro-benchmark with: aiwc run SPEC --collectors mwp-cwp"));
        MwpCwpInputs in;
        try {
            in = MwpCwpInputs.fromMap(inputs);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + file + ": " + e.getMessage());
        }
        if (in.warps() == 0 || in.blocks() == 0) {
            throw new IllegalArgumentException(where + ": " + file + " ran no work-groups; nothing to calibrate"
                    + " with, remove the row");
        }
        Map<String, Object> recorded = view.section(MwpCwpCollector.NAME + ".gpu").map(ResultView.Reading::value)
                .orElse(Map.of());
        return new Run(where, file, in, recorded, seconds);
    }

    /** Rejects fewer runs than the fit has parameters; {@code source} is the file the runs came from. */
    public static void requireEnough(List<Run> rows, Path source) {
        int parameters = MwpCwpCalibration.parameterNames().size();
        if (rows.size() < parameters) {
            throw new IllegalArgumentException(source + ": " + rows.size() + " measured run(s), but the fit has "
                    + parameters + " parameters (" + String.join(", ", MwpCwpCalibration.parameterNames())
                    + "); time at least the latency, seg32, seg64, seg128 and vector32 micro-benchmarks");
        }
    }

    /**
     * The starting parameters: {@code gpu} if given, else the GPU (preset and settings) the characterisations
     * recorded, which must then agree; {@code overrides} ({@code --gpu-set}) on top, asked for only once the
     * recorded GPUs agree, so that a disagreement is reported before a malformed override. {@code note} receives
     * remarks for the user (a characterisation recorded for another preset than {@code gpu}).
     */
    public static MwpCwpParameters start(List<Run> rows, String gpu,
                                         Supplier<Map<String, String>> overrides,
                                         Consumer<String> note) {
        Map<String, String> settings = new LinkedHashMap<>();
        String preset = gpu;
        if (preset == null) {
            Run first = rows.get(0);
            for (Run r : rows) {
                if (!Objects.equals(r.recordedGpu(), first.recordedGpu())) {
                    throw new IllegalArgumentException(r.where() + ": " + r.json() + " was characterised for another"
                            + " GPU than " + first.json() + " (" + first.where() + "); characterise all with the same"
                            + " --gpu and --gpu-set, or choose the starting GPU with --gpu");
                }
            }
            Object name = first.recordedGpu().get("preset");
            preset = name == null ? null : name.toString();
            // the values the characterisation overrode (its sources say --gpu-set; older files name none: all)
            Map<?, ?> sources = first.recordedGpu().get("sources") instanceof Map<?, ?> m ? m : null;
            for (Map.Entry<String, Object> e : first.recordedGpu().entrySet()) {
                String key = e.getKey();
                boolean parameter = !List.of("preset", "source", "sources", "references").contains(key);
                if (parameter && (sources == null || "--gpu-set".equals(sources.get(key)))) {
                    settings.put(key, String.valueOf(e.getValue()));
                }
            }
        } else {
            String chosen = MwpCwpParameters.resolve(gpu, Map.of()).preset();
            for (Run r : rows) {
                Object name = r.recordedGpu().get("preset");
                if (name != null && !chosen.equals(name)) {
                    note.accept(r.json() + " was characterised for " + name + ", not " + gpu
                            + "; its shared-memory bank conflicts were counted for that GPU");
                }
            }
        }
        settings.putAll(overrides.get());
        return MwpCwpParameters.resolve(preset, settings);
    }

    /** Fits the memory parameters to the runs' times, from {@code start}. */
    public static MwpCwpCalibration.Fit fit(List<Run> rows, MwpCwpParameters start) {
        List<MwpCwpCalibration.Sample> samples = new ArrayList<>();
        for (Run r : rows) {
            samples.add(new MwpCwpCalibration.Sample(r.json(), r.inputs(), r.seconds()));
        }
        return MwpCwpCalibration.fit(samples, start);
    }

    private static double[] memory(MwpCwpParameters p) {
        return new double[]{p.baseLatency(), p.delay32(), p.delay64(), p.delay128(), p.delayVector32()};
    }

    /** Parameters no run's transactions depend on: least squares cannot move them. */
    static List<String> unexercised(List<Run> rows) {
        long memory = 0;
        long[] kinds = new long[4];
        for (Run r : rows) {
            MwpCwpInputs in = r.inputs();
            memory += in.memoryInstructions();
            kinds[0] += in.n32();
            kinds[1] += in.n64();
            kinds[2] += in.n128();
            kinds[3] += in.n32Vector();
        }
        List<String> names = MwpCwpCalibration.parameterNames();
        List<String> unused = new ArrayList<>();
        if (memory == 0) {
            unused.add(names.get(0));
        }
        for (int k = 0; k < kinds.length; k++) {
            if (kinds[k] == 0) {
                unused.add(names.get(k + 1));
            }
        }
        return unused;
    }

    /** The fit as text: parameters start and fitted, each run's measured and predicted time, the preset lines. */
    public static String report(List<Run> rows, MwpCwpParameters start, MwpCwpCalibration.Fit fit) {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "mwp-cwp calibration for %s from %d measured run(s), %d iteration(s)%n%n",
                start.preset(), rows.size(), fit.iterations()));
        s.append(String.format(Locale.ROOT, "%-16s %10s %10s%n", "parameter", "start", "fitted"));
        List<String> names = MwpCwpCalibration.parameterNames();
        double[] a = memory(start);
        double[] b = memory(fit.parameters());
        for (int i = 0; i < names.size(); i++) {
            s.append(String.format(Locale.ROOT, "%-16s %10.2f %10.2f%n", names.get(i), a[i], b[i]));
        }
        for (String unused : unexercised(rows)) {
            s.append("  (").append(unused).append(": no run exercises it, so it keeps its starting value)\n");
        }
        s.append(String.format(Locale.ROOT, "%nrms relative error %.4f%n%n", fit.rmsRelativeError()));
        int width = "characterisation".length();
        for (Run r : rows) {
            width = Math.max(width, r.json().length());
        }
        s.append(String.format(Locale.ROOT, "%-" + width + "s %13s %13s %9s%n", "characterisation", "measured s",
                "predicted s", "error"));
        for (int i = 0; i < rows.size(); i++) {
            Run r = rows.get(i);
            double p = fit.predicted()[i];
            s.append(String.format(Locale.ROOT, "%-" + width + "s %13.4e %13.4e %+8.2f%%%n", r.json(), r.seconds(), p,
                    100 * (p - r.seconds()) / r.seconds()));
        }
        s.append(String.format(Locale.ROOT, "%npreset (add to aiwc run --gpu %s --collectors mwp-cwp):%n",
                start.preset()));
        s.append(fit.preset());
        return s.toString();
    }
}
