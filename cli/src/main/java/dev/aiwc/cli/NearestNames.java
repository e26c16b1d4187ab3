package dev.aiwc.cli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * The known names nearest to a mistyped one, for "did you mean": by edit distance counting a swap of two
 * neighbouring letters as one edit ({@code rnu} is one edit from {@code run}; picocli's own suggestions compare
 * letter pairs and find nothing for it). A name is near when at most a third of its letters, and at least one,
 * would change.
 */
final class NearestNames {

    private NearestNames() {
    }

    /** Up to three names of {@code known} near {@code typed}, nearest first (ties in the order given). */
    static List<String> of(String typed, Collection<String> known) {
        List<String> near = new ArrayList<>();
        List<Integer> distances = new ArrayList<>();
        for (String name : known) {
            int d = distance(typed, name);
            if (d > 0 && d <= Math.max(1, name.length() / 3)) {
                near.add(name);
                distances.add(d);
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < near.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingInt(distances::get));
        List<String> out = new ArrayList<>();
        for (int i : order.subList(0, Math.min(3, order.size()))) {
            out.add(near.get(i));
        }
        return out;
    }

    /** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps, each one edit. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
