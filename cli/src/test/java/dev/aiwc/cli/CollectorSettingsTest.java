package dev.aiwc.cli;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.Collectors;
import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How --set, --gpu and --gpu-set reach the collectors that declare the settings, and what each refusal says. */
class CollectorSettingsTest {

    private static final List<Collector> BOTH = Collectors.select("aiwc,fermi-l1,mwp-cwp");

    private static CollectorOptions route(List<Collector> selected, String gpu, List<String> gpuSet,
                                          List<String> set) {
        return CollectorSettings.route("default", selected, gpu, gpuSet, set);
    }

    @Test
    void gpuAndGpuSetReachEveryGpuModelThatHasTheKeyAndSetNamesOneAfterThem() {
        CollectorOptions o = route(BOTH, "v100", List.of("ways=8", "baseLatency=700"), List.of("mwp-cwp.ways=4"));
        // ways is a parameter of the L1 model, which both run; baseLatency is the time model's alone
        assertEquals(Map.of("gpu", "v100", "ways", "8"), o.settingsOf("fermi-l1"));
        assertEquals(Map.of("gpu", "v100", "ways", "4", "baseLatency", "700"), o.settingsOf("mwp-cwp"));
        assertEquals(Map.of(), o.settingsOf("aiwc"));
        assertTrue(CollectorSettings.modelsGpu(BOTH.get(1)) && CollectorSettings.modelsGpu(BOTH.get(2)));
        assertFalse(CollectorSettings.modelsGpu(BOTH.get(0)));
    }

    @Test
    void aGpuSetKeyOfAModelNotSelectedIsLeftUnreadAsBefore() {
        CollectorOptions o = route(Collectors.select("fermi-l1"), null, List.of("baseLatency=700"), List.of());
        assertEquals(Map.of(), o.settingsOf("fermi-l1"));
        CollectorOptions none = route(Collectors.select("aiwc"), "h100", List.of("ways=8"), List.of());
        assertEquals(Map.of(), none.settings());
    }

    @Test
    void eachRefusalNamesTheSettingAndWhatWouldBeValid() {
        List<Collector> l1 = Collectors.select("aiwc,fermi-l1");
        AiwcException key = assertThrows(AiwcException.class,
                () -> route(l1, null, List.of(), List.of("fermi-l1.wyas=8")));
        assertEquals("--set fermi-l1.wyas=8: fermi-l1 has no setting 'wyas'; did you mean ways?", key.getMessage());
        assertTrue(key.detail().startsWith("fermi-l1's settings: gpu, smCount, "), key.detail());
        AiwcException notSelected = assertThrows(AiwcException.class,
                () -> route(l1, null, List.of(), List.of("mwp-cwp.baseLatency=700")));
        assertEquals("--set mwp-cwp.baseLatency=700: mwp-cwp is not among the collectors of this run (aiwc,"
                + " fermi-l1)", notSelected.getMessage());
        AiwcException unknown = assertThrows(AiwcException.class,
                () -> route(l1, null, List.of(), List.of("fermi-l2.ways=8")));
        assertEquals("--set fermi-l2.ways=8: no collector is named 'fermi-l2'; did you mean fermi-l1?",
                unknown.getMessage());
        AiwcException bare = assertThrows(AiwcException.class, () -> route(l1, null, List.of(), List.of("ways=8")));
        assertEquals("--set ways=8 does not name a collector: --set expects COLLECTOR.KEY=VALUE", bare.getMessage());
        assertEquals("e.g. --set fermi-l1.ways=8", bare.detail());
        AiwcException none = assertThrows(AiwcException.class,
                () -> route(Collectors.select("histogram"), null, List.of(), List.of("histogram.x=1")));
        assertEquals("--set histogram.x=1: histogram has no settings", none.getMessage());
        AiwcException aiwcKey = assertThrows(AiwcException.class,
                () -> route(l1, null, List.of(), List.of("aiwc.segment-entry=64")));
        assertEquals("--set aiwc.segment-entry=64: aiwc has no setting 'segment-entry'; did you mean segment-entries?",
                aiwcKey.getMessage());
        AiwcException gpuKey = assertThrows(AiwcException.class, () -> route(l1, null, List.of("wyas=8"), List.of()));
        assertEquals("unknown --gpu-set key 'wyas'; did you mean ways?", gpuKey.getMessage());
    }

    @Test
    void theCollectorChecksItsOwnValues() {
        Collector fermi = Collectors.select("fermi-l1").get(0);
        AiwcException value = assertThrows(AiwcException.class,
                () -> CollectorSettings.check(fermi, Map.of("ways", "eight"), ""));
        assertTrue(value.getMessage().startsWith("fermi-l1: ") && value.getMessage().contains("ways=eight is not an"
                + " integer"), value.getMessage());
        AiwcException gpu = assertThrows(AiwcException.class,
                () -> CollectorSettings.check(fermi, Map.of("gpu", "a100"), " on a100"));
        assertTrue(gpu.getMessage().startsWith("fermi-l1 on a100: unknown GPU preset 'a100'; use one of gt200,"),
                gpu.getMessage());
        // a GPU without an L1 data cache has no L1 parameters to check: fermi-l1 reports that it has none
        CollectorSettings.check(fermi, Map.of("gpu", "gt200", "ways", "8"), "");
    }
}
