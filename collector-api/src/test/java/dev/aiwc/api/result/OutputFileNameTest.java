package dev.aiwc.api.result;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OutputFileNameTest {

    @Test
    void openClIdentifiersPassUnchanged() {
        assertTrue(OutputFileName.isSafe("vadd_float4"));
        assertEquals("vadd_float4", OutputFileName.of("vadd_float4"));
    }

    @Test
    void separatorsAndParentReferencesBecomeUnderscores() {
        assertFalse(OutputFileName.isSafe("../../escaped"));
        // . . / . . / escaped: the leading dot and both slashes become _
        assertEquals("_._.._escaped", OutputFileName.of("../../escaped"));
        assertEquals("a_b", OutputFileName.of("a\\b"));
    }

    @Test
    void emptyAndHiddenNamesAreNeverKept() {
        assertFalse(OutputFileName.isSafe(""));
        assertFalse(OutputFileName.isSafe(".bashrc"));
        assertEquals("_", OutputFileName.of(""));
        assertEquals("_bashrc", OutputFileName.of(".bashrc"));
    }
}
