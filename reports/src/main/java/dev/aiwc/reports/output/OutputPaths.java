package dev.aiwc.reports.output;

import dev.aiwc.instrumenter.AiwcException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks the places a command will write to before it does any work, so that a mistyped {@code --out} or an
 * unwritable {@code --html} is reported at once, clearly, and never after some results were already written.
 */
public final class OutputPaths {

    private OutputPaths() {
    }

    /** Makes sure {@code dir} is (or can be created as) a folder we can write into. */
    public static void folder(Path dir, String option) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw AiwcException.badInput(option + " " + dir + " is a file, not a folder",
                    "Give " + option + " a folder (it is created if missing), or move the file away.");
        }
        Path blocker = fileAmongParents(dir);
        if (blocker != null) {
            throw AiwcException.badInput(option + " " + dir + " cannot be created: " + blocker
                    + " is a file, not a folder", "Give " + option + " a folder path whose parents are folders.");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw AiwcException.badInput(option + " " + dir + " cannot be created: " + reason(e),
                    "Give " + option + " a folder you can write to.");
        }
        probe(dir, option + " " + dir);
    }

    /** Makes sure {@code file} can be written: its folder exists or can be made and is writable, it is no folder. */
    public static void file(Path file, String option) {
        if (Files.isDirectory(file)) {
            throw AiwcException.badInput(option + " " + file + " is a folder, not a file",
                    "Give " + option + " a file name, e.g. " + file.resolve("report.html") + ".");
        }
        Path parent = file.toAbsolutePath().getParent();
        Path blocker = Files.exists(parent) && !Files.isDirectory(parent) ? parent : fileAmongParents(parent);
        if (blocker != null) {
            throw AiwcException.badInput(option + " " + file + " cannot be written: " + blocker + " is a file",
                    "Give " + option + " a path inside a folder.");
        }
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw AiwcException.badInput(option + " " + file + " cannot be written: " + reason(e),
                    "Give " + option + " a path in a folder you can write to.");
        }
        if (Files.exists(file) && !Files.isWritable(file)) {
            throw AiwcException.badInput(option + " " + file + " cannot be written: the file is read-only",
                    "Give " + option + " another path, or make the file writable.");
        }
        probe(parent, option + " " + file);
    }

    /** The nearest existing ancestor of {@code p} when it is not a folder (so {@code p} cannot be made), else null. */
    private static Path fileAmongParents(Path p) {
        for (Path a = p.toAbsolutePath().getParent(); a != null; a = a.getParent()) {
            if (Files.exists(a)) {
                return Files.isDirectory(a) ? null : a;
            }
        }
        return null;
    }

    /** Creates and deletes a file in {@code dir}: the only check of writability that root and ACLs cannot fool. */
    private static void probe(Path dir, String what) {
        try {
            Path p = Files.createTempFile(dir, ".aiwc-write-check-", "");
            Files.delete(p);
        } catch (IOException e) {
            throw AiwcException.badInput(what + " cannot be written: " + reason(e),
                    "Choose a place you can write to.");
        }
    }

    private static String reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage();
    }
}
