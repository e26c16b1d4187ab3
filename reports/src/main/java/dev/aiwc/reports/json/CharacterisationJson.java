package dev.aiwc.reports.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.api.result.Characterisation;
import dev.aiwc.api.result.Characterisation.KernelRef;
import dev.aiwc.api.result.Characterisation.RunInfo;
import dev.aiwc.api.result.CollectorTime;
import dev.aiwc.api.result.OutputFileName;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Writes and reads the characterisation JSON ({@code aiwc-characterisation/1}), one file per kernel invocation.
 *
 * <p>Output is deterministic: fixed top-level key order, maps in their own iteration order (maps whose
 * iteration order is unspecified, such as {@link java.util.HashMap} or {@code Map.of}, are written with sorted
 * keys), two-space indentation, arrays of scalars on one line, doubles as the shortest round-tripping decimal
 * ({@link DecimalText}). NaN and infinities, which JSON cannot express, are written as the strings
 * {@code "NaN"}, {@code "Infinity"} and {@code "-Infinity"}, and read back as doubles.
 */
public final class CharacterisationJson {

    /** Only reading needs databind; writing never starts it (its set-up costs a tenth of a second). */
    private static final class Mapper {
        static final ObjectMapper INSTANCE = new ObjectMapper();
    }

    private CharacterisationJson() {
    }

    /**
     * File name of an invocation's characterisation: {@code <kernel>-<n>.json}, the kernel name made a safe file name
     * ({@link OutputFileName}) so that a kernel named in hand-written IR cannot write outside the output folder.
     */
    public static String fileName(Characterisation c) {
        return OutputFileName.of(c.kernel().name()) + "-" + c.invocation() + ".json";
    }

    /** Writes {@code c} into {@code dir} under {@link #fileName} and returns the path. */
    public static Path write(Characterisation c, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(fileName(c));
        Files.writeString(file, toJson(c), StandardCharsets.UTF_8);
        return file;
    }

    /** The JSON text of {@code c}, ending with a newline. */
    public static String toJson(Characterisation c) {
        Writer w = new Writer();
        w.out.append('{');
        w.depth++;
        w.field("schema", Characterisation.SCHEMA);
        if (c.label() != null) {
            w.field("label", c.label());
        }
        if (c.application() != null) {
            w.field("application", c.application());
        }
        if (c.size() != null) {
            w.field("size", c.size());
        }
        KernelRef k = c.kernel();
        Map<String, Object> kernel = new LinkedHashMap<>();
        kernel.put("name", k == null ? null : k.name());
        kernel.put("source", k == null ? null : k.source());
        if (k != null && k.sourceSha256() != null) {
            kernel.put("sourceSha256", k.sourceSha256());
        }
        kernel.put("buildOptions", k == null ? null : k.buildOptions());
        kernel.put("compiler", k == null ? null : k.compiler());
        w.field("kernel", kernel);
        w.field("invocation", c.invocation());
        w.field("profile", c.profile());
        // written only when known, so that a file from before they were recorded reads back to the same bytes
        if (c.opt() != null) {
            w.field("opt", c.opt());
        }
        c.simulated().forEach(w::field);
        Map<String, Object> ndrange = new LinkedHashMap<>();
        ndrange.put("global", c.global());
        ndrange.put("local", c.local());
        ndrange.put("groups", c.groups());
        w.field("ndrange", ndrange);
        w.field("metrics", c.metrics() == null ? Map.of() : c.metrics());
        w.field("collectors", c.collectors() == null ? Map.of() : c.collectors());
        RunInfo r = c.run();
        if (r != null) {
            Map<String, Object> run = new LinkedHashMap<>();
            run.put("threads", r.threads());
            run.put("wallSeconds", r.wallSeconds());
            run.put("instructionsPerSecond", r.instructionsPerSecond());
            run.put("peakHeapBytes", r.peakHeapBytes());
            run.put("toolVersion", r.toolVersion());
            if (!r.collectorSeconds().isEmpty()) {
                Map<String, Object> times = new LinkedHashMap<>();
                r.collectorSeconds().forEach((name, t) -> {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("trace", t.traceSeconds());
                    m.put("merge", t.mergeSeconds());
                    times.put(name, m);
                });
                run.put("collectorSeconds", times);
            }
            if (!r.instructions().isEmpty()) {
                run.put("instructions", r.instructions());
            }
            w.field("run", run);
        }
        w.depth--;
        w.newline();
        w.out.append("}\n");
        return w.out.toString();
    }

