package dev.aiwc.instrumenter.frontend;

import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgramLoaderTest {

    @TempDir
    Path dir;

    private Path fixture(String name) throws Exception {
        Path p = dir.resolve(name);
        try (InputStream in = getClass().getResourceAsStream("/ir/" + name)) {
            Files.copy(in, p);
        }
        return p;
    }

    @Test
    void llFileIsReadDirectly() throws Exception {
        Path ll = fixture("matmul.clang16.Oz.ll");
        LoadedProgram p = ProgramLoader.loadProgram(ll, "-DIGNORED", OptLevel.Oz);
        assertEquals("LLVM IR read from " + ll, p.compilerDescription());
        assertEquals(List.of("matmul"), p.module().kernels().stream().map(f -> f.name()).toList());
        assertEquals(ll.toString(), p.module().sourceName());
    }

    @Test
    void clFileIsCompiled() throws Exception {
        Path cl = fixture("matmul.cl");
        List<Path> path = new ArrayList<>();
        for (String s : System.getenv("PATH").split(File.pathSeparator)) {
            path.add(Path.of(s));
        }
        ClangFrontend fe = ClangFrontend.locate(path, dir.resolve("cache"));
        LoadedProgram p = ProgramLoader.loadProgram(cl, "", OptLevel.Oz, fe);
        assertEquals(2, p.module().function("matmul").line());
        assertTrue(p.compilerDescription().contains("clang version 16"), p.compilerDescription());
    }

    @Test
    void otherExtensionsAreBadInputNamingTheFile() throws Exception {
        Path txt = dir.resolve("kernel.txt");
        Files.writeString(txt, "__kernel void k() {}");
        AiwcException e = assertThrows(AiwcException.class, () -> ProgramLoader.load(txt, "", OptLevel.Oz));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains(txt.toString()), e.getMessage());
    }

    @Test
    void missingFileIsBadInputNamingTheFile() {
        Path missing = dir.resolve("nope.cl");
        AiwcException e = assertThrows(AiwcException.class, () -> ProgramLoader.load(missing, "", OptLevel.Oz));
        assertEquals(AiwcException.Kind.BAD_INPUT, e.kind());
        assertEquals(missing + " does not exist", e.getMessage());
    }

    @Test
    void directoryIsBadInputNamingIt() throws Exception {
        Path d = Files.createDirectories(dir.resolve("kernels.cl"));
        AiwcException e = assertThrows(AiwcException.class, () -> ProgramLoader.load(d, "", OptLevel.Oz));
        assertEquals(AiwcException.Kind.BAD_INPUT, e.kind());
        assertEquals(d + " is not a readable file", e.getMessage());
    }

    @Test
    void unparseableIrIsBadInputWithFileAndLine() throws Exception {
        Path ll = dir.resolve("broken.ll");
        Files.writeString(ll, "define void @f() {\n  %x = frobnicate i32 1\n  ret void\n}\n");
        AiwcException e = assertThrows(AiwcException.class, () -> ProgramLoader.load(ll, "", OptLevel.Oz));
        assertEquals(AiwcException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().contains(ll + ":2: expected an instruction"), e.getMessage());
    }
}
