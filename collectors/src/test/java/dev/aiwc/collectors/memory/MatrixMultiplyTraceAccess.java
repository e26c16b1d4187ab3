package dev.aiwc.collectors.memory;

import dev.aiwc.collectors.trace.Replay;

import java.util.Map;

/** Lets tests in other packages run the matrix-multiply trace under the aiwc profile. */
public final class MatrixMultiplyTraceAccess {
    public Map<String, Map<String, Object>> trace(int n) {
        MatrixMultiplyTrace mm = new MatrixMultiplyTrace(n);
        return Replay.metrics(mm.kernel, mm.invocation, "aiwc", mm.trace);
    }
}
