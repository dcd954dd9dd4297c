; ModuleID = 'testdata/c/features.c'
source_filename = "testdata/c/features.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }
%struct.pad = type { i8, i32, i16, double }
%struct.blob = type { [100 x i8], i32 }
%struct.small = type { i32, i32 }
%struct.big = type { [8 x i32] }
%struct.packed = type <{ i8, i32, i16 }>
%struct.bits = type { i24 }
%union.u = type { i32 }
%struct.bf = type { i64 }

@table = dso_local global [10 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0], align 4, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@names = dso_local local_unnamed_addr global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0)], align 4, !dbg !24
@n2 = dso_local global %struct.node { i32 2, %struct.node* null }, align 4, !dbg !31
@n1 = dso_local local_unnamed_addr global %struct.node { i32 1, %struct.node* @n2 }, align 4, !dbg !38
@pmid = dso_local local_unnamed_addr global i32* getelementptr inbounds ([10 x i32], [10 x i32]* @table, i32 0, i32 5), align 4, !dbg !40
@gpad = dso_local local_unnamed_addr global %struct.pad { i8 120, i32 7, i16 3, double 2.500000e+00 }, align 4, !dbg !43
@gd = dso_local local_unnamed_addr global double 1.500000e+00, align 8, !dbg !52
@gf = dso_local local_unnamed_addr global float -2.500000e-01, align 4, !dbg !54
@gll = dso_local local_unnamed_addr global i64 -1, align 8, !dbg !56
@counter = dso_local global i32 0, align 4, !dbg !67
@fptrs = internal unnamed_addr global [2 x i32 (i32)*] zeroinitializer, align 4, !dbg !59
@gblob = internal unnamed_addr global %struct.blob zeroinitializer, align 4, !dbg !70
@.str.3 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@switch.table.sw = private unnamed_addr constant [10 x i32] [i32 13, i32 0, i32 0, i32 10, i32 11, i32 0, i32 0, i32 0, i32 12, i32 12], align 4

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !90 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !94, metadata !DIExpression()), !dbg !104
  %4 = bitcast i8** %2 to i8*, !dbg !105
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #23, !dbg !105
  %5 = bitcast i8** %3 to i8*, !dbg !105
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #23, !dbg !105
  call void @llvm.dbg.value(metadata i8** %2, metadata !95, metadata !DIExpression(DW_OP_deref)), !dbg !104
  call void @llvm.va_start(i8* nonnull %4), !dbg !106
  call void @llvm.dbg.value(metadata i8** %3, metadata !100, metadata !DIExpression(DW_OP_deref)), !dbg !104
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !102, metadata !DIExpression()), !dbg !108
  %6 = icmp sgt i32 %0, 0, !dbg !109
  br i1 %6, label %7, label %29, !dbg !111

7:                                                ; preds = %1
  %8 = load i8*, i8** %2, align 4, !dbg !112
  %9 = add i32 %0, -1, !dbg !111
  %10 = and i32 %0, 3, !dbg !111
  %11 = icmp ult i32 %9, 3, !dbg !111
  br i1 %11, label %14, label %12, !dbg !111

12:                                               ; preds = %7
  %13 = and i32 %0, -4, !dbg !111
  br label %31, !dbg !111

14:                                               ; preds = %31, %7
  %15 = phi i32 [ undef, %7 ], [ %50, %31 ]
  %16 = phi i8* [ %8, %7 ], [ %47, %31 ]
  %17 = phi i32 [ 0, %7 ], [ %50, %31 ]
  %18 = icmp eq i32 %10, 0, !dbg !111
  br i1 %18, label %29, label %19, !dbg !111

19:                                               ; preds = %14, %19
  %20 = phi i8* [ %23, %19 ], [ %16, %14 ], !dbg !112
  %21 = phi i32 [ %26, %19 ], [ %17, %14 ]
  %22 = phi i32 [ %27, %19 ], [ 0, %14 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %21, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i8* %20, metadata !95, metadata !DIExpression()), !dbg !104
  %23 = getelementptr inbounds i8, i8* %20, i32 4, !dbg !112
  call void @llvm.dbg.value(metadata i8* %23, metadata !95, metadata !DIExpression()), !dbg !104
  store i8* %23, i8** %2, align 4, !dbg !112
  %24 = bitcast i8* %20 to i32*, !dbg !112
  %25 = load i32, i32* %24, align 4, !dbg !112
  %26 = add nsw i32 %25, %21, !dbg !113
  call void @llvm.dbg.value(metadata i32 %26, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !108
  %27 = add i32 %22, 1, !dbg !111
  %28 = icmp eq i32 %27, %10, !dbg !111
  br i1 %28, label %29, label %19, !dbg !111, !llvm.loop !114

29:                                               ; preds = %14, %19, %1
  %30 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %26, %19 ], !dbg !104
  call void @llvm.dbg.value(metadata i8** %3, metadata !100, metadata !DIExpression(DW_OP_deref)), !dbg !104
  call void @llvm.va_end(i8* nonnull %5), !dbg !116
  call void @llvm.dbg.value(metadata i8** %2, metadata !95, metadata !DIExpression(DW_OP_deref)), !dbg !104
  call void @llvm.va_end(i8* nonnull %4), !dbg !117
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #23, !dbg !118
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #23, !dbg !118
  ret i32 %30, !dbg !119

