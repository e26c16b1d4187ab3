package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.D;
import static dev.aiwc.instrumenter.builtins.Calls.F;
import static dev.aiwc.instrumenter.builtins.Calls.asD;
import static dev.aiwc.instrumenter.builtins.Calls.asF;
import static dev.aiwc.instrumenter.builtins.Calls.call;
import static dev.aiwc.instrumenter.builtins.Calls.ds;
import static dev.aiwc.instrumenter.builtins.Calls.fs;
import static dev.aiwc.instrumenter.builtins.Calls.params;
import static dev.aiwc.instrumenter.builtins.Calls.vec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aiwc.instrumenter.ir.IrType;
import org.junit.jupiter.api.Test;

/** Geometric functions (6.12.5). */
class GeometricBuiltinsTest {
    private static final IrType F4 = vec(4, F);
    private static final IrType F3 = vec(3, F);

    @Test
    void dotOfFloat4() {
        long[] r = call("_Z3dotDv4_fS_", 1, F, params(F4, F4), fs(1, 2, 3, 4), fs(5, 6, 7, 8));
        assertEquals(70f, asF(r[0]));
    }

    @Test
    void lengthOfThreeFourFiveTriangle() {
        IrType f2 = vec(2, F);
        assertEquals(5f, asF(call("_Z6lengthDv2_f", 1, F, params(f2), fs(3, -4))[0]));
    }

    @Test
    void lengthDoesNotOverflowForLargeDoubles() {
        IrType d2 = vec(2, D);
        assertEquals(5e300, asD(call("_Z6lengthDv2_d", 1, D, params(d2), ds(3e300, 4e300))[0]), 1e286);
        assertEquals(5e-300, asD(call("_Z6lengthDv2_d", 1, D, params(d2), ds(3e-300, 4e-300))[0]), 1e-314);
    }

    @Test
    void lengthOfFloatVectorBeyondSqrtOfFloatMax() {
        // squares overflow float, but the length 5e30 is representable
        assertEquals(5e30f, asF(call("_Z6lengthDv2_f", 1, F, params(vec(2, F)), fs(3e30f, 4e30f))[0]));
    }

    @Test
    void distanceIsLengthOfDifference() {
        long[] r = call("_Z8distanceDv4_fS_", 1, F, params(F4, F4), fs(1, 1, 1, 1), fs(4, 5, 1, 1));
        assertEquals(5f, asF(r[0]));
    }

    @Test
    void normalizeGivesUnitVector() {
        long[] r = call("_Z9normalizeDv4_f", 4, F4, params(F4), fs(0, 3, 0, -4));
        assertArrayEquals(fs(0, 0.6f, 0, -0.8f), r);
    }

    @Test
    void normalizeOfZeroVectorIsZero() {
        long[] r = call("_Z9normalizeDv3_f", 3, F3, params(F3), fs(0, -0.0f, 0));
        assertArrayEquals(fs(0, -0.0f, 0), r);
    }

    @Test
    void normalizeWithInfiniteElements() {
        long[] r = call("_Z9normalizeDv3_f", 3, F3, params(F3), fs(Float.POSITIVE_INFINITY, 2,
                Float.NEGATIVE_INFINITY));
        float h = (float) (1 / Math.sqrt(2));
        assertArrayEquals(fs(h, 0, -h), r);
    }

    @Test
    void crossOfUnitVectors() {
        assertArrayEquals(fs(0, 0, 1), call("_Z5crossDv3_fS_", 3, F3, params(F3, F3), fs(1, 0, 0), fs(0, 1, 0)));
        assertArrayEquals(fs(-3, 6, -3, 0),
                call("_Z5crossDv4_fS_", 4, F4, params(F4, F4), fs(1, 2, 3, 9), fs(4, 5, 6, 9)));
    }

    @Test
    void fastVariantsAgreeWithinTheirLooserBounds() {
        long[] r = call("_Z11fast_lengthDv4_f", 1, F, params(F4), fs(1, 1, 1, 1));
        assertEquals(2f, asF(r[0]));
        long[] n = call("_Z14fast_normalizeDv2_f", 2, vec(2, F), params(vec(2, F)), fs(1, 1));
        assertTrue(Calls.floatUlpError(asF(n[0]), Math.sqrt(0.5)) <= 8192);
    }
}
