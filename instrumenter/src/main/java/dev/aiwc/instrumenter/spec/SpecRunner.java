package dev.aiwc.instrumenter.spec;

import dev.aiwc.api.result.OutputFileName;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.KernelParam;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays a {@link RunSpec} on a device as a host program would: build, create and fill the buffers, launch every
 * invocation in order (buffers persist between them), then read every buffer back.
 */
public final class SpecRunner {

    /** Hears about each launch as it completes (the CLI writes one characterisation per launch). */
    public interface Listener {
        Listener NONE = new Listener() {
        };

        default void launched(int index, RunSpec.Invocation invocation, LaunchResult result) {
        }
    }

    private SpecRunner() {
    }

    /**
     * What a run produced.
     *
     * @param spec     the spec that ran
     * @param device   the device's description
     * @param launches one result per invocation, in order
     * @param buffers  final contents by buffer name, in creation order
     */
    public record Outcome(RunSpec spec, String device, List<LaunchResult> launches, Map<String, byte[]> buffers) {

        /** The {@code dump} buffers printed like Oclgrind prints them (empty when none is marked). */
        public String dumpText() {
            StringBuilder out = new StringBuilder();
            for (RunSpec.BufferSpec b : spec.buffers()) {
                if (b.dump()) {
                    appendDump(out, b, buffers.get(b.name()));
                }
            }
            return out.toString();
        }

        /**
         * Writes every buffer's final contents as raw little-endian bytes, {@code <name>.bin} ({@code .sim}
         * buffers are named {@code arg<i>}, i the argument index), creating {@code dir} if needed.
         *
         * @return the files written, in buffer order
         */
        public List<Path> writeBuffers(Path dir) {
            checkDumpNames(spec);
            List<Path> written = new ArrayList<>();
            try {
                Files.createDirectories(dir);
                Path inside = dir.toAbsolutePath().normalize();
                for (Map.Entry<String, byte[]> e : buffers.entrySet()) {
                    Path f = dir.resolve(e.getKey() + ".bin");
                    if (!f.toAbsolutePath().normalize().getParent().equals(inside)) {
                        throw unsafeName(spec, e.getKey()); // unreachable after checkDumpNames; kept as the last guard
                    }
                    Files.write(f, e.getValue());
                    written.add(f);
                }
            } catch (IOException e) {
                throw AiwcException.badInput("cannot write buffer dumps to " + dir + ": " + e.getMessage(),
                        "Choose a writable output directory.");
            }
            return written;
        }
    }

    /**
     * Checks, before anything runs, that every buffer name can be its dump file's name inside the output folder
     * ({@code --dump-buffers} writes {@code <name>.bin}): a name such as {@code ../../x}, {@code a/b} or an empty one
     * would write outside it or a hidden file.
     *
     * @throws AiwcException (bad input) naming the spec file and the buffer
     */
    public static void checkDumpNames(RunSpec spec) {
        for (RunSpec.BufferSpec b : spec.buffers()) {
            if (!OutputFileName.isSafe(b.name())) {
                throw unsafeName(spec, b.name());
            }
        }
    }

    private static AiwcException unsafeName(RunSpec spec, String name) {
        return AiwcException.badInput(spec.where(0) + ": buffer '" + name + "' cannot be dumped: --dump-buffers names"
                        + " the file <buffer>.bin inside --out, and this name " + (name.isEmpty() ? "is empty"
                        : "is not a plain file name"),
                "Rename the buffer to letters, digits, '_', '-' and '.' (not starting with '.'), or run without"
                        + " --dump-buffers.");
    }

    /** Runs the spec; errors are {@link AiwcException}s naming the spec file and invocation. */
    public static Outcome run(RunSpec spec, ComputeDevice device, Listener listener) {
        ProgramHandle program = device.build(spec.source(), spec.buildOptions());
        Map<String, BufferHandle> handles = new LinkedHashMap<>();
        for (RunSpec.BufferSpec b : spec.buffers()) {
            handles.put(b.name(), device.createBuffer(b.name(), b.bytes(), b.initial()));
        }
        List<LaunchResult> launches = new ArrayList<>();
        // a launch's collectors may finish while the next launches run; every result is in before the buffers are read
        device.deferResults(true);
        try {
            for (int i = 0; i < spec.invocations().size(); i++) {
                RunSpec.Invocation inv = spec.invocations().get(i);
                List<KernelArg> args = bind(spec, i, inv, program, handles);
                int index = i;
                device.launch(program, inv.kernel(), inv.range(), args, r -> {
                    launches.add(r);
                    listener.launched(index, inv, r);
                });
            }
        } catch (RuntimeException e) {
            // the invocations before the failing one are handed over, as they were before results waited
            try {
                device.deferResults(false);
            } catch (RuntimeException f) {
                e.addSuppressed(f);
            }
            throw e;
        }
        device.deferResults(false);
        Map<String, byte[]> contents = new LinkedHashMap<>();
        for (Map.Entry<String, BufferHandle> e : handles.entrySet()) {
            contents.put(e.getKey(), device.read(e.getValue()));
        }
        return new Outcome(spec, device.describe(), List.copyOf(launches), Collections.unmodifiableMap(contents));
    }

