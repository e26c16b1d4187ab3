package dev.aiwc.fermil1.sm;

import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.fermil1.SyntheticKernel;
import dev.aiwc.fermil1.TraceWriter;
import dev.aiwc.fermil1.collector.L1Model;
import dev.aiwc.fermil1.config.GpuConfig;
import dev.aiwc.fermil1.config.GpuPreset;
import dev.aiwc.fermil1.simt.BlockTrace;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class DispatchTest {

    /** Runs one-work-item groups; group g executes block {@code blockOf[g]} with a store as its first instruction. */
    private static Map<Long, Integer> smOfBlock(KernelDescriptor k, int[] blockOf, GpuConfig config) {
        Map<Long, Integer> where = new TreeMap<>();
        ScheduleListener l = (order, sm, block, warp, memory, store) -> where.put(block.group(), sm);
        L1Model model = new L1Model(k, SyntheticKernel.invocation(blockOf.length, 1, 0), config, l);
        TraceWriter t = new TraceWriter();
        for (int g = 0; g < blockOf.length; g++) {
            int b = blockOf[g];
            t.groupBegin(g).item(0).block(b).store(k.blocks()[b].firstInstruction(), 4L * g, 4).itemEnd(0).groupEnd(g);
        }
        L1Model.GroupPartial p = model.newPartial(0, blockOf.length);
        t.feed(p);
        model.merge(p);
        model.finish();
        return where;
    }

    @Test
    void blocksBeyondTheLimitGoWhereABlockFinishedFirst() {
        // 2 SMs holding one block each; block 0 runs 50 instructions, the others 10
        GpuConfig c = GpuPreset.resolve("gtx480-16k", Map.of("smCount", "2", "maxBlocksPerSm", "1"));
        KernelDescriptor k = SyntheticKernel.blocks(50, 10);
        Map<Long, Integer> where = smOfBlock(k, new int[]{0, 1, 1, 1, 1}, c);
        assertEquals(Map.of(0L, 0, 1L, 1, 2L, 1, 3L, 1, 4L, 1), where);
    }

    @Test
    void initialBlocksGoRoundRobinUntilEachSmIsFull() {
        GpuConfig c = GpuPreset.resolve("gtx480-16k", Map.of("smCount", "2", "maxBlocksPerSm", "2"));
        KernelDescriptor k = SyntheticKernel.blocks(10);
        assertEquals(Map.of(0L, 0, 1L, 1, 2L, 0, 3L, 1), smOfBlock(k, new int[]{0, 0, 0, 0}, c));
    }

    @Test
    void occupancyIsTheTightestLimit() {
        GpuConfig fermi = GpuPreset.resolve("gtx480-16k", Map.of());
        // 256 threads, 20 registers: threads 1536/256 = 6, warps 48/8 = 6, registers 32768/5120 = 6, blocks 8
        assertEquals(6, Occupancy.of(fermi, 256, 0).blocksPerSm());
        // 20 KB of local memory with 48 KB shared: 2 blocks
        Occupancy local = Occupancy.of(fermi, 64, 20 * 1024);
        assertEquals(2, local.blocksPerSm());
        assertEquals("sharedMemory", local.limitedBy());
        // 64 threads: 8 blocks (block limit; threads would allow 24)
        assertEquals(8, Occupancy.of(fermi, 64, 0).blocksPerSm());
        assertThrows(IllegalArgumentException.class, () -> Occupancy.of(fermi, 2048, 0));
    }

    @Test
    void everyBlockIsSimulatedOnce() {
        GpuConfig c = GpuPreset.resolve("gtx480-16k", Map.of("smCount", "3", "maxBlocksPerSm", "1"));
        KernelDescriptor k = SyntheticKernel.blocks(7, 3);
        int[] blocks = new int[20];
        for (int g = 0; g < blocks.length; g++) {
            blocks[g] = g % 2;
        }
        assertEquals(20, smOfBlock(k, blocks, c).size());
        assertEquals(BlockTrace.STORE, BlockTrace.kind(BlockTrace.op(BlockTrace.STORE, 5)));
    }
}
