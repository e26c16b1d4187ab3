package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static dev.aiwc.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Command-line conventions: "did you mean", defaults in --help, usage without a command, a quiet --quiet. */
class CliConventionsTest {

    private static final String VADD = Path.of("..", "examples", "vector-add", "vadd.json").toString();

    @Test
    void editDistanceCountsASwapOfNeighboursAsOneEdit() {
        assertEquals(1, NearestNames.distance("rnu", "run")); // u and n swapped
        assertEquals(3, NearestNames.distance("kitten", "sitting")); // k->s, e->i, +g
        assertEquals(0, NearestNames.distance("suite", "suite"));
        assertEquals(5, NearestNames.distance("", "merge"));
    }

    @Test
    void nearNamesChangeAtMostAThirdOfTheirLetters() {
        List<String> commands = List.of("run", "verify", "suite", "merge", "report", "compare");
        assertEquals(List.of("run"), NearestNames.of("rnu", commands));
        assertEquals(List.of("suite"), NearestNames.of("sute", commands)); // 1 edit of 5 letters
        assertEquals(List.of("report"), NearestNames.of("repot", commands));
        assertEquals(List.of(), NearestNames.of("sweep", commands)); // 'suite' is 4 edits away
    }

    @Test
    void aMistypedCommandIsAUsageErrorThatNamesTheNearestCommand() {
        CliRun.Outcome o = run("rnu");
        assertEquals(2, o.code());
        assertTrue(o.err().contains("did you mean: run?"), o.err());
        o.assertNoStackTrace();
    }

    @Test
    void aMistypedOptionNamesTheNearestOptionOfThatCommand() {
        CliRun.Outcome o = run("run", VADD, "--colectors", "aiwc");
        assertEquals(2, o.code());
        assertTrue(o.err().contains("did you mean: --collectors?"), o.err());
        CliRun.Outcome eq = run("suite", "--ouy=x");
        assertEquals(2, eq.code());
        assertTrue(eq.err().contains("did you mean: --out, --only?"), eq.err()); // --out 1 edit, --only 2
    }

    @Test
    void noCommandPrintsTheUsageAndExits2() {
        CliRun.Outcome o = run();
        assertEquals(2, o.code());
        assertTrue(o.err().contains("Usage: aiwc") && o.err().contains("run "), o.err());
    }

    @Test
    void helpShowsEachDefaultOnce() {
        CliRun.Outcome o = run("run", "--help");
        assertEquals(0, o.code());
        assertTrue(o.out().contains("Default: aiwc-out"), o.out());
        assertTrue(o.out().contains("Default: Oz"), o.out());
        // nothing where there is no default, and none repeated where the description gives it
        assertFalse(o.out().contains("Default: []") || o.out().matches("(?s).*Default:\\s*\\n.*"), o.out());
        assertFalse(o.out().contains("Default: 45"), o.out()); // --time-limit says "(default 45; ...)"
    }

    @Test
    void quietPrintsNothingButErrorsNotEvenTheDumpedBuffers(@TempDir Path dir) {
        CliRun.Outcome loud = run("run", VADD, "--out", dir.resolve("loud").toString());
        assertEquals(0, loud.code(), loud.err());
        assertTrue(loud.out().contains("c[1023] = "), loud.out()); // the spec marks c for dumping
        CliRun.Outcome quiet = run("run", VADD, "--out", dir.resolve("quiet").toString(), "--quiet");
        assertEquals(0, quiet.code(), quiet.err());
        assertEquals("", quiet.out());
        assertEquals("", quiet.err());
    }
}
