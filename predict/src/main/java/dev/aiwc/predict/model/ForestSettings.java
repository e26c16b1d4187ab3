package dev.aiwc.predict.model;

/**
 * How a device's random forest is grown (Tribuo's CART regression trees, bagged).
 *
 * @param trees           trees in the forest
 * @param maxDepth        depth limit of each tree
 * @param featureFraction share of the features each split considers (1/3 is the usual choice for regression)
 * @param minChildWeight  the least number of rows a leaf holds
 * @param seed            the seed of the bootstrap samples and feature draws: the same data and seed give the same
 *                        forest
 * @param chooseFraction  whether each forest's share of features is instead chosen from its own training rows, by an
 *                        inner leave-kernel-out ({@code FractionChoice}, whose candidates do not include
 *                        {@code featureFraction}: it is then unused)
 * @param equalKernels    whether each kernel's rows together weigh as much as any other kernel's (each row weighs
 *                        rows / (kernels x the kernel's rows), so the weights average 1 and {@code minChildWeight}
 *                        keeps its meaning on average); otherwise every row weighs 1
 */
public record ForestSettings(int trees, int maxDepth, float featureFraction, float minChildWeight, long seed,
                             boolean chooseFraction, boolean equalKernels) {

    /** 100 trees, depth 16, a third of the features per split, every kernel's rows weighing alike, seed 18. */
    public static final ForestSettings DEFAULT = new ForestSettings(100, 16, 1f / 3, 2f, 18L, false, true);

    /** Settings with a fixed share of features, every row of weight 1 ({@link #weighingKernelsEqually} changes it). */
    public ForestSettings(int trees, int maxDepth, float featureFraction, float minChildWeight, long seed) {
        this(trees, maxDepth, featureFraction, minChildWeight, seed, false, false);
    }

    public ForestSettings {
        if (trees < 1) {
            throw new IllegalArgumentException("a forest needs 1 tree or more, not " + trees);
        }
        if (maxDepth < 1) {
            throw new IllegalArgumentException("a tree's depth limit must be 1 or more, not " + maxDepth);
        }
        if (!(featureFraction > 0 && featureFraction < 1)) {
            // Tribuo's random forest insists on sampling features: 1 would be plain bagging, which it refuses
            throw new IllegalArgumentException("the share of features per split must be above 0 and below 1, not "
                    + featureFraction);
        }
    }

    public ForestSettings withTrees(int n) {
        return new ForestSettings(n, maxDepth, featureFraction, minChildWeight, seed, chooseFraction, equalKernels);
    }

    public ForestSettings withSeed(long s) {
        return new ForestSettings(trees, maxDepth, featureFraction, minChildWeight, s, chooseFraction, equalKernels);
    }

    /** These settings with a fixed share of features, {@code f}. */
    public ForestSettings withFraction(float f) {
        return new ForestSettings(trees, maxDepth, f, minChildWeight, seed, false, equalKernels);
    }

    /** These settings, the share of features chosen per forest from its training rows. */
    public ForestSettings choosingFraction() {
        return new ForestSettings(trees, maxDepth, featureFraction, minChildWeight, seed, true, equalKernels);
    }

    /** These settings with each kernel's rows weighing as much together as any other kernel's ({@code equal}). */
    public ForestSettings weighingKernelsEqually(boolean equal) {
        return new ForestSettings(trees, maxDepth, featureFraction, minChildWeight, seed, chooseFraction, equal);
    }
}
