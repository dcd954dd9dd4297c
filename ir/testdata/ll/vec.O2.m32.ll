; ModuleID = 'testdata/c/vec.c'
source_filename = "testdata/c/vec.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !0
@b = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 4, !dbg !8
@bytes = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 1, !dbg !13

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @vsum(i32 noundef %0) local_unnamed_addr #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !34
  %2 = icmp sgt i32 %0, 0, !dbg !35
  br i1 %2, label %3, label %27, !dbg !37

3:                                                ; preds = %1
  %4 = add i32 %0, -1, !dbg !37
  %5 = and i32 %0, 3, !dbg !37
  %6 = icmp ult i32 %4, 3, !dbg !37
  br i1 %6, label %9, label %7, !dbg !37

7:                                                ; preds = %3
  %8 = and i32 %0, -4, !dbg !37
  br label %29, !dbg !37

9:                                                ; preds = %29, %3
  %10 = phi i32 [ undef, %3 ], [ %59, %29 ]
  %11 = phi i32 [ 0, %3 ], [ %60, %29 ]
  %12 = phi i32 [ 0, %3 ], [ %59, %29 ]
  %13 = icmp eq i32 %5, 0, !dbg !37
  br i1 %13, label %27, label %14, !dbg !37

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %24, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %23, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %25, %14 ], [ 0, %9 ]
  call void @llvm.dbg.value(metadata i32 %15, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %16, metadata !30, metadata !DIExpression()), !dbg !33
  %18 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %15, !dbg !38
  %19 = load i32, i32* %18, align 4, !dbg !38, !tbaa !39
  %20 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %15, !dbg !43
  %21 = load i32, i32* %20, align 4, !dbg !43, !tbaa !39
  %22 = mul nsw i32 %21, %19, !dbg !44
  %23 = add nsw i32 %22, %16, !dbg !45
  call void @llvm.dbg.value(metadata i32 %23, metadata !30, metadata !DIExpression()), !dbg !33
  %24 = add nuw nsw i32 %15, 1, !dbg !46
  call void @llvm.dbg.value(metadata i32 %24, metadata !31, metadata !DIExpression()), !dbg !34
  %25 = add i32 %17, 1, !dbg !37
  %26 = icmp eq i32 %25, %5, !dbg !37
  br i1 %26, label %27, label %14, !dbg !37, !llvm.loop !47

27:                                               ; preds = %9, %14, %1
  %28 = phi i32 [ 0, %1 ], [ %10, %9 ], [ %23, %14 ], !dbg !33
  ret i32 %28, !dbg !49

29:                                               ; preds = %29, %7
  %30 = phi i32 [ 0, %7 ], [ %60, %29 ]
  %31 = phi i32 [ 0, %7 ], [ %59, %29 ]
  %32 = phi i32 [ 0, %7 ], [ %61, %29 ]
  call void @llvm.dbg.value(metadata i32 %30, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %31, metadata !30, metadata !DIExpression()), !dbg !33
  %33 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %30, !dbg !38
  %34 = load i32, i32* %33, align 4, !dbg !38, !tbaa !39
  %35 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %30, !dbg !43
  %36 = load i32, i32* %35, align 4, !dbg !43, !tbaa !39
  %37 = mul nsw i32 %36, %34, !dbg !44
  %38 = add nsw i32 %37, %31, !dbg !45
  call void @llvm.dbg.value(metadata i32 %38, metadata !30, metadata !DIExpression()), !dbg !33
  %39 = or i32 %30, 1, !dbg !46
  call void @llvm.dbg.value(metadata i32 %39, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %39, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %38, metadata !30, metadata !DIExpression()), !dbg !33
  %40 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %39, !dbg !38
  %41 = load i32, i32* %40, align 4, !dbg !38, !tbaa !39
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %39, !dbg !43
  %43 = load i32, i32* %42, align 4, !dbg !43, !tbaa !39
  %44 = mul nsw i32 %43, %41, !dbg !44
  %45 = add nsw i32 %44, %38, !dbg !45
  call void @llvm.dbg.value(metadata i32 %45, metadata !30, metadata !DIExpression()), !dbg !33
  %46 = or i32 %30, 2, !dbg !46
  call void @llvm.dbg.value(metadata i32 %46, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %46, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %45, metadata !30, metadata !DIExpression()), !dbg !33
  %47 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %46, !dbg !38
  %48 = load i32, i32* %47, align 4, !dbg !38, !tbaa !39
  %49 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %46, !dbg !43
  %50 = load i32, i32* %49, align 4, !dbg !43, !tbaa !39
  %51 = mul nsw i32 %50, %48, !dbg !44
  %52 = add nsw i32 %51, %45, !dbg !45
  call void @llvm.dbg.value(metadata i32 %52, metadata !30, metadata !DIExpression()), !dbg !33
  %53 = or i32 %30, 3, !dbg !46
  call void @llvm.dbg.value(metadata i32 %53, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %53, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %52, metadata !30, metadata !DIExpression()), !dbg !33
  %54 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %53, !dbg !38
  %55 = load i32, i32* %54, align 4, !dbg !38, !tbaa !39
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %53, !dbg !43
  %57 = load i32, i32* %56, align 4, !dbg !43, !tbaa !39
  %58 = mul nsw i32 %57, %55, !dbg !44
  %59 = add nsw i32 %58, %52, !dbg !45
  call void @llvm.dbg.value(metadata i32 %59, metadata !30, metadata !DIExpression()), !dbg !33
  %60 = add nuw nsw i32 %30, 4, !dbg !46
  call void @llvm.dbg.value(metadata i32 %60, metadata !31, metadata !DIExpression()), !dbg !34
  %61 = add i32 %32, 4, !dbg !37
  %62 = icmp eq i32 %61, %8, !dbg !37
  br i1 %62, label %9, label %29, !dbg !37, !llvm.loop !50
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @vmax() local_unnamed_addr #0 !dbg !53 {
  %1 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 0), align 4, !dbg !60, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %1, metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 1, metadata !58, metadata !DIExpression()), !dbg !62
  br label %3, !dbg !63

