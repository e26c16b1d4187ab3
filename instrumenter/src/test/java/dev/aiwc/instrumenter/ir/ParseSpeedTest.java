package dev.aiwc.instrumenter.ir;

import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A megabyte of clang output must parse in well under a second (the lexer allocates nothing per token). */
class ParseSpeedTest {

    /** Copies every function definition of a fixture, renamed, until the module is at least {@code bytes} long. */
    static String megabyteModule(int bytes) {
        String ir = Fixtures.text("helpers.clang16.O0.ll");
        StringBuilder defs = new StringBuilder();
        StringBuilder rest = new StringBuilder();
        int at = 0;
        while (true) {
            int d = ir.indexOf("\ndefine ", at);
            if (d < 0) {
                rest.append(ir, at, ir.length());
                break;
            }
            rest.append(ir, at, d + 1);
            int end = ir.indexOf("\n}\n", d) + 3;
            defs.append(ir, d + 1, end);
            at = end;
        }
        StringBuilder out = new StringBuilder(bytes + rest.length() + defs.length());
        for (int copy = 0; out.length() < bytes; copy++) {
            String suffix = "_" + copy;
            out.append(defs.toString().replaceAll("(?m)^(define [^@]*@)([A-Za-z_0-9.]+)", "$1$2" + suffix))
                    .append('\n');
        }
        return out.append(rest).toString();
    }

    @Test
    void oneMegabyteParsesInWellUnderASecond() {
        String text = megabyteModule(1 << 20);
        Module warm = IrParser.parse(text, "big.ll");
        // CPU time of this thread, so that other processes on a shared machine do not count against the parser
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            long t0 = threads.getCurrentThreadCpuTime();
            IrParser.parse(text, "big.ll");
            best = Math.min(best, threads.getCurrentThreadCpuTime() - t0);
        }
        int copies = (int) warm.functions().stream().filter(f -> f.name().startsWith("histogram_")).count();
        assertTrue(copies > 10);
        assertEquals(copies, warm.kernels().size() / 3);
        System.out.printf("parsed %d bytes in %.1f ms of CPU time (best of 5)%n", text.length(), best / 1e6);
        assertTrue(best < 1_000_000_000L, "parsing 1 MB took " + best / 1e6 + " ms");
    }
}
