package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.VirtualAddress;
import dev.aiwc.api.trace.CacheLineHead;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.builtins.ResolvedBuiltin;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

import static dev.aiwc.instrumenter.exec.ScalarOps.d;
import static dev.aiwc.instrumenter.exec.ScalarOps.f;
import static dev.aiwc.instrumenter.exec.ScalarOps.fcmp;
import static dev.aiwc.instrumenter.exec.ScalarOps.icmp;
import static dev.aiwc.instrumenter.exec.ScalarOps.toUnsigned;
import static dev.aiwc.instrumenter.exec.ScalarOps.unsignedToDouble;
import static dev.aiwc.instrumenter.exec.ScalarOps.unsignedToFloat;

/**
 * Runs whole work-groups of one launch on one worker thread: the interpreter loop over the decoded code, the
 * work-group schedule (each work-item runs until a barrier or its end, in local linear id order), the memory
 * spaces, and the instrumented trace it appends to its own chunk and hands to its partials.
 */
final class GroupExecutor extends CacheLineHead {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long PRIVATE_BASE = 1L << VirtualAddress.BUFFER_SHIFT;

    private final DecodedKernel k;
    private final LaunchState launch;
    final int[] code;
    private final int[] blockPc;
    private final int[] blockLength;
    /** spaces[space][bufferIndex]: space 0 private (index 1 = the current work-item's), 1 global, 2 constant, 3 local. */
    private final byte[][][] spaces = new byte[4][][];
    private final EventChunk chunk;
    final boolean tracing;
    private Partial[] partials = new Partial[0];
    /** Nanoseconds each collector's partials spent consuming this executor's chunks (index as in the partials). */
    private long[] acceptNanos = new long[0];
    /** Instructions settled so far ({@link #settle}); {@link #executed()} adds those since the last checkpoint. */
    private long executedSettled;
    private long budgetLeft;
    /** What the running work-item may still execute before its next barrier. */
    private long itemBudgetLeft;
    /**
     * Instructions until the next checkpoint, where the two budgets above are brought up to date and the launch's
     * time limit is checked: at most {@link #CHECK_INTERVAL}, and never past either budget, so a budget still runs
     * out at exactly the block it did when each block entry checked it (one counter on the hot path instead of two
     * and a clock).
     */
    private long untilCheck;
    /** What {@link #untilCheck} was set to at the last checkpoint. */
    private long checkSpan;
    /** About 10 ms of simulation at full speed, 70 ms in barrier-heavy code. */
    private static final long CHECK_INTERVAL = 1 << 22;
    private WorkItem[] items = new WorkItem[0];
    private WorkItem current;
    private long groupLinear;
    private final long[] groupId = new long[3];
    private final KernelFailures failures;
    private final long[] scratch;
    private final MemoryBuiltinCalls memoryCalls;
    /** Where the last {@link #locate} or {@link #resolve} found its bytes. */
    byte[] buf;
    int off;
    /** The kernel's blocks compiled to JVM bytecode, or null (interpreted only). */
    private final CompiledBlocks compiled;
    /** The end padding of {@link CacheLineHead}: references are laid out last, these after the fields above. */
    @SuppressWarnings("unused")
    private Object pad0, pad1, pad2, pad3, pad4, pad5, pad6, pad7, pad8, pad9, pad10, pad11, pad12, pad13, pad14, pad15;

    /** @param compiled the kernel's compiled blocks, or null to interpret everything */
    GroupExecutor(DecodedKernel kernel, LaunchState launch, boolean tracing, CompiledBlocks compiled) {
        this.k = kernel;
        this.compiled = compiled;
        this.launch = launch;
        this.code = kernel.code;
        this.blockPc = kernel.blockPc;
        this.blockLength = kernel.blockLength;
        this.tracing = tracing;
        // compiled code writes its events whether or not anyone reads them: without collectors they are dropped
        this.chunk = new EventChunk();
        spaces[0] = new byte[2][];
        spaces[1] = launch.globalBuffers;
        spaces[2] = launch.constantBuffers;
        spaces[3] = new byte[launch.localSizes.length][];
        for (int i = 1; i < launch.localSizes.length; i++) {
            spaces[3][i] = new byte[(int) launch.localSizes[i]];
        }
        int maxScratch = 0;
        for (int f : kernel.frameSize) {
            maxScratch = Math.max(maxScratch, f);
        }
        scratch = new long[maxScratch + 16];
        memoryCalls = new MemoryBuiltinCalls(this, kernel, launch);
        failures = new KernelFailures(kernel, launch, groupId);
    }

    void setPartials(Partial[] p) {
        partials = p;
        if (acceptNanos.length != p.length) {
            acceptNanos = new long[p.length];
        }
    }

    /** Nanoseconds collector {@code c} spent in {@link Partial#accept} on this executor's thread. */
    long acceptNanos(int c) {
        return c < acceptNanos.length ? acceptNanos[c] : 0;
    }

    long executed() {
        return executedSettled + checkSpan - untilCheck;
    }

    /** Delivers the buffered events to the partials. */
    void flush() {
        if (chunk.size() > 0) {
            for (int c = 0; tracing && c < partials.length; c++) {
                long t0 = System.nanoTime();
                partials[c].accept(chunk);
                acceptNanos[c] += System.nanoTime() - t0;
            }
            chunk.clear();
        }
    }

    /** The range is done: hands over the last events and tells every partial ({@link Partial#rangeDone()}). */
    void rangeDone() {
        flush();
        for (int c = 0; c < partials.length; c++) {
            long t0 = System.nanoTime();
            partials[c].rangeDone();
            acceptNanos[c] += System.nanoTime() - t0;
        }
    }

    void event(byte kind, int a, int b, long address) {
        EventChunk c = chunk;
        if (c.isFull()) {
            flush();
        }
        c.add(kind, a, b, address);
    }

    // ---------------------------------------------------------------- the work-group schedule

