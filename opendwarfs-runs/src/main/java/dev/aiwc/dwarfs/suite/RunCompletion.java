package dev.aiwc.dwarfs.suite;

import dev.aiwc.instrumenter.frontend.Digests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The marker that makes a suite resumable: {@value #FILE} in a run's {@code <application>/<size>} folder, written
 * atomically after the last of its characterisations, saying which plan it belongs to and the SHA-256 of each of its
 * files. A run folder without a valid marker is incomplete (the suite was interrupted in it, or it failed) and a rerun
 * with the same options redoes it; a run with one is finished and is not run again.
 */
public final class RunCompletion {

    public static final String FILE = "aiwc-run-complete.txt";
    private static final String FORMAT = "aiwc-run-complete 1";

    private RunCompletion() {
    }

    /** Marks the run in {@code runDir} finished under {@code planKey}, with its {@code files} (in that folder). */
    public static void write(Path runDir, String planKey, List<Path> files) throws IOException {
        StringBuilder s = new StringBuilder(FORMAT).append('\n').append("plan ").append(planKey).append('\n');
        for (Path f : files) {
            s.append("file ").append(sha256(f)).append(' ').append(f.getFileName()).append('\n');
        }
        Files.createDirectories(runDir);
        Path tmp = runDir.resolve("." + FILE + ".tmp");
        Files.writeString(tmp, s.toString(), StandardCharsets.UTF_8);
        Files.move(tmp, runDir.resolve(FILE), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * The files of the finished run in {@code runDir}, in the order they were written, when its marker belongs to
     * {@code planKey} and every file it lists is there with the content it had; otherwise empty (redo the run).
     */
    public static Optional<List<Path>> finished(Path runDir, String planKey) {
        Path marker = runDir.resolve(FILE);
        try {
            List<String> lines = Files.readAllLines(marker, StandardCharsets.UTF_8);
            if (lines.size() < 2 || !lines.get(0).equals(FORMAT) || !lines.get(1).equals("plan " + planKey)) {
                return Optional.empty();
            }
            List<Path> files = new ArrayList<>();
            for (String line : lines.subList(2, lines.size())) {
                String[] parts = line.split(" ", 3);
                if (parts.length != 3 || !parts[0].equals("file") || parts[2].contains("/")) {
                    return Optional.empty();
                }
                Path f = runDir.resolve(parts[2]);
                if (!Files.isRegularFile(f) || !sha256(f).equals(parts[1])) {
                    return Optional.empty();
                }
                files.add(f);
            }
            return Optional.of(files);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty(); // an unreadable marker proves nothing: the run is redone
        }
    }

    /** Removes the marker, so a run about to be redone reads as incomplete until it finishes again. */
    public static void clear(Path runDir) throws IOException {
        Files.deleteIfExists(runDir.resolve(FILE));
    }

    private static String sha256(Path f) throws IOException {
        return HexFormat.of().formatHex(Digests.sha().digest(Files.readAllBytes(f)));
    }
}
