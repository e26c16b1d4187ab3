package dev.aiwc.instrumenter.exec;

import dev.aiwc.instrumenter.builtins.Builtins;
import dev.aiwc.instrumenter.builtins.MangledName;
import dev.aiwc.instrumenter.builtins.ParamType;
import dev.aiwc.instrumenter.builtins.ResolvedBuiltin;
import dev.aiwc.instrumenter.half.Rounding;
import dev.aiwc.instrumenter.ir.BasicBlock;
import dev.aiwc.instrumenter.ir.Instruction;
import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Operand;
import dev.aiwc.instrumenter.ir.Value;

import java.util.ArrayList;
import java.util.List;

import static dev.aiwc.instrumenter.exec.TypeLayout.isDouble;
import static dev.aiwc.instrumenter.exec.TypeLayout.isFloat;
import static dev.aiwc.instrumenter.exec.TypeLayout.lanes;
import static dev.aiwc.instrumenter.exec.TypeLayout.scalarOf;
import static dev.aiwc.instrumenter.exec.TypeLayout.storeSize;

/**
 * Lowers the calls the decoder does not decode as functions, and the IR atomics, to ops: BARRIER, WORK_ITEM, FENCE,
 * FMA, ATOMIC, MEM_BUILTIN (with the {@link MemoryBuiltin} it runs) and PURE (with the {@link ResolvedBuiltin},
 * resolved once per call site). It keeps the tables those ops index and the two facts about the kernel that
 * lowering finds: whether it has barriers, and whether its groups must run in order (a used global atomic result,
 * printf).
 */
final class BuiltinLowering {
    private final KernelDecoder decoder;
    final List<ResolvedBuiltin> builtins = new ArrayList<>();
    final List<int[]> argLists = new ArrayList<>();
    final List<MemoryBuiltin> memoryBuiltins = new ArrayList<>();
    boolean usesBarriers;
    boolean orderedAtomics;

    BuiltinLowering(KernelDecoder decoder) {
        this.decoder = decoder;
    }

    /**
     * Lowers a call to a builtin or intrinsic (anything but a decoded function): barriers, work-item functions,
     * fences and hints, fma, atomics, the builtins that touch memory, and the pure builtins; what none of them
     * covers becomes an UNSUPPORTED op, which fails only if it runs.
     */
    void call(Instruction in, String callee, int d, int resultLanes, int blockId) {
        String base = baseName(callee);
        if (isBarrier(callee)) {
            usesBarriers = true;
            decoder.emit(Op.BARRIER, decoder.currentInstr, blockId + 1);
            return;
        }
        int which = switch (base) {
            case "get_global_id" -> WorkItemFunction.GLOBAL_ID;
            case "get_local_id" -> WorkItemFunction.LOCAL_ID;
            case "get_group_id" -> WorkItemFunction.GROUP_ID;
            case "get_global_size" -> WorkItemFunction.GLOBAL_SIZE;
            case "get_local_size", "get_enqueued_local_size" -> WorkItemFunction.LOCAL_SIZE;
            case "get_num_groups" -> WorkItemFunction.NUM_GROUPS;
            case "get_global_offset" -> WorkItemFunction.GLOBAL_OFFSET;
            case "get_work_dim" -> WorkItemFunction.WORK_DIM;
            default -> -1;
        };
        if (which >= 0) {
            int dim = in.operands().isEmpty() ? decoder.constScalar(0) : decoder.slot(in.operand(0));
            decoder.emit(Op.WORK_ITEM, d, which, dim);
            return;
        }
        if (base.equals("mem_fence") || base.equals("read_mem_fence") || base.equals("write_mem_fence")
                || callee.startsWith("llvm.lifetime.") || callee.startsWith("llvm.assume")
                || callee.startsWith("llvm.experimental.noalias.scope.decl") || callee.startsWith("llvm.invariant.")
                || callee.startsWith("llvm.var.annotation") || callee.startsWith("llvm.donothing")
                || callee.startsWith("llvm.prefetch") || callee.startsWith("llvm.sideeffect")) {
            decoder.emit(Op.FENCE);
            return;
        }
        if (callee.startsWith("llvm.fmuladd.") || callee.startsWith("llvm.fma.")) {
            IrType t = in.type();
            if (isFloat(t) || isDouble(t)) {
                int op = isDouble(t) ? Op.FMA_D : Op.FMA_F;
                int a = decoder.slot(in.operand(0));
                int b = decoder.slot(in.operand(1));
                int c = decoder.slot(in.operand(2));
                for (int l = 0; l < resultLanes; l++) {
                    decoder.emit(op, d + l, a + l, b + l, c + l);
                }
                return;
            }
        }
        if (atomicBuiltin(in, base, callee, d)) {
            return;
        }
        MemoryBuiltin mb = memoryBuiltin(in, base, callee);
        if (mb != null) {
            memoryBuiltins.add(mb);
            decoder.emit(Op.MEM_BUILTIN, memoryBuiltins.size() - 1, d, argList(in), decoder.currentInstr);
            return;
        }
        ResolvedBuiltin rb = Builtins.resolve(callee, (IrType.FunctionType) in.auxType());
        if (rb != null) {
            builtins.add(rb);
            decoder.emit(Op.PURE, builtins.size() - 1, d, argList(in), decoder.currentInstr);
            if (rb.outPointerArg() >= 0) {
                // the builtin left the pointed-to value after its result: store it through the pointer argument
                int outSlot = d + resultLanes;
                decoder.reserveSlotsThrough(outSlot + rb.outLanes());
                int kind = switch (rb.outElementBytes()) {
                    case 8 -> StorageKind.I64;
                    case 2 -> StorageKind.I16;
                    default -> StorageKind.I32;
                };
                int[] lay = new int[1 + 3 * rb.outLanes()];
                lay[0] = rb.outElementBytes() * rb.outLanes();
                for (int l = 0; l < rb.outLanes(); l++) {
                    lay[1 + 3 * l] = l;
                    lay[2 + 3 * l] = l * rb.outElementBytes();
                    lay[3 + 3 * l] = kind;
                }
                decoder.emit(Op.STORE_N, outSlot, decoder.slot(in.operand(rb.outPointerArg())), -1 - decoder.currentInstr,
                        decoder.addLayout(lay));
            }
            return;
        }
        decoder.unsupported("the builtin or function '" + base + "' (" + callee + ") is not implemented by the simulator"
                + decoder.lineSuffix(in));
    }

