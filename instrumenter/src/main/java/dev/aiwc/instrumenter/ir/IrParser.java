package dev.aiwc.instrumenter.ir;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.aiwc.instrumenter.ir.IrLexer.*;

/**
 * Reads textual LLVM IR as clang 13 to 19 emits it for OpenCL C (target spir64), typed or opaque pointers, into
 * the {@link Module} model. Metadata is parsed first so that {@code !dbg} lines and kernel argument metadata can
 * be resolved while the functions are read.
 *
 * <p>Conventions beyond {@link Instruction}'s: {@link Value.ConstInt} holds the value sign-extended from its
 * width (i1: 0 or 1); {@link Value.ConstFloat} holds float bits zero-extended. {@link Instruction#flags()} also
 * carries {@code tail}/{@code musttail}/{@code notail}, {@code atomic}, {@code weak}, the atomic ordering
 * ({@code seq_cst}, ...), {@code failure:<ordering>} for cmpxchg and {@code syncscope:<scope>} when one is
 * written. {@code icmp samesign} and {@code inrange} are accepted and recorded as flags only.
 */
public final class IrParser {

    /** Parsed metadata, only as far as the model needs it. */
    private sealed interface Md {
    }

    private record MdRef(int id) implements Md {
    }

    private record MdStr(String value) implements Md {
    }

    private record MdInt(long value) implements Md {
    }

    private record MdTuple(List<Md> elements) implements Md {
    }

    private record MdNode(String kind, Map<String, Md> fields) implements Md {
    }

    private record MdOther(String text) implements Md {
    }

    private static final Set<String> MODIFIERS = Set.of("nuw", "nsw", "exact", "disjoint", "nneg", "inbounds", "nusw",
            "samesign", "fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "volatile", "atomic",
            "weak", "inalloca", "swifterror");
    private static final Set<String> ORDERINGS = Set.of("unordered", "monotonic", "acquire", "release", "acq_rel",
            "seq_cst");
    private static final Set<String> TYPE_WORDS = Set.of("void", "half", "bfloat", "float", "double", "fp128",
            "x86_fp80", "ppc_fp128", "label", "metadata", "ptr", "token", "x86_mmx", "x86_amx", "target", "opaque");
    private static final Set<String> VALUE_WORDS = Set.of("true", "false", "null", "undef", "poison",
            "zeroinitializer", "none", "splat", "getelementptr", "bitcast", "addrspacecast", "ptrtoint", "inttoptr",
            "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "add", "sub", "mul",
            "shl", "lshr", "ashr", "and", "or", "xor", "icmp", "fcmp", "select", "extractelement", "insertelement",
            "shufflevector", "blockaddress", "dso_local_equivalent", "no_cfi", "asm");
    private static final Set<String> TOP_LEVEL = Set.of("define", "declare", "attributes", "target",
            "source_filename", "module", "uselistorder", "uselistorder_bb");
    private static final Set<String> UNSUPPORTED = Set.of("va_arg", "landingpad", "invoke", "indirectbr", "callbr",
            "resume", "catchswitch", "catchret", "cleanupret", "catchpad", "cleanuppad");
    private static final Set<String> CASTS = Set.of("trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi",
            "uitofp", "sitofp", "ptrtoint", "inttoptr", "bitcast", "addrspacecast");
    private static final Set<String> BINARY = Set.of("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl",
            "lshr", "ashr", "and", "or", "xor", "fadd", "fsub", "fmul", "fdiv", "frem");

    private final IrLexer lx;
    private final String src;
    private final String file;
    private final int[] kind;
    private int t;

    private final Map<String, IrType.StructType> structs = new LinkedHashMap<>();
    private final List<GlobalVariable> globals = new ArrayList<>();
    private final List<Function> functions = new ArrayList<>();
    private final Map<Integer, Md> metadata = new HashMap<>();
    private final Map<String, Md> namedMetadata = new HashMap<>();
    private final Map<Integer, Integer> metadataEnd = new HashMap<>();
    private final Map<Integer, DebugLocation> locationCache = new HashMap<>();
    /** The compile unit's own file name, looked up once: instructions there carry no file name. */
    private String unitFile;
    private boolean unitFileKnown;

    /** A {@code !DILocation}'s line and, when it lies in another file than the compile unit's, that file. */
    private record DebugLocation(int line, String file) {
    }
    private boolean opaque;
    private int nextSlot;

    private IrParser(String text, String sourceName) {
        this.lx = new IrLexer(text, sourceName);
        this.src = text;
        this.file = sourceName;
        lx.lex();
        this.kind = lx.kind;
        // a module without any pointer type spelled out is treated as opaque, like LLVM 17 and later
        this.opaque = lx.sawPtr || !lx.sawStar;
    }

    /**
     * Parses a whole module.
     *
     * @param text       the textual IR
     * @param sourceName the file name used in error messages
     * @throws IrParseException with the file and line and what was expected
     */
    public static Module parse(String text, String sourceName) {
        return new IrParser(text, sourceName).module();
    }

    // ---------------------------------------------------------------------------------------------- helpers

    private IrParseException error(String message) {
        String found = kind[t] == EOF ? "end of file" : "'" + abbreviate(lx.text(t)) + "'";
        return new IrParseException(file, lx.line[t], message + ", found " + found);
    }

    /** An error about the construct that began at token {@code tok}, reported on that token's line. */
    private IrParseException errorAt(int tok, String message) {
        return new IrParseException(file, lx.line[tok], message);
    }

    private static String abbreviate(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    private IrParseException unsupported(String what) {
        return new IrParseException(file, lx.line[t], what + " is not supported by aiwc's IR reader");
    }

    private boolean is(int k) {
        return kind[t] == k;
    }

    private boolean isWord(String w) {
        return lx.isWord(t, w);
    }

    private String word() {
        return lx.text(t);
    }

    private void expect(int k, String what) {
        if (kind[t] != k) {
            throw error("expected " + what);
        }
        t++;
    }

    private void expectWord(String w) {
        if (!lx.isWord(t, w)) {
            throw error("expected '" + w + "'");
        }
        t++;
    }

    private boolean accept(int k) {
        if (kind[t] == k) {
            t++;
            return true;
        }
        return false;
    }

    private boolean acceptWord(String w) {
        if (lx.isWord(t, w)) {
            t++;
            return true;
        }
        return false;
    }

    private long intToken() {
        if (!is(INT)) {
            throw error("expected an integer");
        }
        String s = lx.text(t++);
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            BigInteger b = new BigInteger(s);
            if (b.bitLength() > 64) {
                t--;
                throw error("integer wider than 64 bits");
            }
            return b.longValue();
        }
    }

