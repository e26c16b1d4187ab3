package dev.aiwc.instrumenter.device;

import java.nio.file.Path;
import java.util.List;

/**
 * A device that passes every call on to another, for wrappers that change one or two of them. Results are never
 * deferred through it unless a subclass overrides {@link #deferResults} as well: every launch goes through
 * {@link #launch(ProgramHandle, String, NDRange, List)}, so a wrapper that overrides only that sees them all.
 */
public abstract class ForwardingDevice implements ComputeDevice {
    protected final ComputeDevice device;

    protected ForwardingDevice(ComputeDevice device) {
        this.device = device;
    }

    @Override
    public String describe() {
        return device.describe();
    }

    @Override
    public ProgramHandle build(Path source, String buildOptions) {
        return device.build(source, buildOptions);
    }

    @Override
    public BufferHandle createBuffer(String name, long bytes, byte[] initial) {
        return device.createBuffer(name, bytes, initial);
    }

    @Override
    public void write(BufferHandle buffer, byte[] data) {
        device.write(buffer, data);
    }

    @Override
    public byte[] read(BufferHandle buffer) {
        return device.read(buffer);
    }

    @Override
    public LaunchResult launch(ProgramHandle program, String kernel, NDRange range, List<KernelArg> args) {
        return device.launch(program, kernel, range, args);
    }

    @Override
    public void close() {
        device.close();
    }
}
