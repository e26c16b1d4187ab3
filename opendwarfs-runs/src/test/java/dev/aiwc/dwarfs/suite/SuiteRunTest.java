package dev.aiwc.dwarfs.suite;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.TestDevices;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.LaunchResult;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SuiteRunTest {

    /** Collects what the runner hands to a sink. */
    static final class Recording implements SuiteSink {
        final List<String> events = new ArrayList<>();

        @Override
        public void runStarted(SuiteRun run) {
            events.add("start " + run);
        }

        @Override
        public void invocation(SuiteRun run, LaunchResult result) {
            events.add(run + " " + result.kernel() + "-" + result.invocation());
        }

        @Override
        public void runFinished(SuiteRun run, Throwable failure) {
            events.add("end " + run + (failure == null ? "" : " failed"));
        }
    }

    @Test
    void everyLaunchOfEveryRunReachesTheSinkInOrder() {
        Assumptions.assumeTrue(probe(), "no OpenCL platform");
        Recording sink = new Recording();
        SuitePlan plan = SuitePlan.of(List.of("tiny"), List.of("crc", "dwt2d"), Shard.WHOLE);
        SuiteSummary s = Suite.run(plan, run -> TestDevices.nativeOrNull(), sink, SuiteProgress.NONE);
        assertTrue(s.passed(), s.failures().toString());
        assertEquals(List.of("start dwt2d tiny", "dwt2d tiny dwt53_rows-0", "dwt2d tiny dwt53_columns-0",
                "dwt2d tiny dwt53_rows-1", "dwt2d tiny dwt53_columns-1", "dwt2d tiny dwt53_rows-2",
                "dwt2d tiny dwt53_columns-2", "end dwt2d tiny", "start crc tiny", "crc tiny crc32_pages-0",
                "end crc tiny"), sink.events);
        assertEquals(7, s.invocations());
    }

    @Test
    void aFailedCheckIsReportedAndTheSuiteGoesOn() {
        Assumptions.assumeTrue(probe(), "no OpenCL platform");
        DwarfApplication broken = new DwarfApplication() {
            public String name() {
                return "broken";
            }

            public String dwarf() {
                return "none";
            }

            public long workingSetBytes(String size) {
                return 0;
            }

            public long plannedInvocations(String size) {
                return 0;
            }

            public void run(ComputeDevice device, String size, InvocationListener listener) {
                throw AiwcException.kernelFailure("broken (tiny) differs from the Java reference.", null);
            }
        };
        List<DwarfApplication> catalogue = List.of(broken, Applications.byName("crc"));
        Recording sink = new Recording();
        SuiteSummary s = Suite.run(SuitePlan.of(catalogue, List.of("tiny"), null, Shard.WHOLE),
                run -> TestDevices.nativeOrNull(), sink, SuiteProgress.NONE);
        assertEquals(List.of("broken tiny: broken (tiny) differs from the Java reference."), s.failures());
        assertEquals("end broken tiny failed", sink.events.get(1));
        assertEquals("end crc tiny", sink.events.get(sink.events.size() - 1));
    }

    private static boolean probe() {
        ComputeDevice d = TestDevices.nativeOrNull();
        if (d == null) {
            return false;
        }
        d.close();
        return true;
    }
}
