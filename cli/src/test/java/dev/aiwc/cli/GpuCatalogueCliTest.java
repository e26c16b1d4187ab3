package dev.aiwc.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --gpu NAME} configures both GPU models from one catalogue entry, and compare shows the time model's answer. */
class GpuCatalogueCliTest {
    private static final String VADD = Path.of("..", "examples", "vector-add", "vadd.json").toString();

    @Test
    void oneGpuConfiguresBothModelsAndEachShowsOnlyItsParameters(@TempDir Path dir) throws IOException {
        CliRun.Outcome o = CliRun.run("run", VADD, "--collectors", "fermi-l1,mwp-cwp", "--gpu", "h100", "--out",
                dir.toString(), "--quiet");
        assertEquals(0, o.code(), o.err());
        JsonNode collectors = new ObjectMapper().readTree(dir.resolve("vadd-0.json").toFile()).path("collectors");
        JsonNode l1 = collectors.path("fermi-l1").path("config");
        JsonNode time = collectors.path("mwp-cwp").path("gpu");
        assertEquals("h100", l1.path("preset").asText());
        assertEquals("h100", time.path("preset").asText());
        // the shared parameters agree; each model's own are shown only for it
        assertEquals(132, l1.path("smCount").asInt());
        assertEquals(132, time.path("smCount").asInt());
        assertTrue(l1.has("ways") && !time.has("ways"));
        assertTrue(time.has("clockMHz") && !l1.has("clockMHz"));
        // every parameter names where its value comes from
        assertEquals("h100-micro", time.path("sources").path("baseLatency").asText());
        assertEquals("h100-probes", l1.path("sources").path("setIndex").asText());
        assertTrue(time.path("references").path("h100-micro").asText().contains("aiwc time"));
    }

    @Test
    void anOverrideIsNamedAsSuchAndAKeyOfNeitherModelIsRefused(@TempDir Path dir) throws IOException {
        CliRun.Outcome o = CliRun.run("run", VADD, "--collectors", "mwp-cwp", "--gpu", "h100", "--gpu-set",
                "baseLatency=700", "--gpu-set", "ways=32", "--out", dir.toString(), "--quiet");
        assertEquals(0, o.code(), o.err());
        JsonNode time = new ObjectMapper().readTree(dir.resolve("vadd-0.json").toFile()).path("collectors")
                .path("mwp-cwp").path("gpu");
        assertEquals(700.0, time.path("baseLatency").asDouble());
        assertEquals("--gpu-set", time.path("sources").path("baseLatency").asText());
        CliRun.Outcome bad = CliRun.run("run", VADD, "--collectors", "mwp-cwp", "--gpu", "h100", "--gpu-set",
                "wyas=32", "--out", dir.resolve("bad").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("unknown --gpu-set key 'wyas'"), bad.err());
    }

    @Test
    void aGpuWithoutL1RunsTheTimeModelAndSaysThereIsNoL1AndAnUnknownNameListsTheCatalogue(@TempDir Path dir)
            throws IOException {
        CliRun.Outcome gt200 = CliRun.run("run", VADD, "--collectors", "fermi-l1,mwp-cwp", "--gpu", "gt200", "--out",
                dir.resolve("out").toString(), "--quiet");
        assertEquals(0, gt200.code(), gt200.err());
        JsonNode collectors = new ObjectMapper().readTree(dir.resolve("out/vadd-0.json").toFile()).path("collectors");
        assertEquals("none", collectors.path("fermi-l1").path("l1").asText());
        assertTrue(collectors.path("fermi-l1").path("note").asText().contains("has no L1 data cache"));
        assertEquals("gt200", collectors.path("mwp-cwp").path("gpu").path("preset").asText());
        // GT200's time model has no L1 terms: they are not shown for it
        assertFalse(collectors.path("mwp-cwp").path("gpu").has("l1HitLatency"));
        CliRun.Outcome report = CliRun.run("report", dir.resolve("out").toString(), "--html",
                dir.resolve("report.html").toString());
        assertEquals(0, report.code(), report.err());
        assertTrue(Files.readString(dir.resolve("report.html")).contains("Memory-bound on gt200")
                || Files.readString(dir.resolve("report.html")).contains("Compute-bound on gt200"));
        CliRun.Outcome unknown = CliRun.run("run", VADD, "--collectors", "mwp-cwp", "--gpu", "a100", "--out",
                dir.toString());
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("gt200, gtx480-16k, gtx480-48k, gtx470-16k, gtx470-48k, v100, h100"),
                unknown.err());
    }

    @Test
    void compareShowsEachVariantsPredictedTimeBoundAndExplanationForTheGpu(@TempDir Path dir) throws IOException {
        Path spec = Path.of("..", "fermi-l1", "src", "test", "resources", "timing", "transpose.json");
        Path small = dir.resolve("transpose.json");
        // the transpose family at n = 256 (the spec's own n = 2048 takes seconds to simulate)
        Files.writeString(small, Files.readString(spec).replace("4194304", "65536").replace("2048", "256")
                .replace("\"source\": \"variants.cl\"", "\"source\": \"" + spec.getParent().resolve("variants.cl")
                        .toAbsolutePath().toString().replace("\\", "\\\\") + "\""));
        CliRun.Outcome o = CliRun.run("run", small.toString(), "--collectors", "mwp-cwp", "--gpu", "h100", "--out",
                dir.resolve("out").toString(), "--quiet");
        assertEquals(0, o.code(), o.err());
        Path html = dir.resolve("compare.html");
        CliRun.Outcome c = CliRun.run("compare", dir.resolve("out/tr_naive-0.json").toString(),
                dir.resolve("out/tr_padded-0.json").toString(), "--html", html.toString());
        assertEquals(0, c.code(), c.err());
        String page = Files.readString(html);
        assertTrue(page.contains("<h2>MWP/CWP verdicts</h2>"));
        assertEquals(2, page.split("bound on h100: MWP", -1).length - 1, page);
        assertTrue(page.contains(" · predicted "), page);
        assertFalse(page.contains("No verdict"));
        // the model's own explanation for each of the two variants
        assertEquals(2, page.split("<p class=\"explanation\">On h100 this kernel is", -1).length - 1, page);
    }
}
