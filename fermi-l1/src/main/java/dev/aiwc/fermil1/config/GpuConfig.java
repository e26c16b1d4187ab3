package dev.aiwc.fermil1.config;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The resolved configuration of the warp-schedule and L1 model: a {@link GpuPreset} plus {@code --gpu-set}
 * overrides. Immutable; {@link #toMap()} is what the JSON reports under {@code config}.
 *
 * @param preset            preset name the configuration started from
 * @param source            where the preset's figures come from
 * @param smCount           streaming multiprocessors
 * @param warpSize          threads per warp
 * @param maxBlocksPerSm    resident thread blocks per SM
 * @param maxThreadsPerSm   resident threads per SM
 * @param maxWarpsPerSm     resident warps per SM
 * @param sharedMemoryPerSm bytes of shared (OpenCL local) memory per SM
 * @param registersPerSm    32-bit registers per SM
 * @param registersPerThread registers a thread of the kernel uses (the trace cannot tell; a run parameter)
 * @param l1Bytes           L1 data-cache capacity in bytes
 * @param lineBytes         cache line size
 * @param ways              associativity (of the unified storage, where the L1 shares it with shared memory: the sets
 *                          stay as many and hold the lines of the largest L1 whatever is carved out, see
 *                          {@link #l1Ways()})
 * @param setIndex          {@code linear}, {@code fermi-hash}, {@code xor} or {@code ipoly}
 * @param replacement       {@code lru}, {@code fifo}, {@code lfu}, {@code mfu} or {@code random}
 * @param writePolicy       {@code write-through-no-allocate} or {@code write-back-allocate}
 * @param mshrs             miss status holding registers per SM
 * @param mshrsPerWarp      MSHR entries one warp may hold at once (0: only the SM's limit)
 * @param mshrMerges        requests one MSHR entry can merge besides the first ({@link Integer#MAX_VALUE}: no limit)
 * @param hitLatency        steps until a hit's data is available
 * @param missLatency       minimum steps of a miss
 * @param missLatencySigma  sigma of the half-normal extra miss latency
 * @param seed              seed of every random choice (latency, random replacement, random schedule)
 * @param coalescing        {@code fermi}, {@code segments} or {@code sectored}
 * @param sectorBytes       sector size for {@code sectored}
 * @param scheduler         {@code lrr}, {@code gto}, {@code two-level}, {@code fifo-latency},
 *                          {@code sequential}, {@code round-robin} or {@code random}
 * @param fetchGroupSize    warps per fetch group of {@code two-level}
 * @param sharedBanks       shared-memory banks
 * @param bankBytes         bytes per bank word
 * @param reportedSms       SMs whose counters are reported (empty: all)
 * @param unifiedBytes      L1 and shared memory together, when the shared part is carved out of the L1 (else 0)
 * @param carveoutsKb       the shared-memory sizes, in KB, the driver can carve out of {@code unifiedBytes}
 * @param reservedSharedPerBlock shared memory the driver reserves for each resident block besides the kernel's own
 * @param sharedCarveout    the carve-out in bytes, or -1 when the driver chooses it for each kernel
 *                          ({@link #forKernel})
 * @param indexPolynomial   the polynomial of {@code ipoly} (bit i: the coefficient of x^i; degree log2 sets), else 0
 * @param randomVictims     fraction of evictions that take a pseudo-random way instead of the policy's victim
 * @param l1Reserve         bytes of the L1 that hold no data lines (0: none): the SM keeps at most
 *                          {@link #lineBudget()} valid lines, in whichever sets
 * @param parameterReferences for each parameter, the {@link GpuCatalogue} reference its value comes from, or
 *                          {@code --gpu-set}
 */
public record GpuConfig(String preset, String source, int smCount, int warpSize, int maxBlocksPerSm,
                        int maxThreadsPerSm, int maxWarpsPerSm, long sharedMemoryPerSm, long registersPerSm,
                        int registersPerThread, long l1Bytes, int lineBytes, int ways, String setIndex,
                        String replacement, String writePolicy, int mshrs, int mshrMerges, int hitLatency,
                        int missLatency, double missLatencySigma, long seed, String coalescing, int sectorBytes,
                        String scheduler, int fetchGroupSize, int sharedBanks, int bankBytes, int[] reportedSms,
                        int mshrsPerWarp, long unifiedBytes, int[] carveoutsKb, long reservedSharedPerBlock,
                        long sharedCarveout, int indexPolynomial, double randomVictims,
                        long l1Reserve, Map<String, String> parameterReferences) {

    /** Carve-outs are whole multiples of this many bytes, so the sets stay as they are and lines go. */
    public static final int CARVEOUT_GRANULE = 4096;

    public boolean unified() {
        return unifiedBytes > 0;
    }

    /** Shared memory a block takes from the SM: the kernel's local memory plus the driver's reserve. */
    public long sharedPerBlock(long localBytes) {
        return unified() ? localBytes + reservedSharedPerBlock : localBytes;
    }

    /**
     * The configuration for one kernel: where the L1 shares its storage with shared memory and the carve-out is the
     * driver's choice, the carve-out is the smallest supported size that holds the shared memory of as many blocks
     * as fit on an SM ({@code blocksPerSm}), and the L1 is what is left. The sets keep their ways ({@link #l1Ways()});
     * the carve-out only lowers how many lines may be valid ({@link #lineBudget()}).
     */
    public GpuConfig forKernel(int blocksPerSm, long localBytes) {
        if (!unified()) {
            return this;
        }
        long carve = sharedCarveout;
        if (carve < 0) {
            long need = blocksPerSm * sharedPerBlock(localBytes);
            carve = (long) carveoutsKb[carveoutsKb.length - 1] * 1024;
            for (int kb : carveoutsKb) {
                if ((long) kb * 1024 >= need) {
                    carve = (long) kb * 1024;
                    break;
                }
            }
        }
        long l1 = unifiedBytes - carve;
        return new GpuConfig(preset, source, smCount, warpSize, maxBlocksPerSm, maxThreadsPerSm, maxWarpsPerSm,
                sharedMemoryPerSm, registersPerSm, registersPerThread, l1, lineBytes, ways, setIndex, replacement,
                writePolicy, mshrs, mshrMerges, hitLatency, missLatency, missLatencySigma, seed, coalescing, sectorBytes,
                scheduler, fetchGroupSize, sharedBanks, bankBytes, reportedSms, mshrsPerWarp, unifiedBytes, carveoutsKb,
                reservedSharedPerBlock, carve, indexPolynomial, randomVictims, l1Reserve, parameterReferences);
    }

    /** Sets of the L1: of the unified storage where the L1 shares it (a carve-out leaves them as many). */
    public int sets() {
        return (int) ((unified() ? unifiedBytes : l1Bytes) / ((long) lineBytes * ways));
    }

    /**
     * Lines every set holds. A unified L1 keeps the sets of its largest L1 (the smallest carve-out) whatever is carved
     * out: an H100 with 48 KB of local memory a block keeps all the reuse of a 52 KB sweep in its 60 KB L1, which
     * sets of under two lines would lose (README, "Carve-out"). Rounded up where that L1 is not whole ways.
     */
    public int l1Ways() {
        if (!unified()) {
            return ways;
        }
        long smallestCarveout = carveoutsKb.length == 0 ? 0 : (long) carveoutsKb[0] * 1024;
        long largest = Math.max(l1Bytes, unifiedBytes - smallestCarveout);
        long setBytes = (long) sets() * lineBytes;
        return (int) ((largest + setBytes - 1) / setBytes);
    }

    public int lines() {
        return (int) (l1Bytes / lineBytes);
    }

    /**
     * Valid lines the SM may hold at once: the L1's lines less {@code l1Reserve} (at least one), or all of them
     * where nothing is reserved. A fill beyond it evicts from its own set even where that set has a free way; on a
     * unified L1 this, not the sets, is what the carve-out shrinks.
     */
    public int lineBudget() {
        return l1Reserve == 0 ? lines() : (int) Math.max(1, (l1Bytes - l1Reserve) / lineBytes);
    }

    public boolean sectored() {
        return "sectored".equals(coalescing);
    }

    /** Sectors per line as the cache tracks them: one for whole-line caches. */
    public int sectorsPerLine() {
        return sectored() ? lineBytes / sectorBytes : 1;
    }

    /** The visual thread-level policies ignore warps: every thread is its own warp. */
    public boolean threadLevelScheduler() {
        return scheduler.equals("sequential") || scheduler.equals("round-robin") || scheduler.equals("random");
    }

    /** Threads per SIMT group as the model reconstructs them. */
    public int simtWidth() {
        return threadLevelScheduler() ? 1 : warpSize;
    }

    public boolean writeBack() {
        return writePolicy.equals("write-back-allocate");
    }

    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("preset", preset);
        m.put("source", source);
        m.put("smCount", smCount);
        m.put("warpSize", warpSize);
        m.put("maxBlocksPerSm", maxBlocksPerSm);
        m.put("maxThreadsPerSm", maxThreadsPerSm);
        m.put("maxWarpsPerSm", maxWarpsPerSm);
        m.put("sharedMemoryPerSm", sharedMemoryPerSm);
        m.put("registersPerSm", registersPerSm);
        m.put("registersPerThread", registersPerThread);
        m.put("l1Size", l1Bytes);
        m.put("lineSize", lineBytes);
        m.put("ways", l1Ways());
        m.put("sets", sets());
        m.put("setIndex", setIndex);
        if (indexPolynomial != 0) {
            m.put("indexPolynomial", "0x" + Integer.toHexString(indexPolynomial));
        }
        m.put("replacement", replacement);
        m.put("randomVictims", randomVictims);
        m.put("writePolicy", writePolicy);
        m.put("mshrs", mshrs);
        m.put("mshrsPerWarp", mshrsPerWarp);
        m.put("mshrMerges", mshrMerges == Integer.MAX_VALUE ? "unlimited" : mshrMerges);
        m.put("hitLatency", hitLatency);
        m.put("missLatency", missLatency);
        m.put("missLatencySigma", missLatencySigma);
        m.put("seed", seed);
        m.put("coalescing", coalescing);
        m.put("sectorSize", sectorBytes);
        m.put("scheduler", scheduler);
        m.put("fetchGroupSize", fetchGroupSize);
        m.put("sharedBanks", sharedBanks);
        m.put("bankWidth", bankBytes);
        long[] sms = new long[reportedSms.length];
        for (int i = 0; i < sms.length; i++) {
            sms[i] = reportedSms[i];
        }
        m.put("sms", sms);
        if (unified()) {
            m.put("unifiedSize", unifiedBytes);
            m.put("sharedCarveout", sharedCarveout);
            m.put("reservedSharedPerBlock", reservedSharedPerBlock);
            m.put("l1Reserve", l1Reserve);
        }
        GpuCatalogue.putSources(m, parameterReferences);
        return m;
    }
}
