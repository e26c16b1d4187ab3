package dev.aiwc.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The thread counts of {@code aiwc bench --sweep}: powers of two below the core count, then the core count. */
class BenchSweepTest {

    @Test
    void powersOfTwoThenTheCoreCount() {
        assertEquals(List.of(1), BenchCommand.sweepThreads(1));
        assertEquals(List.of(1, 2), BenchCommand.sweepThreads(2));
        assertEquals(List.of(1, 2, 4, 6), BenchCommand.sweepThreads(6));
        assertEquals(List.of(1, 2, 4, 8, 16), BenchCommand.sweepThreads(16));
    }
}
