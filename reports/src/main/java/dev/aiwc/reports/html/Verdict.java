package dev.aiwc.reports.html;

import dev.aiwc.reports.model.Comparison;

import java.util.Locale;
import java.util.Map;

/**
 * The MWP/CWP model's verdict in words, read leniently from the collector's section: an explicit
 * {@code bound}/{@code verdict} and {@code explanation} win; otherwise the bound follows the model's rule
 * (memory-bound when CWP ≥ MWP) and the explanation is derived from MWP, CWP and N.
 *
 * @param bound       {@code memory}, {@code compute} or {@code unknown} (also the CSS class)
 * @param headline    one line, e.g. "Memory-bound: CWP 8 ≥ MWP 3.2 (N = 16 warps per SM)"
 * @param explanation a few sentences on what the numbers mean for optimisation
 */
record Verdict(String bound, String headline, String explanation) {

    static Verdict of(Map<String, Object> s) {
        double mwp = number(s, "mwp", "MWP");
        double cwp = number(s, "cwp", "CWP");
        double n = number(s, "activeWarpsPerSM", "activeWarpsPerSm", "activeWarps", "N", "n");
        double cycles = number(s, "predictedCycles", "cycles", "totalCycles");
        double seconds = number(s, "predictedSeconds", "seconds", "time", "timeSeconds");
        String bound = text(s, "bound", "verdict", "boundedBy");
        if (bound != null) {
            String b = bound.toLowerCase(Locale.ROOT);
            bound = b.contains("mem") ? "memory" : b.contains("comp") ? "compute" : "unknown";
        } else if (Double.isFinite(mwp) && Double.isFinite(cwp)) {
            bound = cwp >= mwp ? "memory" : "compute";
        } else if (Double.isFinite(mwp) && !Double.isFinite(cwp)) {
            bound = "compute";
        } else {
            bound = "unknown";
        }
        StringBuilder h = new StringBuilder();
        h.append(switch (bound) {
            case "memory" -> "Memory-bound";
            case "compute" -> "Compute-bound";
            default -> "No verdict";
        });
        String gpu = s.get("gpu") instanceof Map<?, ?> g && g.get("preset") instanceof String name ? name : null;
        if (gpu != null) {
            h.append(" on ").append(gpu);
        }
        if (Double.isFinite(mwp) || Double.isFinite(cwp)) {
            h.append(": MWP ").append(Comparison.sig(mwp)).append(", CWP ").append(Double.isFinite(cwp) ? Comparison.sig(cwp) : "undefined");
        }
        if (Double.isFinite(n)) {
            h.append(" (N = ").append(Comparison.sig(n)).append(" active warps per SM)");
        }
        if (Double.isFinite(seconds)) {
            h.append(" · predicted ").append(duration(seconds));
        } else if (Double.isFinite(cycles)) {
            h.append(" · predicted ").append(Comparison.sig(cycles)).append(" cycles");
        }
        String explanation = text(s, "explanation", "reason");
        if (explanation == null) {
            explanation = switch (bound) {
                case "memory" -> "Within one memory waiting period the SM could compute for CWP = " + Comparison.sig(cwp)
                        + " warps, but only MWP = " + Comparison.sig(mwp) + " warps' memory requests can be in flight at "
                        + "once, so warps queue for memory and the memory cycles scale with N / MWP. Fewer or better "
                        + "coalesced memory transactions, or more memory-level parallelism, shorten the kernel; extra "
                        + "arithmetic per load is nearly free.";
                case "compute" -> Double.isFinite(cwp)
                        ? "MWP = " + Comparison.sig(mwp) + " exceeds CWP = " + Comparison.sig(cwp) + ": enough memory "
                        + "requests overlap that memory latency hides behind other warps' computation, so time is "
                        + "dominated by issuing instructions. Fewer instructions shorten the kernel; memory "
                        + "optimisations change little."
                        : "The kernel issues no global memory instructions; its time is the computation time.";
                default -> "The collector's section has no MWP/CWP values to judge from.";
            };
        }
        return new Verdict(bound, h.toString(), explanation);
    }

    /** A time in the largest unit below it, to three significant digits: 8.53 us, 12.5 ms, 2.10 s, 640 ns. */
    static String duration(double seconds) {
        return Comparison.duration(seconds);
    }

    private static double number(Map<String, Object> s, String... keys) {
        Object v = find(s, keys);
        return v instanceof Number num ? num.doubleValue() : Double.NaN;
    }

    private static String text(Map<String, Object> s, String... keys) {
        Object v = find(s, keys);
        return v instanceof String str ? str : null;
    }

    /** The first of {@code keys} found at the top level, else in a nested map (one level down). */
    private static Object find(Map<String, Object> s, String... keys) {
        for (String k : keys) {
            if (s.containsKey(k)) {
                return s.get(k);
            }
        }
        for (String k : keys) {
            for (Object nested : s.values()) {
                if (nested instanceof Map<?, ?> m && m.containsKey(k)) {
                    return m.get(k);
                }
            }
        }
        return null;
    }

}
