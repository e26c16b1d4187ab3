package dev.aiwc.reports.output;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.dataset.DatasetFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * How results reach the output folder without harming what is there: a command names every file it will write before
 * it runs, and an existing one is refused unless {@code --force}; each file is written beside its final name and
 * renamed over it, so a full disk, a crash or {@code kill -9} leaves either the earlier file or the new one, never a
 * truncated mix.
 */
public final class OutputFiles {

    /** Temporary files are hidden and end in this, so no reader (merge, report) takes one for a result. */
    public static final String TEMP_SUFFIX = ".aiwc-partial";

    private OutputFiles() {
    }

    /** Writes a file's content to a path; lets {@link #replace} wrap the writers of other modules. */
    @FunctionalInterface
    public interface Writer {
        void write(Path target) throws IOException;
    }

    /**
     * Refuses, with exit 2, when one of {@code planned} exists and {@code force} is off, naming the first such file.
     *
     * @param option the option that chose the folder or file, for the advice
     */
    public static void refuseExisting(List<Path> planned, boolean force, String option) {
        if (force) {
            return;
        }
        for (Path p : planned) {
            if (Files.exists(p)) {
                throw AiwcException.badInput(p + " already exists (an earlier result); aiwc does not replace results"
                                + " silently",
                        "Give another " + option + ", or add --force to replace the files this command writes.");
            }
        }
    }

    /**
     * Writes the dataset folder of the characterisations {@code inputs} into {@code dir} (wide, tidy, roll-ups and
     * schema, {@link DatasetFile#folder}), each file safely, and returns their paths.
     */
    public static List<Path> writeDatasets(List<Path> inputs, Path dir) throws IOException {
        List<Path> written = new java.util.ArrayList<>();
        for (DatasetFile f : Reports.datasetFiles(inputs)) {
            written.add(replace(dir.resolve(f.name()), f::write));
        }
        return written;
    }

    /** The files {@link #writeDatasets} writes into {@code dir}. */
    public static List<Path> datasetPaths(Path dir) {
        return DatasetFile.folderNames().stream().map(dir::resolve).toList();
    }

    public static Path writeString(Path file, String text) {
        return replace(file, t -> Files.writeString(t, text, StandardCharsets.UTF_8));
    }

    public static Path write(Path file, byte[] bytes) {
        return replace(file, t -> Files.write(t, bytes));
    }

    /**
     * Has {@code writer} write a hidden temporary file in {@code file}'s folder, then renames it to {@code file}
     * atomically. On failure the temporary file is removed and {@code file}, if it existed, is unchanged.
     *
     * @throws AiwcException (exit 2) naming the file and the reason, "no space left on device" for a full disk
     */
    public static Path replace(Path file, Writer writer) {
        Path dir = file.toAbsolutePath().getParent();
        Path temp = dir.resolve("." + file.getFileName() + "." + ProcessHandle.current().pid() + "-"
                + Thread.currentThread().getId() + TEMP_SUFFIX);
        try {
            Files.createDirectories(dir);
            writer.write(temp);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return file;
        } catch (IOException e) {
            throw cannotWrite(file, e);
        } catch (java.io.UncheckedIOException e) {
            throw cannotWrite(file, e.getCause());
        } finally {
            try {
                Files.deleteIfExists(temp); // gone after the rename; after a failure it must not linger
            } catch (IOException ignored) {
                // a hidden temporary file is ignored by every reader; the failure above is what gets reported
            }
        }
    }

    /**
     * Removes a scratch folder of the system's temporary folder and everything in it, as far as it can: what is left
     * there is harmless, so a failure does not fail the command that made it.
     */
    public static void deleteTree(Path dir) {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException | java.io.UncheckedIOException e) {
            // left for the system's cleaning of its temporary folder
        }
    }

    /** The report of a failed write: the file, the reason in words, and that earlier results are intact. */
    public static AiwcException cannotWrite(Path file, IOException e) {
        return AiwcException.badInput("cannot write " + file + ": " + reason(e),
                (noSpace(e) ? "The disk is full: free some space or give another --out. " : "")
                        + "Files already in " + file.toAbsolutePath().getParent() + " are unchanged.");
    }

    public static boolean noSpace(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String m = t instanceof FileSystemException f ? f.getReason() : t.getMessage();
            if (m != null && m.toLowerCase(java.util.Locale.ROOT).contains("no space left")) {
                return true;
            }
        }
        return false;
    }

    private static String reason(IOException e) {
        if (noSpace(e)) {
            return "no space left on device";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage();
    }
}
