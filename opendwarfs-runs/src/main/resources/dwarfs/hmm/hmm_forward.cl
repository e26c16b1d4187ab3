// The scaled forward algorithm of a hidden Markov model (N states, M symbols, T observations): the
// graphical-models dwarf, like OpenDwarfs hmm. alpha is T x N; after each step a single work-group normalises
// row t to sum 1 and stores the sum as the step's scale factor (log-likelihood = sum of log scales).

__kernel void hmm_init(__global float *alpha, __global const float *initial, __global const float *emission,
                       __global const int *observations, int states, int symbols)
{
    int j = get_global_id(0);
    if (j < states) {
        alpha[j] = initial[j] * emission[j * symbols + observations[0]];
    }
}

__kernel void hmm_step(__global float *alpha, __global const float *transition, __global const float *emission,
                       __global const int *observations, int states, int symbols, int t)
{
    int j = get_global_id(0);
    if (j >= states) {
        return;
    }
    __global const float *previous = alpha + (t - 1) * states;
    float sum = 0.0f;
    for (int i = 0; i < states; i++) {
        sum += previous[i] * transition[i * states + j];
    }
    alpha[t * states + j] = sum * emission[j * symbols + observations[t]];
}

// One work-group of a power-of-two size: tree reduction in local memory, then every item rescales its share.
__kernel void hmm_normalise(__global float *alpha, __global float *scale, int states, int t, __local float *partial)
{
    int lid = get_local_id(0);
    int size = get_local_size(0);
    __global float *row = alpha + t * states;
    float sum = 0.0f;
    for (int j = lid; j < states; j += size) {
        sum += row[j];
    }
    partial[lid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = size / 2; stride > 0; stride /= 2) {
        if (lid < stride) {
            partial[lid] += partial[lid + stride];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float total = partial[0];
    for (int j = lid; j < states; j += size) {
        row[j] = row[j] / total;
    }
    if (lid == 0) {
        scale[t] = total;
    }
}
