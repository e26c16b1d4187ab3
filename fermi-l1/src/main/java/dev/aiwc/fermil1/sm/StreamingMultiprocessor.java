package dev.aiwc.fermil1.sm;

import dev.aiwc.fermil1.cache.CacheCounters;
import dev.aiwc.fermil1.cache.L1Cache;
import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.simt.BlockTrace;

import java.util.Random;

/**
 * One SM: resident thread blocks in warp slots, a warp scheduler issuing at most one warp instruction per step,
 * and its L1. Block slot b owns warp slots {@code b * warpsPerBlock ..}.
 */
final class StreamingMultiprocessor {
    private static final byte EMPTY = 0;
    private static final byte ACTIVE = 1;
    private static final byte AT_BARRIER = 2;

    final int id;
    final boolean reported;
    final CacheCounters counters = new CacheCounters();
    /** Per static memory instruction, what this SM issued (summed over SMs in SM order for the report). */
    final InstructionCounters instructions = new InstructionCounters();
    private final L1Cache l1;
    private final SchedulePolicy policy;
    private final boolean stall;
    private final int warpsPerBlock;
    private final int fetchGroup;
    private final GpuSimulation gpu;
    private final Random random;

    private final BlockTrace[] blockOf;
    private final int[] blockLive;
    private final int[] blockArrived;
    /** Per block slot: issue steps its warps still need at least (compute units, one per other operation). */
    private final long[] blockRemaining;
    /**
     * Steps at which blocks finished since {@link GpuSimulation} last collected them: the SM records them rather
     * than handing them over, so that SMs can run at the same time on different threads.
     */
    private long[] finishedAt = new long[4];
    private int finishedCount;
    private int residentBlocks;

    private final int slots;
    private final int[] warpOf;
    /** The block slot each warp slot belongs to. */
    private final int[] blockOfSlot;
    private final int[] pc;
    private final int[] pcEnd;
    private final int[] computeLeft;
    private final long[] readyAt;
    private final byte[] state;
    private final long[] age;
    private final long[] entrySeq;
    private final int[] scratch;
    /** A load instruction part-way through its requests: the next request to try, or -1. */
    private final int[] reqNext;
    /** Of such a load: when the data of its accepted requests is ready, and their lookups and hits so far. */
    private final long[] loadReady;
    private final long[] loadLookups;
    private final long[] loadHits;
    /** Per slot: the current load's lookups merged into a fill in flight (hits to a profiler). */
    private final long[] loadMerged;
    /** MSHR entries one warp may hold (0: no limit of its own), and when each warp's entries return. */
    private final int entriesPerWarp;
    private final long[] warpEntries;
    private long ageCounter;
    private long seqCounter;
    private int last = -1;
    private int currentGroup;
    private int activeWarps;
    long wake = Long.MAX_VALUE;
    /** The SM's own time: the next step it will take. */
    long clock;
    /** Set when a block finished in the last step. */
    private boolean finished;

    StreamingMultiprocessor(int id, boolean reported, GpuConfig config, int blocksPerSm, int warpsPerBlock,
                            GpuSimulation gpu) {
        this.id = id;
        this.reported = reported;
        this.gpu = gpu;
        this.l1 = new L1Cache(config, id, counters);
        this.policy = SchedulePolicy.of(config.scheduler());
        this.stall = policy.stallsOnMemory;
        this.warpsPerBlock = warpsPerBlock;
        this.fetchGroup = config.fetchGroupSize();
        this.random = new Random(config.seed() * 7_919L + id);
        blockOf = new BlockTrace[blocksPerSm];
        blockLive = new int[blocksPerSm];
        blockArrived = new int[blocksPerSm];
        blockRemaining = new long[blocksPerSm];
        slots = blocksPerSm * warpsPerBlock;
        warpOf = new int[slots];
        blockOfSlot = new int[slots];
        for (int s = 0; s < slots; s++) {
            blockOfSlot[s] = s / warpsPerBlock;
        }
        pc = new int[slots];
        pcEnd = new int[slots];
        computeLeft = new int[slots];
        readyAt = new long[slots];
        state = new byte[slots];
        age = new long[slots];
        entrySeq = new long[slots];
        scratch = new int[slots];
        reqNext = new int[slots];
        java.util.Arrays.fill(reqNext, -1);
        loadReady = new long[slots];
        loadLookups = new long[slots];
        loadHits = new long[slots];
        loadMerged = new long[slots];
        entriesPerWarp = config.mshrsPerWarp();
        warpEntries = new long[slots * entriesPerWarp];
    }

    boolean busy() {
        return residentBlocks > 0;
    }

