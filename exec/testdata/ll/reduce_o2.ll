; ModuleID = 'testdata/c/reduce_o2.c'
source_filename = "testdata/c/reduce_o2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"buf\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"sb\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !12 {
  %1 = alloca [32 x i8], align 16
  %2 = alloca [32 x i8], align 16
  %3 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 0, !dbg !35
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %3) #6, !dbg !35
  call void @llvm.dbg.declare(metadata [32 x i8]* %1, metadata !16, metadata !DIExpression()), !dbg !36
  %4 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 0, !dbg !37
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #6, !dbg !37
  call void @llvm.dbg.declare(metadata [32 x i8]* %2, metadata !21, metadata !DIExpression()), !dbg !38
  call void @klee_make_symbolic(i8* noundef nonnull %3, i64 noundef 32, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)) #6, !dbg !39
  call void @klee_make_symbolic(i8* noundef nonnull %4, i64 noundef 32, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)) #6, !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 255, metadata !27, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 255, metadata !28, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 -128, metadata !30, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 127, metadata !31, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !42
  %5 = bitcast [32 x i8]* %1 to <4 x i8>*, !dbg !43
  %6 = load <4 x i8>, <4 x i8>* %5, align 16, !dbg !43, !tbaa !46
  %7 = zext <4 x i8> %6 to <4 x i32>, !dbg !43
  %8 = mul nuw nsw <4 x i32> %7, <i32 3, i32 3, i32 3, i32 3>, !dbg !49
  %9 = icmp eq <4 x i8> %6, zeroinitializer, !dbg !50
  %10 = select <4 x i1> %9, <4 x i32> zeroinitializer, <4 x i32> %7, !dbg !51
  %11 = icmp eq <4 x i8> %6, <i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !52
  %12 = select <4 x i1> %11, <4 x i32> <i32 255, i32 255, i32 255, i32 255>, <4 x i32> %7, !dbg !53
  %13 = or <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>, !dbg !54
  %14 = bitcast [32 x i8]* %2 to <4 x i8>*, !dbg !55
  %15 = load <4 x i8>, <4 x i8>* %14, align 16, !dbg !55, !tbaa !46
  %16 = sext <4 x i8> %15 to <4 x i32>, !dbg !55
  %17 = icmp sgt <4 x i32> %16, <i32 -128, i32 -128, i32 -128, i32 -128>, !dbg !56
  %18 = select <4 x i1> %17, <4 x i32> %16, <4 x i32> <i32 -128, i32 -128, i32 -128, i32 -128>, !dbg !55
  %19 = icmp slt <4 x i32> %16, <i32 127, i32 127, i32 127, i32 127>, !dbg !57
  %20 = select <4 x i1> %19, <4 x i32> %16, <4 x i32> <i32 127, i32 127, i32 127, i32 127>, !dbg !58
  %21 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 4, !dbg !59
  %22 = bitcast i8* %21 to <4 x i8>*, !dbg !43
  %23 = load <4 x i8>, <4 x i8>* %22, align 4, !dbg !43, !tbaa !46
  %24 = zext <4 x i8> %23 to <4 x i32>, !dbg !43
  %25 = add nuw nsw <4 x i32> %7, %24, !dbg !60
  %26 = mul nuw nsw <4 x i32> %24, <i32 3, i32 3, i32 3, i32 3>, !dbg !49
  %27 = xor <4 x i32> %26, %8, !dbg !61
  %28 = icmp ult <4 x i32> %10, %24, !dbg !50
  %29 = select <4 x i1> %28, <4 x i32> %24, <4 x i32> %10, !dbg !51
  %30 = icmp ugt <4 x i32> %12, %24, !dbg !52
  %31 = select <4 x i1> %30, <4 x i32> %24, <4 x i32> %12, !dbg !53
  %32 = and <4 x i8> %6, %23, !dbg !62
  %33 = or <4 x i8> %6, %23, !dbg !63
  %34 = or <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>, !dbg !54
  %35 = mul nuw nsw <4 x i32> %34, %13, !dbg !64
  %36 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 4, !dbg !59
  %37 = bitcast i8* %36 to <4 x i8>*, !dbg !55
  %38 = load <4 x i8>, <4 x i8>* %37, align 4, !dbg !55, !tbaa !46
  %39 = sext <4 x i8> %38 to <4 x i32>, !dbg !55
  %40 = icmp slt <4 x i32> %18, %39, !dbg !56
  %41 = select <4 x i1> %40, <4 x i32> %39, <4 x i32> %18, !dbg !55
  %42 = icmp sgt <4 x i32> %20, %39, !dbg !57
  %43 = select <4 x i1> %42, <4 x i32> %39, <4 x i32> %20, !dbg !58
  %44 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 8, !dbg !59
  %45 = bitcast i8* %44 to <4 x i8>*, !dbg !43
  %46 = load <4 x i8>, <4 x i8>* %45, align 8, !dbg !43, !tbaa !46
  %47 = zext <4 x i8> %46 to <4 x i32>, !dbg !43
  %48 = add nuw nsw <4 x i32> %25, %47, !dbg !60
  %49 = mul nuw nsw <4 x i32> %47, <i32 3, i32 3, i32 3, i32 3>, !dbg !49
  %50 = xor <4 x i32> %49, %27, !dbg !61
  %51 = icmp ult <4 x i32> %29, %47, !dbg !50
  %52 = select <4 x i1> %51, <4 x i32> %47, <4 x i32> %29, !dbg !51
  %53 = icmp ugt <4 x i32> %31, %47, !dbg !52
  %54 = select <4 x i1> %53, <4 x i32> %47, <4 x i32> %31, !dbg !53
  %55 = and <4 x i8> %32, %46, !dbg !62
  %56 = or <4 x i8> %33, %46, !dbg !63
  %57 = or <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !54
  %58 = mul nuw nsw <4 x i32> %57, %35, !dbg !64
  %59 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 8, !dbg !59
  %60 = bitcast i8* %59 to <4 x i8>*, !dbg !55
  %61 = load <4 x i8>, <4 x i8>* %60, align 8, !dbg !55, !tbaa !46
  %62 = sext <4 x i8> %61 to <4 x i32>, !dbg !55
  %63 = icmp slt <4 x i32> %41, %62, !dbg !56
  %64 = select <4 x i1> %63, <4 x i32> %62, <4 x i32> %41, !dbg !55
  %65 = icmp sgt <4 x i32> %43, %62, !dbg !57
  %66 = select <4 x i1> %65, <4 x i32> %62, <4 x i32> %43, !dbg !58
  %67 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 12, !dbg !59
  %68 = bitcast i8* %67 to <4 x i8>*, !dbg !43
  %69 = load <4 x i8>, <4 x i8>* %68, align 4, !dbg !43, !tbaa !46
  %70 = zext <4 x i8> %69 to <4 x i32>, !dbg !43
  %71 = add nuw nsw <4 x i32> %48, %70, !dbg !60
  %72 = mul nuw nsw <4 x i32> %70, <i32 3, i32 3, i32 3, i32 3>, !dbg !49
  %73 = xor <4 x i32> %72, %50, !dbg !61
  %74 = icmp ult <4 x i32> %52, %70, !dbg !50
  %75 = select <4 x i1> %74, <4 x i32> %70, <4 x i32> %52, !dbg !51
  %76 = icmp ugt <4 x i32> %54, %70, !dbg !52
  %77 = select <4 x i1> %76, <4 x i32> %70, <4 x i32> %54, !dbg !53
  %78 = and <4 x i8> %55, %69, !dbg !62
  %79 = or <4 x i8> %56, %69, !dbg !63
  %80 = or <4 x i32> %70, <i32 1, i32 1, i32 1, i32 1>, !dbg !54
  %81 = mul nuw <4 x i32> %80, %58, !dbg !64
  %82 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 12, !dbg !59
  %83 = bitcast i8* %82 to <4 x i8>*, !dbg !55
  %84 = load <4 x i8>, <4 x i8>* %83, align 4, !dbg !55, !tbaa !46
  %85 = sext <4 x i8> %84 to <4 x i32>, !dbg !55
  %86 = icmp slt <4 x i32> %64, %85, !dbg !56
  %87 = select <4 x i1> %86, <4 x i32> %85, <4 x i32> %64, !dbg !55
  %88 = icmp sgt <4 x i32> %66, %85, !dbg !57
  %89 = select <4 x i1> %88, <4 x i32> %85, <4 x i32> %66, !dbg !58
  %90 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 16, !dbg !59
  %91 = bitcast i8* %90 to <4 x i8>*, !dbg !43
  %92 = load <4 x i8>, <4 x i8>* %91, align 16, !dbg !43, !tbaa !46
  %93 = zext <4 x i8> %92 to <4 x i32>, !dbg !43
  %94 = add nuw nsw <4 x i32> %71, %93, !dbg !60
  %95 = mul nuw nsw <4 x i32> %93, <i32 3, i32 3, i32 3, i32 3>, !dbg !49
  %96 = xor <4 x i32> %95, %73, !dbg !61
  %97 = icmp ult <4 x i32> %75, %93, !dbg !50
  %98 = select <4 x i1> %97, <4 x i32> %93, <4 x i32> %75, !dbg !51
  %99 = icmp ugt <4 x i32> %77, %93, !dbg !52
  %100 = select <4 x i1> %99, <4 x i32> %93, <4 x i32> %77, !dbg !53
  %101 = and <4 x i8> %78, %92, !dbg !62
  %102 = or <4 x i8> %79, %92, !dbg !63
  %103 = or <4 x i32> %93, <i32 1, i32 1, i32 1, i32 1>, !dbg !54
  %104 = mul <4 x i32> %103, %81, !dbg !64
  %105 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 16, !dbg !59
  %106 = bitcast i8* %105 to <4 x i8>*, !dbg !55
  %107 = load <4 x i8>, <4 x i8>* %106, align 16, !dbg !55, !tbaa !46
  %108 = sext <4 x i8> %107 to <4 x i32>, !dbg !55
  %109 = icmp slt <4 x i32> %87, %108, !dbg !56
  %110 = select <4 x i1> %109, <4 x i32> %108, <4 x i32> %87, !dbg !55
  %111 = icmp sgt <4 x i32> %89, %108, !dbg !57
  %112 = select <4 x i1> %111, <4 x i32> %108, <4 x i32> %89, !dbg !58
  %113 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 20, !dbg !59
  %114 = bitcast i8* %113 to <4 x i8>*, !dbg !43
  %115 = load <4 x i8>, <4 x i8>* %114, align 4, !dbg !43, !tbaa !46
  %116 = zext <4 x i8> %115 to <4 x i32>, !dbg !43
  %117 = add nuw nsw <4 x i32> %94, %116, !dbg !60
  %118 = mul nuw nsw <4 x i32> %116, <i32 3, i32 3, i32 3, i32 3>, !dbg !49
  %119 = xor <4 x i32> %118, %96, !dbg !61
  %120 = icmp ult <4 x i32> %98, %116, !dbg !50
  %121 = select <4 x i1> %120, <4 x i32> %116, <4 x i32> %98, !dbg !51
  %122 = icmp ugt <4 x i32> %100, %116, !dbg !52
  %123 = select <4 x i1> %122, <4 x i32> %116, <4 x i32> %100, !dbg !53
  %124 = and <4 x i8> %101, %115, !dbg !62
  %125 = or <4 x i8> %102, %115, !dbg !63
  %126 = or <4 x i32> %116, <i32 1, i32 1, i32 1, i32 1>, !dbg !54
  %127 = mul <4 x i32> %126, %104, !dbg !64
  %128 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 20, !dbg !59
  %129 = bitcast i8* %128 to <4 x i8>*, !dbg !55
  %130 = load <4 x i8>, <4 x i8>* %129, align 4, !dbg !55, !tbaa !46
  %131 = sext <4 x i8> %130 to <4 x i32>, !dbg !55
  %132 = icmp slt <4 x i32> %110, %131, !dbg !56
  %133 = select <4 x i1> %132, <4 x i32> %131, <4 x i32> %110, !dbg !55
  %134 = icmp sgt <4 x i32> %112, %131, !dbg !57
  %135 = select <4 x i1> %134, <4 x i32> %131, <4 x i32> %112, !dbg !58
  %136 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 24, !dbg !59
  %137 = bitcast i8* %136 to <4 x i8>*, !dbg !43
  %138 = load <4 x i8>, <4 x i8>* %137, align 8, !dbg !43, !tbaa !46
  %139 = zext <4 x i8> %138 to <4 x i32>, !dbg !43
  %140 = add nuw nsw <4 x i32> %117, %139, !dbg !60
  %141 = mul nuw nsw <4 x i32> %139, <i32 3, i32 3, i32 3, i32 3>, !dbg !49
  %142 = xor <4 x i32> %141, %119, !dbg !61
  %143 = icmp ult <4 x i32> %121, %139, !dbg !50
  %144 = select <4 x i1> %143, <4 x i32> %139, <4 x i32> %121, !dbg !51
  %145 = icmp ugt <4 x i32> %123, %139, !dbg !52
  %146 = select <4 x i1> %145, <4 x i32> %139, <4 x i32> %123, !dbg !53
  %147 = and <4 x i8> %124, %138, !dbg !62
  %148 = or <4 x i8> %125, %138, !dbg !63
  %149 = or <4 x i32> %139, <i32 1, i32 1, i32 1, i32 1>, !dbg !54
  %150 = mul <4 x i32> %149, %127, !dbg !64
  %151 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 24, !dbg !59
  %152 = bitcast i8* %151 to <4 x i8>*, !dbg !55
  %153 = load <4 x i8>, <4 x i8>* %152, align 8, !dbg !55, !tbaa !46
  %154 = sext <4 x i8> %153 to <4 x i32>, !dbg !55
  %155 = icmp slt <4 x i32> %133, %154, !dbg !56
  %156 = select <4 x i1> %155, <4 x i32> %154, <4 x i32> %133, !dbg !55
  %157 = icmp sgt <4 x i32> %135, %154, !dbg !57
  %158 = select <4 x i1> %157, <4 x i32> %154, <4 x i32> %135, !dbg !58
  %159 = getelementptr inbounds [32 x i8], [32 x i8]* %1, i64 0, i64 28, !dbg !59
  %160 = bitcast i8* %159 to <4 x i8>*, !dbg !43
  %161 = load <4 x i8>, <4 x i8>* %160, align 4, !dbg !43, !tbaa !46
  %162 = zext <4 x i8> %161 to <4 x i32>, !dbg !43
  %163 = add <4 x i32> %140, %162, !dbg !60
  %164 = mul nuw nsw <4 x i32> %162, <i32 3, i32 3, i32 3, i32 3>, !dbg !49
  %165 = xor <4 x i32> %164, %142, !dbg !61
  %166 = icmp ult <4 x i32> %144, %162, !dbg !50
  %167 = select <4 x i1> %166, <4 x i32> %162, <4 x i32> %144, !dbg !51
  %168 = icmp ugt <4 x i32> %146, %162, !dbg !52
  %169 = select <4 x i1> %168, <4 x i32> %162, <4 x i32> %146, !dbg !53
  %170 = and <4 x i8> %147, %161, !dbg !62
  %171 = zext <4 x i8> %170 to <4 x i32>, !dbg !62
  %172 = or <4 x i8> %148, %161, !dbg !63
  %173 = zext <4 x i8> %172 to <4 x i32>, !dbg !63
  %174 = or <4 x i32> %162, <i32 1, i32 1, i32 1, i32 1>, !dbg !54
  %175 = mul <4 x i32> %174, %150, !dbg !64
  %176 = getelementptr inbounds [32 x i8], [32 x i8]* %2, i64 0, i64 28, !dbg !59
  %177 = bitcast i8* %176 to <4 x i8>*, !dbg !55
  %178 = load <4 x i8>, <4 x i8>* %177, align 4, !dbg !55, !tbaa !46
  %179 = sext <4 x i8> %178 to <4 x i32>, !dbg !55
  %180 = icmp slt <4 x i32> %156, %179, !dbg !56
  %181 = select <4 x i1> %180, <4 x i32> %179, <4 x i32> %156, !dbg !55
  %182 = icmp sgt <4 x i32> %158, %179, !dbg !57
  %183 = select <4 x i1> %182, <4 x i32> %179, <4 x i32> %158, !dbg !58
  %184 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %163), !dbg !65
  %185 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %165), !dbg !65
  %186 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %167), !dbg !65
  %187 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %169), !dbg !65
  %188 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %171), !dbg !65
  %189 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %173), !dbg !65
  %190 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %181), !dbg !65
  %191 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %183), !dbg !65
  %192 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %175), !dbg !65
  %193 = add i32 %185, %184, !dbg !66
  %194 = add i32 %193, %186, !dbg !67
  %195 = add i32 %194, %187, !dbg !68
  %196 = add i32 %195, %188, !dbg !69
  %197 = add i32 %196, %189, !dbg !70
  %198 = add i32 %197, %190, !dbg !71
  %199 = add i32 %198, %191, !dbg !72
  %200 = add i32 %199, %192, !dbg !73
  %201 = urem i32 %200, 200, !dbg !74
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #6, !dbg !75
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %3) #6, !dbg !75
  ret i32 %201, !dbg !76
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !77 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/reduce_o2.c", directory: ".", checksumkind: CSK_MD5, checksum: "24528c689458aa0d0ae95bdfb6ef08a4")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3}
!15 = !{!16, !21, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33}
!16 = !DILocalVariable(name: "buf", scope: !12, file: !1, line: 7, type: !17)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 256, elements: !19)
!18 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !{!20}
!20 = !DISubrange(count: 32)
!21 = !DILocalVariable(name: "sb", scope: !12, file: !1, line: 8, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 256, elements: !19)
!23 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!24 = !DILocalVariable(name: "sum", scope: !12, file: !1, line: 11, type: !4)
!25 = !DILocalVariable(name: "x", scope: !12, file: !1, line: 11, type: !4)
!26 = !DILocalVariable(name: "mx", scope: !12, file: !1, line: 11, type: !4)
!27 = !DILocalVariable(name: "mn", scope: !12, file: !1, line: 11, type: !4)
!28 = !DILocalVariable(name: "an", scope: !12, file: !1, line: 11, type: !4)
!29 = !DILocalVariable(name: "o", scope: !12, file: !1, line: 11, type: !4)
!30 = !DILocalVariable(name: "smax", scope: !12, file: !1, line: 12, type: !3)
!31 = !DILocalVariable(name: "smin", scope: !12, file: !1, line: 12, type: !3)
!32 = !DILocalVariable(name: "prod", scope: !12, file: !1, line: 13, type: !4)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 14, type: !3)
!34 = distinct !DILexicalBlock(scope: !12, file: !1, line: 14, column: 3)
!35 = !DILocation(line: 7, column: 3, scope: !12)
!36 = !DILocation(line: 7, column: 17, scope: !12)
!37 = !DILocation(line: 8, column: 3, scope: !12)
!38 = !DILocation(line: 8, column: 15, scope: !12)
!39 = !DILocation(line: 9, column: 3, scope: !12)
!40 = !DILocation(line: 10, column: 3, scope: !12)
!41 = !DILocation(line: 0, scope: !12)
!42 = !DILocation(line: 0, scope: !34)
!43 = !DILocation(line: 15, column: 12, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 14, column: 32)
!45 = distinct !DILexicalBlock(scope: !34, file: !1, line: 14, column: 3)
!46 = !{!47, !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 16, column: 17, scope: !44)
!50 = !DILocation(line: 17, column: 17, scope: !44)
!51 = !DILocation(line: 17, column: 10, scope: !44)
!52 = !DILocation(line: 18, column: 17, scope: !44)
!53 = !DILocation(line: 18, column: 10, scope: !44)
!54 = !DILocation(line: 21, column: 20, scope: !44)
!55 = !DILocation(line: 22, column: 12, scope: !44)
!56 = !DILocation(line: 22, column: 18, scope: !44)
!57 = !DILocation(line: 23, column: 18, scope: !44)
!58 = !DILocation(line: 23, column: 12, scope: !44)
!59 = !DILocation(line: 14, column: 28, scope: !45)
!60 = !DILocation(line: 15, column: 9, scope: !44)
!61 = !DILocation(line: 16, column: 7, scope: !44)
!62 = !DILocation(line: 19, column: 8, scope: !44)
!63 = !DILocation(line: 20, column: 7, scope: !44)
!64 = !DILocation(line: 21, column: 10, scope: !44)
!65 = !DILocation(line: 14, column: 3, scope: !34)
!66 = !DILocation(line: 25, column: 21, scope: !12)
!67 = !DILocation(line: 25, column: 25, scope: !12)
!68 = !DILocation(line: 25, column: 30, scope: !12)
!69 = !DILocation(line: 25, column: 35, scope: !12)
!70 = !DILocation(line: 25, column: 40, scope: !12)
!71 = !DILocation(line: 25, column: 44, scope: !12)
!72 = !DILocation(line: 25, column: 51, scope: !12)
!73 = !DILocation(line: 25, column: 68, scope: !12)
!74 = !DILocation(line: 25, column: 86, scope: !12)
!75 = !DILocation(line: 26, column: 1, scope: !12)
!76 = !DILocation(line: 25, column: 3, scope: !12)
!77 = !DISubprogram(name: "klee_make_symbolic", scope: !78, file: !78, line: 29, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !88)
!78 = !DIFile(filename: "../runtime/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "eb330d06331ebd256075f4921e865545")
!79 = !DISubroutineType(types: !80)
!80 = !{null, !81, !82, !85}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !83, line: 46, baseType: !84)
!83 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!88 = !{}
