package dev.aiwc.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A catalogue of bad inputs across the commands (issue 15): each must exit with its documented class (1 the kernel
 * failed, 2 bad input), name the culprit (the file and line, the option, the buffer, the kernel), print no stack
 * trace, and leave the files already in the output folder, and the inputs, byte for byte as they were.
 */
class BadInputCatalogueTest {

    @TempDir
    static Path dir;

    private static final String VADD = "__kernel void vadd(__global const float* a, __global const float* b,"
            + " __global float* c, uint n) {\n  uint i = get_global_id(0);\n  if (i < n) c[i] = a[i] + b[i];\n}\n";
    private static final String GOOD_SIM_ARGS = "<size=64 range=0:1:15>\n<size=64 fill=1>\n<size=64 fill=0 dump>\n"
            + "<size=4>16\n";

    @BeforeAll
    static void fixtures() throws IOException {
        put("vadd.cl", VADD);
        put("bad.cl", "__kernel void k(__global int* a) {\n  a[0] = undefined_name;\n}\n");
        put("oob.cl", "__kernel void k(__global int* a) {\n  a[get_global_id(0) + 4] = 1;\n}\n");
        put("div.cl", "__kernel void k(__global int* a) {\n  a[0] = 7 / a[1];\n}\n");
        put("diverge.cl", "__kernel void k(__global int* a) {\n  if (get_local_id(0) == 0) {\n"
                + "    barrier(CLK_LOCAL_MEM_FENCE);\n  }\n  a[get_global_id(0)] = 1;\n}\n");
        put("good.sim", "vadd.cl\nvadd\n16 1 1\n4 1 1\n" + GOOD_SIM_ARGS);
        put("garbage.sim", "\u0000\u0001binary");
        Files.write(dir.resolve("latin1.json"), new byte[]{'{', '"', (byte) 0xe9, '"', '}'});
        put("not-a-spec.txt", "hello\n");
        Files.createDirectories(dir.resolve("folder.sim"));
        Files.createDirectories(dir.resolve("fakeshard.d"));
        put("fakeshard.d/aiwc-shard.txt", "shard 0/1\n");
    }

    private static void put(String name, String text) throws IOException {
        Files.writeString(dir.resolve(name), text);
    }

