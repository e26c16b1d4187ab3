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
 * rows of 992, 1,008, 1,040, 2,000 and 3,000 lose 1 to 12% of it to conflicts.
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
}
