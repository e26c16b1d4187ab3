package dev.aiwc.fermil1.config;

import dev.aiwc.api.metric.MetricDescriptor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.NONE;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.NEITHER;

/**
 * What each GPU parameter of the {@link GpuCatalogue} means and in which unit, for the {@code config} section of
 * fermi-l1 and the {@code gpu} section of mwp-cwp, which echo the parameters a run used.
 */
public final class GpuParameterMeanings {

    private record Meaning(String unit, String description) {
    }

    private static final Map<String, Meaning> MEANINGS = new LinkedHashMap<>();

    static {
        m("preset", "", "Name of the GPU in the catalogue (--gpu)");
        m("source", "", "What the GPU is and where its parameters come from");
        m("smCount", "SMs", "Streaming multiprocessors");
        m("sms", "SMs", "How many SMs the report lists one by one (all are simulated)");
        m("warpSize", "threads", "Threads per warp");
        m("maxBlocksPerSm", "blocks", "Resident blocks (work-groups) per SM at most");
        m("maxThreadsPerSm", "threads", "Resident threads per SM at most");
        m("maxWarpsPerSm", "warps", "Resident warps per SM at most");
        m("sharedMemoryPerSm", "bytes", "Local (shared) memory per SM that blocks can use");
        m("registersPerSm", "registers", "32-bit registers per SM");
        m("registersPerThread", "registers", "Registers per thread assumed for occupancy (the trace cannot tell)");
        m("bankWidth", "bytes", "Width of one shared-memory bank");
        m("sharedBanks", "banks", "Shared-memory banks");
        m("l1Size", "bytes", "L1 data cache capacity");
        m("unifiedSize", "bytes", "Combined L1 and shared memory per SM, split by the carve-out");
        m("carveouts", "bytes", "Shared-memory carve-outs the driver can choose, smallest first");
        m("sharedCarveout", "bytes", "Shared-memory carve-out chosen for this launch (the rest is L1)");
        m("reservedSharedPerBlock", "bytes", "Shared memory the driver reserves per resident block");
        m("l1Reserve", "bytes", "L1 bytes that hold no lines: the SM keeps at most (L1 - this) / lineSize valid lines");
        m("lineSize", "bytes", "L1 cache line");
        m("sectorSize", "bytes", "Sector of a line: the unit a sectored L1 fills and counts");
        m("ways", "ways", "Associativity of the L1");
        m("sets", "sets", "Sets of the L1");
        m("setIndex", "", "How an address picks its set (linear, fermi hash, xor fold, polynomial modulus)");
        m("indexPolynomial", "", "Polynomial (hexadecimal coefficients) whose modulus of the line number is the set");
        m("replacement", "", "Replacement policy of the L1");
        m("randomVictims", "fraction", "Fraction of evictions that take a pseudo-random way instead of the policy's");
        m("writePolicy", "", "What a store does in the L1");
        m("coalescing", "", "How a warp's addresses become requests (lines, sectors, two-level)");
        m("fetchGroupSize", "warps", "Warps per fetch group of the two-level scheduler");
        m("scheduler", "", "Warp scheduling policy of the L1 model");
        m("mshrs", "entries", "Miss status holding registers per SM");
        m("mshrsPerWarp", "entries", "Outstanding misses per warp at most (0: no limit)");
        m("mshrMerges", "requests", "Requests one MSHR entry can merge (unlimited: no limit)");
        m("hitLatency", "scheduler steps", "L1 hit latency in the L1 model's time");
        m("missLatency", "scheduler steps", "Mean L1 miss latency in the L1 model's time");
        m("missLatencySigma", "scheduler steps", "Standard deviation of the miss latency");
        m("seed", "", "Seed of the miss-latency draws (results are deterministic for a seed)");
        m("clockMHz", "MHz", "SM clock under load");
        m("baseLatency", "cycles", "DRAM access latency (Hong and Kim's Mem_LD)");
        m("l2Latency", "cycles", "L2 hit latency");
        m("l1HitLatency", "cycles", "L1 hit latency");
        m("l2Size", "bytes", "L2 capacity (0: no L2 term)");
        m("delay32", "cycles", "Departure delay of a 32-byte transaction (one sector)");
        m("delay64", "cycles", "Departure delay of a 64-byte transaction (two sectors)");
        m("delay128", "cycles", "Departure delay of a 128-byte transaction (a whole line)");
        m("delayVector32", "cycles", "Departure delay of a 32-byte transaction of a vector access");
        m("issueCycles", "cycles", "Cycles to issue one warp instruction on an SM");
        m("warpIssueCycles", "cycles", "Cycles between two instructions of one warp (dependent issue)");
        m("longLatencyCycles", "cycles", "Extra cycles of a special-function instruction");
        m("sharedReplayCycles", "cycles", "Cycles of one extra pass of a bank-conflicted shared request");
        m("peakBandwidthGBs", "GB/s", "Peak DRAM bandwidth");
        m("launchOverheadUs", "us", "Time of an empty launch");
        m("blockLaunchCycles", "cycles", "Cycles to start one block on an SM");
        m("memoryTransactions", "", "How transactions are sized (lines or sectors)");
        m("independentLoads", "", "Independent loads per warp: measured from the trace or a fixed number");
        m("duplicateLoads", "", "Loads per warp that repeat an address: measured from the trace or a fixed number");
    }

    private static void m(String key, String unit, String description) {
        MEANINGS.put(key, new Meaning(unit, description));
    }

    private GpuParameterMeanings() {
    }

    /** Whether {@code key} has a meaning here. */
    public static boolean knows(String key) {
        return MEANINGS.containsKey(key);
    }

    /** What {@code key} means, with its unit in brackets where it has one; empty for a key without a meaning. */
    public static String describe(String key) {
        Meaning m = MEANINGS.get(key);
        if (m == null) {
            return "";
        }
        return m.unit().isEmpty() ? m.description() : m.description() + " (" + m.unit() + ")";
    }

    /**
     * Descriptors for a section that echoes GPU parameters under {@code prefix} ({@code fermi-l1.config}): one per
     * parameter, plus the {@code sources} and {@code references} that say where each value comes from.
     */
    public static List<MetricDescriptor> descriptors(String prefix) {
        List<MetricDescriptor> d = new ArrayList<>();
        d.add(MetricDescriptor.of(prefix, "", NEITHER, NONE, "GPU parameters of this run (preset plus --gpu-set)"));
        MEANINGS.forEach((key, m) -> d.add(MetricDescriptor.of(prefix + "." + key, m.unit(), NEITHER, NONE,
                m.description())));
        d.add(MetricDescriptor.of(prefix + ".sources.*", "", NEITHER, NONE,
                "The reference a parameter's value comes from (an id of references, or --gpu-set)"));
        d.add(MetricDescriptor.of(prefix + ".references.*", "", NEITHER, NONE, "What a reference id stands for"));
        return d;
    }
}
