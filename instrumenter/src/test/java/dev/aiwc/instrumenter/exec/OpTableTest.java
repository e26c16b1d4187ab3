package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.IrParser;
import dev.aiwc.instrumenter.ir.Module;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The op table is the one description of the code stream: every kernel the decoder makes from the IR fixtures
 * (seven programs, five clang versions, -O0 and -Oz) must parse with the table's lengths exactly, block by block,
 * with every operand inside the range its kind allows; and a kernel listed through the table reads as the ops one
 * derives by hand from its IR.
 */
class OpTableTest {

    @Test
    void everyOpConstantHasARowNamedAfterItWithItsLength() throws IllegalAccessException {
        int ops = 0;
        for (Field f : Op.class.getDeclaredFields()) {
            if (f.getType() != int.class || !Modifier.isStatic(f.getModifiers()) || f.getName().startsWith("LEN_")) {
                continue;
            }
            Op.Format row = Op.format(f.getInt(null));
            assertNotNull(row, f.getName());
            assertEquals(f.getName().toLowerCase(), row.name());
            ops++;
        }
        assertEquals(ops, Op.formats().size(), "one row per op constant");
        // the lengths that the issue found documented wrongly: ADD32/ADD64 carry the shift like every integer op
        assertEquals(5, Op.format(Op.ADD32).length());
        assertEquals(5, Op.format(Op.ADD64).length());
        assertEquals(List.of(Op.Kind.DST, Op.Kind.SRC, Op.Kind.SRC, Op.Kind.SHIFT),
                List.of(Op.format(Op.ADD64).operands()));
    }

