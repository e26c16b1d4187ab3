package dev.aiwc.fermil1.mwpcwp;

import dev.aiwc.fermil1.sm.Occupancy;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The memory-warp-parallelism / computation-warp-parallelism execution-time model (Hong and Kim, ISCA 2009), with
 * the GT200 extension that weights departure delays by transaction size and accounts for duplicate and independent
 * loads, long-latency instructions and shared-memory bank conflicts. All quantities are per warp unless named
 * otherwise. The time is the cycles at the clock plus the GPU's fixed launch overhead (0 where not measured).
 */
public final class MwpCwpModel {
    private static final double EPS = 1e-9;

    private MwpCwpModel() {
    }

    /** Which equation produced the cycles. */
    public enum Case {
        /** MWP = N and CWP = N: not enough warps to hide either. */
        NOT_ENOUGH_WARPS("mwp-equals-cwp-equals-n"),
        /** CWP >= MWP (or computation exceeds memory): memory waits dominate, MWP of them overlap. */
        MEMORY_WAITS("cwp-at-least-mwp"),
        /** MWP > CWP: computation hides the memory latency. */
        COMPUTE_HIDES_MEMORY("mwp-above-cwp"),
        /** No global memory instructions: issue time only. */
        NO_MEMORY("no-memory-instructions");

        public final String key;

        Case(String key) {
            this.key = key;
        }
    }

