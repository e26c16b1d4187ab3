package dev.aiwc.instrumenter.spec;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.KernelParam;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SimSpecTest {

    @TempDir
    Path dir;

    static KernelParam global(String name, String type) {
        String element = type.replaceAll("[0-9]*\\*$", "");
        return new KernelParam(name, 1, type, ElementType.byName(element) == null ? null : element, 1, 8);
    }

    static KernelParam constant(String name, String type) {
        return new KernelParam(name, 2, type, type.replace("*", ""), 1, 8);
    }

    static KernelParam local(String name, String type) {
        return new KernelParam(name, 3, type, type.replace("*", ""), 1, 8);
    }

    static KernelParam scalar(String name, String type, long bytes) {
        return new KernelParam(name, 0, type, type.replaceAll("[0-9]+$", ""), 1, bytes);
    }

    private RunSpec load(String sim, KernelParam... params) throws IOException {
        Files.writeString(dir.resolve("k.cl"), "// kernel source is not read by the loader\n");
        Path f = dir.resolve("test.sim");
        Files.writeString(f, sim);
        return SimSpec.bind(SimSpec.parse(f), List.of(params));
    }

    private AiwcException bad(String sim, KernelParam... params) {
        AiwcException e = assertThrows(AiwcException.class, () -> load(sim, params));
        assertEquals(2, e.exitCode(), e.getMessage());
        assertTrue(e.detail() != null && !e.detail().isBlank(), "a next step is given");
        return e;
    }

    private static ByteBuffer le(byte[] b) {
        return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
    }

    @Test
    void readsProgramKernelAndSizesIgnoringComments() throws IOException {
        RunSpec s = load("""
                # a comment line
                k.cl   # the program
                vadd
                16 2 1 # global
                4 2 1
                <size=4 fill=0>
                """, global("a", "int*"));
        assertEquals(dir.resolve("k.cl").toAbsolutePath().normalize(), s.source());
        assertEquals(RunSpec.Format.SIM, s.format());
        RunSpec.Invocation inv = s.invocations().get(0);
        assertEquals("vadd", inv.kernel());
        assertEquals(3, inv.range().dimensions());
        assertArrayEquals(new long[]{16, 2, 1}, inv.range().global());
        assertArrayEquals(new long[]{4, 2, 1}, inv.range().local());
    }

    @Test
    void inlineValuesMaySpanLinesAndFollowTheHeader() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=16> 1 2\n  3 # comment\n -4\n", global("a", "int*"));
        ByteBuffer b = le(s.buffers().get(0).initial());
        assertEquals(1, b.getInt(0));
        assertEquals(2, b.getInt(4));
        assertEquals(3, b.getInt(8));
        assertEquals(-4, b.getInt(12));
    }

    @Test
    void bufferIsNamedByArgumentIndexAndLabelledByParameterName() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=4>7\n<size=4 fill=1>\n", scalar("n", "int", 4), global("out", "int*"));
        assertEquals("arg1", s.buffers().get(0).name());
        assertEquals("out", s.buffers().get(0).label());
        RunSpec.BufferArg a = assertInstanceOf(RunSpec.BufferArg.class, s.invocations().get(0).args().get(1));
        assertEquals("arg1", a.buffer());
    }

    @Test
    void fillRepeatsTheValueInTheParametersType() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=12 fill=1.5>\n", global("a", "float*"));
        ByteBuffer b = le(s.buffers().get(0).initial());
        for (int i = 0; i < 3; i++) {
            assertEquals(0x3FC00000, b.getInt(4 * i)); // 1.5f
        }
    }

    @Test
    void rangeCountsFromStartByIncrementToEnd() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=8 range=10:-3:1>\n<size=12 range=0.5:0.25:1>\n",
                global("a", "short*"), global("f", "float*"));
        ByteBuffer a = le(s.buffers().get(0).initial());
        assertEquals(10, a.getShort(0));
        assertEquals(7, a.getShort(2));
        assertEquals(4, a.getShort(4));
        assertEquals(1, a.getShort(6));
        ByteBuffer f = le(s.buffers().get(1).initial());
        assertEquals(0.5f, f.getFloat(0));
        assertEquals(0.75f, f.getFloat(4));
        assertEquals(1.0f, f.getFloat(8));
    }

    @Test
    void aTypeTokenOverridesTheParametersType() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<uchar size=4> 1 2 3 255\n", global("a", "int*"));
        assertEquals(ElementType.UCHAR, s.buffers().get(0).type());
        assertEquals(0xFF030201, le(s.buffers().get(0).initial()).getInt(0));
    }

    @Test
    void charValuesAreWrittenAsNumbers() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=3> -128 65 127\n", global("c", "char*"));
        assertArrayEquals(new byte[]{-128, 65, 127}, s.buffers().get(0).initial());
    }

    @Test
    void hexReadsValuesInHexadecimalWithOrWithoutPrefix() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=5 char hex>\n0x01\n0x02 00 7f 0x10\n<size=8 hex fill=ff>\n",
                global("a", "char*"), global("b", "ushort*"));
        assertArrayEquals(new byte[]{1, 2, 0, 0x7f, 0x10}, s.buffers().get(0).initial());
        assertTrue(s.buffers().get(0).hex());
        assertArrayEquals(new byte[]{(byte) 0xff, 0, (byte) 0xff, 0, (byte) 0xff, 0, (byte) 0xff, 0}, s.buffers().get(1).initial());
    }

    @Test
    void noinitLeavesTheBufferUninitialised() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=64 noinit>\n", global("a", "int*"));
        assertNull(s.buffers().get(0).initial());
        assertEquals(64, s.buffers().get(0).bytes());
    }

    @Test
    void nullPassesANullPointer() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<null>\n", global("a", "int*"));
        assertInstanceOf(RunSpec.NullArg.class, s.invocations().get(0).args().get(0));
        assertTrue(s.buffers().isEmpty());
    }

    @Test
    void dumpRoAndWoAreRecorded() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=4 fill=0 dump ro>\n<size=4 wo noinit>\n",
                global("a", "int*"), global("b", "int*"));
        assertTrue(s.buffers().get(0).dump());
        assertEquals(RunSpec.Access.READ_ONLY, s.buffers().get(0).access());
        assertEquals(RunSpec.Access.WRITE_ONLY, s.buffers().get(1).access());
    }

    @Test
    void localParameterTakesASize() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=256>\n", local("tmp", "float*"));
        assertEquals(256, assertInstanceOf(RunSpec.LocalArg.class, s.invocations().get(0).args().get(0)).bytes());
    }

    @Test
    void scalarIsTypedAsTheParameter() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=4>256\n<size=8> -2\n<size=4> 0.5\n",
                scalar("n", "int", 4), scalar("l", "long", 8), scalar("f", "float", 4));
        List<RunSpec.Arg> args = s.invocations().get(0).args();
        assertArrayEquals(new byte[]{0, 1, 0, 0}, ((RunSpec.ScalarArg) args.get(0)).bytes());
        assertEquals(-2L, le(((RunSpec.ScalarArg) args.get(1)).bytes()).getLong(0));
        assertEquals(0.5f, le(((RunSpec.ScalarArg) args.get(2)).bytes()).getFloat(0));
    }

    @Test
    void vectorParametersTakeTheirComponents() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=16> 1 2 3 4\n", new KernelParam("v", 0, "float4", "float", 4, 16));
        ByteBuffer b = le(((RunSpec.ScalarArg) s.invocations().get(0).args().get(0)).bytes());
        assertEquals(4.0f, b.getFloat(12));
    }

    @Test
    void voidPointerDefaultsToBytes() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=2> 1 2\n", new KernelParam("p", 1, "void*", null, 1, 8));
        assertEquals(ElementType.UCHAR, s.buffers().get(0).type());
    }

    @Test
    void constantBuffersAreBuffers() throws IOException {
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=8 range=1:1:2>\n", constant("t", "int*"));
        assertEquals(8, s.buffers().get(0).bytes());
    }

    // ---- bad input: every message names file.sim:LINE and gives a next step ----

    @Test
    void missingProgramFile() throws IOException {
        Path f = dir.resolve("m.sim");
        Files.writeString(f, "# header\nnothere.cl\nk 1 1 1 1 1 1\n");
        AiwcException e = assertThrows(AiwcException.class, () -> SimSpec.parse(f));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().startsWith("m.sim:2: the program file nothere.cl does not exist"), e.getMessage());
    }

    @Test
    void programThatIsNeitherClNorLl() throws IOException {
        Files.writeString(dir.resolve("k.bc"), "BC");
        Path f = dir.resolve("m.sim");
        Files.writeString(f, "k.bc k 1 1 1 1 1 1\n");
        AiwcException e = assertThrows(AiwcException.class, () -> SimSpec.parse(f));
        assertTrue(e.getMessage().startsWith("m.sim:1:"), e.getMessage());
        assertTrue(e.detail().contains("llvm-dis"), e.detail());
    }

    @Test
    void tooFewArguments() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=4 fill=0>\n", global("a", "int*"), global("b", "int*"));
        assertTrue(e.getMessage().startsWith("test.sim:2: the file ends before argument 1 (b, int*)"), e.getMessage());
    }

    @Test
    void tooManyArguments() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=4 fill=0>\n<size=4 fill=0>\n", global("a", "int*"));
        assertTrue(e.getMessage().startsWith("test.sim:3: unexpected '<size=4' after the last argument; kernel k has 1 parameter"),
                e.getMessage());
    }

    @Test
    void tooFewInlineValues() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=8> 1\n", global("a", "int*"));
        assertTrue(e.getMessage().contains("unexpected end of file while reading value 1 of argument 0 (a, int*)"), e.getMessage());
    }

    @Test
    void tooManyInlineValuesLeaveATokenWhereAHeaderBelongs() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=4> 1 2\n<size=4>3\n", global("a", "int*"), scalar("n", "int", 4));
        assertTrue(e.getMessage().startsWith("test.sim:2: expected an argument header <...> for argument 1 (n, int), found '2'"),
                e.getMessage());
    }

    @Test
    void unrecognisedToken() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n\n<size=4 flil=0>\n", global("a", "int*"));
        assertTrue(e.getMessage().startsWith("test.sim:3: argument 0 (a, int*): unrecognised header token 'flil=0'"), e.getMessage());
    }

    @Test
    void sizeNotAMultipleOfTheElementSize() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=6 fill=0>\n", global("a", "int*"));
        assertTrue(e.getMessage().startsWith("test.sim:2: argument 0 (a, int*): size 6 is not a multiple of the int element size 4"),
                e.getMessage());
    }

    @Test
    void sizeIsRequired() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<fill=0>\n", global("a", "int*"));
        assertTrue(e.getMessage().endsWith("size=BYTES is required"), e.getMessage());
    }

    @Test
    void missingClosingBracket() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=4 fill=0\n", global("a", "int*"));
        assertTrue(e.getMessage().startsWith("test.sim:2: missing '>'"), e.getMessage());
    }

    @Test
    void typeGivenTwice() {
        assertTrue(bad("k.cl k 1 1 1 1 1 1\n<int uint size=4 fill=0>\n", global("a", "int*")).getMessage()
                .contains("the type is given twice"));
    }

    @Test
    void roAndWoTogether() {
        assertTrue(bad("k.cl k 1 1 1 1 1 1\n<size=4 fill=0 ro wo>\n", global("a", "int*")).getMessage()
                .contains("mutually exclusive"));
    }

    @Test
    void roOnAConstantBuffer() {
        assertTrue(bad("k.cl k 1 1 1 1 1 1\n<size=4 fill=0 ro>\n", constant("a", "int*")).getMessage()
                .contains("'ro' is only valid for __global buffers"));
    }

    @Test
    void nullWithOtherDescriptors() {
        assertTrue(bad("k.cl k 1 1 1 1 1 1\n<null size=4>\n", global("a", "int*")).getMessage()
                .contains("'null' is not valid with other argument descriptors"));
    }

    @Test
    void nullOnAScalar() {
        assertTrue(bad("k.cl k 1 1 1 1 1 1\n<null>\n", scalar("n", "int", 4)).getMessage()
                .contains("'null' is only valid for buffer arguments"));
    }

    @Test
    void twoInitialisers() {
        assertTrue(bad("k.cl k 1 1 1 1 1 1\n<size=8 fill=0 range=0:1:1>\n", global("a", "int*")).getMessage()
                .contains("more than one initialiser"));
    }

    @Test
    void localWithMoreThanASize() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=64 fill=0>\n", local("l", "int*"));
        assertTrue(e.getMessage().contains("is a __local parameter, which takes only size=BYTES"), e.getMessage());
    }

    @Test
    void scalarOfTheWrongSize() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=8>1\n", scalar("n", "int", 4));
        assertTrue(e.getMessage().contains("a by-value int is 4 bytes, not 8"), e.getMessage());
        assertTrue(e.detail().contains("<size=4>"));
    }

    @Test
    void charValueOutOfRange() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=2>\n 1\n 300\n", global("c", "char*"));
        assertTrue(e.getMessage().startsWith("test.sim:4: argument 0 (c, char*): value 1 '300' is not a valid char"), e.getMessage());
    }

    @Test
    void floatRangeIsCountedAndAccumulatedInFloatAsOclgrindDoes() throws IOException {
        // 1.5f + 0.1f rounds to 0x3fcccccd, which divided by (double) 0.1f is exactly 16: 16 floats fill 64 bytes
        // (the same sum in double, 1.5 + 0.100000001490116, gives 15.9999997764826 and the range would be refused)
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=64 range=0:0.1:1.5>\n", global("a", "float*"));
        ByteBuffer b = le(s.buffers().get(0).initial());
        // each element is the previous plus 0.1f, rounded to float: 0.1f added ten times is 0x3f800001, not 1.0f
        assertEquals(0x3dcccccd, b.getInt(4));
        assertEquals(0x3f800001, b.getInt(40));
    }

    @Test
    void floatRangeOfTenHundredthsFillsFourKilobytes() throws IOException {
        // 10.23f + 0.01f rounds to 0x4123d70a, which divided by (double) 0.01f is exactly 1024 (in double: 1023.99998)
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<float size=4096 range=0:0.01:10.23>\n", global("a", "float*"));
        assertEquals(4096, s.buffers().get(0).initial().length);
    }

    @Test
    void uintRangeWrapsInThirtyTwoBits() throws IOException {
        // (1 - 4294967294 + 1) mod 2^32 = 4 values: 0xfffffffe, 0xffffffff, 0, 1
        RunSpec s = load("k.cl k 1 1 1 1 1 1\n<size=16 range=4294967294:1:1>\n", global("a", "uint*"));
        ByteBuffer b = le(s.buffers().get(0).initial());
        assertEquals(0xfffffffe, b.getInt(0));
        assertEquals(0xffffffff, b.getInt(4));
        assertEquals(0, b.getInt(8));
        assertEquals(1, b.getInt(12));
    }

    @Test
    void ushortRangeIsPromotedToIntAndDoesNotWrap() {
        // (1 - 65534 + 1) in int is negative: no number of values
        assertTrue(bad("k.cl k 1 1 1 1 1 1\n<size=8 range=65534:1:1>\n", global("a", "ushort*")).getMessage()
                .contains("range 65534:1:1 gives"));
    }

    @Test
    void rangeThatDoesNotFillTheSize() {
        assertTrue(bad("k.cl k 1 1 1 1 1 1\n<size=16 range=0:1:2>\n", global("a", "int*")).getMessage()
                .contains("range 0:1:2 gives 3.0 values but size 16 holds 4 int values"));
    }

    @Test
    void invalidFillValue() {
        assertTrue(bad("k.cl k 1 1 1 1 1 1\n<size=4 fill=abc>\n", global("a", "int*")).getMessage()
                .contains("fill value 'abc' is not a valid int"));
    }

    @Test
    void structPointerNeedsAType() {
        AiwcException e = bad("k.cl k 1 1 1 1 1 1\n<size=8 fill=0>\n", new KernelParam("s", 1, "struct pair*", null, 1, 8));
        assertTrue(e.getMessage().contains("no element type can be inferred from struct pair*"), e.getMessage());
    }

    @Test
    void nonNumericSize() {
        Path f = dir.resolve("n.sim");
        AiwcException e = assertThrows(AiwcException.class, () -> {
            Files.writeString(dir.resolve("k.cl"), "");
            Files.writeString(f, "k.cl k\n16 x 1\n1 1 1\n");
            SimSpec.parse(f);
        });
        assertTrue(e.getMessage().startsWith("n.sim:2: expected a positive whole number for the global size (NDRange) y, found 'x'"),
                e.getMessage());
    }

    @Test
    void localSizeThatDoesNotDivideTheGlobalSize() throws IOException {
        Files.writeString(dir.resolve("k.cl"), "");
        Path f = dir.resolve("d.sim");
        Files.writeString(f, "k.cl k\n10 1 1\n4 1 1\n");
        AiwcException e = assertThrows(AiwcException.class, () -> SimSpec.parse(f));
        assertTrue(e.getMessage().contains("does not divide the global size"), e.getMessage());
    }

    @Test
    void truncatedHeader() throws IOException {
        Files.writeString(dir.resolve("k.cl"), "");
        Path f = dir.resolve("t.sim");
        Files.writeString(f, "k.cl k\n16 1 1\n");
        AiwcException e = assertThrows(AiwcException.class, () -> SimSpec.parse(f));
        assertTrue(e.getMessage().startsWith("t.sim:2: unexpected end of file while reading local (work-group) size x"), e.getMessage());
    }
}
