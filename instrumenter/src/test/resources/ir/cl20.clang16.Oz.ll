; ModuleID = 'cl20.cl'
source_filename = "cl20.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%struct.packed_t = type <{ i32, [3 x i8] }>

@msg = dso_local addrspace(2) constant [13 x i8] c"value %d %f\0A\00", align 1
@counter = dso_local local_unnamed_addr addrspace(1) global i32 5, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @add_generic(ptr addrspace(4) nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !8 {
  %3 = load i32, ptr addrspace(4) %0, align 4, !dbg !11
  %4 = add nsw i32 %3, %1, !dbg !11
  store i32 %4, ptr addrspace(4) %0, align 4, !dbg !11
  ret void, !dbg !12
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @k2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 2 %2, ptr addrspace(1) nocapture noundef align 8 %3, ptr addrspace(3) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef align 1 %5, ptr addrspace(1) %6, ptr addrspace(2) %7, ptr addrspace(1) nocapture noundef writeonly align 16 %8) local_unnamed_addr #1 !dbg !13 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !20
  %13 = trunc i64 %12 to i32, !dbg !20
  %14 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4), !dbg !21
  %15 = tail call i32 @__opencl_atomic_fetch_add_4(ptr addrspace(4) noundef %14, i32 noundef 1, i32 noundef 0, i32 noundef 1) #8, !dbg !21
  store i32 0, ptr %10, align 4, !dbg !22
  %16 = addrspacecast ptr %10 to ptr addrspace(4), !dbg !23
  %17 = call zeroext i1 @__opencl_atomic_compare_exchange_4(ptr addrspace(4) noundef %14, ptr addrspace(4) noundef %16, i32 noundef 3, i32 noundef 5, i32 noundef 2, i32 noundef 2) #8, !dbg !23
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 1) #9, !dbg !24
  store i32 %15, ptr %11, align 4, !dbg !25
  %18 = addrspacecast ptr %11 to ptr addrspace(4), !dbg !26
  call spir_func void @add_generic(ptr addrspace(4) noundef %18, i32 noundef 2) #8, !dbg !27
  %19 = sext i32 %13 to i64, !dbg !28
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19, !dbg !28
  %21 = addrspacecast ptr addrspace(1) %20 to ptr addrspace(4), !dbg !29
  call spir_func void @add_generic(ptr addrspace(4) noundef %21, i32 noundef 3) #8, !dbg !30
  %22 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %19, !dbg !31
  %23 = load half, ptr addrspace(1) %22, align 2, !dbg !31
  %24 = call half @llvm.fmuladd.f16(half %23, half 0xH3E00, half 0xH2E66), !dbg !32
  store half %24, ptr addrspace(1) %22, align 2, !dbg !33
  %25 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %19, !dbg !34
  %26 = load double, ptr addrspace(1) %25, align 8, !dbg !34
  %27 = call double @llvm.fmuladd.f64(double %26, double 1.000000e-01, double 1.000000e-310), !dbg !35
  store double %27, ptr addrspace(1) %25, align 8, !dbg !36
  %28 = load i32, ptr %11, align 4, !dbg !37
  %29 = load i32, ptr addrspace(1) @counter, align 4, !dbg !38
  %30 = add nsw i32 %29, %28, !dbg !39
  %31 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7, !dbg !40
  %32 = getelementptr inbounds i32, ptr addrspace(3) %4, i64 %31, !dbg !41
  store i32 %30, ptr addrspace(3) %32, align 4, !dbg !42
  %33 = load i32, ptr addrspace(1) @counter, align 4, !dbg !43
  %34 = add nsw i32 %33, 1, !dbg !43
  store i32 %34, ptr addrspace(1) @counter, align 4, !dbg !43
  %35 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %5, i64 %19, !dbg !44
  %36 = getelementptr inbounds %struct.packed_t, ptr addrspace(1) %5, i64 %19, i32 1, i64 1, !dbg !44
  %37 = load i8, ptr addrspace(1) %36, align 1, !dbg !44
  %38 = sext i8 %37 to i32, !dbg !44
  %39 = add nsw i32 %38, 7, !dbg !45
  store i32 %39, ptr addrspace(1) %35, align 1, !dbg !46
  %40 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %13, i64 0, !dbg !47
  %41 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %6, ptr addrspace(2) %7, <2 x i32> noundef %40) #10, !dbg !48
  %42 = getelementptr inbounds <4 x float>, ptr addrspace(1) %8, i64 %19, !dbg !49
  store <4 x float> %41, ptr addrspace(1) %42, align 16, !dbg !50
  %43 = icmp eq i32 %13, 0, !dbg !51
  br i1 %43, label %44, label %49, !dbg !52

44:                                               ; preds = %9
  %45 = load double, ptr addrspace(1) %3, align 8, !dbg !53
  %46 = fptrunc double %45 to float, !dbg !54
  %47 = fpext float %46 to double, !dbg !54
  %48 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @msg, i32 noundef %15, double noundef %47) #9, !dbg !55
  br label %49, !dbg !55

49:                                               ; preds = %44, %9
  %50 = load i32, ptr addrspace(3) %4, align 4, !dbg !56
  %51 = add nsw i32 %50, %28, !dbg !57
  %52 = load i32, ptr addrspace(1) %20, align 4, !dbg !58
  %53 = add nsw i32 %51, %52, !dbg !58
  store i32 %53, ptr addrspace(1) %20, align 4, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn
declare dso_local spir_func i32 @__opencl_atomic_fetch_add_4(ptr addrspace(4), i32, i32, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn
declare dso_local spir_func i1 @__opencl_atomic_compare_exchange_4(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1), ptr addrspace(2), <2 x i32> noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @printf(ptr addrspace(2) noundef, ...) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nounwind willreturn }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }
attributes #8 = { nobuiltin nounwind "no-builtins" }
attributes #9 = { convergent nobuiltin nounwind "no-builtins" }
attributes #10 = { convergent nobuiltin nounwind willreturn memory(read) "no-builtins" }

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
!11 = !DILocation(line: 9, column: 38, scope: !8)
!12 = !DILocation(line: 9, column: 44, scope: !8)
!13 = distinct !DISubprogram(name: "k2", scope: !1, file: !1, line: 10, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
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
!46 = !DILocation(line: 25, column: 13, scope: !13)
!47 = !DILocation(line: 26, column: 41, scope: !13)
!48 = !DILocation(line: 26, column: 13, scope: !13)
!49 = !DILocation(line: 26, column: 5, scope: !13)
!50 = !DILocation(line: 26, column: 11, scope: !13)
!51 = !DILocation(line: 27, column: 11, scope: !13)
!52 = !DILocation(line: 27, column: 9, scope: !13)
!53 = !DILocation(line: 27, column: 41, scope: !13)
!54 = !DILocation(line: 27, column: 34, scope: !13)
!55 = !DILocation(line: 27, column: 17, scope: !13)
!56 = !DILocation(line: 28, column: 22, scope: !13)
!57 = !DILocation(line: 28, column: 20, scope: !13)
!58 = !DILocation(line: 28, column: 12, scope: !13)
!59 = !DILocation(line: 29, column: 1, scope: !13)