31:                                               ; preds = %31, %12
  %32 = phi i8* [ %8, %12 ], [ %47, %31 ], !dbg !112
  %33 = phi i32 [ 0, %12 ], [ %50, %31 ]
  %34 = phi i32 [ 0, %12 ], [ %51, %31 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %33, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i8* %32, metadata !95, metadata !DIExpression()), !dbg !104
  %35 = getelementptr inbounds i8, i8* %32, i32 4, !dbg !112
  call void @llvm.dbg.value(metadata i8* %35, metadata !95, metadata !DIExpression()), !dbg !104
  store i8* %35, i8** %2, align 4, !dbg !112
  %36 = bitcast i8* %32 to i32*, !dbg !112
  %37 = load i32, i32* %36, align 4, !dbg !112
  %38 = add nsw i32 %37, %33, !dbg !113
  call void @llvm.dbg.value(metadata i32 %38, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata i32 %38, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i8* %35, metadata !95, metadata !DIExpression()), !dbg !104
  %39 = getelementptr inbounds i8, i8* %32, i32 8, !dbg !112
  call void @llvm.dbg.value(metadata i8* %39, metadata !95, metadata !DIExpression()), !dbg !104
  store i8* %39, i8** %2, align 4, !dbg !112
  %40 = bitcast i8* %35 to i32*, !dbg !112
  %41 = load i32, i32* %40, align 4, !dbg !112
  %42 = add nsw i32 %41, %38, !dbg !113
  call void @llvm.dbg.value(metadata i32 %42, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata i32 %42, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i8* %39, metadata !95, metadata !DIExpression()), !dbg !104
  %43 = getelementptr inbounds i8, i8* %32, i32 12, !dbg !112
  call void @llvm.dbg.value(metadata i8* %43, metadata !95, metadata !DIExpression()), !dbg !104
  store i8* %43, i8** %2, align 4, !dbg !112
  %44 = bitcast i8* %39 to i32*, !dbg !112
  %45 = load i32, i32* %44, align 4, !dbg !112
  %46 = add nsw i32 %45, %42, !dbg !113
  call void @llvm.dbg.value(metadata i32 %46, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata i32 %46, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i8* %43, metadata !95, metadata !DIExpression()), !dbg !104
  %47 = getelementptr inbounds i8, i8* %32, i32 16, !dbg !112
  call void @llvm.dbg.value(metadata i8* %47, metadata !95, metadata !DIExpression()), !dbg !104
  store i8* %47, i8** %2, align 4, !dbg !112
  %48 = bitcast i8* %43 to i32*, !dbg !112
  %49 = load i32, i32* %48, align 4, !dbg !112
  %50 = add nsw i32 %49, %46, !dbg !113
  call void @llvm.dbg.value(metadata i32 %50, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 poison, metadata !102, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !108
  %51 = add i32 %34, 4, !dbg !111
  %52 = icmp eq i32 %51, %13, !dbg !111
  br i1 %52, label %14, label %31, !dbg !111, !llvm.loop !120
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @mk_small(%struct.small* noalias nocapture writeonly sret(%struct.small) align 4 %0, i32 noundef %1) local_unnamed_addr #4 !dbg !123 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !132, metadata !DIExpression(DW_OP_deref)), !dbg !133
  call void @llvm.dbg.value(metadata i32 %1, metadata !131, metadata !DIExpression()), !dbg !133
  %3 = getelementptr inbounds %struct.small, %struct.small* %0, i32 0, i32 0, !dbg !134
  store i32 %1, i32* %3, align 4, !dbg !134, !tbaa !135
  %4 = getelementptr inbounds %struct.small, %struct.small* %0, i32 0, i32 1, !dbg !134
  %5 = shl nsw i32 %1, 1, !dbg !140
  store i32 %5, i32* %4, align 4, !dbg !134, !tbaa !141
  ret void, !dbg !142
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @use_big(%struct.big* nocapture noundef readonly byval(%struct.big) align 4 %0) local_unnamed_addr #5 !dbg !143 {
  call void @llvm.dbg.declare(metadata %struct.big* %0, metadata !153, metadata !DIExpression()), !dbg !154
  %2 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 3, !dbg !155
  %3 = load i32, i32* %2, align 4, !dbg !155, !tbaa !156
  ret i32 %3, !dbg !157
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local void @mk_big(%struct.big* noalias nocapture writeonly sret(%struct.big) align 4 %0, i32 noundef %1) local_unnamed_addr #6 !dbg !158 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !163, metadata !DIExpression(DW_OP_deref)), !dbg !164
  call void @llvm.dbg.value(metadata i32 %1, metadata !162, metadata !DIExpression()), !dbg !164
  %3 = bitcast %struct.big* %0 to i8*, !dbg !165
  tail call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(32) %3, i8 0, i32 32, i1 false), !dbg !165
  %4 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 1, !dbg !166
  store i32 %1, i32* %4, align 4, !dbg !167, !tbaa !156
  ret void, !dbg !168
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #7

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define dso_local i32 @vla(i32 noundef %0) local_unnamed_addr #8 !dbg !169 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !171, metadata !DIExpression()), !dbg !179
  %2 = alloca i32, i32 %0, align 4, !dbg !180
  call void @llvm.dbg.value(metadata i32 %0, metadata !172, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.declare(metadata i32* %2, metadata !173, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 0, metadata !177, metadata !DIExpression()), !dbg !182
  %3 = icmp sgt i32 %0, 0, !dbg !183
  br i1 %3, label %4, label %20, !dbg !185

4:                                                ; preds = %1
  %5 = add i32 %0, -1, !dbg !185
  %6 = and i32 %0, 7, !dbg !185
  %7 = icmp ult i32 %5, 7, !dbg !185
  br i1 %7, label %10, label %8, !dbg !185

8:                                                ; preds = %4
  %9 = and i32 %0, -8, !dbg !185
  br label %24, !dbg !185

10:                                               ; preds = %24, %4
  %11 = phi i32 [ 0, %4 ], [ %42, %24 ]
  %12 = icmp eq i32 %6, 0, !dbg !185
  br i1 %12, label %20, label %13, !dbg !185

13:                                               ; preds = %10, %13
  %14 = phi i32 [ %17, %13 ], [ %11, %10 ]
  %15 = phi i32 [ %18, %13 ], [ 0, %10 ]
  call void @llvm.dbg.value(metadata i32 %14, metadata !177, metadata !DIExpression()), !dbg !182
  %16 = getelementptr inbounds i32, i32* %2, i32 %14, !dbg !186
  store i32 %14, i32* %16, align 4, !dbg !187, !tbaa !188
  %17 = add nuw nsw i32 %14, 1, !dbg !190
  call void @llvm.dbg.value(metadata i32 %17, metadata !177, metadata !DIExpression()), !dbg !182
  %18 = add i32 %15, 1, !dbg !185
  %19 = icmp eq i32 %18, %6, !dbg !185
  br i1 %19, label %20, label %13, !dbg !185, !llvm.loop !191

20:                                               ; preds = %10, %13, %1
  %21 = add nsw i32 %0, -1, !dbg !192
  %22 = getelementptr inbounds i32, i32* %2, i32 %21, !dbg !193
  %23 = load i32, i32* %22, align 4, !dbg !193, !tbaa !188
  ret i32 %23, !dbg !194

24:                                               ; preds = %24, %8
  %25 = phi i32 [ 0, %8 ], [ %42, %24 ]
  %26 = phi i32 [ 0, %8 ], [ %43, %24 ]
  call void @llvm.dbg.value(metadata i32 %25, metadata !177, metadata !DIExpression()), !dbg !182
  %27 = getelementptr inbounds i32, i32* %2, i32 %25, !dbg !186
  store i32 %25, i32* %27, align 4, !dbg !187, !tbaa !188
  %28 = or i32 %25, 1, !dbg !190
  call void @llvm.dbg.value(metadata i32 %28, metadata !177, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 %28, metadata !177, metadata !DIExpression()), !dbg !182
  %29 = getelementptr inbounds i32, i32* %2, i32 %28, !dbg !186
  store i32 %28, i32* %29, align 4, !dbg !187, !tbaa !188
  %30 = or i32 %25, 2, !dbg !190
  call void @llvm.dbg.value(metadata i32 %30, metadata !177, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 %30, metadata !177, metadata !DIExpression()), !dbg !182
  %31 = getelementptr inbounds i32, i32* %2, i32 %30, !dbg !186
  store i32 %30, i32* %31, align 4, !dbg !187, !tbaa !188
  %32 = or i32 %25, 3, !dbg !190
  call void @llvm.dbg.value(metadata i32 %32, metadata !177, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 %32, metadata !177, metadata !DIExpression()), !dbg !182
  %33 = getelementptr inbounds i32, i32* %2, i32 %32, !dbg !186
  store i32 %32, i32* %33, align 4, !dbg !187, !tbaa !188
  %34 = or i32 %25, 4, !dbg !190
  call void @llvm.dbg.value(metadata i32 %34, metadata !177, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 %34, metadata !177, metadata !DIExpression()), !dbg !182
  %35 = getelementptr inbounds i32, i32* %2, i32 %34, !dbg !186
  store i32 %34, i32* %35, align 4, !dbg !187, !tbaa !188
  %36 = or i32 %25, 5, !dbg !190
  call void @llvm.dbg.value(metadata i32 %36, metadata !177, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 %36, metadata !177, metadata !DIExpression()), !dbg !182
  %37 = getelementptr inbounds i32, i32* %2, i32 %36, !dbg !186
  store i32 %36, i32* %37, align 4, !dbg !187, !tbaa !188
  %38 = or i32 %25, 6, !dbg !190
  call void @llvm.dbg.value(metadata i32 %38, metadata !177, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 %38, metadata !177, metadata !DIExpression()), !dbg !182
  %39 = getelementptr inbounds i32, i32* %2, i32 %38, !dbg !186
  store i32 %38, i32* %39, align 4, !dbg !187, !tbaa !188
  %40 = or i32 %25, 7, !dbg !190
  call void @llvm.dbg.value(metadata i32 %40, metadata !177, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 %40, metadata !177, metadata !DIExpression()), !dbg !182
  %41 = getelementptr inbounds i32, i32* %2, i32 %40, !dbg !186
  store i32 %40, i32* %41, align 4, !dbg !187, !tbaa !188
  %42 = add nuw nsw i32 %25, 8, !dbg !190
  call void @llvm.dbg.value(metadata i32 %42, metadata !177, metadata !DIExpression()), !dbg !182
  %43 = add i32 %26, 8, !dbg !185
  %44 = icmp eq i32 %43, %9, !dbg !185
  br i1 %44, label %10, label %24, !dbg !185, !llvm.loop !195
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i32 @bitops(i32 noundef %0, i64 noundef %1) local_unnamed_addr #9 !dbg !197 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !202, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i64 %1, metadata !203, metadata !DIExpression()), !dbg !206
  %3 = tail call i32 @llvm.ctpop.i32(i32 %0), !dbg !207, !range !208
  %4 = or i32 %0, 1, !dbg !209
  %5 = tail call i32 @llvm.ctlz.i32(i32 %4, i1 true), !dbg !210, !range !211
  %6 = or i32 %0, 8, !dbg !212
  %7 = tail call i32 @llvm.cttz.i32(i32 %6, i1 true), !dbg !213, !range !214
  call void @llvm.dbg.value(metadata i32 undef, metadata !204, metadata !DIExpression()), !dbg !206
  %8 = tail call i32 @llvm.bswap.i32(i32 %0), !dbg !215
  %9 = tail call i64 @llvm.ctpop.i64(i64 %1), !dbg !216, !range !217
  %10 = trunc i64 %9 to i32, !dbg !216
  call void @llvm.dbg.value(metadata i32 undef, metadata !204, metadata !DIExpression()), !dbg !206
  %11 = icmp sgt i32 %0, 2147483642, !dbg !218
  call void @llvm.dbg.value(metadata i32 undef, metadata !205, metadata !DIExpression()), !dbg !206
  %12 = zext i1 %11 to i32, !dbg !220
  call void @llvm.dbg.value(metadata i32 undef, metadata !204, metadata !DIExpression()), !dbg !206
  %13 = icmp ugt i32 %0, 1431655765, !dbg !221
  call void @llvm.dbg.value(metadata i32 undef, metadata !205, metadata !DIExpression()), !dbg !206
  %14 = zext i1 %13 to i32, !dbg !223
  %15 = add i32 %8, %3, !dbg !224
  %16 = add i32 %15, %5, !dbg !225
  %17 = add i32 %16, %7, !dbg !226
  %18 = add i32 %17, %12, !dbg !227
  %19 = add i32 %18, %14, !dbg !220
  %20 = add i32 %19, %10, !dbg !223
  call void @llvm.dbg.value(metadata i32 %20, metadata !204, metadata !DIExpression()), !dbg !206
  %21 = icmp eq i32 %0, 3, !dbg !228
  br i1 %21, label %22, label %24, !dbg !230, !prof !231

22:                                               ; preds = %2
  %23 = add nsw i32 %20, 2, !dbg !232
  call void @llvm.dbg.value(metadata i32 %23, metadata !204, metadata !DIExpression()), !dbg !206
  br label %24, !dbg !233

24:                                               ; preds = %22, %2
  %25 = phi i32 [ %23, %22 ], [ %20, %2 ], !dbg !206
  call void @llvm.dbg.value(metadata i32 %25, metadata !204, metadata !DIExpression()), !dbg !206
  %26 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !234
  %27 = trunc i64 %1 to i32, !dbg !235
  %28 = tail call i32 @llvm.abs.i32(i32 %27, i1 true), !dbg !236
  %29 = add nuw nsw i32 %28, %26, !dbg !237
  %30 = add nsw i32 %29, %25, !dbg !238
  call void @llvm.dbg.value(metadata i32 %30, metadata !204, metadata !DIExpression()), !dbg !206
  ret i32 %30, !dbg !239
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
define dso_local double @fl(double noundef %0, float noundef %1) local_unnamed_addr #9 !dbg !240 {
  call void @llvm.dbg.value(metadata double %0, metadata !244, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata float %1, metadata !245, metadata !DIExpression()), !dbg !249
  %3 = fpext float %1 to double, !dbg !250
  %4 = fdiv double %0, 3.000000e+00, !dbg !251
  %5 = tail call double @llvm.fmuladd.f64(double %0, double %3, double %4), !dbg !252
  %6 = fptrunc double %0 to float, !dbg !253
  %7 = fpext float %6 to double, !dbg !254
  %8 = fsub double %5, %7, !dbg !255
  call void @llvm.dbg.value(metadata double %8, metadata !246, metadata !DIExpression()), !dbg !249
  %9 = fcmp olt double %8, %0, !dbg !256
  %10 = fcmp uno double %8, 0.000000e+00
  %11 = or i1 %9, %10, !dbg !258
  %12 = fneg double %8, !dbg !258
  %13 = select i1 %11, double %12, double %8, !dbg !258
  call void @llvm.dbg.value(metadata double %13, metadata !246, metadata !DIExpression()), !dbg !249
  %14 = fptoui double %13 to i32, !dbg !259
  call void @llvm.dbg.value(metadata i32 %14, metadata !247, metadata !DIExpression()), !dbg !249
  %15 = fptosi float %1 to i32, !dbg !260
  call void @llvm.dbg.value(metadata i32 %15, metadata !248, metadata !DIExpression()), !dbg !249
  %16 = uitofp i32 %14 to double, !dbg !261
  %17 = fadd double %13, %16, !dbg !262
  %18 = sitofp i32 %15 to double, !dbg !263
  %19 = fadd double %17, %18, !dbg !264
  %20 = uitofp i32 %14 to float, !dbg !265
  %21 = fpext float %20 to double, !dbg !265
  %22 = fadd double %19, %21, !dbg !266
  %23 = tail call double @llvm.fabs.f64(double %0), !dbg !267
  %24 = fadd double %23, %22, !dbg !268
  ret double %24, !dbg !269
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @sw(i32 noundef %0) local_unnamed_addr #10 !dbg !270 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !272, metadata !DIExpression()), !dbg !273
  %2 = add i32 %0, 3, !dbg !274
  %3 = icmp ult i32 %2, 10, !dbg !274
  br i1 %3, label %4, label %7, !dbg !274

4:                                                ; preds = %1
  %5 = getelementptr inbounds [10 x i32], [10 x i32]* @switch.table.sw, i32 0, i32 %2, !dbg !274
  %6 = load i32, i32* %5, align 4, !dbg !274
  br label %7, !dbg !274

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ 0, %1 ], !dbg !275
  ret i32 %8, !dbg !277
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i32 @atom() local_unnamed_addr #11 !dbg !278 {
  %1 = atomicrmw add i32* @counter, i32 2 seq_cst, align 4, !dbg !283
  call void @llvm.dbg.value(metadata i32 2, metadata !282, metadata !DIExpression()), !dbg !284
  %2 = cmpxchg i32* @counter, i32 2, i32 5 seq_cst seq_cst, align 4, !dbg !285
  fence seq_cst, !dbg !286
  %3 = load atomic i32, i32* @counter seq_cst, align 4, !dbg !287
  ret i32 %3, !dbg !288
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @structs(%struct.pad* nocapture noundef readonly %0, %struct.packed* nocapture noundef readonly %1, %struct.bits* nocapture noundef %2, %union.u* nocapture noundef %3) local_unnamed_addr #12 !dbg !289 {
  call void @llvm.dbg.value(metadata %struct.pad* %0, metadata !315, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata %struct.packed* %1, metadata !316, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata %struct.bits* %2, metadata !317, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata %union.u* %3, metadata !318, metadata !DIExpression()), !dbg !319
  %5 = bitcast %struct.bits* %2 to i32*, !dbg !320
  %6 = load i32, i32* %5, align 4, !dbg !321
  %7 = and i32 %6, -1048569, !dbg !321
  %8 = or i32 %7, 1047864, !dbg !322
  store i32 %8, i32* %5, align 4, !dbg !322
  %9 = bitcast %union.u* %3 to float*, !dbg !323
  store float 1.000000e+00, float* %9, align 4, !dbg !324, !tbaa !325
  %10 = getelementptr inbounds %struct.pad, %struct.pad* %0, i32 0, i32 1, !dbg !326
  %11 = load i32, i32* %10, align 4, !dbg !326, !tbaa !327
  %12 = getelementptr inbounds %struct.packed, %struct.packed* %1, i32 0, i32 1, !dbg !331
  %13 = load i32, i32* %12, align 1, !dbg !331, !tbaa !332
  %14 = add nsw i32 %13, %11, !dbg !334
  %15 = getelementptr inbounds %struct.pad, %struct.pad* %0, i32 0, i32 2, !dbg !335
  %16 = load i16, i16* %15, align 4, !dbg !335, !tbaa !336
  %17 = sext i16 %16 to i32, !dbg !337
  %18 = add nsw i32 %14, %17, !dbg !338
  %19 = load i32, i32* %5, align 4, !dbg !339
  %20 = and i32 %19, 7, !dbg !339
  %21 = add nsw i32 %18, %20, !dbg !340
  %22 = shl i32 %19, 12, !dbg !341
  %23 = ashr i32 %22, 20, !dbg !341
  %24 = add nsw i32 %21, %23, !dbg !342
  %25 = add nsw i32 %24, -128, !dbg !343
  ret i32 %25, !dbg !344
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i32 @osize(i8* noundef %0) local_unnamed_addr #9 !dbg !345 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !350, metadata !DIExpression()), !dbg !351
  ret i32 -1, !dbg !352
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local i32 @loopy(i8* nocapture noundef readonly %0) local_unnamed_addr #13 !dbg !353 {
  call void @llvm.dbg.declare(metadata [13 x i8]* undef, metadata !359, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 104)), !dbg !363
  call void @llvm.dbg.value(metadata i8* %0, metadata !357, metadata !DIExpression()), !dbg !364
  call void @llvm.dbg.value(metadata i32 0, metadata !358, metadata !DIExpression()), !dbg !364
  %2 = load i8, i8* %0, align 1, !dbg !365, !tbaa !325
  %3 = icmp eq i8 %2, 0, !dbg !366
  br i1 %3, label %14, label %4, !dbg !366

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i8* [ %9, %4 ], [ %0, %1 ]
  %7 = phi i32 [ %11, %4 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i8* %6, metadata !357, metadata !DIExpression()), !dbg !364
  call void @llvm.dbg.value(metadata i32 %7, metadata !358, metadata !DIExpression()), !dbg !364
  %8 = mul nsw i32 %7, 31, !dbg !367
  %9 = getelementptr inbounds i8, i8* %6, i32 1, !dbg !368
  call void @llvm.dbg.value(metadata i8* %9, metadata !357, metadata !DIExpression()), !dbg !364
  %10 = sext i8 %5 to i32, !dbg !369
  %11 = add nsw i32 %8, %10, !dbg !370
  call void @llvm.dbg.value(metadata i32 %11, metadata !358, metadata !DIExpression()), !dbg !364
  %12 = load i8, i8* %9, align 1, !dbg !365, !tbaa !325
  %13 = icmp eq i8 %12, 0, !dbg !366
  br i1 %13, label %14, label %4, !dbg !366, !llvm.loop !371

