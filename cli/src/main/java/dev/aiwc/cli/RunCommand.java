package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.LaunchProgress;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.groups.GroupShare;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputPaths;
import dev.aiwc.reports.run.SpecCharacterisation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code aiwc run SPEC}: simulates a run specification and writes one characterisation per kernel invocation. */
@Command(name = "run", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Characterise the kernel invocations of a run specification (.sim or .json).")
final class RunCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "run specification: Oclgrind .sim file or aiwc JSON spec")
    Path spec;

    @Parameters(index = "1..*", paramLabel = "MORE", description = "more run specifications: all of them are"
            + " characterised in this one process, one after another, each into --out/<its file name without"
            + " extension>; one that fails is reported and the others go on")
    List<Path> more;

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
        boolean merging = mergeGroups != null && !mergeGroups.isEmpty();
        List<Path> specs = new ArrayList<>(List.of(spec));
        if (more != null) {
            specs.addAll(more);
        }
        if (specs.size() > 1) {
            refuseForSeveral(groups != null, "--groups", "splits the one launch of one spec");
            refuseForSeveral(merging, "--merge-groups", "merges the pieces of one spec's launch");
            refuseForSeveral(label != null, "--label", "names one run; with several specs each is named by its file");
        }
        if (specs.size() == 1) {
            run(request(spec, out, runLabel(), html, merging), device(), out);
            return 0;
        }
        return runSeveral(specs);
    }

    /** A simulated device for one spec: its buffers and its kernels' invocation counts are that spec's alone. */
    private Simulator device() {
        Simulator device = sim.simulator();
        // stderr is taken for a terminal when the process has a console (Java cannot ask about stderr alone)
        if (groups == null && (progress || (!quiet && System.console() != null))) {
            PrintStream err = System.err;
            device.reportProgress(new LaunchProgress(line -> err.println("aiwc: " + line), progressFirstMillis,
                    progressEveryMillis));
        }
        return device;
    }

    private SpecCharacterisation.Request request(Path specFile, Path folder, String runLabel, Path report,
                                                 boolean merging) {
        return new SpecCharacterisation.Request(specFile, sim.buildOptions, folder,
                csv == null ? SpecCharacterisation.Csv.NONE : csv.equals("aiwc") ? SpecCharacterisation.Csv.AIWC
                        : SpecCharacterisation.Csv.TIDY, dumpBuffers, report, force, sim.setup(runLabel, null, null),
                groups != null || merging ? sim.pieceIdentity() : null,
                groups == null ? null : GroupShare.parse(groups), mergeGroups);
    }

    private SpecCharacterisation.Outcome run(SpecCharacterisation.Request request, Simulator device, Path folder) {
        SpecCharacterisation.Outcome outcome = SpecCharacterisation.run(request, device, quiet
                ? new SpecCharacterisation.Listener() { } : new Report());
        if (!quiet && groups == null) {
            System.out.println("wrote " + outcome.written().size() + " file(s) to "
                    + folder.toAbsolutePath().normalize());
        }
        return outcome;
    }

    private static void refuseForSeveral(boolean given, String option, String why) {
        if (given) {
            throw AiwcException.badInput(option + " " + why + ", and this line names several",
                    "Run each spec on its own line with " + option + ".");
        }
    }

    /**
     * Several specs in this one process: the JVM starts and the JIT compiles once for all of them (a small kernel's
     * run is mostly that). Each goes into --out/NAME, NAME its file name without extension, checked distinct before
     * any runs. A spec that fails is reported where it fails and the others still run; the exit code is the first
     * failure's. --html, if given, is one report over every characterisation written.
     */
    private int runSeveral(List<Path> specs) throws IOException {
        Map<String, Path> byName = new LinkedHashMap<>();
        for (Path s : specs) {
            Path earlier = byName.putIfAbsent(Characterise.defaultLabel(s), s);
            if (earlier != null) {
                throw AiwcException.badInput("specs " + earlier + " and " + s + " would both write to "
                        + out.resolve(Characterise.defaultLabel(s)), "Rename one, or run them with different --out.");
            }
        }
        if (html != null) {
            OutputPaths.file(html, "--html");
            OutputFiles.refuseExisting(List.of(html), force, "--html");
        }
        List<Path> jsons = new ArrayList<>();
        List<Path> failed = new ArrayList<>();
        int exitCode = 0;
        PrintWriter err = new PrintWriter(System.err, true);
        for (Map.Entry<String, Path> e : byName.entrySet()) {
            Path folder = out.resolve(e.getKey());
            try (Simulator device = device()) {
                SpecCharacterisation.Outcome outcome = run(request(e.getValue(), folder, e.getKey(), null, false),
                        device, folder);
                outcome.written().stream().filter(p -> p.toString().endsWith(".json")).forEach(jsons::add);
            } catch (AiwcException ex) {
                int code = Main.report(ex, err); // its message names the spec's file where the spec is at fault
                exitCode = exitCode == 0 ? code : exitCode;
                failed.add(e.getValue());
            }
        }
        if (html != null && !jsons.isEmpty()) {
            OutputFiles.replace(html, t -> Reports.html(jsons, t));
        }
        if (!failed.isEmpty()) {
            err.println("aiwc: " + failed.size() + " of " + specs.size() + " specs failed: "
                    + String.join(", ", failed.stream().map(Path::toString).toList()));
        }
        return exitCode;
    }

    /**
     * Characterises {@code spec} into {@code out} as {@code aiwc run SPEC --out OUT --quiet} with {@code sim}'s
     * options would, printing nothing: for commands that characterise specs of their own (demo, predict).
     */
    static void quietly(Path spec, Path out, SpecCharacterisation.Csv csv, boolean force, SimulationOptions sim) {
        Simulator device = sim.simulator();
        SpecCharacterisation.run(SpecCharacterisation.Request.whole(spec, out, csv, force,
                sim.setup(Characterise.defaultLabel(spec), null, null)), device,
                new SpecCharacterisation.Listener() { });
    }

    /** {@code --label}, else the spec's name. */
    String runLabel() {
        return label != null ? label : Characterise.defaultLabel(spec);
    }

    /** What a run says as it goes, unless {@code --quiet}. */
    private static final class Report implements SpecCharacterisation.Listener {
        @Override
        public void characterised(LaunchResult result, Path file) {
            System.err.printf("aiwc: %s #%d: %,d instructions in %.2f s -> %s%n", result.kernel(),
                    result.invocation(), result.instructions(), result.seconds(), file);
        }

        @Override
        public void dumped(String text) {
            System.out.print(text); // the buffers marked dump, printed as Oclgrind prints them: not errors
        }

        @Override
        public boolean wantsDumps() {
            return true;
        }

        @Override
        public void pieceWritten(String kernel, GroupShare share, long instructions, Path file) {
            System.err.printf("aiwc: %s piece %s: %,d instructions -> %s%n", kernel, share, instructions, file);
        }
    }
}
