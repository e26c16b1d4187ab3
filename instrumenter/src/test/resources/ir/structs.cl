// Struct arguments: a particle array in global memory and a parameter block passed by value.
typedef struct {
    char tag;
    float4 position;
    int id;
    double mass;
} Particle;

typedef struct {
    float dt;
    int steps;
    short kind;
} Params;

__kernel void advance(__global Particle *particles, Params params)
{
    int i = get_global_id(0);
    __global Particle *p = &particles[i];
    p->position.x += params.dt * (float) params.steps;
    p->mass = p->mass * 0.5 + (double) p->tag;
    p->id = params.kind + i;
}
