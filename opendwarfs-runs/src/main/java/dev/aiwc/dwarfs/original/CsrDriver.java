package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.PublishedArguments;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * csr (sparse-linear-algebra/SPMV, {@code csr -i test/sparse-linear-algebra/SPMV/<size>}): every matrix of the file
 * (createcsr's format: count, then per matrix rows, cols, non-zeros, density ppm and %, non-zeros per row, deviation,
 * Ap, Aj, Ax), x uniform [0,1), one launch of kernel {@code csr} per matrix over num_rows work-items. The original
 * asks the device for the kernel's maximum work-group size; this driver assumes {@link #MAX_WORK_GROUP} = 256 (a
 * common GPU limit) and, like the original, falls back to the largest power of two dividing num_rows when 256 does
 * not divide it.
 */
final class CsrDriver implements OriginalDriver {

    static final int MAX_WORK_GROUP = 256;

    @Override
    public Benchmark benchmark() {
        return Benchmark.CSR;
    }

    static String file(String size) {
        return PublishedArguments.fromCheckoutRoot(Benchmark.CSR.published(size).option("-i"));
    }

    /** The original's default_wg_sizes rule. */
    static long workGroup(long globalSize, long max) {
        if (globalSize % max == 0) {
            return max;
        }
        long local = 1;
        while (globalSize % local == 0) {
            local <<= 1;
        }
        return local >> 1;
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        DataFileReader in = new DataFileReader(checkout.data(file(size)));
        int matrices = in.nextInt();
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        SplittableRandom rnd = new SplittableRandom(Seeds.original(benchmark(), size));
        for (int m = 0; m < matrices; m++) {
            int rows = in.nextInt();
            int cols = in.nextInt();
            int nnz = in.nextInt();
            in.nextInt();
            in.nextDouble();
            in.nextDouble();
            in.nextDouble();
            int[] ap = new int[rows + 1];
            for (int i = 0; i <= rows; i++) {
                ap[i] = in.nextInt();
            }
            int[] aj = new int[nnz];
            for (int i = 0; i < nnz; i++) {
                aj[i] = in.nextInt();
            }
            float[] ax = new float[nnz];
            for (int i = 0; i < nnz; i++) {
                ax[i] = in.nextFloat();
            }
            float[] x = new float[cols];
            for (int i = 0; i < cols; i++) {
                x[i] = (float) rnd.nextDouble();
            }
            float[] y = new float[rows];
            for (int i = 0; i < rows; i++) {
                y[i] = (float) rnd.nextDouble();
            }
            BufferHandle apBuf = host.buffer("csr_ap", ap);
            BufferHandle xBuf = host.buffer("x_loc", x);
            BufferHandle yBuf = host.buffer("y_loc", y);
            BufferHandle ajBuf = host.buffer("csr_aj", aj);
            BufferHandle axBuf = host.buffer("csr_ax", ax);
            host.launch(program, "csr", HostSession.range(rows, workGroup(rows, MAX_WORK_GROUP)),
                    KernelArg.i32(rows), HostSession.buf(apBuf), HostSession.buf(ajBuf), HostSession.buf(axBuf),
                    HostSession.buf(xBuf), HostSession.buf(yBuf));
            host.bytes(yBuf);
        }
    }
}
