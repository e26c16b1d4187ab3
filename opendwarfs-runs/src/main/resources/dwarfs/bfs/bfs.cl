// Level-synchronous breadth-first search over a graph in adjacency-list form (first edge, edge count per node):
// the graph-traversal dwarf, like OpenDwarfs bfs. The host relaunches both kernels until no node was added.

__kernel void bfs_expand(__global const int2 *nodes, __global const int *edges, __global uchar *frontier,
                         __global uchar *next, __global const uchar *visited, __global int *cost, int node_count)
{
    int id = get_global_id(0);
    if (id >= node_count || !frontier[id]) {
        return;
    }
    frontier[id] = 0;
    int2 node = nodes[id];
    for (int e = node.x; e < node.x + node.y; e++) {
        int to = edges[e];
        if (!visited[to]) {
            cost[to] = cost[id] + 1;
            next[to] = 1;
        }
    }
}

__kernel void bfs_advance(__global uchar *frontier, __global uchar *next, __global uchar *visited,
                          __global int *changed, int node_count)
{
    int id = get_global_id(0);
    if (id >= node_count || !next[id]) {
        return;
    }
    frontier[id] = 1;
    visited[id] = 1;
    next[id] = 0;
    *changed = 1;
}
