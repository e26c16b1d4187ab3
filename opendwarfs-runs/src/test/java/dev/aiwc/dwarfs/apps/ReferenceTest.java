package dev.aiwc.dwarfs.apps;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.zip.CRC32;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The Java references on cases small enough to work out by hand (expected values derived in the comments). */
class ReferenceTest {

    @Test
    void crc32OfTheStandardCheckStringIsCbf43926() {
        byte[] s = "123456789".getBytes(StandardCharsets.US_ASCII);
        assertEquals(0xCBF43926, Crc32Reference.crc32(s, 0, s.length));
    }

    @Test
    void crc32AgreesWithTheJdkOnRandomPages() {
        byte[] data = new byte[4096];
        new SplittableRandom(1).nextBytes(data);
        CRC32 jdk = new CRC32();
        jdk.update(data, 1000, 3000);
        assertEquals((int) jdk.getValue(), Crc32Reference.crc32(data, 1000, 3000));
    }

    @Test
    void crcTableEntryOneIsTheReflectedPolynomialShiftedSevenTimes() {
        // entry 1: seven shifts of a lone low bit, then the eighth shift xors in 0xEDB88320 after shifting
        // 0x01 -> 0 ^ poly at the first shift, ... the standard table value is 0x77073096
        assertEquals(0x77073096, Crc32.table()[1]);
        assertEquals(0, Crc32.table()[0]);
    }

    @Test
    void luOfAThreeByThreeMatrix() {
        // A = [4 3 0; 8 7 2; 0 2 5]: l21 = 8/4 = 2, u22 = 7 - 2*3 = 1, u23 = 2 - 2*0 = 2, l31 = 0,
        // l32 = (2 - 0*3)/1 = 2, u33 = 5 - 0*0 - 2*2 = 1
        float[] a = {4, 3, 0, 8, 7, 2, 0, 2, 5};
        assertArrayEquals(new double[]{4, 3, 0, 2, 1, 2, 0, 2, 1}, LudReference.factor(a, 3).packed(), 1e-12);
    }

    @Test
    void luFactorsMultiplyBackToTheMatrix() {
        float[] a = Lud.generate(16, 3);
        double[] back = LudReference.multiply(LudReference.factor(a, 16).packed(), 16);
        for (int i = 0; i < a.length; i++) {
            assertEquals(a[i], back[i], 1e-9);
        }
    }

    @Test
    void fftOfAnImpulseIsFlat() {
        double[][] x = FftReference.transform(new double[]{1, 0, 0, 0, 0, 0, 0, 0}, new double[8]);
        for (int k = 0; k < 8; k++) {
            assertEquals(1, x[0][k], 1e-15);
            assertEquals(0, x[1][k], 1e-15);
        }
    }

    @Test
    void fftOfAShiftedImpulseIsTheTwiddleSequence() {
        // x = delta_1, n = 4: X_k = e^{-2 pi i k/4} = 1, -i, -1, i
        double[][] x = FftReference.transform(new double[]{0, 1, 0, 0}, new double[4]);
        assertArrayEquals(new double[]{1, 0, -1, 0}, x[0], 1e-15);
        assertArrayEquals(new double[]{0, -1, 0, 1}, x[1], 1e-15);
    }

    @Test
    void recursiveFftMatchesTheDefiningSum() {
        SplittableRandom r = new SplittableRandom(5);
        double[] re = new double[32];
        double[] im = new double[32];
        for (int i = 0; i < 32; i++) {
            re[i] = r.nextDouble();
            im[i] = r.nextDouble();
        }
        double[][] a = FftReference.transform(re, im);
        double[][] b = FftReference.direct(re, im);
        assertArrayEquals(b[0], a[0], 1e-12);
        assertArrayEquals(b[1], a[1], 1e-12);
    }

    @Test
    void bfsLevelsOfAHandDrawnGraph() {
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3, 3 -> 4, 5 -> 0 (5 is unreachable from 0)
        Bfs.Graph g = new Bfs.Graph(new int[]{0, 2, 3, 4, 5, 5}, new int[]{2, 1, 1, 1, 0, 1},
                new int[]{1, 2, 3, 3, 4, 0});
        assertArrayEquals(new int[]{0, 1, 1, 2, 3, -1}, BfsReference.levels(g, 0));
    }

