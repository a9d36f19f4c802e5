#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr, %arg22: !llvm.ptr, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64, %arg28: !llvm.ptr, %arg29: !llvm.ptr, %arg30: i64, %arg31: i64, %arg32: i64, %arg33: i64, %arg34: i64, %arg35: !llvm.ptr, %arg36: !llvm.ptr, %arg37: i64, %arg38: i64, %arg39: i64, %arg40: !llvm.ptr, %arg41: !llvm.ptr, %arg42: i64, %arg43: i64, %arg44: i64, %arg45: i64, %arg46: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg35, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg36, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg37, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg38, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg39, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg28, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg29, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg30, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg31, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg33, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg32, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg34, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %arg21, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg22, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg23, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg24, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg26, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg25, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg27, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.insertvalue %arg14, %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg15, %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg16, %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %arg17, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg19, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg18, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg20, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %31 = llvm.insertvalue %arg7, %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg8, %31[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg9, %32[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %arg10, %33[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %arg12, %34[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %arg11, %35[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %arg13, %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %39 = llvm.insertvalue %arg0, %38[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %arg1, %39[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.insertvalue %arg2, %40[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.insertvalue %arg3, %41[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.insertvalue %arg5, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.insertvalue %arg4, %43[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.insertvalue %arg6, %44[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.mlir.constant(5 : index) : i64
    %47 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %48 = llvm.mlir.constant(9 : index) : i64
    %49 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %50 = llvm.mlir.constant(8 : index) : i64
    %51 = llvm.mlir.constant(1 : i64) : i64
    %52 = llvm.mlir.constant(0 : i64) : i64
    %53 = llvm.mlir.constant(2 : index) : i64
    %54 = llvm.mlir.constant(6 : index) : i64
    %55 = llvm.mlir.constant(1 : index) : i64
    %56 = llvm.mlir.constant(0 : index) : i64
    %57 = llvm.mlir.constant(3 : index) : i64
    %58 = llvm.mul %arg45, %57 : i64
    %59 = llvm.udiv %58, %arg46 : i64
    %60 = llvm.intr.umin(%59, %57) : (i64, i64) -> i64
    %61 = llvm.add %arg45, %55 : i64
    %62 = llvm.mul %61, %57 : i64
    %63 = llvm.udiv %62, %arg46 : i64
    %64 = llvm.intr.umin(%63, %57) : (i64, i64) -> i64
    llvm.br ^bb1(%60 : i64)
  ^bb1(%65: i64):  // 2 preds: ^bb0, ^bb5
    %66 = llvm.icmp "slt" %65, %64 : i64
    llvm.cond_br %66, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%56 : i64)
  ^bb3(%67: i64):  // 2 preds: ^bb2, ^bb4
    %68 = llvm.icmp "slt" %67, %54 : i64
    llvm.cond_br %68, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %69 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.mlir.constant(6 : index) : i64
    %71 = llvm.mul %65, %70 overflow<nsw, nuw> : i64
    %72 = llvm.add %71, %67 overflow<nsw, nuw> : i64
    %73 = llvm.getelementptr inbounds|nuw %69[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %74 = llvm.load %73 : !llvm.ptr -> f32
    %75 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.mlir.constant(6 : index) : i64
    %77 = llvm.mul %65, %76 overflow<nsw, nuw> : i64
    %78 = llvm.add %77, %67 overflow<nsw, nuw> : i64
    %79 = llvm.getelementptr inbounds|nuw %75[%78] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %74, %79 : f32, !llvm.ptr
    %80 = llvm.add %67, %55 : i64
    llvm.br ^bb3(%80 : i64)
  ^bb5:  // pred: ^bb3
    %81 = llvm.add %65, %55 : i64
    llvm.br ^bb1(%81 : i64)
  ^bb6:  // pred: ^bb1
    %82 = llvm.mul %arg45, %53 : i64
    %83 = llvm.udiv %82, %arg46 : i64
    %84 = llvm.intr.umin(%83, %53) : (i64, i64) -> i64
    %85 = llvm.mul %61, %53 : i64
    %86 = llvm.udiv %85, %arg46 : i64
    %87 = llvm.intr.umin(%86, %53) : (i64, i64) -> i64
    llvm.br ^bb7(%84 : i64)
  ^bb7(%88: i64):  // 2 preds: ^bb6, ^bb11
    %89 = llvm.icmp "slt" %88, %87 : i64
    llvm.cond_br %89, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%56 : i64)
  ^bb9(%90: i64):  // 2 preds: ^bb8, ^bb10
    %91 = llvm.icmp "slt" %90, %54 : i64
    llvm.cond_br %91, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %92 = llvm.add %88, %57 : i64
    %93 = llvm.extractvalue %45[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %94 = llvm.mlir.constant(6 : index) : i64
    %95 = llvm.mul %88, %94 overflow<nsw, nuw> : i64
    %96 = llvm.add %95, %90 overflow<nsw, nuw> : i64
    %97 = llvm.getelementptr inbounds|nuw %93[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %98 = llvm.load %97 : !llvm.ptr -> f32
    %99 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %100 = llvm.mlir.constant(6 : index) : i64
    %101 = llvm.mul %92, %100 overflow<nsw, nuw> : i64
    %102 = llvm.add %101, %90 overflow<nsw, nuw> : i64
    %103 = llvm.getelementptr inbounds|nuw %99[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %98, %103 : f32, !llvm.ptr
    %104 = llvm.add %90, %55 : i64
    llvm.br ^bb9(%104 : i64)
  ^bb11:  // pred: ^bb9
    %105 = llvm.add %88, %55 : i64
    llvm.br ^bb7(%105 : i64)
  ^bb12:  // pred: ^bb7
    %106 = llvm.icmp "ugt" %arg46, %55 : i64
    llvm.cond_br %106, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    %107 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %108 = llvm.getelementptr %107[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %109 = llvm.atomicrmw add %108, %52 acq_rel : !llvm.ptr, i64
    %110 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %111 = llvm.getelementptr %110[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %112 = llvm.atomicrmw add %111, %51 acq_rel : !llvm.ptr, i64
    %113 = llvm.add %112, %51 : i64
    %114 = llvm.icmp "eq" %113, %arg46 : i64
    llvm.cond_br %114, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %115 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %116 = llvm.getelementptr %115[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %117 = llvm.atomicrmw xchg %116, %52 acq_rel : !llvm.ptr, i64
    %118 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %119 = llvm.getelementptr %118[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %120 = llvm.atomicrmw xchg %119, %52 acq_rel : !llvm.ptr, i64
    %121 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %122 = llvm.getelementptr %121[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %123 = llvm.atomicrmw add %122, %51 acq_rel : !llvm.ptr, i64
    llvm.br ^bb19
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb17
    %124 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %125 = llvm.getelementptr %124[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %126 = llvm.atomicrmw add %125, %52 acq_rel : !llvm.ptr, i64
    %127 = llvm.icmp "eq" %126, %109 : i64
    llvm.cond_br %127, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb16
  ^bb18:  // pred: ^bb16
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb14, ^bb18
    llvm.br ^bb21
  ^bb20:  // pred: ^bb12
    %128 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %129 = llvm.getelementptr %128[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %130 = llvm.atomicrmw xchg %129, %52 acq_rel : !llvm.ptr, i64
    llvm.br ^bb21
  ^bb21:  // 2 preds: ^bb19, ^bb20
    llvm.br ^bb22(%60 : i64)
  ^bb22(%131: i64):  // 2 preds: ^bb21, ^bb26
    %132 = llvm.icmp "slt" %131, %64 : i64
    llvm.cond_br %132, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%56 : i64)
  ^bb24(%133: i64):  // 2 preds: ^bb23, ^bb25
    %134 = llvm.icmp "slt" %133, %57 : i64
    llvm.cond_br %134, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %135 = llvm.mul %133, %53 : i64
    %136 = llvm.add %131, %55 : i64
    %137 = llvm.extractvalue %45[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %138 = llvm.mlir.constant(6 : index) : i64
    %139 = llvm.mul %136, %138 overflow<nsw, nuw> : i64
    %140 = llvm.add %139, %135 overflow<nsw, nuw> : i64
    %141 = llvm.getelementptr inbounds|nuw %137[%140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %142 = llvm.load %141 : !llvm.ptr -> f32
    %143 = llvm.fmul %142, %49 : f32
    %144 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %145 = llvm.mlir.constant(3 : index) : i64
    %146 = llvm.mul %131, %145 overflow<nsw, nuw> : i64
    %147 = llvm.add %146, %133 overflow<nsw, nuw> : i64
    %148 = llvm.getelementptr inbounds|nuw %144[%147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %143, %148 : f32, !llvm.ptr
    %149 = llvm.add %133, %55 : i64
    llvm.br ^bb24(%149 : i64) {loop_annotation = #loop_annotation}
  ^bb26:  // pred: ^bb24
    %150 = llvm.add %131, %55 : i64
    llvm.br ^bb22(%150 : i64)
  ^bb27:  // pred: ^bb22
    llvm.cond_br %106, ^bb28, ^bb35
  ^bb28:  // pred: ^bb27
    %151 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %152 = llvm.getelementptr %151[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %153 = llvm.atomicrmw add %152, %52 acq_rel : !llvm.ptr, i64
    %154 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %155 = llvm.getelementptr %154[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %156 = llvm.atomicrmw add %155, %51 acq_rel : !llvm.ptr, i64
    %157 = llvm.add %156, %51 : i64
    %158 = llvm.icmp "eq" %157, %arg46 : i64
    llvm.cond_br %158, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %159 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %160 = llvm.getelementptr %159[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %161 = llvm.atomicrmw xchg %160, %52 acq_rel : !llvm.ptr, i64
    %162 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %163 = llvm.getelementptr %162[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %164 = llvm.atomicrmw xchg %163, %52 acq_rel : !llvm.ptr, i64
    %165 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %166 = llvm.getelementptr %165[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %167 = llvm.atomicrmw add %166, %51 acq_rel : !llvm.ptr, i64
    llvm.br ^bb34
  ^bb30:  // pred: ^bb28
    llvm.br ^bb31
  ^bb31:  // 2 preds: ^bb30, ^bb32
    %168 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %169 = llvm.getelementptr %168[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %170 = llvm.atomicrmw add %169, %52 acq_rel : !llvm.ptr, i64
    %171 = llvm.icmp "eq" %170, %153 : i64
    llvm.cond_br %171, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb31
  ^bb33:  // pred: ^bb31
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb29, ^bb33
    llvm.br ^bb36
  ^bb35:  // pred: ^bb27
    %172 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %173 = llvm.getelementptr %172[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %174 = llvm.atomicrmw xchg %173, %52 acq_rel : !llvm.ptr, i64
    llvm.br ^bb36
  ^bb36:  // 2 preds: ^bb34, ^bb35
    llvm.br ^bb37(%60 : i64)
  ^bb37(%175: i64):  // 2 preds: ^bb36, ^bb41
    %176 = llvm.icmp "slt" %175, %64 : i64
    llvm.cond_br %176, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%56 : i64)
  ^bb39(%177: i64):  // 2 preds: ^bb38, ^bb40
    %178 = llvm.icmp "slt" %177, %48 : i64
    llvm.cond_br %178, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %179 = llvm.icmp "ult" %175, %57 : i64
    %180 = llvm.intr.umin(%175, %53) : (i64, i64) -> i64
    %181 = llvm.sub %177, %55 : i64
    %182 = llvm.icmp "ult" %181, %54 : i64
    %183 = llvm.and %179, %182 : i1
    %184 = llvm.intr.umin(%181, %46) : (i64, i64) -> i64
    %185 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %186 = llvm.mlir.constant(6 : index) : i64
    %187 = llvm.mul %180, %186 overflow<nsw, nuw> : i64
    %188 = llvm.add %187, %184 overflow<nsw, nuw> : i64
    %189 = llvm.getelementptr inbounds|nuw %185[%188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %190 = llvm.load %189 : !llvm.ptr -> f32
    %191 = llvm.select %183, %190, %47 : i1, f32
    %192 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %193 = llvm.mlir.constant(9 : index) : i64
    %194 = llvm.mul %175, %193 overflow<nsw, nuw> : i64
    %195 = llvm.add %194, %177 overflow<nsw, nuw> : i64
    %196 = llvm.getelementptr inbounds|nuw %192[%195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %191, %196 : f32, !llvm.ptr
    %197 = llvm.add %177, %55 : i64
    llvm.br ^bb39(%197 : i64) {loop_annotation = #loop_annotation}
  ^bb41:  // pred: ^bb39
    %198 = llvm.add %175, %55 : i64
    llvm.br ^bb37(%198 : i64)
  ^bb42:  // pred: ^bb37
    llvm.cond_br %106, ^bb43, ^bb50
  ^bb43:  // pred: ^bb42
    %199 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %200 = llvm.getelementptr %199[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %201 = llvm.atomicrmw add %200, %52 acq_rel : !llvm.ptr, i64
    %202 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %203 = llvm.getelementptr %202[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %204 = llvm.atomicrmw add %203, %51 acq_rel : !llvm.ptr, i64
    %205 = llvm.add %204, %51 : i64
    %206 = llvm.icmp "eq" %205, %arg46 : i64
    llvm.cond_br %206, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %207 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %208 = llvm.getelementptr %207[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %209 = llvm.atomicrmw xchg %208, %52 acq_rel : !llvm.ptr, i64
    %210 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %211 = llvm.getelementptr %210[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %212 = llvm.atomicrmw xchg %211, %52 acq_rel : !llvm.ptr, i64
    %213 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %214 = llvm.getelementptr %213[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %215 = llvm.atomicrmw add %214, %51 acq_rel : !llvm.ptr, i64
    llvm.br ^bb49
  ^bb45:  // pred: ^bb43
    llvm.br ^bb46
  ^bb46:  // 2 preds: ^bb45, ^bb47
    %216 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %217 = llvm.getelementptr %216[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %218 = llvm.atomicrmw add %217, %52 acq_rel : !llvm.ptr, i64
    %219 = llvm.icmp "eq" %218, %201 : i64
    llvm.cond_br %219, ^bb47, ^bb48
  ^bb47:  // pred: ^bb46
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb46
  ^bb48:  // pred: ^bb46
    llvm.br ^bb49
  ^bb49:  // 2 preds: ^bb44, ^bb48
    llvm.br ^bb51
  ^bb50:  // pred: ^bb42
    %220 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %221 = llvm.getelementptr %220[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %222 = llvm.atomicrmw xchg %221, %52 acq_rel : !llvm.ptr, i64
    llvm.br ^bb51
  ^bb51:  // 2 preds: ^bb49, ^bb50
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
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
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14, %15, %17, %18, %19, %20, %21, %22, %23, %25, %26, %27, %28, %29, %30, %31, %33, %34, %35, %36, %37, %38, %39, %41, %42, %43, %44, %45, %47, %48, %49, %50, %51, %arg7, %arg8) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
