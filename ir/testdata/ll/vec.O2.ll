; ModuleID = 'testdata/c/vec.c'
source_filename = "testdata/c/vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !0
@b = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !8
@bytes = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 16, !dbg !13

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @vsum(i32 noundef %0) local_unnamed_addr #0 !dbg !24 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !33
  %2 = icmp sgt i32 %0, 0, !dbg !34
  br i1 %2, label %3, label %89, !dbg !36

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64, !dbg !34
  %5 = icmp ult i32 %0, 8, !dbg !36
  br i1 %5, label %86, label %6, !dbg !36

6:                                                ; preds = %3
  %7 = and i64 %4, 4294967288, !dbg !36
  %8 = add nsw i64 %7, -8, !dbg !36
  %9 = lshr exact i64 %8, 3, !dbg !36
  %10 = add nuw nsw i64 %9, 1, !dbg !36
  %11 = and i64 %10, 1, !dbg !36
  %12 = icmp eq i64 %8, 0, !dbg !36
  br i1 %12, label %56, label %13, !dbg !36

13:                                               ; preds = %6
  %14 = and i64 %10, 4611686018427387902, !dbg !36
  br label %15, !dbg !36

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %53, %15 ], !dbg !37
  %17 = phi <4 x i32> [ zeroinitializer, %13 ], [ %51, %15 ]
  %18 = phi <4 x i32> [ zeroinitializer, %13 ], [ %52, %15 ]
  %19 = phi i64 [ 0, %13 ], [ %54, %15 ]
  %20 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %16, !dbg !37
  %21 = bitcast i32* %20 to <4 x i32>*, !dbg !38
  %22 = load <4 x i32>, <4 x i32>* %21, align 16, !dbg !38, !tbaa !39
  %23 = getelementptr inbounds i32, i32* %20, i64 4, !dbg !38
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !38
  %25 = load <4 x i32>, <4 x i32>* %24, align 16, !dbg !38, !tbaa !39
  %26 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %16, !dbg !37
  %27 = bitcast i32* %26 to <4 x i32>*, !dbg !43
  %28 = load <4 x i32>, <4 x i32>* %27, align 16, !dbg !43, !tbaa !39
  %29 = getelementptr inbounds i32, i32* %26, i64 4, !dbg !43
  %30 = bitcast i32* %29 to <4 x i32>*, !dbg !43
  %31 = load <4 x i32>, <4 x i32>* %30, align 16, !dbg !43, !tbaa !39
  %32 = mul nsw <4 x i32> %28, %22, !dbg !44
  %33 = mul nsw <4 x i32> %31, %25, !dbg !44
  %34 = add <4 x i32> %32, %17, !dbg !45
  %35 = add <4 x i32> %33, %18, !dbg !45
  %36 = or i64 %16, 8, !dbg !37
  %37 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %36, !dbg !37
  %38 = bitcast i32* %37 to <4 x i32>*, !dbg !38
  %39 = load <4 x i32>, <4 x i32>* %38, align 16, !dbg !38, !tbaa !39
  %40 = getelementptr inbounds i32, i32* %37, i64 4, !dbg !38
  %41 = bitcast i32* %40 to <4 x i32>*, !dbg !38
  %42 = load <4 x i32>, <4 x i32>* %41, align 16, !dbg !38, !tbaa !39
  %43 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %36, !dbg !37
  %44 = bitcast i32* %43 to <4 x i32>*, !dbg !43
  %45 = load <4 x i32>, <4 x i32>* %44, align 16, !dbg !43, !tbaa !39
  %46 = getelementptr inbounds i32, i32* %43, i64 4, !dbg !43
  %47 = bitcast i32* %46 to <4 x i32>*, !dbg !43
  %48 = load <4 x i32>, <4 x i32>* %47, align 16, !dbg !43, !tbaa !39
  %49 = mul nsw <4 x i32> %45, %39, !dbg !44
  %50 = mul nsw <4 x i32> %48, %42, !dbg !44
  %51 = add <4 x i32> %49, %34, !dbg !45
  %52 = add <4 x i32> %50, %35, !dbg !45
  %53 = add nuw i64 %16, 16, !dbg !37
  %54 = add i64 %19, 2, !dbg !37
  %55 = icmp eq i64 %54, %14, !dbg !37
  br i1 %55, label %56, label %15, !dbg !37, !llvm.loop !46

56:                                               ; preds = %15, %6
  %57 = phi <4 x i32> [ undef, %6 ], [ %51, %15 ]
  %58 = phi <4 x i32> [ undef, %6 ], [ %52, %15 ]
  %59 = phi i64 [ 0, %6 ], [ %53, %15 ]
  %60 = phi <4 x i32> [ zeroinitializer, %6 ], [ %51, %15 ]
  %61 = phi <4 x i32> [ zeroinitializer, %6 ], [ %52, %15 ]
  %62 = icmp eq i64 %11, 0, !dbg !37
  br i1 %62, label %80, label %63, !dbg !37

63:                                               ; preds = %56
  %64 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %59, !dbg !37
  %65 = bitcast i32* %64 to <4 x i32>*, !dbg !38
  %66 = load <4 x i32>, <4 x i32>* %65, align 16, !dbg !38, !tbaa !39
  %67 = getelementptr inbounds i32, i32* %64, i64 4, !dbg !38
  %68 = bitcast i32* %67 to <4 x i32>*, !dbg !38
  %69 = load <4 x i32>, <4 x i32>* %68, align 16, !dbg !38, !tbaa !39
  %70 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %59, !dbg !37
  %71 = bitcast i32* %70 to <4 x i32>*, !dbg !43
  %72 = load <4 x i32>, <4 x i32>* %71, align 16, !dbg !43, !tbaa !39
  %73 = getelementptr inbounds i32, i32* %70, i64 4, !dbg !43
  %74 = bitcast i32* %73 to <4 x i32>*, !dbg !43
  %75 = load <4 x i32>, <4 x i32>* %74, align 16, !dbg !43, !tbaa !39
  %76 = mul nsw <4 x i32> %72, %66, !dbg !44
  %77 = mul nsw <4 x i32> %75, %69, !dbg !44
  %78 = add <4 x i32> %76, %60, !dbg !45
  %79 = add <4 x i32> %77, %61, !dbg !45
  br label %80, !dbg !36

80:                                               ; preds = %56, %63
  %81 = phi <4 x i32> [ %57, %56 ], [ %78, %63 ], !dbg !45
  %82 = phi <4 x i32> [ %58, %56 ], [ %79, %63 ], !dbg !45
  %83 = add <4 x i32> %82, %81, !dbg !36
  %84 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %83), !dbg !36
  %85 = icmp eq i64 %7, %4, !dbg !36
  br i1 %85, label %89, label %86, !dbg !36

86:                                               ; preds = %3, %80
  %87 = phi i64 [ 0, %3 ], [ %7, %80 ]
  %88 = phi i32 [ 0, %3 ], [ %84, %80 ]
  br label %91, !dbg !36

