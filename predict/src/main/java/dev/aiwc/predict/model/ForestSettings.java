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
 */
public record ForestSettings(int trees, int maxDepth, float featureFraction, float minChildWeight, long seed) {

    public static final ForestSettings DEFAULT = new ForestSettings(100, 16, 1f / 3, 2f, 18L);

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
        return new ForestSettings(n, maxDepth, featureFraction, minChildWeight, seed);
    }

    public ForestSettings withSeed(long s) {
        return new ForestSettings(trees, maxDepth, featureFraction, minChildWeight, s);
    }
}
