package dev.aiwc.fermil1.sm;

import dev.aiwc.fermil1.config.GpuConfig;

import java.util.LinkedHashMap;
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
        int warps = (int) ((threadsPerBlock + c.warpSize() - 1) / c.warpSize());
        Map<String, Long> limits = new LinkedHashMap<>();
        limits.put("blocks", (long) c.maxBlocksPerSm());
        limits.put("threads", c.maxThreadsPerSm() / threadsPerBlock);
        limits.put("warps", (long) (c.maxWarpsPerSm() / warps));
        if (localBytesPerBlock > 0) {
            limits.put("sharedMemory", c.sharedMemoryPerSm() / localBytesPerBlock);
        }
        limits.put("registers", c.registersPerSm() / ((long) c.registersPerThread() * threadsPerBlock));
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
                    + localBytesPerBlock + " bytes of local memory does not fit on one SM of " + c.preset()
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
}
