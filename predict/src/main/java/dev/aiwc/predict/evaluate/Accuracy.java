package dev.aiwc.predict.evaluate;

import dev.aiwc.predict.data.RunRows;
import dev.aiwc.predict.data.TrainingSet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How good out-of-fold predictions are: per device, the absolute percentage errors; over devices, how often the
 * predicted fastest device is the measured fastest.
 *
 * @param devices per device, in the set's order
 * @param choice  the device choice, over the invocations timed on every device (null with fewer than 2 devices)
 * @param byCell  for rows that are single runs ({@link RunRows}): the device choice per kernel × size cell, the
 *                measured time of a device its median over the cell's tested runs (null for other rows)
 */
public record Accuracy(List<DeviceAccuracy> devices, DeviceChoice choice, DeviceChoice byCell) {

    /**
     * One device's errors.
     *
     * @param device       {@code platform / device}
     * @param predictions  rows predicted
     * @param medianApe    median |predicted − measured| / measured
     * @param meanApe      mean of the same
     * @param within25     share of the rows predicted within 25%
     * @param logTime      the same predictions scored as Johnston et al. scored theirs
     */
    public record DeviceAccuracy(String device, int predictions, double medianApe, double meanApe, double within25,
                                 LogTimeError logTime) {
    }

    /**
     * The device choice.
     *
     * @param invocations invocations timed on every device (and predicted on each)
     * @param correct     those whose predicted fastest device is the measured fastest
     * @param slowdown    geometric mean over all of them of the measured time on the chosen device over the fastest's
     */
    public record DeviceChoice(int invocations, int correct, double slowdown) {
        public double share() {
            return invocations == 0 ? Double.NaN : (double) correct / invocations;
        }
    }

    public static Accuracy of(CrossValidation cv) {
        return of(cv.set(), cv.outcomes());
    }

    /** The accuracy of {@code outcomes}, predictions of rows of {@code set}. */
    public static Accuracy of(TrainingSet set, List<CrossValidation.Outcome> outcomes) {
        List<String> devices = set.devices();
        Map<String, List<Double>> errors = new LinkedHashMap<>();
        Map<String, LogTimeError.Tally> logTimes = new LinkedHashMap<>();
        for (String d : devices) {
            errors.put(d, new ArrayList<>());
            logTimes.put(d, new LogTimeError.Tally());
        }
        // invocation → device → (measured, predicted)
        Map<String, Map<String, double[]>> byInvocation = new LinkedHashMap<>();
        for (CrossValidation.Outcome o : outcomes) {
            var row = set.rows().get(o.row());
            errors.get(row.device()).add(o.absolutePercentageError());
            // their cells: one kernel at one size (the device is the tally's)
            logTimes.get(row.device()).add(set.kernelOf(row) + "\n" + set.sizeOf(row), o.measured(),
                    o.predicted());
            byInvocation.computeIfAbsent(set.invocationOf(row), k -> new HashMap<>())
                    .put(row.device(), new double[]{o.measured(), o.predicted()});
        }
        List<DeviceAccuracy> per = new ArrayList<>();
        for (String d : devices) {
            double[] e = errors.get(d).stream().mapToDouble(Double::doubleValue).toArray();
            Arrays.sort(e);
            int within = 0;
            double sum = 0;
            for (double x : e) {
                sum += x;
                within += x <= 0.25 ? 1 : 0;
            }
            per.add(new DeviceAccuracy(d, e.length, median(e), e.length == 0 ? Double.NaN : sum / e.length,
                    e.length == 0 ? Double.NaN : (double) within / e.length, logTimes.get(d).error()));
        }
        DeviceChoice choice = devices.size() > 1 ? choose(devices, byInvocation) : null;
        DeviceChoice byCell = null;
        int run = set.identityColumns().indexOf(RunRows.RUN);
        if (devices.size() > 1 && run >= 0) {
            // a cell's runs on one device: the measured times, and the prediction (the same for every run: equal
            // features); the runs of two devices are not paired, each device's median stands for it
            Map<String, Map<String, List<double[]>>> cells = new LinkedHashMap<>();
            for (CrossValidation.Outcome o : outcomes) {
                var row = set.rows().get(o.row());
                List<String> cell = new ArrayList<>(row.identity());
                cell.remove(run);
                cells.computeIfAbsent(String.join("\u0000", cell), k -> new HashMap<>())
                        .computeIfAbsent(row.device(), k -> new ArrayList<>())
                        .add(new double[]{o.measured(), o.predicted()});
            }
            Map<String, Map<String, double[]>> medians = new LinkedHashMap<>();
            cells.forEach((cell, byDevice) -> {
                Map<String, double[]> m = new HashMap<>();
                byDevice.forEach((d, runs) -> m.put(d, new double[]{
                        median(runs.stream().mapToDouble(x -> x[0]).sorted().toArray()),
                        median(runs.stream().mapToDouble(x -> x[1]).sorted().toArray())}));
                medians.put(cell, m);
            });
            byCell = choose(devices, medians);
        }
        return new Accuracy(per, choice, byCell);
    }

    /**
     * The device choice over the keys timed on every device: whether the device with the smallest predicted time
     * (value [1]) has the smallest measured one ([0]).
     */
    private static DeviceChoice choose(List<String> devices, Map<String, Map<String, double[]>> byKey) {
        int n = 0;
        int correct = 0;
        double logSlowdown = 0;
        for (Map<String, double[]> m : byKey.values()) {
            if (m.size() != devices.size()) {
                continue;
            }
            String fastest = null;
            String chosen = null;
            for (String d : devices) {
                if (fastest == null || m.get(d)[0] < m.get(fastest)[0]) {
                    fastest = d;
                }
                if (chosen == null || m.get(d)[1] < m.get(chosen)[1]) {
                    chosen = d;
                }
            }
            n++;
            correct += fastest.equals(chosen) ? 1 : 0;
            logSlowdown += Math.log(m.get(chosen)[0] / m.get(fastest)[0]);
        }
        return new DeviceChoice(n, correct, n == 0 ? Double.NaN : Math.exp(logSlowdown / n));
    }

    /** The median of sorted values (NaN for none). */
    static double median(double[] sorted) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int m = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
    }
}
