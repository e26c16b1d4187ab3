package dev.aiwc.instrumenter.groups;

import dev.aiwc.instrumenter.AiwcException;

/**
 * Piece {@code index} of {@code count} ({@code aiwc run --groups I/N}, 0-based like the suite's {@code --shard}, so
 * that a Slurm array's {@code $SLURM_ARRAY_TASK_ID} is I): a contiguous block of the launch's
 * work-group ranges. The ranges depend only on the NDRange, so the pieces of N processes are the ranges one process
 * runs, cut at range boundaries; a piece may hold no range when N exceeds the launch's ranges.
 */
public record GroupShare(int index, int count) {
    public GroupShare {
        if (count < 1 || index < 0 || index >= count) {
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
                if (n >= 1 && i >= 0 && i < n) {
                    return new GroupShare(i, n);
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw AiwcException.badInput("--groups '" + text + "' is not a piece I/N with 0 <= I < N",
                "give e.g. --groups 0/4 ... --groups 3/4 (0-based, as the suite's --shard), one process per piece");
    }

    /** The first range of this piece among {@code ranges}. */
    public int firstRange(int ranges) {
        return (int) ((long) ranges * index / count);
    }

    /** One past the last range of this piece among {@code ranges}. */
    public int endRange(int ranges) {
        return (int) ((long) ranges * (index + 1) / count);
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
