package dev.aiwc.collectors.memory;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.api.descriptor.VirtualAddress;
import it.unimi.dsi.fastutil.longs.Long2LongOpenHashMap;

import java.util.Arrays;

/**
 * The loads and stores per address of one range of work-groups, in an open-addressing table of primitive arrays: a
 * slot is the address and one long holding the load count (low 32 bits) and the store count (high 32 bits), so an
 * update touches one cache line, never boxes, and a distinct address costs 16 bytes a slot (the table is one per
 * worker thread, and a range's updates mostly find it in cache). When the range ends its counts are sealed into a
 * sorted run in pieces ({@link #seal()}), which is all the launch keeps of it. A count reaching 2^32 keeps its low 32
 * bits in the slot and the rest, in units of 2^32, in a side map that exists only then. Memory grows with the number of
 * distinct addresses. Addresses must be non-negative ({@link #EMPTY} marks a free slot).
 *
 * <p>A coalesced timestep (work-items reading consecutive elements, once each) comes as a stretch of evenly spaced
 * entries rather than one table update each ({@link #addStretch}). hmm_step reads its transition matrix so: every entry
 * of a launch once, in ascending rows. A buffer's stretches that share no addresses become its piece with no table
 * update and no sort of entries, only of the stretches where they do not ascend (hmm at size medium on the 2-core
 * machine: 51 and 63 s against 76 and 92 s). Row-major matrix multiply's work-groups read a row of 16 columns of B
 * per timestep, the next work-group the 16 columns beside them, so its B comes as stretches too.
 */
final class AddressCounts {
    private static final long EMPTY = -1L;
    private static final int STRIDE = 2;
    private static final long LOW = 0xFFFF_FFFFL;
    /** Fibonacci hashing: the product's top bits depend on every address bit, so stride-4 offsets spread well. */
    private static final long MIX = 0x9E3779B97F4A7C15L;
    private long[] slots;
    private int bits;
    private int mask;
    private int size;
    private int limit;
    /** Index {@link #LOAD} or {@link #STORE}; a kind's count sits at bit {@code 32 * kind} of a slot's counts. */
    private static final int LOAD = 0;
    private static final int STORE = 1;
    /** Per kind and address, the count beyond the slot's 32 bits, in units of 2^32; null until a count needs it. */
    private final Long2LongOpenHashMap[] high = new Long2LongOpenHashMap[2];
    /** The buffers ({@code address >>> BUFFER_SHIFT}) the range has touched, and each one's entries so far. */
    private long[] regionKey = new long[4];
    private int[] regionEntries = new int[4];
    private int regions;
    private int lastRegion = -1;
    /**
     * Stretches: entries {@code first, first + step, ...} ({@code n} of them), each accessed {@code count} times, as a
     * coalesced timestep gives them ({@link #addStretch}). Four longs a stretch: first entry, step, n, count. A buffer
     * keeps its stretches while no two different ones share a stretch of addresses, so they are its distinct entries
     * and cost no more memory than the table would; a buffer whose stretches do gives them up: they go into the table
     * at the next {@link #tidy}, and so do its later ones ({@link #giveUp}). A stretch read again adds its count to its
     * record ({@link #recordOf}).
     */
    private long[] stretches = new long[4 * 16];
    private int stretchCount;
    /** Records of at least this many longs in all are checked ({@link #tidy}) before their array grows. */
    private static final int TIDY_FLOOR = 1 << 14;
    /** Per buffer: its stretches' entries, the last entry of its stretches so far ({@code -1}: none yet). */
    private int[] regionStretchEntries = new int[4];
    private long[] regionStretchEnd = new long[4];
    /** Per buffer: the first and last entry of its latest stretch. */
    private long[] regionLatestFirst = new long[4];
    private long[] regionLatestLast = new long[4];
    /** Per buffer: whether its stretches, in the order of the records, ascend (each begins past the one before). */
    private boolean[] regionAscending = new boolean[4];
    /** Per buffer: whether it gave up stretches for this range ({@link #giveUp}). */
    private boolean[] regionGivenUp = new boolean[4];
    /**
     * The records by their stretch (first entry, step, n): an open-addressing table of record index + 1 (0: free),
     * so that a stretch read again adds its count to its record ({@link #addStretch}).
     */
    private int[] recordOf = new int[64];

