; ModuleID = 'testdata/c/arith_o2.c'
source_filename = "testdata/c/arith_o2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"in\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !37 {
  %1 = alloca [6 x i8], align 1
  %2 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i64 0, i64 0, !dbg !57
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %2) #5, !dbg !57
  call void @llvm.dbg.declare(metadata [6 x i8]* %1, metadata !42, metadata !DIExpression()), !dbg !58
  call void @klee_make_symbolic(i8* noundef nonnull %2, i64 noundef 6, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)) #5, !dbg !59
  %3 = load i8, i8* %2, align 1, !dbg !60, !tbaa !61
  call void @llvm.dbg.value(metadata i8 %3, metadata !46, metadata !DIExpression()), !dbg !64
  %4 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i64 0, i64 1, !dbg !65
  %5 = load i8, i8* %4, align 1, !dbg !65, !tbaa !61
  %6 = or i8 %5, 1, !dbg !66
  call void @llvm.dbg.value(metadata i8 %6, metadata !47, metadata !DIExpression()), !dbg !64
  %7 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i64 0, i64 2, !dbg !67
  %8 = load i8, i8* %7, align 1, !dbg !67, !tbaa !61
  call void @llvm.dbg.value(metadata i8 %8, metadata !48, metadata !DIExpression()), !dbg !64
  %9 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i64 0, i64 3, !dbg !68
  %10 = load i8, i8* %9, align 1, !dbg !68, !tbaa !61
  %11 = or i8 %10, 1, !dbg !69
  call void @llvm.dbg.value(metadata i8 %11, metadata !49, metadata !DIExpression()), !dbg !64
  %12 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i64 0, i64 4, !dbg !70
  %13 = load i8, i8* %12, align 1, !dbg !70, !tbaa !61
  %14 = zext i8 %13 to i32, !dbg !70
  %15 = shl nuw nsw i32 %14, 8, !dbg !71
  %16 = zext i8 %3 to i32, !dbg !72
  %17 = or i32 %15, %16, !dbg !73
  call void @llvm.dbg.value(metadata i32 %17, metadata !50, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !51, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !64
  %18 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i64 0, i64 5, !dbg !74
  %19 = load i8, i8* %18, align 1, !dbg !74, !tbaa !61
  %20 = zext i8 %19 to i32, !dbg !75
  %21 = mul nuw i32 %20, 16843009, !dbg !76
  call void @llvm.dbg.value(metadata i32 %21, metadata !52, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i32 %21, metadata !53, metadata !DIExpression()), !dbg !64
  %22 = zext i32 %21 to i64, !dbg !77
  %23 = shl nuw nsw i64 %22, 29, !dbg !78
  %24 = zext i8 %5 to i64, !dbg !79
  %25 = or i64 %23, %24, !dbg !80
  call void @llvm.dbg.value(metadata i64 %25, metadata !54, metadata !DIExpression()), !dbg !64
  %26 = sub nsw i64 0, %25, !dbg !81
  call void @llvm.dbg.value(metadata i64 %26, metadata !55, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !56, metadata !DIExpression()), !dbg !64
  %27 = zext i8 %6 to i32, !dbg !82
  %28 = add nuw nsw i32 %27, %16, !dbg !83
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !84, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %28, metadata !89, metadata !DIExpression()), !dbg !90
  %29 = xor i32 %28, -2128831035, !dbg !92
  %30 = mul i32 %29, 16777619, !dbg !93
  call void @llvm.dbg.value(metadata i32 %30, metadata !56, metadata !DIExpression()), !dbg !64
  %31 = sub i8 %3, %6, !dbg !94
  %32 = zext i8 %31 to i32, !dbg !95
  call void @llvm.dbg.value(metadata i32 %30, metadata !84, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %32, metadata !89, metadata !DIExpression()), !dbg !96
  %33 = xor i32 %30, %32, !dbg !98
  %34 = mul i32 %33, 16777619, !dbg !99
  call void @llvm.dbg.value(metadata i32 %34, metadata !56, metadata !DIExpression()), !dbg !64
  %35 = mul i8 %6, %3, !dbg !100
  %36 = zext i8 %35 to i32, !dbg !101
  call void @llvm.dbg.value(metadata i32 %34, metadata !84, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 %36, metadata !89, metadata !DIExpression()), !dbg !102
  %37 = xor i32 %34, %36, !dbg !104
  %38 = mul i32 %37, 16777619, !dbg !105
  call void @llvm.dbg.value(metadata i32 %38, metadata !56, metadata !DIExpression()), !dbg !64
  %39 = udiv i8 %3, %6, !dbg !106
  %40 = zext i8 %39 to i32, !dbg !106
  call void @llvm.dbg.value(metadata i32 %38, metadata !84, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 %40, metadata !89, metadata !DIExpression()), !dbg !107
  %41 = xor i32 %38, %40, !dbg !109
  %42 = mul i32 %41, 16777619, !dbg !110
  call void @llvm.dbg.value(metadata i32 %42, metadata !56, metadata !DIExpression()), !dbg !64
  %43 = urem i8 %3, %6, !dbg !111
  %44 = zext i8 %43 to i32, !dbg !111
  call void @llvm.dbg.value(metadata i32 %42, metadata !84, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 %44, metadata !89, metadata !DIExpression()), !dbg !112
  %45 = xor i32 %42, %44, !dbg !114
  %46 = mul i32 %45, 16777619, !dbg !115
  call void @llvm.dbg.value(metadata i32 %46, metadata !56, metadata !DIExpression()), !dbg !64
  %47 = sext i8 %8 to i32, !dbg !116
  %48 = sext i8 %8 to i16, !dbg !117
  %49 = sext i8 %11 to i16, !dbg !117
  %50 = sdiv i16 %48, %49, !dbg !117
  %51 = sext i16 %50 to i32, !dbg !117
  call void @llvm.dbg.value(metadata i32 %46, metadata !84, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 %51, metadata !89, metadata !DIExpression()), !dbg !118
  %52 = xor i32 %46, %51, !dbg !120
  %53 = mul i32 %52, 16777619, !dbg !121
  call void @llvm.dbg.value(metadata i32 %53, metadata !56, metadata !DIExpression()), !dbg !64
  %54 = srem i16 %48, %49, !dbg !122
  %55 = sext i16 %54 to i32, !dbg !122
  call void @llvm.dbg.value(metadata i32 %53, metadata !84, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 %55, metadata !89, metadata !DIExpression()), !dbg !123
  %56 = xor i32 %53, %55, !dbg !125
  %57 = mul i32 %56, 16777619, !dbg !126
  call void @llvm.dbg.value(metadata i32 %57, metadata !56, metadata !DIExpression()), !dbg !64
  %58 = shl nuw i32 %17, 16, !dbg !127
  %59 = ashr exact i32 %58, 16, !dbg !127
  %60 = and i8 %5, 7, !dbg !128
  %61 = zext i8 %60 to i32, !dbg !128
  %62 = ashr i32 %59, %61, !dbg !129
  call void @llvm.dbg.value(metadata i32 %57, metadata !84, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 %62, metadata !89, metadata !DIExpression()), !dbg !130
  %63 = xor i32 %57, %62, !dbg !132
  %64 = mul i32 %63, 16777619, !dbg !133
  call void @llvm.dbg.value(metadata i32 %64, metadata !56, metadata !DIExpression()), !dbg !64
  %65 = and i8 %5, 15, !dbg !134
  %66 = zext i8 %65 to i32, !dbg !134
  %67 = lshr i32 %17, %66, !dbg !135
  call void @llvm.dbg.value(metadata i32 %64, metadata !84, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 %67, metadata !89, metadata !DIExpression()), !dbg !136
  %68 = xor i32 %64, %67, !dbg !138
  %69 = mul i32 %68, 16777619, !dbg !139
  call void @llvm.dbg.value(metadata i32 %69, metadata !56, metadata !DIExpression()), !dbg !64
  %70 = shl i32 %17, %66, !dbg !140
  call void @llvm.dbg.value(metadata i32 %69, metadata !84, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %70, metadata !89, metadata !DIExpression()), !dbg !141
  %71 = xor i32 %69, %70, !dbg !143
  %72 = mul i32 %71, 16777619, !dbg !144
  call void @llvm.dbg.value(metadata i32 %72, metadata !56, metadata !DIExpression()), !dbg !64
  %73 = lshr i32 %21, 3, !dbg !145
  %74 = xor i32 %73, %21, !dbg !146
  call void @llvm.dbg.value(metadata i32 %72, metadata !84, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 %74, metadata !89, metadata !DIExpression()), !dbg !147
  %75 = xor i32 %74, %72, !dbg !149
  %76 = mul i32 %75, 16777619, !dbg !150
  call void @llvm.dbg.value(metadata i32 %76, metadata !56, metadata !DIExpression()), !dbg !64
  %77 = ashr i32 %21, 31, !dbg !151
  call void @llvm.dbg.value(metadata i32 %76, metadata !84, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.value(metadata i32 %77, metadata !89, metadata !DIExpression()), !dbg !152
  %78 = xor i32 %76, %77, !dbg !154
  %79 = mul i32 %78, 16777619, !dbg !155
  call void @llvm.dbg.value(metadata i32 %79, metadata !56, metadata !DIExpression()), !dbg !64
  %80 = or i32 %27, 2, !dbg !156
  %81 = sdiv i32 %21, %80, !dbg !157
  call void @llvm.dbg.value(metadata i32 %79, metadata !84, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i32 %81, metadata !89, metadata !DIExpression()), !dbg !158
  %82 = xor i32 %79, %81, !dbg !160
  %83 = mul i32 %82, 16777619, !dbg !161
  call void @llvm.dbg.value(metadata i32 %83, metadata !56, metadata !DIExpression()), !dbg !64
  %84 = add nuw nsw i32 %27, 1, !dbg !162
  %85 = zext i32 %84 to i64
  %86 = udiv i64 %25, %85, !dbg !163
  %87 = trunc i64 %86 to i32, !dbg !164
  call void @llvm.dbg.value(metadata i32 %83, metadata !84, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 %87, metadata !89, metadata !DIExpression()), !dbg !165
  %88 = xor i32 %83, %87, !dbg !167
  %89 = mul i32 %88, 16777619, !dbg !168
  call void @llvm.dbg.value(metadata i32 %89, metadata !56, metadata !DIExpression()), !dbg !64
  %90 = add nuw nsw i32 %27, 3, !dbg !169
  %91 = zext i32 %90 to i64
  %92 = urem i64 %25, %91, !dbg !170
  %93 = trunc i64 %92 to i32, !dbg !171
  call void @llvm.dbg.value(metadata i32 %89, metadata !84, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %93, metadata !89, metadata !DIExpression()), !dbg !172
  %94 = xor i32 %89, %93, !dbg !174
  %95 = mul i32 %94, 16777619, !dbg !175
  call void @llvm.dbg.value(metadata i32 %95, metadata !56, metadata !DIExpression()), !dbg !64
  %96 = sdiv i64 %25, -7, !dbg !176
  %97 = trunc i64 %96 to i32, !dbg !177
  call void @llvm.dbg.value(metadata i32 %95, metadata !84, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 %97, metadata !89, metadata !DIExpression()), !dbg !178
  %98 = xor i32 %95, %97, !dbg !180
  %99 = mul i32 %98, 16777619, !dbg !181
  call void @llvm.dbg.value(metadata i32 %99, metadata !56, metadata !DIExpression()), !dbg !64
  %100 = srem i64 %26, 7, !dbg !182
  %101 = trunc i64 %100 to i32, !dbg !183
  call void @llvm.dbg.value(metadata i32 %99, metadata !84, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 %101, metadata !89, metadata !DIExpression()), !dbg !184
  %102 = xor i32 %99, %101, !dbg !186
  %103 = mul i32 %102, 16777619, !dbg !187
  call void @llvm.dbg.value(metadata i32 %103, metadata !56, metadata !DIExpression()), !dbg !64
  %104 = ashr i64 %26, 40, !dbg !188
  %105 = trunc i64 %104 to i32, !dbg !189
  call void @llvm.dbg.value(metadata i32 %103, metadata !84, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %105, metadata !89, metadata !DIExpression()), !dbg !190
  %106 = xor i32 %103, %105, !dbg !192
  %107 = mul i32 %106, 16777619, !dbg !193
  call void @llvm.dbg.value(metadata i32 %107, metadata !56, metadata !DIExpression()), !dbg !64
  %108 = lshr i64 %26, 40, !dbg !194
  %109 = trunc i64 %108 to i32, !dbg !195
  call void @llvm.dbg.value(metadata i32 %107, metadata !84, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 %109, metadata !89, metadata !DIExpression()), !dbg !196
  %110 = xor i32 %107, %109, !dbg !198
  %111 = mul i32 %110, 16777619, !dbg !199
  call void @llvm.dbg.value(metadata i32 %111, metadata !56, metadata !DIExpression()), !dbg !64
  %112 = mul i64 %25, %25, !dbg !200
  %113 = lshr i64 %112, 32, !dbg !201
  %114 = trunc i64 %113 to i32, !dbg !202
  call void @llvm.dbg.value(metadata i32 %111, metadata !84, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 %114, metadata !89, metadata !DIExpression()), !dbg !203
  %115 = xor i32 %111, %114, !dbg !205
  %116 = mul i32 %115, 16777619, !dbg !206
  call void @llvm.dbg.value(metadata i32 %116, metadata !56, metadata !DIExpression()), !dbg !64
  %117 = icmp ult i8 %3, %6, !dbg !207
  %118 = zext i1 %117 to i32, !dbg !207
  %119 = icmp slt i8 %8, %11, !dbg !208
  %120 = select i1 %119, i32 2, i32 0, !dbg !209
  %121 = or i32 %120, %118, !dbg !210
  %122 = icmp ugt i32 %17, 299, !dbg !211
  %123 = select i1 %122, i32 4, i32 0, !dbg !212
  %124 = icmp slt i32 %58, -262144, !dbg !213
  %125 = select i1 %124, i32 8, i32 0, !dbg !214
  %126 = icmp eq i8 %19, 0, !dbg !215
  %127 = select i1 %126, i32 0, i32 16, !dbg !216
  %128 = or i32 %121, %127, !dbg !217
  %129 = or i32 %128, %123, !dbg !218
  %130 = or i32 %129, %125, !dbg !219
  call void @llvm.dbg.value(metadata i32 %116, metadata !84, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.value(metadata i32 %130, metadata !89, metadata !DIExpression()), !dbg !220
  %131 = xor i32 %116, %130, !dbg !222
  %132 = mul i32 %131, 16777619, !dbg !223
  call void @llvm.dbg.value(metadata i32 %132, metadata !56, metadata !DIExpression()), !dbg !64
  %133 = sext i8 %3 to i32, !dbg !224
  %134 = and i32 %21, 65535, !dbg !225
  %135 = add nsw i32 %134, %133, !dbg !226
  %136 = add nsw i32 %135, %59, !dbg !227
  call void @llvm.dbg.value(metadata i32 %132, metadata !84, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i32 %136, metadata !89, metadata !DIExpression()), !dbg !228
  %137 = xor i32 %132, %136, !dbg !230
  %138 = mul i32 %137, 16777619, !dbg !231
  call void @llvm.dbg.value(metadata i32 %138, metadata !56, metadata !DIExpression()), !dbg !64
  %139 = and i32 %21, 61680, !dbg !232
  call void @llvm.dbg.value(metadata i32 %138, metadata !84, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata i32 undef, metadata !89, metadata !DIExpression(DW_OP_constu, 61680, DW_OP_xor, DW_OP_stack_value)), !dbg !233
  %140 = xor i32 %139, %47, !dbg !235
  %141 = xor i32 %140, %138, !dbg !235
  %142 = xor i32 %141, 61680, !dbg !235
  %143 = mul i32 %142, 16777619, !dbg !236
  call void @llvm.dbg.value(metadata i32 %143, metadata !56, metadata !DIExpression()), !dbg !64
  %144 = lshr i32 %143, 8, !dbg !237
  %145 = xor i32 %144, %143, !dbg !238
  %146 = lshr i32 %143, 16, !dbg !239
  %147 = xor i32 %145, %146, !dbg !240
  %148 = lshr i32 %143, 24, !dbg !241
  %149 = and i32 %147, 255, !dbg !242
  %150 = xor i32 %149, %148, !dbg !242
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %2) #5, !dbg !243
  ret i32 %150, !dbg !243
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !244 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/arith_o2.c", directory: ".", checksumkind: CSK_MD5, checksum: "c0b182c4cc1f966682ccf6c129574da6")
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
!36 = !{!"Debian clang version 14.0.6"}
!37 = distinct !DISubprogram(name: "main", scope: !38, file: !38, line: 10, type: !39, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !41)
!38 = !DIFile(filename: "testdata/c/arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "f2386450f3e4477bd936147cc021d0db")
!39 = !DISubroutineType(types: !40)
!40 = !{!20}
!41 = !{!42, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56}
!42 = !DILocalVariable(name: "in", scope: !37, file: !38, line: 11, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 48, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 6)
!46 = !DILocalVariable(name: "a", scope: !37, file: !38, line: 13, type: !27)
!47 = !DILocalVariable(name: "b", scope: !37, file: !38, line: 13, type: !27)
!48 = !DILocalVariable(name: "sa", scope: !37, file: !38, line: 14, type: !3)
!49 = !DILocalVariable(name: "sb", scope: !37, file: !38, line: 14, type: !3)
!50 = !DILocalVariable(name: "c", scope: !37, file: !38, line: 15, type: !8)
!51 = !DILocalVariable(name: "sc", scope: !37, file: !38, line: 16, type: !12)
!52 = !DILocalVariable(name: "d", scope: !37, file: !38, line: 17, type: !15)
!53 = !DILocalVariable(name: "sd", scope: !37, file: !38, line: 18, type: !18)
!54 = !DILocalVariable(name: "e", scope: !37, file: !38, line: 19, type: !21)
!55 = !DILocalVariable(name: "se", scope: !37, file: !38, line: 20, type: !24)
!56 = !DILocalVariable(name: "h", scope: !37, file: !38, line: 21, type: !15)
!57 = !DILocation(line: 11, column: 3, scope: !37)
!58 = !DILocation(line: 11, column: 17, scope: !37)
!59 = !DILocation(line: 12, column: 3, scope: !37)
!60 = !DILocation(line: 13, column: 15, scope: !37)
!61 = !{!62, !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 0, scope: !37)
!65 = !DILocation(line: 13, column: 26, scope: !37)
!66 = !DILocation(line: 13, column: 32, scope: !37)
!67 = !DILocation(line: 14, column: 23, scope: !37)
!68 = !DILocation(line: 14, column: 44, scope: !37)
!69 = !DILocation(line: 14, column: 50, scope: !37)
!70 = !DILocation(line: 15, column: 27, scope: !37)
!71 = !DILocation(line: 15, column: 33, scope: !37)
!72 = !DILocation(line: 15, column: 40, scope: !37)
!73 = !DILocation(line: 15, column: 38, scope: !37)
!74 = !DILocation(line: 17, column: 26, scope: !37)
!75 = !DILocation(line: 17, column: 16, scope: !37)
!76 = !DILocation(line: 17, column: 32, scope: !37)
!77 = !DILocation(line: 19, column: 16, scope: !37)
!78 = !DILocation(line: 19, column: 28, scope: !37)
!79 = !DILocation(line: 19, column: 36, scope: !37)
!80 = !DILocation(line: 19, column: 34, scope: !37)
!81 = !DILocation(line: 20, column: 16, scope: !37)
!82 = !DILocation(line: 22, column: 18, scope: !37)
!83 = !DILocation(line: 22, column: 16, scope: !37)
!84 = !DILocalVariable(name: "h", arg: 1, scope: !85, file: !38, line: 8, type: !15)
!85 = distinct !DISubprogram(name: "mix", scope: !38, file: !38, line: 8, type: !86, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!15, !15, !15}
!88 = !{!84, !89}
!89 = !DILocalVariable(name: "v", arg: 2, scope: !85, file: !38, line: 8, type: !15)
!90 = !DILocation(line: 0, scope: !85, inlinedAt: !91)
!91 = distinct !DILocation(line: 22, column: 7, scope: !37)
!92 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !91)
!93 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !91)
!94 = !DILocation(line: 23, column: 26, scope: !37)
!95 = !DILocation(line: 23, column: 14, scope: !37)
!96 = !DILocation(line: 0, scope: !85, inlinedAt: !97)
!97 = distinct !DILocation(line: 23, column: 7, scope: !37)
!98 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !97)
!99 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !97)
!100 = !DILocation(line: 24, column: 26, scope: !37)
!101 = !DILocation(line: 24, column: 14, scope: !37)
!102 = !DILocation(line: 0, scope: !85, inlinedAt: !103)
!103 = distinct !DILocation(line: 24, column: 7, scope: !37)
!104 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !103)
!105 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !103)
!106 = !DILocation(line: 25, column: 16, scope: !37)
!107 = !DILocation(line: 0, scope: !85, inlinedAt: !108)
!108 = distinct !DILocation(line: 25, column: 7, scope: !37)
!109 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !108)
!110 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !108)
!111 = !DILocation(line: 26, column: 16, scope: !37)
!112 = !DILocation(line: 0, scope: !85, inlinedAt: !113)
!113 = distinct !DILocation(line: 26, column: 7, scope: !37)
!114 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !113)
!115 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !113)
!116 = !DILocation(line: 27, column: 25, scope: !37)
!117 = !DILocation(line: 27, column: 28, scope: !37)
!118 = !DILocation(line: 0, scope: !85, inlinedAt: !119)
!119 = distinct !DILocation(line: 27, column: 7, scope: !37)
!120 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !119)
!121 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !119)
!122 = !DILocation(line: 28, column: 28, scope: !37)
!123 = !DILocation(line: 0, scope: !85, inlinedAt: !124)
!124 = distinct !DILocation(line: 28, column: 7, scope: !37)
!125 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !124)
!126 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !124)
!127 = !DILocation(line: 29, column: 25, scope: !37)
!128 = !DILocation(line: 29, column: 38, scope: !37)
!129 = !DILocation(line: 29, column: 28, scope: !37)
!130 = !DILocation(line: 0, scope: !85, inlinedAt: !131)
!131 = distinct !DILocation(line: 29, column: 7, scope: !37)
!132 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !131)
!133 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !131)
!134 = !DILocation(line: 30, column: 37, scope: !37)
!135 = !DILocation(line: 30, column: 27, scope: !37)
!136 = !DILocation(line: 0, scope: !85, inlinedAt: !137)
!137 = distinct !DILocation(line: 30, column: 7, scope: !37)
!138 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !137)
!139 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !137)
!140 = !DILocation(line: 31, column: 27, scope: !37)
!141 = !DILocation(line: 0, scope: !85, inlinedAt: !142)
!142 = distinct !DILocation(line: 31, column: 7, scope: !37)
!143 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !142)
!144 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !142)
!145 = !DILocation(line: 32, column: 21, scope: !37)
!146 = !DILocation(line: 32, column: 16, scope: !37)
!147 = !DILocation(line: 0, scope: !85, inlinedAt: !148)
!148 = distinct !DILocation(line: 32, column: 7, scope: !37)
!149 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !148)
!150 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !148)
!151 = !DILocation(line: 33, column: 28, scope: !37)
!152 = !DILocation(line: 0, scope: !85, inlinedAt: !153)
!153 = distinct !DILocation(line: 33, column: 7, scope: !37)
!154 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !153)
!155 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !153)
!156 = !DILocation(line: 34, column: 42, scope: !37)
!157 = !DILocation(line: 34, column: 28, scope: !37)
!158 = !DILocation(line: 0, scope: !85, inlinedAt: !159)
!159 = distinct !DILocation(line: 34, column: 7, scope: !37)
!160 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !159)
!161 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !159)
!162 = !DILocation(line: 35, column: 32, scope: !37)
!163 = !DILocation(line: 35, column: 27, scope: !37)
!164 = !DILocation(line: 35, column: 14, scope: !37)
!165 = !DILocation(line: 0, scope: !85, inlinedAt: !166)
!166 = distinct !DILocation(line: 35, column: 7, scope: !37)
!167 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !166)
!168 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !166)
!169 = !DILocation(line: 36, column: 32, scope: !37)
!170 = !DILocation(line: 36, column: 27, scope: !37)
!171 = !DILocation(line: 36, column: 14, scope: !37)
!172 = !DILocation(line: 0, scope: !85, inlinedAt: !173)
!173 = distinct !DILocation(line: 36, column: 7, scope: !37)
!174 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !173)
!175 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !173)
!176 = !DILocation(line: 37, column: 28, scope: !37)
!177 = !DILocation(line: 37, column: 14, scope: !37)
!178 = !DILocation(line: 0, scope: !85, inlinedAt: !179)
!179 = distinct !DILocation(line: 37, column: 7, scope: !37)
!180 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !179)
!181 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !179)
!182 = !DILocation(line: 38, column: 28, scope: !37)
!183 = !DILocation(line: 38, column: 14, scope: !37)
!184 = !DILocation(line: 0, scope: !85, inlinedAt: !185)
!185 = distinct !DILocation(line: 38, column: 7, scope: !37)
!186 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !185)
!187 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !185)
!188 = !DILocation(line: 39, column: 28, scope: !37)
!189 = !DILocation(line: 39, column: 14, scope: !37)
!190 = !DILocation(line: 0, scope: !85, inlinedAt: !191)
!191 = distinct !DILocation(line: 39, column: 7, scope: !37)
!192 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !191)
!193 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !191)
!194 = !DILocation(line: 40, column: 38, scope: !37)
!195 = !DILocation(line: 40, column: 14, scope: !37)
!196 = !DILocation(line: 0, scope: !85, inlinedAt: !197)
!197 = distinct !DILocation(line: 40, column: 7, scope: !37)
!198 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !197)
!199 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !197)
!200 = !DILocation(line: 41, column: 27, scope: !37)
!201 = !DILocation(line: 41, column: 31, scope: !37)
!202 = !DILocation(line: 41, column: 14, scope: !37)
!203 = !DILocation(line: 0, scope: !85, inlinedAt: !204)
!204 = distinct !DILocation(line: 41, column: 7, scope: !37)
!205 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !204)
!206 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !204)
!207 = !DILocation(line: 42, column: 17, scope: !37)
!208 = !DILocation(line: 42, column: 32, scope: !37)
!209 = !DILocation(line: 42, column: 26, scope: !37)
!210 = !DILocation(line: 42, column: 22, scope: !37)
!211 = !DILocation(line: 42, column: 47, scope: !37)
!212 = !DILocation(line: 42, column: 42, scope: !37)
!213 = !DILocation(line: 42, column: 65, scope: !37)
!214 = !DILocation(line: 42, column: 59, scope: !37)
!215 = !DILocation(line: 42, column: 82, scope: !37)
!216 = !DILocation(line: 42, column: 77, scope: !37)
!217 = !DILocation(line: 42, column: 38, scope: !37)
!218 = !DILocation(line: 42, column: 55, scope: !37)
!219 = !DILocation(line: 42, column: 72, scope: !37)
!220 = !DILocation(line: 0, scope: !85, inlinedAt: !221)
!221 = distinct !DILocation(line: 42, column: 7, scope: !37)
!222 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !221)
!223 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !221)
!224 = !DILocation(line: 43, column: 14, scope: !37)
!225 = !DILocation(line: 43, column: 59, scope: !37)
!226 = !DILocation(line: 43, column: 34, scope: !37)
!227 = !DILocation(line: 43, column: 57, scope: !37)
!228 = !DILocation(line: 0, scope: !85, inlinedAt: !229)
!229 = distinct !DILocation(line: 43, column: 7, scope: !37)
!230 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !229)
!231 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !229)
!232 = !DILocation(line: 44, column: 17, scope: !37)
!233 = !DILocation(line: 0, scope: !85, inlinedAt: !234)
!234 = distinct !DILocation(line: 44, column: 7, scope: !37)
!235 = !DILocation(line: 8, column: 57, scope: !85, inlinedAt: !234)
!236 = !DILocation(line: 8, column: 62, scope: !85, inlinedAt: !234)
!237 = !DILocation(line: 45, column: 22, scope: !37)
!238 = !DILocation(line: 45, column: 18, scope: !37)
!239 = !DILocation(line: 45, column: 31, scope: !37)
!240 = !DILocation(line: 45, column: 27, scope: !37)
!241 = !DILocation(line: 45, column: 41, scope: !37)
!242 = !DILocation(line: 45, column: 48, scope: !37)
!243 = !DILocation(line: 46, column: 1, scope: !37)
!244 = !DISubprogram(name: "klee_make_symbolic", scope: !245, file: !245, line: 29, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !254)
!245 = !DIFile(filename: "../runtime/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "eb330d06331ebd256075f4921e865545")
!246 = !DISubroutineType(types: !247)
!247 = !{null, !248, !249, !251}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !250, line: 46, baseType: !23)
!250 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !253)
!253 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!254 = !{}
