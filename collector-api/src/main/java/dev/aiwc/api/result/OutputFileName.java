package dev.aiwc.api.result;

/**
 * Turns a name that comes from a kernel or a spec (a kernel name in hand-written LLVM IR may be any quoted string)
 * into one path component that stays inside the output directory: no separators, no {@code ..}, never hidden, never
 * empty. OpenCL C identifiers pass unchanged.
 */
public final class OutputFileName {

    private OutputFileName() {
    }

    /** True when {@code name} is already a safe file name component (letters, digits, {@code _ - .}, not leading {@code .}). */
    public static boolean isSafe(String name) {
        if (name == null || name.isEmpty() || name.charAt(0) == '.' || name.length() > 200) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!allowed(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** {@code name} with every other character replaced by {@code _}, a leading {@code .} too; "_" when empty. */
    public static String of(String name) {
        if (isSafe(name)) {
            return name;
        }
        if (name == null || name.isEmpty()) {
            return "_";
        }
        StringBuilder s = new StringBuilder(Math.min(name.length(), 200));
        for (int i = 0; i < name.length() && s.length() < 200; i++) {
            char c = name.charAt(i);
            s.append(allowed(c) && !(i == 0 && c == '.') ? c : '_');
        }
        return s.toString();
    }

    private static boolean allowed(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
                || c == '.';
    }
}
