package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.instrumenter.AiwcException;

import java.util.ArrayList;
import java.util.List;

/** The drivers of the {@code --opendwarfs PATH} mode, one per {@link Benchmark} entry and in its order. */
public final class OriginalDrivers {

    private static final List<OriginalDriver> ALL = Benchmark.oneEach(List.of(new LudDriver(), new CsrDriver(),
            new FftDriver(), new Dwt2dDriver(), new GemDriver(), new SradDriver(), new CrcDriver(), new BfsDriver(),
            new NeedleDriver(), new KmeansDriver(), new HmmDriver()), OriginalDriver::benchmark);

    private OriginalDrivers() {
    }

    public static List<OriginalDriver> all() {
        return ALL;
    }

    public static OriginalDriver byName(String name) {
        for (OriginalDriver d : ALL) {
            if (d.name().equalsIgnoreCase(name.trim())) {
                return d;
            }
        }
        List<String> names = new ArrayList<>();
        for (OriginalDriver d : ALL) {
            names.add(d.name());
        }
        throw AiwcException.badInput("No OpenDwarfs driver named '" + name.trim() + "'.",
                "Drivers: " + String.join(", ", names) + ".");
    }
}
