package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.reports.dataset.DatasetCsv;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/**
 * {@code aiwc bench --csv FILE}: every timed run of a benchmark as one row, so that its figures can be analysed,
 * plotted or set beside another host's. A row is written and flushed as its run ends, so a benchmark stopped part way
 * (a batch job's time limit) keeps the rows of the runs it finished. The file must not exist yet: a benchmark never
 * replaces results.
 *
 * <p>Columns: {@code part} (a configuration of {@code --only}, {@code sweep}, {@code oclgrind}, {@code copies-alone},
 * {@code copies-together}, {@code launches-single}, {@code launches-repeated}, or a register loop of {@code --loop}),
 * {@code collectors}, {@code threads}, {@code round} (from 1; runs of one round ran back to back), {@code kernel} and
 * {@code n} (the matrix size, for mm), then {@code wall_s} and {@code cpu_s} of the whole process, {@code launch_s}
 * (the launch the row times: a fresh process's one launch, or the median of a warm process's timed ones), {@code
 * peak_rss_kib}, {@code instructions} of the launch, {@code trace_s} and {@code merge_s} (the collectors' seconds of
 * that launch, the trace summed over the worker threads) and {@code cores} of the host. A cell that does not apply is
 * empty; a register loop's {@code wall_s} is the slowest of its threads.
 */
final class BenchCsv implements AutoCloseable {
    static final String HEADER = "part,collectors,threads,round,kernel,n,wall_s,launch_s,cpu_s,peak_rss_kib,"
            + "instructions,trace_s,merge_s,cores";

    private final BufferedWriter out;
    private final int cores;

    private BenchCsv(BufferedWriter out, int cores) {
        this.out = out;
        this.cores = cores;
    }

    /** A new file with the header; a bad input (exit 2) when it exists already or its folder does not. */
    static BenchCsv create(Path file, int cores) throws IOException {
        try {
            BufferedWriter w = Files.newBufferedWriter(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            BenchCsv csv = new BenchCsv(w, cores);
            csv.line(HEADER);
            return csv;
        } catch (FileAlreadyExistsException e) {
            throw AiwcException.badInput("--csv " + file + " exists already",
                    "give a new file name, or move the earlier results away: bench never replaces a file");
        } catch (NoSuchFileException e) {
            throw AiwcException.badInput("--csv " + file + ": its folder does not exist", "create it first");
        }
    }

    /** A timed run of the simulator; {@code n} 0 for kernels other than mm. */
    synchronized void run(String part, String collectors, int threads, int round, String kernel, int n,
                          BenchCommand.Sample s) throws IOException {
        double trace = 0;
        double merge = 0;
        for (double[] seconds : s.collectorSeconds().values()) {
            trace += seconds[0];
            merge += seconds[1];
        }
        write(part, collectors, String.valueOf(threads), String.valueOf(round), kernel, n > 0 ? String.valueOf(n) : "",
                number(s.wallSeconds()), number(s.launchSeconds()), number(s.cpuSeconds()),
                String.valueOf(s.peakRssKiB()), String.valueOf(s.instructions()), number(trace), number(merge));
    }

    /** A timed run of Oclgrind on mm (it chooses its own threads, and times no launch apart from its process). */
    synchronized void oclgrind(int round, int n, BenchCommand.Sample s, long instructions) throws IOException {
        write("oclgrind", "", "", String.valueOf(round), "mm", String.valueOf(n), number(s.wallSeconds()), "",
                number(s.cpuSeconds()), String.valueOf(s.peakRssKiB()), String.valueOf(instructions), "", "");
    }

    /** A register loop of {@code --loop} on {@code threads} threads at once, the slowest thread's seconds. */
    synchronized void loop(String part, int threads, int round, double seconds) throws IOException {
        write(part, "", String.valueOf(threads), String.valueOf(round), "", "", number(seconds), "", "", "", "", "",
                "");
    }

    /** One row: the cells before {@code cores}, quoted where they need it. */
    private void write(String... cells) throws IOException {
        StringBuilder row = new StringBuilder();
        for (String cell : cells) {
            row.append(DatasetCsv.field(cell)).append(',');
        }
        line(row.append(cores).toString());
    }

    /** Seconds to the nanosecond, as the characterisations time their launches, whatever the locale. */
    static String number(double seconds) {
        return String.format(Locale.ROOT, "%.9f", seconds);
    }

    private void line(String text) throws IOException {
        out.write(text);
        out.newLine();
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
