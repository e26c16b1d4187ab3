package dev.aiwc.cli;

import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.instrumenter.nativecl.Verification;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.reports.characterise.Characterise;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code aiwc verify SPEC}: runs a spec on the simulator and on a real OpenCL device and compares every buffer. */
@Command(name = "verify", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Run a spec on the simulator and natively (OpenCL through JOCL) and compare every buffer.")
final class VerifyCommand implements Callable<Integer> {
    @Parameters(index = "0", description = "run specification (.sim or .json)")
    Path spec;

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
        Simulator simulator = sim.simulator();
        RunSpec runSpec = RunSpec.load(spec, simulator);
        Verification.Tolerance tol = ulps == null ? Verification.Tolerance.DEFAULT
                : new Verification.Tolerance(ulps, ulps, Math.max(1, ulps / 2));
        try (NativeDevice nativeDevice = new NativeDevice(platform, device)) {
            Verification.Report report = Verification.verify(runSpec, simulator, nativeDevice, tol);
            System.out.print(report.text());
            return report.passed() ? 0 : 1;
        }
    }
}
