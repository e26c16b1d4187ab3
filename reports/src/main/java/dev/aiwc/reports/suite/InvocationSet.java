package dev.aiwc.reports.suite;

import dev.aiwc.reports.dataset.MetricLookup;
import dev.aiwc.reports.model.Invocation;

import java.util.List;

/**
 * Invocations taken together, as a roll-up sums and summarises them. Sums and weighted means count only the
 * invocations that have the metric.
 */
public record InvocationSet(List<Invocation> invocations) {

    /** The instruction count every roll-up sums and weights by (the characterisation pipeline's). */
    public static final String INSTRUCTIONS = "compute.totalInstructions";

    public InvocationSet {
        invocations = List.copyOf(invocations);
    }

    public int size() {
        return invocations.size();
    }

    /** Sum of {@code key} (0 when no invocation has it). */
    public double total(String key) {
        double sum = 0;
        for (Invocation inv : invocations) {
            double v = value(inv, key);
            if (Double.isFinite(v)) {
                sum += v;
            }
        }
        return sum;
    }

    public double instructions() {
        return total(INSTRUCTIONS);
    }

    /** How {@code key} spreads over the invocations. */
    public Spread spread(String key) {
        double[] values = new double[invocations.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(invocations.get(i), key);
        }
        return Spread.of(values);
    }

    /**
     * The mean of {@code key} weighted by each invocation's instructions: for a per-instruction rate (barriers per
     * instruction) the rate of all the invocations' instructions together. NaN when no invocation has it.
     */
    public double instructionWeightedMean(String key) {
        double sum = 0;
        double weight = 0;
        for (Invocation inv : invocations) {
            double v = value(inv, key);
            double w = value(inv, INSTRUCTIONS);
            if (Double.isFinite(v) && Double.isFinite(w)) {
                sum += v * w;
                weight += w;
            }
        }
        return weight > 0 ? sum / weight : Double.NaN;
    }

    /** {@code total(numerator) / total(denominator)}: a rate over all the invocations (NaN for 0 / 0). */
    public double ratio(String numerator, String denominator) {
        double d = total(denominator);
        return d > 0 ? total(numerator) / d : Double.NaN;
    }

    /** True when some invocation has {@code key}. */
    public boolean has(String key) {
        for (Invocation inv : invocations) {
            if (MetricLookup.get(inv.characterisation(), key) != null) {
                return true;
            }
        }
        return false;
    }

    /** The invocation that executed the most instructions (the first of equals). */
    public Invocation heaviest() {
        Invocation best = invocations.get(0);
        for (Invocation inv : invocations) {
            if (instructionsOf(inv) > instructionsOf(best)) {
                best = inv;
            }
        }
        return best;
    }

    static double instructionsOf(Invocation inv) {
        double v = value(inv, INSTRUCTIONS);
        return Double.isFinite(v) ? v : 0;
    }

    private static double value(Invocation inv, String key) {
        return MetricLookup.number(inv.characterisation(), key);
    }
}
