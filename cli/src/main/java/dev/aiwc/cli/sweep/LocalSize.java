package dev.aiwc.cli.sweep;

import dev.aiwc.instrumenter.AiwcException;

import java.util.Arrays;

/**
 * A work-group size to try, as written on the command line ({@code 16x16}): one to three positive extents, x first.
 *
 * @param extents the size in each dimension it gives (1 to 3 of them)
 */
public record LocalSize(long[] extents) {

    public LocalSize {
        extents = extents.clone();
    }

    /** Parses {@code 16}, {@code 16x16} or {@code 8x8x4}; anything else is a usage error naming the text. */
    public static LocalSize parse(String text) {
        String[] parts = text.strip().split("x", -1);
        if (parts.length > 3 || text.isBlank()) {
            throw bad(text);
        }
        long[] e = new long[parts.length];
        for (int d = 0; d < parts.length; d++) {
            try {
                e[d] = Long.parseLong(parts[d].strip());
            } catch (NumberFormatException notANumber) {
                throw bad(text);
            }
            if (e[d] < 1) {
                throw bad(text);
            }
        }
        return new LocalSize(e);
    }

    private static AiwcException bad(String text) {
        return AiwcException.badInput("--local '" + text + "' is not a work-group size",
                "Give one to three positive sizes joined by x, x first: --local 256 or --local 16x16,32x8.");
    }

    public int dimensions() {
        return extents.length;
    }

    /** The extent in dimension {@code d} (0 = x); 1 beyond the dimensions it gives, as OpenCL pads them. */
    public long extent(int d) {
        return d < extents.length ? extents[d] : 1;
    }

    /** {@code 16x16}. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int d = 0; d < extents.length; d++) {
            s.append(d > 0 ? "x" : "").append(extents[d]);
        }
        return s.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LocalSize l && Arrays.equals(extents, l.extents);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(extents);
    }
}
