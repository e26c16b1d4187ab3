package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.descriptor.Terminator;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.builtins.ResolvedBuiltin;
import dev.aiwc.instrumenter.ir.BasicBlock;
import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.Instruction;
import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Module;
import dev.aiwc.instrumenter.ir.Operand;
import dev.aiwc.instrumenter.ir.Types;
import dev.aiwc.instrumenter.ir.Value;
import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.aiwc.instrumenter.exec.TypeLayout.intBits;
import static dev.aiwc.instrumenter.exec.TypeLayout.isDouble;
import static dev.aiwc.instrumenter.exec.TypeLayout.isHalf;
import static dev.aiwc.instrumenter.exec.TypeLayout.isScalarMemoryType;
import static dev.aiwc.instrumenter.exec.TypeLayout.lanes;
import static dev.aiwc.instrumenter.exec.TypeLayout.scalarOf;
import static dev.aiwc.instrumenter.exec.TypeLayout.storeSize;

/**
 * Decodes a kernel and the functions it calls into a {@link DecodedKernel}: assigns register slots, splits basic
 * blocks after barriers and calls, and encodes each IR instruction as ops (vector operations expanded per lane,
 * array accesses fused, phi moves on the edges). The parts with a concern of their own are beside it:
 * {@link CallGraph} (which functions, how deep the stack), {@link ConstantFolder} (constants, program variables and
 * their initialisers), {@link BuiltinLowering} (builtin calls and atomics), {@link DescriptorBuilder} (the
 * {@link KernelDescriptor} collectors see), {@link TypeLayout} (slots and bytes of a type) and {@link CodeWriter}
 * (the code stream, checked against the op table {@link Op}).
 */
final class KernelDecoder {

