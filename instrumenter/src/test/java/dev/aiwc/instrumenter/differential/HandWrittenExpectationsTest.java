package dev.aiwc.instrumenter.differential;

import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.instrumenter.spec.JsonSpec;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Closed-form expectations for some hand-written kernels, checked on every device present (native and simulator),
 * so a differential pass cannot hide a kernel that is wrong the same way on both.
 */
class HandWrittenExpectationsTest {

    /** The named spec's final buffers on each available device. */
    private static List<SpecRunner.Outcome> run(String name) {
        RunSpec spec = JsonSpec.load(HandWrittenKernelsTest.folder().resolve(name));
        List<SpecRunner.Outcome> out = new ArrayList<>();
        if (NativeDevice.isAvailable()) {
            out.add(SpecRunner.run(spec, Devices.nativeDevice(), SpecRunner.Listener.NONE));
        }
        if (Devices.simulatorPresent()) {
            try (ComputeDevice sim = Devices.simulator().orElseThrow()) {
                out.add(SpecRunner.run(spec, sim, SpecRunner.Listener.NONE));
            }
        }
        assumeTrue(!out.isEmpty(), "neither OpenCL nor the simulator is available");
        return out;
    }

    private static int[] ints(byte[] b) {
        ByteBuffer bb = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        int[] out = new int[b.length / 4];
        for (int i = 0; i < out.length; i++) {
            out[i] = bb.getInt(4 * i);
        }
        return out;
    }

    @Test
    void localReductionGivesPerGroupSums() {
        for (SpecRunner.Outcome o : run("local_reduction.json")) {
            int[] in = ints(o.spec().buffer("in").initial());
            int[] partial = ints(o.buffers().get("partial"));
            for (int g = 0; g < 8; g++) {
                int sum = 0;
                for (int k = 0; k < 64; k++) {
                    sum += in[g * 64 + k];
                }
                assertEquals(sum, partial[g], o.device() + " group " + g);
            }
        }
    }

    @Test
    void prefixScanIsTheInclusiveRunningSumPerGroup() {
        for (SpecRunner.Outcome o : run("prefix_scan.json")) {
            int[] in = ints(o.spec().buffer("in").initial());
            int[] out = ints(o.buffers().get("out"));
            for (int i = 0; i < 256; i++) {
                int sum = 0;
                for (int k = i - i % 64; k <= i; k++) {
                    sum += in[k];
                }
                assertEquals(sum, out[i], o.device() + " element " + i);
            }
        }
    }

    @Test
    void multiKernelTotalFollowsTheThreePasses() {
        // acc[i] = ((10 + i) * 3 + d) * -2 + d with d = delta[i % 8]; total is their sum.
        int[] delta = {1, -2, 3, -4, 5, -6, 7, -8};
        long total = 0;
        for (int i = 0; i < 64; i++) {
            int d = delta[i % 8];
            total += ((10 + i) * 3 + d) * -2 + d;
        }
        for (SpecRunner.Outcome o : run("multi_kernel.json")) {
            assertEquals(total, ByteBuffer.wrap(o.buffers().get("total")).order(ByteOrder.LITTLE_ENDIAN).getLong(0), o.device());
        }
    }

    @Test
    void integerArithmeticFollowsCSemantics() {
        for (SpecRunner.Outcome o : run("int_arith.json")) {
            int[] a = ints(o.spec().buffer("a").initial());
            int[] b = ints(o.spec().buffer("b").initial());
            int[] out = ints(o.buffers().get("out"));
            int[] uout = ints(o.buffers().get("uout"));
            for (int i = 0; i < 12; i++) {
                int x = a[i];
                int y = b[i];
                // Java's int arithmetic is C's with wrap-around, truncating division and remainder sign.
                int[] expected = {x + y, x - y, x * y, x / y, x % y, x << (y & 31), x >> (y & 31), -x ^ ~y};
                for (int k = 0; k < 8; k++) {
                    assertEquals(expected[k], out[8 * i + k], o.device() + " item " + i + " op " + k);
                }
                assertEquals(Integer.divideUnsigned(x, y), uout[4 * i], o.device());
                assertEquals(Integer.remainderUnsigned(x, y), uout[4 * i + 1], o.device());
                assertEquals(x >>> (y & 31), uout[4 * i + 2], o.device());
                assertEquals(x + 0xFFFFFFF0, uout[4 * i + 3], o.device());
            }
        }
    }

    @Test
    void twoDimensionalRangeReportsEveryWorkItemFunction() {
        for (SpecRunner.Outcome o : run("ndrange_2d_offset.json")) {
            int[] ids = ints(o.buffers().get("ids"));
            for (int y = 0; y < 12; y++) {
                for (int x = 0; x < 16; x++) {
                    int at = 8 * (y * 16 + x);
                    assertEquals(x + 5, ids[at], o.device());
                    assertEquals(y + 7, ids[at + 1], o.device());
                    // Local and group ids count from the offset: global id = offset + group * local size + local id.
                    assertEquals(x % 4 + 100 * (y % 3), ids[at + 2], o.device() + " local id");
                    assertEquals(x / 4 + 100 * (y / 3), ids[at + 3], o.device() + " group id");
                    assertEquals(4 + 100 * 4, ids[at + 4], o.device());
                    assertEquals(5 + 100 * 7, ids[at + 5], o.device());
                    assertEquals(2, ids[at + 6], o.device());
                    assertEquals(16 * 3, ids[at + 7], o.device());
                }
            }
        }
    }

