package dev.aiwc.instrumenter.ir;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Hand-written IR for syntax that clang 16 does not emit for the fixtures: LLVM 17-19 forms, atomics, constants. */
class IrSyntaxTest {

    private static final IrType.PointerType PTR = new IrType.PointerType(0, null);
    private static final IrType.PointerType GLOBAL_PTR = new IrType.PointerType(1, null);

    private static Module parse(String ir) {
        return IrParser.parse(ir, "test.ll");
    }

    /** Parses one function body (entry block first) and returns its instructions in order. */
    private static List<Instruction> body(String params, String instructions) {
        Module m = parse("define void @f(" + params + ") {\n" + instructions + "\n}\n"
                + "declare i32 @g(i32)\n");
        return m.function("f").blocks().stream().flatMap(b -> b.instructions().stream()).toList();
    }

    private static Instruction first(String params, String instructions) {
        return body(params, instructions).get(0);
    }

    private static Value constant(String type, String literal) {
        Module m = parse("@c = global " + type + " " + literal + "\n");
        return m.global("c").initializer().value();
    }

    // ------------------------------------------------------------------------------------------- float constants

    @Test
    void hexFloatLiteralIsDoubleFormatNarrowedExactlyToFloat() {
        // 0.1f is 0x3DCCCCCD; widened to double it is 0x3FB99999A0000000, the form LLVM prints
        assertEquals(new Value.ConstFloat(0x3DCCCCCDL), constant("float", "0x3FB99999A0000000"));
    }

    @Test
    void smallestFloatDenormalConvertsExactly() {
        // 2^-149 has the double exponent 1023 - 149 = 874 = 0x36A and is float bit pattern 1
        assertEquals(new Value.ConstFloat(1L), constant("float", "0x36A0000000000000"));
    }

    @Test
    void floatInfinityAndNanKeepTheirClass() {
        assertEquals(new Value.ConstFloat(0xFF800000L), constant("float", "0xFFF0000000000000"));
        assertEquals(new Value.ConstFloat(0x7FC00000L), constant("float", "0x7FF8000000000000"));
    }

    @Test
    void doubleHexLiteralIsKeptAsIs() {
        assertEquals(new Value.ConstFloat(0x3FF0000000000000L), constant("double", "0x3FF0000000000000"));
    }

    @Test
    void halfLiteralUsesTheHPrefix() {
        // 1.0 in IEEE half: exponent 15 -> 0x3C00
        assertEquals(new Value.ConstFloat(0x3C00L), constant("half", "0xH3C00"));
    }

    @Test
    void decimalLiteralsGiveTheBitsOfTheirType() {
        // -0.25f: sign 1, exponent 125 (0x7D) -> 0xBE800000
        assertEquals(new Value.ConstFloat(0xBE800000L), constant("float", "-2.500000e-01"));
        // 1.5 in half: exponent 15, mantissa 0.5 -> 0x3E00
        assertEquals(new Value.ConstFloat(0x3E00L), constant("half", "1.5"));
        assertEquals(new Value.ConstFloat(Double.doubleToRawLongBits(2.5)), constant("double", "2.500000e+00"));
    }

    @Test
    void floatLiteralThatIsNotExactlyAFloatIsRejected() {
        // 0.1 as a double is not representable as a float; LLVM rejects it too
        IrParseException e = assertThrows(IrParseException.class,
                () -> parse("@c = global float 0x3FB999999999999A\n"));
        assertEquals(1, e.line());
        assertTrue(e.getMessage().contains("invalid for type float"), e.getMessage());
    }

    // ------------------------------------------------------------------------------------------- other constants

    @Test
    void integerConstantsAreSignExtendedFromTheirWidth() {
        assertEquals(new Value.ConstInt(-1), constant("i8", "255"));
        assertEquals(new Value.ConstInt(-1), constant("i64", "18446744073709551615"));
        assertEquals(new Value.ConstInt(1), constant("i1", "true"));
        assertEquals(new Value.ConstInt(-5), constant("i32", "-5"));
    }

    @Test
    void byteStringDecodesHexEscapes() {
        Value.ConstBytes b = (Value.ConstBytes) constant("[6 x i8]", "c\"hi\\0A\\00\\22!\"");
        assertArrayEquals(new byte[] {'h', 'i', '\n', 0, '"', '!'}, b.bytes());
    }

