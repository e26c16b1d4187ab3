package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.PublishedArguments;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

/**
 * bfs (graph-traversal/bfs, {@code bfs test/graph-traversal/bfs/graphN.txt}): the Rodinia graph format (node count,
 * (first edge, degree) per node, source, edge count, (target, weight) per edge), source node 0, int masks; then
 * write the stop flag, kernel1, kernel2, read the flag, until it stays 0. Work-groups of min(nodes, 256) items,
 * the global size rounded up to a multiple.
 */
final class BfsDriver implements OriginalDriver {

    @Override
    public Benchmark benchmark() {
        return Benchmark.BFS;
    }

    static String file(String size) {
        return PublishedArguments.fromCheckoutRoot(Benchmark.BFS.published(size).word(0));
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        DataFileReader in = new DataFileReader(checkout.data(file(size)));
        int n = in.nextInt();
        int[] nodes = new int[2 * n];
        for (int i = 0; i < n; i++) {
            nodes[2 * i] = in.nextInt();
            nodes[2 * i + 1] = in.nextInt();
        }
        in.nextInt(); // the file's source node, which the original ignores (it always starts at 0)
        int edgeCount = in.nextInt();
        int[] edges = new int[edgeCount];
        for (int e = 0; e < edgeCount; e++) {
            edges[e] = in.nextInt();
            in.nextInt(); // edge weight, unused
        }
        int[] mask = new int[n];
        int[] visited = new int[n];
        int[] cost = new int[n];
        java.util.Arrays.fill(cost, -1);
        mask[0] = 1;
        visited[0] = 1;
        cost[0] = 0;
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        BufferHandle nodesBuf = host.buffer("d_graph_nodes", nodes);
        BufferHandle edgesBuf = host.buffer("d_graph_edges", edges);
        BufferHandle maskBuf = host.buffer("d_graph_mask", mask);
        BufferHandle updatingBuf = host.buffer("d_updating_graph_mask", new int[n]);
        BufferHandle visitedBuf = host.buffer("d_graph_visited", visited);
        BufferHandle costBuf = host.buffer("d_cost", cost);
        BufferHandle overBuf = host.buffer("d_over", 4);
        long local = Math.min(n, 256);
        var range = HostSession.range(HostSession.roundUp(n, local), local);
        int stop;
        int levels = 0;
        do {
            if (++levels > n + 1) {
                throw AiwcException.kernelFailure("bfs did not terminate after " + n + " levels.",
                        "The stop flag stayed set: the kernels misbehave on this device.");
            }
            host.write(overBuf, new int[]{0});
            host.launch(program, "kernel1", range, HostSession.buf(nodesBuf), HostSession.buf(edgesBuf),
                    HostSession.buf(maskBuf), HostSession.buf(updatingBuf), HostSession.buf(visitedBuf),
                    HostSession.buf(costBuf), KernelArg.i32(n));
            host.launch(program, "kernel2", range, HostSession.buf(maskBuf), HostSession.buf(updatingBuf),
                    HostSession.buf(visitedBuf), HostSession.buf(overBuf), KernelArg.i32(n));
            stop = host.ints(overBuf)[0];
        } while (stop == 1);
        host.bytes(costBuf);
    }
}
