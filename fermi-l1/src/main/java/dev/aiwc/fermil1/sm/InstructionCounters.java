package dev.aiwc.fermil1.sm;

import java.util.Arrays;

/**
 * Per static memory instruction: warp instructions, L1 requests, hits and misses, and the misses merged into a fill
 * already in flight (which a profiler counts as hits), growable, indexed by id.
 */
public final class InstructionCounters {
    long[] warpInstructions = new long[64];
    long[] requests = new long[64];
    long[] hits = new long[64];
    long[] misses = new long[64];
    long[] merged = new long[64];
    byte[] kind = new byte[64]; // 0 unseen, 1 load, 2 store, 3 uncached

    void ensure(int id) {
        if (id >= kind.length) {
            int cap = Math.max(id + 1, kind.length * 2);
            warpInstructions = Arrays.copyOf(warpInstructions, cap);
            requests = Arrays.copyOf(requests, cap);
            hits = Arrays.copyOf(hits, cap);
            misses = Arrays.copyOf(misses, cap);
            merged = Arrays.copyOf(merged, cap);
            kind = Arrays.copyOf(kind, cap);
        }
    }

    void count(int instruction, byte kind, long requests, long hits, long merged) {
        ensure(instruction);
        this.kind[instruction] = kind;
        warpInstructions[instruction]++;
        this.requests[instruction] += requests;
        this.hits[instruction] += hits;
        misses[instruction] += kind == 1 ? requests - hits : 0;
        this.merged[instruction] += merged;
    }

    /**
     * Adds another SM's counts. Sums do not depend on the order; the kind is the added one's where it saw the
     * instruction (an instruction issues one kind of operation, so the order matters only if one had several).
     */
    void add(InstructionCounters o) {
        ensure(o.kind.length - 1);
        for (int i = 0; i < o.kind.length; i++) {
            if (o.kind[i] != 0) {
                kind[i] = o.kind[i];
                warpInstructions[i] += o.warpInstructions[i];
                requests[i] += o.requests[i];
                hits[i] += o.hits[i];
                misses[i] += o.misses[i];
                merged[i] += o.merged[i];
            }
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

    /** Load lookups a profiler counts as hits: the model's hits plus those merged into a fill in flight. */
    public long profilerHits(int id) {
        return hits[id] + merged[id];
    }

    /** Load lookups a profiler counts as misses: those that sent a request to memory. */
    public long profilerMisses(int id) {
        return misses[id] - merged[id];
    }
}
