package dev.aiwc.reports.model;

/**
 * One spoke of the Kiviat diagram.
 *
 * @param key      flattened metric key the spoke reads
 * @param label    short label drawn at the spoke's end
 * @param category metric category (colours the spoke's background wedge)
 * @param scale    how the raw value becomes a 0–1 radius: fixed, so that diagrams of different reports compare
 */
public record KiviatAxis(String key, String label, String category, Scale scale) {

    /** A fixed mapping of a raw metric value to a radius in [0, 1] (values beyond the rim are clamped). */
    public sealed interface Scale permits Fraction, Linear, Log2, RelativeToLongestItem {

        /** The radius before clamping; {@code iptMax} is the longest work-item's instructions (load imbalance). */
        double radius(double value, double iptMax);

        /** The mapping in words, for the hover text and docs/kiviat.md. */
        String describe();
    }

    /** Already a quantity in [0, 1] (an inverted parallelism metric, linear branch entropy): drawn as it is. */
    public record Fraction() implements Scale {
        @Override
        public double radius(double value, double iptMax) {
            return value;
        }

        @Override
        public String describe() {
            return "drawn as it is (0 to 1)";
        }
    }

    /** {@code value / rim}: the rim is {@code rim} {@code unit}. */
    public record Linear(double rim, String unit) implements Scale {
        @Override
        public double radius(double value, double iptMax) {
            return value / rim;
        }

        @Override
        public String describe() {
            return "linear, 0 to " + Comparison.sig(rim) + " " + unit;
        }
    }

    /** {@code log2(1 + value) / rimBits}: the rim is 2^rimBits − 1 {@code unit}, 0 stays at the centre. */
    public record Log2(double rimBits, String unit) implements Scale {
        @Override
        public double radius(double value, double iptMax) {
            return value < 0 ? Double.NaN : Math.log1p(value) / Math.log(2) / rimBits;
        }

        @Override
        public String describe() {
            return "log2(1 + " + unit + ") / " + Comparison.sig(rimBits) + " (rim: 2^" + Comparison.sig(rimBits)
                    + " " + unit + ")";
        }
    }

    /** {@code loadImbalance / ipt.max}: the longest work-item's excess over the shortest, as a fraction of it. */
    public record RelativeToLongestItem() implements Scale {
        @Override
        public double radius(double value, double iptMax) {
            return iptMax > 0 ? value / iptMax : 0;
        }

        @Override
        public String describe() {
            return "divided by the longest work-item's instructions (0 to 1)";
        }
    }
}
