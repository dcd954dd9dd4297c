; ModuleID = '../testdata/programs/checksum.c'
source_filename = "../testdata/programs/checksum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.record = type { [2 x i8], i8, i8, [4 x i8], i8 }

@.str = private unnamed_addr constant [7 x i8] c"record\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !11 {
  %1 = alloca %struct.record, align 1
  %2 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 0, i64 0, !dbg !33
  call void @llvm.lifetime.start.p0i8(i64 9, i8* nonnull %2) #5, !dbg !33
  call void @llvm.dbg.declare(metadata %struct.record* %1, metadata !16, metadata !DIExpression()), !dbg !34
  call void @klee_make_symbolic(i8* noundef nonnull %2, i64 noundef 9, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0)) #5, !dbg !35
  %3 = load i8, i8* %2, align 1, !dbg !36, !tbaa !38
  %4 = icmp ne i8 %3, 82, !dbg !41
  %5 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 0, i64 1
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 67
  %8 = select i1 %4, i1 true, i1 %7, !dbg !42
  br i1 %8, label %122, label %9, !dbg !42

9:                                                ; preds = %0
  %10 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 1, !dbg !43
  %11 = load i8, i8* %10, align 1, !dbg !43, !tbaa !45
  %12 = icmp ugt i8 %11, 4, !dbg !47
  br i1 %12, label %122, label %13, !dbg !48

13:                                               ; preds = %9
  call void @llvm.dbg.value(metadata %struct.record* %1, metadata !49, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)) #5, !dbg !60
  call void @llvm.dbg.value(metadata i8 %11, metadata !56, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #5, !dbg !60
  call void @llvm.dbg.value(metadata i8 90, metadata !57, metadata !DIExpression()) #5, !dbg !60
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()) #5, !dbg !63
  %14 = icmp eq i8 %11, 0, !dbg !64
  br i1 %14, label %43, label %15, !dbg !66

15:                                               ; preds = %13
  %16 = zext i8 %11 to i64, !dbg !64
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression()) #5, !dbg !63
  call void @llvm.dbg.value(metadata i8 90, metadata !57, metadata !DIExpression()) #5, !dbg !60
  %17 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 0, !dbg !67
  %18 = load i8, i8* %17, align 1, !dbg !67, !tbaa !38
  %19 = xor i8 %18, -76, !dbg !68
  call void @llvm.dbg.value(metadata i8 %19, metadata !57, metadata !DIExpression()) #5, !dbg !60
  call void @llvm.dbg.value(metadata i64 1, metadata !58, metadata !DIExpression()) #5, !dbg !63
  %20 = icmp eq i8 %11, 1, !dbg !64
  br i1 %20, label %38, label %21, !dbg !66, !llvm.loop !69

21:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i64 1, metadata !58, metadata !DIExpression()) #5, !dbg !63
  call void @llvm.dbg.value(metadata i8 %19, metadata !57, metadata !DIExpression()) #5, !dbg !60
  %22 = call i8 @llvm.fshl.i8(i8 %19, i8 %19, i8 1) #5, !dbg !72
  %23 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 1, !dbg !67
  %24 = load i8, i8* %23, align 1, !dbg !67, !tbaa !38
  %25 = xor i8 %24, %22, !dbg !68
  call void @llvm.dbg.value(metadata i8 %25, metadata !57, metadata !DIExpression()) #5, !dbg !60
  call void @llvm.dbg.value(metadata i64 2, metadata !58, metadata !DIExpression()) #5, !dbg !63
  %26 = icmp eq i8 %11, 2, !dbg !64
  br i1 %26, label %38, label %27, !dbg !66, !llvm.loop !69

