package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.instrumenter.ir.GlobalVariable;
import dev.aiwc.instrumenter.ir.Instruction;
import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Module;
import dev.aiwc.instrumenter.ir.Operand;
import dev.aiwc.instrumenter.ir.Types;
import dev.aiwc.instrumenter.ir.Value;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static dev.aiwc.instrumenter.exec.TypeLayout.intBits;
import static dev.aiwc.instrumenter.exec.TypeLayout.isFloat;
import static dev.aiwc.instrumenter.exec.TypeLayout.lanes;
import static dev.aiwc.instrumenter.exec.TypeLayout.storeSize;

/**
 * The kernel's constants: the register lanes of IR constants, constant expressions folded to a number or to a
 * program variable plus offset, and the program variables themselves ({@code @globals} a kernel reaches) with the
 * byte images of their initialisers.
 */
final class ConstantFolder {
    private final Module module;
    private final List<ProgramVariable> variables = new ArrayList<>();
    private final Map<String, Integer> variableIndex = new HashMap<>();

    ConstantFolder(Module module) {
        this.module = module;
    }

    /** The program variables referenced so far, by index. */
    List<ProgramVariable> variables() {
        return variables;
    }

    String variableName(int index) {
        return variables.get(index).name();
    }

    int variable(String name) {
        Integer idx = variableIndex.get(name);
        if (idx != null) {
            return idx;
        }
        GlobalVariable g = module.global(name);
        if (g == null) {
            if (module.function(name) != null) {
                throw new UnsupportedOperationException("function pointers (@" + name + ")");
            }
            throw new IllegalStateException("unknown global @" + name);
        }
        AddressSpace space = switch (g.addressSpace()) {
            case 2 -> AddressSpace.CONSTANT;
            case 3 -> AddressSpace.LOCAL;
            default -> AddressSpace.GLOBAL;
        };
        long bytes = Math.max(1, Types.allocSize(g.valueType()));
        byte[] init = null;
        if (g.initializer() != null && space != AddressSpace.LOCAL) {
            ByteBuffer buf = ByteBuffer.allocate((int) bytes).order(ByteOrder.LITTLE_ENDIAN);
            serialize(g.valueType(), g.initializer().value(), buf, 0);
            init = buf.array();
        }
        idx = variables.size();
        variables.add(new ProgramVariable(name, space, bytes, init));
        variableIndex.put(name, idx);
        return idx;
    }

    /** Folds a constant expression to a Long, or to {variable, offset} (long[2]) for an address. */
    Object fold(Instruction e) {
        switch (e.opcode()) {
            case "getelementptr" -> {
                Object base = foldOperand(e.operand(0));
                long offset = 0;
                IrType cur = e.auxType();
                for (int i = 1; i < e.operands().size(); i++) {
                    Object idxObj = foldOperand(e.operand(i));
                    if (!(idxObj instanceof Long idx)) {
                        throw new UnsupportedOperationException("non-constant index in constant getelementptr");
                    }
                    if (i == 1) {
                        offset += idx * Types.allocSize(cur);
                    } else if (cur instanceof IrType.StructType s) {
                        offset += s.offsetOf(idx.intValue());
                        cur = s.fields().get(idx.intValue());
                    } else if (cur instanceof IrType.ArrayType a) {
                        cur = a.element();
                        offset += idx * Types.allocSize(cur);
                    } else if (cur instanceof IrType.VectorType v) {
                        cur = v.element();
                        offset += idx * Types.allocSize(cur);
                    }
                }
                if (base instanceof long[] rel) {
                    return new long[]{rel[0], rel[1] + offset};
                }
                return (Long) base + offset;
            }
            case "bitcast", "addrspacecast", "ptrtoint", "inttoptr" -> {
                return foldOperand(e.operand(0));
            }
            case "add", "sub", "mul", "and", "or", "xor", "shl" -> {
                Object a = foldOperand(e.operand(0));
                Object b = foldOperand(e.operand(1));
                if (a instanceof Long x && b instanceof Long y) {
                    return switch (e.opcode()) {
                        case "add" -> x + y;
                        case "sub" -> x - y;
                        case "mul" -> x * y;
                        case "and" -> x & y;
                        case "or" -> x | y;
                        case "xor" -> x ^ y;
                        default -> x << y;
                    };
                }
                throw new UnsupportedOperationException("constant expression " + e.opcode() + " on addresses");
            }
            default -> throw new UnsupportedOperationException("constant expression " + e.opcode());
        }
    }

