package dev.aiwc.collectors.memory;

import dev.aiwc.collectors.stats.Entropy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * The memory accesses of one barrier segment of one work-group, per work-item in program order: the input of
 * parallel spatial locality and of the per-address counts. Work-items run one after another inside a segment, so
 * each one's accesses are a contiguous run of one flat {@code long[]}, which the trace loop appends to directly. When the
 * segment closes, each timestep's accesses are counted per distinct address in a small table, which gives both the
 * timestep's entropies (all eleven shifts in one pass over the sorted distinct addresses) and the counts to add to
 * the per-address table; then the segment is forgotten.
 *
 * <p>An entry is {@code address << 1 | kind} (kind 1 for a store), so a load and a store of one address are two
 * entries that sort next to each other and fall into one group at every shift.
 *
 * <p>A segment of more entries than the ledger's capacity ({@link #DEFAULT_CAPACITY} unless {@code --set
 * aiwc.segment-entries} says otherwise; long work-items between barriers: 256 of 100,000 loads each are 25.6 million)
 * goes on in a temporary file in {@code $TMPDIR} (a batch job's node-local scratch), else {@code java.io.tmpdir}: the
 * array's entries are written out each time it fills, so that a worker's memory stays bounded whatever its
 * work-items' length, and the close reads the timesteps back a tile of many rows at a time. The entries, and so the
 * results, are the same either way.
 */
final class SegmentLedger {
    /** Shifts 0..10: the address bits skipped. */
    static final int SHIFTS = 11;
    /**
     * Timesteps of at least this many distinct entries, evenly spaced and equally often accessed, go to the counts as
     * one stretch ({@link AddressCounts#addStretch}).
     */
    static final int MIN_STRETCH = 16;
    private static final long EMPTY = -1L;
    private static final long MIX = 0x9E3779B97F4A7C15L;
    /** Entries held in memory at most; past it the segment spills to a file. */
    static final int DEFAULT_CAPACITY = 1 << 22;
    private final int capacity;
    private long[] entries;
    private int size;
    /** Entries of the segment already in the spill file (the logical offset of {@code entries[0]}). */
    private long spilled;
    private FileChannel spill;
    /** A run of entries on their way to or from the file (reused), and its view as longs. */
    private ByteBuffer spillBytes;
    private LongBuffer spillLongs;
    /** Per work-item: its first entry's logical offset (in the file, then the array). */
    private final long[] start;
    private final int[] length;
    private final int[] active;
    private int activeCount;
    private int current = -1;
    private final long[] order;
    /** Timesteps of a segment are read {@value #TILE} at a time through this row-major copy. */
    private static final int TILE = 16;
    /** The start offsets in length order (see {@link #startsByOrder}). */
    private final long[] orderedStart;
    private long[] tile = new long[0];
    private int rowStride;
    private final boolean aiwc;
    /** {@code c log2 c} for every count a timestep can have (at most one access per work-item). */
    private final double[] countLog;
    /** {@code log2 c} for c up to work-items + 1 (the AIWC profile's denominator). */
    private final double[] log2;

    /** Per timestep: distinct entries by a small open-addressing table (cleared slot by slot after use). */
    private final long[] slotKey;
    private final int[] slotCount;
    private final int slotBits;
    private final int[] usedSlots;
    private final long[] distinct;
    private final int[] distinctCount;
    /** Per shift, the accumulated run start (cumulative count) and the partial sums of the open timestep. */
    private final int[] runStart = new int[SHIFTS];
    private final int[] runs = new int[SHIFTS];
    private final double[] acc = new double[SHIFTS];

    SegmentLedger(int workItemsPerGroup, boolean aiwc) {
        this(workItemsPerGroup, aiwc, DEFAULT_CAPACITY);
    }

    /**
     * @param capacity entries held in memory before the segment spills to a file (the array doubles up to the first
     *                 power of two at or above it)
     */
    SegmentLedger(int workItemsPerGroup, boolean aiwc, int capacity) {
        this.aiwc = aiwc;
        this.capacity = capacity;
        entries = new long[Math.min(1024, capacity)];
        start = new long[workItemsPerGroup];
        length = new int[workItemsPerGroup];
        active = new int[workItemsPerGroup];
        order = new long[workItemsPerGroup];
        orderedStart = new long[workItemsPerGroup];
        countLog = new double[workItemsPerGroup + 1];
        log2 = new double[workItemsPerGroup + 2];
        for (int c = 1; c <= workItemsPerGroup + 1; c++) {
            log2[c] = Entropy.log2(c);
        }
        for (int c = 1; c <= workItemsPerGroup; c++) {
            countLog[c] = c * log2[c];
        }
        int bits = 2;
        while ((1 << bits) < 2 * workItemsPerGroup) {
            bits++;
        }
        slotBits = bits;
        slotKey = new long[1 << bits];
        Arrays.fill(slotKey, EMPTY);
        slotCount = new int[1 << bits];
        usedSlots = new int[workItemsPerGroup];
        distinct = new long[workItemsPerGroup];
        distinctCount = new int[workItemsPerGroup];
    }

    /** Whether it was made for this group size, profile and capacity (a ledger's arrays are sized by the group). */
    boolean fits(int workItemsPerGroup, boolean aiwcProfile, int entriesInMemory) {
        return start.length == workItemsPerGroup && aiwc == aiwcProfile && capacity == entriesInMemory;
    }

    /** The bytes of its entry and tile arrays, the parts that grow (what reuse keeps). */
    long bytes() {
        return 8L * entries.length + 8L * tile.length;
    }

    /** The work-item whose accesses follow (it runs until a barrier or its end). */
    void item(int id) {
        if (current >= 0) {
            length[current] = (int) (spilled + size - start[current]);
        }
        current = id;
        start[id] = spilled + size;
        active[activeCount++] = id;
    }

    /**
     * The entries array, for a trace loop that appends in place: it writes {@code entries()[size()]} and then
     * calls {@link #size(int)} before any other call here; when the array is full, {@link #size(int)}, {@link #grow()}
     * and {@link #size()} again (a grow that spills empties the array).
     */
    long[] entries() {
        return entries;
    }

    int size() {
        return size;
    }

    void size(int n) {
        size = n;
    }

    /** Appends one entry for the current work-item (cold paths; the trace loop appends in place). */
    void append(long entry) {
        if (size == entries.length) {
            grow();
        }
        entries[size++] = entry;
    }

    /** Room for more entries (the array is full): a twice larger array, or past the capacity the same one, spilled. */
    long[] grow() {
        if (entries.length < capacity) {
            entries = Arrays.copyOf(entries, entries.length * 2);
        } else {
            spillEntries();
        }
        return entries;
    }

    /** Writes the array's entries at the end of the spill file (made at the first spill) and empties the array. */
    private void spillEntries() {
        try {
            if (spill == null) {
                Path file = Files.createTempFile(spillFolder(), "aiwc-segment-", ".ledger");
                spill = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
                        StandardOpenOption.DELETE_ON_CLOSE);
            }
            if (spillBytes == null) {
                spillBytes = ByteBuffer.allocateDirect(1 << 16).order(ByteOrder.nativeOrder());
                spillLongs = spillBytes.asLongBuffer();
            }
            long at = 8 * spilled;
            for (int from = 0; from < size; ) {
                int n = Math.min(size - from, spillLongs.capacity());
                spillLongs.clear();
                spillLongs.put(entries, from, n);
                spillBytes.clear().limit(8 * n);
                while (spillBytes.hasRemaining()) {
                    at += spill.write(spillBytes, at);
                }
                from += n;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("a work-group's memory accesses between two barriers outgrew "
                    + capacity + " entries (--set aiwc.segment-entries) and could not go on in a temporary file in "
                    + spillFolder() + " (name a folder with room in TMPDIR): " + e.getClass().getSimpleName() + ": "
                    + e.getMessage(), e);
        }
        spilled += size;
        size = 0;
    }

    /** Where spill files go: {@code $TMPDIR} where it is set, else {@code java.io.tmpdir}. */
    private static Path spillFolder() {
        String tmp = System.getenv("TMPDIR");
        return Path.of(tmp != null && !tmp.isBlank() ? tmp : System.getProperty("java.io.tmpdir"));
    }

    /** Reads {@code n} entries of the spill file from logical offset {@code from} into {@code out[at..]}. */
    private void readSpilled(long from, long[] out, int at, int n) {
        try {
            while (n > 0) {
                int m = Math.min(n, spillLongs.capacity());
                spillBytes.clear().limit(8 * m);
                long position = 8 * from;
                while (spillBytes.hasRemaining()) {
                    int read = spill.read(spillBytes, position);
                    if (read < 0) {
                        throw new IOException("the spill file ends early");
                    }
                    position += read;
                }
                spillLongs.clear();
                spillLongs.get(out, at, m);
                from += m;
                at += m;
                n -= m;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading back a work-group's memory accesses from its temporary file: "
                    + e.getMessage(), e);
        }
    }

    /** Ends a spilled segment: the file goes (it is deleted on closing); the buffer stays for the next one. */
    private void dropSpill() {
        try {
            spill.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            spill = null;
            spilled = 0;
        }
    }

    /**
     * Measures the segment and clears it: adds, for each shift n, the entropy of the addresses accessed at each
     * timestep into {@code sums[n]}, and every access into {@code counts}; returns the number of timesteps (the
     * longest work-item list).
     */
    long close(double[] sums, AddressCounts counts) {
        if (current >= 0) {
            length[current] = (int) (spilled + size - start[current]);
        }
        int items = 0;
        for (int i = 0; i < activeCount; i++) {
            int id = active[i];
            if (length[id] > 0) {
                order[items++] = ((long) (Integer.MAX_VALUE - length[id]) << 32) | id;
            }
        }
        activeCount = 0;
        current = -1;
        boolean spilledSegment = spill != null;
        if (items == 0) {
            size = 0;
            if (spilledSegment) {
                dropSpill();
            }
            return 0;
        }
        // Work-items by length descending, then by id: those still active at timestep t are a prefix, in local id
        // order, so the addresses of coalesced and row-repeating patterns come out ascending.
        Arrays.sort(order, 0, items);
        if (spilledSegment) {
            spillEntries(); // the rest too: every entry is read back from the file
        }
        long[] list = entries;
        int steps = lengthAt(0);
        int k = items;
        long[] starts = startsByOrder(items);
        // a spilled segment's tile holds about a quarter of the capacity's entries, so that each work-item's part of
        // it is one read of the file (4,096 entries for 256 work-items), not one of 16 entries
        int tileRows = spilledSegment ? Math.max(TILE, Math.min(steps, capacity / 4 / items)) : TILE;
        long[] run = spilledSegment ? new long[tileRows] : null;
        for (int t0 = 0; t0 < steps; t0 += tileRows) {
            while (k > 0 && lengthAt(k - 1) <= t0) {
                k--;
            }
            int rows = Math.min(tileRows, steps - t0);
            if (spilledSegment) {
                transposeSpilled(starts, k, t0, rows, run);
            } else {
                transpose(list, starts, k, t0, rows);
            }
            int kt = k;
            for (int r = 0; r < rows; r++) {
                int t = t0 + r;
                while (kt > 0 && lengthAt(kt - 1) <= t) {
                    kt--;
                }
                int d = countDistinct(tile, r * rowStride, kt);
                timestep(d, kt, sums, counts);
            }
        }
        size = 0;
        if (spilledSegment) {
            dropSpill();
            tile = new long[0]; // a spilled segment's tile is large; the next segment makes its own
        }
        return steps;
    }

    /**
     * Copies timesteps {@code t0 .. t0 + rows - 1} of the first k work-items (in length order) into {@link #tile},
     * row by row, so that each work-item's list is read a cache line at a time rather than one entry per timestep.
     */
    private void transpose(long[] list, long[] starts, int k, int t0, int rows) {
        if (tile.length < TILE * k) {
            tile = new long[TILE * order.length];
        }
        long[] out = tile;
        int stride = rowStride = k;
        for (int j = 0; j < k; j++) {
            int from = (int) starts[j] + t0;
            int available = Math.min(rows, lengthAt(j) - t0);
            for (int r = 0; r < available; r++) {
                out[r * stride + j] = list[from + r];
            }
        }
    }

    /**
     * {@link #transpose} for a spilled segment: each work-item's entries of the tile's rows come from the file in one
     * read (through {@code run}).
     */
    private void transposeSpilled(long[] starts, int k, int t0, int rows, long[] run) {
        if (tile.length < rows * k) {
            tile = new long[rows * k];
        }
        long[] out = tile;
        int stride = rowStride = k;
        for (int j = 0; j < k; j++) {
            int available = Math.min(rows, lengthAt(j) - t0);
            readSpilled(starts[j] + t0, run, 0, available);
            for (int r = 0; r < available; r++) {
                out[r * stride + j] = run[r];
            }
        }
    }

    /** The number of accesses of the j-th work-item in length order. */
    private int lengthAt(int j) {
        return Integer.MAX_VALUE - (int) (order[j] >>> 32);
    }

    private long[] startsByOrder(int items) {
        for (int j = 0; j < items; j++) {
            orderedStart[j] = start[(int) order[j]];
        }
        return orderedStart;
    }

    /** Counts the k entries of a timestep from {@code row[from..]} per distinct entry; returns how many distinct. */
    private int countDistinct(long[] row, int from, int k) {
        // Coalesced and broadcast timesteps are already in ascending order: count equal neighbours, no hashing.
        int d = 0;
        long previous = row[from];
        int run = 1;
        int j = 1;
        for (; j < k; j++) {
            long e = row[from + j];
            if (e == previous) {
                run++;
            } else if (e > previous) {
                distinct[d] = previous;
                distinctCount[d++] = run;
                previous = e;
                run = 1;
            } else {
                break;
            }
        }
        if (j == k) {
            distinct[d] = previous;
            distinctCount[d++] = run;
            return d;
        }
        // 2-D groups often repeat one ascending row of addresses per row of work-items: row[j] = row[j - period].
        int period = j;
        if (k % period == 0) {
            int i = period;
            while (i < k && row[from + i] == row[from + i - period]) {
                i++;
            }
            if (i == k) {
                distinct[d] = previous;
                distinctCount[d++] = run;
                int times = k / period;
                for (int x = 0; x < d; x++) {
                    distinctCount[x] *= times;
                }
                return d;
            }
        }
        return hashDistinct(row, from, k);
    }

    /** The general case: counts per distinct entry in a small table, then sorts the distinct entries. */
    private int hashDistinct(long[] row, int from, int k) {
        long[] keys = slotKey;
        int[] slotCounts = slotCount;
        int shift = 64 - slotBits;
        int mask = (1 << slotBits) - 1;
        int d = 0;
        for (int j = 0; j < k; j++) {
            long e = row[from + j];
            int i = (int) ((e * MIX) >>> shift);
            while (true) {
                long key = keys[i];
                if (key == e) {
                    slotCounts[i]++;
                    break;
                }
                if (key == EMPTY) {
                    keys[i] = e;
                    slotCounts[i] = 1;
                    usedSlots[d++] = i;
                    break;
                }
                i = (i + 1) & mask;
            }
        }
        // Distinct entries in first-occurrence order, which is often already ascending.
        boolean sorted = true;
        long previous = Long.MIN_VALUE;
        for (int j = 0; j < d; j++) {
            int slot = usedSlots[j];
            long e = keys[slot];
            distinct[j] = e;
            distinctCount[j] = slotCounts[slot];
            sorted &= e > previous;
            previous = e;
        }
        if (!sorted) {
            Arrays.sort(distinct, 0, d);
            for (int j = 0; j < d; j++) {
                long e = distinct[j];
                int i = (int) ((e * MIX) >>> shift);
                while (keys[i] != e) {
                    i = (i + 1) & mask;
                }
                distinctCount[j] = slotCounts[i];
            }
        }
        for (int j = 0; j < d; j++) {
            keys[usedSlots[j]] = EMPTY;
        }
        return d;
    }

    /**
     * One timestep of k accesses whose d distinct entries are ascending in {@code distinct}: adds the entropy of
     * {@code address >> n} for n = 0..10 to {@code sums[n]} and the counts to {@code counts}. Neighbouring entries
     * fall into one group at shift n exactly when their addresses agree above bit n, so one pass finds the groups of
     * every shift: a boundary whose highest differing address bit is b closes the open group of every n <= b.
     * Groups close in ascending address order, the order the entropy terms are summed in.
     */
    private void timestep(int d, int k, double[] sums, AddressCounts counts) {
        int[] rs = runStart;
        int[] rn = runs;
        double[] a = acc;
        Arrays.fill(rs, 0);
        Arrays.fill(rn, 0);
        Arrays.fill(a, 0.0);
        double denominator = k + 1;
        double logDenominator = log2[k + 1];
        int cumulative = 0;
        long previous = distinct[0];
        for (int j = 0; j < d; j++) {
            long e = distinct[j];
            int c = distinctCount[j];
            if (j > 0) {
                long differing = (previous ^ e) >>> 1;
                if (differing != 0) {
                    int top = Math.min(SHIFTS - 1, 63 - Long.numberOfLeadingZeros(differing));
                    for (int n = 0; n <= top; n++) {
                        closeRun(n, cumulative - rs[n], denominator, logDenominator);
                        rs[n] = cumulative;
                    }
                }
            }
            cumulative += c;
            previous = e;
        }
        if (d >= MIN_STRETCH && isStretch(d)) {
            // a coalesced timestep: its entries go in as one stretch, not one table update each
            counts.addStretch(distinct[0], distinct[1] - distinct[0], d, distinctCount[0]);
        } else {
            // A separate tight loop lets the table's cache misses overlap.
            for (int j = 0; j < d; j++) {
                long e = distinct[j];
                counts.add(e >>> 1, (e & 1) != 0, distinctCount[j]);
            }
        }
        for (int n = 0; n < SHIFTS; n++) {
            closeRun(n, cumulative - rs[n], denominator, logDenominator);
            double h;
            if (aiwc) {
                // Reference: probabilities count / (k + 1), summed term by term, rounded to float per timestep.
                h = (float) a[n];
            } else {
                int r = rn[n];
                // H = log2 k - (1/k) sum c log2 c; exact at both ends (all distinct, all equal).
                h = r == 1 ? 0.0 : r == k ? log2[k] : log2[k] - a[n] / k;
            }
            sums[n] += h;
        }
    }

    /** Whether the d ascending distinct entries of the timestep are evenly spaced and accessed equally often. */
    private boolean isStretch(int d) {
        long step = distinct[1] - distinct[0];
        int c = distinctCount[0];
        for (int j = 1; j < d; j++) {
            if (distinct[j] - distinct[j - 1] != step || distinctCount[j] != c) {
                return false;
            }
        }
        return true;
    }

    private void closeRun(int n, int c, double denominator, double logDenominator) {
        runs[n]++;
        if (aiwc) {
            double p = c * 1.0 / denominator;
            acc[n] = acc[n] - p * (log2[c] - logDenominator);
        } else {
            acc[n] += countLog[c];
        }
    }
}
