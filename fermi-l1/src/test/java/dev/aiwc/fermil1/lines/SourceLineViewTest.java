package dev.aiwc.fermil1.lines;

import dev.aiwc.api.collector.Collectors;
import dev.aiwc.fermil1.Render;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.fermil1.config.GpuSettings;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code fermi-l1.lines} section of the kernels in {@code lines/lines.cl}, on the H100 preset: 32-wide warps,
 * 32-byte sectors, 32 banks of 4 bytes. One work-group of 64 work-items: two warps. Expected values are derived in
 * each test from the kernel's source and the per-line IR instruction counts its header comment lists.
 */
class SourceLineViewTest {

    private static Path program() {
        try {
            return Path.of(SourceLineViewTest.class.getResource("/lines/lines.cl").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The {@code lines} section of kernel {@code lines} (64 work-items, 2 warps) with the given worker threads. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> linesSection(int threads) {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(threads).withCollectors(
                Collectors.select("fermi-l1"), GpuSettings.options("h100", Map.of(), Collectors.select("fermi-l1"))))) {
            ProgramHandle p = sim.build(program(), "");
            BufferHandle in = sim.createBuffer("in", 4 * 64, null);
            BufferHandle far = sim.createBuffer("far", 4 * 32 * 64, null);
            BufferHandle out = sim.createBuffer("out", 4 * 64, null);
            Map<String, Object> fermi = sim.launch(p, "lines", NDRange.of(new long[]{64}, new long[]{64}),
                    List.of(KernelArg.buffer(in), KernelArg.buffer(far), KernelArg.buffer(out),
                            KernelArg.local(4 * 128))).results().get("fermi-l1").section();
            return (Map<String, Object>) fermi.get("lines");
        }
    }

    private static final Map<String, Object> LINES = linesSection(1);

    @SuppressWarnings("unchecked")
    private static Map<String, Object> row(Map<String, Object> section, String file, int line) {
        for (Object o : (List<?>) section.get("rows")) {
            Map<String, Object> r = (Map<String, Object>) o;
            if (((Number) r.get("line")).intValue() == line && java.util.Objects.equals(file, r.get("file"))) {
                return r;
            }
        }
        throw new AssertionError("no row for line " + line + " of " + (file == null ? "the program" : file)
                + " in " + section.get("rows"));
    }

    private static Map<String, Object> row(int line) {
        return row(LINES, null, line);
    }

    @Test
    void countsWorkItemAndWarpInstructionsPerLine() {
        // line 7, float x = in[lid]: 2 IR instructions, run by all 64 work-items in 2 warps
        assertEquals(2L * 64, row(7).get("instructions"));
        assertEquals(2L * 2, row(7).get("warpInstructions"));
        // line 8: 3 instructions; line 13: 2
        assertEquals(3L * 64, row(8).get("instructions"));
        assertEquals(2L * 64, row(13).get("instructions"));
        assertEquals(1.0, row(13).get("simdEfficiency"));
    }

    @Test
    void divergentBranchRunsWithEightOfThirtyTwoLanes() {
        // line 12 runs where lid < 8: lanes 0..7 of warp 0, and warp 1 (lids 32..63) not at all; 4 instructions
        Map<String, Object> r = row(12);
        assertEquals(4L * 8, r.get("instructions"));
        assertEquals(4L, r.get("warpInstructions"));
        assertEquals(8.0, r.get("activeLanes"));
        assertEquals(8.0 / 32, r.get("simdEfficiency"));
    }

    @Test
    void strideTwoSharedStoreIsATwoWayBankConflict() {
        // line 9, tile[lid * 2]: word 2·lid lies in bank 2·lid mod 32, so lanes l and l + 16 share a bank with
        // different words: 2 passes per request, one request per warp
        Map<String, Object> r = row(9);
        assertEquals(2L, r.get("sharedRequests"));
        assertEquals(2.0, r.get("bankConflictMean"));
        assertEquals(2, r.get("bankConflictMax"));
        // line 12, tile[lid] for lanes 0..7: consecutive words in distinct banks
        assertEquals(1L, row(12).get("sharedRequests"));
        assertEquals(1.0, row(12).get("bankConflictMean"));
    }

    @Test
    void coalescedLoadTakesFourSectorsAndStridedLoadThirtyTwo() {
        // line 7: 32 consecutive 4-byte words are 128 bytes, 4 sectors of 32 bytes per warp request
        assertEquals(2L, row(7).get("loads"));
        assertEquals(4.0, row(7).get("transactionsPerLoad"));
        // line 8: far[lid * 32] puts lanes 128 bytes apart: one sector each, 32 per request
        assertEquals(32.0, row(8).get("transactionsPerLoad"));
        assertEquals(64L, row(8).get("loadTransactions"));
    }

    @Test
    void firstTouchLoadsMissAndHitsPlusMissesAreTheTransactions() {
        // every sector of in (line 7) and far (line 8) is touched once, first: all misses, as a profiler counts
        assertEquals(8L, row(7).get("l1Misses"));
        assertEquals(0L, row(7).get("l1Hits"));
        assertEquals(64L, row(8).get("l1Misses"));
        assertEquals(1.0, row(8).get("l1MissRate"));
    }

    @Test
    void storesHaveTransactionsButNoMissRate() {
        // line 13, out[lid] = y: 4 sectors per warp, written through; a miss rate of 0 would read as good
        Map<String, Object> r = row(13);
        assertEquals(2L, r.get("stores"));
        assertEquals(4.0, r.get("transactionsPerStore"));
        assertFalse(r.containsKey("l1MissRate"));
        assertFalse(r.containsKey("l1Misses"));
    }

    @Test
    void instructionsWithoutDebugLocationAreLineZeroListedLast() {
        List<?> rows = (List<?>) LINES.get("rows");
        Map<?, ?> last = (Map<?, ?>) rows.get(rows.size() - 1);
        assertEquals(0, last.get("line"));
        // line 6, the get_local_id call, comes first: rows are in source order
        assertEquals(6, ((Map<?, ?>) rows.get(0)).get("line"));
    }

    @Test
    void embedsTheProgramTextWithItsHash() throws Exception {
        Map<?, ?> source = (Map<?, ?>) ((List<?>) LINES.get("sources")).get(0);
        String text = Files.readString(program());
        assertEquals(text, source.get("text"));
        assertEquals(java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(Files.readAllBytes(program()))), source.get("sha256"));
        assertNull(source.get("missing"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void linesOfAnIncludedFileCarryItsName() throws Exception {
        Map<String, Object> section;
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(1).withCollectors(
                Collectors.select("fermi-l1"), GpuSettings.options("h100", Map.of(), Collectors.select("fermi-l1"))))) {
            ProgramHandle p = sim.build(program(), "");
            BufferHandle out = sim.createBuffer("out", 4 * 32, null);
            section = (Map<String, Object>) sim.launch(p, "included", NDRange.of(new long[]{32}, new long[]{32}),
                    List.of(KernelArg.buffer(out))).results().get("fermi-l1").section().get("lines");
        }
        // twice.h line 3, return v + v: the add and the return, for 32 work-items
        assertEquals(2L * 32, row(section, "twice.h", 3).get("instructions"));
        List<?> sources = (List<?>) section.get("sources");
        Map<?, ?> header = (Map<?, ?>) sources.get(1);
        assertEquals("twice.h", header.get("file"));
        assertEquals(Files.readString(program().resolveSibling("twice.h")), header.get("text"));
    }

    @Test
    void sectionIsTheSameForAnyThreadCount() {
        assertEquals(Render.of(LINES), Render.of(linesSection(3)));
    }

    @Test
    void sumOfLineInstructionsIsTheLaunchTotal() {
        long sum = 0;
        for (Object o : (List<?>) LINES.get("rows")) {
            sum += ((Number) ((Map<?, ?>) o).get("instructions")).longValue();
        }
        // lines 6-14 as listed in the kernel's header, all 64 work-items except line 12 (8), plus the phi (line 0)
        long expected = 64L * (1 + 2 + 3 + 3 + 1 + 2 + 2 + 1 + 1) + 8L * 4;
        assertEquals(expected, sum);
        assertTrue(sum > 0);
    }
}
