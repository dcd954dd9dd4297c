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
@names = dso_local global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0)], align 4, !dbg !24
@n2 = dso_local global %struct.node { i32 2, %struct.node* null }, align 4, !dbg !31
@n1 = dso_local global %struct.node { i32 1, %struct.node* @n2 }, align 4, !dbg !38
@pmid = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([10 x i32]* @table to i8*), i64 20) to i32*), align 4, !dbg !40
@gpad = dso_local global %struct.pad { i8 120, i32 7, i16 3, double 2.500000e+00 }, align 4, !dbg !43
@gd = dso_local global double 1.500000e+00, align 8, !dbg !52
@gf = dso_local global float -2.500000e-01, align 4, !dbg !54
@gll = dso_local global i64 -1, align 8, !dbg !56
@counter = dso_local global i32 0, align 4, !dbg !67
@fptrs = internal global [2 x i32 (i32)*] zeroinitializer, align 4, !dbg !59
@gblob = internal global %struct.blob zeroinitializer, align 4, !dbg !70
@__const.more.f = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 17, i8 0, i8 0, i8 3, i8 0, i8 0, i8 0, i8 0 }, align 4
@.str.3 = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) #0 !dbg !91 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.declare(metadata i8** %3, metadata !97, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.declare(metadata i8** %4, metadata !103, metadata !DIExpression()), !dbg !104
  %7 = bitcast i8** %3 to i8*, !dbg !105
  call void @llvm.va_start(i8* %7), !dbg !105
  %8 = bitcast i8** %4 to i8*, !dbg !106
  %9 = bitcast i8** %3 to i8*, !dbg !106
  call void @llvm.va_copy(i8* %8, i8* %9), !dbg !106
  call void @llvm.dbg.declare(metadata i32* %5, metadata !107, metadata !DIExpression()), !dbg !108
  store i32 0, i32* %5, align 4, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %6, metadata !109, metadata !DIExpression()), !dbg !111
  store i32 0, i32* %6, align 4, !dbg !111
  br label %10, !dbg !112

10:                                               ; preds = %21, %1
  %11 = load i32, i32* %6, align 4, !dbg !113
  %12 = load i32, i32* %2, align 4, !dbg !115
  %13 = icmp slt i32 %11, %12, !dbg !116
  br i1 %13, label %14, label %24, !dbg !117

14:                                               ; preds = %10
  %15 = load i8*, i8** %3, align 4, !dbg !118
  %16 = getelementptr inbounds i8, i8* %15, i32 4, !dbg !118
  store i8* %16, i8** %3, align 4, !dbg !118
  %17 = bitcast i8* %15 to i32*, !dbg !118
  %18 = load i32, i32* %17, align 4, !dbg !118
  %19 = load i32, i32* %5, align 4, !dbg !119
  %20 = add nsw i32 %19, %18, !dbg !119
  store i32 %20, i32* %5, align 4, !dbg !119
  br label %21, !dbg !120

21:                                               ; preds = %14
  %22 = load i32, i32* %6, align 4, !dbg !121
  %23 = add nsw i32 %22, 1, !dbg !121
  store i32 %23, i32* %6, align 4, !dbg !121
  br label %10, !dbg !122, !llvm.loop !123

24:                                               ; preds = %10
  %25 = bitcast i8** %4 to i8*, !dbg !126
  call void @llvm.va_end(i8* %25), !dbg !126
  %26 = bitcast i8** %3 to i8*, !dbg !127
  call void @llvm.va_end(i8* %26), !dbg !127
  %27 = load i32, i32* %5, align 4, !dbg !128
  ret i32 %27, !dbg !129
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
define dso_local void @mk_small(%struct.small* noalias sret(%struct.small) align 4 %0, i32 noundef %1) #0 !dbg !130 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = bitcast %struct.small* %0 to i8*
  store i8* %5, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !137, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.declare(metadata i8** %3, metadata !139, metadata !DIExpression(DW_OP_deref)), !dbg !140
  %6 = getelementptr inbounds %struct.small, %struct.small* %0, i32 0, i32 0, !dbg !141
  %7 = load i32, i32* %4, align 4, !dbg !142
  store i32 %7, i32* %6, align 4, !dbg !141
  %8 = getelementptr inbounds %struct.small, %struct.small* %0, i32 0, i32 1, !dbg !141
  %9 = load i32, i32* %4, align 4, !dbg !143
  %10 = mul nsw i32 %9, 2, !dbg !144
  store i32 %10, i32* %8, align 4, !dbg !141
  ret void, !dbg !145
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @use_big(%struct.big* noundef byval(%struct.big) align 4 %0) #0 !dbg !146 {
  call void @llvm.dbg.declare(metadata %struct.big* %0, metadata !155, metadata !DIExpression()), !dbg !156
  %2 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, !dbg !157
  %3 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i32 0, i32 3, !dbg !158
  %4 = load i32, i32* %3, align 4, !dbg !158
  ret i32 %4, !dbg !159
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @mk_big(%struct.big* noalias sret(%struct.big) align 4 %0, i32 noundef %1) #0 !dbg !160 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = bitcast %struct.big* %0 to i8*
  store i8* %5, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !163, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.declare(metadata i8** %3, metadata !165, metadata !DIExpression(DW_OP_deref)), !dbg !166
  %6 = bitcast %struct.big* %0 to i8*, !dbg !167
  call void @llvm.memset.p0i8.i32(i8* align 4 %6, i8 0, i32 32, i1 false), !dbg !167
  %7 = load i32, i32* %4, align 4, !dbg !168
  %8 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, !dbg !169
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 1, !dbg !170
  store i32 %7, i32* %9, align 4, !dbg !171
  ret void, !dbg !172
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vla(i32 noundef %0) #0 !dbg !173 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !174, metadata !DIExpression()), !dbg !175
  %6 = load i32, i32* %2, align 4, !dbg !176
  %7 = call i8* @llvm.stacksave(), !dbg !177
  store i8* %7, i8** %3, align 4, !dbg !177
  %8 = alloca i32, i32 %6, align 4, !dbg !177
  store i32 %6, i32* %4, align 4, !dbg !177
  call void @llvm.dbg.declare(metadata i32* %4, metadata !178, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.declare(metadata i32* %8, metadata !180, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.declare(metadata i32* %5, metadata !185, metadata !DIExpression()), !dbg !187
  store i32 0, i32* %5, align 4, !dbg !187
  br label %9, !dbg !188

9:                                                ; preds = %17, %1
  %10 = load i32, i32* %5, align 4, !dbg !189
  %11 = load i32, i32* %2, align 4, !dbg !191
  %12 = icmp slt i32 %10, %11, !dbg !192
  br i1 %12, label %13, label %20, !dbg !193

13:                                               ; preds = %9
  %14 = load i32, i32* %5, align 4, !dbg !194
  %15 = load i32, i32* %5, align 4, !dbg !195
  %16 = getelementptr inbounds i32, i32* %8, i32 %15, !dbg !196
  store i32 %14, i32* %16, align 4, !dbg !197
  br label %17, !dbg !196

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4, !dbg !198
  %19 = add nsw i32 %18, 1, !dbg !198
  store i32 %19, i32* %5, align 4, !dbg !198
  br label %9, !dbg !199, !llvm.loop !200

20:                                               ; preds = %9
  %21 = load i32, i32* %2, align 4, !dbg !202
  %22 = sub nsw i32 %21, 1, !dbg !203
  %23 = getelementptr inbounds i32, i32* %8, i32 %22, !dbg !204
  %24 = load i32, i32* %23, align 4, !dbg !204
  %25 = load i8*, i8** %3, align 4, !dbg !205
  call void @llvm.stackrestore(i8* %25), !dbg !205
  ret i32 %24, !dbg !205
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @bitops(i32 noundef %0, i64 noundef %1) #0 !dbg !206 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !210, metadata !DIExpression()), !dbg !211
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !212, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.declare(metadata i32* %5, metadata !214, metadata !DIExpression()), !dbg !215
  %7 = load i32, i32* %3, align 4, !dbg !216
  %8 = call i32 @llvm.ctpop.i32(i32 %7), !dbg !217
  %9 = load i32, i32* %3, align 4, !dbg !218
  %10 = or i32 %9, 1, !dbg !219
  %11 = call i32 @llvm.ctlz.i32(i32 %10, i1 true), !dbg !220
  %12 = add nsw i32 %8, %11, !dbg !221
  %13 = load i32, i32* %3, align 4, !dbg !222
  %14 = or i32 %13, 8, !dbg !223
  %15 = call i32 @llvm.cttz.i32(i32 %14, i1 true), !dbg !224
  %16 = add nsw i32 %12, %15, !dbg !225
  store i32 %16, i32* %5, align 4, !dbg !215
  %17 = load i32, i32* %3, align 4, !dbg !226
  %18 = call i32 @llvm.bswap.i32(i32 %17), !dbg !227
  %19 = load i64, i64* %4, align 8, !dbg !228
  %20 = call i64 @llvm.ctpop.i64(i64 %19), !dbg !229
  %21 = trunc i64 %20 to i32, !dbg !229
  %22 = add nsw i32 %18, %21, !dbg !230
  %23 = load i32, i32* %5, align 4, !dbg !231
  %24 = add nsw i32 %23, %22, !dbg !231
  store i32 %24, i32* %5, align 4, !dbg !231
  call void @llvm.dbg.declare(metadata i32* %6, metadata !232, metadata !DIExpression()), !dbg !233
  %25 = load i32, i32* %3, align 4, !dbg !234
  %26 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %25, i32 5), !dbg !236
  %27 = extractvalue { i32, i1 } %26, 1, !dbg !236
  %28 = extractvalue { i32, i1 } %26, 0, !dbg !236
  store i32 %28, i32* %6, align 4, !dbg !236
  br i1 %27, label %29, label %32, !dbg !237

29:                                               ; preds = %2
  %30 = load i32, i32* %5, align 4, !dbg !238
  %31 = add nsw i32 %30, 1, !dbg !238
  store i32 %31, i32* %5, align 4, !dbg !238
  br label %32, !dbg !239

32:                                               ; preds = %29, %2
  %33 = load i32, i32* %3, align 4, !dbg !240
  %34 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %33, i32 3), !dbg !242
  %35 = extractvalue { i32, i1 } %34, 1, !dbg !242
  %36 = extractvalue { i32, i1 } %34, 0, !dbg !242
  store i32 %36, i32* %6, align 4, !dbg !242
  br i1 %35, label %37, label %40, !dbg !243

37:                                               ; preds = %32
  %38 = load i32, i32* %5, align 4, !dbg !244
  %39 = add nsw i32 %38, 1, !dbg !244
  store i32 %39, i32* %5, align 4, !dbg !244
  br label %40, !dbg !245

40:                                               ; preds = %37, %32
  %41 = load i32, i32* %3, align 4, !dbg !246
  %42 = icmp eq i32 %41, 3, !dbg !248
  br i1 %42, label %43, label %46, !dbg !249

