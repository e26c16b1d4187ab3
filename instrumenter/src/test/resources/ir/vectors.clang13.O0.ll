; ModuleID = 'vectors.cl'
source_filename = "vectors.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vec(<4 x float> addrspace(1)* %0, <4 x float> addrspace(1)* %1, <3 x i32> addrspace(1)* %2, float %3) #0 !dbg !9 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 {
  %5 = alloca <4 x float> addrspace(1)*, align 8
  %6 = alloca <4 x float> addrspace(1)*, align 8
  %7 = alloca <3 x i32> addrspace(1)*, align 8
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca <4 x float>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca <3 x i32>, align 16
  %13 = alloca <3 x i32>, align 16
  store <4 x float> addrspace(1)* %0, <4 x float> addrspace(1)** %5, align 8
  store <4 x float> addrspace(1)* %1, <4 x float> addrspace(1)** %6, align 8
  store <3 x i32> addrspace(1)* %2, <3 x i32> addrspace(1)** %7, align 8
  store float %3, float* %8, align 4
  %14 = call spir_func i64 @_Z13get_global_idj(i32 0) #3, !dbg !17
  %15 = trunc i64 %14 to i32, !dbg !17
  store i32 %15, i32* %9, align 4, !dbg !18
  %16 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %5, align 8, !dbg !19
  %17 = load i32, i32* %9, align 4, !dbg !20
  %18 = sext i32 %17 to i64, !dbg !19
  %19 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %16, i64 %18, !dbg !19
  %20 = load <4 x float>, <4 x float> addrspace(1)* %19, align 16, !dbg !19
  %21 = load float, float* %8, align 4, !dbg !21
  %22 = insertelement <4 x float> poison, float %21, i32 0, !dbg !21
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !21
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float>* %11, align 16, !dbg !22
  %24 = load <4 x float>, <4 x float>* %11, align 16, !dbg !22
  %25 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %20, <4 x float> %23, <4 x float> %24), !dbg !23
  store <4 x float> %25, <4 x float>* %10, align 16, !dbg !24
  %26 = load <4 x float>, <4 x float>* %10, align 16, !dbg !25
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !25
  %28 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %6, align 8, !dbg !26
  %29 = load i32, i32* %9, align 4, !dbg !27
  %30 = sext i32 %29 to i64, !dbg !26
  %31 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %28, i64 %30, !dbg !26
  store <4 x float> %27, <4 x float> addrspace(1)* %31, align 16, !dbg !28
  %32 = load <3 x i32> addrspace(1)*, <3 x i32> addrspace(1)** %7, align 8, !dbg !29
  %33 = load i32, i32* %9, align 4, !dbg !30
  %34 = sext i32 %33 to i64, !dbg !29
  %35 = getelementptr inbounds <3 x i32>, <3 x i32> addrspace(1)* %32, i64 %34, !dbg !29
  %36 = bitcast <3 x i32> addrspace(1)* %35 to <4 x i32> addrspace(1)*, !dbg !29
  %37 = load <4 x i32>, <4 x i32> addrspace(1)* %36, align 16, !dbg !29
  %38 = shufflevector <4 x i32> %37, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !29
  %39 = shufflevector <3 x i32> %38, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>, !dbg !31
  %40 = bitcast <3 x i32>* %12 to <4 x i32>*, !dbg !31
  store <4 x i32> %39, <4 x i32>* %40, align 16, !dbg !31
  %41 = load <3 x i32>, <3 x i32>* %12, align 16, !dbg !32
  %42 = extractelement <3 x i32> %41, i64 2, !dbg !32
  %43 = insertelement <3 x i32> undef, i32 %42, i32 0, !dbg !33
  %44 = load <3 x i32>, <3 x i32>* %12, align 16, !dbg !34
  %45 = extractelement <3 x i32> %44, i64 0, !dbg !34
  %46 = add nsw i32 %45, 1, !dbg !35
  %47 = insertelement <3 x i32> %43, i32 %46, i32 1, !dbg !33
  %48 = load <3 x i32>, <3 x i32>* %12, align 16, !dbg !36
  %49 = extractelement <3 x i32> %48, i64 1, !dbg !36
  %50 = mul nsw i32 %49, 2, !dbg !37
  %51 = insertelement <3 x i32> %47, i32 %50, i32 2, !dbg !33
  %52 = shufflevector <3 x i32> %51, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>, !dbg !38
  %53 = bitcast <3 x i32>* %13 to <4 x i32>*, !dbg !38
  store <4 x i32> %52, <4 x i32>* %53, align 16, !dbg !38
  %54 = bitcast <3 x i32>* %13 to <4 x i32>*, !dbg !38
  %55 = load <4 x i32>, <4 x i32>* %54, align 16, !dbg !38
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !38
  %57 = load <3 x i32> addrspace(1)*, <3 x i32> addrspace(1)** %7, align 8, !dbg !39
  %58 = load i32, i32* %9, align 4, !dbg !40
  %59 = sext i32 %58 to i64, !dbg !39
  %60 = getelementptr inbounds <3 x i32>, <3 x i32> addrspace(1)* %57, i64 %59, !dbg !39
  %61 = shufflevector <3 x i32> %56, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 undef>, !dbg !41
  %62 = bitcast <3 x i32> addrspace(1)* %60 to <4 x i32> addrspace(1)*, !dbg !41
  store <4 x i32> %61, <4 x i32> addrspace(1)* %62, align 16, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nobuiltin nounwind readnone willreturn "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!opencl.spir.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 13.0.1-11+b2", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, enums: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vectors.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 1, i32 2}
