package dev.aiwc.fermil1.collector;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.fermil1.config.GpuParameterMeanings;
import dev.aiwc.fermil1.sm.Occupancy;

import java.util.ArrayList;
import java.util.List;

import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.MEAN;
import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.NONE;
import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.SUM;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.HIGHER_IS_BETTER;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.LOWER_IS_BETTER;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.NEITHER;

/** What the {@code collectors.fermi-l1} section's values mean (see fermi-l1/README.md for the model). */
final class FermiL1Metrics {

    private FermiL1Metrics() {
    }

    static List<MetricDescriptor> descriptors() {
        String f = FermiL1Collector.NAME;
        List<MetricDescriptor> d = new ArrayList<>();
        d.addAll(GpuParameterMeanings.descriptors(f + ".config"));
        // a GPU without an L1 data cache (GT200): the section says so instead of simulating
        d.add(MetricDescriptor.of(f + ".preset", "", NEITHER, NONE, "The GPU, when it has no L1 to simulate"));
        d.add(MetricDescriptor.of(f + ".l1", "", NEITHER, NONE, "none: the GPU has no L1 data cache"));
        d.add(MetricDescriptor.of(f + ".note", "", NEITHER, NONE, "Why there are no L1 counters"));
        d.addAll(Occupancy.descriptors(f + ".occupancy"));
        d.add(MetricDescriptor.of(f + ".sms", "", NEITHER, NONE, "Counters per simulated streaming multiprocessor"));
        d.add(MetricDescriptor.of(f + ".sms[].sm", "index", NEITHER, NONE, "Index of the streaming multiprocessor"));
        counters(d, f + ".sms[]");
        d.add(MetricDescriptor.of(f + ".total", "", NEITHER, NONE, "Counters summed over the simulated SMs"));
        counters(d, f + ".total");
        String b = f + ".byInstruction[]";
        d.add(MetricDescriptor.of(f + ".byInstruction", "", NEITHER, NONE,
                "L1 requests and misses per static memory instruction (source line)"));
        d.add(MetricDescriptor.of(b + ".instruction", "id", NEITHER, NONE, "Id of the static IR instruction"));
        d.add(MetricDescriptor.of(b + ".line", "line", NEITHER, NONE,
                "OpenCL source line of the instruction (0: unknown)"));
        d.add(MetricDescriptor.of(b + ".text", "", NEITHER, NONE, "The IR instruction"));
        d.add(MetricDescriptor.of(b + ".kind", "", NEITHER, NONE, "load or store"));
        d.add(MetricDescriptor.of(b + ".warpInstructions", "warp instructions", LOWER_IS_BETTER, SUM,
                "Times a warp executed the instruction"));
        d.add(MetricDescriptor.of(b + ".requests", "requests", LOWER_IS_BETTER, SUM,
                "L1 requests (lines or sectors) after coalescing"));
        d.add(MetricDescriptor.of(b + ".hits", "requests", NEITHER, SUM, "Requests that hit (loads)"));
        d.add(MetricDescriptor.of(b + ".misses", "requests", LOWER_IS_BETTER, SUM, "Requests that missed (loads)"));
        d.add(MetricDescriptor.of(b + ".requestsPerWarpInstruction", "requests / warp instruction", LOWER_IS_BETTER,
                MEAN, "Coalescing: 1 line (4 sectors) per warp for consecutive floats, up to 32 when scattered"));
        d.add(MetricDescriptor.of(b + ".missRate", "fraction", LOWER_IS_BETTER, MEAN,
                "Misses / requests of a load (absent for stores, which write through or around the L1)"));
        lines(d, f + ".lines");
        String p = f + ".profilerCounters";
        d.add(MetricDescriptor.of(p, "", NEITHER, NONE, "The totals under the names a vendor profiler uses"));
        profiler(d, p, "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "requests", NEITHER,
                "Nsight Compute: global load requests (warp instructions)");
        profiler(d, p, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", "sectors", NEITHER,
                "Nsight Compute: global load sectors");
        profiler(d, p, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum", "sectors", HIGHER_IS_BETTER,
                "Nsight Compute: global load sectors that hit (fills in flight included)");
        profiler(d, p, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum", "sectors", LOWER_IS_BETTER,
                "Nsight Compute: global load sectors that missed");
        profiler(d, p, "l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct", "%", HIGHER_IS_BETTER,
                "Nsight Compute: global load sector hit rate");
        profiler(d, p, "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", "requests", NEITHER,
                "Nsight Compute: global store requests");
        profiler(d, p, "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", "sectors", NEITHER,
                "Nsight Compute: global store sectors");
        profiler(d, p, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum", "passes", LOWER_IS_BETTER,
                "Nsight Compute: extra shared-memory passes caused by bank conflicts");
        profiler(d, p, "smsp__inst_executed.sum", "warp instructions", NEITHER,
                "Nsight Compute: warp instructions executed");
        profiler(d, p, "gld_request", "requests", NEITHER, "Fermi profiler: global load requests (warp instructions)");
        profiler(d, p, "gst_request", "requests", NEITHER, "Fermi profiler: global store requests (warp instructions)");
        profiler(d, p, "l1_global_load_hit", "requests", HIGHER_IS_BETTER,
                "Fermi profiler: L1 global load hits (merged fills included)");
        profiler(d, p, "l1_global_load_miss", "requests", LOWER_IS_BETTER, "Fermi profiler: L1 global load misses");
        profiler(d, p, "global_store_transaction", "transactions", NEITHER,
                "Fermi profiler: global store transactions");
        profiler(d, p, "l1_shared_bank_conflict", "passes", LOWER_IS_BETTER,
                "Fermi profiler: extra passes of bank-conflicted requests");
        profiler(d, p, "inst_issued", "warp instructions", NEITHER, "Fermi profiler: warp instructions issued");
        d.add(MetricDescriptor.of(f + ".steps", "scheduler steps", LOWER_IS_BETTER, SUM,
                "Model time of the slowest SM: issued warp instructions plus waiting, in scheduler steps"));
        return List.copyOf(d);
    }

