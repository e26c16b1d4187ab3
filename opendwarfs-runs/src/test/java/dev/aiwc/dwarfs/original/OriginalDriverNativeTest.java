package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.TestDevices;
import dev.aiwc.instrumenter.device.ComputeDevice;

/** The original drivers on the native OpenCL device (skipped without a checkout or an OpenCL platform). */
class OriginalDriverNativeTest extends OriginalDriverRunTest {

    @Override
    ComputeDevice openDevice() {
        return TestDevices.nativeOrNull();
    }

    @Override
    String unavailable() {
        return "no OpenCL platform";
    }
}
