package dev.aiwc.collectors.memory;

import it.unimi.dsi.fastutil.longs.LongArrayList;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The per-address counts of a whole launch: the ranges' sorted runs ({@link AddressCounts#seal()}, sorted by the
 * workers) kept as a stack, each run holding at least twice the ranges' pairs of the one above it, so a launch of R
 * ranges holds at most about log2 R runs (memory: the distinct entries times that at worst, as when every range reads
 * one shared matrix) and each entry is merged at most about log2 R times, sequentially through memory; entries of a
 * buffer piece that no other range touches are not copied at all ({@link Run}). Adding every range's addresses
 * into launch hash tables cost a cache miss per address and then a sort of the whole launch's addresses on one thread
 * (hmm medium: 146-180 s of its 200-250 s of launches on 2 threads). Counts are sums of integers, so neither the order
 * of the merges nor how a merge is split changes them.
 *
 * <p>Where the stack's merges run: on the thread that adds, or (where the common pool has 3 threads or more) as
 * tasks of the common pool, each started once both its runs exist. The ranges are added by the launch's in-order
 * merge, which one worker does at a time while the others wait for it once they are two ranges a thread ahead; as
 * tasks, the merges of different parts of the stack run side by side on whichever cores are free, and the in-order
 * merge only queues them. mm N=512, aiwc, 16 threads, the third launch of a process (medians of 2): on a 32-core
 * host 1.023 and 0.999 s against 1.083 and 1.069 s merging on the adding thread, the merge time 0.015 s against
 * 0.28 s; on a 16-core host, three rounds, 1.248, 1.318 and 1.193 s against 1.357, 1.326 and 1.172 s. On 32 threads
 * 0.619-0.630 s against 0.609-0.617 s. The metrics of 1,554 characterisations (the suite) were the same.
 */
final class LaunchCounts {
    /**
     * Large merges are split by key into tasks of the common pool where it has 3 threads or more (4 cores and up); on
     * 2 cores its one thread is busy simulating and tasks only cost. The address entropies of {@link MemoryTally}
     * take the same decision, and so does where the stack's merges run.
     */
    static final boolean PARALLEL_POOL = ForkJoinPool.getCommonPoolParallelism() >= 3;
    /** Merges of fewer pairs than this run on the calling thread (starting tasks would cost more). */
    private static final int PARALLEL = 1 << 16;
    /** Whether the stack's merges run as tasks of the common pool (else on the thread that adds). */
    private final boolean background;
    /**
     * Merges started and not yet done, at most: a merge waiting for its runs keeps every run below it, so a pool that
     * fell behind would otherwise let the runs of all ranges pile up, where the stack keeps about log2 R.
     */
    private static final int MOST_UNDONE = 8;
    private final AtomicInteger undone = new AtomicInteger();
    private Node[] runs = new Node[8];
    private int depth;

    LaunchCounts() {
        this(PARALLEL_POOL);
    }

    /** @param background whether the stack's merges run as tasks of the common pool, not on the adding thread */
    LaunchCounts(boolean background) {
        this.background = background;
    }

    /**
     * A run of the stack, or the merge that will make it. Its place in the stack follows from {@code pairs}, the pairs
     * of the ranges' runs in it (an entry in two ranges counts twice), which is known before the merge is done: so
     * the stack's shape depends on the ranges alone, not on how soon merges end.
     */
    private record Node(CompletableFuture<Run> run, long pairs) {
    }

    /**
     * A sorted run kept as pieces: each piece a sorted run of its exact length, every address of a piece below every
     * address of the next, and an address's entries in one piece. A merge passes a piece of one run that shares no
     * address range with the other on by reference; only pieces whose address ranges overlap are merged into a new
     * array. So ranges that read data of their own (crc's pages, a matrix's rows) are never copied, where merging
     * whole runs copied every entry about log2 R times for R ranges (crc at size large: 16.8 million addresses, 1.6 GB
     * of arrays allocated and copied in a launch).
     */
    private static final class Run {
        long[][] pieces;
        int count;
        /** Pairs in all pieces. */
        int pairs;

        Run(int capacity) {
            pieces = new long[Math.max(1, capacity)][];
        }

        void add(long[] piece) {
            if (piece.length == 0) {
                return;
            }
            if (count == pieces.length) {
                pieces = Arrays.copyOf(pieces, 2 * count);
            }
            pieces[count++] = piece;
            pairs += piece.length / 2;
        }
    }

