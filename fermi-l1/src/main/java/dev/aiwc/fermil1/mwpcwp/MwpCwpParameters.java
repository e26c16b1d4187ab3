package dev.aiwc.fermil1.mwpcwp;

import dev.aiwc.fermil1.config.GpuCatalogue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * GPU parameters of the MWP/CWP model: the {@link GpuCatalogue} entry of a GPU (its shared and time-model
 * parameters) plus {@code --gpu-set} overrides. Cycles are core (shader) clock cycles.
 *
 * @param preset             preset name
 * @param source             one line on the GPU; where each value comes from is in {@code parameterReferences}
 * @param clockMHz           shader clock
 * @param baseLatency        memory latency of one request with one transaction, cycles
 * @param delay32            departure delay between consecutive 32-byte transactions (sectored GPUs: a line with
 *                           one sector touched)
 * @param delay64            departure delay of 64-byte transactions (sectored: a line with two sectors)
 * @param delay128           departure delay of 128-byte transactions (sectored: a line with three or four)
 * @param delayVector32      departure delay of 32-byte transactions of vector (8/16-byte) accesses
 * @param issueCycles        cycles to issue one warp instruction, per SM
 * @param peakBandwidthGBs   peak DRAM bandwidth, 10^9 bytes per second
 * @param smCount            SMs
 * @param longLatencyCycles  extra cycles of a long-latency instruction (sqrt, divide, transcendental)
 * @param sharedReplayCycles extra cycles per additional pass of a bank-conflicted shared-memory request
 * @param warpSize           threads per warp
 * @param maxBlocksPerSm     occupancy limits ...
 * @param maxThreadsPerSm    ...
 * @param maxWarpsPerSm      ...
 * @param sharedMemoryPerSm  ...
 * @param registersPerSm     ...
 * @param registersPerThread registers per thread of the kernel (a run parameter)
 * @param independentLoads   override of the measured independent loads per thread (NaN: measured)
 * @param duplicateLoads     override of the measured duplicate-load factor (NaN: measured)
 * @param sharedBanks        shared-memory banks
 * @param bankWidth          bytes per bank
 * @param memoryTransactions {@code segments} (compute capability 1.2/1.3 protocol) or {@code sectored} (lines of
 *                           32-byte sectors)
 * @param launchOverheadUs   fixed time of a launch as the profiling events measure it, microseconds
 * @param l1HitLatency       cycles of a global load the L1 data cache serves (GPUs with an L1 only)
 * @param warpIssueCycles    cycles between instructions of one warp when it has a scheduler to itself (0: not
 *                           modelled)
 * @param blockLaunchCycles  cycles an SM needs to start a thread block (0: not modelled)
 * @param l2Size             L2 capacity in bytes (0: not modelled)
 * @param l2Latency          cycles of a load the L2 serves
 * @param parameterReferences for each parameter, the {@link GpuCatalogue} reference of its value, or
 *                           {@code --gpu-set}
 */
