package dev.aiwc.cli;

import dev.aiwc.reports.Reports;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.output.OutputFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code aiwc report DIR|FILES --html OUT}: the HTML report, datasets and figures for characterisations. */
@Command(name = "report", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Write an HTML report (and optionally CSV datasets and figures) for characterisation JSON files.")
final class ReportCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", description = "characterisation JSON files or directories (searched recursively)")
    List<Path> inputs;

    @Option(names = "--html", description = "HTML report to write")
    Path html;

    @Option(names = "--by-application", description = "write the HTML report as aiwc suite does: an index page of "
            + "per-application roll-ups and one page per application in a folder beside it (for hundreds of invocations)")
    boolean byApplication;

    @Option(names = "--figures", description = "directory for every chart as SVG and PNG")
    Path figures;

    @Option(names = "--tidy", description = "tidy long CSV to write")
    Path tidy;

    @Option(names = "--wide", description = "wide dataset CSV to write (one row per invocation)")
    Path wide;

    @Option(names = "--datasets", description = "folder to write the dataset files into: dataset-wide.csv,"
            + " dataset-tidy.csv, the roll-ups per application and per kernel, and dataset-schema.csv")
    Path datasets;

    @Override
    public Integer call() throws IOException {
        if (html == null && figures == null && tidy == null && wide == null && datasets == null) {
            html = Path.of("aiwc-report.html");
        }
        if (html != null) {
            if (byApplication) {
                Reports.suiteHtml(inputs, html, List.of());
            } else {
                Reports.html(inputs, html);
            }
            System.out.println("report: " + html.toAbsolutePath().normalize());
        }
        if (figures != null) {
            List<Path> files = Reports.figures(inputs, figures);
            System.out.println("figures: " + files.size() + " files in " + figures.toAbsolutePath().normalize());
        }
        // a single dataset file gets its schema beside it (tidy.csv: tidy.schema.csv)
        if (tidy != null) {
            Reports.tidyCsv(inputs, tidy);
            Reports.datasetSchema(inputs, Reports.schemaBeside(tidy));
            System.out.println("tidy CSV: " + tidy.toAbsolutePath().normalize());
        }
        if (wide != null) {
            Reports.wideCsv(inputs, wide);
            Reports.datasetSchema(inputs, Reports.schemaBeside(wide));
            System.out.println("wide CSV: " + wide.toAbsolutePath().normalize());
        }
        if (datasets != null) {
            List<Path> files = OutputFiles.writeDatasets(inputs, datasets);
            System.out.println("datasets: " + files.size() + " files in " + datasets.toAbsolutePath().normalize());
        }
        return 0;
    }
}
