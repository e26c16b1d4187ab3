package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeyValuesTest {

    @Test
    void blanksAreDroppedTheValueMayHoldEqualsAndTheLastSettingWins() {
        Map<String, String> m = KeyValues.parse("--gpu-set", List.of(" l1.size = 48k", "note=a=b", "l1.size=16k"), "");
        assertEquals(List.of("l1.size", "note"), List.copyOf(m.keySet()));
        assertEquals("16k", m.get("l1.size"));
        assertEquals("a=b", m.get("note"));
    }

    @Test
    void everyCommandRefusesAMissingKeyInOneWordingWithExitTwo() throws Exception {
        AiwcException e = assertThrows(AiwcException.class,
                () -> KeyValues.parse("--gpu-set", List.of("=3"), "--gpu-set l1.size=48k"));
        assertEquals("--gpu-set expects KEY=VALUE, not '=3'", e.getMessage());
        for (List<String> line : List.of(List.of("l1", "nope.txt", "--gpu-set", "ways"),
                List.of("run", "nope.sim", "--gpu-set", "ways"))) {
            CliRun.Outcome o = CliRun.run(line.toArray(new String[0]));
            assertEquals(2, o.code(), o.err());
            assertTrue(o.err().contains("--gpu-set expects KEY=VALUE, not 'ways'"), line + ": " + o.err());
        }
    }
}
