package dev.aiwc.instrumenter.exec;

import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The decoded program's operations: the one table of their codes, names, encoded lengths and operand kinds. Each
 * decoded operation is a run of ints in {@link DecodedKernel#code}: the op code followed by its operands. Vector IR
 * instructions are expanded into one scalar operation per lane at decode time, so the interpreter only sees scalars,
 * except for memory operations that move several lanes at once.
 *
 * <p>Every op has a code {@code X} and a length {@code LEN_X}: the ints of its fixed part, the code included. Both
 * are compile-time constants, so the interpreter's {@code pc += Op.LEN_X} costs what a literal did; the table
 * ({@link #format}) lists the operand kinds of that fixed part, and the class refuses to load when a kind list and
 * its {@code LEN_X} disagree. Five ops are followed by a variable tail ({@link Tail}), whose length
 * {@link #length} reads from the code. {@link KernelDecoder} emits through {@link CodeWriter}, which checks every
 * op against this table; the interpreter advances by the {@code LEN_X} constants; {@link BlockCompiler} walks the
 * code with {@link #length}; {@code OpTableTest} walks every decoded kernel of the IR fixtures with it.
 */
final class Op {
    private Op() {
    }

    /** What one operand int means; {@link #check} is the range a well-formed program keeps it in. */
    enum Kind {
        /** A register slot written, frame-relative. */
        DST,
        /** A register slot written, or -1 for none (a void call, an unused result). */
        DST_OR_NONE,
        /** A register slot read, frame-relative. */
        SRC,
        /** A register slot read, or -1 for none. */
        SRC_OR_NONE,
        /** 64 - width: the shift that re-normalises a narrow integer in its sign-extended register form. */
        SHIFT,
        /** An integer width in bits. */
        WIDTH,
        /** A comparison predicate: an ordinal of {@link KernelDecoder#ICMP} or {@link KernelDecoder#FCMP}. */
        PREDICATE,
        /** A count of slots, lanes or bytes; never negative. */
        COUNT,
        /** A byte stride: any value, the decoder takes it from the IR type's allocation size. */
        IMMEDIATE,
        /** A {@link StorageKind} constant. */
        SCALAR_KIND,
        /** An instruction id of the kernel's descriptor. */
        INSTR,
        /** An instruction id, or {@code -1 - id} for an access a builtin makes on that instruction's behalf. */
        INSTR_OR_BUILTIN,
        /** A block id. */
        BLOCK,
        /** A function id. */
        FUNCTION,
        /** An index into {@link DecodedKernel#layouts}. */
        LAYOUT,
        /** An index into {@link DecodedKernel#builtins}. */
        BUILTIN,
        /** An index into {@link DecodedKernel#argLists}. */
        ARGS,
        /** An index into {@link DecodedKernel#memoryBuiltins}. */
        MEMORY_BUILTIN,
        /** An index into {@link DecodedKernel#caseTables}. */
        CASE_TABLE,
        /** An index into {@link DecodedKernel#messages}. */
        MESSAGE,
        /** A work-item function, {@link WorkItemFunction}. */
        WORK_ITEM_FUNCTION,
        /** An atomic operation, {@link AtomicOperation}. */
        ATOMIC_OPERATION,
        /** An offset in ints from the op's own pc to one of its edges. */
        EDGE_OFFSET
    }

    /** What follows an op's fixed part. An edge is {@code [targetBlock, n, (source, destination) * |n|]}. */
    enum Tail {
        NONE,
        /** GEP: {@code (slot, stride) * n}, n at operand 4. */
        GEP_TERMS,
        /** CALL: {@code (slot, lanes) * nargs}, nargs at operand 6. */
        CALL_ARGUMENTS,
        /** JMP: one edge. */
        EDGE,
        /** BR: the true edge, then the false edge at the op's EDGE_OFFSET. */
        TWO_EDGES,
        /** SWITCH: {@code caseEdgeOffset * n}, then the default edge and the n case edges. */
        CASE_EDGES
    }

    /** One row of the table: an op's name (its constant's name, lower case), fixed length, operand kinds and tail. */
    record Format(int code, String name, int length, Tail tail, Kind... operands) {
    }

    // Integer arithmetic: [op, dst, a, b, shift] where shift = 64 - width re-normalises to the width
    // (sign-extended representation). i1 arithmetic is lowered to XOR/AND by the decoder. The i32/i64 fast paths
    // keep the shift operand so every integer binary op has one length.
    static final int ADD = 1, LEN_ADD = 5;
    static final int SUB = 2, LEN_SUB = 5;
    static final int MUL = 3, LEN_MUL = 5;
    static final int UDIV = 4, LEN_UDIV = 6;     // [op, dst, a, b, shift, instr]
    static final int SDIV = 5, LEN_SDIV = 6;
    static final int UREM = 6, LEN_UREM = 6;
    static final int SREM = 7, LEN_SREM = 6;
    static final int SHL = 8, LEN_SHL = 5;
    static final int LSHR = 9, LEN_LSHR = 5;
    static final int ASHR = 10, LEN_ASHR = 5;
    static final int AND = 11, LEN_AND = 4;      // [op, dst, a, b]
    static final int OR = 12, LEN_OR = 4;
    static final int XOR = 13, LEN_XOR = 4;
    static final int ADD32 = 14, LEN_ADD32 = 5;  // [op, dst, a, b, shift]: i32 fast paths
    static final int SUB32 = 15, LEN_SUB32 = 5;
    static final int MUL32 = 16, LEN_MUL32 = 5;
    static final int ADD64 = 17, LEN_ADD64 = 5;  // [op, dst, a, b, shift]: i64 fast paths
    static final int SUB64 = 18, LEN_SUB64 = 5;
    static final int MUL64 = 19, LEN_MUL64 = 5;

    // Float arithmetic: [op, dst, a, b]
    static final int FADD_F = 20, LEN_FADD_F = 4;
    static final int FSUB_F = 21, LEN_FSUB_F = 4;
    static final int FMUL_F = 22, LEN_FMUL_F = 4;
    static final int FDIV_F = 23, LEN_FDIV_F = 4;
    static final int FREM_F = 24, LEN_FREM_F = 4;
    static final int FADD_D = 25, LEN_FADD_D = 4;
    static final int FSUB_D = 26, LEN_FSUB_D = 4;
    static final int FMUL_D = 27, LEN_FMUL_D = 4;
    static final int FDIV_D = 28, LEN_FDIV_D = 4;
    static final int FREM_D = 29, LEN_FREM_D = 4;
    static final int FNEG_F = 30, LEN_FNEG_F = 3; // [op, dst, a]
    static final int FNEG_D = 31, LEN_FNEG_D = 3;
    static final int FMA_F = 32, LEN_FMA_F = 5;   // [op, dst, a, b, c]
    static final int FMA_D = 33, LEN_FMA_D = 5;

    // Comparisons; the result is 0 or 1
    static final int ICMP = 40, LEN_ICMP = 6;     // [op, dst, a, b, predicate, shift]: operands masked when unsigned
    static final int FCMP_F = 41, LEN_FCMP_F = 5; // [op, dst, a, b, predicate]
    static final int FCMP_D = 42, LEN_FCMP_D = 5;
    static final int ICMP_EQ = 43, LEN_ICMP_EQ = 4; // [op, dst, a, b]
    static final int ICMP_NE = 44, LEN_ICMP_NE = 4;
    static final int ICMP_SLT = 45, LEN_ICMP_SLT = 4;
    static final int ICMP_SGT = 46, LEN_ICMP_SGT = 4;
    static final int ICMP_SLE = 47, LEN_ICMP_SLE = 4;
    static final int ICMP_SGE = 48, LEN_ICMP_SGE = 4;

    // Moves and casts: [op, dst, a] unless said otherwise
    static final int MOV = 50, LEN_MOV = 3;
    static final int NORM = 51, LEN_NORM = 4;     // [op, dst, a, shift]: trunc / sign re-normalisation
    static final int ZEXT = 52, LEN_ZEXT = 4;     // [op, dst, a, width]
    static final int NEG1 = 53, LEN_NEG1 = 3;     // sext from i1: 0/1 -> 0/-1
    static final int TRUNC1 = 54, LEN_TRUNC1 = 3; // trunc to i1: a & 1
    static final int F2D = 55, LEN_F2D = 3;
    static final int D2F = 56, LEN_D2F = 3;
    static final int F2SI = 57, LEN_F2SI = 4;     // [op, dst, a, shift]
    static final int F2UI = 58, LEN_F2UI = 4;     // [op, dst, a, shift]
    static final int D2SI = 59, LEN_D2SI = 4;
    static final int D2UI = 60, LEN_D2UI = 4;
    static final int SI2F = 61, LEN_SI2F = 3;
    static final int UI2F = 62, LEN_UI2F = 4;     // [op, dst, a, width]
    static final int SI2D = 63, LEN_SI2D = 3;
    static final int UI2D = 64, LEN_UI2D = 4;     // [op, dst, a, width]
    static final int SELECT = 65, LEN_SELECT = 5; // [op, dst, cond, t, f]
    static final int MOVN = 66, LEN_MOVN = 4;     // [op, dst, src, n]: copy n slots
    static final int REPACK = 67, LEN_REPACK = 7; // [op, dst, src, fromKind, fromLanes, toKind, toLanes]: bitcast via bytes

    // Memory. Loads: [op, dst, ptr, instr]; stores [op, value, ptr, instr]
    static final int LOAD_I8 = 70, LEN_LOAD_I8 = 4;
    static final int LOAD_I16 = 71, LEN_LOAD_I16 = 4;
    static final int LOAD_U16 = 72, LEN_LOAD_U16 = 4;
    static final int LOAD_I32 = 73, LEN_LOAD_I32 = 4;
    static final int LOAD_I64 = 74, LEN_LOAD_I64 = 4;
    static final int LOAD_I1 = 75, LEN_LOAD_I1 = 4;
    static final int STORE_I8 = 76, LEN_STORE_I8 = 4;
    static final int STORE_I16 = 77, LEN_STORE_I16 = 4;
    static final int STORE_I32 = 78, LEN_STORE_I32 = 4;
    static final int STORE_I64 = 79, LEN_STORE_I64 = 4;
    static final int STORE_I1 = 80, LEN_STORE_I1 = 4;
    static final int LOAD_N = 81, LEN_LOAD_N = 5;   // [op, dst, ptr, instr, layout]: aggregate/vector load by layout table
    static final int STORE_N = 82, LEN_STORE_N = 5; // [op, value, ptr, instr or -1 - instr (a builtin's out pointer), layout]
    static final int ALLOCA = 83, LEN_ALLOCA = 5;   // [op, dst, bytes, align, countSlot(-1)]
    static final int GEP = 84, LEN_GEP = 5;         // [op, dst, base, constOffsetSlot, n, (slot, stride) * n]
    static final int GEP1 = 85, LEN_GEP1 = 5;       // [op, dst, base, idx, stride]: one variable index, no constant offset
    static final int LOAD_I32_X = 86, LEN_LOAD_I32_X = 6;   // [op, dst, base, index, stride, instr]: base + index * stride
    static final int LOAD_I64_X = 87, LEN_LOAD_I64_X = 6;
    static final int STORE_I32_X = 88, LEN_STORE_I32_X = 6; // [op, value, base, index, stride, instr]
    static final int STORE_I64_X = 89, LEN_STORE_I64_X = 6;

    // Control. An edge is inline: [targetBlock, n, (source, destination) * |n|], n < 0 for two-phase moves
    static final int JMP = 90, LEN_JMP = 1;       // [op, edge]
    static final int BR = 91, LEN_BR = 3;         // [op, cond, falseEdgeOffset, trueEdge, falseEdge]; offsets are from the op
    static final int SWITCH = 92, LEN_SWITCH = 5; // [op, cond, n, caseTable, defaultEdgeOffset, caseEdgeOffset * n, edges]
    static final int RET = 93, LEN_RET = 3;       // [op, slot(-1 for void), lanes]
    static final int CALL = 94, LEN_CALL = 7;     // [op, function, dst(-1), lanes, continuationBlock, instr, nargs, (slot, lanes) * nargs]
    static final int BARRIER = 95, LEN_BARRIER = 3; // [op, instr, continuationBlock]
    static final int TRAP = 96, LEN_TRAP = 3;     // [op, message, instr]
    static final int UNSUPPORTED = 98, LEN_UNSUPPORTED = 3; // [op, message, instr]: a construct the simulator does not implement

    // Calls into builtins handled by the engine
    static final int PURE = 100, LEN_PURE = 5;           // [op, builtin, dst, args, instr]
    static final int WORK_ITEM = 101, LEN_WORK_ITEM = 4; // [op, dst, which, dimSlot]
    static final int MEM_BUILTIN = 102, LEN_MEM_BUILTIN = 5; // [op, memoryBuiltin, dst(-1), args, instr]
    static final int ATOMIC = 103, LEN_ATOMIC = 8;       // [op, dst(-1), ptr, value, operation, bytes, instr, compareSlot(-1)]
    static final int FENCE = 104, LEN_FENCE = 1;         // [op]
    static final int EXTRACT = 105, LEN_EXTRACT = 6;     // [op, dst, vec, idxSlot, lanes, elemSlots]: dynamic element index
    static final int INSERT = 106, LEN_INSERT = 7;       // [op, dst, vec, elt, idxSlot, lanes, elemSlots]

    private static final Format[] TABLE = new Format[107];
    /** Each code's constant name and {@code LEN_} value, read once (names of codes no constant has stay null). */
    private static final String[] NAMES = new String[TABLE.length];
    private static final int[] LENGTHS = new int[TABLE.length];

    static {
        readConstants();
        Kind d = Kind.DST, s = Kind.SRC, sh = Kind.SHIFT, in = Kind.INSTR;
        for (int op : new int[]{ADD, SUB, MUL, SHL, LSHR, ASHR, ADD32, SUB32, MUL32, ADD64, SUB64, MUL64}) {
            row(op, Tail.NONE, d, s, s, sh);
        }
        for (int op : new int[]{UDIV, SDIV, UREM, SREM}) {
            row(op, Tail.NONE, d, s, s, sh, in);
        }
        for (int op : new int[]{AND, OR, XOR, FADD_F, FSUB_F, FMUL_F, FDIV_F, FREM_F, FADD_D, FSUB_D, FMUL_D, FDIV_D,
            FREM_D, ICMP_EQ, ICMP_NE, ICMP_SLT, ICMP_SGT, ICMP_SLE, ICMP_SGE}) {
            row(op, Tail.NONE, d, s, s);
        }
        for (int op : new int[]{FNEG_F, FNEG_D, MOV, NEG1, TRUNC1, F2D, D2F, SI2F, SI2D}) {
            row(op, Tail.NONE, d, s);
        }
        row(FMA_F, Tail.NONE, d, s, s, s);
        row(FMA_D, Tail.NONE, d, s, s, s);
        row(SELECT, Tail.NONE, d, s, s, s);
        row(ICMP, Tail.NONE, d, s, s, Kind.PREDICATE, sh);
        row(FCMP_F, Tail.NONE, d, s, s, Kind.PREDICATE);
        row(FCMP_D, Tail.NONE, d, s, s, Kind.PREDICATE);
        for (int op : new int[]{NORM, F2SI, F2UI, D2SI, D2UI}) {
            row(op, Tail.NONE, d, s, sh);
        }
        for (int op : new int[]{ZEXT, UI2F, UI2D}) {
            row(op, Tail.NONE, d, s, Kind.WIDTH);
        }
        row(MOVN, Tail.NONE, d, s, Kind.COUNT);
        row(REPACK, Tail.NONE, d, s, Kind.SCALAR_KIND, Kind.COUNT, Kind.SCALAR_KIND, Kind.COUNT);
        for (int op : new int[]{LOAD_I8, LOAD_I16, LOAD_U16, LOAD_I32, LOAD_I64, LOAD_I1}) {
            row(op, Tail.NONE, d, s, in);
        }
        for (int op : new int[]{STORE_I8, STORE_I16, STORE_I32, STORE_I64, STORE_I1}) {
            row(op, Tail.NONE, s, s, in);
        }
        row(LOAD_N, Tail.NONE, d, s, in, Kind.LAYOUT);
        row(STORE_N, Tail.NONE, s, s, Kind.INSTR_OR_BUILTIN, Kind.LAYOUT);
        row(ALLOCA, Tail.NONE, d, Kind.COUNT, Kind.COUNT, Kind.SRC_OR_NONE);
        row(GEP, Tail.GEP_TERMS, d, s, s, Kind.COUNT);
        row(GEP1, Tail.NONE, d, s, s, Kind.IMMEDIATE);
        row(LOAD_I32_X, Tail.NONE, d, s, s, Kind.IMMEDIATE, in);
        row(LOAD_I64_X, Tail.NONE, d, s, s, Kind.IMMEDIATE, in);
        row(STORE_I32_X, Tail.NONE, s, s, s, Kind.IMMEDIATE, in);
        row(STORE_I64_X, Tail.NONE, s, s, s, Kind.IMMEDIATE, in);
        row(JMP, Tail.EDGE);
        row(BR, Tail.TWO_EDGES, s, Kind.EDGE_OFFSET);
        row(SWITCH, Tail.CASE_EDGES, s, Kind.COUNT, Kind.CASE_TABLE, Kind.EDGE_OFFSET);
        row(RET, Tail.NONE, Kind.SRC_OR_NONE, Kind.COUNT);
        row(CALL, Tail.CALL_ARGUMENTS, Kind.FUNCTION, Kind.DST_OR_NONE, Kind.COUNT, Kind.BLOCK, in, Kind.COUNT);
        row(BARRIER, Tail.NONE, in, Kind.BLOCK);
        row(TRAP, Tail.NONE, Kind.MESSAGE, in);
        row(UNSUPPORTED, Tail.NONE, Kind.MESSAGE, in);
        row(PURE, Tail.NONE, Kind.BUILTIN, Kind.DST_OR_NONE, Kind.ARGS, in);
        row(WORK_ITEM, Tail.NONE, d, Kind.WORK_ITEM_FUNCTION, s);
        row(MEM_BUILTIN, Tail.NONE, Kind.MEMORY_BUILTIN, Kind.DST_OR_NONE, Kind.ARGS, in);
        row(ATOMIC, Tail.NONE, Kind.DST_OR_NONE, s, s, Kind.ATOMIC_OPERATION, Kind.COUNT, in, Kind.SRC_OR_NONE);
        row(FENCE, Tail.NONE);
        row(EXTRACT, Tail.NONE, d, s, s, Kind.COUNT, Kind.COUNT);
        row(INSERT, Tail.NONE, d, s, s, s, Kind.COUNT, Kind.COUNT);
    }

    /**
     * Adds the row of op {@code code}, named and sized by its constants {@code X} and {@code LEN_X} (found by
     * reflection once, at class load), and fails the load when {@code LEN_X} is not 1 + the operand kinds.
     */
    private static void row(int code, Tail tail, Kind... operands) {
        String name = code >= 0 && code < NAMES.length ? NAMES[code] : null;
        int length = name == null ? -1 : LENGTHS[code];
        if (name == null || TABLE[code] != null || length != 1 + operands.length) {
            throw new ExceptionInInitializerError("op table: op " + code + " (" + name + ") has LEN " + length
                    + " but " + operands.length + " operand kinds, or is listed twice");
        }
        TABLE[code] = new Format(code, name.toLowerCase(Locale.ROOT), length, tail, operands);
    }

    /**
     * Reads every op's constants {@code X} and {@code LEN_X} into {@link #NAMES} and {@link #LENGTHS} in one pass
     * over the fields (a pass per op read the ~250 fields once per op, ~25,000 reflective reads at every start).
     */
    private static void readConstants() {
        try {
            Field[] fields = Op.class.getDeclaredFields();
            Map<String, Integer> lengths = new HashMap<>();
            for (Field f : fields) {
                if (f.getType() == int.class && f.getName().startsWith("LEN_")) {
                    lengths.put(f.getName().substring(4), f.getInt(null));
                }
            }
            for (Field f : fields) {
                if (f.getType() == int.class && !f.getName().startsWith("LEN_")) {
                    int code = f.getInt(null);
                    if (code >= 0 && code < NAMES.length) {
                        NAMES[code] = f.getName();
                        LENGTHS[code] = lengths.getOrDefault(f.getName(), -1);
                    }
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The row of op {@code code}, or null when no op has that code. */
    static Format format(int code) {
        return code >= 0 && code < TABLE.length ? TABLE[code] : null;
    }

    /** Every op's row, in code order. */
    static java.util.List<Format> formats() {
        return java.util.Arrays.stream(TABLE).filter(java.util.Objects::nonNull).toList();
    }

    /** The name of op {@code code}, for listings and error messages. */
    static String name(int code) {
        Format f = format(code);
        return f == null ? "op" + code : f.name();
    }

    /** Ints in the edge at {@code at}: {@code [targetBlock, n, (source, destination) * |n|]}. */
    static int edgeLength(int[] c, int at) {
        return 2 + 2 * Math.abs(c[at + 1]);
    }

    /** Ints in the whole operation at {@code pc}: its fixed part and its tail. */
    static int length(int[] c, int pc) {
        Format f = TABLE[c[pc]];
        return switch (f.tail()) {
            case NONE -> f.length();
            case GEP_TERMS -> f.length() + 2 * c[pc + 4];
            case CALL_ARGUMENTS -> f.length() + 2 * c[pc + 6];
            case EDGE -> f.length() + edgeLength(c, pc + f.length());
            case TWO_EDGES -> c[pc + 2] + edgeLength(c, pc + c[pc + 2]);
            case CASE_EDGES -> {
                int at = pc + f.length() + c[pc + 2];
                for (int i = 0; i <= c[pc + 2]; i++) {
                    at += edgeLength(c, at);
                }
                yield at - pc;
            }
        };
    }
}
