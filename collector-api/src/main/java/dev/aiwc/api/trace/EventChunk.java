package dev.aiwc.api.trace;

/**
 * A chunk of the instrumented trace: parallel primitive arrays, one entry per event, no object per event.
 *
 * <p>Events of one work-item are contiguous between an {@link #ITEM_BEGIN}/{@link #ITEM_RESUME} and the next
 * item-switching event, so the current work-item is implicit. A work-item runs until it arrives at a barrier
 * ({@link #BARRIER}) or ends ({@link #ITEM_END}); when every work-item of the group has arrived the engine emits
 * {@link #BARRIER_RELEASE} and resumes them in local linear id order. Work-groups are bracketed by
 * {@link #GROUP_BEGIN}/{@link #GROUP_END}. A chunk may end anywhere; collectors keep their position across chunks.
 *
 * <table>
 *   <caption>Event fields</caption>
 *   <tr><th>kind</th><th>a</th><th>b</th><th>address</th></tr>
 *   <tr><td>BLOCK</td><td>decoded block id</td><td>-</td><td>-</td></tr>
 *   <tr><td>MEMORY</td><td>static instruction id</td><td>{@link MemoryAccess} packed flags</td><td>virtual address</td></tr>
 *   <tr><td>BARRIER</td><td>static instruction id of the barrier call</td><td>-</td><td>-</td></tr>
 *   <tr><td>BARRIER_RELEASE</td><td>static instruction id of the barrier</td><td>-</td><td>-</td></tr>
 *   <tr><td>ITEM_BEGIN / ITEM_RESUME / ITEM_END</td><td>local linear id</td><td>-</td><td>-</td></tr>
 *   <tr><td>GROUP_BEGIN / GROUP_END</td><td>group linear id (x fastest)</td><td>-</td><td>-</td></tr>
 * </table>
 */
public final class EventChunk extends CacheLineHead {
    public static final byte BLOCK = 0;
    public static final byte MEMORY = 1;
    public static final byte BARRIER = 2;
    public static final byte BARRIER_RELEASE = 3;
    public static final byte ITEM_BEGIN = 4;
    public static final byte ITEM_RESUME = 5;
    public static final byte ITEM_END = 6;
    public static final byte GROUP_BEGIN = 7;
    public static final byte GROUP_END = 8;

    /**
     * 4,096 events (70 KB): a chunk is written by the simulation and read back by the collectors while it is still
     * in the core's cache. gem medium, 16 threads on 16 cores, 4 runs each: launch median 3.76 s at 4,096 events,
     * 6.01 s at 32,768 and 6.21 s at 1,024 (per-chunk costs); on 2 cores the three sizes run equally fast.
     */
    public static final int DEFAULT_CAPACITY = 1 << 12;

    public final byte[] kind;
    public final int[] a;
    public final int[] b;
    public final long[] address;
    private int size;
    /** The end padding of {@link CacheLineHead}: laid out after the fields above. */
    @SuppressWarnings("unused")
    private Object pad0, pad1, pad2, pad3, pad4, pad5, pad6, pad7, pad8, pad9, pad10, pad11, pad12, pad13, pad14, pad15;

    public EventChunk() {
        this(DEFAULT_CAPACITY);
    }

    public EventChunk(int capacity) {
        kind = new byte[capacity];
        a = new int[capacity];
        b = new int[capacity];
        address = new long[capacity];
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return kind.length;
    }

    public boolean isFull() {
        return size == kind.length;
    }

    public void clear() {
        size = 0;
    }

    /**
     * Sets how many events the arrays hold, for a producer that writes the arrays itself (the simulator's compiled
     * code); collectors only read a chunk.
     */
    public void size(int events) {
        if (events < 0 || events > kind.length) {
            throw new IllegalArgumentException(events + " events in a chunk of " + kind.length);
        }
        size = events;
    }

    /** Appends an event; the caller must have checked {@link #isFull()}. */
    public void add(byte k, int aValue, int bValue, long addr) {
        int i = size++;
        kind[i] = k;
        a[i] = aValue;
        b[i] = bValue;
        address[i] = addr;
    }

    /**
     * Appends an event whose {@code b} and {@code address} fields are unused (BLOCK, BARRIER, item and group
     * events): those fields then hold whatever an earlier event left there.
     */
    public void add(byte k, int aValue) {
        int i = size++;
        kind[i] = k;
        a[i] = aValue;
    }

    public static String kindName(byte k) {
        return switch (k) {
            case BLOCK -> "BLOCK";
            case MEMORY -> "MEMORY";
            case BARRIER -> "BARRIER";
            case BARRIER_RELEASE -> "BARRIER_RELEASE";
            case ITEM_BEGIN -> "ITEM_BEGIN";
            case ITEM_RESUME -> "ITEM_RESUME";
            case ITEM_END -> "ITEM_END";
            case GROUP_BEGIN -> "GROUP_BEGIN";
            case GROUP_END -> "GROUP_END";
            default -> "UNKNOWN(" + k + ")";
        };
    }
}
