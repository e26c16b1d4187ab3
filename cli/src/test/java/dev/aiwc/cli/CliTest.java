package dev.aiwc.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command line as scripts use it: files written, exit codes and messages. */
class CliTest {
    @TempDir
    Path tmp;

    private record Outcome(int code, String err) {
    }

    private Outcome run(String... args) {
        PrintStream oldErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            int code = Main.execute(args);
            return new Outcome(code, err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(oldErr);
        }
    }

    private Path write(String name, String text) throws IOException {
        Path p = tmp.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private Path squareKernel() throws IOException {
        write("sq.cl", """
                __kernel void square(__global int* a, int n) {
                  int i = get_global_id(0);
                  if (i < n) a[i] = a[i] * a[i];
                }
                """);
        return write("sq.sim", "sq.cl\nsquare\n16 1 1\n4 1 1\n<size=64 int range=0:1:15>\n<size=4>16\n");
    }

    @Test
    void runWritesOneCharacterisationPerInvocationAndDumpsBuffers() throws IOException {
        Path sim = squareKernel();
        Path out = tmp.resolve("out");
        Outcome o = run("run", sim.toString(), "--out", out.toString(), "--dump-buffers", "--quiet", "--threads", "2");
        assertEquals(0, o.code(), o.err());
        JsonNode json = new ObjectMapper().readTree(out.resolve("square-0.json").toFile());
        assertEquals("aiwc-characterisation/1", json.path("schema").asText());
        assertEquals("square", json.path("kernel").path("name").asText());
        assertEquals(16, json.path("ndrange").path("global").get(0).asInt());
        assertEquals(4, json.path("ndrange").path("groups").get(0).asInt());
        byte[] dumped = Files.readAllBytes(out.resolve("arg0.bin"));
        assertEquals(64, dumped.length);
        // element 5 squared, little-endian
        assertEquals(25, dumped[20]);
    }

    /** The metrics of a characterisation file: what a run computes, without its timing. */
    private static JsonNode metrics(Path json) throws IOException {
        return new ObjectMapper().readTree(json.toFile()).path("metrics");
    }

    /**
     * Several specs in one process: each into --out/NAME with the metrics it has alone, one that fails (its kernel
     * name is wrong) reported while the others are still written, the exit code the failure's (2, bad input), and
     * one --html over all.
     */
    @Test
    void severalSpecsRunInOneProcessEachIntoItsFolder() throws IOException {
        Path sq = squareKernel();
        Path cube = write("cube.sim", "sq.cl\nsquare\n8 1 1\n2 1 1\n<size=32 int range=0:2:14>\n<size=4>8\n");
        Path broken = write("broken.sim", "sq.cl\nnosuch\n8 1 1\n2 1 1\n<size=32 int fill=1>\n<size=4>8\n");
        Path alone = tmp.resolve("alone");
        assertEquals(0, run("run", sq.toString(), "--out", alone.toString(), "--quiet").code());
        Path out = tmp.resolve("out");
        Outcome o = run("run", sq.toString(), broken.toString(), cube.toString(), "--out", out.toString(), "--quiet",
                "--html", tmp.resolve("all.html").toString());
        assertEquals(2, o.code(), o.err());
        assertEquals(metrics(alone.resolve("square-0.json")), metrics(out.resolve("sq/square-0.json")));
        assertTrue(Files.isRegularFile(out.resolve("cube/square-0.json")), o.err());
        assertTrue(!Files.exists(out.resolve("broken")) || !Files.list(out.resolve("broken")).findAny().isPresent(),
                "the failing spec wrote nothing");
        assertTrue(o.err().contains("nosuch"), o.err());
        assertTrue(o.err().contains("aiwc: 1 of 3 specs failed: " + broken), o.err());
        String html = Files.readString(tmp.resolve("all.html"));
        assertTrue(html.contains("sq") && html.contains("cube"), "one report over both characterisations");
    }

    @Test
    void severalSpecsOfOneNameOrWithOneRunsOptionsAreRefusedBeforeAnyRuns() throws IOException {
        Path sq = squareKernel();
        Files.createDirectories(tmp.resolve("other"));
        Path twin = Files.copy(sq, tmp.resolve("other/sq.sim"));
        Path out = tmp.resolve("out");
        Outcome o = run("run", sq.toString(), twin.toString(), "--out", out.toString(), "--quiet");
        assertEquals(2, o.code());
        assertTrue(o.err().contains("would both write to " + out.resolve("sq")), o.err());
        assertTrue(!Files.exists(out), "nothing written");
        o = run("run", sq.toString(), twin.toString(), "--label", "x", "--out", out.toString(), "--quiet");
        assertEquals(2, o.code());
        assertTrue(o.err().contains("--label names one run"), o.err());
    }

    @Test
    void eachCollectorSectionNamesThePipelineItCountedAndBuffersChangeOnce() throws IOException {
        Path sim = squareKernel();
        Path out = tmp.resolve("out");
        Outcome o = run("run", sim.toString(), "--out", out.toString(), "--dump-buffers", "--quiet",
                "--collectors", "fermi-l1,mwp-cwp");
        assertEquals(0, o.code(), o.err());
        JsonNode json = new ObjectMapper().readTree(out.resolve("square-0.json").toFile());
        JsonNode gpu = json.path("collectors").path("mwp-cwp").path("pipeline");
        assertEquals("gpu", gpu.path("name").asText());
        assertTrue(gpu.path("recipe").asText().contains("-O3 -Xclang -disable-llvm-passes"), gpu.toString());
        assertTrue(gpu.path("recipe").asText().endsWith("-vectorize-loops=false -vectorize-slp=false"
                + " -unroll-runtime=true -unroll-max-count=4 -passes=default<O3>"), gpu.toString());
        JsonNode characterisation = json.path("collectors").path("fermi-l1").path("pipeline");
        assertEquals("characterisation", characterisation.path("name").asText());
        assertEquals(json.path("kernel").path("compiler").asText(), characterisation.path("recipe").asText());
        JsonNode instructions = json.path("run").path("instructions");
        assertEquals(characterisation.path("instructions").asLong(), instructions.path("characterisation").asLong());
        assertEquals(gpu.path("instructions").asLong(), instructions.path("gpu").asLong());
        // squared once in place, though two passes ran: element 5 is 25, not 625
        assertEquals(25, Files.readAllBytes(out.resolve("arg0.bin"))[20]);
    }

    @Test
    void runRecordsItsLabelTheSourceDigestTheRecipeAndTheGpu() throws Exception {
        Path sim = squareKernel();
        Path out = tmp.resolve("labelled");
        Outcome o = run("run", sim.toString(), "--out", out.toString(), "--quiet", "--label", "first try", "--opt",
                "O2", "--gpu", "GTX480-16k", "--collectors", "aiwc,fermi-l1");
        assertEquals(0, o.code(), o.err());
        JsonNode json = new ObjectMapper().readTree(out.resolve("square-0.json").toFile());
        assertEquals("first try", json.path("label").asText());
        assertEquals("O2", json.path("opt").asText());
        assertEquals("gtx480-16k", json.path("gpu").asText());
        String sha = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(Files.readAllBytes(tmp.resolve("sq.cl"))));
        assertEquals(sha, json.path("kernel").path("sourceSha256").asText());
    }

