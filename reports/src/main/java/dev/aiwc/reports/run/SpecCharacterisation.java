package dev.aiwc.reports.run;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.OutputFileName;
import dev.aiwc.collectors.csv.AiwcCsv;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.groups.GroupShare;
import dev.aiwc.instrumenter.groups.PieceFile;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.json.CharacterisationJson;
import dev.aiwc.reports.output.OutputFiles;
import dev.aiwc.reports.output.OutputLock;
import dev.aiwc.reports.output.OutputPaths;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A run specification characterised into a folder, as {@code aiwc run} does it (README.md, "What it produces"): one
 * {@code <kernel>-<n>.json} per invocation, the CSV and report asked for; every place written to checked and every
 * file it will write named before the first launch, an existing one refused unless forced, the folder locked
 * against a second writer; or one piece of a split launch, or the merge of its pieces (docs/split-launches.md).
 */
public final class SpecCharacterisation {

    private SpecCharacterisation() {
    }

    /** The CSV written beside the characterisations. */
    public enum Csv {
        /** none */
        NONE,
        /** the reference AIWC plugin's format, one {@code aiwc_<kernel>_<n>.csv} per invocation */
        AIWC,
        /** the long format, {@code tidy.csv} with its schema */
        TIDY
    }

    /**
     * What to characterise and where.
     *
     * @param spec         the run specification (.sim or .json)
     * @param buildOptions OpenCL build options added to the spec's (blank: none)
     * @param out          the output folder, created if missing; {@code option} names it in messages
     * @param csv          the CSV to write as well
     * @param dumpBuffers  whether every buffer's final contents is written as {@code <name>.bin}
     * @param html         the HTML report to write as well, or null
     * @param force        whether files an earlier run left are replaced (else refused, naming the first)
     * @param setup        what each characterisation records of the run (label, profile, recipe, GPU, threads)
     * @param simulation   what a split launch's pieces depend on beyond the spec: the collectors and their options
     *                     as {@code key=value} lines, in the order the piece records them
     * @param piece        the share of the work-groups to run as a piece file, or null
     * @param mergePieces  piece files or folders of them to merge instead of simulating (empty: none)
     */
    public record Request(Path spec, String buildOptions, Path out, Csv csv, boolean dumpBuffers, Path html,
                          boolean force, Characterise.Setup setup, Map<String, String> simulation, GroupShare piece,
                          List<String> mergePieces) {
        public Request {
            buildOptions = buildOptions == null ? "" : buildOptions;
            csv = csv == null ? Csv.NONE : csv;
            simulation = simulation == null ? Map.of() : simulation;
            mergePieces = mergePieces == null ? List.of() : List.copyOf(mergePieces);
        }

        /** A whole run of {@code spec} into {@code out}, nothing split. */
        public static Request whole(Path spec, Path out, Csv csv, boolean force, Characterise.Setup setup) {
            return new Request(spec, "", out, csv, false, null, force, setup, Map.of(), null, List.of());
        }

        boolean merging() {
            return !mergePieces.isEmpty();
        }
    }

    /** What a run reports while it goes; it prints nothing itself. */
    public interface Listener {
        /** A launch was characterised into {@code file}. */
        default void characterised(LaunchResult result, Path file) {
        }

        /**
         * The buffers the spec marks for dumping, as Oclgrind prints them: called only where {@link #wantsDumps} and
         * there are some.
         */
        default void dumped(String text) {
        }

        /** Whether {@link #dumped} prints anything: formatting a large buffer's values costs seconds. */
        default boolean wantsDumps() {
            return false;
        }

        /** Piece {@code share} of the launch of {@code kernel} ran {@code instructions} into {@code file}. */
        default void pieceWritten(String kernel, GroupShare share, long instructions, Path file) {
        }
    }

    /** The files a run wrote, in the order written (a piece run: the piece file). */
    public record Outcome(List<Path> written) {
    }

