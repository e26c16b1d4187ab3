; ModuleID = 'helpers.cl'
source_filename = "helpers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func float @square(float noundef %0) #0 !dbg !8 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4, !dbg !11
  %4 = load float, ptr %2, align 4, !dbg !12
  %5 = fmul float %3, %4, !dbg !13
  ret float %5, !dbg !14
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @clampi(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !15 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4, !dbg !16
  %8 = load i32, ptr %5, align 4, !dbg !17
  %9 = icmp slt i32 %7, %8, !dbg !18
  br i1 %9, label %10, label %12, !dbg !16

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4, !dbg !19
  br label %22, !dbg !16

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4, !dbg !20
  %14 = load i32, ptr %6, align 4, !dbg !21
  %15 = icmp sgt i32 %13, %14, !dbg !22
  br i1 %15, label %16, label %18, !dbg !20

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !23
  br label %20, !dbg !20

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4, !dbg !24
  br label %20, !dbg !20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ], !dbg !20
  br label %22, !dbg !16

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ], !dbg !16
  ret i32 %23, !dbg !25
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @histogram(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !dbg !26 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 !kernel_arg_name !31 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !32
  %12 = trunc i64 %11 to i32, !dbg !32
  store i32 %12, ptr %9, align 4, !dbg !33
  %13 = load ptr addrspace(1), ptr %5, align 8, !dbg !34
  %14 = load i32, ptr %9, align 4, !dbg !35
  %15 = sext i32 %14 to i64, !dbg !34
  %16 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %15, !dbg !34
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !34
  %18 = call spir_func float @square(float noundef %17) #7, !dbg !36
  %19 = load i32, ptr %8, align 4, !dbg !37
  %20 = sitofp i32 %19 to float, !dbg !37
  %21 = fmul float %18, %20, !dbg !38
  %22 = fptosi float %21 to i32, !dbg !39
  %23 = load i32, ptr %8, align 4, !dbg !40
  %24 = sub nsw i32 %23, 1, !dbg !41
  %25 = call spir_func i32 @clampi(i32 noundef %22, i32 noundef 0, i32 noundef %24) #7, !dbg !42
  store i32 %25, ptr %10, align 4, !dbg !43
  %26 = load ptr addrspace(1), ptr %6, align 8, !dbg !44
  %27 = load i32, ptr %10, align 4, !dbg !45
  %28 = sext i32 %27 to i64, !dbg !44
  %29 = getelementptr inbounds i32, ptr addrspace(1) %26, i64 %28, !dbg !44
  %30 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %29, i32 noundef 1) #7, !dbg !46
  %31 = load ptr addrspace(1), ptr %7, align 8, !dbg !47
  %32 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %31) #7, !dbg !48
  ret void, !dbg !49
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @private_array(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !dbg !50 !kernel_arg_addr_space !51 !kernel_arg_access_qual !52 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 !kernel_arg_name !55 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca [16 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !56
  %11 = trunc i64 %10 to i32, !dbg !56
  store i32 %11, ptr %8, align 4, !dbg !57
  store i32 0, ptr %9, align 4, !dbg !58
  br label %12, !dbg !59

12:                                               ; preds = %28, %3
  %13 = load i32, ptr %9, align 4, !dbg !60
  %14 = icmp slt i32 %13, 16, !dbg !61
  br i1 %14, label %15, label %31, !dbg !62

15:                                               ; preds = %12
  %16 = load ptr addrspace(1), ptr %4, align 8, !dbg !63
  %17 = load i32, ptr %8, align 4, !dbg !64
  %18 = load i32, ptr %9, align 4, !dbg !65
  %19 = add nsw i32 %17, %18, !dbg !66
  %20 = sext i32 %19 to i64, !dbg !63
  %21 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %20, !dbg !63
  %22 = load i32, ptr addrspace(1) %21, align 4, !dbg !63
  %23 = load i32, ptr %9, align 4, !dbg !67
  %24 = mul nsw i32 %22, %23, !dbg !68
  %25 = load i32, ptr %9, align 4, !dbg !69
  %26 = sext i32 %25 to i64, !dbg !70
  %27 = getelementptr inbounds [16 x i32], ptr %7, i64 0, i64 %26, !dbg !70
  store i32 %24, ptr %27, align 4, !dbg !71
  br label %28, !dbg !72

28:                                               ; preds = %15
  %29 = load i32, ptr %9, align 4, !dbg !73
  %30 = add nsw i32 %29, 1, !dbg !73
  store i32 %30, ptr %9, align 4, !dbg !73
  br label %12, !dbg !62, !llvm.loop !74

31:                                               ; preds = %12
  %32 = load i32, ptr %6, align 4, !dbg !75
  %33 = and i32 %32, 15, !dbg !76
  %34 = sext i32 %33 to i64, !dbg !77
  %35 = getelementptr inbounds [16 x i32], ptr %7, i64 0, i64 %34, !dbg !77
  %36 = load i32, ptr %35, align 4, !dbg !77
  %37 = load i32, ptr %6, align 4, !dbg !78
  %38 = add nsw i32 %37, 3, !dbg !79
  %39 = and i32 %38, 15, !dbg !80
  %40 = sext i32 %39 to i64, !dbg !81
  %41 = getelementptr inbounds [16 x i32], ptr %7, i64 0, i64 %40, !dbg !81
  %42 = load i32, ptr %41, align 4, !dbg !81
  %43 = add nsw i32 %36, %42, !dbg !82
  %44 = load ptr addrspace(1), ptr %5, align 8, !dbg !83
  %45 = load i32, ptr %8, align 4, !dbg !84
  %46 = sext i32 %45 to i64, !dbg !83
  %47 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %46, !dbg !83
  store i32 %43, ptr addrspace(1) %47, align 4, !dbg !85
  ret void, !dbg !86
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @half_consts(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) #1 !dbg !87 !kernel_arg_addr_space !88 !kernel_arg_access_qual !89 !kernel_arg_type !90 !kernel_arg_base_type !90 !kernel_arg_type_qual !91 !kernel_arg_name !92 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !93
  %7 = trunc i64 %6 to i32, !dbg !93
  store i32 %7, ptr %5, align 4, !dbg !94
  %8 = load i32, ptr %5, align 4, !dbg !95
  %9 = sext i32 %8 to i64, !dbg !95
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !96
  %11 = call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 noundef %9, ptr addrspace(1) noundef %10) #8, !dbg !97
  %12 = call float @llvm.fmuladd.f32(float %11, float 1.500000e+00, float 0x3FB99999A0000000), !dbg !98
  %13 = load i32, ptr %5, align 4, !dbg !99
  %14 = sext i32 %13 to i64, !dbg !99
  %15 = load ptr addrspace(1), ptr %3, align 8, !dbg !100
  call spir_func void @_Z11vstore_halffmPU3AS1Dh(float noundef %12, i64 noundef %14, ptr addrspace(1) noundef %15) #7, !dbg !101
  %16 = load ptr addrspace(1), ptr %4, align 8, !dbg !102
  %17 = load i32, ptr %5, align 4, !dbg !103
  %18 = sext i32 %17 to i64, !dbg !102
  %19 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %18, !dbg !102
  store float 3.000000e+00, ptr addrspace(1) %19, align 4, !dbg !104
  ret void, !dbg !105
}

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z11vstore_halffmPU3AS1Dh(float noundef, i64 noundef, ptr addrspace(1) noundef) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func float @_Z10vload_halfmPU3AS1KDh(i64 noundef, ptr addrspace(1) noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }
attributes #7 = { convergent nobuiltin nounwind "no-builtins" }
attributes #8 = { convergent nobuiltin nounwind willreturn memory(read) "no-builtins" }

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
!11 = !DILocation(line: 4, column: 12, scope: !8)
!12 = !DILocation(line: 4, column: 16, scope: !8)
!13 = !DILocation(line: 4, column: 14, scope: !8)
!14 = !DILocation(line: 4, column: 5, scope: !8)
!15 = distinct !DISubprogram(name: "clampi", scope: !1, file: !1, line: 7, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!16 = !DILocation(line: 9, column: 12, scope: !15)
!17 = !DILocation(line: 9, column: 16, scope: !15)
!18 = !DILocation(line: 9, column: 14, scope: !15)
!19 = !DILocation(line: 9, column: 21, scope: !15)
!20 = !DILocation(line: 9, column: 27, scope: !15)
!21 = !DILocation(line: 9, column: 31, scope: !15)
!22 = !DILocation(line: 9, column: 29, scope: !15)
!23 = !DILocation(line: 9, column: 36, scope: !15)
!24 = !DILocation(line: 9, column: 41, scope: !15)
!25 = !DILocation(line: 9, column: 5, scope: !15)
!26 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 12, type: !9, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!27 = !{i32 1, i32 1, i32 1, i32 0}
!28 = !{!"none", !"none", !"none", !"none"}
!29 = !{!"float*", !"int*", !"int*", !"int"}
!30 = !{!"const", !"", !"volatile", !""}
!31 = !{!"data", !"bins", !"total", !"nbins"}
!32 = !DILocation(line: 14, column: 13, scope: !26)
!33 = !DILocation(line: 14, column: 9, scope: !26)
!34 = !DILocation(line: 15, column: 34, scope: !26)
!35 = !DILocation(line: 15, column: 39, scope: !26)
!36 = !DILocation(line: 15, column: 27, scope: !26)
!37 = !DILocation(line: 15, column: 45, scope: !26)
!38 = !DILocation(line: 15, column: 43, scope: !26)
!39 = !DILocation(line: 15, column: 20, scope: !26)
!40 = !DILocation(line: 15, column: 56, scope: !26)
!41 = !DILocation(line: 15, column: 62, scope: !26)
!42 = !DILocation(line: 15, column: 13, scope: !26)
!43 = !DILocation(line: 15, column: 9, scope: !26)
!44 = !DILocation(line: 16, column: 17, scope: !26)
!45 = !DILocation(line: 16, column: 22, scope: !26)
!46 = !DILocation(line: 16, column: 5, scope: !26)
!47 = !DILocation(line: 17, column: 16, scope: !26)
!48 = !DILocation(line: 17, column: 5, scope: !26)
!49 = !DILocation(line: 18, column: 1, scope: !26)
!50 = distinct !DISubprogram(name: "private_array", scope: !1, file: !1, line: 20, type: !9, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!51 = !{i32 1, i32 1, i32 0}
!52 = !{!"none", !"none", !"none"}
!53 = !{!"int*", !"int*", !"int"}
!54 = !{!"const", !"", !""}
!55 = !{!"in", !"out", !"k"}
!56 = !DILocation(line: 23, column: 13, scope: !50)
!57 = !DILocation(line: 23, column: 9, scope: !50)
!58 = !DILocation(line: 24, column: 14, scope: !50)
!59 = !DILocation(line: 24, column: 10, scope: !50)
!60 = !DILocation(line: 24, column: 21, scope: !50)
!61 = !DILocation(line: 24, column: 23, scope: !50)
!62 = !DILocation(line: 24, column: 5, scope: !50)
!63 = !DILocation(line: 25, column: 21, scope: !50)
!64 = !DILocation(line: 25, column: 24, scope: !50)
!65 = !DILocation(line: 25, column: 28, scope: !50)
!66 = !DILocation(line: 25, column: 26, scope: !50)
!67 = !DILocation(line: 25, column: 33, scope: !50)
!68 = !DILocation(line: 25, column: 31, scope: !50)
!69 = !DILocation(line: 25, column: 16, scope: !50)
!70 = !DILocation(line: 25, column: 9, scope: !50)
!71 = !DILocation(line: 25, column: 19, scope: !50)
!72 = !DILocation(line: 26, column: 5, scope: !50)
!73 = !DILocation(line: 24, column: 30, scope: !50)
!74 = distinct !{!74, !62, !72}
!75 = !DILocation(line: 27, column: 21, scope: !50)
!76 = !DILocation(line: 27, column: 23, scope: !50)
!77 = !DILocation(line: 27, column: 14, scope: !50)
!78 = !DILocation(line: 27, column: 39, scope: !50)
!79 = !DILocation(line: 27, column: 41, scope: !50)
!80 = !DILocation(line: 27, column: 46, scope: !50)
!81 = !DILocation(line: 27, column: 31, scope: !50)
!82 = !DILocation(line: 27, column: 29, scope: !50)
!83 = !DILocation(line: 27, column: 5, scope: !50)
!84 = !DILocation(line: 27, column: 9, scope: !50)
!85 = !DILocation(line: 27, column: 12, scope: !50)
!86 = !DILocation(line: 28, column: 1, scope: !50)
!87 = distinct !DISubprogram(name: "half_consts", scope: !1, file: !1, line: 30, type: !9, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!88 = !{i32 1, i32 1}
!89 = !{!"none", !"none"}
!90 = !{!"half*", !"float*"}
!91 = !{!"", !""}
!92 = !{!"h", !"f"}
!93 = !DILocation(line: 32, column: 13, scope: !87)
!94 = !DILocation(line: 32, column: 9, scope: !87)
!95 = !DILocation(line: 33, column: 28, scope: !87)
!96 = !DILocation(line: 33, column: 31, scope: !87)
!97 = !DILocation(line: 33, column: 17, scope: !87)
!98 = !DILocation(line: 33, column: 41, scope: !87)
!99 = !DILocation(line: 33, column: 49, scope: !87)
!100 = !DILocation(line: 33, column: 52, scope: !87)
!101 = !DILocation(line: 33, column: 5, scope: !87)
!102 = !DILocation(line: 34, column: 5, scope: !87)
!103 = !DILocation(line: 34, column: 7, scope: !87)
!104 = !DILocation(line: 34, column: 10, scope: !87)
!105 = !DILocation(line: 35, column: 1, scope: !87)
