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
    void everyDescribedMetricIsDefinedInMetricsMd() throws java.io.IOException {
        // The catalogue gives the one-line meanings the reports show; METRICS.md the definitions behind them.
        String doc = java.nio.file.Files.readString(java.nio.file.Path.of("..", "METRICS.md"));
        for (String key : MetricCatalogue.aiwcMetricKeys()) {
            String name = key.substring(key.indexOf('.') + 1);
            assertTrue(doc.contains("`" + key) || doc.contains("`" + name + "`") || doc.contains(", `" + name),
                    key + " is in the catalogue but not in METRICS.md");
        }
        assertTrue(MetricCatalogue.aiwcMetricKeys().contains("memory.readsPerReadAddress"));
    }

    @Test
    void unknownKeysHaveNoMeaning() {
        assertEquals("", MetricCatalogue.meaning("newcollector.value"));
    }
}
