package dev.aiwc.reports.model;

/**
 * One flattened key compared across variants.
 *
 * @param key      flattened key
 * @param values   value per variant (Long, Double, String, Boolean), null where the variant lacks it
 * @param absolute per variant, {@code value − baseline}; index 0 (the baseline) is 0; NaN where not numeric
 * @param relative per variant, {@code (value − baseline) / |baseline|}; ±Infinity when the baseline is 0 and
 *                 the value is not; NaN where not numeric
 * @param score    the "changed most" score, see {@link Comparison}
 * @param inAll    whether every variant has this key
 */
public record ComparisonRow(String key, Object[] values, double[] absolute, double[] relative, double score,
                            boolean inAll) {

    /** Whether any variant differs from the baseline. */
    public boolean changed() {
        return score > 0 || !inAll;
    }
}
