package dev.aiwc.dwarfs.catalogue;

/**
 * The Berkeley dwarfs (Asanovic et al., "The Landscape of Parallel Computing Research", 2006) that the suite covers,
 * with the lower-case names the suite prints. The other three (unstructured grids, backtrack and branch-and-bound,
 * finite-state machines) have OpenDwarfs programs that the suite does not drive.
 */
public enum BerkeleyDwarf {
    DENSE_LINEAR_ALGEBRA("dense linear algebra"),
    SPARSE_LINEAR_ALGEBRA("sparse linear algebra"),
    SPECTRAL_METHODS("spectral methods"),
    N_BODY_METHODS("n-body methods"),
    STRUCTURED_GRIDS("structured grids"),
    COMBINATIONAL_LOGIC("combinational logic"),
    GRAPH_TRAVERSAL("graph traversal"),
    DYNAMIC_PROGRAMMING("dynamic programming"),
    MAPREDUCE("mapreduce"),
    GRAPHICAL_MODELS("graphical models");

    private final String label;

    BerkeleyDwarf(String label) {
        this.label = label;
    }

    /** The name as the suite prints it, e.g. {@code dense linear algebra}. */
    public String label() {
        return label;
    }
}
