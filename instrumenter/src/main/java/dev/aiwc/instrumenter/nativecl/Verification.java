package dev.aiwc.instrumenter.nativecl;

import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.spec.ElementType;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks the simulator against a real OpenCL runtime: runs one spec on both and compares every buffer element by
 * element in its element type. Integers must match exactly; floating point may differ by a bounded number of
 * units in the last place, because OpenCL allows builtins (sqrt, exp, sin ...) a few ulp of error and runtimes
 * contract a*b+c into fma differently. NaNs of any payload compare equal, as do +0 and -0.
 */
public final class Verification {

    private Verification() {
    }

    /**
     * Allowed floating-point differences in ulp. The default, 4 ulp for float, 4 for double and 2 for half, covers
     * OpenCL's error bounds for the common builtins (exp, log, pow: 3-4 ulp; divide 2.5; sqrt 3) and fma contraction.
     */
    public record Tolerance(long floatUlps, long doubleUlps, long halfUlps) {
        public static final Tolerance DEFAULT = new Tolerance(4, 4, 2);
        public static final Tolerance EXACT = new Tolerance(0, 0, 0);

        long ulpsFor(ElementType t) {
            return switch (t) {
                case HALF -> halfUlps;
                case DOUBLE -> doubleUlps;
                default -> floatUlps;
            };
        }
    }

    /**
     * How one buffer compares.
     *
     * @param name         buffer name
     * @param type         element type compared in
     * @param elements     number of elements
     * @param mismatches   elements beyond tolerance
     * @param firstIndex   first mismatching element, or -1
     * @param expected     its value on the reference (native) device, or null
     * @param actual       its value on the simulator, or null
     * @param worstUlps    largest ulp difference over all elements (0 for integer buffers)
     */
    public record BufferComparison(String name, ElementType type, long elements, long mismatches, long firstIndex,
                                   String expected, String actual, long worstUlps) {
        public boolean matches() {
            return mismatches == 0;
        }
    }

    /** The verdict over all buffers. */
    public record Report(String spec, String simulator, String reference, Tolerance tolerance,
                         List<BufferComparison> buffers) {

        public boolean passed() {
            for (BufferComparison b : buffers) {
                if (!b.matches()) {
                    return false;
                }
            }
            return true;
        }

        /** What {@code ./aiwc verify} prints. */
        public String text() {
            StringBuilder out = new StringBuilder();
            out.append("verify ").append(spec).append('\n');
            out.append("  simulator: ").append(simulator).append('\n');
            out.append("  reference: ").append(reference).append('\n');
            out.append("  tolerance: ").append(tolerance.floatUlps()).append(" ulp float, ")
                    .append(tolerance.doubleUlps()).append(" ulp double, ").append(tolerance.halfUlps())
                    .append(" ulp half; integers exact\n");
            for (BufferComparison b : buffers) {
                out.append("  ").append(b.matches() ? "OK      " : "MISMATCH").append(' ').append(b.name())
                        .append(" (").append(b.elements()).append(' ').append(b.type().openclName()).append("): ")
                        .append(b.mismatches()).append(" mismatches");
                if (b.type().isFloating()) {
                    out.append(", worst ").append(b.worstUlps()).append(" ulp");
                }
                if (!b.matches()) {
                    out.append(", first at [").append(b.firstIndex()).append("]: reference ").append(b.expected())
                            .append(", simulator ").append(b.actual());
                }
                out.append('\n');
            }
            out.append(passed() ? "PASSED" : "FAILED").append('\n');
            return out.toString();
        }
    }

    /** Runs {@code spec} on the simulator and on the reference device and compares every buffer. */
    public static Report verify(RunSpec spec, ComputeDevice simulator, ComputeDevice reference, Tolerance tolerance) {
        SpecRunner.Outcome sim = SpecRunner.run(spec, simulator, SpecRunner.Listener.NONE);
        SpecRunner.Outcome ref = SpecRunner.run(spec, reference, SpecRunner.Listener.NONE);
        return compare(spec, ref, sim, tolerance);
    }

    /** Compares two outcomes of the same spec buffer by buffer. */
    public static Report compare(RunSpec spec, SpecRunner.Outcome reference, SpecRunner.Outcome simulated,
                                 Tolerance tolerance) {
        List<BufferComparison> out = new ArrayList<>();
        for (RunSpec.BufferSpec b : spec.buffers()) {
            out.add(compare(b.name(), b.type(), reference.buffers().get(b.name()), simulated.buffers().get(b.name()),
                    tolerance));
        }
        String name = spec.specFile() == null ? spec.source().getFileName().toString()
                : spec.specFile().getFileName().toString();
        return new Report(name, simulated.device(), reference.device(), tolerance, out);
    }

    /** Compares two byte images of one buffer as elements of {@code type}. */
    public static BufferComparison compare(String name, ElementType type, byte[] expected, byte[] actual,
                                           Tolerance tolerance) {
        int n = Math.min(expected.length, actual.length) / type.bytes();
        ByteBuffer e = ByteBuffer.wrap(expected).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer a = ByteBuffer.wrap(actual).order(ByteOrder.LITTLE_ENDIAN);
        long mismatches = Math.abs(expected.length - actual.length) / type.bytes();
        long first = -1;
        long worst = 0;
        long allowed = type.isFloating() ? tolerance.ulpsFor(type) : 0;
        for (int i = 0; i < n; i++) {
            long x = type.get(e, i * type.bytes());
            long y = type.get(a, i * type.bytes());
            long diff;
            if (type.isFloating()) {
                diff = ulps(type, x, y);
                worst = Math.max(worst, diff);
            } else {
                diff = x == y ? 0 : Long.MAX_VALUE;
            }
            if (diff > allowed) {
                mismatches++;
                if (first < 0) {
                    first = i;
                }
            }
        }
        if (first < 0 && mismatches > 0) {
            first = n;
        }
        String ev = first >= 0 && first < n ? type.format(type.get(e, (int) first * type.bytes()), false) : null;
        String av = first >= 0 && first < n ? type.format(type.get(a, (int) first * type.bytes()), false) : null;
        if (first >= n && mismatches > 0) {
            ev = expected.length + " bytes";
            av = actual.length + " bytes";
        }
        return new BufferComparison(name, type, Math.max(expected.length, actual.length) / type.bytes(), mismatches,
                first, ev, av, worst);
    }

    /**
     * Distance in representable values between two floating bit patterns; 0 for two NaNs or for +0/-0, and
     * {@code Long.MAX_VALUE} when only one is NaN.
     */
    static long ulps(ElementType type, long x, long y) {
        double dx = type.toDouble(x);
        double dy = type.toDouble(y);
        if (Double.isNaN(dx) || Double.isNaN(dy)) {
            return Double.isNaN(dx) && Double.isNaN(dy) ? 0 : Long.MAX_VALUE;
        }
        long ox = ordered(type, x);
        long oy = ordered(type, y);
        try {
            return Math.abs(Math.subtractExact(ox, oy));
        } catch (ArithmeticException overflow) {
            return Long.MAX_VALUE;
        }
    }

    /** Maps IEEE bits to integers ordered like the values, with +0 and -0 both at 0. */
    private static long ordered(ElementType type, long bits) {
        int width = type.bytes() * 8;
        long signBit = 1L << (width - 1);
        long magnitude = bits & (signBit - 1) & (width == 64 ? Long.MAX_VALUE : (1L << width) - 1);
        return (bits & signBit) != 0 ? -magnitude : magnitude;
    }
}
