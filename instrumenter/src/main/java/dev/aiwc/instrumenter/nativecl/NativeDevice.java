package dev.aiwc.instrumenter.nativecl;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.KernelParam;
import dev.aiwc.instrumenter.device.LaunchResult;
import dev.aiwc.instrumenter.device.NDRange;
import dev.aiwc.instrumenter.device.ProgramHandle;
import org.jocl.CL;
import org.jocl.CLException;
import org.jocl.Pointer;
import org.jocl.Sizeof;
import org.jocl.cl_command_queue;
import org.jocl.cl_context;
import org.jocl.cl_context_properties;
import org.jocl.cl_device_id;
import org.jocl.cl_event;
import org.jocl.cl_kernel;
import org.jocl.cl_mem;
import org.jocl.cl_platform_id;
import org.jocl.cl_program;
import org.jocl.cl_queue_properties;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A real OpenCL runtime (through JOCL) behind the {@link ComputeDevice} contract, so the same run specification
 * runs natively and on the simulator: to check the simulator's buffers and to time kernels. Kernel time is the
 * profiling interval START..END of the launch's event.
 *
 * <p>The platform and device are the first whose names contain {@code AIWC_OPENCL_PLATFORM} and
 * {@code AIWC_OPENCL_DEVICE} (case-insensitive substrings; unset means any).
 */
public final class NativeDevice implements ComputeDevice {

    private static final String INSTALL_HINT = "Install an OpenCL ICD loader and a platform, e.g. on Debian/Ubuntu: "
            + "apt-get install ocl-icd-libopencl1 pocl-opencl-icd (PoCL runs OpenCL on the CPU).";

    private final cl_platform_id platform;
    private final cl_device_id device;
    private final cl_context context;
    private final cl_command_queue queue;
    private final String description;
    private final Map<String, Integer> invocations = new HashMap<>();
    private final List<cl_mem> allBuffers = new ArrayList<>();
    /** The empty kernel of {@link #wake}, built at its first use, and when the last kernel ended. */
    private cl_program primerProgram;
    private cl_kernel primer;
    private long lastKernelEnd = Long.MIN_VALUE / 2;
    private final List<NativeProgram> programs = new ArrayList<>();
    private boolean closed;

    /** Opens the device chosen by the environment variables {@code AIWC_OPENCL_PLATFORM}/{@code _DEVICE}. */
    public NativeDevice() {
        this(System.getenv("AIWC_OPENCL_PLATFORM"), System.getenv("AIWC_OPENCL_DEVICE"));
    }

    /**
     * One OpenCL device an installed ICD offers, as {@code aiwc time} names it in its output.
     *
     * @param platform      platform name (CL_PLATFORM_NAME)
     * @param device        device name (CL_DEVICE_NAME)
     * @param driver        driver version (CL_DRIVER_VERSION)
     * @param platformIndex index of the platform in clGetPlatformIDs' list
     * @param deviceIndex   index of the device in its platform's list
     */
    public record Available(String platform, String device, String driver, int platformIndex, int deviceIndex) {
        /** Whether the platform or the device name contains {@code filter} (case-insensitive). */
        public boolean matches(String filter) {
            return NativeDevice.matches(platform, filter) || NativeDevice.matches(device, filter);
        }

        @Override
        public String toString() {
            return platform + " / " + device;
        }
    }

    /** Every device of every OpenCL platform found, in platform then device order. */
    public static List<Available> available() {
        CL.setExceptionsEnabled(true);
        cl_platform_id[] ps = platforms();
        List<Available> out = new ArrayList<>();
        for (int i = 0; i < ps.length; i++) {
            String pName = platformInfo(ps[i], CL.CL_PLATFORM_NAME);
            cl_device_id[] ds = devices(ps[i]);
            for (int j = 0; j < ds.length; j++) {
                out.add(new Available(pName, deviceInfo(ds[j], CL.CL_DEVICE_NAME).strip(),
                        deviceInfo(ds[j], CL.CL_DRIVER_VERSION).strip(), i, j));
            }
        }
        return out;
    }

    /** Opens one of the devices {@link #available()} listed. */
    public static NativeDevice open(Available which) {
        CL.setExceptionsEnabled(true);
        cl_platform_id p = platforms()[which.platformIndex()];
        return new NativeDevice(p, devices(p)[which.deviceIndex()]);
    }

