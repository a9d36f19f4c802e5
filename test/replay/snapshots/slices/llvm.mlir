module {
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr, %arg22: !llvm.ptr, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64, %arg28: !llvm.ptr, %arg29: !llvm.ptr, %arg30: i64, %arg31: i64, %arg32: i64, %arg33: i64, %arg34: i64, %arg35: !llvm.ptr, %arg36: !llvm.ptr, %arg37: i64, %arg38: i64, %arg39: i64, %arg40: !llvm.ptr, %arg41: !llvm.ptr, %arg42: i64, %arg43: i64, %arg44: i64, %arg45: !llvm.ptr, %arg46: !llvm.ptr, %arg47: i64, %arg48: i64, %arg49: i64, %arg50: i64, %arg51: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 64 : i64, pyc.naive_bytes = 64 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg40, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg41, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg42, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg43, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg44, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg35, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg36, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg37, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg38, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg39, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = llvm.insertvalue %arg28, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg29, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg30, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg31, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg33, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg32, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg34, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = llvm.insertvalue %arg21, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg22, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg23, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg24, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg26, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %arg25, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg27, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = llvm.insertvalue %arg14, %28[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg15, %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg16, %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg17, %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg19, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %arg18, %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %arg20, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = llvm.insertvalue %arg7, %36[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %arg8, %37[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %arg9, %38[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %arg10, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.insertvalue %arg12, %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.insertvalue %arg11, %41[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.insertvalue %arg13, %42[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = llvm.insertvalue %arg0, %44[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.insertvalue %arg1, %45[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.insertvalue %arg2, %46[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.insertvalue %arg3, %47[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.insertvalue %arg5, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %arg4, %49[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.insertvalue %arg6, %50[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %53 = llvm.mlir.constant(9 : index) : i64
    %54 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %55 = llvm.mlir.constant(3 : index) : i64
    %56 = llvm.mlir.constant(5 : index) : i64
    %57 = llvm.mlir.constant(1 : i64) : i64
    %58 = llvm.mlir.constant(0 : i64) : i64
    %59 = llvm.mlir.constant(6 : index) : i64
    %60 = llvm.mlir.constant(1 : index) : i64
    %61 = llvm.mlir.constant(2 : index) : i64
    %62 = llvm.mlir.constant(0 : index) : i64
    %63 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %64 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.insertvalue %64, %63[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.getelementptr %66[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %68 = llvm.insertvalue %67, %65[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.mlir.constant(0 : index) : i64
    %70 = llvm.insertvalue %69, %68[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.mlir.constant(6 : index) : i64
    %72 = llvm.insertvalue %71, %70[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.insertvalue %73, %72[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.mlir.constant(2 : index) : i64
    %76 = llvm.insertvalue %75, %74[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.mlir.constant(6 : index) : i64
    %78 = llvm.insertvalue %77, %76[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %79 = llvm.mul %arg50, %61 : i64
    %80 = llvm.udiv %79, %arg51 : i64
    %81 = llvm.intr.umin(%80, %61) : (i64, i64) -> i64
    %82 = llvm.add %arg50, %60 : i64
    %83 = llvm.mul %82, %61 : i64
    %84 = llvm.udiv %83, %arg51 : i64
    %85 = llvm.intr.umin(%84, %61) : (i64, i64) -> i64
    llvm.br ^bb1(%81 : i64)
  ^bb1(%86: i64):  // 2 preds: ^bb0, ^bb5
    %87 = llvm.icmp "slt" %86, %85 : i64
    llvm.cond_br %87, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%62 : i64)
  ^bb3(%88: i64):  // 2 preds: ^bb2, ^bb4
    %89 = llvm.icmp "slt" %88, %59 : i64
    llvm.cond_br %89, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %90 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %91 = llvm.mlir.constant(6 : index) : i64
    %92 = llvm.mul %86, %91 overflow<nsw, nuw> : i64
    %93 = llvm.add %92, %88 overflow<nsw, nuw> : i64
    %94 = llvm.getelementptr inbounds|nuw %90[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %95 = llvm.load %94 : !llvm.ptr -> f32
    %96 = llvm.extractvalue %78[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %97 = llvm.mlir.constant(6 : index) : i64
    %98 = llvm.mul %86, %97 overflow<nsw, nuw> : i64
    %99 = llvm.add %98, %88 overflow<nsw, nuw> : i64
    %100 = llvm.getelementptr inbounds|nuw %96[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %95, %100 : f32, !llvm.ptr
    %101 = llvm.add %88, %60 : i64
    llvm.br ^bb3(%101 : i64)
  ^bb5:  // pred: ^bb3
    %102 = llvm.add %86, %60 : i64
    llvm.br ^bb1(%102 : i64)
  ^bb6:  // pred: ^bb1
    %103 = llvm.icmp "ugt" %arg51, %60 : i64
    llvm.cond_br %103, ^bb7, ^bb13
  ^bb7:  // pred: ^bb6
    %104 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %105 = llvm.getelementptr %104[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %106 = llvm.atomicrmw add %105, %58 acq_rel : !llvm.ptr, i64
    %107 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %108 = llvm.getelementptr %107[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %109 = llvm.atomicrmw add %108, %57 acq_rel : !llvm.ptr, i64
    %110 = llvm.add %109, %57 : i64
    %111 = llvm.icmp "eq" %110, %arg51 : i64
    llvm.cond_br %111, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %112 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %113 = llvm.getelementptr %112[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %114 = llvm.atomicrmw xchg %113, %58 acq_rel : !llvm.ptr, i64
    %115 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %116 = llvm.getelementptr %115[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %117 = llvm.atomicrmw add %116, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb12
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb9, ^bb10
    %118 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %119 = llvm.getelementptr %118[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %120 = llvm.atomicrmw add %119, %58 acq_rel : !llvm.ptr, i64
    %121 = llvm.icmp "eq" %120, %106 : i64
    llvm.cond_br %121, ^bb10, ^bb11
  ^bb11:  // pred: ^bb10
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb8, ^bb11
    llvm.br ^bb13
  ^bb13:  // 2 preds: ^bb6, ^bb12
    %122 = llvm.mul %arg50, %56 : i64
    %123 = llvm.udiv %122, %arg51 : i64
    %124 = llvm.intr.umin(%123, %56) : (i64, i64) -> i64
    %125 = llvm.mul %82, %56 : i64
    %126 = llvm.udiv %125, %arg51 : i64
    %127 = llvm.intr.umin(%126, %56) : (i64, i64) -> i64
    llvm.br ^bb14(%124 : i64)
  ^bb14(%128: i64):  // 2 preds: ^bb13, ^bb18
    %129 = llvm.icmp "slt" %128, %127 : i64
    llvm.cond_br %129, ^bb15, ^bb19
  ^bb15:  // pred: ^bb14
    llvm.br ^bb16(%62 : i64)
  ^bb16(%130: i64):  // 2 preds: ^bb15, ^bb17
    %131 = llvm.icmp "slt" %130, %59 : i64
    llvm.cond_br %131, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %132 = llvm.intr.umin(%128, %61) : (i64, i64) -> i64
    %133 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %134 = llvm.mlir.constant(6 : index) : i64
    %135 = llvm.mul %132, %134 overflow<nsw, nuw> : i64
    %136 = llvm.add %135, %130 overflow<nsw, nuw> : i64
    %137 = llvm.getelementptr inbounds|nuw %133[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %138 = llvm.load %137 : !llvm.ptr -> f32
    %139 = llvm.sub %128, %55 : i64
    %140 = llvm.intr.umin(%139, %60) : (i64, i64) -> i64
    %141 = llvm.extractvalue %78[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.mlir.constant(6 : index) : i64
    %143 = llvm.mul %140, %142 overflow<nsw, nuw> : i64
    %144 = llvm.add %143, %130 overflow<nsw, nuw> : i64
    %145 = llvm.getelementptr inbounds|nuw %141[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %146 = llvm.load %145 : !llvm.ptr -> f32
    %147 = llvm.icmp "ult" %128, %55 : i64
    %148 = llvm.select %147, %138, %146 : i1, f32
    %149 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %150 = llvm.mlir.constant(6 : index) : i64
    %151 = llvm.mul %128, %150 overflow<nsw, nuw> : i64
    %152 = llvm.add %151, %130 overflow<nsw, nuw> : i64
    %153 = llvm.getelementptr inbounds|nuw %149[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %148, %153 : f32, !llvm.ptr
    %154 = llvm.add %130, %60 : i64
    llvm.br ^bb16(%154 : i64)
  ^bb18:  // pred: ^bb16
    %155 = llvm.add %128, %60 : i64
    llvm.br ^bb14(%155 : i64)
  ^bb19:  // pred: ^bb14
    llvm.cond_br %103, ^bb20, ^bb26
  ^bb20:  // pred: ^bb19
    %156 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %157 = llvm.getelementptr %156[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %158 = llvm.atomicrmw add %157, %58 acq_rel : !llvm.ptr, i64
    %159 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %160 = llvm.getelementptr %159[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %161 = llvm.atomicrmw add %160, %57 acq_rel : !llvm.ptr, i64
    %162 = llvm.add %161, %57 : i64
    %163 = llvm.icmp "eq" %162, %arg51 : i64
    llvm.cond_br %163, ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    %164 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %165 = llvm.getelementptr %164[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %166 = llvm.atomicrmw xchg %165, %58 acq_rel : !llvm.ptr, i64
    %167 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %168 = llvm.getelementptr %167[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %169 = llvm.atomicrmw add %168, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb25
  ^bb22:  // pred: ^bb20
    llvm.br ^bb23
  ^bb23:  // 2 preds: ^bb22, ^bb23
    %170 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %171 = llvm.getelementptr %170[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %172 = llvm.atomicrmw add %171, %58 acq_rel : !llvm.ptr, i64
    %173 = llvm.icmp "eq" %172, %158 : i64
    llvm.cond_br %173, ^bb23, ^bb24
  ^bb24:  // pred: ^bb23
    llvm.br ^bb25
  ^bb25:  // 2 preds: ^bb21, ^bb24
    llvm.br ^bb26
  ^bb26:  // 2 preds: ^bb19, ^bb25
    %174 = llvm.mul %arg50, %55 : i64
    %175 = llvm.udiv %174, %arg51 : i64
    %176 = llvm.intr.umin(%175, %55) : (i64, i64) -> i64
    %177 = llvm.mul %82, %55 : i64
    %178 = llvm.udiv %177, %arg51 : i64
    %179 = llvm.intr.umin(%178, %55) : (i64, i64) -> i64
    llvm.br ^bb27(%176 : i64)
  ^bb27(%180: i64):  // 2 preds: ^bb26, ^bb31
    %181 = llvm.icmp "slt" %180, %179 : i64
    llvm.cond_br %181, ^bb28, ^bb32
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%62 : i64)
  ^bb29(%182: i64):  // 2 preds: ^bb28, ^bb30
    %183 = llvm.icmp "slt" %182, %55 : i64
    llvm.cond_br %183, ^bb30, ^bb31
  ^bb30:  // pred: ^bb29
    %184 = llvm.mul %182, %61 : i64
    %185 = llvm.add %180, %60 : i64
    %186 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %187 = llvm.mlir.constant(6 : index) : i64
    %188 = llvm.mul %185, %187 overflow<nsw, nuw> : i64
    %189 = llvm.add %188, %184 overflow<nsw, nuw> : i64
    %190 = llvm.getelementptr inbounds|nuw %186[%189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %191 = llvm.load %190 : !llvm.ptr -> f32
    %192 = llvm.fmul %191, %54 : f32
    %193 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %194 = llvm.mlir.constant(3 : index) : i64
    %195 = llvm.mul %180, %194 overflow<nsw, nuw> : i64
    %196 = llvm.add %195, %182 overflow<nsw, nuw> : i64
    %197 = llvm.getelementptr inbounds|nuw %193[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %192, %197 : f32, !llvm.ptr
    %198 = llvm.add %182, %60 : i64
    llvm.br ^bb29(%198 : i64)
  ^bb31:  // pred: ^bb29
    %199 = llvm.add %180, %60 : i64
    llvm.br ^bb27(%199 : i64)
  ^bb32:  // pred: ^bb27
    llvm.cond_br %103, ^bb33, ^bb39
  ^bb33:  // pred: ^bb32
    %200 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %201 = llvm.getelementptr %200[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %202 = llvm.atomicrmw add %201, %58 acq_rel : !llvm.ptr, i64
    %203 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %204 = llvm.getelementptr %203[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %205 = llvm.atomicrmw add %204, %57 acq_rel : !llvm.ptr, i64
    %206 = llvm.add %205, %57 : i64
    %207 = llvm.icmp "eq" %206, %arg51 : i64
    llvm.cond_br %207, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %208 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %209 = llvm.getelementptr %208[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %210 = llvm.atomicrmw xchg %209, %58 acq_rel : !llvm.ptr, i64
    %211 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %212 = llvm.getelementptr %211[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %213 = llvm.atomicrmw add %212, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb38
  ^bb35:  // pred: ^bb33
    llvm.br ^bb36
  ^bb36:  // 2 preds: ^bb35, ^bb36
    %214 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %215 = llvm.getelementptr %214[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %216 = llvm.atomicrmw add %215, %58 acq_rel : !llvm.ptr, i64
    %217 = llvm.icmp "eq" %216, %202 : i64
    llvm.cond_br %217, ^bb36, ^bb37
  ^bb37:  // pred: ^bb36
    llvm.br ^bb38
  ^bb38:  // 2 preds: ^bb34, ^bb37
    llvm.br ^bb39
  ^bb39:  // 2 preds: ^bb32, ^bb38
    llvm.br ^bb40(%176 : i64)
  ^bb40(%218: i64):  // 2 preds: ^bb39, ^bb44
    %219 = llvm.icmp "slt" %218, %179 : i64
    llvm.cond_br %219, ^bb41, ^bb45
  ^bb41:  // pred: ^bb40
    llvm.br ^bb42(%62 : i64)
  ^bb42(%220: i64):  // 2 preds: ^bb41, ^bb43
    %221 = llvm.icmp "slt" %220, %53 : i64
    llvm.cond_br %221, ^bb43, ^bb44
  ^bb43:  // pred: ^bb42
    %222 = llvm.icmp "ult" %218, %55 : i64
    %223 = llvm.intr.umin(%218, %61) : (i64, i64) -> i64
    %224 = llvm.sub %220, %60 : i64
    %225 = llvm.icmp "ult" %224, %59 : i64
    %226 = llvm.and %222, %225 : i1
    %227 = llvm.intr.umin(%224, %56) : (i64, i64) -> i64
    %228 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %229 = llvm.mlir.constant(6 : index) : i64
    %230 = llvm.mul %223, %229 overflow<nsw, nuw> : i64
    %231 = llvm.add %230, %227 overflow<nsw, nuw> : i64
    %232 = llvm.getelementptr inbounds|nuw %228[%231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %233 = llvm.load %232 : !llvm.ptr -> f32
    %234 = llvm.select %226, %233, %52 : i1, f32
    %235 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %236 = llvm.mlir.constant(9 : index) : i64
    %237 = llvm.mul %218, %236 overflow<nsw, nuw> : i64
    %238 = llvm.add %237, %220 overflow<nsw, nuw> : i64
    %239 = llvm.getelementptr inbounds|nuw %235[%238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %234, %239 : f32, !llvm.ptr
    %240 = llvm.add %220, %60 : i64
    llvm.br ^bb42(%240 : i64)
  ^bb44:  // pred: ^bb42
    %241 = llvm.add %218, %60 : i64
    llvm.br ^bb40(%241 : i64)
  ^bb45:  // pred: ^bb40
    llvm.cond_br %103, ^bb46, ^bb52
  ^bb46:  // pred: ^bb45
    %242 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %243 = llvm.getelementptr %242[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %244 = llvm.atomicrmw add %243, %58 acq_rel : !llvm.ptr, i64
    %245 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %246 = llvm.getelementptr %245[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %247 = llvm.atomicrmw add %246, %57 acq_rel : !llvm.ptr, i64
    %248 = llvm.add %247, %57 : i64
    %249 = llvm.icmp "eq" %248, %arg51 : i64
    llvm.cond_br %249, ^bb47, ^bb48
  ^bb47:  // pred: ^bb46
    %250 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %251 = llvm.getelementptr %250[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %252 = llvm.atomicrmw xchg %251, %58 acq_rel : !llvm.ptr, i64
    %253 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %254 = llvm.getelementptr %253[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %255 = llvm.atomicrmw add %254, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb51
  ^bb48:  // pred: ^bb46
    llvm.br ^bb49
  ^bb49:  // 2 preds: ^bb48, ^bb49
    %256 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %257 = llvm.getelementptr %256[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %258 = llvm.atomicrmw add %257, %58 acq_rel : !llvm.ptr, i64
    %259 = llvm.icmp "eq" %258, %244 : i64
    llvm.cond_br %259, ^bb49, ^bb50
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51
  ^bb51:  // 2 preds: ^bb47, ^bb50
    llvm.br ^bb52
  ^bb52:  // 2 preds: ^bb45, ^bb51
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 64 : i64, pyc.naive_bytes = 64 : i64} {
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
    %16 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.extractvalue %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.extractvalue %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %25 = llvm.extractvalue %24[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.extractvalue %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.extractvalue %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.extractvalue %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.extractvalue %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.extractvalue %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.load %arg4 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = llvm.extractvalue %32[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.extractvalue %32[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.extractvalue %32[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.extractvalue %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.extractvalue %32[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.extractvalue %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.extractvalue %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.load %arg5 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %41 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.extractvalue %40[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.extractvalue %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.extractvalue %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.load %arg6 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = llvm.extractvalue %46[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.extractvalue %46[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.extractvalue %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.extractvalue %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.load %arg7 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %53 = llvm.extractvalue %52[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.extractvalue %52[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.extractvalue %52[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.extractvalue %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.extractvalue %52[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14, %15, %17, %18, %19, %20, %21, %22, %23, %25, %26, %27, %28, %29, %30, %31, %33, %34, %35, %36, %37, %38, %39, %41, %42, %43, %44, %45, %47, %48, %49, %50, %51, %53, %54, %55, %56, %57, %arg8, %arg9) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
