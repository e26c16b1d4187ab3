package dev.aiwc.dwarfs;

import dev.aiwc.instrumenter.device.ComputeDevice;

/** Opens the test-only JOCL device from other test packages; null when there is no OpenCL platform. */
public final class JoclTestAccess {

    private JoclTestAccess() {
    }

    public static ComputeDevice open() {
        return JoclTestDevice.openOrNull();
    }
}
