package dev.aiwc.reports.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One-line meanings of the metric keys of a characterisation (the AIWC metric set of the metrics design and the
 * fermi-l1 / mwp-cwp collector outputs), shown next to each value in the HTML report.
 */
public final class MetricCatalogue {

    /** Metric categories in report order. */
    public static final List<String> CATEGORIES = List.of("compute", "parallelism", "memory", "control");

    private static final Map<String, String> MEANINGS = new LinkedHashMap<>();
    /** fermi-l1 counters, the same under {@code total} and each {@code sms[i]}. */
    private static final Map<String, String> L1_COUNTERS = new LinkedHashMap<>();
    private static final java.util.regex.Pattern L1_COUNTER =
            java.util.regex.Pattern.compile("^fermi-l1\\.(?:total|sms\\[\\d+])\\.(.+)$");

    static {
        m("compute.opcodeDiversity", "Distinct LLVM opcodes that together cover 90% of executed instructions");
        m("compute.totalInstructions", "LLVM IR instructions executed by all work-items");
        m("compute.opcodeHistogram", "Executed instructions per LLVM opcode");
        m("compute.callHistogram", "Calls per callee (builtins, intrinsics, kernel functions)");
        m("compute.freedomToReorder", "Mean instructions between consecutive loads/stores of a work-item (room for reordering)");
        m("compute.resourcePressure", "IR loads and stores executed per work-item");
        m("parallelism.workItems", "Work-items executed");
        m("parallelism.workGroups", "Work-groups executed");
        m("parallelism.workItemsPerGroup", "Work-items in one work-group (product of the local size)");
        m("parallelism.barriersHit", "Barrier arrivals, counted once per work-item and barrier");
        m("parallelism.itb", "Instructions to barrier: instructions per barrier-delimited segment of a work-item");
        m("parallelism.ipt", "Instructions per work-item (thread)");
        m("parallelism.simdWidth", "Vector width of each executed instruction: the stored vector of a store or vstoreN, else the result (1 for scalars)");
        m("parallelism.simdOperandSum", "Sum of the vector widths of all executed instructions");
        m("parallelism.granularity", "1 / work-items: larger means less data parallelism");
        m("parallelism.barriersPerInstruction", "(Barrier arrivals + work-items) / instructions: larger means shorter independent runs");
        m("parallelism.instructionsPerSimdLane", "Instructions / SIMD operand sum (1 / mean SIMD width): 1 for purely scalar code, smaller with vectors");
        m("parallelism.instructionsPerOperand", "aiwc profile: instructions / SIMD operand sum, the reference's \"instructions per operand\"");
        m("parallelism.loadImbalance", "Instructions of the longest minus the shortest work-item");
        m("memory.footprint", "Distinct addresses loaded or stored");
        m("memory.footprint90", "Distinct addresses that cover 90% of all accesses");
        m("memory.uniqueReads", "Distinct addresses loaded");
        m("memory.uniqueWrites", "Distinct addresses stored");
        m("memory.uniqueReadWriteRatio", "Distinct loaded / distinct stored addresses");
        m("memory.totalReads", "Loads from global, constant and local memory");
        m("memory.totalWrites", "Stores to global, constant and local memory");
        m("memory.readsPerReadAddress", "Loads per distinct loaded address (the inverse of the paper's reread ratio)");
        m("memory.writesPerWrittenAddress", "Stores per distinct stored address (the inverse of the paper's rewrite ratio)");
        m("memory.rereadRatio", "aiwc profile: loads per distinct loaded address, as the reference computes its reread ratio");
        m("memory.rewriteRatio", "aiwc profile: stores per distinct stored address, as the reference computes its rewrite ratio");
        m("memory.globalAddressEntropy", "Entropy (bits) of the address histogram: how spread the accesses are");
        m("memory.addressEntropy", "Entropy (bits) of the address histogram with n low bits skipped, element n = 0..10 (spatial locality)");
        m("memory.localAddressEntropy", "aiwc profile: entropy (bits) of the address histogram with i + 1 low bits skipped, element i = 0..9");
        m("memory.accessesBySpace", "Accesses per OpenCL address space");
        m("memory.relativeLocalUsage", "Share of accesses that go to local memory");
        m("memory.relativeConstantUsage", "Share of accesses that go to constant memory");
        m("memory.parallelSpatialLocality", "Entropy (bits) of the addresses work-items touch at the same step, n low bits skipped, element n = 0..10");
        m("memory.normedParallelSpatialLocality", "Parallel spatial locality / log2(work-items per group)");
        m("control.uniqueBranches", "Distinct conditional branch instructions executed");
        m("control.branches90", "Distinct conditional branches that cover 90% of branch executions");
        m("control.yokotaEntropy", "Entropy (bits) of the distribution of 16-outcome branch history patterns (0 = one pattern)");
        m("control.averageLinearBranchEntropy", "Mean of 2·min(p, 1−p), p = P(taken | branch, 16-outcome history): 0 = predictable, 1 = coin flips");
        m("fermi-l1.config", "Resolved GPU configuration (preset plus overrides)");
        m("fermi-l1.sms", "Counters per simulated streaming multiprocessor");
        m("fermi-l1.total", "Counters summed over the simulated SMs");
        m("fermi-l1.byInstruction", "L1 requests and misses per static memory instruction (source line)");
        m("fermi-l1.profilerCounters", "The same quantities under the names a vendor profiler uses");
        m("fermi-l1.occupancy", "Blocks and warps resident per SM and the resource that limits them");
        m("fermi-l1.steps", "Model time: issued warp instructions plus waiting, in scheduler steps");
        c("sm", "Index of the streaming multiprocessor");
        c("blocks", "Thread blocks (work-groups) run on the SM");
        c("warpInstructions", "Warp instructions issued");
        c("loadInstructions", "Warp-level global load instructions");
        c("loadRequests", "L1 load requests after coalescing (lines or sectors)");
        c("loadHits", "L1 load requests that hit");
        c("loadMisses", "L1 load requests that missed");
        c("missRate", "Load misses / load requests, latency misses included (the model's own rate)");
        c("profilerMissRate", "Load misses / load requests as a hardware profiler counts them: lookups merged into a"
                + " fill in flight are hits. Compare this one with measured counters");
        c("mshrStalls", "Times a load request found no free MSHR entry and its warp waited to issue it again");
        c("misses", "Load misses by class");
        c("misses.compulsory", "Misses on the first touch of a line");
        c("misses.capacity", "Misses a fully associative LRU cache of the same size would also have");
        c("misses.conflict", "Misses a fully associative cache of the same size would not have");
        c("misses.latency", "Requests merged into a miss already in flight");
        c("misses.mshr", "Characterisations made before mshrStalls: misses that waited for a free MSHR");
        c("storeInstructions", "Warp-level global store instructions");
        c("storeRequests", "Store requests after coalescing");
        c("storeHits", "Store requests that found their line in L1");
        c("uncachedRequests", "Requests that bypass L1");
        c("writebacks", "Dirty lines written back (write-back policy)");
        c("sharedRequests", "Local (shared) memory warp requests");
        c("sharedBankConflicts", "Local memory requests with a bank conflict");
        c("sharedConflictDegree", "Sum over local memory requests of the passes their bank conflicts need");
        c("steps", "Model time of the SM in scheduler steps");
        c("reuseDistanceHistogram", "Load lookups by reuse distance: bucket 0 distance 0, bucket k 2^(k-1) to 2^k - 1");
        c("coldLookups", "Load lookups of lines never seen before (infinite reuse distance)");
        m("mwp-cwp.mwp", "Memory warp parallelism: warps whose memory requests overlap in one memory period");
        m("mwp-cwp.cwp", "Computation warp parallelism: warps that compute during one memory period");
    }

