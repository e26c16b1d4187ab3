package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.TestDevices;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.LaunchResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * With OPENDWARFS_HOME pointing at a checkout, every driver runs the checkout's own kernels at tiny size
 * on the simulator to completion (opt-in: -Ddwarfs.original.simulator; slow, and it needs the simulator to
 * support every construct the original kernels use).
 */
class OriginalDriverSimulatorTest {

    /** Drivers whose launch count follows from the preset alone (the others depend on data or convergence). */
    private static final Set<String> FIXED_LAUNCHES = Set.of("lud", "nw", "srad", "dwt2d", "fft", "hmm");

    private static ComputeDevice device;

    @BeforeAll
    static void open() {
        String home = System.getenv(OpenDwarfsCheckout.ENVIRONMENT);
        device = home == null || home.isBlank() ? null : System.getProperty("dwarfs.original.simulator") == null ? null : TestDevices.simulatorOrNull();
    }

    @AfterAll
    static void close() {
        if (device != null) {
            device.close();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyDriverRunsTheOriginalKernelsOnTheSimulator() {
        String home = System.getenv(OpenDwarfsCheckout.ENVIRONMENT);
        return OriginalDrivers.all().stream().map(d -> DynamicTest.dynamicTest(d.name(), () -> {
            Assumptions.assumeTrue(home != null && !home.isBlank(), "OPENDWARFS_HOME is not set");
            Assumptions.assumeTrue(device != null, "opt in with -Ddwarfs.original.simulator (and OPENDWARFS_HOME)");
            OpenDwarfsCheckout checkout = OpenDwarfsCheckout.at(Path.of(home));
            List<LaunchResult> launches = new ArrayList<>();
            d.run(checkout, "tiny", device, launches::add);
            assertFalse(launches.isEmpty(), d.name() + " launched nothing");
            if (FIXED_LAUNCHES.contains(d.name())) {
                assertEquals(d.plannedInvocations("tiny"), launches.size(), "launches of " + d.name());
            }
        }));
    }
}
