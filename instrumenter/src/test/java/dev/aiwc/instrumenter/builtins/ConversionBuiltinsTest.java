package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.D;
import static dev.aiwc.instrumenter.builtins.Calls.F;
import static dev.aiwc.instrumenter.builtins.Calls.H;
import static dev.aiwc.instrumenter.builtins.Calls.I16;
import static dev.aiwc.instrumenter.builtins.Calls.I32;
import static dev.aiwc.instrumenter.builtins.Calls.I64;
import static dev.aiwc.instrumenter.builtins.Calls.I8;
import static dev.aiwc.instrumenter.builtins.Calls.asD;
import static dev.aiwc.instrumenter.builtins.Calls.asF;
import static dev.aiwc.instrumenter.builtins.Calls.call;
import static dev.aiwc.instrumenter.builtins.Calls.ds;
import static dev.aiwc.instrumenter.builtins.Calls.fs;
import static dev.aiwc.instrumenter.builtins.Calls.ls;
import static dev.aiwc.instrumenter.builtins.Calls.params;
import static dev.aiwc.instrumenter.builtins.Calls.vec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.aiwc.instrumenter.ir.IrType;
import org.junit.jupiter.api.Test;

/** convert_type[n][_sat][_rounding] per OpenCL 1.2 section 6.2.3. */
class ConversionBuiltinsTest {

    private static long conv(String name, IrType ret, IrType param, long arg) {
        return call(name, 1, ret, params(param), ls(arg))[0];
    }

    @Test
    void floatToUcharSaturatesNegativeToZero() {
        assertEquals(0, conv("_Z17convert_uchar_satf", I8, F, Calls.f(-3.7f)));
    }

    @Test
    void floatToUcharSaturatesAbove255AndStoresSignExtended() {
        // 255 is the byte 0xff, held sign-extended in its slot
        assertEquals(-1, conv("_Z17convert_uchar_satf", I8, F, Calls.f(300f)));
        assertEquals((byte) 200, conv("_Z17convert_uchar_satf", I8, F, Calls.f(200.9f)));
    }

    @Test
    void nanConvertsToZeroUnderSat() {
        assertEquals(0, conv("_Z15convert_int_satf", I32, F, Calls.f(Float.NaN)));
    }

    @Test
    void floatToIntSaturatesAtTheIntRange() {
        assertEquals(Integer.MAX_VALUE, conv("_Z15convert_int_satf", I32, F, Calls.f(3e9f)));
        assertEquals(Integer.MIN_VALUE, conv("_Z15convert_int_satf", I32, F, Calls.f(-3e9f)));
    }

    @Test
    void outOfRangeWithoutSatFollowsX86TruncatingConversion() {
        // cvttss2si gives the "integer indefinite" 0x80000000 for NaN and out-of-range values; narrower types keep
        // the low bits of the 32-bit conversion, uint those of the 64-bit one
        assertEquals(Integer.MIN_VALUE, conv("_Z11convert_intf", I32, F, Calls.f(Float.NaN)));
        assertEquals(Integer.MIN_VALUE, conv("_Z11convert_intf", I32, F, Calls.f(3e9f)));
        assertEquals(300 - 256, conv("_Z13convert_ucharf", I8, F, Calls.f(300.5f)));
        assertEquals((int) -3L, conv("_Z12convert_uintf", I32, F, Calls.f(-3.7f)));
        assertEquals(Long.MIN_VALUE, conv("_Z13convert_ulongf", I64, F, Calls.f(Float.POSITIVE_INFINITY)));
        // 1.5 * 2^63 is in ulong's range and converts exactly
        assertEquals(Long.MIN_VALUE + (1L << 62), conv("_Z13convert_ulongf", I64, F, Calls.f(0x1.8p63f)));
    }

