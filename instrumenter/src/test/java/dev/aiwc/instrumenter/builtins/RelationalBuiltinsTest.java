package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.D;
import static dev.aiwc.instrumenter.builtins.Calls.F;
import static dev.aiwc.instrumenter.builtins.Calls.I32;
import static dev.aiwc.instrumenter.builtins.Calls.I64;
import static dev.aiwc.instrumenter.builtins.Calls.I8;
import static dev.aiwc.instrumenter.builtins.Calls.call;
import static dev.aiwc.instrumenter.builtins.Calls.ds;
import static dev.aiwc.instrumenter.builtins.Calls.fs;
import static dev.aiwc.instrumenter.builtins.Calls.ls;
import static dev.aiwc.instrumenter.builtins.Calls.params;
import static dev.aiwc.instrumenter.builtins.Calls.vec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.aiwc.instrumenter.ir.IrType;
import org.junit.jupiter.api.Test;

/** Relational functions (6.12.6): scalar results 1/0, vector results -1/0; select and bitselect. */
class RelationalBuiltinsTest {
    private static final IrType F4 = vec(4, F);
    private static final IrType I4 = vec(4, I32);

    @Test
    void scalarIsnanReturnsOne() {
        assertEquals(1, call("_Z5isnanf", 1, I32, params(F), fs(Float.NaN))[0]);
        assertEquals(0, call("_Z5isnanf", 1, I32, params(F), fs(1f))[0]);
    }

    @Test
    void vectorIsnanReturnsAllBitsSet() {
        long[] r = call("_Z5isnanDv4_f", 4, I4, params(F4), fs(Float.NaN, 0f, Float.POSITIVE_INFINITY, Float.NaN));
        assertArrayEquals(ls(-1, 0, 0, -1), r);
    }

    @Test
    void doubleVectorRelationalGivesLongLanes() {
        IrType d2 = vec(2, D);
        IrType l2 = vec(2, I64);
        long[] r = call("_Z9isgreaterDv2_dS_", 2, l2, params(d2, d2), ds(2, 1), ds(1, 2));
        assertArrayEquals(ls(-1, 0), r);
        // scalar double relational returns int 1
        assertEquals(1, call("_Z9isgreaterdd", 1, I32, params(D, D), ds(2), ds(1))[0]);
    }

    @Test
    void comparisonsWithNaN() {
        long nan = Calls.f(Float.NaN);
        assertEquals(0, call("_Z7isequalff", 1, I32, params(F, F), ls(nan), ls(nan))[0]);
        assertEquals(1, call("_Z10isnotequalff", 1, I32, params(F, F), ls(nan), ls(nan))[0]);
        assertEquals(1, call("_Z11isunorderedff", 1, I32, params(F, F), ls(nan), fs(1))[0]);
        assertEquals(0, call("_Z9isorderedff", 1, I32, params(F, F), ls(nan), fs(1))[0]);
        assertEquals(0, call("_Z13islessgreaterff", 1, I32, params(F, F), ls(nan), fs(1))[0]);
        assertEquals(1, call("_Z13islessgreaterff", 1, I32, params(F, F), fs(2), fs(1))[0]);
    }

    @Test
    void classification() {
        assertEquals(1, call("_Z8isfinitef", 1, I32, params(F), fs(Float.MAX_VALUE))[0]);
        assertEquals(0, call("_Z8isfinitef", 1, I32, params(F), fs(Float.NEGATIVE_INFINITY))[0]);
        assertEquals(1, call("_Z5isinff", 1, I32, params(F), fs(Float.NEGATIVE_INFINITY))[0]);
        // a float subnormal is not normal even though it is a normal double
        assertEquals(0, call("_Z8isnormalf", 1, I32, params(F), fs(Float.MIN_VALUE))[0]);
        assertEquals(1, call("_Z8isnormalf", 1, I32, params(F), fs(Float.MIN_NORMAL))[0]);
        assertEquals(1, call("_Z7signbitf", 1, I32, params(F), fs(-0.0f))[0]);
        assertEquals(0, call("_Z7signbitf", 1, I32, params(F), fs(0.0f))[0]);
    }

    @Test
    void vectorSelectUsesTheMostSignificantBit() {
        long[] r = call("_Z6selectDv4_fS_Dv4_i", 4, F4, params(F4, F4, I4), fs(1, 2, 3, 4), fs(10, 20, 30, 40),
                ls(-1, 0, 1, Integer.MIN_VALUE));
        assertArrayEquals(fs(10, 2, 3, 40), r);
    }

    @Test
    void scalarSelectUsesAnyNonZero() {
        assertArrayEquals(fs(20), call("_Z6selectffi", 1, F, params(F, F, I32), fs(10), fs(20), ls(1)));
        assertArrayEquals(fs(10), call("_Z6selectffi", 1, F, params(F, F, I32), fs(10), fs(20), ls(0)));
    }

    @Test
    void bitselectMixesBits() {
        long r = call("_Z9bitselectiii", 1, I32, params(I32, I32, I32), ls(0x0f0f0f0f), ls((int) 0xf0f0f0f0),
                ls((int) 0xff00ff00))[0];
        assertEquals((int) 0xf00ff00f, r);
    }

    @Test
    void bitselectOnFloatsKeepsSlotsSignExtended() {
        // take the sign bit from b, the rest from a
        long r = call("_Z9bitselectfff", 1, F, params(F, F, F), fs(2.0f), fs(-1.0f),
                ls((int) 0x80000000))[0];
        assertEquals((long) Float.floatToRawIntBits(-2.0f), r);
    }

    @Test
    void anyAndAllTestSignBits() {
        assertEquals(1, call("_Z3anyDv4_i", 1, I32, params(I4), ls(0, 0, -1, 0))[0]);
        assertEquals(0, call("_Z3anyDv4_i", 1, I32, params(I4), ls(0, 1, 2, 3))[0]);
        assertEquals(1, call("_Z3allDv4_i", 1, I32, params(I4), ls(-1, -5, Integer.MIN_VALUE, -1))[0]);
        assertEquals(0, call("_Z3allDv4_i", 1, I32, params(I4), ls(-1, -5, 0, -1))[0]);
        assertEquals(1, call("_Z3anyc", 1, I32, params(I8), ls(-128))[0]);
    }

    @Test
    void shuffleUsesTheLowMaskBits() {
        IrType u4 = vec(4, I32);
        long[] r = call("_Z7shuffleDv4_fDv4_j", 4, F4, params(F4, u4), fs(1, 2, 3, 4), ls(1, 2, 3, 4));
        assertArrayEquals(fs(2, 3, 4, 1), r);
    }

    @Test
    void shuffleToAWiderVector() {
        IrType f2 = vec(2, F);
        IrType u8 = vec(8, I32);
        IrType f8 = vec(8, F);
        long[] r = call("_Z7shuffleDv2_fDv8_j", 8, f8, params(f2, u8), fs(5, 6), ls(0, 1, 1, 0, 3, 2, 0, 0));
        assertArrayEquals(fs(5, 6, 6, 5, 6, 5, 5, 5), r);
    }

    @Test
    void shuffle2PicksFromBothInputs() {
        IrType u4 = vec(4, I32);
        long[] r = call("_Z8shuffle2Dv4_fS_Dv4_j", 4, F4, params(F4, F4, u4), fs(1, 2, 3, 4), fs(5, 6, 7, 8),
                ls(7, 0, 4, 9));
        assertArrayEquals(fs(8, 1, 5, 2), r);
    }
}
