package dev.aiwc.fermil1.mwpcwp;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The inputs section of a characterisation carries every component and rebuilds the same record. */
class MwpCwpInputsTest {

    /** Every component different, some beyond the int range (Jackson reads those back as Long, the rest as Integer). */
    private static final MwpCwpInputs SAMPLE = new MwpCwpInputs(240, 256, 1024, 1920, 5_000_000_000L, 96_000, 3_000_000,
            7, 64, 128, 33, 11, 22, 44, 55, 6_000_000_000L, 2_000_000_000L, 77, 88, 0, 0, 0);

    private static Map<String, Object> throughJson(Map<String, Object> section) throws Exception {
        ObjectMapper json = new ObjectMapper();
        return json.readValue(json.writeValueAsString(section), new TypeReference<Map<String, Object>>() {
        });
    }

    @Test
    void keysAreTheRecordComponentNamesInRecordOrder() {
        List<String> names = new ArrayList<>();
        for (RecordComponent c : MwpCwpInputs.class.getRecordComponents()) {
            names.add(c.getName());
        }
        assertEquals(names, MwpCwpInputs.KEYS);
        assertEquals(names, new ArrayList<>(SAMPLE.toMap().keySet()).subList(0, names.size()));
    }

    @Test
    void toMapThroughJsonAndFromMapGivesTheSameInputs() throws Exception {
        assertEquals(SAMPLE, MwpCwpInputs.fromMap(throughJson(SAMPLE.toMap())));
    }

    @Test
    void derivedEntriesStayForReadersAndAreIgnoredOnTheWayBack() throws Exception {
        Map<String, Object> read = throughJson(SAMPLE.toMap());
        // 6e9 load transactions over 2e9 distinct ones; 88 loads in 77 block executions
        assertEquals(3.0, read.get("duplicateLoads"));
        assertEquals(88.0 / 77, (Double) read.get("independentLoads"), 1e-15);
        read.put("duplicateLoads", 99.0);
        assertEquals(SAMPLE, MwpCwpInputs.fromMap(read));
    }

    @Test
    void aMissingComponentIsNamed() {
        Map<String, Object> m = new LinkedHashMap<>(SAMPLE.toMap());
        m.remove("loadsInThoseBlocks");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MwpCwpInputs.fromMap(m));
        assertTrue(e.getMessage().contains("'loadsInThoseBlocks'"), e.getMessage());
    }

    @Test
    void aFractionalOrNegativeComponentIsRejected() {
        Map<String, Object> m = new LinkedHashMap<>(SAMPLE.toMap());
        m.put("n64", 2.5);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MwpCwpInputs.fromMap(m));
        assertTrue(e.getMessage().contains("'n64' is 2.5"), e.getMessage());
        m.put("n64", -1);
        assertThrows(IllegalArgumentException.class, () -> MwpCwpInputs.fromMap(m));
        m.put("n64", 64.0); // a whole number written as a double is fine
        assertEquals(SAMPLE, MwpCwpInputs.fromMap(m));
    }
}
