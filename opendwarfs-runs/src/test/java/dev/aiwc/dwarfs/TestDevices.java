package dev.aiwc.dwarfs;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.instrumenter.nativecl.NativeDevice;

/** The two devices the suite runs on in tests; null where this machine lacks what one needs. */
public final class TestDevices {

    private TestDevices() {
    }

    /** The first OpenCL platform's device (PoCL in CI), or null without an OpenCL platform. */
    public static ComputeDevice nativeOrNull() {
        return NativeDevice.isAvailable() ? new NativeDevice() : null;
    }

    /** The simulator with its default configuration, or null when clang-16 is missing. */
    public static ComputeDevice simulatorOrNull() {
        try {
            return new Simulator(SimulatorConfig.defaults());
        } catch (AiwcException e) {
            if (e.kind() == AiwcException.Kind.MISSING_PREREQUISITE) {
                return null;
            }
            throw e;
        }
    }
}
