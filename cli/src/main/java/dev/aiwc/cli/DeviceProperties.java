package dev.aiwc.cli;

import dev.aiwc.instrumenter.nativecl.NativeDevice;
import dev.aiwc.reports.dataset.DatasetCsv;
import org.jocl.CL;
import org.jocl.Pointer;
import org.jocl.Sizeof;
import org.jocl.cl_device_id;
import org.jocl.cl_platform_id;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What a training set records of each OpenCL device it was timed on (devices.csv): the properties that say what
 * the machine was, read from the OpenCL runtime, and the host's CPU model.
 */
final class DeviceProperties {

    static final List<String> COLUMNS = List.of("platform", "device", "driver", "type", "openclVersion",
            "computeUnits", "maxClockMHz", "globalMemoryBytes", "localMemoryBytes", "maxWorkGroupSize");

    private DeviceProperties() {
    }

    static String csv(List<NativeDevice.Available> devices) {
        StringBuilder s = new StringBuilder(String.join(",", COLUMNS)).append('\n');
        for (NativeDevice.Available a : devices) {
            cl_device_id d = device(a);
            s.append(DatasetCsv.field(a.platform())).append(',').append(DatasetCsv.field(a.device())).append(',')
                    .append(DatasetCsv.field(a.driver())).append(',').append(type(longInfo(d, CL.CL_DEVICE_TYPE)))
                    .append(',').append(DatasetCsv.field(text(d, CL.CL_DEVICE_VERSION))).append(',')
                    .append(intInfo(d, CL.CL_DEVICE_MAX_COMPUTE_UNITS)).append(',')
                    .append(intInfo(d, CL.CL_DEVICE_MAX_CLOCK_FREQUENCY)).append(',')
                    .append(longInfo(d, CL.CL_DEVICE_GLOBAL_MEM_SIZE)).append(',')
                    .append(longInfo(d, CL.CL_DEVICE_LOCAL_MEM_SIZE)).append(',')
                    .append(sizeInfo(d, CL.CL_DEVICE_MAX_WORK_GROUP_SIZE)).append('\n');
        }
        return s.toString();
    }

    /** The host CPU's model name from /proc/cpuinfo ("unknown" elsewhere). */
    static String hostCpu() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).strip();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: say so below
        }
        return "unknown";
    }

    private static cl_device_id device(NativeDevice.Available a) {
        int[] n = new int[1];
        CL.clGetPlatformIDs(0, null, n);
        cl_platform_id[] ps = new cl_platform_id[n[0]];
        CL.clGetPlatformIDs(n[0], ps, null);
        CL.clGetDeviceIDs(ps[a.platformIndex()], CL.CL_DEVICE_TYPE_ALL, 0, null, n);
        cl_device_id[] ds = new cl_device_id[n[0]];
        CL.clGetDeviceIDs(ps[a.platformIndex()], CL.CL_DEVICE_TYPE_ALL, n[0], ds, null);
        return ds[a.deviceIndex()];
    }

    private static String type(long t) {
        if ((t & CL.CL_DEVICE_TYPE_GPU) != 0) {
            return "GPU";
        }
        if ((t & CL.CL_DEVICE_TYPE_CPU) != 0) {
            return "CPU";
        }
        return (t & CL.CL_DEVICE_TYPE_ACCELERATOR) != 0 ? "accelerator" : "other";
    }

    private static int intInfo(cl_device_id d, int param) {
        int[] v = new int[1];
        CL.clGetDeviceInfo(d, param, Sizeof.cl_uint, Pointer.to(v), null);
        return v[0];
    }

    private static long longInfo(cl_device_id d, int param) {
        long[] v = new long[1];
        CL.clGetDeviceInfo(d, param, Sizeof.cl_ulong, Pointer.to(v), null);
        return v[0];
    }

    private static long sizeInfo(cl_device_id d, int param) {
        long[] v = new long[1];
        CL.clGetDeviceInfo(d, param, Sizeof.size_t, Pointer.to(v), null);
        return v[0];
    }

    private static String text(cl_device_id d, int param) {
        long[] size = new long[1];
        CL.clGetDeviceInfo(d, param, 0, null, size);
        byte[] buf = new byte[(int) size[0]];
        CL.clGetDeviceInfo(d, param, buf.length, Pointer.to(buf), null);
        int n = 0;
        while (n < buf.length && buf[n] != 0) {
            n++;
        }
        return new String(buf, 0, n, StandardCharsets.UTF_8).strip();
    }
}
