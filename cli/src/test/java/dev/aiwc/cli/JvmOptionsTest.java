package dev.aiwc.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The JVM options the launcher picks ({@code scripts/jvm-options.sh}) for machines of other core counts than the one
 * running the tests, and for a command line: a stand-in {@code nproc} names the cores, and made-up {@code /proc} and
 * {@code /sys/fs/cgroup} trees the memory and its limits. The options a 16-core host gets are
 * never exercised by tests on 2 cores otherwise, and a mistyped option stops the JVM before aiwc starts, so each
 * choice is also given to this JVM's {@code java}, which must start with the collector chosen.
 */
class JvmOptionsTest {
    private static final String TIERS = "-XX:Tier4InvocationThreshold=20000 -XX:Tier4MinInvocationThreshold=600"
            + " -XX:Tier4CompileThreshold=30000 -XX:Tier4BackEdgeThreshold=3000000";

    @TempDir
    Path bin;

    @Test
    void twoCoresGetTheSerialCollectorAndASmallHeap() throws Exception {
        String options = optionsFor(2);
        assertEquals("-Xss16m -XX:+UseSerialGC -Xms32m -Xmn8m " + TIERS, options);
        assertTrue(startsWith(options).contains("Using Serial"));
        assertEquals(options, optionsFor(1), "one core is treated as two");
        assertEquals(options, optionsFor(2, "run"));
        String suite = optionsFor(2, "suite");
        assertEquals("-Xss16m -XX:+UseSerialGC -Xms64m -Xmn32m -XX:MinHeapFreeRatio=70 -XX:MaxHeapFreeRatio=90 "
                + TIERS, suite, "a suite's young generation is 32 MB and its heap may grow to 3.3 times its live data");
        assertTrue(startsWith(suite).contains("Using Serial"));
        assertEquals(suite, optionsFor(2, "predict"), "predict collect characterises the suite");
    }

    @Test
    void moreCoresGetG1With48MegabytesOfYoungGenerationPerCoreAndATimeRatioOf4() throws Exception {
        // 48 MB per core, the heap twice that, while the young generation stays within a quarter of the memory (the
        // made-up node's 128 GiB)
        String options = optionsFor(16);
        assertEquals("-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 -Xms1536m -Xmn768m", options);
        assertTrue(startsWith(options).contains("Using G1"));
        assertEquals("-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 -Xms384m -Xmn192m", optionsFor(4));
        // 1,024 cores would want 48 GB of young generation: a quarter of the 131,072 MB instead
        assertEquals("-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 -Xms65536m -Xmn32768m", optionsFor(1024));
    }

    @Test
    void aCommandOfFewerThreadsThanCoresGets96MegabytesPerWorkerUpToTheCores() throws Exception {
        String g1 = "-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 ";
        assertEquals(g1 + "-Xms192m -Xmn96m", optionsFor(16, "run", "k.sim", "--threads", "1"));
        assertEquals(g1 + "-Xms576m -Xmn288m", optionsFor(16, "suite", "--threads=3", "--size", "small"));
        assertEquals(g1 + "-Xms768m -Xmn384m", optionsFor(16, "bench", "--sweep", "aiwc", "--threads", "1,2,4"),
                "a sweep's largest count");
        String cores = g1 + "-Xms1536m -Xmn768m";
        assertEquals(cores, optionsFor(16, "run", "k.sim"), "no --threads: the cores");
        assertEquals(cores, optionsFor(16, "run", "k.sim", "--threads", "8"), "96 MB for 8 workers is 48 for 16 cores");
        assertEquals(g1 + "-Xms1344m -Xmn672m", optionsFor(16, "run", "k.sim", "--threads", "7"));
        assertEquals(cores, optionsFor(16, "run", "k.sim", "--threads", "64"), "more threads than cores: the cores");
        assertEquals(cores, optionsFor(16, "run", "k.sim", "--threads", "many"), "aiwc itself refuses the count");
        assertEquals(cores, optionsFor(16, "run", "k.sim", "--threads"));
        assertEquals(cores, optionsFor(16, "run", "k.sim", "--threads", "0"));
        assertEquals(cores, optionsFor(16, "run", "k.sim", "--threads", "4", "--threads", "16"),
                "the last counts (aiwc refuses a second --threads)");
        assertEquals(g1 + "-Xms384m -Xmn192m", optionsFor(16, "run", "k.sim", "--threads", "16", "--threads=2"));
        // 2 cores keep the serial collector's small heap for any count
        assertEquals(optionsFor(2, "run"), optionsFor(2, "run", "k.sim", "--threads", "1"));
    }

    @Test
    void aControlGroupsMemoryLimitBoundsTheHeap() throws Exception {
        String g1 = "-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 ";
        // cgroup v2: a job of 2 GiB on a node of 128 GiB, its step unlimited below it; a young generation of at most a
        // quarter of 2,048 MB, 512 MB, where 16 cores would ask for 768
        Path tree = v2Tree("/job/step");
        set(tree, "job/memory.max", "2147483648");
        set(tree, "job/step/memory.max", "max");
        assertEquals(g1 + "-Xms1024m -Xmn512m", optionsIn(tree, 16));
        // a job of 8 GiB leaves the cores' 768 MB
        set(tree, "job/memory.max", "8589934592");
        assertEquals(g1 + "-Xms1536m -Xmn768m", optionsIn(tree, 16));
        // cgroup v1 in a container: the group's path is not in the container's mount, whose root is the group (1 GiB)
        Path v1 = bin.resolve("v1");
        writeTree(v1, "4:memory:/jobs/42\n0::/\n");
        Files.createDirectories(v1.resolve("cgroup/memory"));
        set(v1, "memory/memory.limit_in_bytes", "1073741824");
        assertEquals(g1 + "-Xms512m -Xmn256m", optionsIn(v1, 16));
        // v1's "no limit" (the largest page-aligned 64-bit count) is no limit
        set(v1, "memory/memory.limit_in_bytes", "9223372036854771712");
        assertEquals(g1 + "-Xms1536m -Xmn768m", optionsIn(v1, 16));
    }