    @Test
    void needlemanWunschScoresOfAcAgainstA() {
        // match 5, mismatch -4, gap 10: F(1,1) = max(0+5, -20, -20) = 5; F(2,1) = max(-10-4, 5-10, -20-10) = -5
        int[] f = NeedlemanWunschReference.scores(new byte[]{0, 1}, new byte[]{0}, 5, -4, 10);
        assertArrayEquals(new int[]{0, -10, -10, 5, -20, -5}, f);
    }

    @Test
    void wavelet53OfARamp() {
        // x = 1 2 3 4, x[4] mirrors x[2] = 3: d0 = 2 - (1+3)/2 = 0, d1 = 4 - (3+3)/2 = 1;
        // s0 = 1 + floor((0+0+2)/4) = 1, s1 = 3 + floor((0+1+2)/4) = 3
        assertArrayEquals(new int[]{1, 3, 0, 1}, Dwt2dReference.forward1d(new int[]{1, 2, 3, 4}));
    }

    @Test
    void wavelet53OfAConstantHasNoDetail() {
        assertArrayEquals(new int[]{7, 7, 0, 0}, Dwt2dReference.forward1d(new int[]{7, 7, 7, 7}));
    }

    @Test
    void coulombPotentialOfOneChargeAtDistanceFive() {
        double[][] p = GemReference.potentials(new float[]{0, 0, 0, 2}, new float[]{3, 4, 0, 0}, 10);
        assertEquals(10 * 2 / 5.0, p[0][0], 1e-12);
    }

    @Test
    void sradLeavesAPixelWithEqualNeighboursUnchanged() {
        // 4 x 4 image of 2s except the region of interest's (0,0) = 1 and (0,1) = 3: pixel (3,3) and its
        // neighbours (2,3), (3,2) (and itself, replicated at the border) are all 2, so every derivative is 0
        float[] img = new float[16];
        java.util.Arrays.fill(img, 2);
        img[0] = 1;
        img[1] = 3;
        assertEquals(2, SradReference.diffuse(img, 4, 4, 1, 0.5f)[15], 0);
    }

    @Test
    void kmeansOnFourPointsConvergesInThreePasses() {
        // points 0, 1, 10, 11; centres start at 0 and 1: pass 1 gives {0}, {1,10,11} -> centres 0, 22/3;
        // pass 2 gives {0,1}, {10,11} -> 0.5, 10.5; pass 3 changes nothing
        KMeansReference.Result r = KMeansReference.lloyd(new float[]{0, 1, 10, 11}, 4, 1, 2, 10);
        assertArrayEquals(new int[]{0, 0, 1, 1}, r.membership());
        assertEquals(3, r.iterations());
    }

    @Test
    void hmmForwardLikelihoodOfTwoObservations() {
        // summing over the four state paths: .5*.9*.7*.1 + .5*.9*.3*.8 + .5*.2*.4*.1 + .5*.2*.6*.8 = .1915
        HmmForward.Model m = new HmmForward.Model(new float[]{0.7f, 0.3f, 0.4f, 0.6f},
                new float[]{0.9f, 0.1f, 0.2f, 0.8f}, new float[]{0.5f, 0.5f}, new int[]{0, 1});
        assertEquals(Math.log(0.1915), HmmReference.forward(m, 2, 2).logLikelihood(), 1e-6);
        assertEquals(0.55, HmmReference.forward(m, 2, 2).scale()[0], 1e-7);
    }

    @Test
    void spmvOfATwoByTwoMatrix() {
        // [1 2; 0 3] (1, 1) = (3, 3)
        double[] y = SpmvReference.multiply(2, new int[]{0, 2, 3}, new int[]{0, 1, 1}, new float[]{1, 2, 3},
                new float[]{1, 1});
        assertArrayEquals(new double[]{3, 3}, y, 0);
    }
}
