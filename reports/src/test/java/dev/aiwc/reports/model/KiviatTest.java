package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.Fixtures;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kiviat radii for the fixtures, derived by hand from the fixtures' metric values (vadd: 1024 scalar
 * work-items over 3 buffers of 1024 floats; vadd4: the float4 variant with 256 work-items; reduce: see
 * make-fixtures.py).
 */
class KiviatTest {

    private static final double EPS = 1e-12;

    private static int axis(String key) {
        for (int i = 0; i < Kiviat.AXES.size(); i++) {
            if (Kiviat.AXES.get(i).key().equals(key)) {
                return i;
            }
        }
        throw new AssertionError("no axis " + key);
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }

    @Test
    void theSpokesAreTheAiwcFeatureSetWithLoadImbalance() {
        assertEquals(22, Kiviat.AXES.size());
        assertEquals("compute.opcodeDiversity", Kiviat.AXES.get(0).key());
        assertEquals("memory.localAddressEntropy[0]", Kiviat.AXES.get(8).key());
        assertEquals("control.averageLinearBranchEntropy", Kiviat.AXES.get(21).key());
    }

    @Test
    void vaddAndVadd4OnTheFixedScales() throws Exception {
        List<KiviatProfile> p = Kiviat.normalise(List.of("vadd", "vadd4"),
                List.of(Fixtures.load("vadd-0.json"), Fixtures.load("vadd4-0.json")));
        double[] a = p.get(0).normalised();
        double[] b = p.get(1).normalised();
        // opcode diversity 6 of a 32-opcode rim
        assertEquals(6.0 / 32, a[axis("compute.opcodeDiversity")], EPS);
        assertEquals(6.0 / 32, b[axis("compute.opcodeDiversity")], EPS);
        // inverted parallelism metrics are drawn as they are: 1/1024, 1/256; 0.1; 1 and 2560/5632 = 5/11
        assertEquals(1.0 / 1024, a[axis("parallelism.granularity")], EPS);
        assertEquals(1.0 / 256, b[axis("parallelism.granularity")], EPS);
        assertEquals(0.1, b[axis("parallelism.barriersPerInstruction")], EPS);
        assertEquals(1.0, a[axis("parallelism.instructionsPerOperand")], EPS);
        assertEquals(5.0 / 11, b[axis("parallelism.instructionsPerOperand")], EPS);
        // every work-item runs 10 instructions: no imbalance
        assertEquals(0, a[axis("parallelism.loadImbalance")], EPS);
        // footprints on the log2 scale to 2^32 addresses: log2(1 + 3072) / 32, log2(1 + 768) / 32, log2(1 + 692) / 32
        assertEquals(log2(3073) / 32, a[axis("memory.footprint")], EPS);
        assertEquals(log2(769) / 32, b[axis("memory.footprint")], EPS);
        assertEquals(log2(693) / 32, b[axis("memory.footprint90")], EPS);
        // entropies on the linear 0-32-bit scale: log2(3072) and log2(768) bits
        assertEquals(log2(3072) / 32, a[axis("memory.globalAddressEntropy")], EPS);
        assertEquals(log2(768) / 32, b[axis("memory.globalAddressEntropy")], EPS);
        assertEquals(log2(768) / 32, b[axis("memory.localAddressEntropy[3]")], EPS);
        // 3 buffers of 1024 floats are 3 * 2^10 four-byte words, log2(3) + 10 bits; each bit skipped beyond the 2
        // of a word's bytes halves the words: from 5 bits skipped both are log2(3) + 12 - n bits, the same radius
        for (int n = 5; n <= 10; n++) {
            double expected = (log2(3) + 12 - n) / 32;
            assertEquals(expected, a[axis("memory.localAddressEntropy[" + (n - 1) + "]")], EPS);
            assertEquals(expected, b[axis("memory.localAddressEntropy[" + (n - 1) + "]")], EPS);
        }
        // no branches anywhere: every control spoke at the centre
        assertEquals(0, a[axis("control.uniqueBranches")], EPS);
        assertEquals(0, b[axis("control.yokotaEntropy")], EPS);
        // raw values are kept for the tooltips
        assertEquals(768, p.get(1).raw()[axis("memory.footprint")], EPS);
    }