    /**
     * A launch's footprint: its entries (address << 1 | kind) in ascending order, each followed by its count
     * ({@code piece[2i]}, {@code piece[2i + 1]}) in pieces that follow one another in that order (an address's entries
     * in one piece), the totals, and how many distinct addresses have each access count: the counts that occur, in
     * ascending order ({@code countValues}), and how many addresses have each ({@code countTimes}). These two are as
     * long as the different counts; the sorted count of every address that they replace was as long as the footprint
     * (crc at size large: 16.8 million addresses, a 134 MB array at the launch's end).
     */
    record Footprint(long[][] pieces, int entryCount, int addresses, long loads, long stores, int loadAddresses,
                     int storeAddresses, long[] countValues, long[] countTimes) {
    }

    /** Adds a finished range's run in pieces ({@link AddressCounts#seal()}), which it keeps (the caller lets go). */
    void add(long[][] pieces) {
        Run run = new Run(pieces.length);
        for (long[] piece : pieces) {
            run.add(piece);
        }
        if (run.pairs == 0) {
            return;
        }
        if (depth == runs.length) {
            runs = Arrays.copyOf(runs, 2 * depth);
        }
        runs[depth++] = new Node(CompletableFuture.completedFuture(run), run.pairs);
        while (depth >= 2 && runs[depth - 2].pairs() <= 2 * runs[depth - 1].pairs()) {
            mergeTop();
        }
        if (undone.get() > MOST_UNDONE) {
            for (int k = 0; k < depth; k++) {
                done(runs[k]);
            }
        }
    }

    /** Merges the two runs on top of the stack into one (or starts the task that will). */
    private void mergeTop() {
        Node x = runs[depth - 2];
        Node y = runs[depth - 1];
        CompletableFuture<Run> merged;
        if (background) {
            undone.incrementAndGet();
            merged = x.run().thenCombineAsync(y.run(), LaunchCounts::merge, ForkJoinPool.commonPool());
            merged.whenComplete((run, failure) -> undone.decrementAndGet());
        } else {
            merged = CompletableFuture.completedFuture(merge(x.run().join(), y.run().join()));
        }
        runs[--depth] = null;
        runs[depth - 1] = new Node(merged, x.pairs() + y.pairs());
    }

    /** The run a node stands for, once its merge is done; an error of the merge is thrown as it was. */
    private static Run done(Node node) {
        try {
            return node.run().join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw e;
        }
    }

    private static long firstAddress(long[] piece) {
        return piece[0] >>> 1;
    }

    private static long lastAddress(long[] piece) {
        return piece[piece.length - 2] >>> 1;
    }

    /**
     * Merges two runs: walking both in address order, a piece whose address range meets no piece of the other run
     * passes on as it is; pieces whose ranges overlap, directly or through one another, are merged into one.
     */
    private static Run merge(Run x, Run y) {
        Run out = new Run(x.count + y.count);
        int i = 0;
        int j = 0;
        while (i < x.count || j < y.count) {
            if (j == y.count || i < x.count && lastAddress(x.pieces[i]) < firstAddress(y.pieces[j])) {
                out.add(x.pieces[i++]);
                continue;
            }
            if (i == x.count || lastAddress(y.pieces[j]) < firstAddress(x.pieces[i])) {
                out.add(y.pieces[j++]);
                continue;
            }
            int i0 = i++;
            int j0 = j++;
            long high = Math.max(lastAddress(x.pieces[i0]), lastAddress(y.pieces[j0]));
            while (true) {
                if (i < x.count && firstAddress(x.pieces[i]) <= high) {
                    high = Math.max(high, lastAddress(x.pieces[i++]));
                } else if (j < y.count && firstAddress(y.pieces[j]) <= high) {
                    high = Math.max(high, lastAddress(y.pieces[j++]));
                } else {
                    break;
                }
            }
            long[] a = concatenate(x.pieces, i0, i);
            long[] b = concatenate(y.pieces, j0, j);
            out.add(merge(a, a.length / 2, b, b.length / 2));
        }
        return out;
    }

