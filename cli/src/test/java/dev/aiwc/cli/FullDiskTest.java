package dev.aiwc.cli;

import dev.aiwc.cli.CliRun.Outcome;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Fault test of issue 15: {@code --out} on a small tmpfs that fills up. The run that meets the full disk exits 2 with
 * a message naming the file and "no space left on device", and every result already in the folder survives byte for
 * byte (results are written beside their names and renamed over them). Skipped where mounting is not permitted.
 */
class FullDiskTest {
    @TempDir
    Path tmp;

    private Path mount;

    @AfterEach
    void unmount() throws Exception {
        if (mount != null) {
            new ProcessBuilder("umount", "-l", mount.toString()).inheritIO().start().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aRunThatFillsTheDiskSaysSoAndLosesNoEarlierResult() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("small-disk"));
        Process p = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", dir.toString())
                .redirectErrorStream(true).start();
        boolean mounted = p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        assumeTrue(mounted, "mounting a tmpfs is not permitted here: " + new String(p.getInputStream().readAllBytes()));
        mount = dir;

        Path spec = Path.of("..", "examples", "vector-add", "vadd.json").toAbsolutePath().normalize();
        Path out = mount.resolve("out");
        Outcome first = CliRun.run("run", spec.toString(), "--out", out.toString(), "--csv", "tidy", "--dump-buffers",
                "--quiet");
        assertEquals(0, first.code(), first.err());
        Map<Path, byte[]> before = OutputOwnershipTest.snapshot(out);
        // vadd-0.json, a.bin, b.bin, c.bin, tidy.csv, tidy.schema.csv
        assertEquals(6, before.size(), before.keySet().toString());

        // fill the disk to the last byte
        try (OutputStream filler = Files.newOutputStream(mount.resolve("filler"))) {
            byte[] block = new byte[4096];
            while (true) {
                filler.write(block);
            }
        } catch (IOException full) {
            assertTrue(full.getMessage().contains("No space left"), full.getMessage());
        }

        Outcome rerun = CliRun.run("run", spec.toString(), "--out", out.toString(), "--csv", "tidy", "--dump-buffers",
                "--quiet", "--force");
        assertEquals(2, rerun.code(), rerun.err());
        assertTrue(rerun.err().contains("cannot write " + out.resolve("vadd-0.json") + ": no space left on device"),
                rerun.err());
        assertTrue(rerun.err().contains("Files already in " + out + " are unchanged"), rerun.err());
        rerun.assertNoStackTrace();
        Map<Path, byte[]> after = OutputOwnershipTest.snapshot(out);
        assertEquals(before.keySet(), after.keySet(), "no temporary file is left behind");
        before.forEach((f, bytes) -> assertArrayEquals(bytes, after.get(f), f.toString()));
    }
}
