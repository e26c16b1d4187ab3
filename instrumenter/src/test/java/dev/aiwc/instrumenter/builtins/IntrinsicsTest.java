package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.D;
import static dev.aiwc.instrumenter.builtins.Calls.F;
import static dev.aiwc.instrumenter.builtins.Calls.I1;
import static dev.aiwc.instrumenter.builtins.Calls.I16;
import static dev.aiwc.instrumenter.builtins.Calls.I32;
import static dev.aiwc.instrumenter.builtins.Calls.I64;
import static dev.aiwc.instrumenter.builtins.Calls.I8;
import static dev.aiwc.instrumenter.builtins.Calls.asF;
import static dev.aiwc.instrumenter.builtins.Calls.call;
import static dev.aiwc.instrumenter.builtins.Calls.ds;
import static dev.aiwc.instrumenter.builtins.Calls.fs;
import static dev.aiwc.instrumenter.builtins.Calls.ls;
import static dev.aiwc.instrumenter.builtins.Calls.params;
import static dev.aiwc.instrumenter.builtins.Calls.vec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aiwc.instrumenter.ir.IrType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LLVM intrinsics per the LLVM Language Reference, scalar and vector overloads. */
class IntrinsicsTest {
    private static final IrType I4 = vec(4, I32);
    private static final IrType F4 = vec(4, F);

    @Test
    void baseNamesDropOverloadSuffixes() {
        assertEquals("smax", Intrinsics.baseName("llvm.smax.v4i32"));
        assertEquals("fmuladd", Intrinsics.baseName("llvm.fmuladd.f32"));
        assertEquals("vector.reduce.add", Intrinsics.baseName("llvm.vector.reduce.add.v4i32"));
        assertEquals("vector.reduce.fadd", Intrinsics.baseName("llvm.experimental.vector.reduce.v2.fadd.f32.v4f32"));
        assertEquals("vector.reduce.umax", Intrinsics.baseName("llvm.experimental.vector.reduce.umax.v8i16"));
        assertEquals("sadd.with.overflow", Intrinsics.baseName("llvm.sadd.with.overflow.i32"));
        assertEquals("fptosi.sat", Intrinsics.baseName("llvm.fptosi.sat.i32.f32"));
        assertEquals("powi", Intrinsics.baseName("llvm.powi.f32.i32"));
    }

    @Test
    void fmuladdIsFused() {
        float a = 1 + 0x1p-23f;
        float b = 1 - 0x1p-23f;
        long r = call("llvm.fmuladd.f32", 1, F, params(F, F, F), fs(a), fs(b), fs(-1))[0];
        assertEquals(-0x1p-46f, asF(r));
    }

    @Test
    void fmaOnVectors() {
        long[] r = call("llvm.fma.v4f32", 4, F4, params(F4, F4, F4), fs(1, 2, 3, 4), fs(2, 2, 2, 2), fs(1, 1, 1, 1));
        assertArrayEquals(fs(3, 5, 7, 9), r);
    }

    @Test
    void signedAndUnsignedMinMax() {
        assertEquals(3, call("llvm.smax.i32", 1, I32, params(I32, I32), ls(-5), ls(3))[0]);
        assertEquals(-5, call("llvm.umax.i32", 1, I32, params(I32, I32), ls(-5), ls(3))[0]);
        assertEquals(3, call("llvm.umin.i64", 1, I64, params(I64, I64), ls(-5), ls(3))[0]);
        assertArrayEquals(ls(-5, 2, -1, 0),
                call("llvm.smin.v4i32", 4, I4, params(I4, I4), ls(-5, 2, 7, 0), ls(3, 2, -1, 1)));
    }

    @Test
    void absWrapsIntMin() {
        assertEquals(5, call("llvm.abs.i32", 1, I32, params(I32, I1), ls(-5), ls(0))[0]);
        assertEquals(Integer.MIN_VALUE, call("llvm.abs.i32", 1, I32, params(I32, I1), ls(Integer.MIN_VALUE), ls(0))[0]);
    }

