; ModuleID = 'testdata/c/varargs_types.c'
source_filename = "testdata/c/varargs_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.big = type { i32, i32, i32, i32, i32 }
%struct.pair = type { i8, i64 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@__const.main.b = private unnamed_addr constant %struct.big { i32 1, i32 2, i32 3, i32 4, i32 5 }, align 4
@__const.main.p = private unnamed_addr constant %struct.pair { i8 7, i64 1099511627776 }, align 8
@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%lld\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.big, align 8
  %3 = alloca %struct.pair, align 8
  %4 = alloca i16, align 2
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.big* %2, metadata !18, metadata !DIExpression()), !dbg !26
  %7 = bitcast %struct.big* %2 to i8*, !dbg !26
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %7, i8* align 4 bitcast (%struct.big* @__const.main.b to i8*), i64 20, i1 false), !dbg !26
  call void @llvm.dbg.declare(metadata %struct.pair* %3, metadata !27, metadata !DIExpression()), !dbg !32
  %8 = bitcast %struct.pair* %3 to i8*, !dbg !32
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %8, i8* align 8 getelementptr inbounds (%struct.pair, %struct.pair* @__const.main.p, i32 0, i32 0), i64 16, i1 false), !dbg !32
  call void @llvm.dbg.declare(metadata i16* %4, metadata !33, metadata !DIExpression()), !dbg !35
  store i16 -300, i16* %4, align 2, !dbg !35
  call void @llvm.dbg.declare(metadata i64* %5, metadata !36, metadata !DIExpression()), !dbg !37
  %9 = bitcast i64* %5 to i8*, !dbg !38
  call void @klee_make_symbolic(i8* noundef %9, i64 noundef 8, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !39
  %10 = bitcast %struct.pair* %3 to { i8, i64 }*, !dbg !40
  %11 = getelementptr inbounds { i8, i64 }, { i8, i64 }* %10, i32 0, i32 0, !dbg !40
  %12 = load i8, i8* %11, align 8, !dbg !40
  %13 = getelementptr inbounds { i8, i64 }, { i8, i64 }* %10, i32 0, i32 1, !dbg !40
  %14 = load i64, i64* %13, align 8, !dbg !40
  %15 = call i64 (i32, ...) @sum(i32 noundef 12, i64 noundef 5, i32 noundef 3, double noundef 1.500000e+00, %struct.big* noundef byval(%struct.big) align 8 %2, i8 %12, i64 %14, i16* noundef %4, i64 noundef -1, i32 noundef 2, double noundef 2.500000e-01, %struct.big* noundef byval(%struct.big) align 8 %2, %struct.pair* noundef byval(%struct.pair) align 8 %3, i16* noundef %4), !dbg !40
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i64 noundef %15), !dbg !41
  call void @llvm.dbg.declare(metadata i64* %6, metadata !42, metadata !DIExpression()), !dbg !43
  %17 = load i64, i64* %5, align 8, !dbg !44
  %18 = load i64, i64* %5, align 8, !dbg !45
  %19 = bitcast %struct.pair* %3 to { i8, i64 }*, !dbg !46
  %20 = getelementptr inbounds { i8, i64 }, { i8, i64 }* %19, i32 0, i32 0, !dbg !46
  %21 = load i8, i8* %20, align 8, !dbg !46
  %22 = getelementptr inbounds { i8, i64 }, { i8, i64 }* %19, i32 0, i32 1, !dbg !46
  %23 = load i64, i64* %22, align 8, !dbg !46
  %24 = call i64 (i32, ...) @sum(i32 noundef 7, i64 noundef %17, i32 noundef 1, double noundef 2.000000e+00, %struct.big* noundef byval(%struct.big) align 8 %2, i8 %21, i64 %23, i16* noundef %4, i64 noundef %18), !dbg !46
  store i64 %24, i64* %6, align 8, !dbg !43
  %25 = load i64, i64* %6, align 8, !dbg !47
  %26 = load i64, i64* %5, align 8, !dbg !49
  %27 = mul nsw i64 2, %26, !dbg !50
  %28 = add nsw i64 %27, 1, !dbg !51
  %29 = add nsw i64 %28, 8, !dbg !52
  %30 = add nsw i64 %29, 51, !dbg !53
  %31 = add nsw i64 %30, 7, !dbg !54
  %32 = add nsw i64 %31, 1048576, !dbg !55
  %33 = sub nsw i64 %32, 300, !dbg !56
  %34 = icmp eq i64 %25, %33, !dbg !57
  br i1 %34, label %35, label %36, !dbg !58

