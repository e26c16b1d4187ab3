package dev.aiwc.fermil1.mwpcwp;

import it.unimi.dsi.fastutil.longs.LongIterator;
import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.fermil1.coalescing.Coalescer;
import dev.aiwc.fermil1.coalescing.SharedBanks;
import dev.aiwc.fermil1.simt.WarpInstructionSink;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Measures the MWP/CWP model inputs from rebuilt warp instructions: dynamic warp instructions, global memory
 * instructions and their 32/64/128-byte transactions under the compute capability 1.2/1.3 protocol, shared-memory
 * requests and conflicts, barriers, long-latency instructions, duplicate and independent loads. Sums only, so
 * partials merge by addition.
 */
final class TraceStatistics implements WarpInstructionSink {
    /** Builtins that run on the special-function units or as long instruction sequences. */
    static final Pattern LONG_LATENCY_CALLEE = Pattern.compile(
            ".*(sqrt|rsqrt|cbrt|exp|log|pow|sin|cos|tan|divide|recip|fmod|remainder|erf|tgamma|hypot|atan|asin|acos"
                    + "|sinh|cosh|tanh).*");
    private static final List<String> LONG_LATENCY_OPCODES = List.of("fdiv", "frem", "sdiv", "udiv", "srem", "urem");

    private final int[] blockInstructions;
    private final int[] blockLongLatency;
    private final int[] blockGlobalLoads;
    private final Coalescer segments;
    private final SharedBanks banks;
    private final LongOpenHashSet groupLoads = new LongOpenHashSet();
    /** The 32-byte sectors global loads touched (the launch's load footprint; grows with distinct addresses). */
    private final LongOpenHashSet loadSectors = new LongOpenHashSet();
    private final boolean footprint;

    long warps;
    long blocks;
    long warpInstructions;
    long memoryInstructions;
    long n32;
    long n32Vector;
    long n64;
    long n128;
    long sharedRequests;
    long sharedConflicted;
    long sharedExtraPasses;
    long syncInstructions;
    long longLatency;
    long loadTransactions;
    long uniqueLoadTransactions;
    long loadBlockInstances;
    long loadsInThoseBlocks;

    /**
     * {@code sectored}: transactions are 128-byte lines sized by their 32-byte sectors, else GT200 segments;
     * {@code footprint}: collect the distinct sectors loads touch (only the L2 term reads them).
     */
    TraceStatistics(KernelDescriptor kernel, int banks, int bankBytes, boolean sectored, boolean footprint) {
        this.footprint = footprint;
        this.banks = new SharedBanks(banks, bankBytes);
        this.segments = new Coalescer(sectored ? Coalescer.Policy.SECTORED : Coalescer.Policy.SEGMENTS, 128, 32);
        BlockInfo[] bs = kernel.blocks() == null ? new BlockInfo[0] : kernel.blocks();
        blockInstructions = new int[bs.length];
        blockLongLatency = new int[bs.length];
        blockGlobalLoads = new int[bs.length];
        List<String> opcodes = kernel.opcodeNames() == null ? List.of() : kernel.opcodeNames();
        List<String> callees = kernel.calleeNames();
        boolean[] longOpcode = new boolean[opcodes == null ? 0 : opcodes.size()];
        for (int i = 0; i < longOpcode.length; i++) {
            longOpcode[i] = LONG_LATENCY_OPCODES.contains(opcodes.get(i));
        }
        boolean[] longCallee = new boolean[callees == null ? 0 : callees.size()];
        for (int i = 0; i < longCallee.length; i++) {
            longCallee[i] = LONG_LATENCY_CALLEE.matcher(callees.get(i).toLowerCase(Locale.ROOT)).matches();
        }
        InstructionInfo[] insts = kernel.instructions();
        for (int b = 0; b < bs.length; b++) {
            BlockInfo info = bs[b];
            // phi nodes join values in SSA form; a GPU's machine code has no instruction for them
            int phis = 0;
            for (int i = 0; i < info.opcodeIds().length; i++) {
                if (info.opcodeIds()[i] < opcodes.size() && opcodes.get(info.opcodeIds()[i]).equals("phi")) {
                    phis += info.opcodeCounts()[i];
                }
            }
            blockInstructions[b] = info.instructionCount() - phis;
            int ll = 0;
            for (int i = 0; i < info.opcodeIds().length; i++) {
                if (info.opcodeIds()[i] < longOpcode.length && longOpcode[info.opcodeIds()[i]]) {
                    ll += info.opcodeCounts()[i];
                }
            }
            for (int i = 0; i < info.calleeIds().length; i++) {
                if (info.calleeIds()[i] >= 0 && info.calleeIds()[i] < longCallee.length
                        && longCallee[info.calleeIds()[i]]) {
                    ll += info.calleeCounts()[i];
                }
            }
            blockLongLatency[b] = ll;
            int loads = 0;
            if (insts != null) {
                for (int i = info.firstInstruction(); i < info.firstInstruction() + info.instructionCount(); i++) {
                    InstructionInfo ii = insts[i];
                    if (ii.irMemoryOp() && ii.space() == AddressSpace.GLOBAL && !ii.isStore()) {
                        loads++;
                    }
                }
            }
            blockGlobalLoads[b] = loads;
        }
    }

    @Override
    public void groupBegin(long group, int threads, int warpCount) {
        blocks++;
        warps += warpCount;
        groupLoads.clear();
    }

    @Override
    public void block(int warp, int block, int laneCount) {
        warpInstructions += blockInstructions[block];
        longLatency += blockLongLatency[block];
        int loads = blockGlobalLoads[block];
        if (loads > 0) {
            loadBlockInstances++;
            loadsInThoseBlocks += loads;
        }
    }

