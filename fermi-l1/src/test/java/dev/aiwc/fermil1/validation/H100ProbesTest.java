package dev.aiwc.fermil1.validation;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The column-walk probes of the H100's set index ({@code hardware/probes.txt}), which chose the {@code h100}
 * preset's 256 sets and index polynomial (README.md of the resources). They are the fit's data, not its validation
 * (that is {@link H100ValidationTest}): this keeps the fit from being lost. One warp a block walks 512 rows of a
 * matrix four times; rows of 1,016, 1,056, 1,088, 1,152, 1,280 and 1,536 floats keep all their reuse on the H100,
 * rows of 992, 1,008, 1,040, 2,000 and 3,000 lose 1 to 12% of it to conflicts. The later probes near the capacity
 * edge ({@code hardware/probes-2.txt}) are held to the same 5 points where the model reaches them.
 */
class H100ProbesTest {

    @Test
    void everyColumnWalkProbeIsWithinFivePointsAndTheConflictFreeOnesLoseNothing() {
        Path folder = HardwareCases.resource("hardware");
        List<String> skipped = new ArrayList<>();
        int walks = 0;
        for (HardwareCases.Measured m : HardwareCases.load(folder, "probes.txt", "h100-probes-2026-11-24.csv",
                skipped)) {
            if (!m.kernel().equals("colwalk")) {
                continue;
            }
            walks++;
            HardwareCases.Predicted p = HardwareCases.simulate(folder, m, "h100", Map.of());
            assertTrue(Math.abs(p.error()) <= 5, m.name() + ": predicted " + p.hitRatePct() + "%, measured "
                    + m.hitRatePct() + "%");
            if (m.hitRatePct() == 75.0) {
                // 1 - 1/4 passes: all reuse kept
                assertEquals(75.0, p.hitRatePct(), 1e-9, m.name());
            }
        }
        assertEquals(11, walks);
        assertEquals(List.of(), skipped);
    }

    /**
     * Probes near 224 KB ({@code hardware/probes-2.txt}, measured 2026-11-25): one warp a block, 220 KB, and the
     * 224 KB sweep shifted into its buffer. The model has no mechanism for the capacity the H100 loses between 216
     * and 224 KB (README.md of the resources: reserving lines in some sets keeps 224 KB but loses 200-216 KB, which
     * the H100 keeps), so those stay listed; each must still be off, and comes off the list when it is within 5.
     */
    @Test
    void theProbesNearTheCapacityEdgeAreWithinFivePointsOrKnownDepartures() {
        Map<String, String> departures = Map.of(
                "window_w1_224kb", "one warp, 224 KB: every set holds exactly its 7 lines and keeps all; H100 53%",
                "window_w1_232kb", "one warp, 232 KB: the H100's edge starts below 224 KB, the model's at it",
                "window_w1_256kb", "one warp, 256 KB: the random victims keep 12% of a single stream, the H100 6%",
                "window_220kb", "220 KB fits the model's 1,792 lines; the H100 keeps 92% of its reuse",
                "window_off16k_224kb", "shifted 16 KB, still 7 lines a set under the polynomial index; H100 57%");
        Path folder = HardwareCases.resource("hardware");
        List<String> skipped = new ArrayList<>();
        int probes = 0;
        for (HardwareCases.Measured m : HardwareCases.load(folder, "probes-2.txt", "h100-probes-2-2026-11-25.csv",
                skipped)) {
            probes++;
            HardwareCases.Predicted p = HardwareCases.simulate(folder, m, "h100", Map.of());
            if (departures.containsKey(m.name())) {
                assertTrue(Math.abs(p.error()) > 5, m.name() + " is now within 5 points: " + p.error());
            } else {
                assertTrue(Math.abs(p.error()) <= 5, m.name() + ": predicted " + p.hitRatePct() + "%, measured "
                        + m.hitRatePct() + "%");
            }
            if (m.name().equals("window_w1_216kb")) {
                // a 216 KB sweep fits: 3 passes keep 2 of every 3 lookups, on the H100 and the model alike
                assertEquals(200.0 / 3, p.hitRatePct(), 1e-9, m.name());
            }
        }
        assertEquals(8, probes);
        assertEquals(List.of(), skipped);
    }
}
