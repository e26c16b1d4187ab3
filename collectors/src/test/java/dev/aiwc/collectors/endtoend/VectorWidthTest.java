package dev.aiwc.collectors.endtoend;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.collectors.AiwcCollector;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * SIMD width of a float4 copy written with vload4/vstore4 and with a float4 pointer. Per work-item each kernel loads
 * one 4-vector and stores one 4-vector; every other instruction is scalar. So {@code simdOperandSum -
 * totalInstructions}, the sum of (width - 1), is 3 + 3 = 6 per work-item in the default profile whichever way the
 * copy is written, and 3 in the aiwc profile for the builtins (the reference counts a call's result type only, and
 * vstore4 returns void).
 */
class VectorWidthTest {
    private static final int ITEMS = 16;

    private static Map<String, Object> parallelism(String kernel, String profile) {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(1)
                .withCollectors(List.of(new AiwcCollector()), new CollectorOptions(profile, Map.of())))) {
            ProgramHandle p = sim.build(Path.of(VectorWidthTest.class.getResource("/kernels/vectors.cl").toURI()), "");
            BufferHandle in = sim.createBuffer("in", 16L * ITEMS, null);
            BufferHandle out = sim.createBuffer("out", 16L * ITEMS, null);
            LaunchResult r = sim.launch(p, kernel, NDRange.of(new long[]{ITEMS}, new long[]{4}),
                    List.of(KernelArg.buffer(in), KernelArg.buffer(out)));
            Map<String, Map<String, Object>> m = r.results().get(AiwcCollector.NAME).metrics();
            Map<String, Object> par = new java.util.HashMap<>(m.get("parallelism"));
            par.put("totalInstructions", m.get("compute").get("totalInstructions"));
            return par;
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long extraLanes(Map<String, Object> p) {
        return (Long) p.get("simdOperandSum") - (Long) p.get("totalInstructions");
    }

    @Test
    void aVstore4CountsFourLanesLikeAnIrStoreOfAFloat4() {
        assertEquals(6L * ITEMS, extraLanes(parallelism("builtins", "default")));
        assertEquals(6L * ITEMS, extraLanes(parallelism("pointers", "default")));
    }

    @Test
    void theAiwcProfileKeepsTheReferencesScalarVstore() {
        assertEquals(3L * ITEMS, extraLanes(parallelism("builtins", "aiwc")));
    }
}
