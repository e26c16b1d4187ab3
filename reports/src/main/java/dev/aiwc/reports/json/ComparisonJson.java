package dev.aiwc.reports.json;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.model.Answer;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.ComparisonRow;
import dev.aiwc.reports.model.Invocation;
import dev.aiwc.reports.model.MetricCatalogue;
import dev.aiwc.reports.model.MetricSelection;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code aiwc compare --json}: the comparison for scripts, schema {@value #SCHEMA}. The answer first (each
 * variant's predicted time, speed-up over the baseline, bound and instruction count; the fastest variant; the
 * metrics that explain the difference, judged better or worse by their descriptors), then every selected metric
 * row with its unit, better direction and meaning. Numbers are written as in the characterisation files (NaN and
 * infinities as the strings {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"}); a value a variant lacks is
 * {@code null}. Lists indexed by variant follow {@code variants}, the baseline first.
 */
public final class ComparisonJson {

    public static final String SCHEMA = "aiwc-comparison/1";

    private ComparisonJson() {
    }

    /**
     * @param variants  the compared invocations, the baseline first
     * @param answer    their answer (computed over every metric, whatever the selection)
     * @param selected  the comparison restricted to the metrics selected
     * @param selection what the user selected, recorded in the document
     */
    public static String render(List<Invocation> variants, Answer answer, Comparison selected,
                                MetricSelection selection) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("schema", SCHEMA);
        doc.put("baseline", variants.get(0).label());
        doc.put("fastest", answer.fastest() < 0 ? null : answer.variants().get(answer.fastest()).label());
        List<Object> vs = new ArrayList<>();
        for (int i = 0; i < variants.size(); i++) {
            Invocation inv = variants.get(i);
            Characterisation c = inv.characterisation();
            Answer.Variant a = answer.variants().get(i);
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("label", inv.label());
            v.put("file", inv.source() == null ? null : inv.source().toString());
            v.put("kernel", c.kernel() == null ? null : c.kernel().name());
            v.put("source", c.kernel() == null ? null : c.kernel().source());
            v.put("invocation", c.invocation());
            v.put("profile", c.profile());
            v.put("global", c.global());
            v.put("local", c.local());
            v.put("gpu", a.gpu().isEmpty() ? null : a.gpu());
            v.put("predictedSeconds", Double.isNaN(a.seconds()) ? null : a.seconds());
            v.put("speedup", Double.isNaN(a.speedup()) ? null : a.speedup());
            v.put("bound", a.bound().isEmpty() ? null : a.bound());
            v.put("instructions", a.instructions() < 0 ? null : a.instructions());
            vs.add(v);
        }
        doc.put("variants", vs);
        List<Object> reasons = new ArrayList<>();
        for (Answer.Reason r : answer.reasons()) {
            Map<String, Object> m = describe(r.key());
            m.put("relative", relatives(r.row()));
            List<Object> verdicts = new ArrayList<>();
            for (int v = 0; v < r.verdict().length; v++) {
                verdicts.add(v == 0 ? null : Answer.word(r.verdict()[v]));
            }
            m.put("verdict", verdicts);
            reasons.add(m);
        }
        doc.put("reasons", reasons);
        doc.put("selection", selection.patterns());
        List<Object> rows = new ArrayList<>();
        for (ComparisonRow r : selected.rows()) {
            Map<String, Object> m = describe(r.key());
            m.put("inAll", r.inAll());
            m.put("changed", r.changed());
            m.put("values", Arrays.asList(r.values()));
            List<Object> delta = new ArrayList<>();
            for (double d : r.absolute()) {
                delta.add(Double.isNaN(d) ? null : d);
            }
            m.put("delta", delta);
            m.put("relative", relatives(r));
            rows.add(m);
        }
        doc.put("metrics", rows);
        return CharacterisationJson.toJson(doc);
    }

    /** Key, unit, better direction ("higher", "lower" or "neither") and meaning from the installed descriptors. */
    private static Map<String, Object> describe(String key) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", key);
        m.put("unit", MetricCatalogue.unit(key));
        m.put("better", better(MetricCatalogue.direction(key)));
        m.put("meaning", MetricCatalogue.meaning(key));
        return m;
    }

    /** The one-word direction the JSON and CSV write. */
    public static String better(MetricDescriptor.Direction d) {
        return switch (d) {
            case HIGHER_IS_BETTER -> "higher";
            case LOWER_IS_BETTER -> "lower";
            case NEITHER -> "neither";
        };
    }

    /** Relative changes; null where not numeric (a string, an absent value); ±Infinity from a zero baseline. */
    private static List<Object> relatives(ComparisonRow r) {
        List<Object> out = new ArrayList<>();
        for (double d : r.relative()) {
            out.add(Double.isNaN(d) ? null : d);
        }
        return out;
    }
}