    /** fcmp predicates. */
    static final String[] FCMP = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
        "ult", "ule", "une", "uno", "true"};
    /** icmp predicates for the generic ICMP op. */
    static final String[] ICMP = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};

    private final Module module;
    private final String sourcePath;

    private final CodeWriter code = new CodeWriter();
    private final DescriptorBuilder descriptor = new DescriptorBuilder();
    private final IntArrayList blockPc = new IntArrayList();
    private final IntArrayList blockLength = new IntArrayList();
    private final List<int[]> layouts = new ArrayList<>();
    private final BuiltinLowering lowering = new BuiltinLowering(this);
    private final List<long[]> caseTables = new ArrayList<>();
    private final List<String> messages = new ArrayList<>();
    private final ConstantFolder constants;
    private CallGraph calls;

    // per-function state
    private FrameSlots fs;
    /** Per IR block label of the current function: the id of its first (split) block. */
    private final Map<String, Integer> firstBlock = new HashMap<>();
    private int entryBlock;

    private KernelDecoder(Module module, String sourcePath) {
        this.module = module;
        this.sourcePath = sourcePath;
        this.constants = new ConstantFolder(module);
    }

    /** Decodes {@code kernel} of {@code module}; bad or unsupported programs are {@link AiwcException}s. */
    static DecodedKernel decode(Module module, String kernel, String sourcePath) {
        Function k = module.function(kernel);
        if (k == null || k.declaration()) {
            throw AiwcException.badInput("kernel '" + kernel + "' is not in " + sourcePath,
                    "kernels in the program: " + String.join(", ", module.kernels().stream().map(Function::name).toList()));
        }
        return new KernelDecoder(module, sourcePath).run(k);
    }

    private DecodedKernel run(Function kernel) {
        calls = new CallGraph(module, kernel);
        List<Function> functions = calls.functions();
        int nf = functions.size();
        int[] frameSize = new int[nf];
        long[][] templates = new long[nf][];
        int[] entry = new int[nf];
        int[][] paramSlots = new int[nf][];
        int[][] paramLanes = new int[nf][];
        int[][] relocations = new int[nf][];
        int[] firstBlockOf = new int[nf];
        // block ids must be known for calls before the callee is decoded: decode in order, patch CALL targets
        // through function ids (the interpreter looks up entryBlock[function]).
        for (int f = 0; f < nf; f++) {
            Function fn = functions.get(f);
            fs = new FrameSlots(f, fn);
            firstBlock.clear();
            firstBlockOf[f] = descriptor.blockCount();
            decodeFunction(fn);
            frameSize[f] = fs.next;
            templates[f] = fs.initialFrame();
            entry[f] = entryBlock;
            paramSlots[f] = fs.paramSlots;
            paramLanes[f] = fs.paramLanes;
            relocations[f] = fs.relocations.toIntArray();
            descriptor.function(f, fn.name(), firstBlockOf[f]);
        }
        int stack = calls.stackSlots(frameSize);
        return new DecodedKernel(kernel.name(), descriptor.build(kernel.name(), sourcePath), code.toArray(), blockPc.toIntArray(),
                blockLength.toIntArray(), frameSize, templates, entry, paramSlots,
                paramLanes, layouts.toArray(new int[0][]), lowering.builtins.toArray(new ResolvedBuiltin[0]),
                lowering.argLists.toArray(new int[0][]), lowering.memoryBuiltins.toArray(new MemoryBuiltin[0]),
                caseTables.toArray(new long[0][]), messages.toArray(new String[0]), relocations,
                List.copyOf(constants.variables()), stack, lowering.usesBarriers, lowering.orderedAtomics, 0);
    }

    // ---------------------------------------------------------------- per function

    private void decodeFunction(Function fn) {
        fs.assign();
        // split blocks and assign ids
        List<List<Instruction>> segments = new ArrayList<>();
        List<String> segmentLabels = new ArrayList<>();
        List<String> segmentIrLabel = new ArrayList<>();
        for (BasicBlock b : fn.blocks()) {
            firstBlock.put(b.label(), descriptor.blockCount() + segments.size());
            List<Instruction> current = new ArrayList<>();
            int part = 0;
            List<Instruction> body = b.instructions();
            for (int i = 0; i < body.size(); i++) {
                Instruction in = body.get(i);
                if (isDebugCall(in)) {
                    continue;
                }
                current.add(in);
                boolean last = i == body.size() - 1;
                if (!last && endsBlock(in)) {
                    segments.add(current);
                    segmentLabels.add(part == 0 ? b.label() : b.label() + "." + part);
                    segmentIrLabel.add(b.label());
                    current = new ArrayList<>();
                    part++;
                }
            }
            segments.add(current);
            segmentLabels.add(part == 0 ? b.label() : b.label() + "." + part);
            segmentIrLabel.add(b.label());
        }
        int firstId = descriptor.blockCount();
        entryBlock = firstId;
        for (int s = 0; s < segments.size(); s++) {
            decodeBlock(firstId + s, segments.get(s), segmentLabels.get(s), segmentIrLabel.get(s));
        }
    }

    static boolean isDebugCall(Instruction in) {
        String c = in.calleeName();
        return "call".equals(in.opcode()) && c != null && c.startsWith("llvm.dbg.");
    }

    private boolean endsBlock(Instruction in) {
        if (!"call".equals(in.opcode())) {
            return false;
        }
        String callee = in.calleeName();
        if (callee == null) {
            return false;
        }
        return calls.id(callee) != null || BuiltinLowering.isBarrier(callee);
    }

    // ---------------------------------------------------------------- blocks

    /** The descriptor id of the instruction being encoded. */
    int currentInstr;
    private String currentIrLabel;

    private void decodeBlock(int blockId, List<Instruction> body, String label, String irLabel) {
        currentIrLabel = irLabel;
        int firstInstr = descriptor.instructionCount();
        Instruction last = body.get(body.size() - 1);
        Terminator term = DescriptorBuilder.terminatorOf(last);
        int trueSucc = -1;
        int falseSucc = -1;
        switch (term) {
            case BRANCH -> trueSucc = blockFor(last.labels().get(0));
            case CONDITIONAL_BRANCH -> {
                trueSucc = blockFor(last.labels().get(0));
                falseSucc = blockFor(last.labels().get(1));
            }
            case BARRIER, CALL -> trueSucc = blockId + 1;
            default -> {
            }
        }
        descriptor.block(blockId, fs.id, label, body, term, trueSucc, falseSucc);
        blockPc.add(code.pc());
        blockLength.add(body.size());
        for (int i = 0; i < body.size(); i++) {
            currentInstr = firstInstr + i;
            Instruction in = body.get(i);
            try {
                if (i + 1 < body.size() && fusedAccess(in, body.get(i + 1), firstInstr + i + 1)) {
                    i++;
                    continue;
                }
                encode(in, blockId);
            } catch (UnsupportedOperationException | IllegalStateException | IndexOutOfBoundsException e) {
                String what = e.getMessage() == null ? e.toString() : e.getMessage();
                unsupported("the IR construct '" + in.text() + "' is not supported by the simulator (" + what + ")"
                        + lineSuffix(in));
            }
        }
    }

    String lineSuffix(Instruction in) {
        return in.line() > 0 ? " at " + sourcePath + ":" + in.line() : "";
    }

    private int blockFor(String label) {
        Integer b = firstBlock.get(label);
        if (b == null) {
            throw AiwcException.badInput("branch to unknown block %" + label + " in function " + fs.fn.name());
        }
        return b;
    }

    // ---------------------------------------------------------------- operands and constants

    int slot(Operand op) {
        Value v = op.value();
        if (v instanceof Value.LocalRef l) {
            Integer s = fs.slotOf.get(l.name());
            if (s == null) {
                throw new IllegalStateException("use of undefined value %" + l.name());
            }
            return s;
        }
        return constant(op);
    }

    private int constant(Operand op) {
        Value v = op.value();
        if (v instanceof Value.GlobalRef g) {
            return fs.relocated(g.name(), 0, () -> constants.variable(g.name()));
        }
        if (v instanceof Value.ConstExpr ce) {
            Object folded = constants.fold(ce.expression());
            if (folded instanceof long[] rel) {
                String global = constants.variableName((int) rel[0]);
                return fs.relocated(global, rel[1], () -> constants.variable(global));
            }
            return fs.constant(new long[]{(Long) folded});
        }
        long[] lanes = new long[lanes(op.type())];
        ConstantFolder.fillConstant(op.type(), v, lanes, 0);
        return fs.constant(lanes);
    }

    int constScalar(long value) {
        return fs.constant(new long[]{value});
    }

    // ---------------------------------------------------------------- encoding

    void emit(int op, int... operands) {
        code.emit(op, operands);
    }

    private void trap(String message) {
        messages.add(message);
        emit(Op.TRAP, messages.size() - 1, currentInstr);
    }

    /** Reached only if executed, so a kernel that never runs the construct still works. */
    void unsupported(String message) {
        messages.add(message);
        emit(Op.UNSUPPORTED, messages.size() - 1, currentInstr);
    }

    /** Registers the memory layout table of {@code t} ({@link TypeLayout#memoryLayout}); returns its index. */
    private int layout(IrType t) {
        return addLayout(TypeLayout.memoryLayout(t));
    }

    /** Registers a layout table; returns its index for a LOAD_N/STORE_N op. */
    int addLayout(int[] layout) {
        layouts.add(layout);
        return layouts.size() - 1;
    }

    /** The function being decoded. */
    Function function() {
        return fs.fn;
    }

    /** Grows the current frame to at least {@code end} slots (a builtin's out-value after its result). */
    void reserveSlotsThrough(int end) {
        fs.reserveThrough(end);
    }

    int dst(Instruction in) {
        return fs.slotOf.get(in.result());
    }

    private void encode(Instruction in, int blockId) {
        if (fs.aliased.contains(in)) {
            return;
        }
        String op = in.opcode();
        switch (op) {
            case "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor" ->
                    intBinary(in);
            case "fadd", "fsub", "fmul", "fdiv", "frem" -> floatBinary(in);
            case "fneg" -> {
                int d = dst(in);
                int a = slot(in.operand(0));
                int op1 = isDouble(in.type()) ? Op.FNEG_D : Op.FNEG_F;
                requireFloat(in.type());
                for (int l = 0; l < lanes(in.type()); l++) {
                    emit(op1, d + l, a + l);
                }
            }
            case "icmp" -> icmp(in);
            case "fcmp" -> fcmp(in);
            case "select" -> {
                int d = dst(in);
                int c = slot(in.operand(0));
                int t = slot(in.operand(1));
                int f = slot(in.operand(2));
                boolean vectorCond = in.operand(0).type() instanceof IrType.VectorType;
                for (int l = 0; l < lanes(in.type()); l++) {
                    emit(Op.SELECT, d + l, vectorCond ? c + l : c, t + l, f + l);
                }
            }
            case "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "ptrtoint",
                 "inttoptr", "bitcast", "addrspacecast" -> cast(in);
            case "phi" -> {
                // executed on the incoming edge
            }
            case "freeze" -> emit(Op.MOVN, dst(in), slot(in.operand(0)), lanes(in.type()));
            case "alloca" -> {
                long bytes = Types.allocSize(in.auxType());
                int count = in.operands().isEmpty() ? -1 : slot(in.operand(0));
                long align = Math.max(in.auxType().alignment(), 4);
                emit(Op.ALLOCA, dst(in), (int) bytes, (int) align, count);
            }
            case "load" -> load(in);
            case "store" -> store(in);
            case "getelementptr" -> gep(in);
            case "extractelement" -> {
                int d = dst(in);
                int vec = slot(in.operand(0));
                Operand idx = in.operand(1);
                if (idx.value() instanceof Value.ConstInt ci) {
                    emit(Op.MOV, d, vec + (int) ci.value());
                } else {
                    emit(Op.EXTRACT, d, vec, slot(idx), lanes(in.operand(0).type()), 1);
                }
            }
            case "insertelement" -> {
                int d = dst(in);
                int n = lanes(in.type());
                int vec = slot(in.operand(0));
                int elt = slot(in.operand(1));
                Operand idx = in.operand(2);
                if (idx.value() instanceof Value.ConstInt ci) {
                    emit(Op.MOVN, d, vec, n);
                    emit(Op.MOV, d + (int) ci.value(), elt);
                } else {
                    emit(Op.INSERT, d, vec, elt, slot(idx), n, 1);
                }
            }
            case "shufflevector" -> {
                int d = dst(in);
                int a = slot(in.operand(0));
                int b = slot(in.operand(1));
                int n1 = lanes(in.operand(0).type());
                int[] mask = in.indices();
                int zero = constScalar(0);
                for (int l = 0; l < mask.length; l++) {
                    int m = mask[l];
                    emit(Op.MOV, d + l, m < 0 ? zero : m < n1 ? a + m : b + (m - n1));
                }
            }
            case "extractvalue" -> {
                IrType t = in.operand(0).type();
                int off = aggregateOffset(t, in.indices());
                emit(Op.MOVN, dst(in), slot(in.operand(0)) + off, lanes(in.type()));
            }
            case "insertvalue" -> {
                IrType t = in.operand(0).type();
                int d = dst(in);
                emit(Op.MOVN, d, slot(in.operand(0)), lanes(t));
                int off = aggregateOffset(t, in.indices());
                emit(Op.MOVN, d + off, slot(in.operand(1)), lanes(in.operand(1).type()));
            }
            case "br" -> {
                if (in.operands().isEmpty()) {
                    code.jump(edge(in.labels().get(0)));
                } else {
                    int c = slot(in.operand(0));
                    int[] et = edge(in.labels().get(0));
                    int[] ef = edge(in.labels().get(1));
                    code.branch(c, et, ef);
                }
            }
            case "switch" -> {
                int c = slot(in.operand(0));
                int n = in.operands().size() - 1;
                long[] cases = new long[n];
                for (int i = 0; i < n; i++) {
                    Value cv = in.operand(i + 1).value();
                    long raw = cv instanceof Value.ConstInt ci ? ci.value() : 0;
                    int bits = intBits(in.operand(0).type());
                    cases[i] = bits == 1 ? raw & 1 : (raw << (64 - bits)) >> (64 - bits);
                }
                caseTables.add(cases);
                int[] def = edge(in.labels().get(0));
                int[][] edges = new int[n][];
                for (int i = 0; i < n; i++) {
                    edges[i] = edge(in.labels().get(i + 1));
                }
                code.caseSwitch(c, caseTables.size() - 1, def, edges);
            }
            case "ret" -> {
                if (in.operands().isEmpty()) {
                    emit(Op.RET, -1, 0);
                } else {
                    emit(Op.RET, slot(in.operand(0)), lanes(in.operand(0).type()));
                }
            }
            case "unreachable" -> trap("the kernel reached an 'unreachable' instruction" + lineSuffix(in));
            case "call" -> call(in, blockId);
            case "atomicrmw" -> lowering.atomicRmw(in);
            case "cmpxchg" -> lowering.cmpxchg(in);
            case "fence" -> emit(Op.FENCE);
            default -> throw new UnsupportedOperationException("instruction '" + op + "'");
        }
    }

    private void requireFloat(IrType t) {
        if (isHalf(t)) {
            throw new UnsupportedOperationException("arithmetic on half");
        }
    }

    private int aggregateOffset(IrType t, int[] indices) {
        int off = 0;
        IrType cur = t;
        for (int idx : indices) {
            if (cur instanceof IrType.StructType s) {
                for (int i = 0; i < idx; i++) {
                    off += lanes(s.fields().get(i));
                }
                cur = s.fields().get(idx);
            } else if (cur instanceof IrType.ArrayType a) {
                off += idx * lanes(a.element());
                cur = a.element();
            } else if (cur instanceof IrType.VectorType v) {
                off += idx;
                cur = v.element();
            }
        }
        return off;
    }

    /**
     * An edge from the current IR block to {@code label}, encoded inline in the code:
     * {@code [targetBlock, n, (source, destination) * |n|]} where n is the number of phi moves, negative when
     * a destination is also a source (the moves must then go through scratch registers).
     */
    private int[] edge(String label) {
        int target = blockFor(label);
        Function fn = fs.fn;
        BasicBlock tb = null;
        for (BasicBlock b : fn.blocks()) {
            if (b.label().equals(label)) {
                tb = b;
                break;
            }
        }
        IntArrayList moves = new IntArrayList();
        Set<Integer> sources = new HashSet<>();
        Set<Integer> dests = new HashSet<>();
        for (Instruction phi : tb.instructions()) {
            if (!"phi".equals(phi.opcode())) {
                if (isDebugCall(phi)) {
                    continue;
                }
                break;
            }
            int idx = phi.labels().indexOf(currentIrLabel);
            if (idx < 0) {
                continue;
            }
            int d = fs.slotOf.get(phi.result());
            int s = slot(phi.operand(idx));
            int n = lanes(phi.type());
            for (int l = 0; l < n; l++) {
                if (s + l == d + l) {
                    continue;
                }
                moves.add(s + l);
                moves.add(d + l);
                sources.add(s + l);
                dests.add(d + l);
            }
        }
        int count = moves.size() / 2;
        sources.retainAll(dests);
        boolean twoPhase = !sources.isEmpty();
        int[] record = new int[2 + moves.size()];
        record[0] = target;
        record[1] = twoPhase ? -count : count;
        for (int i = 0; i < moves.size(); i++) {
            record[2 + i] = moves.getInt(i);
        }
        return record;
    }

    private void intBinary(Instruction in) {
        int bits = intBits(in.type());
        int d = dst(in);
        int a = slot(in.operand(0));
        int b = slot(in.operand(1));
        int n = lanes(in.type());
        String op = in.opcode();
        int shift = 64 - bits;
        for (int l = 0; l < n; l++) {
            int dl = d + l;
            int al = a + l;
            int bl = b + l;
            if (bits == 1) {
                switch (op) {
                    case "add", "sub", "xor" -> emit(Op.XOR, dl, al, bl);
                    case "mul", "and" -> emit(Op.AND, dl, al, bl);
                    case "or" -> emit(Op.OR, dl, al, bl);
                    case "udiv", "sdiv", "shl", "lshr", "ashr" -> emit(Op.MOV, dl, al);
                    default -> emit(Op.MOV, dl, constScalar(0));
                }
                continue;
            }
            switch (op) {
                case "add" -> emit(bits == 32 ? Op.ADD32 : bits == 64 ? Op.ADD64 : Op.ADD, dl, al, bl, shift);
                case "sub" -> emit(bits == 32 ? Op.SUB32 : bits == 64 ? Op.SUB64 : Op.SUB, dl, al, bl, shift);
                case "mul" -> emit(bits == 32 ? Op.MUL32 : bits == 64 ? Op.MUL64 : Op.MUL, dl, al, bl, shift);
                case "udiv" -> emit(Op.UDIV, dl, al, bl, shift, currentInstr);
                case "sdiv" -> emit(Op.SDIV, dl, al, bl, shift, currentInstr);
                case "urem" -> emit(Op.UREM, dl, al, bl, shift, currentInstr);
                case "srem" -> emit(Op.SREM, dl, al, bl, shift, currentInstr);
                case "shl" -> emit(Op.SHL, dl, al, bl, shift);
                case "lshr" -> emit(Op.LSHR, dl, al, bl, shift);
                case "ashr" -> emit(Op.ASHR, dl, al, bl, shift);
                case "and" -> emit(Op.AND, dl, al, bl);
                case "or" -> emit(Op.OR, dl, al, bl);
                default -> emit(Op.XOR, dl, al, bl);
            }
        }
    }

    private void floatBinary(Instruction in) {
        requireFloat(in.type());
        boolean dbl = isDouble(in.type());
        int d = dst(in);
        int a = slot(in.operand(0));
        int b = slot(in.operand(1));
        int op = switch (in.opcode()) {
            case "fadd" -> dbl ? Op.FADD_D : Op.FADD_F;
            case "fsub" -> dbl ? Op.FSUB_D : Op.FSUB_F;
            case "fmul" -> dbl ? Op.FMUL_D : Op.FMUL_F;
            case "fdiv" -> dbl ? Op.FDIV_D : Op.FDIV_F;
            default -> dbl ? Op.FREM_D : Op.FREM_F;
        };
        for (int l = 0; l < lanes(in.type()); l++) {
            emit(op, d + l, a + l, b + l);
        }
    }

    private void icmp(Instruction in) {
        IrType t = in.operand(0).type();
        int bits = intBits(t);
        int d = dst(in);
        int a = slot(in.operand(0));
        int b = slot(in.operand(1));
        String p = in.predicate();
        int pred = java.util.Arrays.asList(ICMP).indexOf(p);
        if (pred < 0) {
            throw new UnsupportedOperationException("icmp predicate " + p);
        }
        // i1 values are 0/1, so unsigned and signed orders differ: treat i1 as unsigned 1-bit
        int shift = bits == 1 ? 63 : 64 - bits;
        for (int l = 0; l < lanes(t); l++) {
            int fast = switch (p) {
                case "eq" -> Op.ICMP_EQ;
                case "ne" -> Op.ICMP_NE;
                case "slt" -> bits == 1 ? -1 : Op.ICMP_SLT;
                case "sgt" -> bits == 1 ? -1 : Op.ICMP_SGT;
                case "sle" -> bits == 1 ? -1 : Op.ICMP_SLE;
                case "sge" -> bits == 1 ? -1 : Op.ICMP_SGE;
                default -> -1;
            };
            if (fast >= 0) {
                emit(fast, d + l, a + l, b + l);
            } else if (bits == 1 && p.startsWith("s")) {
                // signed i1: true (1) means -1, so the order reverses
                int mapped = java.util.Arrays.asList(ICMP).indexOf(switch (p) {
                    case "sgt" -> "ult";
                    case "sge" -> "ule";
                    case "slt" -> "ugt";
                    default -> "uge";
                });
                emit(Op.ICMP, d + l, a + l, b + l, mapped, shift);
            } else {
                emit(Op.ICMP, d + l, a + l, b + l, pred, shift);
            }
        }
    }

    private void fcmp(Instruction in) {
        IrType t = in.operand(0).type();
        requireFloat(t);
        int pred = java.util.Arrays.asList(FCMP).indexOf(in.predicate());
        if (pred < 0) {
            throw new UnsupportedOperationException("fcmp predicate " + in.predicate());
        }
        int d = dst(in);
        int a = slot(in.operand(0));
        int b = slot(in.operand(1));
        int op = isDouble(t) ? Op.FCMP_D : Op.FCMP_F;
        for (int l = 0; l < lanes(t); l++) {
            emit(op, d + l, a + l, b + l, pred);
        }
    }

    private void cast(Instruction in) {
        IrType from = in.operand(0).type();
        IrType to = in.type();
        int d = dst(in);
        int a = slot(in.operand(0));
        int n = lanes(to);
        String op = in.opcode();
        if (op.equals("bitcast") && lanes(from) != n) {
            emit(Op.REPACK, d, a, StorageKind.of(scalarOf(from)), lanes(from), StorageKind.of(scalarOf(to)), n);
            return;
        }
        for (int l = 0; l < n; l++) {
            int dl = d + l;
            int al = a + l;
            switch (op) {
                case "trunc" -> {
                    int bits = intBits(to);
                    if (bits == 1) {
                        emit(Op.TRUNC1, dl, al);
                    } else {
                        emit(Op.NORM, dl, al, 64 - bits);
                    }
                }
                case "zext" -> {
                    int fb = intBits(from);
                    if (fb == 1) {
                        emit(Op.MOV, dl, al);
                    } else {
                        emit(Op.ZEXT, dl, al, fb);
                    }
                }
                case "sext" -> emit(intBits(from) == 1 ? Op.NEG1 : Op.MOV, dl, al);
                case "fptrunc" -> {
                    if (isHalf(to)) {
                        throw new UnsupportedOperationException("conversion to half");
                    }
                    emit(Op.D2F, dl, al);
                }
                case "fpext" -> {
                    if (isHalf(from)) {
                        throw new UnsupportedOperationException("conversion from half");
                    }
                    emit(Op.F2D, dl, al);
                }
                case "fptosi" -> emit(isDouble(from) ? Op.D2SI : Op.F2SI, dl, al, 64 - intBits(to));
                case "fptoui" -> emit(isDouble(from) ? Op.D2UI : Op.F2UI, dl, al, 64 - intBits(to));
                case "sitofp" -> emit(isDouble(to) ? Op.SI2D : Op.SI2F, dl, al);
                case "uitofp" -> emit(isDouble(to) ? Op.UI2D : Op.UI2F, dl, al, intBits(from));
                case "ptrtoint" -> {
                    int bits = intBits(to);
                    if (bits == 64) {
                        emit(Op.MOV, dl, al);
                    } else {
                        emit(Op.NORM, dl, al, 64 - bits);
                    }
                }
                case "inttoptr" -> {
                    int fb = intBits(from);
                    if (fb >= 64) {
                        emit(Op.MOV, dl, al);
                    } else {
                        emit(Op.ZEXT, dl, al, fb);
                    }
                }
                case "addrspacecast" -> emit(Op.MOV, dl, al);
                default -> { // bitcast with equal lane counts
                    IrType sf = scalarOf(from);
                    IrType st = scalarOf(to);
                    if (isHalf(sf) && st instanceof IrType.IntType) {
                        emit(Op.NORM, dl, al, 48);
                    } else if (isHalf(st) && sf instanceof IrType.IntType) {
                        emit(Op.ZEXT, dl, al, 16);
                    } else {
                        emit(Op.MOV, dl, al);
                    }
                }
            }
        }
    }

    private void load(Instruction in) {
        IrType t = in.type();
        int d = dst(in);
        int p = slot(in.operand(0));
        if (isScalarMemoryType(t)) {
            int k = StorageKind.of(t);
            int op = switch (k) {
                case StorageKind.I1 -> Op.LOAD_I1;
                case StorageKind.I8 -> Op.LOAD_I8;
                case StorageKind.I16 -> Op.LOAD_I16;
                case StorageKind.U16 -> Op.LOAD_U16;
                case StorageKind.I32 -> Op.LOAD_I32;
                default -> Op.LOAD_I64;
            };
            emit(op, d, p, currentInstr);
        } else {
            emit(Op.LOAD_N, d, p, currentInstr, layout(t));
        }
    }

    private void store(Instruction in) {
        IrType t = in.operand(0).type();
        int v = slot(in.operand(0));
        int p = slot(in.operand(1));
        if (isScalarMemoryType(t)) {
            int k = StorageKind.of(t);
            int op = switch (k) {
                case StorageKind.I1 -> Op.STORE_I1;
                case StorageKind.I8 -> Op.STORE_I8;
                case StorageKind.I16, StorageKind.U16 -> Op.STORE_I16;
                case StorageKind.I32 -> Op.STORE_I32;
                default -> Op.STORE_I64;
            };
            emit(op, v, p, currentInstr);
        } else {
            emit(Op.STORE_N, v, p, currentInstr, layout(t));
        }
    }

    /**
     * An array access: a getelementptr with one variable index whose only use is the pointer of the 32- or
     * 64-bit load or store right after it becomes one operation (both instructions are still counted).
     */
    private boolean fusedAccess(Instruction gep, Instruction next, int nextId) {
        if (!"getelementptr".equals(gep.opcode()) || gep.result() == null || gep.operands().size() != 2
                || gep.type() instanceof IrType.VectorType || fs.uses.getOrDefault(gep.result(), 0) != 1) {
            return false;
        }
        boolean load = "load".equals(next.opcode());
        boolean store = "store".equals(next.opcode());
        if (!load && !store) {
            return false;
        }
        Operand ptr = next.operand(load ? 0 : 1);
        if (!(ptr.value() instanceof Value.LocalRef l) || !l.name().equals(gep.result())) {
            return false;
        }
        IrType t = load ? next.type() : next.operand(0).type();
        if (!isScalarMemoryType(t)) {
            return false;
        }
        int kind = StorageKind.of(t);
        Operand idx = gep.operand(1);
        if ((kind != StorageKind.I32 && kind != StorageKind.I64) || !(idx.value() instanceof Value.LocalRef)) {
            return false;
        }
        int stride = (int) Types.allocSize(gep.auxType());
        int base = slot(gep.operand(0));
        int index = slot(idx);
        if (load) {
            emit(kind == StorageKind.I32 ? Op.LOAD_I32_X : Op.LOAD_I64_X, dst(next), base, index, stride, nextId);
        } else {
            emit(kind == StorageKind.I32 ? Op.STORE_I32_X : Op.STORE_I64_X, slot(next.operand(0)), base, index,
                    stride, nextId);
        }
        return true;
    }

    private void gep(Instruction in) {
        if (in.type() instanceof IrType.VectorType) {
            throw new UnsupportedOperationException("vector getelementptr");
        }
        int d = dst(in);
        int base = slot(in.operand(0));
        long constOffset = 0;
        IntArrayList vars = new IntArrayList();
        IrType cur = in.auxType();
        for (int i = 1; i < in.operands().size(); i++) {
            Operand idx = in.operand(i);
            long stride;
            if (i == 1) {
                stride = Types.allocSize(cur);
            } else if (cur instanceof IrType.StructType s) {
                int field = (int) ((Value.ConstInt) idx.value()).value();
                constOffset += s.offsetOf(field);
                cur = s.fields().get(field);
                continue;
            } else if (cur instanceof IrType.ArrayType a) {
                cur = a.element();
                stride = Types.allocSize(cur);
            } else if (cur instanceof IrType.VectorType v) {
                cur = v.element();
                stride = storeSize(cur);
            } else {
                throw new UnsupportedOperationException("getelementptr into " + cur);
            }
            if (idx.value() instanceof Value.ConstInt ci) {
                int bits = intBits(idx.type());
                long value = bits == 1 ? ci.value() & 1 : (ci.value() << (64 - bits)) >> (64 - bits);
                constOffset += value * stride;
            } else if (idx.value() instanceof Value.ConstZero || idx.value() instanceof Value.ConstNull) {
                // zero
            } else {
                vars.add(slot(idx));
                vars.add((int) stride);
            }
        }
        if (vars.isEmpty() && constOffset == 0) {
            emit(Op.MOV, d, base);
        } else if (vars.size() == 2 && constOffset == 0) {
            emit(Op.GEP1, d, base, vars.getInt(0), vars.getInt(1));
        } else {
            code.gep(d, base, constScalar(constOffset), vars.toIntArray());
        }
    }

    // ---------------------------------------------------------------- calls

    private void call(Instruction in, int blockId) {
        String callee = in.calleeName();
        if (callee == null) {
            throw new UnsupportedOperationException("indirect calls");
        }
        Integer fnId = calls.id(callee);
        int d = in.result() == null ? -1 : dst(in);
        int resultLanes = lanes(in.type());
        if (fnId != null) {
            int[] arguments = new int[2 * in.operands().size()];
            for (int i = 0; i < in.operands().size(); i++) {
                Operand a = in.operand(i);
                arguments[2 * i] = slot(a);
                arguments[2 * i + 1] = lanes(a.type());
            }
            code.call(fnId, d, resultLanes, blockId + 1, currentInstr, arguments);
            return;
        }
        lowering.call(in, callee, d, resultLanes, blockId);
    }

}
