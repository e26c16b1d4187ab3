package dev.aiwc.dwarfs;

import dev.aiwc.instrumenter.AiwcException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The four problem sizes of the Extended OpenDwarfs methodology, bounded by the working set so that each preset
 * targets one level of a memory hierarchy: tiny fits a 32 KiB L1, small a 256 KiB L2, medium an 8 MiB L3, and large
 * spills out of it.
 */
public enum SizePreset {
    TINY(0, 32L << 10),
    SMALL(32L << 10, 256L << 10),
    MEDIUM(256L << 10, 8L << 20),
    LARGE(8L << 20, Long.MAX_VALUE);

    /** Inclusive lower and exclusive upper bound of the working set in bytes (large: strictly above 8 MiB). */
    public final long minBytes;
    public final long maxBytes;

    SizePreset(long minBytes, long maxBytes) {
        this.minBytes = minBytes;
        this.maxBytes = maxBytes;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether a working set of {@code bytes} lies within this preset's bounds. */
    public boolean admits(long bytes) {
        return this == LARGE ? bytes > minBytes : bytes < maxBytes;
    }

    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (SizePreset p : values()) {
            out.add(p.label());
        }
        return List.copyOf(out);
    }

    public static SizePreset parse(String label) {
        for (SizePreset p : values()) {
            if (p.label().equalsIgnoreCase(label)) {
                return p;
            }
        }
        throw AiwcException.badInput("Unknown size preset '" + label + "'.",
                "Use one of tiny, small, medium, large (or all, where a list is accepted).");
    }
}