43:                                               ; preds = %40
  %44 = load i32, i32* %5, align 4, !dbg !250
  %45 = add nsw i32 %44, 2, !dbg !250
  store i32 %45, i32* %5, align 4, !dbg !250
  br label %46, !dbg !251

46:                                               ; preds = %43, %40
  %47 = load i32, i32* %3, align 4, !dbg !252
  %48 = call i32 @abs(i32 noundef %47) #9, !dbg !253
  %49 = load i64, i64* %4, align 8, !dbg !254
  %50 = trunc i64 %49 to i32, !dbg !255
  %51 = call i32 @labs(i32 noundef %50) #9, !dbg !256
  %52 = add nsw i32 %48, %51, !dbg !257
  %53 = load i32, i32* %5, align 4, !dbg !258
  %54 = add nsw i32 %53, %52, !dbg !258
  store i32 %54, i32* %5, align 4, !dbg !258
  %55 = load i32, i32* %5, align 4, !dbg !259
  ret i32 %55, !dbg !260
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
declare i32 @labs(i32 noundef) #4

; Function Attrs: noinline nounwind uwtable
define dso_local double @fl(double noundef %0, float noundef %1) #0 !dbg !261 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !264, metadata !DIExpression()), !dbg !265
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !266, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.declare(metadata double* %5, metadata !268, metadata !DIExpression()), !dbg !269
  %8 = load double, double* %3, align 8, !dbg !270
  %9 = load float, float* %4, align 4, !dbg !271
  %10 = fpext float %9 to double, !dbg !271
  %11 = load double, double* %3, align 8, !dbg !272
  %12 = fdiv double %11, 3.000000e+00, !dbg !273
  %13 = call double @llvm.fmuladd.f64(double %8, double %10, double %12), !dbg !274
  %14 = load double, double* %3, align 8, !dbg !275
  %15 = fptrunc double %14 to float, !dbg !276
  %16 = fpext float %15 to double, !dbg !277
  %17 = fsub double %13, %16, !dbg !278
  store double %17, double* %5, align 8, !dbg !269
  %18 = load double, double* %5, align 8, !dbg !279
  %19 = load double, double* %3, align 8, !dbg !281
  %20 = fcmp olt double %18, %19, !dbg !282
  br i1 %20, label %25, label %21, !dbg !283

21:                                               ; preds = %2
  %22 = load double, double* %5, align 8, !dbg !284
  %23 = load double, double* %5, align 8, !dbg !285
  %24 = fcmp une double %22, %23, !dbg !286
  br i1 %24, label %25, label %28, !dbg !287

25:                                               ; preds = %21, %2
  %26 = load double, double* %5, align 8, !dbg !288
  %27 = fneg double %26, !dbg !289
  store double %27, double* %5, align 8, !dbg !290
  br label %28, !dbg !291

28:                                               ; preds = %25, %21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !292, metadata !DIExpression()), !dbg !293
  %29 = load double, double* %5, align 8, !dbg !294
  %30 = fptoui double %29 to i32, !dbg !295
  store i32 %30, i32* %6, align 4, !dbg !293
  call void @llvm.dbg.declare(metadata i32* %7, metadata !296, metadata !DIExpression()), !dbg !297
  %31 = load float, float* %4, align 4, !dbg !298
  %32 = fptosi float %31 to i32, !dbg !299
  store i32 %32, i32* %7, align 4, !dbg !297
  %33 = load double, double* %5, align 8, !dbg !300
  %34 = load i32, i32* %6, align 4, !dbg !301
  %35 = uitofp i32 %34 to double, !dbg !301
  %36 = fadd double %33, %35, !dbg !302
  %37 = load i32, i32* %7, align 4, !dbg !303
  %38 = sitofp i32 %37 to double, !dbg !303
  %39 = fadd double %36, %38, !dbg !304
  %40 = load i32, i32* %6, align 4, !dbg !305
  %41 = uitofp i32 %40 to float, !dbg !306
  %42 = fpext float %41 to double, !dbg !306
  %43 = fadd double %39, %42, !dbg !307
  %44 = load double, double* %3, align 8, !dbg !308
  %45 = call double @llvm.fabs.f64(double %44), !dbg !309
  %46 = fadd double %43, %45, !dbg !310
  ret double %46, !dbg !311
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sw(i32 noundef %0) #0 !dbg !312 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !313, metadata !DIExpression()), !dbg !314
  %4 = load i32, i32* %3, align 4, !dbg !315
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 1, label %6
    i32 5, label %7
    i32 6, label %7
    i32 -3, label %8
  ], !dbg !316

5:                                                ; preds = %1
  store i32 10, i32* %2, align 4, !dbg !317
  br label %10, !dbg !317

6:                                                ; preds = %1
  store i32 11, i32* %2, align 4, !dbg !319
  br label %10, !dbg !319

7:                                                ; preds = %1, %1
  store i32 12, i32* %2, align 4, !dbg !320
  br label %10, !dbg !320

8:                                                ; preds = %1
  store i32 13, i32* %2, align 4, !dbg !321
  br label %10, !dbg !321

9:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !322
  br label %10, !dbg !322

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, i32* %2, align 4, !dbg !323
  ret i32 %11, !dbg !323
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @atom() #0 !dbg !324 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i32 2, i32* %1, align 4, !dbg !327
  %7 = load i32, i32* %1, align 4, !dbg !327
  %8 = atomicrmw add i32* @counter, i32 %7 seq_cst, align 4, !dbg !327
  store i32 %8, i32* %2, align 4, !dbg !327
  %9 = load i32, i32* %2, align 4, !dbg !327
  call void @llvm.dbg.declare(metadata i32* %3, metadata !328, metadata !DIExpression()), !dbg !329
  store i32 2, i32* %3, align 4, !dbg !329
  store i32 5, i32* %4, align 4, !dbg !330
  %10 = load i32, i32* %3, align 4, !dbg !330
  %11 = load i32, i32* %4, align 4, !dbg !330
  %12 = cmpxchg i32* @counter, i32 %10, i32 %11 seq_cst seq_cst, align 4, !dbg !330
  %13 = extractvalue { i32, i1 } %12, 0, !dbg !330
  %14 = extractvalue { i32, i1 } %12, 1, !dbg !330
  br i1 %14, label %16, label %15, !dbg !330

15:                                               ; preds = %0
  store i32 %13, i32* %3, align 4, !dbg !330
  br label %16, !dbg !330

16:                                               ; preds = %15, %0
  %17 = zext i1 %14 to i8, !dbg !330
  store i8 %17, i8* %5, align 1, !dbg !330
  %18 = load i8, i8* %5, align 1, !dbg !330
  %19 = trunc i8 %18 to i1, !dbg !330
  fence seq_cst, !dbg !331
  %20 = load atomic i32, i32* @counter seq_cst, align 4, !dbg !332
  store i32 %20, i32* %6, align 4, !dbg !332
  %21 = load i32, i32* %6, align 4, !dbg !332
  ret i32 %21, !dbg !333
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @structs(%struct.pad* noundef %0, %struct.packed* noundef %1, %struct.bits* noundef %2, %union.u* noundef %3) #0 !dbg !334 {
  %5 = alloca %struct.pad*, align 4
  %6 = alloca %struct.packed*, align 4
  %7 = alloca %struct.bits*, align 4
  %8 = alloca %union.u*, align 4
  store %struct.pad* %0, %struct.pad** %5, align 4
  call void @llvm.dbg.declare(metadata %struct.pad** %5, metadata !359, metadata !DIExpression()), !dbg !360
  store %struct.packed* %1, %struct.packed** %6, align 4
  call void @llvm.dbg.declare(metadata %struct.packed** %6, metadata !361, metadata !DIExpression()), !dbg !362
  store %struct.bits* %2, %struct.bits** %7, align 4
  call void @llvm.dbg.declare(metadata %struct.bits** %7, metadata !363, metadata !DIExpression()), !dbg !364
  store %union.u* %3, %union.u** %8, align 4
  call void @llvm.dbg.declare(metadata %union.u** %8, metadata !365, metadata !DIExpression()), !dbg !366
  %9 = load %struct.bits*, %struct.bits** %7, align 4, !dbg !367
  %10 = bitcast %struct.bits* %9 to i32*, !dbg !368
  %11 = load i32, i32* %10, align 4, !dbg !369
  %12 = and i32 %11, -249, !dbg !369
  %13 = or i32 %12, 56, !dbg !369
  store i32 %13, i32* %10, align 4, !dbg !369
  %14 = load %struct.bits*, %struct.bits** %7, align 4, !dbg !370
  %15 = bitcast %struct.bits* %14 to i32*, !dbg !371
  %16 = load i32, i32* %15, align 4, !dbg !372
  %17 = and i32 %16, -1048321, !dbg !372
  %18 = or i32 %17, 1047808, !dbg !372
  store i32 %18, i32* %15, align 4, !dbg !372
  %19 = load %union.u*, %union.u** %8, align 4, !dbg !373
  %20 = bitcast %union.u* %19 to float*, !dbg !374
  store float 1.000000e+00, float* %20, align 4, !dbg !375
  %21 = load %struct.pad*, %struct.pad** %5, align 4, !dbg !376
  %22 = getelementptr inbounds %struct.pad, %struct.pad* %21, i32 0, i32 1, !dbg !377
  %23 = load i32, i32* %22, align 4, !dbg !377
  %24 = load %struct.packed*, %struct.packed** %6, align 4, !dbg !378
  %25 = getelementptr inbounds %struct.packed, %struct.packed* %24, i32 0, i32 1, !dbg !379
  %26 = load i32, i32* %25, align 1, !dbg !379
  %27 = add nsw i32 %23, %26, !dbg !380
  %28 = load %struct.pad*, %struct.pad** %5, align 4, !dbg !381
  %29 = getelementptr inbounds %struct.pad, %struct.pad* %28, i32 0, i32 2, !dbg !382
  %30 = load i16, i16* %29, align 4, !dbg !382
  %31 = sext i16 %30 to i32, !dbg !381
  %32 = add nsw i32 %27, %31, !dbg !383
  %33 = load %struct.bits*, %struct.bits** %7, align 4, !dbg !384
  %34 = bitcast %struct.bits* %33 to i32*, !dbg !385
  %35 = load i32, i32* %34, align 4, !dbg !385
  %36 = and i32 %35, 7, !dbg !385
  %37 = add nsw i32 %32, %36, !dbg !386
  %38 = load %struct.bits*, %struct.bits** %7, align 4, !dbg !387
  %39 = bitcast %struct.bits* %38 to i32*, !dbg !388
  %40 = load i32, i32* %39, align 4, !dbg !388
  %41 = shl i32 %40, 12, !dbg !388
  %42 = ashr i32 %41, 20, !dbg !388
  %43 = add nsw i32 %37, %42, !dbg !389
  %44 = load %union.u*, %union.u** %8, align 4, !dbg !390
  %45 = bitcast %union.u* %44 to [4 x i8]*, !dbg !391
  %46 = getelementptr inbounds [4 x i8], [4 x i8]* %45, i32 0, i32 2, !dbg !390
  %47 = load i8, i8* %46, align 2, !dbg !390
  %48 = sext i8 %47 to i32, !dbg !390
  %49 = add nsw i32 %43, %48, !dbg !392
  ret i32 %49, !dbg !393
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @osize(i8* noundef %0) #0 !dbg !394 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !398, metadata !DIExpression()), !dbg !399
  %3 = load i8*, i8** %2, align 4, !dbg !400
  %4 = call i32 @llvm.objectsize.i32.p0i8(i8* %3, i1 false, i1 true, i1 false), !dbg !401
  %5 = load i8*, i8** %2, align 4, !dbg !402
  %6 = call i32 @llvm.objectsize.i32.p0i8(i8* %5, i1 true, i1 true, i1 false), !dbg !403
  %7 = add i32 %4, %6, !dbg !404
  ret i32 %7, !dbg !405
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.objectsize.i32.p0i8(i8*, i1 immarg, i1 immarg, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @loopy(i8* noundef %0) #0 !dbg !406 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca [16 x i8], align 1
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !409, metadata !DIExpression()), !dbg !410
  call void @llvm.dbg.declare(metadata i32* %3, metadata !411, metadata !DIExpression()), !dbg !412
  store i32 0, i32* %3, align 4, !dbg !412
  br label %5, !dbg !413

