; ModuleID = 'testdata/c/intrinsics_o2.c'
source_filename = "testdata/c/intrinsics_o2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !28 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = bitcast i32* %1 to i8*, !dbg !41
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #5, !dbg !41
  %4 = bitcast i64* %2 to i8*, !dbg !42
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #5, !dbg !42
  call void @llvm.dbg.value(metadata i32* %1, metadata !33, metadata !DIExpression(DW_OP_deref)), !dbg !43
  call void @klee_make_symbolic(i8* noundef nonnull %3, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #5, !dbg !44
  call void @llvm.dbg.value(metadata i64* %2, metadata !34, metadata !DIExpression(DW_OP_deref)), !dbg !43
  call void @klee_make_symbolic(i8* noundef nonnull %4, i64 noundef 8, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !45
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !35, metadata !DIExpression()), !dbg !43
  %5 = load i32, i32* %1, align 4, !dbg !46, !tbaa !47
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !51, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32 undef, metadata !56, metadata !DIExpression()), !dbg !57
  %6 = xor i32 %5, -979559295, !dbg !59
  %7 = call i32 @llvm.bswap.i32(i32 %6), !dbg !59
  %8 = mul i32 %7, 16777619, !dbg !60
  call void @llvm.dbg.value(metadata i32 %8, metadata !35, metadata !DIExpression()), !dbg !43
  %9 = load i64, i64* %2, align 8, !dbg !61, !tbaa !62
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  %10 = call i64 @llvm.bswap.i64(i64 %9), !dbg !64
  %11 = lshr i64 %10, 7, !dbg !65
  %12 = trunc i64 %11 to i32, !dbg !66
  call void @llvm.dbg.value(metadata i32 %8, metadata !51, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 %12, metadata !56, metadata !DIExpression()), !dbg !67
  %13 = xor i32 %8, %12, !dbg !69
  %14 = mul i32 %13, 16777619, !dbg !70
  call void @llvm.dbg.value(metadata i32 %14, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  %15 = trunc i32 %5 to i16, !dbg !71
  %16 = call i16 @llvm.bswap.i16(i16 %15), !dbg !72
  %17 = zext i16 %16 to i32, !dbg !72
  call void @llvm.dbg.value(metadata i32 %14, metadata !51, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %17, metadata !56, metadata !DIExpression()), !dbg !73
  %18 = xor i32 %14, %17, !dbg !75
  %19 = mul i32 %18, 16777619, !dbg !76
  call void @llvm.dbg.value(metadata i32 %19, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  %20 = call i32 @llvm.ctpop.i32(i32 %5), !dbg !77, !range !78
  call void @llvm.dbg.value(metadata i32 %19, metadata !51, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %20, metadata !56, metadata !DIExpression()), !dbg !79
  %21 = xor i32 %19, %20, !dbg !81
  %22 = mul i32 %21, 16777619, !dbg !82
  call void @llvm.dbg.value(metadata i32 %22, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  %23 = call i64 @llvm.ctpop.i64(i64 %9), !dbg !83, !range !84
  %24 = trunc i64 %23 to i32, !dbg !83
  call void @llvm.dbg.value(metadata i32 %22, metadata !51, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 %24, metadata !56, metadata !DIExpression()), !dbg !85
  %25 = xor i32 %22, %24, !dbg !87
  %26 = mul i32 %25, 16777619, !dbg !88
  call void @llvm.dbg.value(metadata i32 %26, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  %27 = icmp eq i32 %5, 0, !dbg !89
  %28 = call i32 @llvm.ctlz.i32(i32 %5, i1 true), !dbg !89, !range !78
  %29 = select i1 %27, i32 99, i32 %28, !dbg !89
  call void @llvm.dbg.value(metadata i32 %26, metadata !51, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %29, metadata !56, metadata !DIExpression()), !dbg !90
  %30 = xor i32 %26, %29, !dbg !92
  %31 = mul i32 %30, 16777619, !dbg !93
  call void @llvm.dbg.value(metadata i32 %31, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  %32 = icmp eq i64 %9, 0, !dbg !94
  %33 = call i64 @llvm.cttz.i64(i64 %9, i1 true), !dbg !94, !range !84
  %34 = trunc i64 %33 to i32, !dbg !94
  %35 = select i1 %32, i32 77, i32 %34, !dbg !94
  call void @llvm.dbg.value(metadata i32 %31, metadata !51, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %35, metadata !56, metadata !DIExpression()), !dbg !95
  %36 = xor i32 %31, %35, !dbg !97
  %37 = mul i32 %36, 16777619, !dbg !98
  call void @llvm.dbg.value(metadata i32 %37, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  %38 = call i32 @llvm.fshl.i32(i32 %5, i32 %5, i32 5), !dbg !99
  call void @llvm.dbg.value(metadata i32 %37, metadata !51, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %38, metadata !56, metadata !DIExpression()), !dbg !100
  %39 = xor i32 %37, %38, !dbg !102
  %40 = mul i32 %39, 16777619, !dbg !103
  call void @llvm.dbg.value(metadata i32 %40, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 undef, metadata !34, metadata !DIExpression()), !dbg !43
  %41 = lshr i64 %9, 13, !dbg !104
  %42 = trunc i64 %41 to i32, !dbg !105
  call void @llvm.dbg.value(metadata i32 %40, metadata !51, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 %42, metadata !56, metadata !DIExpression()), !dbg !106
  %43 = xor i32 %40, %42, !dbg !108
  %44 = mul i32 %43, 16777619, !dbg !109
  call void @llvm.dbg.value(metadata i32 %44, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  %45 = trunc i64 %9 to i32, !dbg !110
  %46 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 %45), !dbg !111
  %47 = extractvalue { i32, i1 } %46, 1, !dbg !111
  %48 = extractvalue { i32, i1 } %46, 0, !dbg !111
  call void @llvm.dbg.value(metadata i32 %48, metadata !36, metadata !DIExpression()), !dbg !43
  %49 = zext i1 %47 to i32, !dbg !111
  call void @llvm.dbg.value(metadata i32 %44, metadata !51, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %49, metadata !56, metadata !DIExpression()), !dbg !112
  %50 = xor i32 %44, %49, !dbg !114
  %51 = mul i32 %50, 16777619, !dbg !115
  call void @llvm.dbg.value(metadata i32 %51, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %51, metadata !51, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %48, metadata !56, metadata !DIExpression()), !dbg !116
  %52 = xor i32 %51, %48, !dbg !118
  %53 = mul i32 %52, 16777619, !dbg !119
  call void @llvm.dbg.value(metadata i32 %53, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  %54 = lshr i64 %9, 32, !dbg !120
  %55 = trunc i64 %54 to i32, !dbg !121
  %56 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %5, i32 %55), !dbg !122
  %57 = extractvalue { i32, i1 } %56, 1, !dbg !122
  %58 = extractvalue { i32, i1 } %56, 0, !dbg !122
  call void @llvm.dbg.value(metadata i32 %58, metadata !36, metadata !DIExpression()), !dbg !43
  %59 = zext i1 %57 to i32, !dbg !122
  call void @llvm.dbg.value(metadata i32 %53, metadata !51, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 %59, metadata !56, metadata !DIExpression()), !dbg !123
  %60 = xor i32 %53, %59, !dbg !125
  %61 = mul i32 %60, 16777619, !dbg !126
  call void @llvm.dbg.value(metadata i32 %61, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %61, metadata !51, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32 %58, metadata !56, metadata !DIExpression()), !dbg !127
  %62 = xor i32 %61, %58, !dbg !129
  %63 = mul i32 %62, 16777619, !dbg !130
  call void @llvm.dbg.value(metadata i32 %63, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  %64 = lshr i64 %9, 16, !dbg !131
  %65 = trunc i64 %64 to i32, !dbg !132
  %66 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %5, i32 %65), !dbg !133
  %67 = extractvalue { i32, i1 } %66, 1, !dbg !133
  %68 = extractvalue { i32, i1 } %66, 0, !dbg !133
  call void @llvm.dbg.value(metadata i32 %68, metadata !36, metadata !DIExpression()), !dbg !43
  %69 = zext i1 %67 to i32, !dbg !133
  call void @llvm.dbg.value(metadata i32 %63, metadata !51, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 %69, metadata !56, metadata !DIExpression()), !dbg !134
  %70 = xor i32 %63, %69, !dbg !136
  %71 = mul i32 %70, 16777619, !dbg !137
  call void @llvm.dbg.value(metadata i32 %71, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %71, metadata !51, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !138
  %72 = xor i32 %71, %68, !dbg !140
  %73 = mul i32 %72, 16777619, !dbg !141
  call void @llvm.dbg.value(metadata i32 %73, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  %74 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %5, i32 %45), !dbg !142
  %75 = extractvalue { i32, i1 } %74, 1, !dbg !142
  call void @llvm.dbg.value(metadata i32 %48, metadata !37, metadata !DIExpression()), !dbg !43
  %76 = zext i1 %75 to i32, !dbg !142
  call void @llvm.dbg.value(metadata i32 %73, metadata !51, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 %76, metadata !56, metadata !DIExpression()), !dbg !143
  %77 = xor i32 %73, %76, !dbg !145
  %78 = mul i32 %77, 16777619, !dbg !146
  call void @llvm.dbg.value(metadata i32 %78, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %78, metadata !51, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 %48, metadata !56, metadata !DIExpression()), !dbg !147
  %79 = xor i32 %78, %48, !dbg !149
  %80 = mul i32 %79, 16777619, !dbg !150
  call void @llvm.dbg.value(metadata i32 %80, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  %81 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %5, i32 %45), !dbg !151
  %82 = extractvalue { i32, i1 } %81, 1, !dbg !151
  call void @llvm.dbg.value(metadata i32 undef, metadata !37, metadata !DIExpression()), !dbg !43
  %83 = zext i1 %82 to i32, !dbg !151
  call void @llvm.dbg.value(metadata i32 %80, metadata !51, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 %83, metadata !56, metadata !DIExpression()), !dbg !152
  %84 = xor i32 %80, %83, !dbg !154
  %85 = mul i32 %84, 16777619, !dbg !155
  call void @llvm.dbg.value(metadata i32 %85, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  %86 = lshr i64 %9, 40, !dbg !156
  %87 = trunc i64 %86 to i32, !dbg !157
  %88 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %5, i32 %87), !dbg !158
  %89 = extractvalue { i32, i1 } %88, 1, !dbg !158
  %90 = extractvalue { i32, i1 } %88, 0, !dbg !158
  call void @llvm.dbg.value(metadata i32 %90, metadata !37, metadata !DIExpression()), !dbg !43
  %91 = zext i1 %89 to i32, !dbg !158
  call void @llvm.dbg.value(metadata i32 %85, metadata !51, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 %91, metadata !56, metadata !DIExpression()), !dbg !159
  %92 = xor i32 %85, %91, !dbg !161
  %93 = mul i32 %92, 16777619, !dbg !162
  call void @llvm.dbg.value(metadata i32 %93, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %93, metadata !51, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 %90, metadata !56, metadata !DIExpression()), !dbg !163
  %94 = xor i32 %93, %90, !dbg !165
  %95 = mul i32 %94, 16777619, !dbg !166
  call void @llvm.dbg.value(metadata i32 %95, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  %96 = zext i32 %5 to i64, !dbg !167
  %97 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %9, i64 %96), !dbg !168
  %98 = extractvalue { i64, i1 } %97, 1, !dbg !168
  %99 = extractvalue { i64, i1 } %97, 0, !dbg !168
  call void @llvm.dbg.value(metadata i64 %99, metadata !38, metadata !DIExpression()), !dbg !43
  %100 = zext i1 %98 to i32, !dbg !168
  call void @llvm.dbg.value(metadata i32 %95, metadata !51, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata i32 %100, metadata !56, metadata !DIExpression()), !dbg !169
  %101 = xor i32 %95, %100, !dbg !171
  %102 = mul i32 %101, 16777619, !dbg !172
  call void @llvm.dbg.value(metadata i32 %102, metadata !35, metadata !DIExpression()), !dbg !43
  %103 = trunc i64 %99 to i32, !dbg !173
  call void @llvm.dbg.value(metadata i32 %102, metadata !51, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32 %103, metadata !56, metadata !DIExpression()), !dbg !174
  %104 = xor i32 %102, %103, !dbg !176
  %105 = mul i32 %104, 16777619, !dbg !177
  call void @llvm.dbg.value(metadata i32 %105, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !34, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  %106 = sext i32 %5 to i64, !dbg !178
  %107 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %9, i64 %106), !dbg !179
  %108 = extractvalue { i64, i1 } %107, 1, !dbg !179
  %109 = extractvalue { i64, i1 } %107, 0, !dbg !179
  call void @llvm.dbg.value(metadata i64 %109, metadata !39, metadata !DIExpression()), !dbg !43
  %110 = zext i1 %108 to i32, !dbg !179
  call void @llvm.dbg.value(metadata i32 %105, metadata !51, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 %110, metadata !56, metadata !DIExpression()), !dbg !180
  %111 = xor i32 %105, %110, !dbg !182
  %112 = mul i32 %111, 16777619, !dbg !183
  call void @llvm.dbg.value(metadata i32 %112, metadata !35, metadata !DIExpression()), !dbg !43
  %113 = lshr i64 %109, 3, !dbg !184
  %114 = trunc i64 %113 to i32, !dbg !185
  call void @llvm.dbg.value(metadata i32 %112, metadata !51, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata i32 %114, metadata !56, metadata !DIExpression()), !dbg !186
  %115 = xor i32 %112, %114, !dbg !188
  %116 = mul i32 %115, 16777619, !dbg !189
  call void @llvm.dbg.value(metadata i32 %116, metadata !35, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !33, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %5, metadata !40, metadata !DIExpression()), !dbg !43
  %117 = call i32 @llvm.abs.i32(i32 %5, i1 true), !dbg !190
  call void @llvm.dbg.value(metadata i32 %116, metadata !51, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.value(metadata i32 %117, metadata !56, metadata !DIExpression()), !dbg !191
  %118 = xor i32 %116, %117, !dbg !193
  %119 = mul i32 %118, 16777619, !dbg !194
  call void @llvm.dbg.value(metadata i32 %119, metadata !35, metadata !DIExpression()), !dbg !43
  %120 = urem i32 %119, 251, !dbg !195
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #5, !dbg !196
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #5, !dbg !196
  ret i32 %120, !dbg !197
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !198 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/intrinsics_o2.c", directory: ".", checksumkind: CSK_MD5, checksum: "49d605ae0f9a19415ff9ccb6d4e211e5")
!2 = !{!3, !8, !11, !15, !18, !14}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !4, line: 26, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !6, line: 42, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !4, line: 25, baseType: !9)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !6, line: 40, baseType: !10)
!10 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !12, line: 26, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !6, line: 41, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !4, line: 27, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !6, line: 45, baseType: !17)
!17 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !12, line: 27, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !6, line: 44, baseType: !20)
!20 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "main", scope: !29, file: !29, line: 8, type: !30, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!29 = !DIFile(filename: "testdata/c/intrinsics.c", directory: ".", checksumkind: CSK_MD5, checksum: "906666330d4456f26c049252066cc4b4")
!30 = !DISubroutineType(types: !31)
!31 = !{!14}
!32 = !{!33, !34, !35, !36, !37, !38, !39, !40}
!33 = !DILocalVariable(name: "x", scope: !28, file: !29, line: 9, type: !3)
!34 = !DILocalVariable(name: "y", scope: !28, file: !29, line: 10, type: !15)
!35 = !DILocalVariable(name: "h", scope: !28, file: !29, line: 13, type: !3)
!36 = !DILocalVariable(name: "s", scope: !28, file: !29, line: 23, type: !11)
!37 = !DILocalVariable(name: "u", scope: !28, file: !29, line: 30, type: !3)
!38 = !DILocalVariable(name: "w", scope: !28, file: !29, line: 36, type: !15)
!39 = !DILocalVariable(name: "sw", scope: !28, file: !29, line: 39, type: !18)
!40 = !DILocalVariable(name: "v", scope: !28, file: !29, line: 42, type: !11)
!41 = !DILocation(line: 9, column: 3, scope: !28)
!42 = !DILocation(line: 10, column: 3, scope: !28)
!43 = !DILocation(line: 0, scope: !28)
!44 = !DILocation(line: 11, column: 3, scope: !28)
!45 = !DILocation(line: 12, column: 3, scope: !28)
!46 = !DILocation(line: 14, column: 32, scope: !28)
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocalVariable(name: "h", arg: 1, scope: !52, file: !29, line: 6, type: !3)
!52 = distinct !DISubprogram(name: "mix", scope: !29, file: !29, line: 6, type: !53, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!3, !3, !3}
!55 = !{!51, !56}
!56 = !DILocalVariable(name: "v", arg: 2, scope: !52, file: !29, line: 6, type: !3)
!57 = !DILocation(line: 0, scope: !52, inlinedAt: !58)
!58 = distinct !DILocation(line: 14, column: 7, scope: !28)
!59 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !58)
!60 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !58)
!61 = !DILocation(line: 15, column: 43, scope: !28)
!62 = !{!63, !63, i64 0}
!63 = !{!"long", !49, i64 0}
!64 = !DILocation(line: 15, column: 25, scope: !28)
!65 = !DILocation(line: 15, column: 46, scope: !28)
!66 = !DILocation(line: 15, column: 14, scope: !28)
!67 = !DILocation(line: 0, scope: !52, inlinedAt: !68)
!68 = distinct !DILocation(line: 15, column: 7, scope: !28)
!69 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !68)
!70 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !68)
!71 = !DILocation(line: 16, column: 32, scope: !28)
!72 = !DILocation(line: 16, column: 14, scope: !28)
!73 = !DILocation(line: 0, scope: !52, inlinedAt: !74)
!74 = distinct !DILocation(line: 16, column: 7, scope: !28)
!75 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !74)
!76 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !74)
!77 = !DILocation(line: 17, column: 14, scope: !28)
!78 = !{i32 0, i32 33}
!79 = !DILocation(line: 0, scope: !52, inlinedAt: !80)
!80 = distinct !DILocation(line: 17, column: 7, scope: !28)
!81 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !80)
!82 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !80)
!83 = !DILocation(line: 18, column: 14, scope: !28)
!84 = !{i64 0, i64 65}
!85 = !DILocation(line: 0, scope: !52, inlinedAt: !86)
!86 = distinct !DILocation(line: 18, column: 7, scope: !28)
!87 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !86)
!88 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !86)
!89 = !DILocation(line: 19, column: 14, scope: !28)
!90 = !DILocation(line: 0, scope: !52, inlinedAt: !91)
!91 = distinct !DILocation(line: 19, column: 7, scope: !28)
!92 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !91)
!93 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !91)
!94 = !DILocation(line: 20, column: 14, scope: !28)
!95 = !DILocation(line: 0, scope: !52, inlinedAt: !96)
!96 = distinct !DILocation(line: 20, column: 7, scope: !28)
!97 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !96)
!98 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !96)
!99 = !DILocation(line: 21, column: 23, scope: !28)
!100 = !DILocation(line: 0, scope: !52, inlinedAt: !101)
!101 = distinct !DILocation(line: 21, column: 7, scope: !28)
!102 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !101)
!103 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !101)
!104 = !DILocation(line: 22, column: 35, scope: !28)
!105 = !DILocation(line: 22, column: 14, scope: !28)
!106 = !DILocation(line: 0, scope: !52, inlinedAt: !107)
!107 = distinct !DILocation(line: 22, column: 7, scope: !28)
!108 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !107)
!109 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !107)
!110 = !DILocation(line: 24, column: 49, scope: !28)
!111 = !DILocation(line: 24, column: 14, scope: !28)
!112 = !DILocation(line: 0, scope: !52, inlinedAt: !113)
!113 = distinct !DILocation(line: 24, column: 7, scope: !28)
!114 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !113)
!115 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !113)
!116 = !DILocation(line: 0, scope: !52, inlinedAt: !117)
!117 = distinct !DILocation(line: 25, column: 7, scope: !28)
!118 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !117)
!119 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !117)
!120 = !DILocation(line: 26, column: 61, scope: !28)
!121 = !DILocation(line: 26, column: 49, scope: !28)
!122 = !DILocation(line: 26, column: 14, scope: !28)
!123 = !DILocation(line: 0, scope: !52, inlinedAt: !124)
!124 = distinct !DILocation(line: 26, column: 7, scope: !28)
!125 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !124)
!126 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !124)
!127 = !DILocation(line: 0, scope: !52, inlinedAt: !128)
!128 = distinct !DILocation(line: 27, column: 7, scope: !28)
!129 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !128)
!130 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !128)
!131 = !DILocation(line: 28, column: 61, scope: !28)
!132 = !DILocation(line: 28, column: 49, scope: !28)
!133 = !DILocation(line: 28, column: 14, scope: !28)
!134 = !DILocation(line: 0, scope: !52, inlinedAt: !135)
!135 = distinct !DILocation(line: 28, column: 7, scope: !28)
!136 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !135)
!137 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !135)
!138 = !DILocation(line: 0, scope: !52, inlinedAt: !139)
!139 = distinct !DILocation(line: 29, column: 7, scope: !28)
!140 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !139)
!141 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !139)
!142 = !DILocation(line: 31, column: 14, scope: !28)
!143 = !DILocation(line: 0, scope: !52, inlinedAt: !144)
!144 = distinct !DILocation(line: 31, column: 7, scope: !28)
!145 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !144)
!146 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !144)
!147 = !DILocation(line: 0, scope: !52, inlinedAt: !148)
!148 = distinct !DILocation(line: 32, column: 7, scope: !28)
!149 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !148)
!150 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !148)
!151 = !DILocation(line: 33, column: 14, scope: !28)
!152 = !DILocation(line: 0, scope: !52, inlinedAt: !153)
!153 = distinct !DILocation(line: 33, column: 7, scope: !28)
!154 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !153)
!155 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !153)
!156 = !DILocation(line: 34, column: 53, scope: !28)
!157 = !DILocation(line: 34, column: 40, scope: !28)
!158 = !DILocation(line: 34, column: 14, scope: !28)
!159 = !DILocation(line: 0, scope: !52, inlinedAt: !160)
!160 = distinct !DILocation(line: 34, column: 7, scope: !28)
!161 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !160)
!162 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !160)
!163 = !DILocation(line: 0, scope: !52, inlinedAt: !164)
!164 = distinct !DILocation(line: 35, column: 7, scope: !28)
!165 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !164)
!166 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !164)
!167 = !DILocation(line: 37, column: 40, scope: !28)
!168 = !DILocation(line: 37, column: 14, scope: !28)
!169 = !DILocation(line: 0, scope: !52, inlinedAt: !170)
!170 = distinct !DILocation(line: 37, column: 7, scope: !28)
!171 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !170)
!172 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !170)
!173 = !DILocation(line: 38, column: 14, scope: !28)
!174 = !DILocation(line: 0, scope: !52, inlinedAt: !175)
!175 = distinct !DILocation(line: 38, column: 7, scope: !28)
!176 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !175)
!177 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !175)
!178 = !DILocation(line: 40, column: 49, scope: !28)
!179 = !DILocation(line: 40, column: 14, scope: !28)
!180 = !DILocation(line: 0, scope: !52, inlinedAt: !181)
!181 = distinct !DILocation(line: 40, column: 7, scope: !28)
!182 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !181)
!183 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !181)
!184 = !DILocation(line: 41, column: 28, scope: !28)
!185 = !DILocation(line: 41, column: 14, scope: !28)
!186 = !DILocation(line: 0, scope: !52, inlinedAt: !187)
!187 = distinct !DILocation(line: 41, column: 7, scope: !28)
!188 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !187)
!189 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !187)
!190 = !DILocation(line: 43, column: 25, scope: !28)
!191 = !DILocation(line: 0, scope: !52, inlinedAt: !192)
!192 = distinct !DILocation(line: 43, column: 7, scope: !28)
!193 = !DILocation(line: 6, column: 57, scope: !52, inlinedAt: !192)
!194 = !DILocation(line: 6, column: 62, scope: !52, inlinedAt: !192)
!195 = !DILocation(line: 44, column: 18, scope: !28)
!196 = !DILocation(line: 45, column: 1, scope: !28)
!197 = !DILocation(line: 44, column: 3, scope: !28)
!198 = !DISubprogram(name: "klee_make_symbolic", scope: !199, file: !199, line: 29, type: !200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !208)
!199 = !DIFile(filename: "../runtime/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "eb330d06331ebd256075f4921e865545")
!200 = !DISubroutineType(types: !201)
!201 = !{null, !202, !203, !205}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !204, line: 46, baseType: !17)
!204 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !207)
!207 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!208 = !{}
