package dev.aiwc.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** Runs the command line in this JVM and captures what it printed. */
final class CliRun {
    private CliRun() {
    }

    /** Exit code, standard output and standard error of one command. */
    record Outcome(int code, String out, String err) {
        void assertNoStackTrace() {
            assertFalse(err.contains("\tat ") || err.contains("Exception:") || err.contains("Exception\n"), err);
        }
    }

    static Outcome run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            int code = Main.execute(args);
            return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }
}