35:                                               ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !59
  br label %37, !dbg !59

36:                                               ; preds = %0
  store i32 0, i32* %1, align 4, !dbg !60
  br label %37, !dbg !60

37:                                               ; preds = %36, %35
  %38 = load i32, i32* %1, align 4, !dbg !61
  ret i32 %38, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #3

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind uwtable
define internal i64 @sum(i32 noundef %0, ...) #0 !dbg !62 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.pair, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !65, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !67, metadata !DIExpression()), !dbg !85
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !86
  %9 = bitcast %struct.__va_list_tag* %8 to i8*, !dbg !86
  call void @llvm.va_start(i8* %9), !dbg !86
  call void @llvm.dbg.declare(metadata i64* %4, metadata !87, metadata !DIExpression()), !dbg !88
  store i64 0, i64* %4, align 8, !dbg !88
  call void @llvm.dbg.declare(metadata i32* %5, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %5, align 4, !dbg !91
  br label %10, !dbg !92

10:                                               ; preds = %153, %1
  %11 = load i32, i32* %5, align 4, !dbg !93
  %12 = load i32, i32* %2, align 4, !dbg !95
  %13 = icmp slt i32 %11, %12, !dbg !96
  br i1 %13, label %14, label %156, !dbg !97

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4, !dbg !98
  %16 = srem i32 %15, 6, !dbg !100
  switch i32 %16, label %152 [
    i32 0, label %17
    i32 1, label %38
    i32 2, label %60
    i32 3, label %83
    i32 4, label %100
    i32 5, label %129
  ], !dbg !101

17:                                               ; preds = %14
  %18 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !102
  %19 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %18, i32 0, i32 0, !dbg !102
  %20 = load i32, i32* %19, align 16, !dbg !102
  %21 = icmp ule i32 %20, 40, !dbg !102
  br i1 %21, label %22, label %28, !dbg !102

22:                                               ; preds = %17
  %23 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %18, i32 0, i32 3, !dbg !102
  %24 = load i8*, i8** %23, align 16, !dbg !102
  %25 = getelementptr i8, i8* %24, i32 %20, !dbg !102
  %26 = bitcast i8* %25 to i64*, !dbg !102
  %27 = add i32 %20, 8, !dbg !102
  store i32 %27, i32* %19, align 16, !dbg !102
  br label %33, !dbg !102

28:                                               ; preds = %17
  %29 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %18, i32 0, i32 2, !dbg !102
  %30 = load i8*, i8** %29, align 8, !dbg !102
  %31 = bitcast i8* %30 to i64*, !dbg !102
  %32 = getelementptr i8, i8* %30, i32 8, !dbg !102
  store i8* %32, i8** %29, align 8, !dbg !102
  br label %33, !dbg !102

33:                                               ; preds = %28, %22
  %34 = phi i64* [ %26, %22 ], [ %31, %28 ], !dbg !102
  %35 = load i64, i64* %34, align 8, !dbg !102
  %36 = load i64, i64* %4, align 8, !dbg !104
  %37 = add nsw i64 %36, %35, !dbg !104
  store i64 %37, i64* %4, align 8, !dbg !104
  br label %152, !dbg !105

38:                                               ; preds = %14
  %39 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !106
  %40 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 0, !dbg !106
  %41 = load i32, i32* %40, align 16, !dbg !106
  %42 = icmp ule i32 %41, 40, !dbg !106
  br i1 %42, label %43, label %49, !dbg !106

43:                                               ; preds = %38
  %44 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 3, !dbg !106
  %45 = load i8*, i8** %44, align 16, !dbg !106
  %46 = getelementptr i8, i8* %45, i32 %41, !dbg !106
  %47 = bitcast i8* %46 to i32*, !dbg !106
  %48 = add i32 %41, 8, !dbg !106
  store i32 %48, i32* %40, align 16, !dbg !106
  br label %54, !dbg !106

49:                                               ; preds = %38
  %50 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %39, i32 0, i32 2, !dbg !106
  %51 = load i8*, i8** %50, align 8, !dbg !106
  %52 = bitcast i8* %51 to i32*, !dbg !106
  %53 = getelementptr i8, i8* %51, i32 8, !dbg !106
  store i8* %53, i8** %50, align 8, !dbg !106
  br label %54, !dbg !106

54:                                               ; preds = %49, %43
  %55 = phi i32* [ %47, %43 ], [ %52, %49 ], !dbg !106
  %56 = load i32, i32* %55, align 4, !dbg !106
  %57 = sext i32 %56 to i64, !dbg !106
  %58 = load i64, i64* %4, align 8, !dbg !107
  %59 = add nsw i64 %58, %57, !dbg !107
  store i64 %59, i64* %4, align 8, !dbg !107
  br label %152, !dbg !108

60:                                               ; preds = %14
  %61 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !109
  %62 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %61, i32 0, i32 1, !dbg !109
  %63 = load i32, i32* %62, align 4, !dbg !109
  %64 = icmp ule i32 %63, 160, !dbg !109
  br i1 %64, label %65, label %71, !dbg !109

65:                                               ; preds = %60
  %66 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %61, i32 0, i32 3, !dbg !109
  %67 = load i8*, i8** %66, align 16, !dbg !109
  %68 = getelementptr i8, i8* %67, i32 %63, !dbg !109
  %69 = bitcast i8* %68 to double*, !dbg !109
  %70 = add i32 %63, 16, !dbg !109
  store i32 %70, i32* %62, align 4, !dbg !109
  br label %76, !dbg !109

71:                                               ; preds = %60
  %72 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %61, i32 0, i32 2, !dbg !109
  %73 = load i8*, i8** %72, align 8, !dbg !109
  %74 = bitcast i8* %73 to double*, !dbg !109
  %75 = getelementptr i8, i8* %73, i32 8, !dbg !109
  store i8* %75, i8** %72, align 8, !dbg !109
  br label %76, !dbg !109

76:                                               ; preds = %71, %65
  %77 = phi double* [ %69, %65 ], [ %74, %71 ], !dbg !109
  %78 = load double, double* %77, align 8, !dbg !109
  %79 = fmul double %78, 4.000000e+00, !dbg !110
  %80 = fptosi double %79 to i64, !dbg !111
  %81 = load i64, i64* %4, align 8, !dbg !112
  %82 = add nsw i64 %81, %80, !dbg !112
  store i64 %82, i64* %4, align 8, !dbg !112
  br label %152, !dbg !113

83:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata %struct.big* %6, metadata !114, metadata !DIExpression()), !dbg !116
  %84 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !117
  %85 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %84, i32 0, i32 2, !dbg !117
  %86 = load i8*, i8** %85, align 8, !dbg !117
  %87 = bitcast i8* %86 to %struct.big*, !dbg !117
  %88 = getelementptr i8, i8* %86, i32 24, !dbg !117
  store i8* %88, i8** %85, align 8, !dbg !117
  %89 = bitcast %struct.big* %6 to i8*, !dbg !117
  %90 = bitcast %struct.big* %87 to i8*, !dbg !117
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %89, i8* align 4 %90, i64 20, i1 false), !dbg !117
  %91 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, !dbg !118
  %92 = load i32, i32* %91, align 4, !dbg !118
  %93 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 4, !dbg !119
  %94 = load i32, i32* %93, align 4, !dbg !119
  %95 = mul nsw i32 10, %94, !dbg !120
  %96 = add nsw i32 %92, %95, !dbg !121
  %97 = sext i32 %96 to i64, !dbg !122
  %98 = load i64, i64* %4, align 8, !dbg !123
  %99 = add nsw i64 %98, %97, !dbg !123
  store i64 %99, i64* %4, align 8, !dbg !123
  br label %152, !dbg !124

