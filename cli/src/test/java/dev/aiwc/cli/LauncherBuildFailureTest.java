package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The launcher {@code ./aiwc} never runs the jar of an earlier build when the build of changed sources fails
 * (issue 15): it stops with Maven's error and a non-zero exit. A copy of the launcher runs in a scratch tree whose
 * {@code mvn} is a stand-in that fails as a compilation error does.
 */
class LauncherBuildFailureTest {

    @TempDir
    Path tree;

    @Test
    void failedBuildStopsWithTheBuildsErrorInsteadOfRunningTheOldJar() throws Exception {
        Path launcher = Path.of("..", "aiwc").toAbsolutePath().normalize();
        assumeTrue(Files.isRegularFile(launcher), "the launcher is at the repository root");
        assumeTrue(isOnPath("java") && isOnPath("clang-16") && isOnPath("opt-16"), "core prerequisites installed");
        Path copy = Files.copy(launcher, tree.resolve("aiwc"));
        Files.setPosixFilePermissions(copy, PosixFilePermissions.fromString("rwxr-xr-x"));
        // an old build, and a source file edited since
        Path jar = Files.createDirectories(tree.resolve("cli/target")).resolve("aiwc-cli.jar");
        byte[] oldJar = "not a jar: running it would print a JVM error".getBytes();
        Files.write(jar, oldJar);
        Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() - 60_000));
        Path src = Files.createDirectories(tree.resolve("cli/src/main/java")).resolve("Broken.java");
        Files.writeString(src, "class Broken { int x = ; }\n");
        Path bin = Files.createDirectories(tree.resolve("fake-bin"));
        Path mvn = Files.writeString(bin.resolve("mvn"), "#!/bin/sh\n"
                + "echo '[ERROR] COMPILATION ERROR :'\necho '[ERROR] Broken.java:[1,24] illegal start of expression'\n"
                + "exit 1\n");
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path log = tree.resolve("out.log");
        ProcessBuilder pb = new ProcessBuilder(copy.toString(), "collectors").directory(tree.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.environment().put("AIWC_CDS", "0");
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        String out = Files.readString(log);
        assertEquals(2, p.exitValue(), out);
        assertTrue(out.contains("COMPILATION ERROR") && out.contains("Broken.java:[1,24]"), out);
        assertTrue(out.contains("aiwc: the build failed (mvn exit 1)"), out);
        assertFalse(out.contains("main class") || out.contains("Error: "), "the old jar was not run: " + out);
        assertArrayEquals(oldJar, Files.readAllBytes(jar));
    }

    private static boolean isOnPath(String tool) {
        for (String dir : System.getenv("PATH").split(":")) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }
}
