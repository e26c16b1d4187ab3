package dev.aiwc.instrumenter.differential;

import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.spec.ElementType;
import dev.aiwc.instrumenter.spec.RunSpec;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seeded generator of random OpenCL kernels whose results are fully defined, so any two correct devices agree
 * bit for bit on integers and floats:
 * <ul>
 *   <li>signed +, -, * and negation go through uint (no signed overflow); division and remainder guard 0 and
 *       INT_MIN/-1; shift amounts are masked; float-to-int conversions are range-guarded;</li>
 *   <li>{@code #pragma OPENCL FP_CONTRACT OFF} and only correctly rounded float operations (+ - * / sqrt fmin fmax
 *       fabs floor ceil trunc copysign) inside the computation, so no fma contraction or builtin error can be
 *       amplified; one transcendental goes straight to an output (compared within the ulp bound);</li>
 *   <li>loops have small bounded trip counts; private arrays are initialised and indexed modulo their size;</li>
 *   <li>__local memory is written, fenced by a barrier, read, and fenced again, only in uniform control flow;</li>
 *   <li>atomics use one commutative operation per counter and never use the returned old value.</li>
 * </ul>
 * Signature: {@code (const int *ia, const float *fa, int *io, float *fo, int *acc, __local int *lm,
 * __local int *lacc)}.
 */
final class RandomKernel {

    static final int INPUTS = 80;
    static final int OUTS = 5;

    private final SplittableRandom rng;
    private final StringBuilder body = new StringBuilder();
    private int loopDepth;
    private int loopVar;
    private final String name;
    final int global;
    final int local;

    final long seed;

