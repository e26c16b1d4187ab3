package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.PublishedArguments;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * dwt2d (spectral-methods/dwt2d, {@code dwt2d -l 3 image.ppm out}): the P6 image split into r, g, b int components
 * by c_CopySrcToComponents (work-groups of 256 over the pixel count rounded up), then per component a three-level
 * forward 5/3 transform: cl_fdwt53Kernel with a sliding window chosen by the level's width (192, 128, 64 or 8 wide,
 * 8 high; (ceil(w/WX)·WX, ceil(h/(8·steps))) work-items, WX·8·3 ints of local memory), the LL quadrant copied back to
 * the input between levels (the original's clEnqueueCopyBuffer, done here as a read and a write).
 */
final class Dwt2dDriver implements OriginalDriver {

    static final int THREADS = 256;

    @Override
    public Benchmark benchmark() {
        return Benchmark.DWT2D;
    }

    /** {@code dwt2d -l LEVELS image output}: the image. */
    static String file(String size) {
        return PublishedArguments.fromCheckoutRoot(Benchmark.DWT2D.published(size).word(2));
    }

    static int levels(String size) {
        return Benchmark.DWT2D.published(size).intOption("-l");
    }

    /** A binary PPM (P6, maxval 255): width, height and the RGB bytes. */
    record Image(int width, int height, byte[] rgb) {
    }

    static Image readPpm(Path file) {
        byte[] b;
        try {
            b = Files.readAllBytes(file);
        } catch (IOException e) {
            throw AiwcException.badInput("Cannot read " + file + ": " + e.getMessage());
        }
        int[] pos = {0};
        String magic = header(b, pos);
        int w = Integer.parseInt(header(b, pos));
        int h = Integer.parseInt(header(b, pos));
        int max = Integer.parseInt(header(b, pos));
        if (!magic.equals("P6") || max != 255 || w <= 0 || h <= 0) {
            throw AiwcException.badInput(file + " is not an 8-bit binary PPM (P6, maxval 255).",
                    "dwt2d reads the PPM images of the OpenDwarfs test/ tree.");
        }
        pos[0]++; // the single whitespace after maxval
        int bytes = w * h * 3;
        if (b.length - pos[0] < bytes) {
            throw AiwcException.badInput(file + " is shorter than its " + w + "x" + h + " header says.");
        }
        return new Image(w, h, java.util.Arrays.copyOfRange(b, pos[0], pos[0] + bytes));
    }

    private static String header(byte[] b, int[] pos) {
        while (true) {
            while (pos[0] < b.length && Character.isWhitespace(b[pos[0]])) {
                pos[0]++;
            }
            if (pos[0] < b.length && b[pos[0]] == '#') {
                while (pos[0] < b.length && b[pos[0]] != '\n') {
                    pos[0]++;
                }
                continue;
            }
            break;
        }
        int start = pos[0];
        while (pos[0] < b.length && !Character.isWhitespace(b[pos[0]])) {
            pos[0]++;
        }
        return new String(b, start, pos[0] - start, java.nio.charset.StandardCharsets.US_ASCII);
    }

    @Override
    public long plannedInvocations(String size) {
        return 1 + 3L * levels(size);
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        Image img = readPpm(checkout.data(file(size)));
        int pixels = img.width() * img.height();
        long componentBytes = 4L * pixels;
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        BufferHandle[] out = {host.buffer("cl_c_r_out", componentBytes), host.buffer("cl_c_g_out", componentBytes),
                host.buffer("cl_c_b_out", componentBytes)};
        host.buffer("cl_backup", componentBytes);
        BufferHandle[] comp = {host.buffer("cl_c_r", componentBytes), host.buffer("cl_c_g", componentBytes),
                host.buffer("cl_c_b", componentBytes)};
        BufferHandle src = host.buffer("cl_d_src", img.rgb());
        host.launch(program, "c_CopySrcToComponents",
                HostSession.range(HostSession.roundUp(pixels, THREADS), THREADS), HostSession.buf(comp[0]),
                HostSession.buf(comp[1]), HostSession.buf(comp[2]), HostSession.buf(src), KernelArg.i32(pixels));
        for (int c = 0; c < 3; c++) {
            forward(host, program, comp[c], out[c], img.width(), img.height(), levels(size));
        }
    }

    private static void forward(HostSession host, ProgramHandle program, BufferHandle in, BufferHandle out, int sx,
                                int sy, int levels) {
        int winX = sx >= 960 ? 192 : sx >= 480 ? 128 : sx >= 240 ? 64 : 8;
        int winY = 8;
        int steps = ceilDiv(sy, 15 * winY);
        int gx = ceilDiv(sx, winX);
        int gy = ceilDiv(sy, winY * steps);
        host.launch(program, "cl_fdwt53Kernel", HostSession.range((long) gx * winX, gy, winX, 1),
                HostSession.buf(in), HostSession.buf(out), KernelArg.i32(sx), KernelArg.i32(sy),
                KernelArg.i32(steps), KernelArg.i32(winX), KernelArg.i32(winY),
                KernelArg.local(4L * winX * winY * 3));
        if (levels > 1) {
            int llx = ceilDiv(sx, 2);
            int lly = ceilDiv(sy, 2);
            // clEnqueueCopyBuffer(in <- out) of the first llx*lly ints
            byte[] all = host.bytes(out);
            byte[] target = host.bytes(in);
            System.arraycopy(all, 0, target, 0, 4 * llx * lly);
            host.write(in, target);
            forward(host, program, in, out, llx, lly, levels - 1);
        }
    }

    private static int ceilDiv(int n, int d) {
        return n / d + (n % d != 0 ? 1 : 0);
    }
}
