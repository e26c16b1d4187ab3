package dev.aiwc.dwarfs.catalogue;

import dev.aiwc.dwarfs.SizePreset;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;

/**
 * The applications of the suite, in suite order (the order runs are planned and sharded in): the one home of each
 * one's name, Berkeley dwarf, built-in kernel source, and what Extended OpenDwarfs publishes for it (program, kernel
 * file, build options, and the run script's arguments per size preset). The built-in application and the driver of
 * the original program both read their entry here.
 *
 * <p>The arguments are those of the Extended OpenDwarfs run script, opendwarf_application_parameters.py (github.com/
 * ANU-HPC/OpenDwarfs), word for word but for a trailing blank; paths in them are relative to a build directory one
 * below the checkout's root.
 */
public enum Benchmark {
    LUD("lud", BerkeleyDwarf.DENSE_LINEAR_ALGEBRA, "lud.cl",
            "lud", "dense-linear-algebra/lud/lud_kernel.cl", "-D BLOCK_SIZE=" + ProgramDefaults.BLOCK,
            "-s 80", "-s 240", "-s 1440", "-s 4096"),
    CSR("csr", BerkeleyDwarf.SPARSE_LINEAR_ALGEBRA, "spmv_csr.cl",
            "csr", "sparse-linear-algebra/SPMV/src/spmv_kernel.cl", "",
            "-i ../test/sparse-linear-algebra/SPMV/tiny", "-i ../test/sparse-linear-algebra/SPMV/small",
            "-i ../test/sparse-linear-algebra/SPMV/medium", "-i ../test/sparse-linear-algebra/SPMV/large"),
    FFT("fft", BerkeleyDwarf.SPECTRAL_METHODS, "fft_radix2.cl",
            "openclfft", "spectral-methods/OpenCLfft2/src/FFTKernels.cl", "-cl-fast-relaxed-math -D CONFIG_USE_DOUBLE=0",
            "2048", "16384", "524288", "2097152"),
    DWT2D("dwt2d", BerkeleyDwarf.SPECTRAL_METHODS, "dwt53.cl",
            "dwt2d", "spectral-methods/dwt2d/dwt2d_kernel.cl", "",
            "-l 3 ../test/spectral-methods/dwt2d/72x54-gum.ppm tiny-gum-coefficients",
            "-l 3 ../test/spectral-methods/dwt2d/200x150-gum.ppm small-gum-coefficients",
            "-l 3 ../test/spectral-methods/dwt2d/1152x864-gum.ppm medium-gum-coefficients",
            "-l 3 ../test/spectral-methods/dwt2d/3648x2736-gum.ppm large-gum-coefficients"),
    GEM("gem", BerkeleyDwarf.N_BODY_METHODS, "potential.cl",
            "gemnoui", "n-body-methods/gem/calculate_potential.cl", "",
            "../test/n-body-methods/gem/4TUT 80 1 0", "../test/n-body-methods/gem/2D3V 80 1 0",
            "../test/n-body-methods/gem/nucleosome 80 1 0", "../test/n-body-methods/gem/1KX5 80 1 0"),
    SRAD("srad", BerkeleyDwarf.STRUCTURED_GRIDS, "srad.cl",
            "srad", "structured-grids/srad/srad_kernel.cl", "",
            "80 16 0 127 0 127 0.5 1", "128 80 0 127 0 127 0.5 1", "1024 336 0 127 0 127 0.5 1",
            "2048 1024 0 127 0 127 0.5 1"),
    CRC("crc", BerkeleyDwarf.COMBINATIONAL_LOGIC, "crc32.cl",
            "crc", "combinational-logic/crc/src/crc_kernel.cl", "",
            "-i ../test/combinational-logic/crc/crc_1000x2000.txt",
            "-i ../test/combinational-logic/crc/crc_1000x16000.txt",
            "-i ../test/combinational-logic/crc/crc_1000x524000.txt",
            "-i ../test/combinational-logic/crc/crc_1000x4194304.txt"),
    BFS("bfs", BerkeleyDwarf.GRAPH_TRAVERSAL, "bfs.cl",
            "bfs", "graph-traversal/bfs/bfs_kernel.cl", "",
            "../test/graph-traversal/bfs/graph650.txt", "../test/graph-traversal/bfs/graph5376.txt",
            "../test/graph-traversal/bfs/graph172032.txt", "../test/graph-traversal/bfs/graph1048576.txt"),
    NW("nw", BerkeleyDwarf.DYNAMIC_PROGRAMMING, "needleman_wunsch.cl",
            "needle", "dynamic-programming/nw/needle_kernel.cl", "",
            "48 10", "176 10", "1008 10", "4096 10"),
    KMEANS("kmeans", BerkeleyDwarf.MAPREDUCE, "kmeans.cl",
            "kmeans", "mapreduce/kmeans/kmeans_opencl_kernel.cl", "",
            "-g -f 30 -p 256", "-g -f 30 -p 2048", "-g -f 30 -p 65600", "-g -f 30 -p 131072"),
    HMM("hmm", BerkeleyDwarf.GRAPHICAL_MODELS, "hmm_forward.cl",
            "bwa_hmm", "graphical-models/hmm/bwa_hmm_opencl.cl", "",
            "-s 8 -v s", "-s 900 -v s", "-n 1012 -s 1024 -v n", "-n 2048 -s 2048 -v n");