    void runGroup(long linear, long budget) {
        groupLinear = linear;
        budgetLeft = budget;
        itemBudgetLeft = Long.MAX_VALUE;
        executedSettled += checkSpan - untilCheck;
        checkSpan = untilCheck = 0; // the first block entered sets the checkpoint
        long[] groups = launch.groups;
        groupId[0] = linear % groups[0];
        groupId[1] = (linear / groups[0]) % groups[1];
        groupId[2] = linear / (groups[0] * groups[1]);
        for (int i = 1; i < spaces[3].length; i++) {
            Arrays.fill(spaces[3][i], (byte) 0);
        }
        memoryCalls.groupBegins();
        if (tracing) {
            event(EventChunk.GROUP_BEGIN, (int) linear, 0, 0);
        }
        long[] local = launch.range.local();
        int n = (int) (local[0] * local[1] * local[2]);
        if (!k.usesBarriers) {
            if (items.length == 0) {
                items = new WorkItem[]{new WorkItem(k.registerStackSlots)};
            }
            WorkItem wi = items[0];
            for (int i = 0; i < n; i++) {
                begin(wi, i);
                execute(wi, k.entryBlock[k.kernelFunction]);
            }
        } else {
            if (items.length < n) {
                WorkItem[] grown = Arrays.copyOf(items, n);
                for (int i = items.length; i < n; i++) {
                    grown[i] = new WorkItem(k.registerStackSlots);
                }
                items = grown;
            }
            for (int i = 0; i < n; i++) {
                begin(items[i], i);
                execute(items[i], k.entryBlock[k.kernelFunction]);
            }
            while (true) {
                int waiting = 0;
                int barrier = -1;
                for (int i = 0; i < n; i++) {
                    WorkItem wi = items[i];
                    if (wi.status == WorkItem.AT_BARRIER) {
                        if (barrier >= 0 && wi.barrierInstr != barrier) {
                            throw failures.divergence(i, wi.barrierInstr, barrier);
                        }
                        barrier = wi.barrierInstr;
                        waiting++;
                    }
                }
                if (waiting == 0) {
                    break;
                }
                if (waiting != n) {
                    int finished = -1;
                    for (int i = 0; i < n; i++) {
                        if (items[i].status == WorkItem.FINISHED) {
                            finished = i;
                            break;
                        }
                    }
                    throw failures.divergence(finished, barrier, -1);
                }
                if (tracing) {
                    event(EventChunk.BARRIER_RELEASE, barrier, 0, 0);
                }
                for (int i = 0; i < n; i++) {
                    WorkItem wi = items[i];
                    wi.status = WorkItem.RUNNING;
                    if (tracing) {
                        event(EventChunk.ITEM_RESUME, i, 0, 0);
                    }
                    execute(wi, wi.resumeBlock);
                }
            }
        }
        if (tracing) {
            event(EventChunk.GROUP_END, (int) linear, 0, 0);
        }
    }

    private void begin(WorkItem wi, int linear) {
        long[] local = launch.range.local();
        wi.localLinear = linear;
        wi.localId[0] = linear % local[0];
        wi.localId[1] = (linear / local[0]) % local[1];
        wi.localId[2] = linear / (local[0] * local[1]);
        wi.status = WorkItem.RUNNING;
        wi.depth = 0;
        wi.function = k.kernelFunction;
        wi.base = 0;
        wi.privTop = 0;
        long[] template = k.frameTemplate[k.kernelFunction];
        System.arraycopy(template, 0, wi.regs, 0, template.length);
        long[] args = launch.argumentSlots;
        System.arraycopy(args, 0, wi.regs, 0, args.length);
        // by-value aggregates arrive as pointers to a private copy
        for (int[] byVal : launch.byValue) {
            byte[] bytes = launch.byValueBytes[byVal[1]];
            int at = allocPrivate(wi, bytes.length, 8);
            System.arraycopy(bytes, 0, wi.priv, at, bytes.length);
            wi.regs[byVal[0]] = PRIVATE_BASE + at;
        }
        if (tracing) {
            event(EventChunk.ITEM_BEGIN, linear, 0, 0);
        }
    }

    private int allocPrivate(WorkItem wi, int bytes, int align) {
        int at = (wi.privTop + align - 1) / align * align;
        int end = at + bytes;
        if (end > wi.priv.length) {
            wi.priv = Arrays.copyOf(wi.priv, Math.max(end, wi.priv.length * 2));
        }
        Arrays.fill(wi.priv, at, end, (byte) 0);
        wi.privTop = end;
        return at;
    }



    // ---------------------------------------------------------------- the interpreter

    /** Enters {@code block}: instruction accounting, the budget, the BLOCK event; returns its first pc. */
    int enter(int block) {
        budget(block, blockLength[block]);
        if (tracing) {
            EventChunk c = chunk;
            c.size(blockEvent(this, c.kind, c.a, c.size(), block));
        }
        return blockPc[block];
    }

    /** {@link #enter(int)}'s accounting and budget, for compiled code, which knows the block's length. */
    void budget(int block, int len) {
        long left = untilCheck - len;
        untilCheck = left;
        if (left < 0) {
            checkpoint(block);
        }
    }

    // Compiled code keeps the chunk's arrays and count of events in locals while a method runs (BlockCompiler):

    /** The chunk compiled code writes its events to. */
    EventChunk events() {
        return chunk;
    }

    /** Compiled code's method returns: the chunk holds {@code size} events. */
    void eventsWritten(int size) {
        chunk.size(size);
    }

    /** Compiled code found the chunk full at {@code size} events: the collectors take them; the new count. */
    int flushEvents(int size) {
        chunk.size(size);
        flush();
        return chunk.size();
    }

    /**
     * The BLOCK event of {@code block}, appended at {@code size}: compiled code calls this with its chunk's arrays and
     * count in locals, {@link #enter} with the chunk's. The new count.
     */
    static int blockEvent(GroupExecutor ex, byte[] kinds, int[] as, int size, int block) {
        if (size >= kinds.length) {
            size = ex.flushEvents(size);
        }
        kinds[size] = EventChunk.BLOCK;
        as[size] = block;
        return size + 1;
    }

