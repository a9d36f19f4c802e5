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
    %24 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %25 = llvm.mlir.constant(0.166666657 : f32) : f32
    %26 = llvm.mlir.constant(0.0416657962 : f32) : f32
    %27 = llvm.mlir.constant(0.00833345205 : f32) : f32
    %28 = llvm.mlir.constant(0.00139819994 : f32) : f32
    %29 = llvm.mlir.constant(1.98756912E-4 : f32) : f32
    %30 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %31 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %32 = llvm.mlir.constant(1.44269502 : f32) : f32
    %33 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %34 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %35 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %36 = llvm.mlir.constant(1 : i64) : i64
    %37 = llvm.mlir.constant(0 : i64) : i64
    %38 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %39 = llvm.mlir.constant(32 : index) : i64
    %40 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.mlir.constant(8 : index) : i64
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.mlir.constant(32 : index) : i64
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.mlir.zero : !llvm.ptr
    %47 = llvm.getelementptr %46[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %48 = llvm.ptrtoint %47 : !llvm.ptr to i64
    %49 = llvm.call @malloc(%48) : (i64) -> !llvm.ptr
    %50 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %51 = llvm.insertvalue %49, %50[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.insertvalue %49, %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.mlir.constant(0 : index) : i64
    %54 = llvm.insertvalue %53, %52[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.insertvalue %44, %54[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.insertvalue %45, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.mul %arg24, %42 : i64
    %58 = llvm.udiv %57, %arg25 : i64
    %59 = llvm.intr.umin(%58, %42) : (i64, i64) -> i64
    %60 = llvm.add %arg24, %41 : i64
    %61 = llvm.mul %60, %42 : i64
    %62 = llvm.udiv %61, %arg25 : i64
    %63 = llvm.intr.umin(%62, %42) : (i64, i64) -> i64
    llvm.br ^bb1(%59 : i64)
  ^bb1(%64: i64):  // 2 preds: ^bb0, ^bb11
    %65 = llvm.icmp "slt" %64, %63 : i64
    llvm.cond_br %65, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%43, %40 : i64, f32)
  ^bb3(%66: i64, %67: f32):  // 2 preds: ^bb2, ^bb4
    %68 = llvm.icmp "slt" %66, %39 : i64
    llvm.cond_br %68, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %69 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.mlir.constant(32 : index) : i64
    %71 = llvm.mul %64, %70 overflow<nsw, nuw> : i64
    %72 = llvm.add %71, %66 overflow<nsw, nuw> : i64
    %73 = llvm.getelementptr inbounds|nuw %69[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %74 = llvm.load %73 : !llvm.ptr -> f32
    %75 = llvm.intr.maximum(%74, %67) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %76 = llvm.add %66, %41 : i64
    llvm.br ^bb3(%76, %75 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%43, %38 : i64, f32)
  ^bb6(%77: i64, %78: f32):  // 2 preds: ^bb5, ^bb7
    %79 = llvm.icmp "slt" %77, %39 : i64
    llvm.cond_br %79, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %80 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.mlir.constant(32 : index) : i64
    %82 = llvm.mul %64, %81 overflow<nsw, nuw> : i64
    %83 = llvm.add %82, %77 overflow<nsw, nuw> : i64
    %84 = llvm.getelementptr inbounds|nuw %80[%83] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %85 = llvm.load %84 : !llvm.ptr -> f32
    %86 = llvm.fsub %85, %67 : f32
    %87 = llvm.fcmp "olt" %86, %35 : f32
    %88 = llvm.select %87, %35, %86 : i1, f32
    %89 = llvm.fcmp "ogt" %88, %34 : f32
    %90 = llvm.select %89, %34, %88 : i1, f32
    %91 = llvm.intr.fma(%90, %32, %33) : (f32, f32, f32) -> f32
    %92 = llvm.fsub %91, %33 : f32
    %93 = llvm.intr.fma(%92, %31, %90) : (f32, f32, f32) -> f32
    %94 = llvm.intr.fma(%92, %30, %93) : (f32, f32, f32) -> f32
    %95 = llvm.fmul %94, %94 : f32
    %96 = llvm.intr.fma(%29, %94, %28) : (f32, f32, f32) -> f32
    %97 = llvm.intr.fma(%96, %94, %27) : (f32, f32, f32) -> f32
    %98 = llvm.intr.fma(%97, %94, %26) : (f32, f32, f32) -> f32
    %99 = llvm.intr.fma(%98, %94, %25) : (f32, f32, f32) -> f32
    %100 = llvm.intr.fma(%99, %94, %24) : (f32, f32, f32) -> f32
    %101 = llvm.intr.fma(%100, %95, %94) : (f32, f32, f32) -> f32
    %102 = llvm.fadd %101, %23 : f32
    %103 = llvm.bitcast %91 : f32 to i32
    %104 = llvm.sub %103, %22 : i32
    %105 = llvm.intr.ldexp(%102, %104) : (f32, i32) -> f32
    %106 = llvm.select %87, %38, %105 : i1, f32
    %107 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %108 = llvm.getelementptr inbounds|nuw %107[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %106, %108 : f32, !llvm.ptr
    %109 = llvm.fadd %106, %78 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %110 = llvm.add %77, %41 : i64
    llvm.br ^bb6(%110, %109 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb6
    llvm.br ^bb9(%43 : i64)
  ^bb9(%111: i64):  // 2 preds: ^bb8, ^bb10
    %112 = llvm.icmp "slt" %111, %39 : i64
    llvm.cond_br %112, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %113 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %114 = llvm.getelementptr inbounds|nuw %113[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %115 = llvm.load %114 : !llvm.ptr -> f32
    %116 = llvm.fdiv %115, %78 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %117 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %118 = llvm.mlir.constant(32 : index) : i64
    %119 = llvm.mul %64, %118 overflow<nsw, nuw> : i64
    %120 = llvm.add %119, %111 overflow<nsw, nuw> : i64
    %121 = llvm.getelementptr inbounds|nuw %117[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %116, %121 : f32, !llvm.ptr
    %122 = llvm.add %111, %41 : i64
    llvm.br ^bb9(%122 : i64) {loop_annotation = #loop_annotation1}
  ^bb11:  // pred: ^bb9
    %123 = llvm.add %64, %41 : i64
    llvm.br ^bb1(%123 : i64)
  ^bb12:  // pred: ^bb1
    %124 = llvm.extractvalue %56[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%124) : (!llvm.ptr) -> ()
    %125 = llvm.icmp "ugt" %arg25, %41 : i64
    llvm.cond_br %125, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    %126 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %127 = llvm.getelementptr %126[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %128 = llvm.atomicrmw add %127, %37 acq_rel : !llvm.ptr, i64
    %129 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %130 = llvm.getelementptr %129[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %131 = llvm.atomicrmw add %130, %36 acq_rel : !llvm.ptr, i64
    %132 = llvm.add %131, %36 : i64
    %133 = llvm.icmp "eq" %132, %arg25 : i64
    llvm.cond_br %133, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %134 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %135 = llvm.getelementptr %134[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %136 = llvm.atomicrmw xchg %135, %37 acq_rel : !llvm.ptr, i64
    %137 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %138 = llvm.getelementptr %137[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %139 = llvm.atomicrmw xchg %138, %37 acq_rel : !llvm.ptr, i64
    %140 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %141 = llvm.getelementptr %140[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %142 = llvm.atomicrmw add %141, %36 acq_rel : !llvm.ptr, i64
    llvm.br ^bb19
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb17
    %143 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %144 = llvm.getelementptr %143[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %145 = llvm.atomicrmw add %144, %37 acq_rel : !llvm.ptr, i64
    %146 = llvm.icmp "eq" %145, %128 : i64
    llvm.cond_br %146, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb16
  ^bb18:  // pred: ^bb16
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb14, ^bb18
    llvm.br ^bb21
  ^bb20:  // pred: ^bb12
    %147 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %148 = llvm.getelementptr %147[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %149 = llvm.atomicrmw xchg %148, %37 acq_rel : !llvm.ptr, i64
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
