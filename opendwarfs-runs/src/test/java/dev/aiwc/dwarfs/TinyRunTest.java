package dev.aiwc.dwarfs;

import dev.aiwc.dwarfs.suite.Applications;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.LaunchResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every application at tiny size passes its reference check on the native OpenCL device (PoCL in CI) and on the
 * simulator, launching as many kernels as it plans (k-means plans an estimate, so it is exempt).
 */
class TinyRunTest {

    // one device per kind for the class: opening an OpenCL platform costs seconds
    private static ComputeDevice nativeDevice;
    private static ComputeDevice simulator;

    @BeforeAll
    static void open() {
        nativeDevice = TestDevices.nativeOrNull();
        simulator = TestDevices.simulatorOrNull();
    }

    @AfterAll
    static void close() {
        if (nativeDevice != null) {
            nativeDevice.close();
        }
        if (simulator != null) {
            simulator.close();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyApplicationPassesItsCheckNatively() {
        return runAll("native", () -> nativeDevice);
    }

    @TestFactory
    Stream<DynamicTest> everyApplicationPassesItsCheckOnTheSimulator() {
        return runAll("simulator", () -> simulator);
    }

    private static Stream<DynamicTest> runAll(String label, Supplier<ComputeDevice> devices) {
        return Applications.all().stream().map(app -> DynamicTest.dynamicTest(app.name() + " on " + label, () -> {
            ComputeDevice device = devices.get();
            Assumptions.assumeTrue(device != null, "no " + label + " device on this machine");
            List<LaunchResult> launches = new ArrayList<>();
            app.run(device, "tiny", launches::add);
            if (!app.name().equals("kmeans")) {
                assertEquals(app.plannedInvocations("tiny"), launches.size(), "launches of " + app.name());
            }
        }));
    }
}
