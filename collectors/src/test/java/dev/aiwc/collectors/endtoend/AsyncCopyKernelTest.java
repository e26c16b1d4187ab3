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

/** async_work_group_copy compiled with clang and run on the simulator: the copy enters PSL spread over the group. */
class AsyncCopyKernelTest {

    @Test
    void theCopyIsMeasuredAsItsOwnSegmentSpreadOverTheGroup() throws URISyntaxException {
        // 2 groups of 64. Per group, the items' own segment: load tmp[0] (a broadcast, 0 bits), then store
        // out[gid] (64 consecutive floats from a multiple of 256 bytes: E[n] = 6 - max(0, n - 2) bits, 0 from
        // n = 8); the copy's segment: 64 loads of in, 64 stores to tmp, E[n] each. PSL = (0 + E + E + E) / 4.
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(2)
                .withCollectors(List.of(new AiwcCollector()), new CollectorOptions("default", null, Map.of())))) {
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
}
