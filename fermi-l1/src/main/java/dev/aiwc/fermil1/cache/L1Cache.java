package dev.aiwc.fermil1.cache;

import dev.aiwc.fermil1.config.GpuConfig;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;

import java.util.Random;

/**
 * One SM's L1 data cache: set-associative with a configurable set index and replacement, write-through
 * no-allocate or write-back write-allocate, MSHRs that merge requests to a line in flight, and a half-normal miss
 * latency. Lines are filled when their miss returns. Every load lookup (per sector when sectored) is a hit or a miss;
 * a miss is a latency miss (sector in flight: merged into its MSHR entry, no new memory request), or else compulsory
 * (never seen here), capacity (a fully associative LRU cache of as many lines would miss too: reuse distance at least
 * the line count) or conflict. Profilers count a latency miss as a hit ({@link CacheCounters#profilerHits()}).
 * A request that needs an MSHR entry when none is free is not a miss: {@link #admit} refuses it, and the SM retries
 * it when an entry frees.
 * <p>
 * Every set holds {@link GpuConfig#l1Ways()} lines, whatever a carve-out takes. A fraction of evictions
 * ({@code randomVictims}) takes a pseudo-random way of the set instead of the policy's victim: a hash of the evicting
 * line and of this cache's eviction count, so it depends only on this SM's access stream and the seed.
 * <p>
 * The SM may hold at most {@link GpuConfig#lineBudget()} valid lines: a fill that would exceed it evicts a line of
 * its own set (the same victim rules) even where the set has a free way, so a capacity short of the sets' lines
 * falls on whichever sets fill while the budget is spent, not on fixed ones; on a unified L1 the carve-out sets the
 * budget. A set with no line yet still fills.
 */
public final class L1Cache {
    private static final int LRU = 0;
    private static final int FIFO = 1;
    private static final int LFU = 2;
    private static final int MFU = 3;
    private static final int RANDOM = 4;

    private final int sets;
    private final int ways;
    private final SetIndex.PolynomialTable polynomialIndex;
    /** Evictions that take a pseudo-random way: those whose hash falls below this (of 2^53). */
    private final long randomVictimThreshold;
    /** Valid lines this SM may hold, and holds (lines are never invalidated, so a set's valid ways are its first). */
    private final int lineBudget;
    private int validLines;
    private final long victimSeed;
    private long evictions;
    private final int lineShift;
    private final int setIndex;
    private final int replacement;
    private final boolean writeBack;
    private final int sectorsPerLine;
    private final int sectorShift;
    private final long capacityUnits;
    private final int mshrMerges;
    private final int hitLatency;
    private final int missLatency;
    private final double sigma;
    // SplittableRandom's Gaussian is the fast ziggurat of java.util.random (java.util.Random keeps the slow polar one).
    private final java.util.SplittableRandom latencyRandom;
    private final Random replacementRandom;
    private final ReuseDistanceTracker reuse = new ReuseDistanceTracker();
    public final CacheCounters counters;

    private final long[] tag;
    private final int[] valid;
    private final long[] stamp;
    private final boolean[] dirty;
    private long clock;

    // Lines in flight: one entry per outstanding memory request, found by (line, sector) and filled in return order.
    private long[] fLine = new long[64];
    private int[] fMask = new int[64];
    private long[] fRelease = new long[64];
    private int[] fMerges = new int[64];
    private long[] fSeq = new long[64];
    private int[] freeIds = new int[64];
    private int freeCount;
    private int allocated;
    // Fill order: a min-heap of (release << 20 | sequence mod 2^20) keys beside their entry ids, so comparisons
    // never leave the heap arrays. Sequence only breaks ties between equal release steps.
    private int[] heap = new int[64];
    private long[] heapKey = new long[64];
    private int heapSize;
    // Sized so that put/remove cycles never shrink and regrow the table.
    private final Long2IntOpenHashMap inFlight = new Long2IntOpenHashMap(8192);
    private long sequence;
    private final long[] mshrFree; // min-heap of the times each MSHR becomes free
    private long lastAllocation = -1;
    /** The line {@link #admit} looked up last, when, and where it found it (-1: absent), for the load that follows. */
    private long admittedLine = -1;
    private long admittedAt = -1;
    private int admittedIdx = -1;

