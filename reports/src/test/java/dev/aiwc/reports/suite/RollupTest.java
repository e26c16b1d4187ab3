package dev.aiwc.reports.suite;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.model.Invocation;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static dev.aiwc.reports.SuiteFixtures.invocation;
import static dev.aiwc.reports.SuiteFixtures.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Roll-ups of suite invocations, with expectations worked out from the instruction counts given. */
class RollupTest {

    private static Invocation inv(Characterisation c) {
        return new Invocation(c.application() + "/" + c.kernel().name() + "-" + c.invocation(), null, c);
    }

    @Test
    void aSpreadIgnoresInvocationsWithoutTheMetricAndAveragesTheTwoMiddleValues() {
        Spread odd = Spread.of(new double[]{3, Double.NaN, 1, 2});
        assertEquals(new Spread(1, 2, 3, 3), odd);
        Spread even = Spread.of(new double[]{4, 1, 2, 10});
        assertEquals(new Spread(1, 3, 10, 4), even); // (2 + 4) / 2
        assertEquals(0, Spread.of(new double[]{Double.NaN}).count());
        assertTrue(Spread.of(new double[]{5, 5}).constant());
        assertFalse(even.constant());
    }

    @Test
    void invocationsGroupByApplicationThenSizeAndKernelInOrderOfFirstAppearance() throws IOException {
        List<Invocation> invs = List.of(
                inv(invocation("lud", "tiny", "diag", 0, 10)), inv(invocation("lud", "tiny", "inner", 0, 20)),
                inv(invocation("lud", "tiny", "diag", 1, 30)), inv(invocation("lud", "small", "diag", 0, 45)),
                inv(invocation("crc", "tiny", "crc32", 0, 50)));
        List<ApplicationRollup> apps = ApplicationRollup.of(invs);
        assertEquals(List.of("lud", "crc"), apps.stream().map(ApplicationRollup::application).toList());
        ApplicationRollup lud = apps.get(0);
        assertEquals(List.of("tiny.diag", "tiny.inner", "small.diag"), lud.kernels().stream().map(KernelRollup::slug).toList());
        assertEquals(2, lud.kernelCount()); // diag at two sizes counts once
        assertEquals(List.of("tiny", "small"), lud.sizes());
        assertEquals(4, lud.invocations().size());
        assertEquals(10 + 20 + 30 + 45, lud.invocations().instructions());
        assertEquals(10 + 30, lud.kernels().get(0).invocations().instructions());
        assertEquals("small.diag", lud.heaviest().slug()); // 45 against tiny's 10 + 30 and 20
        assertEquals(2, lud.kernelsOf("tiny").size());
    }

    @Test
    void aRateOverSeveralInvocationsWeighsEachByItsInstructions() throws IOException {
        // 0.5 barriers per instruction over 100 instructions and 0.1 over 300: 50 + 30 barriers in 400
        InvocationSet set = new InvocationSet(List.of(
                inv(with(invocation("a", "tiny", "k", 0, 100), "parallelism", "barriersPerInstruction", 0.5)),
                inv(with(invocation("a", "tiny", "k", 1, 300), "parallelism", "barriersPerInstruction", 0.1))));
        assertEquals(0.2, set.instructionWeightedMean("parallelism.barriersPerInstruction"), 1e-15);
        assertEquals(1, set.heaviest().characterisation().invocation());
        assertTrue(Double.isNaN(set.instructionWeightedMean("parallelism.noSuchMetric")));
    }

    @Test
    void chartsOverlayTheLightestMedianAndHeaviestInvocation() throws IOException {
        long[] instructions = {50, 10, 30, 40, 20};
        List<Invocation> invs = new ArrayList<>();
        for (int n = 0; n < instructions.length; n++) {
            invs.add(inv(invocation("a", "tiny", "k", n, instructions[n])));
        }
        KernelRollup k = new KernelRollup("a", "tiny", "k", new InvocationSet(invs));
        // sorted 10 (n=1), 20 (n=4), 30 (n=2), 40 (n=3), 50 (n=0): the middle one of five is the third
        assertEquals(List.of(1, 2, 0), k.representatives().stream().map(i -> i.characterisation().invocation()).toList());
        KernelRollup three = new KernelRollup("a", "tiny", "k", new InvocationSet(invs.subList(0, 3)));
        assertEquals(invs.subList(0, 3), three.representatives()); // up to three: all, in invocation order
    }
}
