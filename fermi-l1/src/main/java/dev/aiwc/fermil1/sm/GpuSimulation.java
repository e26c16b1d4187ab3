package dev.aiwc.fermil1.sm;

import dev.aiwc.fermil1.cache.CacheCounters;
import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.simt.BlockTrace;

import java.util.ArrayDeque;

/**
 * The whole GPU in the model's time: thread blocks are offered in linear id order and dispatched round-robin to
 * the SMs until each holds its occupancy; afterwards a block starts on the SM where one finished first
 * (first-done, first-served; same step: lower SM first). Every step each SM issues at most one warp instruction;
 * SMs run on their own clocks between dispatch decisions.
 * Simulation is incremental: {@link #run(boolean)} stops when it needs a block not yet offered, so blocks can be
 * fed as work-group ranges are merged and dropped once dispatched.
 */
public final class GpuSimulation {
    private final GpuConfig config;
    private final Occupancy occupancy;
    private final StreamingMultiprocessor[] sms;
    private final ArrayDeque<BlockTrace> queue = new ArrayDeque<>();
    private final ScheduleListener listener;
    private long now;
    /** Memory instructions issued so far, counted for the listener only. */
    private long order;
    private long queuedBytes;
    private long peakQueuedBytes;
    private int largestBatch;
    /** Blocks the launch has (-1: not known), and blocks offered so far. */
    private final long expectedBlocks;
    private long offered;
    private final SmRuns runs = new SmRuns();
    /** SMs whose run was started and not yet joined, in the order they started; per SM, whether it is one. */
    private final StreamingMultiprocessor[] flying;
    private final boolean[] inFlight;
    private int running;
    /**
     * Per SM, the blocks it will receive in all when the launch's blocks fit in the never-used slots (-1 when they
     * do not, or with a listener), and the blocks it received. Never-used slots are served before any freed slot, in
     * the order they were queued, so such a launch fills exactly its first {@code blocks} of them: an SM that has
     * its share receives no other block and can run to its end while the launch goes on.
     */
    private final int[] quota;
    private final int[] received;
    /** The earliest (step, SM) at which an SM in flight could free a slot. */
    private long boundStep = Long.MAX_VALUE;
    private int boundSm;

    /**
     * @param occupancy blocks per SM and warps per block (warps as the model issues them: threads for the visual
     *                  thread-level policies)
     * @param listener  receives issued global memory instructions, or null
     * @param blocks    the blocks the launch has, or -1 when not known: once that many were offered, the SMs run to
     *                  their end without waiting for {@code run(true)}
     */
    public GpuSimulation(GpuConfig config, Occupancy occupancy, int simtWarpsPerBlock, ScheduleListener listener,
                         long blocks) {
        this.config = config;
        this.expectedBlocks = blocks;
        this.occupancy = occupancy;
        this.listener = listener;
        boolean[] reported = new boolean[config.smCount()];
        if (config.reportedSms().length == 0) {
            java.util.Arrays.fill(reported, true);
        } else {
            for (int sm : config.reportedSms()) {
                reported[sm] = true;
            }
        }
        sms = new StreamingMultiprocessor[config.smCount()];
        for (int i = 0; i < sms.length; i++) {
            sms[i] = new StreamingMultiprocessor(i, reported[i], config, occupancy.blocksPerSm(), simtWarpsPerBlock,
                    this);
        }
        flying = new StreamingMultiprocessor[sms.length];
        inFlight = new boolean[sms.length];
        freePerSm = new int[sms.length];
        quota = new int[sms.length];
        received = new int[sms.length];
        long initial = (long) occupancy.blocksPerSm() * sms.length;
        boolean fits = blocks >= 0 && blocks <= initial && listener == null;
        long slot = 0;
        for (int r = 0; r < occupancy.blocksPerSm(); r++) {
            for (int i = 0; i < sms.length; i++) {
                pushFree(i, -1);
                if (fits && slot++ < blocks) {
                    quota[i]++;
                }
            }
        }
        if (!fits) {
            java.util.Arrays.fill(quota, -1);
        }
    }

    public Occupancy occupancy() {
        return occupancy;
    }

    /** Appends the next block in linear id order. */
    public void offer(BlockTrace block) {
        if (offered == expectedBlocks) {
            throw new IllegalStateException("block " + block.group() + " offered beyond the launch's "
                    + expectedBlocks);
        }
        offered++;
        queue.add(block);
        queuedBytes += block.bytes();
        peakQueuedBytes = Math.max(peakQueuedBytes, queuedBytes);
    }

