package dev.aiwc.fermil1.mwpcwp;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The terms the H100 added to the equations, each against a hand calculation on the {@code h100} entry (1980 MHz,
 * 132 SMs, 32 blocks / 64 warps per SM, issue 0.21, lone-warp issue 3.5, block launch 175 cycles, launch 7.0 us,
 * L1 hit 40 cycles, L2 50 MB at 291 cycles, DRAM 680 cycles).
 */
class MwpCwpModernTermsTest {
    private static final MwpCwpParameters H100 = MwpCwpParameters.resolve("h100", Map.of());
    private static final double TOL = 1e-9;

    /** Blocks of {@code threads} work-items, {@code insts} warp instructions per warp, no memory instruction. */
    private static MwpCwpInputs computeOnly(long blocks, long threads, long insts) {
        long warps = blocks * ((threads + 31) / 32);
        return new MwpCwpInputs(blocks, threads, 0, warps, insts * warps, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 0);
    }

    @Test
    void aLoneWarpIssuesAtItsOwnPaceNotTheSchedulersRate() {
        // one block of one warp: N = 1, so each instruction costs max(0.21, 3.5 / 1) = 3.5 cycles; 1000 of them
        MwpCwpModel.Prediction p = MwpCwpModel.predict(computeOnly(1, 32, 1000), H100);
        assertEquals(1, p.n(), TOL);
        assertEquals(3500, p.cycles(), TOL);
        assertEquals(3500 / 1.98e9 + 7.0e-6, p.seconds(), 1e-15);
    }

    @Test
    void manyWarpsIssueAtTheSchedulersRate() {
        // 132 blocks of 1024 work-items: 32 warps on each SM, 3.5 / 32 < 0.21, so 0.21 a warp instruction;
        // 1000 instructions: 0.21 x 1000 x 32 warps = 6720 cycles, above the block floor of 175 x 1
        MwpCwpModel.Prediction p = MwpCwpModel.predict(computeOnly(132, 1024, 1000), H100);
        assertEquals(32, p.n(), TOL);
        assertEquals(6720, p.cycles(), 1e-6);
    }

    @Test
    void manySmallBlocksTakeAtLeastTheBlockLaunchTime() {
        // 13,200 blocks of one warp, 10 instructions: 32 blocks (32 warps) per SM, reps 13,200 / (32 x 132) = 3.125,
        // computation 0.21 x 10 x 32 x 3.125 = 210 cycles; but each SM starts 100 blocks, 175 cycles each: 17,500
        MwpCwpModel.Prediction p = MwpCwpModel.predict(computeOnly(13_200, 32, 10), H100);
        assertEquals(3.125, p.reps(), TOL);
        assertEquals(17_500, p.cycles(), TOL);
    }

    @Test
    void theL2ServesTheMissesBeyondTheFootprintAsFarAsItFits() {
        // 1000 sector lookups, 600 L1 hits, footprint 100 sectors: of 400 misses 300 re-read, 3,200 B fit: 0.75
        MwpCwpInputs small = new MwpCwpInputs(1, 32, 0, 1, 10, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1000, 600,
                100);
        assertEquals(0.75, MwpCwpModel.l2Share(small, H100), TOL);
        // 4M misses over a 64 MiB footprint (2M sectors): half re-read, 50 of the 64 MiB fit: 0.5 x 50 / 64
        MwpCwpInputs big = new MwpCwpInputs(1, 32, 0, 1, 10, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 4L << 20, 0,
                2L << 20);
        assertEquals(0.5 * 50 / 64, MwpCwpModel.l2Share(big, H100), TOL);
        // GT200 has no L2 term
        assertEquals(0, MwpCwpModel.l2Share(small, MwpCwpParameters.resolve("gt200", Map.of())), TOL);
    }

    @Test
    void loadsTheL1ServesWaitItsLatencyAndSendNothingToMemory() {
        // one warp, one load of one 4-sector line (n128 = 1), the L1 model saw every lookup hit: the request waits
        // 40 cycles, departs nothing (no bandwidth limit), and each extra line would cost a data-stage pass (none)
        MwpCwpInputs in = new MwpCwpInputs(1, 32, 0, 1, 20, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 4, 4, 4);
        MwpCwpModel.Prediction p = MwpCwpModel.predict(in, H100);
        assertEquals(40, p.memLatency(), TOL);
        assertEquals(0, p.departureDelayPerRequest(), TOL);
        // half the lookups hit: half the request waits for memory: 0.5 x 40 + 0.5 x 680 (no re-read: no L2)
        MwpCwpInputs half = new MwpCwpInputs(1, 32, 0, 1, 20, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 4, 2, 4);
        MwpCwpModel.Prediction q = MwpCwpModel.predict(half, H100);
        assertEquals(0.5 * 40 + 0.5 * 680, q.memLatency(), TOL);
        assertEquals(0.5 * 11.2, q.departureDelayPerRequest(), TOL);
    }

    @Test
    void everyExtraLineOfAGlobalRequestCostsADataStagePass() {
        // one warp, one load touching 32 one-sector lines (n32 = 32): N = 1, so an instruction costs max(0.21, 3.5)
        // = 3.5 cycles, 100 of them 350, plus 31 extra passes x 0.48 cycles = 14.88
        MwpCwpInputs in = new MwpCwpInputs(1, 32, 0, 1, 100, 1, 32, 0, 0, 0, 0, 0, 0, 0, 0, 32, 32, 1, 1, 0, 0, 0);
        assertEquals(350 + 31 * 0.48, MwpCwpModel.predict(in, H100).compCycles(), TOL);
    }
}
