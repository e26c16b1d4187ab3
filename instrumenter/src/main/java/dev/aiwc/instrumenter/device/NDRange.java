package dev.aiwc.instrumenter.device;

import java.util.Arrays;

/**
 * An NDRange of 1..3 dimensions; unused dimensions are 1 (sizes) and 0 (offset). {@code local} may be null,
 * meaning "let the device choose" (the simulator then picks the largest divisor of each global size up to
 * a limit; see {@code Simulator}).
 */
public record NDRange(int dimensions, long[] global, long[] local, long[] offset) {

    public NDRange {
        if (dimensions < 1 || dimensions > 3) {
            throw new IllegalArgumentException("work dimensions must be 1, 2 or 3, not " + dimensions);
        }
        global = pad(global, dimensions, 1);
        local = local == null ? null : pad(local, dimensions, 1);
        offset = pad(offset == null ? new long[0] : offset, dimensions, 0);
    }

    public static NDRange of(long[] global, long[] local) {
        return new NDRange(global.length, global, local, null);
    }

    private static long[] pad(long[] v, int dims, long fill) {
        long[] out = new long[3];
        Arrays.fill(out, fill);
        System.arraycopy(v, 0, out, 0, Math.min(dims, v.length));
        for (int d = dims; d < 3; d++) {
            out[d] = fill;
        }
        return out;
    }

    public long globalItems() {
        return global[0] * global[1] * global[2];
    }

    public String toString() {
        return "global " + Arrays.toString(Arrays.copyOf(global, dimensions)) + ", local "
                + (local == null ? "auto" : Arrays.toString(Arrays.copyOf(local, dimensions)));
    }
}
