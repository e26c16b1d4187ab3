; ModuleID = 'matmul.cl'
source_filename = "matmul.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @matmul(float addrspace(1)* nocapture readonly %0, float addrspace(1)* nocapture readonly %1, float addrspace(1)* nocapture %2, i32 %3) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 1) #3, !dbg !16
  %6 = trunc i64 %5 to i32, !dbg !16
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 0) #3, !dbg !17
  %8 = trunc i64 %7 to i32, !dbg !17
  %9 = mul nsw i32 %6, %3
  br label %10, !dbg !18

10:                                               ; preds = %12, %4
  %.016 = phi float [ 0.000000e+00, %4 ], [ %22, %12 ], !dbg !19
  %.0 = phi i32 [ 0, %4 ], [ %23, %12 ], !dbg !19
  %11 = icmp slt i32 %.0, %3, !dbg !20
  br i1 %11, label %12, label %24, !dbg !21

12:                                               ; preds = %10
  %13 = add nsw i32 %.0, %9, !dbg !22
  %14 = sext i32 %13 to i64, !dbg !23
  %15 = getelementptr inbounds float, float addrspace(1)* %0, i64 %14, !dbg !23
  %16 = load float, float addrspace(1)* %15, align 4, !dbg !23
  %17 = mul nsw i32 %.0, %3, !dbg !24
  %18 = add nsw i32 %17, %8, !dbg !25
  %19 = sext i32 %18 to i64, !dbg !26
  %20 = getelementptr inbounds float, float addrspace(1)* %1, i64 %19, !dbg !26
  %21 = load float, float addrspace(1)* %20, align 4, !dbg !26
  %22 = tail call float @llvm.fmuladd.f32(float %16, float %21, float %.016), !dbg !27
  %23 = add nuw nsw i32 %.0, 1, !dbg !28
  br label %10, !dbg !21, !llvm.loop !29

24:                                               ; preds = %10
  %25 = add nsw i32 %9, %8, !dbg !31
  %26 = sext i32 %25 to i64, !dbg !32
  %27 = getelementptr inbounds float, float addrspace(1)* %2, i64 %26, !dbg !32
  store float %.016, float addrspace(1)* %27, align 4, !dbg !33
  ret void, !dbg !34
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nobuiltin nounwind readnone willreturn "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!opencl.spir.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 13.0.1-11+b2", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, enums: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 1, i32 2}
!8 = !{!"Debian clang version 13.0.1-11+b2"}
!9 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 2, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!10 = !DISubroutineType(types: !2)
!11 = !{i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"float*", !"int"}
!14 = !{!"const", !"const", !"", !""}
!15 = !{!"a", !"b", !"c", !"n"}
!16 = !DILocation(line: 4, column: 15, scope: !9)
!17 = !DILocation(line: 5, column: 15, scope: !9)
!18 = !DILocation(line: 7, column: 10, scope: !9)
!19 = !DILocation(line: 0, scope: !9)
!20 = !DILocation(line: 7, column: 23, scope: !9)
!21 = !DILocation(line: 7, column: 5, scope: !9)
!22 = !DILocation(line: 8, column: 26, scope: !9)
!23 = !DILocation(line: 8, column: 16, scope: !9)
!24 = !DILocation(line: 8, column: 37, scope: !9)
!25 = !DILocation(line: 8, column: 41, scope: !9)
!26 = !DILocation(line: 8, column: 33, scope: !9)
!27 = !DILocation(line: 8, column: 13, scope: !9)
!28 = !DILocation(line: 7, column: 29, scope: !9)
!29 = distinct !{!29, !21, !30}
!30 = !DILocation(line: 9, column: 5, scope: !9)
!31 = !DILocation(line: 10, column: 15, scope: !9)
!32 = !DILocation(line: 10, column: 5, scope: !9)
!33 = !DILocation(line: 10, column: 22, scope: !9)
!34 = !DILocation(line: 11, column: 1, scope: !9)
