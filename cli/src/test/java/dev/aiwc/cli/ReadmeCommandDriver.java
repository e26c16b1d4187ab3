package dev.aiwc.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs command lines one after another in this JVM, in its working folder, as {@code ./aiwc} would: the child
 * process {@link ReadmeCommandsTest} starts in a scratch folder, so the README's relative paths ({@code out},
 * {@code report.html}) land there. Each command's output is framed by {@code ### BEGIN} and {@code ### EXIT <code>}.
 */
public final class ReadmeCommandDriver {

    private ReadmeCommandDriver() {
    }

    /** args[0]: a file of command lines (the words after {@code ./aiwc}), one per line. */
    public static void main(String[] args) throws Exception {
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            System.out.println("### BEGIN " + line);
            System.out.flush();
            int code = Main.execute(words(line).toArray(new String[0]));
            System.out.flush();
            System.err.flush();
            System.out.println("### EXIT " + code);
        }
        System.out.flush();
    }

    /** Splits a command line as a shell does for the README's forms: blanks, and double or single quotes. */
    static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean in = false;
        char quote = 0;
        for (char ch : line.toCharArray()) {
            if (quote != 0) {
                if (ch == quote) {
                    quote = 0;
                } else {
                    w.append(ch);
                }
            } else if (ch == '"' || ch == '\'') {
                quote = ch;
                in = true;
            } else if (Character.isWhitespace(ch)) {
                if (in) {
                    out.add(w.toString());
                    w.setLength(0);
                    in = false;
                }
            } else {
                w.append(ch);
                in = true;
            }
        }
        if (in) {
            out.add(w.toString());
        }
        return out;
    }
}
