package dev.aiwc.fermil1.sm;

import dev.aiwc.fermil1.cache.CacheCounters;
import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.simt.BlockTrace;
import it.unimi.dsi.fastutil.ints.IntArrayFIFOQueue;

import java.util.ArrayDeque;

/**
 * The whole GPU in the model's time: thread blocks are offered in linear id order and dispatched round-robin to
 * the SMs until each holds its occupancy; afterwards a block starts on the SM where one finished first
 * (first-done, first-served; same step: lower SM first). Every step each SM issues at most one warp instruction.
 * Simulation is incremental: {@link #run(boolean)} stops when it needs a block not yet offered, so blocks can be
 * fed as work-group ranges are merged and dropped once dispatched.
 */
public final class GpuSimulation {
    private final GpuConfig config;
    private final Occupancy occupancy;
    private final StreamingMultiprocessor[] sms;
    private final ArrayDeque<BlockTrace> queue = new ArrayDeque<>();
    private final IntArrayFIFOQueue freeSlots = new IntArrayFIFOQueue();
    private final InstructionCounters instructions = new InstructionCounters();
    private final ScheduleListener listener;
    private long now;
    private long order;
    private long queuedBytes;
    private long peakQueuedBytes;

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
        for (int r = 0; r < occupancy.blocksPerSm(); r++) {
            for (int i = 0; i < sms.length; i++) {
                freeSlots.enqueue(i);
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
     * offered block has finished.
     */
    public void run(boolean last) {
        final StreamingMultiprocessor[] s = sms;
        while (true) {
            while (!freeSlots.isEmpty() && !queue.isEmpty()) {
                BlockTrace b = queue.poll();
                queuedBytes -= b.bytes();
                s[freeSlots.dequeueInt()].addBlock(b, now);
            }
            if (!last && queue.isEmpty() && !freeSlots.isEmpty()) {
                return;
            }
            boolean busy = false;
            boolean issued = false;
            long wake = Long.MAX_VALUE;
            for (StreamingMultiprocessor sm : s) {
                if (!sm.busy()) {
                    continue;
                }
                busy = true;
                if (sm.wake <= now && sm.step(now)) {
                    issued = true;
                } else {
                    wake = Math.min(wake, sm.wake);
                }
            }
            if (!busy && queue.isEmpty()) {
                return;
            }
            if (issued || !freeSlots.isEmpty() && !queue.isEmpty()) {
                now++;
            } else if (wake == Long.MAX_VALUE) {
                throw new IllegalStateException("warp schedule deadlocked at step " + now);
            } else {
                now = Math.max(now + 1, wake);
            }
        }
    }

    void blockFinished(int sm) {
        freeSlots.enqueue(sm);
    }

    void countInstruction(int instruction, byte kind, long requests, long hits) {
        InstructionCounters ic = instructions;
        ic.ensure(instruction);
        ic.kind[instruction] = kind;
        ic.warpInstructions[instruction]++;
        ic.requests[instruction] += requests;
        ic.hits[instruction] += hits;
        ic.misses[instruction] += kind == 1 ? requests - hits : 0;
    }

    void listen(int sm, BlockTrace block, int warp, int memory, boolean store) {
        if (listener != null) {
            listener.issued(order, sm, block, warp, memory, store);
        }
        order++;
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

    public InstructionCounters instructions() {
        return instructions;
    }

    public GpuConfig config() {
        return config;
    }
}