    @Test
    void structArrayAndVectorConstantsNest() {
        Module m = parse("""
                %pair = type { i32, float }
                @a = addrspace(1) global [2 x %pair] [%pair { i32 7, float 1.000000e+00 }, %pair zeroinitializer], align 4
                @v = global <4 x i32> splat (i32 3)
                @u = global <2 x i8> <i8 undef, i8 poison>
                """);
        Value.ConstAggregate arr = (Value.ConstAggregate) m.global("a").initializer().value();
        Value.ConstAggregate first = (Value.ConstAggregate) arr.elements().get(0).value();
        assertEquals(new Operand(Types.I32, new Value.ConstInt(7)), first.elements().get(0));
        assertEquals(new Value.ConstFloat(0x3F800000L), first.elements().get(1).value());
        assertInstanceOf(Value.ConstZero.class, arr.elements().get(1).value());
        assertEquals(1, m.global("a").addressSpace());
        Value.ConstAggregate splat = (Value.ConstAggregate) m.global("v").initializer().value();
        assertEquals(4, splat.elements().size());
        assertEquals(new Value.ConstInt(3), splat.elements().get(3).value());
        Value.ConstAggregate u = (Value.ConstAggregate) m.global("u").initializer().value();
        assertInstanceOf(Value.ConstUndef.class, u.elements().get(0).value());
        assertInstanceOf(Value.ConstPoison.class, u.elements().get(1).value());
    }

    @Test
    void nestedConstantExpressionsBecomeInstructions() {
        Module m = parse("""
                @t = addrspace(1) global [4 x i32] zeroinitializer
                @p = global ptr addrspacecast (ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @t, i64 0, i64 2) to ptr)
                """);
        Value.ConstExpr cast = (Value.ConstExpr) m.global("p").initializer().value();
        assertEquals("addrspacecast", cast.expression().opcode());
        assertEquals(PTR, cast.expression().type());
        Value.ConstExpr gep = (Value.ConstExpr) cast.expression().operand(0).value();
        assertEquals("getelementptr", gep.expression().opcode());
        assertEquals(new IrType.ArrayType(4, Types.I32), gep.expression().auxType());
        assertEquals(new Value.GlobalRef("t"), gep.expression().operand(0).value());
        assertEquals(new Value.ConstInt(2), gep.expression().operand(2).value());
        assertEquals(GLOBAL_PTR, gep.expression().type());
    }

    @Test
    void typedPointerConstantExpressionsKeepPointeeTypes() {
        Module m = parse("""
                @b = addrspace(1) global [4 x i8] zeroinitializer
                @q = global i32 addrspace(1)* bitcast ([4 x i8] addrspace(1)* @b to i32 addrspace(1)*)
                @r = global i64 ptrtoint (i8 addrspace(1)* getelementptr ([4 x i8], [4 x i8] addrspace(1)* @b, i64 0, i64 1) to i64)
                """);
        Instruction cast = ((Value.ConstExpr) m.global("q").initializer().value()).expression();
        assertEquals(new IrType.PointerType(1, Types.I32), cast.type());
        assertEquals(new IrType.PointerType(1, new IrType.ArrayType(4, Types.I8)), cast.operand(0).type());
        Instruction p2i = ((Value.ConstExpr) m.global("r").initializer().value()).expression();
        assertEquals("ptrtoint", p2i.opcode());
        Instruction gep = ((Value.ConstExpr) p2i.operand(0).value()).expression();
        assertEquals(new IrType.PointerType(1, Types.I8), gep.type());
    }

    @Test
    void inrangeGepConstantsInBothSpellings() {
        Module m = parse("""
                @vt = constant { [3 x ptr] } zeroinitializer
                @old = global ptr getelementptr inbounds ({ [3 x ptr] }, ptr @vt, i32 0, inrange i32 0, i32 2)
                @new = global ptr getelementptr inbounds inrange(-16, 8) ({ [3 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)
                """);
        for (String name : List.of("old", "new")) {
            Instruction gep = ((Value.ConstExpr) m.global(name).initializer().value()).expression();
            assertEquals(4, gep.operands().size(), name);
            assertTrue(gep.flags().contains("inrange"), name);
            assertEquals(new Value.ConstInt(2), gep.operand(3).value());
        }
    }