    public L1Cache(GpuConfig c, int sm, CacheCounters counters) {
        this.sets = c.sets();
        this.ways = c.l1Ways();
        this.lineShift = Integer.numberOfTrailingZeros(c.lineBytes());
        this.setIndex = switch (c.setIndex()) {
            case "fermi-hash" -> 1;
            case "xor" -> 2;
            case "ipoly" -> 3;
            default -> 0;
        };
        this.polynomialIndex = setIndex == 3 ? SetIndex.PolynomialTable.of(c.indexPolynomial()) : null;
        this.randomVictimThreshold = (long) (c.randomVictims() * (1L << 53));
        this.victimSeed = mix(c.seed() * 1_000_037L + sm);
        this.replacement = switch (c.replacement()) {
            case "lru" -> LRU;
            case "fifo" -> FIFO;
            case "lfu" -> LFU;
            case "mfu" -> MFU;
            default -> RANDOM;
        };
        this.writeBack = c.writeBack();
        this.sectorsPerLine = c.sectorsPerLine();
        this.sectorShift = Integer.numberOfTrailingZeros(sectorsPerLine);
        this.lineBudget = c.lineBudget();
        this.capacityUnits = (long) Math.min(c.lines(), lineBudget) * sectorsPerLine;
        this.mshrMerges = c.mshrMerges();
        this.hitLatency = c.hitLatency();
        this.missLatency = c.missLatency();
        this.sigma = c.missLatencySigma();
        this.latencyRandom = new java.util.SplittableRandom(c.seed() * 1_000_003L + sm);
        this.replacementRandom = new Random(c.seed() * 1_000_033L + sm + 7);
        this.counters = counters;
        int n = sets * ways;
        tag = new long[n];
        java.util.Arrays.fill(tag, -1L);
        valid = new int[n];
        stamp = new long[n];
        dirty = new boolean[n];
        mshrFree = new long[c.mshrs()];
        inFlight.defaultReturnValue(-1);
        setOfLine = setOf(setLine);
    }

    /**
     * The line {@link #set} mapped last and its set: one request asks for its line's set several times (admit, then
     * load, or the find and the victim of a fill), and a hashed index costs eight table lookups.
     */
    private long setLine;
    private int setOfLine;

    /** The set a line maps to. */
    public int set(long line) {
        if (line != setLine) {
            setOfLine = setOf(line);
            setLine = line;
        }
        return setOfLine;
    }

    private int setOf(long line) {
        return switch (setIndex) {
            case 1 -> SetIndex.fermiHash(line << lineShift, sets);
            case 2 -> SetIndex.xorFold(line << lineShift, lineShift, sets);
            case 3 -> polynomialIndex.set(line);
            default -> SetIndex.linear(line << lineShift, lineShift, sets);
        };
    }

    private int find(long line) {
        int base = set(line) * ways;
        for (int w = 0; w < ways; w++) {
            if (tag[base + w] == line) {
                return base + w;
            }
        }
        return -1;
    }

    private void touch(int idx) {
        switch (replacement) {
            case LRU -> stamp[idx] = ++clock;
            case LFU, MFU -> stamp[idx]++;
            default -> {
            }
        }
    }

    private int victim(long line) {
        int base = set(line) * ways;
        int held = 0;
        while (held < ways && tag[base + held] != -1L) {
            held++;
        }
        if (held < ways && (validLines < lineBudget || held == 0)) {
            return base + held;
        }
        if (replacement == RANDOM) {
            return base + replacementRandom.nextInt(held);
        }
        if (randomVictimThreshold > 0) {
            long h = mix(victimSeed ^ (line * 0x9E3779B97F4A7C15L) ^ (++evictions * 0xC2B2AE3D27D4EB4FL));
            if (h >>> 11 < randomVictimThreshold) {
                return base + (int) (((mix(h) >>> 32) * held) >>> 32);
            }
        }
        int best = base;
        for (int w = 1; w < held; w++) {
            int i = base + w;
            boolean better = replacement == MFU ? stamp[i] > stamp[best] : stamp[i] < stamp[best];
            if (better) {
                best = i;
            }
        }
        return best;
    }

