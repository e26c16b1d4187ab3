package dev.aiwc.reports.run;

import dev.aiwc.api.result.OutputFileName;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.frontend.Digests;
import dev.aiwc.instrumenter.groups.GroupShare;
import dev.aiwc.instrumenter.groups.PieceFile;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.output.OutputFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * One launch split over processes ({@code aiwc run --groups I/N}, then {@code --merge-groups}): the checks both
 * sides share, and the launch identity that a piece carries and its merge must match.
 */
final class SplitLaunch {
    private final Path specFile;
    private final RunSpec spec;
    private final Map<String, String> simulation;

    /** @param simulation what else the partials depend on: {@link SpecCharacterisation.Request#simulation()} */
    SplitLaunch(Path specFile, RunSpec spec, Map<String, String> simulation) {
        this.specFile = specFile;
        this.spec = spec;
        this.simulation = simulation;
    }

    /** Refuses combinations that cannot mean anything for a split launch, each with exit 2. */
    void check(boolean piece, boolean merge, boolean reports, boolean dumpBuffers) {
        if (piece && merge) {
            throw AiwcException.badInput("--groups and --merge-groups exclude each other",
                    "run each piece with --groups I/N, then merge them with --merge-groups");
        }
        if (spec.invocations().size() != 1) {
            throw AiwcException.badInput(specFile + " makes " + spec.invocations().size() + " launches; "
                            + (piece ? "--groups" : "--merge-groups") + " splits a specification with one launch",
                    "a later launch reads what the earlier ones wrote, which a piece does not have: split a"
                            + " specification of the one large launch");
        }
        if (piece && reports) {
            throw AiwcException.badInput("--groups writes a piece file, not a characterisation, so --csv and --html"
                    + " have nothing to show", "give --csv or --html to the run with --merge-groups");
        }
        if (dumpBuffers) {
            throw AiwcException.badInput("--dump-buffers needs the whole launch's buffers, which a split run does not"
                    + " have", "run the launch whole to dump its buffers");
        }
    }

    /**
     * What the partials of a piece depend on, as {@code key=value} lines: the tool, the specification's text and
     * every buffer's initial contents, the kernel source, build options, then the simulation's own lines (collectors
     * and their options, as the caller names them). The merge compares them line by line and names the first that
     * differs.
     */
    String identity() {
        StringBuilder b = new StringBuilder();
        line(b, "spec", specFile.getFileName() + " sha256 " + sha256(read(specFile)));
        MessageDigest buffers = Digests.sha();
        for (RunSpec.BufferSpec buf : spec.buffers()) {
            Digests.update(buffers, buf.name());
            buffers.update(buf.initial() == null ? new byte[0] : buf.initial());
            Digests.update(buffers, Long.toString(buf.bytes()));
        }
        line(b, "buffers", HexFormat.of().formatHex(buffers.digest()));
        line(b, "source", spec.source().getFileName() + " sha256 " + Characterise.sourceSha256(spec.source()
                .toString()));
        line(b, "buildOptions", spec.buildOptions());
        simulation.forEach((key, value) -> line(b, key, value));
        return b.toString();
    }

    private static void line(StringBuilder b, String key, String value) {
        b.append(key).append('=').append(value).append('\n');
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw AiwcException.badInput("cannot read " + file + ": " + e.getMessage(), null);
        }
    }

    private static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(Digests.sha().digest(bytes));
    }

    /** The piece file of {@code share} in {@code out}. */
    Path pieceFile(Path out, GroupShare share) {
        String stem = OutputFileName.of(spec.invocations().get(0).kernel()) + "-0";
        return out.resolve(PieceFile.fileName(stem, share));
    }

    /**
     * Runs piece {@code share} of the launch and writes its piece file, which must not exist unless forced; tells
     * {@code listener} and returns the file.
     */
    Path writePiece(GroupShare share, Simulator device, Path out, boolean force,
                    SpecCharacterisation.Listener listener) {
        Path file = pieceFile(out, share);
        OutputFiles.refuseExisting(List.of(file), force, "--out");
        PieceFile.Header header = new PieceFile.Header(Characterise.TOOL_VERSION, identity(), share);
        long[] instructions = {0};
        OutputFiles.replace(file, temp -> {
            try (PieceFile.Writer w = PieceFile.create(temp, header)) {
                device.writePiece(w);
                SpecRunner.run(spec, device, new SpecRunner.Listener() {
                    @Override
                    public void launched(int index, RunSpec.Invocation invocation, LaunchResult result) {
                        instructions[0] = result.instructions();
                    }
                });
            }
        });
        listener.pieceWritten(spec.invocations().get(0).kernel(), share, instructions[0], file);
        return file;
    }

    /**
     * Opens the pieces for the merge, refusing any that is not of this launch: each of {@code given} is a piece file,
     * or a folder whose pieces of this launch's kernel are taken (every N; the reader refuses a mix).
     */
    PieceFile.Reader open(List<String> given) {
        String prefix = OutputFileName.of(spec.invocations().get(0).kernel()) + "-0.piece-";
        List<Path> files = new ArrayList<>();
        for (String g : given) {
            Path p = Path.of(g);
            if (Files.isDirectory(p)) {
                try (var listed = Files.list(p)) {
                    List<Path> pieces = listed.filter(f -> f.getFileName().toString().startsWith(prefix)
                            && f.getFileName().toString().endsWith(".aiwcpiece")).sorted().toList();
                    if (pieces.isEmpty()) {
                        throw AiwcException.badInput("--merge-groups " + p + " holds no " + prefix + "*.aiwcpiece"
                                + " file", "give the --out folder of the aiwc run --groups I/N pieces");
                    }
                    files.addAll(pieces);
                } catch (IOException e) {
                    throw AiwcException.badInput("cannot list --merge-groups " + p + ": " + e.getMessage(), null);
                }
            } else if (Files.isRegularFile(p)) {
                files.add(p);
            } else {
                throw AiwcException.badInput("--merge-groups " + p + " does not exist",
                        "give the --out folder of the aiwc run --groups I/N pieces, or piece files");
            }
        }
        return PieceFile.open(files, Characterise.TOOL_VERSION, identity());
    }
}
