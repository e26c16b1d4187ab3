package dev.aiwc.predict.data;

import dev.aiwc.predict.model.Target;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of Johnston, Falzon and Milthorpe (HPCS 2018), made from a training set's raw runs: one per timed run
 * of a kernel at a size on a device, its time the kernel's summed over its invocations in that run (their
 * artefact's {@code SumPerRunPerROIReduction}), its features those of the kernel's first invocation (their
 * {@code sample_generator.R} keeps the first row), and its {@link TrainingRow.Work} the launches summed and their
 * instructions, the instruction count of every invocation added up (so the target's scale, a launch overhead per
 * launch and a time per instruction, describes the work whose time the row holds; the first invocation's
 * {@code compute.totalInstructions} stays a feature as theirs). A kernel's invocations in one run are those of one
 * application at one size (one spec for a user's), so the cells are kernel × size × device, and × label where the
 * set names it: two specs of one source are two runs.
 *
 * @param set     the rows: the source set's identity columns (the kernel's first invocation's) and {@link #RUN}
 * @param cells   kernel × size × device cells made rows
 * @param leftOut cells left out: some invocation without runs, runs of unequal counts, or invocations not numbered
 *                0, 1, … (some left out of the training set, e.g. unverified), whose sum would miss launches
 */
public record RunRows(TrainingSet set, int cells, int leftOut) {

    /** The identity column of the run, 1 for the first timed run after the warm-up. */
    public static final String RUN = "run";

    /**
     * The run rows of a set of every invocation (not collapsed); null if none of its rows has runs. A run whose sum
     * is 0 ns (a coarse profiling clock could give it) has no logarithm and is left out.
     */
    public static RunRows of(TrainingSet everyInvocation) {
        TrainingSet s = everyInvocation;
        boolean label = s.identityColumns().contains("label");
        boolean numbered = s.identityColumns().contains("invocation");
        Map<String, List<TrainingRow>> cells = new LinkedHashMap<>();
        boolean anyRuns = false;
        for (TrainingRow r : s.rows()) {
            anyRuns |= r.timing().runSeconds().length > 0;
            cells.computeIfAbsent(s.kernelOf(r) + "\u0000" + s.sizeOf(r) + "\u0000" + r.device() + "\u0000"
                    + (label ? s.column(r, "label") : ""), k -> new ArrayList<>()).add(r);
        }
        if (!anyRuns || !numbered) {
            return null;
        }
        int instructions = s.featureNames().indexOf(Target.INSTRUCTIONS);
        List<String> identity = new ArrayList<>(s.identityColumns());
        identity.add(RUN);
        List<TrainingRow> out = new ArrayList<>();
        int made = 0;
        int leftOut = 0;
        for (List<TrainingRow> cell : cells.values()) {
            TrainingRow[] byInvocation = inOrder(s, cell);
            if (byInvocation == null) {
                leftOut++;
                continue;
            }
            int runs = byInvocation[0].timing().runSeconds().length;
            for (TrainingRow r : byInvocation) {
                if (r.timing().runSeconds().length != runs) {
                    runs = 0;
                }
            }
            if (runs == 0) {
                leftOut++;
                continue;
            }
            made++;
            TrainingRow first = byInvocation[0];
            TrainingRow.Timing t = first.timing();
            double work = 0;
            for (TrainingRow r : byInvocation) {
                work += r.instructions(instructions);
            }
            for (int run = 0; run < runs; run++) {
                double sum = 0;
                for (TrainingRow r : byInvocation) {
                    sum += r.timing().runSeconds()[run];
                }
                if (!(sum > 0)) {
                    continue;
                }
                List<String> id = new ArrayList<>(first.identity());
                id.add(Integer.toString(run + 1));
                out.add(new TrainingRow(id, new TrainingRow.Timing(t.platform(), t.device(), t.driver(), 1, sum,
                        sum, sum), first.features(), new TrainingRow.Work(work, byInvocation.length)));
            }
        }
        return new RunRows(new TrainingSet(identity, s.profile(), s.featureNames(), out), made, leftOut);
    }

    /** A cell's rows by invocation number, which must be 0 … n−1 each once; null otherwise. */
    private static TrainingRow[] inOrder(TrainingSet s, List<TrainingRow> cell) {
        TrainingRow[] at = new TrainingRow[cell.size()];
        for (TrainingRow r : cell) {
            int i;
            try {
                i = Integer.parseInt(s.column(r, "invocation"));
            } catch (NumberFormatException e) {
                return null;
            }
            if (i < 0 || i >= at.length || at[i] != null) {
                return null;
            }
            at[i] = r;
        }
        return at;
    }
}
