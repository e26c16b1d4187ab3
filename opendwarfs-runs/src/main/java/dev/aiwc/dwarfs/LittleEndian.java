package dev.aiwc.dwarfs;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Host arrays to and from the little-endian bytes that device buffers hold. */
public final class LittleEndian {

    private LittleEndian() {
    }

    public static byte[] of(float[] v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(v);
        return b.array();
    }

    public static byte[] of(int[] v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(v);
        return b.array();
    }

    public static byte[] of(double[] v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 8).order(ByteOrder.LITTLE_ENDIAN);
        b.asDoubleBuffer().put(v);
        return b.array();
    }

    public static float[] floats(byte[] bytes) {
        float[] out = new float[bytes.length / 4];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(out);
        return out;
    }

    public static int[] ints(byte[] bytes) {
        int[] out = new int[bytes.length / 4];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
        return out;
    }

    public static double[] doubles(byte[] bytes) {
        double[] out = new double[bytes.length / 8];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asDoubleBuffer().get(out);
        return out;
    }
}
