package dev.aiwc.cli;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Fills a subcommand's fields straight from its picocli annotations for a well-formed command line, without building
 * picocli's model (a fifth of a second of reflection, as long as a small kernel's whole simulation); the annotations
 * are read from the class files ({@link ClassAnnotations}), not through reflection's proxies. It knows long options
 * ({@code --name value}, {@code --name=value}), flags, repeatable list options, default values, mixins and positional
 * parameters (the last may be an open-ended List&lt;Path&gt;, {@code index = "N..*"}), for fields of type String, Path,
 * Integer, Long, int, long, boolean and List&lt;String&gt;. Anything else (a short option, {@code --help}, an unknown
 * or malformed option, a missing parameter, an annotation attribute it does not handle) makes it decline, and picocli
 * parses the line and reports.
 */
final class QuickParse {
    private static final String NO_DEFAULT = "__no_default_value__";

    private final Map<String, Target> options = new HashMap<>();
    private final List<Target> positionals = new ArrayList<>();
    private final List<Target> withDefaults = new ArrayList<>();
    /** The positional list that takes every parameter after the others ({@code index = "N..*"}), or null. */
    private Target rest;

    /** A field to fill (compared by identity: a record's generated equals costs a bootstrap at start-up). */
    private static final class Target {
        final Object owner;
        final Field field;
        final String defaultValue;
        final boolean required;

        Target(Object owner, Field field, String defaultValue, boolean required) {
            this.owner = owner;
            this.field = field;
            this.defaultValue = defaultValue;
            this.required = required;
        }
    }

    private QuickParse() {
    }

    /** Fills {@code command} from {@code args}; false (command left in any state) when picocli must parse. */
    static boolean fill(Object command, String[] args) {
        try {
            QuickParse q = new QuickParse();
            return q.collect(command) && q.parse(args);
        } catch (ReflectiveOperationException | IOException | RuntimeException e) {
            return false;
        }
    }

    private boolean collect(Object owner) throws ReflectiveOperationException, IOException {
        Class<?> type = owner.getClass();
        for (ClassAnnotations.FieldInfo info : ClassAnnotations.of(type).fields()) {
            if (info.isStatic()) {
                continue;
            }
            ClassAnnotations.Annotation o = info.find(Option.class);
            ClassAnnotations.Annotation p = info.find(Parameters.class);
            ClassAnnotations.Annotation m = info.find(Mixin.class);
            if (o != null) {
                Field f = type.getDeclaredField(info.name());
                String defaultValue = o.string(Option.class, "defaultValue");
                if (!supported(f) || o.string(Option.class, "arity").length() > 0
                        || o.string(Option.class, "split").length() > 0 || o.flag(Option.class, "negatable")
                        || f.getType() == List.class && !NO_DEFAULT.equals(defaultValue)) {
                    return false;
                }
                f.setAccessible(true);
                Target t = new Target(owner, f, defaultValue, o.flag(Option.class, "required"));
                for (String name : o.strings(Option.class, "names")) {
                    if (!name.startsWith("--")) {
                        return false;
                    }
                    options.put(name, t);
                }
                if (!NO_DEFAULT.equals(defaultValue)) {
                    withDefaults.add(t);
                }
            } else if (p != null) {
                Field f = type.getDeclaredField(info.name());
                String defaultValue = p.string(Parameters.class, "defaultValue");
                if (rest != null) {
                    return false; // a positional after the open-ended list
                }
                if (f.getType() == List.class && p.string(Parameters.class, "index").equals(positionals.size() + "..*")
                        && p.string(Parameters.class, "arity").isEmpty() && NO_DEFAULT.equals(defaultValue)
                        && f.getGenericType() instanceof ParameterizedType list
                        && list.getActualTypeArguments()[0] == Path.class) {
                    f.setAccessible(true);
                    rest = new Target(owner, f, defaultValue, false);
                    continue;
                }
                if (!supported(f) || !p.string(Parameters.class, "index").equals(String.valueOf(positionals.size()))
                        || p.string(Parameters.class, "arity").length() > 0 || f.getType() == List.class
                        || f.getType() == boolean.class) {
                    return false;
                }
                f.setAccessible(true);
                positionals.add(new Target(owner, f, defaultValue, NO_DEFAULT.equals(defaultValue)));
            } else if (m != null) {
                Field f = type.getDeclaredField(info.name());
                Constructor<?> c = f.getType().getDeclaredConstructor();
                c.setAccessible(true);
                Object mixin = c.newInstance();
                f.setAccessible(true);
                f.set(owner, mixin);
                if (!collect(mixin)) {
                    return false;
                }
            } else if (!info.annotations().isEmpty()) {
                return false; // @Spec, @ParentCommand, ...: picocli's business
            }
        }
        return true;
    }

