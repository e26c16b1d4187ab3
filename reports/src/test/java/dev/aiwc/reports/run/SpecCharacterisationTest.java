package dev.aiwc.reports.run;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.instrumenter.groups.GroupShare;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.json.CharacterisationJson;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run specification characterised into a folder by a program, without the command line: which files a run writes,
 * what they say, and what it refuses before any launch.
 */
class SpecCharacterisationTest {
    private static final Characterise.Setup SETUP = new Characterise.Setup("twice", null, null, "default", "Oz", "h100",
            1);

    @TempDir
    Path dir;
    private Path spec;
    private Path out;

    /**
     * Two kernels on one buffer of 8 floats 0..7, launched scale, shift, scale over 8 work-items in groups of 4:
     * scale doubles every element and shift adds 1, so the buffer ends as 2(2i + 1) = 4i + 2.
     */
    @BeforeEach
    void writeTheSpec() throws IOException {
        Files.writeString(dir.resolve("twice.cl"), """
                __kernel void scale(__global float *x) { int i = get_global_id(0); x[i] = 2.0f * x[i]; }
                __kernel void shift(__global float *x) { int i = get_global_id(0); x[i] = x[i] + 1.0f; }
                """);
        spec = Files.writeString(dir.resolve("twice.json"), """
                {
                  "source": "twice.cl",
                  "buffers": {"x": {"type": "float", "count": 8, "range": {"start": 0, "step": 1}}},
                  "invocations": [
                    {"kernel": "scale", "global": [8], "local": [4], "args": ["x"]},
                    {"kernel": "shift", "global": [8], "local": [4], "args": ["x"]},
                    {"kernel": "scale", "global": [8], "local": [4], "args": ["x"]}
                  ]
                }
                """);
        out = dir.resolve("out");
    }

    private static Simulator simulator() {
        return new Simulator(SimulatorConfig.defaults().withThreads(1)
                .withCollectors(Collectors.select("aiwc"), CollectorOptions.defaults()));
    }

    private SpecCharacterisation.Request request(SpecCharacterisation.Csv csv, boolean dumps, boolean force) {
        return new SpecCharacterisation.Request(spec, "", out, csv, dumps, null, force, SETUP, Map.of(), null,
                List.of());
    }

    private List<String> folder() throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aRunWritesOneCharacterisationPerInvocationNumberedPerKernelThenTheTidyCsvAndItsSchema() throws IOException {
        List<String> told = new ArrayList<>();
        var outcome = SpecCharacterisation.run(request(SpecCharacterisation.Csv.TIDY, false, false), simulator(),
                new SpecCharacterisation.Listener() {
                    @Override
                    public void characterised(LaunchResult result, Path file) {
                        told.add(result.kernel() + " #" + result.invocation() + " " + file.getFileName());
                    }
                });
        assertEquals(List.of(out.resolve("scale-0.json"), out.resolve("shift-0.json"), out.resolve("scale-1.json"),
                out.resolve("tidy.csv"), out.resolve("tidy.schema.csv")), outcome.written());
        assertEquals(List.of("scale #0 scale-0.json", "shift #0 shift-0.json", "scale #1 scale-1.json"), told);
        // nothing else is left in the folder: no lock, no temporary file
        assertEquals(List.of("scale-0.json", "scale-1.json", "shift-0.json", "tidy.csv", "tidy.schema.csv"), folder());
    }

    @Test
    void eachCharacterisationNamesItsKernelInvocationLabelAndGroups() throws IOException {
        SpecCharacterisation.run(request(SpecCharacterisation.Csv.NONE, false, false), simulator(),
                new SpecCharacterisation.Listener() { });
        Characterisation second = CharacterisationJson.read(out.resolve("scale-1.json"));
        assertEquals("scale", second.kernel().name());
        assertEquals(1, second.invocation());
        assertEquals("twice", second.label());
        assertArrayEquals(new long[]{8, 1, 1}, second.global());
        assertArrayEquals(new long[]{2, 1, 1}, second.groups()); // 8 work-items in groups of 4
        // 8 work-items, each reading and writing its one float
        assertEquals(8L, second.metrics().get("parallelism").get("workItems"));
        assertEquals(8L, second.metrics().get("memory").get("totalReads"));
        assertEquals(8L, second.metrics().get("memory").get("totalWrites"));
        // the second launch of scale counts the same instructions as the first: the same code over 8 items
        assertEquals(CharacterisationJson.read(out.resolve("scale-0.json")).metrics().get("compute")
                .get("totalInstructions"), second.metrics().get("compute").get("totalInstructions"));
    }

    @Test
    void theAiwcCsvIsOneFilePerInvocationBesideItsCharacterisation() throws IOException {
        var outcome = SpecCharacterisation.run(request(SpecCharacterisation.Csv.AIWC, false, false), simulator(),
                new SpecCharacterisation.Listener() { });
        assertEquals(List.of(out.resolve("scale-0.json"), out.resolve("aiwc_scale_0.csv"), out.resolve("shift-0.json"),
                out.resolve("aiwc_shift_0.csv"), out.resolve("scale-1.json"), out.resolve("aiwc_scale_1.csv")),
                outcome.written());
    }

