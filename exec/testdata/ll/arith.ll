; ModuleID = 'testdata/c/arith.c'
source_filename = "testdata/c/arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"in\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !38 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i8], align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [6 x i8]* %2, metadata !42, metadata !DIExpression()), !dbg !46
  %14 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 0, !dbg !47
  call void @klee_make_symbolic(i8* noundef %14, i64 noundef 6, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)), !dbg !48
  call void @llvm.dbg.declare(metadata i8* %3, metadata !49, metadata !DIExpression()), !dbg !50
  %15 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 0, !dbg !51
  %16 = load i8, i8* %15, align 1, !dbg !51
  store i8 %16, i8* %3, align 1, !dbg !50
  call void @llvm.dbg.declare(metadata i8* %4, metadata !52, metadata !DIExpression()), !dbg !53
  %17 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 1, !dbg !54
  %18 = load i8, i8* %17, align 1, !dbg !54
  %19 = zext i8 %18 to i32, !dbg !54
  %20 = or i32 %19, 1, !dbg !55
  %21 = trunc i32 %20 to i8, !dbg !54
  store i8 %21, i8* %4, align 1, !dbg !53
  call void @llvm.dbg.declare(metadata i8* %5, metadata !56, metadata !DIExpression()), !dbg !57
  %22 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 2, !dbg !58
  %23 = load i8, i8* %22, align 1, !dbg !58
  store i8 %23, i8* %5, align 1, !dbg !57
  call void @llvm.dbg.declare(metadata i8* %6, metadata !59, metadata !DIExpression()), !dbg !60
  %24 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 3, !dbg !61
  %25 = load i8, i8* %24, align 1, !dbg !61
  %26 = zext i8 %25 to i32, !dbg !61
  %27 = or i32 %26, 1, !dbg !62
  %28 = trunc i32 %27 to i8, !dbg !63
  store i8 %28, i8* %6, align 1, !dbg !60
  call void @llvm.dbg.declare(metadata i16* %7, metadata !64, metadata !DIExpression()), !dbg !65
  %29 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 4, !dbg !66
  %30 = load i8, i8* %29, align 1, !dbg !66
  %31 = zext i8 %30 to i32, !dbg !66
  %32 = shl i32 %31, 8, !dbg !67
  %33 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 0, !dbg !68
  %34 = load i8, i8* %33, align 1, !dbg !68
  %35 = zext i8 %34 to i32, !dbg !68
  %36 = or i32 %32, %35, !dbg !69
  %37 = trunc i32 %36 to i16, !dbg !70
  store i16 %37, i16* %7, align 2, !dbg !65
  call void @llvm.dbg.declare(metadata i16* %8, metadata !71, metadata !DIExpression()), !dbg !72
  %38 = load i16, i16* %7, align 2, !dbg !73
  store i16 %38, i16* %8, align 2, !dbg !72
  call void @llvm.dbg.declare(metadata i32* %9, metadata !74, metadata !DIExpression()), !dbg !75
  %39 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 5, !dbg !76
  %40 = load i8, i8* %39, align 1, !dbg !76
  %41 = zext i8 %40 to i32, !dbg !77
  %42 = mul i32 %41, 16843009, !dbg !78
  store i32 %42, i32* %9, align 4, !dbg !75
  call void @llvm.dbg.declare(metadata i32* %10, metadata !79, metadata !DIExpression()), !dbg !80
  %43 = load i32, i32* %9, align 4, !dbg !81
  store i32 %43, i32* %10, align 4, !dbg !80
  call void @llvm.dbg.declare(metadata i64* %11, metadata !82, metadata !DIExpression()), !dbg !83
  %44 = load i32, i32* %9, align 4, !dbg !84
  %45 = zext i32 %44 to i64, !dbg !85
  %46 = shl i64 %45, 29, !dbg !86
  %47 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 1, !dbg !87
  %48 = load i8, i8* %47, align 1, !dbg !87
  %49 = zext i8 %48 to i64, !dbg !87
  %50 = or i64 %46, %49, !dbg !88
  store i64 %50, i64* %11, align 8, !dbg !83
  call void @llvm.dbg.declare(metadata i64* %12, metadata !89, metadata !DIExpression()), !dbg !90
  %51 = load i64, i64* %11, align 8, !dbg !91
  %52 = sub nsw i64 0, %51, !dbg !92
  store i64 %52, i64* %12, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %13, metadata !93, metadata !DIExpression()), !dbg !94
  store i32 -2128831035, i32* %13, align 4, !dbg !94
  %53 = load i32, i32* %13, align 4, !dbg !95
  %54 = load i8, i8* %3, align 1, !dbg !96
  %55 = zext i8 %54 to i32, !dbg !96
  %56 = load i8, i8* %4, align 1, !dbg !97
  %57 = zext i8 %56 to i32, !dbg !97
  %58 = add nsw i32 %55, %57, !dbg !98
  %59 = call i32 @mix(i32 noundef %53, i32 noundef %58), !dbg !99
  store i32 %59, i32* %13, align 4, !dbg !100
  %60 = load i32, i32* %13, align 4, !dbg !101
  %61 = load i8, i8* %3, align 1, !dbg !102
  %62 = zext i8 %61 to i32, !dbg !102
  %63 = load i8, i8* %4, align 1, !dbg !103
  %64 = zext i8 %63 to i32, !dbg !103
  %65 = sub nsw i32 %62, %64, !dbg !104
  %66 = trunc i32 %65 to i8, !dbg !105
  %67 = zext i8 %66 to i32, !dbg !105
  %68 = call i32 @mix(i32 noundef %60, i32 noundef %67), !dbg !106
  store i32 %68, i32* %13, align 4, !dbg !107
  %69 = load i32, i32* %13, align 4, !dbg !108
  %70 = load i8, i8* %3, align 1, !dbg !109
  %71 = zext i8 %70 to i32, !dbg !109
  %72 = load i8, i8* %4, align 1, !dbg !110
  %73 = zext i8 %72 to i32, !dbg !110
  %74 = mul nsw i32 %71, %73, !dbg !111
  %75 = trunc i32 %74 to i8, !dbg !112
  %76 = zext i8 %75 to i32, !dbg !112
  %77 = call i32 @mix(i32 noundef %69, i32 noundef %76), !dbg !113
  store i32 %77, i32* %13, align 4, !dbg !114
  %78 = load i32, i32* %13, align 4, !dbg !115
  %79 = load i8, i8* %3, align 1, !dbg !116
  %80 = zext i8 %79 to i32, !dbg !116
  %81 = load i8, i8* %4, align 1, !dbg !117
  %82 = zext i8 %81 to i32, !dbg !117
  %83 = sdiv i32 %80, %82, !dbg !118
  %84 = call i32 @mix(i32 noundef %78, i32 noundef %83), !dbg !119
  store i32 %84, i32* %13, align 4, !dbg !120
  %85 = load i32, i32* %13, align 4, !dbg !121
  %86 = load i8, i8* %3, align 1, !dbg !122
  %87 = zext i8 %86 to i32, !dbg !122
  %88 = load i8, i8* %4, align 1, !dbg !123
  %89 = zext i8 %88 to i32, !dbg !123
  %90 = srem i32 %87, %89, !dbg !124
  %91 = call i32 @mix(i32 noundef %85, i32 noundef %90), !dbg !125
  store i32 %91, i32* %13, align 4, !dbg !126
  %92 = load i32, i32* %13, align 4, !dbg !127
  %93 = load i8, i8* %5, align 1, !dbg !128
  %94 = sext i8 %93 to i32, !dbg !128
  %95 = load i8, i8* %6, align 1, !dbg !129
  %96 = sext i8 %95 to i32, !dbg !129
  %97 = sdiv i32 %94, %96, !dbg !130
  %98 = call i32 @mix(i32 noundef %92, i32 noundef %97), !dbg !131
  store i32 %98, i32* %13, align 4, !dbg !132
  %99 = load i32, i32* %13, align 4, !dbg !133
  %100 = load i8, i8* %5, align 1, !dbg !134
  %101 = sext i8 %100 to i32, !dbg !134
  %102 = load i8, i8* %6, align 1, !dbg !135
  %103 = sext i8 %102 to i32, !dbg !135
  %104 = srem i32 %101, %103, !dbg !136
  %105 = call i32 @mix(i32 noundef %99, i32 noundef %104), !dbg !137
  store i32 %105, i32* %13, align 4, !dbg !138
  %106 = load i32, i32* %13, align 4, !dbg !139
  %107 = load i16, i16* %8, align 2, !dbg !140
  %108 = sext i16 %107 to i32, !dbg !140
  %109 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 1, !dbg !141
  %110 = load i8, i8* %109, align 1, !dbg !141
  %111 = zext i8 %110 to i32, !dbg !141
  %112 = and i32 %111, 7, !dbg !142
  %113 = ashr i32 %108, %112, !dbg !143
  %114 = call i32 @mix(i32 noundef %106, i32 noundef %113), !dbg !144
  store i32 %114, i32* %13, align 4, !dbg !145
  %115 = load i32, i32* %13, align 4, !dbg !146
  %116 = load i16, i16* %7, align 2, !dbg !147
  %117 = zext i16 %116 to i32, !dbg !147
  %118 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 1, !dbg !148
  %119 = load i8, i8* %118, align 1, !dbg !148
  %120 = zext i8 %119 to i32, !dbg !148
  %121 = and i32 %120, 15, !dbg !149
  %122 = ashr i32 %117, %121, !dbg !150
  %123 = call i32 @mix(i32 noundef %115, i32 noundef %122), !dbg !151
  store i32 %123, i32* %13, align 4, !dbg !152
  %124 = load i32, i32* %13, align 4, !dbg !153
  %125 = load i16, i16* %7, align 2, !dbg !154
  %126 = zext i16 %125 to i32, !dbg !154
  %127 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 1, !dbg !155
  %128 = load i8, i8* %127, align 1, !dbg !155
  %129 = zext i8 %128 to i32, !dbg !155
  %130 = and i32 %129, 15, !dbg !156
  %131 = shl i32 %126, %130, !dbg !157
  %132 = call i32 @mix(i32 noundef %124, i32 noundef %131), !dbg !158
  store i32 %132, i32* %13, align 4, !dbg !159
  %133 = load i32, i32* %13, align 4, !dbg !160
  %134 = load i32, i32* %9, align 4, !dbg !161
  %135 = load i32, i32* %9, align 4, !dbg !162
  %136 = lshr i32 %135, 3, !dbg !163
  %137 = xor i32 %134, %136, !dbg !164
  %138 = call i32 @mix(i32 noundef %133, i32 noundef %137), !dbg !165
  store i32 %138, i32* %13, align 4, !dbg !166
  %139 = load i32, i32* %13, align 4, !dbg !167
  %140 = load i32, i32* %10, align 4, !dbg !168
  %141 = ashr i32 %140, 31, !dbg !169
  %142 = call i32 @mix(i32 noundef %139, i32 noundef %141), !dbg !170
  store i32 %142, i32* %13, align 4, !dbg !171
  %143 = load i32, i32* %13, align 4, !dbg !172
  %144 = load i32, i32* %10, align 4, !dbg !173
  %145 = load i8, i8* %4, align 1, !dbg !174
  %146 = zext i8 %145 to i32, !dbg !174
  %147 = or i32 %146, 2, !dbg !175
  %148 = sdiv i32 %144, %147, !dbg !176
  %149 = call i32 @mix(i32 noundef %143, i32 noundef %148), !dbg !177
  store i32 %149, i32* %13, align 4, !dbg !178
  %150 = load i32, i32* %13, align 4, !dbg !179
  %151 = load i64, i64* %11, align 8, !dbg !180
  %152 = load i8, i8* %4, align 1, !dbg !181
  %153 = zext i8 %152 to i32, !dbg !181
  %154 = add nsw i32 %153, 1, !dbg !182
  %155 = sext i32 %154 to i64, !dbg !183
  %156 = udiv i64 %151, %155, !dbg !184
  %157 = trunc i64 %156 to i32, !dbg !185
  %158 = call i32 @mix(i32 noundef %150, i32 noundef %157), !dbg !186
  store i32 %158, i32* %13, align 4, !dbg !187
  %159 = load i32, i32* %13, align 4, !dbg !188
  %160 = load i64, i64* %11, align 8, !dbg !189
  %161 = load i8, i8* %4, align 1, !dbg !190
  %162 = zext i8 %161 to i32, !dbg !190
  %163 = add nsw i32 %162, 3, !dbg !191
  %164 = sext i32 %163 to i64, !dbg !192
  %165 = urem i64 %160, %164, !dbg !193
  %166 = trunc i64 %165 to i32, !dbg !194
  %167 = call i32 @mix(i32 noundef %159, i32 noundef %166), !dbg !195
  store i32 %167, i32* %13, align 4, !dbg !196
  %168 = load i32, i32* %13, align 4, !dbg !197
  %169 = load i64, i64* %12, align 8, !dbg !198
  %170 = sdiv i64 %169, 7, !dbg !199
  %171 = trunc i64 %170 to i32, !dbg !200
  %172 = call i32 @mix(i32 noundef %168, i32 noundef %171), !dbg !201
  store i32 %172, i32* %13, align 4, !dbg !202
  %173 = load i32, i32* %13, align 4, !dbg !203
  %174 = load i64, i64* %12, align 8, !dbg !204
  %175 = srem i64 %174, 7, !dbg !205
  %176 = trunc i64 %175 to i32, !dbg !206
  %177 = call i32 @mix(i32 noundef %173, i32 noundef %176), !dbg !207
  store i32 %177, i32* %13, align 4, !dbg !208
  %178 = load i32, i32* %13, align 4, !dbg !209
  %179 = load i64, i64* %12, align 8, !dbg !210
  %180 = ashr i64 %179, 40, !dbg !211
  %181 = trunc i64 %180 to i32, !dbg !212
  %182 = call i32 @mix(i32 noundef %178, i32 noundef %181), !dbg !213
  store i32 %182, i32* %13, align 4, !dbg !214
  %183 = load i32, i32* %13, align 4, !dbg !215
  %184 = load i64, i64* %12, align 8, !dbg !216
  %185 = lshr i64 %184, 40, !dbg !217
  %186 = trunc i64 %185 to i32, !dbg !218
  %187 = call i32 @mix(i32 noundef %183, i32 noundef %186), !dbg !219
  store i32 %187, i32* %13, align 4, !dbg !220
  %188 = load i32, i32* %13, align 4, !dbg !221
  %189 = load i64, i64* %11, align 8, !dbg !222
  %190 = load i64, i64* %11, align 8, !dbg !223
  %191 = mul i64 %189, %190, !dbg !224
  %192 = lshr i64 %191, 32, !dbg !225
  %193 = trunc i64 %192 to i32, !dbg !226
  %194 = call i32 @mix(i32 noundef %188, i32 noundef %193), !dbg !227
  store i32 %194, i32* %13, align 4, !dbg !228
  %195 = load i32, i32* %13, align 4, !dbg !229
  %196 = load i8, i8* %3, align 1, !dbg !230
  %197 = zext i8 %196 to i32, !dbg !230
  %198 = load i8, i8* %4, align 1, !dbg !231
  %199 = zext i8 %198 to i32, !dbg !231
  %200 = icmp slt i32 %197, %199, !dbg !232
  %201 = zext i1 %200 to i32, !dbg !232
  %202 = load i8, i8* %5, align 1, !dbg !233
  %203 = sext i8 %202 to i32, !dbg !233
  %204 = load i8, i8* %6, align 1, !dbg !234
  %205 = sext i8 %204 to i32, !dbg !234
  %206 = icmp slt i32 %203, %205, !dbg !235
  %207 = zext i1 %206 to i32, !dbg !235
  %208 = mul nsw i32 2, %207, !dbg !236
  %209 = add nsw i32 %201, %208, !dbg !237
  %210 = load i16, i16* %7, align 2, !dbg !238
  %211 = zext i16 %210 to i32, !dbg !238
  %212 = icmp sge i32 %211, 300, !dbg !239
  %213 = zext i1 %212 to i32, !dbg !239
  %214 = mul nsw i32 4, %213, !dbg !240
  %215 = add nsw i32 %209, %214, !dbg !241
  %216 = load i16, i16* %8, align 2, !dbg !242
  %217 = sext i16 %216 to i32, !dbg !242
  %218 = icmp sle i32 %217, -5, !dbg !243
  %219 = zext i1 %218 to i32, !dbg !243
  %220 = mul nsw i32 8, %219, !dbg !244
  %221 = add nsw i32 %215, %220, !dbg !245
  %222 = load i32, i32* %9, align 4, !dbg !246
  %223 = icmp ne i32 %222, 0, !dbg !247
  %224 = zext i1 %223 to i32, !dbg !247
  %225 = mul nsw i32 16, %224, !dbg !248
  %226 = add nsw i32 %221, %225, !dbg !249
  %227 = load i64, i64* %12, align 8, !dbg !250
  %228 = icmp sgt i64 %227, 0, !dbg !251
  %229 = zext i1 %228 to i32, !dbg !251
  %230 = mul nsw i32 32, %229, !dbg !252
  %231 = add nsw i32 %226, %230, !dbg !253
  %232 = call i32 @mix(i32 noundef %195, i32 noundef %231), !dbg !254
  store i32 %232, i32* %13, align 4, !dbg !255
  %233 = load i32, i32* %13, align 4, !dbg !256
  %234 = load i8, i8* %3, align 1, !dbg !257
  %235 = sext i8 %234 to i32, !dbg !258
  %236 = load i16, i16* %7, align 2, !dbg !259
  %237 = sext i16 %236 to i32, !dbg !260
  %238 = add i32 %235, %237, !dbg !261
  %239 = load i32, i32* %10, align 4, !dbg !262
  %240 = trunc i32 %239 to i16, !dbg !263
  %241 = zext i16 %240 to i32, !dbg !264
  %242 = add i32 %238, %241, !dbg !265
  %243 = call i32 @mix(i32 noundef %233, i32 noundef %242), !dbg !266
  store i32 %243, i32* %13, align 4, !dbg !267
  %244 = load i32, i32* %13, align 4, !dbg !268
  %245 = load i32, i32* %9, align 4, !dbg !269
  %246 = xor i32 %245, -1, !dbg !270
  %247 = load i32, i32* %9, align 4, !dbg !271
  %248 = or i32 %247, 61680, !dbg !272
  %249 = and i32 %246, %248, !dbg !273
  %250 = load i8, i8* %5, align 1, !dbg !274
  %251 = sext i8 %250 to i32, !dbg !275
  %252 = xor i32 %249, %251, !dbg !276
  %253 = call i32 @mix(i32 noundef %244, i32 noundef %252), !dbg !277
  store i32 %253, i32* %13, align 4, !dbg !278
  %254 = load i32, i32* %13, align 4, !dbg !279
  %255 = load i32, i32* %13, align 4, !dbg !280
  %256 = lshr i32 %255, 8, !dbg !281
  %257 = xor i32 %254, %256, !dbg !282
  %258 = load i32, i32* %13, align 4, !dbg !283
  %259 = lshr i32 %258, 16, !dbg !284
  %260 = xor i32 %257, %259, !dbg !285
  %261 = load i32, i32* %13, align 4, !dbg !286
  %262 = lshr i32 %261, 24, !dbg !287
  %263 = xor i32 %260, %262, !dbg !288
  %264 = and i32 %263, 255, !dbg !289
  ret i32 %264, !dbg !290
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @mix(i32 noundef %0, i32 noundef %1) #0 !dbg !291 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !294, metadata !DIExpression()), !dbg !295
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !296, metadata !DIExpression()), !dbg !297
  %5 = load i32, i32* %3, align 4, !dbg !298
  %6 = load i32, i32* %4, align 4, !dbg !299
  %7 = xor i32 %5, %6, !dbg !300
  %8 = mul i32 %7, 16777619, !dbg !301
  ret i32 %8, !dbg !302
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "f2386450f3e4477bd936147cc021d0db")
!2 = !{!3, !8, !12, !15, !18, !21, !24, !27, !20}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !4, line: 24, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !6, line: 37, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!7 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !9, line: 25, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !6, line: 40, baseType: !11)
!11 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !4, line: 25, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !6, line: 39, baseType: !14)
!14 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !9, line: 26, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !6, line: 42, baseType: !17)
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !4, line: 26, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !6, line: 41, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !9, line: 27, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !6, line: 45, baseType: !23)
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !4, line: 27, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !6, line: 44, baseType: !26)
!26 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !9, line: 24, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !6, line: 38, baseType: !29)
!29 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 7, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 1}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 14.0.6"}
!38 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !39, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{!20}
!41 = !{}
!42 = !DILocalVariable(name: "in", scope: !38, file: !1, line: 11, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 48, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 6)
!46 = !DILocation(line: 11, column: 17, scope: !38)
!47 = !DILocation(line: 12, column: 22, scope: !38)
!48 = !DILocation(line: 12, column: 3, scope: !38)
!49 = !DILocalVariable(name: "a", scope: !38, file: !1, line: 13, type: !27)
!50 = !DILocation(line: 13, column: 11, scope: !38)
!51 = !DILocation(line: 13, column: 15, scope: !38)
!52 = !DILocalVariable(name: "b", scope: !38, file: !1, line: 13, type: !27)
!53 = !DILocation(line: 13, column: 22, scope: !38)
!54 = !DILocation(line: 13, column: 26, scope: !38)
!55 = !DILocation(line: 13, column: 32, scope: !38)
!56 = !DILocalVariable(name: "sa", scope: !38, file: !1, line: 14, type: !3)
!57 = !DILocation(line: 14, column: 10, scope: !38)
!58 = !DILocation(line: 14, column: 23, scope: !38)
!59 = !DILocalVariable(name: "sb", scope: !38, file: !1, line: 14, type: !3)
!60 = !DILocation(line: 14, column: 30, scope: !38)
!61 = !DILocation(line: 14, column: 44, scope: !38)
!62 = !DILocation(line: 14, column: 50, scope: !38)
!63 = !DILocation(line: 14, column: 35, scope: !38)
!64 = !DILocalVariable(name: "c", scope: !38, file: !1, line: 15, type: !8)
!65 = !DILocation(line: 15, column: 12, scope: !38)
!66 = !DILocation(line: 15, column: 27, scope: !38)
!67 = !DILocation(line: 15, column: 33, scope: !38)
!68 = !DILocation(line: 15, column: 40, scope: !38)
!69 = !DILocation(line: 15, column: 38, scope: !38)
!70 = !DILocation(line: 15, column: 16, scope: !38)
!71 = !DILocalVariable(name: "sc", scope: !38, file: !1, line: 16, type: !12)
!72 = !DILocation(line: 16, column: 11, scope: !38)
!73 = !DILocation(line: 16, column: 25, scope: !38)
!74 = !DILocalVariable(name: "d", scope: !38, file: !1, line: 17, type: !15)
!75 = !DILocation(line: 17, column: 12, scope: !38)
!76 = !DILocation(line: 17, column: 26, scope: !38)
!77 = !DILocation(line: 17, column: 16, scope: !38)
!78 = !DILocation(line: 17, column: 32, scope: !38)
!79 = !DILocalVariable(name: "sd", scope: !38, file: !1, line: 18, type: !18)
!80 = !DILocation(line: 18, column: 11, scope: !38)
!81 = !DILocation(line: 18, column: 25, scope: !38)
!82 = !DILocalVariable(name: "e", scope: !38, file: !1, line: 19, type: !21)
!83 = !DILocation(line: 19, column: 12, scope: !38)
!84 = !DILocation(line: 19, column: 26, scope: !38)
!85 = !DILocation(line: 19, column: 16, scope: !38)
!86 = !DILocation(line: 19, column: 28, scope: !38)
!87 = !DILocation(line: 19, column: 36, scope: !38)
!88 = !DILocation(line: 19, column: 34, scope: !38)
!89 = !DILocalVariable(name: "se", scope: !38, file: !1, line: 20, type: !24)
!90 = !DILocation(line: 20, column: 11, scope: !38)
!91 = !DILocation(line: 20, column: 26, scope: !38)
!92 = !DILocation(line: 20, column: 16, scope: !38)
!93 = !DILocalVariable(name: "h", scope: !38, file: !1, line: 21, type: !15)
!94 = !DILocation(line: 21, column: 12, scope: !38)
!95 = !DILocation(line: 22, column: 11, scope: !38)
!96 = !DILocation(line: 22, column: 14, scope: !38)
!97 = !DILocation(line: 22, column: 18, scope: !38)
!98 = !DILocation(line: 22, column: 16, scope: !38)
!99 = !DILocation(line: 22, column: 7, scope: !38)
!100 = !DILocation(line: 22, column: 5, scope: !38)
!101 = !DILocation(line: 23, column: 11, scope: !38)
!102 = !DILocation(line: 23, column: 24, scope: !38)
!103 = !DILocation(line: 23, column: 28, scope: !38)
!104 = !DILocation(line: 23, column: 26, scope: !38)
!105 = !DILocation(line: 23, column: 14, scope: !38)
!106 = !DILocation(line: 23, column: 7, scope: !38)
!107 = !DILocation(line: 23, column: 5, scope: !38)
!108 = !DILocation(line: 24, column: 11, scope: !38)
!109 = !DILocation(line: 24, column: 24, scope: !38)
!110 = !DILocation(line: 24, column: 28, scope: !38)
!111 = !DILocation(line: 24, column: 26, scope: !38)
!112 = !DILocation(line: 24, column: 14, scope: !38)
!113 = !DILocation(line: 24, column: 7, scope: !38)
!114 = !DILocation(line: 24, column: 5, scope: !38)
!115 = !DILocation(line: 25, column: 11, scope: !38)
!116 = !DILocation(line: 25, column: 14, scope: !38)
!117 = !DILocation(line: 25, column: 18, scope: !38)
!118 = !DILocation(line: 25, column: 16, scope: !38)
!119 = !DILocation(line: 25, column: 7, scope: !38)
!120 = !DILocation(line: 25, column: 5, scope: !38)
!121 = !DILocation(line: 26, column: 11, scope: !38)
!122 = !DILocation(line: 26, column: 14, scope: !38)
!123 = !DILocation(line: 26, column: 18, scope: !38)
!124 = !DILocation(line: 26, column: 16, scope: !38)
!125 = !DILocation(line: 26, column: 7, scope: !38)
!126 = !DILocation(line: 26, column: 5, scope: !38)
!127 = !DILocation(line: 27, column: 11, scope: !38)
!128 = !DILocation(line: 27, column: 25, scope: !38)
!129 = !DILocation(line: 27, column: 30, scope: !38)
!130 = !DILocation(line: 27, column: 28, scope: !38)
!131 = !DILocation(line: 27, column: 7, scope: !38)
!132 = !DILocation(line: 27, column: 5, scope: !38)
!133 = !DILocation(line: 28, column: 11, scope: !38)
!134 = !DILocation(line: 28, column: 25, scope: !38)
!135 = !DILocation(line: 28, column: 30, scope: !38)
!136 = !DILocation(line: 28, column: 28, scope: !38)
!137 = !DILocation(line: 28, column: 7, scope: !38)
!138 = !DILocation(line: 28, column: 5, scope: !38)
!139 = !DILocation(line: 29, column: 11, scope: !38)
!140 = !DILocation(line: 29, column: 25, scope: !38)
!141 = !DILocation(line: 29, column: 32, scope: !38)
!142 = !DILocation(line: 29, column: 38, scope: !38)
!143 = !DILocation(line: 29, column: 28, scope: !38)
!144 = !DILocation(line: 29, column: 7, scope: !38)
!145 = !DILocation(line: 29, column: 5, scope: !38)
!146 = !DILocation(line: 30, column: 11, scope: !38)
!147 = !DILocation(line: 30, column: 25, scope: !38)
!148 = !DILocation(line: 30, column: 31, scope: !38)
!149 = !DILocation(line: 30, column: 37, scope: !38)
!150 = !DILocation(line: 30, column: 27, scope: !38)
!151 = !DILocation(line: 30, column: 7, scope: !38)
!152 = !DILocation(line: 30, column: 5, scope: !38)
!153 = !DILocation(line: 31, column: 11, scope: !38)
!154 = !DILocation(line: 31, column: 25, scope: !38)
!155 = !DILocation(line: 31, column: 31, scope: !38)
!156 = !DILocation(line: 31, column: 37, scope: !38)
!157 = !DILocation(line: 31, column: 27, scope: !38)
!158 = !DILocation(line: 31, column: 7, scope: !38)
!159 = !DILocation(line: 31, column: 5, scope: !38)
!160 = !DILocation(line: 32, column: 11, scope: !38)
!161 = !DILocation(line: 32, column: 14, scope: !38)
!162 = !DILocation(line: 32, column: 19, scope: !38)
!163 = !DILocation(line: 32, column: 21, scope: !38)
!164 = !DILocation(line: 32, column: 16, scope: !38)
!165 = !DILocation(line: 32, column: 7, scope: !38)
!166 = !DILocation(line: 32, column: 5, scope: !38)
!167 = !DILocation(line: 33, column: 11, scope: !38)
!168 = !DILocation(line: 33, column: 25, scope: !38)
!169 = !DILocation(line: 33, column: 28, scope: !38)
!170 = !DILocation(line: 33, column: 7, scope: !38)
!171 = !DILocation(line: 33, column: 5, scope: !38)
!172 = !DILocation(line: 34, column: 11, scope: !38)
!173 = !DILocation(line: 34, column: 25, scope: !38)
!174 = !DILocation(line: 34, column: 40, scope: !38)
!175 = !DILocation(line: 34, column: 42, scope: !38)
!176 = !DILocation(line: 34, column: 28, scope: !38)
!177 = !DILocation(line: 34, column: 7, scope: !38)
!178 = !DILocation(line: 34, column: 5, scope: !38)
!179 = !DILocation(line: 35, column: 11, scope: !38)
!180 = !DILocation(line: 35, column: 25, scope: !38)
!181 = !DILocation(line: 35, column: 30, scope: !38)
!182 = !DILocation(line: 35, column: 32, scope: !38)
!183 = !DILocation(line: 35, column: 29, scope: !38)
!184 = !DILocation(line: 35, column: 27, scope: !38)
!185 = !DILocation(line: 35, column: 14, scope: !38)
!186 = !DILocation(line: 35, column: 7, scope: !38)
!187 = !DILocation(line: 35, column: 5, scope: !38)
!188 = !DILocation(line: 36, column: 11, scope: !38)
!189 = !DILocation(line: 36, column: 25, scope: !38)
!190 = !DILocation(line: 36, column: 30, scope: !38)
!191 = !DILocation(line: 36, column: 32, scope: !38)
!192 = !DILocation(line: 36, column: 29, scope: !38)
!193 = !DILocation(line: 36, column: 27, scope: !38)
!194 = !DILocation(line: 36, column: 14, scope: !38)
!195 = !DILocation(line: 36, column: 7, scope: !38)
!196 = !DILocation(line: 36, column: 5, scope: !38)
!197 = !DILocation(line: 37, column: 11, scope: !38)
!198 = !DILocation(line: 37, column: 25, scope: !38)
!199 = !DILocation(line: 37, column: 28, scope: !38)
!200 = !DILocation(line: 37, column: 14, scope: !38)
!201 = !DILocation(line: 37, column: 7, scope: !38)
!202 = !DILocation(line: 37, column: 5, scope: !38)
!203 = !DILocation(line: 38, column: 11, scope: !38)
!204 = !DILocation(line: 38, column: 25, scope: !38)
!205 = !DILocation(line: 38, column: 28, scope: !38)
!206 = !DILocation(line: 38, column: 14, scope: !38)
!207 = !DILocation(line: 38, column: 7, scope: !38)
!208 = !DILocation(line: 38, column: 5, scope: !38)
!209 = !DILocation(line: 39, column: 11, scope: !38)
!210 = !DILocation(line: 39, column: 25, scope: !38)
!211 = !DILocation(line: 39, column: 28, scope: !38)
!212 = !DILocation(line: 39, column: 14, scope: !38)
!213 = !DILocation(line: 39, column: 7, scope: !38)
!214 = !DILocation(line: 39, column: 5, scope: !38)
!215 = !DILocation(line: 40, column: 11, scope: !38)
!216 = !DILocation(line: 40, column: 35, scope: !38)
!217 = !DILocation(line: 40, column: 38, scope: !38)
!218 = !DILocation(line: 40, column: 14, scope: !38)
!219 = !DILocation(line: 40, column: 7, scope: !38)
!220 = !DILocation(line: 40, column: 5, scope: !38)
!221 = !DILocation(line: 41, column: 11, scope: !38)
!222 = !DILocation(line: 41, column: 25, scope: !38)
!223 = !DILocation(line: 41, column: 29, scope: !38)
!224 = !DILocation(line: 41, column: 27, scope: !38)
!225 = !DILocation(line: 41, column: 31, scope: !38)
!226 = !DILocation(line: 41, column: 14, scope: !38)
!227 = !DILocation(line: 41, column: 7, scope: !38)
!228 = !DILocation(line: 41, column: 5, scope: !38)
!229 = !DILocation(line: 42, column: 11, scope: !38)
!230 = !DILocation(line: 42, column: 15, scope: !38)
!231 = !DILocation(line: 42, column: 19, scope: !38)
!232 = !DILocation(line: 42, column: 17, scope: !38)
!233 = !DILocation(line: 42, column: 29, scope: !38)
!234 = !DILocation(line: 42, column: 34, scope: !38)
!235 = !DILocation(line: 42, column: 32, scope: !38)
!236 = !DILocation(line: 42, column: 26, scope: !38)
!237 = !DILocation(line: 42, column: 22, scope: !38)
!238 = !DILocation(line: 42, column: 45, scope: !38)
!239 = !DILocation(line: 42, column: 47, scope: !38)
!240 = !DILocation(line: 42, column: 42, scope: !38)
!241 = !DILocation(line: 42, column: 38, scope: !38)
!242 = !DILocation(line: 42, column: 62, scope: !38)
!243 = !DILocation(line: 42, column: 65, scope: !38)
!244 = !DILocation(line: 42, column: 59, scope: !38)
!245 = !DILocation(line: 42, column: 55, scope: !38)
!246 = !DILocation(line: 42, column: 80, scope: !38)
!247 = !DILocation(line: 42, column: 82, scope: !38)
!248 = !DILocation(line: 42, column: 77, scope: !38)
!249 = !DILocation(line: 42, column: 72, scope: !38)
!250 = !DILocation(line: 42, column: 96, scope: !38)
!251 = !DILocation(line: 42, column: 99, scope: !38)
!252 = !DILocation(line: 42, column: 93, scope: !38)
!253 = !DILocation(line: 42, column: 88, scope: !38)
!254 = !DILocation(line: 42, column: 7, scope: !38)
!255 = !DILocation(line: 42, column: 5, scope: !38)
!256 = !DILocation(line: 43, column: 11, scope: !38)
!257 = !DILocation(line: 43, column: 32, scope: !38)
!258 = !DILocation(line: 43, column: 14, scope: !38)
!259 = !DILocation(line: 43, column: 55, scope: !38)
!260 = !DILocation(line: 43, column: 36, scope: !38)
!261 = !DILocation(line: 43, column: 34, scope: !38)
!262 = !DILocation(line: 43, column: 79, scope: !38)
!263 = !DILocation(line: 43, column: 69, scope: !38)
!264 = !DILocation(line: 43, column: 59, scope: !38)
!265 = !DILocation(line: 43, column: 57, scope: !38)
!266 = !DILocation(line: 43, column: 7, scope: !38)
!267 = !DILocation(line: 43, column: 5, scope: !38)
!268 = !DILocation(line: 44, column: 11, scope: !38)
!269 = !DILocation(line: 44, column: 15, scope: !38)
!270 = !DILocation(line: 44, column: 14, scope: !38)
!271 = !DILocation(line: 44, column: 20, scope: !38)
!272 = !DILocation(line: 44, column: 22, scope: !38)
!273 = !DILocation(line: 44, column: 17, scope: !38)
!274 = !DILocation(line: 44, column: 44, scope: !38)
!275 = !DILocation(line: 44, column: 34, scope: !38)
!276 = !DILocation(line: 44, column: 32, scope: !38)
!277 = !DILocation(line: 44, column: 7, scope: !38)
!278 = !DILocation(line: 44, column: 5, scope: !38)
!279 = !DILocation(line: 45, column: 16, scope: !38)
!280 = !DILocation(line: 45, column: 20, scope: !38)
!281 = !DILocation(line: 45, column: 22, scope: !38)
!282 = !DILocation(line: 45, column: 18, scope: !38)
!283 = !DILocation(line: 45, column: 29, scope: !38)
!284 = !DILocation(line: 45, column: 31, scope: !38)
!285 = !DILocation(line: 45, column: 27, scope: !38)
!286 = !DILocation(line: 45, column: 39, scope: !38)
!287 = !DILocation(line: 45, column: 41, scope: !38)
!288 = !DILocation(line: 45, column: 37, scope: !38)
!289 = !DILocation(line: 45, column: 48, scope: !38)
!290 = !DILocation(line: 45, column: 3, scope: !38)
!291 = distinct !DISubprogram(name: "mix", scope: !1, file: !1, line: 8, type: !292, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !41)
!292 = !DISubroutineType(types: !293)
!293 = !{!15, !15, !15}
!294 = !DILocalVariable(name: "h", arg: 1, scope: !291, file: !1, line: 8, type: !15)
!295 = !DILocation(line: 8, column: 30, scope: !291)
!296 = !DILocalVariable(name: "v", arg: 2, scope: !291, file: !1, line: 8, type: !15)
!297 = !DILocation(line: 8, column: 42, scope: !291)
!298 = !DILocation(line: 8, column: 55, scope: !291)
!299 = !DILocation(line: 8, column: 59, scope: !291)
!300 = !DILocation(line: 8, column: 57, scope: !291)
!301 = !DILocation(line: 8, column: 62, scope: !291)
!302 = !DILocation(line: 8, column: 47, scope: !291)
