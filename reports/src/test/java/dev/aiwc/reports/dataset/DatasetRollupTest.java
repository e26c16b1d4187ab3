package dev.aiwc.reports.dataset;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.metric.MetricDescriptor.Aggregation;
import dev.aiwc.api.metric.MetricDescriptor.Direction;
import dev.aiwc.api.metric.MetricDescriptors;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.Characterisation.KernelRef;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Roll-ups combine each metric as its descriptor says; the expected rows are worked out by hand below. */
class DatasetRollupTest {

    static final MetricDescriptors DESCRIPTORS = new MetricDescriptors(List.of(
            MetricDescriptor.of("compute.totalInstructions", "instructions", Direction.LOWER_IS_BETTER,
                    Aggregation.SUM, "instructions"),
            MetricDescriptor.of("compute.opcodeHistogram.*", "instructions", Direction.NEITHER, Aggregation.SUM,
                    "per opcode"),
            MetricDescriptor.of("memory.footprint", "addresses", Direction.LOWER_IS_BETTER, Aggregation.SUM,
                    "footprint"),
            MetricDescriptor.of("memory.entropy", "bits", Direction.NEITHER, Aggregation.MEAN, "entropy"),
            MetricDescriptor.of("parallelism.widest", "work-items", Direction.NEITHER, Aggregation.MAX, "widest"),
            MetricDescriptor.of("parallelism.narrowest", "work-items", Direction.NEITHER, Aggregation.MIN,
                    "narrowest"),
            MetricDescriptor.of("model.smCount", "SMs", Direction.NEITHER, Aggregation.NONE, "a setting"),
            MetricDescriptor.of("model.bound", "", Direction.NEITHER, Aggregation.NONE, "text")));

    /** An invocation of kernel {@code diag} of lud with the given values (fadd null: the opcode did not run). */
    static Characterisation lud(String size, int invocation, Long instructions, Long fadd, long footprint,
                                double entropy, long widest, long narrowest) {
        Map<String, Object> compute = new LinkedHashMap<>();
        if (instructions != null) {
            compute.put("totalInstructions", instructions);
        }
        Map<String, Object> histogram = new LinkedHashMap<>();
        if (fadd != null) {
            histogram.put("fadd", fadd);
        }
        compute.put("opcodeHistogram", histogram);
        Map<String, Object> memory = new LinkedHashMap<>();
        memory.put("footprint", footprint);
        memory.put("entropy", entropy);
        Map<String, Object> parallelism = new LinkedHashMap<>();
        parallelism.put("widest", widest);
        parallelism.put("narrowest", narrowest);
        Map<String, Map<String, Object>> metrics = new LinkedHashMap<>();
        metrics.put("compute", compute);
        metrics.put("memory", memory);
        metrics.put("parallelism", parallelism);
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("smCount", 15L);
        model.put("bound", "memory");
        return new Characterisation("lud", size, new KernelRef("diag", "lud.cl", "-DX=1", null), invocation,
                "default", new long[]{16, 1, 1}, new long[]{16, 1, 1}, new long[]{1, 1, 1}, metrics,
                Map.of("model", model), null).withLabel("lud/" + size);
    }

    static String rollup(List<Characterisation> rows, DatasetRollup.Level level) throws Exception {
        StringWriter out = new StringWriter();
        DatasetRollup.write(rows, level, DESCRIPTORS, out);
        return out.toString();
    }

    @Test
    void anApplicationSumsCountsWeighsMeansByInstructionsAndTakesExtremes() throws Exception {
        // tiny: instructions 100 + 300 = 400; fadd 7 + 0 (absent) = 7; footprint 10 + 20 = 30;
        // entropy (100 * 2.0 + 300 * 4.0) / 400 = 3.5; widest max(5, 9) = 9; narrowest min(3, 1) = 1.
        // The setting (NONE) and the text are not combined; small is a group of its own.
        String csv = rollup(List.of(lud("tiny", 0, 100L, 7L, 10, 2.0, 5, 3), lud("tiny", 1, 300L, null, 20, 4.0, 9, 1),
                lud("small", 0, 1000L, 70L, 100, 1.0, 64, 64)), DatasetRollup.Level.APPLICATION);
        assertEquals("""
                label,application,size,profile,opt,gpu,pipelines,toolVersion,invocations,compute.totalInstructions,\
                compute.opcodeHistogram.fadd,memory.footprint,memory.entropy,parallelism.widest,parallelism.narrowest
                lud/tiny,lud,tiny,default,,,,,2,400,7,30,3.5,9,1
                lud/small,lud,small,default,,,,,1,1000,70,100,1.0,64,64
                """, csv);
    }

    @Test
    void aKernelRowIsKeyedByItsSourceAndBuildOptions() throws Exception {
        String csv = rollup(List.of(lud("tiny", 0, 100L, 7L, 10, 2.0, 5, 3), lud("tiny", 1, 300L, null, 20, 4.0, 9, 1)),
                DatasetRollup.Level.KERNEL);
        assertEquals("""
                label,application,size,kernel,source,sourceSha256,buildOptions,profile,opt,gpu,pipelines,toolVersion,\
                invocations,compute.totalInstructions,compute.opcodeHistogram.fadd,memory.footprint,memory.entropy,\
                parallelism.widest,parallelism.narrowest
                lud/tiny,lud,tiny,diag,lud.cl,,-DX=1,default,,,,,2,400,7,30,3.5,9,1
                """, csv);
    }

    @Test
    void aMeanIsUnweightedWhenAnInvocationLacksAnInstructionCount() throws Exception {
        // the second invocation has no instruction count: (2.0 + 4.0) / 2 = 3.0; its instructions are skipped (100)
        String csv = rollup(List.of(lud("tiny", 0, 100L, 7L, 10, 2.0, 5, 3), lud("tiny", 1, null, 1L, 20, 4.0, 9, 1)),
                DatasetRollup.Level.APPLICATION);
        assertEquals("lud/tiny,lud,tiny,default,,,,,2,100,8,30,3.0,9,1", csv.split("\n")[1]);
    }

    @Test
    void nanPropagatesThroughEveryAggregation() throws Exception {
        String csv = rollup(List.of(lud("tiny", 0, 100L, 7L, 10, Double.NaN, 5, 3),
                lud("tiny", 1, 300L, null, 20, 4.0, 9, 1)), DatasetRollup.Level.APPLICATION);
        assertEquals("lud/tiny,lud,tiny,default,,,,,2,400,7,30,NaN,9,1", csv.split("\n")[1]);
    }
}
