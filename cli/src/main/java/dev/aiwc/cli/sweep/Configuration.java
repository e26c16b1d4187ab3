package dev.aiwc.cli.sweep;

import dev.aiwc.api.result.OutputFileName;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.spec.RunSpec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One point of a sweep before the GPU is chosen: a work-group size for every invocation of the spec and the value of
 * each swept macro. The architecture-independent metrics depend on this alone, so it is simulated once.
 *
 * @param local   the work-group size of every invocation, or null for the spec's own
 * @param defines macro to value, in {@code --define} order
 */
public record Configuration(LocalSize local, Map<String, String> defines) {

    public Configuration {
        defines = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(defines));
    }

    /** For people: {@code 16x16 TILE=16}; {@code spec local} stands for the spec's own work-group sizes. */
    public String label() {
        List<String> parts = new ArrayList<>();
        parts.add(local == null ? "spec local" : local.toString());
        defines.forEach((k, v) -> parts.add(k + "=" + v));
        return String.join(" ", parts);
    }

    /** For file names: {@code 16x16_TILE-16}, made of the characters {@link OutputFileName} allows. */
    public String fileStem() {
        List<String> parts = new ArrayList<>();
        parts.add(local == null ? "spec-local" : local.toString());
        defines.forEach((k, v) -> parts.add(k + "-" + v));
        return OutputFileName.of(String.join("_", parts));
    }

    /** The OpenCL build options that set the macros: {@code -DTILE=16 -DUNROLL=4}. */
    public String buildOptions() {
        List<String> parts = new ArrayList<>();
        defines.forEach((k, v) -> parts.add("-D" + k + "=" + v));
        return String.join(" ", parts);
    }

    /** {@code spec} as this configuration runs it: every invocation at its work-group size, the macros added. */
    public RunSpec applyTo(RunSpec spec) {
        List<RunSpec.Invocation> invocations = new ArrayList<>();
        for (RunSpec.Invocation inv : spec.invocations()) {
            NDRange r = inv.range();
            NDRange range = local == null ? r : new NDRange(r.dimensions(), r.global(), local.extents(), r.offset());
            invocations.add(new RunSpec.Invocation(inv.kernel(), range, inv.args(), inv.line()));
        }
        RunSpec withLocal = new RunSpec(spec.specFile(), spec.format(), spec.source(), spec.buildOptions(),
                spec.buffers(), invocations);
        return withLocal.withExtraBuildOptions(buildOptions());
    }
}
