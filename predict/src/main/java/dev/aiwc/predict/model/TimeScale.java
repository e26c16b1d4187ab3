package dev.aiwc.predict.model;

/**
 * The time a forest's output is relative to: {@code launches * launchSeconds + secondsPerInstruction * instructions}
 * (one launch for an invocation; a run row of {@code RunRows} sums the time of several). The forest learns
 * ln(measured / scale), so a kernel unlike any in training is predicted near the scale and the features correct it,
 * where a forest of raw times could only answer with times it has seen.
 *
 * @param launchSeconds         the part of the time that does not grow with the work (launch overhead)
 * @param secondsPerInstruction the part that does, per IR instruction executed
 */
public record TimeScale(double launchSeconds, double secondsPerInstruction) {

    /** ln(seconds): the scale is one second whatever the work. */
    public static final TimeScale SECONDS = new TimeScale(1, 0);
    /** ln(seconds per instruction). */
    public static final TimeScale PER_INSTRUCTION = new TimeScale(0, 1);

    /**
     * The scale's time for {@code launches} launches of {@code instructions} in all (at least 1, so that an empty
     * launch stays finite).
     */
    public double seconds(double instructions, int launches) {
        return launches * launchSeconds + secondsPerInstruction * Math.max(1, instructions);
    }

    /** What the forest learns for a measured time of {@code launches} launches. */
    public double encode(double seconds, double instructions, int launches) {
        return Math.log(seconds) - Math.log(seconds(instructions, launches));
    }

    /** The time in seconds of a forest's output for one launch. */
    public double decode(double value, double instructions) {
        return decode(value, instructions, 1);
    }

    /** The time in seconds of a forest's output for {@code launches} launches. */
    public double decode(double value, double instructions, int launches) {
        return Math.exp(value) * seconds(instructions, launches);
    }

    /**
     * The launch overhead and time per instruction that fit the measured times best in the sense the predictions
     * are judged: the smallest sum of |ln(measured / scale)|. A search over the launch overhead (zero and the
     * times' quantiles, then narrowed around the best) with, for each, the time per instruction that minimises the
     * sum (a search in its logarithm); both searches are deterministic, so a set gives one scale. Time i is of
     * {@code launches[i]} launches (1 for an invocation); the launch overhead's candidates are the times' quantiles
     * per launch.
     */
    public static TimeScale fit(double[] seconds, double[] instructions, int[] launches) {
        if (seconds.length == 0) {
            return PER_INSTRUCTION;
        }
        double[] sorted = new double[seconds.length];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = seconds[i] / launches[i];
        }
        java.util.Arrays.sort(sorted);
        Candidate best = candidate(0, seconds, instructions, launches);
        // launch overheads up to the median time: a larger one would leave most kernels no time for their work
        for (int q = 1; q <= 50; q++) {
            Candidate c = candidate(sorted[(int) ((sorted.length - 1) * q / 100.0)] * 0.999, seconds, instructions,
                    launches);
            if (c.error() < best.error()) {
                best = c;
            }
        }
        // narrow the launch overhead by halving steps around the best quantile
        double step = best.launch() > 0 ? best.launch() / 4 : sorted[0] / 4;
        for (int round = 0; round < 30 && step > best.launch() * 1e-6 + 1e-15; round++) {
            boolean moved = false;
            for (double launch : new double[]{best.launch() - step, best.launch() + step}) {
                if (launch < 0 || launch >= sorted[sorted.length / 2]) {
                    continue;
                }
                Candidate c = candidate(launch, seconds, instructions, launches);
                if (c.error() < best.error()) {
                    best = c;
                    moved = true;
                }
            }
            if (!moved) {
                step /= 2;
            }
        }
        return new TimeScale(best.launch(), best.rate());
    }

    /** A launch overhead, the best time per instruction with it, and their sum of |ln(measured / scale)|. */
    private record Candidate(double launch, double rate, double error) {
    }

    private static Candidate candidate(double launch, double[] seconds, double[] instructions, int[] launches) {
        double rate = rateFor(launch, seconds, instructions, launches);
        return new Candidate(launch, rate, error(launch, rate, seconds, instructions, launches));
    }

    /** For a launch overhead, the time per instruction with the smallest sum of |ln(measured / scale)|. */
    private static double rateFor(double launch, double[] seconds, double[] instructions, int[] launches) {
        // start at the median of (time - launch) / instructions over the kernels slower than the overhead
        double[] rates = new double[seconds.length];
        int n = 0;
        for (int i = 0; i < seconds.length; i++) {
            if (seconds[i] > launches[i] * launch) {
                rates[n++] = Math.log((seconds[i] - launches[i] * launch) / Math.max(1, instructions[i]));
            }
        }
        if (n == 0) {
            return 0;
        }
        double[] r = java.util.Arrays.copyOf(rates, n);
        java.util.Arrays.sort(r);
        double logRate = r[n / 2];
        double best = error(launch, Math.exp(logRate), seconds, instructions, launches);
        for (double step = 1; step > 1e-4; ) {
            double up = error(launch, Math.exp(logRate + step), seconds, instructions, launches);
            double down = error(launch, Math.exp(logRate - step), seconds, instructions, launches);
            if (up < best && up <= down) {
                best = up;
                logRate += step;
            } else if (down < best) {
                best = down;
                logRate -= step;
            } else {
                step /= 2;
            }
        }
        return Math.exp(logRate);
    }

    private static double error(double launch, double rate, double[] seconds, double[] instructions,
                                int[] launches) {
        double sum = 0;
        for (int i = 0; i < seconds.length; i++) {
            sum += Math.abs(Math.log(seconds[i] / (launches[i] * launch + rate * Math.max(1, instructions[i]))));
        }
        return sum;
    }
}