    /**
     * Characterises {@code request.spec()} on {@code device} (the simulator with the collectors the characterisations
     * name) into {@code request.out()}.
     *
     * @throws dev.aiwc.instrumenter.AiwcException with exit 2 for a spec, folder or file that cannot be used, an
     *                                             earlier result without force, or pieces of another launch
     */
    public static Outcome run(Request request, Simulator device, Listener listener) {
        RunSpec runSpec = RunSpec.load(request.spec(), device);
        Path out = request.out();
        // every place results go is checked before the first launch, so none is written before a failure is known
        OutputPaths.folder(out, "--out");
        if (request.html() != null) {
            OutputPaths.file(request.html(), "--html");
        }
        if (!request.buildOptions().isBlank()) {
            runSpec = runSpec.withExtraBuildOptions(request.buildOptions());
        }
        if (request.dumpBuffers()) {
            SpecRunner.checkDumpNames(runSpec);
        }
        String holder = "aiwc run " + request.spec();
        if (request.piece() != null || request.merging()) {
            SplitLaunch split = new SplitLaunch(request.spec(), runSpec, request.simulation());
            split.check(request.piece() != null, request.merging(),
                    request.csv() != Csv.NONE || request.html() != null, request.dumpBuffers());
            if (request.piece() != null) {
                // no lock on the folder: the N pieces of a split write one folder at once, each its own file (renamed
                // into place whole, and refused when it exists)
                return new Outcome(List.of(split.writePiece(request.piece(), device, out, request.force(), listener)));
            }
            try (OutputLock lock = OutputLock.acquire(out, "--out", holder);
                 PieceFile.Reader pieces = split.open(request.mergePieces())) {
                refuseEarlierResults(request, runSpec);
                device.mergePieces(pieces);
                return write(request, runSpec, device, listener);
            }
        }
        try (OutputLock lock = OutputLock.acquire(out, "--out", holder)) {
            refuseEarlierResults(request, runSpec);
            return write(request, runSpec, device, listener);
        }
    }

    private static void refuseEarlierResults(Request request, RunSpec runSpec) {
        OutputFiles.refuseExisting(planned(request, runSpec), request.force(), "--out");
        if (request.html() != null) {
            OutputFiles.refuseExisting(List.of(request.html()), request.force(), "--html");
        }
    }

    /**
     * Every file a run of {@code runSpec} will write into the folder, known before it runs: {@code <kernel>-<n>.json}
     * for the n-th invocation of each kernel (and the AIWC CSV), the buffer dumps and {@code tidy.csv}; so a clash
     * is refused before any work.
     */
    public static List<Path> planned(Request request, RunSpec runSpec) {
        Path out = request.out();
        List<Path> files = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (RunSpec.Invocation inv : runSpec.invocations()) {
            int n = seen.merge(inv.kernel(), 1, Integer::sum) - 1;
            files.add(out.resolve(OutputFileName.of(inv.kernel()) + "-" + n + ".json"));
            if (request.csv() == Csv.AIWC) {
                files.add(out.resolve(AiwcCsv.fileName(inv.kernel(), n)));
            }
        }
        if (request.dumpBuffers()) {
            for (RunSpec.BufferSpec b : runSpec.buffers()) {
                files.add(out.resolve(b.name() + ".bin"));
            }
        }
        if (request.csv() == Csv.TIDY) {
            files.add(out.resolve("tidy.csv"));
            files.add(Reports.schemaBeside(out.resolve("tidy.csv")));
        }
        return files;
    }

    private static Outcome write(Request request, RunSpec runSpec, Simulator device, Listener listener) {
        Path out = request.out();
        List<Path> written = new ArrayList<>();
        SpecRunner.Outcome outcome = SpecRunner.run(runSpec, device, new SpecRunner.Listener() {
            @Override
            public void launched(int index, RunSpec.Invocation invocation, LaunchResult result) {
                Characterisation c = Characterise.of(result, request.setup());
                Path file = OutputFiles.writeString(out.resolve(CharacterisationJson.fileName(c)),
                        CharacterisationJson.toJson(c));
                written.add(file);
                if (request.csv() == Csv.AIWC) {
                    written.add(OutputFiles.writeString(out.resolve(AiwcCsv.fileName(result.kernel(),
                            result.invocation())), AiwcCsv.render(c.metrics())));
                }
                listener.characterised(result, file);
            }
        });
        // a merge simulates nothing to dump
        String dumps = request.merging() || !listener.wantsDumps() ? "" : outcome.dumpText();
        if (!dumps.isEmpty()) {
            listener.dumped(dumps);
        }
        if (request.dumpBuffers()) {
            for (var e : outcome.buffers().entrySet()) {
                written.add(OutputFiles.write(out.resolve(e.getKey() + ".bin"), e.getValue()));
            }
        }
        List<Path> jsons = written.stream().filter(p -> p.toString().endsWith(".json")).toList();
        if (request.csv() == Csv.TIDY) {
            written.add(OutputFiles.replace(out.resolve("tidy.csv"), t -> Reports.tidyCsv(jsons, t)));
            written.add(OutputFiles.replace(Reports.schemaBeside(out.resolve("tidy.csv")),
                    t -> Reports.datasetSchema(jsons, t)));
        }
        if (request.html() != null) {
            written.add(OutputFiles.replace(request.html(), t -> Reports.html(jsons, t)));
        }
        return new Outcome(List.copyOf(written));
    }
}
