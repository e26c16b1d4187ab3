package dev.aiwc.cli;

import dev.aiwc.reports.Reports;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.json.ComparisonJson;
import dev.aiwc.reports.model.MetricSelection;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code aiwc compare A B [C …]}: variants side by side, most-changed metrics first. */
@Command(name = "compare", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Compare characterisations of kernel variants side by side.")
final class CompareCommand implements Callable<Integer> {
    @Parameters(arity = "2..*", description = "characterisation JSON files, the first is the baseline")
    List<Path> variants;

    @Option(names = "--html", description = "HTML comparison page to write")
    Path html;

    @Option(names = "--figures", description = "directory for the comparison charts as SVG and PNG")
    Path figures;

    @Option(names = "--json", paramLabel = "FILE", description = "the comparison for scripts (schema "
            + ComparisonJson.SCHEMA + "): the answer, then every selected metric with unit and direction; "
            + "'-' writes it to standard output instead of the text table")
    Path json;

    @Option(names = "--csv", paramLabel = "FILE", description = "the selected metrics as a tidy CSV, one row per "
            + "metric and variant (metric,unit,better,variant,baseline,value,text,delta,relative,judged); "
            + "'-' writes it to standard output instead of the text table")
    Path csv;

    @Option(names = "--metrics", paramLabel = "PATTERNS", description = "only these metrics in the tables, JSON and "
            + "CSV (the answer still weighs every metric): a comma list of key prefixes (memory, fermi-l1.total) "
            + "or globs ('*Entropy*'); default: all")
    String metrics;

    @Option(names = "--limit", defaultValue = "30", description = "rows in the text table (most changed first; 0: all)")
    int limit;

    @Override
    public Integer call() throws IOException {
        for (Path out : java.util.Arrays.asList(html, json, csv)) {
            if (out != null && variants.stream().anyMatch(v -> sameFile(v, out))) {
                throw new IllegalArgumentException(out + " is one of the characterisations compared; name another "
                        + "file for the output");
            }
        }
        Reports.compare(variants, MetricSelection.parse(metrics), html, json, csv, System.out, limit);
        // a document on standard output stays parseable: the paths written go to standard error then
        java.io.PrintStream status = isStdout(json) || isStdout(csv) ? System.err : System.out;
        if (html != null) {
            status.println("comparison: " + html.toAbsolutePath().normalize());
        }
        if (json != null && !isStdout(json)) {
            status.println("json: " + json.toAbsolutePath().normalize());
        }
        if (csv != null && !isStdout(csv)) {
            status.println("csv: " + csv.toAbsolutePath().normalize());
        }
        if (figures != null) {
            List<Path> files = Reports.compareFigures(variants, figures);
            status.println("figures: " + files.size() + " files in " + figures.toAbsolutePath().normalize());
        }
        return 0;
    }

    private static boolean isStdout(Path p) {
        return p != null && p.toString().equals("-");
    }

    private static boolean sameFile(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
