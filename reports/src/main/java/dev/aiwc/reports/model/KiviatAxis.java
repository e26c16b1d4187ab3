package dev.aiwc.reports.model;

/**
 * One spoke of the Kiviat diagram.
 *
 * @param key      flattened metric key the spoke reads
 * @param label    short label drawn at the spoke's end
 * @param category metric category (colours the spoke's background wedge)
 * @param scaling  how the raw value becomes a 0–1 radius
 */
public record KiviatAxis(String key, String label, String category, Scaling scaling) {

    /** How a raw metric value is mapped to [0, 1]. */
    public enum Scaling {
        /** Already a 0–1 quantity that grows as parallelism shrinks (an inverted parallelism metric); clamped. */
        INVERTED_PARALLELISM,
        /** {@code loadImbalance / ipt.max}: the longest work-item's excess over the shortest, as a fraction of it. */
        RELATIVE_LOAD_IMBALANCE,
        /** Divided by the largest value of this metric among the characterisations in the report. */
        SET_MAXIMUM
    }
}
