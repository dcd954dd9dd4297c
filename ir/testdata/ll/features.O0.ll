; ModuleID = 'testdata/c/features.c'
source_filename = "testdata/c/features.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }
%struct.pad = type { i8, i32, i16, double }
%struct.blob = type { [100 x i8], i32 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.small = type { i64, i64 }
%struct.big = type { [8 x i64] }
%struct.packed = type <{ i8, i32, i16 }>
%struct.bits = type { i24 }
%union.u = type { i32 }
%struct.bf = type { i64 }

@table = dso_local global [10 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0], align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@names = dso_local global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0)], align 16, !dbg !24
@n2 = dso_local global %struct.node { i32 2, %struct.node* null }, align 8, !dbg !31
@n1 = dso_local global %struct.node { i32 1, %struct.node* @n2 }, align 8, !dbg !38
@pmid = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 8, !dbg !40
@gpad = dso_local global %struct.pad { i8 120, i32 7, i16 3, double 2.500000e+00 }, align 8, !dbg !43
@gd = dso_local global double 1.500000e+00, align 8, !dbg !52
@gf = dso_local global float -2.500000e-01, align 4, !dbg !54
@gll = dso_local global i64 -1, align 8, !dbg !56
@counter = dso_local global i32 0, align 4, !dbg !67
@fptrs = internal global [2 x i32 (i32)*] zeroinitializer, align 16, !dbg !59
@gblob = internal global %struct.blob zeroinitializer, align 4, !dbg !70
@__const.more.f = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 17, i8 0, i8 0, i8 3, i8 0, i8 0, i8 0, i8 0 }, align 8
@.str.3 = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) #0 !dbg !90 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !96, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %4, metadata !112, metadata !DIExpression()), !dbg !113
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !114
  %8 = bitcast %struct.__va_list_tag* %7 to i8*, !dbg !114
  call void @llvm.va_start(i8* %8), !dbg !114
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !115
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !115
  %11 = bitcast %struct.__va_list_tag* %9 to i8*, !dbg !115
  %12 = bitcast %struct.__va_list_tag* %10 to i8*, !dbg !115
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !115
  call void @llvm.dbg.declare(metadata i32* %5, metadata !116, metadata !DIExpression()), !dbg !117
  store i32 0, i32* %5, align 4, !dbg !117
  call void @llvm.dbg.declare(metadata i32* %6, metadata !118, metadata !DIExpression()), !dbg !120
  store i32 0, i32* %6, align 4, !dbg !120
  br label %13, !dbg !121

13:                                               ; preds = %38, %1
  %14 = load i32, i32* %6, align 4, !dbg !122
  %15 = load i32, i32* %2, align 4, !dbg !124
  %16 = icmp slt i32 %14, %15, !dbg !125
  br i1 %16, label %17, label %41, !dbg !126

17:                                               ; preds = %13
  %18 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !127
  %19 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %18, i32 0, i32 0, !dbg !127
  %20 = load i32, i32* %19, align 16, !dbg !127
  %21 = icmp ule i32 %20, 40, !dbg !127
  br i1 %21, label %22, label %28, !dbg !127

22:                                               ; preds = %17
  %23 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %18, i32 0, i32 3, !dbg !127
  %24 = load i8*, i8** %23, align 16, !dbg !127
  %25 = getelementptr i8, i8* %24, i32 %20, !dbg !127
  %26 = bitcast i8* %25 to i32*, !dbg !127
  %27 = add i32 %20, 8, !dbg !127
  store i32 %27, i32* %19, align 16, !dbg !127
  br label %33, !dbg !127

28:                                               ; preds = %17
  %29 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %18, i32 0, i32 2, !dbg !127
  %30 = load i8*, i8** %29, align 8, !dbg !127
  %31 = bitcast i8* %30 to i32*, !dbg !127
  %32 = getelementptr i8, i8* %30, i32 8, !dbg !127
  store i8* %32, i8** %29, align 8, !dbg !127
  br label %33, !dbg !127

33:                                               ; preds = %28, %22
  %34 = phi i32* [ %26, %22 ], [ %31, %28 ], !dbg !127
  %35 = load i32, i32* %34, align 4, !dbg !127
  %36 = load i32, i32* %5, align 4, !dbg !128
  %37 = add nsw i32 %36, %35, !dbg !128
  store i32 %37, i32* %5, align 4, !dbg !128
  br label %38, !dbg !129

38:                                               ; preds = %33
  %39 = load i32, i32* %6, align 4, !dbg !130
  %40 = add nsw i32 %39, 1, !dbg !130
  store i32 %40, i32* %6, align 4, !dbg !130
  br label %13, !dbg !131, !llvm.loop !132

41:                                               ; preds = %13
  %42 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !135
  %43 = bitcast %struct.__va_list_tag* %42 to i8*, !dbg !135
  call void @llvm.va_end(i8* %43), !dbg !135
  %44 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !136
  %45 = bitcast %struct.__va_list_tag* %44 to i8*, !dbg !136
  call void @llvm.va_end(i8* %45), !dbg !136
  %46 = load i32, i32* %5, align 4, !dbg !137
  ret i32 %46, !dbg !138
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #2

; Function Attrs: noinline nounwind uwtable
define dso_local { i64, i64 } @mk_small(i64 noundef %0) #0 !dbg !139 {
  %2 = alloca %struct.small, align 8
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !146, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.declare(metadata %struct.small* %2, metadata !148, metadata !DIExpression()), !dbg !149
  %4 = getelementptr inbounds %struct.small, %struct.small* %2, i32 0, i32 0, !dbg !150
  %5 = load i64, i64* %3, align 8, !dbg !151
  store i64 %5, i64* %4, align 8, !dbg !150
  %6 = getelementptr inbounds %struct.small, %struct.small* %2, i32 0, i32 1, !dbg !150
  %7 = load i64, i64* %3, align 8, !dbg !152
  %8 = mul nsw i64 %7, 2, !dbg !153
  store i64 %8, i64* %6, align 8, !dbg !150
  %9 = bitcast %struct.small* %2 to { i64, i64 }*, !dbg !154
  %10 = load { i64, i64 }, { i64, i64 }* %9, align 8, !dbg !154
  ret { i64, i64 } %10, !dbg !154
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @use_big(%struct.big* noundef byval(%struct.big) align 8 %0) #0 !dbg !155 {
  call void @llvm.dbg.declare(metadata %struct.big* %0, metadata !164, metadata !DIExpression()), !dbg !165
  %2 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, !dbg !166
  %3 = getelementptr inbounds [8 x i64], [8 x i64]* %2, i64 0, i64 3, !dbg !167
  %4 = load i64, i64* %3, align 8, !dbg !167
  ret i64 %4, !dbg !168
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @mk_big(%struct.big* noalias sret(%struct.big) align 8 %0, i64 noundef %1) #0 !dbg !169 {
  %3 = alloca i64, align 8
  store i64 %1, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !172, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.declare(metadata %struct.big* %0, metadata !174, metadata !DIExpression()), !dbg !175
  %4 = bitcast %struct.big* %0 to i8*, !dbg !176
  call void @llvm.memset.p0i8.i64(i8* align 8 %4, i8 0, i64 64, i1 false), !dbg !176
  %5 = load i64, i64* %3, align 8, !dbg !177
  %6 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, !dbg !178
  %7 = getelementptr inbounds [8 x i64], [8 x i64]* %6, i64 0, i64 1, !dbg !179
  store i64 %5, i64* %7, align 8, !dbg !180
  ret void, !dbg !181
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vla(i32 noundef %0) #0 !dbg !182 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !183, metadata !DIExpression()), !dbg !184
  %6 = load i32, i32* %2, align 4, !dbg !185
  %7 = zext i32 %6 to i64, !dbg !186
  %8 = call i8* @llvm.stacksave(), !dbg !186
  store i8* %8, i8** %3, align 8, !dbg !186
  %9 = alloca i32, i64 %7, align 16, !dbg !186
  store i64 %7, i64* %4, align 8, !dbg !186
  call void @llvm.dbg.declare(metadata i64* %4, metadata !187, metadata !DIExpression()), !dbg !189
  call void @llvm.dbg.declare(metadata i32* %9, metadata !190, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.declare(metadata i32* %5, metadata !195, metadata !DIExpression()), !dbg !197
  store i32 0, i32* %5, align 4, !dbg !197
  br label %10, !dbg !198

10:                                               ; preds = %19, %1
  %11 = load i32, i32* %5, align 4, !dbg !199
  %12 = load i32, i32* %2, align 4, !dbg !201
  %13 = icmp slt i32 %11, %12, !dbg !202
  br i1 %13, label %14, label %22, !dbg !203

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4, !dbg !204
  %16 = load i32, i32* %5, align 4, !dbg !205
  %17 = sext i32 %16 to i64, !dbg !206
  %18 = getelementptr inbounds i32, i32* %9, i64 %17, !dbg !206
  store i32 %15, i32* %18, align 4, !dbg !207
  br label %19, !dbg !206

19:                                               ; preds = %14
  %20 = load i32, i32* %5, align 4, !dbg !208
  %21 = add nsw i32 %20, 1, !dbg !208
  store i32 %21, i32* %5, align 4, !dbg !208
  br label %10, !dbg !209, !llvm.loop !210

22:                                               ; preds = %10
  %23 = load i32, i32* %2, align 4, !dbg !212
  %24 = sub nsw i32 %23, 1, !dbg !213
  %25 = sext i32 %24 to i64, !dbg !214
  %26 = getelementptr inbounds i32, i32* %9, i64 %25, !dbg !214
  %27 = load i32, i32* %26, align 4, !dbg !214
  %28 = load i8*, i8** %3, align 8, !dbg !215
  call void @llvm.stackrestore(i8* %28), !dbg !215
  ret i32 %27, !dbg !215
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @bitops(i32 noundef %0, i64 noundef %1) #0 !dbg !216 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !220, metadata !DIExpression()), !dbg !221
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !222, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.declare(metadata i32* %5, metadata !224, metadata !DIExpression()), !dbg !225
  %7 = load i32, i32* %3, align 4, !dbg !226
  %8 = call i32 @llvm.ctpop.i32(i32 %7), !dbg !227
  %9 = load i32, i32* %3, align 4, !dbg !228
  %10 = or i32 %9, 1, !dbg !229
  %11 = call i32 @llvm.ctlz.i32(i32 %10, i1 true), !dbg !230
  %12 = add nsw i32 %8, %11, !dbg !231
  %13 = load i32, i32* %3, align 4, !dbg !232
  %14 = or i32 %13, 8, !dbg !233
  %15 = call i32 @llvm.cttz.i32(i32 %14, i1 true), !dbg !234
  %16 = add nsw i32 %12, %15, !dbg !235
  store i32 %16, i32* %5, align 4, !dbg !225
  %17 = load i32, i32* %3, align 4, !dbg !236
  %18 = call i32 @llvm.bswap.i32(i32 %17), !dbg !237
  %19 = load i64, i64* %4, align 8, !dbg !238
  %20 = call i64 @llvm.ctpop.i64(i64 %19), !dbg !239
  %21 = trunc i64 %20 to i32, !dbg !239
  %22 = add nsw i32 %18, %21, !dbg !240
  %23 = load i32, i32* %5, align 4, !dbg !241
  %24 = add nsw i32 %23, %22, !dbg !241
  store i32 %24, i32* %5, align 4, !dbg !241
  call void @llvm.dbg.declare(metadata i32* %6, metadata !242, metadata !DIExpression()), !dbg !243
  %25 = load i32, i32* %3, align 4, !dbg !244
  %26 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %25, i32 5), !dbg !246
  %27 = extractvalue { i32, i1 } %26, 1, !dbg !246
  %28 = extractvalue { i32, i1 } %26, 0, !dbg !246
  store i32 %28, i32* %6, align 4, !dbg !246
  br i1 %27, label %29, label %32, !dbg !247

