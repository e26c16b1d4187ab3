package dev.aiwc.cli;

import dev.aiwc.reports.Reports;
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

    @Option(names = "--limit", defaultValue = "30", description = "rows in the text table (most changed first)")
    int limit;

    @Override
    public Integer call() throws IOException {
        Reports.compare(variants, html, System.out, limit);
        if (html != null) {
            System.out.println("comparison: " + html.toAbsolutePath().normalize());
        }
        if (figures != null) {
            List<Path> files = Reports.compareFigures(variants, figures);
            System.out.println("figures: " + files.size() + " files in " + figures.toAbsolutePath().normalize());
        }
        return 0;
    }
}
