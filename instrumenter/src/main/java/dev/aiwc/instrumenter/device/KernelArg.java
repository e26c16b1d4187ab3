package dev.aiwc.instrumenter.device;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** A kernel argument as a host program sets it with {@code clSetKernelArg}. */
public sealed interface KernelArg {

    /** A {@code __global} or {@code __constant} buffer (or null when {@code buffer} is null). */
    record Buffer(BufferHandle buffer) implements KernelArg {
    }

    /** A {@code __local} allocation of {@code bytes}. */
    record Local(long bytes) implements KernelArg {
    }

    /** A by-value argument: its bytes, little-endian, exactly the parameter's size. */
    record Scalar(byte[] bytes) implements KernelArg {
    }

    static KernelArg buffer(BufferHandle b) {
        return new Buffer(b);
    }

    static KernelArg local(long bytes) {
        return new Local(bytes);
    }

    static KernelArg i32(int v) {
        return new Scalar(le(4).putInt(v).array());
    }

    static KernelArg i64(long v) {
        return new Scalar(le(8).putLong(v).array());
    }

    static KernelArg f32(float v) {
        return new Scalar(le(4).putFloat(v).array());
    }

    static KernelArg f64(double v) {
        return new Scalar(le(8).putDouble(v).array());
    }

    private static ByteBuffer le(int n) {
        return ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
    }
}
