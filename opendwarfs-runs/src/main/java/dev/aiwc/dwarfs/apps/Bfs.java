package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * Graph traversal: level-synchronous BFS from node 0. The host loop clears a "changed" flag, launches the expand
 * and advance kernels and reads the flag back, until a level adds no node: the launch count depends on the graph.
 */
public final class Bfs implements BuiltInApplication {

    static final int LOCAL = 64;

    /**
     * {@code nodes} nodes, each with 1..7 out-edges; an edge goes to a node within {@code reach} positions with
     * probability 0.9 (a road-network-like locality that makes the graph deep), anywhere otherwise.
     */
    public record Shape(int nodes, int reach) {
    }

    /** Adjacency lists: node i's out-edges are edges[first[i] .. first[i]+count[i]). */
    public record Graph(int[] first, int[] count, int[] edges) {
        public int nodes() {
            return first.length;
        }

        public long workingSetBytes() {
            return 8L * nodes() + 4L * edges.length + 3L * nodes() + 4L * nodes() + 4;
        }
    }

    public static Shape shape(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> new Shape(800, 40);
            case SMALL -> new Shape(6000, 100);
            case MEDIUM -> new Shape(200_000, 1000);
            case LARGE -> new Shape(500_000, 2000);
        };
    }

    public static Graph generate(Shape s, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int n = s.nodes();
        int[] first = new int[n];
        int[] count = new int[n];
        int total = 0;
        for (int i = 0; i < n; i++) {
            count[i] = rnd.nextInt(1, 8);
            first[i] = total;
            total += count[i];
        }
        int[] edges = new int[total];
        for (int e = 0; e < total; e++) {
            edges[e] = -1;
        }
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < count[i]; k++) {
                int to;
                if (rnd.nextDouble() < 0.9) {
                    to = Math.floorMod(i + rnd.nextInt(-s.reach(), s.reach() + 1), n);
                } else {
                    to = rnd.nextInt(n);
                }
                edges[first[i] + k] = to;
            }
        }
        return new Graph(first, count, edges);
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.BFS;
    }

    @Override
    public long workingSetBytes(String size) {
        return generate(shape(size), Seeds.builtIn(benchmark(), size)).workingSetBytes();
    }

    /** Exact: two launches per level plus the final level that finds nothing new, depth from the reference BFS. */
    @Override
    public long plannedInvocations(String size) {
        int[] cost = BfsReference.levels(generate(shape(size), Seeds.builtIn(benchmark(), size)), 0);
        int depth = 0;
        for (int c : cost) {
            depth = Math.max(depth, c);
        }
        return 2L * (depth + 1);
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        Graph g = generate(shape(size), Seeds.builtIn(benchmark(), size));
        int n = g.nodes();
        int[] nodes = new int[2 * n];
        for (int i = 0; i < n; i++) {
            nodes[2 * i] = g.first()[i];
            nodes[2 * i + 1] = g.count()[i];
        }
        byte[] frontier = new byte[n];
        byte[] visited = new byte[n];
        int[] cost = new int[n];
        java.util.Arrays.fill(cost, -1);
        frontier[0] = 1;
        visited[0] = 1;
        cost[0] = 0;
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle nodesBuf = host.buffer("nodes", nodes);
        BufferHandle edgesBuf = host.buffer("edges", g.edges());
        BufferHandle frontierBuf = host.buffer("frontier", frontier);
        BufferHandle nextBuf = host.buffer("next", (long) n);
        BufferHandle visitedBuf = host.buffer("visited", visited);
        BufferHandle costBuf = host.buffer("cost", cost);
        BufferHandle changedBuf = host.buffer("changed", 4);
        var range = HostSession.range(HostSession.roundUp(n, LOCAL), LOCAL);
        int[] changed = {1};
        int levels = 0;
        while (changed[0] != 0) {
            if (++levels > n + 1) {
                throw AiwcException.kernelFailure("bfs (" + size + ") did not terminate after " + n + " levels.",
                        "The changed flag stayed set; the advance kernel is wrong on this device.");
            }
            host.write(changedBuf, new int[]{0});
            host.launch(program, "bfs_expand", range, HostSession.buf(nodesBuf), HostSession.buf(edgesBuf),
                    HostSession.buf(frontierBuf), HostSession.buf(nextBuf), HostSession.buf(visitedBuf),
                    HostSession.buf(costBuf), KernelArg.i32(n));
            host.launch(program, "bfs_advance", range, HostSession.buf(frontierBuf), HostSession.buf(nextBuf),
                    HostSession.buf(visitedBuf), HostSession.buf(changedBuf), KernelArg.i32(n));
            changed = host.ints(changedBuf);
        }
        ResultCheck.exact("bfs (" + size + ") levels", host.ints(costBuf), BfsReference.levels(g, 0));
    }
}
