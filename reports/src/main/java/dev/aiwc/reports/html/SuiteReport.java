package dev.aiwc.reports.html;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.dataset.MetricFlattening;
import dev.aiwc.reports.dataset.MetricLeaf;
import dev.aiwc.reports.dataset.MetricLookup;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.Invocation;
import dev.aiwc.reports.model.Kiviat;
import dev.aiwc.reports.model.KiviatProfile;
import dev.aiwc.reports.model.MetricCatalogue;
import dev.aiwc.reports.suite.ApplicationRollup;
import dev.aiwc.reports.suite.InvocationSet;
import dev.aiwc.reports.suite.KernelRollup;
import dev.aiwc.reports.suite.Spread;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * The report of a suite run, which has hundreds of invocations: an index page with one roll-up row and one Kiviat
 * diagram per application, and one page per application with, per size and kernel, the sums over its invocations,
 * charts of at most {@link KernelRollup#REPRESENTATIVES} of them, every metric's spread (min, median, max) and a
 * table of the invocations linking to their characterisation files. A page per invocation, as the single-file
 * report draws, made the small suite's report 28 MB and 20 s to render; this keeps every page's charts to a few
 * per kernel. Pages are plain files that open offline and link to each other relatively.
 */
public final class SuiteReport {

    /** A page of the report: its path relative to the index's folder ({@code /}-separated) and its HTML. */
    public record Page(String path, String html) {
    }

    /**
     * A column of the roll-up tables: a heading, its tooltip, and the cell of a set of invocations; shown only
     * where some invocation of the report has {@code requires}.
     */
    private record Column(String heading, String title, String requires, Function<InvocationSet, String> cell) {
    }

    private static final String SECONDS = "mwp-cwp.seconds";

    /** Most kernels of an application overlaid in its index Kiviat diagram. */
    private static final int KIVIAT_SERIES = 6;

    private static final List<Column> COLUMNS = List.of(
            new Column("invocations", "kernel launches", null, s -> String.valueOf(s.size())),
            new Column("instructions", "IR instructions executed, summed over the invocations", null,
                    s -> Comparison.sig(s.instructions())),
            new Column("work-items (max)", "largest global size of an invocation", "parallelism.workItems",
                    s -> Comparison.sig(s.spread("parallelism.workItems").max())),
            new Column("footprint (max)", "most distinct addresses one invocation touched", "memory.footprint",
                    s -> Comparison.sig(s.spread("memory.footprint").max())),
            new Column("opcode diversity (max)", "most distinct opcodes one invocation executed",
                    "compute.opcodeDiversity", s -> Comparison.sig(s.spread("compute.opcodeDiversity").max())),
            new Column("barriers / instr.", "barriers per instruction over all the invocations' instructions",
                    "parallelism.barriersPerInstruction",
                    s -> Comparison.sig(s.instructionWeightedMean("parallelism.barriersPerInstruction"))),
            new Column("global addr. entropy (median)", "bits; median over the invocations",
                    "memory.globalAddressEntropy", s -> Comparison.sig(s.spread("memory.globalAddressEntropy").median())),
            new Column("Yokota branch entropy", "weighted by instructions", "control.yokotaEntropy",
                    s -> Comparison.sig(s.instructionWeightedMean("control.yokotaEntropy"))),
            new Column("L1 miss rate", "fermi-l1: load misses over load requests, all invocations together",
                    "fermi-l1.total.loadRequests",
                    s -> percent(s.ratio("fermi-l1.total.loadMisses", "fermi-l1.total.loadRequests"))),
            new Column("predicted time", "mwp-cwp: the invocations' predicted times, summed", SECONDS,
                    s -> Verdict.duration(s.total(SECONDS))),
            new Column("bound", "mwp-cwp: the bound of the invocations that take most of the predicted time",
                    "mwp-cwp.bound", SuiteReport::bound));

    /** Keys of the spread tables left out: histogram entries, collector settings and per-line or per-SM records. */
    private static final Pattern NOT_SPREAD = Pattern.compile(
            "Histogram(\\.|\\[)|^fermi-l1\\.(config|pipeline|byInstruction|sms|lines)|^mwp-cwp\\.(pipeline|gpu)|\\]\\.");

    private SuiteReport() {
    }

    /**
     * The index (at {@code indexName}) and the application pages (under {@code pagesFolder}/), in that order.
     *
     * @param pagesDir where the application pages will lie, to link each invocation's file relatively
     * @param datasets files to link from the index (the suite's CSV datasets), relative to the index's folder
     */
    public static List<Page> render(List<Invocation> invocations, String indexName, String pagesFolder, Path pagesDir,
                                    List<String> datasets) {
        List<ApplicationRollup> apps = ApplicationRollup.of(invocations);
        Map<Invocation, KiviatProfile> profiles = profiles(invocations);
        List<Column> columns = new ArrayList<>();
        InvocationSet all = new InvocationSet(invocations);
        for (Column col : COLUMNS) {
            if (col.requires() == null || all.has(col.requires())) {
                columns.add(col);
            }
        }
        List<Page> pages = new ArrayList<>();
        pages.add(new Page(indexName, index(apps, all, columns, profiles, pagesFolder, datasets)));
        for (ApplicationRollup app : apps) {
            pages.add(new Page(pagesFolder + "/" + app.slug() + ".html",
                    application(app, columns, profiles, "../" + indexName, pagesDir)));
        }
        return pages;
    }

    // Kiviat radii of every invocation (fixed scales: the same on every page and in every report)
    private static Map<Invocation, KiviatProfile> profiles(List<Invocation> invocations) {
        List<String> labels = new ArrayList<>();
        List<Characterisation> cs = new ArrayList<>();
        for (Invocation inv : invocations) {
            labels.add(inv.label());
            cs.add(inv.characterisation());
        }
        List<KiviatProfile> ps = Kiviat.normalise(labels, cs);
        Map<Invocation, KiviatProfile> out = new IdentityHashMap<>();
        for (int i = 0; i < ps.size(); i++) {
            out.put(invocations.get(i), ps.get(i));
        }
        return out;
    }

    private static String index(List<ApplicationRollup> apps, InvocationSet all, List<Column> columns,
                                Map<Invocation, KiviatProfile> profiles, String pagesFolder, List<String> datasets) {
        StringBuilder b = new StringBuilder(1 << 16);
        Html.open(b, "aiwc suite report");
        int kernels = 0;
        Set<String> sizes = new LinkedHashSet<>();
        for (ApplicationRollup app : apps) {
            kernels += app.kernelCount();
            for (String s : app.sizes()) {
                if (s != null) {
                    sizes.add(s);
                }
            }
        }
        b.append("<header class=\"page\"><h1>AIWC suite report</h1><p>").append(apps.size())
                .append(" application(s)").append(sizes.isEmpty() ? "" : ", size " + Html.esc(String.join(", ", sizes)))
                .append(", ").append(kernels).append(" kernel(s), ").append(all.size()).append(" invocation(s), ")
                .append(Html.esc(Comparison.sig(all.instructions()))).append(" instructions</p></header>\n<main>\n");
        if (!datasets.isEmpty()) {
            b.append("<p>Datasets: ");
            for (int i = 0; i < datasets.size(); i++) {
                b.append(i == 0 ? "" : " · ").append("<a href=\"").append(href(datasets.get(i))).append("\">")
                        .append(Html.esc(datasets.get(i))).append("</a>");
            }
            b.append(" (one row per invocation; see reports/README.md).</p>\n");
        }
        b.append("<section id=\"applications\">\n<h2>Applications</h2>\n<p>One row per application, all sizes and "
                + "kernels together; the application's page has the kernels one by one.</p>\n");
        b.append("<div class=\"scroll-x\"><table class=\"rollup\"><thead><tr><th>application</th><th>sizes</th>"
                + "<th title=\"the kernel with the most instructions, and its share of them\">heaviest kernel</th>"
                + "<th class=\"num\">kernels</th>");
        headings(b, columns);
        b.append("</tr></thead><tbody>\n");
        for (ApplicationRollup app : apps) {
            InvocationSet set = app.invocations();
            KernelRollup heavy = app.heaviest();
            b.append("<tr><td><a href=\"").append(href(pagesFolder + "/" + app.slug() + ".html")).append("\">")
                    .append(Html.esc(app.application())).append("</a></td><td>").append(Html.esc(sizes(app)))
                    .append("</td><td>").append(Html.esc(heavy.kernel() + share(heavy.invocations().instructions(),
                            set.instructions()))).append("</td><td class=\"num\">").append(app.kernelCount())
                    .append("</td>");
            cells(b, columns, set);
            b.append("</tr>\n");
        }
        b.append("</tbody></table></div>\n</section>\n");
        b.append("<section id=\"kiviat\">\n<h2>Kiviat diagrams</h2>\n");
        Html.kiviatScales(b);
        b.append("<p>Per application, the heaviest invocation of each "
                + "kernel (at most ").append(KIVIAT_SERIES).append(", heaviest first). ")
                .append(Html.esc(KIVIAT_SCALE)).append("</p>\n<div class=\"charts small-charts\">\n");
        for (ApplicationRollup app : apps) {
            List<KiviatProfile> ps = new ArrayList<>();
            List<KernelRollup> byWeight = new ArrayList<>(app.kernels());
            byWeight.sort((x, y) -> Double.compare(y.invocations().instructions(), x.invocations().instructions()));
            for (KernelRollup k : byWeight.subList(0, Math.min(KIVIAT_SERIES, byWeight.size()))) {
                Invocation heavy = k.invocations().heaviest();
                ps.add(relabel(profiles.get(heavy), k.kernel() + (k.size() == null ? "" : " (" + k.size() + ")")));
            }
            Html.figure(b, InvocationCharts.kiviat("index." + app.slug() + ".kiviat", app.application(), ps),
                    null);
        }
        b.append("</div>\n</section>\n</main>\n");
        footer(b);
        return b.toString();
    }

    /** Kiviat scale, as the captions say it. */
    private static final String KIVIAT_SCALE = Html.KIVIAT_CAPTION;

    private static String application(ApplicationRollup app, List<Column> columns, Map<Invocation, KiviatProfile> profiles,
                                      String indexHref, Path pagesDir) {
        StringBuilder b = new StringBuilder(1 << 16);
        Html.open(b, app.application() + " — aiwc suite report");
        InvocationSet set = app.invocations();
        b.append("<header class=\"page\"><h1>").append(Html.esc(app.application())).append("</h1><p>")
                .append(app.kernelCount()).append(" kernel(s), ").append(set.size()).append(" invocation(s), ")
                .append(Html.esc(Comparison.sig(set.instructions()))).append(" instructions · <a class=\"up\" href=\"")
                .append(href(indexHref)).append("\">all applications</a></p></header>\n<main>\n");
        b.append("<nav class=\"toc\">");
        for (KernelRollup k : app.kernels()) {
            b.append("<a href=\"#").append(Html.esc(k.slug())).append("\">").append(Html.esc(k.kernel()))
                    .append(k.size() == null ? "" : " (" + Html.esc(k.size()) + ")").append("</a> ");
        }
        b.append("</nav>\n");
        Html.kiviatScales(b);
        for (String size : app.sizes()) {
            List<KernelRollup> kernels = app.kernelsOf(size);
            double sizeInstructions = 0;
            for (KernelRollup k : kernels) {
                sizeInstructions += k.invocations().instructions();
            }
            b.append("<section class=\"size\">\n<h2>").append(size == null ? "Kernels" : "Size " + Html.esc(size))
                    .append("</h2>\n<div class=\"scroll-x\"><table class=\"rollup\"><thead><tr><th>kernel</th>");
            headings(b, columns);
            b.append("<th class=\"num\">share of instructions</th></tr></thead><tbody>\n");
            for (KernelRollup k : kernels) {
                b.append("<tr><td><a href=\"#").append(Html.esc(k.slug())).append("\">").append(Html.esc(k.kernel()))
                        .append("</a></td>");
                cells(b, columns, k.invocations());
                b.append("<td class=\"num\">").append(Html.esc(percent(k.invocations().instructions()
                        / sizeInstructions))).append("</td></tr>\n");
            }
            b.append("</tbody></table></div>\n");
            for (KernelRollup k : kernels) {
                kernel(b, app, k, profiles, pagesDir);
            }
            b.append("</section>\n");
        }
        b.append("</main>\n");
        footer(b);
        return b.toString();
    }

    private static void kernel(StringBuilder b, ApplicationRollup app, KernelRollup k,
                               Map<Invocation, KiviatProfile> profiles, Path pagesDir) {
        InvocationSet set = k.invocations();
        Characterisation first = set.invocations().get(0).characterisation();
        String id = app.slug() + "." + k.slug();
        b.append("<section class=\"kernel\" id=\"").append(Html.esc(k.slug())).append("\">\n<h3>")
                .append(Html.esc(k.kernel())).append(k.size() == null ? "" : " <small>(" + Html.esc(k.size()) + ")</small>")
                .append("</h3>\n<dl class=\"identity\">");
        dd(b, "invocations", String.valueOf(set.size()));
        dd(b, "instructions", Comparison.sig(set.instructions()));
        if (first.kernel() != null) {
            dd(b, "source", first.kernel().source());
            dd(b, "build options", first.kernel().buildOptions());
        }
        dd(b, "profile", first.profile());
        dd(b, "NDRange", ndRanges(set));
        b.append("</dl>\n");
        List<Invocation> reps = k.representatives();
        List<KiviatProfile> ps = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<Characterisation> cs = new ArrayList<>();
        for (int i = 0; i < reps.size(); i++) {
            Invocation inv = reps.get(i);
            String label = k.kernel() + "-" + inv.characterisation().invocation()
                    + (reps.size() < set.size() ? " (" + REP_ROLES.get(i) + ")" : "");
            ps.add(relabel(profiles.get(inv), label));
            labels.add(label);
            cs.add(inv.characterisation());
        }
        if (reps.size() < set.size()) {
            b.append("<p>The charts show the lightest, median and heaviest of the ").append(set.size())
                    .append(" invocations by instructions; the instruction mix sums all of them.</p>\n");
        }
        b.append("<div class=\"charts\">\n");
        Html.figure(b, InvocationCharts.kiviat(id + ".kiviat", "Kiviat — " + k.kernel(), ps), KIVIAT_SCALE);
        Html.figure(b, InvocationCharts.lmae(id + ".lmae", labels, cs), null);
        Html.figure(b, InvocationCharts.psl(id + ".psl", labels, cs), null);
        List<Characterisation> everyOne = new ArrayList<>();
        for (Invocation inv : set.invocations()) {
            everyOne.add(inv.characterisation());
        }
        Html.figure(b, InvocationCharts.opcodeMix(id + ".opcodes", everyOne), null);
        b.append("</div>\n");
        Map<String, Object> mwp = MetricLookup.get(set.heaviest().characterisation(), "mwp-cwp.mwp") == null ? null
                : set.heaviest().characterisation().collectors().get("mwp-cwp");
        if (mwp != null) {
            Verdict v = Verdict.of(mwp);
            b.append("<p>Heaviest invocation (").append(set.heaviest().characterisation().invocation())
                    .append("): <span class=\"verdict ").append(v.bound()).append("\">").append(Html.esc(v.headline()))
                    .append("</span></p>\n");
        }
        spreadTable(b, id, set);
        invocationTable(b, set, pagesDir);
        b.append("</section>\n");
    }

    private static final List<String> REP_ROLES = List.of("lightest", "median", "heaviest");

    private static void spreadTable(StringBuilder b, String id, InvocationSet set) {
        Map<String, double[]> byKey = new LinkedHashMap<>();
        List<Invocation> invs = set.invocations();
        for (int i = 0; i < invs.size(); i++) {
            for (MetricLeaf leaf : MetricFlattening.leaves(invs.get(i).characterisation())) {
                if (!(leaf.value() instanceof Number n) || NOT_SPREAD.matcher(leaf.key()).find()) {
                    continue;
                }
                double[] values = byKey.computeIfAbsent(leaf.key(), key -> {
                    double[] v = new double[invs.size()];
                    java.util.Arrays.fill(v, Double.NaN);
                    return v;
                });
                values[i] = n.doubleValue();
            }
        }
        boolean one = invs.size() == 1;
        String tableId = id + ".metrics";
        b.append("<details><summary>").append(one ? "Every metric" : "Every metric over the " + invs.size()
                + " invocations: min, median, max").append("</summary>\n<input class=\"filter\" type=\"search\" "
                + "placeholder=\"Filter metrics…\" data-target=\"").append(Html.esc(tableId)).append("\">\n<div id=\"")
                .append(Html.esc(tableId)).append("\"><table class=\"spread\"><thead><tr><th>metric</th>")
                .append(one ? "<th class=\"num\">value</th>" : "<th class=\"num\">min</th><th class=\"num\">median</th>"
                        + "<th class=\"num\">max</th>").append("<th>meaning</th></tr></thead><tbody>\n");
        for (Map.Entry<String, double[]> e : byKey.entrySet()) {
            Spread s = Spread.of(e.getValue());
            b.append("<tr><td class=\"key\">").append(Html.esc(e.getKey())).append("</td>");
            if (one || s.constant()) {
                b.append("<td class=\"num\"").append(one ? "" : " colspan=\"3\"").append(">")
                        .append(Html.esc(Comparison.sig(s.min()))).append("</td>");
            } else {
                b.append("<td class=\"num\">").append(Html.esc(Comparison.sig(s.min()))).append("</td><td class=\"num\">")
                        .append(Html.esc(Comparison.sig(s.median()))).append("</td><td class=\"num\">")
                        .append(Html.esc(Comparison.sig(s.max()))).append("</td>");
            }
            b.append("<td class=\"meaning\">").append(Html.esc(MetricCatalogue.meaning(e.getKey()))).append("</td></tr>\n");
        }
        b.append("</tbody></table></div>\n</details>\n");
    }

    private static void invocationTable(StringBuilder b, InvocationSet set, Path pagesDir) {
        boolean predicted = set.has(SECONDS);
        b.append("<details><summary>The ").append(set.size()).append(" invocation(s), each with its characterisation "
                + "file</summary>\n<div class=\"scroll\"><table class=\"invocations\"><thead><tr><th class=\"num\">n</th>"
                + "<th>global</th><th>local</th><th class=\"num\">instructions</th><th class=\"num\">footprint</th>")
                .append(predicted ? "<th class=\"num\">predicted</th><th>bound</th>" : "")
                .append("<th>file</th></tr></thead><tbody>\n");
        for (Invocation inv : set.invocations()) {
            Characterisation c = inv.characterisation();
            b.append("<tr><td class=\"num\">").append(c.invocation()).append("</td><td>")
                    .append(HtmlReport.triple(c.global())).append("</td><td>").append(HtmlReport.triple(c.local()))
                    .append("</td>").append(HtmlReport.num(MetricLookup.get(c, "compute.totalInstructions")))
                    .append(HtmlReport.num(MetricLookup.get(c, "memory.footprint")));
            if (predicted) {
                double s = MetricLookup.number(c, SECONDS);
                b.append("<td class=\"num\">").append(Double.isFinite(s) ? Html.esc(Verdict.duration(s)) : "—")
                        .append("</td><td>").append(Html.esc(String.valueOf(Objects.requireNonNullElse(
                                MetricLookup.get(c, "mwp-cwp.bound"), "—")))).append("</td>");
            }
            b.append("<td>");
            if (inv.source() != null) {
                String rel = pagesDir.toAbsolutePath().normalize().relativize(inv.source().toAbsolutePath().normalize())
                        .toString().replace('\\', '/');
                b.append("<a href=\"").append(href(rel)).append("\">").append(Html.esc(inv.source().getFileName()
                        .toString())).append("</a>");
            }
            b.append("</td></tr>\n");
        }
        b.append("</tbody></table></div>\n</details>\n");
    }

    private static void headings(StringBuilder b, List<Column> columns) {
        for (Column col : columns) {
            b.append("<th class=\"").append(col.heading().equals("bound") ? "" : "num").append("\" title=\"")
                    .append(Html.esc(col.title())).append("\">").append(Html.esc(col.heading())).append("</th>");
        }
    }

    private static void cells(StringBuilder b, List<Column> columns, InvocationSet set) {
        for (Column col : columns) {
            String v = col.requires() == null || set.has(col.requires()) ? col.cell().apply(set) : "—";
            b.append(col.heading().equals("bound") ? "<td>" : "<td class=\"num\">").append(Html.esc(v)).append("</td>");
        }
    }

    /** The bound that holds for most of the predicted time, with its share when the invocations disagree. */
    private static String bound(InvocationSet set) {
        Map<String, Double> time = new LinkedHashMap<>();
        double total = 0;
        for (Invocation inv : set.invocations()) {
            Object bound = MetricLookup.get(inv.characterisation(), "mwp-cwp.bound");
            double s = MetricLookup.number(inv.characterisation(), SECONDS);
            if (bound != null && Double.isFinite(s)) {
                time.merge(String.valueOf(bound), s, Double::sum);
                total += s;
            }
        }
        String best = null;
        for (Map.Entry<String, Double> e : time.entrySet()) {
            if (best == null || e.getValue() > time.get(best)) {
                best = e.getKey();
            }
        }
        if (best == null) {
            return "—";
        }
        return time.size() == 1 ? best : best + " (" + percent(time.get(best) / total) + " of the time)";
    }

    /** A share as a percentage to three significant digits (74.8%, 100%, 0.968%): a roll-up needs no more. */
    static String percent(double r) {
        if (!Double.isFinite(r)) {
            return "—";
        }
        if (r == 0) {
            return "0%";
        }
        return new java.math.BigDecimal(r * 100).round(new java.math.MathContext(3)).stripTrailingZeros()
                .toPlainString() + "%";
    }

    private static String sizes(ApplicationRollup app) {
        List<String> out = new ArrayList<>();
        for (String s : app.sizes()) {
            out.add(s == null ? "—" : s);
        }
        return String.join(", ", out);
    }

    private static String share(double part, double whole) {
        return whole > 0 ? " (" + percent(part / whole) + ")" : "";
    }

    /** The NDRange of the first invocation, and how many distinct ones there are when they differ. */
    private static String ndRanges(InvocationSet set) {
        Set<String> distinct = new LinkedHashSet<>();
        for (Invocation inv : set.invocations()) {
            Characterisation c = inv.characterisation();
            distinct.add("global " + HtmlReport.triple(c.global()) + " · local " + HtmlReport.triple(c.local()));
        }
        String first = distinct.iterator().next();
        return distinct.size() == 1 ? first : first + " (invocation 0; " + distinct.size() + " distinct NDRanges)";
    }

    private static void dd(StringBuilder b, String term, String value) {
        if (value != null && !value.isEmpty()) {
            b.append("<dt>").append(Html.esc(term)).append("</dt><dd>").append(Html.esc(value)).append("</dd>");
        }
    }

    private static KiviatProfile relabel(KiviatProfile p, String label) {
        return new KiviatProfile(label, p.raw(), p.normalised());
    }

    /** A relative link: the path's characters that a URL would read otherwise escaped. */
    static String href(String relative) {
        return Html.esc(relative.replace("%", "%25").replace(" ", "%20").replace("#", "%23").replace("?", "%3F"));
    }

    private static void footer(StringBuilder b) {
        b.append("<footer>Generated by aiwc reports. Values are exact as stored in the characterisation JSON; "
                + "tables show 6 significant digits.</footer>\n");
        Html.close(b);
    }
}
