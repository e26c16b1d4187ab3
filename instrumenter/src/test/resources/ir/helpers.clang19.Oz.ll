; ModuleID = 'helpers.cl'
source_filename = "helpers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local spir_func noundef float @square(float noundef %0) local_unnamed_addr #0 !dbg !8 {
  %2 = fmul float %0, %0, !dbg !11
  ret float %2, !dbg !12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local spir_func noundef i32 @clampi(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = icmp slt i32 %0, %1, !dbg !14
  %5 = tail call i32 @llvm.smin.i32(i32 %0, i32 %2), !dbg !15
  %6 = select i1 %4, i32 %1, i32 %5, !dbg !15
  ret i32 %6, !dbg !16
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @histogram(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !17 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 !kernel_arg_name !22 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !23
  %6 = shl i64 %5, 32, !dbg !24
  %7 = ashr exact i64 %6, 30, !dbg !24
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %7, !dbg !24
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !24
  %10 = tail call spir_func float @square(float noundef %9) #9, !dbg !25
  %11 = sitofp i32 %3 to float, !dbg !26
  %12 = fmul float %10, %11, !dbg !27
  %13 = fptosi float %12 to i32, !dbg !28
  %14 = add nsw i32 %3, -1, !dbg !29
  %15 = tail call spir_func i32 @clampi(i32 noundef %13, i32 noundef 0, i32 noundef %14) #9, !dbg !30
  %16 = sext i32 %15 to i64, !dbg !31
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %16, !dbg !31
  %18 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %17, i32 noundef 1) #10, !dbg !32
  %19 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %2) #10, !dbg !33
  ret void, !dbg !34
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @private_array(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #4 !dbg !35 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 !kernel_arg_name !40 {
  %4 = alloca [16 x i32], align 4
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !41
  %6 = trunc i64 %5 to i32, !dbg !41
  br label %7, !dbg !42

7:                                                ; preds = %9, %3
  %.0 = phi i32 [ 0, %3 ], [ %17, %9 ], !dbg !43
  %8 = icmp ult i32 %.0, 16, !dbg !44
  br i1 %8, label %9, label %18, !dbg !45

9:                                                ; preds = %7
  %10 = add nsw i32 %.0, %6, !dbg !46
  %11 = sext i32 %10 to i64, !dbg !47
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11, !dbg !47
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !47
  %14 = mul nsw i32 %13, %.0, !dbg !48
  %15 = zext nneg i32 %.0 to i64, !dbg !49
  %16 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %15, !dbg !49
  store i32 %14, ptr %16, align 4, !dbg !50
  %17 = add nuw nsw i32 %.0, 1, !dbg !51
  br label %7, !dbg !45, !llvm.loop !52

18:                                               ; preds = %7
  %19 = and i32 %2, 15, !dbg !54
  %20 = zext nneg i32 %19 to i64, !dbg !55
  %21 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %20, !dbg !55
  %22 = load i32, ptr %21, align 4, !dbg !55
  %23 = add nsw i32 %2, 3, !dbg !56
  %24 = and i32 %23, 15, !dbg !57
  %25 = zext nneg i32 %24 to i64, !dbg !58
  %26 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %25, !dbg !58
  %27 = load i32, ptr %26, align 4, !dbg !58
  %28 = add nsw i32 %27, %22, !dbg !59
  %29 = sext i32 %6 to i64, !dbg !60
  %30 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29, !dbg !60
  store i32 %28, ptr addrspace(1) %30, align 4, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @half_consts(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !dbg !63 !kernel_arg_addr_space !64 !kernel_arg_access_qual !65 !kernel_arg_type !66 !kernel_arg_base_type !66 !kernel_arg_type_qual !67 !kernel_arg_name !68 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !69
  %4 = shl i64 %3, 32, !dbg !70
  %5 = ashr exact i64 %4, 32, !dbg !70
  %6 = tail call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 noundef %5, ptr addrspace(1) noundef %0) #11, !dbg !71
  %7 = tail call float @llvm.fmuladd.f32(float %6, float 1.500000e+00, float 0x3FB99999A0000000), !dbg !72
  tail call spir_func void @_Z11vstore_halffmPU3AS1Dh(float noundef %7, i64 noundef %5, ptr addrspace(1) noundef %0) #10, !dbg !73
  %8 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %5, !dbg !74
  store float 3.000000e+00, ptr addrspace(1) %8, align 4, !dbg !75
  ret void, !dbg !76
}

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z11vstore_halffmPU3AS1Dh(float noundef, i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func float @_Z10vload_halfmPU3AS1KDh(i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }
attributes #9 = { nobuiltin nounwind "no-builtins" }
attributes #10 = { convergent nobuiltin nounwind "no-builtins" }
attributes #11 = { convergent nobuiltin nounwind willreturn memory(read) "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "helpers.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "14c12d05c517d012aab3c8e79ee3fd2b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 2, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 4, column: 14, scope: !8)
!12 = !DILocation(line: 4, column: 5, scope: !8)
!13 = distinct !DISubprogram(name: "clampi", scope: !1, file: !1, line: 7, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DILocation(line: 9, column: 14, scope: !13)
!15 = !DILocation(line: 9, column: 12, scope: !13)
!16 = !DILocation(line: 9, column: 5, scope: !13)
!17 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 12, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = !{i32 1, i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none"}
!20 = !{!"float*", !"int*", !"int*", !"int"}
!21 = !{!"const", !"", !"volatile", !""}
!22 = !{!"data", !"bins", !"total", !"nbins"}
!23 = !DILocation(line: 14, column: 13, scope: !17)
!24 = !DILocation(line: 15, column: 34, scope: !17)
!25 = !DILocation(line: 15, column: 27, scope: !17)
!26 = !DILocation(line: 15, column: 45, scope: !17)
!27 = !DILocation(line: 15, column: 43, scope: !17)
!28 = !DILocation(line: 15, column: 20, scope: !17)
!29 = !DILocation(line: 15, column: 62, scope: !17)
!30 = !DILocation(line: 15, column: 13, scope: !17)
!31 = !DILocation(line: 16, column: 17, scope: !17)
!32 = !DILocation(line: 16, column: 5, scope: !17)
!33 = !DILocation(line: 17, column: 5, scope: !17)
!34 = !DILocation(line: 18, column: 1, scope: !17)
!35 = distinct !DISubprogram(name: "private_array", scope: !1, file: !1, line: 20, type: !9, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!36 = !{i32 1, i32 1, i32 0}
!37 = !{!"none", !"none", !"none"}
!38 = !{!"int*", !"int*", !"int"}
!39 = !{!"const", !"", !""}
!40 = !{!"in", !"out", !"k"}
!41 = !DILocation(line: 23, column: 13, scope: !35)
!42 = !DILocation(line: 24, column: 10, scope: !35)
!43 = !DILocation(line: 24, scope: !35)
!44 = !DILocation(line: 24, column: 23, scope: !35)
!45 = !DILocation(line: 24, column: 5, scope: !35)
!46 = !DILocation(line: 25, column: 26, scope: !35)
!47 = !DILocation(line: 25, column: 21, scope: !35)
!48 = !DILocation(line: 25, column: 31, scope: !35)
!49 = !DILocation(line: 25, column: 9, scope: !35)
!50 = !DILocation(line: 25, column: 19, scope: !35)
!51 = !DILocation(line: 24, column: 30, scope: !35)
!52 = distinct !{!52, !45, !53}
!53 = !DILocation(line: 26, column: 5, scope: !35)
!54 = !DILocation(line: 27, column: 23, scope: !35)
!55 = !DILocation(line: 27, column: 14, scope: !35)
!56 = !DILocation(line: 27, column: 41, scope: !35)
!57 = !DILocation(line: 27, column: 46, scope: !35)
!58 = !DILocation(line: 27, column: 31, scope: !35)
!59 = !DILocation(line: 27, column: 29, scope: !35)
!60 = !DILocation(line: 27, column: 5, scope: !35)
!61 = !DILocation(line: 27, column: 12, scope: !35)
!62 = !DILocation(line: 28, column: 1, scope: !35)
!63 = distinct !DISubprogram(name: "half_consts", scope: !1, file: !1, line: 30, type: !9, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!64 = !{i32 1, i32 1}
!65 = !{!"none", !"none"}
!66 = !{!"half*", !"float*"}
!67 = !{!"", !""}
!68 = !{!"h", !"f"}
!69 = !DILocation(line: 32, column: 13, scope: !63)
!70 = !DILocation(line: 33, column: 28, scope: !63)
!71 = !DILocation(line: 33, column: 17, scope: !63)
!72 = !DILocation(line: 33, column: 41, scope: !63)
!73 = !DILocation(line: 33, column: 5, scope: !63)
!74 = !DILocation(line: 34, column: 5, scope: !63)
!75 = !DILocation(line: 34, column: 10, scope: !63)
!76 = !DILocation(line: 35, column: 1, scope: !63)