    @Test
    void globalAtomicsGiveOrderIndependentTotals() {
        for (SpecRunner.Outcome o : run("atomics_global32.json")) {
            int[] a = ints(o.spec().buffer("a").initial());
            int sum = 0;
            int max = Integer.MIN_VALUE;
            int min = Integer.MAX_VALUE;
            int and = -1;
            int xor = 0;
            int umax = 0;
            for (int x : a) {
                sum += x;
                max = Math.max(max, x);
                min = Math.min(min, x);
                and &= x | 0xF0000000;
                xor ^= x;
                umax = Integer.compareUnsigned(umax, x) >= 0 ? umax : x;
            }
            int[] acc = ints(o.buffers().get("acc"));
            assertEquals(sum, acc[0], o.device());
            assertEquals(-sum, acc[1], o.device());
            assertEquals(256, acc[2], o.device());
            assertEquals(1000 - 256, acc[3], o.device());
            assertEquals(max, acc[4], o.device());
            assertEquals(min, acc[5], o.device());
            assertEquals(12345, acc[6], o.device());
            int[] uacc = ints(o.buffers().get("uacc"));
            assertEquals(and, uacc[0], o.device());
            assertEquals(-1, uacc[1], o.device());
            assertEquals(xor, uacc[2], o.device());
            assertEquals(umax, uacc[3], o.device());
            int[] slots = ints(o.buffers().get("slots"));
            for (int i = 0; i < 256; i++) {
                assertEquals(a[i] + 1, slots[i], o.device());
                assertEquals(0, slots[256 + i], o.device());
            }
        }
    }

    @Test
    void switchTakesFallThroughAndSparseCases() {
        for (SpecRunner.Outcome o : run("switch_stmt.json")) {
            int[] a = ints(o.spec().buffer("a").initial());
            int[] out = ints(o.buffers().get("out"));
            for (int i = 0; i < a.length; i++) {
                int x = a[i];
                int r = switch (x & 7) {
                    case 0 -> 11;
                    case 1 -> 1;
                    case 2 -> 22;
                    case 3, 4 -> x * 2;
                    case 5 -> -x;
                    default -> 99;
                };
                int s = switch (x) {
                    case -100 -> 1;
                    case 1000 -> 2;
                    case 7 -> 3;
                    case 123456 -> 4;
                    default -> 0;
                };
                assertEquals(r, out[2 * i], o.device() + " x=" + x);
                assertEquals(s, out[2 * i + 1], o.device() + " x=" + x);
            }
        }
    }

    @Test
    void asyncCopiesMoveTilesAndStrides() {
        for (SpecRunner.Outcome o : run("async_copy.json")) {
            int[] in = ints(o.spec().buffer("in").initial());
            int[] out = ints(o.buffers().get("out"));
            int[] strided = ints(o.buffers().get("strided"));
            for (int g = 0; g < 8; g++) {
                for (int l = 0; l < 32; l++) {
                    int v = in[g * 32 + l] * 2 + in[g * 32 + (l + 1) % 32];
                    assertEquals(v, out[g * 32 + l], o.device());
                    if (l < 16) {
                        assertEquals(v, strided[g + 8 * l], o.device() + " strided");
                    }
                }
            }
        }
    }

    @Test
    void absOfIntMinIsTwoToThe31AsUnsigned() {
        // Simulator only: PoCL 3.1 gets results 1-3 wrong (differential/pocl-bugs/README.md).
        assumeTrue(Devices.simulatorPresent(), "the simulator is not on this branch");
        RunSpec spec = JsonSpec.load(HandWrittenKernelsTest.folder().resolve("pocl-bugs/abs_int_min.json"));
        try (ComputeDevice sim = Devices.simulator().orElseThrow()) {
            SpecRunner.Outcome o = SpecRunner.run(spec, sim, SpecRunner.Listener.NONE);
            int[] out = ints(o.buffers().get("out"));
            // x = INT_MIN: (int)abs(x) = INT_MIN; add_sat(INT_MIN, 4) = INT_MIN + 4; mul_hi(INT_MIN, 1000) =
            // floor(-2^31 * 1000 / 2^32) = -500; INT_MIN >> 4 = -2^27; 2^31 >> 4 = 2^27; abs_diff(INT_MIN, 1) = 2^31 + 1.
            int[] expected = {Integer.MIN_VALUE, Integer.MIN_VALUE + 4, -500, -(1 << 27), 1 << 27, Integer.MIN_VALUE + 1};
            StringBuilder wrong = new StringBuilder();
            for (int k = 0; k < 6; k++) {
                if (expected[k] != out[k]) {
                    wrong.append(" result ").append(k).append(": expected ").append(expected[k]).append(", got ").append(out[k]);
                }
            }
            assertEquals("", wrong.toString(), o.device());
        }
    }
}
