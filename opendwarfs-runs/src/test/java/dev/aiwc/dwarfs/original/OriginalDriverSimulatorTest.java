package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.TestDevices;
import dev.aiwc.instrumenter.device.ComputeDevice;

/**
 * The original drivers on the simulator (opt-in: -Ddwarfs.original.simulator; slow, and it needs the simulator to
 * support every construct the original kernels use).
 */
class OriginalDriverSimulatorTest extends OriginalDriverRunTest {

    @Override
    ComputeDevice openDevice() {
        return System.getProperty("dwarfs.original.simulator") == null ? null : TestDevices.simulatorOrNull();
    }

    @Override
    String unavailable() {
        return "opt in with -Ddwarfs.original.simulator (and OPENDWARFS_HOME)";
    }
}
