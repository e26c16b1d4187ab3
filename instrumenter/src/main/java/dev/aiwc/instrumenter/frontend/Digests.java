package dev.aiwc.instrumenter.frontend;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** SHA-256 for the content keys of the IR cache and the identity of suite shards. */
public final class Digests {
    private Digests() {
    }

    /** A new SHA-256 digest. */
    public static MessageDigest sha() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is a required JDK algorithm", e);
        }
    }

    /** Adds a string, as UTF-8, to a digest. */
    public static void update(MessageDigest sha, String s) {
        sha.update(s.getBytes(StandardCharsets.UTF_8));
    }
}
