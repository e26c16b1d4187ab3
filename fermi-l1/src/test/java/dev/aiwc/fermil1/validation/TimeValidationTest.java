package dev.aiwc.fermil1.validation;

import dev.aiwc.fermil1.mwpcwp.MwpCwpModel;
import dev.aiwc.fermil1.mwpcwp.MwpCwpParameters;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The mwp-cwp model with the {@code h100} preset against native times on an H100 80GB HBM3 (resources
 * {@code timing/}: the variant kernels, one spec per family, and {@code h100-times-2026-11-25.csv} from
 * {@code aiwc time}; fermi-l1/README.md has the table). No parameter is set per kernel.
 */
class TimeValidationTest {
    private static final Path FOLDER = HardwareCases.resource("hardware").resolveSibling("timing");
    private static final MwpCwpParameters H100 = MwpCwpParameters.resolve("h100", Map.of());
    private static final List<TimedCases.Case> CASES = new ArrayList<>();
    private static final List<Double> PREDICTED = new ArrayList<>();

    @BeforeAll
    static void simulateEveryCase() {
        CASES.addAll(TimedCases.load(FOLDER, "h100-times-2026-11-25.csv", "h100"));
        for (TimedCases.Case c : CASES) {
            PREDICTED.add(MwpCwpModel.predict(c.inputs(), H100).seconds());
        }
        System.out.println(table());
    }

    static String table() {
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "%-10s %-18s %10s %10s %8s%n", "family", "case",
                "measured", "predicted", "error"));
        for (int i = 0; i < CASES.size(); i++) {
            TimedCases.Case c = CASES.get(i);
            s.append(String.format(Locale.ROOT, "%-10s %-18s %8.1fus %8.1fus %+7.0f%%%n", c.family(), c.name(),
                    c.measuredSeconds() * 1e6, PREDICTED.get(i) * 1e6, 100 * error(i)));
        }
        return s.toString();
    }

    private static double error(int i) {
        return PREDICTED.get(i) / CASES.get(i).measuredSeconds() - 1;
    }

    @Test
    void thirtyCasesInTenFamilies() {
        assertTrue(CASES.size() >= 30, CASES.size() + " cases");
        assertTrue(CASES.stream().map(TimedCases.Case::family).distinct().count() >= 10);
    }

    @Test
    void medianAbsoluteErrorIsAtMostThirtyPercent() {
        double[] e = new double[CASES.size()];
        for (int i = 0; i < e.length; i++) {
            e[i] = Math.abs(error(i));
        }
        Arrays.sort(e);
        double median = e.length % 2 == 1 ? e[e.length / 2] : (e[e.length / 2 - 1] + e[e.length / 2]) / 2;
        System.out.printf(Locale.ROOT, "median absolute error %.1f%%, 80th percentile %.1f%%, worst %.1f%%%n",
                100 * median, 100 * e[(int) (0.8 * e.length)], 100 * e[e.length - 1]);
        assertTrue(median <= 0.30, "median absolute error " + median + "\n" + table());
    }

    /** Pairs of one family whose measured times differ by 10% or more: the faster is predicted in nine of ten. */
    @Test
    void theFasterOfNineInTenVariantPairsIsPredicted() {
        int pairs = 0;
        int right = 0;
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < CASES.size(); i++) {
            for (int j = i + 1; j < CASES.size(); j++) {
                TimedCases.Case a = CASES.get(i);
                TimedCases.Case b = CASES.get(j);
                double ma = a.measuredSeconds();
                double mb = b.measuredSeconds();
                if (!a.family().equals(b.family()) || Math.max(ma, mb) < 1.1 * Math.min(ma, mb)) {
                    continue;
                }
                pairs++;
                if ((ma < mb) == (PREDICTED.get(i) < PREDICTED.get(j))) {
                    right++;
                } else {
                    wrong.add(a.name() + " vs " + b.name());
                }
            }
        }
        assertTrue(pairs >= 50, pairs + " pairs");
        System.out.println(right + " of " + pairs + " pairs ordered right; wrong: " + wrong);
        assertTrue(right >= 0.9 * pairs, right + " of " + pairs + " pairs; wrong: " + wrong + "\n" + table());
    }
}
