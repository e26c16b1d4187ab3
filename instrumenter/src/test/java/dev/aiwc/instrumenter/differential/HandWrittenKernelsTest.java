package dev.aiwc.instrumenter.differential;

import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.instrumenter.nativecl.Verification;
import dev.aiwc.instrumenter.spec.JsonSpec;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every hand-written kernel under {@code src/test/resources/differential} runs natively and on the simulator, and
 * every buffer must agree (integers exactly, floating point within {@link Verification.Tolerance#DEFAULT}).
 */
class HandWrittenKernelsTest {

    static Path folder() {
        try {
            return Path.of(HandWrittenKernelsTest.class.getResource("/differential").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Stream<String> specs() throws IOException {
        try (Stream<Path> s = Files.list(folder())) {
            List<String> names = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).sorted().toList();
            return names.stream();
        }
    }

    @BeforeAll
    static void needsOpenCl() {
        assumeTrue(NativeDevice.isAvailable(), "no OpenCL platform on this machine");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void simulatorMatchesNative(String name) throws IOException {
        RunSpec spec = JsonSpec.load(folder().resolve(name));
        SpecRunner.Outcome reference = SpecRunner.run(spec, Devices.nativeDevice(), SpecRunner.Listener.NONE);
        Optional<ComputeDevice> sim = Devices.simulator();
        assumeTrue(sim.isPresent(), "the simulator is not on this branch yet; native run only");
        try (ComputeDevice simulator = sim.get()) {
            SpecRunner.Outcome simulated = SpecRunner.run(spec, simulator, SpecRunner.Listener.NONE);
            Verification.Report report = Verification.compare(spec, reference, simulated, Verification.Tolerance.DEFAULT);
            assertTrue(report.passed(), () -> report.text() + "\n--- " + spec.source().getFileName() + " ---\n"
                    + read(spec.source()));
        }
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }
}
