; ModuleID = 'testdata/c/setjmp.c'
source_filename = "testdata/c/setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@outer = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@inner = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !38
@depth_reached = internal global i32 0, align 4, !dbg !41
@main.sig = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !7 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !51, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i8* %3, metadata !54, metadata !DIExpression()), !dbg !55
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !56
  call void @klee_make_symbolic(i8* noundef %3, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !57
  call void @llvm.dbg.declare(metadata i32* %4, metadata !58, metadata !DIExpression()), !dbg !60
  store volatile i32 0, i32* %4, align 4, !dbg !60
  %9 = load i8, i8* %2, align 1, !dbg !61
  %10 = zext i8 %9 to i32, !dbg !61
  %11 = icmp slt i32 %10, 100, !dbg !63
  br i1 %11, label %12, label %66, !dbg !64

12:                                               ; preds = %0
  call void @llvm.dbg.declare(metadata i32* %5, metadata !65, metadata !DIExpression()), !dbg !67
  %13 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @outer, i64 0, i64 0)) #5, !dbg !68
  store i32 %13, i32* %5, align 4, !dbg !67
  %14 = load i32, i32* %5, align 4, !dbg !69
  %15 = icmp ne i32 %14, 0, !dbg !71
  br i1 %15, label %16, label %28, !dbg !72

16:                                               ; preds = %12
  %17 = load i8, i8* %3, align 1, !dbg !73
  %18 = zext i8 %17 to i32, !dbg !73
  %19 = icmp eq i32 %18, 255, !dbg !76
  br i1 %19, label %20, label %27, !dbg !77

20:                                               ; preds = %16
  %21 = load volatile i32, i32* %4, align 4, !dbg !78
  %22 = add nsw i32 30, %21, !dbg !79
  %23 = load i32, i32* %5, align 4, !dbg !80
  %24 = icmp ne i32 %23, 3, !dbg !81
  %25 = zext i1 %24 to i32, !dbg !81
  %26 = add nsw i32 %22, %25, !dbg !82
  store i32 %26, i32* %1, align 4, !dbg !83
  br label %92, !dbg !83

27:                                               ; preds = %16
  store i32 33, i32* %1, align 4, !dbg !84
  br label %92, !dbg !84

28:                                               ; preds = %12
  %29 = load volatile i32, i32* %4, align 4, !dbg !85
  %30 = add nsw i32 %29, 1, !dbg !85
  store volatile i32 %30, i32* %4, align 4, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %6, metadata !86, metadata !DIExpression()), !dbg !87
  %31 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @inner, i64 0, i64 0)) #5, !dbg !88
  store i32 %31, i32* %6, align 4, !dbg !87
  %32 = load i32, i32* %6, align 4, !dbg !89
  %33 = icmp eq i32 %32, 0, !dbg !91
  br i1 %33, label %34, label %39, !dbg !92

34:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !93, metadata !DIExpression()), !dbg !95
  %35 = load i8, i8* %3, align 1, !dbg !96
  %36 = call i32 @parse(i8 noundef zeroext %35, i32 noundef 0), !dbg !97
  store i32 %36, i32* %7, align 4, !dbg !95
  %37 = load i32, i32* %7, align 4, !dbg !98
  %38 = add nsw i32 10, %37, !dbg !99
  store i32 %38, i32* %1, align 4, !dbg !100
  br label %92, !dbg !100

39:                                               ; preds = %28
  %40 = load i32, i32* %6, align 4, !dbg !101
  %41 = icmp eq i32 %40, 2, !dbg !103
  br i1 %41, label %42, label %48, !dbg !104

42:                                               ; preds = %39
  %43 = load i8, i8* %2, align 1, !dbg !105
  %44 = zext i8 %43 to i32, !dbg !105
  %45 = icmp slt i32 %44, 50, !dbg !106
  br i1 %45, label %46, label %48, !dbg !107

46:                                               ; preds = %42
  %47 = load i32, i32* %6, align 4, !dbg !108
  call void @rethrow(i32 noundef %47), !dbg !109
  br label %48, !dbg !109

48:                                               ; preds = %46, %42, %39
  %49 = load i32, i32* %6, align 4, !dbg !110
  %50 = icmp eq i32 %49, 1, !dbg !112
  br i1 %50, label %51, label %56, !dbg !113

51:                                               ; preds = %48
  %52 = load i32, i32* @depth_reached, align 4, !dbg !114
  %53 = icmp eq i32 %52, 3, !dbg !115
  %54 = zext i1 %53 to i32, !dbg !115
  %55 = add nsw i32 11, %54, !dbg !116
  store i32 %55, i32* %1, align 4, !dbg !117
  br label %92, !dbg !117

