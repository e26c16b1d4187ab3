package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.ProgramDefaults;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * MapReduce: k-means (Lloyd's algorithm) on points drawn around {@link #CLUSTERS} random centres. One transpose
 * launch, then per iteration an assignment launch (map) and a host-side centre update (reduce), until no point
 * changes cluster or {@link #MAX_ITERATIONS} iterations; initial centres are the first points, as in the original.
 */
public final class KMeans implements BuiltInApplication {

    public static final int CLUSTERS = ProgramDefaults.KMEANS_CLUSTERS;
    public static final int FEATURES = 16;
    public static final int MAX_ITERATIONS = 30;
    static final int LOCAL = 64;

    public static int points(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> 200;
            case SMALL -> 1600;
            case MEDIUM -> 50_000;
            case LARGE -> 100_000;
        };
    }

    /** Row-major points x features; each point is a random blob centre plus Gaussian noise of deviation 1. */
    public static float[] generate(int points, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double[][] centres = new double[CLUSTERS][FEATURES];
        for (double[] c : centres) {
            for (int f = 0; f < FEATURES; f++) {
                c[f] = rnd.nextDouble() * 20 - 10;
            }
        }
        float[] x = new float[points * FEATURES];
        for (int p = 0; p < points; p++) {
            double[] c = centres[rnd.nextInt(CLUSTERS)];
            for (int f = 0; f < FEATURES; f++) {
                x[p * FEATURES + f] = (float) (c[f] + gaussian(rnd));
            }
        }
        return x;
    }

    private static double gaussian(SplittableRandom rnd) {
        double u = 1 - rnd.nextDouble();
        double v = rnd.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.KMEANS;
    }

    @Override
    public long workingSetBytes(String size) {
        long p = points(size);
        return 2L * 4 * p * FEATURES + 4 * p + 4L * CLUSTERS * FEATURES;
    }

    /** An estimate: one transpose plus the iterations the double-precision reference needs to converge. */
    @Override
    public long plannedInvocations(String size) {
        int p = points(size);
        return 1 + KMeansReference.lloyd(generate(p, Seeds.builtIn(benchmark(), size)), p, FEATURES, CLUSTERS,
                MAX_ITERATIONS).iterations();
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        int p = points(size);
        float[] x = generate(p, Seeds.builtIn(benchmark(), size));
        float[] centres = new float[CLUSTERS * FEATURES];
        System.arraycopy(x, 0, centres, 0, centres.length);
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle points = host.buffer("points", x);
        BufferHandle byFeature = host.buffer("points_by_feature", x.length * 4L);
        BufferHandle centresBuf = host.buffer("centres", centres);
        BufferHandle membershipBuf = host.buffer("membership", p * 4L);
        var range = HostSession.range(HostSession.roundUp(p, LOCAL), LOCAL);
        host.launch(program, "kmeans_transpose", range, HostSession.buf(points), HostSession.buf(byFeature),
                KernelArg.i32(p), KernelArg.i32(FEATURES));
        int[] previous = new int[p];
        java.util.Arrays.fill(previous, -1);
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            host.write(centresBuf, centres);
            host.launch(program, "kmeans_assign", range, HostSession.buf(byFeature), HostSession.buf(centresBuf),
                    HostSession.buf(membershipBuf), KernelArg.i32(p), KernelArg.i32(CLUSTERS),
                    KernelArg.i32(FEATURES));
            int[] membership = host.ints(membershipBuf);
            checkNearest(size, it, x, centres, membership);
            if (java.util.Arrays.equals(membership, previous)) {
                break;
            }
            previous = membership;
            centres = KMeansReference.centres(x, p, FEATURES, CLUSTERS, membership, centres);
        }
    }

    /**
     * Each point must go to a nearest centre. Float squared distances sum F non-negative terms, so each is within
     * (F+2) u of the exact value (Higham §3.1, u = 2^-24): a choice within twice that of the minimum is a tie.
     */
    private void checkNearest(String size, int iteration, float[] x, float[] centres, int[] membership) {
        for (int i = 0; i < membership.length; i++) {
            int m = membership[i];
            ResultCheck.that(m >= 0 && m < CLUSTERS, "kmeans (" + size + ") membership",
                    "point " + i + " was assigned to cluster " + m + " of " + CLUSTERS);
            double[] d = KMeansReference.squaredDistances(x, i, FEATURES, centres, CLUSTERS);
            double best = Double.MAX_VALUE;
            for (double v : d) {
                best = Math.min(best, v);
            }
            ResultCheck.that(d[m] <= best * (1 + 2 * (FEATURES + 2) * 0x1p-24) + Double.MIN_NORMAL,
                    "kmeans (" + size + ") membership",
                    "iteration " + iteration + ": point " + i + " went to cluster " + m + " at squared distance "
                            + d[m] + ", but the nearest is at " + best);
        }
    }
}
