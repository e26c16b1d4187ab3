package dev.aiwc.reports.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.dataset.ComparisonCsv;
import dev.aiwc.reports.json.CharacterisationJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code compare --json}, {@code --csv} and {@code --metrics} on hand-made variants whose changes are known. */
class ComparisonExportTest {

    @TempDir
    Path dir;

    /** naive: 4 ms, 100 instructions, SIMD width 1; tiled: 1 ms, 50 instructions, SIMD width 2, a changed recipe text. */
    private List<Path> variants() throws Exception {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        return List.of(CharacterisationJson.write(variant("naive", 4e-3, 100, 1.0, "O0"), a),
                CharacterisationJson.write(variant("tiled", 1e-3, 50, 2.0, "Oz"), b));
    }

    private static Characterisation variant(String kernel, double seconds, long instructions, double simdWidth, String recipe) {
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        metrics.put("compute", new LinkedHashMap<>(Map.of("totalInstructions", instructions)));
        metrics.put("memory", new LinkedHashMap<>(Map.of("footprint", 7L)));
        metrics.put("parallelism", new LinkedHashMap<>(Map.of("simdWidth", Map.of("mean", simdWidth))));
        Map<String, Map<String, Object>> collectors = new LinkedHashMap<>();
        Map<String, Object> mwp = new LinkedHashMap<>();
        mwp.put("seconds", seconds);
        mwp.put("bound", "memory");
        mwp.put("gpu", Map.of("preset", "h100"));
        collectors.put("mwp-cwp", mwp);
        Map<String, Object> l1 = new LinkedHashMap<>();
        l1.put("pipeline", new LinkedHashMap<>(Map.of("recipe", recipe)));
        collectors.put("fermi-l1", l1);
        return new Characterisation(null, null, new Characterisation.KernelRef(kernel, kernel + ".cl", "", ""), 0,
                "default", new long[]{64, 1, 1}, new long[]{64, 1, 1}, new long[]{1, 1, 1}, metrics, collectors, null);
    }

    @Test
    void theJsonLeadsWithTheAnswerAndDescribesEverySelectedMetric() throws Exception {
        Path json = dir.resolve("c.json");
        Reports.compare(variants(), MetricSelection.parse("compute,fermi-l1.pipeline"), null, json, null, null, 0);
        JsonNode doc = new ObjectMapper().readTree(Files.readString(json));
        assertEquals("aiwc-comparison/1", doc.get("schema").asText());
        assertEquals("naive-0", doc.get("baseline").asText());
        assertEquals("tiled-0", doc.get("fastest").asText());
        JsonNode tiled = doc.get("variants").get(1);
        assertEquals(4.0, tiled.get("speedup").asDouble(), 1e-12); // 4 ms / 1 ms
        assertEquals(1e-3, tiled.get("predictedSeconds").asDouble(), 0);
        assertEquals(50, tiled.get("instructions").asLong());
        // reasons weigh every metric, whatever --metrics selects: SIMD width (+100%) comes before instructions (-50%)
        assertEquals("parallelism.simdWidth.mean", doc.get("reasons").get(0).get("key").asText());
        assertEquals("better", doc.get("reasons").get(0).get("verdict").get(1).asText());
        // the selected rows: instructions (-50%, lower is better) and the recipe text (changed, no direction)
        JsonNode rows = doc.get("metrics");
        assertEquals(2, rows.size());
        JsonNode instr = find(rows, "compute.totalInstructions");
        assertEquals("lower", instr.get("better").asText());
        assertFalse(instr.get("unit").asText().isEmpty());
        assertEquals(-50, instr.get("delta").get(1).asDouble(), 0);
        assertEquals(-0.5, instr.get("relative").get(1).asDouble(), 0);
        JsonNode recipe = find(rows, "fermi-l1.pipeline.recipe");
        assertEquals("Oz", recipe.get("values").get(1).asText());
        assertTrue(recipe.get("delta").get(1).isNull());
        assertEquals(List.of("compute", "fermi-l1.pipeline"),
                List.of(doc.get("selection").get(0).asText(), doc.get("selection").get(1).asText()));
    }

    private static JsonNode find(JsonNode rows, String key) {
        for (JsonNode r : rows) {
            if (r.get("key").asText().equals(key)) {
                return r;
            }
        }
        throw new AssertionError(key + " not in " + rows);
    }

    @Test
    void theCsvKeepsNumbersAndTextInSeparateColumnsAndJudgesByDirection() throws Exception {
        Path csv = dir.resolve("c.csv");
        Reports.compare(variants(), MetricSelection.parse("compute.totalInstructions,fermi-l1.pipeline.recipe"),
                null, null, csv, null, 0);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(ComparisonCsv.HEADER, lines.get(0));
        assertEquals(5, lines.size()); // two metrics × two variants
        String unit = MetricCatalogue.unit("compute.totalInstructions");
        assertTrue(lines.contains("compute.totalInstructions," + unit + ",lower,naive-0,1,100,,0,0.0,"), lines.toString());
        assertTrue(lines.contains("compute.totalInstructions," + unit + ",lower,tiled-0,0,50,,-50,-0.5,better"),
                lines.toString());
        assertTrue(lines.contains("fermi-l1.pipeline.recipe,,neither,tiled-0,0,,Oz,,,"), lines.toString());
    }

    @Test
    void theTextTableShowsOnlyTheSelectedRowsAfterTheFullAnswer() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Reports.compare(variants(), MetricSelection.parse("memory,compute"), null, null, null, out, 0);
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("fastest: tiled-0"), text);
        assertTrue(text.contains("parallelism.simdWidth.mean: tiled-0 +100% better"), text); // a reason, unselected
        String table = text.substring(text.indexOf("\nmetric"));
        assertTrue(table.contains("compute.totalInstructions"), table);
        assertFalse(table.contains("fermi-l1"), table);
        assertTrue(table.contains("1 metric(s) unchanged"), table); // memory.footprint 7 → 7
    }

    @Test
    void aPatternThatSelectsNothingIsAnErrorNamingIt() throws Exception {
        List<Path> vs = variants();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Reports.compare(vs, MetricSelection.parse("compute,memroy"), null, null, null, null, 0));
        assertTrue(e.getMessage().startsWith("--metrics memroy selects no metric"), e.getMessage());
        assertTrue(e.getMessage().contains("sections present: compute, fermi-l1, memory, mwp-cwp, parallelism"), e.getMessage());
    }
}
