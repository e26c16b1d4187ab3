package dev.aiwc.dwarfs;

import dev.aiwc.instrumenter.device.ComputeDevice;

import java.util.List;

/**
 * One application of the suite: a Berkeley dwarf's representative, with its own OpenCL C kernels, a host driver
 * that reproduces the application's launch sequence on any {@link ComputeDevice}, seeded inputs per size preset
 * and a check against an independent Java reference.
 */
public interface DwarfApplication {

    /** Short name used on the command line and in output paths, e.g. {@code lud}. */
    String name();

    /** The Berkeley dwarf it represents, e.g. {@code dense linear algebra}. */
    String dwarf();

    /** The size presets it supports, smallest first. */
    default List<String> sizes() {
        return SizePreset.names();
    }

    /** Bytes of device memory the preset's buffers occupy (the working set the presets are bounded by). */
    long workingSetBytes(String size);

    /**
     * How many kernel launches a run of this preset makes; exact where the launch count is fixed by the size,
     * an estimate (documented by the application) where it depends on the data.
     */
    long plannedInvocations(String size);

    /**
     * Generates the preset's input, runs the launch sequence on {@code device}, hands every launch to
     * {@code listener} as it completes and checks the results against the Java reference.
     *
     * @throws dev.aiwc.instrumenter.AiwcException when the device fails or the results do not match the reference
     */
    void run(ComputeDevice device, String size, InvocationListener listener);
}
