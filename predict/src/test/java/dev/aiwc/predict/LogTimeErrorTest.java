package dev.aiwc.predict;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.predict.evaluate.Accuracy;
import dev.aiwc.predict.evaluate.CrossValidation.Outcome;
import dev.aiwc.predict.evaluate.LogTimeError;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The error as Johnston, Falzon and Milthorpe scored theirs, on rows small enough to work out by hand. */
class LogTimeErrorTest {

    private static final double US = 1e-6;

    /** One row per {kernel, size, measured s}, all on one device. */
    private static TrainingSet set(Object[]... rows) {
        List<TrainingRow> out = new ArrayList<>();
        for (int i = 0; i < rows.length; i++) {
            double s = (double) rows[i][2];
            out.add(new TrainingRow(List.of("app", (String) rows[i][0], (String) rows[i][1], Integer.toString(i),
                    "/a.cl"), new TrainingRow.Timing("p", "d", "1", 5, s, s, s), new double[]{1}));
        }
        return new TrainingSet(SyntheticSets.IDENTITY, "default", List.of("f"), out);
    }

    @Test
    void aCellComparesMeanLogMicrosecondsSoItsErrorsCancelAndTheHeadlineIsTheMeanOverCells() {
        // kernel k at tiny: measured 10 µs and 1000 µs, both predicted 100 µs. The cell's mean measured ln(µs) is
        // (ln 10 + ln 1000) / 2 = ln 100 and its mean predicted ln 100: error 0, though each row is off tenfold.
        // kernel k at small (another cell): measured e^4 µs, predicted e^5 µs: |5 − 4| / 4 = 0.25.
        // Mean over the 2 cells: 0.125. Mean |ln(predicted / measured)| over the 3 rows: (ln 10 + ln 10 + 1) / 3.
        TrainingSet set = set(new Object[]{"k", "tiny", 10 * US}, new Object[]{"k", "tiny", 1000 * US},
                new Object[]{"k", "small", Math.exp(4) * US});
        List<Outcome> outcomes = List.of(new Outcome(0, "f", 10 * US, 100 * US), new Outcome(1, "f", 1000 * US,
                100 * US), new Outcome(2, "f", Math.exp(4) * US, Math.exp(5) * US));
        LogTimeError e = Accuracy.of(set, outcomes).devices().get(0).logTime();
        assertEquals(2, e.cells());
        assertEquals(0, e.belowMicrosecond());
        assertEquals(0.125, e.meanCellError(), 1e-12);
        assertEquals((2 * Math.log(10) + 1) / 3, e.meanAbsLogError(), 1e-12);
        // the same rows by the usual measure: APEs 9, 0.9 and e − 1, median e − 1
        assertEquals(Math.E - 1, Accuracy.of(set, outcomes).devices().get(0).medianApe(), 1e-12);
    }

    @Test
    void aCellWhoseMeanTimeIsAMicrosecondOrLessIsLeftOutAndCounted() {
        // ln(0.5 µs / 1 µs) < 0: |p − m| / m would be negative, so the cell is not scored; the other cell, measured
        // e^2 µs and predicted e^3 µs, scores |3 − 2| / 2 = 0.5. Both rows still count in the mean |ln q|:
        // (ln 2 + 1) / 2
        TrainingSet set = set(new Object[]{"a", "tiny", 0.5 * US}, new Object[]{"b", "tiny", Math.exp(2) * US});
        List<Outcome> outcomes = List.of(new Outcome(0, "f", 0.5 * US, 1 * US),
                new Outcome(1, "f", Math.exp(2) * US, Math.exp(3) * US));
        LogTimeError e = Accuracy.of(set, outcomes).devices().get(0).logTime();
        assertEquals(1, e.cells());
        assertEquals(1, e.belowMicrosecond());
        assertEquals(0.5, e.meanCellError(), 1e-12);
        assertEquals((Math.log(2) + 1) / 2, e.meanAbsLogError(), 1e-12);
    }
}
