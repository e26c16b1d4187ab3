package dev.aiwc.collectors.csv;

import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import dev.aiwc.api.descriptor.AddressSpace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AiwcCsvTest {

    /** A metrics map as the aiwc profile produces it, with hand-picked values. */
    private static Map<String, Map<String, Object>> sample() {
        Map<String, Object> compute = new LinkedHashMap<>();
        compute.put("opcodeDiversity", 5);
        compute.put("totalInstructions", 1234567L);
        compute.put("freedomToReorder", 2.0 / 3);
        compute.put("resourcePressure", 3.0);
        Map<String, Object> parallelism = new LinkedHashMap<>();
        parallelism.put("workItems", 64L);
        parallelism.put("workGroups", 4L);
        parallelism.put("workItemsPerGroup", 16L);
        parallelism.put("simdOperandSum", 1300000L);
        parallelism.put("barriersHit", 0L);
        parallelism.put("itb", Map.of("min", 3L, "max", 12L, "median", 1234567.0));
        parallelism.put("ipt", Map.of("min", 6L, "max", 15L, "median", 10L));
        parallelism.put("simdWidth", Map.of("max", 4L, "mean", 2.5, "sd", 1.5));
        parallelism.put("granularity", 1.0 / 64);
        parallelism.put("barriersPerInstruction", 64.0 / 1234567);
        parallelism.put("instructionsPerOperand", 1234567.0 / 1300000);
        parallelism.put("loadImbalance", 9L);
        Map<String, Object> memory = new LinkedHashMap<>();
        memory.put("footprint", 192L);
        memory.put("footprint90", 123L);
        memory.put("uniqueReads", 64L);
        memory.put("uniqueWrites", 128L);
        memory.put("uniqueReadWriteRatio", 2.0);
        memory.put("totalReads", 1024L);
        memory.put("totalWrites", 64L);
        memory.put("rereadRatio", 8.0);
        memory.put("rewriteRatio", 1.0);
        memory.put("globalAddressEntropy", 7.123456789);
        double[] local = new double[10];
        for (int n = 0; n < 10; n++) {
            local[n] = 7.0 - n / 3.0;
        }
        memory.put("localAddressEntropy", local);
        double[] normed = new double[11];
        for (int n = 0; n < 11; n++) {
            normed[n] = 0.5 / (n + 1);
        }
        memory.put("parallelSpatialLocality", normed.clone());
        memory.put("normedParallelSpatialLocality", normed);
        memory.put("accessesBySpace", Map.of("global", 1088L, "constant", 0L, "local", 0L));
        memory.put("relativeLocalUsage", 0.0);
        memory.put("relativeConstantUsage", Double.NaN);
        Map<String, Object> control = new LinkedHashMap<>();
        control.put("uniqueBranches", 1);
        control.put("branches90", 1);
        control.put("yokotaEntropy", (double) 0.25f);
        control.put("averageLinearBranchEntropy", (double) 0.025f);
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        metrics.put("compute", compute);
        metrics.put("parallelism", parallelism);
        metrics.put("memory", memory);
        metrics.put("control", control);
        return metrics;
    }

    @Test
    void rowsFollowTheReferenceOrderAndLabels() {
        List<String> names = new ArrayList<>();
        for (AiwcCsv.Row row : AiwcCsv.rows(sample())) {
            names.add(row.metric());
        }
        List<String> expected = new ArrayList<>(List.of("Opcode", "Total Instruction Count", "Freedom to Reorder",
                "Resource Pressure", "Work-items", "Work-groups", "Work-items per Work-group", "SIMD Operand Sum",
                "Total Barriers Hit", "Min ITB", "Max ITB", "Median ITB", "Min IPT", "Max IPT", "Median IPT",
                "Max SIMD Width", "Mean SIMD Width", "SD SIMD Width", "Granularity", "Barriers Per Instruction",
                "Instructions Per Operand", "Total Memory Footprint", "Unique Memory Accesses", "Unique Reads",
                "Unique Writes", "Unique Read/Write Ratio", "Total Reads", "Total Writes", "Rereads", "Rewrites",
                "90% Memory Footprint", "Global Memory Address Entropy"));
        for (int n = 1; n <= 10; n++) {
            expected.add("LMAE -- Skipped " + n + " LSBs");
        }
        for (int n = 0; n <= 10; n++) {
            expected.add("Normed PSL -- Skipped " + n + " LSBs");
        }
        expected.addAll(List.of("Normed PSL Sum", "Total Global Memory Accessed", "Total Local Memory Accessed",
                "Total Constant Memory Accessed", "Relative Local Memory Usage", "Relative Constant Memory Usage",
                "Total Unique Branch Instructions", "90% Branch Instructions", "Yokota Branch Entropy",
                "Average Linear Branch Entropy"));
        assertEquals(expected, names);
    }

    @Test
    void aDefaultProfileCharacterisationFillsTheSameRowsFromItsOwnNames() {
        // The default profile renames three ratios and indexes its address entropies by the bits skipped (0..10):
        // moved to those names, the sample must give the same CSV.
        Map<String, Map<String, Object>> renamed = sample();
        Map<String, Object> parallelism = renamed.get("parallelism");
        parallelism.put("instructionsPerSimdLane", parallelism.remove("instructionsPerOperand"));
        Map<String, Object> memory = renamed.get("memory");
        memory.put("readsPerReadAddress", memory.remove("rereadRatio"));
        memory.put("writesPerWrittenAddress", memory.remove("rewriteRatio"));
        double[] local = (double[]) memory.remove("localAddressEntropy");
        double[] byShift = new double[11];
        byShift[0] = (Double) memory.get("globalAddressEntropy");
        System.arraycopy(local, 0, byShift, 1, 10);
        memory.put("addressEntropy", byShift);
        assertEquals(AiwcCsv.render(sample()), AiwcCsv.render(renamed));
    }

    @Test
    void formatsLikeTheReferenceStream() {
        String csv = AiwcCsv.render(sample());
        assertTrue(csv.startsWith("metric,category,count\nOpcode,Compute,5\nTotal Instruction Count,Compute,1234567\n"
                + "Freedom to Reorder,Compute,0.666667\n"), csv);
        // Integers stay integers; doubles use 6 significant digits before "Unique Read/Write Ratio" ...
        assertTrue(csv.contains("\nMedian ITB,Parallelism,1.23457e+06\n"), "ITB's median is a double");
        assertTrue(csv.contains("\nMedian IPT,Parallelism,10\n"));
        assertTrue(csv.contains("\nGranularity,Parallelism,0.015625\n"));
        assertTrue(csv.contains("\nInstructions Per Operand,Parallelism,0.949667\n"));
        // ... and 4 from there on.
        assertTrue(csv.contains("\nUnique Read/Write Ratio,Memory,2\n"));
        assertTrue(csv.contains("\nGlobal Memory Address Entropy,Memory,7.123\n"));
        assertTrue(csv.contains("\nLMAE -- Skipped 2 LSBs,Memory,6.667\n"));
        assertTrue(csv.contains("\nNormed PSL -- Skipped 2 LSBs,Memory,0.1667\n"));
        assertTrue(csv.contains("\nRelative Constant Memory Usage,Memory,-nan\n"));
        assertTrue(csv.endsWith("\nTotal Unique Branch Instructions,Control,1\n90% Branch Instructions,Control,1\n"
                + "Yokota Branch Entropy,Memory,0.25\nAverage Linear Branch Entropy,Memory,0.025\n"), csv);
    }

    @Test
    void normedPslSumAddsTheElevenValues() {
        // 0.5 * (1 + 1/2 + ... + 1/11) = 0.5 * 83711/27720 = 1.50994...
        assertTrue(AiwcCsv.render(sample()).contains("\nNormed PSL Sum,Memory,1.51\n"));
    }

    @Test
    void writesTheReferenceFileName(@TempDir Path dir) throws Exception {
        Path file = AiwcCsv.write(dir, "mm", 0, sample());
        assertEquals("aiwc_mm_0.csv", file.getFileName().toString());
        assertEquals(64, Files.readAllLines(file).size(), "header and 63 rows");
    }

    @Test
    void aMissingMetricIsNamed() {
        Map<String, Map<String, Object>> metrics = sample();
        metrics.get("memory").remove("footprint90");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AiwcCsv.render(metrics));
        assertTrue(e.getMessage().contains("memory.footprint90"), e.getMessage());
    }

    @Test
    void writesTheCollectorsAiwcProfileOutput() {
        var mm = new dev.aiwc.collectors.memory.MatrixMultiplyTraceAccess().trace(8);
        String csv = AiwcCsv.render(mm);
        assertTrue(csv.contains("\nTotal Memory Footprint,Memory,192\n"), csv);
        assertTrue(csv.contains("\nUnique Reads,Memory,64\n"), "distinct stores, as the reference labels them");
        assertTrue(csv.contains("\nRereads,Memory,8\n"));
        assertTrue(csv.contains("\nWork-groups,Parallelism,4\n"));
        assertTrue(csv.contains("\nTotal Barriers Hit,Parallelism,0\n"));
    }
}