    /** Most bytes of block traces waiting for dispatch at once. */
    public long peakQueuedBytes() {
        return peakQueuedBytes;
    }

    /**
     * Advances the model: dispatches the blocks offered, as far as the free block slots allow, and leaves the SMs
     * they filled running; an SM that has every block it will receive (known when the launch fits in the never-used
     * slots) runs to its end at once; when {@code last}, or once every block of the launch was offered, every SM
     * runs to its end, and when {@code last} the call returns when they have. Free block slots are served in order
     * of the step they were freed in (then SM number); a slot freed at step t receives its block at step t + 1. A
     * slot is served only when no SM could still free one before it.
     *
     * <p>SMs interact only through this dispatch, so an SM runs on its own state from the moment a dispatch fills
     * it (no free slot left) to its next finished block, on a helper thread ({@link SmRuns}), while the dispatch goes
     * on: the next free slot is served without waiting for those runs while it comes before any step at which their
     * SMs could free one ({@link StreamingMultiprocessor#earliestFinish()}, taken when the run started). Otherwise
     * the runs are joined first and the slots they freed join the queue. Each decision is therefore the one a single
     * thread running every SM in turn would make, and the results do not depend on the threads or on when the
     * merges come.
     */
    public void run(boolean last) {
        final StreamingMultiprocessor[] s = sms;
        while (!queue.isEmpty()) {
            if (freeCount == 0 || running > 0 && !servedBefore(freeHeap[0], boundStep, boundSm)) {
                if (running == 0) {
                    throw new IllegalStateException("no free block slot although every SM ran to its next one");
                }
                join();
                continue;
            }
            int slot = popFree();
            StreamingMultiprocessor sm = s[freeSm[slot]];
            if (inFlight[sm.id]) {
                throw new IllegalStateException("block dispatched to SM " + sm.id + " while its run is in flight");
            }
            long at = freeTime[slot] < 0 ? 0 : freeTime[slot] + 1;
            BlockTrace b = queue.poll();
            queuedBytes -= b.bytes();
            sm.clock = Math.max(sm.clock, at);
            sm.addBlock(b, at);
            collectFinished(sm);
            if (++received[sm.id] == quota[sm.id]) {
                start(sm, false);
            } else if (!hasFree(sm.id)) {
                start(sm, true);
            }
        }
        if (last || offered == expectedBlocks) {
            // No more blocks will come: every SM runs to its end (runs in flight go on to it).
            runs.toEnd();
            for (StreamingMultiprocessor sm : s) {
                if (sm.busy() && !inFlight[sm.id]) {
                    start(sm, false);
                }
            }
        }
        if (last) {
            join();
            // a run that stopped at a finished block before it learnt that no more blocks come
            for (StreamingMultiprocessor sm : s) {
                if (sm.busy()) {
                    start(sm, false);
                }
            }
            join();
            now = 0;
            for (StreamingMultiprocessor sm : s) {
                now = Math.max(now, sm.clock);
            }
        }
    }

    /** Whether free slot {@code slot} is served before one that SM {@code sm} would free at {@code step}. */
    private boolean servedBefore(int slot, long step, int sm) {
        return freeTime[slot] < step || freeTime[slot] == step && freeSm[slot] < sm;
    }

    /** Starts SM {@code sm}'s run (to its next finished block, or to its end); widens the bound of runs in flight. */
    private void start(StreamingMultiprocessor sm, boolean stopAtFinish) {
        long earliest = sm.earliestFinish();
        if (earliest < boundStep || earliest == boundStep && sm.id < boundSm) {
            boundStep = earliest;
            boundSm = sm.id;
        }
        inFlight[sm.id] = true;
        flying[running++] = sm;
        largestBatch = Math.max(largestBatch, running);
        runs.start(sm, stopAtFinish);
    }

    /** Waits for every run in flight, then queues the slots their SMs freed, in the order the runs started. */
    private void join() {
        runs.awaitAll();
        for (int i = 0; i < running; i++) {
            StreamingMultiprocessor sm = flying[i];
            inFlight[sm.id] = false;
            collectFinished(sm);
            flying[i] = null;
        }
        running = 0;
        boundStep = Long.MAX_VALUE;
        boundSm = 0;
    }

