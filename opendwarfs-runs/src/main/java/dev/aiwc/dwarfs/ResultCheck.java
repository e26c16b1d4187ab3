package dev.aiwc.dwarfs;

import dev.aiwc.instrumenter.AiwcException;

/**
 * Compares device results with the Java reference and fails the run with the first differing element, so a
 * characterisation is only kept for a kernel that computed the right thing.
 */
public final class ResultCheck {

    private ResultCheck() {
    }

    public static void exact(String what, int[] actual, int[] expected) {
        length(what, actual.length, expected.length);
        for (int i = 0; i < actual.length; i++) {
            if (actual[i] != expected[i]) {
                throw mismatch(what, i, Integer.toString(actual[i]), Integer.toString(expected[i]), "exact match");
            }
        }
    }

    /** Every element within {@code tolerance[i]} (absolute) of the reference. */
    public static void within(String what, float[] actual, double[] expected, double[] tolerance) {
        length(what, actual.length, expected.length);
        for (int i = 0; i < actual.length; i++) {
            double d = Math.abs(actual[i] - expected[i]);
            if (!(d <= tolerance[i])) {
                throw mismatch(what, i, Float.toString(actual[i]), Double.toString(expected[i]),
                        "tolerance " + tolerance[i]);
            }
        }
    }

    /** Every element within {@code tolerance} (absolute) of the reference. */
    public static void within(String what, float[] actual, double[] expected, double tolerance) {
        length(what, actual.length, expected.length);
        for (int i = 0; i < actual.length; i++) {
            double d = Math.abs(actual[i] - expected[i]);
            if (!(d <= tolerance)) {
                throw mismatch(what, i, Float.toString(actual[i]), Double.toString(expected[i]),
                        "tolerance " + tolerance);
            }
        }
    }

    public static void that(boolean ok, String what, String detail) {
        if (!ok) {
            throw AiwcException.kernelFailure(what + " does not match the Java reference.", detail);
        }
    }

    private static void length(String what, int actual, int expected) {
        if (actual != expected) {
            throw AiwcException.kernelFailure(what + " has " + actual + " elements, the reference " + expected + ".",
                    null);
        }
    }

    private static AiwcException mismatch(String what, int i, String actual, String expected, String rule) {
        return AiwcException.kernelFailure(what + " differs from the Java reference at element " + i + ": device "
                        + actual + ", reference " + expected + " (" + rule + ").",
                "The kernel computed a wrong result on this device; rerun with --only to isolate it.");
    }
}
