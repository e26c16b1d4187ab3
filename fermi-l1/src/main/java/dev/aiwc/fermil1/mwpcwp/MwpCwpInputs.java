package dev.aiwc.fermil1.mwpcwp;

import java.util.LinkedHashMap;
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
 */
public record MwpCwpInputs(long blocks, long threadsPerBlock, long localBytesPerBlock, long warps,
                           long warpInstructions, long memoryInstructions, long n32, long n32Vector, long n64,
                           long n128, long sharedRequests, long sharedConflicted, long sharedExtraPasses,
                           long syncInstructions, long longLatency, long loadTransactions,
                           long uniqueLoadTransactions, long loadBlockInstances, long loadsInThoseBlocks) {

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

    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("blocks", blocks);
        m.put("threadsPerBlock", threadsPerBlock);
        m.put("localBytesPerBlock", localBytesPerBlock);
        m.put("warps", warps);
        m.put("warpInstructions", warpInstructions);
        m.put("memoryInstructions", memoryInstructions);
        m.put("transactions32", n32);
        m.put("transactions32Vector", n32Vector);
        m.put("transactions64", n64);
        m.put("transactions128", n128);
        m.put("sharedRequests", sharedRequests);
        m.put("sharedConflictedRequests", sharedConflicted);
        m.put("sharedExtraPasses", sharedExtraPasses);
        m.put("syncInstructions", syncInstructions);
        m.put("longLatencyInstructions", longLatency);
        m.put("loadTransactions", loadTransactions);
        m.put("uniqueLoadTransactions", uniqueLoadTransactions);
        m.put("duplicateLoads", duplicateLoads());
        m.put("independentLoads", independentLoads());
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
