package dev.aiwc.instrumenter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aiwc.instrumenter.builtins.ParamType.Named;
import dev.aiwc.instrumenter.builtins.ParamType.Pointer;
import dev.aiwc.instrumenter.builtins.ParamType.Scalar;
import dev.aiwc.instrumenter.builtins.ParamType.Vector;
import dev.aiwc.instrumenter.types.ScalarKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Names below are copied from clang-16 -target spir64 output for OpenCL C 1.2 and 2.0 kernels. */
class MangledNameTest {

    private static Scalar s(ScalarKind k) {
        return new Scalar(k);
    }

    @Test
    void scalarFunction() {
        MangledName m = MangledName.parse("_Z4sqrtf");
        assertEquals("sqrt", m.name());
        assertEquals(List.of(s(ScalarKind.FLOAT)), m.params());
    }

    @Test
    void vectorParameterAndFirstSubstitution() {
        MangledName m = MangledName.parse("_Z3dotDv4_fS_");
        assertEquals("dot", m.name());
        assertEquals(List.of(new Vector(ScalarKind.FLOAT, 4), new Vector(ScalarKind.FLOAT, 4)), m.params());
    }

    @Test
    void scalarBroadcastOverload() {
        MangledName m = MangledName.parse("_Z5clampDv4_fff");
        assertEquals(List.of(new Vector(ScalarKind.FLOAT, 4), s(ScalarKind.FLOAT), s(ScalarKind.FLOAT)), m.params());
    }

    @Test
    void conversionNameWithDigitsAndUnderscores() {
        MangledName m = MangledName.parse("_Z22convert_short8_sat_rteDv8_f");
        assertEquals("convert_short8_sat_rte", m.name());
        assertEquals(List.of(new Vector(ScalarKind.FLOAT, 8)), m.params());
    }

    @Test
    void privatePointerHasAddressSpaceZero() {
        MangledName m = MangledName.parse("_Z6sincosfPf");
        assertEquals(new Pointer(s(ScalarKind.FLOAT), 0, false, false, false), m.param(1));
    }

    @Test
    void genericPointerOfOpenCl20() {
        MangledName m = MangledName.parse("_Z6sincosfPU3AS4f");
        assertEquals(new Pointer(s(ScalarKind.FLOAT), 4, false, false, false), m.param(1));
    }

    @Test
    void pointerToSubstitutedVector() {
        MangledName m = MangledName.parse("_Z6sincosDv8_fPU3AS4S_");
        assertEquals(new Pointer(new Vector(ScalarKind.FLOAT, 8), 4, false, false, false), m.param(1));
    }

    @Test
    void constGlobalPointerOfVload() {
        MangledName m = MangledName.parse("_Z6vload3mPU3AS1Kf");
        assertEquals("vload3", m.name());
        assertEquals(s(ScalarKind.ULONG), m.param(0));
        assertEquals(new Pointer(s(ScalarKind.FLOAT), 1, true, false, false), m.param(1));
    }

    @Test
    void volatileGlobalPointerOfAtomic() {
        MangledName m = MangledName.parse("_Z14atomic_cmpxchgPU3AS1Vjjj");
        assertEquals(List.of(new Pointer(s(ScalarKind.UINT), 1, false, true, false), s(ScalarKind.UINT),
                s(ScalarKind.UINT)), m.params());
    }

    @Test
    void halfPointer() {
        MangledName m = MangledName.parse("_Z10vload_halfmPU3AS1KDh");
        assertEquals(new Pointer(s(ScalarKind.HALF), 1, true, false, false), m.param(1));
    }

    @Test
    void namedEventTypeAndQualifiedSubstitution() {
        MangledName m = MangledName.parse("_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event");
        assertEquals(List.of(new Pointer(new Vector(ScalarKind.FLOAT, 4), 3, false, false, false),
                new Pointer(new Vector(ScalarKind.FLOAT, 4), 1, true, false, false), s(ScalarKind.ULONG),
                new Named("ocl_event")), m.params());
    }

    @Test
    void substitutionsNumberedInBase36OrderOfAppearance() {
        // f(const global float*, const global float*, global float*, float4, float4, local float4*,
        //   local float4*, const local float4*, volatile global int*, volatile global int*, size_t, bool,
        //   global float4* restrict, constant int*, private half*)
        MangledName m = MangledName.parse(
                "_Z1fPU3AS1KfS0_PU3AS1fDv4_fS3_PU3AS3S3_S5_PU3AS3KS3_PU3AS1ViS9_mbPU3AS1S3_PU3AS2iPDh");
        Vector f4 = new Vector(ScalarKind.FLOAT, 4);
        assertEquals(List.of(
                new Pointer(s(ScalarKind.FLOAT), 1, true, false, false),
                new Pointer(s(ScalarKind.FLOAT), 1, true, false, false),
                new Pointer(s(ScalarKind.FLOAT), 1, false, false, false),
                f4, f4,
                new Pointer(f4, 3, false, false, false),
                new Pointer(f4, 3, false, false, false),
                new Pointer(f4, 3, true, false, false),
                new Pointer(s(ScalarKind.INT), 1, false, true, false),
                new Pointer(s(ScalarKind.INT), 1, false, true, false),
                s(ScalarKind.ULONG), s(ScalarKind.BOOL),
                new Pointer(f4, 1, false, false, false),
                new Pointer(s(ScalarKind.INT), 2, false, false, false),
                new Pointer(s(ScalarKind.HALF), 0, false, false, false)), m.params());
    }

    @Test
    void laterSubstitutionOfPointer() {
        MangledName m = MangledName.parse("_Z1fPU3AS1Dv4_fS1_S1_S1_Dv4_jS2_Dv2_m");
        Pointer p = new Pointer(new Vector(ScalarKind.FLOAT, 4), 1, false, false, false);
        assertEquals(List.of(p, p, p, p, new Vector(ScalarKind.UINT, 4), new Vector(ScalarKind.UINT, 4),
                new Vector(ScalarKind.ULONG, 2)), m.params());
    }

    @Test
    void unsignedCharParameters() {
        MangledName m = MangledName.parse("_Z6rotatehh");
        assertEquals(List.of(s(ScalarKind.UCHAR), s(ScalarKind.UCHAR)), m.params());
    }

    @Test
    void voidParameterListIsEmpty() {
        MangledName m = MangledName.parse("_Z13get_global_idj");
        assertEquals(List.of(s(ScalarKind.UINT)), m.params());
        MangledName none = MangledName.parse("_Z12get_work_dimv");
        assertEquals("get_work_dim", none.name());
        assertTrue(none.params().isEmpty());
    }

    @Test
    void notMangledNamesGiveNull() {
        assertNull(MangledName.parse("llvm.fmuladd.f32"));
        assertNull(MangledName.parse("my_kernel"));
        assertNull(MangledName.parse("_Z"));
        assertNull(MangledName.parse("_Z4sqrt"));
        assertNull(MangledName.parse("_ZN3foo3barEv"));
        assertNull(MangledName.parse("_Z3fooS_"));
    }

    @Test
    void toStringSpellsTheOpenClSignature() {
        assertEquals("clamp(float4, float, float)", MangledName.parse("_Z5clampDv4_fff").toString());
    }

    @Test
    void scalarKindFacts() {
        assertTrue(ScalarKind.UCHAR.integer());
        assertFalse(ScalarKind.UCHAR.signed());
        assertFalse(ScalarKind.HALF.integer());
        assertEquals(ScalarKind.ULONG, ScalarKind.ofOpenClName("ulong"));
    }
}
