package dev.aiwc.predict.data;

import dev.aiwc.reports.timing.TimesCsv;

import java.util.List;

/**
 * One kernel invocation timed on one device, with its features.
 *
 * @param identity the values of the training set's identity columns (the datasets' {@code application, kernel,
 *                 size, invocation, source}, and whatever the datasets add to them)
 * @param timing   where and how long it ran
 * @param features the feature values, in the order of the training set's feature names (NaN: absent)
 * @param work     the work the time is of, where it is not one launch of the features' instruction count (a run
 *                 row's time is summed over several launches: {@link RunRows}); null for one launch
 */
public record TrainingRow(List<String> identity, Timing timing, double[] features, Work work) {

    /** A row whose time is one launch of the work its features describe. */
    public TrainingRow(List<String> identity, Timing timing, double[] features) {
        this(identity, timing, features, null);
    }

    /**
     * The work a time is of: {@code launches} launches executing {@code instructions} IR instructions in all.
     */
    public record Work(double instructions, int launches) {
        public Work {
            if (launches < 1) {
                throw new IllegalArgumentException("a time is of one launch or more, not " + launches);
            }
        }
    }

    /**
     * The instructions the row's time is of: the work's, else the feature at {@code column} (1 where the set has no
     * instruction count, {@code column} < 0).
     */
    public double instructions(int column) {
        if (work != null) {
            return work.instructions();
        }
        return column < 0 ? 1 : features[column];
    }

    /** The launches the row's time is of. */
    public int launches() {
        return work == null ? 1 : work.launches();
    }

    /**
     * A native measurement, as {@code aiwc time} takes it.
     *
     * @param platform     OpenCL platform name
     * @param device       OpenCL device name
     * @param driver       driver version
     * @param repeats      timed runs
     * @param medianSeconds the median kernel time (profiling events, START..END)
     * @param q1Seconds    first quartile
     * @param q3Seconds    third quartile
     * @param runSeconds   every timed run's time, in the order they ran ({@code runs.csv.gz} beside the training
     *                     set); empty where the runs were not kept (sets collected before 2026-11-27, a sample of
     *                     several invocations)
     */
    public record Timing(String platform, String device, String driver, int repeats, double medianSeconds,
                         double q1Seconds, double q3Seconds, double[] runSeconds) {
        public Timing {
            if (!(medianSeconds > 0) || Double.isInfinite(medianSeconds)) {
                throw new IllegalArgumentException("a measured time must be positive and finite, not "
                        + medianSeconds + " s (" + platform + " / " + device + ")");
            }
        }

        /** A measurement whose runs were not kept. */
        public Timing(String platform, String device, String driver, int repeats, double medianSeconds,
                      double q1Seconds, double q3Seconds) {
            this(platform, device, driver, repeats, medianSeconds, q1Seconds, q3Seconds, new double[0]);
        }

        /** The same measurement with its runs. */
        public Timing withRuns(double[] seconds) {
            return new Timing(platform, device, driver, repeats, medianSeconds, q1Seconds, q3Seconds, seconds);
        }

        /** The measurement a row of {@code aiwc time}'s times.csv holds. */
        public static Timing of(TimesCsv.Timing row) {
            return new Timing(row.platform(), row.deviceName(), row.driver(), row.repeats(), row.medianSeconds(),
                    row.q1Seconds(), row.q3Seconds());
        }

        /** The device as the model names it: {@code platform / device}. */
        public String deviceKey() {
            return platform + " / " + device;
        }
    }

    public TrainingRow {
        identity = List.copyOf(identity);
    }

    public String device() {
        return timing.deviceKey();
    }

    public double seconds() {
        return timing.medianSeconds();
    }
}
