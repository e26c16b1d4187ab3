package dev.aiwc.collectors.stats;

import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import it.unimi.dsi.fastutil.longs.Long2LongMap;
import it.unimi.dsi.fastutil.longs.Long2LongOpenHashMap;
import it.unimi.dsi.fastutil.objects.ObjectIterator;

import java.util.Arrays;

/**
 * A multiset of non-negative integers kept as value to multiplicity, so that min, max and median of per-work-item
 * statistics cost memory in the number of distinct values, not in the number of work-items.
 */
public final class CountHistogram {
    private final Long2LongOpenHashMap counts = new Long2LongOpenHashMap();
    private long size;
    /** The latest value and how often it came in a row, not yet in {@link #counts} (work-items often agree). */
    private long runValue;
    private long runLength;

    public void add(long value) {
        if (value != runValue) {
            flush();
            runValue = value;
        }
        runLength++;
        size++;
    }

    private void flush() {
        if (runLength != 0) {
            counts.addTo(runValue, runLength);
            runLength = 0;
        }
    }

    public void add(CountHistogram other) {
        flush();
        other.flush();
        ObjectIterator<Long2LongMap.Entry> it = other.counts.long2LongEntrySet().fastIterator();
        while (it.hasNext()) {
            Long2LongMap.Entry e = it.next();
            counts.addTo(e.getLongKey(), e.getLongValue());
        }
        size += other.size;
    }

    /** Writes the multiset (a split launch's piece file); {@link #read} restores it into an empty one. */
    public void write(DataOutput out) throws IOException {
        flush();
        out.writeLong(size);
        out.writeInt(counts.size());
        ObjectIterator<Long2LongMap.Entry> it = counts.long2LongEntrySet().fastIterator();
        while (it.hasNext()) {
            Long2LongMap.Entry e = it.next();
            out.writeLong(e.getLongKey());
            out.writeLong(e.getLongValue());
        }
    }

    public void read(DataInput in) throws IOException {
        size = in.readLong();
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            counts.addTo(in.readLong(), in.readLong());
        }
    }

    public long size() {
        return size;
    }

    /** Sorted distinct values. */
    private long[] keys() {
        flush();
        long[] k = counts.keySet().toLongArray();
        Arrays.sort(k);
        return k;
    }

    public long min() {
        long[] k = keys();
        return k.length == 0 ? 0 : k[0];
    }

    public long max() {
        long[] k = keys();
        return k.length == 0 ? 0 : k[k.length - 1];
    }

    /** The value at 0-based rank {@code rank} of the sorted multiset. */
    public long atRank(long rank) {
        long seen = 0;
        for (long key : keys()) {
            seen += counts.get(key); // keys() flushed the pending run
            if (rank < seen) {
                return key;
            }
        }
        throw new IllegalArgumentException("rank " + rank + " outside a multiset of " + size);
    }

    /** Median: the middle value, or the mean of the two middle values for an even count; 0 when empty. */
    public double median() {
        if (size == 0) {
            return 0;
        }
        if (size % 2 == 1) {
            return atRank(size / 2);
        }
        return (atRank(size / 2 - 1) + (double) atRank(size / 2)) / 2.0;
    }

    /** The two middle values for an even count (both the middle one for an odd count). */
    public long lowerMiddle() {
        return size == 0 ? 0 : atRank(size % 2 == 1 ? size / 2 : size / 2 - 1);
    }

    public long upperMiddle() {
        return size == 0 ? 0 : atRank(size / 2);
    }
}
