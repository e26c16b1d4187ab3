package dev.aiwc.reports.dataset;

import dev.aiwc.api.metric.MetricDescriptors;
import dev.aiwc.api.result.Characterisation;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One file of a dataset folder and how to write it; the caller decides where and how safely (the CLI writes each
 * beside its name and renames it over).
 *
 * @param name    file name inside the folder
 * @param content writes the file's text
 */
public record DatasetFile(String name, Content content) {

    /** File names of a dataset folder. */
    public static final String WIDE = "dataset-wide.csv";
    public static final String TIDY = "dataset-tidy.csv";
    public static final String SCHEMA = "dataset-schema.csv";

    /** Writes a file's text. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    /**
     * The files of a dataset folder for {@code rows}: wide, tidy, the roll-ups per application and per kernel, and
     * the schema that describes every column of them.
     */
    public static List<DatasetFile> folder(List<Characterisation> rows, MetricDescriptors descriptors) {
        return List.of(
                new DatasetFile(WIDE, out -> DatasetCsv.writeWide(rows, out)),
                new DatasetFile(TIDY, out -> DatasetCsv.writeTidy(rows, out)),
                new DatasetFile(DatasetRollup.Level.APPLICATION.fileName(),
                        out -> DatasetRollup.write(rows, DatasetRollup.Level.APPLICATION, descriptors, out)),
                new DatasetFile(DatasetRollup.Level.KERNEL.fileName(),
                        out -> DatasetRollup.write(rows, DatasetRollup.Level.KERNEL, descriptors, out)),
                new DatasetFile(SCHEMA, out -> DatasetSchema.write(rows, descriptors, out)));
    }

    /** The names {@link #folder} writes, in order. */
    public static List<String> folderNames() {
        return List.of(WIDE, TIDY, DatasetRollup.Level.APPLICATION.fileName(), DatasetRollup.Level.KERNEL.fileName(),
                SCHEMA);
    }

    /** Writes the file to {@code file} (UTF-8). */
    public void write(Path file) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            content.writeTo(w);
        }
    }
}
