package dev.aiwc.collectors;

import java.util.Locale;

/**
 * Which definitions the metrics follow: {@link #DEFAULT} the corrected ones, {@link #AIWC} the reference AIWC
 * implementation (the Oclgrind plugin) reproduced with its quirks, so results compare with published AIWC data.
 */
public enum Profile {
    DEFAULT, AIWC;

    /** Parses {@code default} or {@code aiwc} (as given to {@code --profile}). */
    public static Profile parse(String name) {
        if (name == null || name.equals("default")) {
            return DEFAULT;
        }
        if (name.equals("aiwc")) {
            return AIWC;
        }
        throw new IllegalArgumentException("unknown metric profile '" + name
                + "'; use --profile default or --profile aiwc");
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
