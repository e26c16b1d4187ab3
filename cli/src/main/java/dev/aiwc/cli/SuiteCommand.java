package dev.aiwc.cli;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.original.OpenDwarfsCheckout;
import dev.aiwc.dwarfs.original.OpenDwarfsSuite;
import dev.aiwc.dwarfs.suite.Applications;
import dev.aiwc.dwarfs.suite.ProgressBar;
import dev.aiwc.dwarfs.suite.Shard;
import dev.aiwc.dwarfs.suite.ShardManifest;
import dev.aiwc.dwarfs.suite.SuitePlan;
import dev.aiwc.dwarfs.suite.SuiteSummary;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.run.SuiteCharacterisation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
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
     * The command {@code aiwc suite --size SIZE [--only ONLY] --out OUT [--no-report]} with {@code sim}'s options
     * makes, for a command that characterises the suite as one of its steps (predict collect).
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
        // every run would be refused alike (--threads, collectors, their settings, profile, GPU): refuse the suite
        // before it writes anything into --out
        sim.config();
        List<DwarfApplication> catalogue = openDwarfs == null ? Applications.all()
                : OpenDwarfsSuite.applications(OpenDwarfsCheckout.at(openDwarfs));
        SuitePlan plan = SuitePlan.of(catalogue, List.of(size), only, s);
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
        SuiteCharacterisation.Request request = new SuiteCharacterisation.Request(plan, manifest, out, force, !noReport,
                run -> sim.setup(run.application().name() + "/" + run.size(), run.application().name(), run.size()));
        SuiteCharacterisation.Outcome outcome = SuiteCharacterisation.run(request, run -> sim.simulator(),
                ProgressBar.onStderr(), new SuiteCharacterisation.Listener() {
                    @Override
                    public void resuming(int kept, int runs, int remaining) {
                        System.err.printf("aiwc: resuming: %d of %d run(s) already finished in %s are kept, %d to"
                                + " run%n", kept, runs, out, remaining);
                    }

                    @Override
                    public void finished(SuiteCharacterisation.Outcome done) {
                        SuiteSummary summary = done.summary();
                        System.out.printf("%d run(s), %d invocation(s) in %.1f s%s; output in %s%n", summary.runs(),
                                summary.invocations(), summary.seconds(), done.kept() == 0 ? "" : " (" + done.kept()
                                        + " finished earlier, kept)", out.toAbsolutePath().normalize());
                        if (done.report() != null) {
                            System.out.println("report: " + done.report().toAbsolutePath().normalize());
                        }
                    }
                });
        List<String> failures = outcome.summary().failures();
        if (!failures.isEmpty()) {
            for (String f : failures) {
                System.err.println("aiwc: failed: " + f);
            }
            if (outcome.summary().outOfMemory() == failures.size()) {
                throw new AiwcException(AiwcException.Kind.OUT_OF_MEMORY, failures.size()
                        + " suite run(s) ran out of memory", AiwcException.outOfMemory().detail() + "\nthe other runs'"
                        + " outputs were written; the same command with more memory runs only the failed ones");
            }
            throw AiwcException.kernelFailure(failures.size() + " suite run(s) failed",
                    "see the messages above; the other runs' outputs were written");
        }
        return 0;
    }
}
