package dev.aiwc.dwarfs.suite;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.frontend.Digests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a suite output folder was run with, written beside its characterisations as {@value #FILE}: the shard (I/N),
 * the selection and settings in words, a key over the whole unsharded plan (so shards of different selections,
 * settings or tool versions never merge), the runs it owns, and whether it finished. {@code aiwc merge} checks a set
 * of shards with {@link #checkSet} before combining them.
 *
 * @param shard     which share of the plan this folder holds
 * @param selection {@code --size}, {@code --only} and the catalogue, in words, for messages
 * @param planKey   SHA-256 of the selection, the settings and every (application, size) run of the unsharded plan
 * @param runs      the runs this shard owns, {@code <application>/<size>}, in plan order
 * @param complete  true once every owned run finished without failure
 */
public record ShardManifest(Shard shard, String selection, String planKey, List<String> runs, boolean complete) {

    public static final String FILE = "aiwc-shard.txt";
    private static final String FORMAT = "aiwc-shard 1";

    public ShardManifest {
        runs = List.copyOf(runs);
    }

    /**
     * The manifest of {@code shard} of {@code whole} (the unsharded plan), with the selection and the settings that
     * change results (profile, collectors, tool version...) in words.
     */
    public static ShardManifest of(SuitePlan whole, Shard shard, String selection, String settings) {
        MessageDigest sha = Digests.sha();
        Digests.update(sha, FORMAT + "\0" + selection + "\0" + settings);
        List<String> owned = new ArrayList<>();
        for (SuiteRun r : whole.runs()) {
            Digests.update(sha, "\0" + r.directory());
            if (shard.owns(r.ordinal())) {
                owned.add(r.directory());
            }
        }
        return new ShardManifest(shard, selection + "; " + settings, HexFormat.of().formatHex(sha.digest()), owned,
                false);
    }

    public ShardManifest finished(boolean ok) {
        return new ShardManifest(shard, selection, planKey, runs, ok);
    }

    /** Writes the manifest into {@code dir} atomically (a reader sees the old one or the new one). */
    public void write(Path dir) throws IOException {
        StringBuilder s = new StringBuilder(FORMAT).append('\n');
        s.append("shard ").append(shard).append('\n');
        s.append("selection ").append(selection).append('\n');
        s.append("plan ").append(planKey).append('\n');
        s.append("complete ").append(complete).append('\n');
        for (String r : runs) {
            s.append("run ").append(r).append('\n');
        }
        Path tmp = dir.resolve(FILE + ".tmp");
        Files.writeString(tmp, s.toString(), StandardCharsets.UTF_8);
        Files.move(tmp, dir.resolve(FILE), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Reads {@code dir}'s manifest. */
    public static ShardManifest read(Path dir) {
        Path file = dir.resolve(FILE);
        if (!Files.isDirectory(dir)) {
            throw AiwcException.badInput("the shard folder " + dir + (Files.exists(dir) ? " is not a folder"
                    : " does not exist"), "Give aiwc merge the --out folders of aiwc suite --shard I/N runs.");
        }
        if (!Files.isRegularFile(file)) {
            throw AiwcException.badInput(dir + " is not the output of aiwc suite: it has no " + FILE,
                    "Give aiwc merge the --out folders of aiwc suite runs (rerun with this version of aiwc if they"
                            + " were made by an older one).");
        }
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            if (lines.isEmpty() || !lines.get(0).equals(FORMAT)) {
                throw new IllegalArgumentException("it does not start with '" + FORMAT + "'");
            }
            Shard shard = null;
            String selection = null;
            String plan = null;
            Boolean complete = null;
            List<String> runs = new ArrayList<>();
            for (String line : lines.subList(1, lines.size())) {
                int sp = line.indexOf(' ');
                String key = sp < 0 ? line : line.substring(0, sp);
                String value = sp < 0 ? "" : line.substring(sp + 1);
                switch (key) {
                    case "shard" -> shard = Shard.parse(value);
                    case "selection" -> selection = value;
                    case "plan" -> plan = value;
                    case "complete" -> complete = Boolean.parseBoolean(value);
                    case "run" -> runs.add(value);
                    default -> throw new IllegalArgumentException("unknown line '" + line + "'");
                }
            }
            if (shard == null || selection == null || plan == null || complete == null) {
                throw new IllegalArgumentException("a shard, selection, plan or complete line is missing");
            }
            return new ShardManifest(shard, selection, plan, runs, complete);
        } catch (IOException | RuntimeException e) {
            throw AiwcException.badInput("cannot read " + file + ": " + e.getMessage(),
                    "Rerun that shard with aiwc suite --shard I/N --out " + dir + ".");
        }
    }

    /**
     * Checks that {@code manifests} (of {@code dirs}, in order) are every shard of one plan, each once, each
     * finished, and that each folder holds only characterisations of the runs it owns.
     *
     * @throws AiwcException (bad input) naming the folders at fault and what to run
     */
    public static void checkSet(List<Path> dirs, List<ShardManifest> manifests, List<List<String>> files) {
        ShardManifest first = manifests.get(0);
        for (int i = 0; i < manifests.size(); i++) {
            ShardManifest m = manifests.get(i);
            if (!m.planKey.equals(first.planKey) || m.shard.count() != first.shard.count()) {
                throw AiwcException.badInput("the shards " + dirs.get(0) + " and " + dirs.get(i)
                                + " come from different suite runs",
                        dirs.get(0) + ": shard " + first.shard + ", " + first.selection + "\n" + dirs.get(i)
                                + ": shard " + m.shard + ", " + m.selection
                                + "\nMerge only the shards of one aiwc suite command (same --size, --only, options).");
            }
            if (!m.complete) {
                throw AiwcException.badInput("the shard " + m.shard + " in " + dirs.get(i) + " did not finish"
                                + " (interrupted, or some of its runs failed)",
                        "Rerun it: aiwc suite ... --shard " + m.shard + " --out " + dirs.get(i) + ".");
            }
            for (String f : files.get(i)) {
                ShardMerge.Entry e = ShardMerge.parse(f);
                if (!m.runs.contains(e.application() + "/" + e.size())) {
                    throw AiwcException.badInput(dirs.get(i).resolve(f) + " is not a result of shard " + m.shard
                                    + " (it owns " + String.join(", ", m.runs) + ")",
                            "Remove the stray file, or rerun that shard into an empty --out.");
                }
            }
        }
        Map<Integer, Path> byIndex = new TreeMap<>();
        for (int i = 0; i < manifests.size(); i++) {
            Path earlier = byIndex.put(manifests.get(i).shard.index(), dirs.get(i));
            if (earlier != null) {
                throw AiwcException.badInput("shard " + manifests.get(i).shard + " is given twice: " + earlier
                        + " and " + dirs.get(i), "Give each shard's folder once.");
            }
        }
        List<String> missing = new ArrayList<>();
        for (int k = 0; k < first.shard.count(); k++) {
            if (!byIndex.containsKey(k)) {
                missing.add(k + "/" + first.shard.count());
            }
        }
        if (!missing.isEmpty()) {
            throw AiwcException.badInput((missing.size() == 1 ? "shard " : "shards ") + String.join(", ", missing)
                            + (missing.size() == 1 ? " is" : " are") + " missing from the merge",
                    "Give every shard's --out folder (" + first.shard.count() + " in all), or run the missing ones"
                            + " with aiwc suite ... --shard I/" + first.shard.count() + ".");
        }
    }

}
