package dev.aiwc.instrumenter.device;

import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.result.CollectorTime;

import java.util.Map;

/**
 * What one kernel launch produced.
 *
 * @param kernel       kernel name
 * @param invocation   index among launches of this kernel on this device, from 0
 * @param range        the NDRange actually used (local size resolved)
 * @param seconds      wall time of the launch, from its start until its collectors finished (where the device
 *                     defers results, that finish overlaps later launches)
 * @param instructions simulated IR instructions of the pass that ran on the buffers themselves, the first of
 *                     {@code pipelines} (0 on a native device)
 * @param descriptor   that pass's static descriptor (null on a native device)
 * @param info         that pass's invocation info (null on a native device)
 * @param results      collector name to its result (empty on a native device)
 * @param times        collector name to where its time went (empty on a native device)
 * @param pipelines    each compile pipeline the launch was simulated under, in pass order, with its recipe and
 *                     instructions (empty on a native device)
 * @param collectorPipelines collector name to the pipeline whose trace it counted (empty on a native device)
 */
public record LaunchResult(String kernel, int invocation, NDRange range, double seconds, long instructions,
                           KernelDescriptor descriptor, InvocationInfo info, Map<String, CollectorResult> results,
                           Map<String, CollectorTime> times, Map<Pipeline, PipelineRun> pipelines,
                           Map<String, Pipeline> collectorPipelines) {

    /** A launch that no simulator pass describes (a native device's). */
    public LaunchResult(String kernel, int invocation, NDRange range, double seconds, long instructions,
                        KernelDescriptor descriptor, InvocationInfo info, Map<String, CollectorResult> results,
                        Map<String, CollectorTime> times) {
        this(kernel, invocation, range, seconds, instructions, descriptor, info, results, times, Map.of(), Map.of());
    }
}
