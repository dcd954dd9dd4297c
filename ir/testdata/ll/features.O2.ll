; ModuleID = 'testdata/c/features.c'
source_filename = "testdata/c/features.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }
%struct.pad = type { i8, i32, i16, double }
%struct.blob = type { [100 x i8], i32 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.big = type { [8 x i64] }
%struct.packed = type <{ i8, i32, i16 }>
%struct.bits = type { i24 }
%union.u = type { i32 }
%struct.bf = type { i64 }

@table = dso_local global [10 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0], align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@names = dso_local local_unnamed_addr global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0)], align 16, !dbg !24
@n2 = dso_local global %struct.node { i32 2, %struct.node* null }, align 8, !dbg !31
@n1 = dso_local local_unnamed_addr global %struct.node { i32 1, %struct.node* @n2 }, align 8, !dbg !38
@pmid = dso_local local_unnamed_addr global i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i64 0, i64 5), align 8, !dbg !40
@gpad = dso_local local_unnamed_addr global %struct.pad { i8 120, i32 7, i16 3, double 2.500000e+00 }, align 8, !dbg !43
@gd = dso_local local_unnamed_addr global double 1.500000e+00, align 8, !dbg !52
@gf = dso_local local_unnamed_addr global float -2.500000e-01, align 4, !dbg !54
@gll = dso_local local_unnamed_addr global i64 -1, align 8, !dbg !56
@counter = dso_local global i32 0, align 4, !dbg !67
@fptrs = internal unnamed_addr global [2 x i32 (i32)*] zeroinitializer, align 16, !dbg !59
@gblob = internal unnamed_addr global %struct.blob zeroinitializer, align 4, !dbg !70
@.str.3 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@switch.table.sw = private unnamed_addr constant [10 x i32] [i32 13, i32 0, i32 0, i32 10, i32 11, i32 0, i32 0, i32 0, i32 12, i32 12], align 4

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !89 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !93, metadata !DIExpression()), !dbg !113
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !114
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #22, !dbg !114
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !94, metadata !DIExpression()), !dbg !115
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*, !dbg !114
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #22, !dbg !114
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !109, metadata !DIExpression()), !dbg !116
  call void @llvm.va_start(i8* nonnull %4), !dbg !117
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !119
  %6 = icmp sgt i32 %0, 0, !dbg !120
  br i1 %6, label %7, label %36, !dbg !122

7:                                                ; preds = %1
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %11 = load i8*, i8** %10, align 16
  %12 = load i32, i32* %8, align 16, !dbg !123
  %13 = and i32 %0, 1, !dbg !122
  %14 = icmp eq i32 %0, 1, !dbg !122
  br i1 %14, label %17, label %15, !dbg !122

15:                                               ; preds = %7
  %16 = and i32 %0, -2, !dbg !122
  br label %38, !dbg !122

17:                                               ; preds = %64, %7
  %18 = phi i32 [ undef, %7 ], [ %69, %64 ]
  %19 = phi i32 [ %12, %7 ], [ %65, %64 ]
  %20 = phi i32 [ 0, %7 ], [ %69, %64 ]
  %21 = icmp eq i32 %13, 0, !dbg !123
  br i1 %21, label %36, label %22, !dbg !123

22:                                               ; preds = %17
  call void @llvm.dbg.value(metadata i32 undef, metadata !111, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %20, metadata !110, metadata !DIExpression()), !dbg !113
  %23 = icmp ult i32 %19, 41, !dbg !123
  br i1 %23, label %27, label %24, !dbg !123

24:                                               ; preds = %22
  %25 = load i8*, i8** %9, align 8, !dbg !123
  %26 = getelementptr i8, i8* %25, i64 8, !dbg !123
  store i8* %26, i8** %9, align 8, !dbg !123
  br label %31, !dbg !123

27:                                               ; preds = %22
  %28 = zext i32 %19 to i64, !dbg !123
  %29 = getelementptr i8, i8* %11, i64 %28, !dbg !123
  %30 = add nuw nsw i32 %19, 8, !dbg !123
  store i32 %30, i32* %8, align 16, !dbg !123
  br label %31, !dbg !123

