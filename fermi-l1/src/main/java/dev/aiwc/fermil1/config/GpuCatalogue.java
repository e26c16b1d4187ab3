package dev.aiwc.fermil1.config;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The one catalogue of GPUs that both GPU models read: {@code --gpu NAME} configures the L1 model (fermi-l1) and the
 * time model (mwp-cwp) from the same entry. Every parameter belongs to one model or to both, and names the
 * reference its value comes from: a specification, a paper, or a micro-benchmark run here (file and command).
 */
public final class GpuCatalogue {

    /**
     * The GPU both models take without {@code --gpu}: the one whose L1 and time models are both validated against
     * its own counters and times.
     */
    public static final String DEFAULT = "h100";

    /** Which model reads a parameter. */
    public enum Model { BOTH, L1, TIME }

    /** One parameter of one GPU: its value as {@code --gpu-set} would give it, its model and its reference. */
    public record Parameter(String key, String value, Model model, String reference) {
    }

    /** One GPU: its parameters in documentation order. */
    public record Gpu(String name, String summary, List<Parameter> parameters) {

        /** The parameters one model reads (its own and the shared ones), in order. */
        public Map<String, Parameter> of(Model model) {
            Map<String, Parameter> m = new LinkedHashMap<>();
            for (Parameter p : parameters) {
                if (p.model() == Model.BOTH || p.model() == model) {
                    m.put(p.key(), p);
                }
            }
            return m;
        }

        /** Whether this GPU has an L1 data cache for the L1 model to simulate. */
        public boolean hasL1() {
            return parameters.stream().anyMatch(p -> p.model() == Model.L1);
        }
    }

    private static final Map<String, String> REFERENCES = new LinkedHashMap<>();

