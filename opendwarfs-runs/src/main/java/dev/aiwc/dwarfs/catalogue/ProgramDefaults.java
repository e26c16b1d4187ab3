package dev.aiwc.dwarfs.catalogue;

/**
 * Values that the original programs fix in their source rather than take from the run script, and that the built-in
 * applications share with them, with the launch counts that follow from them.
 */
public final class ProgramDefaults {

    /** lud.c's and needle.h's BLOCK_SIZE: both work in 16 x 16 blocks (the built-in lud.cl and nw kernels too). */
    public static final int BLOCK = 16;

    /** kmeans.c's default min_nclusters = max_nclusters = 5: a single clustering with k = 5. */
    public static final int KMEANS_CLUSTERS = 5;

    private ProgramDefaults() {
    }

    /** lud of order n: diagonal, perimeter and internal per block step but the last, then a last diagonal. */
    public static long ludLaunches(int order) {
        return 3L * (order / BLOCK - 1) + 1;
    }

    /** nw of length n: one launch per anti-diagonal band of blocks, bands 1..n/16 upwards, n/16-1..1 downwards. */
    public static long needleLaunches(int length) {
        return 2L * (length / BLOCK) - 1;
    }
}
