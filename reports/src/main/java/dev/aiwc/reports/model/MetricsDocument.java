package dev.aiwc.reports.model;

import dev.aiwc.api.metric.MetricDescriptor;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The tables of METRICS.md, generated from the metric descriptors so that the documentation and the reports cannot
 * drift apart. The prose around them is written by hand; each table sits between a line
 * {@code <!-- generated: NAME -->} and the next {@code <!-- end generated -->}, where NAME is a metric category
 * ({@code compute}, …: the published definitions of the {@code default} profile) or {@code collectors} (unit,
 * direction and meaning of every other key).
 */
public final class MetricsDocument {

    private static final String START = "<!-- generated: ";
    private static final String END = "<!-- end generated -->";

    private MetricsDocument() {
    }

    /**
     * {@code doc} with every generated table rebuilt from {@code descriptors}.
     *
     * @throws IllegalArgumentException for an unknown table name or a table without its end line
     */
    public static String update(String doc, List<MetricDescriptor> descriptors) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int start = doc.indexOf(START, at);
            if (start < 0) {
                out.append(doc, at, doc.length());
                return out.toString();
            }
            int nameEnd = doc.indexOf(" -->", start);
            int end = doc.indexOf(END, start);
            if (nameEnd < 0 || end < 0) {
                throw new IllegalArgumentException("a generated table that starts at character " + start
                        + " has no '" + END + "' line");
            }
            String name = doc.substring(start + START.length(), nameEnd).trim();
            out.append(doc, at, nameEnd + 4).append('\n');
            out.append(table(name, descriptors));
            at = end;
            out.append(END);
            at += END.length();
        }
    }

    private static String table(String name, List<MetricDescriptor> descriptors) {
        if (name.equals("collectors")) {
            return collectorTable(descriptors);
        }
        if (!MetricCatalogue.CATEGORIES.contains(name)) {
            throw new IllegalArgumentException("unknown generated table '" + name + "'; use one of "
                    + MetricCatalogue.CATEGORIES + " or collectors");
        }
        StringBuilder b = new StringBuilder();
        b.append("| key | unit | better | published | `default` computes | departs |\n");
        b.append("|---|---|---|---|---|---|\n");
        List<MetricDescriptor> group = new ArrayList<>();
        for (MetricDescriptor d : descriptors) {
            if (!d.key().startsWith(name + ".") || d.definition() == null || "profile aiwc".equals(d.onlyIn())) {
                continue;
            }
            if (!group.isEmpty() && !sameRow(group.get(0), d)) {
                definitionRow(b, group);
                group.clear();
            }
            group.add(d);
        }
        if (!group.isEmpty()) {
            definitionRow(b, group);
        }
        return b.toString();
    }

    private static boolean sameRow(MetricDescriptor a, MetricDescriptor b) {
        return Objects.equals(a.definition(), b.definition()) && a.unit().equals(b.unit())
                && a.direction() == b.direction();
    }

    private static void definitionRow(StringBuilder b, List<MetricDescriptor> group) {
        MetricDescriptor first = group.get(0);
        MetricDescriptor.Definition def = first.definition();
        b.append("| ").append(keys(group)).append(" | ").append(cell(first.unit())).append(" | ")
                .append(first.direction().words()).append(" | ").append(cell(def.published())).append(" | ")
                .append(cell(def.computes())).append(" | ").append(cell(def.departs())).append(" |\n");
    }

    /** {@code `parallelism.itb.{min,max,median}`} for keys that differ only in their last name. */
    private static String keys(List<MetricDescriptor> group) {
        String first = display(group.get(0).key());
        if (group.size() == 1) {
            return "`" + first + "`";
        }
        String prefix = first.substring(0, first.lastIndexOf('.') + 1);
        List<String> names = new ArrayList<>();
        for (MetricDescriptor d : group) {
            String k = display(d.key());
            if (!k.startsWith(prefix) || k.indexOf('.', prefix.length()) >= 0) {
                List<String> all = new ArrayList<>();
                group.forEach(g -> all.add("`" + display(g.key()) + "`"));
                return String.join(", ", all);
            }
            names.add(k.substring(prefix.length()));
        }
        return "`" + prefix + "{" + String.join(",", names) + "}`";
    }

    private static String collectorTable(List<MetricDescriptor> descriptors) {
        StringBuilder b = new StringBuilder();
        b.append("| key | unit | better | meaning |\n|---|---|---|---|\n");
        for (MetricDescriptor d : descriptors) {
            String head = d.key().split("[.\\[]", 2)[0];
            if (MetricCatalogue.CATEGORIES.contains(head)) {
                continue;
            }
            b.append("| `").append(display(d.key())).append("` | ").append(d.unit().isEmpty() ? "—" : cell(d.unit()))
                    .append(" | ").append(d.direction().words()).append(" | ").append(cell(d.description()))
                    .append(" |\n");
        }
        return b.toString();
    }

    /** A descriptor key as the document writes it: {@code []} as {@code [n]}. */
    private static String display(String key) {
        return key.replace("[]", "[n]");
    }

    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
