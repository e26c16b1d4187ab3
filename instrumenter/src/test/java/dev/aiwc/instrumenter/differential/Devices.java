package dev.aiwc.instrumenter.differential;

import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.nativecl.NativeDevice;

import java.util.Optional;

/**
 * The two devices of the differential suite. The simulator is reached by name so this suite compiles and runs its
 * native half before the simulator exists on a branch; where it is absent the comparisons are skipped.
 */
final class Devices {

    private static NativeDevice nativeDevice;

    private Devices() {
    }

    /** A fresh simulator with default configuration, or empty when the simulator is not on the class path. */
    static Optional<ComputeDevice> simulator() {
        try {
            Class<?> config = Class.forName("dev.aiwc.instrumenter.exec.SimulatorConfig");
            Object defaults = config.getMethod("defaults").invoke(null);
            Class<?> sim = Class.forName("dev.aiwc.instrumenter.exec.Simulator");
            return Optional.of((ComputeDevice) sim.getConstructor(config).newInstance(defaults));
        } catch (ClassNotFoundException e) {
            return Optional.empty();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the simulator exists but cannot be constructed", e);
        }
    }

    static boolean simulatorPresent() {
        try {
            Class.forName("dev.aiwc.instrumenter.exec.Simulator");
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /** One native device shared by the suite (opening a context costs tens of milliseconds). */
    static synchronized NativeDevice nativeDevice() {
        if (nativeDevice == null) {
            nativeDevice = new NativeDevice();
        }
        return nativeDevice;
    }
}