    /** Opens the first device whose platform and device names contain the given substrings (null: any). */
    public NativeDevice(String platformFilter, String deviceFilter) {
        this(choose(platformFilter, deviceFilter));
    }

    private NativeDevice(Choice chosen) {
        this(chosen.platform(), chosen.device());
    }

    private record Choice(cl_platform_id platform, cl_device_id device) {
    }

    private static Choice choose(String platformFilter, String deviceFilter) {
        CL.setExceptionsEnabled(true);
        cl_platform_id[] platforms = platforms();
        List<String> seen = new ArrayList<>();
        Choice chosen = null;
        for (cl_platform_id p : platforms) {
            String pName = platformInfo(p, CL.CL_PLATFORM_NAME);
            String pVendor = platformInfo(p, CL.CL_PLATFORM_VENDOR);
            if (!matches(pName + " " + pVendor, platformFilter)) {
                seen.add(pName + " (platform does not match)");
                continue;
            }
            for (cl_device_id d : devices(p)) {
                String dName = deviceInfo(d, CL.CL_DEVICE_NAME);
                seen.add(pName + " / " + dName);
                if (chosen == null && matches(dName, deviceFilter)) {
                    chosen = new Choice(p, d);
                }
            }
        }
        if (chosen == null) {
            throw AiwcException.missing("no OpenCL device matches AIWC_OPENCL_PLATFORM=" + platformFilter
                            + " AIWC_OPENCL_DEVICE=" + deviceFilter,
                    "Available: " + (seen.isEmpty() ? "none" : String.join("; ", seen))
                            + ". Unset the variables or choose a substring of one of these names.");
        }
        return chosen;
    }

    private NativeDevice(cl_platform_id chosenPlatform, cl_device_id chosenDevice) {
        this.platform = chosenPlatform;
        this.device = chosenDevice;
        cl_context_properties props = new cl_context_properties();
        props.addProperty(CL.CL_CONTEXT_PLATFORM, platform);
        try {
            this.context = CL.clCreateContext(props, 1, new cl_device_id[]{device}, null, null, null);
            cl_queue_properties qp = new cl_queue_properties();
            qp.addProperty(CL.CL_QUEUE_PROPERTIES, CL.CL_QUEUE_PROFILING_ENABLE);
            this.queue = CL.clCreateCommandQueueWithProperties(context, device, qp, null);
        } catch (CLException e) {
            throw AiwcException.missing("cannot open the OpenCL device " + deviceInfo(device, CL.CL_DEVICE_NAME)
                    + ": " + e.getMessage(), INSTALL_HINT);
        }
        this.description = "OpenCL " + platformInfo(platform, CL.CL_PLATFORM_NAME) + " / "
                + deviceInfo(device, CL.CL_DEVICE_NAME) + " (" + deviceInfo(device, CL.CL_DEVICE_VERSION).strip() + ")";
    }

    /** Whether an OpenCL platform with at least one device can be opened here (for tests and {@code verify}). */
    public static boolean isAvailable() {
        try {
            CL.setExceptionsEnabled(true);
            for (cl_platform_id p : platforms()) {
                if (devices(p).length > 0) {
                    return true;
                }
            }
            return false;
        } catch (AiwcException | LinkageError | CLException e) {
            return false;
        }
    }

    private static boolean matches(String name, String filter) {
        return filter == null || filter.isBlank()
                || name.toLowerCase(Locale.ROOT).contains(filter.strip().toLowerCase(Locale.ROOT));
    }

    private static cl_platform_id[] platforms() {
        try {
            int[] n = new int[1];
            CL.clGetPlatformIDs(0, null, n);
            if (n[0] == 0) {
                throw AiwcException.missing("no OpenCL platform is installed", INSTALL_HINT);
            }
            cl_platform_id[] ps = new cl_platform_id[n[0]];
            CL.clGetPlatformIDs(n[0], ps, null);
            return ps;
        } catch (CLException e) {
            throw AiwcException.missing("no OpenCL platform is available (" + e.getMessage() + ")", INSTALL_HINT);
        } catch (LinkageError e) {
            throw AiwcException.missing("the OpenCL library (libOpenCL.so) cannot be loaded: " + e.getMessage(),
                    INSTALL_HINT);
        }
    }

