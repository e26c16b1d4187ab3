package dev.aiwc.dwarfs;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.KernelParam;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import org.jocl.CL;
import org.jocl.Pointer;
import org.jocl.Sizeof;
import org.jocl.cl_command_queue;
import org.jocl.cl_context;
import org.jocl.cl_context_properties;
import org.jocl.cl_device_id;
import org.jocl.cl_kernel;
import org.jocl.cl_mem;
import org.jocl.cl_platform_id;
import org.jocl.cl_program;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal native OpenCL device for this module's tests, through JOCL on the first platform (PoCL in CI): it lets
 * the suite's kernels be checked against their Java references before the project's own native device lands.
 */
final class JoclTestDevice implements ComputeDevice {

    private final cl_context context;
    private final cl_command_queue queue;
    private final cl_device_id device;
    private final String description;
    private final Map<String, Integer> invocations = new HashMap<>();

    private record Buffer(String name, long bytes, cl_mem mem) implements BufferHandle {
    }

    private record Program(Path source, String buildOptions, cl_program program, List<String> kernels)
            implements ProgramHandle {
        @Override
        public List<KernelParam> params(String kernel) {
            throw new UnsupportedOperationException("the test device does not report kernel parameters");
        }
    }

    /** The device, or null when no OpenCL platform is present. */
    static JoclTestDevice openOrNull() {
        try {
            CL.setExceptionsEnabled(true);
            int[] n = new int[1];
            CL.clGetPlatformIDs(0, null, n);
            if (n[0] == 0) {
                return null;
            }
            return new JoclTestDevice();
        } catch (Throwable t) {
            return null;
        }
    }

    private JoclTestDevice() {
        cl_platform_id[] platforms = new cl_platform_id[1];
        CL.clGetPlatformIDs(1, platforms, null);
        cl_device_id[] devices = new cl_device_id[1];
        CL.clGetDeviceIDs(platforms[0], CL.CL_DEVICE_TYPE_ALL, 1, devices, null);
        device = devices[0];
        cl_context_properties props = new cl_context_properties();
        props.addProperty(CL.CL_CONTEXT_PLATFORM, platforms[0]);
        context = CL.clCreateContext(props, 1, devices, null, null, null);
        queue = CL.clCreateCommandQueue(context, device, 0, null);
        description = "JOCL test device: " + info(CL.CL_DEVICE_NAME);
    }

    private String info(int param) {
        long[] size = new long[1];
        CL.clGetDeviceInfo(device, param, 0, null, size);
        byte[] buf = new byte[(int) size[0]];
        CL.clGetDeviceInfo(device, param, buf.length, Pointer.to(buf), null);
        return new String(buf, 0, Math.max(0, buf.length - 1));
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public ProgramHandle build(Path source, String buildOptions) {
        String text;
        try {
            text = Files.readString(source);
        } catch (IOException e) {
            throw AiwcException.badInput("Cannot read " + source + ": " + e.getMessage());
        }
        cl_program p = CL.clCreateProgramWithSource(context, 1, new String[]{text}, null, null);
        String opts = (buildOptions == null ? "" : buildOptions) + " -I " + source.toAbsolutePath().getParent();
        try {
            CL.clBuildProgram(p, 0, null, opts, null, null);
        } catch (RuntimeException e) {
            long[] size = new long[1];
            CL.clGetProgramBuildInfo(p, device, CL.CL_PROGRAM_BUILD_LOG, 0, null, size);
            byte[] log = new byte[(int) size[0]];
            CL.clGetProgramBuildInfo(p, device, CL.CL_PROGRAM_BUILD_LOG, log.length, Pointer.to(log), null);
            throw AiwcException.badInput(source + " does not compile.", new String(log));
        }
        return new Program(source, buildOptions, p, List.of());
    }

    @Override
    public BufferHandle createBuffer(String name, long bytes, byte[] initial) {
        byte[] data = initial != null ? initial : new byte[(int) bytes];
        cl_mem mem = CL.clCreateBuffer(context, CL.CL_MEM_READ_WRITE | CL.CL_MEM_COPY_HOST_PTR, Math.max(bytes, 1),
                Pointer.to(data.length == 0 ? new byte[1] : data), null);
        return new Buffer(name, bytes, mem);
    }

    @Override
    public void write(BufferHandle buffer, byte[] data) {
        CL.clEnqueueWriteBuffer(queue, ((Buffer) buffer).mem, CL.CL_TRUE, 0, data.length, Pointer.to(data), 0, null,
                null);
    }

    @Override
    public byte[] read(BufferHandle buffer) {
        byte[] out = new byte[(int) buffer.bytes()];
        CL.clEnqueueReadBuffer(queue, ((Buffer) buffer).mem, CL.CL_TRUE, 0, out.length, Pointer.to(out), 0, null,
                null);
        return out;
    }

    @Override
    public LaunchResult launch(ProgramHandle program, String kernel, NDRange range, List<KernelArg> args) {
        cl_kernel k = CL.clCreateKernel(((Program) program).program, kernel, null);
        try {
            for (int i = 0; i < args.size(); i++) {
                KernelArg a = args.get(i);
                if (a instanceof KernelArg.Buffer b) {
                    CL.clSetKernelArg(k, i, Sizeof.cl_mem, b.buffer() == null ? null
                            : Pointer.to(((Buffer) b.buffer()).mem));
                } else if (a instanceof KernelArg.Local l) {
                    CL.clSetKernelArg(k, i, l.bytes(), null);
                } else if (a instanceof KernelArg.Scalar s) {
                    CL.clSetKernelArg(k, i, s.bytes().length, Pointer.to(s.bytes()));
                }
            }
            long start = System.nanoTime();
            int d = range.dimensions();
            long[] g = java.util.Arrays.copyOf(range.global(), d);
            long[] l = range.local() == null ? null : java.util.Arrays.copyOf(range.local(), d);
            CL.clEnqueueNDRangeKernel(queue, k, d, null, g, l, 0, null, null);
            CL.clFinish(queue);
            double seconds = (System.nanoTime() - start) / 1e9;
            int n = invocations.merge(kernel, 1, Integer::sum) - 1;
            return new LaunchResult(kernel, n, range, seconds, 0, null, null, Map.of());
        } finally {
            CL.clReleaseKernel(k);
        }
    }

    @Override
    public void close() {
        CL.clReleaseCommandQueue(queue);
        CL.clReleaseContext(context);
    }
}
