package dev.aiwc.reports.run;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.dwarfs.suite.RunCompletion;
import dev.aiwc.dwarfs.suite.ShardManifest;
import dev.aiwc.dwarfs.suite.ShardMerge;
import dev.aiwc.dwarfs.suite.Suite;
import dev.aiwc.dwarfs.suite.SuitePlan;
import dev.aiwc.dwarfs.suite.SuiteProgress;
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

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A suite plan characterised into a folder, as {@code aiwc suite} does it:
 * {@code <application>/<size>/<kernel>-<n>.json} per run, each run marked finished ({@link RunCompletion}) so that an
 * interrupted suite resumes where it stopped, the folder's {@link ShardManifest} saying what it is a result of, and
 * the datasets and suite report over every run.
 */
public final class SuiteCharacterisation {

    private SuiteCharacterisation() {
    }

    /**
     * What to characterise and where.
     *
     * @param plan     the runs of this shard
     * @param manifest what the folder will be a result of (the whole plan, this shard, the selection and settings)
     * @param out      the output folder, created if missing
     * @param force    whether every run is redone, replacing finished ones and those of another suite run (else
     *                 finished runs are kept and another suite run's folder is refused)
     * @param report   whether the datasets and the suite report are written
     * @param setups   what the characterisations of a run record of it (the suite labels a run
     *                 {@code application/size}); asked at each launch, after the run's device was opened
     */
    public record Request(SuitePlan plan, ShardManifest manifest, Path out, boolean force, boolean report,
                          Function<SuiteRun, Characterise.Setup> setups) {
    }

    /**
     * What a suite characterisation did.
     *
     * @param summary the runs of this call (not those kept): their count, invocations, time and failures
     * @param kept    runs finished by an earlier call and kept
     * @param report  the suite report's index, or null when none was written
     */
    public record Outcome(SuiteSummary summary, int kept, Path report) {
    }

    /** What a suite characterisation reports as it goes; it prints nothing itself. */
    public interface Listener {
        /** {@code kept} of the plan's {@code runs} were finished earlier and are kept; {@code remaining} will run. */
        default void resuming(int kept, int runs, int remaining) {
        }

        /** Every run is done and the report written; the manifest is marked finished (or not) next. */
        default void finished(Outcome outcome) {
        }
    }

    /**
     * Runs the runs of {@code request.plan()} that its folder does not hold finished, each on a device {@code devices}
     * opens, and writes the datasets and report over every run. A failed run is in the outcome's summary; the
     * manifest marks the folder unfinished until a call ends without failures.
     *
     * @throws AiwcException with exit 2 for a folder that cannot be written, is being written by another command or
     *                       holds another suite run's results (without force)
     */
    public static Outcome run(Request request, Suite.DeviceFactory devices, SuiteProgress progress, Listener listener)
            throws IOException {
        Path out = request.out();
        OutputPaths.folder(out, "--out");
        try (OutputLock lock = OutputLock.acquire(out, "--out", "aiwc suite")) {
            return runLocked(request, devices, progress, listener);
        }
    }

    private static Outcome runLocked(Request request, Suite.DeviceFactory devices, SuiteProgress progress,
                                     Listener listener) throws IOException {
        Path out = request.out();
        ShardManifest manifest = request.manifest();
        if (!request.force() && Files.exists(out.resolve(ShardManifest.FILE))) {
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
        for (SuiteRun run : request.plan().runs()) {
            Optional<List<Path>> finished = request.force() ? Optional.empty()
                    : RunCompletion.finished(runDir(out, run), manifest.planKey());
            if (finished.isPresent()) {
                written.addAll(finished.get());
                kept++;
            } else {
                remaining.add(run);
            }
        }
        if (kept > 0) {
            listener.resuming(kept, request.plan().runs().size(), remaining.size());
        }
        manifest.write(out);
        List<Path> ofRun = new ArrayList<>();
        SuiteSink sink = new SuiteSink() {
            @Override
            public void runStarted(SuiteRun run) {
                ofRun.clear();
                try {
                    RunCompletion.clear(runDir(out, run));
                } catch (IOException e) {
                    throw OutputFiles.cannotWrite(runDir(out, run).resolve(RunCompletion.FILE), e);
                }
            }

            @Override
            public void invocation(SuiteRun run, LaunchResult result) {
                Characterisation c = Characterise.of(result, request.setups().apply(run));
                Path file = OutputFiles.writeString(runDir(out, run).resolve(CharacterisationJson.fileName(c)),
                        CharacterisationJson.toJson(c));
                ofRun.add(file);
                written.add(file);
            }

            @Override
            public void runFinished(SuiteRun run, Throwable failure) {
                if (failure == null) {
                    try {
                        RunCompletion.write(runDir(out, run), manifest.planKey(), ofRun);
                    } catch (IOException e) {
                        throw OutputFiles.cannotWrite(runDir(out, run).resolve(RunCompletion.FILE), e);
                    }
                }
            }
        };
        SuiteSummary summary = Suite.run(new SuitePlan(remaining, request.plan().shard()), devices, sink, progress);
        Path report = null;
        if (request.report() && !written.isEmpty()) {
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
        Outcome outcome = new Outcome(summary, kept, report);
        listener.finished(outcome);
        manifest.finished(summary.failures().isEmpty()).write(out);
        return outcome;
    }

    private static Path runDir(Path out, SuiteRun run) {
        return out.resolve(run.application().name()).resolve(run.size());
    }
}
