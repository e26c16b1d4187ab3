package dev.aiwc.instrumenter.differential;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.instrumenter.nativecl.Verification;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Random well-defined kernels ({@link RandomKernel}) agree between the simulator and a native OpenCL run.
 *
 * <p>PoCL needs about a second of compilation per new kernel, too slow for 240 kernels in every build, so the
 * native results are recorded once ({@link RandomGoldens}, regenerated with
 * {@code -Daiwc.differential.regenerate=<resources dir>}) and every build (a) re-runs one kernel per batch natively
 * and checks it still matches its record, and (b) runs all kernels on the simulator against the records. The
 * simulator builds {@value #BATCH} kernels as one program; a batch it fails on is re-run kernel by kernel to name
 * the culprit, with its source.
 */
class RandomKernelsTest {

    static final int BATCH = RandomGoldens.BATCH;
    static final int COUNT = RandomGoldens.COUNT;

    @TempDir
    static Path dir;

    @TestFactory
    List<DynamicTest> nativeRunsStillMatchTheRecordedResults() {
        List<DynamicTest> tests = new ArrayList<>();
        for (long first = 1; first <= COUNT; first += BATCH) {
            long seed = first + (first / BATCH) % BATCH; // a different position in each batch
            tests.add(DynamicTest.dynamicTest("seed " + seed, () -> {
                assumeTrue(NativeDevice.isAvailable(), "no OpenCL platform on this machine");
                RandomKernel k = new RandomKernel(seed);
                Path src = dir.resolve(k.name() + ".cl");
                Files.writeString(src, k.program());
                RunSpec spec = k.spec(src);
                SpecRunner.Outcome live = SpecRunner.run(spec, Devices.nativeDevice(), SpecRunner.Listener.NONE);
                SpecRunner.Outcome recorded = RandomGoldens.outcome(spec, k, RandomGoldens.load(seed, k));
                Verification.Report r = Verification.compare(spec, live, recorded, Verification.Tolerance.EXACT);
                assertTrue(r.passed(), () -> "recorded results of seed " + seed + " differ from this native run; "
                        + "regenerate them (see RandomGoldens)\n" + r.text());
            }));
        }
        return tests;
    }

    @TestFactory
    List<DynamicTest> simulatorMatchesRecordedNativeResults() {
        List<DynamicTest> tests = new ArrayList<>();
        for (long first = 1; first <= COUNT; first += BATCH) {
            long from = first;
            long to = Math.min(first + BATCH, COUNT + 1);
            tests.add(DynamicTest.dynamicTest("seeds " + from + ".." + (to - 1), () -> checkBatch(from, to)));
        }
        return tests;
    }

    /** One program holding the kernels of seeds [from, to), each on its own buffers. */
    static RunSpec batch(long from, long to, List<RandomKernel> kernels) throws IOException {
        StringBuilder program = new StringBuilder(RandomKernel.PRELUDE);
        List<RunSpec.BufferSpec> buffers = new ArrayList<>();
        List<RunSpec.Invocation> invocations = new ArrayList<>();
        for (long seed = from; seed < to; seed++) {
            RandomKernel k = new RandomKernel(seed);
            kernels.add(k);
            program.append('\n').append(k.source());
            buffers.addAll(k.buffers());
            invocations.add(k.invocation());
        }
        Path src = dir.resolve("random_" + from + "_" + to + ".cl");
        Files.writeString(src, program);
        return new RunSpec(null, RunSpec.Format.JSON, src, "", buffers, invocations);
    }

    private static void checkBatch(long from, long to) throws IOException {
        assumeTrue(Devices.simulatorPresent(), "the simulator is not on this branch yet");
        List<RandomKernel> kernels = new ArrayList<>();
        RunSpec spec = batch(from, to, kernels);
        Map<String, byte[]> expected = new LinkedHashMap<>();
        for (RandomKernel k : kernels) {
            expected.putAll(RandomGoldens.outcome(k.spec(spec.source()), k, RandomGoldens.load(k.seed, k)).buffers());
        }
        SpecRunner.Outcome reference = new SpecRunner.Outcome(spec, "recorded native results (PoCL)", List.of(), expected);
        SpecRunner.Outcome simulated;
        try (ComputeDevice simulator = Devices.simulator().orElseThrow()) {
            simulated = SpecRunner.run(spec, simulator, SpecRunner.Listener.NONE);
        } catch (RuntimeException e) {
            fail(individually(kernels, e));
            return;
        }
        Verification.Report report = Verification.compare(spec, reference, simulated, Verification.Tolerance.DEFAULT);
        if (!report.passed()) {
            StringBuilder msg = new StringBuilder(report.text());
            for (Verification.BufferComparison b : report.buffers()) {
                if (!b.matches()) {
                    String kernel = b.name().substring(0, b.name().indexOf('.'));
                    for (RandomKernel k : kernels) {
                        if (k.name().equals(kernel)) {
                            msg.append("--- first mismatching kernel ").append(kernel).append(" (global ").append(k.global)
                                    .append(", local ").append(k.local).append(") ---\n").append(k.program());
                            break;
                        }
                    }
                    break;
                }
            }
            fail(msg.toString());
        }
    }

    /** After a batch failed on the simulator: which kernels fail alone, with the first one's source. */
    private static String individually(List<RandomKernel> kernels, Exception batchError) throws IOException {
        StringBuilder msg = new StringBuilder("the simulator failed on the batch: " + batchError + "\n");
        String firstSource = null;
        for (RandomKernel k : kernels) {
            Path src = dir.resolve(k.name() + ".cl");
            Files.writeString(src, k.program());
            try (ComputeDevice simulator = Devices.simulator().orElseThrow()) {
                SpecRunner.run(k.spec(src), simulator, SpecRunner.Listener.NONE);
            } catch (RuntimeException e) {
                msg.append("  ").append(k.name()).append(": ").append(e.getMessage())
                        .append(e instanceof AiwcException a && a.detail() != null ? " | " + a.detail() : "").append('\n');
                if (firstSource == null) {
                    firstSource = k.program();
                }
            }
        }
        return msg + (firstSource == null ? "" : "--- first failing kernel ---\n" + firstSource);
    }

    @Test
    void theGeneratorIsDeterministicForASeed() {
        assertEquals(new RandomKernel(42).program(), new RandomKernel(42).program());
        assertNotEquals(new RandomKernel(42).program(), new RandomKernel(43).program());
    }

    @Test
    @EnabledIfSystemProperty(named = "aiwc.differential.regenerate", matches = ".+")
    void regenerateRecordedResults() throws IOException {
        RandomGoldens.regenerate(Path.of(System.getProperty("aiwc.differential.regenerate")), dir);
    }
}