    /**
     * Runs this SM on its own clock until a block finishes (when {@code stopAtFinish}) or none is left. SMs only
     * interact through block dispatch, so each can run ahead alone, which keeps its state in the CPU cache.
     */
    void run(boolean stopAtFinish) {
        while (residentBlocks > 0) {
            if (wake > clock) {
                if (wake == Long.MAX_VALUE) {
                    throw new IllegalStateException("warp schedule deadlocked on SM " + id + " at step " + clock);
                }
                clock = wake;
            }
            finished = false;
            clock += step(clock);
            if (finished && stopAtFinish) {
                return;
            }
        }
    }

    /** Places a block in a free block slot at time {@code now}. */
    void addBlock(BlockTrace block, long now) {
        int b = 0;
        while (blockOf[b] != null) {
            b++;
        }
        blockOf[b] = block;
        residentBlocks++;
        counters.blocks++;
        int live = 0;
        long work = 0;
        int[] ops = block.ops();
        for (int i = 0, e = block.warpStart()[block.warps()]; i < e; i++) {
            work += BlockTrace.kind(ops[i]) == BlockTrace.COMPUTE ? BlockTrace.value(ops[i]) : 1;
        }
        blockRemaining[b] = work;
        for (int w = 0; w < block.warps(); w++) {
            int s = b * warpsPerBlock + w;
            warpOf[s] = w;
            pc[s] = block.warpStart()[w];
            pcEnd[s] = block.warpStart()[w + 1];
            computeLeft[s] = 0;
            readyAt[s] = now;
            reqNext[s] = -1;
            java.util.Arrays.fill(warpEntries, s * entriesPerWarp, (s + 1) * entriesPerWarp, 0L);
            age[s] = ageCounter++;
            entrySeq[s] = seqCounter++;
            if (pc[s] < pcEnd[s]) {
                state[s] = ACTIVE;
                live++;
            } else {
                state[s] = EMPTY;
            }
        }
        blockLive[b] = live;
        blockArrived[b] = 0;
        activeWarps += live;
        wake = Math.min(wake, now);
        if (live == 0) {
            finishBlock(b);
        }
    }

    private boolean ready(int s, long now) {
        return state[s] == ACTIVE && readyAt[s] <= now;
    }

    /**
     * Issues one warp instruction if a warp is ready, otherwise records when one will be; returns the steps taken
     * (1, or more for a run of compute steps that the policy would give to one warp anyway).
     */
    int step(long now) {
        int previous = last;
        int s = select(now);
        if (s < 0) {
            long m = Long.MAX_VALUE;
            for (int i = 0; i < slots; i++) {
                if (state[i] == ACTIVE) {
                    m = Math.min(m, readyAt[i]);
                }
            }
            wake = m;
            return 1;
        }
        int n = computeRun(s, now, previous);
        issue(s, now, n);
        wake = now + n;
        return n;
    }

    /**
     * How many consecutive steps, from {@code now}, the policy gives to warp {@code s} whose next operation is a
     * compute run: step by step, GTO keeps a ready warp, and LRR comes back to the warp it issued last only when no
     * other warp is ready, which (no other warp issuing meanwhile) stays so until the earliest other warp's ready
     * step. The run's last unit of a warp's last operation is left to {@link #issue} (it ends the warp). Other
     * policies take one step.
     */
    private int computeRun(int s, long now, int previous) {
        boolean gto = policy == SchedulePolicy.GTO;
        boolean lrr = policy == SchedulePolicy.LRR || policy == SchedulePolicy.ROUND_ROBIN;
        if (!gto && !(lrr && s == previous)) {
            return 1;
        }
        int op = blockOf[blockOfSlot[s]].ops()[pc[s]];
        if (BlockTrace.kind(op) != BlockTrace.COMPUTE) {
            return 1;
        }
        long left = computeLeft[s] == 0 ? BlockTrace.value(op) : computeLeft[s];
        if (pc[s] + 1 == pcEnd[s]) {
            left--;
        }
        if (left <= 1) {
            return 1;
        }
        if (gto) {
            return (int) left;
        }
        long other = Long.MAX_VALUE;
        for (int i = 0; i < slots; i++) {
            if (i != s && state[i] == ACTIVE) {
                other = Math.min(other, readyAt[i]);
            }
        }
        return (int) Math.max(1, Math.min(left, other - now));
    }

