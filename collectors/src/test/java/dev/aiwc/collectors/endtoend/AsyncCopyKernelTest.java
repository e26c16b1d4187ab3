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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** async_work_group_copy compiled with clang and run on the simulator: the copy enters PSL spread over the group. */
class AsyncCopyKernelTest {

    @Test
    void theCopyIsMeasuredAsItsOwnSegmentSpreadOverTheGroup() throws URISyntaxException {
        // 2 groups of 64. Per group, the items' own segment: load tmp[0] (a broadcast, 0 bits), then store
        // out[gid] (64 consecutive floats from a multiple of 256 bytes: E[n] = 6 - max(0, n - 2) bits, 0 from
        // n = 8); the copy's segment: 64 loads of in, 64 stores to tmp, E[n] each. PSL = (0 + E + E + E) / 4.
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(2)
                .withCollectors(List.of(new AiwcCollector()), new CollectorOptions("default", Map.of())))) {
            ProgramHandle p = sim.build(Path.of(AsyncCopyKernelTest.class.getResource("/kernels/async.cl").toURI()), "");
            BufferHandle in = sim.createBuffer("in", 4L * 128, null);
            BufferHandle out = sim.createBuffer("out", 4L * 128, null);
            LaunchResult r = sim.launch(p, "copy", NDRange.of(new long[]{128}, new long[]{64}),
                    List.of(KernelArg.buffer(in), KernelArg.buffer(out), KernelArg.local(4L * 64)));
            double[] psl = (double[]) r.results().get(AiwcCollector.NAME).metrics().get("memory")
                    .get("parallelSpatialLocality");
            double[] expected = new double[11];
            for (int n = 0; n <= 10; n++) {
                expected[n] = 3 * Math.max(0, 6 - Math.max(0, n - 2)) / 4.0;
            }
            assertArrayEquals(expected, psl, 1e-12);
        }
    }

    @Test
    void waitGroupEventsRealignsTheWorkItemsLikeABarrier() throws URISyntaxException {
        // One group of 64. Before the wait, only the 32 odd work-items access memory: in[256 + l], byte offsets
        // 1028 + 8j (j = 0..31), so E1[n] = min(5, max(0, 8 - n)) bits. The copy (its own segment): 64 loads of
        // in[k], then 64 stores to tmp[k], each E[n] = min(6, max(0, 8 - n)). After the wait: load tmp[l], store
        // out[l], E[n] each. Five timesteps in all: PSL = (E1 + 4 E) / 5. Without the split the odd work-items'
        // extra load would pair their later accesses with the even ones' earlier ones.
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(2)
                .withCollectors(List.of(new AiwcCollector()), new CollectorOptions("default", Map.of())))) {
            ProgramHandle p = sim.build(Path.of(AsyncCopyKernelTest.class.getResource("/kernels/async_split.cl")
                    .toURI()), "");
            BufferHandle in = sim.createBuffer("in", 4L * 512, null);
            BufferHandle out = sim.createBuffer("out", 4L * 64, null);
            LaunchResult r = sim.launch(p, "split", NDRange.of(new long[]{64}, new long[]{64}),
                    List.of(KernelArg.buffer(in), KernelArg.buffer(out), KernelArg.local(4L * 64)));
            Map<String, Map<String, Object>> metrics = r.results().get(AiwcCollector.NAME).metrics();
            double[] psl = (double[]) metrics.get("memory").get("parallelSpatialLocality");
            double[] expected = new double[11];
            for (int n = 0; n <= 10; n++) {
                double e1 = Math.min(5, Math.max(0, 8 - n));
                double e = Math.min(6, Math.max(0, 8 - n));
                expected[n] = (e1 + 4 * e) / 5;
            }
            assertArrayEquals(expected, psl, 1e-12);
            assertEquals(64L, ((Number) metrics.get("parallelism").get("barriersHit")).longValue(),
                    "each work-item arrives once at the wait");
        }
    }
}