5:                                                ; preds = %9, %1
  %6 = load i8*, i8** %2, align 4, !dbg !414
  %7 = load i8, i8* %6, align 1, !dbg !415
  %8 = icmp ne i8 %7, 0, !dbg !413
  br i1 %8, label %9, label %17, !dbg !413

9:                                                ; preds = %5
  %10 = load i32, i32* %3, align 4, !dbg !416
  %11 = mul nsw i32 %10, 31, !dbg !417
  %12 = load i8*, i8** %2, align 4, !dbg !418
  %13 = getelementptr inbounds i8, i8* %12, i32 1, !dbg !418
  store i8* %13, i8** %2, align 4, !dbg !418
  %14 = load i8, i8* %12, align 1, !dbg !419
  %15 = sext i8 %14 to i32, !dbg !419
  %16 = add nsw i32 %11, %15, !dbg !420
  store i32 %16, i32* %3, align 4, !dbg !421
  br label %5, !dbg !413, !llvm.loop !422

17:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata [16 x i8]* %4, metadata !423, metadata !DIExpression()), !dbg !427
  %18 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i32 0, i32 0, !dbg !428
  %19 = load i8*, i8** %2, align 4, !dbg !429
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %18, i8* align 1 %19, i32 1, i1 false), !dbg !428
  %20 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i32 0, i32 0, !dbg !430
  %21 = getelementptr inbounds i8, i8* %20, i32 1, !dbg !431
  %22 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i32 0, i32 0, !dbg !432
  call void @llvm.memmove.p0i8.p0i8.i32(i8* align 1 %21, i8* align 1 %22, i32 2, i1 false), !dbg !432
  %23 = load i32, i32* %3, align 4, !dbg !433
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i32 0, i32 0, !dbg !434
  %25 = load i8, i8* %24, align 1, !dbg !434
  %26 = sext i8 %25 to i32, !dbg !434
  %27 = add nsw i32 %23, %26, !dbg !435
  ret i32 %27, !dbg !436
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fptr_call(i32 noundef %0) #0 !dbg !437 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !438, metadata !DIExpression()), !dbg !439
  store i32 (i32)* @inc, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 0), align 4, !dbg !440
  store i32 (i32)* @dec, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 1), align 4, !dbg !441
  %3 = load i32, i32* %2, align 4, !dbg !442
  %4 = and i32 %3, 1, !dbg !443
  %5 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 %4, !dbg !444
  %6 = load i32 (i32)*, i32 (i32)** %5, align 4, !dbg !444
  %7 = load i32, i32* %2, align 4, !dbg !445
  %8 = call i32 %6(i32 noundef %7), !dbg !444
  ret i32 %8, !dbg !446
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @inc(i32 noundef %0) #0 !dbg !447 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !448, metadata !DIExpression()), !dbg !449
  %3 = load i32, i32* %2, align 4, !dbg !450
  %4 = add nsw i32 %3, 1, !dbg !451
  ret i32 %4, !dbg !452
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @dec(i32 noundef %0) #0 !dbg !453 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !454, metadata !DIExpression()), !dbg !455
  %3 = load i32, i32* %2, align 4, !dbg !456
  %4 = sub nsw i32 %3, 1, !dbg !457
  ret i32 %4, !dbg !458
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @bitfields(%struct.bf* noundef %0) #0 !dbg !459 {
  %2 = alloca %struct.bf*, align 4
  store %struct.bf* %0, %struct.bf** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.bf** %2, metadata !468, metadata !DIExpression()), !dbg !469
  %3 = load %struct.bf*, %struct.bf** %2, align 4, !dbg !470
  %4 = bitcast %struct.bf* %3 to i64*, !dbg !471
  %5 = load i64, i64* %4, align 4, !dbg !472
  %6 = and i64 %5, -16777209, !dbg !472
  %7 = or i64 %6, 616, !dbg !472
  store i64 %7, i64* %4, align 4, !dbg !472
  %8 = load %struct.bf*, %struct.bf** %2, align 4, !dbg !473
  %9 = bitcast %struct.bf* %8 to i64*, !dbg !474
  %10 = load i64, i64* %9, align 4, !dbg !475
  %11 = and i64 %10, 16777215, !dbg !475
  %12 = or i64 %11, 83886080, !dbg !475
  store i64 %12, i64* %9, align 4, !dbg !475
  %13 = load %struct.bf*, %struct.bf** %2, align 4, !dbg !476
  %14 = bitcast %struct.bf* %13 to i64*, !dbg !477
  %15 = load i64, i64* %14, align 4, !dbg !477
  %16 = and i64 %15, 7, !dbg !477
  %17 = trunc i64 %16 to i32, !dbg !477
  %18 = load %struct.bf*, %struct.bf** %2, align 4, !dbg !478
  %19 = bitcast %struct.bf* %18 to i64*, !dbg !479
  %20 = load i64, i64* %19, align 4, !dbg !479
  %21 = lshr i64 %20, 3, !dbg !479
  %22 = and i64 %21, 2097151, !dbg !479
  %23 = trunc i64 %22 to i32, !dbg !479
  %24 = add nsw i32 %17, %23, !dbg !480
  %25 = load %struct.bf*, %struct.bf** %2, align 4, !dbg !481
  %26 = bitcast %struct.bf* %25 to i64*, !dbg !482
  %27 = load i64, i64* %26, align 4, !dbg !482
  %28 = lshr i64 %27, 24, !dbg !482
  %29 = trunc i64 %28 to i32, !dbg !483
  %30 = add nsw i32 %24, %29, !dbg !484
  ret i32 %30, !dbg !485
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @blobcopy(%struct.blob* noundef %0) #0 !dbg !486 {
  %2 = alloca %struct.blob*, align 4
  store %struct.blob* %0, %struct.blob** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.blob** %2, metadata !490, metadata !DIExpression()), !dbg !491
  %3 = load %struct.blob*, %struct.blob** %2, align 4, !dbg !492
  %4 = bitcast %struct.blob* %3 to i8*, !dbg !493
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %4, i8* align 4 getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 0, i32 0), i32 104, i1 false), !dbg !493
  %5 = load i32, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !494
  %6 = add nsw i32 %5, 1, !dbg !494
  store i32 %6, i32* getelementptr inbounds (%struct.blob, %struct.blob* @gblob, i32 0, i32 1), align 4, !dbg !494
  ret void, !dbg !495
}

; Function Attrs: noinline nounwind uwtable
define dso_local double @mathcalls(double noundef %0, float noundef %1) #0 !dbg !496 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !497, metadata !DIExpression()), !dbg !498
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !499, metadata !DIExpression()), !dbg !500
  %5 = load double, double* %3, align 8, !dbg !501
  %6 = call double @llvm.floor.f64(double %5), !dbg !502
  %7 = load float, float* %4, align 4, !dbg !503
  %8 = call float @sqrtf(float noundef %7) #10, !dbg !504
  %9 = fpext float %8 to double, !dbg !504
  %10 = fadd double %6, %9, !dbg !505
  %11 = load double, double* %3, align 8, !dbg !506
  %12 = call double @llvm.fabs.f64(double %11), !dbg !507
  %13 = fadd double %10, %12, !dbg !508
  %14 = load double, double* %3, align 8, !dbg !509
  %15 = call double @llvm.minnum.f64(double %14, double 1.000000e+00), !dbg !510
  %16 = fadd double %13, %15, !dbg !511
  ret double %16, !dbg !512
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #1

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local zeroext i8 @satsub(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !513 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !517, metadata !DIExpression()), !dbg !518
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !519, metadata !DIExpression()), !dbg !520
  %5 = load i8, i8* %3, align 1, !dbg !521
  %6 = zext i8 %5 to i32, !dbg !521
  %7 = load i8, i8* %4, align 1, !dbg !522
  %8 = zext i8 %7 to i32, !dbg !522
  %9 = icmp sgt i32 %6, %8, !dbg !523
  br i1 %9, label %10, label %16, !dbg !521

10:                                               ; preds = %2
  %11 = load i8, i8* %3, align 1, !dbg !524
  %12 = zext i8 %11 to i32, !dbg !524
  %13 = load i8, i8* %4, align 1, !dbg !525
  %14 = zext i8 %13 to i32, !dbg !525
  %15 = sub nsw i32 %12, %14, !dbg !526
  br label %17, !dbg !521

16:                                               ; preds = %2
  br label %17, !dbg !521

17:                                               ; preds = %16, %10
  %18 = phi i32 [ %15, %10 ], [ 0, %16 ], !dbg !521
  %19 = trunc i32 %18 to i8, !dbg !521
  ret i8 %19, !dbg !527
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fcmps(float noundef %0, float noundef %1) #0 !dbg !528 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, float* %3, align 4
  call void @llvm.dbg.declare(metadata float* %3, metadata !531, metadata !DIExpression()), !dbg !532
  store float %1, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !533, metadata !DIExpression()), !dbg !534
  %5 = load float, float* %3, align 4, !dbg !535
  %6 = load float, float* %4, align 4, !dbg !536
  %7 = fcmp olt float %5, %6, !dbg !537
  %8 = zext i1 %7 to i32, !dbg !537
  %9 = load float, float* %3, align 4, !dbg !538
  %10 = load float, float* %4, align 4, !dbg !539
  %11 = fcmp une float %9, %10, !dbg !540
  %12 = zext i1 %11 to i32, !dbg !540
  %13 = add nsw i32 %8, %12, !dbg !541
  %14 = load float, float* %3, align 4, !dbg !542
  %15 = load float, float* %3, align 4, !dbg !543
  %16 = fcmp une float %14, %15, !dbg !544
  %17 = zext i1 %16 to i32, !dbg !544
  %18 = add nsw i32 %13, %17, !dbg !545
  %19 = load float, float* %3, align 4, !dbg !546
  %20 = load float, float* %4, align 4, !dbg !547
  %21 = fcmp oge float %19, %20, !dbg !548
  %22 = zext i1 %21 to i32, !dbg !548
  %23 = add nsw i32 %18, %22, !dbg !549
  ret i32 %23, !dbg !550
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sw8(i8 noundef signext %0) #0 !dbg !551 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !554, metadata !DIExpression()), !dbg !555
  %4 = load i8, i8* %3, align 1, !dbg !556
  %5 = sext i8 %4 to i32, !dbg !556
  switch i32 %5, label %9 [
    i32 97, label %6
    i32 98, label %7
    i32 122, label %8
  ], !dbg !557

6:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !558
  br label %10, !dbg !558

7:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !560
  br label %10, !dbg !560

8:                                                ; preds = %1
  store i32 3, i32* %2, align 4, !dbg !561
  br label %10, !dbg !561

9:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !562
  br label %10, !dbg !562

10:                                               ; preds = %9, %8, %7, %6
  %11 = load i32, i32* %2, align 4, !dbg !563
  ret i32 %11, !dbg !563
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32* @stackalloc(i32 noundef %0) #0 !dbg !564 {
  %2 = alloca i32, align 4
  %3 = alloca i32*, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !567, metadata !DIExpression()), !dbg !568
  call void @llvm.dbg.declare(metadata i32** %3, metadata !569, metadata !DIExpression()), !dbg !570
  %4 = load i32, i32* %2, align 4, !dbg !571
  %5 = mul nsw i32 %4, 4, !dbg !572
  %6 = alloca i8, i32 %5, align 16, !dbg !573
  %7 = bitcast i8* %6 to i32*, !dbg !573
  store i32* %7, i32** %3, align 4, !dbg !570
  %8 = load i32*, i32** %3, align 4, !dbg !574
  %9 = getelementptr inbounds i32, i32* %8, i32 0, !dbg !574
  store i32 1, i32* %9, align 4, !dbg !575
  %10 = load i32*, i32** %3, align 4, !dbg !576
  ret i32* %10, !dbg !577
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @mulov(i64 noundef %0, i64 noundef %1) #0 !dbg !578 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !581, metadata !DIExpression()), !dbg !582
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !583, metadata !DIExpression()), !dbg !584
  call void @llvm.dbg.declare(metadata i64* %5, metadata !585, metadata !DIExpression()), !dbg !586
  %6 = load i64, i64* %3, align 8, !dbg !587
  %7 = load i64, i64* %4, align 8, !dbg !588
  %8 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %6, i64 %7), !dbg !589
  %9 = extractvalue { i64, i1 } %8, 1, !dbg !589
  %10 = extractvalue { i64, i1 } %8, 0, !dbg !589
  store i64 %10, i64* %5, align 8, !dbg !589
  %11 = zext i1 %9 to i32, !dbg !589
  %12 = load i64, i64* %3, align 8, !dbg !590
  %13 = or i64 %12, 1, !dbg !591
  %14 = call i64 @llvm.ctlz.i64(i64 %13, i1 true), !dbg !592
  %15 = trunc i64 %14 to i32, !dbg !592
  %16 = add nsw i32 %11, %15, !dbg !593
  %17 = load i64, i64* %4, align 8, !dbg !594
  %18 = or i64 %17, 2, !dbg !595
  %19 = call i64 @llvm.cttz.i64(i64 %18, i1 true), !dbg !596
  %20 = trunc i64 %19 to i32, !dbg !596
  %21 = add nsw i32 %16, %20, !dbg !597
  %22 = sext i32 %21 to i64, !dbg !589
  ret i64 %22, !dbg !598
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @more(i32 noundef %0) #0 !dbg !599 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.bf, align 4
  %4 = alloca %struct.blob, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !600, metadata !DIExpression()), !dbg !601
  call void @llvm.dbg.declare(metadata %struct.bf* %3, metadata !602, metadata !DIExpression()), !dbg !603
  %5 = bitcast %struct.bf* %3 to i8*, !dbg !603
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %5, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i8, i8, i8, i8 }* @__const.more.f, i32 0, i32 0), i32 8, i1 false), !dbg !603
  call void @llvm.dbg.declare(metadata %struct.blob* %4, metadata !604, metadata !DIExpression()), !dbg !605
  call void @blobcopy(%struct.blob* noundef %4), !dbg !606
  %6 = call i32 @bitfields(%struct.bf* noundef %3), !dbg !607
  %7 = load i32, i32* %2, align 4, !dbg !608
  %8 = sitofp i32 %7 to double, !dbg !608
  %9 = call double @mathcalls(double noundef %8, float noundef 2.000000e+00), !dbg !609
  %10 = fptosi double %9 to i32, !dbg !610
  %11 = add nsw i32 %6, %10, !dbg !611
  %12 = load i32, i32* %2, align 4, !dbg !612
  %13 = trunc i32 %12 to i8, !dbg !612
  %14 = call zeroext i8 @satsub(i8 noundef zeroext %13, i8 noundef zeroext 1), !dbg !613
  %15 = zext i8 %14 to i32, !dbg !613
  %16 = add nsw i32 %11, %15, !dbg !614
  %17 = load i32, i32* %2, align 4, !dbg !615
  %18 = sitofp i32 %17 to float, !dbg !615
  %19 = call i32 @fcmps(float noundef %18, float noundef 2.000000e+00), !dbg !616
  %20 = add nsw i32 %16, %19, !dbg !617
  %21 = load i32, i32* %2, align 4, !dbg !618
  %22 = trunc i32 %21 to i8, !dbg !618
  %23 = call i32 @sw8(i8 noundef signext %22), !dbg !619
  %24 = add nsw i32 %20, %23, !dbg !620
  %25 = call i32* @stackalloc(i32 noundef 2), !dbg !621
  %26 = load i32, i32* %25, align 4, !dbg !622
  %27 = add nsw i32 %24, %26, !dbg !623
  %28 = load i32, i32* %2, align 4, !dbg !624
  %29 = sext i32 %28 to i64, !dbg !624
  %30 = call i64 @mulov(i64 noundef %29, i64 noundef 3), !dbg !625
  %31 = trunc i64 %30 to i32, !dbg !626
  %32 = add nsw i32 %27, %31, !dbg !627
  %33 = getelementptr inbounds %struct.blob, %struct.blob* %4, i32 0, i32 1, !dbg !628
  %34 = load i32, i32* %33, align 4, !dbg !628
  %35 = add nsw i32 %32, %34, !dbg !629
  ret i32 %35, !dbg !630
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !631 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.small, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !632, metadata !DIExpression()), !dbg !633
  %6 = bitcast i32* %2 to i8*, !dbg !634
  call void @klee_make_symbolic(i8* noundef %6, i32 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0)), !dbg !635
  %7 = load i32, i32* %2, align 4, !dbg !636
  %8 = icmp sgt i32 %7, -100, !dbg !637
  br i1 %8, label %9, label %12, !dbg !638

9:                                                ; preds = %0
  %10 = load i32, i32* %2, align 4, !dbg !639
  %11 = icmp slt i32 %10, 100, !dbg !640
  br label %12

12:                                               ; preds = %9, %0
  %13 = phi i1 [ false, %0 ], [ %11, %9 ], !dbg !641
  %14 = zext i1 %13 to i32, !dbg !638
  call void @klee_assume(i32 noundef %14), !dbg !642
  call void @llvm.dbg.declare(metadata %struct.big* %3, metadata !643, metadata !DIExpression()), !dbg !644
  %15 = load i32, i32* %2, align 4, !dbg !645
  call void @mk_big(%struct.big* sret(%struct.big) align 4 %3, i32 noundef %15), !dbg !646
  call void @llvm.dbg.declare(metadata %struct.small* %4, metadata !647, metadata !DIExpression()), !dbg !648
  %16 = load i32, i32* %2, align 4, !dbg !649
  call void @mk_small(%struct.small* sret(%struct.small) align 4 %4, i32 noundef %16), !dbg !650
  call void @llvm.dbg.declare(metadata i32* %5, metadata !651, metadata !DIExpression()), !dbg !652
  %17 = load i32, i32* %2, align 4, !dbg !653
  %18 = call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef %17, i32 noundef 2, i32 noundef 3), !dbg !654
  %19 = call i32 @use_big(%struct.big* noundef byval(%struct.big) align 4 %3), !dbg !655
  %20 = add nsw i32 %18, %19, !dbg !656
  %21 = getelementptr inbounds %struct.small, %struct.small* %4, i32 0, i32 1, !dbg !657
  %22 = load i32, i32* %21, align 4, !dbg !657
  %23 = add nsw i32 %20, %22, !dbg !658
  %24 = call i32 @vla(i32 noundef 3), !dbg !659
  %25 = add nsw i32 %23, %24, !dbg !660
  %26 = load i32, i32* %2, align 4, !dbg !661
  %27 = load i32, i32* %2, align 4, !dbg !662
  %28 = sext i32 %27 to i64, !dbg !662
  %29 = call i32 @bitops(i32 noundef %26, i64 noundef %28), !dbg !663
  %30 = add nsw i32 %25, %29, !dbg !664
  %31 = load i32, i32* %2, align 4, !dbg !665
  %32 = call i32 @sw(i32 noundef %31), !dbg !666
  %33 = add nsw i32 %30, %32, !dbg !667
  %34 = call i32 @atom(), !dbg !668
  %35 = add nsw i32 %33, %34, !dbg !669
  store i32 %35, i32* %5, align 4, !dbg !652
  %36 = load i32, i32* %2, align 4, !dbg !670
  %37 = sitofp i32 %36 to double, !dbg !670
  %38 = call double @fl(double noundef %37, float noundef 2.000000e+00), !dbg !671
  %39 = fptosi double %38 to i32, !dbg !672
  %40 = load i32, i32* %2, align 4, !dbg !673
  %41 = and i32 %40, 1, !dbg !674
  %42 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i32 0, i32 %41, !dbg !675
  %43 = load i8*, i8** %42, align 4, !dbg !675
  %44 = call i32 @loopy(i8* noundef %43), !dbg !676
  %45 = add nsw i32 %39, %44, !dbg !677
  %46 = load i32, i32* %2, align 4, !dbg !678
  %47 = call i32 @fptr_call(i32 noundef %46), !dbg !679
  %48 = add nsw i32 %45, %47, !dbg !680
  %49 = load i32, i32* %2, align 4, !dbg !681
  %50 = and i32 %49, 7, !dbg !682
  %51 = getelementptr inbounds [10 x i32], [10 x i32]* @table, i32 0, i32 %50, !dbg !683
  %52 = load i32, i32* %51, align 4, !dbg !683
  %53 = add nsw i32 %48, %52, !dbg !684
  %54 = load i32*, i32** @pmid, align 4, !dbg !685
  %55 = load i32, i32* %54, align 4, !dbg !686
  %56 = add nsw i32 %53, %55, !dbg !687
  %57 = load %struct.node*, %struct.node** getelementptr inbounds (%struct.node, %struct.node* @n1, i32 0, i32 1), align 4, !dbg !688
  %58 = getelementptr inbounds %struct.node, %struct.node* %57, i32 0, i32 0, !dbg !689
  %59 = load i32, i32* %58, align 4, !dbg !689
  %60 = add nsw i32 %56, %59, !dbg !690
  %61 = load i32, i32* %5, align 4, !dbg !691
  %62 = add nsw i32 %61, %60, !dbg !691
  store i32 %62, i32* %5, align 4, !dbg !691
  %63 = bitcast %struct.big* %3 to i8*, !dbg !692
  %64 = call i32 @osize(i8* noundef %63), !dbg !693
  %65 = load i32, i32* %2, align 4, !dbg !694
  %66 = call i32 @more(i32 noundef %65), !dbg !695
  %67 = add nsw i32 %64, %66, !dbg !696
  %68 = load i32, i32* %5, align 4, !dbg !697
  %69 = add nsw i32 %68, %67, !dbg !697
  store i32 %69, i32* %5, align 4, !dbg !697
  %70 = load i32, i32* %5, align 4, !dbg !698
  %71 = icmp eq i32 %70, 12345, !dbg !700
  br i1 %71, label %72, label %73, !dbg !701

