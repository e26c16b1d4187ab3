package dev.aiwc.dwarfs.apps;

/** Breadth-first search with a FIFO queue: the level (edge count of a shortest path) of every node, -1 unreached. */
public final class BfsReference {

    private BfsReference() {
    }

    public static int[] levels(Bfs.Graph g, int source) {
        int n = g.nodes();
        int[] level = new int[n];
        java.util.Arrays.fill(level, -1);
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        level[source] = 0;
        queue[tail++] = source;
        while (head < tail) {
            int u = queue[head++];
            for (int e = g.first()[u]; e < g.first()[u] + g.count()[u]; e++) {
                int v = g.edges()[e];
                if (level[v] < 0) {
                    level[v] = level[u] + 1;
                    queue[tail++] = v;
                }
            }
        }
        return level;
    }
}
