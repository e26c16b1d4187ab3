package dev.aiwc.reports.run;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A test application that launches {@code scale} ({@link #source}) {@code launches} times over 8 work-items, then
 * fails its check with {@code failure} unless that is null.
 */
record Scaler(Path source, String name, int launches, String failure) implements DwarfApplication {

    /** Writes the kernel {@code scale} (each element doubled) into {@code dir}. */
    static Path source(Path dir) throws IOException {
        return Files.writeString(dir.resolve("scale.cl"),
                "__kernel void scale(__global float *x) { int i = get_global_id(0); x[i] = 2.0f * x[i]; }\n");
    }

    @Override
    public String dwarf() {
        return "none";
    }

    @Override
    public long workingSetBytes(String size) {
        return 32;
    }

    @Override
    public long plannedInvocations(String size) {
        return launches;
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(source, "");
        BufferHandle x = host.buffer("x", new float[8]);
        for (int i = 0; i < launches; i++) {
            host.launch(program, "scale", HostSession.range(8, 4), HostSession.buf(x));
        }
        if (failure != null) {
            throw AiwcException.kernelFailure(failure, null);
        }
    }
}
