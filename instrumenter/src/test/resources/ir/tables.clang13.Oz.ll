; ModuleID = 'tables.cl'
source_filename = "tables.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@table = dso_local local_unnamed_addr addrspace(2) constant [8 x i32] [i32 1, i32 1, i32 2, i32 6, i32 24, i32 120, i32 720, i32 5040], align 4
@weights = dso_local local_unnamed_addr addrspace(2) constant [3 x float] [float 2.500000e-01, float 5.000000e-01, float -1.500000e+00], align 4

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define dso_local spir_kernel void @lookup(i32 addrspace(1)* nocapture readonly %0, i32 addrspace(1)* nocapture %1) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 0) #2, !dbg !16
  %4 = trunc i64 %3 to i32, !dbg !16
  %5 = sext i32 %4 to i64, !dbg !17
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5, !dbg !17
  %7 = load i32, i32 addrspace(1)* %6, align 4, !dbg !17
  %trunc = trunc i32 %7 to i3, !dbg !18
  switch i3 %trunc, label %13 [
    i3 0, label %19
    i3 1, label %8
    i3 2, label %9
    i3 -3, label %11
  ], !dbg !18

8:                                                ; preds = %2
  br label %19, !dbg !19

9:                                                ; preds = %2
  %10 = add nsw i32 %7, -11, !dbg !20
  br label %19, !dbg !21

11:                                               ; preds = %2
  %12 = xor i32 %7, 85, !dbg !22
  br label %19, !dbg !23

13:                                               ; preds = %2
  %14 = lshr i32 %7, 3, !dbg !24
  %15 = and i32 %14, 7, !dbg !25
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(2)* @table, i64 0, i64 %16, !dbg !26
  %18 = load i32, i32 addrspace(2)* %17, align 4, !dbg !26
  br label %19, !dbg !27

19:                                               ; preds = %2, %13, %11, %9, %8
  %.0 = phi i32 [ %18, %13 ], [ %12, %11 ], [ %10, %9 ], [ 14, %8 ], [ 4, %2 ], !dbg !28
  %20 = srem i32 %4, 3, !dbg !29
  %21 = sext i32 %20 to i64, !dbg !30
  %22 = getelementptr inbounds [3 x float], [3 x float] addrspace(2)* @weights, i64 0, i64 %21, !dbg !30
  %23 = load float, float addrspace(2)* %22, align 4, !dbg !30
  %24 = fmul float %23, 4.000000e+00, !dbg !31
  %25 = fptosi float %24 to i32, !dbg !32
  %26 = add nsw i32 %.0, %25, !dbg !33
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %5, !dbg !34
  store i32 %26, i32 addrspace(1)* %27, align 4, !dbg !35
  ret void, !dbg !36
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nobuiltin nounwind readnone willreturn "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!opencl.spir.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 13.0.1-11+b2", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, enums: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tables.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 1, i32 2}
!8 = !{!"Debian clang version 13.0.1-11+b2"}
!9 = distinct !DISubprogram(name: "lookup", scope: !1, file: !1, line: 5, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!10 = !DISubroutineType(types: !2)
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !{!"in", !"out"}
!16 = !DILocation(line: 7, column: 13, scope: !9)
!17 = !DILocation(line: 8, column: 13, scope: !9)
!18 = !DILocation(line: 10, column: 5, scope: !9)
!19 = !DILocation(line: 12, column: 31, scope: !9)
!20 = !DILocation(line: 13, column: 19, scope: !9)
!21 = !DILocation(line: 13, column: 25, scope: !9)
!22 = !DILocation(line: 14, column: 19, scope: !9)
!23 = !DILocation(line: 14, column: 27, scope: !9)
!24 = !DILocation(line: 15, column: 27, scope: !9)
!25 = !DILocation(line: 15, column: 33, scope: !9)
!26 = !DILocation(line: 15, column: 18, scope: !9)
!27 = !DILocation(line: 16, column: 5, scope: !9)
!28 = !DILocation(line: 0, scope: !9)
!29 = !DILocation(line: 17, column: 35, scope: !9)
!30 = !DILocation(line: 17, column: 25, scope: !9)
!31 = !DILocation(line: 17, column: 40, scope: !9)
!32 = !DILocation(line: 17, column: 18, scope: !9)
!33 = !DILocation(line: 17, column: 16, scope: !9)
!34 = !DILocation(line: 17, column: 5, scope: !9)
!35 = !DILocation(line: 17, column: 12, scope: !9)
!36 = !DILocation(line: 18, column: 1, scope: !9)
