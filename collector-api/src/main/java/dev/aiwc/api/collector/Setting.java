package dev.aiwc.api.collector;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One setting a collector accepts ({@link Collector#settings()}), given on the command line as
 * {@code --set <collector>.<key>=<value>}: the collector declares it so that the front end can route the value to
 * it, refuse a key it does not have, and list its settings ({@code aiwc collectors NAME}).
 *
 * @param key          the name within the collector: letters, digits, {@code .}, {@code _} and {@code -}
 * @param meaning      what it changes, one line
 * @param defaultValue the value taken when it is not set, as it would be given; empty where there is none or it
 *                     follows another setting (the meaning says which)
 * @param allowed      the values accepted where they are a fixed list, compared ignoring case; empty: any value the
 *                     collector's {@link Collector#validate} accepts
 */
public record Setting(String key, String meaning, String defaultValue, List<String> allowed) {

    public Setting {
        if (key == null || !key.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            throw new IllegalArgumentException("setting key '" + key + "' must be letters, digits, '.', '_' and '-'");
        }
        meaning = meaning == null ? "" : meaning;
        defaultValue = defaultValue == null ? "" : defaultValue;
        allowed = List.copyOf(allowed);
    }

    /** A setting whose values the collector checks itself. */
    public static Setting of(String key, String meaning, String defaultValue) {
        return new Setting(key, meaning, defaultValue, List.of());
    }

    /** A setting that takes one of a fixed list of values. */
    public static Setting oneOf(String key, String meaning, String defaultValue, List<String> allowed) {
        return new Setting(key, meaning, defaultValue, allowed);
    }

    /** Whether {@code value} is one of {@link #allowed} (ignoring case), or any value goes. */
    public boolean accepts(String value) {
        if (allowed.isEmpty()) {
            return true;
        }
        String v = value.toLowerCase(Locale.ROOT);
        return allowed.stream().anyMatch(a -> a.toLowerCase(Locale.ROOT).equals(v));
    }

    /**
     * The check {@link Collector#validate} makes unless a collector makes its own: every value given for a setting
     * with {@link #allowed} values is one of them.
     *
     * @throws IllegalArgumentException naming the collector, the key, the value and the values allowed
     */
    public static void checkAllowed(String collector, List<Setting> declared, Map<String, String> given) {
        for (Setting s : declared) {
            String value = given.get(s.key());
            if (value != null && !s.accepts(value)) {
                throw new IllegalArgumentException(collector + "." + s.key() + "=" + value + " is not one of "
                        + String.join(", ", s.allowed()));
            }
        }
    }
}
