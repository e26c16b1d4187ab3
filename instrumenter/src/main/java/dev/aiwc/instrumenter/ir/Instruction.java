package dev.aiwc.instrumenter.ir;

import java.util.List;
import java.util.Set;

/**
 * One IR instruction in a uniform shape. Operand conventions by opcode:
 * <ul>
 *   <li>binary ({@code add .. frem}, {@code and/or/xor/shl/lshr/ashr}), {@code fneg}, {@code freeze}: operands in order</li>
 *   <li>casts ({@code trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast addrspacecast}):
 *       {@code [value]}; {@link #type} is the destination</li>
 *   <li>{@code icmp}/{@code fcmp}: {@link #predicate}, {@code [lhs, rhs]}</li>
 *   <li>{@code select}: {@code [cond, ifTrue, ifFalse]}</li>
 *   <li>{@code phi}: operands = incoming values, {@link #labels} = incoming blocks (parallel)</li>
 *   <li>{@code br}: unconditional {@code labels=[dest]}; conditional {@code operands=[cond], labels=[ifTrue, ifFalse]}</li>
 *   <li>{@code switch}: {@code operands=[cond, case0, case1, ...]}, {@code labels=[default, dest0, dest1, ...]}</li>
 *   <li>{@code ret}: {@code []} or {@code [value]}; {@code unreachable}: nothing</li>
 *   <li>{@code alloca}: {@link #auxType} = allocated type, operands {@code []} or {@code [count]}</li>
 *   <li>{@code load}: {@link #type} = loaded type, {@code [pointer]}; {@code store}: {@code [value, pointer]}</li>
 *   <li>{@code getelementptr}: {@link #auxType} = source element type, {@code [base, index...]}</li>
 *   <li>{@code extractelement [vec, idx]}, {@code insertelement [vec, elt, idx]},
 *       {@code shufflevector [v1, v2]} with {@link #indices} = mask (-1 for undef/poison lanes)</li>
 *   <li>{@code extractvalue [agg]}, {@code insertvalue [agg, val]} with {@link #indices}</li>
 *   <li>{@code call}: {@link #callee}, {@link #auxType} = the callee's {@link IrType.FunctionType}, operands = arguments</li>
 *   <li>{@code atomicrmw}: {@link #predicate} = operation ({@code add xchg ... fadd}), {@code [pointer, value]}</li>
 *   <li>{@code cmpxchg}: {@code [pointer, expected, replacement]}; {@link #type} = {@code {T, i1}}</li>
 *   <li>{@code fence}: nothing</li>
 * </ul>
 *
 * @param result    the result name without {@code %}, or null
 * @param opcode    LLVM opcode name
 * @param type      result type ({@code void} when none)
 * @param operands  typed operands as above
 * @param predicate comparison predicate or atomic operation, else null
 * @param auxType   secondary type as above, else null
 * @param indices   constant indices as above, else null
 * @param labels    block labels as above (without {@code %}), else empty
 * @param callee    called function for {@code call}, else null
 * @param flags     keywords such as {@code nuw nsw exact inbounds disjoint nneg fast volatile tail}
 * @param line      debug source line from {@code !dbg}, 0 when absent
 * @param file      the file of that line when it is not the program's own file (an {@code #include}d header), else
 *                  null
 * @param text      the instruction's source text (trimmed, metadata attachments removed)
 */
public record Instruction(String result, String opcode, IrType type, List<Operand> operands, String predicate,
                          IrType auxType, int[] indices, List<String> labels, Operand callee, Set<String> flags,
                          int line, String file, String text) {

    public Operand operand(int i) {
        return operands.get(i);
    }

    /** The callee name for a direct call ({@code @name}), else null. */
    public String calleeName() {
        return callee != null && callee.value() instanceof Value.GlobalRef g ? g.name() : null;
    }
}
