package dev.aiwc.dwarfs.catalogue;

/**
 * The fixed seeds of every (application, size) run, so that a run's inputs never depend on what else runs: one
 * family for the built-in applications and one for the inputs the original programs draw from the C library's
 * rand() (same distributions and ranges as the originals; glibc's sequence itself is not portable).
 */
public final class Seeds {

    /** The base of the built-in applications' seeds; change it to draw a different, equally valid set of inputs. */
    public static final long BUILT_IN_BASE = 0x0D3A_2F5EEDL;

    /** The originals call srand(7). */
    private static final long ORIGINAL_BASE = 7;

    private Seeds() {
    }

    public static long builtIn(Benchmark application, String size) {
        return hash(BUILT_IN_BASE, 1_000_003L, application, size);
    }

    public static long original(Benchmark application, String size) {
        return hash(ORIGINAL_BASE, 31, application, size);
    }

    /** A polynomial hash of "label/size" from {@code base}. */
    private static long hash(long base, long multiplier, Benchmark application, String size) {
        long h = base;
        for (char ch : (application.label() + "/" + size).toCharArray()) {
            h = h * multiplier + ch;
        }
        return h;
    }
}
