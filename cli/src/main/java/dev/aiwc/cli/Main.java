package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.reports.characterise.Characterise;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;

/** The {@code aiwc} command. */
@Command(name = "aiwc", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Characterises OpenCL kernels with architecture-independent metrics by simulating them.",
        footer = {"", "--plugin-path JARS, before or after the command, loads more collectors from these jars and "
            + "folders of jars (':'-separated; also the environment variable AIWC_PLUGINS): "
            + "docs/writing-a-collector.md."},
        subcommands = {RunCommand.class, VerifyCommand.class, DemoCommand.class, BenchCommand.class,
            ReportCommand.class, CompareCommand.class, SuiteCommand.class, MergeCommand.class, L1Command.class,
            CalibrateCommand.class, TimeCommand.class, SweepCommand.class, PredictCommand.class,
            CollectorsCommand.class, MetricsCommand.class, CommandLine.HelpCommand.class})
public final class Main implements java.util.concurrent.Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** {@code aiwc} alone: no command was given, which is a usage error (help was not asked for). */
    @Override
    public Integer call() {
        spec.commandLine().usage(System.err);
        System.err.println("aiwc: no command given; try: ./aiwc demo, or ./aiwc run SPEC (docs/run-spec.md)");
        return 2;
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs the command line and returns its exit code (README.md, "Exit codes"). */
    public static int execute(String... args) {
        try {
            return executeLine(args);
        } catch (OutOfMemoryError e) {
            return report(AiwcException.outOfMemory(), new PrintWriter(System.err, true));
        }
    }

    private static int executeLine(String[] args) {
        try {
            args = pluginPath(args);
        } catch (IllegalArgumentException e) {
            System.err.println("aiwc: " + e.getMessage());
            return 2;
        }
        // Building picocli's model of every subcommand costs about 0.2 s of reflection, as much as a small kernel's
        // whole run: a well-formed line naming a subcommand is parsed from that command's annotations alone
        // (QuickParse); any other line is parsed by picocli, building only the named subcommand where there is one.
        Object only = args.length == 0 ? null : subcommand(args[0]);
        if (only != null && QuickParse.fill(only, Arrays.copyOfRange(args, 1, args.length))) {
            return call(only);
        }
        only = args.length == 0 ? null : subcommand(args[0]); // a fresh instance: the failed fill may have set fields
        CommandLine cl;
        String[] rest = args;
        if (only != null) {
            cl = new CommandLine(only);
            cl.setCommandName("aiwc " + args[0]);
            rest = Arrays.copyOfRange(args, 1, args.length);
        } else {
            cl = new CommandLine(new Main());
        }
        showDefaults(cl);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> report(ex, commandLine.getErr()));
        cl.setParameterExceptionHandler((ex, args1) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("aiwc: " + ex.getMessage());
            if (ex instanceof CommandLine.UnmatchedArgumentException unmatched) {
                List<String> near = suggestions(unmatched);
                if (!near.isEmpty()) {
                    err.println("  did you mean: " + String.join(", ", near) + "?");
                }
            }
            err.println("  see: " + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help");
            err.flush();
            return 2;
        });
        return cl.execute(rest);
    }

    /**
     * Takes {@code --plugin-path JARS} (or {@code --plugin-path=JARS}) out of the command line, wherever it stands,
     * and sets the collectors' plugin path from it: every command that names, lists or describes collectors then
     * sees the plugins, without each declaring the option. Returns the other arguments.
     */
    static String[] pluginPath(String[] args) {
        List<String> rest = new java.util.ArrayList<>(args.length);
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--plugin-path")) {
                if (i + 1 >= args.length || args[i + 1].startsWith("-")) {
                    throw new IllegalArgumentException("--plugin-path needs a value: jar files or folders of jars, "
                            + "separated by '" + java.io.File.pathSeparator + "'");
                }
                dev.aiwc.api.collector.Collectors.usePluginPath(args[++i]);
            } else if (a.startsWith("--plugin-path=")) {
                dev.aiwc.api.collector.Collectors.usePluginPath(a.substring("--plugin-path=".length()));
            } else {
                rest.add(a);
            }
        }
        return rest.toArray(new String[0]);
    }

    /**
     * The commands or options nearest to the first unmatched argument ({@code aiwc rnu}: run; {@code --colectors}:
     * --collectors): options when it looks like one, else the subcommands of the command that did not match it.
     */
    static List<String> suggestions(CommandLine.UnmatchedArgumentException ex) {
        List<String> unmatched = ex.getUnmatched();
        if (unmatched == null || unmatched.isEmpty()) {
            return List.of();
        }
        String typed = unmatched.get(0);
        int eq = typed.indexOf('=');
        CommandLine.Model.CommandSpec spec = ex.getCommandLine().getCommandSpec();
        if (typed.startsWith("-")) {
            return NearestNames.of(eq < 0 ? typed : typed.substring(0, eq), spec.optionsMap().keySet());
        }
        if (!spec.subcommands().isEmpty()) {
            return NearestNames.of(typed, spec.subcommands().keySet());
        }
        // `aiwc rnu` is parsed by the whole tree only when rnu names no command: the nearest commands are Main's
        return spec.userObject() instanceof Main ? List.of() : NearestNames.of(typed, commandNames());
    }

    private static List<String> commandNames() {
        List<String> names = new java.util.ArrayList<>();
        for (Class<?> type : Main.class.getAnnotation(Command.class).subcommands()) {
            Command command = type.getAnnotation(Command.class);
            if (command != null && type != CommandLine.HelpCommand.class) {
                names.add(command.name());
            }
        }
        return names;
    }

    /**
     * Shows an option's default in {@code --help} ("Default: aiwc-out") where it has one worth reading and its
     * description does not already say it; for the command and its subcommands. Options are immutable, so each
     * is replaced by a copy with the visibility set.
     */
    private static final java.util.regex.Pattern SAYS_DEFAULT = java.util.regex.Pattern.compile("\\(default\\b|default:");

    private static void showDefaults(CommandLine cl) {
        CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
        for (CommandLine.Model.OptionSpec o : new java.util.ArrayList<>(spec.options())) {
            String value = o.defaultValue();
            String text = String.join(" ", o.description()).toLowerCase(java.util.Locale.ROOT);
            boolean worth = value != null && !value.isBlank() && !o.usageHelp() && !o.versionHelp()
                    && o.type() != boolean.class && o.type() != Boolean.class && !SAYS_DEFAULT.matcher(text).find();
            if (worth) {
                spec.remove(o);
                spec.addOption(o.toBuilder().showDefaultValue(CommandLine.Help.Visibility.ALWAYS).build());
            }
        }
        for (CommandLine sub : cl.getSubcommands().values()) {
            showDefaults(sub);
        }
    }

    /** Runs a subcommand whose fields {@link QuickParse} filled, with picocli's exit codes and error reports. */
    private static int call(Object command) {
        try {
            if (command instanceof java.util.concurrent.Callable<?> c) {
                Object code = c.call();
                return code instanceof Integer i ? i : 0;
            }
            ((Runnable) command).run();
            return 0;
        } catch (Exception e) {
            return report(e, new PrintWriter(System.err, true));
        }
    }

    /**
     * A new instance of the subcommand called {@code name}, among those {@link Main}'s {@code @Command} lists, or null
     * (then the whole tree parses the line); picocli's help command is left to picocli.
     */
    static Object subcommand(String name) {
        // the annotations as the class files hold them (ClassAnnotations): reflection's would cost a proxy class each
        try {
            ClassAnnotations.Annotation main = ClassAnnotations.of(Main.class).find(Command.class);
            for (Object literal : (List<?>) main.get(Command.class, "subcommands")) {
                Class<?> type = ClassAnnotations.classOf((String) literal, Main.class);
                if (type == CommandLine.HelpCommand.class) {
                    continue;
                }
                ClassAnnotations.Annotation command = ClassAnnotations.of(type).find(Command.class);
                if (command != null && command.string(Command.class, "name").equals(name)) {
                    java.lang.reflect.Constructor<?> make = type.getDeclaredConstructor();
                    make.setAccessible(true);
                    return make.newInstance();
                }
            }
        } catch (ReflectiveOperationException | IOException | RuntimeException e) {
            return null;
        }
        return null;
    }

    static int report(Exception ex, PrintWriter err) {
        Throwable t = AiwcException.outOfMemory(ex) ? AiwcException.outOfMemory() : ex;
        if (t instanceof AiwcException ae) {
            err.println("aiwc: " + ae.getMessage());
            if (ae.detail() != null && !ae.detail().isBlank()) {
                for (String line : ae.detail().split("\n")) {
                    err.println("  " + line);
                }
            }
            err.flush();
            return ae.exitCode();
        }
        if (t instanceof IllegalArgumentException || t instanceof java.io.UncheckedIOException
                || t instanceof java.io.IOException) {
            err.println("aiwc: " + t.getMessage());
            if (System.getenv("AIWC_DEBUG") != null) {
                t.printStackTrace(err);
            }
            err.flush();
            return 2;
        }
        err.println("aiwc: internal error: " + t);
        err.println("  this is a bug in aiwc; rerun with AIWC_DEBUG=1 for the stack trace and report it");
        if (System.getenv("AIWC_DEBUG") != null) {
            t.printStackTrace(err);
        }
        err.flush();
        return 70;
    }

    /** Exit code of a run that needed more memory than the Java heap may take (README.md, "Exit codes"). */
    static final int OUT_OF_MEMORY = AiwcException.Kind.OUT_OF_MEMORY.exitCode;
}