29:                                               ; preds = %2
  %30 = load i32, i32* %5, align 4, !dbg !248
  %31 = add nsw i32 %30, 1, !dbg !248
  store i32 %31, i32* %5, align 4, !dbg !248
  br label %32, !dbg !249

32:                                               ; preds = %29, %2
  %33 = load i32, i32* %3, align 4, !dbg !250
  %34 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %33, i32 3), !dbg !252
  %35 = extractvalue { i32, i1 } %34, 1, !dbg !252
  %36 = extractvalue { i32, i1 } %34, 0, !dbg !252
  store i32 %36, i32* %6, align 4, !dbg !252
  br i1 %35, label %37, label %40, !dbg !253

37:                                               ; preds = %32
  %38 = load i32, i32* %5, align 4, !dbg !254
  %39 = add nsw i32 %38, 1, !dbg !254
  store i32 %39, i32* %5, align 4, !dbg !254
  br label %40, !dbg !255

40:                                               ; preds = %37, %32
  %41 = load i32, i32* %3, align 4, !dbg !256
  %42 = icmp eq i32 %41, 3, !dbg !258
  %43 = zext i1 %42 to i32, !dbg !258
  %44 = sext i32 %43 to i64, !dbg !256
  %45 = icmp ne i64 %44, 0, !dbg !259
  br i1 %45, label %46, label %49, !dbg !260

46:                                               ; preds = %40
  %47 = load i32, i32* %5, align 4, !dbg !261
  %48 = add nsw i32 %47, 2, !dbg !261
  store i32 %48, i32* %5, align 4, !dbg !261
  br label %49, !dbg !262

49:                                               ; preds = %46, %40
  %50 = load i32, i32* %3, align 4, !dbg !263
  %51 = call i32 @abs(i32 noundef %50) #9, !dbg !264
  %52 = load i64, i64* %4, align 8, !dbg !265
  %53 = call i64 @labs(i64 noundef %52) #9, !dbg !266
  %54 = trunc i64 %53 to i32, !dbg !267
  %55 = add nsw i32 %51, %54, !dbg !268
  %56 = load i32, i32* %5, align 4, !dbg !269
  %57 = add nsw i32 %56, %55, !dbg !269
  store i32 %57, i32* %5, align 4, !dbg !269
  %58 = load i32, i32* %5, align 4, !dbg !270
  ret i32 %58, !dbg !271
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i64 @labs(i64 noundef) #4

; Function Attrs: noinline nounwind uwtable
define dso_local double @fl(double noundef %0, float noundef %1) #0 !dbg !272 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !275, metadata !DIExpression()), !dbg !276
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !277, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.declare(metadata double* %5, metadata !279, metadata !DIExpression()), !dbg !280
  %8 = load double, double* %3, align 8, !dbg !281
  %9 = load float, float* %4, align 4, !dbg !282
  %10 = fpext float %9 to double, !dbg !282
  %11 = load double, double* %3, align 8, !dbg !283
  %12 = fdiv double %11, 3.000000e+00, !dbg !284
  %13 = call double @llvm.fmuladd.f64(double %8, double %10, double %12), !dbg !285
  %14 = load double, double* %3, align 8, !dbg !286
  %15 = fptrunc double %14 to float, !dbg !287
  %16 = fpext float %15 to double, !dbg !288
  %17 = fsub double %13, %16, !dbg !289
  store double %17, double* %5, align 8, !dbg !280
  %18 = load double, double* %5, align 8, !dbg !290
  %19 = load double, double* %3, align 8, !dbg !292
  %20 = fcmp olt double %18, %19, !dbg !293
  br i1 %20, label %25, label %21, !dbg !294

21:                                               ; preds = %2
  %22 = load double, double* %5, align 8, !dbg !295
  %23 = load double, double* %5, align 8, !dbg !296
  %24 = fcmp une double %22, %23, !dbg !297
  br i1 %24, label %25, label %28, !dbg !298

25:                                               ; preds = %21, %2
  %26 = load double, double* %5, align 8, !dbg !299
  %27 = fneg double %26, !dbg !300
  store double %27, double* %5, align 8, !dbg !301
  br label %28, !dbg !302

28:                                               ; preds = %25, %21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !303, metadata !DIExpression()), !dbg !304
  %29 = load double, double* %5, align 8, !dbg !305
  %30 = fptoui double %29 to i32, !dbg !306
  store i32 %30, i32* %6, align 4, !dbg !304
  call void @llvm.dbg.declare(metadata i32* %7, metadata !307, metadata !DIExpression()), !dbg !308
  %31 = load float, float* %4, align 4, !dbg !309
  %32 = fptosi float %31 to i32, !dbg !310
  store i32 %32, i32* %7, align 4, !dbg !308
  %33 = load double, double* %5, align 8, !dbg !311
  %34 = load i32, i32* %6, align 4, !dbg !312
  %35 = uitofp i32 %34 to double, !dbg !312
  %36 = fadd double %33, %35, !dbg !313
  %37 = load i32, i32* %7, align 4, !dbg !314
  %38 = sitofp i32 %37 to double, !dbg !314
  %39 = fadd double %36, %38, !dbg !315
  %40 = load i32, i32* %6, align 4, !dbg !316
  %41 = uitofp i32 %40 to float, !dbg !317
  %42 = fpext float %41 to double, !dbg !317
  %43 = fadd double %39, %42, !dbg !318
  %44 = load double, double* %3, align 8, !dbg !319
  %45 = call double @llvm.fabs.f64(double %44), !dbg !320
  %46 = fadd double %43, %45, !dbg !321
  ret double %46, !dbg !322
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sw(i32 noundef %0) #0 !dbg !323 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !324, metadata !DIExpression()), !dbg !325
  %4 = load i32, i32* %3, align 4, !dbg !326
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 1, label %6
    i32 5, label %7
    i32 6, label %7
    i32 -3, label %8
  ], !dbg !327

5:                                                ; preds = %1
  store i32 10, i32* %2, align 4, !dbg !328
  br label %10, !dbg !328

6:                                                ; preds = %1
  store i32 11, i32* %2, align 4, !dbg !330
  br label %10, !dbg !330

7:                                                ; preds = %1, %1
  store i32 12, i32* %2, align 4, !dbg !331
  br label %10, !dbg !331

8:                                                ; preds = %1
  store i32 13, i32* %2, align 4, !dbg !332
  br label %10, !dbg !332

9:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !333
  br label %10, !dbg !333

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, i32* %2, align 4, !dbg !334
  ret i32 %11, !dbg !334
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @atom() #0 !dbg !335 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i32 2, i32* %1, align 4, !dbg !338
  %7 = load i32, i32* %1, align 4, !dbg !338
  %8 = atomicrmw add i32* @counter, i32 %7 seq_cst, align 4, !dbg !338
  store i32 %8, i32* %2, align 4, !dbg !338
  %9 = load i32, i32* %2, align 4, !dbg !338
  call void @llvm.dbg.declare(metadata i32* %3, metadata !339, metadata !DIExpression()), !dbg !340
  store i32 2, i32* %3, align 4, !dbg !340
  store i32 5, i32* %4, align 4, !dbg !341
  %10 = load i32, i32* %3, align 4, !dbg !341
  %11 = load i32, i32* %4, align 4, !dbg !341
  %12 = cmpxchg i32* @counter, i32 %10, i32 %11 seq_cst seq_cst, align 4, !dbg !341
  %13 = extractvalue { i32, i1 } %12, 0, !dbg !341
  %14 = extractvalue { i32, i1 } %12, 1, !dbg !341
  br i1 %14, label %16, label %15, !dbg !341

15:                                               ; preds = %0
  store i32 %13, i32* %3, align 4, !dbg !341
  br label %16, !dbg !341

16:                                               ; preds = %15, %0
  %17 = zext i1 %14 to i8, !dbg !341
  store i8 %17, i8* %5, align 1, !dbg !341
  %18 = load i8, i8* %5, align 1, !dbg !341
  %19 = trunc i8 %18 to i1, !dbg !341
  fence seq_cst, !dbg !342
  %20 = load atomic i32, i32* @counter seq_cst, align 4, !dbg !343
  store i32 %20, i32* %6, align 4, !dbg !343
  %21 = load i32, i32* %6, align 4, !dbg !343
  ret i32 %21, !dbg !344
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @structs(%struct.pad* noundef %0, %struct.packed* noundef %1, %struct.bits* noundef %2, %union.u* noundef %3) #0 !dbg !345 {
  %5 = alloca %struct.pad*, align 8
  %6 = alloca %struct.packed*, align 8
  %7 = alloca %struct.bits*, align 8
  %8 = alloca %union.u*, align 8
  store %struct.pad* %0, %struct.pad** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.pad** %5, metadata !370, metadata !DIExpression()), !dbg !371
  store %struct.packed* %1, %struct.packed** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.packed** %6, metadata !372, metadata !DIExpression()), !dbg !373
  store %struct.bits* %2, %struct.bits** %7, align 8
  call void @llvm.dbg.declare(metadata %struct.bits** %7, metadata !374, metadata !DIExpression()), !dbg !375
  store %union.u* %3, %union.u** %8, align 8
  call void @llvm.dbg.declare(metadata %union.u** %8, metadata !376, metadata !DIExpression()), !dbg !377
  %9 = load %struct.bits*, %struct.bits** %7, align 8, !dbg !378
  %10 = bitcast %struct.bits* %9 to i32*, !dbg !379
  %11 = load i32, i32* %10, align 4, !dbg !380
  %12 = and i32 %11, -249, !dbg !380
  %13 = or i32 %12, 56, !dbg !380
  store i32 %13, i32* %10, align 4, !dbg !380
  %14 = load %struct.bits*, %struct.bits** %7, align 8, !dbg !381
  %15 = bitcast %struct.bits* %14 to i32*, !dbg !382
  %16 = load i32, i32* %15, align 4, !dbg !383
  %17 = and i32 %16, -1048321, !dbg !383
  %18 = or i32 %17, 1047808, !dbg !383
  store i32 %18, i32* %15, align 4, !dbg !383
  %19 = load %union.u*, %union.u** %8, align 8, !dbg !384
  %20 = bitcast %union.u* %19 to float*, !dbg !385
  store float 1.000000e+00, float* %20, align 4, !dbg !386
  %21 = load %struct.pad*, %struct.pad** %5, align 8, !dbg !387
  %22 = getelementptr inbounds %struct.pad, %struct.pad* %21, i32 0, i32 1, !dbg !388
  %23 = load i32, i32* %22, align 4, !dbg !388
  %24 = load %struct.packed*, %struct.packed** %6, align 8, !dbg !389
  %25 = getelementptr inbounds %struct.packed, %struct.packed* %24, i32 0, i32 1, !dbg !390
  %26 = load i32, i32* %25, align 1, !dbg !390
  %27 = add nsw i32 %23, %26, !dbg !391
  %28 = load %struct.pad*, %struct.pad** %5, align 8, !dbg !392
  %29 = getelementptr inbounds %struct.pad, %struct.pad* %28, i32 0, i32 2, !dbg !393
  %30 = load i16, i16* %29, align 8, !dbg !393
  %31 = sext i16 %30 to i32, !dbg !392
  %32 = add nsw i32 %27, %31, !dbg !394
  %33 = load %struct.bits*, %struct.bits** %7, align 8, !dbg !395
  %34 = bitcast %struct.bits* %33 to i32*, !dbg !396
  %35 = load i32, i32* %34, align 4, !dbg !396
  %36 = and i32 %35, 7, !dbg !396
  %37 = add nsw i32 %32, %36, !dbg !397
  %38 = load %struct.bits*, %struct.bits** %7, align 8, !dbg !398
  %39 = bitcast %struct.bits* %38 to i32*, !dbg !399
  %40 = load i32, i32* %39, align 4, !dbg !399
  %41 = shl i32 %40, 12, !dbg !399
  %42 = ashr i32 %41, 20, !dbg !399
  %43 = add nsw i32 %37, %42, !dbg !400
  %44 = load %union.u*, %union.u** %8, align 8, !dbg !401
  %45 = bitcast %union.u* %44 to [4 x i8]*, !dbg !402
  %46 = getelementptr inbounds [4 x i8], [4 x i8]* %45, i64 0, i64 2, !dbg !401
  %47 = load i8, i8* %46, align 2, !dbg !401
  %48 = sext i8 %47 to i32, !dbg !401
  %49 = add nsw i32 %43, %48, !dbg !403
  ret i32 %49, !dbg !404
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @osize(i8* noundef %0) #0 !dbg !405 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !408, metadata !DIExpression()), !dbg !409
  %3 = load i8*, i8** %2, align 8, !dbg !410
  %4 = call i64 @llvm.objectsize.i64.p0i8(i8* %3, i1 false, i1 true, i1 false), !dbg !411
  %5 = load i8*, i8** %2, align 8, !dbg !412
  %6 = call i64 @llvm.objectsize.i64.p0i8(i8* %5, i1 true, i1 true, i1 false), !dbg !413
  %7 = add i64 %4, %6, !dbg !414
  ret i64 %7, !dbg !415
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1 immarg, i1 immarg, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @loopy(i8* noundef %0) #0 !dbg !416 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca [16 x i8], align 16
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !419, metadata !DIExpression()), !dbg !420
  call void @llvm.dbg.declare(metadata i32* %3, metadata !421, metadata !DIExpression()), !dbg !422
  store i32 0, i32* %3, align 4, !dbg !422
  br label %5, !dbg !423