    void atomicRmw(Instruction in) {
        String p = in.predicate();
        boolean flt = in.type() instanceof IrType.FloatType;
        int operation = switch (p) {
            case "add" -> AtomicOperation.ADD;
            case "sub" -> AtomicOperation.SUB;
            case "xchg" -> flt ? AtomicOperation.FXCHG : AtomicOperation.XCHG;
            case "and" -> AtomicOperation.AND;
            case "or" -> AtomicOperation.OR;
            case "xor" -> AtomicOperation.XOR;
            case "max" -> AtomicOperation.MAX;
            case "min" -> AtomicOperation.MIN;
            case "umax" -> AtomicOperation.UMAX;
            case "umin" -> AtomicOperation.UMIN;
            case "fadd" -> AtomicOperation.FADD;
            case "fsub" -> AtomicOperation.FSUB;
            case "fmax" -> AtomicOperation.FMAX;
            case "fmin" -> AtomicOperation.FMIN;
            case "nand" -> AtomicOperation.NAND;
            case "uinc_wrap" -> AtomicOperation.UINC_WRAP;
            case "udec_wrap" -> AtomicOperation.UDEC_WRAP;
            default -> throw new UnsupportedOperationException("atomicrmw " + p);
        };
        int size = (int) storeSize(in.type());
        decoder.emit(Op.ATOMIC, decoder.dst(in), decoder.slot(in.operand(0)), decoder.slot(in.operand(1)), operation, size, decoder.currentInstr, -1);
        markAtomicResultUse(in);
    }

    /** {@code cmpxchg}: the old value and the success flag, in two consecutive slots. */
    void cmpxchg(Instruction in) {
        int size = (int) storeSize(in.operand(1).type());
        decoder.emit(Op.ATOMIC, decoder.dst(in), decoder.slot(in.operand(0)), decoder.slot(in.operand(2)), AtomicOperation.CMPXCHG_PAIR, size,
                decoder.currentInstr, decoder.slot(in.operand(1)));
        markAtomicResultUse(in);
    }

