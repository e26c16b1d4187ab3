package dev.aiwc.instrumenter.ir;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Reads the clang-generated IR fixtures under src/test/resources/ir and finds things in parsed modules. */
final class Fixtures {
    static final List<Integer> CLANG_VERSIONS = List.of(13, 14, 15, 16, 19);

    private Fixtures() {
    }

    static String text(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/ir/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource ir/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses {@code <kernel>.clang<version>.<level>.ll}. */
    static Module module(String kernel, int clangVersion, String level) {
        String name = kernel + ".clang" + clangVersion + "." + level + ".ll";
        return IrParser.parse(text(name), name);
    }

    static List<Instruction> instructions(Function f, Predicate<Instruction> which) {
        List<Instruction> out = new ArrayList<>();
        for (BasicBlock b : f.blocks()) {
            for (Instruction i : b.instructions()) {
                if (which.test(i)) {
                    out.add(i);
                }
            }
        }
        return out;
    }

    static List<Instruction> calls(Function f, String callee) {
        return instructions(f, i -> i.opcode().equals("call") && callee.equals(i.calleeName()));
    }

    static Instruction only(List<Instruction> list) {
        if (list.size() != 1) {
            throw new AssertionError("expected exactly one instruction, found " + list.size() + ": " + list);
        }
        return list.get(0);
    }
}
