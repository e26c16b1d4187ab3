package dev.aiwc.dwarfs.apps;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicIntegerArray;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The references run their rows in slices on several threads: every row once, and every value bit for bit what the
 * plain sequential definition gives. The sizes are chosen so that the calls are cut into several slices even on 2
 * cores ({@link ReferenceRows#SERIAL_STEPS}).
 */
class ReferenceRowsTest {

    @Test
    void everyRowRunsExactlyOnceInContiguousSlices() {
        int rows = 1000;
        AtomicIntegerArray runs = new AtomicIntegerArray(rows);
        List<int[]> slices = java.util.Collections.synchronizedList(new ArrayList<>());
        ReferenceRows.forEach(rows, 1000, (from, to) -> {
            slices.add(new int[]{from, to});
            for (int r = from; r < to; r++) {
                runs.incrementAndGet(r);
            }
        });
        for (int r = 0; r < rows; r++) {
            assertEquals(1, runs.get(r), "row " + r);
        }
        // 1,000 rows of 1,000 steps is 15 slices' worth of 2^16 steps; at most 4 a core
        int cores = java.util.concurrent.ForkJoinPool.getCommonPoolParallelism() + 1;
        assertEquals(Math.min(15, 4 * cores), slices.size());
    }

    @Test
    void aSmallCallRunsOnTheCallingThreadInOneSlice() {
        Thread caller = Thread.currentThread();
        List<String> calls = new ArrayList<>();
        ReferenceRows.forEach(100, 100,
                (from, to) -> calls.add(from + ".." + to + " " + (Thread.currentThread() == caller)));
        assertEquals(List.of("0..100 true"), calls);
    }

    @Test
    void aFailingSliceFailsTheCall() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ReferenceRows.forEach(1000, 1000,
                (from, to) -> {
                    if (from > 0) {
                        throw new IllegalStateException("slice from " + from);
                    }
                }));
        // (the pool may hand the caller a copy whose cause is the slice's own exception)
        assertTrue(e.getMessage().contains("slice from "), e.getMessage());
    }

    @Test
    void hmmForwardInSlicesIsThePlainSumBitForBit() {
        // 600 states: 360,000 steps a time step, five slices
        int n = 600;
        int symbols = 8;
        HmmForward.Model m = HmmForward.generate(new HmmForward.Shape(n, symbols, 4), 11);
        double[] alpha = HmmReference.forward(m, n, symbols).alpha();
        // alpha_t(j) = b_j(o_t) sum_i alpha_{t-1}(i) a_ij, each row divided by its sum
        double[] plain = new double[4 * n];
        for (int t = 0; t < 4; t++) {
            double sum = 0;
            for (int j = 0; j < n; j++) {
                double v = m.initial()[j];
                if (t > 0) {
                    v = 0;
                    for (int i = 0; i < n; i++) {
                        v += plain[(t - 1) * n + i] * m.transition()[i * n + j];
                    }
                }
                plain[t * n + j] = v * m.emission()[j * symbols + m.observations()[t]];
                sum += plain[t * n + j];
            }
            for (int j = 0; j < n; j++) {
                plain[t * n + j] /= sum;
            }
        }
        assertArrayEquals(plain, alpha);
    }

    @Test
    void gemPotentialsInSlicesAreEachVertexsAloneBitForBit() {
        // 2,000 vertices of 100 atoms: three slices; a vertex alone is one row, computed on the calling thread
        SplittableRandom rnd = new SplittableRandom(5);
        float[] atoms = random(rnd, 4 * 100);
        float[] vertices = random(rnd, 4 * 2000);
        double[][] all = GemReference.potentials(atoms, vertices, 3.5);
        for (int v = 0; v < 2000; v++) {
            float[] one = java.util.Arrays.copyOfRange(vertices, 4 * v, 4 * v + 4);
            double[][] alone = GemReference.potentials(atoms, one, 3.5);
            assertEquals(alone[0][0], all[0][v], 0, "vertex " + v);
            assertEquals(alone[1][0], all[1][v], 0, "vertex " + v);
        }
    }

    @Test
    void luInSlicesIsTheTextbookEliminationBitForBit() {
        // order 600: the first steps update 599 rows of 599 entries, five slices
        int n = 600;
        float[] matrix = Lud.generate(n, 17);
        LudReference.Factors f = LudReference.factor(matrix, n);
        double[] a = new double[n * n];
        for (int i = 0; i < a.length; i++) {
            a[i] = matrix[i];
        }
        for (int k = 0; k < n; k++) {
            for (int i = k + 1; i < n; i++) {
                a[i * n + k] /= a[k * n + k];
                for (int j = k + 1; j < n; j++) {
                    a[i * n + j] -= a[i * n + k] * a[k * n + j];
                }
            }
        }
        assertArrayEquals(a, f.packed());
        // the tolerance of (i, j): 8 n 2^-24 sum_{k <= min(i, j)} |l_ik||u_kj| (l_ii = 1), over |u_jj| below the
        // diagonal, the sum taken in ascending k as the reference does
        for (int i = 0; i < n; i += 7) {
            for (int j = 0; j < n; j += 5) {
                double s = 0;
                for (int k = 0; k <= Math.min(i, j); k++) {
                    double l = k == i ? 1 : Math.abs(a[i * n + k]);
                    if (l != 0) {
                        s += l * Math.abs(a[k * n + j]);
                    }
                }
                s *= 8.0 * n * 0x1p-24;
                assertEquals(i > j ? s / Math.abs(a[j * n + j]) : s, f.tolerance()[i * n + j], 0, i + "," + j);
            }
        }
    }

    private static float[] random(SplittableRandom rnd, int n) {
        float[] x = new float[n];
        for (int i = 0; i < n; i++) {
            x[i] = (float) (rnd.nextDouble() * 10 - 5);
        }
        return x;
    }
}
