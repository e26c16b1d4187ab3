package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.ProgramDefaults;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * kmeans (mapreduce/kmeans, {@code kmeans -g -f 30 -p N}): a generated feature space (N points x 30 features uniform
 * [0,1)), 5 clusters seeded from distinct random points, threshold 0.001; invert_mapping once, then kmeansPoint with
 * the host reduction until no membership changes (delta <= threshold) or 500 loops. Work-groups of 16 (the
 * original's default), global size N.
 */
final class KmeansDriver implements OriginalDriver {

    static final int CLUSTERS = ProgramDefaults.KMEANS_CLUSTERS;
    static final int LOCAL = 16;
    static final float THRESHOLD = 0.001f;

    @Override
    public Benchmark benchmark() {
        return Benchmark.KMEANS;
    }

    static int points(String size) {
        return Benchmark.KMEANS.published(size).intOption("-p");
    }

    static int features(String size) {
        return Benchmark.KMEANS.published(size).intOption("-f");
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        int n = points(size);
        int featureCount = features(size);
        SplittableRandom rnd = new SplittableRandom(Seeds.original(benchmark(), size));
        float[] features = new float[n * featureCount];
        for (int i = 0; i < features.length; i++) {
            features[i] = (float) rnd.nextDouble();
        }
        float[] clusters = new float[CLUSTERS * featureCount];
        int[] pool = new int[n];
        for (int i = 0; i < n; i++) {
            pool[i] = i;
        }
        int remaining = n;
        for (int c = 0; c < CLUSTERS; c++) {
            int pick = rnd.nextInt(remaining);
            System.arraycopy(features, pool[pick] * featureCount, clusters, c * featureCount, featureCount);
            pool[pick] = pool[--remaining];
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        var range = HostSession.range(n, LOCAL);
        BufferHandle flipped = host.buffer("feature_flipped_d", features);
        BufferHandle featureD = host.buffer("feature_d", (long) n * featureCount * 4);
        host.launch(program, "invert_mapping", range, HostSession.buf(flipped), HostSession.buf(featureD),
                KernelArg.i32(n), KernelArg.i32(featureCount));
        BufferHandle membershipD = host.buffer("membership_d", n * 4L);
        BufferHandle clustersD = host.buffer("clusters_d", clusters.length * 4L);
        int[] membership = new int[n];
        java.util.Arrays.fill(membership, -1);
        int[] membershipNew = new int[n];
        int delta;
        int loop = 0;
        do {
            host.write(membershipD, membershipNew);
            host.write(clustersD, clusters);
            host.launch(program, "kmeansPoint", range, HostSession.buf(featureD), KernelArg.i32(featureCount),
                    KernelArg.i32(n), KernelArg.i32(CLUSTERS), HostSession.buf(membershipD),
                    HostSession.buf(clustersD));
            membershipNew = host.ints(membershipD);
            delta = 0;
            double[] sums = new double[CLUSTERS * featureCount];
            int[] counts = new int[CLUSTERS];
            for (int i = 0; i < n; i++) {
                int c = membershipNew[i];
                if (c != membership[i]) {
                    delta++;
                    membership[i] = c;
                }
                if (c >= 0 && c < CLUSTERS) {
                    counts[c]++;
                    for (int f = 0; f < featureCount; f++) {
                        sums[c * featureCount + f] += features[i * featureCount + f];
                    }
                }
            }
            for (int c = 0; c < CLUSTERS; c++) {
                if (counts[c] > 0) {
                    for (int f = 0; f < featureCount; f++) {
                        clusters[c * featureCount + f] = (float) (sums[c * featureCount + f] / counts[c]);
                    }
                }
            }
        } while (delta > THRESHOLD && loop++ < 500);
    }
}
