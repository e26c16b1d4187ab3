; ModuleID = 'reduce.cl'
source_filename = "reduce.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@tile_sum.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %5 = trunc i64 %4 to i32, !dbg !16
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %6, !dbg !18
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !18
  %9 = sext i32 %5 to i64, !dbg !19
  %10 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %9, !dbg !19
  store float %8, ptr addrspace(3) %10, align 4, !dbg !20
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !21
  %11 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !22
  %12 = lshr i64 %11, 1, !dbg !23
  %13 = trunc i64 %12 to i32, !dbg !22
  br label %14, !dbg !24

14:                                               ; preds = %25, %3
  %.0 = phi i32 [ %13, %3 ], [ %26, %25 ], !dbg !25
  %15 = icmp sgt i32 %.0, 0, !dbg !26
  br i1 %15, label %16, label %27, !dbg !27

16:                                               ; preds = %14
  %17 = icmp sgt i32 %.0, %5, !dbg !28
  br i1 %17, label %18, label %25, !dbg !29

18:                                               ; preds = %16
  %19 = add nsw i32 %.0, %5, !dbg !30
  %20 = sext i32 %19 to i64, !dbg !31
  %21 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %20, !dbg !31
  %22 = load float, ptr addrspace(3) %21, align 4, !dbg !31
  %23 = load float, ptr addrspace(3) %10, align 4, !dbg !32
  %24 = fadd float %22, %23, !dbg !32
  store float %24, ptr addrspace(3) %10, align 4, !dbg !32
  br label %25, !dbg !33

25:                                               ; preds = %18, %16
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !34
  %26 = lshr i32 %.0, 1, !dbg !35
  br label %14, !dbg !27, !llvm.loop !36

27:                                               ; preds = %14
  %28 = icmp eq i32 %5, 0, !dbg !38
  br i1 %28, label %29, label %33, !dbg !39

29:                                               ; preds = %27
  %30 = load float, ptr addrspace(3) %2, align 4, !dbg !40
  %31 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !41
  %32 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %31, !dbg !42
  store float %30, ptr addrspace(1) %32, align 4, !dbg !43
  br label %33, !dbg !44

33:                                               ; preds = %29, %27
  ret void, !dbg !45
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tile_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !46 !kernel_arg_addr_space !47 !kernel_arg_access_qual !48 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 !kernel_arg_name !51 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !52
  %4 = trunc i64 %3 to i32, !dbg !52
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !53
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !54
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !54
  %8 = sext i32 %4 to i64, !dbg !55
  %9 = getelementptr inbounds [64 x i32], ptr addrspace(3) @tile_sum.tile, i64 0, i64 %8, !dbg !55
  store i32 %7, ptr addrspace(3) %9, align 4, !dbg !56
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !57
  %10 = icmp eq i32 %4, 0, !dbg !58
  br i1 %10, label %.preheader, label %21, !dbg !59

.preheader:                                       ; preds = %2, %12
  %.08 = phi i32 [ %16, %12 ], [ 0, %2 ], !dbg !60
  %.0 = phi i32 [ %17, %12 ], [ 0, %2 ], !dbg !61
  %11 = icmp ult i32 %.0, 64, !dbg !62
  br i1 %11, label %12, label %18, !dbg !63

12:                                               ; preds = %.preheader
  %13 = zext nneg i32 %.0 to i64, !dbg !64
  %14 = getelementptr inbounds [64 x i32], ptr addrspace(3) @tile_sum.tile, i64 0, i64 %13, !dbg !64
  %15 = load i32, ptr addrspace(3) %14, align 4, !dbg !64
  %16 = add nsw i32 %15, %.08, !dbg !65
  %17 = add nuw nsw i32 %.0, 1, !dbg !66
  br label %.preheader, !dbg !63, !llvm.loop !67

18:                                               ; preds = %.preheader
  %19 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !69
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19, !dbg !70
  store i32 %.08, ptr addrspace(1) %20, align 4, !dbg !71
  br label %21, !dbg !72

