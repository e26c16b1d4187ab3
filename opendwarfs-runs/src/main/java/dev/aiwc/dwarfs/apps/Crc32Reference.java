package dev.aiwc.dwarfs.apps;

/** CRC-32 (IEEE 802.3) bit by bit, as the polynomial division is defined, without any lookup table. */
public final class Crc32Reference {

    private Crc32Reference() {
    }

    public static int crc32(byte[] data, int from, int length) {
        int crc = 0xFFFFFFFF;
        for (int i = from; i < from + length; i++) {
            crc ^= data[i] & 0xFF;
            for (int bit = 0; bit < 8; bit++) {
                boolean low = (crc & 1) != 0;
                crc >>>= 1;
                if (low) {
                    crc ^= 0xEDB88320;
                }
            }
        }
        return ~crc;
    }
}
