package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.List;
import java.util.SplittableRandom;

/**
 * kmeans (mapreduce/kmeans, {@code kmeans -g -f 30 -p N}): a generated feature space (N points x 30 features uniform
 * [0,1)), 5 clusters seeded from distinct random points, threshold 0.001; invert_mapping once, then kmeansPoint with
 * the host reduction until no membership changes (delta <= threshold) or 500 loops. Work-groups of 16 (the
 * original's default), global size N.
 */
final class KmeansDriver implements OriginalDriver {

    static final int FEATURES = 30;
    static final int CLUSTERS = 5;
    static final int LOCAL = 16;
    static final float THRESHOLD = 0.001f;

    @Override
    public String name() {
        return "kmeans";
    }

    @Override
    public String dwarf() {
        return "mapreduce";
    }

    @Override
    public List<String> sizes() {
        return SizePreset.names();
    }

    static int points(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> 256;
            case SMALL -> 2048;
            case MEDIUM -> 65600;
            case LARGE -> 131072;
        };
    }

    @Override
    public String arguments(String size) {
        return "-g -f " + FEATURES + " -p " + points(size);
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        int n = points(size);
        SplittableRandom rnd = new SplittableRandom(OriginalSeeds.of(name(), size));
        float[] features = new float[n * FEATURES];
        for (int i = 0; i < features.length; i++) {
            features[i] = (float) rnd.nextDouble();
        }
        float[] clusters = new float[CLUSTERS * FEATURES];
        int[] pool = new int[n];
        for (int i = 0; i < n; i++) {
            pool[i] = i;
        }
        int remaining = n;
        for (int c = 0; c < CLUSTERS; c++) {
            int pick = rnd.nextInt(remaining);
            System.arraycopy(features, pool[pick] * FEATURES, clusters, c * FEATURES, FEATURES);
            pool[pick] = pool[--remaining];
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel("mapreduce/kmeans/kmeans_opencl_kernel.cl"),
                checkout.buildOptions(null));
        var range = HostSession.range(n, LOCAL);
        BufferHandle flipped = host.buffer("feature_flipped_d", features);
        BufferHandle featureD = host.buffer("feature_d", (long) n * FEATURES * 4);
        host.launch(program, "invert_mapping", range, HostSession.buf(flipped), HostSession.buf(featureD),
                KernelArg.i32(n), KernelArg.i32(FEATURES));
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
            host.launch(program, "kmeansPoint", range, HostSession.buf(featureD), KernelArg.i32(FEATURES),
                    KernelArg.i32(n), KernelArg.i32(CLUSTERS), HostSession.buf(membershipD),
                    HostSession.buf(clustersD));
            membershipNew = host.ints(membershipD);
            delta = 0;
            double[] sums = new double[CLUSTERS * FEATURES];
            int[] counts = new int[CLUSTERS];
            for (int i = 0; i < n; i++) {
                int c = membershipNew[i];
                if (c != membership[i]) {
                    delta++;
                    membership[i] = c;
                }
                if (c >= 0 && c < CLUSTERS) {
                    counts[c]++;
                    for (int f = 0; f < FEATURES; f++) {
                        sums[c * FEATURES + f] += features[i * FEATURES + f];
                    }
                }
            }
            for (int c = 0; c < CLUSTERS; c++) {
                if (counts[c] > 0) {
                    for (int f = 0; f < FEATURES; f++) {
                        clusters[c * FEATURES + f] = (float) (sums[c * FEATURES + f] / counts[c]);
                    }
                }
            }
        } while (delta > THRESHOLD && loop++ < 500);
    }
}
