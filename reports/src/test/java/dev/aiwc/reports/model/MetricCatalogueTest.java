package dev.aiwc.reports.model;

import dev.aiwc.api.metric.MetricDescriptor;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MetricCatalogueTest {

    @Test
    void aNestedKeyTakesTheDescriptorOfItsNearestDescribedParent() {
        assertEquals(MetricCatalogue.meaning("fermi-l1.total.misses"),
                MetricCatalogue.meaning("fermi-l1.total.misses.someNewClass"));
        assertEquals(MetricCatalogue.meaning("compute.opcodeHistogram"),
                MetricCatalogue.meaning("compute.opcodeHistogram.fadd"));
        assertEquals(MetricCatalogue.meaning("compute.callHistogram"),
                MetricCatalogue.meaning("compute.callHistogram.llvm.fmuladd.f32"));
    }

    @Test
    void seriesElementsShareTheSeriesDescriptor() {
        assertEquals("bits", MetricCatalogue.unit("memory.addressEntropy[0]"));
        assertEquals(MetricCatalogue.meaning("memory.addressEntropy[10]"),
                MetricCatalogue.meaning("memory.addressEntropy[0]"));
        assertEquals(MetricCatalogue.meaning("memory.localAddressEntropy[3]"),
                MetricCatalogue.meaning("memory.localAddressEntropy[9]"));
    }

    @Test
    void fermiCountersMeanTheSameInTheTotalAndPerSm() {
        String total = MetricCatalogue.meaning("fermi-l1.total.misses.conflict");
        assertTrue(total.startsWith("Misses a fully associative cache"), total);
        assertEquals(total, MetricCatalogue.meaning("fermi-l1.sms[12].misses.conflict"));
        assertEquals(MetricCatalogue.meaning("fermi-l1.total.reuseDistanceHistogram[0]"),
                MetricCatalogue.meaning("fermi-l1.sms[0].reuseDistanceHistogram[4]"));
    }

    @Test
    void aWildcardSegmentMatchesAnyNameAtItsPlace() {
        assertEquals("accesses", MetricCatalogue.unit("memory.accessesBySpace.local"));
        assertEquals("blocks", MetricCatalogue.unit("mwp-cwp.occupancy.limits.registers"));
        assertEquals("cycles", MetricCatalogue.unit("mwp-cwp.gpu.baseLatency"));
        assertEquals("bytes", MetricCatalogue.unit("fermi-l1.config.l1Size"));
    }

    @Test
    void directionsSayWhichWayIsBetterForComparingVariants() {
        assertEquals(MetricDescriptor.Direction.LOWER_IS_BETTER, MetricCatalogue.direction("mwp-cwp.seconds"));
        assertEquals(MetricDescriptor.Direction.LOWER_IS_BETTER, MetricCatalogue.direction("compute.totalInstructions"));
        assertEquals(MetricDescriptor.Direction.HIGHER_IS_BETTER, MetricCatalogue.direction("parallelism.simdWidth.mean"));
        // a count of hits grows with the loads: only the rate has a better direction
        assertEquals(MetricDescriptor.Direction.NEITHER, MetricCatalogue.direction("fermi-l1.total.loadHits"));
        assertEquals(MetricDescriptor.Direction.LOWER_IS_BETTER, MetricCatalogue.direction("fermi-l1.total.missRate"));
        assertEquals(MetricDescriptor.Direction.NEITHER, MetricCatalogue.direction("memory.footprint"));
    }

    @Test
    void theEnginesPipelineEntryIsDescribedForEveryCollector() {
        for (String c : new String[]{"aiwc", "fermi-l1", "mwp-cwp", "histogram"}) {
            assertEquals("instructions", MetricCatalogue.unit(c + ".pipeline.instructions"), c);
        }
    }

    @Test
    void everyCollectorDescribesOnlyItsOwnSectionOrAMetricCategory() {
        for (var c : dev.aiwc.api.collector.Collectors.available().values()) {
            for (MetricDescriptor d : c.metrics()) {
                String head = d.key().split("[.\\[]", 2)[0];
                assertTrue(head.equals(c.name()) || MetricCatalogue.CATEGORIES.contains(head),
                        c.name() + " describes " + d.key());
            }
        }
    }

    @Test
    void unknownKeysHaveNoMeaning() {
        assertEquals("", MetricCatalogue.meaning("newcollector.value"));
        assertFalse(MetricCatalogue.descriptor("newcollector.value").isPresent());
    }
}
