; ModuleID = '../testdata/testcomp/bitvector/byte_add-1.i'
source_filename = "../testdata/testcomp/bitvector/byte_add-1.i"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"byte_add-1.c\00", align 1
@__PRETTY_FUNCTION__.reach_error = private unnamed_addr constant [19 x i8] c"void reach_error()\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local void @reach_error() local_unnamed_addr #0 !dbg !14 {
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @__PRETTY_FUNCTION__.reach_error, i32 0, i32 0)) #7, !dbg !18
  unreachable, !dbg !18
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) local_unnamed_addr #2 !dbg !21 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !30
  %2 = icmp eq i32 %0, 0, !dbg !31
  br i1 %2, label %3, label %4, !dbg !32

3:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !27), !dbg !33
  tail call void @reach_error(), !dbg !34
  unreachable, !dbg !36

4:                                                ; preds = %1
  ret void, !dbg !37
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #3

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define dso_local i32 @mp_add(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !38 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !42, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %1, metadata !43, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %0, metadata !44, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %0, metadata !45, metadata !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !62
  %3 = lshr i32 %0, 16, !dbg !63
  call void @llvm.dbg.value(metadata i32 %3, metadata !46, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !62
  %4 = lshr i32 %0, 24, !dbg !64
  call void @llvm.dbg.value(metadata i32 %4, metadata !47, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !62
  call void @llvm.dbg.value(metadata i32 %1, metadata !48, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %1, metadata !49, metadata !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !62
  %5 = lshr i32 %1, 16, !dbg !65
  call void @llvm.dbg.value(metadata i32 %5, metadata !50, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !62
  %6 = lshr i32 %1, 24, !dbg !66
  call void @llvm.dbg.value(metadata i32 %6, metadata !51, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !62
  call void @llvm.dbg.value(metadata i8 4, metadata !60, metadata !DIExpression()), !dbg !62
  %7 = icmp ult i32 %0, 16777216, !dbg !67
  br i1 %7, label %8, label %15, !dbg !69

8:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i8 3, metadata !60, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %3, metadata !46, metadata !DIExpression()), !dbg !62
  %9 = and i32 %0, 16711680, !dbg !70
  %10 = icmp eq i32 %9, 0, !dbg !70
  br i1 %10, label %11, label %15, !dbg !73

11:                                               ; preds = %8
  call void @llvm.dbg.value(metadata i8 2, metadata !60, metadata !DIExpression()), !dbg !62
  %12 = and i32 %0, 65280, !dbg !74
  %13 = icmp eq i32 %12, 0, !dbg !74
  %14 = select i1 %13, i32 1, i32 2, !dbg !77
  br label %15, !dbg !77

15:                                               ; preds = %11, %8, %2
  %16 = phi i32 [ 3, %8 ], [ 4, %2 ], [ %14, %11 ]
  call void @llvm.dbg.value(metadata i8 undef, metadata !60, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 4, metadata !61, metadata !DIExpression()), !dbg !62
  %17 = icmp ult i32 %1, 16777216, !dbg !78
  br i1 %17, label %18, label %25, !dbg !80

18:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i8 3, metadata !61, metadata !DIExpression()), !dbg !62
  %19 = and i32 %1, 16711680, !dbg !81
  %20 = icmp eq i32 %19, 0, !dbg !81
  br i1 %20, label %21, label %25, !dbg !84

21:                                               ; preds = %18
  call void @llvm.dbg.value(metadata i8 2, metadata !61, metadata !DIExpression()), !dbg !62
  %22 = and i32 %1, 65280, !dbg !85
  %23 = icmp eq i32 %22, 0, !dbg !85
  %24 = select i1 %23, i32 1, i32 2, !dbg !88
  br label %25, !dbg !88

25:                                               ; preds = %21, %18, %15
  %26 = phi i32 [ 3, %18 ], [ 4, %15 ], [ %24, %21 ]
  call void @llvm.dbg.value(metadata i8 undef, metadata !61, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i16 0, metadata !56, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 0, metadata !59, metadata !DIExpression()), !dbg !62
  %27 = trunc i32 %0 to i16
  %28 = and i16 %27, 255
  %29 = lshr i16 %27, 8
  %30 = trunc i32 %3 to i16
  %31 = and i16 %30, 255
  %32 = trunc i32 %4 to i16
  %33 = trunc i32 %1 to i16
  %34 = and i16 %33, 255
  %35 = lshr i16 %33, 8
  %36 = trunc i32 %5 to i16
  %37 = and i16 %36, 255
  %38 = trunc i32 %6 to i16
  br label %39, !dbg !89

39:                                               ; preds = %83, %25
  %40 = phi i8 [ undef, %25 ], [ %91, %83 ]
  %41 = phi i8 [ undef, %25 ], [ %93, %83 ]
  %42 = phi i8 [ undef, %25 ], [ %95, %83 ]
  %43 = phi i16 [ 0, %25 ], [ %86, %83 ], !dbg !62
  %44 = phi i8 [ undef, %25 ], [ %89, %83 ]
  %45 = phi i8 [ 0, %25 ], [ %96, %83 ], !dbg !62
  call void @llvm.dbg.value(metadata i8 %45, metadata !59, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %44, metadata !52, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i16 %43, metadata !56, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %42, metadata !55, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %41, metadata !54, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %40, metadata !53, metadata !DIExpression()), !dbg !62
  %46 = zext i8 %45 to i32, !dbg !90
  %47 = icmp ugt i32 %16, %46, !dbg !91
  br i1 %47, label %54, label %48, !dbg !92

48:                                               ; preds = %39
  %49 = icmp ugt i32 %26, %46, !dbg !93
  %50 = icmp ne i16 %43, 0
  %51 = or i1 %50, %49, !dbg !94
  br i1 %51, label %67, label %52, !dbg !94

52:                                               ; preds = %48
  call void @llvm.dbg.value(metadata i8 %45, metadata !59, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %44, metadata !52, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %42, metadata !55, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %41, metadata !54, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %40, metadata !53, metadata !DIExpression()), !dbg !62
  %53 = icmp ult i8 %45, 4, !dbg !95
  br i1 %53, label %97, label %139, !dbg !96

54:                                               ; preds = %39
  %55 = icmp eq i8 %45, 0, !dbg !97
  %56 = select i1 %55, i16 %28, i16 0, !dbg !102
  %57 = add nuw nsw i16 %56, %43, !dbg !102
  call void @llvm.dbg.value(metadata i16 %57, metadata !57, metadata !DIExpression()), !dbg !62
  %58 = icmp eq i8 %45, 1, !dbg !103
  %59 = select i1 %58, i16 %29, i16 0, !dbg !105
  %60 = add nuw nsw i16 %57, %59, !dbg !105
  call void @llvm.dbg.value(metadata i16 %60, metadata !57, metadata !DIExpression()), !dbg !62
  %61 = icmp eq i8 %45, 2, !dbg !106
  %62 = select i1 %61, i16 %31, i16 0, !dbg !108
  %63 = add nuw nsw i16 %60, %62, !dbg !108
  call void @llvm.dbg.value(metadata i16 %63, metadata !57, metadata !DIExpression()), !dbg !62
  %64 = icmp eq i8 %45, 3, !dbg !109
  %65 = select i1 %64, i16 %32, i16 0, !dbg !111
  %66 = add nuw nsw i16 %63, %65, !dbg !111
  br label %67, !dbg !111

67:                                               ; preds = %54, %48
  %68 = phi i16 [ %43, %48 ], [ %66, %54 ], !dbg !112
  call void @llvm.dbg.value(metadata i16 %68, metadata !57, metadata !DIExpression()), !dbg !62
  %69 = icmp ugt i32 %26, %46, !dbg !113
  br i1 %69, label %70, label %83, !dbg !115

70:                                               ; preds = %67
  %71 = icmp eq i8 %45, 0, !dbg !116
  %72 = select i1 %71, i16 %34, i16 0, !dbg !119
  call void @llvm.dbg.value(metadata i16 undef, metadata !57, metadata !DIExpression()), !dbg !62
  %73 = icmp eq i8 %45, 1, !dbg !120
  %74 = select i1 %73, i16 %35, i16 0, !dbg !122
  call void @llvm.dbg.value(metadata i16 undef, metadata !57, metadata !DIExpression()), !dbg !62
  %75 = icmp eq i8 %45, 2, !dbg !123
  %76 = select i1 %75, i16 %37, i16 0, !dbg !125
  %77 = add nuw nsw i16 %74, %72, !dbg !119
  %78 = add nuw nsw i16 %77, %76, !dbg !122
  %79 = add i16 %78, %68, !dbg !125
  call void @llvm.dbg.value(metadata i16 %79, metadata !57, metadata !DIExpression()), !dbg !62
  %80 = icmp eq i8 %45, 3, !dbg !126
  %81 = select i1 %80, i16 %38, i16 0, !dbg !128
  %82 = add i16 %79, %81, !dbg !128
  br label %83, !dbg !128

83:                                               ; preds = %70, %67
  %84 = phi i16 [ %68, %67 ], [ %82, %70 ], !dbg !112
  call void @llvm.dbg.value(metadata i16 %84, metadata !57, metadata !DIExpression()), !dbg !62
  %85 = icmp ugt i16 %84, 254, !dbg !129
  %86 = zext i1 %85 to i16, !dbg !131
  call void @llvm.dbg.value(metadata i16 undef, metadata !57, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i16 %86, metadata !56, metadata !DIExpression()), !dbg !62
  %87 = icmp eq i8 %45, 0, !dbg !132
  %88 = trunc i16 %84 to i8, !dbg !134
  %89 = select i1 %87, i8 %88, i8 %44, !dbg !134
  call void @llvm.dbg.value(metadata i8 %89, metadata !52, metadata !DIExpression()), !dbg !62
  %90 = icmp eq i8 %45, 1, !dbg !135
  %91 = select i1 %90, i8 %88, i8 %40, !dbg !137
  call void @llvm.dbg.value(metadata i8 %91, metadata !53, metadata !DIExpression()), !dbg !62
  %92 = icmp eq i8 %45, 2, !dbg !138
  %93 = select i1 %92, i8 %88, i8 %41, !dbg !140
  call void @llvm.dbg.value(metadata i8 %93, metadata !54, metadata !DIExpression()), !dbg !62
  %94 = icmp eq i8 %45, 3, !dbg !141
  %95 = select i1 %94, i8 %88, i8 %42, !dbg !143
  call void @llvm.dbg.value(metadata i8 %95, metadata !55, metadata !DIExpression()), !dbg !62
  %96 = add i8 %45, 1, !dbg !144
  call void @llvm.dbg.value(metadata i8 %96, metadata !59, metadata !DIExpression()), !dbg !62
  br label %39, !dbg !89, !llvm.loop !145

97:                                               ; preds = %52
  call void @llvm.dbg.value(metadata i8 %45, metadata !59, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %44, metadata !52, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %42, metadata !55, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %41, metadata !54, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %40, metadata !53, metadata !DIExpression()), !dbg !62
  %98 = icmp eq i8 %45, 0, !dbg !148
  %99 = select i1 %98, i8 0, i8 %44, !dbg !151
  call void @llvm.dbg.value(metadata i8 %99, metadata !52, metadata !DIExpression()), !dbg !62
  %100 = icmp eq i8 %45, 1, !dbg !152
  %101 = select i1 %100, i8 0, i8 %40, !dbg !154
  call void @llvm.dbg.value(metadata i8 %101, metadata !53, metadata !DIExpression()), !dbg !62
  %102 = icmp eq i8 %45, 2, !dbg !155
  %103 = select i1 %102, i8 0, i8 %41, !dbg !157
  call void @llvm.dbg.value(metadata i8 %103, metadata !54, metadata !DIExpression()), !dbg !62
  %104 = icmp eq i8 %45, 3, !dbg !158
  %105 = select i1 %104, i8 0, i8 %42, !dbg !160
  call void @llvm.dbg.value(metadata i8 %105, metadata !55, metadata !DIExpression()), !dbg !62
  %106 = add i8 %45, 1, !dbg !161
  call void @llvm.dbg.value(metadata i8 %106, metadata !59, metadata !DIExpression()), !dbg !62
  %107 = icmp eq i8 %106, 4, !dbg !95
  br i1 %107, label %139, label %108, !dbg !96, !llvm.loop !162

108:                                              ; preds = %97
  call void @llvm.dbg.value(metadata i8 %106, metadata !59, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %99, metadata !52, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %105, metadata !55, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %103, metadata !54, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %101, metadata !53, metadata !DIExpression()), !dbg !62
  %109 = icmp eq i8 %106, 0, !dbg !148
  %110 = select i1 %109, i8 0, i8 %99, !dbg !151
  call void @llvm.dbg.value(metadata i8 %110, metadata !52, metadata !DIExpression()), !dbg !62
  %111 = icmp eq i8 %45, 0, !dbg !152
  %112 = select i1 %111, i8 0, i8 %101, !dbg !154
  call void @llvm.dbg.value(metadata i8 %112, metadata !53, metadata !DIExpression()), !dbg !62
  %113 = icmp eq i8 %106, 2, !dbg !155
  %114 = select i1 %113, i8 0, i8 %103, !dbg !157
  call void @llvm.dbg.value(metadata i8 %114, metadata !54, metadata !DIExpression()), !dbg !62
  %115 = icmp eq i8 %106, 3, !dbg !158
  %116 = select i1 %115, i8 0, i8 %105, !dbg !160
  call void @llvm.dbg.value(metadata i8 %116, metadata !55, metadata !DIExpression()), !dbg !62
  %117 = add i8 %45, 2, !dbg !161
  call void @llvm.dbg.value(metadata i8 %117, metadata !59, metadata !DIExpression()), !dbg !62
  %118 = icmp eq i8 %117, 4, !dbg !95
  br i1 %118, label %139, label %119, !dbg !96, !llvm.loop !162

119:                                              ; preds = %108
  call void @llvm.dbg.value(metadata i8 %117, metadata !59, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %110, metadata !52, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %116, metadata !55, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %114, metadata !54, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %112, metadata !53, metadata !DIExpression()), !dbg !62
  %120 = icmp eq i8 %117, 0, !dbg !148
  %121 = select i1 %120, i8 0, i8 %110, !dbg !151
  call void @llvm.dbg.value(metadata i8 %121, metadata !52, metadata !DIExpression()), !dbg !62
  %122 = icmp eq i8 %117, 1, !dbg !152
  %123 = select i1 %122, i8 0, i8 %112, !dbg !154
  call void @llvm.dbg.value(metadata i8 %123, metadata !53, metadata !DIExpression()), !dbg !62
  %124 = icmp eq i8 %45, 0, !dbg !155
  %125 = select i1 %124, i8 0, i8 %114, !dbg !157
  call void @llvm.dbg.value(metadata i8 %125, metadata !54, metadata !DIExpression()), !dbg !62
  %126 = icmp eq i8 %117, 3, !dbg !158
  %127 = select i1 %126, i8 0, i8 %116, !dbg !160
  call void @llvm.dbg.value(metadata i8 %127, metadata !55, metadata !DIExpression()), !dbg !62
  %128 = add i8 %45, 3, !dbg !161
  call void @llvm.dbg.value(metadata i8 %128, metadata !59, metadata !DIExpression()), !dbg !62
  %129 = icmp eq i8 %128, 4, !dbg !95
  br i1 %129, label %139, label %130, !dbg !96, !llvm.loop !162

130:                                              ; preds = %119
  call void @llvm.dbg.value(metadata i8 %128, metadata !59, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %121, metadata !52, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %127, metadata !55, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %125, metadata !54, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %123, metadata !53, metadata !DIExpression()), !dbg !62
  %131 = icmp eq i8 %128, 0, !dbg !148
  %132 = select i1 %131, i8 0, i8 %121, !dbg !151
  call void @llvm.dbg.value(metadata i8 %132, metadata !52, metadata !DIExpression()), !dbg !62
  %133 = icmp eq i8 %128, 1, !dbg !152
  %134 = select i1 %133, i8 0, i8 %123, !dbg !154
  call void @llvm.dbg.value(metadata i8 %134, metadata !53, metadata !DIExpression()), !dbg !62
  %135 = icmp eq i8 %128, 2, !dbg !155
  %136 = select i1 %135, i8 0, i8 %125, !dbg !157
  call void @llvm.dbg.value(metadata i8 %136, metadata !54, metadata !DIExpression()), !dbg !62
  %137 = icmp eq i8 %45, 0, !dbg !158
  %138 = select i1 %137, i8 0, i8 %127, !dbg !160
  call void @llvm.dbg.value(metadata i8 %138, metadata !55, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8 %128, metadata !59, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !62
  br label %139

139:                                              ; preds = %97, %108, %119, %130, %52
  %140 = phi i8 [ %40, %52 ], [ %101, %97 ], [ %112, %108 ], [ %123, %119 ], [ %134, %130 ]
  %141 = phi i8 [ %41, %52 ], [ %103, %97 ], [ %114, %108 ], [ %125, %119 ], [ %136, %130 ]
  %142 = phi i8 [ %42, %52 ], [ %105, %97 ], [ %116, %108 ], [ %127, %119 ], [ %138, %130 ]
  %143 = phi i8 [ %44, %52 ], [ %99, %97 ], [ %110, %108 ], [ %121, %119 ], [ %132, %130 ]
  %144 = zext i8 %143 to i32, !dbg !164
  %145 = zext i8 %140 to i32, !dbg !165
  %146 = shl nuw nsw i32 %145, 8, !dbg !166
  %147 = or i32 %146, %144, !dbg !167
  %148 = zext i8 %141 to i32, !dbg !168
  %149 = shl nuw nsw i32 %148, 16, !dbg !169
  %150 = or i32 %147, %149, !dbg !170
  %151 = zext i8 %142 to i32, !dbg !171
  %152 = shl nuw i32 %151, 24, !dbg !172
  %153 = or i32 %150, %152, !dbg !173
  call void @llvm.dbg.value(metadata i32 %153, metadata !58, metadata !DIExpression()), !dbg !62
  ret i32 %153, !dbg !174
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !175 {
  %1 = tail call i32 @__VERIFIER_nondet_uint() #8, !dbg !182
  call void @llvm.dbg.value(metadata i32 %1, metadata !179, metadata !DIExpression()), !dbg !183
  %2 = tail call i32 @__VERIFIER_nondet_uint() #8, !dbg !184
  call void @llvm.dbg.value(metadata i32 %2, metadata !180, metadata !DIExpression()), !dbg !183
  %3 = tail call i32 @mp_add(i32 noundef %1, i32 noundef %2), !dbg !185
  call void @llvm.dbg.value(metadata i32 %3, metadata !181, metadata !DIExpression()), !dbg !183
  %4 = add i32 %2, %1, !dbg !186
  %5 = icmp eq i32 %3, %4, !dbg !187
  call void @llvm.dbg.value(metadata i1 %5, metadata !26, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #8, !dbg !188
  br i1 %5, label %7, label %6, !dbg !190

6:                                                ; preds = %0
  call void @llvm.dbg.label(metadata !27) #8, !dbg !191
  tail call void @reach_error() #8, !dbg !192
  unreachable, !dbg !193

7:                                                ; preds = %0
  ret i32 0, !dbg !194
}

declare i32 @__VERIFIER_nondet_uint() local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "reach_error", scope: !1, file: !1, line: 12, type: !15, scopeLine: 12, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{null}
!17 = !{}
!18 = !DILocation(line: 12, column: 83, scope: !19)
!19 = distinct !DILexicalBlock(scope: !20, file: !1, line: 12, column: 73)
!20 = distinct !DILexicalBlock(scope: !14, file: !1, line: 12, column: 67)
!21 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !1, file: !1, line: 15, type: !22, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !24}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26, !27}
!26 = !DILocalVariable(name: "cond", arg: 1, scope: !21, file: !1, line: 15, type: !24)
!27 = !DILabel(scope: !28, name: "ERROR", file: !1, line: 17)
!28 = distinct !DILexicalBlock(scope: !29, file: !1, line: 16, column: 16)
!29 = distinct !DILexicalBlock(scope: !21, file: !1, line: 16, column: 7)
!30 = !DILocation(line: 0, scope: !21)
!31 = !DILocation(line: 16, column: 8, scope: !29)
!32 = !DILocation(line: 16, column: 7, scope: !21)
!33 = !DILocation(line: 17, column: 5, scope: !28)
!34 = !DILocation(line: 17, column: 13, scope: !35)
!35 = distinct !DILexicalBlock(scope: !28, file: !1, line: 17, column: 12)
!36 = !DILocation(line: 17, column: 27, scope: !35)
!37 = !DILocation(line: 19, column: 3, scope: !21)
!38 = distinct !DISubprogram(name: "mp_add", scope: !1, file: !1, line: 32, type: !39, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{!5, !5, !5}
!41 = !{!42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61}
!42 = !DILocalVariable(name: "a", arg: 1, scope: !38, file: !1, line: 32, type: !5)
!43 = !DILocalVariable(name: "b", arg: 2, scope: !38, file: !1, line: 32, type: !5)
!44 = !DILocalVariable(name: "a0", scope: !38, file: !1, line: 34, type: !3)
!45 = !DILocalVariable(name: "a1", scope: !38, file: !1, line: 34, type: !3)
!46 = !DILocalVariable(name: "a2", scope: !38, file: !1, line: 34, type: !3)
!47 = !DILocalVariable(name: "a3", scope: !38, file: !1, line: 34, type: !3)
!48 = !DILocalVariable(name: "b0", scope: !38, file: !1, line: 35, type: !3)
!49 = !DILocalVariable(name: "b1", scope: !38, file: !1, line: 35, type: !3)
!50 = !DILocalVariable(name: "b2", scope: !38, file: !1, line: 35, type: !3)
!51 = !DILocalVariable(name: "b3", scope: !38, file: !1, line: 35, type: !3)
!52 = !DILocalVariable(name: "r0", scope: !38, file: !1, line: 36, type: !3)
!53 = !DILocalVariable(name: "r1", scope: !38, file: !1, line: 36, type: !3)
!54 = !DILocalVariable(name: "r2", scope: !38, file: !1, line: 36, type: !3)
!55 = !DILocalVariable(name: "r3", scope: !38, file: !1, line: 36, type: !3)
!56 = !DILocalVariable(name: "carry", scope: !38, file: !1, line: 37, type: !4)
!57 = !DILocalVariable(name: "partial_sum", scope: !38, file: !1, line: 38, type: !4)
!58 = !DILocalVariable(name: "r", scope: !38, file: !1, line: 39, type: !5)
!59 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 40, type: !3)
!60 = !DILocalVariable(name: "na", scope: !38, file: !1, line: 41, type: !3)
!61 = !DILocalVariable(name: "nb", scope: !38, file: !1, line: 41, type: !3)
!62 = !DILocation(line: 0, scope: !38)
!63 = !DILocation(line: 44, column: 12, scope: !38)
!64 = !DILocation(line: 45, column: 12, scope: !38)
!65 = !DILocation(line: 48, column: 12, scope: !38)
!66 = !DILocation(line: 49, column: 12, scope: !38)
!67 = !DILocation(line: 51, column: 12, scope: !68)
!68 = distinct !DILexicalBlock(scope: !38, file: !1, line: 51, column: 9)
!69 = !DILocation(line: 51, column: 9, scope: !38)
!70 = !DILocation(line: 53, column: 16, scope: !71)
!71 = distinct !DILexicalBlock(scope: !72, file: !1, line: 53, column: 13)
!72 = distinct !DILexicalBlock(scope: !68, file: !1, line: 51, column: 33)
!73 = !DILocation(line: 53, column: 13, scope: !72)
!74 = !DILocation(line: 55, column: 20, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !1, line: 55, column: 17)
!76 = distinct !DILexicalBlock(scope: !71, file: !1, line: 53, column: 37)
!77 = !DILocation(line: 55, column: 17, scope: !76)
!78 = !DILocation(line: 61, column: 12, scope: !79)
!79 = distinct !DILexicalBlock(scope: !38, file: !1, line: 61, column: 9)
!80 = !DILocation(line: 61, column: 9, scope: !38)
!81 = !DILocation(line: 63, column: 16, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !1, line: 63, column: 13)
!83 = distinct !DILexicalBlock(scope: !79, file: !1, line: 61, column: 33)
!84 = !DILocation(line: 63, column: 13, scope: !83)
!85 = !DILocation(line: 65, column: 20, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !1, line: 65, column: 17)
!87 = distinct !DILexicalBlock(scope: !82, file: !1, line: 63, column: 37)
!88 = !DILocation(line: 65, column: 17, scope: !87)
!89 = !DILocation(line: 72, column: 5, scope: !38)
!90 = !DILocation(line: 72, column: 13, scope: !38)
!91 = !DILocation(line: 72, column: 15, scope: !38)
!92 = !DILocation(line: 72, column: 21, scope: !38)
!93 = !DILocation(line: 72, column: 27, scope: !38)
!94 = !DILocation(line: 72, column: 33, scope: !38)
!95 = !DILocation(line: 99, column: 14, scope: !38)
!96 = !DILocation(line: 99, column: 5, scope: !38)
!97 = !DILocation(line: 76, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !1, line: 76, column: 17)
!99 = distinct !DILexicalBlock(scope: !100, file: !1, line: 75, column: 21)
!100 = distinct !DILexicalBlock(scope: !101, file: !1, line: 75, column: 13)
!101 = distinct !DILexicalBlock(scope: !38, file: !1, line: 72, column: 66)
!102 = !DILocation(line: 76, column: 17, scope: !99)
!103 = !DILocation(line: 77, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !99, file: !1, line: 77, column: 17)
!105 = !DILocation(line: 77, column: 17, scope: !99)
!106 = !DILocation(line: 78, column: 19, scope: !107)
!107 = distinct !DILexicalBlock(scope: !99, file: !1, line: 78, column: 17)
!108 = !DILocation(line: 78, column: 17, scope: !99)
!109 = !DILocation(line: 79, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !99, file: !1, line: 79, column: 17)
!111 = !DILocation(line: 79, column: 17, scope: !99)
!112 = !DILocation(line: 0, scope: !101)
!113 = !DILocation(line: 81, column: 15, scope: !114)
!114 = distinct !DILexicalBlock(scope: !101, file: !1, line: 81, column: 13)
!115 = !DILocation(line: 81, column: 13, scope: !101)
!116 = !DILocation(line: 82, column: 19, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !1, line: 82, column: 17)
!118 = distinct !DILexicalBlock(scope: !114, file: !1, line: 81, column: 21)
!119 = !DILocation(line: 82, column: 17, scope: !118)
!120 = !DILocation(line: 83, column: 19, scope: !121)
!121 = distinct !DILexicalBlock(scope: !118, file: !1, line: 83, column: 17)
!122 = !DILocation(line: 83, column: 17, scope: !118)
!123 = !DILocation(line: 84, column: 19, scope: !124)
!124 = distinct !DILexicalBlock(scope: !118, file: !1, line: 84, column: 17)
!125 = !DILocation(line: 84, column: 17, scope: !118)
!126 = !DILocation(line: 85, column: 19, scope: !127)
!127 = distinct !DILexicalBlock(scope: !118, file: !1, line: 85, column: 17)
!128 = !DILocation(line: 85, column: 17, scope: !118)
!129 = !DILocation(line: 87, column: 25, scope: !130)
!130 = distinct !DILexicalBlock(scope: !101, file: !1, line: 87, column: 13)
!131 = !DILocation(line: 87, column: 13, scope: !101)
!132 = !DILocation(line: 91, column: 15, scope: !133)
!133 = distinct !DILexicalBlock(scope: !101, file: !1, line: 91, column: 13)
!134 = !DILocation(line: 91, column: 13, scope: !101)
!135 = !DILocation(line: 92, column: 15, scope: !136)
!136 = distinct !DILexicalBlock(scope: !101, file: !1, line: 92, column: 13)
!137 = !DILocation(line: 92, column: 13, scope: !101)
!138 = !DILocation(line: 93, column: 15, scope: !139)
!139 = distinct !DILexicalBlock(scope: !101, file: !1, line: 93, column: 13)
!140 = !DILocation(line: 93, column: 13, scope: !101)
!141 = !DILocation(line: 94, column: 15, scope: !142)
!142 = distinct !DILexicalBlock(scope: !101, file: !1, line: 94, column: 13)
!143 = !DILocation(line: 94, column: 13, scope: !101)
!144 = !DILocation(line: 96, column: 15, scope: !101)
!145 = distinct !{!145, !89, !146, !147}
!146 = !DILocation(line: 97, column: 5, scope: !38)
!147 = !{!"llvm.loop.mustprogress"}
!148 = !DILocation(line: 100, column: 15, scope: !149)
!149 = distinct !DILexicalBlock(scope: !150, file: !1, line: 100, column: 13)
!150 = distinct !DILexicalBlock(scope: !38, file: !1, line: 99, column: 34)
!151 = !DILocation(line: 100, column: 13, scope: !150)
!152 = !DILocation(line: 101, column: 15, scope: !153)
!153 = distinct !DILexicalBlock(scope: !150, file: !1, line: 101, column: 13)
!154 = !DILocation(line: 101, column: 13, scope: !150)
!155 = !DILocation(line: 102, column: 15, scope: !156)
!156 = distinct !DILexicalBlock(scope: !150, file: !1, line: 102, column: 13)
!157 = !DILocation(line: 102, column: 13, scope: !150)
!158 = !DILocation(line: 103, column: 15, scope: !159)
!159 = distinct !DILexicalBlock(scope: !150, file: !1, line: 103, column: 13)
!160 = !DILocation(line: 103, column: 13, scope: !150)
!161 = !DILocation(line: 105, column: 15, scope: !150)
!162 = distinct !{!162, !96, !163, !147}
!163 = !DILocation(line: 106, column: 5, scope: !38)
!164 = !DILocation(line: 108, column: 9, scope: !38)
!165 = !DILocation(line: 108, column: 15, scope: !38)
!166 = !DILocation(line: 108, column: 18, scope: !38)
!167 = !DILocation(line: 108, column: 12, scope: !38)
!168 = !DILocation(line: 108, column: 28, scope: !38)
!169 = !DILocation(line: 108, column: 31, scope: !38)
!170 = !DILocation(line: 108, column: 25, scope: !38)
!171 = !DILocation(line: 108, column: 42, scope: !38)
!172 = !DILocation(line: 108, column: 59, scope: !38)
!173 = !DILocation(line: 108, column: 39, scope: !38)
!174 = !DILocation(line: 110, column: 5, scope: !38)
!175 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 114, type: !176, scopeLine: 115, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!24}
!178 = !{!179, !180, !181}
!179 = !DILocalVariable(name: "a", scope: !175, file: !1, line: 116, type: !5)
!180 = !DILocalVariable(name: "b", scope: !175, file: !1, line: 116, type: !5)
!181 = !DILocalVariable(name: "r", scope: !175, file: !1, line: 116, type: !5)
!182 = !DILocation(line: 118, column: 9, scope: !175)
!183 = !DILocation(line: 0, scope: !175)
!184 = !DILocation(line: 119, column: 9, scope: !175)
!185 = !DILocation(line: 121, column: 9, scope: !175)
!186 = !DILocation(line: 123, column: 30, scope: !175)
!187 = !DILocation(line: 123, column: 25, scope: !175)
!188 = !DILocation(line: 0, scope: !21, inlinedAt: !189)
!189 = distinct !DILocation(line: 123, column: 5, scope: !175)
!190 = !DILocation(line: 16, column: 7, scope: !21, inlinedAt: !189)
!191 = !DILocation(line: 17, column: 5, scope: !28, inlinedAt: !189)
!192 = !DILocation(line: 17, column: 13, scope: !35, inlinedAt: !189)
!193 = !DILocation(line: 17, column: 27, scope: !35, inlinedAt: !189)
!194 = !DILocation(line: 125, column: 5, scope: !175)