    @Test
    void funnelShifts() {
        // fshl(0x12345678, 0x9abcdef0, 8) = 0x3456789a; fshr(..., 8) = 0x789abcde
        assertEquals(0x3456789a, call("llvm.fshl.i32", 1, I32, params(I32, I32, I32), ls(0x12345678),
                ls((int) 0x9abcdef0), ls(8))[0]);
        assertEquals(0x789abcde, call("llvm.fshr.i32", 1, I32, params(I32, I32, I32), ls(0x12345678),
                ls((int) 0x9abcdef0), ls(8))[0]);
        // a rotate is a funnel shift of a value with itself; the amount is taken modulo the width
        assertEquals(3, call("llvm.fshl.i8", 1, I8, params(I8, I8, I8), ls((byte) 0x81), ls((byte) 0x81), ls(9))[0]);
    }

    @Test
    void bitCounting() {
        assertEquals(32, call("llvm.ctlz.i32", 1, I32, params(I32, I1), ls(0), ls(0))[0]);
        assertEquals(4, call("llvm.cttz.i64", 1, I64, params(I64, I1), ls(16), ls(1))[0]);
        assertEquals(16, call("llvm.ctpop.i16", 1, I16, params(I16), ls(-1))[0]);
    }

    @Test
    void byteSwapAndBitReverse() {
        assertEquals(0x78563412, call("llvm.bswap.i32", 1, I32, params(I32), ls(0x12345678))[0]);
        assertEquals((short) 0x3412, call("llvm.bswap.i16", 1, I16, params(I16), ls(0x1234))[0]);
        assertEquals((byte) 0x80, call("llvm.bitreverse.i8", 1, I8, params(I8), ls(1))[0]);
    }

    @Test
    void saturatingArithmetic() {
        assertEquals(127, call("llvm.sadd.sat.i8", 1, I8, params(I8, I8), ls(100), ls(100))[0]);
        assertEquals(-1, call("llvm.uadd.sat.i8", 1, I8, params(I8, I8), ls((byte) 200), ls(100))[0]);
        assertEquals(0, call("llvm.usub.sat.i32", 1, I32, params(I32, I32), ls(1), ls(2))[0]);
        assertEquals(Integer.MIN_VALUE,
                call("llvm.ssub.sat.i32", 1, I32, params(I32, I32), ls(Integer.MIN_VALUE), ls(1))[0]);
    }

    @Test
    void withOverflowWritesValueThenFlag() {
        IrType st = new IrType.StructType(null, List.of(I32, I1), false);
        assertArrayEquals(ls(Integer.MIN_VALUE, 1),
                call("llvm.sadd.with.overflow.i32", 2, st, params(I32, I32), ls(Integer.MAX_VALUE), ls(1)));
        assertArrayEquals(ls(5, 0), call("llvm.sadd.with.overflow.i32", 2, st, params(I32, I32), ls(2), ls(3)));
        assertArrayEquals(ls(0, 1), call("llvm.uadd.with.overflow.i32", 2, st, params(I32, I32), ls(-1), ls(1)));
        assertArrayEquals(ls(-1, 1), call("llvm.usub.with.overflow.i32", 2, st, params(I32, I32), ls(0), ls(1)));
        assertArrayEquals(ls(0, 1),
                call("llvm.umul.with.overflow.i32", 2, st, params(I32, I32), ls(65536), ls(65536)));
        IrType st64 = new IrType.StructType(null, List.of(I64, I1), false);
        assertArrayEquals(ls(Long.MIN_VALUE, 1),
                call("llvm.smul.with.overflow.i64", 2, st64, params(I64, I64), ls(1L << 62), ls(2)));
        assertArrayEquals(ls(-2, 1), call("llvm.umul.with.overflow.i64", 2, st64, params(I64, I64), ls(-1), ls(2)));
    }

    @Test
    void floatingIntrinsics() {
        assertEquals(3f, asF(call("llvm.sqrt.f32", 1, F, params(F), fs(9))[0]));
        assertEquals(2f, asF(call("llvm.fabs.f32", 1, F, params(F), fs(-2))[0]));
        assertEquals(-3f, asF(call("llvm.round.f32", 1, F, params(F), fs(-2.5f))[0]));
        assertEquals(-2f, asF(call("llvm.roundeven.f32", 1, F, params(F), fs(-2.5f))[0]));
        assertEquals(-2f, asF(call("llvm.nearbyint.f32", 1, F, params(F), fs(-2.5f))[0]));
        assertEquals(-1f, asF(call("llvm.copysign.f32", 1, F, params(F, F), fs(1), fs(-0.0f))[0]));
        assertEquals(8f, asF(call("llvm.powi.f32.i32", 1, F, params(F, I32), fs(2), ls(3))[0]));
        assertEquals(3.0, Calls.asD(call("llvm.floor.f64", 1, D, params(D), ds(3.7))[0]));
    }

