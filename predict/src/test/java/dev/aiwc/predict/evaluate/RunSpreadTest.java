package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The runs' own spread in the measure of Johnston et al., worked out by hand. */
class RunSpreadTest {
    private static final List<String> IDENTITY = List.of("label", "application", "kernel", "size", "invocation",
            "source");

    private static TrainingRow run(String kernel, double microseconds) {
        double s = microseconds * 1e-6;
        return new TrainingRow(List.of("app/tiny", "app", kernel, "tiny", "0", "/app.cl"),
                new TrainingRow.Timing("P", "cpu", "1", 1, s, s, s), new double[]{1});
    }

    @Test
    void eachTestedRunIsPredictedByTheGeometricMeanOfItsCellsTrainedRuns() {
        List<TrainingRow> rows = new ArrayList<>(List.of(
                run("a", 100), run("a", 400), run("a", 200), run("a", 800), // a: 100 and 400 trained
                run("b", 1000), run("b", 1000),                             // b: one of each
                run("c", 50)));                                             // c: tested only
        TrainingSet set = new TrainingSet(IDENTITY, "default", List.of("f"), rows);
        Fold split = new Fold("split", List.of(2, 3, 5, 6));

        List<CrossValidation.Outcome> outcomes = RunSpread.outcomes(set, split);
        // c has no trained run: left out; a's tested runs are predicted by sqrt(100 · 400) = 200 µs, b's by 1000 µs
        assertEquals(List.of(2, 3, 5), outcomes.stream().map(CrossValidation.Outcome::row).toList());
        assertEquals(200e-6, outcomes.get(0).predicted(), 1e-15);
        assertEquals(200e-6, outcomes.get(1).predicted(), 1e-15);
        assertEquals(1000e-6, outcomes.get(2).predicted(), 1e-15);

        // a: measured mean ln(µs) = (ln 200 + ln 800) / 2 = ln 400, predicted ln 200: |ln 200 - ln 400| / ln 400
        // = ln 2 / ln 400 = 0.115689; b: 0. Their measure is the mean over the 2 cells.
        LogTimeError e = RunSpread.of(set, split).devices().get(0).logTime();
        assertEquals(2, e.cells());
        assertEquals(Math.log(2) / Math.log(400) / 2, e.meanCellError(), 1e-12);
    }
}
