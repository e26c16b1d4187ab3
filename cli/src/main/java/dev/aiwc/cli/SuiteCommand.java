package dev.aiwc.cli;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.original.OpenDwarfsCheckout;
import dev.aiwc.dwarfs.original.OpenDwarfsSuite;
import dev.aiwc.dwarfs.suite.Applications;
import dev.aiwc.dwarfs.suite.ProgressBar;
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
import dev.aiwc.reports.json.CharacterisationJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.UncheckedIOException;
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

    @Mixin
    SimulationOptions sim;

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
                        : " --gpu-set " + String.join(",", sim.gpuSet)) + (sim.buildOptions.isBlank() ? ""
                        : " --build-options '" + sim.buildOptions + "'") + " (" + Characterise.TOOL_VERSION + ")");
        manifest.write(out);
        List<Path> written = new ArrayList<>();
        SuiteSink sink = new SuiteSink() {
            @Override
            public void invocation(SuiteRun run, LaunchResult result) {
                Characterisation c = Characterise.of(result, run.application().name(), run.size(), sim.profile,
                        sim.threadCount());
                try {
                    Path dir = out.resolve(run.application().name()).resolve(run.size());
                    written.add(CharacterisationJson.write(c, dir));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
        Path report = null;
        SuiteSummary summary = Suite.run(plan, run -> sim.simulator(), sink, ProgressBar.onStderr());
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
            Reports.wideCsv(written, out.resolve("dataset-wide.csv"));
            Reports.tidyCsv(written, out.resolve("dataset-tidy.csv"));
            report = Reports.suiteHtml(written, out.resolve("report.html"),
                    List.of(out.resolve("dataset-wide.csv"), out.resolve("dataset-tidy.csv")));
        }
        System.out.printf("%d run(s), %d invocation(s) in %.1f s; output in %s%n", summary.runs(),
                summary.invocations(), summary.seconds(), out.toAbsolutePath().normalize());
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
}
