; ModuleID = 'vectors.cl'
source_filename = "vectors.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vec(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 16 %2, float noundef %3) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca <3 x i32>, align 16
  %13 = alloca <3 x i32>, align 16
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store float %3, ptr %8, align 4
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %15 = trunc i64 %14 to i32, !dbg !17
  store i32 %15, ptr %9, align 4, !dbg !18
  %16 = load ptr addrspace(1), ptr %5, align 8, !dbg !19
  %17 = load i32, ptr %9, align 4, !dbg !20
  %18 = sext i32 %17 to i64, !dbg !19
  %19 = getelementptr inbounds <4 x float>, ptr addrspace(1) %16, i64 %18, !dbg !19
  %20 = load <4 x float>, ptr addrspace(1) %19, align 16, !dbg !19
  %21 = load float, ptr %8, align 4, !dbg !21
  %22 = insertelement <4 x float> poison, float %21, i64 0, !dbg !21
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !21
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %11, align 16, !dbg !22
  %24 = load <4 x float>, ptr %11, align 16, !dbg !22
  %25 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %20, <4 x float> %23, <4 x float> %24), !dbg !23
  store <4 x float> %25, ptr %10, align 16, !dbg !24
  %26 = load <4 x float>, ptr %10, align 16, !dbg !25
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !25
  %28 = load ptr addrspace(1), ptr %6, align 8, !dbg !26
  %29 = load i32, ptr %9, align 4, !dbg !27
  %30 = sext i32 %29 to i64, !dbg !26
  %31 = getelementptr inbounds <4 x float>, ptr addrspace(1) %28, i64 %30, !dbg !26
  store <4 x float> %27, ptr addrspace(1) %31, align 16, !dbg !28
  %32 = load ptr addrspace(1), ptr %7, align 8, !dbg !29
  %33 = load i32, ptr %9, align 4, !dbg !30
  %34 = sext i32 %33 to i64, !dbg !29
  %35 = getelementptr inbounds <3 x i32>, ptr addrspace(1) %32, i64 %34, !dbg !29
  %36 = load <4 x i32>, ptr addrspace(1) %35, align 16, !dbg !29
  %37 = shufflevector <4 x i32> %36, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !29
  %38 = shufflevector <3 x i32> %37, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !31
  store <4 x i32> %38, ptr %12, align 16, !dbg !31
  %39 = load <3 x i32>, ptr %12, align 16, !dbg !32
  %40 = extractelement <3 x i32> %39, i64 2, !dbg !32
  %41 = insertelement <3 x i32> poison, i32 %40, i32 0, !dbg !33
  %42 = load <3 x i32>, ptr %12, align 16, !dbg !34
  %43 = extractelement <3 x i32> %42, i64 0, !dbg !34
  %44 = add nsw i32 %43, 1, !dbg !35
  %45 = insertelement <3 x i32> %41, i32 %44, i32 1, !dbg !33
  %46 = load <3 x i32>, ptr %12, align 16, !dbg !36
  %47 = extractelement <3 x i32> %46, i64 1, !dbg !36
  %48 = mul nsw i32 %47, 2, !dbg !37
  %49 = insertelement <3 x i32> %45, i32 %48, i32 2, !dbg !33
  %50 = shufflevector <3 x i32> %49, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !38
  store <4 x i32> %50, ptr %13, align 16, !dbg !38
  %51 = load <4 x i32>, ptr %13, align 16, !dbg !38
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !38
  %53 = load ptr addrspace(1), ptr %7, align 8, !dbg !39
  %54 = load i32, ptr %9, align 4, !dbg !40
  %55 = sext i32 %54 to i64, !dbg !39
  %56 = getelementptr inbounds <3 x i32>, ptr addrspace(1) %53, i64 %55, !dbg !39
  %57 = shufflevector <3 x i32> %52, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !41
  store <4 x i32> %57, ptr addrspace(1) %56, align 16, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

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
!1 = !DIFile(filename: "vectors.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "65a4280caeb1641d7e6ad50b94c9116a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "vec", scope: !1, file: !1, line: 2, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float4*", !"float4*", !"int3*", !"float"}
!14 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(3)))*", !"float"}
!15 = !{!"const", !"", !"", !""}
!16 = !{!"a", !"b", !"c", !"s"}
!17 = !DILocation(line: 4, column: 13, scope: !8)
!18 = !DILocation(line: 4, column: 9, scope: !8)
!19 = !DILocation(line: 5, column: 16, scope: !8)
!20 = !DILocation(line: 5, column: 18, scope: !8)
!21 = !DILocation(line: 5, column: 23, scope: !8)
!22 = !DILocation(line: 5, column: 27, scope: !8)
!23 = !DILocation(line: 5, column: 25, scope: !8)
!24 = !DILocation(line: 5, column: 12, scope: !8)
!25 = !DILocation(line: 6, column: 12, scope: !8)
!26 = !DILocation(line: 6, column: 5, scope: !8)
!27 = !DILocation(line: 6, column: 7, scope: !8)
!28 = !DILocation(line: 6, column: 10, scope: !8)
!29 = !DILocation(line: 7, column: 14, scope: !8)
!30 = !DILocation(line: 7, column: 16, scope: !8)
!31 = !DILocation(line: 7, column: 10, scope: !8)
!32 = !DILocation(line: 8, column: 19, scope: !8)
!33 = !DILocation(line: 8, column: 18, scope: !8)
!34 = !DILocation(line: 8, column: 24, scope: !8)
!35 = !DILocation(line: 8, column: 28, scope: !8)
!36 = !DILocation(line: 8, column: 33, scope: !8)
!37 = !DILocation(line: 8, column: 37, scope: !8)
!38 = !DILocation(line: 8, column: 12, scope: !8)
!39 = !DILocation(line: 8, column: 5, scope: !8)
!40 = !DILocation(line: 8, column: 7, scope: !8)
!41 = !DILocation(line: 8, column: 10, scope: !8)
!42 = !DILocation(line: 9, column: 1, scope: !8)
