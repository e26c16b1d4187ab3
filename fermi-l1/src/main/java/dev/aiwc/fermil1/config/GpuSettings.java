package dev.aiwc.fermil1.config;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.Setting;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The settings of a collector that models a GPU of the {@link GpuCatalogue}: {@value #GPU}, the catalogue entry,
 * and the entry's parameters the collector's models read, each defaulting to the {@value GpuCatalogue#DEFAULT}'s
 * value. {@code aiwc --gpu NAME} sets {@value #GPU} for every selected collector that declares it, and
 * {@code --gpu-set KEY=VALUE} sets KEY for each one that declares KEY.
 */
public final class GpuSettings {

    /** The setting that names the GPU; every other setting's default is that GPU's value. */
    public static final String GPU = "gpu";

    private GpuSettings() {
    }

    /** {@value #GPU} followed by the parameters of {@code keys}, in the catalogue's order. */
    public static List<Setting> of(Set<String> keys) {
        List<Setting> out = new ArrayList<>();
        out.add(Setting.oneOf(GPU, "The GPU modelled (aliases gtx480, gtx470); its catalogue entry gives every other"
                + " setting's default, shown here for the " + GpuCatalogue.DEFAULT, GpuCatalogue.DEFAULT,
                GpuCatalogue.names()));
        GpuCatalogue.Gpu defaults = GpuCatalogue.get(null);
        Map<String, GpuCatalogue.Parameter> byKey = new LinkedHashMap<>();
        for (GpuCatalogue.Parameter p : defaults.parameters()) {
            byKey.put(p.key(), p);
        }
        for (String key : GpuCatalogue.allKeys().keySet()) {
            if (keys.contains(key)) {
                GpuCatalogue.Parameter p = byKey.get(key);
                String meaning = GpuParameterMeanings.describe(key);
                out.add(Setting.of(key, p == null ? meaning + "; the " + GpuCatalogue.DEFAULT + " has none" : meaning,
                        p == null ? "" : p.value()));
            }
        }
        return List.copyOf(out);
    }

    /** {@code given} without {@value #GPU}, restricted to {@code keys}: what one model of the GPU reads. */
    public static Map<String, String> parameters(Map<String, String> given, Set<String> keys) {
        Map<String, String> out = new LinkedHashMap<>();
        given.forEach((k, v) -> {
            if (keys.contains(k)) {
                out.put(k, v);
            }
        });
        return out;
    }

    /**
     * Options that give each of {@code collectors} the GPU {@code gpu} (null: the default) and those of
     * {@code parameters} it declares, as {@code --gpu gpu --gpu-set KEY=VALUE...} would; for tests and programs
     * that drive the simulator without the command line. A parameter no collector declares is an
     * {@link IllegalArgumentException}.
     */
    public static CollectorOptions options(String gpu, Map<String, String> parameters, List<Collector> collectors) {
        CollectorOptions o = CollectorOptions.defaults();
        for (Map.Entry<String, String> e : parameters.entrySet()) {
            if (collectors.stream().noneMatch(c -> declares(c, e.getKey()))) {
                throw new IllegalArgumentException("no collector of " + collectors.stream().map(Collector::name)
                        .toList() + " has a setting '" + e.getKey() + "'");
            }
        }
        for (Collector c : collectors) {
            if (!declares(c, GPU)) {
                continue;
            }
            if (gpu != null) {
                o = o.with(c.name(), GPU, gpu);
            }
            for (Map.Entry<String, String> e : parameters.entrySet()) {
                if (declares(c, e.getKey())) {
                    o = o.with(c.name(), e.getKey(), e.getValue());
                }
            }
        }
        return o;
    }

    private static boolean declares(Collector c, String key) {
        return c.settings().stream().anyMatch(s -> s.key().equals(key));
    }
}
