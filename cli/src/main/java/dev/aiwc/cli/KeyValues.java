package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The repeatable {@code KEY=VALUE} options ({@code --gpu-set l1.size=48k}): one parser, one error. Blanks around
 * the key and the value are dropped; the value may itself hold {@code =}; a later setting of a key replaces an
 * earlier one, as on a shell's command line.
 */
final class KeyValues {

    private KeyValues() {
    }

    /**
     * The settings of {@code option}'s values, in the order given.
     *
     * @param example a correct use, for the message ({@code --gpu-set l1.size=48k})
     * @throws AiwcException bad input naming the value that is not {@code KEY=VALUE}
     */
    static Map<String, String> parse(String option, List<String> values, String example) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String kv : values) {
            int eq = kv.indexOf('=');
            if (eq <= 0 || kv.substring(0, eq).isBlank()) {
                throw AiwcException.badInput(option + " expects KEY=VALUE, not '" + kv + "'", "e.g. " + example);
            }
            out.put(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
        }
        return out;
    }
}
