// Needleman-Wunsch global alignment scores on an (n+1) x (n+1) matrix, 16 x 16 blocks: each launch computes one
// anti-diagonal band of blocks, each work-group one block, with an in-block wavefront in local memory. The
// dynamic-programming dwarf, like OpenDwarfs nw: one kernel for the bands up to the main anti-diagonal, one after.
#define B 16

__attribute__((always_inline)) inline int best(int diagonal, int up, int left)
{
    return max(diagonal, max(up, left));
}

// Computes block (bx, by): its cells are rows by*B+1 .. by*B+B and columns bx*B+1 .. bx*B+B.
__attribute__((always_inline)) inline void block(__global int *score, __global const int *similarity, int n, int penalty, int bx, int by,
                  __local int *tile, __local int *sim)
{
    int tx = get_local_id(0);
    int pitch = n + 1;
    int row0 = by * B;
    int col0 = bx * B;
    // tile is (B+1) x (B+1): row 0 is the north border, column 0 the west border
    if (tx == 0) {
        tile[0] = score[row0 * pitch + col0];
    }
    tile[tx + 1] = score[row0 * pitch + col0 + tx + 1];
    tile[(tx + 1) * (B + 1)] = score[(row0 + tx + 1) * pitch + col0];
    for (int r = 0; r < B; r++) {
        sim[r * B + tx] = similarity[(row0 + r + 1) * pitch + col0 + tx + 1];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    // anti-diagonals of the block, growing then shrinking
    for (int m = 0; m < 2 * B - 1; m++) {
        int x = m < B ? tx : tx + m - B + 1;
        int y = m - x;
        if (x < B && y >= 0 && y < B && x <= m) {
            int cell = (y + 1) * (B + 1) + x + 1;
            tile[cell] = best(tile[cell - B - 2] + sim[y * B + x], tile[cell - B - 1] - penalty,
                              tile[cell - 1] - penalty);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int r = 0; r < B; r++) {
        score[(row0 + r + 1) * pitch + col0 + tx + 1] = tile[(r + 1) * (B + 1) + tx + 1];
    }
}

// Band `band` (1-based) of the upper-left triangle: `band` blocks, block g at column g, row band-1-g.
__kernel void nw_band_upper(__global int *score, __global const int *similarity, int n, int penalty, int band)
{
    __local int tile[(B + 1) * (B + 1)];
    __local int sim[B * B];
    int g = get_group_id(0);
    block(score, similarity, n, penalty, g, band - 1 - g, tile, sim);
}

// Band `band` (counting down from blocks-1 to 1) of the lower-right triangle.
__kernel void nw_band_lower(__global int *score, __global const int *similarity, int n, int penalty, int band)
{
    __local int tile[(B + 1) * (B + 1)];
    __local int sim[B * B];
    int blocks = n / B;
    int g = get_group_id(0);
    block(score, similarity, n, penalty, g + blocks - band, blocks - 1 - g, tile, sim);
}
