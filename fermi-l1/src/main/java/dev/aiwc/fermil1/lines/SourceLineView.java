package dev.aiwc.fermil1.lines;

import dev.aiwc.api.descriptor.BlockInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.sm.InstructionCounters;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The {@code collectors.fermi-l1.lines} section: per OpenCL source line (file and line), what its IR instructions
 * did under the GPU's warp schedule, and the source text itself. Cold code: the counts were kept per decoded block
 * and per static instruction ({@link WarpActivity}, {@link InstructionCounters}) and are mapped to lines here.
 *
 * <p>The source text is embedded, with its SHA-256, rather than read again when a report is drawn: a report of a
 * characterisation then shows the source that was characterised, even after the file was edited or moved, and on
 * another machine.
 */
public final class SourceLineView {
    /** Longest source file embedded; a longer one is named with its hash and left out. */
    static final int MAX_SOURCE_BYTES = 1 << 20;

    private SourceLineView() {
    }

    /** Counts of one source line, summed over its static instructions. */
    private static final class Line {
        long instructions;
        long warpInstructions;
        long loads;
        long loadTransactions;
        long hits;
        long misses;
        long stores;
        long storeTransactions;
        long atomics;
        long sharedRequests;
        long sharedPasses;
        int sharedMaxDegree;
    }

