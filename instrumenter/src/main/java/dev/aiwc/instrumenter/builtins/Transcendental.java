package dev.aiwc.instrumenter.builtins;

/**
 * Double-precision OpenCL math functions that {@link StrictMath} lacks or whose special cases differ from C99,
 * built from StrictMath so that every JVM gives the same bits. Each stays within the OpenCL 1.2 full-profile
 * double ULP bound; float versions round these results once, which keeps them within the float bounds.
 */
final class Transcendental {
    static final double LN2 = 0x1.62e42fefa39efp-1;
    static final double INV_LN2 = 0x1.71547652b82fep0;
    static final double PI = Math.PI;
    /** PI - (double) PI, so PI + PI_LO carries about 107 bits of pi. */
    static final double PI_LO = 1.2246467991473532e-16;
    private static final double SQRT_HALF = 0x1.6a09e667f3bcdp-1;
    private static final double TWO_OVER_SQRT_PI = 1.1283791670955126;
    private static final double INV_SQRT_PI = 0.5641895835477563;
    private static final double HALF_LN_2PI = 0.9189385332046728;
    private static final double SQRT_2PI = 2.5066282746310002;

    private Transcendental() {
    }

    private static final double LN2_LO = 0x1.abc9e3b39803fp-56;
    private static final double TWO_THIRDS_HI = 0x1.5555555555555p-1;
    private static final double TWO_THIRDS_LO = 0x1.5555555555555p-55;
    private static final double SQRT2 = 0x1.6a09e667f3bcdp0;

    /**
     * C99 pow (OpenCL's special cases). Not StrictMath.pow: JDK 17's allocates on every call. The finite case is
     * exp(y ln|x|) with ln|x| and the product carried in double-double, so the result is within about 2 ulp.
     */
    static double pow(double x, double y) {
        if (y == 0 || x == 1.0) {
            return 1.0;
        }
        if (x != x || y != y) {
            return Double.NaN;
        }
        double ax = Math.abs(x);
        boolean yInteger = Double.isFinite(y) && Math.rint(y) == y;
        boolean yOdd = yInteger && Math.abs(y) < 0x1p53 && (((long) y) & 1) != 0;
        boolean negative = Double.doubleToRawLongBits(x) < 0;
        if (Double.isInfinite(y)) {
            if (ax == 1) {
                return 1.0;
            }
            return (ax < 1) == (y < 0) ? Double.POSITIVE_INFINITY : 0.0;
        }
        if (ax == 0 || ax == Double.POSITIVE_INFINITY) {
            boolean large = (ax == 0) == (y < 0); // the magnitude of the result is infinite
            double magnitude = large ? Double.POSITIVE_INFINITY : 0.0;
            return negative && yOdd ? -magnitude : magnitude;
        }
        if (negative && !yInteger) {
            return Double.NaN;
        }
        double r = powPositive(ax, y);
        return negative && yOdd ? -r : r;
    }

    /** |x|^y for finite positive a != 1 and finite y != 0. */
    private static double powPositive(double a, double y) {
        int e = exponent(a);
        double m = Math.scalb(a, -e); // [1, 2), exact
        if (m > SQRT2) {
            m *= 0.5;
            e++;
        }
        // ln m = 2 atanh(s), s = (m - 1) / (m + 1), |s| < 0.172; s in double-double
        double num = m - 1; // exact (Sterbenz)
        double denH = m + 1;
        double bb = denH - m;
        double denL = (m - (denH - bb)) + (1 - bb);
        double sH = num / denH;
        double sL = (Math.fma(-sH, denH, num) - sH * denL) / denH;
        // s^2 and s^3 in double-double
        double s2H = sH * sH;
        double s2L = Math.fma(sH, sH, -s2H) + 2 * sH * sL;
        double s3H = s2H * sH;
        double s3L = Math.fma(s2H, sH, -s3H) + s2L * sH + s2H * sL;
        // (2/3) s^3
        double cH = s3H * TWO_THIRDS_HI;
        double cL = Math.fma(s3H, TWO_THIRDS_HI, -cH) + s3H * TWO_THIRDS_LO + s3L * TWO_THIRDS_HI;
        // 2 s^5 (1/5 + t/7 + t^2/9 + ...), t = s^2: small enough for plain double
        double tail = 0;
        for (int k = 29; k >= 5; k -= 2) {
            tail = tail * s2H + 1.0 / k;
        }
        tail *= 2 * s3H * s2H;
        double lnmH = 2 * sH + cH;
        double t1 = lnmH - 2 * sH;
        double lnmL = ((2 * sH - (lnmH - t1)) + (cH - t1)) + 2 * sL + cL + tail;
        // ln a = e ln2 + ln m
        double pH = e * LN2;
        double pL = Math.fma(e, LN2, -pH) + e * LN2_LO;
        double lH = pH + lnmH;
        double t2 = lH - pH;
        double lL = ((pH - (lH - t2)) + (lnmH - t2)) + pL + lnmL;
        double hi = lH + lL;
        double lo = lL - (hi - lH);
        // y ln a
        double zH = y * hi;
        if (!(Math.abs(zH) < 746)) {
            return zH > 0 ? Double.POSITIVE_INFINITY : 0.0;
        }
        double zL = Math.fma(y, hi, -zH) + y * lo;
        double r = StrictMath.exp(zH);
        return r + r * zL;
    }