    static {
        ref("c1060", "NVIDIA Tesla C1060 datasheet: 30 SMs, 102 GB/s; CUDA C Programming Guide, compute capability 1.3:"
                + " 8 blocks / 1024 threads / 32 warps / 16 KB shared memory / 16384 registers per SM, 16 banks");
        ref("hong-kim", "Hong and Kim, An analytical model for a GPU architecture with memory-level and thread-level"
                + " parallelism awareness (ISCA 2009), with the GT200 transaction extension: the tuned reference values");
        ref("gt200-sfu", "GT200 has 2 special-function units per SM: a warp's transcendental takes 16 cycles instead"
                + " of 4, 12 extra");
        ref("fermi-wp", "NVIDIA Fermi Compute Architecture Whitepaper v1.1 (2009): 32-thread warps, 1536 threads / 48"
                + " warps / 8 blocks per SM, 32768 registers, 64 KB split 16/48 KB L1 and shared memory, 128-byte"
                + " lines, 32 banks of 4 bytes, two schedulers issuing one warp instruction per cycle, 4 SFUs");
        ref("gtx480-spec", "NVIDIA GeForce GTX 480 specifications: 15 SMs, 1401 MHz shader clock, 177.4 GB/s");
        ref("gtx470-spec", "NVIDIA GeForce GTX 470 specifications: 14 SMs, 1215 MHz shader clock, 133.9 GB/s");
        ref("nugteren", "Nugteren et al., A detailed GPU cache model based on reuse distance theory (HPCA 2014),"
                + " micro-benchmarks on a GTX 470: set index hash, 4/6 ways, 64 MSHRs per SM, at most 6 outstanding"
                + " per warp, merges without limit, latency");
        ref("fermi-estimate", "no published value: an estimate; calibrate it with `aiwc time` and `aiwc calibrate` on"
                + " the micro-benchmarks (fermi-l1/README.md, Calibration)");
        ref("model-default", "a model setting, not a hardware figure: see fermi-l1/README.md");
        ref("not-modelled", "not part of the published model: 0");
        ref("volta-wp", "NVIDIA Tesla V100 GPU Architecture whitepaper (2017): 80 SMs, 1530 MHz boost, 900 GB/s HBM2,"
                + " 128 KB combined L1 and shared memory per SM (shared up to 96 KB), 65536 registers, 2048 threads /"
                + " 64 warps / 32 blocks per SM, four schedulers per SM, 16 SFUs per SM, 6 MB L2; carve-outs 0-96 KB (Volta"
                + " tuning guide)");
        ref("volta-jia", "Jia et al., Dissecting the NVIDIA Volta GPU Architecture via Microbenchmarking (2018):"
                + " 128-byte lines of four 32-byte sectors, an L1 hit latency of 28 cycles, an L2 hit latency of 193");
        ref("h100-analogy", "not measured on this GPU: the H100's measured figure in cycles, by analogy");
        ref("v100-from-bandwidth", "derived from the specified bandwidth: a 4-sector line per SM every"
                + " 128 B x 80 SMs x 1530 MHz / 900 GB/s = 17.4 cycles; one- and two-sector lines scaled by the H100's"
                + " measured ratio (0.57)");
        ref("hopper-wp", "NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022) and CUDA Hopper tuning guide: 132"
                + " SMs (SXM5), 1980 MHz boost, 3.35 TB/s HBM3, 256 KB combined L1 and shared memory per SM (shared"
                + " carve-outs up to 228 KB, 1 KB reserved per block), 50 MB L2, 65536 registers, 2048 threads / 64 warps / 32"
                + " blocks per SM, four schedulers per SM issuing one warp instruction per cycle each, 16 SFUs per SM");
        ref("h100-ncu", "measured with Nsight Compute on an H100 80GB HBM3 (fermi-l1/src/test/resources/hardware,"
                + " README there; scripts/gpu-counters/device-l1.sh): carve-out choice, 32 KB smallest carve-out,"
                + " in-flight lookups count as hits, no conflicts at power-of-two strides");
        ref("h100-probes", "fitted to the H100 probes (fermi-l1/src/test/resources/hardware/probes.txt and"
                + " h100-probes-2026-11-24.csv; fit and validation in the README there): 256 sets of 8 ways of 128-byte"
                + " lines (7 left by the 32 KB carve-out and kept by every larger one), set = line number modulo"
                + " x^8+x^7+x^5+x^4+x^3+x^2+1 over GF(2)"
                + " (the best of the 30 irreducible polynomials of degree 8 on the 11 column-walk probes), 12% of"
                + " evictions take a pseudo-random way (the soft edge of the sweeps past 216 KB; refitted with the line"
                + " budget on the 31 window and sparse probes of probes.txt, probes-2.txt and probes-3.txt)");
        ref("h100-budget", "measured on the H100 (fermi-l1/src/test/resources/hardware/probes-2.txt, probes-3.txt"
                + " and their CSVs; README there): dense sweeps keep all their reuse up to 216 KB at every buffer offset"
                + " and lose 8% at 220 KB with one warp a block or eight, so the SM holds at most 216 KB of lines (the"
                + " 224 KB L1 less 8 KB) in whichever sets, not fewer lines in fixed sets; with 48 and 16 KB of"
                + " local memory (60 and 92 KB L1, probes-4.txt) sweeps keep all their reuse up to the L1 less the"
                + " same 8 KB in 2-3 lines a set, so a carve-out lowers the budget and leaves the sets their 7 ways");
        ref("h100-assumed", "an assumption: it changes time, not the hit rate, and was not measured");
        ref("h100-micro", "measured on an H100 80GB HBM3 (driver 580.159.04) with `aiwc time` of the micro-benchmarks"
                + " in fermi-l1/src/main/resources/microbench/h100 (scripts/device/gpu-times.sh; data and derivation in"
                + " fermi-l1/src/test/resources/hardware/README.md, h100-mwpcwp-microbench-2026-11-25.csv and -2-)");
        ref("h100-delay64", "not measured: a line of two sectors is taken to leave as fast as a line of one"
                + " (h100-micro measured one sector and four)");
        ref("h100-smi", "nvidia-smi sampled every 200 ms while the micro-benchmarks ran on the H100: 1980 MHz under"
                + " load in 451 of 490 samples (the rest idle, 345-780 MHz)");
        ref("h100-micro-issue", "measured on the H100 (h100-micro): `issue` (4,096 iterations of two dependent"
                + " multiply-adds, 11,264 warp instructions per warp on the gpu pipeline) takes 85.0 us with 64 warps"
                + " per SM, 0.21 cycles per warp instruction per SM after the 7.0 us launch (the whitepaper's four"
                + " schedulers give 0.25), and 27.2 us with one warp per SM (issue-latency.json), 3.5 cycles between"
                + " one warp's instructions");
        ref("registers-default", "the trace cannot tell register use: a run parameter (--gpu-set registersPerThread);"
                + " 16-20 keeps simple kernels at full occupancy");
    }

    private static void ref(String id, String text) {
        REFERENCES.put(id, text);
    }

    private static final Map<String, Gpu> GPUS = new LinkedHashMap<>();

    static {
        gt200();
        for (String name : List.of("gtx480-16k", "gtx480-48k", "gtx470-16k", "gtx470-48k")) {
            fermi(name);
        }
        v100();
        h100();
    }

    private GpuCatalogue() {
    }

