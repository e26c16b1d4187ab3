package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.suite.Applications;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Inputs depend only on the seed, and each preset's working set lies within its bounds. */
class GeneratorTest {

    @Test
    void generatorsRepeatForTheSameSeedAndDifferForAnother() {
        assertArrayEquals(Crc32.generate(Crc32.shape("tiny"), 1), Crc32.generate(Crc32.shape("tiny"), 1));
        assertFalse(java.util.Arrays.equals(Crc32.generate(Crc32.shape("tiny"), 1),
                Crc32.generate(Crc32.shape("tiny"), 2)));
        assertArrayEquals(Lud.generate(32, 9), Lud.generate(32, 9));
        assertArrayEquals(Fft.generate(Fft.shape("tiny"), 4), Fft.generate(Fft.shape("tiny"), 4));
        assertArrayEquals(Dwt2d.generate(Dwt2d.shape("tiny"), 4), Dwt2d.generate(Dwt2d.shape("tiny"), 4));
        assertArrayEquals(Srad.generate(Srad.shape("tiny"), 4), Srad.generate(Srad.shape("tiny"), 4));
        assertArrayEquals(KMeans.generate(200, 4), KMeans.generate(200, 4));
        assertArrayEquals(Bfs.generate(Bfs.shape("tiny"), 4).edges(), Bfs.generate(Bfs.shape("tiny"), 4).edges());
        assertArrayEquals(Spmv.generate(Spmv.shape("tiny"), 4).cols(), Spmv.generate(Spmv.shape("tiny"), 4).cols());
        assertArrayEquals(Gem.generate(Gem.shape("tiny"), 4).atoms(), Gem.generate(Gem.shape("tiny"), 4).atoms());
        assertArrayEquals(NeedlemanWunsch.generate(48, 4).a(), NeedlemanWunsch.generate(48, 4).a());
        assertArrayEquals(HmmForward.generate(HmmForward.shape("tiny"), 4).transition(),
                HmmForward.generate(HmmForward.shape("tiny"), 4).transition());
    }

    @Test
    void everyPresetsWorkingSetIsWithinItsBounds() {
        for (DwarfApplication app : Applications.all()) {
            for (String size : app.sizes()) {
                long bytes = app.workingSetBytes(size);
                assertTrue(SizePreset.parse(size).admits(bytes),
                        app.name() + " " + size + " has a working set of " + bytes + " bytes");
            }
        }
    }

    @Test
    void ludTinyWorkingSetIsTheEightyByEightyMatrix() {
        assertEquals(80 * 80 * 4, new Lud().workingSetBytes("tiny"));
    }

    @Test
    void csrRowsAreSortedAndDistinct() {
        Spmv.Input in = Spmv.generate(Spmv.shape("tiny"), 7);
        for (int r = 0; r < in.rows(); r++) {
            for (int k = in.rowStart()[r] + 1; k < in.rowStart()[r + 1]; k++) {
                assertTrue(in.cols()[k - 1] < in.cols()[k]);
            }
        }
    }

    @Test
    void gemVerticesStayAtLeastFourFromEveryAtom() {
        Gem.Input in = Gem.generate(Gem.shape("tiny"), 3);
        for (int v = 0; v < in.vertices().length; v += 4) {
            for (int a = 0; a < in.atoms().length; a += 4) {
                double dx = in.vertices()[v] - in.atoms()[a];
                double dy = in.vertices()[v + 1] - in.atoms()[a + 1];
                double dz = in.vertices()[v + 2] - in.atoms()[a + 2];
                assertTrue(Math.sqrt(dx * dx + dy * dy + dz * dz) >= 4 - 1e-4);
            }
        }
    }
}
