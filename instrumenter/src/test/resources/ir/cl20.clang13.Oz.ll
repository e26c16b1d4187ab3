; ModuleID = 'cl20.cl'
source_filename = "cl20.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.packed_t = type <{ i32, [3 x i8] }>
%opencl.image2d_ro_t = type opaque
%opencl.sampler_t = type opaque

@msg = dso_local addrspace(2) constant [13 x i8] c"value %d %f\0A\00", align 1
@counter = dso_local local_unnamed_addr addrspace(1) global i32 5, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define dso_local spir_func void @add_generic(i32 addrspace(4)* nocapture %0, i32 %1) local_unnamed_addr #0 !dbg !9 {
  %3 = load i32, i32 addrspace(4)* %0, align 4, !dbg !11
  %4 = add nsw i32 %3, %1, !dbg !11
  store i32 %4, i32 addrspace(4)* %0, align 4, !dbg !11
  ret void, !dbg !12
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @k2(i32 addrspace(1)* %0, i32 addrspace(1)* nocapture %1, half addrspace(1)* nocapture %2, double addrspace(1)* nocapture %3, i32 addrspace(3)* nocapture %4, %struct.packed_t addrspace(1)* nocapture %5, %opencl.image2d_ro_t addrspace(1)* %6, %opencl.sampler_t addrspace(2)* %7, <4 x float> addrspace(1)* nocapture %8) local_unnamed_addr #1 !dbg !13 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = tail call spir_func i64 @_Z13get_global_idj(i32 0) #7, !dbg !20
  %13 = trunc i64 %12 to i32, !dbg !20
  %14 = bitcast i32 addrspace(1)* %0 to i8 addrspace(1)*, !dbg !21
  %15 = addrspacecast i8 addrspace(1)* %14 to i8 addrspace(4)*, !dbg !21
  %16 = tail call i32 @__opencl_atomic_fetch_add_4(i8 addrspace(4)* %15, i32 1, i32 0, i32 1) #8, !dbg !21
  store i32 0, i32* %10, align 4, !dbg !22
  %17 = bitcast i32* %10 to i8*, !dbg !23
  %18 = addrspacecast i8* %17 to i8 addrspace(4)*, !dbg !23
  %19 = call zeroext i1 @__opencl_atomic_compare_exchange_4(i8 addrspace(4)* %15, i8 addrspace(4)* %18, i32 3, i32 5, i32 2, i32 2) #8, !dbg !23
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 2, i32 5, i32 1) #9, !dbg !24
  store i32 %16, i32* %11, align 4, !dbg !25
  %20 = addrspacecast i32* %11 to i32 addrspace(4)*, !dbg !26
  call spir_func void @add_generic(i32 addrspace(4)* %20, i32 2) #8, !dbg !27
  %21 = sext i32 %13 to i64, !dbg !28
  %22 = getelementptr inbounds i32, i32 addrspace(1)* %1, i64 %21, !dbg !28
  %23 = addrspacecast i32 addrspace(1)* %22 to i32 addrspace(4)*, !dbg !29
  call spir_func void @add_generic(i32 addrspace(4)* %23, i32 3) #8, !dbg !30
  %24 = getelementptr inbounds half, half addrspace(1)* %2, i64 %21, !dbg !31
  %25 = load half, half addrspace(1)* %24, align 2, !dbg !31
  %26 = call half @llvm.fmuladd.f16(half %25, half 0xH3E00, half 0xH2E66), !dbg !32
  store half %26, half addrspace(1)* %24, align 2, !dbg !33
  %27 = getelementptr inbounds double, double addrspace(1)* %3, i64 %21, !dbg !34
  %28 = load double, double addrspace(1)* %27, align 8, !dbg !34
  %29 = call double @llvm.fmuladd.f64(double %28, double 1.000000e-01, double 1.000000e-310), !dbg !35
  store double %29, double addrspace(1)* %27, align 8, !dbg !36
  %30 = load i32, i32* %11, align 4, !dbg !37
  %31 = load i32, i32 addrspace(1)* @counter, align 4, !dbg !38
  %32 = add nsw i32 %31, %30, !dbg !39
  %33 = call spir_func i64 @_Z12get_local_idj(i32 0) #7, !dbg !40
  %34 = getelementptr inbounds i32, i32 addrspace(3)* %4, i64 %33, !dbg !41
  store i32 %32, i32 addrspace(3)* %34, align 4, !dbg !42
  %35 = load i32, i32 addrspace(1)* @counter, align 4, !dbg !43
  %36 = add nsw i32 %35, 1, !dbg !43
  store i32 %36, i32 addrspace(1)* @counter, align 4, !dbg !43
  %37 = getelementptr inbounds %struct.packed_t, %struct.packed_t addrspace(1)* %5, i64 %21, i32 1, i64 1, !dbg !44
  %38 = load i8, i8 addrspace(1)* %37, align 1, !dbg !44
  %39 = sext i8 %38 to i32, !dbg !44
  %40 = add nsw i32 %39, 7, !dbg !45
  %41 = getelementptr inbounds %struct.packed_t, %struct.packed_t addrspace(1)* %5, i64 %21, i32 0, !dbg !46
  store i32 %40, i32 addrspace(1)* %41, align 1, !dbg !47
  %42 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %13, i32 0, !dbg !48
  %43 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)* %6, %opencl.sampler_t addrspace(2)* %7, <2 x i32> %42) #10, !dbg !49
  %44 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %8, i64 %21, !dbg !50
  store <4 x float> %43, <4 x float> addrspace(1)* %44, align 16, !dbg !51
  %45 = icmp eq i32 %13, 0, !dbg !52
  br i1 %45, label %46, label %51, !dbg !53