    private static boolean supported(Field f) {
        Class<?> t = f.getType();
        return t == String.class || t == Path.class || t == Integer.class || t == Long.class || t == int.class
                || t == long.class || t == boolean.class || t == List.class;
    }

    private boolean parse(String[] args) throws IllegalAccessException {
        for (Target t : withDefaults) {
            set(t, t.defaultValue);
        }
        List<Target> given = new ArrayList<>();
        int positional = 0;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("-")) {
                int eq = a.indexOf('=');
                String name = eq < 0 ? a : a.substring(0, eq);
                Target t = options.get(name);
                if (t == null || t.field.getType() != List.class && given.contains(t)) {
                    return false; // unknown, or given twice (picocli's error)
                }
                if (t.field.getType() == boolean.class) {
                    if (eq >= 0) {
                        return false;
                    }
                    t.field.setBoolean(t.owner, true);
                } else {
                    String value;
                    if (eq >= 0) {
                        value = a.substring(eq + 1);
                    } else if (i + 1 < args.length) {
                        value = args[++i];
                    } else {
                        return false;
                    }
                    if (!set(t, value)) {
                        return false;
                    }
                }
                given.add(t);
            } else {
                if (positional == positionals.size()) {
                    if (rest == null) {
                        return false;
                    }
                    // as picocli fills a List<Path> positional: an ArrayList, made at its first value
                    @SuppressWarnings("unchecked")
                    List<Path> paths = (List<Path>) rest.field.get(rest.owner);
                    if (paths == null) {
                        paths = new ArrayList<>();
                        rest.field.set(rest.owner, paths);
                    }
                    try {
                        paths.add(Path.of(a));
                    } catch (java.nio.file.InvalidPathException e) {
                        return false;
                    }
                    continue;
                }
                if (!set(positionals.get(positional++), a)) {
                    return false;
                }
            }
        }
        for (int p = positional; p < positionals.size(); p++) {
            Target t = positionals.get(p);
            if (t.required) {
                return false;
            }
            set(t, t.defaultValue);
        }
        for (Target t : options.values()) {
            if (t.required && !given.contains(t)) {
                return false;
            }
        }
        return true;
    }

    /** Converts and assigns; false for a value picocli would reject (it then says why). */
    @SuppressWarnings("unchecked")
    private static boolean set(Target t, String value) throws IllegalAccessException {
        Field f = t.field;
        Class<?> type = f.getType();
        try {
            if (type == String.class) {
                f.set(t.owner, value);
            } else if (type == Path.class) {
                f.set(t.owner, Path.of(value));
            } else if (type == Integer.class || type == int.class) {
                f.set(t.owner, Integer.valueOf(value));
            } else if (type == Long.class || type == long.class) {
                f.set(t.owner, Long.valueOf(value));
            } else if (type == boolean.class) {
                f.setBoolean(t.owner, Boolean.parseBoolean(value));
            } else {
                List<String> list = new ArrayList<>((List<String>) f.get(t.owner));
                list.add(value);
                f.set(t.owner, list);
            }
            return true;
        } catch (NumberFormatException | java.nio.file.InvalidPathException e) {
            return false;
        }
    }
}
