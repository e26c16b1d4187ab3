package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.Characterisation.KernelRef;
import dev.aiwc.reports.Fixtures;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DatasetCsvTest {

    private static Characterisation small(String app, String kernel, int invocation, Map<String, Object> memory,
                                          Map<String, Map<String, Object>> collectors) {
        Map<String, Object> compute = new LinkedHashMap<>();
        compute.put("totalInstructions", 40L);
        Map<String, Object> itb = new LinkedHashMap<>();
        itb.put("min", 3L);
        itb.put("median", 4.5);
        Map<String, Object> parallelism = new LinkedHashMap<>();
        parallelism.put("itb", itb);
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        metrics.put("compute", compute);
        metrics.put("parallelism", parallelism);
        metrics.put("memory", memory);
        return new Characterisation(app, app == null ? null : "tiny", new KernelRef(kernel, null, null, null), invocation,
                "default", new long[]{4, 1, 1}, new long[]{4, 1, 1}, new long[]{1, 1, 1}, metrics, collectors, null);
    }

    @Test
    void tidyHasOneRowPerScalarWithDottedKeysAndIndexedArrays() throws Exception {
        Map<String, Object> memory = new LinkedHashMap<>();
        memory.put("localAddressEntropy", new double[]{2.0, 1.5});
        memory.put("uniqueReadWriteRatio", Double.POSITIVE_INFINITY);
        Map<String, Object> fermi = new LinkedHashMap<>();
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("line", 7L);
        line.put("source", "a[i], b[i]");
        fermi.put("byInstruction", List.of(line));
        StringWriter out = new StringWriter();
        DatasetCsv.writeTidy(List.of(small("lud", "diag", 3, memory, Map.of("fermi-l1", fermi))), out);
        // the launch key of label "", kernel diag, invocation 3, no digest, no options, 4x1x1 by 4x1x1:
        // printf '\0diag\0003\0\0\0004,1,1,4,1,1,' | sha256sum | cut -c1-16
        // the tidy file names the launch; the wide file has the other identity columns
        String id = "e90f72916e9f9130,,lud,diag,tiny,3";
        assertEquals(DatasetCsv.TIDY_HEADER + "\n"
                + id + ",compute.totalInstructions,40,\n"
                + id + ",parallelism.itb.min,3,\n"
                + id + ",parallelism.itb.median,4.5,\n"
                + id + ",memory.localAddressEntropy[0],2.0,\n"
                + id + ",memory.localAddressEntropy[1],1.5,\n"
                + id + ",memory.uniqueReadWriteRatio,Inf,\n"
                + id + ",fermi-l1.byInstruction[0].line,7,\n"
                + id + ",fermi-l1.byInstruction[0].source,,\"a[i], b[i]\"\n", out.toString());
    }

    @Test
    void wideHasOneRowPerInvocationColumnsInFirstAppearanceOrderAndEmptyCellsForAbsentValues() throws Exception {
        Map<String, Object> m1 = new LinkedHashMap<>();
        m1.put("footprint", 16L);
        Map<String, Object> m2 = new LinkedHashMap<>();
        m2.put("footprint", 32L);
        m2.put("globalAddressEntropy", Double.NaN);
        StringWriter out = new StringWriter();
        DatasetCsv.writeWide(List.of(small(null, "a", 0, m1, Map.of()), small(null, "b", 1, m2, Map.of())), out);
        String[] lines = out.toString().split("\n");
        assertEquals(String.join(",", DatasetCsv.IDENTITY) + ",compute.totalInstructions,parallelism.itb.min,"
                + "parallelism.itb.median,memory.footprint,memory.globalAddressEntropy", lines[0]);
        assertTrue(lines[1].endsWith(",a,,0,,,,4,1,1,4,1,1,default,,,,,40,3,4.5,16,"), lines[1]);
        assertTrue(lines[2].endsWith(",b,,1,,,,4,1,1,4,1,1,default,,,,,40,3,4.5,32,NaN"), lines[2]);
        assertEquals(3, lines.length);
    }

    @Test
    void wideCsvOfTheFixturesHasAColumnForEveryLeafOfEveryFixture() throws Exception {
        List<Characterisation> rows = List.of(Fixtures.load("vadd-0.json"), Fixtures.load("reduce-0.json"));
        StringWriter out = new StringWriter();
        DatasetCsv.writeWide(rows, out);
        String[] lines = out.toString().split("\n");
        assertEquals(3, lines.length);
        List<String> columns = DatasetCsv.wideColumns(rows);
        assertEquals(String.join(",", columns), lines[0]);
        // per-SM and per-instruction records are left out; reduce's config adds simulatedSms[0..3]
        assertTrue(columns.stream().noneMatch(k -> k.startsWith("fermi-l1.sms[") || k.startsWith("fermi-l1.byInstruction[")));
        assertTrue(columns.contains("fermi-l1.total.misses.compulsory"));
        assertTrue(columns.contains("fermi-l1.config.simulatedSms[3]"));
        // reduce executes no sext: its cell is 0, not NA
        int sext = columns.indexOf("compute.opcodeHistogram.sext");
        assertEquals("0", lines[2].split(",", -1)[sext]);
        assertEquals("1024", lines[1].split(",", -1)[sext]);
        assertTrue(columns.contains("memory.localAddressEntropy[9]"));
        assertEquals(columns.size(), lines[1].split(",", -1).length);
        // the source column tells apart variants whose kernels share a name
        assertTrue(lines[2].contains(",reduction,reduce,tiny,0,kernels/reduce.cl,"), lines[2]);
    }

    @Test
    void tidyPutsNumbersInValueAndTextInTextSoValueIsNumeric() throws Exception {
        Map<String, Object> memory = new LinkedHashMap<>();
        memory.put("footprint", 16L);
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("bound", "memory");
        model.put("ready", true);
        StringWriter out = new StringWriter();
        DatasetCsv.writeTidy(List.of(small(null, "k", 0, memory, Map.of("mwp-cwp", model))), out);
        String[] lines = out.toString().split("\n");
        assertTrue(lines[4].endsWith(",memory.footprint,16,"), lines[4]);
        assertTrue(lines[5].endsWith(",mwp-cwp.bound,,memory"), lines[5]);
        assertTrue(lines[6].endsWith(",mwp-cwp.ready,1,"), lines[6]);
    }

    @Test
    void wideLeavesOutKeysThatAreTextInAnyRow() throws Exception {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("footprint", 16L);
        Map<String, Object> numeric = new LinkedHashMap<>();
        numeric.put("case", 2L);
        numeric.put("cycles", 10.5);
        Map<String, Object> text = new LinkedHashMap<>();
        text.put("case", "cwp-at-least-mwp");
        text.put("cycles", 12.5);
        List<Characterisation> rows = List.of(small(null, "a", 0, m, Map.of("mwp-cwp", numeric)),
                small(null, "b", 0, m, Map.of("mwp-cwp", text)));
        List<String> metrics = DatasetCsv.metricColumns(rows);
        assertEquals(List.of("compute.totalInstructions", "parallelism.itb.min", "parallelism.itb.median",
                "memory.footprint", "mwp-cwp.cycles"), metrics);
    }
}
