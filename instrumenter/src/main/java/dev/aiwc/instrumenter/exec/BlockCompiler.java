package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.VirtualAddress;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Compiles a decoded kernel's blocks to JVM bytecode: each operation the interpreter would dispatch becomes its
 * expression on the registers (JVM locals backed by the register array, see {@link #writeMethod}), and branches
 * become jumps, so the JIT sees loops of straight-line code. The compiled code has the interpreter's semantics
 * exactly: it checks bounds through helpers for memory ({@link GroupExecutor#loadI32} and friends; each load and
 * store site keeps the buffer it touched last, see {@link #buffer}), accounts each block entered through
 * {@link GroupExecutor#budget}, and writes the BLOCK and MEMORY events the interpreter would, in the same order, to the
 * trace's chunk, whose arrays and count it keeps in locals ({@link #loadEvents}). Operations it does not cover (calls,
 * returns, barriers, switches, traps) end the compiled run: the interpreter takes over at that operation and comes
 * back at the next branch. Operations that move several registers or bytes call the interpreter's
 * {@link GroupExecutor#op} in place.
 *
 * <p>Blocks are grouped into static methods of a bounded size (the JIT does not compile methods over 8,000 bytes of
 * bytecode), each of one function's blocks; a driver calls the method holding the next block when control leaves a
 * method; a kernel whose methods come out over that limit is compiled again in smaller ones. The class is written
 * as version 49, which needs no stack map frames, and defined as a hidden class in this package.
 */
final class BlockCompiler {
    /** Estimated bytecode per method, well under the JIT's 8,000-byte limit for huge methods. */
    private static final int METHOD_BUDGET = 4000;
    /**
     * Bytecode a method may have: HotSpot does not JIT-compile a larger one (its HugeMethodLimit), and such a method
     * would run in the bytecode interpreter. The estimate above does not see the entries' register loads, which grow
     * with the blocks and the registers live at each: a kernel whose method comes out larger is compiled again with
     * smaller methods.
     */
    private static final int MAX_METHOD_BYTES = 8000;
    /** Blocks of more operations than this stay interpreted (their method would be too large to JIT). */
    private static final int MAX_BLOCK_OPS = 120;
    /** Kernels of more blocks stay interpreted (the driver's switch would be too large). */
    private static final int MAX_BLOCKS = 400;

    private static final String EX = "dev/aiwc/instrumenter/exec/GroupExecutor";
    private static final String BASE = "dev/aiwc/instrumenter/exec/CompiledBlocks";
    private static final String SCALAR_OPS = "dev/aiwc/instrumenter/exec/ScalarOps";
    private static final String CHUNK = "dev/aiwc/api/trace/EventChunk";
    private static final String METHOD_DESC = "(L" + EX + ";[JII)I";
    // locals of the block methods
    private static final int L_EX = 0;
    private static final int L_R = 1;
    private static final int L_B = 2;
    private static final int L_BLOCK = 3;
    /** The first of the long locals that hold the method's registers. */
    private static final int L_REGS = 4;

    /** Kernels compiled so far in this process (for tests that check the compiled path is taken). */
    private static final AtomicInteger COMPILED = new AtomicInteger();
    /** The bytecode of the largest method of the kernel compiled last (for tests of the size limit). */
    private static final AtomicInteger LARGEST_METHOD = new AtomicInteger();
    /** The loops of the kernel compiled last that a method boundary cuts (for tests of the grouping). */
    private static final AtomicInteger LOOPS_CUT = new AtomicInteger();
    /** The registers the methods of the kernel compiled last keep in locals until they return (for tests). */
    private static final AtomicInteger WRITTEN_BACK = new AtomicInteger();

    private final DecodedKernel k;
    private final int[] c;
    /** Method index of each block, -1 when the block stays interpreted. */
    private final int[] methodOf;
    private Label[] labels;
    /** The entry of each block of the method being written, where the driver enters: loads its live registers. */
    private Label[] entries;
    private int currentMethod;
    /**
     * The long local of each register slot the method being written uses, in order of first use: the sizing pass
     * (its bytecode dropped) assigns them and records each block's reads and writes; the real pass uses them.
     */
    private final LinkedHashMap<Integer, Integer> localOf = new LinkedHashMap<>();
    /** True in the sizing pass. */
    private boolean sizing;
    /** Sizing pass: the register reads (slot) and writes (-1 - slot) of the block or edge being written, in order. */
    private IntArrayList events;
    /** Sizing pass: per block of the method, its body's events, then per edge its target and its events. */
    private BlockUse[] uses;
    /** Sizing pass: the index in {@link #uses} of the block being written. */
    private int currentUse;
    /** The first long local of the phi moves' temporaries, after the registers'. */
    private int tempBase;
    /**
     * Sizing pass: whether the method calls the interpreter in place ({@link GroupExecutor#op}, {@link
     * GroupExecutor#pure}), which reads the array.
     */
    private boolean callsInPlace;
    /**
     * The registers the method writes inside its loops, whose writes stay in their locals until the method returns
     * ({@link #leave}); every other write goes to the array as well. Empty in a method that calls the interpreter in
     * place.
     */
    private BitSet written = new BitSet();
    /** Where a method with registers in {@link #written} returns: it stores them, then returns {@link #exitValue}. */
    private Label exit;
    private int exitValue;
    /**
     * The locals of the load and store sites' buffer caches ({@link #buffer}): the address being accessed (a long),
     * its key, then per site the key and the bytes of the buffer it touched last.
     */
    private int cacheBase;
    /** The locals of the trace's chunk while a method runs: its four arrays and its count ({@link #loadEvents}). */
    private int eventBase;
    /** Load and store sites of the method being written: counted by the sizing pass, numbered by the real one. */
    private int sites;
    private int site;

    /** The estimated bytecode a method may hold; 0 puts every block in a method of its own. */
    private final int methodBudget;
    /** The bytecode of the largest block method written so far. */
    private int largestMethod;
    /** The registers written back ({@link #written}) summed over the methods written so far. */
    private int writtenBack;

    private BlockCompiler(DecodedKernel k, int methodBudget) {
        this.k = k;
        this.c = k.code;
        this.methodOf = new int[k.blockPc.length];
        this.methodBudget = methodBudget;
    }

    /** The compiled blocks of {@code k}, or null when it is too large to compile usefully. */
    static CompiledBlocks compile(DecodedKernel k) {
        return compile(k, MAX_METHOD_BYTES);
    }

    /**
     * The compiled blocks of {@code k} in methods of at most {@code maxMethodBytes} bytes of bytecode, or null: with
     * the estimate's methods, then smaller ones, then one block a method.
     */
    static CompiledBlocks compile(DecodedKernel k, int maxMethodBytes) {
        int blocks = k.blockPc.length;
        if (blocks == 0 || blocks > MAX_BLOCKS) {
            return null;
        }
        try {
            byte[] bytes = null;
            for (int budget : new int[]{METHOD_BUDGET, METHOD_BUDGET / 2, METHOD_BUDGET / 4, 0}) {
                BlockCompiler compiler = new BlockCompiler(k, budget);
                byte[] written = compiler.generate();
                if (compiler.largestMethod <= maxMethodBytes) {
                    bytes = written;
                    LARGEST_METHOD.set(compiler.largestMethod);
                    LOOPS_CUT.set(compiler.loopsCut());
                    WRITTEN_BACK.set(compiler.writtenBack);
                    break;
                }
            }
            if (bytes == null) {
                return null; // a block's method alone is too large: the interpreter runs the kernel
            }
            MethodHandles.Lookup lookup = MethodHandles.lookup().defineHiddenClass(bytes, true);
            CompiledBlocks compiled = (CompiledBlocks) lookup.findConstructor(lookup.lookupClass(),
                    MethodType.methodType(void.class)).invoke();
            COMPILED.incrementAndGet();
            return compiled;
        } catch (Throwable t) {
            // Compilation is an optimisation: the interpreter runs every kernel on its own.
            if (System.getenv("AIWC_DEBUG") != null) {
                t.printStackTrace();
            }
            return null;
        }
    }

    static int compiledCount() {
        return COMPILED.get();
    }

    static int largestMethodOfLastKernel() {
        return LARGEST_METHOD.get();
    }

    static int loopsCutOfLastKernel() {
        return LOOPS_CUT.get();
    }

    static int writtenBackOfLastKernel() {
        return WRITTEN_BACK.get();
    }

    /** Backward edges ({@link #backEdge}) whose two blocks are in different methods, or either interpreted. */
    private int loopsCut() {
        var blocks = k.descriptor.blocks();
        int cut = 0;
        for (int u = 0; u < blocks.length; u++) {
            for (int v : new int[]{blocks[u].trueSuccessor(), blocks[u].falseSuccessor()}) {
                if (backEdge(blocks, u, v) && (methodOf[u] != methodOf[v] || methodOf[u] < 0)) {
                    cut++;
                }
            }
        }
        return cut;
    }

    private byte[] generate() {
        int blocks = k.blockPc.length;
        // group consecutive blocks into methods of bounded estimated size
        // a method holds blocks of one function: its registers are slots of that function's frame
        int[] depth = loopDepth();
        int[] sizeOf = new int[blocks];
        int methods = 0;
        int budget = 0;
        int function = 0;
        int methodFunction = -1;
        int methodStart = 0;
        for (int block = 0; block < blocks; block++) {
            while (function + 1 < k.entryBlock.length && k.entryBlock[function + 1] <= block) {
                function++;
            }
            int ops = countOps(k.blockPc[block]);
            if (ops > MAX_BLOCK_OPS) {
                methodOf[block] = -1;
                continue;
            }
            int size = 40 * ops + 40;
            sizeOf[block] = size;
            if (methods == 0 || function != methodFunction || methodBudget == 0) {
                methodFunction = function;
                methods++;
                budget = 0;
                methodStart = block;
            } else if (budget + size > methodBudget) {
                // The method is full. A loop cut by a method boundary returns to the driver on every trip, and a
                // method entered starts its load and store sites' buffers afresh: so the new method starts at
                // the boundary inside the fewest loops since this method's first block, the latest of those.
                int at = block;
                for (int j = block - 1; j > methodStart; j--) {
                    if (depth[j] < depth[at]) {
                        at = j;
                    }
                }
                methods++;
                budget = 0;
                methodStart = at;
                for (int j = at; j < block; j++) {
                    if (methodOf[j] >= 0) {
                        methodOf[j] = methods - 1;
                        budget += sizeOf[j];
                    }
                }
            }
            budget += size;
            methodOf[block] = methods - 1;
        }
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        String name = "dev/aiwc/instrumenter/exec/Compiled_" + sanitize(k.name);
        cw.visit(Opcodes.V1_5, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, name, null, BASE, null);
        MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitMethodInsn(Opcodes.INVOKESPECIAL, BASE, "<init>", "()V", false);
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        for (int m = 0; m < methods; m++) {
            writeMethod(cw, m);
        }
        writeDriver(cw, name);
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * Per block {@code i}: how many loops the boundary between blocks {@code i - 1} and {@code i} lies inside, a loop
     * being a backward edge of the decoded order within one function (from a block to itself or an earlier block).
     */
    private int[] loopDepth() {
        var blocks = k.descriptor.blocks();
        int[] depth = new int[k.blockPc.length + 1];
        if (blocks.length != k.blockPc.length) {
            throw new IllegalStateException("kernel " + k.name + " has " + k.blockPc.length + " blocks, its descriptor "
                    + blocks.length);
        }
        for (int u = 0; u < blocks.length; u++) {
            for (int v : new int[]{blocks[u].trueSuccessor(), blocks[u].falseSuccessor()}) {
                if (backEdge(blocks, u, v)) {
                    for (int i = v + 1; i <= u; i++) {
                        depth[i]++;
                    }
                }
            }
        }
        return depth;
    }

    /** Whether block {@code u}'s successor {@code v} (-1: none) closes a loop: the same function, not after it. */
    private static boolean backEdge(BlockInfo[] blocks, int u, int v) {
        return v >= 0 && v <= u && blocks[v].function() == blocks[u].function();
    }

    private static String sanitize(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) {
            b.append(Character.isJavaIdentifierPart(ch) ? ch : '_');
        }
        return b.toString();
    }

    /**
     * Operations from {@code pc} to the block's end, or up to the first one left to the interpreter, plus the phi
     * moves of its branch (each about as much bytecode as an operation).
     */
    private int countOps(int pc) {
        int n = 0;
        while (true) {
            int len = length(pc);
            n++;
            if (len <= 0) {
                return n;
            }
            if (c[pc] == Op.JMP) {
                return n + Math.abs(c[pc + 2]);
            }
            if (c[pc] == Op.BR) {
                return n + Math.abs(c[pc + 4]) + Math.abs(c[pc + c[pc + 2] + 1]);
            }
            pc += len;
        }
    }

    /**
     * {@code int run(GroupExecutor ex, long[] r, int b, int block)}: calls the method of each block until one
     * returns a pc to interpret ({@code < 0}); a block left to the interpreter is entered here.
     */
    private void writeDriver(ClassWriter cw, String name) {
        MethodVisitor mv = cw.visitMethod(0, "run", METHOD_DESC, null, null);
        mv.visitCode();
        int blocks = k.blockPc.length;
        Label loop = new Label();
        Label interpreted = new Label();
        Label[] cases = new Label[blocks];
        for (int i = 0; i < blocks; i++) {
            cases[i] = methodOf[i] < 0 ? interpreted : new Label();
        }
        mv.visitLabel(loop);
        mv.visitVarInsn(Opcodes.ILOAD, 4);
        mv.visitTableSwitchInsn(0, blocks - 1, interpreted, cases);
        Label dispatched = new Label();
        for (int i = 0; i < blocks; i++) {
            if (methodOf[i] < 0) {
                continue;
            }
            mv.visitLabel(cases[i]);
            mv.visitVarInsn(Opcodes.ALOAD, 1);
            mv.visitVarInsn(Opcodes.ALOAD, 2);
            mv.visitVarInsn(Opcodes.ILOAD, 3);
            mv.visitVarInsn(Opcodes.ILOAD, 4);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, name, "m" + methodOf[i], METHOD_DESC, false);
            mv.visitJumpInsn(Opcodes.GOTO, dispatched);
        }
        // a block the compiled code does not cover: enter it and interpret from its first operation
        mv.visitLabel(interpreted);
        mv.visitInsn(Opcodes.ICONST_M1);
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitVarInsn(Opcodes.ILOAD, 4);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "enter", "(I)I", false);
        mv.visitInsn(Opcodes.ISUB);
        mv.visitInsn(Opcodes.IRETURN);
        // the next block, or a pc to interpret
        mv.visitLabel(dispatched);
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(Opcodes.ISTORE, 4);
        mv.visitJumpInsn(Opcodes.IFGE, loop);
        mv.visitVarInsn(Opcodes.ILOAD, 4);
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /**
     * {@code static int m<i>(GroupExecutor ex, long[] r, int b, int block)}: the blocks of method {@code m}.
     *
     * <p>The registers it reads live in JVM locals while it runs, so that the JIT keeps a loop's values in machine
     * registers: read through the array, a register had to be loaded again after every store to another long array
     * (the trace's addresses), which might have been the same array. Entered at a block, the method loads only the
     * registers live there: those some path from it within the method reads before writing (a barrier-heavy kernel
     * enters its methods once per work-item and barrier).
     *
     * <p>A write goes to the array as well, so that the interpreter and the next method find it there, except the
     * writes of the method's loops ({@link #written}): those registers are loaded when the method starts and stored
     * once where it returns, whichever way it leaves. Stored on every trip, they cost mm N=256's loop of two blocks
     * eleven array stores, each with its own bounds check, and the JIT kept the array and its base in registers. A
     * method that calls the interpreter in place (several registers at once, builtins) writes every register through,
     * since those calls read the array; the registers they may write are loaded again after them. Writes outside
     * loops stay written through, so that a method entered once per barrier loads and stores no more than before.
     */
    private void writeMethod(ClassWriter cw, int m) {
        currentMethod = m;
        localOf.clear();
        written = new BitSet();
        callsInPlace = false;
        sites = 0;
        int first = firstBlock(m);
        int last = lastBlock(m);
        uses = new BlockUse[last - first + 1];
        sizing = true;
        writeBody(new MethodVisitor(Opcodes.ASM9) { }, m, first, last);
        sizing = false;
        events = null;
        BitSet[] liveIn = liveIn(first);
        cacheBase = L_REGS + 2 * localOf.size();
        eventBase = cacheBase + 3 + 2 * sites;
        exitValue = eventBase + 5;
        tempBase = exitValue + 1;
        written = callsInPlace ? new BitSet() : writtenInLoops(first);
        exit = new Label();
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "m" + m, METHOD_DESC, null, null);
        mv.visitCode();
        loadEvents(mv);
        for (int j = 0; j < sites; j++) {
            mv.visitInsn(Opcodes.ICONST_M1);
            mv.visitVarInsn(Opcodes.ISTORE, cacheBase + 3 + 2 * j);
            mv.visitInsn(Opcodes.ACONST_NULL);
            mv.visitVarInsn(Opcodes.ASTORE, cacheBase + 4 + 2 * j);
        }
        if (!written.isEmpty()) {
            // every register the method writes starts as the array holds it, so that the return stores it unchanged
            // where this run did not write it
            forEachWritten(slot -> loadRegister(mv, slot));
        }
        site = 0;
        writeBody(mv, m, first, last);
        if (site != sites) {
            throw new IllegalStateException("method " + m + " has " + site + " load and store sites, sized " + sites);
        }
        // entered at a block: its live registers, then the block
        for (int i = 0; i < uses.length; i++) {
            if (methodOf[first + i] != m) {
                continue;
            }
            mv.visitLabel(entries[i]);
            for (int slot = liveIn[i].nextSetBit(0); slot >= 0; slot = liveIn[i].nextSetBit(slot + 1)) {
                if (!written.get(slot)) {
                    loadRegister(mv, slot);
                }
            }
            mv.visitJumpInsn(Opcodes.GOTO, labels[i]);
        }
        if (!written.isEmpty()) {
            mv.visitLabel(exit);
            storeEvents(mv);
            forEachWritten(slot -> {
                arrayElement(mv, slot);
                mv.visitVarInsn(Opcodes.LLOAD, localOf.get(slot));
                mv.visitInsn(Opcodes.LASTORE);
            });
            mv.visitVarInsn(Opcodes.ILOAD, exitValue);
            mv.visitInsn(Opcodes.IRETURN);
        }
        Label end = new Label();
        mv.visitLabel(end);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        largestMethod = Math.max(largestMethod, end.getOffset());
        writtenBack += written.cardinality();
    }

    private void forEachWritten(IntConsumer action) {
        for (int slot = written.nextSetBit(0); slot >= 0; slot = written.nextSetBit(slot + 1)) {
            action.accept(slot);
        }
    }

    private int firstBlock(int m) {
        for (int block = 0; block < methodOf.length; block++) {
            if (methodOf[block] == m) {
                return block;
            }
        }
        throw new IllegalStateException("method " + m + " has no block");
    }

    private int lastBlock(int m) {
        for (int block = methodOf.length - 1; block >= 0; block--) {
            if (methodOf[block] == m) {
                return block;
            }
        }
        throw new IllegalStateException("method " + m + " has no block");
    }

    /** The blocks {@code first..last} that belong to method {@code m}, behind the switch on the entered block. */
    private void writeBody(MethodVisitor mv, int m, int first, int last) {
        labels = new Label[last - first + 1];
        entries = new Label[labels.length];
        Label unreachable = new Label();
        for (int i = 0; i < labels.length; i++) {
            if (methodOf[first + i] == m) {
                labels[i] = new Label();
                entries[i] = new Label();
            } else {
                entries[i] = unreachable;
            }
        }
        mv.visitVarInsn(Opcodes.ILOAD, L_BLOCK);
        mv.visitTableSwitchInsn(first, last, unreachable, entries);
        for (int block = first; block <= last; block++) {
            if (methodOf[block] != m) {
                continue;
            }
            if (sizing) {
                currentUse = block - first;
                uses[currentUse] = new BlockUse();
                events = uses[currentUse].body;
            }
            mv.visitLabel(labels[block - first]);
            // enter: accounting and budget, then the BLOCK event
            mv.visitVarInsn(Opcodes.ALOAD, L_EX);
            push(mv, block);
            push(mv, k.blockLength[block]);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "budget", "(II)V", false);
            blockEvent(mv, block);
            writeBlock(mv, k.blockPc[block], first);
        }
        // only blocks of this method are dispatched here
        mv.visitLabel(unreachable);
        mv.visitTypeInsn(Opcodes.NEW, "java/lang/IllegalStateException");
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/IllegalStateException", "<init>", "()V", false);
        mv.visitInsn(Opcodes.ATHROW);
    }

    /** A block's register reads and writes as the sizing pass saw them: its body, then each edge's. */
    private static final class BlockUse {
        final IntArrayList body = new IntArrayList();
        /** Per edge: its target block, -1 where it leaves the method; {@link #edgeEvents} holds its moves' events. */
        final IntArrayList edgeTargets = new IntArrayList();
        final List<IntArrayList> edgeEvents = new ArrayList<>();
    }

    /**
     * The registers live at each block's entry (index from {@code first}): read on some path within the method before
     * being written. Leaving the method needs none: the array holds every write by then ({@link #leave}).
     */
    private BitSet[] liveIn(int first) {
        int n = uses.length;
        BitSet[] in = new BitSet[n];
        for (int i = 0; i < n; i++) {
            in[i] = new BitSet();
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = n - 1; i >= 0; i--) {
                BlockUse u = uses[i];
                if (u == null) {
                    continue;
                }
                BitSet live = new BitSet();
                for (int e = 0; e < u.edgeTargets.size(); e++) {
                    int target = u.edgeTargets.getInt(e);
                    BitSet edge = target < 0 ? new BitSet() : (BitSet) in[target - first].clone();
                    backwards(edge, u.edgeEvents.get(e));
                    live.or(edge);
                }
                backwards(live, u.body);
                if (!live.equals(in[i])) {
                    in[i] = live;
                    changed = true;
                }
            }
        }
        return in;
    }

    /**
     * The registers written by the blocks of the method (index from {@code first}) that lie on a cycle of its own
     * edges, by their bodies or by their edges' moves: the writes a loop repeats.
     */
    private BitSet writtenInLoops(int first) {
        int n = uses.length;
        BitSet inLoops = new BitSet();
        for (int i = 0; i < n; i++) {
            if (uses[i] == null || !reaches(i, i, first)) {
                continue;
            }
            writes(uses[i].body, inLoops);
            for (IntArrayList edge : uses[i].edgeEvents) {
                writes(edge, inLoops);
            }
        }
        return inLoops;
    }

    /** Whether some path of at least one edge within the method leads from block {@code from} to block {@code to}. */
    private boolean reaches(int from, int to, int first) {
        BitSet seen = new BitSet();
        IntArrayList stack = new IntArrayList();
        stack.add(from);
        while (!stack.isEmpty()) {
            BlockUse u = uses[stack.popInt()];
            for (int e = 0; e < u.edgeTargets.size(); e++) {
                int target = u.edgeTargets.getInt(e);
                if (target < 0) {
                    continue;
                }
                int t = target - first;
                if (t == to) {
                    return true;
                }
                if (!seen.get(t)) {
                    seen.set(t);
                    stack.add(t);
                }
            }
        }
        return false;
    }

    private static void writes(IntArrayList events, BitSet into) {
        for (int j = 0; j < events.size(); j++) {
            int e = events.getInt(j);
            if (e < 0) {
                into.set(-1 - e);
            }
        }
    }

    /** Steps {@code live} back over {@code events}: a write ends a register's liveness, a read starts it. */
    private static void backwards(BitSet live, IntArrayList events) {
        for (int j = events.size() - 1; j >= 0; j--) {
            int e = events.getInt(j);
            if (e < 0) {
                live.clear(-1 - e);
            } else {
                live.set(e);
            }
        }
    }

    /** The operations of one block from {@code pc}, ending in a branch or a hand-over to the interpreter. */
    private void writeBlock(MethodVisitor mv, int pc, int firstBlock) {
        while (true) {
            int op = c[pc];
            int len = length(pc);
            if (len <= 0) {
                interpretFrom(mv, pc);
                return;
            }
            switch (op) {
                case Op.JMP -> {
                    edge(mv, pc + Op.LEN_JMP, firstBlock);
                    return;
                }
                case Op.BR -> {
                    Label isFalse = new Label();
                    reg(mv, c[pc + 1]);
                    mv.visitInsn(Opcodes.LCONST_1);
                    mv.visitInsn(Opcodes.LAND);
                    mv.visitInsn(Opcodes.LCONST_0);
                    mv.visitInsn(Opcodes.LCMP);
                    mv.visitJumpInsn(Opcodes.IFEQ, isFalse);
                    edge(mv, pc + Op.LEN_BR, firstBlock);
                    mv.visitLabel(isFalse);
                    edge(mv, pc + c[pc + 2], firstBlock);
                    return;
                }
                default -> operation(mv, pc);
            }
            pc += len;
        }
    }

    /** Returns {@code -1 - pc}: the interpreter goes on at {@code pc}. */
    private void interpretFrom(MethodVisitor mv, int pc) {
        leave(mv, -1 - pc);
    }

    /**
     * Returns {@code value} to the driver (the next block, or {@code -1 - pc} to interpret): the chunk gets its count
     * and, where the method keeps {@link #written} registers in locals, the array their values ({@link #exit}).
     */
    private void leave(MethodVisitor mv, int value) {
        if (!written.isEmpty()) {
            push(mv, value);
            mv.visitVarInsn(Opcodes.ISTORE, exitValue);
            mv.visitJumpInsn(Opcodes.GOTO, exit);
        } else {
            storeEvents(mv);
            push(mv, value);
            mv.visitInsn(Opcodes.IRETURN);
        }
    }

    /** An edge {@code [target, n, (source, destination) * |n|]}: phi moves, then the target block. */
    private void edge(MethodVisitor mv, int at, int firstBlock) {
        int target = c[at];
        int n = c[at + 1];
        IntArrayList body = events;
        if (sizing) {
            // an edge that leaves the method needs nothing live after its moves (-1): the array gets them as it leaves
            BlockUse u = uses[currentUse];
            u.edgeTargets.add(methodOf[target] == currentMethod ? target : -1);
            events = new IntArrayList();
            u.edgeEvents.add(events);
        }
        if (n > 0) {
            for (int i = 0; i < n; i++) {
                reg(mv, c[at + 2 + 2 * i]);
                setReg(mv, c[at + 3 + 2 * i]);
            }
        } else if (n < 0) {
            int m = -n;
            for (int i = 0; i < m; i++) {
                reg(mv, c[at + 2 + 2 * i]);
                mv.visitVarInsn(Opcodes.LSTORE, tempBase + 2 * i);
            }
            for (int i = 0; i < m; i++) {
                mv.visitVarInsn(Opcodes.LLOAD, tempBase + 2 * i);
                setReg(mv, c[at + 3 + 2 * i]);
            }
        }
        events = body;
        if (methodOf[target] == currentMethod) {
            mv.visitJumpInsn(Opcodes.GOTO, labels[target - firstBlock]);
        } else {
            leave(mv, target);
        }
    }

    /**
     * The length of the operation at {@code pc} ({@link Op#length}, tail included) when the compiled code covers it,
     * else 0. Every covered operation is written by {@link #operation} or {@link #writeBlock}; a branch ends the
     * block there, so its edges are never stepped over.
     */
    private int length(int pc) {
        return switch (c[pc]) {
            case Op.ADD32, Op.SUB32, Op.MUL32, Op.ADD64, Op.SUB64, Op.MUL64, Op.ADD, Op.SUB, Op.MUL, Op.SHL, Op.LSHR,
                 Op.ASHR, Op.FMA_F, Op.FMA_D, Op.FCMP_F, Op.FCMP_D, Op.SELECT, Op.GEP1, Op.PURE,
                 Op.AND, Op.OR, Op.XOR, Op.FADD_F, Op.FSUB_F, Op.FMUL_F, Op.FDIV_F, Op.FREM_F, Op.FADD_D, Op.FSUB_D,
                 Op.FMUL_D, Op.FDIV_D, Op.FREM_D, Op.ICMP_EQ, Op.ICMP_NE, Op.ICMP_SLT, Op.ICMP_SGT, Op.ICMP_SLE,
                 Op.ICMP_SGE, Op.NORM, Op.ZEXT, Op.F2SI, Op.D2SI, Op.F2UI, Op.D2UI, Op.UI2F, Op.UI2D,
                 Op.LOAD_I8, Op.LOAD_I16, Op.LOAD_U16, Op.LOAD_I32, Op.LOAD_I64, Op.LOAD_I1, Op.STORE_I8,
                 Op.STORE_I16, Op.STORE_I32, Op.STORE_I64, Op.STORE_I1, Op.WORK_ITEM,
                 Op.FNEG_F, Op.FNEG_D, Op.MOV, Op.NEG1, Op.TRUNC1, Op.F2D, Op.D2F, Op.SI2F, Op.SI2D,
                 Op.ICMP, Op.LOAD_I32_X, Op.LOAD_I64_X, Op.STORE_I32_X, Op.STORE_I64_X, Op.EXTRACT,
                 Op.LOAD_N, Op.STORE_N, Op.ALLOCA, Op.MEM_BUILTIN, Op.MOVN, Op.REPACK, Op.INSERT, Op.ATOMIC, Op.GEP,
                 Op.FENCE, Op.JMP, Op.BR -> Op.length(c, pc);
            default -> 0;
        };
    }

    /** Writes one covered non-branch operation; mirrors the interpreter's case for it. */
    private void operation(MethodVisitor mv, int pc) {
        int op = c[pc];
        switch (op) {
            case Op.FENCE -> {
            }
            case Op.MOVN, Op.REPACK, Op.LOAD_N, Op.STORE_N, Op.ALLOCA, Op.EXTRACT, Op.INSERT, Op.ATOMIC,
                 Op.MEM_BUILTIN -> {
                // several registers or bytes at once: the interpreter's own implementation, called in place; it
                // reads the array, and what it writes is loaded again; it may write trace events, so the chunk's
                // count goes to it and comes back
                callsInPlace = true;
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                mv.visitVarInsn(Opcodes.ALOAD, L_R);
                mv.visitVarInsn(Opcodes.ILOAD, L_B);
                push(mv, pc);
                mv.visitVarInsn(Opcodes.ILOAD, eventBase + 4);
                mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "op", "([JIII)I", false);
                mv.visitVarInsn(Opcodes.ISTORE, eventBase + 4);
                reload(mv, pc);
            }
            case Op.PURE -> {
                callsInPlace = true;
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                mv.visitVarInsn(Opcodes.ALOAD, L_R);
                mv.visitVarInsn(Opcodes.ILOAD, L_B);
                push(mv, c[pc + 1]);
                push(mv, c[pc + 2]);
                push(mv, c[pc + 3]);
                mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "pure", "([JIIII)V", false);
                reload(mv, pc);
            }
            case Op.STORE_I8, Op.STORE_I1, Op.STORE_I16, Op.STORE_I32, Op.STORE_I64 -> {
                reg(mv, c[pc + 2]);
                buffer(mv, accessBytes(op), c[pc + 3], true);
                reg(mv, c[pc + 1]);
                push(mv, c[pc + 3]);
                store(mv, op);
                memoryEvent(mv, accessBytes(op), c[pc + 3], true);
            }
            case Op.STORE_I32_X, Op.STORE_I64_X -> {
                indexed(mv, pc);
                buffer(mv, accessBytes(op), c[pc + 5], true);
                reg(mv, c[pc + 1]);
                push(mv, c[pc + 5]);
                store(mv, op);
                memoryEvent(mv, accessBytes(op), c[pc + 5], true);
            }
            default -> {
                value(mv, pc);
                setReg(mv, c[pc + 1]);
            }
        }
    }

    private static void store(MethodVisitor mv, int op) {
        String helper = switch (op) {
            case Op.STORE_I8, Op.STORE_I1 -> "storeI8";
            case Op.STORE_I16 -> "storeI16";
            case Op.STORE_I32, Op.STORE_I32_X -> "storeI32";
            default -> "storeI64";
        };
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, helper, "([BJJI)V", false);
    }

    /** Pushes {@code r[base] + r[index] * stride} of an indexed access. */
    private void indexed(MethodVisitor mv, int pc) {
        reg(mv, c[pc + 2]);
        reg(mv, c[pc + 3]);
        mv.visitLdcInsn((long) c[pc + 4]);
        mv.visitInsn(Opcodes.LMUL);
        mv.visitInsn(Opcodes.LADD);
    }

    /** Pushes the long result of the value-producing operation at {@code pc}. */
    private void value(MethodVisitor mv, int pc) {
        int op = c[pc];
        switch (op) {
            case Op.ADD32, Op.SUB32 -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(op == Op.ADD32 ? Opcodes.LADD : Opcodes.LSUB);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.MUL32 -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.L2I);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.IMUL);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.ADD64, Op.SUB64, Op.MUL64, Op.AND, Op.OR, Op.XOR -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(switch (op) {
                    case Op.ADD64 -> Opcodes.LADD;
                    case Op.SUB64 -> Opcodes.LSUB;
                    case Op.MUL64 -> Opcodes.LMUL;
                    case Op.AND -> Opcodes.LAND;
                    case Op.OR -> Opcodes.LOR;
                    default -> Opcodes.LXOR;
                });
            }
            case Op.ADD, Op.SUB, Op.MUL -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(op == Op.ADD ? Opcodes.LADD : op == Op.SUB ? Opcodes.LSUB : Opcodes.LMUL);
                renormalise(mv, c[pc + 4]);
            }
            case Op.SHL -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.LSHL);
                renormalise(mv, c[pc + 4]);
            }
            case Op.LSHR -> {
                int s = c[pc + 4];
                reg(mv, c[pc + 2]);
                mv.visitLdcInsn(-1L >>> s);
                mv.visitInsn(Opcodes.LAND);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.LUSHR);
                renormalise(mv, s);
            }
            case Op.ASHR -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitInsn(Opcodes.LSHR);
            }
            case Op.FADD_F, Op.FSUB_F, Op.FMUL_F, Op.FDIV_F, Op.FREM_F -> {
                floatReg(mv, c[pc + 2]);
                floatReg(mv, c[pc + 3]);
                mv.visitInsn(switch (op) {
                    case Op.FADD_F -> Opcodes.FADD;
                    case Op.FSUB_F -> Opcodes.FSUB;
                    case Op.FMUL_F -> Opcodes.FMUL;
                    case Op.FDIV_F -> Opcodes.FDIV;
                    default -> Opcodes.FREM;
                });
                floatBits(mv);
            }
            case Op.FADD_D, Op.FSUB_D, Op.FMUL_D, Op.FDIV_D, Op.FREM_D -> {
                doubleReg(mv, c[pc + 2]);
                doubleReg(mv, c[pc + 3]);
                mv.visitInsn(switch (op) {
                    case Op.FADD_D -> Opcodes.DADD;
                    case Op.FSUB_D -> Opcodes.DSUB;
                    case Op.FMUL_D -> Opcodes.DMUL;
                    case Op.FDIV_D -> Opcodes.DDIV;
                    default -> Opcodes.DREM;
                });
                doubleBits(mv);
            }
            case Op.FNEG_F -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.L2I);
                mv.visitLdcInsn(0x80000000);
                mv.visitInsn(Opcodes.IXOR);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.FNEG_D -> {
                reg(mv, c[pc + 2]);
                mv.visitLdcInsn(Long.MIN_VALUE);
                mv.visitInsn(Opcodes.LXOR);
            }
            case Op.FMA_F -> {
                floatReg(mv, c[pc + 2]);
                floatReg(mv, c[pc + 3]);
                floatReg(mv, c[pc + 4]);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Math", "fma", "(FFF)F", false);
                floatBits(mv);
            }
            case Op.FMA_D -> {
                doubleReg(mv, c[pc + 2]);
                doubleReg(mv, c[pc + 3]);
                doubleReg(mv, c[pc + 4]);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Math", "fma", "(DDD)D", false);
                doubleBits(mv);
            }
            case Op.ICMP_EQ, Op.ICMP_NE, Op.ICMP_SLT, Op.ICMP_SGT, Op.ICMP_SLE, Op.ICMP_SGE -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.LCMP);
                // jump to "false" on the negated comparison
                int negated = switch (op) {
                    case Op.ICMP_EQ -> Opcodes.IFNE;
                    case Op.ICMP_NE -> Opcodes.IFEQ;
                    case Op.ICMP_SLT -> Opcodes.IFGE;
                    case Op.ICMP_SGT -> Opcodes.IFLE;
                    case Op.ICMP_SLE -> Opcodes.IFGT;
                    default -> Opcodes.IFLT;
                };
                zeroOrOne(mv, negated);
            }
            case Op.ICMP -> {
                push(mv, c[pc + 4]);
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitLdcInsn(-1L >>> c[pc + 5]);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "icmp", "(IJJJ)Z", false);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.FCMP_F, Op.FCMP_D -> {
                push(mv, c[pc + 4]);
                asDouble(mv, c[pc + 2], op == Op.FCMP_F);
                asDouble(mv, c[pc + 3], op == Op.FCMP_F);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "fcmp", "(IDD)Z", false);
                mv.visitInsn(Opcodes.I2L);
            }
            case Op.MOV -> reg(mv, c[pc + 2]);
            case Op.NORM -> {
                reg(mv, c[pc + 2]);
                renormalise(mv, c[pc + 3]);
            }
            case Op.ZEXT -> {
                reg(mv, c[pc + 2]);
                mv.visitLdcInsn(-1L >>> (64 - c[pc + 3]));
                mv.visitInsn(Opcodes.LAND);
            }
            case Op.NEG1 -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.LNEG);
            }
            case Op.TRUNC1 -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.LCONST_1);
                mv.visitInsn(Opcodes.LAND);
            }
            case Op.F2D -> {
                floatReg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.F2D);
                doubleBits(mv);
            }
            case Op.D2F -> {
                doubleReg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.D2F);
                floatBits(mv);
            }
            case Op.F2SI, Op.D2SI -> {
                asDouble(mv, c[pc + 2], op == Op.F2SI);
                mv.visitInsn(Opcodes.D2L);
                renormalise(mv, c[pc + 3]);
            }
            case Op.F2UI, Op.D2UI -> {
                asDouble(mv, c[pc + 2], op == Op.F2UI);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "toUnsigned", "(D)J", false);
                renormalise(mv, c[pc + 3]);
            }
            case Op.SI2F -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.L2F);
                floatBits(mv);
            }
            case Op.SI2D -> {
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.L2D);
                doubleBits(mv);
            }
            case Op.UI2F, Op.UI2D -> {
                reg(mv, c[pc + 2]);
                mv.visitLdcInsn(-1L >>> (64 - c[pc + 3]));
                mv.visitInsn(Opcodes.LAND);
                if (op == Op.UI2F) {
                    mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "unsignedToFloat", "(J)F", false);
                    floatBits(mv);
                } else {
                    mv.visitMethodInsn(Opcodes.INVOKESTATIC, SCALAR_OPS, "unsignedToDouble", "(J)D", false);
                    doubleBits(mv);
                }
            }
            case Op.SELECT -> {
                Label isFalse = new Label();
                Label done = new Label();
                reg(mv, c[pc + 2]);
                mv.visitInsn(Opcodes.LCONST_1);
                mv.visitInsn(Opcodes.LAND);
                mv.visitInsn(Opcodes.LCONST_0);
                mv.visitInsn(Opcodes.LCMP);
                mv.visitJumpInsn(Opcodes.IFEQ, isFalse);
                reg(mv, c[pc + 3]);
                mv.visitJumpInsn(Opcodes.GOTO, done);
                mv.visitLabel(isFalse);
                reg(mv, c[pc + 4]);
                mv.visitLabel(done);
            }
            case Op.GEP1 -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitLdcInsn((long) c[pc + 4]);
                mv.visitInsn(Opcodes.LMUL);
                mv.visitInsn(Opcodes.LADD);
            }
            case Op.GEP -> {
                reg(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitInsn(Opcodes.LADD);
                int n = c[pc + 4];
                for (int i = 0, p = pc + Op.LEN_GEP; i < n; i++, p += 2) {
                    reg(mv, c[p]);
                    mv.visitLdcInsn((long) c[p + 1]);
                    mv.visitInsn(Opcodes.LMUL);
                    mv.visitInsn(Opcodes.LADD);
                }
            }
            case Op.LOAD_I8, Op.LOAD_I1, Op.LOAD_I16, Op.LOAD_U16, Op.LOAD_I32, Op.LOAD_I64 -> {
                reg(mv, c[pc + 2]);
                buffer(mv, accessBytes(op), c[pc + 3], false);
                push(mv, c[pc + 3]);
                load(mv, op);
                memoryEvent(mv, accessBytes(op), c[pc + 3], false);
            }
            case Op.LOAD_I32_X, Op.LOAD_I64_X -> {
                indexed(mv, pc);
                buffer(mv, accessBytes(op), c[pc + 5], false);
                push(mv, c[pc + 5]);
                load(mv, op);
                memoryEvent(mv, accessBytes(op), c[pc + 5], false);
            }
            case Op.WORK_ITEM -> {
                mv.visitVarInsn(Opcodes.ALOAD, L_EX);
                push(mv, c[pc + 2]);
                reg(mv, c[pc + 3]);
                mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "workItem", "(IJ)J", false);
            }
            default -> throw new IllegalStateException("operation " + op + " has no compiled form");
        }
    }

    private static void load(MethodVisitor mv, int op) {
        String helper = switch (op) {
            case Op.LOAD_I8 -> "loadI8";
            case Op.LOAD_I1 -> "loadI1";
            case Op.LOAD_I16 -> "loadI16";
            case Op.LOAD_U16 -> "loadU16";
            case Op.LOAD_I32, Op.LOAD_I32_X -> "loadI32";
            default -> "loadI64";
        };
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, helper, "([BJI)J", false);
    }

    /**
     * At a method's start: the trace's chunk into locals (its arrays and its count of events), so that
     * the method writes its events without reading the chunk's fields each time; {@link #storeEvents} hands the count
     * back before the method returns, and calls that may write events themselves take it and give it back.
     */
    private void loadEvents(MethodVisitor mv) {
        mv.visitVarInsn(Opcodes.ALOAD, L_EX);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "events", "()L" + CHUNK + ";", false);
        mv.visitInsn(Opcodes.DUP);
        mv.visitFieldInsn(Opcodes.GETFIELD, CHUNK, "kind", "[B");
        mv.visitVarInsn(Opcodes.ASTORE, eventBase);
        mv.visitInsn(Opcodes.DUP);
        mv.visitFieldInsn(Opcodes.GETFIELD, CHUNK, "a", "[I");
        mv.visitVarInsn(Opcodes.ASTORE, eventBase + 1);
        mv.visitInsn(Opcodes.DUP);
        mv.visitFieldInsn(Opcodes.GETFIELD, CHUNK, "b", "[I");
        mv.visitVarInsn(Opcodes.ASTORE, eventBase + 2);
        mv.visitInsn(Opcodes.DUP);
        mv.visitFieldInsn(Opcodes.GETFIELD, CHUNK, "address", "[J");
        mv.visitVarInsn(Opcodes.ASTORE, eventBase + 3);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CHUNK, "size", "()I", false);
        mv.visitVarInsn(Opcodes.ISTORE, eventBase + 4);
    }

    /** Hands the chunk its count of events: before the method returns. */
    private void storeEvents(MethodVisitor mv) {
        mv.visitVarInsn(Opcodes.ALOAD, L_EX);
        mv.visitVarInsn(Opcodes.ILOAD, eventBase + 4);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "eventsWritten", "(I)V", false);
    }

    /** The BLOCK event of {@code block} ({@link GroupExecutor#blockEvent}). */
    private void blockEvent(MethodVisitor mv, int block) {
        mv.visitVarInsn(Opcodes.ALOAD, L_EX);
        mv.visitVarInsn(Opcodes.ALOAD, eventBase);
        mv.visitVarInsn(Opcodes.ALOAD, eventBase + 1);
        mv.visitVarInsn(Opcodes.ILOAD, eventBase + 4);
        push(mv, block);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, EX, "blockEvent", "(L" + EX + ";[B[III)I", false);
        mv.visitVarInsn(Opcodes.ISTORE, eventBase + 4);
    }

    /**
     * The MEMORY event of the access just made at the address in the address local ({@link #buffer}), as
     * {@link GroupExecutor#locate} records it ({@link GroupExecutor#memoryEvent}). Leaves the stack as it was.
     */
    private void memoryEvent(MethodVisitor mv, int size, int instr, boolean store) {
        mv.visitVarInsn(Opcodes.ALOAD, L_EX);
        for (int i = 0; i < 4; i++) {
            mv.visitVarInsn(Opcodes.ALOAD, eventBase + i);
        }
        mv.visitVarInsn(Opcodes.ILOAD, eventBase + 4);
        push(mv, instr);
        push(mv, size);
        mv.visitInsn(store ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
        mv.visitVarInsn(Opcodes.LLOAD, cacheBase);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, EX, "memoryEvent", "(L" + EX + ";[B[I[I[JIIIZJ)I", false);
        mv.visitVarInsn(Opcodes.ISTORE, eventBase + 4);
    }

    /** The bytes a load or store operation accesses. */
    private static int accessBytes(int op) {
        return switch (op) {
            case Op.LOAD_I8, Op.LOAD_I1, Op.STORE_I8, Op.STORE_I1 -> 1;
            case Op.LOAD_I16, Op.LOAD_U16, Op.STORE_I16 -> 2;
            case Op.LOAD_I32, Op.LOAD_I32_X, Op.STORE_I32, Op.STORE_I32_X -> 4;
            default -> 8;
        };
    }

    /**
     * Replaces the address on the stack (a long) by the executor, the bytes of its buffer and the address again: the
     * first arguments of a load or store helper. Each load and store site keeps, in two locals of its own, the buffer
     * it touched last and that buffer's key (the address's space and buffer index), so an access to the same buffer
     * as the site's last one reads no table: only a miss calls {@link GroupExecutor#buffer}, which checks the space
     * and index and fails naming the access. A private buffer is not kept (key -1): the work-item's private memory
     * may move when it grows. A site's locals start empty at each entry into the method.
     */
    private void buffer(MethodVisitor mv, int size, int instr, boolean store) {
        int key = cacheBase + 3 + 2 * (sizing ? sites++ : site++);
        int bytes = key + 1;
        int address = cacheBase;
        int addressKey = cacheBase + 2;
        Label miss = new Label();
        Label found = new Label();
        mv.visitVarInsn(Opcodes.LSTORE, address);
        mv.visitVarInsn(Opcodes.ALOAD, L_EX);
        mv.visitVarInsn(Opcodes.LLOAD, address);
        push(mv, VirtualAddress.BUFFER_SHIFT);
        mv.visitInsn(Opcodes.LUSHR);
        mv.visitInsn(Opcodes.L2I);
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(Opcodes.ISTORE, addressKey);
        mv.visitVarInsn(Opcodes.ILOAD, key);
        mv.visitJumpInsn(Opcodes.IF_ICMPNE, miss);
        mv.visitVarInsn(Opcodes.ALOAD, bytes);
        mv.visitJumpInsn(Opcodes.GOTO, found);
        mv.visitLabel(miss);
        mv.visitVarInsn(Opcodes.ALOAD, L_EX);
        mv.visitVarInsn(Opcodes.LLOAD, address);
        push(mv, size);
        push(mv, instr);
        mv.visitInsn(store ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, EX, "buffer", "(JIIZ)[B", false);
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(Opcodes.ASTORE, bytes);
        // key | (key - 0x10000) >> 31: the key, or -1 for the private space (space code 0)
        mv.visitVarInsn(Opcodes.ILOAD, addressKey);
        mv.visitInsn(Opcodes.DUP);
        mv.visitLdcInsn(1 << 16);
        mv.visitInsn(Opcodes.ISUB);
        push(mv, 31);
        mv.visitInsn(Opcodes.ISHR);
        mv.visitInsn(Opcodes.IOR);
        mv.visitVarInsn(Opcodes.ISTORE, key);
        mv.visitLabel(found);
        mv.visitVarInsn(Opcodes.LLOAD, address);
    }

    /** Replaces the long on the stack by 1 or 0: 0 when the int comparison result satisfies {@code negatedJump}. */
    private static void zeroOrOne(MethodVisitor mv, int negatedJump) {
        Label isFalse = new Label();
        Label done = new Label();
        mv.visitJumpInsn(negatedJump, isFalse);
        mv.visitInsn(Opcodes.LCONST_1);
        mv.visitJumpInsn(Opcodes.GOTO, done);
        mv.visitLabel(isFalse);
        mv.visitInsn(Opcodes.LCONST_0);
        mv.visitLabel(done);
    }

    /** {@code (v << s) >> s} on the long at the top of the stack. */
    private static void renormalise(MethodVisitor mv, int s) {
        push(mv, s);
        mv.visitInsn(Opcodes.LSHL);
        push(mv, s);
        mv.visitInsn(Opcodes.LSHR);
    }

    /** Pushes register {@code slot} (its local). */
    private void reg(MethodVisitor mv, int slot) {
        mv.visitVarInsn(Opcodes.LLOAD, local(slot));
        if (sizing) {
            events.add(slot);
        }
    }

    /** Pops the long on the stack into register {@code slot}: its local, and the array unless a loop writes it. */
    private void setReg(MethodVisitor mv, int slot) {
        int at = local(slot);
        mv.visitVarInsn(Opcodes.LSTORE, at);
        if (!written.get(slot)) {
            arrayElement(mv, slot);
            mv.visitVarInsn(Opcodes.LLOAD, at);
            mv.visitInsn(Opcodes.LASTORE);
        }
        if (sizing) {
            events.add(-1 - slot);
        }
    }

    /**
     * After a call that took the array, loads the registers it may have written back into their locals: the slots
     * its result may occupy, or every register of the method where that is not known here.
     */
    private void reload(MethodVisitor mv, int pc) {
        int from;
        int to;
        switch (c[pc]) {
            case Op.PURE -> {
                // the result's lanes, then what a builtin writes through a pointer after them: the op does not carry
                // the lane count, so 32 bounds it (a vector has at most 16), reloading a few registers more than needed
                from = c[pc + 2];
                to = from + 32 + k.builtins[c[pc + 1]].outLanes();
            }
            case Op.MOVN -> {
                from = c[pc + 1];
                to = from + c[pc + 3];
            }
            case Op.REPACK -> {
                from = c[pc + 1];
                to = from + c[pc + 6];
            }
            case Op.INSERT -> {
                from = c[pc + 1];
                to = from + c[pc + 5];
            }
            case Op.EXTRACT, Op.ALLOCA -> {
                from = c[pc + 1];
                to = from + 1;
            }
            case Op.LOAD_N -> {
                int[] lay = k.layouts[c[pc + 4]];
                from = c[pc + 1];
                to = from;
                for (int i = 1; i < lay.length; i += 3) {
                    to = Math.max(to, from + lay[i] + 1);
                }
            }
            case Op.STORE_N -> {
                from = 0;
                to = 0;
            }
            default -> { // atomics and memory builtins: any register
                from = Integer.MIN_VALUE;
                to = Integer.MAX_VALUE;
            }
        }
        for (int slot : localOf.keySet()) {
            if (slot >= from && slot < to) {
                loadRegister(mv, slot);
                if (sizing) {
                    // a reload defines the local with the array's value: for liveness, a write. The sizing pass
                    // knows only the registers seen so far; the real pass reloads all in range, which is more
                    events.add(-1 - slot);
                }
            }
        }
    }

    /** Loads register {@code slot}'s local from the array. */
    private void loadRegister(MethodVisitor mv, int slot) {
        arrayElement(mv, slot);
        mv.visitInsn(Opcodes.LALOAD);
        mv.visitVarInsn(Opcodes.LSTORE, localOf.get(slot));
    }

    /** The local of register {@code slot}; the sizing pass gives each new slot the next one. */
    private int local(int slot) {
        Integer at = localOf.get(slot);
        if (at == null) {
            if (!sizing) {
                throw new IllegalStateException("register " + slot + " was not seen by the sizing pass");
            }
            at = L_REGS + 2 * localOf.size();
            localOf.put(slot, at);
        }
        return at;
    }

    /** Pushes the array and index of {@code r[b + slot]}. */
    private static void arrayElement(MethodVisitor mv, int slot) {
        mv.visitVarInsn(Opcodes.ALOAD, L_R);
        mv.visitVarInsn(Opcodes.ILOAD, L_B);
        push(mv, slot);
        mv.visitInsn(Opcodes.IADD);
    }

    private void floatReg(MethodVisitor mv, int slot) {
        reg(mv, slot);
        mv.visitInsn(Opcodes.L2I);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Float", "intBitsToFloat", "(I)F", false);
    }

    /** Pushes a float register widened to double ({@code isFloat}) or a double register, as the interpreter reads it. */
    private void asDouble(MethodVisitor mv, int slot, boolean isFloat) {
        if (isFloat) {
            floatReg(mv, slot);
            mv.visitInsn(Opcodes.F2D);
        } else {
            doubleReg(mv, slot);
        }
    }

    private void doubleReg(MethodVisitor mv, int slot) {
        reg(mv, slot);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Double", "longBitsToDouble", "(J)D", false);
    }

    /** The float on the stack as the interpreter stores it: raw bits, sign-extended to long. */
    private static void floatBits(MethodVisitor mv) {
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Float", "floatToRawIntBits", "(F)I", false);
        mv.visitInsn(Opcodes.I2L);
    }

    private static void doubleBits(MethodVisitor mv) {
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Double", "doubleToRawLongBits", "(D)J", false);
    }

    private static void push(MethodVisitor mv, int v) {
        if (v >= -1 && v <= 5) {
            mv.visitInsn(Opcodes.ICONST_0 + v);
        } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
            mv.visitIntInsn(Opcodes.BIPUSH, v);
        } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
            mv.visitIntInsn(Opcodes.SIPUSH, v);
        } else {
            mv.visitLdcInsn(v);
        }
    }
}