    /**
     * Work-groups run in parallel; when a global atomic's returned value is used (a queue index, a counter), the
     * outcome depends on the order groups run in, so such kernels run their groups in order on one thread.
     */
    private void markAtomicResultUse(Instruction in) {
        if (in.result() == null) {
            return;
        }
        String name = in.result();
        for (BasicBlock b : decoder.function().blocks()) {
            for (Instruction other : b.instructions()) {
                for (Operand o : other.operands()) {
                    if (o.value() instanceof Value.LocalRef l && l.name().equals(name)) {
                        orderedAtomics = true;
                        return;
                    }
                }
            }
        }
    }

    private int argList(Instruction in) {
        int[] args = new int[in.operands().size()];
        for (int i = 0; i < args.length; i++) {
            Operand a = in.operand(i);
            args[i] = a.type() instanceof IrType.MetadataType ? 0 : decoder.slot(a);
        }
        argLists.add(args);
        return argLists.size() - 1;
    }

    private boolean atomicBuiltin(Instruction in, String base, String callee, int d) {
        String name = base.startsWith("atomic_") ? base.substring(7) : base.startsWith("atom_") ? base.substring(5)
                : null;
        if (name == null || in.operands().isEmpty()) {
            return false;
        }
        List<ParamType> params = demangled(callee).params();
        var kind = params.isEmpty() ? null : params.get(params.size() - 1).elementKind();
        boolean unsigned = kind != null && kind.integer() && !kind.signed();
        boolean floating = kind != null && kind.floating();
        int operation;
        int value = -1;
        int compare = -1;
        switch (name) {
            case "add" -> operation = AtomicOperation.ADD;
            case "sub" -> operation = AtomicOperation.SUB;
            case "xchg" -> operation = floating ? AtomicOperation.FXCHG : AtomicOperation.XCHG;
            case "and" -> operation = AtomicOperation.AND;
            case "or" -> operation = AtomicOperation.OR;
            case "xor" -> operation = AtomicOperation.XOR;
            case "min" -> operation = unsigned ? AtomicOperation.UMIN : AtomicOperation.MIN;
            case "max" -> operation = unsigned ? AtomicOperation.UMAX : AtomicOperation.MAX;
            case "inc" -> {
                operation = AtomicOperation.ADD;
                value = decoder.constScalar(1);
            }
            case "dec" -> {
                operation = AtomicOperation.SUB;
                value = decoder.constScalar(1);
            }
            case "cmpxchg" -> {
                operation = AtomicOperation.CMPXCHG;
                compare = decoder.slot(in.operand(1));
                value = decoder.slot(in.operand(2));
            }
            default -> {
                return false;
            }
        }
        if (value < 0) {
            value = decoder.slot(in.operand(1));
        }
        int size = (int) storeSize(in.type());
        decoder.emit(Op.ATOMIC, d, decoder.slot(in.operand(0)), value, operation, size, decoder.currentInstr, compare);
        markAtomicResultUse(in);
        return true;
    }

