package dev.aiwc.fermil1.sm;

import dev.aiwc.api.metric.MetricDescriptor;
import dev.aiwc.fermil1.config.GpuConfig;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How many blocks of a kernel an SM holds at once: the minimum over the block, thread, warp, shared-memory and
 * register limits (register allocation granularity is ignored).
 *
 * @param blocksPerSm    resident blocks per SM
 * @param warpsPerBlock  warps per block
 * @param limitedBy      which limit decided it
 * @param limits         each limit's value
 */
public record Occupancy(int blocksPerSm, int warpsPerBlock, String limitedBy, Map<String, Long> limits) {

    public static Occupancy of(GpuConfig c, long threadsPerBlock, long localBytesPerBlock) {
        return of(c.preset(), c.warpSize(), c.maxBlocksPerSm(), c.maxThreadsPerSm(), c.maxWarpsPerSm(),
                c.sharedMemoryPerSm(), c.registersPerSm(), c.registersPerThread(), threadsPerBlock, localBytesPerBlock);
    }

    /** The same from the individual limits (for models that are not the L1 model). */
    public static Occupancy of(String gpu, int warpSize, int maxBlocksPerSm, int maxThreadsPerSm, int maxWarpsPerSm,
                               long sharedMemoryPerSm, long registersPerSm, int registersPerThread,
                               long threadsPerBlock, long localBytesPerBlock) {
        int warps = (int) ((threadsPerBlock + warpSize - 1) / warpSize);
        Map<String, Long> limits = new LinkedHashMap<>();
        limits.put("blocks", (long) maxBlocksPerSm);
        limits.put("threads", maxThreadsPerSm / threadsPerBlock);
        limits.put("warps", (long) (maxWarpsPerSm / warps));
        if (localBytesPerBlock > 0) {
            limits.put("sharedMemory", sharedMemoryPerSm / localBytesPerBlock);
        }
        limits.put("registers", registersPerSm / ((long) registersPerThread * threadsPerBlock));
        String by = "blocks";
        long best = Long.MAX_VALUE;
        for (Map.Entry<String, Long> e : limits.entrySet()) {
            if (e.getValue() < best) {
                best = e.getValue();
                by = e.getKey();
            }
        }
        if (best < 1) {
            throw new IllegalArgumentException("a work-group of " + threadsPerBlock + " work-items using "
                    + localBytesPerBlock + " bytes of local memory does not fit on one SM of " + gpu
                    + " (limited by " + by + ": " + limits + "); use a smaller local size or --gpu-set "
                    + "registersPerThread=N");
        }
        return new Occupancy((int) best, warps, by, limits);
    }

    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("blocksPerSm", blocksPerSm);
        m.put("warpsPerBlock", warpsPerBlock);
        m.put("warpsPerSm", blocksPerSm * warpsPerBlock);
        m.put("limitedBy", limitedBy);
        m.put("limits", new LinkedHashMap<String, Object>(limits));
        return m;
    }

    /** The descriptors of {@link #toMap} written under {@code prefix} ({@code fermi-l1.occupancy}). */
    public static List<MetricDescriptor> descriptors(String prefix) {
        MetricDescriptor.Direction higher = MetricDescriptor.Direction.HIGHER_IS_BETTER;
        MetricDescriptor.Direction neither = MetricDescriptor.Direction.NEITHER;
        MetricDescriptor.Aggregation mean = MetricDescriptor.Aggregation.MEAN;
        return List.of(
                MetricDescriptor.of(prefix, "", neither, MetricDescriptor.Aggregation.NONE,
                        "Blocks and warps resident per SM and the resource that limits them"),
                MetricDescriptor.of(prefix + ".blocksPerSm", "blocks", higher, mean, "Blocks resident per SM"),
                MetricDescriptor.of(prefix + ".warpsPerBlock", "warps", neither, mean, "Warps per block"),
                MetricDescriptor.of(prefix + ".warpsPerSm", "warps", higher, mean,
                        "Warps resident per SM: the latency-hiding parallelism"),
                MetricDescriptor.of(prefix + ".limitedBy", "", neither, MetricDescriptor.Aggregation.NONE,
                        "The limit that decides the resident blocks"),
                MetricDescriptor.of(prefix + ".limits.*", "blocks", neither, mean,
                        "Blocks per SM that one resource (blocks, threads, warps, shared memory, registers) allows"));
    }
}
