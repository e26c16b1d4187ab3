// Structs in global and private memory: field access through getelementptr, arrays of structs, nesting.
typedef struct { float x; float y; } vec2_t;
typedef struct { int id; short kind; char flag; vec2_t pos; int hist[3]; } particle_t;   // 28 bytes

__kernel void structs_gep(__global const int *seed, __global particle_t *ps, __global float *fout, __global int *out)
{
    int i = get_global_id(0);
    particle_t p;
    p.id = seed[i];
    p.kind = (short)(seed[i] * 7);
    p.flag = (char)(i & 1);
    p.pos.x = (float)seed[i] * 0.25f;
    p.pos.y = (float)i + 0.5f;
    for (int k = 0; k < 3; k++)
        p.hist[k] = k * i;
    p.hist[i % 3] += p.id;
    ps[i] = p;
    barrier(CLK_GLOBAL_MEM_FENCE);
    __global particle_t *next = &ps[(i + 1) % get_local_size(0)];
    fout[i] = p.pos.x + next->pos.y;
    out[i] = next->hist[0] + next->hist[1] * 10 + next->hist[2] * 100 + next->kind + next->flag;
}
