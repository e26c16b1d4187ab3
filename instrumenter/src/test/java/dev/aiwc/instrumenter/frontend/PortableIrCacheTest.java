package dev.aiwc.instrumenter.frontend;

import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A node without clang-16 serves kernels that a node with it compiled into a shared cache directory: the first
 * front end compiles with the installed clang-16, the second is located over an empty search path.
 */
class PortableIrCacheTest {

    private static final String SCALE = """
            #include "factor.h"
            __kernel void scale(__global const int *in, __global int *out)
            {
                int i = get_global_id(0);
                out[i] = in[i] * FACTOR * BIAS;
            }
            """;

    @TempDir
    Path dir;

    private Path cache() {
        return dir.resolve("shared-cache");
    }

    private ClangFrontend withClang() {
        List<Path> path = new ArrayList<>();
        for (String p : System.getenv("PATH").split(File.pathSeparator)) {
            path.add(Path.of(p));
        }
        path.add(ClangFrontend.LLVM_BIN);
        ClangFrontend fe = ClangFrontend.locate(path, cache());
        assertTrue(fe.canCompile(), "these tests need clang-16 and opt-16 installed");
        return fe;
    }

    private ClangFrontend withoutClang() {
        ClangFrontend fe = ClangFrontend.locate(List.of(), cache());
        assertFalse(fe.canCompile());
        return fe;
    }

    /** A kernel directory: scale.cl and the header factor.h beside it. */
    private Path project(String name, String header) throws Exception {
        Path d = Files.createDirectories(dir.resolve(name));
        Files.writeString(d.resolve("factor.h"), header);
        Files.writeString(d.resolve("scale.cl"), SCALE);
        return d.resolve("scale.cl");
    }

    @Test
    void kernelCompiledElsewhereIsServedWithoutClangFromAnotherPath() throws Exception {
        CompiledIr compiled = withClang().compile(project("login", "#define FACTOR 3\n"), "-DBIAS=5", OptLevel.Oz);
        ClangFrontend node = withoutClang();
        CompiledIr served = node.compile(project("node", "#define FACTOR 3\n"), "-DBIAS=5", OptLevel.Oz);
        assertEquals(compiled.irText(), served.irText());
        assertEquals(compiled.compilerDescription(), served.compilerDescription());
        assertEquals(0, node.compilerRuns());
    }

    @Test
    void changedHeaderContentIsAMissWithoutClang() throws Exception {
        withClang().compile(project("login", "#define FACTOR 3\n"), "-DBIAS=5", OptLevel.Oz);
        Path node = project("node", "#define FACTOR 4\n");
        AiwcException e = assertThrows(AiwcException.class,
                () -> withoutClang().compile(node, "-DBIAS=5", OptLevel.Oz));
        assertEquals(AiwcException.Kind.MISSING_PREREQUISITE, e.kind());
        assertTrue(e.getMessage().contains(node.toString()), e.getMessage());
        assertTrue(e.detail().contains("AIWC_CACHE"), e.detail());
    }

    @Test
    void otherOptionsLevelOrSourceAreMissesWithoutClang() throws Exception {
        Path cl = project("login", "#define FACTOR 3\n");
        withClang().compile(cl, "-DBIAS=5", OptLevel.Oz);
        ClangFrontend node = withoutClang();
        assertThrows(AiwcException.class, () -> node.compile(cl, "-DBIAS=6", OptLevel.Oz));
        assertThrows(AiwcException.class, () -> node.compile(cl, "-DBIAS=5", OptLevel.O2));
        Files.writeString(cl, SCALE + "// edited\n");
        assertThrows(AiwcException.class, () -> node.compile(cl, "-DBIAS=5", OptLevel.Oz));
    }

    @Test
    void aLocalCacheHitAddsTheMissingPortableEntry() throws Exception {
        Path cl = project("login", "#define FACTOR 3\n");
        ClangFrontend login = withClang();
        CompiledIr compiled = login.compile(cl, "-DBIAS=5", OptLevel.O0);
        // an entry from before portable entries existed has only the local files
        try (var files = Files.list(cache().resolve("portable"))) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        int runs = login.compilerRuns();
        login.compile(cl, "-DBIAS=5", OptLevel.O0);
        assertEquals(runs, login.compilerRuns(), "served from the local entry");
        assertEquals(compiled.irText(), withoutClang().compile(cl, "-DBIAS=5", OptLevel.O0).irText());
    }

    @Test
    void portableEntriesGetTheModeOfAnyNewFileSoAGroupCanShareTheCache() throws Exception {
        withClang().compile(project("login", "#define FACTOR 3\n"), "-DBIAS=5", OptLevel.Oz);
        Path portable = cache().resolve("portable");
        Path plain = Files.writeString(portable.resolve("plain.txt"), "x"); // created under the same umask
        try (var files = Files.list(portable)) {
            for (Path p : files.toList()) {
                assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(p), p.toString());
            }
        }
    }
}
