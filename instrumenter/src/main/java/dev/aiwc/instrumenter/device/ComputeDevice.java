package dev.aiwc.instrumenter.device;

import java.nio.file.Path;
import java.util.List;

/**
 * An OpenCL-like device as a host program sees it: the simulator and a real OpenCL runtime (through JOCL) both
 * implement it, so the same host driver runs on either. Buffers persist across launches.
 * Failures are {@link dev.aiwc.instrumenter.AiwcException}s.
 */
public interface ComputeDevice extends AutoCloseable {

    /** One line naming the device (simulator version, or the OpenCL platform and device). */
    String describe();

    /** Builds a program from OpenCL C ({@code .cl}) or, on the simulator, LLVM IR ({@code .ll}). */
    ProgramHandle build(Path source, String buildOptions);

    /** Creates a buffer of {@code bytes}; {@code initial} (may be null: zero-filled) is copied in. */
    BufferHandle createBuffer(String name, long bytes, byte[] initial);

    void write(BufferHandle buffer, byte[] data);

    byte[] read(BufferHandle buffer);

    /** Runs a kernel to completion. */
    LaunchResult launch(ProgramHandle program, String kernel, NDRange range, List<KernelArg> args);

    @Override
    void close();
}
