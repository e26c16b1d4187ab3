package dev.aiwc.cli;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.reports.Reports;
import dev.aiwc.reports.dataset.MetricFlattening;
import dev.aiwc.reports.dataset.MetricLeaf;
import dev.aiwc.reports.model.Invocation;
import dev.aiwc.reports.model.MetricCatalogue;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every value a real characterisation writes, with every collector, in both profiles and on a GPU with and without
 * an L1, is described by the catalogue: a meaning, and a unit wherever the value is a number.
 */
class MetricDescriptorCoverageTest {

    @ParameterizedTest(name = "{0} --profile {1} --gpu {2}")
    @CsvSource({
            "examples/multi-kernel/normalise.json, default, h100",
            "examples/multi-kernel/normalise.json, aiwc, gtx480-16k",
            "examples/vector-add/vadd.json, default, gt200"})
    void everyWrittenKeyHasADescriptor(String spec, String profile, String gpu, @TempDir Path out) throws IOException {
        CliRun.Outcome r = CliRun.run("run", Path.of("..").resolve(spec).toString(), "--profile", profile, "--gpu", gpu,
                "--collectors", "aiwc,fermi-l1,mwp-cwp,histogram", "--quiet", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        List<Path> jsons;
        try (Stream<Path> files = Files.list(out)) {
            jsons = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        assertTrue(!jsons.isEmpty(), "no characterisation written");
        TreeSet<String> undescribed = new TreeSet<>();
        TreeSet<String> numbersWithoutUnit = new TreeSet<>();
        for (Invocation inv : Reports.load(jsons).invocations()) {
            for (MetricLeaf leaf : MetricFlattening.leaves(inv.characterisation())) {
                Optional<MetricDescriptor> d = MetricCatalogue.descriptor(leaf.key());
                if (d.isEmpty() || d.get().description().isBlank()) {
                    undescribed.add(leaf.key().replaceAll("\\[\\d+]", "[n]"));
                } else if (leaf.value() instanceof Number && d.get().unit().isEmpty()
                        && !leaf.key().contains(".config.") && !leaf.key().contains(".gpu.")) {
                    numbersWithoutUnit.add(leaf.key().replaceAll("\\[\\d+]", "[n]"));
                }
            }
        }
        assertEquals(new TreeSet<String>(), undescribed, "keys no collector describes");
        assertEquals(new TreeSet<String>(), numbersWithoutUnit, "numbers without a unit");
    }
}
