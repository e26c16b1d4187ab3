; ModuleID = 'structs.cl'
source_filename = "structs.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.Params = type { float, i32, i16 }
%struct.Particle = type { i8, <4 x float>, i32, double }

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @advance(ptr addrspace(1) nocapture noundef align 16 %0, ptr nocapture noundef readonly byval(%struct.Params) align 4 %1) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !16
  %4 = trunc i64 %3 to i32, !dbg !16
  %5 = sext i32 %4 to i64, !dbg !17
  %6 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %0, i64 %5, !dbg !17
  %7 = load float, ptr %1, align 4, !dbg !18
  %8 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !19
  %9 = load i32, ptr %8, align 4, !dbg !19
  %10 = sitofp i32 %9 to float, !dbg !20
  %11 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 16, !dbg !21
  %12 = load float, ptr addrspace(1) %11, align 16, !dbg !22
  %13 = tail call float @llvm.fmuladd.f32(float %7, float %10, float %12), !dbg !22
  store float %13, ptr addrspace(1) %11, align 16, !dbg !22
  %14 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 40, !dbg !23
  %15 = load double, ptr addrspace(1) %14, align 8, !dbg !23
  %16 = load i8, ptr addrspace(1) %6, align 16, !dbg !24
  %17 = sitofp i8 %16 to double, !dbg !25
  %18 = tail call double @llvm.fmuladd.f64(double %15, double 5.000000e-01, double %17), !dbg !26
  store double %18, ptr addrspace(1) %14, align 8, !dbg !27
  %19 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !28
  %20 = load i16, ptr %19, align 4, !dbg !28
  %21 = sext i16 %20 to i32, !dbg !29
  %22 = add nsw i32 %21, %4, !dbg !30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 32, !dbg !31
  store i32 %22, ptr addrspace(1) %23, align 16, !dbg !32
  ret void, !dbg !33
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

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
!1 = !DIFile(filename: "structs.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "1af9cc8559f17fc2f7fd69abc82365b5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "advance", scope: !1, file: !1, line: 15, type: !9, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 0}
!12 = !{!"none", !"none"}
!13 = !{!"Particle*", !"Params"}
!14 = !{!"", !""}
!15 = !{!"particles", !"params"}
!16 = !DILocation(line: 17, column: 13, scope: !8)
!17 = !DILocation(line: 18, column: 29, scope: !8)
!18 = !DILocation(line: 19, column: 29, scope: !8)
!19 = !DILocation(line: 19, column: 49, scope: !8)
!20 = !DILocation(line: 19, column: 34, scope: !8)
!21 = !DILocation(line: 19, column: 8, scope: !8)
!22 = !DILocation(line: 19, column: 19, scope: !8)
!23 = !DILocation(line: 20, column: 18, scope: !8)
!24 = !DILocation(line: 20, column: 43, scope: !8)
!25 = !DILocation(line: 20, column: 31, scope: !8)
!26 = !DILocation(line: 20, column: 29, scope: !8)
!27 = !DILocation(line: 20, column: 13, scope: !8)
!28 = !DILocation(line: 21, column: 20, scope: !8)
!29 = !DILocation(line: 21, column: 13, scope: !8)
!30 = !DILocation(line: 21, column: 25, scope: !8)
!31 = !DILocation(line: 21, column: 8, scope: !8)
!32 = !DILocation(line: 21, column: 11, scope: !8)
!33 = !DILocation(line: 22, column: 1, scope: !8)