2:                                                ; preds = %3
  ret i32 %19, !dbg !64

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 1, %0 ], [ %20, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %19, %3 ]
  %6 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %4
  %7 = load i32, i32* %6, align 4, !dbg !65, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %4, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %5, metadata !57, metadata !DIExpression()), !dbg !61
  %8 = icmp sgt i32 %7, %5, !dbg !67
  %9 = select i1 %8, i32 %7, i32 %5, !dbg !65
  call void @llvm.dbg.value(metadata i32 %9, metadata !57, metadata !DIExpression()), !dbg !61
  %10 = add nuw nsw i32 %4, 1, !dbg !68
  call void @llvm.dbg.value(metadata i32 %10, metadata !58, metadata !DIExpression()), !dbg !62
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !dbg !65, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %10, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %9, metadata !57, metadata !DIExpression()), !dbg !61
  %13 = icmp sgt i32 %12, %9, !dbg !67
  %14 = select i1 %13, i32 %12, i32 %9, !dbg !65
  call void @llvm.dbg.value(metadata i32 %14, metadata !57, metadata !DIExpression()), !dbg !61
  %15 = add nuw nsw i32 %4, 2, !dbg !68
  call void @llvm.dbg.value(metadata i32 %15, metadata !58, metadata !DIExpression()), !dbg !62
  %16 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4, !dbg !65, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %15, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %14, metadata !57, metadata !DIExpression()), !dbg !61
  %18 = icmp sgt i32 %17, %14, !dbg !67
  %19 = select i1 %18, i32 %17, i32 %14, !dbg !65
  call void @llvm.dbg.value(metadata i32 %19, metadata !57, metadata !DIExpression()), !dbg !61
  %20 = add nuw nsw i32 %4, 3, !dbg !68
  call void @llvm.dbg.value(metadata i32 %20, metadata !58, metadata !DIExpression()), !dbg !62
  %21 = icmp eq i32 %20, 64, !dbg !69
  br i1 %21, label %2, label %3, !dbg !63, !llvm.loop !70
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @vcopy(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !72 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !76, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 %1, metadata !77, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !81
  %3 = icmp sgt i32 %0, 0, !dbg !82
  br i1 %3, label %4, label %23, !dbg !84

4:                                                ; preds = %2
  %5 = add i32 %0, -1, !dbg !84
  %6 = and i32 %0, 3, !dbg !84
  %7 = icmp ult i32 %5, 3, !dbg !84
  br i1 %7, label %10, label %8, !dbg !84

8:                                                ; preds = %4
  %9 = and i32 %0, -4, !dbg !84
  br label %24, !dbg !84

10:                                               ; preds = %24, %4
  %11 = phi i32 [ 0, %4 ], [ %46, %24 ]
  %12 = icmp eq i32 %6, 0, !dbg !84
  br i1 %12, label %23, label %13, !dbg !84

13:                                               ; preds = %10, %13
  %14 = phi i32 [ %20, %13 ], [ %11, %10 ]
  %15 = phi i32 [ %21, %13 ], [ 0, %10 ]
  call void @llvm.dbg.value(metadata i32 %14, metadata !78, metadata !DIExpression()), !dbg !81
  %16 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %14, !dbg !85
  %17 = load i32, i32* %16, align 4, !dbg !85, !tbaa !39
  %18 = add nsw i32 %17, %1, !dbg !86
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %14, !dbg !87
  store i32 %18, i32* %19, align 4, !dbg !88, !tbaa !39
  %20 = add nuw nsw i32 %14, 1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %20, metadata !78, metadata !DIExpression()), !dbg !81
  %21 = add i32 %15, 1, !dbg !84
  %22 = icmp eq i32 %21, %6, !dbg !84
  br i1 %22, label %23, label %13, !dbg !84, !llvm.loop !90

23:                                               ; preds = %10, %13, %2
  ret void, !dbg !91