100:                                              ; preds = %14
  call void @llvm.dbg.declare(metadata %struct.pair* %7, metadata !125, metadata !DIExpression()), !dbg !127
  %101 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !128
  %102 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %101, i32 0, i32 0, !dbg !128
  %103 = load i32, i32* %102, align 16, !dbg !128
  %104 = icmp ule i32 %103, 32, !dbg !128
  br i1 %104, label %105, label %111, !dbg !128

105:                                              ; preds = %100
  %106 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %101, i32 0, i32 3, !dbg !128
  %107 = load i8*, i8** %106, align 16, !dbg !128
  %108 = getelementptr i8, i8* %107, i32 %103, !dbg !128
  %109 = bitcast i8* %108 to %struct.pair*, !dbg !128
  %110 = add i32 %103, 16, !dbg !128
  store i32 %110, i32* %102, align 16, !dbg !128
  br label %116, !dbg !128

111:                                              ; preds = %100
  %112 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %101, i32 0, i32 2, !dbg !128
  %113 = load i8*, i8** %112, align 8, !dbg !128
  %114 = bitcast i8* %113 to %struct.pair*, !dbg !128
  %115 = getelementptr i8, i8* %113, i32 16, !dbg !128
  store i8* %115, i8** %112, align 8, !dbg !128
  br label %116, !dbg !128

