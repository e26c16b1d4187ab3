package dev.aiwc.instrumenter.exec;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Compiles a decoded kernel's blocks to JVM bytecode: each operation the interpreter would dispatch becomes its
 * expression on the register array with constant slots, and branches become jumps, so the JIT sees loops of
 * straight-line code. The compiled code has the interpreter's semantics exactly: it calls the same helpers for
 * memory ({@link GroupExecutor#loadI32} and friends, which check bounds and emit the MEMORY event) and enters each
 * block through {@link GroupExecutor#enter} (instruction accounting, budget, BLOCK event). Operations it does not
 * cover (calls, returns, barriers, switches, traps) end the compiled run: the interpreter takes over at that
 * operation and comes back at the next branch. Operations that move several registers or bytes call the
 * interpreter's {@link GroupExecutor#op} in place.
 *
 * <p>Blocks are grouped into static methods of a bounded size (the JIT does not compile methods over 8,000 bytes of
 * bytecode); a driver calls the method holding the next block when control leaves a method. The class is written
 * as version 49, which needs no stack map frames, and defined as a hidden class in this package.
 */
final class BlockCompiler {
    /** Estimated bytecode per method, well under the JIT's 8,000-byte limit for huge methods. */
    private static final int METHOD_BUDGET = 4000;
    /** Blocks of more operations than this stay interpreted (their method would be too large to JIT). */
    private static final int MAX_BLOCK_OPS = 120;
    /** Kernels of more blocks stay interpreted (the driver's switch would be too large). */
    private static final int MAX_BLOCKS = 400;

    private static final String EX = "dev/aiwc/instrumenter/exec/GroupExecutor";
    private static final String BASE = "dev/aiwc/instrumenter/exec/CompiledBlocks";
    private static final String SCALAR_OPS = "dev/aiwc/instrumenter/exec/ScalarOps";
    private static final String METHOD_DESC = "(L" + EX + ";[JII)I";
    // locals of the block methods
    private static final int L_EX = 0;
    private static final int L_R = 1;
    private static final int L_B = 2;
    private static final int L_BLOCK = 3;
    private static final int L_TEMP = 4;

    /** Kernels compiled so far in this process (for tests that check the compiled path is taken). */
    private static final AtomicInteger COMPILED = new AtomicInteger();

    private final DecodedKernel k;
    private final int[] c;
    /** Method index of each block, -1 when the block stays interpreted. */
    private final int[] methodOf;
    private Label[] labels;
    private int currentMethod;

    private BlockCompiler(DecodedKernel k) {
        this.k = k;
        this.c = k.code;
        this.methodOf = new int[k.blockPc.length];
    }

    /** The compiled blocks of {@code k}, or null when it is too large to compile usefully. */
    static CompiledBlocks compile(DecodedKernel k) {
        int blocks = k.blockPc.length;
        if (blocks == 0 || blocks > MAX_BLOCKS) {
            return null;
        }
        try {
            byte[] bytes = new BlockCompiler(k).generate();
            MethodHandles.Lookup lookup = MethodHandles.lookup().defineHiddenClass(bytes, true);
            CompiledBlocks compiled = (CompiledBlocks) lookup.findConstructor(lookup.lookupClass(),
                    MethodType.methodType(void.class)).invoke();
            COMPILED.incrementAndGet();
            return compiled;
        } catch (Throwable t) {
            // Compilation is an optimisation: the interpreter runs every kernel on its own.
            if (System.getenv("AIWC_DEBUG") != null) {
                t.printStackTrace();
            }
            return null;
        }
    }

    static int compiledCount() {
        return COMPILED.get();
    }

    private byte[] generate() {
        int blocks = k.blockPc.length;
        // group consecutive blocks into methods of bounded estimated size
        int methods = 0;
        int budget = 0;
        for (int block = 0; block < blocks; block++) {
            int ops = countOps(k.blockPc[block]);
            if (ops > MAX_BLOCK_OPS) {
                methodOf[block] = -1;
                continue;
            }
            int size = 40 * ops + 40;
            if (methods == 0 || budget + size > METHOD_BUDGET) {
                methods++;
                budget = 0;
            }
            budget += size;
            methodOf[block] = methods - 1;
        }
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        String name = "dev/aiwc/instrumenter/exec/Compiled_" + sanitize(k.name);
        cw.visit(Opcodes.V1_5, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, name, null, BASE, null);
        MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitMethodInsn(Opcodes.INVOKESPECIAL, BASE, "<init>", "()V", false);
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        for (int m = 0; m < methods; m++) {
            writeMethod(cw, m);
        }
        writeDriver(cw, name);
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static String sanitize(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) {
            b.append(Character.isJavaIdentifierPart(ch) ? ch : '_');
        }
        return b.toString();
    }

    /**
     * Operations from {@code pc} to the block's end, or up to the first one left to the interpreter, plus the phi
     * moves of its branch (each about as much bytecode as an operation).
     */
    private int countOps(int pc) {
        int n = 0;
        while (true) {
            int len = length(pc);
            n++;
            if (len <= 0) {
                return n;
            }
            if (c[pc] == Op.JMP) {
                return n + Math.abs(c[pc + 2]);
            }
            if (c[pc] == Op.BR) {
                return n + Math.abs(c[pc + 4]) + Math.abs(c[pc + c[pc + 2] + 1]);
            }
            pc += len;
        }
    }

    /**
     * {@code int run(GroupExecutor ex, long[] r, int b, int block)}: calls the method of each block until one
     * returns a pc to interpret ({@code < 0}); a block left to the interpreter is entered here.
     */
    private void writeDriver(ClassWriter cw, String name) {
        MethodVisitor mv = cw.visitMethod(0, "run", METHOD_DESC, null, null);
        mv.visitCode();
        int blocks = k.blockPc.length;
        Label loop = new Label();
        Label interpreted = new Label();
        Label[] cases = new Label[blocks];
        for (int i = 0; i < blocks; i++) {
            cases[i] = methodOf[i] < 0 ? interpreted : new Label();
        }
        mv.visitLabel(loop);
        mv.visitVarInsn(Opcodes.ILOAD, 4);
        mv.visitTableSwitchInsn(0, blocks - 1, interpreted, cases);
        Label dispatched = new Label();
        for (int i = 0; i < blocks; i++) {
            if (methodOf[i] < 0) {
                continue;
            }
            mv.visitLabel(cases[i]);
            mv.visitVarInsn(Opcodes.ALOAD, 1);
            mv.visitVarInsn(Opcodes.ALOAD, 2);
            mv.visitVarInsn(Opcodes.ILOAD, 3);
            mv.visitVarInsn(Opcodes.ILOAD, 4);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, name, "m" + methodOf[i], METHOD_DESC, false);
            mv.visitJumpInsn(Opcodes.GOTO, dispatched);
        }
        // a block the compiled code does not cover: enter it and interpret from its first operation
        mv.visitLabel(interpreted);
        mv.visitInsn(Opcodes.ICONST_M1);
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitVarInsn(Opcodes.ILOAD, 4);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "enter", "(I)I", false);
        mv.visitInsn(Opcodes.ISUB);
        mv.visitInsn(Opcodes.IRETURN);
        // the next block, or a pc to interpret
        mv.visitLabel(dispatched);
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(Opcodes.ISTORE, 4);
        mv.visitJumpInsn(Opcodes.IFGE, loop);
        mv.visitVarInsn(Opcodes.ILOAD, 4);
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** {@code static int m<i>(GroupExecutor ex, long[] r, int b, int block)}: the blocks of method {@code m}. */
    private void writeMethod(ClassWriter cw, int m) {
        currentMethod = m;
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "m" + m, METHOD_DESC, null, null);
        mv.visitCode();
        int first = -1;
        int last = -1;
        for (int block = 0; block < methodOf.length; block++) {
            if (methodOf[block] == m) {
                if (first < 0) {
                    first = block;
                }
                last = block;
            }
        }
        labels = new Label[last - first + 1];
        Label unreachable = new Label();
        Label[] cases = new Label[labels.length];
        for (int i = 0; i < labels.length; i++) {
            if (methodOf[first + i] == m) {
                labels[i] = new Label();
                cases[i] = labels[i];
            } else {
                cases[i] = unreachable;
            }
        }
        mv.visitVarInsn(Opcodes.ILOAD, L_BLOCK);
        mv.visitTableSwitchInsn(first, last, unreachable, cases);
        for (int block = first; block <= last; block++) {
            if (methodOf[block] != m) {
                continue;
            }
            mv.visitLabel(labels[block - first]);
            // enter: accounting, budget and the BLOCK event
            mv.visitVarInsn(Opcodes.ALOAD, L_EX);
            push(mv, block);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "enter", "(I)I", false);
            mv.visitInsn(Opcodes.POP);
            writeBlock(mv, k.blockPc[block], first);
        }
        // only blocks of this method are dispatched here
        mv.visitLabel(unreachable);
        mv.visitTypeInsn(Opcodes.NEW, "java/lang/IllegalStateException");
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/IllegalStateException", "<init>", "()V", false);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** The operations of one block from {@code pc}, ending in a branch or a hand-over to the interpreter. */
    private void writeBlock(MethodVisitor mv, int pc, int firstBlock) {
        while (true) {
            int op = c[pc];
            int len = length(pc);
            if (len <= 0) {
                interpretFrom(mv, pc);
                return;
            }
            switch (op) {
                case Op.JMP -> {
                    edge(mv, pc + Op.LEN_JMP, firstBlock);
                    return;
                }
                case Op.BR -> {
                    Label isFalse = new Label();
                    reg(mv, c[pc + 1]);
                    mv.visitInsn(Opcodes.LCONST_1);
                    mv.visitInsn(Opcodes.LAND);
                    mv.visitInsn(Opcodes.LCONST_0);
                    mv.visitInsn(Opcodes.LCMP);
                    mv.visitJumpInsn(Opcodes.IFEQ, isFalse);
                    edge(mv, pc + Op.LEN_BR, firstBlock);
                    mv.visitLabel(isFalse);
                    edge(mv, pc + c[pc + 2], firstBlock);
                    return;
                }
                default -> operation(mv, pc);
            }
            pc += len;
        }
    }

    /** Returns {@code -1 - pc}: the interpreter goes on at {@code pc}. */
    private void interpretFrom(MethodVisitor mv, int pc) {
        push(mv, -1 - pc);
        mv.visitInsn(Opcodes.IRETURN);
    }

    /** An edge {@code [target, n, (source, destination) * |n|]}: phi moves, then the target block. */
    private void edge(MethodVisitor mv, int at, int firstBlock) {
        int target = c[at];
        int n = c[at + 1];
        if (n > 0) {
            for (int i = 0; i < n; i++) {
                startStore(mv, c[at + 3 + 2 * i]);
                reg(mv, c[at + 2 + 2 * i]);
                mv.visitInsn(Opcodes.LASTORE);
            }
        } else if (n < 0) {
            int m = -n;
            for (int i = 0; i < m; i++) {
                reg(mv, c[at + 2 + 2 * i]);
                mv.visitVarInsn(Opcodes.LSTORE, L_TEMP + 2 * i);
            }
            for (int i = 0; i < m; i++) {
                startStore(mv, c[at + 3 + 2 * i]);
                mv.visitVarInsn(Opcodes.LLOAD, L_TEMP + 2 * i);
                mv.visitInsn(Opcodes.LASTORE);
            }
        }
        if (methodOf[target] == currentMethod) {
            mv.visitJumpInsn(Opcodes.GOTO, labels[target - firstBlock]);
        } else {
            push(mv, target);
            mv.visitInsn(Opcodes.IRETURN);
        }
    }

    /**
     * The length of the operation at {@code pc} ({@link Op#length}, tail included) when the compiled code covers it,
     * else 0. Every covered operation is written by {@link #operation} or {@link #writeBlock}; a branch ends the
     * block there, so its edges are never stepped over.
     */
    private int length(int pc) {
        return switch (c[pc]) {
            case Op.ADD32, Op.SUB32, Op.MUL32, Op.ADD64, Op.SUB64, Op.MUL64, Op.ADD, Op.SUB, Op.MUL, Op.SHL, Op.LSHR,
                 Op.ASHR, Op.FMA_F, Op.FMA_D, Op.FCMP_F, Op.FCMP_D, Op.SELECT, Op.GEP1, Op.PURE,
                 Op.AND, Op.OR, Op.XOR, Op.FADD_F, Op.FSUB_F, Op.FMUL_F, Op.FDIV_F, Op.FREM_F, Op.FADD_D, Op.FSUB_D,
                 Op.FMUL_D, Op.FDIV_D, Op.FREM_D, Op.ICMP_EQ, Op.ICMP_NE, Op.ICMP_SLT, Op.ICMP_SGT, Op.ICMP_SLE,
                 Op.ICMP_SGE, Op.NORM, Op.ZEXT, Op.F2SI, Op.D2SI, Op.F2UI, Op.D2UI, Op.UI2F, Op.UI2D,
                 Op.LOAD_I8, Op.LOAD_I16, Op.LOAD_U16, Op.LOAD_I32, Op.LOAD_I64, Op.LOAD_I1, Op.STORE_I8,
                 Op.STORE_I16, Op.STORE_I32, Op.STORE_I64, Op.STORE_I1, Op.WORK_ITEM,
                 Op.FNEG_F, Op.FNEG_D, Op.MOV, Op.NEG1, Op.TRUNC1, Op.F2D, Op.D2F, Op.SI2F, Op.SI2D,
                 Op.ICMP, Op.LOAD_I32_X, Op.LOAD_I64_X, Op.STORE_I32_X, Op.STORE_I64_X, Op.EXTRACT,
                 Op.LOAD_N, Op.STORE_N, Op.ALLOCA, Op.MEM_BUILTIN, Op.MOVN, Op.REPACK, Op.INSERT, Op.ATOMIC, Op.GEP,
                 Op.FENCE, Op.JMP, Op.BR -> Op.length(c, pc);
            default -> 0;
        };
    }

    /** Writes one covered non-branch operation; mirrors the interpreter's case for it. */
    private void operation(MethodVisitor mv, int pc) {
        int op = c[pc];
        switch (op) {
            case Op.FENCE -> {
            }
            case Op.MOVN, Op.REPACK, Op.LOAD_N, Op.STORE_N, Op.ALLOCA, Op.EXTRACT, Op.INSERT, Op.ATOMIC,
                 Op.MEM_BUILTIN -> {
                // several registers or bytes at once: the interpreter's own implementation, called in place
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                mv.visitVarInsn(Opcodes.ALOAD, L_R);
                mv.visitVarInsn(Opcodes.ILOAD, L_B);
                push(mv, pc);
                mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "op", "([JII)V", false);
            }
            case Op.PURE -> {
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                mv.visitVarInsn(Opcodes.ALOAD, L_R);
                mv.visitVarInsn(Opcodes.ILOAD, L_B);
                push(mv, c[pc + 1]);
                push(mv, c[pc + 2]);
                push(mv, c[pc + 3]);
                mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "pure", "([JIIII)V", false);
            }
            case Op.STORE_I8, Op.STORE_I1, Op.STORE_I16, Op.STORE_I32, Op.STORE_I64 -> {
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 1]);
                push(mv, c[pc + 3]);
                store(mv, op);
            }
            case Op.STORE_I32_X, Op.STORE_I64_X -> {
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                indexed(mv, pc);
                reg(mv, c[pc + 1]);
                push(mv, c[pc + 5]);
                store(mv, op);
            }
            default -> {
                startStore(mv, c[pc + 1]);
                value(mv, pc);
                mv.visitInsn(Opcodes.LASTORE);
            }
        }
    }

    private static void store(MethodVisitor mv, int op) {
        String helper = switch (op) {
            case Op.STORE_I8, Op.STORE_I1 -> "storeI8";
            case Op.STORE_I16 -> "storeI16";
            case Op.STORE_I32, Op.STORE_I32_X -> "storeI32";
            default -> "storeI64";
        };
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, helper, "(JJI)V", false);
    }

    /** Pushes {@code r[base] + r[index] * stride} of an indexed access. */
    private void indexed(MethodVisitor mv, int pc) {
        reg(mv, c[pc + 2]);
        reg(mv, c[pc + 3]);
        mv.visitLdcInsn((long) c[pc + 4]);
        mv.visitInsn(Opcodes.LMUL);
        mv.visitInsn(Opcodes.LADD);
    }

    /** Pushes the long result of the value-producing operation at {@code pc}. */
    private void value(MethodVisitor mv, int pc) {
        int op = c[pc];
        switch (op) {
            case Op.ADD32, Op.SUB32 -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(op == Op.ADD32 ? Opcodes.LADD : Opcodes.LSUB);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.MUL32 -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.L2I);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.IMUL);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.ADD64, Op.SUB64, Op.MUL64, Op.AND, Op.OR, Op.XOR -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(switch (op) {
                    case Op.ADD64 -> Opcodes.LADD;
                    case Op.SUB64 -> Opcodes.LSUB;
                    case Op.MUL64 -> Opcodes.LMUL;
                    case Op.AND -> Opcodes.LAND;
                    case Op.OR -> Opcodes.LOR;
                    default -> Opcodes.LXOR;
                });
            }
            case Op.ADD, Op.SUB, Op.MUL -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(op == Op.ADD ? Opcodes.LADD : op == Op.SUB ? Opcodes.LSUB : Opcodes.LMUL);
                renormalise(mv, c[pc + 4]);
            }
            case Op.SHL -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.LSHL);
                renormalise(mv, c[pc + 4]);
            }
            case Op.LSHR -> {
                int s = c[pc + 4];
                reg(mv, c[pc + 2]);
                mv.visitLdcInsn(-1L >>> s);
                mv.visitInsn(Opcodes.LAND);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.LUSHR);
                renormalise(mv, s);
            }
            case Op.ASHR -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.LSHR);
            }
            case Op.FADD_F, Op.FSUB_F, Op.FMUL_F, Op.FDIV_F, Op.FREM_F -> {
                floatReg(mv, c[pc + 2]);
                floatReg(mv, c[pc + 3]);
                mv.visitInsn(switch (op) {
                    case Op.FADD_F -> Opcodes.FADD;
                    case Op.FSUB_F -> Opcodes.FSUB;
                    case Op.FMUL_F -> Opcodes.FMUL;
                    case Op.FDIV_F -> Opcodes.FDIV;
                    default -> Opcodes.FREM;
                });
                floatBits(mv);
            }
            case Op.FADD_D, Op.FSUB_D, Op.FMUL_D, Op.FDIV_D, Op.FREM_D -> {
                doubleReg(mv, c[pc + 2]);
                doubleReg(mv, c[pc + 3]);
                mv.visitInsn(switch (op) {
                    case Op.FADD_D -> Opcodes.DADD;
                    case Op.FSUB_D -> Opcodes.DSUB;
                    case Op.FMUL_D -> Opcodes.DMUL;
                    case Op.FDIV_D -> Opcodes.DDIV;
                    default -> Opcodes.DREM;
                });
                doubleBits(mv);
            }
            case Op.FNEG_F -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitLdcInsn(0x80000000);
                mv.visitInsn(Opcodes.IXOR);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.FNEG_D -> {
                reg(mv, c[pc + 2]);
                mv.visitLdcInsn(Long.MIN_VALUE);
                mv.visitInsn(Opcodes.LXOR);
            }
            case Op.FMA_F -> {
                floatReg(mv, c[pc + 2]);
                floatReg(mv, c[pc + 3]);
                floatReg(mv, c[pc + 4]);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Math", "fma", "(FFF)F", false);
                floatBits(mv);
            }
            case Op.FMA_D -> {
                doubleReg(mv, c[pc + 2]);
                doubleReg(mv, c[pc + 3]);
                doubleReg(mv, c[pc + 4]);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Math", "fma", "(DDD)D", false);
                doubleBits(mv);
            }
            case Op.ICMP_EQ, Op.ICMP_NE, Op.ICMP_SLT, Op.ICMP_SGT, Op.ICMP_SLE, Op.ICMP_SGE -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.LCMP);
                // jump to "false" on the negated comparison
                int negated = switch (op) {
                    case Op.ICMP_EQ -> Opcodes.IFNE;
                    case Op.ICMP_NE -> Opcodes.IFEQ;
                    case Op.ICMP_SLT -> Opcodes.IFGE;
                    case Op.ICMP_SGT -> Opcodes.IFLE;
                    case Op.ICMP_SLE -> Opcodes.IFGT;
                    default -> Opcodes.IFLT;
                };
                zeroOrOne(mv, negated);
            }
            case Op.ICMP -> {
                push(mv, c[pc + 4]);
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitLdcInsn(-1L >>> c[pc + 5]);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "icmp", "(IJJJ)Z", false);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.FCMP_F, Op.FCMP_D -> {
                push(mv, c[pc + 4]);
                asDouble(mv, c[pc + 2], op == Op.FCMP_F);
                asDouble(mv, c[pc + 3], op == Op.FCMP_F);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "fcmp", "(IDD)Z", false);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.MOV -> reg(mv, c[pc + 2]);
            case Op.NORM -> {
                reg(mv, c[pc + 2]);
                renormalise(mv, c[pc + 3]);
            }
            case Op.ZEXT -> {
                reg(mv, c[pc + 2]);
                mv.visitLdcInsn(-1L >>> (64 - c[pc + 3]));
                mv.visitInsn(Opcodes.LAND);
            }
            case Op.NEG1 -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.LNEG);
            }
            case Op.TRUNC1 -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.LCONST_1);
                mv.visitInsn(Opcodes.LAND);
            }
            case Op.F2D -> {
                floatReg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.F2D);
                doubleBits(mv);
            }
            case Op.D2F -> {
                doubleReg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.D2F);
                floatBits(mv);
            }
            case Op.F2SI, Op.D2SI -> {
                asDouble(mv, c[pc + 2], op == Op.F2SI);
                mv.visitInsn(Opcodes.D2L);
                renormalise(mv, c[pc + 3]);
            }
            case Op.F2UI, Op.D2UI -> {
                asDouble(mv, c[pc + 2], op == Op.F2UI);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "toUnsigned", "(D)J", false);
                renormalise(mv, c[pc + 3]);
            }
            case Op.SI2F -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.L2F);
                floatBits(mv);
            }
            case Op.SI2D -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.L2D);
                doubleBits(mv);
            }
            case Op.UI2F, Op.UI2D -> {
                reg(mv, c[pc + 2]);
                mv.visitLdcInsn(-1L >>> (64 - c[pc + 3]));
                mv.visitInsn(Opcodes.LAND);
                if (op == Op.UI2F) {
                    mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "unsignedToFloat", "(J)F", false);
                    floatBits(mv);
                } else {
                    mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "unsignedToDouble", "(J)D", false);
                    doubleBits(mv);
                }
            }
            case Op.SELECT -> {
                Label isFalse = new Label();
                Label done = new Label();
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.LCONST_1);
                mv.visitInsn(Opcodes.LAND);
                mv.visitInsn(Opcodes.LCONST_0);
                mv.visitInsn(Opcodes.LCMP);
                mv.visitJumpInsn(Opcodes.IFEQ, isFalse);
                reg(mv, c[pc + 3]);
                mv.visitJumpInsn(Opcodes.GOTO, done);
                mv.visitLabel(isFalse);
                reg(mv, c[pc + 4]);
                mv.visitLabel(done);
            }
            case Op.GEP1 -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitLdcInsn((long) c[pc + 4]);
                mv.visitInsn(Opcodes.LMUL);
                mv.visitInsn(Opcodes.LADD);
            }
            case Op.GEP -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.LADD);
                int n = c[pc + 4];
                for (int i = 0, p = pc + Op.LEN_GEP; i < n; i++, p += 2) {
                    reg(mv, c[p]);
                    mv.visitLdcInsn((long) c[p + 1]);
                    mv.visitInsn(Opcodes.LMUL);
                    mv.visitInsn(Opcodes.LADD);
                }
            }
            case Op.LOAD_I8, Op.LOAD_I1, Op.LOAD_I16, Op.LOAD_U16, Op.LOAD_I32, Op.LOAD_I64 -> {
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                reg(mv, c[pc + 2]);
                push(mv, c[pc + 3]);
                load(mv, op);
            }
            case Op.LOAD_I32_X, Op.LOAD_I64_X -> {
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                indexed(mv, pc);
                push(mv, c[pc + 5]);
                load(mv, op);
            }
            case Op.WORK_ITEM -> {
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                push(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "workItem", "(IJ)J", false);
            }
            default -> throw new IllegalStateException("operation " + op + " has no compiled form");
        }
    }

    private static void load(MethodVisitor mv, int op) {
        String helper = switch (op) {
            case Op.LOAD_I8 -> "loadI8";
            case Op.LOAD_I1 -> "loadI1";
            case Op.LOAD_I16 -> "loadI16";
            case Op.LOAD_U16 -> "loadU16";
            case Op.LOAD_I32, Op.LOAD_I32_X -> "loadI32";
            default -> "loadI64";
        };
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, helper, "(JI)J", false);
    }

    /** Replaces the long on the stack by 1 or 0: 0 when the int comparison result satisfies {@code negatedJump}. */
    private static void zeroOrOne(MethodVisitor mv, int negatedJump) {
        Label isFalse = new Label();
        Label done = new Label();
        mv.visitJumpInsn(negatedJump, isFalse);
        mv.visitInsn(Opcodes.LCONST_1);
        mv.visitJumpInsn(Opcodes.GOTO, done);
        mv.visitLabel(isFalse);
        mv.visitInsn(Opcodes.LCONST_0);
        mv.visitLabel(done);
    }

    /** {@code (v << s) >> s} on the long at the top of the stack. */
    private static void renormalise(MethodVisitor mv, int s) {
        push(mv, s);
        mv.visitInsn(Opcodes.LSHL);
        push(mv, s);
        mv.visitInsn(Opcodes.LSHR);
    }

    /** Pushes {@code r[b + slot]}. */
    private static void reg(MethodVisitor mv, int slot) {
        mv.visitVarInsn(Opcodes.ALOAD, L_R);
        mv.visitVarInsn(Opcodes.ILOAD, L_B);
        push(mv, slot);
        mv.visitInsn(Opcodes.IADD);
        mv.visitInsn(Opcodes.LALOAD);
    }

    /** Pushes the array and index of {@code r[b + slot]} for a following LASTORE. */
    private static void startStore(MethodVisitor mv, int slot) {
        mv.visitVarInsn(Opcodes.ALOAD, L_R);
        mv.visitVarInsn(Opcodes.ILOAD, L_B);
        push(mv, slot);
        mv.visitInsn(Opcodes.IADD);
    }

    private static void floatReg(MethodVisitor mv, int slot) {
        reg(mv, slot);
        mv.visitInsn(Opcodes.L2I);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Float", "intBitsToFloat", "(I)F", false);
    }

    /** Pushes a float register widened to double ({@code isFloat}) or a double register, as the interpreter reads it. */
    private static void asDouble(MethodVisitor mv, int slot, boolean isFloat) {
        if (isFloat) {
            floatReg(mv, slot);
            mv.visitInsn(Opcodes.F2D);
        } else {
            doubleReg(mv, slot);
        }
    }

    private static void doubleReg(MethodVisitor mv, int slot) {
        reg(mv, slot);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Double", "longBitsToDouble", "(J)D", false);
    }

    /** The float on the stack as the interpreter stores it: raw bits, sign-extended to long. */
    private static void floatBits(MethodVisitor mv) {
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Float", "floatToRawIntBits", "(F)I", false);
        mv.visitInsn(Opcodes.I2L);
    }

    private static void doubleBits(MethodVisitor mv) {
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Double", "doubleToRawLongBits", "(D)J", false);
    }

    private static void push(MethodVisitor mv, int v) {
        if (v >= -1 && v <= 5) {
            mv.visitInsn(Opcodes.ICONST_0 + v);
        } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
            mv.visitIntInsn(Opcodes.BIPUSH, v);
        } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
            mv.visitIntInsn(Opcodes.SIPUSH, v);
        } else {
            mv.visitLdcInsn(v);
        }
    }
}
