package dev.aiwc.cli;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.original.OpenDwarfsCheckout;
import dev.aiwc.dwarfs.original.OpenDwarfsSuite;
import dev.aiwc.dwarfs.suite.Applications;
import dev.aiwc.dwarfs.suite.ProgressBar;
import dev.aiwc.dwarfs.suite.RunCompletion;
import dev.aiwc.dwarfs.suite.Shard;
import dev.aiwc.dwarfs.suite.ShardManifest;
import dev.aiwc.dwarfs.suite.ShardMerge;
import dev.aiwc.dwarfs.suite.Suite;
import dev.aiwc.dwarfs.suite.SuitePlan;
import dev.aiwc.dwarfs.suite.SuiteRun;
import dev.aiwc.dwarfs.suite.SuiteSink;
import dev.aiwc.dwarfs.suite.SuiteSummary;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.json.CharacterisationJson;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputLock;
import dev.aiwc.reports.output.OutputPaths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code aiwc suite}: characterises every kernel invocation of the dwarf suite (or of a user's OpenDwarfs checkout)
 * and writes {@code <application>/<size>/<kernel>-<n>.json}, the wide and tidy datasets and the HTML report.
 */
@Command(name = "suite", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Characterise the dwarf benchmark suite (or an OpenDwarfs checkout).")
final class SuiteCommand implements Callable<Integer> {
    @Option(names = "--size", defaultValue = "tiny", description = "tiny, small, medium, large or all (comma list allowed)")
    String size;

    @Option(names = "--only", split = ",", description = "applications to run (default: all): "
            + "lud,csr,fft,dwt2d,gem,srad,crc,bfs,nw,kmeans,hmm")
    List<String> only;

    @Option(names = "--out", defaultValue = "aiwc-suite", description = "output directory")
    Path out;

    @Option(names = "--shard", description = "run shard I of N (I from 0), e.g. 3/8, for job arrays")
    String shard;

    @Option(names = "--opendwarfs", description = "path of an Extended OpenDwarfs checkout to run instead of the built-in suite")
    Path openDwarfs;

    @Option(names = "--no-report", description = "skip the datasets and the HTML report")
    boolean noReport;

    @Option(names = "--force", description = "redo every run, replacing finished results and those of a different"
            + " suite run in --out (default: resume, keeping finished runs; refuse a different run, exit 2)")
    boolean force;

    @Mixin
    SimulationOptions sim;

    /**
     * The command {@code aiwc suite --size SIZE [--only ONLY] --out OUT [--no-report]} with {@code sim}'s options makes,
     * for a command that characterises the suite as one of its steps (predict collect).
     */
    static SuiteCommand of(String size, List<String> only, Path out, boolean noReport, SimulationOptions sim) {
        SuiteCommand c = new SuiteCommand();
        c.size = size;
        c.only = only;
        c.out = out;
        c.noReport = noReport;
        c.sim = sim;
        return c;
    }

    @Override
    public Integer call() throws IOException {
        Shard s = shard == null ? Shard.WHOLE : Shard.parse(shard);
        sim.generousBudgets = true;
        List<DwarfApplication> catalogue = openDwarfs == null ? Applications.all()
                : OpenDwarfsSuite.applications(OpenDwarfsCheckout.at(openDwarfs));
        SuitePlan plan = SuitePlan.of(catalogue, List.of(size), only, s);
        OutputPaths.folder(out, "--out");
        // what this folder is a result of, marked unfinished until every run is done (aiwc merge checks it)
        ShardManifest manifest = ShardManifest.of(SuitePlan.of(catalogue, List.of(size), only, Shard.WHOLE), s,
                "--size " + String.join(",", SuitePlan.parseSizes(List.of(size))) + " --only "
                        + (only == null || only.isEmpty() ? "(all)" : String.join(",", only)) + " suite "
                        + (openDwarfs == null ? "built-in" : openDwarfs.toAbsolutePath().normalize()),
                "--profile " + sim.profile + " --collectors " + sim.collectors + " --opt " + sim.opt
                        + (sim.gpu == null ? "" : " --gpu " + sim.gpu) + (sim.gpuSet.isEmpty() ? ""
                        : " --gpu-set " + String.join(",", sim.gpuSet)) + (sim.set.isEmpty() ? ""
                        : " --set " + String.join(" --set ", sim.set)) + (sim.buildOptions.isBlank() ? ""
                        : " --build-options '" + sim.buildOptions + "'")
                        + (sim.llvm == null ? "" : " --llvm " + sim.llvm) + " (" + Characterise.TOOL_VERSION + ")");
        try (OutputLock lock = OutputLock.acquire(out, "--out", "aiwc suite")) {
            return run(plan, s, manifest);
        }
    }

    /**
     * Runs what {@code out} does not hold finished yet. A run counts as finished when its completion marker
     * ({@link RunCompletion}) is there for this plan with its files intact; every other run is (re)done, so an
     * interrupted suite resumes where it stopped and redoes nothing it finished.
     */
    private Integer run(SuitePlan plan, Shard s, ShardManifest manifest) throws IOException {
        if (!force && Files.exists(out.resolve(ShardManifest.FILE))) {
            ShardManifest earlier;
            try {
                earlier = ShardManifest.read(out);
            } catch (AiwcException e) {
                earlier = null;
            }
            if (earlier == null || !earlier.planKey().equals(manifest.planKey())
                    || !earlier.shard().equals(manifest.shard())) {
                throw AiwcException.badInput("--out " + out + " holds the results of another suite run"
                                + (earlier == null ? "" : " (shard " + earlier.shard() + ", " + earlier.selection()
                                + ")"),
                        "Give another --out, or add --force to redo every run into it (its files are replaced).");
            }
        }
        List<Path> written = new ArrayList<>();
        List<SuiteRun> remaining = new ArrayList<>();
        int kept = 0;
        for (SuiteRun run : plan.runs()) {
            Path dir = out.resolve(run.application().name()).resolve(run.size());
            var finished = force ? java.util.Optional.<List<Path>>empty()
                    : RunCompletion.finished(dir, manifest.planKey());
            if (finished.isPresent()) {
                written.addAll(finished.get());
                kept++;
            } else {
                remaining.add(run);
            }
        }
        if (kept > 0) {
            System.err.printf("aiwc: resuming: %d of %d run(s) already finished in %s are kept, %d to run%n", kept,
                    plan.runs().size(), out, remaining.size());
        }
        manifest.write(out);
        List<Path> ofRun = new ArrayList<>();
        SuiteSink sink = new SuiteSink() {
            @Override
            public void runStarted(SuiteRun run) {
                ofRun.clear();
                try {
                    RunCompletion.clear(runDir(run));
                } catch (IOException e) {
                    throw OutputFiles.cannotWrite(runDir(run).resolve(RunCompletion.FILE), e);
                }
            }

            @Override
            public void invocation(SuiteRun run, LaunchResult result) {
                Characterisation c = Characterise.of(result, sim.setup(run.application().name() + "/" + run.size(),
                        run.application().name(), run.size()));
                Path file = OutputFiles.writeString(runDir(run).resolve(CharacterisationJson.fileName(c)),
                        CharacterisationJson.toJson(c));
                ofRun.add(file);
                written.add(file);
            }

            @Override
            public void runFinished(SuiteRun run, Throwable failure) {
                if (failure == null) {
                    try {
                        RunCompletion.write(runDir(run), manifest.planKey(), ofRun);
                    } catch (IOException e) {
                        throw OutputFiles.cannotWrite(runDir(run).resolve(RunCompletion.FILE), e);
                    }
                }
            }
        };
        Path report = null;
        SuiteSummary summary = Suite.run(new SuitePlan(remaining, s), run -> sim.simulator(), sink,
                ProgressBar.onStderr());
        if (!noReport && !written.isEmpty()) {
            // the order aiwc merge uses, so a sharded run's datasets equal a single run's
            List<String> relative = new ArrayList<>();
            for (Path p : written) {
                relative.add(out.relativize(p).toString().replace('\\', '/'));
            }
            written.clear();
            for (String rel : ShardMerge.merge(List.of(relative))) {
                written.add(out.resolve(rel));
            }
            List<Path> datasets = OutputFiles.writeDatasets(written, out);
            // the index and its per-application pages under report/, each page written whole
            report = Reports.suiteHtml(written, out.resolve("report.html"), datasets);
        }
        System.out.printf("%d run(s), %d invocation(s) in %.1f s%s; output in %s%n", summary.runs(),
                summary.invocations(), summary.seconds(), kept == 0 ? "" : " (" + kept + " finished earlier, kept)",
                out.toAbsolutePath().normalize());
        if (report != null) {
            System.out.println("report: " + report.toAbsolutePath().normalize());
        }
        manifest.finished(summary.failures().isEmpty()).write(out);
        if (!summary.failures().isEmpty()) {
            for (String f : summary.failures()) {
                System.err.println("aiwc: failed: " + f);
            }
            throw AiwcException.kernelFailure(summary.failures().size() + " suite run(s) failed",
                    "see the messages above; the other runs' outputs were written");
        }
        return 0;
    }

    private Path runDir(SuiteRun run) {
        return out.resolve(run.application().name()).resolve(run.size());
    }
}
