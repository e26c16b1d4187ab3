package dev.aiwc.reports.suite;

import dev.aiwc.reports.model.Invocation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The invocations of one kernel of one application at one size, in invocation order: what a suite report shows
 * in place of one section per invocation.
 */
public record KernelRollup(String application, String size, String kernel, InvocationSet invocations) {

    /** Most invocations overlaid in a kernel's charts; more would hide each other. */
    public static final int REPRESENTATIVES = 3;

    public KernelRollup {
        if (invocations.size() == 0) {
            throw new IllegalArgumentException("a kernel roll-up needs at least one invocation");
        }
    }

    /** HTML-id safe name, unique within an application: {@code small.lud_internal}. */
    public String slug() {
        return ((size == null ? "" : size + ".") + kernel).replaceAll("[^A-Za-z0-9._-]+", "_");
    }

    /**
     * The invocations the charts overlay: all of them up to {@link #REPRESENTATIVES}, else the lightest, the
     * median and the heaviest by instructions (ties in invocation order).
     */
    public List<Invocation> representatives() {
        List<Invocation> all = invocations.invocations();
        if (all.size() <= REPRESENTATIVES) {
            return all;
        }
        List<Invocation> byWeight = new ArrayList<>(all);
        byWeight.sort(Comparator.comparingDouble(InvocationSet::instructionsOf)); // stable: ties keep invocation order
        return List.of(byWeight.get(0), byWeight.get((byWeight.size() - 1) / 2), byWeight.get(byWeight.size() - 1));
    }
}
