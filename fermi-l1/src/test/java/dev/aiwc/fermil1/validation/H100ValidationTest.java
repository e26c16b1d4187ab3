package dev.aiwc.fermil1.validation;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code h100} preset against Nsight Compute on an H100 80GB HBM3 (resources {@code hardware/}: the kernels,
 * {@code cases.txt}, the counters in {@code h100-ncu-2026-11-24.csv} and how they were taken in README.md). Every
 * case runs with the preset as it is, no setting per kernel. The preset was fitted to the probes only (README.md),
 * so these cases are held out: every one within 5 points of ncu's sector hit rate, nine in ten within 3.
 */
class H100ValidationTest {
    private static final Path FOLDER = HardwareCases.resource("hardware");
    private static final List<HardwareCases.Predicted> RESULTS = new ArrayList<>();
    private static final List<String> SKIPPED = new ArrayList<>();

    @BeforeAll
    static void simulateEveryCase() {
        for (HardwareCases.Measured m : HardwareCases.load(FOLDER, "cases.txt", "h100-ncu-2026-11-24.csv", SKIPPED)) {
            RESULTS.add(HardwareCases.simulate(FOLDER, m, "h100", Map.of()));
        }
    }

    @Test
    void atLeastThirtyCasesWereMeasured() {
        assertTrue(RESULTS.size() >= 30, RESULTS.size() + " cases");
        // the two whose relaunch under the profiler failed (see README.md) and no other
        assertEquals(List.of("broadcast_256g", "reduce_128g"), SKIPPED);
    }

    @Test
    void requestsAndSectorsAreExactlyThoseOfTheProfiler() {
        for (HardwareCases.Predicted p : RESULTS) {
            assertEquals(p.measured().requests(), p.requests(), p.measured().name() + " requests");
            assertEquals(p.measured().sectors(), p.sectors(), p.measured().name() + " sectors");
        }
    }

    @Test
    void hitRatesAreWithinThreePointsInNineOfTen() {
        long within = RESULTS.stream().filter(p -> Math.abs(p.error()) <= 3).count();
        assertTrue(within >= Math.ceil(0.9 * RESULTS.size()), within + " of " + RESULTS.size() + " within 3 points");
        double mean = RESULTS.stream().mapToDouble(p -> Math.abs(p.error())).average().orElseThrow();
        assertTrue(mean <= 0.5, "mean absolute error " + mean);
    }

    @Test
    void everyCaseIsWithinFivePoints() {
        for (HardwareCases.Predicted p : RESULTS) {
            assertTrue(Math.abs(p.error()) <= 5, p.measured().name() + ": predicted " + p.hitRatePct()
                    + "%, measured " + p.measured().hitRatePct() + "%");
        }
    }

    @Test
    void theL1IsWhatTheCarveOutForTheResidentBlocksLeaves() {
        // 256 work-items a block, 8 blocks an SM by threads: 8 x (local + 1 KB reserved) rounded up to a carve-out;
        // without local memory 8 KB rounds up to 32 KB, the smallest the probes saw (README.md of the resources)
        Map<String, Long> expected = Map.of("copy_256k", 224L * 1024, "window_l16k_192kb", 92L * 1024,
                "window_l48k_96kb", 60L * 1024, "window_l32k_192kb", 28L * 1024);
        for (HardwareCases.Predicted p : RESULTS) {
            Long l1 = expected.get(p.measured().name());
            if (l1 != null) {
                assertEquals(l1, p.l1Bytes(), p.measured().name());
            }
        }
    }
}
