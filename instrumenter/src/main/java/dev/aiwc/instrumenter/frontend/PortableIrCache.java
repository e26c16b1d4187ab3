package dev.aiwc.instrumenter.frontend;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The part of the IR cache that does not depend on the machine: entries under {@code <cache>/portable/} are keyed
 * only by the source bytes, the user's options, the clang recipe, the optimisation level and the contents of the
 * user headers the source includes, never by the .cl's path or the compiler binary. Every compilation writes one,
 * so a node without clang-16 can run kernels compiled elsewhere when both point {@code AIWC_CACHE} at one directory.
 *
 * <p>Layout: {@code <base>.headers} lists the headers a compilation read (one line each: SHA-256, {@code rel} or
 * {@code abs}, and the path, relative to the .cl's directory when the header lies under it), and
 * {@code <full>.ll}/{@code <full>.txt} hold the IR and its compiler description, where {@code full} also covers
 * those headers' contents as found now. A header edited since, or missing, therefore misses the cache.
 */
final class PortableIrCache {

    /** Bumped when the layout or the key's inputs change, so an old entry is never misread. */
    private static final String FORMAT = "aiwc-portable-ir-1";

    /** One user header a compilation read: its content hash and absolute path on the compiling machine. */
    record Header(String sha256, Path path) {
    }

    private final Path dir;

    PortableIrCache(Path cacheDir) {
        this.dir = cacheDir.resolve("portable");
    }

    Path dir() {
        return dir;
    }

    /** The key of everything but the headers. */
    static String baseKey(byte[] source, List<String> userOptions, List<String> recipe, OptLevel level) {
        MessageDigest sha = Digests.sha();
        sha.update((FORMAT + "\0source\0").getBytes(StandardCharsets.UTF_8));
        sha.update(source);
        Digests.update(sha, "\0options\0" + String.join("\0", userOptions));
        Digests.update(sha, "\0recipe\0" + String.join("\0", recipe));
        Digests.update(sha, "\0level\0" + level.name() + "\0" + String.join("\0", level.optArguments()));
        return HexFormat.of().formatHex(sha.digest());
    }

    /**
     * The entry for this compilation, or null when there is none, a header it read has changed, or the entry fails
     * its {@link CacheSeal} check (then {@code notes} hears why).
     */
    CompiledIr find(String baseKey, Path clFile, java.util.function.Consumer<String> notes) {
        Path index = dir.resolve(baseKey + ".headers");
        if (!Files.isRegularFile(index)) {
            return null;
        }
        try {
            Path clDir = clDirectory(clFile);
            MessageDigest full = Digests.sha();
            Digests.update(full, baseKey);
            for (String line : Files.readAllLines(index, StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split(" ", 3);
                if (f.length != 3) {
                    return null;
                }
                Path header = f[1].equals("rel") ? clDir.resolve(f[2]) : Path.of(f[2]);
                if (!Files.isRegularFile(header)) {
                    return null;
                }
                Digests.update(full, "\0" + f[1] + "\0" + f[2] + "\0" + sha256(Files.readAllBytes(header)));
            }
            String key = HexFormat.of().formatHex(full.digest());
            Path ll = dir.resolve(key + ".ll");
            Path desc = dir.resolve(key + ".txt");
            Path sum = dir.resolve(key + ".sum");
            if (!Files.isRegularFile(ll) || !Files.isRegularFile(desc)) {
                return null;
            }
            String ir = Files.readString(ll);
            String description = Files.readString(desc);
            String problem = CacheSeal.problem(Files.isRegularFile(sum) ? Files.readString(sum) : null, key, ir,
                    description);
            if (problem != null) {
                notes.accept("note: the portable IR cache entry " + ll + " is not used: " + problem);
                return null;
            }
            return new CompiledIr(ir, ll, description);
        } catch (IOException | RuntimeException e) {
            return null; // an unreadable entry is a miss
        }
    }

    /** Whether the entry for these headers (as recorded at compile time) is already stored. */
    boolean holds(String baseKey, Path clFile, List<Header> headers) {
        String key = fullKey(baseKey, clFile, headers);
        return Files.isRegularFile(dir.resolve(baseKey + ".headers")) && Files.isRegularFile(dir.resolve(key + ".ll"))
                && Files.isRegularFile(dir.resolve(key + ".sum"));
    }

    /** Stores a compilation's result; the index is written last, so a reader that finds it finds the IR too. */
    void store(String baseKey, Path clFile, List<Header> headers, String ir, String description) throws IOException {
        Files.createDirectories(dir);
        String key = fullKey(baseKey, clFile, headers);
        StringBuilder index = new StringBuilder();
        Path clDir = clDirectory(clFile);
        for (Header h : headers) {
            index.append(h.sha256()).append(' ').append(location(clDir, h.path())).append('\n');
        }
        Files.deleteIfExists(dir.resolve(key + ".sum"));
        write(dir.resolve(key + ".txt"), description);
        write(dir.resolve(key + ".ll"), ir);
        write(dir.resolve(key + ".sum"), CacheSeal.of(key, ir, description));
        write(dir.resolve(baseKey + ".headers"), index.toString());
    }

    private static String fullKey(String baseKey, Path clFile, List<Header> headers) {
        Path clDir = clDirectory(clFile);
        MessageDigest full = Digests.sha();
        Digests.update(full, baseKey);
        for (Header h : headers) {
            String loc = location(clDir, h.path());
            int sp = loc.indexOf(' ');
            Digests.update(full, "\0" + loc.substring(0, sp) + "\0" + loc.substring(sp + 1) + "\0" + h.sha256());
        }
        return HexFormat.of().formatHex(full.digest());
    }

    /** {@code rel PATH} for a header under the .cl's directory (it travels with the source), else {@code abs PATH}. */
    private static String location(Path clDir, Path header) {
        Path abs = header.toAbsolutePath().normalize();
        if (abs.startsWith(clDir)) {
            return "rel " + clDir.relativize(abs).toString().replace('\\', '/');
        }
        return "abs " + abs;
    }

    private static Path clDirectory(Path clFile) {
        Path parent = clFile.toAbsolutePath().normalize().getParent();
        return parent == null ? Path.of("/") : parent;
    }

    /**
     * Writes through a uniquely named temporary file and an atomic rename. The file is created like any other
     * (the umask decides its mode, not createTempFile's owner-only 0600), so a cache shared by a group stays
     * readable to it.
     */
    private void write(Path target, String text) throws IOException {
        Path tmp = dir.resolve(".tmp-" + ProcessHandle.current().pid() + "-" + System.nanoTime() + "-"
                + Thread.currentThread().getId());
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(Digests.sha().digest(bytes));
    }


    /** Reads the headers recorded in a local entry's {@code .deps} file ({@code SHA-256 PATH} lines). */
    static List<Header> parseDeps(String deps) {
        List<Header> out = new ArrayList<>();
        for (String line : deps.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            int sp = line.indexOf(' ');
            out.add(new Header(line.substring(0, sp), Path.of(line.substring(sp + 1))));
        }
        return out;
    }
}
