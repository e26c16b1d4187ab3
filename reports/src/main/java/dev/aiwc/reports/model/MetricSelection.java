package dev.aiwc.reports.model;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Which flattened metric keys a user asked for ({@code compare --metrics}): a comma list of patterns, each either a
 * key prefix or a glob. A pattern without {@code *} selects that key and everything under it, so {@code memory}
 * selects {@code memory.footprint} and {@code memory.globalAddressEntropy[3]}, and {@code fermi-l1.total} every
 * total counter; it does not select {@code memoryX}. In a glob {@code *} matches any run of characters, dots and
 * brackets included ({@code *Entropy*}, {@code fermi-l1.*.hits}). Matching is case-sensitive, as keys are.
 *
 * @param patterns the patterns as the user wrote them, in order
 */
public record MetricSelection(List<String> patterns) {

    /** Selects every key. */
    public static final MetricSelection ALL = new MetricSelection(List.of());

    public MetricSelection {
        patterns = List.copyOf(patterns);
    }

    /** Parses a comma list; blanks between commas are ignored; null or blank selects every key. */
    public static MetricSelection parse(String list) {
        if (list == null || list.isBlank()) {
            return ALL;
        }
        List<String> out = new ArrayList<>();
        for (String p : list.split(",")) {
            if (!p.isBlank()) {
                out.add(p.strip());
            }
        }
        return new MetricSelection(out);
    }

    /** Whether {@code key} is selected. */
    public boolean selects(String key) {
        if (patterns.isEmpty()) {
            return true;
        }
        for (String p : patterns) {
            if (matches(p, key)) {
                return true;
            }
        }
        return false;
    }

    /** The patterns that select none of {@code keys}: almost always a typing mistake worth reporting. */
    public List<String> unmatched(Iterable<String> keys) {
        List<String> out = new ArrayList<>();
        for (String p : patterns) {
            boolean any = false;
            for (String k : keys) {
                if (matches(p, k)) {
                    any = true;
                    break;
                }
            }
            if (!any) {
                out.add(p);
            }
        }
        return out;
    }

    static boolean matches(String pattern, String key) {
        if (pattern.indexOf('*') >= 0) {
            List<String> parts = new ArrayList<>();
            for (String part : pattern.split("\\*", -1)) {
                parts.add(Pattern.quote(part));
            }
            return Pattern.compile(String.join(".*", parts)).matcher(key).matches();
        }
        return key.equals(pattern) || key.startsWith(pattern)
                && (key.charAt(pattern.length()) == '.' || key.charAt(pattern.length()) == '[');
    }
}
