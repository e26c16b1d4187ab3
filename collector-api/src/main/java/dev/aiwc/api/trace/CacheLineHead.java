package dev.aiwc.api.trace;

/**
 * Superclass of per-thread objects whose fields are written at every event: 68 bytes of unused fields come first in
 * the object (HotSpot lays a superclass's fields out before its subclass's), so no other object, and no other
 * thread's data, shares a cache line with the fields that follow. A copying garbage collector may place the
 * objects of different worker threads next to each other; without this, their counters can share a cache line and
 * appends miss (gem, 16 threads on 16 cores, 6 runs each: launch median 9.0 s, 6.4 to 13.1 s, without; 6.9 s, 5.8
 * to 8.9 s, with). The subclass pads its end itself, with 16 reference fields declared last (references are laid
 * out last, in declaration order); CacheLinePaddingTest checks the layout.
 */
@SuppressWarnings("unused")
public abstract class CacheLineHead {
    private int h0;
    private long h1;
    private long h2;
    private long h3;
    private long h4;
    private long h5;
    private long h6;
    private long h7;
    private long h8;
}
