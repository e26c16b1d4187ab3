package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.D;
import static dev.aiwc.instrumenter.builtins.Calls.F;
import static dev.aiwc.instrumenter.builtins.Calls.asD;
import static dev.aiwc.instrumenter.builtins.Calls.asF;
import static dev.aiwc.instrumenter.builtins.Calls.call;
import static dev.aiwc.instrumenter.builtins.Calls.callD;
import static dev.aiwc.instrumenter.builtins.Calls.callF;
import static dev.aiwc.instrumenter.builtins.Calls.floatUlpError;
import static dev.aiwc.instrumenter.builtins.Calls.fs;
import static dev.aiwc.instrumenter.builtins.Calls.params;
import static dev.aiwc.instrumenter.builtins.Calls.vec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aiwc.instrumenter.ir.IrType;
import org.junit.jupiter.api.Test;

/** The most used float builtins: exact where OpenCL requires correct rounding, ULP-bounded elsewhere. */
class CommonFloatBuiltinsTest {
    private static final IrType F4 = vec(4, F);

    @Test
    void sqrtOfPerfectSquareIsExact() {
        assertEquals(3.0f, callF("_Z4sqrtf", 9.0f));
        assertEquals(0x1p-70f, callF("_Z4sqrtf", 0x1p-140f));
    }

    @Test
    void sqrtIsCorrectlyRounded() {
        // sqrt(2) = 1.41421356237309504880...; the nearest float is 0x1.6a09e6p0 (1.41421353816986083984375)
        assertEquals(0x1.6a09e6p0f, callF("_Z4sqrtf", 2.0f));
        // sqrt(3) = 1.7320508075688772935...; nearest float 0x1.bb67aep0 = 1.73205077648162841796875
        assertEquals(0x1.bb67aep0f, callF("_Z4sqrtf", 3.0f));
    }

