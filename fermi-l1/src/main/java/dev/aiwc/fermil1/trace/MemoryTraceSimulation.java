package dev.aiwc.fermil1.trace;

import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;
import dev.aiwc.fermil1.collector.L1Model;
import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.config.GpuPreset;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Runs the L1 model on an external per-thread memory trace instead of a kernel. The format (decimal): a first line
 * {@code blocksize: x y z}, then one access per line, {@code thread direction address bytes}, direction 0 = read and
 * 1 = write. Thread t belongs to block t / (x*y*z); the i-th access of each thread of a warp is one SIMT instruction
 * (instruction id i). Lines starting with {@code #} and blank lines are ignored.
 */
public final class MemoryTraceSimulation {

    private MemoryTraceSimulation() {
    }

    /** The parsed trace: accesses grouped by thread, in file order within a thread. */
    public record MemoryTrace(int[] blockSize, int threads, int[] threadStart, byte[] direction, long[] address,
                              int[] bytes) {
        public int threadsPerBlock() {
            return blockSize[0] * blockSize[1] * blockSize[2];
        }
    }

    /**
     * Simulates a trace file and returns the {@code fermi-l1} section (as under {@code collectors.fermi-l1});
     * with {@code exportCsv} the scheduled trace is written there too. Bad input is an
     * {@link IllegalArgumentException} naming the file and line.
     */
    public static Map<String, Object> simulate(Path trace, String gpu, Map<String, String> settings, Path exportCsv) {
        return simulate(read(trace), GpuPreset.resolve(gpu, settings), exportCsv);
    }

    public static Map<String, Object> simulate(MemoryTrace t, GpuConfig config, Path exportCsv) {
        int tpb = t.threadsPerBlock();
        int blocks = Math.max(1, (t.threads() + tpb - 1) / tpb);
        int maxAccesses = 0;
        for (int th = 0; th < t.threads(); th++) {
            maxAccesses = Math.max(maxAccesses, t.threadStart()[th + 1] - t.threadStart()[th]);
        }
        InstructionInfo[] instructions = new InstructionInfo[maxAccesses];
        for (int i = 0; i < maxAccesses; i++) {
            instructions[i] = new InstructionInfo(i, -1, 0, -1, 1, 0, true, AddressSpace.GLOBAL, 0, 0,
                    "access " + i + " of each thread");
        }
        KernelDescriptor kernel = new KernelDescriptor("trace", "imported memory trace", List.of("access"), List.of(),
                List.of(), new BlockInfo[0], instructions);
        InvocationInfo invocation = new InvocationInfo(0, 3,
                new long[]{(long) t.blockSize()[0] * blocks, t.blockSize()[1], t.blockSize()[2]},
                new long[]{t.blockSize()[0], t.blockSize()[1], t.blockSize()[2]}, new long[3], List.of(), "",
                "imported trace");
        ScheduledTraceCsv csv = null;
        try {
            if (exportCsv != null) {
                csv = new ScheduledTraceCsv(Files.newBufferedWriter(exportCsv, StandardCharsets.UTF_8));
            }
            L1Model model = new L1Model(kernel, invocation, config, csv);
            L1Model.GroupPartial partial = model.newPartial(csv != null);
            EventChunk chunk = new EventChunk();
            for (int b = 0; b < blocks; b++) {
                add(partial, chunk, EventChunk.GROUP_BEGIN, b, 0, 0);
                for (int local = 0; local < tpb; local++) {
                    add(partial, chunk, EventChunk.ITEM_BEGIN, local, 0, 0);
                    int th = b * tpb + local;
                    if (th < t.threads()) {
                        for (int i = t.threadStart()[th]; i < t.threadStart()[th + 1]; i++) {
                            int kind = t.direction()[i] == 0 ? MemoryAccess.LOAD : MemoryAccess.STORE;
                            add(partial, chunk, EventChunk.MEMORY, i - t.threadStart()[th],
                                    MemoryAccess.pack(kind, AddressSpace.GLOBAL, t.bytes()[i], true), t.address()[i]);
                        }
                    }
                    add(partial, chunk, EventChunk.ITEM_END, local, 0, 0);
                }
                add(partial, chunk, EventChunk.GROUP_END, b, 0, 0);
                if (b % 64 == 63) {
                    flush(partial, chunk);
                    model.merge(partial);
                }
            }
            flush(partial, chunk);
            model.merge(partial);
            model.finish();
            return model.report();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + exportCsv + ": " + e.getMessage(), e);
        } finally {
            if (csv != null) {
                csv.close();
            }
        }
    }

    private static void add(Partial p, EventChunk chunk, byte kind, int a, int b, long address) {
        if (chunk.isFull()) {
            flush(p, chunk);
        }
        chunk.add(kind, a, b, address);
    }

    private static void flush(Partial p, EventChunk chunk) {
        if (chunk.size() > 0) {
            p.accept(chunk);
            chunk.clear();
        }
    }

    /** Parses a trace file. */
    public static MemoryTrace read(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(in, file.toString());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read memory trace " + file + ": " + e.getMessage(), e);
        }
    }

    public static MemoryTrace parse(BufferedReader in, String name) throws IOException {
        int[] blockSize = null;
        int n = 0;
        int[] thread = new int[1024];
        byte[] dir = new byte[1024];
        long[] addr = new long[1024];
        int[] bytes = new int[1024];
        int maxThread = -1;
        String text;
        int lineNo = 0;
        while ((text = in.readLine()) != null) {
            lineNo++;
            String s = text.strip();
            if (s.isEmpty() || s.startsWith("#")) {
                continue;
            }
            String[] f = s.split("\\s+");
            if (blockSize == null) {
                if (!f[0].equals("blocksize:") || f.length != 4) {
                    throw new IllegalArgumentException(name + ":" + lineNo + ": expected the first line"
                            + " 'blocksize: x y z', found '" + s + "'");
                }
                blockSize = new int[3];
                for (int d = 0; d < 3; d++) {
                    blockSize[d] = number(f[d + 1], name, lineNo, "block size");
                    if (blockSize[d] < 1) {
                        throw new IllegalArgumentException(name + ":" + lineNo + ": block sizes must be positive");
                    }
                }
                continue;
            }
            if (f.length != 4) {
                throw new IllegalArgumentException(name + ":" + lineNo + ": expected 'thread direction address bytes'"
                        + " (4 decimal numbers), found '" + s + "'");
            }
            if (n == thread.length) {
                int cap = n * 2;
                thread = java.util.Arrays.copyOf(thread, cap);
                dir = java.util.Arrays.copyOf(dir, cap);
                addr = java.util.Arrays.copyOf(addr, cap);
                bytes = java.util.Arrays.copyOf(bytes, cap);
            }
            thread[n] = number(f[0], name, lineNo, "thread");
            int d = number(f[1], name, lineNo, "direction");
            if (d != 0 && d != 1) {
                throw new IllegalArgumentException(name + ":" + lineNo + ": direction must be 0 (read) or 1 (write),"
                        + " found " + f[1]);
            }
            dir[n] = (byte) d;
            try {
                addr[n] = Long.parseUnsignedLong(f[2]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + ":" + lineNo + ": address '" + f[2]
                        + "' is not a decimal number");
            }
            bytes[n] = number(f[3], name, lineNo, "bytes");
            maxThread = Math.max(maxThread, thread[n]);
            n++;
        }
        if (blockSize == null) {
            throw new IllegalArgumentException(name + ": empty trace; the first line must be 'blocksize: x y z'");
        }
        int threads = maxThread + 1;
        int[] start = new int[threads + 1];
        for (int i = 0; i < n; i++) {
            start[thread[i] + 1]++;
        }
        for (int i = 0; i < threads; i++) {
            start[i + 1] += start[i];
        }
        int[] fill = java.util.Arrays.copyOf(start, threads);
        byte[] sd = new byte[n];
        long[] sa = new long[n];
        int[] sb = new int[n];
        for (int i = 0; i < n; i++) {
            int at = fill[thread[i]]++;
            sd[at] = dir[i];
            sa[at] = addr[i];
            sb[at] = bytes[i];
        }
        return new MemoryTrace(blockSize, threads, start, sd, sa, sb);
    }

    private static int number(String s, String name, int line, String what) {
        try {
            int v = Integer.parseInt(s);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ":" + line + ": " + what + " '" + s
                    + "' is not a non-negative decimal integer");
        }
    }
}
