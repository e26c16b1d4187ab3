package dev.aiwc.instrumenter.spec;

import dev.aiwc.instrumenter.device.NDRange;

import java.nio.file.Path;
import java.util.List;

/**
 * A loaded run specification: which program to build, the buffers a host program would create with their
 * initial contents, and the kernel launches in order. Buffers persist across the invocations, so one spec can
 * describe a multi-kernel application. Both file formats ({@code .sim} and JSON) load into this.
 *
 * @param specFile     the file it was loaded from, for messages and for resolving relative paths
 * @param format       which syntax it was written in
 * @param source       the program ({@code .cl} or {@code .ll}), already resolved against the spec's folder
 * @param buildOptions OpenCL build options ("" when none)
 * @param buffers      the buffers in creation order
 * @param invocations  the launches in order
 */
public record RunSpec(Path specFile, Format format, Path source, String buildOptions, List<BufferSpec> buffers,
                      List<Invocation> invocations) {

    /** The syntax a spec was written in; decides, for one thing, how dumped buffer files are named. */
    public enum Format { SIM, JSON }

    public RunSpec {
        buildOptions = buildOptions == null ? "" : buildOptions;
        buffers = List.copyOf(buffers);
        invocations = List.copyOf(invocations);
    }

    /** This spec with {@code extra} appended to its build options (the CLI's {@code --build-options}). */
    public RunSpec withExtraBuildOptions(String extra) {
        if (extra == null || extra.isBlank()) {
            return this;
        }
        String joined = buildOptions.isBlank() ? extra.strip() : buildOptions + " " + extra.strip();
        return new RunSpec(specFile, format, source, joined, buffers, invocations);
    }

    /**
     * Loads a spec file by its extension: {@code .sim} (Oclgrind's format; the program is built on
     * {@code device} to learn the kernel's parameters) or {@code .json}.
     */
    public static RunSpec load(Path specFile, dev.aiwc.instrumenter.device.ComputeDevice device) {
        String n = specFile.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (n.endsWith(".sim")) {
            return SimSpec.load(specFile, device);
        }
        if (n.endsWith(".json")) {
            return JsonSpec.load(specFile);
        }
        throw dev.aiwc.instrumenter.AiwcException.badInput("the run specification " + specFile.getFileName()
                + " is neither a .sim nor a .json file", "Give an Oclgrind .sim file or a JSON run specification "
                + "(docs/run-spec.md).");
    }

    /**
     * The text of a spec file, strictly UTF-8: a binary file or another encoding is a bad input naming the file and
     * the offset of the first byte that is not text (not the decoder's "Input length = 1").
     *
     * @param what what the file is, for messages ("run specification", "simulation file")
     */
    static String readText(Path file, String what) {
        byte[] bytes;
        try {
            if (java.nio.file.Files.isDirectory(file)) {
                throw dev.aiwc.instrumenter.AiwcException.badInput("the " + what + " " + file + " is a folder",
                        "Give the path of the spec file itself.");
            }
            bytes = java.nio.file.Files.readAllBytes(file);
        } catch (java.io.IOException e) {
            throw dev.aiwc.instrumenter.AiwcException.badInput("cannot read the " + what + " " + file + ": "
                    + (e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage()),
                    "Check the path of the spec file.");
        }
        var decoder = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length);
        var result = decoder.decode(in, out, true);
        for (int i = 0; i < bytes.length && !result.isError(); i++) {
            if (bytes[i] == 0) { // valid UTF-8 but never in a text file
                in.position(i);
                result = java.nio.charset.CoderResult.malformedForLength(1);
            }
        }
        if (result.isError()) {
            int at = in.position();
            throw dev.aiwc.instrumenter.AiwcException.badInput("the " + what + " " + file + " is not a text file: byte "
                            + at + " (0x" + String.format("%02x", bytes[at] & 0xff) + ") is not UTF-8 text",
                    "A spec is a text file: an Oclgrind .sim file or a JSON run specification (docs/run-spec.md);"
                            + " check that the right file was given.");
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    /** The buffer called {@code name}, or null. */
    public BufferSpec buffer(String name) {
        for (BufferSpec b : buffers) {
            if (b.name().equals(name)) {
                return b;
            }
        }
        return null;
    }

    /** Where the spec says something, for messages: {@code file} or {@code file:line}. */
    public String where(int line) {
        String f = specFile == null ? "<spec>" : specFile.getFileName().toString();
        return line > 0 ? f + ":" + line : f;
    }

    /**
     * A device buffer to create before the first launch.
     *
     * @param name    unique name; the dump file is {@code <name>.bin}
     * @param label   the name printed when the buffer is dumped (a {@code .sim} file's parameter name)
     * @param type    element type, for dumps and for comparing results
     * @param bytes   size in bytes (a multiple of the element size)
     * @param initial initial contents of exactly {@code bytes}, or null for zero-filled (uninitialised)
     * @param dump    print the contents after the run
     * @param hex     print integers in hexadecimal
     * @param access  how kernels may use it, as the spec says (recorded; devices create read-write buffers)
     */
    public record BufferSpec(String name, String label, ElementType type, long bytes, byte[] initial,
                             boolean dump, boolean hex, Access access) {

        public long count() {
            return bytes / type.bytes();
        }
    }

    /** Memory flags of a buffer. */
    public enum Access { READ_WRITE, READ_ONLY, WRITE_ONLY }

    /**
     * One kernel launch.
     *
     * @param kernel kernel name
     * @param range  the NDRange
     * @param args   one per kernel parameter
     * @param line   line of the spec where it is written (0 when unknown)
     */
    public record Invocation(String kernel, NDRange range, List<Arg> args, int line) {
        public Invocation {
            args = List.copyOf(args);
        }
    }

    /** One kernel argument of an invocation. */
    public sealed interface Arg {
        /** Line of the spec where the argument is written, or 0. */
        int line();
    }

    /** A {@code __global} or {@code __constant} buffer, by name. */
    public record BufferArg(String buffer, int line) implements Arg {
    }

    /** A by-value argument: its little-endian bytes and the element type they were written as. */
    public record ScalarArg(ElementType type, byte[] bytes, int line) implements Arg {
    }

    /** A {@code __local} allocation. */
    public record LocalArg(long bytes, int line) implements Arg {
    }

    /** A null buffer pointer. */
    public record NullArg(int line) implements Arg {
    }
}