    /** OpenCL powr: pow defined only for x >= 0, with its own NaN cases. */
    static double powr(double x, double y) {
        if (x != x || y != y || x < 0) {
            return Double.NaN;
        }
        if (x == 0) {
            if (y == 0) {
                return Double.NaN;
            }
            return y < 0 ? Double.POSITIVE_INFINITY : 0.0;
        }
        if (x == Double.POSITIVE_INFINITY) {
            if (y == 0) {
                return Double.NaN;
            }
            return y < 0 ? 0.0 : Double.POSITIVE_INFINITY;
        }
        if (x == 1.0) {
            return Double.isInfinite(y) ? Double.NaN : 1.0;
        }
        return pow(x, y);
    }

    /** pown(x, n) = x^n for integer n; pown(x, 0) = 1 even for NaN. */
    static double pown(double x, int n) {
        if (n == 0) {
            return 1.0;
        }
        return pow(x, n);
    }

    /** rootn(x, n) = x^(1/n), refined by one Newton step because 1/n is inexact. */
    static double rootn(double x, int n) {
        if (n == 0 || x != x) {
            return Double.NaN;
        }
        boolean odd = (n & 1) != 0;
        boolean negative = Double.doubleToRawLongBits(x) < 0;
        if (negative && x != 0 && !odd) {
            return Double.NaN;
        }
        double a = Math.abs(x);
        if (a == 0) {
            if (n > 0) {
                return odd ? x : 0.0;
            }
            return odd ? Math.copySign(Double.POSITIVE_INFINITY, x) : Double.POSITIVE_INFINITY;
        }
        if (a == Double.POSITIVE_INFINITY) {
            if (n > 0) {
                return odd ? x : Double.POSITIVE_INFINITY;
            }
            return odd ? Math.copySign(0.0, x) : 0.0;
        }
        double y;
        switch (n) {
            case 1 -> y = a;
            case -1 -> y = 1.0 / a;
            case 2 -> y = Math.sqrt(a);
            case 3 -> y = StrictMath.cbrt(a);
            default -> {
                y = pow(a, 1.0 / n);
                if (y != 0 && y != Double.POSITIVE_INFINITY) {
                    double q = pow(y, n) / a;
                    if (q > 0 && q != Double.POSITIVE_INFINITY) {
                        y -= y * (q - 1.0) / n;
                    }
                }
            }
        }
        return negative ? -y : y;
    }

    static double exp2(double x) {
        return pow(2.0, x);
    }

    static double exp10(double x) {
        return pow(10.0, x);
    }

