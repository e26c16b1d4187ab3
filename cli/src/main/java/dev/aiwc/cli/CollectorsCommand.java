package dev.aiwc.cli;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.Collectors;
import picocli.CommandLine.Command;

/** {@code aiwc collectors}: lists the collectors found on the class path, with the compile pipeline each counts. */
@Command(name = "collectors", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "List the available collectors.")
final class CollectorsCommand implements Runnable {
    @Override
    public void run() {
        for (Collector c : Collectors.available().values()) {
            System.out.printf("%-12s %-16s %s%n", c.name(), c.pipeline().label(), c.description());
        }
    }
}
