package dev.aiwc.cli;

import dev.aiwc.cli.CliRun.Outcome;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Inputs a careless or hostile user gives (issue 15): each fails clearly, with the right exit code, harming nothing. */
class HostileInputTest {
    @TempDir
    Path tmp;

    Path write(String name, String text) throws IOException {
        Path p = tmp.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    /** A JSON spec with one buffer called {@code name}, filled by a one-line kernel. */
    Path specWithBuffer(String name) throws IOException {
        write("spec/one.cl", "__kernel void one(__global int* a) { a[get_global_id(0)] = 1; }\n");
        String quoted = name.replace("\\", "\\\\").replace("\"", "\\\"");
        return write("spec/one.json", "{\"source\": \"one.cl\", \"buffers\": {\"" + quoted
                + "\": {\"type\": \"int\", \"count\": 4}},\n \"invocations\": [{\"kernel\": \"one\", \"global\": [4],"
                + " \"args\": [\"" + quoted + "\"]}]}\n");
    }

    static List<Path> filesUnder(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        }
    }

    @Test
    void dumpOfABufferNamedWithParentReferencesIsRefusedBeforeAnythingIsWritten() throws IOException {
        Path spec = specWithBuffer("../../escaped");
        Path out = tmp.resolve("a/b/out");
        Files.createDirectories(out);
        Path earlier = Files.write(out.resolve("earlier.json"), new byte[]{1, 2, 3});
        Outcome o = CliRun.run("run", spec.toString(), "--out", out.toString(), "--dump-buffers", "--quiet");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("one.json") && o.err().contains("'../../escaped'"), o.err());
        assertTrue(o.err().contains("Rename the buffer"), o.err());
        o.assertNoStackTrace();
        assertEquals(List.of(earlier), filesUnder(out));
        assertArrayEquals(new byte[]{1, 2, 3}, Files.readAllBytes(earlier));
        assertFalse(Files.exists(tmp.resolve("escaped.bin")));
        assertFalse(Files.exists(tmp.resolve("a/escaped.bin")));
    }

    @Test
    void dumpOfABufferWithAnEmptyNameIsRefused() throws IOException {
        Path spec = specWithBuffer("");
        Path out = tmp.resolve("out");
        Outcome o = CliRun.run("run", spec.toString(), "--out", out.toString(), "--dump-buffers", "--quiet");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("buffer ''") && o.err().contains("is empty"), o.err());
        assertFalse(Files.exists(out.resolve(".bin")));
    }

    @Test
    void oddBufferNamesStillRunWithoutDumps() throws IOException {
        Path spec = specWithBuffer("../../escaped");
        Path out = tmp.resolve("out");
        Outcome o = CliRun.run("run", spec.toString(), "--out", out.toString(), "--quiet");
        assertEquals(0, o.code(), o.err());
        assertEquals(List.of(out.resolve("one-0.json")), filesUnder(out));
    }

    @Test
    void aKernelNamedLikeAPathInHandWrittenIrWritesInsideOut() throws IOException {
        Path ll = write("spec/evil.ll", """
                target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
                target triple = "spir64-unknown-unknown"

                define spir_kernel void @"../../evil"(ptr addrspace(1) %a) !kernel_arg_addr_space !0 {
                entry:
                  store i32 1, ptr addrspace(1) %a, align 4
                  ret void
                }

                !0 = !{i32 1}
                """);
        Path spec = write("spec/evil.json", "{\"source\": \"evil.ll\", \"buffers\": {\"a\": {\"type\": \"int\", \"count\": 1}},"
                + " \"invocations\": [{\"kernel\": \"../../evil\", \"global\": [1], \"args\": [\"a\"]}]}");
        Path out = tmp.resolve("x/y/out");
        Outcome o = CliRun.run("run", spec.toString(), "--out", out.toString(), "--csv", "aiwc", "--quiet");
        assertEquals(0, o.code(), o.err());
        // "../../evil": the leading '.' and both '/' become '_'
        assertEquals(List.of(out.resolve("_._.._evil-0.json"), out.resolve("aiwc__._.._evil_0.csv")),
                filesUnder(tmp.resolve("x")));
        assertTrue(ll.toFile().exists());
    }

    Path vaddSim() throws IOException {
        write("v/vadd.cl", "__kernel void vadd(__global const float* a, __global const float* b, __global float* c)"
                + " { int i = get_global_id(0); c[i] = a[i] + b[i]; }\n");
        return write("v/vadd.sim", "vadd.cl\nvadd\n4 1 1\n2 1 1\n<size=16 range=0:1:3>\n<size=16 fill=1>\n"
                + "<size=16 fill=0 dump>\n");
    }

    void assertBadOption(String expectInMessage, String... args) {
        Outcome o = CliRun.run(args);
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains(expectInMessage), o.err());
        o.assertNoStackTrace();
    }

    @Test
    void nonPositiveInstructionBudgetIsABadOption() throws IOException {
        Path sim = vaddSim();
        assertBadOption("--max-instructions -5 is not", "run", sim.toString(), "--out", tmp.resolve("o").toString(),
                "--max-instructions", "-5");
        assertBadOption("--max-instructions 0 is not", "run", sim.toString(), "--out", tmp.resolve("o").toString(),
                "--max-instructions", "0");
    }

    @Test
    void nonPositiveThreadCountIsABadOption() throws IOException {
        Path sim = vaddSim();
        assertBadOption("--threads 0 is not", "run", sim.toString(), "--out", tmp.resolve("o").toString(),
                "--threads", "0");
        assertBadOption("--threads -1 is not", "run", sim.toString(), "--out", tmp.resolve("o").toString(),
                "--threads", "-1");
    }

    @Test
    void outNamingARegularFileIsRefusedAndTheFileKept() throws IOException {
        Path sim = vaddSim();
        Path file = Files.write(tmp.resolve("results.txt"), new byte[]{42});
        assertBadOption("--out " + file + " is a file, not a folder", "run", sim.toString(), "--out", file.toString());
        assertArrayEquals(new byte[]{42}, Files.readAllBytes(file));
        assertBadOption("cannot be created: " + file + " is a file, not a folder", "run", sim.toString(), "--out",
                file.resolve("sub").toString());
    }

    @Test
    void unwritableHtmlFailsBeforeAnyResultIsWritten() throws IOException {
        Path sim = vaddSim();
        Path file = Files.write(tmp.resolve("plain"), new byte[]{1});
        Path out = tmp.resolve("out");
        Outcome o = CliRun.run("run", sim.toString(), "--out", out.toString(), "--html", file.resolve("r.html").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("--html " + file.resolve("r.html") + " cannot be written: " + file + " is a file"),
                o.err());
        assertEquals(List.of(), Files.exists(out) ? filesUnder(out) : List.of());
    }

    @Test
    void binaryGarbageAsASpecNamesTheFileAndTheByte() throws IOException {
        for (String name : List.of("garbage.sim", "garbage.json")) {
            Path spec = Files.write(tmp.resolve(name), new byte[]{'a', 'b', (byte) 0xff, (byte) 0xfe, 0, 7});
            Outcome o = CliRun.run("run", spec.toString(), "--out", tmp.resolve("o").toString());
            assertEquals(2, o.code(), o.err());
            // byte 2 is 0xff, never valid in UTF-8
            assertTrue(o.err().contains(spec + " is not a text file: byte 2 (0xff)"), o.err());
            assertFalse(o.err().contains("Input length"), o.err());
        }
        Path nul = Files.write(tmp.resolve("nul.sim"), new byte[]{'x', 0, 'y'});
        assertTrue(CliRun.run("run", nul.toString()).err().contains("byte 1 (0x00)"));
    }

    @Test
    void noArgumentsPrintsUsageAndFails() {
        Outcome o = CliRun.run();
        assertEquals(2, o.code());
        assertTrue(o.err().contains("Usage: aiwc") && o.err().contains("no command given"), o.err());
        assertEquals(0, CliRun.run("--help").code(), "asking for help is no error");
    }

    @Test
    void exceededBudgetNamesKernelWorkItemAndSourceLine() throws IOException {
        write("spin/spin.cl", """
                __kernel void spin(__global int* a) {
                  int i = get_global_id(0);
                  for (;;) { a[i] += 1; }
                }
                """);
        Path sim = write("spin/spin.sim", "spin.cl\nspin\n2 1 1\n1 1 1\n<size=8 fill=0>\n");
        // one worker: with two, either group's thread may be the one that finds the shared launch budget spent
        Outcome o = CliRun.run("run", sim.toString(), "--out", tmp.resolve("o").toString(), "--max-instructions", "1000",
                "--threads", "1");
        assertEquals(1, o.code(), o.err());
        assertTrue(o.err().contains("kernel spin failed: it exceeded the instruction budget of 1000 instructions"),
                o.err());
        // a .sim launch is three-dimensional; item 0 of group 0 runs first and never finishes
        assertTrue(o.err().contains("work-item global id (0,0,0), local id (0,0,0), group (0,0,0)"), o.err());
        assertTrue(o.err().contains("source line 3 of"), o.err());
        assertTrue(o.err().contains("--max-instructions N"), o.err());
    }
}
