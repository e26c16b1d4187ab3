package dev.aiwc.cli;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.collectors.csv.AiwcCsv;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.json.CharacterisationJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code aiwc run SPEC}: simulates a run specification and writes one characterisation per kernel invocation. */
@Command(name = "run", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Characterise the kernel invocations of a run specification (.sim or .json).")
final class RunCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "run specification: Oclgrind .sim file or aiwc JSON spec")
    Path spec;

    @Option(names = "--out", defaultValue = "aiwc-out", description = "output directory")
    Path out;

    @Option(names = "--csv", description = "also write CSV: aiwc (AIWC format, per invocation) or tidy (long format)")
    String csv;

    @Option(names = "--dump-buffers", description = "write every buffer's final contents as <name>.bin")
    boolean dumpBuffers;

    @Option(names = "--html", description = "also write the HTML report to this file")
    Path html;

    @Option(names = "--quiet", description = "print only errors (no progress, no buffer dumps; the kernels' printf still prints)")
    boolean quiet;

    @Mixin
    SimulationOptions sim;

    @Override
    public Integer call() throws IOException {
        if (csv != null && !csv.equals("aiwc") && !csv.equals("tidy")) {
            throw AiwcException.badInput("unknown --csv '" + csv + "'", "use --csv aiwc or --csv tidy");
        }
        Simulator device = sim.simulator();
        RunSpec runSpec = RunSpec.load(spec, device);
        // every place results go is checked before the first launch, so none is written before a failure is known
        OutputPaths.folder(out, "--out");
        if (html != null) {
            OutputPaths.file(html, "--html");
        }
        if (!sim.buildOptions.isBlank()) {
            runSpec = runSpec.withExtraBuildOptions(sim.buildOptions);
        }
        if (dumpBuffers) {
            SpecRunner.checkDumpNames(runSpec);
        }
        Files.createDirectories(out);
        List<Path> written = new ArrayList<>();
        SpecRunner.Outcome outcome = SpecRunner.run(runSpec, device, new SpecRunner.Listener() {
            @Override
            public void launched(int index, RunSpec.Invocation invocation, dev.aiwc.instrumenter.device.LaunchResult result) {
            Characterisation c = Characterise.of(result, null, null, sim.profile, sim.threadCount());
            try {
                Path file = CharacterisationJson.write(c, out);
                written.add(file);
                if ("aiwc".equals(csv)) {
                    written.add(AiwcCsv.write(out, result.kernel(), result.invocation(), c.metrics()));
                }
                if (!quiet) {
                    System.err.printf("aiwc: %s #%d: %,d instructions in %.2f s -> %s%n", result.kernel(),
                            result.invocation(), result.instructions(), result.seconds(), file);
                }
            } catch (IOException e) {
                throw AiwcException.badInput("cannot write to " + out + ": " + e.getMessage(), "choose a writable --out");
            }
            }
        });
        String dumps = outcome.dumpText();
        if (!dumps.isEmpty() && !quiet) { // the buffers marked dump, printed as Oclgrind prints them: not errors
            System.out.print(dumps);
        }
        if (dumpBuffers) {
            written.addAll(outcome.writeBuffers(out));
        }
        List<Path> jsons = written.stream().filter(p -> p.toString().endsWith(".json")).toList();
        if ("tidy".equals(csv)) {
            Path tidy = out.resolve("tidy.csv");
            Reports.tidyCsv(jsons, tidy);
            written.add(tidy);
        }
        if (html != null) {
            Reports.html(jsons, html);
            written.add(html);
        }
        if (!quiet) {
            System.out.println("wrote " + written.size() + " file(s) to " + out.toAbsolutePath().normalize());
        }
        return 0;
    }
}
