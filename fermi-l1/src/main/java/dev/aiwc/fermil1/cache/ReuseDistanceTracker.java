package dev.aiwc.fermil1.cache;

/**
 * Reuse distance (distinct other keys touched since the key's previous access) in O(log n) per access: each key's
 * latest access timestamp is marked, so the distance is the number of marks after the previous timestamp. Marks
 * live in a bitmap of 64-timestamp words with a Fenwick tree over the words' counts: 64 times smaller than a tree
 * over timestamps, so both stay in cache for large working sets. When the timestamps run out the live keys are
 * renumbered in order.
 */
public final class ReuseDistanceTracker {
    /** Returned for a key never accessed before. */
    public static final long COLD = -1;

    private final TimestampTable last = new TimestampTable();
    private long[] bits;
    private int[] tree; // Fenwick tree over the words of bits: index w + 1 holds word w
    private int capacity; // timestamps are 1..capacity
    private int time;

    public ReuseDistanceTracker() {
        this(1 << 14);
    }

    ReuseDistanceTracker(int capacity) {
        allocate(capacity);
    }

    private void allocate(int cap) {
        capacity = cap;
        bits = new long[(cap >>> 6) + 1];
        tree = new int[bits.length + 1];
    }

    /** Records an access and returns its reuse distance, or {@link #COLD}. */
    public long access(long key) {
        if (time == capacity) {
            compact();
        }
        int now = ++time;
        int live = last.size();
        int previous = last.put(key, now);
        long distance;
        if (previous == 0) {
            distance = COLD;
        } else {
            // Every live key's latest access is before now, so the marks up to now - 1 are the live count.
            distance = live - prefix(previous);
            flip(previous, -1);
        }
        flip(now, 1);
        return distance;
    }

    /** Distinct keys seen so far. */
    public int distinct() {
        return last.size();
    }

    public boolean seen(long key) {
        return last.contains(key);
    }

    /** Marks at timestamps 1..i. */
    private int prefix(int i) {
        int word = i >>> 6;
        int s = Long.bitCount(bits[word] & (-1L >>> (63 - (i & 63))));
        for (int j = word; j > 0; j -= j & -j) {
            s += tree[j];
        }
        return s;
    }

    private void flip(int i, int delta) {
        int word = i >>> 6;
        bits[word] ^= 1L << (i & 63);
        for (int j = word + 1; j < tree.length; j += j & -j) {
            tree[j] += delta;
        }
    }

    /** Renumbers the live keys 1..live in timestamp order (a bucket pass over the timestamps, no sort). */
    private void compact() {
        int live = last.size();
        int oldCapacity = capacity;
        boolean[] used = new boolean[oldCapacity + 1];
        last.markUsed(used);
        int[] renumber = new int[oldCapacity + 1];
        // Leave room for three times the live keys so renumbering stays rare (amortised O(1) per access).
        allocate(Math.max(oldCapacity, 4 * live + 4096));
        int n = 0;
        for (int t = 1; t <= oldCapacity; t++) {
            if (used[t]) {
                n++;
                renumber[t] = n;
                bits[n >>> 6] |= 1L << (n & 63);
            }
        }
        last.renumber(renumber);
        // Linear-time Fenwick construction from the word counts.
        for (int w = 0; w < bits.length; w++) {
            tree[w + 1] += Long.bitCount(bits[w]);
            int parent = (w + 1) + ((w + 1) & -(w + 1));
            if (parent < tree.length) {
                tree[parent] += tree[w + 1];
            }
        }
        time = live;
    }
}
