package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A sweep's configurations ranked per GPU by predicted time. */
class SweepRankingTest {

    static Characterisation invocation(double seconds, String bound, long instructions) {
        return new Characterisation(null, null, new Characterisation.KernelRef("mm", "mm.cl", "", ""), 0, "default",
                new long[]{64, 64, 1}, new long[]{8, 8, 1}, new long[]{8, 8, 1},
                Map.of("compute", Map.of("totalInstructions", instructions)),
                Map.of("mwp-cwp", Map.of("seconds", seconds, "bound", bound)), null);
    }

    static SweepPoint point(String configuration, String gpu, Characterisation... invocations) {
        return new SweepPoint(configuration, Map.of("local.x", configuration.substring(0, 2).strip()), gpu,
                List.of(invocations), List.of(), null);
    }

    @Test
    void eachGpuRanksItsConfigurationsFastestFirstWithTheSpeedUpOverTheSlowest() {
        List<SweepPoint> points = List.of(
                point("8x8", "h100", invocation(3e-6, "memory", 100)),
                point("8x8", "v100", invocation(2e-6, "memory", 100)),
                point("16x16", "h100", invocation(1.5e-6, "compute", 90)),
                point("16x16", "v100", invocation(4e-6, "memory", 90)),
                point("32x8", "h100", invocation(2e-6, "compute", 80)),
                point("32x8", "v100", invocation(5e-6, "memory", 80)));
        List<SweepRanking> r = SweepRanking.of(points);
        assertEquals(List.of("h100", "v100"), r.stream().map(SweepRanking::gpu).toList());
        SweepRanking h100 = r.get(0);
        assertEquals(List.of("16x16", "32x8", "8x8"), h100.ranked().stream().map(SweepPoint::configuration).toList());
        assertEquals("16x16", h100.best().configuration());
        assertEquals(2.0, h100.speedupOverSlowest(h100.best()), 1e-12); // 3 us / 1.5 us
        assertEquals(1.5, h100.speedupOverSlowest(h100.ranked().get(1)), 1e-12); // 3 us / 2 us
        assertEquals("compute", h100.best().bound());
        // the explanation compares the slowest (the baseline) with the best
        assertEquals(List.of("8x8", "16x16"), h100.why().variants().stream().map(Answer.Variant::label).toList());
        SweepRanking v100 = r.get(1);
        assertEquals("8x8", v100.best().configuration());
        assertEquals(2.5, v100.speedupOverSlowest(v100.best()), 1e-12); // 5 us / 2 us
    }

    @Test
    void aConfigurationsTimeIsTheSumOfItsInvocationsAndItsBoundThatOfTheLongest() {
        SweepPoint p = point("8x8", "h100", invocation(1e-6, "compute", 10), invocation(3e-6, "memory", 20));
        assertEquals(4e-6, p.seconds(), 1e-18);
        assertEquals(1, p.longest());
        assertEquals("memory", p.bound());
        assertEquals(30, p.instructions());
    }

    @Test
    void failedConfigurationsAreNotRankedAndOneRankedHasNoExplanation() {
        SweepPoint failed = new SweepPoint("16x16 TILE=8", Map.of(), "h100", List.of(), List.of(),
                "kernel mm failed: out of bounds");
        SweepRanking r = SweepRanking.of(List.of(point("8x8", "h100", invocation(2e-6, "memory", 5)), failed)).get(0);
        assertEquals(1, r.ranked().size());
        assertEquals(List.of(failed), r.unrated());
        assertEquals(Double.NaN, failed.seconds());
        assertNull(r.why());
    }
}
