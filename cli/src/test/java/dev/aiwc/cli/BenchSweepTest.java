package dev.aiwc.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The thread counts of {@code aiwc bench --sweep}: powers of two below the core count, then the core count, or the
 * counts {@code --threads} lists.
 */
class BenchSweepTest {

    @Test
    void powersOfTwoThenTheCoreCount() {
        assertEquals(List.of(1), BenchCommand.sweepThreads(1));
        assertEquals(List.of(1, 2), BenchCommand.sweepThreads(2));
        assertEquals(List.of(1, 2, 4, 6), BenchCommand.sweepThreads(6));
        assertEquals(List.of(1, 2, 4, 8, 16), BenchCommand.sweepThreads(16));
    }

    @Test
    void threadCountsBelowOneOrWithoutASweepAreRefused() {
        CliRun.Outcome zero = CliRun.run("bench", "--sweep", "histogram", "--threads", "1,0");
        assertEquals(2, zero.code());
        assertTrue(zero.err().contains("--threads takes thread counts of at least 1"), zero.err());
        CliRun.Outcome alone = CliRun.run("bench", "--threads", "4");
        assertEquals(2, alone.code());
        assertTrue(alone.err().contains("without --sweep"), alone.err());
    }
}