24:                                               ; preds = %24, %8
  %25 = phi i32 [ 0, %8 ], [ %46, %24 ]
  %26 = phi i32 [ 0, %8 ], [ %47, %24 ]
  call void @llvm.dbg.value(metadata i32 %25, metadata !78, metadata !DIExpression()), !dbg !81
  %27 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %25, !dbg !85
  %28 = load i32, i32* %27, align 4, !dbg !85, !tbaa !39
  %29 = add nsw i32 %28, %1, !dbg !86
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %25, !dbg !87
  store i32 %29, i32* %30, align 4, !dbg !88, !tbaa !39
  %31 = or i32 %25, 1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %31, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %31, metadata !78, metadata !DIExpression()), !dbg !81
  %32 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %31, !dbg !85
  %33 = load i32, i32* %32, align 4, !dbg !85, !tbaa !39
  %34 = add nsw i32 %33, %1, !dbg !86
  %35 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %31, !dbg !87
  store i32 %34, i32* %35, align 4, !dbg !88, !tbaa !39
  %36 = or i32 %25, 2, !dbg !89
  call void @llvm.dbg.value(metadata i32 %36, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %36, metadata !78, metadata !DIExpression()), !dbg !81
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %36, !dbg !85
  %38 = load i32, i32* %37, align 4, !dbg !85, !tbaa !39
  %39 = add nsw i32 %38, %1, !dbg !86
  %40 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %36, !dbg !87
  store i32 %39, i32* %40, align 4, !dbg !88, !tbaa !39
  %41 = or i32 %25, 3, !dbg !89
  call void @llvm.dbg.value(metadata i32 %41, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 %41, metadata !78, metadata !DIExpression()), !dbg !81
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %41, !dbg !85
  %43 = load i32, i32* %42, align 4, !dbg !85, !tbaa !39
  %44 = add nsw i32 %43, %1, !dbg !86
  %45 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %41, !dbg !87
  store i32 %44, i32* %45, align 4, !dbg !88, !tbaa !39
  %46 = add nuw nsw i32 %25, 4, !dbg !89
  call void @llvm.dbg.value(metadata i32 %46, metadata !78, metadata !DIExpression()), !dbg !81
  %47 = add i32 %26, 4, !dbg !84
  %48 = icmp eq i32 %47, %9, !dbg !84
  br i1 %48, label %10, label %24, !dbg !84, !llvm.loop !92
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @vcount() local_unnamed_addr #0 !dbg !94 {
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !100
  br label %2, !dbg !101

