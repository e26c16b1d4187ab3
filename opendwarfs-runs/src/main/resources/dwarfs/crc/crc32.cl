// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) of fixed-size pages, one work-item per page,
// driven by a 256-entry lookup table in __constant memory: the combinational-logic dwarf.
__kernel void crc32_pages(__global const uchar *data, uint page_bytes, uint pages,
                          __constant uint *table, __global uint *crcs)
{
    uint page = get_global_id(0);
    if (page >= pages) {
        return;
    }
    __global const uchar *p = data + (size_t)page * page_bytes;
    uint crc = 0xFFFFFFFFu;
    for (uint i = 0; i < page_bytes; i++) {
        crc = table[(crc ^ p[i]) & 0xFFu] ^ (crc >> 8);
    }
    crcs[page] = ~crc;
}
