package dev.aiwc.dwarfs.suite;

import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.instrumenter.AiwcException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Combining shard outputs. Each shard writes its characterisations as {@code <application>/<size>/<kernel>-<n>.json}
 * under its own --out directory; because shards own disjoint (application, size) runs, the union of their relative
 * paths is the unsharded output. {@link #merge} is that union as a pure function, sorted deterministically: by
 * application in suite order (unknown names after, alphabetically), size in preset order, kernel name, then n.
 */
public final class ShardMerge {

    private static final Pattern PATH = Pattern.compile("([^/]+)/([^/]+)/(.+)-(\\d+)\\.json");

    private ShardMerge() {
    }

    /** The parts of one characterisation's relative path. */
    public record Entry(String application, String size, String kernel, int invocation, String path) {
    }

    /**
     * @param shards per shard, the relative paths ({@code /}-separated) of its characterisation files
     * @return every path once, in the merge order
     * @throws AiwcException when a path is malformed or two shards wrote the same path (their plans differed)
     */
    public static List<String> merge(List<List<String>> shards) {
        List<Entry> all = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int s = 0; s < shards.size(); s++) {
            for (String p : shards.get(s)) {
                Entry e = parse(p);
                if (!seen.add(e.path())) {
                    throw AiwcException.badInput("Shard outputs overlap: " + e.path() + " appears twice (again in shard "
                            + s + ").", "Run every shard with the same --size and --only so their plans agree.");
                }
                all.add(e);
            }
        }
        all.sort(ORDER);
        List<String> out = new ArrayList<>(all.size());
        for (Entry e : all) {
            out.add(e.path());
        }
        return out;
    }

    public static Entry parse(String relative) {
        String p = relative.replace('\\', '/');
        Matcher m = PATH.matcher(p);
        if (!m.matches()) {
            throw AiwcException.badInput("'" + relative + "' is not a suite characterisation path.",
                    "Expected <application>/<size>/<kernel>-<n>.json relative to a shard's --out directory.");
        }
        return new Entry(m.group(1), m.group(2), m.group(3), Integer.parseInt(m.group(4)), p);
    }

    static final Comparator<Entry> ORDER = Comparator
            .comparingInt((Entry e) -> applicationRank(e.application()))
            .thenComparing(Entry::application)
            .thenComparingInt(e -> sizeRank(e.size()))
            .thenComparing(Entry::size)
            .thenComparing(Entry::kernel)
            .thenComparingInt(Entry::invocation);

    private static int applicationRank(String name) {
        List<String> names = Applications.names();
        int i = names.indexOf(name);
        return i < 0 ? names.size() : i;
    }

    private static int sizeRank(String size) {
        int i = SizePreset.names().indexOf(size);
        return i < 0 ? SizePreset.values().length : i;
    }

    /** The relative characterisation paths under one shard's output directory (the I/O half of a merge). */
    public static List<String> list(Path shardDirectory) {
        try (Stream<Path> files = Files.walk(shardDirectory)) {
            List<String> out = new ArrayList<>();
            for (Path f : (Iterable<Path>) files::iterator) {
                String rel = shardDirectory.relativize(f).toString().replace('\\', '/');
                if (Files.isRegularFile(f) && PATH.matcher(rel).matches()) {
                    out.add(rel);
                }
            }
            out.sort(null);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