31:                                               ; preds = %27, %24
  %32 = phi i8* [ %29, %27 ], [ %25, %24 ]
  %33 = bitcast i8* %32 to i32*, !dbg !123
  %34 = load i32, i32* %33, align 4, !dbg !123
  %35 = add nsw i32 %34, %20, !dbg !124
  call void @llvm.dbg.value(metadata i32 %35, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 undef, metadata !111, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  br label %36, !dbg !125

36:                                               ; preds = %31, %17, %1
  %37 = phi i32 [ 0, %1 ], [ %18, %17 ], [ %35, %31 ], !dbg !113
  call void @llvm.va_end(i8* nonnull %5), !dbg !125
  call void @llvm.va_end(i8* nonnull %4), !dbg !126
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #22, !dbg !127
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #22, !dbg !127
  ret i32 %37, !dbg !128

38:                                               ; preds = %64, %15
  %39 = phi i32 [ %12, %15 ], [ %65, %64 ], !dbg !123
  %40 = phi i32 [ 0, %15 ], [ %69, %64 ]
  %41 = phi i32 [ 0, %15 ], [ %70, %64 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !111, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %40, metadata !110, metadata !DIExpression()), !dbg !113
  %42 = icmp ult i32 %39, 41, !dbg !123
  br i1 %42, label %43, label %47, !dbg !123

43:                                               ; preds = %38
  %44 = zext i32 %39 to i64, !dbg !123
  %45 = getelementptr i8, i8* %11, i64 %44, !dbg !123
  %46 = add nuw nsw i32 %39, 8, !dbg !123
  store i32 %46, i32* %8, align 16, !dbg !123
  br label %50, !dbg !123

47:                                               ; preds = %38
  %48 = load i8*, i8** %9, align 8, !dbg !123
  %49 = getelementptr i8, i8* %48, i64 8, !dbg !123
  store i8* %49, i8** %9, align 8, !dbg !123
  br label %50, !dbg !123

50:                                               ; preds = %47, %43
  %51 = phi i32 [ %46, %43 ], [ %39, %47 ]
  %52 = phi i8* [ %45, %43 ], [ %48, %47 ]
  %53 = bitcast i8* %52 to i32*, !dbg !123
  %54 = load i32, i32* %53, align 4, !dbg !123
  %55 = add nsw i32 %54, %40, !dbg !124
  call void @llvm.dbg.value(metadata i32 %55, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 poison, metadata !111, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata i32 poison, metadata !111, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata i32 %55, metadata !110, metadata !DIExpression()), !dbg !113
  %56 = icmp ult i32 %51, 41, !dbg !123
  br i1 %56, label %60, label %57, !dbg !123

57:                                               ; preds = %50
  %58 = load i8*, i8** %9, align 8, !dbg !123
  %59 = getelementptr i8, i8* %58, i64 8, !dbg !123
  store i8* %59, i8** %9, align 8, !dbg !123
  br label %64, !dbg !123

60:                                               ; preds = %50
  %61 = zext i32 %51 to i64, !dbg !123
  %62 = getelementptr i8, i8* %11, i64 %61, !dbg !123
  %63 = add nuw nsw i32 %51, 8, !dbg !123
  store i32 %63, i32* %8, align 16, !dbg !123
  br label %64, !dbg !123

64:                                               ; preds = %60, %57
  %65 = phi i32 [ %63, %60 ], [ %51, %57 ]
  %66 = phi i8* [ %62, %60 ], [ %58, %57 ]
  %67 = bitcast i8* %66 to i32*, !dbg !123
  %68 = load i32, i32* %67, align 4, !dbg !123
  %69 = add nsw i32 %68, %55, !dbg !124
  call void @llvm.dbg.value(metadata i32 %69, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 poison, metadata !111, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !119
  %70 = add i32 %41, 2, !dbg !122
  %71 = icmp eq i32 %70, %16, !dbg !122
  br i1 %71, label %17, label %38, !dbg !122, !llvm.loop !129
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local { i64, i64 } @mk_small(i64 noundef %0) local_unnamed_addr #4 !dbg !132 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !140, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i64 %0, metadata !141, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !142
  %2 = shl nsw i64 %0, 1, !dbg !143
  call void @llvm.dbg.value(metadata i64 %2, metadata !141, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !142
  %3 = insertvalue { i64, i64 } poison, i64 %0, 0, !dbg !144
  %4 = insertvalue { i64, i64 } %3, i64 %2, 1, !dbg !144
  ret { i64, i64 } %4, !dbg !144
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @use_big(%struct.big* nocapture noundef readonly byval(%struct.big) align 8 %0) local_unnamed_addr #5 !dbg !145 {
  call void @llvm.dbg.declare(metadata %struct.big* %0, metadata !155, metadata !DIExpression()), !dbg !156
  %2 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 3, !dbg !157
  %3 = load i64, i64* %2, align 8, !dbg !157, !tbaa !158
  ret i64 %3, !dbg !162
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local void @mk_big(%struct.big* noalias nocapture writeonly sret(%struct.big) align 8 %0, i64 noundef %1) local_unnamed_addr #6 !dbg !163 {
  call void @llvm.dbg.value(metadata i64 %1, metadata !167, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.declare(metadata %struct.big* %0, metadata !168, metadata !DIExpression()), !dbg !170
  %3 = bitcast %struct.big* %0 to i8*, !dbg !171
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %3, i8 0, i64 64, i1 false), !dbg !171
  %4 = getelementptr inbounds %struct.big, %struct.big* %0, i64 0, i32 0, i64 1, !dbg !172
  store i64 %1, i64* %4, align 8, !dbg !173, !tbaa !158
  ret void, !dbg !174
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define dso_local i32 @vla(i32 noundef %0) local_unnamed_addr #8 !dbg !175 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !177, metadata !DIExpression()), !dbg !186
  %2 = zext i32 %0 to i64, !dbg !187
  %3 = alloca i32, i64 %2, align 16, !dbg !187
  call void @llvm.dbg.value(metadata i64 %2, metadata !178, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.declare(metadata i32* %3, metadata !180, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.value(metadata i32 0, metadata !184, metadata !DIExpression()), !dbg !189
  %4 = icmp sgt i32 %0, 0, !dbg !190
  br i1 %4, label %5, label %71, !dbg !192

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 8, !dbg !192
  br i1 %6, label %69, label %7, !dbg !192

7:                                                ; preds = %5
  %8 = and i64 %2, 4294967288, !dbg !192
  %9 = add nsw i64 %8, -8, !dbg !192
  %10 = lshr exact i64 %9, 3, !dbg !192
  %11 = add nuw nsw i64 %10, 1, !dbg !192
  %12 = and i64 %11, 3, !dbg !192
  %13 = icmp ult i64 %9, 24, !dbg !192
  br i1 %13, label %50, label %14, !dbg !192

14:                                               ; preds = %7
  %15 = and i64 %11, 4611686018427387900, !dbg !192
  br label %16, !dbg !192

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %46, %16 ], !dbg !193
  %18 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %47, %16 ], !dbg !194
  %19 = phi i64 [ 0, %14 ], [ %48, %16 ]
  %20 = add <4 x i32> %18, <i32 4, i32 4, i32 4, i32 4>, !dbg !194
  %21 = getelementptr inbounds i32, i32* %3, i64 %17, !dbg !193
  %22 = bitcast i32* %21 to <4 x i32>*, !dbg !194
  store <4 x i32> %18, <4 x i32>* %22, align 16, !dbg !194, !tbaa !195
  %23 = getelementptr inbounds i32, i32* %21, i64 4, !dbg !194
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !194
  store <4 x i32> %20, <4 x i32>* %24, align 16, !dbg !194, !tbaa !195
  %25 = or i64 %17, 8, !dbg !193
  %26 = add <4 x i32> %18, <i32 8, i32 8, i32 8, i32 8>, !dbg !194
  %27 = add <4 x i32> %18, <i32 12, i32 12, i32 12, i32 12>, !dbg !194
  %28 = getelementptr inbounds i32, i32* %3, i64 %25, !dbg !193
  %29 = bitcast i32* %28 to <4 x i32>*, !dbg !194
  store <4 x i32> %26, <4 x i32>* %29, align 16, !dbg !194, !tbaa !195
  %30 = getelementptr inbounds i32, i32* %28, i64 4, !dbg !194
  %31 = bitcast i32* %30 to <4 x i32>*, !dbg !194
  store <4 x i32> %27, <4 x i32>* %31, align 16, !dbg !194, !tbaa !195
  %32 = or i64 %17, 16, !dbg !193
  %33 = add <4 x i32> %18, <i32 16, i32 16, i32 16, i32 16>, !dbg !194
  %34 = add <4 x i32> %18, <i32 20, i32 20, i32 20, i32 20>, !dbg !194
  %35 = getelementptr inbounds i32, i32* %3, i64 %32, !dbg !193
  %36 = bitcast i32* %35 to <4 x i32>*, !dbg !194
  store <4 x i32> %33, <4 x i32>* %36, align 16, !dbg !194, !tbaa !195
  %37 = getelementptr inbounds i32, i32* %35, i64 4, !dbg !194
  %38 = bitcast i32* %37 to <4 x i32>*, !dbg !194
  store <4 x i32> %34, <4 x i32>* %38, align 16, !dbg !194, !tbaa !195
  %39 = or i64 %17, 24, !dbg !193
  %40 = add <4 x i32> %18, <i32 24, i32 24, i32 24, i32 24>, !dbg !194
  %41 = add <4 x i32> %18, <i32 28, i32 28, i32 28, i32 28>, !dbg !194
  %42 = getelementptr inbounds i32, i32* %3, i64 %39, !dbg !193
  %43 = bitcast i32* %42 to <4 x i32>*, !dbg !194
  store <4 x i32> %40, <4 x i32>* %43, align 16, !dbg !194, !tbaa !195
  %44 = getelementptr inbounds i32, i32* %42, i64 4, !dbg !194
  %45 = bitcast i32* %44 to <4 x i32>*, !dbg !194
  store <4 x i32> %41, <4 x i32>* %45, align 16, !dbg !194, !tbaa !195
  %46 = add nuw i64 %17, 32, !dbg !193
  %47 = add <4 x i32> %18, <i32 32, i32 32, i32 32, i32 32>, !dbg !194
  %48 = add i64 %19, 4, !dbg !193
  %49 = icmp eq i64 %48, %15, !dbg !193
  br i1 %49, label %50, label %16, !dbg !193, !llvm.loop !197

50:                                               ; preds = %16, %7
  %51 = phi i64 [ 0, %7 ], [ %46, %16 ]
  %52 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %7 ], [ %47, %16 ]
  %53 = icmp eq i64 %12, 0, !dbg !193
  br i1 %53, label %67, label %54, !dbg !193

54:                                               ; preds = %50, %54
  %55 = phi i64 [ %63, %54 ], [ %51, %50 ], !dbg !193
  %56 = phi <4 x i32> [ %64, %54 ], [ %52, %50 ], !dbg !194
  %57 = phi i64 [ %65, %54 ], [ 0, %50 ]
  %58 = add <4 x i32> %56, <i32 4, i32 4, i32 4, i32 4>, !dbg !194
  %59 = getelementptr inbounds i32, i32* %3, i64 %55, !dbg !193
  %60 = bitcast i32* %59 to <4 x i32>*, !dbg !194
  store <4 x i32> %56, <4 x i32>* %60, align 16, !dbg !194, !tbaa !195
  %61 = getelementptr inbounds i32, i32* %59, i64 4, !dbg !194
  %62 = bitcast i32* %61 to <4 x i32>*, !dbg !194
  store <4 x i32> %58, <4 x i32>* %62, align 16, !dbg !194, !tbaa !195
  %63 = add nuw i64 %55, 8, !dbg !193
  %64 = add <4 x i32> %56, <i32 8, i32 8, i32 8, i32 8>, !dbg !194
  %65 = add i64 %57, 1, !dbg !193
  %66 = icmp eq i64 %65, %12, !dbg !193
  br i1 %66, label %67, label %54, !dbg !193, !llvm.loop !200

67:                                               ; preds = %54, %50
  %68 = icmp eq i64 %8, %2, !dbg !192
  br i1 %68, label %71, label %69, !dbg !192

69:                                               ; preds = %5, %67
  %70 = phi i64 [ 0, %5 ], [ %8, %67 ]
  br label %76, !dbg !192

71:                                               ; preds = %76, %67, %1
  %72 = add nsw i32 %0, -1, !dbg !202
  %73 = sext i32 %72 to i64, !dbg !203
  %74 = getelementptr inbounds i32, i32* %3, i64 %73, !dbg !203
  %75 = load i32, i32* %74, align 4, !dbg !203, !tbaa !195
  ret i32 %75, !dbg !204

76:                                               ; preds = %69, %76
  %77 = phi i64 [ %80, %76 ], [ %70, %69 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !184, metadata !DIExpression()), !dbg !189
  %78 = getelementptr inbounds i32, i32* %3, i64 %77, !dbg !205
  %79 = trunc i64 %77 to i32, !dbg !194
  store i32 %79, i32* %78, align 4, !dbg !194, !tbaa !195
  %80 = add nuw nsw i64 %77, 1, !dbg !193
  call void @llvm.dbg.value(metadata i64 %80, metadata !184, metadata !DIExpression()), !dbg !189
  %81 = icmp eq i64 %80, %2, !dbg !190
  br i1 %81, label %71, label %76, !dbg !192, !llvm.loop !206
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i32 @bitops(i32 noundef %0, i64 noundef %1) local_unnamed_addr #9 !dbg !208 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !213, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i64 %1, metadata !214, metadata !DIExpression()), !dbg !217
  %3 = tail call i32 @llvm.ctpop.i32(i32 %0), !dbg !218, !range !219
  %4 = or i32 %0, 1, !dbg !220
  %5 = tail call i32 @llvm.ctlz.i32(i32 %4, i1 true), !dbg !221, !range !222
  %6 = or i32 %0, 8, !dbg !223
  %7 = tail call i32 @llvm.cttz.i32(i32 %6, i1 true), !dbg !224, !range !225
  call void @llvm.dbg.value(metadata i32 undef, metadata !215, metadata !DIExpression()), !dbg !217
  %8 = tail call i32 @llvm.bswap.i32(i32 %0), !dbg !226
  %9 = tail call i64 @llvm.ctpop.i64(i64 %1), !dbg !227, !range !228
  %10 = trunc i64 %9 to i32, !dbg !227
  call void @llvm.dbg.value(metadata i32 undef, metadata !215, metadata !DIExpression()), !dbg !217
  %11 = icmp sgt i32 %0, 2147483642, !dbg !229
  call void @llvm.dbg.value(metadata i32 undef, metadata !216, metadata !DIExpression()), !dbg !217
  %12 = zext i1 %11 to i32, !dbg !231
  call void @llvm.dbg.value(metadata i32 undef, metadata !215, metadata !DIExpression()), !dbg !217
  %13 = icmp ugt i32 %0, 1431655765, !dbg !232
  call void @llvm.dbg.value(metadata i32 undef, metadata !216, metadata !DIExpression()), !dbg !217
  %14 = zext i1 %13 to i32, !dbg !234
  %15 = add i32 %8, %3, !dbg !235
  %16 = add i32 %15, %5, !dbg !236
  %17 = add i32 %16, %7, !dbg !237
  %18 = add i32 %17, %12, !dbg !238
  %19 = add i32 %18, %14, !dbg !231
  %20 = add i32 %19, %10, !dbg !234
  call void @llvm.dbg.value(metadata i32 %20, metadata !215, metadata !DIExpression()), !dbg !217
  %21 = icmp eq i32 %0, 3, !dbg !239
  br i1 %21, label %22, label %24, !dbg !241, !prof !242

22:                                               ; preds = %2
  %23 = add nsw i32 %20, 2, !dbg !243
  call void @llvm.dbg.value(metadata i32 %23, metadata !215, metadata !DIExpression()), !dbg !217
  br label %24, !dbg !244

24:                                               ; preds = %22, %2
  %25 = phi i32 [ %23, %22 ], [ %20, %2 ], !dbg !217
  call void @llvm.dbg.value(metadata i32 %25, metadata !215, metadata !DIExpression()), !dbg !217
  %26 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !245
  %27 = tail call i64 @llvm.abs.i64(i64 %1, i1 true), !dbg !246
  %28 = trunc i64 %27 to i32, !dbg !247
  %29 = add nsw i32 %26, %28, !dbg !248
  %30 = add nsw i32 %29, %25, !dbg !249
  call void @llvm.dbg.value(metadata i32 %30, metadata !215, metadata !DIExpression()), !dbg !217
  ret i32 %30, !dbg !250
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local double @fl(double noundef %0, float noundef %1) local_unnamed_addr #9 !dbg !251 {
  call void @llvm.dbg.value(metadata double %0, metadata !255, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata float %1, metadata !256, metadata !DIExpression()), !dbg !260
  %3 = fpext float %1 to double, !dbg !261
  %4 = fdiv double %0, 3.000000e+00, !dbg !262
  %5 = tail call double @llvm.fmuladd.f64(double %0, double %3, double %4), !dbg !263
  %6 = fptrunc double %0 to float, !dbg !264
  %7 = fpext float %6 to double, !dbg !265
  %8 = fsub double %5, %7, !dbg !266
  call void @llvm.dbg.value(metadata double %8, metadata !257, metadata !DIExpression()), !dbg !260
  %9 = fcmp olt double %8, %0, !dbg !267
  %10 = fcmp uno double %8, 0.000000e+00
  %11 = or i1 %9, %10, !dbg !269
  %12 = fneg double %8, !dbg !269
  %13 = select i1 %11, double %12, double %8, !dbg !269
  call void @llvm.dbg.value(metadata double %13, metadata !257, metadata !DIExpression()), !dbg !260
  %14 = fptoui double %13 to i32, !dbg !270
  call void @llvm.dbg.value(metadata i32 %14, metadata !258, metadata !DIExpression()), !dbg !260
  %15 = fptosi float %1 to i32, !dbg !271
  call void @llvm.dbg.value(metadata i32 %15, metadata !259, metadata !DIExpression()), !dbg !260
  %16 = uitofp i32 %14 to double, !dbg !272
  %17 = fadd double %13, %16, !dbg !273
  %18 = sitofp i32 %15 to double, !dbg !274
  %19 = fadd double %17, %18, !dbg !275
  %20 = uitofp i32 %14 to float, !dbg !276
  %21 = fpext float %20 to double, !dbg !276
  %22 = fadd double %19, %21, !dbg !277
  %23 = tail call double @llvm.fabs.f64(double %0), !dbg !278
  %24 = fadd double %23, %22, !dbg !279
  ret double %24, !dbg !280
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @sw(i32 noundef %0) local_unnamed_addr #4 !dbg !281 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !283, metadata !DIExpression()), !dbg !284
  %2 = add i32 %0, 3, !dbg !285
  %3 = icmp ult i32 %2, 10, !dbg !285
  br i1 %3, label %4, label %8, !dbg !285

4:                                                ; preds = %1
  %5 = sext i32 %2 to i64, !dbg !285
  %6 = getelementptr inbounds [10 x i32], [10 x i32]* @switch.table.sw, i64 0, i64 %5, !dbg !285
  %7 = load i32, i32* %6, align 4, !dbg !285
  br label %8, !dbg !285

8:                                                ; preds = %1, %4
  %9 = phi i32 [ %7, %4 ], [ 0, %1 ], !dbg !286
  ret i32 %9, !dbg !288
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i32 @atom() local_unnamed_addr #10 !dbg !289 {
  %1 = atomicrmw add i32* @counter, i32 2 seq_cst, align 4, !dbg !294
  call void @llvm.dbg.value(metadata i32 2, metadata !293, metadata !DIExpression()), !dbg !295
  %2 = cmpxchg i32* @counter, i32 2, i32 5 seq_cst seq_cst, align 4, !dbg !296
  fence seq_cst, !dbg !297
  %3 = load atomic i32, i32* @counter seq_cst, align 4, !dbg !298
  ret i32 %3, !dbg !299
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @structs(%struct.pad* nocapture noundef readonly %0, %struct.packed* nocapture noundef readonly %1, %struct.bits* nocapture noundef %2, %union.u* nocapture noundef %3) local_unnamed_addr #11 !dbg !300 {
  call void @llvm.dbg.value(metadata %struct.pad* %0, metadata !326, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata %struct.packed* %1, metadata !327, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata %struct.bits* %2, metadata !328, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.value(metadata %union.u* %3, metadata !329, metadata !DIExpression()), !dbg !330
  %5 = bitcast %struct.bits* %2 to i32*, !dbg !331
  %6 = load i32, i32* %5, align 4, !dbg !332
  %7 = and i32 %6, -1048569, !dbg !332
  %8 = or i32 %7, 1047864, !dbg !333
  store i32 %8, i32* %5, align 4, !dbg !333
  %9 = bitcast %union.u* %3 to float*, !dbg !334
  store float 1.000000e+00, float* %9, align 4, !dbg !335, !tbaa !336
  %10 = getelementptr inbounds %struct.pad, %struct.pad* %0, i64 0, i32 1, !dbg !337
  %11 = load i32, i32* %10, align 4, !dbg !337, !tbaa !338
  %12 = getelementptr inbounds %struct.packed, %struct.packed* %1, i64 0, i32 1, !dbg !342
  %13 = load i32, i32* %12, align 1, !dbg !342, !tbaa !343
  %14 = add nsw i32 %13, %11, !dbg !345
  %15 = getelementptr inbounds %struct.pad, %struct.pad* %0, i64 0, i32 2, !dbg !346
  %16 = load i16, i16* %15, align 8, !dbg !346, !tbaa !347
  %17 = sext i16 %16 to i32, !dbg !348
  %18 = add nsw i32 %14, %17, !dbg !349
  %19 = load i32, i32* %5, align 4, !dbg !350
  %20 = and i32 %19, 7, !dbg !350
  %21 = add nsw i32 %18, %20, !dbg !351
  %22 = shl i32 %19, 12, !dbg !352
  %23 = ashr i32 %22, 20, !dbg !352
  %24 = add nsw i32 %21, %23, !dbg !353
  %25 = add nsw i32 %24, -128, !dbg !354
  ret i32 %25, !dbg !355
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i64 @osize(i8* noundef %0) local_unnamed_addr #9 !dbg !356 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !360, metadata !DIExpression()), !dbg !361
  ret i64 -1, !dbg !362
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local i32 @loopy(i8* nocapture noundef readonly %0) local_unnamed_addr #12 !dbg !363 {
  call void @llvm.dbg.declare(metadata [13 x i8]* undef, metadata !369, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 104)), !dbg !373
  call void @llvm.dbg.value(metadata i8* %0, metadata !367, metadata !DIExpression()), !dbg !374
  call void @llvm.dbg.value(metadata i32 0, metadata !368, metadata !DIExpression()), !dbg !374
  %2 = load i8, i8* %0, align 1, !dbg !375, !tbaa !336
  %3 = icmp eq i8 %2, 0, !dbg !376
  br i1 %3, label %14, label %4, !dbg !376

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i8* [ %9, %4 ], [ %0, %1 ]
  %7 = phi i32 [ %11, %4 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i8* %6, metadata !367, metadata !DIExpression()), !dbg !374
  call void @llvm.dbg.value(metadata i32 %7, metadata !368, metadata !DIExpression()), !dbg !374
  %8 = mul nsw i32 %7, 31, !dbg !377
  %9 = getelementptr inbounds i8, i8* %6, i64 1, !dbg !378
  call void @llvm.dbg.value(metadata i8* %9, metadata !367, metadata !DIExpression()), !dbg !374
  %10 = sext i8 %5 to i32, !dbg !379
  %11 = add nsw i32 %8, %10, !dbg !380
  call void @llvm.dbg.value(metadata i32 %11, metadata !368, metadata !DIExpression()), !dbg !374
  %12 = load i8, i8* %9, align 1, !dbg !375, !tbaa !336
  %13 = icmp eq i8 %12, 0, !dbg !376
  br i1 %13, label %14, label %4, !dbg !376, !llvm.loop !381

14:                                               ; preds = %4, %1
  %15 = phi i32 [ 0, %1 ], [ %11, %4 ], !dbg !374
  ret i32 %15, !dbg !382
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: nounwind uwtable
define dso_local i32 @fptr_call(i32 noundef %0) local_unnamed_addr #14 !dbg !383 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !385, metadata !DIExpression()), !dbg !386
  store i32 (i32)* @inc, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i64 0, i64 0), align 16, !dbg !387, !tbaa !388
  store i32 (i32)* @dec, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i64 0, i64 1), align 8, !dbg !390, !tbaa !388
  %2 = and i32 %0, 1, !dbg !391
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i64 0, i64 %3, !dbg !392
  %5 = load i32 (i32)*, i32 (i32)** %4, align 8, !dbg !392, !tbaa !388
  %6 = tail call i32 %5(i32 noundef %0) #22, !dbg !392
  ret i32 %6, !dbg !393
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @inc(i32 noundef %0) #4 !dbg !394 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !396, metadata !DIExpression()), !dbg !397
  %2 = add nsw i32 %0, 1, !dbg !398
  ret i32 %2, !dbg !399
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @dec(i32 noundef %0) #4 !dbg !400 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !402, metadata !DIExpression()), !dbg !403
  %2 = add nsw i32 %0, -1, !dbg !404
  ret i32 %2, !dbg !405
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @bitfields(%struct.bf* nocapture noundef %0) local_unnamed_addr #11 !dbg !406 {
  call void @llvm.dbg.value(metadata %struct.bf* %0, metadata !416, metadata !DIExpression()), !dbg !417
  %2 = getelementptr %struct.bf, %struct.bf* %0, i64 0, i32 0, !dbg !418
  %3 = load i64, i64* %2, align 8, !dbg !419
  %4 = and i64 %3, 7, !dbg !419
  %5 = or i64 %4, 83886696, !dbg !420
  store i64 %5, i64* %2, align 8, !dbg !420
  %6 = trunc i64 %4 to i32, !dbg !421
  %7 = add nuw nsw i32 %6, 82, !dbg !422
  ret i32 %7, !dbg !423
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @blobcopy(%struct.blob* nocapture noundef writeonly %0) local_unnamed_addr #15 !dbg !424 {
  call void @llvm.dbg.value(metadata %struct.blob* %0, metadata !429, metadata !DIExpression()), !dbg !430
  %2 = getelementptr %struct.blob, %struct.blob* %0, i64 0, i32 0, i64 0, !dbg !431
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(104) %2, i8* noundef nonnull align 4 dereferenceable(104) getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i64 0, i32 0, i64 0), i64 104, i1 false), !dbg !431, !tbaa.struct !432
  %3 = load i32, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i64 0, i32 1), align 4, !dbg !433, !tbaa !434
  %4 = add nsw i32 %3, 1, !dbg !433
  store i32 %4, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i64 0, i32 1), align 4, !dbg !433, !tbaa !434
  ret void, !dbg !436
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn writeonly
define dso_local double @mathcalls(double noundef %0, float noundef %1) local_unnamed_addr #16 !dbg !437 {
  call void @llvm.dbg.value(metadata double %0, metadata !439, metadata !DIExpression()), !dbg !441
  call void @llvm.dbg.value(metadata float %1, metadata !440, metadata !DIExpression()), !dbg !441
  %3 = tail call double @llvm.floor.f64(double %0), !dbg !442
  %4 = tail call float @sqrtf(float noundef %1) #22, !dbg !443
  %5 = fpext float %4 to double, !dbg !443
  %6 = fadd double %3, %5, !dbg !444
  %7 = tail call double @llvm.fabs.f64(double %0), !dbg !445
  %8 = fadd double %7, %6, !dbg !446
  %9 = tail call double @llvm.minnum.f64(double %0, double 1.000000e+00), !dbg !447
  %10 = fadd double %9, %8, !dbg !448
  ret double %10, !dbg !449
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sqrtf(float noundef) local_unnamed_addr #17

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local zeroext i8 @satsub(i8 noundef zeroext %0, i8 noundef zeroext %1) local_unnamed_addr #9 !dbg !450 {
  call void @llvm.dbg.value(metadata i8 %0, metadata !455, metadata !DIExpression()), !dbg !457
  call void @llvm.dbg.value(metadata i8 %1, metadata !456, metadata !DIExpression()), !dbg !457
  %3 = tail call i8 @llvm.usub.sat.i8(i8 %0, i8 %1), !dbg !458
  ret i8 %3, !dbg !459
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @fcmps(float noundef %0, float noundef %1) local_unnamed_addr #4 !dbg !460 {
  call void @llvm.dbg.value(metadata float %0, metadata !464, metadata !DIExpression()), !dbg !466
  call void @llvm.dbg.value(metadata float %1, metadata !465, metadata !DIExpression()), !dbg !466
  %3 = fcmp olt float %0, %1, !dbg !467
  %4 = zext i1 %3 to i32, !dbg !467
  %5 = fcmp une float %0, %1, !dbg !468
  %6 = zext i1 %5 to i32, !dbg !468
  %7 = fcmp uno float %0, 0.000000e+00, !dbg !469
  %8 = zext i1 %7 to i32, !dbg !469
  %9 = fcmp oge float %0, %1, !dbg !470
  %10 = zext i1 %9 to i32, !dbg !470
  %11 = add nuw nsw i32 %6, %8, !dbg !471
  %12 = add nuw nsw i32 %11, %4, !dbg !472
  %13 = add nuw nsw i32 %12, %10, !dbg !473
  ret i32 %13, !dbg !474
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @sw8(i8 noundef signext %0) local_unnamed_addr #4 !dbg !475 {
  call void @llvm.dbg.value(metadata i8 %0, metadata !479, metadata !DIExpression()), !dbg !480
  %2 = sext i8 %0 to i32, !dbg !481
  switch i32 %2, label %5 [
    i32 97, label %6
    i32 98, label %3
    i32 122, label %4
  ], !dbg !482

