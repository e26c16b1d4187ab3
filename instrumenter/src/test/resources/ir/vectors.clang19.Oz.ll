; ModuleID = 'vectors.cl'
source_filename = "vectors.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @vec(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef writeonly align 16 %1, ptr addrspace(1) nocapture noundef align 16 %2, float noundef %3) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 !kernel_arg_name !16 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %6 = shl i64 %5, 32, !dbg !18
  %7 = ashr exact i64 %6, 32, !dbg !18
  %8 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %7, !dbg !18
  %9 = load <4 x float>, ptr addrspace(1) %8, align 16, !dbg !18
  %10 = insertelement <4 x float> poison, float %3, i64 0, !dbg !19
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !19
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %9, <4 x float> %11, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>), !dbg !20
  %13 = shufflevector <4 x float> %12, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !21
  %14 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %7, !dbg !22
  store <4 x float> %13, ptr addrspace(1) %14, align 16, !dbg !23
  %15 = getelementptr inbounds <3 x i32>, ptr addrspace(1) %2, i64 %7, !dbg !24
  %16 = getelementptr inbounds i8, ptr addrspace(1) %15, i64 8, !dbg !25
  %17 = load i32, ptr addrspace(1) %16, align 8, !dbg !25
  %18 = insertelement <4 x i32> poison, i32 %17, i64 0, !dbg !26
  %19 = load i32, ptr addrspace(1) %15, align 16, !dbg !27
  %20 = add nsw i32 %19, 1, !dbg !28
  %21 = insertelement <4 x i32> %18, i32 %20, i64 1, !dbg !26
  %22 = getelementptr inbounds i8, ptr addrspace(1) %15, i64 4, !dbg !29
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !29
  %24 = shl nsw i32 %23, 1, !dbg !30
  %25 = insertelement <4 x i32> %21, i32 %24, i64 2, !dbg !26
  store <4 x i32> %25, ptr addrspace(1) %15, align 16, !dbg !31
  ret void, !dbg !32
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!18 = !DILocation(line: 5, column: 16, scope: !8)
!19 = !DILocation(line: 5, column: 23, scope: !8)
!20 = !DILocation(line: 5, column: 25, scope: !8)
!21 = !DILocation(line: 6, column: 12, scope: !8)
!22 = !DILocation(line: 6, column: 5, scope: !8)
!23 = !DILocation(line: 6, column: 10, scope: !8)
!24 = !DILocation(line: 7, column: 14, scope: !8)
!25 = !DILocation(line: 8, column: 19, scope: !8)
!26 = !DILocation(line: 8, column: 18, scope: !8)
!27 = !DILocation(line: 8, column: 24, scope: !8)
!28 = !DILocation(line: 8, column: 28, scope: !8)
!29 = !DILocation(line: 8, column: 33, scope: !8)
!30 = !DILocation(line: 8, column: 37, scope: !8)
!31 = !DILocation(line: 8, column: 10, scope: !8)
!32 = !DILocation(line: 9, column: 1, scope: !8)