    /** Every GPU, in documentation order. */
    public static List<String> names() {
        return List.copyOf(GPUS.keySet());
    }

    /** The GPUs that have an L1 data cache. */
    public static List<String> namesWithL1() {
        return GPUS.values().stream().filter(Gpu::hasL1).map(Gpu::name).toList();
    }

    /** Short names that stand for a full entry. */
    private static final Map<String, String> ALIASES = Map.of("gtx480", "gtx480-16k", "gtx470", "gtx470-16k");

    /**
     * The entry of a name (case-insensitive, with the aliases {@code gtx480} and {@code gtx470}; null or blank: the
     * {@value #DEFAULT}), or an {@link IllegalArgumentException} naming every GPU the catalogue knows.
     */
    public static Gpu get(String name) {
        String n = name == null || name.isBlank() ? DEFAULT : name.trim().toLowerCase(Locale.ROOT);
        Gpu g = GPUS.get(ALIASES.getOrDefault(n, n));
        if (g == null) {
            throw new IllegalArgumentException("unknown GPU preset '" + name + "'; use one of "
                    + String.join(", ", names()));
        }
        return g;
    }

    /** Every key any model reads, with the model that reads it. */
    public static Map<String, Model> allKeys() {
        Map<String, Model> keys = new LinkedHashMap<>();
        for (Gpu g : GPUS.values()) {
            for (Parameter p : g.parameters()) {
                keys.putIfAbsent(p.key(), p.model());
            }
        }
        return keys;
    }

    /** The keys one model reads, whatever the GPU. */
    public static Set<String> keysOf(Model model) {
        Set<String> keys = new LinkedHashSet<>();
        allKeys().forEach((k, m) -> {
            if (m == Model.BOTH || m == model) {
                keys.add(k);
            }
        });
        return keys;
    }

    // ------------------------------------------------------------------ entries

    /** Collects one GPU's parameters in order. */
    private static final class Builder {
        final String name;
        final String summary;
        final List<Parameter> list = new ArrayList<>();

        Builder(String name, String summary) {
            this.name = name;
            this.summary = summary;
        }

        Builder both(String key, Object value, String ref) {
            return add(key, value, Model.BOTH, ref);
        }

        Builder l1(String key, Object value, String ref) {
            return add(key, value, Model.L1, ref);
        }

        Builder time(String key, Object value, String ref) {
            return add(key, value, Model.TIME, ref);
        }

        Builder add(String key, Object value, Model model, String ref) {
            if (!REFERENCES.containsKey(ref)) {
                throw new IllegalStateException("no reference " + ref);
            }
            list.removeIf(p -> p.key().equals(key));
            list.add(new Parameter(key, String.valueOf(value), model, ref));
            return this;
        }

        void register() {
            GPUS.put(name, new Gpu(name, summary, List.copyOf(list)));
        }
    }

    private static void gt200() {
        new Builder("gt200", "NVIDIA Tesla C1060 (GT200): no L1 data cache, so only the time model applies")
                .both("smCount", 30, "c1060").both("warpSize", 32, "c1060").both("maxBlocksPerSm", 8, "c1060")
                .both("maxThreadsPerSm", 1024, "c1060").both("maxWarpsPerSm", 32, "c1060")
                .both("sharedMemoryPerSm", 16384, "c1060").both("registersPerSm", 16384, "c1060")
                .both("registersPerThread", 16, "registers-default").both("sharedBanks", 16, "c1060")
                .both("bankWidth", 4, "c1060")
                .time("clockMHz", 1312, "hong-kim").time("baseLatency", 450, "hong-kim").time("delay32", 37, "hong-kim")
                .time("delay64", 37, "hong-kim").time("delay128", 58, "hong-kim")
                .time("delayVector32", 57, "hong-kim").time("issueCycles", 4, "hong-kim")
                .time("peakBandwidthGBs", 102, "c1060").time("longLatencyCycles", 12, "gt200-sfu")
                .time("sharedReplayCycles", 4, "hong-kim").time("memoryTransactions", "segments", "hong-kim")
                .time("launchOverheadUs", 0, "not-modelled").time("warpIssueCycles", 0, "not-modelled")
                .time("blockLaunchCycles", 0, "not-modelled")
                .time("independentLoads", "measured", "model-default")
                .time("duplicateLoads", "measured", "model-default")
                .register();
    }

