package dev.aiwc.fermil1.coalescing;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * Turns the lanes of one warp memory instruction into memory requests, under one of three protocols:
 * <ul>
 *   <li>{@code fermi} (compute capability 2.x, L1-cached loads): one request per distinct cache line; 8-byte
 *       accesses are handled per half-warp and 16-byte accesses per quarter-warp.</li>
 *   <li>{@code segments} (compute capability 1.2/1.3): per half-warp, segments of 32/64/128 bytes for 1/2/4+-byte
 *       words, each shrunk to 64 and then 32 bytes when only its lower or upper half is used.</li>
 *   <li>{@code sectored} (Volta and later): one request per distinct line for the whole warp, with a mask of the
 *       32-byte sectors touched.</li>
 * </ul>
 * An access that straddles a boundary touches both lines/segments. Instances are scratch state: one per thread.
 */
public final class Coalescer {
    public enum Policy { FERMI, SEGMENTS, SECTORED }

    private final Policy policy;
    private final int lineShift;
    private final int sectorShift;
    private final int sectorsPerLine;

    private final long[] segBase = new long[128];
    private final int[] segLo = new int[128];
    private final int[] segHi = new int[128];
    private final int[] segSize = new int[128];
    private int segments;
    private final LongArrayList scratchLines = new LongArrayList();
    private final IntArrayList scratchMasks = new IntArrayList();

    /** Transactions of the last {@link #segments} call by size: index 0 = 32 B, 1 = 64 B, 2 = 128 B. */
    public final int[] transactions = new int[3];

    public Coalescer(Policy policy, int lineBytes, int sectorBytes) {
        this.policy = policy;
        this.lineShift = Integer.numberOfTrailingZeros(lineBytes);
        this.sectorShift = Integer.numberOfTrailingZeros(sectorBytes);
        this.sectorsPerLine = policy == Policy.SECTORED ? lineBytes / sectorBytes : 1;
    }

    public static Policy policy(String name) {
        return switch (name) {
            case "fermi" -> Policy.FERMI;
            case "segments" -> Policy.SEGMENTS;
            case "sectored" -> Policy.SECTORED;
            default -> throw new IllegalArgumentException("unknown coalescing policy " + name);
        };
    }

    /**
     * Appends the requests of one warp instruction: line numbers (address >> log2 line) and sector masks (bit per
     * sector; all-ones bit 0 for whole-line policies). Returns how many were appended.
     */
    public int coalesce(int laneCount, int[] lanes, long[] addresses, int bytes, LongArrayList lines,
                        IntArrayList masks) {
        int before = lines.size();
        int width = Math.max(bytes, 1);
        switch (policy) {
            case FERMI -> {
                // lanes per group: 32, 16 or 8 (a shift: a division per lane would cost more than the rest)
                int groupShift = width <= 4 ? 5 : width <= 8 ? 4 : 3;
                int groupStart = lines.size();
                int currentGroup = -1;
                for (int i = 0; i < laneCount; i++) {
                    int g = lanes[i] >>> groupShift;
                    if (g != currentGroup) {
                        currentGroup = g;
                        groupStart = lines.size();
                    }
                    long a = addresses[i];
                    long firstLine = a >>> lineShift;
                    long lastLine = (a + width - 1) >>> lineShift;
                    addLine(firstLine, 1, lines, masks, groupStart);
                    if (lastLine != firstLine) {
                        addLine(lastLine, 1, lines, masks, groupStart);
                    }
                }
            }
            case SECTORED -> {
                for (int i = 0; i < laneCount; i++) {
                    long a = addresses[i];
                    long last = a + width - 1;
                    for (long s = a >>> sectorShift; s <= last >>> sectorShift; s++) {
                        long line = s >>> (lineShift - sectorShift);
                        int bit = 1 << (int) (s & (sectorsPerLine - 1));
                        addLine(line, bit, lines, masks, before);
                    }
                }
            }
            case SEGMENTS -> {
                segments(laneCount, lanes, addresses, bytes);
                for (int s = 0; s < segments; s++) {
                    lines.add(segBase[s] >>> lineShift);
                    masks.add(1);
                }
            }
        }
        return lines.size() - before;
    }