public record MwpCwpParameters(String preset, String source, double clockMHz, double baseLatency, double delay32,
                               double delay64, double delay128, double delayVector32, double issueCycles,
                               double peakBandwidthGBs, int smCount, double longLatencyCycles,
                               double sharedReplayCycles, int warpSize, int maxBlocksPerSm, int maxThreadsPerSm,
                               int maxWarpsPerSm, long sharedMemoryPerSm, long registersPerSm, int registersPerThread,
                               double independentLoads, double duplicateLoads, int sharedBanks, int bankWidth,
                               String memoryTransactions, double launchOverheadUs, double l1HitLatency,
                               double warpIssueCycles, double blockLaunchCycles, double l2Size, double l2Latency,
                               Map<String, String> parameterReferences) {

    /** Every GPU of the catalogue: each has a time model. */
    public static List<String> names() {
        return GpuCatalogue.names();
    }

    /** Every {@code --gpu-set} key of this model. */
    public static List<String> keys() {
        return new java.util.ArrayList<>(keySet());
    }

    /** The same keys as a set, in the same order. */
    public static Set<String> keySet() {
        return GpuCatalogue.keysOf(GpuCatalogue.Model.TIME);
    }

    /**
     * Resolves a GPU of the catalogue (null: {@value GpuCatalogue#DEFAULT}; {@code gtx480} and {@code gtx470} are aliases) with
     * overrides of this model's keys ({@link #keySet}); any other key is an error naming the accepted ones.
     */
    public static MwpCwpParameters resolve(String presetName, Map<String, String> settings) {
        GpuCatalogue.Gpu gpu;
        try {
            gpu = GpuCatalogue.get(presetName);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + ", or set every parameter with --gpu-set");
        }
        String name = gpu.name();
        Map<String, String> m = new LinkedHashMap<>();
        Map<String, String> references = new LinkedHashMap<>();
        gpu.of(GpuCatalogue.Model.TIME).forEach((k, p) -> {
            m.put(k, p.value());
            references.put(k, p.reference());
        });
        if (settings != null) {
            // only this model's keys: the collector gives the L1 model its own
            for (Map.Entry<String, String> e : settings.entrySet()) {
                if (!m.containsKey(e.getKey())) {
                    throw new IllegalArgumentException("unknown --gpu-set key '" + e.getKey() + "'; the time model"
                            + " accepts " + String.join(", ", keys()));
                }
                m.put(e.getKey(), e.getValue().trim());
                references.put(e.getKey(), "--gpu-set");
            }
        }
        String transactions = m.get("memoryTransactions");
        if (!transactions.equals("segments") && !transactions.equals("sectored")) {
            throw new IllegalArgumentException("--gpu-set memoryTransactions=" + transactions
                    + " is not one of segments, sectored");
        }
        double launch = nonNegative(m, "launchOverheadUs");
        return new MwpCwpParameters(name, gpu.summary(), positive(m, "clockMHz"), positive(m, "baseLatency"),
                nonNegative(m, "delay32"), nonNegative(m, "delay64"), nonNegative(m, "delay128"),
                nonNegative(m, "delayVector32"), positive(m, "issueCycles"), positive(m, "peakBandwidthGBs"),
                (int) positive(m, "smCount"), nonNegative(m, "longLatencyCycles"),
                nonNegative(m, "sharedReplayCycles"), (int) positive(m, "warpSize"),
                (int) positive(m, "maxBlocksPerSm"), (int) positive(m, "maxThreadsPerSm"),
                (int) positive(m, "maxWarpsPerSm"), (long) nonNegative(m, "sharedMemoryPerSm"),
                (long) positive(m, "registersPerSm"), (int) positive(m, "registersPerThread"),
                optional(m, "independentLoads"), optional(m, "duplicateLoads"), (int) positive(m, "sharedBanks"),
                (int) positive(m, "bankWidth"), transactions, launch,
                ifPresent(m, "l1HitLatency"), nonNegative(m, "warpIssueCycles"), nonNegative(m, "blockLaunchCycles"),
                ifPresent(m, "l2Size"), ifPresent(m, "l2Latency"), Map.copyOf(references));
    }

    /** Whether transactions are lines of sectors (V100, H100) rather than GT200 segments. */
    public boolean sectored() {
        return memoryTransactions.equals("sectored");
    }

    private static double number(Map<String, String> m, String key) {
        try {
            double v = Double.parseDouble(m.get(key));
            if (Double.isNaN(v) || Double.isInfinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--gpu-set " + key + "=" + m.get(key) + " is not a number");
        }
    }

    private static double positive(Map<String, String> m, String key) {
        double v = number(m, key);
        if (v <= 0) {
            throw new IllegalArgumentException("--gpu-set " + key + "=" + m.get(key) + " must be positive");
        }
        return v;
    }

    private static double nonNegative(Map<String, String> m, String key) {
        double v = number(m, key);
        if (v < 0) {
            throw new IllegalArgumentException("--gpu-set " + key + "=" + m.get(key) + " must not be negative");
        }
        return v;
    }

    /** A parameter only GPUs with the mechanism have (an L1, an L2): 0 where the entry has none. */
    private static double ifPresent(Map<String, String> m, String key) {
        return m.containsKey(key) ? nonNegative(m, key) : 0;
    }

    private static double optional(Map<String, String> m, String key) {
        return m.get(key).equals("measured") ? Double.NaN : positive(m, key);
    }

    /** The same parameters with new latency and departure delays (for calibration). */
    public MwpCwpParameters withMemory(double base, double d32, double d64, double d128, double dv32) {
        return new MwpCwpParameters(preset, source, clockMHz, base, d32, d64, d128, dv32, issueCycles,
                peakBandwidthGBs, smCount, longLatencyCycles, sharedReplayCycles, warpSize, maxBlocksPerSm,
                maxThreadsPerSm, maxWarpsPerSm, sharedMemoryPerSm, registersPerSm, registersPerThread,
                independentLoads, duplicateLoads, sharedBanks, bankWidth, memoryTransactions, launchOverheadUs,
                l1HitLatency, warpIssueCycles, blockLaunchCycles, l2Size, l2Latency, parameterReferences);
    }

    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("preset", preset);
        m.put("source", source);
        m.put("clockMHz", clockMHz);
        m.put("baseLatency", baseLatency);
        m.put("delay32", delay32);
        m.put("delay64", delay64);
        m.put("delay128", delay128);
        m.put("delayVector32", delayVector32);
        m.put("issueCycles", issueCycles);
        m.put("peakBandwidthGBs", peakBandwidthGBs);
        m.put("smCount", smCount);
        m.put("longLatencyCycles", longLatencyCycles);
        m.put("sharedReplayCycles", sharedReplayCycles);
        m.put("warpSize", warpSize);
        m.put("maxBlocksPerSm", maxBlocksPerSm);
        m.put("maxThreadsPerSm", maxThreadsPerSm);
        m.put("maxWarpsPerSm", maxWarpsPerSm);
        m.put("sharedMemoryPerSm", sharedMemoryPerSm);
        m.put("registersPerSm", registersPerSm);
        m.put("registersPerThread", registersPerThread);
        m.put("independentLoads", Double.isNaN(independentLoads) ? "measured" : independentLoads);
        m.put("duplicateLoads", Double.isNaN(duplicateLoads) ? "measured" : duplicateLoads);
        m.put("sharedBanks", sharedBanks);
        m.put("bankWidth", bankWidth);
        m.put("memoryTransactions", memoryTransactions);
        m.put("launchOverheadUs", launchOverheadUs);
        m.put("warpIssueCycles", warpIssueCycles);
        m.put("blockLaunchCycles", blockLaunchCycles);
        if (parameterReferences.containsKey("l1HitLatency")) {
            m.put("l1HitLatency", l1HitLatency);
        }
        if (parameterReferences.containsKey("l2Size")) {
            m.put("l2Size", (long) l2Size);
            m.put("l2Latency", l2Latency);
        }
        GpuCatalogue.putSources(m, parameterReferences);
        return m;
    }
}