    private int select(long now) {
        switch (policy) {
            case LRR, ROUND_ROBIN -> {
                // the slots after the last issued one, wrapping around (no division per probe)
                int s = last < 0 ? slots - 1 : last;
                for (int i = 0; i < slots; i++) {
                    if (++s == slots) {
                        s = 0;
                    }
                    if (ready(s, now)) {
                        last = s;
                        return s;
                    }
                }
                return -1;
            }
            case GTO, SEQUENTIAL -> {
                if (policy == SchedulePolicy.GTO && last >= 0 && ready(last, now)) {
                    return last;
                }
                int best = -1;
                for (int s = 0; s < slots; s++) {
                    if (ready(s, now) && (best < 0 || age[s] < age[best])) {
                        best = s;
                    }
                }
                last = best;
                return best;
            }
            case TWO_LEVEL -> {
                int groups = (slots + fetchGroup - 1) / fetchGroup;
                for (int g = 0; g < groups; g++) {
                    int group = (currentGroup + g) % groups;
                    int lo = group * fetchGroup;
                    int hi = Math.min(slots, lo + fetchGroup);
                    int n = hi - lo;
                    int start = last >= lo && last < hi ? last - lo : -1;
                    for (int i = 1; i <= n; i++) {
                        int s = lo + Math.floorMod(start + i, n);
                        if (ready(s, now)) {
                            currentGroup = group;
                            last = s;
                            return s;
                        }
                    }
                }
                return -1;
            }
            case FIFO_LATENCY -> {
                int best = -1;
                for (int s = 0; s < slots; s++) {
                    if (ready(s, now) && (best < 0 || readyAt[s] < readyAt[best]
                            || readyAt[s] == readyAt[best] && entrySeq[s] < entrySeq[best])) {
                        best = s;
                    }
                }
                return best;
            }
            case RANDOM -> {
                int n = 0;
                for (int s = 0; s < slots; s++) {
                    if (ready(s, now)) {
                        scratch[n++] = s;
                    }
                }
                return n == 0 ? -1 : scratch[random.nextInt(n)];
            }
            default -> throw new IllegalStateException();
        }
    }

    /**
     * Issues warp {@code s}'s next instruction at {@code now}, or, for {@code steps} above 1 (a compute run from
     * {@link #computeRun}, which never ends the warp), that many consecutive compute steps at once.
     */
    private void issue(int s, long now, int steps) {
        final CacheCounters c = counters;
        final BlockTrace bt = blockOf[blockOfSlot[s]];
        final int op = bt.ops()[pc[s]];
        final int value = BlockTrace.value(op);
        if (reqNext[s] < 0) {
            c.warpInstructions += steps;
        }
        long next = now + steps;
        switch (BlockTrace.kind(op)) {
            case BlockTrace.COMPUTE -> {
                if (computeLeft[s] == 0) {
                    computeLeft[s] = value;
                }
                computeLeft[s] -= steps;
                blockRemaining[blockOfSlot[s]] -= steps;
                if (computeLeft[s] == 0) {
                    pc[s]++;
                }
            }
            case BlockTrace.LOAD -> {
                int[] reqStart = bt.reqStart();
                int r = reqNext[s];
                if (r < 0) {
                    c.loadInstructions++;
                    r = reqStart[value];
                    loadReady[s] = next;
                    loadLookups[s] = 0;
                    loadHits[s] = 0;
                    loadMerged[s] = 0;
                }
                for (int e = reqStart[value + 1]; r < e; r++) {
                    long line = bt.line(r);
                    int mask = bt.mask(r);
                    long retry = l1.admit(line, mask, now, warpFreeAt(s, now));
                    if (retry != L1Cache.NOW) {
                        // No MSHR entry: the warp waits and issues the rest again, from the back of the queue.
                        c.mshrStalls++;
                        reqNext[s] = r;
                        readyAt[s] = retry;
                        age[s] = ageCounter++;
                        entrySeq[s] = seqCounter++;
                        c.cycles = Math.max(c.cycles, now + 1);
                        return;
                    }
                    long requestsBefore = c.loadRequests;
                    long hitsBefore = c.loadHits;
                    long mergedBefore = c.latency;
                    loadReady[s] = Math.max(loadReady[s], l1.load(line, mask, now));
                    loadLookups[s] += c.loadRequests - requestsBefore;
                    loadHits[s] += c.loadHits - hitsBefore;
                    loadMerged[s] += c.latency - mergedBefore;
                    if (entriesPerWarp > 0 && l1.lastAllocation() >= 0) {
                        holdEntry(s, now, l1.lastAllocation());
                    }
                }
                reqNext[s] = -1;
                blockRemaining[blockOfSlot[s]]--;
                if (stall) {
                    next = Math.max(next, loadReady[s]);
                }
                if (reported) {
                    instructions.count(bt.memInstr()[value], (byte) 1, loadLookups[s], loadHits[s], loadMerged[s]);
                }
                gpu.listen(id, bt, warpOf[s], value, false);
                pc[s]++;
            }
            case BlockTrace.STORE -> {
                blockRemaining[blockOfSlot[s]]--;
                c.storeInstructions++;
                long requestsBefore = c.storeRequests;
                long hitsBefore = c.storeHits;
                int[] reqStart = bt.reqStart();
                for (int r = reqStart[value], e = reqStart[value + 1]; r < e; r++) {
                    l1.store(bt.line(r), bt.mask(r), now);
                }
                if (reported) {
                    instructions.count(bt.memInstr()[value], (byte) 2, c.storeRequests - requestsBefore,
                            c.storeHits - hitsBefore, 0);
                }
                gpu.listen(id, bt, warpOf[s], value, true);
                pc[s]++;
            }
            case BlockTrace.SHARED -> {
                blockRemaining[blockOfSlot[s]]--;
                c.sharedRequests++;
                c.sharedConflictDegree += value;
                if (value > 1) {
                    c.sharedBankConflicts++;
                    if (stall) {
                        next = now + value;
                    }
                }
                pc[s]++;
            }
            case BlockTrace.UNCACHED -> {
                blockRemaining[blockOfSlot[s]]--;
                c.uncachedRequests++;
                if (reported) {
                    instructions.count(bt.memInstr()[value], (byte) 3, 0, 0, 0);
                }
                pc[s]++;
            }
            case BlockTrace.BARRIER -> {
                blockRemaining[blockOfSlot[s]]--;
                pc[s]++;
                int b = blockOfSlot[s];
                state[s] = AT_BARRIER;
                blockArrived[b]++;
                readyAt[s] = next;
                if (pc[s] == pcEnd[s]) {
                    // The warp's last instruction was the barrier: it leaves the block once released.
                    blockLive[b]--;
                    blockArrived[b]--;
                    state[s] = EMPTY;
                    activeWarps--;
                }
                releaseIfAllArrived(b, next);
                finishIfDone(b);
                c.cycles = Math.max(c.cycles, now + 1);
                return;
            }
            default -> throw new IllegalStateException("bad operation " + op);
        }
        readyAt[s] = next;
        seqCounter += steps;
        entrySeq[s] = seqCounter - 1;
        c.cycles = Math.max(c.cycles, now + steps);
        if (pc[s] == pcEnd[s]) {
            int b = blockOfSlot[s];
            state[s] = EMPTY;
            activeWarps--;
            blockLive[b]--;
            releaseIfAllArrived(b, next);
            finishIfDone(b);
        }
    }

