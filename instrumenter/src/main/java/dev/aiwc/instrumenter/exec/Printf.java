package dev.aiwc.instrumenter.exec;

import java.util.Locale;
import java.util.function.LongFunction;

/** OpenCL printf: C conversions over the call's register arguments (float arguments arrive as double). */
final class Printf {
    private Printf() {
    }

    static String format(LongFunction<String> strings, long[] r, int base, int[] args, String types) {
        String fmt = strings.apply(r[base + args[0]]);
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
            String spec = fmt.substring(start, i).replaceAll("[hlL]|v\\d+", "");
            if (arg >= args.length) {
                out.append(fmt, start, i + 1);
                continue;
            }
            long raw = r[base + args[arg]];
            char type = arg < types.length() ? types.charAt(arg) : 'i';
            arg++;
            switch (conv) {
                case 'd', 'i' -> out.append(String.format(Locale.ROOT, spec + "d", type == 'i' ? (long) (int) raw : raw));
                case 'u' -> out.append(String.format(Locale.ROOT, spec + "d",
                        type == 'i' ? raw & 0xFFFFFFFFL : raw));
                case 'x', 'X', 'o' -> out.append(String.format(Locale.ROOT, spec + conv,
                        type == 'i' ? raw & 0xFFFFFFFFL : raw));
                case 'c' -> out.append((char) (raw & 0xFF));
                case 's' -> out.append(strings.apply(raw));
                case 'p' -> out.append(String.format(Locale.ROOT, "0x%x", raw));
                case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A' -> {
                    double v = type == 'f' ? Float.intBitsToFloat((int) raw) : Double.longBitsToDouble(raw);
                    out.append(String.format(Locale.ROOT, spec + (conv == 'F' ? 'f' : conv), v));
                }
                default -> out.append(fmt, start, i + 1);
            }
        }
        return out.toString();
    }
}
