package dev.aiwc.instrumenter.exec;

import dev.aiwc.api.collector.Collector;
import dev.aiwc.api.collector.CollectorOptions;
import dev.aiwc.api.collector.CollectorRun;
import dev.aiwc.api.collector.Pipeline;
import dev.aiwc.api.descriptor.InvocationInfo;
import dev.aiwc.api.descriptor.KernelDescriptor;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import dev.aiwc.instrumenter.frontend.OptLevel;
import dev.aiwc.instrumenter.frontend.ProgramLoader;
import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.Instruction;
import dev.aiwc.instrumenter.ir.IrType;
import dev.aiwc.instrumenter.ir.Module;
import dev.aiwc.instrumenter.trace.InstructionHistogramCollector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static dev.aiwc.instrumenter.exec.SimulatorTest.floats;
import static dev.aiwc.instrumenter.exec.SimulatorTest.resource;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The GPU compile pipeline and the simulator's one pass per pipeline that a selected collector counts. */
class PipelinePassesTest {

    /** The instruction histogram on the GPU pipeline's trace. */
    static final class GpuHistogram implements Collector {
        private final InstructionHistogramCollector histogram = new InstructionHistogramCollector();

        @Override
        public String name() {
            return "gpu-histogram";
        }

        @Override
        public String description() {
            return "the instruction histogram of the GPU pipeline";
        }

        @Override
        public Pipeline pipeline() {
            return Pipeline.GPU;
        }

        @Override
        public CollectorRun<?> start(KernelDescriptor kernel, InvocationInfo invocation, CollectorOptions options) {
            return histogram.start(kernel, invocation, options);
        }
    }

    private static List<Instruction> instructions(Module m, String function) {
        List<Instruction> all = new ArrayList<>();
        m.function(function).blocks().forEach(b -> all.addAll(b.instructions()));
        return all;
    }

    private static boolean privateAccess(Instruction in) {
        if (!in.opcode().equals("load") && !in.opcode().equals("store")) {
            return false;
        }
        IrType pointer = in.operand(in.opcode().equals("load") ? 0 : 1).type();
        return pointer instanceof IrType.PointerType pt && pt.addressSpace() == 0;
    }

    @Test
    void gpuPipelineInlinesTheHelperAndKeepsPrivateArraysInRegisters() {
        Module gpu = ProgramLoader.load(resource("pipelines.cl"), "", OptLevel.GPU);
        List<Instruction> relax = instructions(gpu, "relax");
        assertTrue(relax.stream().noneMatch(i -> i.opcode().equals("call") && "smooth".equals(i.calleeName())));
        assertTrue(relax.stream().noneMatch(i -> i.opcode().equals("alloca")));
        assertTrue(relax.stream().noneMatch(PipelinePassesTest::privateAccess));
        // the characterisation pipeline keeps both, which is why the GPU's instruction counts need their own pass
        Module oz = ProgramLoader.load(resource("pipelines.cl"), "", OptLevel.Oz);
        assertTrue(instructions(oz, "relax").stream()
                .anyMatch(i -> i.opcode().equals("call") && "smooth".equals(i.calleeName())));
        assertTrue(instructions(oz, "relax").stream().anyMatch(i -> i.opcode().equals("alloca")));
        assertTrue(instructions(oz, "smooth").stream().anyMatch(PipelinePassesTest::privateAccess));
    }

