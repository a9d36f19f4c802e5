#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr, %arg22: !llvm.ptr, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: !llvm.ptr, %arg27: !llvm.ptr, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: i64, %arg32: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg21, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg22, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg23, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg24, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg25, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg14, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg15, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg16, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg17, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg19, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg18, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg20, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %arg7, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg8, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg9, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg10, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg12, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg11, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg13, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.insertvalue %arg0, %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg1, %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg2, %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %arg3, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg5, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg4, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg6, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.mlir.constant(1262485504 : i32) : i32
    %31 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %32 = llvm.mlir.constant(0.166666657 : f32) : f32
    %33 = llvm.mlir.constant(0.0416657962 : f32) : f32
    %34 = llvm.mlir.constant(0.00833345205 : f32) : f32
    %35 = llvm.mlir.constant(0.00139819994 : f32) : f32
    %36 = llvm.mlir.constant(1.98756912E-4 : f32) : f32
    %37 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %38 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %39 = llvm.mlir.constant(1.44269502 : f32) : f32
    %40 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %41 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %42 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %43 = llvm.mlir.constant(1.19825836E-6 : f32) : f32
    %44 = llvm.mlir.constant(1.18534706E-4 : f32) : f32
    %45 = llvm.mlir.constant(0.00226843474 : f32) : f32
    %46 = llvm.mlir.constant(0.00489352504 : f32) : f32
    %47 = llvm.mlir.constant(-2.76076837E-16 : f32) : f32
    %48 = llvm.mlir.constant(2.00018794E-13 : f32) : f32
    %49 = llvm.mlir.constant(-8.60467184E-11 : f32) : f32
    %50 = llvm.mlir.constant(5.12229725E-8 : f32) : f32
    %51 = llvm.mlir.constant(1.48572235E-5 : f32) : f32
    %52 = llvm.mlir.constant(6.37261954E-4 : f32) : f32
    %53 = llvm.mlir.constant(0.00489352457 : f32) : f32
    %54 = llvm.mlir.constant(4.000000e-04 : f32) : f32
    %55 = llvm.mlir.constant(7.99881172 : f32) : f32
    %56 = llvm.mlir.constant(-7.99881172 : f32) : f32
    %57 = llvm.mlir.constant(8 : index) : i64
    %58 = llvm.mlir.constant(1 : i64) : i64
    %59 = llvm.mlir.constant(0 : i64) : i64
    %60 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %61 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %62 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %63 = llvm.mlir.constant(16 : index) : i64
    %64 = llvm.mlir.constant(1 : index) : i64
    %65 = llvm.mlir.constant(0 : index) : i64
    %66 = llvm.mlir.constant(4 : index) : i64
    %67 = llvm.mul %arg31, %66 : i64
    %68 = llvm.udiv %67, %arg32 : i64
    %69 = llvm.intr.umin(%68, %66) : (i64, i64) -> i64
    %70 = llvm.add %arg31, %64 : i64
    %71 = llvm.mul %70, %66 : i64
    %72 = llvm.udiv %71, %arg32 : i64
    %73 = llvm.intr.umin(%72, %66) : (i64, i64) -> i64
    llvm.br ^bb1(%69 : i64)
  ^bb1(%74: i64):  // 2 preds: ^bb0, ^bb5
    %75 = llvm.icmp "slt" %74, %73 : i64
    llvm.cond_br %75, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%65 : i64)
  ^bb3(%76: i64):  // 2 preds: ^bb2, ^bb4
    %77 = llvm.icmp "slt" %76, %63 : i64
    llvm.cond_br %77, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %78 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %79 = llvm.mlir.constant(16 : index) : i64
    %80 = llvm.mul %74, %79 overflow<nsw, nuw> : i64
    %81 = llvm.add %80, %76 overflow<nsw, nuw> : i64
    %82 = llvm.getelementptr inbounds|nuw %78[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %83 = llvm.load %82 : !llvm.ptr -> f32
    %84 = llvm.fmul %83, %62 : f32
    %85 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.mlir.constant(16 : index) : i64
    %87 = llvm.mul %74, %86 overflow<nsw, nuw> : i64
    %88 = llvm.add %87, %76 overflow<nsw, nuw> : i64
    %89 = llvm.getelementptr inbounds|nuw %85[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %90 = llvm.load %89 : !llvm.ptr -> f32
    %91 = llvm.fadd %84, %90 : f32
    %92 = llvm.fcmp "ult" %91, %55 : f32
    %93 = llvm.select %92, %91, %55 : i1, f32
    %94 = llvm.fcmp "ugt" %93, %56 : f32
    %95 = llvm.select %94, %93, %56 : i1, f32
    %96 = llvm.intr.fabs(%91) : (f32) -> f32
    %97 = llvm.fcmp "olt" %96, %54 : f32
    %98 = llvm.fmul %95, %95 : f32
    %99 = llvm.intr.fma(%98, %47, %48) : (f32, f32, f32) -> f32
    %100 = llvm.intr.fma(%98, %99, %49) : (f32, f32, f32) -> f32
    %101 = llvm.intr.fma(%98, %100, %50) : (f32, f32, f32) -> f32
    %102 = llvm.intr.fma(%98, %101, %51) : (f32, f32, f32) -> f32
    %103 = llvm.intr.fma(%98, %102, %52) : (f32, f32, f32) -> f32
    %104 = llvm.intr.fma(%98, %103, %53) : (f32, f32, f32) -> f32
    %105 = llvm.fmul %95, %104 : f32
    %106 = llvm.intr.fma(%98, %43, %44) : (f32, f32, f32) -> f32
    %107 = llvm.intr.fma(%98, %106, %45) : (f32, f32, f32) -> f32
    %108 = llvm.intr.fma(%98, %107, %46) : (f32, f32, f32) -> f32
    %109 = llvm.fdiv %105, %108 : f32
    %110 = llvm.select %97, %95, %109 : i1, f32
    %111 = llvm.fcmp "ole" %90, %61 : f32
    %112 = llvm.select %111, %61, %90 : i1, f32
    %113 = llvm.fsub %110, %112 : f32
    %114 = llvm.fneg %113 : f32
    %115 = llvm.fcmp "olt" %114, %42 : f32
    %116 = llvm.select %115, %42, %114 : i1, f32
    %117 = llvm.fcmp "ogt" %116, %41 : f32
    %118 = llvm.select %117, %41, %116 : i1, f32
    %119 = llvm.intr.fma(%118, %39, %40) : (f32, f32, f32) -> f32
    %120 = llvm.fsub %119, %40 : f32
    %121 = llvm.intr.fma(%120, %38, %118) : (f32, f32, f32) -> f32
    %122 = llvm.intr.fma(%120, %37, %121) : (f32, f32, f32) -> f32
    %123 = llvm.fmul %122, %122 : f32
    %124 = llvm.intr.fma(%36, %122, %35) : (f32, f32, f32) -> f32
    %125 = llvm.intr.fma(%124, %122, %34) : (f32, f32, f32) -> f32
    %126 = llvm.intr.fma(%125, %122, %33) : (f32, f32, f32) -> f32
    %127 = llvm.intr.fma(%126, %122, %32) : (f32, f32, f32) -> f32
    %128 = llvm.intr.fma(%127, %122, %31) : (f32, f32, f32) -> f32
    %129 = llvm.intr.fma(%128, %123, %122) : (f32, f32, f32) -> f32
    %130 = llvm.fadd %129, %60 : f32
    %131 = llvm.bitcast %119 : f32 to i32
    %132 = llvm.sub %131, %30 : i32
    %133 = llvm.intr.ldexp(%130, %132) : (f32, i32) -> f32
    %134 = llvm.select %115, %61, %133 : i1, f32
    %135 = llvm.fadd %134, %60 : f32
    %136 = llvm.fdiv %60, %135 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %137 = llvm.fmul %136, %83 : f32
    %138 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %139 = llvm.mlir.constant(16 : index) : i64
    %140 = llvm.mul %74, %139 overflow<nsw, nuw> : i64
    %141 = llvm.add %140, %76 overflow<nsw, nuw> : i64
    %142 = llvm.getelementptr inbounds|nuw %138[%141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %137, %142 : f32, !llvm.ptr
    %143 = llvm.add %76, %64 : i64
    llvm.br ^bb3(%143 : i64) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    %144 = llvm.add %74, %64 : i64
    llvm.br ^bb1(%144 : i64)
  ^bb6:  // pred: ^bb1
    %145 = llvm.icmp "ugt" %arg32, %64 : i64
    llvm.cond_br %145, ^bb7, ^bb14
  ^bb7:  // pred: ^bb6
    %146 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %147 = llvm.getelementptr %146[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %148 = llvm.atomicrmw add %147, %59 acq_rel : !llvm.ptr, i64
    %149 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %150 = llvm.getelementptr %149[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %151 = llvm.atomicrmw add %150, %58 acq_rel : !llvm.ptr, i64
    %152 = llvm.add %151, %58 : i64
    %153 = llvm.icmp "eq" %152, %arg32 : i64
    llvm.cond_br %153, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %154 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %155 = llvm.getelementptr %154[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %156 = llvm.atomicrmw xchg %155, %59 acq_rel : !llvm.ptr, i64
    %157 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %158 = llvm.getelementptr %157[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %159 = llvm.atomicrmw xchg %158, %59 acq_rel : !llvm.ptr, i64
    %160 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %161 = llvm.getelementptr %160[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %162 = llvm.atomicrmw add %161, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb13
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb9, ^bb11
    %163 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %164 = llvm.getelementptr %163[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %165 = llvm.atomicrmw add %164, %59 acq_rel : !llvm.ptr, i64
    %166 = llvm.icmp "eq" %165, %148 : i64
    llvm.cond_br %166, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb10
  ^bb12:  // pred: ^bb10
    llvm.br ^bb13
  ^bb13:  // 2 preds: ^bb8, ^bb12
    llvm.br ^bb15
  ^bb14:  // pred: ^bb6
    %167 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %168 = llvm.getelementptr %167[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %169 = llvm.atomicrmw xchg %168, %59 acq_rel : !llvm.ptr, i64
    llvm.br ^bb15
  ^bb15:  // 2 preds: ^bb13, ^bb14
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
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
    %24 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = llvm.extractvalue %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.extractvalue %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.extractvalue %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.load %arg4 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14, %15, %17, %18, %19, %20, %21, %22, %23, %25, %26, %27, %28, %29, %31, %32, %33, %34, %35, %arg5, %arg6) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