!8 = !{!"Debian clang version 13.0.1-11+b2"}
!9 = distinct !DISubprogram(name: "vec", scope: !1, file: !1, line: 2, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!10 = !DISubroutineType(types: !2)
!11 = !{i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float4*", !"float4*", !"int3*", !"float"}
!14 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(3)))*", !"float"}
!15 = !{!"const", !"", !"", !""}
!16 = !{!"a", !"b", !"c", !"s"}
!17 = !DILocation(line: 4, column: 13, scope: !9)
!18 = !DILocation(line: 4, column: 9, scope: !9)
!19 = !DILocation(line: 5, column: 16, scope: !9)
!20 = !DILocation(line: 5, column: 18, scope: !9)
!21 = !DILocation(line: 5, column: 23, scope: !9)
!22 = !DILocation(line: 5, column: 27, scope: !9)
!23 = !DILocation(line: 5, column: 25, scope: !9)
!24 = !DILocation(line: 5, column: 12, scope: !9)
!25 = !DILocation(line: 6, column: 12, scope: !9)
!26 = !DILocation(line: 6, column: 5, scope: !9)
!27 = !DILocation(line: 6, column: 7, scope: !9)
!28 = !DILocation(line: 6, column: 10, scope: !9)
!29 = !DILocation(line: 7, column: 14, scope: !9)
!30 = !DILocation(line: 7, column: 16, scope: !9)
!31 = !DILocation(line: 7, column: 10, scope: !9)
!32 = !DILocation(line: 8, column: 19, scope: !9)
!33 = !DILocation(line: 8, column: 18, scope: !9)
!34 = !DILocation(line: 8, column: 24, scope: !9)
!35 = !DILocation(line: 8, column: 28, scope: !9)
!36 = !DILocation(line: 8, column: 33, scope: !9)
!37 = !DILocation(line: 8, column: 37, scope: !9)
!38 = !DILocation(line: 8, column: 12, scope: !9)
!39 = !DILocation(line: 8, column: 5, scope: !9)
!40 = !DILocation(line: 8, column: 7, scope: !9)
!41 = !DILocation(line: 8, column: 10, scope: !9)
!42 = !DILocation(line: 9, column: 1, scope: !9)