    @Test
    void minnumIgnoresNaNButMinimumPropagatesIt() {
        long nan = Calls.f(Float.NaN);
        assertEquals(1f, asF(call("llvm.minnum.f32", 1, F, params(F, F), ls(nan), fs(1))[0]));
        assertEquals(0x7fc00000L, call("llvm.minimum.f32", 1, F, params(F, F), ls(nan), fs(1))[0]);
        assertEquals((long) Float.floatToRawIntBits(-0.0f),
                call("llvm.minimum.f32", 1, F, params(F, F), fs(0.0f), fs(-0.0f))[0]);
    }

    @Test
    void integerReductions() {
        assertEquals(10, call("llvm.vector.reduce.add.v4i32", 1, I32, params(I4), ls(1, 2, 3, 4))[0]);
        assertEquals(24, call("llvm.vector.reduce.mul.v4i32", 1, I32, params(I4), ls(1, 2, 3, 4))[0]);
        assertEquals(-4, call("llvm.vector.reduce.umax.v4i32", 1, I32, params(I4), ls(1, -4, 3, 4))[0]);
        assertEquals(-4, call("llvm.vector.reduce.smin.v4i32", 1, I32, params(I4), ls(1, -4, 3, 4))[0]);
        assertEquals(7, call("llvm.vector.reduce.or.v4i32", 1, I32, params(I4), ls(1, 2, 4, 0))[0]);
        IrType b4 = vec(4, I1);
        assertEquals(1, call("llvm.vector.reduce.or.v4i1", 1, I1, params(b4), ls(0, 0, 1, 0))[0]);
        assertEquals(0, call("llvm.vector.reduce.and.v4i1", 1, I1, params(b4), ls(1, 0, 1, 1))[0]);
    }

    @Test
    void floatReductionsStartFromTheScalar() {
        assertEquals(11f, asF(call("llvm.vector.reduce.fadd.v4f32", 1, F, params(F, F4), fs(1), fs(1, 2, 3, 4))[0]));
        assertEquals(48f, asF(call("llvm.experimental.vector.reduce.v2.fmul.f32.v4f32", 1, F, params(F, F4), fs(2),
                fs(1, 2, 3, 4))[0]));
        assertEquals(4f, asF(call("llvm.vector.reduce.fmax.v4f32", 1, F, params(F4), fs(1, Float.NaN, 4, 3))[0]));
    }

    @Test
    void saturatingFloatToInt() {
        assertEquals(127, call("llvm.fptosi.sat.i8.f32", 1, I8, params(F), fs(1000))[0]);
        assertEquals(0, call("llvm.fptoui.sat.i32.f32", 1, I32, params(F), fs(-3))[0]);
        assertEquals(0, call("llvm.fptosi.sat.i32.f32", 1, I32, params(F), fs(Float.NaN))[0]);
    }

    @Test
    void isFpclassTestsTheMask() {
        // 0x3 = any NaN; 0x204 = +-inf; 0x90 = subnormal of either sign
        assertEquals(1, call("llvm.is.fpclass.f32", 1, I1, params(F, I32), fs(Float.NaN), ls(3))[0]);
        assertEquals(1, call("llvm.is.fpclass.f32", 1, I1, params(F, I32), fs(Float.NEGATIVE_INFINITY), ls(0x204))[0]);
        assertEquals(1, call("llvm.is.fpclass.f32", 1, I1, params(F, I32), fs(-Float.MIN_VALUE), ls(0x90))[0]);
        assertEquals(0, call("llvm.is.fpclass.f32", 1, I1, params(F, I32), fs(1.0f), ls(0x90))[0]);
    }

    @Test
    void expectReturnsItsValue() {
        assertEquals(42, call("llvm.expect.i64", 1, I64, params(I64, I64), ls(42), ls(0))[0]);
        assertEquals(7, call("llvm.expect.with.probability.i32", 1, I32, params(I32, I32, D), ls(7), ls(0),
                ds(0.5))[0]);
    }

    @Test
    void lrintRoundsToEvenAndLroundAwayFromZero() {
        assertEquals(2, call("llvm.lrint.i64.f32", 1, I64, params(F), fs(2.5f))[0]);
        assertEquals(-3, call("llvm.lround.i32.f64", 1, I32, params(D), ds(-2.5))[0]);
    }
}
