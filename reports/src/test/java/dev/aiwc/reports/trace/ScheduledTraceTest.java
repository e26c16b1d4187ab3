package dev.aiwc.reports.trace;

import dev.aiwc.reports.Fixtures;
import dev.aiwc.reports.chart.AccessPatternChart;
import dev.aiwc.reports.chart.Figure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScheduledTraceTest {

    @Test
    void aPolicyColumnSplitsTheFileIntoOneTracePerPolicy() throws Exception {
        List<ScheduledTrace> traces = ScheduledTrace.read(Fixtures.path("vadd-0.trace.csv"));
        assertEquals(2, traces.size());
        assertEquals("lrr", traces.get(0).policy());
        assertEquals("sequential", traces.get(1).policy());
        // 64 threads x 3 accesses each
        assertEquals(192, traces.get(0).size());
        assertEquals(192, traces.get(1).size());
        // lrr: one warp instruction (32 threads) per order step, so 6 steps
        assertEquals(5, traces.get(0).order()[191]);
        // global buffer 1 is at (1 << 56) | (1 << 40); thread 1 reads the next float
        assertEquals((1L << 56) | (1L << 40) | 4, traces.get(0).address()[1]);
        assertTrue(traces.get(0).write()[191]);
        assertFalse(traces.get(0).write()[0]);
    }

    @Test
    void withoutAPolicyColumnThePolicyComesFromTheFileName(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("vadd-0.trace-gto.csv");
        Files.writeString(f, "order,sm,block,warp,thread,instruction,address,rw\n0,0,0,0,0,3,0x10,R\n1,0,0,0,1,3,20,write\n");
        List<ScheduledTrace> t = ScheduledTrace.read(f);
        assertEquals(1, t.size());
        assertEquals("gto", t.get(0).policy());
        assertEquals(16, t.get(0).address()[0]);
        assertEquals(20, t.get(0).address()[1]);
        assertTrue(t.get(0).write()[1]);
        assertTrue(ScheduledTrace.looksLikeTrace(f));
    }

    @Test
    void aMalformedLineIsReportedWithFileAndLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("t-lrr.csv");
        Files.writeString(f, "order,sm,block,warp,thread,instruction,address,rw\n0,0,0,0,0,3,16,r\n1,0,0,0,x,3,16,r\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ScheduledTrace.read(f));
        assertTrue(e.getMessage().contains("t-lrr.csv:3"), e.getMessage());
        Files.writeString(f, "order,thread,addr\n");
        e = assertThrows(IllegalArgumentException.class, () -> ScheduledTrace.read(f));
        assertTrue(e.getMessage().contains("no \"address\" column"), e.getMessage());
    }

    @Test
    void thePlotHasOneDotPerAccessAndOneBandPerBuffer() throws Exception {
        ScheduledTrace lrr = ScheduledTrace.read(Fixtures.path("vadd-0.trace.csv")).get(0);
        Figure f = AccessPatternChart.build("a", lrr);
        assertEquals(128, f.marks().stream().filter(m -> "access-load".equals(m.cssClass())).count());
        assertEquals(64, f.marks().stream().filter(m -> "access-store".equals(m.cssClass())).count());
        assertEquals(3, f.marks().stream().filter(m -> "band".equals(m.cssClass())).count());
    }
}