116:                                              ; preds = %111, %105
  %117 = phi %struct.pair* [ %109, %105 ], [ %114, %111 ], !dbg !128
  %118 = bitcast %struct.pair* %7 to i8*, !dbg !128
  %119 = bitcast %struct.pair* %117 to i8*, !dbg !128
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %118, i8* align 8 %119, i64 16, i1 false), !dbg !128
  %120 = getelementptr inbounds %struct.pair, %struct.pair* %7, i32 0, i32 0, !dbg !129
  %121 = load i8, i8* %120, align 8, !dbg !129
  %122 = sext i8 %121 to i64, !dbg !130
  %123 = getelementptr inbounds %struct.pair, %struct.pair* %7, i32 0, i32 1, !dbg !131
  %124 = load i64, i64* %123, align 8, !dbg !131
  %125 = ashr i64 %124, 20, !dbg !132
  %126 = add nsw i64 %122, %125, !dbg !133
  %127 = load i64, i64* %4, align 8, !dbg !134
  %128 = add nsw i64 %127, %126, !dbg !134
  store i64 %128, i64* %4, align 8, !dbg !134
  br label %152, !dbg !135

129:                                              ; preds = %14
  %130 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !136
  %131 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %130, i32 0, i32 0, !dbg !136
  %132 = load i32, i32* %131, align 16, !dbg !136
  %133 = icmp ule i32 %132, 40, !dbg !136
  br i1 %133, label %134, label %140, !dbg !136

134:                                              ; preds = %129
  %135 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %130, i32 0, i32 3, !dbg !136
  %136 = load i8*, i8** %135, align 16, !dbg !136
  %137 = getelementptr i8, i8* %136, i32 %132, !dbg !136
  %138 = bitcast i8* %137 to i16**, !dbg !136
  %139 = add i32 %132, 8, !dbg !136
  store i32 %139, i32* %131, align 16, !dbg !136
  br label %145, !dbg !136

140:                                              ; preds = %129
  %141 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %130, i32 0, i32 2, !dbg !136
  %142 = load i8*, i8** %141, align 8, !dbg !136
  %143 = bitcast i8* %142 to i16**, !dbg !136
  %144 = getelementptr i8, i8* %142, i32 8, !dbg !136
  store i8* %144, i8** %141, align 8, !dbg !136
  br label %145, !dbg !136

145:                                              ; preds = %140, %134
  %146 = phi i16** [ %138, %134 ], [ %143, %140 ], !dbg !136
  %147 = load i16*, i16** %146, align 8, !dbg !136
  %148 = load i16, i16* %147, align 2, !dbg !137
  %149 = sext i16 %148 to i64, !dbg !137
  %150 = load i64, i64* %4, align 8, !dbg !138
  %151 = add nsw i64 %150, %149, !dbg !138
  store i64 %151, i64* %4, align 8, !dbg !138
  br label %152, !dbg !139

152:                                              ; preds = %14, %145, %116, %83, %76, %54, %33
  br label %153, !dbg !140

153:                                              ; preds = %152
  %154 = load i32, i32* %5, align 4, !dbg !141
  %155 = add nsw i32 %154, 1, !dbg !141
  store i32 %155, i32* %5, align 4, !dbg !141
  br label %10, !dbg !142, !llvm.loop !143

