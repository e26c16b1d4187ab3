package dev.aiwc.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.aiwc.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code aiwc merge} combines only the complete set of one suite command's shards (issue 15). */
class MergeCheckTest {

    @TempDir
    static Path tmp;

    static Path shard0;
    static Path shard1;
    static Path otherSelection1;

    /** Two shards of crc and bfs at tiny (one run each), and shard 1/2 of another selection. */
    @BeforeAll
    static void shards() {
        shard0 = suite("a0", "crc,bfs", "0/2");
        shard1 = suite("a1", "crc,bfs", "1/2");
        otherSelection1 = suite("b1", "crc,nw", "1/2");
    }

    static Path suite(String name, String only, String shard) {
        Path out = tmp.resolve(name);
        CliRun.Outcome o = run("suite", "--size", "tiny", "--only", only, "--shard", shard, "--out",
                out.toString(), "--no-report", "--threads", "1");
        assertEquals(0, o.code(), o.err());
        return out;
    }

    @Test
    void theShardsOfOneRunMerge() {
        Path out = tmp.resolve("merged");
        CliRun.Outcome o = run("merge", shard0.toString(), shard1.toString(), "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(Files.isRegularFile(out.resolve("dataset-wide.csv")));
        for (String name : java.util.List.of("dataset-tidy.csv", "dataset-rollup-application.csv",
                "dataset-rollup-kernel.csv", "dataset-schema.csv")) {
            assertTrue(Files.isRegularFile(out.resolve(name)), name);
        }
    }

    @Test
    void theSuiteLabelsEachRunApplicationSlashSize() throws IOException {
        Path out = tmp.resolve("labelled");
        assertEquals(0, run("merge", shard0.toString(), shard1.toString(), "--out", out.toString()).code());
        java.util.List<String> lines = Files.readAllLines(out.resolve("dataset-rollup-application.csv"));
        assertTrue(lines.get(0).startsWith("label,application,size,"), lines.get(0));
        // one row per application at tiny, in the merged order
        assertEquals(java.util.List.of("bfs/tiny,bfs,tiny", "crc/tiny,crc,tiny"), lines.subList(1, lines.size())
                .stream().map(l -> String.join(",", java.util.Arrays.asList(l.split(",")).subList(0, 3))).sorted()
                .toList());
    }

    @Test
    void aSecondMergeIntoTheSameFolderIsRefusedUnlessForced() throws IOException {
        Path out = tmp.resolve("merged-twice");
        assertEquals(0, run("merge", shard0.toString(), shard1.toString(), "--out", out.toString()).code());
        Path wide = out.resolve("dataset-wide.csv");
        Files.writeString(wide, "the user's edits\n");
        CliRun.Outcome again = run("merge", shard0.toString(), shard1.toString(), "--out", out.toString());
        assertEquals(2, again.code(), again.err());
        assertTrue(again.err().contains("already exists") && again.err().contains("--force"), again.err());
        assertEquals("the user's edits\n", Files.readString(wide), "nothing is replaced");
        CliRun.Outcome forced = run("merge", shard0.toString(), shard1.toString(), "--out", out.toString(),
                "--force");
        assertEquals(0, forced.code(), forced.err());
        assertTrue(Files.readString(wide).startsWith("launch,label,"), "replaced with --force");
    }

    @Test
    void aMissingShardIsNamed() {
        CliRun.Outcome o = run("merge", shard0.toString(), "--out", tmp.resolve("m1").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("shard 1/2 is missing from the merge"), o.err());
        assertFalse(Files.exists(tmp.resolve("m1")), "nothing is written");
    }

    @Test
    void shardsOfDifferentSelectionsAreRefusedNamingBoth() {
        CliRun.Outcome o = run("merge", shard0.toString(), otherSelection1.toString(), "--out",
                tmp.resolve("m2").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("the shards " + shard0 + " and " + otherSelection1
                + " come from different suite runs"), o.err());
        assertTrue(o.err().contains("--only crc,bfs") && o.err().contains("--only crc,nw"), o.err());
    }

    @Test
    void theSameShardTwiceIsRefused() {
        CliRun.Outcome o = run("merge", shard0.toString(), shard0.toString(), shard1.toString(), "--out",
                tmp.resolve("m3").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("shard 0/2 is given twice"), o.err());
    }

    @Test
    void anUnfinishedShardIsRefused() throws IOException {
        Path cut = tmp.resolve("cut");
        Files.createDirectories(cut);
        String manifest = Files.readString(shard1.resolve("aiwc-shard.txt"));
        assertTrue(manifest.contains("complete true"), manifest);
        Files.writeString(cut.resolve("aiwc-shard.txt"), manifest.replace("complete true", "complete false"));
        CliRun.Outcome o = run("merge", shard0.toString(), cut.toString(), "--out",
                tmp.resolve("m4").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("the shard 1/2 in " + cut + " did not finish"), o.err());
    }

    @Test
    void aFolderThatIsNoShardIsNamed() throws IOException {
        Path plain = Files.createDirectories(tmp.resolve("plain"));
        CliRun.Outcome o = run("merge", plain.toString(), "--out", tmp.resolve("m5").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains(plain + " is not the output of aiwc suite"), o.err());
    }

    @Test
    void aShardFolderThatDoesNotExistIsNamedWithoutAnExceptionName() {
        CliRun.Outcome o = run("merge", tmp.resolve("nothere").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("the shard folder " + tmp.resolve("nothere") + " does not exist"), o.err());
        o.assertNoStackTrace();
        assertFalse(o.err().contains("NoSuchFile"), o.err());
    }
}
