package dev.aiwc.instrumenter.exec;

/**
 * Operation codes of the decoded program. Each decoded operation is a run of ints in {@link DecodedKernel#code}:
 * the op code followed by its operands (frame-relative register slots unless said otherwise). Vector IR
 * instructions are expanded into one scalar operation per lane at decode time, so the interpreter only sees
 * scalars, except for memory operations that move several lanes at once.
 */
final class Op {
    private Op() {
    }

    // Integer arithmetic: [op, dst, a, b, shift] where shift = 64 - width re-normalises to the width
    // (sign-extended representation). i1 arithmetic is lowered to XOR/AND by the decoder.
    static final int ADD = 1;
    static final int SUB = 2;
    static final int MUL = 3;
    static final int UDIV = 4;     // [op, dst, a, b, shift, instr]
    static final int SDIV = 5;     // [op, dst, a, b, shift, instr]
    static final int UREM = 6;     // [op, dst, a, b, shift, instr]
    static final int SREM = 7;     // [op, dst, a, b, shift, instr]
    static final int SHL = 8;
    static final int LSHR = 9;
    static final int ASHR = 10;
    static final int AND = 11;     // [op, dst, a, b]
    static final int OR = 12;
    static final int XOR = 13;
    static final int ADD32 = 14;   // [op, dst, a, b]: i32 fast paths
    static final int SUB32 = 15;
    static final int MUL32 = 16;
    static final int ADD64 = 17;   // [op, dst, a, b]
    static final int SUB64 = 18;
    static final int MUL64 = 19;

    // Float arithmetic: [op, dst, a, b]
    static final int FADD_F = 20;
    static final int FSUB_F = 21;
    static final int FMUL_F = 22;
    static final int FDIV_F = 23;
    static final int FREM_F = 24;
    static final int FADD_D = 25;
    static final int FSUB_D = 26;
    static final int FMUL_D = 27;
    static final int FDIV_D = 28;
    static final int FREM_D = 29;
    static final int FNEG_F = 30;  // [op, dst, a]
    static final int FNEG_D = 31;
    static final int FMA_F = 32;   // [op, dst, a, b, c]
    static final int FMA_D = 33;

    // Comparisons: [op, dst, a, b, predicate]; the result is 0 or 1
    static final int ICMP = 40;    // predicate = IntPredicate ordinal, operands pre-masked when unsigned: see shift
    static final int FCMP_F = 41;
    static final int FCMP_D = 42;
    static final int ICMP_EQ = 43; // [op, dst, a, b]
    static final int ICMP_NE = 44;
    static final int ICMP_SLT = 45;
    static final int ICMP_SGT = 46;
    static final int ICMP_SLE = 47;
    static final int ICMP_SGE = 48;

    // Moves and casts: [op, dst, a] unless said otherwise
    static final int MOV = 50;
    static final int NORM = 51;    // [op, dst, a, shift]: trunc / sign re-normalisation
    static final int ZEXT = 52;    // [op, dst, a, mask-width]
    static final int NEG1 = 53;    // sext from i1: 0/1 -> 0/-1
    static final int TRUNC1 = 54;  // trunc to i1: a & 1
    static final int F2D = 55;
    static final int D2F = 56;
    static final int F2SI = 57;    // [op, dst, a, shift]
    static final int F2UI = 58;    // [op, dst, a, shift]
    static final int D2SI = 59;
    static final int D2UI = 60;
    static final int SI2F = 61;
    static final int UI2F = 62;    // [op, dst, a, width]
    static final int SI2D = 63;
    static final int UI2D = 64;    // [op, dst, a, width]
    static final int SELECT = 65;  // [op, dst, cond, t, f]
    static final int MOVN = 66;    // [op, dst, src, n]: copy n slots
    static final int REPACK = 67;  // [op, dst, src, fromKind, fromLanes, toKind, toLanes]: bitcast via bytes

    // Memory. Loads: [op, dst, ptr, instr]; stores [op, value, ptr, instr]
    static final int LOAD_I8 = 70;
    static final int LOAD_I16 = 71;
    static final int LOAD_U16 = 72;
    static final int LOAD_I32 = 73;
    static final int LOAD_I64 = 74;
    static final int LOAD_I1 = 75;
    static final int STORE_I8 = 76;
    static final int STORE_I16 = 77;
    static final int STORE_I32 = 78;
    static final int STORE_I64 = 79;
    static final int STORE_I1 = 80;
    static final int LOAD_N = 81;  // [op, dst, ptr, instr, layout]: aggregate/vector load by layout table
    static final int STORE_N = 82; // [op, value, ptr, instr, layout]
    static final int LOAD_I32_X = 86;  // [op, dst, base, index, stride, instr]: address base + index * stride
    static final int LOAD_I64_X = 87;
    static final int STORE_I32_X = 88; // [op, value, base, index, stride, instr]
    static final int STORE_I64_X = 89;
    static final int ALLOCA = 83;  // [op, dst, bytes, align, countSlot(-1)]
    static final int GEP = 84;     // [op, dst, base, constOffsetIndex, n, (slot, stride) * n]
    static final int GEP1 = 85;    // [op, dst, base, idx, stride]: single variable index, no constant offset

    // Control. An edge is inline: [targetBlock, n, (source, destination) * |n|], n < 0 for two-phase moves
    static final int JMP = 90;     // [op, edge]
    static final int BR = 91;      // [op, cond, falseEdgeOffset, trueEdge, falseEdge]; offsets are from the op
    static final int SWITCH = 92;  // [op, cond, n, caseTableIndex, defaultEdgeOffset, caseEdgeOffset * n, edges]
    static final int RET = 93;     // [op, slot(-1 for void), lanes]
    static final int CALL = 94;    // [op, function, dst, lanes, continuationBlock, instr, nargs, (slot, lanes) * nargs]
    static final int BARRIER = 95; // [op, instr, continuationBlock]
    static final int TRAP = 96;    // [op, messageIndex, instr]
    static final int UNSUPPORTED = 98; // [op, messageIndex, instr]: a construct the simulator does not implement

    // Calls into builtins handled by the engine
    static final int PURE = 100;   // [op, builtinIndex, dst, argsIndex, instr]
    static final int WORK_ITEM = 101; // [op, dst, which, dimSlot]
    static final int MEM_BUILTIN = 102; // [op, memBuiltinIndex, dst, argsIndex, instr]
    static final int ATOMIC = 103; // [op, dst, ptr, value, operation, bytes, instr, compareSlot]
    static final int FENCE = 104;  // [op]
    static final int EXTRACT = 105; // [op, dst, vec, idxSlot, lanes, elemSlots]: dynamic element index
    static final int INSERT = 106;  // [op, dst, vec, elt, idxSlot, lanes, elemSlots]
}