    AddressCounts() {
        allocate(capacityBits(16));
    }

    /** The home slot of {@code address}: the top bits of its hash. */
    private int home(long address) {
        return (int) ((address * MIX) >>> (64 - bits));
    }

    private static int capacityBits(int expected) {
        int bits = 4;
        while ((1L << bits) * 0.6 < expected) {
            bits++;
        }
        return bits;
    }

    private void allocate(int b) {
        bits = b;
        mask = (1 << b) - 1;
        slots = new long[STRIDE << b];
        for (int i = 0; i < slots.length; i += STRIDE) {
            slots[i] = EMPTY;
        }
        limit = (int) ((1L << b) * 0.6);
    }

    /** The bytes of its slot array (what reuse keeps). */
    long bytes() {
        return 8L * slots.length + 8L * stretches.length + 4L * recordOf.length;
    }

    /** Adds {@code count} accesses of kind {@code store ? store : load} to {@code address}. */
    void add(long address, boolean store, long count) {
        int i = home(address);
        long[] s = slots;
        while (true) {
            int at = i * STRIDE;
            long key = s[at];
            if (key == address) {
                addCounts(s, at, address, store, count);
                return;
            }
            if (key == EMPTY) {
                s[at] = address;
                addCounts(s, at, address, store, count);
                if (++size > limit) {
                    grow();
                }
                return;
            }
            i = (i + 1) & mask;
        }
    }

    /**
     * Adds {@code count} accesses to each of the {@code n} entries {@code first, first + step, ...} ({@code address
     * << 1 | kind}, so an even step keeps the kind): what a coalesced timestep of a segment gives. A stretch read
     * before in the range adds its count to its record. A new one is recorded unless it crosses its buffer's end. If
     * it shares addresses with its buffer's latest stretch, the buffer gives up ({@link #giveUp}), since a buffer's
     * stretches must be its distinct entries; a given-up buffer's stretches are still recorded, so that one read
     * again and again goes into the table once, with its summed count. A stretch that begins before an earlier one
     * ends (the columns of a tile that the next work-group reads) is kept too; the seal sorts them.
     */
    void addStretch(long first, long step, int n, long count) {
        long last = first + step * (n - 1);
        int r = region(first >>> 1);
        if (step <= 0 || (step & 1) != 0 || (last >>> 1) >>> VirtualAddress.BUFFER_SHIFT != regionKey[r]) {
            addEach(first, step, n, count);
            return;
        }
        int slot = findRecord(first, step, n);
        if (recordOf[slot] != 0) {
            stretches[4 * (recordOf[slot] - 1) + 3] += count;
            return;
        }
        if (!regionGivenUp[r] && regionStretchEntries[r] > 0 && first <= regionLatestLast[r]
                && last >= regionLatestFirst[r]) {
            giveUp(r);
        }
        if (4 * stretchCount == stretches.length) {
            if (stretches.length >= TIDY_FLOOR && stretches.length >= slots.length) {
                tidy();
            }
            if (4 * stretchCount == stretches.length) {
                stretches = Arrays.copyOf(stretches, 2 * stretches.length);
            }
            indexRecords();
            slot = findRecord(first, step, n);
        }
        int at = 4 * stretchCount++;
        stretches[at] = first;
        stretches[at + 1] = step;
        stretches[at + 2] = n;
        stretches[at + 3] = count;
        recordOf[slot] = stretchCount;
        if (regionGivenUp[r]) {
            return;
        }
        if (first <= regionStretchEnd[r]) {
            regionAscending[r] = false;
        }
        regionStretchEntries[r] += n;
        regionStretchEnd[r] = Math.max(regionStretchEnd[r], last);
        regionLatestFirst[r] = first;
        regionLatestLast[r] = last;
    }

