package dev.aiwc.instrumenter;

/**
 * A failure the user can act on: one clear sentence, optional detail lines, and the process exit code that
 * README.md lists (1 kernel failed at run time, 2 bad input, 3 missing prerequisite, 4 out of memory).
 */
public class AiwcException extends RuntimeException {

    public enum Kind {
        KERNEL_FAILURE(1), BAD_INPUT(2), MISSING_PREREQUISITE(3), OUT_OF_MEMORY(4);

        public final int exitCode;

        Kind(int exitCode) {
            this.exitCode = exitCode;
        }

        /** The kind whose exit code {@code code} is, or null for another code (0, an internal error's 70, a signal). */
        public static Kind ofExitCode(int code) {
            for (Kind k : values()) {
                if (k.exitCode == code) {
                    return k;
                }
            }
            return null;
        }
    }

    private final Kind kind;
    private final String detail;

    public AiwcException(Kind kind, String message) {
        this(kind, message, null, null);
    }

    public AiwcException(Kind kind, String message, String detail) {
        this(kind, message, detail, null);
    }

    public AiwcException(Kind kind, String message, String detail, Throwable cause) {
        super(message, cause);
        this.kind = kind;
        this.detail = detail;
    }

    public static AiwcException badInput(String message) {
        return new AiwcException(Kind.BAD_INPUT, message);
    }

    public static AiwcException badInput(String message, String detail) {
        return new AiwcException(Kind.BAD_INPUT, message, detail);
    }

    public static AiwcException kernelFailure(String message, String detail) {
        return new AiwcException(Kind.KERNEL_FAILURE, message, detail);
    }

    public static AiwcException missing(String message, String detail) {
        return new AiwcException(Kind.MISSING_PREREQUISITE, message, detail);
    }

    /**
     * The failure of a run that needed more than the Java heap may take: how large the heap may grow, and what to do
     * (README.md, "Exit codes").
     */
    public static AiwcException outOfMemory() {
        return new AiwcException(Kind.OUT_OF_MEMORY, "out of memory: the run needed more than the "
                + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB the Java heap may grow to",
                "give the process more memory (a batch job: ask for more), or run fewer --threads (each worker keeps"
                        + " tables of its own);\nthe launcher sizes the heap from the cores, the workers and the memory"
                        + " the process may use; AIWC_JAVA_OPTS replaces its options, e.g. AIWC_JAVA_OPTS='-Xss16m"
                        + " -Xmx16g'");
    }

    /** Whether {@code failure} is, or was caused by, the Java heap running out (a worker's, passed on by a launch). */
    public static boolean outOfMemory(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    public Kind kind() {
        return kind;
    }

    /** Further lines (diagnostics, the work-item and source line, a suggested next step), or null. */
    public String detail() {
        return detail;
    }

    public int exitCode() {
        return kind.exitCode;
    }
}