    @Test
    void withoutLabelARunIsNamedAfterItsSpecAndItsTidyCsvHasASchemaBeside() throws IOException {
        Path sim = squareKernel();
        Path out = tmp.resolve("unlabelled");
        Outcome o = run("run", sim.toString(), "--out", out.toString(), "--quiet", "--csv", "tidy");
        assertEquals(0, o.code(), o.err());
        assertEquals("sq", new ObjectMapper().readTree(out.resolve("square-0.json").toFile()).path("label").asText());
        assertTrue(Files.readString(out.resolve("tidy.schema.csv")).startsWith(
                "schema,column,role,type,unit,direction,aggregation,in,description\naiwc-dataset/2,launch,identity,"));
        Path datasets = tmp.resolve("datasets");
        assertEquals(0, run("report", out.toString(), "--datasets", datasets.toString()).code());
        try (var files = Files.list(datasets)) {
            assertEquals(List.of("dataset-rollup-application.csv", "dataset-rollup-kernel.csv", "dataset-schema.csv",
                    "dataset-tidy.csv", "dataset-wide.csv"), files.map(p -> p.getFileName().toString()).sorted()
                    .toList());
        }
    }

    @Test
    void missingSpecIsBadInputWithExitCodeTwo() {
        Outcome o = run("run", tmp.resolve("nope.sim").toString());
        assertEquals(2, o.code());
        assertTrue(o.err().startsWith("aiwc: "), o.err());
        assertTrue(o.err().contains("nope.sim"), o.err());
    }

    @Test
    void kernelThatDoesNotCompileShowsClangDiagnosticsAndExitsTwo() throws IOException {
        write("bad.cl", "__kernel void k(__global int* a) { a[0] = undefined_name; }\n");
        Path sim = write("bad.sim", "bad.cl\nk\n1 1 1\n1 1 1\n<size=4 int fill=0>\n");
        Outcome o = run("run", sim.toString(), "--out", tmp.resolve("o").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("undefined_name"), o.err());
    }

    @Test
    void outOfBoundsAccessExitsOneNamingTheWorkItem() throws IOException {
        write("oob.cl", "__kernel void k(__global int* a) { a[get_global_id(0) + 1] = 1; }\n");
        Path sim = write("oob.sim", "oob.cl\nk\n4 1 1\n4 1 1\n<size=16 int fill=0>\n");
        Outcome o = run("run", sim.toString(), "--out", tmp.resolve("o").toString());
        assertEquals(1, o.code(), o.err());
        assertTrue(o.err().contains("out of bounds") && o.err().contains("global id (3,0,0)"), o.err());
    }

    @Test
    void unknownCollectorIsBadInput() throws IOException {
        Outcome o = run("run", squareKernel().toString(), "--collectors", "nosuch", "--out", tmp.resolve("o").toString());
        assertEquals(2, o.code());
        assertTrue(o.err().contains("unknown collector 'nosuch'"), o.err());
    }

    @Test
    void unknownOptionIsBadInput() {
        Outcome o = run("run", "--frobnicate");
        assertEquals(2, o.code());
    }
}
