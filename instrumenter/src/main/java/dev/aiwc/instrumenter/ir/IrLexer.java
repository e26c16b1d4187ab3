package dev.aiwc.instrumenter.ir;

import java.util.Arrays;

/**
 * Splits textual LLVM IR into tokens held in parallel primitive arrays, so that a megabyte of IR costs a few
 * array writes per token rather than an object each. Punctuation tokens use the character itself as kind.
 */
final class IrLexer {
    static final int EOF = 0;
    /** {@code %name}, {@code %7}, {@code %"quoted"}. */
    static final int LOCAL = 1;
    /** {@code @name}. */
    static final int GLOBAL = 2;
    /** {@code !7}. */
    static final int MD_ID = 3;
    /** {@code !name}, {@code !DILocation}, {@code !llvm.loop}. */
    static final int MD_NAME = 4;
    /** A lone {@code !} before {@code {} or a string. */
    static final int EXCL = 5;
    /** {@code #0}. */
    static final int ATTR_GROUP = 6;
    /** {@code $name}. */
    static final int COMDAT = 7;
    /** {@code name:}, {@code 7:}, {@code "quoted":} (also metadata field names). */
    static final int LABEL = 8;
    /** A bare word: keyword, type name, opcode. */
    static final int WORD = 9;
    static final int INT = 10;
    /** Decimal ({@code 1.5e+00}) or hexadecimal ({@code 0x3FF0000000000000}, {@code 0xH3C00}) literal. */
    static final int FLOAT = 11;
    static final int STRING = 12;
    /** {@code c"..."}. */
    static final int CSTRING = 13;
    static final int DOTS = 14;
    /** {@code #dbg_value} and other debug records of LLVM 19. */
    static final int DEBUG_RECORD = 15;

    final String src;
    final String file;
    int count;
    int[] kind = new int[1024];
    int[] start = new int[1024];
    int[] end = new int[1024];
    int[] line = new int[1024];
    /** True once the keyword {@code ptr} has been seen: the module uses opaque pointers. */
    boolean sawPtr;
    /** True once a {@code *} has been seen: only typed pointer types use it. */
    boolean sawStar;

    IrLexer(String src, String file) {
        this.src = src;
        this.file = file;
    }

    private void add(int k, int s, int e, int ln) {
        if (count == kind.length) {
            int n = count * 2;
            kind = Arrays.copyOf(kind, n);
            start = Arrays.copyOf(start, n);
            end = Arrays.copyOf(end, n);
            line = Arrays.copyOf(line, n);
        }
        kind[count] = k;
        start[count] = s;
        end[count] = e;
        line[count] = ln;
        count++;
    }