    @Override
    public void memory(int warp, int instruction, int instance, int flags, int laneCount, int[] lanes,
                       long[] addresses) {
        int bytes = MemoryAccess.bytes(flags);
        if (MemoryAccess.spaceCode(flags) == AddressSpace.LOCAL.code) {
            int degree = banks.degree(laneCount, lanes, addresses, bytes);
            sharedRequests++;
            if (degree > 1) {
                sharedConflicted++;
                sharedExtraPasses += degree - 1;
            }
            return;
        }
        int kind = MemoryAccess.kind(flags);
        if (kind != MemoryAccess.LOAD && kind != MemoryAccess.STORE) {
            return;
        }
        memoryInstructions++;
        int count = segments.transactions(laneCount, lanes, addresses, bytes);
        int[] t = segments.transactions;
        if (bytes > 4) {
            n32Vector += t[0];
        } else {
            n32 += t[0];
        }
        n64 += t[1];
        n128 += t[2];
        if (kind == MemoryAccess.LOAD && footprint) {
            for (int i = 0; i < laneCount; i++) {
                for (long sector = addresses[i] >>> 5; sector <= (addresses[i] + Math.max(bytes, 1) - 1) >>> 5; sector++) {
                    loadSectors.add(sector);
                }
            }
        }
        if (kind == MemoryAccess.LOAD) {
            loadTransactions += count;
            for (int i = 0; i < count; i++) {
                if (groupLoads.add(mix(instruction, instance, segments.segmentBase(i), segments.segmentSize(i)))) {
                    uniqueLoadTransactions++;
                }
            }
        }
    }

    /** A 64-bit fingerprint of (SIMT step, segment); collisions are negligible at 2^-64 per pair. */
    private static long mix(int instruction, int instance, long base, int size) {
        long h = ((long) instruction << 32 | (instance & 0xFFFFFFFFL)) * 0x9E3779B97F4A7C15L;
        h ^= Long.rotateLeft(base * 0xC2B2AE3D27D4EB4FL + size, 31);
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        return h;
    }

    @Override
    public void barrier(int warp) {
        syncInstructions++;
    }

    @Override
    public void groupEnd() {
    }

    /** The counts {@link #add} sums, in one order for {@link #write} and {@link #read}. */
    private long[] counts() {
        return new long[]{warps, blocks, warpInstructions, memoryInstructions, n32, n32Vector, n64, n128,
                sharedRequests, sharedConflicted, sharedExtraPasses, syncInstructions, longLatency, loadTransactions,
                uniqueLoadTransactions, loadBlockInstances, loadsInThoseBlocks};
    }

    /** Writes what {@link #add} reads of a finished range (a split launch's piece file). */
    void write(DataOutput out) throws IOException {
        for (long c : counts()) {
            out.writeLong(c);
        }
        out.writeInt(loadSectors.size());
        LongIterator it = loadSectors.iterator();
        while (it.hasNext()) {
            out.writeLong(it.nextLong());
        }
    }

    /** Reads into these fresh statistics what {@link #write} wrote. */
    void read(DataInput in) throws IOException {
        long[] c = new long[counts().length];
        for (int i = 0; i < c.length; i++) {
            c[i] = in.readLong();
        }
        warps = c[0];
        blocks = c[1];
        warpInstructions = c[2];
        memoryInstructions = c[3];
        n32 = c[4];
        n32Vector = c[5];
        n64 = c[6];
        n128 = c[7];
        sharedRequests = c[8];
        sharedConflicted = c[9];
        sharedExtraPasses = c[10];
        syncInstructions = c[11];
        longLatency = c[12];
        loadTransactions = c[13];
        uniqueLoadTransactions = c[14];
        loadBlockInstances = c[15];
        loadsInThoseBlocks = c[16];
        int sectors = in.readInt();
        for (int i = 0; i < sectors; i++) {
            loadSectors.add(in.readLong());
        }
    }

    void add(TraceStatistics o) {
        warps += o.warps;
        blocks += o.blocks;
        warpInstructions += o.warpInstructions;
        memoryInstructions += o.memoryInstructions;
        n32 += o.n32;
        n32Vector += o.n32Vector;
        n64 += o.n64;
        n128 += o.n128;
        sharedRequests += o.sharedRequests;
        sharedConflicted += o.sharedConflicted;
        sharedExtraPasses += o.sharedExtraPasses;
        syncInstructions += o.syncInstructions;
        longLatency += o.longLatency;
        loadTransactions += o.loadTransactions;
        uniqueLoadTransactions += o.uniqueLoadTransactions;
        loadBlockInstances += o.loadBlockInstances;
        loadsInThoseBlocks += o.loadsInThoseBlocks;
        loadSectors.addAll(o.loadSectors);
    }

    /** The inputs, with the L1 model's global-load lookups and profiler hits (both 0 where the GPU has no L1). */
    MwpCwpInputs inputs(long threadsPerBlock, long localBytesPerBlock, long l1Lookups, long l1Hits) {
        return new MwpCwpInputs(blocks, threadsPerBlock, localBytesPerBlock, warps, warpInstructions,
                memoryInstructions, n32, n32Vector, n64, n128, sharedRequests, sharedConflicted, sharedExtraPasses,
                syncInstructions, longLatency, loadTransactions, uniqueLoadTransactions, loadBlockInstances,
                loadsInThoseBlocks, l1Lookups, l1Hits, loadSectors.size());
    }
}
