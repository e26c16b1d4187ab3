package dev.aiwc.instrumenter.device;

import java.nio.file.Path;
import java.util.List;

/** A built program. */
public interface ProgramHandle {
    Path source();

    String buildOptions();

    /** Kernel names in the program. */
    List<String> kernels();

    /** The parameters of a kernel, for binding {@code .sim} arguments and checking argument lists. */
    List<KernelParam> params(String kernel);
}
