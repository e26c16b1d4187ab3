package dev.aiwc.instrumenter.half;

/** The OpenCL C rounding modes of conversions and {@code vstore_half}: to nearest even, zero, +inf, -inf. */
public enum Rounding {
    RTE, RTZ, RTP, RTN;

    /** The mode for a conversion suffix ("_rte"...); null for none. */
    public static Rounding ofSuffix(String suffix) {
        return switch (suffix) {
            case "_rte" -> RTE;
            case "_rtz" -> RTZ;
            case "_rtp" -> RTP;
            case "_rtn" -> RTN;
            default -> null;
        };
    }
}
