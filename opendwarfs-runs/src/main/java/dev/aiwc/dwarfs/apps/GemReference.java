package dev.aiwc.dwarfs.apps;

/** Coulomb potentials phi(v) = k sum_a q_a / |v - x_a| in double precision. */
public final class GemReference {

    private GemReference() {
    }

    /** Returns {potential, k sum |q_a| / r} per vertex; the second is the scale of the rounding error. */
    public static double[][] potentials(float[] atoms, float[] vertices, double k) {
        int nv = vertices.length / 4;
        int na = atoms.length / 4;
        double[] phi = new double[nv];
        double[] scale = new double[nv];
        ReferenceRows.forEach(nv, na, (from, to) -> {
            for (int v = from; v < to; v++) {
                double s = 0;
                double abs = 0;
                for (int a = 0; a < na; a++) {
                    double dx = vertices[4 * v] - atoms[4 * a];
                    double dy = vertices[4 * v + 1] - atoms[4 * a + 1];
                    double dz = vertices[4 * v + 2] - atoms[4 * a + 2];
                    double r = Math.sqrt(dx * dx + dy * dy + dz * dz);
                    s += atoms[4 * a + 3] / r;
                    abs += Math.abs(atoms[4 * a + 3]) / r;
                }
                phi[v] = k * s;
                scale[v] = k * abs;
            }
        });
        return new double[][]{phi, scale};
    }
}
