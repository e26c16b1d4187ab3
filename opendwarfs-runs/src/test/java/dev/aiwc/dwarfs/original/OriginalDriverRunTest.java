package dev.aiwc.dwarfs.original;

import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.LaunchResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
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
 * With OPENDWARFS_HOME pointing at a checkout, every driver runs the checkout's own kernels at tiny size on the
 * subclass's device to completion, launching what its fixed-size launch sequence plans (skipped without a checkout
 * or a device).
 */
abstract class OriginalDriverRunTest {

    /** Drivers whose launch count follows from the preset alone (the others depend on data or convergence). */
    private static final Set<String> FIXED_LAUNCHES = Set.of("lud", "nw", "srad", "dwt2d", "fft", "hmm");

    private ComputeDevice device;

    /** The device to run on, or null when it is not available here. */
    abstract ComputeDevice openDevice();

    /** Why the tests skip when {@link #openDevice()} gives null. */
    abstract String unavailable();

    @AfterEach
    void close() {
        if (device != null) {
            device.close();
            device = null;
        }
    }

    @TestFactory
    Stream<DynamicTest> everyDriverRunsTheOriginalKernelsAtTinySize() {
        String home = System.getenv(OpenDwarfsCheckout.ENVIRONMENT);
        boolean checkout = home != null && !home.isBlank();
        device = checkout ? openDevice() : null;
        return OriginalDrivers.all().stream().map(d -> DynamicTest.dynamicTest(d.name(), () -> {
            Assumptions.assumeTrue(checkout, "OPENDWARFS_HOME is not set");
            Assumptions.assumeTrue(device != null, unavailable());
            List<LaunchResult> launches = new ArrayList<>();
            d.run(OpenDwarfsCheckout.at(Path.of(home)), "tiny", device, launches::add);
            assertFalse(launches.isEmpty(), d.name() + " launched nothing");
            if (FIXED_LAUNCHES.contains(d.name())) {
                assertEquals(d.plannedInvocations("tiny"), launches.size(), "launches of " + d.name());
            }
        }));
    }
}
