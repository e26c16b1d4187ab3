package dev.aiwc.dwarfs;

import dev.aiwc.instrumenter.AiwcException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.HexFormat;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The suite's OpenCL C sources live in the jar under {@code dwarfs/<app>/}; devices build from a file, so each source
 * is copied to {@code <tmp>/aiwc-dwarfs/<content hash>/<app>/<file>}. The path depends only on the content, so the
 * {@code kernel.source} of a characterisation is the same from run to run.
 */
public final class KernelSources {

    private KernelSources() {
    }

    /** The file holding resource {@code dwarfs/<relative>}, written on first use. */
    public static synchronized Path file(String relative) {
        String resource = "dwarfs/" + relative;
        byte[] content;
        try (InputStream in = KernelSources.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw AiwcException.missing("The suite's kernel source " + resource + " is not on the class path.",
                        "Rebuild the opendwarfs-runs module (mvn -pl opendwarfs-runs -am install).");
            }
            content = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path target = Path.of(System.getProperty("java.io.tmpdir"), "aiwc-dwarfs", hash(content)).resolve(relative);
        try {
            if (!Files.isRegularFile(target) || !Arrays.equals(Files.readAllBytes(target), content)) {
                Files.createDirectories(target.getParent());
                Path tmp = Files.createTempFile(target.getParent(), ".src", ".tmp");
                Files.write(tmp, content);
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (IOException e) {
            throw new AiwcException(AiwcException.Kind.MISSING_PREREQUISITE,
                    "Cannot write the kernel source " + target + ": " + e.getMessage(),
                    "Make java.io.tmpdir writable or point it elsewhere with -Djava.io.tmpdir=DIR.", e);
        }
        return target;
    }

    private static String hash(byte[] content) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(content);
            return HexFormat.of().formatHex(d, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
