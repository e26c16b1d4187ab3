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
}
