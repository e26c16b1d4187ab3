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

    /**
     * The line number, read as a polynomial over GF(2), modulo {@code polynomial} (whose degree is the number of set
     * bits): the set index of Rau's pseudo-randomly interleaved memory (ISCA 1991), used for GPU caches by GPGPU-Sim.
     * The low set bits pass through unchanged before the higher bits fold in, so any aligned run of {@code sets}
     * consecutive lines takes every set once, and, with an irreducible polynomial, no power-of-two stride lands on
     * fewer sets than it has lines; strides that are not powers of two can still crowd some sets.
     */
    public static int polynomial(long line, int polynomial) {
        int degree = 31 - Integer.numberOfLeadingZeros(polynomial);
        long r = line;
        for (int bit = 63 - Long.numberOfLeadingZeros(r); bit >= degree; bit--) {
            if ((r >>> bit & 1) != 0) {
                r ^= (long) polynomial << (bit - degree);
            }
        }
        return (int) r;
    }

    /** The irreducible polynomial of {@code degree} with the smallest coefficients (e.g. x^5+x^2+1 for 5). */
    public static int firstIrreducible(int degree) {
        for (int p = (1 << degree) | 1; ; p += 2) {
            boolean irreducible = true;
            for (int d = 2; d < 1 << (degree / 2 + 1) && irreducible; d++) {
                irreducible = polynomial(p, d) != 0;
            }
            if (irreducible) {
                return p;
            }
        }
    }

    /**
     * {@link #polynomial} by table: the residue is linear in the line's bits, so it is the XOR of the residues of
     * the line's eight bytes, each looked up in 256 precomputed entries.
     */
    public record PolynomialTable(int[] residues) {
        public static PolynomialTable of(int polynomial) {
            int[] t = new int[8 * 256];
            for (int b = 0; b < 8; b++) {
                for (int v = 0; v < 256; v++) {
                    t[b * 256 + v] = polynomial((long) v << (8 * b), polynomial);
                }
            }
            return new PolynomialTable(t);
        }

        /** Eight lookups whatever the line (a zero byte's residue is 0), so no branch depends on the line. */
        public int set(long line) {
            int[] r = residues;
            return r[(int) line & 0xFF] ^ r[256 + ((int) (line >>> 8) & 0xFF)]
                    ^ r[512 + ((int) (line >>> 16) & 0xFF)] ^ r[768 + ((int) (line >>> 24) & 0xFF)]
                    ^ r[1024 + ((int) (line >>> 32) & 0xFF)] ^ r[1280 + ((int) (line >>> 40) & 0xFF)]
                    ^ r[1536 + ((int) (line >>> 48) & 0xFF)] ^ r[1792 + (int) (line >>> 56)];
        }
    }
}