    /** log2 as exponent plus log1p of the reduced mantissa, exact for powers of two. */
    static double log2(double x) {
        if (x != x || x < 0) {
            return Double.NaN;
        }
        if (x == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (x == Double.POSITIVE_INFINITY) {
            return x;
        }
        int e = exponent(x);
        double m = Math.scalb(x, -e); // [1, 2)
        if (m > 1.0 / SQRT_HALF) {
            m *= 0.5;
            e++;
        }
        return e + StrictMath.log1p(m - 1.0) * INV_LN2;
    }

    /** The unbiased exponent of a finite non-zero x, subnormals included (floor(log2|x|)). */
    static int exponent(double x) {
        int e = Math.getExponent(x);
        if (e == Double.MIN_EXPONENT - 1) {
            e = Math.getExponent(x * 0x1p54) - 54;
        }
        return e;
    }

    static double logb(double x) {
        if (x != x) {
            return x;
        }
        if (Double.isInfinite(x)) {
            return Double.POSITIVE_INFINITY;
        }
        if (x == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        return exponent(x);
    }

    /** ilogb with OpenCL's FP_ILOGB0 = INT_MIN and FP_ILOGBNAN = INT_MAX (also for infinities). */
    static int ilogb(double x) {
        if (x != x || Double.isInfinite(x)) {
            return Integer.MAX_VALUE;
        }
        if (x == 0) {
            return Integer.MIN_VALUE;
        }
        return exponent(x);
    }

    /** The exponent frexp returns: x = m * 2^e with 0.5 <= |m| < 1; 0 for zero, infinities and NaN. */
    static int frexpExponent(double x) {
        if (x == 0 || x != x || Double.isInfinite(x)) {
            return 0;
        }
        return exponent(x) + 1;
    }

    static double frexpMantissa(double x) {
        if (x == 0 || x != x || Double.isInfinite(x)) {
            return x;
        }
        return Math.scalb(x, -(exponent(x) + 1));
    }

    static double trunc(double x) {
        return x < 0 ? Math.ceil(x) : Math.floor(x);
    }

    /** Round half away from zero. */
    static double round(double x) {
        double t = trunc(x);
        if (Math.abs(x - t) >= 0.5) {
            return t + Math.copySign(1.0, x);
        }
        return t;
    }

    /** fmax: a NaN argument is ignored unless both are NaN. */
    static double fmax(double x, double y) {
        if (x != x) {
            return y;
        }
        if (y != y) {
            return x;
        }
        return Math.max(x, y);
    }

    static double fmin(double x, double y) {
        if (x != x) {
            return y;
        }
        if (y != y) {
            return x;
        }
        return Math.min(x, y);
    }

    static double maxmag(double x, double y) {
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        if (ax > ay) {
            return x;
        }
        if (ay > ax) {
            return y;
        }
        return fmax(x, y);
    }

    static double minmag(double x, double y) {
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        if (ax < ay) {
            return x;
        }
        if (ay < ax) {
            return y;
        }
        return fmin(x, y);
    }

    static double fdim(double x, double y) {
        if (x != x || y != y) {
            return Double.NaN;
        }
        return x > y ? x - y : 0.0;
    }

    /** OpenCL sign: 1.0, -1.0, the signed zero itself, or 0.0 for NaN. */
    static double sign(double x) {
        if (x != x) {
            return 0.0;
        }
        return x > 0 ? 1.0 : x < 0 ? -1.0 : x;
    }

    static double asinh(double x) {
        double a = Math.abs(x);
        double r;
        if (a > 0x1p28) {
            r = StrictMath.log(a) + LN2;
        } else if (a > 2) {
            r = StrictMath.log(2 * a + 1 / (Math.sqrt(a * a + 1) + a));
        } else {
            double a2 = a * a;
            r = StrictMath.log1p(a + a2 / (1 + Math.sqrt(1 + a2)));
        }
        return Math.copySign(r, x);
    }

    static double acosh(double x) {
        if (x != x || x < 1) {
            return Double.NaN;
        }
        if (x > 0x1p28) {
            return StrictMath.log(x) + LN2;
        }
        if (x > 2) {
            return StrictMath.log(2 * x - 1 / (x + Math.sqrt(x * x - 1)));
        }
        double t = x - 1;
        return StrictMath.log1p(t + Math.sqrt(2 * t + t * t));
    }

    static double atanh(double x) {
        double a = Math.abs(x);
        if (x != x || a > 1) {
            return Double.NaN;
        }
        if (a == 1) {
            return Math.copySign(Double.POSITIVE_INFINITY, x);
        }
        double r;
        if (a < 0.5) {
            double twoA = a + a;
            r = 0.5 * StrictMath.log1p(twoA + twoA * a / (1 - a));
        } else {
            r = 0.5 * StrictMath.log1p((a + a) / (1 - a));
        }
        return Math.copySign(r, x);
    }

    /** sin(pi * r) for 0 <= r <= 0.25, with pi * r carried to double-double precision. */
    private static double sinPiReduced(double r) {
        double p = PI * r;
        double e = Math.fma(PI, r, -p) + PI_LO * r;
        return StrictMath.sin(p) + StrictMath.cos(p) * e;
    }

    /** cos(pi * r) for 0 <= r <= 0.25. */
    private static double cosPiReduced(double r) {
        double p = PI * r;
        double e = Math.fma(PI, r, -p) + PI_LO * r;
        return StrictMath.cos(p) - StrictMath.sin(p) * e;
    }

    static double sinpi(double x) {
        if (x != x || Double.isInfinite(x)) {
            return Double.NaN;
        }
        double a = Math.abs(x);
        double sign = x < 0 || (x == 0 && 1 / x < 0) ? -1 : 1;
        if (a >= 0x1p52) {
            return sign * 0.0;
        }
        double r = a % 2.0;
        if (r >= 1) {
            r -= 1;
            sign = -sign;
        }
        if (r > 0.5) {
            r = 1 - r;
        }
        double s = r <= 0.25 ? sinPiReduced(r) : cosPiReduced(0.5 - r);
        return sign * s;
    }

    static double cospi(double x) {
        if (x != x || Double.isInfinite(x)) {
            return Double.NaN;
        }
        double a = Math.abs(x);
        if (a >= 0x1p53) {
            return 1.0;
        }
        double r = a % 2.0;
        double sign = 1;
        if (r >= 1) {
            r -= 1;
            sign = -1;
        }
        if (r > 0.5) {
            r = 1 - r;
            sign = -sign;
        }
        double c = r <= 0.25 ? cosPiReduced(r) : sinPiReduced(0.5 - r);
        return c == 0 ? 0.0 : sign * c;
    }

    static double tanpi(double x) {
        if (x != x || Double.isInfinite(x)) {
            return Double.NaN;
        }
        double s = sinpi(x);
        double c = cospi(x);
        if (c == 0) {
            return Math.copySign(Double.POSITIVE_INFINITY, s);
        }
        return s / c;
    }

    static double acospi(double x) {
        return StrictMath.acos(x) / PI;
    }

    static double asinpi(double x) {
        return StrictMath.asin(x) / PI;
    }

    static double atanpi(double x) {
        return StrictMath.atan(x) / PI;
    }

    static double atan2pi(double y, double x) {
        return StrictMath.atan2(y, x) / PI;
    }

    /** e^-(x^2) with x^2 carried exactly (hi + lo), so large x lose no accuracy to the squaring. */
    private static double expMinusSquare(double x) {
        double hi = x * x;
        double lo = Math.fma(x, x, -hi);
        return StrictMath.exp(-hi) * (1 - lo);
    }

    /**
     * erf: the all-positive series erf(a) = 2/sqrt(pi) e^(-a^2) sum 2^n a^(2n+1) / (2n+1)!! (Abramowitz and Stegun
     * 7.1.6) below 0.8, else 1 - erfc(a).
     */
    static double erf(double x) {
        if (x != x) {
            return x;
        }
        double a = Math.abs(x);
        double r;
        if (a >= 6) {
            r = 1.0;
        } else if (a < 0x1p-28) {
            return x * TWO_OVER_SQRT_PI;
        } else if (a < 0.8) {
            double twoA2 = 2 * a * a;
            double term = a;
            double sum = a;
            for (int n = 1; n < 60; n++) {
                term *= twoA2 / (2 * n + 1);
                sum += term;
                if (term < sum * 0x1p-56) {
                    break;
                }
            }
            r = TWO_OVER_SQRT_PI * expMinusSquare(a) * sum;
        } else {
            r = 1.0 - erfcPositive(a);
        }
        return Math.copySign(r, x);
    }

    static double erfc(double x) {
        if (x != x) {
            return x;
        }
        double a = Math.abs(x);
        if (a < 0.8) {
            return 1.0 - erf(x);
        }
        double c = erfcPositive(a);
        return x < 0 ? 2.0 - c : c;
    }

    /**
     * erfc(a) for a >= 0.8 from the continued fraction erfc(a) = e^(-a^2)/sqrt(pi) * 1/(a + (1/2)/(a + 1/(a +
     * (3/2)/(a + ...)))), evaluated backwards from a depth that makes the truncation error negligible.
     */
    private static double erfcPositive(double a) {
        if (a > 27.3) {
            return 0.0;
        }
        // truncation error falls like exp(-c a sqrt(depth)); this depth keeps it below 2^-60 (measured)
        int depth = Math.min(400, 20 + (int) (260 / (a * a)));
        double f = a;
        for (int k = depth; k >= 1; k--) {
            f = a + (k * 0.5) / f;
        }
        return expMinusSquare(a) * INV_SQRT_PI / f;
    }

    /** Bernoulli coefficients B_2k / (2k (2k-1)) of Stirling's series for ln Gamma, k = 1..10. */
    private static final double[] STIRLING = {
        1.0 / 12, -1.0 / 360, 1.0 / 1260, -1.0 / 1680, 1.0 / 1188, -691.0 / 360360, 1.0 / 156,
        -3617.0 / 122400, 43867.0 / 244188, -174611.0 / 125400,
    };

    /** Stirling's series tail S(z) for z >= 8. */
    private static double stirlingTail(double z) {
        double inv = 1 / z;
        double inv2 = inv * inv;
        double s = 0;
        for (int k = STIRLING.length - 1; k >= 0; k--) {
            s = s * inv2 + STIRLING[k];
        }
        return s * inv;
    }

    /** True for negative integers and zeros, the poles of Gamma. */
    private static boolean isPole(double x) {
        return x <= 0 && Math.floor(x) == x;
    }

    /**
     * Gamma: Stirling's series for z >= 8, reached by the recurrence Gamma(x) = Gamma(x + n) / (x (x+1) ... );
     * the rounding of x + k is carried as a relative correction; reflection for negative x.
     */
    static double tgamma(double x) {
        if (x != x || x == Double.NEGATIVE_INFINITY) {
            return Double.NaN;
        }
        if (x == Double.POSITIVE_INFINITY) {
            return x;
        }
        if (x == 0) {
            return Math.copySign(Double.POSITIVE_INFINITY, x);
        }
        if (isPole(x)) {
            return Double.NaN;
        }
        if (x > 171.62437695630272) {
            return Double.POSITIVE_INFINITY;
        }
        if (x < 0) {
            if (x < -190) {
                return sinpi(x) == 0 ? 0.0 : Math.copySign(0.0, sinpi(x));
            }
            double g = tgamma(1 - x);
            return PI / (sinpi(x) * g);
        }
        if (x < 0x1p-60) {
            return 1 / x;
        }
        double zhi = x;
        double zlo = 0;
        double prod = 1;
        double corr = 0;
        while (zhi < 8) {
            prod *= zhi;
            corr += zlo / zhi;
            double s = zhi + 1;
            double err = (zhi - (s - (s - zhi))) + (1 - (s - zhi));
            zhi = s;
            zlo += err;
        }
        double psi = StrictMath.log(zhi) - 0.5 / zhi;
        double w = (zhi - 0.5) * 0.5;
        double p = pow(zhi, w);
        double g = SQRT_2PI * p * (p * StrictMath.exp(-zhi)) * StrictMath.exp(stirlingTail(zhi));
        g *= 1 + psi * zlo - corr;
        return g / prod;
    }

    /** ln|Gamma(x)|; the sign of Gamma(x) is {@link #gammaSign}. */
    static double lgamma(double x) {
        if (x != x) {
            return x;
        }
        if (Double.isInfinite(x) || isPole(x)) {
            return Double.POSITIVE_INFINITY;
        }
        if (x < 0) {
            double a = -x;
            if (a > 0x1p52) {
                return Double.POSITIVE_INFINITY;
            }
            return StrictMath.log(PI / Math.abs(sinpi(x))) - lgamma(1 - x);
        }
        if (x < 1e-300) {
            return -StrictMath.log(x);
        }
        if (x < 8) {
            return StrictMath.log(Math.abs(tgamma(x)));
        }
        return (x - 0.5) * (StrictMath.log(x) - 1) - 0.5 + HALF_LN_2PI + stirlingTail(x);
    }

    /** The sign lgamma_r reports: +1 or -1 as Gamma(x), 0 at the poles (zeros and negative integers). */
    static int gammaSign(double x) {
        if (x != x) {
            return 0;
        }
        if (x > 0) {
            return 1;
        }
        if (isPole(x) || x == Double.NEGATIVE_INFINITY) {
            return 0;
        }
        double t = Math.ceil(-x); // Gamma < 0 on (-1, 0), (-3, -2), ...
        return (t % 2 == 1) ? -1 : 1;
    }

    /** fract's fractional part: x - floor(x) clamped below 1 at the given width; fract(+-inf) = +-0. */
    static double fract(double x, int bits) {
        if (x != x) {
            return x;
        }
        if (Double.isInfinite(x)) {
            return Math.copySign(0.0, x);
        }
        double f = x - Math.floor(x);
        double below1 = bits == 64 ? 0x1.fffffffffffffp-1 : bits == 32 ? 0x1.fffffep-1 : 0x1.ffcp-1;
        double rounded = Slots.getF(Slots.putF(f, bits), bits);
        return Math.min(rounded, below1);
    }

    /** modf's fractional part, with the sign of x; +-0 for infinities. */
    static double modfFraction(double x) {
        if (Double.isInfinite(x)) {
            return Math.copySign(0.0, x);
        }
        return Math.copySign(x - trunc(x), x);
    }

    /** The quotient bits remquo returns: sign of x/y and the low 7 bits of the rounded integral quotient. */
    static int remquoQuotient(double x, double y) {
        if (x != x || y != y || y == 0 || Double.isInfinite(x)) {
            return 0;
        }
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        double m = ay > Double.MAX_VALUE / 128 ? ax : ax % (128 * ay); // same quotient mod 128, exactly
        double rm = Math.IEEEremainder(m, ay);
        int q = (int) Math.rint((m - rm) / ay) & 0x7f;
        return (x < 0) != (y < 0) ? -q : q;
    }
}