14:                                               ; preds = %4, %1
  %15 = phi i32 [ 0, %1 ], [ %11, %4 ], !dbg !364
  ret i32 %15, !dbg !372
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #14

; Function Attrs: nounwind uwtable
define dso_local i32 @fptr_call(i32 noundef %0) local_unnamed_addr #15 !dbg !373 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !375, metadata !DIExpression()), !dbg !376
  store i32 (i32)* @inc, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 0), align 4, !dbg !377, !tbaa !378
  store i32 (i32)* @dec, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 1), align 4, !dbg !380, !tbaa !378
  %2 = and i32 %0, 1, !dbg !381
  %3 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 %2, !dbg !382
  %4 = load i32 (i32)*, i32 (i32)** %3, align 4, !dbg !382, !tbaa !378
  %5 = tail call i32 %4(i32 noundef %0) #23, !dbg !382
  ret i32 %5, !dbg !383
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @inc(i32 noundef %0) #10 !dbg !384 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !386, metadata !DIExpression()), !dbg !387
  %2 = add nsw i32 %0, 1, !dbg !388
  ret i32 %2, !dbg !389
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @dec(i32 noundef %0) #10 !dbg !390 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !392, metadata !DIExpression()), !dbg !393
  %2 = add nsw i32 %0, -1, !dbg !394
  ret i32 %2, !dbg !395
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @bitfields(%struct.bf* nocapture noundef %0) local_unnamed_addr #12 !dbg !396 {
  call void @llvm.dbg.value(metadata %struct.bf* %0, metadata !406, metadata !DIExpression()), !dbg !407
  %2 = getelementptr %struct.bf, %struct.bf* %0, i32 0, i32 0, !dbg !408
  %3 = load i64, i64* %2, align 4, !dbg !409
  %4 = and i64 %3, 7, !dbg !409
  %5 = or i64 %4, 83886696, !dbg !410
  store i64 %5, i64* %2, align 4, !dbg !410
  %6 = trunc i64 %4 to i32, !dbg !411
  %7 = add nuw nsw i32 %6, 82, !dbg !412
  ret i32 %7, !dbg !413
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @blobcopy(%struct.blob* nocapture noundef writeonly %0) local_unnamed_addr #16 !dbg !414 {
  call void @llvm.dbg.value(metadata %struct.blob* %0, metadata !419, metadata !DIExpression()), !dbg !420
  %2 = getelementptr %struct.blob, %struct.blob* %0, i32 0, i32 0, i32 0, !dbg !421
  tail call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(104) %2, i8* noundef nonnull align 4 dereferenceable(104) getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 0, i32 0), i32 104, i1 false), !dbg !421, !tbaa.struct !422
  %3 = load i32, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !423, !tbaa !424
  %4 = add nsw i32 %3, 1, !dbg !423
  store i32 %4, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !423, !tbaa !424
  ret void, !dbg !426
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn writeonly
define dso_local double @mathcalls(double noundef %0, float noundef %1) local_unnamed_addr #17 !dbg !427 {
  call void @llvm.dbg.value(metadata double %0, metadata !429, metadata !DIExpression()), !dbg !431
  call void @llvm.dbg.value(metadata float %1, metadata !430, metadata !DIExpression()), !dbg !431
  %3 = tail call double @llvm.floor.f64(double %0), !dbg !432
  %4 = tail call float @sqrtf(float noundef %1) #23, !dbg !433
  %5 = fpext float %4 to double, !dbg !433
  %6 = fadd double %3, %5, !dbg !434
  %7 = tail call double @llvm.fabs.f64(double %0), !dbg !435
  %8 = fadd double %7, %6, !dbg !436
  %9 = tail call double @llvm.minnum.f64(double %0, double 1.000000e+00), !dbg !437
  %10 = fadd double %9, %8, !dbg !438
  ret double %10, !dbg !439
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare float @sqrtf(float noundef) local_unnamed_addr #18

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local zeroext i8 @satsub(i8 noundef zeroext %0, i8 noundef zeroext %1) local_unnamed_addr #9 !dbg !440 {
  call void @llvm.dbg.value(metadata i8 %0, metadata !445, metadata !DIExpression()), !dbg !447
  call void @llvm.dbg.value(metadata i8 %1, metadata !446, metadata !DIExpression()), !dbg !447
  %3 = tail call i8 @llvm.usub.sat.i8(i8 %0, i8 %1), !dbg !448
  ret i8 %3, !dbg !449
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @fcmps(float noundef %0, float noundef %1) local_unnamed_addr #10 !dbg !450 {
  call void @llvm.dbg.value(metadata float %0, metadata !454, metadata !DIExpression()), !dbg !456
  call void @llvm.dbg.value(metadata float %1, metadata !455, metadata !DIExpression()), !dbg !456
  %3 = fcmp olt float %0, %1, !dbg !457
  %4 = zext i1 %3 to i32, !dbg !457
  %5 = fcmp une float %0, %1, !dbg !458
  %6 = zext i1 %5 to i32, !dbg !458
  %7 = fcmp uno float %0, 0.000000e+00, !dbg !459
  %8 = zext i1 %7 to i32, !dbg !459
  %9 = fcmp oge float %0, %1, !dbg !460
  %10 = zext i1 %9 to i32, !dbg !460
  %11 = add nuw nsw i32 %6, %8, !dbg !461
  %12 = add nuw nsw i32 %11, %4, !dbg !462
  %13 = add nuw nsw i32 %12, %10, !dbg !463
  ret i32 %13, !dbg !464
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @sw8(i8 noundef signext %0) local_unnamed_addr #10 !dbg !465 {
  call void @llvm.dbg.value(metadata i8 %0, metadata !469, metadata !DIExpression()), !dbg !470
  %2 = sext i8 %0 to i32, !dbg !471
  switch i32 %2, label %5 [
    i32 97, label %6
    i32 98, label %3
    i32 122, label %4
  ], !dbg !472

