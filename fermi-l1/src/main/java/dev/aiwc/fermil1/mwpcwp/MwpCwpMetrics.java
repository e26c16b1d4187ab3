package dev.aiwc.fermil1.mwpcwp;

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

/**
 * What the {@code collectors.mwp-cwp} section's values mean: Hong and Kim's model (ISCA 2009) with the terms of
 * fermi-l1/README.md. Names of intermediates follow the paper.
 */
final class MwpCwpMetrics {

    private MwpCwpMetrics() {
    }

    static List<MetricDescriptor> descriptors() {
        String m = MwpCwpCollector.NAME;
        List<MetricDescriptor> d = new ArrayList<>();
        d.add(MetricDescriptor.of(m + ".mwp", "warps", HIGHER_IS_BETTER, MEAN,
                "Memory warp parallelism: warps whose memory requests overlap in one memory period"));
        d.add(MetricDescriptor.of(m + ".cwp", "warps", NEITHER, MEAN,
                "Computation warp parallelism: warps that compute during one memory period (absent without memory)"));
        d.add(MetricDescriptor.of(m + ".case", "", NEITHER, NONE,
                "Which of the model's cases applied (MWP = N, CWP ≥ MWP, MWP > CWP, no memory)"));
        d.add(MetricDescriptor.of(m + ".bound", "", NEITHER, NONE, "memory or compute: what limits the kernel"));
        d.add(MetricDescriptor.of(m + ".cycles", "cycles", LOWER_IS_BETTER, SUM, "Predicted execution time in SM cycles"));
        d.add(MetricDescriptor.of(m + ".seconds", "s", LOWER_IS_BETTER, SUM,
                "Predicted time of the launch, launch overhead included"));
        d.add(MetricDescriptor.of(m + ".milliseconds", "ms", LOWER_IS_BETTER, SUM, "The same in milliseconds"));
        d.add(MetricDescriptor.of(m + ".launchOverheadSeconds", "s", NEITHER, SUM,
                "Of the predicted time, the launch overhead"));
        d.add(MetricDescriptor.of(m + ".explanation", "", NEITHER, NONE, "The verdict in words"));
        String i = m + ".intermediates";
        d.add(MetricDescriptor.of(i, "", NEITHER, NONE, "The model's intermediate quantities, named as in the paper"));
        d.add(MetricDescriptor.of(i + ".N", "warps", HIGHER_IS_BETTER, MEAN, "Active warps per SM"));
        d.add(MetricDescriptor.of(i + ".activeSms", "SMs", HIGHER_IS_BETTER, MEAN, "SMs that get at least one block"));
        d.add(MetricDescriptor.of(i + ".activeBlocksPerSm", "blocks", HIGHER_IS_BETTER, MEAN,
                "Blocks resident per active SM"));
        d.add(MetricDescriptor.of(i + ".totalInsts", "warp instructions", LOWER_IS_BETTER, MEAN,
                "Instructions per warp"));
        d.add(MetricDescriptor.of(i + ".memInsts", "warp instructions", LOWER_IS_BETTER, MEAN,
                "Global memory instructions per warp"));
        d.add(MetricDescriptor.of(i + ".transactionsPerRequest", "transactions", LOWER_IS_BETTER, MEAN,
                "Memory transactions per global memory instruction (coalescing)"));
        d.add(MetricDescriptor.of(i + ".departureDelay", "cycles", LOWER_IS_BETTER, MEAN,
                "Cycles between the departures of two memory requests of one warp instruction"));
        d.add(MetricDescriptor.of(i + ".memLatency", "cycles", LOWER_IS_BETTER, MEAN,
                "Latency of one memory request, L1 and L2 hits included"));
        d.add(MetricDescriptor.of(i + ".departureDelayPerRequest", "cycles", LOWER_IS_BETTER, MEAN,
                "Departure delay of a whole request (all its transactions)"));
        d.add(MetricDescriptor.of(i + ".mwpWithoutBandwidth", "warps", NEITHER, MEAN,
                "MWP if bandwidth were unlimited: memory latency / departure delay"));
        d.add(MetricDescriptor.of(i + ".bytesPerRequest", "bytes", LOWER_IS_BETTER, MEAN,
                "Bytes one memory instruction of a warp moves"));
        d.add(MetricDescriptor.of(i + ".bandwidthPerWarp", "B/s", NEITHER, MEAN, "Bandwidth one warp demands"));
        d.add(MetricDescriptor.of(i + ".mwpPeakBandwidth", "warps", NEITHER, MEAN,
                "MWP the peak bandwidth allows per SM"));
        d.add(MetricDescriptor.of(i + ".independentLoads", "loads", HIGHER_IS_BETTER, MEAN,
                "Loads of one warp that can be in flight together"));
        d.add(MetricDescriptor.of(i + ".duplicateLoads", "ratio", NEITHER, MEAN,
                "Load transactions per distinct one within a block"));
        d.add(MetricDescriptor.of(i + ".l2ShareOfL1Misses", "fraction", HIGHER_IS_BETTER, MEAN,
                "Share of L1 misses served by the L2 (from the load footprint and the L2 size)"));
        d.add(MetricDescriptor.of(i + ".activeWarpsForMwp", "warps", NEITHER, MEAN,
                "Warps whose memory periods overlap, as the MWP formula uses them"));
        d.add(MetricDescriptor.of(i + ".compCycles", "cycles", LOWER_IS_BETTER, MEAN,
                "Computation cycles of one warp"));
        d.add(MetricDescriptor.of(i + ".memCycles", "cycles", LOWER_IS_BETTER, MEAN,
                "Memory waiting cycles of one warp"));
        d.add(MetricDescriptor.of(i + ".cwpWithoutLimit", "warps", NEITHER, MEAN,
                "CWP before it is capped at max(N, MWP)"));
        d.add(MetricDescriptor.of(i + ".reps", "rounds", LOWER_IS_BETTER, MEAN,
                "Rounds of resident blocks each SM runs"));
        String n = m + ".inputs";
        d.add(MetricDescriptor.of(n, "", NEITHER, NONE, "What the trace measured for the model"));
        d.add(MetricDescriptor.of(n + ".blocks", "blocks", NEITHER, SUM, "Thread blocks (work-groups)"));
        d.add(MetricDescriptor.of(n + ".threadsPerBlock", "threads", NEITHER, MEAN, "Work-items per work-group"));
        d.add(MetricDescriptor.of(n + ".localBytesPerBlock", "bytes", NEITHER, MEAN, "Local memory per work-group"));
        d.add(MetricDescriptor.of(n + ".warps", "warps", NEITHER, SUM, "Warps over all blocks"));
        d.add(MetricDescriptor.of(n + ".warpInstructions", "warp instructions", LOWER_IS_BETTER, SUM,
                "Warp instructions (divergent paths counted once per path taken)"));
        d.add(MetricDescriptor.of(n + ".memoryInstructions", "warp instructions", LOWER_IS_BETTER, SUM,
                "Global load and store warp instructions"));
        d.add(MetricDescriptor.of(n + ".n32", "transactions", LOWER_IS_BETTER, SUM,
                "32-byte transactions of scalar accesses"));
        d.add(MetricDescriptor.of(n + ".n32Vector", "transactions", LOWER_IS_BETTER, SUM,
                "32-byte transactions of vector (8- or 16-byte) accesses"));
        d.add(MetricDescriptor.of(n + ".n64", "transactions", LOWER_IS_BETTER, SUM, "64-byte transactions"));
        d.add(MetricDescriptor.of(n + ".n128", "transactions", LOWER_IS_BETTER, SUM, "128-byte transactions"));
        d.add(MetricDescriptor.of(n + ".sharedRequests", "requests", NEITHER, SUM, "Shared-memory warp requests"));
        d.add(MetricDescriptor.of(n + ".sharedConflicted", "requests", LOWER_IS_BETTER, SUM,
                "Shared-memory requests with a bank conflict"));
        d.add(MetricDescriptor.of(n + ".sharedExtraPasses", "passes", LOWER_IS_BETTER, SUM,
                "Extra passes the bank conflicts cost"));
        d.add(MetricDescriptor.of(n + ".syncInstructions", "warp instructions", LOWER_IS_BETTER, SUM,
                "Barrier warp instructions"));
        d.add(MetricDescriptor.of(n + ".longLatency", "warp instructions", LOWER_IS_BETTER, SUM,
                "Long-latency warp instructions (sqrt, divide, transcendentals)"));
        d.add(MetricDescriptor.of(n + ".loadTransactions", "transactions", LOWER_IS_BETTER, SUM,
                "Load transactions of all warps"));
        d.add(MetricDescriptor.of(n + ".uniqueLoadTransactions", "transactions", LOWER_IS_BETTER, SUM,
                "Load transactions without those another warp of the block made to the same place"));
        d.add(MetricDescriptor.of(n + ".loadBlockInstances", "block executions", NEITHER, SUM,
                "Block executions (per warp) that contain a global load"));
        d.add(MetricDescriptor.of(n + ".loadsInThoseBlocks", "warp instructions", NEITHER, SUM,
                "Global loads in those block executions"));
        d.add(MetricDescriptor.of(n + ".l1Lookups", "lookups", NEITHER, SUM,
                "Global-load lookups of the same GPU's L1 model"));
        d.add(MetricDescriptor.of(n + ".l1Hits", "lookups", NEITHER, SUM,
                "Of those, lookups a profiler counts as hits"));
        d.add(MetricDescriptor.of(n + ".loadFootprintSectors", "sectors", NEITHER, SUM,
                "Distinct 32-byte sectors that global loads touched"));
        d.add(MetricDescriptor.of(n + ".duplicateLoads", "ratio", NEITHER, MEAN,
                "Load transactions per distinct one (1 without loads)"));
        d.add(MetricDescriptor.of(n + ".independentLoads", "loads", HIGHER_IS_BETTER, MEAN,
                "Global loads per executed block that has any (an upper estimate of independent loads)"));
        d.add(MetricDescriptor.of(n + ".l1HitRate", "fraction", HIGHER_IS_BETTER, MEAN,
                "Fraction of global-load lookups the L1 serves"));
        d.add(MetricDescriptor.of(n + ".perWarp", "", NEITHER, NONE, "The counts above per warp"));
        d.add(MetricDescriptor.of(n + ".perWarp.*", "per warp", LOWER_IS_BETTER, MEAN,
                "One of the counts above divided by the warps"));
        d.addAll(Occupancy.descriptors(m + ".occupancy"));
        d.addAll(GpuParameterMeanings.descriptors(m + ".gpu"));
        return List.copyOf(d);
    }
}
