package dev.aiwc.dwarfs.suite;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.apps.Bfs;
import dev.aiwc.dwarfs.apps.BuiltInApplication;
import dev.aiwc.dwarfs.apps.Crc32;
import dev.aiwc.dwarfs.apps.Dwt2d;
import dev.aiwc.dwarfs.apps.Fft;
import dev.aiwc.dwarfs.apps.Gem;
import dev.aiwc.dwarfs.apps.HmmForward;
import dev.aiwc.dwarfs.apps.KMeans;
import dev.aiwc.dwarfs.apps.Lud;
import dev.aiwc.dwarfs.apps.NeedlemanWunsch;
import dev.aiwc.dwarfs.apps.Spmv;
import dev.aiwc.dwarfs.apps.Srad;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.instrumenter.AiwcException;

import java.util.ArrayList;
import java.util.List;

/**
 * The suite's built-in applications, one per {@link Benchmark} entry and in its order (one or two per dwarf); the order
 * defines shard assignment.
 */
public final class Applications {

    private static final List<DwarfApplication> ALL = List.copyOf(Benchmark.oneEach(List.of(new Lud(), new Spmv(),
            new Fft(), new Dwt2d(), new Gem(), new Srad(), new Crc32(), new Bfs(), new NeedlemanWunsch(), new KMeans(),
            new HmmForward()), BuiltInApplication::benchmark));

    private Applications() {
    }

    public static List<DwarfApplication> all() {
        return ALL;
    }

    public static DwarfApplication byName(String name) {
        return byName(ALL, name);
    }

    static DwarfApplication byName(List<DwarfApplication> catalogue, String name) {
        for (DwarfApplication a : catalogue) {
            if (a.name().equalsIgnoreCase(name.trim())) {
                return a;
            }
        }
        throw AiwcException.badInput("Unknown application '" + name.trim() + "'.", "Known applications: "
                + String.join(", ", names(catalogue)) + ".");
    }

    /** The named applications, in suite order whatever order they were named in; null or empty means all. */
    public static List<DwarfApplication> select(List<String> only) {
        return select(ALL, only);
    }

    /** As {@link #select(List)}, from another catalogue (the --opendwarfs drivers). */
    public static List<DwarfApplication> select(List<DwarfApplication> catalogue, List<String> only) {
        if (only == null || only.isEmpty()) {
            return catalogue;
        }
        List<DwarfApplication> chosen = new ArrayList<>();
        for (String entry : only) {
            for (String n : entry.split(",")) {
                if (n.isBlank()) {
                    continue;
                }
                DwarfApplication a = byName(catalogue, n);
                if (!chosen.contains(a)) {
                    chosen.add(a);
                }
            }
        }
        chosen.sort((x, y) -> Integer.compare(catalogue.indexOf(x), catalogue.indexOf(y)));
        return List.copyOf(chosen);
    }

    public static List<String> names() {
        return names(ALL);
    }

    static List<String> names(List<DwarfApplication> catalogue) {
        List<String> out = new ArrayList<>();
        for (DwarfApplication a : catalogue) {
            out.add(a.name());
        }
        return out;
    }
}
