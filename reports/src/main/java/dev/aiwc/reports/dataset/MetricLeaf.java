package dev.aiwc.reports.dataset;

/**
 * One scalar of a characterisation, addressed by its flattened key: map keys joined with dots, array and list
 * elements as {@code [i]} ({@code memory.localAddressEntropy[0]}, {@code fermi-l1.total.misses.conflict}).
 *
 * @param key   flattened key; metrics start with their category, collector values with the collector name
 * @param value a Long, Double, String, Boolean or null
 */
public record MetricLeaf(String key, Object value) {

    /** The value as a double, or NaN when it is not a number. */
    public double number() {
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        if (value instanceof Boolean b) {
            return b ? 1 : 0;
        }
        return Double.NaN;
    }

    /** Whether the value is a number (or boolean) and can be compared numerically. */
    public boolean isNumeric() {
        return value instanceof Number || value instanceof Boolean;
    }
}
