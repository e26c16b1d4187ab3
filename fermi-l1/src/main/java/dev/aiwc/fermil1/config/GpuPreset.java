package dev.aiwc.fermil1.config;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The L1 model's configuration of a GPU: its {@link GpuCatalogue} entry's shared and L1 parameters, with the
 * {@code --gpu-set KEY=VALUE} overrides applied on top and checked.
 */
public final class GpuPreset {

    private GpuPreset() {
    }

    /** The GPUs of the catalogue that have an L1 data cache, in documentation order. */
    public static List<String> names() {
        return GpuCatalogue.namesWithL1();
    }

    /** Every {@code --gpu-set} key this model accepts. */
    public static List<String> keys() {
        return new ArrayList<>(keySet());
    }

    /** The same keys as a set, in the same order. */
    public static Set<String> keySet() {
        return GpuCatalogue.keysOf(GpuCatalogue.Model.L1);
    }

    /** The keys that only an L1 sharing its storage with shared memory has. */
    private static final List<String> UNIFIED_KEYS = List.of("unifiedSize", "carveouts", "reservedSharedPerBlock",
            "sharedCarveout", "l1Reserve");

    /**
     * Resolves a preset (null: {@value GpuCatalogue#DEFAULT}; {@code gtx480} is an alias of {@code gtx480-16k}) and applies the
     * overrides. Unknown names, keys or values are {@link IllegalArgumentException}s that list what is accepted.
     */
    public static GpuConfig resolve(String presetName, Map<String, String> settings) {
        GpuCatalogue.Gpu gpu = GpuCatalogue.get(presetName);
        String name = gpu.name();
        if (!gpu.hasL1()) {
            throw new IllegalArgumentException("the " + name + " has no L1 data cache for fermi-l1 to simulate (" + gpu.summary()
                    + "); its time model is mwp-cwp. fermi-l1 knows " + String.join(", ", names()));
        }
        Map<String, String> m = new LinkedHashMap<>();
        Map<String, String> references = new LinkedHashMap<>();
        m.put("preset", name);
        m.put("source", gpu.summary());
        gpu.of(GpuCatalogue.Model.L1).forEach((k, p) -> {
            m.put(k, p.value());
            references.put(k, p.reference());
        });
        Map<String, String> given = new LinkedHashMap<>();
        if (settings != null) {
            // only this model's keys: a collector that runs several models gives each its own
            for (Map.Entry<String, String> e : settings.entrySet()) {
                String key = e.getKey();
                if (!m.containsKey(key) || key.equals("preset") || key.equals("source")) {
                    throw new IllegalArgumentException("unknown --gpu-set key '" + key + "'; the L1 model accepts "
                            + String.join(", ", keys()));
                }
                given.put(key, e.getValue().trim());
                references.put(key, "--gpu-set");
            }
        }
        // the preset's own sets, before overrides: a unified L1 keeps them however much the carve-out takes
        long presetSets = bytes("l1Size", m.get("l1Size")) / (Long.parseLong(m.get("lineSize"))
                * Long.parseLong(m.get("ways")));
        m.putAll(given);
        notApplicable(name, m, given);
        if (bytes("unifiedSize", m.get("unifiedSize")) > 0) {
            // The L1 of a unified preset is what the carve-out leaves; the sets are those of the whole storage.
            if (given.containsKey("l1Size")) {
                if (given.containsKey("sharedCarveout")) {
                    throw new IllegalArgumentException("--gpu-set l1Size and sharedCarveout both set the L1 of " + name
                            + "; give one of them");
                }
                m.put("sharedCarveout", Long.toString(bytes("unifiedSize", m.get("unifiedSize"))
                        - bytes("l1Size", m.get("l1Size"))));
            }
            if (!given.containsKey("ways")) {
                m.put("ways", Long.toString(bytes("unifiedSize", m.get("unifiedSize"))
                        / (Long.parseLong(m.get("lineSize")) * presetSets)));
            }
            m.put("l1Size", m.get("unifiedSize"));
        }
        return parse(m, references);
    }

