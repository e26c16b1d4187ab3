package dev.aiwc.instrumenter.exec;

import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.IrParser;
import dev.aiwc.instrumenter.ir.Module;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A compiled method must stay under HotSpot's limit for the methods it compiles (8,000 bytes of bytecode); a kernel
 * whose methods come out larger than the limit is compiled again with smaller methods.
 */
class BlockCompilerTest {

    @Test
    void aKernelWhoseMethodsOutgrowTheLimitIsCompiledAgainInSmallerMethods() throws IOException {
        int limit = 1500;
        int retried = 0;
        int kernels = 0;
        for (Path file : fixtures()) {
            Module m = IrParser.parse(Files.readString(file), file.getFileName().toString());
            for (Function kernel : m.kernels()) {
                DecodedKernel k = KernelDecoder.decode(m, kernel.name(), file.getFileName().toString());
                String name = file.getFileName() + " " + kernel.name();
                if (BlockCompiler.compile(k) == null) {
                    continue; // too many blocks for the compiler: interpreted whatever the limit
                }
                kernels++;
                int usual = BlockCompiler.largestMethodOfLastKernel();
                assertTrue(usual <= 8000, name + ": a method of " + usual + " bytes");
                if (BlockCompiler.compile(k, limit) != null) {
                    int small = BlockCompiler.largestMethodOfLastKernel();
                    assertTrue(small <= limit, name + ": a method of " + small + " bytes, limit " + limit);
                    if (usual > limit) {
                        retried++;
                    }
                }
            }
        }
        assertTrue(kernels >= 100, "kernels compiled: " + kernels);
        // the fixtures hold kernels whose usual methods exceed 1,500 bytes and fit it when smaller
        assertTrue(retried >= 5, "kernels compiled again in smaller methods: " + retried);
    }

    private static java.util.List<Path> fixtures() throws IOException {
        Path dir = SimulatorTest.resourceDir("ir");
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
        }
    }
}
