; ModuleID = 'cl20.cl'
source_filename = "cl20.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
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
define dso_local spir_kernel void @k2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 8 %3, ptr addrspace(3) noundef align 4 %4, ptr addrspace(1) noundef align 1 %5, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %6, target("spirv.Sampler") %7, ptr addrspace(1) noundef align 16 %8) #1 !dbg !15 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !kernel_arg_name !21 {
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(3), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), align 8
  %17 = alloca target("spirv.Sampler"), align 8
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
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %6, ptr %16, align 8
  store target("spirv.Sampler") %7, ptr %17, align 8
  store ptr addrspace(1) %8, ptr %18, align 8
  %29 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !22
  %30 = trunc i64 %29 to i32, !dbg !22
  store i32 %30, ptr %19, align 4, !dbg !23
  %31 = load ptr addrspace(1), ptr %10, align 8, !dbg !24
  store i32 1, ptr %21, align 4, !dbg !25
  %32 = load i32, ptr %21, align 4, !dbg !25
  %33 = atomicrmw add ptr addrspace(1) %31, i32 %32 monotonic, align 4, !dbg !25
  store i32 %33, ptr %22, align 4, !dbg !25
  %34 = load i32, ptr %22, align 4, !dbg !25
  store i32 %34, ptr %20, align 4, !dbg !26
  store i32 0, ptr %23, align 4, !dbg !27
  %35 = load ptr addrspace(1), ptr %10, align 8, !dbg !28
  store i32 3, ptr %24, align 4, !dbg !29
  %36 = load i32, ptr %23, align 4, !dbg !29
  %37 = load i32, ptr %24, align 4, !dbg !29
  %38 = cmpxchg ptr addrspace(1) %35, i32 %36, i32 %37 seq_cst acquire, align 4, !dbg !29
  %39 = extractvalue { i32, i1 } %38, 0, !dbg !29
  %40 = extractvalue { i32, i1 } %38, 1, !dbg !29
  br i1 %40, label %42, label %41, !dbg !29

41:                                               ; preds = %9
  store i32 %39, ptr %23, align 4, !dbg !29
  br label %42, !dbg !29

42:                                               ; preds = %41, %9
  %43 = zext i1 %40 to i8, !dbg !29
  store i8 %43, ptr %25, align 1, !dbg !29
  %44 = load i8, ptr %25, align 1, !dbg !29
  %45 = trunc i8 %44 to i1, !dbg !29
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 1) #7, !dbg !30
  %46 = load i32, ptr %20, align 4, !dbg !31
  store i32 %46, ptr %26, align 4, !dbg !32
  %47 = addrspacecast ptr %26 to ptr addrspace(4), !dbg !33
  call spir_func void @add_generic(ptr addrspace(4) noundef %47, i32 noundef 2) #7, !dbg !34
  %48 = load ptr addrspace(1), ptr %11, align 8, !dbg !35
  %49 = load i32, ptr %19, align 4, !dbg !36
  %50 = sext i32 %49 to i64, !dbg !35
  %51 = getelementptr inbounds i32, ptr addrspace(1) %48, i64 %50, !dbg !35
  %52 = addrspacecast ptr addrspace(1) %51 to ptr addrspace(4), !dbg !37
  call spir_func void @add_generic(ptr addrspace(4) noundef %52, i32 noundef 3) #7, !dbg !38
  %53 = load ptr addrspace(1), ptr %12, align 8, !dbg !39
  %54 = load i32, ptr %19, align 4, !dbg !40
  %55 = sext i32 %54 to i64, !dbg !39
  %56 = getelementptr inbounds half, ptr addrspace(1) %53, i64 %55, !dbg !39
  %57 = load half, ptr addrspace(1) %56, align 2, !dbg !39
  %58 = call half @llvm.fmuladd.f16(half %57, half 0xH3E00, half 0xH2E66), !dbg !41
  store half %58, ptr %27, align 2, !dbg !42
  %59 = load half, ptr %27, align 2, !dbg !43
  %60 = load ptr addrspace(1), ptr %12, align 8, !dbg !44
  %61 = load i32, ptr %19, align 4, !dbg !45
  %62 = sext i32 %61 to i64, !dbg !44
  %63 = getelementptr inbounds half, ptr addrspace(1) %60, i64 %62, !dbg !44
  store half %59, ptr addrspace(1) %63, align 2, !dbg !46
  %64 = load ptr addrspace(1), ptr %13, align 8, !dbg !47
  %65 = load i32, ptr %19, align 4, !dbg !48
  %66 = sext i32 %65 to i64, !dbg !47
  %67 = getelementptr inbounds double, ptr addrspace(1) %64, i64 %66, !dbg !47
  %68 = load double, ptr addrspace(1) %67, align 8, !dbg !47
  %69 = call double @llvm.fmuladd.f64(double %68, double 1.000000e-01, double 1.000000e-310), !dbg !49
  %70 = load ptr addrspace(1), ptr %13, align 8, !dbg !50
  %71 = load i32, ptr %19, align 4, !dbg !51
  %72 = sext i32 %71 to i64, !dbg !50
  %73 = getelementptr inbounds double, ptr addrspace(1) %70, i64 %72, !dbg !50
  store double %69, ptr addrspace(1) %73, align 8, !dbg !52
  %74 = load i32, ptr %26, align 4, !dbg !53
  %75 = load i32, ptr addrspace(1) @counter, align 4, !dbg !54
  %76 = add nsw i32 %74, %75, !dbg !55
  %77 = load ptr addrspace(3), ptr %14, align 8, !dbg !56
  %78 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !57
  %79 = getelementptr inbounds i32, ptr addrspace(3) %77, i64 %78, !dbg !56
  store i32 %76, ptr addrspace(3) %79, align 4, !dbg !58
  %80 = load i32, ptr addrspace(1) @counter, align 4, !dbg !59
  %81 = add nsw i32 %80, 1, !dbg !59
  store i32 %81, ptr addrspace(1) @counter, align 4, !dbg !59
  %82 = load ptr addrspace(1), ptr %15, align 8, !dbg !60
  %83 = load i32, ptr %19, align 4, !dbg !61
  %84 = sext i32 %83 to i64, !dbg !60
  %85 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %82, i64 %84, !dbg !60
  %86 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %85, i32 0, i32 1, !dbg !62
  %87 = getelementptr inbounds [3 x i8], ptr addrspace(1) %86, i64 0, i64 1, !dbg !60
  %88 = load i8, ptr addrspace(1) %87, align 1, !dbg !60
  %89 = sext i8 %88 to i32, !dbg !60
  %90 = add nsw i32 %89, 7, !dbg !63
  %91 = load ptr addrspace(1), ptr %15, align 8, !dbg !64
  %92 = load i32, ptr %19, align 4, !dbg !65
  %93 = sext i32 %92 to i64, !dbg !64
  %94 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %91, i64 %93, !dbg !64
  %95 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %94, i32 0, i32 0, !dbg !66
  store i32 %90, ptr addrspace(1) %95, align 1, !dbg !67
  %96 = load target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), ptr %16, align 8, !dbg !68
  %97 = load target("spirv.Sampler"), ptr %17, align 8, !dbg !69
  %98 = load i32, ptr %19, align 4, !dbg !70
  %99 = insertelement <2 x i32> poison, i32 %98, i32 0, !dbg !71
  %100 = insertelement <2 x i32> %99, i32 0, i32 1, !dbg !71
  store <2 x i32> %100, ptr %28, align 8, !dbg !72
  %101 = load <2 x i32>, ptr %28, align 8, !dbg !72
  %102 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %96, target("spirv.Sampler") %97, <2 x i32> noundef %101) #8, !dbg !73
  %103 = load ptr addrspace(1), ptr %18, align 8, !dbg !74
  %104 = load i32, ptr %19, align 4, !dbg !75
  %105 = sext i32 %104 to i64, !dbg !74
  %106 = getelementptr inbounds <4 x float>, ptr addrspace(1) %103, i64 %105, !dbg !74
  store <4 x float> %102, ptr addrspace(1) %106, align 16, !dbg !76
  %107 = load i32, ptr %19, align 4, !dbg !77
  %108 = icmp eq i32 %107, 0, !dbg !78
  br i1 %108, label %109, label %117, !dbg !77

