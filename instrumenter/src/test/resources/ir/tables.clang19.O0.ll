; ModuleID = 'tables.cl'
source_filename = "tables.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@table = dso_local addrspace(2) constant [8 x i32] [i32 1, i32 1, i32 2, i32 6, i32 24, i32 120, i32 720, i32 5040], align 4
@weights = dso_local addrspace(2) constant [3 x float] [float 2.500000e-01, float 5.000000e-01, float -1.500000e+00], align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @lookup(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !16
  %9 = trunc i64 %8 to i32, !dbg !16
  store i32 %9, ptr %5, align 4, !dbg !17
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !18
  %11 = load i32, ptr %5, align 4, !dbg !19
  %12 = sext i32 %11 to i64, !dbg !18
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12, !dbg !18
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !18
  store i32 %14, ptr %6, align 4, !dbg !20
  %15 = load i32, ptr %6, align 4, !dbg !21
  %16 = and i32 %15, 7, !dbg !22
  switch i32 %16, label %33 [
    i32 0, label %17
    i32 1, label %24
    i32 2, label %27
    i32 5, label %30
  ], !dbg !23

17:                                               ; preds = %2
  %18 = load i32, ptr %6, align 4, !dbg !24
  %19 = and i32 %18, 7, !dbg !25
  %20 = sext i32 %19 to i64, !dbg !26
  %21 = getelementptr inbounds [8 x i32], ptr addrspace(2) @table, i64 0, i64 %20, !dbg !26
  %22 = load i32, ptr addrspace(2) %21, align 4, !dbg !26
  %23 = add nsw i32 %22, 3, !dbg !27
  store i32 %23, ptr %7, align 4, !dbg !28
  br label %40, !dbg !29

24:                                               ; preds = %2
  %25 = load i32, ptr addrspace(2) getelementptr inbounds ([8 x i32], ptr addrspace(2) @table, i64 0, i64 2), align 4, !dbg !30
  %26 = mul nsw i32 %25, 7, !dbg !31
  store i32 %26, ptr %7, align 4, !dbg !32
  br label %40, !dbg !33

27:                                               ; preds = %2
  %28 = load i32, ptr %6, align 4, !dbg !34
  %29 = sub nsw i32 %28, 11, !dbg !35
  store i32 %29, ptr %7, align 4, !dbg !36
  br label %40, !dbg !37

30:                                               ; preds = %2
  %31 = load i32, ptr %6, align 4, !dbg !38
  %32 = xor i32 %31, 85, !dbg !39
  store i32 %32, ptr %7, align 4, !dbg !40
  br label %40, !dbg !41

33:                                               ; preds = %2
  %34 = load i32, ptr %6, align 4, !dbg !42
  %35 = ashr i32 %34, 3, !dbg !43
  %36 = and i32 %35, 7, !dbg !44
  %37 = sext i32 %36 to i64, !dbg !45
  %38 = getelementptr inbounds [8 x i32], ptr addrspace(2) @table, i64 0, i64 %37, !dbg !45
  %39 = load i32, ptr addrspace(2) %38, align 4, !dbg !45
  store i32 %39, ptr %7, align 4, !dbg !46
  br label %40, !dbg !47

40:                                               ; preds = %33, %30, %27, %24, %17
  %41 = load i32, ptr %7, align 4, !dbg !48
  %42 = load i32, ptr %5, align 4, !dbg !49
  %43 = srem i32 %42, 3, !dbg !50
  %44 = sext i32 %43 to i64, !dbg !51
  %45 = getelementptr inbounds [3 x float], ptr addrspace(2) @weights, i64 0, i64 %44, !dbg !51
  %46 = load float, ptr addrspace(2) %45, align 4, !dbg !51
  %47 = fmul float %46, 4.000000e+00, !dbg !52
  %48 = fptosi float %47 to i32, !dbg !53
  %49 = add nsw i32 %41, %48, !dbg !54
  %50 = load ptr addrspace(1), ptr %4, align 8, !dbg !55
  %51 = load i32, ptr %5, align 4, !dbg !56
  %52 = sext i32 %51 to i64, !dbg !55
  %53 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 %52, !dbg !55
  store i32 %49, ptr addrspace(1) %53, align 4, !dbg !57
  ret void, !dbg !58
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nobuiltin nounwind willreturn memory(none) "no-builtins" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tables.cl", directory: "/work/wt/parser/instrumenter/src/test/resources/ir", checksumkind: CSK_MD5, checksum: "a38cdd994346ce2239e0584592b52a81")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "lookup", scope: !1, file: !1, line: 5, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !{!"in", !"out"}
!16 = !DILocation(line: 7, column: 13, scope: !8)
!17 = !DILocation(line: 7, column: 9, scope: !8)
!18 = !DILocation(line: 8, column: 13, scope: !8)
!19 = !DILocation(line: 8, column: 16, scope: !8)
!20 = !DILocation(line: 8, column: 9, scope: !8)
!21 = !DILocation(line: 10, column: 13, scope: !8)
!22 = !DILocation(line: 10, column: 15, scope: !8)
!23 = !DILocation(line: 10, column: 5, scope: !8)
!24 = !DILocation(line: 11, column: 23, scope: !8)
!25 = !DILocation(line: 11, column: 25, scope: !8)
!26 = !DILocation(line: 11, column: 17, scope: !8)
!27 = !DILocation(line: 11, column: 30, scope: !8)
!28 = !DILocation(line: 11, column: 15, scope: !8)
!29 = !DILocation(line: 11, column: 35, scope: !8)
!30 = !DILocation(line: 12, column: 17, scope: !8)
!31 = !DILocation(line: 12, column: 26, scope: !8)
!32 = !DILocation(line: 12, column: 15, scope: !8)
!33 = !DILocation(line: 12, column: 31, scope: !8)
!34 = !DILocation(line: 13, column: 17, scope: !8)
!35 = !DILocation(line: 13, column: 19, scope: !8)
!36 = !DILocation(line: 13, column: 15, scope: !8)
!37 = !DILocation(line: 13, column: 25, scope: !8)
!38 = !DILocation(line: 14, column: 17, scope: !8)
!39 = !DILocation(line: 14, column: 19, scope: !8)
!40 = !DILocation(line: 14, column: 15, scope: !8)
!41 = !DILocation(line: 14, column: 27, scope: !8)
!42 = !DILocation(line: 15, column: 25, scope: !8)
!43 = !DILocation(line: 15, column: 27, scope: !8)
!44 = !DILocation(line: 15, column: 33, scope: !8)
!45 = !DILocation(line: 15, column: 18, scope: !8)
!46 = !DILocation(line: 15, column: 16, scope: !8)
!47 = !DILocation(line: 16, column: 5, scope: !8)
!48 = !DILocation(line: 17, column: 14, scope: !8)
!49 = !DILocation(line: 17, column: 33, scope: !8)
!50 = !DILocation(line: 17, column: 35, scope: !8)
!51 = !DILocation(line: 17, column: 25, scope: !8)
!52 = !DILocation(line: 17, column: 40, scope: !8)
!53 = !DILocation(line: 17, column: 18, scope: !8)
!54 = !DILocation(line: 17, column: 16, scope: !8)
!55 = !DILocation(line: 17, column: 5, scope: !8)
!56 = !DILocation(line: 17, column: 9, scope: !8)
!57 = !DILocation(line: 17, column: 12, scope: !8)
!58 = !DILocation(line: 18, column: 1, scope: !8)
