package dev.aiwc.fermil1.collector;

import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.fermil1.Render;
import dev.aiwc.fermil1.SyntheticKernel;
import dev.aiwc.fermil1.TraceWriter;
import dev.aiwc.fermil1.config.GpuSettings;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

public class L1ModelTest {
    static final int GROUPS = 24;
    static final int ITEMS = 64;
    // block 0: 4 instructions, load at 0, local load at 1, barrier at 3; block 1: 3 instructions, store at 4
    static final KernelDescriptor KERNEL = SyntheticKernel.blocks(4, 3);

    /** A kernel trace of work-groups [from, to) with loads, shared accesses, a barrier and stores. */
    static TraceWriter trace(int from, int to) {
        TraceWriter t = new TraceWriter(200);
        for (int g = from; g < to; g++) {
            t.groupBegin(g);
            for (int i = 0; i < ITEMS; i++) {
                long a = ((g * 37L + i * 13L) % 4096) * 4;
                t.item(i).block(0).load(0, a, 4).localLoad(1, 8L * i, 4).barrier(3);
            }
            t.release(3);
            for (int i = 0; i < ITEMS; i++) {
                t.resume(i).block(1).store(4, 4L * (g * ITEMS + i), 4).itemEnd(i);
            }
            t.groupEnd(g);
        }
        return t;
    }

    /** Runs a collector over the trace split at the given group boundaries. */
    public static Map<String, Object> run(String collector, Map<String, String> settings, int... splits) {
        CollectorRun run = Collectors.select(collector).get(0).start(KERNEL,
                SyntheticKernel.invocation(GROUPS, ITEMS, 512),
                GpuSettings.options("gtx480-16k", settings, Collectors.select(collector)));
        Partial[] partials = new Partial[splits.length + 1];
        int[] bounds = new int[splits.length + 2];
        System.arraycopy(splits, 0, bounds, 1, splits.length);
        bounds[splits.length + 1] = GROUPS;
        // make and fill in reverse order, as concurrent workers might finish (each partial reuses the tracer the
        // previous one handed back when its range was done), then merge in range order
        for (int i = splits.length; i >= 0; i--) {
            partials[i] = run.newPartial(bounds[i], bounds[i + 1] - bounds[i]);
            trace(bounds[i], bounds[i + 1]).feed(partials[i]);
            partials[i].rangeDone();
        }
        for (Partial p : partials) {
            run.merge(p);
        }
        return run.finish().section();
    }

    @Test
    void resultDoesNotDependOnHowGroupsAreSplit() {
        String whole = Render.of(run("fermi-l1", Map.of()));
        assertEquals(whole, Render.of(run("fermi-l1", Map.of(), 1, 2, 3, 10, 17)));
        assertEquals(whole, Render.of(run("fermi-l1", Map.of(), 12)));
    }

    @Test
    void countsEveryWarpInstruction() {
        @SuppressWarnings("unchecked")
        Map<String, Object> total = (Map<String, Object>) run("fermi-l1", Map.of()).get("total");
        // per warp: block 0 (4 instructions incl. load, local load, barrier) + block 1 (3 incl. store)
        long warps = GROUPS * 2L;
        assertEquals(warps * (4 + 3), total.get("warpInstructions"));
        assertEquals(warps, total.get("loadInstructions"));
        assertEquals(warps, total.get("storeInstructions"));
        assertEquals(warps, total.get("sharedRequests"));
        assertEquals(warps, total.get("sharedBankConflicts")); // stride-2 words: 2-way conflicts
        assertEquals((long) GROUPS, total.get("blocks"));
        assertEquals(warps, total.get("storeRequests")); // 32 consecutive floats, one line
    }

    @Test
    void missesAddUpToTheirClasses() {
        for (String scheduler : List.of("lrr", "gto", "two-level", "fifo-latency", "sequential", "round-robin",
                "random")) {
            @SuppressWarnings("unchecked")
            Map<String, Object> total = (Map<String, Object>) run("fermi-l1", Map.of("scheduler", scheduler))
                    .get("total");
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) total.get("misses");
            long sum = 0;
            for (Object v : m.values()) {
                sum += (Long) v;
            }
            assertEquals(total.get("loadMisses"), sum, scheduler);
            assertEquals((long) total.get("loadRequests"), (long) total.get("loadHits") + (long) total.get("loadMisses"));
        }
    }

    @Test
    void chosenSmsAreReportedAlone() {
        Map<String, Object> all = run("fermi-l1", Map.of());
        Map<String, Object> two = run("fermi-l1", Map.of("sms", "0,3"));
        assertEquals(15, ((List<?>) all.get("sms")).size());
        List<?> sms = (List<?>) two.get("sms");
        assertEquals(2, sms.size());
        assertEquals(3, ((Map<?, ?>) sms.get(1)).get("sm"));
        assertEquals(Render.of(((List<?>) all.get("sms")).get(3)), Render.of(sms.get(1)));
        assertNotEquals(Render.of(all.get("total")), Render.of(two.get("total")));
    }

    @Test
    void byInstructionNamesTheSourceLine() {
        List<?> rows = (List<?>) run("fermi-l1", Map.of()).get("byInstruction");
        Map<?, ?> load = (Map<?, ?>) rows.get(0);
        assertEquals(0, load.get("instruction"));
        assertEquals(10, load.get("line")); // SyntheticKernel puts instruction i on line 10 + i
        assertEquals("load", load.get("kind"));
        assertTrue((Double) load.get("requestsPerWarpInstruction") >= 1.0);
    }
}
