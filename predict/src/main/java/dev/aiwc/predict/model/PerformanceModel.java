package dev.aiwc.predict.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.predict.data.Features;
import dev.aiwc.predict.data.TrainingRow;
import dev.aiwc.predict.data.TrainingSet;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * A trained time model as data: one forest per device, with what it was trained on and how, so that a prediction
 * can refuse a characterisation its features do not describe. Saved as a zip: {@code model.json} (schema
 * {@link #SCHEMA}: tool version, profile, target, feature list, training-set SHA-256, forest settings, devices) and
 * one Tribuo protobuf forest per device, {@code forest-<i>.tribuo} in the devices' order.
 *
 * @param toolVersion     the aiwc that trained it
 * @param profile         the metric profile of the characterisations it learnt from
 * @param target          what the forests predict
 * @param featureNames    the features, in the order the forests take them
 * @param trainingSetHash the SHA-256 of the training set ({@code TrainingSet.sha256})
 * @param trainingRows    rows per device it learnt from
 * @param settings        how the forests were grown
 * @param forests         device ({@code platform / device}) to its forest
 */
public record PerformanceModel(String toolVersion, String profile, Target target, List<String> featureNames,
                               String trainingSetHash, Map<String, Integer> trainingRows, ForestSettings settings,
                               Map<String, TimeModel> forests) {

    public static final String SCHEMA = "aiwc-time-model/1";
    private static final String META = "model.json";
    /** The forest settings' share of features where each device's forest chose its own. */
    private static final String AUTO = "auto";
    /** The forest's row weights as the model file names them: every row 1, or every kernel's rows together alike. */
    private static final String SAMPLES = "samples";
    private static final String KERNELS = "kernels";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public PerformanceModel {
        featureNames = List.copyOf(featureNames);
        trainingRows = Collections.unmodifiableMap(new LinkedHashMap<>(trainingRows));
        forests = Collections.unmodifiableMap(new LinkedHashMap<>(forests));
    }

    /**
     * Grows one forest per device of the set on the features named (a subset of the set's, in its order), the
     * whole set: what {@code aiwc predict train} saves.
     */
    public static PerformanceModel train(TrainingSet set, List<String> features,
                                         Target target, ForestSettings settings, String toolVersion) {
        return train(set, features, target, settings, toolVersion, set.sha256());
    }

    /** As above, naming the training data by {@code trainingSetHash} (the file's, before rows were collapsed). */
    public static PerformanceModel train(TrainingSet set, List<String> features,
                                         Target target, ForestSettings settings, String toolVersion,
                                         String trainingSetHash) {
        return train(set, features, target, settings, toolVersion, trainingSetHash, null);
    }

    /**
     * Picks a forest's share of features from its training rows, for settings that choose it
     * ({@code FractionChoice.choose} of the evaluate package does, by a leave-one-kernel-out over those rows).
     */
    @FunctionalInterface
    public interface FractionChooser {
        float choose(TrainingSet set, List<TrainingRow> rows, List<String> features, Target target,
                     ForestSettings settings);
    }

    /** As above; where {@code settings} choose the share of features, {@code chooser} chooses it per device. */
    public static PerformanceModel train(TrainingSet set, List<String> features,
                                         Target target, ForestSettings settings, String toolVersion,
                                         String trainingSetHash, FractionChooser chooser) {
        if (settings.chooseFraction() && chooser == null) {
            throw new IllegalArgumentException("the settings choose the share of features, but no chooser was given");
        }
        Map<String, TimeModel> forests = new LinkedHashMap<>();
        Map<String, Integer> rows = new LinkedHashMap<>();
        for (String device : set.devices()) {
            List<TrainingRow> of = set.of(device);
            ForestSettings own = settings.chooseFraction()
                    ? settings.withFraction(chooser.choose(set, of, features, target, settings)) : settings;
            forests.put(device, fit(set, of, features, target, own));
            rows.put(device, of.size());
        }
        return new PerformanceModel(toolVersion, set.profile(), target, features, trainingSetHash, rows, settings,
                forests);
    }

    /** One forest on the given rows of a set, on the features named. */
    public static TimeModel fit(TrainingSet set, List<TrainingRow> rows,
                                List<String> features, Target target, ForestSettings settings) {
        int[] at = columns(set, features);
        int instr = set.featureNames().indexOf(Target.INSTRUCTIONS);
        if (target.needsInstructions() && instr < 0) {
            throw new IllegalArgumentException("the training set has no " + Target.INSTRUCTIONS + " column, which"
                    + " the target " + target.id() + " needs; use --target log-seconds");
        }
        List<double[]> x = new ArrayList<>(rows.size());
        double[] seconds = new double[rows.size()];
        double[] instructions = new double[rows.size()];
        int[] launches = new int[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            TrainingRow r = rows.get(i);
            x.add(select(r.features(), at));
            seconds[i] = r.seconds();
            instructions[i] = r.instructions(instr);
            launches[i] = r.launches();
        }
        double[] weights = settings.equalKernels() ? kernelWeights(set, rows) : null;
        return TimeModel.train(x, seconds, instructions, launches, weights, target, features, settings);
    }

    /**
     * Each row's weight when every kernel weighs the same: rows / (kernels x the rows of the row's kernel), so that
     * the weights average 1 (lud_internal's 107 samples, its steps at three sizes, weigh together what the 3 samples of
     * a kernel of one invocation a size weigh).
     */
    public static double[] kernelWeights(TrainingSet set, List<TrainingRow> rows) {
        Map<String, Integer> perKernel = new LinkedHashMap<>();
        for (TrainingRow r : rows) {
            perKernel.merge(set.kernelOf(r), 1, Integer::sum);
        }
        double[] w = new double[rows.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = (double) rows.size() / (perKernel.size() * (double) perKernel.get(set.kernelOf(rows.get(i))));
        }
        return w;
    }

    /** The positions of {@code features} among the set's feature columns. */
    public static int[] columns(TrainingSet set, List<String> features) {
        int[] at = new int[features.size()];
        for (int i = 0; i < at.length; i++) {
            at[i] = set.featureIndex(features.get(i));
        }
        return at;
    }

    /** The values at {@code at} of a row of features. */
    public static double[] select(double[] row, int[] at) {
        double[] out = new double[at.length];
        for (int i = 0; i < at.length; i++) {
            out[i] = row[at[i]];
        }
        return out;
    }

    /** The devices the model knows, in the order it lists them. */
    public List<String> devices() {
        return new ArrayList<>(forests.keySet());
    }

    /**
     * The features of a characterisation in this model's order; refuses (an {@link IllegalArgumentException}
     * naming the file) one made with another profile or whose features are not this model's.
     */
    public double[] featuresOf(Characterisation c, String where) {
        if (!profile.equals(c.profile())) {
            throw new IllegalArgumentException(where + " was characterised with --profile " + c.profile()
                    + ", but the model learnt from --profile " + profile + " characterisations; characterise it again"
                    + " with --profile " + profile + " or train a model on " + c.profile() + " data");
        }
        Map<String, Double> f = Features.of(c);
        Set<String> missing = new LinkedHashSet<>(featureNames);
        missing.removeAll(f.keySet());
        Set<String> extra = new LinkedHashSet<>(f.keySet());
        extra.removeAll(featureNames);
        if (!missing.isEmpty() || !extra.isEmpty()) {
            throw new IllegalArgumentException(where + " has another feature set than the model (" + toolVersion
                    + ", " + featureNames.size() + " features): " + (missing.isEmpty() ? "" : "lacks "
                    + few(missing)) + (missing.isEmpty() || extra.isEmpty() ? "" : "; ") + (extra.isEmpty() ? ""
                    : "has " + few(extra) + " that the model does not know") + "; characterise it with the aiwc"
                    + " that trained the model, or train the model again on data of this aiwc");
        }
        double[] out = new double[featureNames.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = f.get(featureNames.get(i));
        }
        return out;
    }

    private static String few(Set<String> names) {
        List<String> l = new ArrayList<>(names);
        return l.size() <= 4 ? String.join(", ", l) : String.join(", ", l.subList(0, 4)) + " and " + (l.size() - 4)
                + " more";
    }

    /** The predicted time in seconds, with the forest's 10–90% spread, of a row of features on one device. */
    public Prediction predict(String device, double[] features) {
        TimeModel m = forests.get(device);
        if (m == null) {
            throw new IllegalArgumentException("the model knows no device '" + device + "'; it knows "
                    + String.join("; ", devices()));
        }
        double instructions = instructionsOf(features);
        TimeModel.Estimate e = m.predict(features);
        TimeScale scale = m.scale();
        return new Prediction(device, scale.decode(e.mean(), instructions), scale.decode(e.low(), instructions),
                scale.decode(e.high(), instructions));
    }

    /** The instruction count among a row's features (what a {@link TimeScale} grows with). */
    public double instructionsOf(double[] features) {
        int i = featureNames.indexOf(Target.INSTRUCTIONS);
        return i < 0 ? 1 : features[i];
    }

    /**
     * One device's predicted time.
     *
     * @param device  {@code platform / device}
     * @param seconds the forest's prediction
     * @param low     the 10th percentile of its trees
     * @param high    the 90th percentile of its trees
     */
    public record Prediction(String device, double seconds, double low, double high) {
    }

    /** Writes the model (beside {@code file}, then renamed over it, so a failed write leaves the earlier file). */
    public void save(Path file) throws IOException {
        ObjectNode meta = JSON.createObjectNode();
        meta.put("schema", SCHEMA);
        meta.put("toolVersion", toolVersion);
        meta.put("profile", profile);
        meta.put("target", target.id());
        meta.put("trainingSetSha256", trainingSetHash);
        ObjectNode forest = meta.putObject("forest");
        forest.put("library", "Tribuo " + org.tribuo.Tribuo.VERSION + " RandomForestTrainer of CARTRegressionTrainer");
        forest.put("trees", settings.trees());
        forest.put("maxDepth", settings.maxDepth());
        if (settings.chooseFraction()) {
            forest.put("featureFraction", AUTO); // each device's below
        } else {
            forest.put("featureFraction", settings.featureFraction());
        }
        forest.put("minChildWeight", settings.minChildWeight());
        forest.put("seed", settings.seed());
        forest.put("rowWeights", settings.equalKernels() ? KERNELS : SAMPLES);
        ArrayNode devs = meta.putArray("devices");
        int i = 0;
        for (String d : forests.keySet()) {
            ObjectNode n = devs.addObject();
            n.put("device", d);
            n.put("rows", trainingRows.getOrDefault(d, 0));
            n.put("forest", "forest-" + i++ + ".tribuo");
            TimeScale scale = forests.get(d).scale();
            n.put("featureFraction", forests.get(d).fraction());
            n.put("launchSeconds", scale.launchSeconds());
            n.put("secondsPerInstruction", scale.secondsPerInstruction());
        }
        ArrayNode feats = meta.putArray("features");
        featureNames.forEach(feats::add);
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(tmp))) {
            zip.putNextEntry(new ZipEntry(META));
            zip.write(JSON.writeValueAsString(meta).getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            i = 0;
            for (TimeModel m : forests.values()) {
                zip.putNextEntry(new ZipEntry("forest-" + i++ + ".tribuo"));
                zip.write(m.bytes());
                zip.closeEntry();
            }
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** Reads a model {@link #save} wrote; anything else is an {@link IllegalArgumentException} naming the file. */
    public static PerformanceModel load(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no model at " + file + "; train one with 'aiwc predict train"
                    + " DATA --model " + file + "'");
        }
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(file))) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                entries.put(e.getName(), readAll(zip));
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(file + " is not a model 'aiwc predict train' wrote (" + e.getMessage()
                    + ")");
        }
        byte[] metaBytes = entries.get(META);
        if (metaBytes == null) {
            throw new IllegalArgumentException(file + " is not a model 'aiwc predict train' wrote (no " + META + ")");
        }
        JsonNode meta = JSON.readTree(metaBytes);
        if (!SCHEMA.equals(meta.path("schema").asText())) {
            throw new IllegalArgumentException(file + " has the schema '" + meta.path("schema").asText() + "', not "
                    + SCHEMA + "; train the model again with this aiwc");
        }
        List<String> features = new ArrayList<>();
        meta.path("features").forEach(n -> features.add(n.asText()));
        JsonNode f = meta.path("forest");
        boolean chosen = AUTO.equals(f.path("featureFraction").asText());
        ForestSettings settings = new ForestSettings(f.path("trees").asInt(), f.path("maxDepth").asInt(),
                chosen ? ForestSettings.DEFAULT.featureFraction() : (float) f.path("featureFraction").asDouble(),
                (float) f.path("minChildWeight").asDouble(), f.path("seed").asLong(), chosen,
                KERNELS.equals(f.path("rowWeights").asText(SAMPLES)));
        Target target = Target.parse(meta.path("target").asText());
        Map<String, TimeModel> forests = new LinkedHashMap<>();
        Map<String, Integer> rows = new LinkedHashMap<>();
        for (JsonNode d : meta.path("devices")) {
            byte[] b = entries.get(d.path("forest").asText());
            if (b == null) {
                throw new IllegalArgumentException(file + " lacks " + d.path("forest").asText() + ", the forest of "
                        + d.path("device").asText() + "; train the model again");
            }
            TimeScale scale;
            if (d.has("launchSeconds")) {
                scale = new TimeScale(d.path("launchSeconds").asDouble(), d.path("secondsPerInstruction").asDouble());
            } else if (target != Target.LOG_SECONDS_OVER_LINEAR) {
                scale = target.scale(new double[0], new double[0], new int[0]); // a fixed scale, not fitted
            } else {
                throw new IllegalArgumentException(file + " lacks the fitted time scale of " + d.path("device").asText()
                        + "; train the model again");
            }
            float fraction = d.has("featureFraction") ? (float) d.path("featureFraction").asDouble()
                    : chosen ? Float.NaN : settings.featureFraction();
            forests.put(d.path("device").asText(), TimeModel.of(b, features, scale, fraction));
            rows.put(d.path("device").asText(), d.path("rows").asInt());
        }
        return new PerformanceModel(meta.path("toolVersion").asText(), meta.path("profile").asText(),
                target, features, meta.path("trainingSetSha256").asText(), rows,
                settings, forests);
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        in.transferTo(out);
        return out.toByteArray();
    }
}
