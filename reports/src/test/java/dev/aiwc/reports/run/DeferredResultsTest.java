package dev.aiwc.reports.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.dwarfs.suite.Applications;
import dev.aiwc.dwarfs.suite.Shard;
import dev.aiwc.dwarfs.suite.Suite;
import dev.aiwc.dwarfs.suite.SuitePlan;
import dev.aiwc.dwarfs.suite.SuiteProgress;
import dev.aiwc.dwarfs.suite.SuiteRun;
import dev.aiwc.dwarfs.suite.SuiteSink;
import dev.aiwc.dwarfs.suite.SuiteSummary;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.ForwardingDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.instrumenter.spec.JsonSpec;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The suite and a spec's run let the simulator finish a launch's collectors while the next launch runs: the results
 * are those of launch-by-launch finishing, reach the listener in launch order, and none is lost when a run fails.
 */
class DeferredResultsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static Simulator simulator() {
        return new Simulator(SimulatorConfig.defaults().withThreads(2)
                .withCollectors(Collectors.select("aiwc"), CollectorOptions.defaults()));
    }

    /**
     * A device that passes on what a host program calls and counts the launches; with {@code defer} false it keeps
     * the interface's own deferral methods, so every result is handed over before its launch returns.
     */
    private static final class Counting extends ForwardingDevice {
        private final Simulator sim;
        private final boolean defer;
        int launches;

        Counting(Simulator sim, boolean defer) {
            super(sim);
            this.sim = sim;
            this.defer = defer;
        }

        @Override
        public LaunchResult launch(ProgramHandle program, String kernel, NDRange range, List<KernelArg> args) {
            launches++;
            return sim.launch(program, kernel, range, args);
        }

        @Override
        public void launch(ProgramHandle program, String kernel, NDRange range, List<KernelArg> args,
                           Consumer<LaunchResult> then) {
            if (!defer) {
                super.launch(program, kernel, range, args, then);
                return;
            }
            launches++;
            sim.launch(program, kernel, range, args, then);
        }

        @Override
        public void deferResults(boolean on) {
            if (defer) {
                sim.deferResults(on);
            }
        }

        @Override
        public void flush() {
            sim.flush();
        }
    }

    /** Each result the sink got, as "run kernel-invocation metrics", and the launches made before it got it. */
    private static final class Recording implements SuiteSink {
        final List<String> results = new ArrayList<>();
        final List<Integer> launchedBefore = new ArrayList<>();
        final List<String> ends = new ArrayList<>();
        Counting device;

        @Override
        public void runStarted(SuiteRun run) {
        }

        @Override
        public void invocation(SuiteRun run, LaunchResult result) {
            try {
                results.add(run + " " + result.kernel() + "-" + result.invocation() + " "
                        + JSON.writeValueAsString(result.results()));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            launchedBefore.add(device.launches);
        }

        @Override
        public void runFinished(SuiteRun run, Throwable failure) {
            ends.add(run + (failure == null ? "" : " failed: " + failure.getMessage()));
        }
    }

    private static Recording run(SuitePlan plan, boolean defer) {
        Recording sink = new Recording();
        SuiteSummary s = Suite.run(plan, r -> sink.device = new Counting(simulator(), defer), sink,
                SuiteProgress.NONE);
        assertEquals(sink.results.size(), s.invocations());
        return sink;
    }

    @Test
    void resultsHandedOverLaterAreTheLaunchByLaunchOnesInTheSameOrder() {
        SuitePlan plan = SuitePlan.of(List.of("tiny"), List.of("hmm", "dwt2d"), Shard.WHOLE);
        Recording plain = run(plan, false);
        Recording deferred = run(plan, true);
        assertEquals(plain.results, deferred.results);
        assertTrue(plain.results.size() > 4, plain.results.toString());
        // launch by launch, result k arrives after launch k + 1 (of its run) and before launch k + 2
        int fromRunStart = 0;
        int later = 0;
        for (int k = 0; k < plain.results.size(); k++) {
            if (k > 0 && !plain.results.get(k).split(" ")[0].equals(plain.results.get(k - 1).split(" ")[0])) {
                fromRunStart = k;
            }
            assertEquals(k - fromRunStart + 1, plain.launchedBefore.get(k));
            if (deferred.launchedBefore.get(k) > k - fromRunStart + 1) {
                later++;
            }
        }
        assertTrue(later >= plain.results.size() - 2, "results handed over later: " + later + " of "
                + plain.results.size());
    }

    @Test
    void aRunThatFailsAfterItsLaunchesStillHandsOverEachOfThem() throws IOException {
        Scaler fails = new Scaler(Scaler.source(dir), "fails", 3, "fails (tiny) differs from the Java reference.");
        SuitePlan plan = SuitePlan.of(List.of(fails, Applications.byName("crc")), List.of("tiny"), null, Shard.WHOLE);
        Recording sink = run(plan, true);
        assertEquals(List.of("fails", "fails", "fails", "crc"),
                sink.results.stream().map(r -> r.split(" ")[0]).toList());
        assertEquals(List.of("scale-0", "scale-1", "scale-2", "crc32_pages-0"),
                sink.results.stream().map(r -> r.split(" ")[2]).toList());
        assertEquals(2, sink.ends.size());
        assertTrue(sink.ends.get(0).startsWith("fails tiny failed: fails (tiny) differs"), sink.ends.get(0));
        assertFalse(sink.ends.get(1).contains("failed"), sink.ends.get(1));
    }

    /**
     * A spec of the two kernels of examples/multi-kernel, launched in turn {@code pairs} times, then {@code tail};
     * its source has a third kernel, {@code overrun}, which writes past the end of its buffer.
     */
    private RunSpec spec(int pairs, String tail) throws IOException {
        Files.writeString(dir.resolve("normalise.cl"), Files.readString(Path.of("..", "examples", "multi-kernel",
                "normalise.cl"))
                + "\n__kernel void overrun(__global float *x) { x[get_global_id(0) + 1024] = 1.0f; }\n");
        StringBuilder invocations = new StringBuilder();
        for (int i = 0; i < pairs; i++) {
            invocations.append(i == 0 ? "" : ",\n").append("""
                    {"kernel": "partial_sums", "global": [1024], "local": [64],
                     "args": ["x", "partial", {"local": 256}]},
                    {"kernel": "scale", "global": [1024], "local": [64],
                     "args": ["x", "partial", {"type": "int", "value": 16}]}""");
        }
        invocations.append(tail);
        Path file = dir.resolve("normalise.json");
        String text = """
                {"source": "normalise.cl",
                 "buffers": {"x": {"type": "float", "count": 1024, "random": {"seed": 7, "min": 0.5, "max": 2}},
                             "partial": {"type": "float", "count": 16}},
                 "invocations": [%s]}
                """.formatted(invocations);
        Files.writeString(file, text);
        return JsonSpec.parse(file, text);
    }

    /** Each result a spec's listener got, as "index kernel-invocation metrics". */
    private static List<String> runSpec(RunSpec spec, ComputeDevice device) {
        List<String> got = new ArrayList<>();
        SpecRunner.Outcome outcome = SpecRunner.run(spec, device, new SpecRunner.Listener() {
            @Override
            public void launched(int index, RunSpec.Invocation invocation, LaunchResult result) {
                try {
                    got.add(index + " " + result.kernel() + "-" + result.invocation() + " "
                            + JSON.writeValueAsString(result.results()));
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }
        });
        assertEquals(got.size(), outcome.launches().size());
        return got;
    }

    @Test
    void aSpecsInvocationsReachItsListenerInOrderWithTheLaunchByLaunchResults() throws IOException {
        RunSpec spec = spec(3, "");
        List<String> plain = runSpec(spec, new Counting(simulator(), false));
        List<String> deferred = runSpec(spec, new Counting(simulator(), true));
        assertEquals(plain, deferred);
        assertEquals(List.of("0 partial_sums-0", "1 scale-0", "2 partial_sums-1", "3 scale-1", "4 partial_sums-2",
                "5 scale-2"), deferred.stream().map(r -> r.substring(0, r.lastIndexOf(' '))).toList());
    }

    @Test
    void aSpecWhoseLaunchFailsHandsOverTheInvocationsBeforeIt() throws IOException {
        // the seventh launch writes past the end of x
        RunSpec spec = spec(3, ",\n{\"kernel\": \"overrun\", \"global\": [64], \"local\": [64], \"args\": [\"x\"]}");
        List<String> got = new ArrayList<>();
        SpecRunner.Listener listener = new SpecRunner.Listener() {
            @Override
            public void launched(int index, RunSpec.Invocation invocation, LaunchResult result) {
                got.add(index + " " + result.kernel());
            }
        };
        AiwcException e = assertThrows(AiwcException.class, () -> SpecRunner.run(spec, new Counting(simulator(), true),
                listener));
        assertTrue(e.getMessage().contains("overrun"), e.getMessage());
        assertEquals(List.of("0 partial_sums", "1 scale", "2 partial_sums", "3 scale", "4 partial_sums", "5 scale"),
                got);
    }
}
