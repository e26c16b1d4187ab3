package dev.aiwc.reports.timing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The times CSV as the calibration and predict read it, from files written by hand. */
class TimesCsvTest {
    /** The columns the reader takes, by name; the others of the real file are not needed to read a row. */
    private static final String HEADER = "application,kernel,size,invocation,source,platform,device,driver,repeats,"
            + "medianSeconds,q1Seconds,q3Seconds,verified\n";

    @Test
    void anIdentityNamesTheSourceByItsNormalisedPath() {
        assertEquals("application= kernel=mm size= invocation=0 source=b.cl",
                TimesCsv.key("", "mm", "", "0", "./a/../b.cl"));
        assertEquals(TimesCsv.key("", "mm", "", "0", "b.cl"), TimesCsv.key("", "mm", "", "0", "./a/../b.cl"));
    }

    @Test
    void everyRowOfEveryDeviceIsReadWithItsLineAndMeasurement(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("times.csv"), HEADER
                + "# a comment line is skipped\n"
                + "lud,diag,tiny,0,lud.cl,PoCL,cpu,5.0,5,2.0e-3,1.5e-3,2.5e-3,true\n"
                + "lud,diag,tiny,0,lud.cl,CUDA,H100,550,7,1.0e-5,0.9e-5,1.1e-5,false\n");
        List<TimesCsv.Timing> rows = TimesCsv.readEvery(csv);
        assertEquals(List.of(
                new TimesCsv.Timing(csv + ":3", "application=lud kernel=diag size=tiny invocation=0 source=lud.cl",
                        true, "PoCL", "cpu", "5.0", 5, 2.0e-3, 1.5e-3, 2.5e-3),
                new TimesCsv.Timing(csv + ":4", "application=lud kernel=diag size=tiny invocation=0 source=lud.cl",
                        false, "CUDA", "H100", "550", 7, 1.0e-5, 0.9e-5, 1.1e-5)), rows);
        assertEquals("CUDA / H100", rows.get(1).device());
    }

    @Test
    void aDeviceFilterKeepsTheRowsOfTheDeviceItNames(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("times.csv"), HEADER
                + "a,k,s,0,k.cl,PoCL,cpu,5.0,5,2.0e-3,1.5e-3,2.5e-3,true\n"
                + "a,k,s,0,k.cl,CUDA,H100,550,7,1.0e-5,0.9e-5,1.1e-5,true\n");
        List<TimesCsv.Timing> rows = TimesCsv.read(csv, "h100");
        assertEquals(1, rows.size());
        assertEquals(1.0e-5, rows.get(0).medianSeconds());
    }

    @Test
    void twoDevicesWithoutAFilterAreRefusedNamingBoth(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("times.csv"), HEADER
                + "a,k,s,0,k.cl,PoCL,cpu,5.0,5,2.0e-3,1.5e-3,2.5e-3,true\n"
                + "a,k,s,0,k.cl,CUDA,H100,550,7,1.0e-5,0.9e-5,1.1e-5,true\n");
        var e = assertThrows(IllegalArgumentException.class, () -> TimesCsv.read(csv, null));
        assertEquals(csv + " holds times of 2 devices (PoCL / cpu; CUDA / H100); choose the GPU to calibrate with"
                + " --device NAME", e.getMessage());
    }

    @Test
    void aTimeThatIsNotPositiveNamesItsLine(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("times.csv"), HEADER
                + "a,k,s,0,k.cl,PoCL,cpu,5.0,5,0,0,0,true\n");
        var e = assertThrows(IllegalArgumentException.class, () -> TimesCsv.readEvery(csv));
        assertEquals(csv + ":2: medianSeconds '0' is not a positive time in seconds", e.getMessage());
    }

    @Test
    void aTimesFileIsKnownByItsIdentityHeader(@TempDir Path dir) throws IOException {
        Path times = Files.writeString(dir.resolve("times.csv"), String.join(",",
                dev.aiwc.reports.dataset.DatasetCsv.IDENTITY) + "," + String.join(",", TimesCsv.COLUMNS) + "\n");
        Path pairs = Files.writeString(dir.resolve("pairs.csv"), "characterisation,seconds\n");
        assertTrue(TimesCsv.isTimesFile(times));
        assertFalse(TimesCsv.isTimesFile(pairs));
    }
}
