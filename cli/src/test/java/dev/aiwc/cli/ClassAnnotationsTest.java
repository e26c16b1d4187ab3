package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The annotations read from class files are the ones reflection reports, member by member. */
class ClassAnnotationsTest {

    /** Main, the subcommands it lists (and theirs), and every type they mix in. */
    private static List<Class<?>> commandClasses() {
        Set<Class<?>> all = new LinkedHashSet<>(List.of(Main.class));
        List<Class<?>> queue = new ArrayList<>(all);
        for (int i = 0; i < queue.size(); i++) {
            Class<?> type = queue.get(i);
            Command command = type.getAnnotation(Command.class);
            for (Class<?> sub : command == null ? new Class<?>[0] : command.subcommands()) {
                if (all.add(sub)) {
                    queue.add(sub);
                }
            }
            for (Field f : type.getDeclaredFields()) {
                if (f.isAnnotationPresent(Mixin.class) && all.add(f.getType())) {
                    queue.add(f.getType());
                }
            }
        }
        return queue;
    }

    private static Set<String> types(java.lang.annotation.Annotation[] reflected) {
        Set<String> s = new TreeSet<>();
        for (java.lang.annotation.Annotation a : reflected) {
            s.add(ClassAnnotations.descriptor(a.annotationType()));
        }
        return s;
    }

    private static Set<String> types(List<ClassAnnotations.Annotation> read) {
        Set<String> s = new TreeSet<>();
        for (ClassAnnotations.Annotation a : read) {
            s.add(a.type());
        }
        return s;
    }

    @Test
    void everyCommandsOptionsParametersAndMixinsReadAsReflectionSeesThem() throws Exception {
        int options = 0;
        int parameters = 0;
        for (Class<?> type : commandClasses()) {
            ClassAnnotations read = ClassAnnotations.of(type);
            assertEquals(types(type.getAnnotations()), types(read.annotations()), type.getName());
            Command command = type.getAnnotation(Command.class);
            if (command != null) {
                assertEquals(command.name(), read.find(Command.class).string(Command.class, "name"), type.getName());
            }
            assertEquals(Arrays.stream(type.getDeclaredFields()).map(Field::getName).toList(),
                    read.fields().stream().map(ClassAnnotations.FieldInfo::name).toList(), type.getName());
            for (ClassAnnotations.FieldInfo info : read.fields()) {
                Field f = type.getDeclaredField(info.name());
                String where = type.getSimpleName() + "." + info.name();
                assertEquals(f.getModifiers(), info.access() & 0xFFFF & ~0x1000, where); // not the synthetic flag
                assertEquals(types(f.getAnnotations()), types(info.annotations()), where);
                Option o = f.getAnnotation(Option.class);
                if (o != null) {
                    ClassAnnotations.Annotation a = info.find(Option.class);
                    assertEquals(List.of(o.names()), a.strings(Option.class, "names"), where);
                    assertEquals(o.defaultValue(), a.string(Option.class, "defaultValue"), where);
                    assertEquals(o.arity(), a.string(Option.class, "arity"), where);
                    assertEquals(o.split(), a.string(Option.class, "split"), where);
                    assertEquals(o.required(), a.flag(Option.class, "required"), where);
                    assertEquals(o.negatable(), a.flag(Option.class, "negatable"), where);
                    options++;
                }
                Parameters p = f.getAnnotation(Parameters.class);
                if (p != null) {
                    ClassAnnotations.Annotation a = info.find(Parameters.class);
                    assertEquals(p.index(), a.string(Parameters.class, "index"), where);
                    assertEquals(p.arity(), a.string(Parameters.class, "arity"), where);
                    assertEquals(p.defaultValue(), a.string(Parameters.class, "defaultValue"), where);
                    parameters++;
                }
            }
        }
        assertTrue(options >= 80 && parameters >= 11, options + " options, " + parameters + " parameters");
    }