156:                                              ; preds = %10
  %157 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !146
  %158 = bitcast %struct.__va_list_tag* %157 to i8*, !dbg !146
  call void @llvm.va_end(i8* %158), !dbg !146
  %159 = load i64, i64* %4, align 8, !dbg !147
  ret i64 %159, !dbg !148
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/varargs_types.c", directory: ".", checksumkind: CSK_MD5, checksum: "1f8bc58310e768d4851ccb7358c8811e")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!4 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 32, type: !14, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 33, type: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !1, line: 11, size: 160, elements: !20)
!20 = !{!21, !22, !23, !24, !25}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !19, file: !1, line: 11, baseType: !16, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !19, file: !1, line: 11, baseType: !16, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !19, file: !1, line: 11, baseType: !16, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !19, file: !1, line: 11, baseType: !16, size: 32, offset: 96)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !19, file: !1, line: 11, baseType: !16, size: 32, offset: 128)
!26 = !DILocation(line: 33, column: 14, scope: !13)
!27 = !DILocalVariable(name: "p", scope: !13, file: !1, line: 34, type: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 12, size: 128, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !28, file: !1, line: 12, baseType: !3, size: 8)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !28, file: !1, line: 12, baseType: !4, size: 64, offset: 64)
!32 = !DILocation(line: 34, column: 15, scope: !13)
!33 = !DILocalVariable(name: "h", scope: !13, file: !1, line: 35, type: !34)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !DILocation(line: 35, column: 9, scope: !13)
!36 = !DILocalVariable(name: "x", scope: !13, file: !1, line: 36, type: !4)
!37 = !DILocation(line: 36, column: 13, scope: !13)
!38 = !DILocation(line: 37, column: 22, scope: !13)
!39 = !DILocation(line: 37, column: 3, scope: !13)
!40 = !DILocation(line: 38, column: 20, scope: !13)
!41 = !DILocation(line: 38, column: 3, scope: !13)
!42 = !DILocalVariable(name: "r", scope: !13, file: !1, line: 39, type: !4)
!43 = !DILocation(line: 39, column: 13, scope: !13)
!44 = !DILocation(line: 39, column: 24, scope: !13)
!45 = !DILocation(line: 39, column: 45, scope: !13)
!46 = !DILocation(line: 39, column: 17, scope: !13)
!47 = !DILocation(line: 40, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !13, file: !1, line: 40, column: 7)
!49 = !DILocation(line: 40, column: 16, scope: !48)
!50 = !DILocation(line: 40, column: 14, scope: !48)
!51 = !DILocation(line: 40, column: 18, scope: !48)
!52 = !DILocation(line: 40, column: 22, scope: !48)
!53 = !DILocation(line: 40, column: 26, scope: !48)
!54 = !DILocation(line: 40, column: 31, scope: !48)
!55 = !DILocation(line: 40, column: 35, scope: !48)
!56 = !DILocation(line: 40, column: 47, scope: !48)
!57 = !DILocation(line: 40, column: 9, scope: !48)
!58 = !DILocation(line: 40, column: 7, scope: !13)
!59 = !DILocation(line: 41, column: 5, scope: !48)
!60 = !DILocation(line: 42, column: 3, scope: !13)
!61 = !DILocation(line: 43, column: 1, scope: !13)
!62 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 14, type: !63, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!63 = !DISubroutineType(types: !64)
!64 = !{!4, !16, null}
!65 = !DILocalVariable(name: "n", arg: 1, scope: !62, file: !1, line: 14, type: !16)
!66 = !DILocation(line: 14, column: 26, scope: !62)
!67 = !DILocalVariable(name: "ap", scope: !62, file: !1, line: 15, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !69, line: 52, baseType: !70)
!69 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !71, line: 32, baseType: !72)
!71 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !73, baseType: !74)
!73 = !DIFile(filename: "testdata/c/varargs_types.c", directory: ".")
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 192, elements: !83)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !76)
!76 = !{!77, !79, !80, !82}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !75, file: !73, line: 15, baseType: !78, size: 32)
!78 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !75, file: !73, line: 15, baseType: !78, size: 32, offset: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !75, file: !73, line: 15, baseType: !81, size: 64, offset: 64)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !75, file: !73, line: 15, baseType: !81, size: 64, offset: 128)
!83 = !{!84}
!84 = !DISubrange(count: 1)
!85 = !DILocation(line: 15, column: 11, scope: !62)
!86 = !DILocation(line: 16, column: 3, scope: !62)
!87 = !DILocalVariable(name: "s", scope: !62, file: !1, line: 17, type: !4)
!88 = !DILocation(line: 17, column: 13, scope: !62)
!89 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 18, type: !16)
!90 = distinct !DILexicalBlock(scope: !62, file: !1, line: 18, column: 3)
!91 = !DILocation(line: 18, column: 12, scope: !90)
!92 = !DILocation(line: 18, column: 8, scope: !90)
!93 = !DILocation(line: 18, column: 19, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 18, column: 3)
!95 = !DILocation(line: 18, column: 23, scope: !94)
!96 = !DILocation(line: 18, column: 21, scope: !94)
!97 = !DILocation(line: 18, column: 3, scope: !90)
!98 = !DILocation(line: 19, column: 13, scope: !99)
!99 = distinct !DILexicalBlock(scope: !94, file: !1, line: 18, column: 31)
!100 = !DILocation(line: 19, column: 15, scope: !99)
!101 = !DILocation(line: 19, column: 5, scope: !99)
!102 = !DILocation(line: 20, column: 18, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !1, line: 19, column: 20)
!104 = !DILocation(line: 20, column: 15, scope: !103)
!105 = !DILocation(line: 20, column: 41, scope: !103)
!106 = !DILocation(line: 21, column: 18, scope: !103)
!107 = !DILocation(line: 21, column: 15, scope: !103)
!108 = !DILocation(line: 21, column: 35, scope: !103)
!109 = !DILocation(line: 22, column: 30, scope: !103)
!110 = !DILocation(line: 22, column: 49, scope: !103)
!111 = !DILocation(line: 22, column: 18, scope: !103)
!112 = !DILocation(line: 22, column: 15, scope: !103)
!113 = !DILocation(line: 22, column: 55, scope: !103)
!114 = !DILocalVariable(name: "b", scope: !115, file: !1, line: 23, type: !19)
!115 = distinct !DILexicalBlock(scope: !103, file: !1, line: 23, column: 13)
!116 = !DILocation(line: 23, column: 26, scope: !115)
!117 = !DILocation(line: 23, column: 30, scope: !115)
!118 = !DILocation(line: 23, column: 61, scope: !115)
!119 = !DILocation(line: 23, column: 72, scope: !115)
!120 = !DILocation(line: 23, column: 68, scope: !115)
!121 = !DILocation(line: 23, column: 63, scope: !115)
!122 = !DILocation(line: 23, column: 59, scope: !115)
!123 = !DILocation(line: 23, column: 56, scope: !115)
!124 = !DILocation(line: 23, column: 75, scope: !115)
!125 = !DILocalVariable(name: "p", scope: !126, file: !1, line: 24, type: !28)
!126 = distinct !DILexicalBlock(scope: !103, file: !1, line: 24, column: 13)
!127 = !DILocation(line: 24, column: 27, scope: !126)
!128 = !DILocation(line: 24, column: 31, scope: !126)
!129 = !DILocation(line: 24, column: 63, scope: !126)
!130 = !DILocation(line: 24, column: 61, scope: !126)
!131 = !DILocation(line: 24, column: 70, scope: !126)
!132 = !DILocation(line: 24, column: 72, scope: !126)
!133 = !DILocation(line: 24, column: 65, scope: !126)
!134 = !DILocation(line: 24, column: 58, scope: !126)
!135 = !DILocation(line: 24, column: 80, scope: !126)
!136 = !DILocation(line: 25, column: 19, scope: !103)
!137 = !DILocation(line: 25, column: 18, scope: !103)
!138 = !DILocation(line: 25, column: 15, scope: !103)
!139 = !DILocation(line: 25, column: 40, scope: !103)
!140 = !DILocation(line: 27, column: 3, scope: !99)
!141 = !DILocation(line: 18, column: 27, scope: !94)
!142 = !DILocation(line: 18, column: 3, scope: !94)
!143 = distinct !{!143, !97, !144, !145}
!144 = !DILocation(line: 27, column: 3, scope: !90)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !DILocation(line: 28, column: 3, scope: !62)
!147 = !DILocation(line: 29, column: 10, scope: !62)
!148 = !DILocation(line: 29, column: 3, scope: !62)
