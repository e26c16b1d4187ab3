package dev.aiwc.instrumenter.builtins;

import static dev.aiwc.instrumenter.builtins.Calls.callD;
import static dev.aiwc.instrumenter.builtins.Calls.callF;
import static dev.aiwc.instrumenter.builtins.Calls.floatUlpError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * The functions StrictMath lacks, checked against 60-digit references and closed forms, within the OpenCL 1.2
 * full-profile double ULP bounds (erf, erfc, tgamma 16; sinpi, cospi 4; log2, exp2 3; asinh, acosh 4; atanh 5).
 */
class TranscendentalAccuracyTest {

    @Test
    void erfAcrossItsRangeWithin16Ulp() {
        double worst = 0;
        for (double x = -6.0; x <= 6.0; x += 0.0371) {
            worst = Math.max(worst, HighPrecision.ulpError(callD("_Z3erfd", x), HighPrecision.erf(x)));
        }
        assertTrue(worst <= 16, "worst erf error " + worst + " ulp");
    }

    @Test
    void erfcAcrossItsRangeWithin16Ulp() {
        double worst = 0;
        for (double x = -2.0; x <= 6.0; x += 0.0371) {
            worst = Math.max(worst, HighPrecision.ulpError(callD("_Z4erfcd", x), HighPrecision.erfc(x)));
        }
        assertTrue(worst <= 16, "worst erfc error " + worst + " ulp");
    }

    @Test
    void erfLimits() {
        assertEquals(1.0, callD("_Z3erfd", 30));
        assertEquals(-1.0, callD("_Z3erfd", Double.NEGATIVE_INFINITY));
        assertEquals(0.0, callD("_Z4erfcd", 30));
        assertEquals(2.0, callD("_Z4erfcd", -30));
        assertEquals(-0.0, callD("_Z3erfd", -0.0));
    }

    @Test
    void floatErfWithin16Ulp() {
        double worst = 0;
        for (float x = -4f; x <= 4f; x += 0.173f) {
            worst = Math.max(worst, floatUlpError(callF("_Z3erff", x), HighPrecision.erf(x).doubleValue()));
        }
        assertTrue(worst <= 16, "worst float erf error " + worst);
    }

    @Test
    void tgammaAtIntegersAndHalfIntegersWithin16Ulp() {
        double worst = 0;
        for (int n = 1; n <= 171; n++) {
            worst = Math.max(worst, HighPrecision.ulpError(callD("_Z6tgammad", n), HighPrecision.gammaOfInteger(n)));
        }
        for (int n = 0; n <= 170; n++) {
            worst = Math.max(worst, HighPrecision.ulpError(callD("_Z6tgammad", n + 0.5),
                    HighPrecision.gammaOfHalfInteger(n)));
        }
        for (int n = 1; n <= 160; n++) {
            BigDecimal ref = HighPrecision.gammaOfNegativeHalfInteger(n);
            if (Math.abs(ref.doubleValue()) < Double.MIN_NORMAL) {
                break;
            }
            worst = Math.max(worst, HighPrecision.ulpError(callD("_Z6tgammad", 0.5 - n), ref));
        }
        assertTrue(worst <= 16, "worst tgamma error " + worst + " ulp");
    }

    @Test
    void tgammaFactorialsAreExactInFloat() {
        assertEquals(120f, callF("_Z6tgammaf", 6f));
        assertEquals(1f, callF("_Z6tgammaf", 1f));
        assertEquals(3628800f, callF("_Z6tgammaf", 11f));
    }

    @Test
    void tgammaSpecialValues() {
        assertEquals(Double.POSITIVE_INFINITY, callD("_Z6tgammad", 0.0));
        assertEquals(Double.NEGATIVE_INFINITY, callD("_Z6tgammad", -0.0));
        assertTrue(Double.isNaN(callD("_Z6tgammad", -3.0)));
        assertEquals(Double.POSITIVE_INFINITY, callD("_Z6tgammad", 172.0));
    }

    @Test
    void lgammaOfLargeArgumentMatchesLogFactorial() {
        // ln(170!) from the exact factorial
        double ref = Math.log(HighPrecision.factorial(170).doubleValue());
        assertTrue(Math.abs(callD("_Z6lgammad", 171.0) - ref) <= 4 * Math.ulp(ref));
        assertEquals(0.0, callD("_Z6lgammad", 1.0), 1e-15);
        assertEquals(0.0, callD("_Z6lgammad", 2.0), 1e-15);
    }