56:                                               ; preds = %48
  %57 = load i8, i8* %2, align 1, !dbg !118
  %58 = zext i8 %57 to i32, !dbg !118
  %59 = and i32 %58, 1, !dbg !119
  %60 = add nsw i32 20, %59, !dbg !120
  %61 = load i8, i8* %3, align 1, !dbg !121
  %62 = zext i8 %61 to i32, !dbg !121
  %63 = icmp eq i32 %62, 255, !dbg !122
  %64 = zext i1 %63 to i32, !dbg !122
  %65 = add nsw i32 %60, %64, !dbg !123
  store i32 %65, i32* %1, align 4, !dbg !124
  br label %92, !dbg !124

66:                                               ; preds = %0
  call void @llvm.dbg.declare(metadata i32* %8, metadata !125, metadata !DIExpression()), !dbg !126
  %67 = call i32 @__sigsetjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @main.sig, i64 0, i64 0), i32 noundef 1) #5, !dbg !127
  store i32 %67, i32* %8, align 4, !dbg !126
  %68 = load i32, i32* %8, align 4, !dbg !128
  %69 = icmp eq i32 %68, 0, !dbg !130
  br i1 %69, label %70, label %78, !dbg !131

70:                                               ; preds = %66
  %71 = load i8, i8* %3, align 1, !dbg !132
  %72 = zext i8 %71 to i32, !dbg !132
  %73 = icmp sgt i32 %72, 10, !dbg !135
  br i1 %73, label %74, label %77, !dbg !136

74:                                               ; preds = %70
  %75 = load i8, i8* %3, align 1, !dbg !137
  %76 = zext i8 %75 to i32, !dbg !137
  call void @siglongjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @main.sig, i64 0, i64 0), i32 noundef %76) #6, !dbg !138
  unreachable, !dbg !138

77:                                               ; preds = %70
  store i32 40, i32* %1, align 4, !dbg !139
  br label %92, !dbg !139

78:                                               ; preds = %66
  %79 = load i32, i32* %8, align 4, !dbg !140
  %80 = load i8, i8* %3, align 1, !dbg !141
  %81 = zext i8 %80 to i32, !dbg !141
  %82 = icmp eq i32 %79, %81, !dbg !142
  br i1 %82, label %83, label %89, !dbg !140

83:                                               ; preds = %78
  %84 = load i8, i8* %2, align 1, !dbg !143
  %85 = zext i8 %84 to i32, !dbg !143
  %86 = icmp sgt i32 %85, 200, !dbg !144
  %87 = zext i1 %86 to i32, !dbg !144
  %88 = add nsw i32 41, %87, !dbg !145
  br label %90, !dbg !140

89:                                               ; preds = %78
  br label %90, !dbg !140

90:                                               ; preds = %89, %83
  %91 = phi i32 [ %88, %83 ], [ 99, %89 ], !dbg !140
  store i32 %91, i32* %1, align 4, !dbg !146
  br label %92, !dbg !146

92:                                               ; preds = %90, %77, %56, %51, %34, %27, %20
  %93 = load i32, i32* %1, align 4, !dbg !147
  ret i32 %93, !dbg !147
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @parse(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !148 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !151, metadata !DIExpression()), !dbg !152
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !153, metadata !DIExpression()), !dbg !154
  %6 = load i32, i32* %5, align 4, !dbg !155
  store i32 %6, i32* @depth_reached, align 4, !dbg !156
  %7 = load i32, i32* %5, align 4, !dbg !157
  %8 = icmp slt i32 %7, 3, !dbg !159
  br i1 %8, label %9, label %15, !dbg !160

9:                                                ; preds = %2
  %10 = load i8, i8* %4, align 1, !dbg !161
  %11 = load i32, i32* %5, align 4, !dbg !162
  %12 = add nsw i32 %11, 1, !dbg !163
  %13 = call i32 @parse(i8 noundef zeroext %10, i32 noundef %12), !dbg !164
  %14 = add nsw i32 %13, 1, !dbg !165
  store i32 %14, i32* %3, align 4, !dbg !166
  br label %29, !dbg !166

15:                                               ; preds = %2
  %16 = load i8, i8* %4, align 1, !dbg !167
  %17 = zext i8 %16 to i32, !dbg !167
  %18 = icmp sgt i32 %17, 200, !dbg !169
  br i1 %18, label %19, label %20, !dbg !170

