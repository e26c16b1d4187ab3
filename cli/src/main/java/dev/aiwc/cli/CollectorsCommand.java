package dev.aiwc.cli;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.api.collector.Setting;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.reports.characterise.Characterise;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * {@code aiwc collectors}: lists the collectors found on the class path, with the compile pipeline each counts and
 * how many settings it has; {@code aiwc collectors NAME...} lists those collectors' settings.
 */
@Command(name = "collectors", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "List the available collectors, or the settings of the ones named.")
final class CollectorsCommand implements Runnable {

    @Parameters(arity = "0..*", paramLabel = "NAME", description = "a collector whose settings to list")
    List<String> names = List.of();

    @Override
    public void run() {
        Map<String, Collector> all = Collectors.available();
        PrintStream out = System.out;
        if (names.isEmpty()) {
            for (Collector c : all.values()) {
                out.printf("%-12s %-16s %s%n", c.name(), c.pipeline().label(), c.description());
                int n = c.settings().size();
                if (n > 0) {
                    out.printf("%-29s %d setting%s: aiwc collectors %s%n", "", n, n == 1 ? "" : "s", c.name());
                }
            }
            return;
        }
        for (String name : names) {
            if (!all.containsKey(name)) {
                List<String> near = NearestNames.of(name, all.keySet());
                throw AiwcException.badInput("no collector is named '" + name + "'" + (near.isEmpty() ? ""
                        : "; did you mean " + String.join(" or ", near) + "?"), "available: "
                        + String.join(", ", all.keySet()));
            }
        }
        for (String name : names) {
            describe(all.get(name), out);
        }
    }

    /** A collector's line, then each setting: key, default and meaning, with the values allowed where fixed. */
    private static void describe(Collector c, PrintStream out) {
        out.printf("%s (%s pipeline): %s%n", c.name(), c.pipeline().label(), c.description());
        List<Setting> settings = c.settings();
        if (settings.isEmpty()) {
            out.println("  no settings");
            return;
        }
        out.println("  settings, given as --set " + c.name() + ".KEY=VALUE (KEY, default, meaning):");
        int width = settings.stream().mapToInt(s -> s.key().length()).max().orElse(0);
        int defaults = Math.min(12, settings.stream().mapToInt(s -> s.defaultValue().length()).max().orElse(0));
        for (Setting s : settings) {
            String meaning = s.meaning() + (s.allowed().isEmpty() ? "" : "; one of " + String.join(", ", s.allowed()));
            out.printf("  %-" + width + "s  %-" + Math.max(1, defaults) + "s  %s%n", s.key(),
                    s.defaultValue().isEmpty() ? "-" : s.defaultValue(), meaning);
        }
    }
}