1:                                                ; preds = %2
  ret i32 %27, !dbg !102

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %28, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %27, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %4, metadata !96, metadata !DIExpression()), !dbg !99
  %5 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i32 0, i32 %3, !dbg !103
  %6 = load i8, i8* %5, align 1, !dbg !103, !tbaa !105
  %7 = icmp eq i8 %6, 97, !dbg !106
  %8 = zext i1 %7 to i32, !dbg !106
  %9 = add nuw nsw i32 %4, %8, !dbg !107
  call void @llvm.dbg.value(metadata i32 %9, metadata !96, metadata !DIExpression()), !dbg !99
  %10 = or i32 %3, 1, !dbg !108
  call void @llvm.dbg.value(metadata i32 %10, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %10, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %9, metadata !96, metadata !DIExpression()), !dbg !99
  %11 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i32 0, i32 %10, !dbg !103
  %12 = load i8, i8* %11, align 1, !dbg !103, !tbaa !105
  %13 = icmp eq i8 %12, 97, !dbg !106
  %14 = zext i1 %13 to i32, !dbg !106
  %15 = add nuw nsw i32 %9, %14, !dbg !107
  call void @llvm.dbg.value(metadata i32 %15, metadata !96, metadata !DIExpression()), !dbg !99
  %16 = or i32 %3, 2, !dbg !108
  call void @llvm.dbg.value(metadata i32 %16, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %16, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %15, metadata !96, metadata !DIExpression()), !dbg !99
  %17 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i32 0, i32 %16, !dbg !103
  %18 = load i8, i8* %17, align 1, !dbg !103, !tbaa !105
  %19 = icmp eq i8 %18, 97, !dbg !106
  %20 = zext i1 %19 to i32, !dbg !106
  %21 = add nuw nsw i32 %15, %20, !dbg !107
  call void @llvm.dbg.value(metadata i32 %21, metadata !96, metadata !DIExpression()), !dbg !99
  %22 = or i32 %3, 3, !dbg !108
  call void @llvm.dbg.value(metadata i32 %22, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %22, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %21, metadata !96, metadata !DIExpression()), !dbg !99
  %23 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i32 0, i32 %22, !dbg !103
  %24 = load i8, i8* %23, align 1, !dbg !103, !tbaa !105
  %25 = icmp eq i8 %24, 97, !dbg !106
  %26 = zext i1 %25 to i32, !dbg !106
  %27 = add nuw nsw i32 %21, %26, !dbg !107
  call void @llvm.dbg.value(metadata i32 %27, metadata !96, metadata !DIExpression()), !dbg !99
  %28 = add nuw nsw i32 %3, 4, !dbg !108
  call void @llvm.dbg.value(metadata i32 %28, metadata !97, metadata !DIExpression()), !dbg !100
  %29 = icmp eq i32 %28, 64, !dbg !109
  br i1 %29, label %1, label %2, !dbg !101, !llvm.loop !110
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @vxor() local_unnamed_addr #0 !dbg !112 {
  call void @llvm.dbg.value(metadata i32 0, metadata !116, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !120
  br label %2, !dbg !121

1:                                                ; preds = %2
  ret i32 %23, !dbg !122

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %24, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %23, %2 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !117, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 %4, metadata !116, metadata !DIExpression()), !dbg !119
  %5 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %3, !dbg !123
  %6 = load i32, i32* %5, align 4, !dbg !123, !tbaa !39
  %7 = shl i32 %6, 1, !dbg !125
  %8 = xor i32 %7, %4, !dbg !126
  call void @llvm.dbg.value(metadata i32 %8, metadata !116, metadata !DIExpression()), !dbg !119
  %9 = or i32 %3, 1, !dbg !127
  call void @llvm.dbg.value(metadata i32 %9, metadata !117, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 %9, metadata !117, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 %8, metadata !116, metadata !DIExpression()), !dbg !119
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %9, !dbg !123
  %11 = load i32, i32* %10, align 4, !dbg !123, !tbaa !39
  %12 = shl i32 %11, 1, !dbg !125
  %13 = xor i32 %12, %8, !dbg !126
  call void @llvm.dbg.value(metadata i32 %13, metadata !116, metadata !DIExpression()), !dbg !119
  %14 = or i32 %3, 2, !dbg !127
  call void @llvm.dbg.value(metadata i32 %14, metadata !117, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 %14, metadata !117, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 %13, metadata !116, metadata !DIExpression()), !dbg !119
  %15 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %14, !dbg !123
  %16 = load i32, i32* %15, align 4, !dbg !123, !tbaa !39
  %17 = shl i32 %16, 1, !dbg !125
  %18 = xor i32 %17, %13, !dbg !126
  call void @llvm.dbg.value(metadata i32 %18, metadata !116, metadata !DIExpression()), !dbg !119
  %19 = or i32 %3, 3, !dbg !127
  call void @llvm.dbg.value(metadata i32 %19, metadata !117, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 %19, metadata !117, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 %18, metadata !116, metadata !DIExpression()), !dbg !119
  %20 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %19, !dbg !123
  %21 = load i32, i32* %20, align 4, !dbg !123, !tbaa !39
  %22 = shl i32 %21, 1, !dbg !125
  %23 = xor i32 %22, %18, !dbg !126
  call void @llvm.dbg.value(metadata i32 %23, metadata !116, metadata !DIExpression()), !dbg !119
  %24 = add nuw nsw i32 %3, 4, !dbg !127
  call void @llvm.dbg.value(metadata i32 %24, metadata !117, metadata !DIExpression()), !dbg !120
  %25 = icmp eq i32 %24, 64, !dbg !128
  br i1 %25, label %1, label %2, !dbg !121, !llvm.loop !129
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !131 {
  call void @llvm.dbg.value(metadata i32 8, metadata !76, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 3, metadata !77, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !135
  %1 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i32 0, i32 0), align 4, !dbg !136, !tbaa !39
  %2 = add nsw i32 %1, 3, !dbg !137
  store i32 %2, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 0), align 4, !dbg !138, !tbaa !39
  call void @llvm.dbg.value(metadata i32 1, metadata !78, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 1, metadata !78, metadata !DIExpression()), !dbg !135
  %3 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i32 0, i32 1), align 4, !dbg !136, !tbaa !39
  %4 = add nsw i32 %3, 3, !dbg !137
  store i32 %4, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 1), align 4, !dbg !138, !tbaa !39
  call void @llvm.dbg.value(metadata i32 2, metadata !78, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 2, metadata !78, metadata !DIExpression()), !dbg !135
  %5 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i32 0, i32 2), align 4, !dbg !136, !tbaa !39
  %6 = add nsw i32 %5, 3, !dbg !137
  store i32 %6, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 2), align 4, !dbg !138, !tbaa !39
  call void @llvm.dbg.value(metadata i32 3, metadata !78, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 3, metadata !78, metadata !DIExpression()), !dbg !135
  %7 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i32 0, i32 3), align 4, !dbg !136, !tbaa !39
  %8 = add nsw i32 %7, 3, !dbg !137
  store i32 %8, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 3), align 4, !dbg !138, !tbaa !39
  call void @llvm.dbg.value(metadata i32 4, metadata !78, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 4, metadata !78, metadata !DIExpression()), !dbg !135
  %9 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i32 0, i32 4), align 4, !dbg !136, !tbaa !39
  %10 = add nsw i32 %9, 3, !dbg !137
  store i32 %10, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 4), align 4, !dbg !138, !tbaa !39
  call void @llvm.dbg.value(metadata i32 5, metadata !78, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 5, metadata !78, metadata !DIExpression()), !dbg !135
  %11 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i32 0, i32 5), align 4, !dbg !136, !tbaa !39
  %12 = add nsw i32 %11, 3, !dbg !137
  store i32 %12, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 5), align 4, !dbg !138, !tbaa !39
  call void @llvm.dbg.value(metadata i32 6, metadata !78, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 6, metadata !78, metadata !DIExpression()), !dbg !135
  %13 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i32 0, i32 6), align 4, !dbg !136, !tbaa !39
  %14 = add nsw i32 %13, 3, !dbg !137
  store i32 %14, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 6), align 4, !dbg !138, !tbaa !39
  call void @llvm.dbg.value(metadata i32 7, metadata !78, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 7, metadata !78, metadata !DIExpression()), !dbg !135
  %15 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i32 0, i32 7), align 4, !dbg !136, !tbaa !39
  %16 = add nsw i32 %15, 3, !dbg !137
  store i32 %16, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 7), align 4, !dbg !138, !tbaa !39
  call void @llvm.dbg.value(metadata i32 8, metadata !78, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !141
  %17 = mul nsw i32 %1, %2, !dbg !142
  call void @llvm.dbg.value(metadata i32 %17, metadata !30, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !139
  br label %18, !dbg !143

18:                                               ; preds = %18, %0
  %19 = phi i32 [ 1, %0 ], [ %41, %18 ]
  %20 = phi i32 [ %17, %0 ], [ %40, %18 ]
  %21 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %19
  %22 = load i32, i32* %21, align 4, !dbg !144, !tbaa !39
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %19
  %24 = load i32, i32* %23, align 4, !dbg !145, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %19, metadata !31, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 %20, metadata !30, metadata !DIExpression()), !dbg !141
  %25 = mul nsw i32 %24, %22, !dbg !142
  %26 = add nsw i32 %25, %20, !dbg !146
  call void @llvm.dbg.value(metadata i32 %26, metadata !30, metadata !DIExpression()), !dbg !141
  %27 = add nuw nsw i32 %19, 1, !dbg !147
  call void @llvm.dbg.value(metadata i32 %27, metadata !31, metadata !DIExpression()), !dbg !139
  %28 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %27
  %29 = load i32, i32* %28, align 4, !dbg !144, !tbaa !39
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %27
  %31 = load i32, i32* %30, align 4, !dbg !145, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %27, metadata !31, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 %26, metadata !30, metadata !DIExpression()), !dbg !141
  %32 = mul nsw i32 %31, %29, !dbg !142
  %33 = add nsw i32 %32, %26, !dbg !146
  call void @llvm.dbg.value(metadata i32 %33, metadata !30, metadata !DIExpression()), !dbg !141
  %34 = add nuw nsw i32 %19, 2, !dbg !147
  call void @llvm.dbg.value(metadata i32 %34, metadata !31, metadata !DIExpression()), !dbg !139
  %35 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4, !dbg !144, !tbaa !39
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %34
  %38 = load i32, i32* %37, align 4, !dbg !145, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %34, metadata !31, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 %33, metadata !30, metadata !DIExpression()), !dbg !141
  %39 = mul nsw i32 %38, %36, !dbg !142
  %40 = add nsw i32 %39, %33, !dbg !146
  call void @llvm.dbg.value(metadata i32 %40, metadata !30, metadata !DIExpression()), !dbg !141
  %41 = add nuw nsw i32 %19, 3, !dbg !147
  call void @llvm.dbg.value(metadata i32 %41, metadata !31, metadata !DIExpression()), !dbg !139
  %42 = icmp eq i32 %41, 64, !dbg !148
  br i1 %42, label %43, label %18, !dbg !143, !llvm.loop !149

