package dev.aiwc.instrumenter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Types;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every builtin declaration clang-16 emits for a kernel that calls all OpenCL 1.2 pure builtins over many types
 * (test resource builtins/clang16_declarations.ll) demangles and resolves, and runs without failing.
 */
class ClangDeclarationsTest {
    private static final Pattern DECLARE = Pattern.compile("(.+) @([\\w.]+)\\((.*)\\)");

    private record Declaration(String name, IrType.FunctionType type) {
    }

    private static List<Declaration> declarations() throws IOException {
        List<Declaration> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                ClangDeclarationsTest.class.getResourceAsStream("/builtins/clang16_declarations.ll"),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                Matcher m = DECLARE.matcher(line.trim());
                if (!m.matches()) {
                    continue;
                }
                List<IrType> params = new ArrayList<>();
                for (String p : m.group(3).split(",\\s*")) {
                    if (!p.isBlank()) {
                        params.add(type(p.trim()));
                    }
                }
                out.add(new Declaration(m.group(2), new IrType.FunctionType(type(m.group(1).trim()), params, false)));
            }
        }
        return out;
    }

    /** The few type spellings a builtin declaration uses. */
    private static IrType type(String t) {
        if (t.startsWith("<")) {
            String[] parts = t.substring(1, t.length() - 1).split(" x ");
            return new IrType.VectorType(Integer.parseInt(parts[0].trim()), type(parts[1].trim()));
        }
        if (t.startsWith("ptr")) {
            Matcher as = Pattern.compile("addrspace\\((\\d+)\\)").matcher(t);
            return new IrType.PointerType(as.find() ? Integer.parseInt(as.group(1)) : 0, null);
        }
        return switch (t) {
            case "float" -> Types.FLOAT;
            case "double" -> Types.DOUBLE;
            case "half" -> Types.HALF;
            case "void" -> Types.VOID;
            default -> new IrType.IntType(Integer.parseInt(t.substring(1)));
        };
    }

    private static int slots(IrType t) {
        return t instanceof IrType.VectorType v ? v.length() : 1;
    }

    @Test
    void everyDeclarationDemangles() throws IOException {
        List<Declaration> all = declarations();
        assertTrue(all.size() > 1900, "read " + all.size() + " declarations");
        for (Declaration d : all) {
            MangledName m = MangledName.parse(d.name());
            assertNotNull(m, d.name());
            assertEquals(d.type().params().size(), m.params().size(), d.name());
            for (int i = 0; i < m.params().size(); i++) {
                assertEquals(slots(d.type().params().get(i)), m.param(i).isPointer() ? 1 : m.param(i).lanes(),
                        d.name() + " parameter " + i);
            }
        }
    }

    @Test
    void everyDeclarationResolvesAndRuns() throws IOException {
        List<String> unresolved = new ArrayList<>();
        long[] r = new long[256];
        for (Declaration d : declarations()) {
            ResolvedBuiltin b = Builtins.resolve(d.name(), d.type());
            if (b == null) {
                unresolved.add(d.name());
                continue;
            }
            int[] args = new int[d.type().params().size()];
            for (int i = 0; i < args.length; i++) {
                args[i] = 1 + 17 * i;
            }
            java.util.Arrays.fill(r, 0x3f80_0000L); // float 1.0 / small ints everywhere
            b.function().apply(r, 3, args, 100);
            if (b.outPointerArg() >= 0) {
                assertTrue(b.outLanes() >= 1 && (b.outElementBytes() == 4 || b.outElementBytes() == 8
                        || b.outElementBytes() == 2), d.name());
            }
        }
        assertTrue(unresolved.isEmpty(), unresolved.size() + " unresolved: " + unresolved);
    }
}
