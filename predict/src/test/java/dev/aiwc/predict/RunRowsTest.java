package dev.aiwc.predict;

import dev.aiwc.predict.data.RunRows;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The rows of Johnston et al. from raw runs, on sets small enough to add up by hand. */
class RunRowsTest {

    private static final double US = 1e-6;
    static final List<String> IDENTITY = List.of("label", "application", "kernel", "size", "invocation", "source");

    /** One invocation on one device: its runs in µs (none: not kept) and one feature. */
    static TrainingRow row(String label, String app, String kernel, String size, int invocation, String device,
                           double feature, double... runsUs) {
        double[] runs = new double[runsUs.length];
        for (int i = 0; i < runs.length; i++) {
            runs[i] = runsUs[i] * US;
        }
        // the median of the runs is what training.csv holds; RunRows never reads it, so any positive time does
        TrainingRow.Timing t = new TrainingRow.Timing("P", device, "1", runs.length, 1e-3, 1e-3, 1e-3);
        return new TrainingRow(List.of(label, app, kernel, size, Integer.toString(invocation), "/" + app + ".cl"),
                runs.length == 0 ? t : t.withRuns(runs), new double[]{feature});
    }

    private static TrainingSet set(TrainingRow... rows) {
        return new TrainingSet(IDENTITY, "default", List.of("f"), List.of(rows));
    }

    @Test
    void aRunRowSumsTheKernelsInvocationsOfThatRunAndTakesTheFirstInvocationsFeatures() {
        // lud's diag at tiny on cpu, launched 3 times per run, 2 timed runs; listed out of order (2, 0, 1) to show
        // that "first" means invocation 0, not the first line. Run 1: 1 + 10 + 100 = 111 µs; run 2: 2 + 20 + 200
        // = 222 µs. The features are invocation 0's (7), not the others' (8, 9)
        RunRows r = RunRows.of(set(
                row("lud/tiny", "lud", "diag", "tiny", 2, "cpu", 9, 100, 200),
                row("lud/tiny", "lud", "diag", "tiny", 0, "cpu", 7, 1, 2),
                row("lud/tiny", "lud", "diag", "tiny", 1, "cpu", 8, 10, 20)));
        assertEquals(1, r.cells());
        assertEquals(0, r.leftOut());
        TrainingSet s = r.set();
        assertEquals(2, s.rows().size());
        assertEquals(List.of("label", "application", "kernel", "size", "invocation", "source", "run"),
                s.identityColumns());
        assertEquals(List.of("lud/tiny", "lud", "diag", "tiny", "0", "/lud.cl", "1"), s.rows().get(0).identity());
        assertEquals("2", s.column(s.rows().get(1), RunRows.RUN));
        assertEquals(111 * US, s.rows().get(0).seconds(), 1e-18);
        assertEquals(222 * US, s.rows().get(1).seconds(), 1e-18);
        assertArrayEquals(new double[]{7}, s.rows().get(0).features());
        assertArrayEquals(new double[]{7}, s.rows().get(1).features());
        assertEquals("P / cpu", s.rows().get(0).device());
        assertEquals(1, s.rows().get(0).timing().repeats(), "a run row is one run");
    }

    @Test
    void kernelsSizesDevicesAndSpecsAreCellsOfTheirOwn() {
        // 6 cells of 1 run each: diag and perim (two kernels of one run of lud), diag at small, diag on gpu, and two
        // specs of one source (labels a and b), whose invocations 0 are two runs' launches and are not added together
        RunRows r = RunRows.of(set(
                row("lud/tiny", "lud", "diag", "tiny", 0, "cpu", 1, 1),
                row("lud/tiny", "lud", "perim", "tiny", 0, "cpu", 1, 2),
                row("lud/small", "lud", "diag", "small", 0, "cpu", 1, 3),
                row("lud/tiny", "lud", "diag", "tiny", 0, "gpu", 1, 4),
                row("a", "", "vadd", "", 0, "cpu", 1, 5),
                row("b", "", "vadd", "", 0, "cpu", 1, 6)));
        assertEquals(6, r.cells());
        double[] seconds = r.set().rows().stream().mapToDouble(TrainingRow::seconds).toArray();
        assertArrayEquals(new double[]{1 * US, 2 * US, 3 * US, 4 * US, 5 * US, 6 * US}, seconds, 1e-18);
    }

