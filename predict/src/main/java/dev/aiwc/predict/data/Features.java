package dev.aiwc.predict.data;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.dataset.MetricFlattening;
import dev.aiwc.reports.dataset.MetricLeaf;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The features a time model learns from: every numeric scalar of a characterisation's {@code metrics} section, the
 * architecture-independent metrics, keyed as the wide dataset names them ({@code compute.totalInstructions},
 * {@code memory.addressEntropy[3]}). Collector sections ({@code fermi-l1}, {@code mwp-cwp}) are left out, as they
 * model a particular GPU, and so are the entries of histograms, whose keys differ from kernel to kernel (an opcode
 * one kernel never executes is no column of its row).
 */
public final class Features {

    /** The two features of the baseline: how much work, spread over how many work-items. */
    public static final List<String> BASELINE = List.of("compute.totalInstructions", "parallelism.workItems");

    private static final Pattern HISTOGRAM_ENTRY = Pattern.compile("Histogram(\\.|\\[)");

    private Features() {
    }

    /** The features of one characterisation, in the order its JSON lists them. */
    public static Map<String, Double> of(Characterisation c) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (MetricLeaf leaf : MetricFlattening.metricLeaves(c)) {
            if (leaf.isNumeric() && !HISTOGRAM_ENTRY.matcher(leaf.key()).find()) {
                out.put(leaf.key(), leaf.number());
            }
        }
        return out;
    }

    /**
     * A value as the forest sees it. Trees split on order alone, so a sentinel below every metric (all are
     * non-negative) stands for NaN (a ratio of nothing, e.g. no writes), and a huge finite value for an infinity.
     */
    public static double learnable(double v) {
        if (Double.isNaN(v)) {
            return -1;
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? 1e30 : -1e30;
        }
        return v;
    }
}