    private int insert(long line, int mask) {
        int idx = find(line);
        if (idx >= 0) {
            valid[idx] |= mask;
            return idx;
        }
        idx = victim(line);
        if (tag[idx] == -1L) {
            validLines++;
        } else if (dirty[idx]) {
            counters.writebacks++;
        }
        tag[idx] = line;
        valid[idx] = mask;
        dirty[idx] = false;
        stamp[idx] = replacement == LFU || replacement == MFU ? 1 : ++clock;
        return idx;
    }

    /** The finaliser of SplitMix64: every bit of the result depends on every bit of {@code z}. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Installs every line whose miss has returned by {@code now}, in return order. */
    public void advanceTo(long now) {
        while (heapSize > 0 && (heapKey[0] >>> 20) <= now) {
            int f = heap[0];
            int last = --heapSize;
            if (heapSize > 0) {
                siftDown(heap[last], heapKey[last]);
            }
            insert(fLine[f], fMask[f]);
            for (int m = fMask[f]; m != 0; m &= m - 1) {
                long key = reuseKey(fLine[f], Integer.numberOfTrailingZeros(m));
                if (inFlight.get(key) == f) {
                    inFlight.remove(key);
                }
            }
            freeIds[freeCount++] = f;
        }
    }

    private void siftDown(int id, long key) {
        int i = 0;
        while (true) {
            int l = 2 * i + 1;
            if (l >= heapSize) {
                break;
            }
            int c = l + 1 < heapSize && heapKey[l + 1] < heapKey[l] ? l + 1 : l;
            if (heapKey[c] >= key) {
                break;
            }
            heap[i] = heap[c];
            heapKey[i] = heapKey[c];
            i = c;
        }
        heap[i] = id;
        heapKey[i] = key;
    }