    private static void fermi(String name) {
        boolean g480 = name.startsWith("gtx480");
        int l1Kb = name.endsWith("48k") ? 48 : 16;
        String spec = g480 ? "gtx480-spec" : "gtx470-spec";
        new Builder(name, (g480 ? "GeForce GTX 480" : "GeForce GTX 470") + " (GF100), " + l1Kb + " KB L1")
                .both("smCount", g480 ? 15 : 14, spec).both("warpSize", 32, "fermi-wp")
                .both("maxBlocksPerSm", 8, "fermi-wp").both("maxThreadsPerSm", 1536, "fermi-wp")
                .both("maxWarpsPerSm", 48, "fermi-wp").both("sharedMemoryPerSm", (64 - l1Kb) * 1024, "fermi-wp")
                .both("registersPerSm", 32768, "fermi-wp").both("registersPerThread", 20, "registers-default")
                .both("sharedBanks", 32, "fermi-wp").both("bankWidth", 4, "fermi-wp")
                .l1("l1Size", l1Kb * 1024, "fermi-wp").l1("lineSize", 128, "fermi-wp")
                .l1("ways", l1Kb == 48 ? 6 : 4, "nugteren").l1("setIndex", "fermi-hash", "nugteren")
                .l1("indexPolynomial", "none", "model-default")
                .l1("replacement", "lru", "nugteren").l1("randomVictims", 0, "nugteren").l1("writePolicy", "write-through-no-allocate", "fermi-wp")
                .l1("mshrs", 64, "nugteren").l1("mshrsPerWarp", 6, "nugteren").l1("mshrMerges", "unlimited", "nugteren")
                .l1("hitLatency", 1, "model-default").l1("missLatency", 100, "nugteren")
                .l1("missLatencySigma", 5, "nugteren").l1("seed", 1, "model-default")
                .l1("coalescing", "fermi", "fermi-wp").l1("sectorSize", 32, "model-default")
                .l1("scheduler", "lrr", "model-default").l1("fetchGroupSize", 8, "model-default")
                .l1("sms", "", "model-default").l1("unifiedSize", 0, "fermi-wp").l1("carveouts", "", "fermi-wp")
                .l1("reservedSharedPerBlock", 0, "fermi-wp").l1("sharedCarveout", "auto", "model-default")
                .l1("l1Reserve", 0, "not-modelled")
                .time("clockMHz", g480 ? 1401 : 1215, spec).time("baseLatency", 600, "fermi-estimate")
                .time("delay32", 20, "fermi-estimate").time("delay64", 20, "fermi-estimate")
                .time("delay128", 40, "fermi-estimate").time("delayVector32", 40, "fermi-estimate")
                .time("issueCycles", 1, "fermi-wp").time("peakBandwidthGBs", g480 ? 177.4 : 133.9, spec)
                .time("longLatencyCycles", 7, "fermi-wp").time("sharedReplayCycles", 1, "fermi-wp")
                .time("memoryTransactions", "segments", "fermi-estimate")
                .time("launchOverheadUs", 0, "not-modelled").time("l1HitLatency", 20, "fermi-estimate")
                .time("warpIssueCycles", 0, "not-modelled").time("blockLaunchCycles", 0, "not-modelled")
                .time("independentLoads", "measured", "model-default")
                .time("duplicateLoads", "measured", "model-default")
                .register();
    }

    /** The parameters V100 and H100 share in form: sectored 128-byte lines, a unified L1 and four schedulers. */
    private static Builder modern(String name, String summary, String spec, int sms, int unifiedKb, int sharedKb) {
        return new Builder(name, summary)
                .both("smCount", sms, spec).both("warpSize", 32, spec).both("maxBlocksPerSm", 32, spec)
                .both("maxThreadsPerSm", 2048, spec).both("maxWarpsPerSm", 64, spec)
                .both("sharedMemoryPerSm", sharedKb * 1024, spec).both("registersPerSm", 65536, spec)
                .both("registersPerThread", 20, "registers-default").both("sharedBanks", 32, spec)
                .both("bankWidth", 4, spec)
                .l1("l1Size", unifiedKb * 1024, spec).l1("lineSize", 128, spec)
                .l1("indexPolynomial", "none", "model-default")
                .l1("replacement", "lru", "model-default").l1("randomVictims", 0, "model-default")
                .l1("writePolicy", "write-through-no-allocate", spec)
                .l1("hitLatency", 1, "model-default").l1("missLatency", 100, "model-default")
                .l1("missLatencySigma", 5, "model-default").l1("seed", 1, "model-default")
                .l1("coalescing", "sectored", spec).l1("sectorSize", 32, spec)
                .l1("scheduler", "lrr", "model-default").l1("fetchGroupSize", 8, "model-default")
                .l1("sms", "", "model-default").l1("unifiedSize", unifiedKb * 1024, spec)
                .l1("sharedCarveout", "auto", "model-default").l1("l1Reserve", 0, "model-default")
                .time("issueCycles", 0.25, spec).time("memoryTransactions", "sectored", spec)
                .time("independentLoads", "measured", "model-default")
                .time("duplicateLoads", "measured", "model-default");
    }

