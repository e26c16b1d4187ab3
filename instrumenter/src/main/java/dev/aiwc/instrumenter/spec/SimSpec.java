package dev.aiwc.instrumenter.spec;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelParam;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Loads Oclgrind's {@code .sim} simulation files. The argument list cannot be read without the kernel's
 * parameters (how many values follow a header depends on the parameter's type), so loading is two steps:
 * {@link #parse} reads the program, kernel and NDRange, then {@link #bind} reads one argument per parameter.
 *
 * <p>Format: whitespace-separated items over any number of lines, {@code #} to the end of a line is a comment.
 * Program file (relative to the {@code .sim}), kernel name, global size {@code x y z}, local size {@code x y z},
 * then per parameter a header {@code <token ...>} on one line followed, for inline data, by the values.
 */
public final class SimSpec {

    private SimSpec() {
    }

    /**
     * The part of a {@code .sim} file that does not depend on the kernel's parameters.
     *
     * @param file     the {@code .sim} file
     * @param program  the program file, resolved against the {@code .sim}'s folder
     * @param kernel   kernel name
     * @param global   global size, three dimensions
     * @param local    local size, three dimensions
     * @param lines    the file's lines with comments removed (the arguments are read from here)
     * @param argsLine index in {@code lines} where the arguments start
     * @param argsCol  column in that line where the arguments start
     */
    public record SimFile(Path file, Path program, String kernel, long[] global, long[] local, List<String> lines,
                          int argsLine, int argsCol) {
    }

    /** Parses, builds the program on {@code device} to learn the kernel's parameters, and binds. */
    public static RunSpec load(Path simFile, ComputeDevice device) {
        SimFile sim = parse(simFile);
        ProgramHandle program = device.build(sim.program(), "");
        if (!program.kernels().contains(sim.kernel())) {
            throw AiwcException.badInput(where(sim.file(), kernelLine(sim)) + ": the program "
                    + sim.program().getFileName() + " has no kernel '" + sim.kernel() + "'",
                    "Kernels in the program: " + String.join(", ", program.kernels())
                            + ". Put one of them on the kernel line.");
        }
        return bind(sim, program.params(sim.kernel()));
    }

    /** Parses and binds with parameters from {@code paramsOf} (e.g. from a program built elsewhere). */
    public static RunSpec load(Path simFile, Function<SimFile, List<KernelParam>> paramsOf) {
        SimFile sim = parse(simFile);
        return bind(sim, paramsOf.apply(sim));
    }

    /** Reads the program file, kernel name and NDRange, and checks that the program file exists. */
    public static SimFile parse(Path simFile) {
        List<String> raw = RunSpec.readText(simFile, "simulation file").lines().toList();
        List<String> lines = new ArrayList<>(raw.size());
        for (String l : raw) {
            int hash = l.indexOf('#');
            lines.add(hash >= 0 ? l.substring(0, hash) : l);
        }
        Cursor c = new Cursor(simFile, lines, 0, 0);
        String program = c.token("the program file");
        int programLine = c.line;
        String kernel = c.token("the kernel name");
        long[] global = new long[3];
        long[] local = new long[3];
        for (int d = 0; d < 3; d++) {
            global[d] = c.size("global size (NDRange) " + "xyz".charAt(d));
        }
        for (int d = 0; d < 3; d++) {
            local[d] = c.size("local (work-group) size " + "xyz".charAt(d));
        }
        for (int d = 0; d < 3; d++) {
            if (global[d] % local[d] != 0) {
                throw c.fail("the work-group size " + local[0] + " " + local[1] + " " + local[2]
                                + " does not divide the global size " + global[0] + " " + global[1] + " " + global[2],
                        "Make every global size a multiple of the local size in that dimension.");
            }
        }
        Path base = simFile.toAbsolutePath().getParent();
        Path prog = base.resolve(program).normalize();
        if (!Files.isRegularFile(prog)) {
            throw AiwcException.badInput(where(simFile, programLine + 1) + ": the program file " + program
                            + " does not exist (looked for " + prog + ")",
                    "The program file is resolved relative to the .sim file's folder; fix the first line.");
        }
        String lower = prog.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!lower.endsWith(".cl") && !lower.endsWith(".ll")) {
            throw AiwcException.badInput(where(simFile, programLine + 1) + ": the program file " + program
                    + " is neither OpenCL C (.cl) nor LLVM IR text (.ll)",
                    "Name an OpenCL C source, or turn bitcode into text with llvm-dis-16.");
        }
        return new SimFile(simFile, prog, kernel, global, local, List.copyOf(lines), c.line, c.col);
    }

    /** Reads one argument per parameter of the kernel and builds the run specification. */
    public static RunSpec bind(SimFile sim, List<KernelParam> params) {
        Cursor c = new Cursor(sim.file(), sim.lines(), sim.argsLine(), sim.argsCol());
        List<RunSpec.BufferSpec> buffers = new ArrayList<>();
        List<RunSpec.Arg> args = new ArrayList<>();
        for (int i = 0; i < params.size(); i++) {
            bindArgument(c, sim, i, params, buffers, args);
        }
        if (!c.atEnd()) {
            int line = c.line + 1;
            String extra = c.token("end of file");
            throw AiwcException.badInput(where(sim.file(), line) + ": unexpected '" + extra
                            + "' after the last argument; kernel " + sim.kernel() + " has " + params.size()
                            + " parameter" + (params.size() == 1 ? "" : "s"),
                    "Give exactly one argument per kernel parameter (and, for inline data, exactly size/element-size values).");
        }
        NDRange range = new NDRange(3, sim.global(), sim.local(), null);
        RunSpec.Invocation inv = new RunSpec.Invocation(sim.kernel(), range, args, kernelLine(sim));
        return new RunSpec(sim.file(), RunSpec.Format.SIM, sim.program(), "", buffers, List.of(inv));
    }

    private static int kernelLine(SimFile sim) {
        Cursor c = new Cursor(sim.file(), sim.lines(), 0, 0);
        c.token("the program file");
        c.token("the kernel name");
        return c.line + 1;
    }

    private static void bindArgument(Cursor c, SimFile sim, int index, List<KernelParam> params,
                                     List<RunSpec.BufferSpec> buffers, List<RunSpec.Arg> args) {
        KernelParam p = params.get(index);
        String what = "argument " + index + " (" + p.name() + ", " + p.typeName() + ")";
        if (c.atEnd()) {
            throw AiwcException.badInput(where(sim.file(), c.lines.size()) + ": the file ends before " + what
                            + "; kernel " + sim.kernel() + " has " + params.size() + " parameters",
                    "Add an argument header <...> for each remaining parameter.");
        }
        int headerLine = c.line + 1;
        String header = c.header(what);
        ElementType type = null;
        long size = -1;
        boolean dump = false;
        boolean hex = false;
        boolean noinit = false;
        boolean isNull = false;
        String fill = null;
        String range = null;
        RunSpec.Access access = RunSpec.Access.READ_WRITE;
        boolean buffer = p.addressSpace() == 1 || p.addressSpace() == 2;
        boolean local = p.addressSpace() == 3;
        List<String> tokens = new ArrayList<>();
        for (String t : header.strip().split("\\s+")) {
            if (!t.isEmpty()) {
                tokens.add(t);
            }
        }
        for (String t : tokens) {
            ElementType named = ElementType.byName(t);
            if (named != null && named != ElementType.HALF) {
                if (type != null) {
                    throw c.failAt(headerLine, what + ": the type is given twice (" + type.openclName() + ", "
                            + t + ")", "Name at most one type in the header.");
                }
                type = named;
            } else if (t.equals("dump")) {
                dump = true;
            } else if (t.equals("hex")) {
                hex = true;
            } else if (t.equals("noinit")) {
                requireBuffer(c, headerLine, what, buffer, t);
                noinit = true;
            } else if (t.equals("null")) {
                requireBuffer(c, headerLine, what, buffer, t);
                isNull = true;
            } else if (t.equals("ro") || t.equals("wo")) {
                if (p.addressSpace() != 1) {
                    throw c.failAt(headerLine, what + ": '" + t + "' is only valid for __global buffers",
                            "Remove '" + t + "' from this header.");
                }
                RunSpec.Access a = t.equals("ro") ? RunSpec.Access.READ_ONLY : RunSpec.Access.WRITE_ONLY;
                if (access != RunSpec.Access.READ_WRITE && access != a) {
                    throw c.failAt(headerLine, what + ": 'ro' and 'wo' are mutually exclusive",
                            "Keep one of them.");
                }
                access = a;
            } else if (t.startsWith("fill")) {
                if (t.length() < 6 || t.charAt(4) != '=') {
                    throw c.failAt(headerLine, what + ": expected fill=VALUE, found '" + t + "'",
                            "Write e.g. fill=0.");
                }
                fill = t.substring(5);
            } else if (t.startsWith("range")) {
                if (t.length() < 7 || t.charAt(5) != '=') {
                    throw c.failAt(headerLine, what + ": expected range=START:INC:END, found '" + t + "'",
                            "Write e.g. range=0:1:255.");
                }
                range = t.substring(6);
            } else if (t.startsWith("size")) {
                if (t.length() < 6 || t.charAt(4) != '=') {
                    throw c.failAt(headerLine, what + ": expected size=BYTES, found '" + t + "'",
                            "Write e.g. size=1024.");
                }
                try {
                    size = Long.parseLong(t.substring(5));
                } catch (NumberFormatException e) {
                    size = -2;
                }
                if (size < 0) {
                    throw c.failAt(headerLine, what + ": invalid size '" + t.substring(5) + "'",
                            "size= takes a non-negative number of bytes in decimal.");
                }
            } else {
                throw c.failAt(headerLine, what + ": unrecognised header token '" + t + "'",
                        "Valid tokens: a type (char uchar short ushort int uint long ulong float double), size=BYTES, "
                                + "fill=VALUE, range=START:INC:END, noinit, null, dump, hex, ro, wo.");
            }
        }
        if (local) {
            if (tokens.size() != 1 || size < 0) {
                throw c.failAt(headerLine, what + " is a __local parameter, which takes only size=BYTES (found <"
                        + header.strip() + ">)", "Write <size=BYTES> for the local allocation.");
            }
            if (size == 0) {
                throw c.failAt(headerLine, what + ": a __local allocation cannot have size 0",
                        "Give the number of bytes of local memory.");
            }
            args.add(new RunSpec.LocalArg(size, headerLine));
            return;
        }
        if (!buffer && dump) {
            throw c.failAt(headerLine, what + ": 'dump' is only valid for buffers", "Remove 'dump'.");
        }
        if (isNull) {
            if (size >= 0 || fill != null || range != null || noinit || dump) {
                throw c.failAt(headerLine, what + ": 'null' is not valid with other argument descriptors",
                        "Write just <null>.");
            }
            args.add(new RunSpec.NullArg(headerLine));
            return;
        }
        if (size < 0) {
            throw c.failAt(headerLine, what + ": size=BYTES is required", buffer
                    ? "Give the buffer's size in bytes, e.g. <size=1024 fill=0>."
                    : "Give the scalar's size in bytes, e.g. <size=" + Math.max(1, p.valueBytes()) + ">.");
        }
        if (type == null) {
            type = p.elementType() != null ? ElementType.byName(p.elementType()) : null;
            if (type == null) {
                type = ElementType.ofTypeName(p.typeName());
            }
            if (type == null || type == ElementType.HALF) {
                throw c.failAt(headerLine, what + ": no element type can be inferred from " + p.typeName(),
                        "Name the type the data is written in, e.g. <uchar size=...>.");
            }
        }
        if (size % type.bytes() != 0) {
            throw c.failAt(headerLine, what + ": size " + size + " is not a multiple of the " + type.openclName()
                    + " element size " + type.bytes(), "Make size a multiple of " + type.bytes() + " bytes.");
        }
        if (!buffer && p.valueBytes() > 0 && size != p.valueBytes()) {
            throw c.failAt(headerLine, what + ": a by-value " + p.typeName() + " is " + p.valueBytes()
                    + " bytes, not " + size, "Write <size=" + p.valueBytes() + "> for this parameter.");
        }
        int initialisers = (noinit ? 1 : 0) + (fill != null ? 1 : 0) + (range != null ? 1 : 0);
        if (initialisers > 1) {
            throw c.failAt(headerLine, what + ": more than one initialiser (noinit, fill=, range=)",
                    "Keep one initialiser.");
        }
        if (!buffer && noinit) {
            throw c.failAt(headerLine, what + ": 'noinit' is only valid for buffers", "Remove 'noinit'.");
        }
        if (size > Integer.MAX_VALUE - 16) {
            throw c.failAt(headerLine, what + ": size " + size + " is larger than this tool supports (2 GiB)",
                    "Use a smaller buffer.");
        }
        byte[] data = null;
        int count = (int) (size / type.bytes());
        if (!noinit) {
            ByteBuffer out = ByteBuffer.allocate((int) size).order(ByteOrder.LITTLE_ENDIAN);
            if (fill != null) {
                type.fill(out, parseValue(c, headerLine, what, type, fill, hex, "fill value"), count);
            } else if (range != null) {
                writeRange(c, headerLine, what, type, range, hex, size, out);
            } else {
                readValues(c, what, type, hex, count, out);
            }
            data = out.array();
        }
        if (buffer) {
            String name = "arg" + index;
            buffers.add(new RunSpec.BufferSpec(name, p.name(), type, size, data, dump, hex, access));
            args.add(new RunSpec.BufferArg(name, headerLine));
        } else {
            args.add(new RunSpec.ScalarArg(type, data, headerLine));
        }
    }

    /**
     * Reads the {@code count} values that follow an argument header. A loop of its own: in the method that reads the
     * header, a long loop had the JIT compile that whole method (0.15 s and 13 MB of compiler memory at start-up).
     */
    private static void readValues(Cursor c, String what, ElementType type, boolean hex, int count, ByteBuffer out) {
        for (int k = 0; k < count; k++) {
            String tok = c.next();
            if (tok == null) {
                throw c.endOfFile("value " + k + " of " + what + " (" + count + " " + type.openclName()
                        + " values expected)");
            }
            type.put(out, parseValue(c, c.line + 1, what, type, tok, hex, null, k));
        }
    }

    private static void requireBuffer(Cursor c, int line, String what, boolean buffer, String token) {
        if (!buffer) {
            throw c.failAt(line, what + ": '" + token + "' is only valid for buffer arguments",
                    "Remove '" + token + "' from this header.");
        }
    }

    private static long parseValue(Cursor c, int line, String what, ElementType type, String text, boolean hex,
                                   String role) {
        return parseValue(c, line, what, type, text, hex, role, -1);
    }

    /** {@code role}, or where it is null "value {@code index}" (made only for the error). */
    private static long parseValue(Cursor c, int line, String what, ElementType type, String text, boolean hex,
                                   String role, int index) {
        try {
            return type.parse(text, hex);
        } catch (NumberFormatException e) {
            throw c.failAt(line, what + ": " + (role != null ? role : "value " + index) + " '" + text
                    + "' is not a valid " + type.openclName()
                    + (hex ? " (hexadecimal)" : ""), "Write a " + type.openclName() + " value"
                    + (type.bytes() == 1 && !type.isFloating() ? " as a number, e.g. 65 for 'A'" : "") + ".");
        }
    }

    private static void writeRange(Cursor c, int line, String what, ElementType type, String range, boolean hex,
                                   long size, ByteBuffer out) {
        String[] parts = range.split(":", -1);
        if (parts.length != 3) {
            throw c.failAt(line, what + ": invalid range '" + range + "'", "Write range=START:INC:END.");
        }
        long start = parseValue(c, line, what, type, parts[0], hex, "range start");
        long inc = parseValue(c, line, what, type, parts[1], hex, "range increment");
        long end = parseValue(c, line, what, type, parts[2], hex, "range end");
        double s = type.toDouble(start);
        double i = type.toDouble(inc);
        double num = rangeCount(type, start, inc, end);
        long expected = size / type.bytes();
        if (i == 0 || Math.ceil(num) != num || num != expected) {
            throw c.failAt(line, what + ": range " + range + " gives " + (i == 0 ? "no finite number of" :
                            Double.toString(num)) + " values but size " + size + " holds " + expected + " "
                            + type.openclName() + " values",
                    "Choose END = START + (count-1)*INC, or change size.");
        }
        if (type.isFloating()) {
            putFloatingRange(type, s, i, expected, out);
        } else {
            putIntegerRange(type, start, inc, expected, out);
        }
    }

    /**
     * Writes {@code count} values from {@code s} by {@code i}, accumulated in the element's precision as a C loop
     * {@code v += inc} would. The two range loops are methods of their own, so that the JIT compiles them alone.
     */
    private static void putFloatingRange(ElementType type, double s, double i, long count, ByteBuffer out) {
        float fv = (float) s;
        double dv = s;
        for (long k = 0; k < count; k++) {
            type.put(out, type == ElementType.DOUBLE ? Double.doubleToRawLongBits(dv) : type.fromDouble(fv));
            fv += (float) i;
            dv += i;
        }
    }

    /** Writes {@code count} values from {@code start} by {@code inc}, wrapping to the type's width. */
    private static void putIntegerRange(ElementType type, long start, long inc, long count, ByteBuffer out) {
        long v = start;
        for (long k = 0; k < count; k++) {
            type.put(out, v);
            v = type.normalise(v + inc);
        }
    }

    /**
     * How many values START:INC:END gives, computed as Oclgrind 21.10 does: {@code (END - START + INC)} in the
     * element type's own arithmetic (float in float, 32-bit integers wrapping, char and short promoted to int), then
     * divided by INC in double. So {@code 0:0.01:10.23} as float gives exactly 1024 (the float sum rounds to
     * 0x4123d70a), though the same float values summed in double give 1023.99998.
     */
    static double rangeCount(ElementType type, long start, long inc, long end) {
        return switch (type) {
            case FLOAT -> {
                float s = Float.intBitsToFloat((int) start);
                float i = Float.intBitsToFloat((int) inc);
                float e = Float.intBitsToFloat((int) end);
                yield (double) (e - s + i) / (double) i;
            }
            case DOUBLE -> {
                double s = Double.longBitsToDouble(start);
                double i = Double.longBitsToDouble(inc);
                double e = Double.longBitsToDouble(end);
                yield (e - s + i) / i;
            }
            case INT -> (double) (int) (end - start + inc) / (double) (int) inc;
            case UINT -> (double) ((end - start + inc) & 0xFFFF_FFFFL) / (double) (inc & 0xFFFF_FFFFL);
            case ULONG -> unsignedToDouble(end - start + inc) / unsignedToDouble(inc);
            // char, uchar, short, ushort (promoted to int, where the sum cannot overflow) and long
            default -> (double) (end - start + inc) / (double) inc;
        };
    }

    /** C's conversion of a uint64_t to double, correctly rounded (halving with the low bit kept sticky). */
    private static double unsignedToDouble(long u) {
        return u >= 0 ? (double) u : (double) ((u >>> 1) | (u & 1)) * 2.0;
    }

    static String where(Path file, int line) {
        return file.getFileName() + ":" + line;
    }

    /** A read position over the comment-free lines; lines and columns count from 0 internally. */
    private static final class Cursor {
        final Path file;
        final List<String> lines;
        int line;
        int col;

        Cursor(Path file, List<String> lines, int line, int col) {
            this.file = file;
            this.lines = lines;
            this.line = line;
            this.col = col;
        }

        private void skipSpace() {
            while (line < lines.size()) {
                String l = lines.get(line);
                while (col < l.length() && Character.isWhitespace(l.charAt(col))) {
                    col++;
                }
                if (col < l.length()) {
                    return;
                }
                line++;
                col = 0;
            }
        }

        boolean atEnd() {
            skipSpace();
            return line >= lines.size();
        }

        String token(String expected) {
            String t = next();
            if (t == null) {
                throw endOfFile(expected);
            }
            return t;
        }

        AiwcException endOfFile(String expected) {
            return AiwcException.badInput(where(file, lines.size()) + ": unexpected end of file while reading "
                    + expected, "Complete the simulation file: program, kernel, global size x y z, local size x y z, "
                    + "then one argument per kernel parameter.");
        }

        /** The next token (the cursor stays on its line), or null at the end of the file. */
        String next() {
            if (atEnd()) {
                return null;
            }
            String l = lines.get(line);
            int start = col;
            while (col < l.length() && !Character.isWhitespace(l.charAt(col))) {
                col++;
            }
            return l.substring(start, col);
        }

        long size(String expected) {
            int at = atEnd() ? lines.size() : line + 1;
            String t = token(expected);
            try {
                long v = Long.parseLong(t);
                if (v >= 1) {
                    return v;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw failAt(at, "expected a positive whole number for the " + expected + ", found '" + t + "'",
                    "The third and fourth items are the global and local sizes, three numbers each (1 for unused).");
        }

        /** Reads {@code <...>}: the header runs to the last '>' on its line; data may follow it. */
        String header(String what) {
            skipSpace();
            String l = lines.get(line);
            if (l.charAt(col) != '<') {
                int end = col;
                while (end < l.length() && !Character.isWhitespace(l.charAt(end))) {
                    end++;
                }
                throw failAt(line + 1, "expected an argument header <...> for " + what + ", found '"
                        + l.substring(col, end) + "'", "Each kernel parameter needs a header such as <size=4>; "
                        + "check the number of inline values of the previous argument.");
            }
            int close = l.lastIndexOf('>');
            if (close <= col) {
                throw failAt(line + 1, "missing '>' at the end of the argument header for " + what,
                        "Close the header on the same line, e.g. <size=1024 fill=0>.");
            }
            String h = l.substring(col + 1, close);
            col = close + 1;
            return h;
        }

        AiwcException fail(String message, String next) {
            return failAt(line + 1, message, next);
        }

        AiwcException failAt(int oneBasedLine, String message, String next) {
            return AiwcException.badInput(where(file, oneBasedLine) + ": " + message, next);
        }
    }
}
