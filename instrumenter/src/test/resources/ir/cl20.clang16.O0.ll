; ModuleID = 'cl20.cl'
source_filename = "cl20.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.packed_t = type <{ i32, [3 x i8] }>

@msg = dso_local addrspace(2) constant [13 x i8] c"value %d %f\0A\00", align 1
@counter = dso_local addrspace(1) global i32 5, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func void @add_generic(ptr addrspace(4) noundef %0, i32 noundef %1) #0 !dbg !8 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !11
  %6 = load ptr addrspace(4), ptr %3, align 8, !dbg !12
  %7 = load i32, ptr addrspace(4) %6, align 4, !dbg !13
  %8 = add nsw i32 %7, %5, !dbg !13
  store i32 %8, ptr addrspace(4) %6, align 4, !dbg !13
  ret void, !dbg !14
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @k2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 8 %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef align 1 %5, ptr addrspace(1) %6, ptr addrspace(2) %7, ptr addrspace(1) noundef align 16 %8) #1 !dbg !15 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 {
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(3), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca ptr addrspace(1), align 8
  %17 = alloca ptr addrspace(2), align 8
  %18 = alloca ptr addrspace(1), align 8
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
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  store ptr addrspace(1) %3, ptr %13, align 8
  store ptr addrspace(3) %4, ptr %14, align 8
  store ptr addrspace(1) %5, ptr %15, align 8
  store ptr addrspace(1) %6, ptr %16, align 8
  store ptr addrspace(2) %7, ptr %17, align 8
  store ptr addrspace(1) %8, ptr %18, align 8
  %29 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !22
  %30 = trunc i64 %29 to i32, !dbg !22
  store i32 %30, ptr %19, align 4, !dbg !23
  %31 = load ptr addrspace(1), ptr %10, align 8, !dbg !24
  store i32 1, ptr %21, align 4, !dbg !25
  %32 = addrspacecast ptr addrspace(1) %31 to ptr addrspace(4), !dbg !25
  %33 = load i32, ptr %21, align 4, !dbg !25
  %34 = call i32 @__opencl_atomic_fetch_add_4(ptr addrspace(4) noundef %32, i32 noundef %33, i32 noundef 0, i32 noundef 1) #8, !dbg !25
  store i32 %34, ptr %22, align 4, !dbg !25
  %35 = load i32, ptr %22, align 4, !dbg !25
  store i32 %35, ptr %20, align 4, !dbg !26
  store i32 0, ptr %23, align 4, !dbg !27
  %36 = load ptr addrspace(1), ptr %10, align 8, !dbg !28
  store i32 3, ptr %24, align 4, !dbg !29
  %37 = addrspacecast ptr addrspace(1) %36 to ptr addrspace(4), !dbg !29
  %38 = addrspacecast ptr %23 to ptr addrspace(4), !dbg !29
  %39 = load i32, ptr %24, align 4, !dbg !29
  %40 = call zeroext i1 @__opencl_atomic_compare_exchange_4(ptr addrspace(4) noundef %37, ptr addrspace(4) noundef %38, i32 noundef %39, i32 noundef 5, i32 noundef 2, i32 noundef 2) #8, !dbg !29
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 1) #8, !dbg !30
  %41 = load i32, ptr %20, align 4, !dbg !31
  store i32 %41, ptr %26, align 4, !dbg !32
  %42 = addrspacecast ptr %26 to ptr addrspace(4), !dbg !33
  call spir_func void @add_generic(ptr addrspace(4) noundef %42, i32 noundef 2) #8, !dbg !34
  %43 = load ptr addrspace(1), ptr %11, align 8, !dbg !35
  %44 = load i32, ptr %19, align 4, !dbg !36
  %45 = sext i32 %44 to i64, !dbg !35
  %46 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %45, !dbg !35
  %47 = addrspacecast ptr addrspace(1) %46 to ptr addrspace(4), !dbg !37
  call spir_func void @add_generic(ptr addrspace(4) noundef %47, i32 noundef 3) #8, !dbg !38
  %48 = load ptr addrspace(1), ptr %12, align 8, !dbg !39
  %49 = load i32, ptr %19, align 4, !dbg !40
  %50 = sext i32 %49 to i64, !dbg !39
  %51 = getelementptr inbounds half, ptr addrspace(1) %48, i64 %50, !dbg !39
  %52 = load half, ptr addrspace(1) %51, align 2, !dbg !39
  %53 = call half @llvm.fmuladd.f16(half %52, half 0xH3E00, half 0xH2E66), !dbg !41
  store half %53, ptr %27, align 2, !dbg !42
  %54 = load half, ptr %27, align 2, !dbg !43
  %55 = load ptr addrspace(1), ptr %12, align 8, !dbg !44
  %56 = load i32, ptr %19, align 4, !dbg !45
  %57 = sext i32 %56 to i64, !dbg !44
  %58 = getelementptr inbounds half, ptr addrspace(1) %55, i64 %57, !dbg !44
  store half %54, ptr addrspace(1) %58, align 2, !dbg !46
  %59 = load ptr addrspace(1), ptr %13, align 8, !dbg !47
  %60 = load i32, ptr %19, align 4, !dbg !48
  %61 = sext i32 %60 to i64, !dbg !47
  %62 = getelementptr inbounds double, ptr addrspace(1) %59, i64 %61, !dbg !47
  %63 = load double, ptr addrspace(1) %62, align 8, !dbg !47
  %64 = call double @llvm.fmuladd.f64(double %63, double 1.000000e-01, double 1.000000e-310), !dbg !49
  %65 = load ptr addrspace(1), ptr %13, align 8, !dbg !50
  %66 = load i32, ptr %19, align 4, !dbg !51
  %67 = sext i32 %66 to i64, !dbg !50
  %68 = getelementptr inbounds double, ptr addrspace(1) %65, i64 %67, !dbg !50
  store double %64, ptr addrspace(1) %68, align 8, !dbg !52
  %69 = load i32, ptr %26, align 4, !dbg !53
  %70 = load i32, ptr addrspace(1) @counter, align 4, !dbg !54
  %71 = add nsw i32 %69, %70, !dbg !55
  %72 = load ptr addrspace(3), ptr %14, align 8, !dbg !56
  %73 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7, !dbg !57
  %74 = getelementptr inbounds i32, ptr addrspace(3) %72, i64 %73, !dbg !56
  store i32 %71, ptr addrspace(3) %74, align 4, !dbg !58
  %75 = load i32, ptr addrspace(1) @counter, align 4, !dbg !59
  %76 = add nsw i32 %75, 1, !dbg !59
  store i32 %76, ptr addrspace(1) @counter, align 4, !dbg !59
  %77 = load ptr addrspace(1), ptr %15, align 8, !dbg !60
  %78 = load i32, ptr %19, align 4, !dbg !61
  %79 = sext i32 %78 to i64, !dbg !60
  %80 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %77, i64 %79, !dbg !60
  %81 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %80, i32 0, i32 1, !dbg !62
  %82 = getelementptr inbounds [3 x i8], ptr addrspace(1) %81, i64 0, i64 1, !dbg !60
  %83 = load i8, ptr addrspace(1) %82, align 1, !dbg !60
  %84 = sext i8 %83 to i32, !dbg !60
  %85 = add nsw i32 %84, 7, !dbg !63
  %86 = load ptr addrspace(1), ptr %15, align 8, !dbg !64
  %87 = load i32, ptr %19, align 4, !dbg !65
  %88 = sext i32 %87 to i64, !dbg !64
  %89 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %86, i64 %88, !dbg !64
  %90 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %89, i32 0, i32 0, !dbg !66
  store i32 %85, ptr addrspace(1) %90, align 1, !dbg !67
  %91 = load ptr addrspace(1), ptr %16, align 8, !dbg !68
  %92 = load ptr addrspace(2), ptr %17, align 8, !dbg !69
  %93 = load i32, ptr %19, align 4, !dbg !70
  %94 = insertelement <2 x i32> undef, i32 %93, i32 0, !dbg !71
  %95 = insertelement <2 x i32> %94, i32 0, i32 1, !dbg !71
  store <2 x i32> %95, ptr %28, align 8, !dbg !72
  %96 = load <2 x i32>, ptr %28, align 8, !dbg !72
  %97 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %91, ptr addrspace(2) %92, <2 x i32> noundef %96) #9, !dbg !73
  %98 = load ptr addrspace(1), ptr %18, align 8, !dbg !74
  %99 = load i32, ptr %19, align 4, !dbg !75
  %100 = sext i32 %99 to i64, !dbg !74
  %101 = getelementptr inbounds <4 x float>, ptr addrspace(1) %98, i64 %100, !dbg !74
  store <4 x float> %97, ptr addrspace(1) %101, align 16, !dbg !76
  %102 = load i32, ptr %19, align 4, !dbg !77
  %103 = icmp eq i32 %102, 0, !dbg !78
  br i1 %103, label %104, label %112, !dbg !77