    /** Settings given for a mechanism the configuration does not have are errors, not silently ignored. */
    private static void notApplicable(String name, Map<String, String> m, Map<String, String> given) {
        boolean unified = bytes("unifiedSize", m.get("unifiedSize")) > 0;
        for (String key : given.keySet()) {
            String why = null;
            if (UNIFIED_KEYS.contains(key) && !key.equals("unifiedSize") && !unified) {
                why = "the L1 of " + name + " does not share its storage with local memory (unifiedSize=0)";
            } else if (key.equals("sectorSize") && !m.get("coalescing").equalsIgnoreCase("sectored")) {
                why = "coalescing is " + m.get("coalescing") + ", not sectored";
            } else if (key.equals("indexPolynomial") && !m.get("setIndex").equalsIgnoreCase("ipoly")) {
                why = "setIndex is " + m.get("setIndex") + ", not ipoly";
            } else if (key.equals("fetchGroupSize") && !m.get("scheduler").equalsIgnoreCase("two-level")) {
                why = "the scheduler is " + m.get("scheduler") + ", not two-level";
            }
            if (why != null) {
                throw new IllegalArgumentException("--gpu-set " + key + " does not apply: " + why);
            }
        }
    }

    private static GpuConfig parse(Map<String, String> m, Map<String, String> references) {
        String setIndex = oneOf(m, "setIndex", "linear", "fermi-hash", "xor", "ipoly");
        int polynomial = setIndex.equals("ipoly") ? polynomial(m.get("indexPolynomial")) : 0;
        double randomVictims = real(m, "randomVictims");
        if (randomVictims > 1) {
            throw new IllegalArgumentException("--gpu-set randomVictims=" + m.get("randomVictims")
                    + " is a fraction of evictions: give a number from 0 to 1");
        }
        String replacement = oneOf(m, "replacement", "lru", "fifo", "lfu", "mfu", "random");
        String write = m.get("writePolicy");
        if (write.equals("wtna")) {
            write = "write-through-no-allocate";
        } else if (write.equals("wbwa")) {
            write = "write-back-allocate";
        }
        m.put("writePolicy", write);
        oneOf(m, "writePolicy", "write-through-no-allocate", "write-back-allocate");
        String coalescing = oneOf(m, "coalescing", "fermi", "segments", "sectored");
        String scheduler = oneOf(m, "scheduler", "lrr", "gto", "two-level", "fifo-latency", "sequential",
                "round-robin", "random");
        int merges = m.get("mshrMerges").equalsIgnoreCase("unlimited") ? Integer.MAX_VALUE : nonNegative(m, "mshrMerges");
        String carveText = m.get("sharedCarveout");
        long carve = carveText.equalsIgnoreCase("auto") ? -1 : bytes("sharedCarveout", carveText);
        long unified = bytes("unifiedSize", m.get("unifiedSize"));
        int[] carveouts = kbList("carveouts", m.get("carveouts"));
        if (unified > 0) {
            if (carveouts.length == 0) {
                throw new IllegalArgumentException("--gpu-set carveouts must list the shared-memory sizes in KB, e.g."
                        + " 0,8,16");
            }
            for (long kb : carveouts) {
                checkCarveout("carveouts", kb * 1024, unified);
            }
            if (carve >= 0) {
                checkCarveout("sharedCarveout", carve, unified);
            }
        }
        long setCount = (unified > 0 ? unified : bytes("l1Size", m.get("l1Size")))
                / ((long) positive(m, "lineSize") * positive(m, "ways"));
        if (polynomial != 0 && Long.bitCount(setCount) == 1 && !"--gpu-set".equals(references.get("indexPolynomial"))
                && 31 - Integer.numberOfLeadingZeros(polynomial) != Long.numberOfTrailingZeros(setCount)) {
            // ways or l1Size changed the set count: the preset's polynomial has the wrong degree, take the first
            // irreducible one of the right degree
            polynomial = dev.aiwc.fermil1.cache.SetIndex.firstIrreducible(Long.numberOfTrailingZeros(setCount));
            references.put("indexPolynomial", "model-default");
        }
        GpuConfig c = new GpuConfig(m.get("preset"), m.get("source"), positive(m, "smCount"), positive(m, "warpSize"),
                positive(m, "maxBlocksPerSm"), positive(m, "maxThreadsPerSm"), positive(m, "maxWarpsPerSm"),
                bytes("sharedMemoryPerSm", m.get("sharedMemoryPerSm")), bytes("registersPerSm", m.get("registersPerSm")),
                positive(m, "registersPerThread"), bytes("l1Size", m.get("l1Size")), positive(m, "lineSize"),
                positive(m, "ways"), setIndex, replacement, write, positive(m, "mshrs"), merges,
                nonNegative(m, "hitLatency"), nonNegative(m, "missLatency"), real(m, "missLatencySigma"),
                integer(m, "seed"), coalescing, positive(m, "sectorSize"), scheduler, positive(m, "fetchGroupSize"),
                positive(m, "sharedBanks"), positive(m, "bankWidth"), smList(m.get("sms")), nonNegative(m, "mshrsPerWarp"),
                unified, carveouts, bytes("reservedSharedPerBlock", m.get("reservedSharedPerBlock")), carve,
                polynomial, randomVictims, bytes("l1Reserve", m.get("l1Reserve")), Map.copyOf(references));
        if (Integer.bitCount(c.lineBytes()) != 1) {
            throw new IllegalArgumentException("--gpu-set lineSize=" + c.lineBytes() + " must be a power of two");
        }
        if (c.l1Bytes() % ((long) c.lineBytes() * c.ways()) != 0 || c.sets() < 1) {
            throw new IllegalArgumentException("L1 of " + c.l1Bytes() + " bytes does not divide into " + c.ways()
                    + " ways of " + c.lineBytes() + "-byte lines; change l1Size, ways or lineSize");
        }
        if (setIndex.equals("xor") && Integer.bitCount(c.sets()) != 1) {
            throw new IllegalArgumentException("setIndex=xor needs a power-of-two number of sets, but the cache has "
                    + c.sets() + "; change l1Size or ways");
        }
        if (setIndex.equals("ipoly") && (Integer.bitCount(c.sets()) != 1
                || 31 - Integer.numberOfLeadingZeros(polynomial) != Integer.numberOfTrailingZeros(c.sets()))) {
            throw new IllegalArgumentException("setIndex=ipoly with " + c.sets() + " sets needs a power-of-two number"
                    + " of sets and an indexPolynomial of degree log2(sets), but indexPolynomial=" + m.get("indexPolynomial")
                    + " has degree " + (31 - Integer.numberOfLeadingZeros(polynomial))
                    + "; change indexPolynomial, l1Size or ways");
        }
        if (setIndex.equals("fermi-hash") && (c.sets() != 32 && c.sets() != 64 || c.lineBytes() != 128)) {
            throw new IllegalArgumentException("setIndex=fermi-hash needs 128-byte lines and 32 or 64 sets (16 KB/4 ways"
                    + " or 48 KB/6 ways), but the cache has " + c.sets() + " sets of " + c.lineBytes()
                    + "-byte lines; use --gpu-set setIndex=linear");
        }
        if (c.sectored() && (c.lineBytes() % c.sectorBytes() != 0 || c.lineBytes() / c.sectorBytes() > 32)) {
            throw new IllegalArgumentException("sectorSize=" + c.sectorBytes() + " must divide lineSize=" + c.lineBytes()
                    + " into at most 32 sectors");
        }
        for (int sm : c.reportedSms()) {
            if (sm >= c.smCount()) {
                throw new IllegalArgumentException("--gpu-set sms lists SM " + sm + " but the GPU has " + c.smCount()
                        + " SMs (0.." + (c.smCount() - 1) + ")");
            }
        }
        return c;
    }

