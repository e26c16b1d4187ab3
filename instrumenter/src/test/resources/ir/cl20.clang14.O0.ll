; ModuleID = 'cl20.cl'
source_filename = "cl20.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.packed_t = type <{ i32, [3 x i8] }>
%opencl.image2d_ro_t = type opaque
%opencl.sampler_t = type opaque

@msg = dso_local addrspace(2) constant [13 x i8] c"value %d %f\0A\00", align 1
@counter = dso_local addrspace(1) global i32 5, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func void @add_generic(i32 addrspace(4)* noundef %0, i32 noundef %1) #0 !dbg !8 {
  %3 = alloca i32 addrspace(4)*, align 8
  %4 = alloca i32, align 4
  store i32 addrspace(4)* %0, i32 addrspace(4)** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4, !dbg !11
  %6 = load i32 addrspace(4)*, i32 addrspace(4)** %3, align 8, !dbg !12
  %7 = load i32, i32 addrspace(4)* %6, align 4, !dbg !13
  %8 = add nsw i32 %7, %5, !dbg !13
  store i32 %8, i32 addrspace(4)* %6, align 4, !dbg !13
  ret void, !dbg !14
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @k2(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, half addrspace(1)* noundef %2, double addrspace(1)* noundef %3, i32 addrspace(3)* noundef %4, %struct.packed_t addrspace(1)* noundef %5, %opencl.image2d_ro_t addrspace(1)* %6, %opencl.sampler_t addrspace(2)* %7, <4 x float> addrspace(1)* noundef %8) #1 !dbg !15 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 {
  %10 = alloca i32 addrspace(1)*, align 8
  %11 = alloca i32 addrspace(1)*, align 8
  %12 = alloca half addrspace(1)*, align 8
  %13 = alloca double addrspace(1)*, align 8
  %14 = alloca i32 addrspace(3)*, align 8
  %15 = alloca %struct.packed_t addrspace(1)*, align 8
  %16 = alloca %opencl.image2d_ro_t addrspace(1)*, align 8
  %17 = alloca %opencl.sampler_t addrspace(2)*, align 8
  %18 = alloca <4 x float> addrspace(1)*, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i8, align 1
  %26 = alloca i32, align 4
  %27 = alloca half, align 2
  %28 = alloca <2 x i32>, align 8
  store i32 addrspace(1)* %0, i32 addrspace(1)** %10, align 8
  store i32 addrspace(1)* %1, i32 addrspace(1)** %11, align 8
  store half addrspace(1)* %2, half addrspace(1)** %12, align 8
  store double addrspace(1)* %3, double addrspace(1)** %13, align 8
  store i32 addrspace(3)* %4, i32 addrspace(3)** %14, align 8
  store %struct.packed_t addrspace(1)* %5, %struct.packed_t addrspace(1)** %15, align 8
  store %opencl.image2d_ro_t addrspace(1)* %6, %opencl.image2d_ro_t addrspace(1)** %16, align 8
  store %opencl.sampler_t addrspace(2)* %7, %opencl.sampler_t addrspace(2)** %17, align 8
  store <4 x float> addrspace(1)* %8, <4 x float> addrspace(1)** %18, align 8
  %29 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !22
  %30 = trunc i64 %29 to i32, !dbg !22
  store i32 %30, i32* %19, align 4, !dbg !23
  %31 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8, !dbg !24
  store i32 1, i32* %21, align 4, !dbg !25
  %32 = bitcast i32 addrspace(1)* %31 to i8 addrspace(1)*, !dbg !25
  %33 = addrspacecast i8 addrspace(1)* %32 to i8 addrspace(4)*, !dbg !25
  %34 = load i32, i32* %21, align 4, !dbg !25
  %35 = call i32 @__opencl_atomic_fetch_add_4(i8 addrspace(4)* noundef %33, i32 noundef %34, i32 noundef 0, i32 noundef 1) #8, !dbg !25
  store i32 %35, i32* %22, align 4, !dbg !25
  %36 = load i32, i32* %22, align 4, !dbg !25
  store i32 %36, i32* %20, align 4, !dbg !26
  store i32 0, i32* %23, align 4, !dbg !27
  %37 = load i32 addrspace(1)*, i32 addrspace(1)** %10, align 8, !dbg !28
  store i32 3, i32* %24, align 4, !dbg !29
  %38 = bitcast i32 addrspace(1)* %37 to i8 addrspace(1)*, !dbg !29
  %39 = addrspacecast i8 addrspace(1)* %38 to i8 addrspace(4)*, !dbg !29
  %40 = bitcast i32* %23 to i8*, !dbg !29
  %41 = addrspacecast i8* %40 to i8 addrspace(4)*, !dbg !29
  %42 = load i32, i32* %24, align 4, !dbg !29
  %43 = call zeroext i1 @__opencl_atomic_compare_exchange_4(i8 addrspace(4)* noundef %39, i8 addrspace(4)* noundef %41, i32 noundef %42, i32 noundef 5, i32 noundef 2, i32 noundef 2) #8, !dbg !29
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 1) #8, !dbg !30
  %44 = load i32, i32* %20, align 4, !dbg !31
  store i32 %44, i32* %26, align 4, !dbg !32
  %45 = addrspacecast i32* %26 to i32 addrspace(4)*, !dbg !33
  call spir_func void @add_generic(i32 addrspace(4)* noundef %45, i32 noundef 2) #8, !dbg !34
  %46 = load i32 addrspace(1)*, i32 addrspace(1)** %11, align 8, !dbg !35
  %47 = load i32, i32* %19, align 4, !dbg !36
  %48 = sext i32 %47 to i64, !dbg !35
  %49 = getelementptr inbounds i32, i32 addrspace(1)* %46, i64 %48, !dbg !35
  %50 = addrspacecast i32 addrspace(1)* %49 to i32 addrspace(4)*, !dbg !37
  call spir_func void @add_generic(i32 addrspace(4)* noundef %50, i32 noundef 3) #8, !dbg !38
  %51 = load half addrspace(1)*, half addrspace(1)** %12, align 8, !dbg !39
  %52 = load i32, i32* %19, align 4, !dbg !40
  %53 = sext i32 %52 to i64, !dbg !39
  %54 = getelementptr inbounds half, half addrspace(1)* %51, i64 %53, !dbg !39
  %55 = load half, half addrspace(1)* %54, align 2, !dbg !39
  %56 = call half @llvm.fmuladd.f16(half %55, half 0xH3E00, half 0xH2E66), !dbg !41
  store half %56, half* %27, align 2, !dbg !42
  %57 = load half, half* %27, align 2, !dbg !43
  %58 = load half addrspace(1)*, half addrspace(1)** %12, align 8, !dbg !44
  %59 = load i32, i32* %19, align 4, !dbg !45
  %60 = sext i32 %59 to i64, !dbg !44
  %61 = getelementptr inbounds half, half addrspace(1)* %58, i64 %60, !dbg !44
  store half %57, half addrspace(1)* %61, align 2, !dbg !46
  %62 = load double addrspace(1)*, double addrspace(1)** %13, align 8, !dbg !47
  %63 = load i32, i32* %19, align 4, !dbg !48
  %64 = sext i32 %63 to i64, !dbg !47
  %65 = getelementptr inbounds double, double addrspace(1)* %62, i64 %64, !dbg !47
  %66 = load double, double addrspace(1)* %65, align 8, !dbg !47
  %67 = call double @llvm.fmuladd.f64(double %66, double 1.000000e-01, double 1.000000e-310), !dbg !49
  %68 = load double addrspace(1)*, double addrspace(1)** %13, align 8, !dbg !50
  %69 = load i32, i32* %19, align 4, !dbg !51
  %70 = sext i32 %69 to i64, !dbg !50
  %71 = getelementptr inbounds double, double addrspace(1)* %68, i64 %70, !dbg !50
  store double %67, double addrspace(1)* %71, align 8, !dbg !52
  %72 = load i32, i32* %26, align 4, !dbg !53
  %73 = load i32, i32 addrspace(1)* @counter, align 4, !dbg !54
  %74 = add nsw i32 %72, %73, !dbg !55
  %75 = load i32 addrspace(3)*, i32 addrspace(3)** %14, align 8, !dbg !56
  %76 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7, !dbg !57
  %77 = getelementptr inbounds i32, i32 addrspace(3)* %75, i64 %76, !dbg !56
  store i32 %74, i32 addrspace(3)* %77, align 4, !dbg !58
  %78 = load i32, i32 addrspace(1)* @counter, align 4, !dbg !59
  %79 = add nsw i32 %78, 1, !dbg !59
  store i32 %79, i32 addrspace(1)* @counter, align 4, !dbg !59
  %80 = load %struct.packed_t addrspace(1)*, %struct.packed_t addrspace(1)** %15, align 8, !dbg !60
  %81 = load i32, i32* %19, align 4, !dbg !61
  %82 = sext i32 %81 to i64, !dbg !60
  %83 = getelementptr inbounds %struct.packed_t, %struct.packed_t addrspace(1)* %80, i64 %82, !dbg !60
  %84 = getelementptr inbounds %struct.packed_t, %struct.packed_t addrspace(1)* %83, i32 0, i32 1, !dbg !62
  %85 = getelementptr inbounds [3 x i8], [3 x i8] addrspace(1)* %84, i64 0, i64 1, !dbg !60
  %86 = load i8, i8 addrspace(1)* %85, align 1, !dbg !60
  %87 = sext i8 %86 to i32, !dbg !60
  %88 = add nsw i32 %87, 7, !dbg !63
  %89 = load %struct.packed_t addrspace(1)*, %struct.packed_t addrspace(1)** %15, align 8, !dbg !64
  %90 = load i32, i32* %19, align 4, !dbg !65
  %91 = sext i32 %90 to i64, !dbg !64
  %92 = getelementptr inbounds %struct.packed_t, %struct.packed_t addrspace(1)* %89, i64 %91, !dbg !64
  %93 = getelementptr inbounds %struct.packed_t, %struct.packed_t addrspace(1)* %92, i32 0, i32 0, !dbg !66
  store i32 %88, i32 addrspace(1)* %93, align 1, !dbg !67
  %94 = load %opencl.image2d_ro_t addrspace(1)*, %opencl.image2d_ro_t addrspace(1)** %16, align 8, !dbg !68
  %95 = load %opencl.sampler_t addrspace(2)*, %opencl.sampler_t addrspace(2)** %17, align 8, !dbg !69
  %96 = load i32, i32* %19, align 4, !dbg !70
  %97 = insertelement <2 x i32> undef, i32 %96, i32 0, !dbg !71
  %98 = insertelement <2 x i32> %97, i32 0, i32 1, !dbg !71
  store <2 x i32> %98, <2 x i32>* %28, align 8, !dbg !72
  %99 = load <2 x i32>, <2 x i32>* %28, align 8, !dbg !72
  %100 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)* %94, %opencl.sampler_t addrspace(2)* %95, <2 x i32> noundef %99) #9, !dbg !73
  %101 = load <4 x float> addrspace(1)*, <4 x float> addrspace(1)** %18, align 8, !dbg !74
  %102 = load i32, i32* %19, align 4, !dbg !75
  %103 = sext i32 %102 to i64, !dbg !74
  %104 = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %101, i64 %103, !dbg !74
  store <4 x float> %100, <4 x float> addrspace(1)* %104, align 16, !dbg !76
  %105 = load i32, i32* %19, align 4, !dbg !77
  %106 = icmp eq i32 %105, 0, !dbg !78
  br i1 %106, label %107, label %115, !dbg !77