    private static void addLine(long line, int mask, LongArrayList lines, IntArrayList masks, int from) {
        long[] l = lines.elements();
        for (int j = lines.size() - 1; j >= from; j--) {
            if (l[j] == line) {
                int[] m = masks.elements();
                m[j] |= mask;
                return;
            }
        }
        lines.add(line);
        masks.add(mask);
    }

    /**
     * Applies the compute capability 1.2/1.3 protocol and leaves the transactions in {@link #transactions}
     * (and their start addresses internally). Returns the number of transactions.
     */
    public int segments(int laneCount, int[] lanes, long[] addresses, int bytes) {
        transactions[0] = transactions[1] = transactions[2] = 0;
        segments = 0;
        int width = Math.max(bytes, 1);
        int size = width == 1 ? 32 : width == 2 ? 64 : 128;
        int currentHalf = -1;
        int halfStart = 0;
        for (int i = 0; i < laneCount; i++) {
            int h = lanes[i] >> 4;
            if (h != currentHalf) {
                shrink(halfStart);
                currentHalf = h;
                halfStart = segments;
            }
            long a = addresses[i];
            long last = a + width - 1;
            for (long seg = a / size; seg <= last / size; seg++) {
                long base = seg * size;
                int lo = (int) Math.max(0, a - base);
                int hi = (int) Math.min(size - 1, last - base);
                touch(base, lo, hi, size, halfStart);
            }
        }
        shrink(halfStart);
        return segments;
    }

    private void touch(long base, int lo, int hi, int size, int from) {
        for (int s = from; s < segments; s++) {
            if (segBase[s] == base) {
                segLo[s] = Math.min(segLo[s], lo);
                segHi[s] = Math.max(segHi[s], hi);
                return;
            }
        }
        int s = segments++;
        segBase[s] = base;
        segLo[s] = lo;
        segHi[s] = hi;
        segSize[s] = size;
    }

    /** Reduces the half-warp's segments from {@code from} on and counts them. */
    private void shrink(int from) {
        for (int s = from; s < segments; s++) {
            int size = segSize[s];
            while (size > 32) {
                int half = size / 2;
                if (segHi[s] < half) {
                    size = half;
                } else if (segLo[s] >= half) {
                    segBase[s] += half;
                    segLo[s] -= half;
                    segHi[s] -= half;
                    size = half;
                } else {
                    break;
                }
            }
            segSize[s] = size;
            transactions[size == 32 ? 0 : size == 64 ? 1 : 2]++;
        }
    }

    /**
     * The memory transactions of one warp instruction as the time model counts them, left in {@link #transactions}
     * and returned: {@code SEGMENTS}, the compute capability 1.2/1.3 protocol ({@link #segments}); {@code SECTORED},
     * one transaction per line touched, sized by its sectors (one sector 32 B, two 64 B, three or four 128 B), the
     * classes whose departure delays the micro-benchmarks of a sectored GPU measure; {@code FERMI}, one 128-byte
     * transaction per line.
     */
    public int transactions(int laneCount, int[] lanes, long[] addresses, int bytes) {
        if (policy == Policy.SEGMENTS) {
            return segments(laneCount, lanes, addresses, bytes);
        }
        transactions[0] = transactions[1] = transactions[2] = 0;
        scratchLines.clear();
        scratchMasks.clear();
        int n = coalesce(laneCount, lanes, addresses, bytes, scratchLines, scratchMasks);
        if (n > segBase.length) {
            n = segBase.length; // a warp of 32 lanes of at most 128 bytes touches at most 64 lines
        }
        for (int i = 0; i < n; i++) {
            int sectors = Integer.bitCount(scratchMasks.getInt(i));
            int size = policy == Policy.FERMI || sectors > 2 ? 128 : 32 * sectors;
            segBase[i] = scratchLines.getLong(i) << lineShift;
            segSize[i] = size;
            transactions[size == 32 ? 0 : size == 64 ? 1 : 2]++;
        }
        segments = n;
        return n;
    }

    /** Start address of transaction {@code i} of the last {@link #segments} call. */
    public long segmentBase(int i) {
        return segBase[i];
    }

    /** Size in bytes of transaction {@code i} of the last {@link #segments} call. */
    public int segmentSize(int i) {
        return segSize[i];
    }
}
