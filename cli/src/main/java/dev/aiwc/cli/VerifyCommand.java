package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.instrumenter.nativecl.Verification;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.reports.characterise.Characterise;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code aiwc verify SPEC...}: runs specs on the simulator and on a real OpenCL device and compares every buffer. */
@Command(name = "verify", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Run a spec on the simulator and natively (OpenCL through JOCL) and compare every buffer.")
final class VerifyCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "run specification (.sim or .json)")
    Path spec;

    @Parameters(index = "1..*", paramLabel = "MORE", description = "more run specifications, verified one after another"
            + " in this process on the same OpenCL device; one that fails or cannot run is reported and the others go on")
    List<Path> more;

    @Option(names = "--ulps", description = "float tolerance in units in the last place (default 4)")
    Long ulps;

    @Option(names = "--platform", description = "OpenCL platform name substring")
    String platform;

    @Option(names = "--device", description = "OpenCL device name substring")
    String device;

    @Mixin
    SimulationOptions sim;

    @Override
    public Integer call() {
        sim.collectors = "";
        Verification.Tolerance tol = ulps == null ? Verification.Tolerance.DEFAULT
                : new Verification.Tolerance(ulps, ulps, Math.max(1, ulps / 2));
        if (more == null || more.isEmpty()) {
            Simulator simulator = sim.simulator();
            RunSpec runSpec = RunSpec.load(spec, simulator);
            try (NativeDevice nativeDevice = new NativeDevice(platform, device)) {
                Verification.Report report = Verification.verify(runSpec, simulator, nativeDevice, tol);
                System.out.print(report.text());
                return report.passed() ? 0 : 1;
            }
        }
        List<Path> specs = new ArrayList<>(List.of(spec));
        specs.addAll(more);
        return verifySeveral(specs, tol);
    }

    /**
     * Several specs on one native device, which is opened once (the OpenCL platform's start and the JVM's are most of
     * a small spec's verification): each spec's report under a line naming it, its buffers released after it. Exit
     * code: the first spec that cannot run's (2 for bad input), else 1 when any differs, else 0.
     */
    private int verifySeveral(List<Path> specs, Verification.Tolerance tol) {
        PrintWriter err = new PrintWriter(System.err, true);
        List<Path> differ = new ArrayList<>();
        List<Path> failed = new ArrayList<>();
        int exitCode = 0;
        try (NativeDevice nativeDevice = new NativeDevice(platform, device)) {
            for (Path s : specs) {
                System.out.println("== " + s);
                try (Simulator simulator = sim.simulator()) {
                    Verification.Report report = Verification.verify(RunSpec.load(s, simulator), simulator,
                            nativeDevice, tol);
                    System.out.print(report.text());
                    if (!report.passed()) {
                        differ.add(s);
                    }
                } catch (AiwcException e) {
                    System.out.flush();
                    int code = Main.report(e, err);
                    exitCode = exitCode == 0 ? code : exitCode;
                    failed.add(s);
                } finally {
                    nativeDevice.releaseRuns();
                }
            }
        }
        System.out.println("verified " + specs.size() + " specs: " + (specs.size() - differ.size() - failed.size())
                + " passed" + (differ.isEmpty() ? "" : ", " + differ.size() + " differ (" + names(differ) + ")")
                + (failed.isEmpty() ? "" : ", " + failed.size() + " could not run (" + names(failed) + ")"));
        return exitCode != 0 ? exitCode : differ.isEmpty() ? 0 : 1;
    }

    private static String names(List<Path> specs) {
        return String.join(", ", specs.stream().map(Path::toString).toList());
    }
}
