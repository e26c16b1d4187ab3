package dev.aiwc.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code aiwc run --groups I/N} and {@code --merge-groups}: N pieces of one launch, merged, give the characterisation
 * one process gives, byte for byte (the {@code run} section, which measures the run itself, aside); pieces of
 * another launch, a missing, duplicate or truncated piece, or another N are refused naming the file.
 */
class SplitLaunchTest {
    private static final String COLLECTORS = "aiwc,fermi-l1,mwp-cwp,histogram";
    private static final Path TILED = Path.of("..", "examples", "tiled-mm", "mm-tiled.json");

    @TempDir
    static Path shared;
    private static Path appendSums;

    @TempDir
    Path dir;

    /**
     * A kernel with local memory, barriers, a local atomic, a data-dependent branch and a global atomic whose result
     * places the group's store: work-groups must run in order, so a piece replays the groups before it to take the
     * slots one process would take. 8 work-groups of 16, so 8 ranges.
     */
    @BeforeAll
    static void writeTheAtomicKernel() throws IOException {
        Files.writeString(shared.resolve("append.cl"), """
                __kernel void append_sums(__global const int *in, __global int *counter, __global int *out,
                                          __local int *tile) {
                    __local int sum;
                    int l = get_local_id(0);
                    tile[l] = in[get_global_id(0)];
                    if (l == 0) {
                        sum = 0;
                    }
                    barrier(CLK_LOCAL_MEM_FENCE);
                    int v = tile[(l + 1) % get_local_size(0)];
                    if (v > 0) {
                        atomic_add(&sum, v);
                    }
                    barrier(CLK_LOCAL_MEM_FENCE);
                    if (l == 0) {
                        int slot = atomic_inc(counter);
                        out[(slot * 5) % 64] = sum;
                    }
                }
                """);
        appendSums = shared.resolve("append.json");
        Files.writeString(appendSums, """
                {
                  "source": "append.cl",
                  "buffers": {
                    "in": {"type": "int", "count": 128, "random": {"seed": 3, "min": -5, "max": 5}},
                    "counter": {"type": "int", "count": 1, "fill": 0},
                    "out": {"type": "int", "count": 64, "fill": 0}
                  },
                  "invocations": [
                    {"kernel": "append_sums", "global": [128], "local": [16],
                     "args": ["in", "counter", "out", {"local": 64}]}
                  ]
                }
                """);
    }

    /** The characterisation's text up to its {@code run} section (its last), which measures this run's time. */
    static String characterisation(Path json) throws IOException {
        String text = Files.readString(json);
        int run = text.indexOf("\n  \"run\": {");
        assertTrue(run > 0, json + " has no run section");
        return text.substring(0, run);
    }

    private static void ok(CliRun.Outcome o) {
        assertEquals(0, o.code(), o.err());
    }

    private Path whole(Path spec, String... options) throws IOException {
        Path out = dir.resolve("whole");
        List<String> args = new ArrayList<>(List.of("run", spec.toString(), "--collectors", COLLECTORS, "--out",
                out.toString(), "--quiet"));
        args.addAll(List.of(options));
        ok(CliRun.run(args.toArray(new String[0])));
        try (var files = Files.list(out)) {
            return files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }

    /** Pieces 1..n of {@code spec}, run in this JVM; returns their files in piece order. */
    private List<Path> pieces(Path spec, int n, Path out, String... options) throws IOException {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<String> args = new ArrayList<>(List.of("run", spec.toString(), "--collectors", COLLECTORS, "--groups",
                    i + "/" + n, "--out", out.toString(), "--quiet"));
            args.addAll(List.of(options));
            ok(CliRun.run(args.toArray(new String[0])));
            files.add(only(out, i, n));
        }
        return files;
    }