    @Test
    void roundToNearestEvenOnTies() {
        assertEquals(2, conv("_Z15convert_int_rtef", I32, F, Calls.f(2.5f)));
        assertEquals(4, conv("_Z15convert_int_rtef", I32, F, Calls.f(3.5f)));
        assertEquals(-2, conv("_Z15convert_int_rtef", I32, F, Calls.f(-2.5f)));
    }

    @Test
    void defaultFloatToIntRoundsTowardZero() {
        assertEquals(-2, conv("_Z11convert_intf", I32, F, Calls.f(-2.9f)));
        assertEquals(2, conv("_Z11convert_intf", I32, F, Calls.f(2.9f)));
    }

    @Test
    void directedFloatToIntRoundings() {
        assertEquals(3, conv("_Z15convert_int_rtpf", I32, F, Calls.f(2.1f)));
        assertEquals(-3, conv("_Z15convert_int_rtnf", I32, F, Calls.f(-2.1f)));
        assertEquals(-2, conv("_Z15convert_int_rtzf", I32, F, Calls.f(-2.9f)));
    }

    @Test
    void doubleToLongSatRtz() {
        assertEquals(Long.MAX_VALUE, conv("_Z20convert_long_sat_rtzd", I64, D, Calls.d(1e30)));
        assertEquals(-12, conv("_Z20convert_long_sat_rtzd", I64, D, Calls.d(-12.99)));
    }

    @Test
    void doubleToUlongCoversTheUpperHalf() {
        // 2^63 + 2^11 is exact in double and above Long.MAX_VALUE
        long r = conv("_Z21convert_ulong_sat_rtzd", I64, D, Calls.d(0x1p63 + 0x1p11));
        assertEquals(Long.MIN_VALUE + 2048, r);
        assertEquals(-1L, conv("_Z17convert_ulong_satd", I64, D, Calls.d(1e20)));
    }

    @Test
    void integerNarrowingWrapsWithoutSat() {
        assertEquals((byte) 0x34, conv("_Z12convert_chari", I8, I32, 0x1234));
        assertEquals((short) 0xffff, conv("_Z14convert_ushorti", I16, I32, -1));
    }

    @Test
    void integerNarrowingClampsWithSat() {
        assertEquals(127, conv("_Z16convert_char_sati", I8, I32, 1000));
        assertEquals(-128, conv("_Z16convert_char_sati", I8, I32, -1000));
        assertEquals(0, conv("_Z17convert_uchar_sati", I8, I32, -5));
        // uint 0xffffffff (slot -1) is 4294967295, not -1: int saturates it to INT_MAX
        assertEquals(Integer.MAX_VALUE, conv("_Z15convert_int_satj", I32, I32, -1));
        // ulong 2^64-1 into long
        assertEquals(Long.MAX_VALUE, conv("_Z16convert_long_satm", I64, I64, -1));
        // long -1 into ulong
        assertEquals(0, conv("_Z17convert_ulong_satl", I64, I64, -1));
    }

    @Test
    void unsignedWideningZeroExtends() {
        // uchar 0xff (slot -1) widens to int 255
        assertEquals(255, conv("_Z11convert_inth", I32, I8, -1));
        // char -1 widens to int -1
        assertEquals(-1, conv("_Z11convert_intc", I32, I8, -1));
    }

    @Test
    void intToFloatRoundsToNearestEvenByDefault() {
        // 16777217 = 2^24 + 1 lies halfway between 2^24 and 2^24 + 2: ties to even gives 2^24
        assertEquals(16777216f, asF(conv("_Z13convert_floati", F, I32, 16777217)));
        // 16777219 lies halfway between 2^24+2 and 2^24+4: the even mantissa is 2^24+4
        assertEquals(16777220f, asF(conv("_Z13convert_floati", F, I32, 16777219)));
    }

