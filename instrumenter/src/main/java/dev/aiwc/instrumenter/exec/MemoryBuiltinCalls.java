package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.VirtualAddress;
import dev.aiwc.instrumenter.half.Half;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The MEM_BUILTIN op for one executor: the builtins that touch memory (vload/vstore and their half forms, the
 * work-group's async copies, memcpy/memset, printf), each access checked and recorded through the executor's
 * {@link GroupExecutor#locate} as the interpreter's own loads and stores are.
 */
final class MemoryBuiltinCalls {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

    private final GroupExecutor ex;
    private final DecodedKernel k;
    private final LaunchState launch;
    /** Per async-copy instruction: how many work-items of the current group reached it. */
    private final int[] asyncArrivals;

    MemoryBuiltinCalls(GroupExecutor ex, DecodedKernel k, LaunchState launch) {
        this.ex = ex;
        this.k = k;
        this.launch = launch;
        this.asyncArrivals = new int[k.descriptor.instructions().length];
    }

    /** A new work-group: no work-item has reached an async copy yet. */
    void groupBegins() {
        Arrays.fill(asyncArrivals, 0);
    }

    /** Runs memory builtin {@code index} of the kernel with argument slots {@code args} for instruction {@code instr}. */
    void run(long[] r, int b, int index, int dst, int[] args, int instr) {
        MemoryBuiltin mb = k.memoryBuiltins[index];
        int builtinInstr = -1 - instr;
        switch (mb.kind()) {
            case VLOAD -> {
                int eb = StorageKind.bytes(mb.elementKind());
                long offset = r[b + args[0]];
                long addr = r[b + args[1]] + offset * mb.lanes() * eb;
                ex.locate(addr, eb * mb.lanes(), builtinInstr, false);
                for (int i = 0; i < mb.lanes(); i++) {
                    r[b + dst + i] = StorageKind.read(ex.buf, ex.off + i * eb, mb.elementKind());
                }
            }
            case VSTORE -> {
                int eb = StorageKind.bytes(mb.elementKind());
                long offset = r[b + args[1]];
                long addr = r[b + args[2]] + offset * mb.lanes() * eb;
                ex.locate(addr, eb * mb.lanes(), builtinInstr, true);
                for (int i = 0; i < mb.lanes(); i++) {
                    StorageKind.write(ex.buf, ex.off + i * eb, mb.elementKind(), r[b + args[0] + i]);
                }
            }
            case VLOAD_HALF, VLOADA_HALF -> {
                int lanes = mb.lanes();
                int stride = mb.kind() == MemoryBuiltin.Kind.VLOADA_HALF && lanes == 3 ? 4 : lanes;
                long addr = r[b + args[1]] + r[b + args[0]] * stride * 2;
                ex.locate(addr, 2 * lanes, builtinInstr, false);
                for (int i = 0; i < lanes; i++) {
                    float v = Half.toFloat((short) SHORT.get(ex.buf, ex.off + 2 * i));
                    r[b + dst + i] = mb.elementKind() == StorageKind.I64 ? Double.doubleToRawLongBits(v)
                            : Float.floatToRawIntBits(v);
                }
            }
            case VSTORE_HALF, VSTOREA_HALF -> {
                int lanes = mb.lanes();
                int stride = mb.kind() == MemoryBuiltin.Kind.VSTOREA_HALF && lanes == 3 ? 4 : lanes;
                long addr = r[b + args[2]] + r[b + args[1]] * stride * 2;
                ex.locate(addr, 2 * lanes, builtinInstr, true);
                for (int i = 0; i < lanes; i++) {
                    long bits = r[b + args[0] + i];
                    double v = mb.elementKind() == StorageKind.I64 ? ScalarOps.d(bits) : ScalarOps.f(bits);
                    SHORT.set(ex.buf, ex.off + 2 * i, (short) Half.fromDouble(v, mb.rounding()));
                }
            }
            case ASYNC_COPY, ASYNC_STRIDED_COPY -> asyncCopy(r, b, mb, dst, args, instr);
            case PREFETCH, NOOP -> {
            }
            case MEMCPY -> {
                long to = r[b + args[0]];
                long from = r[b + args[1]];
                long n = r[b + args[2]];
                if (n > 0) {
                    ex.locate(from, (int) n, builtinInstr, false);
                    byte[] src = ex.buf;
                    int so = ex.off;
                    ex.locate(to, (int) n, builtinInstr, true);
                    System.arraycopy(src, so, ex.buf, ex.off, (int) n);
                }
            }
            case MEMSET -> {
                long to = r[b + args[0]];
                long n = r[b + args[2]];
                if (n > 0) {
                    ex.locate(to, (int) n, builtinInstr, true);
                    Arrays.fill(ex.buf, ex.off, ex.off + (int) n, (byte) r[b + args[1]]);
                }
            }
            case PRINTF -> {
                String text = Printf.format(this::readString, r, b, args, mb.argTypes());
                launch.printOut.print(text);
                if (dst >= 0) {
                    r[b + dst] = 0;
                }
            }
        }
    }

    /** Reads a NUL-terminated string at a virtual address (for printf formats and %s). */
    String readString(long addr) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4096; i++) {
            ex.resolve(addr + i, 1, -1, false);
            byte ch = ex.buf[ex.off];
            if (ch == 0) {
                break;
            }
            sb.append((char) (ch & 0xFF));
        }
        return sb.toString();
    }

    /**
     * async_work_group_copy is collective: the first work-item of the group to reach the call performs the whole
     * copy (its accesses are recorded in that work-item's stream); the others only receive the event.
     */
    private void asyncCopy(long[] r, int b, MemoryBuiltin mb, int dst, int[] args, int instr) {
        int arrivals = asyncArrivals[instr]++;
        long[] local = launch.range.local();
        int groupSize = (int) (local[0] * local[1] * local[2]);
        if (arrivals % groupSize == 0) {
            long to = r[b + args[0]];
            long from = r[b + args[1]];
            long count = r[b + args[2]];
            boolean strided = mb.kind() == MemoryBuiltin.Kind.ASYNC_STRIDED_COPY;
            long stride = strided ? r[b + args[3]] : 1;
            int eb = StorageKind.bytes(mb.elementKind()) * mb.lanes();
            // strided: global side is strided; the local side is contiguous
            boolean toLocal = (to >>> VirtualAddress.SPACE_SHIFT) == 3;
            int builtinInstr = -1 - instr;
            byte[] tmp = new byte[eb];
            for (long i = 0; i < count; i++) {
                long src = from + (strided && toLocal ? i * stride : i) * eb;
                long dstAddr = to + (strided && !toLocal ? i * stride : i) * eb;
                ex.locate(src, eb, builtinInstr, false);
                System.arraycopy(ex.buf, ex.off, tmp, 0, eb);
                ex.locate(dstAddr, eb, builtinInstr, true);
                System.arraycopy(tmp, 0, ex.buf, ex.off, eb);
            }
        }
        if (dst >= 0) {
            r[b + dst] = instr + 1L;
        }
    }
}
