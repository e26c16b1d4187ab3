package dev.aiwc.reports.json;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.Characterisation.KernelRef;
import dev.aiwc.api.result.Characterisation.RunInfo;
import dev.aiwc.api.result.CollectorTime;
import dev.aiwc.reports.Fixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CharacterisationJsonTest {

    static Characterisation tiny(Map<String, Map<String, Object>> metrics, Map<String, Map<String, Object>> collectors) {
        return new Characterisation(null, null, new KernelRef("k", "k.cl", "", "clang 16"), 2, "default",
                new long[]{8, 1, 1}, new long[]{4, 1, 1}, new long[]{2, 1, 1}, metrics, collectors,
                new RunInfo(1, 0.5, 16.0, 1024, "0.1", Map.of("aiwc", new CollectorTime(0.25, 0.125)),
                        pipelineInstructions()));
    }

    /** Instructions of a launch run under both pipelines, in pass order. */
    private static Map<String, Long> pipelineInstructions() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("characterisation", 8L);
        m.put("gpu", 6L);
        return m;
    }

    static Map<String, Map<String, Object>> tinyMetrics() {
        Map<String, Object> compute = new LinkedHashMap<>();
        compute.put("totalInstructions", 8L);
        compute.put("freedomToReorder", 2.5);
        Map<String, Object> memory = new LinkedHashMap<>();
        memory.put("localAddressEntropy", new double[]{3.0, 2.0});
        memory.put("uniqueReadWriteRatio", Double.POSITIVE_INFINITY);
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        metrics.put("compute", compute);
        metrics.put("memory", memory);
        return metrics;
    }

    @Test
    void writesTheSchemaWithFixedKeyOrderTwoSpaceIndentAndInlineScalarArrays() {
        Map<String, Object> fermi = new LinkedHashMap<>();
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("line", 4L);
        line.put("misses", 32L);
        fermi.put("byInstruction", List.of(line));
        Map<String, Map<String, Object>> collectors = new LinkedHashMap<>();
        collectors.put("fermi-l1", fermi);
        String expected = """
                {
                  "schema": "aiwc-characterisation/1",
                  "kernel": {
                    "name": "k",
                    "source": "k.cl",
                    "buildOptions": "",
                    "compiler": "clang 16"
                  },
                  "invocation": 2,
                  "profile": "default",
                  "ndrange": {
                    "global": [8, 1, 1],
                    "local": [4, 1, 1],
                    "groups": [2, 1, 1]
                  },
                  "metrics": {
                    "compute": {
                      "totalInstructions": 8,
                      "freedomToReorder": 2.5
                    },
                    "memory": {
                      "localAddressEntropy": [3.0, 2.0],
                      "uniqueReadWriteRatio": "Infinity"
                    }
                  },
                  "collectors": {
                    "fermi-l1": {
                      "byInstruction": [
                        {
                          "line": 4,
                          "misses": 32
                        }
                      ]
                    }
                  },
                  "run": {
                    "threads": 1,
                    "wallSeconds": 0.5,
                    "instructionsPerSecond": 16.0,
                    "peakHeapBytes": 1024,
                    "toolVersion": "0.1",
                    "collectorSeconds": {
                      "aiwc": {
                        "trace": 0.25,
                        "merge": 0.125
                      }
                    },
                    "instructions": {
                      "characterisation": 8,
                      "gpu": 6
                    }
                  }
                }
                """;
        assertEquals(expected, CharacterisationJson.toJson(tiny(tinyMetrics(), collectors)));
    }

    @Test
    void optionalApplicationAndSizeFollowTheSchemaKeyWhenPresent() {
        Characterisation c = new Characterisation("lud", "large", new KernelRef("k", null, null, null), 0, "aiwc",
                new long[]{1, 1, 1}, new long[]{1, 1, 1}, new long[]{1, 1, 1}, Map.of(), Map.of(), null);
        String json = CharacterisationJson.toJson(c);
        assertTrue(json.startsWith("{\n  \"schema\": \"aiwc-characterisation/1\",\n  \"application\": \"lud\",\n  \"size\": \"large\",\n  \"kernel\""));
        assertTrue(json.contains("\"source\": null"));
        assertTrue(json.contains("\"metrics\": {},\n  \"collectors\": {}\n}"));
    }

    @Test
    void mapsWithoutADefinedOrderAreWrittenWithSortedKeys() {
        Map<String, Object> histogram = new HashMap<>();
        for (String op : List.of("store", "add", "load", "br", "phi", "call")) {
            histogram.put(op, 1L);
        }
        Map<String, Object> compute = new LinkedHashMap<>();
        compute.put("opcodeHistogram", histogram);
        String json = CharacterisationJson.toJson(tiny(Map.of("compute", compute), Map.of()));
        int add = json.indexOf("\"add\"");
        int br = json.indexOf("\"br\"");
        int call = json.indexOf("\"call\"");
        int load = json.indexOf("\"load\"");
        int phi = json.indexOf("\"phi\"");
        int store = json.indexOf("\"store\"");
        assertTrue(add < br && br < call && call < load && load < phi && phi < store, json);
    }

    @Test
    void nonFiniteDoublesAreWrittenAsStringsAndReadBackAsDoubles() {
        Map<String, Object> memory = new LinkedHashMap<>();
        memory.put("ratio", Double.NaN);
        memory.put("pair", new double[]{Double.NEGATIVE_INFINITY, 1.5});
        Characterisation back = CharacterisationJson.fromJson(
                CharacterisationJson.toJson(tiny(Map.of("memory", memory), Map.of())));
        assertTrue(((Double) back.metrics().get("memory").get("ratio")).isNaN());
        assertEquals(pipelineInstructions(), back.run().instructions());
        assertArrayEquals(new double[]{Double.NEGATIVE_INFINITY, 1.5}, (double[]) back.metrics().get("memory").get("pair"));
    }

    @Test
    void readingGivesLongsForIntegersDoublesForDecimalsAndArraysByElementType() throws Exception {
        Characterisation c = Fixtures.load("vadd-0.json");
        assertArrayEquals(new long[]{1024, 1, 1}, c.global());
        assertEquals(10240L, c.metrics().get("compute").get("totalInstructions"));
        assertEquals(3.0, c.metrics().get("compute").get("freedomToReorder"));
        assertInstanceOf(double[].class, c.metrics().get("memory").get("localAddressEntropy"));
        assertInstanceOf(Map.class, c.metrics().get("compute").get("opcodeHistogram"));
        assertInstanceOf(List.class, c.collectors().get("fermi-l1").get("byInstruction"));
        assertInstanceOf(long[].class, MapPath.get(c.collectors().get("fermi-l1"), "total", "reuseDistanceHistogram"));
        assertNull(c.application());
        assertEquals("vadd", c.kernel().name());
        assertEquals(2, c.run().threads());
    }

    @Test
    void aWrittenFileReadsBackToTheSameBytes(@TempDir Path dir) throws Exception {
        for (String name : List.of("vadd-0.json", "vadd4-0.json", "reduce-0.json")) {
            Characterisation c = Fixtures.load(name);
            Path written = CharacterisationJson.write(c, dir);
            assertEquals(name, written.getFileName().toString());
            String first = Files.readString(written);
            String second = CharacterisationJson.toJson(CharacterisationJson.read(written));
            assertEquals(first, second, name);
        }
    }

    @Test
    void fileNameIsKernelDashInvocation() {
        assertEquals("k-2.json", CharacterisationJson.fileName(tiny(Map.of(), Map.of())));
    }

    @Test
    void aFileOfAnotherSchemaIsRejectedWithTheFileNameAndANextStep(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("spec.json");
        Files.writeString(f, "{\"source\": \"a.cl\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CharacterisationJson.read(f));
        assertTrue(e.getMessage().contains("spec.json"), e.getMessage());
        assertTrue(e.getMessage().contains("schema is missing"), e.getMessage());
        Files.writeString(f, "{\"schema\": ");
        e = assertThrows(IllegalArgumentException.class, () -> CharacterisationJson.read(f));
        assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
    }

    @Test
    void anUnsupportedValueTypeNamesItsKey() {
        Map<String, Object> compute = new LinkedHashMap<>();
        compute.put("odd", new Object());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CharacterisationJson.toJson(tiny(Map.of("compute", compute), Map.of())));
        assertTrue(e.getMessage().contains("metrics.compute.odd"), e.getMessage());
        assertFalse(e.getMessage().isEmpty());
    }

    @Test
    void labelDigestRecipeAndGpuAreWrittenInTheirPlacesAndReadBack() {
        Characterisation base = tiny(tinyMetrics(), Map.of());
        Characterisation c = new Characterisation(null, null, new KernelRef("k", "k.cl", "", "clang 16", "0a1b"), 2,
                "default", base.global(), base.local(), base.groups(), base.metrics(), base.collectors(), base.run(),
                "my run", Map.of("gpu", "gtx480-16k l1.size=48k"), "O2");
        String json = CharacterisationJson.toJson(c);
        assertTrue(json.startsWith("{\n  \"schema\": \"aiwc-characterisation/1\",\n  \"label\": \"my run\",\n"), json);
        assertTrue(json.contains("\"source\": \"k.cl\",\n    \"sourceSha256\": \"0a1b\",\n"), json);
        assertTrue(json.contains("\"profile\": \"default\",\n  \"opt\": \"O2\",\n  \"gpu\": \"gtx480-16k l1.size=48k\",\n"
                + "  \"ndrange\""), json);
        Characterisation back = CharacterisationJson.fromJson(json);
        assertEquals("my run", back.label());
        assertEquals("0a1b", back.kernel().sourceSha256());
        assertEquals("O2", back.opt());
        assertEquals(Map.of("gpu", "gtx480-16k l1.size=48k"), back.simulated());
    }

    @Test
    void aFileFromBeforeLabelsReadsWithThemNullAndWritesBackUnchanged() {
        // the keys a file of this schema held before labels, digests, recipes and GPUs were recorded
        String old = """
                {
                  "schema": "aiwc-characterisation/1",
                  "kernel": {
                    "name": "vadd",
                    "source": "vadd.cl",
                    "buildOptions": "",
                    "compiler": "clang 16"
                  },
                  "invocation": 0,
                  "profile": "default",
                  "ndrange": {
                    "global": [4, 1, 1],
                    "local": [4, 1, 1],
                    "groups": [1, 1, 1]
                  },
                  "metrics": {},
                  "collectors": {}
                }
                """;
        Characterisation c = CharacterisationJson.fromJson(old);
        assertNull(c.label());
        assertEquals(Map.of(), c.simulated());
        assertNull(c.opt());
        assertNull(c.kernel().sourceSha256());
        assertEquals(old, CharacterisationJson.toJson(c));
    }

    /** Walks nested maps in tests. */
    static final class MapPath {
        static Object get(Map<String, Object> m, String... keys) {
            Object cur = m;
            for (String k : keys) {
                cur = ((Map<?, ?>) cur).get(k);
            }
            return cur;
        }
    }
}
