package dev.aiwc.fermil1.cache;

import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.config.GpuPreset;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class L1CacheTest {
    private static final long A = 0;
    private static final long B = 1;
    private static final long C = 2;

    /** A tiny linear-index cache with a fixed one-step miss latency, plus overrides. */
    private static L1Cache cache(String... keyValues) {
        Map<String, String> s = new HashMap<>(Map.of("l1Size", "256", "ways", "2", "setIndex", "linear",
                "missLatency", "1", "missLatencySigma", "0"));
        for (int i = 0; i < keyValues.length; i += 2) {
            s.put(keyValues[i], keyValues[i + 1]);
        }
        GpuConfig c = GpuPreset.resolve("gtx480-16k", s);
        return new L1Cache(c, 0, new CacheCounters());
    }

    /** Loads the lines ten steps apart (every miss has returned before the next access). */
    private static CacheCounters loads(L1Cache cache, long... lines) {
        long t = 0;
        for (long line : lines) {
            cache.load(line, 1, t);
            t += 10;
        }
        return cache.counters;
    }

    @Test
    void lruKeepsTheRecentlyUsedLine() {
        // one set of two ways: A B A C A -- C evicts B (least recently used), so the last A hits
        CacheCounters c = loads(cache(), A, B, A, C, A);
        assertEquals(2, c.loadHits);
        assertEquals(3, c.loadMisses);
    }

    @Test
    void fifoEvictsTheFirstInsertedLine() {
        // same pattern: C evicts A (inserted first), so the last A misses
        CacheCounters c = loads(cache("replacement", "fifo"), A, B, A, C, A);
        assertEquals(1, c.loadHits);
        assertEquals(4, c.loadMisses);
        assertEquals(1, c.conflict); // A's reuse distance 1 < 2 lines: a fully associative LRU cache would hit
    }

    @Test
    void lfuEvictsTheLeastFrequentlyUsedLine() {
        // A A B C: A used twice, B once -> C evicts B; then A hits, B misses
        CacheCounters c = loads(cache("replacement", "lfu"), A, A, B, C, A, B);
        assertEquals(2, c.loadHits);
    }

    @Test
    void firstAccessIsCompulsory() {
        CacheCounters c = loads(cache(), A, B);
        assertEquals(2, c.compulsory);
        assertEquals(0, c.capacity + c.conflict + c.latency);
    }

    @Test
    void reuseBeyondTheLineCountIsCapacity() {
        // two lines: A B C A -- A's reuse distance 2 >= 2 lines
        CacheCounters c = loads(cache(), A, B, C, A);
        assertEquals(3, c.compulsory);
        assertEquals(1, c.capacity);
    }

    @Test
    void setCollisionWithinTheLineCountIsConflict() {
        // direct mapped, two sets: lines 0 and 2 share set 0. A C A -- distance 1 < 2 lines
        CacheCounters c = loads(cache("ways", "1"), 0, 2, 0);
        assertEquals(1, c.conflict);
        assertEquals(2, c.compulsory);
    }

    /** The gtx480-16k preset as it is (16 KB, 4 ways, Fermi hash), with a one-step miss latency. */
    private static L1Cache gtx480() {
        return new L1Cache(GpuPreset.resolve("gtx480-16k", Map.of("missLatency", "1", "missLatencySigma", "0")), 0,
                new CacheCounters());
    }

    @Test
    void aFifthLineOfAFermiSetEvictsTheFirst() {
        // lines 0, 32, 512, 544 and 2048 set only line bits 5, 9 and 11 (address bits 12, 16 and 18), which the
        // hash of 32 sets ignores, so all five share set 0. Re-reading line 0 after the other four (reuse distance
        // 4) misses, where a fully associative cache of 128 lines would hit: a conflict. Nugteren et al.'s published
        // model (tue-es/gpu-cache-model) reports this re-read as a hit: its report counts a miss only beyond
        // distance 4, while its own timing treats distance 4 as a miss (fermi-l1/README.md, GTX 480 validation).
        CacheCounters c = loads(gtx480(), 0, 32, 512, 544, 2048, 0);
        assertEquals(5, c.compulsory);
        assertEquals(1, c.conflict);
        assertEquals(0, c.loadHits);
        // four lines fit the four ways: the re-read hits
        assertEquals(1, loads(gtx480(), 0, 32, 512, 544, 0).loadHits);
    }

    @Test
    void requestToALineInFlightIsALatencyMissAndAProfilerHit() {
        L1Cache cache = cache("missLatency", "100");
        cache.load(A, 1, 0);
        long ready = cache.load(A, 1, 1);
        assertEquals(1, cache.counters.latency);
        assertEquals(100, ready); // merged: data comes with the first request
        cache.load(A, 1, 101);
        assertEquals(1, cache.counters.loadHits);
        // three lookups, one request to memory: the profiler sees two hits and one miss
        assertEquals(2, cache.counters.profilerHits());
        assertEquals(1, cache.counters.profilerMisses());
        assertEquals(2, cache.counters.loadMisses);
    }

    @Test
    void missWithoutAFreeMshrIsRefusedUntilOneFrees() {
        L1Cache cache = cache("missLatency", "100", "mshrs", "1");
        assertEquals(L1Cache.NOW, cache.admit(A, 1, 0, 0));
        cache.load(A, 1, 0);
        assertEquals(100, cache.admit(B, 1, 1, 1)); // A's entry returns at 100
        assertEquals(L1Cache.NOW, cache.admit(A, 1, 1, 1)); // merging needs no entry
        assertEquals(L1Cache.NOW, cache.admit(B, 1, 100, 100));
        assertEquals(200, cache.load(B, 1, 100));
        assertEquals(2, cache.counters.compulsory);
        assertEquals(0, cache.counters.latency);
    }

    @Test
    void aWarpWithoutEntriesLeftWaitsForItsOwn() {
        L1Cache cache = cache("missLatency", "100");
        assertEquals(L1Cache.NOW, cache.admit(A, 1, 5, 5));
        assertEquals(40, cache.admit(A, 1, 5, 40)); // the warp's first entry returns at 40
        assertEquals(L1Cache.NOW, cache.admit(A, 1, 40, 40));
    }

    @Test
    void mergesAreUnlimitedUnlessAPresetSaysOtherwise() {
        L1Cache unlimited = cache("missLatency", "100");
        unlimited.load(A, 1, 0);
        for (int t = 1; t <= 40; t++) {
            assertEquals(L1Cache.NOW, unlimited.admit(A, 1, t, t));
            unlimited.load(A, 1, t);
        }
        assertEquals(40, unlimited.counters.latency);
        L1Cache one = cache("missLatency", "100", "mshrMerges", "1");
        one.load(A, 1, 0);
        one.load(A, 1, 1);
        assertEquals(100, one.admit(A, 1, 2, 2)); // the entry is full: wait for its data, then hit
        assertEquals(L1Cache.NOW, one.admit(A, 1, 100, 100));
        one.load(A, 1, 100);
        assertEquals(1, one.counters.latency);
        assertEquals(1, one.counters.loadHits);
    }

    @Test
    void writeThroughStoreNeverMakesALaterLoadHit() {
        L1Cache cache = cache();
        cache.store(A, 1, 0);
        cache.load(A, 1, 10);
        assertEquals(0, cache.counters.loadHits);
        assertEquals(1, cache.counters.compulsory);
    }

    @Test
    void writeBackAllocateStoreMakesALaterLoadHit() {
        L1Cache cache = cache("writePolicy", "write-back-allocate");
        cache.store(A, 1, 0);
        cache.load(A, 1, 10);
        assertEquals(1, cache.counters.loadHits);
    }

    @Test
    void dirtyEvictionIsWrittenBack() {
        L1Cache cache = cache("writePolicy", "wbwa");
        cache.store(A, 1, 0);
        loads(cache, B, C, B); // one set of two ways: C (installed when B is loaded again) evicts A
        assertEquals(1, cache.counters.writebacks);
    }

    @Test
    void sectoredCacheCountsPerSector() {
        L1Cache cache = cache("coalescing", "sectored", "l1Size", "1024");
        cache.load(A, 0b0011, 0);
        cache.load(A, 0b0111, 10);
        assertEquals(5, cache.counters.loadRequests);
        assertEquals(2, cache.counters.loadHits); // sectors 0 and 1 filled by the first request
        assertEquals(3, cache.counters.compulsory);
    }

    @Test
    void missLatencyIsMinimumPlusHalfNormal() {
        L1Cache cache = cache("missLatency", "100", "missLatencySigma", "5", "mshrs", "1000");
        long min = Long.MAX_VALUE;
        long sum = 0;
        int n = 800; // fewer misses than MSHRs: none waits
        for (int i = 0; i < n; i++) {
            long lat = cache.load(1000 + 2L * i, 1, 0);
            min = Math.min(min, lat);
            sum += lat - 100;
        }
        org.junit.jupiter.api.Assertions.assertTrue(min >= 100);
        // E|N(0, 5^2)| = 5 * sqrt(2 / pi) = 3.99; rounding keeps the mean within 0.3
        assertEquals(5 * Math.sqrt(2 / Math.PI), (double) sum / n, 0.3);
    }

    /** Hits of {@code rounds} passes over lines 0, 1, 2 in one set of two ways. */
    private static double cyclicHitRate(String randomVictims, int rounds) {
        L1Cache cache = cache("randomVictims", randomVictims);
        long[] lines = new long[3 * rounds];
        for (int i = 0; i < lines.length; i++) {
            lines[i] = i % 3;
        }
        CacheCounters c = loads(cache, lines);
        return (double) c.loadHits / c.loadRequests;
    }

    @Test
    void aFractionOfRandomVictimsSoftensTheLruCliff() {
        // Three lines cycling through two ways. LRU always evicts the line needed next: no hits. When a miss evicts
        // a pseudo-random way with probability p, it keeps the next line with probability p/2: from a miss the next
        // access misses again with 1 - p/2 and hits with p/2, and after a hit the next one misses. The stationary
        // hit rate is (p/2) / (1 + p/2) = p / (2 + p): 1/3 for p = 1 (random replacement), 1/5 for p = 1/2.
        assertEquals(0.0, cyclicHitRate("0", 2000));
        assertEquals(1.0 / 5, cyclicHitRate("0.5", 4000), 0.02);
        assertEquals(1.0 / 3, cyclicHitRate("1", 4000), 0.02);
    }

    @Test
    void randomVictimsAreAFunctionOfTheAccessStream() {
        long[] lines = new long[600];
        for (int i = 0; i < lines.length; i++) {
            lines[i] = (i * 7L) % 5;
        }
        long first = loads(cache("randomVictims", "0.3"), lines).loadHits;
        assertEquals(first, loads(cache("randomVictims", "0.3"), lines).loadHits);
    }

    @Test
    void aCarveOutKeepsEverySetsWaysAndLowersOnlyTheLineBudget() {
        // h100: 256 sets of 7 lines after the smallest (32 KB) carve-out. A 196 KB carve-out leaves a 60 KB L1 (480
        // lines, under 2 a set), yet every set keeps its 7 ways; only the budget falls, to (60 - 8) KB / 128 = 416.
        // Line numbers that are multiples of the index polynomial P = 0x1bd over GF(2) (0, P, xP, ..., x^6 P) all
        // fall in set 0.
        GpuConfig c = GpuPreset.resolve("h100", Map.of("sharedCarveout", "196k", "randomVictims", "0"))
                .forKernel(1, 0);
        assertEquals(256, c.sets());
        assertEquals(60 * 1024, c.l1Bytes());
        assertEquals(7, c.l1Ways());
        assertEquals(416, c.lineBudget());
        long[] set0 = {0, 0x1bd, 0x37a, 0x6f4, 0xde8, 0x1bd0, 0x37a0, 0x6f40};
        L1Cache cache = new L1Cache(c, 0, new CacheCounters());
        long t = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < 7; i++) {
                cache.load(set0[i], 1, t += 10_000);
            }
        }
        assertEquals(7, cache.counters.loadHits); // seven lines fit in set 0: the second pass hits them all
        cache.load(set0[7], 1, t += 10_000); // an eighth evicts the least recently used, set0[0]
        cache.load(set0[0], 1, t += 10_000);
        assertEquals(7, cache.counters.loadHits);
        assertEquals(0, cache.set(0x6f40));
    }

    @Test
    void theSetsKeepTheWaysOfTheLargestL1WhateverIsCarvedOutOrOverridden() {
        // v100 by analogy: 128 KB in 32 sets of 32 ways, carve-outs from 0 KB; a 96 KB one leaves 32 KB, 256 lines
        // valid at most (no reserve) in the same 32 x 32 ways
        GpuConfig v100 = GpuPreset.resolve("v100", Map.of("sharedCarveout", "96k")).forKernel(1, 0);
        assertEquals(32, v100.sets());
        assertEquals(32, v100.l1Ways());
        assertEquals(256, v100.lineBudget());
        // ways=16 makes the h100's 256 KB 128 sets of 16; the 32 KB carve-out leaves 14 lines a set, and 48 KB of
        // local memory (4 blocks x 49 KB: a 196 KB carve-out, 60 KB L1) keeps them with a budget of 416 lines
        GpuConfig sixteen = GpuPreset.resolve("h100", Map.of("ways", "16", "setIndex", "xor")).forKernel(4, 48 * 1024);
        assertEquals(128, sixteen.sets());
        assertEquals(60 * 1024, sixteen.l1Bytes());
        assertEquals(14, sixteen.l1Ways());
        assertEquals(416, sixteen.lineBudget());
        // a carve-out below the smallest listed (16 KB: a 240 KB L1, 7.5 lines a set) rounds up to 8 ways, and the
        // budget, (240 - 8) KB / 128 = 1,856 lines, keeps the L1 at 240 KB less the reserve
        GpuConfig small = GpuPreset.resolve("h100", Map.of("sharedCarveout", "16k")).forKernel(8, 0);
        assertEquals(8, small.l1Ways());
        assertEquals(1856, small.lineBudget());
    }

    /**
     * Hits of {@code passes} cyclic sweeps over {@code lines} lines {@code stride} apart (line numbers 0, stride, ...)
     * under {@code c}: loads ten steps apart with a one-step miss latency, so every miss has returned by the next.
     */
    private static long sweepHits(GpuConfig c, int lines, int stride, int passes) {
        L1Cache cache = new L1Cache(c, 0, new CacheCounters());
        long t = 0;
        for (int p = 0; p < passes; p++) {
            for (long i = 0; i < lines; i++) {
                cache.load(i * stride, 1, t += 10);
            }
        }
        assertEquals((long) lines * passes, cache.counters.loadRequests);
        return cache.counters.loadHits;
    }

    /** The h100 for a kernel without local memory, with a linear index, LRU alone and a one-step miss latency. */
    private static GpuConfig linearH100(String... keyValues) {
        Map<String, String> s = new HashMap<>(Map.of("setIndex", "linear", "randomVictims", "0", "missLatency", "1",
                "missLatencySigma", "0"));
        for (int i = 0; i < keyValues.length; i += 2) {
            s.put(keyValues[i], keyValues[i + 1]);
        }
        return GpuPreset.resolve("h100", s).forKernel(1, 0);
    }

    @Test
    void aLineBudgetEvictsFromTheSetBeingFilledThoughItHasFreeWays() {
        // The 224 KB L1 (256 sets of 7 lines) with a budget of 32 KB of lines (256: l1Reserve = 192 KB).
        // Linear index: line n goes to set n mod 256, so a sweep of 256 + k lines puts two lines in sets 0 .. k-1 and
        // one in the others, far below their 7 ways. Without a budget every pass after the first hits all of them.
        // With a budget of 256 lines, line 256 + j finds the budget spent and evicts line j, the only line of its set
        // (its LRU line); on the next pass line j evicts line 256 + j in turn. So each later pass misses the 2k lines
        // of the shared sets and hits the other 256 - k: (passes - 1) * (256 - k) hits.
        GpuConfig c = linearH100("l1Reserve", "192k");
        assertEquals(224 * 1024, c.l1Bytes());
        assertEquals(256, c.lineBudget());
        assertEquals(3 * 256, sweepHits(c, 256, 1, 4)); // exactly the budget: all reuse kept
        assertEquals(3 * (256 - 1), sweepHits(c, 257, 1, 4));
        assertEquals(3 * (256 - 40), sweepHits(c, 296, 1, 4));
        // 512 lines: two in every set, each evicting the other: nothing kept (224 KB of free ways notwithstanding)
        assertEquals(0, sweepHits(c, 512, 1, 4));
    }

    @Test
    void aCarvedOutL1KeepsASweepAsLargeAsItsBudgetAndLosesTwoLinesPerLineBeyond() {
        // 48 KB of local memory a block: a 196 KB carve-out, a 60 KB L1 and a budget of B = 416 lines in sets that
        // keep their 7 ways (the H100's window_l48k probes). Linear index, set = line mod 256.
        GpuConfig c = linearH100("sharedCarveout", "196k");
        assertEquals(7, c.l1Ways());
        int budget = 416;
        assertEquals(budget, c.lineBudget());
        // B lines 4 apart: 64 sets (multiples of 4) of 6 or 7 lines, within their ways and the budget: all kept.
        // (In sets of 1 or 2 lines, what the carve-out left before, each pass evicted the lines the next needs.)
        assertEquals(3L * budget, sweepHits(c, budget, 4, 4));
        // B + k contiguous lines, k <= 96: sets 0..159+k hold two lines, the rest one. The first pass fills B lines;
        // line B + j (set 160 + j) finds the budget spent and evicts line 160 + j, the only line of its set, and on
        // each later pass the two evict each other: 2k misses a pass, B + k - 2k = B - k hits.
        assertEquals(3L * budget, sweepHits(c, budget, 1, 4));
        assertEquals(3L * (budget - 1), sweepHits(c, budget + 1, 1, 4));
        assertEquals(3L * (budget - 32), sweepHits(c, budget + 32, 1, 4));
        assertEquals(3L * (budget - 64), sweepHits(c, budget + 64, 1, 4)); // 480 lines: the whole 60 KB
    }
}
