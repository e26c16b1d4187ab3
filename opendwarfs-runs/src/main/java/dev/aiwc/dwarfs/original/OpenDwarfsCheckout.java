package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.instrumenter.AiwcException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The user's checkout of the Extended OpenDwarfs suite (github.com/ANU-HPC/OpenDwarfs): its kernels and data files
 * are read from here at run time and never copied into this project.
 */
public final class OpenDwarfsCheckout {

    /** The environment variable the tests (and the README) use to point at a checkout. */
    public static final String ENVIRONMENT = "OPENDWARFS_HOME";

    private final Path root;

    private OpenDwarfsCheckout(Path root) {
        this.root = root;
    }

    /** Validates that {@code root} looks like an OpenDwarfs checkout (its lud kernel and include/ are present). */
    public static OpenDwarfsCheckout at(Path root) {
        Path r = root.toAbsolutePath().normalize();
        if (!Files.isRegularFile(r.resolve(Benchmark.LUD.originalKernel()))
                || !Files.isDirectory(r.resolve("include"))) {
            throw AiwcException.badInput(r + " is not an Extended OpenDwarfs checkout.",
                    "Pass the top directory of a clone of https://github.com/ANU-HPC/OpenDwarfs (it holds "
                            + "dense-linear-algebra/, include/ and test/).");
        }
        return new OpenDwarfsCheckout(r);
    }

    public Path root() {
        return root;
    }

    /** A kernel source of the checkout; fails clearly when it is absent. */
    public Path kernel(String relative) {
        Path p = root.resolve(relative);
        if (!Files.isRegularFile(p)) {
            throw AiwcException.badInput("The OpenDwarfs kernel " + p + " is missing.",
                    "Check out the whole OpenDwarfs repository (this driver follows its master branch layout).");
        }
        return p;
    }

    /** Whether a data file is present with real content (not absent, not a Git LFS pointer). */
    public boolean hasData(String relative) {
        Path p = root.resolve(relative);
        return Files.isRegularFile(p) && !isLfsPointer(p);
    }

    /** A data file of the checkout's test/ tree; fails clearly when it is absent or still a Git LFS pointer. */
    public Path data(String relative) {
        Path p = root.resolve(relative);
        if (!Files.isRegularFile(p)) {
            throw AiwcException.badInput("The OpenDwarfs data file " + p + " is missing.",
                    "Fetch the repository's test/ data (git lfs pull in the checkout) or pick another size.");
        }
        if (isLfsPointer(p)) {
            throw AiwcException.badInput("The OpenDwarfs data file " + p + " is a Git LFS pointer, not the data.",
                    "Run 'git lfs install && git lfs pull' in " + root + ", or pick another size.");
        }
        return p;
    }

    /**
     * The options the original ocdBuildProgramFromFile passes to clBuildProgram: {@code -DOPENCL -I.} (the build
     * directory, a child of the checkout root, so that "../<dwarf>/..." includes resolve) plus the program's own.
     */
    public String buildOptions(String extra) {
        String base = "-DOPENCL -I " + root.resolve("include");
        return extra == null || extra.isBlank() ? base : base + " " + extra;
    }

    private static boolean isLfsPointer(Path p) {
        try (InputStream in = Files.newInputStream(p)) {
            byte[] head = in.readNBytes(64);
            return new String(head, StandardCharsets.US_ASCII).startsWith("version https://git-lfs");
        } catch (IOException e) {
            return false;
        }
    }
}
