package dev.aiwc.fermil1.cache;

import java.util.LinkedHashMap;
import java.util.Map;

/** What one SM's L1 (and its issue stage) counted. Mutable, owned by one SM's simulation. */
public final class CacheCounters {
    public long blocks;
    public long warpInstructions;
    public long loadInstructions;
    public long loadRequests;
    public long loadHits;
    public long loadMisses;
    public long compulsory;
    public long capacity;
    public long conflict;
    public long latency;
    /** Requests refused for want of an MSHR entry (each refusal; the request is retried, and counted then). */
    public long mshrStalls;
    public long storeInstructions;
    public long storeRequests;
    public long storeHits;
    public long uncachedRequests;
    public long writebacks;
    public long sharedRequests;
    public long sharedBankConflicts;
    public long sharedConflictDegree;
    public long cycles;
    /** Reuse distances of load lookups: bucket 0 holds distance 0, bucket i holds [2^(i-1), 2^i). */
    public final long[] reuseHistogram = new long[64];
    public long coldLookups;

    public void add(CacheCounters o) {
        blocks += o.blocks;
        warpInstructions += o.warpInstructions;
        loadInstructions += o.loadInstructions;
        loadRequests += o.loadRequests;
        loadHits += o.loadHits;
        loadMisses += o.loadMisses;
        compulsory += o.compulsory;
        capacity += o.capacity;
        conflict += o.conflict;
        latency += o.latency;
        mshrStalls += o.mshrStalls;
        storeInstructions += o.storeInstructions;
        storeRequests += o.storeRequests;
        storeHits += o.storeHits;
        uncachedRequests += o.uncachedRequests;
        writebacks += o.writebacks;
        sharedRequests += o.sharedRequests;
        sharedBankConflicts += o.sharedBankConflicts;
        sharedConflictDegree += o.sharedConflictDegree;
        cycles = Math.max(cycles, o.cycles);
        for (int i = 0; i < reuseHistogram.length; i++) {
            reuseHistogram[i] += o.reuseHistogram[i];
        }
        coldLookups += o.coldLookups;
    }

    static int bucket(long distance) {
        return distance == 0 ? 0 : 64 - Long.numberOfLeadingZeros(distance);
    }

    public double missRate() {
        return loadRequests == 0 ? 0.0 : (double) loadMisses / loadRequests;
    }

    /**
     * Load lookups a hardware profiler counts as hits: the model's hits plus lookups merged into a fill already in
     * flight, which issue no memory request of their own (Fermi's l1_global_load_hit, ncu's lookup_hit).
     */
    public long profilerHits() {
        return loadHits + latency;
    }

    /** Load lookups a profiler counts as misses: those that sent a request to memory. */
    public long profilerMisses() {
        return loadMisses - latency;
    }

    public double profilerMissRate() {
        return loadRequests == 0 ? 0.0 : (double) profilerMisses() / loadRequests;
    }

    /** The counters in the order of the documented output. */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("blocks", blocks);
        m.put("warpInstructions", warpInstructions);
        m.put("loadInstructions", loadInstructions);
        m.put("loadRequests", loadRequests);
        m.put("loadHits", loadHits);
        m.put("loadMisses", loadMisses);
        m.put("missRate", missRate());
        m.put("profilerMissRate", profilerMissRate());
        Map<String, Object> misses = new LinkedHashMap<>();
        misses.put("compulsory", compulsory);
        misses.put("capacity", capacity);
        misses.put("conflict", conflict);
        misses.put("latency", latency);
        m.put("misses", misses);
        m.put("mshrStalls", mshrStalls);
        m.put("storeInstructions", storeInstructions);
        m.put("storeRequests", storeRequests);
        m.put("storeHits", storeHits);
        m.put("uncachedRequests", uncachedRequests);
        m.put("writebacks", writebacks);
        m.put("sharedRequests", sharedRequests);
        m.put("sharedBankConflicts", sharedBankConflicts);
        m.put("sharedConflictDegree", sharedConflictDegree);
        m.put("steps", cycles);
        int top = reuseHistogram.length;
        while (top > 0 && reuseHistogram[top - 1] == 0) {
            top--;
        }
        m.put("reuseDistanceHistogram", java.util.Arrays.copyOf(reuseHistogram, top));
        m.put("coldLookups", coldLookups);
        return m;
    }
}
