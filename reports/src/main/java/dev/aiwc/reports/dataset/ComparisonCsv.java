package dev.aiwc.reports.dataset;

import dev.aiwc.reports.json.ComparisonJson;
import dev.aiwc.reports.model.Answer;
import dev.aiwc.reports.model.Comparison;
import dev.aiwc.reports.model.ComparisonRow;
import dev.aiwc.reports.model.MetricCatalogue;

import java.util.List;

/**
 * {@code aiwc compare --csv}: the comparison as a tidy table, one row per selected metric and variant (the baseline
 * included), in the comparison's order (changed most first):
 * {@code metric,unit,better,variant,baseline,value,text,delta,relative,judged}.
 * <ul>
 *   <li>{@code better}: higher, lower or neither, from the metric's descriptor;</li>
 *   <li>{@code baseline}: 1 on the baseline's row, else 0;</li>
 *   <li>{@code value} holds numbers only (booleans as 1 and 0, NaN and infinities as {@code NaN}, {@code Inf},
 *       {@code -Inf}, as in the datasets) and {@code text} the values that are text, so each column has one
 *       type; both are empty where the variant lacks the metric;</li>
 *   <li>{@code delta} = value − baseline and {@code relative} = delta / |baseline| (Inf from a zero baseline),
 *       empty where not numeric;</li>
 *   <li>{@code judged}: better, worse or unchanged against the baseline by the metric's direction, empty on the
 *       baseline's rows and where the direction is neither or the value not numeric.</li>
 * </ul>
 */
public final class ComparisonCsv {

    public static final String HEADER = "metric,unit,better,variant,baseline,value,text,delta,relative,judged";

    private ComparisonCsv() {
    }

    public static String render(Comparison selected) {
        StringBuilder b = new StringBuilder(HEADER).append('\n');
        List<String> labels = selected.labels();
        for (ComparisonRow r : selected.rows()) {
            String head = DatasetCsv.field(r.key()) + ',' + DatasetCsv.field(MetricCatalogue.unit(r.key())) + ','
                    + ComparisonJson.better(MetricCatalogue.direction(r.key())) + ',';
            for (int v = 0; v < labels.size(); v++) {
                Object x = r.values()[v];
                boolean numeric = x instanceof Number || x instanceof Boolean;
                boolean comparable = numeric && (r.values()[0] instanceof Number || r.values()[0] instanceof Boolean);
                // a difference of two counts is a count: written as an integer, as the counts are
                boolean integral = comparable && !(x instanceof Double || x instanceof Float)
                        && !(r.values()[0] instanceof Double || r.values()[0] instanceof Float);
                b.append(head).append(DatasetCsv.field(labels.get(v))).append(',').append(v == 0 ? 1 : 0).append(',')
                        .append(numeric ? DatasetCsv.value(x instanceof Boolean t ? (Object) (t ? 1L : 0L) : x) : "")
                        .append(',')
                        .append(x == null || numeric ? "" : DatasetCsv.field(x.toString())).append(',')
                        .append(integral ? Long.toString(count(x) - count(r.values()[0]))
                                : comparable ? DatasetCsv.value(r.absolute()[v]) : "").append(',')
                        .append(comparable ? DatasetCsv.value(r.relative()[v]) : "").append(',')
                        .append(v == 0 || !comparable ? "" : judged(r, v)).append('\n');
            }
        }
        return b.toString();
    }

    /** A count or a boolean (1 or 0) exactly, beyond the 2^53 a double holds. */
    private static long count(Object v) {
        return v instanceof Boolean t ? (t ? 1 : 0) : ((Number) v).longValue();
    }

    private static String judged(ComparisonRow r, int v) {
        var direction = MetricCatalogue.direction(r.key());
        if (direction == dev.aiwc.api.metric.MetricDescriptor.Direction.NEITHER || Double.isNaN(r.relative()[v])) {
            return "";
        }
        return Answer.word(Answer.judge(direction, r.relative()[v]));
    }
}
