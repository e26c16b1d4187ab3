package dev.aiwc.instrumenter.frontend;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.ir.BasicBlock;
import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.Instruction;
import dev.aiwc.instrumenter.ir.IrParser;
import dev.aiwc.instrumenter.ir.Module;
import dev.aiwc.instrumenter.ir.Value;
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

/** Compiles real kernels with the installed clang-16 and opt-16 into a private cache directory. */
class ClangFrontendTest {

    private static final String SCALE = """
            __kernel void scale(__global const int *in, __global int *out)
            {
                int i = get_global_id(0);
                out[i] = in[i] * FACTOR;
            }
            """;

    @TempDir
    Path dir;

    private ClangFrontend frontend() {
        List<Path> path = new ArrayList<>();
        for (String p : System.getenv("PATH").split(File.pathSeparator)) {
            path.add(Path.of(p));
        }
        path.add(ClangFrontend.LLVM_BIN);
        return ClangFrontend.locate(path, dir.resolve("cache"));
    }

    private Path write(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private static List<Instruction> all(Function f) {
        List<Instruction> out = new ArrayList<>();
        for (BasicBlock b : f.blocks()) {
            out.addAll(b.instructions());
        }
        return out;
    }

    @Test
    void compiledKernelParsesAndPassesDefinesThrough() throws Exception {
        Path cl = write("scale.cl", SCALE);
        CompiledIr ir = frontend().compile(cl, "-DFACTOR=7", OptLevel.Oz);
        Module m = IrParser.parse(ir.irText(), ir.llFile().toString());
        assertEquals("scale.cl", Path.of(m.sourceFile()).getFileName().toString());
        Function scale = m.function("scale");
        assertTrue(scale.kernel());
        Instruction mul = all(scale).stream().filter(i -> i.opcode().equals("mul")).findFirst().orElseThrow();
        assertEquals(new Value.ConstInt(7), mul.operand(1).value());
        assertEquals(4, mul.line()); // "out[i] = in[i] * FACTOR;"
    }

    @Test
    void secondCompileIsACacheHitThatRunsNoCompiler() throws Exception {
        Path cl = write("scale.cl", SCALE);
        ClangFrontend fe = frontend();
        CompiledIr first = fe.compile(cl, "-DFACTOR=3", OptLevel.Oz);
        int runs = fe.compilerRuns();
        assertTrue(runs >= 2, "clang and opt ran");
        CompiledIr second = fe.compile(cl, "-DFACTOR=3", OptLevel.Oz);
        assertEquals(runs, fe.compilerRuns());
        assertEquals(first, second);
        // a fresh front end over the same cache directory also finds it without running anything
        ClangFrontend other = frontend();
        assertEquals(first, other.compile(cl, "-DFACTOR=3", OptLevel.Oz));
        assertEquals(0, other.compilerRuns());
    }

    @Test
    void differentOptionsLevelOrSourceMissTheCache() throws Exception {
        Path cl = write("scale.cl", SCALE);
        ClangFrontend fe = frontend();
        CompiledIr a = fe.compile(cl, "-DFACTOR=3", OptLevel.Oz);
        int runs = fe.compilerRuns();
        CompiledIr b = fe.compile(cl, "-DFACTOR=4", OptLevel.Oz);
        assertTrue(fe.compilerRuns() > runs);
        runs = fe.compilerRuns();
        CompiledIr c = fe.compile(cl, "-DFACTOR=3", OptLevel.O2);
        assertTrue(fe.compilerRuns() > runs);
        Files.writeString(cl, SCALE + "\n// edited\n");
        runs = fe.compilerRuns();
        fe.compile(cl, "-DFACTOR=3", OptLevel.Oz);
        assertTrue(fe.compilerRuns() > runs);
        assertFalse(a.llFile().equals(b.llFile()) || a.llFile().equals(c.llFile()));
    }

    @Test
    void editedIncludedHeaderInvalidatesTheCacheEntry() throws Exception {
        Path inc = Files.createDirectories(dir.resolve("inc"));
        Files.writeString(inc.resolve("factor.h"), "#define FACTOR 5\n");
        Path cl = write("inc.cl", "#include \"factor.h\"\n" + SCALE);
        ClangFrontend fe = frontend();
        String options = "-I " + inc;
        fe.compile(cl, options, OptLevel.Oz);
        int runs = fe.compilerRuns();
        fe.compile(cl, options, OptLevel.Oz);
        assertEquals(runs, fe.compilerRuns(), "unchanged header: cache hit");
        Files.writeString(inc.resolve("factor.h"), "#define FACTOR 6\n");
        CompiledIr again = fe.compile(cl, options, OptLevel.Oz);
        assertTrue(fe.compilerRuns() > runs, "edited header: recompiled");
        Instruction mul = all(IrParser.parse(again.irText(), "inc.ll").function("scale")).stream()
                .filter(i -> i.opcode().equals("mul")).findFirst().orElseThrow();
        assertEquals(new Value.ConstInt(6), mul.operand(1).value());
    }

    @Test
    void descriptionNamesClangVersionAndRecipe() throws Exception {
        Path cl = write("scale.cl", SCALE);
        ClangFrontend fe = frontend();
        String oz = fe.compile(cl, "-DFACTOR=2", OptLevel.Oz).compilerDescription();
        assertTrue(oz.contains("clang version 16."), oz);
        assertTrue(oz.contains("-cl-std=CL1.2 -target spir64"), oz);
        assertTrue(oz.contains("-DFACTOR=2"), oz);
        assertFalse(oz.contains("-MMD"), oz);
        assertTrue(oz.endsWith("opt-16 -passes=default<Oz>"), oz);
        String o0 = fe.compile(cl, "-DFACTOR=2", OptLevel.O0).compilerDescription();
        assertFalse(o0.contains("opt-16"), o0);
    }

    @Test
    void unoptimisedLevelKeepsLocalVariablesInAllocas() throws Exception {
        Path cl = write("scale.cl", SCALE);
        CompiledIr ir = frontend().compile(cl, "-DFACTOR=2", OptLevel.O0);
        Function scale = IrParser.parse(ir.irText(), "scale.ll").function("scale");
        // -disable-O0-optnone keeps clang's O0 shape: in, out and i live in allocas
        assertEquals(3, all(scale).stream().filter(i -> i.opcode().equals("alloca")).count());
    }

    @Test
    void syntaxErrorIsBadInputWithClangsDiagnostics() throws Exception {
        Path cl = write("bad.cl", """
                __kernel void bad(__global int *out)
                {
                    out[0] = 1 +;
                }
                """);
        AiwcException e = assertThrows(AiwcException.class, () -> frontend().compile(cl, "", OptLevel.Oz));
        assertEquals(AiwcException.Kind.BAD_INPUT, e.kind());
        assertEquals(2, e.exitCode());
        assertEquals(cl + " does not compile", e.getMessage());
        assertTrue(e.detail().contains("bad.cl:3:"), e.detail());
        assertTrue(e.detail().contains("error: expected expression"), e.detail());
    }

    @Test
    void missingClangIsAMissingPrerequisiteNamingThePackages() throws Exception {
        Path cl = write("scale.cl", SCALE);
        ClangFrontend none = ClangFrontend.locate(List.of(), dir.resolve("cache"));
        assertFalse(none.canCompile());
        AiwcException e = assertThrows(AiwcException.class, () -> none.compile(cl, "-DFACTOR=2", OptLevel.Oz));
        assertEquals(AiwcException.Kind.MISSING_PREREQUISITE, e.kind());
        assertEquals(3, e.exitCode());
        assertTrue(e.getMessage().contains("clang-16"), e.getMessage());
        assertTrue(e.detail().contains("clang-16 and llvm-16"), e.detail());
        assertTrue(e.detail().contains("sudo apt-get install clang-16 llvm-16"), e.detail());
    }

    @Test
    void userClStdReplacesTheDefault() {
        List<String> args = ClangFrontend.clangArguments(Path.of("k.cl"), List.of("-cl-std=CL2.0", "-w"), OptLevel.Oz);
        assertFalse(args.contains("-cl-std=CL1.2"));
        assertEquals(List.of("-cl-std=CL2.0", "-w"), args.subList(args.size() - 2, args.size()));
        List<String> defaults = ClangFrontend.clangArguments(Path.of("k.cl"), List.of(), OptLevel.Oz);
        assertTrue(defaults.contains("-cl-std=CL1.2"));
    }

    @Test
    void buildOptionsSplitLikeAShell() {
        assertEquals(List.of("-DNAME=a b", "-I", "inc dir", "-cl-mad-enable"),
                BuildOptions.split("  -DNAME=\"a b\" -I 'inc dir'   -cl-mad-enable "));
        assertEquals(List.of(), BuildOptions.split(""));
    }
}
