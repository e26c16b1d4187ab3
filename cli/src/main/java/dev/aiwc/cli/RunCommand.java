package dev.aiwc.cli;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.collectors.csv.AiwcCsv;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.LaunchProgress;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.groups.GroupShare;
import dev.aiwc.instrumenter.groups.PieceFile;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.json.CharacterisationJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.LaunchProgress;

import java.io.IOException;
import java.io.PrintStream;
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

    @Option(names = "--csv", description = "also write CSV: aiwc (AIWC format, per invocation) or tidy (long format,"
            + " with its schema tidy.schema.csv)")
    String csv;

    @Option(names = "--dump-buffers", description = "write every buffer's final contents as <name>.bin")
    boolean dumpBuffers;

    @Option(names = "--html", description = "also write the HTML report to this file")
    Path html;

    @Option(names = "--quiet", description = "print only errors (no progress, no buffer dumps; the kernels' printf still prints)")
    boolean quiet;

    @Option(names = "--force", description = "replace files an earlier run left in --out (default: refuse, exit 2)")
    boolean force;

    @Option(names = "--label", description = "name of this run in the datasets' label column (default: the spec's"
            + " file name without extension)")
    String label;

    @Option(names = "--progress", description = "show the progress of long launches even when standard error is not"
            + " a terminal")
    boolean progress;

    @Option(names = "--groups", paramLabel = "I/N", description = "run piece I of N (0-based, as suite --shard) of the work-groups of"
            + " the spec's one launch and write its collector partials to --out as <kernel>-0.piece-I-of-N.aiwcpiece"
            + " instead of a characterisation; --merge-groups combines the N pieces (docs/split-launches.md)")
    String groups;

    @Option(names = "--merge-groups", paramLabel = "PIECES", description = "characterise the spec's launch from the"
            + " N piece files that --groups I/N wrote instead of simulating it, the same JSON as one process gives:"
            + " a folder (its <kernel>-0.piece-*.aiwcpiece files) or a piece file, repeatable; give the spec and"
            + " options the pieces were run with")
    List<String> mergeGroups;

    @Mixin
    SimulationOptions sim;

    /** A launch is silent for its first 3 s, then reports once a second (tests shorten both). */
    static long progressFirstMillis = 3000;
    static long progressEveryMillis = 1000;

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
        boolean merging = mergeGroups != null && !mergeGroups.isEmpty();
        if (groups != null || merging) {
            SplitLaunch split = new SplitLaunch(spec, runSpec, sim);
            split.check(groups != null, merging, csv != null || html != null, dumpBuffers);
            if (groups != null) {
                // no lock on --out: the N pieces of a split write one folder at once, each its own file (renamed
                // into place whole, and refused when it exists)
                split.writePiece(GroupShare.parse(groups), device, out, force, quiet);
                return 0;
            }
            try (OutputLock lock = OutputLock.acquire(out, "--out", "aiwc run " + spec);
                 PieceFile.Reader pieces = split.open(mergeGroups)) {
                OutputFiles.refuseExisting(planned(runSpec), force, "--out");
                if (html != null) {
                    OutputFiles.refuseExisting(List.of(html), force, "--html");
                }
                device.mergePieces(pieces);
                write(runSpec, device);
            }
            return 0;
        }
        try (OutputLock lock = OutputLock.acquire(out, "--out", "aiwc run " + spec)) {
            OutputFiles.refuseExisting(planned(runSpec), force, "--out");
            if (html != null) {
                OutputFiles.refuseExisting(List.of(html), force, "--html");
            }
            write(runSpec, device);
        }
        return 0;
    }

    /**
     * Every file this run will write, known before it runs: {@code <kernel>-<n>.json} for the n-th invocation of each
     * kernel (and the AIWC CSV), the buffer dumps and {@code tidy.csv}; so a clash is refused before any work.
     */
    List<Path> planned(RunSpec runSpec) {
        List<Path> files = new ArrayList<>();
        java.util.Map<String, Integer> seen = new java.util.HashMap<>();
        for (RunSpec.Invocation inv : runSpec.invocations()) {
            int n = seen.merge(inv.kernel(), 1, Integer::sum) - 1;
            files.add(out.resolve(dev.aiwc.api.result.OutputFileName.of(inv.kernel()) + "-" + n + ".json"));
            if ("aiwc".equals(csv)) {
                files.add(out.resolve(AiwcCsv.fileName(inv.kernel(), n)));
            }
        }
        if (dumpBuffers) {
            for (RunSpec.BufferSpec b : runSpec.buffers()) {
                files.add(out.resolve(b.name() + ".bin"));
            }
        }
        if ("tidy".equals(csv)) {
            files.add(out.resolve("tidy.csv"));
            files.add(Reports.schemaBeside(out.resolve("tidy.csv")));
        }
        return files;
    }

    /** {@code --label}, else the spec's name. */
    String runLabel() {
        return label != null ? label : Characterise.defaultLabel(spec);
    }

    private void write(RunSpec runSpec, Simulator device) {
        // stderr is taken for a terminal when the process has a console (Java cannot ask about stderr alone)
        if (progress || (!quiet && System.console() != null)) {
            PrintStream err = System.err;
            device.reportProgress(new LaunchProgress(line -> err.println("aiwc: " + line), progressFirstMillis,
                    progressEveryMillis));
        }
        List<Path> written = new ArrayList<>();
        SpecRunner.Outcome outcome = SpecRunner.run(runSpec, device, new SpecRunner.Listener() {
            @Override
            public void launched(int index, RunSpec.Invocation invocation, LaunchResult result) {
                Characterisation c = Characterise.of(result, sim.setup(runLabel(), null, null));
                Path file = OutputFiles.writeString(out.resolve(CharacterisationJson.fileName(c)),
                        CharacterisationJson.toJson(c));
                written.add(file);
                if ("aiwc".equals(csv)) {
                    written.add(OutputFiles.writeString(out.resolve(AiwcCsv.fileName(result.kernel(),
                            result.invocation())), AiwcCsv.render(c.metrics())));
                }
                if (!quiet) {
                    System.err.printf("aiwc: %s #%d: %,d instructions in %.2f s -> %s%n", result.kernel(),
                            result.invocation(), result.instructions(), result.seconds(), file);
                }
            }
        });
        String dumps = mergeGroups != null && !mergeGroups.isEmpty() ? "" : outcome.dumpText(); // a merge simulates nothing to dump
        if (!dumps.isEmpty() && !quiet) { // the buffers marked dump, printed as Oclgrind prints them: not errors
            System.out.print(dumps);
        }
        if (dumpBuffers) {
            for (var e : outcome.buffers().entrySet()) {
                written.add(OutputFiles.write(out.resolve(e.getKey() + ".bin"), e.getValue()));
            }
        }
        List<Path> jsons = written.stream().filter(p -> p.toString().endsWith(".json")).toList();
        if ("tidy".equals(csv)) {
            written.add(OutputFiles.replace(out.resolve("tidy.csv"), t -> Reports.tidyCsv(jsons, t)));
            written.add(OutputFiles.replace(Reports.schemaBeside(out.resolve("tidy.csv")),
                    t -> Reports.datasetSchema(jsons, t)));
        }
        if (html != null) {
            written.add(OutputFiles.replace(html, t -> Reports.html(jsons, t)));
        }
        if (!quiet) {
            System.out.println("wrote " + written.size() + " file(s) to " + out.toAbsolutePath().normalize());
        }
    }
}