    /** A polynomial over GF(2) as hexadecimal coefficients, e.g. {@code 0x1bd} for x^8+x^7+x^5+x^4+x^3+x^2+1. */
    private static int polynomial(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        try {
            int p = Integer.parseInt(t.startsWith("0x") ? t.substring(2) : t, 16);
            if (p < 2 || (p & 1) == 0) {
                throw new NumberFormatException();
            }
            return p;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--gpu-set indexPolynomial=" + text + " is not a polynomial: give its"
                    + " coefficients in hexadecimal with a constant term, e.g. 0x1bd for x^8+x^7+x^5+x^4+x^3+x^2+1");
        }
    }

    private static String oneOf(Map<String, String> m, String key, String... allowed) {
        String v = m.get(key).toLowerCase(Locale.ROOT);
        for (String a : allowed) {
            if (a.equals(v)) {
                return a;
            }
        }
        throw new IllegalArgumentException("--gpu-set " + key + "=" + m.get(key) + " is not one of "
                + String.join(", ", allowed));
    }

    private static long integer(Map<String, String> m, String key) {
        try {
            return Long.parseLong(m.get(key));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--gpu-set " + key + "=" + m.get(key) + " is not an integer");
        }
    }

    private static int positive(Map<String, String> m, String key) {
        long v = integer(m, key);
        if (v < 1 || v > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("--gpu-set " + key + "=" + m.get(key) + " must be a positive integer");
        }
        return (int) v;
    }

    private static int nonNegative(Map<String, String> m, String key) {
        long v = integer(m, key);
        if (v < 0 || v > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("--gpu-set " + key + "=" + m.get(key) + " must be >= 0");
        }
        return (int) v;
    }

    private static double real(Map<String, String> m, String key) {
        try {
            double v = Double.parseDouble(m.get(key));
            if (v < 0 || Double.isNaN(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--gpu-set " + key + "=" + m.get(key) + " must be a number >= 0");
        }
    }

    /** Sizes accept a {@code k}/{@code KB} or {@code m}/{@code MB} suffix (binary units). */
    static long bytes(String key, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        long unit = 1;
        if (t.endsWith("kb") || t.endsWith("k")) {
            unit = 1024;
            t = t.substring(0, t.length() - (t.endsWith("kb") ? 2 : 1));
        } else if (t.endsWith("mb") || t.endsWith("m")) {
            unit = 1024 * 1024;
            t = t.substring(0, t.length() - (t.endsWith("mb") ? 2 : 1));
        }
        try {
            long v = Long.parseLong(t.trim()) * unit;
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--gpu-set " + key + "=" + text + " is not a size in bytes (e.g. 16384 or 16k)");
        }
    }

    private static void checkCarveout(String key, long carve, long unified) {
        if (carve > unified - GpuConfig.CARVEOUT_GRANULE || carve % GpuConfig.CARVEOUT_GRANULE != 0) {
            throw new IllegalArgumentException("--gpu-set " + key + ": a carve-out of " + carve + " bytes must be a"
                    + " multiple of 4 KB that leaves at least 4 KB of the unified " + unified + " bytes to the L1");
        }
    }

    private static int[] kbList(String key, String text) {
        if (text.isBlank()) {
            return new int[0];
        }
        try {
            int[] kb = java.util.Arrays.stream(text.split(",")).mapToInt(t -> Integer.parseInt(t.trim())).sorted()
                    .toArray();
            if (kb[0] < 0) {
                throw new NumberFormatException();
            }
            return kb;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--gpu-set " + key + "=" + text + " must be a comma list of sizes in KB,"
                    + " e.g. 0,8,16");
        }
    }

    private static int[] smList(String text) {
        if (text == null || text.isBlank()) {
            return new int[0];
        }
        String[] parts = text.split(",");
        int[] sms = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                sms[i] = Integer.parseInt(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--gpu-set sms=" + text + " must be a comma list of SM numbers, e.g. 0,3");
            }
            if (sms[i] < 0) {
                throw new IllegalArgumentException("--gpu-set sms=" + text + " lists a negative SM number");
            }
        }
        return java.util.Arrays.stream(sms).distinct().sorted().toArray();
    }
}
