// y = A x for a sparse matrix in compressed sparse row form, one work-item per row (scalar CSR):
// the sparse-linear-algebra dwarf. Irregular, data-dependent loads of x through the column indices.
__kernel void spmv_csr_scalar(uint rows, __global const int *row_start, __global const int *cols,
                              __global const float *vals, __global const float *x, __global float *y)
{
    uint row = get_global_id(0);
    if (row >= rows) {
        return;
    }
    float sum = 0.0f;
    int end = row_start[row + 1];
    for (int k = row_start[row]; k < end; k++) {
        sum += vals[k] * x[cols[k]];
    }
    y[row] = sum;
}
