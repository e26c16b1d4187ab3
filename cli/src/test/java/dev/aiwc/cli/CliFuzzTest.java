package dev.aiwc.cli;

import dev.aiwc.cli.CliRun.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fuzzer of issue 15, run in CI for a bounded time ({@code -Daiwc.fuzz.seconds}, default 60): seeded random
 * mutations of the examples' {@code .sim} and JSON specs and OpenCL sources, each run through the real command line
 * in this JVM. It asserts only what must hold for any input: an exit code of 0 to 3, no stack trace or internal error
 * in the output, and no file written outside {@code --out}. It prints how many inputs it ran, their exit codes, and
 * what it found.
 */
class CliFuzzTest {
    @TempDir
    Path tmp;

    /** The seed inputs: a spec and the source it names, from examples/. */
    private record Seed(String dir, String spec, String source) {
    }

    private static final List<Seed> SEEDS = List.of(
            new Seed("vector-add", "vadd.sim", "vadd.cl"),
            new Seed("vector-add", "vadd.json", "vadd.cl"),
            new Seed("multi-kernel", "normalise.json", "normalise.cl"),
            new Seed("sim-tokens", "tokens.sim", "tokens.cl"));

    /** Fragments a mutation inserts: boundary numbers, syntax of both spec formats and of OpenCL C, path tricks. */
    private static final String[] TOKENS = {
        "0", "-1", "1", "4294967296", "9223372036854775807", "-9223372036854775808", "1e308", "NaN", "0x", "1.5",
        "\"\"", "\"../../escaped\"", "\"/tmp/x\"", "null", "true", "[]", "{}", "[", "]", "{", "}", ",", ":", "\"",
        "<", ">", "<size=4>", "<float size=8 range=0:0.1:1>", "size=", "range=1:0:5", "fill=", "noinit", "dump",
        "hex", "<null>", "\n", "#", "  ", "\u0000", "\u00e9", "\"count\": 1000000000000",
        "\"global\": [0]", "\"local\": [3]", "\"kernel\": \"nothere\"", "\"source\": \"../../../etc/passwd\"",
        "barrier(CLK_LOCAL_MEM_FENCE);", "while (1) {}", "a[get_global_id(0) + 1000000] = 0;", "return;",
        "__local float t[64];", "printf(\"%d\\n\", 1);", "(float4)(1)", "1/0", "#include \"x.h\"", "__kernel",
        "int x = *(int*)0;", "get_local_id(0)", "goto end;", "/*", "*/", "//", "\\",
    };