    @Test
    void aCellWithoutEveryInvocationsRunsIsLeftOutAndCounted() {
        // cell x: invocation 1 has no runs; cell y: invocation 1 is missing (0 and 2 only: an unverified launch left
        // out of the training set), so its sum would miss a launch; cell z: 2 runs and 3 runs. Only w, 1 + 2 µs and
        // 3 + 4 µs, is made rows
        RunRows r = RunRows.of(set(
                row("a/tiny", "a", "x", "tiny", 0, "cpu", 1, 1, 1),
                row("a/tiny", "a", "x", "tiny", 1, "cpu", 1),
                row("a/tiny", "a", "y", "tiny", 0, "cpu", 1, 1, 1),
                row("a/tiny", "a", "y", "tiny", 2, "cpu", 1, 1, 1),
                row("a/tiny", "a", "z", "tiny", 0, "cpu", 1, 1, 1),
                row("a/tiny", "a", "z", "tiny", 1, "cpu", 1, 1, 1, 1),
                row("a/tiny", "a", "w", "tiny", 0, "cpu", 1, 1, 3),
                row("a/tiny", "a", "w", "tiny", 1, "cpu", 1, 2, 4)));
        assertEquals(1, r.cells());
        assertEquals(3, r.leftOut());
        assertEquals(2, r.set().rows().size());
        assertEquals(3 * US, r.set().rows().get(0).seconds(), 1e-18);
        assertEquals(7 * US, r.set().rows().get(1).seconds(), 1e-18);
    }

    @Test
    void aSetWithoutRawRunsHasNoRunRows() {
        assertNull(RunRows.of(set(row("a/tiny", "a", "x", "tiny", 0, "cpu", 1))));
    }

    @Test
    void aRunOfZeroNanosecondsHasNoLogarithmAndIsLeftOut() {
        // runs 0 µs and 5 µs: only the second is a row, numbered 2
        RunRows r = RunRows.of(set(row("a/tiny", "a", "x", "tiny", 0, "cpu", 1, 0, 5)));
        assertEquals(1, r.set().rows().size());
        assertEquals("2", r.set().column(r.set().rows().get(0), RunRows.RUN));
    }

    @Test
    void aRunRowsWorkIsEveryLaunchOfTheRunAndAllTheirInstructions() {
        // three launches of 100, 40 and 10 instructions: each run row is of 3 launches and 150 instructions, while
        // its feature stays invocation 0's 100
        List<String> features = List.of("compute.totalInstructions");
        RunRows r = RunRows.of(new TrainingSet(IDENTITY, "default", features, List.of(
                row("a/tiny", "a", "x", "tiny", 0, "cpu", 100, 1, 2),
                row("a/tiny", "a", "x", "tiny", 1, "cpu", 40, 1, 2),
                row("a/tiny", "a", "x", "tiny", 2, "cpu", 10, 1, 2))));
        for (TrainingRow run : r.set().rows()) {
            assertEquals(3, run.launches());
            assertEquals(150, run.instructions(0));
            assertArrayEquals(new double[]{100}, run.features());
        }
        // without an instruction count each launch counts 1 (what the scale takes for a set without it)
        RunRows none = RunRows.of(set(
                row("a/tiny", "a", "x", "tiny", 0, "cpu", 100, 1),
                row("a/tiny", "a", "x", "tiny", 1, "cpu", 40, 1)));
        assertEquals(2, none.set().rows().get(0).instructions(-1));
        assertEquals(2, none.set().rows().get(0).launches());
    }
}
