package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.PublishedArguments;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

/**
 * crc (combinational-logic/crc, {@code crc -i test/combinational-logic/crc/crc_1000xB.txt}): pages of 32-bit words
 * read from the file (page count, page bytes, words), processed in blocks of 16 pages (the original's default
 * -p 16): per block one input and one output buffer and one launch of crc32_slice8 over the block's pages with
 * work-groups of 1 (the original's default work-group size). Its slice-by-8 tables come from the checkout's
 * include (../combinational-logic/crc/inc/eth_crc32_lut.h, resolved through -I include).
 */
final class CrcDriver implements OriginalDriver {

    static final int PARALLEL_PAGES = 16;

    @Override
    public Benchmark benchmark() {
        return Benchmark.CRC;
    }

    static String file(String size) {
        return PublishedArguments.fromCheckoutRoot(Benchmark.CRC.published(size).option("-i"));
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        DataFileReader in = new DataFileReader(checkout.data(file(size)));
        int pages = in.nextInt();
        int pageBytes = in.nextInt();
        int words = pageBytes / 4;
        int[] data = new int[pages * words];
        for (int i = 0; i < data.length; i++) {
            data[i] = in.nextInt();
        }
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        int blocks = (pages + PARALLEL_PAGES - 1) / PARALLEL_PAGES;
        for (int b = 0; b < blocks; b++) {
            int inBlock = Math.min(PARALLEL_PAGES, pages - b * PARALLEL_PAGES);
            BufferHandle input = host.buffer("dev_input", (long) pageBytes * PARALLEL_PAGES);
            BufferHandle output = host.buffer("dev_output", 4L * PARALLEL_PAGES);
            int[] block = new int[words * PARALLEL_PAGES];
            System.arraycopy(data, b * PARALLEL_PAGES * words, block, 0, inBlock * words);
            host.write(input, dev.aiwc.dwarfs.LittleEndian.of(block));
            host.launch(program, "crc32_slice8", HostSession.range(inBlock, 1), HostSession.buf(input),
                    KernelArg.i32(pageBytes), KernelArg.i32(words), HostSession.buf(output));
            host.bytes(output);
        }
    }
}
