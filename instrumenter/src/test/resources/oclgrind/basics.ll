; ModuleID = '/tmp/basics-O0.ll'
source_filename = "../exec/basics.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%opencl.image2d_ro_t = type opaque

@table = dso_local local_unnamed_addr addrspace(2) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4

; Function Attrs: convergent nofree noinline norecurse nounwind
define dso_local spir_kernel void @mm(float addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, float addrspace(1)* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9, !dbg !15
  %6 = trunc i64 %5 to i32, !dbg !15
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !16
  %8 = trunc i64 %7 to i32, !dbg !16
  %9 = mul nsw i32 %6, %3
  br label %10, !dbg !17

10:                                               ; preds = %12, %4
  %.016 = phi float [ 0.000000e+00, %4 ], [ %22, %12 ], !dbg !18
  %.0 = phi i32 [ 0, %4 ], [ %23, %12 ], !dbg !18
  %11 = icmp slt i32 %.0, %3, !dbg !19
  br i1 %11, label %12, label %24, !dbg !20

12:                                               ; preds = %10
  %13 = add nsw i32 %.0, %9, !dbg !21
  %14 = sext i32 %13 to i64, !dbg !22
  %15 = getelementptr inbounds float, float addrspace(1)* %0, i64 %14, !dbg !22
  %16 = load float, float addrspace(1)* %15, align 4, !dbg !22
  %17 = mul nsw i32 %.0, %3, !dbg !23
  %18 = add nsw i32 %17, %8, !dbg !24
  %19 = sext i32 %18 to i64, !dbg !25
  %20 = getelementptr inbounds float, float addrspace(1)* %1, i64 %19, !dbg !25
  %21 = load float, float addrspace(1)* %20, align 4, !dbg !25
  %22 = tail call float @llvm.fmuladd.f32(float %16, float %21, float %.016), !dbg !26
  %23 = add nuw nsw i32 %.0, 1, !dbg !27
  br label %10, !dbg !20, !llvm.loop !28

24:                                               ; preds = %10
  %25 = add nsw i32 %9, %8, !dbg !30
  %26 = sext i32 %25 to i64, !dbg !31
  %27 = getelementptr inbounds float, float addrspace(1)* %2, i64 %26, !dbg !31
  store float %.016, float addrspace(1)* %27, align 4, !dbg !32
  ret void, !dbg !33
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce(i32 addrspace(1)* nocapture noundef readonly %0, i32 addrspace(1)* nocapture noundef writeonly %1, i32 addrspace(3)* nocapture noundef %2) local_unnamed_addr #3 !dbg !34 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !39
  %5 = trunc i64 %4 to i32, !dbg !39
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !40
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6, !dbg !41
  %8 = load i32, i32 addrspace(1)* %7, align 4, !dbg !41
  %9 = sext i32 %5 to i64, !dbg !42
  %10 = getelementptr inbounds i32, i32 addrspace(3)* %2, i64 %9, !dbg !42
  store i32 %8, i32 addrspace(3)* %10, align 4, !dbg !43
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #10, !dbg !44
  %11 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #9, !dbg !45
  %12 = lshr i64 %11, 1, !dbg !46
  %13 = trunc i64 %12 to i32, !dbg !45
  br label %14, !dbg !47

14:                                               ; preds = %25, %3
  %.0 = phi i32 [ %13, %3 ], [ %26, %25 ], !dbg !48
  %15 = icmp sgt i32 %.0, 0, !dbg !49
  br i1 %15, label %16, label %27, !dbg !50

16:                                               ; preds = %14
  %17 = icmp sgt i32 %.0, %5, !dbg !51
  br i1 %17, label %18, label %25, !dbg !52

18:                                               ; preds = %16
  %19 = add nsw i32 %.0, %5, !dbg !53
  %20 = sext i32 %19 to i64, !dbg !54
  %21 = getelementptr inbounds i32, i32 addrspace(3)* %2, i64 %20, !dbg !54
  %22 = load i32, i32 addrspace(3)* %21, align 4, !dbg !54
  %23 = load i32, i32 addrspace(3)* %10, align 4, !dbg !55
  %24 = add nsw i32 %23, %22, !dbg !55
  store i32 %24, i32 addrspace(3)* %10, align 4, !dbg !55
  br label %25, !dbg !56

25:                                               ; preds = %18, %16
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #10, !dbg !57
  %26 = lshr i32 %.0, 1, !dbg !58
  br label %14, !dbg !50, !llvm.loop !59

27:                                               ; preds = %14
  %28 = icmp eq i32 %5, 0, !dbg !61
  br i1 %28, label %29, label %33, !dbg !62

29:                                               ; preds = %27
  %30 = load i32, i32 addrspace(3)* %2, align 4, !dbg !63
  %31 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !64
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %31, !dbg !65
  store i32 %30, i32 addrspace(1)* %32, align 4, !dbg !66
  br label %33, !dbg !65

33:                                               ; preds = %29, %27
  ret void, !dbg !67
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local spir_func i32 @helper(i32 noundef %0, i32 noundef %1) local_unnamed_addr #5 !dbg !68 {
  %3 = mul nsw i32 %0, 3, !dbg !69
  %4 = add nsw i32 %3, %1, !dbg !70
  ret i32 %4, !dbg !71
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @misc(i32 addrspace(1)* noundef %0, i32 addrspace(1)* nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !72 !kernel_arg_addr_space !73 !kernel_arg_access_qual !74 !kernel_arg_type !75 !kernel_arg_base_type !75 !kernel_arg_type_qual !76 {
  %3 = alloca [8 x i32], align 4
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !77
  %5 = trunc i64 %4 to i32, !dbg !77
  %6 = sext i32 %5 to i64, !dbg !78
  %7 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %6, !dbg !78
  %8 = load i32, i32 addrspace(1)* %7, align 4, !dbg !78
  %trunc = trunc i32 %8 to i2, !dbg !79
  switch i2 %trunc, label %11 [
    i2 0, label %12
    i2 1, label %9
    i2 -2, label %10
  ], !dbg !79

9:                                                ; preds = %2
  br label %12, !dbg !80

10:                                               ; preds = %2
  br label %12, !dbg !81

11:                                               ; preds = %2
  br label %12, !dbg !82

12:                                               ; preds = %9, %10, %11, %2
  %.020 = phi i32 [ 100, %11 ], [ -5, %10 ], [ 7, %9 ], [ 1, %2 ], !dbg !83
  %13 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 0, !dbg !84
  store i32 0, i32* %13, align 4, !dbg !85
  %14 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 1, !dbg !84
  store i32 %8, i32* %14, align 4, !dbg !85
  %15 = shl nsw i32 %8, 1, !dbg !86
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 2, !dbg !84
  store i32 %15, i32* %16, align 4, !dbg !85
  %17 = mul nsw i32 %8, 3, !dbg !86
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 3, !dbg !84
  store i32 %17, i32* %18, align 4, !dbg !85
  %19 = shl nsw i32 %8, 2, !dbg !86
  %20 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 4, !dbg !84
  store i32 %19, i32* %20, align 4, !dbg !85
  %21 = mul nsw i32 %8, 5, !dbg !86
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 5, !dbg !84
  store i32 %21, i32* %22, align 4, !dbg !85
  %23 = mul nsw i32 %8, 6, !dbg !86
  %24 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 6, !dbg !84
  store i32 %23, i32* %24, align 4, !dbg !85
  %25 = mul nsw i32 %8, 7, !dbg !86
  %26 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 7, !dbg !84
  store i32 %25, i32* %26, align 4, !dbg !85
  %27 = and i32 %8, 7, !dbg !87
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %28, !dbg !88
  %30 = load i32, i32* %29, align 4, !dbg !88
  %31 = tail call spir_func i32 @helper(i32 noundef %8, i32 noundef %5) #11, !dbg !89
  %32 = and i64 %4, 3
  %33 = getelementptr inbounds [4 x i32], [4 x i32] addrspace(2)* @table, i64 0, i64 %32, !dbg !90
  %34 = load i32, i32 addrspace(2)* %33, align 4, !dbg !90
  %35 = sdiv i32 %8, 3, !dbg !91
  %36 = srem i32 %8, 5, !dbg !92
  %37 = lshr i32 %8, 1, !dbg !93
  %38 = add nsw i32 %35, %36, !dbg !94
  %39 = add i32 %38, %37, !dbg !95
  %40 = add i32 %39, %.020, !dbg !96
  %41 = add i32 %40, %30, !dbg !97
  %42 = add i32 %41, %31, !dbg !98
  %43 = add i32 %42, %34, !dbg !99
  %44 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 64, !dbg !100
  %45 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef %44, i32 noundef 1) #10, !dbg !101
  %46 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %6, !dbg !102
  store i32 %43, i32 addrspace(1)* %46, align 4, !dbg !103
  ret void, !dbg !104
}

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vec(<4 x float> addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* noundef %1) local_unnamed_addr #6 !dbg !105 !kernel_arg_addr_space !73 !kernel_arg_access_qual !74 !kernel_arg_type !106 !kernel_arg_base_type !107 !kernel_arg_type_qual !108 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !109
  %4 = shl i64 %3, 32, !dbg !110
  %5 = ashr exact i64 %4, 32, !dbg !110
  %6 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %0, i64 %5, !dbg !110
  %7 = load <4 x float>, <4 x float> addrspace(1)* %6, align 16, !dbg !110
  %8 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>), !dbg !111
  %shift = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> <i32 1, i32 undef, i32 undef, i32 undef>, !dbg !112
  %9 = fadd <4 x float> %8, %shift, !dbg !112
  %shift12 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> <i32 2, i32 undef, i32 undef, i32 undef>, !dbg !113
  %10 = fadd <4 x float> %shift12, %9, !dbg !113
  %shift13 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> <i32 3, i32 undef, i32 undef, i32 undef>, !dbg !114
  %11 = fadd <4 x float> %shift13, %10, !dbg !114
  %12 = extractelement <4 x float> %11, i64 0, !dbg !114
  %13 = getelementptr inbounds float, float addrspace(1)* %1, i64 %5, !dbg !115
  store float %12, float addrspace(1)* %13, align 4, !dbg !116
  %14 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !117
  %15 = getelementptr inbounds float, float addrspace(1)* %1, i64 64, !dbg !118
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> noundef %14, i64 noundef %5, float addrspace(1)* noundef %15) #10, !dbg !119
  ret void, !dbg !120
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> noundef, i64 noundef, float addrspace(1)* noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @oob(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #7 !dbg !121 !kernel_arg_addr_space !122 !kernel_arg_access_qual !123 !kernel_arg_type !124 !kernel_arg_base_type !124 !kernel_arg_type_qual !125 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !126
  %3 = add i64 %2, 4, !dbg !127
  %4 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %3, !dbg !128
  store i32 1, i32 addrspace(1)* %4, align 4, !dbg !129
  ret void, !dbg !130
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @diverge(i32 addrspace(1)* nocapture noundef writeonly %0) local_unnamed_addr #3 !dbg !131 !kernel_arg_addr_space !122 !kernel_arg_access_qual !123 !kernel_arg_type !124 !kernel_arg_base_type !124 !kernel_arg_type_qual !125 {
  %2 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !132
  %3 = icmp eq i64 %2, 0, !dbg !133
  br i1 %3, label %7, label %4, !dbg !132

4:                                                ; preds = %1
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #10, !dbg !134
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !135
  %6 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %5, !dbg !136
  store i32 1, i32 addrspace(1)* %6, align 4, !dbg !137
  br label %7, !dbg !138

7:                                                ; preds = %1, %4
  ret void, !dbg !138
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define dso_local spir_kernel void @spin(i32 addrspace(1)* nocapture noundef %0) local_unnamed_addr #8 !dbg !139 !kernel_arg_addr_space !122 !kernel_arg_access_qual !123 !kernel_arg_type !124 !kernel_arg_base_type !124 !kernel_arg_type_qual !125 {
.peel.begin:
  %.pr = load i32, i32 addrspace(1)* %0, align 4, !dbg !140
  %phi.cmp = icmp eq i32 %.pr, 0, !dbg !141
  br i1 %phi.cmp, label %.peel.next, label %1, !dbg !141

.peel.next:                                       ; preds = %.peel.begin, %.peel.next
  br label %.peel.next, !dbg !141, !llvm.loop !142

1:                                                ; preds = %.peel.begin
  %2 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 1, !dbg !145
  store i32 0, i32 addrspace(1)* %2, align 4, !dbg !146
  ret void, !dbg !147
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn writeonly
define dso_local spir_kernel void @image(%opencl.image2d_ro_t addrspace(1)* %0, i32 addrspace(1)* nocapture noundef writeonly %1) local_unnamed_addr #7 !dbg !148 !kernel_arg_addr_space !73 !kernel_arg_access_qual !149 !kernel_arg_type !150 !kernel_arg_base_type !150 !kernel_arg_type_qual !108 {
  %3 = tail call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(%opencl.image2d_ro_t addrspace(1)* %0) #9, !dbg !151
  store i32 %3, i32 addrspace(1)* %1, align 4, !dbg !152
  ret void, !dbg !153
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i32 @_Z15get_image_width14ocl_image2d_ro(%opencl.image2d_ro_t addrspace(1)*) local_unnamed_addr #1

attributes #0 = { convergent nofree noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #4 = { convergent "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #7 = { convergent mustprogress nofree noinline norecurse nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #8 = { nofree noinline norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #9 = { convergent nobuiltin nounwind readnone willreturn "no-builtins" }
attributes #10 = { convergent nobuiltin nounwind "no-builtins" }
attributes #11 = { nobuiltin "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../exec/basics.cl", directory: "/work/main/instrumenter/src/test/resources/oclgrind", checksumkind: CSK_MD5, checksum: "2983eb9f4ed93632c8e8ae85ec2dc367")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "mm", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"float*", !"int"}
!14 = !{!"const", !"const", !"", !""}
!15 = !DILocation(line: 2, column: 11, scope: !8)
!16 = !DILocation(line: 2, column: 33, scope: !8)
!17 = !DILocation(line: 4, column: 8, scope: !8)
!18 = !DILocation(line: 0, scope: !8)
!19 = !DILocation(line: 4, column: 21, scope: !8)
!20 = !DILocation(line: 4, column: 3, scope: !8)
!21 = !DILocation(line: 4, column: 43, scope: !8)
!22 = !DILocation(line: 4, column: 38, scope: !8)
!23 = !DILocation(line: 4, column: 52, scope: !8)
!24 = !DILocation(line: 4, column: 54, scope: !8)
!25 = !DILocation(line: 4, column: 49, scope: !8)
!26 = !DILocation(line: 4, column: 35, scope: !8)
!27 = !DILocation(line: 4, column: 27, scope: !8)
!28 = distinct !{!28, !20, !29}
!29 = !DILocation(line: 4, column: 56, scope: !8)
!30 = !DILocation(line: 5, column: 8, scope: !8)
!31 = !DILocation(line: 5, column: 3, scope: !8)
!32 = !DILocation(line: 5, column: 12, scope: !8)
!33 = !DILocation(line: 6, column: 1, scope: !8)
!34 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!35 = !{i32 1, i32 1, i32 3}
!36 = !{!"none", !"none", !"none"}
!37 = !{!"int*", !"int*", !"int*"}
!38 = !{!"const", !"", !""}
!39 = !DILocation(line: 9, column: 11, scope: !34)
!40 = !DILocation(line: 10, column: 15, scope: !34)
!41 = !DILocation(line: 10, column: 12, scope: !34)
!42 = !DILocation(line: 10, column: 3, scope: !34)
!43 = !DILocation(line: 10, column: 10, scope: !34)
!44 = !DILocation(line: 11, column: 3, scope: !34)
!45 = !DILocation(line: 12, column: 16, scope: !34)
!46 = !DILocation(line: 12, column: 34, scope: !34)
!47 = !DILocation(line: 12, column: 8, scope: !34)
!48 = !DILocation(line: 0, scope: !34)
!49 = !DILocation(line: 12, column: 41, scope: !34)
!50 = !DILocation(line: 12, column: 3, scope: !34)
!51 = !DILocation(line: 13, column: 11, scope: !34)
!52 = !DILocation(line: 13, column: 9, scope: !34)
!53 = !DILocation(line: 13, column: 32, scope: !34)
!54 = !DILocation(line: 13, column: 26, scope: !34)
!55 = !DILocation(line: 13, column: 23, scope: !34)
!56 = !DILocation(line: 13, column: 16, scope: !34)
!57 = !DILocation(line: 14, column: 5, scope: !34)
!58 = !DILocation(line: 12, column: 48, scope: !34)
!59 = distinct !{!59, !50, !60}
!60 = !DILocation(line: 15, column: 3, scope: !34)
!61 = !DILocation(line: 16, column: 9, scope: !34)
!62 = !DILocation(line: 16, column: 7, scope: !34)
!63 = !DILocation(line: 16, column: 38, scope: !34)
!64 = !DILocation(line: 16, column: 19, scope: !34)
!65 = !DILocation(line: 16, column: 15, scope: !34)
!66 = !DILocation(line: 16, column: 36, scope: !34)
!67 = !DILocation(line: 17, column: 1, scope: !34)
!68 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 19, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!69 = !DILocation(line: 19, column: 37, scope: !68)
!70 = !DILocation(line: 19, column: 41, scope: !68)
!71 = !DILocation(line: 19, column: 28, scope: !68)
!72 = distinct !DISubprogram(name: "misc", scope: !1, file: !1, line: 23, type: !9, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!73 = !{i32 1, i32 1}
!74 = !{!"none", !"none"}
!75 = !{!"int*", !"int*"}
!76 = !{!"", !"const"}
!77 = !DILocation(line: 24, column: 11, scope: !72)
!78 = !DILocation(line: 25, column: 11, scope: !72)
!79 = !DILocation(line: 27, column: 3, scope: !72)
!80 = !DILocation(line: 27, column: 61, scope: !72)
!81 = !DILocation(line: 27, column: 86, scope: !72)
!82 = !DILocation(line: 27, column: 113, scope: !72)
!83 = !DILocation(line: 0, scope: !72)
!84 = !DILocation(line: 29, column: 31, scope: !72)
!85 = !DILocation(line: 29, column: 39, scope: !72)
!86 = !DILocation(line: 29, column: 43, scope: !72)
!87 = !DILocation(line: 30, column: 17, scope: !72)
!88 = !DILocation(line: 30, column: 10, scope: !72)
!89 = !DILocation(line: 30, column: 24, scope: !72)
!90 = !DILocation(line: 30, column: 39, scope: !72)
!91 = !DILocation(line: 31, column: 18, scope: !72)
!92 = !DILocation(line: 31, column: 28, scope: !72)
!93 = !DILocation(line: 31, column: 48, scope: !72)
!94 = !DILocation(line: 30, column: 22, scope: !72)
!95 = !DILocation(line: 30, column: 37, scope: !72)
!96 = !DILocation(line: 30, column: 7, scope: !72)
!97 = !DILocation(line: 31, column: 23, scope: !72)
!98 = !DILocation(line: 31, column: 33, scope: !72)
!99 = !DILocation(line: 31, column: 7, scope: !72)
!100 = !DILocation(line: 32, column: 15, scope: !72)
!101 = !DILocation(line: 32, column: 3, scope: !72)
!102 = !DILocation(line: 33, column: 3, scope: !72)
!103 = !DILocation(line: 33, column: 10, scope: !72)
!104 = !DILocation(line: 34, column: 1, scope: !72)
!105 = distinct !DISubprogram(name: "vec", scope: !1, file: !1, line: 36, type: !9, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!106 = !{!"float4*", !"float*"}
!107 = !{!"float __attribute__((ext_vector_type(4)))*", !"float*"}
!108 = !{!"", !""}
!109 = !DILocation(line: 37, column: 11, scope: !105)
!110 = !DILocation(line: 38, column: 14, scope: !105)
!111 = !DILocation(line: 39, column: 23, scope: !105)
!112 = !DILocation(line: 40, column: 14, scope: !105)
!113 = !DILocation(line: 40, column: 20, scope: !105)
!114 = !DILocation(line: 40, column: 26, scope: !105)
!115 = !DILocation(line: 40, column: 3, scope: !105)
!116 = !DILocation(line: 40, column: 8, scope: !105)
!117 = !DILocation(line: 41, column: 11, scope: !105)
!118 = !DILocation(line: 41, column: 24, scope: !105)
!119 = !DILocation(line: 41, column: 3, scope: !105)
!120 = !DILocation(line: 42, column: 1, scope: !105)
!121 = distinct !DISubprogram(name: "oob", scope: !1, file: !1, line: 44, type: !9, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!122 = !{i32 1}
!123 = !{!"none"}
!124 = !{!"int*"}
!125 = !{!""}
!126 = !DILocation(line: 45, column: 7, scope: !121)
!127 = !DILocation(line: 45, column: 24, scope: !121)
!128 = !DILocation(line: 45, column: 3, scope: !121)
!129 = !DILocation(line: 45, column: 29, scope: !121)
!130 = !DILocation(line: 46, column: 1, scope: !121)
!131 = distinct !DISubprogram(name: "diverge", scope: !1, file: !1, line: 48, type: !9, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!132 = !DILocation(line: 49, column: 7, scope: !131)
!133 = !DILocation(line: 49, column: 23, scope: !131)
!134 = !DILocation(line: 50, column: 3, scope: !131)
!135 = !DILocation(line: 51, column: 7, scope: !131)
!136 = !DILocation(line: 51, column: 3, scope: !131)
!137 = !DILocation(line: 51, column: 25, scope: !131)
!138 = !DILocation(line: 52, column: 1, scope: !131)
!139 = distinct !DISubprogram(name: "spin", scope: !1, file: !1, line: 54, type: !9, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!140 = !DILocation(line: 56, column: 10, scope: !139)
!141 = !DILocation(line: 56, column: 3, scope: !139)
!142 = distinct !{!142, !141, !143, !144}
!143 = !DILocation(line: 56, column: 30, scope: !139)
!144 = !{!"llvm.loop.peeled.count", i32 1}
!145 = !DILocation(line: 57, column: 3, scope: !139)
!146 = !DILocation(line: 57, column: 10, scope: !139)
!147 = !DILocation(line: 58, column: 1, scope: !139)
!148 = distinct !DISubprogram(name: "image", scope: !1, file: !1, line: 60, type: !9, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!149 = !{!"read_only", !"none"}
!150 = !{!"image2d_t", !"int*"}
!151 = !DILocation(line: 61, column: 12, scope: !148)
!152 = !DILocation(line: 61, column: 10, scope: !148)
!153 = !DILocation(line: 62, column: 1, scope: !148)
