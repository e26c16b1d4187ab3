package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.FunctionInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.descriptor.Terminator;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.builtins.Builtins;
import dev.aiwc.instrumenter.builtins.MangledName;
import dev.aiwc.instrumenter.builtins.ParamType;
import dev.aiwc.instrumenter.builtins.ResolvedBuiltin;
import dev.aiwc.instrumenter.ir.BasicBlock;
import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.GlobalVariable;
import dev.aiwc.instrumenter.ir.Instruction;
import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Module;
import dev.aiwc.instrumenter.ir.Operand;
import dev.aiwc.instrumenter.ir.Types;
import dev.aiwc.instrumenter.ir.Value;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decodes a kernel and the functions it calls into a {@link DecodedKernel}: assigns register slots, splits basic
 * blocks after barriers and calls, expands vector operations per lane, folds constant addresses, resolves
 * builtins once per call site, and builds the static {@link KernelDescriptor}.
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
    private final List<String> opcodeNames = new ArrayList<>();
    private final Object2IntOpenHashMap<String> opcodeIds = new Object2IntOpenHashMap<>();
    private final List<String> calleeNames = new ArrayList<>();
    private final Object2IntOpenHashMap<String> calleeIds = new Object2IntOpenHashMap<>();
    private final List<FunctionInfo> functionInfos = new ArrayList<>();
    private final List<BlockInfo> blockInfos = new ArrayList<>();
    private final List<InstructionInfo> instructionInfos = new ArrayList<>();
    private final IntArrayList blockPc = new IntArrayList();
    private final IntArrayList blockLength = new IntArrayList();
    private final List<int[]> layouts = new ArrayList<>();
    private final List<ResolvedBuiltin> builtins = new ArrayList<>();
    private final List<int[]> argLists = new ArrayList<>();
    private final List<MemoryBuiltin> memoryBuiltins = new ArrayList<>();
    private final List<long[]> caseTables = new ArrayList<>();
    private final List<String> messages = new ArrayList<>();
    private final List<ProgramVariable> variables = new ArrayList<>();
    private final Map<String, Integer> variableIndex = new HashMap<>();
    private final Map<String, Integer> functionIds = new LinkedHashMap<>();
    private final List<Function> functions = new ArrayList<>();
    private boolean usesBarriers;
    private boolean orderedAtomics;

    // per-function state
    private FunctionState fs;

    private KernelDecoder(Module module, String sourcePath) {
        this.module = module;
        this.sourcePath = sourcePath;
        opcodeIds.defaultReturnValue(-1);
        calleeIds.defaultReturnValue(-1);
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
        collectFunctions(kernel);
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
            fs = new FunctionState(f, fn);
            firstBlockOf[f] = blockInfos.size();
            decodeFunction(fn);
            frameSize[f] = fs.next;
            long[] t = new long[frameSize[f]];
            for (int i = 0; i < fs.template.size(); i++) {
                t[i] = fs.template.getLong(i);
            }
            templates[f] = t;
            entry[f] = fs.entryBlock;
            paramSlots[f] = fs.paramSlots;
            paramLanes[f] = fs.paramLanes;
            relocations[f] = fs.relocations.toIntArray();
            functionInfos.add(new FunctionInfo(f, fn.name(), firstBlockOf[f], blockInfos.size() - firstBlockOf[f]));
        }
        int stack = stackSlots(0, frameSize, new HashSet<>());
        KernelDescriptor descriptor = new KernelDescriptor(kernel.name(), sourcePath, List.copyOf(opcodeNames),
                List.copyOf(calleeNames), List.copyOf(functionInfos), blockInfos.toArray(new BlockInfo[0]),
                instructionInfos.toArray(new InstructionInfo[0]));
        return new DecodedKernel(kernel.name(), descriptor, code.toArray(), blockPc.toIntArray(),
                blockLength.toIntArray(), frameSize, templates, entry, paramSlots,
                paramLanes, layouts.toArray(new int[0][]), builtins.toArray(new ResolvedBuiltin[0]),
                argLists.toArray(new int[0][]), memoryBuiltins.toArray(new MemoryBuiltin[0]),
                caseTables.toArray(new long[0][]), messages.toArray(new String[0]), relocations,
                List.copyOf(variables), stack, usesBarriers, orderedAtomics, 0);
    }

    /** Register slots needed by the deepest call chain from function {@code f}. */
    private int stackSlots(int f, int[] frameSize, Set<Integer> onPath) {
        if (!onPath.add(f)) {
            throw AiwcException.badInput("function " + functions.get(f).name() + " is recursive",
                    "OpenCL C does not allow recursion");
        }
        int deepest = 0;
        for (int callee : calleesOf(functions.get(f))) {
            deepest = Math.max(deepest, stackSlots(callee, frameSize, onPath));
        }
        onPath.remove(f);
        return frameSize[f] + deepest;
    }

    private List<Integer> calleesOf(Function fn) {
        List<Integer> out = new ArrayList<>();
        for (BasicBlock b : fn.blocks()) {
            for (Instruction in : b.instructions()) {
                String callee = in.calleeName();
                if (callee != null && functionIds.containsKey(callee)) {
                    out.add(functionIds.get(callee));
                }
            }
        }
        return out;
    }

    private void collectFunctions(Function kernel) {
        ArrayDeque<Function> work = new ArrayDeque<>();
        functionIds.put(kernel.name(), 0);
        functions.add(kernel);
        work.add(kernel);
        while (!work.isEmpty()) {
            Function fn = work.poll();
            for (BasicBlock b : fn.blocks()) {
                for (Instruction in : b.instructions()) {
                    String callee = in.calleeName();
                    if (callee == null || functionIds.containsKey(callee)) {
                        continue;
                    }
                    Function target = module.function(callee);
                    if (target != null && !target.declaration()) {
                        functionIds.put(callee, functions.size());
                        functions.add(target);
                        work.add(target);
                    }
                }
            }
        }
    }

    // ---------------------------------------------------------------- per function

    private static final class FunctionState {
        final int id;
        final Function fn;
        final Map<String, Integer> slotOf = new HashMap<>();
        final Map<String, IrType> typeOf = new HashMap<>();
        final Map<String, Integer> constSlots = new HashMap<>();
        final LongArrayList template = new LongArrayList();
        final IntArrayList relocations = new IntArrayList();
        final Map<String, Integer> firstBlock = new HashMap<>();
        final Map<String, Integer> uses = new HashMap<>();
        final Map<String, String> useBlock = new HashMap<>();
        final Set<Instruction> aliased = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        int next;
        int entryBlock;
        int[] paramSlots;
        int[] paramLanes;

        FunctionState(int id, Function fn) {
            this.id = id;
            this.fn = fn;
        }
    }

    private int allocate(int lanes) {
        int s = fs.next;
        fs.next += lanes;
        while (fs.template.size() < fs.next) {
            fs.template.add(0L);
        }
        return s;
    }

    private void decodeFunction(Function fn) {
        fs.paramSlots = new int[fn.parameters().size()];
        fs.paramLanes = new int[fn.parameters().size()];
        for (int i = 0; i < fn.parameters().size(); i++) {
            var p = fn.parameters().get(i);
            int lanes = lanes(p.type());
            int slot = allocate(lanes);
            fs.slotOf.put(p.name(), slot);
            fs.typeOf.put(p.name(), p.type());
            fs.paramSlots[i] = slot;
            fs.paramLanes[i] = lanes;
        }
        countUses(fn);
        for (BasicBlock b : fn.blocks()) {
            for (Instruction in : b.instructions()) {
                if (in.result() != null && !isDebugCall(in)) {
                    Integer alias = aliasSource(in, b.label());
                    if (alias != null) {
                        fs.slotOf.put(in.result(), alias);
                        fs.aliased.add(in);
                    } else {
                        fs.slotOf.put(in.result(), allocate(lanes(in.type())));
                    }
                    fs.typeOf.put(in.result(), in.type());
                }
            }
        }
        // split blocks and assign ids
        List<List<Instruction>> segments = new ArrayList<>();
        List<String> segmentLabels = new ArrayList<>();
        List<String> segmentIrLabel = new ArrayList<>();
        for (BasicBlock b : fn.blocks()) {
            fs.firstBlock.put(b.label(), blockInfos.size() + segments.size());
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
        int firstId = blockInfos.size();
        fs.entryBlock = firstId;
        for (int s = 0; s < segments.size(); s++) {
            decodeBlock(firstId + s, segments.get(s), segmentLabels.get(s), segmentIrLabel.get(s));
        }
    }

    /** Per value: how many operands use it, and the single IR block all non-phi uses are in (or null). */
    private void countUses(Function fn) {
        for (BasicBlock b : fn.blocks()) {
            for (Instruction in : b.instructions()) {
                boolean phi = "phi".equals(in.opcode());
                for (Operand o : in.operands()) {
                    if (o.value() instanceof Value.LocalRef l) {
                        fs.uses.merge(l.name(), 1, Integer::sum);
                        String where = phi ? "\0phi" : b.label();
                        fs.useBlock.merge(l.name(), where, (x, y) -> x.equals(y) ? x : "\0many");
                    }
                }
            }
        }
    }

    /**
     * A cast that leaves the register value unchanged (sext of an already sign-extended value, same-width
     * bitcasts, address-space casts, freeze) needs no operation when all its uses are in its own basic block:
     * no edge, hence no phi move, can run between the cast and those uses, so the source slot still holds the
     * value. Such a result shares its source's slot; the instruction is still counted, but not executed.
     */
    private Integer aliasSource(Instruction in, String block) {
        if (in.operands().isEmpty() || !(in.operand(0).value() instanceof Value.LocalRef src)) {
            return null;
        }
        Integer srcSlot = fs.slotOf.get(src.name());
        if (srcSlot == null || !block.equals(fs.useBlock.get(in.result()))) {
            return null;
        }
        IrType from = in.operand(0).type();
        IrType to = in.type();
        if (lanes(from) != lanes(to)) {
            return null;
        }
        boolean identity = switch (in.opcode()) {
            case "sext" -> intBits(from) > 1;
            case "addrspacecast", "freeze" -> true;
            case "bitcast" -> !isHalf(scalarOf(from)) && !isHalf(scalarOf(to));
            case "ptrtoint" -> intBits(to) == 64;
            case "inttoptr" -> intBits(from) == 64;
            default -> false;
        };
        return identity ? srcSlot : null;
    }

    private boolean isDebugCall(Instruction in) {
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
        return functionIds.containsKey(callee) || isBarrier(callee);
    }

    /** The OpenCL name of a mangled builtin ({@code _Z13get_global_idj} → {@code get_global_id}). */
    private static String baseName(String callee) {
        MangledName m = MangledName.parse(callee);
        return m == null ? callee : m.name();
    }

    private static MangledName demangled(String callee) {
        MangledName m = MangledName.parse(callee);
        return m == null ? new MangledName(callee, List.of()) : m;
    }

    /** {@code vstoreN}, {@code vstore_halfN} and {@code vstorea_halfN} (with any rounding suffix). */
    private static boolean isVectorStoreBuiltin(String callee) {
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
    private static boolean isBarrier(String callee) {
        String base = baseName(callee);
        return base.equals("barrier") || base.equals("work_group_barrier") || base.equals("wait_group_events");
    }

    // ---------------------------------------------------------------- blocks

    private int currentInstr;
    private String currentIrLabel;

    private void decodeBlock(int blockId, List<Instruction> body, String label, String irLabel) {
        currentIrLabel = irLabel;
        int firstInstr = instructionInfos.size();
        Map<Integer, Integer> opcodeHist = new LinkedHashMap<>();
        Map<Integer, Integer> calleeHist = new LinkedHashMap<>();
        IntArrayList memOffsets = new IntArrayList();
        // descriptor info first, so instruction ids are known while encoding
        for (int i = 0; i < body.size(); i++) {
            Instruction in = body.get(i);
            int id = instructionInfos.size();
            int op = opcodeId(in.opcode());
            int callee = -1;
            if ("call".equals(in.opcode())) {
                String name = in.calleeName() != null ? in.calleeName() : "<indirect>";
                callee = calleeId(name);
                calleeHist.merge(callee, 1, Integer::sum);
            }
            opcodeHist.merge(op, 1, Integer::sum);
            boolean mem = in.opcode().equals("load") || in.opcode().equals("store");
            if (mem) {
                memOffsets.add(i);
            }
            int resultWidth = in.type() instanceof IrType.VectorType v ? v.length() : 1;
            int storedWidth = 0;
            AddressSpace space = null;
            int bytes = 0;
            if (in.opcode().equals("store")) {
                IrType vt = in.operand(0).type();
                storedWidth = vt instanceof IrType.VectorType v ? v.length() : 1;
                space = spaceOf(in.operand(1).type());
                bytes = (int) storeSize(vt);
            } else if (in.opcode().equals("load")) {
                space = spaceOf(in.operand(0).type());
                bytes = (int) storeSize(in.type());
            } else if (callee >= 0 && isVectorStoreBuiltin(in.calleeName()) && !in.operands().isEmpty()) {
                // vstoreN / vstore_halfN / vstorea_halfN store their first operand, as an IR vector store does
                IrType vt = in.operand(0).type();
                storedWidth = vt instanceof IrType.VectorType v ? v.length() : 1;
            }
            instructionInfos.add(new InstructionInfo(id, blockId, op, callee, resultWidth, storedWidth, mem, space,
                    bytes, in.line(), in.file(), in.text()));
        }
        Instruction last = body.get(body.size() - 1);
        Terminator term = terminatorOf(last);
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
        blockInfos.add(new BlockInfo(blockId, fs.id, label, firstInstr, body.size(), term, trueSucc, falseSucc,
                firstInstr + body.size() - 1, last.line(), keys(opcodeHist), values(opcodeHist), keys(calleeHist),
                values(calleeHist), memOffsets.toIntArray()));
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

    private String lineSuffix(Instruction in) {
        return in.line() > 0 ? " at " + sourcePath + ":" + in.line() : "";
    }

    private int blockFor(String label) {
        Integer b = fs.firstBlock.get(label);
        if (b == null) {
            throw AiwcException.badInput("branch to unknown block %" + label + " in function " + fs.fn.name());
        }
        return b;
    }

    private Terminator terminatorOf(Instruction last) {
        return switch (last.opcode()) {
            case "br" -> last.operands().isEmpty() ? Terminator.BRANCH : Terminator.CONDITIONAL_BRANCH;
            case "switch" -> Terminator.SWITCH;
            case "ret" -> Terminator.RETURN;
            case "unreachable" -> Terminator.UNREACHABLE;
            case "call" -> isBarrier(last.calleeName()) ? Terminator.BARRIER : Terminator.CALL;
            default -> Terminator.FALLTHROUGH;
        };
    }

    private static int[] keys(Map<Integer, Integer> m) {
        return m.keySet().stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] values(Map<Integer, Integer> m) {
        return m.values().stream().mapToInt(Integer::intValue).toArray();
    }

    private int opcodeId(String name) {
        int id = opcodeIds.getInt(name);
        if (id < 0) {
            id = opcodeNames.size();
            opcodeNames.add(name);
            opcodeIds.put(name, id);
        }
        return id;
    }

    private int calleeId(String name) {
        int id = calleeIds.getInt(name);
        if (id < 0) {
            id = calleeNames.size();
            calleeNames.add(name);
            calleeIds.put(name, id);
        }
        return id;
    }

    private static AddressSpace spaceOf(IrType pointer) {
        if (pointer instanceof IrType.PointerType p) {
            return switch (p.addressSpace()) {
                case 1 -> AddressSpace.GLOBAL;
                case 2 -> AddressSpace.CONSTANT;
                case 3 -> AddressSpace.LOCAL;
                default -> AddressSpace.PRIVATE;
            };
        }
        return AddressSpace.PRIVATE;
    }

    // ---------------------------------------------------------------- types

    /** Register slots a value of this type occupies. */
    static int lanes(IrType t) {
        if (t instanceof IrType.VectorType v) {
            return v.length();
        }
        if (t instanceof IrType.ArrayType a) {
            return (int) a.length() * lanes(a.element());
        }
        if (t instanceof IrType.StructType s) {
            int n = 0;
            for (IrType f : s.fields()) {
                n += lanes(f);
            }
            return n;
        }
        if (t instanceof IrType.VoidType) {
            return 0;
        }
        return 1;
    }

    /** Bytes a load or store of this type touches (no tail padding for 3-vectors). */
    static long storeSize(IrType t) {
        if (t instanceof IrType.VectorType v) {
            return v.length() * storeSize(v.element());
        }
        if (t instanceof IrType.IntType i) {
            return Math.max(1, (i.bits() + 7) / 8);
        }
        return t.sizeInBytes();
    }

    private static IrType scalarOf(IrType t) {
        return t instanceof IrType.VectorType v ? v.element() : t;
    }

    private static int intBits(IrType t) {
        IrType s = scalarOf(t);
        if (s instanceof IrType.IntType i) {
            return i.bits();
        }
        if (s instanceof IrType.PointerType) {
            return 64;
        }
        throw new UnsupportedOperationException("expected an integer type, found " + t);
    }

    private static boolean isDouble(IrType t) {
        return scalarOf(t) instanceof IrType.FloatType f && f.bits() == 64;
    }

    private static boolean isFloat(IrType t) {
        return scalarOf(t) instanceof IrType.FloatType f && f.bits() == 32;
    }

    private static boolean isHalf(IrType t) {
        return scalarOf(t) instanceof IrType.FloatType f && f.bits() == 16;
    }

    // ---------------------------------------------------------------- operands and constants

    private int slot(Operand op) {
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
            return relocated(g.name(), 0);
        }
        if (v instanceof Value.ConstExpr ce) {
            Object folded = fold(ce.expression());
            if (folded instanceof long[] rel) {
                return relocated(variableName((int) rel[0]), rel[1]);
            }
            return constLanes(op.type(), new long[]{(Long) folded});
        }
        long[] lanes = new long[lanes(op.type())];
        fillConstant(op.type(), v, lanes, 0);
        return constLanes(op.type(), lanes);
    }

    private String variableName(int index) {
        return variables.get(index).name();
    }

    private int constLanes(IrType type, long[] lanes) {
        StringBuilder key = new StringBuilder().append(lanes.length).append(':');
        for (long l : lanes) {
            key.append(l).append(',');
        }
        Integer existing = fs.constSlots.get(key.toString());
        if (existing != null) {
            return existing;
        }
        int s = allocate(Math.max(1, lanes.length));
        for (int i = 0; i < lanes.length; i++) {
            fs.template.set(s + i, lanes[i]);
        }
        fs.constSlots.put(key.toString(), s);
        return s;
    }

    private int constScalar(long value) {
        return constLanes(Types.I64, new long[]{value});
    }

    private int relocated(String global, long offset) {
        String key = "@" + global + "+" + offset;
        Integer existing = fs.constSlots.get(key);
        if (existing != null) {
            return existing;
        }
        int var = variable(global);
        int s = allocate(1);
        fs.relocations.add(s);
        fs.relocations.add(var);
        fs.relocations.add((int) offset);
        fs.constSlots.put(key, s);
        return s;
    }

    private int variable(String name) {
        Integer idx = variableIndex.get(name);
        if (idx != null) {
            return idx;
        }
        GlobalVariable g = module.global(name);
        if (g == null) {
            if (module.function(name) != null) {
                throw new UnsupportedOperationException("function pointers (@" + name + ")");
            }
            throw new IllegalStateException("unknown global @" + name);
        }
        AddressSpace space = switch (g.addressSpace()) {
            case 2 -> AddressSpace.CONSTANT;
            case 3 -> AddressSpace.LOCAL;
            default -> AddressSpace.GLOBAL;
        };
        long bytes = Math.max(1, Types.allocSize(g.valueType()));
        byte[] init = null;
        if (g.initializer() != null && space != AddressSpace.LOCAL) {
            ByteBuffer buf = ByteBuffer.allocate((int) bytes).order(ByteOrder.LITTLE_ENDIAN);
            serialize(g.valueType(), g.initializer().value(), buf, 0);
            init = buf.array();
        }
        idx = variables.size();
        variables.add(new ProgramVariable(name, space, bytes, init));
        variableIndex.put(name, idx);
        return idx;
    }

    /** Folds a constant expression to a Long, or to {variable, offset} (long[2]) for an address. */
    private Object fold(Instruction e) {
        switch (e.opcode()) {
            case "getelementptr" -> {
                Object base = foldOperand(e.operand(0));
                long offset = 0;
                IrType cur = e.auxType();
                for (int i = 1; i < e.operands().size(); i++) {
                    Object idxObj = foldOperand(e.operand(i));
                    if (!(idxObj instanceof Long idx)) {
                        throw new UnsupportedOperationException("non-constant index in constant getelementptr");
                    }
                    if (i == 1) {
                        offset += idx * Types.allocSize(cur);
                    } else if (cur instanceof IrType.StructType s) {
                        offset += s.offsetOf(idx.intValue());
                        cur = s.fields().get(idx.intValue());
                    } else if (cur instanceof IrType.ArrayType a) {
                        cur = a.element();
                        offset += idx * Types.allocSize(cur);
                    } else if (cur instanceof IrType.VectorType v) {
                        cur = v.element();
                        offset += idx * Types.allocSize(cur);
                    }
                }
                if (base instanceof long[] rel) {
                    return new long[]{rel[0], rel[1] + offset};
                }
                return (Long) base + offset;
            }
            case "bitcast", "addrspacecast", "ptrtoint", "inttoptr" -> {
                return foldOperand(e.operand(0));
            }
            case "add", "sub", "mul", "and", "or", "xor", "shl" -> {
                Object a = foldOperand(e.operand(0));
                Object b = foldOperand(e.operand(1));
                if (a instanceof Long x && b instanceof Long y) {
                    return switch (e.opcode()) {
                        case "add" -> x + y;
                        case "sub" -> x - y;
                        case "mul" -> x * y;
                        case "and" -> x & y;
                        case "or" -> x | y;
                        case "xor" -> x ^ y;
                        default -> x << y;
                    };
                }
                throw new UnsupportedOperationException("constant expression " + e.opcode() + " on addresses");
            }
            default -> throw new UnsupportedOperationException("constant expression " + e.opcode());
        }
    }

    private Object foldOperand(Operand op) {
        Value v = op.value();
        if (v instanceof Value.GlobalRef g) {
            return new long[]{variable(g.name()), 0};
        }
        if (v instanceof Value.ConstExpr ce) {
            return fold(ce.expression());
        }
        if (v instanceof Value.ConstInt ci) {
            return ci.value();
        }
        if (v instanceof Value.ConstNull || v instanceof Value.ConstZero || v instanceof Value.ConstUndef
                || v instanceof Value.ConstPoison) {
            return 0L;
        }
        throw new UnsupportedOperationException("constant " + v);
    }

    /** Writes a constant's register lanes. */
    private void fillConstant(IrType type, Value v, long[] out, int at) {
        if (v instanceof Value.ConstInt ci) {
            int bits = intBits(type);
            out[at] = bits == 1 ? (ci.value() & 1) : (ci.value() << (64 - bits)) >> (64 - bits);
        } else if (v instanceof Value.ConstFloat cf) {
            out[at] = isFloat(type) ? (long) (int) cf.rawBits() : cf.rawBits();
        } else if (v instanceof Value.ConstNull || v instanceof Value.ConstZero || v instanceof Value.ConstUndef
                || v instanceof Value.ConstPoison) {
            // zero lanes
        } else if (v instanceof Value.ConstAggregate agg) {
            int pos = at;
            for (Operand e : agg.elements()) {
                fillConstant(e.type(), e.value(), out, pos);
                pos += lanes(e.type());
            }
        } else if (v instanceof Value.ConstBytes cb) {
            for (int i = 0; i < cb.bytes().length; i++) {
                out[at + i] = cb.bytes()[i];
            }
        } else {
            throw new UnsupportedOperationException("constant " + v);
        }
    }

    /** Serialises an initialiser into memory bytes. */
    private void serialize(IrType type, Value v, ByteBuffer buf, int at) {
        if (v instanceof Value.ConstZero || v instanceof Value.ConstUndef || v instanceof Value.ConstPoison
                || v instanceof Value.ConstNull) {
            return;
        }
        if (v instanceof Value.ConstBytes cb) {
            for (int i = 0; i < cb.bytes().length; i++) {
                buf.put(at + i, cb.bytes()[i]);
            }
            return;
        }
        if (v instanceof Value.ConstAggregate agg) {
            if (type instanceof IrType.StructType s) {
                for (int i = 0; i < agg.elements().size(); i++) {
                    Operand e = agg.elements().get(i);
                    serialize(e.type(), e.value(), buf, at + (int) s.offsetOf(i));
                }
            } else {
                IrType elem = type instanceof IrType.ArrayType a ? a.element() : ((IrType.VectorType) type).element();
                long stride = type instanceof IrType.ArrayType ? Types.allocSize(elem) : storeSize(elem);
                for (int i = 0; i < agg.elements().size(); i++) {
                    Operand e = agg.elements().get(i);
                    serialize(e.type(), e.value(), buf, at + (int) (i * stride));
                }
            }
            return;
        }
        if (v instanceof Value.ConstInt ci) {
            writeScalar(buf, at, ScalarKind.of(type), ci.value());
            return;
        }
        if (v instanceof Value.ConstFloat cf) {
            writeScalar(buf, at, ScalarKind.of(type), cf.rawBits());
            return;
        }
        throw new UnsupportedOperationException("initialiser " + v + " of type " + type);
    }

    private static void writeScalar(ByteBuffer buf, int at, int kind, long value) {
        switch (kind) {
            case ScalarKind.I1, ScalarKind.I8 -> buf.put(at, (byte) value);
            case ScalarKind.I16, ScalarKind.U16 -> buf.putShort(at, (short) value);
            case ScalarKind.I32 -> buf.putInt(at, (int) value);
            default -> buf.putLong(at, value);
        }
    }

    // ---------------------------------------------------------------- encoding

    private void emit(int op, int... operands) {
        code.emit(op, operands);
    }

    private void trap(String message) {
        messages.add(message);
        emit(Op.TRAP, messages.size() - 1, currentInstr);
    }

    /** Reached only if executed, so a kernel that never runs the construct still works. */
    private void unsupported(String message) {
        messages.add(message);
        emit(Op.UNSUPPORTED, messages.size() - 1, currentInstr);
    }

    private int dst(Instruction in) {
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
            case "atomicrmw" -> atomicRmw(in);
            case "cmpxchg" -> {
                int size = (int) storeSize(in.operand(1).type());
                emit(Op.ATOMIC, dst(in), slot(in.operand(0)), slot(in.operand(2)), AtomicOperation.CMPXCHG_PAIR, size,
                        currentInstr, slot(in.operand(1)));
                markAtomicResultUse(in);
            }
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
            emit(Op.REPACK, d, a, ScalarKind.of(scalarOf(from)), lanes(from), ScalarKind.of(scalarOf(to)), n);
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
            int k = ScalarKind.of(t);
            int op = switch (k) {
                case ScalarKind.I1 -> Op.LOAD_I1;
                case ScalarKind.I8 -> Op.LOAD_I8;
                case ScalarKind.I16 -> Op.LOAD_I16;
                case ScalarKind.U16 -> Op.LOAD_U16;
                case ScalarKind.I32 -> Op.LOAD_I32;
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
            int k = ScalarKind.of(t);
            int op = switch (k) {
                case ScalarKind.I1 -> Op.STORE_I1;
                case ScalarKind.I8 -> Op.STORE_I8;
                case ScalarKind.I16, ScalarKind.U16 -> Op.STORE_I16;
                case ScalarKind.I32 -> Op.STORE_I32;
                default -> Op.STORE_I64;
            };
            emit(op, v, p, currentInstr);
        } else {
            emit(Op.STORE_N, v, p, currentInstr, layout(t));
        }
    }

    private static boolean isScalarMemoryType(IrType t) {
        return t instanceof IrType.IntType || t instanceof IrType.FloatType || t instanceof IrType.PointerType;
    }

    /** A layout table: [totalBytes, (slotOffset, byteOffset, kind) ...]. */
    private int layout(IrType t) {
        IntArrayList l = new IntArrayList();
        l.add((int) storeSize(t));
        layoutOf(t, 0, 0, l);
        layouts.add(l.toIntArray());
        return layouts.size() - 1;
    }

    private int layoutOf(IrType t, int slot, long byteOff, IntArrayList out) {
        if (t instanceof IrType.VectorType v) {
            long es = storeSize(v.element());
            for (int i = 0; i < v.length(); i++) {
                out.add(slot + i);
                out.add((int) (byteOff + i * es));
                out.add(ScalarKind.of(v.element()));
            }
            return slot + v.length();
        }
        if (t instanceof IrType.ArrayType a) {
            long es = Types.allocSize(a.element());
            int s = slot;
            for (long i = 0; i < a.length(); i++) {
                s = layoutOf(a.element(), s, byteOff + i * es, out);
            }
            return s;
        }
        if (t instanceof IrType.StructType st) {
            int s = slot;
            for (int i = 0; i < st.fields().size(); i++) {
                s = layoutOf(st.fields().get(i), s, byteOff + st.offsetOf(i), out);
            }
            return s;
        }
        out.add(slot);
        out.add((int) byteOff);
        out.add(ScalarKind.of(t));
        return slot + 1;
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
        int kind = ScalarKind.of(t);
        Operand idx = gep.operand(1);
        if ((kind != ScalarKind.I32 && kind != ScalarKind.I64) || !(idx.value() instanceof Value.LocalRef)) {
            return false;
        }
        int stride = (int) Types.allocSize(gep.auxType());
        int base = slot(gep.operand(0));
        int index = slot(idx);
        if (load) {
            emit(kind == ScalarKind.I32 ? Op.LOAD_I32_X : Op.LOAD_I64_X, dst(next), base, index, stride, nextId);
        } else {
            emit(kind == ScalarKind.I32 ? Op.STORE_I32_X : Op.STORE_I64_X, slot(next.operand(0)), base, index,
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

    private void atomicRmw(Instruction in) {
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
        emit(Op.ATOMIC, dst(in), slot(in.operand(0)), slot(in.operand(1)), operation, size, currentInstr, -1);
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
        for (BasicBlock b : fs.fn.blocks()) {
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

    // ---------------------------------------------------------------- calls

    private void call(Instruction in, int blockId) {
        String callee = in.calleeName();
        if (callee == null) {
            throw new UnsupportedOperationException("indirect calls");
        }
        Integer fnId = functionIds.get(callee);
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
        String base = baseName(callee);
        if (isBarrier(callee)) {
            usesBarriers = true;
            emit(Op.BARRIER, currentInstr, blockId + 1);
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
            int dim = in.operands().isEmpty() ? constScalar(0) : slot(in.operand(0));
            emit(Op.WORK_ITEM, d, which, dim);
            return;
        }
        if (base.equals("mem_fence") || base.equals("read_mem_fence") || base.equals("write_mem_fence")
                || callee.startsWith("llvm.lifetime.") || callee.startsWith("llvm.assume")
                || callee.startsWith("llvm.experimental.noalias.scope.decl") || callee.startsWith("llvm.invariant.")
                || callee.startsWith("llvm.var.annotation") || callee.startsWith("llvm.donothing")
                || callee.startsWith("llvm.prefetch") || callee.startsWith("llvm.sideeffect")) {
            emit(Op.FENCE);
            return;
        }
        if (callee.startsWith("llvm.fmuladd.") || callee.startsWith("llvm.fma.")) {
            IrType t = in.type();
            if (isFloat(t) || isDouble(t)) {
                int op = isDouble(t) ? Op.FMA_D : Op.FMA_F;
                int a = slot(in.operand(0));
                int b = slot(in.operand(1));
                int c = slot(in.operand(2));
                for (int l = 0; l < resultLanes; l++) {
                    emit(op, d + l, a + l, b + l, c + l);
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
            emit(Op.MEM_BUILTIN, memoryBuiltins.size() - 1, d, argList(in), currentInstr);
            return;
        }
        ResolvedBuiltin rb = Builtins.resolve(callee, (IrType.FunctionType) in.auxType());
        if (rb != null) {
            builtins.add(rb);
            emit(Op.PURE, builtins.size() - 1, d, argList(in), currentInstr);
            if (rb.outPointerArg() >= 0) {
                // the builtin left the pointed-to value after its result: store it through the pointer argument
                int outSlot = d + resultLanes;
                fs.next = Math.max(fs.next, outSlot + rb.outLanes());
                while (fs.template.size() < fs.next) {
                    fs.template.add(0L);
                }
                int kind = switch (rb.outElementBytes()) {
                    case 8 -> ScalarKind.I64;
                    case 2 -> ScalarKind.I16;
                    default -> ScalarKind.I32;
                };
                int[] lay = new int[1 + 3 * rb.outLanes()];
                lay[0] = rb.outElementBytes() * rb.outLanes();
                for (int l = 0; l < rb.outLanes(); l++) {
                    lay[1 + 3 * l] = l;
                    lay[2 + 3 * l] = l * rb.outElementBytes();
                    lay[3 + 3 * l] = kind;
                }
                layouts.add(lay);
                emit(Op.STORE_N, outSlot, slot(in.operand(rb.outPointerArg())), -1 - currentInstr,
                        layouts.size() - 1);
            }
            return;
        }
        unsupported("the builtin or function '" + base + "' (" + callee + ") is not implemented by the simulator"
                + lineSuffix(in));
    }

    private int argList(Instruction in) {
        int[] args = new int[in.operands().size()];
        for (int i = 0; i < args.length; i++) {
            Operand a = in.operand(i);
            args[i] = a.type() instanceof IrType.MetadataType ? 0 : slot(a);
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
                value = constScalar(1);
            }
            case "dec" -> {
                operation = AtomicOperation.SUB;
                value = constScalar(1);
            }
            case "cmpxchg" -> {
                operation = AtomicOperation.CMPXCHG;
                compare = slot(in.operand(1));
                value = slot(in.operand(2));
            }
            default -> {
                return false;
            }
        }
        if (value < 0) {
            value = slot(in.operand(1));
        }
        int size = (int) storeSize(in.type());
        emit(Op.ATOMIC, d, slot(in.operand(0)), value, operation, size, currentInstr, compare);
        markAtomicResultUse(in);
        return true;
    }

    private MemoryBuiltin memoryBuiltin(Instruction in, String base, String callee) {
        if (callee.startsWith("llvm.memcpy") || callee.startsWith("llvm.memmove")) {
            return new MemoryBuiltin(MemoryBuiltin.Kind.MEMCPY, callee, ScalarKind.I8, 1, 0);
        }
        if (callee.startsWith("llvm.memset")) {
            return new MemoryBuiltin(MemoryBuiltin.Kind.MEMSET, callee, ScalarKind.I8, 1, 0);
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
            return new MemoryBuiltin(MemoryBuiltin.Kind.PRINTF, callee, 0, 0, 0, types.toString());
        }
        if (base.equals("prefetch")) {
            return new MemoryBuiltin(MemoryBuiltin.Kind.PREFETCH, callee, 0, 0, 0);
        }
        if (base.equals("async_work_group_copy") || base.equals("async_work_group_strided_copy")) {
            ParamType pointer = demangled(callee).params().stream().filter(ParamType::isPointer).findFirst()
                    .orElse(null);
            if (pointer == null || pointer.elementKind() == null) {
                throw new UnsupportedOperationException("cannot tell the element type of " + callee);
            }
            int bytes = pointer.elementKind().bits() / 8;
            int kind = bytes == 1 ? ScalarKind.I8 : bytes == 2 ? ScalarKind.I16 : bytes == 4 ? ScalarKind.I32
                    : ScalarKind.I64;
            return new MemoryBuiltin(base.equals("async_work_group_copy") ? MemoryBuiltin.Kind.ASYNC_COPY
                    : MemoryBuiltin.Kind.ASYNC_STRIDED_COPY, callee, kind, pointer.lanes(), 0);
        }
        if (base.startsWith("vload_half") || base.startsWith("vloada_half")) {
            int lanes = lanes(in.type());
            return new MemoryBuiltin(base.startsWith("vloada") ? MemoryBuiltin.Kind.VLOADA_HALF
                    : MemoryBuiltin.Kind.VLOAD_HALF, callee, isDouble(in.type()) ? ScalarKind.I64 : ScalarKind.I32,
                    lanes, 0);
        }
        if (base.startsWith("vstore_half") || base.startsWith("vstorea_half")) {
            IrType dataType = in.operand(0).type();
            int rounding = base.endsWith("_rtz") ? 1 : base.endsWith("_rtp") ? 2 : base.endsWith("_rtn") ? 3 : 0;
            return new MemoryBuiltin(base.startsWith("vstorea") ? MemoryBuiltin.Kind.VSTOREA_HALF
                    : MemoryBuiltin.Kind.VSTORE_HALF, callee, isDouble(dataType) ? ScalarKind.I64 : ScalarKind.I32,
                    lanes(dataType), rounding);
        }
        if (base.startsWith("vload") && base.length() > 5 && Character.isDigit(base.charAt(5))) {
            IrType t = in.type();
            return new MemoryBuiltin(MemoryBuiltin.Kind.VLOAD, callee, ScalarKind.of(scalarOf(t)), lanes(t), 0);
        }
        if (base.startsWith("vstore") && base.length() > 6 && Character.isDigit(base.charAt(6))) {
            IrType t = in.operand(0).type();
            return new MemoryBuiltin(MemoryBuiltin.Kind.VSTORE, callee, ScalarKind.of(scalarOf(t)), lanes(t), 0);
        }
        return null;
    }
}
