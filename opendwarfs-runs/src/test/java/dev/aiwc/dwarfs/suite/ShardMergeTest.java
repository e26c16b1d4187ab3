package dev.aiwc.dwarfs.suite;

import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ShardMergeTest {

    @Test
    void mergeSortsByApplicationSizeKernelAndNumericInvocation() {
        List<String> merged = ShardMerge.merge(List.of(
                List.of("nw/tiny/nw_band_upper-10.json", "lud/small/lud_internal-0.json"),
                List.of("nw/tiny/nw_band_upper-2.json", "lud/tiny/lud_perimeter-0.json",
                        "lud/tiny/lud_diagonal-1.json")));
        assertEquals(List.of("lud/tiny/lud_diagonal-1.json", "lud/tiny/lud_perimeter-0.json",
                "lud/small/lud_internal-0.json", "nw/tiny/nw_band_upper-2.json", "nw/tiny/nw_band_upper-10.json"),
                merged);
    }

    @Test
    void mergeDoesNotDependOnTheOrderOfShards() {
        List<String> a = List.of("crc/tiny/crc32_pages-0.json");
        List<String> b = List.of("bfs/small/bfs_expand-0.json", "bfs/small/bfs_advance-0.json");
        assertEquals(ShardMerge.merge(List.of(a, b)), ShardMerge.merge(List.of(b, a)));
    }

    @Test
    void overlappingShardsAreRejected() {
        assertThrows(AiwcException.class, () -> ShardMerge.merge(List.of(List.of("crc/tiny/crc32_pages-0.json"),
                List.of("crc/tiny/crc32_pages-0.json"))));
    }

    @Test
    void aPathOutsideTheLayoutIsRejected() {
        assertThrows(AiwcException.class, () -> ShardMerge.merge(List.of(List.of("crc32_pages-0.json"))));
    }
}