    private static Path only(Path out, int i, int n) throws IOException {
        try (var files = Files.list(out)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".piece-" + i + "-of-" + n + ".aiwcpiece"))
                    .findFirst().orElseThrow();
        }
    }

    private CliRun.Outcome merge(Path spec, Path out, List<Path> pieces, String... options) {
        List<String> args = new ArrayList<>(List.of("run", spec.toString(), "--collectors", COLLECTORS, "--out",
                out.toString(), "--quiet"));
        args.addAll(List.of(options));
        for (Path p : pieces) {
            args.add("--merge-groups");
            args.add(p.toString());
        }
        return CliRun.run(args.toArray(new String[0]));
    }

    private static Path json(Path out) throws IOException {
        try (var files = Files.list(out)) {
            return files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }

    @Test
    void fourProcessesAndTheirMergeGiveTheCharacterisationOfOne() throws Exception {
        Path whole = whole(TILED);
        Path out = dir.resolve("pieces");
        List<Process> processes = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            // C1 and the serial collector: a short child starts faster on the 2-core CI machine
            List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp",
                    System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                    Main.class.getName(), "run", TILED.toString(), "--collectors", COLLECTORS, "--groups", i + "/4",
                    "--threads", "1", "--out", out.toString(), "--quiet");
            processes.add(new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("piece-" + i + ".log").toFile()).start());
        }
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Process p = processes.get(i);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "piece " + i + " ended");
            assertEquals(0, p.exitValue(), Files.readString(dir.resolve("piece-" + i + ".log")));
            files.add(only(out, i, 4));
        }
        Path merged = dir.resolve("merged");
        ok(merge(TILED, merged, List.of(out))); // the pieces' folder
        assertEquals(characterisation(whole), characterisation(json(merged)));
    }

    @Test
    void morePiecesThanRangesLeaveSomeEmptyAndAnOrderedAtomicKernelStillMergesExactly() throws Exception {
        Path whole = whole(appendSums, "--threads", "3");
        // 8 ranges over 10 pieces: piece i holds ranges 8i/10 .. 8(i+1)/10, so pieces 0 and 5 hold none
        List<Path> files = pieces(appendSums, 10, dir.resolve("pieces"));
        Path merged = dir.resolve("merged");
        ok(merge(appendSums, merged, files));
        assertEquals(characterisation(whole), characterisation(json(merged)));
    }

    @Test
    void theAiwcProfileAndAGpuWithoutL1SplitAlike() throws Exception {
        String[] options = {"--profile", "aiwc", "--gpu", "gt200"};
        Path whole = whole(appendSums, options);
        List<Path> files = pieces(appendSums, 3, dir.resolve("pieces"), options);
        Path merged = dir.resolve("merged");
        ok(merge(appendSums, merged, files, options));
        assertEquals(characterisation(whole), characterisation(json(merged)));
    }

    @Test
    void piecesOfAnotherLaunchAreRefusedNamingTheFileAndTheDifference() throws Exception {
        List<Path> files = pieces(appendSums, 2, dir.resolve("pieces"));
        CliRun.Outcome o = merge(appendSums, dir.resolve("merged"), files, "--profile", "aiwc");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("piece file " + files.get(0) + " belongs to another launch: the piece has"
                + " profile=default, the merge profile=aiwc"), o.err());
        o.assertNoStackTrace();
        assertTrue(Files.notExists(dir.resolve("merged").resolve("append_sums-0.json")));
    }

    @Test
    void aMissingADuplicateOrATruncatedPieceOrAnotherNIsRefused() throws Exception {
        List<Path> halves = pieces(appendSums, 2, dir.resolve("halves"));
        List<Path> thirds = pieces(appendSums, 3, dir.resolve("thirds"));
        Path merged = dir.resolve("merged");

        CliRun.Outcome missing = merge(appendSums, merged, List.of(thirds.get(0), thirds.get(2)));
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("piece 1/3 is missing"), missing.err());

        CliRun.Outcome duplicate = merge(appendSums, merged, List.of(halves.get(0), halves.get(0)));
        assertEquals(2, duplicate.code());
        assertTrue(duplicate.err().contains("piece file " + halves.get(0) + " is piece 0/2, as is " + halves.get(0)),
                duplicate.err());

        CliRun.Outcome otherN = merge(appendSums, merged, List.of(halves.get(0), thirds.get(1)));
        assertEquals(2, otherN.code());
        assertTrue(otherN.err().contains("piece file " + thirds.get(1) + " is piece 1/3 but " + halves.get(0)
                + " is piece 0/2"), otherN.err());

        Path cut = dir.resolve("cut.aiwcpiece");
        byte[] bytes = Files.readAllBytes(halves.get(1));
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length - 40));
        CliRun.Outcome truncated = merge(appendSums, merged, List.of(halves.get(0), cut));
        assertEquals(2, truncated.code());
        assertTrue(truncated.err().contains("piece file " + cut + " ends early"), truncated.err());

        for (CliRun.Outcome o : List.of(missing, duplicate, otherN, truncated)) {
            o.assertNoStackTrace();
        }
        assertTrue(Files.notExists(merged.resolve("append_sums-0.json")));
    }

    @Test
    void aPieceIsNotWrittenOverAndASpecOfSeveralLaunchesIsRefused() throws Exception {
        Path out = dir.resolve("pieces");
        pieces(appendSums, 2, out);
        CliRun.Outcome again = CliRun.run("run", appendSums.toString(), "--collectors", COLLECTORS, "--groups", "0/2",
                "--out", out.toString());
        assertEquals(2, again.code());
        assertTrue(again.err().contains("append_sums-0.piece-0-of-2.aiwcpiece already exists"), again.err());
        Path multi = Path.of("..", "examples", "multi-kernel", "normalise.json");
        CliRun.Outcome several = CliRun.run("run", multi.toString(), "--groups", "1/2", "--out", out.toString());
        assertEquals(2, several.code());
        assertTrue(several.err().contains("makes 2 launches; --groups splits a specification with one launch"),
                several.err());
        CliRun.Outcome badShare = CliRun.run("run", appendSums.toString(), "--groups", "2/2", "--out", out.toString());
        assertEquals(2, badShare.code());
        assertTrue(badShare.err().contains("--groups '2/2' is not a piece I/N with 0 <= I < N"), badShare.err());
    }
}
