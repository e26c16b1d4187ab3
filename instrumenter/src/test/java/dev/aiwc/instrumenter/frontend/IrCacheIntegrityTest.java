package dev.aiwc.instrumenter.frontend;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A damaged IR cache is never used (issue 15): entries carry a seal, damaged ones are rebuilt with a note. */
class IrCacheIntegrityTest {

    private static final String ADD = "__kernel void k(__global int *a, __global int *b) { int i = get_global_id(0);"
            + " a[i] = a[i] + b[i]; }\n";
    private static final String SUB = "__kernel void k(__global int *a, __global int *b) { int i = get_global_id(0);"
            + " a[i] = a[i] - b[i]; }\n";

    @TempDir
    Path dir;

    private final List<String> notes = new ArrayList<>();

    private ClangFrontend frontend(List<Path> extra) {
        List<Path> path = new ArrayList<>(extra);
        for (String p : System.getenv("PATH").split(File.pathSeparator)) {
            path.add(Path.of(p));
        }
        path.add(ClangFrontend.LLVM_BIN);
        ClangFrontend fe = ClangFrontend.locate(path, dir.resolve("cache"));
        fe.notes = notes::add;
        return fe;
    }

    private Path source(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    private static String withoutModuleId(String ir) {
        return ir.substring(ir.indexOf('\n') + 1);
    }

    private static boolean hasOpcode(CompiledIr ir, String opcode) {
        return ir.irText().contains(" = " + opcode + " ");
    }

    @Test
    void truncatedEntryIsRebuiltWithANoteNotBlamedOnTheUser() throws Exception {
        Path cl = source("add.cl", ADD);
        CompiledIr first = frontend(List.of()).compile(cl, "", OptLevel.Oz);
        String full = first.irText();
        Files.writeString(first.llFile(), full.substring(0, full.length() / 2));
        ClangFrontend fe = frontend(List.of());
        CompiledIr again = fe.compile(cl, "", OptLevel.Oz);
        // the first line names the compilation's temporary folder, which differs between compilations
        assertEquals(withoutModuleId(full), withoutModuleId(again.irText()));
        assertTrue(fe.compilerRuns() > 0, "the damaged entry was compiled again");
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).contains("does not match its checksum") && notes.get(0).contains("compiling it again"),
                notes.get(0));
        assertEquals(again.irText(), Files.readString(first.llFile()), "the rebuilt entry replaced the damaged one");
    }

    @Test
    void anotherKernelsEntrySwappedInIsNeverUsed() throws Exception {
        Path add = source("add.cl", ADD);
        Path sub = source("sub.cl", SUB);
        CompiledIr addIr = frontend(List.of()).compile(add, "", OptLevel.Oz);
        CompiledIr subIr = frontend(List.of()).compile(sub, "", OptLevel.Oz);
        assertTrue(hasOpcode(addIr, "add") && hasOpcode(subIr, "sub"));
        // every file of sub's entry copied over add's (a seal and all), as a careless copy between caches would do
        for (String ext : List.of(".ll", ".txt", ".deps", ".sum")) {
            Files.copy(sibling(subIr.llFile(), ext), sibling(addIr.llFile(), ext),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        CompiledIr again = frontend(List.of()).compile(add, "", OptLevel.Oz);
        assertTrue(hasOpcode(again, "add") && !hasOpcode(again, "sub"), again.irText());
        assertTrue(notes.get(0).contains("belongs to another compilation"), notes.toString());
    }

    @Test
    void anEntryWithoutItsSealIsCompiledAgain() throws Exception {
        Path cl = source("add.cl", ADD);
        CompiledIr first = frontend(List.of()).compile(cl, "", OptLevel.Oz);
        Files.delete(sibling(first.llFile(), ".sum"));
        ClangFrontend fe = frontend(List.of());
        fe.compile(cl, "", OptLevel.Oz);
        assertTrue(fe.compilerRuns() > 0);
        assertTrue(Files.isRegularFile(sibling(first.llFile(), ".sum")));
    }

    @Test
    void damagedPortableEntryIsRefusedWithoutClang() throws Exception {
        Path cl = source("add.cl", ADD);
        frontend(List.of()).compile(cl, "", OptLevel.Oz);
        Path portable = dir.resolve("cache/portable");
        Path ll;
        try (Stream<Path> s = Files.list(portable)) {
            ll = s.filter(p -> p.toString().endsWith(".ll")).findFirst().orElseThrow();
        }
        Files.writeString(ll, "; nothing\n");
        ClangFrontend node = ClangFrontend.locate(List.of(), dir.resolve("cache"));
        node.notes = notes::add;
        var e = org.junit.jupiter.api.Assertions.assertThrows(dev.aiwc.instrumenter.AiwcException.class,
                () -> node.compile(cl, "", OptLevel.Oz));
        assertEquals(3, e.exitCode());
        assertTrue(notes.get(0).contains(ll.toString()) && notes.get(0).contains("does not match its checksum"),
                notes.toString());
    }

    @Test
    void workFoldersOfDeadProcessesAndOldOnesAreRemovedAtTheNextCompilation() throws Exception {
        Path cache = Files.createDirectories(dir.resolve("cache"));
        String host = Files.readString(Path.of("/proc/sys/kernel/hostname")).strip().replaceAll("[^A-Za-z0-9_.]", "_");
        Process finished = new ProcessBuilder("true").start();
        finished.waitFor();
        Path deadPid = Files.createDirectories(cache.resolve("compile-" + host + "-" + finished.pid() + "-1"));
        Path old = Files.createDirectories(cache.resolve("compile-otherhost-1-2"));
        Files.setLastModifiedTime(old, FileTime.fromMillis(System.currentTimeMillis() - 25L * 3600 * 1000));
        Path livePid = Files.createDirectories(cache.resolve("compile-" + host + "-" + ProcessHandle.current().parent()
                .orElseThrow().pid() + "-3"));
        frontend(List.of()).compile(source("add.cl", ADD), "", OptLevel.Oz);
        assertFalse(Files.exists(deadPid));
        assertFalse(Files.exists(old));
        assertTrue(Files.exists(livePid), "a running process's work folder is left alone");
    }

    @Test
    void interruptedCompilationLeavesNoWorkFolder() throws Exception {
        // a clang that never finishes, so the child is surely inside the compilation when it is interrupted
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (String tool : List.of("clang-16", "opt-16")) {
            Path t = Files.writeString(bin.resolve(tool), "#!/bin/sh\nexec sleep 20\n");
            Files.setPosixFilePermissions(t, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Path cl = source("add.cl", ADD);
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                classpath, SlowCompile.class.getName(), bin.toString(), dir.resolve("cache").toString(), cl.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (workFolders().isEmpty() && System.nanoTime() < deadline && child.isAlive()) {
                Thread.sleep(20);
            }
            assertEquals(1, workFolders().size(), Files.readString(dir.resolve("child.log")));
            // Ctrl-C; but a build started in the background of a shell ignores SIGINT, and so does every process it
            // starts, this child included: there SIGTERM, which runs the same shutdown hooks
            String signal = sigintIgnored() ? "-TERM" : "-INT";
            new ProcessBuilder("kill", signal, Long.toString(child.pid())).start().waitFor();
            assertTrue(child.waitFor(15, TimeUnit.SECONDS), "the child stops on " + signal);
            assertNotEquals(0, child.exitValue());
            assertEquals(List.of(), workFolders());
        } finally {
            child.destroyForcibly();
            child.descendants().forEach(ProcessHandle::destroyForcibly);
        }
    }

    /** Whether this process ignores SIGINT (signal 2: bit 1 of the ignored signals' mask), as its children then do. */
    private static boolean sigintIgnored() throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring(7).strip(), 16) & (1L << 1)) != 0;
            }
        }
        return false;
    }

    private List<Path> workFolders() throws Exception {
        Path cache = dir.resolve("cache");
        if (!Files.isDirectory(cache)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(cache)) {
            return s.filter(p -> p.getFileName().toString().startsWith("compile-")).toList();
        }
    }

    private static Path sibling(Path ll, String ext) {
        String name = ll.getFileName().toString();
        return ll.resolveSibling(name.substring(0, name.length() - 3) + ext);
    }

    /** The child process of {@link #interruptedCompilationLeavesNoWorkFolder}: args are bin dir, cache, source. */
    static final class SlowCompile {
        public static void main(String[] args) {
            ClangFrontend.locate(List.of(Path.of(args[0])), Path.of(args[1])).compile(Path.of(args[2]), "", OptLevel.Oz);
        }
    }
}
