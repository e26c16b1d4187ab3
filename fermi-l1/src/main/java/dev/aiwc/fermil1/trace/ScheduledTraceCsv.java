package dev.aiwc.fermil1.trace;

import dev.aiwc.fermil1.simt.BlockTrace;
import dev.aiwc.fermil1.sm.ScheduleListener;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * Writes the scheduled global-memory trace as CSV, one row per active thread of each issued warp memory
 * instruction: {@code order,sm,block,warp,thread,instruction,address,rw}. {@code order} is the warp
 * instruction's issue position (shared by its threads), {@code thread} the global linear thread id.
 */
public final class ScheduledTraceCsv implements ScheduleListener, AutoCloseable {
    public static final String HEADER = "order,sm,block,warp,thread,instruction,address,rw";

    private final Writer out;
    private final StringBuilder line = new StringBuilder(96);

    public ScheduledTraceCsv(Writer out) {
        this.out = out instanceof BufferedWriter ? out : new BufferedWriter(out, 1 << 16);
        write(HEADER + "\n");
    }

    @Override
    public void issued(long order, int sm, BlockTrace block, int warp, int memory, boolean store) {
        int[] laneStart = block.laneStart();
        if (laneStart == null) {
            throw new IllegalStateException("the block traces were built without per-thread addresses");
        }
        int instruction = block.memInstr()[memory];
        long base = block.group() * block.threads();
        for (int i = laneStart[memory]; i < laneStart[memory + 1]; i++) {
            line.setLength(0);
            line.append(order).append(',').append(sm).append(',').append(block.group()).append(',').append(warp)
                    .append(',').append(base + block.laneThread()[i]).append(',').append(instruction).append(',')
                    .append(Long.toUnsignedString(block.laneAddr()[i])).append(',').append(store ? 'W' : 'R')
                    .append('\n');
            write(line);
        }
    }

    private void write(CharSequence s) {
        try {
            out.append(s);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the scheduled trace CSV: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the scheduled trace CSV: " + e.getMessage(), e);
        }
    }
}
