package dev.aiwc.dwarfs.suite;

import dev.aiwc.dwarfs.apps.Crc32;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgressBarTest {

    @Test
    void theLineShowsDoneOverPlannedRateAndEta() {
        long[] now = {0};
        ProgressBar bar = new ProgressBar(new PrintStream(new ByteArrayOutputStream()), false, () -> now[0]);
        SuiteRun run = new SuiteRun(0, new Crc32(), "tiny");
        bar.started(2, 100);
        bar.runStarted(run);
        for (int i = 0; i < 25; i++) {
            bar.invocation(run);
        }
        now[0] = 5_000_000_000L; // 25 in 5 s: 5/s, 75 left: 15 s
        assertEquals("[######..................] 25/100 invocations 5.0/s ETA 0:15 | run 0/2 crc tiny", bar.line());
    }

    @Test
    void inABatchLogEachFinishedRunIsOneLine() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar(new PrintStream(out, true, StandardCharsets.UTF_8), false, () -> 0L);
        SuiteRun run = new SuiteRun(0, new Crc32(), "tiny");
        bar.started(1, 1);
        bar.runStarted(run);
        bar.invocation(run);
        bar.runFinished(run, null);
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(1, text.lines().count());
        assertTrue(text.contains("1/1 invocations"));
    }

    @Test
    void clockFormatsMinutesAndHours() {
        assertEquals("1:05", ProgressBar.clock(65));
        assertEquals("2:00:05", ProgressBar.clock(7205));
    }
}
