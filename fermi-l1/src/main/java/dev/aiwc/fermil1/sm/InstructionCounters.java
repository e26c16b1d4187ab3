package dev.aiwc.fermil1.sm;

import java.util.Arrays;

/** Per static memory instruction: warp instructions, L1 requests, hits and misses (growable, indexed by id). */
public final class InstructionCounters {
    long[] warpInstructions = new long[64];
    long[] requests = new long[64];
    long[] hits = new long[64];
    long[] misses = new long[64];
    byte[] kind = new byte[64]; // 0 unseen, 1 load, 2 store, 3 uncached

    void ensure(int id) {
        if (id >= kind.length) {
            int cap = Math.max(id + 1, kind.length * 2);
            warpInstructions = Arrays.copyOf(warpInstructions, cap);
            requests = Arrays.copyOf(requests, cap);
            hits = Arrays.copyOf(hits, cap);
            misses = Arrays.copyOf(misses, cap);
            kind = Arrays.copyOf(kind, cap);
        }
    }

    public int size() {
        return kind.length;
    }

    public boolean seen(int id) {
        return kind[id] != 0;
    }

    public String kind(int id) {
        return switch (kind[id]) {
            case 1 -> "load";
            case 2 -> "store";
            default -> "uncached";
        };
    }

    public long warpInstructions(int id) {
        return warpInstructions[id];
    }

    public long requests(int id) {
        return requests[id];
    }

    public long hits(int id) {
        return hits[id];
    }

    public long misses(int id) {
        return misses[id];
    }
}
