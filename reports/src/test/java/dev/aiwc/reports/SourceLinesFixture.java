package dev.aiwc.reports;

import dev.aiwc.api.result.Characterisation;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A characterisation with a hand-made per-line view ({@code collectors.fermi-l1.lines}) on the vadd fixture: a
 * five-line program of 1,000 work-item instructions whose lines are hot, divergent, conflicted, a store, and one
 * with no debug location, and whose text needs escaping.
 */
public final class SourceLinesFixture {
    /** The program: line 3 has a {@code <} and an {@code &}, line 4 a {@code <script>} in a comment. */
    public static final String PROGRAM = """
            __kernel void k(__global float *a, __local float *t) {
              size_t i = get_local_id(0);
              if (i < 8 && a[i] > 0) t[2 * i] = a[i];
              a[i] = t[i]; // <script>alert(1)</script>
            }
            """;

    private SourceLinesFixture() {
    }

    /**
     * The view, 1,000 work-item instructions: line 2 640 in 20 full warps (64%), line 3 200 in 25 warp
     * instructions of 8 lanes (20%), line 4 96 (9.6%), line 5 32 (3.2%) and 32 without a line (3.2%).
     */
    public static Map<String, Object> lines() {
        Map<String, Object> l = new LinkedHashMap<>();
        l.put("warpWidth", 32L);
        l.put("transaction", "32-byte sector");
        l.put("sources", List.of(Map.of("file", "kernels/k.cl", "sha256", "ab".repeat(32), "text", PROGRAM)));
        l.put("rows", List.of(
                row(2, 640, 20, Map.of()),
                // 200 instructions in 25 warp instructions: 8 lanes of 32; loads of 4 sectors; a 2-way conflict
                row(3, 200, 25, Map.of("loads", 5L, "loadTransactions", 20L, "transactionsPerLoad", 4.0,
                        "l1Hits", 15L, "l1Misses", 5L, "l1MissRate", 0.25, "sharedRequests", 5L,
                        "bankConflictMean", 2.0, "bankConflictMax", 2L)),
                // scattered stores: 32 sectors per request
                row(4, 96, 3, Map.of("stores", 3L, "storeTransactions", 96L, "transactionsPerStore", 32.0)),
                row(5, 32, 1, Map.of()),
                row(0, 32, 1, Map.of())));
        return l;
    }

    public static Map<String, Object> row(int line, long instructions, long warps, Map<String, Object> more) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("line", (long) line);
        m.put("instructions", instructions);
        m.put("warpInstructions", warps);
        m.put("activeLanes", (double) instructions / warps);
        m.put("simdEfficiency", (double) instructions / warps / 32);
        m.putAll(new java.util.TreeMap<>(more));
        return m;
    }

    /** The vadd fixture with {@link #lines()} in its fermi-l1 section, labelled by {@code kernel}. */
    public static Characterisation characterisation(String kernel) throws IOException {
        return characterisation(kernel, lines());
    }

    /** The vadd fixture with the given per-line view in its fermi-l1 section. */
    public static Characterisation characterisation(String kernel, Map<String, Object> lines) throws IOException {
        Characterisation c = Fixtures.load("vadd-0.json");
        Map<String, Map<String, Object>> collectors = new LinkedHashMap<>(c.collectors());
        Map<String, Object> fermi = new LinkedHashMap<>(collectors.get("fermi-l1"));
        fermi.put("lines", lines);
        collectors.put("fermi-l1", fermi);
        return new Characterisation(c.application(), c.size(), new Characterisation.KernelRef(kernel,
                c.kernel().source(), c.kernel().buildOptions(), c.kernel().compiler()), c.invocation(), c.profile(),
                c.global(), c.local(), c.groups(), c.metrics(), collectors, c.run());
    }
}