    /**
     * Any other document of the tool (a comparison) in this format's layout and number text: {@code document}'s
     * entries in order, nested maps, lists and arrays as in a characterisation; ends with a newline.
     */
    public static String toJson(Map<String, ?> document) {
        Writer w = new Writer();
        w.value(document);
        w.out.append('\n');
        return w.out.toString();
    }

    /** Reads a characterisation file; errors name the file and what is wrong. */
    public static Characterisation read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        try {
            return fromJson(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /** Parses characterisation JSON text (see {@link #read}). */
    public static Characterisation fromJson(String text) {
        JsonNode root;
        try {
            root = Mapper.INSTANCE.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not valid JSON (line " + e.getLocation().getLineNr() + "): "
                    + e.getOriginalMessage() + "; is this a characterisation written by 'aiwc run'?", e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("expected a JSON object with \"schema\": \"" + Characterisation.SCHEMA + "\"");
        }
        String schema = root.path("schema").asText(null);
        if (!Characterisation.SCHEMA.equals(schema)) {
            throw new IllegalArgumentException("schema is " + (schema == null ? "missing" : "\"" + schema + "\"")
                    + ", expected \"" + Characterisation.SCHEMA + "\"; regenerate it with this version of aiwc");
        }
        JsonNode k = root.path("kernel");
        if (!k.isObject() || text(k, "name") == null) {
            throw new IllegalArgumentException("\"kernel.name\" is missing");
        }
        KernelRef kernel = new KernelRef(text(k, "name"), text(k, "source"), text(k, "buildOptions"), text(k, "compiler"),
                text(k, "sourceSha256"));
        JsonNode nd = root.path("ndrange");
        RunInfo run = null;
        JsonNode r = root.get("run");
        if (r != null && r.isObject()) {
            Map<String, CollectorTime> times = new LinkedHashMap<>();
            JsonNode ts = r.path("collectorSeconds");
            for (var it = ts.fields(); it.hasNext(); ) {
                var e = it.next();
                times.put(e.getKey(), new CollectorTime(e.getValue().path("trace").asDouble(0),
                        e.getValue().path("merge").asDouble(0)));
            }
            Map<String, Long> instructions = new LinkedHashMap<>();
            for (var it = r.path("instructions").fields(); it.hasNext(); ) {
                var e = it.next();
                instructions.put(e.getKey(), e.getValue().asLong());
            }
            run = new RunInfo(r.path("threads").asInt(0), number(r.get("wallSeconds")),
                    number(r.get("instructionsPerSecond")), r.path("peakHeapBytes").asLong(0), text(r, "toolVersion"),
                    times, instructions);
        }
        return new Characterisation(text(root, "application"), text(root, "size"), kernel,
                root.path("invocation").asInt(0), text(root, "profile"),
                triple(nd, "global"), triple(nd, "local"), triple(nd, "groups"),
                sections(root.get("metrics"), "metrics"), sections(root.get("collectors"), "collectors"), run,
                text(root, "label"), simulated(root), text(root, "opt"));
    }

    /** The top-level keys of the schema itself; any other text field is one of {@link Characterisation#simulated}. */
    private static final Set<String> SCHEMA_KEYS = Set.of("schema", "label", "application", "size",
            "kernel", "invocation", "profile", "opt", "ndrange", "metrics", "collectors", "run");

    private static Map<String, String> simulated(JsonNode root) {
        Map<String, String> out = new LinkedHashMap<>();
        for (var it = root.fields(); it.hasNext(); ) {
            var e = it.next();
            if (!SCHEMA_KEYS.contains(e.getKey()) && e.getValue().isTextual()) {
                out.put(e.getKey(), e.getValue().asText());
            }
        }
        return out;
    }

    private static String text(JsonNode parent, String key) {
        JsonNode n = parent.get(key);
        return (n == null || n.isNull()) ? null : n.asText();
    }

    private static double number(JsonNode n) {
        Object v = n == null ? null : value(n);
        return v instanceof Number num ? num.doubleValue() : Double.NaN;
    }

    private static long[] triple(JsonNode ndrange, String key) {
        JsonNode n = ndrange.get(key);
        if (n == null || n.isNull()) {
            return null;
        }
        Object v = value(n);
        if (v instanceof long[] a) {
            return a;
        }
        throw new IllegalArgumentException("\"ndrange." + key + "\" must be an array of integers");
    }

    private static Map<String, Map<String, Object>> sections(JsonNode n, String name) {
        Map<String, Map<String, Object>> out = new LinkedHashMap<>();
        if (n == null || n.isNull()) {
            return out;
        }
        if (!n.isObject()) {
            throw new IllegalArgumentException("\"" + name + "\" must be an object");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isObject()) {
                throw new IllegalArgumentException("\"" + name + "." + e.getKey() + "\" must be an object");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> section = (Map<String, Object>) value(e.getValue());
            out.put(e.getKey(), section);
        }
        return out;
    }

    /**
     * Converts a JSON value to the result model's types: integers to Long, other numbers to Double,
     * arrays of integers to long[], arrays of numbers with at least one non-integer to double[], other
     * arrays to List, objects to ordered maps; the strings "NaN", "Infinity", "-Infinity" to doubles.
     */
    static Object value(JsonNode n) {
        switch (n.getNodeType()) {
            case NULL, MISSING:
                return null;
            case BOOLEAN:
                return n.booleanValue();
            case NUMBER:
                if (n.isIntegralNumber()) {
                    return n.canConvertToLong() ? (Object) n.longValue() : (Object) n.doubleValue();
                }
                return n.doubleValue();
            case STRING:
                Double special = nonFinite(n.textValue());
                return special != null ? special : n.textValue();
            case ARRAY:
                return array(n);
            case OBJECT: {
                Map<String, Object> m = new LinkedHashMap<>();
                for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    m.put(e.getKey(), value(e.getValue()));
                }
                return m;
            }
            default:
                return n.asText();
        }
    }

    private static Object array(JsonNode n) {
        boolean allIntegral = true;
        boolean allNumeric = true;
        for (JsonNode e : n) {
            if (e.isIntegralNumber() && e.canConvertToLong()) {
                continue;
            }
            allIntegral = false;
            if (!(e.isNumber() || (e.isTextual() && nonFinite(e.textValue()) != null))) {
                allNumeric = false;
            }
        }
        if (allIntegral) {
            long[] a = new long[n.size()];
            for (int i = 0; i < a.length; i++) {
                a[i] = n.get(i).longValue();
            }
            return a;
        }
        if (allNumeric) {
            double[] a = new double[n.size()];
            for (int i = 0; i < a.length; i++) {
                JsonNode e = n.get(i);
                a[i] = e.isNumber() ? e.doubleValue() : nonFinite(e.textValue());
            }
            return a;
        }
        List<Object> list = new ArrayList<>(n.size());
        for (JsonNode e : n) {
            list.add(value(e));
        }
        return list;
    }

    private static Double nonFinite(String s) {
        return switch (s) {
            case "NaN" -> Double.NaN;
            case "Infinity" -> Double.POSITIVE_INFINITY;
            case "-Infinity" -> Double.NEGATIVE_INFINITY;
            default -> null;
        };
    }

    /** The text of a double as this format writes it (also used by the CSV writers). */
    public static String doubleText(double d) {
        if (Double.isNaN(d)) {
            return "\"NaN\"";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "\"Infinity\"" : "\"-Infinity\"";
        }
        return DecimalText.of(d);
    }

    /** Keeps the map's own order unless its class is known to iterate in an unspecified order. */
    public static Iterable<? extends Map.Entry<?, ?>> orderedEntries(Map<?, ?> m) {
        if (hasUnspecifiedOrder(m)) {
            TreeMap<String, Object> sorted = new TreeMap<>();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sorted.put(String.valueOf(e.getKey()), e.getValue());
            }
            return sorted.entrySet();
        }
        return m.entrySet();
    }

