package dev.aiwc.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.json.CharacterisationJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code aiwc compare} as a script calls it: a document on standard output, clear refusals. */
class CompareCommandTest {

    @TempDir
    Path dir;

    private Path variant(String name, long instructions) throws Exception {
        Characterisation c = new Characterisation(null, null, new Characterisation.KernelRef(name, name + ".cl", "", ""),
                0, "default", new long[]{64, 1, 1}, new long[]{64, 1, 1}, new long[]{1, 1, 1},
                Map.of("compute", Map.of("totalInstructions", instructions)), Map.of(), null);
        return CharacterisationJson.write(c, dir.resolve(name));
    }

    @Test
    void jsonOnStandardOutputIsTheDocumentAlone() throws Exception {
        Path a = variant("naive", 100);
        Path b = variant("tiled", 75);
        Path html = dir.resolve("c.html");
        CliRun.Outcome o = CliRun.run("compare", a.toString(), b.toString(), "--json", "-", "--html", html.toString());
        assertEquals(0, o.code(), o.err());
        JsonNode doc = new ObjectMapper().readTree(o.out()); // nothing but the JSON: it parses whole
        assertEquals("aiwc-comparison/1", doc.get("schema").asText());
        assertEquals(-25, doc.get("metrics").get(0).get("delta").get(1).asLong());
        assertTrue(o.err().contains("comparison: " + html.toAbsolutePath()), o.err());
        assertTrue(Files.exists(html));
    }

    @Test
    void aMistypedMetricPatternOrAnInputNamedAsOutputIsRefusedWithExitTwo() throws Exception {
        Path a = variant("naive", 100);
        Path b = variant("tiled", 75);
        CliRun.Outcome typo = CliRun.run("compare", a.toString(), b.toString(), "--metrics", "comptue");
        assertEquals(2, typo.code());
        assertTrue(typo.err().contains("--metrics comptue selects no metric"), typo.err());
        typo.assertNoStackTrace();
        String before = Files.readString(b);
        CliRun.Outcome clobber = CliRun.run("compare", a.toString(), b.toString(), "--csv", b.toString());
        assertEquals(2, clobber.code());
        assertTrue(clobber.err().contains("is one of the characterisations compared"), clobber.err());
        assertEquals(before, Files.readString(b));
    }
}
