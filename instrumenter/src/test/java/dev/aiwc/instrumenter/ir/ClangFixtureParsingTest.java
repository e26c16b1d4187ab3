package dev.aiwc.instrumenter.ir;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.stream.Stream;

import static dev.aiwc.instrumenter.ir.Fixtures.calls;
import static dev.aiwc.instrumenter.ir.Fixtures.instructions;
import static dev.aiwc.instrumenter.ir.Fixtures.only;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * IR that real clang 13 to 16 and 19 produced from the OpenCL kernels next to the fixtures (typed pointers up to Debian's
 * clang 15, opaque from 16), parsed and checked against what the .cl sources say.
 */
class ClangFixtureParsingTest {

    static Stream<String> everyFixture() {
        return Stream.of("matmul", "reduce", "structs", "tables", "vectors", "helpers", "cl20").flatMap(k ->
                Fixtures.CLANG_VERSIONS.stream().flatMap(v -> Stream.of(k + ".clang" + v + ".O0.ll",
                        k + ".clang" + v + ".Oz.ll")));
    }

    @ParameterizedTest
    @MethodSource("everyFixture")
    void everyFixtureParsesAndEveryBlockEndsInATerminator(String name) {
        Module m = IrParser.parse(Fixtures.text(name), name);
        assertFalse(m.kernels().isEmpty());
        for (Function f : m.functions()) {
            assertEquals(f.declaration(), f.blocks().isEmpty(), f.name());
            for (BasicBlock b : f.blocks()) {
                String last = b.instructions().get(b.instructions().size() - 1).opcode();
                assertTrue(List.of("br", "ret", "switch", "unreachable").contains(last), f.name() + " %" + b.label());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void kernelArgumentMetadataMatchesTheMatmulSignature(int clang) {
        Function f = Fixtures.module("matmul", clang, "Oz").function("matmul");
        assertTrue(f.kernel());
        KernelArgInfo info = f.argInfo();
        assertEquals(List.of(1, 1, 1, 0), info.addressSpaces());
        assertEquals(List.of("none", "none", "none", "none"), info.accessQualifiers());
        assertEquals(List.of("float*", "float*", "float*", "int"), info.typeNames());
        assertEquals(List.of("float*", "float*", "float*", "int"), info.baseTypeNames());
        // CL_KERNEL_ARG_TYPE_CONST describes the pointee of pointer arguments, so "const int n" has none
        assertEquals(List.of("const", "const", "", ""), info.typeQualifiers());
        assertEquals(List.of("a", "b", "c", "n"), info.names());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void debugInfoGivesSourceFileFunctionLineAndInstructionLines(int clang) {
        Module m = Fixtures.module("matmul", clang, "Oz");
        assertEquals("matmul.cl", m.sourceFile());
        Function f = m.function("matmul");
        assertEquals(2, f.line()); // "__kernel void matmul(" is line 2 of matmul.cl
        // "sum += a[row * n + k] * b[k * n + col];" is line 8 and becomes a fused multiply-add
        assertEquals(8, only(calls(f, "llvm.fmuladd.f32")).line());
        // "c[row * n + col] = sum;" is line 10
        assertEquals(10, only(instructions(f, i -> i.opcode().equals("store"))).line());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15})
    void typedPointerModulesKeepThePointeeType(int clang) {
        Function f = Fixtures.module("matmul", clang, "Oz").function("matmul");
        assertEquals(new IrType.PointerType(1, Types.FLOAT), f.parameters().get(0).type());
        assertEquals(Types.I32, f.parameters().get(3).type());
    }

    @ParameterizedTest
    @ValueSource(ints = {16, 19})
    void opaquePointerModulesHaveNoPointee(int clang) {
        Function f = Fixtures.module("matmul", clang, "Oz").function("matmul");
        assertEquals(new IrType.PointerType(1, null), f.parameters().get(0).type());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void unnamedParametersAndTheEntryBlockAreNumbered(int clang) {
        Function f = Fixtures.module("matmul", clang, "Oz").function("matmul");
        assertEquals(List.of("0", "1", "2", "3"), f.parameters().stream().map(Parameter::name).toList());
        assertEquals("4", f.blocks().get(0).label()); // the unlabelled entry block takes the next number
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void forLoopAtO0HasFiveBlocks(int clang) {
        // entry, for.cond, for.body, for.inc, for.end
        assertEquals(5, Fixtures.module("matmul", clang, "O0").function("matmul").blocks().size());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void localArrayIsAGlobalInAddressSpace3(int clang) {
        Module m = Fixtures.module("reduce", clang, "Oz");
        GlobalVariable tile = m.global("tile_sum.tile");
        assertEquals(3, tile.addressSpace());
        assertEquals(new IrType.ArrayType(64, Types.I32), tile.valueType());
        assertEquals(4, tile.alignment());
        assertInstanceOf(Value.ConstUndef.class, tile.initializer().value());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void barriersAreCallsWithTheLocalFenceFlag(int clang) {
        Function f = Fixtures.module("reduce", clang, "Oz").function("reduce");
        List<Instruction> barriers = calls(f, "_Z7barrierj");
        assertEquals(2, barriers.size());
        for (Instruction b : barriers) {
            assertEquals(new Value.ConstInt(1), b.operand(0).value()); // CLK_LOCAL_MEM_FENCE
            assertEquals(new IrType.FunctionType(Types.VOID, List.of(Types.I32), false), b.auxType());
            assertNull(b.result());
        }
        assertEquals(List.of(6, 11), barriers.stream().map(Instruction::line).toList());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void structLayoutFollowsSpir64(int clang) {
        Module m = Fixtures.module("structs", clang, "Oz");
        IrType.StructType particle = m.structs().get("struct.Particle");
        // char at 0; float4 aligned to 16; int after it at 32; double aligned to 8 at 40; 48 bytes, 16-aligned
        assertEquals(0, particle.offsetOf(0));
        assertEquals(16, particle.offsetOf(1));
        assertEquals(32, particle.offsetOf(2));
        assertEquals(40, particle.offsetOf(3));
        assertEquals(48, particle.sizeInBytes());
        assertEquals(16, particle.alignment());
        IrType.StructType params = m.structs().get("struct.Params");
        // float 0, int 4, short 8, padded to 12
        assertEquals(8, params.offsetOf(2));
        assertEquals(12, params.sizeInBytes());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16})
    void fieldAccessIsAGepWithStructIndex(int clang) {
        Function f = Fixtures.module("structs", clang, "Oz").function("advance");
        IrType.StructType particle = Fixtures.module("structs", clang, "Oz").structs().get("struct.Particle");
        // p->mass on line 20: getelementptr %struct.Particle, ptr %0, i64 %i, i32 3
        Instruction gep = only(instructions(f, i -> i.opcode().equals("getelementptr") && i.line() == 20
                && i.operands().size() == 3 && i.operand(2).value().equals(new Value.ConstInt(3))));
        assertEquals("struct.Particle", ((IrType.StructType) gep.auxType()).name());
        assertEquals(particle.fields(), ((IrType.StructType) gep.auxType()).fields());
        assertTrue(gep.flags().contains("inbounds"));
        if (clang <= 15) {
            assertEquals(new IrType.PointerType(1, Types.DOUBLE), gep.type());
        } else {
            assertEquals(new IrType.PointerType(1, null), gep.type());
        }
    }

    @org.junit.jupiter.api.Test
    void llvm19ByteOffsetGepsAgreeWithTheStructLayout() {
        // LLVM 19 rewrites field accesses as byte offsets computed by its own data layout: an independent check
        Module m = Fixtures.module("structs", 19, "Oz");
        IrType.StructType particle = m.structs().get("struct.Particle");
        Function f = m.function("advance");
        List<Long> offsets = instructions(f, i -> i.opcode().equals("getelementptr") && Types.I8.equals(i.auxType())
                && i.operand(0).type().equals(new IrType.PointerType(1, null)))
                .stream().map(i -> ((Value.ConstInt) i.operand(1).value()).value()).toList();
        assertEquals(List.of(particle.offsetOf(1), particle.offsetOf(3), particle.offsetOf(2)), offsets);
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void constantTablesKeepTheirInitialisers(int clang) {
        Module m = Fixtures.module("tables", clang, "Oz");
        GlobalVariable table = m.global("table");
        assertEquals(2, table.addressSpace());
        assertTrue(table.constant());
        Value.ConstAggregate values = (Value.ConstAggregate) table.initializer().value();
        long[] expected = {1, 1, 2, 6, 24, 120, 720, 5040};
        assertEquals(8, values.elements().size());
        for (int i = 0; i < 8; i++) {
            assertEquals(new Value.ConstInt(expected[i]), values.elements().get(i).value());
        }
        Value.ConstAggregate weights = (Value.ConstAggregate) m.global("weights").initializer().value();
        // 0.25f = 2^-2: exponent 125 -> 0x3E800000; 0.5f -> 0x3F000000; -1.5f: sign, exponent 127, mantissa .1
        assertEquals(new Value.ConstFloat(0x3E800000L), weights.elements().get(0).value());
        assertEquals(new Value.ConstFloat(0x3F000000L), weights.elements().get(1).value());
        assertEquals(new Value.ConstFloat(0xBFC00000L), weights.elements().get(2).value());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void switchListsCasesAndTargets(int clang) {
        Function f = Fixtures.module("tables", clang, "O0").function("lookup");
        Instruction sw = only(instructions(f, i -> i.opcode().equals("switch")));
        assertEquals(10, sw.line());
        assertEquals(5, sw.operands().size()); // condition and cases 0, 1, 2, 5
        assertEquals(List.of(0L, 1L, 2L, 5L), sw.operands().subList(1, 5).stream()
                .map(o -> ((Value.ConstInt) o.value()).value()).toList());
        assertEquals(5, sw.labels().size()); // default first
        for (String label : sw.labels()) {
            assertTrue(f.blocks().stream().anyMatch(b -> b.label().equals(label)), label);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void swizzleIsAShuffleWithTheLaneMask(int clang) {
        Function f = Fixtures.module("vectors", clang, "Oz").function("vec");
        List<Instruction> shuffles = instructions(f, i -> i.opcode().equals("shufflevector"));
        // the scalar broadcast of s uses a zeroinitializer mask; v.wzyx reverses the lanes
        assertArrayEquals(new int[] {0, 0, 0, 0}, shuffles.get(0).indices());
        assertArrayEquals(new int[] {3, 2, 1, 0}, shuffles.get(1).indices());
        assertEquals(new IrType.VectorType(4, Types.FLOAT), shuffles.get(1).type());
        assertEquals(6, shuffles.get(1).line());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void vectorConstantHasItsLanes(int clang) {
        Function f = Fixtures.module("vectors", clang, "Oz").function("vec");
        Instruction fma = only(calls(f, "llvm.fmuladd.v4f32"));
        Value.ConstAggregate lanes = (Value.ConstAggregate) fma.operand(2).value();
        // (float4)(1, 2, 3, 4): 1.0f = 0x3F800000, 2.0f = 0x40000000, 3.0f = 0x40400000, 4.0f = 0x40800000
        assertEquals(List.of(new Value.ConstFloat(0x3F800000L), new Value.ConstFloat(0x40000000L),
                        new Value.ConstFloat(0x40400000L), new Value.ConstFloat(0x40800000L)),
                lanes.elements().stream().map(Operand::value).toList());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void helperFunctionsAndAtomicsAreCalls(int clang) {
        Module m = Fixtures.module("helpers", clang, "Oz");
        Function square = m.function("square");
        assertFalse(square.kernel());
        assertEquals(2, square.line());
        Instruction mul = only(instructions(square, i -> i.opcode().equals("fmul")));
        assertEquals(List.of(new Operand(Types.FLOAT, new Value.LocalRef("0")),
                new Operand(Types.FLOAT, new Value.LocalRef("0"))), mul.operands());
        Function hist = m.function("histogram");
        assertEquals(1, calls(hist, "square").size());
        assertEquals(1, calls(hist, "clampi").size());
        Instruction add = only(calls(hist, "_Z10atomic_addPU3AS1Vii"));
        assertEquals(16, add.line());
        assertEquals(Types.I32, add.type());
        assertEquals(new Value.ConstInt(1), add.operand(1).value());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void privateArrayIsAnAlloca(int clang) {
        Function f = Fixtures.module("helpers", clang, "Oz").function("private_array");
        Instruction alloca = only(instructions(f, i -> i.opcode().equals("alloca")));
        assertEquals(new IrType.ArrayType(16, Types.I32), alloca.auxType());
        assertEquals(64, Types.allocSize(alloca.auxType()));
        assertEquals(0, ((IrType.PointerType) alloca.type()).addressSpace());
        assertTrue(alloca.operands().isEmpty());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void instructionTextIsTheSourceWithoutAttachments(int clang) {
        Function f = Fixtures.module("reduce", clang, "Oz").function("reduce");
        Instruction barrier = calls(f, "_Z7barrierj").get(0);
        assertTrue(barrier.text().startsWith("tail call spir_func void @_Z7barrierj(i32 "), barrier.text());
        assertFalse(barrier.text().contains("!dbg"), barrier.text());
        assertNotNull(barrier.flags());
        assertTrue(barrier.flags().contains("tail"));
    }
}
