package dev.aiwc.collectors.memory;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import it.unimi.dsi.fastutil.longs.Long2LongOpenHashMap;

import java.util.Arrays;

/**
 * Loads and stores per address in one open-addressing table of primitive arrays: a slot is the address and one
 * long holding the load count (low 32 bits) and the store count (high 32 bits), so an update touches one cache line,
 * never boxes, and a distinct address costs 16 bytes a slot. A count reaching 2^32 keeps its low 32 bits in the slot
 * and the rest, in units of 2^32, in a side map that exists only then. Memory grows with the number of distinct
 * addresses. Addresses must be non-negative ({@link #EMPTY} marks a free slot).
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
    private final long[] total = new long[2];
    private final int[] distinct = new int[2];
    /** Per kind and address, the count beyond the slot's 32 bits, in units of 2^32; null until a count needs it. */
    private final Long2LongOpenHashMap[] high = new Long2LongOpenHashMap[2];

    AddressCounts(int expected) {
        allocate(capacityBits(expected));
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

    /** Adds {@code count} accesses of kind {@code store ? store : load} to {@code address}. */
    void add(long address, boolean store, long count) {
        int i = (int) ((address * MIX) >>> (64 - bits));
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

    private void addCounts(long[] s, int at, long address, boolean store, long count) {
        int kind = store ? STORE : LOAD;
        int shift = 32 * kind;
        long packed = s[at + 1];
        long old = (packed >>> shift) & LOW;
        Long2LongOpenHashMap carries = high[kind];
        if (old == 0 && (carries == null || !carries.containsKey(address))) {
            distinct[kind]++;
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
        total[kind] += count;
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
            int i = (int) ((key * MIX) >>> (64 - bits));
            while (s[i * STRIDE] != EMPTY) {
                i = (i + 1) & mask;
            }
            int at = i * STRIDE;
            s[at] = key;
            s[at + 1] = old[o + 1];
        }
    }

    /** Adds everything {@code other} holds (the merge of two ranges). */
    void addAll(AddressCounts other) {
        // Slots are placed by the top bits of the hash, so walking a larger table in slot order and inserting into
        // a smaller one piles consecutive keys onto the same few home slots (quadratic probing: seconds for a few
        // hundred thousand addresses). Growing to the other's size first keeps every key near its home.
        while (bits < other.bits || limit < size + other.size) {
            grow();
        }
        long[] s = other.slots;
        for (int o = 0; o < s.length; o += STRIDE) {
            long key = s[o];
            if (key == EMPTY) {
                continue;
            }
            long loads = other.count(s, o, key, LOAD);
            if (loads != 0) {
                add(key, false, loads);
            }
            long stores = other.count(s, o, key, STORE);
            if (stores != 0) {
                add(key, true, stores);
            }
        }
    }

    /** Writes every address with its load and store counts (a split launch's piece file). */
    void write(DataOutput out) throws IOException {
        out.writeInt(size);
        long[] s = slots;
        for (int o = 0; o < s.length; o += STRIDE) {
            long key = s[o];
            if (key != EMPTY) {
                out.writeLong(key);
                out.writeLong(count(s, o, key, LOAD));
                out.writeLong(count(s, o, key, STORE));
            }
        }
    }

    /** Adds what {@link #write} wrote; into an empty table, this restores its counts, totals and distinct counts. */
    void read(DataInput in) throws IOException {
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            long address = in.readLong();
            long loads = in.readLong();
            long stores = in.readLong();
            if (address < 0 || loads < 0 || stores < 0) {
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

    /** Forgets every address, keeping the capacity (for reuse by a later range). */
    void clear() {
        long[] s = slots;
        for (int i = 0; i < s.length; i += STRIDE) {
            s[i] = EMPTY;
            s[i + 1] = 0;
        }
        high[LOAD] = null;
        high[STORE] = null;
        size = 0;
        Arrays.fill(total, 0);
        Arrays.fill(distinct, 0);
    }

    int size() {
        return size;
    }

    int distinctLoads() {
        return distinct[LOAD];
    }

    int distinctStores() {
        return distinct[STORE];
    }

    long totalLoads() {
        return total[LOAD];
    }

    long totalStores() {
        return total[STORE];
    }

    /**
     * Empties the table and returns its distinct addresses in ascending order, each followed by its access count
     * (loads plus stores, carries included): {@code [2j]} is the j-th address and {@code [2j + 1]} its count, for
     * j below the {@link #size()} read before. The pairs are made in the table's own array, so ending a table
     * allocates nothing beyond a fresh empty one. The totals and distinct counts are reset as by {@link #clear()}.
     */
    long[] drainSorted() {
        long[] s = slots;
        int n = 0;
        for (int o = 0; o < s.length; o += STRIDE) {
            long key = s[o];
            if (key != EMPTY) {
                long count = count(s, o, key, LOAD) + count(s, o, key, STORE);
                s[2 * n] = key; // 2n <= o: only slots already read are overwritten
                s[2 * n + 1] = count;
                n++;
            }
        }
        PairSort.sort(s, n);
        allocate(4); // before clear(), which would wipe the pairs
        clear();
        return s;
    }
}