89:                                               ; preds = %91, %80, %1
  %90 = phi i32 [ 0, %1 ], [ %84, %80 ], [ %99, %91 ], !dbg !32
  ret i32 %90, !dbg !50

91:                                               ; preds = %86, %91
  %92 = phi i64 [ %100, %91 ], [ %87, %86 ]
  %93 = phi i32 [ %99, %91 ], [ %88, %86 ]
  call void @llvm.dbg.value(metadata i64 %92, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %93, metadata !29, metadata !DIExpression()), !dbg !32
  %94 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %92, !dbg !38
  %95 = load i32, i32* %94, align 4, !dbg !38, !tbaa !39
  %96 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %92, !dbg !43
  %97 = load i32, i32* %96, align 4, !dbg !43, !tbaa !39
  %98 = mul nsw i32 %97, %95, !dbg !44
  %99 = add nsw i32 %98, %93, !dbg !45
  call void @llvm.dbg.value(metadata i32 %99, metadata !29, metadata !DIExpression()), !dbg !32
  %100 = add nuw nsw i64 %92, 1, !dbg !37
  call void @llvm.dbg.value(metadata i64 %100, metadata !30, metadata !DIExpression()), !dbg !33
  %101 = icmp eq i64 %100, %4, !dbg !34
  br i1 %101, label %89, label %91, !dbg !36, !llvm.loop !51
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @vmax() local_unnamed_addr #0 !dbg !53 {
  %1 = load <4 x i32>, <4 x i32>* bitcast ([64 x i32]* @a to <4 x i32>*), align 16, !dbg !60
  call void @llvm.dbg.value(metadata i32 undef, metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 1, metadata !58, metadata !DIExpression()), !dbg !62
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !63
  %3 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 1) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %4 = icmp sgt <4 x i32> %3, %2, !dbg !66
  %5 = select <4 x i1> %4, <4 x i32> %3, <4 x i32> %2, !dbg !64
  %6 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 5) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %7 = icmp sgt <4 x i32> %6, %5, !dbg !66
  %8 = select <4 x i1> %7, <4 x i32> %6, <4 x i32> %5, !dbg !64
  %9 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 9) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %10 = icmp sgt <4 x i32> %9, %8, !dbg !66
  %11 = select <4 x i1> %10, <4 x i32> %9, <4 x i32> %8, !dbg !64
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 13) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %13 = icmp sgt <4 x i32> %12, %11, !dbg !66
  %14 = select <4 x i1> %13, <4 x i32> %12, <4 x i32> %11, !dbg !64
  %15 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 17) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %16 = icmp sgt <4 x i32> %15, %14, !dbg !66
  %17 = select <4 x i1> %16, <4 x i32> %15, <4 x i32> %14, !dbg !64
  %18 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 21) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %19 = icmp sgt <4 x i32> %18, %17, !dbg !66
  %20 = select <4 x i1> %19, <4 x i32> %18, <4 x i32> %17, !dbg !64
  %21 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 25) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %22 = icmp sgt <4 x i32> %21, %20, !dbg !66
  %23 = select <4 x i1> %22, <4 x i32> %21, <4 x i32> %20, !dbg !64
  %24 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 29) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %25 = icmp sgt <4 x i32> %24, %23, !dbg !66
  %26 = select <4 x i1> %25, <4 x i32> %24, <4 x i32> %23, !dbg !64
  %27 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 33) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %28 = icmp sgt <4 x i32> %27, %26, !dbg !66
  %29 = select <4 x i1> %28, <4 x i32> %27, <4 x i32> %26, !dbg !64
  %30 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 37) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %31 = icmp sgt <4 x i32> %30, %29, !dbg !66
  %32 = select <4 x i1> %31, <4 x i32> %30, <4 x i32> %29, !dbg !64
  %33 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 41) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %34 = icmp sgt <4 x i32> %33, %32, !dbg !66
  %35 = select <4 x i1> %34, <4 x i32> %33, <4 x i32> %32, !dbg !64
  %36 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 45) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %37 = icmp sgt <4 x i32> %36, %35, !dbg !66
  %38 = select <4 x i1> %37, <4 x i32> %36, <4 x i32> %35, !dbg !64
  %39 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 49) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %40 = icmp sgt <4 x i32> %39, %38, !dbg !66
  %41 = select <4 x i1> %40, <4 x i32> %39, <4 x i32> %38, !dbg !64
  %42 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 53) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %43 = icmp sgt <4 x i32> %42, %41, !dbg !66
  %44 = select <4 x i1> %43, <4 x i32> %42, <4 x i32> %41, !dbg !64
  %45 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 57) to <4 x i32>*), align 4, !dbg !64, !tbaa !39
  %46 = icmp sgt <4 x i32> %45, %44, !dbg !66
  %47 = select <4 x i1> %46, <4 x i32> %45, <4 x i32> %44, !dbg !64
  %48 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %47), !dbg !63
  %49 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 61), align 4, !dbg !64, !tbaa !39
  call void @llvm.dbg.value(metadata i64 61, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %48, metadata !57, metadata !DIExpression()), !dbg !61
  %50 = icmp sgt i32 %49, %48, !dbg !66
  %51 = select i1 %50, i32 %49, i32 %48, !dbg !64
  call void @llvm.dbg.value(metadata i32 %51, metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i64 62, metadata !58, metadata !DIExpression()), !dbg !62
  %52 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 62), align 8, !dbg !64, !tbaa !39
  call void @llvm.dbg.value(metadata i64 62, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %51, metadata !57, metadata !DIExpression()), !dbg !61
  %53 = icmp sgt i32 %52, %51, !dbg !66
  %54 = select i1 %53, i32 %52, i32 %51, !dbg !64
  call void @llvm.dbg.value(metadata i32 %54, metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i64 63, metadata !58, metadata !DIExpression()), !dbg !62
  %55 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 63), align 4, !dbg !64, !tbaa !39
  call void @llvm.dbg.value(metadata i64 63, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %54, metadata !57, metadata !DIExpression()), !dbg !61
  %56 = icmp sgt i32 %55, %54, !dbg !66
  %57 = select i1 %56, i32 %55, i32 %54, !dbg !64
  call void @llvm.dbg.value(metadata i32 %57, metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i64 64, metadata !58, metadata !DIExpression()), !dbg !62
  ret i32 %57, !dbg !67
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @vcopy(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !68 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !72, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %1, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !77
  %3 = icmp sgt i32 %0, 0, !dbg !78
  br i1 %3, label %4, label %71, !dbg !80

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64, !dbg !78
  %6 = icmp ult i32 %0, 8, !dbg !80
  br i1 %6, label %69, label %7, !dbg !80

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288, !dbg !80
  %9 = insertelement <4 x i32> poison, i32 %1, i64 0, !dbg !80
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !80
  %11 = insertelement <4 x i32> poison, i32 %1, i64 0, !dbg !80
  %12 = shufflevector <4 x i32> %11, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !80
  %13 = add nsw i64 %8, -8, !dbg !80
  %14 = lshr exact i64 %13, 3, !dbg !80
  %15 = add nuw nsw i64 %14, 1, !dbg !80
  %16 = and i64 %15, 1, !dbg !80
  %17 = icmp eq i64 %13, 0, !dbg !80
  br i1 %17, label %51, label %18, !dbg !80

18:                                               ; preds = %7
  %19 = and i64 %15, 4611686018427387902, !dbg !80
  br label %20, !dbg !80

20:                                               ; preds = %20, %18
  %21 = phi i64 [ 0, %18 ], [ %48, %20 ], !dbg !81
  %22 = phi i64 [ 0, %18 ], [ %49, %20 ]
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %21, !dbg !81
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !82
  %25 = load <4 x i32>, <4 x i32>* %24, align 16, !dbg !82, !tbaa !39
  %26 = getelementptr inbounds i32, i32* %23, i64 4, !dbg !82
  %27 = bitcast i32* %26 to <4 x i32>*, !dbg !82
  %28 = load <4 x i32>, <4 x i32>* %27, align 16, !dbg !82, !tbaa !39
  %29 = add nsw <4 x i32> %25, %10, !dbg !83
  %30 = add nsw <4 x i32> %28, %12, !dbg !83
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %21, !dbg !81
  %32 = bitcast i32* %31 to <4 x i32>*, !dbg !84
  store <4 x i32> %29, <4 x i32>* %32, align 16, !dbg !84, !tbaa !39
  %33 = getelementptr inbounds i32, i32* %31, i64 4, !dbg !84
  %34 = bitcast i32* %33 to <4 x i32>*, !dbg !84
  store <4 x i32> %30, <4 x i32>* %34, align 16, !dbg !84, !tbaa !39
  %35 = or i64 %21, 8, !dbg !81
  %36 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %35, !dbg !81
  %37 = bitcast i32* %36 to <4 x i32>*, !dbg !82
  %38 = load <4 x i32>, <4 x i32>* %37, align 16, !dbg !82, !tbaa !39
  %39 = getelementptr inbounds i32, i32* %36, i64 4, !dbg !82
  %40 = bitcast i32* %39 to <4 x i32>*, !dbg !82
  %41 = load <4 x i32>, <4 x i32>* %40, align 16, !dbg !82, !tbaa !39
  %42 = add nsw <4 x i32> %38, %10, !dbg !83
  %43 = add nsw <4 x i32> %41, %12, !dbg !83
  %44 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %35, !dbg !81
  %45 = bitcast i32* %44 to <4 x i32>*, !dbg !84
  store <4 x i32> %42, <4 x i32>* %45, align 16, !dbg !84, !tbaa !39
  %46 = getelementptr inbounds i32, i32* %44, i64 4, !dbg !84
  %47 = bitcast i32* %46 to <4 x i32>*, !dbg !84
  store <4 x i32> %43, <4 x i32>* %47, align 16, !dbg !84, !tbaa !39
  %48 = add nuw i64 %21, 16, !dbg !81
  %49 = add i64 %22, 2, !dbg !81
  %50 = icmp eq i64 %49, %19, !dbg !81
  br i1 %50, label %51, label %20, !dbg !81, !llvm.loop !85

51:                                               ; preds = %20, %7
  %52 = phi i64 [ 0, %7 ], [ %48, %20 ]
  %53 = icmp eq i64 %16, 0, !dbg !81
  br i1 %53, label %67, label %54, !dbg !81

54:                                               ; preds = %51
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %52, !dbg !81
  %56 = bitcast i32* %55 to <4 x i32>*, !dbg !82
  %57 = load <4 x i32>, <4 x i32>* %56, align 16, !dbg !82, !tbaa !39
  %58 = getelementptr inbounds i32, i32* %55, i64 4, !dbg !82
  %59 = bitcast i32* %58 to <4 x i32>*, !dbg !82
  %60 = load <4 x i32>, <4 x i32>* %59, align 16, !dbg !82, !tbaa !39
  %61 = add nsw <4 x i32> %57, %10, !dbg !83
  %62 = add nsw <4 x i32> %60, %12, !dbg !83
  %63 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %52, !dbg !81
  %64 = bitcast i32* %63 to <4 x i32>*, !dbg !84
  store <4 x i32> %61, <4 x i32>* %64, align 16, !dbg !84, !tbaa !39
  %65 = getelementptr inbounds i32, i32* %63, i64 4, !dbg !84
  %66 = bitcast i32* %65 to <4 x i32>*, !dbg !84
  store <4 x i32> %62, <4 x i32>* %66, align 16, !dbg !84, !tbaa !39
  br label %67, !dbg !80

67:                                               ; preds = %51, %54
  %68 = icmp eq i64 %8, %5, !dbg !80
  br i1 %68, label %71, label %69, !dbg !80

69:                                               ; preds = %4, %67
  %70 = phi i64 [ 0, %4 ], [ %8, %67 ]
  br label %72, !dbg !80

71:                                               ; preds = %72, %67, %2
  ret void, !dbg !87

72:                                               ; preds = %69, %72
  %73 = phi i64 [ %78, %72 ], [ %70, %69 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !74, metadata !DIExpression()), !dbg !77
  %74 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %73, !dbg !82
  %75 = load i32, i32* %74, align 4, !dbg !82, !tbaa !39
  %76 = add nsw i32 %75, %1, !dbg !83
  %77 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %73, !dbg !88
  store i32 %76, i32* %77, align 4, !dbg !84, !tbaa !39
  %78 = add nuw nsw i64 %73, 1, !dbg !81
  call void @llvm.dbg.value(metadata i64 %78, metadata !74, metadata !DIExpression()), !dbg !77
  %79 = icmp eq i64 %78, %5, !dbg !78
  br i1 %79, label %71, label %72, !dbg !80, !llvm.loop !89
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @vcount() local_unnamed_addr #0 !dbg !90 {
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !96
  %1 = load <4 x i8>, <4 x i8>* bitcast ([64 x i8]* @bytes to <4 x i8>*), align 16, !dbg !97, !tbaa !99
  %2 = icmp eq <4 x i8> %1, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %3 = zext <4 x i1> %2 to <4 x i32>, !dbg !100
  %4 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 4) to <4 x i8>*), align 4, !dbg !97, !tbaa !99
  %5 = icmp eq <4 x i8> %4, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %6 = zext <4 x i1> %5 to <4 x i32>, !dbg !100
  %7 = add nuw nsw <4 x i32> %3, %6, !dbg !101
  %8 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 8) to <4 x i8>*), align 8, !dbg !97, !tbaa !99
  %9 = icmp eq <4 x i8> %8, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %10 = zext <4 x i1> %9 to <4 x i32>, !dbg !100
  %11 = add nuw nsw <4 x i32> %7, %10, !dbg !101
  %12 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 12) to <4 x i8>*), align 4, !dbg !97, !tbaa !99
  %13 = icmp eq <4 x i8> %12, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %14 = zext <4 x i1> %13 to <4 x i32>, !dbg !100
  %15 = add nuw nsw <4 x i32> %11, %14, !dbg !101
  %16 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 16) to <4 x i8>*), align 16, !dbg !97, !tbaa !99
  %17 = icmp eq <4 x i8> %16, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %18 = zext <4 x i1> %17 to <4 x i32>, !dbg !100
  %19 = add nuw nsw <4 x i32> %15, %18, !dbg !101
  %20 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 20) to <4 x i8>*), align 4, !dbg !97, !tbaa !99
  %21 = icmp eq <4 x i8> %20, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %22 = zext <4 x i1> %21 to <4 x i32>, !dbg !100
  %23 = add nuw nsw <4 x i32> %19, %22, !dbg !101
  %24 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 24) to <4 x i8>*), align 8, !dbg !97, !tbaa !99
  %25 = icmp eq <4 x i8> %24, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %26 = zext <4 x i1> %25 to <4 x i32>, !dbg !100
  %27 = add nuw nsw <4 x i32> %23, %26, !dbg !101
  %28 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 28) to <4 x i8>*), align 4, !dbg !97, !tbaa !99
  %29 = icmp eq <4 x i8> %28, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %30 = zext <4 x i1> %29 to <4 x i32>, !dbg !100
  %31 = add <4 x i32> %27, %30, !dbg !101
  %32 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 32) to <4 x i8>*), align 16, !dbg !97, !tbaa !99
  %33 = icmp eq <4 x i8> %32, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %34 = zext <4 x i1> %33 to <4 x i32>, !dbg !100
  %35 = add <4 x i32> %31, %34, !dbg !101
  %36 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 36) to <4 x i8>*), align 4, !dbg !97, !tbaa !99
  %37 = icmp eq <4 x i8> %36, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %38 = zext <4 x i1> %37 to <4 x i32>, !dbg !100
  %39 = add <4 x i32> %35, %38, !dbg !101
  %40 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 40) to <4 x i8>*), align 8, !dbg !97, !tbaa !99
  %41 = icmp eq <4 x i8> %40, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %42 = zext <4 x i1> %41 to <4 x i32>, !dbg !100
  %43 = add <4 x i32> %39, %42, !dbg !101
  %44 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 44) to <4 x i8>*), align 4, !dbg !97, !tbaa !99
  %45 = icmp eq <4 x i8> %44, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %46 = zext <4 x i1> %45 to <4 x i32>, !dbg !100
  %47 = add <4 x i32> %43, %46, !dbg !101
  %48 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 48) to <4 x i8>*), align 16, !dbg !97, !tbaa !99
  %49 = icmp eq <4 x i8> %48, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %50 = zext <4 x i1> %49 to <4 x i32>, !dbg !100
  %51 = add <4 x i32> %47, %50, !dbg !101
  %52 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 52) to <4 x i8>*), align 4, !dbg !97, !tbaa !99
  %53 = icmp eq <4 x i8> %52, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %54 = zext <4 x i1> %53 to <4 x i32>, !dbg !100
  %55 = add <4 x i32> %51, %54, !dbg !101
  %56 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 56) to <4 x i8>*), align 8, !dbg !97, !tbaa !99
  %57 = icmp eq <4 x i8> %56, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %58 = zext <4 x i1> %57 to <4 x i32>, !dbg !100
  %59 = add <4 x i32> %55, %58, !dbg !101
  %60 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 60) to <4 x i8>*), align 4, !dbg !97, !tbaa !99
  %61 = icmp eq <4 x i8> %60, <i8 97, i8 97, i8 97, i8 97>, !dbg !100
  %62 = zext <4 x i1> %61 to <4 x i32>, !dbg !100
  %63 = add <4 x i32> %59, %62, !dbg !101
  %64 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %63), !dbg !102
  ret i32 %64, !dbg !103
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @vxor() local_unnamed_addr #0 !dbg !104 {
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !112
  %1 = load <4 x i32>, <4 x i32>* bitcast ([64 x i32]* @a to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %2 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 4) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %3 = xor <4 x i32> %2, %1, !dbg !115
  %4 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 8) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %5 = xor <4 x i32> %4, %3, !dbg !115
  %6 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 12) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %7 = xor <4 x i32> %6, %5, !dbg !115
  %8 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 16) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %9 = xor <4 x i32> %8, %7, !dbg !115
  %10 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 20) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %11 = xor <4 x i32> %10, %9, !dbg !115
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 24) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %13 = xor <4 x i32> %12, %11, !dbg !115
  %14 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 28) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %15 = xor <4 x i32> %14, %13, !dbg !115
  %16 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 32) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %17 = xor <4 x i32> %16, %15, !dbg !115
  %18 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 36) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %19 = xor <4 x i32> %18, %17, !dbg !115
  %20 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 40) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %21 = xor <4 x i32> %20, %19, !dbg !115
  %22 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 44) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %23 = xor <4 x i32> %22, %21, !dbg !115
  %24 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 48) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %25 = xor <4 x i32> %24, %23, !dbg !115
  %26 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 52) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %27 = xor <4 x i32> %26, %25, !dbg !115
  %28 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 56) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %29 = xor <4 x i32> %28, %27, !dbg !115
  %30 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 60) to <4 x i32>*), align 16, !dbg !113, !tbaa !39
  %31 = xor <4 x i32> %30, %29, !dbg !115
  %32 = shl <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>, !dbg !115
  %33 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %32), !dbg !116
  ret i32 %33, !dbg !117
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !118 {
  call void @llvm.dbg.value(metadata i32 8, metadata !72, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 3, metadata !73, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 1, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 2, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 3, metadata !74, metadata !DIExpression()), !dbg !122
  %1 = load <4 x i32>, <4 x i32>* bitcast ([64 x i32]* @b to <4 x i32>*), align 16, !dbg !123, !tbaa !39
  %2 = add nsw <4 x i32> %1, <i32 3, i32 3, i32 3, i32 3>, !dbg !124
  store <4 x i32> %2, <4 x i32>* bitcast ([64 x i32]* @a to <4 x i32>*), align 16, !dbg !125, !tbaa !39
  call void @llvm.dbg.value(metadata i64 4, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 4, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 5, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 5, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 6, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 6, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 7, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 7, metadata !74, metadata !DIExpression()), !dbg !122
  %3 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 4) to <4 x i32>*), align 16, !dbg !123, !tbaa !39
  %4 = add nsw <4 x i32> %3, <i32 3, i32 3, i32 3, i32 3>, !dbg !124
  store <4 x i32> %4, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 4) to <4 x i32>*), align 16, !dbg !125, !tbaa !39
  call void @llvm.dbg.value(metadata i64 8, metadata !74, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !30, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !128
  %5 = extractelement <4 x i32> %2, i64 0, !dbg !129
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %5), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !128
  call void @llvm.dbg.value(metadata i64 1, metadata !30, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %5), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !128
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %5), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !128
  %6 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 57) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %7 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 57) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %8 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 53) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %9 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 53) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %10 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 49) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %11 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 49) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %12 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 45) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %13 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 45) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %14 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 41) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %15 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 41) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %16 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 37) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %17 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 37) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %18 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 33) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %19 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 33) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %20 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 29) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %21 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 29) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %22 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 25) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %23 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 25) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %24 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 21) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %25 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 21) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %26 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 17) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %27 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 17) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %28 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 13) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %29 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 13) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %30 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 9) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %31 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 9) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %32 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 5) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %33 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 5) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  %34 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 1) to <4 x i32>*), align 4, !dbg !130, !tbaa !39
  %35 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 1) to <4 x i32>*), align 4, !dbg !131, !tbaa !39
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %5), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !128
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %5), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !128
  %36 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 61), align 4, !dbg !131, !tbaa !39
  %37 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 61), align 4, !dbg !130, !tbaa !39
  call void @llvm.dbg.value(metadata i64 61, metadata !30, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata !DIArgList(i32 %37, i32 undef, i32 %36), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  call void @llvm.dbg.value(metadata i64 62, metadata !30, metadata !DIExpression()), !dbg !126
  %38 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 62), align 8, !dbg !131, !tbaa !39
  %39 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 62), align 8, !dbg !130, !tbaa !39
  call void @llvm.dbg.value(metadata i64 62, metadata !30, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata !DIArgList(i32 %37, i32 undef, i32 %36), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  call void @llvm.dbg.value(metadata !DIArgList(i32 %39, i32 %37, i32 undef, i32 %36, i32 %38), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  call void @llvm.dbg.value(metadata i64 63, metadata !30, metadata !DIExpression()), !dbg !126
  %40 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 63), align 4, !dbg !131, !tbaa !39
  %41 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @b, i64 0, i64 63), align 4, !dbg !130, !tbaa !39
  call void @llvm.dbg.value(metadata i64 63, metadata !30, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata !DIArgList(i32 %39, i32 %37, i32 undef, i32 %36, i32 %38), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  call void @llvm.dbg.value(metadata !DIArgList(i32 %41, i32 %39, i32 %37, i32 undef, i32 %36, i32 %38, i32 %40), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  call void @llvm.dbg.value(metadata i64 64, metadata !30, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i32 undef, metadata !57, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 0, metadata !58, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 1, metadata !58, metadata !DIExpression()), !dbg !134
  %42 = extractelement <4 x i32> %2, i64 1, !dbg !135
  %43 = icmp sgt i32 %42, %5, !dbg !135
  %44 = select i1 %43, i32 %42, i32 %5, !dbg !136
  call void @llvm.dbg.value(metadata i32 %44, metadata !57, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 2, metadata !58, metadata !DIExpression()), !dbg !134
  %45 = insertelement <4 x i32> poison, i32 %44, i64 0, !dbg !137
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !137
  %47 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 2) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %48 = icmp sgt <4 x i32> %47, %46, !dbg !135
  %49 = select <4 x i1> %48, <4 x i32> %47, <4 x i32> %46, !dbg !136
  %50 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 6) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %51 = icmp sgt <4 x i32> %50, %49, !dbg !135
  %52 = select <4 x i1> %51, <4 x i32> %50, <4 x i32> %49, !dbg !136
  %53 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 10) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %54 = icmp sgt <4 x i32> %53, %52, !dbg !135
  %55 = select <4 x i1> %54, <4 x i32> %53, <4 x i32> %52, !dbg !136
  %56 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 14) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %57 = icmp sgt <4 x i32> %56, %55, !dbg !135
  %58 = select <4 x i1> %57, <4 x i32> %56, <4 x i32> %55, !dbg !136
  %59 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 18) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %60 = icmp sgt <4 x i32> %59, %58, !dbg !135
  %61 = select <4 x i1> %60, <4 x i32> %59, <4 x i32> %58, !dbg !136
  %62 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 22) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %63 = icmp sgt <4 x i32> %62, %61, !dbg !135
  %64 = select <4 x i1> %63, <4 x i32> %62, <4 x i32> %61, !dbg !136
  %65 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 26) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %66 = icmp sgt <4 x i32> %65, %64, !dbg !135
  %67 = select <4 x i1> %66, <4 x i32> %65, <4 x i32> %64, !dbg !136
  %68 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 30) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %69 = icmp sgt <4 x i32> %68, %67, !dbg !135
  %70 = select <4 x i1> %69, <4 x i32> %68, <4 x i32> %67, !dbg !136
  %71 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 34) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %72 = icmp sgt <4 x i32> %71, %70, !dbg !135
  %73 = select <4 x i1> %72, <4 x i32> %71, <4 x i32> %70, !dbg !136
  %74 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 38) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %75 = icmp sgt <4 x i32> %74, %73, !dbg !135
  %76 = select <4 x i1> %75, <4 x i32> %74, <4 x i32> %73, !dbg !136
  %77 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 42) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %78 = icmp sgt <4 x i32> %77, %76, !dbg !135
  %79 = select <4 x i1> %78, <4 x i32> %77, <4 x i32> %76, !dbg !136
  %80 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 46) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %81 = icmp sgt <4 x i32> %80, %79, !dbg !135
  %82 = select <4 x i1> %81, <4 x i32> %80, <4 x i32> %79, !dbg !136
  %83 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 50) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %84 = icmp sgt <4 x i32> %83, %82, !dbg !135
  %85 = select <4 x i1> %84, <4 x i32> %83, <4 x i32> %82, !dbg !136
  %86 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 54) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %87 = icmp sgt <4 x i32> %86, %85, !dbg !135
  %88 = select <4 x i1> %87, <4 x i32> %86, <4 x i32> %85, !dbg !136
  %89 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 58) to <4 x i32>*), align 8, !dbg !136, !tbaa !39
  %90 = icmp sgt <4 x i32> %89, %88, !dbg !135
  %91 = select <4 x i1> %90, <4 x i32> %89, <4 x i32> %88, !dbg !136
  %92 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %91), !dbg !137
  %93 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 62), align 8, !dbg !136, !tbaa !39
  call void @llvm.dbg.value(metadata i64 62, metadata !58, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 %92, metadata !57, metadata !DIExpression()), !dbg !132
  %94 = icmp sgt i32 %93, %92, !dbg !135
  %95 = select i1 %94, i32 %93, i32 %92, !dbg !136
  call void @llvm.dbg.value(metadata i32 %95, metadata !57, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 63, metadata !58, metadata !DIExpression()), !dbg !134
  %96 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 63), align 4, !dbg !136, !tbaa !39
  call void @llvm.dbg.value(metadata i64 63, metadata !58, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 %95, metadata !57, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 undef, metadata !57, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 64, metadata !58, metadata !DIExpression()), !dbg !134
  %97 = load <4 x i8>, <4 x i8>* bitcast ([64 x i8]* @bytes to <4 x i8>*), align 16, !dbg !138, !tbaa !99
  %98 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 4) to <4 x i8>*), align 4, !dbg !138, !tbaa !99
  %99 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 8) to <4 x i8>*), align 8, !dbg !138, !tbaa !99
  %100 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 12) to <4 x i8>*), align 4, !dbg !138, !tbaa !99
  %101 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 16) to <4 x i8>*), align 16, !dbg !138, !tbaa !99
  %102 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 20) to <4 x i8>*), align 4, !dbg !138, !tbaa !99
  %103 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 24) to <4 x i8>*), align 8, !dbg !138, !tbaa !99
  %104 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 28) to <4 x i8>*), align 4, !dbg !138, !tbaa !99
  %105 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 32) to <4 x i8>*), align 16, !dbg !138, !tbaa !99
  %106 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 36) to <4 x i8>*), align 4, !dbg !138, !tbaa !99
  %107 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 40) to <4 x i8>*), align 8, !dbg !138, !tbaa !99
  %108 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 44) to <4 x i8>*), align 4, !dbg !138, !tbaa !99
  %109 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 48) to <4 x i8>*), align 16, !dbg !138, !tbaa !99
  %110 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 52) to <4 x i8>*), align 4, !dbg !138, !tbaa !99
  %111 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 56) to <4 x i8>*), align 8, !dbg !138, !tbaa !99
  %112 = load <4 x i8>, <4 x i8>* bitcast (i8* getelementptr inbounds ([64 x i8], [64 x i8]* @bytes, i64 0, i64 60) to <4 x i8>*), align 4, !dbg !138, !tbaa !99
  call void @llvm.dbg.value(metadata i64 0, metadata !109, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 %5, metadata !108, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)), !dbg !142
  call void @llvm.dbg.value(metadata i64 1, metadata !109, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 %5, metadata !108, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)), !dbg !142
  %113 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 57) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %114 = shl <4 x i32> %113, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %115 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 53) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %116 = shl <4 x i32> %115, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %117 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 49) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %118 = shl <4 x i32> %117, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %119 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 45) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %120 = shl <4 x i32> %119, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %121 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 41) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %122 = shl <4 x i32> %121, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %123 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 37) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %124 = shl <4 x i32> %123, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %125 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 33) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %126 = shl <4 x i32> %125, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %127 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 29) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %128 = shl <4 x i32> %127, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %129 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 25) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %130 = shl <4 x i32> %129, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %131 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 21) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %132 = shl <4 x i32> %131, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %133 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 17) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %134 = shl <4 x i32> %133, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %135 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 13) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %136 = shl <4 x i32> %135, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %137 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 9) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %138 = shl <4 x i32> %137, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %139 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 5) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %140 = shl <4 x i32> %139, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %141 = load <4 x i32>, <4 x i32>* bitcast (i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 1) to <4 x i32>*), align 4, !dbg !143, !tbaa !39
  %142 = shl <4 x i32> %141, <i32 1, i32 1, i32 1, i32 1>, !dbg !144
  %143 = shl i32 %5, 1, !dbg !144
  call void @llvm.dbg.value(metadata i32 %143, metadata !108, metadata !DIExpression()), !dbg !142
  %144 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %143, i64 0, !dbg !145
  %145 = xor <4 x i32> %142, %144, !dbg !146
  %146 = xor <4 x i32> %140, %145, !dbg !146
  %147 = xor <4 x i32> %138, %146, !dbg !146
  %148 = xor <4 x i32> %136, %147, !dbg !146
  %149 = xor <4 x i32> %134, %148, !dbg !146
  %150 = xor <4 x i32> %132, %149, !dbg !146
  %151 = xor <4 x i32> %130, %150, !dbg !146
  %152 = xor <4 x i32> %128, %151, !dbg !146
  %153 = xor <4 x i32> %126, %152, !dbg !146
  %154 = xor <4 x i32> %124, %153, !dbg !146
  %155 = xor <4 x i32> %122, %154, !dbg !146
  %156 = xor <4 x i32> %120, %155, !dbg !146
  %157 = xor <4 x i32> %118, %156, !dbg !146
  %158 = xor <4 x i32> %116, %157, !dbg !146
  %159 = xor <4 x i32> %114, %158, !dbg !146
  %160 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %159), !dbg !145
  %161 = icmp eq <4 x i8> %97, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %162 = zext <4 x i1> %161 to <4 x i32>, !dbg !147
  %163 = icmp eq <4 x i8> %98, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %164 = zext <4 x i1> %163 to <4 x i32>, !dbg !147
  %165 = add nuw nsw <4 x i32> %162, %164, !dbg !148
  %166 = icmp eq <4 x i8> %99, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %167 = zext <4 x i1> %166 to <4 x i32>, !dbg !147
  %168 = add nuw nsw <4 x i32> %165, %167, !dbg !148
  %169 = icmp eq <4 x i8> %100, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %170 = zext <4 x i1> %169 to <4 x i32>, !dbg !147
  %171 = add nuw nsw <4 x i32> %168, %170, !dbg !148
  %172 = icmp eq <4 x i8> %101, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %173 = zext <4 x i1> %172 to <4 x i32>, !dbg !147
  %174 = add nuw nsw <4 x i32> %171, %173, !dbg !148
  %175 = icmp eq <4 x i8> %102, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %176 = zext <4 x i1> %175 to <4 x i32>, !dbg !147
  %177 = add nuw nsw <4 x i32> %174, %176, !dbg !148
  %178 = icmp eq <4 x i8> %103, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %179 = zext <4 x i1> %178 to <4 x i32>, !dbg !147
  %180 = add nuw nsw <4 x i32> %177, %179, !dbg !148
  %181 = icmp eq <4 x i8> %104, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %182 = zext <4 x i1> %181 to <4 x i32>, !dbg !147
  %183 = add <4 x i32> %180, %182, !dbg !148
  %184 = icmp eq <4 x i8> %105, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %185 = zext <4 x i1> %184 to <4 x i32>, !dbg !147
  %186 = add <4 x i32> %183, %185, !dbg !148
  %187 = icmp eq <4 x i8> %106, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %188 = zext <4 x i1> %187 to <4 x i32>, !dbg !147
  %189 = add <4 x i32> %186, %188, !dbg !148
  %190 = icmp eq <4 x i8> %107, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %191 = zext <4 x i1> %190 to <4 x i32>, !dbg !147
  %192 = add <4 x i32> %189, %191, !dbg !148
  %193 = icmp eq <4 x i8> %108, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %194 = zext <4 x i1> %193 to <4 x i32>, !dbg !147
  %195 = add <4 x i32> %192, %194, !dbg !148
  %196 = icmp eq <4 x i8> %109, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %197 = zext <4 x i1> %196 to <4 x i32>, !dbg !147
  %198 = add <4 x i32> %195, %197, !dbg !148
  %199 = icmp eq <4 x i8> %110, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %200 = zext <4 x i1> %199 to <4 x i32>, !dbg !147
  %201 = add <4 x i32> %198, %200, !dbg !148
  %202 = icmp eq <4 x i8> %111, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %203 = zext <4 x i1> %202 to <4 x i32>, !dbg !147
  %204 = add <4 x i32> %201, %203, !dbg !148
  %205 = icmp eq <4 x i8> %112, <i8 97, i8 97, i8 97, i8 97>, !dbg !147
  %206 = zext <4 x i1> %205 to <4 x i32>, !dbg !147
  %207 = add <4 x i32> %204, %206, !dbg !148
  %208 = icmp sgt i32 %96, %95, !dbg !135
  %209 = select i1 %208, i32 %96, i32 %95, !dbg !136
  call void @llvm.dbg.value(metadata i32 %209, metadata !57, metadata !DIExpression()), !dbg !132
  %210 = mul nsw i32 %41, %40, !dbg !129
  call void @llvm.dbg.value(metadata !DIArgList(i32 %210, i32 %39, i32 %37, i32 undef, i32 %36, i32 %38), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  %211 = mul nsw i32 %39, %38, !dbg !129
  call void @llvm.dbg.value(metadata !DIArgList(i32 %41, i32 %211, i32 %37, i32 undef, i32 %36, i32 %40), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  %212 = mul nsw i32 %37, %36, !dbg !129
  call void @llvm.dbg.value(metadata !DIArgList(i32 %41, i32 %39, i32 %212, i32 undef, i32 %38, i32 %40), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  %213 = mul nsw <4 x i32> %6, %7, !dbg !129
  %214 = mul nsw <4 x i32> %8, %9, !dbg !129
  %215 = mul nsw <4 x i32> %10, %11, !dbg !129
  %216 = mul nsw <4 x i32> %12, %13, !dbg !129
  %217 = mul nsw <4 x i32> %14, %15, !dbg !129
  %218 = mul nsw <4 x i32> %16, %17, !dbg !129
  %219 = mul nsw <4 x i32> %18, %19, !dbg !129
  %220 = mul nsw <4 x i32> %20, %21, !dbg !129
  %221 = mul nsw <4 x i32> %22, %23, !dbg !129
  %222 = mul nsw <4 x i32> %24, %25, !dbg !129
  %223 = mul nsw <4 x i32> %26, %27, !dbg !129
  %224 = mul nsw <4 x i32> %28, %29, !dbg !129
  %225 = mul nsw <4 x i32> %30, %31, !dbg !129
  %226 = mul nsw <4 x i32> %32, %33, !dbg !129
  %227 = mul nsw <4 x i32> %34, %35, !dbg !129
  %228 = extractelement <4 x i32> %1, i64 0, !dbg !129
  call void @llvm.dbg.value(metadata !DIArgList(i32 %228, i32 %5), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !128
  %229 = mul nsw i32 %228, %5, !dbg !129
  call void @llvm.dbg.value(metadata i32 %229, metadata !29, metadata !DIExpression()), !dbg !128
  %230 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %229, i64 0, !dbg !149
  %231 = add <4 x i32> %227, %230, !dbg !150
  %232 = add <4 x i32> %226, %231, !dbg !150
  %233 = add <4 x i32> %225, %232, !dbg !150
  %234 = add <4 x i32> %224, %233, !dbg !150
  %235 = add <4 x i32> %223, %234, !dbg !150
  %236 = add <4 x i32> %222, %235, !dbg !150
  %237 = add <4 x i32> %221, %236, !dbg !150
  %238 = add <4 x i32> %220, %237, !dbg !150
  %239 = add <4 x i32> %219, %238, !dbg !150
  %240 = add <4 x i32> %218, %239, !dbg !150
  %241 = add <4 x i32> %217, %240, !dbg !150
  %242 = add <4 x i32> %216, %241, !dbg !150
  %243 = add <4 x i32> %215, %242, !dbg !150
  %244 = add <4 x i32> %214, %243, !dbg !150
  %245 = add <4 x i32> %213, %244, !dbg !150
  %246 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %245), !dbg !149
  call void @llvm.dbg.value(metadata !DIArgList(i32 %41, i32 %39, i32 %37, i32 %246, i32 %36, i32 %38, i32 %40), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  %247 = add nsw i32 %212, %246, !dbg !150
  call void @llvm.dbg.value(metadata !DIArgList(i32 %41, i32 %39, i32 %247, i32 %38, i32 %40), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  %248 = add nsw i32 %211, %247, !dbg !150
  call void @llvm.dbg.value(metadata !DIArgList(i32 %41, i32 %248, i32 %40), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !128
  %249 = add nsw i32 %210, %248, !dbg !150
  call void @llvm.dbg.value(metadata i32 %249, metadata !29, metadata !DIExpression()), !dbg !128
  %250 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 61), align 4, !dbg !143, !tbaa !39
  call void @llvm.dbg.value(metadata i64 61, metadata !109, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 %160, metadata !108, metadata !DIExpression()), !dbg !142
  %251 = shl i32 %250, 1, !dbg !144
  %252 = xor i32 %251, %160, !dbg !146
  call void @llvm.dbg.value(metadata i32 %252, metadata !108, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i64 62, metadata !109, metadata !DIExpression()), !dbg !140
  %253 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 62), align 8, !dbg !143, !tbaa !39
  call void @llvm.dbg.value(metadata i64 62, metadata !109, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 %252, metadata !108, metadata !DIExpression()), !dbg !142
  %254 = shl i32 %253, 1, !dbg !144
  %255 = xor i32 %254, %252, !dbg !146
  call void @llvm.dbg.value(metadata i32 %255, metadata !108, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i64 63, metadata !109, metadata !DIExpression()), !dbg !140
  %256 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 63), align 4, !dbg !143, !tbaa !39
  call void @llvm.dbg.value(metadata i64 63, metadata !109, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 %255, metadata !108, metadata !DIExpression()), !dbg !142
  %257 = shl i32 %256, 1, !dbg !144
  %258 = xor i32 %257, %255, !dbg !146
  call void @llvm.dbg.value(metadata i32 %258, metadata !108, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i64 64, metadata !109, metadata !DIExpression()), !dbg !140
  %259 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %207), !dbg !151
  %260 = add nsw i32 %209, %249, !dbg !152
  %261 = add nsw i32 %260, %259, !dbg !153
  %262 = add nsw i32 %261, %258, !dbg !154
  ret i32 %262, !dbg !155
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #3

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

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
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 4, type: !25, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!6, !6}
!27 = !{!28, !29, !30}
!28 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !3, line: 4, type: !6)
!29 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 5, type: !6)
!30 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 6, type: !6)
!31 = distinct !DILexicalBlock(scope: !24, file: !3, line: 6, column: 3)
!32 = !DILocation(line: 0, scope: !24)
!33 = !DILocation(line: 0, scope: !31)
!34 = !DILocation(line: 6, column: 21, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !3, line: 6, column: 3)
!36 = !DILocation(line: 6, column: 3, scope: !31)
!37 = !DILocation(line: 6, column: 27, scope: !35)
!38 = !DILocation(line: 6, column: 36, scope: !35)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 6, column: 43, scope: !35)
!44 = !DILocation(line: 6, column: 41, scope: !35)
!45 = !DILocation(line: 6, column: 33, scope: !35)
!46 = distinct !{!46, !36, !47, !48, !49}
!47 = !DILocation(line: 6, column: 46, scope: !31)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !{!"llvm.loop.isvectorized", i32 1}
!50 = !DILocation(line: 7, column: 3, scope: !24)
!51 = distinct !{!51, !36, !47, !48, !52, !49}
!52 = !{!"llvm.loop.unroll.runtime.disable"}
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
!64 = !DILocation(line: 11, column: 36, scope: !65)
!65 = distinct !DILexicalBlock(scope: !59, file: !3, line: 11, column: 3)
!66 = !DILocation(line: 11, column: 41, scope: !65)
!67 = !DILocation(line: 12, column: 3, scope: !53)
!68 = distinct !DISubprogram(name: "vcopy", scope: !3, file: !3, line: 14, type: !69, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !6, !6}
!71 = !{!72, !73, !74}
!72 = !DILocalVariable(name: "n", arg: 1, scope: !68, file: !3, line: 14, type: !6)
!73 = !DILocalVariable(name: "k", arg: 2, scope: !68, file: !3, line: 14, type: !6)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 15, type: !6)
!75 = distinct !DILexicalBlock(scope: !68, file: !3, line: 15, column: 3)
!76 = !DILocation(line: 0, scope: !68)
!77 = !DILocation(line: 0, scope: !75)
!78 = !DILocation(line: 15, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 15, column: 3)
!80 = !DILocation(line: 15, column: 3, scope: !75)
!81 = !DILocation(line: 15, column: 27, scope: !79)
!82 = !DILocation(line: 15, column: 38, scope: !79)
!83 = !DILocation(line: 15, column: 43, scope: !79)
!84 = !DILocation(line: 15, column: 36, scope: !79)
!85 = distinct !{!85, !80, !86, !48, !49}
!86 = !DILocation(line: 15, column: 45, scope: !75)
!87 = !DILocation(line: 16, column: 1, scope: !68)
!88 = !DILocation(line: 15, column: 31, scope: !79)
!89 = distinct !{!89, !80, !86, !48, !52, !49}
!90 = distinct !DISubprogram(name: "vcount", scope: !3, file: !3, line: 17, type: !54, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!91 = !{!92, !93}
!92 = !DILocalVariable(name: "c", scope: !90, file: !3, line: 18, type: !6)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 19, type: !6)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 19, column: 3)
!95 = !DILocation(line: 0, scope: !90)
!96 = !DILocation(line: 0, scope: !94)
!97 = !DILocation(line: 19, column: 37, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 19, column: 3)
!99 = !{!41, !41, i64 0}
!100 = !DILocation(line: 19, column: 46, scope: !98)
!101 = !DILocation(line: 19, column: 34, scope: !98)
!102 = !DILocation(line: 19, column: 3, scope: !94)
!103 = !DILocation(line: 20, column: 3, scope: !90)
!104 = distinct !DISubprogram(name: "vxor", scope: !3, file: !3, line: 22, type: !105, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!5}
!107 = !{!108, !109}
!108 = !DILocalVariable(name: "x", scope: !104, file: !3, line: 23, type: !5)
!109 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 24, type: !6)
!110 = distinct !DILexicalBlock(scope: !104, file: !3, line: 24, column: 3)
!111 = !DILocation(line: 0, scope: !104)
!112 = !DILocation(line: 0, scope: !110)
!113 = !DILocation(line: 24, column: 47, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !3, line: 24, column: 3)
!115 = !DILocation(line: 24, column: 34, scope: !114)
!116 = !DILocation(line: 24, column: 3, scope: !110)
!117 = !DILocation(line: 25, column: 3, scope: !104)
!118 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !54, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!119 = !{}
!120 = !DILocation(line: 0, scope: !68, inlinedAt: !121)
!121 = distinct !DILocation(line: 27, column: 18, scope: !118)
!122 = !DILocation(line: 0, scope: !75, inlinedAt: !121)
!123 = !DILocation(line: 15, column: 38, scope: !79, inlinedAt: !121)
!124 = !DILocation(line: 15, column: 43, scope: !79, inlinedAt: !121)
!125 = !DILocation(line: 15, column: 36, scope: !79, inlinedAt: !121)
!126 = !DILocation(line: 0, scope: !31, inlinedAt: !127)
!127 = distinct !DILocation(line: 27, column: 38, scope: !118)
!128 = !DILocation(line: 0, scope: !24, inlinedAt: !127)
!129 = !DILocation(line: 6, column: 41, scope: !35, inlinedAt: !127)
!130 = !DILocation(line: 6, column: 43, scope: !35, inlinedAt: !127)
!131 = !DILocation(line: 6, column: 36, scope: !35, inlinedAt: !127)
!132 = !DILocation(line: 0, scope: !53, inlinedAt: !133)
!133 = distinct !DILocation(line: 27, column: 49, scope: !118)
!134 = !DILocation(line: 0, scope: !59, inlinedAt: !133)
!135 = !DILocation(line: 11, column: 41, scope: !65, inlinedAt: !133)
!136 = !DILocation(line: 11, column: 36, scope: !65, inlinedAt: !133)
!137 = !DILocation(line: 11, column: 3, scope: !59, inlinedAt: !133)
!138 = !DILocation(line: 19, column: 37, scope: !98, inlinedAt: !139)
!139 = distinct !DILocation(line: 27, column: 58, scope: !118)
!140 = !DILocation(line: 0, scope: !110, inlinedAt: !141)
!141 = distinct !DILocation(line: 27, column: 74, scope: !118)
!142 = !DILocation(line: 0, scope: !104, inlinedAt: !141)
!143 = !DILocation(line: 24, column: 47, scope: !114, inlinedAt: !141)
!144 = !DILocation(line: 24, column: 52, scope: !114, inlinedAt: !141)
!145 = !DILocation(line: 24, column: 3, scope: !110, inlinedAt: !141)
!146 = !DILocation(line: 24, column: 34, scope: !114, inlinedAt: !141)
!147 = !DILocation(line: 19, column: 46, scope: !98, inlinedAt: !139)
!148 = !DILocation(line: 19, column: 34, scope: !98, inlinedAt: !139)
!149 = !DILocation(line: 6, column: 3, scope: !31, inlinedAt: !127)
!150 = !DILocation(line: 6, column: 33, scope: !35, inlinedAt: !127)
!151 = !DILocation(line: 19, column: 3, scope: !94, inlinedAt: !139)
!152 = !DILocation(line: 27, column: 47, scope: !118)
!153 = !DILocation(line: 27, column: 56, scope: !118)
!154 = !DILocation(line: 27, column: 67, scope: !118)
!155 = !DILocation(line: 27, column: 31, scope: !118)
