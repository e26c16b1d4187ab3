package dev.aiwc.instrumenter.ir;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import static dev.aiwc.instrumenter.ir.Fixtures.calls;
import static dev.aiwc.instrumenter.ir.Fixtures.instructions;
import static dev.aiwc.instrumenter.ir.Fixtures.only;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** cl20.cl (OpenCL 2.0 atomics, half, printf, images) as compiled by clang 13 to 16 and 19. */
class OpenCl20FixtureTest {

    @Test
    void clang19EmitsAtomicInstructionsWithOrderings() {
        Function k = Fixtures.module("cl20", 19, "Oz").function("k2");
        Instruction add = only(instructions(k, i -> i.opcode().equals("atomicrmw")));
        assertEquals("add", add.predicate());
        assertEquals(13, add.line());
        assertEquals(new IrType.PointerType(1, null), add.operand(0).type());
        assertEquals(new Operand(Types.I32, new Value.ConstInt(1)), add.operand(1));
        assertEquals(Set.of("monotonic"), add.flags()); // __ATOMIC_RELAXED
        Instruction cx = only(instructions(k, i -> i.opcode().equals("cmpxchg")));
        assertEquals(15, cx.line());
        assertEquals(Set.of("seq_cst", "failure:acquire"), cx.flags());
        assertEquals(List.of(Types.I32, Types.I1), ((IrType.StructType) cx.type()).fields());
        assertEquals(new Value.ConstInt(3), cx.operand(2).value());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16})
    void olderClangsCallTheAtomicLibraryFunction(int clang) {
        Function k = Fixtures.module("cl20", clang, "Oz").function("k2");
        Instruction call = only(calls(k, "__opencl_atomic_fetch_add_4"));
        assertEquals(13, call.line());
        // value 1, order 0 (relaxed), scope 1 (work-group)
        assertEquals(List.of(new Value.ConstInt(1), new Value.ConstInt(0), new Value.ConstInt(1)),
                call.operands().subList(1, 4).stream().map(Operand::value).toList());
        assertEquals(4, ((IrType.PointerType) call.operand(0).type()).addressSpace()); // generic
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void halfConstantsAreRawHalfBits(int clang) {
        Function k = Fixtures.module("cl20", clang, "Oz").function("k2");
        Instruction fma = only(calls(k, "llvm.fmuladd.f16"));
        assertEquals(20, fma.line());
        // 1.5 = 1.1b x 2^0: exponent 15, mantissa 0x200 -> 0x3E00
        assertEquals(new Value.ConstFloat(0x3E00L), fma.operand(1).value());
        // 0.1 = 1.6 x 2^-4: exponent 11 -> 0x2C00, mantissa round(0.6 x 1024) = 614 = 0x266 -> 0x2E66
        assertEquals(new Value.ConstFloat(0x2E66L), fma.operand(2).value());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void printfIsAVariadicCallOnAConstantString(int clang) {
        Module m = Fixtures.module("cl20", clang, "Oz");
        Instruction printf = only(calls(m.function("k2"), "printf"));
        assertEquals(27, printf.line());
        IrType.FunctionType ft = (IrType.FunctionType) printf.auxType();
        assertTrue(ft.varArgs());
        assertEquals(1, ft.params().size());
        assertEquals(3, printf.operands().size());
        assertEquals(Types.DOUBLE, printf.operand(2).type());
        GlobalVariable msg = m.global("msg");
        assertEquals(2, msg.addressSpace());
        assertArrayEquals("value %d %f\n\0".getBytes(StandardCharsets.US_ASCII),
                ((Value.ConstBytes) msg.initializer().value()).bytes());
        if (clang <= 15) {
            // typed pointers need a constant getelementptr to decay the array
            Instruction gep = ((Value.ConstExpr) printf.operand(0).value()).expression();
            assertEquals(new Value.GlobalRef("msg"), gep.operand(0).value());
        } else {
            assertEquals(new Value.GlobalRef("msg"), printf.operand(0).value());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15, 16, 19})
    void programScopeGlobalAndPackedStruct(int clang) {
        Module m = Fixtures.module("cl20", clang, "Oz");
        GlobalVariable counter = m.global("counter");
        assertEquals(1, counter.addressSpace());
        assertFalse(counter.constant());
        assertEquals(new Value.ConstInt(5), counter.initializer().value());
        IrType.StructType packed = m.structs().get("struct.packed_t");
        assertTrue(packed.packed());
        assertEquals(7, packed.sizeInBytes()); // int then char[3], no padding
        assertEquals(1, packed.alignment());
    }

    @ParameterizedTest
    @ValueSource(ints = {16, 19})
    void imageAndSamplerArgumentsArePointersInTheirAddressSpaces(int clang) {
        // clang 16 spells them ptr addrspace(1) / ptr addrspace(2); clang 19 as target("spirv.Image"/"spirv.Sampler")
        Function k = Fixtures.module("cl20", clang, "Oz").function("k2");
        assertEquals(new IrType.PointerType(1, null), k.parameters().get(6).type());
        assertEquals(new IrType.PointerType(2, null), k.parameters().get(7).type());
        KernelArgInfo info = k.argInfo();
        assertEquals("read_only", info.accessQualifiers().get(6));
        assertEquals(List.of("image2d_t", "sampler_t"), info.typeNames().subList(6, 8));
        assertEquals("_Atomic(int)*", info.baseTypeNames().get(0));
        assertEquals(List.of(1, 1, 1, 1, 3, 1, 1, 0, 1), info.addressSpaces());
    }

    @ParameterizedTest
    @ValueSource(ints = {13, 14, 15})
    void typedImageArgumentsPointToOpaqueStructs(int clang) {
        Module m = Fixtures.module("cl20", clang, "Oz");
        IrType.PointerType img = (IrType.PointerType) m.function("k2").parameters().get(6).type();
        assertEquals(1, img.addressSpace());
        IrType.StructType opaque = assertInstanceOf(IrType.StructType.class, img.pointee());
        assertEquals("opencl.image2d_ro_t", opaque.name());
        assertTrue(opaque.fields().isEmpty());
    }
}
