package dev.aiwc.instrumenter.exec;

import it.unimi.dsi.fastutil.ints.IntArrayList;

/**
 * The decoded code stream as the decoder writes it: every operation goes in whole, checked against the op table
 * ({@link Op#format}), so an op and the ints the interpreter reads for it cannot drift apart. A wrong operand count
 * is a decoder bug and fails with {@link IllegalArgumentException}, which the decoder does not turn into an
 * "unsupported construct" trap.
 */
final class CodeWriter {
    private final IntArrayList code = new IntArrayList();

    /** The pc the next operation will have. */
    int pc() {
        return code.size();
    }

    int[] toArray() {
        return code.toIntArray();
    }

    /** An operation without a tail: {@code operands} must be exactly its fixed operands. */
    void emit(int op, int... operands) {
        Op.Format f = Op.format(op);
        if (f == null || f.tail() != Op.Tail.NONE || operands.length != f.length() - 1) {
            throw new IllegalArgumentException("op table: " + Op.name(op) + " written with " + operands.length
                    + " operands" + (f == null ? "" : ", the table says " + (f.length() - 1)
                    + (f.tail() == Op.Tail.NONE ? "" : " and a " + f.tail() + " tail")));
        }
        code.add(op);
        code.addElements(code.size(), operands);
    }

    /** JMP along {@code edge}. */
    void jump(int[] edge) {
        code.add(Op.JMP);
        code.addElements(code.size(), edge);
    }

    /** BR on {@code cond}: the true edge follows the fixed part, the false edge right after it. */
    void branch(int cond, int[] trueEdge, int[] falseEdge) {
        code.add(Op.BR);
        code.add(cond);
        code.add(Op.LEN_BR + trueEdge.length);
        code.addElements(code.size(), trueEdge);
        code.addElements(code.size(), falseEdge);
    }

    /** SWITCH on {@code cond} over the values of case table {@code caseTable}; edges laid out default first. */
    void caseSwitch(int cond, int caseTable, int[] defaultEdge, int[][] caseEdges) {
        int n = caseEdges.length;
        code.add(Op.SWITCH);
        code.add(cond);
        code.add(n);
        code.add(caseTable);
        code.add(Op.LEN_SWITCH + n);
        int at = Op.LEN_SWITCH + n + defaultEdge.length;
        for (int[] e : caseEdges) {
            code.add(at);
            at += e.length;
        }
        code.addElements(code.size(), defaultEdge);
        for (int[] e : caseEdges) {
            code.addElements(code.size(), e);
        }
    }

    /** GEP: {@code dst = r[base] + r[offsetSlot] + sum r[slot] * stride} over the {@code (slot, stride)} terms. */
    void gep(int dst, int base, int offsetSlot, int[] terms) {
        emitWithTail(Op.GEP, new int[]{dst, base, offsetSlot, terms.length / 2}, terms);
    }

    /** CALL of a decoded function, its arguments as {@code (slot, lanes)} pairs. */
    void call(int function, int dst, int lanes, int continuationBlock, int instr, int[] arguments) {
        emitWithTail(Op.CALL, new int[]{function, dst, lanes, continuationBlock, instr, arguments.length / 2},
                arguments);
    }

    private void emitWithTail(int op, int[] fixed, int[] tail) {
        if (fixed.length != Op.format(op).length() - 1 || tail.length % 2 != 0) {
            throw new IllegalArgumentException("op table: " + Op.name(op) + " written with " + fixed.length
                    + " fixed operands and a tail of " + tail.length);
        }
        code.add(op);
        code.addElements(code.size(), fixed);
        code.addElements(code.size(), tail);
    }
}
