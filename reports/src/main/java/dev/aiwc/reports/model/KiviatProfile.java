package dev.aiwc.reports.model;

/**
 * The Kiviat data of one characterisation: per axis of {@link Kiviat#AXES}, the raw metric value (NaN where the
 * characterisation lacks it) and the radius in [0, 1] on the axis's fixed scale (0 where it lacks it).
 */
public record KiviatProfile(String label, double[] raw, double[] normalised) {
}
