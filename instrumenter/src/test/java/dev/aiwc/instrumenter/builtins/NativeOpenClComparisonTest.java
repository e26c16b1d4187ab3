package dev.aiwc.instrumenter.builtins;

import static org.jocl.CL.CL_CONTEXT_PLATFORM;
import static org.jocl.CL.CL_DEVICE_TYPE_ALL;
import static org.jocl.CL.CL_MEM_COPY_HOST_PTR;
import static org.jocl.CL.CL_MEM_READ_ONLY;
import static org.jocl.CL.CL_MEM_WRITE_ONLY;
import static org.jocl.CL.CL_TRUE;
import static org.jocl.CL.clBuildProgram;
import static org.jocl.CL.clCreateBuffer;
import static org.jocl.CL.clCreateCommandQueueWithProperties;
import static org.jocl.CL.clCreateContext;
import static org.jocl.CL.clCreateKernel;
import static org.jocl.CL.clCreateProgramWithSource;
import static org.jocl.CL.clEnqueueNDRangeKernel;
import static org.jocl.CL.clEnqueueReadBuffer;
import static org.jocl.CL.clFinish;
import static org.jocl.CL.clGetDeviceIDs;
import static org.jocl.CL.clGetPlatformIDs;
import static org.jocl.CL.clReleaseCommandQueue;
import static org.jocl.CL.clReleaseContext;
import static org.jocl.CL.clReleaseKernel;
import static org.jocl.CL.clReleaseMemObject;
import static org.jocl.CL.clReleaseProgram;
import static org.jocl.CL.clSetKernelArg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Types;
import dev.aiwc.instrumenter.types.ScalarKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jocl.CL;
import org.jocl.Pointer;
import org.jocl.Sizeof;
import org.jocl.cl_command_queue;
import org.jocl.cl_context;
import org.jocl.cl_context_properties;
import org.jocl.cl_device_id;
import org.jocl.cl_kernel;
import org.jocl.cl_mem;
import org.jocl.cl_platform_id;
import org.jocl.cl_program;
import org.jocl.cl_queue_properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Compares a sample of builtins with a native OpenCL implementation (PoCL on the CPU in CI) run through JOCL.
 * Both must be within the OpenCL 1.2 bound of the exact result, so they may differ by up to twice the bound;
 * correctly rounded and exact functions must agree bit for bit. Skipped when no OpenCL platform is installed.
 */
class NativeOpenClComparisonTest {
    private static final int N = 256;
    private static cl_context context;
    private static cl_command_queue queue;
    private static cl_device_id device;

    /** One float function: its OpenCL expression of a, b (float) and n (int), mangled name, ULP bound. */
    private record FloatCase(String expr, String mangled, String params, double ulps) {
    }

