package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.dataset.MetricLookup;
import dev.aiwc.reports.model.KiviatAxis.Scaling;

import java.util.ArrayList;
import java.util.List;

/**
 * Normalises characterisations for the Kiviat (radar) diagram as the AIWC papers draw it: the spokes are the
 * AIWC feature set (opcode diversity; the inverted parallelism metrics granularity, barriers per instruction
 * and instructions per operand; memory footprints and address entropies; branch counts and entropies), each
 * mapped to [0, 1]. The inverted parallelism metrics are 0–1 by construction and drawn as they are; load
 * imbalance is drawn relative to the longest work-item; every other spoke is divided by its maximum over the
 * set of characterisations shown together, so the largest kernel of the set touches the rim.
 */
public final class Kiviat {

    /** The spokes in drawing order (clockwise from the top). */
    public static final List<KiviatAxis> AXES;

    static {
        List<KiviatAxis> a = new ArrayList<>();
        a.add(new KiviatAxis("compute.opcodeDiversity", "Opcode diversity", "compute", Scaling.SET_MAXIMUM));
        a.add(new KiviatAxis("parallelism.granularity", "Granularity", "parallelism", Scaling.INVERTED_PARALLELISM));
        a.add(new KiviatAxis("parallelism.barriersPerInstruction", "Barriers / instr.", "parallelism",
                Scaling.INVERTED_PARALLELISM));
        a.add(new KiviatAxis("parallelism.instructionsPerOperand", "Instr. / operand", "parallelism",
                Scaling.INVERTED_PARALLELISM));
        a.add(new KiviatAxis("parallelism.loadImbalance", "Load imbalance", "parallelism",
                Scaling.RELATIVE_LOAD_IMBALANCE));
        a.add(new KiviatAxis("memory.footprint", "Footprint", "memory", Scaling.SET_MAXIMUM));
        a.add(new KiviatAxis("memory.footprint90", "90% footprint", "memory", Scaling.SET_MAXIMUM));
        a.add(new KiviatAxis("memory.globalAddressEntropy", "Global addr. entropy", "memory", Scaling.SET_MAXIMUM));
        for (int n = 1; n <= 10; n++) {
            a.add(new KiviatAxis("memory.localAddressEntropy[" + (n - 1) + "]", "LMAE " + n, "memory",
                    Scaling.SET_MAXIMUM));
        }
        a.add(new KiviatAxis("control.uniqueBranches", "Unique branches", "control", Scaling.SET_MAXIMUM));
        a.add(new KiviatAxis("control.branches90", "90% branches", "control", Scaling.SET_MAXIMUM));
        a.add(new KiviatAxis("control.yokotaEntropy", "Yokota entropy", "control", Scaling.SET_MAXIMUM));
        a.add(new KiviatAxis("control.averageLinearBranchEntropy", "Avg. linear br. entropy", "control",
                Scaling.SET_MAXIMUM));
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
     * Profiles of {@code set}, normalised together: {@code labels.get(i)} names {@code set.get(i)}.
     * Spokes scaled by the set maximum are 0 for every member when that maximum is 0 or absent.
     */
    public static List<KiviatProfile> normalise(List<String> labels, List<Characterisation> set) {
        int axes = AXES.size();
        double[] max = new double[axes];
        for (Characterisation c : set) {
            for (int a = 0; a < axes; a++) {
                double v = raw(c, AXES.get(a));
                if (Double.isFinite(v) && v > max[a]) {
                    max[a] = v;
                }
            }
        }
        List<KiviatProfile> out = new ArrayList<>(set.size());
        for (int i = 0; i < set.size(); i++) {
            Characterisation c = set.get(i);
            double[] raw = new double[axes];
            double[] norm = new double[axes];
            for (int a = 0; a < axes; a++) {
                KiviatAxis axis = AXES.get(a);
                double v = raw(c, axis);
                raw[a] = v;
                double r = switch (axis.scaling()) {
                    case INVERTED_PARALLELISM -> v;
                    case RELATIVE_LOAD_IMBALANCE -> {
                        double iptMax = MetricLookup.number(c, "parallelism.ipt.max");
                        yield iptMax > 0 ? v / iptMax : 0;
                    }
                    case SET_MAXIMUM -> max[a] > 0 ? v / max[a] : 0;
                };
                norm[a] = Double.isFinite(r) ? Math.max(0, Math.min(1, r)) : 0;
            }
            out.add(new KiviatProfile(labels.get(i), raw, norm));
        }
        return out;
    }
}