    /** When warp {@code s} may take another MSHR entry: now, or when the first of its entries returns. */
    private long warpFreeAt(int s, long now) {
        long first = Long.MAX_VALUE;
        for (int i = s * entriesPerWarp, e = i + entriesPerWarp; i < e; i++) {
            if (warpEntries[i] <= now) {
                return now;
            }
            first = Math.min(first, warpEntries[i]);
        }
        return entriesPerWarp == 0 ? now : first;
    }

    private void holdEntry(int s, long now, long release) {
        for (int i = s * entriesPerWarp, e = i + entriesPerWarp; i < e; i++) {
            if (warpEntries[i] <= now) {
                warpEntries[i] = release;
                return;
            }
        }
        throw new IllegalStateException("warp slot " + s + " holds more MSHR entries than it may");
    }

    private void releaseIfAllArrived(int b, long when) {
        if (blockArrived[b] > 0 && blockArrived[b] == blockLive[b]) {
            blockArrived[b] = 0;
            int lo = b * warpsPerBlock;
            for (int s = lo; s < lo + warpsPerBlock; s++) {
                if (state[s] == AT_BARRIER) {
                    state[s] = ACTIVE;
                    readyAt[s] = Math.max(readyAt[s], when);
                    entrySeq[s] = seqCounter++;
                }
            }
        }
    }

    private void finishIfDone(int b) {
        if (blockLive[b] == 0 && blockOf[b] != null) {
            finishBlock(b);
        }
    }

    private void finishBlock(int b) {
        blockOf[b] = null;
        residentBlocks--;
        finished = true;
        if (finishedCount == finishedAt.length) {
            finishedAt = java.util.Arrays.copyOf(finishedAt, 2 * finishedCount);
        }
        finishedAt[finishedCount++] = clock;
    }

    /** Blocks finished since the last {@link #clearFinished()}; their steps are {@link #finishedAt(int)}. */
    int finishedCount() {
        return finishedCount;
    }

    long finishedAt(int i) {
        return finishedAt[i];
    }

    void clearFinished() {
        finishedCount = 0;
    }

    /**
     * A step before which no resident block can finish: the SM issues at most one operation (or compute unit) per
     * step, so a block that needs {@code r} more finishes at step {@code clock + r - 1} at the earliest, whatever
     * the policy and latencies. {@link GpuSimulation} dispatches blocks to other SMs that free a slot before this
     * without first running this SM.
     */
    long earliestFinish() {
        long least = Long.MAX_VALUE;
        for (int b = 0; b < blockOf.length; b++) {
            if (blockOf[b] != null) {
                least = Math.min(least, blockRemaining[b]);
            }
        }
        return least == Long.MAX_VALUE ? clock : clock + Math.max(0, least - 1);
    }
}
