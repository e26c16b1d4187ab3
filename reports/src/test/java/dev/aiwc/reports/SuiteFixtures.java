package dev.aiwc.reports;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.json.CharacterisationJson;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Suite-shaped characterisations made from the vadd fixture: the application, size, kernel name, invocation and
 * instruction count set, everything else vadd's (so every other metric is the same across them).
 */
public final class SuiteFixtures {

    private SuiteFixtures() {
    }

    public static Characterisation invocation(String app, String size, String kernel, int n, long instructions)
            throws IOException {
        Characterisation v = Fixtures.load("vadd-0.json");
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, Object>> e : v.metrics().entrySet()) {
            metrics.put(e.getKey(), new LinkedHashMap<>(e.getValue()));
        }
        metrics.get("compute").put("totalInstructions", instructions);
        return new Characterisation(app, size, new Characterisation.KernelRef(kernel, v.kernel().source(),
                v.kernel().buildOptions(), v.kernel().compiler()), n, v.profile(), v.global(), v.local(), v.groups(),
                metrics, v.collectors(), v.run());
    }

    /** Writes it as {@code aiwc suite} does, under {@code out/<app>/<size>/}, and returns the file. */
    public static Path write(Path out, String app, String size, String kernel, int n, long instructions)
            throws IOException {
        return CharacterisationJson.write(invocation(app, size, kernel, n, instructions), out.resolve(app).resolve(size));
    }

    /** A metric of a copy set to {@code value}: {@code set(c, "parallelism", "barriersPerInstruction", 0.5)}. */
    public static Characterisation with(Characterisation c, String category, String key, Object value) {
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, Object>> e : c.metrics().entrySet()) {
            metrics.put(e.getKey(), new LinkedHashMap<>(e.getValue()));
        }
        metrics.get(category).put(key, value);
        return new Characterisation(c.application(), c.size(), c.kernel(), c.invocation(), c.profile(), c.global(),
                c.local(), c.groups(), metrics, c.collectors(), c.run());
    }
}