5:                                                ; preds = %9, %1
  %6 = load i8*, i8** %2, align 8, !dbg !424
  %7 = load i8, i8* %6, align 1, !dbg !425
  %8 = icmp ne i8 %7, 0, !dbg !423
  br i1 %8, label %9, label %17, !dbg !423

9:                                                ; preds = %5
  %10 = load i32, i32* %3, align 4, !dbg !426
  %11 = mul nsw i32 %10, 31, !dbg !427
  %12 = load i8*, i8** %2, align 8, !dbg !428
  %13 = getelementptr inbounds i8, i8* %12, i32 1, !dbg !428
  store i8* %13, i8** %2, align 8, !dbg !428
  %14 = load i8, i8* %12, align 1, !dbg !429
  %15 = sext i8 %14 to i32, !dbg !429
  %16 = add nsw i32 %11, %15, !dbg !430
  store i32 %16, i32* %3, align 4, !dbg !431
  br label %5, !dbg !423, !llvm.loop !432

17:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata [16 x i8]* %4, metadata !433, metadata !DIExpression()), !dbg !437
  %18 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 0, !dbg !438
  %19 = load i8*, i8** %2, align 8, !dbg !439
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %18, i8* align 1 %19, i64 1, i1 false), !dbg !438
  %20 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 0, !dbg !440
  %21 = getelementptr inbounds i8, i8* %20, i64 1, !dbg !441
  %22 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 0, !dbg !442
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %21, i8* align 16 %22, i64 2, i1 false), !dbg !442
  %23 = load i32, i32* %3, align 4, !dbg !443
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i64 0, i64 0, !dbg !444
  %25 = load i8, i8* %24, align 16, !dbg !444
  %26 = sext i8 %25 to i32, !dbg !444
  %27 = add nsw i32 %23, %26, !dbg !445
  ret i32 %27, !dbg !446
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fptr_call(i32 noundef %0) #0 !dbg !447 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !448, metadata !DIExpression()), !dbg !449
  store i32 (i32)* @inc, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i64 0, i64 0), align 16, !dbg !450
  store i32 (i32)* @dec, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i64 0, i64 1), align 8, !dbg !451
  %3 = load i32, i32* %2, align 4, !dbg !452
  %4 = and i32 %3, 1, !dbg !453
  %5 = sext i32 %4 to i64, !dbg !454
  %6 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i64 0, i64 %5, !dbg !454
  %7 = load i32 (i32)*, i32 (i32)** %6, align 8, !dbg !454
  %8 = load i32, i32* %2, align 4, !dbg !455
  %9 = call i32 %7(i32 noundef %8), !dbg !454
  ret i32 %9, !dbg !456
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @inc(i32 noundef %0) #0 !dbg !457 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !458, metadata !DIExpression()), !dbg !459
  %3 = load i32, i32* %2, align 4, !dbg !460
  %4 = add nsw i32 %3, 1, !dbg !461
  ret i32 %4, !dbg !462
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @dec(i32 noundef %0) #0 !dbg !463 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !464, metadata !DIExpression()), !dbg !465
  %3 = load i32, i32* %2, align 4, !dbg !466
  %4 = sub nsw i32 %3, 1, !dbg !467
  ret i32 %4, !dbg !468
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @bitfields(%struct.bf* noundef %0) #0 !dbg !469 {
  %2 = alloca %struct.bf*, align 8
  store %struct.bf* %0, %struct.bf** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.bf** %2, metadata !478, metadata !DIExpression()), !dbg !479
  %3 = load %struct.bf*, %struct.bf** %2, align 8, !dbg !480
  %4 = bitcast %struct.bf* %3 to i64*, !dbg !481
  %5 = load i64, i64* %4, align 8, !dbg !482
  %6 = and i64 %5, -16777209, !dbg !482
  %7 = or i64 %6, 616, !dbg !482
  store i64 %7, i64* %4, align 8, !dbg !482
  %8 = load %struct.bf*, %struct.bf** %2, align 8, !dbg !483
  %9 = bitcast %struct.bf* %8 to i64*, !dbg !484
  %10 = load i64, i64* %9, align 8, !dbg !485
  %11 = and i64 %10, 16777215, !dbg !485
  %12 = or i64 %11, 83886080, !dbg !485
  store i64 %12, i64* %9, align 8, !dbg !485
  %13 = load %struct.bf*, %struct.bf** %2, align 8, !dbg !486
  %14 = bitcast %struct.bf* %13 to i64*, !dbg !487
  %15 = load i64, i64* %14, align 8, !dbg !487
  %16 = and i64 %15, 7, !dbg !487
  %17 = trunc i64 %16 to i32, !dbg !487
  %18 = load %struct.bf*, %struct.bf** %2, align 8, !dbg !488
  %19 = bitcast %struct.bf* %18 to i64*, !dbg !489
  %20 = load i64, i64* %19, align 8, !dbg !489
  %21 = lshr i64 %20, 3, !dbg !489
  %22 = and i64 %21, 2097151, !dbg !489
  %23 = trunc i64 %22 to i32, !dbg !489
  %24 = add nsw i32 %17, %23, !dbg !490
  %25 = load %struct.bf*, %struct.bf** %2, align 8, !dbg !491
  %26 = bitcast %struct.bf* %25 to i64*, !dbg !492
  %27 = load i64, i64* %26, align 8, !dbg !492
  %28 = lshr i64 %27, 24, !dbg !492
  %29 = trunc i64 %28 to i32, !dbg !493
  %30 = add nsw i32 %24, %29, !dbg !494
  ret i32 %30, !dbg !495
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @blobcopy(%struct.blob* noundef %0) #0 !dbg !496 {
  %2 = alloca %struct.blob*, align 8
  store %struct.blob* %0, %struct.blob** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.blob** %2, metadata !500, metadata !DIExpression()), !dbg !501
  %3 = load %struct.blob*, %struct.blob** %2, align 8, !dbg !502
  %4 = bitcast %struct.blob* %3 to i8*, !dbg !503
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %4, i8* align 4 getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 0, i32 0), i64 104, i1 false), !dbg !503
  %5 = load i32, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !504
  %6 = add nsw i32 %5, 1, !dbg !504
  store i32 %6, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !504
  ret void, !dbg !505
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @mathcalls(double noundef %0, float noundef %1) #0 !dbg !506 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !507, metadata !DIExpression()), !dbg !508
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !509, metadata !DIExpression()), !dbg !510
  %5 = load double, double* %3, align 8, !dbg !511
  %6 = call double @llvm.floor.f64(double %5), !dbg !512
  %7 = load float, float* %4, align 4, !dbg !513
  %8 = call float @sqrtf(float noundef %7) #10, !dbg !514
  %9 = fpext float %8 to double, !dbg !514
  %10 = fadd double %6, %9, !dbg !515
  %11 = load double, double* %3, align 8, !dbg !516
  %12 = call double @llvm.fabs.f64(double %11), !dbg !517
  %13 = fadd double %10, %12, !dbg !518
  %14 = load double, double* %3, align 8, !dbg !519
  %15 = call double @llvm.minnum.f64(double %14, double 1.000000e+00), !dbg !520
  %16 = fadd double %13, %15, !dbg !521
  ret double %16, !dbg !522
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #1

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local zeroext i8 @satsub(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !523 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !527, metadata !DIExpression()), !dbg !528
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !529, metadata !DIExpression()), !dbg !530
  %5 = load i8, i8* %3, align 1, !dbg !531
  %6 = zext i8 %5 to i32, !dbg !531
  %7 = load i8, i8* %4, align 1, !dbg !532
  %8 = zext i8 %7 to i32, !dbg !532
  %9 = icmp sgt i32 %6, %8, !dbg !533
  br i1 %9, label %10, label %16, !dbg !531

10:                                               ; preds = %2
  %11 = load i8, i8* %3, align 1, !dbg !534
  %12 = zext i8 %11 to i32, !dbg !534
  %13 = load i8, i8* %4, align 1, !dbg !535
  %14 = zext i8 %13 to i32, !dbg !535
  %15 = sub nsw i32 %12, %14, !dbg !536
  br label %17, !dbg !531

16:                                               ; preds = %2
  br label %17, !dbg !531

