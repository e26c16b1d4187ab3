package dev.aiwc.instrumenter.exec;

/** Which work-item function a WORK_ITEM op computes (its second operand). */
final class WorkItemFunction {
    private WorkItemFunction() {
    }

    static final int GLOBAL_ID = 0, LOCAL_ID = 1, GROUP_ID = 2, GLOBAL_SIZE = 3, LOCAL_SIZE = 4, NUM_GROUPS = 5,
            GLOBAL_OFFSET = 6, WORK_DIM = 7;
}
