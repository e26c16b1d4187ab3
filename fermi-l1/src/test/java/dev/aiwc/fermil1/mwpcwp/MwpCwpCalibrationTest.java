package dev.aiwc.fermil1.mwpcwp;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MwpCwpCalibrationTest {

    /** Per-warp memory instructions with {@code perMem} transactions of one kind (index 0 = 32 B ... 3 = vector 32 B). */
    private static MwpCwpInputs inputs(long blocks, long threads, long insts, long mem, int kind, long perMem) {
        long warps = blocks * ((threads + 31) / 32);
        long[] n = new long[4];
        n[kind] = perMem * mem * warps;
        return new MwpCwpInputs(blocks, threads, 0, warps, insts * warps, mem * warps, n[0], n[3], n[1], n[2], 0, 0, 0,
                0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    @Test
    void recoversTheParametersThatProducedTheTimes() {
        // "measured" times from a GPU whose memory is base 500, delays 30 / 35 / 60 / 55
        MwpCwpParameters truth = MwpCwpParameters.resolve("gt200", Map.of("baseLatency", "500", "delay32", "30",
                "delay64", "35", "delay128", "60", "delayVector32", "55"));
        List<MwpCwpInputs> benchmarks = List.of(
                inputs(1, 1, 1000, 100, 0, 1),     // latency: one warp, one 32 B transaction per request
                inputs(240, 256, 100, 10, 0, 32),  // seg32
                inputs(240, 256, 100, 10, 1, 2),   // seg64
                inputs(240, 256, 100, 10, 2, 2),   // seg128
                inputs(240, 256, 100, 10, 3, 32)); // vector32
        List<MwpCwpCalibration.Sample> samples = new ArrayList<>();
        for (int i = 0; i < benchmarks.size(); i++) {
            samples.add(new MwpCwpCalibration.Sample("mb" + i, benchmarks.get(i),
                    MwpCwpModel.predict(benchmarks.get(i), truth).seconds()));
        }
        MwpCwpCalibration.Fit fit = MwpCwpCalibration.fit(samples, MwpCwpParameters.resolve("gt200", Map.of()));
        assertEquals(500, fit.parameters().baseLatency(), 0.5);
        assertEquals(30, fit.parameters().delay32(), 0.05);
        assertEquals(35, fit.parameters().delay64(), 0.05);
        assertEquals(60, fit.parameters().delay128(), 0.05);
        assertEquals(55, fit.parameters().delayVector32(), 0.05);
        assertTrue(fit.rmsRelativeError() < 1e-6);
        assertTrue(fit.preset().contains("--gpu-set baseLatency=500.0"), fit.preset());
    }
}
