package dev.aiwc.reports.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MetricSelectionTest {

    @Test
    void aPrefixSelectsTheKeyAndEverythingUnderItButNotALongerName() {
        MetricSelection s = MetricSelection.parse("memory,fermi-l1.total");
        assertTrue(s.selects("memory"));
        assertTrue(s.selects("memory.footprint"));
        assertTrue(s.selects("memory.globalAddressEntropy[3]"));
        assertTrue(s.selects("fermi-l1.total.loadHits"));
        assertFalse(s.selects("memoryX.footprint"));
        assertFalse(s.selects("fermi-l1.totalish"));
        assertFalse(s.selects("fermi-l1.sms[0].loadHits"));
        assertFalse(s.selects("compute.totalInstructions"));
    }

    @Test
    void aStarMatchesAnyRunOfCharactersDotsAndBracketsIncluded() {
        MetricSelection s = MetricSelection.parse(" *Entropy* , fermi-l1.*.loadHits");
        assertEquals(List.of("*Entropy*", "fermi-l1.*.loadHits"), s.patterns());
        assertTrue(s.selects("memory.globalAddressEntropy[3]"));
        assertTrue(s.selects("control.branchEntropyYokota"));
        assertTrue(s.selects("fermi-l1.total.loadHits"));
        assertTrue(s.selects("fermi-l1.sms[2].loadHits"));
        assertFalse(s.selects("fermi-l1.total.loadHitsRate"));
        assertFalse(s.selects("memory.footprint"));
        // the other characters of a glob are literal: '.' is not "any character"
        assertFalse(MetricSelection.parse("memory.foot*").selects("memoryXfootprint"));
    }

    @Test
    void nothingOrBlanksSelectEverythingAndUnmatchedPatternsAreNamed() {
        assertTrue(MetricSelection.parse(null).selects("anything"));
        assertTrue(MetricSelection.parse(" , ").selects("anything"));
        MetricSelection s = MetricSelection.parse("memory,memroy,*Entropy*");
        assertEquals(List.of("memroy"), s.unmatched(List.of("memory.footprint", "memory.localAddressEntropy[0]")));
    }
}
