package dev.aiwc.api.metric;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The descriptors of a set of collectors, looked up by the concrete flattened keys of a characterisation
 * ({@code memory.addressEntropy[3]}, {@code fermi-l1.sms[12].misses.conflict}, {@code parallelism.itb.min}).
 */
public final class MetricDescriptors {

    private static final Pattern INDEX = Pattern.compile("\\[\\d+]");

    private final Map<String, MetricDescriptor> exact = new LinkedHashMap<>();
    private final List<MetricDescriptor> wildcards = new ArrayList<>();
    private final List<MetricDescriptor> all;

    /** @throws IllegalArgumentException when two descriptors share a key */
    public MetricDescriptors(List<MetricDescriptor> descriptors) {
        for (MetricDescriptor d : descriptors) {
            if (exact.containsKey(d.key()) || wildcards.stream().anyMatch(w -> w.key().equals(d.key()))) {
                throw new IllegalArgumentException("metric key '" + d.key() + "' is described twice");
            }
            if (isWildcard(d.key())) {
                wildcards.add(d);
            } else {
                exact.put(d.key(), d);
            }
        }
        this.all = List.copyOf(descriptors);
    }

    /** Every descriptor, in declaration order. */
    public List<MetricDescriptor> all() {
        return all;
    }

    /**
     * The descriptor of {@code key}: its own (indices matched by {@code []}, names by {@code *}), else that of the
     * nearest enclosing key that has one.
     */
    public Optional<MetricDescriptor> find(String key) {
        String k = INDEX.matcher(key).replaceAll("[]");
        while (true) {
            MetricDescriptor d = exact.get(k);
            if (d == null) {
                d = wildcard(k);
            }
            if (d != null) {
                return Optional.of(d);
            }
            int cut = enclosing(k);
            if (cut <= 0) {
                return Optional.empty();
            }
            k = k.substring(0, cut);
        }
    }

    /** Where the nearest enclosing key ends: before the last {@code .name} or the last {@code []}. */
    private static int enclosing(String k) {
        if (k.endsWith("[]")) {
            return k.length() - 2;
        }
        return k.lastIndexOf('.');
    }

    private MetricDescriptor wildcard(String k) {
        String[] parts = k.split("\\.", -1);
        for (MetricDescriptor d : wildcards) {
            String[] pattern = d.key().split("\\.", -1);
            if (pattern.length != parts.length) {
                continue;
            }
            boolean match = true;
            for (int i = 0; i < parts.length && match; i++) {
                match = pattern[i].equals("*") || pattern[i].equals(parts[i]);
            }
            if (match) {
                return d;
            }
        }
        return null;
    }

    private static boolean isWildcard(String key) {
        for (String part : key.split("\\.", -1)) {
            if (part.equals("*")) {
                return true;
            }
        }
        return false;
    }
}
