package dev.aiwc.cli;

import dev.aiwc.api.collector.Collectors;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.run.SpecCharacterisation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code aiwc demo}: characterises a built-in example end to end — matrix multiply in three variants (naive,
 * tiled in local memory, transposed work-item mapping) — and writes the JSON, CSV, HTML report and comparison.
 */
@Command(name = "demo", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Characterise a built-in example (matrix multiply, three variants) end to end.")
final class DemoCommand implements Callable<Integer> {
    static final String[] VARIANTS = {"naive", "tiled", "transposed"};

    @Option(names = "--out", defaultValue = "aiwc-demo", description = "output directory")
    Path out;

    @Option(names = "--threads", description = "worker threads")
    Integer threads;

    @Override
    public Integer call() throws IOException {
        Path work = out.resolve("inputs");
        Files.createDirectories(work);
        for (String v : VARIANTS) {
            copyResource("mm-" + v + ".cl", work);
            copyResource("mm-" + v + ".json", work);
        }
        String collectors = String.join(",", Collectors.available().keySet().stream()
                .filter(n -> n.equals("aiwc") || n.equals("fermi-l1") || n.equals("mwp-cwp")).toList());
        List<Path> jsons = new ArrayList<>();
        PrintStream stdout = System.out;
        // the demo's folder holds only what the demo makes: a rerun regenerates it (--force), as documented
        for (String v : VARIANTS) {
            Path dir = out.resolve(v);
            stdout.println("aiwc demo: characterising mm-" + v + " (" + collectors + ")");
            RunCommand.quietly(work.resolve("mm-" + v + ".json"), dir, SpecCharacterisation.Csv.TIDY, true,
                    SimulationOptions.of(collectors, null, threads));
            jsons.add(dir.resolve("mm-0.json"));
        }
        // the AIWC-profile run of the naive kernel, with the AIWC-format CSV
        RunCommand.quietly(work.resolve("mm-naive.json"), out.resolve("aiwc-profile"), SpecCharacterisation.Csv.AIWC,
                true, SimulationOptions.of(null, "aiwc", null));
        Path report = out.resolve("report.html");
        Reports.html(jsons, report);
        Path compare = out.resolve("compare.html");
        stdout.println();
        Reports.compare(jsons, compare, stdout, 15);
        List<Path> datasets = OutputFiles.writeDatasets(jsons, out);
        stdout.println();
        stdout.println("characterisations: " + String.join(", ", jsons.stream().map(p -> p.toAbsolutePath().normalize().toString()).toList()));
        stdout.println("AIWC-format CSV:   " + out.resolve("aiwc-profile").toAbsolutePath().normalize());
        stdout.println("datasets:          " + String.join(", ", datasets.stream()
                .map(p -> p.toAbsolutePath().normalize().toString()).toList()));
        stdout.println("comparison:        " + compare.toAbsolutePath().normalize());
        stdout.println("report:            " + report.toAbsolutePath().normalize());
        return 0;
    }

    private static void copyResource(String name, Path dir) throws IOException {
        try (InputStream in = DemoCommand.class.getResourceAsStream("/demo/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the demo resource " + name + " is missing from the build");
            }
            Files.copy(in, dir.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