    private MemoryBuiltin memoryBuiltin(Instruction in, String base, String callee) {
        if (callee.startsWith("llvm.memcpy") || callee.startsWith("llvm.memmove")) {
            return new MemoryBuiltin(MemoryBuiltin.Kind.MEMCPY, callee, StorageKind.I8, 1, Rounding.RTE);
        }
        if (callee.startsWith("llvm.memset")) {
            return new MemoryBuiltin(MemoryBuiltin.Kind.MEMSET, callee, StorageKind.I8, 1, Rounding.RTE);
        }
        if (base.equals("printf")) {
            StringBuilder types = new StringBuilder();
            for (Operand a : in.operands()) {
                IrType t = a.type();
                IrType e = t instanceof IrType.VectorType v ? v.element() : t;
                types.append(types.isEmpty() ? "" : ",").append(e instanceof IrType.PointerType ? 'p' : isDouble(e) ? 'd'
                        : isFloat(e) ? 'f' : e instanceof IrType.IntType it ? switch (it.bits()) {
                            case 8 -> 'c';
                            case 16 -> 's';
                            case 64 -> 'l';
                            default -> 'i';
                        } : '?');
                if (t instanceof IrType.VectorType v) {
                    types.append(v.length());
                }
            }
            // output must come out in work-group order whatever the thread count
            orderedAtomics = true;
            return new MemoryBuiltin(MemoryBuiltin.Kind.PRINTF, callee, 0, 0, Rounding.RTE, types.toString());
        }
        if (base.equals("prefetch")) {
            return new MemoryBuiltin(MemoryBuiltin.Kind.PREFETCH, callee, 0, 0, Rounding.RTE);
        }
        if (base.equals("async_work_group_copy") || base.equals("async_work_group_strided_copy")) {
            ParamType pointer = demangled(callee).params().stream().filter(ParamType::isPointer).findFirst()
                    .orElse(null);
            if (pointer == null || pointer.elementKind() == null) {
                throw new UnsupportedOperationException("cannot tell the element type of " + callee);
            }
            int bytes = pointer.elementKind().bits() / 8;
            int kind = bytes == 1 ? StorageKind.I8 : bytes == 2 ? StorageKind.I16 : bytes == 4 ? StorageKind.I32
                    : StorageKind.I64;
            return new MemoryBuiltin(base.equals("async_work_group_copy") ? MemoryBuiltin.Kind.ASYNC_COPY
                    : MemoryBuiltin.Kind.ASYNC_STRIDED_COPY, callee, kind, pointer.lanes(), Rounding.RTE);
        }
        if (base.startsWith("vload_half") || base.startsWith("vloada_half")) {
            int lanes = lanes(in.type());
            return new MemoryBuiltin(base.startsWith("vloada") ? MemoryBuiltin.Kind.VLOADA_HALF
                    : MemoryBuiltin.Kind.VLOAD_HALF, callee, isDouble(in.type()) ? StorageKind.I64 : StorageKind.I32,
                    lanes, Rounding.RTE);
        }
        if (base.startsWith("vstore_half") || base.startsWith("vstorea_half")) {
            IrType dataType = in.operand(0).type();
            Rounding rounding = base.endsWith("_rtz") ? Rounding.RTZ : base.endsWith("_rtp") ? Rounding.RTP
                    : base.endsWith("_rtn") ? Rounding.RTN : Rounding.RTE;
            return new MemoryBuiltin(base.startsWith("vstorea") ? MemoryBuiltin.Kind.VSTOREA_HALF
                    : MemoryBuiltin.Kind.VSTORE_HALF, callee, isDouble(dataType) ? StorageKind.I64 : StorageKind.I32,
                    lanes(dataType), rounding);
        }
        if (base.startsWith("vload") && base.length() > 5 && Character.isDigit(base.charAt(5))) {
            IrType t = in.type();
            return new MemoryBuiltin(MemoryBuiltin.Kind.VLOAD, callee, StorageKind.of(scalarOf(t)), lanes(t), Rounding.RTE);
        }
        if (base.startsWith("vstore") && base.length() > 6 && Character.isDigit(base.charAt(6))) {
            IrType t = in.operand(0).type();
            return new MemoryBuiltin(MemoryBuiltin.Kind.VSTORE, callee, StorageKind.of(scalarOf(t)), lanes(t), Rounding.RTE);
        }
        return null;
    }

    /** The OpenCL name of a mangled builtin ({@code _Z13get_global_idj} → {@code get_global_id}). */
    static String baseName(String callee) {
        MangledName m = MangledName.parse(callee);
        return m == null ? callee : m.name();
    }

    static MangledName demangled(String callee) {
        MangledName m = MangledName.parse(callee);
        return m == null ? new MangledName(callee, List.of()) : m;
    }

    /** {@code vstoreN}, {@code vstore_halfN} and {@code vstorea_halfN} (with any rounding suffix). */
    static boolean isVectorStoreBuiltin(String callee) {
        if (callee == null) {
            return false;
        }
        String base = baseName(callee);
        return base.startsWith("vstore_half") || base.startsWith("vstorea_half")
                || (base.startsWith("vstore") && base.length() > 6 && Character.isDigit(base.charAt(6)));
    }

    /**
     * Work-group barriers. {@code wait_group_events} is one too: every work-item of the group must reach it (OpenCL
     * 1.2 §6.12.10) and it completes the group's copies, so the work-items realign there; Oclgrind, whose AIWC
     * plugin the {@code aiwc} profile reproduces, likewise makes it a work-group barrier.
     */
    static boolean isBarrier(String callee) {
        String base = baseName(callee);
        return base.equals("barrier") || base.equals("work_group_barrier") || base.equals("wait_group_events");
    }
}
