package dev.aiwc.dwarfs;

import dev.aiwc.dwarfs.suite.Applications;
import dev.aiwc.instrumenter.device.LaunchResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every application at tiny size passes its reference check when its kernels run natively (PoCL in CI). */
class NativeTinyRunTest {

    private static JoclTestDevice device;

    @BeforeAll
    static void open() {
        device = JoclTestDevice.openOrNull();
    }

    @AfterAll
    static void close() {
        if (device != null) {
            device.close();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyApplicationPassesItsCheckAtTinySize() {
        return Applications.all().stream().map(app -> DynamicTest.dynamicTest(app.name(), () -> {
            Assumptions.assumeTrue(device != null, "no OpenCL platform");
            List<LaunchResult> launches = new ArrayList<>();
            app.run(device, "tiny", launches::add);
            if (!app.name().equals("kmeans")) {
                assertEquals(app.plannedInvocations("tiny"), launches.size(), "launch count of " + app.name());
            }
        }));
    }
}
