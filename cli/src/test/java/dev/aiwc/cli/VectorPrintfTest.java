package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * OpenCL's vector printf conversions: every element with the conversion's flags, width and precision, separated by
 * commas (OpenCL C 1.2, 6.12.13.2). The expected line is derived from that rule; PoCL prints the same.
 */
class VectorPrintfTest {

    @Test
    void aVectorConversionPrintsEveryElement(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("vp.cl"), """
                __kernel void show(__global int *unused) {
                    if (get_global_id(0) == 0) {
                        float4 f = (float4)(1.5f, 2.0f, 3.0f, -4.0f);
                        int2 i = (int2)(7, -8);
                        uint3 u = (uint3)(255, 16, 1);
                        char4 c = (char4)(1, -2, 3, -4);
                        printf("%v4hlf|%v2hld|%#v3hlx|%v4hhd|%.2v4hlf|%d\\n", f, i, u, c, f, 42);
                    }
                }
                """);
        Path sim = dir.resolve("vp.sim");
        Files.writeString(sim, "vp.cl\nshow\n1 1 1\n1 1 1\n<size=4 fill=0>\n");
        for (String opt : new String[]{"Oz", "GPU"}) {
            CliRun.Outcome o = CliRun.run("run", sim.toString(), "--collectors", "histogram", "--opt", opt, "--out",
                    dir.resolve("out-" + opt).toString(), "--quiet");
            assertEquals(0, o.code(), o.err());
            // %f gives six decimals, %#x a 0x prefix, %hhd a char as a number, %.2 two decimals on each element
            assertTrue(o.out().contains("1.500000,2.000000,3.000000,-4.000000|7,-8|0xff,0x10,0x1|1,-2,3,-4"
                    + "|1.50,2.00,3.00,-4.00|42\n"), opt + ": " + o.out());
        }
    }
}
