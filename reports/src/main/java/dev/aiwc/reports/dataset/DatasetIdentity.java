package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.characterise.Characterise;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What identifies one kernel invocation in every dataset ({@link #COLUMNS}), {@code aiwc time}'s {@code times.csv}
 * included: who ran it (label, application, size), what ran (kernel, invocation, source and its digest, build
 * options, ND-range) and how it was characterised (profile, compile recipe, GPU preset, pipelines, tool version).
 * A field the characterisation does not hold (a file from before it was recorded) is null: an empty cell.
 *
 * @param launch       {@link #launchKey}: the one column that joins a characterisation with its native timing
 * @param global       global size x, y, z (null: unknown)
 * @param local        local size x, y, z (null: unknown)
 * @param pipelines    the compile pipelines the launch ran, in order, joined by {@code +}
 *                     ({@code characterisation+gpu})
 */
public record DatasetIdentity(String launch, String label, String application, String kernel, String size,
                              int invocation, String source, String sourceSha256, String buildOptions, long[] global,
                              long[] local, String profile, String opt, String gpu, String pipelines,
                              String toolVersion) {

    /** The identity columns, in order, that open every dataset and {@code times.csv}. */
    public static final List<String> COLUMNS = List.of("launch", "label", "application", "kernel", "size",
            "invocation", "source", "sourceSha256", "buildOptions", "gx", "gy", "gz", "lx", "ly", "lz", "profile", "opt",
            "gpu", "pipelines", "toolVersion");

    /** The identity columns whose cells are integers (the rest are text). */
    public static final Set<String> INTEGER_COLUMNS = Set.of("invocation", "gx", "gy", "gz", "lx", "ly", "lz");

    /** The identity of a characterisation; fields it lacks are null. */
    public static DatasetIdentity of(Characterisation c) {
        Characterisation.KernelRef k = c.kernel();
        String kernel = k == null ? null : k.name();
        String sha = k == null ? null : k.sourceSha256();
        String options = k == null ? null : k.buildOptions();
        return new DatasetIdentity(launchKey(c.label(), kernel, c.invocation(), sha, options, c.global(), c.local()),
                c.label(), c.application(), kernel, c.size(), c.invocation(), k == null ? null : k.source(), sha,
                options, c.global(), c.local(), c.profile(), c.opt(), c.simulated().get(Characterise.GPU),
                pipelines(c), c.run() == null ? null : c.run().toolVersion());
    }

    /**
     * The key that joins a characterisation with the native timing of the same launch: the first 16 hex digits of
     * the SHA-256 of label, kernel, invocation, source digest, build options and ND-range. The source's path is left
     * out (its digest says the same and survives moving the checkout), and so are profile, recipe and GPU, which
     * change the characterisation of a launch, not which launch it is.
     */
    public static String launchKey(String label, String kernel, int invocation, String sourceSha256,
                                   String buildOptions, long[] global, long[] local) {
        StringBuilder s = new StringBuilder();
        for (String part : new String[]{label, kernel, Integer.toString(invocation), sourceSha256, buildOptions}) {
            s.append(part == null ? "" : part).append('\0');
        }
        for (int d = 0; d < 3; d++) {
            s.append(dim(global, d)).append(',');
        }
        for (int d = 0; d < 3; d++) {
            s.append(dim(local, d)).append(',');
        }
        MessageDigest sha;
        try {
            // reports cannot reach the instrumenter's Digests (the arrow points the other way), so the JDK's directly
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is a required JDK algorithm", e);
        }
        return HexFormat.of().formatHex(sha.digest(s.toString().getBytes(StandardCharsets.UTF_8))).substring(0, 16);
    }

    /** Pipelines in the order the collector sections name them, else as the run's instruction counts list them. */
    static String pipelines(Characterisation c) {
        Set<String> names = new LinkedHashSet<>();
        if (c.collectors() != null) {
            for (Map<String, Object> section : c.collectors().values()) {
                if (section != null && section.get("pipeline") instanceof Map<?, ?> p && p.get("name") != null) {
                    names.add(p.get("name").toString());
                }
            }
        }
        if (names.isEmpty() && c.run() != null) {
            names.addAll(c.run().instructions().keySet());
        }
        return names.isEmpty() ? null : String.join("+", names);
    }

    /** The cells of {@link #COLUMNS} as one line of CSV text. */
    public String csv() {
        return String.join(",", cells());
    }

    /** The cells of {@link #COLUMNS}, each as CSV text (quoted where needed; empty when unknown). */
    public List<String> cells() {
        List<String> cells = new ArrayList<>(COLUMNS.size());
        for (String v : values()) {
            cells.add(DatasetCsv.field(v));
        }
        return cells;
    }

    /** The values of {@link #COLUMNS} as text, unquoted; an unknown value is empty. */
    public List<String> values() {
        List<String> values = new ArrayList<>(COLUMNS.size());
        values.add(text(launch));
        values.add(text(label));
        values.add(text(application));
        values.add(text(kernel));
        values.add(text(size));
        values.add(Integer.toString(invocation));
        values.add(text(source));
        values.add(text(sourceSha256));
        values.add(text(buildOptions));
        for (int d = 0; d < 3; d++) {
            values.add(dim(global, d));
        }
        for (int d = 0; d < 3; d++) {
            values.add(dim(local, d));
        }
        values.add(text(profile));
        values.add(text(opt));
        values.add(text(gpu));
        values.add(text(pipelines));
        values.add(text(toolVersion));
        return values;
    }

    /** A size of dimension {@code d}; a dimension the array leaves out is 1, an unknown size is empty. */
    private static String dim(long[] xyz, int d) {
        if (xyz == null || xyz.length == 0) {
            return "";
        }
        return d < xyz.length ? Long.toString(xyz[d]) : "1";
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }
}
