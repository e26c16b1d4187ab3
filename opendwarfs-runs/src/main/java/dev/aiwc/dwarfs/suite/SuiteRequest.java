package dev.aiwc.dwarfs.suite;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.original.OpenDwarfsCheckout;
import dev.aiwc.dwarfs.original.OpenDwarfsSuite;

import java.nio.file.Path;
import java.util.List;

/**
 * The options of {@code ./aiwc suite}, as the CLI parses them.
 *
 * @param sizes      {@code --size}: tiny, small, medium, large or all (comma lists accepted); empty means all
 * @param only       {@code --only}: application names (comma lists accepted); empty means all
 * @param out        {@code --out}: where the sink writes {@code <application>/<size>/<kernel>-<n>.json}
 * @param threads    {@code --threads}: the simulator's worker threads for every run (results do not depend on it)
 * @param shard      {@code --shard I/N}
 * @param opendwarfs {@code --opendwarfs PATH}, or null for the suite's own applications
 */
public record SuiteRequest(List<String> sizes, List<String> only, Path out, int threads, Shard shard,
                           Path opendwarfs) {

    /** The applications this request draws from: the suite's own, or the drivers of the user's checkout. */
    public List<DwarfApplication> catalogue() {
        return opendwarfs == null ? Applications.all()
                : OpenDwarfsSuite.applications(OpenDwarfsCheckout.at(opendwarfs));
    }

    public SuitePlan plan() {
        return SuitePlan.of(catalogue(), sizes, only, shard == null ? Shard.WHOLE : shard);
    }
}