3:                                                ; preds = %1
  br label %6, !dbg !483

4:                                                ; preds = %1
  br label %6, !dbg !485

5:                                                ; preds = %1
  br label %6, !dbg !486

6:                                                ; preds = %1, %5, %4, %3
  %7 = phi i32 [ 0, %5 ], [ 3, %4 ], [ 2, %3 ], [ 1, %1 ], !dbg !480
  ret i32 %7, !dbg !487
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noalias nonnull i32* @stackalloc(i32 noundef %0) local_unnamed_addr #4 !dbg !488 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !492, metadata !DIExpression()), !dbg !494
  %2 = shl nsw i32 %0, 2, !dbg !495
  %3 = sext i32 %2 to i64, !dbg !496
  %4 = alloca i8, i64 %3, align 16, !dbg !497
  %5 = bitcast i8* %4 to i32*, !dbg !497
  call void @llvm.dbg.value(metadata i32* %5, metadata !493, metadata !DIExpression()), !dbg !494
  ret i32* %5, !dbg !498
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i64 @mulov(i64 noundef %0, i64 noundef %1) local_unnamed_addr #9 !dbg !499 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !503, metadata !DIExpression()), !dbg !506
  call void @llvm.dbg.value(metadata i64 %1, metadata !504, metadata !DIExpression()), !dbg !506
  %3 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1), !dbg !507
  %4 = extractvalue { i64, i1 } %3, 1, !dbg !507
  call void @llvm.dbg.value(metadata i64 undef, metadata !505, metadata !DIExpression()), !dbg !506
  %5 = zext i1 %4 to i64, !dbg !507
  %6 = or i64 %0, 1, !dbg !508
  %7 = tail call i64 @llvm.ctlz.i64(i64 %6, i1 true), !dbg !509, !range !510
  %8 = or i64 %1, 2, !dbg !511
  %9 = tail call i64 @llvm.cttz.i64(i64 %8, i1 true), !dbg !512, !range !513
  %10 = add nuw nsw i64 %9, %7, !dbg !514
  %11 = add nuw nsw i64 %10, %5, !dbg !515
  ret i64 %11, !dbg !516
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @more(i32 noundef %0) local_unnamed_addr #18 !dbg !517 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !519, metadata !DIExpression()), !dbg !522
  call void @llvm.dbg.value(metadata i64 50331665, metadata !520, metadata !DIExpression()), !dbg !522
  call void @llvm.dbg.value(metadata %struct.blob* undef, metadata !429, metadata !DIExpression()) #22, !dbg !523
  %2 = load i32, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i64 0, i32 1), align 4, !dbg !525, !tbaa.struct !526
  call void @llvm.dbg.value(metadata i32 %2, metadata !521, metadata !DIExpression(DW_OP_LLVM_fragment, 800, 32)), !dbg !522
  %3 = add nsw i32 %2, 1, !dbg !527
  store i32 %3, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i64 0, i32 1), align 4, !dbg !527, !tbaa !434
  call void @llvm.dbg.value(metadata i64 1, metadata !520, metadata !DIExpression(DW_OP_constu, 83886696, DW_OP_or, DW_OP_stack_value)), !dbg !522
  call void @llvm.dbg.value(metadata i32 %0, metadata !479, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !528
  call void @llvm.dbg.value(metadata i32 %0, metadata !479, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !528
  ret i32 undef, !dbg !530
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #14 !dbg !531 {
  %1 = alloca i32, align 4
  %2 = bitcast i32* %1 to i8*, !dbg !537
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #22, !dbg !537
  call void @llvm.dbg.value(metadata i32* %1, metadata !533, metadata !DIExpression(DW_OP_deref)), !dbg !538
  call void @klee_make_symbolic(i8* noundef nonnull %2, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)) #22, !dbg !539
  %3 = load i32, i32* %1, align 4, !dbg !540, !tbaa !195
  call void @llvm.dbg.value(metadata i32 %3, metadata !533, metadata !DIExpression()), !dbg !538
  %4 = add i32 %3, 99, !dbg !541
  %5 = icmp ult i32 %4, 199, !dbg !541
  %6 = zext i1 %5 to i64
  call void @klee_assume(i64 noundef %6) #22, !dbg !542
  %7 = load i32, i32* %1, align 4, !dbg !543, !tbaa !195
  call void @llvm.dbg.value(metadata i32 %7, metadata !533, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.value(metadata i64 undef, metadata !534, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.value(metadata i32 %7, metadata !533, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.value(metadata i64 undef, metadata !535, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !538
  call void @llvm.dbg.value(metadata i32 %7, metadata !535, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !538
  call void @llvm.dbg.value(metadata i32 %7, metadata !533, metadata !DIExpression()), !dbg !538
  %8 = call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef %7, i32 noundef 2, i32 noundef 3), !dbg !544
  call void @llvm.dbg.value(metadata i32 undef, metadata !533, metadata !DIExpression()), !dbg !538
  %9 = atomicrmw add i32* @counter, i32 2 seq_cst, align 4, !dbg !545
  call void @llvm.dbg.value(metadata i32 2, metadata !293, metadata !DIExpression()), !dbg !547
  %10 = cmpxchg i32* @counter, i32 2, i32 5 seq_cst seq_cst, align 4, !dbg !548
  fence seq_cst, !dbg !549
  %11 = load atomic i32, i32* @counter seq_cst, align 4, !dbg !550
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %11, i32 undef), metadata !536, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !538
  %12 = load i32, i32* %1, align 4, !dbg !551, !tbaa !195
  call void @llvm.dbg.value(metadata i32 %12, metadata !533, metadata !DIExpression()), !dbg !538
  %13 = and i32 %12, 1, !dbg !552
  %14 = zext i32 %13 to i64
  call void @llvm.dbg.declare(metadata [13 x i8]* undef, metadata !369, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 104)), !dbg !553
  call void @llvm.dbg.value(metadata i8* undef, metadata !367, metadata !DIExpression()), !dbg !555
  call void @llvm.dbg.value(metadata i32 0, metadata !368, metadata !DIExpression()), !dbg !555
  call void @llvm.dbg.value(metadata i32 %12, metadata !533, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.value(metadata i32 %12, metadata !385, metadata !DIExpression()) #22, !dbg !556
  store i32 (i32)* @inc, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i64 0, i64 0), align 16, !dbg !558, !tbaa !388
  store i32 (i32)* @dec, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i64 0, i64 1), align 8, !dbg !559, !tbaa !388
  %15 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i64 0, i64 %14, !dbg !560
  %16 = load i32 (i32)*, i32 (i32)** %15, align 8, !dbg !560, !tbaa !388
  %17 = call i32 %16(i32 noundef %12) #22, !dbg !560
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 %17, i32 undef, i32 %11, i32 undef), metadata !536, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !538
  call void @llvm.dbg.value(metadata i32 undef, metadata !533, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.value(metadata i32 undef, metadata !519, metadata !DIExpression()), !dbg !561
  call void @llvm.dbg.value(metadata i64 50331665, metadata !520, metadata !DIExpression()), !dbg !561
  call void @llvm.dbg.value(metadata %struct.blob* undef, metadata !429, metadata !DIExpression()) #22, !dbg !563
  %18 = load i32, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i64 0, i32 1), align 4, !dbg !565, !tbaa.struct !526
  call void @llvm.dbg.value(metadata i32 %18, metadata !521, metadata !DIExpression(DW_OP_LLVM_fragment, 800, 32)), !dbg !561
  %19 = add nsw i32 %18, 1, !dbg !566
  store i32 %19, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i64 0, i32 1), align 4, !dbg !566, !tbaa !434
  call void @llvm.dbg.value(metadata i64 1, metadata !520, metadata !DIExpression(DW_OP_constu, 83886696, DW_OP_or, DW_OP_stack_value)), !dbg !561
  call void @llvm.dbg.value(metadata i32 undef, metadata !536, metadata !DIExpression()), !dbg !538
  call void @llvm.trap(), !dbg !567
  unreachable, !dbg !567
}

