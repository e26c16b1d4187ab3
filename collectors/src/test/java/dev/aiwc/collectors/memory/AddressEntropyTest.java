package dev.aiwc.collectors.memory;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.aiwc.collectors.trace.Replay.buffer;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class AddressEntropyTest {
    private static final int N = 8;

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }

    @Test
    void matrixMultiplyFootprintAndReuse() {
        MatrixMultiplyTrace mm = new MatrixMultiplyTrace(N);
        Map<String, Object> m = Replay.metrics(mm.kernel, mm.invocation, "default", mm.trace).get("memory");
        assertEquals(3L * N * N, m.get("footprint"));
        assertEquals(2L * N * N, m.get("uniqueReads"));
        assertEquals((long) N * N, m.get("uniqueWrites"));
        assertEquals(2L * N * N * N, m.get("totalReads"));
        assertEquals((long) N * N, m.get("totalWrites"));
        assertEquals((double) N, (Double) m.get("readsPerReadAddress"), 0.0);
        assertEquals(1.0, (Double) m.get("writesPerWrittenAddress"), 0.0);
        assertNull(m.get("rereadRatio"), "the default profile names the ratio for what it computes");
        assertEquals(2.0, (Double) m.get("uniqueReadWriteRatio"), 0.0);
        // 128 addresses accessed 8 times, 64 once: total 1088, 90% is 980 -> 123 addresses (122 * 8 = 976).
        assertEquals(123L, m.get("footprint90"));
    }

    @Test
    void matrixMultiplyAddressEntropyHasAClosedForm() {
        // T = 2N^3 + N^2 accesses; 2N^2 addresses have probability N/T, N^2 have 1/T:
        // H0 = (2N/(2N+1)) log2(T/N) + (1/(2N+1)) log2(T).
        double t = 2.0 * N * N * N + N * N;
        double h0 = (2.0 * N / (2 * N + 1)) * log2(t / N) + (1.0 / (2 * N + 1)) * log2(t);
        MatrixMultiplyTrace mm = new MatrixMultiplyTrace(N);
        Map<String, Object> m = Replay.metrics(mm.kernel, mm.invocation, "default", mm.trace).get("memory");
        assertEquals(h0, (Double) m.get("globalAddressEntropy"), 1e-12);
        // Skipping n bits merges 2^(n-2) adjacent floats of equal count (a whole 256-byte matrix at n = 8), which
        // lowers the entropy by exactly log2 of the group size; n = 0 and 1 still separate 4-byte elements. The
        // default series is indexed by the bits skipped, n = 0..10, like parallelSpatialLocality.
        double[] expected = new double[11];
        for (int n = 0; n <= 10; n++) {
            expected[n] = h0 - Math.max(0, Math.min(n, 8) - 2);
        }
        assertArrayEquals(expected, (double[]) m.get("addressEntropy"), 1e-12);
        assertEquals((Double) m.get("globalAddressEntropy"), ((double[]) m.get("addressEntropy"))[0], 0.0);
        assertNull(m.get("localAddressEntropy"), "the aiwc profile's series, indexed from 1 skipped bit");
    }

    @Test
    void aiwcSwapsTheUniqueReadAndWriteLabels() {
        MatrixMultiplyTrace mm = new MatrixMultiplyTrace(N);
        Map<String, Object> m = Replay.metrics(mm.kernel, mm.invocation, "aiwc", mm.trace).get("memory");
        assertEquals((long) N * N, m.get("uniqueReads"), "the reference reports distinct stores as reads");
        assertEquals(2L * N * N, m.get("uniqueWrites"));
        assertEquals(2.0, (Double) m.get("uniqueReadWriteRatio"), 0.0, "still distinct loads / distinct stores");
        assertEquals((double) N, (Double) m.get("rereadRatio"), 0.0);
    }

    @Test
    void aiwcLocalAddressEntropiesAreRoundedToFloat() {
        double t = 2.0 * N * N * N + N * N;
        double h0 = (2.0 * N / (2 * N + 1)) * log2(t / N) + (1.0 / (2 * N + 1)) * log2(t);
        MatrixMultiplyTrace mm = new MatrixMultiplyTrace(N);
        Map<String, Object> m = Replay.metrics(mm.kernel, mm.invocation, "aiwc", mm.trace).get("memory");
        assertEquals(h0, (Double) m.get("globalAddressEntropy"), 1e-12, "the global entropy stays a double");
        double[] local = (double[]) m.get("localAddressEntropy");
        for (int n = 1; n <= 10; n++) {
            assertEquals((double) (float) local[n - 1], local[n - 1], 0.0);
            assertEquals(h0 - Math.max(0, Math.min(n, 8) - 2), local[n - 1], 1e-6);
        }
    }

    @Test
    void footprintNinetyCoversNinetyPercentOfAccessesWithTheHottestAddresses() {
        // Address 0 accessed 6 times, 4 twice, 8 once, 12 once: total 10, 90% is 9: 6 + 2 + 1 -> 3 addresses.
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("load.g", "ret").ret();
        long[] offsets = {0, 0, 0, 0, 0, 0, 4, 4, 8, 12};
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> {
            e.block(b);
            for (long o : offsets) {
                e.load(k.instructionId(b, 0), AddressSpace.GLOBAL, Replay.address(1, o));
            }
        });
        Map<String, Object> m = Replay.metrics(k.build(), Replay.invocation(1, 1,
                buffer("x", AddressSpace.GLOBAL, 1)), "default", t).get("memory");
        assertEquals(3L, m.get("footprint90"));
        assertEquals(4L, m.get("footprint"));
    }

    @Test
    void aiwcAddressesAliasLocalBufferOneWithGlobalBufferOne() {
        // One store to global buffer 1 offset 0 and one load of local buffer 1 offset 0: two addresses in the
        // default layout, one in the reference's (both are buffer 1 << 48).
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("store.g", "load.l", "ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> e.block(b)
                .store(k.instructionId(b, 0), AddressSpace.GLOBAL, Replay.address(AddressSpace.GLOBAL, 1, 0))
                .load(k.instructionId(b, 1), AddressSpace.LOCAL, Replay.address(AddressSpace.LOCAL, 1, 0)));
        var inv = Replay.invocation(1, 1, buffer("g", AddressSpace.GLOBAL, 1),
                buffer("l", AddressSpace.LOCAL, 1));
        assertEquals(2L, Replay.metrics(k.build(), inv, "default", t).get("memory").get("footprint"));
        Map<String, Object> aiwc = Replay.metrics(k.build(), inv, "aiwc", t).get("memory");
        assertEquals(1L, aiwc.get("footprint"));
        assertEquals(0.0, (Double) aiwc.get("globalAddressEntropy"), 0.0);
    }

    @Test
    void aiwcNumbersConstantBuffersWithTheGlobalOnes() {
        // The instrumenter numbers constant buffers with the global ones: constant buffer 2 follows global buffer 1,
        // and in the reference's layout its offset 0 stays distinct from the global buffer's.
        KernelBuilder k = new KernelBuilder("k");
        int b = k.block("load.g", "load.c", "ret").ret();
        TraceBuilder t = new TraceBuilder().group(0, 1, (item, s, e) -> e.block(b)
                .load(k.instructionId(b, 0), AddressSpace.GLOBAL, Replay.address(AddressSpace.GLOBAL, 1, 0))
                .load(k.instructionId(b, 1), AddressSpace.CONSTANT, Replay.address(AddressSpace.CONSTANT, 2, 0)));
        var inv = Replay.invocation(1, 1, buffer("g", AddressSpace.GLOBAL, 1),
                buffer("c", AddressSpace.CONSTANT, 2));
        Map<String, Object> aiwc = Replay.metrics(k.build(), inv, "aiwc", t).get("memory");
        assertEquals(2L, aiwc.get("footprint"));
        assertEquals(1.0, (Double) aiwc.get("globalAddressEntropy"), 0.0);
    }
}
