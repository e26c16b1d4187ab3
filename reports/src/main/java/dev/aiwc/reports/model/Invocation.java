package dev.aiwc.reports.model;

import dev.aiwc.api.result.Characterisation;

import java.nio.file.Path;

/**
 * A characterisation as a report shows it.
 *
 * @param label  unique display name within one report ({@code vadd-0}, or with its folder when ambiguous)
 * @param source file it was read from, or null when built in memory
 */
public record Invocation(String label, Path source, Characterisation characterisation) {

    /** HTML-id and file-name safe form of the label. */
    public String slug() {
        return label.replaceAll("[^A-Za-z0-9._-]+", "_");
    }
}
