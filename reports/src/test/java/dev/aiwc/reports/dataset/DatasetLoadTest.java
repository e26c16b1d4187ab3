package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.Fixtures;
import dev.aiwc.reports.model.MetricCatalogue;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The dataset folder of two fixtures loads as users load it: with Python's csv module (always there), pandas and R
 * (installed by {@code ./aiwc test}; skipped, saying so, where absent). Each script checks that every column after
 * the identity columns is numeric, that the tidy {@code value} column is numeric, and that every column is in the
 * schema; it prints {@code ok} and exits 0, or names what is wrong.
 */
class DatasetLoadTest {

    @TempDir
    static Path dir;

    @BeforeAll
    static void writeTheFolder() throws IOException {
        List<Characterisation> rows = List.of(Fixtures.load("vadd-0.json"), Fixtures.load("reduce-0.json"));
        for (DatasetFile f : DatasetFile.folder(rows, MetricCatalogue.installed())) {
            f.write(dir.resolve(f.name()));
        }
    }

    /** The Debian python (where python3-pandas installs) before whatever python3 is first on PATH. */
    static String python() {
        return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
    }

    @Test
    void pythonsCsvModuleReadsEveryFileWithNumbersWhereTheSchemaSaysNumber() throws Exception {
        assertEquals("ok", run(python(), "check.py", """
                import csv, math, sys
                identity = sys.argv[1].split(',')
                def rows(name):
                    with open(name, newline='', encoding='utf-8') as f:
                        r = list(csv.reader(f))
                    for i, row in enumerate(r):
                        if len(row) != len(r[0]):
                            sys.exit(f'{name}:{i + 1}: {len(row)} fields, header has {len(r[0])}')
                    return r[0], r[1:]
                def number(name, col, cell):
                    if cell == '':
                        return
                    try:
                        float(cell)
                    except ValueError:
                        sys.exit(f'{name}: column {col} holds {cell!r}, not a number')
                h, schema = rows('dataset-schema.csv')
                described = {r[1]: r for r in schema}
                if any(r[0] != 'aiwc-dataset/2' for r in schema):
                    sys.exit('a schema row of another version')
                h, wide = rows('dataset-wide.csv')
                if h[:len(identity)] != identity:
                    sys.exit(f'wide identity columns {h[:len(identity)]}')
                for c in h:
                    if c not in described:
                        sys.exit(f'wide column {c} is not in the schema')
                for row in wide:
                    for col, cell in zip(h[len(identity):], row[len(identity):]):
                        number('dataset-wide.csv', col, cell)
                h, tidy = rows('dataset-tidy.csv')
                v, t = h.index('value'), h.index('text')
                for row in tidy:
                    number('dataset-tidy.csv', 'value', row[v])
                    kind = described[row[h.index('metric')]][3]
                    if (kind == 'text' and row[v] != '') or (kind == 'number' and row[t] != ''):
                        sys.exit(f'tidy row {row} disagrees with the schema type {kind}')
                for name in ['dataset-rollup-application.csv', 'dataset-rollup-kernel.csv']:
                    h, roll = rows(name)
                    first = h.index('invocations')
                    for row in roll:
                        for col, cell in zip(h[first:], row[first:]):
                            number(name, col, cell)
                print('ok')
                """, String.join(",", DatasetIdentity.COLUMNS)));
    }

    @Test
    void pandasReadsTheNumericColumnsAsNumbersAndJoinsOnTheLaunchKey() throws Exception {
        assumeTrue(works(python(), "-c", "import pandas"), "pandas is not installed (apt-get install python3-pandas)");
        assertEquals("ok", run(python(), "check_pandas.py", """
                import sys
                import pandas as pd
                from pandas.api.types import is_numeric_dtype
                identity = sys.argv[1].split(',')
                wide = pd.read_csv('dataset-wide.csv')
                bad = [c for c in wide.columns[len(identity):] if not is_numeric_dtype(wide[c])]
                if bad:
                    sys.exit(f'non-numeric wide columns: {bad[:5]}')
                tidy = pd.read_csv('dataset-tidy.csv')
                if not is_numeric_dtype(tidy['value']):
                    sys.exit(f'tidy value is {tidy["value"].dtype}')
                for name in ['dataset-rollup-application.csv', 'dataset-rollup-kernel.csv']:
                    roll = pd.read_csv(name)
                    first = list(roll.columns).index('invocations')
                    bad = [c for c in roll.columns[first:] if not is_numeric_dtype(roll[c])]
                    if bad:
                        sys.exit(f'{name}: non-numeric columns {bad[:5]}')
                joined = wide.merge(tidy, on='launch')
                if len(joined) != len(tidy):
                    sys.exit(f'{len(joined)} joined rows, {len(tidy)} tidy rows')
                print('ok')
                """, String.join(",", DatasetIdentity.COLUMNS)));
    }

    @Test
    void rReadsTheNumericColumnsAsNumbers() throws Exception {
        assumeTrue(works("Rscript", "--version"), "R is not installed (apt-get install r-base-core)");
        assertEquals("ok", run("Rscript", "check.R", """
                identity <- strsplit(commandArgs(trailingOnly = TRUE)[1], ",")[[1]]
                wide <- read.csv("dataset-wide.csv", check.names = FALSE)
                metrics <- wide[, -seq_along(identity), drop = FALSE]
                bad <- names(metrics)[!vapply(metrics, is.numeric, logical(1))]
                if (length(bad) > 0) stop(paste("non-numeric wide columns:", paste(head(bad), collapse = " ")))
                tidy <- read.csv("dataset-tidy.csv")
                if (!is.numeric(tidy$value)) stop(paste("tidy value is", class(tidy$value)))
                schema <- read.csv("dataset-schema.csv")
                if (!all(names(wide) %in% schema$column)) stop("a wide column is not in the schema")
                cat("ok\\n")
                """, String.join(",", DatasetIdentity.COLUMNS)));
    }

    /** Runs {@code script} (written to the dataset folder) there with {@code arg}; its standard output, stripped. */
    private static String run(String interpreter, String name, String script, String arg) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, script, StandardCharsets.UTF_8);
        Process p = new ProcessBuilder(interpreter, file.toString(), arg).directory(dir.toFile())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(interpreter + " " + name + " did not finish in 120 s");
        }
        assertEquals(0, p.exitValue(), out);
        return out.strip();
    }

    private static boolean works(String... command) {
        try {
            Process p = new ProcessBuilder(new ArrayList<>(List.of(command))).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
