#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave>
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
    %52 = llvm.mlir.constant(5 : index) : i64
    %53 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %54 = llvm.mlir.constant(9 : index) : i64
    %55 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %56 = llvm.mlir.constant(3 : index) : i64
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
    llvm.br ^bb3(%101 : i64) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    %102 = llvm.add %86, %60 : i64
    llvm.br ^bb1(%102 : i64)
  ^bb6:  // pred: ^bb1
    %103 = llvm.icmp "ugt" %arg51, %60 : i64
    llvm.cond_br %103, ^bb7, ^bb14
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
    llvm.br ^bb13
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb9, ^bb11
    %118 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %119 = llvm.getelementptr %118[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %120 = llvm.atomicrmw add %119, %58 acq_rel : !llvm.ptr, i64
    %121 = llvm.icmp "eq" %120, %106 : i64
    llvm.cond_br %121, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb10
  ^bb12:  // pred: ^bb10
    llvm.br ^bb13
  ^bb13:  // 2 preds: ^bb8, ^bb12
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb6, ^bb13
    %122 = llvm.mul %arg50, %56 : i64
    %123 = llvm.udiv %122, %arg51 : i64
    %124 = llvm.intr.umin(%123, %56) : (i64, i64) -> i64
    %125 = llvm.mul %82, %56 : i64
    %126 = llvm.udiv %125, %arg51 : i64
    %127 = llvm.intr.umin(%126, %56) : (i64, i64) -> i64
    llvm.br ^bb15(%124 : i64)
  ^bb15(%128: i64):  // 2 preds: ^bb14, ^bb19
    %129 = llvm.icmp "slt" %128, %127 : i64
    llvm.cond_br %129, ^bb16, ^bb20
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%62 : i64)
  ^bb17(%130: i64):  // 2 preds: ^bb16, ^bb18
    %131 = llvm.icmp "slt" %130, %59 : i64
    llvm.cond_br %131, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    %132 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %133 = llvm.mlir.constant(6 : index) : i64
    %134 = llvm.mul %128, %133 overflow<nsw, nuw> : i64
    %135 = llvm.add %134, %130 overflow<nsw, nuw> : i64
    %136 = llvm.getelementptr inbounds|nuw %132[%135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %137 = llvm.load %136 : !llvm.ptr -> f32
    %138 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %139 = llvm.mlir.constant(6 : index) : i64
    %140 = llvm.mul %128, %139 overflow<nsw, nuw> : i64
    %141 = llvm.add %140, %130 overflow<nsw, nuw> : i64
    %142 = llvm.getelementptr inbounds|nuw %138[%141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %137, %142 : f32, !llvm.ptr
    %143 = llvm.add %130, %60 : i64
    llvm.br ^bb17(%143 : i64)
  ^bb19:  // pred: ^bb17
    %144 = llvm.add %128, %60 : i64
    llvm.br ^bb15(%144 : i64)
  ^bb20:  // pred: ^bb15
    llvm.br ^bb21(%81 : i64)
  ^bb21(%145: i64):  // 2 preds: ^bb20, ^bb25
    %146 = llvm.icmp "slt" %145, %85 : i64
    llvm.cond_br %146, ^bb22, ^bb26
  ^bb22:  // pred: ^bb21
    llvm.br ^bb23(%62 : i64)
  ^bb23(%147: i64):  // 2 preds: ^bb22, ^bb24
    %148 = llvm.icmp "slt" %147, %59 : i64
    llvm.cond_br %148, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %149 = llvm.add %145, %56 : i64
    %150 = llvm.extractvalue %78[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %151 = llvm.mlir.constant(6 : index) : i64
    %152 = llvm.mul %145, %151 overflow<nsw, nuw> : i64
    %153 = llvm.add %152, %147 overflow<nsw, nuw> : i64
    %154 = llvm.getelementptr inbounds|nuw %150[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %155 = llvm.load %154 : !llvm.ptr -> f32
    %156 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %157 = llvm.mlir.constant(6 : index) : i64
    %158 = llvm.mul %149, %157 overflow<nsw, nuw> : i64
    %159 = llvm.add %158, %147 overflow<nsw, nuw> : i64
    %160 = llvm.getelementptr inbounds|nuw %156[%159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %155, %160 : f32, !llvm.ptr
    %161 = llvm.add %147, %60 : i64
    llvm.br ^bb23(%161 : i64)
  ^bb25:  // pred: ^bb23
    %162 = llvm.add %145, %60 : i64
    llvm.br ^bb21(%162 : i64)
  ^bb26:  // pred: ^bb21
    llvm.cond_br %103, ^bb27, ^bb34
  ^bb27:  // pred: ^bb26
    %163 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %164 = llvm.getelementptr %163[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %165 = llvm.atomicrmw add %164, %58 acq_rel : !llvm.ptr, i64
    %166 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %167 = llvm.getelementptr %166[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %168 = llvm.atomicrmw add %167, %57 acq_rel : !llvm.ptr, i64
    %169 = llvm.add %168, %57 : i64
    %170 = llvm.icmp "eq" %169, %arg51 : i64
    llvm.cond_br %170, ^bb28, ^bb29
  ^bb28:  // pred: ^bb27
    %171 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %172 = llvm.getelementptr %171[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %173 = llvm.atomicrmw xchg %172, %58 acq_rel : !llvm.ptr, i64
    %174 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %175 = llvm.getelementptr %174[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %176 = llvm.atomicrmw add %175, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb33
  ^bb29:  // pred: ^bb27
    llvm.br ^bb30
  ^bb30:  // 2 preds: ^bb29, ^bb31
    %177 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %178 = llvm.getelementptr %177[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %179 = llvm.atomicrmw add %178, %58 acq_rel : !llvm.ptr, i64
    %180 = llvm.icmp "eq" %179, %165 : i64
    llvm.cond_br %180, ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb30
  ^bb32:  // pred: ^bb30
    llvm.br ^bb33
  ^bb33:  // 2 preds: ^bb28, ^bb32
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb26, ^bb33
    llvm.br ^bb35(%124 : i64)
  ^bb35(%181: i64):  // 2 preds: ^bb34, ^bb39
    %182 = llvm.icmp "slt" %181, %127 : i64
    llvm.cond_br %182, ^bb36, ^bb40
  ^bb36:  // pred: ^bb35
    llvm.br ^bb37(%62 : i64)
  ^bb37(%183: i64):  // 2 preds: ^bb36, ^bb38
    %184 = llvm.icmp "slt" %183, %56 : i64
    llvm.cond_br %184, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    %185 = llvm.mul %183, %61 : i64
    %186 = llvm.add %181, %60 : i64
    %187 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %188 = llvm.mlir.constant(6 : index) : i64
    %189 = llvm.mul %186, %188 overflow<nsw, nuw> : i64
    %190 = llvm.add %189, %185 overflow<nsw, nuw> : i64
    %191 = llvm.getelementptr inbounds|nuw %187[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %192 = llvm.load %191 : !llvm.ptr -> f32
    %193 = llvm.fmul %192, %55 : f32
    %194 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %195 = llvm.mlir.constant(3 : index) : i64
    %196 = llvm.mul %181, %195 overflow<nsw, nuw> : i64
    %197 = llvm.add %196, %183 overflow<nsw, nuw> : i64
    %198 = llvm.getelementptr inbounds|nuw %194[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %193, %198 : f32, !llvm.ptr
    %199 = llvm.add %183, %60 : i64
    llvm.br ^bb37(%199 : i64) {loop_annotation = #loop_annotation}
  ^bb39:  // pred: ^bb37
    %200 = llvm.add %181, %60 : i64
    llvm.br ^bb35(%200 : i64)
  ^bb40:  // pred: ^bb35
    llvm.cond_br %103, ^bb41, ^bb48
  ^bb41:  // pred: ^bb40
    %201 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %202 = llvm.getelementptr %201[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %203 = llvm.atomicrmw add %202, %58 acq_rel : !llvm.ptr, i64
    %204 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %205 = llvm.getelementptr %204[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %206 = llvm.atomicrmw add %205, %57 acq_rel : !llvm.ptr, i64
    %207 = llvm.add %206, %57 : i64
    %208 = llvm.icmp "eq" %207, %arg51 : i64
    llvm.cond_br %208, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %209 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %210 = llvm.getelementptr %209[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %211 = llvm.atomicrmw xchg %210, %58 acq_rel : !llvm.ptr, i64
    %212 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %213 = llvm.getelementptr %212[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %214 = llvm.atomicrmw add %213, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb47
  ^bb43:  // pred: ^bb41
    llvm.br ^bb44
  ^bb44:  // 2 preds: ^bb43, ^bb45
    %215 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %216 = llvm.getelementptr %215[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %217 = llvm.atomicrmw add %216, %58 acq_rel : !llvm.ptr, i64
    %218 = llvm.icmp "eq" %217, %203 : i64
    llvm.cond_br %218, ^bb45, ^bb46
  ^bb45:  // pred: ^bb44
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb44
  ^bb46:  // pred: ^bb44
    llvm.br ^bb47
  ^bb47:  // 2 preds: ^bb42, ^bb46
    llvm.br ^bb48
  ^bb48:  // 2 preds: ^bb40, ^bb47
    llvm.br ^bb49(%124 : i64)
  ^bb49(%219: i64):  // 2 preds: ^bb48, ^bb53
    %220 = llvm.icmp "slt" %219, %127 : i64
    llvm.cond_br %220, ^bb50, ^bb54
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%62 : i64)
  ^bb51(%221: i64):  // 2 preds: ^bb50, ^bb52
    %222 = llvm.icmp "slt" %221, %54 : i64
    llvm.cond_br %222, ^bb52, ^bb53
  ^bb52:  // pred: ^bb51
    %223 = llvm.icmp "ult" %219, %56 : i64
    %224 = llvm.intr.umin(%219, %61) : (i64, i64) -> i64
    %225 = llvm.sub %221, %60 : i64
    %226 = llvm.icmp "ult" %225, %59 : i64
    %227 = llvm.and %223, %226 : i1
    %228 = llvm.intr.umin(%225, %52) : (i64, i64) -> i64
    %229 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %230 = llvm.mlir.constant(6 : index) : i64
    %231 = llvm.mul %224, %230 overflow<nsw, nuw> : i64
    %232 = llvm.add %231, %228 overflow<nsw, nuw> : i64
    %233 = llvm.getelementptr inbounds|nuw %229[%232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %234 = llvm.load %233 : !llvm.ptr -> f32
    %235 = llvm.select %227, %234, %53 : i1, f32
    %236 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %237 = llvm.mlir.constant(9 : index) : i64
    %238 = llvm.mul %219, %237 overflow<nsw, nuw> : i64
    %239 = llvm.add %238, %221 overflow<nsw, nuw> : i64
    %240 = llvm.getelementptr inbounds|nuw %236[%239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %235, %240 : f32, !llvm.ptr
    %241 = llvm.add %221, %60 : i64
    llvm.br ^bb51(%241 : i64) {loop_annotation = #loop_annotation}
  ^bb53:  // pred: ^bb51
    %242 = llvm.add %219, %60 : i64
    llvm.br ^bb49(%242 : i64)
  ^bb54:  // pred: ^bb49
    llvm.cond_br %103, ^bb55, ^bb62
  ^bb55:  // pred: ^bb54
    %243 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %244 = llvm.getelementptr %243[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %245 = llvm.atomicrmw add %244, %58 acq_rel : !llvm.ptr, i64
    %246 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %247 = llvm.getelementptr %246[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %248 = llvm.atomicrmw add %247, %57 acq_rel : !llvm.ptr, i64
    %249 = llvm.add %248, %57 : i64
    %250 = llvm.icmp "eq" %249, %arg51 : i64
    llvm.cond_br %250, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    %251 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %252 = llvm.getelementptr %251[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %253 = llvm.atomicrmw xchg %252, %58 acq_rel : !llvm.ptr, i64
    %254 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %255 = llvm.getelementptr %254[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %256 = llvm.atomicrmw add %255, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb61
  ^bb57:  // pred: ^bb55
    llvm.br ^bb58
  ^bb58:  // 2 preds: ^bb57, ^bb59
    %257 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %258 = llvm.getelementptr %257[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %259 = llvm.atomicrmw add %258, %58 acq_rel : !llvm.ptr, i64
    %260 = llvm.icmp "eq" %259, %245 : i64
    llvm.cond_br %260, ^bb59, ^bb60
  ^bb59:  // pred: ^bb58
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb58
  ^bb60:  // pred: ^bb58
    llvm.br ^bb61
  ^bb61:  // 2 preds: ^bb56, ^bb60
    llvm.br ^bb62
  ^bb62:  // 2 preds: ^bb54, ^bb61
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
