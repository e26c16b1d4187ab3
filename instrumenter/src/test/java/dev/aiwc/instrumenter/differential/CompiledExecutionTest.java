package dev.aiwc.instrumenter.differential;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.instrumenter.spec.JsonSpec;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Blocks compiled to JVM bytecode behave exactly as the interpreter: for every hand-written differential kernel and
 * 40 random kernels, a run with compilation and one without give the same buffers, instruction counts and the same
 * trace, event by event (kind, ids, access flags and addresses, in order); and the compiled path is really taken.
 */
class CompiledExecutionTest {

    @TempDir
    static Path dir;

    @TestFactory
    List<DynamicTest> compiledAndInterpretedRunsAreIdentical() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : HandWrittenKernelsTest.specs().toList()) {
            tests.add(DynamicTest.dynamicTest(name,
                    () -> compare(JsonSpec.load(HandWrittenKernelsTest.folder().resolve(name)))));
        }
        tests.add(DynamicTest.dynamicTest("a block too large to compile between compiled loops",
                () -> compare(largeBlockSpec())));
        tests.add(DynamicTest.dynamicTest("calls in a loop write registers that the loop reads next",
                () -> compare(callsInALoopSpec())));
        tests.add(DynamicTest.dynamicTest("a loop left midway by a switch and after it by a barrier",
                () -> compare(loopLeftMidwaySpec())));
        tests.add(DynamicTest.dynamicTest("many small blocks with many live registers",
                () -> compare(manyLiveRegistersSpec())));
        tests.add(DynamicTest.dynamicTest("load and store sites that change buffers from one access to the next",
                () -> compare(sitesChangingBuffersSpec())));
        for (long seed = 1; seed <= 40; seed++) {
            long s = seed;
            tests.add(DynamicTest.dynamicTest("random seed " + s, () -> {
                RandomKernel k = new RandomKernel(s);
                Path src = dir.resolve(k.name() + ".cl");
                Files.writeString(src, k.program());
                compare(k.spec(src));
            }));
        }
        return tests;
    }

    /**
     * A loop, then one straight-line block of about 400 operations (over the compiler's limit, so it is entered and
     * run by the interpreter in the middle of compiled code), then another loop.
     */
    private static RunSpec largeBlockSpec() throws IOException {
        StringBuilder k = new StringBuilder("__kernel void big(__global int *out, __global const int *in) {\n"
                + "  int i = get_global_id(0);\n  int x = in[i];\n"
                + "  for (int j = 0; j < 5; j++) x = x * 3 + j;\n");
        for (int j = 0; j < 100; j++) {
            k.append("  x = (x ^ ").append(j).append(") * 7 + in[(i + ").append(j).append(") & 63];\n");
        }
        k.append("  for (int j = 0; j < 4; j++) x += x >> 3;\n  out[i] = x;\n}\n");
        return writeSpec("big", k.toString(), """
                {"source": "big.cl",
                 "buffers": {"out": {"type": "int", "count": 64, "fill": 0},
                             "in": {"type": "int", "count": 64, "range": {"start": 5, "step": 3}}},
                 "invocations": [{"kernel": "big", "global": [64], "local": [16], "args": ["out", "in"]}]}
                """);
    }

    /**
     * A loop whose registers are written by calls that take the whole register array (a builtin, a vector load,
     * dynamic element access, an atomic whose result is used) and read by the next operations and the next trip:
     * compiled code keeps registers in locals, so it must load what such a call wrote.
     */
    private static RunSpec callsInALoopSpec() throws IOException {
        return writeSpec("calls", """
                __kernel void calls(__global float *out, __global const float4 *in, __global int *count) {
                  int i = get_global_id(0);
                  float x = 1.0f + i;
                  float4 v = (float4)(0.0f);
                  for (int j = 0; j < 12; j++) {
                    x = sqrt(x + (float) j);
                    v = in[(i + j) & 15];
                    float e = v[(i + j) & 3];
                    v[j & 3] = x;
                    int t = atomic_add(count, 1);
                    x = x + e * v[(j + 1) & 3] + (float) (t & 1);
                  }
                  out[i] = x;
                }
                """, """
                {"source": "calls.cl",
                 "buffers": {"out": {"type": "float", "count": 32, "fill": 0},
                             "in": {"type": "float", "count": 64, "range": {"start": 0.5, "step": 0.25}},
                             "count": {"type": "int", "count": 1, "fill": 0}},
                 "invocations": [{"kernel": "calls", "global": [32], "local": [8], "args": ["out", "in", "count"]}]}
                """);
    }

    /**
     * A loop whose registers the compiled method keeps in locals until it returns: a switch on some trips (the
     * interpreter takes it, then the method is entered again at the case) and a barrier after the loop (the
     * interpreter parks the work-item) each leave the method, and the values the loop carries, some written on only
     * one side of a branch, must be in the array there.
     */
    private static RunSpec loopLeftMidwaySpec() throws IOException {
        return writeSpec("carried", """
                __kernel void carried(__global int *out, __global const int *in, __local int *tmp) {
                  int i = get_global_id(0), l = get_local_id(0), n = get_local_size(0);
                  int x = in[i], y = 1, z = 0;
                  for (int j = 0; j < 40; j++) {
                    x = x * 3 + j;
                    y += x & 7;
                    if ((x & 3) == 0) {
                      switch ((x >> 2) & 7) {
                        case 0: z += y; break;
                        case 1: z ^= x; break;
                        case 3: z -= j; break;
                        case 6: z = z * 5 + 1; break;
                        default: z += 11; break;
                      }
                    }
                  }
                  tmp[l] = y;
                  barrier(CLK_LOCAL_MEM_FENCE);
                  out[i] = x + y * 5 + z * 7 + tmp[(l + 3) % n];
                }
                """, """
                {"source": "carried.cl",
                 "buffers": {"out": {"type": "int", "count": 32, "fill": 0},
                             "in": {"type": "int", "count": 32, "range": {"start": 3, "step": 5}}},
                 "invocations": [{"kernel": "carried", "global": [32], "local": [8],
                                  "args": ["out", "in", {"local": 32}]}]}
                """);
    }

    /**
     * A loop of 40 conditional updates and stores, each its own small block, of 40 values that all stay live: the
     * loop spans several methods, each entered at many blocks with different registers live.
     */
    private static RunSpec manyLiveRegistersSpec() throws IOException {
        int n = 40;
        StringBuilder k = new StringBuilder("__kernel void wide(__global float *out, __global const float *in) {\n"
                + "  int i = get_global_id(0);\n");
        for (int v = 0; v < n; v++) {
            k.append("  float a").append(v).append(" = in[(i + ").append(v).append(") & 63];\n");
        }
        k.append("  for (int j = 0; j < 6; j++) {\n");
        for (int v = 0; v < n; v++) {
            k.append("    if (in[(i + j * 7 + ").append(v).append(") & 63] > 20.0f) { a").append(v)
                    .append(" = a").append(v).append(" * 0.5f + 1.0f; out[(i + j + ").append(v).append(") & 63] = a")
                    .append(v).append("; }\n");
        }
        k.append("  }\n  out[i] = a0");
        for (int v = 1; v < n; v++) {
            k.append(" + a").append(v);
        }
        k.append(";\n}\n");
        return writeSpec("wide", k.toString(), """
                {"source": "wide.cl",
                 "buffers": {"out": {"type": "float", "count": 64, "fill": 0},
                             "in": {"type": "float", "count": 64, "range": {"start": 0.5, "step": 0.75}}},
                 "invocations": [{"kernel": "wide", "global": [64], "local": [16], "args": ["out", "in"]}]}
                """);
    }

    /**
     * Compiled load and store sites keep the buffer they touched last: here one load site reads two global buffers in
     * turn (a pointer chosen each trip), one store site writes two global buffers in turn, a private array
     * indexed at run time is read and written in the same loop (private memory is never kept), and __constant and
     * __local buffers are read at sites of their own. Neither loop is unrolled (a trip count that is an argument, a
     * pragma), so the main loop's sites are entered trip after trip within one compiled method: unrolled, the first
     * loop's 16 accesses made one block so large that the main loop's header went to another method, whose every
     * trip started the sites' caches afresh.
     */
    private static RunSpec sitesChangingBuffersSpec() throws IOException {
        return writeSpec("sites", """
                __constant float k[4] = {0.5f, 1.5f, -2.0f, 0.25f};
                __kernel void sites(__global float *out, __global float *w, __global const float *a,
                                    __global const float *b, int n) {
                  __local float tmp[16];
                  int i = get_global_id(0), l = get_local_id(0);
                  float p[8];
                  #pragma nounroll
                  for (int j = 0; j < 8; j++) p[j] = a[(i + j * n) & 63];
                  tmp[l] = 0.0f;
                  barrier(CLK_LOCAL_MEM_FENCE);
                  float x = 0.0f;
                  for (int j = 0; j < n; j++) {
                    __global const float *s = ((i + j) & 1) ? a : b;
                    x += s[(i * 3 + j) & 63] * k[j & 3] + p[(i + j) & 7];
                    p[(i * 5 + j) & 7] = x;
                    __global float *t = (j & 2) ? &out[(i + j) & 63] : &w[(i * 7 + j) & 63];
                    *t = x + tmp[(l + 3 * j) & 15];
                    tmp[(l + j) & 15] = x;
                  }
                  barrier(CLK_LOCAL_MEM_FENCE);
                  out[i] += x + tmp[(l + 1) & 15];
                }
                """, """
                {"source": "sites.cl",
                 "buffers": {"out": {"type": "float", "count": 64, "fill": 0},
                             "w": {"type": "float", "count": 64, "fill": 1},
                             "a": {"type": "float", "count": 64, "range": {"start": 0.5, "step": 0.75}},
                             "b": {"type": "float", "count": 64, "range": {"start": -3, "step": 0.5}}},
                 "invocations": [{"kernel": "sites", "global": [64], "local": [16],
                                  "args": ["out", "w", "a", "b", {"type": "int", "value": 12}]}]}
                """);
    }

    /**
     * An access out of bounds at a site that has kept its buffer from the trips before fails as the interpreter does:
     * the same message, naming the buffer, the work-item and the line.
     */
    @Test
    void anOutOfBoundsAccessAtASiteThatKeptItsBufferFailsAsInterpreted() throws IOException {
        RunSpec spec = writeSpec("overrun", """
                __kernel void overrun(__global float *out, __global const float *in, int n) {
                  int i = get_global_id(0);
                  float x = 0.0f;
                  for (int j = 0; j < n; j++) {
                    x += in[i * 4 + j];
                  }
                  out[i] = x;
                }
                """, """
                {"source": "overrun.cl",
                 "buffers": {"out": {"type": "float", "count": 8, "fill": 0},
                             "in": {"type": "float", "count": 32, "fill": 1}},
                 "invocations": [{"kernel": "overrun", "global": [8], "local": [8],
                                  "args": ["out", "in", {"type": "int", "value": 6}]}]}
                """);
        AiwcException interpreted = assertThrows(AiwcException.class, () -> run(spec, false));
        AiwcException compiled = assertThrows(AiwcException.class, () -> run(spec, true));
        // work-item 7 reads in[28..33]: its fifth trip, after four in bounds at the same site, is past the end
        assertTrue(interpreted.getMessage().contains("load of 4 bytes at byte offset 128 of buffer in (128 bytes)"),
                interpreted.getMessage());
        assertTrue(interpreted.detail().contains("global id (7)"), interpreted.detail());
        assertEquals(interpreted.getMessage(), compiled.getMessage());
        assertEquals(interpreted.detail(), compiled.detail());
    }

    /** Writes {@code name}.cl and {@code name}.json into the test's folder and loads the spec. */
    private static RunSpec writeSpec(String name, String source, String spec) throws IOException {
        Files.writeString(dir.resolve(name + ".cl"), source);
        Files.writeString(dir.resolve(name + ".json"), spec);
        return JsonSpec.load(dir.resolve(name + ".json"));
    }

    private static void compare(RunSpec spec) {
        SpecRunner.Outcome interpreted = run(spec, false);
        int before = Simulator.compiledKernels();
        SpecRunner.Outcome compiled = run(spec, true);
        assertTrue(Simulator.compiledKernels() > before, "no kernel of " + spec.source() + " was compiled");
        assertEquals(interpreted.buffers().keySet(), compiled.buffers().keySet());
        for (Map.Entry<String, byte[]> e : interpreted.buffers().entrySet()) {
            assertArrayEquals(e.getValue(), compiled.buffers().get(e.getKey()), "buffer " + e.getKey());
        }
        assertEquals(interpreted.launches().size(), compiled.launches().size());
        for (int i = 0; i < interpreted.launches().size(); i++) {
            LaunchResult a = interpreted.launches().get(i);
            LaunchResult b = compiled.launches().get(i);
            assertEquals(a.instructions(), b.instructions(), "instructions of launch " + i);
            Map<String, Object> ta = a.results().get("digest").section();
            Map<String, Object> tb = b.results().get("digest").section();
            assertTrue((Long) ta.get("events") > 0);
            assertEquals(ta, tb, "trace of launch " + i);
        }
    }

    private static SpecRunner.Outcome run(RunSpec spec, boolean compile) {
        SimulatorConfig config = SimulatorConfig.defaults().withThreads(1).withCompile(compile)
                .withCollectors(List.of(new TraceDigest()), CollectorOptions.defaults());
        try (Simulator sim = new Simulator(config)) {
            return SpecRunner.run(spec, sim, SpecRunner.Listener.NONE);
        }
    }

    /** Hashes the whole trace in order: every event's kind and {@code a}, and {@code b} and address of accesses. */
    static final class TraceDigest implements Collector {
        @Override
        public String name() {
            return "digest";
        }

        @Override
        public String description() {
            return "hash of the trace";
        }

        @Override
        public CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
            return new CollectorRun<Digest>() {
                long hash = 17;
                long events;

                @Override
                public Digest newPartial(long firstGroup, long groupCount) {
                    return new Digest();
                }

                @Override
                public void merge(Digest d) {
                    hash = mix(hash ^ d.hash);
                    events += d.events;
                }

                @Override
                public CollectorResult finish() {
                    return new CollectorResult(Map.of(), Map.of("hash", hash, "events", events));
                }
            };
        }

        static final class Digest implements Partial {
            long hash = 1;
            long events;

            @Override
            public void accept(EventChunk chunk) {
                for (int i = 0; i < chunk.size(); i++) {
                    hash = mix(hash ^ (chunk.kind[i] * 1_000_003L + chunk.a[i]));
                    if (chunk.kind[i] == EventChunk.MEMORY) {
                        hash = mix(hash ^ chunk.b[i]);
                        hash = mix(hash ^ chunk.address[i]);
                    }
                    events++;
                }
            }
        }

        static long mix(long z) {
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }
    }
}