    // ------------------------------------------------------------------------------------------- types

    @Test
    void forwardReferencedAndPackedStructsAreLaidOut() {
        Module m = parse("""
                %outer = type { %inner, i8 }
                %inner = type { i64 }
                %packed = type <{ i8, i32 }>
                %opaque.t = type opaque
                %list = type { i32, %list* }
                @o = global %outer zeroinitializer
                @h = global %opaque.t* null
                """);
        IrType.StructType outer = m.structs().get("outer");
        // inner: 8 bytes aligned to 8; the i8 follows at 8; 9 bytes padded to 16
        assertEquals(8, outer.offsetOf(1));
        assertEquals(16, outer.sizeInBytes());
        IrType.StructType packed = m.structs().get("packed");
        assertTrue(packed.packed());
        assertEquals(1, packed.offsetOf(1));
        assertEquals(5, packed.sizeInBytes());
        assertTrue(m.structs().get("opaque.t").fields().isEmpty());
        IrType.StructType list = m.structs().get("list");
        assertEquals(new IrType.PointerType(0, list), list.fields().get(1));
        assertEquals(16, list.sizeInBytes());
    }

    @Test
    void undefinedNamedTypeIsAnError() {
        IrParseException e = assertThrows(IrParseException.class, () -> parse("@x = global %missing zeroinitializer\n"));
        assertTrue(e.getMessage().contains("%missing"), e.getMessage());
    }

    @Test
    void externalGlobalHasNoInitialiserAndEndsBeforeTheNextGlobal() {
        Module m = parse("""
                $grp = comdat any
                @ext = external addrspace(3) global [16 x float], align 4
                @next = dso_local local_unnamed_addr addrspace(2) constant i32 5, section ".rodata", comdat($grp), align 4, !dbg !0
                !0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
                !1 = distinct !DIGlobalVariable(name: "next", line: 3, isLocal: false, isDefinition: true)
                """);
        assertNull(m.global("ext").initializer());
        assertEquals(3, m.global("ext").addressSpace());
        GlobalVariable next = m.global("next");
        assertTrue(next.constant());
        assertEquals(2, next.addressSpace());
        assertEquals(4, next.alignment());
        assertEquals(new Value.ConstInt(5), next.initializer().value());
    }

    // ------------------------------------------------------------------------------------------- instructions

    @Test
    void llvm17To19FlagsAreRecorded() {
        List<Instruction> is = body("i32 %x, i64 %y, ptr %p", """
                  %a = or disjoint i32 %x, 1
                  %b = zext nneg i32 %x to i64
                  %c = trunc nuw nsw i64 %y to i32
                  %d = icmp samesign ult i32 %x, 7
                  %e = getelementptr inbounds nuw i8, ptr %p, i64 4
                  %f = getelementptr nusw i8, ptr %p, i64 %y
                  %g = uitofp nneg i32 %x to float
                  ret void""");
        assertEquals(Set.of("disjoint"), is.get(0).flags());
        assertEquals(Set.of("nneg"), is.get(1).flags());
        assertEquals(Types.I64, is.get(1).type());
        assertEquals(Set.of("nuw", "nsw"), is.get(2).flags());
        assertEquals("ult", is.get(3).predicate());
        assertEquals(Types.I1, is.get(3).type());
        assertEquals(Set.of("inbounds", "nuw"), is.get(4).flags());
        assertEquals(Types.I8, is.get(4).auxType());
        assertEquals(PTR, is.get(4).type());
        assertEquals(Set.of("nusw"), is.get(5).flags());
        assertEquals(Types.FLOAT, is.get(6).type());
    }

