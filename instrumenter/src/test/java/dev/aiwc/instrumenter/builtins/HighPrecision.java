package dev.aiwc.instrumenter.builtins;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * Independent reference values in 60-digit decimal arithmetic, from textbook series: erf's Maclaurin series
 * (Abramowitz and Stegun 7.1.5) and Gamma's closed forms at integers and half-integers.
 */
final class HighPrecision {
    static final MathContext MC = new MathContext(60);
    /** pi to 64 digits. */
    static final BigDecimal PI = new BigDecimal("3.141592653589793238462643383279502884197169399375105820974944592");
    /** sqrt(pi) to 64 digits. */
    static final BigDecimal SQRT_PI = new BigDecimal("1.772453850905516027298167483341145182797549456122387128213807790");

    private HighPrecision() {
    }

    /** erf(x) = 2/sqrt(pi) sum_n (-1)^n x^(2n+1) / (n! (2n+1)). */
    static BigDecimal erf(double x) {
        BigDecimal bx = new BigDecimal(x);
        BigDecimal x2 = bx.multiply(bx, MC);
        BigDecimal power = bx; // (-1)^n x^(2n+1) / n!
        BigDecimal sum = BigDecimal.ZERO;
        BigDecimal eps = new BigDecimal("1e-58");
        for (int n = 0; n < 2000; n++) {
            BigDecimal term = power.divide(BigDecimal.valueOf(2L * n + 1), MC);
            sum = sum.add(term, MC);
            if (n > 2 * x * x && term.abs().compareTo(eps) < 0) {
                break;
            }
            power = power.multiply(x2, MC).divide(BigDecimal.valueOf(n + 1), MC).negate();
        }
        return sum.multiply(BigDecimal.valueOf(2), MC).divide(SQRT_PI, MC);
    }

    static BigDecimal erfc(double x) {
        return BigDecimal.ONE.subtract(erf(x), MC);
    }

    static BigDecimal factorial(int n) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return new BigDecimal(f);
    }

    /** Gamma(n) = (n-1)! for a positive integer n. */
    static BigDecimal gammaOfInteger(int n) {
        return factorial(n - 1);
    }

    /** Gamma(n + 1/2) = (2n)! / (4^n n!) sqrt(pi) for n >= 0. */
    static BigDecimal gammaOfHalfInteger(int n) {
        BigDecimal num = factorial(2 * n).multiply(SQRT_PI, MC);
        BigDecimal den = new BigDecimal(BigInteger.valueOf(4).pow(n)).multiply(factorial(n), MC);
        return num.divide(den, MC);
    }

    /** Gamma(1/2 - n) = (-4)^n n! / (2n)! sqrt(pi) for n >= 0. */
    static BigDecimal gammaOfNegativeHalfInteger(int n) {
        BigDecimal num = new BigDecimal(BigInteger.valueOf(-4).pow(n)).multiply(factorial(n), MC)
                .multiply(SQRT_PI, MC);
        return num.divide(factorial(2 * n), MC);
    }

    /** Distance in double ulps of {@code got} from the exact {@code reference}. */
    static double ulpError(double got, BigDecimal reference) {
        double ref = reference.doubleValue();
        double ulp = Math.ulp(ref);
        return new BigDecimal(got).subtract(reference, MC).abs().doubleValue() / ulp;
    }
}
