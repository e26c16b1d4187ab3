package dev.aiwc.collectors.memory;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Per-address counts stay exact through a range's table and its sealed run, the launch's merges of sealed runs,
 * counts past 32 bits and the piece-file format.
 */
class AddressCountsTest {
    private static final long TWO_32 = 1L << 32;

    /** The launch's footprint after sealing the ranges and adding them in order. */
    private static LaunchCounts.Footprint footprint(AddressCounts... ranges) {
        LaunchCounts all = new LaunchCounts();
        for (AddressCounts r : ranges) {
            all.add(r.seal());
        }
        return all.drain();
    }

    /**
     * {addresses, counts} of a footprint, summed from its entries; its counts by value must be those counts sorted and
     * run-length coded, and its address count their number.
     */
    private static long[][] columns(LaunchCounts.Footprint f) {
        long[] e = LaunchCounts.concatenate(f.pieces());
        long[] addresses = new long[f.entryCount()];
        long[] counts = new long[f.entryCount()];
        int j = -1;
        for (int i = 0; i < f.entryCount(); i++) {
            long address = e[2 * i] >>> 1;
            if (j < 0 || addresses[j] != address) {
                j++;
                addresses[j] = address;
            }
            counts[j] += e[2 * i + 1];
        }
        assertEquals(j + 1, f.addresses());
        addresses = Arrays.copyOf(addresses, j + 1);
        counts = Arrays.copyOf(counts, j + 1);
        long[] sorted = counts.clone();
        Arrays.sort(sorted);
        java.util.List<Long> values = new java.util.ArrayList<>();
        java.util.List<Long> times = new java.util.ArrayList<>();
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                values.add(sorted[i]);
                times.add(0L);
            }
            times.set(times.size() - 1, times.get(times.size() - 1) + 1);
        }
        assertArrayEquals(values.stream().mapToLong(Long::longValue).toArray(), f.countValues());
        assertArrayEquals(times.stream().mapToLong(Long::longValue).toArray(), f.countTimes());
        return new long[][]{addresses, counts};
    }

    @Test
    void countsPastThirtyTwoBitsAreExact() {
        AddressCounts c = new AddressCounts();
        c.add(40, false, TWO_32 - 1);
        c.add(40, false, 1);
        c.add(40, false, 6);
        LaunchCounts.Footprint f = footprint(c);
        assertEquals(1, f.loadAddresses());
        assertEquals(TWO_32 + 6, f.loads());
        long[][] s = columns(f);
        assertArrayEquals(new long[]{40}, s[0]);
        assertArrayEquals(new long[]{TWO_32 + 6}, s[1]);
    }

    @Test
    void anAddressLoadedAndStoredIsOneAddressOfEachKind() {
        AddressCounts c = new AddressCounts();
        c.add(8, true, 5);
        c.add(8, false, 2);
        c.add(4, false, 1);
        LaunchCounts.Footprint f = footprint(c);
        assertEquals(2, f.addresses());
        assertEquals(2, f.loadAddresses());
        assertEquals(1, f.storeAddresses());
        assertEquals(3, f.loads());
        assertEquals(5, f.stores());
        long[][] s = columns(f);
        assertArrayEquals(new long[]{4, 8}, s[0]);
        assertArrayEquals(new long[]{1, 7}, s[1]);
    }

    @Test
    void repeatedAccessesSumPerAddressAndKind() {
        // 300 addresses visited round robin 1,000 times, stores on every third visit of an address
        AddressCounts c = new AddressCounts();
        for (int visit = 0; visit < 1000; visit++) {
            for (long a = 0; a < 300; a++) {
                c.add(4 * a, visit % 3 == 0, 1);
            }
        }
        LaunchCounts.Footprint f = footprint(c);
        assertEquals(600, f.entryCount()); // every address loaded and stored
        assertEquals(300, f.addresses());
        assertEquals(300 * 666, f.loads()); // visits 1..999 that are not multiples of 3: 999 - 333
        assertEquals(300 * 334, f.stores()); // visits 0, 3, ..., 999
        long[][] s = columns(f);
        for (int a = 0; a < 300; a++) {
            assertEquals(4L * a, s[0][a]);
            assertEquals(1000, s[1][a]);
        }
    }

    @Test
    void largeCountsSurviveMergingAndATableIsEmptyOnceSealed() {
        AddressCounts a = new AddressCounts();
        a.add(0, false, 3 * TWO_32 + 1);
        for (long address = 4; address < 4000; address += 4) {
            a.add(address, true, 1);
        }
        AddressCounts b = new AddressCounts();
        b.add(0, false, TWO_32 - 1);
        b.add(0, true, 2);
        LaunchCounts.Footprint f = footprint(a, b);
        assertEquals(1, f.loadAddresses());
        assertEquals(1000, f.storeAddresses());
        assertEquals(3 * TWO_32 + 1 + TWO_32 - 1, f.loads());
        long[][] s = columns(f);
        assertEquals(1000, s[0].length);
        assertEquals(0, s[0][0]);
        assertEquals(3 * TWO_32 + 1 + TWO_32 - 1 + 2, s[1][0]);
        assertEquals(1, s[1][1]);
        a.add(12, true, 2); // a was sealed by footprint: only this address is left
        assertArrayEquals(new long[]{12}, columns(footprint(a))[0]);
    }

    @Test
    void sealingSortsEveryAddressOfALargeScatteredRange() {
        // 50,000 addresses added in a scrambled order (odd multiplier mod 2^20), counts derived from the address
        AddressCounts c = new AddressCounts();
        for (long i = 0; i < 50_000; i++) {
            long address = ((i * 0x9E37L) & 0xFFFFF) * 4;
            c.add(address, (i & 1) == 0, address % 7 + 1);
        }
        long[][] s = columns(footprint(c));
        assertEquals(50_000, s[0].length);
        for (int j = 0; j < s[0].length; j++) {
            if (j > 0) {
                assertEquals(true, s[0][j] > s[0][j - 1], "ascending at " + j);
            }
            assertEquals(s[0][j] % 7 + 1, s[1][j]);
        }
    }

    @Test
    void overlappingRangesCountEveryAddressOnce() {
        // range r of 7 reads addresses 4i for i in [r * 20,000, r * 20,000 + 40,000) once and stores to 4i twice
        // where i is a multiple of 3: every address below 4 * 20,000 and from 4 * 140,000 is in one range, the others
        // in two; the counts are known in closed form
        AddressCounts[] ranges = new AddressCounts[7];
        for (int r = 0; r < ranges.length; r++) {
            ranges[r] = new AddressCounts();
            for (long i = r * 20_000L; i < r * 20_000L + 40_000; i++) {
                ranges[r].add(4 * i, false, 1);
                if (i % 3 == 0) {
                    ranges[r].add(4 * i, true, 2);
                }
            }
        }
        long[][] s = columns(footprint(ranges));
        assertEquals(160_000, s[0].length);
        for (int i = 0; i < 160_000; i++) {
            int inRanges = i < 20_000 || i >= 140_000 ? 1 : 2;
            assertEquals(4L * i, s[0][i]);
            assertEquals(inRanges * (i % 3 == 0 ? 3 : 1), s[1][i], "address " + 4L * i);
        }
    }

    @Test
    void aMergeCutIntoPartsGivesTheArrayOfOneMerge() {
        // a: entries 0, 3, 6, ... (count 1); b: entries 0, 2, 4, ... (count 10); below 60,000 the multiples of 6 are
        // in both (count 11), then the multiples of 2 or 3 alone
        int na = 20_000;
        int nb = 30_000;
        long[] a = new long[2 * na];
        long[] b = new long[2 * nb];
        for (int i = 0; i < na; i++) {
            a[2 * i] = 3L * i;
            a[2 * i + 1] = 1;
        }
        for (int i = 0; i < nb; i++) {
            b[2 * i] = 2L * i;
            b[2 * i + 1] = 10;
        }
        long[] one = LaunchCounts.mergeInParts(a, na, b, nb, 1);
        int n = one.length / 2;
        assertEquals(40_000, n); // 20,000 + 30,000 less the 10,000 multiples of 6 below 60,000
        for (int p : new int[]{2, 7, 64}) {
            assertArrayEquals(one, LaunchCounts.mergeInParts(a, na, b, nb, p), p + " parts");
        }
        for (int j = 0; j < n; j++) {
            long key = one[2 * j];
            long expected = (key % 3 == 0 ? 1 : 0) + (key % 2 == 0 ? 10 : 0);
            assertEquals(expected, one[2 * j + 1], "entry " + key);
            if (j > 0) {
                assertEquals(true, key > one[2 * j - 2]);
            }
        }
    }

    @Test
    void aFootprintCutIntoPartsIsTheFootprintOfOnePass() {
        // 40,000 addresses 8 bytes apart, each loaded (i mod 5) + 1 times, every third also stored 5,000 times (a
        // count past the per-value histogram); cut into 7 parts, the part boundaries fall between an address's two
        // entries and must be moved past them
        AddressCounts[] twice = {new AddressCounts(), new AddressCounts()};
        for (AddressCounts c : twice) {
            for (long i = 0; i < 40_000; i++) {
                c.add(8 * i, false, i % 5 + 1);
                if (i % 3 == 0) {
                    c.add(8 * i, true, 5_000);
                }
            }
        }
        LaunchCounts one = new LaunchCounts();
        one.add(twice[0].seal());
        LaunchCounts cut = new LaunchCounts();
        cut.add(twice[1].seal());
        LaunchCounts.Footprint a = one.drain(1);
        LaunchCounts.Footprint b = cut.drain(7);
        assertEquals(40_000, b.addresses());
        assertEquals(40_000, b.loadAddresses());
        assertEquals(13_334, b.storeAddresses()); // multiples of 3 below 40,000
        assertEquals(8_000 * (1 + 2 + 3 + 4 + 5), b.loads());
        assertEquals(13_334 * 5_000L, b.stores());
        assertArrayEquals(a.countValues(), b.countValues());
        assertArrayEquals(a.countTimes(), b.countTimes());
        long[][] s = columns(b);
        for (int i = 0; i < 40_000; i++) {
            assertEquals(8L * i, s[0][i]);
            assertEquals(i % 5 + 1 + (i % 3 == 0 ? 5_000 : 0), s[1][i]);
        }
    }

    @Test
    void rangesOfDifferentDataFollowOneAnotherInEitherOrder() {
        // the second range's addresses all lie below the first's: the merge copies it whole in front
        AddressCounts high = new AddressCounts();
        AddressCounts low = new AddressCounts();
        for (long i = 0; i < 1000; i++) {
            high.add(4000 + 4 * i, false, 2);
            low.add(4 * i, true, 1);
        }
        long[][] s = columns(footprint(high, low));
        assertEquals(2000, s[0].length);
        for (int i = 0; i < 2000; i++) {
            assertEquals(4L * i, s[0][i]);
            assertEquals(i < 1000 ? 1 : 2, s[1][i]);
        }
    }

    @Test
    void aWrittenRangeReadsBackToTheSameCounts() throws IOException {
        AddressCounts c = new AddressCounts();
        c.add(100, false, 3);
        c.add(4, true, TWO_32 + 1);
        c.add(100, true, 2);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AddressCounts.write(LaunchCounts.concatenate(c.seal()), new DataOutputStream(bytes));
        // an int and three longs per address: two addresses
        assertEquals(4 + 2 * 24, bytes.size());
        AddressCounts back = new AddressCounts();
        back.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
        LaunchCounts.Footprint f = footprint(back);
        assertEquals(2, f.addresses());
        assertEquals(3, f.loads());
        assertEquals(TWO_32 + 3, f.stores());
        assertArrayEquals(new long[]{4, 100}, columns(f)[0]);
        assertArrayEquals(new long[]{TWO_32 + 1, 5}, columns(f)[1]);
    }

    /** An address of buffer b of the global space at byte offset o. */
    private static long global(int b, long o) {
        return dev.aiwc.api.descriptor.VirtualAddress.make(dev.aiwc.api.descriptor.AddressSpace.GLOBAL, b, o);
    }

    @Test
    void rangesOfTheirOwnDataArePassedOnUncopied() {
        // four ranges, as crc's work-groups: each reads 1,000 words of buffer 1 of its own and stores one word of
        // buffer 2 next to the others'; the input pieces share no address with another range and reach the footprint
        // as the arrays the ranges sealed; the last range also loads the first range's output word, so its output
        // piece's address range overlaps the others' and they are merged into one
        long[][][] sealed = new long[4][][];
        LaunchCounts all = new LaunchCounts();
        for (int g = 0; g < 4; g++) {
            AddressCounts c = new AddressCounts();
            for (long i = 0; i < 1000; i++) {
                c.add(global(1, 4 * (1000 * g + i)), false, 2);
            }
            c.add(global(2, 16 * g), true, 1);
            if (g == 3) {
                c.add(global(2, 0), false, 5);
            }
            sealed[g] = c.seal();
            assertEquals(2, sealed[g].length, "one piece per buffer");
            all.add(sealed[g]);
        }
        LaunchCounts.Footprint f = all.drain(1);
        assertEquals(4000 + 4 + 1, f.entryCount()); // input loads, output stores, the one output load
        assertEquals(4004, f.addresses());
        assertEquals(4 * 1000 * 2 + 5, f.loads());
        assertEquals(4, f.stores());
        for (int g = 0; g < 4; g++) {
            assertEquals(true, java.util.Arrays.asList(f.pieces()).contains(sealed[g][0]), "range " + g + "'s input");
        }
        long[] e = LaunchCounts.concatenate(f.pieces());
        for (int k = 1; k < f.entryCount(); k++) {
            assertEquals(true, e[2 * k] > e[2 * k - 2], "ascending at " + k);
        }
        // the first output word: loaded 5 times by range 3, stored once by range 0, two entries of one piece
        long out0 = global(2, 0) << 1;
        long[] last = f.pieces()[f.pieces().length - 1];
        assertEquals(out0, last[0]);
        assertEquals(5, last[1]);
        assertEquals(out0 | 1, last[2]);
        assertEquals(1, last[3]);
    }

    @Test
    void piecesMergeToTheCountsOfAPlainSum() {
        // 40 ranges of random words in 3 or 9 buffers, some of their own and some shared, added in order and with the
        // pass cut 1, 5 and 300 ways (more than the pieces: short ones share a task), and once more with the stack's
        // merges run as tasks of the common pool: every count must be the plain sum over the ranges
        java.util.SplittableRandom r = new java.util.SplittableRandom(11);
        java.util.TreeMap<Long, Long> expected = new java.util.TreeMap<>();
        LaunchCounts[] launches = {new LaunchCounts(false), new LaunchCounts(false), new LaunchCounts(false),
                new LaunchCounts(true)};
        for (int g = 0; g < 40; g++) {
            AddressCounts c = new AddressCounts();
            int n = 1 + r.nextInt(300);
            int buffers = g % 2 == 0 ? 3 : 9; // past the four buffers a table first has room for
            for (int i = 0; i < n; i++) {
                int b = 1 + r.nextInt(buffers);
                long offset = b == 1 ? 4L * (1000 * g + r.nextInt(1000)) : 4L * r.nextInt(b == 2 ? 50 : 100_000);
                boolean store = r.nextInt(4) == 0;
                long count = 1 + r.nextInt(9);
                c.add(global(b, offset), store, count);
                expected.merge(global(b, offset) << 1 | (store ? 1 : 0), count, Long::sum);
            }
            long[][] pieces = c.seal();
            for (LaunchCounts launch : launches) {
                long[][] copy = new long[pieces.length][];
                for (int k = 0; k < pieces.length; k++) {
                    copy[k] = pieces[k].clone();
                }
                launch.add(copy);
            }
        }
        LaunchCounts.Footprint[] feet = {launches[0].drain(1), launches[1].drain(5), launches[2].drain(300),
                launches[3].drain(5)};
        for (LaunchCounts.Footprint f : feet) {
            long[] e = LaunchCounts.concatenate(f.pieces());
            assertEquals(expected.size(), f.entryCount());
            int k = 0;
            for (java.util.Map.Entry<Long, Long> x : expected.entrySet()) {
                assertEquals(x.getKey(), e[2 * k]);
                assertEquals(x.getValue(), e[2 * k + 1]);
                k++;
            }
            for (long[] piece : f.pieces()) {
                assertEquals(true, piece.length > 0);
            }
            columns(f);
        }
        for (LaunchCounts.Footprint f : feet) {
            assertArrayEquals(feet[0].countValues(), f.countValues());
            assertArrayEquals(feet[0].countTimes(), f.countTimes());
            assertEquals(feet[0].addresses(), f.addresses());
            assertEquals(feet[0].loads(), f.loads());
            assertEquals(feet[0].stores(), f.stores());
            assertEquals(feet[0].loadAddresses(), f.loadAddresses());
            assertEquals(feet[0].storeAddresses(), f.storeAddresses());
        }
    }

    /** The sealed run of a range as one array (its pieces in order). */
    private static long[] sealed(AddressCounts c) {
        return LaunchCounts.concatenate(c.seal());
    }

    /** Feeds a stretch to {@code stretched} whole and to {@code plain} entry by entry. */
    private static void both(AddressCounts stretched, AddressCounts plain, long first, long step, int n, long count) {
        stretched.addStretch(first, step, n, count);
        for (int j = 0; j < n; j++) {
            long e = first + step * j;
            plain.add(e >>> 1, (e & 1) != 0, count);
        }
    }

    private static long buffer(int index) {
        return dev.aiwc.api.descriptor.VirtualAddress.make(dev.aiwc.api.descriptor.AddressSpace.GLOBAL, index, 0);
    }

    @Test
    void stretchesSealToTheRunOfTheSameAccessesAddedOneByOne() {
        AddressCounts stretched = new AddressCounts();
        AddressCounts plain = new AddressCounts();
        long a = buffer(1) << 1;
        long b = buffer(2) << 1;
        // buffer 1: rows of 128 floats one after another (kept as stretches), then a load of one of them and a store
        // to another (table entries merged with the stretches), then a row again (not past the last: the table)
        for (int row = 0; row < 50; row++) {
            both(stretched, plain, a + 8L * (row * 128), 8, 128, 1);
        }
        stretched.add((a >>> 1) + 4 * 300, false, 7);
        plain.add((a >>> 1) + 4 * 300, false, 7);
        stretched.add((a >>> 1) + 4 * 301, true, 2);
        plain.add((a >>> 1) + 4 * 301, true, 2);
        both(stretched, plain, a + 8L * 256, 8, 128, 3);
        // buffer 2: stores 64 bytes apart with counts past 32 bits, and a stretch running off the buffer's end
        both(stretched, plain, b | 1, 128, 40, TWO_32 + 5);
        long end = (buffer(3) << 1) - 8L * 10;
        both(stretched, plain, end, 8, 20, 1);
        // a stretch of odd step (loads and stores of one address side by side) is no stretch
        both(stretched, plain, a + 8L * 100_000, 1, 64, 1);
        assertArrayEquals(sealed(plain), sealed(stretched));
        // both tables are empty again: a second range gives the same run again
        for (int row = 9; row >= 0; row--) {
            both(stretched, plain, b + 8L * (row * 32), 8, 32, row + 1);
        }
        assertArrayEquals(sealed(plain), sealed(stretched));
    }

    @Test
    void tilesOfColumnsStayStretchesAndInterleavedOrRepeatedRowsGoToTheTable() {
        AddressCounts stretched = new AddressCounts();
        AddressCounts plain = new AddressCounts();
        long a = buffer(1) << 1;
        long b = buffer(2) << 1;
        int n = 64;
        // row-major mm's 4 work-groups of a range: each reads, per k, 16 floats of row k of B (its columns) and 16 of
        // column k of A (its rows, n floats apart); a row of B begins before the last group's rows ended
        for (int group = 0; group < 4; group++) {
            for (int k = 0; k < n; k++) {
                both(stretched, plain, a + 8L * (k + group / 2 * 16 * n), 8L * n, 16, 16);
                both(stretched, plain, b + 8L * (k * n + group * 16), 8, 16, 16);
            }
        }
        assertArrayEquals(sealed(plain), sealed(stretched));
        // a row read again after another (not next to it), and a row read in two halves that the next one overlaps
        both(stretched, plain, b, 8, 16, 1);
        both(stretched, plain, b + 8L * 100, 8, 16, 2);
        both(stretched, plain, b, 8, 16, 3);
        both(stretched, plain, a + 8L * 1000, 8, 16, 1);
        both(stretched, plain, a + 8L * 1016, 8, 16, 1);
        both(stretched, plain, a + 8L * 1008, 8, 16, 5);
        both(stretched, plain, a + 8L * 2000, 8, 16, 1);
        assertArrayEquals(sealed(plain), sealed(stretched));
    }

    @Test
    void aBuffersTableEntriesMergeIntoItsStretchesWithSharedEntriesCountedOnce() {
        AddressCounts stretched = new AddressCounts();
        AddressCounts plain = new AddressCounts();
        long c = buffer(3) << 1;
        // rows of 16 floats 64 apart from float 8, and one more between the first two, after them
        for (int row = 0; row < 4; row++) {
            both(stretched, plain, c + 8L * (8 + 64 * row), 8, 16, 2);
        }
        both(stretched, plain, c + 8L * (8 + 32), 8, 16, 3);
        // table entries: before every stretch, inside one (a load, shared; a store, not), between, after
        long[][] singles = {{0, 0, 5}, {10, 0, 7}, {10, 1, 4}, {30, 0, 1}, {73, 0, TWO_32}, {500, 1, 9}};
        for (long[] e : singles) {
            stretched.add((c >>> 1) + 4 * e[0], e[1] == 1, e[2]);
            plain.add((c >>> 1) + 4 * e[0], e[1] == 1, e[2]);
        }
        long[] run = sealed(stretched);
        assertArrayEquals(sealed(plain), run);
        // by hand: 80 loads in the stretches, 6 table entries of which 2 shared with them
        assertEquals(2 * (80 + 6 - 2), run.length);
        assertEquals(c + 8L * 10, run[2 * 3]);
        assertEquals(2 + 7, run[2 * 3 + 1]);
    }

    @Test
    void stretchesReadAgainAndAgainTakeMemoryByTheirAddressesNotTheirAccesses() {
        AddressCounts stretched = new AddressCounts();
        AddressCounts plain = new AddressCounts();
        long b = buffer(2) << 1;
        // two rows of 16 floats read by turns, 100,000 times: one record each, their counts summed (3.2 MB as records)
        for (int i = 0; i < 100_000; i++) {
            both(stretched, plain, b + 8L * 16 * (i % 2), 8, 16, 1);
        }
        long bytes = stretched.bytes();
        assertArrayEquals(sealed(plain), sealed(stretched));
        assertTrue(bytes <= 8L * 64 + 4L * 64 + plain.bytes(), bytes + " bytes");
        // windows of 16 to 65 floats sliding by one float over 1,000 places, two windows by turns far apart (no
        // stretch overlaps the one before it): 100,000 different stretches over about 2,100 addresses, 3.2 MB as
        // records; they overlap, so their buffer gives them up when the records reach the floor of the check
        for (int i = 0; i < 100_000; i++) {
            both(stretched, plain, b + 8L * ((i % 2) * 1_000_000 + (i / 2) % 1000), 8, 16 + (i / 2000) % 50, 1);
        }
        bytes = stretched.bytes();
        assertArrayEquals(sealed(plain), sealed(stretched));
        // 16,384 longs of records and their index at most before the check, and the table of the addresses
        assertTrue(bytes <= 8L * 16_384 + 4L * 8_192 + plain.bytes(), bytes + " bytes against " + plain.bytes());
    }

    @Test
    void twoSortedRunsMergeWithTheCountsOfSharedEntriesAdded() {
        // what a buffer's table entries and its stretches are merged with at the seal
        long[] merged = LaunchCounts.merge(new long[]{2, 1, 6, 10, 9, 100}, 3, new long[]{1, 5, 6, 3, 12, 4}, 3);
        assertArrayEquals(new long[]{1, 5, 2, 1, 6, 13, 9, 100, 12, 4}, merged);
        assertArrayEquals(new long[]{4, 1}, LaunchCounts.merge(new long[]{4, 1}, 1, new long[0], 0));
    }
}