    @Test
    void fastMathFlagsAreRecorded() {
        List<Instruction> is = body("float %a, float %b, i1 %c", """
                  %x = fadd fast float %a, %b
                  %y = fmul nnan ninf nsz arcp contract afn reassoc float %a, 2.000000e+00
                  %z = fcmp nnan olt float %a, %b
                  %s = select nsz i1 %c, float %a, float %b
                  %n = fneg fast float %a
                  ret void""");
        assertEquals(Set.of("fast"), is.get(0).flags());
        assertEquals(Set.of("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"), is.get(1).flags());
        assertEquals(new Value.ConstFloat(0x40000000L), is.get(1).operand(1).value());
        assertEquals("olt", is.get(2).predicate());
        assertEquals(List.of(new Value.LocalRef("c"), new Value.LocalRef("a"), new Value.LocalRef("b")),
                is.get(3).operands().stream().map(Operand::value).toList());
        assertEquals(Types.FLOAT, is.get(3).type());
        assertEquals("fneg", is.get(4).opcode());
        assertEquals(1, is.get(4).operands().size());
    }

    @Test
    void atomicsCarryOperationOrderingAndScope() {
        List<Instruction> is = body("ptr addrspace(1) %p, ptr addrspace(3) %q", """
                  %old = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("device") seq_cst, align 4
                  %f = atomicrmw volatile fadd ptr addrspace(3) %q, float 1.000000e+00 monotonic, align 4
                  %pair = cmpxchg weak ptr addrspace(1) %p, i32 0, i32 1 seq_cst acquire, align 4
                  %ok = extractvalue { i32, i1 } %pair, 1
                  fence syncscope("workgroup") acq_rel
                  store atomic i32 2, ptr addrspace(1) %p syncscope("workgroup") release, align 4
                  %l = load atomic volatile i32, ptr addrspace(1) %p monotonic, align 4
                  ret void""");
        Instruction rmw = is.get(0);
        assertEquals("add", rmw.predicate());
        assertEquals(Types.I32, rmw.type());
        assertEquals(Set.of("seq_cst", "syncscope:device"), rmw.flags());
        assertEquals(new Operand(GLOBAL_PTR, new Value.LocalRef("p")), rmw.operand(0));
        assertEquals("fadd", is.get(1).predicate());
        assertEquals(Set.of("volatile", "monotonic"), is.get(1).flags());
        Instruction cx = is.get(2);
        assertEquals(3, cx.operands().size());
        IrType.StructType result = (IrType.StructType) cx.type();
        assertEquals(List.of(Types.I32, Types.I1), result.fields());
        assertEquals(Set.of("weak", "seq_cst", "failure:acquire"), cx.flags());
        assertEquals(Types.I1, is.get(3).type());
        assertArrayEquals(new int[] {1}, is.get(3).indices());
        assertEquals("fence", is.get(4).opcode());
        assertEquals(Set.of("syncscope:workgroup", "acq_rel"), is.get(4).flags());
        assertEquals(Set.of("atomic", "release", "syncscope:workgroup"), is.get(5).flags());
        assertEquals(Set.of("atomic", "volatile", "monotonic"), is.get(6).flags());
        assertEquals(Types.I32, is.get(6).type());
    }

    @Test
    void aggregateAndVectorOperations() {
        List<Instruction> is = body("<4 x i32> %v, i32 %x", """
                  %a = insertvalue { i32, float } undef, i32 %x, 0
                  %b = extractvalue { i32, float } %a, 1
                  %c = extractelement <4 x i32> %v, i64 2
                  %d = insertelement <4 x i32> %v, i32 %x, i32 0
                  %e = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 0, i32 undef, i32 poison, i32 1>
                  %f = shufflevector <4 x i32> %v, <4 x i32> %d, <2 x i32> <i32 7, i32 4>
                  %g = freeze i32 %x
                  ret void""");
        assertEquals(2, is.get(0).operands().size());
        assertArrayEquals(new int[] {0}, is.get(0).indices());
        assertEquals(Types.FLOAT, is.get(1).type());
        assertEquals(Types.I32, is.get(2).type());
        assertEquals(new IrType.VectorType(4, Types.I32), is.get(3).type());
        assertArrayEquals(new int[] {0, -1, -1, 1}, is.get(4).indices());
        assertArrayEquals(new int[] {7, 4}, is.get(5).indices());
        assertEquals(new IrType.VectorType(2, Types.I32), is.get(5).type());
        assertEquals(Types.I32, is.get(6).type());
    }