    private static List<KernelArg> bind(RunSpec spec, int index, RunSpec.Invocation inv, ProgramHandle program,
                                        Map<String, BufferHandle> handles) {
        String where = spec.format() == RunSpec.Format.JSON ? spec.where(0) + ": invocations[" + index + "]"
                : spec.where(inv.line());
        if (!program.kernels().contains(inv.kernel())) {
            throw AiwcException.badInput(where + ": the program " + spec.source().getFileName() + " has no kernel '"
                    + inv.kernel() + "'", "Kernels in the program: " + String.join(", ", program.kernels()) + ".");
        }
        List<KernelParam> params = program.params(inv.kernel());
        if (params.size() != inv.args().size()) {
            throw AiwcException.badInput(where + ": kernel " + inv.kernel() + " has " + params.size()
                    + " parameters but " + inv.args().size() + " arguments are given", "Parameters: "
                    + describe(params) + ".");
        }
        List<KernelArg> out = new ArrayList<>(params.size());
        for (int a = 0; a < params.size(); a++) {
            KernelParam p = params.get(a);
            RunSpec.Arg arg = inv.args().get(a);
            String at = (spec.format() == RunSpec.Format.JSON ? where + ".args[" + a + "]"
                    : spec.where(arg.line())) + " (parameter " + p.name() + ", " + p.typeName() + ")";
            boolean buffer = p.addressSpace() == 1 || p.addressSpace() == 2;
            if (arg instanceof RunSpec.BufferArg b) {
                if (!buffer) {
                    throw mismatch(at, "a buffer", p);
                }
                out.add(KernelArg.buffer(handles.get(b.buffer())));
            } else if (arg instanceof RunSpec.NullArg) {
                if (!buffer) {
                    throw mismatch(at, "a null buffer", p);
                }
                out.add(KernelArg.buffer(null));
            } else if (arg instanceof RunSpec.LocalArg l) {
                if (p.addressSpace() != 3) {
                    throw mismatch(at, "a __local size", p);
                }
                out.add(KernelArg.local(l.bytes()));
            } else if (arg instanceof RunSpec.ScalarArg s) {
                if (p.addressSpace() != 0) {
                    throw mismatch(at, "a scalar", p);
                }
                if (p.valueBytes() > 0 && s.bytes().length != p.valueBytes()) {
                    throw AiwcException.badInput(at + ": the value has " + s.bytes().length + " bytes ("
                                    + s.type().openclName() + ") but the parameter takes " + p.valueBytes(),
                            "Give a value of the parameter's type" + (p.vectorWidth() > 1
                                    ? " (" + p.vectorWidth() + " components)" : "") + ".");
                }
                out.add(new KernelArg.Scalar(s.bytes()));
            }
        }
        return out;
    }

    private static AiwcException mismatch(String at, String given, KernelParam p) {
        String wants = switch (p.addressSpace()) {
            case 0 -> "a by-value " + p.typeName() + " (JSON: {\"type\": ..., \"value\": ...}; .sim: <size=" + p.valueBytes() + ">)";
            case 3 -> "a __local size (JSON: {\"local\": BYTES}; .sim: <size=BYTES>)";
            default -> "a buffer (JSON: a buffer name or {\"null\": true})";
        };
        return AiwcException.badInput(at + ": " + given + " is given but the parameter takes " + wants,
                "Match the arguments to the kernel's parameters in order.");
    }

    private static String describe(List<KernelParam> params) {
        List<String> s = new ArrayList<>();
        for (KernelParam p : params) {
            String space = switch (p.addressSpace()) {
                case 1 -> "__global ";
                case 2 -> "__constant ";
                case 3 -> "__local ";
                default -> "";
            };
            s.add(space + p.typeName() + " " + p.name());
        }
        return String.join(", ", s);
    }

    static void appendDump(StringBuilder out, RunSpec.BufferSpec b, byte[] data) {
        out.append('\n').append("Argument '").append(b.label()).append("': ").append(data.length).append(" bytes\n");
        ByteBuffer bb = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        ElementType t = b.type();
        for (int i = 0; i + t.bytes() <= data.length; i += t.bytes()) {
            out.append("  ").append(b.label()).append('[').append(i / t.bytes()).append("] = ")
                    .append(t.format(t.get(bb, i), b.hex())).append('\n');
        }
        out.append('\n');
    }
}
