package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.HostSession;
import dev.aiwc.dwarfs.InvocationListener;
import dev.aiwc.dwarfs.ResultCheck;
import dev.aiwc.dwarfs.SizePreset;
import dev.aiwc.dwarfs.catalogue.Benchmark;
import dev.aiwc.dwarfs.catalogue.Seeds;
import dev.aiwc.instrumenter.device.BufferHandle;
import dev.aiwc.instrumenter.device.ComputeDevice;
import dev.aiwc.instrumenter.device.KernelArg;
import dev.aiwc.instrumenter.device.ProgramHandle;

import java.util.SplittableRandom;

/**
 * N-body methods: the electrostatic potential of a molecule's point charges at the vertices of a surrounding
 * surface, every atom against every vertex, like OpenDwarfs gem. Atoms fill a ball of radius 10; vertices lie on a
 * sphere of radius 14, so no vertex comes nearer than 4 to a charge.
 */
public final class Gem implements BuiltInApplication {

    /** Coulomb's constant in kcal·Å/(mol·e²), the unit gem reports potentials in. */
    public static final float COULOMB = 332.06371f;
    static final double ATOM_RADIUS = 10;
    static final double SURFACE_RADIUS = 14;
    static final int LOCAL = 64;

    public record Shape(int atoms, int vertices) {
        long workingSetBytes() {
            return 16L * atoms + 16L * vertices + 4L * vertices;
        }
    }

    /** Atoms as (x, y, z, charge) and vertices as (x, y, z, 0). */
    public record Input(float[] atoms, float[] vertices) {
    }

    public static Shape shape(String size) {
        return switch (SizePreset.parse(size)) {
            case TINY -> new Shape(512, 512);
            case SMALL -> new Shape(2048, 8192);
            case MEDIUM -> new Shape(2048, 131072);
            case LARGE -> new Shape(4096, 524288);
        };
    }

    public static Input generate(Shape s, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        float[] atoms = new float[4 * s.atoms()];
        for (int a = 0; a < s.atoms(); a++) {
            double[] p = inBall(rnd, ATOM_RADIUS);
            atoms[4 * a] = (float) p[0];
            atoms[4 * a + 1] = (float) p[1];
            atoms[4 * a + 2] = (float) p[2];
            atoms[4 * a + 3] = (float) (rnd.nextDouble() * 2 - 1); // partial charges in [-1, 1)
        }
        float[] vertices = new float[4 * s.vertices()];
        for (int v = 0; v < s.vertices(); v++) {
            double[] p = onSphere(rnd, SURFACE_RADIUS);
            vertices[4 * v] = (float) p[0];
            vertices[4 * v + 1] = (float) p[1];
            vertices[4 * v + 2] = (float) p[2];
        }
        return new Input(atoms, vertices);
    }

    private static double[] inBall(SplittableRandom rnd, double r) {
        while (true) {
            double x = rnd.nextDouble() * 2 - 1;
            double y = rnd.nextDouble() * 2 - 1;
            double z = rnd.nextDouble() * 2 - 1;
            if (x * x + y * y + z * z <= 1) {
                return new double[]{x * r, y * r, z * r};
            }
        }
    }

    private static double[] onSphere(SplittableRandom rnd, double r) {
        double z = rnd.nextDouble() * 2 - 1;
        double phi = rnd.nextDouble() * 2 * Math.PI;
        double s = Math.sqrt(1 - z * z);
        return new double[]{r * s * Math.cos(phi), r * s * Math.sin(phi), r * z};
    }

    @Override
    public Benchmark benchmark() {
        return Benchmark.GEM;
    }

    @Override
    public long workingSetBytes(String size) {
        return shape(size).workingSetBytes();
    }

    @Override
    public long plannedInvocations(String size) {
        return 1;
    }

    @Override
    public void run(ComputeDevice device, String size, InvocationListener listener) {
        Shape s = shape(size);
        Input in = generate(s, Seeds.builtIn(benchmark(), size));
        HostSession host = new HostSession(device, listener);
        ProgramHandle program = host.buildSuiteSource(benchmark().builtInSource(), "");
        BufferHandle atoms = host.buffer("atoms", in.atoms());
        BufferHandle vertices = host.buffer("vertices", in.vertices());
        BufferHandle potential = host.buffer("potential", s.vertices() * 4L);
        host.launch(program, "coulomb_potential", HostSession.range(HostSession.roundUp(s.vertices(), LOCAL), LOCAL),
                HostSession.buf(atoms), KernelArg.i32(s.atoms()), HostSession.buf(vertices),
                KernelArg.i32(s.vertices()), KernelArg.f32(COULOMB), HostSession.buf(potential));
        double[][] ref = GemReference.potentials(in.atoms(), in.vertices(), COULOMB);
        double[] tolerance = new double[s.vertices()];
        for (int v = 0; v < s.vertices(); v++) {
            // Each term q/r carries sqrt (3 ulp) and division (2.5 ulp) error, about 8 u_ulp with the subtractions;
            // the recursive sum adds (atoms-1) u_ulp of sum|q/r| (Higham §3.1), u_ulp = 2^-23; one more for the scaling.
            tolerance[v] = (s.atoms() + 10) * 0x1p-23 * ref[1][v];
        }
        ResultCheck.within("gem (" + size + ") potentials", host.floats(potential), ref[0], tolerance);
    }
}
