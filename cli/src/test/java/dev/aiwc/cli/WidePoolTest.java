package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A host of 4 cores or more takes other paths through the address counts than this 2-core machine: the stack's merges
 * run as tasks of the common pool, large merges and the footprint's pass are cut into tasks, and each shift's entropy
 * is a task of its own. A child process whose common pool has 6 threads takes them; one whose pool has 1 takes the
 * paths of 2 cores. Their characterisations must be the same, byte for byte.
 */
class WidePoolTest {
    @TempDir
    Path dir;

    /**
     * 131,072 work-items in 2,048 groups of 64 (256 ranges): each reads its own input word, writes its own output word
     * and reads four words of a 65,536-word table that every range reads a part of, so the ranges' runs overlap there
     * and the merges near the stack's bottom hold more than 65,536 pairs, where a merge and the footprint's pass are
     * cut into tasks; 327,680 distinct words in all (7919 is odd, so the table is read whole), past the 65,536 where
     * the entropies become tasks.
     */
    private Path spec() throws IOException {
        Files.writeString(dir.resolve("spread.cl"), """
                __kernel void spread(__global const float *in, __global const float *table, __global float *out) {
                    int i = get_global_id(0);
                    float s = in[i];
                    for (int k = 0; k < 4; k++) {
                        s += table[(i * 7919 + k * 16411) & 65535];
                    }
                    out[i] = s;
                }
                """);
        Path spec = dir.resolve("spread.json");
        Files.writeString(spec, """
                {
                  "source": "spread.cl",
                  "buffers": {
                    "in": {"type": "float", "count": 131072, "range": {"start": 0, "step": 1}},
                    "table": {"type": "float", "count": 65536, "fill": 0.5},
                    "out": {"type": "float", "count": 131072, "fill": 0}
                  },
                  "invocations": [
                    {"kernel": "spread", "global": [131072], "local": [64], "args": ["in", "table", "out"]}
                  ]
                }
                """);
        return spec;
    }

    /** The characterisation a child process with a common pool of {@code pool} threads writes. */
    private String characterise(Path spec, int pool, String profile) throws Exception {
        Path out = dir.resolve("pool-" + pool + "-" + profile);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-Djava.util.concurrent.ForkJoinPool.common.parallelism=" + pool, "-cp",
                System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                Main.class.getName(), "run", spec.toString(), "--collectors", "aiwc", "--profile", profile,
                "--threads", "3", "--out", out.toString(), "--quiet"));
        Path log = dir.resolve(out.getFileName() + ".log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the run with a pool of " + pool + " ended");
        assertEquals(0, p.exitValue(), Files.readString(log));
        return SplitLaunchTest.characterisation(out.resolve("spread-0.json"));
    }

    private static long footprint(String characterisation) {
        Matcher m = Pattern.compile("\"footprint\": (\\d+)").matcher(characterisation);
        assertTrue(m.find(), characterisation);
        return Long.parseLong(m.group(1));
    }

    @Test
    void aWidePoolGivesTheCharacterisationOfANarrowOne() throws Exception {
        Path spec = spec();
        for (String profile : List.of("default", "aiwc")) {
            String narrow = characterise(spec, 1, profile);
            String wide = characterise(spec, 6, profile);
            assertEquals(narrow, wide, profile);
            // every word of the three buffers, so the paths that start at 65,536 pairs were taken
            assertEquals(131_072L + 65_536 + 131_072, footprint(wide), profile);
        }
    }
}
