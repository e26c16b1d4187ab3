package dev.aiwc.collectors.trace;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BufferInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.collectors.AiwcCollector;

import java.lang.reflect.Array;
import java.util.List;
import java.util.Map;

/** Feeds a synthetic trace through the aiwc collector the way the engine does: partials per range, merged in order. */
public final class Replay {
    private Replay() {
    }

    /** A 1-D invocation with the given sizes and buffers. */
    public static InvocationInfo invocation(long global, long local, BufferInfo... buffers) {
        return new InvocationInfo(0, 1, new long[]{global, 1, 1}, new long[]{local, 1, 1}, new long[3],
                List.of(buffers), "", "test");
    }

    public static InvocationInfo invocation2d(long gx, long gy, long lx, long ly, BufferInfo... buffers) {
        return new InvocationInfo(0, 2, new long[]{gx, gy, 1}, new long[]{lx, ly, 1}, new long[3],
                List.of(buffers), "", "test");
    }

    /** A default-layout global address: buffer {@code index}, byte {@code offset}. */
    public static long address(int index, long offset) {
        return dev.aiwc.api.descriptor.VirtualAddress.make(AddressSpace.GLOBAL, index, offset);
    }

    public static long address(AddressSpace space, int index, long offset) {
        return dev.aiwc.api.descriptor.VirtualAddress.make(space, index, offset);
    }

    /** A buffer numbered {@code index} (global and constant buffers share one numbering, local ones have theirs). */
    public static BufferInfo buffer(String name, AddressSpace space, int index) {
        return new BufferInfo(name, space, index, 1 << 20);
    }

    /** All groups in one range, one chunk per 1000 events. */
    public static Map<String, Map<String, Object>> metrics(KernelDescriptor kernel, InvocationInfo invocation,
                                                           String profile, TraceBuilder trace) {
        return metrics(kernel, invocation, profile, trace, new int[]{0}, 1000);
    }

    /**
     * Ranges start at the given group indices; every partial is made and filled first (last range first, as
     * concurrent workers might finish), told its range is done (so each reuses the working state the previous one
     * handed back), then merged in range order.
     */
    public static Map<String, Map<String, Object>> metrics(KernelDescriptor kernel, InvocationInfo invocation,
                                                           String profile, TraceBuilder trace, int[] rangeStarts,
                                                           int chunkCapacity) {
        CollectorRun run = new AiwcCollector().start(kernel, invocation,
                new CollectorOptions(profile, Map.of()));
        Partial[] partials = new Partial[rangeStarts.length];
        for (int r = rangeStarts.length - 1; r >= 0; r--) {
            int end = r + 1 < rangeStarts.length ? rangeStarts[r + 1] : trace.groups();
            partials[r] = run.newPartial(rangeStarts[r], end - rangeStarts[r]);
            for (EventChunk chunk : trace.chunks(rangeStarts[r], end, chunkCapacity)) {
                partials[r].accept(chunk);
            }
            partials[r].rangeDone();
        }
        for (Partial p : partials) {
            run.merge(p);
        }
        return run.finish().metrics();
    }

    /** A canonical text of a metrics map (arrays element by element, doubles with all their bits). */
    public static String canonical(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value instanceof Map<?, ?> map) {
            out.append('{');
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.append(e.getKey()).append('=');
                write(e.getValue(), out);
                out.append(',');
            }
            out.append('}');
        } else if (value != null && value.getClass().isArray()) {
            out.append('[');
            for (int i = 0; i < Array.getLength(value); i++) {
                write(Array.get(value, i), out);
                out.append(',');
            }
            out.append(']');
        } else if (value instanceof Double d) {
            out.append(Long.toHexString(Double.doubleToRawLongBits(d)));
        } else {
            out.append(value).append(':').append(value == null ? "" : value.getClass().getSimpleName());
        }
    }
}
