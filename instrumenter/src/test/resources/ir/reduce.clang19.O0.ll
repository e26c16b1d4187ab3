; ModuleID = 'reduce.cl'
source_filename = "reduce.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@tile_sum.tile = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(3) %2, ptr %6, align 8
  %9 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %10 = trunc i64 %9 to i32, !dbg !16
  store i32 %10, ptr %7, align 4, !dbg !17
  %11 = load ptr addrspace(1), ptr %4, align 8, !dbg !18
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !19
  %13 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %12, !dbg !18
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !18
  %15 = load ptr addrspace(3), ptr %6, align 8, !dbg !20
  %16 = load i32, ptr %7, align 4, !dbg !21
  %17 = sext i32 %16 to i64, !dbg !20
  %18 = getelementptr inbounds float, ptr addrspace(3) %15, i64 %17, !dbg !20
  store float %14, ptr addrspace(3) %18, align 4, !dbg !22
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !23
  %19 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !24
  %20 = udiv i64 %19, 2, !dbg !25
  %21 = trunc i64 %20 to i32, !dbg !24
  store i32 %21, ptr %8, align 4, !dbg !26
  br label %22, !dbg !27

22:                                               ; preds = %44, %3
  %23 = load i32, ptr %8, align 4, !dbg !28
  %24 = icmp sgt i32 %23, 0, !dbg !29
  br i1 %24, label %25, label %47, !dbg !30

25:                                               ; preds = %22
  %26 = load i32, ptr %7, align 4, !dbg !31
  %27 = load i32, ptr %8, align 4, !dbg !32
  %28 = icmp slt i32 %26, %27, !dbg !33
  br i1 %28, label %29, label %43, !dbg !31

29:                                               ; preds = %25
  %30 = load ptr addrspace(3), ptr %6, align 8, !dbg !34
  %31 = load i32, ptr %7, align 4, !dbg !35
  %32 = load i32, ptr %8, align 4, !dbg !36
  %33 = add nsw i32 %31, %32, !dbg !37
  %34 = sext i32 %33 to i64, !dbg !34
  %35 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %34, !dbg !34
  %36 = load float, ptr addrspace(3) %35, align 4, !dbg !34
  %37 = load ptr addrspace(3), ptr %6, align 8, !dbg !38
  %38 = load i32, ptr %7, align 4, !dbg !39
  %39 = sext i32 %38 to i64, !dbg !38
  %40 = getelementptr inbounds float, ptr addrspace(3) %37, i64 %39, !dbg !38
  %41 = load float, ptr addrspace(3) %40, align 4, !dbg !40
  %42 = fadd float %41, %36, !dbg !40
  store float %42, ptr addrspace(3) %40, align 4, !dbg !40
  br label %43, !dbg !41

43:                                               ; preds = %29, %25
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !42
  br label %44, !dbg !43

44:                                               ; preds = %43
  %45 = load i32, ptr %8, align 4, !dbg !44
  %46 = ashr i32 %45, 1, !dbg !44
  store i32 %46, ptr %8, align 4, !dbg !44
  br label %22, !dbg !30, !llvm.loop !45

47:                                               ; preds = %22
  %48 = load i32, ptr %7, align 4, !dbg !46
  %49 = icmp eq i32 %48, 0, !dbg !47
  br i1 %49, label %50, label %57, !dbg !46

50:                                               ; preds = %47
  %51 = load ptr addrspace(3), ptr %6, align 8, !dbg !48
  %52 = getelementptr inbounds float, ptr addrspace(3) %51, i64 0, !dbg !48
  %53 = load float, ptr addrspace(3) %52, align 4, !dbg !48
  %54 = load ptr addrspace(1), ptr %5, align 8, !dbg !49
  %55 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !50
  %56 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %55, !dbg !49
  store float %53, ptr addrspace(1) %56, align 4, !dbg !51
  br label %57, !dbg !52

