package dev.aiwc.instrumenter.spec;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.NDRange;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Loads the project's JSON run specification (schema in {@code docs/run-spec.md}). Unknown keys are errors so
 * that a misspelt key does not silently change a run; every message names the spec file and the JSON path.
 */
public final class JsonSpec {

    private static final Set<String> TOP_KEYS = Set.of("source", "buildOptions", "buffers", "invocations",
            "description");
    private static final Set<String> BUFFER_KEYS = Set.of("type", "count", "fill", "range", "random", "file",
            "values", "dump", "hex", "access");
    private static final Set<String> INVOCATION_KEYS = Set.of("kernel", "global", "local", "offset", "args");

    private JsonSpec() {
    }

    /** Loads and validates a JSON run specification; initial buffer contents are computed here. */
    public static RunSpec load(Path specFile) {
        return parse(specFile, RunSpec.readText(specFile, "run specification"));
    }

    /** Parses spec text as if it were the file {@code specFile} (relative paths resolve against its folder). */
    public static RunSpec parse(Path specFile, String text) {
        JsonNode root;
        try {
            ObjectMapper mapper = new ObjectMapper();
            mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
            mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
            root = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            String at = loc == null ? "" : ":" + loc.getLineNr() + ":" + loc.getColumnNr();
            throw AiwcException.badInput(specFile.getFileName() + at + ": malformed JSON: " + e.getOriginalMessage(),
                    "Fix the JSON syntax at that line and column (docs/run-spec.md describes the format).");
        }
        Reader r = new Reader(specFile);
        if (root == null || !root.isObject()) {
            throw r.fail("", "the run specification must be a JSON object", "Start the file with {\"source\": ...}.");
        }
        r.keys(root, "", TOP_KEYS);
        Path base = specFile.toAbsolutePath().getParent();
        String source = r.string(root, "source", true);
        Path program = base.resolve(source).normalize();
        if (!Files.isRegularFile(program)) {
            throw r.fail("source", "the program " + source + " does not exist (looked for " + program + ")",
                    "\"source\" is resolved relative to the spec file's folder.");
        }
        String lower = program.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!lower.endsWith(".cl") && !lower.endsWith(".ll")) {
            throw r.fail("source", "the program " + source + " is neither OpenCL C (.cl) nor LLVM IR text (.ll)",
                    "Name a .cl or .ll file.");
        }
        String options = root.has("buildOptions") ? r.string(root, "buildOptions", false) : "";
        try {
            dev.aiwc.instrumenter.frontend.BuildOptions.split(options);
        } catch (IllegalArgumentException e) {
            throw r.fail("buildOptions", e.getMessage(), "Close the quote.");
        }

