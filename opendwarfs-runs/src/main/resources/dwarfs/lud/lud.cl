// Blocked LU decomposition without pivoting (Doolittle: unit lower L, upper U, stored in place) of an n x n
// row-major matrix in 16 x 16 blocks: the dense-linear-algebra dwarf, like OpenDwarfs lud. For each block step
// at `offset`: factor the diagonal block, solve the perimeter blocks of its row (U) and column (L), then update
// the trailing internal blocks; a last diagonal launch factors the bottom-right block.
#define B 16

__kernel void lud_diagonal(__global float *m, int n, int offset)
{
    __local float a[B][B];
    int t = get_local_id(0);
    for (int i = 0; i < B; i++) {
        a[i][t] = m[(offset + i) * n + offset + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    // work-item t owns row t; row k is final before step k
    for (int k = 0; k < B - 1; k++) {
        if (t > k) {
            float l = a[t][k] / a[k][k];
            a[t][k] = l;
            for (int j = k + 1; j < B; j++) {
                a[t][j] -= l * a[k][j];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int i = 0; i < B; i++) {
        m[(offset + i) * n + offset + t] = a[i][t];
    }
}

// 2B work-items per group; group g handles the (g+1)-th block right of the diagonal block (U: items 0..B-1,
// one column each) and the (g+1)-th block below it (L: items B..2B-1, one row each).
__kernel void lud_perimeter(__global float *m, int n, int offset)
{
    __local float dia[B][B];
    __local float row[B][B];
    __local float col[B][B];
    int t = get_local_id(0);
    int block = (get_group_id(0) + 1) * B;
    int u = t < B ? t : t - B;
    for (int i = 0; i < B; i++) {
        if (t < B) {
            dia[i][u] = m[(offset + i) * n + offset + u];
            row[i][u] = m[(offset + i) * n + offset + block + u];
        } else {
            col[i][u] = m[(offset + block + i) * n + offset + u];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < B) {
        // forward substitution with the unit lower triangle: column u of U
        for (int i = 1; i < B; i++) {
            float s = row[i][u];
            for (int k = 0; k < i; k++) {
                s -= dia[i][k] * row[k][u];
            }
            row[i][u] = s;
        }
    } else {
        // row u of L solves l * U_diag = a
        for (int j = 0; j < B; j++) {
            float s = col[u][j];
            for (int k = 0; k < j; k++) {
                s -= col[u][k] * dia[k][j];
            }
            col[u][j] = s / dia[j][j];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = 0; i < B; i++) {
        if (t < B) {
            m[(offset + i) * n + offset + block + u] = row[i][u];
        } else {
            m[(offset + block + i) * n + offset + u] = col[i][u];
        }
    }
}

// One B x B group per trailing block: A_ij -= L_i * U_j over the block step's B columns.
__kernel void lud_internal(__global float *m, int n, int offset)
{
    __local float l[B][B];
    __local float u[B][B];
    int tx = get_local_id(0);
    int ty = get_local_id(1);
    int r = offset + (get_group_id(1) + 1) * B;
    int c = offset + (get_group_id(0) + 1) * B;
    l[ty][tx] = m[(r + ty) * n + offset + tx];
    u[ty][tx] = m[(offset + ty) * n + c + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0.0f;
    for (int k = 0; k < B; k++) {
        s += l[ty][k] * u[k][tx];
    }
    m[(r + ty) * n + c + tx] -= s;
}
