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
    %49 = llvm.mlir.constant(-1.040000e+02 : f32) : f32
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
    %131 = llvm.fadd %130, %103 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %132 = llvm.add %102, %63 : i64
    llvm.br ^bb6(%132, %131 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb6
    llvm.br ^bb9(%65 : i64)
  ^bb9(%133: i64):  // 2 preds: ^bb8, ^bb10
    %134 = llvm.icmp "slt" %133, %61 : i64
    llvm.cond_br %134, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %135 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %136 = llvm.mlir.constant(10 : index) : i64
    %137 = llvm.mul %89, %136 overflow<nsw, nuw> : i64
    %138 = llvm.add %137, %133 overflow<nsw, nuw> : i64
    %139 = llvm.getelementptr inbounds|nuw %135[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %140 = llvm.load %139 : !llvm.ptr -> f32
    %141 = llvm.fsub %140, %92 : f32
    %142 = llvm.intr.log(%103) : (f32) -> f32
    %143 = llvm.fsub %141, %142 : f32
    %144 = llvm.extractvalue %81[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %145 = llvm.mlir.constant(10 : index) : i64
    %146 = llvm.mul %89, %145 overflow<nsw, nuw> : i64
    %147 = llvm.add %146, %133 overflow<nsw, nuw> : i64
    %148 = llvm.getelementptr inbounds|nuw %144[%147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %143, %148 : f32, !llvm.ptr
    %149 = llvm.add %133, %63 : i64
    llvm.br ^bb9(%149 : i64)
  ^bb11:  // pred: ^bb9
    %150 = llvm.add %89, %63 : i64
    llvm.br ^bb1(%150 : i64)
  ^bb12:  // pred: ^bb1
    %151 = llvm.icmp "ugt" %arg31, %63 : i64
    llvm.cond_br %151, ^bb13, ^bb19
  ^bb13:  // pred: ^bb12
    %152 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %153 = llvm.getelementptr %152[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %154 = llvm.atomicrmw add %153, %59 acq_rel : !llvm.ptr, i64
    %155 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %156 = llvm.getelementptr %155[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %157 = llvm.atomicrmw add %156, %58 acq_rel : !llvm.ptr, i64
    %158 = llvm.add %157, %58 : i64
    %159 = llvm.icmp "eq" %158, %arg31 : i64
    llvm.cond_br %159, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %160 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %161 = llvm.getelementptr %160[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %162 = llvm.atomicrmw xchg %161, %59 acq_rel : !llvm.ptr, i64
    %163 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %164 = llvm.getelementptr %163[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %165 = llvm.atomicrmw add %164, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb18
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb16
    %166 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %167 = llvm.getelementptr %166[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %168 = llvm.atomicrmw add %167, %59 acq_rel : !llvm.ptr, i64
    %169 = llvm.icmp "eq" %168, %154 : i64
    llvm.cond_br %169, ^bb16, ^bb17
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18
  ^bb18:  // 2 preds: ^bb14, ^bb17
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb12, ^bb18
    %170 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %171 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %172 = llvm.insertvalue %171, %170[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %173 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %174 = llvm.getelementptr %173[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %175 = llvm.insertvalue %174, %172[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %176 = llvm.mlir.constant(0 : index) : i64
    %177 = llvm.insertvalue %176, %175[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %178 = llvm.mlir.constant(8 : index) : i64
    %179 = llvm.insertvalue %178, %177[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %180 = llvm.mlir.constant(1 : index) : i64
    %181 = llvm.insertvalue %180, %179[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %182 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %183 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %184 = llvm.insertvalue %183, %182[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %185 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %186 = llvm.getelementptr %185[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %187 = llvm.insertvalue %186, %184[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %188 = llvm.mlir.constant(0 : index) : i64
    %189 = llvm.insertvalue %188, %187[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %190 = llvm.mlir.constant(8 : index) : i64
    %191 = llvm.insertvalue %190, %189[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %192 = llvm.mlir.constant(1 : index) : i64
    %193 = llvm.insertvalue %192, %191[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %194 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %195 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %196 = llvm.insertvalue %195, %194[0] : !llvm.struct<(ptr, ptr, i64)> 
    %197 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %198 = llvm.getelementptr %197[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %199 = llvm.insertvalue %198, %196[1] : !llvm.struct<(ptr, ptr, i64)> 
    %200 = llvm.mlir.constant(0 : index) : i64
    %201 = llvm.insertvalue %200, %199[2] : !llvm.struct<(ptr, ptr, i64)> 
    %202 = llvm.icmp "eq" %arg30, %65 : i64
    llvm.cond_br %202, ^bb20, ^bb27
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%65, %59 : i64, i64)
  ^bb21(%203: i64, %204: i64):  // 2 preds: ^bb20, ^bb22
    %205 = llvm.icmp "slt" %203, %64 : i64
    llvm.cond_br %205, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %206 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %207 = llvm.getelementptr inbounds|nuw %206[%203] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %208 = llvm.load %207 : !llvm.ptr -> i64
    %209 = llvm.icmp "ne" %208, %54 : i64
    %210 = llvm.zext %209 : i1 to i64
    %211 = llvm.add %210, %204 : i64
    %212 = llvm.add %203, %63 : i64
    llvm.br ^bb21(%212, %211 : i64, i64) {loop_annotation = #loop_annotation}
  ^bb23:  // pred: ^bb21
    %213 = llvm.sitofp %204 : i64 to f32
    %214 = llvm.extractvalue %201[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %213, %214 : f32, !llvm.ptr
    llvm.br ^bb24(%65 : i64)
  ^bb24(%215: i64):  // 2 preds: ^bb23, ^bb25
    %216 = llvm.icmp "slt" %215, %64 : i64
    llvm.cond_br %216, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %217 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %218 = llvm.getelementptr inbounds|nuw %217[%215] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %219 = llvm.load %218 : !llvm.ptr -> i64
    %220 = llvm.icmp "ne" %219, %54 : i64
    %221 = llvm.zext %220 : i1 to i8
    %222 = llvm.extractvalue %181[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %223 = llvm.getelementptr inbounds|nuw %222[%215] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %221, %223 : i8, !llvm.ptr
    %224 = llvm.select %220, %219, %59 : i1, i64
    %225 = llvm.extractvalue %193[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %226 = llvm.getelementptr inbounds|nuw %225[%215] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %224, %226 : i64, !llvm.ptr
    %227 = llvm.add %215, %63 : i64
    llvm.br ^bb24(%227 : i64)
  ^bb26:  // pred: ^bb24
    llvm.br ^bb27
  ^bb27:  // 2 preds: ^bb19, ^bb26
    llvm.cond_br %151, ^bb28, ^bb34
  ^bb28:  // pred: ^bb27
    %228 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %229 = llvm.getelementptr %228[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %230 = llvm.atomicrmw add %229, %59 acq_rel : !llvm.ptr, i64
    %231 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %232 = llvm.getelementptr %231[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %233 = llvm.atomicrmw add %232, %58 acq_rel : !llvm.ptr, i64
    %234 = llvm.add %233, %58 : i64
    %235 = llvm.icmp "eq" %234, %arg31 : i64
    llvm.cond_br %235, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %236 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %237 = llvm.getelementptr %236[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %238 = llvm.atomicrmw xchg %237, %59 acq_rel : !llvm.ptr, i64
    %239 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %240 = llvm.getelementptr %239[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %241 = llvm.atomicrmw add %240, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb33
  ^bb30:  // pred: ^bb28
    llvm.br ^bb31
  ^bb31:  // 2 preds: ^bb30, ^bb31
    %242 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %243 = llvm.getelementptr %242[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %244 = llvm.atomicrmw add %243, %59 acq_rel : !llvm.ptr, i64
    %245 = llvm.icmp "eq" %244, %230 : i64
    llvm.cond_br %245, ^bb31, ^bb32
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33
  ^bb33:  // 2 preds: ^bb29, ^bb32
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb27, ^bb33
    %246 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %247 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %248 = llvm.insertvalue %247, %246[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %249 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %250 = llvm.getelementptr %249[%53] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %251 = llvm.insertvalue %250, %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %252 = llvm.mlir.constant(0 : index) : i64
    %253 = llvm.insertvalue %252, %251[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %254 = llvm.mlir.constant(1 : index) : i64
    %255 = llvm.insertvalue %254, %253[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %256 = llvm.mlir.constant(1 : index) : i64
    %257 = llvm.insertvalue %256, %255[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %258 = llvm.mlir.constant(8 : index) : i64
    %259 = llvm.insertvalue %258, %257[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %260 = llvm.mlir.constant(1 : index) : i64
    %261 = llvm.insertvalue %260, %259[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb35(%84 : i64)
  ^bb35(%262: i64):  // 2 preds: ^bb34, ^bb40
    %263 = llvm.icmp "slt" %262, %88 : i64
    llvm.cond_br %263, ^bb36, ^bb41
  ^bb36:  // pred: ^bb35
    %264 = llvm.extractvalue %193[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %265 = llvm.getelementptr inbounds|nuw %264[%262] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %266 = llvm.load %265 : !llvm.ptr -> i64
    %267 = llvm.icmp "ult" %266, %61 : i64
    %268 = llvm.icmp "uge" %266, %61 : i64
    llvm.cond_br %268, ^bb37, ^bb40
  ^bb37:  // pred: ^bb36
    %269 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %270 = llvm.getelementptr %269[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %271 = llvm.atomicrmw add %270, %58 acq_rel : !llvm.ptr, i64
    %272 = llvm.icmp "eq" %271, %59 : i64
    llvm.cond_br %272, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    %273 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %274 = llvm.getelementptr inbounds|nuw %273[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %59, %274 : i64, !llvm.ptr
    %275 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %276 = llvm.getelementptr inbounds|nuw %275[%51] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %266, %276 : i64, !llvm.ptr
    %277 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %278 = llvm.getelementptr inbounds|nuw %277[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %52, %278 : i64, !llvm.ptr
    llvm.br ^bb39
  ^bb39:  // 2 preds: ^bb37, ^bb38
    llvm.br ^bb40
  ^bb40:  // 2 preds: ^bb36, ^bb39
    %279 = llvm.select %267, %266, %65 : i1, i64
    %280 = llvm.extractvalue %81[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %281 = llvm.mlir.constant(10 : index) : i64
    %282 = llvm.mul %262, %281 overflow<nsw, nuw> : i64
    %283 = llvm.add %282, %279 overflow<nsw, nuw> : i64
    %284 = llvm.getelementptr inbounds|nuw %280[%283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %285 = llvm.load %284 : !llvm.ptr -> f32
    %286 = llvm.extractvalue %261[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %287 = llvm.add %262, %65 overflow<nsw, nuw> : i64
    %288 = llvm.getelementptr inbounds|nuw %286[%287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %285, %288 : f32, !llvm.ptr
    %289 = llvm.add %262, %63 : i64
    llvm.br ^bb35(%289 : i64)
  ^bb41:  // pred: ^bb35
    llvm.cond_br %151, ^bb42, ^bb48
  ^bb42:  // pred: ^bb41
    %290 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %291 = llvm.getelementptr %290[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %292 = llvm.atomicrmw add %291, %59 acq_rel : !llvm.ptr, i64
    %293 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %294 = llvm.getelementptr %293[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %295 = llvm.atomicrmw add %294, %58 acq_rel : !llvm.ptr, i64
    %296 = llvm.add %295, %58 : i64
    %297 = llvm.icmp "eq" %296, %arg31 : i64
    llvm.cond_br %297, ^bb43, ^bb44
  ^bb43:  // pred: ^bb42
    %298 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %299 = llvm.getelementptr %298[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %300 = llvm.atomicrmw xchg %299, %59 acq_rel : !llvm.ptr, i64
    %301 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %302 = llvm.getelementptr %301[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %303 = llvm.atomicrmw add %302, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb47
  ^bb44:  // pred: ^bb42
    llvm.br ^bb45
  ^bb45:  // 2 preds: ^bb44, ^bb45
    %304 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %305 = llvm.getelementptr %304[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %306 = llvm.atomicrmw add %305, %59 acq_rel : !llvm.ptr, i64
    %307 = llvm.icmp "eq" %306, %292 : i64
    llvm.cond_br %307, ^bb45, ^bb46
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47
  ^bb47:  // 2 preds: ^bb43, ^bb46
    llvm.br ^bb48
  ^bb48:  // 2 preds: ^bb41, ^bb47
    llvm.cond_br %202, ^bb49, ^bb53
  ^bb49:  // pred: ^bb48
    llvm.br ^bb50(%65, %60 : i64, f32)
  ^bb50(%308: i64, %309: f32):  // 2 preds: ^bb49, ^bb51
    %310 = llvm.icmp "slt" %308, %64 : i64
    llvm.cond_br %310, ^bb51, ^bb52
  ^bb51:  // pred: ^bb50
    %311 = llvm.extractvalue %181[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %312 = llvm.getelementptr inbounds|nuw %311[%308] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %313 = llvm.load %312 : !llvm.ptr -> i8
    %314 = llvm.trunc %313 : i8 to i1
    %315 = llvm.extractvalue %261[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %316 = llvm.add %308, %65 overflow<nsw, nuw> : i64
    %317 = llvm.getelementptr inbounds|nuw %315[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %318 = llvm.load %317 : !llvm.ptr -> f32
    %319 = llvm.fneg %318 : f32
    %320 = llvm.select %314, %319, %60 : i1, f32
    %321 = llvm.fadd %320, %309 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %322 = llvm.add %308, %63 : i64
    llvm.br ^bb50(%322, %321 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb52:  // pred: ^bb50
    %323 = llvm.extractvalue %201[1] : !llvm.struct<(ptr, ptr, i64)> 
    %324 = llvm.load %323 : !llvm.ptr -> f32
    %325 = llvm.fdiv %309, %324 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %326 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %325, %326 : f32, !llvm.ptr
    llvm.br ^bb53
  ^bb53:  // 2 preds: ^bb48, ^bb52
    llvm.cond_br %151, ^bb54, ^bb60
  ^bb54:  // pred: ^bb53
    %327 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %328 = llvm.getelementptr %327[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %329 = llvm.atomicrmw add %328, %59 acq_rel : !llvm.ptr, i64
    %330 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %331 = llvm.getelementptr %330[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %332 = llvm.atomicrmw add %331, %58 acq_rel : !llvm.ptr, i64
    %333 = llvm.add %332, %58 : i64
    %334 = llvm.icmp "eq" %333, %arg31 : i64
    llvm.cond_br %334, ^bb55, ^bb56
  ^bb55:  // pred: ^bb54
    %335 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %336 = llvm.getelementptr %335[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %337 = llvm.atomicrmw xchg %336, %59 acq_rel : !llvm.ptr, i64
    %338 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %339 = llvm.getelementptr %338[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %340 = llvm.atomicrmw add %339, %58 acq_rel : !llvm.ptr, i64
    llvm.br ^bb59
  ^bb56:  // pred: ^bb54
    llvm.br ^bb57
  ^bb57:  // 2 preds: ^bb56, ^bb57
    %341 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %342 = llvm.getelementptr %341[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %343 = llvm.atomicrmw add %342, %59 acq_rel : !llvm.ptr, i64
    %344 = llvm.icmp "eq" %343, %329 : i64
    llvm.cond_br %344, ^bb57, ^bb58
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
