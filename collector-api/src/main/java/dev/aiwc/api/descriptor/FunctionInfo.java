package dev.aiwc.api.descriptor;

/** A function of the decoded program: its blocks are {@code firstBlock .. firstBlock + blockCount - 1}. */
public record FunctionInfo(int id, String name, int firstBlock, int blockCount) {
}
