package dev.aiwc.dwarfs.catalogue;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.apps.BuiltInApplication;
import dev.aiwc.dwarfs.apps.Dwt2d;
import dev.aiwc.dwarfs.apps.KMeans;
import dev.aiwc.dwarfs.apps.Lud;
import dev.aiwc.dwarfs.apps.NeedlemanWunsch;
import dev.aiwc.dwarfs.apps.Srad;
import dev.aiwc.dwarfs.original.OpenDwarfsCheckout;
import dev.aiwc.dwarfs.original.OriginalDriver;
import dev.aiwc.dwarfs.original.OriginalDrivers;
import dev.aiwc.dwarfs.suite.Applications;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Benchmark} is the one source of each application's metadata: both families (the built-in applications and
 * the drivers of the original programs) name one entry each, in the entry's order, and take its names, and the
 * sizes they share, from it.
 */
class BenchmarkTest {

    /** The suite order, as the README's sharding section lists it. */
    private static final List<String> SUITE_ORDER = List.of("lud", "csr", "fft", "dwt2d", "gem", "srad", "crc", "bfs",
            "nw", "kmeans", "hmm");

    @Test
    void everyEntryHasOneBuiltInApplicationAndOneOriginalDriverInSuiteOrder() {
        List<DwarfApplication> apps = Applications.all();
        List<OriginalDriver> drivers = OriginalDrivers.all();
        assertEquals(SUITE_ORDER.size(), Benchmark.values().length);
        assertEquals(SUITE_ORDER.size(), apps.size());
        assertEquals(SUITE_ORDER.size(), drivers.size());
        for (int i = 0; i < SUITE_ORDER.size(); i++) {
            Benchmark entry = Benchmark.values()[i];
            assertEquals(SUITE_ORDER.get(i), entry.label());
            assertSame(entry, ((BuiltInApplication) apps.get(i)).benchmark(), "built-in application " + i);
            assertSame(entry, drivers.get(i).benchmark(), "original driver " + i);
        }
    }

    @Test
    void anApplicationAndItsDriverGoByTheSameNameAndDwarf() {
        for (int i = 0; i < SUITE_ORDER.size(); i++) {
            DwarfApplication app = Applications.all().get(i);
            OriginalDriver driver = OriginalDrivers.all().get(i);
            assertEquals(app.name(), driver.name());
            assertEquals(app.dwarf(), driver.dwarf());
        }
    }

    @Test
    void theDwarfsAreThoseOfTheReadmesApplicationTable() {
        List<String> dwarfs = new ArrayList<>();
        for (Benchmark b : Benchmark.values()) {
            dwarfs.add(b.dwarf().label());
        }
        assertEquals(List.of("dense linear algebra", "sparse linear algebra", "spectral methods", "spectral methods",
                "n-body methods", "structured grids", "combinational logic", "graph traversal", "dynamic programming",
                "mapreduce", "graphical models"), dwarfs);
    }

    @Test
    void theOriginalProgramsAreThoseOfTheReadmesDriverTable() {
        List<String> programs = new ArrayList<>();
        for (Benchmark b : Benchmark.values()) {
            programs.add(b.program());
        }
        assertEquals(List.of("lud", "csr", "openclfft", "dwt2d", "gemnoui", "srad", "crc", "bfs", "needle", "kmeans",
                "bwa_hmm"), programs);
    }

    @Test
    void everyBuiltInSourceIsOnTheClassPathUnderItsApplicationsFolder() {
        for (Benchmark b : Benchmark.values()) {
            assertTrue(b.builtInSource().startsWith(b.label() + "/"), b.builtInSource());
            assertNotNull(getClass().getClassLoader().getResource("dwarfs/" + b.builtInSource()),
                    "dwarfs/" + b.builtInSource());
        }
    }

    @Test
    void everyOriginalKernelIsInTheCheckout() {
        String home = System.getenv(OpenDwarfsCheckout.ENVIRONMENT);
        Assumptions.assumeTrue(home != null && !home.isBlank(), "OPENDWARFS_HOME is not set");
        for (Benchmark b : Benchmark.values()) {
            assertTrue(Files.isRegularFile(Path.of(home).resolve(b.originalKernel())), b.originalKernel());
        }
    }

    @Test
    void everyPresetHasRunScriptArgumentsAndTheDriverPassesThemOn() {
        for (OriginalDriver d : OriginalDrivers.all()) {
            assertEquals(SizePreset.names(), d.sizes());
            for (String size : d.sizes()) {
                assertFalse(d.arguments(size).isBlank(), d.name() + " " + size);
                assertEquals(d.benchmark().arguments(size), d.arguments(size));
            }
        }
    }