    @Test
    void intToFloatDirectedRoundings() {
        assertEquals(16777218f, asF(conv("_Z17convert_float_rtpi", F, I32, 16777217)));
        assertEquals(16777216f, asF(conv("_Z17convert_float_rtzi", F, I32, 16777217)));
        assertEquals(-16777218f, asF(conv("_Z17convert_float_rtni", F, I32, -16777217)));
        assertEquals(-16777216f, asF(conv("_Z17convert_float_rtzi", F, I32, -16777217)));
        // Long.MAX_VALUE = 2^63 - 1: rtp gives 2^63, rtz the float below it, 2^63 - 2^39
        assertEquals(0x1p63f, asF(conv("_Z17convert_float_rtpl", F, I64, Long.MAX_VALUE)));
        assertEquals(0x1p63f - 0x1p39f, asF(conv("_Z17convert_float_rtzl", F, I64, Long.MAX_VALUE)));
    }

    @Test
    void ulongToFloatUsesTheUnsignedValue() {
        // 2^64 - 1 rounds to nearest 2^64; toward zero it is 2^64 - 2^40
        assertEquals(0x1p64f, asF(conv("_Z13convert_floatm", F, I64, -1L)));
        assertEquals(0x1p64f - 0x1p40f, asF(conv("_Z17convert_float_rtzm", F, I64, -1L)));
        assertEquals(0x1p64, asD(conv("_Z14convert_doublem", D, I64, -1L)));
    }

    @Test
    void doubleToFloatRoundings() {
        double x = 1.0 + 0x1p-30; // between 1 and 1 + 2^-23
        assertEquals(1.0f, asF(conv("_Z13convert_floatd", F, D, Calls.d(x))));
        assertEquals(1.0f + 0x1p-23f, asF(conv("_Z17convert_float_rtpd", F, D, Calls.d(x))));
        assertEquals(-1.0f - 0x1p-23f, asF(conv("_Z17convert_float_rtnd", F, D, Calls.d(-x))));
        assertEquals(Float.MAX_VALUE, asF(conv("_Z17convert_float_rtzd", F, D, Calls.d(1e300))));
        assertEquals(Float.POSITIVE_INFINITY, asF(conv("_Z13convert_floatd", F, D, Calls.d(1e300))));
    }

    @Test
    void shortToDoubleIsExact() {
        assertEquals(-7.0, asD(conv("_Z14convert_doubles", D, I16, -7)));
    }

    @Test
    void vectorConversionWithSatAndRounding() {
        IrType f8 = vec(8, F);
        IrType s8 = vec(8, I16);
        long[] r = call("_Z22convert_short8_sat_rteDv8_f", 8, s8, params(f8),
                fs(0.5f, 1.5f, -0.5f, -1.5f, 40000f, -40000f, Float.NaN, 2.5f));
        assertArrayEquals(ls(0, 2, 0, -2, 32767, -32768, 0, 2), r);
    }

    @Test
    void floatToHalfRoundsAndOverflows() {
        assertEquals(0x3c00, conv("_Z12convert_halff", H, F, Calls.f(1.0f)));
        // 65520 is halfway between the largest half 65504 and 2^16: ties to even overflows to infinity
        assertEquals(0x7c00, conv("_Z12convert_halff", H, F, Calls.f(65520f)));
        assertEquals(0x7bff, conv("_Z16convert_half_rtzf", H, F, Calls.f(65520f)));
    }

    @Test
    void halfToFloatIsExact() {
        assertEquals(-2.0f, asF(conv("_Z13convert_floatDh", F, H, 0xc000)));
        assertEquals(0x1p-24f, asF(conv("_Z13convert_floatDh", F, H, 0x0001)));
    }

    @Test
    void satOnFloatingDestinationIsNotABuiltin() {
        assertNull(Builtins.resolve("_Z17convert_float_satf", Calls.fn(F, F)));
    }

    @Test
    void doubleVectorToFloatVector() {
        IrType d2 = vec(2, D);
        IrType f2 = vec(2, F);
        long[] r = call("_Z14convert_float2Dv2_d", 2, f2, params(d2), ds(0.1, -2.0));
        assertArrayEquals(fs(0.1f, -2.0f), r);
    }
}
