package dev.aiwc.dwarfs.catalogue;

import java.util.List;

/**
 * One preset's command-line arguments from the OpenDwarfs run script, as words, with the look-ups the drivers derive
 * their sizes from ({@code lud -s 80}: {@code intOption("-s")} is 80). The script's entries are constants of
 * {@link Benchmark}, so a look-up that fails is a mistake in that table, caught by its tests.
 */
public record PublishedArguments(List<String> words) {

    public PublishedArguments {
        words = List.copyOf(words);
    }

    static PublishedArguments parse(String line) {
        return new PublishedArguments(List.of(line.trim().split("\\s+")));
    }

    /** The word at {@code index}, counting from 0. */
    public String word(int index) {
        if (index >= words.size()) {
            throw new IllegalArgumentException("'" + this + "' has no word " + index);
        }
        return words.get(index);
    }

    public int intWord(int index) {
        return Integer.parseInt(word(index));
    }

    public float floatWord(int index) {
        return Float.parseFloat(word(index));
    }

    public boolean has(String flag) {
        return words.contains(flag);
    }

    /** The word after {@code flag}, e.g. {@code option("-v")} of {@code -s 8 -v s} is {@code s}. */
    public String option(String flag) {
        int at = words.indexOf(flag);
        if (at < 0) {
            throw new IllegalArgumentException("'" + this + "' has no " + flag);
        }
        return word(at + 1);
    }

    public int intOption(String flag) {
        return Integer.parseInt(option(flag));
    }

    /**
     * A path argument relative to the checkout's root: the script's paths start with {@code ../} because the
     * programs run from a build directory one below it.
     */
    public static String fromCheckoutRoot(String path) {
        return path.startsWith("../") ? path.substring(3) : path;
    }

    @Override
    public String toString() {
        return String.join(" ", words);
    }
}
