package dev.aiwc.cli;

import dev.aiwc.fermil1.mwpcwp.MwpCwpCalibration;
import dev.aiwc.fermil1.mwpcwp.MwpCwpParameters;
import dev.aiwc.reports.calibration.MeasuredRuns;
import dev.aiwc.reports.timing.TimesCsv;
import dev.aiwc.reports.characterise.Characterise;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code aiwc calibrate TIMES.csv}: fits the mwp-cwp base latency and departure delays to natively measured times of
 * the micro-benchmarks, whose model inputs come from their characterisations ({@code aiwc run --collectors mwp-cwp}),
 * and prints the fitted values as {@code --gpu-set} lines.
 */
@Command(name = "calibrate", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Fit the mwp-cwp memory latency and departure delays to measured"
        + " micro-benchmark times and print them as --gpu-set lines.")
final class CalibrateCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "the times.csv 'aiwc time' writes, or a CSV with the header"
            + " 'characterisation,seconds': per run, a characterisation JSON written by 'aiwc run ... --collectors"
            + " mwp-cwp' (relative to the CSV) and the measured kernel time")
    Path times;

    @Option(names = "--characterisations", description = "folder searched (with its subfolders) for the"
            + " characterisations that rows of an 'aiwc time' file name by identity (default: the CSV's folder)")
    Path characterisations;

    @Option(names = "--device", description = "with an 'aiwc time' file timed on several devices: use the rows of"
            + " the device whose platform or device name contains this")
    String device;

    @Option(names = "--gpu", description = "preset to start from (default: the GPU the characterisations record)")
    String gpu;

    @Option(names = "--gpu-set", description = "override a starting parameter, KEY=VALUE (repeatable)")
    List<String> gpuSet = List.of();

    @Option(names = "--out", description = "also write the preset lines to this file")
    Path out;

    @Override
    public Integer call() throws IOException {
        List<MeasuredRuns.Run> rows;
        if (TimesCsv.isTimesFile(times)) {
            rows = MeasuredRuns.fromTimings(times, TimesCsv.read(times, device), characterisations);
        } else {
            rows = MeasuredRuns.fromCsv(times);
        }
        MeasuredRuns.requireEnough(rows, times);
        MwpCwpParameters start = MeasuredRuns.start(rows, gpu,
                () -> KeyValues.parse("--gpu-set", gpuSet, "--gpu-set baseLatency=450"),
                note -> System.err.println("aiwc: note: " + note));
        MwpCwpCalibration.Fit fit = MeasuredRuns.fit(rows, start);
        System.out.print(MeasuredRuns.report(rows, start, fit));
        if (out != null) {
            Files.writeString(out, fit.preset());
            System.out.println("preset written to " + out.toAbsolutePath().normalize());
        }
        return 0;
    }
}