    @Test
    void aProfileDoesNotDependOnTheOthersDrawnWithIt() throws Exception {
        Characterisation vadd = Fixtures.load("vadd-0.json");
        double[] alone = Kiviat.normalise(List.of("vadd"), List.of(vadd)).get(0).normalised();
        double[] withOthers = Kiviat.normalise(List.of("vadd", "vadd4", "reduce"),
                List.of(vadd, Fixtures.load("vadd4-0.json"), Fixtures.load("reduce-0.json"))).get(0).normalised();
        assertEquals(java.util.Arrays.toString(alone), java.util.Arrays.toString(withOthers));
        // one invocation alone is not drawn at the rim on every non-zero spoke (as a scale relative to the set did)
        assertTrue(alone[axis("memory.footprint")] < 1 && alone[axis("compute.opcodeDiversity")] < 1);
    }

    @Test
    void reduceShowsItsLoadImbalanceAndBranches() throws Exception {
        double[] reduce = Kiviat.profile("reduce", Fixtures.load("reduce-0.json")).normalised();
        assertEquals(7.0 / 32, reduce[axis("compute.opcodeDiversity")], EPS);
        assertEquals(log2(5137) / 32, reduce[axis("memory.footprint")], EPS);
        assertEquals(10.2 / 32, reduce[axis("memory.globalAddressEntropy")], EPS);
        // ipt 40..64: (64 - 40) / 64
        assertEquals(0.375, reduce[axis("parallelism.loadImbalance")], EPS);
        // (36864 barrier arrivals + 4096 work-items) / 245760 instructions
        assertEquals(40960.0 / 245760, reduce[axis("parallelism.barriersPerInstruction")], EPS);
        // 3 unique branches and 2 covering 90% on the log2 scale to 2^12 branches: log2(4) / 12, log2(3) / 12
        assertEquals(2.0 / 12, reduce[axis("control.uniqueBranches")], EPS);
        assertEquals(log2(3) / 12, reduce[axis("control.branches90")], EPS);
        // Yokota entropy 0.41 of 16 bits; linear branch entropy 0.27 as it is
        assertEquals(0.41 / 16, reduce[axis("control.yokotaEntropy")], EPS);
        assertEquals(0.27, reduce[axis("control.averageLinearBranchEntropy")], EPS);
    }

    @Test
    void valuesBeyondTheRimAreClampedToIt() throws Exception {
        Characterisation c = dev.aiwc.reports.SuiteFixtures.with(Fixtures.load("vadd-0.json"), "compute",
                "opcodeDiversity", 40);
        assertEquals(1, Kiviat.profile("x", c).normalised()[axis("compute.opcodeDiversity")], EPS);
        assertEquals(40, Kiviat.profile("x", c).raw()[axis("compute.opcodeDiversity")], EPS);
    }

    @Test
    void theDefaultProfilesNamesFeedTheSameSpokes() throws Exception {
        // The fixture under the default profile's current names: instructionsPerSimdLane, and addressEntropy indexed
        // by the bits skipped (element 0 the global entropy). Every spoke must read the same raw value.
        Characterisation old = Fixtures.load("vadd4-0.json");
        java.util.Map<String, java.util.Map<String, Object>> metrics = new java.util.LinkedHashMap<>();
        old.metrics().forEach((k, v) -> metrics.put(k, new java.util.LinkedHashMap<>(v)));
        java.util.Map<String, Object> par = metrics.get("parallelism");
        par.put("instructionsPerSimdLane", par.remove("instructionsPerOperand"));
        java.util.Map<String, Object> mem = metrics.get("memory");
        double[] local = (double[]) mem.remove("localAddressEntropy");
        double[] byShift = new double[11];
        byShift[0] = ((Number) mem.get("globalAddressEntropy")).doubleValue();
        System.arraycopy(local, 0, byShift, 1, 10);
        mem.put("addressEntropy", byShift);
        Characterisation renamed = new Characterisation(old.application(), old.size(), old.kernel(),
                old.invocation(), "default", old.global(), old.local(), old.groups(), metrics, old.collectors(),
                old.run());
        for (KiviatAxis axis : Kiviat.AXES) {
            double expected = Kiviat.raw(old, axis);
            assertTrue(!Double.isNaN(expected), axis.key());
            assertEquals(expected, Kiviat.raw(renamed, axis), 0.0, axis.key());
        }
    }

    @Test
    void aMissingMetricIsAbsentNotAnError() throws Exception {
        Characterisation full = Fixtures.load("vadd-0.json");
        Characterisation empty = new Characterisation(null, null, full.kernel(), 1, "default", full.global(),
                full.local(), full.groups(), java.util.Map.of(), java.util.Map.of(), null);
        List<KiviatProfile> p = Kiviat.normalise(List.of("a", "b"), List.of(full, empty));
        for (int i = 0; i < Kiviat.AXES.size(); i++) {
            assertTrue(Double.isNaN(p.get(1).raw()[i]));
            assertEquals(0, p.get(1).normalised()[i]);
        }
    }
}
