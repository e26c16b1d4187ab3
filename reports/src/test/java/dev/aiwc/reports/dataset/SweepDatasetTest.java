package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.model.SweepPoint;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The sweep's dataset: the varied values in front of the wide CSV's columns, one row per point and invocation. */
class SweepDatasetTest {

    private static Characterisation invocation(String kernel, long instructions) {
        return new Characterisation("mm", null, new Characterisation.KernelRef(kernel, "mm.cl", "", ""), 0, "default",
                new long[]{64, 1, 1}, new long[]{8, 1, 1}, new long[]{8, 1, 1},
                Map.of("compute", Map.of("totalInstructions", instructions)), Map.of(), null);
    }

    @Test
    void theVariedValuesComeFirstAndAFailedPointHasNoRow() throws Exception {
        Map<String, String> small = new LinkedHashMap<>();
        small.put("local.x", "8");
        small.put("define.TILE", "8");
        Map<String, String> big = new LinkedHashMap<>();
        big.put("local.x", "16");
        big.put("define.TILE", "a,b"); // a comma: quoted, as RFC 4180 asks
        List<SweepPoint> points = List.of(
                new SweepPoint("8 TILE=8", small, "h100", List.of(invocation("mm", 100)), List.of(), null),
                new SweepPoint("16 TILE=a,b", big, "v100", List.of(invocation("mm", 90)), List.of(), null),
                new SweepPoint("32", Map.of("local.x", "32"), "h100", List.of(), List.of(), "failed"));
        StringWriter out = new StringWriter();
        SweepDataset.writeWide(points, out);
        // the wide CSV of the two invocations that ran, each record behind the point's values (whatever identity
        // columns DatasetCsv writes)
        StringWriter wide = new StringWriter();
        DatasetCsv.writeWide(List.of(points.get(0).invocations().get(0), points.get(1).invocations().get(0)), wide);
        List<String> records = SweepDataset.records(wide.toString());
        assertEquals(3, records.size());
        assertEquals("configuration,local.x,define.TILE," + records.get(0)
                + "8 TILE=8,8,8," + records.get(1)
                + "\"16 TILE=a,b\",16,\"a,b\"," + records.get(2), out.toString());
        assertEquals("compute.totalInstructions", records.get(0).strip().substring(records.get(0).lastIndexOf(',') + 1));
    }

    @Test
    void recordsSplitAtLineEndsOutsideQuotesOnly() {
        assertEquals(List.of("a,b\n", "\"x\ny\",\"say \"\"hi\"\"\"\n", "c"), SweepDataset.records(
                "a,b\n\"x\ny\",\"say \"\"hi\"\"\"\nc"));
    }
}