27:                                               ; preds = %21
  call void @llvm.dbg.value(metadata i64 2, metadata !58, metadata !DIExpression()) #5, !dbg !63
  call void @llvm.dbg.value(metadata i8 %25, metadata !57, metadata !DIExpression()) #5, !dbg !60
  %28 = call i8 @llvm.fshl.i8(i8 %25, i8 %25, i8 1) #5, !dbg !72
  %29 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 2, !dbg !67
  %30 = load i8, i8* %29, align 1, !dbg !67, !tbaa !38
  %31 = xor i8 %30, %28, !dbg !68
  call void @llvm.dbg.value(metadata i8 %31, metadata !57, metadata !DIExpression()) #5, !dbg !60
  call void @llvm.dbg.value(metadata i64 3, metadata !58, metadata !DIExpression()) #5, !dbg !63
  %32 = icmp eq i8 %11, 3, !dbg !64
  br i1 %32, label %38, label %33, !dbg !66, !llvm.loop !69

33:                                               ; preds = %27
  call void @llvm.dbg.value(metadata i64 3, metadata !58, metadata !DIExpression()) #5, !dbg !63
  call void @llvm.dbg.value(metadata i8 %31, metadata !57, metadata !DIExpression()) #5, !dbg !60
  %34 = call i8 @llvm.fshl.i8(i8 %31, i8 %31, i8 1) #5, !dbg !72
  %35 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 3, !dbg !67
  %36 = load i8, i8* %35, align 1, !dbg !67, !tbaa !38
  %37 = xor i8 %36, %34, !dbg !68
  call void @llvm.dbg.value(metadata i8 %37, metadata !57, metadata !DIExpression()) #5, !dbg !60
  call void @llvm.dbg.value(metadata i64 4, metadata !58, metadata !DIExpression()) #5, !dbg !63
  br label %38

38:                                               ; preds = %33, %27, %21, %15
  %39 = phi i8 [ %19, %15 ], [ %25, %21 ], [ %31, %27 ], [ %37, %33 ], !dbg !68
  %40 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 4, !dbg !73
  %41 = load i8, i8* %40, align 1, !dbg !73, !tbaa !74
  %42 = icmp eq i8 %39, %41, !dbg !75
  br i1 %42, label %47, label %122, !dbg !76

43:                                               ; preds = %13
  %44 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 4, !dbg !73
  %45 = load i8, i8* %44, align 1, !dbg !73, !tbaa !74
  %46 = icmp eq i8 %45, 90, !dbg !75
  br i1 %46, label %70, label %122, !dbg !76

47:                                               ; preds = %38
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !78
  br i1 %14, label %70, label %48, !dbg !79

48:                                               ; preds = %47
  %49 = add nsw i64 %16, -1, !dbg !79
  %50 = and i64 %16, 7, !dbg !79
  %51 = icmp ult i64 %49, 7, !dbg !79
  br i1 %51, label %54, label %52, !dbg !79

52:                                               ; preds = %48
  %53 = and i64 %16, 248, !dbg !79
  br label %76, !dbg !79

54:                                               ; preds = %76, %48
  %55 = phi i32 [ undef, %48 ], [ %118, %76 ]
  %56 = phi i64 [ 0, %48 ], [ %119, %76 ]
  %57 = phi i32 [ 0, %48 ], [ %118, %76 ]
  %58 = icmp eq i64 %50, 0, !dbg !79
  br i1 %58, label %70, label %59, !dbg !79

59:                                               ; preds = %54, %59
  %60 = phi i64 [ %67, %59 ], [ %56, %54 ]
  %61 = phi i32 [ %66, %59 ], [ %57, %54 ]
  %62 = phi i64 [ %68, %59 ], [ 0, %54 ]
  call void @llvm.dbg.value(metadata i64 %60, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %61, metadata !30, metadata !DIExpression()), !dbg !78
  %63 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 %60, !dbg !80
  %64 = load i8, i8* %63, align 1, !dbg !80, !tbaa !38
  %65 = zext i8 %64 to i32, !dbg !80
  %66 = add nuw nsw i32 %61, %65, !dbg !82
  call void @llvm.dbg.value(metadata i32 %66, metadata !30, metadata !DIExpression()), !dbg !78
  %67 = add nuw nsw i64 %60, 1, !dbg !83
  call void @llvm.dbg.value(metadata i64 %67, metadata !31, metadata !DIExpression()), !dbg !77
  %68 = add i64 %62, 1, !dbg !79
  %69 = icmp eq i64 %68, %50, !dbg !79
  br i1 %69, label %70, label %59, !dbg !79, !llvm.loop !84

