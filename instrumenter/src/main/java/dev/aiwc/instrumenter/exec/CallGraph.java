package dev.aiwc.instrumenter.exec;

import dev.aiwc.instrumenter.AiwcException;
import dev.aiwc.instrumenter.ir.BasicBlock;
import dev.aiwc.instrumenter.ir.Function;
import dev.aiwc.instrumenter.ir.Instruction;
import dev.aiwc.instrumenter.ir.Module;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The functions a kernel reaches through direct calls, numbered in breadth-first order from the kernel (id 0), and
 * the register stack its deepest call chain needs. OpenCL C has no recursion; a recursive chain is refused here.
 */
final class CallGraph {
    private final Map<String, Integer> functionIds = new LinkedHashMap<>();
    private final List<Function> functions = new ArrayList<>();

    CallGraph(Module module, Function kernel) {
        collectFunctions(module, kernel);
    }

    /** The reached functions; index = function id. */
    List<Function> functions() {
        return functions;
    }

    /** The id of the decoded function {@code name}, or null for a builtin or a declaration. */
    Integer id(String name) {
        return functionIds.get(name);
    }

    /** Register slots the deepest call chain from the kernel needs, given each function's frame size. */
    int stackSlots(int[] frameSize) {
        return stackSlots(0, frameSize, new HashSet<>());
    }

    /** Register slots needed by the deepest call chain from function {@code f}. */
    private int stackSlots(int f, int[] frameSize, Set<Integer> onPath) {
        if (!onPath.add(f)) {
            throw AiwcException.badInput("function " + functions.get(f).name() + " is recursive",
                    "OpenCL C does not allow recursion");
        }
        int deepest = 0;
        for (int callee : calleesOf(functions.get(f))) {
            deepest = Math.max(deepest, stackSlots(callee, frameSize, onPath));
        }
        onPath.remove(f);
        return frameSize[f] + deepest;
    }

    private List<Integer> calleesOf(Function fn) {
        List<Integer> out = new ArrayList<>();
        for (BasicBlock b : fn.blocks()) {
            for (Instruction in : b.instructions()) {
                String callee = in.calleeName();
                if (callee != null && functionIds.containsKey(callee)) {
                    out.add(functionIds.get(callee));
                }
            }
        }
        return out;
    }

    private void collectFunctions(Module module, Function kernel) {
        ArrayDeque<Function> work = new ArrayDeque<>();
        functionIds.put(kernel.name(), 0);
        functions.add(kernel);
        work.add(kernel);
        while (!work.isEmpty()) {
            Function fn = work.poll();
            for (BasicBlock b : fn.blocks()) {
                for (Instruction in : b.instructions()) {
                    String callee = in.calleeName();
                    if (callee == null || functionIds.containsKey(callee)) {
                        continue;
                    }
                    Function target = module.function(callee);
                    if (target != null && !target.declaration()) {
                        functionIds.put(callee, functions.size());
                        functions.add(target);
                        work.add(target);
                    }
                }
            }
        }
    }
}