    private final String label;
    private final BerkeleyDwarf dwarf;
    private final String builtInSource;
    private final String program;
    private final String originalKernel;
    private final String originalOptions;
    private final List<PublishedArguments> published;

    Benchmark(String label, BerkeleyDwarf dwarf, String builtInSource, String program, String originalKernel,
              String originalOptions, String tiny, String small, String medium, String large) {
        this.label = label;
        this.dwarf = dwarf;
        this.builtInSource = builtInSource;
        this.program = program;
        this.originalKernel = originalKernel;
        this.originalOptions = originalOptions;
        this.published = List.of(PublishedArguments.parse(tiny), PublishedArguments.parse(small),
                PublishedArguments.parse(medium), PublishedArguments.parse(large));
    }

    /** The suite's name for it, used by --only and in output paths, e.g. {@code lud}, {@code nw}. */
    public String label() {
        return label;
    }

    public BerkeleyDwarf dwarf() {
        return dwarf;
    }

    /** The built-in application's OpenCL C, relative to the suite's sources: {@code <label>/<file>}. */
    public String builtInSource() {
        return label + "/" + builtInSource;
    }

    /** The executable the OpenDwarfs run script runs, e.g. {@code needle} for nw. */
    public String program() {
        return program;
    }

    /** The original program's kernel source, relative to the root of an OpenDwarfs checkout. */
    public String originalKernel() {
        return originalKernel;
    }

    /** The build options the original program adds to ocdBuildProgramFromFile's own; empty when none. */
    public String originalOptions() {
        return originalOptions;
    }

    /** The run script's arguments for a size preset. */
    public PublishedArguments published(String size) {
        return published.get(SizePreset.parse(size).ordinal());
    }

    /** The run script's arguments for a size preset, as one line. */
    public String arguments(String size) {
        return published(size).toString();
    }

    /**
     * {@code items} in suite order, given the entry each one implements; every entry must have exactly one, so that
     * a family (the built-in applications, the original drivers) cannot miss or repeat an application.
     */
    public static <T> List<T> oneEach(Collection<T> items, Function<T, Benchmark> entry) {
        List<T> ordered = new ArrayList<>();
        for (Benchmark b : values()) {
            T found = null;
            for (T item : items) {
                if (entry.apply(item) == b) {
                    if (found != null) {
                        throw new IllegalStateException(b.label + " has two implementations: " + found + ", " + item);
                    }
                    found = item;
                }
            }
            if (found == null) {
                throw new IllegalStateException(b.label + " has no implementation among " + items);
            }
            ordered.add(found);
        }
        return List.copyOf(ordered);
    }
}