    RandomKernel(long seed) {
        this.seed = seed;
        this.rng = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 17);
        this.name = "gen_" + seed;
        int[] locals = {8, 16, 32};
        this.local = locals[rng.nextInt(locals.length)];
        this.global = local * (1 + rng.nextInt(4));
    }

    String name() {
        return name;
    }

    private String source;

    /** The kernel's OpenCL C source (generated once, before the input data, so both are fixed by the seed). */
    String source() {
        if (source == null) {
            source = generate();
        }
        return source;
    }

    private String generate() {
        body.setLength(0);
        line(1, "int gid = get_global_id(0), lid = get_local_id(0), lsz = get_local_size(0);");
        line(1, "int i0 = ia[gid % " + INPUTS + "], i1 = ia[(gid * 7 + 3) % " + INPUTS + "], i2 = gid, i3 = " + smallConst() + ";");
        line(1, "float f0 = fa[gid % " + INPUTS + "], f1 = fa[(gid * 5 + 1) % " + INPUTS + "], f2 = (float)lid * 0.25f, f3 = "
                + floatConst() + ";");
        line(1, "int arr[8] = {gid, 1, 2, 3, i0, i1, -7, 11};");
        line(1, "int4 v4 = (int4)(i0, i1, gid, 3);");
        line(1, "float4 w4 = (float4)(f0, f1, 0.5f, -2.0f);");
        line(1, "if (lid == 0) lacc[0] = 0;");
        line(1, "barrier(CLK_LOCAL_MEM_FENCE);");
        int statements = 6 + rng.nextInt(10);
        for (int s = 0; s < statements; s++) {
            if (rng.nextInt(6) == 0) {
                localPhase();
            } else {
                statement(1, 0);
            }
        }
        line(1, "barrier(CLK_LOCAL_MEM_FENCE);");
        line(1, "if (lid == 0) atomic_add(&acc[7], lacc[0]);");
        line(1, "i0 = (int)((uint)i0 + (uint)arr[gid & 7] + (uint)v4.x + (uint)v4.w);");
        line(1, "f0 = f0 + w4.x - w4.z;");
        for (int k = 0; k < 4; k++) {
            line(1, "io[gid * " + OUTS + " + " + k + "] = i" + k + ";");
            line(1, "fo[gid * " + OUTS + " + " + k + "] = f" + k + ";");
        }
        line(1, "io[gid * " + OUTS + " + 4] = v4.y ^ v4.z;");
        line(1, "fo[gid * " + OUTS + " + 4] = " + transcendental() + ";");
        return "__kernel void " + name + "(__global const int *ia, __global const float *fa, __global int *io,\n"
                + "        __global float *fo, __global int *acc, __local int *lm, __local int *lacc)\n{\n"
                + body + "}\n";
    }

    /** A run spec for the source at {@code source}: seeded inputs, zeroed outputs, one launch. */
    RunSpec spec(Path source) {
        return new RunSpec(null, RunSpec.Format.JSON, source, "", buffers(), List.of(invocation()));
    }

    /** Buffers named {@code <kernel>.<buffer>} so kernels can share one spec. */
    List<RunSpec.BufferSpec> buffers() {
        source();
        ByteBuffer ia = ByteBuffer.allocate(INPUTS * 4).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer fa = ByteBuffer.allocate(INPUTS * 4).order(ByteOrder.LITTLE_ENDIAN);
        // A generator of its own, so the inputs are the same however often they are asked for.
        SplittableRandom data = new SplittableRandom(seed ^ 0x5DEECE66DL);
        for (int k = 0; k < INPUTS; k++) {
            int kind = data.nextInt(4);
            ia.putInt(kind == 0 ? data.nextInt() : kind == 1 ? data.nextInt(-10, 11)
                    : kind == 2 ? (data.nextBoolean() ? Integer.MIN_VALUE : -1) : data.nextInt(-100000, 100000));
            fa.putFloat((float) (data.nextDouble() * 16 - 8));
        }
        ByteBuffer acc = ByteBuffer.allocate(32).order(ByteOrder.LITTLE_ENDIAN);
        int[] initial = {0, 0, 0, Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 0, 0};
        for (int v : initial) {
            acc.putInt(v);
        }
        return List.of(
                buffer("ia", ElementType.INT, ia.array(), ia.capacity()),
                buffer("fa", ElementType.FLOAT, fa.array(), fa.capacity()),
                buffer("io", ElementType.INT, null, (long) global * OUTS * 4),
                buffer("fo", ElementType.FLOAT, null, (long) global * OUTS * 4),
                buffer("acc", ElementType.INT, acc.array(), acc.capacity()));
    }

    /** The launch of this kernel on its own buffers. */
    RunSpec.Invocation invocation() {
        List<RunSpec.Arg> args = List.of(arg("ia"), arg("fa"), arg("io"), arg("fo"), arg("acc"),
                new RunSpec.LocalArg(local * 4L, 0), new RunSpec.LocalArg(4, 0));
        return new RunSpec.Invocation(name, NDRange.of(new long[]{global}, new long[]{local}), args, 0);
    }

    private RunSpec.BufferArg arg(String buffer) {
        return new RunSpec.BufferArg(name + "." + buffer, 0);
    }

    private RunSpec.BufferSpec buffer(String buffer, ElementType type, byte[] data, long bytes) {
        String n = name + "." + buffer;
        return new RunSpec.BufferSpec(n, n, type, bytes, data, false, false, RunSpec.Access.READ_WRITE);
    }

    private void line(int indent, String text) {
        body.append("    ".repeat(indent)).append(text).append('\n');
    }

    /** A local-memory phase in uniform control flow: write, barrier, read a neighbour, barrier (maybe looped). */
    private void localPhase() {
        int v = rng.nextInt(4);
        int shift = 1 + rng.nextInt(7);
        if (rng.nextBoolean()) {
            line(1, "lm[lid] = " + intExpr(2) + ";");
            line(1, "barrier(CLK_LOCAL_MEM_FENCE);");
            line(1, "i" + v + " = (int)((uint)i" + v + " + (uint)lm[(lid + " + shift + ") % lsz]);");
            line(1, "barrier(CLK_LOCAL_MEM_FENCE);");
        } else {
            String r = "r" + (loopVar++);
            line(1, "for (int " + r + " = 0; " + r + " < " + (2 + rng.nextInt(3)) + "; " + r + "++) {");
            line(2, "lm[lid] = (int)((uint)i" + v + " * 3u + (uint)" + r + ");");
            line(2, "barrier(CLK_LOCAL_MEM_FENCE);");
            line(2, "i" + v + " = (int)((uint)i" + v + " ^ (uint)lm[(lid + " + shift + ") % lsz]);");
            line(2, "barrier(CLK_LOCAL_MEM_FENCE);");
            line(1, "}");
        }
    }

    private void statement(int indent, int depth) {
        int kind = rng.nextInt(depth >= 2 ? 7 : 10);
        switch (kind) {
            case 0, 1 -> line(indent, "i" + rng.nextInt(4) + " = " + intExpr(3) + ";");
            case 2 -> line(indent, "i" + rng.nextInt(4) + " = (int)((uint)i" + rng.nextInt(4) + " + (uint)(" + intExpr(2) + "));");
            case 3, 4 -> line(indent, "f" + rng.nextInt(4) + " = " + floatExpr(3) + ";");
            case 5 -> {
                switch (rng.nextInt(5)) {
                    case 0 -> line(indent, "arr[(uint)(" + intExpr(2) + ") & 7u] = " + intExpr(2) + ";");
                    case 1 -> line(indent, "v4 = v4.wzyx + (int4)(" + intExpr(1) + ", " + intExpr(1) + ", 1, -1);");
                    case 2 -> line(indent, "v4." + "xyzw".charAt(rng.nextInt(4)) + " = " + intExpr(2) + ";");
                    case 3 -> line(indent, "w4 = w4 * (float4)(" + floatExpr(1) + ") - w4.yxwz;");
                    default -> line(indent, "w4." + "xyzw".charAt(rng.nextInt(4)) + " = " + floatExpr(2) + ";");
                }
            }
            case 6 -> atomic(indent);
            case 7 -> {
                line(indent, "if (" + condition() + ") {");
                statement(indent + 1, depth + 1);
                statement(indent + 1, depth + 1);
                if (rng.nextBoolean()) {
                    line(indent, "} else {");
                    statement(indent + 1, depth + 1);
                }
                line(indent, "}");
            }
            case 8 -> {
                if (loopDepth >= 2) {
                    statement(indent, depth + 1);
                    return;
                }
                String k = "k" + (loopVar++);
                loopDepth++;
                line(indent, "for (int " + k + " = 0; " + k + " < ((uint)(" + intExpr(1) + ") & 7u); " + k + "++) {");
                line(indent + 1, "i" + rng.nextInt(4) + " = (int)((uint)i" + rng.nextInt(4) + " * 3u + (uint)" + k + ");");
                statement(indent + 1, depth + 1);
                if (rng.nextInt(3) == 0) {
                    line(indent + 1, "if (" + condition() + ") " + (rng.nextBoolean() ? "break;" : "continue;"));
                }
                line(indent, "}");
                loopDepth--;
            }
            default -> {
                line(indent, "switch ((uint)(" + intExpr(1) + ") % 4u) {");
                for (int c = 0; c < 3; c++) {
                    line(indent, "case " + c + ":");
                    statement(indent + 1, depth + 1);
                    if (rng.nextInt(4) != 0) {
                        line(indent + 1, "break;");
                    }
                }
                line(indent, "default:");
                statement(indent + 1, depth + 1);
                line(indent, "}");
            }
        }
    }

    private void atomic(int indent) {
        String e = intExpr(2);
        switch (rng.nextInt(8)) {
            case 0 -> line(indent, "atomic_add(&acc[0], " + e + ");");
            case 1 -> line(indent, "atomic_or(&acc[1], " + e + ");");
            case 2 -> line(indent, "atomic_xor(&acc[2], " + e + ");");
            case 3 -> line(indent, "atomic_max(&acc[3], " + e + ");");
            case 4 -> line(indent, "atomic_min(&acc[4], " + e + ");");
            case 5 -> line(indent, "atomic_and(&acc[5], " + e + ");");
            case 6 -> line(indent, "atomic_inc(&acc[6]);");
            default -> line(indent, "atomic_add(&lacc[0], " + e + ");");
        }
    }

    private String condition() {
        return condition(2);
    }

    private String condition(int depth) {
        int d = Math.max(0, depth);
        return switch (rng.nextInt(4)) {
            case 0 -> "(" + intExpr(d) + ") " + cmp() + " (" + intExpr(d) + ")";
            case 1 -> "(" + floatExpr(d) + ") " + cmp() + " (" + floatExpr(d) + ")";
            case 2 -> "((uint)(" + intExpr(d) + ") & " + (1 + rng.nextInt(7)) + "u) != 0";
            default -> "(" + intExpr(d - 1) + ") " + cmp() + " 0 && (" + intExpr(d - 1) + ") " + cmp() + " 0";
        };
    }

    private String cmp() {
        return new String[]{"<", "<=", ">", ">=", "==", "!="}[rng.nextInt(6)];
    }

    private String smallConst() {
        return Integer.toString(rng.nextInt(-20, 21));
    }

    private String floatConst() {
        return String.format(java.util.Locale.ROOT, "%.3ff", rng.nextDouble() * 8 - 4);
    }

    private String intExpr(int depth) {
        if (depth <= 0 || rng.nextInt(4) == 0) {
            return switch (rng.nextInt(7)) {
                case 0, 1 -> "i" + rng.nextInt(4);
                case 2 -> smallConst();
                case 3 -> rng.nextBoolean() ? "gid" : "lid";
                case 4 -> "ia[(uint)(i" + rng.nextInt(4) + ") % " + INPUTS + "u]";
                case 5 -> "arr[(uint)(i" + rng.nextInt(4) + ") & 7u]";
                default -> "v4." + "xyzw".charAt(rng.nextInt(4));
            };
        }
        String a = intExpr(depth - 1);
        String b = intExpr(depth - 1);
        return switch (rng.nextInt(19)) {
            case 0 -> "(int)((uint)(" + a + ") + (uint)(" + b + "))";
            case 1 -> "(int)((uint)(" + a + ") - (uint)(" + b + "))";
            case 2 -> "(int)((uint)(" + a + ") * (uint)(" + b + "))";
            case 3 -> "div_s(" + a + ", " + b + ")";
            case 4 -> "rem_s(" + a + ", " + b + ")";
            case 5 -> "(int)((uint)(" + a + ") << ((uint)(" + b + ") & 31u))";
            case 6 -> "((" + a + ") >> ((" + b + ") & 31))";
            case 7 -> "(int)((uint)(" + a + ") >> ((uint)(" + b + ") & 31u))";
            case 8 -> "((" + a + ") " + "&|^".charAt(rng.nextInt(3)) + " (" + b + "))";
            case 9 -> "((" + a + ") " + cmp() + " (" + b + "))";
            case 10 -> "((" + condition(depth - 2) + ") ? (" + a + ") : (" + b + "))";
            case 11 -> (rng.nextBoolean() ? "min" : "max") + "(" + a + ", " + b + ")";
            case 12 -> "(int)abs(" + a + ")";
            case 13 -> "(int)(0u - (uint)(" + a + "))";
            case 14 -> "(int)popcount(" + a + ") + (int)clz(" + b + ")";
            case 15 -> "(int)rotate((uint)(" + a + "), (uint)(" + b + "))";
            case 16 -> "mul_hi(" + a + ", " + b + ")";
            case 17 -> (rng.nextBoolean() ? "add_sat" : "hadd") + "(" + a + ", " + b + ")";
            default -> "f2i(" + floatExpr(depth - 1) + ")";
        };
    }

    private String floatExpr(int depth) {
        if (depth <= 0 || rng.nextInt(4) == 0) {
            return switch (rng.nextInt(6)) {
                case 0, 1 -> "f" + rng.nextInt(4);
                case 2 -> floatConst();
                case 3 -> "fa[(uint)(i" + rng.nextInt(4) + ") % " + INPUTS + "u]";
                case 4 -> "(float)(" + intExpr(0) + ")";
                default -> "w4." + "xyzw".charAt(rng.nextInt(4));
            };
        }
        String a = floatExpr(depth - 1);
        String b = floatExpr(depth - 1);
        return switch (rng.nextInt(13)) {
            case 0, 1 -> "((" + a + ") + (" + b + "))";
            case 2 -> "((" + a + ") - (" + b + "))";
            case 3, 4 -> "((" + a + ") * (" + b + "))";
            case 5 -> "((" + a + ") / (fabs(" + b + ") + 0.5f))";
            case 6 -> (rng.nextBoolean() ? "fmin" : "fmax") + "(" + a + ", " + b + ")";
            case 7 -> "sqrt(fabs(" + a + "))";
            case 8 -> new String[]{"floor", "ceil", "trunc", "fabs"}[rng.nextInt(4)] + "(" + a + ")";
            case 9 -> "copysign(" + a + ", " + b + ")";
            case 10 -> "((" + condition(depth - 2) + ") ? (" + a + ") : (" + b + "))";
            case 11 -> "(float)(" + intExpr(depth - 1) + ")";
            default -> "(-(" + a + "))";
        };
    }

    private String transcendental() {
        String arg = "fmin(fmax(f" + rng.nextInt(4) + ", -50.0f), 50.0f)";
        return switch (rng.nextInt(4)) {
            case 0 -> "sin(" + arg + ")";
            case 1 -> "exp(" + arg + " * 0.1f)";
            case 2 -> "log(fabs(" + arg + ") + 1.0f)";
            default -> "cos(" + arg + ")";
        };
    }

    /** Helpers every generated kernel uses: division and remainder defined for every input, guarded conversion. */
    static final String PRELUDE = """
            #pragma OPENCL FP_CONTRACT OFF
            int div_s(int a, int b) { return (b == 0 || (a == INT_MIN && b == -1)) ? a : a / b; }
            int rem_s(int a, int b) { return (b == 0 || (a == INT_MIN && b == -1)) ? 0 : a % b; }
            int f2i(float f) { return (f > -1.0e9f && f < 1.0e9f) ? (int)f : 0; }
            """;

    /** The complete program text. */
    String program() {
        return PRELUDE + source();
    }
}
