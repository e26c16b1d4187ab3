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