    private static void m(String key, String meaning) {
        MEANINGS.put(key, meaning);
    }

    private static void c(String counter, String meaning) {
        L1_COUNTERS.put(counter, meaning);
    }

    private MetricCatalogue() {
    }

    /** The described keys of the AIWC metric set (categories compute, parallelism, memory and control). */
    public static List<String> aiwcMetricKeys() {
        List<String> keys = new java.util.ArrayList<>();
        for (String key : MEANINGS.keySet()) {
            if (CATEGORIES.contains(key.substring(0, key.indexOf('.')))) {
                keys.add(key);
            }
        }
        return keys;
    }

    /**
     * The meaning of a flattened key, or of the nearest enclosing key that has one ({@code parallelism.itb.min}
     * takes that of {@code parallelism.itb}); an empty string when none is known.
     */
    public static String meaning(String key) {
        java.util.regex.Matcher counter = L1_COUNTER.matcher(key);
        if (counter.matches()) {
            String c = counter.group(1).replaceAll("\\[\\d+]$", "");
            String m = L1_COUNTERS.get(c);
            if (m != null) {
                return m;
            }
        }
        String k = key;
        while (true) {
            String m = MEANINGS.get(k);
            if (m != null) {
                return m;
            }
            int cut = Math.max(k.lastIndexOf('.'), k.lastIndexOf('['));
            if (cut <= 0) {
                return "";
            }
            k = k.substring(0, cut);
        }
    }
}
