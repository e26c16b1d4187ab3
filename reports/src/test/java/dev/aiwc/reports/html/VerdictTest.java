package dev.aiwc.reports.html;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The time model's verdict as the report and the comparison print it. */
class VerdictTest {

    @Test
    void predictedTimesReadInTheirOwnUnit() {
        assertEquals("8.53 us", Verdict.duration(8.53293e-6));
        assertEquals("12.5 ms", Verdict.duration(0.0125));
        assertEquals("392 us", Verdict.duration(392.2e-6));
        assertEquals("2.10 s", Verdict.duration(2.1));
        assertEquals("640 ns", Verdict.duration(6.4e-7));
        assertEquals("0.00 s", Verdict.duration(0));
        assertEquals("1.00 ms", Verdict.duration(999.7e-6));
    }

    @Test
    void theHeadlineNamesTheGpuAndThePredictedTime() {
        Map<String, Object> section = Map.of("mwp", 2.0, "cwp", 4.0, "bound", "memory", "seconds", 1.5e-5,
                "intermediates", Map.of("N", 4.0), "gpu", Map.of("preset", "h100"));
        assertEquals("Memory-bound on h100: MWP 2, CWP 4 (N = 4 active warps per SM) · predicted 15.0 us",
                Verdict.of(section).headline());
    }
}