    /** The per-source-line view ({@code SourceLineView}). */
    private static void lines(List<MetricDescriptor> d, String l) {
        d.add(MetricDescriptor.of(l, "", NEITHER, NONE,
                "Per OpenCL source line: instructions, SIMD efficiency, global transactions, L1 hits and misses and"
                        + " shared-memory bank conflicts, with the source text"));
        d.add(MetricDescriptor.of(l + ".warpWidth", "threads", NEITHER, NONE,
                "Threads per warp of the GPU's warp schedule: the denominator of simdEfficiency"));
        d.add(MetricDescriptor.of(l + ".transaction", "", NEITHER, NONE,
                "What one global-memory transaction moves on this GPU: a sector (sectored L1) or a cache line"));
        d.add(MetricDescriptor.of(l + ".sources", "", NEITHER, NONE,
                "The program file and each #included file a line lies in, embedded so reports show the source"
                        + " that was characterised"));
        d.add(MetricDescriptor.of(l + ".sources[].file", "", NEITHER, NONE,
                "The file as the run named it (the program) or as the debug info names it (an #included file)"));
        d.add(MetricDescriptor.of(l + ".sources[].sha256", "", NEITHER, NONE, "SHA-256 of the file's bytes"));
        d.add(MetricDescriptor.of(l + ".sources[].text", "", NEITHER, NONE, "The file's text"));
        d.add(MetricDescriptor.of(l + ".sources[].missing", "", NEITHER, NONE,
                "Why the text is not embedded (unreadable, LLVM IR program, larger than 1 MiB)"));
        String r = l + ".rows[]";
        d.add(MetricDescriptor.of(l + ".rows", "", NEITHER, NONE,
                "One record per executed source line, program file first, then #included files; line 0 gathers"
                        + " instructions without a debug location"));
        d.add(MetricDescriptor.of(r + ".file", "", NEITHER, NONE,
                "The #included file the line lies in (absent: the program file)"));
        d.add(MetricDescriptor.of(r + ".line", "line", NEITHER, NONE,
                "Source line, from the debug info of clang -gline-tables-only (0: no debug location)"));
        d.add(MetricDescriptor.of(r + ".instructions", "instructions", LOWER_IS_BETTER, SUM,
                "Work-item IR instructions executed on the line (the characterisation pipeline's IR)"));
        d.add(MetricDescriptor.of(r + ".warpInstructions", "warp instructions", LOWER_IS_BETTER, SUM,
                "Executions of the line's IR instructions by a warp, under the GPU's warp schedule"));
        d.add(MetricDescriptor.of(r + ".activeLanes", "threads / warp instruction", HIGHER_IS_BETTER, MEAN,
                "Mean active lanes per warp instruction: instructions / warpInstructions"));
        d.add(MetricDescriptor.of(r + ".simdEfficiency", "fraction", HIGHER_IS_BETTER, MEAN,
                "activeLanes / warpWidth: below 1 where branches diverge within a warp or a warp is partly filled"));
        d.add(MetricDescriptor.of(r + ".loads", "requests", LOWER_IS_BETTER, SUM,
                "Warp-level global load requests (warp load instructions)"));
        d.add(MetricDescriptor.of(r + ".loadTransactions", "transactions", LOWER_IS_BETTER, SUM,
                "Sectors (sectored L1) or lines the coalesced load requests look up"));
        d.add(MetricDescriptor.of(r + ".transactionsPerLoad", "transactions / request", LOWER_IS_BETTER, MEAN,
                "Coalescing of loads: 4 sectors or 1 line for a warp's consecutive 4-byte words, up to 32 when"
                        + " scattered"));
        // a count of hits grows with the loads themselves: fewer loads that all hit is not worse, so no direction
        d.add(MetricDescriptor.of(r + ".l1Hits", "transactions", NEITHER, SUM,
                "Load lookups that hit, counted as a profiler does: lookups merged into a fill in flight are hits"));
        d.add(MetricDescriptor.of(r + ".l1Misses", "transactions", LOWER_IS_BETTER, SUM,
                "Load lookups that sent a request to memory (profiler counting)"));
        d.add(MetricDescriptor.of(r + ".l1MissRate", "fraction", LOWER_IS_BETTER, MEAN,
                "l1Misses / loadTransactions (loads only: stores have no miss rate)"));
        d.add(MetricDescriptor.of(r + ".stores", "requests", NEITHER, SUM,
                "Warp-level global store requests"));
        d.add(MetricDescriptor.of(r + ".storeTransactions", "transactions", LOWER_IS_BETTER, SUM,
                "Sectors or lines the coalesced store requests write"));
        d.add(MetricDescriptor.of(r + ".transactionsPerStore", "transactions / request", LOWER_IS_BETTER, MEAN,
                "Coalescing of stores; stores write through or around the L1, so they have no hits or misses"));
        d.add(MetricDescriptor.of(r + ".atomics", "requests", NEITHER, SUM,
                "Warp-level global atomics and other accesses that bypass the L1"));
        d.add(MetricDescriptor.of(r + ".sharedRequests", "requests", NEITHER, SUM,
                "Warp-level shared (OpenCL local) memory requests"));
        d.add(MetricDescriptor.of(r + ".bankConflictMean", "passes / request", LOWER_IS_BETTER, MEAN,
                "Mean bank-conflict degree: serialised passes per shared request (1: conflict-free, 2: 2-way)"));
        d.add(MetricDescriptor.of(r + ".bankConflictMax", "passes", LOWER_IS_BETTER, NONE,
                "Largest bank-conflict degree of any shared request on the line"));
    }

