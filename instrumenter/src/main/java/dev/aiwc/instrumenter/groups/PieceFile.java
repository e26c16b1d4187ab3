package dev.aiwc.instrumenter.groups;

import dev.aiwc.instrumenter.AiwcException;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * The file one piece of a split launch writes ({@code aiwc run --groups I/N}): the collector partials of its ranges,
 * in range order, for every pass of the launch, with the instructions it simulated.
 *
 * <p>Layout (big-endian, {@link DataOutputStream}): an uncompressed header, so that a merge can refuse a file of
 * another launch before reading further: magic, {@link #FORMAT}, tool version, the launch identity (lines of
 * {@code key=value} the command line wrote: spec digest, collectors, options), piece index and count. Then a
 * deflated body: the launch (kernel, NDRange, work-groups, ranges and this piece's first and end range) and per
 * pass the collectors' names, per range its index and each collector's partial as length and bytes, then the pass's
 * instructions and seconds; an end marker closes it, so a truncated file is told from a complete one.
 */
public final class PieceFile {
    /** "AIWCGRP" and a newline: a file of another kind fails at its first eight bytes. */
    static final long MAGIC = 0x4149574347525000L | '\n';
    /** The layout's version; a merge refuses another. */
    public static final int FORMAT = 1;
    private static final int PASS = 1;
    private static final int END = 0;

    private PieceFile() {
    }

    /** What a piece says about itself before its body: who wrote it, for which launch, which piece it is. */
    public record Header(String toolVersion, String identity, GroupShare share) {
    }

    /** One pass's totals over every piece: the instructions simulated and the seconds spent. */
    public record PassTotals(long instructions, double seconds) {
    }

    /** The file name of piece {@code share} of a launch's output {@code stem}, e.g. {@code mm-0.piece-2-of-4.aiwcpiece}
     * for the third of four. */
    public static String fileName(String stem, GroupShare share) {
        return stem + ".piece-" + share.index() + "-of-" + share.count() + ".aiwcpiece";
    }

    public static Writer create(Path file, Header header) throws IOException {
        return new Writer(file, header);
    }

    /** Writes one piece; the engine calls it in pass and range order. */
    public static final class Writer implements Closeable {
        private final DataOutputStream out;
        private final GroupShare share;
        private final Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        private boolean launched;

        private Writer(Path file, Header header) throws IOException {
            this.share = header.share();
            var raw = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
            DataOutputStream head = new DataOutputStream(raw);
            head.writeLong(MAGIC);
            head.writeInt(FORMAT);
            head.writeUTF(header.toolVersion());
            writeText(head, header.identity());
            head.writeInt(share.index());
            head.writeInt(share.count());
            head.flush();
            out = new DataOutputStream(new BufferedOutputStream(new DeflaterOutputStream(raw, deflater, 1 << 16),
                    1 << 16));
        }

        public GroupShare share() {
            return share;
        }

        /** The launch this piece belongs to; once per file (a split runs one launch). */
        public void launch(String kernel, String ndrange, long groups, int ranges) {
            if (launched) {
                throw AiwcException.badInput("--groups splits one kernel launch, but the run specification launches"
                        + " more than one kernel", "split a specification with a single launch");
            }
            launched = true;
            io(() -> {
                out.writeUTF(kernel);
                out.writeUTF(ndrange);
                out.writeLong(groups);
                out.writeInt(ranges);
                out.writeInt(share.firstRange(ranges));
                out.writeInt(share.endRange(ranges));
            });
        }

        public void pass(List<String> collectors) {
            io(() -> {
                out.writeInt(PASS);
                out.writeInt(collectors.size());
                for (String c : collectors) {
                    out.writeUTF(c);
                }
            });
        }

        /** Range {@code range}'s partials, one per collector of the pass, as their runs wrote them. */
        public void range(int range, byte[][] partials) {
            io(() -> {
                out.writeInt(range);
                for (byte[] p : partials) {
                    out.writeInt(p.length);
                    out.write(p);
                }
            });
        }

        public void passEnd(long instructions, double seconds) {
            io(() -> {
                out.writeLong(instructions);
                out.writeDouble(seconds);
            });
        }

        @Override
        public void close() throws IOException {
            try {
                out.writeInt(END);
                out.close();
            } finally {
                deflater.end();
            }
        }

        private interface Io {
            void run() throws IOException;
        }

        private static void io(Io action) {
            try {
                action.run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** Opens every piece of one launch for a merge; see {@link Reader}. */
    public static Reader open(List<Path> files, String toolVersion, String identity) {
        return new Reader(files, toolVersion, identity);
    }

    /**
     * Reads the N pieces of one launch, range by range, for the merge. Every refusal is a usage error (exit 2) that
     * names the file: a file that is no piece, of another format or tool version, of another launch (the identity
     * line that differs), a different N, a missing or a duplicate piece, a truncated body.
     */
    public static final class Reader implements Closeable {
        private final Path[] files;
        private final DataInputStream[] in;
        private final int[] first;
        private final int[] end;
        private int ranges = -1;
        private int piece;

        private Reader(List<Path> paths, String toolVersion, String identity) {
            if (paths.isEmpty()) {
                throw AiwcException.badInput("no piece files to merge", "give the files aiwc run --groups I/N wrote");
            }
            List<InputStream> opened = new ArrayList<>();
            try {
                List<Header> headers = new ArrayList<>();
                for (Path p : paths) {
                    InputStream raw = new BufferedInputStream(Files.newInputStream(p), 1 << 16);
                    opened.add(raw);
                    Header h = header(p, new DataInputStream(raw));
                    if (!h.toolVersion().equals(toolVersion)) {
                        throw refuse(p, "was written by " + h.toolVersion() + ", this is " + toolVersion,
                                "run every piece and the merge with one version of aiwc");
                    }
                    String differs = firstDifference(h.identity(), identity);
                    if (differs != null) {
                        throw refuse(p, "belongs to another launch: " + differs,
                                "merge with the specification and options every piece was run with");
                    }
                    if (!headers.isEmpty() && h.share().count() != headers.get(0).share().count()) {
                        throw refuse(p, "is piece " + h.share() + " but " + paths.get(0) + " is piece "
                                + headers.get(0).share(), "merge the pieces of one split (one N)");
                    }
                    headers.add(h);
                }
                int n = headers.get(0).share().count();
                files = new Path[n];
                in = new DataInputStream[n];
                first = new int[n];
                end = new int[n];
                for (int k = 0; k < paths.size(); k++) {
                    int i = headers.get(k).share().index();
                    if (files[i] != null) {
                        throw refuse(paths.get(k), "is piece " + headers.get(k).share() + ", as is " + files[i],
                                "give each piece once");
                    }
                    files[i] = paths.get(k);
                    in[i] = new DataInputStream(new BufferedInputStream(new InflaterInputStream(opened.get(k)),
                            1 << 16));
                }
                for (int i = 0; i < n; i++) {
                    if (files[i] == null) {
                        throw AiwcException.badInput("piece " + i + "/" + n + " is missing: " + paths.size()
                                        + " file(s) were given for a launch split into " + n,
                                "run aiwc run --groups " + i + "/" + n + " and merge all " + n + " pieces");
                    }
                }
            } catch (IOException e) {
                closeAll(opened);
                throw AiwcException.badInput("cannot read a piece file: " + e.getMessage(),
                        "check the paths given to --merge-groups");
            } catch (RuntimeException e) {
                closeAll(opened);
                throw e;
            }
        }

        private static void closeAll(List<InputStream> streams) {
            for (InputStream s : streams) {
                try {
                    s.close();
                } catch (IOException ignored) {
                    // closing after a refusal: the refusal is what is reported
                }
            }
        }

        private static Header header(Path p, DataInputStream head) throws IOException {
            try {
                if (head.readLong() != MAGIC) {
                    throw refuse(p, "is not a piece file of aiwc run --groups", "give the *.aiwcpiece files");
                }
                int format = head.readInt();
                if (format != FORMAT) {
                    throw refuse(p, "has piece format " + format + ", this aiwc reads " + FORMAT,
                            "run the pieces again with this version");
                }
                String tool = head.readUTF();
                String identity = readText(head);
                int index = head.readInt();
                int count = head.readInt();
                if (count < 1 || index < 0 || index >= count) {
                    throw refuse(p, "names piece " + index + " of " + count, "the file is damaged; run it again");
                }
                return new Header(tool, identity, new GroupShare(index, count));
            } catch (EOFException e) {
                throw refuse(p, "ends inside its header", "the file is truncated; run its piece again");
            }
        }

        /** The first line of {@code mine} that {@code theirs} lacks, said as both values, or null when they agree. */
        private static String firstDifference(String theirs, String mine) {
            if (theirs.equals(mine)) {
                return null;
            }
            List<String> a = List.of(theirs.split("\n"));
            List<String> b = List.of(mine.split("\n"));
            for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
                String x = i < a.size() ? a.get(i) : "(nothing)";
                String y = i < b.size() ? b.get(i) : "(nothing)";
                if (!x.equals(y)) {
                    return "the piece has " + x + ", the merge " + y;
                }
            }
            return "its identity differs";
        }

        /** Checks that every piece was cut from this launch (same kernel, NDRange and ranges) and that they tile it. */
        public void launch(String kernel, String ndrange, long groups, int ranges) {
            this.ranges = ranges;
            int expectFirst = 0;
            for (int i = 0; i < in.length; i++) {
                Path p = files[i];
                DataInputStream s = in[i];
                int at = i;
                read(i, () -> {
                    String k = s.readUTF();
                    String nd = s.readUTF();
                    long g = s.readLong();
                    int r = s.readInt();
                    if (!k.equals(kernel) || !nd.equals(ndrange) || g != groups || r != ranges) {
                        throw refuse(p, "holds a launch of " + k + " over " + nd + " (" + g + " work-groups), this is"
                                + " " + kernel + " over " + ndrange + " (" + groups + ")",
                                "merge with the specification every piece was run with");
                    }
                    first[at] = s.readInt();
                    end[at] = s.readInt();
                });
                if (first[i] != expectFirst || end[i] < first[i]) {
                    throw refuse(p, "holds ranges " + first[i] + ".." + end[i] + ", expected from " + expectFirst,
                            "the file is damaged; run its piece again");
                }
                expectFirst = end[i];
            }
            if (expectFirst != ranges) {
                throw refuse(files[in.length - 1], "ends at range " + expectFirst + " of " + ranges,
                        "the file is damaged; run its piece again");
            }
        }

        /** Starts a pass in every piece; its collectors must be the merge's. */
        public void pass(List<String> collectors) {
            piece = 0;
            for (int i = 0; i < in.length; i++) {
                Path p = files[i];
                DataInputStream s = in[i];
                int at = i;
                read(i, () -> {
                    int marker = s.readInt();
                    int n = s.readInt();
                    List<String> names = new ArrayList<>();
                    for (int c = 0; c < n && marker == PASS; c++) {
                        names.add(s.readUTF());
                    }
                    if (marker != PASS || !names.equals(collectors)) {
                        throw refuse(p, "holds a pass of collectors " + names + ", the merge counts " + collectors,
                                "merge with the --collectors every piece was run with");
                    }
                });
            }
        }

        /** The partials of range {@code range}, one per collector of the pass; ranges come in order. */
        public byte[][] range(int range, int collectors) {
            while (piece < in.length && range >= end[piece]) {
                piece++;
            }
            int i = piece;
            byte[][] out = new byte[collectors][];
            read(i, () -> {
                int r = in[i].readInt();
                if (r != range) {
                    throw refuse(files[i], "holds range " + r + " where range " + range + " was expected",
                            "the file is damaged; run its piece again");
                }
                for (int c = 0; c < collectors; c++) {
                    out[c] = new byte[in[i].readInt()];
                    in[i].readFully(out[c]);
                }
            });
            return out;
        }

        /** Ends the pass in every piece: the instructions all of them simulated, and their seconds. */
        public PassTotals passEnd() {
            long instructions = 0;
            double seconds = 0;
            long[] ins = new long[1];
            double[] secs = new double[1];
            for (int i = 0; i < in.length; i++) {
                int piece = i;
                read(i, () -> {
                    ins[0] = in[piece].readLong();
                    secs[0] = in[piece].readDouble();
                });
                instructions += ins[0];
                seconds += secs[0];
            }
            return new PassTotals(instructions, seconds);
        }

        /** Checks that every piece ends where it should, so no partial was left unread. */
        public void finish() {
            for (int i = 0; i < in.length; i++) {
                int piece = i;
                read(i, () -> {
                    if (in[piece].readInt() != END) {
                        throw refuse(files[piece], "holds more passes than the merge counts",
                                "merge with the --collectors every piece was run with");
                    }
                });
            }
        }

        private interface Io {
            void run() throws IOException;
        }

        private void read(int i, Io action) {
            try {
                action.run();
            } catch (EOFException e) {
                throw refuse(files[i], "ends early", "the file is truncated or still being written; run its piece"
                        + " again");
            } catch (IOException e) {
                throw refuse(files[i], "cannot be read: " + e.getMessage(), "run its piece again");
            }
        }

        @Override
        public void close() {
            closeAll(List.of(in));
        }
    }

    private static AiwcException refuse(Path file, String what, String advice) {
        return AiwcException.badInput("piece file " + file + " " + what, advice);
    }

    private static void writeText(DataOutputStream out, String text) throws IOException {
        byte[] b = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    private static String readText(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > 1 << 20) {
            throw new EOFException();
        }
        byte[] b = new byte[n];
        in.readFully(b);
        return new String(b, java.nio.charset.StandardCharsets.UTF_8);
    }
}