    Object foldOperand(Operand op) {
        Value v = op.value();
        if (v instanceof Value.GlobalRef g) {
            return new long[]{variable(g.name()), 0};
        }
        if (v instanceof Value.ConstExpr ce) {
            return fold(ce.expression());
        }
        if (v instanceof Value.ConstInt ci) {
            return ci.value();
        }
        if (v instanceof Value.ConstNull || v instanceof Value.ConstZero || v instanceof Value.ConstUndef
                || v instanceof Value.ConstPoison) {
            return 0L;
        }
        throw new UnsupportedOperationException("constant " + v);
    }

    /** Writes a constant's register lanes. */
    static void fillConstant(IrType type, Value v, long[] out, int at) {
        if (v instanceof Value.ConstInt ci) {
            int bits = intBits(type);
            out[at] = bits == 1 ? (ci.value() & 1) : (ci.value() << (64 - bits)) >> (64 - bits);
        } else if (v instanceof Value.ConstFloat cf) {
            out[at] = isFloat(type) ? (long) (int) cf.rawBits() : cf.rawBits();
        } else if (v instanceof Value.ConstNull || v instanceof Value.ConstZero || v instanceof Value.ConstUndef
                || v instanceof Value.ConstPoison) {
            // zero lanes
        } else if (v instanceof Value.ConstAggregate agg) {
            int pos = at;
            for (Operand e : agg.elements()) {
                fillConstant(e.type(), e.value(), out, pos);
                pos += lanes(e.type());
            }
        } else if (v instanceof Value.ConstBytes cb) {
            for (int i = 0; i < cb.bytes().length; i++) {
                out[at + i] = cb.bytes()[i];
            }
        } else {
            throw new UnsupportedOperationException("constant " + v);
        }
    }

    /** Serialises an initialiser into memory bytes. */
    void serialize(IrType type, Value v, ByteBuffer buf, int at) {
        if (v instanceof Value.ConstZero || v instanceof Value.ConstUndef || v instanceof Value.ConstPoison
                || v instanceof Value.ConstNull) {
            return;
        }
        if (v instanceof Value.ConstBytes cb) {
            for (int i = 0; i < cb.bytes().length; i++) {
                buf.put(at + i, cb.bytes()[i]);
            }
            return;
        }
        if (v instanceof Value.ConstAggregate agg) {
            if (type instanceof IrType.StructType s) {
                for (int i = 0; i < agg.elements().size(); i++) {
                    Operand e = agg.elements().get(i);
                    serialize(e.type(), e.value(), buf, at + (int) s.offsetOf(i));
                }
            } else {
                IrType elem = type instanceof IrType.ArrayType a ? a.element() : ((IrType.VectorType) type).element();
                long stride = type instanceof IrType.ArrayType ? Types.allocSize(elem) : storeSize(elem);
                for (int i = 0; i < agg.elements().size(); i++) {
                    Operand e = agg.elements().get(i);
                    serialize(e.type(), e.value(), buf, at + (int) (i * stride));
                }
            }
            return;
        }
        if (v instanceof Value.ConstInt ci) {
            writeScalar(buf, at, StorageKind.of(type), ci.value());
            return;
        }
        if (v instanceof Value.ConstFloat cf) {
            writeScalar(buf, at, StorageKind.of(type), cf.rawBits());
            return;
        }
        throw new UnsupportedOperationException("initialiser " + v + " of type " + type);
    }

    static void writeScalar(ByteBuffer buf, int at, int kind, long value) {
        switch (kind) {
            case StorageKind.I1, StorageKind.I8 -> buf.put(at, (byte) value);
            case StorageKind.I16, StorageKind.U16 -> buf.putShort(at, (short) value);
            case StorageKind.I32 -> buf.putInt(at, (int) value);
            default -> buf.putLong(at, value);
        }
    }
}