    @Test
    void randomMutationsOfValidInputsFailCleanly() throws IOException {
        long seconds = Long.getLong("aiwc.fuzz.seconds", 60);
        Random random = new Random(Long.getLong("aiwc.fuzz.seed", 15));
        Path examples = Path.of("..", "examples").toAbsolutePath().normalize();
        Path cwd = Path.of("").toAbsolutePath();
        Set<String> cwdBefore = listing(cwd);
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        Map<Integer, Integer> codes = new TreeMap<>();
        Map<String, String> findings = new LinkedHashMap<>();
        int inputs = 0;
        while (System.nanoTime() < end) {
            Seed seed = SEEDS.get(random.nextInt(SEEDS.size()));
            Path root = tmp.resolve("case" + inputs);
            Path in = Files.createDirectories(root.resolve("in/deeper"));
            Path out = root.resolve("in/deeper/out");
            String spec = Files.readString(examples.resolve(seed.dir()).resolve(seed.spec()), StandardCharsets.UTF_8);
            String source = Files.readString(examples.resolve(seed.dir()).resolve(seed.source()),
                    StandardCharsets.UTF_8);
            boolean mutateSpec = random.nextInt(3) != 0;
            int rounds = 1 + random.nextInt(3);
            for (int r = 0; r < rounds; r++) {
                if (mutateSpec) {
                    spec = mutate(spec, random);
                } else {
                    source = mutate(source, random);
                }
            }
            Files.writeString(in.resolve(seed.spec()), spec, StandardCharsets.UTF_8);
            Files.writeString(in.resolve(seed.source()), source, StandardCharsets.UTF_8);
            Set<String> inBefore = listing(in);
            List<String> args = new ArrayList<>(List.of("run", in.resolve(seed.spec()).toString(), "--out",
                    out.toString(), "--quiet", "--threads", "1", "--time-limit", "2", "--max-instructions", "100000000",
                    "--max-item-instructions", "1000000"));
            if (random.nextBoolean()) {
                args.add("--dump-buffers");
            }
            if (random.nextInt(4) == 0) {
                args.addAll(List.of("--csv", random.nextBoolean() ? "tidy" : "aiwc"));
            }
            Outcome o = CliRun.run(args.toArray(new String[0]));
            inputs++;
            codes.merge(o.code(), 1, Integer::sum);
            String what = (mutateSpec ? seed.spec() : seed.source()) + " mutated: " + root;
            if (o.code() < 0 || o.code() > 3) {
                findings.putIfAbsent("exit " + o.code(), what + "\n" + o.err());
            }
            String text = o.out() + o.err();
            if (text.contains("\tat ") || text.contains("internal error") || text.contains("Exception:")) {
                findings.putIfAbsent("stack trace or internal error", what + "\n" + o.err());
            }
            Set<String> escaped = new TreeSet<>(listing(in));
            escaped.removeAll(inBefore);
            escaped.removeIf(p -> p.equals("out") || p.startsWith("out/"));
            if (!escaped.isEmpty()) {
                findings.putIfAbsent("file outside --out", what + ": " + escaped);
            }
            try (Stream<Path> s = Files.list(root)) {
                List<String> top = s.map(p -> p.getFileName().toString()).toList();
                if (!top.equals(List.of("in"))) {
                    findings.putIfAbsent("file outside --out", what + ": " + top);
                }
            }
            try (Stream<Path> s = Files.list(tmp)) {
                List<String> stray = s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith("case")).toList();
                if (!stray.isEmpty()) {
                    findings.putIfAbsent("file outside --out", what + ": " + stray + " in " + tmp);
                }
            }
            if (findings.isEmpty()) {
                deleteTree(root); // keep a failing case for inspection, drop the rest
            }
        }
        Set<String> cwdNew = new TreeSet<>(listing(cwd));
        cwdNew.removeAll(cwdBefore);
        cwdNew.removeIf(p -> p.startsWith("target/"));
        if (!cwdNew.isEmpty()) {
            findings.put("file written in the working directory", cwdNew.toString());
        }
        System.out.println("fuzzer: " + inputs + " inputs in " + seconds + " s, exit codes " + codes + ", findings: "
                + (findings.isEmpty() ? "none" : findings.keySet()));
        assertTrue(inputs > 0);
        assertTrue(findings.isEmpty(), findings.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue())
                .collect(Collectors.joining("\n\n")));
    }

    /** One random change: replace, delete or duplicate a span, or insert a fragment of {@link #TOKENS}. */
    static String mutate(String text, Random random) {
        int n = text.length();
        int at = n == 0 ? 0 : random.nextInt(n);
        int span = n == 0 ? 0 : 1 + random.nextInt(Math.min(12, n - at));
        return switch (random.nextInt(5)) {
            case 0 -> text.substring(0, at) + TOKENS[random.nextInt(TOKENS.length)] + text.substring(at);
            case 1 -> text.substring(0, at) + TOKENS[random.nextInt(TOKENS.length)] + text.substring(at + span);
            case 2 -> text.substring(0, at) + text.substring(at + span);
            case 3 -> text.substring(0, at + span) + text.substring(at, at + span) + text.substring(at + span);
            default -> replaceNumber(text, random);
        };
    }

    /** Replaces one number of the text with a boundary value: the edits most likely to reach deep code. */
    private static String replaceNumber(String text, Random random) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\d+").matcher(text);
        List<int[]> spans = new ArrayList<>();
        while (m.find()) {
            spans.add(new int[]{m.start(), m.end()});
        }
        if (spans.isEmpty()) {
            return text;
        }
        int[] s = spans.get(random.nextInt(spans.size()));
        String[] values = {"0", "1", "2", "3", "7", "63", "65", "1023", "1025", "65536", "4294967295", "2147483648",
            "99999999999999999999", "-5"};
        return text.substring(0, s[0]) + values[random.nextInt(values.length)] + text.substring(s[1]);
    }

    private static Set<String> listing(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return Set.of();
        }
        try (Stream<Path> s = Files.walk(dir, 3)) {
            return s.map(p -> dir.relativize(p).toString().replace('\\', '/')).collect(Collectors.toSet());
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