    @Test
    void remquoQuotientBitsForHugeQuotients() {
        // the exact integral quotient round(x / y), computed with BigDecimal, modulo 128
        java.util.Random random = new java.util.Random(9);
        for (int i = 0; i < 300; i++) {
            double x = Math.scalb(1 + random.nextDouble(), random.nextInt(2000) - 1000) * (random.nextBoolean() ? 1 : -1);
            double y = Math.scalb(1 + random.nextDouble(), random.nextInt(120) - 60);
            BigDecimal q = new BigDecimal(x).divide(new BigDecimal(y), new java.math.MathContext(700));
            java.math.BigInteger n = q.setScale(0, java.math.RoundingMode.HALF_EVEN).toBigIntegerExact();
            int expected = n.abs().mod(java.math.BigInteger.valueOf(128)).intValue() * (x < 0 ? -1 : 1);
            ResolvedBuiltin b = Calls.resolve("_Z6remquoddPi", Calls.D, Calls.D, Calls.D, Calls.PTR);
            long[] r = Calls.run(b, 2, Calls.ds(x), Calls.ds(y), Calls.ls(0));
            assertEquals(Math.IEEEremainder(x, y), Calls.asD(r[0]), "remainder of " + x + " / " + y);
            assertEquals(expected, r[1], "quotient bits of " + x + " / " + y);
        }
    }

    @Test
    void lgammaAtHalfIntegersMatchesTheLogOfTheClosedForm() {
        for (int n = 3; n <= 170; n += 7) {
            double ref = new BigDecimal(Math.log(HighPrecision.gammaOfHalfInteger(n).doubleValue())).doubleValue();
            assertTrue(Math.abs(callD("_Z6lgammad", n + 0.5) - ref) <= 4 * Math.ulp(ref), "lgamma(" + n + ".5)");
        }
    }

    @Test
    void sinpiAndCospiAreExactAtSpecialPoints() {
        assertEquals(0.5, callD("_Z5sinpid", 1.0 / 6), Math.ulp(0.5));
        assertEquals(1.0, callD("_Z5sinpid", 0.5));
        assertEquals(-1.0, callD("_Z5sinpid", 1.5));
        assertEquals(-0.0, callD("_Z5sinpid", -2.0));
        assertEquals(0.0, callD("_Z5cospid", 0.5));
        assertEquals(0.0, callD("_Z5cospid", -1.5));
        assertEquals(-1.0, callD("_Z5cospid", 1.0));
        assertEquals(1.0, callD("_Z5sinpid", 1e6 + 0.5));
        // sin(pi/4) = sqrt(2)/2 = 0.70710678118654752440
        assertTrue(HighPrecision.ulpError(callD("_Z5sinpid", 0.25), new BigDecimal("0.7071067811865475244008443621"))
                <= 4);
        // sin(pi * 0.1) = (sqrt(5) - 1)/4 = 0.30901699437494742410
        assertTrue(HighPrecision.ulpError(callD("_Z5sinpid", 0.1), new BigDecimal("0.3090169943749474241022934171"))
                <= 4);
    }

    @Test
    void tanpiAtQuarterIsOneAndAtHalfIsInfinite() {
        assertEquals(1.0, callD("_Z5tanpid", 0.25), Math.ulp(1.0));
        assertEquals(Double.POSITIVE_INFINITY, callD("_Z5tanpid", 0.5));
        assertEquals(Double.NEGATIVE_INFINITY, callD("_Z5tanpid", 1.5));
    }

    @Test
    void log2AndExp2ExactOnPowersOfTwo() {
        assertEquals(10.0, callD("_Z4log2d", 1024));
        assertEquals(-1074.0, callD("_Z4log2d", Double.MIN_VALUE));
        assertEquals(0x1p-20, callD("_Z4exp2d", -20));
        assertEquals(1000.0, callD("_Z5exp10d", 3));
        // log2(10) = 3.32192809488736234787
        assertTrue(HighPrecision.ulpError(callD("_Z4log2d", 10), new BigDecimal("3.3219280948873623478703194294894"))
                <= 3);
        assertEquals(3f, callF("_Z4log2f", 8f));
    }

