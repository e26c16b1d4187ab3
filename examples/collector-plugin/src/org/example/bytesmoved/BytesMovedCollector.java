package org.example.bytesmoved;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.collector.Setting;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.api.trace.MemoryAccess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An example collector: the loads and stores of a kernel invocation and the bytes they move, per OpenCL address
 * space. docs/writing-a-collector.md explains it line by line.
 */
public final class BytesMovedCollector implements Collector {

    /** Counters per address space code: loads, load bytes, stores, store bytes. */
    private static final int FIELDS = 4;

    @Override
    public String name() {
        return "bytes-moved";
    }

    @Override
    public String description() {
        return "loads, stores and the bytes they move, per address space (an example plugin)";
    }

    @Override
    public List<MetricDescriptor> metrics() {
        List<MetricDescriptor> out = new ArrayList<>();
        for (AddressSpace space : AddressSpace.values()) {
            String p = name() + "." + space.key() + ".";
            out.add(MetricDescriptor.of(p + "loads", "accesses", MetricDescriptor.Direction.NEITHER,
                    MetricDescriptor.Aggregation.SUM, "loads from " + space.key() + " memory, every work-item"));
            out.add(MetricDescriptor.of(p + "loadBytes", "bytes", MetricDescriptor.Direction.LOWER_IS_BETTER,
                    MetricDescriptor.Aggregation.SUM, "bytes loaded from " + space.key() + " memory"));
            out.add(MetricDescriptor.of(p + "stores", "accesses", MetricDescriptor.Direction.NEITHER,
                    MetricDescriptor.Aggregation.SUM, "stores to " + space.key() + " memory, every work-item"));
            out.add(MetricDescriptor.of(p + "storeBytes", "bytes", MetricDescriptor.Direction.LOWER_IS_BETTER,
                    MetricDescriptor.Aggregation.SUM, "bytes stored to " + space.key() + " memory"));
        }
        return out;
    }

    /** Its one setting: {@code --set bytes-moved.spaces=global,local} lists those address spaces only. */
    private static final Setting SPACES = Setting.of("spaces", "the address spaces the section lists, a comma list",
            String.join(",", Arrays.stream(AddressSpace.values()).map(AddressSpace::key).toList()));

    @Override
    public List<Setting> settings() {
        return List.of(SPACES);
    }

    /** Checked before any kernel runs: a misspelt space stops the command with exit 2 and this message. */
    @Override
    public void validate(Map<String, String> given) {
        spaces(given);
    }

    @Override
    public CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
        return new Run(spaces(options.settingsOf(name())));
    }

    /** The address spaces the setting names, in the order named (the default: all of them). */
    private static List<AddressSpace> spaces(Map<String, String> settings) {
        List<AddressSpace> out = new ArrayList<>();
        for (String name : settings.getOrDefault(SPACES.key(), SPACES.defaultValue()).split(",")) {
            AddressSpace space = Arrays.stream(AddressSpace.values()).filter(a -> a.key().equals(name.strip()))
                    .findFirst().orElseThrow(() -> new IllegalArgumentException("spaces: '" + name.strip()
                            + "' is not an address space; give a comma list of " + SPACES.defaultValue()));
            if (!out.contains(space)) {
                out.add(space);
            }
        }
        return out;
    }

    /** One invocation: the partials' counters added up in range order (addition makes the order irrelevant). */
    private static final class Run implements CollectorRun<Counts> {
        private final long[] total = new long[AddressSpace.values().length * FIELDS];
        private final List<AddressSpace> spaces;

        Run(List<AddressSpace> spaces) {
            this.spaces = spaces;
        }

        @Override
        public Counts newPartial(long firstGroup, long groupCount) {
            return new Counts();
        }

        @Override
        public void merge(Counts partial) {
            long[] counts = partial.counts;
            for (int i = 0; i < total.length; i++) {
                total[i] += counts[i];
            }
        }

        @Override
        public CollectorResult finish() {
            Map<String, Object> section = new LinkedHashMap<>();
            for (AddressSpace space : spaces) {
                int at = space.code * FIELDS;
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("loads", total[at]);
                m.put("loadBytes", total[at + 1]);
                m.put("stores", total[at + 2]);
                m.put("storeBytes", total[at + 3]);
                section.put(space.key(), m);
            }
            return new CollectorResult(Map.of(), section);
        }
    }

    /** The counters of one range of work-groups, filled by one worker thread. */
    private static final class Counts implements Partial {
        final long[] counts = new long[AddressSpace.values().length * FIELDS];

        @Override
        public void accept(EventChunk chunk) {
            for (int i = 0, n = chunk.size(); i < n; i++) {
                if (chunk.kind[i] != EventChunk.MEMORY) {
                    continue;
                }
                int flags = chunk.b[i];
                int at = MemoryAccess.spaceCode(flags) * FIELDS + (MemoryAccess.isStore(flags) ? 2 : 0);
                counts[at]++;
                counts[at + 1] += MemoryAccess.bytes(flags);
            }
        }
    }
}
