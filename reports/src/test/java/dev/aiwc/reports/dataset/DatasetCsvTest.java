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
        assertEquals("""
                application,kernel,size,invocation,source,metric,value
                lud,diag,tiny,3,,compute.totalInstructions,40
                lud,diag,tiny,3,,parallelism.itb.min,3
                lud,diag,tiny,3,,parallelism.itb.median,4.5
                lud,diag,tiny,3,,memory.localAddressEntropy[0],2.0
                lud,diag,tiny,3,,memory.localAddressEntropy[1],1.5
                lud,diag,tiny,3,,memory.uniqueReadWriteRatio,Inf
                lud,diag,tiny,3,,fermi-l1.byInstruction[0].line,7
                lud,diag,tiny,3,,fermi-l1.byInstruction[0].source,"a[i], b[i]"
                """, out.toString());
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
        assertEquals("""
                application,kernel,size,invocation,source,compute.totalInstructions,parallelism.itb.min,parallelism.itb.median,memory.footprint,memory.globalAddressEntropy
                ,a,,0,,40,3,4.5,16,
                ,b,,1,,40,3,4.5,32,NaN
                """, out.toString());
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
        assertTrue(lines[2].startsWith("reduction,reduce,tiny,0,kernels/reduce.cl,7,245760,"));
    }
}