43:                                               ; preds = %18
  call void @llvm.dbg.value(metadata i32 %2, metadata !57, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 1, metadata !58, metadata !DIExpression()), !dbg !153
  %44 = icmp sgt i32 %4, %2, !dbg !154
  %45 = select i1 %44, i32 %4, i32 %2, !dbg !155
  call void @llvm.dbg.value(metadata i32 %45, metadata !57, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 2, metadata !58, metadata !DIExpression()), !dbg !153
  br label %46, !dbg !156

46:                                               ; preds = %46, %43
  %47 = phi i32 [ 2, %43 ], [ %58, %46 ]
  %48 = phi i32 [ %45, %43 ], [ %57, %46 ]
  %49 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %47
  %50 = load i32, i32* %49, align 4, !dbg !155, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %47, metadata !58, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 %48, metadata !57, metadata !DIExpression()), !dbg !151
  %51 = icmp sgt i32 %50, %48, !dbg !154
  %52 = select i1 %51, i32 %50, i32 %48, !dbg !155
  call void @llvm.dbg.value(metadata i32 %52, metadata !57, metadata !DIExpression()), !dbg !151
  %53 = or i32 %47, 1, !dbg !157
  call void @llvm.dbg.value(metadata i32 %53, metadata !58, metadata !DIExpression()), !dbg !153
  %54 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4, !dbg !155, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %53, metadata !58, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 %52, metadata !57, metadata !DIExpression()), !dbg !151
  %56 = icmp sgt i32 %55, %52, !dbg !154
  %57 = select i1 %56, i32 %55, i32 %52, !dbg !155
  call void @llvm.dbg.value(metadata i32 %57, metadata !57, metadata !DIExpression()), !dbg !151
  %58 = add nuw nsw i32 %47, 2, !dbg !157
  call void @llvm.dbg.value(metadata i32 %58, metadata !58, metadata !DIExpression()), !dbg !153
  %59 = icmp eq i32 %58, 64, !dbg !158
  br i1 %59, label %60, label %46, !dbg !156, !llvm.loop !159

