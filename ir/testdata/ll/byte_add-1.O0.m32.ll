; ModuleID = '../testdata/testcomp/bitvector/byte_add-1.i'
source_filename = "../testdata/testcomp/bitvector/byte_add-1.i"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"byte_add-1.c\00", align 1
@__PRETTY_FUNCTION__.reach_error = private unnamed_addr constant [19 x i8] c"void reach_error()\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @reach_error() #0 !dbg !15 {
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @__PRETTY_FUNCTION__.reach_error, i32 0, i32 0)) #5, !dbg !19
  unreachable, !dbg !19
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !22 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !26, metadata !DIExpression()), !dbg !27
  %3 = load i32, i32* %2, align 4, !dbg !28
  %4 = icmp ne i32 %3, 0, !dbg !30
  br i1 %4, label %7, label %5, !dbg !31

5:                                                ; preds = %1
  br label %6, !dbg !32

6:                                                ; preds = %5
  call void @llvm.dbg.label(metadata !33), !dbg !35
  call void @reach_error(), !dbg !36
  call void @abort() #6, !dbg !38
  unreachable, !dbg !38

7:                                                ; preds = %1
  ret void, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: noreturn
declare void @abort() #3

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @mp_add(i32 noundef %0, i32 noundef %1) #0 !dbg !40 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i16, align 2
  %18 = alloca i16, align 2
  %19 = alloca i32, align 4
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !43, metadata !DIExpression()), !dbg !44
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i8* %5, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata i8* %6, metadata !49, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.declare(metadata i8* %7, metadata !51, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.declare(metadata i8* %8, metadata !53, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.declare(metadata i8* %9, metadata !55, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.declare(metadata i8* %10, metadata !57, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.declare(metadata i8* %11, metadata !59, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.declare(metadata i8* %12, metadata !61, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.declare(metadata i8* %13, metadata !63, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.declare(metadata i8* %14, metadata !65, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.declare(metadata i8* %15, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.declare(metadata i8* %16, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.declare(metadata i16* %17, metadata !71, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.declare(metadata i16* %18, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.declare(metadata i32* %19, metadata !75, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.declare(metadata i8* %20, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i8* %21, metadata !79, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.declare(metadata i8* %22, metadata !81, metadata !DIExpression()), !dbg !82
  %23 = load i32, i32* %3, align 4, !dbg !83
  %24 = trunc i32 %23 to i8, !dbg !83
  store i8 %24, i8* %5, align 1, !dbg !84
  %25 = load i32, i32* %3, align 4, !dbg !85
  %26 = lshr i32 %25, 8, !dbg !86
  %27 = trunc i32 %26 to i8, !dbg !85
  store i8 %27, i8* %6, align 1, !dbg !87
  %28 = load i32, i32* %3, align 4, !dbg !88
  %29 = lshr i32 %28, 16, !dbg !89
  %30 = trunc i32 %29 to i8, !dbg !88
  store i8 %30, i8* %7, align 1, !dbg !90
  %31 = load i32, i32* %3, align 4, !dbg !91
  %32 = lshr i32 %31, 24, !dbg !92
  %33 = trunc i32 %32 to i8, !dbg !91
  store i8 %33, i8* %8, align 1, !dbg !93
  %34 = load i32, i32* %4, align 4, !dbg !94
  %35 = trunc i32 %34 to i8, !dbg !94
  store i8 %35, i8* %9, align 1, !dbg !95
  %36 = load i32, i32* %4, align 4, !dbg !96
  %37 = lshr i32 %36, 8, !dbg !97
  %38 = trunc i32 %37 to i8, !dbg !96
  store i8 %38, i8* %10, align 1, !dbg !98
  %39 = load i32, i32* %4, align 4, !dbg !99
  %40 = lshr i32 %39, 16, !dbg !100
  %41 = trunc i32 %40 to i8, !dbg !99
  store i8 %41, i8* %11, align 1, !dbg !101
  %42 = load i32, i32* %4, align 4, !dbg !102
  %43 = lshr i32 %42, 24, !dbg !103
  %44 = trunc i32 %43 to i8, !dbg !102
  store i8 %44, i8* %12, align 1, !dbg !104
  store i8 4, i8* %21, align 1, !dbg !105
  %45 = load i8, i8* %8, align 1, !dbg !106
  %46 = zext i8 %45 to i32, !dbg !106
  %47 = icmp eq i32 %46, 0, !dbg !108
  br i1 %47, label %48, label %71, !dbg !109

48:                                               ; preds = %2
  %49 = load i8, i8* %21, align 1, !dbg !110
  %50 = zext i8 %49 to i32, !dbg !110
  %51 = sub nsw i32 %50, 1, !dbg !112
  %52 = trunc i32 %51 to i8, !dbg !110
  store i8 %52, i8* %21, align 1, !dbg !113
  %53 = load i8, i8* %7, align 1, !dbg !114
  %54 = zext i8 %53 to i32, !dbg !114
  %55 = icmp eq i32 %54, 0, !dbg !116
  br i1 %55, label %56, label %70, !dbg !117

56:                                               ; preds = %48
  %57 = load i8, i8* %21, align 1, !dbg !118
  %58 = zext i8 %57 to i32, !dbg !118
  %59 = sub nsw i32 %58, 1, !dbg !120
  %60 = trunc i32 %59 to i8, !dbg !118
  store i8 %60, i8* %21, align 1, !dbg !121
  %61 = load i8, i8* %6, align 1, !dbg !122
  %62 = zext i8 %61 to i32, !dbg !122
  %63 = icmp eq i32 %62, 0, !dbg !124
  br i1 %63, label %64, label %69, !dbg !125

64:                                               ; preds = %56
  %65 = load i8, i8* %21, align 1, !dbg !126
  %66 = zext i8 %65 to i32, !dbg !126
  %67 = sub nsw i32 %66, 1, !dbg !128
  %68 = trunc i32 %67 to i8, !dbg !126
  store i8 %68, i8* %21, align 1, !dbg !129
  br label %69, !dbg !130

69:                                               ; preds = %64, %56
  br label %70, !dbg !131

70:                                               ; preds = %69, %48
  br label %71, !dbg !132

71:                                               ; preds = %70, %2
  store i8 4, i8* %22, align 1, !dbg !133
  %72 = load i8, i8* %12, align 1, !dbg !134
  %73 = zext i8 %72 to i32, !dbg !134
  %74 = icmp eq i32 %73, 0, !dbg !136
  br i1 %74, label %75, label %98, !dbg !137

75:                                               ; preds = %71
  %76 = load i8, i8* %22, align 1, !dbg !138
  %77 = zext i8 %76 to i32, !dbg !138
  %78 = sub nsw i32 %77, 1, !dbg !140
  %79 = trunc i32 %78 to i8, !dbg !138
  store i8 %79, i8* %22, align 1, !dbg !141
  %80 = load i8, i8* %11, align 1, !dbg !142
  %81 = zext i8 %80 to i32, !dbg !142
  %82 = icmp eq i32 %81, 0, !dbg !144
  br i1 %82, label %83, label %97, !dbg !145

83:                                               ; preds = %75
  %84 = load i8, i8* %22, align 1, !dbg !146
  %85 = zext i8 %84 to i32, !dbg !146
  %86 = sub nsw i32 %85, 1, !dbg !148
  %87 = trunc i32 %86 to i8, !dbg !146
  store i8 %87, i8* %22, align 1, !dbg !149
  %88 = load i8, i8* %10, align 1, !dbg !150
  %89 = zext i8 %88 to i32, !dbg !150
  %90 = icmp eq i32 %89, 0, !dbg !152
  br i1 %90, label %91, label %96, !dbg !153

91:                                               ; preds = %83
  %92 = load i8, i8* %22, align 1, !dbg !154
  %93 = zext i8 %92 to i32, !dbg !154
  %94 = sub nsw i32 %93, 1, !dbg !156
  %95 = trunc i32 %94 to i8, !dbg !154
  store i8 %95, i8* %22, align 1, !dbg !157
  br label %96, !dbg !158

96:                                               ; preds = %91, %83
  br label %97, !dbg !159

97:                                               ; preds = %96, %75
  br label %98, !dbg !160

98:                                               ; preds = %97, %71
  store i16 0, i16* %17, align 2, !dbg !161
  store i8 0, i8* %20, align 1, !dbg !162
  br label %99, !dbg !163

99:                                               ; preds = %257, %98
  %100 = load i8, i8* %20, align 1, !dbg !164
  %101 = zext i8 %100 to i32, !dbg !164
  %102 = load i8, i8* %21, align 1, !dbg !165
  %103 = zext i8 %102 to i32, !dbg !165
  %104 = icmp slt i32 %101, %103, !dbg !166
  br i1 %104, label %115, label %105, !dbg !167

105:                                              ; preds = %99
  %106 = load i8, i8* %20, align 1, !dbg !168
  %107 = zext i8 %106 to i32, !dbg !168
  %108 = load i8, i8* %22, align 1, !dbg !169
  %109 = zext i8 %108 to i32, !dbg !169
  %110 = icmp slt i32 %107, %109, !dbg !170
  br i1 %110, label %115, label %111, !dbg !171

111:                                              ; preds = %105
  %112 = load i16, i16* %17, align 2, !dbg !172
  %113 = zext i16 %112 to i32, !dbg !172
  %114 = icmp ne i32 %113, 0, !dbg !173
  br label %115, !dbg !171

115:                                              ; preds = %111, %105, %99
  %116 = phi i1 [ true, %105 ], [ true, %99 ], [ %114, %111 ]
  br i1 %116, label %117, label %262, !dbg !163

117:                                              ; preds = %115
  %118 = load i16, i16* %17, align 2, !dbg !174
  store i16 %118, i16* %18, align 2, !dbg !176
  store i16 0, i16* %17, align 2, !dbg !177
  %119 = load i8, i8* %20, align 1, !dbg !178
  %120 = zext i8 %119 to i32, !dbg !178
  %121 = load i8, i8* %21, align 1, !dbg !180
  %122 = zext i8 %121 to i32, !dbg !180
  %123 = icmp slt i32 %120, %122, !dbg !181
  br i1 %123, label %124, label %169, !dbg !182

124:                                              ; preds = %117
  %125 = load i8, i8* %20, align 1, !dbg !183
  %126 = zext i8 %125 to i32, !dbg !183
  %127 = icmp eq i32 %126, 0, !dbg !186
  br i1 %127, label %128, label %135, !dbg !187

128:                                              ; preds = %124
  %129 = load i16, i16* %18, align 2, !dbg !188
  %130 = zext i16 %129 to i32, !dbg !188
  %131 = load i8, i8* %5, align 1, !dbg !190
  %132 = zext i8 %131 to i32, !dbg !190
  %133 = add nsw i32 %130, %132, !dbg !191
  %134 = trunc i32 %133 to i16, !dbg !188
  store i16 %134, i16* %18, align 2, !dbg !192
  br label %135, !dbg !193

135:                                              ; preds = %128, %124
  %136 = load i8, i8* %20, align 1, !dbg !194
  %137 = zext i8 %136 to i32, !dbg !194
  %138 = icmp eq i32 %137, 1, !dbg !196
  br i1 %138, label %139, label %146, !dbg !197

139:                                              ; preds = %135
  %140 = load i16, i16* %18, align 2, !dbg !198
  %141 = zext i16 %140 to i32, !dbg !198
  %142 = load i8, i8* %6, align 1, !dbg !200
  %143 = zext i8 %142 to i32, !dbg !200
  %144 = add nsw i32 %141, %143, !dbg !201
  %145 = trunc i32 %144 to i16, !dbg !198
  store i16 %145, i16* %18, align 2, !dbg !202
  br label %146, !dbg !203

146:                                              ; preds = %139, %135
  %147 = load i8, i8* %20, align 1, !dbg !204
  %148 = zext i8 %147 to i32, !dbg !204
  %149 = icmp eq i32 %148, 2, !dbg !206
  br i1 %149, label %150, label %157, !dbg !207

150:                                              ; preds = %146
  %151 = load i16, i16* %18, align 2, !dbg !208
  %152 = zext i16 %151 to i32, !dbg !208
  %153 = load i8, i8* %7, align 1, !dbg !210
  %154 = zext i8 %153 to i32, !dbg !210
  %155 = add nsw i32 %152, %154, !dbg !211
  %156 = trunc i32 %155 to i16, !dbg !208
  store i16 %156, i16* %18, align 2, !dbg !212
  br label %157, !dbg !213

157:                                              ; preds = %150, %146
  %158 = load i8, i8* %20, align 1, !dbg !214
  %159 = zext i8 %158 to i32, !dbg !214
  %160 = icmp eq i32 %159, 3, !dbg !216
  br i1 %160, label %161, label %168, !dbg !217

161:                                              ; preds = %157
  %162 = load i16, i16* %18, align 2, !dbg !218
  %163 = zext i16 %162 to i32, !dbg !218
  %164 = load i8, i8* %8, align 1, !dbg !220
  %165 = zext i8 %164 to i32, !dbg !220
  %166 = add nsw i32 %163, %165, !dbg !221
  %167 = trunc i32 %166 to i16, !dbg !218
  store i16 %167, i16* %18, align 2, !dbg !222
  br label %168, !dbg !223

168:                                              ; preds = %161, %157
  br label %169, !dbg !224

169:                                              ; preds = %168, %117
  %170 = load i8, i8* %20, align 1, !dbg !225
  %171 = zext i8 %170 to i32, !dbg !225
  %172 = load i8, i8* %22, align 1, !dbg !227
  %173 = zext i8 %172 to i32, !dbg !227
  %174 = icmp slt i32 %171, %173, !dbg !228
  br i1 %174, label %175, label %220, !dbg !229

175:                                              ; preds = %169
  %176 = load i8, i8* %20, align 1, !dbg !230
  %177 = zext i8 %176 to i32, !dbg !230
  %178 = icmp eq i32 %177, 0, !dbg !233
  br i1 %178, label %179, label %186, !dbg !234

179:                                              ; preds = %175
  %180 = load i16, i16* %18, align 2, !dbg !235
  %181 = zext i16 %180 to i32, !dbg !235
  %182 = load i8, i8* %9, align 1, !dbg !237
  %183 = zext i8 %182 to i32, !dbg !237
  %184 = add nsw i32 %181, %183, !dbg !238
  %185 = trunc i32 %184 to i16, !dbg !235
  store i16 %185, i16* %18, align 2, !dbg !239
  br label %186, !dbg !240

186:                                              ; preds = %179, %175
  %187 = load i8, i8* %20, align 1, !dbg !241
  %188 = zext i8 %187 to i32, !dbg !241
  %189 = icmp eq i32 %188, 1, !dbg !243
  br i1 %189, label %190, label %197, !dbg !244

190:                                              ; preds = %186
  %191 = load i16, i16* %18, align 2, !dbg !245
  %192 = zext i16 %191 to i32, !dbg !245
  %193 = load i8, i8* %10, align 1, !dbg !247
  %194 = zext i8 %193 to i32, !dbg !247
  %195 = add nsw i32 %192, %194, !dbg !248
  %196 = trunc i32 %195 to i16, !dbg !245
  store i16 %196, i16* %18, align 2, !dbg !249
  br label %197, !dbg !250

197:                                              ; preds = %190, %186
  %198 = load i8, i8* %20, align 1, !dbg !251
  %199 = zext i8 %198 to i32, !dbg !251
  %200 = icmp eq i32 %199, 2, !dbg !253
  br i1 %200, label %201, label %208, !dbg !254

201:                                              ; preds = %197
  %202 = load i16, i16* %18, align 2, !dbg !255
  %203 = zext i16 %202 to i32, !dbg !255
  %204 = load i8, i8* %11, align 1, !dbg !257
  %205 = zext i8 %204 to i32, !dbg !257
  %206 = add nsw i32 %203, %205, !dbg !258
  %207 = trunc i32 %206 to i16, !dbg !255
  store i16 %207, i16* %18, align 2, !dbg !259
  br label %208, !dbg !260

208:                                              ; preds = %201, %197
  %209 = load i8, i8* %20, align 1, !dbg !261
  %210 = zext i8 %209 to i32, !dbg !261
  %211 = icmp eq i32 %210, 3, !dbg !263
  br i1 %211, label %212, label %219, !dbg !264

212:                                              ; preds = %208
  %213 = load i16, i16* %18, align 2, !dbg !265
  %214 = zext i16 %213 to i32, !dbg !265
  %215 = load i8, i8* %12, align 1, !dbg !267
  %216 = zext i8 %215 to i32, !dbg !267
  %217 = add nsw i32 %214, %216, !dbg !268
  %218 = trunc i32 %217 to i16, !dbg !265
  store i16 %218, i16* %18, align 2, !dbg !269
  br label %219, !dbg !270

219:                                              ; preds = %212, %208
  br label %220, !dbg !271

220:                                              ; preds = %219, %169
  %221 = load i16, i16* %18, align 2, !dbg !272
  %222 = zext i16 %221 to i32, !dbg !272
  %223 = icmp sgt i32 %222, 254, !dbg !274
  br i1 %223, label %224, label %229, !dbg !275

224:                                              ; preds = %220
  %225 = load i16, i16* %18, align 2, !dbg !276
  %226 = zext i16 %225 to i32, !dbg !276
  %227 = and i32 %226, 255, !dbg !278
  %228 = trunc i32 %227 to i16, !dbg !276
  store i16 %228, i16* %18, align 2, !dbg !279
  store i16 1, i16* %17, align 2, !dbg !280
  br label %229, !dbg !281

229:                                              ; preds = %224, %220
  %230 = load i8, i8* %20, align 1, !dbg !282
  %231 = zext i8 %230 to i32, !dbg !282
  %232 = icmp eq i32 %231, 0, !dbg !284
  br i1 %232, label %233, label %236, !dbg !285

233:                                              ; preds = %229
  %234 = load i16, i16* %18, align 2, !dbg !286
  %235 = trunc i16 %234 to i8, !dbg !288
  store i8 %235, i8* %13, align 1, !dbg !289
  br label %236, !dbg !290

236:                                              ; preds = %233, %229
  %237 = load i8, i8* %20, align 1, !dbg !291
  %238 = zext i8 %237 to i32, !dbg !291
  %239 = icmp eq i32 %238, 1, !dbg !293
  br i1 %239, label %240, label %243, !dbg !294

240:                                              ; preds = %236
  %241 = load i16, i16* %18, align 2, !dbg !295
  %242 = trunc i16 %241 to i8, !dbg !297
  store i8 %242, i8* %14, align 1, !dbg !298
  br label %243, !dbg !299

243:                                              ; preds = %240, %236
  %244 = load i8, i8* %20, align 1, !dbg !300
  %245 = zext i8 %244 to i32, !dbg !300
  %246 = icmp eq i32 %245, 2, !dbg !302
  br i1 %246, label %247, label %250, !dbg !303

247:                                              ; preds = %243
  %248 = load i16, i16* %18, align 2, !dbg !304
  %249 = trunc i16 %248 to i8, !dbg !306
  store i8 %249, i8* %15, align 1, !dbg !307
  br label %250, !dbg !308

250:                                              ; preds = %247, %243
  %251 = load i8, i8* %20, align 1, !dbg !309
  %252 = zext i8 %251 to i32, !dbg !309
  %253 = icmp eq i32 %252, 3, !dbg !311
  br i1 %253, label %254, label %257, !dbg !312

254:                                              ; preds = %250
  %255 = load i16, i16* %18, align 2, !dbg !313
  %256 = trunc i16 %255 to i8, !dbg !315
  store i8 %256, i8* %16, align 1, !dbg !316
  br label %257, !dbg !317

257:                                              ; preds = %254, %250
  %258 = load i8, i8* %20, align 1, !dbg !318
  %259 = zext i8 %258 to i32, !dbg !318
  %260 = add nsw i32 %259, 1, !dbg !319
  %261 = trunc i32 %260 to i8, !dbg !318
  store i8 %261, i8* %20, align 1, !dbg !320
  br label %99, !dbg !163, !llvm.loop !321

262:                                              ; preds = %115
  br label %263, !dbg !324

263:                                              ; preds = %287, %262
  %264 = load i8, i8* %20, align 1, !dbg !325
  %265 = zext i8 %264 to i32, !dbg !325
  %266 = icmp slt i32 %265, 4, !dbg !326
  br i1 %266, label %267, label %292, !dbg !324

267:                                              ; preds = %263
  %268 = load i8, i8* %20, align 1, !dbg !327
  %269 = zext i8 %268 to i32, !dbg !327
  %270 = icmp eq i32 %269, 0, !dbg !330
  br i1 %270, label %271, label %272, !dbg !331

271:                                              ; preds = %267
  store i8 0, i8* %13, align 1, !dbg !332
  br label %272, !dbg !334

272:                                              ; preds = %271, %267
  %273 = load i8, i8* %20, align 1, !dbg !335
  %274 = zext i8 %273 to i32, !dbg !335
  %275 = icmp eq i32 %274, 1, !dbg !337
  br i1 %275, label %276, label %277, !dbg !338

276:                                              ; preds = %272
  store i8 0, i8* %14, align 1, !dbg !339
  br label %277, !dbg !341

277:                                              ; preds = %276, %272
  %278 = load i8, i8* %20, align 1, !dbg !342
  %279 = zext i8 %278 to i32, !dbg !342
  %280 = icmp eq i32 %279, 2, !dbg !344
  br i1 %280, label %281, label %282, !dbg !345

281:                                              ; preds = %277
  store i8 0, i8* %15, align 1, !dbg !346
  br label %282, !dbg !348

282:                                              ; preds = %281, %277
  %283 = load i8, i8* %20, align 1, !dbg !349
  %284 = zext i8 %283 to i32, !dbg !349
  %285 = icmp eq i32 %284, 3, !dbg !351
  br i1 %285, label %286, label %287, !dbg !352

286:                                              ; preds = %282
  store i8 0, i8* %16, align 1, !dbg !353
  br label %287, !dbg !355

287:                                              ; preds = %286, %282
  %288 = load i8, i8* %20, align 1, !dbg !356
  %289 = zext i8 %288 to i32, !dbg !356
  %290 = add nsw i32 %289, 1, !dbg !357
  %291 = trunc i32 %290 to i8, !dbg !356
  store i8 %291, i8* %20, align 1, !dbg !358
  br label %263, !dbg !324, !llvm.loop !359

292:                                              ; preds = %263
  %293 = load i8, i8* %13, align 1, !dbg !361
  %294 = zext i8 %293 to i32, !dbg !361
  %295 = load i8, i8* %14, align 1, !dbg !362
  %296 = zext i8 %295 to i32, !dbg !362
  %297 = shl i32 %296, 8, !dbg !363
  %298 = or i32 %294, %297, !dbg !364
  %299 = load i8, i8* %15, align 1, !dbg !365
  %300 = zext i8 %299 to i32, !dbg !365
  %301 = shl i32 %300, 16, !dbg !366
  %302 = or i32 %298, %301, !dbg !367
  %303 = load i8, i8* %16, align 1, !dbg !368
  %304 = zext i8 %303 to i32, !dbg !369
  %305 = shl i32 %304, 24, !dbg !370
  %306 = or i32 %302, %305, !dbg !371
  store i32 %306, i32* %19, align 4, !dbg !372
  %307 = load i32, i32* %19, align 4, !dbg !373
  ret i32 %307, !dbg !374
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !375 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !378, metadata !DIExpression()), !dbg !379
  call void @llvm.dbg.declare(metadata i32* %3, metadata !380, metadata !DIExpression()), !dbg !381
  call void @llvm.dbg.declare(metadata i32* %4, metadata !382, metadata !DIExpression()), !dbg !383
  %5 = call i32 @__VERIFIER_nondet_uint(), !dbg !384
  store i32 %5, i32* %2, align 4, !dbg !385
  %6 = call i32 @__VERIFIER_nondet_uint(), !dbg !386
  store i32 %6, i32* %3, align 4, !dbg !387
  %7 = load i32, i32* %2, align 4, !dbg !388
  %8 = load i32, i32* %3, align 4, !dbg !389
  %9 = call i32 @mp_add(i32 noundef %7, i32 noundef %8), !dbg !390
  store i32 %9, i32* %4, align 4, !dbg !391
  %10 = load i32, i32* %4, align 4, !dbg !392
  %11 = load i32, i32* %2, align 4, !dbg !393
  %12 = load i32, i32* %3, align 4, !dbg !394
  %13 = add i32 %11, %12, !dbg !395
  %14 = icmp eq i32 %10, %13, !dbg !396
  %15 = zext i1 %14 to i32, !dbg !396
  call void @__VERIFIER_assert(i32 noundef %15), !dbg !397
  ret i32 0, !dbg !398
}

declare i32 @__VERIFIER_nondet_uint() #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback noreturn nounwind }
attributes #6 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/bitvector/byte_add-1.i", directory: ".", checksumkind: CSK_MD5, checksum: "4a11b2bd3322b84cdd9795ecde4be2e7")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{i32 1, !"NumRegisterParameters", i32 0}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "reach_error", scope: !1, file: !1, line: 12, type: !16, scopeLine: 12, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{null}
!18 = !{}
!19 = !DILocation(line: 12, column: 83, scope: !20)
!20 = distinct !DILexicalBlock(scope: !21, file: !1, line: 12, column: 73)
!21 = distinct !DILexicalBlock(scope: !15, file: !1, line: 12, column: 67)
!22 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !1, file: !1, line: 15, type: !23, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocalVariable(name: "cond", arg: 1, scope: !22, file: !1, line: 15, type: !25)
!27 = !DILocation(line: 15, column: 28, scope: !22)
!28 = !DILocation(line: 16, column: 9, scope: !29)
!29 = distinct !DILexicalBlock(scope: !22, file: !1, line: 16, column: 7)
!30 = !DILocation(line: 16, column: 8, scope: !29)
!31 = !DILocation(line: 16, column: 7, scope: !22)
!32 = !DILocation(line: 16, column: 16, scope: !29)
!33 = !DILabel(scope: !34, name: "ERROR", file: !1, line: 17)
!34 = distinct !DILexicalBlock(scope: !29, file: !1, line: 16, column: 16)
!35 = !DILocation(line: 17, column: 5, scope: !34)
!36 = !DILocation(line: 17, column: 13, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !1, line: 17, column: 12)
!38 = !DILocation(line: 17, column: 27, scope: !37)
!39 = !DILocation(line: 19, column: 3, scope: !22)
!40 = distinct !DISubprogram(name: "mp_add", scope: !1, file: !1, line: 32, type: !41, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!41 = !DISubroutineType(types: !42)
!42 = !{!5, !5, !5}
!43 = !DILocalVariable(name: "a", arg: 1, scope: !40, file: !1, line: 32, type: !5)
!44 = !DILocation(line: 32, column: 34, scope: !40)
!45 = !DILocalVariable(name: "b", arg: 2, scope: !40, file: !1, line: 32, type: !5)
!46 = !DILocation(line: 32, column: 50, scope: !40)
!47 = !DILocalVariable(name: "a0", scope: !40, file: !1, line: 34, type: !3)
!48 = !DILocation(line: 34, column: 19, scope: !40)
!49 = !DILocalVariable(name: "a1", scope: !40, file: !1, line: 34, type: !3)
!50 = !DILocation(line: 34, column: 23, scope: !40)
!51 = !DILocalVariable(name: "a2", scope: !40, file: !1, line: 34, type: !3)
!52 = !DILocation(line: 34, column: 27, scope: !40)
!53 = !DILocalVariable(name: "a3", scope: !40, file: !1, line: 34, type: !3)
!54 = !DILocation(line: 34, column: 31, scope: !40)
!55 = !DILocalVariable(name: "b0", scope: !40, file: !1, line: 35, type: !3)
!56 = !DILocation(line: 35, column: 19, scope: !40)
!57 = !DILocalVariable(name: "b1", scope: !40, file: !1, line: 35, type: !3)
!58 = !DILocation(line: 35, column: 23, scope: !40)
!59 = !DILocalVariable(name: "b2", scope: !40, file: !1, line: 35, type: !3)
!60 = !DILocation(line: 35, column: 27, scope: !40)
!61 = !DILocalVariable(name: "b3", scope: !40, file: !1, line: 35, type: !3)
!62 = !DILocation(line: 35, column: 31, scope: !40)
!63 = !DILocalVariable(name: "r0", scope: !40, file: !1, line: 36, type: !3)
!64 = !DILocation(line: 36, column: 19, scope: !40)
!65 = !DILocalVariable(name: "r1", scope: !40, file: !1, line: 36, type: !3)
!66 = !DILocation(line: 36, column: 23, scope: !40)
!67 = !DILocalVariable(name: "r2", scope: !40, file: !1, line: 36, type: !3)
!68 = !DILocation(line: 36, column: 27, scope: !40)
!69 = !DILocalVariable(name: "r3", scope: !40, file: !1, line: 36, type: !3)
!70 = !DILocation(line: 36, column: 31, scope: !40)
!71 = !DILocalVariable(name: "carry", scope: !40, file: !1, line: 37, type: !4)
!72 = !DILocation(line: 37, column: 20, scope: !40)
!73 = !DILocalVariable(name: "partial_sum", scope: !40, file: !1, line: 38, type: !4)
!74 = !DILocation(line: 38, column: 20, scope: !40)
!75 = !DILocalVariable(name: "r", scope: !40, file: !1, line: 39, type: !5)
!76 = !DILocation(line: 39, column: 18, scope: !40)
!77 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 40, type: !3)
!78 = !DILocation(line: 40, column: 19, scope: !40)
!79 = !DILocalVariable(name: "na", scope: !40, file: !1, line: 41, type: !3)
!80 = !DILocation(line: 41, column: 19, scope: !40)
!81 = !DILocalVariable(name: "nb", scope: !40, file: !1, line: 41, type: !3)
!82 = !DILocation(line: 41, column: 23, scope: !40)
!83 = !DILocation(line: 42, column: 10, scope: !40)
!84 = !DILocation(line: 42, column: 8, scope: !40)
!85 = !DILocation(line: 43, column: 10, scope: !40)
!86 = !DILocation(line: 43, column: 12, scope: !40)
!87 = !DILocation(line: 43, column: 8, scope: !40)
!88 = !DILocation(line: 44, column: 10, scope: !40)
!89 = !DILocation(line: 44, column: 12, scope: !40)
!90 = !DILocation(line: 44, column: 8, scope: !40)
!91 = !DILocation(line: 45, column: 10, scope: !40)
!92 = !DILocation(line: 45, column: 12, scope: !40)
!93 = !DILocation(line: 45, column: 8, scope: !40)
!94 = !DILocation(line: 46, column: 10, scope: !40)
!95 = !DILocation(line: 46, column: 8, scope: !40)
!96 = !DILocation(line: 47, column: 10, scope: !40)
!97 = !DILocation(line: 47, column: 12, scope: !40)
!98 = !DILocation(line: 47, column: 8, scope: !40)
!99 = !DILocation(line: 48, column: 10, scope: !40)
!100 = !DILocation(line: 48, column: 12, scope: !40)
!101 = !DILocation(line: 48, column: 8, scope: !40)
!102 = !DILocation(line: 49, column: 10, scope: !40)
!103 = !DILocation(line: 49, column: 12, scope: !40)
!104 = !DILocation(line: 49, column: 8, scope: !40)
!105 = !DILocation(line: 50, column: 8, scope: !40)
!106 = !DILocation(line: 51, column: 9, scope: !107)
!107 = distinct !DILexicalBlock(scope: !40, file: !1, line: 51, column: 9)
!108 = !DILocation(line: 51, column: 12, scope: !107)
!109 = !DILocation(line: 51, column: 9, scope: !40)
!110 = !DILocation(line: 52, column: 14, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !1, line: 51, column: 33)
!112 = !DILocation(line: 52, column: 17, scope: !111)
!113 = !DILocation(line: 52, column: 12, scope: !111)
!114 = !DILocation(line: 53, column: 13, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !1, line: 53, column: 13)
!116 = !DILocation(line: 53, column: 16, scope: !115)
!117 = !DILocation(line: 53, column: 13, scope: !111)
!118 = !DILocation(line: 54, column: 18, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !1, line: 53, column: 37)
!120 = !DILocation(line: 54, column: 21, scope: !119)
!121 = !DILocation(line: 54, column: 16, scope: !119)
!122 = !DILocation(line: 55, column: 17, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !1, line: 55, column: 17)
!124 = !DILocation(line: 55, column: 20, scope: !123)
!125 = !DILocation(line: 55, column: 17, scope: !119)
!126 = !DILocation(line: 56, column: 22, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !1, line: 55, column: 41)
!128 = !DILocation(line: 56, column: 25, scope: !127)
!129 = !DILocation(line: 56, column: 20, scope: !127)
!130 = !DILocation(line: 57, column: 13, scope: !127)
!131 = !DILocation(line: 58, column: 9, scope: !119)
!132 = !DILocation(line: 59, column: 5, scope: !111)
!133 = !DILocation(line: 60, column: 8, scope: !40)
!134 = !DILocation(line: 61, column: 9, scope: !135)
!135 = distinct !DILexicalBlock(scope: !40, file: !1, line: 61, column: 9)
!136 = !DILocation(line: 61, column: 12, scope: !135)
!137 = !DILocation(line: 61, column: 9, scope: !40)
!138 = !DILocation(line: 62, column: 14, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !1, line: 61, column: 33)
!140 = !DILocation(line: 62, column: 17, scope: !139)
!141 = !DILocation(line: 62, column: 12, scope: !139)
!142 = !DILocation(line: 63, column: 13, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !1, line: 63, column: 13)
!144 = !DILocation(line: 63, column: 16, scope: !143)
!145 = !DILocation(line: 63, column: 13, scope: !139)
!146 = !DILocation(line: 64, column: 18, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !1, line: 63, column: 37)
!148 = !DILocation(line: 64, column: 21, scope: !147)
!149 = !DILocation(line: 64, column: 16, scope: !147)
!150 = !DILocation(line: 65, column: 17, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !1, line: 65, column: 17)
!152 = !DILocation(line: 65, column: 20, scope: !151)
!153 = !DILocation(line: 65, column: 17, scope: !147)
!154 = !DILocation(line: 66, column: 22, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !1, line: 65, column: 41)
!156 = !DILocation(line: 66, column: 25, scope: !155)
!157 = !DILocation(line: 66, column: 20, scope: !155)
!158 = !DILocation(line: 67, column: 13, scope: !155)
!159 = !DILocation(line: 68, column: 9, scope: !147)
!160 = !DILocation(line: 69, column: 5, scope: !139)
!161 = !DILocation(line: 70, column: 11, scope: !40)
!162 = !DILocation(line: 71, column: 7, scope: !40)
!163 = !DILocation(line: 72, column: 5, scope: !40)
!164 = !DILocation(line: 72, column: 13, scope: !40)
!165 = !DILocation(line: 72, column: 17, scope: !40)
!166 = !DILocation(line: 72, column: 15, scope: !40)
!167 = !DILocation(line: 72, column: 21, scope: !40)
!168 = !DILocation(line: 72, column: 25, scope: !40)
!169 = !DILocation(line: 72, column: 29, scope: !40)
!170 = !DILocation(line: 72, column: 27, scope: !40)
!171 = !DILocation(line: 72, column: 33, scope: !40)
!172 = !DILocation(line: 72, column: 37, scope: !40)
!173 = !DILocation(line: 72, column: 43, scope: !40)
!174 = !DILocation(line: 73, column: 23, scope: !175)
!175 = distinct !DILexicalBlock(scope: !40, file: !1, line: 72, column: 66)
!176 = !DILocation(line: 73, column: 21, scope: !175)
!177 = !DILocation(line: 74, column: 15, scope: !175)
!178 = !DILocation(line: 75, column: 13, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !1, line: 75, column: 13)
!180 = !DILocation(line: 75, column: 17, scope: !179)
!181 = !DILocation(line: 75, column: 15, scope: !179)
!182 = !DILocation(line: 75, column: 13, scope: !175)
!183 = !DILocation(line: 76, column: 17, scope: !184)
!184 = distinct !DILexicalBlock(scope: !185, file: !1, line: 76, column: 17)
!185 = distinct !DILexicalBlock(scope: !179, file: !1, line: 75, column: 21)
!186 = !DILocation(line: 76, column: 19, scope: !184)
!187 = !DILocation(line: 76, column: 17, scope: !185)
!188 = !DILocation(line: 76, column: 56, scope: !189)
!189 = distinct !DILexicalBlock(scope: !184, file: !1, line: 76, column: 40)
!190 = !DILocation(line: 76, column: 70, scope: !189)
!191 = !DILocation(line: 76, column: 68, scope: !189)
!192 = !DILocation(line: 76, column: 54, scope: !189)
!193 = !DILocation(line: 76, column: 74, scope: !189)
!194 = !DILocation(line: 77, column: 17, scope: !195)
!195 = distinct !DILexicalBlock(scope: !185, file: !1, line: 77, column: 17)
!196 = !DILocation(line: 77, column: 19, scope: !195)
!197 = !DILocation(line: 77, column: 17, scope: !185)
!198 = !DILocation(line: 77, column: 56, scope: !199)
!199 = distinct !DILexicalBlock(scope: !195, file: !1, line: 77, column: 40)
!200 = !DILocation(line: 77, column: 70, scope: !199)
!201 = !DILocation(line: 77, column: 68, scope: !199)
!202 = !DILocation(line: 77, column: 54, scope: !199)
!203 = !DILocation(line: 77, column: 74, scope: !199)
!204 = !DILocation(line: 78, column: 17, scope: !205)
!205 = distinct !DILexicalBlock(scope: !185, file: !1, line: 78, column: 17)
!206 = !DILocation(line: 78, column: 19, scope: !205)
!207 = !DILocation(line: 78, column: 17, scope: !185)
!208 = !DILocation(line: 78, column: 56, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !1, line: 78, column: 40)
!210 = !DILocation(line: 78, column: 70, scope: !209)
!211 = !DILocation(line: 78, column: 68, scope: !209)
!212 = !DILocation(line: 78, column: 54, scope: !209)
!213 = !DILocation(line: 78, column: 74, scope: !209)
!214 = !DILocation(line: 79, column: 17, scope: !215)
!215 = distinct !DILexicalBlock(scope: !185, file: !1, line: 79, column: 17)
!216 = !DILocation(line: 79, column: 19, scope: !215)
!217 = !DILocation(line: 79, column: 17, scope: !185)
!218 = !DILocation(line: 79, column: 56, scope: !219)
!219 = distinct !DILexicalBlock(scope: !215, file: !1, line: 79, column: 40)
!220 = !DILocation(line: 79, column: 70, scope: !219)
!221 = !DILocation(line: 79, column: 68, scope: !219)
!222 = !DILocation(line: 79, column: 54, scope: !219)
!223 = !DILocation(line: 79, column: 74, scope: !219)
!224 = !DILocation(line: 80, column: 9, scope: !185)
!225 = !DILocation(line: 81, column: 13, scope: !226)
!226 = distinct !DILexicalBlock(scope: !175, file: !1, line: 81, column: 13)
!227 = !DILocation(line: 81, column: 17, scope: !226)
!228 = !DILocation(line: 81, column: 15, scope: !226)
!229 = !DILocation(line: 81, column: 13, scope: !175)
!230 = !DILocation(line: 82, column: 17, scope: !231)
!231 = distinct !DILexicalBlock(scope: !232, file: !1, line: 82, column: 17)
!232 = distinct !DILexicalBlock(scope: !226, file: !1, line: 81, column: 21)
!233 = !DILocation(line: 82, column: 19, scope: !231)
!234 = !DILocation(line: 82, column: 17, scope: !232)
!235 = !DILocation(line: 82, column: 56, scope: !236)
!236 = distinct !DILexicalBlock(scope: !231, file: !1, line: 82, column: 40)
!237 = !DILocation(line: 82, column: 70, scope: !236)
!238 = !DILocation(line: 82, column: 68, scope: !236)
!239 = !DILocation(line: 82, column: 54, scope: !236)
!240 = !DILocation(line: 82, column: 74, scope: !236)
!241 = !DILocation(line: 83, column: 17, scope: !242)
!242 = distinct !DILexicalBlock(scope: !232, file: !1, line: 83, column: 17)
!243 = !DILocation(line: 83, column: 19, scope: !242)
!244 = !DILocation(line: 83, column: 17, scope: !232)
!245 = !DILocation(line: 83, column: 56, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !1, line: 83, column: 40)
!247 = !DILocation(line: 83, column: 70, scope: !246)
!248 = !DILocation(line: 83, column: 68, scope: !246)
!249 = !DILocation(line: 83, column: 54, scope: !246)
!250 = !DILocation(line: 83, column: 74, scope: !246)
!251 = !DILocation(line: 84, column: 17, scope: !252)
!252 = distinct !DILexicalBlock(scope: !232, file: !1, line: 84, column: 17)
!253 = !DILocation(line: 84, column: 19, scope: !252)
!254 = !DILocation(line: 84, column: 17, scope: !232)
!255 = !DILocation(line: 84, column: 56, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !1, line: 84, column: 40)
!257 = !DILocation(line: 84, column: 70, scope: !256)
!258 = !DILocation(line: 84, column: 68, scope: !256)
!259 = !DILocation(line: 84, column: 54, scope: !256)
!260 = !DILocation(line: 84, column: 74, scope: !256)
!261 = !DILocation(line: 85, column: 17, scope: !262)
!262 = distinct !DILexicalBlock(scope: !232, file: !1, line: 85, column: 17)
!263 = !DILocation(line: 85, column: 19, scope: !262)
!264 = !DILocation(line: 85, column: 17, scope: !232)
!265 = !DILocation(line: 85, column: 56, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !1, line: 85, column: 40)
!267 = !DILocation(line: 85, column: 70, scope: !266)
!268 = !DILocation(line: 85, column: 68, scope: !266)
!269 = !DILocation(line: 85, column: 54, scope: !266)
!270 = !DILocation(line: 85, column: 74, scope: !266)
!271 = !DILocation(line: 86, column: 9, scope: !232)
!272 = !DILocation(line: 87, column: 13, scope: !273)
!273 = distinct !DILexicalBlock(scope: !175, file: !1, line: 87, column: 13)
!274 = !DILocation(line: 87, column: 25, scope: !273)
!275 = !DILocation(line: 87, column: 13, scope: !175)
!276 = !DILocation(line: 88, column: 27, scope: !277)
!277 = distinct !DILexicalBlock(scope: !273, file: !1, line: 87, column: 49)
!278 = !DILocation(line: 88, column: 39, scope: !277)
!279 = !DILocation(line: 88, column: 25, scope: !277)
!280 = !DILocation(line: 89, column: 19, scope: !277)
!281 = !DILocation(line: 90, column: 9, scope: !277)
!282 = !DILocation(line: 91, column: 13, scope: !283)
!283 = distinct !DILexicalBlock(scope: !175, file: !1, line: 91, column: 13)
!284 = !DILocation(line: 91, column: 15, scope: !283)
!285 = !DILocation(line: 91, column: 13, scope: !175)
!286 = !DILocation(line: 91, column: 58, scope: !287)
!287 = distinct !DILexicalBlock(scope: !283, file: !1, line: 91, column: 36)
!288 = !DILocation(line: 91, column: 43, scope: !287)
!289 = !DILocation(line: 91, column: 41, scope: !287)
!290 = !DILocation(line: 91, column: 71, scope: !287)
!291 = !DILocation(line: 92, column: 13, scope: !292)
!292 = distinct !DILexicalBlock(scope: !175, file: !1, line: 92, column: 13)
!293 = !DILocation(line: 92, column: 15, scope: !292)
!294 = !DILocation(line: 92, column: 13, scope: !175)
!295 = !DILocation(line: 92, column: 58, scope: !296)
!296 = distinct !DILexicalBlock(scope: !292, file: !1, line: 92, column: 36)
!297 = !DILocation(line: 92, column: 43, scope: !296)
!298 = !DILocation(line: 92, column: 41, scope: !296)
!299 = !DILocation(line: 92, column: 71, scope: !296)
!300 = !DILocation(line: 93, column: 13, scope: !301)
!301 = distinct !DILexicalBlock(scope: !175, file: !1, line: 93, column: 13)
!302 = !DILocation(line: 93, column: 15, scope: !301)
!303 = !DILocation(line: 93, column: 13, scope: !175)
!304 = !DILocation(line: 93, column: 58, scope: !305)
!305 = distinct !DILexicalBlock(scope: !301, file: !1, line: 93, column: 36)
!306 = !DILocation(line: 93, column: 43, scope: !305)
!307 = !DILocation(line: 93, column: 41, scope: !305)
!308 = !DILocation(line: 93, column: 71, scope: !305)
!309 = !DILocation(line: 94, column: 13, scope: !310)
!310 = distinct !DILexicalBlock(scope: !175, file: !1, line: 94, column: 13)
!311 = !DILocation(line: 94, column: 15, scope: !310)
!312 = !DILocation(line: 94, column: 13, scope: !175)
!313 = !DILocation(line: 94, column: 58, scope: !314)
!314 = distinct !DILexicalBlock(scope: !310, file: !1, line: 94, column: 36)
!315 = !DILocation(line: 94, column: 43, scope: !314)
!316 = !DILocation(line: 94, column: 41, scope: !314)
!317 = !DILocation(line: 94, column: 71, scope: !314)
!318 = !DILocation(line: 96, column: 13, scope: !175)
!319 = !DILocation(line: 96, column: 15, scope: !175)
!320 = !DILocation(line: 96, column: 11, scope: !175)
!321 = distinct !{!321, !163, !322, !323}
!322 = !DILocation(line: 97, column: 5, scope: !40)
!323 = !{!"llvm.loop.mustprogress"}
!324 = !DILocation(line: 99, column: 5, scope: !40)
!325 = !DILocation(line: 99, column: 12, scope: !40)
!326 = !DILocation(line: 99, column: 14, scope: !40)
!327 = !DILocation(line: 100, column: 13, scope: !328)
!328 = distinct !DILexicalBlock(scope: !329, file: !1, line: 100, column: 13)
!329 = distinct !DILexicalBlock(scope: !40, file: !1, line: 99, column: 34)
!330 = !DILocation(line: 100, column: 15, scope: !328)
!331 = !DILocation(line: 100, column: 13, scope: !329)
!332 = !DILocation(line: 100, column: 41, scope: !333)
!333 = distinct !DILexicalBlock(scope: !328, file: !1, line: 100, column: 36)
!334 = !DILocation(line: 100, column: 61, scope: !333)
!335 = !DILocation(line: 101, column: 13, scope: !336)
!336 = distinct !DILexicalBlock(scope: !329, file: !1, line: 101, column: 13)
!337 = !DILocation(line: 101, column: 15, scope: !336)
!338 = !DILocation(line: 101, column: 13, scope: !329)
!339 = !DILocation(line: 101, column: 41, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !1, line: 101, column: 36)
!341 = !DILocation(line: 101, column: 61, scope: !340)
!342 = !DILocation(line: 102, column: 13, scope: !343)
!343 = distinct !DILexicalBlock(scope: !329, file: !1, line: 102, column: 13)
!344 = !DILocation(line: 102, column: 15, scope: !343)
!345 = !DILocation(line: 102, column: 13, scope: !329)
!346 = !DILocation(line: 102, column: 41, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !1, line: 102, column: 36)
!348 = !DILocation(line: 102, column: 61, scope: !347)
!349 = !DILocation(line: 103, column: 13, scope: !350)
!350 = distinct !DILexicalBlock(scope: !329, file: !1, line: 103, column: 13)
!351 = !DILocation(line: 103, column: 15, scope: !350)
!352 = !DILocation(line: 103, column: 13, scope: !329)
!353 = !DILocation(line: 103, column: 41, scope: !354)
!354 = distinct !DILexicalBlock(scope: !350, file: !1, line: 103, column: 36)
!355 = !DILocation(line: 103, column: 61, scope: !354)
!356 = !DILocation(line: 105, column: 13, scope: !329)
!357 = !DILocation(line: 105, column: 15, scope: !329)
!358 = !DILocation(line: 105, column: 11, scope: !329)
!359 = distinct !{!359, !324, !360, !323}
!360 = !DILocation(line: 106, column: 5, scope: !40)
!361 = !DILocation(line: 108, column: 9, scope: !40)
!362 = !DILocation(line: 108, column: 15, scope: !40)
!363 = !DILocation(line: 108, column: 18, scope: !40)
!364 = !DILocation(line: 108, column: 12, scope: !40)
!365 = !DILocation(line: 108, column: 28, scope: !40)
!366 = !DILocation(line: 108, column: 31, scope: !40)
!367 = !DILocation(line: 108, column: 25, scope: !40)
!368 = !DILocation(line: 108, column: 56, scope: !40)
!369 = !DILocation(line: 108, column: 42, scope: !40)
!370 = !DILocation(line: 108, column: 59, scope: !40)
!371 = !DILocation(line: 108, column: 39, scope: !40)
!372 = !DILocation(line: 108, column: 7, scope: !40)
!373 = !DILocation(line: 110, column: 12, scope: !40)
!374 = !DILocation(line: 110, column: 5, scope: !40)
!375 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 114, type: !376, scopeLine: 115, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!376 = !DISubroutineType(types: !377)
!377 = !{!25}
!378 = !DILocalVariable(name: "a", scope: !375, file: !1, line: 116, type: !5)
!379 = !DILocation(line: 116, column: 18, scope: !375)
!380 = !DILocalVariable(name: "b", scope: !375, file: !1, line: 116, type: !5)
!381 = !DILocation(line: 116, column: 21, scope: !375)
!382 = !DILocalVariable(name: "r", scope: !375, file: !1, line: 116, type: !5)
!383 = !DILocation(line: 116, column: 24, scope: !375)
!384 = !DILocation(line: 118, column: 9, scope: !375)
!385 = !DILocation(line: 118, column: 7, scope: !375)
!386 = !DILocation(line: 119, column: 9, scope: !375)
!387 = !DILocation(line: 119, column: 7, scope: !375)
!388 = !DILocation(line: 121, column: 16, scope: !375)
!389 = !DILocation(line: 121, column: 19, scope: !375)
!390 = !DILocation(line: 121, column: 9, scope: !375)
!391 = !DILocation(line: 121, column: 7, scope: !375)
!392 = !DILocation(line: 123, column: 23, scope: !375)
!393 = !DILocation(line: 123, column: 28, scope: !375)
!394 = !DILocation(line: 123, column: 32, scope: !375)
!395 = !DILocation(line: 123, column: 30, scope: !375)
!396 = !DILocation(line: 123, column: 25, scope: !375)
!397 = !DILocation(line: 123, column: 5, scope: !375)
!398 = !DILocation(line: 125, column: 5, scope: !375)
