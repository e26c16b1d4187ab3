package dev.aiwc.fermil1.cache;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;

/**
 * Reuse distance (distinct other keys touched since the key's previous access) in O(log n) per access: a Fenwick
 * tree over access timestamps holds a 1 at each key's latest access, so the distance is the sum strictly between
 * the previous and the current timestamp. When the timestamps run out the live keys are renumbered in order.
 */
public final class ReuseDistanceTracker {
    /** Returned for a key never accessed before. */
    public static final long COLD = -1;

    private final Long2IntOpenHashMap last = new Long2IntOpenHashMap();
    private int[] tree;
    private int time; // timestamps are 1..capacity

    public ReuseDistanceTracker() {
        this(1 << 12);
    }

    ReuseDistanceTracker(int capacity) {
        tree = new int[capacity + 1];
        last.defaultReturnValue(0);
    }

    /** Records an access and returns its reuse distance, or {@link #COLD}. */
    public long access(long key) {
        if (time == tree.length - 1) {
            compact();
        }
        int now = ++time;
        int live = last.size();
        int previous = last.put(key, now);
        long distance;
        if (previous == 0) {
            distance = COLD;
        } else {
            // Every live key's latest access is before now, so the prefix up to now - 1 is the live count.
            distance = live - prefix(previous);
            add(previous, -1);
        }
        add(now, 1);
        return distance;
    }

    /** Distinct keys seen so far. */
    public int distinct() {
        return last.size();
    }

    public boolean seen(long key) {
        return last.containsKey(key);
    }

    private int prefix(int i) {
        int s = 0;
        for (; i > 0; i -= i & -i) {
            s += tree[i];
        }
        return s;
    }

    private void add(int i, int delta) {
        for (; i < tree.length; i += i & -i) {
            tree[i] += delta;
        }
    }

    /** Renumbers the live keys 1..live in timestamp order (a bucket pass over the timestamps, no sort). */
    private void compact() {
        int live = last.size();
        int oldCapacity = tree.length - 1;
        long[] keyAt = new long[oldCapacity + 1];
        boolean[] used = new boolean[oldCapacity + 1];
        for (Long2IntOpenHashMap.Entry e : last.long2IntEntrySet()) {
            keyAt[e.getIntValue()] = e.getLongKey();
            used[e.getIntValue()] = true;
        }
        // Leave room for three times the live keys so renumbering stays rare (amortised O(1) per access).
        int capacity = Math.max(oldCapacity, 4 * live + 4096);
        tree = new int[capacity + 1];
        int n = 0;
        for (int t = 1; t <= oldCapacity; t++) {
            if (used[t]) {
                n++;
                last.put(keyAt[t], n);
                tree[n] = 1;
            }
        }
        // Linear-time Fenwick construction from the unit entries.
        for (int i = 1; i <= capacity; i++) {
            int j = i + (i & -i);
            if (j <= capacity) {
                tree[j] += tree[i];
            }
        }
        time = live;
    }
}
