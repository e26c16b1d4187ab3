package dev.aiwc.reports.run;

import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.dwarfs.suite.Shard;
import dev.aiwc.dwarfs.suite.ShardManifest;
import dev.aiwc.dwarfs.suite.SuitePlan;
import dev.aiwc.dwarfs.suite.SuiteProgress;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.reports.characterise.Characterise;
import dev.aiwc.reports.json.CharacterisationJson;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A suite plan characterised into a folder by a program: the files of a run, resuming, and another run's folder. */
class SuiteCharacterisationTest {
    private static final SuiteProgress QUIET = new SuiteProgress() { };

    @TempDir
    Path dir;
    private Path out;
    private SuitePlan plan;

    @BeforeEach
    void planTheSuite() throws IOException {
        plan = SuitePlan.of(List.of(new Scaler(Scaler.source(dir), "scaler", 2, null)), List.of("tiny"), null,
                Shard.WHOLE);
        out = dir.resolve("suite");
    }

    private SuiteCharacterisation.Request request(String settings, boolean force) {
        return new SuiteCharacterisation.Request(plan, ShardManifest.of(plan, Shard.WHOLE, "scaler", settings), out,
                force, true, run -> new Characterise.Setup(run.application().name() + "/" + run.size(),
                run.application().name(), run.size(), "default", "Oz", "h100", 1));
    }

    private static ComputeDevice simulator() {
        return new Simulator(SimulatorConfig.defaults().withThreads(1)
                .withCollectors(Collectors.select("aiwc"), CollectorOptions.defaults()));
    }

    @Test
    void aRunWritesItsInvocationsUnderApplicationAndSizeWithTheDatasetsAndReport() throws IOException {
        var outcome = SuiteCharacterisation.run(request("default", false), run -> simulator(), QUIET,
                new SuiteCharacterisation.Listener() { });
        assertEquals(1, outcome.summary().runs());
        assertEquals(2, outcome.summary().invocations());
        assertEquals(0, outcome.kept());
        assertEquals(out.resolve("report.html"), outcome.report());
        Characterisation second = CharacterisationJson.read(out.resolve("scaler/tiny/scale-1.json"));
        assertEquals("scaler/tiny", second.label());
        assertEquals("scaler", second.application());
        assertEquals("tiny", second.size());
        assertEquals(1, second.invocation());
        assertTrue(Files.exists(out.resolve("dataset-wide.csv")));
        assertTrue(ShardManifest.read(out).complete());
    }

    @Test
    void aSecondCallKeepsTheFinishedRunWithoutOpeningADevice() throws IOException {
        SuiteCharacterisation.run(request("default", false), run -> simulator(), QUIET,
                new SuiteCharacterisation.Listener() { });
        List<String> told = new ArrayList<>();
        var outcome = SuiteCharacterisation.run(request("default", false), run -> {
            throw new AssertionError("opened a device for a finished run");
        }, QUIET, new SuiteCharacterisation.Listener() {
            @Override
            public void resuming(int kept, int runs, int remaining) {
                told.add(kept + " of " + runs + " kept, " + remaining + " to run");
            }
        });
        assertEquals(List.of("1 of 1 kept, 0 to run"), told);
        assertEquals(1, outcome.kept());
        assertEquals(0, outcome.summary().runs());
        // the report still covers the kept run's two invocations
        assertEquals(out.resolve("report.html"), outcome.report());
    }

    @Test
    void theFolderOfAnotherSuiteRunIsRefusedWithoutForce() throws IOException {
        SuiteCharacterisation.run(request("default", false), run -> simulator(), QUIET,
                new SuiteCharacterisation.Listener() { });
        var e = assertThrows(AiwcException.class, () -> SuiteCharacterisation.run(request("aiwc", false),
                run -> simulator(), QUIET, new SuiteCharacterisation.Listener() { }));
        assertEquals(2, e.exitCode());
        assertEquals("--out " + out + " holds the results of another suite run (shard 0/1, scaler; default)",
                e.getMessage());
        // with force every run is redone into it
        var redone = SuiteCharacterisation.run(request("aiwc", true), run -> simulator(), QUIET,
                new SuiteCharacterisation.Listener() { });
        assertEquals(1, redone.summary().runs());
    }
}
