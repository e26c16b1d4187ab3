package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.JoclTestAccess;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.LaunchResult;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * With OPENDWARFS_HOME pointing at a checkout, every driver runs the checkout's own kernels at tiny size natively
 * to completion (skipped without a checkout or an OpenCL platform).
 */
class OriginalDriverNativeTest {

    @TestFactory
    Stream<DynamicTest> everyDriverRunsTheOriginalKernelsAtTinySize() {
        String home = System.getenv(OpenDwarfsCheckout.ENVIRONMENT);
        return OriginalDrivers.all().stream().map(d -> DynamicTest.dynamicTest(d.name(), () -> {
            Assumptions.assumeTrue(home != null && !home.isBlank(), "OPENDWARFS_HOME is not set");
            OpenDwarfsCheckout checkout = OpenDwarfsCheckout.at(Path.of(home));
            try (ComputeDevice device = JoclTestAccess.open()) {
                Assumptions.assumeTrue(device != null, "no OpenCL platform");
                List<LaunchResult> launches = new ArrayList<>();
                d.run(checkout, "tiny", device, launches::add);
                assertFalse(launches.isEmpty(), d.name() + " launched nothing");
            }
        }));
    }
}
