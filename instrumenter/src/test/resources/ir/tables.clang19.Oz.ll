; ModuleID = 'tables.cl'
source_filename = "tables.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@table = dso_local local_unnamed_addr addrspace(2) constant [8 x i32] [i32 1, i32 1, i32 2, i32 6, i32 24, i32 120, i32 720, i32 5040], align 4
@weights = dso_local local_unnamed_addr addrspace(2) constant [3 x float] [float 2.500000e-01, float 5.000000e-01, float -1.500000e+00], align 4

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @lookup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !16
  %4 = trunc i64 %3 to i32, !dbg !16
  %5 = sext i32 %4 to i64, !dbg !17
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !17
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !17
  %8 = and i32 %7, 7, !dbg !18
  switch i32 %8, label %14 [
    i32 0, label %20
    i32 1, label %9
    i32 2, label %10
    i32 5, label %12
  ], !dbg !19

9:                                                ; preds = %2
  br label %20, !dbg !20

10:                                               ; preds = %2
  %11 = add nsw i32 %7, -11, !dbg !21
  br label %20, !dbg !22

12:                                               ; preds = %2
  %13 = xor i32 %7, 85, !dbg !23
  br label %20, !dbg !24

14:                                               ; preds = %2
  %15 = lshr i32 %7, 3, !dbg !25
  %16 = and i32 %15, 7, !dbg !26
  %17 = zext nneg i32 %16 to i64, !dbg !27
  %18 = getelementptr inbounds [8 x i32], ptr addrspace(2) @table, i64 0, i64 %17, !dbg !27
  %19 = load i32, ptr addrspace(2) %18, align 4, !dbg !27
  br label %20, !dbg !28

20:                                               ; preds = %2, %14, %12, %10, %9
  %.0 = phi i32 [ %19, %14 ], [ %13, %12 ], [ %11, %10 ], [ 14, %9 ], [ 4, %2 ], !dbg !29
  %21 = srem i32 %4, 3, !dbg !30
  %22 = sext i32 %21 to i64, !dbg !31
  %23 = getelementptr inbounds [3 x float], ptr addrspace(2) @weights, i64 0, i64 %22, !dbg !31
  %24 = load float, ptr addrspace(2) %23, align 4, !dbg !31
  %25 = fmul float %24, 4.000000e+00, !dbg !32
  %26 = fptosi float %25 to i32, !dbg !33
  %27 = add nsw i32 %.0, %26, !dbg !34
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5, !dbg !35
  store i32 %27, ptr addrspace(1) %28, align 4, !dbg !36
  ret void, !dbg !37
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tables.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "a38cdd994346ce2239e0584592b52a81")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "lookup", scope: !1, file: !1, line: 5, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !{!"in", !"out"}
!16 = !DILocation(line: 7, column: 13, scope: !8)
!17 = !DILocation(line: 8, column: 13, scope: !8)
!18 = !DILocation(line: 10, column: 15, scope: !8)
!19 = !DILocation(line: 10, column: 5, scope: !8)
!20 = !DILocation(line: 12, column: 31, scope: !8)
!21 = !DILocation(line: 13, column: 19, scope: !8)
!22 = !DILocation(line: 13, column: 25, scope: !8)
!23 = !DILocation(line: 14, column: 19, scope: !8)
!24 = !DILocation(line: 14, column: 27, scope: !8)
!25 = !DILocation(line: 15, column: 27, scope: !8)
!26 = !DILocation(line: 15, column: 33, scope: !8)
!27 = !DILocation(line: 15, column: 18, scope: !8)
!28 = !DILocation(line: 16, column: 5, scope: !8)
!29 = !DILocation(line: 0, scope: !8)
!30 = !DILocation(line: 17, column: 35, scope: !8)
!31 = !DILocation(line: 17, column: 25, scope: !8)
!32 = !DILocation(line: 17, column: 40, scope: !8)
!33 = !DILocation(line: 17, column: 18, scope: !8)
!34 = !DILocation(line: 17, column: 16, scope: !8)
!35 = !DILocation(line: 17, column: 5, scope: !8)
!36 = !DILocation(line: 17, column: 12, scope: !8)
!37 = !DILocation(line: 18, column: 1, scope: !8)