    /** The slot of {@link #recordOf} holding the record of stretch (first, step, n), or the free slot it would take. */
    private int findRecord(long first, long step, int n) {
        int mask = recordOf.length - 1;
        int i = (int) (((first * MIX + step) * MIX + n) * MIX >>> 40) & mask;
        long[] t = stretches;
        while (true) {
            int index = recordOf[i];
            if (index == 0) {
                return i;
            }
            int at = 4 * (index - 1);
            if (t[at] == first && t[at + 1] == step && t[at + 2] == n) {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /** Rebuilds {@link #recordOf} for the records as they now lie, with room for twice the records' capacity. */
    private void indexRecords() {
        int size = Math.max(64, Integer.highestOneBit(stretches.length / 4) * 2);
        if (recordOf.length != size) {
            recordOf = new int[size];
        } else {
            Arrays.fill(recordOf, 0);
        }
        for (int i = 0; i < stretchCount; i++) {
            int at = 4 * i;
            recordOf[findRecord(stretches[at], stretches[at + 1], (int) stretches[at + 2])] = i + 1;
        }
    }

    private void addEach(long first, long step, int n, long count) {
        for (int j = 0; j < n; j++) {
            long e = first + step * j;
            add(e >>> 1, (e & 1) != 0, count);
        }
    }

    /**
     * Buffer {@code r} keeps no stretches for the rest of the range: its records go into the table at the next
     * {@link #tidy}, and its entries no longer count as stretch entries.
     */
    private void giveUp(int r) {
        regionGivenUp[r] = true;
        regionStretchEntries[r] = 0;
    }

    /**
     * Puts the records of the buffers that gave up into the table, entry by entry with each record's count, and drops
     * them from the records.
     */
    private void flushGivenUp() {
        long[] t = stretches;
        int kept = 0;
        for (int i = 0; i < stretchCount; i++) {
            int at = 4 * i;
            if (regionGivenUp[region(t[at] >>> 1)]) {
                addEach(t[at], t[at + 1], (int) t[at + 2], t[at + 3]);
            } else {
                System.arraycopy(t, at, t, 4 * kept++, 4);
            }
        }
        stretchCount = kept;
    }

    /**
     * Puts the records of buffers that gave up into the table; then sorts the rest by their first entry (so each
     * buffer's ascend) where some buffer's do not ascend yet, and gives up, and puts into the table, every buffer two
     * of whose stretches share a stretch of addresses. What is left are distinct entries: at the seal, and when the
     * records would grow past the table's size, so that they grow with the range's distinct addresses, never with its
     * accesses. The records move: {@link #recordOf} must be rebuilt after.
     */
    private void tidy() {
        flushGivenUp();
        boolean sorted = true;
        for (int r = 0; r < regions; r++) {
            sorted &= regionAscending[r] || regionStretchEntries[r] == 0;
        }
        if (!sorted) {
            // by first entry: (first, record) pairs sorted, then the records moved into that order
            int n = stretchCount;
            long[] pairs = new long[2 * n];
            for (int i = 0; i < n; i++) {
                pairs[2 * i] = stretches[4 * i];
                pairs[2 * i + 1] = i;
            }
            PairSort.sort(pairs, n, new long[2 * n]);
            long[] moved = new long[stretches.length];
            for (int i = 0; i < n; i++) {
                System.arraycopy(stretches, 4 * (int) pairs[2 * i + 1], moved, 4 * i, 4);
            }
            stretches = moved;
        }
        long[] t = stretches;
        boolean gaveUp = false;
        for (int i = 1; i < stretchCount; i++) {
            long first = t[4 * i];
            long previousLast = t[4 * i - 4] + t[4 * i - 3] * (t[4 * i - 2] - 1);
            int r = region(first >>> 1);
            if (first <= previousLast && region(t[4 * i - 4] >>> 1) == r && !regionGivenUp[r]) {
                giveUp(r);
                gaveUp = true;
            }
        }
        if (gaveUp) {
            flushGivenUp();
        }
        for (int r = 0; r < regions; r++) {
            regionAscending[r] = true;
        }
    }

    private void addCounts(long[] s, int at, long address, boolean store, long count) {
        int kind = store ? STORE : LOAD;
        int shift = 32 * kind;
        long packed = s[at + 1];
        long old = (packed >>> shift) & LOW;
        Long2LongOpenHashMap carries = high[kind];
        if (old == 0 && (carries == null || !carries.containsKey(address))) {
            int r = region(address); // first: it may grow regionEntries
            regionEntries[r]++;
        }
        long sum = old + count;
        if (sum > LOW) {
            if (carries == null) {
                carries = high[kind] = new Long2LongOpenHashMap();
            }
            carries.addTo(address, sum >>> 32);
            sum &= LOW;
        }
        s[at + 1] = (packed & ~(LOW << shift)) | (sum << shift);
    }

    /** The count of {@code kind} in the slot at {@code at} (holding {@code address}), carries included. */
    private long count(long[] s, int at, long address, int kind) {
        long low = (s[at + 1] >>> (32 * kind)) & LOW;
        Long2LongOpenHashMap carries = high[kind];
        return carries == null ? low : low + (carries.get(address) << 32);
    }

    private void grow() {
        long[] old = slots;
        allocate(bits + 1);
        long[] s = slots;
        for (int o = 0; o < old.length; o += STRIDE) {
            long key = old[o];
            if (key == EMPTY) {
                continue;
            }
            int i = home(key);
            while (s[i * STRIDE] != EMPTY) {
                i = (i + 1) & mask;
            }
            int at = i * STRIDE;
            s[at] = key;
            s[at + 1] = old[o + 1];
        }
    }

    /**
     * The range's counts as a sorted run ({@code [2i]} entry, {@code [2i + 1]} count, ascending), an entry being
     * {@code address << 1 | kind} (kind 1 for a store), in one piece of its exact length per buffer (or address space)
     * the range touched, the pieces in address order; the table is cleared for the next range. A finished range
     * waiting for its merge holds 16 bytes an entry. Each piece is sorted here, on the worker that ran the range, so
     * that the launch only merges sorted runs ({@link LaunchCounts}, which passes on a piece that no other range's
     * overlaps).
     * The entries of each buffer were counted as they appeared, so the pieces are filled straight from the table: the
     * range allocates its pieces and one scratch array for sorting, as many bytes as one run of the whole range. A
     * buffer's stretches, sorted by their first entries and sharing none, are merged in after.
     */
    long[][] seal() {
        if (stretchCount > 0) {
            tidy();
        }
        int k = regions;
        long[][] byIndex = new long[k][];
        int[] filled = new int[k];
        int longest = 0;
        for (int r = 0; r < k; r++) {
            byIndex[r] = new long[2 * (regionEntries[r] + regionStretchEntries[r])];
            longest = Math.max(longest, regionEntries[r]);
        }
        long[] s = slots;
        for (int o = 0; o < s.length; o += STRIDE) {
            long key = s[o];
            if (key == EMPTY) {
                continue;
            }
            int r = region(key);
            long[] piece = byIndex[r];
            int at = filled[r];
            long loads = count(s, o, key, LOAD);
            if (loads != 0) {
                piece[at++] = key << 1;
                piece[at++] = loads;
            }
            long stores = count(s, o, key, STORE);
            if (stores != 0) {
                piece[at++] = key << 1 | 1;
                piece[at++] = stores;
            }
            filled[r] = at;
        }
        long[] scratch = new long[2 * longest];
        for (int r = 0; r < k; r++) {
            PairSort.sort(byIndex[r], regionEntries[r], scratch);
        }
        if (stretchCount > 0) {
            withStretches(byIndex);
        }
        // the buffers in address order (a range touches a few)
        long[][] pieces = new long[k][];
        for (int r = 0; r < k; r++) {
            int j = r;
            while (j > 0 && pieces[j - 1][0] > byIndex[r][0]) {
                pieces[j] = pieces[j - 1];
                j--;
            }
            pieces[j] = byIndex[r];
        }
        clear();
        return pieces;
    }

    /**
     * Merges each buffer's stretches into its piece, which holds its sorted table entries at the front and room for
     * the stretches' entries after them. The stretches are the buffer's ascending distinct entries ({@link #tidy}), so
     * the table entries move to the end of the piece and the merge writes from its front, never past what it has yet
     * to read; an entry found in both gets both counts, and only then is the piece cut to its length.
     */
    private void withStretches(long[][] byIndex) {
        int k = regions;
        int[] write = new int[k];
        int[] read = new int[k];
        for (int r = 0; r < k; r++) {
            if (regionStretchEntries[r] > 0) {
                read[r] = 2 * regionStretchEntries[r];
                System.arraycopy(byIndex[r], 0, byIndex[r], read[r], 2 * regionEntries[r]);
            }
        }
        long[] t = stretches;
        for (int i = 0; i < stretchCount; i++) {
            long first = t[4 * i];
            long step = t[4 * i + 1];
            int n = (int) t[4 * i + 2];
            long count = t[4 * i + 3];
            int r = region(first >>> 1);
            long[] piece = byIndex[r];
            int w = write[r];
            int from = read[r];
            for (int j = 0; j < n; j++) {
                long e = first + step * j;
                while (from < piece.length && piece[from] < e) {
                    piece[w++] = piece[from++];
                    piece[w++] = piece[from++];
                }
                long c = count;
                if (from < piece.length && piece[from] == e) {
                    c += piece[from + 1];
                    from += 2;
                }
                piece[w++] = e;
                piece[w++] = c;
            }
            write[r] = w;
            read[r] = from;
        }
        for (int r = 0; r < k; r++) {
            if (regionStretchEntries[r] > 0) {
                long[] piece = byIndex[r];
                int w = write[r];
                int from = read[r];
                System.arraycopy(piece, from, piece, w, piece.length - from);
                w += piece.length - from;
                if (w < piece.length) {
                    byIndex[r] = Arrays.copyOf(piece, w);
                }
            }
        }
    }

    /**
     * The index of the buffer (the address's space and buffer bits) among those the range has touched, added if new;
     * the last one found is tried first, since accesses run through one buffer at a time.
     */
    private int region(long address) {
        long region = address >>> VirtualAddress.BUFFER_SHIFT;
        if (lastRegion >= 0 && regionKey[lastRegion] == region) {
            return lastRegion;
        }
        for (int r = 0; r < regions; r++) {
            if (regionKey[r] == region) {
                lastRegion = r;
                return r;
            }
        }
        if (regions == regionKey.length) {
            regionKey = Arrays.copyOf(regionKey, 2 * regions);
            regionEntries = Arrays.copyOf(regionEntries, 2 * regions);
            regionStretchEntries = Arrays.copyOf(regionStretchEntries, 2 * regions);
            regionStretchEnd = Arrays.copyOf(regionStretchEnd, 2 * regions);
            regionLatestFirst = Arrays.copyOf(regionLatestFirst, 2 * regions);
            regionLatestLast = Arrays.copyOf(regionLatestLast, 2 * regions);
            regionAscending = Arrays.copyOf(regionAscending, 2 * regions);
            regionGivenUp = Arrays.copyOf(regionGivenUp, 2 * regions);
        }
        regionKey[regions] = region;
        regionEntries[regions] = 0;
        regionStretchEntries[regions] = 0;
        regionStretchEnd[regions] = -1;
        regionAscending[regions] = true;
        regionGivenUp[regions] = false;
        lastRegion = regions;
        return regions++;
    }

    /** Writes every address of a sealed run with its load and store counts (a split launch's piece file). */
    static void write(long[] r, DataOutput out) throws IOException {
        int runSize = r.length / 2;
        int addresses = 0;
        for (int i = 0; i < runSize; i++) {
            if (i == 0 || r[2 * i] >>> 1 != r[2 * i - 2] >>> 1) {
                addresses++;
            }
        }
        out.writeInt(addresses);
        int i = 0;
        while (i < runSize) {
            long address = r[2 * i] >>> 1;
            long loads = 0;
            long stores = 0;
            for (; i < runSize && r[2 * i] >>> 1 == address; i++) {
                if ((r[2 * i] & 1) == 0) {
                    loads = r[2 * i + 1];
                } else {
                    stores = r[2 * i + 1];
                }
            }
            out.writeLong(address);
            out.writeLong(loads);
            out.writeLong(stores);
        }
    }

    /** Adds what {@link #write} wrote; {@link #seal()} then gives back the run that was written, in pieces. */
    void read(DataInput in) throws IOException {
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            long address = in.readLong();
            long loads = in.readLong();
            long stores = in.readLong();
            if (address < 0 || address >= 1L << 62 || loads < 0 || stores < 0) {
                throw new IOException("address " + address + " with " + loads + " loads and " + stores + " stores");
            }
            if (loads != 0) {
                add(address, false, loads);
            }
            if (stores != 0) {
                add(address, true, stores);
            }
        }
    }

    /** Forgets every address and stretch record, keeping the capacity (for reuse by a later range). */
    private void clear() {
        long[] s = slots;
        for (int i = 0; i < s.length; i += STRIDE) {
            s[i] = EMPTY;
            s[i + 1] = 0;
        }
        high[LOAD] = null;
        high[STORE] = null;
        size = 0;
        regions = 0;
        lastRegion = -1;
        stretchCount = 0;
        Arrays.fill(recordOf, 0);
    }
}
