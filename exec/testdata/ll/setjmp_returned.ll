; ModuleID = 'testdata/c/setjmp_returned.c'
source_filename = "testdata/c/setjmp_returned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !40 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !44, metadata !DIExpression()), !dbg !46
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !47
  %3 = call i32 @arm(), !dbg !48
  %4 = icmp ne i32 %3, 0, !dbg !50
  br i1 %4, label %5, label %6, !dbg !51

5:                                                ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !52
  br label %12, !dbg !52

6:                                                ; preds = %0
  %7 = load i8, i8* %2, align 1, !dbg !53
  %8 = zext i8 %7 to i32, !dbg !53
  %9 = icmp eq i32 %8, 5, !dbg !55
  br i1 %9, label %10, label %11, !dbg !56

10:                                               ; preds = %6
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0), i32 noundef 1) #5, !dbg !57
  unreachable, !dbg !57

11:                                               ; preds = %6
  store i32 0, i32* %1, align 4, !dbg !58
  br label %12, !dbg !58

12:                                               ; preds = %11, %5
  %13 = load i32, i32* %1, align 4, !dbg !59
  ret i32 %13, !dbg !59
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @arm() #0 !dbg !60 {
  %1 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #6, !dbg !61
  ret i32 %1, !dbg !62
}

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #3

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind returns_twice }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 7, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/setjmp_returned.c", directory: ".", checksumkind: CSK_MD5, checksum: "cf827489b45ec6762f4d7d1694f5b86a")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !6, line: 32, baseType: !7)
!6 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 1600, elements: !30)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !9, line: 26, size: 1600, elements: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!10 = !{!11, !18, !20}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !8, file: !9, line: 32, baseType: !12, size: 512)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !13, line: 31, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 512, elements: !16)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !{!17}
!17 = !DISubrange(count: 8)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !8, file: !9, line: 33, baseType: !19, size: 32, offset: 512)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !8, file: !9, line: 34, baseType: !21, size: 1024, offset: 576)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !22, line: 8, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !22, line: 5, size: 1024, elements: !24)
!24 = !{!25}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !23, file: !22, line: 7, baseType: !26, size: 1024)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 1024, elements: !28)
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !{!29}
!29 = !DISubrange(count: 16)
!30 = !{!31}
!31 = !DISubrange(count: 1)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 7, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 1}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 14.0.6"}
!40 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !41, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!19}
!43 = !{}
!44 = !DILocalVariable(name: "c", scope: !40, file: !3, line: 12, type: !45)
!45 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!46 = !DILocation(line: 12, column: 17, scope: !40)
!47 = !DILocation(line: 13, column: 3, scope: !40)
!48 = !DILocation(line: 14, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !40, file: !3, line: 14, column: 7)
!50 = !DILocation(line: 14, column: 13, scope: !49)
!51 = !DILocation(line: 14, column: 7, scope: !40)
!52 = !DILocation(line: 15, column: 5, scope: !49)
!53 = !DILocation(line: 16, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !40, file: !3, line: 16, column: 7)
!55 = !DILocation(line: 16, column: 9, scope: !54)
!56 = !DILocation(line: 16, column: 7, scope: !40)
!57 = !DILocation(line: 17, column: 5, scope: !54)
!58 = !DILocation(line: 18, column: 3, scope: !40)
!59 = !DILocation(line: 19, column: 1, scope: !40)
!60 = distinct !DISubprogram(name: "arm", scope: !3, file: !3, line: 9, type: !41, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !43)
!61 = !DILocation(line: 9, column: 57, scope: !60)
!62 = !DILocation(line: 9, column: 50, scope: !60)
