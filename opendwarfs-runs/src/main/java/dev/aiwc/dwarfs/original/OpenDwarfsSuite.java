package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.instrumenter.device.ComputeDevice;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code --opendwarfs PATH} catalogue: every driver bound to the checkout, as {@link DwarfApplication}s, so the
 * suite runner, its sharding and its sinks work unchanged. There is no reference check in this mode.
 */
public final class OpenDwarfsSuite {

    private OpenDwarfsSuite() {
    }

    public static List<DwarfApplication> applications(OpenDwarfsCheckout checkout) {
        List<DwarfApplication> out = new ArrayList<>();
        for (OriginalDriver d : OriginalDrivers.all()) {
            out.add(new Bound(d, checkout));
        }
        return List.copyOf(out);
    }

    /** One driver on one checkout. */
    record Bound(OriginalDriver driver, OpenDwarfsCheckout checkout) implements DwarfApplication {
        @Override
        public String name() {
            return driver.name();
        }

        @Override
        public String dwarf() {
            return driver.dwarf();
        }

        @Override
        public List<String> sizes() {
            return driver.sizes();
        }

        /** Not known before the data files are read; 0. */
        @Override
        public long workingSetBytes(String size) {
            return 0;
        }

        @Override
        public long plannedInvocations(String size) {
            return driver.plannedInvocations(size);
        }

        @Override
        public void run(ComputeDevice device, String size, InvocationListener listener) {
            driver.run(checkout, size, device, listener);
        }
    }
}