    /** Queues the slots SM {@code sm} freed since the last call, in the order it freed them. */
    private void collectFinished(StreamingMultiprocessor sm) {
        for (int i = 0; i < sm.finishedCount(); i++) {
            pushFree(sm.id, sm.finishedAt(i));
        }
        sm.clearFinished();
    }

    /**
     * How many SMs may run at the same time (default 1: each runs when started, on the caller's thread; always 1
     * with a listener, which sees the issue order). Results do not depend on it (see {@link #run}).
     */
    public void parallelism(int threads) {
        runs.helpers(listener == null ? threads : 1);
    }

    // Free block slots: a binary heap ordered by (step freed, SM, insertion); initial slots have step -1.
    private int[] freeSm = new int[64];
    private long[] freeTime = new long[64];
    private long[] freeSeq = new long[64];
    private int[] freeHeap = new int[64];
    private int[] freeIds = new int[64];
    private int freeIdCount;
    private int freeAllocated;
    private int freeCount;
    private long freeSequence;
    private int[] freePerSm;

    private boolean hasFree(int sm) {
        return freePerSm[sm] > 0;
    }

    private boolean before(int x, int y) {
        if (freeTime[x] != freeTime[y]) {
            return freeTime[x] < freeTime[y];
        }
        if (freeTime[x] >= 0 && freeSm[x] != freeSm[y]) {
            return freeSm[x] < freeSm[y];
        }
        return freeSeq[x] < freeSeq[y];
    }

    private void pushFree(int sm, long step) {
        int id;
        if (freeIdCount > 0) {
            id = freeIds[--freeIdCount];
        } else {
            if (freeAllocated == freeSm.length) {
                int cap = freeAllocated * 2;
                freeSm = java.util.Arrays.copyOf(freeSm, cap);
                freeTime = java.util.Arrays.copyOf(freeTime, cap);
                freeSeq = java.util.Arrays.copyOf(freeSeq, cap);
                freeHeap = java.util.Arrays.copyOf(freeHeap, cap);
                freeIds = java.util.Arrays.copyOf(freeIds, cap);
            }
            id = freeAllocated++;
        }
        freeSm[id] = sm;
        freeTime[id] = step;
        freeSeq[id] = freeSequence++;
        freePerSm[sm]++;
        int i = freeCount++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!before(id, freeHeap[parent])) {
                break;
            }
            freeHeap[i] = freeHeap[parent];
            i = parent;
        }
        freeHeap[i] = id;
    }

    private int popFree() {
        int top = freeHeap[0];
        int last = freeHeap[--freeCount];
        int i = 0;
        while (true) {
            int l = 2 * i + 1;
            if (l >= freeCount) {
                break;
            }
            int c = l + 1 < freeCount && before(freeHeap[l + 1], freeHeap[l]) ? l + 1 : l;
            if (!before(freeHeap[c], last)) {
                break;
            }
            freeHeap[i] = freeHeap[c];
            i = c;
        }
        if (freeCount > 0) {
            freeHeap[i] = last;
        }
        freePerSm[freeSm[top]]--;
        freeIds[freeIdCount++] = top;
        return top;
    }

    /**
     * An SM issued a global memory instruction. The issue position is counted only for a listener, which keeps every
     * SM on one thread: SMs running at once would otherwise all write this one field, at every memory instruction.
     */
    void listen(int sm, BlockTrace block, int warp, int memory, boolean store) {
        if (listener != null) {
            listener.issued(order++, sm, block, warp, memory, store);
        }
    }

    /** SM runs started and not yet joined. */
    int inFlight() {
        return running;
    }

    /** The most SM runs in flight at once (what threads can share). */
    public int largestBatch() {
        return largestBatch;
    }

    /** Steps the model took (the time of the last issue, plus one). */
    public long steps() {
        return now;
    }

    public int smCount() {
        return sms.length;
    }

    public boolean reported(int sm) {
        return sms[sm].reported;
    }

    public CacheCounters counters(int sm) {
        return sms[sm].counters;
    }

    /** The reported SMs' per-instruction counts, summed in SM order. */
    public InstructionCounters instructions() {
        InstructionCounters total = new InstructionCounters();
        for (StreamingMultiprocessor sm : sms) {
            total.add(sm.instructions);
        }
        return total;
    }

    public GpuConfig config() {
        return config;
    }
}