declare !dbg !569 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #19

declare !dbg !576 void @klee_assume(i64 noundef) local_unnamed_addr #19

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #20

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #21

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #21

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #21

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.usub.sat.i8(i8, i8) #21

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #14 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { cold noreturn nounwind }
attributes #21 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #22 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 16, type: !79, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !23, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/features.c", directory: ".", checksumkind: CSK_MD5, checksum: "2dfd9befa32857addfebc93642fcc095")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !7, !17, !18, !19, !20, !21}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!0, !24, !31, !38, !40, !43, !52, !54, !56, !59, !67, !70}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 17, type: !26, isLocal: false, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 192, elements: !29)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "n2", scope: !2, file: !3, line: 18, type: !33, isLocal: false, isDefinition: true)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 14, size: 128, elements: !34)
!34 = !{!35, !36}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !33, file: !3, line: 14, baseType: !16, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !33, file: !3, line: 14, baseType: !37, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "n1", scope: !2, file: !3, line: 19, type: !33, isLocal: false, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "pmid", scope: !2, file: !3, line: 20, type: !42, isLocal: false, isDefinition: true)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "gpad", scope: !2, file: !3, line: 21, type: !45, isLocal: false, isDefinition: true)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pad", file: !3, line: 8, size: 192, elements: !46)
!46 = !{!47, !48, !49, !51}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !45, file: !3, line: 8, baseType: !22, size: 8)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !45, file: !3, line: 8, baseType: !16, size: 32, offset: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !45, file: !3, line: 8, baseType: !50, size: 16, offset: 64)
!50 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !45, file: !3, line: 8, baseType: !19, size: 64, offset: 128)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "gd", scope: !2, file: !3, line: 23, type: !19, isLocal: false, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "gf", scope: !2, file: !3, line: 24, type: !20, isLocal: false, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "gll", scope: !2, file: !3, line: 25, type: !58, isLocal: false, isDefinition: true)
!58 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "fptrs", scope: !2, file: !3, line: 22, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 128, elements: !65)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DISubroutineType(types: !64)
!64 = !{!16, !16}
!65 = !{!66}
!66 = !DISubrange(count: 2)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 26, type: !69, isLocal: false, isDefinition: true)
!69 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !16)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "gblob", scope: !2, file: !3, line: 115, type: !72, isLocal: true, isDefinition: true)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "blob", file: !3, line: 114, size: 832, elements: !73)
!73 = !{!74, !78}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !72, file: !3, line: 114, baseType: !75, size: 800)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 800, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 100)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !72, file: !3, line: 114, baseType: !16, size: 32, offset: 800)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 320, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 10)
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 7, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 1}
!88 = !{!"Debian clang version 14.0.6"}
!89 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 31, type: !90, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!16, !16, null}
!92 = !{!93, !94, !109, !110, !111}
!93 = !DILocalVariable(name: "n", arg: 1, scope: !89, file: !3, line: 31, type: !16)
!94 = !DILocalVariable(name: "ap", scope: !89, file: !3, line: 32, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !96, line: 14, baseType: !97)
!96 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !98, baseType: !99)
!98 = !DIFile(filename: "testdata/c/features.c", directory: ".")
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 192, elements: !107)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !101)
!101 = !{!102, !103, !104, !106}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !100, file: !98, line: 32, baseType: !7, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !100, file: !98, line: 32, baseType: !7, size: 32, offset: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !100, file: !98, line: 32, baseType: !105, size: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !100, file: !98, line: 32, baseType: !105, size: 64, offset: 128)
!107 = !{!108}
!108 = !DISubrange(count: 1)
!109 = !DILocalVariable(name: "ap2", scope: !89, file: !3, line: 32, type: !95)
!110 = !DILocalVariable(name: "s", scope: !89, file: !3, line: 35, type: !16)
!111 = !DILocalVariable(name: "i", scope: !112, file: !3, line: 36, type: !16)
!112 = distinct !DILexicalBlock(scope: !89, file: !3, line: 36, column: 3)
!113 = !DILocation(line: 0, scope: !89)
!114 = !DILocation(line: 32, column: 3, scope: !89)
!115 = !DILocation(line: 32, column: 11, scope: !89)
!116 = !DILocation(line: 32, column: 15, scope: !89)
!117 = !DILocation(line: 33, column: 3, scope: !89)
!118 = !DILocation(line: 34, column: 3, scope: !89)
!119 = !DILocation(line: 0, scope: !112)
!120 = !DILocation(line: 36, column: 21, scope: !121)
!121 = distinct !DILexicalBlock(scope: !112, file: !3, line: 36, column: 3)
!122 = !DILocation(line: 36, column: 3, scope: !112)
!123 = !DILocation(line: 36, column: 36, scope: !121)
!124 = !DILocation(line: 36, column: 33, scope: !121)
!125 = !DILocation(line: 37, column: 3, scope: !89)
!126 = !DILocation(line: 38, column: 3, scope: !89)
!127 = !DILocation(line: 40, column: 1, scope: !89)
!128 = !DILocation(line: 39, column: 3, scope: !89)
!129 = distinct !{!129, !122, !130, !131}
!130 = !DILocation(line: 36, column: 36, scope: !112)
!131 = !{!"llvm.loop.mustprogress"}
!132 = distinct !DISubprogram(name: "mk_small", scope: !3, file: !3, line: 42, type: !133, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !139)
!133 = !DISubroutineType(types: !134)
!134 = !{!135, !18}
!135 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !3, line: 12, size: 128, elements: !136)
!136 = !{!137, !138}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !135, file: !3, line: 12, baseType: !18, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !135, file: !3, line: 12, baseType: !18, size: 64, offset: 64)
!139 = !{!140, !141}
!140 = !DILocalVariable(name: "a", arg: 1, scope: !132, file: !3, line: 42, type: !18)
!141 = !DILocalVariable(name: "s", scope: !132, file: !3, line: 42, type: !135)
!142 = !DILocation(line: 0, scope: !132)
!143 = !DILocation(line: 42, column: 56, scope: !132)
!144 = !DILocation(line: 42, column: 62, scope: !132)
!145 = distinct !DISubprogram(name: "use_big", scope: !3, file: !3, line: 43, type: !146, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !154)
!146 = !DISubroutineType(types: !147)
!147 = !{!18, !148}
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !3, line: 13, size: 512, elements: !149)
!149 = !{!150}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !148, file: !3, line: 13, baseType: !151, size: 512)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 512, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 8)
!154 = !{!155}
!155 = !DILocalVariable(name: "b", arg: 1, scope: !145, file: !3, line: 43, type: !148)
!156 = !DILocation(line: 43, column: 25, scope: !145)
!157 = !DILocation(line: 43, column: 37, scope: !145)
!158 = !{!159, !159, i64 0}
!159 = !{!"long", !160, i64 0}
!160 = !{!"omnipotent char", !161, i64 0}
!161 = !{!"Simple C/C++ TBAA"}
!162 = !DILocation(line: 43, column: 30, scope: !145)
!163 = distinct !DISubprogram(name: "mk_big", scope: !3, file: !3, line: 44, type: !164, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!148, !18}
!166 = !{!167, !168}
!167 = !DILocalVariable(name: "x", arg: 1, scope: !163, file: !3, line: 44, type: !18)
!168 = !DILocalVariable(name: "b", scope: !163, file: !3, line: 44, type: !148)
!169 = !DILocation(line: 0, scope: !163)
!170 = !DILocation(line: 44, column: 40, scope: !163)
!171 = !DILocation(line: 44, column: 43, scope: !163)
!172 = !DILocation(line: 44, column: 68, scope: !163)
!173 = !DILocation(line: 44, column: 75, scope: !163)
!174 = !DILocation(line: 44, column: 80, scope: !163)
!175 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 46, type: !63, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !176)
!176 = !{!177, !178, !180, !184}
!177 = !DILocalVariable(name: "n", arg: 1, scope: !175, file: !3, line: 46, type: !16)
!178 = !DILocalVariable(name: "__vla_expr0", scope: !175, type: !179, flags: DIFlagArtificial)
!179 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!180 = !DILocalVariable(name: "a", scope: !175, file: !3, line: 47, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: !178)
!184 = !DILocalVariable(name: "i", scope: !185, file: !3, line: 48, type: !16)
!185 = distinct !DILexicalBlock(scope: !175, file: !3, line: 48, column: 3)
!186 = !DILocation(line: 0, scope: !175)
!187 = !DILocation(line: 47, column: 3, scope: !175)
!188 = !DILocation(line: 47, column: 7, scope: !175)
!189 = !DILocation(line: 0, scope: !185)
!190 = !DILocation(line: 48, column: 21, scope: !191)
!191 = distinct !DILexicalBlock(scope: !185, file: !3, line: 48, column: 3)
!192 = !DILocation(line: 48, column: 3, scope: !185)
!193 = !DILocation(line: 48, column: 27, scope: !191)
!194 = !DILocation(line: 48, column: 36, scope: !191)
!195 = !{!196, !196, i64 0}
!196 = !{!"int", !160, i64 0}
!197 = distinct !{!197, !192, !198, !131, !199}
!198 = !DILocation(line: 48, column: 38, scope: !185)
!199 = !{!"llvm.loop.isvectorized", i32 1}
!200 = distinct !{!200, !201}
!201 = !{!"llvm.loop.unroll.disable"}
!202 = !DILocation(line: 49, column: 14, scope: !175)
!203 = !DILocation(line: 49, column: 10, scope: !175)
!204 = !DILocation(line: 50, column: 1, scope: !175)
!205 = !DILocation(line: 48, column: 31, scope: !191)
!206 = distinct !{!206, !192, !198, !131, !207, !199}
!207 = !{!"llvm.loop.unroll.runtime.disable"}
!208 = distinct !DISubprogram(name: "bitops", scope: !3, file: !3, line: 52, type: !209, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!209 = !DISubroutineType(types: !210)
!210 = !{!16, !7, !211}
!211 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!212 = !{!213, !214, !215, !216}
!213 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !3, line: 52, type: !7)
!214 = !DILocalVariable(name: "y", arg: 2, scope: !208, file: !3, line: 52, type: !211)
!215 = !DILocalVariable(name: "r", scope: !208, file: !3, line: 53, type: !16)
!216 = !DILocalVariable(name: "ov", scope: !208, file: !3, line: 55, type: !16)
!217 = !DILocation(line: 0, scope: !208)
!218 = !DILocation(line: 53, column: 11, scope: !208)
!219 = !{i32 0, i32 33}
!220 = !DILocation(line: 53, column: 51, scope: !208)
!221 = !DILocation(line: 53, column: 35, scope: !208)
!222 = !{i32 0, i32 32}
!223 = !DILocation(line: 53, column: 74, scope: !208)
!224 = !DILocation(line: 53, column: 58, scope: !208)
!225 = !{i32 0, i32 4}
!226 = !DILocation(line: 54, column: 13, scope: !208)
!227 = !DILocation(line: 54, column: 41, scope: !208)
!228 = !{i64 0, i64 65}
!229 = !DILocation(line: 56, column: 7, scope: !230)
!230 = distinct !DILexicalBlock(scope: !208, file: !3, line: 56, column: 7)
!231 = !DILocation(line: 56, column: 7, scope: !208)
!232 = !DILocation(line: 57, column: 7, scope: !233)
!233 = distinct !DILexicalBlock(scope: !208, file: !3, line: 57, column: 7)
!234 = !DILocation(line: 57, column: 7, scope: !208)
!235 = !DILocation(line: 54, column: 34, scope: !208)
!236 = !DILocation(line: 53, column: 33, scope: !208)
!237 = !DILocation(line: 53, column: 56, scope: !208)
!238 = !DILocation(line: 54, column: 5, scope: !208)
!239 = !DILocation(line: 58, column: 26, scope: !240)
!240 = distinct !DILexicalBlock(scope: !208, file: !3, line: 58, column: 7)
!241 = !DILocation(line: 58, column: 7, scope: !208)
!242 = !{!"branch_weights", i32 1, i32 2000}
!243 = !DILocation(line: 58, column: 38, scope: !240)
!244 = !DILocation(line: 58, column: 36, scope: !240)
!245 = !DILocation(line: 59, column: 8, scope: !208)
!246 = !DILocation(line: 59, column: 27, scope: !208)
!247 = !DILocation(line: 59, column: 22, scope: !208)
!248 = !DILocation(line: 59, column: 20, scope: !208)
!249 = !DILocation(line: 59, column: 5, scope: !208)
!250 = !DILocation(line: 60, column: 3, scope: !208)
!251 = distinct !DISubprogram(name: "fl", scope: !3, file: !3, line: 63, type: !252, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!19, !19, !20}
!254 = !{!255, !256, !257, !258, !259}
!255 = !DILocalVariable(name: "a", arg: 1, scope: !251, file: !3, line: 63, type: !19)
!256 = !DILocalVariable(name: "b", arg: 2, scope: !251, file: !3, line: 63, type: !20)
!257 = !DILocalVariable(name: "c", scope: !251, file: !3, line: 64, type: !19)
!258 = !DILocalVariable(name: "u", scope: !251, file: !3, line: 66, type: !7)
!259 = !DILocalVariable(name: "s", scope: !251, file: !3, line: 67, type: !16)
!260 = !DILocation(line: 0, scope: !251)
!261 = !DILocation(line: 64, column: 18, scope: !251)
!262 = !DILocation(line: 64, column: 24, scope: !251)
!263 = !DILocation(line: 64, column: 20, scope: !251)
!264 = !DILocation(line: 64, column: 40, scope: !251)
!265 = !DILocation(line: 64, column: 32, scope: !251)
!266 = !DILocation(line: 64, column: 30, scope: !251)
!267 = !DILocation(line: 65, column: 9, scope: !268)
!268 = distinct !DILexicalBlock(scope: !251, file: !3, line: 65, column: 7)
!269 = !DILocation(line: 65, column: 13, scope: !268)
!270 = !DILocation(line: 66, column: 16, scope: !251)
!271 = !DILocation(line: 67, column: 11, scope: !251)
!272 = !DILocation(line: 68, column: 14, scope: !251)
!273 = !DILocation(line: 68, column: 12, scope: !251)
!274 = !DILocation(line: 68, column: 18, scope: !251)
!275 = !DILocation(line: 68, column: 16, scope: !251)
!276 = !DILocation(line: 68, column: 22, scope: !251)
!277 = !DILocation(line: 68, column: 20, scope: !251)
!278 = !DILocation(line: 68, column: 33, scope: !251)
!279 = !DILocation(line: 68, column: 31, scope: !251)
!280 = !DILocation(line: 68, column: 3, scope: !251)
!281 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 71, type: !63, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !282)
!282 = !{!283}
!283 = !DILocalVariable(name: "x", arg: 1, scope: !281, file: !3, line: 71, type: !16)
!284 = !DILocation(line: 0, scope: !281)
!285 = !DILocation(line: 72, column: 3, scope: !281)
!286 = !DILocation(line: 0, scope: !287)
!287 = distinct !DILexicalBlock(scope: !281, file: !3, line: 72, column: 14)
!288 = !DILocation(line: 79, column: 1, scope: !281)
!289 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 81, type: !290, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{!16}
!292 = !{!293}
!293 = !DILocalVariable(name: "exp", scope: !289, file: !3, line: 83, type: !16)
!294 = !DILocation(line: 82, column: 3, scope: !289)
!295 = !DILocation(line: 0, scope: !289)
!296 = !DILocation(line: 84, column: 3, scope: !289)
!297 = !DILocation(line: 85, column: 3, scope: !289)
!298 = !DILocation(line: 86, column: 10, scope: !289)
!299 = !DILocation(line: 86, column: 3, scope: !289)
!300 = distinct !DISubprogram(name: "structs", scope: !3, file: !3, line: 89, type: !301, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !325)
!301 = !DISubroutineType(types: !302)
!302 = !{!16, !303, !304, !310, !316}
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !3, line: 9, size: 56, elements: !306)
!306 = !{!307, !308, !309}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !305, file: !3, line: 9, baseType: !22, size: 8)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !305, file: !3, line: 9, baseType: !16, size: 32, offset: 8)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !305, file: !3, line: 9, baseType: !50, size: 16, offset: 40)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!311 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 10, size: 32, elements: !312)
!312 = !{!313, !314, !315}
!313 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !311, file: !3, line: 10, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !311, file: !3, line: 10, baseType: !7, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !311, file: !3, line: 10, baseType: !16, size: 12, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64)
!317 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 11, size: 32, elements: !318)
!318 = !{!319, !320, !321}
!319 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !317, file: !3, line: 11, baseType: !16, size: 32)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !317, file: !3, line: 11, baseType: !20, size: 32)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !317, file: !3, line: 11, baseType: !322, size: 32)
!322 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 32, elements: !323)
!323 = !{!324}
!324 = !DISubrange(count: 4)
!325 = !{!326, !327, !328, !329}
!326 = !DILocalVariable(name: "p", arg: 1, scope: !300, file: !3, line: 89, type: !303)
!327 = !DILocalVariable(name: "q", arg: 2, scope: !300, file: !3, line: 89, type: !304)
!328 = !DILocalVariable(name: "b", arg: 3, scope: !300, file: !3, line: 89, type: !310)
!329 = !DILocalVariable(name: "v", arg: 4, scope: !300, file: !3, line: 89, type: !316)
!330 = !DILocation(line: 0, scope: !300)
!331 = !DILocation(line: 90, column: 6, scope: !300)
!332 = !DILocation(line: 90, column: 8, scope: !300)
!333 = !DILocation(line: 91, column: 8, scope: !300)
!334 = !DILocation(line: 92, column: 6, scope: !300)
!335 = !DILocation(line: 92, column: 8, scope: !300)
!336 = !{!160, !160, i64 0}
!337 = !DILocation(line: 93, column: 13, scope: !300)
!338 = !{!339, !196, i64 4}
!339 = !{!"pad", !160, i64 0, !196, i64 4, !340, i64 8, !341, i64 16}
!340 = !{!"short", !160, i64 0}
!341 = !{!"double", !160, i64 0}
!342 = !DILocation(line: 93, column: 20, scope: !300)
!343 = !{!344, !196, i64 1}
!344 = !{!"packed", !160, i64 0, !196, i64 1, !340, i64 5}
!345 = !DILocation(line: 93, column: 15, scope: !300)
!346 = !DILocation(line: 93, column: 27, scope: !300)
!347 = !{!339, !340, i64 8}
!348 = !DILocation(line: 93, column: 24, scope: !300)
!349 = !DILocation(line: 93, column: 22, scope: !300)
!350 = !DILocation(line: 93, column: 34, scope: !300)
!351 = !DILocation(line: 93, column: 29, scope: !300)
!352 = !DILocation(line: 93, column: 41, scope: !300)
!353 = !DILocation(line: 93, column: 36, scope: !300)
!354 = !DILocation(line: 93, column: 43, scope: !300)
!355 = !DILocation(line: 93, column: 3, scope: !300)
!356 = distinct !DISubprogram(name: "osize", scope: !3, file: !3, line: 96, type: !357, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !359)
!357 = !DISubroutineType(types: !358)
!358 = !{!179, !21}
!359 = !{!360}
!360 = !DILocalVariable(name: "p", arg: 1, scope: !356, file: !3, line: 96, type: !21)
!361 = !DILocation(line: 0, scope: !356)
!362 = !DILocation(line: 96, column: 32, scope: !356)
!363 = distinct !DISubprogram(name: "loopy", scope: !3, file: !3, line: 98, type: !364, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !366)
!364 = !DISubroutineType(types: !365)
!365 = !{!16, !27}
!366 = !{!367, !368, !369}
!367 = !DILocalVariable(name: "s", arg: 1, scope: !363, file: !3, line: 98, type: !27)
!368 = !DILocalVariable(name: "h", scope: !363, file: !3, line: 99, type: !16)
!369 = !DILocalVariable(name: "buf", scope: !363, file: !3, line: 101, type: !370)
!370 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 128, elements: !371)
!371 = !{!372}
!372 = !DISubrange(count: 16)
!373 = !DILocation(line: 101, column: 8, scope: !363)
!374 = !DILocation(line: 0, scope: !363)
!375 = !DILocation(line: 100, column: 10, scope: !363)
!376 = !DILocation(line: 100, column: 3, scope: !363)
!377 = !DILocation(line: 100, column: 20, scope: !363)
!378 = !DILocation(line: 100, column: 29, scope: !363)
!379 = !DILocation(line: 100, column: 27, scope: !363)
!380 = !DILocation(line: 100, column: 25, scope: !363)
!381 = distinct !{!381, !376, !378, !131}
!382 = !DILocation(line: 104, column: 3, scope: !363)
!383 = distinct !DISubprogram(name: "fptr_call", scope: !3, file: !3, line: 107, type: !63, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !384)
!384 = !{!385}
!385 = !DILocalVariable(name: "k", arg: 1, scope: !383, file: !3, line: 107, type: !16)
!386 = !DILocation(line: 0, scope: !383)
!387 = !DILocation(line: 107, column: 33, scope: !383)
!388 = !{!389, !389, i64 0}
!389 = !{!"any pointer", !160, i64 0}
!390 = !DILocation(line: 107, column: 49, scope: !383)
!391 = !DILocation(line: 107, column: 71, scope: !383)
!392 = !DILocation(line: 107, column: 63, scope: !383)
!393 = !DILocation(line: 107, column: 56, scope: !383)
!394 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 28, type: !63, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !395)
!395 = !{!396}
!396 = !DILocalVariable(name: "x", arg: 1, scope: !394, file: !3, line: 28, type: !16)
!397 = !DILocation(line: 0, scope: !394)
!398 = !DILocation(line: 28, column: 34, scope: !394)
!399 = !DILocation(line: 28, column: 25, scope: !394)
!400 = distinct !DISubprogram(name: "dec", scope: !3, file: !3, line: 29, type: !63, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !401)
!401 = !{!402}
!402 = !DILocalVariable(name: "x", arg: 1, scope: !400, file: !3, line: 29, type: !16)
!403 = !DILocation(line: 0, scope: !400)
!404 = !DILocation(line: 29, column: 34, scope: !400)
!405 = !DILocation(line: 29, column: 25, scope: !400)
!406 = distinct !DISubprogram(name: "bitfields", scope: !3, file: !3, line: 116, type: !407, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !415)
!407 = !DISubroutineType(types: !408)
!408 = !{!16, !409}
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 64)
!410 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !3, line: 113, size: 64, elements: !411)
!411 = !{!412, !413, !414}
!412 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !410, file: !3, line: 113, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !410, file: !3, line: 113, baseType: !7, size: 21, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !410, file: !3, line: 113, baseType: !211, size: 40, offset: 24, flags: DIFlagBitField, extraData: i64 0)
!415 = !{!416}
!416 = !DILocalVariable(name: "p", arg: 1, scope: !406, file: !3, line: 116, type: !409)
!417 = !DILocation(line: 0, scope: !406)
!418 = !DILocation(line: 116, column: 34, scope: !406)
!419 = !DILocation(line: 116, column: 36, scope: !406)
!420 = !DILocation(line: 116, column: 47, scope: !406)
!421 = !DILocation(line: 116, column: 62, scope: !406)
!422 = !DILocation(line: 116, column: 71, scope: !406)
!423 = !DILocation(line: 116, column: 52, scope: !406)
!424 = distinct !DISubprogram(name: "blobcopy", scope: !3, file: !3, line: 117, type: !425, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !428)
!425 = !DISubroutineType(types: !426)
!426 = !{null, !427}
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!428 = !{!429}
!429 = !DILocalVariable(name: "d", arg: 1, scope: !424, file: !3, line: 117, type: !427)
!430 = !DILocation(line: 0, scope: !424)
!431 = !DILocation(line: 117, column: 38, scope: !424)
!432 = !{i64 0, i64 100, !336, i64 100, i64 4, !195}
!433 = !DILocation(line: 117, column: 52, scope: !424)
!434 = !{!435, !196, i64 100}
!435 = !{!"blob", !160, i64 0, !196, i64 100}
!436 = !DILocation(line: 117, column: 56, scope: !424)
!437 = distinct !DISubprogram(name: "mathcalls", scope: !3, file: !3, line: 118, type: !252, scopeLine: 118, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !438)
!438 = !{!439, !440}
!439 = !DILocalVariable(name: "x", arg: 1, scope: !437, file: !3, line: 118, type: !19)
!440 = !DILocalVariable(name: "y", arg: 2, scope: !437, file: !3, line: 118, type: !20)
!441 = !DILocation(line: 0, scope: !437)
!442 = !DILocation(line: 118, column: 46, scope: !437)
!443 = !DILocation(line: 118, column: 57, scope: !437)
!444 = !DILocation(line: 118, column: 55, scope: !437)
!445 = !DILocation(line: 118, column: 68, scope: !437)
!446 = !DILocation(line: 118, column: 66, scope: !437)
!447 = !DILocation(line: 118, column: 88, scope: !437)
!448 = !DILocation(line: 118, column: 86, scope: !437)
!449 = !DILocation(line: 118, column: 39, scope: !437)
!450 = distinct !DISubprogram(name: "satsub", scope: !3, file: !3, line: 119, type: !451, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !454)
!451 = !DISubroutineType(types: !452)
!452 = !{!453, !453, !453}
!453 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!454 = !{!455, !456}
!455 = !DILocalVariable(name: "a", arg: 1, scope: !450, file: !3, line: 119, type: !453)
!456 = !DILocalVariable(name: "b", arg: 2, scope: !450, file: !3, line: 119, type: !453)
!457 = !DILocation(line: 0, scope: !450)
!458 = !DILocation(line: 119, column: 65, scope: !450)
!459 = !DILocation(line: 119, column: 58, scope: !450)
!460 = distinct !DISubprogram(name: "fcmps", scope: !3, file: !3, line: 120, type: !461, scopeLine: 120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !463)
!461 = !DISubroutineType(types: !462)
!462 = !{!16, !20, !20}
!463 = !{!464, !465}
!464 = !DILocalVariable(name: "a", arg: 1, scope: !460, file: !3, line: 120, type: !20)
!465 = !DILocalVariable(name: "b", arg: 2, scope: !460, file: !3, line: 120, type: !20)
!466 = !DILocation(line: 0, scope: !460)
!467 = !DILocation(line: 120, column: 41, scope: !460)
!468 = !DILocation(line: 120, column: 51, scope: !460)
!469 = !DILocation(line: 120, column: 62, scope: !460)
!470 = !DILocation(line: 120, column: 73, scope: !460)
!471 = !DILocation(line: 120, column: 46, scope: !460)
!472 = !DILocation(line: 120, column: 57, scope: !460)
!473 = !DILocation(line: 120, column: 68, scope: !460)
!474 = !DILocation(line: 120, column: 31, scope: !460)
!475 = distinct !DISubprogram(name: "sw8", scope: !3, file: !3, line: 121, type: !476, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !478)
!476 = !DISubroutineType(types: !477)
!477 = !{!16, !22}
!478 = !{!479}
!479 = !DILocalVariable(name: "c", arg: 1, scope: !475, file: !3, line: 121, type: !22)
!480 = !DILocation(line: 0, scope: !475)
!481 = !DILocation(line: 121, column: 27, scope: !475)
!482 = !DILocation(line: 121, column: 19, scope: !475)
!483 = !DILocation(line: 121, column: 62, scope: !484)
!484 = distinct !DILexicalBlock(scope: !475, file: !3, line: 121, column: 30)
!485 = !DILocation(line: 121, column: 82, scope: !484)
!486 = !DILocation(line: 121, column: 94, scope: !475)
!487 = !DILocation(line: 121, column: 104, scope: !475)
!488 = distinct !DISubprogram(name: "stackalloc", scope: !3, file: !3, line: 122, type: !489, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !491)
!489 = !DISubroutineType(types: !490)
!490 = !{!42, !16}
!491 = !{!492, !493}
!492 = !DILocalVariable(name: "n", arg: 1, scope: !488, file: !3, line: 122, type: !16)
!493 = !DILocalVariable(name: "p", scope: !488, file: !3, line: 122, type: !42)
!494 = !DILocation(line: 0, scope: !488)
!495 = !DILocation(line: 122, column: 54, scope: !488)
!496 = !DILocation(line: 122, column: 52, scope: !488)
!497 = !DILocation(line: 122, column: 35, scope: !488)
!498 = !DILocation(line: 122, column: 70, scope: !488)
!499 = distinct !DISubprogram(name: "mulov", scope: !3, file: !3, line: 123, type: !500, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !502)
!500 = !DISubroutineType(types: !501)
!501 = !{!58, !58, !58}
!502 = !{!503, !504, !505}
!503 = !DILocalVariable(name: "a", arg: 1, scope: !499, file: !3, line: 123, type: !58)
!504 = !DILocalVariable(name: "b", arg: 2, scope: !499, file: !3, line: 123, type: !58)
!505 = !DILocalVariable(name: "r", scope: !499, file: !3, line: 123, type: !58)
!506 = !DILocation(line: 0, scope: !499)
!507 = !DILocation(line: 123, column: 65, scope: !499)
!508 = !DILocation(line: 123, column: 118, scope: !499)
!509 = !DILocation(line: 123, column: 100, scope: !499)
!510 = !{i64 0, i64 64}
!511 = !DILocation(line: 123, column: 143, scope: !499)
!512 = !DILocation(line: 123, column: 125, scope: !499)
!513 = !{i64 0, i64 2}
!514 = !DILocation(line: 123, column: 98, scope: !499)
!515 = !DILocation(line: 123, column: 123, scope: !499)
!516 = !DILocation(line: 123, column: 58, scope: !499)
!517 = distinct !DISubprogram(name: "more", scope: !3, file: !3, line: 125, type: !63, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !518)
!518 = !{!519, !520, !521}
!519 = !DILocalVariable(name: "x", arg: 1, scope: !517, file: !3, line: 125, type: !16)
!520 = !DILocalVariable(name: "f", scope: !517, file: !3, line: 126, type: !410)
!521 = !DILocalVariable(name: "d", scope: !517, file: !3, line: 127, type: !72)
!522 = !DILocation(line: 0, scope: !517)
!523 = !DILocation(line: 0, scope: !424, inlinedAt: !524)
!524 = distinct !DILocation(line: 128, column: 3, scope: !517)
!525 = !DILocation(line: 117, column: 38, scope: !424, inlinedAt: !524)
!526 = !{i64 0, i64 4, !195}
!527 = !DILocation(line: 117, column: 52, scope: !424, inlinedAt: !524)
!528 = !DILocation(line: 0, scope: !475, inlinedAt: !529)
!529 = distinct !DILocation(line: 129, column: 78, scope: !517)
!530 = !DILocation(line: 129, column: 3, scope: !517)
!531 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 132, type: !290, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !532)
!532 = !{!533, !534, !535, !536}
!533 = !DILocalVariable(name: "x", scope: !531, file: !3, line: 133, type: !16)
!534 = !DILocalVariable(name: "b", scope: !531, file: !3, line: 136, type: !148)
!535 = !DILocalVariable(name: "s", scope: !531, file: !3, line: 137, type: !135)
!536 = !DILocalVariable(name: "r", scope: !531, file: !3, line: 138, type: !16)
!537 = !DILocation(line: 133, column: 3, scope: !531)
!538 = !DILocation(line: 0, scope: !531)
!539 = !DILocation(line: 134, column: 3, scope: !531)
!540 = !DILocation(line: 135, column: 15, scope: !531)
!541 = !DILocation(line: 135, column: 24, scope: !531)
!542 = !DILocation(line: 135, column: 3, scope: !531)
!543 = !DILocation(line: 136, column: 25, scope: !531)
!544 = !DILocation(line: 138, column: 11, scope: !531)
!545 = !DILocation(line: 82, column: 3, scope: !289, inlinedAt: !546)
!546 = distinct !DILocation(line: 138, column: 90, scope: !531)
!547 = !DILocation(line: 0, scope: !289, inlinedAt: !546)
!548 = !DILocation(line: 84, column: 3, scope: !289, inlinedAt: !546)
!549 = !DILocation(line: 85, column: 3, scope: !289, inlinedAt: !546)
!550 = !DILocation(line: 86, column: 10, scope: !289, inlinedAt: !546)
!551 = !DILocation(line: 139, column: 16, scope: !531)
!552 = !DILocation(line: 139, column: 41, scope: !531)
!553 = !DILocation(line: 101, column: 8, scope: !363, inlinedAt: !554)
!554 = distinct !DILocation(line: 139, column: 27, scope: !531)
!555 = !DILocation(line: 0, scope: !363, inlinedAt: !554)
!556 = !DILocation(line: 0, scope: !383, inlinedAt: !557)
!557 = distinct !DILocation(line: 139, column: 49, scope: !531)
!558 = !DILocation(line: 107, column: 33, scope: !383, inlinedAt: !557)
!559 = !DILocation(line: 107, column: 49, scope: !383, inlinedAt: !557)
!560 = !DILocation(line: 107, column: 63, scope: !383, inlinedAt: !557)
!561 = !DILocation(line: 0, scope: !517, inlinedAt: !562)
!562 = distinct !DILocation(line: 140, column: 33, scope: !531)
!563 = !DILocation(line: 0, scope: !424, inlinedAt: !564)
!564 = distinct !DILocation(line: 128, column: 3, scope: !517, inlinedAt: !562)
!565 = !DILocation(line: 117, column: 38, scope: !424, inlinedAt: !564)
!566 = !DILocation(line: 117, column: 52, scope: !424, inlinedAt: !564)
!567 = !DILocation(line: 141, column: 19, scope: !568)
!568 = distinct !DILexicalBlock(scope: !531, file: !3, line: 141, column: 7)
!569 = !DISubprogram(name: "klee_make_symbolic", scope: !570, file: !570, line: 7, type: !571, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !575)
!570 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!571 = !DISubroutineType(types: !572)
!572 = !{null, !105, !573, !27}
!573 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !574, line: 46, baseType: !179)
!574 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!575 = !{}
!576 = !DISubprogram(name: "klee_assume", scope: !570, file: !570, line: 8, type: !577, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !575)
!577 = !DISubroutineType(types: !578)
!578 = !{null, !579}
!579 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !580, line: 90, baseType: !179)
!580 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