109:                                              ; preds = %42
  %110 = load i32, ptr %20, align 4, !dbg !79
  %111 = load ptr addrspace(1), ptr %13, align 8, !dbg !80
  %112 = getelementptr inbounds double, ptr addrspace(1) %111, i64 0, !dbg !80
  %113 = load double, ptr addrspace(1) %112, align 8, !dbg !80
  %114 = fptrunc double %113 to float, !dbg !81
  %115 = fpext float %114 to double, !dbg !81
  %116 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @msg, i32 noundef %110, double noundef %115) #7, !dbg !82
  br label %117, !dbg !82

117:                                              ; preds = %109, %42
  %118 = load i32, ptr %26, align 4, !dbg !83
  %119 = load ptr addrspace(3), ptr %14, align 8, !dbg !84
  %120 = getelementptr inbounds i32, ptr addrspace(3) %119, i64 0, !dbg !84
  %121 = load i32, ptr addrspace(3) %120, align 4, !dbg !84
  %122 = add nsw i32 %118, %121, !dbg !85
  %123 = load ptr addrspace(1), ptr %11, align 8, !dbg !86
  %124 = load i32, ptr %19, align 4, !dbg !87
  %125 = sext i32 %124 to i64, !dbg !86
  %126 = getelementptr inbounds i32, ptr addrspace(1) %123, i64 %125, !dbg !86
  %127 = load i32, ptr addrspace(1) %126, align 4, !dbg !88
  %128 = add nsw i32 %127, %122, !dbg !88
  store i32 %128, ptr addrspace(1) %126, align 4, !dbg !88
  ret void, !dbg !89
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32> noundef) #5

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @printf(ptr addrspace(2) noundef, ...) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }
attributes #7 = { convergent nobuiltin nounwind "no-builtins" }
attributes #8 = { convergent nobuiltin nounwind willreturn memory(read) "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cl20.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "2ce192c76d0ca40430f25dd5fa8682db")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "add_generic", scope: !1, file: !1, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 9, column: 41, scope: !8)
!12 = !DILocation(line: 9, column: 36, scope: !8)
!13 = !DILocation(line: 9, column: 38, scope: !8)
!14 = !DILocation(line: 9, column: 44, scope: !8)
!15 = distinct !DISubprogram(name: "k2", scope: !1, file: !1, line: 10, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