    /** 32 work-items in 8 groups relax data in place (data[g] = g, bias 1..8, 3 steps); returns the launch. */
    private static LaunchResult relax(int threads, OptLevel level, List<Collector> collectors, float[] dataAfter) {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withThreads(threads).withOptLevel(level)
                .withCollectors(collectors, CollectorOptions.defaults()))) {
            float[] data = new float[32];
            for (int i = 0; i < data.length; i++) {
                data[i] = i;
            }
            ProgramHandle p = sim.build(resource("pipelines.cl"), "");
            BufferHandle d = sim.createBuffer("data", 4L * data.length, floats(data));
            BufferHandle bias = sim.createBuffer("bias", 4L * 8, floats(1, 2, 3, 4, 5, 6, 7, 8));
            LaunchResult r = sim.launch(p, "relax", NDRange.of(new long[]{32}, new long[]{4}),
                    List.of(KernelArg.buffer(d), KernelArg.buffer(bias), KernelArg.i32(3)));
            System.arraycopy(SimulatorTest.toFloats(sim.read(d)), 0, dataAfter, 0, dataAfter.length);
            return r;
        }
    }

    @Test
    void buffersChangeOnceAndAsOnePipelineAloneLeavesThem() {
        float[] both = new float[32];
        float[] characterisationOnly = new float[32];
        float[] gpuOnly = new float[32];
        relax(2, OptLevel.Oz, List.of(new InstructionHistogramCollector(), new GpuHistogram()), both);
        relax(2, OptLevel.Oz, List.of(new InstructionHistogramCollector()), characterisationOnly);
        relax(2, OptLevel.Oz, List.of(new GpuHistogram()), gpuOnly);
        // work-item 0: data 0, taps (bias 1, 2 x 0, s); v = 0.25 + 0.5 v + s: 0.25, 1.375, 2.9375
        assertEquals(2.9375f, both[0]);
        assertArrayEquals(characterisationOnly, both);
        // the GPU pass on its own runs on the buffers themselves, and its IR computes the same values
        assertArrayEquals(characterisationOnly, gpuOnly);
    }

    @Test
    void eachPipelineIsCountedOnItsOwnIr() {
        LaunchResult r = relax(2, OptLevel.Oz, List.of(new InstructionHistogramCollector(), new GpuHistogram()),
                new float[32]);
        assertEquals(List.of(Pipeline.CHARACTERISATION, Pipeline.GPU), List.copyOf(r.pipelines().keySet()));
        long oz = r.pipelines().get(Pipeline.CHARACTERISATION).instructions();
        long gpu = r.pipelines().get(Pipeline.GPU).instructions();
        assertEquals(oz, r.instructions());
        assertEquals(oz, r.results().get("histogram").section().get("totalInstructions"));
        assertEquals(gpu, r.results().get("gpu-histogram").section().get("totalInstructions"));
        assertTrue(gpu < oz, gpu + " GPU-pipeline instructions, " + oz + " on Oz");
        assertTrue(r.pipelines().get(Pipeline.GPU).recipe().contains("-passes=default<O3>"));
        assertEquals(Pipeline.GPU, r.collectorPipelines().get("gpu-histogram"));
    }

    @Test
    void resultsOfBothPassesDoNotDependOnWorkerThreads() {
        List<Collector> both = List.of(new InstructionHistogramCollector(), new GpuHistogram());
        LaunchResult one = relax(1, OptLevel.Oz, both, new float[32]);
        LaunchResult four = relax(4, OptLevel.Oz, both, new float[32]);
        assertEquals(one.results(), four.results());
        assertEquals(one.pipelines(), four.pipelines());
    }

    @Test
    void gpuPipelineIsCompiledOnlyWhenACollectorCountsIt() {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults()
                .withCollectors(List.of(new InstructionHistogramCollector()), CollectorOptions.defaults()))) {
            Simulator.SimProgram p = (Simulator.SimProgram) sim.build(resource("pipelines.cl"), "");
            assertEquals(Set.of(OptLevel.Oz), p.levels());
        }
        try (Simulator sim = new Simulator(SimulatorConfig.defaults()
                .withCollectors(List.of(new GpuHistogram()), CollectorOptions.defaults()))) {
            Simulator.SimProgram p = (Simulator.SimProgram) sim.build(resource("pipelines.cl"), "");
            assertEquals(Set.of(OptLevel.Oz, OptLevel.GPU), p.levels());
        }
    }

    @Test
    void aFailureOfTheGpuPassSaysWhichPipelineFailed() {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults().withMaxInstructions(10)
                .withCollectors(List.of(new GpuHistogram()), CollectorOptions.defaults()))) {
            ProgramHandle p = sim.build(resource("pipelines.cl"), "");
            BufferHandle d = sim.createBuffer("data", 4L * 32, null);
            BufferHandle bias = sim.createBuffer("bias", 4L * 8, null);
            AiwcException e = assertThrows(AiwcException.class, () -> sim.launch(p, "relax",
                    NDRange.of(new long[]{32}, new long[]{4}),
                    List.of(KernelArg.buffer(d), KernelArg.buffer(bias), KernelArg.i32(3))));
            assertTrue(e.getMessage().contains("instruction budget of 10"), e.getMessage());
            assertTrue(e.getMessage().contains("gpu compile pipeline"), e.getMessage());
        }
    }

    @Test
    void llvmIrInputIsSimulatedAsGivenForBothPipelines() {
        try (Simulator sim = new Simulator(SimulatorConfig.defaults()
                .withCollectors(List.of(new InstructionHistogramCollector(), new GpuHistogram()),
                        CollectorOptions.defaults()))) {
            Simulator.SimProgram p = (Simulator.SimProgram) sim.build(
                    SimulatorTest.resourceDir("ir").resolve("matmul.clang16.Oz.ll"), "");
            assertSame(p.build(OptLevel.Oz), p.build(OptLevel.GPU));
        }
    }

    @Test
    void optGpuMakesOnePassForBothPipelines() {
        LaunchResult r = relax(2, OptLevel.GPU, List.of(new InstructionHistogramCollector(), new GpuHistogram()),
                new float[32]);
        assertEquals(r.pipelines().get(Pipeline.CHARACTERISATION), r.pipelines().get(Pipeline.GPU));
        assertEquals(r.results().get("histogram"), r.results().get("gpu-histogram"));
        // the same pass as the GPU pipeline's beside Oz; with only GPU collectors it is the main pass
        LaunchResult gpuOnly = relax(2, OptLevel.Oz, List.of(new GpuHistogram()), new float[32]);
        assertEquals(gpuOnly.pipelines().get(Pipeline.GPU), r.pipelines().get(Pipeline.GPU));
        assertEquals(gpuOnly.pipelines().get(Pipeline.GPU).instructions(), gpuOnly.instructions());
    }
}
