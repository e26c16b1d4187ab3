package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.instrumenter.device.ComputeDevice;

import java.util.List;

/**
 * A host driver for one program of the user's Extended OpenDwarfs checkout: it re-implements that program's argument
 * set-up, NDRanges and launch sequence for one repetition (the original repeats for two seconds of timing), with the
 * size parameters of the suite's run script (opendwarf_application_parameters.py, kept in {@link Benchmark}), and
 * builds the checkout's own kernels. No result check: the original kernels are what is being characterised.
 */
public interface OriginalDriver {

    /** The application this program is the original of: its names, kernel and run-script arguments. */
    Benchmark benchmark();

    /** The application's name in the suite, e.g. {@code lud}, {@code nw}. */
    default String name() {
        return benchmark().label();
    }

    /** The Berkeley dwarf. */
    default String dwarf() {
        return benchmark().dwarf().label();
    }

    /** The presets the run script defines for it (every one). */
    default List<String> sizes() {
        return SizePreset.names();
    }

    /** The original program's command-line arguments for a preset, as the run script gives them. */
    default String arguments(String size) {
        return benchmark().arguments(size);
    }

    /** Launches one repetition makes, for progress; an estimate (1) where it depends on the data. */
    default long plannedInvocations(String size) {
        return 1;
    }

    /** Runs one repetition of the original launch sequence. */
    void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener);
}
