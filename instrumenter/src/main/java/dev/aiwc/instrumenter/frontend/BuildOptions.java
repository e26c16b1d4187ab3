package dev.aiwc.instrumenter.frontend;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an OpenCL build-options string ({@code clBuildProgram}'s {@code options}) into arguments the way a POSIX
 * shell would for words, single and double quotes and backslashes, so {@code -DNAME="a b"} stays one argument.
 */
public final class BuildOptions {
    private BuildOptions() {
    }

    public static List<String> split(String options) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < options.length(); i++) {
            char c = options.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"' && i + 1 < options.length()
                        && "\"\\$`".indexOf(options.charAt(i + 1)) >= 0) {
                    cur.append(options.charAt(++i));
                } else {
                    cur.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < options.length()) {
                cur.append(options.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    out.add(cur.toString());
                    cur.setLength(0);
                    inWord = false;
                }
            } else {
                cur.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unterminated " + quote + " quote in build options: " + options);
        }
        if (inWord) {
            out.add(cur.toString());
        }
        return out;
    }
}
