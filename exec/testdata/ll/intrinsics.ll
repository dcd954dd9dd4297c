; ModuleID = 'testdata/c/intrinsics.c'
source_filename = "testdata/c/intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !29 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i64* %3, metadata !35, metadata !DIExpression()), !dbg !36
  %10 = bitcast i32* %2 to i8*, !dbg !37
  call void @klee_make_symbolic(i8* noundef %10, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !38
  %11 = bitcast i64* %3 to i8*, !dbg !39
  call void @klee_make_symbolic(i8* noundef %11, i64 noundef 8, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %4, metadata !41, metadata !DIExpression()), !dbg !42
  store i32 -2128831035, i32* %4, align 4, !dbg !42
  %12 = load i32, i32* %4, align 4, !dbg !43
  %13 = load i32, i32* %2, align 4, !dbg !44
  %14 = call i32 @llvm.bswap.i32(i32 %13), !dbg !45
  %15 = call i32 @mix(i32 noundef %12, i32 noundef %14), !dbg !46
  store i32 %15, i32* %4, align 4, !dbg !47
  %16 = load i32, i32* %4, align 4, !dbg !48
  %17 = load i64, i64* %3, align 8, !dbg !49
  %18 = call i64 @llvm.bswap.i64(i64 %17), !dbg !50
  %19 = lshr i64 %18, 7, !dbg !51
  %20 = trunc i64 %19 to i32, !dbg !52
  %21 = call i32 @mix(i32 noundef %16, i32 noundef %20), !dbg !53
  store i32 %21, i32* %4, align 4, !dbg !54
  %22 = load i32, i32* %4, align 4, !dbg !55
  %23 = load i32, i32* %2, align 4, !dbg !56
  %24 = trunc i32 %23 to i16, !dbg !57
  %25 = call i16 @llvm.bswap.i16(i16 %24), !dbg !58
  %26 = zext i16 %25 to i32, !dbg !58
  %27 = call i32 @mix(i32 noundef %22, i32 noundef %26), !dbg !59
  store i32 %27, i32* %4, align 4, !dbg !60
  %28 = load i32, i32* %4, align 4, !dbg !61
  %29 = load i32, i32* %2, align 4, !dbg !62
  %30 = call i32 @llvm.ctpop.i32(i32 %29), !dbg !63
  %31 = call i32 @mix(i32 noundef %28, i32 noundef %30), !dbg !64
  store i32 %31, i32* %4, align 4, !dbg !65
  %32 = load i32, i32* %4, align 4, !dbg !66
  %33 = load i64, i64* %3, align 8, !dbg !67
  %34 = call i64 @llvm.ctpop.i64(i64 %33), !dbg !68
  %35 = trunc i64 %34 to i32, !dbg !68
  %36 = call i32 @mix(i32 noundef %32, i32 noundef %35), !dbg !69
  store i32 %36, i32* %4, align 4, !dbg !70
  %37 = load i32, i32* %4, align 4, !dbg !71
  %38 = load i32, i32* %2, align 4, !dbg !72
  %39 = icmp ne i32 %38, 0, !dbg !72
  br i1 %39, label %40, label %43, !dbg !72

40:                                               ; preds = %0
  %41 = load i32, i32* %2, align 4, !dbg !73
  %42 = call i32 @llvm.ctlz.i32(i32 %41, i1 true), !dbg !74
  br label %44, !dbg !72

43:                                               ; preds = %0
  br label %44, !dbg !72

44:                                               ; preds = %43, %40
  %45 = phi i32 [ %42, %40 ], [ 99, %43 ], !dbg !72
  %46 = call i32 @mix(i32 noundef %37, i32 noundef %45), !dbg !75
  store i32 %46, i32* %4, align 4, !dbg !76
  %47 = load i32, i32* %4, align 4, !dbg !77
  %48 = load i64, i64* %3, align 8, !dbg !78
  %49 = icmp ne i64 %48, 0, !dbg !78
  br i1 %49, label %50, label %54, !dbg !78

50:                                               ; preds = %44
  %51 = load i64, i64* %3, align 8, !dbg !79
  %52 = call i64 @llvm.cttz.i64(i64 %51, i1 true), !dbg !80
  %53 = trunc i64 %52 to i32, !dbg !80
  br label %55, !dbg !78

54:                                               ; preds = %44
  br label %55, !dbg !78

55:                                               ; preds = %54, %50
  %56 = phi i32 [ %53, %50 ], [ 77, %54 ], !dbg !78
  %57 = call i32 @mix(i32 noundef %47, i32 noundef %56), !dbg !81
  store i32 %57, i32* %4, align 4, !dbg !82
  %58 = load i32, i32* %4, align 4, !dbg !83
  %59 = load i32, i32* %2, align 4, !dbg !84
  %60 = shl i32 %59, 5, !dbg !85
  %61 = load i32, i32* %2, align 4, !dbg !86
  %62 = lshr i32 %61, 27, !dbg !87
  %63 = or i32 %60, %62, !dbg !88
  %64 = call i32 @mix(i32 noundef %58, i32 noundef %63), !dbg !89
  store i32 %64, i32* %4, align 4, !dbg !90
  %65 = load i32, i32* %4, align 4, !dbg !91
  %66 = load i64, i64* %3, align 8, !dbg !92
  %67 = lshr i64 %66, 13, !dbg !93
  %68 = load i64, i64* %3, align 8, !dbg !94
  %69 = shl i64 %68, 51, !dbg !95
  %70 = or i64 %67, %69, !dbg !96
  %71 = trunc i64 %70 to i32, !dbg !97
  %72 = call i32 @mix(i32 noundef %65, i32 noundef %71), !dbg !98
  store i32 %72, i32* %4, align 4, !dbg !99
  call void @llvm.dbg.declare(metadata i32* %5, metadata !100, metadata !DIExpression()), !dbg !101
  %73 = load i32, i32* %4, align 4, !dbg !102
  %74 = load i32, i32* %2, align 4, !dbg !103
  %75 = load i64, i64* %3, align 8, !dbg !104
  %76 = trunc i64 %75 to i32, !dbg !105
  %77 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %74, i32 %76), !dbg !106
  %78 = extractvalue { i32, i1 } %77, 1, !dbg !106
  %79 = extractvalue { i32, i1 } %77, 0, !dbg !106
  store i32 %79, i32* %5, align 4, !dbg !106
  %80 = zext i1 %78 to i32, !dbg !106
  %81 = call i32 @mix(i32 noundef %73, i32 noundef %80), !dbg !107
  store i32 %81, i32* %4, align 4, !dbg !108
  %82 = load i32, i32* %4, align 4, !dbg !109
  %83 = load i32, i32* %5, align 4, !dbg !110
  %84 = call i32 @mix(i32 noundef %82, i32 noundef %83), !dbg !111
  store i32 %84, i32* %4, align 4, !dbg !112
  %85 = load i32, i32* %4, align 4, !dbg !113
  %86 = load i32, i32* %2, align 4, !dbg !114
  %87 = load i64, i64* %3, align 8, !dbg !115
  %88 = lshr i64 %87, 32, !dbg !116
  %89 = trunc i64 %88 to i32, !dbg !117
  %90 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %86, i32 %89), !dbg !118
  %91 = extractvalue { i32, i1 } %90, 1, !dbg !118
  %92 = extractvalue { i32, i1 } %90, 0, !dbg !118
  store i32 %92, i32* %5, align 4, !dbg !118
  %93 = zext i1 %91 to i32, !dbg !118
  %94 = call i32 @mix(i32 noundef %85, i32 noundef %93), !dbg !119
  store i32 %94, i32* %4, align 4, !dbg !120
  %95 = load i32, i32* %4, align 4, !dbg !121
  %96 = load i32, i32* %5, align 4, !dbg !122
  %97 = call i32 @mix(i32 noundef %95, i32 noundef %96), !dbg !123
  store i32 %97, i32* %4, align 4, !dbg !124
  %98 = load i32, i32* %4, align 4, !dbg !125
  %99 = load i32, i32* %2, align 4, !dbg !126
  %100 = load i64, i64* %3, align 8, !dbg !127
  %101 = lshr i64 %100, 16, !dbg !128
  %102 = trunc i64 %101 to i32, !dbg !129
  %103 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %99, i32 %102), !dbg !130
  %104 = extractvalue { i32, i1 } %103, 1, !dbg !130
  %105 = extractvalue { i32, i1 } %103, 0, !dbg !130
  store i32 %105, i32* %5, align 4, !dbg !130
  %106 = zext i1 %104 to i32, !dbg !130
  %107 = call i32 @mix(i32 noundef %98, i32 noundef %106), !dbg !131
  store i32 %107, i32* %4, align 4, !dbg !132
  %108 = load i32, i32* %4, align 4, !dbg !133
  %109 = load i32, i32* %5, align 4, !dbg !134
  %110 = call i32 @mix(i32 noundef %108, i32 noundef %109), !dbg !135
  store i32 %110, i32* %4, align 4, !dbg !136
  call void @llvm.dbg.declare(metadata i32* %6, metadata !137, metadata !DIExpression()), !dbg !138
  %111 = load i32, i32* %4, align 4, !dbg !139
  %112 = load i32, i32* %2, align 4, !dbg !140
  %113 = load i64, i64* %3, align 8, !dbg !141
  %114 = trunc i64 %113 to i32, !dbg !142
  %115 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %112, i32 %114), !dbg !143
  %116 = extractvalue { i32, i1 } %115, 1, !dbg !143
  %117 = extractvalue { i32, i1 } %115, 0, !dbg !143
  store i32 %117, i32* %6, align 4, !dbg !143
  %118 = zext i1 %116 to i32, !dbg !143
  %119 = call i32 @mix(i32 noundef %111, i32 noundef %118), !dbg !144
  store i32 %119, i32* %4, align 4, !dbg !145
  %120 = load i32, i32* %4, align 4, !dbg !146
  %121 = load i32, i32* %6, align 4, !dbg !147
  %122 = call i32 @mix(i32 noundef %120, i32 noundef %121), !dbg !148
  store i32 %122, i32* %4, align 4, !dbg !149
  %123 = load i32, i32* %4, align 4, !dbg !150
  %124 = load i32, i32* %2, align 4, !dbg !151
  %125 = load i64, i64* %3, align 8, !dbg !152
  %126 = trunc i64 %125 to i32, !dbg !153
  %127 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %124, i32 %126), !dbg !154
  %128 = extractvalue { i32, i1 } %127, 1, !dbg !154
  %129 = extractvalue { i32, i1 } %127, 0, !dbg !154
  store i32 %129, i32* %6, align 4, !dbg !154
  %130 = zext i1 %128 to i32, !dbg !154
  %131 = call i32 @mix(i32 noundef %123, i32 noundef %130), !dbg !155
  store i32 %131, i32* %4, align 4, !dbg !156
  %132 = load i32, i32* %4, align 4, !dbg !157
  %133 = load i32, i32* %2, align 4, !dbg !158
  %134 = load i64, i64* %3, align 8, !dbg !159
  %135 = lshr i64 %134, 40, !dbg !160
  %136 = trunc i64 %135 to i32, !dbg !161
  %137 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %133, i32 %136), !dbg !162
  %138 = extractvalue { i32, i1 } %137, 1, !dbg !162
  %139 = extractvalue { i32, i1 } %137, 0, !dbg !162
  store i32 %139, i32* %6, align 4, !dbg !162
  %140 = zext i1 %138 to i32, !dbg !162
  %141 = call i32 @mix(i32 noundef %132, i32 noundef %140), !dbg !163
  store i32 %141, i32* %4, align 4, !dbg !164
  %142 = load i32, i32* %4, align 4, !dbg !165
  %143 = load i32, i32* %6, align 4, !dbg !166
  %144 = call i32 @mix(i32 noundef %142, i32 noundef %143), !dbg !167
  store i32 %144, i32* %4, align 4, !dbg !168
  call void @llvm.dbg.declare(metadata i64* %7, metadata !169, metadata !DIExpression()), !dbg !170
  %145 = load i32, i32* %4, align 4, !dbg !171
  %146 = load i64, i64* %3, align 8, !dbg !172
  %147 = load i32, i32* %2, align 4, !dbg !173
  %148 = zext i32 %147 to i64, !dbg !174
  %149 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %146, i64 %148), !dbg !175
  %150 = extractvalue { i64, i1 } %149, 1, !dbg !175
  %151 = extractvalue { i64, i1 } %149, 0, !dbg !175
  store i64 %151, i64* %7, align 8, !dbg !175
  %152 = zext i1 %150 to i32, !dbg !175
  %153 = call i32 @mix(i32 noundef %145, i32 noundef %152), !dbg !176
  store i32 %153, i32* %4, align 4, !dbg !177
  %154 = load i32, i32* %4, align 4, !dbg !178
  %155 = load i64, i64* %7, align 8, !dbg !179
  %156 = trunc i64 %155 to i32, !dbg !180
  %157 = call i32 @mix(i32 noundef %154, i32 noundef %156), !dbg !181
  store i32 %157, i32* %4, align 4, !dbg !182
  call void @llvm.dbg.declare(metadata i64* %8, metadata !183, metadata !DIExpression()), !dbg !184
  %158 = load i32, i32* %4, align 4, !dbg !185
  %159 = load i64, i64* %3, align 8, !dbg !186
  %160 = load i32, i32* %2, align 4, !dbg !187
  %161 = sext i32 %160 to i64, !dbg !188
  %162 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %159, i64 %161), !dbg !189
  %163 = extractvalue { i64, i1 } %162, 1, !dbg !189
  %164 = extractvalue { i64, i1 } %162, 0, !dbg !189
  store i64 %164, i64* %8, align 8, !dbg !189
  %165 = zext i1 %163 to i32, !dbg !189
  %166 = call i32 @mix(i32 noundef %158, i32 noundef %165), !dbg !190
  store i32 %166, i32* %4, align 4, !dbg !191
  %167 = load i32, i32* %4, align 4, !dbg !192
  %168 = load i64, i64* %8, align 8, !dbg !193
  %169 = ashr i64 %168, 3, !dbg !194
  %170 = trunc i64 %169 to i32, !dbg !195
  %171 = call i32 @mix(i32 noundef %167, i32 noundef %170), !dbg !196
  store i32 %171, i32* %4, align 4, !dbg !197
  call void @llvm.dbg.declare(metadata i32* %9, metadata !198, metadata !DIExpression()), !dbg !199
  %172 = load i32, i32* %2, align 4, !dbg !200
  store i32 %172, i32* %9, align 4, !dbg !199
  %173 = load i32, i32* %4, align 4, !dbg !201
  %174 = load i32, i32* %9, align 4, !dbg !202
  %175 = icmp slt i32 %174, 0, !dbg !203
  br i1 %175, label %176, label %179, !dbg !202

