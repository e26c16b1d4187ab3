// One group of 64: odd work-items load one float of in[256..] before the copy; after the wait every work-item
// loads tmp[l] and stores out[l].
__kernel void split(__global const float *in, __global float *out, __local float *tmp)
{
    size_t l = get_local_id(0);
    float x = 0;
    if (l & 1) {
        x = in[256 + l];
    }
    event_t e = async_work_group_copy(tmp, in, 64, 0);
    wait_group_events(1, &e);
    out[l] = tmp[l] + x;
}
