package dev.aiwc.instrumenter.device;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

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

    /**
     * Runs a kernel and hands its result to {@code then}: before this returns, or, where the device defers results
     * ({@link #deferResults}), during a later launch or {@link #flush}; always in launch order and on the calling
     * thread. The buffers are as the launch leaves them once this returns.
     */
    default void launch(ProgramHandle program, String kernel, NDRange range, List<KernelArg> args,
                        Consumer<LaunchResult> then) {
        then.accept(launch(program, kernel, range, args));
    }

    /**
     * Lets the device hand results of {@link #launch(ProgramHandle, String, NDRange, List, Consumer)} over later,
     * so that work it still does for one launch overlaps the next; whoever turns it on calls {@link #flush} when the
     * host program ends. Off by default; a device that cannot defer ignores it.
     */
    default void deferResults(boolean on) {
    }

    /** Hands over every result still held back, in launch order; a failure of that launch is thrown here. */
    default void flush() {
    }

    @Override
    void close();
}
