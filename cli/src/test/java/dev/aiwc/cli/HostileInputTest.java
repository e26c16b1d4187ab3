package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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

    record Outcome(int code, String out, String err) {
        void assertNoStackTrace() {
            assertFalse(err.contains("\tat ") || err.contains("Exception:") || err.contains("Exception\n"), err);
        }
    }

    static Outcome run(String... args) {
        PrintStream oldErr = System.err;
        PrintStream oldOut = System.out;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            int code = Main.execute(args);
            return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(oldErr);
            System.setOut(oldOut);
        }
    }

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
        Outcome o = run("run", spec.toString(), "--out", out.toString(), "--dump-buffers", "--quiet");
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
        Outcome o = run("run", spec.toString(), "--out", out.toString(), "--dump-buffers", "--quiet");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("buffer ''") && o.err().contains("is empty"), o.err());
        assertFalse(Files.exists(out.resolve(".bin")));
    }

    @Test
    void oddBufferNamesStillRunWithoutDumps() throws IOException {
        Path spec = specWithBuffer("../../escaped");
        Path out = tmp.resolve("out");
        Outcome o = run("run", spec.toString(), "--out", out.toString(), "--quiet");
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
        Outcome o = run("run", spec.toString(), "--out", out.toString(), "--csv", "aiwc", "--quiet");
        assertEquals(0, o.code(), o.err());
        // "../../evil": the leading '.' and both '/' become '_'
        assertEquals(List.of(out.resolve("_._.._evil-0.json"), out.resolve("aiwc__._.._evil_0.csv")),
                filesUnder(tmp.resolve("x")));
        assertTrue(ll.toFile().exists());
    }
}
