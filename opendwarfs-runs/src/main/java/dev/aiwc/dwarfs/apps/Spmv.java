package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.Arrays;
import java.util.SplittableRandom;

/** Sparse linear algebra: y = A x with A in compressed sparse row form, one work-item per row. */
public final class Spmv implements BuiltInApplication {

    /** A square matrix of {@code rows} rows with exactly {@code perRow} non-zeros in each. */
    public record Shape(int rows, int perRow) {
        long workingSetBytes() {
            long nnz = (long) rows * perRow;
            return 4L * (rows + 1) + 8L * nnz + 8L * rows;
        }
    }

    /** A CSR matrix and the vector it multiplies. */
    public record Input(int rows, int[] rowStart, int[] cols, float[] vals, float[] x) {
    }

    static final int LOCAL = 64;

    public static Shape shape(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> new Shape(256, 8);
            case SMALL -> new Shape(1024, 16);
            case MEDIUM -> new Shape(16384, 32);
            case LARGE -> new Shape(65536, 32);
        };
    }

    /** Distinct, sorted random columns per row; values and x uniform in [-1, 1). */
    public static Input generate(Shape s, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int n = s.rows();
        int k = Math.min(s.perRow(), n);
        int[] rowStart = new int[n + 1];
        int[] cols = new int[n * k];
        float[] vals = new float[n * k];
        int[] pick = new int[k];
        for (int r = 0; r < n; r++) {
            rowStart[r] = r * k;
            int have = 0;
            while (have < k) {
                int c = rnd.nextInt(n);
                boolean seen = false;
                for (int i = 0; i < have; i++) {
                    seen |= pick[i] == c;
                }
                if (!seen) {
                    pick[have++] = c;
                }
            }
            Arrays.sort(pick);
            for (int i = 0; i < k; i++) {
                cols[r * k + i] = pick[i];
                vals[r * k + i] = (float) (rnd.nextDouble() * 2 - 1);
            }
        }
        rowStart[n] = n * k;
        float[] x = new float[n];
        for (int i = 0; i < n; i++) {
            x[i] = (float) (rnd.nextDouble() * 2 - 1);
        }
        return new Input(n, rowStart, cols, vals, x);
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.CSR;
    }

    @Override
    public long workingSetBytes(String size) {
        return shape(size).workingSetBytes();
    }

    @Override
    public long plannedInvocations(String size) {
        return 1;
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        Input in = generate(shape(size), Seeds.builtIn(benchmark(), size));
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle rowStart = host.buffer("row_start", in.rowStart());
        BufferHandle cols = host.buffer("cols", in.cols());
        BufferHandle vals = host.buffer("vals", in.vals());
        BufferHandle x = host.buffer("x", in.x());
        BufferHandle y = host.buffer("y", in.rows() * 4L);
        host.launch(program, "spmv_csr_scalar", HostSession.range(HostSession.roundUp(in.rows(), LOCAL), LOCAL),
                KernelArg.i32(in.rows()), HostSession.buf(rowStart), HostSession.buf(cols), HostSession.buf(vals),
                HostSession.buf(x), HostSession.buf(y));
        double[] expected = SpmvReference.multiply(in.rows(), in.rowStart(), in.cols(), in.vals(), in.x());
        double[] magnitude = SpmvReference.absoluteProducts(in.rows(), in.rowStart(), in.cols(), in.vals(), in.x());
        double[] tolerance = new double[in.rows()];
        for (int r = 0; r < in.rows(); r++) {
            // Recursive float summation of k products: |error| <= (k+1) u sum|a x| (Higham, Accuracy and
            // Stability, §3.1), u = 2^-24; doubled to cover a fused multiply-add contraction order.
            int k = in.rowStart()[r + 1] - in.rowStart()[r];
            tolerance[r] = 2.0 * (k + 1) * 0x1p-24 * magnitude[r];
        }
        ResultCheck.within("csr (" + size + ") y", host.floats(y), expected, tolerance);
    }
}
