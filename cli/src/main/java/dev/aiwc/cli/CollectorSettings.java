package dev.aiwc.cli;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.collector.Setting;
import dev.aiwc.instrumenter.AiwcException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Routes the settings of the command line to the collectors that declare them ({@link Collector#settings()}), and
 * has each selected collector check its own: {@code --set NAME.KEY=VALUE} names its collector; {@code --gpu NAME}
 * and {@code --gpu-set KEY=VALUE} are the shorthand for the GPU models, the collectors with a {@value #GPU}
 * setting: {@code --gpu} sets {@value #GPU} for each selected one, {@code --gpu-set} sets KEY for each selected one
 * that has it. A later setting of a key replaces an earlier one, and {@code --set} comes after the shorthand.
 */
final class CollectorSettings {

    /** The setting {@code --gpu} gives: a collector that declares it models a GPU, and a sweep runs it per GPU. */
    static final String GPU = "gpu";

    /** A correct use, for the messages. */
    private static final String EXAMPLE = "--set fermi-l1.ways=8";

    private CollectorSettings() {
    }

    /** Whether {@code c} models a GPU: its results depend on {@code --gpu}. */
    static boolean modelsGpu(Collector c) {
        return declares(c, GPU);
    }

    /**
     * The options of a run of {@code selected}, each key routed to the collectors that declare it; the values are
     * left to {@link #check}.
     *
     * @param gpu    {@code --gpu}, or null (a sweep gives each GPU itself: null here)
     * @param gpuSet {@code --gpu-set} values, {@code KEY=VALUE}
     * @param set    {@code --set} values, {@code NAME.KEY=VALUE}
     * @throws AiwcException bad input naming the setting, and the keys or collectors that would be valid
     */
    static CollectorOptions route(String profile, List<Collector> selected, String gpu, List<String> gpuSet,
                                  List<String> set) {
        Map<String, Map<String, String>> routed = new LinkedHashMap<>();
        if (gpu != null && !gpu.isBlank()) {
            for (Collector c : selected) {
                if (modelsGpu(c)) {
                    own(routed, c).put(GPU, gpu.strip());
                }
            }
        }
        KeyValues.parse("--gpu-set", gpuSet, "--gpu-set ways=8").forEach((key, value) -> {
            boolean taken = false;
            for (Collector c : selected) {
                if (modelsGpu(c) && declares(c, key)) {
                    own(routed, c).put(key, value);
                    taken = true;
                }
            }
            if (!taken) {
                refuseGpuKey(key, selected);
            }
        });
        Map<String, Collector> byName = new LinkedHashMap<>();
        selected.forEach(c -> byName.put(c.name(), c));
        KeyValues.parse("--set", set, EXAMPLE).forEach((name, value) -> {
            int dot = name.indexOf('.');
            String given = "--set " + name + "=" + value;
            if (dot <= 0 || dot == name.length() - 1) {
                List<String> having = selected.stream().filter(c -> declares(c, name)).map(c -> "--set " + c.name()
                        + "." + name + "=" + value).toList();
                throw AiwcException.badInput(given + " does not name a collector: --set expects"
                        + " COLLECTOR.KEY=VALUE", having.isEmpty() ? "e.g. " + EXAMPLE : "e.g. "
                        + String.join(" or ", having));
            }
            String collector = name.substring(0, dot);
            String key = name.substring(dot + 1);
            Collector c = byName.get(collector);
            if (c == null) {
                throw notSelected(given, collector, selected);
            }
            if (!declares(c, key)) {
                throw unknownKey(given, c, key);
            }
            own(routed, c).put(key, value);
        });
        return new CollectorOptions(profile, routed);
    }

    /**
     * Has {@code c} check {@code given}, its own settings; {@code context} says what else the run set ({@code
     * " on v100"} for one GPU of a sweep).
     */
    static void check(Collector c, Map<String, String> given, String context) {
        if (given.isEmpty()) {
            return;
        }
        try {
            c.validate(given);
        } catch (IllegalArgumentException e) {
            throw AiwcException.badInput(c.name() + context + ": " + e.getMessage(), "aiwc collectors " + c.name()
                    + " lists its settings with their defaults");
        }
    }

    /**
     * How a {@code --gpu-set} key no selected GPU model has is taken: as today, a parameter of a GPU model that is
     * not selected is left unread; one that no GPU model has is an error.
     */
    private static void refuseGpuKey(String key, List<Collector> selected) {
        Set<String> known = new LinkedHashSet<>();
        List<String> models = new ArrayList<>();
        for (Collector c : Collectors.available().values()) {
            if (modelsGpu(c)) {
                c.settings().forEach(s -> known.add(s.key()));
                models.add(c.name());
            }
        }
        if (known.contains(key)) {
            return;
        }
        List<String> near = NearestNames.of(key, known);
        throw AiwcException.badInput("unknown --gpu-set key '" + key + "'" + (near.isEmpty() ? ""
                : "; did you mean " + String.join(" or ", near) + "?"), "--gpu-set sets a parameter of each"
                + " selected GPU model that has it (" + String.join(", ", models) + "); valid keys: "
                + String.join(", ", known) + ". aiwc collectors NAME says what each means.");
    }

    private static AiwcException notSelected(String given, String collector, List<Collector> selected) {
        List<String> chosen = selected.stream().map(Collector::name).toList();
        if (Collectors.available().containsKey(collector)) {
            return AiwcException.badInput(given + ": " + collector + " is not among the collectors of this run ("
                    + String.join(", ", chosen) + ")", "add it to --collectors, or leave the setting out");
        }
        List<String> near = NearestNames.of(collector, Collectors.available().keySet());
        return AiwcException.badInput(given + ": no collector is named '" + collector + "'" + (near.isEmpty() ? ""
                : "; did you mean " + String.join(" or ", near) + "?"), "the collectors of this run: "
                + String.join(", ", chosen) + " (aiwc collectors lists every one)");
    }

    private static AiwcException unknownKey(String given, Collector c, String key) {
        List<String> keys = c.settings().stream().map(Setting::key).toList();
        if (keys.isEmpty()) {
            return AiwcException.badInput(given + ": " + c.name() + " has no settings", "leave the setting out");
        }
        List<String> near = NearestNames.of(key, keys);
        return AiwcException.badInput(given + ": " + c.name() + " has no setting '" + key + "'" + (near.isEmpty()
                ? "" : "; did you mean " + String.join(" or ", near) + "?"), c.name() + "'s settings: "
                + String.join(", ", keys) + " (aiwc collectors " + c.name() + " says what each means)");
    }

    private static Map<String, String> own(Map<String, Map<String, String>> routed, Collector c) {
        return routed.computeIfAbsent(c.name(), n -> new LinkedHashMap<>());
    }

    private static boolean declares(Collector c, String key) {
        for (Setting s : c.settings()) {
            if (s.key().equals(key)) {
                return true;
            }
        }
        return false;
    }
}