    @Test
    void sqrtOfNegativeIsNaNAndOfMinusZeroIsMinusZero() {
        assertTrue(Float.isNaN(callF("_Z4sqrtf", -1.0f)));
        assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(callF("_Z4sqrtf", -0.0f)));
    }

    @Test
    void sqrtOnEveryLaneOfAVector() {
        long[] r = call("_Z4sqrtDv4_f", 4, F4, params(F4), fs(1f, 4f, 16f, 0.25f));
        assertArrayEquals(fs(1f, 2f, 4f, 0.5f), r);
    }

    @Test
    void sqrtOfThreeVectorTouchesThreeSlotsOnly() {
        IrType f3 = vec(3, F);
        long[] r = call("_Z4sqrtDv3_f", 4, f3, params(f3), fs(1f, 4f, 9f));
        assertArrayEquals(new long[] {Calls.f(1f), Calls.f(2f), Calls.f(3f), 0}, r);
    }

    @Test
    void rsqrtWithinTwoUlp() {
        assertEquals(0.5f, callF("_Z5rsqrtf", 4.0f));
        // 1/sqrt(2) = 0.70710678118654752440...
        assertTrue(floatUlpError(callF("_Z5rsqrtf", 2.0f), 0.70710678118654752440) <= 2);
    }

    @Test
    void expAndLogWithinThreeUlp() {
        assertEquals(1.0f, callF("_Z3expf", 0.0f));
        assertTrue(floatUlpError(callF("_Z3expf", 1.0f), 2.71828182845904523536) <= 3);
        assertTrue(floatUlpError(callF("_Z3expf", -10.0f), 4.5399929762484851536e-5) <= 3);
        assertEquals(0.0f, callF("_Z3logf", 1.0f));
        assertTrue(floatUlpError(callF("_Z3logf", 10.0f), 2.30258509299404568402) <= 3);
        assertEquals(Float.NEGATIVE_INFINITY, callF("_Z3logf", 0.0f));
        assertTrue(Float.isNaN(callF("_Z3logf", -1.0f)));
    }

    @Test
    void expOverflowsToInfinity() {
        assertEquals(Float.POSITIVE_INFINITY, callF("_Z3expf", 89.0f));
    }

    @Test
    void powOfExactCasesAndC99SpecialCases() {
        assertEquals(1024.0f, callF("_Z3powff", 2.0f, 10.0f));
        assertEquals(0.125f, callF("_Z3powff", 2.0f, -3.0f));
        assertEquals(1.0f, callF("_Z3powff", 1.0f, Float.NaN));
        assertEquals(1.0f, callF("_Z3powff", -1.0f, Float.POSITIVE_INFINITY));
        assertEquals(1.0f, callF("_Z3powff", Float.NaN, 0.0f));
        assertTrue(Float.isNaN(callF("_Z3powff", -2.0f, 0.5f)));
        // 10^0.5 = 3.16227766016837933200
        assertTrue(floatUlpError(callF("_Z3powff", 10.0f, 0.5f), 3.16227766016837933200) <= 16);
    }

    @Test
    void fabsClearsOnlyTheSignBit() {
        assertEquals(2.5f, callF("_Z4fabsf", -2.5f));
        assertEquals(Float.floatToRawIntBits(0.0f), Float.floatToRawIntBits(callF("_Z4fabsf", -0.0f)));
    }

    @Test
    void floorCeilTruncRoundRint() {
        assertEquals(-3.0f, callF("_Z5floorf", -2.5f));
        assertEquals(-2.0f, callF("_Z4ceilf", -2.5f));
        assertEquals(-2.0f, callF("_Z5truncf", -2.5f));
        assertEquals(-3.0f, callF("_Z5roundf", -2.5f)); // halfway goes away from zero
        assertEquals(-2.0f, callF("_Z4rintf", -2.5f)); // halfway goes to even
        assertEquals(3.0f, callF("_Z5roundf", 2.5f));
        assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(callF("_Z5truncf", -0.5f)));
    }

    @Test
    void fminFmaxIgnoreASingleNaN() {
        assertEquals(1.0f, callF("_Z4fminff", 1.0f, 2.0f));
        assertEquals(2.0f, callF("_Z4fmaxff", 1.0f, 2.0f));
        assertEquals(1.0f, callF("_Z4fmaxff", Float.NaN, 1.0f));
        assertEquals(1.0f, callF("_Z4fminff", 1.0f, Float.NaN));
        assertTrue(Float.isNaN(callF("_Z4fminff", Float.NaN, Float.NaN)));
    }

    @Test
    void fmaxWithScalarBroadcast() {
        long[] r = call("_Z4fmaxDv4_ff", 4, F4, params(F4, F), fs(-1f, 0f, 1f, 2f), fs(0.5f));
        assertArrayEquals(fs(0.5f, 0.5f, 1f, 2f), r);
    }

    @Test
    void fmaIsFusedWithOneRounding() {
        // (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46 exactly; unfused, the product rounds to 1 and the result is 0
        float a = 1 + 0x1p-23f;
        float b = 1 - 0x1p-23f;
        assertEquals(-0x1p-46f, callF("_Z3fmafff", a, b, -1.0f));
    }

    @Test
    void madComputesProductPlusAddend() {
        assertEquals(7.0f, callF("_Z3madfff", 2.0f, 3.0f, 1.0f));
    }

    @Test
    void floatMinMaxAreTheCommonFunctions() {
        assertEquals(-1.0f, callF("_Z3minff", -1.0f, 3.0f));
        assertEquals(3.0f, callF("_Z3maxff", -1.0f, 3.0f));
    }

    @Test
    void clampVectorWithScalarBounds() {
        long[] r = call("_Z5clampDv4_fff", 4, F4, params(F4, F, F), fs(-2f, 0.25f, 0.75f, 5f), fs(0f), fs(1f));
        assertArrayEquals(fs(0f, 0.25f, 0.75f, 1f), r);
    }

    @Test
    void mixInterpolatesWithScalarWeight() {
        long[] r = call("_Z3mixDv4_fS_f", 4, F4, params(F4, F4, F), fs(0f, 10f, -4f, 1f), fs(4f, 20f, 4f, 1f),
                fs(0.25f));
        assertArrayEquals(fs(1f, 12.5f, -2f, 1f), r);
    }

    @Test
    void doubleVariantsUseDoubleSlots() {
        assertEquals(3.0, callD("_Z4sqrtd", 9.0));
        assertEquals(4.0, callD("_Z4fmaxdd", 4.0, -1.0));
        assertEquals(Math.sqrt(2.0), callD("_Z4sqrtd", 2.0));
        IrType d2 = vec(2, D);
        long[] r = call("_Z3fmaDv2_dS_S_", 2, d2, params(d2, d2, d2), Calls.ds(1, 2), Calls.ds(3, 4),
                Calls.ds(0.5, 0.25));
        assertEquals(3.5, asD(r[0]));
        assertEquals(8.25, asD(r[1]));
    }

    @Test
    void resultNaNsAreCanonical() {
        long[] r = call("_Z4sqrtf", 1, F, params(F), fs(-4f));
        assertEquals(0x7fc00000L, r[0]);
    }

    @Test
    void negativeFloatResultIsStoredSignExtended() {
        long[] r = call("_Z4fabsf", 1, F, params(F), fs(-1f));
        assertEquals(Float.floatToRawIntBits(1f), r[0]);
        long[] n = call("_Z5floorf", 1, F, params(F), fs(-1.5f));
        assertEquals((long) Float.floatToRawIntBits(-2f), n[0]);
        assertTrue(n[0] < 0);
        assertEquals(-2f, asF(n[0]));
    }

    @Test
    void nonBuiltinsResolveToNull() {
        assertNull(Builtins.resolve("_Z13get_global_idj", Calls.fn(Calls.I64, Calls.I32)));
        assertNull(Builtins.resolve("_Z6vload4mPU3AS1Kf", Calls.fn(F4, Calls.I64, Calls.PTR)));
        assertNull(Builtins.resolve("_Z10atomic_addPU3AS1Vii", Calls.fn(Calls.I32, Calls.PTR, Calls.I32)));
        assertNull(Builtins.resolve("_Z7barrierj", Calls.fn(dev.aiwc.instrumenter.ir.Types.VOID, Calls.I32)));
        assertNull(Builtins.resolve("my_helper", Calls.fn(F, F)));
        assertNull(Builtins.resolve("llvm.memcpy.p0.p1.i64", Calls.fn(dev.aiwc.instrumenter.ir.Types.VOID,
                Calls.PTR, Calls.PTR, Calls.I64, Calls.I1)));
        assertNull(Builtins.resolve("llvm.lifetime.start.p0", Calls.fn(dev.aiwc.instrumenter.ir.Types.VOID,
                Calls.I64, Calls.PTR)));
    }
}
