package dev.aiwc.predict;

import dev.aiwc.predict.model.TimeScale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TimeScaleTest {

    @Test
    void aLaunchOverheadPlusATimePerInstructionIsRecovered() {
        // times that are exactly 5 us of launch plus 2 ns per instruction, for kernels of 10^3 .. 10^9 instructions:
        // the sum of |ln(measured / scale)| is 0 there and only there, so the fit must find both parameters
        int n = 61;
        double[] instructions = new double[n];
        double[] seconds = new double[n];
        for (int i = 0; i < n; i++) {
            instructions[i] = Math.pow(10, 3 + i / 10.0);
            seconds[i] = 5e-6 + 2e-9 * instructions[i];
        }
        TimeScale s = TimeScale.fit(seconds, instructions, oneLaunchEach(seconds.length));
        assertEquals(5e-6, s.launchSeconds(), 5e-6 * 0.01);
        assertEquals(2e-9, s.secondsPerInstruction(), 2e-9 * 0.01);
        for (int i = 0; i < n; i++) {
            assertEquals(0, s.encode(seconds[i], instructions[i], 1), 0.01, "kernel " + i);
        }
    }

    @Test
    void withoutOverheadTheFitIsTimePerInstruction() {
        // 3 ns per instruction, and one kernel 10 times slower: the median rate is 3 ns, the outlier costs one term
        double[] instructions = {1e4, 1e5, 1e6, 1e7, 1e8};
        double[] seconds = {3e-5, 3e-4, 3e-3, 3e-2, 3.0};
        TimeScale s = TimeScale.fit(seconds, instructions, oneLaunchEach(seconds.length));
        assertEquals(3e-9, s.secondsPerInstruction(), 3e-9 * 0.01);
        assertEquals(0, s.launchSeconds(), 3e-5 * 0.01);
    }

    @Test
    void encodeAndDecodeAreInverse() {
        TimeScale s = new TimeScale(4e-6, 1.5e-9);
        double v = s.encode(1e-3, 2e5, 1);
        assertEquals(Math.log(1e-3 / (4e-6 + 1.5e-9 * 2e5)), v, 1e-12);
        assertEquals(1e-3, s.decode(v, 2e5), 1e-15);
    }

    private static int[] oneLaunchEach(int n) {
        int[] launches = new int[n];
        java.util.Arrays.fill(launches, 1);
        return launches;
    }

    @Test
    void timesOfSeveralLaunchesPayTheOverheadOncePerLaunch() {
        // runs of 1 to 2,048 launches, each 5 us of launch plus 2 ns per instruction, of 10^3 .. 10^9 instructions in
        // all: the scale must pay 5 us per launch to fit them exactly (one overhead a run would leave a run of 2,048
        // launches of 1,000 instructions, 10.24 ms, predicted at 7 us)
        int n = 61;
        double[] instructions = new double[n];
        double[] seconds = new double[n];
        int[] launches = new int[n];
        for (int i = 0; i < n; i++) {
            instructions[i] = Math.pow(10, 3 + i / 10.0);
            launches[i] = 1 << (i % 12);
            seconds[i] = launches[i] * 5e-6 + 2e-9 * instructions[i];
        }
        TimeScale s = TimeScale.fit(seconds, instructions, launches);
        assertEquals(5e-6, s.launchSeconds(), 5e-6 * 0.01);
        assertEquals(2e-9, s.secondsPerInstruction(), 2e-9 * 0.01);
        for (int i = 0; i < n; i++) {
            assertEquals(0, s.encode(seconds[i], instructions[i], launches[i]), 0.01, "run " + i);
            assertEquals(seconds[i], s.decode(s.encode(seconds[i], instructions[i], launches[i]), instructions[i],
                    launches[i]), seconds[i] * 1e-12);
        }
    }
}