    @Test
    void dumpedBuffersHoldTheLastLaunchsValues() throws IOException {
        SpecCharacterisation.run(request(SpecCharacterisation.Csv.NONE, true, false), simulator(),
                new SpecCharacterisation.Listener() { });
        ByteBuffer x = ByteBuffer.wrap(Files.readAllBytes(out.resolve("x.bin"))).order(ByteOrder.LITTLE_ENDIAN);
        float[] values = new float[8];
        for (int i = 0; i < 8; i++) {
            values[i] = x.getFloat();
        }
        assertArrayEquals(new float[]{2, 6, 10, 14, 18, 22, 26, 30}, values);
    }

    /**
     * A buffer marked dump reaches a listener that prints dumps, as Oclgrind prints it (4i + 2 for i = 0..7); a
     * listener that prints none (--quiet) is not handed one, so a large buffer's values are not formatted for nothing.
     */
    @Test
    void dumpsGoOnlyToAListenerThatPrintsThem() throws IOException {
        Files.writeString(spec, Files.readString(spec).replace("\"step\": 1}}", "\"step\": 1}, \"dump\": true}"));
        List<String> printed = new ArrayList<>();
        SpecCharacterisation.run(request(SpecCharacterisation.Csv.NONE, false, false), simulator(),
                new SpecCharacterisation.Listener() {
                    @Override
                    public void dumped(String text) {
                        printed.add(text);
                    }

                    @Override
                    public boolean wantsDumps() {
                        return true;
                    }
                });
        assertEquals(List.of("\nArgument 'x': 32 bytes\n  x[0] = 2\n  x[1] = 6\n  x[2] = 10\n  x[3] = 14\n"
                + "  x[4] = 18\n  x[5] = 22\n  x[6] = 26\n  x[7] = 30\n\n"), printed);
        SpecCharacterisation.run(request(SpecCharacterisation.Csv.NONE, false, true), simulator(),
                new SpecCharacterisation.Listener() {
                    @Override
                    public void dumped(String text) {
                        throw new AssertionError("a dump formatted for a listener that prints none");
                    }
                });
    }

    @Test
    void anEarlierResultIsRefusedByNameBeforeAnyLaunch() throws IOException {
        Files.createDirectories(out);
        Path earlier = Files.writeString(out.resolve("shift-0.json"), "earlier");
        var e = assertThrows(AiwcException.class, () -> SpecCharacterisation.run(
                request(SpecCharacterisation.Csv.NONE, false, false), simulator(), new SpecCharacterisation.Listener() {
                    @Override
                    public void characterised(LaunchResult result, Path file) {
                        throw new AssertionError("launched " + result.kernel() + " before refusing");
                    }
                }));
        assertEquals(2, e.exitCode());
        assertEquals(earlier + " already exists (an earlier result); aiwc does not replace results silently",
                e.getMessage());
        assertEquals("earlier", Files.readString(earlier));
        assertEquals(List.of("shift-0.json"), folder());
    }

    @Test
    void forceReplacesAnEarlierResult() throws IOException {
        Files.createDirectories(out);
        Path earlier = Files.writeString(out.resolve("shift-0.json"), "earlier");
        SpecCharacterisation.run(request(SpecCharacterisation.Csv.NONE, false, true), simulator(),
                new SpecCharacterisation.Listener() { });
        assertEquals("shift", CharacterisationJson.read(earlier).kernel().name());
    }

    @Test
    void aPieceOfASpecWithThreeLaunchesIsRefused() {
        var piece = new SpecCharacterisation.Request(spec, "", out, SpecCharacterisation.Csv.NONE, false, null, false,
                SETUP, Map.of("collectors", "aiwc"), GroupShare.parse("0/2"), List.of());
        var e = assertThrows(AiwcException.class, () -> SpecCharacterisation.run(piece, simulator(),
                new SpecCharacterisation.Listener() { }));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().startsWith(spec + " makes 3 launches; --groups splits a specification with one"
                + " launch"), e.getMessage());
        assertFalse(Files.exists(out.resolve("scale-0.piece-0-of-2.aiwcpiece")));
    }

    @Test
    void theFilesPlannedIncludeEveryDumpAndTheTidyPair() {
        var runSpec = dev.aiwc.instrumenter.spec.RunSpec.load(spec, simulator());
        assertEquals(List.of(out.resolve("scale-0.json"), out.resolve("shift-0.json"), out.resolve("scale-1.json"),
                out.resolve("x.bin"), out.resolve("tidy.csv"), out.resolve("tidy.schema.csv")),
                SpecCharacterisation.planned(request(SpecCharacterisation.Csv.TIDY, true, false), runSpec));
    }
}
