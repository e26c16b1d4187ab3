package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.D;
import static dev.aiwc.instrumenter.builtins.Calls.F;
import static dev.aiwc.instrumenter.builtins.Calls.I32;
import static dev.aiwc.instrumenter.builtins.Calls.PTR;
import static dev.aiwc.instrumenter.builtins.Calls.asD;
import static dev.aiwc.instrumenter.builtins.Calls.asF;
import static dev.aiwc.instrumenter.builtins.Calls.fs;
import static dev.aiwc.instrumenter.builtins.Calls.ls;
import static dev.aiwc.instrumenter.builtins.Calls.resolve;
import static dev.aiwc.instrumenter.builtins.Calls.run;
import static dev.aiwc.instrumenter.builtins.Calls.vec;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aiwc.instrumenter.ir.IrType;
import org.junit.jupiter.api.Test;

/** Builtins that also store through a pointer: the stored lanes follow the result's slots. */
class PointerOutputBuiltinsTest {

    @Test
    void sincosDescribesItsPointerOutput() {
        ResolvedBuiltin b = resolve("_Z6sincosfPf", F, F, PTR);
        assertEquals(1, b.outPointerArg());
        assertEquals(4, b.outElementBytes());
        assertEquals(1, b.outLanes());
    }

    @Test
    void sincosWritesSineThenCosine() {
        ResolvedBuiltin b = resolve("_Z6sincosfPU3AS4f", F, F, PTR);
        long[] r = run(b, 2, fs(0f), ls(0xdead));
        assertEquals(0f, asF(r[0]));
        assertEquals(1f, asF(r[1]));
    }

    @Test
    void sincosOnVectorsWritesAllCosinesAfterAllSines() {
        IrType f8 = vec(8, F);
        ResolvedBuiltin b = resolve("_Z6sincosDv8_fPS_", f8, f8, PTR);
        assertEquals(8, b.outLanes());
        long[] r = run(b, 16, fs(0, 0, 0, 0, 0, 0, 0, (float) (Math.PI / 2)), ls(0));
        assertEquals(0f, asF(r[0]));
        assertEquals(1f, asF(r[8]));
        assertEquals(1f, asF(r[7]));
        assertTrue(Math.abs(asF(r[15])) < 1e-7);
    }

    @Test
    void fractReturnsFractionAndFloor() {
        ResolvedBuiltin b = resolve("_Z5fractfPf", F, F, PTR);
        assertArrayEquals(fs(0.75f, -3f), run(b, 2, fs(-2.25f), ls(0)));
    }

    @Test
    void fractNeverReturnsOne() {
        ResolvedBuiltin b = resolve("_Z5fractfPf", F, F, PTR);
        // -2^-30 - floor(-2^-30) = 1 - 2^-30, which rounds to 1.0f; fract clamps to the float below 1
        assertArrayEquals(fs(0x1.fffffep-1f, -1f), run(b, 2, fs(-0x1p-30f), ls(0)));
    }

    @Test
    void modfSplitsKeepingSigns() {
        ResolvedBuiltin b = resolve("_Z4modffPf", F, F, PTR);
        assertArrayEquals(fs(-0.5f, -3f), run(b, 2, fs(-3.5f), ls(0)));
        assertArrayEquals(fs(-0.0f, Float.NEGATIVE_INFINITY), run(b, 2, fs(Float.NEGATIVE_INFINITY), ls(0)));
    }

    @Test
    void frexpStoresIntExponent() {
        ResolvedBuiltin b = resolve("_Z5frexpfPi", F, F, PTR);
        assertEquals(4, b.outElementBytes());
        // 12 = 0.75 * 2^4
        assertArrayEquals(ls(Calls.f(0.75f), 4), run(b, 2, fs(12f), ls(0)));
        // the smallest float subnormal 2^-149 = 0.5 * 2^-148
        assertArrayEquals(ls(Calls.f(0.5f), -148), run(b, 2, fs(Float.MIN_VALUE), ls(0)));
    }

    @Test
    void frexpOfVectorsStoresIntVector() {
        IrType f4 = vec(4, F);
        ResolvedBuiltin b = resolve("_Z5frexpDv4_fPDv4_i", f4, f4, PTR);
        assertEquals(4, b.outLanes());
        long[] r = run(b, 8, fs(1, 2, 0, -3), ls(0));
        assertArrayEquals(ls(Calls.f(0.5f), Calls.f(0.5f), Calls.f(0f), Calls.f(-0.75f), 1, 2, 0, 2), r);
    }

    @Test
    void remquoGivesIeeeRemainderAndQuotientBits() {
        ResolvedBuiltin b = resolve("_Z6remquoffPi", F, F, F, PTR);
        // 7 / 2 = 3.5 rounds to the even 4: remainder -1, quotient 4
        assertArrayEquals(ls(Calls.f(-1f), 4), run(b, 2, fs(7f), fs(2f), ls(0)));
        // -10 / 3 = -3.33 rounds to -3: remainder -1, quotient -3
        assertArrayEquals(ls(Calls.f(-1f), -3), run(b, 2, fs(-10f), fs(3f), ls(0)));
        // 1000 / 1 = 1000 = 0b1111101000: the low 7 bits are 0b1101000 = 104
        assertArrayEquals(ls(Calls.f(0f), 104), run(b, 2, fs(1000f), fs(1f), ls(0)));
    }

    @Test
    void lgammaRStoresTheSignOfGamma() {
        ResolvedBuiltin b = resolve("_Z8lgamma_rfPi", F, F, PTR);
        // Gamma(-0.5) = -2 sqrt(pi) = -3.5449077018110320546; ln|.| = 1.2655121234846453965
        long[] r = run(b, 2, fs(-0.5f), ls(0));
        assertTrue(Calls.floatUlpError(asF(r[0]), 1.2655121234846453965) <= 16);
        assertEquals(-1, r[1]);
        assertEquals(1, run(b, 2, fs(3f), ls(0))[1]);
        assertEquals(0, run(b, 2, fs(-2f), ls(0))[1]);
    }

    @Test
    void doubleSincosStoresDoubles() {
        ResolvedBuiltin b = resolve("_Z6sincosdPd", D, D, PTR);
        assertEquals(8, b.outElementBytes());
        long[] r = run(b, 2, Calls.ds(0), ls(0));
        assertEquals(0.0, asD(r[0]));
        assertEquals(1.0, asD(r[1]));
    }

    @Test
    void ilogbIsAnIntResult() {
        assertEquals(-149, Calls.call("_Z5ilogbf", 1, I32, Calls.params(F), fs(Float.MIN_VALUE))[0]);
        assertEquals(Integer.MIN_VALUE, Calls.call("_Z5ilogbf", 1, I32, Calls.params(F), fs(0))[0]);
        assertEquals(Integer.MAX_VALUE, Calls.call("_Z5ilogbf", 1, I32, Calls.params(F), fs(Float.NaN))[0]);
    }
}
