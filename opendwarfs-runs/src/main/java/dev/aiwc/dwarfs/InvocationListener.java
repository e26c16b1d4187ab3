package dev.aiwc.dwarfs;

import dev.aiwc.instrumenter.device.LaunchResult;

/** Receives every kernel launch of a host driver as it completes, in launch order. */
@FunctionalInterface
public interface InvocationListener {

    void launched(LaunchResult result);

    InvocationListener NONE = r -> { };
}