3:                                                ; preds = %1
  br label %6, !dbg !473

4:                                                ; preds = %1
  br label %6, !dbg !475

5:                                                ; preds = %1
  br label %6, !dbg !476

6:                                                ; preds = %1, %5, %4, %3
  %7 = phi i32 [ 0, %5 ], [ 3, %4 ], [ 2, %3 ], [ 1, %1 ], !dbg !470
  ret i32 %7, !dbg !477
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noalias nonnull i32* @stackalloc(i32 noundef %0) local_unnamed_addr #10 !dbg !478 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !482, metadata !DIExpression()), !dbg !484
  %2 = alloca i32, i32 %0, align 16, !dbg !485
  call void @llvm.dbg.value(metadata i32* %2, metadata !483, metadata !DIExpression()), !dbg !484
  ret i32* %2, !dbg !486
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i64 @mulov(i64 noundef %0, i64 noundef %1) local_unnamed_addr #9 !dbg !487 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !491, metadata !DIExpression()), !dbg !494
  call void @llvm.dbg.value(metadata i64 %1, metadata !492, metadata !DIExpression()), !dbg !494
  %3 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1), !dbg !495
  %4 = extractvalue { i64, i1 } %3, 1, !dbg !495
  call void @llvm.dbg.value(metadata i64 undef, metadata !493, metadata !DIExpression()), !dbg !494
  %5 = zext i1 %4 to i32, !dbg !495
  %6 = or i64 %0, 1, !dbg !496
  %7 = tail call i64 @llvm.ctlz.i64(i64 %6, i1 true), !dbg !497, !range !498
  %8 = trunc i64 %7 to i32, !dbg !497
  %9 = add nuw nsw i32 %5, %8, !dbg !499
  %10 = or i64 %1, 2, !dbg !500
  %11 = tail call i64 @llvm.cttz.i64(i64 %10, i1 true), !dbg !501, !range !502
  %12 = trunc i64 %11 to i32, !dbg !501
  %13 = add nuw nsw i32 %9, %12, !dbg !503
  %14 = zext i32 %13 to i64, !dbg !495
  ret i64 %14, !dbg !504
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @more(i32 noundef %0) local_unnamed_addr #19 !dbg !505 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !507, metadata !DIExpression()), !dbg !510
  call void @llvm.dbg.value(metadata i64 50331665, metadata !508, metadata !DIExpression()), !dbg !510
  call void @llvm.dbg.value(metadata %struct.blob* undef, metadata !419, metadata !DIExpression()) #23, !dbg !511
  %2 = load i32, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !513, !tbaa.struct !514
  call void @llvm.dbg.value(metadata i32 %2, metadata !509, metadata !DIExpression(DW_OP_LLVM_fragment, 800, 32)), !dbg !510
  %3 = add nsw i32 %2, 1, !dbg !515
  store i32 %3, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !515, !tbaa !424
  call void @llvm.dbg.value(metadata i64 1, metadata !508, metadata !DIExpression(DW_OP_constu, 83886696, DW_OP_or, DW_OP_stack_value)), !dbg !510
  call void @llvm.dbg.value(metadata i32 %0, metadata !469, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !516
  call void @llvm.dbg.value(metadata i32 %0, metadata !469, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !516
  ret i32 undef, !dbg !518
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #15 !dbg !519 {
  %1 = alloca i32, align 4
  %2 = bitcast i32* %1 to i8*, !dbg !525
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #23, !dbg !525
  call void @llvm.dbg.value(metadata i32* %1, metadata !521, metadata !DIExpression(DW_OP_deref)), !dbg !526
  call void @klee_make_symbolic(i8* noundef nonnull %2, i32 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0)) #23, !dbg !527
  %3 = load i32, i32* %1, align 4, !dbg !528, !tbaa !188
  call void @llvm.dbg.value(metadata i32 %3, metadata !521, metadata !DIExpression()), !dbg !526
  %4 = add i32 %3, 99, !dbg !529
  %5 = icmp ult i32 %4, 199, !dbg !529
  %6 = zext i1 %5 to i32, !dbg !529
  call void @klee_assume(i32 noundef %6) #23, !dbg !530
  %7 = load i32, i32* %1, align 4, !dbg !531, !tbaa !188
  call void @llvm.dbg.value(metadata i32 %7, metadata !521, metadata !DIExpression()), !dbg !526
  call void @llvm.dbg.value(metadata i32 undef, metadata !522, metadata !DIExpression()), !dbg !526
  call void @llvm.dbg.value(metadata i32 %7, metadata !521, metadata !DIExpression()), !dbg !526
  call void @llvm.dbg.value(metadata i32 %7, metadata !523, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !526
  call void @llvm.dbg.value(metadata i32 %7, metadata !523, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !526
  call void @llvm.dbg.value(metadata i32 %7, metadata !521, metadata !DIExpression()), !dbg !526
  %8 = call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef %7, i32 noundef 2, i32 noundef 3), !dbg !532
  call void @llvm.dbg.value(metadata i32 undef, metadata !521, metadata !DIExpression()), !dbg !526
  %9 = atomicrmw add i32* @counter, i32 2 seq_cst, align 4, !dbg !533
  call void @llvm.dbg.value(metadata i32 2, metadata !282, metadata !DIExpression()), !dbg !535
  %10 = cmpxchg i32* @counter, i32 2, i32 5 seq_cst seq_cst, align 4, !dbg !536
  fence seq_cst, !dbg !537
  %11 = load atomic i32, i32* @counter seq_cst, align 4, !dbg !538
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 %11, i32 undef), metadata !524, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !526
  %12 = load i32, i32* %1, align 4, !dbg !539, !tbaa !188
  call void @llvm.dbg.value(metadata i32 %12, metadata !521, metadata !DIExpression()), !dbg !526
  %13 = and i32 %12, 1, !dbg !540
  call void @llvm.dbg.declare(metadata [13 x i8]* undef, metadata !359, metadata !DIExpression(DW_OP_LLVM_fragment, 24, 104)), !dbg !541
  call void @llvm.dbg.value(metadata i8* undef, metadata !357, metadata !DIExpression()), !dbg !543
  call void @llvm.dbg.value(metadata i32 0, metadata !358, metadata !DIExpression()), !dbg !543
  call void @llvm.dbg.value(metadata i32 %12, metadata !521, metadata !DIExpression()), !dbg !526
  call void @llvm.dbg.value(metadata i32 %12, metadata !375, metadata !DIExpression()) #23, !dbg !544
  store i32 (i32)* @inc, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 0), align 4, !dbg !546, !tbaa !378
  store i32 (i32)* @dec, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 1), align 4, !dbg !547, !tbaa !378
  %14 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 %13, !dbg !548
  %15 = load i32 (i32)*, i32 (i32)** %14, align 4, !dbg !548, !tbaa !378
  %16 = call i32 %15(i32 noundef %12) #23, !dbg !548
  call void @llvm.dbg.value(metadata !DIArgList(i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 %16, i32 undef, i32 %11, i32 undef), metadata !524, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !526
  call void @llvm.dbg.value(metadata i32 undef, metadata !521, metadata !DIExpression()), !dbg !526
  call void @llvm.dbg.value(metadata i32 undef, metadata !507, metadata !DIExpression()), !dbg !549
  call void @llvm.dbg.value(metadata i64 50331665, metadata !508, metadata !DIExpression()), !dbg !549
  call void @llvm.dbg.value(metadata %struct.blob* undef, metadata !419, metadata !DIExpression()) #23, !dbg !551
  %17 = load i32, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !553, !tbaa.struct !514
  call void @llvm.dbg.value(metadata i32 %17, metadata !509, metadata !DIExpression(DW_OP_LLVM_fragment, 800, 32)), !dbg !549
  %18 = add nsw i32 %17, 1, !dbg !554
  store i32 %18, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !554, !tbaa !424
  call void @llvm.dbg.value(metadata i64 1, metadata !508, metadata !DIExpression(DW_OP_constu, 83886696, DW_OP_or, DW_OP_stack_value)), !dbg !549
  call void @llvm.dbg.value(metadata i32 undef, metadata !524, metadata !DIExpression()), !dbg !526
  call void @llvm.trap(), !dbg !555
  unreachable, !dbg !555
}