    /** Pieces {@code from .. to - 1} as one array (the piece itself when there is one). */
    private static long[] concatenate(long[][] pieces, int from, int to) {
        if (to - from == 1) {
            return pieces[from];
        }
        int length = 0;
        for (int k = from; k < to; k++) {
            length += pieces[k].length;
        }
        long[] out = new long[length];
        int at = 0;
        for (int k = from; k < to; k++) {
            System.arraycopy(pieces[k], 0, out, at, pieces[k].length);
            at += pieces[k].length;
        }
        return out;
    }

    /** Every piece as one sorted run (a split launch's piece file writes one). */
    static long[] concatenate(long[][] pieces) {
        return pieces.length == 0 ? new long[0] : concatenate(pieces, 0, pieces.length);
    }

    /**
     * Merges sorted runs a (na pairs) and b (nb pairs) into a new run of its exact length, summing the counts of an
     * entry in both. Large merges are cut at keys of the longer run into parts, each counted and then merged as a
     * task into its own place: the result is the same array however it is cut.
     */
    static long[] merge(long[] a, int na, long[] b, int nb) {
        int total = na + nb;
        int parts = !PARALLEL_POOL || total < PARALLEL ? 1
                : Math.min(4 * ForkJoinPool.getCommonPoolParallelism(), total / (PARALLEL / 4));
        return mergeInParts(a, na, b, nb, parts);
    }

    /** {@link #merge} cut into {@code parts} parts (at most the longer run's pairs), as tasks when more than one. */
    static long[] mergeInParts(long[] a, int na, long[] b, int nb, int parts) {
        if (parts == 1) {
            long[] out = new long[2 * mergedLength(a, 0, na, b, 0, nb)];
            mergePart(a, 0, na, b, 0, nb, out, 0);
            return out;
        }
        long[] longer = na >= nb ? a : b;
        int nl = Math.max(na, nb);
        int[] fromA = new int[parts + 1];
        int[] fromB = new int[parts + 1];
        for (int k = 1; k < parts; k++) {
            long key = longer[2 * (int) ((long) nl * k / parts)];
            fromA[k] = lowerBound(a, na, key);
            fromB[k] = lowerBound(b, nb, key);
        }
        fromA[parts] = na;
        fromB[parts] = nb;
        // each part's length first, so that each writes from its place in an array of the exact length
        int[] at = new int[parts + 1];
        ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[parts];
        for (int k = 0; k < parts; k++) {
            int part = k;
            tasks[k] = ForkJoinTask.adapt(() -> {
                at[part + 1] = mergedLength(a, fromA[part], fromA[part + 1], b, fromB[part], fromB[part + 1]);
            });
        }
        ForkJoinTask.invokeAll(tasks);
        for (int k = 0; k < parts; k++) {
            at[k + 1] += at[k];
        }
        long[] out = new long[2 * at[parts]];
        for (int k = 0; k < parts; k++) {
            int part = k;
            tasks[k] = ForkJoinTask.adapt(() -> {
                mergePart(a, fromA[part], fromA[part + 1], b, fromB[part], fromB[part + 1], out, at[part]);
            });
        }
        ForkJoinTask.invokeAll(tasks);
        return out;
    }

