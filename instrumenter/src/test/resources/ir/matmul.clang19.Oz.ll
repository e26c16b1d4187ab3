; ModuleID = 'matmul.cl'
source_filename = "matmul.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @matmul(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3, !dbg !16
  %6 = trunc i64 %5 to i32, !dbg !16
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %8 = trunc i64 %7 to i32, !dbg !17
  %9 = mul nsw i32 %6, %3
  br label %10, !dbg !18

10:                                               ; preds = %12, %4
  %.016 = phi float [ 0.000000e+00, %4 ], [ %22, %12 ], !dbg !19
  %.0 = phi i32 [ 0, %4 ], [ %23, %12 ], !dbg !20
  %11 = icmp slt i32 %.0, %3, !dbg !21
  br i1 %11, label %12, label %24, !dbg !22

12:                                               ; preds = %10
  %13 = add nsw i32 %.0, %9, !dbg !23
  %14 = sext i32 %13 to i64, !dbg !24
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14, !dbg !24
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !24
  %17 = mul nsw i32 %.0, %3, !dbg !25
  %18 = add nsw i32 %17, %8, !dbg !26
  %19 = sext i32 %18 to i64, !dbg !27
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19, !dbg !27
  %21 = load float, ptr addrspace(1) %20, align 4, !dbg !27
  %22 = tail call float @llvm.fmuladd.f32(float %16, float %21, float %.016), !dbg !28
  %23 = add nuw nsw i32 %.0, 1, !dbg !29
  br label %10, !dbg !22, !llvm.loop !30

24:                                               ; preds = %10
  %25 = add nsw i32 %9, %8, !dbg !32
  %26 = sext i32 %25 to i64, !dbg !33
  %27 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %26, !dbg !33
  store float %.016, ptr addrspace(1) %27, align 4, !dbg !34
  ret void, !dbg !35
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "1dd091ac68cf46172eb0fe83cd4366de")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 2, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"float*", !"int"}
!14 = !{!"const", !"const", !"", !""}
!15 = !{!"a", !"b", !"c", !"n"}
!16 = !DILocation(line: 4, column: 15, scope: !8)
!17 = !DILocation(line: 5, column: 15, scope: !8)
!18 = !DILocation(line: 7, column: 10, scope: !8)
!19 = !DILocation(line: 0, scope: !8)
!20 = !DILocation(line: 7, scope: !8)
!21 = !DILocation(line: 7, column: 23, scope: !8)
!22 = !DILocation(line: 7, column: 5, scope: !8)
!23 = !DILocation(line: 8, column: 26, scope: !8)
!24 = !DILocation(line: 8, column: 16, scope: !8)
!25 = !DILocation(line: 8, column: 37, scope: !8)
!26 = !DILocation(line: 8, column: 41, scope: !8)
!27 = !DILocation(line: 8, column: 33, scope: !8)
!28 = !DILocation(line: 8, column: 13, scope: !8)
!29 = !DILocation(line: 7, column: 29, scope: !8)
!30 = distinct !{!30, !22, !31}
!31 = !DILocation(line: 9, column: 5, scope: !8)
!32 = !DILocation(line: 10, column: 15, scope: !8)
!33 = !DILocation(line: 10, column: 5, scope: !8)
!34 = !DILocation(line: 10, column: 22, scope: !8)
!35 = !DILocation(line: 11, column: 1, scope: !8)
