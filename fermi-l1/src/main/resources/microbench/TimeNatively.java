import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.instrumenter.spec.RunSpec;
import dev.aiwc.instrumenter.spec.SpecRunner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Times run specifications on a real OpenCL device and writes the TIMES.csv of {@code aiwc calibrate}: per kernel
 * invocation the median over REPEATS runs of the launch's profiling-event time (START..END), after one warm-up run,
 * against the characterisation {@code aiwc run SPEC --out CHARDIR} writes for it ({@code CHARDIR/<kernel>-<n>.json}).
 * The device is the first whose platform/device names contain AIWC_OPENCL_PLATFORM / AIWC_OPENCL_DEVICE.
 *
 * <p>Usage (a Java source-file program): {@code java -cp CLASSPATH TimeNatively.java TIMES.csv CHARDIR REPEATS
 * SPEC...}; CHARDIR is written relative to TIMES.csv.
 */
public final class TimeNatively {
    public static void main(String[] args) throws IOException {
        if (args.length < 4) {
            System.err.println("usage: TimeNatively TIMES.csv CHARDIR REPEATS SPEC...");
            System.exit(2);
        }
        Path csv = Path.of(args[0]);
        String charDir = args[1];
        int repeats = Integer.parseInt(args[2]);
        StringBuilder out = new StringBuilder("characterisation,seconds\n");
        try (NativeDevice device = new NativeDevice()) {
            System.err.println("timing on " + device.describe());
            for (int s = 3; s < args.length; s++) {
                RunSpec spec = RunSpec.load(Path.of(args[s]), device);
                List<double[]> seconds = new ArrayList<>();
                List<String> names = new ArrayList<>();
                for (int r = -1; r < repeats; r++) {
                    List<LaunchResult> launches = SpecRunner.run(spec, device, SpecRunner.Listener.NONE).launches();
                    for (int i = 0; i < launches.size(); i++) {
                        if (r < 0) {
                            seconds.add(new double[repeats]);
                        } else {
                            seconds.get(i)[r] = launches.get(i).seconds();
                        }
                    }
                }
                Map<String, Integer> perKernel = new HashMap<>();
                for (RunSpec.Invocation inv : spec.invocations()) {
                    int n = perKernel.merge(inv.kernel(), 1, Integer::sum) - 1;
                    names.add(charDir + "/" + inv.kernel() + "-" + n + ".json");
                }
                for (int i = 0; i < names.size(); i++) {
                    double[] t = seconds.get(i);
                    Arrays.sort(t);
                    double median = t.length % 2 == 1 ? t[t.length / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
                    out.append(String.format(Locale.ROOT, "%s,%.6e%n", names.get(i), median));
                    System.err.printf(Locale.ROOT, "%s: median %.3f us of %d runs%n", names.get(i), median * 1e6,
                            repeats);
                }
            }
        }
        Files.writeString(csv, out.toString());
        System.err.println("wrote " + csv);
    }
}
