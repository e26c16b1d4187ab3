package dev.aiwc.instrumenter.spec;

import dev.aiwc.api.result.CFloatFormat;
import dev.aiwc.instrumenter.half.Half;
import dev.aiwc.instrumenter.types.ScalarKind;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.Locale;

/**
 * A scalar OpenCL element type as run specifications name it. Values travel as raw 64-bit patterns
 * (integers sign- or zero-extended, floating point as IEEE bits) so loaders never box.
 */
public enum ElementType {
    CHAR(ScalarKind.CHAR), UCHAR(ScalarKind.UCHAR), SHORT(ScalarKind.SHORT), USHORT(ScalarKind.USHORT),
    INT(ScalarKind.INT), UINT(ScalarKind.UINT), LONG(ScalarKind.LONG), ULONG(ScalarKind.ULONG),
    HALF(ScalarKind.HALF), FLOAT(ScalarKind.FLOAT), DOUBLE(ScalarKind.DOUBLE);

    // Width, signedness and name come from the shared type model; the fields are copies so parse/format stay
    // plain field reads.
    private final ScalarKind kind;
    private final int bytes;
    private final boolean signed;
    private final boolean floating;

    ElementType(ScalarKind kind) {
        this.kind = kind;
        this.bytes = kind.bits() / 8;
        this.signed = kind.signed();
        this.floating = kind.floating();
    }

    /** This type in the shared OpenCL type model. */
    public ScalarKind scalarKind() {
        return kind;
    }

    public int bytes() {
        return bytes;
    }

    public boolean isFloating() {
        return floating;
    }

    public boolean isSigned() {
        return signed;
    }

    /** The OpenCL spelling, e.g. {@code uint}. */
    public String openclName() {
        return kind.openClName();
    }

    /** The type named {@code name} (OpenCL spelling), or null. */
    public static ElementType byName(String name) {
        if (name == null) {
            return null;
        }
        ScalarKind k = ScalarKind.ofOpenClName(name);
        return k == null ? null : of(k);
    }

    /** The element type of a scalar kind; bool and void are none (IllegalArgumentException). */
    public static ElementType of(ScalarKind kind) {
        return valueOf(kind.name()); // the constants are named alike
    }

    /**
     * The element type a parameter's OpenCL type name starts with, as Oclgrind infers a default
     * ({@code float4*} is float, {@code void*} is uchar); null when it names none (a struct).
     */
    public static ElementType ofTypeName(String typeName) {
        if (typeName == null) {
            return null;
        }
        String t = typeName.strip();
        for (String q : new String[]{"const ", "volatile ", "restrict ", "__global ", "global ", "__constant ",
                "constant ", "__local ", "local "}) {
            while (t.startsWith(q)) {
                t = t.substring(q.length()).strip();
            }
        }
        if (t.startsWith("unsigned ")) {
            t = "u" + t.substring("unsigned ".length()).strip();
        }
        if (t.startsWith("void")) {
            return UCHAR;
        }
        ScalarKind k = ScalarKind.leadingElement(t);
        if (k == null) {
            return null;
        }
        int n = k.openClName().length();
        return t.length() == n || !Character.isLetter(t.charAt(n)) ? of(k) : null;
    }

