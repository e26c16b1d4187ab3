package dev.aiwc.dwarfs.original;

/**
 * Seeds for the inputs the original programs draw from the C library's rand(): the values differ from glibc's
 * sequence (which is not portable anyway), the distributions and ranges are the originals'.
 */
final class OriginalSeeds {

    private OriginalSeeds() {
    }

    static long of(String application, String size) {
        long h = 7; // the originals call srand(7)
        for (char c : (application + "/" + size).toCharArray()) {
            h = h * 31 + c;
        }
        return h;
    }
}
