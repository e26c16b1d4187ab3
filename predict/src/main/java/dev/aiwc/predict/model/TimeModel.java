package dev.aiwc.predict.model;

import dev.aiwc.predict.data.Features;
import dev.aiwc.reports.timing.TimesCsv;
import org.tribuo.Example;
import org.tribuo.Model;
import org.tribuo.MutableDataset;
import org.tribuo.ensemble.EnsembleModel;
import org.tribuo.impl.ArrayExample;
import org.tribuo.provenance.SimpleDataSourceProvenance;
import org.tribuo.regression.RegressionFactory;
import org.tribuo.regression.Regressor;
import org.tribuo.regression.ensemble.AveragingCombiner;
import org.tribuo.regression.rtree.CARTRegressionTrainer;
import org.tribuo.regression.rtree.impurity.MeanSquaredError;
import org.tribuo.common.tree.RandomForestTrainer;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;

/**
 * One device's random forest (Tribuo) from features to the {@link Target}, with its trees' spread as the
 * uncertainty of a prediction.
 */
public final class TimeModel {

    private static final String OUTPUT = "target";
    private static final RegressionFactory FACTORY = new RegressionFactory();
    /** A fixed provenance time: Tribuo would stamp the data's creation time into every model otherwise. */
    private static final OffsetDateTime EPOCH = OffsetDateTime.of(2026, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);

    static {
        // Tribuo logs every tree it grows at INFO: hundreds of lines per forest on stderr
        java.util.logging.Logger.getLogger("org.tribuo").setLevel(java.util.logging.Level.WARNING);
    }

    private final EnsembleModel<Regressor> forest;
    private final String[] names;
    private final TimeScale scale;
    private final float fraction;

    private TimeModel(EnsembleModel<Regressor> forest, List<String> featureNames, TimeScale scale, float fraction) {
        this.forest = forest;
        this.names = featureNames.toArray(new String[0]);
        this.scale = scale;
        this.fraction = fraction;
    }

    /** The share of features per split the forest was grown with (NaN: not recorded, a model saved before). */
    public float fraction() {
        return fraction;
    }

    /** What the forest's output is relative to. */
    public TimeScale scale() {
        return scale;
    }

    /**
     * A forest's estimate of the target.
     *
     * @param mean the forest's prediction (the mean of its trees)
     * @param low  the 10th percentile of its trees' predictions
     * @param high the 90th percentile
     */
    public record Estimate(double mean, double low, double high) {
    }

    /**
     * Grows a forest on rows of features (in {@code featureNames} order) and their measured times, each relative
     * to the target's scale for these rows.
     *
     * @param x            rows of raw feature values (NaN absent, infinities allowed: {@link Features#learnable})
     * @param seconds      each row's measured time
     * @param instructions each row's instruction count (what the scale grows with)
     * @param launches     the launches each row's time is of (the scale's launch overhead is paid once a launch)
     * @param weights      each row's weight in the trees' splits and leaves (null: 1 each)
     */
    public static TimeModel train(List<double[]> x, double[] seconds, double[] instructions, int[] launches,
                                  double[] weights, Target target, List<String> featureNames, ForestSettings s) {
        if (x.size() < 2) {
            throw new IllegalArgumentException("a forest needs 2 rows or more to learn from, not " + x.size());
        }
        TimeScale scale = target.scale(seconds, instructions, launches);
        double[] y = new double[seconds.length];
        for (int i = 0; i < y.length; i++) {
            y[i] = scale.encode(seconds[i], instructions[i], launches[i]);
        }
        String[] names = featureNames.toArray(new String[0]);
        MutableDataset<Regressor> data = new MutableDataset<>(
                new SimpleDataSourceProvenance("aiwc training set", EPOCH, FACTORY), FACTORY);
        for (int i = 0; i < x.size(); i++) {
            Example<Regressor> e = example(new Regressor(OUTPUT, y[i]), names, x.get(i));
            if (weights != null) {
                e.setWeight((float) weights[i]);
            }
            data.add(e);
        }
        CARTRegressionTrainer tree = new CARTRegressionTrainer(s.maxDepth(), s.minChildWeight(), 0f,
                drawnFraction(s.featureFraction(), featureNames.size()), false, new MeanSquaredError(), s.seed());
        RandomForestTrainer<Regressor> trainer = new RandomForestTrainer<>(tree, new AveragingCombiner(), s.trees(),
                s.seed());
        @SuppressWarnings("unchecked")
        EnsembleModel<Regressor> forest = (EnsembleModel<Regressor>) trainer.train(data);
        return new TimeModel(forest, featureNames, scale, s.featureFraction());
    }

    /**
     * The share of {@code features} each split draws: {@code fraction}, or more where Tribuo, which draws
     * round(fraction × features), would draw none (0.1 of the baseline's two features) and no tree would ever split.
     */
    public static float drawnFraction(float fraction, int features) {
        if (Math.round(fraction * features) >= 1) {
            return fraction;
        }
        return features == 1 ? 0.5f : 1f / features;
    }

    /** The forest's estimate for one row of raw feature values, in the order it was trained with. */
    public Estimate predict(double[] features) {
        Example<Regressor> e = example(FACTORY.getUnknownOutput(), names, features);
        double mean = forest.predict(e).getOutput().getValues()[0];
        List<Model<Regressor>> trees = forest.getModels();
        double[] each = new double[trees.size()];
        for (int i = 0; i < each.length; i++) {
            each[i] = trees.get(i).predict(e).getOutput().getValues()[0];
        }
        Arrays.sort(each);
        return new Estimate(mean, TimesCsv.quantile(each, 0.1), TimesCsv.quantile(each, 0.9));
    }

    /**
     * The predicted time in seconds alone (cheaper: the trees' spread is not computed) of {@code launches} launches
     * executing {@code instructions} in all.
     */
    public double seconds(double[] features, double instructions, int launches) {
        double v = forest.predict(example(FACTORY.getUnknownOutput(), names, features)).getOutput().getValues()[0];
        return scale.decode(v, instructions, launches);
    }

    private static Example<Regressor> example(Regressor out, String[] names, double[] values) {
        double[] v = new double[values.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = Features.learnable(values[i]);
        }
        return new ArrayExample<>(out, names, v);
    }

    /** The forest in Tribuo's protobuf form. */
    public byte[] bytes() {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            forest.serializeToStream(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A forest {@link #bytes()} wrote, for the features and scale it was trained with. */
    @SuppressWarnings("unchecked")
    public static TimeModel of(byte[] bytes, List<String> featureNames, TimeScale scale, float fraction)
            throws IOException {
        Model<?> m = Model.deserializeFromStream(new ByteArrayInputStream(bytes));
        if (!(m instanceof EnsembleModel<?> e) || !m.validate(Regressor.class)) {
            throw new IOException("not a regression forest (" + m.getClass().getSimpleName() + ")");
        }
        return new TimeModel((EnsembleModel<Regressor>) e, featureNames, scale, fraction);
    }
}
