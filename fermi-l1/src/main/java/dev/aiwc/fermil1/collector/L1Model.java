package dev.aiwc.fermil1.collector;

import dev.aiwc.api.collector.PortableRun;
import java.io.IOException;
import java.io.DataOutput;
import java.io.DataInput;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BufferInfo;
import dev.aiwc.api.descriptor.InstructionInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.trace.EventChunk;
import dev.aiwc.fermil1.cache.CacheCounters;
import dev.aiwc.fermil1.coalescing.Coalescer;
import dev.aiwc.fermil1.coalescing.SharedBanks;
import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.lines.SourceLineView;
import dev.aiwc.fermil1.lines.WarpActivity;
import dev.aiwc.fermil1.simt.BlockTrace;
import dev.aiwc.fermil1.simt.BlockTraceBuilder;
import dev.aiwc.fermil1.simt.WarpReconstructor;
import dev.aiwc.fermil1.sm.GpuSimulation;
import dev.aiwc.fermil1.sm.InstructionCounters;
import dev.aiwc.fermil1.sm.Occupancy;
import dev.aiwc.fermil1.sm.ScheduleListener;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One invocation under the L1 model. Partials rebuild each work-group's warp instructions and keep only the
 * coalesced warp-level requests ({@link BlockTrace}); merges, in work-group order, feed the blocks to the GPU model,
 * which runs as far as the blocks received allow; {@link #finish()} runs it to the end and reports.
 */
public final class L1Model implements PortableRun<L1Model.GroupPartial> {
    private final KernelDescriptor kernel;
    private final InvocationInfo invocation;
    private final GpuConfig config;
    private final int threads;
    private final GpuSimulation gpu;

    public L1Model(KernelDescriptor kernel, InvocationInfo invocation, GpuConfig config, ScheduleListener listener) {
        this.kernel = kernel;
        this.invocation = invocation;
        long t = invocation.workItemsPerGroup();
        if (t > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("work-group of " + t + " work-items is too large for the L1 model");
        }
        this.threads = (int) t;
        long local = localBytesPerGroup(invocation);
        Occupancy occupancy = Occupancy.of(config, threads, config.sharedPerBlock(local));
        this.config = config.forKernel(occupancy.blocksPerSm(), local);
        int simtWarps = (threads + config.simtWidth() - 1) / config.simtWidth();
        this.gpu = new GpuSimulation(this.config, occupancy, simtWarps, listener, invocation.groupCount());
    }

    /** Local memory a work-group uses: every local buffer of the invocation. */
    public static long localBytesPerGroup(InvocationInfo invocation) {
        long bytes = 0;
        if (invocation.buffers() != null) {
            for (BufferInfo b : invocation.buffers()) {
                if (b.space() == AddressSpace.LOCAL) {
                    bytes += b.bytes();
                }
            }
        }
        return bytes;
    }

    public GpuConfig config() {
        return config;
    }

    public GpuSimulation gpu() {
        return gpu;
    }

    /** A partial that keeps per-thread addresses too (for the scheduled-trace export). */
    public GroupPartial newPartial(boolean keepLanes) {
        return new GroupPartial(keepLanes ? new Tracer(true) : spareTracer());
    }

    @Override
    public GroupPartial newPartial(long firstGroup, long groupCount) {
        workers.add(Thread.currentThread());
        return new GroupPartial(spareTracer());
    }

    /**
     * The engine's worker threads, known by the partials they make: the GPU model runs as many SMs at once as the
     * launch has workers, so one worker means one thread. Results do not depend on it.
     */
    private final java.util.Set<Thread> workers = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * Warp reconstruction and coalescing of one range at a time. Its buffers grow to a work-group's events, so a
     * tracer goes back to {@link #spare} when its range's trace is consumed: there are as many as worker threads,
     * however many ranges wait to merge.
     */
    private final class Tracer {
        final boolean keepLanes;
        final WarpReconstructor reconstructor;
        final WarpActivity activity = new WarpActivity(blockCount());
        /** The block list of the partial being filled. */
        List<BlockTrace> target;

        Tracer(boolean keepLanes) {
            this.keepLanes = keepLanes;
            Coalescer coalescer = new Coalescer(Coalescer.policy(config.coalescing()), config.lineBytes(),
                    config.sectorBytes());
            SharedBanks banks = new SharedBanks(config.sharedBanks(), config.bankBytes());
            BlockTraceBuilder builder = new BlockTraceBuilder(kernel, coalescer, banks, config.simtWidth(), keepLanes,
                    b -> target.add(b), activity);
            reconstructor = new WarpReconstructor(kernel, threads, config.simtWidth(), builder);
            synchronized (activities) {
                activities.add(activity);
            }
        }
    }

    /** Every tracer's warp counts, summed for the per-line view when the launch is over. */
    private final List<WarpActivity> activities = new ArrayList<>();

    private int blockCount() {
        return kernel.blocks() == null ? 0 : kernel.blocks().length;
    }

    /** The warp counts of every tracer summed: the same for any number of worker threads. */
    private WarpActivity activity() {
        WarpActivity sum = new WarpActivity(blockCount());
        synchronized (activities) {
            for (WarpActivity a : activities) {
                sum.add(a);
            }
        }
        return sum;
    }

    private final ArrayDeque<Tracer> spare = new ArrayDeque<>();

    private Tracer spareTracer() {
        synchronized (spare) {
            Tracer t = spare.poll();
            return t != null ? t : new Tracer(false);
        }
    }

    /** The block traces of one range of work-groups, rebuilt into warps on its worker thread. */
    public final class GroupPartial implements Partial {
        private final List<BlockTrace> blocks = new ArrayList<>();
        private Tracer tracer;
        /** The tracer's warp counts when this range began; at its end, what this range counted (for a piece file). */
        private WarpActivity counted;

        GroupPartial(Tracer tracer) {
            this.tracer = tracer;
            tracer.target = blocks;
            counted = tracer.activity.copy();
        }

        /** A partial read from a piece file: its blocks and warp counts, no tracer. */
        private GroupPartial(WarpActivity counted) {
            this.counted = counted;
        }

        @Override
        public void accept(EventChunk chunk) {
            tracer.reconstructor.accept(chunk);
        }

        @Override
        public void rangeDone() {
            Tracer t = tracer;
            tracer = null;
            counted = t.activity.since(counted);
            t.target = null;
            if (!t.keepLanes) {
                synchronized (spare) {
                    spare.push(t);
                }
            }
        }
    }

    /** Writes a finished range: its warp counts and block traces, which the GPU model replays at the merge. */
    @Override
    public void writePartial(GroupPartial p, DataOutput out) throws IOException {
        p.counted.write(out);
        out.writeInt(p.blocks.size());
        for (BlockTrace b : p.blocks) {
            b.write(out);
        }
    }

    /** Reads a range {@link #writePartial} wrote; its warp counts join the per-line view's sum. */
    @Override
    public GroupPartial readPartial(DataInput in) throws IOException {
        WarpActivity counted = WarpActivity.read(in, blockCount());
        synchronized (activities) {
            activities.add(counted);
        }
        GroupPartial p = new GroupPartial(counted);
        int n = in.readInt();
        for (int i = 0; i < n; i++) {
            p.blocks.add(BlockTrace.read(in));
        }
        return p;
    }

    @Override
    public void merge(GroupPartial p) {
        for (BlockTrace b : p.blocks) {
            gpu.offer(b);
        }
        p.blocks.clear();
        gpu.parallelism(workers.size());
        gpu.run(false);
    }

    @Override
    public CollectorResult finish() {
        gpu.parallelism(workers.size());
        gpu.run(true);
        return new CollectorResult(Map.of(), report());
    }

    /**
     * Runs the simulation to its end and returns the counters of every SM summed (the {@code sms} setting limits
     * what {@link #report} shows, not this), without building the report: for a model that needs only the totals.
     */
    public CacheCounters finishCounters() {
        gpu.parallelism(workers.size());
        gpu.run(true);
        CacheCounters total = new CacheCounters();
        for (int i = 0; i < gpu.smCount(); i++) {
            total.add(gpu.counters(i));
        }
        return total;
    }

    /** The {@code collectors.fermi-l1} section. */
    public Map<String, Object> report() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("config", config.toMap());
        out.put("occupancy", gpu.occupancy().toMap());
        List<Object> sms = new ArrayList<>();
        CacheCounters total = new CacheCounters();
        for (int i = 0; i < gpu.smCount(); i++) {
            if (!gpu.reported(i)) {
                continue;
            }
            CacheCounters c = gpu.counters(i);
            total.add(c);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("sm", i);
            m.putAll(c.toMap());
            sms.add(m);
        }
        out.put("sms", sms);
        out.put("total", total.toMap());
        out.put("byInstruction", byInstruction());
        if (blockCount() > 0) {
            // an imported memory trace (aiwc l1) has no program, hence no source lines
            out.put("lines", SourceLineView.section(kernel, activity(), gpu.instructions(), config));
        }
        out.put("profilerCounters", profilerCounters(total));
        out.put("steps", gpu.steps());
        return out;
    }

    private List<Object> byInstruction() {
        InstructionCounters ic = gpu.instructions();
        InstructionInfo[] infos = kernel.instructions();
        List<Object> rows = new ArrayList<>();
        for (int id = 0; id < ic.size(); id++) {
            if (!ic.seen(id)) {
                continue;
            }
            Map<String, Object> m = new LinkedHashMap<>();
            InstructionInfo info = infos != null && id < infos.length ? infos[id] : null;
            m.put("instruction", id);
            m.put("line", info == null ? 0 : info.line());
            m.put("text", info == null ? "" : info.text());
            m.put("kind", ic.kind(id));
            m.put("warpInstructions", ic.warpInstructions(id));
            m.put("requests", ic.requests(id));
            m.put("hits", ic.hits(id));
            m.put("misses", ic.misses(id));
            m.put("requestsPerWarpInstruction", ic.warpInstructions(id) == 0 ? 0.0
                    : (double) ic.requests(id) / ic.warpInstructions(id));
            if (ic.kind(id).equals("load")) {
                // stores write through or around the L1: a miss rate of 0 would read as good, so they have none
                m.put("missRate", ic.requests(id) == 0 ? 0.0 : (double) ic.misses(id) / ic.requests(id));
            }
            rows.add(m);
        }
        return rows;
    }

    private Map<String, Object> profilerCounters(CacheCounters t) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (config.sectored()) {
            m.put("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", t.loadInstructions);
            m.put("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", t.loadRequests);
            m.put("l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum", t.profilerHits());
            m.put("l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum", t.profilerMisses());
            m.put("l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct", t.loadRequests == 0 ? 0.0
                    : 100.0 * t.profilerHits() / t.loadRequests);
            m.put("l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", t.storeInstructions);
            m.put("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", t.storeRequests);
            m.put("l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum", t.sharedConflictDegree - t.sharedRequests);
            m.put("smsp__inst_executed.sum", t.warpInstructions);
        } else {
            m.put("gld_request", t.loadInstructions);
            m.put("gst_request", t.storeInstructions);
            m.put("l1_global_load_hit", t.profilerHits());
            m.put("l1_global_load_miss", t.profilerMisses());
            m.put("global_store_transaction", t.storeRequests);
            m.put("l1_shared_bank_conflict", t.sharedConflictDegree - t.sharedRequests);
            m.put("inst_issued", t.warpInstructions);
        }
        return m;
    }
}
