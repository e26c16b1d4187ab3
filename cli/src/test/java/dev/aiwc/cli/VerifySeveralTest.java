package dev.aiwc.cli;

import dev.aiwc.instrumenter.nativecl.NativeDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code aiwc verify} of several specs on one native device: each report under its spec's name, a spec that cannot run
 * reported while the others are still verified, and a summary. Skipped where no OpenCL platform is installed.
 */
class VerifySeveralTest {
    @TempDir
    Path tmp;

    @Test
    void severalSpecsAreVerifiedOnOneDeviceAndOneThatCannotRunIsReported() throws IOException {
        assumeTrue(NativeDevice.isAvailable(), "no OpenCL platform on this machine");
        Files.writeString(tmp.resolve("sq.cl"), """
                __kernel void square(__global int* a) { int i = get_global_id(0); a[i] = a[i] * a[i]; }
                """);
        Path a = Files.writeString(tmp.resolve("a.sim"), "sq.cl\nsquare\n16 1 1\n4 1 1\n<size=64 int range=0:1:15>\n");
        Path b = Files.writeString(tmp.resolve("b.sim"), "sq.cl\nsquare\n8 1 1\n8 1 1\n<size=32 int fill=-3>\n");
        Path bad = Files.writeString(tmp.resolve("bad.sim"), "sq.cl\nnosuch\n8 1 1\n8 1 1\n<size=32 int fill=1>\n");
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            code = Main.execute(new String[]{"verify", a.toString(), bad.toString(), b.toString()});
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(2, code, text + err);
        assertTrue(text.contains("== " + a + "\n") && text.contains("== " + b + "\n"), text);
        assertEquals(2, text.split("PASSED", -1).length - 1, text);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("'nosuch'"), err.toString(StandardCharsets.UTF_8));
        assertTrue(text.contains("verified 3 specs: 2 passed, 1 could not run (" + bad + ")"), text);
    }
}
