package dev.aiwc.instrumenter.ir;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * Which file a debug location lies in: none for the compile unit's own file, however clang spells it (it names the
 * program once as given on its command line and again relative to its working directory), the header otherwise.
 */
class DebugFileTest {
    private static final String IR = """
            define spir_func float @twice(float %0) !dbg !8 {
              %2 = fadd float %0, %0, !dbg !12
              ret float %2, !dbg !13
            }
            define spir_kernel void @k(ptr addrspace(1) %0) !dbg !14 {
              %2 = load float, ptr addrspace(1) %0, align 4, !dbg !20
              %3 = call spir_func float @twice(float %2), !dbg !21
              store float %3, ptr addrspace(1) %0, align 4
              ret void, !dbg !22
            }
            !llvm.dbg.cu = !{!0}
            !0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: LineTablesOnly)
            !1 = !DIFile(filename: "/src/kernels/k.cl", directory: "/work")
            !2 = !DIFile(filename: "kernels/k.cl", directory: "/src")
            !9 = !DIFile(filename: "./twice.h", directory: "/src/kernels")
            !8 = distinct !DISubprogram(name: "twice", scope: !9, file: !9, line: 2, unit: !0)
            !12 = !DILocation(line: 3, column: 12, scope: !8)
            !13 = !DILocation(line: 3, column: 3, scope: !8)
            !14 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 1, unit: !0)
            !20 = !DILocation(line: 2, column: 13, scope: !14)
            !21 = !DILocation(line: 2, column: 8, scope: !14)
            !22 = !DILocation(line: 3, column: 1, scope: !14)
            """;

    private static List<Instruction> body(String function) {
        return IrParser.parse(IR, "k.ll").function(function).blocks().get(0).instructions();
    }

    @Test
    void theProgramsOwnLinesNameNoFileHoweverClangSpellsIt() {
        // the kernel's scope names kernels/k.cl from /src, the compile unit /src/kernels/k.cl: the same file
        Instruction load = body("k").get(0);
        assertEquals(2, load.line());
        assertNull(load.file());
    }

    @Test
    void aHeadersLinesNameTheHeaderAsOnePath() {
        Instruction add = body("twice").get(0);
        assertEquals(3, add.line());
        assertEquals("/src/kernels/twice.h", add.file());
    }

    @Test
    void anInstructionWithoutALocationHasNoLineAndNoFile() {
        Instruction store = body("k").get(2);
        assertEquals(0, store.line());
        assertNull(store.file());
    }
}
