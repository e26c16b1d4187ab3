package dev.aiwc.cli.sweep;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.spec.RunSpec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a sweep varies besides the GPU: the work-group sizes and the macros. Its configurations are the cartesian
 * product of the sizes and of every untied macro's values, in command-line order with the last macro varying
 * fastest; a macro tied to the work-group size ({@code @local.x}) adds no factor, it takes the size's extent.
 *
 * @param locals  the work-group sizes to try; empty: only the spec's own
 * @param defines the macros, in {@code --define} order
 */
public record SweepSpace(List<LocalSize> locals, List<Define> defines) {

    public SweepSpace {
        locals = List.copyOf(new LinkedHashSet<>(locals));
        defines = List.copyOf(defines);
        Set<String> names = new java.util.HashSet<>();
        for (Define d : defines) {
            if (!names.add(d.name())) {
                throw AiwcException.badInput("--define " + d.name() + " is given twice",
                        "Give each macro once, with all its values: --define " + d.name() + "=8,16.");
            }
        }
    }

    /**
     * A configuration the spec cannot run, and why.
     *
     * @param configuration the configuration
     * @param reason        for the user: which invocation and dimension breaks which rule
     */
    public record Skipped(Configuration configuration, String reason) {
    }

    /**
     * The configurations to simulate and those skipped.
     *
     * @param valid   in product order
     * @param skipped in product order
     */
    public record Plan(List<Configuration> valid, List<Skipped> skipped) {
        public Plan {
            valid = List.copyOf(valid);
            skipped = List.copyOf(skipped);
        }
    }

    /** How many configurations the product has, valid or not. */
    public int size() {
        int n = Math.max(1, locals.size());
        for (Define d : defines) {
            n *= d.tied() ? 1 : d.values().size();
        }
        return n;
    }

    /**
     * The product split into what {@code spec} can run and what it cannot: a work-group size must divide every
     * invocation's global size in each of its dimensions (OpenCL 1.2), an extent it does not give being 1 (so
     * {@code 16} is {@code 16x1x1} for a .sim file's three dimensions), and may give no extent but 1 beyond them; a
     * tied macro needs the extent it names.
     */
    public Plan plan(RunSpec spec) {
        List<Configuration> valid = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        List<LocalSize> sizes = locals.isEmpty() ? java.util.Collections.singletonList(commonLocal(spec)) : locals;
        for (LocalSize local : sizes) {
            String invalid = local == null ? null : invalidFor(local, spec);
            for (Map<String, String> values : valueCombinations()) {
                Map<String, String> defs = new LinkedHashMap<>();
                String why = invalid;
                for (Define d : defines) {
                    if (!d.tied()) {
                        defs.put(d.name(), values.get(d.name()));
                        continue;
                    }
                    long[] extents = local != null ? local.extents() : specLocal(spec);
                    String axis = "xyz".substring(d.tiedTo(), d.tiedTo() + 1);
                    if (extents == null) {
                        defs.put(d.name(), "@local." + axis);
                        why = why != null ? why : d.name() + " is tied to @local." + axis + " but the spec lets the"
                                + " device choose the work-group size: give --local";
                    } else if (d.tiedTo() >= extents.length) {
                        defs.put(d.name(), "@local." + axis);
                        why = why != null ? why : d.name() + " is tied to @local." + axis + " but the work-group "
                                + "size has no " + axis + " extent";
                    } else {
                        defs.put(d.name(), Long.toString(extents[d.tiedTo()]));
                    }
                }
                Configuration c = new Configuration(local, defs);
                if (why == null) {
                    valid.add(c);
                } else {
                    skipped.add(new Skipped(c, why));
                }
            }
        }
        return new Plan(valid, skipped);
    }

    /** Why {@code local} cannot run some invocation of {@code spec}, or null when it runs them all. */
    static String invalidFor(LocalSize local, RunSpec spec) {
        for (int i = 0; i < spec.invocations().size(); i++) {
            RunSpec.Invocation inv = spec.invocations().get(i);
            NDRange r = inv.range();
            String which = "invocation " + i + " (" + inv.kernel() + ")";
            for (int d = r.dimensions(); d < local.dimensions(); d++) {
                if (local.extent(d) != 1) {
                    return local + " has an extent of " + local.extent(d) + " in dimension " + "xyz".charAt(d)
                            + " but " + which + " has " + r.dimensions() + " dimension(s)";
                }
            }
            for (int d = 0; d < r.dimensions(); d++) {
                if (r.global()[d] % local.extent(d) != 0) {
                    return "the global size " + r.global()[d] + " of " + which + " is not a multiple of "
                            + local.extent(d) + " in dimension " + "xyz".charAt(d);
                }
            }
        }
        return null;
    }

    /**
     * The work-group size every invocation of {@code spec} gives, so that a sweep without {@code --local} names it
     * ({@code 16x16}); null when they differ or one lets the device choose (the configuration is "spec local").
     */
    private static LocalSize commonLocal(RunSpec spec) {
        long[] common = null;
        for (RunSpec.Invocation inv : spec.invocations()) {
            NDRange r = inv.range();
            if (r.local() == null) {
                return null;
            }
            long[] mine = java.util.Arrays.copyOf(r.local(), r.dimensions());
            if (common != null && !java.util.Arrays.equals(common, mine)) {
                return null;
            }
            common = mine;
        }
        return common == null ? null : new LocalSize(common);
    }

    /** The first invocation's work-group size as the spec gives it, or null when it lets the device choose. */
    private static long[] specLocal(RunSpec spec) {
        if (spec.invocations().isEmpty() || spec.invocations().get(0).range().local() == null) {
            return null;
        }
        NDRange r = spec.invocations().get(0).range();
        return java.util.Arrays.copyOf(r.local(), r.dimensions());
    }

    /** Every combination of the untied macros' values, the last macro varying fastest; one empty map when none. */
    private List<Map<String, String>> valueCombinations() {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (Define d : defines) {
            if (d.tied()) {
                continue;
            }
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : out) {
                for (String v : d.values()) {
                    Map<String, String> m = new LinkedHashMap<>(partial);
                    m.put(d.name(), v);
                    next.add(m);
                }
            }
            out = next;
        }
        return out;
    }
}