60:                                               ; preds = %46, %60
  %61 = phi i32 [ %86, %60 ], [ 0, %46 ]
  %62 = phi i32 [ %85, %60 ], [ 0, %46 ]
  call void @llvm.dbg.value(metadata i32 %61, metadata !97, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %62, metadata !96, metadata !DIExpression()), !dbg !163
  %63 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i32 0, i32 %61, !dbg !164
  %64 = load i8, i8* %63, align 1, !dbg !164, !tbaa !105
  %65 = icmp eq i8 %64, 97, !dbg !165
  %66 = zext i1 %65 to i32, !dbg !165
  %67 = add nuw nsw i32 %62, %66, !dbg !166
  call void @llvm.dbg.value(metadata i32 %67, metadata !96, metadata !DIExpression()), !dbg !163
  %68 = or i32 %61, 1, !dbg !167
  call void @llvm.dbg.value(metadata i32 %68, metadata !97, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %68, metadata !97, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %67, metadata !96, metadata !DIExpression()), !dbg !163
  %69 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i32 0, i32 %68, !dbg !164
  %70 = load i8, i8* %69, align 1, !dbg !164, !tbaa !105
  %71 = icmp eq i8 %70, 97, !dbg !165
  %72 = zext i1 %71 to i32, !dbg !165
  %73 = add nuw nsw i32 %67, %72, !dbg !166
  call void @llvm.dbg.value(metadata i32 %73, metadata !96, metadata !DIExpression()), !dbg !163
  %74 = or i32 %61, 2, !dbg !167
  call void @llvm.dbg.value(metadata i32 %74, metadata !97, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %74, metadata !97, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %73, metadata !96, metadata !DIExpression()), !dbg !163
  %75 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i32 0, i32 %74, !dbg !164
  %76 = load i8, i8* %75, align 1, !dbg !164, !tbaa !105
  %77 = icmp eq i8 %76, 97, !dbg !165
  %78 = zext i1 %77 to i32, !dbg !165
  %79 = add nuw nsw i32 %73, %78, !dbg !166
  call void @llvm.dbg.value(metadata i32 %79, metadata !96, metadata !DIExpression()), !dbg !163
  %80 = or i32 %61, 3, !dbg !167
  call void @llvm.dbg.value(metadata i32 %80, metadata !97, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %80, metadata !97, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 %79, metadata !96, metadata !DIExpression()), !dbg !163
  %81 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i32 0, i32 %80, !dbg !164
  %82 = load i8, i8* %81, align 1, !dbg !164, !tbaa !105
  %83 = icmp eq i8 %82, 97, !dbg !165
  %84 = zext i1 %83 to i32, !dbg !165
  %85 = add nuw nsw i32 %79, %84, !dbg !166
  call void @llvm.dbg.value(metadata i32 %85, metadata !96, metadata !DIExpression()), !dbg !163
  %86 = add nuw nsw i32 %61, 4, !dbg !167
  call void @llvm.dbg.value(metadata i32 %86, metadata !97, metadata !DIExpression()), !dbg !161
  %87 = icmp eq i32 %86, 64, !dbg !168
  br i1 %87, label %88, label %60, !dbg !169, !llvm.loop !170

88:                                               ; preds = %60
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !116, metadata !DIExpression()), !dbg !174
  %89 = shl i32 %2, 1, !dbg !175
  call void @llvm.dbg.value(metadata i32 %89, metadata !116, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32 1, metadata !117, metadata !DIExpression()), !dbg !172
  br label %90, !dbg !176

90:                                               ; preds = %90, %88
  %91 = phi i32 [ 1, %88 ], [ %107, %90 ]
  %92 = phi i32 [ %89, %88 ], [ %106, %90 ]
  %93 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %91
  %94 = load i32, i32* %93, align 4, !dbg !177, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %91, metadata !117, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %92, metadata !116, metadata !DIExpression()), !dbg !174
  %95 = shl i32 %94, 1, !dbg !175
  %96 = xor i32 %95, %92, !dbg !178
  call void @llvm.dbg.value(metadata i32 %96, metadata !116, metadata !DIExpression()), !dbg !174
  %97 = add nuw nsw i32 %91, 1, !dbg !179
  call void @llvm.dbg.value(metadata i32 %97, metadata !117, metadata !DIExpression()), !dbg !172
  %98 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %97
  %99 = load i32, i32* %98, align 4, !dbg !177, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %97, metadata !117, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %96, metadata !116, metadata !DIExpression()), !dbg !174
  %100 = shl i32 %99, 1, !dbg !175
  %101 = xor i32 %100, %96, !dbg !178
  call void @llvm.dbg.value(metadata i32 %101, metadata !116, metadata !DIExpression()), !dbg !174
  %102 = add nuw nsw i32 %91, 2, !dbg !179
  call void @llvm.dbg.value(metadata i32 %102, metadata !117, metadata !DIExpression()), !dbg !172
  %103 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %102
  %104 = load i32, i32* %103, align 4, !dbg !177, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %102, metadata !117, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %101, metadata !116, metadata !DIExpression()), !dbg !174
  %105 = shl i32 %104, 1, !dbg !175
  %106 = xor i32 %105, %101, !dbg !178
  call void @llvm.dbg.value(metadata i32 %106, metadata !116, metadata !DIExpression()), !dbg !174
  %107 = add nuw nsw i32 %91, 3, !dbg !179
  call void @llvm.dbg.value(metadata i32 %107, metadata !117, metadata !DIExpression()), !dbg !172
  %108 = icmp eq i32 %107, 64, !dbg !180
  br i1 %108, label %109, label %90, !dbg !176, !llvm.loop !181

