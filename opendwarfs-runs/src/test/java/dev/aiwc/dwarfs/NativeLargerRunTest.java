package dev.aiwc.dwarfs;

import dev.aiwc.dwarfs.suite.Applications;
import dev.aiwc.instrumenter.device.ComputeDevice;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Opt-in (-Ddwarfs.native.sizes=small,medium): the applications pass their checks natively at larger presets too,
 * which exercises the float tolerances on bigger problems. Too slow for the default test run.
 */
class NativeLargerRunTest {

    @TestFactory
    Stream<DynamicTest> applicationsPassTheirChecksAtTheRequestedSizes() {
        String sizes = System.getProperty("dwarfs.native.sizes", "");
        List<DynamicTest> tests = new ArrayList<>();
        for (String size : sizes.split(",")) {
            if (size.isBlank()) {
                continue;
            }
            for (DwarfApplication app : Applications.all()) {
                tests.add(DynamicTest.dynamicTest(app.name() + " " + size, () -> {
                    try (ComputeDevice device = TestDevices.nativeOrNull()) {
                        Assumptions.assumeTrue(device != null, "no OpenCL platform");
                        app.run(device, size.trim(), InvocationListener.NONE);
                    }
                }));
            }
        }
        return tests.stream();
    }
}
