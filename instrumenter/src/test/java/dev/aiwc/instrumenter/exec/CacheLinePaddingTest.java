package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.trace.CacheLineHead;
import dev.aiwc.api.trace.EventChunk;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The per-thread objects written at every event keep a cache line (64 bytes) of padding between their own fields
 * and either end of the object, in the layout this JVM actually chose, so that no other object's bytes (another
 * worker's, after a garbage collection moved them together) share a cache line with them.
 */
class CacheLinePaddingTest {
    private static final int LINE = 64;

    private static sun.misc.Unsafe unsafe() throws ReflectiveOperationException {
        Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        return (sun.misc.Unsafe) f.get(null);
    }

    private static int size(Class<?> type) {
        if (!type.isPrimitive()) {
            return sun.misc.Unsafe.ARRAY_OBJECT_INDEX_SCALE;
        }
        return type == long.class || type == double.class ? 8 : type == int.class || type == float.class ? 4
                : type == short.class || type == char.class ? 2 : 1;
    }

    @ParameterizedTest
    @ValueSource(classes = {EventChunk.class, GroupExecutor.class})
    void ownFieldsAreALineAwayFromBothEnds(Class<?> c) throws ReflectiveOperationException {
        sun.misc.Unsafe u = unsafe();
        List<Field> own = new ArrayList<>();
        long end = 0;
        for (Class<?> k = c; k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                long offset = u.objectFieldOffset(f);
                end = Math.max(end, offset + size(f.getType()));
                boolean padding = k == CacheLineHead.class || f.getName().matches("pad\\d+");
                if (!padding) {
                    own.add(f);
                }
            }
        }
        assertTrue(own.size() >= 5, "found the class's own fields: " + own);
        for (Field f : own) {
            long offset = u.objectFieldOffset(f);
            assertTrue(offset >= LINE, f.getName() + " at " + offset + " shares a line with the object's start");
            assertTrue(end - (offset + size(f.getType())) >= LINE,
                    f.getName() + " at " + offset + " shares a line with the object's end (" + end + ")");
        }
    }
}