    private static cl_device_id[] devices(cl_platform_id p) {
        try {
            int[] n = new int[1];
            CL.clGetDeviceIDs(p, CL.CL_DEVICE_TYPE_ALL, 0, null, n);
            cl_device_id[] ds = new cl_device_id[n[0]];
            CL.clGetDeviceIDs(p, CL.CL_DEVICE_TYPE_ALL, n[0], ds, null);
            return ds;
        } catch (CLException e) {
            return new cl_device_id[0];
        }
    }

    private static String platformInfo(cl_platform_id p, int param) {
        long[] size = new long[1];
        CL.clGetPlatformInfo(p, param, 0, null, size);
        byte[] buf = new byte[(int) size[0]];
        CL.clGetPlatformInfo(p, param, buf.length, Pointer.to(buf), null);
        return cString(buf);
    }

    private static String deviceInfo(cl_device_id d, int param) {
        long[] size = new long[1];
        CL.clGetDeviceInfo(d, param, 0, null, size);
        byte[] buf = new byte[(int) size[0]];
        CL.clGetDeviceInfo(d, param, buf.length, Pointer.to(buf), null);
        return cString(buf);
    }

    private static String cString(byte[] buf) {
        int n = 0;
        while (n < buf.length && buf[n] != 0) {
            n++;
        }
        return new String(buf, 0, n, StandardCharsets.UTF_8);
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public ProgramHandle build(Path source, String buildOptions) {
        String name = source.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".cl")) {
            throw AiwcException.badInput("a native OpenCL device builds OpenCL C (.cl) only, not " + source.getFileName(),
                    "Run LLVM IR (.ll) on the simulator, or give the OpenCL C source.");
        }
        String text;
        try {
            text = Files.readString(source);
        } catch (IOException e) {
            throw AiwcException.badInput("cannot read the program " + source + ": " + e.getMessage(),
                    "Check the program path.");
        }
        String options = buildOptions == null ? "" : buildOptions.strip();
        // Argument info (names, qualifiers, types) is needed to bind .sim arguments and check argument lists.
        String withInfo = ("-cl-kernel-arg-info " + options).strip();
        // The same text and options give the program built before: aiwc time runs a spec many times, and each run
        // would otherwise build it again.
        for (NativeProgram built : programs) {
            if (built.text().equals(text) && built.buildOptions().equals(options)) {
                return new NativeProgram(source, options, text, built.program());
            }
        }
        cl_program program = CL.clCreateProgramWithSource(context, 1, new String[]{text}, null, null);
        try {
            CL.clBuildProgram(program, 1, new cl_device_id[]{device}, withInfo, null, null);
        } catch (CLException e) {
            String log = buildLog(program);
            CL.clReleaseProgram(program);
            throw AiwcException.badInput("OpenCL C in " + source.getFileName() + " does not compile on "
                    + description + (options.isEmpty() ? "" : " (options: " + options + ")"), log.strip()
                    + "\nFix the diagnostics above.");
        }
        NativeProgram p = new NativeProgram(source, options, text, program);
        programs.add(p);
        return p;
    }

    private String buildLog(cl_program program) {
        try {
            long[] size = new long[1];
            CL.clGetProgramBuildInfo(program, device, CL.CL_PROGRAM_BUILD_LOG, 0, null, size);
            byte[] buf = new byte[(int) size[0]];
            CL.clGetProgramBuildInfo(program, device, CL.CL_PROGRAM_BUILD_LOG, buf.length, Pointer.to(buf), null);
            return cString(buf);
        } catch (CLException e) {
            return "(no build log: " + e.getMessage() + ")";
        }
    }

    @Override
    public BufferHandle createBuffer(String name, long bytes, byte[] initial) {
        // OpenCL forbids empty buffers; a zero-byte buffer gets one byte nobody reads.
        long alloc = Math.max(1, bytes);
        cl_mem mem;
        try {
            mem = CL.clCreateBuffer(context, CL.CL_MEM_READ_WRITE, alloc, null, null);
        } catch (CLException e) {
            throw AiwcException.kernelFailure("cannot allocate buffer " + name + " of " + bytes + " bytes on "
                    + description + ": " + e.getMessage(), "Use smaller buffers.");
        }
        allBuffers.add(mem);
        NativeBuffer b = new NativeBuffer(name, bytes, mem);
        write(b, initial == null ? new byte[(int) alloc] : initial);
        return b;
    }

    @Override
    public void write(BufferHandle buffer, byte[] data) {
        NativeBuffer b = own(buffer);
        if (data.length != b.bytes() && !(b.bytes() == 0 && data.length <= 1)) {
            throw new IllegalArgumentException("buffer " + b.name() + " holds " + b.bytes() + " bytes, not " + data.length);
        }
        if (data.length > 0) {
            CL.clEnqueueWriteBuffer(queue, b.mem(), true, 0, data.length, Pointer.to(data), 0, null, null);
        }
    }

    @Override
    public byte[] read(BufferHandle buffer) {
        NativeBuffer b = own(buffer);
        byte[] out = new byte[(int) b.bytes()];
        if (out.length > 0) {
            CL.clEnqueueReadBuffer(queue, b.mem(), true, 0, out.length, Pointer.to(out), 0, null, null);
        }
        return out;
    }

    private static NativeBuffer own(BufferHandle buffer) {
        if (buffer instanceof NativeBuffer nb) {
            return nb;
        }
        throw new IllegalArgumentException("buffer " + buffer.name() + " was not created by this native device");
    }

    @Override
    public LaunchResult launch(ProgramHandle program, String kernelName, NDRange range, List<KernelArg> args) {
        if (!(program instanceof NativeProgram np)) {
            throw new IllegalArgumentException("program was not built by this native device");
        }
        cl_kernel kernel;
        try {
            kernel = CL.clCreateKernel(np.program(), kernelName, null);
        } catch (CLException e) {
            throw AiwcException.badInput("the program " + np.source().getFileName() + " has no kernel '" + kernelName
                    + "'", "Kernels in the program: " + String.join(", ", np.kernels()) + ".");
        }
        try {
            for (int i = 0; i < args.size(); i++) {
                KernelArg a = args.get(i);
                if (a instanceof KernelArg.Buffer b) {
                    if (b.buffer() == null) {
                        CL.clSetKernelArg(kernel, i, Sizeof.cl_mem, null);
                    } else {
                        CL.clSetKernelArg(kernel, i, Sizeof.cl_mem, Pointer.to(own(b.buffer()).mem()));
                    }
                } else if (a instanceof KernelArg.Local l) {
                    CL.clSetKernelArg(kernel, i, l.bytes(), null);
                } else if (a instanceof KernelArg.Scalar s) {
                    CL.clSetKernelArg(kernel, i, s.bytes().length, Pointer.to(s.bytes()));
                }
            }
            int dims = range.dimensions();
            long[] global = java.util.Arrays.copyOf(range.global(), dims);
            long[] offset = java.util.Arrays.copyOf(range.offset(), dims);
            long[] local = range.local() == null ? null : java.util.Arrays.copyOf(range.local(), dims);
            wake();
            cl_event event = new cl_event();
            long t0 = System.nanoTime();
            try {
                CL.clEnqueueNDRangeKernel(queue, kernel, dims, offset, global, local, 0, null, event);
                CL.clWaitForEvents(1, new cl_event[]{event});
            } catch (CLException e) {
                throw AiwcException.kernelFailure("kernel " + kernelName + " failed to launch on " + description + " ("
                        + range + "): " + e.getMessage(), "Check the arguments and the work-group size.");
            }
            double seconds = eventSeconds(event, (System.nanoTime() - t0) / 1e9);
            lastKernelEnd = System.nanoTime();
            CL.clReleaseEvent(event);
            int n = invocations.merge(kernelName, 1, Integer::sum) - 1;
            NDRange used = range.local() != null ? range : new NDRange(dims, global, null, offset);
            return new LaunchResult(kernelName, n, used, seconds, 0, null, null, Map.of(), Map.of());
        } finally {
            CL.clReleaseKernel(kernel);
        }
    }

    /**
     * Runs an empty kernel first when the device has been idle for more than a millisecond. Measured on an H100, the
     * first kernel after an idle spell (a run's buffer set-up) is timed 14-18 us longer whatever it does, and an
     * empty launch just before takes that cost, so each invocation is timed as it runs within an application.
     */
    private void wake() {
        if (System.nanoTime() - lastKernelEnd < 1_000_000) {
            return;
        }
        if (primer == null) {
            cl_program p = CL.clCreateProgramWithSource(context, 1, new String[]{"__kernel void aiwc_wake(void) {}"},
                    null, null);
            CL.clBuildProgram(p, 1, new cl_device_id[]{device}, "", null, null);
            primerProgram = p;
            primer = CL.clCreateKernel(p, "aiwc_wake", null);
        }
        CL.clEnqueueNDRangeKernel(queue, primer, 1, null, new long[]{1}, null, 0, null, null);
        CL.clFinish(queue);
    }

    private static double eventSeconds(cl_event event, double fallback) {
        try {
            long[] start = new long[1];
            long[] end = new long[1];
            CL.clGetEventProfilingInfo(event, CL.CL_PROFILING_COMMAND_START, Sizeof.cl_ulong, Pointer.to(start), null);
            CL.clGetEventProfilingInfo(event, CL.CL_PROFILING_COMMAND_END, Sizeof.cl_ulong, Pointer.to(end), null);
            return (end[0] - start[0]) / 1e9;
        } catch (CLException e) {
            return fallback;
        }
    }

    /**
     * Releases the buffers of the runs so far, which stay allocated until {@link #close()} otherwise: {@code aiwc
     * time} runs a spec many times on one device, each run creating its own. Built programs are kept for the next
     * run (see {@link #build}).
     */
    public void releaseRuns() {
        for (cl_mem m : allBuffers) {
            CL.clReleaseMemObject(m);
        }
        allBuffers.clear();
        invocations.clear();
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (cl_mem m : allBuffers) {
            CL.clReleaseMemObject(m);
        }
        for (NativeProgram p : programs) {
            CL.clReleaseProgram(p.program());
        }
        if (primer != null) {
            CL.clReleaseKernel(primer);
            CL.clReleaseProgram(primerProgram);
        }
        CL.clReleaseCommandQueue(queue);
        CL.clReleaseContext(context);
    }

    private record NativeBuffer(String name, long bytes, cl_mem mem) implements BufferHandle {
    }

    /** A built program; kernel parameters come from clGetKernelArgInfo (built with -cl-kernel-arg-info). */
    private record NativeProgram(Path source, String buildOptions, String text, cl_program program) implements ProgramHandle {

        @Override
        public List<String> kernels() {
            long[] size = new long[1];
            CL.clGetProgramInfo(program, CL.CL_PROGRAM_KERNEL_NAMES, 0, null, size);
            byte[] buf = new byte[(int) size[0]];
            CL.clGetProgramInfo(program, CL.CL_PROGRAM_KERNEL_NAMES, buf.length, Pointer.to(buf), null);
            String names = cString(buf);
            List<String> out = new ArrayList<>();
            for (String n : names.split(";")) {
                if (!n.isBlank()) {
                    out.add(n.strip());
                }
            }
            return out;
        }

        @Override
        public List<KernelParam> params(String kernelName) {
            cl_kernel k = CL.clCreateKernel(program, kernelName, null);
            try {
                int[] n = new int[1];
                CL.clGetKernelInfo(k, CL.CL_KERNEL_NUM_ARGS, Sizeof.cl_uint, Pointer.to(n), null);
                List<KernelParam> out = new ArrayList<>(n[0]);
                for (int i = 0; i < n[0]; i++) {
                    int[] q = new int[1];
                    CL.clGetKernelArgInfo(k, i, CL.CL_KERNEL_ARG_ADDRESS_QUALIFIER, Sizeof.cl_uint, Pointer.to(q), null);
                    String type = argString(k, i, CL.CL_KERNEL_ARG_TYPE_NAME);
                    String name = argString(k, i, CL.CL_KERNEL_ARG_NAME);
                    int space = switch (q[0]) {
                        case CL.CL_KERNEL_ARG_ADDRESS_GLOBAL -> 1;
                        case CL.CL_KERNEL_ARG_ADDRESS_CONSTANT -> 2;
                        case CL.CL_KERNEL_ARG_ADDRESS_LOCAL -> 3;
                        default -> 0;
                    };
                    out.add(OpenClTypes.param(name.isEmpty() ? "arg" + i : name, space, type));
                }
                return out;
            } finally {
                CL.clReleaseKernel(k);
            }
        }

        private static String argString(cl_kernel k, int i, int param) {
            long[] size = new long[1];
            CL.clGetKernelArgInfo(k, i, param, 0, null, size);
            byte[] buf = new byte[(int) size[0]];
            CL.clGetKernelArgInfo(k, i, param, buf.length, Pointer.to(buf), null);
            return cString(buf);
        }
    }
}
