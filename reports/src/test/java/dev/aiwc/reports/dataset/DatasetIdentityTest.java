package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.Characterisation.KernelRef;
import dev.aiwc.api.result.Characterisation.RunInfo;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class DatasetIdentityTest {

    /** A 2-D launch of mm from the spec "demo", characterised with both pipelines. */
    static Characterisation mm(String source, long[] local) {
        Map<String, Object> pipeline = new LinkedHashMap<>();
        pipeline.put("name", "characterisation");
        Map<String, Object> gpuPipeline = new LinkedHashMap<>();
        gpuPipeline.put("name", "gpu");
        Map<String, Map<String, Object>> collectors = new LinkedHashMap<>();
        collectors.put("fermi-l1", new LinkedHashMap<>(Map.of("pipeline", pipeline)));
        collectors.put("mwp-cwp", new LinkedHashMap<>(Map.of("pipeline", gpuPipeline)));
        collectors.put("other", new LinkedHashMap<>(Map.of("pipeline", pipeline)));
        return new Characterisation(null, null, new KernelRef("mm", source, "-DN=4", "clang 16", "abc"), 0, "default",
                new long[]{64, 64}, local, new long[]{8, 8, 1}, Map.of(), collectors,
                new RunInfo(1, 0.5, 1.0, 1, "aiwc 0.1.0", Map.of()), "demo", Map.of("gpu", "h100 l1.size=48k"), "Oz");
    }

    @Test
    void everyIdentityCellOfARecordedRunInColumnOrder() {
        // launch: printf 'demo\0mm\0000\0abc\0-DN=4\00064,64,1,8,8,1,' | sha256sum | cut -c1-16
        assertEquals("450e72b64ac17661,demo,,mm,,0,/src/mm.cl,abc,-DN=4,64,64,1,8,8,1,default,Oz,h100 l1.size=48k,"
                + "characterisation+gpu,aiwc 0.1.0", DatasetIdentity.of(mm("/src/mm.cl", new long[]{8, 8})).csv());
        assertEquals(DatasetIdentity.COLUMNS.size(), DatasetIdentity.of(mm("/src/mm.cl", new long[]{8, 8}))
                .cells().size());
    }

    @Test
    void theLaunchKeyIgnoresWhereTheSourceLivesButNotTheLocalSize() {
        String here = DatasetIdentity.of(mm("/src/mm.cl", new long[]{8, 8})).launch();
        assertEquals(here, DatasetIdentity.of(mm("/elsewhere/mm.cl", new long[]{8, 8, 1})).launch());
        assertNotEquals(here, DatasetIdentity.of(mm("/src/mm.cl", new long[]{16, 4})).launch());
    }

    @Test
    void aFileFromBeforeIdentityWasRecordedHasEmptyCells() {
        Characterisation old = new Characterisation(null, null, new KernelRef("vadd", null, null, null), 1, null,
                null, null, null, Map.of(), Map.of(), null);
        List<String> cells = DatasetIdentity.of(old).cells();
        assertEquals(List.of("", "", "vadd", "", "1", "", "", "", "", "", "", "", "", "", "", "", "", "", ""),
                cells.subList(1, cells.size()));
        assertEquals(16, cells.get(0).length(), "the key is still computed from what is there");
    }
}
