package dev.aiwc.collectors.memory;

import java.util.concurrent.ForkJoinTask;
import java.util.function.ToLongFunction;

/**
 * The per-address counts of a whole launch, as {@value #SHARDS} tables split by the top bits of the address's hash,
 * so that a range's table is merged by as many tasks at once, each adding into its own shard. Merging was one thread
 * adding every range's addresses into one table: on matrix multiply N=512 about 9 million additions, which on 16
 * threads took longer than simulating (the merges of 64 ranges of 143,000 addresses each, 0.5 s warm and over 1 s in
 * a fresh process, while the simulation took 1 s). Counts are sums of integers, so neither the order of the merges
 * nor the split changes them, and {@link #drainSorted} gives the pairs in address order.
 */
final class ShardedCounts {
    private static final int SHARD_BITS = 4;
    private static final int SHARDS = 1 << SHARD_BITS;
    /** Tables smaller than this are merged on the calling thread (starting tasks would cost more). */
    private static final int PARALLEL = 1 << 14;
    private final AddressCounts[] shards = new AddressCounts[SHARDS];

    ShardedCounts() {
        for (int k = 0; k < SHARDS; k++) {
            shards[k] = new AddressCounts(16, SHARD_BITS);
        }
    }

    /** Adds everything {@code other} holds; its shards are added in parallel tasks of the common pool when large. */
    void addAll(AddressCounts other) {
        if (other.size() < PARALLEL) {
            for (int k = 0; k < SHARDS; k++) {
                shards[k].addShard(other, k, SHARD_BITS);
            }
            return;
        }
        ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[SHARDS];
        for (int k = 0; k < SHARDS; k++) {
            int shard = k;
            tasks[k] = ForkJoinTask.adapt(() -> shards[shard].addShard(other, shard, SHARD_BITS));
        }
        ForkJoinTask.invokeAll(tasks);
    }

    int size() {
        return (int) sum(AddressCounts::size);
    }

    int distinctLoads() {
        return (int) sum(AddressCounts::distinctLoads);
    }

    int distinctStores() {
        return (int) sum(AddressCounts::distinctStores);
    }

    long totalLoads() {
        return sum(AddressCounts::totalLoads);
    }

    long totalStores() {
        return sum(AddressCounts::totalStores);
    }

    private long sum(ToLongFunction<AddressCounts> of) {
        long n = 0;
        for (AddressCounts s : shards) {
            n += of.applyAsLong(s);
        }
        return n;
    }

    /**
     * Empties the shards and returns every distinct address in ascending order, each followed by its access count
     * (loads plus stores, carries included): {@code [2j]} is the j-th address and {@code [2j + 1]} its count, for j
     * below the {@link #size()} read before.
     */
    long[] drainSorted() {
        long[] pairs = new long[2 * Math.max(1, size())];
        int n = 0;
        for (int k = 0; k < SHARDS; k++) {
            n = shards[k].copyPairs(pairs, n);
            shards[k] = new AddressCounts(16, SHARD_BITS);
        }
        PairSort.sort(pairs, n);
        return pairs;
    }
}
