package dev.aiwc.reports.timing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The raw runs file: whole nanoseconds per run, fewer runs as empty trailing fields, gzip by name. */
class RunsCsvTest {

    private static final List<String> IDENTITY = List.of("application", "kernel", "size", "invocation", "source");

    @Test
    void runsAreWholeNanosecondsAndAShorterRowEndsInEmptyFields() {
        // 12.345 µs is 12345 ns; 1 s is 10^9 ns; a row of 2 runs under a header of 3 leaves the third empty
        StringBuilder s = new StringBuilder(RunsCsv.header(IDENTITY, 3));
        RunsCsv.appendRow(s, "lud,diag,tiny,0,lud.cl", "PoCL", "cpu, 2 cores", new double[]{12.345e-6, 1, 2e-9}, 3);
        RunsCsv.appendRow(s, "lud,diag,tiny,1,lud.cl", "PoCL", "cpu, 2 cores", new double[]{5e-6, 6e-6}, 3);
        assertEquals("application,kernel,size,invocation,source,platform,device,run1Nanoseconds,run2Nanoseconds,"
                + "run3Nanoseconds\n"
                + "lud,diag,tiny,0,lud.cl,PoCL,\"cpu, 2 cores\",12345,1000000000,2\n"
                + "lud,diag,tiny,1,lud.cl,PoCL,\"cpu, 2 cores\",5000,6000,\n", s.toString());
    }

    @Test
    void aGzippedFileReadsAsThePlainOneWithEachRowsRunsInSeconds(@TempDir Path dir) throws IOException {
        String text = "application,kernel,size,invocation,source,platform,device,run1Nanoseconds,run2Nanoseconds\n"
                + "lud,diag,tiny,0,./x/../lud.cl,PoCL,cpu,12345,7\n"
                + "lud,diag,tiny,1,lud.cl,PoCL,cpu,5000,\n";
        Path gz = Files.write(dir.resolve("runs.csv.gz"), RunsCsv.gzip(text));
        List<RunsCsv.Runs> rows = RunsCsv.read(gz);
        assertEquals(2, rows.size());
        assertEquals(gz + ":2", rows.get(0).where());
        assertEquals(TimesCsv.key("lud", "diag", "tiny", "0", "lud.cl"), rows.get(0).key());
        assertEquals("PoCL / cpu", rows.get(0).device());
        assertArrayEquals(new double[]{12345e-9, 7e-9}, rows.get(0).seconds());
        assertArrayEquals(new double[]{5000e-9}, rows.get(1).seconds());
        Path plain = Files.writeString(dir.resolve("runs.csv"), text);
        assertArrayEquals(rows.get(0).seconds(), RunsCsv.read(plain).get(0).seconds());
        assertArrayEquals(RunsCsv.gzip(text), RunsCsv.gzip(text), "the same text, the same bytes");
    }

    @Test
    void aRunThatIsNotAWholeNumberOfNanosecondsIsRefusedWithItsLine(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("runs.csv"), "application,kernel,size,invocation,source,platform,"
                + "device,run1Nanoseconds\nlud,diag,tiny,0,lud.cl,PoCL,cpu,1.5e-6\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunsCsv.read(csv));
        assertEquals(csv + ":2: run 1 is '1.5e-6', not a whole number of nanoseconds", e.getMessage());
    }

    @Test
    void aRunAfterAnEmptyOneIsRefused(@TempDir Path dir) throws IOException {
        Path csv = Files.writeString(dir.resolve("runs.csv"), "application,kernel,size,invocation,source,platform,"
                + "device,run1Nanoseconds,run2Nanoseconds\nlud,diag,tiny,0,lud.cl,PoCL,cpu,,5\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunsCsv.read(csv));
        assertTrue(e.getMessage().startsWith(csv + ":2: run 2 follows an empty run field"), e.getMessage());
    }

    @Test
    void aFileNamedGzThatIsNotGzipSaysSo(@TempDir Path dir) throws IOException {
        Path gz = Files.writeString(dir.resolve("runs.csv.gz"), "application,kernel\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunsCsv.read(gz));
        assertTrue(e.getMessage().startsWith(gz + " is not gzip"), e.getMessage());
    }
}