    private static final List<FloatCase> FLOAT_CASES = List.of(
            new FloatCase("sqrt(a)", "_Z4sqrtf", "f", 0),
            new FloatCase("rsqrt(a)", "_Z5rsqrtf", "f", 2),
            new FloatCase("cbrt(a)", "_Z4cbrtf", "f", 2),
            new FloatCase("exp(a)", "_Z3expf", "f", 3),
            new FloatCase("exp2(a)", "_Z4exp2f", "f", 3),
            new FloatCase("exp10(a)", "_Z5exp10f", "f", 3),
            new FloatCase("expm1(a)", "_Z5expm1f", "f", 3),
            new FloatCase("log(a)", "_Z3logf", "f", 3),
            new FloatCase("log2(a)", "_Z4log2f", "f", 3),
            new FloatCase("log10(a)", "_Z5log10f", "f", 3),
            new FloatCase("log1p(a)", "_Z5log1pf", "f", 2),
            new FloatCase("logb(a)", "_Z4logbf", "f", 0),
            new FloatCase("sin(a)", "_Z3sinf", "f", 4),
            new FloatCase("cos(a)", "_Z3cosf", "f", 4),
            new FloatCase("tan(a)", "_Z3tanf", "f", 5),
            new FloatCase("sinpi(a)", "_Z5sinpif", "f", 4),
            new FloatCase("cospi(a)", "_Z5cospif", "f", 4),
            new FloatCase("tanpi(a)", "_Z5tanpif", "f", 6),
            new FloatCase("asin(a)", "_Z4asinf", "f", 4),
            new FloatCase("acos(a)", "_Z4acosf", "f", 4),
            new FloatCase("atan(a)", "_Z4atanf", "f", 5),
            new FloatCase("asinpi(a)", "_Z6asinpif", "f", 5),
            new FloatCase("acospi(a)", "_Z6acospif", "f", 5),
            new FloatCase("atanpi(a)", "_Z6atanpif", "f", 5),
            new FloatCase("sinh(a)", "_Z4sinhf", "f", 4),
            new FloatCase("cosh(a)", "_Z4coshf", "f", 4),
            new FloatCase("tanh(a)", "_Z4tanhf", "f", 5),
            new FloatCase("asinh(a)", "_Z5asinhf", "f", 4),
            new FloatCase("acosh(a)", "_Z5acoshf", "f", 4),
            new FloatCase("atanh(a)", "_Z5atanhf", "f", 5),
            new FloatCase("erf(a)", "_Z3erff", "f", 16),
            new FloatCase("erfc(a)", "_Z4erfcf", "f", 16),
            new FloatCase("tgamma(a)", "_Z6tgammaf", "f", 16),
            new FloatCase("floor(a)", "_Z5floorf", "f", 0),
            new FloatCase("ceil(a)", "_Z4ceilf", "f", 0),
            new FloatCase("trunc(a)", "_Z5truncf", "f", 0),
            new FloatCase("round(a)", "_Z5roundf", "f", 0),
            new FloatCase("rint(a)", "_Z4rintf", "f", 0),
            new FloatCase("fabs(a)", "_Z4fabsf", "f", 0),
            new FloatCase("sign(a)", "_Z4signf", "f", 0),
            new FloatCase("degrees(a)", "_Z7degreesf", "f", 2),
            new FloatCase("radians(a)", "_Z7radiansf", "f", 2),
            new FloatCase("atan2(a, b)", "_Z5atan2ff", "ff", 6),
            new FloatCase("atan2pi(a, b)", "_Z7atan2piff", "ff", 6),
            new FloatCase("pow(a, b)", "_Z3powff", "ff", 16),
            new FloatCase("powr(a, b)", "_Z4powrff", "ff", 16),
            new FloatCase("hypot(a, b)", "_Z5hypotff", "ff", 4),
            new FloatCase("fmod(a, b)", "_Z4fmodff", "ff", 0),
            new FloatCase("remainder(a, b)", "_Z9remainderff", "ff", 0),
            new FloatCase("fmin(a, b)", "_Z4fminff", "ff", 0),
            new FloatCase("fmax(a, b)", "_Z4fmaxff", "ff", 0),
            new FloatCase("fdim(a, b)", "_Z4fdimff", "ff", 0),
            new FloatCase("maxmag(a, b)", "_Z6maxmagff", "ff", 0),
            new FloatCase("minmag(a, b)", "_Z6minmagff", "ff", 0),
            new FloatCase("copysign(a, b)", "_Z8copysignff", "ff", 0),
            new FloatCase("nextafter(a, b)", "_Z9nextafterff", "ff", 0),
            new FloatCase("step(a, b)", "_Z4stepff", "ff", 0),
            new FloatCase("fma(a, b, a)", "_Z3fmafff", "fff", 0),
            new FloatCase("mix(a, b, 0.25f)", "_Z3mixfff", "ffc", 0),
            new FloatCase("mix(a, b, 0.3f)", "_Z3mixfff", "ffc", 0),
            new FloatCase("clamp(a, -1.0f, b)", "_Z5clampfff", "fcf", 0),
            new FloatCase("smoothstep(-1.0f, 2.0f, a)", "_Z10smoothstepfff", "ccf", 4),
            new FloatCase("ldexp(a, n)", "_Z5ldexpfi", "fi", 0),
            new FloatCase("pown(a, n)", "_Z4pownfi", "fi", 16),
            new FloatCase("rootn(a, n)", "_Z5rootnfi", "fi", 16),
            new FloatCase("(float) ilogb(a)", "_Z5ilogbf", "f=i", 0),
            new FloatCase("(float) convert_int_rte(a)", "_Z15convert_int_rtef", "f=i", 0),
            new FloatCase("(float) convert_int_sat(a * 1e8f)", "", "", 0),
            new FloatCase("(float) convert_uchar_sat_rtp(a)", "_Z21convert_uchar_sat_rtpf", "f=h", 0),
            new FloatCase("(float) convert_short_sat_rtn(a * 1e4f)", "", "", 0),
            new FloatCase("convert_float_rtz(n * 1234567)", "", "", 0));

    @BeforeAll
    static void openDevice() {
        try {
            CL.setExceptionsEnabled(true);
            int[] count = new int[1];
            clGetPlatformIDs(0, null, count);
            Assumptions.assumeTrue(count[0] > 0, "no OpenCL platform");
            cl_platform_id[] platforms = new cl_platform_id[count[0]];
            clGetPlatformIDs(count[0], platforms, null);
            cl_device_id[] devices = new cl_device_id[1];
            clGetDeviceIDs(platforms[0], CL_DEVICE_TYPE_ALL, 1, devices, null);
            device = devices[0];
            cl_context_properties props = new cl_context_properties();
            props.addProperty(CL_CONTEXT_PLATFORM, platforms[0]);
            context = clCreateContext(props, 1, devices, null, null, null);
            queue = clCreateCommandQueueWithProperties(context, device, new cl_queue_properties(), null);
        } catch (Throwable t) {
            Assumptions.abort("no usable OpenCL runtime: " + t);
        }
    }

