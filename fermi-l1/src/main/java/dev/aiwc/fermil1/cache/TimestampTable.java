package dev.aiwc.fermil1.cache;

import it.unimi.dsi.fastutil.longs.Long2ObjectOpenHashMap;

import java.util.ArrayList;
import java.util.List;

/**
 * Key to latest-access timestamp as a two-level page table: pages of 4096 consecutive keys, found through a small
 * hash map (with the last page remembered). Cache lines of a buffer are consecutive keys, so a large working set
 * is a few dense int arrays rather than a large hash table: a lookup is one cached page probe and one array access.
 * 0 means no timestamp.
 */
final class TimestampTable {
    private static final int PAGE_BITS = 12;
    private static final int PAGE_MASK = (1 << PAGE_BITS) - 1;

    private final Long2ObjectOpenHashMap<int[]> pages = new Long2ObjectOpenHashMap<>();
    private final List<int[]> allPages = new ArrayList<>();
    private long lastPageId = -1;
    private int[] lastPage;
    private int size;

    int size() {
        return size;
    }

    private int[] page(long key, boolean create) {
        long id = key >>> PAGE_BITS;
        if (id == lastPageId) {
            return lastPage;
        }
        int[] p = pages.get(id);
        if (p == null) {
            if (!create) {
                return null;
            }
            p = new int[1 << PAGE_BITS];
            pages.put(id, p);
            allPages.add(p);
        }
        lastPageId = id;
        lastPage = p;
        return p;
    }

    /** Sets the key's timestamp and returns the previous one, or 0. */
    int put(long key, int value) {
        int[] p = page(key, true);
        int i = (int) (key & PAGE_MASK);
        int previous = p[i];
        p[i] = value;
        if (previous == 0) {
            size++;
        }
        return previous;
    }

    boolean contains(long key) {
        int[] p = page(key, false);
        return p != null && p[(int) (key & PAGE_MASK)] != 0;
    }

    /** Replaces every timestamp t by {@code renumber[t]}. */
    void renumber(int[] renumber) {
        for (int[] p : allPages) {
            for (int i = 0; i < p.length; i++) {
                if (p[i] != 0) {
                    p[i] = renumber[p[i]];
                }
            }
        }
    }

    /** Marks {@code used[t]} for every stored timestamp t. */
    void markUsed(boolean[] used) {
        for (int[] p : allPages) {
            for (int t : p) {
                if (t != 0) {
                    used[t] = true;
                }
            }
        }
    }
}
