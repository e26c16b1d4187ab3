package dev.aiwc.predict;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TrainingSetTest {

    private static TrainingRow row(String kernel, int invocation, String device, double seconds, double feature) {
        return new TrainingRow(List.of("hmm", kernel, "small", Integer.toString(invocation), "/hmm.cl"),
                new TrainingRow.Timing("P", device, "1", 5, seconds, seconds, seconds), new double[]{feature});
    }

    @Test
    void repeatedInvocationsWithEqualFeaturesBecomeOneSampleWithTheirMedianTime() {
        TrainingSet set = new TrainingSet(SyntheticSets.IDENTITY, "default", List.of("f"), List.of(
                row("step", 0, "cpu", 1e-6, 7), row("step", 1, "cpu", 10e-6, 7), row("step", 2, "cpu", 2e-6, 7),
                row("step", 3, "cpu", 5e-6, 8), // other features: another sample
                row("step", 0, "gpu", 3e-6, 7), // another device: another sample
                row("init", 0, "cpu", 4e-6, 7))); // another kernel: another sample
        TrainingSet c = set.collapsed();
        assertEquals(4, c.rows().size());
        TrainingRow step = c.rows().get(0);
        assertEquals("0", c.column(step, "invocation"), "the first invocation names the sample");
        assertEquals(2e-6, step.seconds(), 0, "median of 1, 10 and 2 us");
        assertEquals(1.5e-6, step.timing().q1Seconds(), 1e-18, "quartile between 1 and 2 us");
        assertEquals(6e-6, step.timing().q3Seconds(), 1e-18, "quartile between 2 and 10 us");
        assertEquals(5e-6, c.rows().get(1).seconds());
        assertEquals("P / gpu", c.rows().get(2).device());
        assertEquals("init", c.column(c.rows().get(3), "kernel"));
    }
}
