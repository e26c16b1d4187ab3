package dev.aiwc.collectors;

import dev.aiwc.api.metric.MetricDescriptor;

import java.util.ArrayList;
import java.util.List;

import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.MAX;
import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.MEAN;
import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.MIN;
import static dev.aiwc.api.metric.MetricDescriptor.Aggregation.SUM;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.HIGHER_IS_BETTER;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.LOWER_IS_BETTER;
import static dev.aiwc.api.metric.MetricDescriptor.Direction.NEITHER;

/**
 * The AIWC metric set as it describes itself: unit, direction, one-line meaning, and for the {@code default} profile
 * the published definition (source tags as in METRICS.md's Sources), what the tool computes and where it departs.
 * METRICS.md's tables are generated from this list ({@code aiwc metrics --update-doc METRICS.md}).
 *
 * <p>Directions are for comparing variants of one computation on the same input: fewer instructions and memory
 * accesses, wider SIMD and more predictable branches are better; sizes, footprints and address entropies describe
 * the data and are neither.
 */
final class AiwcMetrics {

    static final String DEFAULT_ONLY = "profile default";
    static final String AIWC_ONLY = "profile aiwc";

    private AiwcMetrics() {
    }

    static List<MetricDescriptor> descriptors() {
        List<MetricDescriptor> d = new ArrayList<>();
        // compute
        d.add(MetricDescriptor.of("compute.opcodeDiversity", "opcodes", NEITHER, MEAN,
                "Distinct LLVM opcodes that together cover 90% of executed instructions")
                .defined("the number of distinct opcodes that cover 90% of dynamic instructions [AIWC, after SB]",
                        "90% coverage of the opcode histogram", "—"));
        d.add(MetricDescriptor.of("compute.totalInstructions", "instructions", LOWER_IS_BETTER, SUM,
                "LLVM IR instructions executed by all work-items")
                .defined("total instruction count [AIWC]", "instructions executed by all work-items (ground rules)",
                        "—"));
        d.add(MetricDescriptor.of("compute.opcodeHistogram", "instructions", NEITHER, SUM,
                "Executed instructions per LLVM opcode")
                .defined("— (reported alongside [AIWC])",
                        "executions per LLVM opcode name (every call is `call`), most frequent first", "—"));
        d.add(MetricDescriptor.of("compute.callHistogram", "calls", NEITHER, SUM,
                "Calls per callee (builtins, intrinsics, kernel functions)")
                .defined("—", "calls per callee (builtin, intrinsic or program function)", "—"));
        d.add(MetricDescriptor.of("compute.freedomToReorder", "instructions", HIGHER_IS_BETTER, MEAN,
                "Mean instructions between consecutive loads/stores of a work-item (room for reordering)")
                .defined("average number of instructions between memory operations [AIWC]",
                        "per work-item, at each IR `load`/`store` (private ones included) the number of instructions"
                                + " since the previous one, itself included; the mean of these records",
                        "private accesses count as memory operations, as in the reference (they are loads and stores"
                                + " in the IR)"));
        d.add(MetricDescriptor.of("compute.resourcePressure", "IR loads and stores per work-item", LOWER_IS_BETTER,
                MEAN, "IR loads and stores executed per work-item")
                .defined("the reference's register/load-store pressure proxy [AIWC]",
                        "IR `load`/`store` instructions executed (any address space) / work-items", "—"));
        // parallelism
        MetricDescriptor.Definition ndrange = new MetricDescriptor.Definition("the NDRange [AIWC]",
                "the NDRange as executed", "—");
        d.add(MetricDescriptor.of("parallelism.workItems", "work-items", NEITHER, SUM,
                "Work-items executed").defined(ndrange));
        d.add(MetricDescriptor.of("parallelism.workGroups", "work-groups", NEITHER, SUM,
                "Work-groups executed").defined(ndrange));
        d.add(MetricDescriptor.of("parallelism.workItemsPerGroup", "work-items", NEITHER, MEAN,
                "Work-items in one work-group (product of the local size)").defined(ndrange));
        d.add(MetricDescriptor.of("parallelism.barriersHit", "arrivals", LOWER_IS_BETTER, SUM,
                "Barrier arrivals (wait_group_events included), counted once per work-item and barrier")
                .defined("total barriers hit [AIWC]",
                        "arrivals at `barrier`, `work_group_barrier` and `wait_group_events`, counted per work-item",
                        "the reference reports 0 (its callback never runs)"));
        MetricDescriptor.Definition itb = new MetricDescriptor.Definition("instructions to barrier [AIWC]",
                "each work-item's stream cut at its barriers; a piece ends at a barrier (whose call belongs to it)"
                        + " or at the end of the work-item; the smallest, largest and median piece",
                "per work-item (the reference shares one counter per group)");
        d.add(MetricDescriptor.of("parallelism.itb.min", "instructions", HIGHER_IS_BETTER, MIN,
                "Instructions to barrier: the shortest barrier-delimited piece of a work-item").defined(itb));
        d.add(MetricDescriptor.of("parallelism.itb.max", "instructions", HIGHER_IS_BETTER, MAX,
                "Instructions to barrier: the longest barrier-delimited piece of a work-item").defined(itb));
        d.add(MetricDescriptor.of("parallelism.itb.median", "instructions", HIGHER_IS_BETTER, MEAN,
                "Instructions to barrier: the median barrier-delimited piece of a work-item").defined(itb));
        MetricDescriptor.Definition ipt = new MetricDescriptor.Definition("instructions per thread [AIWC]",
                "instructions per work-item: the smallest, largest and median", "as ITB");
        d.add(MetricDescriptor.of("parallelism.ipt.min", "instructions", NEITHER, MIN,
                "Instructions of the shortest work-item (thread)").defined(ipt));
        d.add(MetricDescriptor.of("parallelism.ipt.max", "instructions", NEITHER, MAX,
                "Instructions of the longest work-item (thread)").defined(ipt));
        d.add(MetricDescriptor.of("parallelism.ipt.median", "instructions", NEITHER, MEAN,
                "Instructions of the median work-item (thread)").defined(ipt));
        d.add(MetricDescriptor.of("parallelism.loadImbalance", "instructions", LOWER_IS_BETTER, MAX,
                "Instructions of the longest minus the shortest work-item")
                .defined("—", "`ipt.max − ipt.min`", "—"));
        d.add(MetricDescriptor.of("parallelism.granularity", "1 / work-items", NEITHER, MEAN,
                "1 / work-items: larger means less data parallelism")
                .defined("`1 / workItems` [AIWC]", "the same (0 for an empty NDRange)", "—"));
        d.add(MetricDescriptor.of("parallelism.barriersPerInstruction", "1 / instructions", LOWER_IS_BETTER, MEAN,
                "(Barrier arrivals + work-items) / instructions: larger means shorter independent runs")
                .defined("barriers per instruction [AIWC]",
                        "`(barriersHit + workItems) / totalInstructions` (the end of a work-item counts as one"
                                + " synchronisation)", "—"));
        MetricDescriptor.Definition simd = new MetricDescriptor.Definition(
                "SIMD width: the vector width of each instruction's operands [AIWC]",
                "per executed instruction, the element count of the vector it stores (IR `store`, `vstoreN`,"
                        + " `vstore_halfN`, `vstorea_halfN`) or else of its vector result; 1 for scalars; the largest,"
                        + " the mean and the population SD over instructions",
                "a vector store counts its stored vector, whether written as an IR `store <4 x float>` or as"
                        + " `vstore4` (the reference counts the result type only, so every store is 1)");
        d.add(MetricDescriptor.of("parallelism.simdWidth.max", "lanes", HIGHER_IS_BETTER, MAX,
                "Widest vector of an executed instruction").defined(simd));
        d.add(MetricDescriptor.of("parallelism.simdWidth.mean", "lanes", HIGHER_IS_BETTER, MEAN,
                "Mean vector width of the executed instructions (1 for scalar code)").defined(simd));
        d.add(MetricDescriptor.of("parallelism.simdWidth.sd", "lanes", NEITHER, MEAN,
                "Population standard deviation of the executed instructions' vector widths").defined(simd));
        d.add(MetricDescriptor.of("parallelism.simdOperandSum", "lanes", NEITHER, SUM,
                "Sum of the vector widths of all executed instructions")
                .defined("the sum of SIMD widths [AIWC]", "the sum of those widths over all executed instructions",
                        "—"));
        d.add(MetricDescriptor.of("parallelism.instructionsPerSimdLane", "instructions / lane", LOWER_IS_BETTER, MEAN,
                "Instructions / SIMD operand sum (1 / mean SIMD width): 1 for purely scalar code, smaller with vectors")
                .defined("\"instructions per operand\", defined as `1 / Σ SIMD widths` [AIWC]",
                        "`totalInstructions / simdOperandSum` = 1 / mean SIMD width: 1 for scalar code, 1/4 for pure"
                                + " float4 code",
                        "**renamed**: the published quantity is the reciprocal of the operand sum alone, which says"
                                + " nothing per instruction; the tool keeps the sensible ratio under a name that says"
                                + " what it is (`instructionsPerOperand` in the `aiwc` profile)")
                .onlyIn(DEFAULT_ONLY));
        d.add(MetricDescriptor.of("parallelism.instructionsPerOperand", "instructions / lane", LOWER_IS_BETTER, MEAN,
                "Instructions / SIMD operand sum, the reference's \"instructions per operand\"").onlyIn(AIWC_ONLY));
        // memory
        d.add(MetricDescriptor.of("memory.footprint", "addresses", NEITHER, SUM,
                "Distinct addresses loaded or stored (addresses, not bytes)")
                .defined("total memory footprint: distinct addresses touched [AIWC, SB]",
                        "distinct addresses loaded or stored",
                        "all work-groups share one set of local-memory addresses, so a local address counts once"
                                + " however many groups use it"));
        d.add(MetricDescriptor.of("memory.footprint90", "addresses", NEITHER, SUM,
                "Distinct addresses that cover 90% of all accesses")
                .defined("the distinct addresses covering 90% of accesses [SB, AIWC]",
                        "90% coverage of the per-address access counts", "as `footprint`"));
        d.add(MetricDescriptor.of("memory.uniqueReads", "addresses", NEITHER, SUM, "Distinct addresses loaded")
                .defined("unique reads [AIWC]", "distinct addresses loaded", "the reference swaps the two labels"));
        d.add(MetricDescriptor.of("memory.uniqueWrites", "addresses", NEITHER, SUM, "Distinct addresses stored")
                .defined("unique writes [AIWC]", "distinct addresses stored", "the reference swaps the two labels"));
        d.add(MetricDescriptor.of("memory.uniqueReadWriteRatio", "ratio", NEITHER, MEAN,
                "Distinct loaded / distinct stored addresses")
                .defined("unique reads / unique writes [AIWC]", "`uniqueReads / uniqueWrites` (0 without stores)",
                        "—"));
        d.add(MetricDescriptor.of("memory.totalReads", "accesses", LOWER_IS_BETTER, SUM,
                "Loads from global, constant and local memory")
                .defined("total reads [AIWC]",
                        "loads (every access of the ground rules: builtins, atomics and memcpy included)", "—"));
        d.add(MetricDescriptor.of("memory.totalWrites", "accesses", LOWER_IS_BETTER, SUM,
                "Stores to global, constant and local memory")
                .defined("total writes [AIWC]",
                        "stores (every access of the ground rules: builtins, atomics and memcpy included)", "—"));
        d.add(MetricDescriptor.of("memory.readsPerReadAddress", "loads / address", NEITHER, MEAN,
                "Loads per distinct loaded address (the inverse of the paper's reread ratio)")
                .defined("\"reread ratio\": unique reads / total reads [AIWC]",
                        "`totalReads / uniqueReads`: how often a loaded address is loaded on average (≥ 1)",
                        "**renamed**: the inverse of the published ratio, named for what it computes (`rereadRatio`"
                                + " in the `aiwc` profile, which computes the same inverse)")
                .onlyIn(DEFAULT_ONLY));
        d.add(MetricDescriptor.of("memory.writesPerWrittenAddress", "stores / address", NEITHER, MEAN,
                "Stores per distinct stored address (the inverse of the paper's rewrite ratio)")
                .defined("\"rewrite ratio\": unique writes / total writes [AIWC]", "`totalWrites / uniqueWrites`",
                        "**renamed**, as above (`rewriteRatio` in `aiwc`)")
                .onlyIn(DEFAULT_ONLY));
        d.add(MetricDescriptor.of("memory.rereadRatio", "loads / address", NEITHER, MEAN,
                "Loads per distinct loaded address, as the reference computes its reread ratio").onlyIn(AIWC_ONLY));
        d.add(MetricDescriptor.of("memory.rewriteRatio", "stores / address", NEITHER, MEAN,
                "Stores per distinct stored address, as the reference computes its rewrite ratio").onlyIn(AIWC_ONLY));
        d.add(MetricDescriptor.of("memory.globalAddressEntropy", "bits", NEITHER, MEAN,
                "Entropy of the address histogram: how spread the accesses are")
                .defined("the entropy of the address stream [SB, AIWC]",
                        "entropy of the histogram of all accesses' addresses", "—"));
        d.add(MetricDescriptor.of("memory.addressEntropy[]", "bits", NEITHER, MEAN,
                "Entropy of the address histogram with n low bits skipped, element n = 0..10 (spatial locality)")
                .defined("local memory address entropy: the same entropy with the n low address bits skipped,"
                                + " n = 1..10 [SB, AIWC]",
                        "entropy of the histogram of `address >> n`, **element n = n bits skipped**, n = 0..10"
                                + " (element 0 equals `globalAddressEntropy`)",
                        "indexed like the PSL series; the `aiwc` profile's `localAddressEntropy[i]` (i + 1 bits,"
                                + " i = 0..9) is this series from element 1")
                .onlyIn(DEFAULT_ONLY));
        d.add(MetricDescriptor.of("memory.localAddressEntropy[]", "bits", NEITHER, MEAN,
                "Entropy of the address histogram with i + 1 low bits skipped, element i = 0..9").onlyIn(AIWC_ONLY));
        d.add(MetricDescriptor.of("memory.accessesBySpace.*", "accesses", NEITHER, SUM,
                "Accesses to one OpenCL address space (global, constant, local)")
                .defined("total global, local, constant memory accessed [AIWC]", "accesses per address space",
                        "every access counts (the reference: IR loads/stores only)"));
        MetricDescriptor.Definition relative = new MetricDescriptor.Definition(
                "relative local / constant memory usage [AIWC]", "local (constant) accesses / all accesses",
                "a fraction, not a percentage");
        d.add(MetricDescriptor.of("memory.relativeLocalUsage", "fraction", NEITHER, MEAN,
                "Share of accesses that go to local memory").defined(relative));
        d.add(MetricDescriptor.of("memory.relativeConstantUsage", "fraction", NEITHER, MEAN,
                "Share of accesses that go to constant memory").defined(relative));
        d.add(MetricDescriptor.of("memory.parallelSpatialLocality[]", "bits", NEITHER, MEAN,
                "Entropy of the addresses the work-items of a group touch at the same step, n low bits skipped,"
                        + " element n = 0..10")
                .defined("[PSL], below", "below; element n = n bits skipped", "below"));
        d.add(MetricDescriptor.of("memory.normedParallelSpatialLocality[]", "fraction", NEITHER, MEAN,
                "Parallel spatial locality / log2(work-items per group), element n = n bits skipped")
                .defined("PSL / its maximum [PSL]",
                        "PSL divided by `log2(workItemsPerGroup)` (0 for groups of one work-item)",
                        "the reference divides by `log2(workItemsPerGroup + 1)`"));
        // control
        d.add(MetricDescriptor.of("control.uniqueBranches", "branches", NEITHER, SUM,
                "Distinct conditional branch instructions executed")
                .defined("total unique branch instructions [AIWC]",
                        "distinct static conditional `br` instructions executed",
                        "one per branch instruction (the reference: one per source line)"));
        d.add(MetricDescriptor.of("control.branches90", "branches", NEITHER, SUM,
                "Distinct conditional branches that cover 90% of branch executions")
                .defined("the branches covering 90% of branch executions [AIWC]",
                        "90% coverage of the per-branch execution counts", "as above"));
        d.add(MetricDescriptor.of("control.yokotaEntropy", "bits", LOWER_IS_BETTER, MEAN,
                "Entropy of the distribution of 16-outcome branch history patterns (0 = one pattern)")
                .defined("branch history entropy [Y], as used by [SB]: the Shannon entropy of the distribution of"
                                + " branch history patterns",
                        "the entropy `−Σ_h q(h) log2 q(h)` of the 16-outcome history patterns h, `q(h)` the share of"
                                + " h among all histories of all branches",
                        "histories are per branch (local history, below), not one global history of the program;"
                                + " patterns of all branches are pooled"));
        d.add(MetricDescriptor.of("control.averageLinearBranchEntropy", "fraction", LOWER_IS_BETTER, MEAN,
                "Mean of 2·min(p, 1−p), p = P(taken | branch, 16-outcome history): 0 = predictable, 1 = coin flips")
                .defined("linear branch entropy [DP]: for each branch and history, `E = 2·min(p, 1−p)` with p the"
                                + " probability that the branch is taken after that history; averaged weighted by"
                                + " occurrences",
                        "for each (branch, 16-outcome history h), `p = P(taken | h)` over the outcomes that followed"
                                + " h; the mean of `2·min(p, 1−p)` weighted by the occurrences of (branch, h)", "—"));
        return List.copyOf(d);
    }
}
