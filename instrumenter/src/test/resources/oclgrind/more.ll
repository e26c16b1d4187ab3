; ModuleID = '/tmp/more-O0.ll'
source_filename = "more.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @stencil(float addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef writeonly %1, float addrspace(3)* nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !15
  %6 = trunc i64 %5 to i32, !dbg !15
  %7 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7, !dbg !16
  %8 = trunc i64 %7 to i32, !dbg !16
  %9 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #7, !dbg !17
  %10 = trunc i64 %9 to i32, !dbg !17
  %11 = sext i32 %6 to i64, !dbg !18
  %12 = getelementptr inbounds float, float addrspace(1)* %0, i64 %11, !dbg !18
  %13 = load float, float addrspace(1)* %12, align 4, !dbg !18
  %14 = add i32 %8, 2, !dbg !19
  %15 = sext i32 %14 to i64, !dbg !20
  %16 = getelementptr inbounds float, float addrspace(3)* %2, i64 %15, !dbg !20
  store float %13, float addrspace(3)* %16, align 4, !dbg !21
  %17 = icmp slt i32 %8, 2, !dbg !22
  br i1 %17, label %18, label %._crit_edge, !dbg !23

._crit_edge:                                      ; preds = %4
  %.pre32 = and i64 %7, 4294967295, !dbg !24
  br label %40, !dbg !23

18:                                               ; preds = %4
  %19 = icmp sgt i32 %6, 1, !dbg !25
  br i1 %19, label %20, label %25, !dbg !26

20:                                               ; preds = %18
  %21 = add nsw i32 %6, -2, !dbg !27
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, float addrspace(1)* %0, i64 %22, !dbg !28
  %24 = load float, float addrspace(1)* %23, align 4, !dbg !28
  br label %25, !dbg !26

25:                                               ; preds = %18, %20
  %26 = phi float [ %24, %20 ], [ 0.000000e+00, %18 ], !dbg !26
  %27 = sext i32 %8 to i64, !dbg !29
  %28 = getelementptr inbounds float, float addrspace(3)* %2, i64 %27, !dbg !29
  store float %26, float addrspace(3)* %28, align 4, !dbg !30
  %29 = add nsw i32 %10, %6, !dbg !31
  %30 = icmp slt i32 %29, %3, !dbg !32
  br i1 %30, label %31, label %35, !dbg !33

31:                                               ; preds = %25
  %32 = sext i32 %29 to i64, !dbg !34
  %33 = getelementptr inbounds float, float addrspace(1)* %0, i64 %32, !dbg !34
  %34 = load float, float addrspace(1)* %33, align 4, !dbg !34
  br label %35, !dbg !33

35:                                               ; preds = %25, %31
  %36 = phi float [ %34, %31 ], [ 0.000000e+00, %25 ], !dbg !33
  %37 = add i32 %14, %10, !dbg !35
  %38 = sext i32 %37 to i64, !dbg !36
  %39 = getelementptr inbounds float, float addrspace(3)* %2, i64 %38, !dbg !36
  store float %36, float addrspace(3)* %39, align 4, !dbg !37
  br label %40, !dbg !38