72:                                               ; preds = %12
  call void @llvm.trap(), !dbg !702
  br label %73, !dbg !702

73:                                               ; preds = %72, %12
  %74 = load i32, i32* %2, align 4, !dbg !703
  %75 = icmp eq i32 %74, 99, !dbg !705
  br i1 %75, label %76, label %77, !dbg !706

76:                                               ; preds = %73
  unreachable, !dbg !707

77:                                               ; preds = %73
  %78 = load i32, i32* %5, align 4, !dbg !708
  ret i32 %78, !dbg !709
}

declare void @klee_make_symbolic(i8* noundef, i32 noundef, i8* noundef) #7

declare void @klee_assume(i32 noundef) #7

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #8

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind }
attributes #9 = { nounwind readnone willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88, !89}
!llvm.ident = !{!90}

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
!89 = !{i32 7, !"frame-pointer", i32 2}
!90 = !{!"Debian clang version 14.0.6"}
!91 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 31, type: !92, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!16, !16, null}
!94 = !{}
!95 = !DILocalVariable(name: "n", arg: 1, scope: !91, file: !3, line: 31, type: !16)
!96 = !DILocation(line: 31, column: 13, scope: !91)
!97 = !DILocalVariable(name: "ap", scope: !91, file: !3, line: 32, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !99, line: 14, baseType: !100)
!99 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !101, baseType: !21)
!101 = !DIFile(filename: "testdata/c/features.c", directory: ".")
!102 = !DILocation(line: 32, column: 11, scope: !91)
!103 = !DILocalVariable(name: "ap2", scope: !91, file: !3, line: 32, type: !98)
!104 = !DILocation(line: 32, column: 15, scope: !91)
!105 = !DILocation(line: 33, column: 3, scope: !91)
!106 = !DILocation(line: 34, column: 3, scope: !91)
!107 = !DILocalVariable(name: "s", scope: !91, file: !3, line: 35, type: !16)
!108 = !DILocation(line: 35, column: 7, scope: !91)
!109 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 36, type: !16)
!110 = distinct !DILexicalBlock(scope: !91, file: !3, line: 36, column: 3)
!111 = !DILocation(line: 36, column: 12, scope: !110)
!112 = !DILocation(line: 36, column: 8, scope: !110)
!113 = !DILocation(line: 36, column: 19, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !3, line: 36, column: 3)
!115 = !DILocation(line: 36, column: 23, scope: !114)
!116 = !DILocation(line: 36, column: 21, scope: !114)
!117 = !DILocation(line: 36, column: 3, scope: !110)
!118 = !DILocation(line: 36, column: 36, scope: !114)
!119 = !DILocation(line: 36, column: 33, scope: !114)
!120 = !DILocation(line: 36, column: 31, scope: !114)
!121 = !DILocation(line: 36, column: 27, scope: !114)
!122 = !DILocation(line: 36, column: 3, scope: !114)
!123 = distinct !{!123, !117, !124, !125}
!124 = !DILocation(line: 36, column: 36, scope: !110)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 37, column: 3, scope: !91)
!127 = !DILocation(line: 38, column: 3, scope: !91)
!128 = !DILocation(line: 39, column: 10, scope: !91)
!129 = !DILocation(line: 39, column: 3, scope: !91)
!130 = distinct !DISubprogram(name: "mk_small", scope: !3, file: !3, line: 42, type: !131, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!131 = !DISubroutineType(types: !132)
!132 = !{!133, !18}
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !3, line: 12, size: 64, elements: !134)
!134 = !{!135, !136}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !133, file: !3, line: 12, baseType: !18, size: 32)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !133, file: !3, line: 12, baseType: !18, size: 32, offset: 32)
!137 = !DILocalVariable(name: "a", arg: 1, scope: !130, file: !3, line: 42, type: !18)
!138 = !DILocation(line: 42, column: 28, scope: !130)
!139 = !DILocalVariable(name: "s", scope: !130, file: !3, line: 42, type: !133)
!140 = !DILocation(line: 42, column: 46, scope: !130)
!141 = !DILocation(line: 42, column: 50, scope: !130)
!142 = !DILocation(line: 42, column: 51, scope: !130)
!143 = !DILocation(line: 42, column: 54, scope: !130)
!144 = !DILocation(line: 42, column: 56, scope: !130)
!145 = !DILocation(line: 42, column: 62, scope: !130)
!146 = distinct !DISubprogram(name: "use_big", scope: !3, file: !3, line: 43, type: !147, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!147 = !DISubroutineType(types: !148)
!148 = !{!18, !149}
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !3, line: 13, size: 256, elements: !150)
!150 = !{!151}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !149, file: !3, line: 13, baseType: !152, size: 256)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 256, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 8)
!155 = !DILocalVariable(name: "b", arg: 1, scope: !146, file: !3, line: 43, type: !149)
!156 = !DILocation(line: 43, column: 25, scope: !146)
!157 = !DILocation(line: 43, column: 39, scope: !146)
!158 = !DILocation(line: 43, column: 37, scope: !146)
!159 = !DILocation(line: 43, column: 30, scope: !146)
!160 = distinct !DISubprogram(name: "mk_big", scope: !3, file: !3, line: 44, type: !161, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!161 = !DISubroutineType(types: !162)
!162 = !{!149, !18}
!163 = !DILocalVariable(name: "x", arg: 1, scope: !160, file: !3, line: 44, type: !18)
!164 = !DILocation(line: 44, column: 24, scope: !160)
!165 = !DILocalVariable(name: "b", scope: !160, file: !3, line: 44, type: !149)
!166 = !DILocation(line: 44, column: 40, scope: !160)
!167 = !DILocation(line: 44, column: 43, scope: !160)
!168 = !DILocation(line: 44, column: 77, scope: !160)
!169 = !DILocation(line: 44, column: 70, scope: !160)
!170 = !DILocation(line: 44, column: 68, scope: !160)
!171 = !DILocation(line: 44, column: 75, scope: !160)
!172 = !DILocation(line: 44, column: 80, scope: !160)
!173 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 46, type: !63, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!174 = !DILocalVariable(name: "n", arg: 1, scope: !173, file: !3, line: 46, type: !16)
!175 = !DILocation(line: 46, column: 13, scope: !173)
!176 = !DILocation(line: 47, column: 9, scope: !173)
!177 = !DILocation(line: 47, column: 3, scope: !173)
!178 = !DILocalVariable(name: "__vla_expr0", scope: !173, type: !7, flags: DIFlagArtificial)
!179 = !DILocation(line: 0, scope: !173)
!180 = !DILocalVariable(name: "a", scope: !173, file: !3, line: 47, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: !178)
!184 = !DILocation(line: 47, column: 7, scope: !173)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 48, type: !16)
!186 = distinct !DILexicalBlock(scope: !173, file: !3, line: 48, column: 3)
!187 = !DILocation(line: 48, column: 12, scope: !186)
!188 = !DILocation(line: 48, column: 8, scope: !186)
!189 = !DILocation(line: 48, column: 19, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !3, line: 48, column: 3)
!191 = !DILocation(line: 48, column: 23, scope: !190)
!192 = !DILocation(line: 48, column: 21, scope: !190)
!193 = !DILocation(line: 48, column: 3, scope: !186)
!194 = !DILocation(line: 48, column: 38, scope: !190)
!195 = !DILocation(line: 48, column: 33, scope: !190)
!196 = !DILocation(line: 48, column: 31, scope: !190)
!197 = !DILocation(line: 48, column: 36, scope: !190)
!198 = !DILocation(line: 48, column: 27, scope: !190)
!199 = !DILocation(line: 48, column: 3, scope: !190)
!200 = distinct !{!200, !193, !201, !125}
!201 = !DILocation(line: 48, column: 38, scope: !186)
!202 = !DILocation(line: 49, column: 12, scope: !173)
!203 = !DILocation(line: 49, column: 14, scope: !173)
!204 = !DILocation(line: 49, column: 10, scope: !173)
!205 = !DILocation(line: 50, column: 1, scope: !173)
!206 = distinct !DISubprogram(name: "bitops", scope: !3, file: !3, line: 52, type: !207, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!207 = !DISubroutineType(types: !208)
!208 = !{!16, !7, !209}
!209 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!210 = !DILocalVariable(name: "x", arg: 1, scope: !206, file: !3, line: 52, type: !7)
!211 = !DILocation(line: 52, column: 21, scope: !206)
!212 = !DILocalVariable(name: "y", arg: 2, scope: !206, file: !3, line: 52, type: !209)
!213 = !DILocation(line: 52, column: 43, scope: !206)
!214 = !DILocalVariable(name: "r", scope: !206, file: !3, line: 53, type: !16)
!215 = !DILocation(line: 53, column: 7, scope: !206)
!216 = !DILocation(line: 53, column: 30, scope: !206)
!217 = !DILocation(line: 53, column: 11, scope: !206)
!218 = !DILocation(line: 53, column: 49, scope: !206)
!219 = !DILocation(line: 53, column: 51, scope: !206)
!220 = !DILocation(line: 53, column: 35, scope: !206)
!221 = !DILocation(line: 53, column: 33, scope: !206)
!222 = !DILocation(line: 53, column: 72, scope: !206)
!223 = !DILocation(line: 53, column: 74, scope: !206)
!224 = !DILocation(line: 53, column: 58, scope: !206)
!225 = !DILocation(line: 53, column: 56, scope: !206)
!226 = !DILocation(line: 54, column: 31, scope: !206)
!227 = !DILocation(line: 54, column: 13, scope: !206)
!228 = !DILocation(line: 54, column: 62, scope: !206)
!229 = !DILocation(line: 54, column: 41, scope: !206)
!230 = !DILocation(line: 54, column: 34, scope: !206)
!231 = !DILocation(line: 54, column: 5, scope: !206)
!232 = !DILocalVariable(name: "ov", scope: !206, file: !3, line: 55, type: !16)
!233 = !DILocation(line: 55, column: 7, scope: !206)
!234 = !DILocation(line: 56, column: 35, scope: !235)
!235 = distinct !DILexicalBlock(scope: !206, file: !3, line: 56, column: 7)
!236 = !DILocation(line: 56, column: 7, scope: !235)
!237 = !DILocation(line: 56, column: 7, scope: !206)
!238 = !DILocation(line: 56, column: 48, scope: !235)
!239 = !DILocation(line: 56, column: 47, scope: !235)
!240 = !DILocation(line: 57, column: 40, scope: !241)
!241 = distinct !DILexicalBlock(scope: !206, file: !3, line: 57, column: 7)
!242 = !DILocation(line: 57, column: 7, scope: !241)
!243 = !DILocation(line: 57, column: 7, scope: !206)
!244 = !DILocation(line: 57, column: 66, scope: !241)
!245 = !DILocation(line: 57, column: 65, scope: !241)
!246 = !DILocation(line: 58, column: 24, scope: !247)
!247 = distinct !DILexicalBlock(scope: !206, file: !3, line: 58, column: 7)
!248 = !DILocation(line: 58, column: 26, scope: !247)
!249 = !DILocation(line: 58, column: 7, scope: !206)
!250 = !DILocation(line: 58, column: 38, scope: !247)
!251 = !DILocation(line: 58, column: 36, scope: !247)
!252 = !DILocation(line: 59, column: 17, scope: !206)
!253 = !DILocation(line: 59, column: 8, scope: !206)
!254 = !DILocation(line: 59, column: 38, scope: !206)
!255 = !DILocation(line: 59, column: 32, scope: !206)
!256 = !DILocation(line: 59, column: 27, scope: !206)
!257 = !DILocation(line: 59, column: 20, scope: !206)
!258 = !DILocation(line: 59, column: 5, scope: !206)
!259 = !DILocation(line: 60, column: 10, scope: !206)
!260 = !DILocation(line: 60, column: 3, scope: !206)
!261 = distinct !DISubprogram(name: "fl", scope: !3, file: !3, line: 63, type: !262, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!262 = !DISubroutineType(types: !263)
!263 = !{!19, !19, !20}
!264 = !DILocalVariable(name: "a", arg: 1, scope: !261, file: !3, line: 63, type: !19)
!265 = !DILocation(line: 63, column: 18, scope: !261)
!266 = !DILocalVariable(name: "b", arg: 2, scope: !261, file: !3, line: 63, type: !20)
!267 = !DILocation(line: 63, column: 27, scope: !261)
!268 = !DILocalVariable(name: "c", scope: !261, file: !3, line: 64, type: !19)
!269 = !DILocation(line: 64, column: 10, scope: !261)
!270 = !DILocation(line: 64, column: 14, scope: !261)
!271 = !DILocation(line: 64, column: 18, scope: !261)
!272 = !DILocation(line: 64, column: 22, scope: !261)
!273 = !DILocation(line: 64, column: 24, scope: !261)
!274 = !DILocation(line: 64, column: 20, scope: !261)
!275 = !DILocation(line: 64, column: 47, scope: !261)
!276 = !DILocation(line: 64, column: 40, scope: !261)
!277 = !DILocation(line: 64, column: 32, scope: !261)
!278 = !DILocation(line: 64, column: 30, scope: !261)
!279 = !DILocation(line: 65, column: 7, scope: !280)
!280 = distinct !DILexicalBlock(scope: !261, file: !3, line: 65, column: 7)
!281 = !DILocation(line: 65, column: 11, scope: !280)
!282 = !DILocation(line: 65, column: 9, scope: !280)
!283 = !DILocation(line: 65, column: 13, scope: !280)
!284 = !DILocation(line: 65, column: 16, scope: !280)
!285 = !DILocation(line: 65, column: 21, scope: !280)
!286 = !DILocation(line: 65, column: 18, scope: !280)
!287 = !DILocation(line: 65, column: 7, scope: !261)
!288 = !DILocation(line: 65, column: 29, scope: !280)
!289 = !DILocation(line: 65, column: 28, scope: !280)
!290 = !DILocation(line: 65, column: 26, scope: !280)
!291 = !DILocation(line: 65, column: 24, scope: !280)
!292 = !DILocalVariable(name: "u", scope: !261, file: !3, line: 66, type: !7)
!293 = !DILocation(line: 66, column: 12, scope: !261)
!294 = !DILocation(line: 66, column: 26, scope: !261)
!295 = !DILocation(line: 66, column: 16, scope: !261)
!296 = !DILocalVariable(name: "s", scope: !261, file: !3, line: 67, type: !16)
!297 = !DILocation(line: 67, column: 7, scope: !261)
!298 = !DILocation(line: 67, column: 16, scope: !261)
!299 = !DILocation(line: 67, column: 11, scope: !261)
!300 = !DILocation(line: 68, column: 10, scope: !261)
!301 = !DILocation(line: 68, column: 14, scope: !261)
!302 = !DILocation(line: 68, column: 12, scope: !261)
!303 = !DILocation(line: 68, column: 18, scope: !261)
!304 = !DILocation(line: 68, column: 16, scope: !261)
!305 = !DILocation(line: 68, column: 29, scope: !261)
!306 = !DILocation(line: 68, column: 22, scope: !261)
!307 = !DILocation(line: 68, column: 20, scope: !261)
!308 = !DILocation(line: 68, column: 48, scope: !261)
!309 = !DILocation(line: 68, column: 33, scope: !261)
!310 = !DILocation(line: 68, column: 31, scope: !261)
!311 = !DILocation(line: 68, column: 3, scope: !261)
!312 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 71, type: !63, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!313 = !DILocalVariable(name: "x", arg: 1, scope: !312, file: !3, line: 71, type: !16)
!314 = !DILocation(line: 71, column: 12, scope: !312)
!315 = !DILocation(line: 72, column: 11, scope: !312)
!316 = !DILocation(line: 72, column: 3, scope: !312)
!317 = !DILocation(line: 73, column: 11, scope: !318)
!318 = distinct !DILexicalBlock(scope: !312, file: !3, line: 72, column: 14)
!319 = !DILocation(line: 74, column: 11, scope: !318)
!320 = !DILocation(line: 75, column: 19, scope: !318)
!321 = !DILocation(line: 76, column: 12, scope: !318)
!322 = !DILocation(line: 77, column: 12, scope: !318)
!323 = !DILocation(line: 79, column: 1, scope: !312)
!324 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 81, type: !325, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!325 = !DISubroutineType(types: !326)
!326 = !{!16}
!327 = !DILocation(line: 82, column: 3, scope: !324)
!328 = !DILocalVariable(name: "exp", scope: !324, file: !3, line: 83, type: !16)
!329 = !DILocation(line: 83, column: 7, scope: !324)
!330 = !DILocation(line: 84, column: 3, scope: !324)
!331 = !DILocation(line: 85, column: 3, scope: !324)
!332 = !DILocation(line: 86, column: 10, scope: !324)
!333 = !DILocation(line: 86, column: 3, scope: !324)
!334 = distinct !DISubprogram(name: "structs", scope: !3, file: !3, line: 89, type: !335, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!335 = !DISubroutineType(types: !336)
!336 = !{!16, !337, !338, !344, !350}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 32)
!339 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !3, line: 9, size: 56, elements: !340)
!340 = !{!341, !342, !343}
!341 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !339, file: !3, line: 9, baseType: !22, size: 8)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !339, file: !3, line: 9, baseType: !16, size: 32, offset: 8)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !339, file: !3, line: 9, baseType: !50, size: 16, offset: 40)
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !345, size: 32)
!345 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bits", file: !3, line: 10, size: 32, elements: !346)
!346 = !{!347, !348, !349}
!347 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !345, file: !3, line: 10, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !345, file: !3, line: 10, baseType: !7, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !345, file: !3, line: 10, baseType: !16, size: 12, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 32)
!351 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !3, line: 11, size: 32, elements: !352)
!352 = !{!353, !354, !355}
!353 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !351, file: !3, line: 11, baseType: !16, size: 32)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !351, file: !3, line: 11, baseType: !20, size: 32)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !351, file: !3, line: 11, baseType: !356, size: 32)
!356 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 32, elements: !357)
!357 = !{!358}
!358 = !DISubrange(count: 4)
!359 = !DILocalVariable(name: "p", arg: 1, scope: !334, file: !3, line: 89, type: !337)
!360 = !DILocation(line: 89, column: 25, scope: !334)
!361 = !DILocalVariable(name: "q", arg: 2, scope: !334, file: !3, line: 89, type: !338)
!362 = !DILocation(line: 89, column: 43, scope: !334)
!363 = !DILocalVariable(name: "b", arg: 3, scope: !334, file: !3, line: 89, type: !344)
!364 = !DILocation(line: 89, column: 59, scope: !334)
!365 = !DILocalVariable(name: "v", arg: 4, scope: !334, file: !3, line: 89, type: !350)
!366 = !DILocation(line: 89, column: 71, scope: !334)
!367 = !DILocation(line: 90, column: 3, scope: !334)
!368 = !DILocation(line: 90, column: 6, scope: !334)
!369 = !DILocation(line: 90, column: 8, scope: !334)
!370 = !DILocation(line: 91, column: 3, scope: !334)
!371 = !DILocation(line: 91, column: 6, scope: !334)
!372 = !DILocation(line: 91, column: 8, scope: !334)
!373 = !DILocation(line: 92, column: 3, scope: !334)
!374 = !DILocation(line: 92, column: 6, scope: !334)
!375 = !DILocation(line: 92, column: 8, scope: !334)
!376 = !DILocation(line: 93, column: 10, scope: !334)
!377 = !DILocation(line: 93, column: 13, scope: !334)
!378 = !DILocation(line: 93, column: 17, scope: !334)
!379 = !DILocation(line: 93, column: 20, scope: !334)
!380 = !DILocation(line: 93, column: 15, scope: !334)
!381 = !DILocation(line: 93, column: 24, scope: !334)
!382 = !DILocation(line: 93, column: 27, scope: !334)
!383 = !DILocation(line: 93, column: 22, scope: !334)
!384 = !DILocation(line: 93, column: 31, scope: !334)
!385 = !DILocation(line: 93, column: 34, scope: !334)
!386 = !DILocation(line: 93, column: 29, scope: !334)
!387 = !DILocation(line: 93, column: 38, scope: !334)
!388 = !DILocation(line: 93, column: 41, scope: !334)
!389 = !DILocation(line: 93, column: 36, scope: !334)
!390 = !DILocation(line: 93, column: 45, scope: !334)
!391 = !DILocation(line: 93, column: 48, scope: !334)
!392 = !DILocation(line: 93, column: 43, scope: !334)
!393 = !DILocation(line: 93, column: 3, scope: !334)
!394 = distinct !DISubprogram(name: "osize", scope: !3, file: !3, line: 96, type: !395, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!395 = !DISubroutineType(types: !396)
!396 = !{!397, !21}
!397 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!398 = !DILocalVariable(name: "p", arg: 1, scope: !394, file: !3, line: 96, type: !21)
!399 = !DILocation(line: 96, column: 27, scope: !394)
!400 = !DILocation(line: 96, column: 61, scope: !394)
!401 = !DILocation(line: 96, column: 39, scope: !394)
!402 = !DILocation(line: 96, column: 91, scope: !394)
!403 = !DILocation(line: 96, column: 69, scope: !394)
!404 = !DILocation(line: 96, column: 67, scope: !394)
!405 = !DILocation(line: 96, column: 32, scope: !394)
!406 = distinct !DISubprogram(name: "loopy", scope: !3, file: !3, line: 98, type: !407, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!407 = !DISubroutineType(types: !408)
!408 = !{!16, !27}
!409 = !DILocalVariable(name: "s", arg: 1, scope: !406, file: !3, line: 98, type: !27)
!410 = !DILocation(line: 98, column: 23, scope: !406)
!411 = !DILocalVariable(name: "h", scope: !406, file: !3, line: 99, type: !16)
!412 = !DILocation(line: 99, column: 7, scope: !406)
!413 = !DILocation(line: 100, column: 3, scope: !406)
!414 = !DILocation(line: 100, column: 11, scope: !406)
!415 = !DILocation(line: 100, column: 10, scope: !406)
!416 = !DILocation(line: 100, column: 18, scope: !406)
!417 = !DILocation(line: 100, column: 20, scope: !406)
!418 = !DILocation(line: 100, column: 29, scope: !406)
!419 = !DILocation(line: 100, column: 27, scope: !406)
!420 = !DILocation(line: 100, column: 25, scope: !406)
!421 = !DILocation(line: 100, column: 16, scope: !406)
!422 = distinct !{!422, !413, !418, !125}
!423 = !DILocalVariable(name: "buf", scope: !406, file: !3, line: 101, type: !424)
!424 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 128, elements: !425)
!425 = !{!426}
!426 = !DISubrange(count: 16)
!427 = !DILocation(line: 101, column: 8, scope: !406)
!428 = !DILocation(line: 102, column: 3, scope: !406)
!429 = !DILocation(line: 102, column: 15, scope: !406)
!430 = !DILocation(line: 103, column: 11, scope: !406)
!431 = !DILocation(line: 103, column: 15, scope: !406)
!432 = !DILocation(line: 103, column: 3, scope: !406)
!433 = !DILocation(line: 104, column: 10, scope: !406)
!434 = !DILocation(line: 104, column: 14, scope: !406)
!435 = !DILocation(line: 104, column: 12, scope: !406)
!436 = !DILocation(line: 104, column: 3, scope: !406)
!437 = distinct !DISubprogram(name: "fptr_call", scope: !3, file: !3, line: 107, type: !63, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!438 = !DILocalVariable(name: "k", arg: 1, scope: !437, file: !3, line: 107, type: !16)
!439 = !DILocation(line: 107, column: 19, scope: !437)
!440 = !DILocation(line: 107, column: 33, scope: !437)
!441 = !DILocation(line: 107, column: 49, scope: !437)
!442 = !DILocation(line: 107, column: 69, scope: !437)
!443 = !DILocation(line: 107, column: 71, scope: !437)
!444 = !DILocation(line: 107, column: 63, scope: !437)
!445 = !DILocation(line: 107, column: 76, scope: !437)
!446 = !DILocation(line: 107, column: 56, scope: !437)
!447 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 28, type: !63, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !94)
!448 = !DILocalVariable(name: "x", arg: 1, scope: !447, file: !3, line: 28, type: !16)
!449 = !DILocation(line: 28, column: 20, scope: !447)
!450 = !DILocation(line: 28, column: 32, scope: !447)
!451 = !DILocation(line: 28, column: 34, scope: !447)
!452 = !DILocation(line: 28, column: 25, scope: !447)
!453 = distinct !DISubprogram(name: "dec", scope: !3, file: !3, line: 29, type: !63, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !94)
!454 = !DILocalVariable(name: "x", arg: 1, scope: !453, file: !3, line: 29, type: !16)
!455 = !DILocation(line: 29, column: 20, scope: !453)
!456 = !DILocation(line: 29, column: 32, scope: !453)
!457 = !DILocation(line: 29, column: 34, scope: !453)
!458 = !DILocation(line: 29, column: 25, scope: !453)
!459 = distinct !DISubprogram(name: "bitfields", scope: !3, file: !3, line: 116, type: !460, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!460 = !DISubroutineType(types: !461)
!461 = !{!16, !462}
!462 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !463, size: 32)
!463 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !3, line: 113, size: 64, elements: !464)
!464 = !{!465, !466, !467}
!465 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !463, file: !3, line: 113, baseType: !7, size: 3, flags: DIFlagBitField, extraData: i64 0)
!466 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !463, file: !3, line: 113, baseType: !7, size: 21, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!467 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !463, file: !3, line: 113, baseType: !209, size: 40, offset: 24, flags: DIFlagBitField, extraData: i64 0)
!468 = !DILocalVariable(name: "p", arg: 1, scope: !459, file: !3, line: 116, type: !462)
!469 = !DILocation(line: 116, column: 26, scope: !459)
!470 = !DILocation(line: 116, column: 31, scope: !459)
!471 = !DILocation(line: 116, column: 34, scope: !459)
!472 = !DILocation(line: 116, column: 36, scope: !459)
!473 = !DILocation(line: 116, column: 42, scope: !459)
!474 = !DILocation(line: 116, column: 45, scope: !459)
!475 = !DILocation(line: 116, column: 47, scope: !459)
!476 = !DILocation(line: 116, column: 59, scope: !459)
!477 = !DILocation(line: 116, column: 62, scope: !459)
!478 = !DILocation(line: 116, column: 66, scope: !459)
!479 = !DILocation(line: 116, column: 69, scope: !459)
!480 = !DILocation(line: 116, column: 64, scope: !459)
!481 = !DILocation(line: 116, column: 78, scope: !459)
!482 = !DILocation(line: 116, column: 81, scope: !459)
!483 = !DILocation(line: 116, column: 73, scope: !459)
!484 = !DILocation(line: 116, column: 71, scope: !459)
!485 = !DILocation(line: 116, column: 52, scope: !459)
!486 = distinct !DISubprogram(name: "blobcopy", scope: !3, file: !3, line: 117, type: !487, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!487 = !DISubroutineType(types: !488)
!488 = !{null, !489}
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 32)
!490 = !DILocalVariable(name: "d", arg: 1, scope: !486, file: !3, line: 117, type: !489)
!491 = !DILocation(line: 117, column: 28, scope: !486)
!492 = !DILocation(line: 117, column: 34, scope: !486)
!493 = !DILocation(line: 117, column: 38, scope: !486)
!494 = !DILocation(line: 117, column: 52, scope: !486)
!495 = !DILocation(line: 117, column: 56, scope: !486)
!496 = distinct !DISubprogram(name: "mathcalls", scope: !3, file: !3, line: 118, type: !262, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!497 = !DILocalVariable(name: "x", arg: 1, scope: !496, file: !3, line: 118, type: !19)
!498 = !DILocation(line: 118, column: 25, scope: !496)
!499 = !DILocalVariable(name: "y", arg: 2, scope: !496, file: !3, line: 118, type: !20)
!500 = !DILocation(line: 118, column: 34, scope: !496)
!501 = !DILocation(line: 118, column: 52, scope: !496)
!502 = !DILocation(line: 118, column: 46, scope: !496)
!503 = !DILocation(line: 118, column: 63, scope: !496)
!504 = !DILocation(line: 118, column: 57, scope: !496)
!505 = !DILocation(line: 118, column: 55, scope: !496)
!506 = !DILocation(line: 118, column: 83, scope: !496)
!507 = !DILocation(line: 118, column: 68, scope: !496)
!508 = !DILocation(line: 118, column: 66, scope: !496)
!509 = !DILocation(line: 118, column: 93, scope: !496)
!510 = !DILocation(line: 118, column: 88, scope: !496)
!511 = !DILocation(line: 118, column: 86, scope: !496)
!512 = !DILocation(line: 118, column: 39, scope: !496)
!513 = distinct !DISubprogram(name: "satsub", scope: !3, file: !3, line: 119, type: !514, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!514 = !DISubroutineType(types: !515)
!515 = !{!516, !516, !516}
!516 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!517 = !DILocalVariable(name: "a", arg: 1, scope: !513, file: !3, line: 119, type: !516)
!518 = !DILocation(line: 119, column: 36, scope: !513)
!519 = !DILocalVariable(name: "b", arg: 2, scope: !513, file: !3, line: 119, type: !516)
!520 = !DILocation(line: 119, column: 53, scope: !513)
!521 = !DILocation(line: 119, column: 65, scope: !513)
!522 = !DILocation(line: 119, column: 69, scope: !513)
!523 = !DILocation(line: 119, column: 67, scope: !513)
!524 = !DILocation(line: 119, column: 73, scope: !513)
!525 = !DILocation(line: 119, column: 77, scope: !513)
!526 = !DILocation(line: 119, column: 75, scope: !513)
!527 = !DILocation(line: 119, column: 58, scope: !513)
!528 = distinct !DISubprogram(name: "fcmps", scope: !3, file: !3, line: 120, type: !529, scopeLine: 120, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!529 = !DISubroutineType(types: !530)
!530 = !{!16, !20, !20}
!531 = !DILocalVariable(name: "a", arg: 1, scope: !528, file: !3, line: 120, type: !20)
!532 = !DILocation(line: 120, column: 17, scope: !528)
!533 = !DILocalVariable(name: "b", arg: 2, scope: !528, file: !3, line: 120, type: !20)
!534 = !DILocation(line: 120, column: 26, scope: !528)
!535 = !DILocation(line: 120, column: 39, scope: !528)
!536 = !DILocation(line: 120, column: 43, scope: !528)
!537 = !DILocation(line: 120, column: 41, scope: !528)
!538 = !DILocation(line: 120, column: 49, scope: !528)
!539 = !DILocation(line: 120, column: 54, scope: !528)
!540 = !DILocation(line: 120, column: 51, scope: !528)
!541 = !DILocation(line: 120, column: 46, scope: !528)
!542 = !DILocation(line: 120, column: 60, scope: !528)
!543 = !DILocation(line: 120, column: 65, scope: !528)
!544 = !DILocation(line: 120, column: 62, scope: !528)
!545 = !DILocation(line: 120, column: 57, scope: !528)
!546 = !DILocation(line: 120, column: 71, scope: !528)
!547 = !DILocation(line: 120, column: 76, scope: !528)
!548 = !DILocation(line: 120, column: 73, scope: !528)
!549 = !DILocation(line: 120, column: 68, scope: !528)
!550 = !DILocation(line: 120, column: 31, scope: !528)
!551 = distinct !DISubprogram(name: "sw8", scope: !3, file: !3, line: 121, type: !552, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!552 = !DISubroutineType(types: !553)
!553 = !{!16, !22}
!554 = !DILocalVariable(name: "c", arg: 1, scope: !551, file: !3, line: 121, type: !22)
!555 = !DILocation(line: 121, column: 14, scope: !551)
!556 = !DILocation(line: 121, column: 27, scope: !551)
!557 = !DILocation(line: 121, column: 19, scope: !551)
!558 = !DILocation(line: 121, column: 42, scope: !559)
!559 = distinct !DILexicalBlock(scope: !551, file: !3, line: 121, column: 30)
!560 = !DILocation(line: 121, column: 62, scope: !559)
!561 = !DILocation(line: 121, column: 82, scope: !559)
!562 = !DILocation(line: 121, column: 94, scope: !551)
!563 = !DILocation(line: 121, column: 104, scope: !551)
!564 = distinct !DISubprogram(name: "stackalloc", scope: !3, file: !3, line: 122, type: !565, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!565 = !DISubroutineType(types: !566)
!566 = !{!42, !16}
!567 = !DILocalVariable(name: "n", arg: 1, scope: !564, file: !3, line: 122, type: !16)
!568 = !DILocation(line: 122, column: 21, scope: !564)
!569 = !DILocalVariable(name: "p", scope: !564, file: !3, line: 122, type: !42)
!570 = !DILocation(line: 122, column: 31, scope: !564)
!571 = !DILocation(line: 122, column: 52, scope: !564)
!572 = !DILocation(line: 122, column: 54, scope: !564)
!573 = !DILocation(line: 122, column: 35, scope: !564)
!574 = !DILocation(line: 122, column: 60, scope: !564)
!575 = !DILocation(line: 122, column: 65, scope: !564)
!576 = !DILocation(line: 122, column: 77, scope: !564)
!577 = !DILocation(line: 122, column: 70, scope: !564)
!578 = distinct !DISubprogram(name: "mulov", scope: !3, file: !3, line: 123, type: !579, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!579 = !DISubroutineType(types: !580)
!580 = !{!58, !58, !58}
!581 = !DILocalVariable(name: "a", arg: 1, scope: !578, file: !3, line: 123, type: !58)
!582 = !DILocation(line: 123, column: 27, scope: !578)
!583 = !DILocalVariable(name: "b", arg: 2, scope: !578, file: !3, line: 123, type: !58)
!584 = !DILocation(line: 123, column: 40, scope: !578)
!585 = !DILocalVariable(name: "r", scope: !578, file: !3, line: 123, type: !58)
!586 = !DILocation(line: 123, column: 55, scope: !578)
!587 = !DILocation(line: 123, column: 88, scope: !578)
!588 = !DILocation(line: 123, column: 91, scope: !578)
!589 = !DILocation(line: 123, column: 65, scope: !578)
!590 = !DILocation(line: 123, column: 116, scope: !578)
!591 = !DILocation(line: 123, column: 118, scope: !578)
!592 = !DILocation(line: 123, column: 100, scope: !578)
!593 = !DILocation(line: 123, column: 98, scope: !578)
!594 = !DILocation(line: 123, column: 141, scope: !578)
!595 = !DILocation(line: 123, column: 143, scope: !578)
!596 = !DILocation(line: 123, column: 125, scope: !578)
!597 = !DILocation(line: 123, column: 123, scope: !578)
!598 = !DILocation(line: 123, column: 58, scope: !578)
!599 = distinct !DISubprogram(name: "more", scope: !3, file: !3, line: 125, type: !63, scopeLine: 125, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!600 = !DILocalVariable(name: "x", arg: 1, scope: !599, file: !3, line: 125, type: !16)
!601 = !DILocation(line: 125, column: 14, scope: !599)
!602 = !DILocalVariable(name: "f", scope: !599, file: !3, line: 126, type: !463)
!603 = !DILocation(line: 126, column: 13, scope: !599)
!604 = !DILocalVariable(name: "d", scope: !599, file: !3, line: 127, type: !72)
!605 = !DILocation(line: 127, column: 15, scope: !599)
!606 = !DILocation(line: 128, column: 3, scope: !599)
!607 = !DILocation(line: 129, column: 10, scope: !599)
!608 = !DILocation(line: 129, column: 41, scope: !599)
!609 = !DILocation(line: 129, column: 31, scope: !599)
!610 = !DILocation(line: 129, column: 26, scope: !599)
!611 = !DILocation(line: 129, column: 24, scope: !599)
!612 = !DILocation(line: 129, column: 56, scope: !599)
!613 = !DILocation(line: 129, column: 49, scope: !599)
!614 = !DILocation(line: 129, column: 47, scope: !599)
!615 = !DILocation(line: 129, column: 70, scope: !599)
!616 = !DILocation(line: 129, column: 64, scope: !599)
!617 = !DILocation(line: 129, column: 62, scope: !599)
!618 = !DILocation(line: 129, column: 82, scope: !599)
!619 = !DILocation(line: 129, column: 78, scope: !599)
!620 = !DILocation(line: 129, column: 76, scope: !599)
!621 = !DILocation(line: 129, column: 88, scope: !599)
!622 = !DILocation(line: 129, column: 87, scope: !599)
!623 = !DILocation(line: 129, column: 85, scope: !599)
!624 = !DILocation(line: 129, column: 115, scope: !599)
!625 = !DILocation(line: 129, column: 109, scope: !599)
!626 = !DILocation(line: 129, column: 104, scope: !599)
!627 = !DILocation(line: 129, column: 102, scope: !599)
!628 = !DILocation(line: 129, column: 125, scope: !599)
!629 = !DILocation(line: 129, column: 121, scope: !599)
!630 = !DILocation(line: 129, column: 3, scope: !599)
!631 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 132, type: !325, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!632 = !DILocalVariable(name: "x", scope: !631, file: !3, line: 133, type: !16)
!633 = !DILocation(line: 133, column: 7, scope: !631)
!634 = !DILocation(line: 134, column: 22, scope: !631)
!635 = !DILocation(line: 134, column: 3, scope: !631)
!636 = !DILocation(line: 135, column: 15, scope: !631)
!637 = !DILocation(line: 135, column: 17, scope: !631)
!638 = !DILocation(line: 135, column: 24, scope: !631)
!639 = !DILocation(line: 135, column: 27, scope: !631)
!640 = !DILocation(line: 135, column: 29, scope: !631)
!641 = !DILocation(line: 0, scope: !631)
!642 = !DILocation(line: 135, column: 3, scope: !631)
!643 = !DILocalVariable(name: "b", scope: !631, file: !3, line: 136, type: !149)
!644 = !DILocation(line: 136, column: 14, scope: !631)
!645 = !DILocation(line: 136, column: 25, scope: !631)
!646 = !DILocation(line: 136, column: 18, scope: !631)
!647 = !DILocalVariable(name: "s", scope: !631, file: !3, line: 137, type: !133)
!648 = !DILocation(line: 137, column: 16, scope: !631)
!649 = !DILocation(line: 137, column: 29, scope: !631)
!650 = !DILocation(line: 137, column: 20, scope: !631)
!651 = !DILocalVariable(name: "r", scope: !631, file: !3, line: 138, type: !16)
!652 = !DILocation(line: 138, column: 7, scope: !631)
!653 = !DILocation(line: 138, column: 18, scope: !631)
!654 = !DILocation(line: 138, column: 11, scope: !631)
!655 = !DILocation(line: 138, column: 34, scope: !631)
!656 = !DILocation(line: 138, column: 27, scope: !631)
!657 = !DILocation(line: 138, column: 54, scope: !631)
!658 = !DILocation(line: 138, column: 45, scope: !631)
!659 = !DILocation(line: 138, column: 58, scope: !631)
!660 = !DILocation(line: 138, column: 56, scope: !631)
!661 = !DILocation(line: 138, column: 74, scope: !631)
!662 = !DILocation(line: 138, column: 77, scope: !631)
!663 = !DILocation(line: 138, column: 67, scope: !631)
!664 = !DILocation(line: 138, column: 65, scope: !631)
!665 = !DILocation(line: 138, column: 85, scope: !631)
!666 = !DILocation(line: 138, column: 82, scope: !631)
!667 = !DILocation(line: 138, column: 80, scope: !631)
!668 = !DILocation(line: 138, column: 90, scope: !631)
!669 = !DILocation(line: 138, column: 88, scope: !631)
!670 = !DILocation(line: 139, column: 16, scope: !631)
!671 = !DILocation(line: 139, column: 13, scope: !631)
!672 = !DILocation(line: 139, column: 8, scope: !631)
!673 = !DILocation(line: 139, column: 39, scope: !631)
!674 = !DILocation(line: 139, column: 41, scope: !631)
!675 = !DILocation(line: 139, column: 33, scope: !631)
!676 = !DILocation(line: 139, column: 27, scope: !631)
!677 = !DILocation(line: 139, column: 25, scope: !631)
!678 = !DILocation(line: 139, column: 59, scope: !631)
!679 = !DILocation(line: 139, column: 49, scope: !631)
!680 = !DILocation(line: 139, column: 47, scope: !631)
!681 = !DILocation(line: 139, column: 70, scope: !631)
!682 = !DILocation(line: 139, column: 72, scope: !631)
!683 = !DILocation(line: 139, column: 64, scope: !631)
!684 = !DILocation(line: 139, column: 62, scope: !631)
!685 = !DILocation(line: 139, column: 80, scope: !631)
!686 = !DILocation(line: 139, column: 79, scope: !631)
!687 = !DILocation(line: 139, column: 77, scope: !631)
!688 = !DILocation(line: 139, column: 90, scope: !631)
!689 = !DILocation(line: 139, column: 96, scope: !631)
!690 = !DILocation(line: 139, column: 85, scope: !631)
!691 = !DILocation(line: 139, column: 5, scope: !631)
!692 = !DILocation(line: 140, column: 19, scope: !631)
!693 = !DILocation(line: 140, column: 13, scope: !631)
!694 = !DILocation(line: 140, column: 38, scope: !631)
!695 = !DILocation(line: 140, column: 33, scope: !631)
!696 = !DILocation(line: 140, column: 31, scope: !631)
!697 = !DILocation(line: 140, column: 5, scope: !631)
!698 = !DILocation(line: 141, column: 7, scope: !699)
!699 = distinct !DILexicalBlock(scope: !631, file: !3, line: 141, column: 7)
!700 = !DILocation(line: 141, column: 9, scope: !699)
!701 = !DILocation(line: 141, column: 7, scope: !631)
!702 = !DILocation(line: 141, column: 19, scope: !699)
!703 = !DILocation(line: 142, column: 7, scope: !704)
!704 = distinct !DILexicalBlock(scope: !631, file: !3, line: 142, column: 7)
!705 = !DILocation(line: 142, column: 9, scope: !704)
!706 = !DILocation(line: 142, column: 7, scope: !631)
!707 = !DILocation(line: 142, column: 16, scope: !704)
!708 = !DILocation(line: 143, column: 10, scope: !631)
!709 = !DILocation(line: 143, column: 3, scope: !631)
