package dev.aiwc.fermil1.trace;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemoryTraceSimulationTest {
    @TempDir
    Path dir;

    /** 64 threads in one block; each reads float 4*t twice, then writes it. */
    private Path twoReadsAndAWrite() throws IOException {
        StringBuilder s = new StringBuilder("blocksize: 64 1 1\n");
        for (int round = 0; round < 2; round++) {
            for (int t = 0; t < 64; t++) {
                s.append(t).append(" 0 ").append(4096 + 4 * t).append(" 4\n");
            }
        }
        for (int t = 63; t >= 0; t--) { // file order across threads does not matter
            s.append(t).append(" 1 ").append(4096 + 4 * t).append(" 4\n");
        }
        Path p = dir.resolve("trace.txt");
        Files.writeString(p, s);
        return p;
    }

    @Test
    void importedTraceRunsTheModel() throws IOException {
        Map<String, Object> r = MemoryTraceSimulation.simulate(twoReadsAndAWrite(), "gtx480-16k", Map.of(), null);
        @SuppressWarnings("unchecked")
        Map<String, Object> total = (Map<String, Object>) r.get("total");
        // two warps, each one line per access: first reads miss (compulsory), second reads hit (the warp waited)
        assertEquals(4L, total.get("loadRequests"));
        assertEquals(2L, total.get("loadHits"));
        assertEquals(2L, ((Map<?, ?>) total.get("misses")).get("compulsory"));
        assertEquals(2L, total.get("storeRequests"));
        List<?> rows = (List<?>) r.get("byInstruction");
        assertEquals(3, rows.size()); // access 0, 1 and 2 of each thread
        assertEquals(1.0, ((Map<?, ?>) rows.get(0)).get("requestsPerWarpInstruction"));
    }

    @Test
    void exportListsEveryThreadAccessInIssueOrder() throws IOException {
        Path csv = dir.resolve("schedule.csv");
        MemoryTraceSimulation.simulate(twoReadsAndAWrite(), "gtx480-16k", Map.of(), csv);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(ScheduledTraceCsv.HEADER, lines.get(0));
        assertEquals(1 + 3 * 64, lines.size());
        // the first issued instruction is warp 0's first read, by thread 0 of block 0 on SM 0
        assertEquals("0,0,0,0,0,0,4096,R", lines.get(1));
        assertTrue(lines.get(lines.size() - 1).endsWith(",W"));
    }

    @Test
    void badLinesNameFileAndLine() throws IOException {
        Path p = dir.resolve("bad.txt");
        Files.writeString(p, "blocksize: 32 1 1\n0 0 128 4\n0 2 128 4\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MemoryTraceSimulation.simulate(p, null, Map.of(), null));
        assertTrue(e.getMessage().contains("bad.txt:3"), e.getMessage());
        Files.writeString(p, "0 0 128 4\n");
        e = assertThrows(IllegalArgumentException.class, () -> MemoryTraceSimulation.simulate(p, null, Map.of(), null));
        assertTrue(e.getMessage().contains("blocksize"), e.getMessage());
    }

    @Test
    void unknownSettingIsRejected() throws IOException {
        Path p = twoReadsAndAWrite();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MemoryTraceSimulation.simulate(p, null, Map.of("waysz", "4"), null));
        assertTrue(e.getMessage().contains("waysz"));
    }
}