107:                                              ; preds = %9
  %108 = load i32, i32* %20, align 4, !dbg !79
  %109 = load double addrspace(1)*, double addrspace(1)** %13, align 8, !dbg !80
  %110 = getelementptr inbounds double, double addrspace(1)* %109, i64 0, !dbg !80
  %111 = load double, double addrspace(1)* %110, align 8, !dbg !80
  %112 = fptrunc double %111 to float, !dbg !81
  %113 = fpext float %112 to double, !dbg !81
  %114 = call spir_func i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)* noundef getelementptr inbounds ([13 x i8], [13 x i8] addrspace(2)* @msg, i64 0, i64 0), i32 noundef %108, double noundef %113) #8, !dbg !82
  br label %115, !dbg !82

115:                                              ; preds = %107, %9
  %116 = load i32, i32* %26, align 4, !dbg !83
  %117 = load i32 addrspace(3)*, i32 addrspace(3)** %14, align 8, !dbg !84
  %118 = getelementptr inbounds i32, i32 addrspace(3)* %117, i64 0, !dbg !84
  %119 = load i32, i32 addrspace(3)* %118, align 4, !dbg !84
  %120 = add nsw i32 %116, %119, !dbg !85
  %121 = load i32 addrspace(1)*, i32 addrspace(1)** %11, align 8, !dbg !86
  %122 = load i32, i32* %19, align 4, !dbg !87
  %123 = sext i32 %122 to i64, !dbg !86
  %124 = getelementptr inbounds i32, i32 addrspace(1)* %121, i64 %123, !dbg !86
  %125 = load i32, i32 addrspace(1)* %124, align 4, !dbg !88
  %126 = add nsw i32 %125, %120, !dbg !88
  store i32 %126, i32 addrspace(1)* %124, align 4, !dbg !88
  ret void, !dbg !89
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nounwind willreturn
declare dso_local spir_func i32 @__opencl_atomic_fetch_add_4(i8 addrspace(4)*, i32, i32, i32) #3

