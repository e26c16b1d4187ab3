package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.I16;
import static dev.aiwc.instrumenter.builtins.Calls.I32;
import static dev.aiwc.instrumenter.builtins.Calls.I64;
import static dev.aiwc.instrumenter.builtins.Calls.I8;
import static dev.aiwc.instrumenter.builtins.Calls.call;
import static dev.aiwc.instrumenter.builtins.Calls.ls;
import static dev.aiwc.instrumenter.builtins.Calls.params;
import static dev.aiwc.instrumenter.builtins.Calls.vec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aiwc.instrumenter.ir.IrType;
import org.junit.jupiter.api.Test;

/** OpenCL 1.2 integer functions (6.12.3): exact results, slots sign-extended from the result width. */
class IntegerBuiltinsTest {

    private static long i1(String name, IrType t, long a) {
        return call(name, 1, t, params(t), ls(a))[0];
    }

    private static long i2(String name, IrType t, long a, long b) {
        return call(name, 1, t, params(t, t), ls(a), ls(b))[0];
    }

    private static long i3(String name, IrType t, long a, long b, long c) {
        return call(name, 1, t, params(t, t, t), ls(a), ls(b), ls(c))[0];
    }

    @Test
    void clampMinMaxOnInt() {
        assertEquals(5, i3("_Z5clampiii", I32, 9, 0, 5));
        assertEquals(0, i3("_Z5clampiii", I32, -9, 0, 5));
        assertEquals(3, i2("_Z3maxii", I32, -4, 3));
        assertEquals(-4, i2("_Z3minii", I32, -4, 3));
    }

    @Test
    void unsignedMaxComparesUnsigned() {
        // uint 0x80000000 (slot sign-extended) is larger than 1
        assertEquals((int) 0x80000000, i2("_Z3maxjj", I32, (int) 0x80000000, 1));
        assertEquals(-1, i2("_Z3maxmm", I64, -1, 5));
    }

    @Test
    void maxWithScalarBroadcast() {
        IrType i4 = vec(4, I32);
        long[] r = call("_Z3maxDv4_ii", 4, i4, params(i4, I32), ls(-1, 5, 2, 9), ls(3));
        assertArrayEquals(ls(3, 5, 3, 9), r);
    }

    @Test
    void absReturnsUnsignedSoIntMinStaysTwoToThe31() {
        assertEquals(7, i1("_Z3absi", I32, -7));
        // abs(INT_MIN) = 2147483648u, whose 32 bits sign-extend to Integer.MIN_VALUE
        assertEquals(Integer.MIN_VALUE, i1("_Z3absi", I32, Integer.MIN_VALUE));
        assertEquals(128 - 256, i1("_Z3absc", I8, -128));
    }

    @Test
    void absDiffOfUchar() {
        assertEquals((byte) 250, i2("_Z8abs_diffhh", I8, (byte) 255, 5));
        assertEquals((byte) 255, i2("_Z8abs_diffcc", I8, 127, -128));
    }

    @Test
    void rotateOnUcharWrapsWithinEightBits() {
        // 0b1000_0001 rotated left by 1 is 0b0000_0011
        assertEquals(3, i2("_Z6rotatehh", I8, (byte) 0x81, 1));
        // rotating by 9 is rotating by 1
        assertEquals(3, i2("_Z6rotatehh", I8, (byte) 0x81, 9));
        assertEquals((byte) 0xc0, i2("_Z6rotatehh", I8, (byte) 0x81, 7));
    }

    @Test
    void rotateOnIntAndLong() {
        assertEquals(0x23456781, i2("_Z6rotateii", I32, 0x12345678, 4));
        assertEquals(1L << 63, i2("_Z6rotatell", I64, 1, 63));
    }

    @Test
    void saturatingAddAndSubtract() {
        assertEquals(Integer.MAX_VALUE, i2("_Z7add_satii", I32, Integer.MAX_VALUE, 1));
        assertEquals(-1, i2("_Z7add_sathh", I8, (byte) 200, 100)); // uchar 255
        assertEquals(0, i2("_Z7sub_sathh", I8, 5, 10));
        assertEquals(Long.MIN_VALUE, i2("_Z7sub_satll", I64, Long.MIN_VALUE, 1));
        assertEquals(-1, i2("_Z7add_satmm", I64, -2, 5));
        assertEquals(0, i2("_Z7sub_satmm", I64, 3, 5));
    }

