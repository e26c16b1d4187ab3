package dev.aiwc.instrumenter.exec;

import dev.aiwc.instrumenter.device.NDRange;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * Everything one launch shares between its worker threads: the resolved NDRange, the memory regions by address
 * space and index, the kernel's argument registers and the instruction budget. Read-only once built (the buffers'
 * contents are written by the kernel).
 */
final class LaunchState {
    final NDRange range;
    final long[] groups;
    final byte[][] globalBuffers;
    final byte[][] constantBuffers;
    /** Local region sizes by local index (index 0 unused). */
    final long[] localSizes;
    /** The kernel frame's parameter slots, copied into each work-item's registers. */
    final long[] argumentSlots;
    /** By-value aggregate parameters: {slot, index into byValueBytes}. */
    final List<int[]> byValue;
    final byte[][] byValueBytes;
    final long budget;
    /** Instructions one work-item may run between two barriers. */
    final long itemBudget;
    /** {@link System#nanoTime()} after which the launch fails, or 0 for no time limit. */
    final long deadline;
    final long timeLimitSeconds;
    final PrintStream printOut;
    private final Map<Long, String> names;

    LaunchState(NDRange range, byte[][] globalBuffers, byte[][] constantBuffers, long[] localSizes,
                long[] argumentSlots, List<int[]> byValue, byte[][] byValueBytes, long budget, long itemBudget,
                long timeLimitSeconds, PrintStream printOut, Map<Long, String> names) {
        this.range = range;
        this.groups = new long[3];
        for (int d = 0; d < 3; d++) {
            groups[d] = range.global()[d] / range.local()[d];
        }
        this.globalBuffers = globalBuffers;
        this.constantBuffers = constantBuffers;
        this.localSizes = localSizes;
        this.argumentSlots = argumentSlots;
        this.byValue = byValue;
        this.byValueBytes = byValueBytes;
        this.budget = budget;
        this.itemBudget = itemBudget;
        this.timeLimitSeconds = timeLimitSeconds;
        long d = System.nanoTime() + timeLimitSeconds * 1_000_000_000L;
        this.deadline = timeLimitSeconds <= 0 ? 0 : (d == 0 ? 1 : d);
        this.printOut = printOut;
        this.names = names;
    }

    long groupCount() {
        return groups[0] * groups[1] * groups[2];
    }

    /** The user's name for a region (buffer or variable), or null. */
    String bufferName(int space, int index) {
        return names.get(((long) space << 32) | index);
    }

    static long nameKey(int space, int index) {
        return ((long) space << 32) | index;
    }
}