109:                                              ; preds = %90
  %110 = add nsw i32 %57, %40, !dbg !183
  %111 = add nsw i32 %110, %85, !dbg !184
  %112 = add nsw i32 %111, %106, !dbg !185
  ret i32 %112, !dbg !186
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 2, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/vec.c", directory: ".", checksumkind: CSK_MD5, checksum: "982b6d3fc7d94889f208796ba97ae2c6")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8, !13}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 2, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 64)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "bytes", scope: !2, file: !3, line: 3, type: !15, isLocal: false, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 512, elements: !11)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !{i32 1, !"NumRegisterParameters", i32 0}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 4, type: !26, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!6, !6}
!28 = !{!29, !30, !31}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !25, file: !3, line: 4, type: !6)
!30 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 5, type: !6)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 6, type: !6)
!32 = distinct !DILexicalBlock(scope: !25, file: !3, line: 6, column: 3)
!33 = !DILocation(line: 0, scope: !25)
!34 = !DILocation(line: 0, scope: !32)
!35 = !DILocation(line: 6, column: 21, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 6, column: 3)
!37 = !DILocation(line: 6, column: 3, scope: !32)
!38 = !DILocation(line: 6, column: 36, scope: !36)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 6, column: 43, scope: !36)
!44 = !DILocation(line: 6, column: 41, scope: !36)
!45 = !DILocation(line: 6, column: 33, scope: !36)
!46 = !DILocation(line: 6, column: 27, scope: !36)
!47 = distinct !{!47, !48}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DILocation(line: 7, column: 3, scope: !25)
!50 = distinct !{!50, !37, !51, !52}
!51 = !DILocation(line: 6, column: 46, scope: !32)
!52 = !{!"llvm.loop.mustprogress"}
!53 = distinct !DISubprogram(name: "vmax", scope: !3, file: !3, line: 9, type: !54, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!6}
!56 = !{!57, !58}
!57 = !DILocalVariable(name: "m", scope: !53, file: !3, line: 10, type: !6)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 11, type: !6)
!59 = distinct !DILexicalBlock(scope: !53, file: !3, line: 11, column: 3)
!60 = !DILocation(line: 10, column: 11, scope: !53)
!61 = !DILocation(line: 0, scope: !53)
!62 = !DILocation(line: 0, scope: !59)
!63 = !DILocation(line: 11, column: 3, scope: !59)
!64 = !DILocation(line: 12, column: 3, scope: !53)
!65 = !DILocation(line: 11, column: 36, scope: !66)
!66 = distinct !DILexicalBlock(scope: !59, file: !3, line: 11, column: 3)
!67 = !DILocation(line: 11, column: 41, scope: !66)
!68 = !DILocation(line: 11, column: 28, scope: !66)
!69 = !DILocation(line: 11, column: 21, scope: !66)
!70 = distinct !{!70, !63, !71, !52}
!71 = !DILocation(line: 11, column: 54, scope: !59)
!72 = distinct !DISubprogram(name: "vcopy", scope: !3, file: !3, line: 14, type: !73, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !6, !6}
!75 = !{!76, !77, !78}
!76 = !DILocalVariable(name: "n", arg: 1, scope: !72, file: !3, line: 14, type: !6)
!77 = !DILocalVariable(name: "k", arg: 2, scope: !72, file: !3, line: 14, type: !6)
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 15, type: !6)
!79 = distinct !DILexicalBlock(scope: !72, file: !3, line: 15, column: 3)
!80 = !DILocation(line: 0, scope: !72)
!81 = !DILocation(line: 0, scope: !79)
!82 = !DILocation(line: 15, column: 21, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 15, column: 3)
!84 = !DILocation(line: 15, column: 3, scope: !79)
!85 = !DILocation(line: 15, column: 38, scope: !83)
!86 = !DILocation(line: 15, column: 43, scope: !83)
!87 = !DILocation(line: 15, column: 31, scope: !83)
!88 = !DILocation(line: 15, column: 36, scope: !83)
!89 = !DILocation(line: 15, column: 27, scope: !83)
!90 = distinct !{!90, !48}
!91 = !DILocation(line: 16, column: 1, scope: !72)
!92 = distinct !{!92, !84, !93, !52}
!93 = !DILocation(line: 15, column: 45, scope: !79)
!94 = distinct !DISubprogram(name: "vcount", scope: !3, file: !3, line: 17, type: !54, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!95 = !{!96, !97}
!96 = !DILocalVariable(name: "c", scope: !94, file: !3, line: 18, type: !6)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 19, type: !6)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 19, column: 3)
!99 = !DILocation(line: 0, scope: !94)
!100 = !DILocation(line: 0, scope: !98)
!101 = !DILocation(line: 19, column: 3, scope: !98)
!102 = !DILocation(line: 20, column: 3, scope: !94)
!103 = !DILocation(line: 19, column: 37, scope: !104)
!104 = distinct !DILexicalBlock(scope: !98, file: !3, line: 19, column: 3)
!105 = !{!41, !41, i64 0}
!106 = !DILocation(line: 19, column: 46, scope: !104)
!107 = !DILocation(line: 19, column: 34, scope: !104)
!108 = !DILocation(line: 19, column: 28, scope: !104)
!109 = !DILocation(line: 19, column: 21, scope: !104)
!110 = distinct !{!110, !101, !111, !52}
!111 = !DILocation(line: 19, column: 49, scope: !98)
!112 = distinct !DISubprogram(name: "vxor", scope: !3, file: !3, line: 22, type: !113, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!5}
!115 = !{!116, !117}
!116 = !DILocalVariable(name: "x", scope: !112, file: !3, line: 23, type: !5)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 24, type: !6)
!118 = distinct !DILexicalBlock(scope: !112, file: !3, line: 24, column: 3)
!119 = !DILocation(line: 0, scope: !112)
!120 = !DILocation(line: 0, scope: !118)
!121 = !DILocation(line: 24, column: 3, scope: !118)
!122 = !DILocation(line: 25, column: 3, scope: !112)
!123 = !DILocation(line: 24, column: 47, scope: !124)
!124 = distinct !DILexicalBlock(scope: !118, file: !3, line: 24, column: 3)
!125 = !DILocation(line: 24, column: 52, scope: !124)
!126 = !DILocation(line: 24, column: 34, scope: !124)
!127 = !DILocation(line: 24, column: 28, scope: !124)
!128 = !DILocation(line: 24, column: 21, scope: !124)
!129 = distinct !{!129, !121, !130, !52}
!130 = !DILocation(line: 24, column: 55, scope: !118)
!131 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !54, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!132 = !{}
!133 = !DILocation(line: 0, scope: !72, inlinedAt: !134)
!134 = distinct !DILocation(line: 27, column: 18, scope: !131)
!135 = !DILocation(line: 0, scope: !79, inlinedAt: !134)
!136 = !DILocation(line: 15, column: 38, scope: !83, inlinedAt: !134)
!137 = !DILocation(line: 15, column: 43, scope: !83, inlinedAt: !134)
!138 = !DILocation(line: 15, column: 36, scope: !83, inlinedAt: !134)
!139 = !DILocation(line: 0, scope: !32, inlinedAt: !140)
!140 = distinct !DILocation(line: 27, column: 38, scope: !131)
!141 = !DILocation(line: 0, scope: !25, inlinedAt: !140)
!142 = !DILocation(line: 6, column: 41, scope: !36, inlinedAt: !140)
!143 = !DILocation(line: 6, column: 3, scope: !32, inlinedAt: !140)
!144 = !DILocation(line: 6, column: 36, scope: !36, inlinedAt: !140)
!145 = !DILocation(line: 6, column: 43, scope: !36, inlinedAt: !140)
!146 = !DILocation(line: 6, column: 33, scope: !36, inlinedAt: !140)
!147 = !DILocation(line: 6, column: 27, scope: !36, inlinedAt: !140)
!148 = !DILocation(line: 6, column: 21, scope: !36, inlinedAt: !140)
!149 = distinct !{!149, !143, !150, !52}
!150 = !DILocation(line: 6, column: 46, scope: !32, inlinedAt: !140)
!151 = !DILocation(line: 0, scope: !53, inlinedAt: !152)
!152 = distinct !DILocation(line: 27, column: 49, scope: !131)
!153 = !DILocation(line: 0, scope: !59, inlinedAt: !152)
!154 = !DILocation(line: 11, column: 41, scope: !66, inlinedAt: !152)
!155 = !DILocation(line: 11, column: 36, scope: !66, inlinedAt: !152)
!156 = !DILocation(line: 11, column: 3, scope: !59, inlinedAt: !152)
!157 = !DILocation(line: 11, column: 28, scope: !66, inlinedAt: !152)
!158 = !DILocation(line: 11, column: 21, scope: !66, inlinedAt: !152)
!159 = distinct !{!159, !156, !160, !52}
!160 = !DILocation(line: 11, column: 54, scope: !59, inlinedAt: !152)
!161 = !DILocation(line: 0, scope: !98, inlinedAt: !162)
!162 = distinct !DILocation(line: 27, column: 58, scope: !131)
!163 = !DILocation(line: 0, scope: !94, inlinedAt: !162)
!164 = !DILocation(line: 19, column: 37, scope: !104, inlinedAt: !162)
!165 = !DILocation(line: 19, column: 46, scope: !104, inlinedAt: !162)
!166 = !DILocation(line: 19, column: 34, scope: !104, inlinedAt: !162)
!167 = !DILocation(line: 19, column: 28, scope: !104, inlinedAt: !162)
!168 = !DILocation(line: 19, column: 21, scope: !104, inlinedAt: !162)
!169 = !DILocation(line: 19, column: 3, scope: !98, inlinedAt: !162)
!170 = distinct !{!170, !169, !171, !52}
!171 = !DILocation(line: 19, column: 49, scope: !98, inlinedAt: !162)
!172 = !DILocation(line: 0, scope: !118, inlinedAt: !173)
!173 = distinct !DILocation(line: 27, column: 74, scope: !131)
!174 = !DILocation(line: 0, scope: !112, inlinedAt: !173)
!175 = !DILocation(line: 24, column: 52, scope: !124, inlinedAt: !173)
!176 = !DILocation(line: 24, column: 3, scope: !118, inlinedAt: !173)
!177 = !DILocation(line: 24, column: 47, scope: !124, inlinedAt: !173)
!178 = !DILocation(line: 24, column: 34, scope: !124, inlinedAt: !173)
!179 = !DILocation(line: 24, column: 28, scope: !124, inlinedAt: !173)
!180 = !DILocation(line: 24, column: 21, scope: !124, inlinedAt: !173)
!181 = distinct !{!181, !176, !182, !52}
!182 = !DILocation(line: 24, column: 55, scope: !118, inlinedAt: !173)
!183 = !DILocation(line: 27, column: 47, scope: !131)
!184 = !DILocation(line: 27, column: 56, scope: !131)
!185 = !DILocation(line: 27, column: 67, scope: !131)
!186 = !DILocation(line: 27, column: 31, scope: !131)
