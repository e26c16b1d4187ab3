package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.D;
import static dev.aiwc.instrumenter.builtins.Calls.F;
import static dev.aiwc.instrumenter.builtins.Calls.H;
import static dev.aiwc.instrumenter.builtins.Calls.I16;
import static dev.aiwc.instrumenter.builtins.Calls.I32;
import static dev.aiwc.instrumenter.builtins.Calls.I64;
import static dev.aiwc.instrumenter.builtins.Calls.asD;
import static dev.aiwc.instrumenter.builtins.Calls.asF;
import static dev.aiwc.instrumenter.builtins.Calls.call;
import static dev.aiwc.instrumenter.builtins.Calls.callF;
import static dev.aiwc.instrumenter.builtins.Calls.ds;
import static dev.aiwc.instrumenter.builtins.Calls.fs;
import static dev.aiwc.instrumenter.builtins.Calls.ls;
import static dev.aiwc.instrumenter.builtins.Calls.params;
import static dev.aiwc.instrumenter.builtins.Calls.vec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aiwc.instrumenter.ir.IrType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scalar-broadcast overloads, half_ and native_ variants, half precision and the remaining shapes. */
class OverloadsAndVariantsTest {
    private static final IrType F4 = vec(4, F);

    @Test
    void ldexpOfVectorWithScalarExponent() {
        long[] r = call("_Z5ldexpDv4_fi", 4, F4, params(F4, I32), fs(1, 3, -0.5f, 0), ls(3));
        assertArrayEquals(fs(8, 24, -4, 0), r);
    }

    @Test
    void ldexpRoundsIntoTheSubnormalRangeOnce() {
        // 3 * 2^-150 = 1.5 * 2^-149 lies halfway between 2^-149 and 2^-148: ties to even gives 2^-148
        assertEquals(0x1p-148f, Calls.callFI("_Z5ldexpfi", 3f, -150));
        assertEquals(Float.POSITIVE_INFINITY, Calls.callFI("_Z5ldexpfi", 1f, 200));
    }

    @Test
    void stepWithScalarEdge() {
        long[] r = call("_Z4stepfDv4_f", 4, F4, params(F, F4), fs(0.5f), fs(0, 0.5f, 1, -1));
        assertArrayEquals(fs(0, 1, 1, 0), r);
    }

    @Test
    void smoothstepWithScalarEdges() {
        long[] r = call("_Z10smoothstepffDv4_f", 4, F4, params(F, F, F4), fs(0), fs(2), fs(-1, 0.5f, 1, 3));
        // t = 0.25: t^2 (3 - 2t) = 0.15625; t = 0.5: 0.5
        assertArrayEquals(fs(0, 0.15625f, 0.5f, 1), r);
    }

    @Test
    void fminWithScalarSecondArgument() {
        long[] r = call("_Z4fminDv4_ff", 4, F4, params(F4, F), fs(-1, 0, 1, 2), fs(0.5f));
        assertArrayEquals(fs(-1, 0, 0.5f, 0.5f), r);
    }

    @Test
    void nativeAndHalfVariantsComputeTheFunction() {
        assertEquals(3f, callF("_Z11native_sqrtf", 9f));
        assertEquals(3f, callF("_Z9half_sqrtf", 9f));
        assertEquals(0.25f, callF("_Z12native_recipf", 4f));
        assertEquals(2.5f, callF("_Z13native_divideff", 5f, 2f));
        assertEquals(8f, callF("_Z9half_powrff", 2f, 3f));
        assertTrue(Calls.floatUlpError(callF("_Z10native_expf", 1f), Math.E) <= 3);
        assertEquals(0.5f, callF("_Z10half_rsqrtf", 4f));
    }

    @Test
    void halfPrecisionMath() {
        // sqrt(2) in half: 1.4142 -> 0x3da8 (1.4140625)
        assertEquals(0x3da8, call("_Z4sqrtDh", 1, H, params(H), ls(0x4000))[0]);
        // fma(1.5, 2, 0.25) = 3.25 = 0x4280
        assertEquals(0x4280, call("_Z3fmaDhDhDh", 1, H, params(H, H, H), ls(0x3e00), ls(0x4000), ls(0x3400))[0]);
        // fabs of -2 (0xc000)
        assertEquals(0x4000, call("_Z4fabsDh", 1, H, params(H), ls(0xc000))[0]);
        IrType h2 = vec(2, H);
        IrType s2 = vec(2, I16);
        assertArrayEquals(ls(-1, 0), call("_Z5isnanDv2_Dh", 2, s2, params(h2), ls(0x7e00, 0x3c00)));
    }

    @Test
    void nanBuiltinCarriesTheCode() {
        long f = call("_Z3nanj", 1, F, params(I32), ls(5))[0];
        assertTrue(Float.isNaN(asF(f)));
        assertEquals(0x7fc00005L, f);
        long d = call("_Z3nanm", 1, D, params(I64), ls(7))[0];
        assertTrue(Double.isNaN(asD(d)));
        assertEquals(0x7ff8000000000007L, d);
    }

    @Test
    void doubleGeometry() {
        IrType d3 = vec(3, D);
        assertEquals(32.0, asD(call("_Z3dotDv3_dS_", 1, D, params(d3, d3), ds(1, 2, 3), ds(4, 5, 6))[0]));
        assertArrayEquals(ds(-3, 6, -3), call("_Z5crossDv3_dS_", 3, d3, params(d3, d3), ds(1, 2, 3), ds(4, 5, 6)));
    }

    @Test
    void upsampleOnVectors() {
        IrType c2 = vec(2, Calls.I8);
        IrType s2 = vec(2, I16);
        long[] r = call("_Z8upsampleDv2_cDv2_h", 2, s2, params(c2, c2), ls(-1, 1), ls(-1, 2));
        assertArrayEquals(ls(-1, 0x102), r);
    }

    @Test
    void absOfShortVectorReturnsUnsignedLanes() {
        IrType s8 = vec(8, I16);
        long[] r = call("_Z3absDv8_s", 8, s8, params(s8), ls(-1, 2, -3, 4, Short.MIN_VALUE, 0, 7, -8));
        assertArrayEquals(ls(1, 2, 3, 4, Short.MIN_VALUE, 0, 7, 8), r);
    }

    @Test
    void llvmFrexpAndLdexp() {
        IrType st = new IrType.StructType(null, List.of(F, I32), false);
        assertArrayEquals(ls(Calls.f(0.75f), 4), call("llvm.frexp.f32.i32", 2, st, params(F), fs(12f)));
        assertEquals(12f, asF(call("llvm.ldexp.f32.i32", 1, F, params(F, I32), fs(0.75f), ls(4))[0]));
    }

    @Test
    void vectorWithOverflowPutsAllFlagsAfterAllValues() {
        IrType i2 = vec(2, I32);
        IrType b2 = vec(2, Calls.I1);
        IrType st = new IrType.StructType(null, List.of(i2, b2), false);
        long[] r = call("llvm.uadd.with.overflow.v2i32", 4, st, params(i2, i2), ls(-1, 1), ls(1, 1));
        assertArrayEquals(ls(0, 2, 1, 0), r);
    }

    @Test
    void degreesAndRadians() {
        assertEquals(180f, callF("_Z7degreesf", (float) Math.PI));
        assertEquals((float) Math.PI, callF("_Z7radiansf", 180f));
    }

    @Test
    void signOfSpecialValues() {
        assertEquals(-1f, callF("_Z4signf", -3f));
        assertEquals(0f, callF("_Z4signf", Float.NaN));
        assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(callF("_Z4signf", -0f)));
    }
}
