package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The quick parse fills a command exactly as picocli does, and leaves every line it is unsure of to picocli. */
class QuickParseTest {

    /** Every annotated field of the command and its mixins, by name, as text. */
    private static Map<String, String> fields(Object o) throws IllegalAccessException {
        Map<String, String> m = new TreeMap<>();
        for (Field f : o.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            f.setAccessible(true);
            Object v = f.get(o);
            if (f.isAnnotationPresent(CommandLine.Mixin.class)) {
                for (Map.Entry<String, String> e : fields(v).entrySet()) {
                    m.put(f.getName() + "." + e.getKey(), e.getValue());
                }
            } else if (f.isAnnotationPresent(CommandLine.Option.class)
                    || f.isAnnotationPresent(CommandLine.Parameters.class)) {
                m.put(f.getName(), v == null ? "null" : v.getClass().getSimpleName() + ":" + v);
            }
        }
        return m;
    }

    private static void same(Supplier<Object> command, String... args) throws Exception {
        Object quick = command.get();
        assertTrue(QuickParse.fill(quick, args), "the quick parse declined " + List.of(args));
        Object picocli = command.get();
        new CommandLine(picocli).parseArgs(args);
        assertEquals(fields(picocli), fields(quick), "fields after " + List.of(args));
    }

    @Test
    void runLinesFillTheSameFieldsAsPicocli() throws Exception {
        same(RunCommand::new, "spec.sim");
        same(RunCommand::new, "a.sim", "b.sim", "--out", "o", "c.json");
        same(RunCommand::new, "spec.json", "--collectors", "aiwc,fermi-l1", "--threads", "2", "--out", "o", "--quiet");
        same(RunCommand::new, "--threads=3", "spec.sim", "--profile=aiwc", "--csv", "aiwc", "--dump-buffers");
        same(RunCommand::new, "spec.sim", "--gpu", "gt200", "--gpu-set", "ways=4", "--gpu-set", "sets=32",
                "--max-instructions", "1000", "--build-options", "-DN=64", "--opt", "O2", "--html", "r.html");
    }

    @Test
    void otherCommandsFillTheSameFieldsAsPicocli() throws Exception {
        same(VerifyCommand::new, "spec.json");
        same(VerifyCommand::new, "a.json", "b.sim", "--ulps", "2");
        same(VerifyCommand::new, "spec.json", "--ulps", "8", "--platform", "Portable", "--threads", "1");
    }

    @Test
    void commandsWithOptionsItDoesNotHandleAreLeftToPicocli() {
        // suite's --only splits at commas
        assertFalse(QuickParse.fill(new SuiteCommand(), new String[]{"--size", "tiny"}));
    }

    @Test
    void linesPicocliShouldAnswerAreDeclined() {
        String[][] lines = {
            {"--help"}, {"-h"}, {"spec.sim", "-V"}, {}, {"spec.sim", "--bogus"}, {"spec.sim", "--threads"},
            {"spec.sim", "--threads", "two"}, {"spec.sim", "--threads", "1", "--threads", "2"},
            {"spec.sim", "--quiet=true"}, {"a.sim", "--bogus", "b.sim"},
        };
        for (String[] line : lines) {
            assertFalse(QuickParse.fill(new RunCommand(), line), "accepted " + List.of(line));
        }
        // a spec is required: its absence is picocli's error to report
        assertFalse(QuickParse.fill(new VerifyCommand(), new String[]{"--ulps", "2"}));
    }

    @Test
    void aSubcommandIsMadeByItsNameAndHelpOrAnUnknownNameIsLeftToPicocli() {
        assertEquals(RunCommand.class, Main.subcommand("run").getClass());
        assertEquals(SuiteCommand.class, Main.subcommand("suite").getClass());
        assertEquals(CollectorsCommand.class, Main.subcommand("collectors").getClass());
        assertEquals(null, Main.subcommand("help"));
        assertEquals(null, Main.subcommand("nosuch"));
    }
}
