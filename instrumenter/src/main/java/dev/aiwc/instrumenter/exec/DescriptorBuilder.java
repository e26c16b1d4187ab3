package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.FunctionInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.descriptor.Terminator;
import dev.aiwc.instrumenter.ir.Instruction;
import dev.aiwc.instrumenter.ir.IrType;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.aiwc.instrumenter.exec.TypeLayout.storeSize;

/**
 * Builds the static {@link KernelDescriptor} collectors see: the functions, the (split) blocks with their
 * terminators, successors and opcode/callee histograms, and every instruction with its memory facts; opcode and
 * callee names are interned to ids in order of first appearance.
 */
final class DescriptorBuilder {
    private final List<String> opcodeNames = new ArrayList<>();
    private final Object2IntOpenHashMap<String> opcodeIds = new Object2IntOpenHashMap<>();
    private final List<String> calleeNames = new ArrayList<>();
    private final Object2IntOpenHashMap<String> calleeIds = new Object2IntOpenHashMap<>();
    private final List<FunctionInfo> functionInfos = new ArrayList<>();
    private final List<BlockInfo> blockInfos = new ArrayList<>();
    private final List<InstructionInfo> instructionInfos = new ArrayList<>();

    DescriptorBuilder() {
        opcodeIds.defaultReturnValue(-1);
        calleeIds.defaultReturnValue(-1);
    }

    int blockCount() {
        return blockInfos.size();
    }

    int instructionCount() {
        return instructionInfos.size();
    }

    /** Adds function {@code id}, whose blocks are those from {@code firstBlock} to the last one added. */
    void function(int id, String name, int firstBlock) {
        functionInfos.add(new FunctionInfo(id, name, firstBlock, blockInfos.size() - firstBlock));
    }

    KernelDescriptor build(String kernelName, String sourcePath) {
        return new KernelDescriptor(kernelName, sourcePath, List.copyOf(opcodeNames), List.copyOf(calleeNames),
                List.copyOf(functionInfos), blockInfos.toArray(new BlockInfo[0]),
                instructionInfos.toArray(new InstructionInfo[0]));
    }

    /**
     * Adds block {@code blockId} of function {@code function}: first its instructions (their ids are the next ones,
     * in body order, and the encoder uses them), then the block with its opcode and callee histograms.
     */
    void block(int blockId, int function, String label, List<Instruction> body, Terminator term, int trueSucc,
               int falseSucc) {
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
            } else if (callee >= 0 && BuiltinLowering.isVectorStoreBuiltin(in.calleeName()) && !in.operands().isEmpty()) {
                // vstoreN / vstore_halfN / vstorea_halfN store their first operand, as an IR vector store does
                IrType vt = in.operand(0).type();
                storedWidth = vt instanceof IrType.VectorType v ? v.length() : 1;
            }
            instructionInfos.add(new InstructionInfo(id, blockId, op, callee, resultWidth, storedWidth, mem, space,
                    bytes, in.line(), in.file(), in.text()));
        }
        Instruction last = body.get(body.size() - 1);
        blockInfos.add(new BlockInfo(blockId, function, label, firstInstr, body.size(), term, trueSucc, falseSucc,
                firstInstr + body.size() - 1, last.line(), keys(opcodeHist), values(opcodeHist), keys(calleeHist),
                values(calleeHist), memOffsets.toIntArray()));
    }

    static Terminator terminatorOf(Instruction last) {
        return switch (last.opcode()) {
            case "br" -> last.operands().isEmpty() ? Terminator.BRANCH : Terminator.CONDITIONAL_BRANCH;
            case "switch" -> Terminator.SWITCH;
            case "ret" -> Terminator.RETURN;
            case "unreachable" -> Terminator.UNREACHABLE;
            case "call" -> BuiltinLowering.isBarrier(last.calleeName()) ? Terminator.BARRIER : Terminator.CALL;
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
}
