package dev.aiwc.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.api.collector.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The example plugin of docs/writing-a-collector.md, built here as a stranger builds it (its own source compiled
 * against the SPI alone, packed as a jar with its service file) and loaded at run time with {@code --plugin-path}.
 */
class CollectorPluginTest {

    private static final Path EXAMPLE = Path.of("..", "examples", "collector-plugin").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @AfterEach
    void forgetThePluginPath() {
        Collectors.usePluginPath(null);
    }

    /** Compiles the example's sources (with {@code name} as its collector name) into a jar; returns the jar. */
    private Path buildPlugin(String name, String jarName) throws Exception {
        Path src = dir.resolve("src-" + jarName);
        Path classes = dir.resolve("classes-" + jarName);
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(EXAMPLE.resolve("src"))) {
            for (Path f : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                Path copy = src.resolve(EXAMPLE.resolve("src").relativize(f).toString());
                Files.createDirectories(copy.getParent());
                Files.writeString(copy, Files.readString(f).replace("return \"bytes-moved\";", "return \"" + name + "\";"));
                files.add(copy.toString());
            }
        }
        Files.createDirectories(classes);
        // the SPI only: the plugin must not need the simulator or the built-in collectors
        StringBuilder cp = new StringBuilder();
        for (String entry : System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"))
                .split(java.io.File.pathSeparator)) {
            if (entry.contains("collector-api")) {
                cp.append(cp.length() == 0 ? "" : java.io.File.pathSeparator).append(entry);
            }
        }
        assertTrue(cp.length() > 0, "collector-api not on the test class path");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("--release", "17", "-cp", cp.toString(), "-d", classes.toString()));
        args.addAll(files);
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int rc = javac.run(null, diagnostics, diagnostics, args.toArray(new String[0]));
        assertEquals(0, rc, diagnostics.toString(StandardCharsets.UTF_8));
        Path jar = dir.resolve(jarName);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
             Stream<Path> walk = Files.walk(classes)) {
            for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(f));
                out.closeEntry();
            }
            String service = "META-INF/services/dev.aiwc.api.collector.Collector";
            out.putNextEntry(new JarEntry(service));
            out.write(Files.readAllBytes(EXAMPLE.resolve(service)));
            out.closeEntry();
        }
        return jar;
    }

    @Test
    void theExamplePluginLoadsAndCountsVectorAddsTrafficExactly() throws Exception {
        Path jar = buildPlugin("bytes-moved", "bytes-moved.jar");
        Path out = dir.resolve("out");
        CliRun.Outcome o = CliRun.run("run", Path.of("..", "examples", "vector-add", "vadd.sim").toString(),
                "--collectors", "aiwc,bytes-moved", "--plugin-path", jar.toString(), "--out", out.toString(), "--quiet");
        assertEquals(0, o.code(), o.err());
        JsonNode section = new ObjectMapper().readTree(out.resolve("vadd-0.json").toFile())
                .path("collectors").path("bytes-moved");
        // vadd.sim: 16 work-items, n = 16: each loads a[i] and b[i] (4-byte floats) and stores c[i]
        assertEquals(32, section.path("global").path("loads").asLong(), section.toString());
        assertEquals(128, section.path("global").path("loadBytes").asLong());
        assertEquals(16, section.path("global").path("stores").asLong());
        assertEquals(64, section.path("global").path("storeBytes").asLong());
        // at Oz the index and sum live in registers and the kernel has no local or constant buffer
        for (String space : List.of("private", "local", "constant")) {
            assertEquals(0, section.path(space).path("loads").asLong() + section.path(space).path("stores").asLong(),
                    space);
        }
        // the plugin's descriptors reach the catalogue: the reports and 'aiwc metrics' describe its keys
        CliRun.Outcome metrics = CliRun.run("metrics", "--plugin-path=" + jar);
        assertEquals(0, metrics.code(), metrics.err());
        assertTrue(metrics.out().contains("bytes-moved.global.loadBytes"), metrics.out());
        CliRun.Outcome listed = CliRun.run("collectors", "--plugin-path", jar.toString());
        assertTrue(listed.out().contains("bytes-moved"), listed.out());
        assertTrue(listed.out().contains("1 setting: aiwc collectors bytes-moved"), listed.out());
    }

    @Test
    void thePluginDeclaresReadsAndChecksItsOwnSetting() throws Exception {
        Path jar = buildPlugin("bytes-moved", "bytes-moved.jar");
        String vadd = Path.of("..", "examples", "vector-add", "vadd.sim").toString();
        CliRun.Outcome settings = CliRun.run("collectors", "bytes-moved", "--plugin-path", jar.toString());
        assertEquals(0, settings.code(), settings.err());
        assertTrue(settings.out().contains("spaces  private,global,constant,local  the address spaces the section"
                + " lists, a comma list"), settings.out());
        // the setting reaches the collector: its section lists the spaces named, in that order
        Path out = dir.resolve("out");
        CliRun.Outcome o = CliRun.run("run", vadd, "--collectors", "bytes-moved", "--plugin-path", jar.toString(),
                "--set", "bytes-moved.spaces=local,global", "--out", out.toString(), "--quiet");
        assertEquals(0, o.code(), o.err());
        JsonNode section = new ObjectMapper().readTree(out.resolve("vadd-0.json").toFile())
                .path("collectors").path("bytes-moved");
        // (after the engine's pipeline entry)
        assertEquals(List.of("pipeline", "local", "global"), fieldNames(section));
        assertEquals(128, section.path("global").path("loadBytes").asLong());
        // its own check refuses a value, the engine a key it did not declare
        CliRun.Outcome badValue = CliRun.run("run", vadd, "--collectors", "bytes-moved", "--plugin-path",
                jar.toString(), "--set", "bytes-moved.spaces=globl", "--out", dir.resolve("bad").toString());
        assertEquals(2, badValue.code(), badValue.err());
        assertTrue(badValue.err().contains("bytes-moved: spaces: 'globl' is not an address space; give a comma list"
                + " of private,global,constant,local"), badValue.err());
        CliRun.Outcome badKey = CliRun.run("run", vadd, "--collectors", "bytes-moved", "--plugin-path",
                jar.toString(), "--set", "bytes-moved.space=global", "--out", dir.resolve("bad").toString());
        assertEquals(2, badKey.code(), badKey.err());
        assertTrue(badKey.err().contains("--set bytes-moved.space=global: bytes-moved has no setting 'space'; did"
                + " you mean spaces?"), badKey.err());
        badKey.assertNoStackTrace();
        assertTrue(Files.notExists(dir.resolve("bad")), "a refused setting writes nothing");
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> out = new ArrayList<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void aPluginWhoseRunCannotWriteItsPartialsIsRefusedBySplitLaunchesNamingIt() throws Exception {
        Path jar = buildPlugin("bytes-moved", "bytes-moved.jar");
        Path out = dir.resolve("pieces");
        CliRun.Outcome o = CliRun.run("run", Path.of("..", "examples", "vector-add", "vadd.sim").toString(),
                "--collectors", "aiwc,bytes-moved", "--plugin-path", jar.toString(), "--groups", "0/2", "--out",
                out.toString(), "--quiet");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("collector bytes-moved cannot split a launch over processes: its run does not"
                + " write its partials (dev.aiwc.api.collector.PortableRun)"), o.err());
        o.assertNoStackTrace();
        assertTrue(Files.notExists(out.resolve("vadd-0.piece-0-of-2.aiwcpiece")));
    }

    @Test
    void aMissingJarOrATakenNameIsRefusedNamingTheJar() throws Exception {
        CliRun.Outcome missing = CliRun.run("collectors", "--plugin-path", dir.resolve("nope.jar").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("plugin path entry " + dir.resolve("nope.jar") + " (from --plugin-path) is missing"),
                missing.err());
        missing.assertNoStackTrace();
        Path clash = buildPlugin("aiwc", "clash.jar");
        CliRun.Outcome taken = CliRun.run("collectors", "--plugin-path", clash.toString());
        assertEquals(2, taken.code());
        assertTrue(taken.err().contains("plugin " + clash + ": collector name 'aiwc' is taken by a built-in collector"),
                taken.err());
        taken.assertNoStackTrace();
    }
}