declare !dbg !557 void @klee_make_symbolic(i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #20

declare !dbg !565 void @klee_assume(i32 noundef) local_unnamed_addr #20

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #21

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #22

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #22

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.usub.sat.i8(i8, i8) #22

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #14 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #15 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #20 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #21 = { cold noreturn nounwind }
attributes #22 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #23 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

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
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!18 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 32)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!0, !24, !31, !38, !40, !43, !52, !54, !56, !59, !67, !70}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 17, type: !26, isLocal: false, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 96, elements: !29)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "n2", scope: !2, file: !3, line: 18, type: !33, isLocal: false, isDefinition: true)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 14, size: 64, elements: !34)
!34 = !{!35, !36}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !33, file: !3, line: 14, baseType: !16, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !33, file: !3, line: 14, baseType: !37, size: 32, offset: 32)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 32)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "n1", scope: !2, file: !3, line: 19, type: !33, isLocal: false, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "pmid", scope: !2, file: !3, line: 20, type: !42, isLocal: false, isDefinition: true)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "gpad", scope: !2, file: !3, line: 21, type: !45, isLocal: false, isDefinition: true)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pad", file: !3, line: 8, size: 160, elements: !46)
!46 = !{!47, !48, !49, !51}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !45, file: !3, line: 8, baseType: !22, size: 8)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !45, file: !3, line: 8, baseType: !16, size: 32, offset: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !45, file: !3, line: 8, baseType: !50, size: 16, offset: 64)
!50 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !45, file: !3, line: 8, baseType: !19, size: 64, offset: 96)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "gd", scope: !2, file: !3, line: 23, type: !19, isLocal: false, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "gf", scope: !2, file: !3, line: 24, type: !20, isLocal: false, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "gll", scope: !2, file: !3, line: 25, type: !58, isLocal: false, isDefinition: true)
!58 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "fptrs", scope: !2, file: !3, line: 22, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 64, elements: !65)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 32)
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
!82 = !{i32 1, !"NumRegisterParameters", i32 0}
!83 = !{i32 7, !"Dwarf Version", i32 5}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 4}
!86 = !{i32 7, !"PIC Level", i32 2}
!87 = !{i32 7, !"PIE Level", i32 2}
!88 = !{i32 7, !"uwtable", i32 1}
!89 = !{!"Debian clang version 14.0.6"}
!90 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 31, type: !91, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!16, !16, null}
!93 = !{!94, !95, !100, !101, !102}
!94 = !DILocalVariable(name: "n", arg: 1, scope: !90, file: !3, line: 31, type: !16)
!95 = !DILocalVariable(name: "ap", scope: !90, file: !3, line: 32, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !97, line: 14, baseType: !98)
!97 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !99, baseType: !21)
!99 = !DIFile(filename: "testdata/c/features.c", directory: ".")
!100 = !DILocalVariable(name: "ap2", scope: !90, file: !3, line: 32, type: !96)
!101 = !DILocalVariable(name: "s", scope: !90, file: !3, line: 35, type: !16)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 36, type: !16)
!103 = distinct !DILexicalBlock(scope: !90, file: !3, line: 36, column: 3)
!104 = !DILocation(line: 0, scope: !90)
!105 = !DILocation(line: 32, column: 3, scope: !90)
!106 = !DILocation(line: 33, column: 3, scope: !90)
!107 = !DILocation(line: 34, column: 3, scope: !90)
!108 = !DILocation(line: 0, scope: !103)
!109 = !DILocation(line: 36, column: 21, scope: !110)
!110 = distinct !DILexicalBlock(scope: !103, file: !3, line: 36, column: 3)
!111 = !DILocation(line: 36, column: 3, scope: !103)
!112 = !DILocation(line: 36, column: 36, scope: !110)
!113 = !DILocation(line: 36, column: 33, scope: !110)
!114 = distinct !{!114, !115}
!115 = !{!"llvm.loop.unroll.disable"}
!116 = !DILocation(line: 37, column: 3, scope: !90)
!117 = !DILocation(line: 38, column: 3, scope: !90)
!118 = !DILocation(line: 40, column: 1, scope: !90)
!119 = !DILocation(line: 39, column: 3, scope: !90)
!120 = distinct !{!120, !111, !121, !122}
!121 = !DILocation(line: 36, column: 36, scope: !103)
!122 = !{!"llvm.loop.mustprogress"}
!123 = distinct !DISubprogram(name: "mk_small", scope: !3, file: !3, line: 42, type: !124, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !18}
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !3, line: 12, size: 64, elements: !127)
!127 = !{!128, !129}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !126, file: !3, line: 12, baseType: !18, size: 32)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !126, file: !3, line: 12, baseType: !18, size: 32, offset: 32)
!130 = !{!131, !132}
!131 = !DILocalVariable(name: "a", arg: 1, scope: !123, file: !3, line: 42, type: !18)
!132 = !DILocalVariable(name: "s", scope: !123, file: !3, line: 42, type: !126)
!133 = !DILocation(line: 0, scope: !123)
!134 = !DILocation(line: 42, column: 50, scope: !123)
!135 = !{!136, !137, i64 0}
!136 = !{!"small", !137, i64 0, !137, i64 4}
!137 = !{!"long", !138, i64 0}
!138 = !{!"omnipotent char", !139, i64 0}
!139 = !{!"Simple C/C++ TBAA"}
!140 = !DILocation(line: 42, column: 56, scope: !123)
!141 = !{!136, !137, i64 4}
!142 = !DILocation(line: 42, column: 62, scope: !123)
!143 = distinct !DISubprogram(name: "use_big", scope: !3, file: !3, line: 43, type: !144, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!144 = !DISubroutineType(types: !145)
!145 = !{!18, !146}
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !3, line: 13, size: 256, elements: !147)
!147 = !{!148}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !146, file: !3, line: 13, baseType: !149, size: 256)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 256, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 8)
!152 = !{!153}
!153 = !DILocalVariable(name: "b", arg: 1, scope: !143, file: !3, line: 43, type: !146)
!154 = !DILocation(line: 43, column: 25, scope: !143)
!155 = !DILocation(line: 43, column: 37, scope: !143)
!156 = !{!137, !137, i64 0}
!157 = !DILocation(line: 43, column: 30, scope: !143)
!158 = distinct !DISubprogram(name: "mk_big", scope: !3, file: !3, line: 44, type: !159, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!146, !18}
!161 = !{!162, !163}
!162 = !DILocalVariable(name: "x", arg: 1, scope: !158, file: !3, line: 44, type: !18)
!163 = !DILocalVariable(name: "b", scope: !158, file: !3, line: 44, type: !146)
!164 = !DILocation(line: 0, scope: !158)
!165 = !DILocation(line: 44, column: 43, scope: !158)
!166 = !DILocation(line: 44, column: 68, scope: !158)
!167 = !DILocation(line: 44, column: 75, scope: !158)
!168 = !DILocation(line: 44, column: 80, scope: !158)
!169 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 46, type: !63, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !170)
!170 = !{!171, !172, !173, !177}
!171 = !DILocalVariable(name: "n", arg: 1, scope: !169, file: !3, line: 46, type: !16)
!172 = !DILocalVariable(name: "__vla_expr0", scope: !169, type: !7, flags: DIFlagArtificial)
!173 = !DILocalVariable(name: "a", scope: !169, file: !3, line: 47, type: !174)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: !172)
!177 = !DILocalVariable(name: "i", scope: !178, file: !3, line: 48, type: !16)
!178 = distinct !DILexicalBlock(scope: !169, file: !3, line: 48, column: 3)
!179 = !DILocation(line: 0, scope: !169)
!180 = !DILocation(line: 47, column: 3, scope: !169)
!181 = !DILocation(line: 47, column: 7, scope: !169)
!182 = !DILocation(line: 0, scope: !178)
!183 = !DILocation(line: 48, column: 21, scope: !184)
!184 = distinct !DILexicalBlock(scope: !178, file: !3, line: 48, column: 3)
!185 = !DILocation(line: 48, column: 3, scope: !178)
!186 = !DILocation(line: 48, column: 31, scope: !184)
!187 = !DILocation(line: 48, column: 36, scope: !184)
!188 = !{!189, !189, i64 0}
!189 = !{!"int", !138, i64 0}
!190 = !DILocation(line: 48, column: 27, scope: !184)
!191 = distinct !{!191, !115}
!192 = !DILocation(line: 49, column: 14, scope: !169)
!193 = !DILocation(line: 49, column: 10, scope: !169)
!194 = !DILocation(line: 50, column: 1, scope: !169)
!195 = distinct !{!195, !185, !196, !122}
!196 = !DILocation(line: 48, column: 38, scope: !178)
!197 = distinct !DISubprogram(name: "bitops", scope: !3, file: !3, line: 52, type: !198, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !201)
!198 = !DISubroutineType(types: !199)
!199 = !{!16, !7, !200}
!200 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!201 = !{!202, !203, !204, !205}
!202 = !DILocalVariable(name: "x", arg: 1, scope: !197, file: !3, line: 52, type: !7)
!203 = !DILocalVariable(name: "y", arg: 2, scope: !197, file: !3, line: 52, type: !200)
!204 = !DILocalVariable(name: "r", scope: !197, file: !3, line: 53, type: !16)
!205 = !DILocalVariable(name: "ov", scope: !197, file: !3, line: 55, type: !16)
!206 = !DILocation(line: 0, scope: !197)
!207 = !DILocation(line: 53, column: 11, scope: !197)
!208 = !{i32 0, i32 33}
!209 = !DILocation(line: 53, column: 51, scope: !197)
!210 = !DILocation(line: 53, column: 35, scope: !197)
!211 = !{i32 0, i32 32}
!212 = !DILocation(line: 53, column: 74, scope: !197)
!213 = !DILocation(line: 53, column: 58, scope: !197)
!214 = !{i32 0, i32 4}
!215 = !DILocation(line: 54, column: 13, scope: !197)
!216 = !DILocation(line: 54, column: 41, scope: !197)
!217 = !{i64 0, i64 65}
!218 = !DILocation(line: 56, column: 7, scope: !219)
!219 = distinct !DILexicalBlock(scope: !197, file: !3, line: 56, column: 7)
!220 = !DILocation(line: 56, column: 7, scope: !197)
!221 = !DILocation(line: 57, column: 7, scope: !222)
!222 = distinct !DILexicalBlock(scope: !197, file: !3, line: 57, column: 7)
!223 = !DILocation(line: 57, column: 7, scope: !197)
!224 = !DILocation(line: 54, column: 34, scope: !197)
!225 = !DILocation(line: 53, column: 33, scope: !197)
!226 = !DILocation(line: 53, column: 56, scope: !197)
!227 = !DILocation(line: 54, column: 5, scope: !197)
!228 = !DILocation(line: 58, column: 26, scope: !229)
!229 = distinct !DILexicalBlock(scope: !197, file: !3, line: 58, column: 7)
!230 = !DILocation(line: 58, column: 7, scope: !197)
!231 = !{!"branch_weights", i32 1, i32 2000}
!232 = !DILocation(line: 58, column: 38, scope: !229)
!233 = !DILocation(line: 58, column: 36, scope: !229)
!234 = !DILocation(line: 59, column: 8, scope: !197)
!235 = !DILocation(line: 59, column: 32, scope: !197)
!236 = !DILocation(line: 59, column: 27, scope: !197)
!237 = !DILocation(line: 59, column: 20, scope: !197)
!238 = !DILocation(line: 59, column: 5, scope: !197)
!239 = !DILocation(line: 60, column: 3, scope: !197)
!240 = distinct !DISubprogram(name: "fl", scope: !3, file: !3, line: 63, type: !241, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!19, !19, !20}
!243 = !{!244, !245, !246, !247, !248}
!244 = !DILocalVariable(name: "a", arg: 1, scope: !240, file: !3, line: 63, type: !19)
!245 = !DILocalVariable(name: "b", arg: 2, scope: !240, file: !3, line: 63, type: !20)
!246 = !DILocalVariable(name: "c", scope: !240, file: !3, line: 64, type: !19)
!247 = !DILocalVariable(name: "u", scope: !240, file: !3, line: 66, type: !7)
!248 = !DILocalVariable(name: "s", scope: !240, file: !3, line: 67, type: !16)
!249 = !DILocation(line: 0, scope: !240)
!250 = !DILocation(line: 64, column: 18, scope: !240)
!251 = !DILocation(line: 64, column: 24, scope: !240)
!252 = !DILocation(line: 64, column: 20, scope: !240)
!253 = !DILocation(line: 64, column: 40, scope: !240)
!254 = !DILocation(line: 64, column: 32, scope: !240)
!255 = !DILocation(line: 64, column: 30, scope: !240)
!256 = !DILocation(line: 65, column: 9, scope: !257)
!257 = distinct !DILexicalBlock(scope: !240, file: !3, line: 65, column: 7)
!258 = !DILocation(line: 65, column: 13, scope: !257)
!259 = !DILocation(line: 66, column: 16, scope: !240)
!260 = !DILocation(line: 67, column: 11, scope: !240)
!261 = !DILocation(line: 68, column: 14, scope: !240)
!262 = !DILocation(line: 68, column: 12, scope: !240)
!263 = !DILocation(line: 68, column: 18, scope: !240)
!264 = !DILocation(line: 68, column: 16, scope: !240)
!265 = !DILocation(line: 68, column: 22, scope: !240)
!266 = !DILocation(line: 68, column: 20, scope: !240)
!267 = !DILocation(line: 68, column: 33, scope: !240)
!268 = !DILocation(line: 68, column: 31, scope: !240)
!269 = !DILocation(line: 68, column: 3, scope: !240)
!270 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 71, type: !63, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !271)
!271 = !{!272}
!272 = !DILocalVariable(name: "x", arg: 1, scope: !270, file: !3, line: 71, type: !16)
!273 = !DILocation(line: 0, scope: !270)
!274 = !DILocation(line: 72, column: 3, scope: !270)
!275 = !DILocation(line: 0, scope: !276)
!276 = distinct !DILexicalBlock(scope: !270, file: !3, line: 72, column: 14)
!277 = !DILocation(line: 79, column: 1, scope: !270)
!278 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 81, type: !279, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !281)
!279 = !DISubroutineType(types: !280)
!280 = !{!16}
!281 = !{!282}
!282 = !DILocalVariable(name: "exp", scope: !278, file: !3, line: 83, type: !16)
!283 = !DILocation(line: 82, column: 3, scope: !278)
!284 = !DILocation(line: 0, scope: !278)
!285 = !DILocation(line: 84, column: 3, scope: !278)
!286 = !DILocation(line: 85, column: 3, scope: !278)
!287 = !DILocation(line: 86, column: 10, scope: !278)
!288 = !DILocation(line: 86, column: 3, scope: !278)
!289 = distinct !DISubprogram(name: "structs", scope: !3, file: !3, line: 89, type: !290, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !314)
!290 = !DISubroutineType(types: !291)
!291 = !{!16, !292, !293, !299, !305}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 32)
!294 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !3, line: 9, size: 56, elements: !295)
!295 = !{!296, !297, !298}
!296 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !294, file: !3, line: 9, baseType: !22, size: 8)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !294, file: !3, line: 9, baseType: !16, size: 32, offset: 8)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !294, file: !3, line: 9, baseType: !50, size: 16, offset: 40)
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 32)
!300 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 10, size: 32, elements: !301)
!301 = !{!302, !303, !304}
!302 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !300, file: !3, line: 10, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !300, file: !3, line: 10, baseType: !7, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !300, file: !3, line: 10, baseType: !16, size: 12, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 32)
!306 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 11, size: 32, elements: !307)
!307 = !{!308, !309, !310}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !306, file: !3, line: 11, baseType: !16, size: 32)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !306, file: !3, line: 11, baseType: !20, size: 32)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !306, file: !3, line: 11, baseType: !311, size: 32)
!311 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 32, elements: !312)
!312 = !{!313}
!313 = !DISubrange(count: 4)
!314 = !{!315, !316, !317, !318}
!315 = !DILocalVariable(name: "p", arg: 1, scope: !289, file: !3, line: 89, type: !292)
!316 = !DILocalVariable(name: "q", arg: 2, scope: !289, file: !3, line: 89, type: !293)
!317 = !DILocalVariable(name: "b", arg: 3, scope: !289, file: !3, line: 89, type: !299)
!318 = !DILocalVariable(name: "v", arg: 4, scope: !289, file: !3, line: 89, type: !305)
!319 = !DILocation(line: 0, scope: !289)
!320 = !DILocation(line: 90, column: 6, scope: !289)
!321 = !DILocation(line: 90, column: 8, scope: !289)
!322 = !DILocation(line: 91, column: 8, scope: !289)
!323 = !DILocation(line: 92, column: 6, scope: !289)
!324 = !DILocation(line: 92, column: 8, scope: !289)
!325 = !{!138, !138, i64 0}
!326 = !DILocation(line: 93, column: 13, scope: !289)
!327 = !{!328, !189, i64 4}
!328 = !{!"pad", !138, i64 0, !189, i64 4, !329, i64 8, !330, i64 12}
!329 = !{!"short", !138, i64 0}
!330 = !{!"double", !138, i64 0}
!331 = !DILocation(line: 93, column: 20, scope: !289)
!332 = !{!333, !189, i64 1}
!333 = !{!"packed", !138, i64 0, !189, i64 1, !329, i64 5}
!334 = !DILocation(line: 93, column: 15, scope: !289)
!335 = !DILocation(line: 93, column: 27, scope: !289)
!336 = !{!328, !329, i64 8}
!337 = !DILocation(line: 93, column: 24, scope: !289)
!338 = !DILocation(line: 93, column: 22, scope: !289)
!339 = !DILocation(line: 93, column: 34, scope: !289)
!340 = !DILocation(line: 93, column: 29, scope: !289)
!341 = !DILocation(line: 93, column: 41, scope: !289)
!342 = !DILocation(line: 93, column: 36, scope: !289)
!343 = !DILocation(line: 93, column: 43, scope: !289)
!344 = !DILocation(line: 93, column: 3, scope: !289)
!345 = distinct !DISubprogram(name: "osize", scope: !3, file: !3, line: 96, type: !346, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !349)
!346 = !DISubroutineType(types: !347)
!347 = !{!348, !21}
!348 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!349 = !{!350}
!350 = !DILocalVariable(name: "p", arg: 1, scope: !345, file: !3, line: 96, type: !21)
!351 = !DILocation(line: 0, scope: !345)
!352 = !DILocation(line: 96, column: 32, scope: !345)
!353 = distinct !DISubprogram(name: "loopy", scope: !3, file: !3, line: 98, type: !354, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !356)
!354 = !DISubroutineType(types: !355)
!355 = !{!16, !27}
!356 = !{!357, !358, !359}
!357 = !DILocalVariable(name: "s", arg: 1, scope: !353, file: !3, line: 98, type: !27)
!358 = !DILocalVariable(name: "h", scope: !353, file: !3, line: 99, type: !16)
!359 = !DILocalVariable(name: "buf", scope: !353, file: !3, line: 101, type: !360)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 128, elements: !361)
!361 = !{!362}
!362 = !DISubrange(count: 16)
!363 = !DILocation(line: 101, column: 8, scope: !353)
!364 = !DILocation(line: 0, scope: !353)
!365 = !DILocation(line: 100, column: 10, scope: !353)
!366 = !DILocation(line: 100, column: 3, scope: !353)
!367 = !DILocation(line: 100, column: 20, scope: !353)
!368 = !DILocation(line: 100, column: 29, scope: !353)
!369 = !DILocation(line: 100, column: 27, scope: !353)
!370 = !DILocation(line: 100, column: 25, scope: !353)
!371 = distinct !{!371, !366, !368, !122}
!372 = !DILocation(line: 104, column: 3, scope: !353)
!373 = distinct !DISubprogram(name: "fptr_call", scope: !3, file: !3, line: 107, type: !63, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !374)
!374 = !{!375}
!375 = !DILocalVariable(name: "k", arg: 1, scope: !373, file: !3, line: 107, type: !16)
!376 = !DILocation(line: 0, scope: !373)
!377 = !DILocation(line: 107, column: 33, scope: !373)
!378 = !{!379, !379, i64 0}
!379 = !{!"any pointer", !138, i64 0}
!380 = !DILocation(line: 107, column: 49, scope: !373)
!381 = !DILocation(line: 107, column: 71, scope: !373)
!382 = !DILocation(line: 107, column: 63, scope: !373)
!383 = !DILocation(line: 107, column: 56, scope: !373)
!384 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 28, type: !63, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !385)
!385 = !{!386}
!386 = !DILocalVariable(name: "x", arg: 1, scope: !384, file: !3, line: 28, type: !16)
!387 = !DILocation(line: 0, scope: !384)
!388 = !DILocation(line: 28, column: 34, scope: !384)
!389 = !DILocation(line: 28, column: 25, scope: !384)
!390 = distinct !DISubprogram(name: "dec", scope: !3, file: !3, line: 29, type: !63, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !391)
!391 = !{!392}
!392 = !DILocalVariable(name: "x", arg: 1, scope: !390, file: !3, line: 29, type: !16)
!393 = !DILocation(line: 0, scope: !390)
!394 = !DILocation(line: 29, column: 34, scope: !390)
!395 = !DILocation(line: 29, column: 25, scope: !390)
!396 = distinct !DISubprogram(name: "bitfields", scope: !3, file: !3, line: 116, type: !397, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !405)
!397 = !DISubroutineType(types: !398)
!398 = !{!16, !399}
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 32)
!400 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !3, line: 113, size: 64, elements: !401)
!401 = !{!402, !403, !404}
!402 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !400, file: !3, line: 113, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !400, file: !3, line: 113, baseType: !7, size: 21, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !400, file: !3, line: 113, baseType: !200, size: 40, offset: 24, flags: DIFlagBitField, extraData: i64 0)
!405 = !{!406}
!406 = !DILocalVariable(name: "p", arg: 1, scope: !396, file: !3, line: 116, type: !399)
!407 = !DILocation(line: 0, scope: !396)
!408 = !DILocation(line: 116, column: 34, scope: !396)
!409 = !DILocation(line: 116, column: 36, scope: !396)
!410 = !DILocation(line: 116, column: 47, scope: !396)
!411 = !DILocation(line: 116, column: 62, scope: !396)
!412 = !DILocation(line: 116, column: 71, scope: !396)
!413 = !DILocation(line: 116, column: 52, scope: !396)
!414 = distinct !DISubprogram(name: "blobcopy", scope: !3, file: !3, line: 117, type: !415, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !418)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !417}
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 32)
!418 = !{!419}
!419 = !DILocalVariable(name: "d", arg: 1, scope: !414, file: !3, line: 117, type: !417)
!420 = !DILocation(line: 0, scope: !414)
!421 = !DILocation(line: 117, column: 38, scope: !414)
!422 = !{i64 0, i64 100, !325, i64 100, i64 4, !188}
!423 = !DILocation(line: 117, column: 52, scope: !414)
!424 = !{!425, !189, i64 100}
!425 = !{!"blob", !138, i64 0, !189, i64 100}
!426 = !DILocation(line: 117, column: 56, scope: !414)
!427 = distinct !DISubprogram(name: "mathcalls", scope: !3, file: !3, line: 118, type: !241, scopeLine: 118, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !428)
!428 = !{!429, !430}
!429 = !DILocalVariable(name: "x", arg: 1, scope: !427, file: !3, line: 118, type: !19)
!430 = !DILocalVariable(name: "y", arg: 2, scope: !427, file: !3, line: 118, type: !20)
!431 = !DILocation(line: 0, scope: !427)
!432 = !DILocation(line: 118, column: 46, scope: !427)
!433 = !DILocation(line: 118, column: 57, scope: !427)
!434 = !DILocation(line: 118, column: 55, scope: !427)
!435 = !DILocation(line: 118, column: 68, scope: !427)
!436 = !DILocation(line: 118, column: 66, scope: !427)
!437 = !DILocation(line: 118, column: 88, scope: !427)
!438 = !DILocation(line: 118, column: 86, scope: !427)
!439 = !DILocation(line: 118, column: 39, scope: !427)
!440 = distinct !DISubprogram(name: "satsub", scope: !3, file: !3, line: 119, type: !441, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !444)
!441 = !DISubroutineType(types: !442)
!442 = !{!443, !443, !443}
!443 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!444 = !{!445, !446}
!445 = !DILocalVariable(name: "a", arg: 1, scope: !440, file: !3, line: 119, type: !443)
!446 = !DILocalVariable(name: "b", arg: 2, scope: !440, file: !3, line: 119, type: !443)
!447 = !DILocation(line: 0, scope: !440)
!448 = !DILocation(line: 119, column: 65, scope: !440)
!449 = !DILocation(line: 119, column: 58, scope: !440)
!450 = distinct !DISubprogram(name: "fcmps", scope: !3, file: !3, line: 120, type: !451, scopeLine: 120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !453)
!451 = !DISubroutineType(types: !452)
!452 = !{!16, !20, !20}
!453 = !{!454, !455}
!454 = !DILocalVariable(name: "a", arg: 1, scope: !450, file: !3, line: 120, type: !20)
!455 = !DILocalVariable(name: "b", arg: 2, scope: !450, file: !3, line: 120, type: !20)
!456 = !DILocation(line: 0, scope: !450)
!457 = !DILocation(line: 120, column: 41, scope: !450)
!458 = !DILocation(line: 120, column: 51, scope: !450)
!459 = !DILocation(line: 120, column: 62, scope: !450)
!460 = !DILocation(line: 120, column: 73, scope: !450)
!461 = !DILocation(line: 120, column: 46, scope: !450)
!462 = !DILocation(line: 120, column: 57, scope: !450)
!463 = !DILocation(line: 120, column: 68, scope: !450)
!464 = !DILocation(line: 120, column: 31, scope: !450)
!465 = distinct !DISubprogram(name: "sw8", scope: !3, file: !3, line: 121, type: !466, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !468)
!466 = !DISubroutineType(types: !467)
!467 = !{!16, !22}
!468 = !{!469}
!469 = !DILocalVariable(name: "c", arg: 1, scope: !465, file: !3, line: 121, type: !22)
!470 = !DILocation(line: 0, scope: !465)
!471 = !DILocation(line: 121, column: 27, scope: !465)
!472 = !DILocation(line: 121, column: 19, scope: !465)
!473 = !DILocation(line: 121, column: 62, scope: !474)
!474 = distinct !DILexicalBlock(scope: !465, file: !3, line: 121, column: 30)
!475 = !DILocation(line: 121, column: 82, scope: !474)
!476 = !DILocation(line: 121, column: 94, scope: !465)
!477 = !DILocation(line: 121, column: 104, scope: !465)
!478 = distinct !DISubprogram(name: "stackalloc", scope: !3, file: !3, line: 122, type: !479, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !481)
!479 = !DISubroutineType(types: !480)
!480 = !{!42, !16}
!481 = !{!482, !483}
!482 = !DILocalVariable(name: "n", arg: 1, scope: !478, file: !3, line: 122, type: !16)
!483 = !DILocalVariable(name: "p", scope: !478, file: !3, line: 122, type: !42)
!484 = !DILocation(line: 0, scope: !478)
!485 = !DILocation(line: 122, column: 35, scope: !478)
!486 = !DILocation(line: 122, column: 70, scope: !478)
!487 = distinct !DISubprogram(name: "mulov", scope: !3, file: !3, line: 123, type: !488, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !490)
!488 = !DISubroutineType(types: !489)
!489 = !{!58, !58, !58}
!490 = !{!491, !492, !493}
!491 = !DILocalVariable(name: "a", arg: 1, scope: !487, file: !3, line: 123, type: !58)
!492 = !DILocalVariable(name: "b", arg: 2, scope: !487, file: !3, line: 123, type: !58)
!493 = !DILocalVariable(name: "r", scope: !487, file: !3, line: 123, type: !58)
!494 = !DILocation(line: 0, scope: !487)
!495 = !DILocation(line: 123, column: 65, scope: !487)
!496 = !DILocation(line: 123, column: 118, scope: !487)
!497 = !DILocation(line: 123, column: 100, scope: !487)
!498 = !{i64 0, i64 64}
!499 = !DILocation(line: 123, column: 98, scope: !487)
!500 = !DILocation(line: 123, column: 143, scope: !487)
!501 = !DILocation(line: 123, column: 125, scope: !487)
!502 = !{i64 0, i64 2}
!503 = !DILocation(line: 123, column: 123, scope: !487)
!504 = !DILocation(line: 123, column: 58, scope: !487)
!505 = distinct !DISubprogram(name: "more", scope: !3, file: !3, line: 125, type: !63, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !506)
!506 = !{!507, !508, !509}
!507 = !DILocalVariable(name: "x", arg: 1, scope: !505, file: !3, line: 125, type: !16)
!508 = !DILocalVariable(name: "f", scope: !505, file: !3, line: 126, type: !400)
!509 = !DILocalVariable(name: "d", scope: !505, file: !3, line: 127, type: !72)
!510 = !DILocation(line: 0, scope: !505)
!511 = !DILocation(line: 0, scope: !414, inlinedAt: !512)
!512 = distinct !DILocation(line: 128, column: 3, scope: !505)
!513 = !DILocation(line: 117, column: 38, scope: !414, inlinedAt: !512)
!514 = !{i64 0, i64 4, !188}
!515 = !DILocation(line: 117, column: 52, scope: !414, inlinedAt: !512)
!516 = !DILocation(line: 0, scope: !465, inlinedAt: !517)
!517 = distinct !DILocation(line: 129, column: 78, scope: !505)
!518 = !DILocation(line: 129, column: 3, scope: !505)
!519 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 132, type: !279, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !520)
!520 = !{!521, !522, !523, !524}
!521 = !DILocalVariable(name: "x", scope: !519, file: !3, line: 133, type: !16)
!522 = !DILocalVariable(name: "b", scope: !519, file: !3, line: 136, type: !146)
!523 = !DILocalVariable(name: "s", scope: !519, file: !3, line: 137, type: !126)
!524 = !DILocalVariable(name: "r", scope: !519, file: !3, line: 138, type: !16)
!525 = !DILocation(line: 133, column: 3, scope: !519)
!526 = !DILocation(line: 0, scope: !519)
!527 = !DILocation(line: 134, column: 3, scope: !519)
!528 = !DILocation(line: 135, column: 15, scope: !519)
!529 = !DILocation(line: 135, column: 24, scope: !519)
!530 = !DILocation(line: 135, column: 3, scope: !519)
!531 = !DILocation(line: 136, column: 25, scope: !519)
!532 = !DILocation(line: 138, column: 11, scope: !519)
!533 = !DILocation(line: 82, column: 3, scope: !278, inlinedAt: !534)
!534 = distinct !DILocation(line: 138, column: 90, scope: !519)
!535 = !DILocation(line: 0, scope: !278, inlinedAt: !534)
!536 = !DILocation(line: 84, column: 3, scope: !278, inlinedAt: !534)
!537 = !DILocation(line: 85, column: 3, scope: !278, inlinedAt: !534)
!538 = !DILocation(line: 86, column: 10, scope: !278, inlinedAt: !534)
!539 = !DILocation(line: 139, column: 16, scope: !519)
!540 = !DILocation(line: 139, column: 41, scope: !519)
!541 = !DILocation(line: 101, column: 8, scope: !353, inlinedAt: !542)
!542 = distinct !DILocation(line: 139, column: 27, scope: !519)
!543 = !DILocation(line: 0, scope: !353, inlinedAt: !542)
!544 = !DILocation(line: 0, scope: !373, inlinedAt: !545)
!545 = distinct !DILocation(line: 139, column: 49, scope: !519)
!546 = !DILocation(line: 107, column: 33, scope: !373, inlinedAt: !545)
!547 = !DILocation(line: 107, column: 49, scope: !373, inlinedAt: !545)
!548 = !DILocation(line: 107, column: 63, scope: !373, inlinedAt: !545)
!549 = !DILocation(line: 0, scope: !505, inlinedAt: !550)
!550 = distinct !DILocation(line: 140, column: 33, scope: !519)
!551 = !DILocation(line: 0, scope: !414, inlinedAt: !552)
!552 = distinct !DILocation(line: 128, column: 3, scope: !505, inlinedAt: !550)
!553 = !DILocation(line: 117, column: 38, scope: !414, inlinedAt: !552)
!554 = !DILocation(line: 117, column: 52, scope: !414, inlinedAt: !552)
!555 = !DILocation(line: 141, column: 19, scope: !556)
!556 = distinct !DILexicalBlock(scope: !519, file: !3, line: 141, column: 7)
!557 = !DISubprogram(name: "klee_make_symbolic", scope: !558, file: !558, line: 7, type: !559, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !564)
!558 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!559 = !DISubroutineType(types: !560)
!560 = !{null, !561, !562, !27}
!561 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !563, line: 46, baseType: !7)
!563 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!564 = !{}
!565 = !DISubprogram(name: "klee_assume", scope: !558, file: !558, line: 8, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !564)
!566 = !DISubroutineType(types: !567)
!567 = !{null, !568}
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !569, line: 96, baseType: !7)
!569 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
