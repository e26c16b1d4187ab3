package dev.aiwc.dwarfs;

import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.nio.file.Path;
import java.util.List;

/**
 * What a host driver needs from the device, in host-program terms: build, create/read/write typed buffers and
 * launch, forwarding every launch to the run's {@link InvocationListener}.
 */
public final class HostSession {

    private final ComputeDevice device;
    private final InvocationListener listener;

    public HostSession(ComputeDevice device, InvocationListener listener) {
        this.device = device;
        this.listener = listener == null ? InvocationListener.NONE : listener;
    }

    public ComputeDevice device() {
        return device;
    }

    /** Builds one of the suite's own sources, {@code dwarfs/<relative>}. */
    public ProgramHandle buildSuiteSource(String relative, String options) {
        return device.build(KernelSources.file(relative), options);
    }

    public ProgramHandle build(Path source, String options) {
        return device.build(source, options);
    }

    public BufferHandle buffer(String name, float[] data) {
        return device.createBuffer(name, data.length * 4L, LittleEndian.of(data));
    }

    public BufferHandle buffer(String name, int[] data) {
        return device.createBuffer(name, data.length * 4L, LittleEndian.of(data));
    }

    public BufferHandle buffer(String name, byte[] data) {
        return device.createBuffer(name, data.length, data);
    }

    /** A zero-filled buffer. */
    public BufferHandle buffer(String name, long bytes) {
        return device.createBuffer(name, bytes, null);
    }

    public void write(BufferHandle b, int[] data) {
        device.write(b, LittleEndian.of(data));
    }

    public void write(BufferHandle b, float[] data) {
        device.write(b, LittleEndian.of(data));
    }

    public void write(BufferHandle b, byte[] data) {
        device.write(b, data);
    }

    public float[] floats(BufferHandle b) {
        return LittleEndian.floats(device.read(b));
    }

    public int[] ints(BufferHandle b) {
        return LittleEndian.ints(device.read(b));
    }

    public byte[] bytes(BufferHandle b) {
        return device.read(b);
    }

    /**
     * Launches a kernel; the listener hears of it before this returns or, where the device defers results, during a
     * later launch or the device's flush, in launch order either way.
     */
    public void launch(ProgramHandle program, String kernel, NDRange range, KernelArg... args) {
        device.launch(program, kernel, range, List.of(args), listener::launched);
    }

    public static NDRange range(long gx, long lx) {
        return NDRange.of(new long[]{gx}, new long[]{lx});
    }

    public static NDRange range(long gx, long gy, long lx, long ly) {
        return NDRange.of(new long[]{gx, gy}, new long[]{lx, ly});
    }

    public static KernelArg buf(BufferHandle b) {
        return KernelArg.buffer(b);
    }

    /** Rounds {@code n} up to a multiple of {@code m}, as host programs pad global sizes to the work-group size. */
    public static long roundUp(long n, long m) {
        return (n + m - 1) / m * m;
    }
}