57:                                               ; preds = %50, %47
  ret void, !dbg !53
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tile_sum(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !54 !kernel_arg_addr_space !55 !kernel_arg_access_qual !56 !kernel_arg_type !57 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 !kernel_arg_name !59 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !60
  %9 = trunc i64 %8 to i32, !dbg !60
  store i32 %9, ptr %5, align 4, !dbg !61
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !62
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !63
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11, !dbg !62
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !62
  %14 = load i32, ptr %5, align 4, !dbg !64
  %15 = sext i32 %14 to i64, !dbg !65
  %16 = getelementptr inbounds [64 x i32], ptr addrspace(3) @tile_sum.tile, i64 0, i64 %15, !dbg !65
  store i32 %13, ptr addrspace(3) %16, align 4, !dbg !66
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !67
  %17 = load i32, ptr %5, align 4, !dbg !68
  %18 = icmp eq i32 %17, 0, !dbg !69
  br i1 %18, label %19, label %38, !dbg !68

19:                                               ; preds = %2
  store i32 0, ptr %6, align 4, !dbg !70
  store i32 0, ptr %7, align 4, !dbg !71
  br label %20, !dbg !72

20:                                               ; preds = %30, %19
  %21 = load i32, ptr %7, align 4, !dbg !73
  %22 = icmp slt i32 %21, 64, !dbg !74
  br i1 %22, label %23, label %33, !dbg !75

23:                                               ; preds = %20
  %24 = load i32, ptr %7, align 4, !dbg !76
  %25 = sext i32 %24 to i64, !dbg !77
  %26 = getelementptr inbounds [64 x i32], ptr addrspace(3) @tile_sum.tile, i64 0, i64 %25, !dbg !77
  %27 = load i32, ptr addrspace(3) %26, align 4, !dbg !77
  %28 = load i32, ptr %6, align 4, !dbg !78
  %29 = add nsw i32 %28, %27, !dbg !78
  store i32 %29, ptr %6, align 4, !dbg !78
  br label %30, !dbg !79

30:                                               ; preds = %23
  %31 = load i32, ptr %7, align 4, !dbg !80
  %32 = add nsw i32 %31, 1, !dbg !80
  store i32 %32, ptr %7, align 4, !dbg !80
  br label %20, !dbg !75, !llvm.loop !81

33:                                               ; preds = %20
  %34 = load i32, ptr %6, align 4, !dbg !82
  %35 = load ptr addrspace(1), ptr %4, align 8, !dbg !83
  %36 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !84
  %37 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %36, !dbg !83
  store i32 %34, ptr addrspace(1) %37, align 4, !dbg !85
  br label %38, !dbg !86

38:                                               ; preds = %33, %2
  ret void, !dbg !87
}

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!17 = !DILocation(line: 4, column: 9, scope: !8)
!18 = !DILocation(line: 5, column: 20, scope: !8)
!19 = !DILocation(line: 5, column: 23, scope: !8)
!20 = !DILocation(line: 5, column: 5, scope: !8)
!21 = !DILocation(line: 5, column: 13, scope: !8)
!22 = !DILocation(line: 5, column: 18, scope: !8)
!23 = !DILocation(line: 6, column: 5, scope: !8)
!24 = !DILocation(line: 7, column: 18, scope: !8)
!25 = !DILocation(line: 7, column: 36, scope: !8)
!26 = !DILocation(line: 7, column: 14, scope: !8)
!27 = !DILocation(line: 7, column: 10, scope: !8)
!28 = !DILocation(line: 7, column: 41, scope: !8)
!29 = !DILocation(line: 7, column: 43, scope: !8)
!30 = !DILocation(line: 7, column: 5, scope: !8)
!31 = !DILocation(line: 8, column: 13, scope: !8)
!32 = !DILocation(line: 8, column: 19, scope: !8)
!33 = !DILocation(line: 8, column: 17, scope: !8)
!34 = !DILocation(line: 9, column: 29, scope: !8)
!35 = !DILocation(line: 9, column: 37, scope: !8)
!36 = !DILocation(line: 9, column: 43, scope: !8)
!37 = !DILocation(line: 9, column: 41, scope: !8)
!38 = !DILocation(line: 9, column: 13, scope: !8)
!39 = !DILocation(line: 9, column: 21, scope: !8)
!40 = !DILocation(line: 9, column: 26, scope: !8)
!41 = !DILocation(line: 10, column: 9, scope: !8)
!42 = !DILocation(line: 11, column: 9, scope: !8)
!43 = !DILocation(line: 12, column: 5, scope: !8)
!44 = !DILocation(line: 7, column: 50, scope: !8)
!45 = distinct !{!45, !30, !43}
!46 = !DILocation(line: 13, column: 9, scope: !8)
!47 = !DILocation(line: 13, column: 13, scope: !8)
!48 = !DILocation(line: 14, column: 36, scope: !8)
!49 = !DILocation(line: 14, column: 9, scope: !8)
!50 = !DILocation(line: 14, column: 17, scope: !8)
!51 = !DILocation(line: 14, column: 34, scope: !8)
!52 = !DILocation(line: 15, column: 5, scope: !8)
!53 = !DILocation(line: 16, column: 1, scope: !8)
!54 = distinct !DISubprogram(name: "tile_sum", scope: !1, file: !1, line: 18, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!55 = !{i32 1, i32 1}
!56 = !{!"none", !"none"}
!57 = !{!"int*", !"int*"}
!58 = !{!"const", !""}
!59 = !{!"in", !"out"}
!60 = !DILocation(line: 21, column: 15, scope: !54)
!61 = !DILocation(line: 21, column: 9, scope: !54)
!62 = !DILocation(line: 22, column: 17, scope: !54)
!63 = !DILocation(line: 22, column: 20, scope: !54)
!64 = !DILocation(line: 22, column: 10, scope: !54)
!65 = !DILocation(line: 22, column: 5, scope: !54)
!66 = !DILocation(line: 22, column: 15, scope: !54)
!67 = !DILocation(line: 23, column: 5, scope: !54)
!68 = !DILocation(line: 24, column: 9, scope: !54)
!69 = !DILocation(line: 24, column: 13, scope: !54)
!70 = !DILocation(line: 25, column: 13, scope: !54)
!71 = !DILocation(line: 26, column: 18, scope: !54)
!72 = !DILocation(line: 26, column: 14, scope: !54)
!73 = !DILocation(line: 26, column: 25, scope: !54)
!74 = !DILocation(line: 26, column: 27, scope: !54)
!75 = !DILocation(line: 26, column: 9, scope: !54)
!76 = !DILocation(line: 27, column: 23, scope: !54)
!77 = !DILocation(line: 27, column: 18, scope: !54)
!78 = !DILocation(line: 27, column: 15, scope: !54)
!79 = !DILocation(line: 28, column: 9, scope: !54)
!80 = !DILocation(line: 26, column: 34, scope: !54)
!81 = distinct !{!81, !75, !79}
!82 = !DILocation(line: 29, column: 32, scope: !54)
!83 = !DILocation(line: 29, column: 9, scope: !54)
!84 = !DILocation(line: 29, column: 13, scope: !54)
!85 = !DILocation(line: 29, column: 30, scope: !54)
!86 = !DILocation(line: 30, column: 5, scope: !54)
!87 = !DILocation(line: 31, column: 1, scope: !54)
