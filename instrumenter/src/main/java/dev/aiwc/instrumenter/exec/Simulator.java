package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Partial;
import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.collector.PortableRun;
import dev.aiwc.api.descriptor.AddressSpace;
import dev.aiwc.api.descriptor.BufferInfo;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.VirtualAddress;
import dev.aiwc.api.result.CollectorResult;
import dev.aiwc.api.result.CollectorTime;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.KernelParam;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.PipelineRun;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.frontend.LoadedProgram;
import dev.aiwc.instrumenter.frontend.OptLevel;
import dev.aiwc.instrumenter.frontend.ProgramLoader;
import dev.aiwc.instrumenter.groups.GroupShare;
import dev.aiwc.instrumenter.groups.PieceFile;
import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.KernelArgInfo;
import dev.aiwc.instrumenter.ir.Parameter;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * The simulated OpenCL device. Programs are compiled with clang (or read as LLVM IR), kernels are decoded once
 * and interpreted work-group by work-group on worker threads, and every launch streams its instrumented trace
 * to the configured collectors. A program is compiled once per compile pipeline ({@link Pipeline}) that a collector
 * counts, and a launch runs once per pipeline, see {@link #launch}.
 *
 * <p>Memory layout: device buffers are numbered from 1 in creation order; a buffer bound to a {@code __global}
 * parameter is addressed in the global space, one bound to a {@code __constant} parameter in the constant space,
 * both with that number. Program-scope {@code __constant}/{@code __global} variables follow the buffers.
 * {@code __local} arguments are numbered from 1 in argument order, then the kernel's {@code __local} variables.
 */
public final class Simulator implements ComputeDevice {
    /**
     * Ranges of work-groups per launch: collectors get one partial per range. The count depends on the launch alone,
     * never on the thread count, so results are the same for any thread count: up to {@code MIN_RANGES}, one group
     * a range; past that, {@code GROUPS_PER_RANGE} groups a range, up to {@code MAX_RANGES}. Large launches get
     * more, smaller ranges so that 16 threads finish together: on a 16-core host, mm N=512 (1,024 groups) at 16
     * threads launched in 0.43 s with 256 ranges against 0.50 s with 64 (histogram) and 1.12 s against 1.24 s
     * (aiwc), medians of two rounds of 3, while one thread was not slower (aiwc 10.9 s against 11.2 s).
     */
    static final int MIN_RANGES = 64;
    static final int MAX_RANGES = 256;
    static final int GROUPS_PER_RANGE = 4;

    private final SimulatorConfig config;
    private final List<SimBuffer> buffers = new ArrayList<>();
    private final Map<String, Integer> invocations = new HashMap<>();
    private long lastInstructions;
    private volatile LaunchProgress progress;
    /** {@code aiwc run --groups I/N}: the piece this process runs and writes instead of finishing (null: whole). */
    private PieceFile.Writer piece;
    /** The merge of a split launch: the pieces whose partials replace the simulation (null: simulate). */
    private PieceFile.Reader pieces;

    /** Kernels whose blocks were compiled to JVM bytecode in this process so far (see {@link SimulatorConfig#compile}). */
    public static int compiledKernels() {
        return BlockCompiler.compiledCount();
    }

    public Simulator(SimulatorConfig config) {
        this.config = config;
    }

    public SimulatorConfig config() {
        return config;
    }

    /** Reports the progress of every launch pass that runs long enough (null: none, the default). */
    public void reportProgress(LaunchProgress progress) {
        this.progress = progress;
    }

    /**
     * Runs only piece {@code writer.share()} of the next launch and writes its collectors' partials to
     * {@code writer} instead of finishing them (results are null); every collector must be a {@link PortableRun}.
     */
    public void writePiece(PieceFile.Writer writer) {
        this.piece = writer;
    }

    /**
     * Characterises the next launch from the partials of its pieces instead of simulating it: the runs merge them
     * in range order, as they merge a whole launch's, and finish.
     */
    public void mergePieces(PieceFile.Reader reader) {
        this.pieces = reader;
    }

    @Override
    public String describe() {
        return "aiwc simulated OpenCL device (" + config.threads() + " worker thread"
                + (config.threads() == 1 ? "" : "s") + ")";
    }

    // ---------------------------------------------------------------- programs

    /** One compile of a program: the parsed module under one optimisation level, and its decoded kernels. */
    static final class Build {
        final LoadedProgram loaded;
        private final String sourceName;
        private final Map<String, DecodedKernel> decoded = new HashMap<>();

        Build(LoadedProgram loaded, String sourceName) {
            this.loaded = loaded;
            this.sourceName = sourceName;
        }

        synchronized DecodedKernel decode(String kernel) {
            return decoded.computeIfAbsent(kernel, k -> KernelDecoder.decode(loaded.module(), k, sourceName));
        }
    }

    /**
     * A built program: the build of the characterisation level ({@code --opt}), which defines its kernels and their
     * parameters, and the builds of the other levels that collectors need.
     */
    static final class SimProgram implements ProgramHandle {
        final Path source;
        final String options;
        final LoadedProgram loaded;
        private final Map<OptLevel, Build> builds = new EnumMap<>(OptLevel.class);
        private final Map<String, List<KernelParam>> params = new java.util.concurrent.ConcurrentHashMap<>();

        SimProgram(Path source, String options, OptLevel level, LoadedProgram loaded) {
            this.source = source;
            this.options = options;
            this.loaded = loaded;
            builds.put(level, new Build(loaded, source.toString()));
        }

        /**
         * The program compiled at {@code level}, compiled on first use. LLVM IR input has one build whatever the
         * level: it is simulated as it was given.
         */
        synchronized Build build(OptLevel level) {
            Build b = builds.get(level);
            if (b == null) {
                b = source.toString().endsWith(".ll") ? builds.values().iterator().next()
                        : new Build(ProgramLoader.loadProgram(source, options, level), source.toString());
                builds.put(level, b);
            }
            return b;
        }

        /** The levels this program has been compiled at so far. */
        synchronized java.util.Set<OptLevel> levels() {
            return java.util.Set.copyOf(builds.keySet());
        }

        public Path source() {
            return source;
        }

        public String buildOptions() {
            return options;
        }

        public List<String> kernels() {
            return loaded.module().kernels().stream().map(Function::name).toList();
        }

        /** The kernel's parameters; the same at every launch, so worked out at its first (a thousand launches: hmm). */
        public List<KernelParam> params(String kernel) {
            List<KernelParam> known = params.get(kernel);
            if (known != null) {
                return known;
            }
            Function f = kernelFunction(kernel);
            List<KernelParam> out = new ArrayList<>();
            KernelArgInfo info = f.argInfo();
            for (int i = 0; i < f.parameters().size(); i++) {
                out.add(paramOf(f.parameters().get(i), i, info));
            }
            params.put(kernel, List.copyOf(out));
            return params.get(kernel);
        }

        Function kernelFunction(String kernel) {
            Function f = loaded.module().function(kernel);
            if (f == null || f.declaration() || !f.kernel()) {
                throw AiwcException.badInput("kernel '" + kernel + "' is not in " + source,
                        "kernels in the program: " + String.join(", ", kernels()));
            }
            return f;
        }
    }

    /** An OpenCL scalar or vector type name: signedness, element, lanes. */
    private static final java.util.regex.Pattern SCALAR_TYPE = java.util.regex.Pattern
            .compile("^(unsigned )?(char|uchar|short|ushort|int|uint|long|ulong|float|double|half|size_t|bool)(\\d*)$");

    private static KernelParam paramOf(Parameter p, int index, KernelArgInfo info) {
        String name = info != null && info.names().size() > index ? info.names().get(index) : "arg" + index;
        int space = 0;
        if (p.type() instanceof IrType.PointerType pt) {
            space = info != null && info.addressSpaces().size() > index ? info.addressSpaces().get(index)
                    : pt.addressSpace();
            if (space == 0 && pt.addressSpace() != 0) {
                space = pt.addressSpace();
            }
        }
        String typeName = info != null && info.typeNames().size() > index ? info.typeNames().get(index)
                : p.type().toString();
        String baseType = info != null && info.baseTypeNames().size() > index ? info.baseTypeNames().get(index)
                : typeName;
        String element = null;
        int width = 1;
        String bare = baseType.replace("*", "").replace("const", "").replace("volatile", "").trim();
        java.util.regex.Matcher m = SCALAR_TYPE.matcher(bare);
        if (m.matches()) {
            element = m.group(2);
            if (m.group(1) != null) {
                element = "u" + element;
            }
            if (element.equals("size_t")) {
                element = "ulong";
            }
            width = m.group(3).isEmpty() ? 1 : Integer.parseInt(m.group(3));
        }
        long bytes = p.type() instanceof IrType.PointerType ? 8 : TypeLayout.storeSize(p.type());
        if (p.type() instanceof IrType.VectorType v && v.length() == 3) {
            bytes = 4 * TypeLayout.storeSize(v.element());
        }
        return new KernelParam(name, space, typeName, element, width, bytes);
    }

    @Override
    public ProgramHandle build(Path source, String buildOptions) {
        LoadedProgram loaded = ProgramLoader.loadProgram(source, buildOptions == null ? "" : buildOptions,
                config.optLevel());
        if (loaded.module().kernels().isEmpty()) {
            throw AiwcException.badInput(source + " defines no kernel",
                    "an OpenCL program needs at least one __kernel function");
        }
        SimProgram program = new SimProgram(source, buildOptions == null ? "" : buildOptions, config.optLevel(),
                loaded);
        // the other pipelines' builds now, so that their compile errors come with the build's
        for (Pipeline p : neededPipelines()) {
            program.build(levelOf(p));
        }
        return program;
    }

    // ---------------------------------------------------------------- buffers

    record SimBuffer(int index, String name, byte[] data) implements BufferHandle {
        public long bytes() {
            return data.length;
        }
    }

    @Override
    public BufferHandle createBuffer(String name, long bytes, byte[] initial) {
        if (bytes < 0 || bytes > Integer.MAX_VALUE - 16) {
            throw AiwcException.badInput("buffer " + name + " of " + bytes + " bytes is larger than the simulator's "
                    + "2 GiB limit per buffer", "use a smaller problem size");
        }
        byte[] data = new byte[(int) bytes];
        if (initial != null) {
            System.arraycopy(initial, 0, data, 0, (int) Math.min(bytes, initial.length));
        }
        SimBuffer b = new SimBuffer(buffers.size() + 1, name, data);
        buffers.add(b);
        return b;
    }

    @Override
    public void write(BufferHandle buffer, byte[] data) {
        byte[] target = sim(buffer).data;
        System.arraycopy(data, 0, target, 0, Math.min(data.length, target.length));
    }

    @Override
    public byte[] read(BufferHandle buffer) {
        return sim(buffer).data.clone();
    }

    private SimBuffer sim(BufferHandle b) {
        if (!(b instanceof SimBuffer s) || s.index() > buffers.size() || buffers.get(s.index() - 1) != s) {
            throw new IllegalArgumentException("buffer " + b.name() + " does not belong to this device");
        }
        return s;
    }

    /** Instructions simulated by the last launch. */
    public long lastInstructions() {
        return lastInstructions;
    }

    // ---------------------------------------------------------------- launches

    /** The pipelines the selected collectors count, in the fixed pass order; none when no collector is selected. */
    private EnumSet<Pipeline> neededPipelines() {
        EnumSet<Pipeline> needed = EnumSet.noneOf(Pipeline.class);
        for (Collector c : config.collectors()) {
            needed.add(c.pipeline());
        }
        return needed;
    }

    /** The optimisation level a pipeline's pass runs: {@code --opt} for characterisation, {@link OptLevel#GPU}. */
    private OptLevel levelOf(Pipeline p) {
        return p == Pipeline.GPU ? OptLevel.GPU : config.optLevel();
    }

    /**
     * One simulation of a launch: a build of the program, the pipelines it stands for (two when {@code --opt GPU}
     * makes the characterisation build the GPU build) and the collectors, by index in the configuration, that count
     * its trace.
     */
    private record Pass(Build build, EnumSet<Pipeline> pipelines, List<Integer> collectors) {
    }

    /** The passes of a launch in pipeline order: one per distinct build that some collector needs, at least one. */
    private List<Pass> passes(SimProgram sp) {
        List<Collector> collectors = config.collectors();
        List<Pass> passes = new ArrayList<>();
        for (Pipeline p : neededPipelines()) {
            Build b = sp.build(levelOf(p));
            Pass pass = null;
            for (Pass existing : passes) {
                if (existing.build() == b) {
                    pass = existing;
                }
            }
            if (pass == null) {
                pass = new Pass(b, EnumSet.noneOf(Pipeline.class), new ArrayList<>());
                passes.add(pass);
            }
            pass.pipelines().add(p);
            for (int c = 0; c < collectors.size(); c++) {
                if (collectors.get(c).pipeline() == p) {
                    pass.collectors().add(c);
                }
            }
        }
        if (passes.isEmpty()) {
            passes.add(new Pass(sp.build(config.optLevel()), EnumSet.of(Pipeline.CHARACTERISATION), List.of()));
        }
        return passes;
    }

    /**
     * Runs a kernel once per compile pipeline that the selected collectors count (see {@link Pipeline}). The first
     * pass runs on the buffers themselves; every later pass on copies of the buffers bound to the launch, taken
     * before the first pass, so the buffers change exactly once and as the first pass left them. Later passes print
     * nothing. Results of earlier launches still held back ({@link #deferResults}) are handed over first.
     */
    @Override
    public LaunchResult launch(ProgramHandle program, String kernel, NDRange requested, List<KernelArg> args) {
        flush();
        return simulate(program, kernel, requested, args).finish();
    }

    /**
     * As {@link #launch}; while results are deferred, the collectors' finish of a launch of at most
     * {@link #DEFERRED_INSTRUCTIONS} instructions runs on a thread of its own while the host program goes on, and its
     * result is handed to {@code then} during a later launch or {@link #flush}, always in launch order and on the
     * calling thread. A launch that fails hands over the results before it first.
     */
    @Override
    public void launch(ProgramHandle program, String kernel, NDRange requested, List<KernelArg> args,
                       Consumer<LaunchResult> then) {
        if (!deferring) {
            then.accept(launch(program, kernel, requested, args));
            return;
        }
        Simulated done;
        try {
            done = simulate(program, kernel, requested, args);
        } catch (RuntimeException e) {
            try {
                flush();
            } catch (RuntimeException f) {
                e.addSuppressed(f);
            }
            throw e;
        }
        if (done.instructions > DEFERRED_INSTRUCTIONS) {
            flush();
            then.accept(done.finish());
            return;
        }
        held.add(new Held(FINISHERS.submit(done::finish), then));
        while (held.size() > HELD) {
            handOver(held.poll());
        }
    }

    /**
     * The launches whose results may wait, so that their finishes overlap later launches' simulation and each other.
     * hmm large (2,047 launches of 16 work-groups, each finish merging and summarising a million addresses) on a
     * 16-core host: 128.9 s with none, 125.0 s with one, 102.1 s with two, 101.2 and 102.5 s with four, 100.9 s with
     * eight; peak RSS 1.33-1.65 GiB throughout. Two hold the least collector state for that gain.
     */
    private static final int HELD = 2;
    /**
     * Launches larger than this finish before the call returns: a large launch's finish is a small part of its time,
     * and its collector state (up to gigabytes of per-address counts) should not wait beside the next launch's.
     */
    static final long DEFERRED_INSTRUCTIONS = 1L << 26;

    private boolean deferring;
    private final java.util.ArrayDeque<Held> held = new java.util.ArrayDeque<>();

    /** A launch whose finish runs on a finishing thread, and where its result goes. */
    private record Held(java.util.concurrent.Future<LaunchResult> result, Consumer<LaunchResult> then) {
    }

    @Override
    public void deferResults(boolean on) {
        if (!on) {
            flush();
        }
        deferring = on;
    }

    @Override
    public void flush() {
        while (!held.isEmpty()) {
            handOver(held.poll());
        }
    }

    /** Waits for a held launch's finish and hands its result over; its failure is thrown as the launch's own. */
    private void handOver(Held h) {
        LaunchResult r;
        try {
            r = h.result().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AiwcException(AiwcException.Kind.KERNEL_FAILURE, "interrupted", null, e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
        h.then().accept(r);
    }

    /** Threads that finish held launches' collector runs (see {@link #daemonPool}). */
    private static final java.util.concurrent.ExecutorService FINISHERS = daemonPool("aiwc-finish-");

    /**
     * A launch whose passes have run, the buffers as it leaves them; {@link #finish} finishes the collector runs of
     * the passes that were simulated whole and makes the result.
     */
    private final class Simulated {
        private final long start;
        private final String kernel;
        private final int invocation;
        private final NDRange range;
        /** The passes simulated whole, in pass order: their runs are to finish. */
        private final List<Unfinished> unfinished = new ArrayList<>();
        private final CollectorResult[] results;
        private final CollectorTime[] times;
        private final Map<Pipeline, PipelineRun> pipelines = new EnumMap<>(Pipeline.class);
        private final Bound first;
        private long instructions;
        private InvocationInfo info;
        private double pieceSeconds;

        Simulated(long start, String kernel, int invocation, NDRange range, Bound first) {
            this.start = start;
            this.kernel = kernel;
            this.invocation = invocation;
            this.range = range;
            this.first = first;
            this.results = new CollectorResult[config.collectors().size()];
            this.times = new CollectorTime[results.length];
        }

        LaunchResult finish() {
            for (Unfinished u : unfinished) {
                List<Integer> mine = u.pass().collectors();
                try {
                    for (int c = 0; c < u.runs().length; c++) {
                        long t0 = System.nanoTime();
                        results[mine.get(c)] = u.runs()[c].finish();
                        u.mergeNanos()[c] += System.nanoTime() - t0;
                        times[mine.get(c)] = new CollectorTime(u.traceNanos()[c] / 1e9, u.mergeNanos()[c] / 1e9);
                    }
                } catch (AiwcException e) {
                    throw inPass(u.pass(), e);
                }
            }
            List<Collector> collectors = config.collectors();
            Map<String, CollectorResult> resultMap = new LinkedHashMap<>();
            Map<String, CollectorTime> timeMap = new LinkedHashMap<>();
            Map<String, Pipeline> collectorPipelines = new LinkedHashMap<>();
            for (int c = 0; c < collectors.size(); c++) {
                resultMap.put(collectors.get(c).name(), results[c]);
                timeMap.put(collectors.get(c).name(), times[c]);
                collectorPipelines.put(collectors.get(c).name(), collectors.get(c).pipeline());
            }
            // a merged launch took the pieces' simulation time and the merge's own
            double seconds = (System.nanoTime() - start) / 1e9 + pieceSeconds;
            return new LaunchResult(kernel, invocation, range, seconds, instructions, first.kernel().descriptor, info,
                    resultMap, timeMap, pipelines, collectorPipelines);
        }
    }

    /** A pass simulated whole: its collector runs, to finish, and their trace and merge times so far. */
    private record Unfinished(Pass pass, CollectorRun<?>[] runs, long[] traceNanos, long[] mergeNanos) {
    }

    /** A failure in a pass, said to be in the gpu pipeline's pass where only that pipeline's IR failed. */
    private static AiwcException inPass(Pass pass, AiwcException e) {
        if (pass.pipelines().contains(Pipeline.CHARACTERISATION)) {
            return e;
        }
        // only the GPU pipeline's IR failed: say so, since the characterisation's may well run
        return new AiwcException(e.kind(), e.getMessage() + " (in the pass on the gpu compile pipeline's IR, "
                + pass.build().loaded.compilerDescription() + ")", e.detail(), e);
    }

    /** Runs every pass of a launch; the collector runs of passes simulated whole are left to finish. */
    private Simulated simulate(ProgramHandle program, String kernel, NDRange requested, List<KernelArg> args) {
        if (!(program instanceof SimProgram sp)) {
            throw new IllegalArgumentException("program was not built by this device");
        }
        long start = System.nanoTime();
        NDRange range = resolveLocal(requested, kernel);
        List<KernelParam> params = sp.params(kernel);
        if (args.size() != params.size()) {
            throw AiwcException.badInput("kernel " + kernel + " takes " + params.size() + " arguments but "
                    + args.size() + " were given", "parameters: " + describeParams(params));
        }
        List<Pass> passes = passes(sp);
        byte[][] copies = passes.size() > 1 ? boundBufferCopies(args) : null;
        List<Bound> bound = new ArrayList<>();
        for (int i = 0; i < passes.size(); i++) {
            bound.add(bind(passes.get(i).build(), kernel, params, args, i == 0 ? null : copies));
        }
        int invocation = invocations.merge(kernel, 1, Integer::sum) - 1;
        Simulated done = new Simulated(start, kernel, invocation, range, bound.get(0));
        List<InvocationInfo> infos = new ArrayList<>();
        for (int i = 0; i < passes.size(); i++) {
            infos.add(new InvocationInfo(invocation, range.dimensions(), range.global().clone(),
                    range.local().clone(), range.offset().clone(), bound.get(i).infos(), sp.options,
                    passes.get(i).build().loaded.compilerDescription()));
        }
        // a split launch starts every run first, so that a collector that cannot split is refused before any work
        List<CollectorRun<?>[]> started = piece != null || pieces != null ? startPortable(passes, bound, infos, kernel,
                range) : null;
        for (int i = 0; i < passes.size(); i++) {
            Pass pass = passes.get(i);
            Bound b = bound.get(i);
            long instructions;
            try {
                CollectorRun<?>[] runs = started != null ? started.get(i) : startRuns(pass, b, infos.get(i));
                if (pieces != null) {
                    PieceFile.PassTotals totals = mergePass(pass, range, runs, done.results, done.times);
                    instructions = totals.instructions();
                    done.pieceSeconds += totals.seconds();
                } else {
                    long[] traceNanos = new long[runs.length];
                    long[] mergeNanos = new long[runs.length];
                    instructions = runPass(pass, b, range, i == 0 ? config.printOut() : SILENT, runs, traceNanos,
                            mergeNanos, done.times);
                    if (piece == null) {
                        done.unfinished.add(new Unfinished(pass, runs, traceNanos, mergeNanos));
                    }
                }
            } catch (AiwcException e) {
                throw inPass(pass, e);
            }
            for (Pipeline p : pass.pipelines()) {
                done.pipelines.put(p, new PipelineRun(pass.build().loaded.compilerDescription(), instructions));
            }
            if (i == 0) {
                done.instructions = instructions;
                done.info = infos.get(i);
            }
        }
        if (pieces != null) {
            pieces.finish();
        }
        lastInstructions = done.instructions;
        return done;
    }

    /** Where the printf output of the passes after the first goes: the first pass printed it already. */
    private static final PrintStream SILENT = new PrintStream(OutputStream.nullOutputStream());

    /** Copies of the buffers bound to a launch, by buffer index (null where not bound). */
    private byte[][] boundBufferCopies(List<KernelArg> args) {
        byte[][] copies = new byte[buffers.size() + 1][];
        for (KernelArg a : args) {
            if (a instanceof KernelArg.Buffer buf && buf.buffer() != null) {
                SimBuffer b = sim(buf.buffer());
                if (copies[b.index()] == null) {
                    copies[b.index()] = b.data().clone();
                }
            }
        }
        return copies;
    }

    /**
     * A launch's arguments bound to one build's kernel: the memory regions, argument registers and buffer
     * descriptions a pass needs, checked before any pass runs.
     */
    private record Bound(DecodedKernel kernel, byte[][] global, byte[][] constant, long[] locals, long[] argumentSlots,
                         List<int[]> byValue, byte[][] byValueBytes, Map<Long, String> names, List<BufferInfo> infos) {
    }

    /** Binds the arguments to the kernel of {@code build}; buffers come from {@code copies} where it has them. */
    private Bound bind(Build build, String kernel, List<KernelParam> params, List<KernelArg> args, byte[][] copies) {
        DecodedKernel k = build.decode(kernel);
        Function fn = build.loaded.module().function(kernel);
        // memory regions
        int nb = buffers.size();
        int nVars = k.variables.size();
        byte[][] global = new byte[nb + nVars + 1][];
        byte[][] constant = new byte[nb + nVars + 1][];
        Map<Long, String> names = new HashMap<>();
        List<BufferInfo> infos = new ArrayList<>();
        for (SimBuffer b : buffers) {
            global[b.index()] = data(b, copies);
            names.put(LaunchState.nameKey(1, b.index()), "buffer " + b.name());
        }
        long[] argumentSlots = new long[Math.max(1, k.frameTemplate[k.kernelFunction].length)];
        System.arraycopy(k.frameTemplate[k.kernelFunction], 0, argumentSlots, 0, argumentSlots.length);
        List<int[]> byValue = new ArrayList<>();
        List<byte[]> byValueBytes = new ArrayList<>();
        List<Long> localSizes = new ArrayList<>();
        localSizes.add(0L);
        for (int i = 0; i < args.size(); i++) {
            KernelParam p = params.get(i);
            KernelArg a = args.get(i);
            IrType type = fn.parameters().get(i).type();
            int slot = k.paramSlots[k.kernelFunction][i];
            if (a instanceof KernelArg.Buffer buf) {
                    if (p.addressSpace() != 1 && p.addressSpace() != 2) {
                        throw argError(kernel, i, p, "a buffer was given");
                    }
                    if (buf.buffer() == null) {
                        argumentSlots[slot] = 0;
                        continue;
                    }
                    SimBuffer b = sim(buf.buffer());
                    AddressSpace space = p.addressSpace() == 2 ? AddressSpace.CONSTANT : AddressSpace.GLOBAL;
                    if (space == AddressSpace.CONSTANT) {
                        constant[b.index()] = data(b, copies);
                        names.put(LaunchState.nameKey(2, b.index()), "buffer " + b.name());
                    }
                    argumentSlots[slot] = VirtualAddress.make(space, b.index(), 0);
                    addInfo(infos, new BufferInfo(b.name(), space, b.index(), b.data().length));
            } else if (a instanceof KernelArg.Local loc) {
                    if (p.addressSpace() != 3) {
                        throw argError(kernel, i, p, "a __local size was given");
                    }
                    int index = localSizes.size();
                    localSizes.add(loc.bytes());
                    argumentSlots[slot] = VirtualAddress.make(AddressSpace.LOCAL, index, 0);
                    names.put(LaunchState.nameKey(3, index), "__local argument " + p.name());
                    infos.add(new BufferInfo(p.name(), AddressSpace.LOCAL, index, loc.bytes()));
            } else if (a instanceof KernelArg.Scalar sc) {
                    if (type instanceof IrType.PointerType pt) {
                        if (pt.addressSpace() != 0) {
                            throw argError(kernel, i, p, "a value was given");
                        }
                        byValue.add(new int[]{slot, byValueBytes.size()});
                        byValueBytes.add(sc.bytes());
                    } else {
                        bindScalar(kernel, i, p, type, sc.bytes(), argumentSlots, slot);
                    }
            }
        }
        // program-scope variables
        long[] variableBase = new long[nVars];
        int nextGlobal = nb + 1;
        for (int v = 0; v < nVars; v++) {
            ProgramVariable pv = k.variables.get(v);
            if (pv.space() == AddressSpace.LOCAL) {
                int index = localSizes.size();
                localSizes.add(pv.bytes());
                variableBase[v] = VirtualAddress.make(AddressSpace.LOCAL, index, 0);
                names.put(LaunchState.nameKey(3, index), "__local variable " + pv.name());
                infos.add(new BufferInfo(pv.name(), AddressSpace.LOCAL, index, pv.bytes()));
            } else {
                int index = nextGlobal++;
                byte[] data = new byte[(int) pv.bytes()];
                if (pv.initial() != null) {
                    System.arraycopy(pv.initial(), 0, data, 0, data.length);
                }
                if (pv.space() == AddressSpace.CONSTANT) {
                    constant[index] = data;
                } else {
                    global[index] = data;
                }
                variableBase[v] = VirtualAddress.make(pv.space(), index, 0);
                names.put(LaunchState.nameKey(pv.space().code, index), "variable " + pv.name());
                infos.add(new BufferInfo(pv.name(), pv.space(), index, pv.bytes()));
            }
        }
        k.relocate(variableBase);
        // the relocated addresses and constants of the kernel frame sit after the parameters
        long[] template = k.frameTemplate[k.kernelFunction];
        for (int s = 0; s < template.length; s++) {
            if (!isParamSlot(k, s)) {
                argumentSlots[s] = template[s];
            }
        }
        long[] locals = localSizes.stream().mapToLong(Long::longValue).toArray();
        return new Bound(k, global, constant, locals, argumentSlots, byValue, byValueBytes.toArray(new byte[0][]),
                names, List.copyOf(infos));
    }

    private static byte[] data(SimBuffer b, byte[][] copies) {
        return copies != null && copies[b.index()] != null ? copies[b.index()] : b.data();
    }

    /**
     * Simulates one pass with its collectors and returns the instructions it ran; adds the collectors' trace and
     * merge times to {@code traceNanos} and {@code mergeNanos} (a piece's times go to {@code times} instead). The
     * runs are left to finish.
     */
    private long runPass(Pass pass, Bound b, NDRange range, PrintStream printOut, CollectorRun<?>[] runs,
                         long[] traceNanos, long[] mergeNanos, CollectorTime[] times) {
        // the launch state is made just before the pass runs: the time limit holds for each pass
        LaunchState launch = launchState(b, range, printOut);
        if (piece != null) {
            return runPiece(pass, b, range, launch, runs, traceNanos, mergeNanos, times);
        }
        return execute(b.kernel(), launch, runs, traceNanos, mergeNanos, 0, Integer.MAX_VALUE, null);
    }

    private LaunchState launchState(Bound b, NDRange range, PrintStream printOut) {
        return new LaunchState(range, b.global(), b.constant(), b.locals(), b.argumentSlots(), b.byValue(),
                b.byValueBytes(), config.maxInstructions(), config.maxItemInstructions(), config.timeLimitSeconds(),
                printOut, b.names());
    }

    /** The runs of a pass's collectors, started for this launch. */
    private CollectorRun<?>[] startRuns(Pass pass, Bound b, InvocationInfo info) {
        List<Collector> collectors = config.collectors();
        List<Integer> mine = pass.collectors();
        CollectorRun<?>[] runs = new CollectorRun<?>[mine.size()];
        for (int c = 0; c < runs.length; c++) {
            runs[c] = collectors.get(mine.get(c)).start(b.kernel().descriptor, info, config.options());
        }
        return runs;
    }

    // ---------------------------------------------------------------- split launches (aiwc run --groups I/N)

    /**
     * The runs of every pass, started before any pass runs; refuses (exit 2, naming it) a collector whose run cannot
     * write its partials, and states the launch to the piece file or checks it against the pieces.
     */
    private List<CollectorRun<?>[]> startPortable(List<Pass> passes, List<Bound> bound, List<InvocationInfo> infos,
                                                  String kernel, NDRange range) {
        List<CollectorRun<?>[]> started = new ArrayList<>();
        for (int i = 0; i < passes.size(); i++) {
            CollectorRun<?>[] runs = startRuns(passes.get(i), bound.get(i), infos.get(i));
            for (int c = 0; c < runs.length; c++) {
                if (!(runs[c] instanceof PortableRun<?>)) {
                    throw AiwcException.badInput("collector " + config.collectors().get(passes.get(i).collectors()
                                    .get(c)).name() + " cannot split a launch over processes: its run does not write"
                                    + " its partials (dev.aiwc.api.collector.PortableRun)",
                            "run it without --groups, or leave it out of --collectors for the split run");
                }
            }
            started.add(runs);
        }
        long groups = 1;
        for (int d = 0; d < 3; d++) {
            groups *= range.global()[d] / range.local()[d];
        }
        int ranges = rangeCount(groups);
        String nd = "global " + Arrays.toString(range.global()) + " local " + Arrays.toString(range.local())
                + " offset " + Arrays.toString(range.offset());
        if (piece != null) {
            piece.launch(kernel, nd, groups, ranges);
        } else {
            pieces.launch(kernel, nd, groups, ranges);
        }
        return started;
    }

    static int rangeCount(long groups) {
        return (int) Math.min(groups, Math.max(MIN_RANGES, Math.min(MAX_RANGES, groups / GROUPS_PER_RANGE)));
    }

    private List<String> names(Pass pass) {
        List<String> names = new ArrayList<>();
        for (int c : pass.collectors()) {
            names.add(config.collectors().get(c).name());
        }
        return names;
    }

    /**
     * Runs this process's piece of a pass and writes its partials in range order. A kernel whose work-groups must
     * run in order (a global atomic whose result it uses) first replays the groups before the piece, untraced and
     * silent, so that its memory is as one process leaves it there.
     */
    private long runPiece(Pass pass, Bound b, NDRange range, LaunchState launch, CollectorRun<?>[] runs,
                          long[] traceNanos, long[] mergeNanos, CollectorTime[] times) {
        long t0 = System.nanoTime();
        GroupShare share = piece.share();
        long groups = launch.groupCount();
        int ranges = rangeCount(groups);
        int firstRange = share.firstRange(ranges);
        int endRange = share.endRange(ranges);
        DecodedKernel k = b.kernel();
        if (k.orderedAtomics && firstRange > 0) {
            LaunchState replay = launchState(b, range, SILENT);
            GroupExecutor ex = new GroupExecutor(k, replay, false, config.compile() ? k.compiled() : null);
            ex.setPartials(new Partial[0]);
            long before = groups * firstRange / ranges;
            for (long g = 0; g < before; g++) {
                ex.runGroup(g, replay.budget - ex.executed());
            }
        }
        piece.pass(names(pass));
        long instructions = execute(k, launch, runs, traceNanos, mergeNanos, firstRange, endRange,
                (r, ps) -> {
                    byte[][] bytes = new byte[runs.length][];
                    for (int c = 0; c < runs.length; c++) {
                        bytes[c] = written(runs[c], ps[c]);
                    }
                    piece.range(r, bytes);
                });
        piece.passEnd(instructions, (System.nanoTime() - t0) / 1e9);
        List<Integer> mine = pass.collectors();
        for (int c = 0; c < runs.length; c++) {
            times[mine.get(c)] = new CollectorTime(traceNanos[c] / 1e9, mergeNanos[c] / 1e9);
        }
        return instructions;
    }

    /** Merges the pieces' partials of a pass in range order, then finishes the runs. */
    private PieceFile.PassTotals mergePass(Pass pass, NDRange range, CollectorRun<?>[] runs,
                                           CollectorResult[] results, CollectorTime[] times) {
        pieces.pass(names(pass));
        long groups = 1;
        for (int d = 0; d < 3; d++) {
            groups *= range.global()[d] / range.local()[d];
        }
        int ranges = rangeCount(groups);
        long[] mergeNanos = new long[runs.length];
        for (int r = 0; r < ranges; r++) {
            byte[][] bytes = pieces.range(r, runs.length);
            for (int c = 0; c < runs.length; c++) {
                long t0 = System.nanoTime();
                readAndMerge(runs[c], bytes[c], config.collectors().get(pass.collectors().get(c)).name(), r);
                mergeNanos[c] += System.nanoTime() - t0;
            }
        }
        PieceFile.PassTotals totals = pieces.passEnd();
        List<Integer> mine = pass.collectors();
        for (int c = 0; c < runs.length; c++) {
            long t0 = System.nanoTime();
            results[mine.get(c)] = runs[c].finish();
            mergeNanos[c] += System.nanoTime() - t0;
            times[mine.get(c)] = new CollectorTime(0, mergeNanos[c] / 1e9);
        }
        return totals;
    }

    /** A finished partial as its run writes it; the cast holds, for every partial of a run is its newPartial's. */
    @SuppressWarnings("unchecked")
    private static <P extends Partial> byte[] written(CollectorRun<P> run, Partial partial) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            ((PortableRun<P>) run).writePartial((P) partial, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Reads a partial its run wrote and merges it; a reader that leaves bytes unread or wants more is refused. */
    @SuppressWarnings("unchecked")
    private static <P extends Partial> void readAndMerge(CollectorRun<P> run, byte[] bytes, String collector,
                                                         int range) {
        ByteArrayInputStream in = new ByteArrayInputStream(bytes);
        P partial;
        try {
            partial = ((PortableRun<P>) run).readPartial(new DataInputStream(in));
        } catch (IOException e) {
            throw AiwcException.badInput("the partial of collector " + collector + " for range " + range
                    + " cannot be read: " + e, "run its piece again with this version of aiwc");
        }
        if (in.available() != 0) {
            throw AiwcException.badInput("the partial of collector " + collector + " for range " + range + " has "
                    + in.available() + " unread bytes", "run its piece again with this version of aiwc");
        }
        run.merge(partial);
    }

    private static void addInfo(List<BufferInfo> infos, BufferInfo b) {
        for (BufferInfo existing : infos) {
            if (existing.space() == b.space() && existing.index() == b.index()) {
                return;
            }
        }
        infos.add(b);
    }

    private static boolean isParamSlot(DecodedKernel k, int slot) {
        int[] ps = k.paramSlots[k.kernelFunction];
        int[] pl = k.paramLanes[k.kernelFunction];
        for (int i = 0; i < ps.length; i++) {
            if (slot >= ps[i] && slot < ps[i] + pl[i]) {
                return true;
            }
        }
        return false;
    }

    private static AiwcException argError(String kernel, int i, KernelParam p, String given) {
        String expected = switch (p.addressSpace()) {
            case 1 -> "a __global buffer";
            case 2 -> "a __constant buffer";
            case 3 -> "a __local size";
            default -> "a value of " + p.valueBytes() + " bytes (" + p.typeName() + ")";
        };
        return AiwcException.badInput("argument " + i + " (" + p.name() + ") of kernel " + kernel + " expects "
                + expected + " but " + given, "parameter type: " + p.typeName());
    }

    private static String describeParams(List<KernelParam> params) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < params.size(); i++) {
            sb.append(i > 0 ? ", " : "").append(params.get(i).typeName()).append(' ').append(params.get(i).name());
        }
        return sb.toString();
    }

    private static void bindScalar(String kernel, int i, KernelParam p, IrType type, byte[] bytes, long[] slots,
                                   int slot) {
        long size = p.valueBytes();
        if (bytes.length != size && !(type instanceof IrType.VectorType v && v.length() == 3
                && bytes.length == 3 * TypeLayout.storeSize(v.element()))) {
            throw AiwcException.badInput("argument " + i + " (" + p.name() + ") of kernel " + kernel + " is "
                    + bytes.length + " bytes but the parameter (" + p.typeName() + ") takes " + size,
                    "give a value of the parameter's type");
        }
        ByteBuffer bb = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (type instanceof IrType.VectorType v) {
            long es = TypeLayout.storeSize(v.element());
            int kind = StorageKind.of(v.element());
            for (int l = 0; l < v.length(); l++) {
                slots[slot + l] = readScalar(bb, (int) (l * es), kind);
            }
        } else {
            slots[slot] = readScalar(bb, 0, StorageKind.of(type));
        }
    }

    private static long readScalar(ByteBuffer bb, int at, int kind) {
        return switch (kind) {
            case StorageKind.I1 -> bb.get(at) & 1;
            case StorageKind.I8 -> bb.get(at);
            case StorageKind.I16 -> bb.getShort(at);
            case StorageKind.U16 -> bb.getShort(at) & 0xFFFF;
            case StorageKind.I32 -> bb.getInt(at);
            default -> bb.getLong(at);
        };
    }

    private NDRange resolveLocal(NDRange r, String kernel) {
        long[] local = r.local();
        if (local == null) {
            local = new long[]{1, 1, 1};
            long budget = 256;
            for (int d = 0; d < r.dimensions(); d++) {
                long best = 1;
                for (long c = 1; c <= Math.min(budget, r.global()[d]); c++) {
                    if (r.global()[d] % c == 0) {
                        best = c;
                    }
                }
                local[d] = best;
                budget /= best;
            }
        }
        long items = 1;
        for (int d = 0; d < 3; d++) {
            if (local[d] <= 0 || r.global()[d] <= 0) {
                throw AiwcException.badInput("kernel " + kernel + ": sizes must be positive (" + r + ")",
                        "give global and local sizes of at least 1 in every dimension");
            }
            if (r.global()[d] % local[d] != 0) {
                throw AiwcException.badInput("kernel " + kernel + ": global size " + r.global()[d]
                                + " is not a multiple of local size " + local[d] + " in dimension " + d,
                        "OpenCL 1.2 requires each global size to be a multiple of the local size");
            }
            items *= local[d];
        }
        if (items > 65536) {
            throw AiwcException.badInput("kernel " + kernel + ": a work-group of " + items
                    + " work-items is larger than the simulator allows (65536)", "use a smaller local size");
        }
        return new NDRange(r.dimensions(), r.global(), local, r.offset());
    }

    /**
     * Runs every work-group, in ranges, on the worker threads; returns the instructions executed. Adds each
     * collector's trace-consuming time (all threads) to {@code traceNanos} and its merge time to {@code mergeNanos}.
     */
    private long execute(DecodedKernel k, LaunchState launch, CollectorRun<?>[] runs, long[] traceNanos,
                         long[] mergeNanos, int firstRange, int endRange, RangeSink sink) {
        long groups = launch.groupCount();
        int ranges = rangeCount(groups);
        int lastRange = Math.min(ranges, endRange);
        int threads = k.orderedAtomics ? 1 : Math.max(1, Math.min(config.threads(), lastRange - firstRange));
        boolean tracing = runs.length > 0;
        AtomicInteger nextRange = new AtomicInteger(firstRange);
        AtomicLong total = new AtomicLong();
        Partial[][] finished = new Partial[ranges][];
        int[] merged = {firstRange};
        // one worker at a time merges, outside the lock: the others deposit their partials and go on running ranges
        boolean[] merging = {false};
        // ranges claimed but not yet merged, at most: bounds the partials that wait, as the old blocking merge did
        int backlog = 2 * threads;
        Object lock = new Object();
        Throwable[] failure = {null};
        CompiledBlocks compiled = config.compile() ? k.compiled() : null;
        LaunchProgress shown = progress;
        LaunchProgress.Reporter reporter = shown == null ? null : shown.start(k.name, groups);
        AtomicLong groupsDone = reporter == null ? new AtomicLong() : reporter.groupsDone;
        // the failure reported is the lowest range's that failed; ranges are claimed in order and every range below a
        // failed one still runs, so it is the failure one thread would meet first, whatever the thread count
        int[] failedRange = {Integer.MAX_VALUE};
        Runnable worker = () -> {
            GroupExecutor ex = new GroupExecutor(k, launch, tracing, compiled);
            int r = -1;
            try {
                while (true) {
                    synchronized (lock) {
                        while (nextRange.get() < lastRange && nextRange.get() - merged[0] >= backlog
                                && failure[0] == null) {
                            lock.wait();
                        }
                    }
                    r = nextRange.getAndIncrement();
                    if (r >= lastRange) {
                        break;
                    }
                    synchronized (lock) {
                        // a range below the failed one still runs: it may fail first, as it would on one thread
                        if (failure[0] != null && r > failedRange[0]) {
                            break;
                        }
                    }
                    long first = groups * r / ranges;
                    long end = groups * (r + 1) / ranges;
                    Partial[] partials = new Partial[runs.length];
                    for (int c = 0; c < runs.length; c++) {
                        partials[c] = runs[c].newPartial(first, end - first);
                    }
                    ex.setPartials(partials);
                    for (long g = first; g < end; g++) {
                        long before = ex.executed();
                        ex.runGroup(g, launch.budget - total.get());
                        total.addAndGet(ex.executed() - before);
                        groupsDone.incrementAndGet();
                    }
                    ex.rangeDone();
                    synchronized (lock) {
                        finished[r] = partials;
                    }
                    // Merge every range that is next in order, unless another worker is merging: it will find this
                    // one when it looks again. The lock is not held while a collector merges, so a worker finishing
                    // a range meanwhile deposits it and goes on (a merge holding the lock stalled every worker that
                    // finished during it: on 16 threads aiwc's merges were then serial time).
                    while (true) {
                        int m;
                        Partial[] ps;
                        synchronized (lock) {
                            if (merging[0] || failure[0] != null || merged[0] >= lastRange
                                    || finished[merged[0]] == null) {
                                break;
                            }
                            merging[0] = true;
                            m = merged[0];
                            ps = finished[m];
                            finished[m] = null;
                        }
                        r = m; // a collector failing in the merge is reported against the range merged
                        try {
                            if (sink != null) {
                                sink.range(m, ps);
                            } else {
                                for (int c = 0; c < runs.length; c++) {
                                    long t0 = System.nanoTime();
                                    mergeInto(runs[c], ps[c]);
                                    mergeNanos[c] += System.nanoTime() - t0;
                                }
                            }
                        } finally {
                            synchronized (lock) {
                                merged[0] = m + 1;
                                merging[0] = false;
                                lock.notifyAll();
                            }
                        }
                    }
                }
            } catch (Throwable t) {
                synchronized (lock) {
                    if (failure[0] == null || r < failedRange[0]) {
                        failure[0] = t;
                        failedRange[0] = r;
                    }
                    lock.notifyAll(); // workers waiting for the backlog to shrink stop waiting
                }
            }
            synchronized (lock) {
                for (int c = 0; c < runs.length; c++) {
                    traceNanos[c] += ex.acceptNanos(c);
                }
            }
        };
        try {
            runWorkers(worker, threads);
        } finally {
            if (reporter != null) {
                reporter.close();
            }
        }
        if (failure[0] != null) {
            if (failure[0] instanceof AiwcException ae) {
                throw ae;
            }
            if (failure[0] instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(failure[0]);
        }
        return total.get();
    }

    /** Where a piece's finished ranges go instead of their merge: called in range order, under the merge lock. */
    private interface RangeSink {
        void range(int range, Partial[] partials);
    }

    /** Merges a partial into the run that made it: the cast holds, for every partial of a run is its newPartial's. */
    @SuppressWarnings("unchecked")
    private static <P extends Partial> void mergeInto(CollectorRun<P> run, Partial partial) {
        run.merge((P) partial);
    }

    /**
     * Threads that run launches' workers, kept between launches: starting a launch's threads anew cost each of
     * thousands of small launches (hmm) a thread start per worker, serially on the launching thread.
     */
    private static final java.util.concurrent.ExecutorService WORKERS = daemonPool("aiwc-worker-");

    /**
     * A pool of daemon threads named {@code prefix} and a number: an idle pool never keeps the process alive, and a
     * thread idle for a minute ends.
     */
    private static java.util.concurrent.ExecutorService daemonPool(String prefix) {
        AtomicInteger made = new AtomicInteger();
        return java.util.concurrent.Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, prefix + made.getAndIncrement());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Runs {@code worker} on {@code threads} threads, this one among them, and waits for them all. The worker catches
     * what it throws; a thread that cannot be had fails the launch.
     */
    private static void runWorkers(Runnable worker, int threads) {
        java.util.concurrent.Future<?>[] others = new java.util.concurrent.Future<?>[threads - 1];
        for (int t = 0; t < others.length; t++) {
            others[t] = WORKERS.submit(worker);
        }
        worker.run();
        for (java.util.concurrent.Future<?> f : others) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AiwcException(AiwcException.Kind.KERNEL_FAILURE, "interrupted", null, e);
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
    }

    @Override
    public void close() {
        buffers.clear();
    }
}
