// k-means clustering, the MapReduce dwarf (like OpenDwarfs kmeans): the points are transposed once to
// feature-major order for coalesced reads, then each iteration maps every point to its nearest centre; the host
// reduces the memberships to new centres and loops until no point changes cluster.

__kernel void kmeans_transpose(__global const float *points, __global float *points_by_feature, int point_count,
                               int features)
{
    int p = get_global_id(0);
    if (p >= point_count) {
        return;
    }
    for (int f = 0; f < features; f++) {
        points_by_feature[f * point_count + p] = points[p * features + f];
    }
}

__kernel void kmeans_assign(__global const float *points_by_feature, __global const float *centres,
                            __global int *membership, int point_count, int clusters, int features)
{
    int p = get_global_id(0);
    if (p >= point_count) {
        return;
    }
    int nearest = 0;
    float nearest_distance = FLT_MAX;
    for (int c = 0; c < clusters; c++) {
        float distance = 0.0f;
        for (int f = 0; f < features; f++) {
            float d = points_by_feature[f * point_count + p] - centres[c * features + f];
            distance += d * d;
        }
        if (distance < nearest_distance) {
            nearest_distance = distance;
            nearest = c;
        }
    }
    membership[p] = nearest;
}
