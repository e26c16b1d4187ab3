package dev.aiwc.dwarfs.suite;

import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SuitePlanTest {

    @Test
    void theWholePlanListsApplicationsInSuiteOrderAndSizesSmallestFirst() {
        SuitePlan plan = SuitePlan.of(List.of("all"), null, Shard.WHOLE);
        assertEquals(11 * 4, plan.runs().size());
        assertEquals("lud tiny", plan.runs().get(0).toString());
        assertEquals("lud large", plan.runs().get(3).toString());
        assertEquals("csr tiny", plan.runs().get(4).toString());
        assertEquals("hmm large", plan.runs().get(43).toString());
    }

    @Test
    void onlyAndSizeSelectInSuiteOrderWhateverTheOrderGiven() {
        SuitePlan plan = SuitePlan.of(List.of("small,tiny"), List.of("nw,crc"), Shard.WHOLE);
        List<String> names = new ArrayList<>();
        plan.runs().forEach(r -> names.add(r.toString()));
        assertEquals(List.of("crc tiny", "crc small", "nw tiny", "nw small"), names);
    }

    @Test
    void shardsAreDisjointAndTogetherTheWholePlan() {
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            for (SuiteRun r : SuitePlan.of(null, null, new Shard(i, 3)).runs()) {
                assertEquals(i, r.ordinal() % 3);
                assertTrue(seen.add(r.ordinal()));
            }
        }
        assertEquals(44, seen.size());
    }

    @Test
    void shardOneOfFourTakesEveryFourthRunFromTheSecond() {
        List<SuiteRun> runs = SuitePlan.of(null, null, Shard.parse("1/4")).runs();
        assertEquals("lud small", runs.get(0).toString());
        assertEquals("csr small", runs.get(1).toString());
    }

    @Test
    void aBadShardOrSizeOrNameIsABadInput() {
        assertThrows(AiwcException.class, () -> Shard.parse("4/4"));
        assertThrows(AiwcException.class, () -> Shard.parse("x"));
        assertThrows(AiwcException.class, () -> SuitePlan.of(List.of("huge"), null, Shard.WHOLE));
        assertThrows(AiwcException.class, () -> SuitePlan.of(null, List.of("quicksort"), Shard.WHOLE));
    }
}
