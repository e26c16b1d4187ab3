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
    /**
     * Top bits of the hash that every address of this table shares and that the slot index skips: 0 for a table of
     * its own, the shard bits for a shard of {@link ShardedCounts} (whose addresses would otherwise crowd into one
     * part of the table).
     */
    private final int skip;
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
        this(expected, 0);
    }

    AddressCounts(int expected, int skip) {
        this.skip = skip;
        allocate(capacityBits(expected));
    }

    /** The top {@code shardBits} bits of the address's hash: its shard in {@link ShardedCounts}. */
    static int shard(long address, int shardBits) {
        return shardBits == 0 ? 0 : (int) ((address * MIX) >>> (64 - shardBits)); // a shift by 64 would be by 0
    }

    /** The home slot of {@code address}: the hash bits below the skipped ones. */
    private int home(long address) {
        return (int) (((address * MIX) << skip) >>> (64 - bits));
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
     * Adds the addresses of {@code other} (a table with no skipped bits) whose shard of {@code 2^shardBits} is
     * {@code shard}. Home slots follow the hash's top bits, so in a table of at least as many slots as shards the
     * shard's addresses lie in its 1/2^shardBits of the slots, or past its end in the run of occupied slots that
     * begins there (linear probing never leaves a gap between an address and its home). Only that part is read,
     * so the shards of one table can be added by as many threads, each into its own shard.
     */
    void addShard(AddressCounts other, int shard, int shardBits) {
        // The other table is read in slot order, which is hash order: inserted into a table too small for them,
        // such keys pile onto the same few home slots and every insertion probes the whole pile (quadratic: seconds
        // for a few hundred thousand addresses). Growing first, for this shard's share and a quarter more, keeps
        // every key near its home.
        int expected = (other.size >> shardBits) + (other.size >> (shardBits + 2));
        while (limit < size + expected) {
            grow();
        }
        long[] s = other.slots;
        int slotCount = s.length / STRIDE;
        if (other.bits < shardBits) {
            addMatching(other, 0, slotCount, shard, shardBits);
            return;
        }
        int per = slotCount >> shardBits;
        int from = shard * per;
        addMatching(other, from, from + per, shard, shardBits);
        // the run of occupied slots after the region may hold this shard's addresses that probing pushed on
        for (int k = 0, i = (from + per) & (slotCount - 1); k < slotCount - per && s[i * STRIDE] != EMPTY;
             k++, i = (i + 1) & (slotCount - 1)) {
            addMatching(other, i, i + 1, shard, shardBits);
        }
    }

    /** Adds the addresses of shard {@code shard} found in {@code other}'s slots {@code from .. to - 1}. */
    private void addMatching(AddressCounts other, int from, int to, int shard, int shardBits) {
        long[] s = other.slots;
        for (int o = from * STRIDE; o < to * STRIDE; o += STRIDE) {
            long key = s[o];
            if (key == EMPTY || shard(key, shardBits) != shard) {
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

    /**
     * Copies this table's pairs (address, loads plus stores) into {@code pairs} from pair index {@code at}, unsorted;
     * returns the index after the last. The table is left as it was.
     */
    int copyPairs(long[] pairs, int at) {
        long[] s = slots;
        for (int o = 0; o < s.length; o += STRIDE) {
            long key = s[o];
            if (key != EMPTY) {
                pairs[2 * at] = key;
                pairs[2 * at + 1] = count(s, o, key, LOAD) + count(s, o, key, STORE);
                at++;
            }
        }
        return at;
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
}
