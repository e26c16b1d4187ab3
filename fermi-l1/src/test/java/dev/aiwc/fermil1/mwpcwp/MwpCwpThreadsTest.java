package dev.aiwc.fermil1.mwpcwp;

import dev.aiwc.api.collector.Collectors;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.fermil1.config.GpuSettings;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The time model on a GPU with an L1 and an L2 term (h100) runs the L1 model and collects the load footprint inside
 * its partials: its whole section must not depend on the thread count.
 */
class MwpCwpThreadsTest {

    private static Map<String, Object> section(int threads) throws URISyntaxException {
        Path source = Path.of(MwpCwpThreadsTest.class.getResource("/timing/variants.cl").toURI());
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(threads).withCollectors(
                Collectors.select("mwp-cwp"), GpuSettings.options("h100", Map.of(), Collectors.select("mwp-cwp"))))) {
            ProgramHandle p = sim.build(source, "");
            int n = 128;
            BufferHandle a = sim.createBuffer("a", 4L * n * n, null);
            BufferHandle bt = sim.createBuffer("bt", 4L * n * n, null);
            BufferHandle c = sim.createBuffer("c", 4L * n * n, null);
            // 64 work-groups: several ranges, so partials merge whatever the thread count
            return sim.launch(p, "mm_bt", NDRange.of(new long[]{n, n}, new long[]{16, 16}),
                    List.of(KernelArg.buffer(a), KernelArg.buffer(bt), KernelArg.buffer(c), KernelArg.i32(n)))
                    .results().get("mwp-cwp").section();
        }
    }

    @Test
    void theSectionIsTheSameForOneAndFourThreads() throws URISyntaxException {
        Map<String, Object> one = section(1);
        @SuppressWarnings("unchecked")
        Map<String, Object> inputs = (Map<String, Object>) one.get("inputs");
        assertTrue((Long) inputs.get("l1Lookups") > 0 && (Long) inputs.get("loadFootprintSectors") > 0,
                inputs::toString);
        assertEquals(one, section(4));
    }
}