    private void siftUp(int id, long key) {
        int i = heapSize++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heapKey[parent] <= key) {
                break;
            }
            heap[i] = heap[parent];
            heapKey[i] = heapKey[parent];
            i = parent;
        }
        heap[i] = id;
        heapKey[i] = key;
    }

    private int findInFlight(long line, int sector) {
        return inFlight.get(reuseKey(line, sector));
    }

    private long sampleLatency() {
        return missLatency + Math.round(Math.abs(latencyRandom.nextGaussian()) * sigma);
    }

    private long reuseKey(long line, int sector) {
        return sectorsPerLine == 1 ? line : (line << sectorShift) | sector;
    }

    /** What {@link #admit} answers for a request that can be accepted now. */
    public static final long NOW = -1;

    /**
     * Whether a load request for {@code line} (sectors in {@code mask}) can be accepted at {@code now}: {@link #NOW},
     * or the step at which to try again. A request is refused when a sector it misses would merge into an MSHR entry
     * that has merged {@code mshrMerges} requests already (until that entry returns), or when it needs a new entry
     * and none is free or its warp may hold no more ({@code warpFreeAt > now}; until both allow). Refusing changes
     * nothing but the fills due by {@code now}.
     */
    public long admit(long line, int mask, long now, long warpFreeAt) {
        advanceTo(now);
        int idx = find(line);
        admittedLine = line;
        admittedAt = now;
        admittedIdx = idx;
        int present = idx >= 0 ? valid[idx] : 0;
        boolean needsEntry = false;
        long retry = Long.MAX_VALUE;
        for (int m = mask & ~present; m != 0; m &= m - 1) {
            int f = findInFlight(line, Integer.numberOfTrailingZeros(m));
            if (f < 0) {
                needsEntry = true;
            } else if (fMerges[f] >= mshrMerges) {
                retry = Math.min(retry, fRelease[f]);
            }
        }
        if (retry != Long.MAX_VALUE) {
            return retry;
        }
        if (needsEntry) {
            long free = Math.max(mshrFree[0], warpFreeAt);
            if (free > now) {
                return free;
            }
        }
        return NOW;
    }

    /** When the MSHR entry the last {@link #load} allocated returns, or -1 if it allocated none. */
    public long lastAllocation() {
        return lastAllocation;
    }

    /**
     * A load request for {@code line} (sectors in {@code mask}) at time {@code now}, which {@link #admit} accepted;
     * returns when its data is available to the warp. (A request that was not admitted waits for an MSHR.)
     */
    public long load(long line, int mask, long now) {
        final CacheCounters c = counters;
        int idx;
        if (line == admittedLine && now == admittedAt) {
            idx = admittedIdx; // admit has just advanced to now and looked the line up
        } else {
            advanceTo(now);
            idx = find(line);
        }
        admittedLine = -1;
        long ready = now + hitLatency;
        int missBits = 0;
        int compulsory = 0;
        int capacity = 0;
        int conflict = 0;
        boolean hit = false;
        for (int m = mask; m != 0; m &= m - 1) {
            int sector = Integer.numberOfTrailingZeros(m);
            int bit = 1 << sector;
            long rd = reuse.access(reuseKey(line, sector));
            if (rd == ReuseDistanceTracker.COLD) {
                c.coldLookups++;
            } else {
                c.reuseHistogram[CacheCounters.bucket(rd)]++;
            }
            c.loadRequests++;
            if (idx >= 0 && (valid[idx] & bit) != 0) {
                c.loadHits++;
                hit = true;
                continue;
            }
            c.loadMisses++;
            int f = findInFlight(line, sector);
            if (f >= 0) {
                fMerges[f]++;
                c.latency++;
                ready = Math.max(ready, fRelease[f]);
                continue;
            }
            missBits |= bit;
            if (rd == ReuseDistanceTracker.COLD) {
                compulsory++;
            } else if (rd >= capacityUnits) {
                capacity++;
            } else {
                conflict++;
            }
        }
        if (hit) {
            touch(idx);
        }
        lastAllocation = -1;
        if (missBits != 0) {
            long release = Math.max(now, mshrFree[0]) + sampleLatency();
            replaceMin(release);
            c.compulsory += compulsory;
            c.capacity += capacity;
            c.conflict += conflict;
            addInFlight(line, missBits, release);
            ready = Math.max(ready, release);
            lastAllocation = release;
        }
        return ready;
    }

    /** A store request: counted; under write-back write-allocate it also updates or allocates the line. */
    public void store(long line, int mask, long now) {
        admittedLine = -1;
        advanceTo(now);
        final CacheCounters c = counters;
        int idx = find(line);
        c.storeRequests += Integer.bitCount(mask);
        if (idx >= 0) {
            c.storeHits += Integer.bitCount(mask & valid[idx]);
        }
        if (!writeBack) {
            return;
        }
        for (int m = mask; m != 0; m &= m - 1) {
            reuse.access(reuseKey(line, Integer.numberOfTrailingZeros(m)));
        }
        if (idx >= 0) {
            valid[idx] |= mask;
            touch(idx);
        } else {
            idx = insert(line, mask);
        }
        dirty[idx] = true;
    }

    private void replaceMin(long value) {
        long[] h = mshrFree;
        int n = h.length;
        int i = 0;
        while (true) {
            int l = 2 * i + 1;
            if (l >= n) {
                break;
            }
            int s = l + 1 < n && h[l + 1] < h[l] ? l + 1 : l;
            if (h[s] >= value) {
                break;
            }
            h[i] = h[s];
            i = s;
        }
        h[i] = value;
    }

    private void addInFlight(long line, int mask, long release) {
        int id;
        if (freeCount > 0) {
            id = freeIds[--freeCount];
        } else {
            if (allocated == fLine.length) {
                int cap = allocated * 2;
                fLine = java.util.Arrays.copyOf(fLine, cap);
                fMask = java.util.Arrays.copyOf(fMask, cap);
                fRelease = java.util.Arrays.copyOf(fRelease, cap);
                fMerges = java.util.Arrays.copyOf(fMerges, cap);
                fSeq = java.util.Arrays.copyOf(fSeq, cap);
                freeIds = java.util.Arrays.copyOf(freeIds, cap);
                heap = java.util.Arrays.copyOf(heap, cap);
                heapKey = java.util.Arrays.copyOf(heapKey, cap);
            }
            id = allocated++;
        }
        fLine[id] = line;
        fMask[id] = mask;
        fRelease[id] = release;
        fMerges[id] = 0;
        fSeq[id] = sequence++;
        siftUp(id, (release << 20) | (fSeq[id] & 0xFFFFF));
        for (int m = mask; m != 0; m &= m - 1) {
            inFlight.put(reuseKey(line, Integer.numberOfTrailingZeros(m)), id);
        }
    }
}