    /** Skips a bracketed group starting at the current opening token. */
    private void skipBalanced() {
        int depth = 0;
        do {
            switch (kind[t]) {
                case '(', '[', '{', '<' -> depth++;
                case ')', ']', '}', '>' -> depth--;
                case EOF -> throw error("unbalanced brackets");
                default -> {
                }
            }
            t++;
        } while (depth > 0);
    }

    /** Skips to the next ',' or closing bracket at the current nesting depth. */
    private void skipItem() {
        while (true) {
            switch (kind[t]) {
                case ',', ')', ']', '}', '>' -> {
                    return;
                }
                case '(', '[', '{', '<' -> skipBalanced();
                case EOF -> throw error("unexpected end of file");
                default -> t++;
            }
        }
    }

    private String sliceText(int fromTok, int toTokInclusive) {
        return src.substring(lx.start[fromTok], lx.end[toTokInclusive]);
    }

    private boolean isTypeStart() {
        return switch (kind[t]) {
            case LOCAL, '{', '<', '[' -> true;
            case WORD -> {
                String w = word();
                yield TYPE_WORDS.contains(w) || isIntTypeWord(w);
            }
            default -> false;
        };
    }

    private static boolean isIntTypeWord(String w) {
        if (w.length() < 2 || w.charAt(0) != 'i') {
            return false;
        }
        for (int i = 1; i < w.length(); i++) {
            if (w.charAt(i) < '0' || w.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------------------------------------- module

    private Module module() {
        parseAllMetadata();
        t = 0;
        while (!is(EOF)) {
            switch (kind[t]) {
                case LOCAL -> typeDefinition();
                case GLOBAL -> globalVariable();
                case COMDAT -> {
                    t++;
                    expect('=', "'='");
                    expectWord("comdat");
                    t++;
                }
                case MD_ID, MD_NAME -> {
                    Integer end = metadataEnd.get(t);
                    if (end == null) {
                        throw error("expected a top-level entity");
                    }
                    t = end;
                }
                case WORD -> {
                    String w = word();
                    switch (w) {
                        case "define" -> function(false);
                        case "declare" -> function(true);
                        case "attributes" -> {
                            t++;
                            expect(ATTR_GROUP, "an attribute group '#N'");
                            expect('=', "'='");
                            if (!is('{')) {
                                throw error("expected '{'");
                            }
                            skipBalanced();
                        }
                        case "source_filename" -> {
                            t++;
                            expect('=', "'='");
                            expect(STRING, "a string");
                        }
                        case "target" -> {
                            t++;
                            t++;
                            expect('=', "'='");
                            expect(STRING, "a string");
                        }
                        case "module" -> {
                            t++;
                            expectWord("asm");
                            expect(STRING, "a string");
                        }
                        case "uselistorder", "uselistorder_bb" -> {
                            int ln = lx.line[t];
                            while (!is(EOF) && lx.line[t] == ln) {
                                t++;
                            }
                        }
                        default -> throw error("expected a top-level entity");
                    }
                }
                default -> throw error("expected a top-level entity");
            }
        }
        for (IrType.StructType s : structs.values()) {
            if (s.fields() == null) {
                throw new IrParseException(file, 1, "type %" + s.name() + " is used but never defined");
            }
        }
        markMetadataKernels();
        return new Module(file, compileUnitFile(), Collections.unmodifiableMap(structs), List.copyOf(globals),
                List.copyOf(functions));
    }

    private void typeDefinition() {
        String name = lx.name(t);
        t++;
        expect('=', "'='");
        expectWord("type");
        IrType.StructType st = namedStruct(name);
        if (st.fields() != null) {
            t--;
            throw error("type %" + name + " is defined twice");
        }
        if (acceptWord("opaque")) {
            st.setBody(List.of(), false);
        } else if (is('{')) {
            st.setBody(structBody('}'), false);
        } else if (is('<') && kind[t + 1] == '{') {
            t++;
            st.setBody(structBody('}'), true);
            expect('>', "'>'");
        } else {
            throw error("expected a struct body or 'opaque'");
        }
    }

    private IrType.StructType namedStruct(String name) {
        IrType.StructType s = structs.get(name);
        if (s == null) {
            s = new IrType.StructType(name, null, false);
            structs.put(name, s);
        }
        return s;
    }

    private List<IrType> structBody(char close) {
        expect('{', "'{'");
        List<IrType> fields = new ArrayList<>();
        if (!is(close)) {
            do {
                fields.add(type());
            } while (accept(','));
        }
        expect(close, "'" + close + "'");
        return List.copyOf(fields);
    }

    private void globalVariable() {
        String name = lx.name(t);
        t++;
        expect('=', "'='");
        boolean external = false;
        int addressSpace = 0;
        boolean constant;
        while (true) {
            if (!is(WORD)) {
                throw error("expected 'global' or 'constant'");
            }
            String w = word();
            t++;
            if (w.equals("global") || w.equals("constant")) {
                constant = w.equals("constant");
                break;
            }
            switch (w) {
                case "external", "extern_weak" -> external = true;
                case "addrspace" -> {
                    expect('(', "'('");
                    addressSpace = (int) intToken();
                    expect(')', "')'");
                }
                case "thread_local" -> {
                    if (is('(')) {
                        skipBalanced();
                    }
                }
                case "alias", "ifunc" -> {
                    t--;
                    throw unsupported("a global " + w);
                }
                default -> {
                    // linkage, preemption, visibility, DLL storage, unnamed_addr, externally_initialized
                }
            }
        }
        IrType type = type();
        Operand init = null;
        if (!external) {
            init = new Operand(type, value(type));
        }
        long align = 0;
        while (is(',')) {
            t++;
            if (is(MD_NAME)) {
                t++;
                metadataValue();
                continue;
            }
            if (!is(WORD)) {
                throw error("expected a global attribute");
            }
            String w = word();
            t++;
            switch (w) {
                case "align" -> align = intToken();
                case "section", "partition", "code_model" -> expect(STRING, "a string");
                case "comdat" -> {
                    if (is('(')) {
                        skipBalanced();
                    }
                }
                default -> {
                    if (is('(')) {
                        skipBalanced();
                    }
                }
            }
        }
        globals.add(new GlobalVariable(name, type, addressSpace, init, constant, align));
    }

    // ---------------------------------------------------------------------------------------------- types

    private IrType type() {
        IrType ty;
        switch (kind[t]) {
            case WORD -> {
                String w = word();
                t++;
                switch (w) {
                    case "void" -> ty = Types.VOID;
                    case "half" -> ty = Types.HALF;
                    case "float" -> ty = Types.FLOAT;
                    case "double" -> ty = Types.DOUBLE;
                    case "label" -> ty = Types.LABEL;
                    case "metadata" -> ty = Types.METADATA;
                    case "ptr" -> {
                        int as = 0;
                        if (isWord("addrspace")) {
                            t++;
                            expect('(', "'('");
                            as = (int) intToken();
                            expect(')', "')'");
                        }
                        opaque = true;
                        ty = new IrType.PointerType(as, null);
                    }
                    case "target" -> ty = targetExtensionType();
                    default -> {
                        if (isIntTypeWord(w)) {
                            ty = intType(Integer.parseInt(w, 1, w.length(), 10));
                        } else {
                            t--;
                            if (TYPE_WORDS.contains(w)) {
                                throw unsupported("the type '" + w + "'");
                            }
                            throw error("expected a type");
                        }
                    }
                }
            }
            case LOCAL -> {
                ty = namedStruct(lx.name(t));
                t++;
            }
            case '{' -> ty = new IrType.StructType(null, structBody('}'), false);
            case '<' -> {
                if (kind[t + 1] == '{') {
                    t++;
                    ty = new IrType.StructType(null, structBody('}'), true);
                    expect('>', "'>'");
                } else {
                    t++;
                    if (isWord("vscale")) {
                        throw unsupported("a scalable vector");
                    }
                    long n = intToken();
                    expectWord("x");
                    IrType elt = type();
                    expect('>', "'>'");
                    ty = new IrType.VectorType((int) n, elt);
                }
            }
            case '[' -> {
                t++;
                long n = intToken();
                expectWord("x");
                IrType elt = type();
                expect(']', "']'");
                ty = new IrType.ArrayType(n, elt);
            }
            default -> throw error("expected a type");
        }
        while (true) {
            if (is('*')) {
                t++;
                ty = new IrType.PointerType(0, ty);
            } else if (isWord("addrspace") && kind[t + 1] == '(' && kind[t + 2] == INT && kind[t + 3] == ')'
                    && kind[t + 4] == '*') {
                t += 2;
                int as = (int) intToken();
                t += 2;
                ty = new IrType.PointerType(as, ty);
            } else if (is('(')) {
                t++;
                List<IrType> params = new ArrayList<>();
                boolean varArgs = false;
                while (!is(')')) {
                    if (accept(DOTS)) {
                        varArgs = true;
                    } else {
                        params.add(type());
                        skipParameterAttributes();
                    }
                    if (!accept(',')) {
                        break;
                    }
                }
                expect(')', "')'");
                ty = new IrType.FunctionType(ty, List.copyOf(params), varArgs);
            } else {
                return ty;
            }
        }
    }

    /**
     * LLVM 17+ spells OpenCL's opaque handles as target extension types ({@code target("spirv.Event")}); they are
     * read as the opaque pointers clang 16 used for them, so both versions give the simulator the same model.
     */
    private IrType targetExtensionType() {
        expect('(', "'(' after 'target'");
        if (!is(STRING)) {
            throw error("expected the target type's name");
        }
        String name = lx.stringValue(t);
        t--; // back to '(' to skip the parameters
        skipBalanced();
        int as = switch (name) {
            case "spirv.Image", "spirv.SampledImage", "spirv.Pipe" -> 1;
            case "spirv.Sampler" -> 2;
            default -> 0;
        };
        return new IrType.PointerType(as, null);
    }

    private static IrType.IntType intType(int bits) {
        return switch (bits) {
            case 1 -> Types.I1;
            case 8 -> Types.I8;
            case 16 -> Types.I16;
            case 32 -> Types.I32;
            case 64 -> Types.I64;
            default -> new IrType.IntType(bits);
        };
    }

    private IrType pointerTo(IrType pointee, int addressSpace) {
        return new IrType.PointerType(addressSpace, opaque ? null : pointee);
    }

    private static int addressSpaceOf(IrType t) {
        if (t instanceof IrType.PointerType p) {
            return p.addressSpace();
        }
        if (t instanceof IrType.VectorType v && v.element() instanceof IrType.PointerType p) {
            return p.addressSpace();
        }
        return 0;
    }

    // ---------------------------------------------------------------------------------------------- values

    private Operand operand() {
        IrType ty = type();
        return new Operand(ty, value(ty));
    }

    private Value value(IrType ty) {
        switch (kind[t]) {
            case LOCAL -> {
                String n = lx.name(t);
                t++;
                return new Value.LocalRef(n);
            }
            case GLOBAL -> {
                String n = lx.name(t);
                t++;
                return new Value.GlobalRef(n);
            }
            case INT -> {
                if (ty instanceof IrType.FloatType) {
                    return floatConstant(ty);
                }
                long v = intToken();
                return new Value.ConstInt(normalise(v, ty));
            }
            case FLOAT -> {
                return floatConstant(ty);
            }
            case CSTRING -> {
                byte[] b = lx.stringBytes(t);
                t++;
                return new Value.ConstBytes(b);
            }
            case '<' -> {
                if (kind[t + 1] == '{') {
                    t++;
                    Value v = aggregate('{', '}');
                    expect('>', "'>'");
                    return v;
                }
                return aggregate('<', '>');
            }
            case '[' -> {
                return aggregate('[', ']');
            }
            case '{' -> {
                return aggregate('{', '}');
            }
            case WORD -> {
                return wordValue(ty);
            }
            default -> throw error("expected a value");
        }
    }

    private static long normalise(long v, IrType ty) {
        if (ty instanceof IrType.IntType it) {
            int bits = it.bits();
            if (bits == 1) {
                return v & 1;
            }
            if (bits < 64) {
                return (v << (64 - bits)) >> (64 - bits);
            }
        }
        return v;
    }

    private Value floatConstant(IrType ty) {
        if (!(ty instanceof IrType.FloatType ft)) {
            throw error("a floating-point literal needs a floating-point type, not " + ty);
        }
        String s = word();
        long bits;
        try {
            if (s.startsWith("0x")) {
                char k = s.charAt(2);
                if (k == 'H') {
                    if (ft.bits() != 16) {
                        throw error("a half literal (0xH) for type " + ty);
                    }
                    bits = Long.parseUnsignedLong(s, 3, s.length(), 16);
                } else if (k == 'K' || k == 'L' || k == 'M' || k == 'R') {
                    throw unsupported("the floating-point literal format 0x" + k);
                } else {
                    long d = Long.parseUnsignedLong(s, 2, s.length(), 16);
                    bits = switch (ft.bits()) {
                        case 16 -> FloatBits.doubleBitsToHalfBits(d);
                        case 32 -> FloatBits.doubleBitsToFloatBits(d);
                        default -> d;
                    };
                }
            } else {
                double v = Double.parseDouble(s);
                long d = Double.doubleToRawLongBits(v);
                bits = switch (ft.bits()) {
                    case 16 -> FloatBits.doubleBitsToHalfBits(d);
                    case 32 -> FloatBits.doubleBitsToFloatBits(d);
                    default -> d;
                };
            }
        } catch (ArithmeticException | NumberFormatException e) {
            throw error("floating-point constant invalid for type " + ty);
        }
        t++;
        return new Value.ConstFloat(bits);
    }

    private Value aggregate(char open, char close) {
        expect(open, "'" + open + "'");
        List<Operand> elements = new ArrayList<>();
        if (!is(close)) {
            do {
                elements.add(operand());
            } while (accept(','));
        }
        expect(close, "'" + close + "'");
        return new Value.ConstAggregate(List.copyOf(elements));
    }

    private Value wordValue(IrType ty) {
        String w = word();
        switch (w) {
            case "true" -> {
                t++;
                return new Value.ConstInt(1);
            }
            case "false" -> {
                t++;
                return new Value.ConstInt(0);
            }
            case "null" -> {
                t++;
                return new Value.ConstNull();
            }
            case "undef" -> {
                t++;
                return new Value.ConstUndef();
            }
            case "poison" -> {
                t++;
                return new Value.ConstPoison();
            }
            case "zeroinitializer" -> {
                t++;
                return ty instanceof IrType.PointerType ? new Value.ConstNull() : new Value.ConstZero();
            }
            case "none" -> {
                t++;
                return new Value.ConstNull();
            }
            case "splat" -> {
                t++;
                expect('(', "'('");
                Operand element = operand();
                expect(')', "')'");
                if (!(ty instanceof IrType.VectorType vt)) {
                    throw error("splat needs a vector type");
                }
                return new Value.ConstAggregate(Collections.nCopies(vt.length(), element));
            }
            case "blockaddress", "dso_local_equivalent", "no_cfi", "asm" -> throw unsupported("'" + w + "'");
            default -> {
                return new Value.ConstExpr(constantExpression());
            }
        }
    }

    /** {@code getelementptr (...)}, casts, binary operators and comparisons written as constants. */
    private Instruction constantExpression() {
        int startTok = t;
        String op = word();
        t++;
        Set<String> flags = new LinkedHashSet<>();
        collectModifiers(flags);
        IrType type;
        List<Operand> ops = new ArrayList<>();
        IrType aux = null;
        String predicate = null;
        int[] indices = null;
        if (op.equals("getelementptr")) {
            gepModifiers(flags);
            expect('(', "'('");
            aux = type();
            expect(',', "','");
            Operand base = operand();
            ops.add(base);
            while (accept(',')) {
                if (acceptWord("inrange")) {
                    flags.add("inrange");
                }
                ops.add(operand());
            }
            expect(')', "')'");
            type = gepResultType(aux, ops, startTok);
        } else if (CASTS.contains(op)) {
            expect('(', "'('");
            ops.add(operand());
            expectWord("to");
            type = type();
            expect(')', "')'");
        } else if (BINARY.contains(op)) {
            expect('(', "'('");
            ops.add(operand());
            expect(',', "','");
            ops.add(operand());
            expect(')', "')'");
            type = ops.get(0).type();
        } else if (op.equals("icmp") || op.equals("fcmp")) {
            predicate = word();
            t++;
            expect('(', "'('");
            ops.add(operand());
            expect(',', "','");
            ops.add(operand());
            expect(')', "')'");
            type = comparisonType(ops.get(0).type());
        } else if (op.equals("select")) {
            expect('(', "'('");
            ops.add(operand());
            expect(',', "','");
            ops.add(operand());
            expect(',', "','");
            ops.add(operand());
            expect(')', "')'");
            type = ops.get(1).type();
        } else if (op.equals("extractelement")) {
            expect('(', "'('");
            ops.add(operand());
            expect(',', "','");
            ops.add(operand());
            expect(')', "')'");
            type = elementOf(ops.get(0).type());
        } else if (op.equals("insertelement")) {
            expect('(', "'('");
            ops.add(operand());
            expect(',', "','");
            ops.add(operand());
            expect(',', "','");
            ops.add(operand());
            expect(')', "')'");
            type = ops.get(0).type();
        } else if (op.equals("shufflevector")) {
            expect('(', "'('");
            ops.add(operand());
            expect(',', "','");
            ops.add(operand());
            expect(',', "','");
            indices = shuffleMask();
            expect(')', "')'");
            type = new IrType.VectorType(indices.length, elementOf(ops.get(0).type()));
        } else {
            t = startTok;
            throw error("expected a value");
        }
        return new Instruction(null, op, type, List.copyOf(ops), predicate, aux, indices, List.of(), null,
                freeze(flags), 0, null, sliceText(startTok, t - 1));
    }

    private static Set<String> freeze(Set<String> flags) {
        return flags.isEmpty() ? Set.of() : Collections.unmodifiableSet(flags);
    }

    private void collectModifiers(Set<String> flags) {
        while (is(WORD) && MODIFIERS.contains(word())) {
            flags.add(word());
            t++;
        }
    }

    private void gepModifiers(Set<String> flags) {
        while (is(WORD)) {
            String w = word();
            if (MODIFIERS.contains(w)) {
                flags.add(w);
                t++;
            } else if (w.equals("inrange")) {
                flags.add(w);
                t++;
                if (is('(')) {
                    skipBalanced();
                }
            } else {
                break;
            }
        }
    }

    private IrType gepResultType(IrType sourceElement, List<Operand> ops, int startTok) {
        IrType baseType = ops.get(0).type();
        int vectorLength = baseType instanceof IrType.VectorType v ? v.length() : 0;
        IrType current = sourceElement;
        for (int i = 1; i < ops.size(); i++) {
            Operand idx = ops.get(i);
            if (idx.type() instanceof IrType.VectorType v) {
                vectorLength = v.length();
            }
            if (i == 1) {
                continue;
            }
            if (current instanceof IrType.StructType st) {
                if (st.fields() == null) {
                    throw errorAt(startTok, "type %" + st.name() + " must be defined before a getelementptr indexes into it");
                }
                if (!(idx.value() instanceof Value.ConstInt ci)) {
                    throw errorAt(startTok, "a struct index in getelementptr must be a constant");
                }
                current = st.fields().get((int) ci.value());
            } else if (current instanceof IrType.ArrayType at) {
                current = at.element();
            } else if (current instanceof IrType.VectorType vt) {
                current = vt.element();
            } else {
                throw errorAt(startTok, "getelementptr indexes into the non-aggregate type " + current);
            }
        }
        IrType p = pointerTo(current, addressSpaceOf(baseType));
        return vectorLength > 0 ? new IrType.VectorType(vectorLength, p) : p;
    }

    private IrType comparisonType(IrType operandType) {
        return operandType instanceof IrType.VectorType v ? new IrType.VectorType(v.length(), Types.I1) : Types.I1;
    }

    private IrType elementOf(IrType vector) {
        if (vector instanceof IrType.VectorType v) {
            return v.element();
        }
        throw error("expected a vector operand, not " + vector);
    }

    private int[] shuffleMask() {
        IrType mt = type();
        if (!(mt instanceof IrType.VectorType vt)) {
            throw error("a shufflevector mask must be a vector");
        }
        int n = vt.length();
        int[] mask = new int[n];
        if (acceptWord("zeroinitializer")) {
            return mask;
        }
        if (acceptWord("undef") || acceptWord("poison")) {
            java.util.Arrays.fill(mask, -1);
            return mask;
        }
        if (isWord("splat")) {
            t++;
            expect('(', "'('");
            type();
            int v = maskLane();
            expect(')', "')'");
            java.util.Arrays.fill(mask, v);
            return mask;
        }
        expect('<', "'<'");
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                expect(',', "','");
            }
            type();
            mask[i] = maskLane();
        }
        expect('>', "'>'");
        return mask;
    }

    private int maskLane() {
        if (acceptWord("undef") || acceptWord("poison")) {
            return -1;
        }
        return (int) intToken();
    }

    // ---------------------------------------------------------------------------------------------- functions

    private void function(boolean declaration) {
        t++;
        boolean kernel = false;
        Map<String, Integer> attachments = new HashMap<>();
        // a declaration's metadata attachments come first (clang at -O1 and above: `declare !dbg !30 ...`)
        while (is(MD_NAME) && kind[t + 1] == MD_ID) {
            attachments.put(lx.name(t), Integer.parseInt(lx.name(t + 1)));
            t += 2;
        }
        // linkage, visibility, calling convention, return attributes
        while (is(WORD) && !isTypeStart()) {
            String w = word();
            t++;
            if (w.equals("spir_kernel")) {
                kernel = true;
            } else if (w.equals("cc") || w.equals("align")) {
                intToken();
            } else if (is('(')) {
                skipBalanced();
            }
        }
        IrType returnType = type();
        if (!is(GLOBAL)) {
            throw error("expected a function name");
        }
        String name = lx.name(t);
        t++;
        expect('(', "'('");
        nextSlot = 0;
        List<Parameter> params = new ArrayList<>();
        while (!is(')')) {
            if (accept(DOTS)) {
                break;
            }
            IrType pt = type();
            skipParameterAttributes();
            String pname;
            if (is(LOCAL)) {
                pname = lx.name(t);
                t++;
                slotSeen(pname);
            } else {
                pname = String.valueOf(nextSlot++);
            }
            params.add(new Parameter(pt, pname));
            if (!accept(',')) {
                break;
            }
        }
        expect(')', "')'");
        while (true) {
            if (is(ATTR_GROUP) || is(STRING)) {
                t++;
                if (accept('=')) {
                    expect(STRING, "a string");
                }
            } else if (is(MD_NAME) && kind[t + 1] != '=') {
                String mdName = lx.name(t);
                t++;
                if (is(MD_ID)) {
                    attachments.put(mdName, Integer.parseInt(lx.name(t)));
                    t++;
                } else {
                    metadataValue();
                }
            } else if (is(WORD) && !TOP_LEVEL.contains(word())) {
                String w = word();
                t++;
                switch (w) {
                    case "section", "partition", "gc" -> expect(STRING, "a string");
                    case "align" -> intToken();
                    case "prefix", "prologue" -> operand();
                    case "personality" -> {
                        t--;
                        throw unsupported("exception handling ('personality')");
                    }
                    default -> {
                        if (is('(')) {
                            skipBalanced();
                        }
                    }
                }
            } else {
                break;
            }
        }
        List<BasicBlock> blocks = List.of();
        if (!declaration) {
            if (!is('{')) {
                throw error("expected '{' to start the body of @" + name);
            }
            t++;
            blocks = body();
        }
        int line = 0;
        Integer sp = attachments.get("dbg");
        if (sp != null && metadata.get(sp) instanceof MdNode n && n.fields().get("line") instanceof MdInt li) {
            line = (int) li.value();
        }
        functions.add(new Function(name, returnType, List.copyOf(params), kernel, declaration, blocks,
                kernelArgInfo(attachments, params.size()), line));
    }

    private void slotSeen(String name) {
        char c = name.charAt(0);
        if (c >= '0' && c <= '9') {
            try {
                nextSlot = Integer.parseInt(name) + 1;
            } catch (NumberFormatException e) {
                // a name such as "1abc" is not a slot number
            }
        }
    }

    /** Skips parameter attributes: words (with a parenthesised argument or an alignment) up to the value. */
    private void skipParameterAttributes() {
        while (is(WORD) && !VALUE_WORDS.contains(word())) {
            String w = word();
            t++;
            if (is('(')) {
                skipBalanced();
            } else if (w.equals("align") || w.equals("dereferenceable") || w.equals("dereferenceable_or_null")) {
                if (is(INT)) {
                    t++;
                }
            }
        }
    }

    private List<BasicBlock> body() {
        List<BasicBlock> blocks = new ArrayList<>();
        while (!is('}')) {
            if (is(EOF)) {
                throw error("expected '}' at the end of the function");
            }
            String label;
            if (is(LABEL)) {
                label = lx.name(t);
                slotSeen(label);
                t++;
            } else {
                label = String.valueOf(nextSlot++);
            }
            List<Instruction> instructions = new ArrayList<>();
            while (true) {
                if (is(DEBUG_RECORD)) {
                    t++;
                    if (is('(')) {
                        skipBalanced();
                    }
                    continue;
                }
                if (is('}') || is(LABEL)) {
                    throw error("expected a terminator instruction at the end of block %" + label);
                }
                Instruction in = instruction();
                instructions.add(in);
                String op = in.opcode();
                if (op.equals("br") || op.equals("ret") || op.equals("switch") || op.equals("unreachable")) {
                    break;
                }
            }
            while (is(DEBUG_RECORD)) {
                t++;
                if (is('(')) {
                    skipBalanced();
                }
            }
            blocks.add(new BasicBlock(label, List.copyOf(instructions)));
        }
        t++;
        return List.copyOf(blocks);
    }

    private Instruction instruction() {
        int startTok = t;
        String result = null;
        if (is(LOCAL) && kind[t + 1] == '=') {
            result = lx.name(t);
            t += 2;
            slotSeen(result);
        }
        if (!is(WORD)) {
            throw error("expected an instruction");
        }
        Set<String> flags = new LinkedHashSet<>();
        String op = word();
        t++;
        if (op.equals("tail") || op.equals("musttail") || op.equals("notail")) {
            flags.add(op);
            expectWord("call");
            op = "call";
        }
        IrType type = Types.VOID;
        List<Operand> ops = new ArrayList<>(4);
        String predicate = null;
        IrType aux = null;
        int[] indices = null;
        List<String> labels = List.of();
        Operand callee = null;
        if (BINARY.contains(op)) {
            collectModifiers(flags);
            type = type();
            ops.add(new Operand(type, value(type)));
            expect(',', "','");
            ops.add(new Operand(type, value(type)));
        } else if (CASTS.contains(op)) {
            collectModifiers(flags);
            ops.add(operand());
            expectWord("to");
            type = type();
        } else {
            switch (op) {
                case "fneg", "freeze" -> {
                    collectModifiers(flags);
                    ops.add(operand());
                    type = ops.get(0).type();
                }
                case "icmp", "fcmp" -> {
                    collectModifiers(flags);
                    if (!is(WORD)) {
                        throw error("expected a comparison predicate");
                    }
                    predicate = word();
                    t++;
                    IrType ot = type();
                    ops.add(new Operand(ot, value(ot)));
                    expect(',', "','");
                    ops.add(new Operand(ot, value(ot)));
                    type = comparisonType(ot);
                }
                case "select" -> {
                    collectModifiers(flags);
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    type = ops.get(1).type();
                }
                case "phi" -> {
                    collectModifiers(flags);
                    type = type();
                    labels = new ArrayList<>();
                    while (true) {
                        expect('[', "'['");
                        ops.add(new Operand(type, value(type)));
                        expect(',', "','");
                        labels.add(localName());
                        expect(']', "']'");
                        if (!is(',') || kind[t + 1] != '[') {
                            break;
                        }
                        t++;
                    }
                }
                case "br" -> {
                    if (isWord("label")) {
                        t++;
                        labels = List.of(localName());
                    } else {
                        ops.add(operand());
                        expect(',', "','");
                        expectWord("label");
                        String a = localName();
                        expect(',', "','");
                        expectWord("label");
                        labels = List.of(a, localName());
                    }
                }
                case "switch" -> {
                    ops.add(operand());
                    expect(',', "','");
                    expectWord("label");
                    labels = new ArrayList<>();
                    labels.add(localName());
                    expect('[', "'['");
                    while (!is(']')) {
                        ops.add(operand());
                        expect(',', "','");
                        expectWord("label");
                        labels.add(localName());
                    }
                    t++;
                }
                case "ret" -> {
                    if (!acceptWord("void")) {
                        ops.add(operand());
                    }
                }
                case "unreachable" -> {
                }
                case "alloca" -> {
                    collectModifiers(flags);
                    aux = type();
                    int as = 0;
                    while (is(',') && kind[t + 1] != MD_NAME) {
                        t++;
                        if (acceptWord("align")) {
                            intToken();
                        } else if (acceptWord("addrspace")) {
                            expect('(', "'('");
                            as = (int) intToken();
                            expect(')', "')'");
                        } else {
                            ops.add(operand());
                        }
                    }
                    type = pointerTo(aux, as);
                }
                case "load" -> {
                    collectModifiers(flags);
                    type = type();
                    expect(',', "','");
                    ops.add(operand());
                    atomicSuffix(flags, false);
                    alignment();
                }
                case "store" -> {
                    collectModifiers(flags);
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    atomicSuffix(flags, false);
                    alignment();
                }
                case "getelementptr" -> {
                    gepModifiers(flags);
                    aux = type();
                    expect(',', "','");
                    ops.add(operand());
                    while (is(',') && kind[t + 1] != MD_NAME) {
                        t++;
                        if (acceptWord("inrange")) {
                            flags.add("inrange");
                        }
                        ops.add(operand());
                    }
                    type = gepResultType(aux, ops, startTok);
                }
                case "extractelement" -> {
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    type = elementOf(ops.get(0).type());
                }
                case "insertelement" -> {
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    type = ops.get(0).type();
                }
                case "shufflevector" -> {
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    expect(',', "','");
                    indices = shuffleMask();
                    type = new IrType.VectorType(indices.length, elementOf(ops.get(0).type()));
                }
                case "extractvalue" -> {
                    ops.add(operand());
                    indices = aggregateIndices();
                    type = ops.get(0).type();
                    for (int ix : indices) {
                        type = memberType(type, ix, startTok);
                    }
                }
                case "insertvalue" -> {
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    indices = aggregateIndices();
                    type = ops.get(0).type();
                }
                case "call" -> {
                    IrType.FunctionType ft = call(flags, ops);
                    callee = ops.remove(ops.size() - 1);
                    aux = ft;
                    type = ft.returnType();
                }
                case "atomicrmw" -> {
                    collectModifiers(flags);
                    if (!is(WORD)) {
                        throw error("expected an atomicrmw operation");
                    }
                    predicate = word();
                    t++;
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    atomicSuffix(flags, false);
                    alignment();
                    type = ops.get(1).type();
                }
                case "cmpxchg" -> {
                    collectModifiers(flags);
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    expect(',', "','");
                    ops.add(operand());
                    atomicSuffix(flags, true);
                    alignment();
                    type = new IrType.StructType(null, List.of(ops.get(1).type(), Types.I1), false);
                }
                case "fence" -> atomicSuffix(flags, false);
                default -> {
                    t--;
                    if (UNSUPPORTED.contains(op)) {
                        throw unsupported("the instruction '" + op + "'");
                    }
                    throw error("expected an instruction");
                }
            }
        }
        int lastTok = t - 1;
        int line = 0;
        String sourceFile = null;
        while (is(',') && kind[t + 1] == MD_NAME) {
            t++;
            boolean dbg = lx.textIs(t, "!dbg");
            t++;
            if (dbg && is(MD_ID)) {
                DebugLocation at = debugLocation(Integer.parseInt(lx.name(t)));
                line = at.line();
                sourceFile = at.file();
                t++;
            } else {
                metadataValue();
            }
        }
        if (result == null && !(type instanceof IrType.VoidType)) {
            result = String.valueOf(nextSlot++);
        }
        return new Instruction(result, op, type, List.copyOf(ops), predicate, aux, indices,
                labels.isEmpty() ? List.of() : List.copyOf(labels), callee, freeze(flags), line, sourceFile,
                sliceText(startTok, lastTok));
    }

    private String localName() {
        if (!is(LOCAL)) {
            throw error("expected a block label '%name'");
        }
        return lx.name(t++);
    }

    private void alignment() {
        if (is(',') && lx.isWord(t + 1, "align")) {
            t += 2;
            intToken();
        }
    }

    private void atomicSuffix(Set<String> flags, boolean failureOrdering) {
        if (acceptWord("syncscope")) {
            expect('(', "'('");
            if (!is(STRING)) {
                throw error("expected a synchronisation scope string");
            }
            flags.add("syncscope:" + lx.stringValue(t));
            t++;
            expect(')', "')'");
        }
        if (is(WORD) && ORDERINGS.contains(word())) {
            flags.add(word());
            t++;
            if (failureOrdering) {
                if (!is(WORD) || !ORDERINGS.contains(word())) {
                    throw error("expected the failure ordering of cmpxchg");
                }
                flags.add("failure:" + word());
                t++;
            }
        }
    }

    private int[] aggregateIndices() {
        List<Long> idx = new ArrayList<>();
        while (is(',') && kind[t + 1] == INT) {
            t++;
            idx.add(intToken());
        }
        if (idx.isEmpty()) {
            throw error("expected an aggregate index");
        }
        int[] r = new int[idx.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = (int) (long) idx.get(i);
        }
        return r;
    }

    private IrType memberType(IrType agg, int index, int startTok) {
        if (agg instanceof IrType.StructType st) {
            if (st.fields() == null) {
                throw errorAt(startTok, "type %" + st.name() + " must be defined before extractvalue reads it");
            }
            return st.fields().get(index);
        }
        if (agg instanceof IrType.ArrayType at) {
            return at.element();
        }
        throw errorAt(startTok, "extractvalue from the non-aggregate type " + agg);
    }

    /** Parses a call after the opcode; appends the arguments then the callee to ops; returns the function type. */
    private IrType.FunctionType call(Set<String> flags, List<Operand> ops) {
        while (is(WORD) && !isTypeStart()) {
            String w = word();
            t++;
            if (MODIFIERS.contains(w)) {
                flags.add(w);
            } else if (w.equals("cc") || w.equals("align") || w.equals("dereferenceable")
                    || w.equals("dereferenceable_or_null")) {
                if (is(INT)) {
                    t++;
                }
            } else if (is('(')) {
                skipBalanced();
            }
        }
        IrType written = type();
        IrType calleeType = opaque ? new IrType.PointerType(0, null) : new IrType.PointerType(0, written);
        if (isWord("asm")) {
            throw unsupported("inline assembly");
        }
        Value calleeValue = value(calleeType);
        expect('(', "'(' and the call's arguments");
        List<IrType> argTypes = new ArrayList<>();
        while (!is(')')) {
            if (isWord("metadata")) {
                t++;
                int from = t;
                if (is(MD_ID) || is(MD_NAME) || is(EXCL)) {
                    metadataValue();
                } else {
                    skipItem();
                }
                ops.add(new Operand(Types.METADATA, new Value.MetadataValue(sliceText(from, t - 1))));
                argTypes.add(Types.METADATA);
            } else {
                IrType at = type();
                skipParameterAttributes();
                ops.add(new Operand(at, value(at)));
                argTypes.add(at);
            }
            if (!accept(',')) {
                break;
            }
        }
        expect(')', "')'");
        int ln = lx.line[t - 1];
        // function attributes and operand bundles on the same line
        while (lx.line[t] == ln && !is(',') && !is(EOF)) {
            if (is('[')) {
                skipBalanced();
            } else if (is(ATTR_GROUP) || is(WORD) || is(STRING)) {
                t++;
                if (is('(')) {
                    skipBalanced();
                } else if (is('=') && kind[t + 1] == STRING) {
                    t += 2;
                }
            } else {
                break;
            }
        }
        IrType.FunctionType ft;
        if (written instanceof IrType.FunctionType f) {
            ft = f;
        } else if (written instanceof IrType.PointerType p && p.pointee() instanceof IrType.FunctionType f) {
            ft = f;
        } else {
            ft = new IrType.FunctionType(written, List.copyOf(argTypes), false);
        }
        if (!opaque) {
            calleeType = new IrType.PointerType(0, ft);
        }
        ops.add(new Operand(calleeType, calleeValue));
        return ft;
    }

    // ---------------------------------------------------------------------------------------------- metadata

    private void parseAllMetadata() {
        int n = lx.count;
        for (int i = 0; i + 1 < n; i++) {
            int k = kind[i];
            if ((k == MD_ID || k == MD_NAME) && kind[i + 1] == '=' && (i == 0 || lx.line[i - 1] != lx.line[i])) {
                t = i + 2;
                acceptWord("distinct");
                Md value = metadataValue();
                if (k == MD_ID) {
                    metadata.put(Integer.parseInt(lx.name(i)), value);
                } else {
                    namedMetadata.put(lx.name(i), value);
                }
                metadataEnd.put(i, t);
                i = t - 1;
            }
        }
    }

    private Md metadataValue() {
        switch (kind[t]) {
            case MD_ID -> {
                return new MdRef(Integer.parseInt(lx.name(t++)));
            }
            case EXCL -> {
                t++;
                if (is(STRING)) {
                    return new MdStr(lx.stringValue(t++));
                }
                expect('{', "'{'");
                List<Md> elements = new ArrayList<>();
                while (!is('}')) {
                    elements.add(metadataValue());
                    if (!accept(',')) {
                        break;
                    }
                }
                expect('}', "'}'");
                return new MdTuple(elements);
            }
            case MD_NAME -> {
                String name = lx.name(t);
                t++;
                if (!is('(')) {
                    return new MdOther("!" + name);
                }
                t++;
                Map<String, Md> fields = new HashMap<>();
                while (!is(')')) {
                    if (is(LABEL)) {
                        String field = lx.name(t);
                        t++;
                        fields.put(field, metadataField());
                    } else {
                        metadataField();
                    }
                    if (!accept(',')) {
                        break;
                    }
                }
                expect(')', "')'");
                return new MdNode(name, fields);
            }
            case WORD -> {
                if (isWord("null")) {
                    t++;
                    return new MdOther("null");
                }
                if (isWord("distinct")) {
                    t++;
                    return metadataValue();
                }
                if (isIntTypeWord(word()) && kind[t + 1] == INT) {
                    t++;
                    int at = t;
                    try {
                        return new MdInt(intToken());
                    } catch (IrParseException e) {
                        t = at + 1;
                        return new MdOther(lx.text(at));
                    }
                }
                int from = t;
                skipItem();
                return new MdOther(sliceText(from, t - 1));
            }
            default -> {
                int from = t;
                skipItem();
                if (t == from) {
                    throw error("expected metadata");
                }
                return new MdOther(sliceText(from, t - 1));
            }
        }
    }

    private Md metadataField() {
        switch (kind[t]) {
            case MD_ID, EXCL, MD_NAME -> {
                return metadataValue();
            }
            case INT -> {
                int at = t;
                try {
                    return new MdInt(intToken());
                } catch (IrParseException e) {
                    t = at + 1;
                    return new MdOther(lx.text(at));
                }
            }
            case STRING -> {
                return new MdStr(lx.stringValue(t++));
            }
            default -> {
                int from = t;
                skipItem();
                if (t == from) {
                    throw error("expected a metadata field value");
                }
                return new MdOther(sliceText(from, t - 1));
            }
        }
    }

    private DebugLocation debugLocation(int id) {
        DebugLocation cached = locationCache.get(id);
        if (cached != null) {
            return cached;
        }
        int line = 0;
        String file = null;
        if (metadata.get(id) instanceof MdNode n && n.fields().get("line") instanceof MdInt li) {
            line = (int) li.value();
            // the scope (subprogram or lexical block) names the file: a function of an #included header lies there
            file = scopeFile(n.fields().get("scope"));
            if (!unitFileKnown) {
                unitFile = unitFilePath();
                unitFileKnown = true;
            }
            if (file != null && file.equals(unitFile)) {
                file = null;
            }
        }
        DebugLocation at = new DebugLocation(line, file);
        locationCache.put(id, at);
        return at;
    }

    /**
     * The file of a debug scope (a subprogram or lexical block, following enclosing scopes a few levels at most), as
     * its {@code DIFile}'s directory and file name joined: clang names one file several ways in one module (the
     * path it was given for the compile unit, another for a function's scope, {@code ./name} for a header beside
     * the program), and the joined, normalised path is the same for all of them.
     */
    private String scopeFile(Md scope) {
        Md s = resolve(scope);
        for (int depth = 0; depth < 16 && s instanceof MdNode n; depth++) {
            if (resolve(n.fields().get("file")) instanceof MdNode f) {
                return filePath(f);
            }
            s = resolve(n.fields().get("scope"));
        }
        return null;
    }

    private static String filePath(MdNode diFile) {
        if (!(diFile.fields().get("filename") instanceof MdStr name)) {
            return null;
        }
        try {
            java.nio.file.Path p = java.nio.file.Path.of(name.value());
            if (!p.isAbsolute() && diFile.fields().get("directory") instanceof MdStr dir) {
                p = java.nio.file.Path.of(dir.value()).resolve(p);
            }
            return p.normalize().toString();
        } catch (java.nio.file.InvalidPathException e) {
            return name.value();
        }
    }

    /** The compile unit's file as {@link #scopeFile} names files. */
    private String unitFilePath() {
        if (namedMetadata.get("llvm.dbg.cu") instanceof MdTuple list && !list.elements().isEmpty()
                && resolve(list.elements().get(0)) instanceof MdNode cu
                && resolve(cu.fields().get("file")) instanceof MdNode f) {
            return filePath(f);
        }
        return null;
    }

    private Md resolve(Md md) {
        return md instanceof MdRef r ? metadata.get(r.id()) : md;
    }

    private String compileUnitFile() {
        MdNode cu = null;
        if (namedMetadata.get("llvm.dbg.cu") instanceof MdTuple list && !list.elements().isEmpty()
                && resolve(list.elements().get(0)) instanceof MdNode n) {
            cu = n;
        }
        if (cu == null) {
            for (Md md : metadata.values()) {
                if (md instanceof MdNode n && n.kind().equals("DICompileUnit")) {
                    cu = n;
                    break;
                }
            }
        }
        if (cu != null && resolve(cu.fields().get("file")) instanceof MdNode f
                && f.fields().get("filename") instanceof MdStr s) {
            return s.value();
        }
        return null;
    }

    private KernelArgInfo kernelArgInfo(Map<String, Integer> attachments, int parameterCount) {
        String[] keys = {"kernel_arg_addr_space", "kernel_arg_access_qual", "kernel_arg_type",
                "kernel_arg_base_type", "kernel_arg_type_qual", "kernel_arg_name"};
        boolean any = false;
        for (String k : keys) {
            any |= attachments.containsKey(k);
        }
        if (!any) {
            return null;
        }
        List<Integer> spaces = new ArrayList<>();
        if (resolve(new MdRef(attachments.getOrDefault(keys[0], -1))) instanceof MdTuple tu) {
            for (Md e : tu.elements()) {
                spaces.add(e instanceof MdInt i ? (int) i.value() : 0);
            }
        }
        return new KernelArgInfo(List.copyOf(spaces), strings(attachments, keys[1]), strings(attachments, keys[2]),
                strings(attachments, keys[3]), strings(attachments, keys[4]), strings(attachments, keys[5]));
    }

    private List<String> strings(Map<String, Integer> attachments, String key) {
        Integer id = attachments.get(key);
        if (id == null || !(metadata.get(id) instanceof MdTuple tu)) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (Md e : tu.elements()) {
            out.add(e instanceof MdStr s ? s.value() : "");
        }
        return List.copyOf(out);
    }

    /** SPIR 1.2 style modules list kernels in {@code !opencl.kernels} instead of using spir_kernel. */
    private void markMetadataKernels() {
        if (!(namedMetadata.get("opencl.kernels") instanceof MdTuple list)) {
            return;
        }
        Set<String> names = new LinkedHashSet<>();
        for (Md e : list.elements()) {
            if (resolve(e) instanceof MdTuple k && !k.elements().isEmpty() && k.elements().get(0) instanceof MdOther o) {
                int at = o.text().lastIndexOf('@');
                if (at >= 0) {
                    names.add(o.text().substring(at + 1).replace("\"", ""));
                }
            }
        }
        for (int i = 0; i < functions.size(); i++) {
            Function f = functions.get(i);
            if (!f.kernel() && names.contains(f.name())) {
                functions.set(i, new Function(f.name(), f.returnType(), f.parameters(), true, f.declaration(),
                        f.blocks(), f.argInfo(), f.line()));
            }
        }
    }
}
