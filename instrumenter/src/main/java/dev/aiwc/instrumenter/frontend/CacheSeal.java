package dev.aiwc.instrumenter.frontend;

import java.nio.charset.StandardCharsets;

/**
 * The checksum file written last into every IR cache entry: the entry's key (itself a hash of what produced it —
 * source, options, recipe, compiler) and a SHA-256 of each file of the entry. An entry is used only when its seal
 * names the key it is stored under and every file still has the recorded hash, so a truncated file, or the files of
 * another entry copied in, are never used.
 */
final class CacheSeal {

    private static final String FORMAT = "aiwc-ir-seal-1";

    private CacheSeal() {
    }

    /** The seal's text for an entry stored under {@code key} whose files hold {@code parts} (IR first). */
    static String of(String key, String... parts) {
        StringBuilder s = new StringBuilder(FORMAT).append('\n').append("key ").append(key).append('\n');
        for (String p : parts) {
            s.append("sha256 ").append(PortableIrCache.sha256(p.getBytes(StandardCharsets.UTF_8))).append('\n');
        }
        return s.toString();
    }

    /**
     * Why an entry with {@code seal} cannot be used under {@code key} with these file contents, or null when it can.
     */
    static String problem(String seal, String key, String... parts) {
        if (seal == null) {
            return "it has no checksum file";
        }
        String[] lines = seal.split("\n");
        if (lines.length != parts.length + 2 || !lines[0].equals(FORMAT)) {
            return "its checksum file is incomplete or of another format";
        }
        if (!lines[1].equals("key " + key)) {
            return "it belongs to another compilation (its checksum file names key " + lines[1].substring(
                    Math.min(4, lines[1].length())) + ")";
        }
        for (int i = 0; i < parts.length; i++) {
            String want = "sha256 " + PortableIrCache.sha256(parts[i].getBytes(StandardCharsets.UTF_8));
            if (!lines[i + 2].equals(want)) {
                return i == 0 ? "its IR does not match its checksum (truncated or replaced)"
                        : "one of its files does not match its checksum (truncated or replaced)";
            }
        }
        return null;
    }
}
