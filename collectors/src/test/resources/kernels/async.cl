// Each group copies its 64 floats of in to local memory, waits, and every item writes tmp[0] to out.
__kernel void copy(__global const float *in, __global float *out, __local float *tmp)
{
    event_t e = async_work_group_copy(tmp, in + get_group_id(0) * 64, 64, 0);
    wait_group_events(1, &e);
    out[get_global_id(0)] = tmp[0];
}
