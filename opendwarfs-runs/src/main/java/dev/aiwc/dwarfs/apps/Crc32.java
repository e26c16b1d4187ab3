package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/** Combinational logic: CRC-32 of many equal pages, table-driven from {@code __constant} memory. */
public final class Crc32 implements BuiltInApplication {

    /** The preset's shape: {@code pages} pages of {@code pageBytes} bytes. */
    public record Shape(int pages, int pageBytes) {
        long workingSetBytes() {
            return (long) pages * pageBytes + 256 * 4 + pages * 4L;
        }
    }

    static final int LOCAL = 16;

    public static Shape shape(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> new Shape(16, 1024);
            case SMALL -> new Shape(64, 2048);
            case MEDIUM -> new Shape(256, 16384);
            case LARGE -> new Shape(1024, 16384);
        };
    }

    /** Seeded random page contents, pages back to back. */
    public static byte[] generate(Shape s, long seed) {
        byte[] data = new byte[s.pages() * s.pageBytes()];
        new SplittableRandom(seed).nextBytes(data);
        return data;
    }

    /** The byte-at-a-time lookup table of the reflected polynomial: entry b is the CRC register after shifting b. */
    public static int[] table() {
        int[] t = new int[256];
        for (int b = 0; b < 256; b++) {
            int c = b;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? (c >>> 1) ^ 0xEDB88320 : c >>> 1;
            }
            t[b] = c;
        }
        return t;
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.CRC;
    }

    @Override
    public long workingSetBytes(String size) {
        return shape(size).workingSetBytes();
    }

    @Override
    public long plannedInvocations(String size) {
        return 1;
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        Shape s = shape(size);
        byte[] data = generate(s, Seeds.builtIn(benchmark(), size));
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle dataBuf = host.buffer("data", data);
        BufferHandle tableBuf = host.buffer("table", table());
        BufferHandle crcBuf = host.buffer("crcs", s.pages() * 4L);
        host.launch(program, "crc32_pages", HostSession.range(HostSession.roundUp(s.pages(), LOCAL), LOCAL),
                HostSession.buf(dataBuf), KernelArg.i32(s.pageBytes()), KernelArg.i32(s.pages()),
                HostSession.buf(tableBuf), HostSession.buf(crcBuf));
        int[] expected = new int[s.pages()];
        for (int p = 0; p < s.pages(); p++) {
            expected[p] = Crc32Reference.crc32(data, p * s.pageBytes(), s.pageBytes());
        }
        ResultCheck.exact("crc (" + size + ") page CRCs", host.ints(crcBuf), expected);
    }
}
