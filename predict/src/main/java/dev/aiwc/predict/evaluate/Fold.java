package dev.aiwc.predict.evaluate;

import java.util.List;

/**
 * One fold of a cross-validation: the rows held out for testing (the forest learns from all the others).
 *
 * @param name what the fold holds out (a kernel, several, or a size)
 * @param test indices into the training set's rows, ascending
 */
public record Fold(String name, List<Integer> test) {
    public Fold {
        test = List.copyOf(test);
    }
}
