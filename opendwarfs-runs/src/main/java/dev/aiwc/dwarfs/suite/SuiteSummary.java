package dev.aiwc.dwarfs.suite;

import java.util.List;

/**
 * What a suite invocation did.
 *
 * @param failures    one line per run whose device failed or whose check did not pass
 * @param outOfMemory how many of those failed because the Java heap ran out
 */
public record SuiteSummary(int runs, long invocations, double seconds, List<String> failures, int outOfMemory) {

    public boolean passed() {
        return failures.isEmpty();
    }
}
