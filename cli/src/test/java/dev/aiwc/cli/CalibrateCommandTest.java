package dev.aiwc.cli;

import dev.aiwc.cli.CliRun.Outcome;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.fermil1.mwpcwp.MwpCwpInputs;
import dev.aiwc.fermil1.mwpcwp.MwpCwpModel;
import dev.aiwc.fermil1.mwpcwp.MwpCwpParameters;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code aiwc calibrate} on characterisations of the shipped micro-benchmarks, simulated once for the class; the
 * "measured" times come from the model itself with known memory parameters, so the fit must give them back.
 */
class CalibrateCommandTest {
    /** The five memory micro-benchmarks: one per fitted parameter. */
    private static final List<String> MEMORY = List.of("latency", "seg32", "seg64", "seg128", "vector32");

    @TempDir
    static Path dir;



    private static void copyResource(String name) throws IOException {
        try (InputStream in = CalibrateCommandTest.class.getResourceAsStream("/microbench/" + name)) {
            Files.copy(in, dir.resolve(name));
        }
    }

    /**
     * Characterises each memory micro-benchmark with its shipped spec for GT200 (the GPU these expectations were
     * derived for), as the README's workflow does.
     */
    @BeforeAll
    static void characterise() throws IOException {
        for (String k : MEMORY) {
            copyResource(k + ".cl");
            copyResource(k + ".json");
            Outcome o = CliRun.run("run", dir.resolve(k + ".json").toString(), "--collectors", "mwp-cwp", "--gpu",
                    "gt200", "--out", dir.resolve("out").toString(), "--quiet", "--threads", "2");
            assertEquals(0, o.code(), o.err());
        }
    }

    @SuppressWarnings("unchecked")
    private static MwpCwpInputs inputsOf(String kernel) throws IOException {
        Map<String, Object> root = new ObjectMapper().readValue(dir.resolve("out/" + kernel + "-0.json").toFile(),
                Map.class);
        Map<String, Object> section = (Map<String, Object>) ((Map<String, Object>) root.get("collectors")).get(
                "mwp-cwp");
        return MwpCwpInputs.fromMap((Map<String, Object>) section.get("inputs"));
    }

