package dev.aiwc.fermil1.cache;

/** How a byte address selects a cache set. */
public final class SetIndex {
    private SetIndex() {
    }

    /** Line number modulo the set count. */
    public static int linear(long address, int lineShift, int sets) {
        return (int) Math.floorMod(address >>> lineShift, (long) sets);
    }

    /**
     * An XOR fold of the whole line number onto the set bits (sets a power of two): consecutive lines still take
     * consecutive sets, and power-of-two strides of any size spread over every set instead of landing on one.
     */
    public static int xorFold(long address, int lineShift, int sets) {
        if (sets == 1) {
            return 0;
        }
        int bits = Integer.numberOfTrailingZeros(sets);
        long line = address >>> lineShift;
        long set = 0;
        for (; line != 0; line >>>= bits) {
            set ^= line;
        }
        return (int) (set & (sets - 1));
    }

    /**
     * The Fermi L1 hash (Nugteren et al., HPCA 2014): set bit i (i = 0..4) is address bit 7+i XOR address bit
     * 13, 14, 15, 17, 19 respectively; with 64 sets (48 KB) address bit 12 is the sixth set bit.
     */
    public static int fermiHash(long address, int sets) {
        long low = (address >>> 7) & 0x1F;
        long high = ((address >>> 13) & 0x7) | ((address >>> 14) & 0x8) | ((address >>> 15) & 0x10);
        int set = (int) (low ^ high);
        if (sets == 64) {
            set |= (int) ((address >>> 12) & 1) << 5;
        }
        return set;
    }
}
