package dev.aiwc.instrumenter.ir;

/** Textual IR that cannot be parsed: carries the file and line. */
public class IrParseException extends RuntimeException {
    private final String file;
    private final int line;

    public IrParseException(String file, int line, String message) {
        super(file + ":" + line + ": " + message);
        this.file = file;
        this.line = line;
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }
}
