package dev.aiwc.reports.output;

import dev.aiwc.instrumenter.AiwcException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.StandardOpenOption;

/**
 * Exclusive ownership of an output folder for the length of one command, so that two aiwc processes (or two threads
 * of one) writing the same {@code --out} at once never interleave: the second is refused at once, with exit 2, instead
 * of racing the first for {@code tidy.csv} and for same-named kernels' files.
 *
 * <p>The lock is an operating-system lock ({@link FileChannel#tryLock}) on {@value #FILE} in the folder: the kernel
 * releases it when the process ends, even by {@code kill -9}, so a crashed run never leaves the folder locked. The
 * file is deleted when the command ends, so a folder holds only results afterwards; because another command may
 * have opened the file just before that deletion and lock it just after, a command that gets the lock checks that
 * the path still names the file it opened (the same file key before opening and after locking), and starts again
 * if not.
 */
public final class OutputLock implements AutoCloseable {
    public static final String FILE = ".aiwc-lock";

    /**
     * Folders held by this JVM: a second thread is refused here, before it opens the lock file, because closing any
     * descriptor of a file drops every POSIX lock the process holds on it, the first thread's included.
     */
    private static final java.util.Map<Path, String> HELD = new java.util.concurrent.ConcurrentHashMap<>();

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private OutputLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the folder for {@code what} (e.g. {@code "aiwc run vadd.sim"}), or refuses with exit 2 naming the holder.
     *
     * @param option the option that named the folder, for the message
     */
    public static OutputLock acquire(Path dir, String option, String what) {
        Path file = dir.resolve(FILE);
        Path key = file.toAbsolutePath().normalize();
        String holder = HELD.putIfAbsent(key, what + ", pid " + ProcessHandle.current().pid());
        if (holder != null) {
            throw busy(dir, option, holder);
        }
        try {
            for (int attempt = 0; attempt < 1000; attempt++) {
                OutputLock taken = tryAcquire(dir, file, option, what);
                if (taken != null) {
                    return taken;
                }
            }
        } catch (RuntimeException e) {
            HELD.remove(key);
            throw e;
        }
        HELD.remove(key);
        throw AiwcException.badInput(option + " " + dir + " is being locked and unlocked by other aiwc commands"
                + " faster than this one can take it", "Give this command another " + option + ".");
    }

    /** The lock, an exception naming the holder, or null when the file was replaced under us (try again). */
    private static OutputLock tryAcquire(Path dir, Path file, String option, String what) {
        FileChannel ch = null;
        try {
            // the key before opening names the file the channel opens, unless it was replaced in between (then the
            // key after opening differs and we start again)
            Object before = key(file);
            ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            Object opened = key(file);
            if (before != null && !before.equals(opened)) {
                ch.close();
                return null;
            }
            FileLock l;
            try {
                l = ch.tryLock();
            } catch (OverlappingFileLockException sameProcess) {
                l = null;
            }
            if (l == null) {
                String holder = holder(ch);
                ch.close();
                throw busy(dir, option, holder);
            }
            if (opened == null || !opened.equals(key(file))) {
                l.release();
                ch.close();
                return null;
            }
            try {
                ch.truncate(0);
                ch.write(ByteBuffer.wrap((what + ", pid " + ProcessHandle.current().pid() + "\n")
                        .getBytes(StandardCharsets.UTF_8)), 0);
            } catch (IOException fullDisk) {
                // who holds the lock is only for the message of a command refused; the lock holds without it
            }
            return new OutputLock(file, ch, l);
        } catch (IOException e) {
            closeQuietly(ch);
            throw AiwcException.badInput(option + " " + dir + " cannot be locked for writing: " + e.getMessage(),
                    "Give " + option + " a folder on a local file system you can write to.");
        } catch (RuntimeException e) {
            closeQuietly(ch);
            throw e;
        }
    }

    private static AiwcException busy(Path dir, String option, String holder) {
        return AiwcException.badInput(option + " " + dir + " is being written by another aiwc command"
                        + (holder.isEmpty() ? "" : " (" + holder + ")"),
                "Wait for it to finish, or give this command another " + option + "; two commands"
                        + " writing one folder at once would overwrite each other's results.");
    }

    private static String holder(FileChannel ch) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(512);
        ch.read(b, 0);
        return new String(b.array(), 0, b.position(), StandardCharsets.UTF_8).strip();
    }

    /** The file key (device and inode on Linux) of what {@code file} names now, or null when it is gone. */
    private static Object key(Path file) {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        } catch (IOException e) {
            return null;
        }
    }

    private static void closeQuietly(FileChannel ch) {
        if (ch != null) {
            try {
                ch.close();
            } catch (IOException ignored) {
                // closing after a failure: the failure is what gets reported
            }
        }
    }

    /** Deletes the lock file, then releases the lock (in that order: see the class comment). */
    @Override
    public void close() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // a lock file left behind is harmless: the next command locks it again
        }
        try {
            lock.release();
        } catch (IOException ignored) {
            // closing the channel below releases it too
        }
        closeQuietly(channel);
        HELD.remove(file.toAbsolutePath().normalize());
    }
}