    private static void profiler(List<MetricDescriptor> d, String prefix, String counter, String unit,
                                 MetricDescriptor.Direction direction, String description) {
        d.add(MetricDescriptor.of(prefix + "." + counter, unit, direction, unit.equals("%") ? MEAN : SUM,
                description));
    }

    /** The counters of {@code CacheCounters.toMap}, the same under {@code total} and each {@code sms[i]}. */
    private static void counters(List<MetricDescriptor> d, String p) {
        d.add(MetricDescriptor.of(p + ".blocks", "blocks", NEITHER, SUM, "Thread blocks (work-groups) run"));
        d.add(MetricDescriptor.of(p + ".warpInstructions", "warp instructions", LOWER_IS_BETTER, SUM,
                "Warp instructions issued"));
        d.add(MetricDescriptor.of(p + ".loadInstructions", "warp instructions", LOWER_IS_BETTER, SUM,
                "Warp-level global load instructions"));
        d.add(MetricDescriptor.of(p + ".loadRequests", "requests", LOWER_IS_BETTER, SUM,
                "L1 load requests after coalescing (lines or sectors)"));
        d.add(MetricDescriptor.of(p + ".loadHits", "requests", NEITHER, SUM, "L1 load requests that hit (a count, "
                + "which grows with the loads: the miss rate says whether the cache serves them)"));
        d.add(MetricDescriptor.of(p + ".loadMisses", "requests", LOWER_IS_BETTER, SUM,
                "L1 load requests that missed, merged fills in flight included"));
        d.add(MetricDescriptor.of(p + ".missRate", "fraction", LOWER_IS_BETTER, MEAN,
                "Load misses / load requests, latency misses included (the model's own rate)"));
        d.add(MetricDescriptor.of(p + ".profilerMissRate", "fraction", LOWER_IS_BETTER, MEAN,
                "Load misses / load requests as a hardware profiler counts them: lookups merged into a fill in"
                        + " flight are hits. Compare this one with measured counters"));
        d.add(MetricDescriptor.of(p + ".misses", "requests", LOWER_IS_BETTER, SUM, "Load misses by class"));
        d.add(MetricDescriptor.of(p + ".misses.compulsory", "requests", LOWER_IS_BETTER, SUM,
                "Misses on the first touch of a line"));
        d.add(MetricDescriptor.of(p + ".misses.capacity", "requests", LOWER_IS_BETTER, SUM,
                "Misses a fully associative LRU cache of the same size would also have"));
        d.add(MetricDescriptor.of(p + ".misses.conflict", "requests", LOWER_IS_BETTER, SUM,
                "Misses a fully associative cache of the same size would not have"));
        d.add(MetricDescriptor.of(p + ".misses.latency", "requests", LOWER_IS_BETTER, SUM,
                "Requests merged into a miss already in flight (hits for a profiler)"));
        d.add(MetricDescriptor.of(p + ".misses.mshr", "requests", LOWER_IS_BETTER, SUM,
                "Files written before mshrStalls existed: misses that waited for a free MSHR"));
        d.add(MetricDescriptor.of(p + ".mshrStalls", "refusals", LOWER_IS_BETTER, SUM,
                "Times a load request found no free MSHR entry and its warp waited to issue it again"));
        d.add(MetricDescriptor.of(p + ".storeInstructions", "warp instructions", LOWER_IS_BETTER, SUM,
                "Warp-level global store instructions"));
        d.add(MetricDescriptor.of(p + ".storeRequests", "requests", LOWER_IS_BETTER, SUM,
                "Store requests after coalescing"));
        d.add(MetricDescriptor.of(p + ".storeHits", "requests", NEITHER, SUM, "Store requests that found their line"));
        d.add(MetricDescriptor.of(p + ".uncachedRequests", "requests", NEITHER, SUM, "Requests that bypass L1"));
        d.add(MetricDescriptor.of(p + ".writebacks", "lines", LOWER_IS_BETTER, SUM,
                "Dirty lines written back (write-back policy)"));
        d.add(MetricDescriptor.of(p + ".sharedRequests", "requests", NEITHER, SUM,
                "Local (shared) memory warp requests"));
        d.add(MetricDescriptor.of(p + ".sharedBankConflicts", "requests", LOWER_IS_BETTER, SUM,
                "Local memory requests with a bank conflict"));
        d.add(MetricDescriptor.of(p + ".sharedConflictDegree", "passes", LOWER_IS_BETTER, SUM,
                "Passes the local memory requests need: equal to sharedRequests without conflicts"));
        d.add(MetricDescriptor.of(p + ".steps", "scheduler steps", LOWER_IS_BETTER, SUM,
                "Model time of the SM in scheduler steps"));
        d.add(MetricDescriptor.of(p + ".reuseDistanceHistogram[]", "lookups", NEITHER, SUM,
                "Load lookups by reuse distance: bucket 0 distance 0, bucket k 2^(k-1) to 2^k - 1 lines"));
        d.add(MetricDescriptor.of(p + ".coldLookups", "lookups", NEITHER, SUM,
                "Load lookups of lines never seen before (infinite reuse distance)"));
    }
}
