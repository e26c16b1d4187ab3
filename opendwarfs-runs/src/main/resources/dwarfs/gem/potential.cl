// Electrostatic potential at surface vertices from point charges (Coulomb sum over every atom), one work-item
// per vertex: the N-body dwarf, like OpenDwarfs gem. Atoms are float4 (x, y, z, charge).
__kernel void coulomb_potential(__global const float4 *atoms, uint atom_count,
                                __global const float4 *vertices, uint vertex_count,
                                float coulomb_constant, __global float *potential)
{
    uint v = get_global_id(0);
    if (v >= vertex_count) {
        return;
    }
    float3 p = vertices[v].xyz;
    float sum = 0.0f;
    for (uint a = 0; a < atom_count; a++) {
        float4 atom = atoms[a];
        float3 d = p - atom.xyz;
        float r = sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
        sum += atom.w / r;
    }
    potential[v] = coulomb_constant * sum;
}