    @Test
    void callWithoutFunctionTypeBuildsItFromTheArguments() {
        Module m = parse("""
                %struct.S = type { i64, i32 }
                define i32 @f(ptr %s) {
                  %r = call spir_func noundef i32 @g(i32 noundef 1, ptr byval(%struct.S) align 8 %s) #0
                  ret i32 %r
                }
                declare i32 @g(i32, ptr)
                attributes #0 = { convergent nounwind "uniform-work-group-size"="true" memory(argmem: readwrite) }
                """);
        Instruction call = m.function("f").blocks().get(0).instructions().get(0);
        assertEquals(new IrType.FunctionType(Types.I32, List.of(Types.I32, PTR), false), call.auxType());
        assertEquals("g", call.calleeName());
        assertEquals(Types.I32, call.type());
        assertEquals(List.of(new Operand(Types.I32, new Value.ConstInt(1)), new Operand(PTR, new Value.LocalRef("s"))),
                call.operands());
    }

    @Test
    void variadicCallKeepsItsWrittenFunctionType() {
        Module m = parse("""
                @fmt = addrspace(2) constant [4 x i8] c"%d\\0A\\00"
                define void @f(i32 %x) {
                  %1 = tail call i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @fmt, i32 %x)
                  ret void
                }
                declare i32 @printf(ptr addrspace(2), ...)
                """);
        Instruction call = m.function("f").blocks().get(0).instructions().get(0);
        assertEquals(new IrType.FunctionType(Types.I32, List.of(new IrType.PointerType(2, null)), true),
                call.auxType());
        assertEquals(2, call.operands().size());
        assertEquals("1", call.result());
    }

    @Test
    void llvm19CallSyntaxWithRangeAndNewParameterAttributes() {
        Module m = parse("""
                define spir_kernel void @k(ptr addrspace(1) nocapture noundef writeonly initializes((0, 4)) align 4 %out, ptr captures(none) %q, float nofpclass(nan inf) %f) {
                entry:
                  %id = tail call range(i64 0, 4294967296) i64 @_Z13get_global_idj(i32 noundef 0) #1
                    #dbg_value(i64 %id, !7, !DIExpression(), !8)
                  %idx = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %id
                  store float %f, ptr addrspace(1) %idx, align 4, !tbaa !9
                  ret void
                }
                declare i64 @_Z13get_global_idj(i32 noundef)
                attributes #1 = { nounwind willreturn memory(none) }
                !7 = !DILocalVariable(name: "id", scope: !10, file: !11, line: 3, type: !12)
                !8 = !DILocation(line: 3, column: 5, scope: !10)
                !9 = !{!"float", !13, i64 0}
                !10 = distinct !DISubprogram(name: "k", scope: !11, file: !11, line: 1, spFlags: DISPFlagDefinition)
                !11 = !DIFile(filename: "k.cl", directory: "/src")
                !12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
                !13 = !{!"omnipotent char", !14, i64 0}
                !14 = !{!"Simple C/C++ TBAA"}
                """);
        Function k = m.function("k");
        assertTrue(k.kernel());
        assertEquals(List.of("out", "q", "f"), k.parameters().stream().map(Parameter::name).toList());
        BasicBlock entry = k.blocks().get(0);
        assertEquals("entry", entry.label());
        assertEquals(List.of("call", "getelementptr", "store", "ret"),
                entry.instructions().stream().map(Instruction::opcode).toList());
        assertEquals(Types.I64, entry.instructions().get(0).type());
        assertEquals("store float %f, ptr addrspace(1) %idx, align 4", entry.instructions().get(2).text());
    }

    @Test
    void debugIntrinsicsTakeMetadataOperands() {
        List<Instruction> is = body("i32 %x", """
                  call void @llvm.dbg.value(metadata i32 %x, metadata !5, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32))
                  ret void""");
        Instruction dbg = is.get(0);
        assertEquals(3, dbg.operands().size());
        assertEquals(new Operand(Types.METADATA, new Value.MetadataValue("i32 %x")), dbg.operand(0));
        assertEquals(new Value.MetadataValue("!5"), dbg.operand(1).value());
        assertNull(dbg.result());
    }

