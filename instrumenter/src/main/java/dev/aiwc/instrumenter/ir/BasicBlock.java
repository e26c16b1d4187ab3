package dev.aiwc.instrumenter.ir;

import java.util.List;

/** A labelled basic block; unnamed blocks get their number as the label. */
public record BasicBlock(String label, List<Instruction> instructions) {
}
