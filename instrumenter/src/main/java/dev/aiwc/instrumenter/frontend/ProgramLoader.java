package dev.aiwc.instrumenter.frontend;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.ir.IrParseException;
import dev.aiwc.instrumenter.ir.IrParser;
import dev.aiwc.instrumenter.ir.Module;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Turns a program file into a parsed {@link Module}: OpenCL C ({@code .cl}) is compiled with {@link ClangFrontend},
 * LLVM IR ({@code .ll}, from LLVM 13 to 19) is read as it is.
 */
public final class ProgramLoader {
    private ProgramLoader() {
    }

    /** Loads and parses a program; see {@link #loadProgram(Path, String, OptLevel)}. */
    public static Module load(Path source, String buildOptions, OptLevel level) {
        return loadProgram(source, buildOptions, level).module();
    }

    /**
     * Loads and parses a program and says how its IR was obtained. Build options and the level apply to .cl only.
     *
     * @throws AiwcException bad input for a missing, unreadable or unparseable file or an unknown extension;
     *                       missing prerequisite when a .cl file needs clang-16 and it is not installed
     */
    public static LoadedProgram loadProgram(Path source, String buildOptions, OptLevel level) {
        return loadProgram(source, buildOptions, level, null);
    }

    /** As {@link #loadProgram(Path, String, OptLevel)} with the given front end (null: locate clang-16). */
    public static LoadedProgram loadProgram(Path source, String buildOptions, OptLevel level, ClangFrontend frontend) {
        String name = source.getFileName() == null ? source.toString() : source.getFileName().toString();
        if (!Files.exists(source)) {
            throw AiwcException.badInput(source + " does not exist",
                    "Give the path of an OpenCL C (.cl) or LLVM IR (.ll) file.");
        }
        if (!Files.isRegularFile(source) || !Files.isReadable(source)) {
            throw AiwcException.badInput(source + " is not a readable file",
                    "Give the path of an OpenCL C (.cl) or LLVM IR (.ll) file.");
        }
        if (name.endsWith(".cl")) {
            ClangFrontend fe = frontend != null ? frontend : ClangFrontend.locate();
            CompiledIr ir = fe.compile(source, buildOptions, level == null ? OptLevel.DEFAULT : level);
            return new LoadedProgram(parse(ir.irText(), ir.llFile().toString(),
                    "the IR clang produced for " + source), ir.compilerDescription());
        }
        if (name.endsWith(".ll")) {
            String text;
            try {
                text = Files.readString(source);
            } catch (IOException e) {
                throw AiwcException.badInput("cannot read " + source + ": " + e.getMessage(),
                        "Check that the file is readable text.");
            }
            return new LoadedProgram(parse(text, source.toString(), source.toString()),
                    "LLVM IR read from " + source);
        }
        throw AiwcException.badInput(source + " is neither OpenCL C (.cl) nor LLVM IR (.ll)",
                "Rename the file or give a .cl or .ll file.");
    }

    private static Module parse(String text, String sourceName, String what) {
        try {
            return IrParser.parse(text, sourceName);
        } catch (IrParseException e) {
            throw new AiwcException(AiwcException.Kind.BAD_INPUT, "cannot read " + what + ": " + e.getMessage(),
                    "aiwc reads textual LLVM IR from LLVM 13 to 19 as clang emits it for OpenCL (target spir64).",
                    e);
        }
    }
}