40:                                               ; preds = %35, %._crit_edge
  %.pre-phi = phi i64 [ %.pre32, %._crit_edge ], [ %27, %35 ], !dbg !24
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8, !dbg !39
  %41 = add i32 %8, 4, !dbg !40
  %42 = sext i32 %41 to i64, !dbg !24
  %43 = getelementptr inbounds float, float addrspace(3)* %2, i64 %42, !dbg !24
  %44 = load float, float addrspace(3)* %43, align 4, !dbg !24
  %45 = add i32 %8, 3, !dbg !40
  %46 = sext i32 %45 to i64, !dbg !24
  %47 = getelementptr inbounds float, float addrspace(3)* %2, i64 %46, !dbg !24
  %48 = load float, float addrspace(3)* %47, align 4, !dbg !24
  %49 = load float, float addrspace(3)* %16, align 4, !dbg !24
  %50 = add i32 %8, 1, !dbg !40
  %51 = sext i32 %50 to i64, !dbg !24
  %52 = getelementptr inbounds float, float addrspace(3)* %2, i64 %51, !dbg !24
  %53 = load float, float addrspace(3)* %52, align 4, !dbg !24
  %54 = getelementptr inbounds float, float addrspace(3)* %2, i64 %.pre-phi, !dbg !24
  %55 = load float, float addrspace(3)* %54, align 4, !dbg !24
  %56 = tail call float @llvm.fmuladd.f32(float %55, float 1.250000e-01, float 0.000000e+00), !dbg !41
  %57 = tail call float @llvm.fmuladd.f32(float %53, float 1.250000e-01, float %56), !dbg !41
  %58 = tail call float @llvm.fmuladd.f32(float %49, float 5.000000e-01, float %57), !dbg !41
  %59 = tail call float @llvm.fmuladd.f32(float %48, float 1.250000e-01, float %58), !dbg !41
  %60 = tail call float @llvm.fmuladd.f32(float %44, float 1.250000e-01, float %59), !dbg !41
  %61 = getelementptr inbounds float, float addrspace(1)* %1, i64 %11, !dbg !42
  store float %60, float addrspace(1)* %61, align 4, !dbg !43
  ret void, !dbg !44
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @branches(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(1)* noundef %2) local_unnamed_addr #0 !dbg !45 !kernel_arg_addr_space !46 !kernel_arg_access_qual !47 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !50
  %5 = shl i64 %4, 32, !dbg !51
  %6 = ashr exact i64 %5, 32, !dbg !51
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6, !dbg !51
  %8 = load i32, i32 addrspace(1)* %7, align 4, !dbg !51
  %9 = and i32 %8, 7
  br label %10, !dbg !52

10:                                               ; preds = %12, %3
  %.014 = phi i32 [ 0, %3 ], [ %15, %12 ], !dbg !53
  %.0 = phi i32 [ 0, %3 ], [ %16, %12 ], !dbg !53
  %11 = icmp ult i32 %.0, %9, !dbg !54
  br i1 %11, label %12, label %17, !dbg !55

12:                                               ; preds = %10
  %13 = add nsw i32 %.0, %8, !dbg !56
  %14 = tail call spir_func i32 @classify(i32 noundef %13) #9, !dbg !57
  %15 = add nsw i32 %14, %.014, !dbg !58
  %16 = add nuw nsw i32 %.0, 1, !dbg !59
  br label %10, !dbg !55, !llvm.loop !60

17:                                               ; preds = %10
  %18 = icmp sgt i32 %.014, 100, !dbg !62
  br i1 %18, label %19, label %21, !dbg !63

19:                                               ; preds = %17
  %20 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %2) #8, !dbg !64
  br label %25, !dbg !64

21:                                               ; preds = %17
  %22 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 1, !dbg !65
  %23 = and i32 %.014, 3, !dbg !66
  %24 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %22, i32 noundef %23) #8, !dbg !67
  br label %25

25:                                               ; preds = %21, %19
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %6, !dbg !68
  store i32 %.014, i32 addrspace(1)* %26, align 4, !dbg !69
  ret void, !dbg !70
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal spir_func i32 @classify(i32 noundef %0) unnamed_addr #4 !dbg !71 {
  %2 = srem i32 %0, 5, !dbg !72
  switch i32 %2, label %9 [
    i32 0, label %3
    i32 1, label %5
    i32 3, label %7
  ], !dbg !73

3:                                                ; preds = %1
  %4 = shl nsw i32 %0, 1, !dbg !74
  br label %11, !dbg !75

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -7, !dbg !76
  br label %11, !dbg !77

7:                                                ; preds = %1
  %8 = xor i32 %0, 85, !dbg !78
  br label %11, !dbg !79

9:                                                ; preds = %1
  %10 = sub nsw i32 0, %0, !dbg !80
  br label %11, !dbg !81

