package dev.aiwc.dwarfs.apps;

/** The suite's fixed seeds: one per (application, size), so a run's inputs never depend on what else runs. */
public final class Seeds {

    /** The base of every seed; change it to draw a different, equally valid set of inputs. */
    public static final long BASE = 0x0D3A_2F5EEDL;

    private Seeds() {
    }

    public static long of(String application, String size) {
        long h = BASE;
        for (char ch : (application + "/" + size).toCharArray()) {
            h = h * 1_000_003L + ch;
        }
        return h;
    }
}
