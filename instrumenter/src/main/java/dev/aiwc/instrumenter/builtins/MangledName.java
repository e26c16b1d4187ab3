package dev.aiwc.instrumenter.builtins;

import dev.aiwc.instrumenter.types.ScalarKind;
import java.util.ArrayList;
import java.util.List;

/**
 * A function name in the Itanium C++ mangling that clang gives OpenCL C overloadable builtins, e.g.
 * {@code _Z5clampDv4_fff} is {@code clamp(float4, float, float)} and {@code _Z6vload4mPU3AS1Kf} is
 * {@code vload4(ulong, const __global float*)}. Only the subset OpenCL C produces is understood: a plain source
 * name followed by parameter types built from builtin types, vectors ({@code Dv4_}), pointers with vendor
 * address-space and cv qualifiers ({@code PU3AS1K}), named types and substitutions ({@code S_}, {@code S0_}...).
 *
 * @param name   the unmangled function name, e.g. {@code clamp}
 * @param params the parameter types in order (empty for {@code f(void)})
 */
public record MangledName(String name, List<ParamType> params) {

    public MangledName {
        params = List.copyOf(params);
    }

    /** The parameter at {@code i}. */
    public ParamType param(int i) {
        return params.get(i);
    }

    /** Parses {@code symbol}; null when it is not an Itanium-mangled plain function name of this subset. */
    public static MangledName parse(String symbol) {
        if (symbol == null || !symbol.startsWith("_Z")) {
            return null;
        }
        try {
            Parser p = new Parser(symbol);
            p.pos = 2;
            String name = p.sourceName();
            if (name == null) {
                return null;
            }
            List<ParamType> params = new ArrayList<>();
            if (p.pos < symbol.length() && symbol.charAt(p.pos) == 'v' && p.pos + 1 == symbol.length()) {
                return new MangledName(name, params);
            }
            while (p.pos < symbol.length()) {
                ParamType t = p.type();
                if (t == null) {
                    return null;
                }
                params.add(t);
            }
            return params.isEmpty() ? null : new MangledName(name, params);
        } catch (RuntimeException e) {
            return null; // malformed: not one of ours
        }
    }

    /** The OpenCL-like spelling, e.g. {@code clamp(float4, float, float)}, for messages. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(name).append('(');
        for (int i = 0; i < params.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(params.get(i));
        }
        return b.append(')').toString();
    }

    /** A cv/address-space qualified type: a substitution candidate of its own, folded into the pointer over it. */
    private record Qualified(ParamType base, int addressSpace, boolean isConst, boolean isVolatile,
                             boolean isRestrict) {
    }

    private static final class Parser {
        final String s;
        int pos;
        /** Substitution candidates in order of completion: ParamType or Qualified. */
        final List<Object> subs = new ArrayList<>();

        Parser(String s) {
            this.s = s;
        }

        char peek() {
            return pos < s.length() ? s.charAt(pos) : '\0';
        }

        int number() {
            int start = pos;
            while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
                pos++;
            }
            if (start == pos) {
                throw new IllegalStateException("number expected");
            }
            return Integer.parseInt(s, start, pos, 10);
        }

        String sourceName() {
            if (!Character.isDigit(peek())) {
                return null;
            }
            int len = number();
            String id = s.substring(pos, pos + len);
            pos += len;
            return id;
        }

        ParamType type() {
            Object t = anyType();
            return t instanceof Qualified q ? q.base() : (ParamType) t;
        }

        /** Returns a ParamType or a Qualified. */
        Object anyType() {
            char c = peek();
            switch (c) {
                case 'P': {
                    pos++;
                    Object pointee = anyType();
                    ParamType ptr = pointee instanceof Qualified q
                            ? new ParamType.Pointer(q.base(), q.addressSpace(), q.isConst(), q.isVolatile(),
                                    q.isRestrict())
                            : new ParamType.Pointer((ParamType) pointee, 0, false, false, false);
                    subs.add(ptr);
                    return ptr;
                }
                case 'U':
                case 'K':
                case 'V':
                case 'r':
                    return qualified();
                case 'S':
                    return substitution();
                case 'D': {
                    char d = pos + 1 < s.length() ? s.charAt(pos + 1) : '\0';
                    if (d == 'h') {
                        pos += 2;
                        return new ParamType.Scalar(ScalarKind.HALF);
                    }
                    if (d == 'v') {
                        pos += 2;
                        int width = number();
                        expect('_');
                        ParamType element = type();
                        if (!(element instanceof ParamType.Scalar sc)) {
                            throw new IllegalStateException("vector of non-scalar");
                        }
                        ParamType v = new ParamType.Vector(sc.kind(), width);
                        subs.add(v);
                        return v;
                    }
                    throw new IllegalStateException("unsupported D type");
                }
                default:
                    if (Character.isDigit(c)) {
                        ParamType named = new ParamType.Named(sourceName());
                        subs.add(named);
                        return named;
                    }
                    ScalarKind k = builtin(c);
                    if (k == null) {
                        throw new IllegalStateException("unsupported type code " + c);
                    }
                    pos++;
                    return new ParamType.Scalar(k);
            }
        }

        Object qualified() {
            int as = 0;
            boolean isConst = false;
            boolean isVolatile = false;
            boolean isRestrict = false;
            while (peek() == 'U') {
                pos++;
                String vendor = sourceName();
                if (vendor != null && vendor.startsWith("AS")) {
                    as = Integer.parseInt(vendor.substring(2));
                }
            }
            while (true) {
                char c = peek();
                if (c == 'r') {
                    isRestrict = true;
                } else if (c == 'V') {
                    isVolatile = true;
                } else if (c == 'K') {
                    isConst = true;
                } else {
                    break;
                }
                pos++;
            }
            Object inner = anyType();
            ParamType base = inner instanceof Qualified q ? q.base() : (ParamType) inner;
            if (inner instanceof Qualified q) {
                as = as != 0 ? as : q.addressSpace();
                isConst |= q.isConst();
                isVolatile |= q.isVolatile();
                isRestrict |= q.isRestrict();
            }
            Qualified result = new Qualified(base, as, isConst, isVolatile, isRestrict);
            subs.add(result);
            return result;
        }

        Object substitution() {
            pos++;
            int index;
            if (peek() == '_') {
                index = 0;
            } else {
                int seq = 0;
                while (peek() != '_') {
                    char c = s.charAt(pos++);
                    int digit = Character.isDigit(c) ? c - '0' : (c >= 'A' && c <= 'Z') ? c - 'A' + 10 : -1;
                    if (digit < 0) {
                        throw new IllegalStateException("unsupported substitution");
                    }
                    seq = seq * 36 + digit;
                }
                index = seq + 1;
            }
            expect('_');
            return subs.get(index);
        }

        void expect(char c) {
            if (peek() != c) {
                throw new IllegalStateException(c + " expected");
            }
            pos++;
        }

        static ScalarKind builtin(char c) {
            return switch (c) {
                case 'v' -> ScalarKind.VOID;
                case 'b' -> ScalarKind.BOOL;
                case 'c', 'a' -> ScalarKind.CHAR;
                case 'h' -> ScalarKind.UCHAR;
                case 's' -> ScalarKind.SHORT;
                case 't' -> ScalarKind.USHORT;
                case 'i' -> ScalarKind.INT;
                case 'j' -> ScalarKind.UINT;
                case 'l', 'x' -> ScalarKind.LONG;
                case 'm', 'y' -> ScalarKind.ULONG;
                case 'f' -> ScalarKind.FLOAT;
                case 'd' -> ScalarKind.DOUBLE;
                default -> null;
            };
        }
    }
}
