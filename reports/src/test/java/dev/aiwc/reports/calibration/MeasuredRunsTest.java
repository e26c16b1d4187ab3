package dev.aiwc.reports.calibration;

import dev.aiwc.reports.timing.TimesCsv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The calibration's inputs as a program reads them (the fit itself: fermi-l1's MwpCwpCalibrationTest, cli's CalibrateCommandTest). */
class MeasuredRunsTest {

    @Test
    void aTimingWithoutACharacterisationNamesItsLine(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("times.csv"), "");
        String key = TimesCsv.key("", "mm", "", "0", "mm.cl");
        var e = assertThrows(IllegalArgumentException.class, () -> MeasuredRuns.fromTimings(csv,
                List.of(new TimesCsv.Timing(csv + ":2", key, true, "P", "D", "1", 5, 1e-3, 1e-3, 1e-3)), dir));
        assertTrue(e.getMessage().startsWith(csv + ":2: no characterisation under " + dir), e.getMessage());
    }

    @Test
    void aCsvWithoutTheHeaderSaysWhichHeader(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("t.csv"), "a.json,1e-3\n");
        var e = assertThrows(IllegalArgumentException.class, () -> MeasuredRuns.fromCsv(csv));
        assertTrue(e.getMessage().startsWith(csv + ":1: expected the header 'characterisation,seconds'"),
                e.getMessage());
    }
}
