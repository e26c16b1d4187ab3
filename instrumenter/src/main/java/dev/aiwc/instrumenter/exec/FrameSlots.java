package dev.aiwc.instrumenter.exec;

import dev.aiwc.instrumenter.ir.BasicBlock;
import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.Instruction;
import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Operand;
import dev.aiwc.instrumenter.ir.Value;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import static dev.aiwc.instrumenter.exec.TypeLayout.intBits;
import static dev.aiwc.instrumenter.exec.TypeLayout.isHalf;
import static dev.aiwc.instrumenter.exec.TypeLayout.lanes;
import static dev.aiwc.instrumenter.exec.TypeLayout.scalarOf;

/**
 * The register frame of one decoded function: a slot (or a run of lanes) per parameter and per result, results of
 * value-preserving casts sharing their source's slot, constants pooled in slots whose initial values the frame
 * template holds, and the slots of program-variable addresses to relocate before a launch.
 */
final class FrameSlots {
    final int id;
    final Function fn;
    final Map<String, Integer> slotOf = new HashMap<>();
    final Map<String, IrType> typeOf = new HashMap<>();
    final Map<String, Integer> constSlots = new HashMap<>();
    final LongArrayList template = new LongArrayList();
    final IntArrayList relocations = new IntArrayList();
    final Map<String, Integer> uses = new HashMap<>();
    final Map<String, String> useBlock = new HashMap<>();
    /** Results that share their source's slot: counted, but no op is encoded for them. */
    final Set<Instruction> aliased = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    int next;
    int[] paramSlots;
    int[] paramLanes;

    FrameSlots(int id, Function fn) {
        this.id = id;
        this.fn = fn;
    }

    /** Assigns the slots of the parameters and of every result, in order. */
    void assign() {
        paramSlots = new int[fn.parameters().size()];
        paramLanes = new int[fn.parameters().size()];
        for (int i = 0; i < fn.parameters().size(); i++) {
            var p = fn.parameters().get(i);
            int lanes = lanes(p.type());
            int slot = allocate(lanes);
            slotOf.put(p.name(), slot);
            typeOf.put(p.name(), p.type());
            paramSlots[i] = slot;
            paramLanes[i] = lanes;
        }
        countUses();
        for (BasicBlock b : fn.blocks()) {
            for (Instruction in : b.instructions()) {
                if (in.result() != null && !KernelDecoder.isDebugCall(in)) {
                    Integer alias = aliasSource(in, b.label());
                    if (alias != null) {
                        slotOf.put(in.result(), alias);
                        aliased.add(in);
                    } else {
                        slotOf.put(in.result(), allocate(lanes(in.type())));
                    }
                    typeOf.put(in.result(), in.type());
                }
            }
        }
    }

    /** Per value: how many operands use it, and the single IR block all non-phi uses are in (or null). */
    private void countUses() {
        for (BasicBlock b : fn.blocks()) {
            for (Instruction in : b.instructions()) {
                boolean phi = "phi".equals(in.opcode());
                for (Operand o : in.operands()) {
                    if (o.value() instanceof Value.LocalRef l) {
                        uses.merge(l.name(), 1, Integer::sum);
                        String where = phi ? "\0phi" : b.label();
                        useBlock.merge(l.name(), where, (x, y) -> x.equals(y) ? x : "\0many");
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
        Integer srcSlot = slotOf.get(src.name());
        if (srcSlot == null || !block.equals(useBlock.get(in.result()))) {
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

    /** The first of {@code lanes} new slots, zero in the template. */
    int allocate(int lanes) {
        int s = next;
        next += lanes;
        while (template.size() < next) {
            template.add(0L);
        }
        return s;
    }

    /** The slot of a constant with these register lanes, shared by equal constants of the function. */
    int constant(long[] lanes) {
        StringBuilder key = new StringBuilder().append(lanes.length).append(':');
        for (long l : lanes) {
            key.append(l).append(',');
        }
        Integer existing = constSlots.get(key.toString());
        if (existing != null) {
            return existing;
        }
        int s = allocate(Math.max(1, lanes.length));
        for (int i = 0; i < lanes.length; i++) {
            template.set(s + i, lanes[i]);
        }
        constSlots.put(key.toString(), s);
        return s;
    }

    /**
     * The slot holding the address of program variable {@code global} plus {@code offset}, patched in before each
     * launch ({@link DecodedKernel#relocate}); {@code variable} gives the variable's index, asked on first use.
     */
    int relocated(String global, long offset, java.util.function.IntSupplier variable) {
        String key = "@" + global + "+" + offset;
        Integer existing = constSlots.get(key);
        if (existing != null) {
            return existing;
        }
        int var = variable.getAsInt();
        int s = allocate(1);
        relocations.add(s);
        relocations.add(var);
        relocations.add((int) offset);
        constSlots.put(key, s);
        return s;
    }

    /** Grows the frame to at least {@code end} slots (a builtin's out-value after its result). */
    void reserveThrough(int end) {
        next = Math.max(next, end);
        while (template.size() < next) {
            template.add(0L);
        }
    }

    /** The initial frame: constants in their slots, zero elsewhere. */
    long[] initialFrame() {
        long[] t = new long[next];
        for (int i = 0; i < template.size(); i++) {
            t[i] = template.getLong(i);
        }
        return t;
    }
}