    /** A .sim file of the vadd kernel with {@code body} after the program line, written under {@code name}. */
    private static String sim(String name, String body) {
        try {
            put(name, "vadd.cl\n" + body);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return name;
    }

    private static String json(String name, String text) {
        try {
            put(name, text);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return name;
    }

    private static final String BUFS = "\"buffers\": {\"a\": {\"type\": \"float\", \"count\": 16},"
            + " \"b\": {\"type\": \"float\", \"count\": 16}, \"c\": {\"type\": \"float\", \"count\": 16}}";

    private static String vaddJson(String name, String invocation) {
        return json(name, "{\"source\": \"vadd.cl\",\n " + BUFS + ",\n \"invocations\": [" + invocation + "]}\n");
    }

    private static final String GOOD_INV = "{\"kernel\": \"vadd\", \"global\": [16], \"local\": [4],"
            + " \"args\": [\"a\", \"b\", \"c\", {\"type\": \"uint\", \"value\": 16}]}";

    /** One case: its name, the exit class, what the message must name, and the command line (SPEC: the fixture). */
    private static Arguments bad(String name, int exit, String culprit, String... args) {
        return Arguments.of(name, exit, culprit, List.of(args));
    }

    static Stream<Arguments> catalogue() {
        List<Arguments> c = new ArrayList<>();
        // ---- .sim files (culprit: the file and the line of the mistake)
        c.add(bad("sim: kernel the program lacks", 2, "'nokernel'",
                "run", sim("s01.sim", "nokernel\n16 1 1\n4 1 1\n" + GOOD_SIM_ARGS)));
        c.add(bad("sim: global not a multiple of local", 2, "global size 16",
                "run", sim("s02.sim", "vadd\n16 1 1\n3 1 1\n" + GOOD_SIM_ARGS)));
        c.add(bad("sim: buffer without size", 2, "s03.sim:5",
                "run", sim("s03.sim", "vadd\n16 1 1\n4 1 1\n<fill=1>\n<size=64 fill=1>\n<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: unknown header token", 2, "s04.sim:5",
                "run", sim("s04.sim", "vadd\n16 1 1\n4 1 1\n<size=64 fill=1 sparkly>\n<size=64 fill=1>\n"
                        + "<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: fill that is no number", 2, "s05.sim:6",
                "run", sim("s05.sim", "vadd\n16 1 1\n4 1 1\n<size=64 fill=1>\n<size=64 fill=abc>\n"
                        + "<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: range that does not fill the size", 2, "s06.sim:5",
                "run", sim("s06.sim", "vadd\n16 1 1\n4 1 1\n<size=64 range=0:1:14>\n<size=64 fill=1>\n"
                        + "<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: two initialisers", 2, "s07.sim:5",
                "run", sim("s07.sim", "vadd\n16 1 1\n4 1 1\n<size=64 fill=0 range=0:1:15>\n<size=64 fill=1>\n"
                        + "<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: too few arguments", 2, "s08.sim",
                "run", sim("s08.sim", "vadd\n16 1 1\n4 1 1\n<size=64 fill=1>\n<size=64 fill=1>\n")));
        c.add(bad("sim: scalar of the wrong size", 2, "s09.sim:8",
                "run", sim("s09.sim", "vadd\n16 1 1\n4 1 1\n<size=64 fill=1>\n<size=64 fill=1>\n"
                        + "<size=64 fill=0>\n<size=8>16\n")));
        c.add(bad("sim: size not a multiple of the type", 2, "s10.sim:5",
                "run", sim("s10.sim", "vadd\n16 1 1\n4 1 1\n<size=63 fill=1>\n<size=64 fill=1>\n"
                        + "<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: null with a size", 2, "s11.sim:5",
                "run", sim("s11.sim", "vadd\n16 1 1\n4 1 1\n<null size=64>\n<size=64 fill=1>\n"
                        + "<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: truncated inline data", 2, "s12.sim",
                "run", sim("s12.sim", "vadd\n16 1 1\n4 1 1\n<size=64>\n1 2 3\n")));
        c.add(bad("sim: program file missing", 2, "missing.cl",
                "run", json("s13.sim", "missing.cl\nvadd\n16 1 1\n4 1 1\n" + GOOD_SIM_ARGS)));
        c.add(bad("sim: header cut off after the kernel", 2, "s14.sim", "run", sim("s14.sim", "vadd\n16 1\n")));
        c.add(bad("sim: negative size", 2, "s15.sim:5",
                "run", sim("s15.sim", "vadd\n16 1 1\n4 1 1\n<size=-64 fill=1>\n<size=64 fill=1>\n"
                        + "<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: char value out of range", 2, "s16.sim:5",
                "run", json("s16.sim", "vadd.cl\nvadd\n16 1 1\n4 1 1\n<char size=64 fill=300>\n<size=64 fill=1>\n"
                        + "<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: binary garbage", 2, "garbage.sim", "run", "garbage.sim"));
        c.add(bad("sim: a folder named like a spec", 2, "folder.sim", "run", "folder.sim"));
        // ---- JSON specs (culprit: the file and the JSON path or line:column)
        c.add(bad("json: syntax error", 2, "j01.json:2", "run", json("j01.json", "{\"source\": \"vadd.cl\",\n ]")));
        c.add(bad("json: unknown key", 2, "sauce", "run", json("j02.json", "{\"sauce\": \"vadd.cl\"}")));
        c.add(bad("json: no source", 2, "source", "run", json("j03.json", "{\"invocations\": []}")));
        c.add(bad("json: no invocations", 2, "invocations",
                "run", json("j04.json", "{\"source\": \"vadd.cl\"}")));
        c.add(bad("json: argument names no buffer", 2, "'zz'", "run", vaddJson("j05.json",
                "{\"kernel\": \"vadd\", \"global\": [16], \"args\": [\"a\", \"zz\", \"c\","
                        + " {\"type\": \"uint\", \"value\": 16}]}")));
        c.add(bad("json: too few arguments", 2, "j06.json", "run", vaddJson("j06.json",
                "{\"kernel\": \"vadd\", \"global\": [16], \"args\": [\"a\", \"b\"]}")));
        c.add(bad("json: scalar for a buffer parameter", 2, "args[0]", "run", vaddJson("j07.json",
                "{\"kernel\": \"vadd\", \"global\": [16], \"args\": [{\"type\": \"uint\", \"value\": 1}, \"b\","
                        + " \"c\", {\"type\": \"uint\", \"value\": 16}]}")));
        c.add(bad("json: unknown element type", 2, "buffers.a", "run", json("j08.json",
                "{\"source\": \"vadd.cl\", \"buffers\": {\"a\": {\"type\": \"quaternion\", \"count\": 4}},"
                        + " \"invocations\": [" + GOOD_INV + "]}")));
        c.add(bad("json: value out of the type's range", 2, "buffers.a", "run", json("j09.json",
                "{\"source\": \"vadd.cl\", \"buffers\": {\"a\": {\"type\": \"uchar\", \"values\": [1, 256]}},"
                        + " \"invocations\": [" + GOOD_INV + "]}")));
        c.add(bad("json: initial data file missing", 2, "nothere.bin", "run", json("j10.json",
                "{\"source\": \"vadd.cl\", \"buffers\": {\"a\": {\"type\": \"float\", \"file\": \"nothere.bin\"}},"
                        + " \"invocations\": [" + GOOD_INV + "]}")));
        c.add(bad("json: count disagrees with values", 2, "buffers.a", "run", json("j11.json",
                "{\"source\": \"vadd.cl\", \"buffers\": {\"a\": {\"type\": \"int\", \"count\": 3, \"values\": [1]}},"
                        + " \"invocations\": [" + GOOD_INV + "]}")));
        c.add(bad("json: local does not divide global", 2, "j12.json", "run", vaddJson("j12.json",
                "{\"kernel\": \"vadd\", \"global\": [16], \"local\": [5], \"args\": [\"a\", \"b\", \"c\","
                        + " {\"type\": \"uint\", \"value\": 16}]}")));
        c.add(bad("json: four dimensions", 2, "j13.json", "run", vaddJson("j13.json",
                "{\"kernel\": \"vadd\", \"global\": [1, 1, 1, 16], \"args\": [\"a\", \"b\", \"c\","
                        + " {\"type\": \"uint\", \"value\": 16}]}")));
        c.add(bad("json: not UTF-8", 2, "latin1.json", "run", "latin1.json"));
        c.add(bad("json: a list at the top", 2, "j14.json", "run", json("j14.json", "[1, 2]")));
        c.add(bad("json: dump of a buffer named like a path", 2, "'../x'", "run", json("j15.json",
                "{\"source\": \"vadd.cl\", \"buffers\": {\"../x\": {\"type\": \"float\", \"count\": 16},"
                        + " \"b\": {\"type\": \"float\", \"count\": 16}, \"c\": {\"type\": \"float\", \"count\": 16}},"
                        + " \"invocations\": [{\"kernel\": \"vadd\", \"global\": [16], \"args\": [\"../x\", \"b\","
                        + " \"c\", {\"type\": \"uint\", \"value\": 16}]}]}"), "--dump-buffers"));
        // ---- kernels (culprit: the kernel, and clang's diagnostic or the source line)
        c.add(bad("kernel: does not compile", 2, "bad.cl", "run", json("k01.sim",
                "bad.cl\nk\n4 1 1\n1 1 1\n<size=16 fill=0>\n")));
        c.add(bad("kernel: out-of-bounds store", 1, "kernel k failed", "run", json("k02.sim",
                "oob.cl\nk\n4 1 1\n1 1 1\n<size=16 fill=0>\n")));
        c.add(bad("kernel: division by zero", 1, "source line 2", "run", json("k03.sim",
                "div.cl\nk\n1 1 1\n1 1 1\n<size=8 fill=0>\n")));
        c.add(bad("kernel: barrier divergence", 1, "barrier divergence in kernel k", "run", json("k04.sim",
                "diverge.cl\nk\n4 1 1\n4 1 1\n<size=16 fill=0>\n")));
        c.add(bad("kernel: instruction budget", 1, "source line 3", "run", "good.sim", "--max-instructions", "5"));
        // ---- options (culprit: the option)
        c.add(bad("run: a float beyond its type", 2, "s40.sim:5", "run", sim("s40.sim",
                "vadd\n16 1 1\n4 1 1\n<size=64 fill=3.4028236e38>\n<size=64 fill=1>\n<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("run: several specs of one name", 2, "would both write to", "run", "good.sim", "folder.sim/../good.sim"));
        c.add(bad("run: several specs with --groups", 2, "--groups splits the one launch", "run", "good.sim",
                "s01.sim", "--groups", "0/2"));
        c.add(bad("run: several specs, one bad", 2, "'nokernel'", "run", "good.sim", "s01.sim"));
        c.add(bad("option: --threads 0", 2, "--threads 0", "run", "good.sim", "--threads", "0"));
        c.add(bad("option: --threads -1", 2, "--threads -1", "run", "good.sim", "--threads", "-1"));
        c.add(bad("option: --max-instructions -5", 2, "--max-instructions -5", "run", "good.sim",
                "--max-instructions", "-5"));
        c.add(bad("option: --max-instructions 0", 2, "--max-instructions 0", "run", "good.sim",
                "--max-instructions", "0"));
        c.add(bad("option: --max-instructions not a number", 2, "--max-instructions", "run", "good.sim",
                "--max-instructions", "lots"));
        c.add(bad("option: --csv unknown", 2, "--csv 'xml'", "run", "good.sim", "--csv", "xml"));
        c.add(bad("option: --profile unknown", 2, "'fast'", "run", "good.sim", "--profile", "fast"));
        c.add(bad("option: --opt unknown", 2, "--opt 'O9'", "run", "good.sim", "--opt", "O9"));
        c.add(bad("option: --opt names the valid levels", 2, "O0, O2, Oz, GPU", "run", "good.sim", "--opt", "O3"));
        c.add(bad("option: unknown collector", 2, "nope", "run", "good.sim", "--collectors", "aiwc,nope"));
        c.add(bad("option: --gpu-set without =", 2, "--gpu-set", "run", "good.sim", "--collectors", "fermi-l1",
                "--gpu-set", "l1size"));
        // (--set=VALUE: the catalogue takes a bare word with a dot for a file)
        c.add(bad("option: --set unknown key", 2, "'wyas'", "run", "good.sim", "--collectors", "fermi-l1",
                "--set=fermi-l1.wyas=8"));
        c.add(bad("option: --set collector not selected", 2, "mwp-cwp is not among", "run", "good.sim",
                "--collectors", "fermi-l1", "--set=mwp-cwp.baseLatency=700"));
        c.add(bad("option: --set bad value", 2, "ways=eight", "run", "good.sim", "--collectors", "fermi-l1",
                "--set=fermi-l1.ways=eight"));
        c.add(bad("option: unknown option", 2, "--frobnicate", "run", "good.sim", "--frobnicate"));
        c.add(bad("option: --html under a file", 2, "--html", "run", "good.sim", "--html", "vadd.cl/r.html"));
        c.add(bad("option: --out is a file", 2, "--out", "run", "good.sim", "--out", "vadd.cl"));
        c.add(bad("option: --time-limit negative", 2, "--time-limit -3", "run", "good.sim", "--time-limit", "-3"));
        // ---- files and commands
        c.add(bad("run: spec missing", 2, "nothere.sim", "run", "nothere.sim"));
        c.add(bad("run: spec of unknown kind", 2, "not-a-spec.txt", "run", "not-a-spec.txt"));
        c.add(bad("run: no spec", 2, "<spec>", "run"));
        c.add(bad("merge: folder missing", 2, "nothere", "merge", "nothere"));
        c.add(bad("merge: folder is no shard", 2, "not the output of aiwc suite", "merge", "."));
        c.add(bad("suite: shard out of range", 2, "3/2", "suite", "--shard", "3/2"));
        c.add(bad("suite: unreadable shard", 2, "'half'", "suite", "--shard", "half"));
        c.add(bad("unknown command", 2, "frobnicate", "frobnicate"));
        // ---- more .sim mistakes
        c.add(bad("sim: ro and wo together", 2, "s20.sim:5", "run", sim("s20.sim", "vadd\n16 1 1\n4 1 1\n"
                + "<size=64 fill=1 ro wo>\n<size=64 fill=1>\n<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: dump on a scalar", 2, "s21.sim:8", "run", sim("s21.sim", "vadd\n16 1 1\n4 1 1\n"
                + "<size=64 fill=1>\n<size=64 fill=1>\n<size=64 fill=0>\n<size=4 dump>16\n")));
        c.add(bad("sim: noinit on a scalar", 2, "s22.sim:8", "run", sim("s22.sim", "vadd\n16 1 1\n4 1 1\n"
                + "<size=64 fill=1>\n<size=64 fill=1>\n<size=64 fill=0>\n<size=4 noinit>\n")));
        c.add(bad("sim: null for a scalar", 2, "s23.sim:8", "run", sim("s23.sim", "vadd\n16 1 1\n4 1 1\n"
                + "<size=64 fill=1>\n<size=64 fill=1>\n<size=64 fill=0>\n<null>\n")));
        c.add(bad("sim: invalid hexadecimal fill", 2, "s24.sim:5", "run", json("s24.sim", "vadd.cl\nvadd\n16 1 1\n"
                + "4 1 1\n<uint size=64 fill=xyz hex>\n<size=64 fill=1>\n<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: local size zero", 2, "s25.sim", "run", sim("s25.sim", "vadd\n16 1 1\n0 1 1\n"
                + GOOD_SIM_ARGS)));
        c.add(bad("sim: global size zero", 2, "s26.sim", "run", sim("s26.sim", "vadd\n0 1 1\n1 1 1\n"
                + GOOD_SIM_ARGS)));
        c.add(bad("sim: size that is no number", 2, "s27.sim:5", "run", sim("s27.sim", "vadd\n16 1 1\n4 1 1\n"
                + "<size=lots fill=1>\n<size=64 fill=1>\n<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: range with two parts", 2, "s28.sim:5", "run", sim("s28.sim", "vadd\n16 1 1\n4 1 1\n"
                + "<size=64 range=0:1>\n<size=64 fill=1>\n<size=64 fill=0>\n<size=4>16\n")));
        c.add(bad("sim: header never closed", 2, "s29.sim", "run", sim("s29.sim", "vadd\n16 1 1\n4 1 1\n"
                + "<size=64 fill=1\n")));
        c.add(bad("sim: extra argument after the last parameter", 2, "s30.sim", "run", sim("s30.sim",
                "vadd\n16 1 1\n4 1 1\n" + GOOD_SIM_ARGS + "<size=4>1\n")));
        c.add(bad("sim: global size that is no number", 2, "s31.sim", "run", sim("s31.sim", "vadd\nsixteen 1 1\n"
                + "4 1 1\n" + GOOD_SIM_ARGS)));
        c.add(bad("sim: work-group too large", 2, "65536", "run", sim("s32.sim", "vadd\n131072 1 1\n131072 1 1\n"
                + GOOD_SIM_ARGS)));
        c.add(bad("sim: empty file", 2, "s33.sim", "run", json("s33.sim", "")));
        c.add(bad("sim: only comments", 2, "s34.sim", "run", json("s34.sim", "# nothing here\n# at all\n")));
        // ---- more JSON mistakes
        c.add(bad("json: empty global", 2, "j20.json", "run", vaddJson("j20.json",
                "{\"kernel\": \"vadd\", \"global\": [], \"args\": [\"a\", \"b\", \"c\","
                        + " {\"type\": \"uint\", \"value\": 16}]}")));
        c.add(bad("json: local of another length", 2, "j21.json", "run", vaddJson("j21.json",
                "{\"kernel\": \"vadd\", \"global\": [16], \"local\": [4, 1], \"args\": [\"a\", \"b\", \"c\","
                        + " {\"type\": \"uint\", \"value\": 16}]}")));
        c.add(bad("json: offset of another length", 2, "j22.json", "run", vaddJson("j22.json",
                "{\"kernel\": \"vadd\", \"global\": [16], \"offset\": [0, 0], \"args\": [\"a\", \"b\", \"c\","
                        + " {\"type\": \"uint\", \"value\": 16}]}")));
        c.add(bad("json: kernel missing", 2, "j23.json", "run", vaddJson("j23.json",
                "{\"global\": [16], \"args\": []}")));
        c.add(bad("json: args missing", 2, "j24.json", "run", vaddJson("j24.json",
                "{\"kernel\": \"vadd\", \"global\": [16]}")));
        c.add(bad("json: kernel the program lacks", 2, "'vsub'", "run", vaddJson("j25.json",
                "{\"kernel\": \"vsub\", \"global\": [16], \"args\": []}")));
        c.add(bad("json: value that is no number", 2, "buffers.a", "run", json("j26.json",
                "{\"source\": \"vadd.cl\", \"buffers\": {\"a\": {\"type\": \"int\", \"values\": [\"one\"]}},"
                        + " \"invocations\": [" + GOOD_INV + "]}")));
        c.add(bad("json: negative local memory", 2, "j27.json", "run", vaddJson("j27.json",
                "{\"kernel\": \"vadd\", \"global\": [16], \"args\": [{\"local\": -4}, \"b\", \"c\","
                        + " {\"type\": \"uint\", \"value\": 16}]}")));
        c.add(bad("json: null for a scalar parameter", 2, "args[3]", "run", vaddJson("j28.json",
                "{\"kernel\": \"vadd\", \"global\": [16], \"args\": [\"a\", \"b\", \"c\", {\"null\": true}]}")));
        c.add(bad("json: scalar of the wrong size", 2, "args[3]", "run", vaddJson("j29.json",
                "{\"kernel\": \"vadd\", \"global\": [16], \"args\": [\"a\", \"b\", \"c\","
                        + " {\"type\": \"ulong\", \"value\": 16}]}")));
        c.add(bad("json: two initialisers", 2, "buffers.a", "run", json("j30.json",
                "{\"source\": \"vadd.cl\", \"buffers\": {\"a\": {\"type\": \"int\", \"count\": 2, \"fill\": 0,"
                        + " \"values\": [1, 2]}}, \"invocations\": [" + GOOD_INV + "]}")));
        c.add(bad("json: unclosed quote in the build options", 2, "j31.json", "run", json("j31.json",
                "{\"source\": \"vadd.cl\", \"buildOptions\": \"-DX='1\", " + BUFS + ", \"invocations\": ["
                        + GOOD_INV + "]}")));
        c.add(bad("json: source missing", 2, "gone.cl", "run", json("j32.json",
                "{\"source\": \"gone.cl\", \"invocations\": [" + GOOD_INV + "]}")));
        c.add(bad("json: an invocation that is a number", 2, "invocations[0]", "run", vaddJson("j33.json", "7")));
        c.add(bad("json: empty buffer name dumped", 2, "buffer ''", "run", json("j34.json",
                "{\"source\": \"vadd.cl\", \"buffers\": {\"\": {\"type\": \"float\", \"count\": 16},"
                        + " \"b\": {\"type\": \"float\", \"count\": 16}, \"c\": {\"type\": \"float\", \"count\": 16}},"
                        + " \"invocations\": [{\"kernel\": \"vadd\", \"global\": [16], \"args\": [\"\", \"b\","
                        + " \"c\", {\"type\": \"uint\", \"value\": 16}]}]}"), "--dump-buffers"));
        c.add(bad("json: empty file", 2, "j35.json", "run", json("j35.json", "")));
        // ---- more options
        c.add(bad("option: --max-item-instructions 0", 2, "--max-item-instructions 0", "run", "good.sim",
                "--max-item-instructions", "0"));
        c.add(bad("option: --threads not a number", 2, "--threads", "run", "good.sim", "--threads", "many"));
        c.add(bad("option: --build-options unclosed quote", 2, "vadd.cl", "run", "good.sim", "--build-options",
                "-DX='1"));
        c.add(bad("option: --build-options breaking the kernel", 2, "vadd.cl", "run", "good.sim",
                "--build-options", "-Dn=)"));
        c.add(bad("option: unknown GPU preset", 2, "gtx9000", "run", "good.sim", "--collectors", "fermi-l1",
                "--gpu", "gtx9000"));
        c.add(bad("option: unknown GPU preset without a GPU model", 2, "gtx9000", "run", "good.sim", "--gpu",
                "gtx9000"));
        c.add(bad("option: --csv without value", 2, "--csv", "run", "good.sim", "--csv"));
        c.add(bad("option: --out under a file", 2, "vadd.cl", "run", "good.sim", "--out", "vadd.cl/out"));
        // ---- other commands
        c.add(bad("report: folder missing", 2, "nothere", "report", "nothere", "--html", "r.html"));
        c.add(bad("compare: file missing", 2, "nothere.json", "compare", "nothere.json", "good.sim"));
        c.add(bad("l1: trace missing", 2, "nothere.txt", "l1", "nothere.txt"));
        c.add(bad("calibrate: times missing", 2, "nothere.csv", "calibrate", "nothere.csv"));
        c.add(bad("verify: spec missing", 2, "nothere.sim", "verify", "nothere.sim"));
        c.add(bad("time: spec missing", 2, "nothere.sim", "time", "nothere.sim"));
        c.add(bad("time: --repeat 0", 2, "--repeat", "time", "good.sim", "--repeat", "0"));
        c.add(bad("time: --repeat not a number", 2, "--repeat", "time", "good.sim", "--repeat", "often"));
        c.add(bad("suite: unknown size", 2, "huge", "suite", "--size", "huge"));
        c.add(bad("suite: unknown application", 2, "doom", "suite", "--only", "doom"));
        // options every run would refuse alike are refused before the first run
        c.add(bad("suite: --threads below 1", 2, "--threads -1", "suite", "--size", "tiny", "--threads", "-1"));
        c.add(bad("suite: unknown collector", 2, "'bogus'", "suite", "--size", "tiny", "--collectors", "bogus"));
        c.add(bad("suite: unknown profile", 2, "'x'", "suite", "--size", "tiny", "--profile", "x"));
        c.add(bad("suite: a collector setting that is no number", 2, "ways=x", "suite", "--size", "tiny",
                "--collectors", "aiwc,fermi-l1", "--set", "fermi-l1.ways=x"));
        c.add(bad("suite: unknown GPU without a GPU model", 2, "gtx9000", "suite", "--size", "tiny", "--gpu",
                "gtx9000"));
        c.add(bad("merge: shard manifest of another format", 2, "aiwc-shard.txt", "merge", "fakeshard.d"));
        c.add(bad("help for an unknown command", 2, "frobnicate", "help", "frobnicate"));
        return c.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void badInputFailsClearlyAndHarmsNothing(String name, int exit, String culprit, List<String> args)
            throws IOException {
        Path out = Files.createDirectories(dir.resolve("out-" + name.replaceAll("[^A-Za-z0-9]", "_")));
        byte[] earlier = ("{\"earlier\": \"result of " + name + "\"}\n").getBytes();
        Files.write(out.resolve("earlier-0.json"), earlier);
        Map<String, byte[]> inputs = snapshot();
        List<String> line = new ArrayList<>();
        for (String a : args) {
            boolean file = !a.startsWith("-") && (a.contains(".") || a.equals("nothere")) && !a.contains("/2");
            line.add(file ? dir.resolve(a).toString() : a);
        }
        if (List.of("run", "suite", "merge").contains(args.get(0)) && !args.contains("--out")) {
            line.addAll(List.of("--out", out.toString()));
        }
        CliRun.Outcome o = CliRun.run(line.toArray(new String[0]));
        assertEquals(exit, o.code(), name + ": " + o.err());
        assertTrue(o.err().startsWith("aiwc: ") || o.err().contains("\naiwc: ") || o.err().startsWith("Missing")
                || o.err().contains("Usage:"), name + ": " + o.err());
        assertTrue(o.err().contains(culprit), name + ": the message names " + culprit + ": " + o.err());
        o.assertNoStackTrace();
        assertArrayEquals(earlier, Files.readAllBytes(out.resolve("earlier-0.json")), name);
        if (args.get(0).equals("suite")) {
            // refused before its first run: no manifest that a corrected command would then have to --force past
            assertFalse(Files.exists(out.resolve("aiwc-shard.txt")), name + ": the suite wrote its manifest");
        }
        Map<String, byte[]> after = snapshot();
        assertEquals(inputs.keySet(), after.keySet(), name + ": no input file added or removed");
        for (Map.Entry<String, byte[]> e : inputs.entrySet()) {
            assertArrayEquals(e.getValue(), after.get(e.getKey()), name + ": " + e.getKey() + " unchanged");
        }
    }

    /** The fixture files (not the output folders), by relative path. */
    private static Map<String, byte[]> snapshot() throws IOException {
        Map<String, byte[]> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                String rel = dir.relativize(p).toString();
                if (Files.isRegularFile(p) && !rel.startsWith("out-")) {
                    m.put(rel, Files.readAllBytes(p));
                }
            }
        }
        return m;
    }
}
