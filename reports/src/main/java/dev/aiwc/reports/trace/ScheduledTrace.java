package dev.aiwc.reports.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A scheduled memory trace as fermi-l1 exports it: CSV with the header
 * {@code order,sm,block,warp,thread,instruction,address,rw} (columns found by name; {@code order},
 * {@code thread}, {@code address} and {@code rw} are required, an optional {@code policy} column splits one
 * file into one trace per scheduling policy). Addresses are decimal (unsigned 64-bit) or {@code 0x} hex;
 * {@code rw} is {@code r}/{@code w}, {@code read}/{@code write}, {@code load}/{@code store} or {@code 0}/{@code 1}.
 *
 * @param policy     scheduling policy: the {@code policy} column, else the file name's last {@code -}/{@code .}
 *                   separated word before {@code .csv} ({@code vadd-0.trace-lrr.csv} → {@code lrr})
 * @param order      issue order of each access
 * @param sm         SM of each access (0 when the column is absent)
 * @param thread     thread (global linear id) of each access
 * @param address    byte address of each access
 * @param write      whether each access is a store
 */
public record ScheduledTrace(String source, String policy, long[] order, int[] sm, long[] thread, long[] address,
                             boolean[] write) {

    public int size() {
        return order.length;
    }

    /** Whether a file looks like a scheduled trace (its first line names the order and address columns). */
    public static boolean looksLikeTrace(Path file) {
        if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv")) {
            return false;
        }
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = r.readLine();
            if (header == null) {
                return false;
            }
            List<String> cols = Arrays.asList(header.trim().toLowerCase(Locale.ROOT).split("\\s*,\\s*"));
            return cols.contains("order") && cols.contains("address") && cols.contains("thread");
        } catch (IOException e) {
            return false;
        }
    }

    /** Reads the traces of one CSV file, one per policy, in order of first appearance. */
    public static List<ScheduledTrace> read(Path file) throws IOException {
        String stem = file.getFileName().toString().replaceFirst("(?i)\\.csv$", "");
        String fallbackPolicy = stem.substring(Math.max(stem.lastIndexOf('-'), stem.lastIndexOf('.')) + 1);
        Map<String, Builder> byPolicy = new LinkedHashMap<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = r.readLine();
            if (header == null) {
                throw new IllegalArgumentException(file + ": empty file; expected a scheduled-trace CSV with header "
                        + "order,sm,block,warp,thread,instruction,address,rw");
            }
            List<String> cols = Arrays.asList(header.trim().toLowerCase(Locale.ROOT).split("\\s*,\\s*"));
            int cOrder = require(cols, "order", file);
            int cThread = require(cols, "thread", file);
            int cAddress = require(cols, "address", file);
            int cRw = require(cols, "rw", file);
            int cSm = cols.indexOf("sm");
            int cPolicy = cols.indexOf("policy");
            String line;
            int lineNo = 1;
            while ((line = r.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split(",", -1);
                if (f.length < cols.size()) {
                    throw new IllegalArgumentException(file + ":" + lineNo + ": " + f.length + " fields, header has "
                            + cols.size() + "; is the file truncated?");
                }
                String policy = cPolicy >= 0 ? f[cPolicy].trim() : fallbackPolicy;
                Builder b = byPolicy.computeIfAbsent(policy, p -> new Builder());
                try {
                    b.add(Long.parseLong(f[cOrder].trim()), cSm >= 0 ? Integer.parseInt(f[cSm].trim()) : 0,
                            Long.parseLong(f[cThread].trim()), address(f[cAddress].trim()), write(f[cRw].trim()));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(file + ":" + lineNo + ": not a number (" + e.getMessage()
                            + "); order, sm, thread are integers, address decimal or 0x hex", e);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ":" + lineNo + ": " + e.getMessage(), e);
                }
            }
        }
        List<ScheduledTrace> out = new ArrayList<>();
        for (Map.Entry<String, Builder> e : byPolicy.entrySet()) {
            out.add(e.getValue().build(file.toString(), e.getKey()));
        }
        return out;
    }

    private static int require(List<String> cols, String name, Path file) {
        int i = cols.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException(file + ": no \"" + name + "\" column; expected the scheduled-trace "
                    + "header order,sm,block,warp,thread,instruction,address,rw");
        }
        return i;
    }

    static long address(String s) {
        if (s.startsWith("0x") || s.startsWith("0X")) {
            return Long.parseUnsignedLong(s.substring(2), 16);
        }
        return Long.parseUnsignedLong(s);
    }

    static boolean write(String s) {
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "w", "write", "store", "st", "1" -> true;
            case "r", "read", "load", "ld", "0" -> false;
            default -> throw new IllegalArgumentException("rw is \"" + s + "\"; expected r or w");
        };
    }

    private static final class Builder {
        long[] order = new long[1024];
        int[] sm = new int[1024];
        long[] thread = new long[1024];
        long[] address = new long[1024];
        boolean[] write = new boolean[1024];
        int n;

        void add(long o, int s, long t, long a, boolean w) {
            if (n == order.length) {
                int cap = n * 2;
                order = Arrays.copyOf(order, cap);
                sm = Arrays.copyOf(sm, cap);
                thread = Arrays.copyOf(thread, cap);
                address = Arrays.copyOf(address, cap);
                write = Arrays.copyOf(write, cap);
            }
            order[n] = o;
            sm[n] = s;
            thread[n] = t;
            address[n] = a;
            write[n] = w;
            n++;
        }

        ScheduledTrace build(String source, String policy) {
            return new ScheduledTrace(source, policy, Arrays.copyOf(order, n), Arrays.copyOf(sm, n),
                    Arrays.copyOf(thread, n), Arrays.copyOf(address, n), Arrays.copyOf(write, n));
        }
    }
}
