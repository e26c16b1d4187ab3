package dev.aiwc.cli;

import dev.aiwc.instrumenter.AiwcException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;

/** The {@code aiwc} command. */
@Command(name = "aiwc", mixinStandardHelpOptions = true, version = Characterise.TOOL_VERSION,
        description = "Characterises OpenCL kernels with architecture-independent metrics by simulating them.",
        subcommands = {RunCommand.class, VerifyCommand.class, DemoCommand.class, BenchCommand.class,
            ReportCommand.class, CompareCommand.class, SuiteCommand.class, MergeCommand.class, L1Command.class,
            CalibrateCommand.class,
            CollectorsCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs the command line and returns the exit code of interfaces.md. */
    public static int execute(String... args) {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> report(ex, commandLine.getErr()));
        cl.setParameterExceptionHandler((ex, args1) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("aiwc: " + ex.getMessage());
            err.println("  see: aiwc " + ex.getCommandLine().getCommandName() + " --help");
            err.flush();
            return 2;
        });
        return cl.execute(args);
    }

    static int report(Exception ex, PrintWriter err) {
        Throwable t = ex;
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
}
