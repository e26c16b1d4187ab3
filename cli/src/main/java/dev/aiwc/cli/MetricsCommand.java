package dev.aiwc.cli;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.model.MetricCatalogue;
import dev.aiwc.reports.model.MetricsDocument;
import dev.aiwc.reports.output.OutputFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code aiwc metrics}: every key the installed collectors write, with its unit, the direction that is better and
 * its meaning; {@code --update-doc METRICS.md} rebuilds the document's generated tables from the same descriptors.
 */
@Command(name = "metrics", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "List every metric key with its unit, better direction and meaning.")
final class MetricsCommand implements Callable<Integer> {

    @Option(names = "--update-doc", paramLabel = "FILE",
            description = "rewrite the generated tables of this Markdown file (METRICS.md) instead of listing")
    Path document;

    @Override
    public Integer call() throws IOException {
        if (document != null) {
            String before;
            try {
                before = Files.readString(document, StandardCharsets.UTF_8);
            } catch (NoSuchFileException e) {
                throw new IllegalArgumentException("cannot read " + document + ": no such file; name METRICS.md");
            }
            String after = MetricsDocument.update(before, MetricCatalogue.installed().all());
            if (after.equals(before)) {
                System.out.println(document + " is up to date");
            } else {
                OutputFiles.replace(document, t -> Files.writeString(t, after, StandardCharsets.UTF_8));
                System.out.println("updated the generated tables of " + document);
            }
            return 0;
        }
        System.out.printf("%-58s %-22s %-17s %s%n", "key", "unit", "better", "meaning");
        for (MetricDescriptor d : MetricCatalogue.installed().all()) {
            System.out.printf("%-58s %-22s %-17s %s%n", d.key(), d.unit().isEmpty() ? "-" : d.unit(),
                    d.direction().words(), d.description());
        }
        return 0;
    }
}
