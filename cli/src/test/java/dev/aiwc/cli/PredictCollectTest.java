package dev.aiwc.cli;

import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.predict.data.TrainingCsv;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;
import dev.aiwc.reports.timing.RunsCsv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** {@code aiwc predict collect} on the smallest slice of the suite: one application at size tiny. */
class PredictCollectTest {

    @Test
    void joinsEveryTimedInvocationWithItsCharacterisationAndResumes(@TempDir Path dir) throws IOException {
        assumeTrue(NativeDevice.isAvailable(), "no OpenCL device here (install pocl-opencl-icd to run this test)");
        Path out = dir.resolve("set");
        // srad tiny: 2 iterations of srad_coefficients + srad_update = 4 invocations, each timed on every device
        CliRun.Outcome o = CliRun.run("predict", "collect", "--sizes", "tiny", "--only", "srad", "--repeat", "2",
                "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        TrainingSet set = TrainingCsv.read(out.resolve(TrainingCsv.FILE));
        int devices = NativeDevice.available().size();
        assertEquals(4 * devices, set.rows().size());
        assertEquals(devices, set.devices().size());
        assertEquals("srad/srad_coefficients", set.kernelOf(set.rows().get(0)));
        assertTrue(Files.readString(out.resolve("README.md")).contains("--repeat 2"));
        assertTrue(Files.readString(out.resolve("devices.csv")).lines().count() == 1 + devices);

        // a rerun keeps what is there: the times are not taken again
        Path times;
        try (var walk = Files.walk(out.resolve("times"))) {
            times = walk.filter(p -> p.toString().endsWith(".csv")).findFirst().orElseThrow();
        }
        Files.setLastModifiedTime(times, FileTime.fromMillis(0));
        o = CliRun.run("predict", "collect", "--sizes", "tiny", "--only", "srad", "--repeat", "2", "--out",
                out.toString());
        assertEquals(0, o.code(), o.err());
        assertEquals(0, Files.getLastModifiedTime(times).toMillis());
        assertEquals(set.sha256(), TrainingCsv.read(out.resolve(TrainingCsv.FILE)).sha256());
    }

    /**
     * {@code predict collect} of the vector-add example alone into {@code dir/set}, timed {@code repeat} times. It
     * launches vadd once; its results sit in a folder named after the spec, specs/0-vadd.json.
     */
    private static Path collectVectorAdd(Path dir, int repeat) {
        assumeTrue(NativeDevice.isAvailable(), "no OpenCL device here (install pocl-opencl-icd to run this test)");
        Path out = dir.resolve("set");
        Path spec = Path.of("..", "examples", "vector-add", "vadd.json").toAbsolutePath().normalize();
        CliRun.Outcome o = CliRun.run("predict", "collect", "--sizes", "none", "--spec", spec.toString(), "--repeat",
                Integer.toString(repeat), "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        return out;
    }

    @Test
    void aSpecAloneGivesOneRowPerInvocationAndDevice(@TempDir Path dir) throws IOException {
        Path out = collectVectorAdd(dir, 1);
        TrainingSet set = TrainingCsv.read(out.resolve(TrainingCsv.FILE));
        assertEquals(NativeDevice.available().size(), set.rows().size());
    }

    @Test
    void everyTimedRunIsKeptAndTheMedianIsTheRunsMedian(@TempDir Path dir) throws IOException {
        Path out = collectVectorAdd(dir, 3);
        TrainingSet set = TrainingCsv.read(out.resolve(TrainingCsv.FILE));
        List<RunsCsv.Runs> runs = RunsCsv.read(out.resolve(RunsCsv.GZIP_FILE));
        // vadd launches once: one row of 3 runs per device, in training.csv's order
        assertEquals(set.rows().size(), runs.size());
        for (int i = 0; i < runs.size(); i++) {
            TrainingRow row = set.rows().get(i);
            assertEquals(row.device(), runs.get(i).device());
            double[] x = runs.get(i).seconds().clone();
            assertEquals(3, x.length);
            Arrays.sort(x);
            assertTrue(x[0] > 0, Arrays.toString(x));
            // of 3 sorted runs the median is the middle one, and the quartiles (R's type 7, at positions 0.5 and
            // 1.5) lie halfway between it and its neighbours; training.csv keeps 7 significant digits
            assertEquals(sevenDigits(x[1]), sevenDigits(row.seconds()));
            assertEquals(sevenDigits((x[0] + x[1]) / 2), sevenDigits(row.timing().q1Seconds()));
            assertEquals(sevenDigits((x[1] + x[2]) / 2), sevenDigits(row.timing().q3Seconds()));
        }
        // the spec's own aiwc time wrote the same runs beside its times.csv
        List<RunsCsv.Runs> timed = RunsCsv.read(out.resolve("specs").resolve("0-vadd.json").resolve(RunsCsv.FILE));
        assertEquals(runs.size(), timed.size());
        for (int i = 0; i < runs.size(); i++) {
            assertArrayEquals(timed.get(i).seconds(), runs.get(i).seconds());
        }
    }

    private static String sevenDigits(double seconds) {
        return String.format(Locale.ROOT, "%.6e", seconds);
    }
}
