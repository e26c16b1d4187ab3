package dev.aiwc.instrumenter.exec;

import java.util.Locale;
import java.util.function.LongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * OpenCL printf: C conversions over the call's register arguments (float arguments arrive as double), and the
 * vector conversions of OpenCL ({@code %v4f}, {@code %v2hd}, ...): each element formatted with the same flags, width
 * and precision, separated by commas.
 */
final class Printf {
    private static final Pattern VECTOR = Pattern.compile("v(\\d+)");

    private Printf() {
    }

    /**
     * @param types one token per argument, comma-separated: a kind letter ({@code c s i l} integers of 8, 16, 32 and
     *              64 bits, {@code f} float, {@code d} double, {@code p} pointer) followed by the lane count for a
     *              vector ({@code f4})
     */
    static String format(LongFunction<String> strings, long[] r, int base, int[] args, String types) {
        String fmt = strings.apply(r[base + args[0]]);
        String[] tokens = types.split(",", -1);
        StringBuilder out = new StringBuilder();
        int arg = 1;
        for (int i = 0; i < fmt.length(); i++) {
            char ch = fmt.charAt(i);
            if (ch != '%') {
                out.append(ch);
                continue;
            }
            int start = i++;
            while (i < fmt.length() && "-+ #0123456789.hlvL".indexOf(fmt.charAt(i)) >= 0) {
                i++;
            }
            if (i >= fmt.length()) {
                out.append(fmt, start, i);
                break;
            }
            char conv = fmt.charAt(i);
            if (conv == '%') {
                out.append('%');
                continue;
            }
            String modifiers = fmt.substring(start, i);
            String spec = modifiers.replaceAll("[hlL]|v\\d+", "");
            if (arg >= args.length) {
                out.append(fmt, start, i + 1);
                continue;
            }
            String token = arg < tokens.length && !tokens[arg].isEmpty() ? tokens[arg] : "i";
            char kind = token.charAt(0);
            int lanes = token.length() > 1 ? Integer.parseInt(token.substring(1)) : 1;
            int slot = base + args[arg];
            arg++;
            Matcher v = VECTOR.matcher(modifiers);
            if (v.find()) {
                // a vector conversion prints every element of a vector argument of that many lanes
                int n = Integer.parseInt(v.group(1));
                if (n != lanes) {
                    out.append(fmt, start, i + 1);
                    continue;
                }
                for (int lane = 0; lane < n; lane++) {
                    out.append(lane > 0 ? "," : "").append(element(strings, kind, r[slot + lane], conv, spec));
                }
            } else {
                out.append(element(strings, kind, r[slot], conv, spec));
            }
        }
        return out.toString();
    }

    /** One value of {@code kind} under conversion {@code conv} with the flags, width and precision of {@code spec}. */
    private static String element(LongFunction<String> strings, char kind, long raw, char conv, String spec) {
        long signed = switch (kind) {
            case 'c' -> (byte) raw;
            case 's' -> (short) raw;
            case 'i' -> (int) raw;
            default -> raw;
        };
        long unsigned = switch (kind) {
            case 'c' -> raw & 0xFF;
            case 's' -> raw & 0xFFFF;
            case 'i' -> raw & 0xFFFFFFFFL;
            default -> raw;
        };
        return switch (conv) {
            case 'd', 'i' -> String.format(Locale.ROOT, spec + "d", signed);
            case 'u' -> kind == 'l' && unsigned < 0 ? Long.toUnsignedString(unsigned)
                    : String.format(Locale.ROOT, spec + "d", unsigned);
            case 'x', 'X', 'o' -> String.format(Locale.ROOT, spec + conv, unsigned);
            case 'c' -> String.valueOf((char) (raw & 0xFF));
            case 's' -> strings.apply(raw);
            case 'p' -> String.format(Locale.ROOT, "0x%x", raw);
            case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A' -> String.format(Locale.ROOT, spec + (conv == 'F' ? 'f' : conv),
                    kind == 'f' ? Float.intBitsToFloat((int) raw) : Double.longBitsToDouble(raw));
            default -> "%" + spec + conv;
        };
    }
}
