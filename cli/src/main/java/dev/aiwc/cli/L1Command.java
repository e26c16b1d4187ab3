package dev.aiwc.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.aiwc.fermil1.trace.MemoryTraceSimulation;
import dev.aiwc.reports.characterise.Characterise;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code aiwc l1 TRACE}: the warp-schedule and L1 model on an external per-thread memory trace. */
@Command(name = "l1", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Run the fermi-l1 model on a per-thread memory trace (no kernel needed).")
final class L1Command implements Callable<Integer> {
    @Parameters(index = "0", description = "trace file: first line 'blocksize: x y z', then 'thread direction address bytes'")
    Path trace;

    @Option(names = "--gpu", description = "GPU with an L1: gtx480-16k, gtx480-48k, gtx470-16k, gtx470-48k, v100 or"
            + " h100 (default h100)")
    String gpu;

    @Option(names = "--gpu-set", description = "override a parameter, KEY=VALUE (repeatable)")
    List<String> gpuSet = List.of();

    @Option(names = "--export", description = "write the scheduled trace as CSV for access-pattern plots")
    Path export;

    @Option(names = "--out", description = "write the result JSON here instead of standard output")
    Path out;

    @Override
    public Integer call() throws IOException {
        Map<String, String> settings = KeyValues.parse("--gpu-set", gpuSet, "--gpu-set l1.size=48k");
        Map<String, Object> result = MemoryTraceSimulation.simulate(trace, gpu, settings, export);
        String json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(result);
        if (out != null) {
            Files.writeString(out, json + "\n");
            System.out.println("fermi-l1 result: " + out.toAbsolutePath().normalize());
        } else {
            System.out.println(json);
        }
        if (export != null) {
            System.out.println("scheduled trace: " + export.toAbsolutePath().normalize());
        }
        return 0;
    }
}