70:                                               ; preds = %54, %59, %43, %47
  %71 = phi i32 [ 0, %47 ], [ 0, %43 ], [ %55, %54 ], [ %66, %59 ], !dbg !78
  %72 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 2, !dbg !86
  %73 = load i8, i8* %72, align 1, !dbg !86, !tbaa !87
  %74 = zext i8 %73 to i32, !dbg !88
  %75 = udiv i32 %71, %74, !dbg !89
  br label %122

76:                                               ; preds = %76, %52
  %77 = phi i64 [ 0, %52 ], [ %119, %76 ]
  %78 = phi i32 [ 0, %52 ], [ %118, %76 ]
  %79 = phi i64 [ 0, %52 ], [ %120, %76 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %78, metadata !30, metadata !DIExpression()), !dbg !78
  %80 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 %77, !dbg !80
  %81 = load i8, i8* %80, align 1, !dbg !80, !tbaa !38
  %82 = zext i8 %81 to i32, !dbg !80
  %83 = add nuw nsw i32 %78, %82, !dbg !82
  call void @llvm.dbg.value(metadata i32 %83, metadata !30, metadata !DIExpression()), !dbg !78
  %84 = or i64 %77, 1, !dbg !83
  call void @llvm.dbg.value(metadata i64 %84, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %84, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %83, metadata !30, metadata !DIExpression()), !dbg !78
  %85 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 %84, !dbg !80
  %86 = load i8, i8* %85, align 1, !dbg !80, !tbaa !38
  %87 = zext i8 %86 to i32, !dbg !80
  %88 = add nuw nsw i32 %83, %87, !dbg !82
  call void @llvm.dbg.value(metadata i32 %88, metadata !30, metadata !DIExpression()), !dbg !78
  %89 = or i64 %77, 2, !dbg !83
  call void @llvm.dbg.value(metadata i64 %89, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %89, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %88, metadata !30, metadata !DIExpression()), !dbg !78
  %90 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 %89, !dbg !80
  %91 = load i8, i8* %90, align 1, !dbg !80, !tbaa !38
  %92 = zext i8 %91 to i32, !dbg !80
  %93 = add nuw nsw i32 %88, %92, !dbg !82
  call void @llvm.dbg.value(metadata i32 %93, metadata !30, metadata !DIExpression()), !dbg !78
  %94 = or i64 %77, 3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %94, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %94, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %93, metadata !30, metadata !DIExpression()), !dbg !78
  %95 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 %94, !dbg !80
  %96 = load i8, i8* %95, align 1, !dbg !80, !tbaa !38
  %97 = zext i8 %96 to i32, !dbg !80
  %98 = add nuw nsw i32 %93, %97, !dbg !82
  call void @llvm.dbg.value(metadata i32 %98, metadata !30, metadata !DIExpression()), !dbg !78
  %99 = or i64 %77, 4, !dbg !83
  call void @llvm.dbg.value(metadata i64 %99, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %99, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %98, metadata !30, metadata !DIExpression()), !dbg !78
  %100 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 %99, !dbg !80
  %101 = load i8, i8* %100, align 1, !dbg !80, !tbaa !38
  %102 = zext i8 %101 to i32, !dbg !80
  %103 = add nuw nsw i32 %98, %102, !dbg !82
  call void @llvm.dbg.value(metadata i32 %103, metadata !30, metadata !DIExpression()), !dbg !78
  %104 = or i64 %77, 5, !dbg !83
  call void @llvm.dbg.value(metadata i64 %104, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %104, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %103, metadata !30, metadata !DIExpression()), !dbg !78
  %105 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 %104, !dbg !80
  %106 = load i8, i8* %105, align 1, !dbg !80, !tbaa !38
  %107 = zext i8 %106 to i32, !dbg !80
  %108 = add nuw nsw i32 %103, %107, !dbg !82
  call void @llvm.dbg.value(metadata i32 %108, metadata !30, metadata !DIExpression()), !dbg !78
  %109 = or i64 %77, 6, !dbg !83
  call void @llvm.dbg.value(metadata i64 %109, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %109, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %108, metadata !30, metadata !DIExpression()), !dbg !78
  %110 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 %109, !dbg !80
  %111 = load i8, i8* %110, align 1, !dbg !80, !tbaa !38
  %112 = zext i8 %111 to i32, !dbg !80
  %113 = add nuw nsw i32 %108, %112, !dbg !82
  call void @llvm.dbg.value(metadata i32 %113, metadata !30, metadata !DIExpression()), !dbg !78
  %114 = or i64 %77, 7, !dbg !83
  call void @llvm.dbg.value(metadata i64 %114, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %114, metadata !31, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %113, metadata !30, metadata !DIExpression()), !dbg !78
  %115 = getelementptr inbounds %struct.record, %struct.record* %1, i64 0, i32 3, i64 %114, !dbg !80
  %116 = load i8, i8* %115, align 1, !dbg !80, !tbaa !38
  %117 = zext i8 %116 to i32, !dbg !80
  %118 = add nuw nsw i32 %113, %117, !dbg !82
  call void @llvm.dbg.value(metadata i32 %118, metadata !30, metadata !DIExpression()), !dbg !78
  %119 = add nuw nsw i64 %77, 8, !dbg !83
  call void @llvm.dbg.value(metadata i64 %119, metadata !31, metadata !DIExpression()), !dbg !77
  %120 = add i64 %79, 8, !dbg !79
  %121 = icmp eq i64 %120, %53, !dbg !79
  br i1 %121, label %54, label %76, !dbg !79, !llvm.loop !90