    private static boolean hasUnspecifiedOrder(Map<?, ?> m) {
        if (m instanceof LinkedHashMap || m instanceof java.util.SortedMap) {
            return false;
        }
        if (m instanceof java.util.HashMap || m instanceof Hashtable || m instanceof ConcurrentHashMap
                || m instanceof IdentityHashMap || m instanceof WeakHashMap) {
            return true;
        }
        String cls = m.getClass().getName();
        return cls.startsWith("java.util.ImmutableCollections$Map")
                || (cls.contains("OpenHashMap") && !cls.contains("Linked"));
    }

    /** A small pretty printer: objects one entry per line, arrays of scalars on one line. */
    private static final class Writer {
        final StringBuilder out = new StringBuilder(8192);
        int depth;
        boolean first = true;
        private final KeyPath path = new KeyPath();

        void field(String key, Object value) {
            if (!first) {
                out.append(',');
            }
            first = false;
            newline();
            string(key);
            out.append(": ");
            path.push(key);
            value(value);
            path.pop();
        }

        void newline() {
            out.append('\n');
            for (int i = 0; i < depth; i++) {
                out.append("  ");
            }
        }

        void string(String s) {
            out.append('"').append(JsonStringEncoder.getInstance().quoteAsString(s)).append('"');
        }