17:                                               ; preds = %16, %10
  %18 = phi i32 [ %15, %10 ], [ 0, %16 ], !dbg !531
  %19 = trunc i32 %18 to i8, !dbg !531
  ret i8 %19, !dbg !537
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fcmps(float noundef %0, float noundef %1) #0 !dbg !538 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, float* %3, align 4
  call void @llvm.dbg.declare(metadata float* %3, metadata !541, metadata !DIExpression()), !dbg !542
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !543, metadata !DIExpression()), !dbg !544
  %5 = load float, float* %3, align 4, !dbg !545
  %6 = load float, float* %4, align 4, !dbg !546
  %7 = fcmp olt float %5, %6, !dbg !547
  %8 = zext i1 %7 to i32, !dbg !547
  %9 = load float, float* %3, align 4, !dbg !548
  %10 = load float, float* %4, align 4, !dbg !549
  %11 = fcmp une float %9, %10, !dbg !550
  %12 = zext i1 %11 to i32, !dbg !550
  %13 = add nsw i32 %8, %12, !dbg !551
  %14 = load float, float* %3, align 4, !dbg !552
  %15 = load float, float* %3, align 4, !dbg !553
  %16 = fcmp une float %14, %15, !dbg !554
  %17 = zext i1 %16 to i32, !dbg !554
  %18 = add nsw i32 %13, %17, !dbg !555
  %19 = load float, float* %3, align 4, !dbg !556
  %20 = load float, float* %4, align 4, !dbg !557
  %21 = fcmp oge float %19, %20, !dbg !558
  %22 = zext i1 %21 to i32, !dbg !558
  %23 = add nsw i32 %18, %22, !dbg !559
  ret i32 %23, !dbg !560
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sw8(i8 noundef signext %0) #0 !dbg !561 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !564, metadata !DIExpression()), !dbg !565
  %4 = load i8, i8* %3, align 1, !dbg !566
  %5 = sext i8 %4 to i32, !dbg !566
  switch i32 %5, label %9 [
    i32 97, label %6
    i32 98, label %7
    i32 122, label %8
  ], !dbg !567

6:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !568
  br label %10, !dbg !568

7:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !570
  br label %10, !dbg !570

8:                                                ; preds = %1
  store i32 3, i32* %2, align 4, !dbg !571
  br label %10, !dbg !571

9:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !572
  br label %10, !dbg !572

10:                                               ; preds = %9, %8, %7, %6
  %11 = load i32, i32* %2, align 4, !dbg !573
  ret i32 %11, !dbg !573
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32* @stackalloc(i32 noundef %0) #0 !dbg !574 {
  %2 = alloca i32, align 4
  %3 = alloca i32*, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !577, metadata !DIExpression()), !dbg !578
  call void @llvm.dbg.declare(metadata i32** %3, metadata !579, metadata !DIExpression()), !dbg !580
  %4 = load i32, i32* %2, align 4, !dbg !581
  %5 = mul nsw i32 %4, 4, !dbg !582
  %6 = sext i32 %5 to i64, !dbg !581
  %7 = alloca i8, i64 %6, align 16, !dbg !583
  %8 = bitcast i8* %7 to i32*, !dbg !583
  store i32* %8, i32** %3, align 8, !dbg !580
  %9 = load i32*, i32** %3, align 8, !dbg !584
  %10 = getelementptr inbounds i32, i32* %9, i64 0, !dbg !584
  store i32 1, i32* %10, align 4, !dbg !585
  %11 = load i32*, i32** %3, align 8, !dbg !586
  ret i32* %11, !dbg !587
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @mulov(i64 noundef %0, i64 noundef %1) #0 !dbg !588 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !591, metadata !DIExpression()), !dbg !592
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !593, metadata !DIExpression()), !dbg !594
  call void @llvm.dbg.declare(metadata i64* %5, metadata !595, metadata !DIExpression()), !dbg !596
  %6 = load i64, i64* %3, align 8, !dbg !597
  %7 = load i64, i64* %4, align 8, !dbg !598
  %8 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %6, i64 %7), !dbg !599
  %9 = extractvalue { i64, i1 } %8, 1, !dbg !599
  %10 = extractvalue { i64, i1 } %8, 0, !dbg !599
  store i64 %10, i64* %5, align 8, !dbg !599
  %11 = zext i1 %9 to i32, !dbg !599
  %12 = load i64, i64* %3, align 8, !dbg !600
  %13 = or i64 %12, 1, !dbg !601
  %14 = call i64 @llvm.ctlz.i64(i64 %13, i1 true), !dbg !602
  %15 = trunc i64 %14 to i32, !dbg !602
  %16 = add nsw i32 %11, %15, !dbg !603
  %17 = load i64, i64* %4, align 8, !dbg !604
  %18 = or i64 %17, 2, !dbg !605
  %19 = call i64 @llvm.cttz.i64(i64 %18, i1 true), !dbg !606
  %20 = trunc i64 %19 to i32, !dbg !606
  %21 = add nsw i32 %16, %20, !dbg !607
  %22 = sext i32 %21 to i64, !dbg !599
  ret i64 %22, !dbg !608
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @more(i32 noundef %0) #0 !dbg !609 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.bf, align 8
  %4 = alloca %struct.blob, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !610, metadata !DIExpression()), !dbg !611
  call void @llvm.dbg.declare(metadata %struct.bf* %3, metadata !612, metadata !DIExpression()), !dbg !613
  %5 = bitcast %struct.bf* %3 to i8*, !dbg !613
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %5, i8* align 8 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i8, i8, i8, i8 }* @__const.more.f, i32 0, i32 0), i64 8, i1 false), !dbg !613
  call void @llvm.dbg.declare(metadata %struct.blob* %4, metadata !614, metadata !DIExpression()), !dbg !615
  call void @blobcopy(%struct.blob* noundef %4), !dbg !616
  %6 = call i32 @bitfields(%struct.bf* noundef %3), !dbg !617
  %7 = load i32, i32* %2, align 4, !dbg !618
  %8 = sitofp i32 %7 to double, !dbg !618
  %9 = call double @mathcalls(double noundef %8, float noundef 2.000000e+00), !dbg !619
  %10 = fptosi double %9 to i32, !dbg !620
  %11 = add nsw i32 %6, %10, !dbg !621
  %12 = load i32, i32* %2, align 4, !dbg !622
  %13 = trunc i32 %12 to i8, !dbg !622
  %14 = call zeroext i8 @satsub(i8 noundef zeroext %13, i8 noundef zeroext 1), !dbg !623
  %15 = zext i8 %14 to i32, !dbg !623
  %16 = add nsw i32 %11, %15, !dbg !624
  %17 = load i32, i32* %2, align 4, !dbg !625
  %18 = sitofp i32 %17 to float, !dbg !625
  %19 = call i32 @fcmps(float noundef %18, float noundef 2.000000e+00), !dbg !626
  %20 = add nsw i32 %16, %19, !dbg !627
  %21 = load i32, i32* %2, align 4, !dbg !628
  %22 = trunc i32 %21 to i8, !dbg !628
  %23 = call i32 @sw8(i8 noundef signext %22), !dbg !629
  %24 = add nsw i32 %20, %23, !dbg !630
  %25 = call i32* @stackalloc(i32 noundef 2), !dbg !631
  %26 = load i32, i32* %25, align 4, !dbg !632
  %27 = add nsw i32 %24, %26, !dbg !633
  %28 = load i32, i32* %2, align 4, !dbg !634
  %29 = sext i32 %28 to i64, !dbg !634
  %30 = call i64 @mulov(i64 noundef %29, i64 noundef 3), !dbg !635
  %31 = trunc i64 %30 to i32, !dbg !636
  %32 = add nsw i32 %27, %31, !dbg !637
  %33 = getelementptr inbounds %struct.blob, %struct.blob* %4, i32 0, i32 1, !dbg !638
  %34 = load i32, i32* %33, align 4, !dbg !638
  %35 = add nsw i32 %32, %34, !dbg !639
  ret i32 %35, !dbg !640
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !641 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.big, align 8
  %4 = alloca %struct.small, align 8
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !642, metadata !DIExpression()), !dbg !643
  %6 = bitcast i32* %2 to i8*, !dbg !644
  call void @klee_make_symbolic(i8* noundef %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !645
  %7 = load i32, i32* %2, align 4, !dbg !646
  %8 = icmp sgt i32 %7, -100, !dbg !647
  br i1 %8, label %9, label %12, !dbg !648

9:                                                ; preds = %0
  %10 = load i32, i32* %2, align 4, !dbg !649
  %11 = icmp slt i32 %10, 100, !dbg !650
  br label %12

12:                                               ; preds = %9, %0
  %13 = phi i1 [ false, %0 ], [ %11, %9 ], !dbg !651
  %14 = zext i1 %13 to i32, !dbg !648
  %15 = sext i32 %14 to i64, !dbg !646
  call void @klee_assume(i64 noundef %15), !dbg !652
  call void @llvm.dbg.declare(metadata %struct.big* %3, metadata !653, metadata !DIExpression()), !dbg !654
  %16 = load i32, i32* %2, align 4, !dbg !655
  %17 = sext i32 %16 to i64, !dbg !655
  call void @mk_big(%struct.big* sret(%struct.big) align 8 %3, i64 noundef %17), !dbg !656
  call void @llvm.dbg.declare(metadata %struct.small* %4, metadata !657, metadata !DIExpression()), !dbg !658
  %18 = load i32, i32* %2, align 4, !dbg !659
  %19 = sext i32 %18 to i64, !dbg !659
  %20 = call { i64, i64 } @mk_small(i64 noundef %19), !dbg !660
  %21 = bitcast %struct.small* %4 to { i64, i64 }*, !dbg !660
  %22 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %21, i32 0, i32 0, !dbg !660
  %23 = extractvalue { i64, i64 } %20, 0, !dbg !660
  store i64 %23, i64* %22, align 8, !dbg !660
  %24 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %21, i32 0, i32 1, !dbg !660
  %25 = extractvalue { i64, i64 } %20, 1, !dbg !660
  store i64 %25, i64* %24, align 8, !dbg !660
  call void @llvm.dbg.declare(metadata i32* %5, metadata !661, metadata !DIExpression()), !dbg !662
  %26 = load i32, i32* %2, align 4, !dbg !663
  %27 = call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef %26, i32 noundef 2, i32 noundef 3), !dbg !664
  %28 = call i64 @use_big(%struct.big* noundef byval(%struct.big) align 8 %3), !dbg !665
  %29 = trunc i64 %28 to i32, !dbg !666
  %30 = add nsw i32 %27, %29, !dbg !667
  %31 = getelementptr inbounds %struct.small, %struct.small* %4, i32 0, i32 1, !dbg !668
  %32 = load i64, i64* %31, align 8, !dbg !668
  %33 = trunc i64 %32 to i32, !dbg !669
  %34 = add nsw i32 %30, %33, !dbg !670
  %35 = call i32 @vla(i32 noundef 3), !dbg !671
  %36 = add nsw i32 %34, %35, !dbg !672
  %37 = load i32, i32* %2, align 4, !dbg !673
  %38 = load i32, i32* %2, align 4, !dbg !674
  %39 = sext i32 %38 to i64, !dbg !674
  %40 = call i32 @bitops(i32 noundef %37, i64 noundef %39), !dbg !675
  %41 = add nsw i32 %36, %40, !dbg !676
  %42 = load i32, i32* %2, align 4, !dbg !677
  %43 = call i32 @sw(i32 noundef %42), !dbg !678
  %44 = add nsw i32 %41, %43, !dbg !679
  %45 = call i32 @atom(), !dbg !680
  %46 = add nsw i32 %44, %45, !dbg !681
  store i32 %46, i32* %5, align 4, !dbg !662
  %47 = load i32, i32* %2, align 4, !dbg !682
  %48 = sitofp i32 %47 to double, !dbg !682
  %49 = call double @fl(double noundef %48, float noundef 2.000000e+00), !dbg !683
  %50 = fptosi double %49 to i32, !dbg !684
  %51 = load i32, i32* %2, align 4, !dbg !685
  %52 = and i32 %51, 1, !dbg !686
  %53 = sext i32 %52 to i64, !dbg !687
  %54 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i64 0, i64 %53, !dbg !687
  %55 = load i8*, i8** %54, align 8, !dbg !687
  %56 = call i32 @loopy(i8* noundef %55), !dbg !688
  %57 = add nsw i32 %50, %56, !dbg !689
  %58 = load i32, i32* %2, align 4, !dbg !690
  %59 = call i32 @fptr_call(i32 noundef %58), !dbg !691
  %60 = add nsw i32 %57, %59, !dbg !692
  %61 = load i32, i32* %2, align 4, !dbg !693
  %62 = and i32 %61, 7, !dbg !694
  %63 = sext i32 %62 to i64, !dbg !695
  %64 = getelementptr inbounds [10 x i32], [10 x i32]* @table, i64 0, i64 %63, !dbg !695
  %65 = load i32, i32* %64, align 4, !dbg !695
  %66 = add nsw i32 %60, %65, !dbg !696
  %67 = load i32*, i32** @pmid, align 8, !dbg !697
  %68 = load i32, i32* %67, align 4, !dbg !698
  %69 = add nsw i32 %66, %68, !dbg !699
  %70 = load %struct.node*, %struct.node** getelementptr inbounds (%struct.node, %struct.node* @n1, i32 0, i32 1), align 8, !dbg !700
  %71 = getelementptr inbounds %struct.node, %struct.node* %70, i32 0, i32 0, !dbg !701
  %72 = load i32, i32* %71, align 8, !dbg !701
  %73 = add nsw i32 %69, %72, !dbg !702
  %74 = load i32, i32* %5, align 4, !dbg !703
  %75 = add nsw i32 %74, %73, !dbg !703
  store i32 %75, i32* %5, align 4, !dbg !703
  %76 = bitcast %struct.big* %3 to i8*, !dbg !704
  %77 = call i64 @osize(i8* noundef %76), !dbg !705
  %78 = trunc i64 %77 to i32, !dbg !706
  %79 = load i32, i32* %2, align 4, !dbg !707
  %80 = call i32 @more(i32 noundef %79), !dbg !708
  %81 = add nsw i32 %78, %80, !dbg !709
  %82 = load i32, i32* %5, align 4, !dbg !710
  %83 = add nsw i32 %82, %81, !dbg !710
  store i32 %83, i32* %5, align 4, !dbg !710
  %84 = load i32, i32* %5, align 4, !dbg !711
  %85 = icmp eq i32 %84, 12345, !dbg !713
  br i1 %85, label %86, label %87, !dbg !714

