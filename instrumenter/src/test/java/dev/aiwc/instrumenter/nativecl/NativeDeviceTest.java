package dev.aiwc.instrumenter.nativecl;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.KernelParam;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class NativeDeviceTest {

    static NativeDevice device;

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

    private static Path write(Path dir, String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void runsAKernelAndReadsItsOutput(@TempDir Path dir) throws IOException {
        Path src = write(dir, "k.cl", "__kernel void sq(__global int *a, int k) { size_t i = get_global_id(0); a[i] = a[i] * a[i] + k; }");
        ProgramHandle p = device.build(src, "");
        ByteBuffer in = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN).putInt(1).putInt(2).putInt(3).putInt(-4);
        BufferHandle b = device.createBuffer("a", 16, in.array());
        LaunchResult r = device.launch(p, "sq", NDRange.of(new long[]{4}, new long[]{2}), List.of(KernelArg.buffer(b), KernelArg.i32(10)));
        ByteBuffer out = ByteBuffer.wrap(device.read(b)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(11, out.getInt(0));
        assertEquals(14, out.getInt(4));
        assertEquals(19, out.getInt(8));
        assertEquals(26, out.getInt(12));
        assertEquals("sq", r.kernel());
        assertEquals(0, r.invocation());
        assertTrue(r.seconds() >= 0);
        assertEquals(1, device.launch(p, "sq", NDRange.of(new long[]{4}, null), List.of(KernelArg.buffer(b), KernelArg.i32(0))).invocation());
    }

    @Test
    void reportsParametersWithQualifiersTypesAndSizes(@TempDir Path dir) throws IOException {
        Path src = write(dir, "k.cl", "__kernel void f(__global const float4 *a, __constant uint *t, __local short *s, ulong n, float3 v) {}");
        List<KernelParam> ps = device.build(src, "").params("f");
        assertEquals(5, ps.size());
        assertEquals(new KernelParam("a", 1, "float4*", "float", 4, 8), ps.get(0));
        assertEquals(new KernelParam("t", 2, "uint*", "uint", 1, 8), ps.get(1));
        assertEquals(new KernelParam("s", 3, "short*", "short", 1, 8), ps.get(2));
        assertEquals(new KernelParam("n", 0, "ulong", "ulong", 1, 8), ps.get(3));
        assertEquals(new KernelParam("v", 0, "float3", "float", 3, 16), ps.get(4));
    }

    @Test
    void appliesBuildOptions(@TempDir Path dir) throws IOException {
        Path src = write(dir, "k.cl", "__kernel void f(__global int *a) { a[0] = VALUE; }");
        ProgramHandle p = device.build(src, "-DVALUE=77");
        BufferHandle b = device.createBuffer("a", 4, null);
        device.launch(p, "f", NDRange.of(new long[]{1}, null), List.of(KernelArg.buffer(b)));
        assertArrayEquals(new byte[]{77, 0, 0, 0}, device.read(b));
    }

    @Test
    void buildFailureIsBadInputWithTheBuildLog(@TempDir Path dir) throws IOException {
        Path src = write(dir, "bad.cl", "__kernel void f(__global int *a) { a[0] = undeclared_thing; }");
        AiwcException e = assertThrows(AiwcException.class, () -> device.build(src, ""));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("bad.cl"), e.getMessage());
        assertTrue(e.detail().contains("undeclared_thing"), e.detail());
    }

    @Test
    void llvmIrIsRefusedWithANextStep(@TempDir Path dir) throws IOException {
        Path src = write(dir, "k.ll", "; nothing");
        AiwcException e = assertThrows(AiwcException.class, () -> device.build(src, ""));
        assertEquals(2, e.exitCode());
        assertTrue(e.detail().contains("simulator"));
    }

    @Test
    void unmatchedDeviceFilterIsAMissingPrerequisiteListingTheDevices() {
        AiwcException e = assertThrows(AiwcException.class, () -> new NativeDevice(null, "no-such-device-xyz"));
        assertEquals(3, e.exitCode());
        assertTrue(e.detail().contains("Available:"), e.detail());
    }

    @Test
    void describesPlatformAndDevice() {
        assertTrue(device.describe().startsWith("OpenCL "), device.describe());
    }
}
