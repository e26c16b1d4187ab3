package dev.aiwc.collectors.endtoend;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.collectors.AiwcCollector;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** The aiwc metrics of row-major matrix multiply ({@code /kernels/mm.cl}), N x N in 16 x 16 work-groups. */
final class MatrixMultiplyMetrics {
    private MatrixMultiplyMetrics() {
    }

    /** One launch through the simulator with the aiwc collector's {@code settings}. */
    static Map<String, Map<String, Object>> of(int n, String profile, int threads, Map<String, String> settings)
            throws URISyntaxException {
        Path mm = Path.of(MatrixMultiplyMetrics.class.getResource("/kernels/mm.cl").toURI());
        CollectorOptions options = new CollectorOptions(profile, Map.of(AiwcCollector.NAME, settings));
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(threads).withCollectors(
                List.of(new AiwcCollector()), options))) {
            ProgramHandle p = sim.build(mm, "");
            BufferHandle a = sim.createBuffer("A", 4L * n * n, null);
            BufferHandle b = sim.createBuffer("B", 4L * n * n, null);
            BufferHandle c = sim.createBuffer("C", 4L * n * n, null);
            return sim.launch(p, "mm", NDRange.of(new long[]{n, n}, new long[]{16, 16}),
                    List.of(KernelArg.buffer(a), KernelArg.buffer(b), KernelArg.buffer(c), KernelArg.i32(n)))
                    .results().get(AiwcCollector.NAME).metrics();
        }
    }

    /** The metrics with arrays written out, since maps compare arrays by identity. */
    static String render(Map<String, Map<String, Object>> m) {
        StringBuilder s = new StringBuilder();
        m.forEach((category, values) -> values.forEach((k, v) -> s.append(category).append('.').append(k).append('=')
                .append(v instanceof double[] d ? java.util.Arrays.toString(d)
                        : v instanceof long[] l ? java.util.Arrays.toString(l) : String.valueOf(v)).append('\n')));
        return s.toString();
    }
}
