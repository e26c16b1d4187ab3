package dev.aiwc.instrumenter.differential;

import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Recorded native (PoCL) results of the random kernels: {@code differential/random/seeds-<from>-<to>.bin.gz}, per
 * kernel its seed, a CRC-32 of its program text (so a changed generator is detected, not silently compared) and
 * the final bytes of its io, fo and acc buffers. Regenerate with
 * {@code mvn -o -pl instrumenter test -Dtest=RandomKernelsTest -Daiwc.differential.regenerate=$PWD/instrumenter/src/test/resources}.
 */
final class RandomGoldens {

    static final int BATCH = 20;
    static final int COUNT = 240;
    static final String[] OUTPUTS = {"io", "fo", "acc"};

    private RandomGoldens() {
    }

    static String resource(long seed) {
        long from = (seed - 1) / BATCH * BATCH + 1;
        return "differential/random/seeds-" + from + "-" + (from + BATCH - 1) + ".bin.gz";
    }

    static long crc(String text) {
        CRC32 c = new CRC32();
        c.update(text.getBytes(StandardCharsets.UTF_8));
        return c.getValue();
    }

    /** The recorded output buffers of one kernel (io, fo, acc). */
    static byte[][] load(long seed, RandomKernel k) throws IOException {
        String name = resource(seed);
        try (InputStream raw = RandomGoldens.class.getResourceAsStream("/" + name)) {
            if (raw == null) {
                throw new IllegalStateException("no recorded results " + name + "; regenerate them (see RandomGoldens)");
            }
            DataInputStream in = new DataInputStream(new GZIPInputStream(raw));
            while (true) {
                long s = in.readLong();
                long crc = in.readLong();
                byte[][] out = new byte[OUTPUTS.length][];
                for (int b = 0; b < OUTPUTS.length; b++) {
                    out[b] = new byte[in.readInt()];
                    in.readFully(out[b]);
                }
                if (s == seed) {
                    if (crc != crc(k.program())) {
                        throw new IllegalStateException("the generator changed since the results of seed " + seed
                                + " were recorded; regenerate them (see RandomGoldens)");
                    }
                    return out;
                }
            }
        }
    }

    /** An outcome holding only the recorded output buffers (inputs are not compared: kernels never write them). */
    static SpecRunner.Outcome outcome(RunSpec spec, RandomKernel k, byte[][] recorded) {
        Map<String, byte[]> buffers = new LinkedHashMap<>();
        for (RunSpec.BufferSpec b : spec.buffers()) {
            String local = b.name().substring(b.name().indexOf('.') + 1);
            int idx = List.of(OUTPUTS).indexOf(local);
            buffers.put(b.name(), idx >= 0 ? recorded[idx] : b.initial());
        }
        return new SpecRunner.Outcome(spec, "recorded native results", List.of(), buffers);
    }

    /** Runs every kernel natively and writes the records under {@code resources}. */
    static void regenerate(Path resources, Path scratch) throws IOException {
        Path folder = resources.resolve("differential/random");
        Files.createDirectories(folder);
        for (long from = 1; from <= COUNT; from += BATCH) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (DataOutputStream out = new DataOutputStream(new GZIPOutputStream(bytes))) {
                for (long seed = from; seed < from + BATCH; seed++) {
                    RandomKernel k = new RandomKernel(seed);
                    Path src = scratch.resolve(k.name() + ".cl");
                    Files.writeString(src, k.program());
                    RunSpec spec = k.spec(src);
                    SpecRunner.Outcome o = SpecRunner.run(spec, Devices.nativeDevice(), SpecRunner.Listener.NONE);
                    out.writeLong(seed);
                    out.writeLong(crc(k.program()));
                    for (String b : OUTPUTS) {
                        byte[] data = o.buffers().get(k.name() + "." + b);
                        out.writeInt(data.length);
                        out.write(data);
                    }
                }
            }
            Files.write(folder.resolve(Path.of(resource(from)).getFileName()), bytes.toByteArray());
        }
    }
}
