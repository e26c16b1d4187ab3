package dev.aiwc.fermil1.validation;

import dev.aiwc.api.collector.Collectors;
import dev.aiwc.fermil1.config.GpuPreset;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.exec.Simulator;
import dev.aiwc.instrumenter.exec.SimulatorConfig;
import dev.aiwc.fermil1.config.GpuSettings;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Fermi MSHR limits on one warp whose load touches 32 lines, and settings that do not apply. */
class MshrLimitTest {

    /** One warp runs {@code strided} with a stride of 33 floats: one load instruction, 32 lines, all cold. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> total(Map<String, String> settings) {
        Map<String, String> s = new HashMap<>(settings);
        s.put("missLatencySigma", "0");
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(1).withCollectors(
                Collectors.select("fermi-l1"), GpuSettings.options("gtx480-16k", s, Collectors.select("fermi-l1"))))) {
            ProgramHandle p = sim.build(HardwareCases.resource("hardware").resolve("access.cl"), "");
            LaunchResult r = sim.launch(p, "strided", NDRange.of(new long[]{32}, new long[]{32}),
                    List.of(KernelArg.buffer(sim.createBuffer("in", 4L * 33 * 32, null)),
                            KernelArg.buffer(sim.createBuffer("out", 4L * 32, null)), KernelArg.i32(33)));
            return (Map<String, Object>) r.results().get("fermi-l1").section().get("total");
        }
    }

    @Test
    void sixEntriesPerWarpMeanFiveStallsForThirtyTwoMisses() {
        // 32 requests go out 6 at a time (6 + 6 + 6 + 6 + 6 + 2): the warp is refused 5 times, and each refused
        // request is counted once, when it is accepted
        Map<String, Object> t = total(Map.of());
        assertEquals(5L, t.get("mshrStalls"));
        assertEquals(32L, t.get("loadRequests"));
        assertEquals(32L, ((Map<?, ?>) t.get("misses")).get("compulsory"));
        assertEquals(1.0, (Double) t.get("profilerMissRate"));
    }

    @Test
    void theSmLimitAppliesWhenTheWarpHasNone() {
        // no per-warp limit, 8 entries in the SM: 8 + 8 + 8 + 8, three refusals
        assertEquals(3L, total(Map.of("mshrsPerWarp", "0", "mshrs", "8")).get("mshrStalls"));
        assertEquals(0L, total(Map.of("mshrsPerWarp", "0")).get("mshrStalls"));
    }

    @Test
    void aSettingForAMechanismThePresetLacksIsAnError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GpuPreset.resolve("gtx480-16k", Map.of("sharedCarveout", "16k")));
        assertTrue(e.getMessage().contains("sharedCarveout"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> GpuPreset.resolve("h100", Map.of("fetchGroupSize", "4")));
        assertTrue(e.getMessage().contains("fetchGroupSize") && e.getMessage().contains("two-level"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> GpuPreset.resolve("gtx480", Map.of("sectorSize", "32")));
        assertTrue(e.getMessage().contains("sectorSize"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> GpuPreset.resolve("gtx470-48k", Map.of("l1Reserve", "8k")));
        assertTrue(e.getMessage().contains("l1Reserve") && e.getMessage().contains("unifiedSize=0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> GpuPreset.resolve("h100", Map.of("sharedCarveout", "256k")));
        assertTrue(e.getMessage().contains("sharedCarveout") && e.getMessage().contains("at least 4 KB"), e.getMessage());
        // the same keys where they apply
        assertEquals(16 * 1024, GpuPreset.resolve("h100", Map.of("sharedCarveout", "16k")).forKernel(8, 0).sharedCarveout());
        assertEquals(240 * 1024, GpuPreset.resolve("h100", Map.of("sharedCarveout", "16k")).forKernel(8, 0).l1Bytes());
        // 224 KB less 16 KB reserved: 208 KB of 128-byte lines
        assertEquals(1664, GpuPreset.resolve("h100", Map.of("l1Reserve", "16k")).forKernel(8, 0).lineBudget());
    }
}
