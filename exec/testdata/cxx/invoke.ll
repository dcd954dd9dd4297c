; ModuleID = 'cxx/invoke.cpp'
source_filename = "cxx/invoke.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local void @_Z7throweri(i32 noundef %0) #0 !dbg !10 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !16
  %3 = load i32, i32* %2, align 4, !dbg !17
  %4 = icmp eq i32 %3, 3, !dbg !19
  br i1 %4, label %5, label %8, !dbg !20

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i64 4) #5, !dbg !21
  %7 = bitcast i8* %6 to i32*, !dbg !21
  store i32 1, i32* %7, align 16, !dbg !21
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6, !dbg !21
  unreachable, !dbg !21

8:                                                ; preds = %1
  ret void, !dbg !22
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline norecurse uwtable
define dso_local noundef i32 @main() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !23 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !26, metadata !DIExpression()), !dbg !27
  %6 = bitcast i32* %2 to i8*, !dbg !28
  call void @klee_make_symbolic(i8* noundef %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !29
  %7 = load i32, i32* %2, align 4, !dbg !30
  %8 = icmp slt i32 %7, 0, !dbg !32
  br i1 %8, label %9, label %10, !dbg !33

9:                                                ; preds = %0
  store i32 0, i32* %1, align 4, !dbg !34
  br label %27, !dbg !34

10:                                               ; preds = %0
  %11 = load i32, i32* %2, align 4, !dbg !35
  invoke void @_Z7throweri(i32 noundef %11)
          to label %12 unwind label %13, !dbg !37

12:                                               ; preds = %10
  br label %26, !dbg !38

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !39
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !39
  store i8* %15, i8** %3, align 8, !dbg !39
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !39
  store i32 %16, i32* %4, align 4, !dbg !39
  br label %17, !dbg !39

17:                                               ; preds = %13
  %18 = load i32, i32* %4, align 4, !dbg !38
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5, !dbg !38
  %20 = icmp eq i32 %18, %19, !dbg !38
  br i1 %20, label %21, label %29, !dbg !38

21:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata i32* %5, metadata !40, metadata !DIExpression()), !dbg !41
  %22 = load i8*, i8** %3, align 8, !dbg !38
  %23 = call i8* @__cxa_begin_catch(i8* %22) #5, !dbg !38
  %24 = bitcast i8* %23 to i32*, !dbg !38
  %25 = load i32, i32* %24, align 4, !dbg !38
  store i32 %25, i32* %5, align 4, !dbg !38
  store i32 2, i32* %1, align 4, !dbg !42
  call void @__cxa_end_catch() #5, !dbg !44
  br label %27

26:                                               ; preds = %12
  store i32 1, i32* %1, align 4, !dbg !45
  br label %27, !dbg !45

27:                                               ; preds = %26, %21, %9
  %28 = load i32, i32* %1, align 4, !dbg !46
  ret i32 %28, !dbg !46

29:                                               ; preds = %17
  %30 = load i8*, i8** %3, align 8, !dbg !38
  %31 = load i32, i32* %4, align 4, !dbg !38
  %32 = insertvalue { i8*, i32 } undef, i8* %30, 0, !dbg !38
  %33 = insertvalue { i8*, i32 } %32, i32 %31, 1, !dbg !38
  resume { i8*, i32 } %33, !dbg !38
}

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #3

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline norecurse uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cxx/invoke.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "73dfaf1f99643c159fe8b10dfa928f30")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "thrower", linkageName: "_Z7throweri", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 18, scope: !10)
!17 = !DILocation(line: 5, column: 27, scope: !18)
!18 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 27)
!19 = !DILocation(line: 5, column: 29, scope: !18)
!20 = !DILocation(line: 5, column: 27, scope: !10)
!21 = !DILocation(line: 5, column: 35, scope: !18)
!22 = !DILocation(line: 5, column: 44, scope: !10)
!23 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !24, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!24 = !DISubroutineType(types: !25)
!25 = !{!13}
!26 = !DILocalVariable(name: "x", scope: !23, file: !1, line: 7, type: !13)
!27 = !DILocation(line: 7, column: 7, scope: !23)
!28 = !DILocation(line: 8, column: 22, scope: !23)
!29 = !DILocation(line: 8, column: 3, scope: !23)
!30 = !DILocation(line: 9, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !23, file: !1, line: 9, column: 7)
!32 = !DILocation(line: 9, column: 9, scope: !31)
!33 = !DILocation(line: 9, column: 7, scope: !23)
!34 = !DILocation(line: 9, column: 14, scope: !31)
!35 = !DILocation(line: 10, column: 17, scope: !36)
!36 = distinct !DILexicalBlock(scope: !23, file: !1, line: 10, column: 7)
!37 = !DILocation(line: 10, column: 9, scope: !36)
!38 = !DILocation(line: 10, column: 21, scope: !36)
!39 = !DILocation(line: 12, column: 1, scope: !36)
!40 = !DILocalVariable(scope: !23, file: !1, line: 10, type: !13)
!41 = !DILocation(line: 10, column: 33, scope: !23)
!42 = !DILocation(line: 10, column: 37, scope: !43)
!43 = distinct !DILexicalBlock(scope: !23, file: !1, line: 10, column: 35)
!44 = !DILocation(line: 10, column: 47, scope: !43)
!45 = !DILocation(line: 11, column: 3, scope: !23)
!46 = !DILocation(line: 12, column: 1, scope: !23)
