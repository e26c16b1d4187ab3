package dev.aiwc.reports;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.chart.AccessPatternChart;
import dev.aiwc.reports.chart.Figure;
import dev.aiwc.reports.chart.PngRenderer;
import dev.aiwc.reports.chart.SvgRenderer;
import dev.aiwc.reports.dataset.ComparisonCsv;
import dev.aiwc.reports.dataset.DatasetCsv;
import dev.aiwc.reports.dataset.DatasetFile;
import dev.aiwc.reports.dataset.DatasetSchema;
import dev.aiwc.reports.html.CompareReport;
import dev.aiwc.reports.html.HtmlReport;
import dev.aiwc.reports.html.InvocationCharts;
import dev.aiwc.reports.html.SuiteReport;
import dev.aiwc.reports.json.CharacterisationJson;
import dev.aiwc.reports.json.ComparisonJson;
import dev.aiwc.reports.model.Answer;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.Invocation;
import dev.aiwc.reports.model.SourceLines;
import dev.aiwc.reports.model.Kiviat;
import dev.aiwc.reports.model.MetricSelection;
import dev.aiwc.reports.model.KiviatProfile;
import dev.aiwc.reports.model.MetricCatalogue;
import dev.aiwc.reports.trace.ScheduledTrace;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Entry points the CLI calls ({@code aiwc report}, {@code aiwc compare}). Inputs are characterisation files
 * ({@code *.json}), scheduled-trace CSVs (fermi-l1 export) and directories, searched recursively for both
 * (a directory's other JSON and CSV files are skipped; a named file that cannot be read is an error).
 * User errors are {@link IllegalArgumentException}s naming the file and what to do.
 */
public final class Reports {

    /** What a list of input paths held. */
    public record Inputs(List<Invocation> invocations, List<ScheduledTrace> traces) {
    }

    private Reports() {
    }

    /** {@code aiwc report INPUTS --html OUT}: the self-contained HTML report. */
    public static void html(List<Path> inputs, Path out) throws IOException {
        Inputs in = load(inputs);
        if (in.invocations().isEmpty() && in.traces().isEmpty()) {
            throw new IllegalArgumentException("no characterisation (*.json with schema " + Characterisation.SCHEMA
                    + ") or scheduled trace (*.csv) found in " + inputs + "; run 'aiwc run' first");
        }
        writeString(out, HtmlReport.render(in.invocations(), in.traces()));
    }

    /**
     * The report of a suite run: the index at {@code index} and one page per application in the folder beside it
     * named after it ({@code report.html} and {@code report/<application>.html}); the index links the CSV files
     * among {@code datasets} that exist. Returns the index.
     */
    public static Path suiteHtml(List<Path> inputs, Path index, List<Path> datasets) throws IOException {
        Inputs in = load(inputs);
        if (in.invocations().isEmpty()) {
            throw new IllegalArgumentException("no characterisation (*.json with schema " + Characterisation.SCHEMA
                    + ") found in " + inputs + "; run 'aiwc suite' first");
        }
        Path dir = index.toAbsolutePath().getParent();
        String name = index.getFileName().toString();
        String folder = name.replaceFirst("(?i)\\.html?$", "");
        if (folder.equals(name)) {
            folder = name + "-pages";
        }
        List<String> links = new ArrayList<>();
        for (Path d : datasets) {
            if (Files.isRegularFile(d)) {
                links.add(dir.relativize(d.toAbsolutePath()).toString().replace('\\', '/'));
            }
        }
        for (SuiteReport.Page page : SuiteReport.render(in.invocations(), name, folder, dir.resolve(folder), links)) {
            writeString(dir.resolve(page.path()), page.html());
        }
        return index;
    }

    /**
     * {@code aiwc compare A B [C …]}: prints the plain-text table to {@code table} (when not null) and writes the
     * HTML comparison to {@code html} (when not null). Returns the comparison.
     *
     * @param limit most changed rows printed (0 = all)
     */
    public static Comparison compare(List<Path> variants, Path html, PrintStream table, int limit) throws IOException {
        return compare(variants, MetricSelection.ALL, html, null, null, table, limit);
    }

    /**
     * {@code aiwc compare A B [C …] [--metrics …] [--json F] [--csv F]}: as {@link #compare(List, Path, PrintStream,
     * int)}, the metric rows of the table, the HTML page's tables, the JSON and the CSV restricted to
     * {@code selection}; the answer (fastest variant, reasons) always considers every metric. {@code json} and
     * {@code csv} are written when not null; one of them may be {@code -}, standard output ({@code table}), which
     * then carries that document alone. A selection pattern that matches no metric is an error.
     */
    public static Comparison compare(List<Path> variants, MetricSelection selection, Path html, Path json, Path csv,
                                     PrintStream table, int limit) throws IOException {
        List<Invocation> vs = load(variants).invocations();
        if (vs.size() < 2) {
            throw new IllegalArgumentException("compare needs at least two characterisations; " + variants
                    + " holds " + vs.size());
        }
        boolean jsonOut = json != null && json.toString().equals("-");
        boolean csvOut = csv != null && csv.toString().equals("-");
        if (jsonOut && csvOut) {
            throw new IllegalArgumentException("--json - and --csv - both ask for standard output; write one of them "
                    + "to a file");
        }
        Comparison comparison = Comparison.of(labels(vs), characterisations(vs));
        Comparison selected = select(comparison, selection);
        Answer answer = Answer.of(labels(vs), characterisations(vs), comparison);
        if (table != null && !jsonOut && !csvOut) {
            for (int i = 0; i < vs.size(); i++) {
                table.println((i == 0 ? "baseline " : "variant  ") + vs.get(i).label()
                        + (vs.get(i).source() == null ? "" : "  (" + vs.get(i).source() + ")"));
            }
            table.println();
            table.println(answer.text());
            table.print(selected.table(limit));
            String hottest = SourceLines.hottestText(labels(vs), characterisations(vs), 5);
            if (!hottest.isEmpty()) {
                table.println();
                table.print(hottest);
            }
        }
        if (html != null) {
            writeString(html, CompareReport.render(vs, comparison, selected));
        }
        if (json != null) {
            document(json, ComparisonJson.render(vs, answer, selected, selection), table);
        }
        if (csv != null) {
            document(csv, ComparisonCsv.render(selected), table);
        }
        return selected;
    }

    private static void document(Path file, String text, PrintStream stdout) throws IOException {
        if (file.toString().equals("-")) {
            if (stdout != null) {
                stdout.print(text);
                stdout.flush();
            }
        } else {
            writeString(file, text);
        }
    }

    /** {@code comparison}'s rows that {@code selection} selects; a pattern that selects nothing is an error. */
    public static Comparison select(Comparison comparison, MetricSelection selection) {
        List<String> keys = new ArrayList<>();
        for (var r : comparison.rows()) {
            keys.add(r.key());
        }
        List<String> unmatched = selection.unmatched(keys);
        if (!unmatched.isEmpty()) {
            Set<String> sections = new java.util.TreeSet<>();
            for (String k : keys) {
                sections.add(k.split("[.\\[]", 2)[0]);
            }
            throw new IllegalArgumentException("--metrics " + String.join(",", unmatched) + " selects no metric of "
                    + "these characterisations; give key prefixes or globs such as memory, fermi-l1.total or "
                    + "'*Entropy*' (sections present: " + String.join(", ", sections)
                    + "; 'aiwc metrics' lists every key)");
        }
        return comparison.select(selection);
    }

    /**
     * {@code --figures DIR}: every chart of the report as {@code <name>.svg} and {@code <name>.png}; names are
     * {@code <invocation>.<chart>} (kiviat, lmae, psl, opcodes, l1-misses, reuse), {@code overview.kiviat} for a
     * set of 2 to 10, and {@code <trace>.access-<policy>} for traces. Returns the files written, in order.
     */
    public static List<Path> figures(List<Path> inputs, Path dir) throws IOException {
        Inputs in = load(inputs);
        return writeFigures(reportFigures(in), dir);
    }

    /** The comparison's charts as SVG and PNG in {@code dir} ({@code compare.kiviat}, …). */
    public static List<Path> compareFigures(List<Path> variants, Path dir) throws IOException {
        return writeFigures(CompareReport.figures(load(variants).invocations()), dir);
    }

    /** Writes the tidy long CSV of the inputs' characterisations. */
    public static void tidyCsv(List<Path> inputs, Path out) throws IOException {
        DatasetCsv.writeTidy(characterisations(load(inputs).invocations()), out);
    }

    /** Writes the wide dataset CSV (one row per invocation) of the inputs' characterisations. */
    public static void wideCsv(List<Path> inputs, Path out) throws IOException {
        DatasetCsv.writeWide(characterisations(load(inputs).invocations()), out);
    }

    /** Writes the schema ({@link DatasetSchema}) of the inputs' datasets. */
    public static void datasetSchema(List<Path> inputs, Path out) throws IOException {
        List<Characterisation> rows = characterisations(load(inputs).invocations());
        new DatasetFile(out.getFileName().toString(),
                w -> DatasetSchema.write(rows, MetricCatalogue.installed(), w)).write(out);
    }

    /**
     * The schema file written beside a single dataset CSV: {@code wide.csv} is described by {@code wide.schema.csv}
     * (a dataset folder's files share {@code dataset-schema.csv}).
     */
    public static Path schemaBeside(Path dataset) {
        String name = dataset.getFileName().toString();
        String stem = name.toLowerCase(Locale.ROOT).endsWith(".csv") ? name.substring(0, name.length() - 4) : name;
        return dataset.resolveSibling(stem + ".schema.csv");
    }

    /**
     * The files of a dataset folder ({@link DatasetFile#folder}: wide, tidy, roll-ups, schema) for the inputs,
     * read once; the caller writes each where it wants.
     */
    public static List<DatasetFile> datasetFiles(List<Path> inputs) throws IOException {
        Inputs in = load(inputs);
        if (in.invocations().isEmpty()) {
            throw new IllegalArgumentException("no characterisation (*.json with schema " + Characterisation.SCHEMA
                    + ") found in " + inputs + "; run 'aiwc run' first");
        }
        return DatasetFile.folder(characterisations(in.invocations()), MetricCatalogue.installed());
    }

    /** The charts the HTML report shows, in page order. */
    public static List<Figure> reportFigures(Inputs in) {
        List<Figure> out = new ArrayList<>();
        List<Invocation> invs = in.invocations();
        List<KiviatProfile> profiles = Kiviat.normalise(labels(invs), characterisations(invs));
        if (invs.size() > 1 && invs.size() <= HtmlReport.OVERVIEW_KIVIAT_LIMIT) {
            out.add(InvocationCharts.kiviat("overview.kiviat", "All invocations", profiles));
        }
        for (int i = 0; i < invs.size(); i++) {
            Invocation inv = invs.get(i);
            Characterisation c = inv.characterisation();
            String id = inv.slug();
            out.add(InvocationCharts.kiviat(id + ".kiviat", "Kiviat — " + inv.label(), List.of(profiles.get(i))));
            add(out, InvocationCharts.lmae(id + ".lmae", List.of(inv.label()), List.of(c)));
            add(out, InvocationCharts.psl(id + ".psl", List.of(inv.label()), List.of(c)));
            add(out, InvocationCharts.opcodes(id + ".opcodes", c));
            add(out, InvocationCharts.l1Misses(id + ".l1-misses", c));
            add(out, InvocationCharts.reuseDistance(id + ".reuse", c));
        }
        for (int t = 0; t < in.traces().size(); t++) {
            ScheduledTrace tr = in.traces().get(t);
            out.add(AccessPatternChart.build(HtmlReport.traceName(tr, t), tr));
        }
        return out;
    }

    private static void add(List<Figure> out, Figure f) {
        if (f != null) {
            out.add(f);
        }
    }

    private static List<Path> writeFigures(List<Figure> figures, Path dir) throws IOException {
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        for (Figure f : figures) {
            Path svg = dir.resolve(f.name() + ".svg");
            SvgRenderer.write(f, svg);
            Path png = dir.resolve(f.name() + ".png");
            PngRenderer.write(f, png);
            written.add(svg);
            written.add(png);
        }
        return written;
    }

    /**
     * Reads the inputs: files in the order given; a directory's files sorted by kernel name, invocation and
     * path. Labels are {@code [application/]kernel-n}, extended by the parent folder (then the path) where two
     * inputs would otherwise share a label.
     */
    public static Inputs load(List<Path> paths) throws IOException {
        List<Path> jsons = new ArrayList<>();
        List<Characterisation> cs = new ArrayList<>();
        List<ScheduledTrace> traces = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                List<Path> files;
                try (Stream<Path> walk = Files.walk(p)) {
                    files = walk.filter(Files::isRegularFile).sorted().toList();
                }
                List<Path> dirJson = new ArrayList<>();
                List<Characterisation> dirCs = new ArrayList<>();
                for (Path f : files) {
                    String name = f.getFileName().toString().toLowerCase(Locale.ROOT);
                    if (name.endsWith(".json") && declaresSchema(f)) {
                        dirJson.add(f);
                        dirCs.add(CharacterisationJson.read(f));
                    } else if (name.endsWith(".csv") && ScheduledTrace.looksLikeTrace(f)) {
                        traces.addAll(ScheduledTrace.read(f));
                    }
                }
                List<Integer> idx = new ArrayList<>();
                for (int i = 0; i < dirJson.size(); i++) {
                    idx.add(i);
                }
                idx.sort(Comparator.comparing((Integer i) -> String.valueOf(dirCs.get(i).application()))
                        .thenComparing(i -> dirCs.get(i).kernel().name())
                        .thenComparingInt(i -> dirCs.get(i).invocation())
                        .thenComparing(i -> dirJson.get(i).toString()));
                for (int i : idx) {
                    jsons.add(dirJson.get(i));
                    cs.add(dirCs.get(i));
                }
            } else if (Files.isRegularFile(p)) {
                String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
                if (name.endsWith(".csv")) {
                    traces.addAll(ScheduledTrace.read(p));
                } else {
                    jsons.add(p);
                    cs.add(CharacterisationJson.read(p));
                }
            } else {
                throw new IllegalArgumentException(p + ": no such file or directory; give characterisation files "
                        + "(<kernel>-<n>.json), scheduled-trace CSVs or folders holding them");
            }
        }
        List<String> labels = uniqueLabels(jsons, cs);
        List<Invocation> invs = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            invs.add(new Invocation(labels.get(i), jsons.get(i), cs.get(i)));
        }
        return new Inputs(List.copyOf(invs), List.copyOf(traces));
    }

    static List<String> uniqueLabels(List<Path> files, List<Characterisation> cs) {
        List<String> base = new ArrayList<>();
        for (Characterisation c : cs) {
            base.add((c.application() == null ? "" : c.application() + "/") + c.kernel().name() + "-" + c.invocation()
                    + (c.size() == null ? "" : " (" + c.size() + ")"));
        }
        if (allUnique(base)) {
            return base;
        }
        List<String> withDir = new ArrayList<>();
        for (int i = 0; i < base.size(); i++) {
            Path parent = files.get(i).toAbsolutePath().getParent();
            withDir.add((parent == null || parent.getFileName() == null ? "" : parent.getFileName() + "/") + base.get(i));
        }
        if (allUnique(withDir)) {
            return withDir;
        }
        List<String> full = new ArrayList<>();
        for (Path f : files) {
            full.add(f.toString());
        }
        return full;
    }

    private static boolean allUnique(List<String> labels) {
        Set<String> seen = new HashSet<>();
        for (String l : labels) {
            if (!seen.add(l)) {
                return false;
            }
        }
        return true;
    }

    private static boolean declaresSchema(Path f) throws IOException {
        byte[] head;
        try (var in = Files.newInputStream(f)) {
            head = in.readNBytes(512);
        }
        return new String(head, StandardCharsets.UTF_8).contains("\"" + Characterisation.SCHEMA + "\"");
    }

    private static List<String> labels(List<Invocation> invs) {
        List<String> out = new ArrayList<>();
        for (Invocation i : invs) {
            out.add(i.label());
        }
        return out;
    }

    private static List<Characterisation> characterisations(List<Invocation> invs) {
        List<Characterisation> out = new ArrayList<>();
        for (Invocation i : invs) {
            out.add(i.characterisation());
        }
        return out;
    }

    private static void writeString(Path out, String text) throws IOException {
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(out, text, StandardCharsets.UTF_8);
    }

}
