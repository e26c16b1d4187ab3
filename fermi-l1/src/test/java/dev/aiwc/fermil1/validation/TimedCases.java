package dev.aiwc.fermil1.validation;

import dev.aiwc.api.collector.Collectors;
import dev.aiwc.fermil1.mwpcwp.MwpCwpInputs;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import dev.aiwc.fermil1.config.GpuSettings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The time validation set: the variant specs of {@code timing/} (a family of variants per spec), their native times
 * on a GPU as {@code aiwc time} wrote them, and the mwp-cwp inputs the simulator measures for every invocation.
 */
public final class TimedCases {

    /**
     * One invocation: its family (the spec), a name ({@code kernel#n} with n counted per kernel within the spec, as
     * {@code aiwc time} numbers them), the measured median time and the model's inputs.
     */
    public record Case(String family, String name, double measuredSeconds, MwpCwpInputs inputs) {
    }

    private TimedCases() {
    }

    /** Simulates every spec of {@code folder} for {@code gpu} and joins each invocation to its row of {@code csv}. */
    public static List<Case> load(Path folder, String csv, String gpu) {
        Map<String, Double> measured = measured(folder.resolve(csv));
        List<Case> out = new ArrayList<>();
        List<Path> specs;
        try (Stream<Path> s = Files.list(folder)) {
            specs = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        SimulatorConfig config = SimulatorConfig.defaults().withThreads(2)
                .withCollectors(Collectors.select("mwp-cwp"), GpuSettings.options(gpu, Map.of(), Collectors.select("mwp-cwp")));
        for (Path spec : specs) {
            String family = spec.getFileName().toString().replace(".json", "");
            try (Simulator sim = new Simulator(config)) {
                RunSpec rs = RunSpec.load(spec, sim);
                List<LaunchResult> launches = SpecRunner.run(rs, sim, SpecRunner.Listener.NONE).launches();
                for (LaunchResult r : launches) {
                    String key = key(r.kernel(), r.invocation(), r.range().global(), r.range().local());
                    Double t = measured.get(key);
                    if (t == null) {
                        throw new IllegalStateException(csv + " has no time for " + family + " " + key);
                    }
                    @SuppressWarnings("unchecked")
                    Map<String, Object> in = (Map<String, Object>) r.results().get("mwp-cwp").section().get("inputs");
                    out.add(new Case(family, r.kernel() + "#" + r.invocation(), t, MwpCwpInputs.fromMap(in)));
                }
            }
        }
        return out;
    }

    private static String key(String kernel, int invocation, long[] global, long[] local) {
        return kernel + "#" + invocation + "@" + dims(global) + "/" + dims(local);
    }

    private static String dims(long[] v) {
        long[] d = {1, 1, 1};
        System.arraycopy(v, 0, d, 0, Math.min(3, v.length));
        return d[0] + "x" + d[1] + "x" + d[2];
    }

    /** Median seconds by kernel, invocation and ND-range, from a {@code times.csv} of {@code aiwc time}. */
    private static Map<String, Double> measured(Path csv) {
        try {
            List<String> lines = Files.readAllLines(csv);
            List<String> header = List.of(lines.get(0).split(","));
            int kernel = header.indexOf("kernel");
            int invocation = header.indexOf("invocation");
            int global = header.indexOf("global");
            int local = header.indexOf("local");
            int median = header.indexOf("medianSeconds");
            int verified = header.indexOf("verified");
            Map<String, Double> out = new HashMap<>();
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.split(",", -1);
                if (!f[verified].equals("true")) {
                    throw new IllegalStateException(csv + ": " + line + " was not verified against the simulator");
                }
                out.put(f[kernel] + "#" + f[invocation] + "@" + f[global] + "/" + f[local], Double.parseDouble(f[median]));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
