package dev.aiwc.api.descriptor;

import java.util.List;

/**
 * One kernel invocation: the NDRange and the memory regions it can touch.
 *
 * @param invocation  index of this invocation among the invocations of the same kernel, from 0
 * @param dimensions  work dimensions (1..3)
 * @param global      global size per dimension (unused dimensions are 1)
 * @param local       local size per dimension
 * @param offset      global offset per dimension
 * @param buffers     every buffer reachable in this invocation (global, constant and local), in allocation order
 * @param buildOptions OpenCL build options used to compile the program
 * @param compiler    a description of the compile pipeline (clang version and passes)
 */
public record InvocationInfo(int invocation, int dimensions, long[] global, long[] local, long[] offset,
                             List<BufferInfo> buffers, String buildOptions, String compiler) {

    public long groups(int dim) {
        return global[dim] / local[dim];
    }

    public long groupCount() {
        return groups(0) * groups(1) * groups(2);
    }

    public long workItemsPerGroup() {
        return local[0] * local[1] * local[2];
    }

    public long workItems() {
        return global[0] * global[1] * global[2];
    }

    /** The buffer that holds {@code address} (default layout), or null. */
    public BufferInfo bufferAt(long address) {
        int space = VirtualAddress.space(address);
        int index = VirtualAddress.buffer(address);
        for (BufferInfo b : buffers) {
            if (b.space().code == space && b.index() == index) {
                return b;
            }
        }
        return null;
    }
}
