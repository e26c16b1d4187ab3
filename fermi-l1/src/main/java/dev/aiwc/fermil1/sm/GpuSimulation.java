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
    private long order;
    private long queuedBytes;
    private long peakQueuedBytes;
    private int parallelism = 1;
    private int largestBatch;
    /** SMs to run before the next dispatch, in the order they were filled. */
    private final StreamingMultiprocessor[] toRun;

    /**
     * @param occupancy blocks per SM and warps per block (warps as the model issues them: threads for the visual
     *                  thread-level policies)
     * @param listener  receives issued global memory instructions, or null
     */
    public GpuSimulation(GpuConfig config, Occupancy occupancy, int simtWarpsPerBlock, ScheduleListener listener) {
        this.config = config;
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
        toRun = new StreamingMultiprocessor[sms.length];
        freePerSm = new int[sms.length];
        waiting = new boolean[sms.length];
        for (int r = 0; r < occupancy.blocksPerSm(); r++) {
            for (int i = 0; i < sms.length; i++) {
                pushFree(i, -1);
            }
        }
    }

    public Occupancy occupancy() {
        return occupancy;
    }

    /** Appends the next block in linear id order. */
    public void offer(BlockTrace block) {
        queue.add(block);
        queuedBytes += block.bytes();
        peakQueuedBytes = Math.max(peakQueuedBytes, queuedBytes);
    }

    /** Most bytes of block traces waiting for dispatch at once. */
    public long peakQueuedBytes() {
        return peakQueuedBytes;
    }

    /**
     * Advances the model: until it needs a block that was not offered yet, or, when {@code last}, until every
     * offered block has finished. Free block slots are served in order of the step they were freed in (then SM
     * number); a slot freed at step t receives its block at step t + 1. A slot is served only when every SM has run
     * up to its own next free slot, so no SM that could free a slot earlier is still behind.
     *
     * <p>SMs interact only through this dispatch, so the SMs that must run before the next slot is served run at
     * the same time ({@link #parallelism(int)}), each on its own state. To give them several at once, slots are
     * served in a batch without running the SMs filled so far while the next free slot comes before any step at
     * which those SMs could free one ({@link StreamingMultiprocessor#earliestFinish()}): one at a time, they would
     * have freed nothing before it either, so the blocks go where they would have gone and the results do not
     * depend on the batches or the threads.
     */
    public void run(boolean last) {
        final StreamingMultiprocessor[] s = sms;
        int batch = 0;
        // Busy SMs not waiting for a block (none, unless a block ran out mid-batch) run first, in SM order.
        for (StreamingMultiprocessor sm : s) {
            if (sm.busy() && !waiting[sm.id]) {
                toRun[batch++] = sm;
            }
        }
        while (true) {
            // Every SM not waiting for a block runs to its next free slot (or to its end).
            runAll(toRun, batch, true);
            batch = 0;
            if (queue.isEmpty()) {
                if (!last) {
                    return; // wait for the next blocks
                }
                // No more blocks will come: every SM runs to its end.
                runAll(s, s.length, false);
                now = 0;
                for (StreamingMultiprocessor sm : s) {
                    now = Math.max(now, sm.clock);
                }
                return;
            }
            if (freeCount == 0) {
                throw new IllegalStateException("no free block slot although every SM ran to its next one");
            }
            long boundStep = Long.MAX_VALUE;
            int boundSm = 0;
            while (!queue.isEmpty() && freeCount > 0) {
                int top = freeHeap[0];
                if (batch > 0 && !servedBefore(top, boundStep, boundSm)) {
                    break;
                }
                int slot = popFree();
                StreamingMultiprocessor sm = s[freeSm[slot]];
                long at = freeTime[slot] < 0 ? 0 : freeTime[slot] + 1;
                BlockTrace b = queue.poll();
                queuedBytes -= b.bytes();
                sm.clock = Math.max(sm.clock, at);
                sm.addBlock(b, at);
                collectFinished(sm);
                waiting[sm.id] = hasFree(sm.id);
                if (!waiting[sm.id]) {
                    toRun[batch++] = sm;
                    long earliest = sm.earliestFinish();
                    if (earliest < boundStep || earliest == boundStep && sm.id < boundSm) {
                        boundStep = earliest;
                        boundSm = sm.id;
                    }
                }
            }
        }
    }

    /** Whether free slot {@code slot} is served before one that SM {@code sm} would free at {@code step}. */
    private boolean servedBefore(int slot, long step, int sm) {
        return freeTime[slot] < step || freeTime[slot] == step && freeSm[slot] < sm;
    }

    /**
     * Runs SMs {@code list[0 .. n)} (to their next finished block, or to their end), then hands the slots they
     * freed to the dispatch in list order. Different SMs share no state, so they run at the same time; with a
     * listener they run one after another in list order, since it sees the issue order.
     */
    private void runAll(StreamingMultiprocessor[] list, int n, boolean stopAtFinish) {
        int busy = 0;
        for (int i = 0; i < n; i++) {
            if (list[i].busy()) {
                busy++;
            }
        }
        largestBatch = Math.max(largestBatch, busy);
        if (busy > 1 && parallelism > 1 && listener == null) {
            SmTasks.run(n, parallelism, i -> list[i].run(stopAtFinish));
        } else {
            for (int i = 0; i < n; i++) {
                list[i].run(stopAtFinish);
            }
        }
        for (int i = 0; i < n; i++) {
            collectFinished(list[i]);
        }
    }

    /** Queues the slots SM {@code sm} freed since the last call, in the order it freed them. */
    private void collectFinished(StreamingMultiprocessor sm) {
        for (int i = 0; i < sm.finishedCount(); i++) {
            pushFree(sm.id, sm.finishedAt(i));
            waiting[sm.id] = true;
        }
        sm.clearFinished();
    }

    /**
     * How many SMs may run at the same time (default 1). Results do not depend on it: it is the number of threads
     * the collector may use while the engine merges (see {@link #run}).
     */
    public void parallelism(int threads) {
        parallelism = Math.max(1, threads);
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
    private boolean[] waiting;

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

    void listen(int sm, BlockTrace block, int warp, int memory, boolean store) {
        if (listener != null) {
            listener.issued(order, sm, block, warp, memory, store);
        }
        order++;
    }

    /** The most SMs that had to run at once between two dispatch decisions (what threads can share). */
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
