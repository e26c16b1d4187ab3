package dev.aiwc.fermil1.mwpcwp;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * GPU parameters of the MWP/CWP model (a preset plus {@code --gpu-set} overrides). Cycles are core (shader) clock
 * cycles.
 *
 * @param preset             preset name
 * @param source             where the figures come from
 * @param clockMHz           shader clock
 * @param baseLatency        memory latency of one request with one transaction, cycles
 * @param delay32            departure delay between consecutive 32-byte transactions
 * @param delay64            departure delay of 64-byte transactions
 * @param delay128           departure delay of 128-byte transactions
 * @param delayVector32      departure delay of 32-byte transactions of vector (8/16-byte) accesses
 * @param issueCycles        cycles to issue one warp instruction
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
 */
public record MwpCwpParameters(String preset, String source, double clockMHz, double baseLatency, double delay32,
                               double delay64, double delay128, double delayVector32, double issueCycles,
                               double peakBandwidthGBs, int smCount, double longLatencyCycles,
                               double sharedReplayCycles, int warpSize, int maxBlocksPerSm, int maxThreadsPerSm,
                               int maxWarpsPerSm, long sharedMemoryPerSm, long registersPerSm, int registersPerThread,
                               double independentLoads, double duplicateLoads) {

    public static final String DEFAULT = "gt200";

    /** Settings that belong to the L1 model only; the shared settings map may carry them. */
    private static final Set<String> L1_ONLY_KEYS = Set.of("l1Size", "lineSize", "ways", "setIndex", "replacement",
            "writePolicy", "mshrs", "mshrMerges", "hitLatency", "missLatency", "missLatencySigma", "seed", "coalescing",
            "sectorSize", "scheduler", "fetchGroupSize", "sharedBanks", "bankWidth", "sms", "sharedCarveout",
            "mshrsPerWarp", "unifiedSize", "carveouts", "reservedSharedPerBlock");

    public static List<String> names() {
        return List.of("gt200", "gtx480", "gtx470");
    }

    private static Map<String, String> base(String name) {
        Map<String, String> m = new LinkedHashMap<>();
        switch (name) {
            case "gt200" -> {
                m.put("source", "Tesla C1060 (GT200): clock, latency and departure delays are the tuned reference values"
                        + " of the MWP/CWP model (Hong and Kim, ISCA 2009, extended for GT200 transactions);"
                        + " 102 GB/s and 30 SMs from the NVIDIA Tesla C1060 datasheet; 8 blocks / 1024 threads / 32"
                        + " warps / 16 KB shared / 16384 registers per SM (CUDA programming guide, compute capability"
                        + " 1.3); long-latency extra 12 cycles: 2 SFUs take 16 cycles per warp instead of 4");
                m.put("clockMHz", "1312");
                m.put("baseLatency", "450");
                m.put("delay32", "37");
                m.put("delay64", "37");
                m.put("delay128", "58");
                m.put("delayVector32", "57");
                m.put("issueCycles", "4");
                m.put("peakBandwidthGBs", "102");
                m.put("smCount", "30");
                m.put("longLatencyCycles", "12");
                m.put("sharedReplayCycles", "4");
                m.put("warpSize", "32");
                m.put("maxBlocksPerSm", "8");
                m.put("maxThreadsPerSm", "1024");
                m.put("maxWarpsPerSm", "32");
                m.put("sharedMemoryPerSm", "16384");
                m.put("registersPerSm", "16384");
                m.put("registersPerThread", "16");
            }
            case "gtx480", "gtx470" -> {
                boolean g480 = name.equals("gtx480");
                m.put("source", (g480 ? "GeForce GTX 480: 15 SMs, 1401 MHz shader clock, 177.4 GB/s"
                        : "GeForce GTX 470: 14 SMs, 1215 MHz shader clock, 133.9 GB/s")
                        + " (NVIDIA product specifications); occupancy limits from the Fermi Compute Architecture"
                        + " Whitepaper (48 KB shared configuration); one warp instruction per cycle per SM (two"
                        + " schedulers, 16-lane halves). Base latency and departure delays have no published value:"
                        + " 600 / 20 / 20 / 40 / 40 cycles are estimates; calibrate them with the microbench kernels");
                m.put("clockMHz", g480 ? "1401" : "1215");
                m.put("baseLatency", "600");
                m.put("delay32", "20");
                m.put("delay64", "20");
                m.put("delay128", "40");
                m.put("delayVector32", "40");
                m.put("issueCycles", "1");
                m.put("peakBandwidthGBs", g480 ? "177.4" : "133.9");
                m.put("smCount", g480 ? "15" : "14");
                m.put("longLatencyCycles", "7");
                m.put("sharedReplayCycles", "1");
                m.put("warpSize", "32");
                m.put("maxBlocksPerSm", "8");
                m.put("maxThreadsPerSm", "1536");
                m.put("maxWarpsPerSm", "48");
                m.put("sharedMemoryPerSm", "49152");
                m.put("registersPerSm", "32768");
                m.put("registersPerThread", "20");
            }
            default -> {
                return null;
            }
        }
        m.put("independentLoads", "measured");
        m.put("duplicateLoads", "measured");
        return m;
    }

    /** Every {@code --gpu-set} key of this model. */
    public static List<String> keys() {
        List<String> k = new java.util.ArrayList<>(base(DEFAULT).keySet());
        k.remove("source");
        return k;
    }

    /**
     * Resolves a preset (null: {@value #DEFAULT}; the L1 presets {@code gtx480-16k}/{@code gtx480-48k}/
     * {@code gtx470-16k} map to their GPU) with overrides.
     */
    public static MwpCwpParameters resolve(String presetName, Map<String, String> settings) {
        String name = presetName == null || presetName.isBlank() ? DEFAULT : presetName.trim().toLowerCase(Locale.ROOT);
        if (name.startsWith("gtx480-")) {
            name = "gtx480";
        } else if (name.startsWith("gtx470-")) {
            name = "gtx470";
        }
        Map<String, String> m = base(name);
        if (m == null) {
            throw new IllegalArgumentException("unknown GPU preset '" + presetName + "' for mwp-cwp; use one of "
                    + String.join(", ", names()) + ", or set every parameter with --gpu-set");
        }
        if (settings != null) {
            for (Map.Entry<String, String> e : settings.entrySet()) {
                if (L1_ONLY_KEYS.contains(e.getKey())) {
                    continue;
                }
                if (!m.containsKey(e.getKey()) || e.getKey().equals("source")) {
                    throw new IllegalArgumentException("unknown --gpu-set key '" + e.getKey() + "'; mwp-cwp accepts "
                            + String.join(", ", keys()));
                }
                m.put(e.getKey(), e.getValue().trim());
            }
        }
        return new MwpCwpParameters(name, m.get("source"), positive(m, "clockMHz"), positive(m, "baseLatency"),
                nonNegative(m, "delay32"), nonNegative(m, "delay64"), nonNegative(m, "delay128"),
                nonNegative(m, "delayVector32"), positive(m, "issueCycles"), positive(m, "peakBandwidthGBs"),
                (int) positive(m, "smCount"), nonNegative(m, "longLatencyCycles"),
                nonNegative(m, "sharedReplayCycles"), (int) positive(m, "warpSize"),
                (int) positive(m, "maxBlocksPerSm"), (int) positive(m, "maxThreadsPerSm"),
                (int) positive(m, "maxWarpsPerSm"), (long) nonNegative(m, "sharedMemoryPerSm"),
                (long) positive(m, "registersPerSm"), (int) positive(m, "registersPerThread"),
                optional(m, "independentLoads"), optional(m, "duplicateLoads"));
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

    private static double optional(Map<String, String> m, String key) {
        return m.get(key).equals("measured") ? Double.NaN : positive(m, key);
    }

    /** The same parameters with new latency and departure delays (for calibration). */
    public MwpCwpParameters withMemory(double base, double d32, double d64, double d128, double dv32) {
        return new MwpCwpParameters(preset, source, clockMHz, base, d32, d64, d128, dv32, issueCycles,
                peakBandwidthGBs, smCount, longLatencyCycles, sharedReplayCycles, warpSize, maxBlocksPerSm,
                maxThreadsPerSm, maxWarpsPerSm, sharedMemoryPerSm, registersPerSm, registersPerThread,
                independentLoads, duplicateLoads);
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
        return m;
    }
}
