package dev.aiwc.dwarfs.original;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The sizes the drivers derive from the run-script arguments reproduce the working sets that the run script
 * (opendwarf_application_parameters.py) writes beside each preset, in KiB, computed from the original program's
 * device buffers; and the launch counts follow by hand from those sizes.
 */
class PublishedSizesTest {

    private static final List<String> PRESETS = List.of("tiny", "small", "medium", "large");

    /** The script writes KiB to at most two decimals (131136 for 131136.008). */
    private static final double ROUNDING = 0.01;

    private static double kib(long bytes) {
        return bytes / 1024.0;
    }

    @Test
    void ludsMatrixIsTheScriptsWorkingSet() {
        // lud.c: one order x order float matrix d_m; script: 25, 225, 8100, 65536 KiB
        double[] published = {25, 225, 8100, 65536};
        for (int i = 0; i < PRESETS.size(); i++) {
            long n = LudDriver.order(PRESETS.get(i));
            assertEquals(published[i], kib(4 * n * n), ROUNDING, PRESETS.get(i));
        }
    }

    @Test
    void needlesTwoMatricesAreTheScriptsWorkingSet() {
        // needle.c: referrence_cuda and matrix_cuda, (n+1)^2 ints each; script: 18.76, 244.76, 7953.76, 131136 KiB
        double[] published = {18.76, 244.76, 7953.76, 131136};
        for (int i = 0; i < PRESETS.size(); i++) {
            long n = NeedleDriver.length(PRESETS.get(i)) + 1;
            assertEquals(published[i], kib(2 * 4 * n * n), ROUNDING, PRESETS.get(i));
            assertEquals(10, NeedleDriver.penalty(PRESETS.get(i)));
        }
    }

    @Test
    void fftsTwoComplexBuffersAreTheScriptsWorkingSet() {
        // two buffers of N complex floats (8 bytes each); script: 32, 256, 8192, 32768 KiB
        double[] published = {32, 256, 8192, 32768};
        for (int i = 0; i < PRESETS.size(); i++) {
            assertEquals(published[i], kib(2 * 8L * FftDriver.points(PRESETS.get(i))), ROUNDING, PRESETS.get(i));
        }
    }

    @Test
    void sradsSixImagesAreTheScriptsWorkingSet() {
        // srad.c: J, C, E, W, N, S, rows x cols floats each; script: 30, 240, 8064, 49152 KiB
        double[] published = {30, 240, 8064, 49152};
        for (int i = 0; i < PRESETS.size(); i++) {
            SradDriver.Args a = SradDriver.args(PRESETS.get(i));
            assertEquals(published[i], kib(6 * 4L * a.rows() * a.cols()), ROUNDING, PRESETS.get(i));
            assertEquals(0.5f, a.lambda());
            assertEquals(1, a.iterations());
        }
    }

    @Test
    void launchCountsFollowFromThePublishedSizes() {
        // lud: 3 (n/16 - 1) + 1 for n = 80, 240, 1440, 4096
        assertEquals(List.of(13L, 43L, 268L, 766L), planned(new LudDriver()));
        // needle: 2 (n/16) - 1 for n = 48, 176, 1008, 4096
        assertEquals(List.of(5L, 21L, 125L, 511L), planned(new NeedleDriver()));
        // fft: radix-16 stages while they fit, then one of 8, 4 or 2: 2048 = 16^2 * 8, 16384 = 16^3 * 4,
        // 524288 = 2^19 = 16^4 * 8, 2097152 = 2^21 = 16^5 * 2
        assertEquals(List.of(3L, 4L, 5L, 6L), planned(new FftDriver()));
        // dwt2d -l 3: the component split, then per level and colour one transform
        assertEquals(List.of(10L, 10L, 10L, 10L), planned(new Dwt2dDriver()));
    }

    @Test
    void dataFilesAreTheScriptsPathsFromTheCheckoutRoot() {
        assertEquals("test/sparse-linear-algebra/SPMV/medium", CsrDriver.file("medium"));
        assertEquals("test/spectral-methods/dwt2d/3648x2736-gum.ppm", Dwt2dDriver.file("large"));
        assertEquals("test/n-body-methods/gem/4TUT", GemDriver.molecule("tiny"));
        assertEquals("test/combinational-logic/crc/crc_1000x16000.txt", CrcDriver.file("small"));
        assertEquals("test/graph-traversal/bfs/graph172032.txt", BfsDriver.file("medium"));
    }

    @Test
    void kmeansAndHmmTakeTheirShapesFromTheFlags() {
        // kmeans -g -f 30 -p 256 / 2048 / 65600 / 131072
        assertEquals(List.of(256, 2048, 65600, 131072), List.of(KmeansDriver.points("tiny"),
                KmeansDriver.points("small"), KmeansDriver.points("medium"), KmeansDriver.points("large")));
        assertEquals(30, KmeansDriver.features("large"));
        // bwa_hmm -s 900 -v s: no -n, so the program's default 60 states
        assertEquals(new HmmDriver.Args(60, 900, 's'), HmmDriver.args("small"));
        assertEquals(new HmmDriver.Args(2048, 2048, 'n'), HmmDriver.args("large"));
    }

    private static List<Long> planned(OriginalDriver d) {
        return List.of(d.plannedInvocations("tiny"), d.plannedInvocations("small"), d.plannedInvocations("medium"),
                d.plannedInvocations("large"));
    }
}