    /** A prediction with every intermediate value, so it can be audited. */
    public record Prediction(MwpCwpInputs inputs, MwpCwpParameters gpu, Occupancy occupancy, int activeSms,
                             int activeBlocksPerSm, double n, double totalInsts, double memInsts,
                             double transactionsPerRequest, double departureDelay, double memLatency,
                             double departureDelayPerRequest, double mwpWithoutBandwidth, double bytesPerRequest,
                             double bandwidthPerWarp, double mwpPeakBandwidth, double independentLoads,
                             double duplicateLoads, double activeWarpsForMwp, double mwp, double compCycles,
                             double memCycles, double cwpFull, double cwp, double reps, Case applied, double cycles,
                             double seconds, boolean memoryBound, String explanation) {

        public Map<String, Object> toMap() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("mwp", finite(mwp));
            m.put("cwp", applied == Case.NO_MEMORY ? null : cwp);
            m.put("case", applied.key);
            m.put("bound", memoryBound ? "memory" : "compute");
            m.put("cycles", finite(cycles));
            m.put("seconds", finite(seconds));
            m.put("milliseconds", seconds * 1e3);
            m.put("launchOverheadSeconds", gpu.launchOverheadUs() * 1e-6);
            m.put("explanation", explanation);
            Map<String, Object> in = new LinkedHashMap<>();
            in.put("N", finite(n));
            in.put("activeSms", activeSms);
            in.put("activeBlocksPerSm", activeBlocksPerSm);
            in.put("totalInsts", finite(totalInsts));
            in.put("memInsts", finite(memInsts));
            in.put("transactionsPerRequest", finite(transactionsPerRequest));
            in.put("departureDelay", finite(departureDelay));
            in.put("memLatency", finite(memLatency));
            in.put("departureDelayPerRequest", finite(departureDelayPerRequest));
            in.put("mwpWithoutBandwidth", finite(mwpWithoutBandwidth));
            in.put("bytesPerRequest", finite(bytesPerRequest));
            in.put("bandwidthPerWarp", finite(bandwidthPerWarp));
            in.put("mwpPeakBandwidth", finite(mwpPeakBandwidth));
            in.put("independentLoads", finite(independentLoads));
            in.put("duplicateLoads", finite(duplicateLoads));
            in.put("l2ShareOfL1Misses", finite(l2Share(inputs, gpu)));
            in.put("activeWarpsForMwp", finite(activeWarpsForMwp));
            in.put("compCycles", finite(compCycles));
            in.put("memCycles", finite(memCycles));
            in.put("cwpWithoutLimit", applied == Case.NO_MEMORY ? null : cwpFull);
            in.put("reps", finite(reps));
            m.put("intermediates", in);
            m.put("inputs", inputs.toMap());
            m.put("occupancy", occupancy.toMap());
            m.put("gpu", gpu.toMap());
            return m;
        }
    }

    /** JSON has no infinity: an unbounded limit is reported as null. */
    private static Object finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    public static Prediction predict(MwpCwpInputs in, MwpCwpParameters p) {
        if (in.warps() == 0 || in.blocks() == 0) {
            throw new IllegalArgumentException("the invocation ran no work-groups; nothing to predict");
        }
        Occupancy occ = Occupancy.of(p.preset(), p.warpSize(), p.maxBlocksPerSm(), p.maxThreadsPerSm(),
                p.maxWarpsPerSm(), p.sharedMemoryPerSm(), p.registersPerSm(), p.registersPerThread(),
                in.threadsPerBlock(), in.localBytesPerBlock());
        int activeSms = (int) Math.min(p.smCount(), in.blocks());
        int activeBlocks = (int) Math.min(occ.blocksPerSm(), (in.blocks() + activeSms - 1) / activeSms);
        double warpsPerBlock = (double) in.warps() / in.blocks();
        double n = activeBlocks * warpsPerBlock;
        double warps = in.warps();
        double totalInsts = in.warpInstructions() / warps;
        double memInsts = in.memoryInstructions() / warps;
        // On a sectored GPU every line of a global request is one more pass (wavefront) of the L1's data stage, which
        // bank-conflicted shared requests replay through too: a 32-line request costs 31 passes even when all hit.
        double globalPasses = p.sectored()
                ? Math.max(0, in.n32() + in.n32Vector() + in.n64() + in.n128() - in.memoryInstructions()) : 0;
        double extra = (in.longLatency() * p.longLatencyCycles()
                + (in.sharedExtraPasses() + globalPasses) * p.sharedReplayCycles()) / warps;
        // With fewer warps than the schedulers can interleave, a warp waits for its previous instruction: the SM
        // then issues N instructions per warpIssueCycles, not one per issueCycles.
        double issue = Math.max(p.issueCycles(), p.warpIssueCycles() / n);
        double compCycles = issue * totalInsts + extra;
        double reps = in.blocks() / ((double) activeBlocks * activeSms);
        double freq = p.clockMHz() * 1e6;
        double indep = Double.isNaN(p.independentLoads()) ? in.independentLoads() : p.independentLoads();
        double dup = Double.isNaN(p.duplicateLoads()) ? in.duplicateLoads() : p.duplicateLoads();
        double activeWarpsForMwp = n * indep / dup;

        if (in.memoryInstructions() == 0) {
            double cycles = Math.max(compCycles * n * reps, blockLimit(in, p, activeSms));
            double seconds = cycles / freq + p.launchOverheadUs() * 1e-6;
            String why = String.format(Locale.ROOT, "On %s this kernel has no global memory instructions, so it is"
                    + " compute-bound: %.0f warps per SM each issue %.1f instructions (%.0f cycles; counted on the GPU"
                    + " compile pipeline's IR), predicting %s.",
                    p.preset(), n, totalInsts, compCycles, time(seconds));
            return new Prediction(in, p, occ, activeSms, activeBlocks, n, totalInsts, 0, 0, 0, 0, 0, 0, 0, 0, 0, indep,
                    dup, activeWarpsForMwp, n, compCycles, 0, Double.NaN, Double.NaN, reps, Case.NO_MEMORY, cycles,
                    seconds, false, why);
        }

        double all = in.n32() + in.n32Vector() + in.n64() + in.n128();
        double trans = all / in.memoryInstructions();
        double dep = all == 0 ? 0 : (in.n32() * p.delay32() + in.n32Vector() * p.delayVector32() + in.n64() * p.delay64()
                + in.n128() * p.delay128()) / all;
        // The share of transactions the L1 serves (loads only: stores write through), from the L1 model of the same
        // GPU; such a request waits the L1's hit latency and sends nothing to memory. 0 without an L1.
        double served = all == 0 ? 0 : Math.min(1, in.l1HitRate() * in.loadTransactions() / all);
        double toMemory = all * (1 - served);
        double missTrans = served >= 1 ? 0 : toMemory / (in.memoryInstructions() * (1 - served));
        // Of the loads that miss the L1, those re-reading a sector another SM (or an evicted line) already fetched are
        // served by the L2, as far as the footprint fits in it; they wait l2Latency and use no DRAM bandwidth.
        double l2 = l2Share(in, p);
        double missLatency = l2 * p.l2Latency() + (1 - l2) * p.baseLatency();
        double memLatency = served * p.l1HitLatency()
                + (1 - served) * (missLatency + Math.max(0, missTrans - 1) * dep);
        double depPerRequest = toMemory / in.memoryInstructions() * dep;
        double mwpNoBw = depPerRequest == 0 ? Double.POSITIVE_INFINITY : memLatency / depPerRequest;
        double bytesPerRequest = (1 - served) * (1 - l2) * (32.0 * (in.n32() + in.n32Vector()) + 64.0 * in.n64()
                + 128.0 * in.n128()) / in.memoryInstructions();
        double bwPerWarp = bytesPerRequest * freq / memLatency;
        double mwpPeakBw = bwPerWarp == 0 ? Double.POSITIVE_INFINITY
                : p.peakBandwidthGBs() * 1e9 / (bwPerWarp * activeSms);
        double mwp = Math.min(mwpNoBw, Math.min(mwpPeakBw, activeWarpsForMwp));
        double memCycles = memLatency * memInsts;
        double cwpFull = (memCycles + compCycles) / compCycles;
        // Independent loads let more requests than warps be in flight (MWP > N); CWP's ceiling rises with MWP's, or a
        // few warps with long chains of loads would seem to hide memory behind computation they do not have.
        double cwp = Math.min(cwpFull, Math.max(n, mwp));

        Case applied;
        double cycles;
        if (Math.abs(mwp - n) < EPS && Math.abs(cwp - n) < EPS) {
            applied = Case.NOT_ENOUGH_WARPS;
            cycles = (memCycles + compCycles + compCycles / memInsts * (mwp - 1)) * reps;
        } else if (cwp >= mwp || compCycles > memCycles) {
            applied = Case.MEMORY_WAITS;
            cycles = (memCycles * n / mwp + compCycles / memInsts * (mwp - 1)) * reps;
        } else {
            applied = Case.COMPUTE_HIDES_MEMORY;
            cycles = (memLatency + compCycles * n) * reps;
        }
        cycles = Math.max(cycles, blockLimit(in, p, activeSms));
        double seconds = cycles / freq + p.launchOverheadUs() * 1e-6;
        boolean memoryBound = cwp >= mwp;
        String why;
        if (memoryBound) {
            why = String.format(Locale.ROOT, "On %s this kernel is memory-bound: only %.1f warps' memory requests"
                    + " overlap (MWP) while %.1f could compute meanwhile (CWP), and each request takes %.0f cycles"
                    + " with %.2f transactions; predicted %s, so fewer transactions per request or more active warps"
                    + " (now %.0f per SM) would help most. Instructions (%.1f per warp) are counted on the GPU compile"
                    + " pipeline's IR.", p.preset(), mwp, cwp, memLatency, trans, time(seconds), n, totalInsts);
        } else {
            why = String.format(Locale.ROOT, "On %s this kernel is compute-bound: %.1f warps' memory requests overlap"
                    + " (MWP), more than the %.1f that computation needs to hide the %.0f-cycle latency (CWP);"
                    + " predicted %s, set by %.1f instructions per warp (counted on the GPU compile pipeline's IR), so"
                    + " fewer instructions would help most.",
                    p.preset(), mwp, cwp, memLatency, time(seconds), totalInsts);
        }
        return new Prediction(in, p, occ, activeSms, activeBlocks, n, totalInsts, memInsts, trans, dep, memLatency,
                depPerRequest, mwpNoBw, bytesPerRequest, bwPerWarp, mwpPeakBw, indep, dup, activeWarpsForMwp, mwp,
                compCycles, memCycles, cwpFull, cwp, reps, applied, cycles, seconds, memoryBound, why);
    }

    /**
     * The share of L1 load misses the L2 serves: misses beyond the load footprint re-read sectors already fetched
     * (by another SM, or before an L1 eviction), scaled down when the footprint exceeds the L2. 0 without an L2
     * size or L1 information.
     */
    static double l2Share(MwpCwpInputs in, MwpCwpParameters p) {
        long misses = in.l1Lookups() - in.l1Hits();
        if (p.l2Size() <= 0 || misses <= 0 || in.loadFootprintSectors() == 0) {
            return 0;
        }
        double reuse = Math.max(0, misses - in.loadFootprintSectors()) / (double) misses;
        double fits = Math.min(1, p.l2Size() / (32.0 * in.loadFootprintSectors()));
        return reuse * fits;
    }

    /** An SM starts a new block at most every blockLaunchCycles: many small blocks take at least this long. */
    private static double blockLimit(MwpCwpInputs in, MwpCwpParameters p, int activeSms) {
        return p.blockLaunchCycles() * Math.ceil((double) in.blocks() / activeSms);
    }

    private static String time(double seconds) {
        if (seconds >= 1e-3) {
            return String.format(Locale.ROOT, "%.3f ms", seconds * 1e3);
        }
        return String.format(Locale.ROOT, "%.2f us", seconds * 1e6);
    }
}