11:                                               ; preds = %9, %7, %5, %3
  %.0 = phi i32 [ %10, %9 ], [ %8, %7 ], [ %6, %5 ], [ %4, %3 ], !dbg !82
  ret i32 %.0, !dbg !83
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) local_unnamed_addr #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vectors(float addrspace(1)* noundef %0, float addrspace(1)* noundef %1, <4 x i32> addrspace(1)* nocapture noundef writeonly %2) local_unnamed_addr #5 !dbg !84 !kernel_arg_addr_space !46 !kernel_arg_access_qual !47 !kernel_arg_type !85 !kernel_arg_base_type !86 !kernel_arg_type_qual !49 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !87
  %5 = trunc i64 %4 to i32, !dbg !87
  %6 = sext i32 %5 to i64, !dbg !88
  %7 = tail call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 noundef %6, float addrspace(1)* noundef %0) #10, !dbg !89
  %8 = tail call spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %7) #7, !dbg !90
  %9 = tail call spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef %8) #7, !dbg !91
  %10 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> %7, <4 x float> %9), !dbg !92
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> noundef %10, i64 noundef %6, float addrspace(1)* noundef %1) #8, !dbg !93
  %11 = fmul <4 x float> %7, <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>, !dbg !94
  %12 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_f(<4 x float> noundef %11) #7, !dbg !95
  %13 = shufflevector <4 x i32> %12, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !96
  %14 = insertelement <4 x i32> poison, i32 %5, i64 0, !dbg !97
  %15 = shufflevector <4 x i32> %14, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !97
  %16 = add <4 x i32> %13, %15, !dbg !98
  %17 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %2, i64 %6, !dbg !99
  store <4 x i32> %16, <4 x i32> addrspace(1)* %17, align 16, !dbg !100
  ret void, !dbg !101
}

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare dso_local spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 noundef, float addrspace(1)* noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> noundef, i64 noundef, float addrspace(1)* noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func <4 x i32> @_Z12convert_int4Dv4_f(<4 x float> noundef) local_unnamed_addr #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent nobuiltin nounwind readnone willreturn "no-builtins" }
attributes #8 = { convergent nobuiltin nounwind "no-builtins" }
attributes #9 = { nobuiltin "no-builtins" }
attributes #10 = { convergent nobuiltin nounwind readonly willreturn "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "more.cl", directory: "/work/main/instrumenter/src/test/resources/oclgrind", checksumkind: CSK_MD5, checksum: "59e6198e41826c3e57cbe96fe66b2ecc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "stencil", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 3, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"float*", !"int"}
!14 = !{!"const", !"", !"", !""}
!15 = !DILocation(line: 4, column: 11, scope: !8)
!16 = !DILocation(line: 4, column: 33, scope: !8)
!17 = !DILocation(line: 4, column: 55, scope: !8)
!18 = !DILocation(line: 5, column: 17, scope: !8)
!19 = !DILocation(line: 5, column: 10, scope: !8)
!20 = !DILocation(line: 5, column: 3, scope: !8)
!21 = !DILocation(line: 5, column: 15, scope: !8)
!22 = !DILocation(line: 6, column: 9, scope: !8)
!23 = !DILocation(line: 6, column: 7, scope: !8)
!24 = !DILocation(line: 12, column: 40, scope: !8)
!25 = !DILocation(line: 7, column: 17, scope: !8)
!26 = !DILocation(line: 7, column: 15, scope: !8)
!27 = !DILocation(line: 7, column: 29, scope: !8)
!28 = !DILocation(line: 7, column: 24, scope: !8)
!29 = !DILocation(line: 7, column: 5, scope: !8)
!30 = !DILocation(line: 7, column: 13, scope: !8)
!31 = !DILocation(line: 8, column: 26, scope: !8)
!32 = !DILocation(line: 8, column: 31, scope: !8)
!33 = !DILocation(line: 8, column: 24, scope: !8)
!34 = !DILocation(line: 8, column: 37, scope: !8)
!35 = !DILocation(line: 8, column: 17, scope: !8)
!36 = !DILocation(line: 8, column: 5, scope: !8)
!37 = !DILocation(line: 8, column: 22, scope: !8)
!38 = !DILocation(line: 9, column: 3, scope: !8)
!39 = !DILocation(line: 10, column: 3, scope: !8)
!40 = !DILocation(line: 12, column: 51, scope: !8)
!41 = !DILocation(line: 12, column: 37, scope: !8)
!42 = !DILocation(line: 13, column: 3, scope: !8)
!43 = !DILocation(line: 13, column: 10, scope: !8)
!44 = !DILocation(line: 14, column: 1, scope: !8)
!45 = distinct !DISubprogram(name: "branches", scope: !1, file: !1, line: 25, type: !9, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!46 = !{i32 1, i32 1, i32 1}
!47 = !{!"none", !"none", !"none"}
!48 = !{!"int*", !"int*", !"int*"}
!49 = !{!"const", !"", !""}
!50 = !DILocation(line: 26, column: 11, scope: !45)
!51 = !DILocation(line: 27, column: 11, scope: !45)
!52 = !DILocation(line: 29, column: 8, scope: !45)
!53 = !DILocation(line: 0, scope: !45)
!54 = !DILocation(line: 29, column: 21, scope: !45)
!55 = !DILocation(line: 29, column: 3, scope: !45)
!56 = !DILocation(line: 29, column: 55, scope: !45)
!57 = !DILocation(line: 29, column: 44, scope: !45)
!58 = !DILocation(line: 29, column: 41, scope: !45)
!59 = !DILocation(line: 29, column: 33, scope: !45)
!60 = distinct !{!60, !55, !61}
!61 = !DILocation(line: 29, column: 58, scope: !45)
!62 = !DILocation(line: 30, column: 11, scope: !45)
!63 = !DILocation(line: 30, column: 7, scope: !45)
!64 = !DILocation(line: 30, column: 18, scope: !45)
!65 = !DILocation(line: 30, column: 57, scope: !45)
!66 = !DILocation(line: 30, column: 70, scope: !45)
!67 = !DILocation(line: 30, column: 45, scope: !45)
!68 = !DILocation(line: 31, column: 3, scope: !45)
!69 = !DILocation(line: 31, column: 10, scope: !45)
!70 = !DILocation(line: 32, column: 1, scope: !45)
!71 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 16, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !10)
!72 = !DILocation(line: 17, column: 13, scope: !71)
!73 = !DILocation(line: 17, column: 3, scope: !71)
!74 = !DILocation(line: 18, column: 22, scope: !71)
!75 = !DILocation(line: 18, column: 13, scope: !71)
!76 = !DILocation(line: 19, column: 22, scope: !71)
!77 = !DILocation(line: 19, column: 13, scope: !71)
!78 = !DILocation(line: 20, column: 22, scope: !71)
!79 = !DILocation(line: 20, column: 13, scope: !71)
!80 = !DILocation(line: 21, column: 21, scope: !71)
!81 = !DILocation(line: 21, column: 14, scope: !71)
!82 = !DILocation(line: 0, scope: !71)
!83 = !DILocation(line: 23, column: 1, scope: !71)
!84 = distinct !DISubprogram(name: "vectors", scope: !1, file: !1, line: 34, type: !9, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!85 = !{!"float*", !"float*", !"int4*"}
!86 = !{!"float*", !"float*", !"int __attribute__((ext_vector_type(4)))*"}
!87 = !DILocation(line: 35, column: 11, scope: !84)
!88 = !DILocation(line: 36, column: 21, scope: !84)
!89 = !DILocation(line: 36, column: 14, scope: !84)
!90 = !DILocation(line: 37, column: 19, scope: !84)
!91 = !DILocation(line: 37, column: 14, scope: !84)
!92 = !DILocation(line: 37, column: 28, scope: !84)
!93 = !DILocation(line: 38, column: 3, scope: !84)
!94 = !DILocation(line: 39, column: 27, scope: !84)
!95 = !DILocation(line: 39, column: 12, scope: !84)
!96 = !DILocation(line: 40, column: 10, scope: !84)
!97 = !DILocation(line: 40, column: 19, scope: !84)
!98 = !DILocation(line: 40, column: 17, scope: !84)
!99 = !DILocation(line: 40, column: 3, scope: !84)
!100 = !DILocation(line: 40, column: 8, scope: !84)
!101 = !DILocation(line: 41, column: 1, scope: !84)
