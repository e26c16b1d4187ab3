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
        float[] transition = m.transition();
        double[] alpha = new double[length * states];
        double[] scale = new double[length];
        for (int t = 0; t < length; t++) {
            int o = m.observations()[t];
            int row = t * states;
            if (t == 0) {
                for (int j = 0; j < states; j++) {
                    alpha[j] = m.initial()[j];
                }
            } else {
                // alpha_t(j) = sum_i alpha_{t-1}(i) a_ij, i ascending for every j (as the plain sum adds them), with
                // the loops turned so that a row of the transition matrix is read along its length
                int previous = row - states;
                ReferenceRows.forEach(states, states, (from, to) -> {
                    for (int i = 0; i < states; i++) {
                        double a = alpha[previous + i];
                        int ai = i * states;
                        for (int j = from; j < to; j++) {
                            alpha[row + j] += a * transition[ai + j];
                        }
                    }
                });
            }
            double sum = 0;
            for (int j = 0; j < states; j++) {
                alpha[row + j] *= m.emission()[j * symbols + o];
                sum += alpha[row + j];
            }
            scale[t] = sum;
            for (int j = 0; j < states; j++) {
                alpha[row + j] /= sum;
            }
        }
        return new Forward(alpha, scale);
    }
}