122:                                              ; preds = %43, %38, %9, %0, %70
  %123 = phi i32 [ %75, %70 ], [ 1, %0 ], [ 2, %9 ], [ 3, %38 ], [ 3, %43 ], !dbg !78
  call void @llvm.lifetime.end.p0i8(i64 9, i8* nonnull %2) #5, !dbg !92
  ret i32 %123, !dbg !92
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !93 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.fshl.i8(i8, i8, i8) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/checksum.c", directory: ".", checksumkind: CSK_MD5, checksum: "d5806417d5dd8f44ab88dc23298db956")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !30, !31}
!16 = !DILocalVariable(name: "r", scope: !11, file: !1, line: 21, type: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !1, line: 5, size: 72, elements: !18)
!18 = !{!19, !23, !24, !25, !29}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "magic", scope: !17, file: !1, line: 6, baseType: !20, size: 16)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 16, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 2)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !17, file: !1, line: 7, baseType: !3, size: 8, offset: 16)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !17, file: !1, line: 8, baseType: !3, size: 8, offset: 24)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !17, file: !1, line: 9, baseType: !26, size: 32, offset: 32)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 32, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !17, file: !1, line: 10, baseType: !3, size: 8, offset: 64)
!30 = !DILocalVariable(name: "total", scope: !11, file: !1, line: 29, type: !14)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 30, type: !14)
!32 = distinct !DILexicalBlock(scope: !11, file: !1, line: 30, column: 3)
!33 = !DILocation(line: 21, column: 3, scope: !11)
!34 = !DILocation(line: 21, column: 17, scope: !11)
!35 = !DILocation(line: 22, column: 3, scope: !11)
!36 = !DILocation(line: 23, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !11, file: !1, line: 23, column: 7)
!38 = !{!39, !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 23, column: 18, scope: !37)
!42 = !DILocation(line: 23, column: 25, scope: !37)
!43 = !DILocation(line: 25, column: 9, scope: !44)
!44 = distinct !DILexicalBlock(scope: !11, file: !1, line: 25, column: 7)
!45 = !{!46, !39, i64 2}
!46 = !{!"record", !39, i64 0, !39, i64 2, !39, i64 3, !39, i64 4, !39, i64 8}
!47 = !DILocation(line: 25, column: 13, scope: !44)
!48 = !DILocation(line: 25, column: 7, scope: !11)
!49 = !DILocalVariable(name: "p", arg: 1, scope: !50, file: !1, line: 13, type: !53)
!50 = distinct !DISubprogram(name: "checksum", scope: !1, file: !1, line: 13, type: !51, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!51 = !DISubroutineType(types: !52)
!52 = !{!3, !53, !14}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!55 = !{!49, !56, !57, !58}
!56 = !DILocalVariable(name: "n", arg: 2, scope: !50, file: !1, line: 13, type: !14)
!57 = !DILocalVariable(name: "s", scope: !50, file: !1, line: 14, type: !3)
!58 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 15, type: !14)
!59 = distinct !DILexicalBlock(scope: !50, file: !1, line: 15, column: 3)
!60 = !DILocation(line: 0, scope: !50, inlinedAt: !61)
!61 = distinct !DILocation(line: 27, column: 7, scope: !62)
!62 = distinct !DILexicalBlock(scope: !11, file: !1, line: 27, column: 7)
!63 = !DILocation(line: 0, scope: !59, inlinedAt: !61)
!64 = !DILocation(line: 15, column: 21, scope: !65, inlinedAt: !61)
!65 = distinct !DILexicalBlock(scope: !59, file: !1, line: 15, column: 3)
!66 = !DILocation(line: 15, column: 3, scope: !59, inlinedAt: !61)
!67 = !DILocation(line: 16, column: 48, scope: !65, inlinedAt: !61)
!68 = !DILocation(line: 16, column: 46, scope: !65, inlinedAt: !61)
!69 = distinct !{!69, !66, !70, !71}
!70 = !DILocation(line: 16, column: 51, scope: !59, inlinedAt: !61)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 16, column: 34, scope: !65, inlinedAt: !61)
!73 = !DILocation(line: 27, column: 36, scope: !62)
!74 = !{!46, !39, i64 8}
!75 = !DILocation(line: 27, column: 31, scope: !62)
!76 = !DILocation(line: 27, column: 7, scope: !11)
!77 = !DILocation(line: 0, scope: !32)
!78 = !DILocation(line: 0, scope: !11)
!79 = !DILocation(line: 30, column: 3, scope: !32)
!80 = !DILocation(line: 31, column: 14, scope: !81)
!81 = distinct !DILexicalBlock(scope: !32, file: !1, line: 30, column: 3)
!82 = !DILocation(line: 31, column: 11, scope: !81)
!83 = !DILocation(line: 30, column: 31, scope: !81)
!84 = distinct !{!84, !85}
!85 = !{!"llvm.loop.unroll.disable"}
!86 = !DILocation(line: 32, column: 20, scope: !11)
!87 = !{!46, !39, i64 3}
!88 = !DILocation(line: 32, column: 18, scope: !11)
!89 = !DILocation(line: 32, column: 16, scope: !11)
!90 = distinct !{!90, !79, !91, !71}
!91 = !DILocation(line: 31, column: 22, scope: !32)
!92 = !DILocation(line: 33, column: 1, scope: !11)
!93 = !DISubprogram(name: "klee_make_symbolic", scope: !94, file: !94, line: 7, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !104)
!94 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!95 = !DISubroutineType(types: !96)
!96 = !{null, !97, !98, !101}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !99, line: 46, baseType: !100)
!99 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!103 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!104 = !{}
