package dev.aiwc.instrumenter.device;

/** A device buffer created by {@link ComputeDevice#createBuffer}; {@code id} is unique within its device. */
public interface BufferHandle {
    String name();

    long bytes();
}
