package dev.aiwc.reports.dataset;

import dev.aiwc.api.result.Characterisation;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DatasetSchemaTest {

    static List<String> schema(List<Characterisation> rows) throws Exception {
        StringWriter out = new StringWriter();
        DatasetSchema.write(rows, DatasetRollupTest.DESCRIPTORS, out);
        return List.of(out.toString().split("\n"));
    }

    @Test
    void everyRowNamesTheVersionAndTheIdentityColumnsComeFirst() throws Exception {
        List<String> lines = schema(List.of(DatasetRollupTest.lud("tiny", 0, 100L, 7L, 10, 2.0, 5, 3)));
        assertEquals(DatasetSchema.HEADER, lines.get(0));
        for (String line : lines.subList(1, lines.size())) {
            assertTrue(line.startsWith("aiwc-dataset/2,"), line);
        }
        for (int i = 0; i < DatasetIdentity.COLUMNS.size(); i++) {
            assertEquals(DatasetIdentity.COLUMNS.get(i), lines.get(1 + i).split(",")[1]);
        }
        // the six the tidy file repeats are in every file; the others in the wide one (joined on launch)
        assertTrue(lines.contains("aiwc-dataset/2,gx,identity,integer,work-items,,,wide,\"global size, x\""));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("aiwc-dataset/2,launch,identity,text,,,,all,")));
    }

    @Test
    void aMetricRowCarriesItsDescriptorsUnitDirectionAndAggregationAndWhereItAppears() throws Exception {
        List<String> lines = schema(List.of(DatasetRollupTest.lud("tiny", 0, 100L, 7L, 10, 2.0, 5, 3)));
        assertTrue(lines.contains("aiwc-dataset/2,memory.footprint,metric,number,addresses,LOWER_IS_BETTER,SUM,"
                + "tidy wide rollup,footprint"), String.join("\n", lines));
        assertTrue(lines.contains("aiwc-dataset/2,compute.opcodeHistogram.fadd,metric,number,instructions,NEITHER,SUM,"
                + "tidy wide rollup,per opcode"));
        // a setting is in the wide CSV but not combined; text is only in the tidy CSV's text column
        assertTrue(lines.contains("aiwc-dataset/2,model.smCount,metric,number,SMs,NEITHER,NONE,tidy wide,a setting"));
        assertTrue(lines.contains("aiwc-dataset/2,model.bound,metric,text,,NEITHER,NONE,tidy,text"));
    }
}