    @Test
    void mainsSubcommandsAreItsClassLiterals() throws Exception {
        List<Class<?>> read = new ArrayList<>();
        ClassAnnotations.Annotation command = ClassAnnotations.of(Main.class).find(Command.class);
        for (Object literal : (List<?>) command.get(Command.class, "subcommands")) {
            read.add(ClassAnnotations.classOf((String) literal, Main.class));
        }
        assertEquals(List.of(Main.class.getAnnotation(Command.class).subcommands()), read);
        assertTrue(read.contains(CommandLine.HelpCommand.class));
        assertThrows(ClassNotFoundException.class, () -> ClassAnnotations.classOf("I", Main.class));
    }

    enum Colour { RED, GREEN }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Inner {
        String value();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Every {
        byte b();
        char c();
        short s();
        int i();
        long j();
        float f();
        double d();
        boolean z();
        String text();
        Colour colour();
        Class<?> type();
        Inner inner();
        int[] numbers();
        String unset() default "the default";
    }

    @Retention(RetentionPolicy.CLASS)
    @interface NotAtRunTime {
    }

    /** Every kind of member value, with long and double constants (two pool entries each) before the last ones. */
    @NotAtRunTime
    static final class Marked {
        @Every(b = -3, c = 'x', s = 300, i = 70_000, j = 1L << 40, f = 1.5f, d = -2.25, z = true, text = "long 5",
                colour = Colour.GREEN, type = TimeUnit.class, inner = @Inner("deep"), numbers = {1, 2, 3})
        @Deprecated
        int field;
        static long counter = 1L << 50;
    }

    @Test
    void everyKindOfMemberValueIsReadAsTheClassFileHoldsIt() throws Exception {
        ClassAnnotations read = ClassAnnotations.of(Marked.class);
        assertTrue(read.annotations().isEmpty(), "an annotation kept only in the class file is not visible");
        assertEquals(List.of("field", "counter"), read.fields().stream().map(ClassAnnotations.FieldInfo::name).toList());
        assertTrue(read.fields().get(1).isStatic());
        assertFalse(read.fields().get(0).isStatic());
        ClassAnnotations.FieldInfo field = read.fields().get(0);
        assertEquals(2, field.annotations().size());
        assertEquals("Ljava/lang/Deprecated;", field.annotations().get(1).type());
        ClassAnnotations.Annotation every = field.find(Every.class);
        Map<String, Object> v = every.values();
        assertEquals(-3, v.get("b"));
        assertEquals((int) 'x', v.get("c"));
        assertEquals(300, v.get("s"));
        assertEquals(70_000, v.get("i"));
        assertEquals(1L << 40, v.get("j"));
        assertEquals(1.5f, v.get("f"));
        assertEquals(-2.25, v.get("d"));
        assertTrue(every.flag(Every.class, "z"));
        assertEquals("long 5", every.string(Every.class, "text"));
        assertArrayEquals(new String[]{ClassAnnotations.descriptor(Colour.class), "GREEN"}, (String[]) v.get("colour"));
        assertEquals(TimeUnit.class, ClassAnnotations.classOf((String) v.get("type"), Marked.class));
        ClassAnnotations.Annotation inner = (ClassAnnotations.Annotation) v.get("inner");
        assertEquals(ClassAnnotations.descriptor(Inner.class), inner.type());
        assertEquals("deep", inner.string(Inner.class, "value"));
        assertEquals(List.of(1, 2, 3), v.get("numbers"));
        assertFalse(v.containsKey("unset"));
        assertEquals("the default", every.string(Every.class, "unset"));
        assertNull(field.find(Option.class));
    }

    @Test
    void somethingNotAClassFileIsRefused() {
        assertThrows(java.io.IOException.class, () -> ClassAnnotations.read(
                new DataInputStream(new ByteArrayInputStream(new byte[]{1, 2, 3, 4, 5, 6, 7, 8}))));
    }
}
