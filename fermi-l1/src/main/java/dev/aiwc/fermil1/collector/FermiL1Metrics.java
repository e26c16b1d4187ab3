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
                "Misses / requests of a load (0 for stores, which do not allocate)"));
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
        d.add(MetricDescriptor.of(p + ".loadHits", "requests", HIGHER_IS_BETTER, SUM, "L1 load requests that hit"));
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