176:                                              ; preds = %55
  %177 = load i32, i32* %9, align 4, !dbg !204
  %178 = sub nsw i32 0, %177, !dbg !205
  br label %181, !dbg !202

179:                                              ; preds = %55
  %180 = load i32, i32* %9, align 4, !dbg !206
  br label %181, !dbg !202

181:                                              ; preds = %179, %176
  %182 = phi i32 [ %178, %176 ], [ %180, %179 ], !dbg !202
  %183 = call i32 @mix(i32 noundef %173, i32 noundef %182), !dbg !207
  store i32 %183, i32* %4, align 4, !dbg !208
  %184 = load i32, i32* %4, align 4, !dbg !209
  %185 = urem i32 %184, 251, !dbg !210
  ret i32 %185, !dbg !211
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @mix(i32 noundef %0, i32 noundef %1) #0 !dbg !212 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !215, metadata !DIExpression()), !dbg !216
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !217, metadata !DIExpression()), !dbg !218
  %5 = load i32, i32* %3, align 4, !dbg !219
  %6 = load i32, i32* %4, align 4, !dbg !220
  %7 = xor i32 %5, %6, !dbg !221
  %8 = mul i32 %7, 16777619, !dbg !222
  ret i32 %8, !dbg !223
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/intrinsics.c", directory: ".", checksumkind: CSK_MD5, checksum: "906666330d4456f26c049252066cc4b4")
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
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !30, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{!14}
!32 = !{}
!33 = !DILocalVariable(name: "x", scope: !29, file: !1, line: 9, type: !3)
!34 = !DILocation(line: 9, column: 12, scope: !29)
!35 = !DILocalVariable(name: "y", scope: !29, file: !1, line: 10, type: !15)
!36 = !DILocation(line: 10, column: 12, scope: !29)
!37 = !DILocation(line: 11, column: 22, scope: !29)
!38 = !DILocation(line: 11, column: 3, scope: !29)
!39 = !DILocation(line: 12, column: 22, scope: !29)
!40 = !DILocation(line: 12, column: 3, scope: !29)
!41 = !DILocalVariable(name: "h", scope: !29, file: !1, line: 13, type: !3)
!42 = !DILocation(line: 13, column: 12, scope: !29)
!43 = !DILocation(line: 14, column: 11, scope: !29)
!44 = !DILocation(line: 14, column: 32, scope: !29)
!45 = !DILocation(line: 14, column: 14, scope: !29)
!46 = !DILocation(line: 14, column: 7, scope: !29)
!47 = !DILocation(line: 14, column: 5, scope: !29)
!48 = !DILocation(line: 15, column: 11, scope: !29)
!49 = !DILocation(line: 15, column: 43, scope: !29)
!50 = !DILocation(line: 15, column: 25, scope: !29)
!51 = !DILocation(line: 15, column: 46, scope: !29)
!52 = !DILocation(line: 15, column: 14, scope: !29)
!53 = !DILocation(line: 15, column: 7, scope: !29)
!54 = !DILocation(line: 15, column: 5, scope: !29)
!55 = !DILocation(line: 16, column: 11, scope: !29)
!56 = !DILocation(line: 16, column: 42, scope: !29)
!57 = !DILocation(line: 16, column: 32, scope: !29)
!58 = !DILocation(line: 16, column: 14, scope: !29)
!59 = !DILocation(line: 16, column: 7, scope: !29)
!60 = !DILocation(line: 16, column: 5, scope: !29)
!61 = !DILocation(line: 17, column: 11, scope: !29)
!62 = !DILocation(line: 17, column: 33, scope: !29)
!63 = !DILocation(line: 17, column: 14, scope: !29)
!64 = !DILocation(line: 17, column: 7, scope: !29)
!65 = !DILocation(line: 17, column: 5, scope: !29)
!66 = !DILocation(line: 18, column: 11, scope: !29)
!67 = !DILocation(line: 18, column: 35, scope: !29)
!68 = !DILocation(line: 18, column: 14, scope: !29)
!69 = !DILocation(line: 18, column: 7, scope: !29)
!70 = !DILocation(line: 18, column: 5, scope: !29)
!71 = !DILocation(line: 19, column: 11, scope: !29)
!72 = !DILocation(line: 19, column: 14, scope: !29)
!73 = !DILocation(line: 19, column: 32, scope: !29)
!74 = !DILocation(line: 19, column: 18, scope: !29)
!75 = !DILocation(line: 19, column: 7, scope: !29)
!76 = !DILocation(line: 19, column: 5, scope: !29)
!77 = !DILocation(line: 20, column: 11, scope: !29)
!78 = !DILocation(line: 20, column: 14, scope: !29)
!79 = !DILocation(line: 20, column: 34, scope: !29)
!80 = !DILocation(line: 20, column: 18, scope: !29)
!81 = !DILocation(line: 20, column: 7, scope: !29)
!82 = !DILocation(line: 20, column: 5, scope: !29)
!83 = !DILocation(line: 21, column: 11, scope: !29)
!84 = !DILocation(line: 21, column: 15, scope: !29)
!85 = !DILocation(line: 21, column: 17, scope: !29)
!86 = !DILocation(line: 21, column: 26, scope: !29)
!87 = !DILocation(line: 21, column: 28, scope: !29)
!88 = !DILocation(line: 21, column: 23, scope: !29)
!89 = !DILocation(line: 21, column: 7, scope: !29)
!90 = !DILocation(line: 21, column: 5, scope: !29)
!91 = !DILocation(line: 22, column: 11, scope: !29)
!92 = !DILocation(line: 22, column: 26, scope: !29)
!93 = !DILocation(line: 22, column: 28, scope: !29)
!94 = !DILocation(line: 22, column: 38, scope: !29)
!95 = !DILocation(line: 22, column: 40, scope: !29)
!96 = !DILocation(line: 22, column: 35, scope: !29)
!97 = !DILocation(line: 22, column: 14, scope: !29)
!98 = !DILocation(line: 22, column: 7, scope: !29)
!99 = !DILocation(line: 22, column: 5, scope: !29)
!100 = !DILocalVariable(name: "s", scope: !29, file: !1, line: 23, type: !11)
!101 = !DILocation(line: 23, column: 11, scope: !29)
!102 = !DILocation(line: 24, column: 11, scope: !29)
!103 = !DILocation(line: 24, column: 46, scope: !29)
!104 = !DILocation(line: 24, column: 58, scope: !29)
!105 = !DILocation(line: 24, column: 49, scope: !29)
!106 = !DILocation(line: 24, column: 14, scope: !29)
!107 = !DILocation(line: 24, column: 7, scope: !29)
!108 = !DILocation(line: 24, column: 5, scope: !29)
!109 = !DILocation(line: 25, column: 11, scope: !29)
!110 = !DILocation(line: 25, column: 24, scope: !29)
!111 = !DILocation(line: 25, column: 7, scope: !29)
!112 = !DILocation(line: 25, column: 5, scope: !29)
!113 = !DILocation(line: 26, column: 11, scope: !29)
!114 = !DILocation(line: 26, column: 46, scope: !29)
!115 = !DILocation(line: 26, column: 59, scope: !29)
!116 = !DILocation(line: 26, column: 61, scope: !29)
!117 = !DILocation(line: 26, column: 49, scope: !29)
!118 = !DILocation(line: 26, column: 14, scope: !29)
!119 = !DILocation(line: 26, column: 7, scope: !29)
!120 = !DILocation(line: 26, column: 5, scope: !29)
!121 = !DILocation(line: 27, column: 11, scope: !29)
!122 = !DILocation(line: 27, column: 24, scope: !29)
!123 = !DILocation(line: 27, column: 7, scope: !29)
!124 = !DILocation(line: 27, column: 5, scope: !29)
!125 = !DILocation(line: 28, column: 11, scope: !29)
!126 = !DILocation(line: 28, column: 46, scope: !29)
!127 = !DILocation(line: 28, column: 59, scope: !29)
!128 = !DILocation(line: 28, column: 61, scope: !29)
!129 = !DILocation(line: 28, column: 49, scope: !29)
!130 = !DILocation(line: 28, column: 14, scope: !29)
!131 = !DILocation(line: 28, column: 7, scope: !29)
!132 = !DILocation(line: 28, column: 5, scope: !29)
!133 = !DILocation(line: 29, column: 11, scope: !29)
!134 = !DILocation(line: 29, column: 24, scope: !29)
!135 = !DILocation(line: 29, column: 7, scope: !29)
!136 = !DILocation(line: 29, column: 5, scope: !29)
!137 = !DILocalVariable(name: "u", scope: !29, file: !1, line: 30, type: !3)
!138 = !DILocation(line: 30, column: 12, scope: !29)
!139 = !DILocation(line: 31, column: 11, scope: !29)
!140 = !DILocation(line: 31, column: 37, scope: !29)
!141 = !DILocation(line: 31, column: 50, scope: !29)
!142 = !DILocation(line: 31, column: 40, scope: !29)
!143 = !DILocation(line: 31, column: 14, scope: !29)
!144 = !DILocation(line: 31, column: 7, scope: !29)
!145 = !DILocation(line: 31, column: 5, scope: !29)
!146 = !DILocation(line: 32, column: 11, scope: !29)
!147 = !DILocation(line: 32, column: 14, scope: !29)
!148 = !DILocation(line: 32, column: 7, scope: !29)
!149 = !DILocation(line: 32, column: 5, scope: !29)
!150 = !DILocation(line: 33, column: 11, scope: !29)
!151 = !DILocation(line: 33, column: 37, scope: !29)
!152 = !DILocation(line: 33, column: 50, scope: !29)
!153 = !DILocation(line: 33, column: 40, scope: !29)
!154 = !DILocation(line: 33, column: 14, scope: !29)
!155 = !DILocation(line: 33, column: 7, scope: !29)
!156 = !DILocation(line: 33, column: 5, scope: !29)
!157 = !DILocation(line: 34, column: 11, scope: !29)
!158 = !DILocation(line: 34, column: 37, scope: !29)
!159 = !DILocation(line: 34, column: 51, scope: !29)
!160 = !DILocation(line: 34, column: 53, scope: !29)
!161 = !DILocation(line: 34, column: 40, scope: !29)
!162 = !DILocation(line: 34, column: 14, scope: !29)
!163 = !DILocation(line: 34, column: 7, scope: !29)
!164 = !DILocation(line: 34, column: 5, scope: !29)
!165 = !DILocation(line: 35, column: 11, scope: !29)
!166 = !DILocation(line: 35, column: 14, scope: !29)
!167 = !DILocation(line: 35, column: 7, scope: !29)
!168 = !DILocation(line: 35, column: 5, scope: !29)
!169 = !DILocalVariable(name: "w", scope: !29, file: !1, line: 36, type: !15)
!170 = !DILocation(line: 36, column: 12, scope: !29)
!171 = !DILocation(line: 37, column: 11, scope: !29)
!172 = !DILocation(line: 37, column: 37, scope: !29)
!173 = !DILocation(line: 37, column: 50, scope: !29)
!174 = !DILocation(line: 37, column: 40, scope: !29)
!175 = !DILocation(line: 37, column: 14, scope: !29)
!176 = !DILocation(line: 37, column: 7, scope: !29)
!177 = !DILocation(line: 37, column: 5, scope: !29)
!178 = !DILocation(line: 38, column: 11, scope: !29)
!179 = !DILocation(line: 38, column: 24, scope: !29)
!180 = !DILocation(line: 38, column: 14, scope: !29)
!181 = !DILocation(line: 38, column: 7, scope: !29)
!182 = !DILocation(line: 38, column: 5, scope: !29)
!183 = !DILocalVariable(name: "sw", scope: !29, file: !1, line: 39, type: !18)
!184 = !DILocation(line: 39, column: 11, scope: !29)
!185 = !DILocation(line: 40, column: 11, scope: !29)
!186 = !DILocation(line: 40, column: 46, scope: !29)
!187 = !DILocation(line: 40, column: 67, scope: !29)
!188 = !DILocation(line: 40, column: 49, scope: !29)
!189 = !DILocation(line: 40, column: 14, scope: !29)
!190 = !DILocation(line: 40, column: 7, scope: !29)
!191 = !DILocation(line: 40, column: 5, scope: !29)
!192 = !DILocation(line: 41, column: 11, scope: !29)
!193 = !DILocation(line: 41, column: 25, scope: !29)
!194 = !DILocation(line: 41, column: 28, scope: !29)
!195 = !DILocation(line: 41, column: 14, scope: !29)
!196 = !DILocation(line: 41, column: 7, scope: !29)
!197 = !DILocation(line: 41, column: 5, scope: !29)
!198 = !DILocalVariable(name: "v", scope: !29, file: !1, line: 42, type: !11)
!199 = !DILocation(line: 42, column: 11, scope: !29)
!200 = !DILocation(line: 42, column: 24, scope: !29)
!201 = !DILocation(line: 43, column: 11, scope: !29)
!202 = !DILocation(line: 43, column: 25, scope: !29)
!203 = !DILocation(line: 43, column: 27, scope: !29)
!204 = !DILocation(line: 43, column: 34, scope: !29)
!205 = !DILocation(line: 43, column: 33, scope: !29)
!206 = !DILocation(line: 43, column: 38, scope: !29)
!207 = !DILocation(line: 43, column: 7, scope: !29)
!208 = !DILocation(line: 43, column: 5, scope: !29)
!209 = !DILocation(line: 44, column: 16, scope: !29)
!210 = !DILocation(line: 44, column: 18, scope: !29)
!211 = !DILocation(line: 44, column: 3, scope: !29)
!212 = distinct !DISubprogram(name: "mix", scope: !1, file: !1, line: 6, type: !213, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !32)
!213 = !DISubroutineType(types: !214)
!214 = !{!3, !3, !3}
!215 = !DILocalVariable(name: "h", arg: 1, scope: !212, file: !1, line: 6, type: !3)
!216 = !DILocation(line: 6, column: 30, scope: !212)
!217 = !DILocalVariable(name: "v", arg: 2, scope: !212, file: !1, line: 6, type: !3)
!218 = !DILocation(line: 6, column: 42, scope: !212)
!219 = !DILocation(line: 6, column: 55, scope: !212)
!220 = !DILocation(line: 6, column: 59, scope: !212)
!221 = !DILocation(line: 6, column: 57, scope: !212)
!222 = !DILocation(line: 6, column: 62, scope: !212)
!223 = !DILocation(line: 6, column: 47, scope: !212)