    @Test
    void inverseHyperbolicClosedForms() {
        // asinh(1) = ln(1 + sqrt 2) = 0.88137358701954302523
        assertTrue(HighPrecision.ulpError(callD("_Z5asinhd", 1), new BigDecimal("0.8813735870195430252326093249798"))
                <= 4);
        // acosh(2) = ln(2 + sqrt 3) = 1.31695789692481670863
        assertTrue(HighPrecision.ulpError(callD("_Z5acoshd", 2), new BigDecimal("1.3169578969248167086250463473080"))
                <= 4);
        // atanh(0.5) = ln(3)/2 = 0.54930614433405484570
        assertTrue(HighPrecision.ulpError(callD("_Z5atanhd", 0.5), new BigDecimal("0.5493061443340548456976226184612"))
                <= 5);
        assertEquals(Double.POSITIVE_INFINITY, callD("_Z5atanhd", 1));
        assertEquals(-1e-20, callD("_Z5asinhd", -1e-20));
    }

    @Test
    void piFunctions() {
        assertEquals(0.5, callD("_Z6acospid", 0));
        assertEquals(0.25, callD("_Z6atanpid", 1));
        assertEquals(-0.75, callD("_Z7atan2pidd", 1e-300 * 0 - 1, -1), Math.ulp(0.75));
        assertEquals(0.5f, callF("_Z6asinpif", 1f));
    }

    @Test
    void rootnRefinesBeyondPow() {
        assertEquals(2.0, Calls.callDI("_Z5rootndi", 1024.0, 10));
        assertEquals(-3.0, Calls.callDI("_Z5rootndi", -243.0, 5));
        assertTrue(Double.isNaN(Calls.callDI("_Z5rootndi", -16.0, 4)));
        assertEquals(0.5, Calls.callDI("_Z5rootndi", 4.0, -2));
        // 7th root of 1e300 = 10^(300/7) = 10^42.857142...: check y^7 against 1e300
        double y = Calls.callDI("_Z5rootndi", 1e300, 7);
        assertTrue(Math.abs(Math.pow(y, 7) / 1e300 - 1) < 8e-15);
    }

    @Test
    void doublePowWithin16UlpOfExactIntegerPowers() {
        java.util.Random random = new java.util.Random(42);
        double worst = 0;
        for (int i = 0; i < 400; i++) {
            double x = 0.5 + random.nextDouble() * 2;
            int n = random.nextInt(1800) - 900;
            BigDecimal exact = n >= 0 ? new BigDecimal(x).pow(n, HighPrecision.MC)
                    : BigDecimal.ONE.divide(new BigDecimal(x).pow(-n, HighPrecision.MC), HighPrecision.MC);
            if (Math.abs(exact.doubleValue()) < Double.MIN_NORMAL || Double.isInfinite(exact.doubleValue())) {
                continue;
            }
            worst = Math.max(worst, HighPrecision.ulpError(callD("_Z3powdd", x, n), exact));
        }
        assertTrue(worst <= 16, "worst pow error " + worst + " ulp");
    }

    @Test
    void doublePowOfOneHalfIsTheSquareRoot() {
        for (double x : new double[] {2, 3, 10, 1e-300, 7e200, 0.1}) {
            assertTrue(Calls.ulps(callD("_Z3powdd", x, 0.5), Math.sqrt(x)) <= 2, "pow(" + x + ", 0.5)");
        }
    }

    @Test
    void powC99SpecialCases() {
        assertEquals(Double.NEGATIVE_INFINITY, callD("_Z3powdd", -0.0, -3));
        assertEquals(Double.POSITIVE_INFINITY, callD("_Z3powdd", -0.0, -2));
        assertEquals(-0.0, callD("_Z3powdd", Double.NEGATIVE_INFINITY, -3));
        assertEquals(Double.POSITIVE_INFINITY, callD("_Z3powdd", 0.5, Double.NEGATIVE_INFINITY));
        assertEquals(0.0, callD("_Z3powdd", 2, Double.NEGATIVE_INFINITY));
        assertEquals(-8.0, callD("_Z3powdd", -2, 3));
        assertEquals(Double.POSITIVE_INFINITY, callD("_Z3powdd", 10, 400));
        assertEquals(0.0, callD("_Z3powdd", 10, -400));
        assertEquals(0x1p-1074, callD("_Z3powdd", 2, -1074));
    }

    @Test
    void pownAndPowrSpecialCases() {
        assertEquals(1.0f, Calls.callFI("_Z4pownfi", Float.NaN, 0));
        assertEquals(-8.0f, Calls.callFI("_Z4pownfi", -2f, 3));
        assertTrue(Float.isNaN(callF("_Z4powrff", -2f, 2f)));
        assertTrue(Float.isNaN(callF("_Z4powrff", 0f, 0f)));
        assertEquals(4f, callF("_Z4powrff", 2f, 2f));
    }
}