    /**
     * @param activity the warp counts of every SM (null when the trace had no decoded blocks, as for {@code aiwc l1})
     * @param memory   the reported SMs' per-instruction L1 counts
     */
    public static Map<String, Object> section(KernelDescriptor kernel, WarpActivity activity,
                                              InstructionCounters memory, GpuConfig config) {
        InstructionInfo[] infos = kernel.instructions() == null ? new InstructionInfo[0] : kernel.instructions();
        BlockInfo[] blocks = kernel.blocks() == null ? new BlockInfo[0] : kernel.blocks();
        // program file first ("" sorts first), then included files by name; line 0 (no debug location) last
        Map<String, TreeMap<Integer, Line>> files = new TreeMap<>();
        Map<String, String> shown = new java.util.HashMap<>();
        for (InstructionInfo in : infos) {
            long warps = 0;
            long lanes = 0;
            if (activity != null && in.block() >= 0 && in.block() < blocks.length) {
                warps = activity.blockWarps(in.block());
                lanes = activity.blockLanes(in.block());
            }
            int id = in.id();
            boolean seen = id < memory.size() && memory.seen(id);
            long shared = activity == null ? 0 : activity.sharedRequests(id);
            if (lanes == 0 && !seen && shared == 0) {
                continue;
            }
            String file = in.line() > 0 && in.file() != null ? shown.computeIfAbsent(in.file(),
                    n -> shownName(kernel.sourcePath(), n)) : "";
            int key = in.line() > 0 ? in.line() : Integer.MAX_VALUE;
            Line l = files.computeIfAbsent(file, f -> new TreeMap<>()).computeIfAbsent(key, k -> new Line());
            l.instructions += lanes;
            l.warpInstructions += warps;
            if (seen) {
                switch (memory.kind(id)) {
                    case "load" -> {
                        l.loads += memory.warpInstructions(id);
                        l.loadTransactions += memory.requests(id);
                        l.hits += memory.profilerHits(id);
                        l.misses += memory.profilerMisses(id);
                    }
                    case "store" -> {
                        l.stores += memory.warpInstructions(id);
                        l.storeTransactions += memory.requests(id);
                    }
                    default -> l.atomics += memory.warpInstructions(id);
                }
            }
            if (shared > 0) {
                l.sharedRequests += shared;
                l.sharedPasses += activity.sharedPasses(id);
                l.sharedMaxDegree = Math.max(l.sharedMaxDegree, activity.sharedMaxDegree(id));
            }
        }
        int width = config.simtWidth();
        List<Object> rows = new ArrayList<>();
        for (Map.Entry<String, TreeMap<Integer, Line>> f : files.entrySet()) {
            for (Map.Entry<Integer, Line> e : f.getValue().entrySet()) {
                rows.add(row(f.getKey(), e.getKey() == Integer.MAX_VALUE ? 0 : e.getKey(), e.getValue(), width));
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("warpWidth", width);
        out.put("transaction", config.sectored() ? config.sectorBytes() + "-byte sector"
                : config.lineBytes() + "-byte line");
        out.put("sources", sources(kernel.sourcePath(), files.keySet()));
        out.put("rows", rows);
        return out;
    }

    private static Map<String, Object> row(String file, int line, Line l, int width) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (!file.isEmpty()) {
            m.put("file", file);
        }
        m.put("line", line);
        m.put("instructions", l.instructions);
        m.put("warpInstructions", l.warpInstructions);
        if (l.warpInstructions > 0) {
            double lanes = (double) l.instructions / l.warpInstructions;
            m.put("activeLanes", lanes);
            m.put("simdEfficiency", lanes / width);
        }
        if (l.loads > 0) {
            m.put("loads", l.loads);
            m.put("loadTransactions", l.loadTransactions);
            m.put("transactionsPerLoad", (double) l.loadTransactions / l.loads);
            m.put("l1Hits", l.hits);
            m.put("l1Misses", l.misses);
            if (l.loadTransactions > 0) {
                m.put("l1MissRate", (double) l.misses / l.loadTransactions);
            }
        }
        if (l.stores > 0) {
            // stores write through (or around) the L1: there is no miss rate to show for them
            m.put("stores", l.stores);
            m.put("storeTransactions", l.storeTransactions);
            m.put("transactionsPerStore", (double) l.storeTransactions / l.stores);
        }
        if (l.atomics > 0) {
            m.put("atomics", l.atomics);
        }
        if (l.sharedRequests > 0) {
            m.put("sharedRequests", l.sharedRequests);
            m.put("bankConflictMean", (double) l.sharedPasses / l.sharedRequests);
            m.put("bankConflictMax", l.sharedMaxDegree);
        }
        return m;
    }

    /** The program file and every included file a line names: name, SHA-256 and text, or why the text is missing. */
    private static List<Object> sources(String program, Iterable<String> included) {
        List<Object> out = new ArrayList<>();
        Path programPath = program == null ? null : Path.of(program);
        for (String name : included) {
            Map<String, Object> m = new LinkedHashMap<>();
            if (name.isEmpty()) {
                if (program == null) {
                    continue;
                }
                m.put("file", program);
                if (program.toLowerCase(java.util.Locale.ROOT).endsWith(".ll")) {
                    m.put("missing", "the program is LLVM IR: its OpenCL source is not known");
                    out.add(m);
                    continue;
                }
                read(programPath, m);
            } else {
                m.put("file", name);
                read(includedPath(program, name), m);
            }
            out.add(m);
        }
        return out;
    }

    /** Where an included file lies: a relative name is relative to the including file, the program's folder. */
    private static Path includedPath(String program, String name) {
        Path p = Path.of(name);
        Path parent = program == null ? null : Path.of(program).toAbsolutePath().normalize().getParent();
        return p.isAbsolute() || parent == null ? p : parent.resolve(p).normalize();
    }

    /**
     * An included file's name in the section: relative to the program's folder when it lies there, so the section
     * does not depend on where the program was when it ran.
     */
    static String shownName(String program, String name) {
        Path parent = program == null ? null : Path.of(program).toAbsolutePath().normalize().getParent();
        Path at = includedPath(program, name);
        return parent != null && at.startsWith(parent) ? parent.relativize(at).toString() : name;
    }

    private static void read(Path path, Map<String, Object> m) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (IOException | RuntimeException e) {
            m.put("missing", "cannot read " + path + " (" + e.getClass().getSimpleName() + ")");
            return;
        }
        m.put("sha256", sha256(bytes));
        if (bytes.length > MAX_SOURCE_BYTES) {
            m.put("missing", "larger than " + MAX_SOURCE_BYTES + " bytes: not embedded");
        } else {
            m.put("text", new String(bytes, StandardCharsets.UTF_8));
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}
