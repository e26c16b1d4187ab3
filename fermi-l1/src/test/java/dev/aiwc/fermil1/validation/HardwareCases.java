package dev.aiwc.fermil1.validation;

import dev.aiwc.api.collector.Collectors;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.fermil1.config.GpuSettings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hardware validation set: kernel launches from a cases file ({@code NAME FILE.cl KERNEL GX GY GZ LX LY LZ
 * ARG...}, as {@code scripts/gpu-counters/measure.sh} runs them) beside the counters a profiler measured for each,
 * and the same launches on the simulator under the fermi-l1 collector.
 */
public final class HardwareCases {

    /** One case with its measured global-load counters (sectors under ncu's meaning; hits include in-flight ones). */
    public record Measured(String name, String file, String kernel, long[] global, long[] local, List<String> args,
                           long requests, long sectors, long hits, long misses) {
        public double hitRatePct() {
            return 100.0 * hits / (hits + misses);
        }
    }

    /** What the model predicted for one case. */
    public record Predicted(Measured measured, long requests, long sectors, long hits, long misses, long l1Bytes) {
        public double hitRatePct() {
            return hits + misses == 0 ? 0.0 : 100.0 * hits / (hits + misses);
        }

        public double error() {
            return hitRatePct() - measured.hitRatePct();
        }
    }

    private HardwareCases() {
    }

    static Path resource(String folder) {
        try {
            return Path.of(HardwareCases.class.getResource("/" + folder + "/cases.txt").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The cases of {@code folder/cases} that the measurement CSV has numbers for. Rows whose counters are
     * {@code nan} (the CUDA relaunch failed) are listed in {@code skipped}.
     */
    public static List<Measured> load(Path folder, String cases, String csv, List<String> skipped) {
        try {
            Map<String, String[]> rows = new HashMap<>();
            List<String> lines = Files.readAllLines(folder.resolve(csv));
            List<String> header = List.of(lines.get(0).split(","));
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.split(",", -1);
                rows.put(f[0], f);
            }
            List<Measured> out = new ArrayList<>();
            for (String line : Files.readAllLines(folder.resolve(cases))) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] w = t.split("\\s+");
                String[] row = rows.get(w[0]);
                if (row == null || row.length < header.size() || row[header.indexOf("sectors")].equals("nan")) {
                    skipped.add(w[0]);
                    continue;
                }
                long[] g = {Long.parseLong(w[3]), Long.parseLong(w[4]), Long.parseLong(w[5])};
                long[] l = {Long.parseLong(w[6]), Long.parseLong(w[7]), Long.parseLong(w[8])};
                out.add(new Measured(w[0], w[1], w[2], g, l, List.of(w).subList(9, w.length),
                        Long.parseLong(row[header.indexOf("requests")]), Long.parseLong(row[header.indexOf("sectors")]),
                        Long.parseLong(row[header.indexOf("sector_hits")]),
                        Long.parseLong(row[header.indexOf("sector_misses")])));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs one case on the simulator with the fermi-l1 collector under {@code gpu} and {@code settings}. */
    @SuppressWarnings("unchecked")
    public static Predicted simulate(Path folder, Measured m, String gpu, Map<String, String> settings) {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(2).withCollectors(
                Collectors.select("fermi-l1"), GpuSettings.options(gpu, settings, Collectors.select("fermi-l1"))))) {
            ProgramHandle p = sim.build(folder.resolve(m.file()), "");
            List<KernelArg> args = new ArrayList<>();
            int buffers = 0;
            for (String a : m.args()) {
                String[] f = a.split(":");
                switch (f[0]) {
                    case "b" -> {
                        BufferHandle b = sim.createBuffer("b" + buffers++, Long.parseLong(f[1]), null);
                        args.add(KernelArg.buffer(b));
                    }
                    case "i" -> args.add(KernelArg.i32(Integer.parseInt(f[1])));
                    case "f" -> args.add(KernelArg.f32(Float.parseFloat(f[1])));
                    default -> throw new IllegalArgumentException(m.name() + ": unknown argument " + a);
                }
            }
            int dims = m.global()[2] > 1 ? 3 : m.global()[1] > 1 ? 2 : 1;
            LaunchResult r = sim.launch(p, m.kernel(), NDRange.of(java.util.Arrays.copyOf(m.global(), dims),
                    java.util.Arrays.copyOf(m.local(), dims)), args);
            Map<String, Object> section = r.results().get("fermi-l1").section();
            Map<String, Object> pc = (Map<String, Object>) section.get("profilerCounters");
            Map<String, Object> config = (Map<String, Object>) section.get("config");
            return new Predicted(m, (Long) pc.get("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"),
                    (Long) pc.get("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"),
                    (Long) pc.get("l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum"),
                    (Long) pc.get("l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum"),
                    ((Number) config.get("l1Size")).longValue());
        }
    }

    /**
     * Prints measured against predicted for every case: {@code HardwareCases FOLDER CASES CSV GPU [KEY=VALUE...]}
     * (FOLDER under the test resources, e.g. {@code hardware cases.txt h100-ncu-2026-11-24.csv h100}).
     */
    public static void main(String[] a) {
        Path folder = resource(a[0]);
        Map<String, String> settings = new LinkedHashMap<>();
        for (int i = 4; i < a.length; i++) {
            String[] kv = a[i].split("=", 2);
            settings.put(kv[0], kv[1]);
        }
        List<String> skipped = new ArrayList<>();
        double sum = 0;
        int n = 0;
        int within3 = 0;
        for (Measured m : load(folder, a[1], a[2], skipped)) {
            Predicted p = simulate(folder, m, a[3], settings);
            System.out.printf("%-22s L1 %6d  req %8d/%-8d sec %8d/%-8d hit %6.2f / %6.2f  err %+6.2f%n", m.name(),
                    p.l1Bytes() / 1024, p.requests(), m.requests(), p.sectors(), m.sectors(), p.hitRatePct(),
                    m.hitRatePct(), p.error());
            sum += Math.abs(p.error());
            n++;
            within3 += Math.abs(p.error()) <= 3 ? 1 : 0;
        }
        System.out.printf("%d cases, mean |error| %.2f points, %d within 3 points; skipped %s%n", n, sum / n, within3,
                skipped);
    }
}