    @Test
    void phiSwitchAndBranchesNameTheirBlocks() {
        Module m = parse("""
                define i32 @f(i32 %0) {
                  switch i32 %0, label %4 [
                    i32 0, label %2
                    i32 -1, label %3
                  ]
                2:
                  br label %4
                3:
                  %cond = icmp eq i32 %0, -1
                  br i1 %cond, label %4, label %5
                4:
                  %6 = phi i32 [ 1, %2 ], [ %0, %1 ], [ 3, %3 ]
                  ret i32 %6
                5:
                  unreachable
                }
                """);
        Function f = m.function("f");
        assertEquals(List.of("1", "2", "3", "4", "5"), f.blocks().stream().map(BasicBlock::label).toList());
        Instruction sw = f.blocks().get(0).instructions().get(0);
        assertEquals(List.of("4", "2", "3"), sw.labels());
        assertEquals(new Value.ConstInt(-1), sw.operand(2).value());
        Instruction br = f.blocks().get(2).instructions().get(1);
        assertEquals(List.of("4", "5"), br.labels());
        assertEquals(new Value.LocalRef("cond"), br.operand(0).value());
        Instruction phi = f.blocks().get(3).instructions().get(0);
        assertEquals(List.of("2", "1", "3"), phi.labels());
        assertEquals(List.of(new Value.ConstInt(1), new Value.LocalRef("0"), new Value.ConstInt(3)),
                phi.operands().stream().map(Operand::value).toList());
    }

    @Test
    void allocaWithCountAndAddressSpace() {
        List<Instruction> is = body("i32 %n", """
                  %a = alloca [4 x float], align 16
                  %b = alloca i32, i32 %n, align 4, addrspace(5)
                  ret void""");
        assertEquals(new IrType.ArrayType(4, Types.FLOAT), is.get(0).auxType());
        assertEquals(PTR, is.get(0).type());
        assertEquals(List.of(new Operand(Types.I32, new Value.LocalRef("n"))), is.get(1).operands());
        assertEquals(new IrType.PointerType(5, null), is.get(1).type());
    }

    @Test
    void typedPointerGepResultPointsToTheIndexedField() {
        Module m = parse("""
                %struct.P = type { i8, <4 x float>, [3 x i16] }
                define void @f(%struct.P addrspace(1)* %p) {
                  %a = getelementptr inbounds %struct.P, %struct.P addrspace(1)* %p, i64 1, i32 2, i64 1
                  %b = load i16, i16 addrspace(1)* %a, align 2
                  ret void
                }
                """);
        Instruction gep = m.function("f").blocks().get(0).instructions().get(0);
        assertEquals(new IrType.PointerType(1, Types.I16), gep.type());
        // offset of field 2 under spir64: i8 at 0, <4 x float> at 16 (16 bytes), [3 x i16] at 32
        assertEquals(32, ((IrType.StructType) gep.auxType()).offsetOf(2));
    }

    @Test
    void quotedNamesAreUnquoted() {
        Module m = parse("""
                @"odd name" = global i32 0
                define void @"my kernel"(i32 %"a b") {
                "the entry":
                  store i32 %"a b", ptr @"odd name", align 4
                  ret void
                }
                """);
        Function f = m.function("my kernel");
        assertEquals("a b", f.parameters().get(0).name());
        assertEquals("the entry", f.blocks().get(0).label());
        assertEquals(new Value.GlobalRef("odd name"), f.blocks().get(0).instructions().get(0).operand(1).value());
    }

    @Test
    void functionHeaderExtrasAreSkipped() {
        Module m = parse("""
                $h = comdat any
                define linkonce_odr hidden spir_func noundef i32 @h(i32 noundef %x) local_unnamed_addr addrspace(0) #0 comdat section ".text.h" align 16 !dbg !3 {
                  ret i32 %x
                }
                declare extern_weak spir_func void @w() #0
                attributes #0 = { nounwind }
                !llvm.dbg.cu = !{!0}
                !0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", emissionKind: LineTablesOnly, flags: DIFlagPrototyped | DIFlagAllCallsDescribed)
                !1 = !DIFile(filename: "h.cl", directory: "/tmp")
                !3 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 42, unit: !0)
                """);
        Function h = m.function("h");
        assertFalse(h.kernel());
        assertEquals(42, h.line());
        assertNull(h.argInfo());
        assertTrue(m.function("w").declaration());
        assertEquals("h.cl", m.sourceFile());
    }