    /**
     * The MEMORY event of an access of {@code bytes} bytes at {@code addr}, appended at {@code size}: none for private
     * memory. {@code instr} below zero marks an access made by a builtin on behalf of instruction {@code -1 - instr}.
     * Compiled code calls this with its chunk's arrays and count in locals, {@link #record} with the chunk's. The new
     * count.
     */
    static int memoryEvent(GroupExecutor ex, byte[] kinds, int[] as, int[] bs, long[] addresses, int size,
                           int instr, int bytes, boolean store, long addr) {
        int sp = (int) (addr >>> VirtualAddress.SPACE_SHIFT);
        if (sp == 0) {
            return size;
        }
        if (size >= kinds.length) {
            size = ex.flushEvents(size);
        }
        kinds[size] = EventChunk.MEMORY;
        as[size] = instruction(instr);
        bs[size] = MemoryAccess.pack(store ? MemoryAccess.STORE : MemoryAccess.LOAD, sp, bytes, instr >= 0);
        addresses[size] = addr;
        return size + 1;
    }

    /** {@link #op(long[], int, int)} from compiled code, which hands over its count of events and takes it back. */
    int op(long[] r, int b, int pc, int size) {
        chunk.size(size);
        op(r, b, pc);
        return chunk.size();
    }

    /** Runs {@code wi} from the start of {@code block} until it reaches a barrier or finishes. */
    private void execute(WorkItem wi, int block) {
        current = wi;
        // a fresh item budget for this work-item's run to its next barrier: settle the last one's, then keep the
        // distance to the next checkpoint (re-arming it here would never reach it in a loop around a barrier)
        settle();
        itemBudgetLeft = launch.itemBudget;
        checkSpan = untilCheck = Math.min(untilCheck, Math.min(budgetLeft, itemBudgetLeft));
        spaces[0][1] = wi.priv;
        long[] r = wi.regs;
        int b = wi.base;
        int pc = go(block, r, b);
        // Compiled code hands back at the kernel's return in most kernels: finish the work-item here, so that the
        // interpreter's loop, a huge method, is not called once per work-item (and so not C2-compiled: 0.46 s of the
        // C2 thread in a loaded 2-core run of mm N=256).
        if (code[pc] == Op.RET && wi.depth == 0) {
            finish(wi);
            return;
        }
        interpret(wi, r, b, pc);
    }

    /** The work-item ends: it returned from the kernel function. */
    private void finish(WorkItem wi) {
        wi.status = WorkItem.FINISHED;
        if (tracing) {
            event(EventChunk.ITEM_END, wi.localLinear, 0, 0);
        }
    }

