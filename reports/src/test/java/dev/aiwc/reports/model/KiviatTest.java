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
    void vaddAndVadd4NormalisedTogether() throws Exception {
        List<KiviatProfile> p = Kiviat.normalise(List.of("vadd", "vadd4"),
                List.of(Fixtures.load("vadd-0.json"), Fixtures.load("vadd4-0.json")));
        double[] a = p.get(0).normalised();
        double[] b = p.get(1).normalised();
        // same opcode diversity (6): both at the rim
        assertEquals(1, a[axis("compute.opcodeDiversity")], EPS);
        assertEquals(1, b[axis("compute.opcodeDiversity")], EPS);
        // inverted parallelism metrics are drawn as they are: 1/1024, 1/256; 0.1; 1 and 2560/5632 = 5/11
        assertEquals(1.0 / 1024, a[axis("parallelism.granularity")], EPS);
        assertEquals(1.0 / 256, b[axis("parallelism.granularity")], EPS);
        assertEquals(0.1, b[axis("parallelism.barriersPerInstruction")], EPS);
        assertEquals(1.0, a[axis("parallelism.instructionsPerOperand")], EPS);
        assertEquals(5.0 / 11, b[axis("parallelism.instructionsPerOperand")], EPS);
        // every work-item runs 10 instructions: no imbalance
        assertEquals(0, a[axis("parallelism.loadImbalance")], EPS);
        // footprints over the set maximum (vadd): 768 / 3072 and 692 / 2765
        assertEquals(1, a[axis("memory.footprint")], EPS);
        assertEquals(0.25, b[axis("memory.footprint")], EPS);
        assertEquals(692.0 / 2765, b[axis("memory.footprint90")], EPS);
        // entropies: log2(768) / log2(3072) while vadd4's 16-byte stride keeps addresses distinct
        assertEquals(log2(768) / log2(3072), b[axis("memory.globalAddressEntropy")], EPS);
        assertEquals(log2(768) / log2(3072), b[axis("memory.localAddressEntropy[0]")], EPS);
        assertEquals(log2(768) / log2(3072), b[axis("memory.localAddressEntropy[1]")], EPS);
        assertEquals(log2(768) / (log2(3072) - 1), b[axis("memory.localAddressEntropy[2]")], EPS);
        assertEquals(log2(768) / (log2(3072) - 2), b[axis("memory.localAddressEntropy[3]")], EPS);
        // from 5 bits skipped on both are log2(3) + 13 - n bits: equal, both at the rim
        for (int n = 5; n <= 10; n++) {
            assertEquals(1, a[axis("memory.localAddressEntropy[" + (n - 1) + "]")], EPS);
            assertEquals(1, b[axis("memory.localAddressEntropy[" + (n - 1) + "]")], EPS);
        }
        // no branches anywhere: maximum 0, so every control spoke is 0
        assertEquals(0, a[axis("control.uniqueBranches")], EPS);
        assertEquals(0, b[axis("control.yokotaEntropy")], EPS);
        // raw values are kept for the tooltips
        assertEquals(768, p.get(1).raw()[axis("memory.footprint")], EPS);
    }

    @Test
    void addingReduceRescalesTheSetMaximumsAndShowsItsLoadImbalance() throws Exception {
        List<Characterisation> set = List.of(Fixtures.load("vadd-0.json"), Fixtures.load("vadd4-0.json"),
                Fixtures.load("reduce-0.json"));
        List<KiviatProfile> p = Kiviat.normalise(List.of("vadd", "vadd4", "reduce"), set);
        double[] vadd = p.get(0).normalised();
        double[] reduce = p.get(2).normalised();
        assertEquals(6.0 / 7, vadd[axis("compute.opcodeDiversity")], EPS);
        assertEquals(3072.0 / 5136, vadd[axis("memory.footprint")], EPS);
        assertEquals(10.2 / log2(3072), reduce[axis("memory.globalAddressEntropy")], EPS);
        // ipt 40..64: (64 - 40) / 64
        assertEquals(0.375, reduce[axis("parallelism.loadImbalance")], EPS);
        // (36864 barrier arrivals + 4096 work-items) / 245760 instructions
        assertEquals(40960.0 / 245760, reduce[axis("parallelism.barriersPerInstruction")], EPS);
        assertEquals(1, reduce[axis("control.uniqueBranches")], EPS);
        assertEquals(0, vadd[axis("control.uniqueBranches")], EPS);
        for (double r : reduce) {
            assertTrue(r >= 0 && r <= 1);
        }
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
