package dev.aiwc.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.aiwc.instrumenter.frontend.ClangFrontend;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --llvm N}: another LLVM compiles the kernel (./aiwc test installs LLVM 15 beside the default 16 for this),
 * the kernel computes the same buffers, and the recipe recorded says which compiler made the IR.
 */
class LlvmVersionTest {

    private static final Path VADD = Path.of("..", "examples", "vector-add", "vadd.sim");

    @TempDir
    Path dir;

    @AfterEach
    void backToTheDefault() {
        ClangFrontend.useLlvm(ClangFrontend.DEFAULT_LLVM);
    }

    @Test
    void llvm15CompilesTheKernelAndTheRecipeSaysSo() throws Exception {
        Path out = dir.resolve("out");
        CliRun.Outcome o = CliRun.run("run", VADD.toString(), "--llvm", "15", "--collectors", "aiwc,fermi-l1",
                "--out", out.toString(), "--dump-buffers");
        assertEquals(0, o.code(), o.err());
        // c = a + b with a = 0..15 and b = 0.5: the dump prints 0.5, 1.5, ..., 15.5
        assertTrue(o.out().contains("0.5") && o.out().contains("15.5"), o.out());
        JsonNode json = new ObjectMapper().readTree(out.resolve("vadd-0.json").toFile());
        String recipe = json.path("collectors").path("fermi-l1").path("pipeline").path("recipe").asText();
        assertTrue(recipe.contains("clang version 15") && recipe.contains("clang-15 ") && recipe.contains("opt-15 "),
                recipe);
    }

    @Test
    void aVersionOutsideThirteenToNineteenIsBadInput() throws Exception {
        CliRun.Outcome o = CliRun.run("run", VADD.toString(), "--llvm", "12", "--out", dir.resolve("o").toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains("--llvm 12 is not a version whose IR aiwc reads"), o.err());
        assertTrue(o.err().contains("Give --llvm 13 to 19"), o.err());
        o.assertNoStackTrace();
        assertTrue(!Files.exists(dir.resolve("o").resolve("vadd-0.json")));
    }
}