    @Test
    void aControlGroupsCpuQuotaBoundsTheCores() throws Exception {
        String g1 = "-Xss16m -XX:+UseG1GC -XX:GCTimeRatio=4 ";
        // cgroup v2: a quota of 4 CPUs (400,000 us a 100,000 us period) in a set of 64: 4 cores' 192 MB
        Path tree = v2Tree("/pod/box");
        set(tree, "pod/cpu.max", "400000 100000");
        set(tree, "pod/box/cpu.max", "max 100000");
        assertEquals(g1 + "-Xms384m -Xmn192m", optionsIn(tree, 64));
        // 1.5 CPUs count as 2 (rounded up, as the JVM counts them): the 2-core options
        set(tree, "pod/cpu.max", "150000 100000");
        assertEquals(optionsFor(2), optionsIn(tree, 64));
        // no quota: the CPU set's 64 cores, 3,072 MB
        set(tree, "pod/cpu.max", "max 100000");
        assertEquals(g1 + "-Xms6144m -Xmn3072m", optionsIn(tree, 64));
        // a quota above the set's cores leaves the set's
        set(tree, "pod/cpu.max", "1600000 100000");
        assertEquals(g1 + "-Xms1536m -Xmn768m", optionsIn(tree, 16));
        // cgroup v1: cpu.cfs_quota_us over cpu.cfs_period_us, -1 for none
        Path v1 = bin.resolve("v1");
        writeTree(v1, "3:cpu,cpuacct:/jobs/7\n0::/\n");
        Files.createDirectories(v1.resolve("cgroup/cpu,cpuacct/jobs/7"));
        set(v1, "cpu,cpuacct/jobs/7/cpu.cfs_quota_us", "800000");
        set(v1, "cpu,cpuacct/jobs/7/cpu.cfs_period_us", "100000");
        assertEquals(g1 + "-Xms768m -Xmn384m", optionsIn(v1, 64));
        set(v1, "cpu,cpuacct/jobs/7/cpu.cfs_quota_us", "-1");
        assertEquals(g1 + "-Xms6144m -Xmn3072m", optionsIn(v1, 64));
    }

    /** A made-up node ({@link #writeTree}) whose process is in the cgroup v2 group {@code group}, which exists. */
    private Path v2Tree(String group) throws IOException {
        Path tree = bin.resolve("v2");
        writeTree(tree, "0::" + group + "\n");
        Files.writeString(tree.resolve("cgroup/cgroup.controllers"), "cpu memory\n");
        Files.createDirectories(tree.resolve("cgroup" + group));
        return tree;
    }

    /** Writes {@code value} into the control-group file {@code file} of the made-up tree under {@code root}. */
    private static void set(Path root, String file, String value) throws IOException {
        Files.writeString(root.resolve("cgroup").resolve(file), value + "\n");
    }

    /**
     * A made-up /proc (a node of 128 GiB, {@code cgroup} as its process's groups, none when null) and an empty
     * /sys/fs/cgroup under root.
     */
    private static void writeTree(Path root, String cgroup) throws IOException {
        Files.createDirectories(root.resolve("proc/self"));
        Files.createDirectories(root.resolve("cgroup"));
        Files.writeString(root.resolve("proc/meminfo"), "MemTotal:       134217728 kB\nMemFree:        1024 kB\n");
        if (cgroup != null) {
            Files.writeString(root.resolve("proc/self/cgroup"), cgroup);
        }
    }

    /**
     * What the script prints with a stand-in nproc reporting {@code cores}, for the command line {@code args}, on a
     * made-up node of 128 GiB in no control group (so that neither this machine's memory nor its limits matter).
     */
    private String optionsFor(int cores, String... args) throws IOException, InterruptedException {
        Path node = bin.resolve("node");
        writeTree(node, null);
        return optionsIn(node, cores, args);
    }

    /** The same on the made-up tree under {@code root} ({@link #writeTree}): its /proc and its control groups. */
    private String optionsIn(Path root, int cores, String... args) throws IOException, InterruptedException {
        Path script = Path.of("..", "scripts", "jvm-options.sh").toAbsolutePath().normalize();
        assumeTrue(Files.isRegularFile(script), "the source tree");
        Path nproc = bin.resolve("nproc");
        Files.writeString(nproc, "#!/bin/sh\necho " + cores + "\n");
        Files.setPosixFilePermissions(nproc, PosixFilePermissions.fromString("rwxr-xr-x"));
        List<String> command = new ArrayList<>(List.of("bash", script.toString()));
        command.addAll(Arrays.asList(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.environment().put("AIWC_PROC_DIR", root.resolve("proc").toString());
        pb.environment().put("AIWC_CGROUP_DIR", root.resolve("cgroup").toString());
        return run(pb).strip();
    }

    /** The first lines of {@code java OPTIONS -Xlog:gc -version}, which must exit 0. */
    private static String startsWith(String options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(Arrays.asList(options.split(" ")));
        command.add("-Xlog:gc");
        command.add("-version");
        return run(new ProcessBuilder(command).redirectErrorStream(true));
    }

    private static String run(ProcessBuilder pb) throws IOException, InterruptedException {
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "finished");
        assertEquals(0, p.exitValue(), out);
        return out;
    }
}