    @Test
    void inlinedLocationReportsItsOwnLine() {
        Module m = parse("""
                define void @f() !dbg !3 {
                  ret void, !dbg !5
                }
                !1 = !DIFile(filename: "a.cl", directory: "/tmp")
                !3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2)
                !4 = !DILocation(line: 9, column: 1, scope: !3)
                !5 = !DILocation(line: 4, column: 7, scope: !3, inlinedAt: !4)
                """);
        assertEquals(4, m.function("f").blocks().get(0).instructions().get(0).line());
    }

    @Test
    void spir12KernelListMarksKernels() {
        Module m = parse("""
                define void @k(float addrspace(1)* %a) {
                  ret void
                }
                define void @helper() {
                  ret void
                }
                !opencl.kernels = !{!0}
                !0 = !{void (float addrspace(1)*)* @k, !1}
                !1 = !{!"kernel_arg_addr_space", i32 1}
                """);
        assertTrue(m.function("k").kernel());
        assertFalse(m.function("helper").kernel());
    }

    @Test
    void unnamedResultOfANonVoidCallTakesTheNextNumber() {
        Module m = parse("""
                define void @f(i32 %0) {
                  call i32 @g(i32 %0)
                  %3 = add i32 %2, 1
                  ret void
                }
                declare i32 @g(i32)
                """);
        // %0 is the parameter, %1 the entry block, so the call's value is %2
        assertEquals("2", m.function("f").blocks().get(0).instructions().get(0).result());
    }

    @Test
    void targetExtensionTypesReadAsOpaquePointers() {
        List<Instruction> is = body("target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0) %img", """
                  %e = alloca target("spirv.Event"), align 8
                  store target("spirv.Event") zeroinitializer, ptr %e, align 8
                  ret void""");
        assertEquals(PTR, is.get(0).auxType());
        assertEquals(new Operand(PTR, new Value.ConstNull()), is.get(1).operand(0));
    }

    @Test
    void structIndexedBeforeItsDefinitionIsAClearError() {
        IrParseException e = assertThrows(IrParseException.class, () -> parse("""
                define void @f(%late* %p) {
                  %q = getelementptr %late, %late* %p, i64 0, i32 1
                  ret void
                }
                %late = type { i32, i32 }
                """));
        assertEquals(2, e.line());
        assertTrue(e.getMessage().contains("%late must be defined before"), e.getMessage());
    }

    // ------------------------------------------------------------------------------------------- errors

    @Test
    void unsupportedInstructionsNameThemselvesAndTheirLine() {
        for (String bad : List.of("%v = va_arg ptr %ap, i32", "invoke void @g() to label %a unwind label %b",
                "indirectbr ptr %ap, [label %a]", "callbr void asm \"\", \"\"() to label %a []",
                "%lp = landingpad { ptr, i32 } cleanup")) {
            IrParseException e = assertThrows(IrParseException.class,
                    () -> parse("define void @f(ptr %ap) {\n  " + bad + "\n}\n"));
            assertEquals(2, e.line(), bad);
            assertEquals("test.ll", e.file());
            String op = bad.startsWith("%") ? bad.split(" ")[2] : bad.split(" ")[0];
            assertTrue(e.getMessage().contains("'" + op + "' is not supported"), e.getMessage());
        }
    }

    @Test
    void syntaxErrorSaysWhatWasExpectedAndWhere() {
        IrParseException e = assertThrows(IrParseException.class, () -> parse("""
                define void @f() {
                  %a = add i32 1, 2
                  %b = load , ptr %a
                  ret void
                }
                """));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().startsWith("test.ll:3: expected a type"), e.getMessage());
    }

    @Test
    void missingTerminatorIsReported() {
        IrParseException e = assertThrows(IrParseException.class, () -> parse("""
                define void @f() {
                  %a = add i32 1, 2
                }
                """));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("terminator"), e.getMessage());
    }

    @Test
    void nonAsciiBytesInStringsSurvive() {
        Module m = parse("@s = constant [2 x i8] c\"\\C3\\A9\"\n");
        assertArrayEquals("é".getBytes(StandardCharsets.UTF_8),
                ((Value.ConstBytes) m.global("s").initializer().value()).bytes());
    }
}
