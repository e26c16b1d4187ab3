package dev.aiwc.cli;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The runtime-visible annotations of a class and of its fields, read from the class file. Reflection makes a dynamic
 * proxy class for each annotation type it hands out and resolves every member of the annotation, defaults included
 * (picocli's {@code @Option} names a dozen of its classes there): five proxy classes and 30 ms of a command's start
 * on a 2-core machine (0.055 CPU-s), for the handful of string, boolean and class values that {@link QuickParse} and
 * {@link Main#subcommand} read.
 *
 * <p>A value is what the class file holds: a {@link String} for a string constant or a class literal's descriptor
 * ({@code "Ldev/aiwc/cli/RunCommand;"}), an {@link Integer}, {@link Long}, {@link Float} or {@link Double} for a
 * numeric constant (booleans, chars, bytes and shorts as {@link Integer}), a {@code String[]} pair (type descriptor,
 * constant name) for an enum constant, a {@link List} for an array, an {@link Annotation} for a nested one. A member
 * the annotation leaves at its default is absent: {@link Annotation#get} then answers the annotation type's default.
 */
final class ClassAnnotations {
    /** An annotation: its type's descriptor ({@code "Lpicocli/CommandLine$Option;"}) and the members it sets. */
    record Annotation(String type, Map<String, Object> values) {
        /** Whether this is an annotation of {@code annotationType}. */
        boolean is(Class<?> annotationType) {
            return type.equals(descriptor(annotationType));
        }

        /**
         * The member's value as set, else {@code annotationType}'s default for it as reflection gives it (a string,
         * a boxed primitive, an array; the annotation interface's own class file, no proxy).
         */
        Object get(Class<?> annotationType, String member) throws ReflectiveOperationException {
            Object v = values.get(member);
            return v != null ? v : annotationType.getMethod(member).getDefaultValue();
        }

        String string(Class<?> annotationType, String member) throws ReflectiveOperationException {
            return (String) get(annotationType, member);
        }

        boolean flag(Class<?> annotationType, String member) throws ReflectiveOperationException {
            Object v = get(annotationType, member);
            return v instanceof Integer i ? i != 0 : (Boolean) v;
        }

        /** A {@code String[]} member: as set (a list of strings) or the default (an array). */
        List<String> strings(Class<?> annotationType, String member) throws ReflectiveOperationException {
            Object v = get(annotationType, member);
            List<String> out = new ArrayList<>();
            if (v instanceof String[] array) {
                out.addAll(List.of(array));
            } else {
                for (Object o : (List<?>) v) {
                    out.add((String) o);
                }
            }
            return out;
        }
    }

    /** A field: its name, its access flags, its runtime-visible annotations. */
    record FieldInfo(String name, int access, List<Annotation> annotations) {
        boolean isStatic() {
            return Modifier.isStatic(access);
        }

        /** Its annotation of {@code annotationType}, or null. */
        Annotation find(Class<?> annotationType) {
            return first(annotations, annotationType);
        }
    }

    private final List<Annotation> classAnnotations;
    private final List<FieldInfo> fields;

    private ClassAnnotations(List<Annotation> classAnnotations, List<FieldInfo> fields) {
        this.classAnnotations = classAnnotations;
        this.fields = fields;
    }

    /** The class's own annotations. */
    List<Annotation> annotations() {
        return classAnnotations;
    }

    /** The class's annotation of {@code annotationType}, or null. */
    Annotation find(Class<?> annotationType) {
        return first(classAnnotations, annotationType);
    }

    private static Annotation first(List<Annotation> annotations, Class<?> annotationType) {
        for (Annotation a : annotations) {
            if (a.is(annotationType)) {
                return a;
            }
        }
        return null;
    }

    /** The declared fields, in the class file's order (the source's). */
    List<FieldInfo> fields() {
        return fields;
    }

    static String descriptor(Class<?> type) {
        return "L" + type.getName().replace('.', '/') + ";";
    }

    /** The class a class literal's descriptor names, loaded by {@code context}'s loader without initialising it. */
    static Class<?> classOf(String descriptor, Class<?> context) throws ClassNotFoundException {
        if (!descriptor.startsWith("L") || !descriptor.endsWith(";")) {
            throw new ClassNotFoundException("not a class descriptor: " + descriptor);
        }
        return Class.forName(descriptor.substring(1, descriptor.length() - 1).replace('/', '.'), false,
                context.getClassLoader());
    }

    /** Reads {@code type}'s class file through its class loader. */
    static ClassAnnotations of(Class<?> type) throws IOException {
        String resource = type.getName().replace('.', '/') + ".class";
        ClassLoader loader = type.getClassLoader();
        try (InputStream in = loader == null ? ClassLoader.getSystemResourceAsStream(resource)
                : loader.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no class file " + resource);
            }
            return read(new DataInputStream(in));
        }
    }

    /** Parses a class file (JVMS chapter 4), keeping the constant pool and the RuntimeVisibleAnnotations. */
    static ClassAnnotations read(DataInputStream in) throws IOException {
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort(); // minor version
        in.readUnsignedShort(); // major version
        Object[] pool = new Object[in.readUnsignedShort()];
        for (int i = 1; i < pool.length; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> pool[i] = in.readUTF();
                case 3 -> pool[i] = in.readInt();
                case 4 -> pool[i] = in.readFloat();
                case 5 -> pool[i++] = in.readLong(); // a long or double takes two entries
                case 6 -> pool[i++] = in.readDouble();
                case 7, 8, 16, 19, 20 -> in.readUnsignedShort(); // class, string, method type, module, package
                case 9, 10, 11, 12, 17, 18 -> in.readInt(); // refs, name and type, dynamic, invokedynamic
                case 15 -> {
                    in.readUnsignedByte(); // method handle
                    in.readUnsignedShort();
                }
                default -> throw new IOException("unknown constant pool tag " + tag + " at " + i);
            }
        }
        in.readUnsignedShort(); // access flags
        in.readUnsignedShort(); // this class
        in.readUnsignedShort(); // super class
        in.skipNBytes(2L * in.readUnsignedShort()); // interfaces
        List<FieldInfo> fields = new ArrayList<>();
        int fieldCount = in.readUnsignedShort();
        for (int f = 0; f < fieldCount; f++) {
            int access = in.readUnsignedShort();
            String name = (String) pool[in.readUnsignedShort()];
            in.readUnsignedShort(); // descriptor
            fields.add(new FieldInfo(name, access, attributes(in, pool)));
        }
        int methodCount = in.readUnsignedShort();
        for (int m = 0; m < methodCount; m++) {
            in.skipNBytes(6); // access, name, descriptor
            attributes(in, pool);
        }
        return new ClassAnnotations(attributes(in, pool), fields);
    }

    /** Reads an attribute table; returns the annotations of its RuntimeVisibleAnnotations, skipping the rest. */
    private static List<Annotation> attributes(DataInputStream in, Object[] pool) throws IOException {
        List<Annotation> annotations = List.of();
        int count = in.readUnsignedShort();
        for (int a = 0; a < count; a++) {
            String name = (String) pool[in.readUnsignedShort()];
            int length = in.readInt();
            if (name.equals("RuntimeVisibleAnnotations")) {
                int n = in.readUnsignedShort();
                annotations = new ArrayList<>(n);
                for (int k = 0; k < n; k++) {
                    annotations.add(annotation(in, pool));
                }
            } else {
                in.skipNBytes(length);
            }
        }
        return annotations;
    }

    private static Annotation annotation(DataInputStream in, Object[] pool) throws IOException {
        String type = (String) pool[in.readUnsignedShort()];
        int pairs = in.readUnsignedShort();
        Map<String, Object> values = new HashMap<>();
        for (int p = 0; p < pairs; p++) {
            String member = (String) pool[in.readUnsignedShort()];
            values.put(member, elementValue(in, pool));
        }
        return new Annotation(type, values);
    }

    private static Object elementValue(DataInputStream in, Object[] pool) throws IOException {
        int tag = in.readUnsignedByte();
        return switch (tag) {
            case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z', 's', 'c' -> pool[in.readUnsignedShort()];
            case 'e' -> new String[]{(String) pool[in.readUnsignedShort()], (String) pool[in.readUnsignedShort()]};
            case '@' -> annotation(in, pool);
            case '[' -> {
                int n = in.readUnsignedShort();
                List<Object> list = new ArrayList<>(n);
                for (int k = 0; k < n; k++) {
                    list.add(elementValue(in, pool));
                }
                yield list;
            }
            default -> throw new IOException("unknown annotation element tag '" + (char) tag + "'");
        };
    }
}
