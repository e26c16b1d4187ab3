package dev.aiwc.dwarfs.suite;

import dev.aiwc.instrumenter.AiwcException;

/**
 * One of {@code count} disjoint parts of a suite plan. Assignment rule: the plan lists the selected (application,
 * size) runs with applications in suite order and, within an application, sizes smallest first; run k of that list
 * (k from 0) belongs to shard {@code k mod count}. Round robin spreads each application's sizes over different
 * shards, so the large runs do not pile up on one. Every shard must be given the same --size and --only.
 *
 * @param index 0-based, below count (matches SLURM_ARRAY_TASK_ID with {@code --array=0-(N-1)})
 */
public record Shard(int index, int count) {

    public static final Shard WHOLE = new Shard(0, 1);

    public Shard {
        if (count < 1 || index < 0 || index >= count) {
            throw AiwcException.badInput("Shard " + index + "/" + count + " does not exist.",
                    "Use --shard I/N with N >= 1 and 0 <= I < N.");
        }
    }

    /** Parses {@code I/N}. */
    public static Shard parse(String text) {
        String[] parts = text.trim().split("/");
        try {
            if (parts.length == 2) {
                return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
            }
        } catch (NumberFormatException e) {
            // fall through to the message below
        }
        throw AiwcException.badInput("Cannot read shard '" + text + "'.",
                "Write --shard I/N, e.g. --shard 0/4 for the first of four shards (I counts from 0).");
    }

    public boolean owns(int ordinal) {
        return ordinal % count == index;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
