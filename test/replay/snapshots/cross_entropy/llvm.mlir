#loc = loc("-":31:12)
#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: !llvm.ptr, %arg26: !llvm.ptr, %arg27: i64, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 576 : i64, pyc.index_checks = [{dim = 1 : i64, loc = #loc, op = "pyc.take_along_dim"}], pyc.naive_bytes = 576 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg25, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg26, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg27, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg28, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg29, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg20, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg21, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg22, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg23, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg24, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = llvm.insertvalue %arg15, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %arg16, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg17, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg18, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg19, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %19 = llvm.insertvalue %arg12, %18[0] : !llvm.struct<(ptr, ptr, i64)> 
    %20 = llvm.insertvalue %arg13, %19[1] : !llvm.struct<(ptr, ptr, i64)> 
    %21 = llvm.insertvalue %arg14, %20[2] : !llvm.struct<(ptr, ptr, i64)> 
    %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = llvm.insertvalue %arg7, %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %arg8, %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %arg9, %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.insertvalue %arg10, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.insertvalue %arg11, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = llvm.insertvalue %arg0, %28[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg1, %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg2, %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg3, %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg5, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %arg4, %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %arg6, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.mlir.constant(1262485504 : i32) : i32
    %37 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %38 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %39 = llvm.mlir.constant(0.166666657 : f32) : f32
    %40 = llvm.mlir.constant(0.0416657962 : f32) : f32
    %41 = llvm.mlir.constant(0.00833345205 : f32) : f32
    %42 = llvm.mlir.constant(0.00139819994 : f32) : f32
    %43 = llvm.mlir.constant(1.98756912E-4 : f32) : f32
    %44 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %45 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %46 = llvm.mlir.constant(1.44269502 : f32) : f32
    %47 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %48 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %49 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %50 = llvm.mlir.constant(3 : index) : i64
    %51 = llvm.mlir.constant(2 : index) : i64
    %52 = llvm.mlir.constant(10 : i64) : i64
    %53 = llvm.mlir.constant(512 : index) : i64
    %54 = llvm.mlir.constant(-100 : i64) : i64
    %55 = llvm.mlir.constant(448 : index) : i64
    %56 = llvm.mlir.constant(384 : index) : i64
    %57 = llvm.mlir.constant(320 : index) : i64
    %58 = llvm.mlir.constant(1 : i64) : i64
    %59 = llvm.mlir.constant(0 : i64) : i64
    %60 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %61 = llvm.mlir.constant(10 : index) : i64
    %62 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.mlir.constant(8 : index) : i64
    %65 = llvm.mlir.constant(0 : index) : i64
    %66 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %67 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.insertvalue %67, %66[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.getelementptr %69[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %71 = llvm.insertvalue %70, %68[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.mlir.constant(0 : index) : i64
    %73 = llvm.insertvalue %72, %71[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.mlir.constant(10 : index) : i64
    %75 = llvm.insertvalue %74, %73[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.mlir.constant(1 : index) : i64
    %77 = llvm.insertvalue %76, %75[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.mlir.constant(8 : index) : i64
    %79 = llvm.insertvalue %78, %77[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.mlir.constant(10 : index) : i64
    %81 = llvm.insertvalue %80, %79[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %82 = llvm.mul %arg30, %64 : i64
    %83 = llvm.udiv %82, %arg31 : i64
    %84 = llvm.intr.umin(%83, %64) : (i64, i64) -> i64
    %85 = llvm.add %arg30, %63 : i64
    %86 = llvm.mul %85, %64 : i64
    %87 = llvm.udiv %86, %arg31 : i64
    %88 = llvm.intr.umin(%87, %64) : (i64, i64) -> i64
    llvm.br ^bb1(%84 : i64)
  ^bb1(%89: i64):  // 2 preds: ^bb0, ^bb11
    %90 = llvm.icmp "slt" %89, %88 : i64
    llvm.cond_br %90, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%65, %62 : i64, f32)
  ^bb3(%91: i64, %92: f32):  // 2 preds: ^bb2, ^bb4
    %93 = llvm.icmp "slt" %91, %61 : i64
    llvm.cond_br %93, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %94 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %95 = llvm.mlir.constant(10 : index) : i64
    %96 = llvm.mul %89, %95 overflow<nsw, nuw> : i64
    %97 = llvm.add %96, %91 overflow<nsw, nuw> : i64
    %98 = llvm.getelementptr inbounds|nuw %94[%97] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %99 = llvm.load %98 : !llvm.ptr -> f32
    %100 = llvm.intr.maximum(%99, %92) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %101 = llvm.add %91, %63 : i64
    llvm.br ^bb3(%101, %100 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%65, %60 : i64, f32)
  ^bb6(%102: i64, %103: f32):  // 2 preds: ^bb5, ^bb7
    %104 = llvm.icmp "slt" %102, %61 : i64
    llvm.cond_br %104, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %105 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %106 = llvm.mlir.constant(10 : index) : i64
    %107 = llvm.mul %89, %106 overflow<nsw, nuw> : i64
    %108 = llvm.add %107, %102 overflow<nsw, nuw> : i64
    %109 = llvm.getelementptr inbounds|nuw %105[%108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %110 = llvm.load %109 : !llvm.ptr -> f32
    %111 = llvm.fsub %110, %92 : f32
    %112 = llvm.fcmp "olt" %111, %49 : f32
    %113 = llvm.select %112, %49, %111 : i1, f32
    %114 = llvm.fcmp "ogt" %113, %48 : f32
    %115 = llvm.select %114, %48, %113 : i1, f32
    %116 = llvm.intr.fma(%115, %46, %47) : (f32, f32, f32) -> f32
    %117 = llvm.fsub %116, %47 : f32
    %118 = llvm.intr.fma(%117, %45, %115) : (f32, f32, f32) -> f32
    %119 = llvm.intr.fma(%117, %44, %118) : (f32, f32, f32) -> f32
    %120 = llvm.fmul %119, %119 : f32
    %121 = llvm.intr.fma(%43, %119, %42) : (f32, f32, f32) -> f32
    %122 = llvm.intr.fma(%121, %119, %41) : (f32, f32, f32) -> f32
    %123 = llvm.intr.fma(%122, %119, %40) : (f32, f32, f32) -> f32
    %124 = llvm.intr.fma(%123, %119, %39) : (f32, f32, f32) -> f32
    %125 = llvm.intr.fma(%124, %119, %38) : (f32, f32, f32) -> f32
    %126 = llvm.intr.fma(%125, %120, %119) : (f32, f32, f32) -> f32
    %127 = llvm.fadd %126, %37 : f32
    %128 = llvm.bitcast %116 : f32 to i32
    %129 = llvm.sub %128, %36 : i32
    %130 = llvm.intr.ldexp(%127, %129) : (f32, i32) -> f32
    %131 = llvm.select %112, %60, %130 : i1, f32
    %132 = llvm.fadd %131, %103 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %133 = llvm.add %102, %63 : i64
    llvm.br ^bb6(%133, %132 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb6
    llvm.br ^bb9(%65 : i64)
  ^bb9(%134: i64):  // 2 preds: ^bb8, ^bb10
    %135 = llvm.icmp "slt" %134, %61 : i64
    llvm.cond_br %135, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %136 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %137 = llvm.mlir.constant(10 : index) : i64
    %138 = llvm.mul %89, %137 overflow<nsw, nuw> : i64
    %139 = llvm.add %138, %134 overflow<nsw, nuw> : i64
    %140 = llvm.getelementptr inbounds|nuw %136[%139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %141 = llvm.load %140 : !llvm.ptr -> f32
    %142 = llvm.fsub %141, %92 : f32
    %143 = llvm.intr.log(%103) : (f32) -> f32
    %144 = llvm.fsub %142, %143 : f32
    %145 = llvm.extractvalue %81[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.mlir.constant(10 : index) : i64
    %147 = llvm.mul %89, %146 overflow<nsw, nuw> : i64
    %148 = llvm.add %147, %134 overflow<nsw, nuw> : i64
    %149 = llvm.getelementptr inbounds|nuw %145[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %144, %149 : f32, !llvm.ptr
    %150 = llvm.add %134, %63 : i64
    llvm.br ^bb9(%150 : i64)
  ^bb11:  // pred: ^bb9
    %151 = llvm.add %89, %63 : i64
    llvm.br ^bb1(%151 : i64)
  ^bb12:  // pred: ^bb1
    %152 = llvm.icmp "ugt" %arg31, %63 : i64
    llvm.cond_br %152, ^bb13, ^bb19
  ^bb13:  // pred: ^bb12
    %153 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %154 = llvm.getelementptr %153[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %155 = llvm.atomicrmw add %154, %59 acq_rel : !llvm.ptr, i64
    %156 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %157 = llvm.getelementptr %156[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %158 = llvm.atomicrmw add %157, %58 acq_rel : !llvm.ptr, i64
    %159 = llvm.add %158, %58 : i64
    %160 = llvm.icmp "eq" %159, %arg31 : i64
    llvm.cond_br %160, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %161 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %162 = llvm.getelementptr %161[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %163 = llvm.atomicrmw xchg %162, %59 acq_rel : !llvm.ptr, i64
    %164 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %165 = llvm.getelementptr %164[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %166 = llvm.atomicrmw add %165, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb18
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb16
    %167 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %168 = llvm.getelementptr %167[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %169 = llvm.atomicrmw add %168, %59 acq_rel : !llvm.ptr, i64
    %170 = llvm.icmp "eq" %169, %155 : i64
    llvm.cond_br %170, ^bb16, ^bb17
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18
  ^bb18:  // 2 preds: ^bb14, ^bb17
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb12, ^bb18
    %171 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %172 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %173 = llvm.insertvalue %172, %171[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %174 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %175 = llvm.getelementptr %174[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %176 = llvm.insertvalue %175, %173[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %177 = llvm.mlir.constant(0 : index) : i64
    %178 = llvm.insertvalue %177, %176[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %179 = llvm.mlir.constant(8 : index) : i64
    %180 = llvm.insertvalue %179, %178[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %181 = llvm.mlir.constant(1 : index) : i64
    %182 = llvm.insertvalue %181, %180[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %183 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %184 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %185 = llvm.insertvalue %184, %183[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %186 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %187 = llvm.getelementptr %186[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %188 = llvm.insertvalue %187, %185[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %189 = llvm.mlir.constant(0 : index) : i64
    %190 = llvm.insertvalue %189, %188[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %191 = llvm.mlir.constant(8 : index) : i64
    %192 = llvm.insertvalue %191, %190[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %193 = llvm.mlir.constant(1 : index) : i64
    %194 = llvm.insertvalue %193, %192[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %195 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %196 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %197 = llvm.insertvalue %196, %195[0] : !llvm.struct<(ptr, ptr, i64)> 
    %198 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %199 = llvm.getelementptr %198[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %200 = llvm.insertvalue %199, %197[1] : !llvm.struct<(ptr, ptr, i64)> 
    %201 = llvm.mlir.constant(0 : index) : i64
    %202 = llvm.insertvalue %201, %200[2] : !llvm.struct<(ptr, ptr, i64)> 
    %203 = llvm.icmp "eq" %arg30, %65 : i64
    llvm.cond_br %203, ^bb20, ^bb27
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%65, %59 : i64, i64)
  ^bb21(%204: i64, %205: i64):  // 2 preds: ^bb20, ^bb22
    %206 = llvm.icmp "slt" %204, %64 : i64
    llvm.cond_br %206, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %207 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %208 = llvm.getelementptr inbounds|nuw %207[%204] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %209 = llvm.load %208 : !llvm.ptr -> i64
    %210 = llvm.icmp "ne" %209, %54 : i64
    %211 = llvm.zext %210 : i1 to i64
    %212 = llvm.add %211, %205 : i64
    %213 = llvm.add %204, %63 : i64
    llvm.br ^bb21(%213, %212 : i64, i64) {loop_annotation = #loop_annotation}
  ^bb23:  // pred: ^bb21
    %214 = llvm.sitofp %205 : i64 to f32
    %215 = llvm.extractvalue %202[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %214, %215 : f32, !llvm.ptr
    llvm.br ^bb24(%65 : i64)
  ^bb24(%216: i64):  // 2 preds: ^bb23, ^bb25
    %217 = llvm.icmp "slt" %216, %64 : i64
    llvm.cond_br %217, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %218 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %219 = llvm.getelementptr inbounds|nuw %218[%216] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %220 = llvm.load %219 : !llvm.ptr -> i64
    %221 = llvm.icmp "ne" %220, %54 : i64
    %222 = llvm.zext %221 : i1 to i8
    %223 = llvm.extractvalue %182[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %224 = llvm.getelementptr inbounds|nuw %223[%216] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %222, %224 : i8, !llvm.ptr
    %225 = llvm.select %221, %220, %59 : i1, i64
    %226 = llvm.extractvalue %194[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %227 = llvm.getelementptr inbounds|nuw %226[%216] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %225, %227 : i64, !llvm.ptr
    %228 = llvm.add %216, %63 : i64
    llvm.br ^bb24(%228 : i64)
  ^bb26:  // pred: ^bb24
    llvm.br ^bb27
  ^bb27:  // 2 preds: ^bb19, ^bb26
    llvm.cond_br %152, ^bb28, ^bb34
  ^bb28:  // pred: ^bb27
    %229 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %230 = llvm.getelementptr %229[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %231 = llvm.atomicrmw add %230, %59 acq_rel : !llvm.ptr, i64
    %232 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %233 = llvm.getelementptr %232[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %234 = llvm.atomicrmw add %233, %58 acq_rel : !llvm.ptr, i64
    %235 = llvm.add %234, %58 : i64
    %236 = llvm.icmp "eq" %235, %arg31 : i64
    llvm.cond_br %236, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %237 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %238 = llvm.getelementptr %237[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %239 = llvm.atomicrmw xchg %238, %59 acq_rel : !llvm.ptr, i64
    %240 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %241 = llvm.getelementptr %240[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %242 = llvm.atomicrmw add %241, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb33
  ^bb30:  // pred: ^bb28
    llvm.br ^bb31
  ^bb31:  // 2 preds: ^bb30, ^bb31
    %243 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %244 = llvm.getelementptr %243[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %245 = llvm.atomicrmw add %244, %59 acq_rel : !llvm.ptr, i64
    %246 = llvm.icmp "eq" %245, %231 : i64
    llvm.cond_br %246, ^bb31, ^bb32
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33
  ^bb33:  // 2 preds: ^bb29, ^bb32
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb27, ^bb33
    %247 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %248 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %249 = llvm.insertvalue %248, %247[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %250 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %251 = llvm.getelementptr %250[%53] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %252 = llvm.insertvalue %251, %249[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %253 = llvm.mlir.constant(0 : index) : i64
    %254 = llvm.insertvalue %253, %252[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %255 = llvm.mlir.constant(1 : index) : i64
    %256 = llvm.insertvalue %255, %254[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %257 = llvm.mlir.constant(1 : index) : i64
    %258 = llvm.insertvalue %257, %256[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %259 = llvm.mlir.constant(8 : index) : i64
    %260 = llvm.insertvalue %259, %258[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %261 = llvm.mlir.constant(1 : index) : i64
    %262 = llvm.insertvalue %261, %260[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb35(%84 : i64)
  ^bb35(%263: i64):  // 2 preds: ^bb34, ^bb40
    %264 = llvm.icmp "slt" %263, %88 : i64
    llvm.cond_br %264, ^bb36, ^bb41
  ^bb36:  // pred: ^bb35
    %265 = llvm.extractvalue %194[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %266 = llvm.getelementptr inbounds|nuw %265[%263] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %267 = llvm.load %266 : !llvm.ptr -> i64
    %268 = llvm.icmp "ult" %267, %61 : i64
    %269 = llvm.icmp "uge" %267, %61 : i64
    llvm.cond_br %269, ^bb37, ^bb40
  ^bb37:  // pred: ^bb36
    %270 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %271 = llvm.getelementptr %270[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %272 = llvm.atomicrmw add %271, %58 acq_rel : !llvm.ptr, i64
    %273 = llvm.icmp "eq" %272, %59 : i64
    llvm.cond_br %273, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    %274 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %275 = llvm.getelementptr inbounds|nuw %274[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %59, %275 : i64, !llvm.ptr
    %276 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %277 = llvm.getelementptr inbounds|nuw %276[%51] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %267, %277 : i64, !llvm.ptr
    %278 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %279 = llvm.getelementptr inbounds|nuw %278[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %52, %279 : i64, !llvm.ptr
    llvm.br ^bb39
  ^bb39:  // 2 preds: ^bb37, ^bb38
    llvm.br ^bb40
  ^bb40:  // 2 preds: ^bb36, ^bb39
    %280 = llvm.select %268, %267, %65 : i1, i64
    %281 = llvm.extractvalue %81[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %282 = llvm.mlir.constant(10 : index) : i64
    %283 = llvm.mul %263, %282 overflow<nsw, nuw> : i64
    %284 = llvm.add %283, %280 overflow<nsw, nuw> : i64
    %285 = llvm.getelementptr inbounds|nuw %281[%284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %286 = llvm.load %285 : !llvm.ptr -> f32
    %287 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %288 = llvm.add %263, %65 overflow<nsw, nuw> : i64
    %289 = llvm.getelementptr inbounds|nuw %287[%288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %286, %289 : f32, !llvm.ptr
    %290 = llvm.add %263, %63 : i64
    llvm.br ^bb35(%290 : i64)
  ^bb41:  // pred: ^bb35
    llvm.cond_br %152, ^bb42, ^bb48
  ^bb42:  // pred: ^bb41
    %291 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %292 = llvm.getelementptr %291[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %293 = llvm.atomicrmw add %292, %59 acq_rel : !llvm.ptr, i64
    %294 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %295 = llvm.getelementptr %294[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %296 = llvm.atomicrmw add %295, %58 acq_rel : !llvm.ptr, i64
    %297 = llvm.add %296, %58 : i64
    %298 = llvm.icmp "eq" %297, %arg31 : i64
    llvm.cond_br %298, ^bb43, ^bb44
  ^bb43:  // pred: ^bb42
    %299 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %300 = llvm.getelementptr %299[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %301 = llvm.atomicrmw xchg %300, %59 acq_rel : !llvm.ptr, i64
    %302 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %303 = llvm.getelementptr %302[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %304 = llvm.atomicrmw add %303, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb47
  ^bb44:  // pred: ^bb42
    llvm.br ^bb45
  ^bb45:  // 2 preds: ^bb44, ^bb45
    %305 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %306 = llvm.getelementptr %305[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %307 = llvm.atomicrmw add %306, %59 acq_rel : !llvm.ptr, i64
    %308 = llvm.icmp "eq" %307, %293 : i64
    llvm.cond_br %308, ^bb45, ^bb46
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47
  ^bb47:  // 2 preds: ^bb43, ^bb46
    llvm.br ^bb48
  ^bb48:  // 2 preds: ^bb41, ^bb47
    llvm.cond_br %203, ^bb49, ^bb53
  ^bb49:  // pred: ^bb48
    llvm.br ^bb50(%65, %60 : i64, f32)
  ^bb50(%309: i64, %310: f32):  // 2 preds: ^bb49, ^bb51
    %311 = llvm.icmp "slt" %309, %64 : i64
    llvm.cond_br %311, ^bb51, ^bb52
  ^bb51:  // pred: ^bb50
    %312 = llvm.extractvalue %182[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %313 = llvm.getelementptr inbounds|nuw %312[%309] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %314 = llvm.load %313 : !llvm.ptr -> i8
    %315 = llvm.trunc %314 : i8 to i1
    %316 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %317 = llvm.add %309, %65 overflow<nsw, nuw> : i64
    %318 = llvm.getelementptr inbounds|nuw %316[%317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %319 = llvm.load %318 : !llvm.ptr -> f32
    %320 = llvm.fneg %319 : f32
    %321 = llvm.select %315, %320, %60 : i1, f32
    %322 = llvm.fadd %321, %310 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %323 = llvm.add %309, %63 : i64
    llvm.br ^bb50(%323, %322 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb52:  // pred: ^bb50
    %324 = llvm.extractvalue %202[1] : !llvm.struct<(ptr, ptr, i64)> 
    %325 = llvm.load %324 : !llvm.ptr -> f32
    %326 = llvm.fdiv %310, %325 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %327 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %326, %327 : f32, !llvm.ptr
    llvm.br ^bb53
  ^bb53:  // 2 preds: ^bb48, ^bb52
    llvm.cond_br %152, ^bb54, ^bb60
  ^bb54:  // pred: ^bb53
    %328 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %329 = llvm.getelementptr %328[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %330 = llvm.atomicrmw add %329, %59 acq_rel : !llvm.ptr, i64
    %331 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %332 = llvm.getelementptr %331[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %333 = llvm.atomicrmw add %332, %58 acq_rel : !llvm.ptr, i64
    %334 = llvm.add %333, %58 : i64
    %335 = llvm.icmp "eq" %334, %arg31 : i64
    llvm.cond_br %335, ^bb55, ^bb56
  ^bb55:  // pred: ^bb54
    %336 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %337 = llvm.getelementptr %336[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %338 = llvm.atomicrmw xchg %337, %59 acq_rel : !llvm.ptr, i64
    %339 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %340 = llvm.getelementptr %339[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %341 = llvm.atomicrmw add %340, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb59
  ^bb56:  // pred: ^bb54
    llvm.br ^bb57
  ^bb57:  // 2 preds: ^bb56, ^bb57
    %342 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %343 = llvm.getelementptr %342[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %344 = llvm.atomicrmw add %343, %59 acq_rel : !llvm.ptr, i64
    %345 = llvm.icmp "eq" %344, %330 : i64
    llvm.cond_br %345, ^bb57, ^bb58
  ^bb58:  // pred: ^bb57
    llvm.br ^bb59
  ^bb59:  // 2 preds: ^bb55, ^bb58
    llvm.br ^bb60
  ^bb60:  // 2 preds: ^bb53, ^bb59
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64, %arg7: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 576 : i64, pyc.index_checks = [{dim = 1 : i64, loc = #loc, op = "pyc.take_along_dim"}], pyc.naive_bytes = 576 : i64} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
    %15 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)> 
    %16 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)> 
    %17 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64)> 
    %18 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %19 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.load %arg4 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = llvm.extractvalue %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.extractvalue %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.extractvalue %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.load %arg5 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %15, %16, %17, %19, %20, %21, %22, %23, %25, %26, %27, %28, %29, %31, %32, %33, %34, %35, %arg6, %arg7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
