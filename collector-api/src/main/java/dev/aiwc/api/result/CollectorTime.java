package dev.aiwc.api.result;

/**
 * Where one collector's time went in one launch (measured, so not part of the deterministic content).
 *
 * @param traceSeconds time its partials spent consuming the trace, summed over the worker threads
 * @param mergeSeconds time spent merging its partials and finishing, which runs on one thread at a time
 */
public record CollectorTime(double traceSeconds, double mergeSeconds) {
}