    /** The first pair index of the n sorted pairs of {@code a} whose key is at least {@code key}. */
    private static int lowerBound(long[] a, int n, long key) {
        int lo = 0;
        int hi = n;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[2 * mid] < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Merges pairs a[i0, i1) and b[j0, j1) into {@code out} from pair {@code at}; returns the pairs written. */
    private static int mergePart(long[] a, int i0, int i1, long[] b, int j0, int j1, long[] out, int at) {
        if (disjoint(a, i0, i1, b, j0, j1)) {
            // ranges of different data (crc's blocks, a matrix's rows): one part follows the other whole
            int na = i1 - i0;
            int nb = j1 - j0;
            if (na == 0 || nb == 0 || a[2 * i0] < b[2 * j0]) {
                System.arraycopy(a, 2 * i0, out, 2 * at, 2 * na);
                System.arraycopy(b, 2 * j0, out, 2 * (at + na), 2 * nb);
            } else {
                System.arraycopy(b, 2 * j0, out, 2 * at, 2 * nb);
                System.arraycopy(a, 2 * i0, out, 2 * (at + nb), 2 * na);
            }
            return na + nb;
        }
        int i = i0;
        int j = j0;
        int w = 2 * at;
        while (i < i1 && j < j1) {
            long ka = a[2 * i];
            long kb = b[2 * j];
            if (ka < kb) {
                out[w] = ka;
                out[w + 1] = a[2 * i + 1];
                i++;
            } else if (ka > kb) {
                out[w] = kb;
                out[w + 1] = b[2 * j + 1];
                j++;
            } else {
                out[w] = ka;
                out[w + 1] = a[2 * i + 1] + b[2 * j + 1];
                i++;
                j++;
            }
            w += 2;
        }
        System.arraycopy(a, 2 * i, out, w, 2 * (i1 - i));
        w += 2 * (i1 - i);
        System.arraycopy(b, 2 * j, out, w, 2 * (j1 - j));
        w += 2 * (j1 - j);
        return w / 2 - at;
    }

    /** Whether every key of a[i0, i1) lies below every key of b[j0, j1), or above, or either is empty. */
    private static boolean disjoint(long[] a, int i0, int i1, long[] b, int j0, int j1) {
        return i0 == i1 || j0 == j1 || a[2 * (i1 - 1)] < b[2 * j0] || b[2 * (j1 - 1)] < a[2 * i0];
    }

    /** The pairs that merging a[i0, i1) and b[j0, j1) gives: every key once. */
    private static int mergedLength(long[] a, int i0, int i1, long[] b, int j0, int j1) {
        if (disjoint(a, i0, i1, b, j0, j1)) {
            return i1 - i0 + j1 - j0;
        }
        int i = i0;
        int j = j0;
        int n = 0;
        while (i < i1 && j < j1) {
            long ka = a[2 * i];
            long kb = b[2 * j];
            if (ka <= kb) {
                i++;
            }
            if (kb <= ka) {
                j++;
            }
            n++;
        }
        return n + (i1 - i) + (j1 - j);
    }

    /**
     * Empties the counts and returns the launch's footprint: its entries in ascending order with their counts, how
     * many addresses have each access count, and the totals. One pass over the entries finds all of it (an address's
     * load and store entries are neighbours), cut into tasks on a wide pool, each with its own histogram of small
     * counts; only counts past that histogram are sorted.
     */
    Footprint drain() {
        Run all = mergeAll();
        return drain(all, !PARALLEL_POOL || all.pairs < PARALLEL ? 1
                : Math.min(4 * ForkJoinPool.getCommonPoolParallelism(), all.pairs / (PARALLEL / 4)));
    }

    /**
     * {@link #drain()} with its pass cut into about {@code parts} tasks (when more than one): each piece into as many
     * stretches as its share of the entries asks for.
     */
    Footprint drain(int parts) {
        return drain(mergeAll(), parts);
    }

    /** Merges the stack into one run and empties it. */
    private Run mergeAll() {
        while (depth >= 2) {
            mergeTop();
        }
        Run all = depth == 0 ? new Run(0) : done(runs[0]);
        runs[0] = null;
        depth = 0;
        return all;
    }

    private static Footprint drain(Run merged, int parts) {
        long[][] pieces = Arrays.copyOf(merged.pieces, merged.count);
        int n = merged.pairs;
        // stretches (piece, from, to) in pairs, an address's two entries in one; a task takes stretches in order until
        // it has about n / parts pairs (short pieces, as a range's few output words, share a task)
        int stride = Math.max(1, (int) Math.ceil((double) n / parts));
        java.util.List<int[]> stretches = new java.util.ArrayList<>();
        java.util.List<Integer> taskStarts = new java.util.ArrayList<>();
        int inTask = 0;
        for (int p = 0; p < pieces.length; p++) {
            long[] r = pieces[p];
            int length = r.length / 2;
            int from = 0;
            while (from < length) {
                if (stretches.isEmpty() || inTask >= stride) {
                    taskStarts.add(stretches.size());
                    inTask = 0;
                }
                int to = Math.min(length, from + (stride - inTask));
                if (to < length && r[2 * to] >>> 1 == r[2 * to - 2] >>> 1) {
                    to++;
                }
                stretches.add(new int[]{p, from, to});
                inTask += to - from;
                from = to;
            }
        }
        taskStarts.add(stretches.size());
        int taskCount = taskStarts.size() - 1;
        Summary[] summaries = new Summary[Math.max(1, taskCount)];
        if (taskCount <= 1) {
            summaries[0] = Summary.of(pieces, stretches, 0, stretches.size());
        } else {
            ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[taskCount];
            for (int k = 0; k < taskCount; k++) {
                int part = k;
                tasks[k] = ForkJoinTask.adapt(() -> {
                    summaries[part] = Summary.of(pieces, stretches, taskStarts.get(part), taskStarts.get(part + 1));
                });
            }
            ForkJoinTask.invokeAll(tasks);
        }
        Summary all = summaries[0];
        for (int k = 1; k < summaries.length; k++) {
            all.add(summaries[k]);
        }
        long[][] byValue = countsByValue(pieces, all);
        return new Footprint(pieces, n, all.addresses, all.loads, all.stores, all.loadAddresses, all.storeAddresses,
                byValue[0], byValue[1]);
    }

    /**
     * The access counts of the pieces' addresses by value: {values ascending, how many addresses have each}. Small
     * counts come from the summary's histogram; the few large ones are looked for in the pieces and sorted.
     */
    private static long[][] countsByValue(long[][] pieces, Summary all) {
        int distinct = 0;
        int small = 0;
        for (int c = 0; c < Summary.SMALL; c++) {
            distinct += all.perCount[c] > 0 ? 1 : 0;
            small += all.perCount[c];
        }
        LongArrayList found = new LongArrayList();
        for (int p = 0; small < all.addresses && p < pieces.length; p++) {
            long[] r = pieces[p];
            int n = r.length / 2;
            for (int i = 0; i < n; ) {
                long address = r[2 * i] >>> 1;
                long count = 0;
                for (; i < n && r[2 * i] >>> 1 == address; i++) {
                    count += r[2 * i + 1];
                }
                if (count >= Summary.SMALL) {
                    found.add(count);
                }
            }
        }
        long[] large = found.elements();
        int nl = found.size();
        Arrays.sort(large, 0, nl);
        for (int i = 0; i < nl; i++) {
            distinct += i == 0 || large[i] != large[i - 1] ? 1 : 0;
        }
        long[] values = new long[distinct];
        long[] times = new long[distinct];
        int d = 0;
        for (int c = 0; c < Summary.SMALL; c++) {
            if (all.perCount[c] > 0) {
                values[d] = c;
                times[d++] = all.perCount[c];
            }
        }
        for (int i = 0; i < nl; i++) {
            if (i == 0 || large[i] != large[i - 1]) {
                values[d++] = large[i];
            }
            times[d - 1]++;
        }
        return new long[][]{values, times};
    }

    /** The totals of a stretch of entries, and how many of its addresses have each count below {@link #SMALL}. */
    private static final class Summary {
        /** Counts below this are counted per value (most addresses are accessed a few times). */
        static final int SMALL = 4096;
        final int[] perCount = new int[SMALL];
        int addresses;
        long loads;
        long stores;
        int loadAddresses;
        int storeAddresses;

        /** The summary of stretches {@code from .. to - 1}, each (piece, first pair, end pair) of the pieces. */
        static Summary of(long[][] pieces, java.util.List<int[]> stretches, int from, int to) {
            Summary s = new Summary();
            for (int t = from; t < to; t++) {
                int[] st = stretches.get(t);
                s.addStretch(pieces[st[0]], st[1], st[2]);
            }
            return s;
        }

        /** Adds entries [lo, hi) of run r, which holds every entry of each of its addresses. */
        private void addStretch(long[] r, int lo, int hi) {
            int i = lo;
            while (i < hi) {
                long address = r[2 * i] >>> 1;
                long count = 0;
                for (; i < hi && r[2 * i] >>> 1 == address; i++) {
                    long c = r[2 * i + 1];
                    count += c;
                    if ((r[2 * i] & 1) == 0) {
                        loads += c;
                        loadAddresses++;
                    } else {
                        stores += c;
                        storeAddresses++;
                    }
                }
                addresses++;
                if (count < SMALL) {
                    perCount[(int) count]++;
                }
            }
        }

        void add(Summary o) {
            addresses += o.addresses;
            loads += o.loads;
            stores += o.stores;
            loadAddresses += o.loadAddresses;
            storeAddresses += o.storeAddresses;
            for (int c = 0; c < SMALL; c++) {
                perCount[c] += o.perCount[c];
            }
        }
    }
}
