package dev.aiwc.cli;

import dev.aiwc.cli.CliRun.Outcome;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Progress of long launches (issue 15): with {@code --progress}, lines such as {@code aiwc: slow: 37% of work-groups,
 * 1.2 s} on standard error after a quiet start, at most one per interval, percentages never falling; without it, and
 * with stderr not a terminal (as here), nothing. The intervals are shortened from 3 s and 1 s to keep the test fast.
 */
class LaunchProgressTest {
    @TempDir
    Path tmp;

    @AfterEach
    void restore() {
        RunCommand.progressFirstMillis = 3000;
        RunCommand.progressEveryMillis = 1000;
    }

    /** 256 work-groups of one work-item, each looping long enough that the launch takes about a second or more. */
    Path slowSpec() throws IOException {
        Files.writeString(tmp.resolve("slow.cl"), "__kernel void slow(__global int* a) {\n  int i = get_global_id(0);\n"
                + "  for (int j = 0; j < 60000; j++) { a[i] = a[i] * 3 + j; }\n}\n");
        return Files.writeString(tmp.resolve("slow.json"), "{\"source\": \"slow.cl\", \"buffers\": {\"a\": {\"type\":"
                + " \"int\", \"count\": 256, \"fill\": 1}},\n \"invocations\": [{\"kernel\": \"slow\","
                + " \"global\": [256],"
                + " \"local\": [1], \"args\": [\"a\"]}]}\n");
    }

    @Test
    void progressIsReportedWhenAskedForAndOnlyThen() throws IOException {
        Path spec = slowSpec();
        RunCommand.progressFirstMillis = 100;
        RunCommand.progressEveryMillis = 100;
        long start = System.nanoTime();
        Outcome shown = CliRun.run("run", spec.toString(), "--out", tmp.resolve("a").toString(), "--threads", "1",
                "--progress", "--quiet");
        double wall = (System.nanoTime() - start) / 1e9;
        assertEquals(0, shown.code(), shown.err());
        Matcher m = Pattern.compile("aiwc: slow: (\\d+)% of work-groups, (\\d+\\.\\d) s").matcher(shown.err());
        List<double[]> lines = new java.util.ArrayList<>();
        while (m.find()) {
            lines.add(new double[]{Integer.parseInt(m.group(1)), Double.parseDouble(m.group(2))});
        }
        assertFalse(lines.isEmpty(), "the launch ran past the quiet start yet printed no progress: " + shown.err());
        // times print to 0.1 s: the first is the quiet start (0.1 s) or later, give or take that rounding
        assertTrue(lines.get(0)[1] >= 0.05, "nothing before the quiet start");
        assertTrue(lines.size() <= wall / 0.1 + 1, "at most one line per interval: " + lines.size() + " in " + wall);
        for (int i = 1; i < lines.size(); i++) {
            assertTrue(lines.get(i)[0] >= lines.get(i - 1)[0], "percentages never fall");
            assertTrue(lines.get(i)[1] >= lines.get(i - 1)[1], "times never fall");
        }
        assertTrue(lines.get(lines.size() - 1)[0] <= 100);

        Outcome silent = CliRun.run("run", spec.toString(), "--out", tmp.resolve("b").toString(), "--threads", "1");
        assertEquals(0, silent.code(), silent.err());
        assertFalse(silent.err().contains("of work-groups"), silent.err());
    }
}
