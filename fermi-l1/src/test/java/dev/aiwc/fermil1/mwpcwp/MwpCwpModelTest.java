package dev.aiwc.fermil1.mwpcwp;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The equations against hand calculations on the GT200 preset (1312 MHz, base latency 450, delays 37/37/58,
 * 4 issue cycles, 102 GB/s, 30 SMs; 256 threads = 8 warps per block, 4 blocks per SM by threads, warps and
 * registers (16 x 256 = 4096 of 16384), so N = 32).
 */
class MwpCwpModelTest {
    private static final MwpCwpParameters GT200 = MwpCwpParameters.resolve("gt200", Map.of());
    private static final double TOL = 1e-9;

    /** Per-warp instruction counts, 64-byte transactions per memory instruction, over {@code blocks} blocks of 8 warps. */
    private static MwpCwpInputs inputs(long blocks, long insts, long memInsts, long n64PerMem, long n128PerMem) {
        long warps = blocks * 8;
        return new MwpCwpInputs(blocks, 256, 0, warps, insts * warps, memInsts * warps, 0, 0,
                n64PerMem * memInsts * warps, n128PerMem * memInsts * warps, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    @Test
    void memoryBoundKernelUsesTheMemoryWaitsEquation() {
        // 100 instructions, 10 memory instructions of two 64 B transactions per warp; 240 blocks
        MwpCwpModel.Prediction p = MwpCwpModel.predict(inputs(240, 100, 10, 2, 0), GT200);
        assertEquals(32, p.n(), TOL);
        assertEquals(30, p.activeSms());
        assertEquals(2.0, p.reps(), TOL); // 240 / (4 * 30)
        assertEquals(2.0, p.transactionsPerRequest(), TOL);
        assertEquals(37.0, p.departureDelay(), TOL);
        assertEquals(487.0, p.memLatency(), TOL); // 450 + (2 - 1) * 37
        assertEquals(74.0, p.departureDelayPerRequest(), TOL);
        assertEquals(487.0 / 74, p.mwpWithoutBandwidth(), TOL);
        assertEquals(128.0, p.bytesPerRequest(), TOL);
        assertEquals(128 * 1.312e9 / 487, p.bandwidthPerWarp(), 1e-3);
        assertEquals(102e9 / (128 * 1.312e9 / 487 * 30), p.mwpPeakBandwidth(), TOL);
        assertEquals(487.0 / 74, p.mwp(), TOL); // the smallest of 6.58, 9.86 and 32
        assertEquals(400.0, p.compCycles(), TOL);
        assertEquals(4870.0, p.memCycles(), TOL);
        assertEquals(5270.0 / 400, p.cwp(), TOL);
        assertEquals(MwpCwpModel.Case.MEMORY_WAITS, p.applied());
        // (4870 * 32 / (487/74) + 400/10 * (487/74 - 1)) * 2 = (23680 + 16520/74) * 2
        assertEquals((23680 + 16520.0 / 74) * 2, p.cycles(), 1e-6);
        assertEquals(p.cycles() / 1.312e9, p.seconds(), 1e-15);
        assertTrue(p.memoryBound());
        assertTrue(p.explanation().startsWith("On gt200 this kernel is memory-bound"));
    }

    @Test
    void tooFewWarpsUsesTheFirstEquation() {
        // one block of 64 threads (2 warps) on one SM: N = 2, MWP = min(6.58, 295.8, 2) = 2,
        // CWP = min(5270/400 = 13.175, 2) = 2
        MwpCwpInputs in = new MwpCwpInputs(1, 64, 0, 2, 200, 20, 0, 0, 40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        MwpCwpModel.Prediction p = MwpCwpModel.predict(in, GT200);
        assertEquals(2, p.n(), TOL);
        assertEquals(MwpCwpModel.Case.NOT_ENOUGH_WARPS, p.applied());
        assertEquals(1.0, p.reps(), TOL);
        // 4870 + 400 + 400/10 * (2 - 1)
        assertEquals(5310.0, p.cycles(), 1e-9);
    }

    @Test
    void computationHidingMemoryUsesTheThirdEquation() {
        // 1000 instructions: comp 4000 < mem 4870, CWP = 8870/4000 = 2.2175 < MWP = 6.58
        MwpCwpModel.Prediction p = MwpCwpModel.predict(inputs(240, 1000, 10, 2, 0), GT200);
        assertEquals(8870.0 / 4000, p.cwp(), TOL);
        assertEquals(MwpCwpModel.Case.COMPUTE_HIDES_MEMORY, p.applied());
        assertEquals((487 + 4000.0 * 32) * 2, p.cycles(), 1e-6);
        assertFalse(p.memoryBound());
    }

    @Test
    void computationAboveMemoryStaysInTheSecondEquation() {
        // 2000 instructions: comp 8000 > mem 4870 -> second equation although MWP > CWP = 1.60875
        MwpCwpModel.Prediction p = MwpCwpModel.predict(inputs(240, 2000, 10, 2, 0), GT200);
        assertEquals(MwpCwpModel.Case.MEMORY_WAITS, p.applied());
        assertEquals((4870 * 32 / (487.0 / 74) + 8000.0 / 10 * (487.0 / 74 - 1)) * 2, p.cycles(), 1e-6);
        assertFalse(p.memoryBound());
    }

    @Test
    void mixedTransactionSizesWeightTheDepartureDelay() {
        // per memory instruction one 64 B and one 128 B transaction: dep = (37 + 58) / 2 = 47.5
        MwpCwpModel.Prediction p = MwpCwpModel.predict(inputs(240, 100, 10, 1, 1), GT200);
        assertEquals(47.5, p.departureDelay(), TOL);
        assertEquals(450 + 47.5, p.memLatency(), TOL);
        assertEquals(95.0, p.departureDelayPerRequest(), TOL);
        assertEquals(192.0, p.bytesPerRequest(), TOL);
    }

    @Test
    void duplicateAndIndependentLoadsScaleTheWarpsForMwp() {
        // 8 transactions loaded, 2 distinct: duplicate factor 4; 6 loads in 3 block executions: 2 independent
        MwpCwpInputs in = new MwpCwpInputs(240, 256, 0, 1920, 192000, 19200, 0, 0, 38400, 0, 0, 0, 0, 0, 0, 8, 2, 3,
                6, 0, 0, 0);
        MwpCwpModel.Prediction p = MwpCwpModel.predict(in, GT200);
        assertEquals(4.0, p.duplicateLoads(), TOL);
        assertEquals(2.0, p.independentLoads(), TOL);
        assertEquals(32 * 2 / 4.0, p.activeWarpsForMwp(), TOL);
    }

    @Test
    void longLatencyAndBankConflictsAddComputeCycles() {
        // per warp 2 long-latency instructions (12 extra each) and 3 extra shared passes (4 each)
        long warps = 1920;
        MwpCwpInputs in = new MwpCwpInputs(240, 256, 0, warps, 100 * warps, 10 * warps, 0, 0, 20 * warps, 0,
                5 * warps, 3 * warps, 3 * warps, 0, 2 * warps, 0, 0, 0, 0, 0, 0, 0);
        assertEquals(400 + 24 + 12, MwpCwpModel.predict(in, GT200).compCycles(), TOL);
    }

    @Test
    void kernelWithoutMemoryInstructionsIsIssueTimeOnly() {
        MwpCwpModel.Prediction p = MwpCwpModel.predict(inputs(240, 100, 0, 0, 0), GT200);
        assertEquals(MwpCwpModel.Case.NO_MEMORY, p.applied());
        assertEquals(32, p.mwp(), TOL);
        assertEquals(400.0 * 32 * 2, p.cycles(), TOL);
        assertNull(p.toMap().get("cwp"));
        assertEquals("compute", p.toMap().get("bound"));
    }

    @Test
    void userParametersOverrideThePreset() {
        MwpCwpParameters p = MwpCwpParameters.resolve("gt200", Map.of("baseLatency", "500"));
        assertEquals(500, p.baseLatency());
        // the time model takes its own keys only: the collector gives the L1 model's (ways) to that model
        IllegalArgumentException l1Key = assertThrows(IllegalArgumentException.class,
                () -> MwpCwpParameters.resolve("gt200", Map.of("ways", "8")));
        assertTrue(l1Key.getMessage().startsWith("unknown --gpu-set key 'ways'; the time model accepts smCount,"),
                l1Key.getMessage());
        assertEquals(37, p.delay32());
        // one catalogue for both models: the L1 variants of a GPU share its time parameters
        MwpCwpParameters big = MwpCwpParameters.resolve("gtx480-48k", Map.of());
        MwpCwpParameters alias = MwpCwpParameters.resolve("gtx480", Map.of());
        assertEquals("gtx480-48k", big.preset());
        assertEquals("gtx480-16k", alias.preset());
        assertEquals(alias.clockMHz(), big.clockMHz());
        assertEquals(alias.peakBandwidthGBs(), big.peakBandwidthGBs());
        assertEquals("--gpu-set", p.parameterReferences().get("baseLatency"));
        assertEquals("hong-kim", p.parameterReferences().get("delay32"));
    }
}
