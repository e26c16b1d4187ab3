package dev.aiwc.instrumenter.groups;

import dev.aiwc.instrumenter.AiwcException;

/**
 * Piece {@code index} of {@code count} ({@code aiwc run --groups I/N}, 1-based): a contiguous block of the launch's
 * work-group ranges. The ranges depend only on the NDRange, so the pieces of N processes are the ranges one process
 * runs, cut at range boundaries; a piece may hold no range when N exceeds the launch's ranges.
 */
public record GroupShare(int index, int count) {
    public GroupShare {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("piece " + index + " of " + count);
        }
    }

    /** Parses {@code I/N}; a usage error names the option and the expected form. */
    public static GroupShare parse(String text) {
        String[] parts = text.strip().split("/", -1);
        try {
            if (parts.length == 2) {
                int i = Integer.parseInt(parts[0].strip());
                int n = Integer.parseInt(parts[1].strip());
                if (n >= 1 && i >= 1 && i <= n) {
                    return new GroupShare(i, n);
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw AiwcException.badInput("--groups '" + text + "' is not a piece I/N with 1 <= I <= N",
                "give e.g. --groups 1/4 ... --groups 4/4 (1-based), one process per piece");
    }

    /** The first range of this piece among {@code ranges}. */
    public int firstRange(int ranges) {
        return (int) ((long) ranges * (index - 1) / count);
    }

    /** One past the last range of this piece among {@code ranges}. */
    public int endRange(int ranges) {
        return (int) ((long) ranges * index / count);
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
