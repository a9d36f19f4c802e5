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
    %31 = llvm.mlir.constant(0.49999997 : f32) : f32
    %32 = llvm.mlir.constant(0.166665196 : f32) : f32
    %33 = llvm.mlir.constant(0.0416672342 : f32) : f32
    %34 = llvm.mlir.constant(0.00836889911 : f32) : f32
    %35 = llvm.mlir.constant(0.00138796063 : f32) : f32
    %36 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %37 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %38 = llvm.mlir.constant(1.44269502 : f32) : f32
    %39 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %40 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %41 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %42 = llvm.mlir.constant(1.19825836E-6 : f32) : f32
    %43 = llvm.mlir.constant(1.18534706E-4 : f32) : f32
    %44 = llvm.mlir.constant(0.00226843474 : f32) : f32
    %45 = llvm.mlir.constant(0.00489352504 : f32) : f32
    %46 = llvm.mlir.constant(-2.76076837E-16 : f32) : f32
    %47 = llvm.mlir.constant(2.00018794E-13 : f32) : f32
    %48 = llvm.mlir.constant(-8.60467184E-11 : f32) : f32
    %49 = llvm.mlir.constant(5.12229725E-8 : f32) : f32
    %50 = llvm.mlir.constant(1.48572235E-5 : f32) : f32
    %51 = llvm.mlir.constant(6.37261954E-4 : f32) : f32
    %52 = llvm.mlir.constant(0.00489352457 : f32) : f32
    %53 = llvm.mlir.constant(4.000000e-04 : f32) : f32
    %54 = llvm.mlir.constant(7.99881172 : f32) : f32
    %55 = llvm.mlir.constant(-7.99881172 : f32) : f32
    %56 = llvm.mlir.constant(8 : index) : i64
    %57 = llvm.mlir.constant(1 : i64) : i64
    %58 = llvm.mlir.constant(0 : i64) : i64
    %59 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %60 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %61 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %62 = llvm.mlir.constant(16 : index) : i64
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.mlir.constant(0 : index) : i64
    %65 = llvm.mlir.constant(4 : index) : i64
    %66 = llvm.mul %arg31, %65 : i64
    %67 = llvm.udiv %66, %arg32 : i64
    %68 = llvm.intr.umin(%67, %65) : (i64, i64) -> i64
    %69 = llvm.add %arg31, %63 : i64
    %70 = llvm.mul %69, %65 : i64
    %71 = llvm.udiv %70, %arg32 : i64
    %72 = llvm.intr.umin(%71, %65) : (i64, i64) -> i64
    llvm.br ^bb1(%68 : i64)
  ^bb1(%73: i64):  // 2 preds: ^bb0, ^bb5
    %74 = llvm.icmp "slt" %73, %72 : i64
    llvm.cond_br %74, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%64 : i64)
  ^bb3(%75: i64):  // 2 preds: ^bb2, ^bb4
    %76 = llvm.icmp "slt" %75, %62 : i64
    llvm.cond_br %76, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %77 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.mlir.constant(16 : index) : i64
    %79 = llvm.mul %73, %78 overflow<nsw, nuw> : i64
    %80 = llvm.add %79, %75 overflow<nsw, nuw> : i64
    %81 = llvm.getelementptr inbounds|nuw %77[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %82 = llvm.load %81 : !llvm.ptr -> f32
    %83 = llvm.fmul %82, %61 : f32
    %84 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %85 = llvm.mlir.constant(16 : index) : i64
    %86 = llvm.mul %73, %85 overflow<nsw, nuw> : i64
    %87 = llvm.add %86, %75 overflow<nsw, nuw> : i64
    %88 = llvm.getelementptr inbounds|nuw %84[%87] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %89 = llvm.load %88 : !llvm.ptr -> f32
    %90 = llvm.fadd %83, %89 : f32
    %91 = llvm.fcmp "ult" %90, %54 : f32
    %92 = llvm.select %91, %90, %54 : i1, f32
    %93 = llvm.fcmp "ugt" %92, %55 : f32
    %94 = llvm.select %93, %92, %55 : i1, f32
    %95 = llvm.intr.fabs(%90) : (f32) -> f32
    %96 = llvm.fcmp "olt" %95, %53 : f32
    %97 = llvm.fmul %94, %94 : f32
    %98 = llvm.intr.fma(%97, %46, %47) : (f32, f32, f32) -> f32
    %99 = llvm.intr.fma(%97, %98, %48) : (f32, f32, f32) -> f32
    %100 = llvm.intr.fma(%97, %99, %49) : (f32, f32, f32) -> f32
    %101 = llvm.intr.fma(%97, %100, %50) : (f32, f32, f32) -> f32
    %102 = llvm.intr.fma(%97, %101, %51) : (f32, f32, f32) -> f32
    %103 = llvm.intr.fma(%97, %102, %52) : (f32, f32, f32) -> f32
    %104 = llvm.fmul %94, %103 : f32
    %105 = llvm.intr.fma(%97, %42, %43) : (f32, f32, f32) -> f32
    %106 = llvm.intr.fma(%97, %105, %44) : (f32, f32, f32) -> f32
    %107 = llvm.intr.fma(%97, %106, %45) : (f32, f32, f32) -> f32
    %108 = llvm.fdiv %104, %107 : f32
    %109 = llvm.select %96, %94, %108 : i1, f32
    %110 = llvm.fcmp "ole" %89, %60 : f32
    %111 = llvm.select %110, %60, %89 : i1, f32
    %112 = llvm.fsub %109, %111 : f32
    %113 = llvm.fneg %112 : f32
    %114 = llvm.fcmp "olt" %113, %41 : f32
    %115 = llvm.select %114, %41, %113 : i1, f32
    %116 = llvm.fcmp "ogt" %115, %40 : f32
    %117 = llvm.select %116, %40, %115 : i1, f32
    %118 = llvm.intr.fma(%117, %38, %39) : (f32, f32, f32) -> f32
    %119 = llvm.fsub %118, %39 : f32
    %120 = llvm.intr.fma(%119, %37, %117) : (f32, f32, f32) -> f32
    %121 = llvm.intr.fma(%119, %36, %120) : (f32, f32, f32) -> f32
    %122 = llvm.fmul %121, %121 : f32
    %123 = llvm.intr.fma(%35, %121, %34) : (f32, f32, f32) -> f32
    %124 = llvm.intr.fma(%123, %121, %33) : (f32, f32, f32) -> f32
    %125 = llvm.intr.fma(%124, %121, %32) : (f32, f32, f32) -> f32
    %126 = llvm.intr.fma(%125, %121, %31) : (f32, f32, f32) -> f32
    %127 = llvm.intr.fma(%126, %122, %121) : (f32, f32, f32) -> f32
    %128 = llvm.fadd %127, %59 : f32
    %129 = llvm.bitcast %118 : f32 to i32
    %130 = llvm.sub %129, %30 : i32
    %131 = llvm.intr.ldexp(%128, %130) : (f32, i32) -> f32
    %132 = llvm.select %114, %60, %131 : i1, f32
    %133 = llvm.fadd %132, %59 : f32
    %134 = llvm.fdiv %59, %133 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %135 = llvm.fmul %134, %82 : f32
    %136 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %137 = llvm.mlir.constant(16 : index) : i64
    %138 = llvm.mul %73, %137 overflow<nsw, nuw> : i64
    %139 = llvm.add %138, %75 overflow<nsw, nuw> : i64
    %140 = llvm.getelementptr inbounds|nuw %136[%139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %135, %140 : f32, !llvm.ptr
    %141 = llvm.add %75, %63 : i64
    llvm.br ^bb3(%141 : i64) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    %142 = llvm.add %73, %63 : i64
    llvm.br ^bb1(%142 : i64)
  ^bb6:  // pred: ^bb1
    %143 = llvm.icmp "ugt" %arg32, %63 : i64
    llvm.cond_br %143, ^bb7, ^bb14
  ^bb7:  // pred: ^bb6
    %144 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %145 = llvm.getelementptr %144[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %146 = llvm.atomicrmw add %145, %58 acq_rel : !llvm.ptr, i64
    %147 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %148 = llvm.getelementptr %147[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %149 = llvm.atomicrmw add %148, %57 acq_rel : !llvm.ptr, i64
    %150 = llvm.add %149, %57 : i64
    %151 = llvm.icmp "eq" %150, %arg32 : i64
    llvm.cond_br %151, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %152 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %153 = llvm.getelementptr %152[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %154 = llvm.atomicrmw xchg %153, %58 acq_rel : !llvm.ptr, i64
    %155 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %156 = llvm.getelementptr %155[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %157 = llvm.atomicrmw xchg %156, %58 acq_rel : !llvm.ptr, i64
    %158 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %159 = llvm.getelementptr %158[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %160 = llvm.atomicrmw add %159, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb13
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb9, ^bb11
    %161 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %162 = llvm.getelementptr %161[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %163 = llvm.atomicrmw add %162, %58 acq_rel : !llvm.ptr, i64
    %164 = llvm.icmp "eq" %163, %146 : i64
    llvm.cond_br %164, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb10
  ^bb12:  // pred: ^bb10
    llvm.br ^bb13
  ^bb13:  // 2 preds: ^bb8, ^bb12
    llvm.br ^bb15
  ^bb14:  // pred: ^bb6
    %165 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %166 = llvm.getelementptr %165[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %167 = llvm.atomicrmw xchg %166, %58 acq_rel : !llvm.ptr, i64
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
