package dev.aiwc.instrumenter.groups;

import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Piece I of N takes ranges floor(R·I/N) .. floor(R·(I+1)/N): contiguous, in order, covering every range once. */
class GroupShareTest {

    @Test
    void threePiecesOfEightRangesTakeTwoThreeAndThree() {
        // 8·1/3 = 2.67 and 8·2/3 = 5.33, rounded down
        int[][] expected = {{0, 2}, {2, 5}, {5, 8}};
        for (int i = 0; i < 3; i++) {
            GroupShare s = new GroupShare(i, 3);
            assertEquals(expected[i][0], s.firstRange(8), "first of " + s);
            assertEquals(expected[i][1], s.endRange(8), "end of " + s);
        }
    }

    @Test
    void morePiecesThanRangesLeaveSomePiecesEmpty() {
        // 2 ranges over 5 pieces: ends 2·1/5 = 0, 2·2/5 = 0, 2·3/5 = 1, 2·4/5 = 1, 2
        int[] ends = {0, 0, 1, 1, 2};
        int first = 0;
        for (int i = 0; i < 5; i++) {
            GroupShare s = new GroupShare(i, 5);
            assertEquals(first, s.firstRange(2));
            assertEquals(ends[i], s.endRange(2));
            first = ends[i];
        }
    }

    @Test
    void theTextIsZeroBasedIOverN() {
        assertEquals(new GroupShare(3, 8), GroupShare.parse("3/8"));
        for (String bad : new String[]{"8/8", "-1/8", "1/0", "1", "a/b", "1/2/3"}) {
            AiwcException e = assertThrows(AiwcException.class, () -> GroupShare.parse(bad), bad);
            assertEquals(2, e.exitCode(), bad);
        }
    }
}