104:                                              ; preds = %9
  %105 = load i32, ptr %20, align 4, !dbg !79
  %106 = load ptr addrspace(1), ptr %13, align 8, !dbg !80
  %107 = getelementptr inbounds double, ptr addrspace(1) %106, i64 0, !dbg !80
  %108 = load double, ptr addrspace(1) %107, align 8, !dbg !80
  %109 = fptrunc double %108 to float, !dbg !81
  %110 = fpext float %109 to double, !dbg !81
  %111 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @msg, i32 noundef %105, double noundef %110) #8, !dbg !82
  br label %112, !dbg !82

112:                                              ; preds = %104, %9
  %113 = load i32, ptr %26, align 4, !dbg !83
  %114 = load ptr addrspace(3), ptr %14, align 8, !dbg !84
  %115 = getelementptr inbounds i32, ptr addrspace(3) %114, i64 0, !dbg !84
  %116 = load i32, ptr addrspace(3) %115, align 4, !dbg !84
  %117 = add nsw i32 %113, %116, !dbg !85
  %118 = load ptr addrspace(1), ptr %11, align 8, !dbg !86
  %119 = load i32, ptr %19, align 4, !dbg !87
  %120 = sext i32 %119 to i64, !dbg !86
  %121 = getelementptr inbounds i32, ptr addrspace(1) %118, i64 %120, !dbg !86
  %122 = load i32, ptr addrspace(1) %121, align 4, !dbg !88
  %123 = add nsw i32 %122, %117, !dbg !88
  store i32 %123, ptr addrspace(1) %121, align 4, !dbg !88
  ret void, !dbg !89
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nounwind willreturn
declare dso_local spir_func i32 @__opencl_atomic_fetch_add_4(ptr addrspace(4), i32, i32, i32) #3

; Function Attrs: nounwind willreturn
declare dso_local spir_func i1 @__opencl_atomic_compare_exchange_4(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1), ptr addrspace(2), <2 x i32> noundef) #6

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @printf(ptr addrspace(2) noundef, ...) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind willreturn }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }
attributes #8 = { convergent nobuiltin nounwind "no-builtins" }
attributes #9 = { convergent nobuiltin nounwind willreturn memory(read) "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cl20.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "2ce192c76d0ca40430f25dd5fa8682db")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
