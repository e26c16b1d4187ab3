package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.dataset.MetricLookup;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps characterisations onto the Kiviat (radar) diagram of the AIWC papers: the spokes are the AIWC feature set
 * (opcode diversity; the inverted parallelism metrics granularity, barriers per instruction and instructions per
 * operand; load imbalance; memory footprints and address entropies; branch counts and entropies). Each spoke has a
 * fixed scale, the same in every report, so that two diagrams compare however they were made: the AIWC papers
 * normalised each spoke by its maximum over the whole characterised suite, a fixed reference; a tool that draws
 * any set of kernels needs ranges fixed in advance instead. Fractions are drawn as they are; counts that span
 * orders of magnitude (footprints, branches) on a log2 scale; entropies on one linear 0–32-bit scale, the range
 * of the footprint's log2 scale, so a footprint accessed uniformly has its entropy spoke at the footprint's
 * radius. docs/kiviat.md lists the scales and the reasons for their rims.
 */
public final class Kiviat {

    /** The bits every address-entropy spoke and the footprint spokes span: 2^32 distinct addresses. */
    public static final double ADDRESS_BITS = 32;

    /** The spokes in drawing order (clockwise from the top). */
    public static final List<KiviatAxis> AXES;

    static {
        KiviatAxis.Scale fraction = new KiviatAxis.Fraction();
        KiviatAxis.Scale bits = new KiviatAxis.Linear(ADDRESS_BITS, "bits");
        KiviatAxis.Scale addresses = new KiviatAxis.Log2(ADDRESS_BITS, "addresses");
        KiviatAxis.Scale branches = new KiviatAxis.Log2(12, "branches");
        List<KiviatAxis> a = new ArrayList<>();
        a.add(new KiviatAxis("compute.opcodeDiversity", "Opcode diversity", "compute",
                new KiviatAxis.Linear(32, "opcodes")));
        a.add(new KiviatAxis("parallelism.granularity", "Granularity", "parallelism", fraction));
        a.add(new KiviatAxis("parallelism.barriersPerInstruction", "Barriers / instr.", "parallelism", fraction));
        a.add(new KiviatAxis("parallelism.instructionsPerOperand", "Instr. / operand", "parallelism", fraction));
        a.add(new KiviatAxis("parallelism.loadImbalance", "Load imbalance", "parallelism",
                new KiviatAxis.RelativeToLongestItem()));
        a.add(new KiviatAxis("memory.footprint", "Footprint", "memory", addresses));
        a.add(new KiviatAxis("memory.footprint90", "90% footprint", "memory", addresses));
        a.add(new KiviatAxis("memory.globalAddressEntropy", "Global addr. entropy", "memory", bits));
        for (int n = 1; n <= 10; n++) {
            a.add(new KiviatAxis("memory.localAddressEntropy[" + (n - 1) + "]", "LMAE " + n, "memory", bits));
        }
        a.add(new KiviatAxis("control.uniqueBranches", "Unique branches", "control", branches));
        a.add(new KiviatAxis("control.branches90", "90% branches", "control", branches));
        a.add(new KiviatAxis("control.yokotaEntropy", "Yokota entropy", "control", new KiviatAxis.Linear(16, "bits")));
        a.add(new KiviatAxis("control.averageLinearBranchEntropy", "Avg. linear br. entropy", "control", fraction));
        AXES = List.copyOf(a);
    }

    private Kiviat() {
    }

    /**
     * The raw value a spoke reads; NaN when absent. For load imbalance, the metric itself (not the ratio). The
     * spokes carry the AIWC names; a default-profile characterisation has the same quantities under the names that
     * say what they compute (see {@link #defaultProfileKey}).
     */
    public static double raw(Characterisation c, KiviatAxis axis) {
        double v = MetricLookup.number(c, axis.key());
        if (Double.isNaN(v)) {
            String other = defaultProfileKey(axis.key());
            if (other != null) {
                v = MetricLookup.number(c, other);
            }
        }
        return v;
    }

    private static final java.util.regex.Pattern LMAE =
            java.util.regex.Pattern.compile("^memory\\.localAddressEntropy\\[(\\d+)]$");

    /**
     * The default profile's key for a spoke's AIWC key, or null when both profiles use the same one:
     * {@code instructionsPerOperand} is {@code instructionsPerSimdLane} there, and {@code localAddressEntropy[i]}
     * (i + 1 bits skipped) is {@code addressEntropy[i + 1]} (indexed by the bits skipped).
     */
    static String defaultProfileKey(String aiwcKey) {
        if (aiwcKey.equals("parallelism.instructionsPerOperand")) {
            return "parallelism.instructionsPerSimdLane";
        }
        java.util.regex.Matcher m = LMAE.matcher(aiwcKey);
        return m.matches() ? "memory.addressEntropy[" + (Integer.parseInt(m.group(1)) + 1) + "]" : null;
    }

    /**
     * Profiles of {@code set}, {@code labels.get(i)} naming {@code set.get(i)}. Each is drawn on the fixed scales of
     * {@link #AXES}, independently of the others: the set only pairs labels with characterisations.
     */
    public static List<KiviatProfile> normalise(List<String> labels, List<Characterisation> set) {
        List<KiviatProfile> out = new ArrayList<>(set.size());
        for (int i = 0; i < set.size(); i++) {
            out.add(profile(labels.get(i), set.get(i)));
        }
        return out;
    }

    /** One characterisation's raw values and radii on the fixed scales; an absent metric is NaN, drawn at 0. */
    public static KiviatProfile profile(String label, Characterisation c) {
        int axes = AXES.size();
        double[] raw = new double[axes];
        double[] radius = new double[axes];
        double iptMax = MetricLookup.number(c, "parallelism.ipt.max");
        for (int a = 0; a < axes; a++) {
            double v = raw(c, AXES.get(a));
            raw[a] = v;
            double r = AXES.get(a).scale().radius(v, iptMax);
            radius[a] = Double.isFinite(r) ? Math.max(0, Math.min(1, r)) : 0;
        }
        return new KiviatProfile(label, raw, radius);
    }
}
