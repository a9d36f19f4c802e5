#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg18, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg7, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg8, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg12, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg11, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %arg0, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg1, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg2, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg3, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg5, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg4, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg6, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.mlir.constant(1262485504 : i32) : i32
    %23 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %24 = llvm.mlir.constant(0.49999997 : f32) : f32
    %25 = llvm.mlir.constant(0.166665196 : f32) : f32
    %26 = llvm.mlir.constant(0.0416672342 : f32) : f32
    %27 = llvm.mlir.constant(0.00836889911 : f32) : f32
    %28 = llvm.mlir.constant(0.00138796063 : f32) : f32
    %29 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %30 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %31 = llvm.mlir.constant(1.44269502 : f32) : f32
    %32 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %33 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %34 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %35 = llvm.mlir.constant(1 : i64) : i64
    %36 = llvm.mlir.constant(0 : i64) : i64
    %37 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %38 = llvm.mlir.constant(32 : index) : i64
    %39 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.mlir.constant(8 : index) : i64
    %42 = llvm.mlir.constant(0 : index) : i64
    %43 = llvm.mlir.constant(32 : index) : i64
    %44 = llvm.mlir.constant(1 : index) : i64
    %45 = llvm.mlir.zero : !llvm.ptr
    %46 = llvm.getelementptr %45[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
    %48 = llvm.call @malloc(%47) : (i64) -> !llvm.ptr
    %49 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %50 = llvm.insertvalue %48, %49[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.insertvalue %48, %50[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.mlir.constant(0 : index) : i64
    %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.insertvalue %43, %53[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.insertvalue %44, %54[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.mul %arg24, %41 : i64
    %57 = llvm.udiv %56, %arg25 : i64
    %58 = llvm.intr.umin(%57, %41) : (i64, i64) -> i64
    %59 = llvm.add %arg24, %40 : i64
    %60 = llvm.mul %59, %41 : i64
    %61 = llvm.udiv %60, %arg25 : i64
    %62 = llvm.intr.umin(%61, %41) : (i64, i64) -> i64
    llvm.br ^bb1(%58 : i64)
  ^bb1(%63: i64):  // 2 preds: ^bb0, ^bb11
    %64 = llvm.icmp "slt" %63, %62 : i64
    llvm.cond_br %64, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%42, %39 : i64, f32)
  ^bb3(%65: i64, %66: f32):  // 2 preds: ^bb2, ^bb4
    %67 = llvm.icmp "slt" %65, %38 : i64
    llvm.cond_br %67, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %68 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.mlir.constant(32 : index) : i64
    %70 = llvm.mul %63, %69 overflow<nsw, nuw> : i64
    %71 = llvm.add %70, %65 overflow<nsw, nuw> : i64
    %72 = llvm.getelementptr inbounds|nuw %68[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %73 = llvm.load %72 : !llvm.ptr -> f32
    %74 = llvm.intr.maximum(%73, %66) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %75 = llvm.add %65, %40 : i64
    llvm.br ^bb3(%75, %74 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%42, %37 : i64, f32)
  ^bb6(%76: i64, %77: f32):  // 2 preds: ^bb5, ^bb7
    %78 = llvm.icmp "slt" %76, %38 : i64
    llvm.cond_br %78, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %79 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.mlir.constant(32 : index) : i64
    %81 = llvm.mul %63, %80 overflow<nsw, nuw> : i64
    %82 = llvm.add %81, %76 overflow<nsw, nuw> : i64
    %83 = llvm.getelementptr inbounds|nuw %79[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %84 = llvm.load %83 : !llvm.ptr -> f32
    %85 = llvm.fsub %84, %66 : f32
    %86 = llvm.fcmp "olt" %85, %34 : f32
    %87 = llvm.select %86, %34, %85 : i1, f32
    %88 = llvm.fcmp "ogt" %87, %33 : f32
    %89 = llvm.select %88, %33, %87 : i1, f32
    %90 = llvm.intr.fma(%89, %31, %32) : (f32, f32, f32) -> f32
    %91 = llvm.fsub %90, %32 : f32
    %92 = llvm.intr.fma(%91, %30, %89) : (f32, f32, f32) -> f32
    %93 = llvm.intr.fma(%91, %29, %92) : (f32, f32, f32) -> f32
    %94 = llvm.fmul %93, %93 : f32
    %95 = llvm.intr.fma(%28, %93, %27) : (f32, f32, f32) -> f32
    %96 = llvm.intr.fma(%95, %93, %26) : (f32, f32, f32) -> f32
    %97 = llvm.intr.fma(%96, %93, %25) : (f32, f32, f32) -> f32
    %98 = llvm.intr.fma(%97, %93, %24) : (f32, f32, f32) -> f32
    %99 = llvm.intr.fma(%98, %94, %93) : (f32, f32, f32) -> f32
    %100 = llvm.fadd %99, %23 : f32
    %101 = llvm.bitcast %90 : f32 to i32
    %102 = llvm.sub %101, %22 : i32
    %103 = llvm.intr.ldexp(%100, %102) : (f32, i32) -> f32
    %104 = llvm.select %86, %37, %103 : i1, f32
    %105 = llvm.extractvalue %55[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %106 = llvm.getelementptr inbounds|nuw %105[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %104, %106 : f32, !llvm.ptr
    %107 = llvm.fadd %104, %77 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %108 = llvm.add %76, %40 : i64
    llvm.br ^bb6(%108, %107 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb6
    llvm.br ^bb9(%42 : i64)
  ^bb9(%109: i64):  // 2 preds: ^bb8, ^bb10
    %110 = llvm.icmp "slt" %109, %38 : i64
    llvm.cond_br %110, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %111 = llvm.extractvalue %55[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %112 = llvm.getelementptr inbounds|nuw %111[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %113 = llvm.load %112 : !llvm.ptr -> f32
    %114 = llvm.fdiv %113, %77 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %115 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %116 = llvm.mlir.constant(32 : index) : i64
    %117 = llvm.mul %63, %116 overflow<nsw, nuw> : i64
    %118 = llvm.add %117, %109 overflow<nsw, nuw> : i64
    %119 = llvm.getelementptr inbounds|nuw %115[%118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %114, %119 : f32, !llvm.ptr
    %120 = llvm.add %109, %40 : i64
    llvm.br ^bb9(%120 : i64) {loop_annotation = #loop_annotation1}
  ^bb11:  // pred: ^bb9
    %121 = llvm.add %63, %40 : i64
    llvm.br ^bb1(%121 : i64)
  ^bb12:  // pred: ^bb1
    %122 = llvm.extractvalue %55[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%122) : (!llvm.ptr) -> ()
    %123 = llvm.icmp "ugt" %arg25, %40 : i64
    llvm.cond_br %123, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    %124 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %125 = llvm.getelementptr %124[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %126 = llvm.atomicrmw add %125, %36 acq_rel : !llvm.ptr, i64
    %127 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %128 = llvm.getelementptr %127[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %129 = llvm.atomicrmw add %128, %35 acq_rel : !llvm.ptr, i64
    %130 = llvm.add %129, %35 : i64
    %131 = llvm.icmp "eq" %130, %arg25 : i64
    llvm.cond_br %131, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %132 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %133 = llvm.getelementptr %132[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %134 = llvm.atomicrmw xchg %133, %36 acq_rel : !llvm.ptr, i64
    %135 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %136 = llvm.getelementptr %135[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %137 = llvm.atomicrmw xchg %136, %36 acq_rel : !llvm.ptr, i64
    %138 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %139 = llvm.getelementptr %138[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %140 = llvm.atomicrmw add %139, %35 acq_rel : !llvm.ptr, i64
    llvm.br ^bb19
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb17
    %141 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %142 = llvm.getelementptr %141[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %143 = llvm.atomicrmw add %142, %36 acq_rel : !llvm.ptr, i64
    %144 = llvm.icmp "eq" %143, %126 : i64
    llvm.cond_br %144, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb16
  ^bb18:  // pred: ^bb16
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb14, ^bb18
    llvm.br ^bb21
  ^bb20:  // pred: ^bb12
    %145 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %146 = llvm.getelementptr %145[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %147 = llvm.atomicrmw xchg %146, %36 acq_rel : !llvm.ptr, i64
    llvm.br ^bb21
  ^bb21:  // 2 preds: ^bb19, ^bb20
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
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
    %22 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.extractvalue %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14, %15, %17, %18, %19, %20, %21, %23, %24, %25, %26, %27, %arg4, %arg5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
