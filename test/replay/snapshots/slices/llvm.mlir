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
    %57 = llvm.mlir.constant(8 : index) : i64
    %58 = llvm.mlir.constant(1 : i64) : i64
    %59 = llvm.mlir.constant(0 : i64) : i64
    %60 = llvm.mlir.constant(6 : index) : i64
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.mlir.constant(2 : index) : i64
    %63 = llvm.mlir.constant(0 : index) : i64
    %64 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %65 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.insertvalue %65, %64[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.getelementptr %67[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %69 = llvm.insertvalue %68, %66[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.mlir.constant(0 : index) : i64
    %71 = llvm.insertvalue %70, %69[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.mlir.constant(6 : index) : i64
    %73 = llvm.insertvalue %72, %71[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.mlir.constant(1 : index) : i64
    %75 = llvm.insertvalue %74, %73[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.mlir.constant(2 : index) : i64
    %77 = llvm.insertvalue %76, %75[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.mlir.constant(6 : index) : i64
    %79 = llvm.insertvalue %78, %77[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.mul %arg50, %62 : i64
    %81 = llvm.udiv %80, %arg51 : i64
    %82 = llvm.intr.umin(%81, %62) : (i64, i64) -> i64
    %83 = llvm.add %arg50, %61 : i64
    %84 = llvm.mul %83, %62 : i64
    %85 = llvm.udiv %84, %arg51 : i64
    %86 = llvm.intr.umin(%85, %62) : (i64, i64) -> i64
    llvm.br ^bb1(%82 : i64)
  ^bb1(%87: i64):  // 2 preds: ^bb0, ^bb5
    %88 = llvm.icmp "slt" %87, %86 : i64
    llvm.cond_br %88, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%63 : i64)
  ^bb3(%89: i64):  // 2 preds: ^bb2, ^bb4
    %90 = llvm.icmp "slt" %89, %60 : i64
    llvm.cond_br %90, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %91 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %92 = llvm.mlir.constant(6 : index) : i64
    %93 = llvm.mul %87, %92 overflow<nsw, nuw> : i64
    %94 = llvm.add %93, %89 overflow<nsw, nuw> : i64
    %95 = llvm.getelementptr inbounds|nuw %91[%94] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %96 = llvm.load %95 : !llvm.ptr -> f32
    %97 = llvm.extractvalue %79[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %98 = llvm.mlir.constant(6 : index) : i64
    %99 = llvm.mul %87, %98 overflow<nsw, nuw> : i64
    %100 = llvm.add %99, %89 overflow<nsw, nuw> : i64
    %101 = llvm.getelementptr inbounds|nuw %97[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %96, %101 : f32, !llvm.ptr
    %102 = llvm.add %89, %61 : i64
    llvm.br ^bb3(%102 : i64) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    %103 = llvm.add %87, %61 : i64
    llvm.br ^bb1(%103 : i64)
  ^bb6:  // pred: ^bb1
    %104 = llvm.icmp "ugt" %arg51, %61 : i64
    llvm.cond_br %104, ^bb7, ^bb14
  ^bb7:  // pred: ^bb6
    %105 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %106 = llvm.getelementptr %105[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %107 = llvm.atomicrmw add %106, %59 acq_rel : !llvm.ptr, i64
    %108 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %109 = llvm.getelementptr %108[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %110 = llvm.atomicrmw add %109, %58 acq_rel : !llvm.ptr, i64
    %111 = llvm.add %110, %58 : i64
    %112 = llvm.icmp "eq" %111, %arg51 : i64
    llvm.cond_br %112, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %113 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %114 = llvm.getelementptr %113[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %115 = llvm.atomicrmw xchg %114, %59 acq_rel : !llvm.ptr, i64
    %116 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %117 = llvm.getelementptr %116[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %118 = llvm.atomicrmw xchg %117, %59 acq_rel : !llvm.ptr, i64
    %119 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %120 = llvm.getelementptr %119[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %121 = llvm.atomicrmw add %120, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb13
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb9, ^bb11
    %122 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %123 = llvm.getelementptr %122[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %124 = llvm.atomicrmw add %123, %59 acq_rel : !llvm.ptr, i64
    %125 = llvm.icmp "eq" %124, %107 : i64
    llvm.cond_br %125, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb10
  ^bb12:  // pred: ^bb10
    llvm.br ^bb13
  ^bb13:  // 2 preds: ^bb8, ^bb12
    llvm.br ^bb15
  ^bb14:  // pred: ^bb6
    %126 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %127 = llvm.getelementptr %126[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %128 = llvm.atomicrmw xchg %127, %59 acq_rel : !llvm.ptr, i64
    llvm.br ^bb15
  ^bb15:  // 2 preds: ^bb13, ^bb14
    %129 = llvm.mul %arg50, %56 : i64
    %130 = llvm.udiv %129, %arg51 : i64
    %131 = llvm.intr.umin(%130, %56) : (i64, i64) -> i64
    %132 = llvm.mul %83, %56 : i64
    %133 = llvm.udiv %132, %arg51 : i64
    %134 = llvm.intr.umin(%133, %56) : (i64, i64) -> i64
    llvm.br ^bb16(%131 : i64)
  ^bb16(%135: i64):  // 2 preds: ^bb15, ^bb20
    %136 = llvm.icmp "slt" %135, %134 : i64
    llvm.cond_br %136, ^bb17, ^bb21
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%63 : i64)
  ^bb18(%137: i64):  // 2 preds: ^bb17, ^bb19
    %138 = llvm.icmp "slt" %137, %60 : i64
    llvm.cond_br %138, ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    %139 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %140 = llvm.mlir.constant(6 : index) : i64
    %141 = llvm.mul %135, %140 overflow<nsw, nuw> : i64
    %142 = llvm.add %141, %137 overflow<nsw, nuw> : i64
    %143 = llvm.getelementptr inbounds|nuw %139[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %144 = llvm.load %143 : !llvm.ptr -> f32
    %145 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.mlir.constant(6 : index) : i64
    %147 = llvm.mul %135, %146 overflow<nsw, nuw> : i64
    %148 = llvm.add %147, %137 overflow<nsw, nuw> : i64
    %149 = llvm.getelementptr inbounds|nuw %145[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %144, %149 : f32, !llvm.ptr
    %150 = llvm.add %137, %61 : i64
    llvm.br ^bb18(%150 : i64)
  ^bb20:  // pred: ^bb18
    %151 = llvm.add %135, %61 : i64
    llvm.br ^bb16(%151 : i64)
  ^bb21:  // pred: ^bb16
    llvm.br ^bb22(%82 : i64)
  ^bb22(%152: i64):  // 2 preds: ^bb21, ^bb26
    %153 = llvm.icmp "slt" %152, %86 : i64
    llvm.cond_br %153, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%63 : i64)
  ^bb24(%154: i64):  // 2 preds: ^bb23, ^bb25
    %155 = llvm.icmp "slt" %154, %60 : i64
    llvm.cond_br %155, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %156 = llvm.add %152, %56 : i64
    %157 = llvm.extractvalue %79[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %158 = llvm.mlir.constant(6 : index) : i64
    %159 = llvm.mul %152, %158 overflow<nsw, nuw> : i64
    %160 = llvm.add %159, %154 overflow<nsw, nuw> : i64
    %161 = llvm.getelementptr inbounds|nuw %157[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %162 = llvm.load %161 : !llvm.ptr -> f32
    %163 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %164 = llvm.mlir.constant(6 : index) : i64
    %165 = llvm.mul %156, %164 overflow<nsw, nuw> : i64
    %166 = llvm.add %165, %154 overflow<nsw, nuw> : i64
    %167 = llvm.getelementptr inbounds|nuw %163[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %162, %167 : f32, !llvm.ptr
    %168 = llvm.add %154, %61 : i64
    llvm.br ^bb24(%168 : i64)
  ^bb26:  // pred: ^bb24
    %169 = llvm.add %152, %61 : i64
    llvm.br ^bb22(%169 : i64)
  ^bb27:  // pred: ^bb22
    llvm.cond_br %104, ^bb28, ^bb35
  ^bb28:  // pred: ^bb27
    %170 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %171 = llvm.getelementptr %170[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %172 = llvm.atomicrmw add %171, %59 acq_rel : !llvm.ptr, i64
    %173 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %174 = llvm.getelementptr %173[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %175 = llvm.atomicrmw add %174, %58 acq_rel : !llvm.ptr, i64
    %176 = llvm.add %175, %58 : i64
    %177 = llvm.icmp "eq" %176, %arg51 : i64
    llvm.cond_br %177, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %178 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %179 = llvm.getelementptr %178[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %180 = llvm.atomicrmw xchg %179, %59 acq_rel : !llvm.ptr, i64
    %181 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %182 = llvm.getelementptr %181[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %183 = llvm.atomicrmw xchg %182, %59 acq_rel : !llvm.ptr, i64
    %184 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %185 = llvm.getelementptr %184[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %186 = llvm.atomicrmw add %185, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb34
  ^bb30:  // pred: ^bb28
    llvm.br ^bb31
  ^bb31:  // 2 preds: ^bb30, ^bb32
    %187 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %188 = llvm.getelementptr %187[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %189 = llvm.atomicrmw add %188, %59 acq_rel : !llvm.ptr, i64
    %190 = llvm.icmp "eq" %189, %172 : i64
    llvm.cond_br %190, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb31
  ^bb33:  // pred: ^bb31
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb29, ^bb33
    llvm.br ^bb36
  ^bb35:  // pred: ^bb27
    %191 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %192 = llvm.getelementptr %191[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %193 = llvm.atomicrmw xchg %192, %59 acq_rel : !llvm.ptr, i64
    llvm.br ^bb36
  ^bb36:  // 2 preds: ^bb34, ^bb35
    llvm.br ^bb37(%131 : i64)
  ^bb37(%194: i64):  // 2 preds: ^bb36, ^bb41
    %195 = llvm.icmp "slt" %194, %134 : i64
    llvm.cond_br %195, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%63 : i64)
  ^bb39(%196: i64):  // 2 preds: ^bb38, ^bb40
    %197 = llvm.icmp "slt" %196, %56 : i64
    llvm.cond_br %197, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %198 = llvm.mul %196, %62 : i64
    %199 = llvm.add %194, %61 : i64
    %200 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %201 = llvm.mlir.constant(6 : index) : i64
    %202 = llvm.mul %199, %201 overflow<nsw, nuw> : i64
    %203 = llvm.add %202, %198 overflow<nsw, nuw> : i64
    %204 = llvm.getelementptr inbounds|nuw %200[%203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %205 = llvm.load %204 : !llvm.ptr -> f32
    %206 = llvm.fmul %205, %55 : f32
    %207 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %208 = llvm.mlir.constant(3 : index) : i64
    %209 = llvm.mul %194, %208 overflow<nsw, nuw> : i64
    %210 = llvm.add %209, %196 overflow<nsw, nuw> : i64
    %211 = llvm.getelementptr inbounds|nuw %207[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %206, %211 : f32, !llvm.ptr
    %212 = llvm.add %196, %61 : i64
    llvm.br ^bb39(%212 : i64) {loop_annotation = #loop_annotation}
  ^bb41:  // pred: ^bb39
    %213 = llvm.add %194, %61 : i64
    llvm.br ^bb37(%213 : i64)
  ^bb42:  // pred: ^bb37
    llvm.cond_br %104, ^bb43, ^bb50
  ^bb43:  // pred: ^bb42
    %214 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %215 = llvm.getelementptr %214[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %216 = llvm.atomicrmw add %215, %59 acq_rel : !llvm.ptr, i64
    %217 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %218 = llvm.getelementptr %217[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %219 = llvm.atomicrmw add %218, %58 acq_rel : !llvm.ptr, i64
    %220 = llvm.add %219, %58 : i64
    %221 = llvm.icmp "eq" %220, %arg51 : i64
    llvm.cond_br %221, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %222 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %223 = llvm.getelementptr %222[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %224 = llvm.atomicrmw xchg %223, %59 acq_rel : !llvm.ptr, i64
    %225 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %226 = llvm.getelementptr %225[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %227 = llvm.atomicrmw xchg %226, %59 acq_rel : !llvm.ptr, i64
    %228 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %229 = llvm.getelementptr %228[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %230 = llvm.atomicrmw add %229, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb49
  ^bb45:  // pred: ^bb43
    llvm.br ^bb46
  ^bb46:  // 2 preds: ^bb45, ^bb47
    %231 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %232 = llvm.getelementptr %231[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %233 = llvm.atomicrmw add %232, %59 acq_rel : !llvm.ptr, i64
    %234 = llvm.icmp "eq" %233, %216 : i64
    llvm.cond_br %234, ^bb47, ^bb48
  ^bb47:  // pred: ^bb46
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb46
  ^bb48:  // pred: ^bb46
    llvm.br ^bb49
  ^bb49:  // 2 preds: ^bb44, ^bb48
    llvm.br ^bb51
  ^bb50:  // pred: ^bb42
    %235 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %236 = llvm.getelementptr %235[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %237 = llvm.atomicrmw xchg %236, %59 acq_rel : !llvm.ptr, i64
    llvm.br ^bb51
  ^bb51:  // 2 preds: ^bb49, ^bb50
    llvm.br ^bb52(%131 : i64)
  ^bb52(%238: i64):  // 2 preds: ^bb51, ^bb56
    %239 = llvm.icmp "slt" %238, %134 : i64
    llvm.cond_br %239, ^bb53, ^bb57
  ^bb53:  // pred: ^bb52
    llvm.br ^bb54(%63 : i64)
  ^bb54(%240: i64):  // 2 preds: ^bb53, ^bb55
    %241 = llvm.icmp "slt" %240, %54 : i64
    llvm.cond_br %241, ^bb55, ^bb56
  ^bb55:  // pred: ^bb54
    %242 = llvm.icmp "ult" %238, %56 : i64
    %243 = llvm.intr.umin(%238, %62) : (i64, i64) -> i64
    %244 = llvm.sub %240, %61 : i64
    %245 = llvm.icmp "ult" %244, %60 : i64
    %246 = llvm.and %242, %245 : i1
    %247 = llvm.intr.umin(%244, %52) : (i64, i64) -> i64
    %248 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %249 = llvm.mlir.constant(6 : index) : i64
    %250 = llvm.mul %243, %249 overflow<nsw, nuw> : i64
    %251 = llvm.add %250, %247 overflow<nsw, nuw> : i64
    %252 = llvm.getelementptr inbounds|nuw %248[%251] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %253 = llvm.load %252 : !llvm.ptr -> f32
    %254 = llvm.select %246, %253, %53 : i1, f32
    %255 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %256 = llvm.mlir.constant(9 : index) : i64
    %257 = llvm.mul %238, %256 overflow<nsw, nuw> : i64
    %258 = llvm.add %257, %240 overflow<nsw, nuw> : i64
    %259 = llvm.getelementptr inbounds|nuw %255[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %254, %259 : f32, !llvm.ptr
    %260 = llvm.add %240, %61 : i64
    llvm.br ^bb54(%260 : i64) {loop_annotation = #loop_annotation}
  ^bb56:  // pred: ^bb54
    %261 = llvm.add %238, %61 : i64
    llvm.br ^bb52(%261 : i64)
  ^bb57:  // pred: ^bb52
    llvm.cond_br %104, ^bb58, ^bb65
  ^bb58:  // pred: ^bb57
    %262 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %263 = llvm.getelementptr %262[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %264 = llvm.atomicrmw add %263, %59 acq_rel : !llvm.ptr, i64
    %265 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %266 = llvm.getelementptr %265[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %267 = llvm.atomicrmw add %266, %58 acq_rel : !llvm.ptr, i64
    %268 = llvm.add %267, %58 : i64
    %269 = llvm.icmp "eq" %268, %arg51 : i64
    llvm.cond_br %269, ^bb59, ^bb60
  ^bb59:  // pred: ^bb58
    %270 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %271 = llvm.getelementptr %270[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %272 = llvm.atomicrmw xchg %271, %59 acq_rel : !llvm.ptr, i64
    %273 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %274 = llvm.getelementptr %273[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %275 = llvm.atomicrmw xchg %274, %59 acq_rel : !llvm.ptr, i64
    %276 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %277 = llvm.getelementptr %276[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %278 = llvm.atomicrmw add %277, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb64
  ^bb60:  // pred: ^bb58
    llvm.br ^bb61
  ^bb61:  // 2 preds: ^bb60, ^bb62
    %279 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %280 = llvm.getelementptr %279[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %281 = llvm.atomicrmw add %280, %59 acq_rel : !llvm.ptr, i64
    %282 = llvm.icmp "eq" %281, %264 : i64
    llvm.cond_br %282, ^bb62, ^bb63
  ^bb62:  // pred: ^bb61
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb61
  ^bb63:  // pred: ^bb61
    llvm.br ^bb64
  ^bb64:  // 2 preds: ^bb59, ^bb63
    llvm.br ^bb66
  ^bb65:  // pred: ^bb57
    %283 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %284 = llvm.getelementptr %283[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %285 = llvm.atomicrmw xchg %284, %59 acq_rel : !llvm.ptr, i64
    llvm.br ^bb66
  ^bb66:  // 2 preds: ^bb64, ^bb65
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