19:                                               ; preds = %15
  call void @fail(i32 noundef 2), !dbg !171
  br label %20, !dbg !171

20:                                               ; preds = %19, %15
  %21 = load i8, i8* %4, align 1, !dbg !172
  %22 = zext i8 %21 to i32, !dbg !172
  %23 = icmp eq i32 %22, 7, !dbg !174
  br i1 %23, label %24, label %25, !dbg !175

24:                                               ; preds = %20
  call void @fail(i32 noundef 0), !dbg !176
  br label %25, !dbg !176

25:                                               ; preds = %24, %20
  %26 = load i8, i8* %4, align 1, !dbg !177
  %27 = zext i8 %26 to i32, !dbg !177
  %28 = and i32 %27, 1, !dbg !178
  store i32 %28, i32* %3, align 4, !dbg !179
  br label %29, !dbg !179

29:                                               ; preds = %25, %9
  %30 = load i32, i32* %3, align 4, !dbg !180
  ret i32 %30, !dbg !180
}

; Function Attrs: noinline nounwind uwtable
define internal void @rethrow(i32 noundef %0) #0 !dbg !181 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !184, metadata !DIExpression()), !dbg !185
  %3 = load i32, i32* %2, align 4, !dbg !186
  %4 = add nsw i32 %3, 1, !dbg !187
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @outer, i64 0, i64 0), i32 noundef %4) #6, !dbg !188
  unreachable, !dbg !188
}

; Function Attrs: nounwind returns_twice
declare i32 @__sigsetjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #3

; Function Attrs: noreturn nounwind
declare void @siglongjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #4

