package dev.aiwc.cli.sweep;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.spec.RunSpec;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The configurations a sweep enumerates, and the rule that decides which a spec can run. */
class SweepSpaceTest {

    /** A spec of one 2-D invocation of {@code global} with the spec's own work-group 16x16. */
    private static RunSpec spec2d(long gx, long gy) {
        return new RunSpec(Path.of("mm.json"), RunSpec.Format.JSON, Path.of("mm.cl"), "-DN=64", List.of(),
                List.of(new RunSpec.Invocation("mm", NDRange.of(new long[]{gx, gy}, new long[]{16, 16}), List.of(),
                        0)));
    }

    private static SweepSpace space(List<String> locals, String... defines) {
        List<LocalSize> sizes = new ArrayList<>();
        for (String l : locals) {
            sizes.add(LocalSize.parse(l));
        }
        List<Define> ds = new ArrayList<>();
        for (String d : defines) {
            ds.add(Define.parse(d));
        }
        return new SweepSpace(sizes, ds);
    }

    private static List<String> labels(List<Configuration> cs) {
        return cs.stream().map(Configuration::label).toList();
    }

    @Test
    void theProductTakesEachSizeWithEveryCombinationOfValuesTheLastDefineFastest() {
        SweepSpace s = space(List.of("8x8", "16x16"), "TILE=8,16", "UNROLL=1,2");
        // 2 sizes x 2 TILE x 2 UNROLL = 8, sizes outermost, UNROLL innermost
        assertEquals(8, s.size());
        assertEquals(List.of("8x8 TILE=8 UNROLL=1", "8x8 TILE=8 UNROLL=2", "8x8 TILE=16 UNROLL=1",
                "8x8 TILE=16 UNROLL=2", "16x16 TILE=8 UNROLL=1", "16x16 TILE=8 UNROLL=2", "16x16 TILE=16 UNROLL=1",
                "16x16 TILE=16 UNROLL=2"), labels(s.plan(spec2d(64, 64)).valid()));
    }

    @Test
    void aTiedDefineAddsNoFactorAndTakesTheSizesExtent() {
        SweepSpace s = space(List.of("8x8", "32x8"), "TILE=@local.x", "ROWS=@local.y");
        assertEquals(2, s.size());
        assertEquals(List.of("8x8 TILE=8 ROWS=8", "32x8 TILE=32 ROWS=8"), labels(s.plan(spec2d(64, 64)).valid()));
    }

    @Test
    void withoutLocalSizesTheSpecsOwnIsTheOnlySizeAndATieTakesItsExtent() {
        SweepSpace.Plan p = space(List.of(), "TILE=@local.x").plan(spec2d(64, 64));
        assertEquals(List.of("16x16 TILE=16"), labels(p.valid()));
        // invocations with different sizes of their own keep them: the configuration is "spec local"
        RunSpec.Invocation other = new RunSpec.Invocation("mm", NDRange.of(new long[]{64, 64}, new long[]{8, 8}),
                List.of(), 0);
        RunSpec two = new RunSpec(Path.of("mm.json"), RunSpec.Format.JSON, Path.of("mm.cl"), "", List.of(),
                List.of(spec2d(64, 64).invocations().get(0), other));
        SweepSpace.Plan mixed = space(List.of(), "U=1").plan(two);
        assertEquals(List.of("spec local U=1"), labels(mixed.valid()));
        assertEquals(null, mixed.valid().get(0).local());
    }

    @Test
    void aSizeThatDoesNotDivideTheGlobalSizeIsSkippedNamingTheDimension() {
        // 48 / 16 = 3 but 48 / 32 is not whole: 32x8 fails in x; 16x32 divides x (48) but not y (40 / 32)
        SweepSpace.Plan p = space(List.of("16x8", "32x8", "16x32")).plan(spec2d(48, 40));
        assertEquals(List.of("16x8"), labels(p.valid()));
        assertEquals(2, p.skipped().size());
        assertEquals("the global size 48 of invocation 0 (mm) is not a multiple of 32 in dimension x",
                p.skipped().get(0).reason());
        assertEquals("the global size 40 of invocation 0 (mm) is not a multiple of 32 in dimension y",
                p.skipped().get(1).reason());
    }

    @Test
    void anExtentASizeDoesNotGiveIsOneAndAnExtentBeyondTheInvocationsDimensionsMustBeOne() {
        // 64 is 64x1 on 64x64; 8x8x1 is 8x8; 8x8x2 would need a third dimension the invocation does not have
        SweepSpace.Plan p = space(List.of("64", "8x8x1", "8x8x2")).plan(spec2d(64, 64));
        assertEquals(List.of("64", "8x8x1"), labels(p.valid()));
        assertEquals("8x8x2 has an extent of 2 in dimension z but invocation 0 (mm) has 2 dimension(s)",
                p.skipped().get(0).reason());
        assertArrayEquals(new long[]{64, 1, 1}, p.valid().get(0).applyTo(spec2d(64, 64)).invocations().get(0)
                .range().local());
    }

    @Test
    void aTieToAnExtentTheSizeLacksIsSkipped() {
        RunSpec oneD = new RunSpec(Path.of("v.json"), RunSpec.Format.JSON, Path.of("v.cl"), "", List.of(),
                List.of(new RunSpec.Invocation("v", NDRange.of(new long[]{256}, null), List.of(), 0)));
        SweepSpace.Plan p = space(List.of("64"), "W=@local.y").plan(oneD);
        assertEquals(List.of(), p.valid());
        assertTrue(p.skipped().get(0).reason().contains("no y extent"), p.skipped().get(0).reason());
        SweepSpace.Plan auto = space(List.of(), "W=@local.x").plan(oneD);
        assertTrue(auto.skipped().get(0).reason().contains("give --local"), auto.skipped().get(0).reason());
    }

    @Test
    void aConfigurationSetsEveryInvocationsSizeAndAddsItsMacrosToTheBuildOptions() {
        Configuration c = new Configuration(LocalSize.parse("32x8"), Map.of("TILE", "32"));
        RunSpec applied = c.applyTo(spec2d(64, 64));
        assertEquals("-DN=64 -DTILE=32", applied.buildOptions());
        NDRange r = applied.invocations().get(0).range();
        assertArrayEquals(new long[]{64, 64, 1}, r.global());
        assertArrayEquals(new long[]{32, 8, 1}, r.local());
        assertEquals("32x8_TILE-32", c.fileStem());
    }

    @Test
    void badSizesAndDefinesAreUsageErrors() {
        for (String bad : List.of("0x8", "8x", "a", "1x2x3x4", "", "-4")) {
            AiwcException e = assertThrows(AiwcException.class, () -> LocalSize.parse(bad), bad);
            assertEquals(2, e.exitCode());
        }
        for (String bad : List.of("=8", "TILE", "TILE=", "TILE=8,", "TILE=@local.w", "TILE=8,8", "1X=2", "T=a b")) {
            AiwcException e = assertThrows(AiwcException.class, () -> Define.parse(bad), bad);
            assertEquals(2, e.exitCode());
        }
        assertThrows(AiwcException.class, () -> space(List.of(), "TILE=8", "TILE=16"));
    }

    @Test
    void aRepeatedSizeIsTriedOnce() {
        assertEquals(1, space(List.of("8x8", "8x8")).size());
    }
}