21:                                               ; preds = %18, %2
  ret void, !dbg !73
}

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }
attributes #4 = { convergent nobuiltin nounwind "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reduce.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "2877885c80b38de91bea382945d46dd4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 2, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 3}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"float*"}
!14 = !{!"const", !"", !""}
!15 = !{!"in", !"partial", !"scratch"}
!16 = !DILocation(line: 4, column: 15, scope: !8)
!17 = !DILocation(line: 5, column: 23, scope: !8)
!18 = !DILocation(line: 5, column: 20, scope: !8)
!19 = !DILocation(line: 5, column: 5, scope: !8)
!20 = !DILocation(line: 5, column: 18, scope: !8)
!21 = !DILocation(line: 6, column: 5, scope: !8)
!22 = !DILocation(line: 7, column: 18, scope: !8)
!23 = !DILocation(line: 7, column: 36, scope: !8)
!24 = !DILocation(line: 7, column: 10, scope: !8)
!25 = !DILocation(line: 7, scope: !8)
!26 = !DILocation(line: 7, column: 43, scope: !8)
!27 = !DILocation(line: 7, column: 5, scope: !8)
!28 = !DILocation(line: 8, column: 17, scope: !8)
!29 = !DILocation(line: 8, column: 13, scope: !8)
!30 = !DILocation(line: 9, column: 41, scope: !8)
!31 = !DILocation(line: 9, column: 29, scope: !8)
!32 = !DILocation(line: 9, column: 26, scope: !8)
!33 = !DILocation(line: 10, column: 9, scope: !8)
!34 = !DILocation(line: 11, column: 9, scope: !8)
!35 = !DILocation(line: 7, column: 50, scope: !8)
!36 = distinct !{!36, !27, !37}
!37 = !DILocation(line: 12, column: 5, scope: !8)
!38 = !DILocation(line: 13, column: 13, scope: !8)
!39 = !DILocation(line: 13, column: 9, scope: !8)
!40 = !DILocation(line: 14, column: 36, scope: !8)
!41 = !DILocation(line: 14, column: 17, scope: !8)
!42 = !DILocation(line: 14, column: 9, scope: !8)
!43 = !DILocation(line: 14, column: 34, scope: !8)
!44 = !DILocation(line: 15, column: 5, scope: !8)
!45 = !DILocation(line: 16, column: 1, scope: !8)
!46 = distinct !DISubprogram(name: "tile_sum", scope: !1, file: !1, line: 18, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!47 = !{i32 1, i32 1}
!48 = !{!"none", !"none"}
!49 = !{!"int*", !"int*"}
!50 = !{!"const", !""}
!51 = !{!"in", !"out"}
!52 = !DILocation(line: 21, column: 15, scope: !46)
!53 = !DILocation(line: 22, column: 20, scope: !46)
!54 = !DILocation(line: 22, column: 17, scope: !46)
!55 = !DILocation(line: 22, column: 5, scope: !46)
!56 = !DILocation(line: 22, column: 15, scope: !46)
!57 = !DILocation(line: 23, column: 5, scope: !46)
!58 = !DILocation(line: 24, column: 13, scope: !46)
!59 = !DILocation(line: 24, column: 9, scope: !46)
!60 = !DILocation(line: 0, scope: !46)
!61 = !DILocation(line: 26, scope: !46)
!62 = !DILocation(line: 26, column: 27, scope: !46)
!63 = !DILocation(line: 26, column: 9, scope: !46)
!64 = !DILocation(line: 27, column: 18, scope: !46)
!65 = !DILocation(line: 27, column: 15, scope: !46)
!66 = !DILocation(line: 26, column: 34, scope: !46)
!67 = distinct !{!67, !63, !68}
!68 = !DILocation(line: 28, column: 9, scope: !46)
!69 = !DILocation(line: 29, column: 13, scope: !46)
!70 = !DILocation(line: 29, column: 9, scope: !46)
!71 = !DILocation(line: 29, column: 30, scope: !46)
!72 = !DILocation(line: 30, column: 5, scope: !46)
!73 = !DILocation(line: 31, column: 1, scope: !46)
