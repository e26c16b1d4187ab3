package dev.aiwc.cli.sweep;

import dev.aiwc.instrumenter.AiwcException;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A preprocessor macro the sweep varies, from {@code --define NAME=v1,v2} (each value is one factor of the product)
 * or {@code --define NAME=@local.x} (tied: the value is the configuration's work-group extent in that dimension, so
 * a kernel whose tile must equal its work-group gets {@code -DTILE=16} with {@code 16x16} and never a mismatch).
 *
 * @param name   the macro
 * @param values the values it takes in turn; empty when tied
 * @param tiedTo the dimension (0 = x) whose work-group extent it takes, or -1 when it has its own values
 */
public record Define(String name, List<String> values, int tiedTo) {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern VALUE = Pattern.compile("[^\\s,'\"\\\\]+");

    public Define {
        values = List.copyOf(values);
    }

    public boolean tied() {
        return tiedTo >= 0;
    }

    /** Parses one {@code --define} argument; a malformed one is a usage error saying what is accepted. */
    public static Define parse(String text) {
        int eq = text.indexOf('=');
        String name = eq < 0 ? text.strip() : text.substring(0, eq).strip();
        if (eq < 0 || !IDENTIFIER.matcher(name).matches()) {
            throw AiwcException.badInput("--define '" + text + "' is not NAME=VALUES",
                    "Give a macro name and its values, e.g. --define TILE=8,16, or tie it to the work-group size:"
                            + " --define TILE=@local.x (y, z).");
        }
        String rest = text.substring(eq + 1).strip();
        if (rest.startsWith("@")) {
            int d = switch (rest) {
                case "@local.x" -> 0;
                case "@local.y" -> 1;
                case "@local.z" -> 2;
                default -> throw AiwcException.badInput("--define " + text + ": '" + rest + "' is not a tie",
                        "Tie a macro to the work-group size with @local.x, @local.y or @local.z.");
            };
            return new Define(name, List.of(), d);
        }
        List<String> values = new ArrayList<>();
        for (String v : rest.split(",", -1)) {
            String s = v.strip();
            if (!VALUE.matcher(s).matches()) {
                throw AiwcException.badInput("--define " + text + ": value '" + s + "' cannot be passed as -D" + name
                        + "=" + s, "Give non-empty values without spaces, quotes or backslashes, separated by commas.");
            }
            if (values.contains(s)) {
                throw AiwcException.badInput("--define " + text + " gives the value " + s + " twice",
                        "Give each value once: the sweep would characterise the same configuration twice.");
            }
            values.add(s);
        }
        return new Define(name, values, -1);
    }
}
