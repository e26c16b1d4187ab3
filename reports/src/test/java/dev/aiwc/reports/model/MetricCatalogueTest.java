package dev.aiwc.reports.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MetricCatalogueTest {

    @Test
    void aNestedKeyTakesTheMeaningOfItsNearestDescribedParent() {
        assertEquals(MetricCatalogue.meaning("parallelism.itb"), MetricCatalogue.meaning("parallelism.itb.median"));
        assertEquals(MetricCatalogue.meaning("memory.localAddressEntropy"),
                MetricCatalogue.meaning("memory.localAddressEntropy[3]"));
        assertEquals(MetricCatalogue.meaning("memory.addressEntropy"),
                MetricCatalogue.meaning("memory.addressEntropy[0]"));
    }

    @Test
    void fermiCountersMeanTheSameInTheTotalAndPerSm() {
        String total = MetricCatalogue.meaning("fermi-l1.total.misses.conflict");
        assertTrue(total.startsWith("Misses a fully associative cache"), total);
        assertEquals(total, MetricCatalogue.meaning("fermi-l1.sms[12].misses.conflict"));
        assertEquals(MetricCatalogue.meaning("fermi-l1.total.reuseDistanceHistogram"),
                MetricCatalogue.meaning("fermi-l1.sms[0].reuseDistanceHistogram[4]"));
    }

    @Test
    void unknownKeysHaveNoMeaning() {
        assertEquals("", MetricCatalogue.meaning("newcollector.value"));
    }
}