; Function Attrs: nounwind willreturn
declare dso_local spir_func i1 @__opencl_atomic_compare_exchange_4(i8 addrspace(4)*, i8 addrspace(4)*, i32, i32, i32, i32) #3

; Function Attrs: convergent
declare dso_local spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare half @llvm.fmuladd.f16(half, half, half) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readonly willreturn
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)*, %opencl.sampler_t addrspace(2)*, <2 x i32> noundef) #6

; Function Attrs: convergent
declare dso_local spir_func i32 @printf(i8 addrspace(2)* noundef, ...) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind willreturn }
attributes #4 = { convergent "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { convergent nounwind readonly willreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent nobuiltin nounwind readnone willreturn "no-builtins" }
attributes #8 = { convergent nobuiltin "no-builtins" }
attributes #9 = { convergent nobuiltin nounwind readonly willreturn "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cl20.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "2ce192c76d0ca40430f25dd5fa8682db")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "add_generic", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 9, column: 41, scope: !8)
!12 = !DILocation(line: 9, column: 36, scope: !8)
!13 = !DILocation(line: 9, column: 38, scope: !8)
!14 = !DILocation(line: 9, column: 44, scope: !8)
!15 = distinct !DISubprogram(name: "k2", scope: !1, file: !1, line: 10, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!16 = !{i32 1, i32 1, i32 1, i32 1, i32 3, i32 1, i32 1, i32 0, i32 1}
!17 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"read_only", !"none", !"none"}
!18 = !{!"atomic_int*", !"int*", !"half*", !"double*", !"int*", !"packed_t*", !"image2d_t", !"sampler_t", !"float4*"}
!19 = !{!"_Atomic(int)*", !"int*", !"half*", !"double*", !"int*", !"packed_t*", !"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*"}
!20 = !{!"", !"", !"", !"", !"", !"", !"", !"", !""}
!21 = !{!"ai", !"out", !"h", !"d", !"l", !"pk", !"img", !"smp", !"fo"}
!22 = !DILocation(line: 12, column: 13, scope: !15)
!23 = !DILocation(line: 12, column: 9, scope: !15)
!24 = !DILocation(line: 13, column: 41, scope: !15)
!25 = !DILocation(line: 13, column: 15, scope: !15)
!26 = !DILocation(line: 13, column: 9, scope: !15)
!27 = !DILocation(line: 14, column: 9, scope: !15)
!28 = !DILocation(line: 15, column: 45, scope: !15)
!29 = !DILocation(line: 15, column: 5, scope: !15)
!30 = !DILocation(line: 16, column: 5, scope: !15)
!31 = !DILocation(line: 17, column: 16, scope: !15)
!32 = !DILocation(line: 17, column: 9, scope: !15)
!33 = !DILocation(line: 18, column: 17, scope: !15)
!34 = !DILocation(line: 18, column: 5, scope: !15)
!35 = !DILocation(line: 19, column: 18, scope: !15)
!36 = !DILocation(line: 19, column: 22, scope: !15)
!37 = !DILocation(line: 19, column: 17, scope: !15)
!38 = !DILocation(line: 19, column: 5, scope: !15)
!39 = !DILocation(line: 20, column: 14, scope: !15)
!40 = !DILocation(line: 20, column: 16, scope: !15)
!41 = !DILocation(line: 20, column: 32, scope: !15)
!42 = !DILocation(line: 20, column: 10, scope: !15)
!43 = !DILocation(line: 21, column: 12, scope: !15)
!44 = !DILocation(line: 21, column: 5, scope: !15)
!45 = !DILocation(line: 21, column: 7, scope: !15)
!46 = !DILocation(line: 21, column: 10, scope: !15)
!47 = !DILocation(line: 22, column: 12, scope: !15)
!48 = !DILocation(line: 22, column: 14, scope: !15)
!49 = !DILocation(line: 22, column: 23, scope: !15)
!50 = !DILocation(line: 22, column: 5, scope: !15)
!51 = !DILocation(line: 22, column: 7, scope: !15)
!52 = !DILocation(line: 22, column: 10, scope: !15)
!53 = !DILocation(line: 23, column: 26, scope: !15)
!54 = !DILocation(line: 23, column: 33, scope: !15)
!55 = !DILocation(line: 23, column: 31, scope: !15)
!56 = !DILocation(line: 23, column: 5, scope: !15)
!57 = !DILocation(line: 23, column: 7, scope: !15)
!58 = !DILocation(line: 23, column: 24, scope: !15)
!59 = !DILocation(line: 24, column: 12, scope: !15)
!60 = !DILocation(line: 25, column: 15, scope: !15)
!61 = !DILocation(line: 25, column: 18, scope: !15)
!62 = !DILocation(line: 25, column: 21, scope: !15)
!63 = !DILocation(line: 25, column: 26, scope: !15)
!64 = !DILocation(line: 25, column: 5, scope: !15)
!65 = !DILocation(line: 25, column: 8, scope: !15)
!66 = !DILocation(line: 25, column: 11, scope: !15)
!67 = !DILocation(line: 25, column: 13, scope: !15)
!68 = !DILocation(line: 26, column: 25, scope: !15)
!69 = !DILocation(line: 26, column: 30, scope: !15)
!70 = !DILocation(line: 26, column: 42, scope: !15)
!71 = !DILocation(line: 26, column: 41, scope: !15)
!72 = !DILocation(line: 26, column: 35, scope: !15)
!73 = !DILocation(line: 26, column: 13, scope: !15)
!74 = !DILocation(line: 26, column: 5, scope: !15)
!75 = !DILocation(line: 26, column: 8, scope: !15)
!76 = !DILocation(line: 26, column: 11, scope: !15)
!77 = !DILocation(line: 27, column: 9, scope: !15)
!78 = !DILocation(line: 27, column: 11, scope: !15)
!79 = !DILocation(line: 27, column: 29, scope: !15)
!80 = !DILocation(line: 27, column: 41, scope: !15)
!81 = !DILocation(line: 27, column: 34, scope: !15)
!82 = !DILocation(line: 27, column: 17, scope: !15)
!83 = !DILocation(line: 28, column: 15, scope: !15)
!84 = !DILocation(line: 28, column: 22, scope: !15)
!85 = !DILocation(line: 28, column: 20, scope: !15)
!86 = !DILocation(line: 28, column: 5, scope: !15)
!87 = !DILocation(line: 28, column: 9, scope: !15)
!88 = !DILocation(line: 28, column: 12, scope: !15)
!89 = !DILocation(line: 29, column: 1, scope: !15)
