package dev.aiwc.fermil1.cache;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SetIndexTest {
    @Test
    void fermiHashUsesBits7To11() {
        assertEquals(0, SetIndex.fermiHash(0, 32));
        assertEquals(1, SetIndex.fermiHash(128, 32)); // bit 7
        assertEquals(31, SetIndex.fermiHash(0xF80, 32)); // bits 7..11
    }

    @Test
    void fermiHashXorsHighBits() {
        assertEquals(1, SetIndex.fermiHash(1L << 13, 32)); // bit 13 flips set bit 0
        assertEquals(0, SetIndex.fermiHash((1L << 13) | (1L << 7), 32)); // bit 7 xor bit 13
        assertEquals(2, SetIndex.fermiHash(1L << 14, 32));
        assertEquals(4, SetIndex.fermiHash(1L << 15, 32));
        assertEquals(8, SetIndex.fermiHash(1L << 17, 32));
        assertEquals(16, SetIndex.fermiHash(1L << 19, 32));
        assertEquals(0, SetIndex.fermiHash(1L << 16, 32)); // bit 16 takes no part
        assertEquals(0, SetIndex.fermiHash(1L << 18, 32));
    }

    @Test
    void fermiHashWith64SetsUsesBit12() {
        assertEquals(32, SetIndex.fermiHash(1L << 12, 64));
        assertEquals(0, SetIndex.fermiHash(1L << 12, 32));
        // 0x1080 = bits 12 and 7 -> set 32 + 1
        assertEquals(33, SetIndex.fermiHash(0x1080, 64));
    }

    @Test
    void linearIndexIsLineModuloSets() {
        assertEquals(1, SetIndex.linear(128 * 33, 7, 32));
        assertEquals(0, SetIndex.linear(1L << 13, 7, 32)); // line 64
    }

    private static final int P = 0x1bd; // x^8 + x^7 + x^5 + x^4 + x^3 + x^2 + 1

    @Test
    void polynomialIndexIsTheLineModuloThePolynomial() {
        assertEquals(0x5a, SetIndex.polynomial(0x5a, P)); // below the degree: itself
        assertEquals(0xbd, SetIndex.polynomial(0x100, P)); // x^8 = P - x^8
        // x^9 = x * (x^7+x^5+x^4+x^3+x^2+1) = x^8 + 0x7a = 0xbd ^ 0x7a
        assertEquals(0xc7, SetIndex.polynomial(0x200, P));
        assertEquals(0, SetIndex.polynomial(0x1bd * 2 ^ 0x1bd, P)); // (x + 1) P
    }

    @Test
    void theTableGivesWhatTheReductionGives() {
        SetIndex.PolynomialTable t = SetIndex.PolynomialTable.of(P);
        java.util.SplittableRandom r = new java.util.SplittableRandom(5);
        for (int i = 0; i < 1000; i++) {
            long line = r.nextLong() >>> r.nextInt(64);
            assertEquals(SetIndex.polynomial(line, P), t.set(line), Long.toHexString(line));
        }
    }

    @Test
    void alignedRunsAndPowerOfTwoStridesSpreadOverEverySet() {
        // line = high * 256 + low: the residue is low XOR (high * x^8 mod P), a permutation of the sets for any high
        int[] count = new int[256];
        for (long line = 0x3400; line < 0x3500; line++) {
            count[SetIndex.polynomial(line, P)]++;
        }
        for (int c : count) {
            assertEquals(1, c);
        }
        // lines r * 32: x^5 is invertible modulo an irreducible P, so r -> x^5 r mod P is a permutation of the
        // residues of r; 512 rows of 1,024 floats take every set twice
        int[] rows = new int[256];
        for (long r = 0; r < 512; r++) {
            rows[SetIndex.polynomial(r * 32, P)]++;
        }
        for (int c : rows) {
            assertEquals(2, c);
        }
    }

    @Test
    void theFirstIrreduciblePolynomialOfADegree() {
        assertEquals(0x13, SetIndex.firstIrreducible(4)); // x^4+1 = (x+1)^4; x^4+x+1 has no factor
        assertEquals(0x25, SetIndex.firstIrreducible(5)); // x^5+1 and x^5+x+1 = (x^2+x+1)(x^3+x^2+1) factor
        assertEquals(0x11b, SetIndex.firstIrreducible(8)); // x^8+x^4+x^3+x+1, the AES polynomial
    }

    @Test
    void aPresetPolynomialOfTheWrongDegreeGivesWayToTheFirstIrreducibleOne() {
        // h100 with 32 ways: 64 sets, so 0x1bd (degree 8) cannot index them; x^6+x+1 does
        dev.aiwc.fermil1.config.GpuConfig c = dev.aiwc.fermil1.config.GpuPreset.resolve("h100",
                java.util.Map.of("ways", "32"));
        assertEquals(64, c.sets());
        assertEquals(0x43, c.indexPolynomial());
        assertEquals("model-default", c.parameterReferences().get("indexPolynomial"));
    }
}