    /**
     * Parses one value written as text: decimal (or hexadecimal with {@code hex}, with or without
     * {@code 0x}) for integers, a decimal or hexadecimal floating literal for floating types.
     *
     * @return the value's bit pattern (integers as two's complement, floats as IEEE bits)
     * @throws NumberFormatException when the text is no such value or out of the type's range
     */
    public long parse(String text, boolean hex) {
        String s = text.strip();
        if (floating) {
            double d;
            String lower = s.toLowerCase(Locale.ROOT);
            if (lower.equals("inf") || lower.equals("+inf") || lower.equals("infinity")) {
                d = Double.POSITIVE_INFINITY;
            } else if (lower.equals("-inf") || lower.equals("-infinity")) {
                d = Double.NEGATIVE_INFINITY;
            } else if (lower.equals("nan")) {
                d = Double.NaN;
            } else {
                if (lower.endsWith("f") && !lower.startsWith("0x") && !lower.startsWith("-0x")) {
                    s = s.substring(0, s.length() - 1);
                }
                if ((lower.startsWith("0x") || lower.startsWith("-0x")) && !lower.contains("p")) {
                    s = s + "p0";
                }
                // a float is the float nearest the text, as strtof (Oclgrind) reads it: through the nearest double, a
                // text just above the midpoint of two floats can land on the midpoint and round down
                long bits = switch (this) {
                    case HALF -> Half.fromDouble((float) Double.parseDouble(s));
                    case FLOAT -> Float.floatToRawIntBits(Float.parseFloat(s)) & 0xFFFF_FFFFL;
                    default -> Double.doubleToRawLongBits(Double.parseDouble(s));
                };
                if (Double.isInfinite(toDouble(bits))) {
                    // a finite number beyond the type's range: strtof and strtod (Oclgrind) report the overflow
                    throw new NumberFormatException(text + " is out of range for " + openclName());
                }
                return bits;
            }
            return switch (this) {
                case HALF -> Half.fromDouble((float) d);
                case FLOAT -> Float.floatToRawIntBits((float) d) & 0xFFFF_FFFFL;
                default -> Double.doubleToRawLongBits(d);
            };
        }
        boolean negative = s.startsWith("-");
        String digits = negative || s.startsWith("+") ? s.substring(1) : s;
        int radix = 10;
        if (hex || digits.startsWith("0x") || digits.startsWith("0X")) {
            radix = 16;
            if (digits.startsWith("0x") || digits.startsWith("0X")) {
                digits = digits.substring(2);
            }
        }
        if (digits.isEmpty() || digits.startsWith("-") || digits.startsWith("+")) {
            throw new NumberFormatException("not a number: " + text);
        }
        BigInteger v = new BigInteger(digits, radix);
        if (negative) {
            v = v.negate();
        }
        BigInteger min;
        BigInteger max;
        int bits = bytes * 8;
        if (signed) {
            min = BigInteger.ONE.shiftLeft(bits - 1).negate();
            max = BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE);
        } else if (bytes == 1) {
            // Oclgrind reads a uchar as an int and refuses one that does not fit (-1 included)
            min = BigInteger.ZERO;
            max = BigInteger.valueOf(255);
        } else {
            // As C++ streams read an unsigned integer (Oclgrind's): its magnitude must fit, and a minus sign negates
            // modulo 2^bits (-1 is the largest value, -65535 a ushort 1)
            max = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
            min = max.negate();
        }
        if (v.compareTo(min) < 0 || v.compareTo(max) > 0) {
            throw new NumberFormatException(text + " is out of range for " + openclName());
        }
        return normalise(v.longValue());
    }

    /** Truncates a bit pattern to this type's width and re-extends it (sign for signed integers). */
    public long normalise(long bits) {
        if (floating || bytes == 8) {
            return floating && bytes == 4 ? bits & 0xFFFF_FFFFL : floating && bytes == 2 ? bits & 0xFFFFL : bits;
        }
        int shift = 64 - bytes * 8;
        return signed ? (bits << shift) >> shift : (bits << shift) >>> shift;
    }

    /** Writes a bit pattern as this type's little-endian bytes at the buffer's position. */
    public void put(ByteBuffer out, long bits) {
        switch (bytes) {
            case 1 -> out.put((byte) bits);
            case 2 -> out.putShort((short) bits);
            case 4 -> out.putInt((int) bits);
            default -> out.putLong(bits);
        }
    }

    /**
     * Writes {@code count} copies of a bit pattern from the buffer's position (a heap buffer) by doubling copies of
     * the first: a put per value made the caller's loop hot at start-up, and its JIT compilation (a huge method,
     * compiled whole for the loop) cost more than the fill.
     */
    public void fill(ByteBuffer out, long bits, long count) {
        if (count <= 0) {
            return;
        }
        int start = out.position();
        put(out, bits);
        long total = count * bytes;
        byte[] a = out.array();
        int at = out.arrayOffset() + start;
        for (long done = bytes; done < total; done *= 2) {
            System.arraycopy(a, at, a, at + (int) done, (int) Math.min(done, total - done));
        }
        out.position(start + (int) total);
    }

    /** Reads a bit pattern (normalised) from little-endian bytes at {@code offset}. */
    public long get(ByteBuffer in, int offset) {
        long raw = switch (bytes) {
            case 1 -> in.get(offset);
            case 2 -> in.getShort(offset);
            case 4 -> in.getInt(offset);
            default -> in.getLong(offset);
        };
        return normalise(raw);
    }

    /** The value of a bit pattern as a double (integers exactly where they fit). */
    public double toDouble(long bits) {
        return switch (this) {
            case HALF -> Half.toDouble((int) bits);
            case FLOAT -> Float.intBitsToFloat((int) bits);
            case DOUBLE -> Double.longBitsToDouble(bits);
            case ULONG -> bits >= 0 ? bits : (double) (bits >>> 1) * 2.0 + (bits & 1);
            default -> bits;
        };
    }

    /** The bit pattern of a numeric value converted to this type (C conversion: floats truncate to integers). */
    public long fromDouble(double v) {
        return switch (this) {
            case HALF -> Half.fromDouble((float) v);
            case FLOAT -> Float.floatToRawIntBits((float) v) & 0xFFFF_FFFFL;
            case DOUBLE -> Double.doubleToRawLongBits(v);
            case ULONG -> v >= 0x1p63 ? (long) (v - 0x1p63) ^ Long.MIN_VALUE : (long) v;
            default -> normalise((long) v);
        };
    }

    /**
     * Formats a value the way Oclgrind's dump prints it: integers in decimal (or hexadecimal zero-padded to the
     * type's width, unsigned; a char as the int Oclgrind prints it as, so a negative one in 8 digits), floating point
     * with six significant digits like C++'s default stream.
     */
    public String format(long bits, boolean hex) {
        if (hex && this == CHAR) {
            String h = Integer.toHexString((int) bits);
            return h.length() < 2 ? "0x0" + h : "0x" + h;
        }
        if (hex && !floating) {
            long mask = bytes == 8 ? -1L : (1L << (bytes * 8)) - 1;
            String h = Long.toHexString(bits & mask);
            return "0x" + "0".repeat(Math.max(0, bytes * 2 - h.length())) + h;
        }
        if (floating) {
            return formatGeneral(toDouble(bits));
        }
        if (this == ULONG) {
            return Long.toUnsignedString(bits);
        }
        return Long.toString(bits);
    }

    /**
     * C's {@code %g} with precision 6, which is what {@code std::cout << double} prints (Oclgrind's dumps): the exact
     * value rounded to 6 significant digits, ties to even ({@link CFloatFormat}), a NaN with its sign. {@code
     * String.format}'s {@code %e}, used here before, rounds the shortest decimal form half up (100000.5 gave 100001,
     * C prints 100000), and a dump of 65,536 floats took it 0.7-0.9 s.
     */
    static String formatGeneral(double v) {
        if (Double.isNaN(v)) {
            return Double.doubleToRawLongBits(v) < 0 ? "-nan" : "nan";
        }
        return CFloatFormat.g(v, 6);
    }
}
