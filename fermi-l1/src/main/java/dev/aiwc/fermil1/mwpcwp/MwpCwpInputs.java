package dev.aiwc.fermil1.mwpcwp;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the trace says about a kernel invocation, summed over every warp (the model divides by {@link #warps}).
 *
 * @param blocks              thread blocks (work-groups)
 * @param threadsPerBlock     work-items per work-group
 * @param localBytesPerBlock  local memory per work-group
 * @param warps               warps over all blocks
 * @param warpInstructions    dynamic warp instructions (divergent paths counted once per path taken)
 * @param memoryInstructions  global load and store warp instructions
 * @param n32                 32-byte transactions of scalar accesses ({@code segments} coalescing)
 * @param n32Vector           32-byte transactions of vector (8/16-byte) accesses
 * @param n64                 64-byte transactions
 * @param n128                128-byte transactions
 * @param sharedRequests      shared-memory warp requests
 * @param sharedConflicted    of those, requests with a bank conflict
 * @param sharedExtraPasses   extra passes the conflicts cost (degree - 1, summed)
 * @param syncInstructions    barrier warp instructions
 * @param longLatency         long-latency warp instructions (sqrt, rsqrt, divide, transcendental builtins)
 * @param loadTransactions    load transactions of all warps
 * @param uniqueLoadTransactions load transactions after removing those of another warp of the same block at the
 *                            same SIMT step and segment
 * @param loadBlockInstances  block executions (per warp) that contain a global load
 * @param loadsInThoseBlocks  global load instructions in those block executions
 * @param l1Lookups           global-load lookups of the L1 model of the same GPU (sectors where the L1 is sectored;
 *                            0 where the GPU has no L1)
 * @param l1Hits              of those, the lookups a profiler counts as hits (in-flight merges included)
 * @param loadFootprintSectors distinct 32-byte sectors that global loads touched
 */
public record MwpCwpInputs(long blocks, long threadsPerBlock, long localBytesPerBlock, long warps,
                           long warpInstructions, long memoryInstructions, long n32, long n32Vector, long n64,
                           long n128, long sharedRequests, long sharedConflicted, long sharedExtraPasses,
                           long syncInstructions, long longLatency, long loadTransactions,
                           long uniqueLoadTransactions, long loadBlockInstances, long loadsInThoseBlocks,
                           long l1Lookups, long l1Hits, long loadFootprintSectors) {

    /** JSON keys of the components, in record order: the record's own component names. */
    public static final List<String> KEYS = List.of("blocks", "threadsPerBlock", "localBytesPerBlock", "warps",
            "warpInstructions", "memoryInstructions", "n32", "n32Vector", "n64", "n128", "sharedRequests",
            "sharedConflicted", "sharedExtraPasses", "syncInstructions", "longLatency", "loadTransactions",
            "uniqueLoadTransactions", "loadBlockInstances", "loadsInThoseBlocks", "l1Lookups", "l1Hits",
            "loadFootprintSectors");

    /** Components a characterisation of an older version lacks: they read as 0 (no L1 information). */
    private static final List<String> OPTIONAL = List.of("l1Lookups", "l1Hits", "loadFootprintSectors");

    private long[] components() {
        return new long[]{blocks, threadsPerBlock, localBytesPerBlock, warps, warpInstructions, memoryInstructions,
            n32, n32Vector, n64, n128, sharedRequests, sharedConflicted, sharedExtraPasses, syncInstructions,
            longLatency, loadTransactions, uniqueLoadTransactions, loadBlockInstances, loadsInThoseBlocks, l1Lookups,
            l1Hits, loadFootprintSectors};
    }

    /**
     * Rebuilds the inputs from a map written by {@link #toMap} (as read back from JSON: any integral number type).
     * Derived entries are ignored; a missing or non-integral component is an {@link IllegalArgumentException} naming
     * the key.
     */
    public static MwpCwpInputs fromMap(Map<String, ?> map) {
        long[] v = new long[KEYS.size()];
        for (int i = 0; i < v.length; i++) {
            String key = KEYS.get(i);
            Object o = map.get(key);
            if (o == null && OPTIONAL.contains(key)) {
                continue;
            }
            if (o == null) {
                throw new IllegalArgumentException("the mwp-cwp inputs have no '" + key + "'; characterise the kernel"
                        + " again with this version of aiwc (--collectors mwp-cwp)");
            }
            v[i] = integral(key, o);
        }
        return new MwpCwpInputs(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12],
                v[13], v[14], v[15], v[16], v[17], v[18], v[19], v[20], v[21]);
    }

    private static long integral(String key, Object o) {
        if (o instanceof Long || o instanceof Integer || o instanceof Short || o instanceof Byte) {
            long l = ((Number) o).longValue();
            if (l >= 0) {
                return l;
            }
        } else if (o instanceof java.math.BigInteger b && b.signum() >= 0 && b.bitLength() < 64) {
            return b.longValue();
        } else if (o instanceof Number n) {
            double d = n.doubleValue();
            if (d >= 0 && d == Math.rint(d) && d < 0x1p63) {
                return (long) d;
            }
        }
        throw new IllegalArgumentException("the mwp-cwp input '" + key + "' is " + o
                + ", not a non-negative whole number; characterise the kernel again (--collectors mwp-cwp)");
    }

    /** Fraction of global-load lookups the L1 serves (0 without L1 information). */
    public double l1HitRate() {
        return l1Lookups == 0 ? 0.0 : (double) l1Hits / l1Lookups;
    }

    /** Duplicate-load factor: load transactions per distinct one (1 when there are no loads). */
    public double duplicateLoads() {
        return uniqueLoadTransactions == 0 ? 1.0 : (double) loadTransactions / uniqueLoadTransactions;
    }

    /**
     * Independent loads per thread: global loads per executed block that has any (loads of one straight-line block
     * can be in flight together; the trace has no data dependences, so this is an upper estimate). 1 without loads.
     */
    public double independentLoads() {
        return loadBlockInstances == 0 ? 1.0 : (double) loadsInThoseBlocks / loadBlockInstances;
    }

    /**
     * The components under their record names (so {@link #fromMap} can rebuild them, e.g. for calibration from a
     * characterisation JSON), then the derived factors and per-warp averages for readers.
     */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        long[] v = components();
        for (int i = 0; i < KEYS.size(); i++) {
            m.put(KEYS.get(i), v[i]);
        }
        m.put("duplicateLoads", duplicateLoads());
        m.put("independentLoads", independentLoads());
        m.put("l1HitRate", l1HitRate());
        if (warps > 0) {
            Map<String, Object> per = new LinkedHashMap<>();
            per.put("warpInstructions", (double) warpInstructions / warps);
            per.put("memoryInstructions", (double) memoryInstructions / warps);
            per.put("sharedRequests", (double) sharedRequests / warps);
            per.put("syncInstructions", (double) syncInstructions / warps);
            per.put("longLatencyInstructions", (double) longLatency / warps);
            m.put("perWarp", per);
        }
        return m;
    }
}
