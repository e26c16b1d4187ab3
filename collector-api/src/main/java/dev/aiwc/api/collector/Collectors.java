package dev.aiwc.api.collector;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The collectors available: those on the class path (the built-in ones) and those of the plugin path, jars the
 * user names with {@code --plugin-path} or the environment variable {@value #PLUGIN_PATH_VARIABLE}, both
 * discovered with {@link ServiceLoader} (a jar declares its collectors in
 * {@code META-INF/services/dev.aiwc.api.collector.Collector}). The plugin path is a list of jar files and folders,
 * separated as the platform separates paths ({@code :} on Linux); a folder contributes its {@code *.jar} files in
 * name order. docs/writing-a-collector.md walks through writing one.
 */
public final class Collectors {

    /** The environment variable read when no plugin path was set on the command line. */
    public static final String PLUGIN_PATH_VARIABLE = "AIWC_PLUGINS";

    /** The plugin path set with {@link #usePluginPath}, or null to read the environment variable. */
    private static volatile String pluginPath;

    /** The collectors found for {@link #cachedFor}'s plugin path. */
    private static volatile Map<String, Collector> cached;
    private static volatile String cachedFor;

    private Collectors() {
    }

    /**
     * Sets the plugin path for this process, in place of {@value #PLUGIN_PATH_VARIABLE}; null goes back to the
     * variable. An entry that does not exist is an {@link IllegalArgumentException} at the next lookup.
     */
    public static void usePluginPath(String list) {
        pluginPath = list;
    }

    /** The plugin path in effect: the one set, else the environment variable's, else empty. */
    public static String pluginPath() {
        String set = pluginPath;
        if (set != null) {
            return set;
        }
        String env = System.getenv(PLUGIN_PATH_VARIABLE);
        return env == null ? "" : env;
    }

    /**
     * Every available collector by name, in name order: the built-in ones and the plugin path's. The same map is
     * returned while the plugin path stays the same (callers may cache what they derive from it by identity).
     * A plugin jar that is missing, unreadable, or declares a collector that cannot be loaded, or a plugin
     * collector whose name is taken, is an {@link IllegalArgumentException} naming the jar and what to do.
     */
    public static Map<String, Collector> available() {
        String path = pluginPath();
        Map<String, Collector> found = cached;
        if (found != null && path.equals(cachedFor)) {
            return found;
        }
        synchronized (Collectors.class) {
            if (cached == null || !path.equals(cachedFor)) {
                cached = discover(path);
                cachedFor = path;
            }
            return cached;
        }
    }

    private static Map<String, Collector> discover(String path) {
        Map<String, Collector> builtIn = new TreeMap<>();
        for (Collector c : ServiceLoader.load(Collector.class, Collectors.class.getClassLoader())) {
            builtIn.put(c.name(), c);
        }
        List<Path> jars = jars(path);
        if (jars.isEmpty()) {
            return Collections.unmodifiableMap(builtIn);
        }
        Map<String, Collector> all = new TreeMap<>(builtIn);
        Map<String, Path> origin = new TreeMap<>();
        for (Path jar : jars) {
            // one loader per jar: a plugin sees the SPI and its own classes, not another plugin's
            ClassLoader loader = new URLClassLoader(new URL[]{url(jar)}, Collectors.class.getClassLoader());
            List<ServiceLoader.Provider<Collector>> providers;
            try {
                providers = ServiceLoader.load(Collector.class, loader).stream()
                        .filter(p -> from(p.type(), jar)).toList();
            } catch (ServiceConfigurationError e) {
                throw unloadable(jar, e);
            }
            if (providers.isEmpty()) {
                throw new IllegalArgumentException("plugin " + jar + " declares no collector; list its Collector "
                        + "classes in META-INF/services/" + Collector.class.getName()
                        + " (docs/writing-a-collector.md)");
            }
            for (ServiceLoader.Provider<Collector> p : providers) {
                Collector c;
                try {
                    c = p.get();
                } catch (ServiceConfigurationError | LinkageError e) {
                    throw unloadable(jar, e);
                }
                String name = c.name();
                if (name == null || !name.matches("[a-z0-9][a-z0-9-]*")) {
                    throw new IllegalArgumentException("plugin " + jar + ": collector " + p.type().getName()
                            + " is named '" + name + "'; a collector name is lower-case letters, digits and '-'");
                }
                if (all.containsKey(name)) {
                    throw new IllegalArgumentException("plugin " + jar + ": collector name '" + name + "' is taken by "
                            + (builtIn.containsKey(name) ? "a built-in collector" : "plugin " + origin.get(name))
                            + "; rename " + p.type().getName() + "'s collector");
                }
                all.put(name, c);
                origin.put(name, jar);
            }
        }
        return Collections.unmodifiableMap(all);
    }

    /** Whether {@code type} was loaded from {@code jar} (not a built-in the jar's loader also sees). */
    private static boolean from(Class<?> type, Path jar) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        try {
            return source != null && source.getLocation() != null
                    && Path.of(source.getLocation().toURI()).equals(jar);
        } catch (java.net.URISyntaxException | IllegalArgumentException e) {
            return false;
        }
    }

    private static IllegalArgumentException unloadable(Path jar, Throwable e) {
        Throwable cause = e.getCause() != null ? e.getCause() : e;
        return new IllegalArgumentException("plugin " + jar + " cannot be loaded: " + cause
                + "; build it for Java 17 against this version's collector-api, with its own dependencies inside "
                + "the jar (docs/writing-a-collector.md)", e);
    }

    /** The jars of a plugin path, in order, each an absolute normalised path; folders give their jars by name. */
    static List<Path> jars(String path) {
        List<Path> out = new ArrayList<>();
        if (path == null || path.isBlank()) {
            return out;
        }
        for (String entry : path.split(java.util.regex.Pattern.quote(java.io.File.pathSeparator))) {
            if (entry.isBlank()) {
                continue;
            }
            Path p = Path.of(entry.strip()).toAbsolutePath().normalize();
            if (Files.isDirectory(p)) {
                try (Stream<Path> files = Files.list(p)) {
                    files.filter(f -> f.getFileName().toString().endsWith(".jar") && Files.isRegularFile(f))
                            .sorted().forEach(out::add);
                } catch (IOException e) {
                    throw new UncheckedIOException("plugin folder " + p + " cannot be listed: " + e.getMessage(), e);
                }
            } else if (Files.isRegularFile(p) && entry.strip().endsWith(".jar")) {
                out.add(p);
            } else {
                throw new IllegalArgumentException("plugin path entry " + entry.strip() + " (from "
                        + (pluginPath != null ? "--plugin-path" : PLUGIN_PATH_VARIABLE) + ") is "
                        + (Files.exists(p) ? "not a .jar file or a folder" : "missing")
                        + "; give jar files or folders holding them, separated by '" + java.io.File.pathSeparator + "'");
            }
        }
        return out.stream().distinct().toList();
    }

    private static URL url(Path jar) {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("plugin " + jar + ": not a usable path: " + e.getMessage(), e);
        }
    }

    /** Resolves a comma list such as {@code aiwc,fermi-l1}; unknown names are an {@link IllegalArgumentException}. */
    public static List<Collector> select(String commaList) {
        Map<String, Collector> all = available();
        Map<String, Collector> chosen = new LinkedHashMap<>();
        for (String raw : commaList.split(",")) {
            String name = raw.trim();
            if (name.isEmpty()) {
                continue;
            }
            Collector c = all.get(name);
            if (c == null) {
                throw new IllegalArgumentException("unknown collector '" + name + "'; available: "
                        + String.join(", ", all.keySet()) + (Objects.equals(pluginPath(), "") ? "" : " (plugin path: "
                        + pluginPath() + ")"));
            }
            chosen.put(name, c);
        }
        return new ArrayList<>(chosen.values());
    }
}
