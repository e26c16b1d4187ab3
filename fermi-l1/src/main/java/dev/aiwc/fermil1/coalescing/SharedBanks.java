package dev.aiwc.fermil1.coalescing;

/**
 * The shared (OpenCL local) memory bank model: a warp request is served in as many passes as the largest number
 * of distinct words any bank must deliver (lanes reading the same word are served by one broadcast). 8-byte accesses
 * are served per half-warp and 16-byte accesses per quarter-warp, as on compute capability 2.x (with 16 banks, as on
 * GT200, per half-warp and smaller), so the degree is the worst of those sub-requests.
 */
public final class SharedBanks {
    private final int banks;
    private final int bankBytes;
    private final long[] words = new long[32 * 8];
    private final int[] perBank;

    public SharedBanks(int banks, int bankBytes) {
        this.banks = banks;
        this.bankBytes = bankBytes;
        this.perBank = new int[banks];
    }

    /** Conflict degree of one warp request: 1 means conflict-free. */
    public int degree(int laneCount, int[] lanes, long[] addresses, int bytes) {
        int width = Math.max(bytes, 1);
        // Lanes served per pass: as many as the banks can deliver one word each (32 on Fermi, a half-warp with the
        // 16 banks of GT200), halved for 8-byte and quartered for 16-byte words.
        int group = Math.max(1, banks * bankBytes / Math.max(width, bankBytes));
        int worst = laneCount == 0 ? 0 : 1;
        int i = 0;
        while (i < laneCount) {
            int g = lanes[i] / group;
            int n = 0;
            while (i < laneCount && lanes[i] / group == g) {
                long first = addresses[i] / bankBytes;
                long last = (addresses[i] + width - 1) / bankBytes;
                for (long w = first; w <= last && n < words.length; w++) {
                    words[n++] = w;
                }
                i++;
            }
            worst = Math.max(worst, degreeOf(n));
        }
        return worst;
    }

    private int degreeOf(int n) {
        java.util.Arrays.sort(words, 0, n);
        int worst = 0;
        // Distinct words per bank: after sorting, count each distinct word once in its bank.
        java.util.Arrays.fill(perBank, 0);
        long previous = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            long w = words[i];
            if (w != previous) {
                int bank = (int) Math.floorMod(w, (long) banks);
                worst = Math.max(worst, ++perBank[bank]);
                previous = w;
            }
        }
        return worst;
    }
}
