package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A sweep's answer per GPU: its configurations ranked by predicted time, the fastest first, each with its speed-up
 * over the slowest, and why the fastest beats the slowest (the metrics {@link Answer} picks, compared on the
 * invocation that takes longest in the slowest configuration).
 *
 * @param gpu     the GPU preset
 * @param ranked  the configurations with a predicted time, fastest first (ties keep the sweep's order)
 * @param unrated the configurations without one (failed, or no time model), in the sweep's order
 * @param why     the fastest against the slowest (the baseline), or null with fewer than two ranked
 */
public record SweepRanking(String gpu, List<SweepPoint> ranked, List<SweepPoint> unrated, Answer why) {

    /** The ranking of each GPU, in the order the GPUs first appear in {@code points}. */
    public static List<SweepRanking> of(List<SweepPoint> points) {
        Map<String, List<SweepPoint>> byGpu = new LinkedHashMap<>();
        for (SweepPoint p : points) {
            byGpu.computeIfAbsent(p.gpu(), g -> new ArrayList<>()).add(p);
        }
        List<SweepRanking> out = new ArrayList<>();
        byGpu.forEach((gpu, list) -> out.add(rank(gpu, list)));
        return out;
    }

    private static SweepRanking rank(String gpu, List<SweepPoint> points) {
        List<SweepPoint> ranked = new ArrayList<>();
        List<SweepPoint> unrated = new ArrayList<>();
        for (SweepPoint p : points) {
            (Double.isFinite(p.seconds()) && p.seconds() > 0 ? ranked : unrated).add(p);
        }
        ranked.sort(Comparator.comparingDouble(SweepPoint::seconds)); // stable: ties keep the sweep's order
        Answer why = null;
        if (ranked.size() >= 2) {
            SweepPoint slowest = ranked.get(ranked.size() - 1);
            SweepPoint best = ranked.get(0);
            int at = slowest.longest();
            List<String> labels = List.of(slowest.configuration(), best.configuration());
            List<Characterisation> pair = List.of(slowest.invocations().get(at), best.invocations().get(at));
            why = Answer.of(labels, pair, Comparison.of(labels, pair));
        }
        return new SweepRanking(gpu, List.copyOf(ranked), List.copyOf(unrated), why);
    }

    /** The fastest configuration, or null when none has a predicted time. */
    public SweepPoint best() {
        return ranked.isEmpty() ? null : ranked.get(0);
    }

    /** The slowest configuration with a predicted time, or null. */
    public SweepPoint slowest() {
        return ranked.isEmpty() ? null : ranked.get(ranked.size() - 1);
    }

    /** How many times faster than the slowest {@code p} is predicted to run. */
    public double speedupOverSlowest(SweepPoint p) {
        return slowest() == null ? Double.NaN : slowest().seconds() / p.seconds();
    }
}
