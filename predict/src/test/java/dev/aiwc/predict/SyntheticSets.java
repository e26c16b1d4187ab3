package dev.aiwc.predict;

import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.DoubleBinaryOperator;

/**
 * Training sets whose times are a known function of the features, so what a forest should predict is known: each
 * kernel {@code k} of {@code kernels} runs at sizes tiny, small and medium with {@code 1000·(k+1)·8^s} instructions
 * and a flag feature {@code memory.flag} of {@code k % 2}; a noise feature is drawn at random.
 */
public final class SyntheticSets {

    static final String DEVICE_PLATFORM = "Synthetic";
    /** The identity columns of the rows these tests make: the five that name a launch. */
    static final List<String> IDENTITY = List.of("application", "kernel", "size", "invocation", "source");
    static final List<String> FEATURES = List.of("compute.totalInstructions", "parallelism.workItems",
            "memory.flag", "control.noise");
    public static final List<String> SIZES = List.of("tiny", "small", "medium");

    private SyntheticSets() {
    }

    /** The instruction count and a flag, then {@code noise} features {@code control.noise0, 1, …}. */
    public static List<String> noisyFeatures(int noise) {
        List<String> features = new ArrayList<>(List.of("compute.totalInstructions", "memory.flag"));
        for (int i = 0; i < noise; i++) {
            features.add("control.noise" + i);
        }
        return features;
    }

    /** A row of {@code width} {@link #noisyFeatures}: the instructions, the flag, then values drawn from random. */
    public static double[] noisyRow(double instructions, double flag, int width, SplittableRandom random) {
        double[] f = new double[width];
        f[0] = instructions;
        f[1] = flag;
        for (int i = 2; i < width; i++) {
            f[i] = random.nextDouble();
        }
        return f;
    }

    /** One device, {@code seconds = time(instructions, flag)}. */
    static TrainingSet of(int kernels, int invocations, DoubleBinaryOperator time, String... devices) {
        SplittableRandom random = new SplittableRandom(7);
        List<TrainingRow> rows = new ArrayList<>();
        String[] ds = devices.length == 0 ? new String[]{"cpu"} : devices;
        for (int k = 0; k < kernels; k++) {
            for (int s = 0; s < SIZES.size(); s++) {
                for (int inv = 0; inv < invocations; inv++) {
                    double instructions = 1000.0 * (k + 1) * Math.pow(8, s) * (1 + inv);
                    double flag = k % 2;
                    double[] f = {instructions, instructions / 10, flag, random.nextDouble()};
                    for (int d = 0; d < ds.length; d++) {
                        double seconds = time.applyAsDouble(instructions, flag) * (d + 1);
                        rows.add(new TrainingRow(List.of("app" + k, "kernel" + k, SIZES.get(s),
                                Integer.toString(inv), "/src/app" + k + ".cl"),
                                new TrainingRow.Timing(DEVICE_PLATFORM, ds[d], "1.0", 5, seconds, seconds, seconds), f));
                    }
                }
            }
        }
        return new TrainingSet(SyntheticSets.IDENTITY, "default", FEATURES, rows);
    }
}