    @Test
    void haddAndRhaddDoNotOverflow() {
        assertEquals(Integer.MAX_VALUE, i2("_Z4haddii", I32, Integer.MAX_VALUE, Integer.MAX_VALUE));
        assertEquals(-1, i2("_Z5rhaddmm", I64, -1, -1));
        assertEquals(3, i2("_Z5rhaddii", I32, 2, 3));
        assertEquals(2, i2("_Z4haddii", I32, 2, 3));
        assertEquals(-3, i2("_Z4haddii", I32, -2, -3)); // floor(-5 / 2)
    }

    @Test
    void clzCtzPopcountRespectTheWidth() {
        assertEquals(7, i1("_Z3clzh", I8, 1));
        assertEquals(8, i1("_Z3clzh", I8, 0));
        assertEquals(0, i1("_Z3clzc", I8, -1));
        assertEquals(31, i1("_Z3clzi", I32, 1));
        assertEquals(32, i1("_Z3ctzj", I32, 0));
        assertEquals(8, i1("_Z8popcountc", I8, -1));
        assertEquals(64, i1("_Z8popcountl", I64, -1));
    }

    @Test
    void mulHiOfAllWidths() {
        assertEquals(1, i2("_Z6mul_hiii", I32, 0x10000, 0x10000));
        assertEquals(-1, i2("_Z6mul_hiii", I32, -1, 1));
        // uint: 0xffffffff^2 = 0xfffffffe_00000001
        assertEquals((int) 0xfffffffe, i2("_Z6mul_hijj", I32, -1, -1));
        // ulong: (2^64-1)^2 = 2^128 - 2^65 + 1, high half 2^64 - 2
        assertEquals(-2, i2("_Z6mul_himm", I64, -1, -1));
        assertEquals(-1, i2("_Z6mul_hill", I64, -1, 1));
        assertEquals((byte) 0xfe, i2("_Z6mul_hihh", I8, -1, -1));
    }

    @Test
    void madSatClampsTheExactResult() {
        assertEquals(Integer.MAX_VALUE, i3("_Z7mad_satiii", I32, 65536, 65536, 0));
        assertEquals(Integer.MIN_VALUE, i3("_Z7mad_satiii", I32, 65536, -65536, 0));
        assertEquals(7, i3("_Z7mad_satiii", I32, 2, 3, 1));
        assertEquals(-1, i3("_Z7mad_satjjj", I32, 65536, 65536, 0));
        assertEquals(Long.MAX_VALUE, i3("_Z7mad_satlll", I64, 1L << 32, 1L << 31, 0));
        assertEquals(Long.MAX_VALUE, i3("_Z7mad_satlll", I64, Long.MAX_VALUE, 1, 1));
        assertEquals(Long.MAX_VALUE - 1, i3("_Z7mad_satlll", I64, Long.MAX_VALUE, 1, -1));
        assertEquals(-1, i3("_Z7mad_satmmm", I64, -1, 1, 1));
    }

    @Test
    void madHiAddsToTheHighHalf() {
        assertEquals(11, i3("_Z6mad_hiiii", I32, 0x10000, 0x10000, 10));
    }

    @Test
    void upsampleJoinsHalves() {
        long r = call("_Z8upsamplehh", 1, I16, params(I8, I8), ls((byte) 0x12), ls((byte) 0xf4))[0];
        assertEquals(0x12f4, r);
        long n = call("_Z8upsampleij", 1, I64, params(I32, I32), ls(-1), ls(-1))[0];
        assertEquals(-1L, n);
        long m = call("_Z8upsampleij", 1, I64, params(I32, I32), ls(1), ls(-1))[0];
        assertEquals(0x1_ffff_ffffL, m);
    }

    @Test
    void mul24AndMad24() {
        assertEquals(-6, i2("_Z5mul24ii", I32, -2, 3));
        assertEquals(4194309, i3("_Z5mad24iii", I32, 2048, 2048, 5));
    }

    @Test
    void clampOfShortVectorWithScalarBounds() {
        IrType s3 = vec(3, I16);
        long[] r = call("_Z5clampDv3_sss", 3, s3, params(s3, I16, I16), ls(-300, 5, 300), ls(-10), ls(10));
        assertArrayEquals(ls(-10, 5, 10), r);
    }
}