    @Test
    void aWrongOperandCountIsRefusedWhenWritten() {
        CodeWriter w = new CodeWriter();
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> w.emit(Op.ADD32, 1, 2, 3));
        assertTrue(e.getMessage().contains("add32 written with 3 operands, the table says 4"), e.getMessage());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> w.emit(Op.GEP, 1, 2, 3, 0));
        assertEquals(0, w.pc(), "nothing of a refused op is written");
    }

    /**
     * helpers.cl's histogram kernel (clang 16, -Oz), by hand: get_global_id, the shl/ashr pair of the int index,
     * the fused getelementptr + float load, the call to square (which ends the block); sitofp, fmul, fptosi, the
     * i32 add, the call to clampi; the sext shares its source's slot (no op), getelementptr with one index,
     * atomic_add, atomic_inc, ret.
     */
    @Test
    void histogramListsAsDerivedFromItsIr() {
        Module m = parse("helpers.clang16.Oz.ll");
        DecodedKernel k = KernelDecoder.decode(m, "histogram", "helpers.cl");
        assertEquals(List.of(
                List.of("work_item", "shl", "ashr", "load_i32_x", "call"),
                List.of("si2f", "fmul_f", "f2si", "add32", "call"),
                List.of("gep1", "atomic", "atomic", "ret")), listing(k, 0));
        // square: %2 = fmul float %0, %0; ret float %2
        assertEquals(List.of(List.of("fmul_f", "ret")), listing(k, 1));
    }

    @Test
    void everyFixtureKernelParsesWithTheTableLengthsExactly() throws IOException {
        int kernels = 0;
        int ops = 0;
        java.util.Set<String> kinds = new java.util.TreeSet<>();
        for (Path file : fixtures()) {
            Module m = IrParser.parse(Files.readString(file), file.getFileName().toString());
            for (Function kernel : m.kernels()) {
                DecodedKernel k = KernelDecoder.decode(m, kernel.name(), file.getFileName().toString());
                ops += verify(k, file.getFileName() + " " + kernel.name(), kinds);
                kernels++;
            }
        }
        assertTrue(kernels >= 100, "kernels checked: " + kernels);
        assertTrue(ops >= 4000, "ops checked: " + ops);
        // the fixtures reach most of the table (vectors, structs, tables, calls, atomics, barriers, switches)
        assertTrue(kinds.size() >= 50, "op kinds seen: " + kinds.size() + " " + kinds);
    }

    private static List<Path> fixtures() throws IOException {
        Path dir = SimulatorTest.resourceDir("ir");
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
        }
    }

    private static Module parse(String fixture) {
        try {
            return IrParser.parse(Files.readString(SimulatorTest.resourceDir("ir").resolve(fixture)), fixture);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The op names of each block of function {@code function}, walked with {@link Op#length}. */
    private static List<List<String>> listing(DecodedKernel k, int function) {
        List<List<String>> out = new ArrayList<>();
        for (BlockInfo b : k.descriptor.blocks()) {
            if (b.function() != function) {
                continue;
            }
            List<String> names = new ArrayList<>();
            int end = b.id() + 1 < k.blockPc.length ? k.blockPc[b.id() + 1] : k.code.length;
            for (int pc = k.blockPc[b.id()]; pc < end; pc += Op.length(k.code, pc)) {
                names.add(Op.name(k.code[pc]));
            }
            out.add(names);
        }
        return out;
    }

    /** Walks every block op by op; returns the ops seen. */
    private static int verify(DecodedKernel k, String where, java.util.Set<String> kinds) {
        int[] c = k.code;
        int blocks = k.blockPc.length;
        int ops = 0;
        assertEquals(0, blocks == 0 ? 0 : k.blockPc[0], where);
        for (int block = 0; block < blocks; block++) {
            int end = block + 1 < blocks ? k.blockPc[block + 1] : c.length;
            int frame = k.frameSize[k.descriptor.blocks()[block].function()];
            int pc = k.blockPc[block];
            while (pc < end) {
                Op.Format f = Op.format(c[pc]);
                if (f == null) {
                    fail(where + ": unknown op " + c[pc] + " at " + pc);
                }
                String at = where + ": " + f.name() + " at pc " + pc + " (block " + block + ")";
                for (int i = 0; i < f.operands().length; i++) {
                    checkOperand(k, f.operands()[i], c[pc + 1 + i], frame, at + " operand " + (i + 1));
                }
                checkTail(k, f, pc, frame, at);
                kinds.add(f.name());
                pc += Op.length(c, pc);
                ops++;
            }
            assertEquals(end, pc, where + ": block " + block + " does not end on an op boundary");
        }
        return ops;
    }

    private static void checkTail(DecodedKernel k, Op.Format f, int pc, int frame, String at) {
        int[] c = k.code;
        switch (f.tail()) {
            case NONE -> {
            }
            case GEP_TERMS, CALL_ARGUMENTS -> {
                int n = c[pc + f.length() - 1];
                for (int i = 0; i < n; i++) {
                    checkOperand(k, Op.Kind.SRC, c[pc + f.length() + 2 * i], frame, at + " term " + i);
                }
            }
            case EDGE -> checkEdge(k, pc + f.length(), frame, at);
            case TWO_EDGES -> {
                checkEdge(k, pc + f.length(), frame, at + " true edge");
                assertEquals(f.length() + Op.edgeLength(c, pc + f.length()), c[pc + 2], at + " false edge offset");
                checkEdge(k, pc + c[pc + 2], frame, at + " false edge");
            }
            case CASE_EDGES -> {
                int n = c[pc + 2];
                int next = f.length() + n;
                assertEquals(next, c[pc + 4], at + " default edge offset");
                checkEdge(k, pc + next, frame, at + " default edge");
                next += Op.edgeLength(c, pc + next);
                for (int i = 0; i < n; i++) {
                    assertEquals(next, c[pc + f.length() + i], at + " case " + i + " edge offset");
                    checkEdge(k, pc + next, frame, at + " case " + i);
                    next += Op.edgeLength(c, pc + next);
                }
                assertEquals(k.caseTables[c[pc + 3]].length, n, at + " case count");
            }
        }
    }

    private static void checkEdge(DecodedKernel k, int at, int frame, String where) {
        int[] c = k.code;
        checkOperand(k, Op.Kind.BLOCK, c[at], frame, where + " target");
        for (int i = 0; i < Math.abs(c[at + 1]); i++) {
            checkOperand(k, Op.Kind.SRC, c[at + 2 + 2 * i], frame, where + " move source");
            checkOperand(k, Op.Kind.DST, c[at + 3 + 2 * i], frame, where + " move destination");
        }
    }

    private static void checkOperand(DecodedKernel k, Op.Kind kind, int v, int frame, String where) {
        int instructions = k.descriptor.instructions().length;
        boolean ok = switch (kind) {
            case DST, SRC -> v >= 0 && v < frame;
            case DST_OR_NONE, SRC_OR_NONE -> v >= -1 && v < frame;
            case SHIFT -> v >= 0 && v <= 63;
            case WIDTH -> v >= 1 && v <= 64;
            case PREDICATE -> v >= 0 && v < KernelDecoder.FCMP.length;
            case COUNT -> v >= 0;
            case IMMEDIATE, EDGE_OFFSET -> true;
            case SCALAR_KIND -> v >= StorageKind.I1 && v <= StorageKind.I64;
            case INSTR -> v >= 0 && v < instructions;
            case INSTR_OR_BUILTIN -> (v >= 0 ? v : -1 - v) < instructions;
            case BLOCK -> v >= 0 && v < k.blockPc.length;
            case FUNCTION -> v >= 0 && v < k.frameSize.length;
            case LAYOUT -> v >= 0 && v < k.layouts.length;
            case BUILTIN -> v >= 0 && v < k.builtins.length;
            case ARGS -> v >= 0 && v < k.argLists.length;
            case MEMORY_BUILTIN -> v >= 0 && v < k.memoryBuiltins.length;
            case CASE_TABLE -> v >= 0 && v < k.caseTables.length;
            case MESSAGE -> v >= 0 && v < k.messages.length;
            case WORK_ITEM_FUNCTION -> v >= WorkItemFunction.GLOBAL_ID && v <= WorkItemFunction.WORK_DIM;
            case ATOMIC_OPERATION -> v >= AtomicOperation.ADD && v <= AtomicOperation.FMIN;
        };
        assertTrue(ok, where + ": " + kind + " " + v + " out of range (frame " + frame + " slots)");
    }
}
