package dev.aiwc.instrumenter.spec;

import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonSpecTest {

    @TempDir
    Path dir;

    @BeforeEach
    void source() throws IOException {
        Files.writeString(dir.resolve("k.cl"), "__kernel void k(__global int *a) {}\n");
    }

    private RunSpec parse(String json) {
        return JsonSpec.parse(dir.resolve("spec.json"), json);
    }

    /** A spec with one buffer {@code b} described by {@code buffer} and a one-item launch of k on it. */
    private RunSpec withBuffer(String buffer) {
        return parse("{\"source\": \"k.cl\", \"buffers\": {\"b\": " + buffer + "},"
                + " \"invocations\": [{\"kernel\": \"k\", \"global\": [1], \"args\": [\"b\"]}]}");
    }

    private AiwcException bad(String json) {
        AiwcException e = assertThrows(AiwcException.class, () -> parse(json));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().startsWith("spec.json"), e.getMessage());
        return e;
    }

    private static ByteBuffer le(int bytes) {
        return ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }

    @Test
    void fillWritesTheValueInTheElementType() {
        RunSpec s = withBuffer("{\"type\": \"short\", \"count\": 3, \"fill\": -2}");
        assertArrayEquals(new byte[]{(byte) 0xFE, (byte) 0xFF, (byte) 0xFE, (byte) 0xFF, (byte) 0xFE, (byte) 0xFF},
                s.buffers().get(0).initial());
    }

    @Test
    void rangeIsStartPlusIndexTimesStep() {
        RunSpec s = withBuffer("{\"type\": \"int\", \"count\": 4, \"range\": {\"start\": 5, \"step\": -2}}");
        assertArrayEquals(le(16).putInt(5).putInt(3).putInt(1).putInt(-1).array(), s.buffers().get(0).initial());
    }

    @Test
    void rangeOfFloatsIsComputedPerElementNotAccumulated() {
        RunSpec s = withBuffer("{\"type\": \"float\", \"count\": 3, \"range\": {\"start\": 0.5, \"step\": 0.1}}");
        assertArrayEquals(le(12).putFloat((float) 0.5).putFloat((float) (0.5 + 0.1)).putFloat((float) (0.5 + 2 * 0.1)).array(),
                s.buffers().get(0).initial());
    }

    @Test
    void rangeWrapsInNarrowTypes() {
        RunSpec s = withBuffer("{\"type\": \"uchar\", \"count\": 3, \"range\": {\"start\": 254}}");
        assertArrayEquals(new byte[]{(byte) 254, (byte) 255, 0}, s.buffers().get(0).initial());
    }

    @Test
    void randomIntegersAreSplittableRandomNextLongInclusiveBounds() {
        RunSpec s = withBuffer("{\"type\": \"int\", \"count\": 5, \"random\": {\"seed\": 7, \"min\": -3, \"max\": 3}}");
        SplittableRandom r = new SplittableRandom(7);
        ByteBuffer expected = le(20);
        for (int i = 0; i < 5; i++) {
            expected.putInt((int) (-3 + r.nextLong(7)));
        }
        assertArrayEquals(expected.array(), s.buffers().get(0).initial());
    }

    @Test
    void randomFloatsAreMinPlusSpanTimesNextDouble() {
        RunSpec s = withBuffer("{\"type\": \"float\", \"count\": 4, \"random\": {\"seed\": 3, \"min\": 2, \"max\": 6}}");
        SplittableRandom r = new SplittableRandom(3);
        ByteBuffer expected = le(16);
        for (int i = 0; i < 4; i++) {
            expected.putFloat((float) (2 + 4 * r.nextDouble()));
        }
        assertArrayEquals(expected.array(), s.buffers().get(0).initial());
    }

    @Test
    void randomDefaultsAreSeedZeroAndZeroToOneForFloats() {
        RunSpec s = withBuffer("{\"type\": \"double\", \"count\": 2, \"random\": {}}");
        SplittableRandom r = new SplittableRandom(0);
        assertArrayEquals(le(16).putDouble(r.nextDouble()).putDouble(r.nextDouble()).array(), s.buffers().get(0).initial());
    }

    @Test
    void fileIsReadAsRawBytesRelativeToTheSpec() throws IOException {
        Files.createDirectories(dir.resolve("data"));
        Files.write(dir.resolve("data/in.bin"), new byte[]{1, 0, 2, 0, 3, 0});
        RunSpec s = withBuffer("{\"type\": \"ushort\", \"file\": \"data/in.bin\"}");
        assertEquals(3, s.buffers().get(0).count());
        assertArrayEquals(new byte[]{1, 0, 2, 0, 3, 0}, s.buffers().get(0).initial());
    }

    @Test
    void inlineValuesAcceptNumbersHexAndSpecialFloats() {
        RunSpec ints = withBuffer("{\"type\": \"uint\", \"values\": [1, \"0xFFFFFFFF\", 4294967295]}");
        assertArrayEquals(le(12).putInt(1).putInt(-1).putInt(-1).array(), ints.buffers().get(0).initial());
        RunSpec floats = withBuffer("{\"type\": \"float\", \"values\": [\"nan\", \"-inf\", 1.5]}");
        ByteBuffer f = ByteBuffer.wrap(floats.buffers().get(0).initial()).order(ByteOrder.LITTLE_ENDIAN);
        assertTrue(Float.isNaN(f.getFloat(0)));
        assertEquals(Float.NEGATIVE_INFINITY, f.getFloat(4));
        assertEquals(1.5f, f.getFloat(8));
    }

    @Test
    void withoutAnInitialiserTheBufferIsZeroFilledByTheDevice() {
        RunSpec s = withBuffer("{\"type\": \"long\", \"count\": 4, \"dump\": true}");
        assertNull(s.buffers().get(0).initial());
        assertEquals(32, s.buffers().get(0).bytes());
        assertTrue(s.buffers().get(0).dump());
    }

    @Test
    void invocationsCarryRangesOffsetsAndEveryKindOfArgument() {
        RunSpec s = parse("""
                {"source": "k.cl", "buildOptions": "-DN=4",
                 "buffers": {"a": {"type": "int", "count": 8}},
                 "invocations": [
                   {"kernel": "k", "global": [8, 4], "local": [2, 2], "offset": [1, 3],
                    "args": ["a", {"type": "int", "value": 5}, {"local": 64}, {"null": true},
                             {"type": "float", "value": [1, 2, 3, 4]}]},
                   {"kernel": "k", "global": 16, "args": ["a"]}]}
                """);
        assertEquals("-DN=4", s.buildOptions());
        RunSpec.Invocation first = s.invocations().get(0);
        assertEquals(2, first.range().dimensions());
        assertArrayEquals(new long[]{8, 4, 1}, first.range().global());
        assertArrayEquals(new long[]{2, 2, 1}, first.range().local());
        assertArrayEquals(new long[]{1, 3, 0}, first.range().offset());
        assertEquals("a", ((RunSpec.BufferArg) first.args().get(0)).buffer());
        assertArrayEquals(new byte[]{5, 0, 0, 0}, ((RunSpec.ScalarArg) first.args().get(1)).bytes());
        assertEquals(64, ((RunSpec.LocalArg) first.args().get(2)).bytes());
        assertInstanceOf(RunSpec.NullArg.class, first.args().get(3));
        assertArrayEquals(le(16).putFloat(1).putFloat(2).putFloat(3).putFloat(4).array(),
                ((RunSpec.ScalarArg) first.args().get(4)).bytes());
        assertNull(s.invocations().get(1).range().local());
        assertEquals(1, s.invocations().get(1).range().dimensions());
    }

    // ---- bad input ----

    @Test
    void malformedJsonNamesLineAndColumn() {
        AiwcException e = bad("{\n  \"source\": \"k.cl\",\n  \"buffers\": {,}\n}");
        assertTrue(e.getMessage().startsWith("spec.json:3:15: malformed JSON"), e.getMessage());
    }

    @Test
    void unknownKeyIsRejected() {
        AiwcException e = bad("{\"source\": \"k.cl\", \"invocation\": []}");
        assertTrue(e.getMessage().startsWith("spec.json: invocation: is not a known key"), e.getMessage());
        assertTrue(e.detail().contains("invocations"));
    }

    @Test
    void missingSourceFile() {
        AiwcException e = bad("{\"source\": \"nope.cl\", \"invocations\": [{\"kernel\": \"k\", \"global\": [1]}]}");
        assertTrue(e.getMessage().contains("source: the program nope.cl does not exist"), e.getMessage());
    }

    @Test
    void unknownElementType() {
        AssertMessage.contains(assertThrows(AiwcException.class, () -> withBuffer("{\"type\": \"int3\", \"count\": 1}")),
                "spec.json: buffers.b.type: unknown element type 'int3'");
    }

    @Test
    void twoInitialisers() {
        AssertMessage.contains(assertThrows(AiwcException.class, () -> withBuffer("{\"type\": \"int\", \"count\": 1, \"fill\": 0, \"values\": [1]}")),
                "buffers.b: has more than one initialiser");
    }

    @Test
    void valuesDisagreeingWithCount() {
        AssertMessage.contains(assertThrows(AiwcException.class, () -> withBuffer("{\"type\": \"int\", \"count\": 3, \"values\": [1]}")),
                "buffers.b.values: has 1 values but count is 3");
    }

    @Test
    void valueOutOfRangeForItsType() {
        AssertMessage.contains(assertThrows(AiwcException.class, () -> withBuffer("{\"type\": \"uchar\", \"values\": [256]}")),
                "buffers.b.values[0]: '256' is not a valid uchar value");
    }

    /** 3.4028236e38 lies past the midpoint of FLT_MAX and 2^128, so it rounds to a float infinity: a mistake. */
    @Test
    void aNumberBeyondAFloatIsRefused() {
        AssertMessage.contains(assertThrows(AiwcException.class, () -> withBuffer("{\"type\": \"float\", \"values\": [3.4028236e38]}")),
                "buffers.b.values[0]: '3.4028236E38' is not a valid float value (beyond the range of float)");
        AssertMessage.contains(assertThrows(AiwcException.class, () -> withBuffer("{\"type\": \"uchar\", \"values\": [-1]}")),
                "buffers.b.values[0]: '-1' is not a valid uchar value");
    }

    @Test
    void fileNotAMultipleOfTheElementSize() throws IOException {
        Files.write(dir.resolve("odd.bin"), new byte[3]);
        AssertMessage.contains(assertThrows(AiwcException.class, () -> withBuffer("{\"type\": \"short\", \"file\": \"odd.bin\"}")),
                "odd.bin has 3 bytes, not a multiple of the short size 2");
    }

    @Test
    void countIsRequiredWithoutValuesOrFile() {
        AssertMessage.contains(assertThrows(AiwcException.class, () -> withBuffer("{\"type\": \"int\", \"fill\": 1}")),
                "buffers.b.count: is required");
    }

    @Test
    void argumentNamingNoBuffer() {
        AiwcException e = bad("{\"source\": \"k.cl\", \"buffers\": {\"a\": {\"type\": \"int\", \"count\": 1}},"
                + " \"invocations\": [{\"kernel\": \"k\", \"global\": [1], \"args\": [\"b\"]}]}");
        assertTrue(e.getMessage().contains("invocations[0].args[0]: names no buffer 'b'"), e.getMessage());
        assertTrue(e.detail().contains("Declared buffers: a"));
    }

    @Test
    void localSizeNotDividingGlobalSize() {
        AiwcException e = bad("{\"source\": \"k.cl\", \"invocations\": [{\"kernel\": \"k\", \"global\": [10], \"local\": [4]}]}");
        assertTrue(e.getMessage().contains("local size 4 does not divide global size 10"), e.getMessage());
    }

    @Test
    void missingInvocations() {
        assertTrue(bad("{\"source\": \"k.cl\"}").getMessage().contains("invocations: needs a non-empty list"));
    }

    @Test
    void scalarWithoutAValue() {
        AiwcException e = bad("{\"source\": \"k.cl\", \"invocations\": [{\"kernel\": \"k\", \"global\": [1], \"args\": [{\"type\": \"int\"}]}]}");
        assertTrue(e.getMessage().contains("invocations[0].args[0].value: is required"), e.getMessage());
    }

    /** Assertion on an exception's message that also checks the exit code of bad input. */
    static final class AssertMessage {
        static void contains(AiwcException e, String text) {
            assertEquals(2, e.exitCode());
            assertTrue(e.getMessage().contains(text), e.getMessage());
        }
    }
}
