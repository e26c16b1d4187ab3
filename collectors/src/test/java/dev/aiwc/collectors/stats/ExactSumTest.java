package dev.aiwc.collectors.stats;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ExactSumTest {

    @Test
    void cancellationThatNaiveSummationLoses() {
        ExactSum s = new ExactSum();
        for (double v : new double[]{1e16, 1.0, -1e16, 1.0}) {
            s.add(v);
        }
        assertEquals(2.0, s.value(), 0.0);
    }

    @Test
    void anySplitIntoMergedPartsGivesTheCorrectlyRoundedExactSum() {
        Random random = new Random(42);
        double[] values = new double[1000];
        BigDecimal exact = BigDecimal.ZERO;
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextDouble() * Math.pow(10, random.nextInt(20) - 10);
            exact = exact.add(new BigDecimal(values[i]));
        }
        double expected = exact.round(MathContext.DECIMAL128).doubleValue();
        for (int split = 1; split < values.length; split += 97) {
            ExactSum left = new ExactSum();
            ExactSum right = new ExactSum();
            for (int i = 0; i < values.length; i++) {
                (i < split ? left : right).add(values[i]);
            }
            left.add(right);
            assertEquals(expected, left.value(), 0.0, "split at " + split);
        }
    }
}
