package dev.aiwc.instrumenter.spec;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Runs specs on a native OpenCL device (skipped where there is none). */
class SpecRunnerTest {

    static NativeDevice device;

    @TempDir
    Path dir;

    @BeforeAll
    static void open() {
        assumeTrue(NativeDevice.isAvailable(), "no OpenCL platform on this machine");
        device = new NativeDevice();
    }

    @AfterAll
    static void close() {
        if (device != null) {
            device.close();
        }
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void simFileRunsAndDumpsLikeOclgrind() throws IOException {
        write("scale.cl", "__kernel void scale(__global const int *in, __global int *out, int k)"
                + " { size_t i = get_global_id(0); out[i] = in[i] * k; }");
        Path sim = write("scale.sim", "scale.cl\nscale\n4 1 1\n2 1 1\n<size=16 range=1:1:4>\n<size=16 fill=0 dump>\n<size=4> -3\n");
        RunSpec spec = RunSpec.load(sim, device);
        SpecRunner.Outcome o = SpecRunner.run(spec, device, SpecRunner.Listener.NONE);
        assertEquals("""

                Argument 'out': 16 bytes
                  out[0] = -3
                  out[1] = -6
                  out[2] = -9
                  out[3] = -12

                """, o.dumpText());
    }

    @Test
    void hexDumpPrintsPaddedHexadecimal() throws IOException {
        write("neg.cl", "__kernel void neg(__global short *a) { size_t i = get_global_id(0); a[i] = -a[i]; }");
        Path sim = write("neg.sim", "neg.cl neg 2 1 1 1 1 1\n<size=4 hex dump> 1 0x10\n");
        SpecRunner.Outcome o = SpecRunner.run(RunSpec.load(sim, device), device, SpecRunner.Listener.NONE);
        assertEquals("\nArgument 'a': 4 bytes\n  a[0] = 0xffff\n  a[1] = 0xfff0\n\n", o.dumpText());
    }

    @Test
    void buffersPersistAcrossInvocationsAndEachLaunchIsReported() throws IOException {
        write("inc.cl", "__kernel void inc(__global int *a, int by) { a[get_global_id(0)] += by; }");
        Path json = write("inc.json", """
                {"source": "inc.cl", "buffers": {"a": {"type": "int", "count": 2, "values": [10, 20]}},
                 "invocations": [{"kernel": "inc", "global": [2], "args": ["a", {"type": "int", "value": 1}]},
                                 {"kernel": "inc", "global": [2], "args": ["a", {"type": "int", "value": 5}]}]}
                """);
        List<Integer> heard = new ArrayList<>();
        SpecRunner.Outcome o = SpecRunner.run(RunSpec.load(json, device), device,
                new SpecRunner.Listener() {
                    @Override
                    public void launched(int index, RunSpec.Invocation invocation, dev.aiwc.instrumenter.device.LaunchResult r) {
                        heard.add(index * 10 + r.invocation());
                    }
                });
        assertEquals(List.of(0, 11), heard);
        ByteBuffer a = ByteBuffer.wrap(o.buffers().get("a")).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(16, a.getInt(0));
        assertEquals(26, a.getInt(4));
        assertEquals(2, o.launches().size());
    }

    @Test
    void dumpBuffersWritesRawBytesNamedByBufferOrArgumentIndex() throws IOException {
        write("id.cl", "__kernel void id(int k, __global uchar *a) { a[get_global_id(0)] = (uchar)(k + get_global_id(0)); }");
        Path sim = write("id.sim", "id.cl id 3 1 1 1 1 1\n<size=4> 7\n<size=3 noinit>\n");
        SpecRunner.Outcome o = SpecRunner.run(RunSpec.load(sim, device), device, SpecRunner.Listener.NONE);
        List<Path> files = o.writeBuffers(dir.resolve("dump"));
        assertEquals(List.of(dir.resolve("dump/arg1.bin")), files);
        assertArrayEquals(new byte[]{7, 8, 9}, Files.readAllBytes(files.get(0)));
    }

    @Test
    void wrongNumberOfArgumentsIsBadInputNamingTheInvocation() throws IOException {
        write("two.cl", "__kernel void two(__global int *a, int n) {}");
        Path json = write("two.json", """
                {"source": "two.cl", "buffers": {"a": {"type": "int", "count": 1}},
                 "invocations": [{"kernel": "two", "global": [1], "args": ["a"]}]}
                """);
        AiwcException e = assertThrows(AiwcException.class, () -> SpecRunner.run(RunSpec.load(json, device), device, SpecRunner.Listener.NONE));
        assertEquals(2, e.exitCode());
        assertEquals("two.json: invocations[0]: kernel two has 2 parameters but 1 arguments are given", e.getMessage());
        assertTrue(e.detail().contains("__global int* a, int n"), e.detail());
    }

    @Test
    void bufferPassedForAScalarIsBadInput() throws IOException {
        write("two.cl", "__kernel void two(__global int *a, int n) {}");
        Path json = write("two.json", """
                {"source": "two.cl", "buffers": {"a": {"type": "int", "count": 1}},
                 "invocations": [{"kernel": "two", "global": [1], "args": ["a", "a"]}]}
                """);
        AiwcException e = assertThrows(AiwcException.class, () -> SpecRunner.run(RunSpec.load(json, device), device, SpecRunner.Listener.NONE));
        assertTrue(e.getMessage().startsWith("two.json: invocations[0].args[1] (parameter n, int): a buffer is given but the parameter takes a by-value int"),
                e.getMessage());
    }

    @Test
    void scalarOfTheWrongWidthIsBadInput() throws IOException {
        write("two.cl", "__kernel void two(__global int *a, int n) {}");
        Path json = write("two.json", """
                {"source": "two.cl", "buffers": {"a": {"type": "int", "count": 1}},
                 "invocations": [{"kernel": "two", "global": [1], "args": ["a", {"type": "long", "value": 1}]}]}
                """);
        AiwcException e = assertThrows(AiwcException.class, () -> SpecRunner.run(RunSpec.load(json, device), device, SpecRunner.Listener.NONE));
        assertTrue(e.getMessage().contains("the value has 8 bytes (long) but the parameter takes 4"), e.getMessage());
    }

    @Test
    void unknownKernelIsBadInput() throws IOException {
        write("two.cl", "__kernel void two(__global int *a) {}");
        Path json = write("k.json", "{\"source\": \"two.cl\", \"invocations\": [{\"kernel\": \"three\", \"global\": [1]}]}");
        AiwcException e = assertThrows(AiwcException.class, () -> SpecRunner.run(RunSpec.load(json, device), device, SpecRunner.Listener.NONE));
        assertEquals("k.json: invocations[0]: the program two.cl has no kernel 'three'", e.getMessage());
    }

    @Test
    void unknownSpecExtensionIsBadInput() throws IOException {
        Path p = write("spec.yaml", "");
        assertEquals(2, assertThrows(AiwcException.class, () -> RunSpec.load(p, device)).exitCode());
    }

    @Test
    void extraBuildOptionsAreAppended() throws IOException {
        write("v.cl", "__kernel void v(__global int *a) { a[0] = A + B; }");
        Path json = write("v.json", """
                {"source": "v.cl", "buildOptions": "-DA=1", "buffers": {"a": {"type": "int", "count": 1}},
                 "invocations": [{"kernel": "v", "global": [1], "args": ["a"]}]}
                """);
        RunSpec spec = RunSpec.load(json, device).withExtraBuildOptions("-DB=41");
        assertEquals("-DA=1 -DB=41", spec.buildOptions());
        assertArrayEquals(new byte[]{42, 0, 0, 0}, SpecRunner.run(spec, device, SpecRunner.Listener.NONE).buffers().get("a"));
    }

    @Test
    void shippedExamplesRun() throws IOException {
        Path examples = Path.of("../examples").toAbsolutePath().normalize();
        assumeTrue(Files.isDirectory(examples), "examples folder not found from " + Path.of("").toAbsolutePath());
        SpecRunner.Outcome sim = SpecRunner.run(RunSpec.load(examples.resolve("vector-add/vadd.sim"), device), device, SpecRunner.Listener.NONE);
        assertTrue(sim.dumpText().contains("  c[15] = 15.5\n"), sim.dumpText());
        SpecRunner.Outcome json = SpecRunner.run(RunSpec.load(examples.resolve("vector-add/vadd.json"), device), device, SpecRunner.Listener.NONE);
        ByteBuffer c = ByteBuffer.wrap(json.buffers().get("c")).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer b = ByteBuffer.wrap(json.spec().buffer("b").initial()).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(100f + b.getFloat(400), c.getFloat(400));
    }
}
