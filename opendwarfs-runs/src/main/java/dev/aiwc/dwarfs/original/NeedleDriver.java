package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.ProgramDefaults;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * nw (dynamic-programming/nw, {@code needle N 10}): (N+1)^2 reference and score matrices; sequences of residue codes
 * 1..10, borders -i * penalty; needle_opencl_shared_1 for bands 1..N/16 and needle_opencl_shared_2 for bands
 * N/16-1..1, each with (16 * band, 1) work-items in groups of (16, 1). The original scores residue pairs with
 * BLOSUM62; this driver uses a seeded symmetric substitution table of the same shape (positive diagonal 4..11,
 * off-diagonal -4..3), which leaves the launch sequence and the memory behaviour unchanged.
 */
final class NeedleDriver implements OriginalDriver {

    static final int BLOCK = ProgramDefaults.BLOCK;

    @Override
    public Benchmark benchmark() {
        return Benchmark.NW;
    }

    static int length(String size) {
        return Benchmark.NW.published(size).intWord(0);
    }

    static int penalty(String size) {
        return Benchmark.NW.published(size).intWord(1);
    }

    @Override
    public long plannedInvocations(String size) {
        return ProgramDefaults.needleLaunches(length(size));
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        int cols = length(size) + 1;
        int penalty = penalty(size);
        SplittableRandom rnd = new SplittableRandom(Seeds.original(benchmark(), size));
        int[][] table = new int[11][11];
        for (int a = 1; a <= 10; a++) {
            table[a][a] = rnd.nextInt(4, 12);
            for (int b = a + 1; b <= 10; b++) {
                table[a][b] = table[b][a] = rnd.nextInt(-4, 4);
            }
        }
        int[] rowSeq = new int[cols];
        int[] colSeq = new int[cols];
        for (int i = 1; i < cols; i++) {
            rowSeq[i] = rnd.nextInt(10) + 1;
        }
        for (int j = 1; j < cols; j++) {
            colSeq[j] = rnd.nextInt(10) + 1;
        }
        int[] reference = new int[cols * cols];
        int[] items = new int[cols * cols];
        for (int i = 1; i < cols; i++) {
            for (int j = 1; j < cols; j++) {
                reference[i * cols + j] = table[rowSeq[i]][colSeq[j]];
            }
        }
        for (int i = 1; i < cols; i++) {
            items[i * cols] = -i * penalty;
            items[i] = -i * penalty;
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        BufferHandle ref = host.buffer("referrence_cuda", reference);
        BufferHandle matrix = host.buffer("matrix_cuda", items);
        int blockWidth = (cols - 1) / BLOCK;
        for (int i = 1; i <= blockWidth; i++) {
            host.launch(program, "needle_opencl_shared_1", HostSession.range((long) i * BLOCK, 1, BLOCK, 1),
                    HostSession.buf(ref), HostSession.buf(matrix), KernelArg.i32(cols), KernelArg.i32(penalty),
                    KernelArg.i32(i), KernelArg.i32(blockWidth));
        }
        for (int i = blockWidth - 1; i >= 1; i--) {
            host.launch(program, "needle_opencl_shared_2", HostSession.range((long) i * BLOCK, 1, BLOCK, 1),
                    HostSession.buf(ref), HostSession.buf(matrix), KernelArg.i32(cols), KernelArg.i32(penalty),
                    KernelArg.i32(i), KernelArg.i32(blockWidth));
        }
        host.bytes(matrix);
    }
}
