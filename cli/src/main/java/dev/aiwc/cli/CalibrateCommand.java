package dev.aiwc.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.fermil1.mwpcwp.MwpCwpCalibration;
import dev.aiwc.fermil1.mwpcwp.MwpCwpCollector;
import dev.aiwc.fermil1.mwpcwp.MwpCwpInputs;
import dev.aiwc.fermil1.mwpcwp.MwpCwpParameters;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.json.CharacterisationJson;
import dev.aiwc.reports.model.ResultView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;

/**
 * {@code aiwc calibrate TIMES.csv}: fits the mwp-cwp base latency and departure delays to natively measured times of
 * the micro-benchmarks, whose model inputs come from their characterisations ({@code aiwc run --collectors mwp-cwp}),
 * and prints the fitted values as {@code --gpu-set} lines.
 */
@Command(name = "calibrate", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Fit the mwp-cwp memory latency and departure delays to measured"
        + " micro-benchmark times and print them as --gpu-set lines.")
final class CalibrateCommand implements Callable<Integer> {
    static final String HEADER = "characterisation,seconds";

    @Parameters(index = "0", description = "the times.csv 'aiwc time' writes, or a CSV with the header"
            + " 'characterisation,seconds': per run, a characterisation JSON written by 'aiwc run ... --collectors"
            + " mwp-cwp' (relative to the CSV) and the measured kernel time")
    Path times;

    @Option(names = "--characterisations", description = "folder searched (with its subfolders) for the"
            + " characterisations that rows of an 'aiwc time' file name by identity (default: the CSV's folder)")
    Path characterisations;

    @Option(names = "--device", description = "with an 'aiwc time' file timed on several devices: use the rows of"
            + " the device whose platform or device name contains this")
    String device;

    @Option(names = "--gpu", description = "preset to start from (default: the GPU the characterisations record)")
    String gpu;

    @Option(names = "--gpu-set", description = "override a starting parameter, KEY=VALUE (repeatable)")
    List<String> gpuSet = List.of();

    @Option(names = "--out", description = "also write the preset lines to this file")
    Path out;

    /** One row of TIMES.csv with what its characterisation says. */
    private record Row(String where, String json, MwpCwpInputs inputs, Map<String, Object> recordedGpu,
                       double seconds) {
    }

    @Override
    public Integer call() throws IOException {
        List<Row> rows = TimesCsv.isTimesFile(times) ? fromTimes(times) : read(times);
        int parameters = MwpCwpCalibration.parameterNames().size();
        if (rows.size() < parameters) {
            throw new IllegalArgumentException(times + ": " + rows.size() + " measured run(s), but the fit has "
                    + parameters + " parameters (" + String.join(", ", MwpCwpCalibration.parameterNames())
                    + "); time at least the latency, seg32, seg64, seg128 and vector32 micro-benchmarks");
        }
        MwpCwpParameters start = start(rows);
        List<MwpCwpCalibration.Sample> samples = new ArrayList<>();
        for (Row r : rows) {
            samples.add(new MwpCwpCalibration.Sample(r.json(), r.inputs(), r.seconds()));
        }
        MwpCwpCalibration.Fit fit = MwpCwpCalibration.fit(samples, start);
        System.out.print(report(rows, start, fit));
        if (out != null) {
            Files.writeString(out, fit.preset());
            System.out.println("preset written to " + out.toAbsolutePath().normalize());
        }
        return 0;
    }

    /**
     * Reads the times.csv of {@code aiwc time}: each row's identity (application, kernel, size, invocation, source)
     * must name exactly one characterisation under {@code --characterisations}; its median time is the measurement.
     */
    private List<Row> fromTimes(Path csv) throws IOException {
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
        List<TimesCsv.Timing> timings = TimesCsv.read(csv, device);
        List<Row> rows = new ArrayList<>();
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
            rows.add(row(t.where(), csvDir, csvDir.relativize(match.toAbsolutePath()).toString(), t.seconds()));
        }
        return rows;
    }

    private static String text(Object o) {
        return o == null ? "" : o.toString();
    }

    /** Reads TIMES.csv and every characterisation it names; errors name the CSV line. */
    private static List<Row> read(Path csv) throws IOException {
        if (!Files.isRegularFile(csv)) {
            throw new IllegalArgumentException(csv + " does not exist; write a CSV with the header '" + HEADER
                    + "' and one row per timed micro-benchmark");
        }
        List<String> lines = Files.readAllLines(csv);
        Path dir = csv.toAbsolutePath().getParent();
        List<Row> rows = new ArrayList<>();
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
    private static Row row(String where, Path dir, String file, double seconds) throws IOException {
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
        return new Row(where, file, in, recorded, seconds);
    }

    /**
     * The starting parameters: {@code --gpu} if given, else the GPU (preset and settings) the characterisations
     * recorded, which must then agree; {@code --gpu-set} on top.
     */
    private MwpCwpParameters start(List<Row> rows) {
        Map<String, String> settings = new LinkedHashMap<>();
        String preset = gpu;
        if (preset == null) {
            Row first = rows.get(0);
            for (Row r : rows) {
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
            for (Row r : rows) {
                Object name = r.recordedGpu().get("preset");
                if (name != null && !chosen.equals(name)) {
                    System.err.println("aiwc: note: " + r.json() + " was characterised for " + name + ", not " + gpu
                            + "; its shared-memory bank conflicts were counted for that GPU");
                }
            }
        }
        settings.putAll(KeyValues.parse("--gpu-set", gpuSet, "--gpu-set baseLatency=450"));
        return MwpCwpParameters.resolve(preset, settings);
    }

    private static double[] memory(MwpCwpParameters p) {
        return new double[]{p.baseLatency(), p.delay32(), p.delay64(), p.delay128(), p.delayVector32()};
    }

    /** Parameters no run's transactions depend on: least squares cannot move them. */
    private static List<String> unexercised(List<Row> rows) {
        long memory = 0;
        long[] kinds = new long[4];
        for (Row r : rows) {
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

    private static String report(List<Row> rows, MwpCwpParameters start, MwpCwpCalibration.Fit fit) {
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
        for (Row r : rows) {
            width = Math.max(width, r.json().length());
        }
        s.append(String.format(Locale.ROOT, "%-" + width + "s %13s %13s %9s%n", "characterisation", "measured s",
                "predicted s", "error"));
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
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
