package dev.aiwc.dwarfs.apps;

/**
 * The forward algorithm with per-step scaling (Rabiner, Proc. IEEE 77(2), 1989, §V.A) in double precision:
 * alpha_0(j) = pi_j b_j(o_0); alpha_t(j) = b_j(o_t) sum_i alpha_{t-1}(i) a_ij; each row is divided by its sum c_t,
 * and log P(O | model) = sum_t log c_t.
 */
public final class HmmReference {

    private HmmReference() {
    }

    /** @param alpha T x N scaled forward variables; @param scale c_t per step */
    public record Forward(double[] alpha, double[] scale) {
        public double logLikelihood() {
            double s = 0;
            for (double c : scale) {
                s += Math.log(c);
            }
            return s;
        }
    }

    public static Forward forward(HmmForward.Model m, int states, int symbols) {
        int length = m.observations().length;
        double[] alpha = new double[length * states];
        double[] scale = new double[length];
        for (int t = 0; t < length; t++) {
            int o = m.observations()[t];
            double sum = 0;
            for (int j = 0; j < states; j++) {
                double v;
                if (t == 0) {
                    v = m.initial()[j];
                } else {
                    v = 0;
                    for (int i = 0; i < states; i++) {
                        v += alpha[(t - 1) * states + i] * m.transition()[i * states + j];
                    }
                }
                v *= m.emission()[j * symbols + o];
                alpha[t * states + j] = v;
                sum += v;
            }
            scale[t] = sum;
            for (int j = 0; j < states; j++) {
                alpha[t * states + j] /= sum;
            }
        }
        return new Forward(alpha, scale);
    }
}