86:                                               ; preds = %12
  call void @llvm.trap(), !dbg !715
  br label %87, !dbg !715

87:                                               ; preds = %86, %12
  %88 = load i32, i32* %2, align 4, !dbg !716
  %89 = icmp eq i32 %88, 99, !dbg !718
  br i1 %89, label %90, label %91, !dbg !719

90:                                               ; preds = %87
  unreachable, !dbg !720

91:                                               ; preds = %87
  %92 = load i32, i32* %5, align 4, !dbg !721
  ret i32 %92, !dbg !722
}

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #7

declare void @klee_assume(i64 noundef) #7

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #8

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind }
attributes #9 = { nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 16, type: !79, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !23, splitDebugInlining: false, nameTableKind: None)
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
!88 = !{i32 7, !"frame-pointer", i32 2}
!89 = !{!"Debian clang version 14.0.6"}
!90 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 31, type: !91, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!16, !16, null}
!93 = !{}
!94 = !DILocalVariable(name: "n", arg: 1, scope: !90, file: !3, line: 31, type: !16)
!95 = !DILocation(line: 31, column: 13, scope: !90)
!96 = !DILocalVariable(name: "ap", scope: !90, file: !3, line: 32, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !98, line: 14, baseType: !99)
!98 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !100, baseType: !101)
!100 = !DIFile(filename: "testdata/c/features.c", directory: ".")
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !102, size: 192, elements: !109)
!102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !103)
!103 = !{!104, !105, !106, !108}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !102, file: !100, line: 32, baseType: !7, size: 32)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !102, file: !100, line: 32, baseType: !7, size: 32, offset: 32)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !102, file: !100, line: 32, baseType: !107, size: 64, offset: 64)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !102, file: !100, line: 32, baseType: !107, size: 64, offset: 128)
!109 = !{!110}
!110 = !DISubrange(count: 1)
!111 = !DILocation(line: 32, column: 11, scope: !90)
!112 = !DILocalVariable(name: "ap2", scope: !90, file: !3, line: 32, type: !97)
!113 = !DILocation(line: 32, column: 15, scope: !90)
!114 = !DILocation(line: 33, column: 3, scope: !90)
!115 = !DILocation(line: 34, column: 3, scope: !90)
!116 = !DILocalVariable(name: "s", scope: !90, file: !3, line: 35, type: !16)
!117 = !DILocation(line: 35, column: 7, scope: !90)
!118 = !DILocalVariable(name: "i", scope: !119, file: !3, line: 36, type: !16)
!119 = distinct !DILexicalBlock(scope: !90, file: !3, line: 36, column: 3)
!120 = !DILocation(line: 36, column: 12, scope: !119)
!121 = !DILocation(line: 36, column: 8, scope: !119)
!122 = !DILocation(line: 36, column: 19, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !3, line: 36, column: 3)
!124 = !DILocation(line: 36, column: 23, scope: !123)
!125 = !DILocation(line: 36, column: 21, scope: !123)
!126 = !DILocation(line: 36, column: 3, scope: !119)
!127 = !DILocation(line: 36, column: 36, scope: !123)
!128 = !DILocation(line: 36, column: 33, scope: !123)
!129 = !DILocation(line: 36, column: 31, scope: !123)
!130 = !DILocation(line: 36, column: 27, scope: !123)
!131 = !DILocation(line: 36, column: 3, scope: !123)
!132 = distinct !{!132, !126, !133, !134}
!133 = !DILocation(line: 36, column: 36, scope: !119)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 37, column: 3, scope: !90)
!136 = !DILocation(line: 38, column: 3, scope: !90)
!137 = !DILocation(line: 39, column: 10, scope: !90)
!138 = !DILocation(line: 39, column: 3, scope: !90)
!139 = distinct !DISubprogram(name: "mk_small", scope: !3, file: !3, line: 42, type: !140, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!140 = !DISubroutineType(types: !141)
!141 = !{!142, !18}
!142 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !3, line: 12, size: 128, elements: !143)
!143 = !{!144, !145}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !142, file: !3, line: 12, baseType: !18, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !142, file: !3, line: 12, baseType: !18, size: 64, offset: 64)
!146 = !DILocalVariable(name: "a", arg: 1, scope: !139, file: !3, line: 42, type: !18)
!147 = !DILocation(line: 42, column: 28, scope: !139)
!148 = !DILocalVariable(name: "s", scope: !139, file: !3, line: 42, type: !142)
!149 = !DILocation(line: 42, column: 46, scope: !139)
!150 = !DILocation(line: 42, column: 50, scope: !139)
!151 = !DILocation(line: 42, column: 51, scope: !139)
!152 = !DILocation(line: 42, column: 54, scope: !139)
!153 = !DILocation(line: 42, column: 56, scope: !139)
!154 = !DILocation(line: 42, column: 62, scope: !139)
!155 = distinct !DISubprogram(name: "use_big", scope: !3, file: !3, line: 43, type: !156, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!156 = !DISubroutineType(types: !157)
!157 = !{!18, !158}
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !3, line: 13, size: 512, elements: !159)
!159 = !{!160}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !158, file: !3, line: 13, baseType: !161, size: 512)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 512, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 8)
!164 = !DILocalVariable(name: "b", arg: 1, scope: !155, file: !3, line: 43, type: !158)
!165 = !DILocation(line: 43, column: 25, scope: !155)
!166 = !DILocation(line: 43, column: 39, scope: !155)
!167 = !DILocation(line: 43, column: 37, scope: !155)
!168 = !DILocation(line: 43, column: 30, scope: !155)
!169 = distinct !DISubprogram(name: "mk_big", scope: !3, file: !3, line: 44, type: !170, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!170 = !DISubroutineType(types: !171)
!171 = !{!158, !18}
!172 = !DILocalVariable(name: "x", arg: 1, scope: !169, file: !3, line: 44, type: !18)
!173 = !DILocation(line: 44, column: 24, scope: !169)
!174 = !DILocalVariable(name: "b", scope: !169, file: !3, line: 44, type: !158)
!175 = !DILocation(line: 44, column: 40, scope: !169)
!176 = !DILocation(line: 44, column: 43, scope: !169)
!177 = !DILocation(line: 44, column: 77, scope: !169)
!178 = !DILocation(line: 44, column: 70, scope: !169)
!179 = !DILocation(line: 44, column: 68, scope: !169)
!180 = !DILocation(line: 44, column: 75, scope: !169)
!181 = !DILocation(line: 44, column: 80, scope: !169)
!182 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 46, type: !63, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!183 = !DILocalVariable(name: "n", arg: 1, scope: !182, file: !3, line: 46, type: !16)
!184 = !DILocation(line: 46, column: 13, scope: !182)
!185 = !DILocation(line: 47, column: 9, scope: !182)
!186 = !DILocation(line: 47, column: 3, scope: !182)
!187 = !DILocalVariable(name: "__vla_expr0", scope: !182, type: !188, flags: DIFlagArtificial)
!188 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!189 = !DILocation(line: 0, scope: !182)
!190 = !DILocalVariable(name: "a", scope: !182, file: !3, line: 47, type: !191)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !192)
!192 = !{!193}
!193 = !DISubrange(count: !187)
!194 = !DILocation(line: 47, column: 7, scope: !182)
!195 = !DILocalVariable(name: "i", scope: !196, file: !3, line: 48, type: !16)
!196 = distinct !DILexicalBlock(scope: !182, file: !3, line: 48, column: 3)
!197 = !DILocation(line: 48, column: 12, scope: !196)
!198 = !DILocation(line: 48, column: 8, scope: !196)
!199 = !DILocation(line: 48, column: 19, scope: !200)
!200 = distinct !DILexicalBlock(scope: !196, file: !3, line: 48, column: 3)
!201 = !DILocation(line: 48, column: 23, scope: !200)
!202 = !DILocation(line: 48, column: 21, scope: !200)
!203 = !DILocation(line: 48, column: 3, scope: !196)
!204 = !DILocation(line: 48, column: 38, scope: !200)
!205 = !DILocation(line: 48, column: 33, scope: !200)
!206 = !DILocation(line: 48, column: 31, scope: !200)
!207 = !DILocation(line: 48, column: 36, scope: !200)
!208 = !DILocation(line: 48, column: 27, scope: !200)
!209 = !DILocation(line: 48, column: 3, scope: !200)
!210 = distinct !{!210, !203, !211, !134}
!211 = !DILocation(line: 48, column: 38, scope: !196)
!212 = !DILocation(line: 49, column: 12, scope: !182)
!213 = !DILocation(line: 49, column: 14, scope: !182)
!214 = !DILocation(line: 49, column: 10, scope: !182)
!215 = !DILocation(line: 50, column: 1, scope: !182)
!216 = distinct !DISubprogram(name: "bitops", scope: !3, file: !3, line: 52, type: !217, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!217 = !DISubroutineType(types: !218)
!218 = !{!16, !7, !219}
!219 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!220 = !DILocalVariable(name: "x", arg: 1, scope: !216, file: !3, line: 52, type: !7)
!221 = !DILocation(line: 52, column: 21, scope: !216)
!222 = !DILocalVariable(name: "y", arg: 2, scope: !216, file: !3, line: 52, type: !219)
!223 = !DILocation(line: 52, column: 43, scope: !216)
!224 = !DILocalVariable(name: "r", scope: !216, file: !3, line: 53, type: !16)
!225 = !DILocation(line: 53, column: 7, scope: !216)
!226 = !DILocation(line: 53, column: 30, scope: !216)
!227 = !DILocation(line: 53, column: 11, scope: !216)
!228 = !DILocation(line: 53, column: 49, scope: !216)
!229 = !DILocation(line: 53, column: 51, scope: !216)
!230 = !DILocation(line: 53, column: 35, scope: !216)
!231 = !DILocation(line: 53, column: 33, scope: !216)
!232 = !DILocation(line: 53, column: 72, scope: !216)
!233 = !DILocation(line: 53, column: 74, scope: !216)
!234 = !DILocation(line: 53, column: 58, scope: !216)
!235 = !DILocation(line: 53, column: 56, scope: !216)
!236 = !DILocation(line: 54, column: 31, scope: !216)
!237 = !DILocation(line: 54, column: 13, scope: !216)
!238 = !DILocation(line: 54, column: 62, scope: !216)
!239 = !DILocation(line: 54, column: 41, scope: !216)
!240 = !DILocation(line: 54, column: 34, scope: !216)
!241 = !DILocation(line: 54, column: 5, scope: !216)
!242 = !DILocalVariable(name: "ov", scope: !216, file: !3, line: 55, type: !16)
!243 = !DILocation(line: 55, column: 7, scope: !216)
!244 = !DILocation(line: 56, column: 35, scope: !245)
!245 = distinct !DILexicalBlock(scope: !216, file: !3, line: 56, column: 7)
!246 = !DILocation(line: 56, column: 7, scope: !245)
!247 = !DILocation(line: 56, column: 7, scope: !216)
!248 = !DILocation(line: 56, column: 48, scope: !245)
!249 = !DILocation(line: 56, column: 47, scope: !245)
!250 = !DILocation(line: 57, column: 40, scope: !251)
!251 = distinct !DILexicalBlock(scope: !216, file: !3, line: 57, column: 7)
!252 = !DILocation(line: 57, column: 7, scope: !251)
!253 = !DILocation(line: 57, column: 7, scope: !216)
!254 = !DILocation(line: 57, column: 66, scope: !251)
!255 = !DILocation(line: 57, column: 65, scope: !251)
!256 = !DILocation(line: 58, column: 24, scope: !257)
!257 = distinct !DILexicalBlock(scope: !216, file: !3, line: 58, column: 7)
!258 = !DILocation(line: 58, column: 26, scope: !257)
!259 = !DILocation(line: 58, column: 7, scope: !257)
!260 = !DILocation(line: 58, column: 7, scope: !216)
!261 = !DILocation(line: 58, column: 38, scope: !257)
!262 = !DILocation(line: 58, column: 36, scope: !257)
!263 = !DILocation(line: 59, column: 17, scope: !216)
!264 = !DILocation(line: 59, column: 8, scope: !216)
!265 = !DILocation(line: 59, column: 38, scope: !216)
!266 = !DILocation(line: 59, column: 27, scope: !216)
!267 = !DILocation(line: 59, column: 22, scope: !216)
!268 = !DILocation(line: 59, column: 20, scope: !216)
!269 = !DILocation(line: 59, column: 5, scope: !216)
!270 = !DILocation(line: 60, column: 10, scope: !216)
!271 = !DILocation(line: 60, column: 3, scope: !216)
!272 = distinct !DISubprogram(name: "fl", scope: !3, file: !3, line: 63, type: !273, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!273 = !DISubroutineType(types: !274)
!274 = !{!19, !19, !20}
!275 = !DILocalVariable(name: "a", arg: 1, scope: !272, file: !3, line: 63, type: !19)
!276 = !DILocation(line: 63, column: 18, scope: !272)
!277 = !DILocalVariable(name: "b", arg: 2, scope: !272, file: !3, line: 63, type: !20)
!278 = !DILocation(line: 63, column: 27, scope: !272)
!279 = !DILocalVariable(name: "c", scope: !272, file: !3, line: 64, type: !19)
!280 = !DILocation(line: 64, column: 10, scope: !272)
!281 = !DILocation(line: 64, column: 14, scope: !272)
!282 = !DILocation(line: 64, column: 18, scope: !272)
!283 = !DILocation(line: 64, column: 22, scope: !272)
!284 = !DILocation(line: 64, column: 24, scope: !272)
!285 = !DILocation(line: 64, column: 20, scope: !272)
!286 = !DILocation(line: 64, column: 47, scope: !272)
!287 = !DILocation(line: 64, column: 40, scope: !272)
!288 = !DILocation(line: 64, column: 32, scope: !272)
!289 = !DILocation(line: 64, column: 30, scope: !272)
!290 = !DILocation(line: 65, column: 7, scope: !291)
!291 = distinct !DILexicalBlock(scope: !272, file: !3, line: 65, column: 7)
!292 = !DILocation(line: 65, column: 11, scope: !291)
!293 = !DILocation(line: 65, column: 9, scope: !291)
!294 = !DILocation(line: 65, column: 13, scope: !291)
!295 = !DILocation(line: 65, column: 16, scope: !291)
!296 = !DILocation(line: 65, column: 21, scope: !291)
!297 = !DILocation(line: 65, column: 18, scope: !291)
!298 = !DILocation(line: 65, column: 7, scope: !272)
!299 = !DILocation(line: 65, column: 29, scope: !291)
!300 = !DILocation(line: 65, column: 28, scope: !291)
!301 = !DILocation(line: 65, column: 26, scope: !291)
!302 = !DILocation(line: 65, column: 24, scope: !291)
!303 = !DILocalVariable(name: "u", scope: !272, file: !3, line: 66, type: !7)
!304 = !DILocation(line: 66, column: 12, scope: !272)
!305 = !DILocation(line: 66, column: 26, scope: !272)
!306 = !DILocation(line: 66, column: 16, scope: !272)
!307 = !DILocalVariable(name: "s", scope: !272, file: !3, line: 67, type: !16)
!308 = !DILocation(line: 67, column: 7, scope: !272)
!309 = !DILocation(line: 67, column: 16, scope: !272)
!310 = !DILocation(line: 67, column: 11, scope: !272)
!311 = !DILocation(line: 68, column: 10, scope: !272)
!312 = !DILocation(line: 68, column: 14, scope: !272)
!313 = !DILocation(line: 68, column: 12, scope: !272)
!314 = !DILocation(line: 68, column: 18, scope: !272)
!315 = !DILocation(line: 68, column: 16, scope: !272)
!316 = !DILocation(line: 68, column: 29, scope: !272)
!317 = !DILocation(line: 68, column: 22, scope: !272)
!318 = !DILocation(line: 68, column: 20, scope: !272)
!319 = !DILocation(line: 68, column: 48, scope: !272)
!320 = !DILocation(line: 68, column: 33, scope: !272)
!321 = !DILocation(line: 68, column: 31, scope: !272)
!322 = !DILocation(line: 68, column: 3, scope: !272)
!323 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 71, type: !63, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!324 = !DILocalVariable(name: "x", arg: 1, scope: !323, file: !3, line: 71, type: !16)
!325 = !DILocation(line: 71, column: 12, scope: !323)
!326 = !DILocation(line: 72, column: 11, scope: !323)
!327 = !DILocation(line: 72, column: 3, scope: !323)
!328 = !DILocation(line: 73, column: 11, scope: !329)
!329 = distinct !DILexicalBlock(scope: !323, file: !3, line: 72, column: 14)
!330 = !DILocation(line: 74, column: 11, scope: !329)
!331 = !DILocation(line: 75, column: 19, scope: !329)
!332 = !DILocation(line: 76, column: 12, scope: !329)
!333 = !DILocation(line: 77, column: 12, scope: !329)
!334 = !DILocation(line: 79, column: 1, scope: !323)
!335 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 81, type: !336, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!336 = !DISubroutineType(types: !337)
!337 = !{!16}
!338 = !DILocation(line: 82, column: 3, scope: !335)
!339 = !DILocalVariable(name: "exp", scope: !335, file: !3, line: 83, type: !16)
!340 = !DILocation(line: 83, column: 7, scope: !335)
!341 = !DILocation(line: 84, column: 3, scope: !335)
!342 = !DILocation(line: 85, column: 3, scope: !335)
!343 = !DILocation(line: 86, column: 10, scope: !335)
!344 = !DILocation(line: 86, column: 3, scope: !335)
!345 = distinct !DISubprogram(name: "structs", scope: !3, file: !3, line: 89, type: !346, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!346 = !DISubroutineType(types: !347)
!347 = !{!16, !348, !349, !355, !361}
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !350, size: 64)
!350 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !3, line: 9, size: 56, elements: !351)
!351 = !{!352, !353, !354}
!352 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !350, file: !3, line: 9, baseType: !22, size: 8)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !350, file: !3, line: 9, baseType: !16, size: 32, offset: 8)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !350, file: !3, line: 9, baseType: !50, size: 16, offset: 40)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!356 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 10, size: 32, elements: !357)
!357 = !{!358, !359, !360}
!358 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !356, file: !3, line: 10, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !356, file: !3, line: 10, baseType: !7, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !356, file: !3, line: 10, baseType: !16, size: 12, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !362, size: 64)
!362 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 11, size: 32, elements: !363)
!363 = !{!364, !365, !366}
!364 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !362, file: !3, line: 11, baseType: !16, size: 32)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !362, file: !3, line: 11, baseType: !20, size: 32)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !362, file: !3, line: 11, baseType: !367, size: 32)
!367 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 32, elements: !368)
!368 = !{!369}
!369 = !DISubrange(count: 4)
!370 = !DILocalVariable(name: "p", arg: 1, scope: !345, file: !3, line: 89, type: !348)
!371 = !DILocation(line: 89, column: 25, scope: !345)
!372 = !DILocalVariable(name: "q", arg: 2, scope: !345, file: !3, line: 89, type: !349)
!373 = !DILocation(line: 89, column: 43, scope: !345)
!374 = !DILocalVariable(name: "b", arg: 3, scope: !345, file: !3, line: 89, type: !355)
!375 = !DILocation(line: 89, column: 59, scope: !345)
!376 = !DILocalVariable(name: "v", arg: 4, scope: !345, file: !3, line: 89, type: !361)
!377 = !DILocation(line: 89, column: 71, scope: !345)
!378 = !DILocation(line: 90, column: 3, scope: !345)
!379 = !DILocation(line: 90, column: 6, scope: !345)
!380 = !DILocation(line: 90, column: 8, scope: !345)
!381 = !DILocation(line: 91, column: 3, scope: !345)
!382 = !DILocation(line: 91, column: 6, scope: !345)
!383 = !DILocation(line: 91, column: 8, scope: !345)
!384 = !DILocation(line: 92, column: 3, scope: !345)
!385 = !DILocation(line: 92, column: 6, scope: !345)
!386 = !DILocation(line: 92, column: 8, scope: !345)
!387 = !DILocation(line: 93, column: 10, scope: !345)
!388 = !DILocation(line: 93, column: 13, scope: !345)
!389 = !DILocation(line: 93, column: 17, scope: !345)
!390 = !DILocation(line: 93, column: 20, scope: !345)
!391 = !DILocation(line: 93, column: 15, scope: !345)
!392 = !DILocation(line: 93, column: 24, scope: !345)
!393 = !DILocation(line: 93, column: 27, scope: !345)
!394 = !DILocation(line: 93, column: 22, scope: !345)
!395 = !DILocation(line: 93, column: 31, scope: !345)
!396 = !DILocation(line: 93, column: 34, scope: !345)
!397 = !DILocation(line: 93, column: 29, scope: !345)
!398 = !DILocation(line: 93, column: 38, scope: !345)
!399 = !DILocation(line: 93, column: 41, scope: !345)
!400 = !DILocation(line: 93, column: 36, scope: !345)
!401 = !DILocation(line: 93, column: 45, scope: !345)
!402 = !DILocation(line: 93, column: 48, scope: !345)
!403 = !DILocation(line: 93, column: 43, scope: !345)
!404 = !DILocation(line: 93, column: 3, scope: !345)
!405 = distinct !DISubprogram(name: "osize", scope: !3, file: !3, line: 96, type: !406, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!406 = !DISubroutineType(types: !407)
!407 = !{!188, !21}
!408 = !DILocalVariable(name: "p", arg: 1, scope: !405, file: !3, line: 96, type: !21)
!409 = !DILocation(line: 96, column: 27, scope: !405)
!410 = !DILocation(line: 96, column: 61, scope: !405)
!411 = !DILocation(line: 96, column: 39, scope: !405)
!412 = !DILocation(line: 96, column: 91, scope: !405)
!413 = !DILocation(line: 96, column: 69, scope: !405)
!414 = !DILocation(line: 96, column: 67, scope: !405)
!415 = !DILocation(line: 96, column: 32, scope: !405)
!416 = distinct !DISubprogram(name: "loopy", scope: !3, file: !3, line: 98, type: !417, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!417 = !DISubroutineType(types: !418)
!418 = !{!16, !27}
!419 = !DILocalVariable(name: "s", arg: 1, scope: !416, file: !3, line: 98, type: !27)
!420 = !DILocation(line: 98, column: 23, scope: !416)
!421 = !DILocalVariable(name: "h", scope: !416, file: !3, line: 99, type: !16)
!422 = !DILocation(line: 99, column: 7, scope: !416)
!423 = !DILocation(line: 100, column: 3, scope: !416)
!424 = !DILocation(line: 100, column: 11, scope: !416)
!425 = !DILocation(line: 100, column: 10, scope: !416)
!426 = !DILocation(line: 100, column: 18, scope: !416)
!427 = !DILocation(line: 100, column: 20, scope: !416)
!428 = !DILocation(line: 100, column: 29, scope: !416)
!429 = !DILocation(line: 100, column: 27, scope: !416)
!430 = !DILocation(line: 100, column: 25, scope: !416)
!431 = !DILocation(line: 100, column: 16, scope: !416)
!432 = distinct !{!432, !423, !428, !134}
!433 = !DILocalVariable(name: "buf", scope: !416, file: !3, line: 101, type: !434)
!434 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 128, elements: !435)
!435 = !{!436}
!436 = !DISubrange(count: 16)
!437 = !DILocation(line: 101, column: 8, scope: !416)
!438 = !DILocation(line: 102, column: 3, scope: !416)
!439 = !DILocation(line: 102, column: 15, scope: !416)
!440 = !DILocation(line: 103, column: 11, scope: !416)
!441 = !DILocation(line: 103, column: 15, scope: !416)
!442 = !DILocation(line: 103, column: 3, scope: !416)
!443 = !DILocation(line: 104, column: 10, scope: !416)
!444 = !DILocation(line: 104, column: 14, scope: !416)
!445 = !DILocation(line: 104, column: 12, scope: !416)
!446 = !DILocation(line: 104, column: 3, scope: !416)
!447 = distinct !DISubprogram(name: "fptr_call", scope: !3, file: !3, line: 107, type: !63, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!448 = !DILocalVariable(name: "k", arg: 1, scope: !447, file: !3, line: 107, type: !16)
!449 = !DILocation(line: 107, column: 19, scope: !447)
!450 = !DILocation(line: 107, column: 33, scope: !447)
!451 = !DILocation(line: 107, column: 49, scope: !447)
!452 = !DILocation(line: 107, column: 69, scope: !447)
!453 = !DILocation(line: 107, column: 71, scope: !447)
!454 = !DILocation(line: 107, column: 63, scope: !447)
!455 = !DILocation(line: 107, column: 76, scope: !447)
!456 = !DILocation(line: 107, column: 56, scope: !447)
!457 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 28, type: !63, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !93)
!458 = !DILocalVariable(name: "x", arg: 1, scope: !457, file: !3, line: 28, type: !16)
!459 = !DILocation(line: 28, column: 20, scope: !457)
!460 = !DILocation(line: 28, column: 32, scope: !457)
!461 = !DILocation(line: 28, column: 34, scope: !457)
!462 = !DILocation(line: 28, column: 25, scope: !457)
!463 = distinct !DISubprogram(name: "dec", scope: !3, file: !3, line: 29, type: !63, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !93)
!464 = !DILocalVariable(name: "x", arg: 1, scope: !463, file: !3, line: 29, type: !16)
!465 = !DILocation(line: 29, column: 20, scope: !463)
!466 = !DILocation(line: 29, column: 32, scope: !463)
!467 = !DILocation(line: 29, column: 34, scope: !463)
!468 = !DILocation(line: 29, column: 25, scope: !463)
!469 = distinct !DISubprogram(name: "bitfields", scope: !3, file: !3, line: 116, type: !470, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!470 = !DISubroutineType(types: !471)
!471 = !{!16, !472}
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !473, size: 64)
!473 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !3, line: 113, size: 64, elements: !474)
!474 = !{!475, !476, !477}
!475 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !473, file: !3, line: 113, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !473, file: !3, line: 113, baseType: !7, size: 21, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!477 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !473, file: !3, line: 113, baseType: !219, size: 40, offset: 24, flags: DIFlagBitField, extraData: i64 0)
!478 = !DILocalVariable(name: "p", arg: 1, scope: !469, file: !3, line: 116, type: !472)
!479 = !DILocation(line: 116, column: 26, scope: !469)
!480 = !DILocation(line: 116, column: 31, scope: !469)
!481 = !DILocation(line: 116, column: 34, scope: !469)
!482 = !DILocation(line: 116, column: 36, scope: !469)
!483 = !DILocation(line: 116, column: 42, scope: !469)
!484 = !DILocation(line: 116, column: 45, scope: !469)
!485 = !DILocation(line: 116, column: 47, scope: !469)
!486 = !DILocation(line: 116, column: 59, scope: !469)
!487 = !DILocation(line: 116, column: 62, scope: !469)
!488 = !DILocation(line: 116, column: 66, scope: !469)
!489 = !DILocation(line: 116, column: 69, scope: !469)
!490 = !DILocation(line: 116, column: 64, scope: !469)
!491 = !DILocation(line: 116, column: 78, scope: !469)
!492 = !DILocation(line: 116, column: 81, scope: !469)
!493 = !DILocation(line: 116, column: 73, scope: !469)
!494 = !DILocation(line: 116, column: 71, scope: !469)
!495 = !DILocation(line: 116, column: 52, scope: !469)
!496 = distinct !DISubprogram(name: "blobcopy", scope: !3, file: !3, line: 117, type: !497, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !499}
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!500 = !DILocalVariable(name: "d", arg: 1, scope: !496, file: !3, line: 117, type: !499)
!501 = !DILocation(line: 117, column: 28, scope: !496)
!502 = !DILocation(line: 117, column: 34, scope: !496)
!503 = !DILocation(line: 117, column: 38, scope: !496)
!504 = !DILocation(line: 117, column: 52, scope: !496)
!505 = !DILocation(line: 117, column: 56, scope: !496)
!506 = distinct !DISubprogram(name: "mathcalls", scope: !3, file: !3, line: 118, type: !273, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!507 = !DILocalVariable(name: "x", arg: 1, scope: !506, file: !3, line: 118, type: !19)
!508 = !DILocation(line: 118, column: 25, scope: !506)
!509 = !DILocalVariable(name: "y", arg: 2, scope: !506, file: !3, line: 118, type: !20)
!510 = !DILocation(line: 118, column: 34, scope: !506)
!511 = !DILocation(line: 118, column: 52, scope: !506)
!512 = !DILocation(line: 118, column: 46, scope: !506)
!513 = !DILocation(line: 118, column: 63, scope: !506)
!514 = !DILocation(line: 118, column: 57, scope: !506)
!515 = !DILocation(line: 118, column: 55, scope: !506)
!516 = !DILocation(line: 118, column: 83, scope: !506)
!517 = !DILocation(line: 118, column: 68, scope: !506)
!518 = !DILocation(line: 118, column: 66, scope: !506)
!519 = !DILocation(line: 118, column: 93, scope: !506)
!520 = !DILocation(line: 118, column: 88, scope: !506)
!521 = !DILocation(line: 118, column: 86, scope: !506)
!522 = !DILocation(line: 118, column: 39, scope: !506)
!523 = distinct !DISubprogram(name: "satsub", scope: !3, file: !3, line: 119, type: !524, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!524 = !DISubroutineType(types: !525)
!525 = !{!526, !526, !526}
!526 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!527 = !DILocalVariable(name: "a", arg: 1, scope: !523, file: !3, line: 119, type: !526)
!528 = !DILocation(line: 119, column: 36, scope: !523)
!529 = !DILocalVariable(name: "b", arg: 2, scope: !523, file: !3, line: 119, type: !526)
!530 = !DILocation(line: 119, column: 53, scope: !523)
!531 = !DILocation(line: 119, column: 65, scope: !523)
!532 = !DILocation(line: 119, column: 69, scope: !523)
!533 = !DILocation(line: 119, column: 67, scope: !523)
!534 = !DILocation(line: 119, column: 73, scope: !523)
!535 = !DILocation(line: 119, column: 77, scope: !523)
!536 = !DILocation(line: 119, column: 75, scope: !523)
!537 = !DILocation(line: 119, column: 58, scope: !523)
!538 = distinct !DISubprogram(name: "fcmps", scope: !3, file: !3, line: 120, type: !539, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!539 = !DISubroutineType(types: !540)
!540 = !{!16, !20, !20}
!541 = !DILocalVariable(name: "a", arg: 1, scope: !538, file: !3, line: 120, type: !20)
!542 = !DILocation(line: 120, column: 17, scope: !538)
!543 = !DILocalVariable(name: "b", arg: 2, scope: !538, file: !3, line: 120, type: !20)
!544 = !DILocation(line: 120, column: 26, scope: !538)
!545 = !DILocation(line: 120, column: 39, scope: !538)
!546 = !DILocation(line: 120, column: 43, scope: !538)
!547 = !DILocation(line: 120, column: 41, scope: !538)
!548 = !DILocation(line: 120, column: 49, scope: !538)
!549 = !DILocation(line: 120, column: 54, scope: !538)
!550 = !DILocation(line: 120, column: 51, scope: !538)
!551 = !DILocation(line: 120, column: 46, scope: !538)
!552 = !DILocation(line: 120, column: 60, scope: !538)
!553 = !DILocation(line: 120, column: 65, scope: !538)
!554 = !DILocation(line: 120, column: 62, scope: !538)
!555 = !DILocation(line: 120, column: 57, scope: !538)
!556 = !DILocation(line: 120, column: 71, scope: !538)
!557 = !DILocation(line: 120, column: 76, scope: !538)
!558 = !DILocation(line: 120, column: 73, scope: !538)
!559 = !DILocation(line: 120, column: 68, scope: !538)
!560 = !DILocation(line: 120, column: 31, scope: !538)
!561 = distinct !DISubprogram(name: "sw8", scope: !3, file: !3, line: 121, type: !562, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!562 = !DISubroutineType(types: !563)
!563 = !{!16, !22}
!564 = !DILocalVariable(name: "c", arg: 1, scope: !561, file: !3, line: 121, type: !22)
!565 = !DILocation(line: 121, column: 14, scope: !561)
!566 = !DILocation(line: 121, column: 27, scope: !561)
!567 = !DILocation(line: 121, column: 19, scope: !561)
!568 = !DILocation(line: 121, column: 42, scope: !569)
!569 = distinct !DILexicalBlock(scope: !561, file: !3, line: 121, column: 30)
!570 = !DILocation(line: 121, column: 62, scope: !569)
!571 = !DILocation(line: 121, column: 82, scope: !569)
!572 = !DILocation(line: 121, column: 94, scope: !561)
!573 = !DILocation(line: 121, column: 104, scope: !561)
!574 = distinct !DISubprogram(name: "stackalloc", scope: !3, file: !3, line: 122, type: !575, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!575 = !DISubroutineType(types: !576)
!576 = !{!42, !16}
!577 = !DILocalVariable(name: "n", arg: 1, scope: !574, file: !3, line: 122, type: !16)
!578 = !DILocation(line: 122, column: 21, scope: !574)
!579 = !DILocalVariable(name: "p", scope: !574, file: !3, line: 122, type: !42)
!580 = !DILocation(line: 122, column: 31, scope: !574)
!581 = !DILocation(line: 122, column: 52, scope: !574)
!582 = !DILocation(line: 122, column: 54, scope: !574)
!583 = !DILocation(line: 122, column: 35, scope: !574)
!584 = !DILocation(line: 122, column: 60, scope: !574)
!585 = !DILocation(line: 122, column: 65, scope: !574)
!586 = !DILocation(line: 122, column: 77, scope: !574)
!587 = !DILocation(line: 122, column: 70, scope: !574)
!588 = distinct !DISubprogram(name: "mulov", scope: !3, file: !3, line: 123, type: !589, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!589 = !DISubroutineType(types: !590)
!590 = !{!58, !58, !58}
!591 = !DILocalVariable(name: "a", arg: 1, scope: !588, file: !3, line: 123, type: !58)
!592 = !DILocation(line: 123, column: 27, scope: !588)
!593 = !DILocalVariable(name: "b", arg: 2, scope: !588, file: !3, line: 123, type: !58)
!594 = !DILocation(line: 123, column: 40, scope: !588)
!595 = !DILocalVariable(name: "r", scope: !588, file: !3, line: 123, type: !58)
!596 = !DILocation(line: 123, column: 55, scope: !588)
!597 = !DILocation(line: 123, column: 88, scope: !588)
!598 = !DILocation(line: 123, column: 91, scope: !588)
!599 = !DILocation(line: 123, column: 65, scope: !588)
!600 = !DILocation(line: 123, column: 116, scope: !588)
!601 = !DILocation(line: 123, column: 118, scope: !588)
!602 = !DILocation(line: 123, column: 100, scope: !588)
!603 = !DILocation(line: 123, column: 98, scope: !588)
!604 = !DILocation(line: 123, column: 141, scope: !588)
!605 = !DILocation(line: 123, column: 143, scope: !588)
!606 = !DILocation(line: 123, column: 125, scope: !588)
!607 = !DILocation(line: 123, column: 123, scope: !588)
!608 = !DILocation(line: 123, column: 58, scope: !588)
!609 = distinct !DISubprogram(name: "more", scope: !3, file: !3, line: 125, type: !63, scopeLine: 125, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!610 = !DILocalVariable(name: "x", arg: 1, scope: !609, file: !3, line: 125, type: !16)
!611 = !DILocation(line: 125, column: 14, scope: !609)
!612 = !DILocalVariable(name: "f", scope: !609, file: !3, line: 126, type: !473)
!613 = !DILocation(line: 126, column: 13, scope: !609)
!614 = !DILocalVariable(name: "d", scope: !609, file: !3, line: 127, type: !72)
!615 = !DILocation(line: 127, column: 15, scope: !609)
!616 = !DILocation(line: 128, column: 3, scope: !609)
!617 = !DILocation(line: 129, column: 10, scope: !609)
!618 = !DILocation(line: 129, column: 41, scope: !609)
!619 = !DILocation(line: 129, column: 31, scope: !609)
!620 = !DILocation(line: 129, column: 26, scope: !609)
!621 = !DILocation(line: 129, column: 24, scope: !609)
!622 = !DILocation(line: 129, column: 56, scope: !609)
!623 = !DILocation(line: 129, column: 49, scope: !609)
!624 = !DILocation(line: 129, column: 47, scope: !609)
!625 = !DILocation(line: 129, column: 70, scope: !609)
!626 = !DILocation(line: 129, column: 64, scope: !609)
!627 = !DILocation(line: 129, column: 62, scope: !609)
!628 = !DILocation(line: 129, column: 82, scope: !609)
!629 = !DILocation(line: 129, column: 78, scope: !609)
!630 = !DILocation(line: 129, column: 76, scope: !609)
!631 = !DILocation(line: 129, column: 88, scope: !609)
!632 = !DILocation(line: 129, column: 87, scope: !609)
!633 = !DILocation(line: 129, column: 85, scope: !609)
!634 = !DILocation(line: 129, column: 115, scope: !609)
!635 = !DILocation(line: 129, column: 109, scope: !609)
!636 = !DILocation(line: 129, column: 104, scope: !609)
!637 = !DILocation(line: 129, column: 102, scope: !609)
!638 = !DILocation(line: 129, column: 125, scope: !609)
!639 = !DILocation(line: 129, column: 121, scope: !609)
!640 = !DILocation(line: 129, column: 3, scope: !609)
!641 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 132, type: !336, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!642 = !DILocalVariable(name: "x", scope: !641, file: !3, line: 133, type: !16)
!643 = !DILocation(line: 133, column: 7, scope: !641)
!644 = !DILocation(line: 134, column: 22, scope: !641)
!645 = !DILocation(line: 134, column: 3, scope: !641)
!646 = !DILocation(line: 135, column: 15, scope: !641)
!647 = !DILocation(line: 135, column: 17, scope: !641)
!648 = !DILocation(line: 135, column: 24, scope: !641)
!649 = !DILocation(line: 135, column: 27, scope: !641)
!650 = !DILocation(line: 135, column: 29, scope: !641)
!651 = !DILocation(line: 0, scope: !641)
!652 = !DILocation(line: 135, column: 3, scope: !641)
!653 = !DILocalVariable(name: "b", scope: !641, file: !3, line: 136, type: !158)
!654 = !DILocation(line: 136, column: 14, scope: !641)
!655 = !DILocation(line: 136, column: 25, scope: !641)
!656 = !DILocation(line: 136, column: 18, scope: !641)
!657 = !DILocalVariable(name: "s", scope: !641, file: !3, line: 137, type: !142)
!658 = !DILocation(line: 137, column: 16, scope: !641)
!659 = !DILocation(line: 137, column: 29, scope: !641)
!660 = !DILocation(line: 137, column: 20, scope: !641)
!661 = !DILocalVariable(name: "r", scope: !641, file: !3, line: 138, type: !16)
!662 = !DILocation(line: 138, column: 7, scope: !641)
!663 = !DILocation(line: 138, column: 18, scope: !641)
!664 = !DILocation(line: 138, column: 11, scope: !641)
!665 = !DILocation(line: 138, column: 34, scope: !641)
!666 = !DILocation(line: 138, column: 29, scope: !641)
!667 = !DILocation(line: 138, column: 27, scope: !641)
!668 = !DILocation(line: 138, column: 54, scope: !641)
!669 = !DILocation(line: 138, column: 47, scope: !641)
!670 = !DILocation(line: 138, column: 45, scope: !641)
!671 = !DILocation(line: 138, column: 58, scope: !641)
!672 = !DILocation(line: 138, column: 56, scope: !641)
!673 = !DILocation(line: 138, column: 74, scope: !641)
!674 = !DILocation(line: 138, column: 77, scope: !641)
!675 = !DILocation(line: 138, column: 67, scope: !641)
!676 = !DILocation(line: 138, column: 65, scope: !641)
!677 = !DILocation(line: 138, column: 85, scope: !641)
!678 = !DILocation(line: 138, column: 82, scope: !641)
!679 = !DILocation(line: 138, column: 80, scope: !641)
!680 = !DILocation(line: 138, column: 90, scope: !641)
!681 = !DILocation(line: 138, column: 88, scope: !641)
!682 = !DILocation(line: 139, column: 16, scope: !641)
!683 = !DILocation(line: 139, column: 13, scope: !641)
!684 = !DILocation(line: 139, column: 8, scope: !641)
!685 = !DILocation(line: 139, column: 39, scope: !641)
!686 = !DILocation(line: 139, column: 41, scope: !641)
!687 = !DILocation(line: 139, column: 33, scope: !641)
!688 = !DILocation(line: 139, column: 27, scope: !641)
!689 = !DILocation(line: 139, column: 25, scope: !641)
!690 = !DILocation(line: 139, column: 59, scope: !641)
!691 = !DILocation(line: 139, column: 49, scope: !641)
!692 = !DILocation(line: 139, column: 47, scope: !641)
!693 = !DILocation(line: 139, column: 70, scope: !641)
!694 = !DILocation(line: 139, column: 72, scope: !641)
!695 = !DILocation(line: 139, column: 64, scope: !641)
!696 = !DILocation(line: 139, column: 62, scope: !641)
!697 = !DILocation(line: 139, column: 80, scope: !641)
!698 = !DILocation(line: 139, column: 79, scope: !641)
!699 = !DILocation(line: 139, column: 77, scope: !641)
!700 = !DILocation(line: 139, column: 90, scope: !641)
!701 = !DILocation(line: 139, column: 96, scope: !641)
!702 = !DILocation(line: 139, column: 85, scope: !641)
!703 = !DILocation(line: 139, column: 5, scope: !641)
!704 = !DILocation(line: 140, column: 19, scope: !641)
!705 = !DILocation(line: 140, column: 13, scope: !641)
!706 = !DILocation(line: 140, column: 8, scope: !641)
!707 = !DILocation(line: 140, column: 38, scope: !641)
!708 = !DILocation(line: 140, column: 33, scope: !641)
!709 = !DILocation(line: 140, column: 31, scope: !641)
!710 = !DILocation(line: 140, column: 5, scope: !641)
!711 = !DILocation(line: 141, column: 7, scope: !712)
!712 = distinct !DILexicalBlock(scope: !641, file: !3, line: 141, column: 7)
!713 = !DILocation(line: 141, column: 9, scope: !712)
!714 = !DILocation(line: 141, column: 7, scope: !641)
!715 = !DILocation(line: 141, column: 19, scope: !712)
!716 = !DILocation(line: 142, column: 7, scope: !717)
!717 = distinct !DILexicalBlock(scope: !641, file: !3, line: 142, column: 7)
!718 = !DILocation(line: 142, column: 9, scope: !717)
!719 = !DILocation(line: 142, column: 7, scope: !641)
!720 = !DILocation(line: 142, column: 16, scope: !717)
!721 = !DILocation(line: 143, column: 10, scope: !641)
!722 = !DILocation(line: 143, column: 3, scope: !641)
