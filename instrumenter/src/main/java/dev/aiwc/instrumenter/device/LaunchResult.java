package dev.aiwc.instrumenter.device;

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
 * @param seconds      wall time of the launch
 * @param instructions simulated IR instructions (0 on a native device)
 * @param descriptor   the static descriptor (null on a native device)
 * @param info         invocation info (null on a native device)
 * @param results      collector name to its result (empty on a native device)
 * @param times        collector name to where its time went (empty on a native device)
 */
public record LaunchResult(String kernel, int invocation, NDRange range, double seconds, long instructions,
                           KernelDescriptor descriptor, InvocationInfo info, Map<String, CollectorResult> results,
                           Map<String, CollectorTime> times) {
}
