package dev.aiwc.collectors.trace;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.FunctionInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.descriptor.Terminator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds hand-made {@link KernelDescriptor}s for tests. Blocks are numbered 0, 1, ... in creation order and
 * instructions contiguously. An instruction is written as a token:
 * <ul>
 *   <li>{@code add}, {@code fmul/4} (result vector of 4)</li>
 *   <li>{@code load.g}, {@code load.c}, {@code load.l}, {@code load.p} (IR load from global/constant/local/private),
 *       {@code load.g/4} (vector result)</li>
 *   <li>{@code store.g}, {@code store.l/4} (IR store of a 4-vector)</li>
 *   <li>{@code call:barrier} (a call of the named function)</li>
 * </ul>
 */
public final class KernelBuilder {
    private final String name;
    private final List<String> opcodes = new ArrayList<>();
    private final List<String> callees = new ArrayList<>();
    private final List<BlockInfo> blocks = new ArrayList<>();
    private final List<InstructionInfo> instructions = new ArrayList<>();

    public KernelBuilder(String name) {
        this.name = name;
    }

    /** Starts a block; finish it with one of the terminator methods of {@link Block}. */
    public Block block(String... tokens) {
        return new Block(tokens);
    }

    public final class Block {
        private final String[] tokens;
        private int line;

        private Block(String[] tokens) {
            this.tokens = tokens;
        }

        public Block line(int sourceLine) {
            this.line = sourceLine;
            return this;
        }

        public int conditional(int trueSuccessor, int falseSuccessor) {
            return build(Terminator.CONDITIONAL_BRANCH, trueSuccessor, falseSuccessor);
        }

        public int branch(int successor) {
            return build(Terminator.BRANCH, successor, -1);
        }

        public int barrier(int next) {
            return build(Terminator.BARRIER, next, -1);
        }

        public int ret() {
            return build(Terminator.RETURN, -1, -1);
        }

        private int build(Terminator terminator, int trueSuccessor, int falseSuccessor) {
            int id = blocks.size();
            int first = instructions.size();
            Map<Integer, Integer> opcodeCounts = new LinkedHashMap<>();
            Map<Integer, Integer> calleeCounts = new LinkedHashMap<>();
            List<Integer> memoryOps = new ArrayList<>();
            for (int i = 0; i < tokens.length; i++) {
                InstructionInfo info = instruction(first + i, id, tokens[i], line);
                instructions.add(info);
                opcodeCounts.merge(info.opcode(), 1, Integer::sum);
                if (info.callee() >= 0) {
                    calleeCounts.merge(info.callee(), 1, Integer::sum);
                }
                if (info.irMemoryOp()) {
                    memoryOps.add(i);
                }
            }
            blocks.add(new BlockInfo(id, 0, "b" + id, first, tokens.length, terminator, trueSuccessor,
                    falseSuccessor, first + tokens.length - 1, line, keys(opcodeCounts), values(opcodeCounts),
                    keys(calleeCounts), values(calleeCounts),
                    memoryOps.stream().mapToInt(Integer::intValue).toArray()));
            return id;
        }
    }

    /** Static id of instruction {@code offset} of block {@code block}. */
    public int instructionId(int block, int offset) {
        return blocks.get(block).firstInstruction() + offset;
    }

    private InstructionInfo instruction(int id, int block, String token, int line) {
        String callee = null;
        String body = token;
        if (token.startsWith("call:")) {
            callee = token.substring(5);
            body = "call";
        }
        int width = 1;
        int slash = body.indexOf('/');
        if (slash >= 0) {
            width = Integer.parseInt(body.substring(slash + 1));
            body = body.substring(0, slash);
        }
        AddressSpace space = null;
        int dot = body.indexOf('.');
        if (dot >= 0) {
            space = switch (body.charAt(dot + 1)) {
                case 'g' -> AddressSpace.GLOBAL;
                case 'c' -> AddressSpace.CONSTANT;
                case 'l' -> AddressSpace.LOCAL;
                case 'p' -> AddressSpace.PRIVATE;
                default -> throw new IllegalArgumentException(token);
            };
            body = body.substring(0, dot);
        }
        boolean store = body.equals("store");
        boolean memory = store || body.equals("load");
        int opcode = index(opcodes, body);
        int calleeId = callee == null ? -1 : index(callees, callee);
        return new InstructionInfo(id, block, opcode, calleeId, store ? 1 : width, store ? width : 0, memory,
                memory ? space : null, memory ? 4 * width : 0, line, token);
    }

    private static int index(List<String> names, String name) {
        int i = names.indexOf(name);
        if (i < 0) {
            names.add(name);
            i = names.size() - 1;
        }
        return i;
    }

    private static int[] keys(Map<Integer, Integer> m) {
        return m.keySet().stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] values(Map<Integer, Integer> m) {
        return m.values().stream().mapToInt(Integer::intValue).toArray();
    }

    public KernelDescriptor build() {
        return new KernelDescriptor(name, name + ".cl", List.copyOf(opcodes), List.copyOf(callees),
                List.of(new FunctionInfo(0, name, 0, blocks.size())), blocks.toArray(new BlockInfo[0]),
                instructions.toArray(new InstructionInfo[0]));
    }
}
