package dev.aiwc.collectors.endtoend;

import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The aiwc metrics of a launch with many work-groups and more distinct addresses than the finish computes on one
 * thread (sort and entropies run as tasks of the common pool above 65,536) are the same for 1, 2 and 4 threads.
 */
class ThreadCountTest {
    /** 3 N^2 = 76,800 distinct addresses, 100 work-groups of 16 x 16. */
    private static final int N = 160;

    private static Map<String, Map<String, Object>> metrics(String profile, int threads) throws URISyntaxException {
        return MatrixMultiplyMetrics.of(N, profile, threads, Map.of());
    }

    private static String render(Map<String, Map<String, Object>> m) {
        return MatrixMultiplyMetrics.render(m);
    }

    @Test
    void defaultProfileIsTheSameForOneTwoAndFourThreads() throws URISyntaxException {
        Map<String, Map<String, Object>> one = metrics("default", 1);
        // every A and B element is read N times, every C element written once: 2 N^2 addresses of probability
        // N / T and N^2 of 1 / T, T = 2 N^3 + N^2
        double t = 2.0 * N * N * N + (double) N * N;
        double pRead = N / t;
        double pWrite = 1 / t;
        double expected = -(2.0 * N * N * pRead * Math.log(pRead) + (double) N * N * pWrite * Math.log(pWrite))
                / Math.log(2);
        assertEquals(expected, (Double) one.get("memory").get("globalAddressEntropy"), 1e-9);
        assertEquals(3L * N * N, one.get("memory").get("footprint"));
        assertEquals(render(one), render(metrics("default", 2)));
        assertEquals(render(one), render(metrics("default", 4)));
    }

    @Test
    void aiwcProfileIsTheSameForOneAndFourThreads() throws URISyntaxException {
        assertEquals(render(metrics("aiwc", 1)), render(metrics("aiwc", 4)));
    }
}