46:                                               ; preds = %9
  %47 = load double, double addrspace(1)* %3, align 8, !dbg !54
  %48 = fptrunc double %47 to float, !dbg !55
  %49 = fpext float %48 to double, !dbg !55
  %50 = call spir_func i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* getelementptr inbounds ([13 x i8], [13 x i8] addrspace(2)* @msg, i64 0, i64 0), i32 %16, double %49) #9, !dbg !56
  br label %51, !dbg !56

51:                                               ; preds = %46, %9
  %52 = load i32, i32 addrspace(3)* %4, align 4, !dbg !57
  %53 = add nsw i32 %52, %30, !dbg !58
  %54 = load i32, i32 addrspace(1)* %22, align 4, !dbg !59
  %55 = add nsw i32 %53, %54, !dbg !59
  store i32 %55, i32 addrspace(1)* %22, align 4, !dbg !59
  ret void, !dbg !60
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn
declare dso_local spir_func i32 @__opencl_atomic_fetch_add_4(i8 addrspace(4)*, i32, i32, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn
declare dso_local spir_func i1 @__opencl_atomic_compare_exchange_4(i8 addrspace(4)*, i8 addrspace(4)*, i32, i32, i32, i32) local_unnamed_addr #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare half @llvm.fmuladd.f16(half, half, half) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readonly willreturn
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)*, %opencl.sampler_t addrspace(2)*, <2 x i32>) local_unnamed_addr #6

; Function Attrs: convergent
declare dso_local spir_func i32 @printf(i8 addrspace(2)*, ...) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nounwind willreturn }
attributes #4 = { convergent "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent nobuiltin nounwind readnone willreturn "no-builtins" }
attributes #8 = { nobuiltin "no-builtins" }
attributes #9 = { convergent nobuiltin nounwind "no-builtins" }
attributes #10 = { convergent nobuiltin nounwind readonly willreturn "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!opencl.spir.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 13.0.1-11+b2", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, enums: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cl20.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 13.0.1-11+b2"}
!9 = distinct !DISubprogram(name: "add_generic", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!10 = !DISubroutineType(types: !2)
!11 = !DILocation(line: 9, column: 38, scope: !9)
!12 = !DILocation(line: 9, column: 44, scope: !9)
!13 = distinct !DISubprogram(name: "k2", scope: !1, file: !1, line: 10, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!14 = !{i32 1, i32 1, i32 1, i32 1, i32 3, i32 1, i32 1, i32 0, i32 1}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"read_only", !"none", !"none"}
!16 = !{!"atomic_int*", !"int*", !"half*", !"double*", !"int*", !"packed_t*", !"image2d_t", !"sampler_t", !"float4*"}
!17 = !{!"_Atomic(int)*", !"int*", !"half*", !"double*", !"int*", !"packed_t*", !"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*"}
!18 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!19 = !{!"ai", !"out", !"h", !"d", !"l", !"pk", !"img", !"smp", !"fo"}
!20 = !DILocation(line: 12, column: 13, scope: !13)
!21 = !DILocation(line: 13, column: 15, scope: !13)
!22 = !DILocation(line: 14, column: 9, scope: !13)
!23 = !DILocation(line: 15, column: 5, scope: !13)
!24 = !DILocation(line: 16, column: 5, scope: !13)
!25 = !DILocation(line: 17, column: 9, scope: !13)
!26 = !DILocation(line: 18, column: 17, scope: !13)
!27 = !DILocation(line: 18, column: 5, scope: !13)
!28 = !DILocation(line: 19, column: 18, scope: !13)
!29 = !DILocation(line: 19, column: 17, scope: !13)
!30 = !DILocation(line: 19, column: 5, scope: !13)
!31 = !DILocation(line: 20, column: 14, scope: !13)
!32 = !DILocation(line: 20, column: 32, scope: !13)
!33 = !DILocation(line: 21, column: 10, scope: !13)
!34 = !DILocation(line: 22, column: 12, scope: !13)
!35 = !DILocation(line: 22, column: 23, scope: !13)
!36 = !DILocation(line: 22, column: 10, scope: !13)
!37 = !DILocation(line: 23, column: 26, scope: !13)
!38 = !DILocation(line: 23, column: 33, scope: !13)
!39 = !DILocation(line: 23, column: 31, scope: !13)
!40 = !DILocation(line: 23, column: 7, scope: !13)
!41 = !DILocation(line: 23, column: 5, scope: !13)
!42 = !DILocation(line: 23, column: 24, scope: !13)
!43 = !DILocation(line: 24, column: 12, scope: !13)
!44 = !DILocation(line: 25, column: 15, scope: !13)
!45 = !DILocation(line: 25, column: 26, scope: !13)
!46 = !DILocation(line: 25, column: 11, scope: !13)
!47 = !DILocation(line: 25, column: 13, scope: !13)
!48 = !DILocation(line: 26, column: 41, scope: !13)
!49 = !DILocation(line: 26, column: 13, scope: !13)
!50 = !DILocation(line: 26, column: 5, scope: !13)
!51 = !DILocation(line: 26, column: 11, scope: !13)
!52 = !DILocation(line: 27, column: 11, scope: !13)
!53 = !DILocation(line: 27, column: 9, scope: !13)
!54 = !DILocation(line: 27, column: 41, scope: !13)
!55 = !DILocation(line: 27, column: 34, scope: !13)
!56 = !DILocation(line: 27, column: 17, scope: !13)
!57 = !DILocation(line: 28, column: 22, scope: !13)
!58 = !DILocation(line: 28, column: 20, scope: !13)
!59 = !DILocation(line: 28, column: 12, scope: !13)
!60 = !DILocation(line: 29, column: 1, scope: !13)