    @AfterAll
    static void closeDevice() {
        if (queue != null) {
            clReleaseCommandQueue(queue);
        }
        if (context != null) {
            clReleaseContext(context);
        }
    }

    /** Deterministic inputs: a spread of magnitudes and signs, plus values that stress rounding and domains. */
    private static float[] inputs(long seed, float scale) {
        Random random = new Random(seed);
        float[] v = new float[N];
        float[] special = {0f, -0f, 1f, -1f, 0.5f, -0.5f, 2.5f, -2.5f, 3.5f, 100f, -100f, 0.999f, 1.001f, 88f, -90f,
            Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN, 1e-3f, 255.5f, 1e30f, -1e30f};
        for (int i = 0; i < N; i++) {
            if (i < special.length) {
                v[i] = special[i];
            } else {
                double mag = Math.pow(10, random.nextDouble() * 6 - 3) * scale;
                v[i] = (float) (random.nextBoolean() ? mag : -mag);
            }
        }
        return v;
    }

    @Test
    void floatBuiltinsAgreeWithTheNativeImplementation() {
        float[] a = inputs(1, 1f);
        float[] b = inputs(2, 1f);
        int[] n = new int[N];
        Random random = new Random(3);
        for (int i = 0; i < N; i++) {
            n[i] = random.nextInt(17) - 8;
        }
        StringBuilder src = new StringBuilder(
                "__kernel void k(__global const float* A, __global const float* B, __global const int* I,"
                        + " __global float* out) {\n size_t i = get_global_id(0); float a = A[i]; float b = B[i];"
                        + " int n = I[i];\n");
        for (int c = 0; c < FLOAT_CASES.size(); c++) {
            src.append(" out[i * ").append(FLOAT_CASES.size()).append(" + ").append(c).append("] = ")
                    .append(FLOAT_CASES.get(c).expr()).append(";\n");
        }
        src.append("}\n");
        float[] out = new float[N * FLOAT_CASES.size()];
        runKernel(src.toString(), a, b, n, out);

        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (int c = 0; c < FLOAT_CASES.size(); c++) {
            FloatCase fc = FLOAT_CASES.get(c);
            if (fc.mangled().isEmpty()) {
                continue;
            }
            ResolvedBuiltin builtin = resolve(fc);
            for (int i = 0; i < N; i++) {
                float ours = evaluate(builtin, fc, a[i], b[i], n[i]);
                float theirs = out[i * FLOAT_CASES.size() + c];
                compared++;
                if (!agree(ours, theirs, fc.ulps())) {
                    failures.add(fc.expr() + " a=" + a[i] + " b=" + b[i] + " n=" + n[i] + ": ours " + ours
                            + " native " + theirs);
                }
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " of " + compared + " disagree:\n"
                + String.join("\n", failures.subList(0, Math.min(40, failures.size()))));
    }

    @Test
    void conversionsWithoutDirectNameAgree() {
        // the cases with an empty mangled name are computed here by composing builtins
        float[] a = inputs(1, 1f);
        int[] n = new int[N];
        Random random = new Random(3);
        for (int i = 0; i < N; i++) {
            n[i] = random.nextInt(17) - 8;
        }
        String src = "__kernel void k(__global const float* A, __global const float* B, __global const int* I,"
                + " __global float* out) { size_t i = get_global_id(0); float a = A[i]; int n = I[i];"
                + " out[3*i] = (float) convert_int_sat(a * 1e8f); out[3*i+1] = (float) convert_short_sat_rtn(a * 1e4f);"
                + " out[3*i+2] = convert_float_rtz(n * 1234567); }";
        float[] out = new float[3 * N];
        runKernel(src, a, new float[N], n, out);
        ResolvedBuiltin toInt = Calls.resolve("_Z15convert_int_satf", Types.I32, Types.FLOAT);
        ResolvedBuiltin toShort = Calls.resolve("_Z21convert_short_sat_rtnf", Types.I16, Types.FLOAT);
        ResolvedBuiltin toFloat = Calls.resolve("_Z17convert_float_rtzi", Types.FLOAT, Types.I32);
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            float ours0 = Calls.run(toInt, 1, Calls.fs(a[i] * 1e8f))[0];
            float ours1 = Calls.run(toShort, 1, Calls.fs(a[i] * 1e4f))[0];
            float ours2 = Calls.asF(Calls.run(toFloat, 1, Calls.ls(n[i] * 1234567))[0]);
            if (ours0 != out[3 * i] || ours1 != out[3 * i + 1] || ours2 != out[3 * i + 2]) {
                failures.add("a=" + a[i] + " n=" + n[i] + ": ours " + ours0 + "," + ours1 + "," + ours2 + " native "
                        + out[3 * i] + "," + out[3 * i + 1] + "," + out[3 * i + 2]);
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    @Test
    void floatToIntegerConversionsAgreeBitForBitWhereDefined() {
        String[] types = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong"};
        String[] suffixes = {"", "_rte", "_sat", "_sat_rtp"};
        float[] a = {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1e30f, -1e30f, 300.5f, -3.7f,
            0x1p31f, -0x1p31f, 0x1p32f, 0x1p63f, 0x1p64f, -0x1p63f, 65535.5f, -129.5f, 2.5f, -0.5f, 127.5f,
            0x1.fffffep62f, 0x1.8p63f, 4e9f, -4e9f};
        StringBuilder src = new StringBuilder("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
                + "__kernel void k(__global const float* A, __global const float* B,"
                + " __global const int* I, __global float* outf) { __global long* out = (__global long*) outf;"
                + " size_t i = get_global_id(0); float a = A[i]; double d = (double) a * 3.0; int col = 0;\n");
        for (String t : types) {
            for (String s : suffixes) {
                src.append(" out[i * 64 + col++] = (long) convert_").append(t).append(s).append("(a);\n");
                src.append(" out[i * 64 + col++] = (long) convert_").append(t).append(s).append("(d);\n");
            }
        }
        src.append("}\n");
        float[] in = new float[N];
        for (int i = 0; i < N; i++) {
            in[i] = a[i % a.length];
        }
        float[] out = new float[N * 64 * 2];
        runKernel(src.toString(), in, new float[N], new int[N], out);
        java.nio.ByteBuffer bytes = java.nio.ByteBuffer.allocate(out.length * 4).order(java.nio.ByteOrder.nativeOrder());
        bytes.asFloatBuffer().put(out);
        java.nio.LongBuffer native64 = bytes.asLongBuffer();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < a.length; i++) {
            int col = 0;
            for (String t : types) {
                ScalarKind k = ScalarKind.ofOpenClName(t);
                IrType ret = new IrType.IntType(k.bits());
                for (String s : suffixes) {
                    String name = "convert_" + t + s;
                    ResolvedBuiltin b = Calls.resolve("_Z" + name.length() + name + "f", ret, Types.FLOAT);
                    long ours = Slots.getI(Calls.run(b, 1, Calls.fs(a[i]))[0], k.bits(), k.signed());
                    long theirs = native64.get(i * 64 + col++);
                    boolean defined = s.contains("_sat") || inRange(a[i], k);
                    if (defined && ours != theirs) {
                        failures.add(name + "(" + a[i] + "f): ours " + ours + " native " + theirs);
                    }
                    double d = (double) a[i] * 3.0;
                    ResolvedBuiltin bd = Calls.resolve("_Z" + name.length() + name + "d", ret, Types.DOUBLE);
                    long oursD = Slots.getI(Calls.run(bd, 1, Calls.ds(d))[0], k.bits(), k.signed());
                    long theirsD = native64.get(i * 64 + col++);
                    if ((s.contains("_sat") || inRange(d, k)) && oursD != theirsD) {
                        failures.add(name + "(" + d + "): ours " + oursD + " native " + theirsD);
                    }
                }
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " disagree:\n" + String.join("\n", failures));
    }

    @Test
    void integerBuiltinsAgreeBitForBitForEveryType() {
        String[] types = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong"};
        String[] unary = {"abs", "clz", "popcount"};
        String[] binary = {"abs_diff", "add_sat", "sub_sat", "hadd", "rhadd", "mul_hi", "rotate", "max", "min"};
        String[] ternary = {"mad_hi", "mad_sat"};
        int perType = unary.length + binary.length + ternary.length + 1;
        StringBuilder src = new StringBuilder("__kernel void k(__global const float* A, __global const float* B,"
                + " __global const int* I, __global float* outf) { __global long* out = (__global long*) outf;"
                + " __global const long* X = (__global const long*) A; __global const long* Y ="
                + " (__global const long*) B; size_t i = get_global_id(0); int col = 0;\n");
        for (String t : types) {
            src.append(" { ").append(t).append(" x = (").append(t).append(") X[i], y = (").append(t)
                    .append(") Y[i], z = (").append(t).append(") (X[i] ^ Y[i]);\n");
            for (String f : unary) {
                src.append("  out[i * 128 + col++] = (long) ").append(f).append("(x);\n");
            }
            for (String f : binary) {
                src.append("  out[i * 128 + col++] = (long) ").append(f).append("(x, y);\n");
            }
            for (String f : ternary) {
                src.append("  out[i * 128 + col++] = (long) ").append(f).append("(x, y, z);\n");
            }
            if (t.contains("long")) {
                src.append("  out[i * 128 + col++] = 0;\n");
            } else {
                src.append("  out[i * 128 + col++] = (long) upsample(x, (u").append(t.replace("u", ""))
                        .append(") y);\n");
            }
            src.append(" }\n");
        }
        src.append("}\n");
        Random random = new Random(11);
        long[] x = new long[N];
        long[] y = new long[N];
        long[] edge = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff,
            0x7fffffffL, 0x80000000L, 0xffffffffL, 0x12345678_9abcdef0L};
        for (int i = 0; i < N; i++) {
            x[i] = i < edge.length * edge.length ? edge[i % edge.length] : random.nextLong() >> random.nextInt(64);
            y[i] = i < edge.length * edge.length ? edge[i / edge.length] : random.nextLong() >> random.nextInt(64);
        }
        float[] xa = new float[2 * N];
        float[] ya = new float[2 * N];
        java.nio.ByteBuffer bx = java.nio.ByteBuffer.allocate(16 * N).order(java.nio.ByteOrder.nativeOrder());
        bx.asLongBuffer().put(x);
        bx.asFloatBuffer().get(xa);
        java.nio.ByteBuffer by = java.nio.ByteBuffer.allocate(16 * N).order(java.nio.ByteOrder.nativeOrder());
        by.asLongBuffer().put(y);
        by.asFloatBuffer().get(ya);
        float[] out = new float[N * 128 * 2];
        runKernelSized(src.toString(), xa, ya, new int[N], out, N);
        java.nio.ByteBuffer bo = java.nio.ByteBuffer.allocate(out.length * 4).order(java.nio.ByteOrder.nativeOrder());
        bo.asFloatBuffer().put(out);
        java.nio.LongBuffer nat = bo.asLongBuffer();
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (int i = 0; i < N; i++) {
            int col = 0;
            for (String t : types) {
                ScalarKind k = ScalarKind.ofOpenClName(t);
                IrType it = new IrType.IntType(k.bits());
                long xs = Slots.putI(x[i], k.bits());
                long ys = Slots.putI(y[i], k.bits());
                long zs = Slots.putI(x[i] ^ y[i], k.bits());
                String c = k.code();
                List<String> names = new ArrayList<>();
                List<long[]> results = new ArrayList<>();
                for (String f : unary) {
                    names.add(f);
                    results.add(Calls.call("_Z" + f.length() + f + c, 1, it, Calls.params(it), Calls.ls(xs)));
                }
                for (String f : binary) {
                    names.add(f);
                    results.add(Calls.call("_Z" + f.length() + f + c + c, 1, it, Calls.params(it, it), Calls.ls(xs),
                            Calls.ls(ys)));
                }
                for (String f : ternary) {
                    names.add(f);
                    results.add(Calls.call("_Z" + f.length() + f + c + c + c, 1, it, Calls.params(it, it, it),
                            Calls.ls(xs), Calls.ls(ys), Calls.ls(zs)));
                }
                for (int j = 0; j < names.size(); j++) {
                    long ours = Slots.getI(results.get(j)[0], k.bits(), names.get(j).equals("abs")
                            || names.get(j).equals("abs_diff") ? false : k.signed());
                    long theirs = nat.get(i * 128 + col++);
                    compared++;
                    if (ours != theirs) {
                        failures.add(names.get(j) + "(" + t + " " + xs + ", " + ys + ", " + zs + "): ours " + ours
                                + " native " + theirs);
                    }
                }
                if (!t.contains("long")) {
                    ScalarKind lo = ScalarKind.integer(k.bits(), false);
                    IrType wide = new IrType.IntType(2 * k.bits());
                    long ours = Slots.getI(Calls.call("_Z8upsample" + c + lo.code(), 1, wide, Calls.params(it, it),
                            Calls.ls(xs), Calls.ls(ys))[0], 2 * k.bits(), k.signed());
                    long theirs = nat.get(i * 128 + col);
                    compared++;
                    if (ours != theirs) {
                        failures.add("upsample(" + t + " " + xs + ", " + ys + "): ours " + ours + " native " + theirs);
                    }
                }
                col++;
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " of " + compared + " disagree:\n"
                + String.join("\n", failures.subList(0, Math.min(40, failures.size()))));
    }

    @Test
    void doubleBuiltinsAgreeWithTheNativeImplementation() {
        String[][] unary = {{"sqrt", "0"}, {"rsqrt", "2"}, {"cbrt", "2"}, {"exp", "3"}, {"exp2", "3"}, {"exp10", "3"},
            {"expm1", "3"}, {"log", "3"}, {"log2", "3"}, {"log10", "3"}, {"log1p", "2"}, {"sin", "4"}, {"cos", "4"},
            {"tan", "5"}, {"sinpi", "4"}, {"cospi", "4"}, {"tanpi", "6"}, {"asin", "4"}, {"acos", "4"},
            {"atan", "5"}, {"asinpi", "5"}, {"acospi", "5"}, {"atanpi", "5"}, {"sinh", "4"}, {"cosh", "4"},
            {"tanh", "5"}, {"asinh", "4"}, {"acosh", "4"}, {"atanh", "5"}, {"erf", "16"}, {"erfc", "16"},
            {"tgamma", "16"}, {"logb", "0"}, {"round", "0"}, {"trunc", "0"}};
        String[][] binary = {{"pow", "16"}, {"powr", "16"}, {"atan2", "6"}, {"atan2pi", "6"}, {"hypot", "4"},
            {"fmod", "0"}, {"remainder", "0"}, {"fdim", "0"}, {"nextafter", "0"}, {"maxmag", "0"}};
        int cols = unary.length + binary.length;
        StringBuilder src = new StringBuilder("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
                + "__kernel void k(__global const float* A, __global const float* B, __global const int* I,"
                + " __global float* outf) { __global double* out = (__global double*) outf; size_t i ="
                + " get_global_id(0); double a = ((__global const double*) A)[i];"
                + " double b = ((__global const double*) B)[i];\n");
        for (int c = 0; c < unary.length; c++) {
            src.append(" out[i * ").append(cols).append(" + ").append(c).append("] = ").append(unary[c][0])
                    .append("(a);\n");
        }
        for (int c = 0; c < binary.length; c++) {
            src.append(" out[i * ").append(cols).append(" + ").append(unary.length + c).append("] = ")
                    .append(binary[c][0]).append("(a, b);\n");
        }
        src.append("}\n");
        float[] fa = inputs(5, 1f);
        float[] fb = inputs(6, 1f);
        Random random = new Random(7);
        double[] a = new double[N];
        double[] b = new double[N];
        for (int i = 0; i < N; i++) {
            // widen with random low bits so the inputs are not all floats
            a[i] = Double.isFinite(fa[i]) && fa[i] != 0 ? fa[i] * (1 + random.nextDouble() * 0x1p-20) : fa[i];
            b[i] = Double.isFinite(fb[i]) && fb[i] != 0 ? fb[i] * (1 + random.nextDouble() * 0x1p-20) : fb[i];
        }
        float[] out = new float[N * cols * 2];
        runKernelSized(src.toString(), asFloats(a), asFloats(b), new int[N], out, N);
        java.nio.ByteBuffer bo = java.nio.ByteBuffer.allocate(out.length * 4).order(java.nio.ByteOrder.nativeOrder());
        bo.asFloatBuffer().put(out);
        java.nio.DoubleBuffer nat = bo.asDoubleBuffer();
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (int c = 0; c < cols; c++) {
            boolean isUnary = c < unary.length;
            String[] fn = isUnary ? unary[c] : binary[c - unary.length];
            String mangled = "_Z" + fn[0].length() + fn[0] + (isUnary ? "d" : "dd");
            double bound = Double.parseDouble(fn[1]);
            for (int i = 0; i < N; i++) {
                double ours = isUnary ? Calls.callD(mangled, a[i]) : Calls.callD(mangled, a[i], b[i]);
                double theirs = nat.get(i * cols + c);
                compared++;
                boolean same = Double.doubleToLongBits(ours) == Double.doubleToLongBits(theirs)
                        || (ours != ours && theirs != theirs)
                        || (Math.abs(ours) < Double.MIN_NORMAL && Math.abs(theirs) < Double.MIN_NORMAL)
                        || (bound > 0 && Double.isFinite(ours) && Double.isFinite(theirs)
                            && Calls.ulps(ours, theirs) <= 2 * bound + 1);
                if (!same) {
                    failures.add(fn[0] + "(" + a[i] + (isUnary ? "" : ", " + b[i]) + "): ours " + ours + " native "
                            + theirs);
                }
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " of " + compared + " disagree:\n"
                + String.join("\n", failures.subList(0, Math.min(40, failures.size()))));
    }

    private static float[] asFloats(double[] v) {
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(v.length * 8).order(java.nio.ByteOrder.nativeOrder());
        buf.asDoubleBuffer().put(v);
        float[] f = new float[v.length * 2];
        buf.asFloatBuffer().get(f);
        return f;
    }

    /**
     * Whether a conversion without _sat is defined: the value rounds into the destination's range. Outside it the
     * result is implementation-defined, and PoCL's even changes with the code generated around the conversion.
     */
    private static boolean inRange(double x, ScalarKind k) {
        double lo = k.signed() ? -Math.scalb(1.0, k.bits() - 1) : 0;
        double hi = k.signed() ? Math.scalb(1.0, k.bits() - 1) : Math.scalb(1.0, k.bits());
        return Math.floor(x) >= lo && Math.ceil(x) < hi; // false for NaN
    }

    @Test
    void geometricBuiltinsAgreeWithTheNativeImplementation() {
        float[] a = inputs(21, 1f);
        float[] b = inputs(22, 1f);
        for (int i = 0; i < N; i++) {
            if (!Float.isFinite(a[i]) || Math.abs(a[i]) > 1e6f) {
                a[i] = 1.5f;
            }
            if (!Float.isFinite(b[i]) || Math.abs(b[i]) > 1e6f) {
                b[i] = -2.25f;
            }
        }
        String src = "__kernel void k(__global const float* A, __global const float* B, __global const int* I,"
                + " __global float* out) { size_t i = get_global_id(0); size_t j = (i + 1) % " + N + ";"
                + " size_t h = (i + 2) % " + N + "; size_t g = (i + 3) % " + N + ";"
                + " float4 x = (float4)(A[i], A[j], A[h], A[g]); float4 y = (float4)(B[i], B[j], B[h], B[g]);"
                + " float4 c = cross(x, y); float4 n = normalize(x);"
                + " __global float* o = out + 12 * i; o[0] = c.x; o[1] = c.y; o[2] = c.z; o[3] = c.w;"
                + " o[4] = dot(x, y); o[5] = length(x); o[6] = distance(x, y);"
                + " o[7] = n.x; o[8] = n.y; o[9] = n.z; o[10] = n.w; o[11] = dot(x.xyz, y.xyz); }";
        float[] out = new float[12 * N];
        runKernel(src, a, b, new int[N], out);
        IrType f4 = new IrType.VectorType(4, Types.FLOAT);
        IrType f3 = new IrType.VectorType(3, Types.FLOAT);
        ResolvedBuiltin cross = Calls.resolve("_Z5crossDv4_fS_", f4, f4, f4);
        ResolvedBuiltin dot = Calls.resolve("_Z3dotDv4_fS_", Types.FLOAT, f4, f4);
        ResolvedBuiltin dot3 = Calls.resolve("_Z3dotDv3_fS_", Types.FLOAT, f3, f3);
        ResolvedBuiltin length = Calls.resolve("_Z6lengthDv4_f", Types.FLOAT, f4);
        ResolvedBuiltin distance = Calls.resolve("_Z8distanceDv4_fS_", Types.FLOAT, f4, f4);
        ResolvedBuiltin normalize = Calls.resolve("_Z9normalizeDv4_f", f4, f4);
        List<String> failures = new ArrayList<>();
        long worstDot = 0;
        long worstLength = 0;
        long worstNormalize = 0;
        for (int i = 0; i < N; i++) {
            long[] x = Calls.fs(a[i], a[(i + 1) % N], a[(i + 2) % N], a[(i + 3) % N]);
            long[] y = Calls.fs(b[i], b[(i + 1) % N], b[(i + 2) % N], b[(i + 3) % N]);
            long[] c = Calls.run(cross, 4, x, y);
            for (int l = 0; l < 4; l++) {
                if (Calls.asF(c[l]) != out[12 * i + l]) {
                    failures.add("cross lane " + l + " at " + i + ": ours " + Calls.asF(c[l]) + " native "
                            + out[12 * i + l]);
                }
            }
            worstDot = Math.max(worstDot, Calls.ulps(Calls.asF(Calls.run(dot, 1, x, y)[0]), out[12 * i + 4]));
            worstDot = Math.max(worstDot, Calls.ulps(Calls.asF(Calls.run(dot3, 1, x, y)[0]), out[12 * i + 11]));
            worstLength = Math.max(worstLength, Calls.ulps(Calls.asF(Calls.run(length, 1, x)[0]), out[12 * i + 5]));
            worstLength = Math.max(worstLength, Calls.ulps(Calls.asF(Calls.run(distance, 1, x, y)[0]),
                    out[12 * i + 6]));
            long[] n = Calls.run(normalize, 4, x);
            for (int l = 0; l < 4; l++) {
                worstNormalize = Math.max(worstNormalize, Calls.ulps(Calls.asF(n[l]), out[12 * i + 7 + l]));
            }
        }
        // cross and dot follow PoCL's evaluation order exactly; length and normalize are more accurate than it
        assertTrue(failures.isEmpty(), String.join("\n", failures.subList(0, Math.min(20, failures.size()))));
        assertEquals(0, worstDot, "dot differs by " + worstDot + " ulp");
        assertTrue(worstLength <= 3 && worstNormalize <= 3, "length/distance " + worstLength + ", normalize "
                + worstNormalize + " ulp");
    }

    private static ResolvedBuiltin resolve(FloatCase fc) {
        String p = fc.params();
        String args = p.contains("=") ? p.substring(0, p.indexOf('=')) : p;
        IrType ret = !p.contains("=") ? Types.FLOAT : p.endsWith("h") ? Types.I8 : Types.I32;
        IrType[] params = new IrType[args.length()];
        for (int i = 0; i < args.length(); i++) {
            params[i] = args.charAt(i) == 'i' ? Types.I32 : Types.FLOAT;
        }
        return Calls.resolve(fc.mangled(), ret, params);
    }

    private static float evaluate(ResolvedBuiltin builtin, FloatCase fc, float a, float b, int n) {
        String p = fc.params();
        String args = p.contains("=") ? p.substring(0, p.indexOf('=')) : p;
        long[][] slots = new long[args.length()][];
        // operands in expression order: f takes a then b; c stands for the literal in the expression
        float[] literals = literals(fc.expr());
        int nextFloat = 0;
        int nextLiteral = 0;
        for (int i = 0; i < args.length(); i++) {
            char c = args.charAt(i);
            if (c == 'i') {
                slots[i] = Calls.ls(n);
            } else if (c == 'c') {
                slots[i] = Calls.fs(literals[nextLiteral++]);
            } else {
                slots[i] = Calls.fs(nextFloat++ == 0 ? a : b);
            }
        }
        if (fc.expr().startsWith("fma(a, b, a)")) {
            slots[2] = Calls.fs(a);
        }
        if (fc.expr().startsWith("smoothstep")) {
            slots[2] = Calls.fs(a);
        }
        long r = Calls.run(builtin, 1, slots)[0];
        if (!p.contains("=")) {
            return Calls.asF(r);
        }
        return p.endsWith("h") ? (float) (r & 0xff) : (float) (int) r;
    }

    private static float[] literals(String expr) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("-?\\d+\\.\\d+f").matcher(expr);
        List<Float> values = new ArrayList<>();
        while (m.find()) {
            values.add(Float.parseFloat(m.group()));
        }
        float[] out = new float[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = values.get(i);
        }
        return out;
    }

    /** Equal, both NaN, both below the normal range (a flush-to-zero device), or within 2 * bound + 1 ulps. */
    private static boolean agree(float ours, float theirs, double bound) {
        if (Float.floatToIntBits(ours) == Float.floatToIntBits(theirs) || (ours != ours && theirs != theirs)) {
            return true;
        }
        if (Math.abs(ours) < Float.MIN_NORMAL && Math.abs(theirs) < Float.MIN_NORMAL) {
            return true;
        }
        if (bound == 0 || ours != ours || theirs != theirs || Float.isInfinite(ours) != Float.isInfinite(theirs)) {
            return Float.isInfinite(ours) && Float.isInfinite(theirs) && ours == theirs;
        }
        return Calls.ulps(ours, theirs) <= 2 * bound + 1;
    }

    private static void runKernel(String source, float[] a, float[] b, int[] n, float[] out) {
        runKernelSized(source, a, b, n, out, N);
    }

    /** Runs kernel k(A, B, I, out) over {@code items} work-items; A and B may hold other data reinterpreted. */
    private static void runKernelSized(String source, float[] a, float[] b, int[] n, float[] out, int items) {
        cl_program program = clCreateProgramWithSource(context, 1, new String[] {source}, null, null);
        clBuildProgram(program, 0, null, "-cl-std=CL1.2", null, null);
        cl_kernel kernel = clCreateKernel(program, "k", null);
        cl_mem ma = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                (long) Sizeof.cl_float * a.length, Pointer.to(a), null);
        cl_mem mb = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                (long) Sizeof.cl_float * b.length, Pointer.to(b), null);
        cl_mem mn = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (long) Sizeof.cl_int * N,
                Pointer.to(n), null);
        cl_mem mo = clCreateBuffer(context, CL_MEM_WRITE_ONLY, (long) Sizeof.cl_float * out.length, null, null);
        clSetKernelArg(kernel, 0, Sizeof.cl_mem, Pointer.to(ma));
        clSetKernelArg(kernel, 1, Sizeof.cl_mem, Pointer.to(mb));
        clSetKernelArg(kernel, 2, Sizeof.cl_mem, Pointer.to(mn));
        clSetKernelArg(kernel, 3, Sizeof.cl_mem, Pointer.to(mo));
        clEnqueueNDRangeKernel(queue, kernel, 1, null, new long[] {items}, null, 0, null, null);
        clEnqueueReadBuffer(queue, mo, CL_TRUE, 0, (long) Sizeof.cl_float * out.length, Pointer.to(out), 0, null,
                null);
        clFinish(queue);
        clReleaseMemObject(ma);
        clReleaseMemObject(mb);
        clReleaseMemObject(mn);
        clReleaseMemObject(mo);
        clReleaseKernel(kernel);
        clReleaseProgram(program);
    }
}