    private static void v100() {
        modern("v100", "NVIDIA Tesla V100 (SXM2): set organisation, latencies and delays by analogy with the measured"
                + " H100; not validated on a V100", "volta-wp", 80, 128, 96)
                .l1("ways", 32, "h100-analogy").l1("setIndex", "xor", "h100-analogy")
                .l1("mshrs", 256, "h100-assumed").l1("mshrsPerWarp", 0, "h100-assumed")
                .l1("mshrMerges", "unlimited", "h100-assumed").l1("carveouts", "0,8,16,32,64,96", "volta-wp")
                .l1("reservedSharedPerBlock", 0, "volta-wp")
                .time("clockMHz", 1530, "volta-wp").time("baseLatency", 680, "h100-analogy")
                .time("delay32", 9.9, "v100-from-bandwidth").time("delay64", 9.9, "v100-from-bandwidth")
                .time("delay128", 17.4, "v100-from-bandwidth").time("delayVector32", 9.9, "v100-from-bandwidth")
                .time("peakBandwidthGBs", 900, "volta-wp").time("longLatencyCycles", 1.75, "volta-wp")
                .time("sharedReplayCycles", 0.48, "h100-analogy").time("launchOverheadUs", 7.0, "h100-analogy")
                .time("l1HitLatency", 28, "volta-jia").time("warpIssueCycles", 3.5, "h100-analogy")
                .time("blockLaunchCycles", 175, "h100-analogy").time("l2Size", 6 * 1024 * 1024, "volta-wp")
                .time("l2Latency", 193, "volta-jia")
                .register();
    }

    private static void h100() {
        modern("h100", "NVIDIA H100 80GB HBM3 (SXM5): L1 validated with Nsight Compute, time model parameters"
                + " measured with the project's micro-benchmarks", "hopper-wp", 132, 256, 228)
                // 256 sets of 8 ways, 7 after the smallest (32 KB) carve-out and after every larger one: a carve-out
                // lowers only the line budget, (L1 - 8 KB) / 128 valid lines (GpuConfig.l1Ways, lineBudget)
                .l1("ways", 8, "h100-probes").l1("setIndex", "ipoly", "h100-probes")
                .l1("indexPolynomial", "0x1bd", "h100-probes").l1("randomVictims", 0.12, "h100-probes")
                .l1("l1Reserve", 8 * 1024, "h100-budget")
                .l1("mshrs", 256, "h100-assumed").l1("mshrsPerWarp", 0, "h100-assumed")
                .l1("mshrMerges", "unlimited", "h100-assumed")
                .l1("carveouts", "32,64,100,132,164,196,228", "h100-ncu")
                .l1("reservedSharedPerBlock", 1024, "hopper-wp")
                .time("clockMHz", 1980, "h100-smi").time("baseLatency", 680, "h100-micro")
                .time("delay32", 6.4, "h100-micro").time("delay64", 6.4, "h100-delay64")
                .time("delay128", 11.2, "h100-micro").time("delayVector32", 6.4, "h100-micro")
                .time("issueCycles", 0.21, "h100-micro-issue").time("peakBandwidthGBs", 2990, "h100-micro")
                .time("longLatencyCycles", 1.75, "hopper-wp").time("sharedReplayCycles", 0.48, "h100-micro")
                .time("launchOverheadUs", 7.0, "h100-micro").time("l1HitLatency", 40, "h100-micro")
                .time("warpIssueCycles", 3.5, "h100-micro-issue").time("blockLaunchCycles", 175, "h100-micro")
                .time("l2Size", 50 * 1024 * 1024, "hopper-wp").time("l2Latency", 291, "h100-micro")
                .register();
    }

    /**
     * Adds to a model's JSON configuration where each value comes from: {@code sources} (parameter to reference id,
     * or {@code --gpu-set}) and {@code references} (id to text, for the ids cited).
     */
    public static void putSources(Map<String, Object> json, Map<String, String> parameterReferences) {
        Map<String, String> texts = new java.util.TreeMap<>();
        for (String id : parameterReferences.values()) {
            if (REFERENCES.containsKey(id)) {
                texts.put(id, REFERENCES.get(id));
            }
        }
        json.put("sources", new java.util.TreeMap<>(parameterReferences));
        json.put("references", texts);
    }
}
