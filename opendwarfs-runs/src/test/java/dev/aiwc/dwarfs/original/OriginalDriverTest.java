package dev.aiwc.dwarfs.original;

import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Set-up rules of the original host programs that need no checkout. */
class OriginalDriverTest {

    @Test
    void csrUsesTheMaximumWorkGroupWhenItDividesTheRows() {
        assertEquals(256, CsrDriver.workGroup(1024, 256));
    }

    @Test
    void csrFallsBackToTheLargestPowerOfTwoDividingTheRows() {
        // 736 = 32 * 23
        assertEquals(32, CsrDriver.workGroup(736, 256));
    }

    @Test
    void fftPicksRadixSixteenWhileItFitsThenSmaller() {
        // n = 2048 = 16 * 16 * 8: p = 1 -> 16, p = 16 -> 16, p = 256 -> 8
        assertEquals(16, FftDriver.radix(1, 2048));
        assertEquals(16, FftDriver.radix(16, 2048));
        assertEquals(8, FftDriver.radix(256, 2048));
        assertEquals(3, new FftDriver().plannedInvocations("tiny"));
    }

    @Test
    void hmmVaryingModeDecidesWhichSizeArgumentCounts() {
        assertEquals(60, HmmDriver.shape(HmmDriver.args("tiny"))[0]);
        assertEquals(8, HmmDriver.shape(HmmDriver.args("tiny"))[1]);
        assertEquals(1012, HmmDriver.shape(HmmDriver.args("medium"))[0]);
        assertEquals(2, HmmDriver.shape(HmmDriver.args("medium"))[1]);
    }

    @Test
    void runScriptArgumentsAreReproduced() {
        assertEquals("-s 80", OriginalDrivers.byName("lud").arguments("tiny"));
        assertEquals("48 10", OriginalDrivers.byName("nw").arguments("tiny"));
        assertEquals("80 16 0 127 0 127 0.5 1", OriginalDrivers.byName("srad").arguments("tiny"));
        assertEquals("-g -f 30 -p 65600", OriginalDrivers.byName("kmeans").arguments("medium"));
        assertEquals("-n 2048 -s 2048 -v n", OriginalDrivers.byName("hmm").arguments("large"));
    }

    @Test
    void aDirectoryWithoutOpenDwarfsIsRejected(@TempDir Path dir) {
        assertThrows(AiwcException.class, () -> OpenDwarfsCheckout.at(dir));
    }

    @Test
    void aGitLfsPointerIsNotTakenForData(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("dense-linear-algebra/lud"));
        Files.createDirectories(dir.resolve("include"));
        Files.writeString(dir.resolve("dense-linear-algebra/lud/lud_kernel.cl"), "");
        Files.writeString(dir.resolve("graph.txt"), "version https://git-lfs.github.com/spec/v1\noid sha256:00\n");
        Files.writeString(dir.resolve("real.txt"), "3\n");
        OpenDwarfsCheckout c = OpenDwarfsCheckout.at(dir);
        assertFalse(c.hasData("graph.txt"));
        assertTrue(c.hasData("real.txt"));
        AiwcException e = assertThrows(AiwcException.class, () -> c.data("graph.txt"));
        assertTrue(e.detail().contains("git lfs pull"));
    }

    @Test
    void anOpendwarfsRequestPlansTheCheckoutsDriversInSuiteOrder(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("dense-linear-algebra/lud"));
        Files.createDirectories(dir.resolve("include"));
        Files.writeString(dir.resolve("dense-linear-algebra/lud/lud_kernel.cl"), "");
        var request = new dev.aiwc.dwarfs.suite.SuiteRequest(java.util.List.of("tiny"), java.util.List.of("hmm,lud"),
                dir.resolve("out"), 1, dev.aiwc.dwarfs.suite.Shard.WHOLE, dir);
        var runs = request.plan().runs();
        assertEquals(2, runs.size());
        assertEquals("lud tiny", runs.get(0).toString());
        assertEquals("hmm tiny", runs.get(1).toString());
        assertEquals(11, request.catalogue().size());
    }

    @Test
    void theElectrostaticSizeOfOneAtomIsItsRadius() {
        // one ball of radius r: M = r^3, I = diag(2 * r^3 * r^2/5) ... each diagonal term is M (2 r^2/5),
        // det = M^3 (2r^2/5)^3, A = sqrt(5/(2M)) * (M^3 (2 r^2/5)^3)^(1/6) = sqrt(5/(2M)) sqrt(M) sqrt(2/5) r = r
        var residue = new GemDriver.Residue(java.util.List.of(new float[]{1, 2, 3, 0, 1.5f}));
        assertEquals(1.5, GemDriver.electrostaticSize(java.util.List.of(residue)), 1e-9);
    }
}
