package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.model.SweepPoint;

import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The dataset of a sweep: the wide CSV of {@link DatasetCsv} (one row per kernel invocation, so one per configuration
 * and GPU for a one-kernel spec) with the varied parameters in front: {@code configuration}, the parameter columns
 * of the points ({@code local.x}, {@code local.y}, {@code local.z}, {@code define.NAME}); the GPU is the identity
 * columns' {@code gpu}. Failed configurations have no characterisation and no row.
 */
public final class SweepDataset {

    private SweepDataset() {
    }

    /** Writes the rows of every point that ran, in the order given. */
    public static void writeWide(List<SweepPoint> points, Writer out) throws IOException {
        Set<String> columns = new LinkedHashSet<>();
        List<Characterisation> rows = new ArrayList<>();
        List<String> prefixes = new ArrayList<>();
        for (SweepPoint p : points) {
            columns.addAll(p.parameters().keySet());
        }
        for (SweepPoint p : points) {
            for (Characterisation c : p.invocations()) {
                StringBuilder prefix = new StringBuilder(DatasetCsv.field(p.configuration()));
                for (String col : columns) {
                    String v = p.parameters().get(col);
                    prefix.append(',').append(DatasetCsv.field(v == null ? "" : v));
                }
                prefix.append(',');
                prefixes.add(prefix.toString());
                rows.add(c);
            }
        }
        StringWriter wide = new StringWriter();
        DatasetCsv.writeWide(rows, wide);
        List<String> records = records(wide.toString());
        StringBuilder header = new StringBuilder("configuration");
        for (String col : columns) {
            header.append(',').append(DatasetCsv.field(col));
        }
        out.write(header.append(',').toString());
        out.write(records.get(0));
        for (int i = 0; i < prefixes.size(); i++) {
            out.write(prefixes.get(i));
            out.write(records.get(i + 1));
        }
    }

    /**
     * The records of CSV text, each with its line end: split at line ends outside quotes, since a quoted field may
     * hold one (RFC 4180).
     */
    static List<String> records(String csv) {
        List<String> out = new ArrayList<>();
        boolean quoted = false;
        int start = 0;
        for (int i = 0; i < csv.length(); i++) {
            char ch = csv.charAt(i);
            if (ch == '"') {
                quoted = !quoted; // an escaped quote ("") toggles twice
            } else if (ch == '\n' && !quoted) {
                out.add(csv.substring(start, i + 1));
                start = i + 1;
            }
        }
        if (start < csv.length()) {
            out.add(csv.substring(start));
        }
        return out;
    }
}