        List<RunSpec.BufferSpec> buffers = new ArrayList<>();
        JsonNode bufs = root.get("buffers");
        if (bufs != null && !bufs.isNull()) {
            if (!bufs.isObject()) {
                throw r.fail("buffers", "must be an object mapping buffer names to buffer descriptions",
                        "Write \"buffers\": {\"a\": {\"type\": \"float\", \"count\": 16, \"fill\": 0}}.");
            }
            Iterator<Map.Entry<String, JsonNode>> it = bufs.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                buffers.add(buffer(r, base, e.getKey(), e.getValue()));
            }
        }

        JsonNode invs = root.get("invocations");
        if (invs == null || !invs.isArray() || invs.isEmpty()) {
            throw r.fail("invocations", "needs a non-empty list of kernel launches",
                    "Write \"invocations\": [{\"kernel\": \"k\", \"global\": [1024], \"args\": [...]}].");
        }
        List<RunSpec.Invocation> invocations = new ArrayList<>();
        for (int i = 0; i < invs.size(); i++) {
            invocations.add(invocation(r, "invocations[" + i + "]", invs.get(i), buffers));
        }
        return new RunSpec(specFile, RunSpec.Format.JSON, program, options, buffers, invocations);
    }

    private static RunSpec.BufferSpec buffer(Reader r, Path base, String name, JsonNode b) {
        String at = "buffers." + name;
        if (!b.isObject()) {
            throw r.fail(at, "must be an object", "Write {\"type\": \"float\", \"count\": 16, \"fill\": 0}.");
        }
        r.keys(b, at, BUFFER_KEYS);
        String typeName = r.string(b, "type", true, at);
        ElementType type = ElementType.byName(typeName);
        if (type == null) {
            throw r.fail(at + ".type", "unknown element type '" + typeName + "'",
                    "Use one of char uchar short ushort int uint long ulong half float double.");
        }
        int inits = 0;
        for (String k : new String[]{"fill", "range", "random", "file", "values"}) {
            inits += b.has(k) ? 1 : 0;
        }
        if (inits > 1) {
            throw r.fail(at, "has more than one initialiser", "Keep one of fill, range, random, file, values.");
        }
        long count = -1;
        if (b.has("count")) {
            JsonNode c = b.get("count");
            if (!c.canConvertToLong() || !c.isIntegralNumber() || c.asLong() < 0) {
                throw r.fail(at + ".count", "must be a non-negative whole number", "Give the number of elements.");
            }
            count = c.asLong();
        }
        boolean hex = b.has("hex") && r.bool(b, "hex", at);
        byte[] data = null;
        if (b.has("values")) {
            JsonNode v = b.get("values");
            if (!v.isArray()) {
                throw r.fail(at + ".values", "must be a list of numbers", "Write \"values\": [1, 2, 3].");
            }
            if (count >= 0 && count != v.size()) {
                throw r.fail(at + ".values", "has " + v.size() + " values but count is " + count,
                        "Give exactly count values, or leave count out.");
            }
            count = v.size();
            ByteBuffer out = allocate(r, at, type, count);
            for (int i = 0; i < v.size(); i++) {
                type.put(out, r.value(v.get(i), type, hex, at + ".values[" + i + "]"));
            }
            data = out.array();
        } else if (b.has("file")) {
            String f = r.string(b, "file", true, at);
            Path p = base.resolve(f).normalize();
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(p);
            } catch (IOException e) {
                throw r.fail(at + ".file", "cannot read " + p + ": " + e.getMessage(),
                        "\"file\" is resolved relative to the spec file's folder.");
            }
            if (bytes.length % type.bytes() != 0) {
                throw r.fail(at + ".file", f + " has " + bytes.length + " bytes, not a multiple of the "
                        + type.openclName() + " size " + type.bytes(), "Give a file of whole elements.");
            }
            if (count >= 0 && count * type.bytes() != bytes.length) {
                throw r.fail(at + ".file", f + " has " + bytes.length + " bytes but count " + count + " "
                        + type.openclName() + " needs " + count * type.bytes(), "Fix count or leave it out.");
            }
            count = bytes.length / type.bytes();
            data = bytes;
        } else {
            if (count < 0) {
                throw r.fail(at + ".count", "is required (unless values or file give the size)",
                        "Add \"count\": N.");
            }
            if (b.has("fill")) {
                long v = r.value(b.get("fill"), type, hex, at + ".fill");
                ByteBuffer out = allocate(r, at, type, count);
                type.fill(out, v, count);
                data = out.array();
            } else if (b.has("range")) {
                data = range(r, at + ".range", b.get("range"), type, count, hex);
            } else if (b.has("random")) {
                data = random(r, at + ".random", b.get("random"), type, count);
            }
        }
        boolean dump = b.has("dump") && r.bool(b, "dump", at);
        RunSpec.Access access = RunSpec.Access.READ_WRITE;
        if (b.has("access")) {
            String a = r.string(b, "access", true, at);
            access = switch (a) {
                case "rw" -> RunSpec.Access.READ_WRITE;
                case "ro" -> RunSpec.Access.READ_ONLY;
                case "wo" -> RunSpec.Access.WRITE_ONLY;
                default -> throw r.fail(at + ".access", "unknown access '" + a + "'", "Use rw, ro or wo.");
            };
        }
        return new RunSpec.BufferSpec(name, name, type, count * type.bytes(), data, dump, hex, access);
    }

    private static ByteBuffer allocate(Reader r, String at, ElementType type, long count) {
        if (count * type.bytes() > Integer.MAX_VALUE - 16) {
            throw r.fail(at, "is larger than this tool supports (2 GiB)", "Use a smaller buffer.");
        }
        return ByteBuffer.allocate((int) (count * type.bytes())).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Element i is start + i*step, computed in 64-bit integers (wrapped to the type) or in double then rounded. */
    private static byte[] range(Reader r, String at, JsonNode range, ElementType type, long count, boolean hex) {
        if (!range.isObject()) {
            throw r.fail(at, "must be an object {\"start\": S, \"step\": D}", "Write \"range\": {\"start\": 0, \"step\": 1}.");
        }
        r.keys(range, at, Set.of("start", "step"));
        ByteBuffer out = allocate(r, at, type, count);
        if (type.isFloating()) {
            double start = range.has("start") ? r.number(range.get("start"), at + ".start") : 0;
            double step = range.has("step") ? r.number(range.get("step"), at + ".step") : 1;
            for (long i = 0; i < count; i++) {
                type.put(out, type.fromDouble(start + i * step));
            }
        } else {
            long start = range.has("start") ? r.value(range.get("start"), ElementType.LONG, hex, at + ".start") : 0;
            long step = range.has("step") ? r.value(range.get("step"), ElementType.LONG, hex, at + ".step") : 1;
            for (long i = 0; i < count; i++) {
                type.put(out, type.normalise(start + i * step));
            }
        }
        return out.array();
    }

    /**
     * Deterministic pseudo-random contents: {@code new SplittableRandom(seed)}, one draw per element in order;
     * integers uniform in [min, max] inclusive ({@code nextLong}), floating point min + (max-min) * nextDouble()
     * rounded to the type. Defaults: seed 0, min 0, max 1 (floating) or 100 (integers).
     */
    private static byte[] random(Reader r, String at, JsonNode random, ElementType type, long count) {
        if (!random.isObject()) {
            throw r.fail(at, "must be an object {\"seed\": N, \"min\": A, \"max\": B}", "Write \"random\": {\"seed\": 1}.");
        }
        r.keys(random, at, Set.of("seed", "min", "max"));
        long seed = random.has("seed") ? r.value(random.get("seed"), ElementType.LONG, false, at + ".seed") : 0;
        SplittableRandom rng = new SplittableRandom(seed);
        ByteBuffer out = allocate(r, at, type, count);
        if (type.isFloating()) {
            double min = random.has("min") ? r.number(random.get("min"), at + ".min") : 0;
            double max = random.has("max") ? r.number(random.get("max"), at + ".max") : 1;
            if (!(max >= min)) {
                throw r.fail(at, "max is below min", "Swap min and max.");
            }
            for (long i = 0; i < count; i++) {
                type.put(out, type.fromDouble(min + (max - min) * rng.nextDouble()));
            }
        } else {
            long min = random.has("min") ? r.value(random.get("min"), type, false, at + ".min") : 0;
            long max = random.has("max") ? r.value(random.get("max"), type, false, at + ".max") : 100;
            if (type == ElementType.ULONG ? Long.compareUnsigned(max, min) < 0 : max < min) {
                throw r.fail(at, "max is below min", "Swap min and max.");
            }
            long span = max - min + 1; // 0 when the range is all 2^64 values
            for (long i = 0; i < count; i++) {
                long v = span == 0 ? rng.nextLong() : span > 0 ? min + rng.nextLong(span)
                        : min + unsignedBelow(rng, span);
                type.put(out, type.normalise(v));
            }
        }
        return out.array();
    }

    private static long unsignedBelow(SplittableRandom rng, long bound) {
        while (true) {
            long v = rng.nextLong();
            if (Long.compareUnsigned(v, bound) < 0) {
                return v;
            }
        }
    }

    private static RunSpec.Invocation invocation(Reader r, String at, JsonNode inv, List<RunSpec.BufferSpec> buffers) {
        if (!inv.isObject()) {
            throw r.fail(at, "must be an object", "Write {\"kernel\": \"k\", \"global\": [N], \"args\": [...]}.");
        }
        r.keys(inv, at, INVOCATION_KEYS);
        String kernel = r.string(inv, "kernel", true, at);
        long[] global = sizes(r, at + ".global", inv.get("global"), true, 1);
        if (global == null) {
            throw r.fail(at + ".global", "is required", "Add \"global\": [x] (1 to 3 sizes).");
        }
        long[] local = sizes(r, at + ".local", inv.get("local"), false, 1);
        long[] offset = sizes(r, at + ".offset", inv.get("offset"), false, 0);
        int dims = global.length;
        if (local != null && local.length != dims || offset != null && offset.length != dims) {
            throw r.fail(at, "global, local and offset must have the same number of dimensions",
                    "Give each as a list of " + dims + " numbers.");
        }
        if (local != null) {
            for (int d = 0; d < dims; d++) {
                if (global[d] % local[d] != 0) {
                    throw r.fail(at + ".local", "local size " + local[d] + " does not divide global size " + global[d]
                            + " in dimension " + d, "Make the global size a multiple of the local size.");
                }
            }
        }
        JsonNode argsNode = inv.get("args");
        List<RunSpec.Arg> args = new ArrayList<>();
        if (argsNode != null && !argsNode.isArray()) {
            throw r.fail(at + ".args", "must be a list", "Write \"args\": [\"a\", {\"type\": \"int\", \"value\": 4}].");
        }
        if (argsNode != null) {
            for (int i = 0; i < argsNode.size(); i++) {
                args.add(arg(r, at + ".args[" + i + "]", argsNode.get(i), buffers));
            }
        }
        return new RunSpec.Invocation(kernel, new NDRange(dims, global, local, offset), args, 0);
    }

    private static RunSpec.Arg arg(Reader r, String at, JsonNode a, List<RunSpec.BufferSpec> buffers) {
        if (a.isTextual()) {
            String name = a.asText();
            for (RunSpec.BufferSpec b : buffers) {
                if (b.name().equals(name)) {
                    return new RunSpec.BufferArg(name, 0);
                }
            }
            List<String> names = new ArrayList<>();
            buffers.forEach(b -> names.add(b.name()));
            throw r.fail(at, "names no buffer '" + name + "'", "Declared buffers: " + String.join(", ", names) + ".");
        }
        if (!a.isObject()) {
            throw r.fail(at, "must be a buffer name, {\"type\": T, \"value\": V}, {\"local\": BYTES} or {\"null\": true}",
                    "See docs/run-spec.md.");
        }
        if (a.has("local")) {
            r.keys(a, at, Set.of("local"));
            JsonNode l = a.get("local");
            if (!l.isIntegralNumber() || l.asLong() <= 0) {
                throw r.fail(at + ".local", "must be a positive number of bytes", "Write {\"local\": 256}.");
            }
            return new RunSpec.LocalArg(l.asLong(), 0);
        }
        if (a.has("null")) {
            r.keys(a, at, Set.of("null"));
            if (!a.get("null").asBoolean(false)) {
                throw r.fail(at + ".null", "must be true", "Write {\"null\": true} for a null buffer.");
            }
            return new RunSpec.NullArg(0);
        }
        r.keys(a, at, Set.of("type", "value"));
        String typeName = r.string(a, "type", true, at);
        ElementType type = ElementType.byName(typeName);
        if (type == null) {
            throw r.fail(at + ".type", "unknown scalar type '" + typeName + "'",
                    "Use one of char uchar short ushort int uint long ulong half float double.");
        }
        JsonNode v = a.get("value");
        if (v == null) {
            throw r.fail(at + ".value", "is required", "Write {\"type\": \"" + typeName + "\", \"value\": 1}.");
        }
        // A list is a vector value (e.g. a float4 parameter): its components in order.
        int n = v.isArray() ? v.size() : 1;
        ByteBuffer out = ByteBuffer.allocate(n * type.bytes()).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            JsonNode e = v.isArray() ? v.get(i) : v;
            type.put(out, r.value(e, type, false, at + ".value" + (v.isArray() ? "[" + i + "]" : "")));
        }
        return new RunSpec.ScalarArg(type, out.array(), 0);
    }

    private static long[] sizes(Reader r, String at, JsonNode n, boolean positive, long min) {
        if (n == null || n.isNull()) {
            return null;
        }
        JsonNode list = n;
        if (n.isNumber()) {
            list = new ObjectMapper().createArrayNode().add(n);
        }
        if (!list.isArray() || list.isEmpty() || list.size() > 3) {
            throw r.fail(at, "must be a list of 1 to 3 whole numbers", "Write e.g. [1024] or [64, 64].");
        }
        long[] out = new long[list.size()];
        for (int i = 0; i < out.length; i++) {
            JsonNode e = list.get(i);
            if (!e.isIntegralNumber() || e.asLong() < min) {
                throw r.fail(at + "[" + i + "]", "must be a whole number of at least " + min,
                        "Write e.g. [1024] or [64, 64].");
            }
            out[i] = e.asLong();
        }
        return out;
    }

    /** Reads typed fields and builds messages that name the spec file and the JSON path. */
    private record Reader(Path file) {

        AiwcException fail(String path, String message, String next) {
            return AiwcException.badInput(file.getFileName() + (path.isEmpty() ? "" : ": " + path) + ": " + message,
                    next + " (docs/run-spec.md describes the format)");
        }

        void keys(JsonNode obj, String at, Set<String> allowed) {
            Iterator<String> it = obj.fieldNames();
            while (it.hasNext()) {
                String k = it.next();
                if (!allowed.contains(k)) {
                    throw fail(at.isEmpty() ? k : at + "." + k, "is not a known key",
                            "Known keys here: " + String.join(", ", new java.util.TreeSet<>(allowed)) + ".");
                }
            }
        }

        String string(JsonNode obj, String key, boolean required) {
            return string(obj, key, required, "");
        }

        String string(JsonNode obj, String key, boolean required, String at) {
            JsonNode n = obj.get(key);
            String path = at.isEmpty() ? key : at + "." + key;
            if (n == null || n.isNull()) {
                if (required) {
                    throw fail(path, "is required", "Add \"" + key + "\".");
                }
                return "";
            }
            if (!n.isTextual()) {
                throw fail(path, "must be a string", "Write \"" + key + "\": \"...\".");
            }
            return n.asText();
        }

        boolean bool(JsonNode obj, String key, String at) {
            JsonNode n = obj.get(key);
            if (!n.isBoolean()) {
                throw fail(at + "." + key, "must be true or false", "Write \"" + key + "\": true.");
            }
            return n.asBoolean();
        }

        double number(JsonNode n, String at) {
            if (n.isNumber()) {
                return n.asDouble();
            }
            return ElementType.DOUBLE.toDouble(value(n, ElementType.DOUBLE, false, at));
        }

        /** A value as the bit pattern of {@code type}: a JSON number, or a string (hex, "nan", "inf"). */
        long value(JsonNode n, ElementType type, boolean hex, String at) {
            try {
                if (n.isIntegralNumber() && !type.isFloating()) {
                    return type.parse(n.bigIntegerValue().toString(), false);
                }
                if (n.isNumber()) {
                    if (!type.isFloating()) {
                        throw new NumberFormatException("not an integer");
                    }
                    long bits = type.fromDouble(n.asDouble());
                    if (Double.isInfinite(type.toDouble(bits))) {
                        // infinity is written "inf"; a number that rounds beyond the type is a mistake
                        throw new NumberFormatException("beyond the range of " + type.openclName());
                    }
                    return bits;
                }
                if (n.isTextual()) {
                    return type.parse(n.asText(), hex);
                }
            } catch (NumberFormatException e) {
                throw fail(at, "'" + n.asText() + "' is not a valid " + type.openclName() + " value ("
                        + e.getMessage() + ")", "Write a " + type.openclName() + " within its range.");
            }
            throw fail(at, "must be a number (or a string such as \"0x1f\", \"nan\", \"inf\")",
                    "Write a " + type.openclName() + " value.");
        }
    }
}
