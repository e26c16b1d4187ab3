package dev.aiwc.fermil1;

import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The README's timing program, microbench/TimeNatively.java, compiles and writes a TIMES.csv on a real device. */
class TimeNativelyTest {
    @TempDir
    Path dir;

    private void copy(String name) throws IOException {
        try (InputStream in = TimeNativelyTest.class.getResourceAsStream("/microbench/" + name)) {
            Files.copy(in, dir.resolve(name));
        }
    }

    private static String location(Class<?> c) throws URISyntaxException {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    @Test
    void writesOneRowPerInvocationNamedLikeTheCharacterisations() throws Exception {
        assumeTrue(NativeDevice.isAvailable(), "no OpenCL platform on this machine");
        for (String n : List.of("TimeNatively.java", "latency.cl", "latency.json", "seg64.cl", "seg64.json")) {
            copy(n);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String cp = String.join(java.io.File.pathSeparator, location(NativeDevice.class),
                location(CollectorResult.class), location(org.jocl.CL.class));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        assertEquals(0, javac.run(null, null, null, "-cp", cp, "-d", classes.toString(),
                dir.resolve("TimeNatively.java").toString()));
        Path csv = dir.resolve("TIMES.csv");
        try (URLClassLoader loader = new URLClassLoader(new URL[]{classes.toUri().toURL()},
                TimeNativelyTest.class.getClassLoader())) {
            Method main = loader.loadClass("TimeNatively").getMethod("main", String[].class);
            main.invoke(null, (Object) new String[]{csv.toString(), "out", "3", dir.resolve("latency.json").toString(),
                dir.resolve("seg64.json").toString()});
        }
        List<String> lines = Files.readAllLines(csv);
        assertEquals(3, lines.size(), lines.toString());
        assertEquals("characterisation,seconds", lines.get(0));
        assertTrue(lines.get(1).startsWith("out/latency-0.json,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("out/seg64-0.json,"), lines.get(2));
        for (String row : lines.subList(1, 3)) {
            assertTrue(Double.parseDouble(row.substring(row.indexOf(',') + 1)) > 0, row);
        }
    }
}
