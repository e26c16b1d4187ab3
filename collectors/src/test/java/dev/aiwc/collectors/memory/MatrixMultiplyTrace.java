package dev.aiwc.collectors.memory;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.collectors.trace.KernelBuilder;
import dev.aiwc.collectors.trace.Replay;
import dev.aiwc.collectors.trace.TraceBuilder;

import static dev.aiwc.collectors.trace.Replay.buffer;

/**
 * The access pattern of a naive row-major float matrix multiply C = A B of size N x N on an N x N NDRange with
 * 4 x 4 work-groups: work-item (row i, column j) loads A[i][k] then B[k][j] for k = 0..N-1, then stores C[i][j].
 * A is buffer 1, B buffer 2, C buffer 3.
 */
final class MatrixMultiplyTrace {
    static final int TILE = 4;
    final int n;
    final KernelDescriptor kernel;
    final InvocationInfo invocation;
    final TraceBuilder trace = new TraceBuilder();

    MatrixMultiplyTrace(int n) {
        this.n = n;
        KernelBuilder k = new KernelBuilder("mm");
        int entry = k.block("call:get_global_id", "call:get_global_id", "br").branch(1);
        int loop = k.block("phi", "load.g", "load.g", "fmul", "fadd", "add", "icmp", "br").conditional(1, 2);
        int exit = k.block("store.g", "ret").ret();
        kernel = k.build();
        invocation = Replay.invocation2d(n, n, TILE, TILE, buffer("A", AddressSpace.GLOBAL, 1),
                buffer("B", AddressSpace.GLOBAL, 2), buffer("C", AddressSpace.GLOBAL, 3));
        int loadA = k.instructionId(loop, 1);
        int loadB = k.instructionId(loop, 2);
        int store = k.instructionId(exit, 0);
        int groupsPerRow = n / TILE;
        for (int g = 0; g < groupsPerRow * groupsPerRow; g++) {
            int gx = g % groupsPerRow;
            int gy = g / groupsPerRow;
            trace.group(g, TILE * TILE, (item, s, e) -> {
                int j = gx * TILE + item % TILE;
                int i = gy * TILE + item / TILE;
                e.block(entry);
                for (int kk = 0; kk < n; kk++) {
                    e.block(loop);
                    e.load(loadA, AddressSpace.GLOBAL, Replay.address(1, 4L * (i * n + kk)));
                    e.load(loadB, AddressSpace.GLOBAL, Replay.address(2, 4L * (kk * n + j)));
                }
                e.block(exit);
                e.store(store, AddressSpace.GLOBAL, Replay.address(3, 4L * (i * n + j)));
            });
        }
    }
}
