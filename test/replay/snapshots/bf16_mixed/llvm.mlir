module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: !llvm.ptr, %arg27: !llvm.ptr, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: !llvm.ptr, %arg32: !llvm.ptr, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: !llvm.ptr, %arg37: !llvm.ptr, %arg38: i64, %arg39: i64, %arg40: i64, %arg41: i64, %arg42: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 128 : i64, pyc.naive_bytes = 128 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg31, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg32, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg33, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg34, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg35, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg26, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg27, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg28, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg29, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg30, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = llvm.insertvalue %arg19, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg20, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg21, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg22, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg24, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg23, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg25, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = llvm.insertvalue %arg14, %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %arg15, %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %arg16, %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %arg17, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %arg18, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = llvm.insertvalue %arg7, %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg8, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg9, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg10, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg12, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg11, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg13, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = llvm.insertvalue %arg0, %34[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %arg1, %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %arg2, %36[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %arg3, %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %arg5, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %arg4, %39[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.insertvalue %arg6, %40[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.mlir.constant(8 : index) : i64
    %43 = llvm.mlir.constant(2.000000e+00 : bf16) : bf16
    %44 = llvm.mlir.constant(2 : index) : i64
    %45 = llvm.mlir.constant(3 : index) : i64
    %46 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %47 = llvm.mlir.constant(1 : i64) : i64
    %48 = llvm.mlir.constant(0 : i64) : i64
    %49 = llvm.mlir.constant(16 : index) : i64
    %50 = llvm.mlir.constant(1 : index) : i64
    %51 = llvm.mlir.constant(4 : index) : i64
    %52 = llvm.mlir.constant(0 : index) : i64
    %53 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %54 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.insertvalue %54, %53[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.getelementptr %56[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %58 = llvm.insertvalue %57, %55[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.mlir.constant(0 : index) : i64
    %60 = llvm.insertvalue %59, %58[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.mlir.constant(16 : index) : i64
    %62 = llvm.insertvalue %61, %60[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.insertvalue %63, %62[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.mlir.constant(4 : index) : i64
    %66 = llvm.insertvalue %65, %64[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.mlir.constant(16 : index) : i64
    %68 = llvm.insertvalue %67, %66[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.mul %arg41, %51 : i64
    %70 = llvm.udiv %69, %arg42 : i64
    %71 = llvm.intr.umin(%70, %51) : (i64, i64) -> i64
    %72 = llvm.add %arg41, %50 : i64
    %73 = llvm.mul %72, %51 : i64
    %74 = llvm.udiv %73, %arg42 : i64
    %75 = llvm.intr.umin(%74, %51) : (i64, i64) -> i64
    llvm.br ^bb1(%71 : i64)
  ^bb1(%76: i64):  // 2 preds: ^bb0, ^bb5
    %77 = llvm.icmp "slt" %76, %75 : i64
    llvm.cond_br %77, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%52 : i64)
  ^bb3(%78: i64):  // 2 preds: ^bb2, ^bb4
    %79 = llvm.icmp "slt" %78, %49 : i64
    llvm.cond_br %79, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %80 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.mlir.constant(16 : index) : i64
    %82 = llvm.mul %76, %81 overflow<nsw, nuw> : i64
    %83 = llvm.add %82, %78 overflow<nsw, nuw> : i64
    %84 = llvm.getelementptr inbounds|nuw %80[%83] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %85 = llvm.load %84 : !llvm.ptr -> f32
    %86 = llvm.fptrunc %85 : f32 to bf16
    %87 = llvm.extractvalue %68[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %88 = llvm.mlir.constant(16 : index) : i64
    %89 = llvm.mul %76, %88 overflow<nsw, nuw> : i64
    %90 = llvm.add %89, %78 overflow<nsw, nuw> : i64
    %91 = llvm.getelementptr inbounds|nuw %87[%90] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    llvm.store %86, %91 : bf16, !llvm.ptr
    %92 = llvm.add %78, %50 : i64
    llvm.br ^bb3(%92 : i64)
  ^bb5:  // pred: ^bb3
    %93 = llvm.add %76, %50 : i64
    llvm.br ^bb1(%93 : i64)
  ^bb6:  // pred: ^bb1
    %94 = llvm.icmp "ugt" %arg42, %50 : i64
    llvm.cond_br %94, ^bb7, ^bb13
  ^bb7:  // pred: ^bb6
    %95 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %96 = llvm.getelementptr %95[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %97 = llvm.atomicrmw add %96, %48 acq_rel : !llvm.ptr, i64
    %98 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %99 = llvm.getelementptr %98[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %100 = llvm.atomicrmw add %99, %47 acq_rel : !llvm.ptr, i64
    %101 = llvm.add %100, %47 : i64
    %102 = llvm.icmp "eq" %101, %arg42 : i64
    llvm.cond_br %102, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %103 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %104 = llvm.getelementptr %103[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %105 = llvm.atomicrmw xchg %104, %48 acq_rel : !llvm.ptr, i64
    %106 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %107 = llvm.getelementptr %106[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %108 = llvm.atomicrmw add %107, %47 acq_rel : !llvm.ptr, i64
    llvm.br ^bb12
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb9, ^bb10
    %109 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %110 = llvm.getelementptr %109[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %111 = llvm.atomicrmw add %110, %48 acq_rel : !llvm.ptr, i64
    %112 = llvm.icmp "eq" %111, %97 : i64
    llvm.cond_br %112, ^bb10, ^bb11
  ^bb11:  // pred: ^bb10
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb8, ^bb11
    llvm.br ^bb13
  ^bb13:  // 2 preds: ^bb6, ^bb12
    %113 = llvm.mlir.constant(4 : index) : i64
    %114 = llvm.mlir.constant(8 : index) : i64
    %115 = llvm.mlir.constant(1 : index) : i64
    %116 = llvm.mlir.constant(32 : index) : i64
    %117 = llvm.mlir.zero : !llvm.ptr
    %118 = llvm.getelementptr %117[%116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %119 = llvm.ptrtoint %118 : !llvm.ptr to i64
    %120 = llvm.call @malloc(%119) : (i64) -> !llvm.ptr
    %121 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %122 = llvm.insertvalue %120, %121[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %123 = llvm.insertvalue %120, %122[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %124 = llvm.mlir.constant(0 : index) : i64
    %125 = llvm.insertvalue %124, %123[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %126 = llvm.insertvalue %113, %125[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %127 = llvm.insertvalue %114, %126[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %128 = llvm.insertvalue %114, %127[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %129 = llvm.insertvalue %115, %128[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %130 = llvm.udiv %arg41, %arg42 : i64
    %131 = llvm.mul %130, %51 : i64
    %132 = llvm.intr.umin(%131, %51) : (i64, i64) -> i64
    %133 = llvm.udiv %72, %arg42 : i64
    %134 = llvm.mul %133, %51 : i64
    %135 = llvm.intr.umin(%134, %51) : (i64, i64) -> i64
    llvm.br ^bb14(%132 : i64)
  ^bb14(%136: i64):  // 2 preds: ^bb13, ^bb27
    %137 = llvm.icmp "slt" %136, %135 : i64
    llvm.cond_br %137, ^bb15, ^bb28
  ^bb15:  // pred: ^bb14
    %138 = llvm.intr.umin(%136, %45) : (i64, i64) -> i64
    %139 = llvm.add %136, %50 : i64
    %140 = llvm.intr.umin(%139, %45) : (i64, i64) -> i64
    %141 = llvm.add %136, %44 : i64
    %142 = llvm.intr.umin(%141, %45) : (i64, i64) -> i64
    %143 = llvm.add %136, %45 : i64
    %144 = llvm.intr.umin(%143, %45) : (i64, i64) -> i64
    llvm.br ^bb16(%52 : i64)
  ^bb16(%145: i64):  // 2 preds: ^bb15, ^bb20
    %146 = llvm.icmp "slt" %145, %42 : i64
    llvm.cond_br %146, ^bb17, ^bb21
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%52, %46, %46, %46, %46 : i64, f32, f32, f32, f32)
  ^bb18(%147: i64, %148: f32, %149: f32, %150: f32, %151: f32):  // 2 preds: ^bb17, ^bb19
    %152 = llvm.icmp "slt" %147, %49 : i64
    llvm.cond_br %152, ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    %153 = llvm.extractvalue %68[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %154 = llvm.mlir.constant(16 : index) : i64
    %155 = llvm.mul %138, %154 overflow<nsw, nuw> : i64
    %156 = llvm.add %155, %147 overflow<nsw, nuw> : i64
    %157 = llvm.getelementptr inbounds|nuw %153[%156] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %158 = llvm.load %157 : !llvm.ptr -> bf16
    %159 = llvm.fpext %158 : bf16 to f32
    %160 = llvm.extractvalue %68[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %161 = llvm.mlir.constant(16 : index) : i64
    %162 = llvm.mul %140, %161 overflow<nsw, nuw> : i64
    %163 = llvm.add %162, %147 overflow<nsw, nuw> : i64
    %164 = llvm.getelementptr inbounds|nuw %160[%163] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %165 = llvm.load %164 : !llvm.ptr -> bf16
    %166 = llvm.fpext %165 : bf16 to f32
    %167 = llvm.extractvalue %68[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %168 = llvm.mlir.constant(16 : index) : i64
    %169 = llvm.mul %142, %168 overflow<nsw, nuw> : i64
    %170 = llvm.add %169, %147 overflow<nsw, nuw> : i64
    %171 = llvm.getelementptr inbounds|nuw %167[%170] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %172 = llvm.load %171 : !llvm.ptr -> bf16
    %173 = llvm.fpext %172 : bf16 to f32
    %174 = llvm.extractvalue %68[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %175 = llvm.mlir.constant(16 : index) : i64
    %176 = llvm.mul %144, %175 overflow<nsw, nuw> : i64
    %177 = llvm.add %176, %147 overflow<nsw, nuw> : i64
    %178 = llvm.getelementptr inbounds|nuw %174[%177] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %179 = llvm.load %178 : !llvm.ptr -> bf16
    %180 = llvm.fpext %179 : bf16 to f32
    %181 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %182 = llvm.mlir.constant(8 : index) : i64
    %183 = llvm.mul %147, %182 overflow<nsw, nuw> : i64
    %184 = llvm.add %183, %145 overflow<nsw, nuw> : i64
    %185 = llvm.getelementptr inbounds|nuw %181[%184] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %186 = llvm.load %185 : !llvm.ptr -> bf16
    %187 = llvm.fpext %186 : bf16 to f32
    %188 = llvm.fmul %159, %187 : f32
    %189 = llvm.fadd %188, %148 : f32
    %190 = llvm.fmul %166, %187 : f32
    %191 = llvm.fadd %190, %149 : f32
    %192 = llvm.fmul %173, %187 : f32
    %193 = llvm.fadd %192, %150 : f32
    %194 = llvm.fmul %180, %187 : f32
    %195 = llvm.fadd %194, %151 : f32
    %196 = llvm.add %147, %50 : i64
    llvm.br ^bb18(%196, %189, %191, %193, %195 : i64, f32, f32, f32, f32)
  ^bb20:  // pred: ^bb18
    %197 = llvm.extractvalue %129[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %198 = llvm.mlir.constant(8 : index) : i64
    %199 = llvm.mul %52, %198 overflow<nsw, nuw> : i64
    %200 = llvm.add %199, %145 overflow<nsw, nuw> : i64
    %201 = llvm.getelementptr inbounds|nuw %197[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %148, %201 : f32, !llvm.ptr
    %202 = llvm.extractvalue %129[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %203 = llvm.mlir.constant(8 : index) : i64
    %204 = llvm.mul %50, %203 overflow<nsw, nuw> : i64
    %205 = llvm.add %204, %145 overflow<nsw, nuw> : i64
    %206 = llvm.getelementptr inbounds|nuw %202[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %149, %206 : f32, !llvm.ptr
    %207 = llvm.extractvalue %129[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %208 = llvm.mlir.constant(8 : index) : i64
    %209 = llvm.mul %44, %208 overflow<nsw, nuw> : i64
    %210 = llvm.add %209, %145 overflow<nsw, nuw> : i64
    %211 = llvm.getelementptr inbounds|nuw %207[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %150, %211 : f32, !llvm.ptr
    %212 = llvm.extractvalue %129[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %213 = llvm.mlir.constant(8 : index) : i64
    %214 = llvm.mul %45, %213 overflow<nsw, nuw> : i64
    %215 = llvm.add %214, %145 overflow<nsw, nuw> : i64
    %216 = llvm.getelementptr inbounds|nuw %212[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %151, %216 : f32, !llvm.ptr
    %217 = llvm.add %145, %50 : i64
    llvm.br ^bb16(%217 : i64)
  ^bb21:  // pred: ^bb16
    %218 = llvm.sub %51, %136 : i64
    %219 = llvm.intr.umin(%218, %51) : (i64, i64) -> i64
    llvm.br ^bb22(%52 : i64)
  ^bb22(%220: i64):  // 2 preds: ^bb21, ^bb26
    %221 = llvm.icmp "slt" %220, %219 : i64
    llvm.cond_br %221, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    %222 = llvm.add %136, %220 : i64
    llvm.br ^bb24(%52 : i64)
  ^bb24(%223: i64):  // 2 preds: ^bb23, ^bb25
    %224 = llvm.icmp "slt" %223, %42 : i64
    llvm.cond_br %224, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %225 = llvm.extractvalue %129[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %226 = llvm.mlir.constant(8 : index) : i64
    %227 = llvm.mul %220, %226 overflow<nsw, nuw> : i64
    %228 = llvm.add %227, %223 overflow<nsw, nuw> : i64
    %229 = llvm.getelementptr inbounds|nuw %225[%228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %230 = llvm.load %229 : !llvm.ptr -> f32
    %231 = llvm.fptrunc %230 : f32 to bf16
    %232 = llvm.fpext %231 : bf16 to f32
    %233 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %234 = llvm.getelementptr inbounds|nuw %233[%223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %235 = llvm.load %234 : !llvm.ptr -> f32
    %236 = llvm.fadd %232, %235 : f32
    %237 = llvm.fptrunc %236 : f32 to bf16
    %238 = llvm.fmul %237, %43 : bf16
    %239 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %240 = llvm.mlir.constant(8 : index) : i64
    %241 = llvm.mul %222, %240 overflow<nsw, nuw> : i64
    %242 = llvm.add %241, %223 overflow<nsw, nuw> : i64
    %243 = llvm.getelementptr inbounds|nuw %239[%242] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    llvm.store %238, %243 : bf16, !llvm.ptr
    %244 = llvm.add %223, %50 : i64
    llvm.br ^bb24(%244 : i64)
  ^bb26:  // pred: ^bb24
    %245 = llvm.add %220, %50 : i64
    llvm.br ^bb22(%245 : i64)
  ^bb27:  // pred: ^bb22
    %246 = llvm.add %136, %51 : i64
    llvm.br ^bb14(%246 : i64)
  ^bb28:  // pred: ^bb14
    %247 = llvm.extractvalue %129[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%247) : (!llvm.ptr) -> ()
    llvm.cond_br %94, ^bb29, ^bb35
  ^bb29:  // pred: ^bb28
    %248 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %249 = llvm.getelementptr %248[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %250 = llvm.atomicrmw add %249, %48 acq_rel : !llvm.ptr, i64
    %251 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %252 = llvm.getelementptr %251[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %253 = llvm.atomicrmw add %252, %47 acq_rel : !llvm.ptr, i64
    %254 = llvm.add %253, %47 : i64
    %255 = llvm.icmp "eq" %254, %arg42 : i64
    llvm.cond_br %255, ^bb30, ^bb31
  ^bb30:  // pred: ^bb29
    %256 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %257 = llvm.getelementptr %256[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %258 = llvm.atomicrmw xchg %257, %48 acq_rel : !llvm.ptr, i64
    %259 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %260 = llvm.getelementptr %259[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %261 = llvm.atomicrmw add %260, %47 acq_rel : !llvm.ptr, i64
    llvm.br ^bb34
  ^bb31:  // pred: ^bb29
    llvm.br ^bb32
  ^bb32:  // 2 preds: ^bb31, ^bb32
    %262 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %263 = llvm.getelementptr %262[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %264 = llvm.atomicrmw add %263, %48 acq_rel : !llvm.ptr, i64
    %265 = llvm.icmp "eq" %264, %250 : i64
    llvm.cond_br %265, ^bb32, ^bb33
  ^bb33:  // pred: ^bb32
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb30, ^bb33
    llvm.br ^bb35
  ^bb35:  // 2 preds: ^bb28, ^bb34
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 128 : i64, pyc.naive_bytes = 128 : i64} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.extractvalue %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.extractvalue %8[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.extractvalue %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.extractvalue %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.extractvalue %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.extractvalue %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.extractvalue %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.load %arg4 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.load %arg5 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.extractvalue %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.extractvalue %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.extractvalue %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.load %arg6 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = llvm.extractvalue %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.extractvalue %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.extractvalue %42[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.extractvalue %42[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.extractvalue %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14, %15, %17, %18, %19, %20, %21, %23, %24, %25, %26, %27, %28, %29, %31, %32, %33, %34, %35, %37, %38, %39, %40, %41, %43, %44, %45, %46, %47, %arg7, %arg8) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