; Function Attrs: noinline nounwind uwtable
define internal void @fail(i32 noundef %0) #0 !dbg !189 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !190, metadata !DIExpression()), !dbg !191
  %3 = load i32, i32* %2, align 4, !dbg !192
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @inner, i64 0, i64 0), i32 noundef %3) #6, !dbg !193
  unreachable, !dbg !193
}

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind returns_twice }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "outer", scope: !2, file: !3, line: 11, type: !40, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/setjmp.c", directory: ".", checksumkind: CSK_MD5, checksum: "32890732c32a4fd6b1e002160357b658")
!4 = !{!5, !0, !38, !41}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sig", scope: !7, file: !3, line: 54, type: !12, isLocal: true, isDefinition: true)
!7 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !8, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !11)
!8 = !DISubroutineType(types: !9)
!9 = !{!10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{}
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "sigjmp_buf", file: !13, line: 70, baseType: !14)
!13 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 1600, elements: !36)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !16, line: 26, size: 1600, elements: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!17 = !{!18, !25, !26}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !15, file: !16, line: 32, baseType: !19, size: 512)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !20, line: 31, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 512, elements: !23)
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !{!24}
!24 = !DISubrange(count: 8)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !15, file: !16, line: 33, baseType: !10, size: 32, offset: 512)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !15, file: !16, line: 34, baseType: !27, size: 1024, offset: 576)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !28, line: 8, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !28, line: 5, size: 1024, elements: !30)
!30 = !{!31}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !29, file: !28, line: 7, baseType: !32, size: 1024)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 1024, elements: !34)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !{!35}
!35 = !DISubrange(count: 16)
!36 = !{!37}
!37 = !DISubrange(count: 1)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "inner", scope: !2, file: !3, line: 11, type: !40, isLocal: true, isDefinition: true)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !13, line: 32, baseType: !14)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "depth_reached", scope: !2, file: !3, line: 12, type: !10, isLocal: true, isDefinition: true)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 1}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 14.0.6"}
!51 = !DILocalVariable(name: "a", scope: !7, file: !3, line: 30, type: !52)
!52 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!53 = !DILocation(line: 30, column: 17, scope: !7)
!54 = !DILocalVariable(name: "b", scope: !7, file: !3, line: 30, type: !52)
!55 = !DILocation(line: 30, column: 20, scope: !7)
!56 = !DILocation(line: 31, column: 3, scope: !7)
!57 = !DILocation(line: 32, column: 3, scope: !7)
!58 = !DILocalVariable(name: "tries", scope: !7, file: !3, line: 33, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!60 = !DILocation(line: 33, column: 16, scope: !7)
!61 = !DILocation(line: 34, column: 7, scope: !62)
!62 = distinct !DILexicalBlock(scope: !7, file: !3, line: 34, column: 7)
!63 = !DILocation(line: 34, column: 9, scope: !62)
!64 = !DILocation(line: 34, column: 7, scope: !7)
!65 = !DILocalVariable(name: "r", scope: !66, file: !3, line: 35, type: !10)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 34, column: 16)
!67 = !DILocation(line: 35, column: 9, scope: !66)
!68 = !DILocation(line: 35, column: 13, scope: !66)
!69 = !DILocation(line: 36, column: 9, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 36, column: 9)
!71 = !DILocation(line: 36, column: 11, scope: !70)
!72 = !DILocation(line: 36, column: 9, scope: !66)
!73 = !DILocation(line: 38, column: 11, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 38, column: 11)
!75 = distinct !DILexicalBlock(scope: !70, file: !3, line: 36, column: 17)
!76 = !DILocation(line: 38, column: 13, scope: !74)
!77 = !DILocation(line: 38, column: 11, scope: !75)
!78 = !DILocation(line: 39, column: 21, scope: !74)
!79 = !DILocation(line: 39, column: 19, scope: !74)
!80 = !DILocation(line: 39, column: 30, scope: !74)
!81 = !DILocation(line: 39, column: 32, scope: !74)
!82 = !DILocation(line: 39, column: 27, scope: !74)
!83 = !DILocation(line: 39, column: 9, scope: !74)
!84 = !DILocation(line: 40, column: 7, scope: !75)
!85 = !DILocation(line: 42, column: 10, scope: !66)
!86 = !DILocalVariable(name: "q", scope: !66, file: !3, line: 43, type: !10)
!87 = !DILocation(line: 43, column: 9, scope: !66)
!88 = !DILocation(line: 43, column: 13, scope: !66)
!89 = !DILocation(line: 44, column: 9, scope: !90)
!90 = distinct !DILexicalBlock(scope: !66, file: !3, line: 44, column: 9)
!91 = !DILocation(line: 44, column: 11, scope: !90)
!92 = !DILocation(line: 44, column: 9, scope: !66)
!93 = !DILocalVariable(name: "v", scope: !94, file: !3, line: 45, type: !10)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 44, column: 17)
!95 = !DILocation(line: 45, column: 11, scope: !94)
!96 = !DILocation(line: 45, column: 21, scope: !94)
!97 = !DILocation(line: 45, column: 15, scope: !94)
!98 = !DILocation(line: 46, column: 19, scope: !94)
!99 = !DILocation(line: 46, column: 17, scope: !94)
!100 = !DILocation(line: 46, column: 7, scope: !94)
!101 = !DILocation(line: 48, column: 9, scope: !102)
!102 = distinct !DILexicalBlock(scope: !66, file: !3, line: 48, column: 9)
!103 = !DILocation(line: 48, column: 11, scope: !102)
!104 = !DILocation(line: 48, column: 16, scope: !102)
!105 = !DILocation(line: 48, column: 19, scope: !102)
!106 = !DILocation(line: 48, column: 21, scope: !102)
!107 = !DILocation(line: 48, column: 9, scope: !66)
!108 = !DILocation(line: 49, column: 15, scope: !102)
!109 = !DILocation(line: 49, column: 7, scope: !102)
!110 = !DILocation(line: 50, column: 9, scope: !111)
!111 = distinct !DILexicalBlock(scope: !66, file: !3, line: 50, column: 9)
!112 = !DILocation(line: 50, column: 11, scope: !111)
!113 = !DILocation(line: 50, column: 9, scope: !66)
!114 = !DILocation(line: 51, column: 20, scope: !111)
!115 = !DILocation(line: 51, column: 34, scope: !111)
!116 = !DILocation(line: 51, column: 17, scope: !111)
!117 = !DILocation(line: 51, column: 7, scope: !111)
!118 = !DILocation(line: 52, column: 18, scope: !66)
!119 = !DILocation(line: 52, column: 20, scope: !66)
!120 = !DILocation(line: 52, column: 15, scope: !66)
!121 = !DILocation(line: 52, column: 28, scope: !66)
!122 = !DILocation(line: 52, column: 30, scope: !66)
!123 = !DILocation(line: 52, column: 25, scope: !66)
!124 = !DILocation(line: 52, column: 5, scope: !66)
!125 = !DILocalVariable(name: "r", scope: !7, file: !3, line: 55, type: !10)
!126 = !DILocation(line: 55, column: 7, scope: !7)
!127 = !DILocation(line: 55, column: 11, scope: !7)
!128 = !DILocation(line: 56, column: 7, scope: !129)
!129 = distinct !DILexicalBlock(scope: !7, file: !3, line: 56, column: 7)
!130 = !DILocation(line: 56, column: 9, scope: !129)
!131 = !DILocation(line: 56, column: 7, scope: !7)
!132 = !DILocation(line: 57, column: 9, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 57, column: 9)
!134 = distinct !DILexicalBlock(scope: !129, file: !3, line: 56, column: 15)
!135 = !DILocation(line: 57, column: 11, scope: !133)
!136 = !DILocation(line: 57, column: 9, scope: !134)
!137 = !DILocation(line: 58, column: 23, scope: !133)
!138 = !DILocation(line: 58, column: 7, scope: !133)
!139 = !DILocation(line: 59, column: 5, scope: !134)
!140 = !DILocation(line: 61, column: 10, scope: !7)
!141 = !DILocation(line: 61, column: 15, scope: !7)
!142 = !DILocation(line: 61, column: 12, scope: !7)
!143 = !DILocation(line: 61, column: 25, scope: !7)
!144 = !DILocation(line: 61, column: 27, scope: !7)
!145 = !DILocation(line: 61, column: 22, scope: !7)
!146 = !DILocation(line: 61, column: 3, scope: !7)
!147 = !DILocation(line: 62, column: 1, scope: !7)
!148 = distinct !DISubprogram(name: "parse", scope: !3, file: !3, line: 16, type: !149, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !11)
!149 = !DISubroutineType(types: !150)
!150 = !{!10, !52, !10}
!151 = !DILocalVariable(name: "c", arg: 1, scope: !148, file: !3, line: 16, type: !52)
!152 = !DILocation(line: 16, column: 58, scope: !148)
!153 = !DILocalVariable(name: "level", arg: 2, scope: !148, file: !3, line: 16, type: !10)
!154 = !DILocation(line: 16, column: 65, scope: !148)
!155 = !DILocation(line: 17, column: 19, scope: !148)
!156 = !DILocation(line: 17, column: 17, scope: !148)
!157 = !DILocation(line: 18, column: 7, scope: !158)
!158 = distinct !DILexicalBlock(scope: !148, file: !3, line: 18, column: 7)
!159 = !DILocation(line: 18, column: 13, scope: !158)
!160 = !DILocation(line: 18, column: 7, scope: !148)
!161 = !DILocation(line: 19, column: 18, scope: !158)
!162 = !DILocation(line: 19, column: 21, scope: !158)
!163 = !DILocation(line: 19, column: 27, scope: !158)
!164 = !DILocation(line: 19, column: 12, scope: !158)
!165 = !DILocation(line: 19, column: 32, scope: !158)
!166 = !DILocation(line: 19, column: 5, scope: !158)
!167 = !DILocation(line: 20, column: 7, scope: !168)
!168 = distinct !DILexicalBlock(scope: !148, file: !3, line: 20, column: 7)
!169 = !DILocation(line: 20, column: 9, scope: !168)
!170 = !DILocation(line: 20, column: 7, scope: !148)
!171 = !DILocation(line: 21, column: 5, scope: !168)
!172 = !DILocation(line: 22, column: 7, scope: !173)
!173 = distinct !DILexicalBlock(scope: !148, file: !3, line: 22, column: 7)
!174 = !DILocation(line: 22, column: 9, scope: !173)
!175 = !DILocation(line: 22, column: 7, scope: !148)
!176 = !DILocation(line: 23, column: 5, scope: !173)
!177 = !DILocation(line: 24, column: 10, scope: !148)
!178 = !DILocation(line: 24, column: 12, scope: !148)
!179 = !DILocation(line: 24, column: 3, scope: !148)
!180 = !DILocation(line: 25, column: 1, scope: !148)
!181 = distinct !DISubprogram(name: "rethrow", scope: !3, file: !3, line: 27, type: !182, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !11)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !10}
!184 = !DILocalVariable(name: "v", arg: 1, scope: !181, file: !3, line: 27, type: !10)
!185 = !DILocation(line: 27, column: 51, scope: !181)
!186 = !DILocation(line: 27, column: 71, scope: !181)
!187 = !DILocation(line: 27, column: 73, scope: !181)
!188 = !DILocation(line: 27, column: 56, scope: !181)
!189 = distinct !DISubprogram(name: "fail", scope: !3, file: !3, line: 14, type: !182, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !11)
!190 = !DILocalVariable(name: "code", arg: 1, scope: !189, file: !3, line: 14, type: !10)
!191 = !DILocation(line: 14, column: 48, scope: !189)
!192 = !DILocation(line: 14, column: 71, scope: !189)
!193 = !DILocation(line: 14, column: 56, scope: !189)
