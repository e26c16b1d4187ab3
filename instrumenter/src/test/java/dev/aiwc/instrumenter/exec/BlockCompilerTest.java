package dev.aiwc.instrumenter.exec;

import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.IrParser;
import dev.aiwc.instrumenter.ir.Module;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A compiled method must stay under HotSpot's limit for the methods it compiles (8,000 bytes of bytecode); a kernel
 * whose methods come out larger than the limit is compiled again with smaller methods. Method boundaries stay out of
 * loops that fit one method.
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

    /**
     * A loop right after a block too large to share a method with it whole: consecutive blocks filled up to the
     * budget would put the loop's header in the first method and its body in the second, so every trip would return
     * to the driver. The method boundary goes before the loop instead, and a kernel of loops that fit no method
     * still compiles, its loops cut.
     */
    @Test
    void aMethodBoundaryGoesOutsideALoopThatFitsOneMethod() {
        for (int ops : new int[]{60, 80, 95}) {
            DecodedKernel k = decode(loopAfterLongBlock(ops, 4));
            assertNotNull(BlockCompiler.compile(k), ops + " ops");
            assertEquals(0, BlockCompiler.loopsCutOfLastKernel(), ops + " ops before the loop");
        }
        // a loop body of 300 operations fits no method of the usual budget (about 100 operations)
        DecodedKernel big = decode(loopAfterLongBlock(10, 300));
        assertNotNull(BlockCompiler.compile(big));
        assertTrue(BlockCompiler.loopsCutOfLastKernel() > 0);
    }

    /**
     * The registers a loop writes stay in locals until the method returns: the loop of {@code loopAfterLongBlock(4,
     * 3)} writes seven (the header's compare, the three bodies' sums, the next index, and the two phis on the back
     * edge); the block before it, which runs once, writes through to the array as before, and so does a kernel
     * without a loop.
     */
    @Test
    void theRegistersALoopWritesAreWrittenBackWhenTheMethodReturns() {
        assertNotNull(BlockCompiler.compile(decode(loopAfterLongBlock(4, 3))));
        assertEquals(7, BlockCompiler.writtenBackOfLastKernel());
        String straight = "target triple = \"spir64\"\n"
                + "define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {\nentry:\n  %a = add i32 %n, 1\n"
                + "  %b = mul i32 %a, 3\n  store i32 %b, ptr addrspace(1) %out, align 4\n  ret void\n}\n";
        assertNotNull(BlockCompiler.compile(decode(straight)));
        assertEquals(0, BlockCompiler.writtenBackOfLastKernel());
    }

    /**
     * LLVM IR of a kernel: a block of {@code before} chained operations, then a loop whose body is {@code body}
     * blocks of one addition each (a block per addition: a block of over 120 operations stays interpreted).
     */
    private static String loopAfterLongBlock(int before, int body) {
        StringBuilder ir = new StringBuilder("target triple = \"spir64\"\n"
                + "define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {\nentry:\n  %a0 = add i32 %n, 1\n");
        for (int i = 1; i < before; i++) {
            ir.append("  %a").append(i).append(" = mul i32 %a").append(i - 1).append(", 3\n");
        }
        ir.append("  br label %head\nhead:\n  %i = phi i32 [0, %entry], [%i1, %b").append(body - 1).append("]\n")
                .append("  %s = phi i32 [%a").append(before - 1).append(", %entry], [%s").append(body - 1)
                .append(", %b").append(body - 1).append("]\n")
                .append("  %c = icmp slt i32 %i, %n\n  br i1 %c, label %b0, label %exit\n");
        for (int b = 0; b < body; b++) {
            String prev = b == 0 ? "%s" : "%s" + (b - 1);
            ir.append("b").append(b).append(":\n  %s").append(b).append(" = add i32 ").append(prev).append(", %i\n");
            if (b == body - 1) {
                ir.append("  %i1 = add i32 %i, 1\n  br label %head\n");
            } else {
                ir.append("  br label %b").append(b + 1).append("\n");
            }
        }
        ir.append("exit:\n  store i32 %s, ptr addrspace(1) %out, align 4\n  ret void\n}\n");
        return ir.toString();
    }

    private static DecodedKernel decode(String ir) {
        Module m = IrParser.parse(ir, "loop.ll");
        return KernelDecoder.decode(m, "k", "loop.ll");
    }

    private static java.util.List<Path> fixtures() throws IOException {
        Path dir = SimulatorTest.resourceDir("ir");
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
        }
    }
}
