package dev.aiwc.instrumenter.spec;

import dev.aiwc.instrumenter.nativecl.NativeDevice;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Oclgrind itself is the reference for the {@code .sim} format: the same file run by {@code oclgrind-kernel} and
 * loaded here must print identical dumps (values computed natively). Skipped where Oclgrind or OpenCL is absent.
 */
class OclgrindCompatibilityTest {

    static NativeDevice device;

    @BeforeAll
    static void open() {
        assumeTrue(NativeDevice.isAvailable(), "no OpenCL platform on this machine");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/oclgrind-kernel")), "oclgrind-kernel is not installed");
        device = new NativeDevice();
    }

    @AfterAll
    static void close() {
        if (device != null) {
            device.close();
        }
    }

    static Path sim(String name) throws URISyntaxException {
        if (name.startsWith("examples/")) {
            return Path.of("..").resolve(name).toAbsolutePath().normalize();
        }
        return Path.of(OclgrindCompatibilityTest.class.getResource("/spec/" + name).toURI());
    }

    @ParameterizedTest
    @ValueSource(strings = {"formats.sim", "ties.sim", "bits.sim", "signs.sim", "examples/sim-tokens/tokens.sim", "examples/vector-add/vadd.sim"})
    void dumpsMatchOclgrind(String name) throws Exception {
        Path sim = sim(name);
        assumeTrue(Files.isRegularFile(sim), sim + " not found");
        String expected = oclgrind(sim);
        SpecRunner.Outcome o = SpecRunner.run(RunSpec.load(sim, device), device, SpecRunner.Listener.NONE);
        assertEquals(expected, o.dumpText());
    }

    /** Runs oclgrind-kernel in the .sim's folder (it opens the program relative to its working directory). */
    private static String oclgrind(Path sim) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("oclgrind-kernel", sim.getFileName().toString())
                .directory(sim.getParent().toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = p.getInputStream().readAllBytes();
        assumeTrue(p.waitFor(120, TimeUnit.SECONDS), "oclgrind-kernel took too long");
        assertEquals(0, p.exitValue(), "oclgrind-kernel failed on " + sim);
        return new String(out, StandardCharsets.UTF_8);
    }
}
