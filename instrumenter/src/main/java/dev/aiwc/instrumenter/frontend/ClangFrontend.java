package dev.aiwc.instrumenter.frontend;

import dev.aiwc.instrumenter.AiwcException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Compiles OpenCL C to LLVM IR with clang-16 (spir64, line-table debug info, unoptimised without optnone) and
 * then optimises it with opt-16, the recipe AIWC's characterisations are defined on. Another LLVM from 13 to 19,
 * whose IR the parser also reads, can be chosen for the process with {@link #useLlvm} ({@code --llvm N}): the
 * instruction counts then follow that version's optimiser, so results are comparable only within one version. Results are cached by a
 * SHA-256 of the source, its path, options, level and compiler identity, so repeated runs do not start clang at
 * all; the user headers it includes are recorded with their hashes, and a changed header invalidates the entry.
 * Every compilation also writes a {@link PortableIrCache} entry, keyed without the path or the compiler, which is
 * what a front end serves when clang-16 is not installed (a cluster node sharing {@code AIWC_CACHE} with a login
 * node that compiled the kernels).
 *
 * <p>User build options are passed to clang unchanged, after the defaults; an {@code -cl-std=} among them
 * replaces the default {@code -cl-std=CL1.2}. Relative {@code -I} paths are resolved by clang against the
 * working directory of the aiwc process (as clang does), not against the .cl file's directory.
 */
public final class ClangFrontend {

    /** The LLVM whose clang and opt compile kernels unless another is chosen: the AIWC-compatible recipe's. */
    public static final int DEFAULT_LLVM = 16;
    /** The LLVM versions whose IR the parser reads. */
    public static final int OLDEST_LLVM = 13;
    public static final int NEWEST_LLVM = 19;

    private static volatile int llvm = DEFAULT_LLVM;

    /** The default LLVM's Debian directory, searched after the PATH. */
    static final Path LLVM_BIN = new Toolchain(DEFAULT_LLVM).bin();

    /** The chosen LLVM's tools: versioned names on the PATH, plain names in its Debian directory. */
    private record Toolchain(int version) {
        String clang() {
            return "clang-" + version;
        }

        String opt() {
            return "opt-" + version;
        }

        Path bin() {
            return Path.of("/usr/lib/llvm-" + version + "/bin");
        }

        String install() {
            return "sudo apt-get install clang-" + version + " llvm-" + version;
        }
    }

    private final Toolchain tools;

    private final Path clang;
    private final Path opt;
    private final Path cacheDir;
    private final PortableIrCache portable;
    /** Why there is no compiler (null when clang and opt were found): the message of a portable-cache miss. */
    private final String missingTools;
    private final AtomicInteger compilerRuns = new AtomicInteger();
    /** Where notes about the cache go (a damaged entry being rebuilt); stderr unless a test listens. */
    java.util.function.Consumer<String> notes = line -> System.err.println("aiwc: " + line);

    private static final String WORK_PREFIX = "compile-";

    /**
     * Work folders of compilations in progress, removed by a shutdown hook when the run is interrupted (Ctrl-C). A
     * holder class, so that a run served from the cache neither reads the host name nor registers the hook.
     */
    private static final class WorkFolders {
        static final long PID = ProcessHandle.current().pid();
        static final String HOST = hostName();
        static final java.util.Set<Path> ACTIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();

        static {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> ACTIVE.forEach(ClangFrontend::deleteTree),
                    "aiwc-ir-cache-cleanup"));
        }

        private static String hostName() {
            try {
                return Files.readString(Path.of("/proc/sys/kernel/hostname")).strip().replaceAll("[^A-Za-z0-9_.]", "_");
            } catch (IOException | RuntimeException e) {
                return "host";
            }
        }
    }
    private volatile String versionLine;

    public ClangFrontend(Path clang, Path opt, Path cacheDir) {
        this(clang, opt, cacheDir, null);
    }

    private ClangFrontend(Path clang, Path opt, Path cacheDir, String missingTools) {
        this.tools = new Toolchain(llvm);
        this.clang = clang;
        this.opt = opt;
        this.cacheDir = cacheDir;
        this.portable = new PortableIrCache(cacheDir);
        this.missingTools = missingTools;
    }

    /**
     * Chooses the LLVM whose clang and opt compile kernels from now on in this process (the front ends located
     * after the call use it). Outside {@value #OLDEST_LLVM}..{@value #NEWEST_LLVM} it is bad input.
     */
    public static void useLlvm(int version) {
        if (version < OLDEST_LLVM || version > NEWEST_LLVM) {
            throw AiwcException.badInput("--llvm " + version + " is not a version whose IR aiwc reads",
                    "Give --llvm " + OLDEST_LLVM + " to " + NEWEST_LLVM + ", or leave it out for LLVM " + DEFAULT_LLVM
                            + ", the AIWC-compatible recipe.");
        }
        llvm = version;
    }

    /** The LLVM version chosen for this process. */
    public static int llvm() {
        return llvm;
    }

    /**
     * Finds clang-N and opt-N of the chosen LLVM (16 unless {@link #useLlvm}) on the PATH, then in /usr/lib/llvm-N/bin, with the cache under
     * {@code $AIWC_CACHE} or {@code ~/.cache/aiwc/ir}. Without them the front end only serves the portable
     * entries of that cache, and {@link #compile} of anything else fails naming the Debian packages to install.
     */
    public static ClangFrontend locate() {
        List<Path> search = new ArrayList<>();
        String path = System.getenv("PATH");
        if (path != null) {
            for (String p : path.split(java.io.File.pathSeparator)) {
                if (!p.isEmpty()) {
                    search.add(Path.of(p));
                }
            }
        }
        search.add(new Toolchain(llvm).bin());
        return locate(search, defaultCacheDir());
    }

    /**
     * Like {@link #locate()} but over the given directories, in order, and with the given cache directory.
     */
    public static ClangFrontend locate(List<Path> searchPath, Path cacheDir) {
        Toolchain t = new Toolchain(llvm);
        Path clang = find(searchPath, t.clang(), "clang", t.bin());
        Path opt = find(searchPath, t.opt(), "opt", t.bin());
        if (clang == null || opt == null) {
            String missing = clang == null && opt == null ? t.clang() + " and " + t.opt() + " were"
                    : (clang == null ? t.clang() : t.opt()) + " was";
            return new ClangFrontend(null, null, cacheDir, missing + " not found on the PATH or in " + t.bin());
        }
        return new ClangFrontend(clang, opt, cacheDir);
    }

    private static Path find(List<Path> dirs, String versionedName, String plainName, Path llvmBin) {
        for (Path dir : dirs) {
            Path p = dir.resolve(versionedName);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p;
            }
            // inside the versioned LLVM directory the tools carry no suffix
            if (dir.equals(llvmBin)) {
                p = dir.resolve(plainName);
                if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        return null;
    }

    /** {@code $AIWC_CACHE} if set, else {@code ~/.cache/aiwc/ir}. */
    public static Path defaultCacheDir() {
        String env = System.getenv("AIWC_CACHE");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        return Path.of(System.getProperty("user.home"), ".cache", "aiwc", "ir");
    }

    /** Whether clang-16 and opt-16 were found; when not, only portable cache entries can be served. */
    public boolean canCompile() {
        return missingTools == null;
    }

    /** The clang-16 binary, or null when it was not found. */
    public Path clang() {
        return clang;
    }

    /** The opt-16 binary, or null when it was not found. */
    public Path opt() {
        return opt;
    }

    public Path cacheDir() {
        return cacheDir;
    }

    /** How many times this front end has started clang or opt (cache hits start neither). */
    public int compilerRuns() {
        return compilerRuns.get();
    }

    /**
     * Compiles an OpenCL C file, or returns the cached result of an identical earlier compilation.
     *
     * @throws AiwcException bad input when the file cannot be read or clang rejects it (clang's diagnostics are
     *                       the detail, unchanged); missing prerequisite when clang-16 is not installed and the
     *                       portable cache holds no entry for this compilation
     */
    public CompiledIr compile(Path clFile, String userBuildOptions, OptLevel level) {
        byte[] source;
        try {
            source = Files.readAllBytes(clFile);
        } catch (IOException e) {
            throw AiwcException.badInput("cannot read " + clFile + ": " + e.getMessage(),
                    "Check that the file exists and is readable.");
        }
        List<String> userOptions;
        try {
            userOptions = BuildOptions.split(userBuildOptions == null ? "" : userBuildOptions);
        } catch (IllegalArgumentException e) {
            throw AiwcException.badInput("cannot compile " + clFile + ": " + e.getMessage(),
                    "Close the quote in the build options.");
        }
        List<String> clangArgs = clangArguments(clFile, userOptions, level);
        // another LLVM's IR is another entry; the default's key is left as it was, so shared caches stay valid
        List<String> recipe = clangArgs;
        if (tools.version() != DEFAULT_LLVM) {
            recipe = new ArrayList<>(clangArgs);
            recipe.add("llvm-" + tools.version());
        }
        String portableKey = PortableIrCache.baseKey(source, userOptions, recipe, level);
        if (missingTools != null) {
            CompiledIr cached = portable.find(portableKey, clFile, notes);
            if (cached != null) {
                return cached;
            }
            throw AiwcException.missing(missingTools + ", and the IR cache " + cacheDir
                            + " holds no compiled entry for " + clFile + " with options '" + String.join(" ", userOptions)
                            + "' at " + level,
                    "aiwc compiles OpenCL C with LLVM " + tools.version() + " from the Debian packages "
                            + tools.clang() + " and llvm-" + tools.version() + ".\n"
                            + "Install them with: " + tools.install() + "\n"
                            + "Or run the same kernel once on a machine that has them with AIWC_CACHE set to a "
                            + "directory shared with this one, and set AIWC_CACHE to it here.");
        }
        String key = cacheKey(source, clFile, userOptions, level);
        Path ll = cacheDir.resolve(key + ".ll");
        Path desc = cacheDir.resolve(key + ".txt");
        Path deps = cacheDir.resolve(key + ".deps");
        Path sum = cacheDir.resolve(key + ".sum");
        if (Files.isRegularFile(ll) && Files.isRegularFile(desc) && includesUnchanged(deps)) {
            try {
                String irText = Files.readString(ll);
                String descText = Files.readString(desc);
                String depsText = Files.readString(deps);
                String problem = CacheSeal.problem(Files.isRegularFile(sum) ? Files.readString(sum) : null, key,
                        irText, descText, depsText);
                if (problem == null) {
                    CompiledIr hit = new CompiledIr(irText, ll, descText);
                    List<PortableIrCache.Header> headers = PortableIrCache.parseDeps(depsText);
                    if (!portable.holds(portableKey, clFile, headers)) {
                        // an entry from before portable entries existed: add its portable twin
                        portable.store(portableKey, clFile, headers, hit.irText(), hit.compilerDescription());
                    }
                    return hit;
                }
                notes.accept("note: the IR cache entry " + ll + " for " + clFile.getFileName() + " is not used: "
                        + problem + "; compiling it again");
            } catch (IOException | RuntimeException e) {
                notes.accept("note: the IR cache entry " + ll + " cannot be read (" + e.getMessage()
                        + "); compiling it again");
            }
        }
        try {
            Files.createDirectories(cacheDir);
            removeStaleWorkDirs(cacheDir);
            Path work = Files.createTempDirectory(cacheDir,
                    WORK_PREFIX + WorkFolders.HOST + "-" + WorkFolders.PID + "-");
            WorkFolders.ACTIVE.add(work);
            try {
                Path unoptimised = work.resolve("O0.ll");
                List<String> cmd = new ArrayList<>();
                cmd.add(clang.toString());
                cmd.addAll(clangArgs);
                // the user headers it includes, to notice when one of them changes (system headers are skipped)
                Path depFile = work.resolve("deps.d");
                cmd.addAll(List.of("-MMD", "-MF", depFile.toString()));
                cmd.add("-o");
                cmd.add(unoptimised.toString());
                cmd.add(clFile.toString());
                Result r = run(cmd);
                if (r.exitCode != 0) {
                    throw AiwcException.badInput(clFile + " does not compile", r.stderr);
                }
                Path result = unoptimised;
                List<String> optArgs = level.optArguments();
                if (!optArgs.isEmpty()) {
                    result = work.resolve(level.name() + ".ll");
                    List<String> optCmd = new ArrayList<>();
                    optCmd.add(opt.toString());
                    optCmd.addAll(optArgs);
                    optCmd.addAll(List.of("-S", unoptimised.toString(), "-o", result.toString()));
                    Result o = run(optCmd);
                    if (o.exitCode != 0) {
                        throw AiwcException.badInput("opt-16 failed to optimise " + clFile + " at " + level, o.stderr);
                    }
                }
                String description = versionLine() + "; " + tools.clang() + " " + String.join(" ", clangArgs)
                        + (optArgs.isEmpty() ? "" : "; " + tools.opt() + " " + String.join(" ", optArgs));
                String ir = Files.readString(result);
                Path descTmp = work.resolve("desc.txt");
                Files.writeString(descTmp, description);
                Path depsTmp = work.resolve("deps.txt");
                String depsText = includeHashes(depFile, clFile);
                Files.writeString(depsTmp, depsText);
                Path sumTmp = work.resolve("sum.txt");
                Files.writeString(sumTmp, CacheSeal.of(key, ir, description, depsText));
                portable.store(portableKey, clFile, PortableIrCache.parseDeps(depsText), ir, description);
                // the seal goes first out of the way and last into place: a reader sees either no seal or one that
                // matches every file (a crash in between leaves an entry that fails its check and is rebuilt)
                Files.deleteIfExists(sum);
                move(depsTmp, deps);
                move(descTmp, desc);
                move(result, ll);
                move(sumTmp, sum);
                return new CompiledIr(ir, ll, description);
            } finally {
                deleteTree(work);
                WorkFolders.ACTIVE.remove(work);
            }
        } catch (IOException e) {
            throw new AiwcException(AiwcException.Kind.MISSING_PREREQUISITE,
                    "cannot use the IR cache directory " + cacheDir + ": " + e.getMessage(),
                    "Set AIWC_CACHE to a writable directory.", e);
        }
    }

    /**
     * Deletes {@code compile-*} work folders that no compilation is using: those of a process of this host that no
     * longer runs (killed with -9, say), and any older than a day (another host's, in a shared cache).
     */
    static void removeStaleWorkDirs(Path cacheDir) {
        try (var entries = Files.newDirectoryStream(cacheDir, WORK_PREFIX + "*")) {
            long dayAgo = System.currentTimeMillis() - 24L * 3600 * 1000;
            for (Path p : entries) {
                String[] parts = p.getFileName().toString().substring(WORK_PREFIX.length()).split("-");
                boolean ownHostDead = false;
                if (parts.length >= 3 && parts[0].equals(WorkFolders.HOST)) {
                    try {
                        long pid = Long.parseLong(parts[1]);
                        ownHostDead = pid != WorkFolders.PID
                                && ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true);
                    } catch (NumberFormatException e) {
                        // not named by this version: left to the age rule
                    }
                }
                if (ownHostDead || Files.getLastModifiedTime(p).toMillis() < dayAgo) {
                    deleteTree(p);
                }
            }
        } catch (IOException | RuntimeException e) {
            // cleaning is best effort; a leftover folder costs only disk space
        }
    }

    /** clang's arguments before the output and input: the defaults (the level's among them), then the user's options. */
    static List<String> clangArguments(Path clFile, List<String> userOptions, OptLevel level) {
        boolean userStd = false;
        for (String o : userOptions) {
            userStd |= o.startsWith("-cl-std=");
        }
        List<String> args = new ArrayList<>(List.of("-x", "cl"));
        if (!userStd) {
            args.add("-cl-std=CL1.2");
        }
        args.addAll(List.of("-target", "spir64", "-Xclang", "-finclude-default-header", "-g", "-gline-tables-only"));
        args.addAll(level.clangArguments());
        args.addAll(List.of("-fno-builtin", "-emit-llvm", "-S"));
        // C99 gives a plain `inline` function no external definition; OpenCL drivers inline it anyway, but at -O0
        // it would stay an unresolved call, so keep GNU89 semantics, where the inline definition is emitted
        args.add("-fgnu89-inline");
        args.addAll(userOptions);
        return args;
    }

    /** One line per included user header: its SHA-256 and absolute path. */
    private static String includeHashes(Path depFile, Path clFile) throws IOException {
        if (!Files.isRegularFile(depFile)) {
            return "";
        }
        Path main = clFile.toAbsolutePath().normalize();
        StringBuilder out = new StringBuilder();
        List<String> words = makeWords(Files.readString(depFile));
        for (int i = 1; i < words.size(); i++) { // words[0] is the target
            Path dep = Path.of(words.get(i)).toAbsolutePath().normalize();
            if (!dep.equals(main)) {
                out.append(PortableIrCache.sha256(Files.readAllBytes(dep))).append(' ').append(dep).append('\n');
            }
        }
        return out.toString();
    }

    /** Splits a make dependency rule into words, honouring backslash-escaped spaces and line continuations. */
    private static List<String> makeWords(String rule) {
        List<String> words = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < rule.length(); i++) {
            char c = rule.charAt(i);
            if (c == '\\' && i + 1 < rule.length() && (rule.charAt(i + 1) == '\n' || rule.charAt(i + 1) == '\r')) {
                i++;
                if (rule.charAt(i) == '\r' && i + 1 < rule.length() && rule.charAt(i + 1) == '\n') {
                    i++;
                }
                c = ' ';
            } else if (c == '\\' && i + 1 < rule.length() && rule.charAt(i + 1) == ' ') {
                cur.append(' ');
                i++;
                continue;
            }
            if (Character.isWhitespace(c)) {
                if (!cur.isEmpty()) {
                    words.add(cur.toString());
                    cur.setLength(0);
                }
            } else if (c == ':' && words.isEmpty() && (i + 1 >= rule.length()
                    || Character.isWhitespace(rule.charAt(i + 1)))) {
                words.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (!cur.isEmpty()) {
            words.add(cur.toString());
        }
        return words;
    }

    /** Whether every header recorded for a cache entry still has the content it was compiled with. */
    private static boolean includesUnchanged(Path deps) {
        if (!Files.isRegularFile(deps)) {
            return false;
        }
        try {
            for (String line : Files.readAllLines(deps)) {
                if (line.isBlank()) {
                    continue;
                }
                int sp = line.indexOf(' ');
                Path header = Path.of(line.substring(sp + 1));
                if (!Files.isRegularFile(header)
                        || !PortableIrCache.sha256(Files.readAllBytes(header)).equals(line.substring(0, sp))) {
                    return false;
                }
            }
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private String cacheKey(byte[] source, Path clFile, List<String> userOptions, OptLevel level) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(source);
            update(sha, "\0file\0" + clFile.toAbsolutePath().normalize());
            update(sha, "\0options\0" + String.join("\0", userOptions));
            // the recipe itself, so a change to the default arguments never reuses stale IR
            update(sha, "\0recipe\0" + String.join("\0", clangArguments(clFile, userOptions, level)));
            // the level and opt's arguments: a change to a level's recipe never reuses stale IR either
            update(sha, "\0level\0" + level.name() + "\0" + String.join("\0", level.optArguments()));
            update(sha, "\0clang\0" + toolIdentity(clang));
            update(sha, "\0opt\0" + toolIdentity(opt));
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is a required JDK algorithm", e);
        }
    }

    private static void update(MessageDigest sha, String s) {
        sha.update(s.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Identifies the compiler binary without running it (a cache hit must not start clang): the resolved path,
     * size and modification time change whenever the package is upgraded.
     */
    private static String toolIdentity(Path tool) {
        try {
            Path real = tool.toRealPath();
            BasicFileAttributes a = Files.readAttributes(real, BasicFileAttributes.class);
            return real + ":" + a.size() + ":" + a.lastModifiedTime().toMillis();
        } catch (IOException e) {
            return tool.toString();
        }
    }

    private String versionLine() {
        String v = versionLine;
        if (v == null) {
            Result r = run(List.of(clang.toString(), "--version"));
            String out = r.stdout.isBlank() ? r.stderr : r.stdout;
            int nl = out.indexOf('\n');
            v = (nl >= 0 ? out.substring(0, nl) : out).trim();
            versionLine = v;
        }
        return v;
    }

    private record Result(int exitCode, String stdout, String stderr) {
    }

    private Result run(List<String> command) {
        compilerRuns.incrementAndGet();
        ProcessBuilder pb = new ProcessBuilder(command);
        try {
            Process p = pb.start();
            p.getOutputStream().close();
            StreamReader err = new StreamReader(p.getErrorStream());
            err.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int code = p.waitFor();
            err.join();
            return new Result(code, out, err.text());
        } catch (IOException e) {
            throw AiwcException.missing("cannot run " + command.get(0) + ": " + e.getMessage(),
                    "Install the Debian packages " + tools.clang() + " and llvm-" + tools.version() + ": "
                            + tools.install());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AiwcException(AiwcException.Kind.KERNEL_FAILURE, "interrupted while running " + command.get(0));
        }
    }

    /** Drains a process's stderr concurrently so that a chatty compiler cannot block on a full pipe. */
    private static final class StreamReader extends Thread {
        private final InputStream in;
        private volatile String text = "";

        StreamReader(InputStream in) {
            this.in = in;
            setDaemon(true);
        }

        @Override
        public void run() {
            try {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        String text() {
            return text;
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteTree(Path dir) {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary directory in the cache is harmless
        }
    }
}
