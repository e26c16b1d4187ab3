package dev.aiwc.fermil1.mwpcwp;

import org.apache.commons.math3.fitting.leastsquares.LeastSquaresBuilder;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresOptimizer;
import org.apache.commons.math3.fitting.leastsquares.LevenbergMarquardtOptimizer;
import org.apache.commons.math3.fitting.leastsquares.MultivariateJacobianFunction;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.util.Pair;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Fits the memory parameters of the MWP/CWP model (base latency and the four departure delays) to measured
 * execution times of micro-benchmarks (the kernels under {@code microbench/}), by least squares on relative errors
 * with Levenberg-Marquardt and a central-difference Jacobian. Each micro-benchmark isolates one parameter, so the
 * fit is well conditioned; a parameter no sample exercises keeps its starting value.
 */
public final class MwpCwpCalibration {
    private static final String[] NAMES = {"baseLatency", "delay32", "delay64", "delay128", "delayVector32"};

    private MwpCwpCalibration() {
    }

    /** The fitted parameters' {@code --gpu-set} keys, in the order of {@link Fit#preset()}. */
    public static List<String> parameterNames() {
        return List.of(NAMES);
    }

    /** A micro-benchmark run: the inputs the simulator measured and the time a real GPU took. */
    public record Sample(String name, MwpCwpInputs inputs, double measuredSeconds) {
    }

    /**
     * @param parameters the fitted parameters
     * @param rmsRelativeError root-mean-square relative error of the predictions after the fit
     * @param iterations optimizer iterations
     * @param predicted  predicted seconds per sample, in sample order
     */
    public record Fit(MwpCwpParameters parameters, double rmsRelativeError, int iterations, double[] predicted) {

        /** The fitted values as {@code --gpu-set} options, one per line, for a preset. */
        public String preset() {
            MwpCwpParameters p = parameters;
            double[] v = {p.baseLatency(), p.delay32(), p.delay64(), p.delay128(), p.delayVector32()};
            StringBuilder s = new StringBuilder();
            s.append(String.format(Locale.ROOT, "# calibrated from %s, rms relative error %.4f%n", p.preset(),
                    rmsRelativeError));
            for (int i = 0; i < NAMES.length; i++) {
                s.append(String.format(Locale.ROOT, "--gpu-set %s=%.2f%n", NAMES[i], v[i]));
            }
            return s.toString();
        }
    }

    private static MwpCwpParameters with(MwpCwpParameters start, double[] x) {
        return start.withMemory(Math.max(1, x[0]), Math.max(0, x[1]), Math.max(0, x[2]), Math.max(0, x[3]),
                Math.max(0, x[4]));
    }

    private static double[] residuals(List<Sample> samples, MwpCwpParameters start, double[] x) {
        MwpCwpParameters p = with(start, x);
        double[] r = new double[samples.size()];
        for (int i = 0; i < r.length; i++) {
            Sample s = samples.get(i);
            r[i] = (MwpCwpModel.predict(s.inputs(), p).seconds() - s.measuredSeconds()) / s.measuredSeconds();
        }
        return r;
    }

    public static Fit fit(List<Sample> samples, MwpCwpParameters start) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("calibration needs at least one measured micro-benchmark");
        }
        for (Sample s : samples) {
            if (!(s.measuredSeconds() > 0)) {
                throw new IllegalArgumentException("sample " + s.name() + " has no positive measured time");
            }
        }
        double[] x0 = {start.baseLatency(), start.delay32(), start.delay64(), start.delay128(), start.delayVector32()};
        MultivariateJacobianFunction model = point -> {
            double[] x = point.toArray();
            double[] value = residuals(samples, start, x);
            double[][] jacobian = new double[value.length][x.length];
            for (int j = 0; j < x.length; j++) {
                double h = Math.max(1e-4 * Math.abs(x[j]), 1e-4);
                double[] up = x.clone();
                double[] down = x.clone();
                up[j] += h;
                down[j] -= h;
                double[] ru = residuals(samples, start, up);
                double[] rd = residuals(samples, start, down);
                for (int i = 0; i < value.length; i++) {
                    jacobian[i][j] = (ru[i] - rd[i]) / (2 * h);
                }
            }
            return new Pair<RealVector, org.apache.commons.math3.linear.RealMatrix>(new ArrayRealVector(value, false),
                    new Array2DRowRealMatrix(jacobian, false));
        };
        LeastSquaresOptimizer.Optimum optimum = new LevenbergMarquardtOptimizer().optimize(new LeastSquaresBuilder()
                .start(x0)
                .model(model)
                .target(new double[samples.size()])
                .maxEvaluations(10_000)
                .maxIterations(1_000)
                .parameterValidator(v -> {
                    RealVector c = v.copy();
                    c.setEntry(0, Math.max(1, c.getEntry(0)));
                    for (int i = 1; i < c.getDimension(); i++) {
                        c.setEntry(i, Math.max(0, c.getEntry(i)));
                    }
                    return c;
                })
                .build());
        double[] x = optimum.getPoint().toArray();
        MwpCwpParameters fitted = with(start, x);
        double[] predicted = new double[samples.size()];
        for (int i = 0; i < predicted.length; i++) {
            predicted[i] = MwpCwpModel.predict(samples.get(i).inputs(), fitted).seconds();
        }
        return new Fit(fitted, optimum.getRMS(), optimum.getIterations(), predicted);
    }

    /**
     * Reads samples from a CSV with a header: {@code name,seconds,} then the {@link MwpCwpInputs} components in
     * record order, and prints the fitted preset. Usage: {@code MwpCwpCalibration SAMPLES.csv [PRESET]}.
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: MwpCwpCalibration SAMPLES.csv [PRESET]");
            System.exit(2);
        }
        List<Sample> samples = new ArrayList<>();
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split(",");
            if (f.length != 21) {
                throw new IllegalArgumentException(args[0] + ":" + (i + 1) + ": expected 21 columns (name, seconds and"
                        + " the 19 MwpCwpInputs components), found " + f.length);
            }
            long[] v = new long[19];
            for (int k = 0; k < 19; k++) {
                v[k] = Long.parseLong(f[k + 2].trim());
            }
            samples.add(new Sample(f[0], new MwpCwpInputs(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9],
                    v[10], v[11], v[12], v[13], v[14], v[15], v[16], v[17], v[18], 0, 0, 0), Double.parseDouble(f[1])));
        }
        Fit fit = fit(samples, MwpCwpParameters.resolve(args.length > 1 ? args[1] : null, Map.of()));
        System.out.print(fit.preset());
    }
}
