package dev.aiwc.dwarfs.original;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.PublishedArguments;
import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * gem (n-body-methods/gem, {@code gemnoui molecule 80 1 0}: exterior dielectric 80, interior 1, salinity 0): atoms
 * from {@code molecule.pqr} grouped into residues (a new residue where name or number changes; charges scaled by
 * 332, residue centre the mean of its atoms), surface vertices and normals from the precomputed MSMS
 * {@code molecule.vert} (msms itself is not run), the electrostatic size A from the determinant of the
 * r³-weighted inertia tensor (Sigalov, Fenley and Onufriev 2006: A = sqrt(5/(2M)) det(I)^(1/6)), projection length
 * 0 and ion exclusion radius 2. Then calc_potential_single_step_dev over (256, 120) work-items in (256, 1) groups,
 * relaunched with eye advanced by 256 * 120 until every vertex is covered.
 */
final class GemDriver implements OriginalDriver {

    static final int GROUP = 16 * 16;
    static final int BLOCKS = 120;
    static final int TOTAL_POTENTIAL = 3;
    static final float CONVERSION = 332f;
    static final float ION_EXCLUSION_RADIUS = 2f;

    @Override
    public Benchmark benchmark() {
        return Benchmark.GEM;
    }

    /** {@code gemnoui molecule exterior interior salinity}: the molecule's files without their extensions. */
    static String molecule(String size) {
        return PublishedArguments.fromCheckoutRoot(Benchmark.GEM.published(size).word(0));
    }

    /** One residue: atoms as (x, y, z, charge, radius) rows. */
    record Residue(List<float[]> atoms) {
    }