    private static boolean isNameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.'
                || c == '$' || c == '-';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHex(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    void lex() {
        final String s = src;
        final int n = s.length();
        int p = 0;
        int ln = 1;
        while (p < n) {
            char c = s.charAt(p);
            if (c == '\n') {
                ln++;
                p++;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
                p++;
                continue;
            }
            if (c == ';') {
                while (p < n && s.charAt(p) != '\n') {
                    p++;
                }
                continue;
            }
            int st = p;
            switch (c) {
                case '%', '@', '$' -> {
                    p++;
                    if (p < n && s.charAt(p) == '"') {
                        p = skipString(p, ln);
                    } else {
                        while (p < n && isNameChar(s.charAt(p))) {
                            p++;
                        }
                    }
                    if (p == st + 1) {
                        throw new IrParseException(file, ln, "expected a name after '" + c + "'");
                    }
                    add(c == '%' ? LOCAL : c == '@' ? GLOBAL : COMDAT, st, p, ln);
                }
                case '!' -> {
                    p++;
                    if (p < n && (s.charAt(p) == '{' || s.charAt(p) == '"')) {
                        add(EXCL, st, p, ln);
                        continue;
                    }
                    boolean digits = true;
                    while (p < n && (isNameChar(s.charAt(p)) || s.charAt(p) == '\\')) {
                        digits &= isDigit(s.charAt(p));
                        p++;
                    }
                    if (p == st + 1) {
                        throw new IrParseException(file, ln, "expected a metadata name or number after '!'");
                    }
                    add(digits ? MD_ID : MD_NAME, st, p, ln);
                }
                case '#' -> {
                    p++;
                    if (p < n && isDigit(s.charAt(p))) {
                        while (p < n && isDigit(s.charAt(p))) {
                            p++;
                        }
                        add(ATTR_GROUP, st, p, ln);
                    } else {
                        while (p < n && isNameChar(s.charAt(p))) {
                            p++;
                        }
                        add(DEBUG_RECORD, st, p, ln);
                    }
                }
                case '"' -> {
                    p = skipString(p, ln);
                    if (p < n && s.charAt(p) == ':') {
                        p++;
                        add(LABEL, st, p, ln);
                    } else {
                        add(STRING, st, p, ln);
                    }
                }
                case '(', ')', '[', ']', '{', '}', '<', '>', ',', '=', '*', '|', ':' -> {
                    sawStar |= c == '*';
                    p++;
                    add(c, st, p, ln);
                }
                default -> {
                    if (c == '.' && s.startsWith("...", p)) {
                        p += 3;
                        add(DOTS, st, p, ln);
                    } else if (isDigit(c) || c == '-' && p + 1 < n && isDigit(s.charAt(p + 1))) {
                        p = lexNumber(p, ln);
                    } else if (isNameChar(c)) {
                        while (p < n && isNameChar(s.charAt(p))) {
                            p++;
                        }
                        if (p < n && s.charAt(p) == ':') {
                            p++;
                            add(LABEL, st, p, ln);
                        } else if (p == st + 1 && c == 'c' && p < n && s.charAt(p) == '"') {
                            p = skipString(p, ln);
                            add(CSTRING, st, p, ln);
                        } else {
                            if (p - st == 3 && s.startsWith("ptr", st)) {
                                sawPtr = true;
                            }
                            add(WORD, st, p, ln);
                        }
                    } else {
                        throw new IrParseException(file, ln, "unexpected character '" + c + "'");
                    }
                }
            }
        }
        add(EOF, n, n, ln);
    }

    private int lexNumber(int p, int ln) {
        final String s = src;
        final int n = s.length();
        int st = p;
        if (s.charAt(p) == '-') {
            p++;
        }
        if (s.charAt(p) == '0' && p + 1 < n && s.charAt(p + 1) == 'x') {
            p += 2;
            if (p < n && "KLMHR".indexOf(s.charAt(p)) >= 0) {
                p++;
            }
            int digitsAt = p;
            while (p < n && isHex(s.charAt(p))) {
                p++;
            }
            if (p == digitsAt) {
                throw new IrParseException(file, ln, "expected hexadecimal digits in '" + s.substring(st, p) + "'");
            }
            add(FLOAT, st, p, ln);
            return p;
        }
        while (p < n && isDigit(s.charAt(p))) {
            p++;
        }
        if (p < n && s.charAt(p) == '.') {
            p++;
            while (p < n && isDigit(s.charAt(p))) {
                p++;
            }
            if (p < n && (s.charAt(p) == 'e' || s.charAt(p) == 'E')) {
                p++;
                if (p < n && (s.charAt(p) == '+' || s.charAt(p) == '-')) {
                    p++;
                }
                while (p < n && isDigit(s.charAt(p))) {
                    p++;
                }
            }
            add(FLOAT, st, p, ln);
        } else if (p < n && s.charAt(p) == ':') {
            p++;
            add(LABEL, st, p, ln);
        } else if (p < n && isNameChar(s.charAt(p)) && s.charAt(st) != '-') {
            // a label or name that starts with a digit, e.g. "1abc:" (rare but legal)
            while (p < n && isNameChar(s.charAt(p))) {
                p++;
            }
            if (p < n && s.charAt(p) == ':') {
                p++;
                add(LABEL, st, p, ln);
            } else {
                add(WORD, st, p, ln);
            }
        } else {
            add(INT, st, p, ln);
        }
        return p;
    }

    private int skipString(int p, int ln) {
        final String s = src;
        int q = s.indexOf('"', p + 1);
        if (q < 0) {
            throw new IrParseException(file, ln, "unterminated string");
        }
        return q + 1;
    }

    String text(int i) {
        return src.substring(start[i], end[i]);
    }

    /** Whether token i is the bare word w, without allocating. */
    boolean isWord(int i, String w) {
        return kind[i] == WORD && end[i] - start[i] == w.length() && src.startsWith(w, start[i]);
    }

    /** Whether token i's text is exactly s. */
    boolean textIs(int i, String s) {
        return end[i] - start[i] == s.length() && src.startsWith(s, start[i]);
    }

    /** The name of a {@code %x}, {@code @x}, {@code $x}, {@code !x} or label token, unquoted and unescaped. */
    String name(int i) {
        int s = start[i];
        int e = end[i];
        int k = kind[i];
        if (k == LABEL) {
            e--;
        } else if (k == LOCAL || k == GLOBAL || k == COMDAT || k == MD_NAME || k == MD_ID) {
            s++;
        }
        if (e - s >= 2 && src.charAt(s) == '"') {
            return unescape(s + 1, e - 1);
        }
        if (k == MD_NAME && src.indexOf('\\', s) >= 0 && src.indexOf('\\', s) < e) {
            return unescape(s, e);
        }
        return src.substring(s, e);
    }

    /** The contents of a string token ({@code "..."} or {@code c"..."}) as text. */
    String stringValue(int i) {
        int s = start[i] + (kind[i] == CSTRING ? 2 : 1);
        return unescape(s, end[i] - 1);
    }

    /** The bytes of a string token, decoding {@code \xx} escapes. */
    byte[] stringBytes(int i) {
        int s = start[i] + (kind[i] == CSTRING ? 2 : 1);
        int e = end[i] - 1;
        byte[] out = new byte[e - s];
        int n = 0;
        for (int p = s; p < e; p++) {
            char c = src.charAt(p);
            if (c == '\\' && p + 2 < e && isHex(src.charAt(p + 1)) && isHex(src.charAt(p + 2))) {
                out[n++] = (byte) Integer.parseInt(src, p + 1, p + 3, 16);
                p += 2;
            } else if (c == '\\' && p + 1 < e && src.charAt(p + 1) == '\\') {
                out[n++] = '\\';
                p++;
            } else if (c < 0x80) {
                out[n++] = (byte) c;
            } else {
                byte[] enc = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                if (n + enc.length > out.length) {
                    out = Arrays.copyOf(out, out.length + enc.length + 16);
                }
                System.arraycopy(enc, 0, out, n, enc.length);
                n += enc.length;
            }
        }
        return Arrays.copyOf(out, n);
    }

    private String unescape(int s, int e) {
        if (src.indexOf('\\', s) < 0 || src.indexOf('\\', s) >= e) {
            return src.substring(s, e);
        }
        StringBuilder b = new StringBuilder(e - s);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        for (int p = s; p < e; p++) {
            char c = src.charAt(p);
            if (c == '\\' && p + 2 < e && isHex(src.charAt(p + 1)) && isHex(src.charAt(p + 2))) {
                bytes.write(Integer.parseInt(src, p + 1, p + 3, 16));
                p += 2;
            } else if (c == '\\' && p + 1 < e && src.charAt(p + 1) == '\\') {
                bytes.write('\\');
                p++;
            } else {
                if (bytes.size() > 0) {
                    b.append(bytes.toString(java.nio.charset.StandardCharsets.UTF_8));
                    bytes.reset();
                }
                b.append(c);
            }
        }
        if (bytes.size() > 0) {
            b.append(bytes.toString(java.nio.charset.StandardCharsets.UTF_8));
        }
        return b.toString();
    }
}
