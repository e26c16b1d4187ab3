; ModuleID = 'matmul.cl'
source_filename = "matmul.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @matmul(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3, !dbg !16
  %14 = trunc i64 %13 to i32, !dbg !16
  store i32 %14, ptr %9, align 4, !dbg !17
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !18
  %16 = trunc i64 %15 to i32, !dbg !18
  store i32 %16, ptr %10, align 4, !dbg !19
  store float 0.000000e+00, ptr %11, align 4, !dbg !20
  store i32 0, ptr %12, align 4, !dbg !21
  br label %17, !dbg !22

17:                                               ; preds = %42, %4
  %18 = load i32, ptr %12, align 4, !dbg !23
  %19 = load i32, ptr %8, align 4, !dbg !24
  %20 = icmp slt i32 %18, %19, !dbg !25
  br i1 %20, label %21, label %45, !dbg !26

21:                                               ; preds = %17
  %22 = load ptr addrspace(1), ptr %5, align 8, !dbg !27
  %23 = load i32, ptr %9, align 4, !dbg !28
  %24 = load i32, ptr %8, align 4, !dbg !29
  %25 = mul nsw i32 %23, %24, !dbg !30
  %26 = load i32, ptr %12, align 4, !dbg !31
  %27 = add nsw i32 %25, %26, !dbg !32
  %28 = sext i32 %27 to i64, !dbg !27
  %29 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %28, !dbg !27
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !27
  %31 = load ptr addrspace(1), ptr %6, align 8, !dbg !33
  %32 = load i32, ptr %12, align 4, !dbg !34
  %33 = load i32, ptr %8, align 4, !dbg !35
  %34 = mul nsw i32 %32, %33, !dbg !36
  %35 = load i32, ptr %10, align 4, !dbg !37
  %36 = add nsw i32 %34, %35, !dbg !38
  %37 = sext i32 %36 to i64, !dbg !33
  %38 = getelementptr inbounds float, ptr addrspace(1) %31, i64 %37, !dbg !33
  %39 = load float, ptr addrspace(1) %38, align 4, !dbg !33
  %40 = load float, ptr %11, align 4, !dbg !39
  %41 = call float @llvm.fmuladd.f32(float %30, float %39, float %40), !dbg !39
  store float %41, ptr %11, align 4, !dbg !39
  br label %42, !dbg !40

42:                                               ; preds = %21
  %43 = load i32, ptr %12, align 4, !dbg !41
  %44 = add nsw i32 %43, 1, !dbg !41
  store i32 %44, ptr %12, align 4, !dbg !41
  br label %17, !dbg !26, !llvm.loop !42

45:                                               ; preds = %17
  %46 = load float, ptr %11, align 4, !dbg !43
  %47 = load ptr addrspace(1), ptr %7, align 8, !dbg !44
  %48 = load i32, ptr %9, align 4, !dbg !45
  %49 = load i32, ptr %8, align 4, !dbg !46
  %50 = mul nsw i32 %48, %49, !dbg !47
  %51 = load i32, ptr %10, align 4, !dbg !48
  %52 = add nsw i32 %50, %51, !dbg !49
  %53 = sext i32 %52 to i64, !dbg !44
  %54 = getelementptr inbounds float, ptr addrspace(1) %47, i64 %53, !dbg !44
  store float %46, ptr addrspace(1) %54, align 4, !dbg !50
  ret void, !dbg !51
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!17 = !DILocation(line: 4, column: 9, scope: !8)
!18 = !DILocation(line: 5, column: 15, scope: !8)
!19 = !DILocation(line: 5, column: 9, scope: !8)
!20 = !DILocation(line: 6, column: 11, scope: !8)
!21 = !DILocation(line: 7, column: 14, scope: !8)
!22 = !DILocation(line: 7, column: 10, scope: !8)
!23 = !DILocation(line: 7, column: 21, scope: !8)
!24 = !DILocation(line: 7, column: 25, scope: !8)
!25 = !DILocation(line: 7, column: 23, scope: !8)
!26 = !DILocation(line: 7, column: 5, scope: !8)
!27 = !DILocation(line: 8, column: 16, scope: !8)
!28 = !DILocation(line: 8, column: 18, scope: !8)
!29 = !DILocation(line: 8, column: 24, scope: !8)
!30 = !DILocation(line: 8, column: 22, scope: !8)
!31 = !DILocation(line: 8, column: 28, scope: !8)
!32 = !DILocation(line: 8, column: 26, scope: !8)
!33 = !DILocation(line: 8, column: 33, scope: !8)
!34 = !DILocation(line: 8, column: 35, scope: !8)
!35 = !DILocation(line: 8, column: 39, scope: !8)
!36 = !DILocation(line: 8, column: 37, scope: !8)
!37 = !DILocation(line: 8, column: 43, scope: !8)
!38 = !DILocation(line: 8, column: 41, scope: !8)
!39 = !DILocation(line: 8, column: 13, scope: !8)
!40 = !DILocation(line: 9, column: 5, scope: !8)
!41 = !DILocation(line: 7, column: 29, scope: !8)
!42 = distinct !{!42, !26, !40}
!43 = !DILocation(line: 10, column: 24, scope: !8)
!44 = !DILocation(line: 10, column: 5, scope: !8)
!45 = !DILocation(line: 10, column: 7, scope: !8)
!46 = !DILocation(line: 10, column: 13, scope: !8)
!47 = !DILocation(line: 10, column: 11, scope: !8)
!48 = !DILocation(line: 10, column: 17, scope: !8)
!49 = !DILocation(line: 10, column: 15, scope: !8)
!50 = !DILocation(line: 10, column: 22, scope: !8)
!51 = !DILocation(line: 11, column: 1, scope: !8)
