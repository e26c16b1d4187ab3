package dev.aiwc.cli;

import dev.aiwc.dwarfs.suite.ShardManifest;
import dev.aiwc.dwarfs.suite.ShardMerge;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputLock;
import dev.aiwc.reports.output.OutputPaths;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code aiwc merge DIRS…}: combines suite shard outputs into the datasets of a single run. */
@Command(name = "merge", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Merge the output directories of suite shards (--shard I/N).")
final class MergeCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", description = "shard output directories")
    List<Path> shards;

    @Option(names = "--out", defaultValue = "aiwc-merged", description = "output directory")
    Path out;

    @Option(names = "--force", description = "replace files an earlier merge left in --out (default: refuse, exit 2)")
    boolean force;

    @Override
    public Integer call() throws IOException {
        // every shard must say what it was run with, and together they must be exactly one plan's shards
        List<ShardManifest> manifests = new ArrayList<>();
        for (Path s : shards) {
            manifests.add(ShardManifest.read(s));
        }
        List<List<String>> lists = new ArrayList<>();
        for (Path s : shards) {
            lists.add(ShardMerge.list(s));
        }
        ShardManifest.checkSet(shards, manifests, lists);
        OutputPaths.folder(out, "--out");
        List<String> merged = ShardMerge.merge(lists);
        // every file the merge writes is known now, so a clash with an earlier result is refused before any copy
        List<Path> planned = new ArrayList<>();
        for (String rel : merged) {
            planned.add(out.resolve(rel));
        }
        planned.addAll(OutputFiles.datasetPaths(out));
        planned.add(out.resolve("report.html"));
        try (OutputLock lock = OutputLock.acquire(out, "--out", "aiwc merge")) {
            OutputFiles.refuseExisting(planned, force, "--out");
            return write(merged);
        }
    }

    private Integer write(List<String> merged) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String rel : merged) {
            Path source = null;
            for (Path s : shards) {
                if (Files.exists(s.resolve(rel))) {
                    source = s.resolve(rel);
                    break;
                }
            }
            Path from = source;
            files.add(OutputFiles.replace(out.resolve(rel),
                    t -> Files.copy(from, t, StandardCopyOption.REPLACE_EXISTING)));
        }
        List<Path> datasets = OutputFiles.writeDatasets(files, out);
        Path report = Reports.suiteHtml(files, out.resolve("report.html"), datasets);
        System.out.println("merged " + files.size() + " characterisation(s) from " + shards.size() + " shard(s) into "
                + out.toAbsolutePath().normalize());
        System.out.println("report: " + report.toAbsolutePath().normalize());
        return 0;
    }
}
