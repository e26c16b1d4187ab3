package dev.aiwc.dwarfs.original;

import dev.aiwc.instrumenter.AiwcException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whitespace-separated numbers of an OpenDwarfs text data file, read the way the originals' fscanf loops read them. */
final class DataFileReader {

    private final Path file;
    private final byte[] bytes;
    private int pos;

    DataFileReader(Path file) {
        this.file = file;
        try {
            this.bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw AiwcException.badInput("Cannot read " + file + ": " + e.getMessage());
        }
    }

    private String token() {
        while (pos < bytes.length && Character.isWhitespace(bytes[pos])) {
            pos++;
        }
        int start = pos;
        while (pos < bytes.length && !Character.isWhitespace(bytes[pos])) {
            pos++;
        }
        if (start == pos) {
            throw AiwcException.badInput(file + " ends early (at byte " + pos + ").",
                    "The file is truncated or not the format this program reads; fetch it again.");
        }
        return new String(bytes, start, pos - start, java.nio.charset.StandardCharsets.US_ASCII);
    }

    int nextInt() {
        String t = token();
        try {
            return (int) Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw AiwcException.badInput(file + " holds '" + t + "' where an integer belongs (byte " + pos + ").");
        }
    }

    float nextFloat() {
        String t = token();
        try {
            return Float.parseFloat(t);
        } catch (NumberFormatException e) {
            throw AiwcException.badInput(file + " holds '" + t + "' where a number belongs (byte " + pos + ").");
        }
    }

    double nextDouble() {
        return Double.parseDouble(token());
    }
}
