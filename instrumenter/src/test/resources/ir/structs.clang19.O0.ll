; ModuleID = 'structs.cl'
source_filename = "structs.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.Params = type { float, i32, i16 }
%struct.Particle = type { i8, <4 x float>, i32, double }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @advance(ptr addrspace(1) noundef align 16 %0, ptr noundef byval(%struct.Params) align 4 %1) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !16
  %7 = trunc i64 %6 to i32, !dbg !16
  store i32 %7, ptr %4, align 4, !dbg !17
  %8 = load ptr addrspace(1), ptr %3, align 8, !dbg !18
  %9 = load i32, ptr %4, align 4, !dbg !19
  %10 = sext i32 %9 to i64, !dbg !18
  %11 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %8, i64 %10, !dbg !18
  store ptr addrspace(1) %11, ptr %5, align 8, !dbg !20
  %12 = getelementptr inbounds %struct.Params, ptr %1, i32 0, i32 0, !dbg !21
  %13 = load float, ptr %12, align 4, !dbg !21
  %14 = getelementptr inbounds %struct.Params, ptr %1, i32 0, i32 1, !dbg !22
  %15 = load i32, ptr %14, align 4, !dbg !22
  %16 = sitofp i32 %15 to float, !dbg !23
  %17 = load ptr addrspace(1), ptr %5, align 8, !dbg !24
  %18 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %17, i32 0, i32 1, !dbg !25
  %19 = load <4 x float>, ptr addrspace(1) %18, align 16, !dbg !26
  %20 = extractelement <4 x float> %19, i64 0, !dbg !26
  %21 = call float @llvm.fmuladd.f32(float %13, float %16, float %20), !dbg !26
  %22 = load <4 x float>, ptr addrspace(1) %18, align 16, !dbg !26
  %23 = insertelement <4 x float> %22, float %21, i64 0, !dbg !26
  store <4 x float> %23, ptr addrspace(1) %18, align 16, !dbg !26
  %24 = load ptr addrspace(1), ptr %5, align 8, !dbg !27
  %25 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %24, i32 0, i32 3, !dbg !28
  %26 = load double, ptr addrspace(1) %25, align 8, !dbg !28
  %27 = load ptr addrspace(1), ptr %5, align 8, !dbg !29
  %28 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %27, i32 0, i32 0, !dbg !30
  %29 = load i8, ptr addrspace(1) %28, align 16, !dbg !30
  %30 = sitofp i8 %29 to double, !dbg !31
  %31 = call double @llvm.fmuladd.f64(double %26, double 5.000000e-01, double %30), !dbg !32
  %32 = load ptr addrspace(1), ptr %5, align 8, !dbg !33
  %33 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %32, i32 0, i32 3, !dbg !34
  store double %31, ptr addrspace(1) %33, align 8, !dbg !35
  %34 = getelementptr inbounds %struct.Params, ptr %1, i32 0, i32 2, !dbg !36
  %35 = load i16, ptr %34, align 4, !dbg !36
  %36 = sext i16 %35 to i32, !dbg !37
  %37 = load i32, ptr %4, align 4, !dbg !38
  %38 = add nsw i32 %36, %37, !dbg !39
  %39 = load ptr addrspace(1), ptr %5, align 8, !dbg !40
  %40 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %39, i32 0, i32 2, !dbg !41
  store i32 %38, ptr addrspace(1) %40, align 16, !dbg !42
  ret void, !dbg !43
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

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
!17 = !DILocation(line: 17, column: 9, scope: !8)
!18 = !DILocation(line: 18, column: 29, scope: !8)
!19 = !DILocation(line: 18, column: 39, scope: !8)
!20 = !DILocation(line: 18, column: 24, scope: !8)
!21 = !DILocation(line: 19, column: 29, scope: !8)
!22 = !DILocation(line: 19, column: 49, scope: !8)
!23 = !DILocation(line: 19, column: 34, scope: !8)
!24 = !DILocation(line: 19, column: 5, scope: !8)
!25 = !DILocation(line: 19, column: 8, scope: !8)
!26 = !DILocation(line: 19, column: 19, scope: !8)
!27 = !DILocation(line: 20, column: 15, scope: !8)
!28 = !DILocation(line: 20, column: 18, scope: !8)
!29 = !DILocation(line: 20, column: 40, scope: !8)
!30 = !DILocation(line: 20, column: 43, scope: !8)
!31 = !DILocation(line: 20, column: 31, scope: !8)
!32 = !DILocation(line: 20, column: 29, scope: !8)
!33 = !DILocation(line: 20, column: 5, scope: !8)
!34 = !DILocation(line: 20, column: 8, scope: !8)
!35 = !DILocation(line: 20, column: 13, scope: !8)
!36 = !DILocation(line: 21, column: 20, scope: !8)
!37 = !DILocation(line: 21, column: 13, scope: !8)
!38 = !DILocation(line: 21, column: 27, scope: !8)
!39 = !DILocation(line: 21, column: 25, scope: !8)
!40 = !DILocation(line: 21, column: 5, scope: !8)
!41 = !DILocation(line: 21, column: 8, scope: !8)
!42 = !DILocation(line: 21, column: 11, scope: !8)
!43 = !DILocation(line: 22, column: 1, scope: !8)
