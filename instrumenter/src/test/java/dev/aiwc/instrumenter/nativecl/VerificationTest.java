package dev.aiwc.instrumenter.nativecl;

import dev.aiwc.instrumenter.spec.ElementType;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VerificationTest {

    private static byte[] floats(float... v) {
        ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) {
            b.putFloat(f);
        }
        return b.array();
    }

    private static byte[] ints(int... v) {
        ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int i : v) {
            b.putInt(i);
        }
        return b.array();
    }

    @Test
    void integersMustMatchExactly() {
        Verification.BufferComparison c = Verification.compare("a", ElementType.INT, ints(1, 2, 3, 4), ints(1, 5, 3, 6),
                Verification.Tolerance.DEFAULT);
        assertEquals(2, c.mismatches());
        assertEquals(1, c.firstIndex());
        assertEquals("2", c.expected());
        assertEquals("5", c.actual());
    }

    @Test
    void floatsWithinTheUlpBoundMatchAndTheWorstDistanceIsReported() {
        float x = 1.0f;
        float fourUp = Math.nextUp(Math.nextUp(Math.nextUp(Math.nextUp(x))));
        Verification.BufferComparison ok = Verification.compare("f", ElementType.FLOAT, floats(x, 2f), floats(fourUp, 2f),
                Verification.Tolerance.DEFAULT);
        assertEquals(0, ok.mismatches());
        assertEquals(4, ok.worstUlps());
        Verification.BufferComparison bad = Verification.compare("f", ElementType.FLOAT, floats(x), floats(Math.nextUp(fourUp)),
                Verification.Tolerance.DEFAULT);
        assertEquals(1, bad.mismatches());
        assertEquals(5, bad.worstUlps());
    }

    @Test
    void ulpDistanceCountsAcrossZero() {
        // The smallest positive and negative subnormals are two steps apart (through +0/-0, which are equal).
        Verification.BufferComparison c = Verification.compare("f", ElementType.FLOAT, floats(Float.MIN_VALUE, 0f),
                floats(-Float.MIN_VALUE, -0f), Verification.Tolerance.EXACT);
        assertEquals(2, c.worstUlps());
        assertEquals(1, c.mismatches());
        assertEquals(0, c.firstIndex());
    }

    @Test
    void nansAreEqualWhateverTheirPayloadButNotToNumbers() {
        float otherNan = Float.intBitsToFloat(0xFFC00001);
        assertEquals(0, Verification.compare("f", ElementType.FLOAT, floats(Float.NaN), floats(otherNan),
                Verification.Tolerance.EXACT).mismatches());
        assertEquals(1, Verification.compare("f", ElementType.FLOAT, floats(Float.NaN), floats(1f),
                Verification.Tolerance.DEFAULT).mismatches());
    }

    @Test
    void doublesUseTheirOwnBound() {
        ByteBuffer a = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putDouble(1.0);
        ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putDouble(Math.nextUp(Math.nextUp(1.0)));
        assertEquals(1, Verification.compare("d", ElementType.DOUBLE, a.array(), b.array(),
                new Verification.Tolerance(4, 1, 0)).mismatches());
        assertEquals(0, Verification.compare("d", ElementType.DOUBLE, a.array(), b.array(),
                new Verification.Tolerance(0, 2, 0)).mismatches());
    }

    @Test
    void reportListsEveryBufferAndTheVerdict() {
        RunSpec.BufferSpec a = new RunSpec.BufferSpec("a", "a", ElementType.INT, 8, null, false, false, RunSpec.Access.READ_WRITE);
        RunSpec.BufferSpec f = new RunSpec.BufferSpec("f", "f", ElementType.FLOAT, 4, null, false, false, RunSpec.Access.READ_WRITE);
        RunSpec spec = new RunSpec(Path.of("k.json"), RunSpec.Format.JSON, Path.of("k.cl"), "", List.of(a, f), List.of());
        Map<String, byte[]> ref = new LinkedHashMap<>();
        ref.put("a", ints(7, 8));
        ref.put("f", floats(1f));
        Map<String, byte[]> sim = new LinkedHashMap<>();
        sim.put("a", ints(7, 9));
        sim.put("f", floats(1f));
        Verification.Report r = Verification.compare(spec, new SpecRunner.Outcome(spec, "native", List.of(), ref),
                new SpecRunner.Outcome(spec, "simulator", List.of(), sim), Verification.Tolerance.DEFAULT);
        assertFalse(r.passed());
        String text = r.text();
        assertTrue(text.contains("  MISMATCH a (2 int): 1 mismatches, first at [1]: reference 8, simulator 9\n"), text);
        assertTrue(text.contains("  OK       f (1 float): 0 mismatches, worst 0 ulp\n"), text);
        assertTrue(text.endsWith("FAILED\n"), text);
    }
}