    /** Interprets {@code wi} from {@code pc} (registers {@code r} from {@code b}) to its next barrier or its end. */
    private void interpret(WorkItem wi, long[] r, int b, int pc) {
        final int[] c = code;
        while (true) {
            switch (c[pc]) {
                case Op.ADD32 -> {
                    r[b + c[pc + 1]] = (int) (r[b + c[pc + 2]] + r[b + c[pc + 3]]);
                    pc += Op.LEN_ADD32;
                }
                case Op.SUB32 -> {
                    r[b + c[pc + 1]] = (int) (r[b + c[pc + 2]] - r[b + c[pc + 3]]);
                    pc += Op.LEN_SUB32;
                }
                case Op.MUL32 -> {
                    r[b + c[pc + 1]] = (int) r[b + c[pc + 2]] * (int) r[b + c[pc + 3]];
                    pc += Op.LEN_MUL32;
                }
                case Op.ADD64 -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] + r[b + c[pc + 3]];
                    pc += Op.LEN_ADD64;
                }
                case Op.SUB64 -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] - r[b + c[pc + 3]];
                    pc += Op.LEN_SUB64;
                }
                case Op.MUL64 -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] * r[b + c[pc + 3]];
                    pc += Op.LEN_MUL64;
                }
                case Op.ADD -> {
                    int s = c[pc + 4];
                    r[b + c[pc + 1]] = ((r[b + c[pc + 2]] + r[b + c[pc + 3]]) << s) >> s;
                    pc += Op.LEN_ADD;
                }
                case Op.SUB -> {
                    int s = c[pc + 4];
                    r[b + c[pc + 1]] = ((r[b + c[pc + 2]] - r[b + c[pc + 3]]) << s) >> s;
                    pc += Op.LEN_SUB;
                }
                case Op.MUL -> {
                    int s = c[pc + 4];
                    r[b + c[pc + 1]] = ((r[b + c[pc + 2]] * r[b + c[pc + 3]]) << s) >> s;
                    pc += Op.LEN_MUL;
                }
                case Op.UDIV, Op.UREM, Op.SDIV, Op.SREM -> {
                    int s = c[pc + 4];
                    long x = r[b + c[pc + 2]];
                    long y = r[b + c[pc + 3]];
                    if (y == 0) {
                        throw failure("integer division by zero", c[pc + 5]);
                    }
                    long m = -1L >>> s;
                    long v = switch (c[pc]) {
                        case Op.UDIV -> Long.divideUnsigned(x & m, y & m);
                        case Op.UREM -> Long.remainderUnsigned(x & m, y & m);
                        case Op.SDIV -> x / y;
                        default -> x % y;
                    };
                    r[b + c[pc + 1]] = (v << s) >> s;
                    pc += Op.LEN_SDIV;
                }
                case Op.SHL -> {
                    int s = c[pc + 4];
                    r[b + c[pc + 1]] = (r[b + c[pc + 2]] << r[b + c[pc + 3]] << s) >> s;
                    pc += Op.LEN_SHL;
                }
                case Op.LSHR -> {
                    int s = c[pc + 4];
                    long m = -1L >>> s;
                    r[b + c[pc + 1]] = (((r[b + c[pc + 2]] & m) >>> r[b + c[pc + 3]]) << s) >> s;
                    pc += Op.LEN_LSHR;
                }
                case Op.ASHR -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] >> r[b + c[pc + 3]];
                    pc += Op.LEN_ASHR;
                }
                case Op.AND -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] & r[b + c[pc + 3]];
                    pc += Op.LEN_AND;
                }
                case Op.OR -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] | r[b + c[pc + 3]];
                    pc += Op.LEN_OR;
                }
                case Op.XOR -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] ^ r[b + c[pc + 3]];
                    pc += Op.LEN_XOR;
                }
                case Op.FADD_F -> {
                    r[b + c[pc + 1]] = Float.floatToRawIntBits(f(r[b + c[pc + 2]]) + f(r[b + c[pc + 3]]));
                    pc += Op.LEN_FADD_F;
                }
                case Op.FSUB_F -> {
                    r[b + c[pc + 1]] = Float.floatToRawIntBits(f(r[b + c[pc + 2]]) - f(r[b + c[pc + 3]]));
                    pc += Op.LEN_FSUB_F;
                }
                case Op.FMUL_F -> {
                    r[b + c[pc + 1]] = Float.floatToRawIntBits(f(r[b + c[pc + 2]]) * f(r[b + c[pc + 3]]));
                    pc += Op.LEN_FMUL_F;
                }
                case Op.FDIV_F -> {
                    r[b + c[pc + 1]] = Float.floatToRawIntBits(f(r[b + c[pc + 2]]) / f(r[b + c[pc + 3]]));
                    pc += Op.LEN_FDIV_F;
                }
                case Op.FREM_F -> {
                    r[b + c[pc + 1]] = Float.floatToRawIntBits(f(r[b + c[pc + 2]]) % f(r[b + c[pc + 3]]));
                    pc += Op.LEN_FREM_F;
                }
                case Op.FADD_D -> {
                    r[b + c[pc + 1]] = Double.doubleToRawLongBits(d(r[b + c[pc + 2]]) + d(r[b + c[pc + 3]]));
                    pc += Op.LEN_FADD_D;
                }
                case Op.FSUB_D -> {
                    r[b + c[pc + 1]] = Double.doubleToRawLongBits(d(r[b + c[pc + 2]]) - d(r[b + c[pc + 3]]));
                    pc += Op.LEN_FSUB_D;
                }
                case Op.FMUL_D -> {
                    r[b + c[pc + 1]] = Double.doubleToRawLongBits(d(r[b + c[pc + 2]]) * d(r[b + c[pc + 3]]));
                    pc += Op.LEN_FMUL_D;
                }
                case Op.FDIV_D -> {
                    r[b + c[pc + 1]] = Double.doubleToRawLongBits(d(r[b + c[pc + 2]]) / d(r[b + c[pc + 3]]));
                    pc += Op.LEN_FDIV_D;
                }
                case Op.FREM_D -> {
                    r[b + c[pc + 1]] = Double.doubleToRawLongBits(d(r[b + c[pc + 2]]) % d(r[b + c[pc + 3]]));
                    pc += Op.LEN_FREM_D;
                }
                case Op.FNEG_F -> {
                    r[b + c[pc + 1]] = (int) r[b + c[pc + 2]] ^ 0x80000000;
                    pc += Op.LEN_FNEG_F;
                }
                case Op.FNEG_D -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] ^ Long.MIN_VALUE;
                    pc += Op.LEN_FNEG_D;
                }
                case Op.FMA_F -> {
                    r[b + c[pc + 1]] = Float.floatToRawIntBits(
                            Math.fma(f(r[b + c[pc + 2]]), f(r[b + c[pc + 3]]), f(r[b + c[pc + 4]])));
                    pc += Op.LEN_FMA_F;
                }
                case Op.FMA_D -> {
                    r[b + c[pc + 1]] = Double.doubleToRawLongBits(
                            Math.fma(d(r[b + c[pc + 2]]), d(r[b + c[pc + 3]]), d(r[b + c[pc + 4]])));
                    pc += Op.LEN_FMA_D;
                }
                case Op.ICMP_EQ -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] == r[b + c[pc + 3]] ? 1 : 0;
                    pc += Op.LEN_ICMP_EQ;
                }
                case Op.ICMP_NE -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] != r[b + c[pc + 3]] ? 1 : 0;
                    pc += Op.LEN_ICMP_NE;
                }
                case Op.ICMP_SLT -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] < r[b + c[pc + 3]] ? 1 : 0;
                    pc += Op.LEN_ICMP_SLT;
                }
                case Op.ICMP_SGT -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] > r[b + c[pc + 3]] ? 1 : 0;
                    pc += Op.LEN_ICMP_SGT;
                }
                case Op.ICMP_SLE -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] <= r[b + c[pc + 3]] ? 1 : 0;
                    pc += Op.LEN_ICMP_SLE;
                }
                case Op.ICMP_SGE -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] >= r[b + c[pc + 3]] ? 1 : 0;
                    pc += Op.LEN_ICMP_SGE;
                }
                case Op.ICMP -> {
                    long m = -1L >>> c[pc + 5];
                    r[b + c[pc + 1]] = icmp(c[pc + 4], r[b + c[pc + 2]], r[b + c[pc + 3]], m) ? 1 : 0;
                    pc += Op.LEN_ICMP;
                }
                case Op.FCMP_F -> {
                    r[b + c[pc + 1]] = fcmp(c[pc + 4], f(r[b + c[pc + 2]]), f(r[b + c[pc + 3]])) ? 1 : 0;
                    pc += Op.LEN_FCMP_F;
                }
                case Op.FCMP_D -> {
                    r[b + c[pc + 1]] = fcmp(c[pc + 4], d(r[b + c[pc + 2]]), d(r[b + c[pc + 3]])) ? 1 : 0;
                    pc += Op.LEN_FCMP_D;
                }
                case Op.MOV -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]];
                    pc += Op.LEN_MOV;
                }
                case Op.MOVN -> {
                    op(r, b, pc);
                    pc += Op.LEN_MOVN;
                }
                case Op.NORM -> {
                    int s = c[pc + 3];
                    r[b + c[pc + 1]] = (r[b + c[pc + 2]] << s) >> s;
                    pc += Op.LEN_NORM;
                }
                case Op.ZEXT -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] & (-1L >>> (64 - c[pc + 3]));
                    pc += Op.LEN_ZEXT;
                }
                case Op.NEG1 -> {
                    r[b + c[pc + 1]] = -r[b + c[pc + 2]];
                    pc += Op.LEN_NEG1;
                }
                case Op.TRUNC1 -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] & 1;
                    pc += Op.LEN_TRUNC1;
                }
                case Op.F2D -> {
                    r[b + c[pc + 1]] = Double.doubleToRawLongBits(f(r[b + c[pc + 2]]));
                    pc += Op.LEN_F2D;
                }
                case Op.D2F -> {
                    r[b + c[pc + 1]] = Float.floatToRawIntBits((float) d(r[b + c[pc + 2]]));
                    pc += Op.LEN_D2F;
                }
                case Op.F2SI, Op.D2SI -> {
                    double v = c[pc] == Op.F2SI ? f(r[b + c[pc + 2]]) : d(r[b + c[pc + 2]]);
                    int s = c[pc + 3];
                    r[b + c[pc + 1]] = ((long) v << s) >> s;
                    pc += Op.LEN_F2SI;
                }
                case Op.F2UI, Op.D2UI -> {
                    double v = c[pc] == Op.F2UI ? f(r[b + c[pc + 2]]) : d(r[b + c[pc + 2]]);
                    int s = c[pc + 3];
                    r[b + c[pc + 1]] = (toUnsigned(v) << s) >> s;
                    pc += Op.LEN_F2UI;
                }
                case Op.SI2F -> {
                    r[b + c[pc + 1]] = Float.floatToRawIntBits((float) r[b + c[pc + 2]]);
                    pc += Op.LEN_SI2F;
                }
                case Op.SI2D -> {
                    r[b + c[pc + 1]] = Double.doubleToRawLongBits((double) r[b + c[pc + 2]]);
                    pc += Op.LEN_SI2D;
                }
                case Op.UI2F -> {
                    long v = r[b + c[pc + 2]] & (-1L >>> (64 - c[pc + 3]));
                    r[b + c[pc + 1]] = Float.floatToRawIntBits(unsignedToFloat(v));
                    pc += Op.LEN_UI2F;
                }
                case Op.UI2D -> {
                    long v = r[b + c[pc + 2]] & (-1L >>> (64 - c[pc + 3]));
                    r[b + c[pc + 1]] = Double.doubleToRawLongBits(unsignedToDouble(v));
                    pc += Op.LEN_UI2D;
                }
                case Op.SELECT -> {
                    r[b + c[pc + 1]] = (r[b + c[pc + 2]] & 1) != 0 ? r[b + c[pc + 3]] : r[b + c[pc + 4]];
                    pc += Op.LEN_SELECT;
                }
                case Op.REPACK -> {
                    op(r, b, pc);
                    pc += Op.LEN_REPACK;
                }
                case Op.LOAD_I32 -> {
                    locate(r[b + c[pc + 2]], 4, c[pc + 3], false);
                    r[b + c[pc + 1]] = (int) INT.get(buf, off);
                    pc += Op.LEN_LOAD_I32;
                }
                case Op.LOAD_I32_X -> {
                    locate(r[b + c[pc + 2]] + r[b + c[pc + 3]] * c[pc + 4], 4, c[pc + 5], false);
                    r[b + c[pc + 1]] = (int) INT.get(buf, off);
                    pc += Op.LEN_LOAD_I32_X;
                }
                case Op.LOAD_I64_X -> {
                    locate(r[b + c[pc + 2]] + r[b + c[pc + 3]] * c[pc + 4], 8, c[pc + 5], false);
                    r[b + c[pc + 1]] = (long) LONG.get(buf, off);
                    pc += Op.LEN_LOAD_I64_X;
                }
                case Op.STORE_I32_X -> {
                    locate(r[b + c[pc + 2]] + r[b + c[pc + 3]] * c[pc + 4], 4, c[pc + 5], true);
                    INT.set(buf, off, (int) r[b + c[pc + 1]]);
                    pc += Op.LEN_STORE_I32_X;
                }
                case Op.STORE_I64_X -> {
                    locate(r[b + c[pc + 2]] + r[b + c[pc + 3]] * c[pc + 4], 8, c[pc + 5], true);
                    LONG.set(buf, off, r[b + c[pc + 1]]);
                    pc += Op.LEN_STORE_I64_X;
                }
                case Op.LOAD_I64 -> {
                    locate(r[b + c[pc + 2]], 8, c[pc + 3], false);
                    r[b + c[pc + 1]] = (long) LONG.get(buf, off);
                    pc += Op.LEN_LOAD_I64;
                }
                case Op.LOAD_I8 -> {
                    locate(r[b + c[pc + 2]], 1, c[pc + 3], false);
                    r[b + c[pc + 1]] = buf[off];
                    pc += Op.LEN_LOAD_I8;
                }
                case Op.LOAD_I1 -> {
                    locate(r[b + c[pc + 2]], 1, c[pc + 3], false);
                    r[b + c[pc + 1]] = buf[off] & 1;
                    pc += Op.LEN_LOAD_I1;
                }
                case Op.LOAD_I16 -> {
                    locate(r[b + c[pc + 2]], 2, c[pc + 3], false);
                    r[b + c[pc + 1]] = (short) SHORT.get(buf, off);
                    pc += Op.LEN_LOAD_I16;
                }
                case Op.LOAD_U16 -> {
                    locate(r[b + c[pc + 2]], 2, c[pc + 3], false);
                    r[b + c[pc + 1]] = ((short) SHORT.get(buf, off)) & 0xFFFF;
                    pc += Op.LEN_LOAD_U16;
                }
                case Op.STORE_I32 -> {
                    locate(r[b + c[pc + 2]], 4, c[pc + 3], true);
                    INT.set(buf, off, (int) r[b + c[pc + 1]]);
                    pc += Op.LEN_STORE_I32;
                }
                case Op.STORE_I64 -> {
                    locate(r[b + c[pc + 2]], 8, c[pc + 3], true);
                    LONG.set(buf, off, r[b + c[pc + 1]]);
                    pc += Op.LEN_STORE_I64;
                }
                case Op.STORE_I8, Op.STORE_I1 -> {
                    locate(r[b + c[pc + 2]], 1, c[pc + 3], true);
                    buf[off] = (byte) r[b + c[pc + 1]];
                    pc += Op.LEN_STORE_I8;
                }
                case Op.STORE_I16 -> {
                    locate(r[b + c[pc + 2]], 2, c[pc + 3], true);
                    SHORT.set(buf, off, (short) r[b + c[pc + 1]]);
                    pc += Op.LEN_STORE_I16;
                }
                case Op.LOAD_N -> {
                    op(r, b, pc);
                    pc += Op.LEN_LOAD_N;
                }
                case Op.STORE_N -> {
                    op(r, b, pc);
                    pc += Op.LEN_STORE_N;
                }
                case Op.GEP1 -> {
                    r[b + c[pc + 1]] = r[b + c[pc + 2]] + r[b + c[pc + 3]] * c[pc + 4];
                    pc += Op.LEN_GEP1;
                }
                case Op.GEP -> {
                    long a = r[b + c[pc + 2]] + r[b + c[pc + 3]];
                    int n = c[pc + 4];
                    int p = pc + Op.LEN_GEP;
                    for (int i = 0; i < n; i++, p += 2) {
                        a += r[b + c[p]] * c[p + 1];
                    }
                    r[b + c[pc + 1]] = a;
                    pc = p;
                }
                case Op.ALLOCA -> {
                    op(r, b, pc);
                    pc += Op.LEN_ALLOCA;
                }
                case Op.EXTRACT -> {
                    op(r, b, pc);
                    pc += Op.LEN_EXTRACT;
                }
                case Op.INSERT -> {
                    op(r, b, pc);
                    pc += Op.LEN_INSERT;
                }
                case Op.JMP -> pc = takeEdge(r, b, pc + Op.LEN_JMP);
                case Op.BR -> pc = takeEdge(r, b, (r[b + c[pc + 1]] & 1) != 0 ? pc + Op.LEN_BR : pc + c[pc + 2]);
                case Op.SWITCH -> {
                    long v = r[b + c[pc + 1]];
                    int n = c[pc + 2];
                    long[] cases = k.caseTables[c[pc + 3]];
                    int e = c[pc + 4];
                    for (int i = 0; i < n; i++) {
                        if (cases[i] == v) {
                            e = c[pc + Op.LEN_SWITCH + i];
                            break;
                        }
                    }
                    pc = takeEdge(r, b, pc + e);
                }
                case Op.RET -> {
                    if (wi.depth == 0) {
                        finish(wi);
                        return;
                    }
                    int d = --wi.depth;
                    int callerBase = wi.callerBase[d];
                    if (c[pc + 1] >= 0 && wi.resultSlot[d] >= 0) {
                        System.arraycopy(r, b + c[pc + 1], r, callerBase + wi.resultSlot[d], c[pc + 2]);
                    }
                    wi.function = wi.callerFunction[d];
                    wi.privTop = wi.callerPrivTop[d];
                    b = callerBase;
                    wi.base = b;
                    pc = go(wi.continuationBlock[d], r, b);
                }
                case Op.CALL -> {
                    int fn = c[pc + 1];
                    int newBase = b + k.frameSize[wi.function];
                    long[] template = k.frameTemplate[fn];
                    if (newBase + k.frameSize[fn] > r.length) {
                        throw failure("call stack too deep", c[pc + 5]);
                    }
                    System.arraycopy(template, 0, r, newBase, template.length);
                    int[] params = k.paramSlots[fn];
                    int nargs = c[pc + 6];
                    int p = pc + Op.LEN_CALL;
                    for (int i = 0; i < nargs; i++, p += 2) {
                        System.arraycopy(r, b + c[p], r, newBase + params[i], c[p + 1]);
                    }
                    wi.push(wi.function, b, c[pc + 4], c[pc + 2], c[pc + 3], wi.privTop);
                    wi.function = fn;
                    b = newBase;
                    wi.base = b;
                    pc = go(k.entryBlock[fn], r, b);
                }
                case Op.BARRIER -> {
                    wi.status = WorkItem.AT_BARRIER;
                    wi.barrierInstr = c[pc + 1];
                    wi.resumeBlock = c[pc + 2];
                    if (tracing) {
                        event(EventChunk.BARRIER, c[pc + 1], 0, 0);
                    }
                    return;
                }
                case Op.WORK_ITEM -> {
                    r[b + c[pc + 1]] = workItemValue(wi, c[pc + 2], r[b + c[pc + 3]]);
                    pc += Op.LEN_WORK_ITEM;
                }
                case Op.PURE -> {
                    ResolvedBuiltin rb = k.builtins[c[pc + 1]];
                    rb.function().apply(r, b, k.argLists[c[pc + 3]], c[pc + 2]);
                    pc += Op.LEN_PURE;
                }
                case Op.ATOMIC -> {
                    op(r, b, pc);
                    pc += Op.LEN_ATOMIC;
                }
                case Op.MEM_BUILTIN -> {
                    op(r, b, pc);
                    pc += Op.LEN_MEM_BUILTIN;
                }
                case Op.FENCE -> pc += Op.LEN_FENCE;
                case Op.TRAP -> throw failure(k.messages[c[pc + 1]], c[pc + 2]);
                case Op.UNSUPPORTED -> throw AiwcException.badInput("kernel " + k.name + ": " + k.messages[c[pc + 1]],
                        "aiwc implements the OpenCL 1.2 builtins and the IR clang emits for them; "
                                + "rewrite this part of the kernel or report the missing feature");
                default -> throw new IllegalStateException("corrupt decoded program: op " + c[pc] + " at " + pc);
            }
        }
    }

    /** Performs the phi moves of the edge encoded at {@code at} and enters its target block. */
    private int takeEdge(long[] r, int b, int at) {
        final int[] c = code;
        int n = c[at + 1];
        if (n > 0) {
            for (int s = at + 2, end = at + 2 + 2 * n; s < end; s += 2) {
                r[b + c[s + 1]] = r[b + c[s]];
            }
        } else if (n < 0) {
            long[] tmp = scratch;
            int m = -n;
            for (int i = 0; i < m; i++) {
                tmp[i] = r[b + c[at + 2 + 2 * i]];
            }
            for (int i = 0; i < m; i++) {
                r[b + c[at + 3 + 2 * i]] = tmp[i];
            }
        }
        return go(c[at], r, b);
    }

    /**
     * Enters {@code block} and runs it, and the blocks it leads to, in compiled code where there is any; returns the
     * pc where interpretation goes on (every block entered on the way was entered exactly once).
     */
    private int go(int block, long[] r, int b) {
        CompiledBlocks cb = compiled;
        return cb == null ? enter(block) : -1 - cb.run(this, r, b, block);
    }

    // ---------------------------------------------------------------- entry points of compiled code (BlockCompiler)
    // The interpreter's LOAD_*/STORE_* cases keep their own inline copies of these: calling the helpers from the
    // switch made interpreted mm 5-10% slower (1.43 -> 1.51-1.60 s per warm launch), the huge method's inlining
    // budget being spent. CompiledExecutionTest checks the two agree, trace event by trace event.

    /**
     * Runs one operation that moves several registers or bytes (vector memory, element access, repacking,
     * atomics, memory builtins, private allocation): the interpreter and compiled code both call this.
     */
    void op(long[] r, int b, int pc) {
        final int[] c = code;
        switch (c[pc]) {
            case Op.MOVN -> System.arraycopy(r, b + c[pc + 2], r, b + c[pc + 1], c[pc + 3]);
            case Op.REPACK -> repack(r, b, c[pc + 1], c[pc + 2], c[pc + 3], c[pc + 4], c[pc + 5], c[pc + 6]);
            case Op.LOAD_N -> {
                int[] lay = k.layouts[c[pc + 4]];
                locate(r[b + c[pc + 2]], lay[0], c[pc + 3], false);
                int dst = b + c[pc + 1];
                for (int i = 1; i < lay.length; i += 3) {
                    r[dst + lay[i]] = StorageKind.read(buf, off + lay[i + 1], lay[i + 2]);
                }
            }
            case Op.STORE_N -> {
                int[] lay = k.layouts[c[pc + 4]];
                locate(r[b + c[pc + 2]], lay[0], c[pc + 3], true);
                int src = b + c[pc + 1];
                for (int i = 1; i < lay.length; i += 3) {
                    StorageKind.write(buf, off + lay[i + 1], lay[i + 2], r[src + lay[i]]);
                }
            }
            case Op.ALLOCA -> {
                long count = c[pc + 4] < 0 ? 1 : r[b + c[pc + 4]];
                long bytes = c[pc + 2] * count;
                if (bytes < 0 || bytes > (1 << 24)) {
                    throw failure("private allocation of " + bytes + " bytes is too large", -1);
                }
                int at = allocPrivate(current, (int) bytes, c[pc + 3]);
                spaces[0][1] = current.priv;
                r[b + c[pc + 1]] = PRIVATE_BASE + at;
            }
            case Op.EXTRACT -> {
                long idx = r[b + c[pc + 3]];
                int lanes = c[pc + 4];
                r[b + c[pc + 1]] = idx >= 0 && idx < lanes ? r[b + c[pc + 2] + (int) idx] : 0;
            }
            case Op.INSERT -> {
                int lanes = c[pc + 5];
                System.arraycopy(r, b + c[pc + 2], r, b + c[pc + 1], lanes);
                long idx = r[b + c[pc + 4]];
                if (idx >= 0 && idx < lanes) {
                    r[b + c[pc + 1] + (int) idx] = r[b + c[pc + 3]];
                }
            }
            case Op.ATOMIC -> Atomics.apply(this, r, b, pc);
            case Op.MEM_BUILTIN -> memoryCalls.run(r, b, c[pc + 1], c[pc + 2], k.argLists[c[pc + 3]], c[pc + 4]);
            default -> throw new IllegalStateException("corrupt decoded program: op " + c[pc] + " at " + pc);
        }
    }

    /**
     * The bytes of the buffer holding {@code size} bytes at {@code addr}, which a compiled load or store site keeps
     * for its next access to the same buffer (see {@link BlockCompiler}); fails naming the access.
     */
    byte[] buffer(long addr, int size, int instr, boolean store) {
        return bytes(addr, size, instruction(instr), store);
    }

    long loadI32(byte[] bytes, long addr, int instr) {
        return (int) INT.get(bytes, checked(bytes, addr, 4, instr, false));
    }

    long loadI64(byte[] bytes, long addr, int instr) {
        return (long) LONG.get(bytes, checked(bytes, addr, 8, instr, false));
    }

    long loadI8(byte[] bytes, long addr, int instr) {
        return bytes[checked(bytes, addr, 1, instr, false)];
    }

    long loadI1(byte[] bytes, long addr, int instr) {
        return bytes[checked(bytes, addr, 1, instr, false)] & 1;
    }

    long loadI16(byte[] bytes, long addr, int instr) {
        return (short) SHORT.get(bytes, checked(bytes, addr, 2, instr, false));
    }

    long loadU16(byte[] bytes, long addr, int instr) {
        return ((short) SHORT.get(bytes, checked(bytes, addr, 2, instr, false))) & 0xFFFF;
    }

    void storeI32(byte[] bytes, long addr, long value, int instr) {
        INT.set(bytes, checked(bytes, addr, 4, instr, true), (int) value);
    }

    void storeI64(byte[] bytes, long addr, long value, int instr) {
        LONG.set(bytes, checked(bytes, addr, 8, instr, true), value);
    }

    void storeI8(byte[] bytes, long addr, long value, int instr) {
        bytes[checked(bytes, addr, 1, instr, true)] = (byte) value;
    }

    void storeI16(byte[] bytes, long addr, long value, int instr) {
        SHORT.set(bytes, checked(bytes, addr, 2, instr, true), (short) value);
    }

    /**
     * The offset of {@code size} bytes at {@code addr} in {@code bytes}, the buffer of the address's space and index
     * ({@link #buffer}), after checking they lie inside it. The compiled code records the access itself.
     */
    private int checked(byte[] bytes, long addr, int size, int instr, boolean store) {
        long o = addr & VirtualAddress.OFFSET_MASK;
        if (o + size > bytes.length) {
            throw failures.outOfBounds(current, spaces, addr, size, instruction(instr), store);
        }
        return (int) o;
    }

    long workItem(int which, long dim) {
        return workItemValue(current, which, dim);
    }

    void pure(long[] r, int b, int builtin, int dst, int args) {
        k.builtins[builtin].function().apply(r, b, k.argLists[args], dst);
    }

    private void repack(long[] r, int b, int dst, int src, int fromKind, int fromLanes, int toKind, int toLanes) {
        int fb = StorageKind.bytes(fromKind);
        byte[] tmp = new byte[Math.max(fb * fromLanes, StorageKind.bytes(toKind) * toLanes)];
        for (int i = 0; i < fromLanes; i++) {
            StorageKind.write(tmp, i * fb, fromKind, r[b + src + i]);
        }
        int tb = StorageKind.bytes(toKind);
        for (int i = 0; i < toLanes; i++) {
            r[b + dst + i] = StorageKind.read(tmp, i * tb, toKind);
        }
    }

    // ---------------------------------------------------------------- memory

    /**
     * The IR instruction an access names: {@code instr} itself, or, below zero, the instruction {@code -1 - instr} on
     * whose behalf a builtin made it.
     */
    private static int instruction(int instr) {
        return instr < 0 ? -1 - instr : instr;
    }

    /**
     * Resolves a virtual address to {@link #buf}/{@link #off}, checking bounds, and records the access.
     * {@code instr} below zero marks an access made by a builtin on behalf of instruction {@code -1 - instr}.
     */
    void locate(long addr, int size, int instr, boolean store) {
        resolve(addr, size, instruction(instr), store);
        record(addr, size, instr, store);
    }

    /** The trace's MEMORY event of an access the caller has checked. */
    private void record(long addr, int size, int instr, boolean store) {
        if (tracing) {
            EventChunk c = chunk;
            c.size(memoryEvent(this, c.kind, c.a, c.b, c.address, c.size(), instr, size, store, addr));
        }
    }

    /** Sets {@link #buf}/{@link #off} for {@code size} bytes at {@code addr}, or fails naming the access; records nothing. */
    void resolve(long addr, int size, int instr, boolean store) {
        buf = bytes(addr, size, instr, store);
        off = (int) (addr & VirtualAddress.OFFSET_MASK);
    }

    /** The bytes holding {@code size} bytes at {@code addr} (at the address's offset), or fails naming the access. */
    private byte[] bytes(long addr, int size, int instr, boolean store) {
        int sp = (int) (addr >>> VirtualAddress.SPACE_SHIFT);
        int bi = (int) (addr >>> VirtualAddress.BUFFER_SHIFT) & 0xFFFF;
        long o = addr & VirtualAddress.OFFSET_MASK;
        byte[][] bufs = sp < 4 ? spaces[sp] : null;
        byte[] bb;
        if (bufs == null || bi >= bufs.length || (bb = bufs[bi]) == null || o + size > bb.length || (store && sp == 2)) {
            throw failures.outOfBounds(current, spaces, addr, size, instr, store);
        }
        return bb;
    }


    /** A run-time failure of the running work-item at instruction {@code instr} (see {@link KernelFailures}). */
    AiwcException failure(String what, int instr) {
        return failures.at(current, what, instr);
    }

    /** Brings the budgets up to date, fails when one ran out or the time limit passed, and sets the next checkpoint. */
    private void checkpoint(int block) {
        settle();
        if (budgetLeft < 0 || itemBudgetLeft < 0) {
            throw failures.budgetExceeded(current, block, itemBudgetLeft < 0, false);
        }
        if (launch.deadline != 0 && System.nanoTime() - launch.deadline > 0) {
            throw failures.budgetExceeded(current, block, false, true);
        }
        checkSpan = untilCheck = Math.min(CHECK_INTERVAL, Math.min(budgetLeft, itemBudgetLeft));
    }

    /** Charges the instructions run since the last checkpoint to both budgets. */
    private void settle() {
        long spent = checkSpan - untilCheck;
        executedSettled += spent;
        budgetLeft -= spent;
        itemBudgetLeft -= spent;
        checkSpan = untilCheck;
    }


    private long workItemValue(WorkItem wi, int which, long dim) {
        var range = launch.range;
        if (which == WorkItemFunction.WORK_DIM) {
            return range.dimensions();
        }
        if (dim < 0 || dim >= 3 || dim >= range.dimensions()) {
            return which == WorkItemFunction.GLOBAL_SIZE || which == WorkItemFunction.LOCAL_SIZE
                    || which == WorkItemFunction.NUM_GROUPS ? 1 : 0;
        }
        int dd = (int) dim;
        return switch (which) {
            case WorkItemFunction.GLOBAL_ID -> groupId[dd] * range.local()[dd] + wi.localId[dd] + range.offset()[dd];
            case WorkItemFunction.LOCAL_ID -> wi.localId[dd];
            case WorkItemFunction.GROUP_ID -> groupId[dd];
            case WorkItemFunction.GLOBAL_SIZE -> range.global()[dd];
            case WorkItemFunction.LOCAL_SIZE -> range.local()[dd];
            case WorkItemFunction.NUM_GROUPS -> launch.groups[dd];
            default -> range.offset()[dd];
        };
    }

}
