package dev.aiwc.reports.model;

import dev.aiwc.api.metric.MetricDescriptor;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.MEAN;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.HIGHER_IS_BETTER;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.NEITHER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MetricsDocumentTest {

    @Test
    void metricsMdTablesAreTheInstalledCollectorsDescriptors() throws IOException {
        String doc = Files.readString(Path.of("..", "METRICS.md"), StandardCharsets.UTF_8);
        assertEquals(MetricsDocument.update(doc, MetricCatalogue.installed().all()), doc,
                "METRICS.md is out of date with the metric descriptors: run ./aiwc metrics --update-doc METRICS.md");
    }

    @Test
    void everyDefaultProfileMetricHasItsPublishedDefinitionInATable() throws IOException {
        String doc = Files.readString(Path.of("..", "METRICS.md"), StandardCharsets.UTF_8);
        for (MetricDescriptor d : MetricCatalogue.installed().all()) {
            String category = d.key().split("\\.", 2)[0];
            if (MetricCatalogue.CATEGORIES.contains(category) && !"profile aiwc".equals(d.onlyIn())) {
                assertTrue(d.definition() != null, d.key() + " has no published definition");
                String last = d.key().substring(d.key().lastIndexOf('.') + 1).replace("[]", "[n]");
                assertTrue(doc.contains(last), d.key() + " is not in METRICS.md");
            }
        }
    }

    @Test
    void statisticsOfOneSeriesShareARowWhenUnitAndDirectionAgree() {
        MetricDescriptor.Definition def = new MetricDescriptor.Definition("p [X]", "c", "—");
        List<MetricDescriptor> ds = List.of(
                MetricDescriptor.of("compute.a.min", "bits", HIGHER_IS_BETTER, MEAN, "min").defined(def),
                MetricDescriptor.of("compute.a.max", "bits", HIGHER_IS_BETTER, MEAN, "max").defined(def),
                MetricDescriptor.of("compute.a.sd", "bits", NEITHER, MEAN, "sd").defined(def),
                MetricDescriptor.of("compute.b", "x | y", NEITHER, MEAN, "b").defined("q", "r", "s"));
        String out = MetricsDocument.update("head\n<!-- generated: compute -->\nold\n<!-- end generated -->\ntail", ds);
        assertEquals("""
                head
                <!-- generated: compute -->
                | key | unit | better | published | `default` computes | departs |
                |---|---|---|---|---|---|
                | `compute.a.{min,max}` | bits | higher is better | p [X] | c | — |
                | `compute.a.sd` | bits | neither | p [X] | c | — |
                | `compute.b` | x \\| y | neither | q | r | s |
                <!-- end generated -->
                tail""", out);
    }

    @Test
    void anUnknownTableOrAMissingEndIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> MetricsDocument.update("<!-- generated: nope -->\n<!-- end generated -->", List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> MetricsDocument.update("<!-- generated: compute -->\nno end", List.of()));
    }
}
