package dev.aiwc.api.result;

import java.util.Map;

/**
 * What a collector contributes to the characterisation JSON.
 *
 * @param metrics entries merged into the {@code metrics} section: category ({@code compute}, {@code parallelism},
 *                {@code memory}, {@code control}) to an ordered map of metric key to value
 * @param section the collector's own section under {@code collectors.<name>}, or null
 *
 * <p>Values are {@link Number}, {@link String}, {@link Boolean}, {@code long[]}, {@code double[]},
 * {@link java.util.List} or ordered {@link Map}s of these.
 */
public record CollectorResult(Map<String, Map<String, Object>> metrics, Map<String, Object> section) {
}