    private static Path times(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    /** TIMES.csv rows for the given kernels with times the model predicts under {@code truth}. */
    private static String rows(List<String> kernels, MwpCwpParameters truth) throws IOException {
        StringBuilder s = new StringBuilder("characterisation,seconds\n");
        for (String k : kernels) {
            double seconds = MwpCwpModel.predict(inputsOf(k), truth).seconds();
            s.append(String.format(Locale.ROOT, "out/%s-0.json,%.17g%n", k, seconds));
        }
        return s.toString();
    }

    private static Map<String, Double> presetValues(Path preset) throws IOException {
        Map<String, Double> m = new HashMap<>();
        for (String line : Files.readAllLines(preset)) {
            if (line.startsWith("--gpu-set ")) {
                String[] kv = line.substring("--gpu-set ".length()).split("=");
                m.put(kv[0], Double.parseDouble(kv[1]));
            }
        }
        return m;
    }

    @Test
    void recoversTheMemoryParametersThatProducedTheTimes() throws IOException {
        // a GT200 whose memory differs from the preset's 450 / 37 / 37 / 58 / 57 cycles
        MwpCwpParameters truth = MwpCwpParameters.resolve("gt200", Map.of("baseLatency", "520", "delay32", "31",
                "delay64", "42", "delay128", "66", "delayVector32", "49"));
        Path csv = times("TIMES.csv", rows(MEMORY, truth));
        Path preset = dir.resolve("preset.txt");
        Outcome o = CliRun.run("calibrate", csv.toString(), "--out", preset.toString());
        assertEquals(0, o.code(), o.err());
        Map<String, Double> fitted = presetValues(preset);
        // the times are exact, so the fit gives the parameters back to the preset's two printed decimals
        assertEquals(520, fitted.get("baseLatency"), 0.006);
        assertEquals(31, fitted.get("delay32"), 0.006);
        assertEquals(42, fitted.get("delay64"), 0.006);
        assertEquals(66, fitted.get("delay128"), 0.006);
        assertEquals(49, fitted.get("delayVector32"), 0.006);
        assertTrue(o.out().contains("rms relative error 0.0000"), o.out());
        assertTrue(o.out().contains("mwp-cwp calibration for gt200 from 5 measured run(s)"), o.out());
        assertTrue(o.out().contains("out/seg128-0.json"), o.out());
        assertTrue(o.out().contains("--gpu-set baseLatency="), o.out());
    }

    @Test
    void startsFromThePresetGivenWithGpuAndNotesTheRecordedOne() throws IOException {
        // a GTX 480 (15 SMs, 1401 MHz, 1 issue cycle) whose memory differs from the preset's 600 / 20 / 20 / 40 / 40
        MwpCwpParameters truth = MwpCwpParameters.resolve("gtx480", Map.of("baseLatency", "480", "delay32", "24",
                "delay64", "18", "delay128", "35", "delayVector32", "44"));
        Path csv = times("TIMES480.csv", rows(MEMORY, truth));
        Path preset = dir.resolve("preset480.txt");
        Outcome o = CliRun.run("calibrate", csv.toString(), "--gpu", "gtx480", "--out", preset.toString());
        assertEquals(0, o.code(), o.err());
        Map<String, Double> fitted = presetValues(preset);
        assertEquals(480, fitted.get("baseLatency"), 0.006);
        assertEquals(24, fitted.get("delay32"), 0.006);
        assertEquals(18, fitted.get("delay64"), 0.006);
        assertEquals(35, fitted.get("delay128"), 0.006);
        assertEquals(44, fitted.get("delayVector32"), 0.006);
        assertTrue(o.out().contains("mwp-cwp calibration for gtx480"), o.out());
        assertTrue(o.err().contains("latency-0.json was characterised for gt200, not gtx480"), o.err());
    }

    @Test
    void aParameterNoRunExercisesKeepsItsStartingValueAndIsNamed() throws IOException {
        // only seg128 has 128-byte transactions; without it delay128 stays at the preset's 58
        MwpCwpParameters truth = MwpCwpParameters.resolve("gt200", Map.of("delay128", "80"));
        Path csv = times("no128.csv", rows(List.of("latency", "seg32", "seg64", "vector32", "latency"), truth));
        Path preset = dir.resolve("no128.txt");
        Outcome o = CliRun.run("calibrate", csv.toString(), "--out", preset.toString());
        assertEquals(0, o.code(), o.err());
        assertEquals(58, presetValues(preset).get("delay128"), 1e-9);
        assertTrue(o.out().contains("(delay128: no run exercises it, so it keeps its starting value)"), o.out());
    }

    @Test
    void characterisationsForDifferentGpusNeedGpu() throws IOException {
        Outcome run = CliRun.run("run", dir.resolve("latency.json").toString(), "--collectors", "mwp-cwp", "--gpu",
                "gtx470", "--out", dir.resolve("out470").toString(), "--quiet", "--threads", "1");
        assertEquals(0, run.code(), run.err());
        String text = rows(MEMORY, MwpCwpParameters.resolve("gt200", Map.of())) + "out470/latency-0.json,1e-4\n";
        Path csv = times("mixed.csv", text);
        assertBadInput(CliRun.run("calibrate", csv.toString()), "mixed.csv:7", "out470/latency-0.json was characterised for"
                + " another GPU than out/latency-0.json", "--gpu");
    }

    private static void assertBadInput(Outcome o, String... parts) {
        assertEquals(2, o.code(), o.out() + o.err());
        assertTrue(o.err().startsWith("aiwc: "), o.err());
        for (String p : parts) {
            assertTrue(o.err().contains(p), "expected '" + p + "' in: " + o.err());
        }
    }

    @Test
    void aMissingCharacterisationNamesTheCsvLine() throws IOException {
        Path csv = times("missing.csv", "characterisation,seconds\nout/latency-0.json,1e-3\nout/nope-0.json,2e-3\n");
        assertBadInput(CliRun.run("calibrate", csv.toString()), "missing.csv:3", "nope-0.json not found",
                "relative to the CSV");
    }

    @Test
    void aCharacterisationWithoutTheMwpCwpSectionSaysHowToProduceIt() throws IOException {
        Files.writeString(dir.resolve("plain.json"), "{\"schema\": \"aiwc-characterisation/1\", \"kernel\":"
                + " {\"name\": \"k\"}, \"collectors\": {}}");
        Path csv = times("plain.csv", "characterisation,seconds\nplain.json,1e-3\n");
        assertBadInput(CliRun.run("calibrate", csv.toString()), "plain.csv:2", "no collectors.mwp-cwp.inputs",
                "--collectors mwp-cwp");
    }

    @Test
    void aTimeThatIsNotANumberNamesTheCsvLine() throws IOException {
        Path csv = times("badtime.csv", "characterisation,seconds\nout/seg32-0.json,fast\n");
        assertBadInput(CliRun.run("calibrate", csv.toString()), "badtime.csv:2", "'fast' is not a positive time in seconds");
    }

    @Test
    void aZeroTimeIsRejected() throws IOException {
        Path csv = times("zero.csv", "characterisation,seconds\nout/seg32-0.json,0\n");
        assertBadInput(CliRun.run("calibrate", csv.toString()), "zero.csv:2", "'0' is not a positive time");
    }

    @Test
    void fewerRunsThanParametersIsRejected() throws IOException {
        Path csv = times("four.csv", rows(MEMORY.subList(0, 4), MwpCwpParameters.resolve("gt200", Map.of())));
        assertBadInput(CliRun.run("calibrate", csv.toString()), "four.csv", "4 measured run(s)", "5 parameters",
                "vector32");
    }

    @Test
    void aMissingHeaderIsRejected() throws IOException {
        Path csv = times("noheader.csv", "out/seg32-0.json,1e-3\n");
        assertBadInput(CliRun.run("calibrate", csv.toString()), "noheader.csv:1", "'characterisation,seconds'");
    }

    @Test
    void aMissingCsvIsRejected() {
        assertBadInput(CliRun.run("calibrate", dir.resolve("absent.csv").toString()), "absent.csv does not exist");
    }
}
