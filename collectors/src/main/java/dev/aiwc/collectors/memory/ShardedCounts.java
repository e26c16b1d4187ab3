package dev.aiwc.collectors.memory;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.function.ToLongFunction;

/**
 * The per-address counts of a whole launch, as 16 tables split by the top bits of the address's hash,
 * so that a range's table is merged by as many tasks at once, each adding into its own shard. Merging was one thread
 * adding every range's addresses into one table: on matrix multiply N=512 about 9 million additions, which on 16
 * threads took longer than simulating (the merges of 64 ranges of 143,000 addresses each, 0.5 s warm and over 1 s in
 * a fresh process, while the simulation took 1 s). Counts are sums of integers, so neither the order of the merges
 * nor the split changes them, and {@link #drainSorted} gives the pairs in address order.
 */
final class ShardedCounts {
    /**
     * 16 shards, so that a shard's growth (its old and new arrays alive at once) holds 1/16 of the addresses: with one
     * table, doubling it from 2^24 to 2^25 slots held 768 MiB for crc large's 16.8 million addresses, half as much
     * again as the table. The shard count changes no count, so results do not depend on it.
     */
    private static final int DEFAULT_SHARD_BITS = 4;
    /**
     * Shards are merged by parallel tasks where the common pool has 3 threads or more (4 cores and up); on 2 cores
     * the pool's one thread is busy simulating and tasks only cost: mm N=256 with the aiwc collectors on 2 threads
     * merged and finished in 0.35 s (median of 5) with 16 shards in tasks against 0.24 s with one table. Added on the
     * calling thread, they cost little more than one table: the same launch took 1.40 s against 1.87 s (medians of
     * 7, alternating, on a loaded 2-core machine); crc large 0.43 s more (paired median of 11, on 6 s), the serial
     * collector pausing 0.2-0.3 s more as the smaller heap fills more often. The address entropies of
     * {@link MemoryTally} take the same decision: with fewer threads they make each shift's histogram from the last.
     */
    static final boolean PARALLEL_POOL = ForkJoinPool.getCommonPoolParallelism() >= 3;
    /** Tables smaller than this are merged on the calling thread (starting tasks would cost more). */
    private static final int PARALLEL = 1 << 14;
    private final int shardBits;
    private final AddressCounts[] shards;

    ShardedCounts() {
        this(DEFAULT_SHARD_BITS);
    }

    /** Counts in {@code 2^shardBits} shards (0: one table). */
    ShardedCounts(int shardBits) {
        this.shardBits = shardBits;
        this.shards = new AddressCounts[1 << shardBits];
        for (int k = 0; k < shards.length; k++) {
            shards[k] = new AddressCounts(16, shardBits);
        }
    }

    /** Adds everything {@code other} holds; its shards are added in parallel tasks of the common pool when large. */
    void addAll(AddressCounts other) {
        if (shards.length == 1 || other.size() < PARALLEL || !PARALLEL_POOL) {
            for (int k = 0; k < shards.length; k++) {
                shards[k].addShard(other, k, shardBits);
            }
            return;
        }
        ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[shards.length];
        for (int k = 0; k < shards.length; k++) {
            int shard = k;
            tasks[k] = ForkJoinTask.adapt(() -> shards[shard].addShard(other, shard, shardBits));
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
     * below the {@link #size()} read before. The shards are first copied, one at a time, into arrays of their size,
     * each table dropped once copied (a table holds 27 to 53 bytes per address, its copy 16), and then into one
     * array: copying the tables straight into it would need all the tables and the whole array at once. So the drain
     * holds about 32 bytes an address, as the sort does after it (the pairs and its scratch).
     */
    long[] drainSorted() {
        long[][] runs = new long[shards.length][];
        int n = 0;
        for (int k = 0; k < shards.length; k++) {
            runs[k] = new long[2 * shards[k].size()];
            n += shards[k].copyPairs(runs[k], 0);
            shards[k] = new AddressCounts(16, shardBits);
        }
        long[] pairs = new long[2 * Math.max(1, n)];
        int at = 0;
        for (int k = 0; k < shards.length; k++) {
            System.arraycopy(runs[k], 0, pairs, at, runs[k].length);
            at += runs[k].length;
            runs[k] = null;
        }
        PairSort.sort(pairs, n);
        return pairs;
    }
}
