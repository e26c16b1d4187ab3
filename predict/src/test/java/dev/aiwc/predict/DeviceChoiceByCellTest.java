package dev.aiwc.predict;

import dev.aiwc.predict.data.RunRows;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.evaluate.Accuracy;
import dev.aiwc.predict.evaluate.CrossValidation;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The device choice over single-run rows: run by run, and per kernel × size cell by each device's median run. */
class DeviceChoiceByCellTest {

    private static final List<String> IDENTITY = List.of("application", "kernel", "size", "invocation", "source",
            RunRows.RUN);

    @Test
    void aCellsRunsStandTogetherAsTheirMedian() {
        // one kernel at one size, three runs on each device: A took 10, 12 and 11.5 µs, B 11 µs every time; the
        // forests predict 11 µs on A and 10 on B, so they choose B. Run by run, B was fastest in runs 2 and 3
        // (12 and 11.5 > 11) but not in run 1 (10 < 11): 2 of 3, and the chosen device's time over the fastest's is
        // 11/10, 1, 1, geometric mean 1.1^(1/3). By cell, A's median run is 11.5 against B's 11: B is fastest, 1 of 1,
        // and the slowdown 1
        double[] a = {10e-6, 12e-6, 11.5e-6};
        List<TrainingRow> rows = new ArrayList<>();
        List<CrossValidation.Outcome> outcomes = new ArrayList<>();
        for (int run = 0; run < 3; run++) {
            rows.add(row("A", run, a[run]));
            outcomes.add(new CrossValidation.Outcome(rows.size() - 1, "f", a[run], 11e-6));
            rows.add(row("B", run, 11e-6));
            outcomes.add(new CrossValidation.Outcome(rows.size() - 1, "f", 11e-6, 10e-6));
        }
        TrainingSet set = new TrainingSet(IDENTITY, "default", List.of("compute.totalInstructions"), rows);
        Accuracy acc = Accuracy.of(set, outcomes);
        assertEquals(3, acc.choice().invocations());
        assertEquals(2, acc.choice().correct());
        assertEquals(Math.pow(1.1, 1.0 / 3), acc.choice().slowdown(), 1e-12);
        assertEquals(1, acc.byCell().invocations());
        assertEquals(1, acc.byCell().correct());
        assertEquals(1.0, acc.byCell().slowdown(), 1e-12);
    }

    @Test
    void rowsThatAreNotRunsHaveNoCellChoice() {
        List<TrainingRow> rows = List.of(
                new TrainingRow(List.of("app", "k", "tiny", "0", "/k.cl"), timing("A", 1e-6), new double[]{1}),
                new TrainingRow(List.of("app", "k", "tiny", "0", "/k.cl"), timing("B", 2e-6), new double[]{1}));
        TrainingSet set = new TrainingSet(IDENTITY.subList(0, 5), "default", List.of("compute.totalInstructions"),
                rows);
        Accuracy acc = Accuracy.of(set, List.of(new CrossValidation.Outcome(0, "f", 1e-6, 1e-6),
                new CrossValidation.Outcome(1, "f", 2e-6, 2e-6)));
        assertEquals(1, acc.choice().correct());
        assertNull(acc.byCell());
    }

    private static TrainingRow row(String device, int run, double seconds) {
        return new TrainingRow(List.of("app", "k", "tiny", "0", "/k.cl", Integer.toString(run + 1)),
                timing(device, seconds), new double[]{1000});
    }

    private static TrainingRow.Timing timing(String device, double seconds) {
        return new TrainingRow.Timing("P", device, "1", 1, seconds, seconds, seconds);
    }
}
