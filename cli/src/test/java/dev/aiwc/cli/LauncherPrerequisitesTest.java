package dev.aiwc.cli;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The launcher checks each command's own prerequisites (issue 15): PoCL and the ICD loader only for commands that use
 * a native OpenCL device (verify, time), clang and opt only for commands that compile kernels; {@code collectors},
 * {@code report}, {@code compare} and {@code merge} need neither. A copy of the launcher runs in a scratch tree with
 * an up-to-date stand-in jar, a PATH without LLVM, no OpenCL vendors folder, and a stand-in {@code java} that prints
 * the command it was given; {@code AIWC_NO_INSTALL=1} keeps it from installing anything.
 */
class LauncherPrerequisitesTest {
    @TempDir
    Path tree;

    private Path bin;

    @BeforeEach
    void scratchTree() throws IOException {
        Path launcher = Path.of("..", "aiwc").toAbsolutePath().normalize();
        assumeTrue(Files.isRegularFile(launcher) && Files.isDirectory(Path.of("/usr/bin")), "a Linux tree");
        Path copy = Files.copy(launcher, tree.resolve("aiwc"));
        Files.setPosixFilePermissions(copy, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.createDirectories(tree.resolve("scripts"));
        Files.copy(Path.of("..", "scripts", "jvm-options.sh"), tree.resolve("scripts/jvm-options.sh"));
        Path jar = Files.createDirectories(tree.resolve("cli/target")).resolve("aiwc-cli.jar");
        Files.writeString(jar, "stand-in");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        // every tool of /usr/bin and /bin but LLVM's and java, which is a stand-in
        bin = Files.createDirectories(tree.resolve("fake-bin"));
        Set<String> hidden = Set.of("clang-16", "opt-16", "clang", "opt", "java");
        for (Path dir : List.of(Path.of("/usr/bin"), Path.of("/bin"))) {
            try (Stream<Path> s = Files.list(dir)) {
                for (Path tool : s.toList()) {
                    String name = tool.getFileName().toString();
                    if (!hidden.contains(name) && !Files.exists(bin.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                        Files.createSymbolicLink(bin.resolve(name), tool);
                    }
                }
            }
        }
        executable("java", "#!/bin/sh\necho 'java.specification.version = 17' >&2\necho \"java ran: $*\"\n");
    }

    private void executable(String name, String script) throws IOException {
        Path p = Files.writeString(bin.resolve(name), script);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private record Result(int code, String out) {
    }

    /** What {@link #launch} sets AIWC_CDS to: "0" (no class-data archive) unless a test says otherwise. */
    private String cds = "0";

    private Result launch(String... args) throws Exception {
        Path log = tree.resolve("log.txt");
        ProcessBuilder pb = new ProcessBuilder(Stream.concat(Stream.of(tree.resolve("aiwc").toString()),
                Stream.of(args)).toList()).directory(tree.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().put("PATH", bin.toString());
        pb.environment().put("AIWC_CDS", cds);
        pb.environment().put("AIWC_NO_INSTALL", "1");
        pb.environment().put("AIWC_JAVA_OPTS", "-Xss4m");
        pb.environment().put("AIWC_LLVM_DIR", tree.resolve("no-llvm").toString());
        pb.environment().put("AIWC_OPENCL_VENDORS", tree.resolve("no-vendors").toString());
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new Result(p.exitValue(), Files.readString(log));
    }

    @Test
    void commandsThatReadFilesNeedNeitherLlvmNorPocl() throws Exception {
        for (String command : List.of("collectors", "report", "compare", "merge")) {
            Result r = launch(command, "x");
            assertEquals(0, r.code(), command + ": " + r.out());
            assertTrue(r.out().contains("java ran:") && r.out().contains("dev.aiwc.cli.Main " + command + " x"),
                    r.out());
            assertFalse(r.out().contains("missing"), r.out());
        }
    }

    @Test
    void compilingCommandsNeedLlvmButNotPocl() throws Exception {
        Result run = launch("run", "spec.sim");
        assertEquals(3, run.code(), run.out());
        assertTrue(run.out().contains("missing: clang-16 llvm-16"), run.out());
        assertFalse(run.out().contains("pocl"), run.out());

        executable("clang-16", "#!/bin/sh\nexit 0\n");
        executable("opt-16", "#!/bin/sh\nexit 0\n");
        Result withLlvm = launch("suite", "--size", "tiny");
        assertEquals(0, withLlvm.code(), withLlvm.out());
        assertTrue(withLlvm.out().contains("dev.aiwc.cli.Main suite --size tiny"), withLlvm.out());
    }

    @Test
    void nativeDeviceCommandsNeedPocl() throws Exception {
        executable("clang-16", "#!/bin/sh\nexit 0\n");
        executable("opt-16", "#!/bin/sh\nexit 0\n");
        for (String command : List.of("verify", "time")) {
            Result r = launch(command, "spec.json");
            assertEquals(3, r.code(), command + ": " + r.out());
            assertTrue(r.out().contains("pocl-opencl-icd") && r.out().contains("sudo apt-get install"), r.out());
            assertFalse(r.out().contains("java ran:"), r.out());
        }
    }

    /**
     * Asking java its version starts a JVM, so the launcher asks once per JDK (its real path) and remembers a pass
     * beside the build. A JDK older than 17 is refused and not remembered; another JDK is asked again.
     */
    @Test
    void theJavaVersionIsAskedOncePerJdkAndAnOldOneIsRefused() throws Exception {
        Path asked = tree.resolve("asked.txt");
        String standIn = "#!/bin/sh\ncase \"$*\" in *XshowSettings*) echo \"$0\" >> " + asked
                + "; echo 'java.specification.version = %s' >&2; exit 0;; esac\necho \"java ran: $*\"\n";
        Path remembered = tree.resolve("cli/target/java-version.ok");
        executable("java", standIn.formatted("11"));
        Result old = launch("report", "x");
        assertEquals(3, old.code(), old.out());
        assertTrue(old.out().contains("Java 11 found but aiwc needs JDK 17 or newer"), old.out());
        assertFalse(Files.exists(remembered));

        executable("java", standIn.formatted("17"));
        for (int i = 0; i < 3; i++) {
            Result r = launch("report", "x");
            assertEquals(0, r.code(), r.out());
            assertTrue(r.out().contains("java ran:"), r.out());
        }
        assertEquals(2, Files.readAllLines(asked).size(), "asked for 11, then once for 17");
        assertTrue(Files.readString(remembered).startsWith(bin.resolve("java").toRealPath().toString()));

        Path otherJdk = Files.createDirectories(tree.resolve("other-jdk/bin")).resolve("java");
        Files.writeString(otherJdk, standIn.formatted("21"));
        Files.setPosixFilePermissions(otherJdk, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.delete(bin.resolve("java"));
        Files.createSymbolicLink(bin.resolve("java"), otherJdk);
        for (int i = 0; i < 2; i++) {
            assertEquals(0, launch("report", "x").code());
        }
        assertEquals(3, Files.readAllLines(asked).size(), "the other JDK asked once");
    }

    /**
     * The class-data archive: made once per build by a training run that lists the classes it loads and a second
     * JVM that dumps them into one static archive (JDK 17 leaves picocli's and ASM's old class files out of a dynamic
     * one), then passed to every command. The stand-in java writes the files it is asked for and logs each step.
     */
    @Test
    void theClassArchiveIsMadeOnceFromAClassListAndUsed() throws Exception {
        Path steps = archiveTree("0");
        Path archive = tree.resolve("cli/target/aiwc.jsa");
        for (int i = 0; i < 2; i++) {
            Result r = launch("run", "spec.sim");
            assertEquals(0, r.code(), r.out());
            String ran = r.out().lines().filter(l -> l.startsWith("java ran:")).reduce((a, b) -> b).orElseThrow();
            assertTrue(ran.contains("-XX:SharedArchiveFile=" + archive), r.out());
            assertTrue(ran.endsWith("dev.aiwc.cli.Main run spec.sim"), r.out());
        }
        assertEquals(List.of("listed", "dumped from the list"), Files.readAllLines(steps),
                "made once, at the first run");
        assertEquals("archive", Files.readString(archive).strip());
        try (Stream<Path> s = Files.list(tree.resolve("cli/target"))) {
            assertEquals(List.of("aiwc-cli.jar", "aiwc.jsa", "aiwc.jsa.key", "java-version.ok", "lib"),
                    s.map(f -> f.getFileName().toString()).sorted().toList(), "no list or scratch left behind");
        }
    }

    /** A dump that fails leaves no archive and no scratch files, and the command runs without one. */
    @Test
    void aFailedDumpLeavesNoArchiveAndTheCommandRuns() throws Exception {
        archiveTree("1");
        Result r = launch("run", "spec.sim");
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("dev.aiwc.cli.Main run spec.sim") && !r.out().contains("SharedArchiveFile"),
                r.out());
        try (Stream<Path> s = Files.list(tree.resolve("cli/target"))) {
            assertEquals(List.of("aiwc-cli.jar", "java-version.ok", "lib"),
                    s.map(f -> f.getFileName().toString()).sorted().toList());
        }
    }

    /**
     * LLVM stand-ins (the training run compiles a kernel), an up-to-date build and a java whose dump exits with
     * {@code dumpExit}; returns the file its steps are logged in.
     */
    private Path archiveTree(String dumpExit) throws IOException {
        cds = "1";
        executable("clang-16", "#!/bin/sh\nexit 0\n");
        executable("opt-16", "#!/bin/sh\nexit 0\n");
        Files.createDirectories(tree.resolve("cli/target/lib"));
        Files.setLastModifiedTime(tree.resolve("cli/target/aiwc-cli.jar"),
                FileTime.fromMillis(System.currentTimeMillis() - 60_000));
        Path steps = tree.resolve("steps.txt");
        executable("java", """
                #!/bin/sh
                echo 'java.specification.version = 17' >&2
                list= archive= dump=
                for a in "$@"; do
                  case "$a" in
                    -XX:DumpLoadedClassList=*) list="${a#*=}" ;;
                    -XX:SharedClassListFile=*) from="${a#*=}" ;;
                    -XX:SharedArchiveFile=*) archive="${a#*=}" ;;
                    -Xshare:dump) dump=1 ;;
                  esac
                done
                if [ -n "$list" ]; then echo java/lang/Object > "$list"; echo listed >> %1$s; fi
                if [ -n "$dump" ]; then
                  [ %2$s = 0 ] || exit %2$s
                  [ -s "$from" ] && echo archive > "$archive" && echo 'dumped from the list' >> %1$s
                  exit 0
                fi
                echo "java ran: $*"
                """.formatted(steps, dumpExit));
        return steps;
    }
}