    @Test
    void theBuiltInLudIsSizedByTheRunScriptButForLarge() {
        // the run script: lud -s 80 / 240 / 1440 / 4096; the built-in keeps large at 2048
        assertEquals(List.of(80, 240, 1440, 2048),
                List.of(Lud.order("tiny"), Lud.order("small"), Lud.order("medium"), Lud.order("large")));
        // 3 (n/16 - 1) + 1 launches: 3*4+1, 3*14+1, 3*89+1, 3*127+1 (the README's table)
        Lud lud = new Lud();
        assertEquals(List.of(13L, 43L, 268L, 382L), List.of(lud.plannedInvocations("tiny"),
                lud.plannedInvocations("small"), lud.plannedInvocations("medium"), lud.plannedInvocations("large")));
    }

    @Test
    void theBuiltInNwTakesTheRunScriptsPenaltyAndItsTinyAndMediumLengths() {
        // the run script: needle 48 10 / 176 10 / 1008 10 / 4096 10
        assertEquals(List.of(48, 160, 1008, 2048), List.of(NeedlemanWunsch.length("tiny"),
                NeedlemanWunsch.length("small"), NeedlemanWunsch.length("medium"), NeedlemanWunsch.length("large")));
        for (String size : SizePreset.names()) {
            assertEquals(10, NeedlemanWunsch.penalty(size));
        }
    }

    @Test
    void theBuiltInDwt2dAndSradShareTheRunScriptsLevelsAndLambda() {
        // dwt2d -l 3 ...; srad rows cols 0 127 0 127 0.5 1
        for (String size : SizePreset.names()) {
            assertEquals(3, Dwt2d.levels(size));
            assertEquals(6, new Dwt2d().plannedInvocations(size));
            assertEquals(0.5f, Srad.lambda(size));
        }
    }

    @Test
    void kmeansClustersAsTheOriginalProgramsDefault() {
        // kmeans.c: min_nclusters = max_nclusters = 5
        assertEquals(5, KMeans.CLUSTERS);
    }

    @Test
    void publishedArgumentsAreReadByPositionOrByFlag() {
        PublishedArguments hmm = PublishedArguments.parse("-n 1012 -s 1024 -v n");
        assertEquals(1012, hmm.intOption("-n"));
        assertEquals("n", hmm.option("-v"));
        assertFalse(PublishedArguments.parse("-s 8 -v s").has("-n"));
        PublishedArguments srad = PublishedArguments.parse("80 16 0 127 0 127 0.5 1");
        assertEquals(16, srad.intWord(1));
        assertEquals(0.5f, srad.floatWord(6));
        assertEquals("80 16 0 127 0 127 0.5 1", srad.toString());
        assertEquals("16384", PublishedArguments.parse("16384 ").toString());
        assertEquals("test/graph-traversal/bfs/graph650.txt",
                PublishedArguments.fromCheckoutRoot("../test/graph-traversal/bfs/graph650.txt"));
        assertThrows(IllegalArgumentException.class, () -> srad.option("-s"));
        assertThrows(IllegalArgumentException.class, () -> srad.word(8));
    }

    @Test
    void aFamilyMissingOrRepeatingAnEntryIsRejected() {
        List<Benchmark> allButHmm = List.of(Benchmark.values()).subList(0, Benchmark.values().length - 1);
        IllegalStateException missing = assertThrows(IllegalStateException.class,
                () -> Benchmark.oneEach(allButHmm, b -> b));
        assertTrue(missing.getMessage().startsWith("hmm has no implementation"), missing.getMessage());
        List<Benchmark> twoLuds = new ArrayList<>(List.of(Benchmark.values()));
        twoLuds.add(Benchmark.LUD);
        IllegalStateException twice = assertThrows(IllegalStateException.class,
                () -> Benchmark.oneEach(twoLuds, b -> b));
        assertTrue(twice.getMessage().startsWith("lud has two implementations"), twice.getMessage());
    }

    @Test
    void oneEachPutsAFamilyInSuiteOrder() {
        List<Benchmark> reversed = new ArrayList<>(List.of(Benchmark.values()));
        java.util.Collections.reverse(reversed);
        assertEquals(List.of(Benchmark.values()), Benchmark.oneEach(reversed, b -> b));
    }
}
