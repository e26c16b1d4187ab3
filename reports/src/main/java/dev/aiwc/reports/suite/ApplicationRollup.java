package dev.aiwc.reports.suite;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.model.Invocation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The kernels of one application (each size separately), in the order their first invocations came. */
public record ApplicationRollup(String application, List<KernelRollup> kernels) {

    /** Name of the group of characterisations that carry no application (kernels run with {@code aiwc run}). */
    public static final String NO_APPLICATION = "(no application)";

    public ApplicationRollup {
        kernels = List.copyOf(kernels);
    }

    /**
     * Groups invocations by application, then by size and kernel, keeping the order of first appearance at each
     * level (the loader sorts a suite folder by application, kernel and invocation).
     */
    public static List<ApplicationRollup> of(List<Invocation> invocations) {
        Map<String, Map<List<String>, List<Invocation>>> byApp = new LinkedHashMap<>();
        for (Invocation inv : invocations) {
            Characterisation c = inv.characterisation();
            String app = c.application() == null ? NO_APPLICATION : c.application();
            String kernel = c.kernel() == null ? "(unnamed kernel)" : c.kernel().name();
            byApp.computeIfAbsent(app, a -> new LinkedHashMap<>())
                    .computeIfAbsent(Arrays.asList(c.size(), kernel), k -> new ArrayList<>()).add(inv);
        }
        List<ApplicationRollup> out = new ArrayList<>();
        for (Map.Entry<String, Map<List<String>, List<Invocation>>> app : byApp.entrySet()) {
            List<KernelRollup> kernels = new ArrayList<>();
            for (Map.Entry<List<String>, List<Invocation>> k : app.getValue().entrySet()) {
                kernels.add(new KernelRollup(app.getKey(), k.getKey().get(0), k.getKey().get(1),
                        new InvocationSet(k.getValue())));
            }
            out.add(new ApplicationRollup(app.getKey(), kernels));
        }
        return out;
    }

    /** File-name safe name of the application's page. */
    public String slug() {
        return application.replaceAll("[^A-Za-z0-9._-]+", "_");
    }

    /** The sizes present, in order of appearance ({@code null} for characterisations without a size). */
    public List<String> sizes() {
        Set<String> sizes = new LinkedHashSet<>();
        for (KernelRollup k : kernels) {
            sizes.add(k.size());
        }
        return new ArrayList<>(sizes);
    }

    /** The kernels run at {@code size}. */
    public List<KernelRollup> kernelsOf(String size) {
        List<KernelRollup> out = new ArrayList<>();
        for (KernelRollup k : kernels) {
            if (java.util.Objects.equals(k.size(), size)) {
                out.add(k);
            }
        }
        return out;
    }

    /** Distinct kernel names (a kernel run at two sizes counts once). */
    public int kernelCount() {
        Set<String> names = new LinkedHashSet<>();
        for (KernelRollup k : kernels) {
            names.add(k.kernel());
        }
        return names.size();
    }

    /** Every invocation of the application, kernel by kernel. */
    public InvocationSet invocations() {
        List<Invocation> all = new ArrayList<>();
        for (KernelRollup k : kernels) {
            all.addAll(k.invocations().invocations());
        }
        return new InvocationSet(all);
    }

    /** The kernel roll-up with the most instructions (the first of equals). */
    public KernelRollup heaviest() {
        KernelRollup best = kernels.get(0);
        for (KernelRollup k : kernels) {
            if (k.invocations().instructions() > best.invocations().instructions()) {
                best = k;
            }
        }
        return best;
    }
}