        void value(Object v) {
            if (v == null) {
                out.append("null");
            } else if (v instanceof String s) {
                string(s);
            } else if (v instanceof Boolean b) {
                out.append(b.booleanValue());
            } else if (v instanceof Double d) {
                out.append(doubleText(d));
            } else if (v instanceof Float f) {
                out.append(Float.isFinite(f) ? DecimalText.of(f) : doubleText(f.doubleValue()));
            } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte
                    || v instanceof BigInteger) {
                out.append(v);
            } else if (v instanceof BigDecimal bd) {
                out.append(bd.toString());
            } else if (v instanceof Number n) {
                out.append(doubleText(n.doubleValue()));
            } else if (v instanceof long[] a) {
                out.append('[');
                for (int i = 0; i < a.length; i++) {
                    out.append(i == 0 ? "" : ", ").append(a[i]);
                }
                out.append(']');
            } else if (v instanceof int[] a) {
                out.append('[');
                for (int i = 0; i < a.length; i++) {
                    out.append(i == 0 ? "" : ", ").append(a[i]);
                }
                out.append(']');
            } else if (v instanceof double[] a) {
                out.append('[');
                for (int i = 0; i < a.length; i++) {
                    out.append(i == 0 ? "" : ", ").append(doubleText(a[i]));
                }
                out.append(']');
            } else if (v instanceof Map<?, ?> m) {
                object(m);
            } else if (v instanceof Collection<?> c) {
                list(c);
            } else {
                throw new IllegalArgumentException("cannot write " + v.getClass().getName() + " at \"" + path
                        + "\"; collector results hold numbers, strings, booleans, long[], double[], lists and maps");
            }
        }

        private void object(Map<?, ?> m) {
            if (m.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append('{');
            depth++;
            first = true;
            for (Map.Entry<?, ?> e : orderedEntries(m)) {
                field(String.valueOf(e.getKey()), e.getValue());
            }
            depth--;
            newline();
            out.append('}');
            first = false;
        }

        private void list(Collection<?> c) {
            boolean scalars = true;
            for (Object e : c) {
                if (e instanceof Map || e instanceof Collection || e instanceof long[] || e instanceof double[]
                        || e instanceof int[]) {
                    scalars = false;
                    break;
                }
            }
            out.append('[');
            int i = 0;
            if (scalars) {
                for (Object e : c) {
                    out.append(i++ == 0 ? "" : ", ");
                    path.push("[" + (i - 1) + "]");
                    value(e);
                    path.pop();
                }
                out.append(']');
                return;
            }
            depth++;
            for (Object e : c) {
                out.append(i++ == 0 ? "" : ",");
                newline();
                path.push("[" + (i - 1) + "]");
                value(e);
                path.pop();
            }
            depth--;
            newline();
            out.append(']');
            first = false;
        }
    }

    /** Path of keys being written, for error messages. */
    private static final class KeyPath {
        private final List<String> parts = new ArrayList<>();

        void push(String s) {
            parts.add(s);
        }

        void pop() {
            parts.remove(parts.size() - 1);
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            for (String p : parts) {
                if (b.length() > 0 && !p.startsWith("[")) {
                    b.append('.');
                }
                b.append(p);
            }
            return b.toString();
        }
    }
}
