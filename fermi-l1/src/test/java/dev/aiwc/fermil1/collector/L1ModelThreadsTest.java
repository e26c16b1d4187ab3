package dev.aiwc.fermil1.collector;

import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.fermil1.Render;
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
 * The L1 model runs the SMs that must run before the next dispatch at the same time, as many as the launch has
 * workers: its section, and that of the time model that runs it too, must not depend on the thread count. The
 * kernels have many more work-groups than the GPU has block slots, so blocks go to SMs as earlier ones finish.
 */
class L1ModelThreadsTest {

    private static Map<String, CollectorResult> run(int threads, String kernel, String gpu, Map<String, String> set,
                                                    long[] global, long[] local) throws URISyntaxException {
        Path source = Path.of(L1ModelThreadsTest.class.getResource("/timing/variants.cl").toURI());
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(threads).withCollectors(
                Collectors.select("fermi-l1,mwp-cwp"), GpuSettings.options(gpu, set, Collectors.select("fermi-l1,mwp-cwp"))))) {
            ProgramHandle p = sim.build(source, "");
            int n = (int) global[0];
            long items = global.length > 1 ? global[0] * global[1] : global[0];
            BufferHandle a = sim.createBuffer("a", 4L * items, null);
            BufferHandle b = sim.createBuffer("b", 4L * items, null);
            BufferHandle c = sim.createBuffer("c", 4L * items, null);
            List<KernelArg> args = kernel.startsWith("red")
                    ? List.of(KernelArg.buffer(a), KernelArg.buffer(c), KernelArg.local(4 * local[0]))
                    : List.of(KernelArg.buffer(a), KernelArg.buffer(b), KernelArg.buffer(c), KernelArg.i32(n));
            return sim.launch(p, kernel, NDRange.of(global, local), args).results();
        }
    }

    private static void sameForOneTwoAndFourThreads(String kernel, String gpu, Map<String, String> set,
                                                    long[] global, long[] local) throws URISyntaxException {
        Map<String, CollectorResult> one = run(1, kernel, gpu, set, global, local);
        @SuppressWarnings("unchecked")
        Map<String, Object> total = (Map<String, Object>) one.get("fermi-l1").section().get("total");
        assertTrue((Long) total.get("loadRequests") > 0, total::toString);
        for (int threads : new int[]{2, 4}) {
            Map<String, CollectorResult> more = run(threads, kernel, gpu, set, global, local);
            // rendered: the sections hold arrays (histograms), which maps compare by identity
            assertEquals(Render.of(one.get("fermi-l1").section()), Render.of(more.get("fermi-l1").section()),
                    kernel + " " + threads);
            assertEquals(Render.of(one.get("mwp-cwp").section()), Render.of(more.get("mwp-cwp").section()),
                    kernel + " " + threads);
        }
    }

    @Test
    void matrixMultiplyOnTwoFermiSmsUnderGto() throws URISyntaxException {
        // 64 groups of 64 on 2 SMs of 8 blocks: 48 blocks wait for a slot
        sameForOneTwoAndFourThreads("mm_naive", "gtx480-16k", Map.of("smCount", "2", "scheduler", "gto"),
                new long[]{64, 64}, new long[]{8, 8});
    }

    @Test
    void reductionWithBarriersAndDivergenceOnThreeSms() throws URISyntaxException {
        // 256 groups of 64 with a barrier per level and diverging warps, on 3 SMs (96 slots), few MSHRs
        sameForOneTwoAndFourThreads("red_interleaved", "h100", Map.of("smCount", "3", "mshrs", "8"),
                new long[]{256 * 64}, new long[]{64});
    }

    @Test
    void matrixMultiplyOnTwoH100SmsWithASmallLineBudget() throws URISyntaxException {
        // 64 x 64 floats: A and B are 128 lines each, and 216 KB of the 224 KB L1 reserved leaves a budget of 64
        // lines, so most fills evict from sets with free ways
        sameForOneTwoAndFourThreads("mm_naive", "h100", Map.of("smCount", "2", "l1Reserve", "216k"),
                new long[]{64, 64}, new long[]{8, 8});
    }
}