    static List<Residue> readPqr(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw AiwcException.badInput("Cannot read " + file + ": " + e.getMessage());
        }
        List<Residue> residues = new ArrayList<>();
        String lastKey = null;
        for (String line : lines) {
            if (!line.contains("ATOM") && !line.contains("HETATM")) {
                continue;
            }
            String[] t = line.trim().split("\\s+");
            boolean chain = line.length() > 21 && line.charAt(21) != ' ';
            int base = chain ? 5 : 4; // index of the residue number
            if (t.length < base + 6) {
                throw AiwcException.badInput(file + ": cannot read the atom line '" + line + "'.");
            }
            String key = t[3] + "/" + t[base];
            if (!key.equals(lastKey)) {
                residues.add(new Residue(new ArrayList<>()));
                lastKey = key;
            }
            float[] atom = new float[5];
            for (int k = 0; k < 5; k++) {
                atom[k] = Float.parseFloat(t[base + 1 + k]);
            }
            atom[3] *= CONVERSION;
            residues.get(residues.size() - 1).atoms().add(atom);
        }
        return residues;
    }

    /** MSMS vertices: x, y, z, nx, ny, nz per row after three header lines. */
    static float[][] readVertices(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw AiwcException.badInput("Cannot read " + file + ": " + e.getMessage());
        }
        if (lines.size() < 3) {
            throw AiwcException.badInput(file + " has no MSMS vertex header.");
        }
        int n = Integer.parseInt(lines.get(2).trim().split("\\s+")[0]);
        float[][] v = new float[n][6];
        for (int i = 0; i < n; i++) {
            String[] t = lines.get(3 + i).trim().split("\\s+");
            for (int k = 0; k < 6; k++) {
                v[i][k] = Float.parseFloat(t[k]);
            }
        }
        return v;
    }

    /** The electrostatic size A from the determinant of the r³-weighted tensor of inertia. */
    static double electrostaticSize(List<Residue> residues) {
        double mass = 0;
        double cx = 0;
        double cy = 0;
        double cz = 0;
        for (Residue r : residues) {
            for (float[] a : r.atoms()) {
                double m = Math.pow(a[4], 3);
                cx += a[0] * m;
                cy += a[1] * m;
                cz += a[2] * m;
                mass += m;
            }
        }
        cx /= mass;
        cy /= mass;
        cz /= mass;
        double i11 = 0, i22 = 0, i33 = 0, i12 = 0, i13 = 0, i23 = 0;
        for (Residue r : residues) {
            for (float[] a : r.atoms()) {
                double r2 = (double) a[4] * a[4];
                double m = r2 * a[4];
                double own = r2 / 5; // a uniform ball's own moment, half of it per axis term
                double x = a[0] - cx;
                double y = a[1] - cy;
                double z = a[2] - cz;
                double x2 = x * x + own;
                double y2 = y * y + own;
                double z2 = z * z + own;
                i11 += m * (y2 + z2);
                i22 += m * (z2 + x2);
                i33 += m * (x2 + y2);
                i12 -= m * x * y;
                i13 -= m * x * z;
                i23 -= m * y * z;
            }
        }
        double det = i11 * i22 * i33 + 2 * i12 * i23 * i13 - i11 * i23 * i23 - i22 * i13 * i13 - i33 * i12 * i12;
        return Math.sqrt(2.5 / mass) * Math.pow(det, 1.0 / 6);
    }

    @Override
    public void run(OpenDwarfsCheckout checkout, String size, ComputeDevice device, InvocationListener listener) {
        String mol = molecule(size);
        PublishedArguments args = Benchmark.GEM.published(size);
        float exterior = args.floatWord(1);
        float interior = args.floatWord(2);
        float salinity = args.floatWord(3);
        List<Residue> residues = readPqr(checkout.data(mol + ".pqr"));
        float[][] vert = readVertices(checkout.data(mol + ".vert"));
        int nres = residues.size();
        int natoms = 0;
        for (Residue r : residues) {
            natoms += r.atoms().size();
        }
        float[] resC = new float[nres], resX = new float[nres], resY = new float[nres], resZ = new float[nres];
        float[] atC = new float[natoms], atX = new float[natoms], atY = new float[natoms], atZ = new float[natoms];
        int[] addrs = new int[nres];
        int[] lengths = new int[nres];
        int k = 0;
        for (int i = 0; i < nres; i++) {
            List<float[]> atoms = residues.get(i).atoms();
            addrs[i] = k;
            lengths[i] = atoms.size();
            for (float[] a : atoms) {
                atX[k] = a[0];
                atY[k] = a[1];
                atZ[k] = a[2];
                atC[k] = a[3];
                resX[i] += a[0];
                resY[i] += a[1];
                resZ[i] += a[2];
                resC[i] += a[3];
                k++;
            }
            resX[i] /= atoms.size();
            resY[i] /= atoms.size();
            resZ[i] /= atoms.size();
        }
        int nvert = vert.length;
        float projLen = 0;
        float[] vx = new float[nvert], vy = new float[nvert], vz = new float[nvert];
        float[] px = new float[nvert], py = new float[nvert], pz = new float[nvert];
        for (int i = 0; i < nvert; i++) {
            vx[i] = vert[i][0] + projLen * vert[i][3];
            vy[i] = vert[i][1] + projLen * vert[i][4];
            vz[i] = vert[i][2] + projLen * vert[i][5];
            px[i] = vert[i][0] + ION_EXCLUSION_RADIUS * vert[i][3];
            py[i] = vert[i][1] + ION_EXCLUSION_RADIUS * vert[i][4];
            pz[i] = vert[i][2] + ION_EXCLUSION_RADIUS * vert[i][5];
        }
        float a = (float) electrostaticSize(residues);
        float r = a + projLen;
        float rprime = a + ION_EXCLUSION_RADIUS;
        float r0 = a / 2;
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.build(checkout.kernel(benchmark().originalKernel()),
                checkout.buildOptions(benchmark().originalOptions()));
        BufferHandle[] res = {host.buffer("res_c_s", resC), host.buffer("res_x_s", resX), host.buffer("res_y_s", resY),
                host.buffer("res_z_s", resZ)};
        BufferHandle[] at = {host.buffer("at_c_s", atC), host.buffer("at_x_s", atX), host.buffer("at_y_s", atY),
                host.buffer("at_z_s", atZ)};
        BufferHandle[] ve = {host.buffer("vert_c_s", nvert * 4L), host.buffer("vert_x_s", vx),
                host.buffer("vert_y_s", vy), host.buffer("vert_z_s", vz)};
        BufferHandle[] vp = {host.buffer("vert_x_p_s", px), host.buffer("vert_y_p_s", py),
                host.buffer("vert_z_p_s", pz)};
        BufferHandle addrBuf = host.buffer("atom_addrs_s", addrs);
        BufferHandle lengthBuf = host.buffer("atom_lengths_s", lengths);
        var range = HostSession.range(GROUP, BLOCKS, GROUP, 1);
        for (int eye = 0; eye < nvert; eye += GROUP * BLOCKS) {
            host.launch(program, "calc_potential_single_step_dev", range, KernelArg.i32(nres), KernelArg.i32(nvert),
                    KernelArg.f32(a), KernelArg.f32(projLen), KernelArg.f32(interior), KernelArg.f32(exterior),
                    KernelArg.f32(salinity), KernelArg.f32(ION_EXCLUSION_RADIUS), KernelArg.i32(TOTAL_POTENTIAL),
                    KernelArg.i32(eye), KernelArg.i32(nvert), HostSession.buf(addrBuf), HostSession.buf(lengthBuf),
                    KernelArg.f32(r), KernelArg.f32(r0), KernelArg.f32(rprime),
                    HostSession.buf(res[0]), HostSession.buf(res[1]), HostSession.buf(res[2]),
                    HostSession.buf(res[3]), HostSession.buf(at[0]), HostSession.buf(at[1]), HostSession.buf(at[2]),
                    HostSession.buf(at[3]), HostSession.buf(ve[0]), HostSession.buf(ve[1]), HostSession.buf(ve[2]),
                    HostSession.buf(ve[3]), HostSession.buf(vp[0]), HostSession.buf(vp[1]), HostSession.buf(vp[2]));
        }
        host.bytes(ve[0]);
    }
}
