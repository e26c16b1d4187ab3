package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.instrumenter.device.ComputeDevice;

import java.util.List;

/**
 * A host driver for one program of the user's Extended OpenDwarfs checkout: it re-implements that program's argument
 * set-up, NDRanges and launch sequence for one repetition (the original repeats for two seconds of timing), with the
 * size parameters of the suite's run script (opendwarf_application_parameters.py), and builds the checkout's own
 * kernels. No result check: the original kernels are what is being characterised.
 */
public interface OriginalDriver {

    /** The application's name in the run script, e.g. {@code lud}, {@code nw}. */
    String name();

    /** The Berkeley dwarf. */
    String dwarf();

    /** The presets the run script defines for it (and this driver supports). */
    List<String> sizes();

    /** The original program's command-line arguments for a preset, as the run script gives them. */
    String arguments(String size);

    /** Launches one repetition makes, for progress; an estimate (1) where it depends on the data. */
    default long plannedInvocations(String size) {
        return 1;
    }

    /** Runs one repetition of the original launch sequence. */
    void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener);
}
