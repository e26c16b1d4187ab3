package dev.aiwc.reports.model;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.result.Characterisation;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnswerTest {

    private static Characterisation variant(double seconds, long instructions, long simdWidth, long footprint) {
        Map<String, Map<String, Object>> metrics = Map.of(
                "compute", Map.of("totalInstructions", instructions),
                "parallelism", Map.of("simdWidth", Map.of("mean", (double) simdWidth)),
                "memory", Map.of("footprint", footprint));
        Map<String, Map<String, Object>> collectors = Map.of(
                "mwp-cwp", Map.of("seconds", seconds, "bound", "memory", "gpu", Map.of("preset", "h100")));
        return new Characterisation(null, null, new Characterisation.KernelRef("k", "k.cl", "", ""), 0, "default",
                new long[]{64, 1, 1}, new long[]{64, 1, 1}, new long[]{1, 1, 1}, metrics, collectors, null);
    }

    @Test
    void theFastestVariantAndItsSpeedUpComeFromThePredictedTimes() {
        List<Characterisation> cs = List.of(variant(4e-3, 100, 10, 7), variant(1e-3, 50, 20, 9),
                variant(8e-3, 100, 10, 7));
        List<String> labels = List.of("naive", "tiled", "slow");
        Answer a = Answer.of(labels, cs, Comparison.of(labels, cs));
        assertEquals(1, a.fastest());
        assertEquals(1.0, a.variants().get(0).speedup());
        assertEquals(4.0, a.variants().get(1).speedup(), 1e-12);
        assertEquals(0.5, a.variants().get(2).speedup(), 1e-12);
        assertTrue(a.text().startsWith("fastest: tiled, predicted 1.00 ms on h100 (memory-bound), 4.00x the speed of naive"),
                a.text());
    }

    @Test
    void reasonsAreJudgedByTheirDirectionAndLeaveOutMetricsWithout() {
        List<Characterisation> cs = List.of(variant(4e-3, 100, 10, 7), variant(1e-3, 50, 20, 9));
        List<String> labels = List.of("naive", "tiled");
        Answer a = Answer.of(labels, cs, Comparison.of(labels, cs));
        // SIMD width +100% (higher is better), instructions -50% (lower is better): both better, largest change first;
        // the footprint changed too but has no better direction; the predicted time is the answer, not a reason
        assertEquals(List.of("parallelism.simdWidth.mean", "compute.totalInstructions"),
                a.reasons().stream().map(Answer.Reason::key).toList());
        assertEquals(1, a.reasons().get(0).verdict()[1]);
        assertEquals(1, a.reasons().get(1).verdict()[1]);
    }

    @Test
    void theTimeModelsInputsExplainItsTimeFirstThenTheOtherMetrics() {
        // a ratio that changes ×10 ranks above the model's inputs by size, but the inputs (-50%, -25%) come first:
        // the predicted time is made of them
        Characterisation a = withModelInputs(100, 40, 0.001);
        Characterisation b = withModelInputs(50, 30, 0.01);
        List<String> labels = List.of("a", "b");
        Answer answer = Answer.of(labels, List.of(a, b), Comparison.of(labels, List.of(a, b)));
        assertEquals(List.of("mwp-cwp.inputs.warpInstructions", "mwp-cwp.inputs.loadTransactions",
                "parallelism.barriersPerInstruction"), answer.reasons().stream().map(Answer.Reason::key).toList());
    }

    private static Characterisation withModelInputs(long warpInstructions, long loadTransactions, double barriers) {
        Map<String, Map<String, Object>> metrics = Map.of("parallelism", Map.of("barriersPerInstruction", barriers));
        Map<String, Map<String, Object>> collectors = Map.of("mwp-cwp", Map.of("seconds", 1e-3, "inputs",
                Map.of("warpInstructions", warpInstructions, "loadTransactions", loadTransactions)));
        return new Characterisation(null, null, new Characterisation.KernelRef("k", "k.cl", "", ""), 0, "default",
                new long[]{64, 1, 1}, new long[]{64, 1, 1}, new long[]{1, 1, 1}, metrics, collectors, null);
    }

    @Test
    void aChangeIsBetterOnlyInTheDirectionTheMetricPrefers() {
        assertEquals(1, Answer.judge(MetricDescriptor.Direction.LOWER_IS_BETTER, -0.2));
        assertEquals(-1, Answer.judge(MetricDescriptor.Direction.LOWER_IS_BETTER, 0.2));
        assertEquals(1, Answer.judge(MetricDescriptor.Direction.HIGHER_IS_BETTER, Double.POSITIVE_INFINITY));
        assertEquals(0, Answer.judge(MetricDescriptor.Direction.NEITHER, 0.5));
        assertEquals(0, Answer.judge(MetricDescriptor.Direction.HIGHER_IS_BETTER, 0));
    }

    @Test
    void withoutTheTimeModelTheAnswerSaysHowToGetOne() {
        Characterisation plain = new Characterisation(null, null, new Characterisation.KernelRef("k", "k.cl", "", ""), 0,
                "default", new long[]{1, 1, 1}, new long[]{1, 1, 1}, new long[]{1, 1, 1},
                Map.of("compute", Map.of("totalInstructions", 5L)), Map.of(), null);
        List<Characterisation> cs = List.of(plain, plain);
        Answer a = Answer.of(List.of("a", "b"), cs, Comparison.of(List.of("a", "b"), cs));
        assertEquals(-1, a.fastest());
        assertTrue(a.text().contains("add --collectors mwp-cwp"), a.text());
    }
}
