#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: !llvm.ptr, %arg27: !llvm.ptr, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: !llvm.ptr, %arg32: !llvm.ptr, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: i64, %arg37: i64, %arg38: !llvm.ptr, %arg39: !llvm.ptr, %arg40: i64, %arg41: i64, %arg42: i64, %arg43: i64, %arg44: i64, %arg45: !llvm.ptr, %arg46: !llvm.ptr, %arg47: i64, %arg48: i64, %arg49: i64, %arg50: i64, %arg51: i64, %arg52: !llvm.ptr, %arg53: !llvm.ptr, %arg54: i64, %arg55: i64, %arg56: i64, %arg57: !llvm.ptr, %arg58: !llvm.ptr, %arg59: i64, %arg60: i64, %arg61: i64, %arg62: !llvm.ptr, %arg63: !llvm.ptr, %arg64: i64, %arg65: i64, %arg66: i64, %arg67: i64, %arg68: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6784 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg57, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg58, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg59, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg60, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg61, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg52, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg53, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg54, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg55, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg56, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = llvm.insertvalue %arg45, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg46, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg47, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg48, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg50, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg49, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg51, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = llvm.insertvalue %arg38, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg39, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg40, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg41, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg43, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %arg42, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg44, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = llvm.insertvalue %arg31, %28[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg32, %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg33, %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg34, %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg36, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %arg35, %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %arg37, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.insertvalue %arg26, %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.insertvalue %arg27, %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.insertvalue %arg28, %38[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.insertvalue %arg29, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.insertvalue %arg30, %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = llvm.insertvalue %arg19, %42[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.insertvalue %arg20, %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.insertvalue %arg21, %44[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.insertvalue %arg22, %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.insertvalue %arg24, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.insertvalue %arg23, %47[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.insertvalue %arg25, %48[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %51 = llvm.insertvalue %arg12, %50[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.insertvalue %arg13, %51[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.insertvalue %arg14, %52[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.insertvalue %arg15, %53[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.insertvalue %arg17, %54[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.insertvalue %arg16, %55[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.insertvalue %arg18, %56[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.insertvalue %arg7, %58[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.insertvalue %arg8, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %61 = llvm.insertvalue %arg9, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.insertvalue %arg10, %61[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.insertvalue %arg11, %62[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %65 = llvm.insertvalue %arg0, %64[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.insertvalue %arg1, %65[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.insertvalue %arg2, %66[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.insertvalue %arg3, %67[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.insertvalue %arg5, %68[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.insertvalue %arg4, %69[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.insertvalue %arg6, %70[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.mlir.constant(64 : index) : i64
    %73 = llvm.mlir.constant(0 : i32) : i32
    %74 = llvm.mlir.poison : vector<32xf32>
    %75 = llvm.mlir.constant(32 : index) : i64
    %76 = llvm.mlir.constant(512 : index) : i64
    %77 = llvm.mlir.constant(48 : index) : i64
    %78 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %79 = llvm.mlir.constant(0 : index) : i64
    %80 = llvm.mlir.constant(8 : index) : i64
    %81 = llvm.mlir.constant(1 : index) : i64
    %82 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %83 = llvm.mlir.constant(16 : index) : i64
    %84 = llvm.mlir.constant(1.600000e+01 : f32) : f32
    %85 = llvm.mlir.constant(9.99999974E-6 : f32) : f32
    %86 = llvm.mlir.constant(0 : i64) : i64
    %87 = llvm.mlir.constant(1 : i64) : i64
    %88 = llvm.mlir.constant(512 : index) : i64
    %89 = llvm.mlir.constant(32 : index) : i64
    %90 = llvm.mlir.constant(2 : index) : i64
    %91 = llvm.mlir.constant(6 : index) : i64
    %92 = llvm.mlir.constant(7 : index) : i64
    %93 = llvm.mlir.constant(3 : index) : i64
    %94 = llvm.mlir.constant(4 : index) : i64
    %95 = llvm.mlir.constant(5 : index) : i64
    %96 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
    %97 = llvm.mlir.constant(64 : index) : i64
    %98 = llvm.mlir.constant(2048 : index) : i64
    %99 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %100 = llvm.mlir.constant(2.82842708 : f32) : f32
    %101 = llvm.mlir.constant(1024 : index) : i64
    %102 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %103 = llvm.mlir.constant(0.707106769 : f32) : f32
    %104 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %105 = llvm.mlir.constant(-1.040000e+02 : f32) : f32
    %106 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %107 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %108 = llvm.mlir.constant(1.44269502 : f32) : f32
    %109 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %110 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %111 = llvm.mlir.constant(1.98756912E-4 : f32) : f32
    %112 = llvm.mlir.constant(0.00139819994 : f32) : f32
    %113 = llvm.mlir.constant(0.00833345205 : f32) : f32
    %114 = llvm.mlir.constant(0.0416657962 : f32) : f32
    %115 = llvm.mlir.constant(0.166666657 : f32) : f32
    %116 = llvm.mlir.constant(1262485504 : i32) : i32
    %117 = llvm.mlir.constant(-3.925000e+00 : f32) : f32
    %118 = llvm.mlir.constant(3.925000e+00 : f32) : f32
    %119 = llvm.mlir.constant(3.8031365E-5 : f32) : f32
    %120 = llvm.mlir.constant(0.0011897597 : f32) : f32
    %121 = llvm.mlir.constant(0.015188437 : f32) : f32
    %122 = llvm.mlir.constant(0.115167856 : f32) : f32
    %123 = llvm.mlir.constant(5.043500e-01 : f32) : f32
    %124 = llvm.mlir.constant(2.03085756E-6 : f32) : f32
    %125 = llvm.mlir.constant(2.87492847E-4 : f32) : f32
    %126 = llvm.mlir.constant(0.00387636828 : f32) : f32
    %127 = llvm.mlir.constant(0.0530844741 : f32) : f32
    %128 = llvm.mlir.constant(0.192973539 : f32) : f32
    %129 = llvm.mlir.constant(1.12837899 : f32) : f32
    %130 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %131 = llvm.mlir.constant(48 : index) : i64
    %132 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %133 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %134 = llvm.insertvalue %133, %132[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %135 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %136 = llvm.getelementptr %135[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %137 = llvm.insertvalue %136, %134[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %138 = llvm.mlir.constant(0 : index) : i64
    %139 = llvm.insertvalue %138, %137[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %140 = llvm.mlir.constant(16 : index) : i64
    %141 = llvm.insertvalue %140, %139[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.mlir.constant(1 : index) : i64
    %143 = llvm.insertvalue %142, %141[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %144 = llvm.mlir.constant(8 : index) : i64
    %145 = llvm.insertvalue %144, %143[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.mlir.constant(16 : index) : i64
    %147 = llvm.insertvalue %146, %145[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %148 = llvm.mul %arg67, %80 : i64
    %149 = llvm.udiv %148, %arg68 : i64
    %150 = llvm.intr.umin(%149, %80) : (i64, i64) -> i64
    %151 = llvm.add %arg67, %81 : i64
    %152 = llvm.mul %151, %80 : i64
    %153 = llvm.udiv %152, %arg68 : i64
    %154 = llvm.intr.umin(%153, %80) : (i64, i64) -> i64
    llvm.br ^bb1(%150 : i64)
  ^bb1(%155: i64):  // 2 preds: ^bb0, ^bb11
    %156 = llvm.icmp "slt" %155, %154 : i64
    llvm.cond_br %156, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%79, %82 : i64, f32)
  ^bb3(%157: i64, %158: f32):  // 2 preds: ^bb2, ^bb4
    %159 = llvm.icmp "slt" %157, %83 : i64
    llvm.cond_br %159, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %160 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %161 = llvm.mlir.constant(16 : index) : i64
    %162 = llvm.mul %155, %161 overflow<nsw, nuw> : i64
    %163 = llvm.add %162, %157 overflow<nsw, nuw> : i64
    %164 = llvm.getelementptr inbounds|nuw %160[%163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %165 = llvm.load %164 : !llvm.ptr -> f32
    %166 = llvm.fadd %165, %158 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %167 = llvm.add %157, %81 : i64
    llvm.br ^bb3(%167, %166 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%79, %82 : i64, f32)
  ^bb6(%168: i64, %169: f32):  // 2 preds: ^bb5, ^bb7
    %170 = llvm.icmp "slt" %168, %83 : i64
    llvm.cond_br %170, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %171 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %172 = llvm.mlir.constant(16 : index) : i64
    %173 = llvm.mul %155, %172 overflow<nsw, nuw> : i64
    %174 = llvm.add %173, %168 overflow<nsw, nuw> : i64
    %175 = llvm.getelementptr inbounds|nuw %171[%174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %176 = llvm.load %175 : !llvm.ptr -> f32
    %177 = llvm.fdiv %158, %84 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %178 = llvm.fsub %176, %177 : f32
    %179 = llvm.fmul %178, %178 : f32
    %180 = llvm.fadd %179, %169 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %181 = llvm.add %168, %81 : i64
    llvm.br ^bb6(%181, %180 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb6
    llvm.br ^bb9(%79 : i64)
  ^bb9(%182: i64):  // 2 preds: ^bb8, ^bb10
    %183 = llvm.icmp "slt" %182, %83 : i64
    llvm.cond_br %183, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %184 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %185 = llvm.mlir.constant(16 : index) : i64
    %186 = llvm.mul %155, %185 overflow<nsw, nuw> : i64
    %187 = llvm.add %186, %182 overflow<nsw, nuw> : i64
    %188 = llvm.getelementptr inbounds|nuw %184[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %189 = llvm.load %188 : !llvm.ptr -> f32
    %190 = llvm.fdiv %158, %84 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %191 = llvm.fsub %189, %190 : f32
    %192 = llvm.fdiv %169, %84 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %193 = llvm.fadd %192, %85 : f32
    %194 = llvm.intr.sqrt(%193) : (f32) -> f32
    %195 = llvm.fdiv %78, %194 : f32
    %196 = llvm.fmul %191, %195 : f32
    %197 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %198 = llvm.getelementptr inbounds|nuw %197[%182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %199 = llvm.load %198 : !llvm.ptr -> f32
    %200 = llvm.fmul %196, %199 : f32
    %201 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %202 = llvm.mlir.constant(16 : index) : i64
    %203 = llvm.mul %155, %202 overflow<nsw, nuw> : i64
    %204 = llvm.add %203, %182 overflow<nsw, nuw> : i64
    %205 = llvm.getelementptr inbounds|nuw %201[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %200, %205 : f32, !llvm.ptr
    %206 = llvm.add %182, %81 : i64
    llvm.br ^bb9(%206 : i64)
  ^bb11:  // pred: ^bb9
    %207 = llvm.add %155, %81 : i64
    llvm.br ^bb1(%207 : i64)
  ^bb12:  // pred: ^bb1
    %208 = llvm.icmp "ugt" %arg68, %81 : i64
    llvm.cond_br %208, ^bb13, ^bb19
  ^bb13:  // pred: ^bb12
    %209 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %210 = llvm.getelementptr %209[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %211 = llvm.atomicrmw add %210, %86 acq_rel : !llvm.ptr, i64
    %212 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %213 = llvm.getelementptr %212[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %214 = llvm.atomicrmw add %213, %87 acq_rel : !llvm.ptr, i64
    %215 = llvm.add %214, %87 : i64
    %216 = llvm.icmp "eq" %215, %arg68 : i64
    llvm.cond_br %216, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %217 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %218 = llvm.getelementptr %217[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %219 = llvm.atomicrmw xchg %218, %86 acq_rel : !llvm.ptr, i64
    %220 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %221 = llvm.getelementptr %220[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %222 = llvm.atomicrmw add %221, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb18
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb16
    %223 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %224 = llvm.getelementptr %223[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %225 = llvm.atomicrmw add %224, %86 acq_rel : !llvm.ptr, i64
    %226 = llvm.icmp "eq" %225, %211 : i64
    llvm.cond_br %226, ^bb16, ^bb17
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18
  ^bb18:  // 2 preds: ^bb14, ^bb17
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb12, ^bb18
    %227 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %228 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %229 = llvm.insertvalue %228, %227[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %230 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %231 = llvm.getelementptr %230[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %232 = llvm.insertvalue %231, %229[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %233 = llvm.mlir.constant(0 : index) : i64
    %234 = llvm.insertvalue %233, %232[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %235 = llvm.mlir.constant(48 : index) : i64
    %236 = llvm.insertvalue %235, %234[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %237 = llvm.mlir.constant(1 : index) : i64
    %238 = llvm.insertvalue %237, %236[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %239 = llvm.mlir.constant(8 : index) : i64
    %240 = llvm.insertvalue %239, %238[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %241 = llvm.mlir.constant(48 : index) : i64
    %242 = llvm.insertvalue %241, %240[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %243 = llvm.mlir.constant(6 : index) : i64
    %244 = llvm.mlir.constant(48 : index) : i64
    %245 = llvm.mlir.constant(1 : index) : i64
    %246 = llvm.mlir.constant(288 : index) : i64
    %247 = llvm.mlir.zero : !llvm.ptr
    %248 = llvm.getelementptr %247[%246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %249 = llvm.ptrtoint %248 : !llvm.ptr to i64
    %250 = llvm.call @malloc(%249) : (i64) -> !llvm.ptr
    %251 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %252 = llvm.insertvalue %250, %251[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %253 = llvm.insertvalue %250, %252[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %254 = llvm.mlir.constant(0 : index) : i64
    %255 = llvm.insertvalue %254, %253[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %256 = llvm.insertvalue %243, %255[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %257 = llvm.insertvalue %244, %256[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %258 = llvm.insertvalue %244, %257[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %259 = llvm.insertvalue %245, %258[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %260 = llvm.mlir.constant(1 : index) : i64
    %261 = llvm.mlir.constant(16 : index) : i64
    %262 = llvm.mlir.constant(32 : index) : i64
    %263 = llvm.mlir.constant(1 : index) : i64
    %264 = llvm.mlir.constant(512 : index) : i64
    %265 = llvm.mlir.constant(512 : index) : i64
    %266 = llvm.mlir.zero : !llvm.ptr
    %267 = llvm.getelementptr %266[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %268 = llvm.ptrtoint %267 : !llvm.ptr to i64
    %269 = llvm.call @malloc(%268) : (i64) -> !llvm.ptr
    %270 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %271 = llvm.insertvalue %269, %270[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %272 = llvm.insertvalue %269, %271[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %273 = llvm.mlir.constant(0 : index) : i64
    %274 = llvm.insertvalue %273, %272[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %275 = llvm.insertvalue %260, %274[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %276 = llvm.insertvalue %261, %275[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %277 = llvm.insertvalue %262, %276[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %278 = llvm.insertvalue %264, %277[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %279 = llvm.insertvalue %262, %278[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %280 = llvm.insertvalue %263, %279[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.br ^bb20(%79 : i64)
  ^bb20(%281: i64):  // 2 preds: ^bb19, ^bb21
    %282 = llvm.icmp "slt" %281, %83 : i64
    llvm.cond_br %282, ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    %283 = llvm.udiv %281, %83 : i64
    %284 = llvm.urem %281, %83 : i64
    %285 = llvm.mul %283, %89 : i64
    %286 = llvm.extractvalue %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %287 = llvm.mul %284, %77 : i64
    %288 = llvm.add %287, %285 : i64
    %289 = llvm.getelementptr %286[%288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %290 = llvm.load %289 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %291 = llvm.extractvalue %280[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %292 = llvm.mul %283, %76 : i64
    %293 = llvm.mul %284, %75 : i64
    %294 = llvm.add %292, %293 : i64
    %295 = llvm.add %294, %79 : i64
    %296 = llvm.getelementptr %291[%295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %290, %296 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %297 = llvm.add %281, %81 : i64
    llvm.br ^bb20(%297 : i64)
  ^bb22:  // pred: ^bb20
    %298 = llvm.mul %arg67, %90 : i64
    %299 = llvm.udiv %298, %arg68 : i64
    %300 = llvm.mul %299, %91 : i64
    %301 = llvm.intr.umin(%300, %80) : (i64, i64) -> i64
    %302 = llvm.mul %151, %90 : i64
    %303 = llvm.udiv %302, %arg68 : i64
    %304 = llvm.mul %303, %91 : i64
    %305 = llvm.intr.umin(%304, %80) : (i64, i64) -> i64
    llvm.br ^bb23(%301 : i64)
  ^bb23(%306: i64):  // 2 preds: ^bb22, ^bb39
    %307 = llvm.icmp "slt" %306, %305 : i64
    llvm.cond_br %307, ^bb24, ^bb40
  ^bb24:  // pred: ^bb23
    %308 = llvm.intr.umin(%306, %92) : (i64, i64) -> i64
    %309 = llvm.add %306, %81 : i64
    %310 = llvm.intr.umin(%309, %92) : (i64, i64) -> i64
    %311 = llvm.add %306, %90 : i64
    %312 = llvm.intr.umin(%311, %92) : (i64, i64) -> i64
    %313 = llvm.add %306, %93 : i64
    %314 = llvm.intr.umin(%313, %92) : (i64, i64) -> i64
    %315 = llvm.add %306, %94 : i64
    %316 = llvm.intr.umin(%315, %92) : (i64, i64) -> i64
    %317 = llvm.add %306, %95 : i64
    %318 = llvm.intr.umin(%317, %92) : (i64, i64) -> i64
    llvm.br ^bb25(%79, %96, %96, %96, %96, %96, %96 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb25(%319: i64, %320: vector<32xf32>, %321: vector<32xf32>, %322: vector<32xf32>, %323: vector<32xf32>, %324: vector<32xf32>, %325: vector<32xf32>):  // 2 preds: ^bb24, ^bb26
    %326 = llvm.icmp "slt" %319, %83 : i64
    llvm.cond_br %326, ^bb26, ^bb27
  ^bb26:  // pred: ^bb25
    %327 = llvm.extractvalue %280[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %328 = llvm.mul %79, %76 : i64
    %329 = llvm.mul %319, %75 : i64
    %330 = llvm.add %328, %329 : i64
    %331 = llvm.add %330, %79 : i64
    %332 = llvm.getelementptr %327[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %333 = llvm.load %332 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %334 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %335 = llvm.mlir.constant(16 : index) : i64
    %336 = llvm.mul %308, %335 overflow<nsw, nuw> : i64
    %337 = llvm.add %336, %319 overflow<nsw, nuw> : i64
    %338 = llvm.getelementptr inbounds|nuw %334[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %339 = llvm.load %338 : !llvm.ptr -> f32
    %340 = llvm.insertelement %339, %74[%73 : i32] : vector<32xf32>
    %341 = llvm.shufflevector %340, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %342 = llvm.intr.fmuladd(%341, %333, %320) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %343 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %344 = llvm.mlir.constant(16 : index) : i64
    %345 = llvm.mul %310, %344 overflow<nsw, nuw> : i64
    %346 = llvm.add %345, %319 overflow<nsw, nuw> : i64
    %347 = llvm.getelementptr inbounds|nuw %343[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %348 = llvm.load %347 : !llvm.ptr -> f32
    %349 = llvm.insertelement %348, %74[%73 : i32] : vector<32xf32>
    %350 = llvm.shufflevector %349, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %351 = llvm.intr.fmuladd(%350, %333, %321) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %352 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %353 = llvm.mlir.constant(16 : index) : i64
    %354 = llvm.mul %312, %353 overflow<nsw, nuw> : i64
    %355 = llvm.add %354, %319 overflow<nsw, nuw> : i64
    %356 = llvm.getelementptr inbounds|nuw %352[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %357 = llvm.load %356 : !llvm.ptr -> f32
    %358 = llvm.insertelement %357, %74[%73 : i32] : vector<32xf32>
    %359 = llvm.shufflevector %358, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %360 = llvm.intr.fmuladd(%359, %333, %322) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %361 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %362 = llvm.mlir.constant(16 : index) : i64
    %363 = llvm.mul %314, %362 overflow<nsw, nuw> : i64
    %364 = llvm.add %363, %319 overflow<nsw, nuw> : i64
    %365 = llvm.getelementptr inbounds|nuw %361[%364] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %366 = llvm.load %365 : !llvm.ptr -> f32
    %367 = llvm.insertelement %366, %74[%73 : i32] : vector<32xf32>
    %368 = llvm.shufflevector %367, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %369 = llvm.intr.fmuladd(%368, %333, %323) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %370 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %371 = llvm.mlir.constant(16 : index) : i64
    %372 = llvm.mul %316, %371 overflow<nsw, nuw> : i64
    %373 = llvm.add %372, %319 overflow<nsw, nuw> : i64
    %374 = llvm.getelementptr inbounds|nuw %370[%373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %375 = llvm.load %374 : !llvm.ptr -> f32
    %376 = llvm.insertelement %375, %74[%73 : i32] : vector<32xf32>
    %377 = llvm.shufflevector %376, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %378 = llvm.intr.fmuladd(%377, %333, %324) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %379 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %380 = llvm.mlir.constant(16 : index) : i64
    %381 = llvm.mul %318, %380 overflow<nsw, nuw> : i64
    %382 = llvm.add %381, %319 overflow<nsw, nuw> : i64
    %383 = llvm.getelementptr inbounds|nuw %379[%382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %384 = llvm.load %383 : !llvm.ptr -> f32
    %385 = llvm.insertelement %384, %74[%73 : i32] : vector<32xf32>
    %386 = llvm.shufflevector %385, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %387 = llvm.intr.fmuladd(%386, %333, %325) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %388 = llvm.add %319, %81 : i64
    llvm.br ^bb25(%388, %342, %351, %360, %369, %378, %387 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb27:  // pred: ^bb25
    %389 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %390 = llvm.mul %79, %77 : i64
    %391 = llvm.add %390, %79 : i64
    %392 = llvm.getelementptr %389[%391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %320, %392 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %393 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %394 = llvm.mul %81, %77 : i64
    %395 = llvm.add %394, %79 : i64
    %396 = llvm.getelementptr %393[%395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %321, %396 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %397 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %398 = llvm.mul %90, %77 : i64
    %399 = llvm.add %398, %79 : i64
    %400 = llvm.getelementptr %397[%399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %322, %400 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %401 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %402 = llvm.mul %93, %77 : i64
    %403 = llvm.add %402, %79 : i64
    %404 = llvm.getelementptr %401[%403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %323, %404 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %405 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %406 = llvm.mul %94, %77 : i64
    %407 = llvm.add %406, %79 : i64
    %408 = llvm.getelementptr %405[%407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %324, %408 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %409 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %410 = llvm.mul %95, %77 : i64
    %411 = llvm.add %410, %79 : i64
    %412 = llvm.getelementptr %409[%411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %325, %412 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb28(%89 : i64)
  ^bb28(%413: i64):  // 2 preds: ^bb27, ^bb32
    %414 = llvm.icmp "slt" %413, %131 : i64
    llvm.cond_br %414, ^bb29, ^bb33
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%79, %82, %82, %82, %82, %82, %82 : i64, f32, f32, f32, f32, f32, f32)
  ^bb30(%415: i64, %416: f32, %417: f32, %418: f32, %419: f32, %420: f32, %421: f32):  // 2 preds: ^bb29, ^bb31
    %422 = llvm.icmp "slt" %415, %83 : i64
    llvm.cond_br %422, ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    %423 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %424 = llvm.mlir.constant(16 : index) : i64
    %425 = llvm.mul %308, %424 overflow<nsw, nuw> : i64
    %426 = llvm.add %425, %415 overflow<nsw, nuw> : i64
    %427 = llvm.getelementptr inbounds|nuw %423[%426] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %428 = llvm.load %427 : !llvm.ptr -> f32
    %429 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %430 = llvm.mlir.constant(16 : index) : i64
    %431 = llvm.mul %310, %430 overflow<nsw, nuw> : i64
    %432 = llvm.add %431, %415 overflow<nsw, nuw> : i64
    %433 = llvm.getelementptr inbounds|nuw %429[%432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %434 = llvm.load %433 : !llvm.ptr -> f32
    %435 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %436 = llvm.mlir.constant(16 : index) : i64
    %437 = llvm.mul %312, %436 overflow<nsw, nuw> : i64
    %438 = llvm.add %437, %415 overflow<nsw, nuw> : i64
    %439 = llvm.getelementptr inbounds|nuw %435[%438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %440 = llvm.load %439 : !llvm.ptr -> f32
    %441 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %442 = llvm.mlir.constant(16 : index) : i64
    %443 = llvm.mul %314, %442 overflow<nsw, nuw> : i64
    %444 = llvm.add %443, %415 overflow<nsw, nuw> : i64
    %445 = llvm.getelementptr inbounds|nuw %441[%444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %446 = llvm.load %445 : !llvm.ptr -> f32
    %447 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %448 = llvm.mlir.constant(16 : index) : i64
    %449 = llvm.mul %316, %448 overflow<nsw, nuw> : i64
    %450 = llvm.add %449, %415 overflow<nsw, nuw> : i64
    %451 = llvm.getelementptr inbounds|nuw %447[%450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %452 = llvm.load %451 : !llvm.ptr -> f32
    %453 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %454 = llvm.mlir.constant(16 : index) : i64
    %455 = llvm.mul %318, %454 overflow<nsw, nuw> : i64
    %456 = llvm.add %455, %415 overflow<nsw, nuw> : i64
    %457 = llvm.getelementptr inbounds|nuw %453[%456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %458 = llvm.load %457 : !llvm.ptr -> f32
    %459 = llvm.extractvalue %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %460 = llvm.mlir.constant(48 : index) : i64
    %461 = llvm.mul %415, %460 overflow<nsw, nuw> : i64
    %462 = llvm.add %461, %413 overflow<nsw, nuw> : i64
    %463 = llvm.getelementptr inbounds|nuw %459[%462] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %464 = llvm.load %463 : !llvm.ptr -> f32
    %465 = llvm.fmul %428, %464 : f32
    %466 = llvm.fadd %465, %416 : f32
    %467 = llvm.fmul %434, %464 : f32
    %468 = llvm.fadd %467, %417 : f32
    %469 = llvm.fmul %440, %464 : f32
    %470 = llvm.fadd %469, %418 : f32
    %471 = llvm.fmul %446, %464 : f32
    %472 = llvm.fadd %471, %419 : f32
    %473 = llvm.fmul %452, %464 : f32
    %474 = llvm.fadd %473, %420 : f32
    %475 = llvm.fmul %458, %464 : f32
    %476 = llvm.fadd %475, %421 : f32
    %477 = llvm.add %415, %81 : i64
    llvm.br ^bb30(%477, %466, %468, %470, %472, %474, %476 : i64, f32, f32, f32, f32, f32, f32)
  ^bb32:  // pred: ^bb30
    %478 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %479 = llvm.mlir.constant(48 : index) : i64
    %480 = llvm.mul %79, %479 overflow<nsw, nuw> : i64
    %481 = llvm.add %480, %413 overflow<nsw, nuw> : i64
    %482 = llvm.getelementptr inbounds|nuw %478[%481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %416, %482 : f32, !llvm.ptr
    %483 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %484 = llvm.mlir.constant(48 : index) : i64
    %485 = llvm.mul %81, %484 overflow<nsw, nuw> : i64
    %486 = llvm.add %485, %413 overflow<nsw, nuw> : i64
    %487 = llvm.getelementptr inbounds|nuw %483[%486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %417, %487 : f32, !llvm.ptr
    %488 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %489 = llvm.mlir.constant(48 : index) : i64
    %490 = llvm.mul %90, %489 overflow<nsw, nuw> : i64
    %491 = llvm.add %490, %413 overflow<nsw, nuw> : i64
    %492 = llvm.getelementptr inbounds|nuw %488[%491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %418, %492 : f32, !llvm.ptr
    %493 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %494 = llvm.mlir.constant(48 : index) : i64
    %495 = llvm.mul %93, %494 overflow<nsw, nuw> : i64
    %496 = llvm.add %495, %413 overflow<nsw, nuw> : i64
    %497 = llvm.getelementptr inbounds|nuw %493[%496] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %419, %497 : f32, !llvm.ptr
    %498 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %499 = llvm.mlir.constant(48 : index) : i64
    %500 = llvm.mul %94, %499 overflow<nsw, nuw> : i64
    %501 = llvm.add %500, %413 overflow<nsw, nuw> : i64
    %502 = llvm.getelementptr inbounds|nuw %498[%501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %420, %502 : f32, !llvm.ptr
    %503 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %504 = llvm.mlir.constant(48 : index) : i64
    %505 = llvm.mul %95, %504 overflow<nsw, nuw> : i64
    %506 = llvm.add %505, %413 overflow<nsw, nuw> : i64
    %507 = llvm.getelementptr inbounds|nuw %503[%506] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %421, %507 : f32, !llvm.ptr
    %508 = llvm.add %413, %81 : i64
    llvm.br ^bb28(%508 : i64)
  ^bb33:  // pred: ^bb28
    %509 = llvm.sub %80, %306 : i64
    %510 = llvm.intr.umin(%509, %91) : (i64, i64) -> i64
    llvm.br ^bb34(%79 : i64)
  ^bb34(%511: i64):  // 2 preds: ^bb33, ^bb38
    %512 = llvm.icmp "slt" %511, %510 : i64
    llvm.cond_br %512, ^bb35, ^bb39
  ^bb35:  // pred: ^bb34
    %513 = llvm.add %306, %511 : i64
    llvm.br ^bb36(%79 : i64)
  ^bb36(%514: i64):  // 2 preds: ^bb35, ^bb37
    %515 = llvm.icmp "slt" %514, %131 : i64
    llvm.cond_br %515, ^bb37, ^bb38
  ^bb37:  // pred: ^bb36
    %516 = llvm.extractvalue %259[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %517 = llvm.mlir.constant(48 : index) : i64
    %518 = llvm.mul %511, %517 overflow<nsw, nuw> : i64
    %519 = llvm.add %518, %514 overflow<nsw, nuw> : i64
    %520 = llvm.getelementptr inbounds|nuw %516[%519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %521 = llvm.load %520 : !llvm.ptr -> f32
    %522 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %523 = llvm.mlir.constant(48 : index) : i64
    %524 = llvm.mul %513, %523 overflow<nsw, nuw> : i64
    %525 = llvm.add %524, %514 overflow<nsw, nuw> : i64
    %526 = llvm.getelementptr inbounds|nuw %522[%525] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %521, %526 : f32, !llvm.ptr
    %527 = llvm.add %514, %81 : i64
    llvm.br ^bb36(%527 : i64)
  ^bb38:  // pred: ^bb36
    %528 = llvm.add %511, %81 : i64
    llvm.br ^bb34(%528 : i64)
  ^bb39:  // pred: ^bb34
    %529 = llvm.add %306, %91 : i64
    llvm.br ^bb23(%529 : i64)
  ^bb40:  // pred: ^bb23
    %530 = llvm.extractvalue %259[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%530) : (!llvm.ptr) -> ()
    %531 = llvm.extractvalue %280[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.call @free(%531) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb41, ^bb47
  ^bb41:  // pred: ^bb40
    %532 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %533 = llvm.getelementptr %532[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %534 = llvm.atomicrmw add %533, %86 acq_rel : !llvm.ptr, i64
    %535 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %536 = llvm.getelementptr %535[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %537 = llvm.atomicrmw add %536, %87 acq_rel : !llvm.ptr, i64
    %538 = llvm.add %537, %87 : i64
    %539 = llvm.icmp "eq" %538, %arg68 : i64
    llvm.cond_br %539, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %540 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %541 = llvm.getelementptr %540[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %542 = llvm.atomicrmw xchg %541, %86 acq_rel : !llvm.ptr, i64
    %543 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %544 = llvm.getelementptr %543[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %545 = llvm.atomicrmw add %544, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb46
  ^bb43:  // pred: ^bb41
    llvm.br ^bb44
  ^bb44:  // 2 preds: ^bb43, ^bb44
    %546 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %547 = llvm.getelementptr %546[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %548 = llvm.atomicrmw add %547, %86 acq_rel : !llvm.ptr, i64
    %549 = llvm.icmp "eq" %548, %534 : i64
    llvm.cond_br %549, ^bb44, ^bb45
  ^bb45:  // pred: ^bb44
    llvm.br ^bb46
  ^bb46:  // 2 preds: ^bb42, ^bb45
    llvm.br ^bb47
  ^bb47:  // 2 preds: ^bb40, ^bb46
    %550 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %551 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %552 = llvm.insertvalue %551, %550[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %553 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %554 = llvm.getelementptr %553[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %555 = llvm.insertvalue %554, %552[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %556 = llvm.mlir.constant(0 : index) : i64
    %557 = llvm.insertvalue %556, %555[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %558 = llvm.mlir.constant(8 : index) : i64
    %559 = llvm.insertvalue %558, %557[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %560 = llvm.mlir.constant(1 : index) : i64
    %561 = llvm.insertvalue %560, %559[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb48(%150 : i64)
  ^bb48(%562: i64):  // 2 preds: ^bb47, ^bb49
    %563 = llvm.icmp "slt" %562, %154 : i64
    llvm.cond_br %563, ^bb49, ^bb50
  ^bb49:  // pred: ^bb48
    %564 = llvm.extractvalue %561[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %565 = llvm.getelementptr inbounds|nuw %564[%562] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %562, %565 : i64, !llvm.ptr
    %566 = llvm.add %562, %81 : i64
    llvm.br ^bb48(%566 : i64)
  ^bb50:  // pred: ^bb48
    llvm.cond_br %208, ^bb51, ^bb57
  ^bb51:  // pred: ^bb50
    %567 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %568 = llvm.getelementptr %567[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %569 = llvm.atomicrmw add %568, %86 acq_rel : !llvm.ptr, i64
    %570 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %571 = llvm.getelementptr %570[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %572 = llvm.atomicrmw add %571, %87 acq_rel : !llvm.ptr, i64
    %573 = llvm.add %572, %87 : i64
    %574 = llvm.icmp "eq" %573, %arg68 : i64
    llvm.cond_br %574, ^bb52, ^bb53
  ^bb52:  // pred: ^bb51
    %575 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %576 = llvm.getelementptr %575[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %577 = llvm.atomicrmw xchg %576, %86 acq_rel : !llvm.ptr, i64
    %578 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %579 = llvm.getelementptr %578[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %580 = llvm.atomicrmw add %579, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb56
  ^bb53:  // pred: ^bb51
    llvm.br ^bb54
  ^bb54:  // 2 preds: ^bb53, ^bb54
    %581 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %582 = llvm.getelementptr %581[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %583 = llvm.atomicrmw add %582, %86 acq_rel : !llvm.ptr, i64
    %584 = llvm.icmp "eq" %583, %569 : i64
    llvm.cond_br %584, ^bb54, ^bb55
  ^bb55:  // pred: ^bb54
    llvm.br ^bb56
  ^bb56:  // 2 preds: ^bb52, ^bb55
    llvm.br ^bb57
  ^bb57:  // 2 preds: ^bb50, ^bb56
    %585 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %586 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %587 = llvm.insertvalue %586, %585[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %588 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %589 = llvm.getelementptr %588[%97] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %590 = llvm.insertvalue %589, %587[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %591 = llvm.mlir.constant(0 : index) : i64
    %592 = llvm.insertvalue %591, %590[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %593 = llvm.mlir.constant(8 : index) : i64
    %594 = llvm.insertvalue %593, %592[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %595 = llvm.mlir.constant(1 : index) : i64
    %596 = llvm.insertvalue %595, %594[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %597 = llvm.mlir.constant(8 : index) : i64
    %598 = llvm.insertvalue %597, %596[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %599 = llvm.mlir.constant(8 : index) : i64
    %600 = llvm.insertvalue %599, %598[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb58(%150 : i64)
  ^bb58(%601: i64):  // 2 preds: ^bb57, ^bb62
    %602 = llvm.icmp "slt" %601, %154 : i64
    llvm.cond_br %602, ^bb59, ^bb63
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%79 : i64)
  ^bb60(%603: i64):  // 2 preds: ^bb59, ^bb61
    %604 = llvm.icmp "slt" %603, %80 : i64
    llvm.cond_br %604, ^bb61, ^bb62
  ^bb61:  // pred: ^bb60
    %605 = llvm.extractvalue %561[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %606 = llvm.getelementptr inbounds|nuw %605[%603] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %607 = llvm.load %606 : !llvm.ptr -> i64
    %608 = llvm.extractvalue %561[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %609 = llvm.getelementptr inbounds|nuw %608[%601] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %610 = llvm.load %609 : !llvm.ptr -> i64
    %611 = llvm.sub %607, %610 : i64
    %612 = llvm.icmp "sgt" %611, %86 : i64
    %613 = llvm.zext %612 : i1 to i8
    %614 = llvm.extractvalue %600[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %615 = llvm.mlir.constant(8 : index) : i64
    %616 = llvm.mul %601, %615 overflow<nsw, nuw> : i64
    %617 = llvm.add %616, %603 overflow<nsw, nuw> : i64
    %618 = llvm.getelementptr inbounds|nuw %614[%617] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %613, %618 : i8, !llvm.ptr
    %619 = llvm.add %603, %81 : i64
    llvm.br ^bb60(%619 : i64)
  ^bb62:  // pred: ^bb60
    %620 = llvm.add %601, %81 : i64
    llvm.br ^bb58(%620 : i64)
  ^bb63:  // pred: ^bb58
    llvm.cond_br %208, ^bb64, ^bb70
  ^bb64:  // pred: ^bb63
    %621 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %622 = llvm.getelementptr %621[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %623 = llvm.atomicrmw add %622, %86 acq_rel : !llvm.ptr, i64
    %624 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %625 = llvm.getelementptr %624[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %626 = llvm.atomicrmw add %625, %87 acq_rel : !llvm.ptr, i64
    %627 = llvm.add %626, %87 : i64
    %628 = llvm.icmp "eq" %627, %arg68 : i64
    llvm.cond_br %628, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %629 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %630 = llvm.getelementptr %629[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %631 = llvm.atomicrmw xchg %630, %86 acq_rel : !llvm.ptr, i64
    %632 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %633 = llvm.getelementptr %632[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %634 = llvm.atomicrmw add %633, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb69
  ^bb66:  // pred: ^bb64
    llvm.br ^bb67
  ^bb67:  // 2 preds: ^bb66, ^bb67
    %635 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %636 = llvm.getelementptr %635[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %637 = llvm.atomicrmw add %636, %86 acq_rel : !llvm.ptr, i64
    %638 = llvm.icmp "eq" %637, %623 : i64
    llvm.cond_br %638, ^bb67, ^bb68
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69
  ^bb69:  // 2 preds: ^bb65, ^bb68
    llvm.br ^bb70
  ^bb70:  // 2 preds: ^bb63, ^bb69
    %639 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %640 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %641 = llvm.insertvalue %640, %639[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %642 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %643 = llvm.getelementptr %642[%98] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %644 = llvm.insertvalue %643, %641[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %645 = llvm.mlir.constant(0 : index) : i64
    %646 = llvm.insertvalue %645, %644[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %647 = llvm.mlir.constant(8 : index) : i64
    %648 = llvm.insertvalue %647, %646[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %649 = llvm.mlir.constant(1 : index) : i64
    %650 = llvm.insertvalue %649, %648[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %651 = llvm.mlir.constant(8 : index) : i64
    %652 = llvm.insertvalue %651, %650[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %653 = llvm.mlir.constant(8 : index) : i64
    %654 = llvm.insertvalue %653, %652[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %655 = llvm.mlir.constant(2 : index) : i64
    %656 = llvm.insertvalue %655, %654[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %657 = llvm.mlir.constant(64 : index) : i64
    %658 = llvm.insertvalue %657, %656[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %659 = llvm.mlir.constant(6 : index) : i64
    %660 = llvm.mlir.constant(8 : index) : i64
    %661 = llvm.mlir.constant(1 : index) : i64
    %662 = llvm.mlir.constant(48 : index) : i64
    %663 = llvm.mlir.zero : !llvm.ptr
    %664 = llvm.getelementptr %663[%662] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %665 = llvm.ptrtoint %664 : !llvm.ptr to i64
    %666 = llvm.call @malloc(%665) : (i64) -> !llvm.ptr
    %667 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %668 = llvm.insertvalue %666, %667[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %669 = llvm.insertvalue %666, %668[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %670 = llvm.mlir.constant(0 : index) : i64
    %671 = llvm.insertvalue %670, %669[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %672 = llvm.insertvalue %659, %671[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %673 = llvm.insertvalue %660, %672[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %674 = llvm.insertvalue %660, %673[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %675 = llvm.insertvalue %661, %674[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %676 = llvm.intr.umin(%299, %90) : (i64, i64) -> i64
    %677 = llvm.intr.umin(%303, %90) : (i64, i64) -> i64
    llvm.br ^bb71(%676 : i64)
  ^bb71(%678: i64):  // 2 preds: ^bb70, ^bb87
    %679 = llvm.icmp "slt" %678, %677 : i64
    llvm.cond_br %679, ^bb72, ^bb88
  ^bb72:  // pred: ^bb71
    llvm.br ^bb73(%79 : i64)
  ^bb73(%680: i64):  // 2 preds: ^bb72, ^bb86
    %681 = llvm.icmp "slt" %680, %80 : i64
    llvm.cond_br %681, ^bb74, ^bb87
  ^bb74:  // pred: ^bb73
    %682 = llvm.intr.umin(%680, %92) : (i64, i64) -> i64
    %683 = llvm.add %680, %81 : i64
    %684 = llvm.intr.umin(%683, %92) : (i64, i64) -> i64
    %685 = llvm.add %680, %90 : i64
    %686 = llvm.intr.umin(%685, %92) : (i64, i64) -> i64
    %687 = llvm.add %680, %93 : i64
    %688 = llvm.intr.umin(%687, %92) : (i64, i64) -> i64
    %689 = llvm.add %680, %94 : i64
    %690 = llvm.intr.umin(%689, %92) : (i64, i64) -> i64
    %691 = llvm.add %680, %95 : i64
    %692 = llvm.intr.umin(%691, %92) : (i64, i64) -> i64
    llvm.br ^bb75(%79 : i64)
  ^bb75(%693: i64):  // 2 preds: ^bb74, ^bb79
    %694 = llvm.icmp "slt" %693, %80 : i64
    llvm.cond_br %694, ^bb76, ^bb80
  ^bb76:  // pred: ^bb75
    llvm.br ^bb77(%79, %82, %82, %82, %82, %82, %82 : i64, f32, f32, f32, f32, f32, f32)
  ^bb77(%695: i64, %696: f32, %697: f32, %698: f32, %699: f32, %700: f32, %701: f32):  // 2 preds: ^bb76, ^bb78
    %702 = llvm.icmp "slt" %695, %80 : i64
    llvm.cond_br %702, ^bb78, ^bb79
  ^bb78:  // pred: ^bb77
    %703 = llvm.mul %678, %80 : i64
    %704 = llvm.add %703, %695 : i64
    %705 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %706 = llvm.mlir.constant(48 : index) : i64
    %707 = llvm.mul %682, %706 overflow<nsw, nuw> : i64
    %708 = llvm.add %707, %704 overflow<nsw, nuw> : i64
    %709 = llvm.getelementptr inbounds|nuw %705[%708] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %710 = llvm.load %709 : !llvm.ptr -> f32
    %711 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %712 = llvm.mlir.constant(48 : index) : i64
    %713 = llvm.mul %684, %712 overflow<nsw, nuw> : i64
    %714 = llvm.add %713, %704 overflow<nsw, nuw> : i64
    %715 = llvm.getelementptr inbounds|nuw %711[%714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %716 = llvm.load %715 : !llvm.ptr -> f32
    %717 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %718 = llvm.mlir.constant(48 : index) : i64
    %719 = llvm.mul %686, %718 overflow<nsw, nuw> : i64
    %720 = llvm.add %719, %704 overflow<nsw, nuw> : i64
    %721 = llvm.getelementptr inbounds|nuw %717[%720] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %722 = llvm.load %721 : !llvm.ptr -> f32
    %723 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %724 = llvm.mlir.constant(48 : index) : i64
    %725 = llvm.mul %688, %724 overflow<nsw, nuw> : i64
    %726 = llvm.add %725, %704 overflow<nsw, nuw> : i64
    %727 = llvm.getelementptr inbounds|nuw %723[%726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %728 = llvm.load %727 : !llvm.ptr -> f32
    %729 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %730 = llvm.mlir.constant(48 : index) : i64
    %731 = llvm.mul %690, %730 overflow<nsw, nuw> : i64
    %732 = llvm.add %731, %704 overflow<nsw, nuw> : i64
    %733 = llvm.getelementptr inbounds|nuw %729[%732] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %734 = llvm.load %733 : !llvm.ptr -> f32
    %735 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %736 = llvm.mlir.constant(48 : index) : i64
    %737 = llvm.mul %692, %736 overflow<nsw, nuw> : i64
    %738 = llvm.add %737, %704 overflow<nsw, nuw> : i64
    %739 = llvm.getelementptr inbounds|nuw %735[%738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %740 = llvm.load %739 : !llvm.ptr -> f32
    %741 = llvm.add %704, %83 : i64
    %742 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %743 = llvm.mlir.constant(48 : index) : i64
    %744 = llvm.mul %693, %743 overflow<nsw, nuw> : i64
    %745 = llvm.add %744, %741 overflow<nsw, nuw> : i64
    %746 = llvm.getelementptr inbounds|nuw %742[%745] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %747 = llvm.load %746 : !llvm.ptr -> f32
    %748 = llvm.fmul %710, %747 : f32
    %749 = llvm.fadd %748, %696 : f32
    %750 = llvm.fmul %716, %747 : f32
    %751 = llvm.fadd %750, %697 : f32
    %752 = llvm.fmul %722, %747 : f32
    %753 = llvm.fadd %752, %698 : f32
    %754 = llvm.fmul %728, %747 : f32
    %755 = llvm.fadd %754, %699 : f32
    %756 = llvm.fmul %734, %747 : f32
    %757 = llvm.fadd %756, %700 : f32
    %758 = llvm.fmul %740, %747 : f32
    %759 = llvm.fadd %758, %701 : f32
    %760 = llvm.add %695, %81 : i64
    llvm.br ^bb77(%760, %749, %751, %753, %755, %757, %759 : i64, f32, f32, f32, f32, f32, f32)
  ^bb79:  // pred: ^bb77
    %761 = llvm.extractvalue %675[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %762 = llvm.mlir.constant(8 : index) : i64
    %763 = llvm.mul %79, %762 overflow<nsw, nuw> : i64
    %764 = llvm.add %763, %693 overflow<nsw, nuw> : i64
    %765 = llvm.getelementptr inbounds|nuw %761[%764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %696, %765 : f32, !llvm.ptr
    %766 = llvm.extractvalue %675[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %767 = llvm.mlir.constant(8 : index) : i64
    %768 = llvm.mul %81, %767 overflow<nsw, nuw> : i64
    %769 = llvm.add %768, %693 overflow<nsw, nuw> : i64
    %770 = llvm.getelementptr inbounds|nuw %766[%769] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %697, %770 : f32, !llvm.ptr
    %771 = llvm.extractvalue %675[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %772 = llvm.mlir.constant(8 : index) : i64
    %773 = llvm.mul %90, %772 overflow<nsw, nuw> : i64
    %774 = llvm.add %773, %693 overflow<nsw, nuw> : i64
    %775 = llvm.getelementptr inbounds|nuw %771[%774] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %698, %775 : f32, !llvm.ptr
    %776 = llvm.extractvalue %675[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %777 = llvm.mlir.constant(8 : index) : i64
    %778 = llvm.mul %93, %777 overflow<nsw, nuw> : i64
    %779 = llvm.add %778, %693 overflow<nsw, nuw> : i64
    %780 = llvm.getelementptr inbounds|nuw %776[%779] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %699, %780 : f32, !llvm.ptr
    %781 = llvm.extractvalue %675[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %782 = llvm.mlir.constant(8 : index) : i64
    %783 = llvm.mul %94, %782 overflow<nsw, nuw> : i64
    %784 = llvm.add %783, %693 overflow<nsw, nuw> : i64
    %785 = llvm.getelementptr inbounds|nuw %781[%784] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %700, %785 : f32, !llvm.ptr
    %786 = llvm.extractvalue %675[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %787 = llvm.mlir.constant(8 : index) : i64
    %788 = llvm.mul %95, %787 overflow<nsw, nuw> : i64
    %789 = llvm.add %788, %693 overflow<nsw, nuw> : i64
    %790 = llvm.getelementptr inbounds|nuw %786[%789] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %701, %790 : f32, !llvm.ptr
    %791 = llvm.add %693, %81 : i64
    llvm.br ^bb75(%791 : i64)
  ^bb80:  // pred: ^bb75
    %792 = llvm.sub %80, %680 : i64
    %793 = llvm.intr.umin(%792, %91) : (i64, i64) -> i64
    llvm.br ^bb81(%79 : i64)
  ^bb81(%794: i64):  // 2 preds: ^bb80, ^bb85
    %795 = llvm.icmp "slt" %794, %793 : i64
    llvm.cond_br %795, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    %796 = llvm.add %680, %794 : i64
    llvm.br ^bb83(%79 : i64)
  ^bb83(%797: i64):  // 2 preds: ^bb82, ^bb84
    %798 = llvm.icmp "slt" %797, %80 : i64
    llvm.cond_br %798, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %799 = llvm.extractvalue %600[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %800 = llvm.mlir.constant(8 : index) : i64
    %801 = llvm.mul %796, %800 overflow<nsw, nuw> : i64
    %802 = llvm.add %801, %797 overflow<nsw, nuw> : i64
    %803 = llvm.getelementptr inbounds|nuw %799[%802] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %804 = llvm.load %803 : !llvm.ptr -> i8
    %805 = llvm.trunc %804 : i8 to i1
    %806 = llvm.extractvalue %675[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %807 = llvm.mlir.constant(8 : index) : i64
    %808 = llvm.mul %794, %807 overflow<nsw, nuw> : i64
    %809 = llvm.add %808, %797 overflow<nsw, nuw> : i64
    %810 = llvm.getelementptr inbounds|nuw %806[%809] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %811 = llvm.load %810 : !llvm.ptr -> f32
    %812 = llvm.fdiv %811, %100 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %813 = llvm.select %805, %99, %812 : i1, f32
    %814 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %815 = llvm.mlir.constant(64 : index) : i64
    %816 = llvm.mul %678, %815 overflow<nsw, nuw> : i64
    %817 = llvm.mlir.constant(8 : index) : i64
    %818 = llvm.mul %796, %817 overflow<nsw, nuw> : i64
    %819 = llvm.add %816, %818 overflow<nsw, nuw> : i64
    %820 = llvm.add %819, %797 overflow<nsw, nuw> : i64
    %821 = llvm.getelementptr inbounds|nuw %814[%820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %813, %821 : f32, !llvm.ptr
    %822 = llvm.add %797, %81 : i64
    llvm.br ^bb83(%822 : i64)
  ^bb85:  // pred: ^bb83
    %823 = llvm.add %794, %81 : i64
    llvm.br ^bb81(%823 : i64)
  ^bb86:  // pred: ^bb81
    %824 = llvm.add %680, %91 : i64
    llvm.br ^bb73(%824 : i64)
  ^bb87:  // pred: ^bb73
    %825 = llvm.add %678, %81 : i64
    llvm.br ^bb71(%825 : i64)
  ^bb88:  // pred: ^bb71
    %826 = llvm.extractvalue %675[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%826) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb89, ^bb95
  ^bb89:  // pred: ^bb88
    %827 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %828 = llvm.getelementptr %827[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %829 = llvm.atomicrmw add %828, %86 acq_rel : !llvm.ptr, i64
    %830 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %831 = llvm.getelementptr %830[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %832 = llvm.atomicrmw add %831, %87 acq_rel : !llvm.ptr, i64
    %833 = llvm.add %832, %87 : i64
    %834 = llvm.icmp "eq" %833, %arg68 : i64
    llvm.cond_br %834, ^bb90, ^bb91
  ^bb90:  // pred: ^bb89
    %835 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %836 = llvm.getelementptr %835[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %837 = llvm.atomicrmw xchg %836, %86 acq_rel : !llvm.ptr, i64
    %838 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %839 = llvm.getelementptr %838[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %840 = llvm.atomicrmw add %839, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb94
  ^bb91:  // pred: ^bb89
    llvm.br ^bb92
  ^bb92:  // 2 preds: ^bb91, ^bb92
    %841 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %842 = llvm.getelementptr %841[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %843 = llvm.atomicrmw add %842, %86 acq_rel : !llvm.ptr, i64
    %844 = llvm.icmp "eq" %843, %829 : i64
    llvm.cond_br %844, ^bb92, ^bb93
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94
  ^bb94:  // 2 preds: ^bb90, ^bb93
    llvm.br ^bb95
  ^bb95:  // 2 preds: ^bb88, ^bb94
    %845 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %846 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %847 = llvm.insertvalue %846, %845[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %848 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %849 = llvm.getelementptr %848[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %850 = llvm.insertvalue %849, %847[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %851 = llvm.mlir.constant(0 : index) : i64
    %852 = llvm.insertvalue %851, %850[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %853 = llvm.mlir.constant(8 : index) : i64
    %854 = llvm.insertvalue %853, %852[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %855 = llvm.mlir.constant(1 : index) : i64
    %856 = llvm.insertvalue %855, %854[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %857 = llvm.mlir.constant(8 : index) : i64
    %858 = llvm.insertvalue %857, %856[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %859 = llvm.mlir.constant(8 : index) : i64
    %860 = llvm.insertvalue %859, %858[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %861 = llvm.mlir.constant(2 : index) : i64
    %862 = llvm.insertvalue %861, %860[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %863 = llvm.mlir.constant(64 : index) : i64
    %864 = llvm.insertvalue %863, %862[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %865 = llvm.mlir.constant(8 : index) : i64
    %866 = llvm.mlir.constant(1 : index) : i64
    %867 = llvm.mlir.zero : !llvm.ptr
    %868 = llvm.getelementptr %867[%865] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %869 = llvm.ptrtoint %868 : !llvm.ptr to i64
    %870 = llvm.call @malloc(%869) : (i64) -> !llvm.ptr
    %871 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %872 = llvm.insertvalue %870, %871[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %873 = llvm.insertvalue %870, %872[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %874 = llvm.mlir.constant(0 : index) : i64
    %875 = llvm.insertvalue %874, %873[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %876 = llvm.insertvalue %865, %875[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %877 = llvm.insertvalue %866, %876[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb96(%676 : i64)
  ^bb96(%878: i64):  // 2 preds: ^bb95, ^bb109
    %879 = llvm.icmp "slt" %878, %677 : i64
    llvm.cond_br %879, ^bb97, ^bb110
  ^bb97:  // pred: ^bb96
    llvm.br ^bb98(%79 : i64)
  ^bb98(%880: i64):  // 2 preds: ^bb97, ^bb108
    %881 = llvm.icmp "slt" %880, %80 : i64
    llvm.cond_br %881, ^bb99, ^bb109
  ^bb99:  // pred: ^bb98
    llvm.br ^bb100(%79, %99 : i64, f32)
  ^bb100(%882: i64, %883: f32):  // 2 preds: ^bb99, ^bb101
    %884 = llvm.icmp "slt" %882, %80 : i64
    llvm.cond_br %884, ^bb101, ^bb102
  ^bb101:  // pred: ^bb100
    %885 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %886 = llvm.mlir.constant(64 : index) : i64
    %887 = llvm.mul %878, %886 overflow<nsw, nuw> : i64
    %888 = llvm.mlir.constant(8 : index) : i64
    %889 = llvm.mul %880, %888 overflow<nsw, nuw> : i64
    %890 = llvm.add %887, %889 overflow<nsw, nuw> : i64
    %891 = llvm.add %890, %882 overflow<nsw, nuw> : i64
    %892 = llvm.getelementptr inbounds|nuw %885[%891] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %893 = llvm.load %892 : !llvm.ptr -> f32
    %894 = llvm.intr.maximum(%893, %883) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %895 = llvm.add %882, %81 : i64
    llvm.br ^bb100(%895, %894 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb102:  // pred: ^bb100
    llvm.br ^bb103(%79, %82 : i64, f32)
  ^bb103(%896: i64, %897: f32):  // 2 preds: ^bb102, ^bb104
    %898 = llvm.icmp "slt" %896, %80 : i64
    llvm.cond_br %898, ^bb104, ^bb105
  ^bb104:  // pred: ^bb103
    %899 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %900 = llvm.mlir.constant(64 : index) : i64
    %901 = llvm.mul %878, %900 overflow<nsw, nuw> : i64
    %902 = llvm.mlir.constant(8 : index) : i64
    %903 = llvm.mul %880, %902 overflow<nsw, nuw> : i64
    %904 = llvm.add %901, %903 overflow<nsw, nuw> : i64
    %905 = llvm.add %904, %896 overflow<nsw, nuw> : i64
    %906 = llvm.getelementptr inbounds|nuw %899[%905] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %907 = llvm.load %906 : !llvm.ptr -> f32
    %908 = llvm.fsub %907, %883 : f32
    %909 = llvm.fcmp "olt" %908, %105 : f32
    %910 = llvm.select %909, %105, %908 : i1, f32
    %911 = llvm.fcmp "ogt" %910, %106 : f32
    %912 = llvm.select %911, %106, %910 : i1, f32
    %913 = llvm.intr.fma(%912, %108, %107) : (f32, f32, f32) -> f32
    %914 = llvm.fsub %913, %107 : f32
    %915 = llvm.intr.fma(%914, %109, %912) : (f32, f32, f32) -> f32
    %916 = llvm.intr.fma(%914, %110, %915) : (f32, f32, f32) -> f32
    %917 = llvm.fmul %916, %916 : f32
    %918 = llvm.intr.fma(%111, %916, %112) : (f32, f32, f32) -> f32
    %919 = llvm.intr.fma(%918, %916, %113) : (f32, f32, f32) -> f32
    %920 = llvm.intr.fma(%919, %916, %114) : (f32, f32, f32) -> f32
    %921 = llvm.intr.fma(%920, %916, %115) : (f32, f32, f32) -> f32
    %922 = llvm.intr.fma(%921, %916, %102) : (f32, f32, f32) -> f32
    %923 = llvm.intr.fma(%922, %917, %916) : (f32, f32, f32) -> f32
    %924 = llvm.fadd %923, %104 : f32
    %925 = llvm.bitcast %913 : f32 to i32
    %926 = llvm.sub %925, %116 : i32
    %927 = llvm.intr.ldexp(%924, %926) : (f32, i32) -> f32
    %928 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %929 = llvm.getelementptr inbounds|nuw %928[%896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %927, %929 : f32, !llvm.ptr
    %930 = llvm.fadd %927, %897 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %931 = llvm.add %896, %81 : i64
    llvm.br ^bb103(%931, %930 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb105:  // pred: ^bb103
    llvm.br ^bb106(%79 : i64)
  ^bb106(%932: i64):  // 2 preds: ^bb105, ^bb107
    %933 = llvm.icmp "slt" %932, %80 : i64
    llvm.cond_br %933, ^bb107, ^bb108
  ^bb107:  // pred: ^bb106
    %934 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %935 = llvm.getelementptr inbounds|nuw %934[%932] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %936 = llvm.load %935 : !llvm.ptr -> f32
    %937 = llvm.fdiv %936, %897 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %938 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %939 = llvm.mlir.constant(64 : index) : i64
    %940 = llvm.mul %878, %939 overflow<nsw, nuw> : i64
    %941 = llvm.mlir.constant(8 : index) : i64
    %942 = llvm.mul %880, %941 overflow<nsw, nuw> : i64
    %943 = llvm.add %940, %942 overflow<nsw, nuw> : i64
    %944 = llvm.add %943, %932 overflow<nsw, nuw> : i64
    %945 = llvm.getelementptr inbounds|nuw %938[%944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %937, %945 : f32, !llvm.ptr
    %946 = llvm.add %932, %81 : i64
    llvm.br ^bb106(%946 : i64)
  ^bb108:  // pred: ^bb106
    %947 = llvm.add %880, %81 : i64
    llvm.br ^bb98(%947 : i64)
  ^bb109:  // pred: ^bb98
    %948 = llvm.add %878, %81 : i64
    llvm.br ^bb96(%948 : i64)
  ^bb110:  // pred: ^bb96
    %949 = llvm.extractvalue %877[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%949) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb111, ^bb117
  ^bb111:  // pred: ^bb110
    %950 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %951 = llvm.getelementptr %950[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %952 = llvm.atomicrmw add %951, %86 acq_rel : !llvm.ptr, i64
    %953 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %954 = llvm.getelementptr %953[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %955 = llvm.atomicrmw add %954, %87 acq_rel : !llvm.ptr, i64
    %956 = llvm.add %955, %87 : i64
    %957 = llvm.icmp "eq" %956, %arg68 : i64
    llvm.cond_br %957, ^bb112, ^bb113
  ^bb112:  // pred: ^bb111
    %958 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %959 = llvm.getelementptr %958[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %960 = llvm.atomicrmw xchg %959, %86 acq_rel : !llvm.ptr, i64
    %961 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %962 = llvm.getelementptr %961[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %963 = llvm.atomicrmw add %962, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb116
  ^bb113:  // pred: ^bb111
    llvm.br ^bb114
  ^bb114:  // 2 preds: ^bb113, ^bb114
    %964 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %965 = llvm.getelementptr %964[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %966 = llvm.atomicrmw add %965, %86 acq_rel : !llvm.ptr, i64
    %967 = llvm.icmp "eq" %966, %952 : i64
    llvm.cond_br %967, ^bb114, ^bb115
  ^bb115:  // pred: ^bb114
    llvm.br ^bb116
  ^bb116:  // 2 preds: ^bb112, ^bb115
    llvm.br ^bb117
  ^bb117:  // 2 preds: ^bb110, ^bb116
    %968 = llvm.mlir.constant(6 : index) : i64
    %969 = llvm.mlir.constant(8 : index) : i64
    %970 = llvm.mlir.constant(1 : index) : i64
    %971 = llvm.mlir.constant(48 : index) : i64
    %972 = llvm.mlir.zero : !llvm.ptr
    %973 = llvm.getelementptr %972[%971] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %974 = llvm.ptrtoint %973 : !llvm.ptr to i64
    %975 = llvm.call @malloc(%974) : (i64) -> !llvm.ptr
    %976 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %977 = llvm.insertvalue %975, %976[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %978 = llvm.insertvalue %975, %977[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %979 = llvm.mlir.constant(0 : index) : i64
    %980 = llvm.insertvalue %979, %978[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %981 = llvm.insertvalue %968, %980[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %982 = llvm.insertvalue %969, %981[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %983 = llvm.insertvalue %969, %982[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %984 = llvm.insertvalue %970, %983[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb118(%676 : i64)
  ^bb118(%985: i64):  // 2 preds: ^bb117, ^bb134
    %986 = llvm.icmp "slt" %985, %677 : i64
    llvm.cond_br %986, ^bb119, ^bb135
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%79 : i64)
  ^bb120(%987: i64):  // 2 preds: ^bb119, ^bb133
    %988 = llvm.icmp "slt" %987, %80 : i64
    llvm.cond_br %988, ^bb121, ^bb134
  ^bb121:  // pred: ^bb120
    %989 = llvm.intr.umin(%987, %92) : (i64, i64) -> i64
    %990 = llvm.add %987, %81 : i64
    %991 = llvm.intr.umin(%990, %92) : (i64, i64) -> i64
    %992 = llvm.add %987, %90 : i64
    %993 = llvm.intr.umin(%992, %92) : (i64, i64) -> i64
    %994 = llvm.add %987, %93 : i64
    %995 = llvm.intr.umin(%994, %92) : (i64, i64) -> i64
    %996 = llvm.add %987, %94 : i64
    %997 = llvm.intr.umin(%996, %92) : (i64, i64) -> i64
    %998 = llvm.add %987, %95 : i64
    %999 = llvm.intr.umin(%998, %92) : (i64, i64) -> i64
    llvm.br ^bb122(%79 : i64)
  ^bb122(%1000: i64):  // 2 preds: ^bb121, ^bb126
    %1001 = llvm.icmp "slt" %1000, %80 : i64
    llvm.cond_br %1001, ^bb123, ^bb127
  ^bb123:  // pred: ^bb122
    llvm.br ^bb124(%79, %82, %82, %82, %82, %82, %82 : i64, f32, f32, f32, f32, f32, f32)
  ^bb124(%1002: i64, %1003: f32, %1004: f32, %1005: f32, %1006: f32, %1007: f32, %1008: f32):  // 2 preds: ^bb123, ^bb125
    %1009 = llvm.icmp "slt" %1002, %80 : i64
    llvm.cond_br %1009, ^bb125, ^bb126
  ^bb125:  // pred: ^bb124
    %1010 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1011 = llvm.mlir.constant(64 : index) : i64
    %1012 = llvm.mul %985, %1011 overflow<nsw, nuw> : i64
    %1013 = llvm.mlir.constant(8 : index) : i64
    %1014 = llvm.mul %989, %1013 overflow<nsw, nuw> : i64
    %1015 = llvm.add %1012, %1014 overflow<nsw, nuw> : i64
    %1016 = llvm.add %1015, %1002 overflow<nsw, nuw> : i64
    %1017 = llvm.getelementptr inbounds|nuw %1010[%1016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1018 = llvm.load %1017 : !llvm.ptr -> f32
    %1019 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1020 = llvm.mlir.constant(64 : index) : i64
    %1021 = llvm.mul %985, %1020 overflow<nsw, nuw> : i64
    %1022 = llvm.mlir.constant(8 : index) : i64
    %1023 = llvm.mul %991, %1022 overflow<nsw, nuw> : i64
    %1024 = llvm.add %1021, %1023 overflow<nsw, nuw> : i64
    %1025 = llvm.add %1024, %1002 overflow<nsw, nuw> : i64
    %1026 = llvm.getelementptr inbounds|nuw %1019[%1025] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1027 = llvm.load %1026 : !llvm.ptr -> f32
    %1028 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1029 = llvm.mlir.constant(64 : index) : i64
    %1030 = llvm.mul %985, %1029 overflow<nsw, nuw> : i64
    %1031 = llvm.mlir.constant(8 : index) : i64
    %1032 = llvm.mul %993, %1031 overflow<nsw, nuw> : i64
    %1033 = llvm.add %1030, %1032 overflow<nsw, nuw> : i64
    %1034 = llvm.add %1033, %1002 overflow<nsw, nuw> : i64
    %1035 = llvm.getelementptr inbounds|nuw %1028[%1034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1036 = llvm.load %1035 : !llvm.ptr -> f32
    %1037 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1038 = llvm.mlir.constant(64 : index) : i64
    %1039 = llvm.mul %985, %1038 overflow<nsw, nuw> : i64
    %1040 = llvm.mlir.constant(8 : index) : i64
    %1041 = llvm.mul %995, %1040 overflow<nsw, nuw> : i64
    %1042 = llvm.add %1039, %1041 overflow<nsw, nuw> : i64
    %1043 = llvm.add %1042, %1002 overflow<nsw, nuw> : i64
    %1044 = llvm.getelementptr inbounds|nuw %1037[%1043] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1045 = llvm.load %1044 : !llvm.ptr -> f32
    %1046 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1047 = llvm.mlir.constant(64 : index) : i64
    %1048 = llvm.mul %985, %1047 overflow<nsw, nuw> : i64
    %1049 = llvm.mlir.constant(8 : index) : i64
    %1050 = llvm.mul %997, %1049 overflow<nsw, nuw> : i64
    %1051 = llvm.add %1048, %1050 overflow<nsw, nuw> : i64
    %1052 = llvm.add %1051, %1002 overflow<nsw, nuw> : i64
    %1053 = llvm.getelementptr inbounds|nuw %1046[%1052] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1054 = llvm.load %1053 : !llvm.ptr -> f32
    %1055 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1056 = llvm.mlir.constant(64 : index) : i64
    %1057 = llvm.mul %985, %1056 overflow<nsw, nuw> : i64
    %1058 = llvm.mlir.constant(8 : index) : i64
    %1059 = llvm.mul %999, %1058 overflow<nsw, nuw> : i64
    %1060 = llvm.add %1057, %1059 overflow<nsw, nuw> : i64
    %1061 = llvm.add %1060, %1002 overflow<nsw, nuw> : i64
    %1062 = llvm.getelementptr inbounds|nuw %1055[%1061] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1063 = llvm.load %1062 : !llvm.ptr -> f32
    %1064 = llvm.mul %985, %80 : i64
    %1065 = llvm.add %1064, %1000 : i64
    %1066 = llvm.add %1065, %89 : i64
    %1067 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1068 = llvm.mlir.constant(48 : index) : i64
    %1069 = llvm.mul %1002, %1068 overflow<nsw, nuw> : i64
    %1070 = llvm.add %1069, %1066 overflow<nsw, nuw> : i64
    %1071 = llvm.getelementptr inbounds|nuw %1067[%1070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1072 = llvm.load %1071 : !llvm.ptr -> f32
    %1073 = llvm.fmul %1018, %1072 : f32
    %1074 = llvm.fadd %1073, %1003 : f32
    %1075 = llvm.fmul %1027, %1072 : f32
    %1076 = llvm.fadd %1075, %1004 : f32
    %1077 = llvm.fmul %1036, %1072 : f32
    %1078 = llvm.fadd %1077, %1005 : f32
    %1079 = llvm.fmul %1045, %1072 : f32
    %1080 = llvm.fadd %1079, %1006 : f32
    %1081 = llvm.fmul %1054, %1072 : f32
    %1082 = llvm.fadd %1081, %1007 : f32
    %1083 = llvm.fmul %1063, %1072 : f32
    %1084 = llvm.fadd %1083, %1008 : f32
    %1085 = llvm.add %1002, %81 : i64
    llvm.br ^bb124(%1085, %1074, %1076, %1078, %1080, %1082, %1084 : i64, f32, f32, f32, f32, f32, f32)
  ^bb126:  // pred: ^bb124
    %1086 = llvm.extractvalue %984[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1087 = llvm.mlir.constant(8 : index) : i64
    %1088 = llvm.mul %79, %1087 overflow<nsw, nuw> : i64
    %1089 = llvm.add %1088, %1000 overflow<nsw, nuw> : i64
    %1090 = llvm.getelementptr inbounds|nuw %1086[%1089] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1003, %1090 : f32, !llvm.ptr
    %1091 = llvm.extractvalue %984[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1092 = llvm.mlir.constant(8 : index) : i64
    %1093 = llvm.mul %81, %1092 overflow<nsw, nuw> : i64
    %1094 = llvm.add %1093, %1000 overflow<nsw, nuw> : i64
    %1095 = llvm.getelementptr inbounds|nuw %1091[%1094] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1004, %1095 : f32, !llvm.ptr
    %1096 = llvm.extractvalue %984[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1097 = llvm.mlir.constant(8 : index) : i64
    %1098 = llvm.mul %90, %1097 overflow<nsw, nuw> : i64
    %1099 = llvm.add %1098, %1000 overflow<nsw, nuw> : i64
    %1100 = llvm.getelementptr inbounds|nuw %1096[%1099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1005, %1100 : f32, !llvm.ptr
    %1101 = llvm.extractvalue %984[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1102 = llvm.mlir.constant(8 : index) : i64
    %1103 = llvm.mul %93, %1102 overflow<nsw, nuw> : i64
    %1104 = llvm.add %1103, %1000 overflow<nsw, nuw> : i64
    %1105 = llvm.getelementptr inbounds|nuw %1101[%1104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1006, %1105 : f32, !llvm.ptr
    %1106 = llvm.extractvalue %984[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1107 = llvm.mlir.constant(8 : index) : i64
    %1108 = llvm.mul %94, %1107 overflow<nsw, nuw> : i64
    %1109 = llvm.add %1108, %1000 overflow<nsw, nuw> : i64
    %1110 = llvm.getelementptr inbounds|nuw %1106[%1109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1007, %1110 : f32, !llvm.ptr
    %1111 = llvm.extractvalue %984[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1112 = llvm.mlir.constant(8 : index) : i64
    %1113 = llvm.mul %95, %1112 overflow<nsw, nuw> : i64
    %1114 = llvm.add %1113, %1000 overflow<nsw, nuw> : i64
    %1115 = llvm.getelementptr inbounds|nuw %1111[%1114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1008, %1115 : f32, !llvm.ptr
    %1116 = llvm.add %1000, %81 : i64
    llvm.br ^bb122(%1116 : i64)
  ^bb127:  // pred: ^bb122
    %1117 = llvm.sub %80, %987 : i64
    %1118 = llvm.intr.umin(%1117, %91) : (i64, i64) -> i64
    llvm.br ^bb128(%79 : i64)
  ^bb128(%1119: i64):  // 2 preds: ^bb127, ^bb132
    %1120 = llvm.icmp "slt" %1119, %1118 : i64
    llvm.cond_br %1120, ^bb129, ^bb133
  ^bb129:  // pred: ^bb128
    %1121 = llvm.add %987, %1119 : i64
    llvm.br ^bb130(%79 : i64)
  ^bb130(%1122: i64):  // 2 preds: ^bb129, ^bb131
    %1123 = llvm.icmp "slt" %1122, %80 : i64
    llvm.cond_br %1123, ^bb131, ^bb132
  ^bb131:  // pred: ^bb130
    %1124 = llvm.extractvalue %984[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1125 = llvm.mlir.constant(8 : index) : i64
    %1126 = llvm.mul %1119, %1125 overflow<nsw, nuw> : i64
    %1127 = llvm.add %1126, %1122 overflow<nsw, nuw> : i64
    %1128 = llvm.getelementptr inbounds|nuw %1124[%1127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1129 = llvm.load %1128 : !llvm.ptr -> f32
    %1130 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1131 = llvm.mlir.constant(64 : index) : i64
    %1132 = llvm.mul %985, %1131 overflow<nsw, nuw> : i64
    %1133 = llvm.mlir.constant(8 : index) : i64
    %1134 = llvm.mul %1121, %1133 overflow<nsw, nuw> : i64
    %1135 = llvm.add %1132, %1134 overflow<nsw, nuw> : i64
    %1136 = llvm.add %1135, %1122 overflow<nsw, nuw> : i64
    %1137 = llvm.getelementptr inbounds|nuw %1130[%1136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1129, %1137 : f32, !llvm.ptr
    %1138 = llvm.add %1122, %81 : i64
    llvm.br ^bb130(%1138 : i64)
  ^bb132:  // pred: ^bb130
    %1139 = llvm.add %1119, %81 : i64
    llvm.br ^bb128(%1139 : i64)
  ^bb133:  // pred: ^bb128
    %1140 = llvm.add %987, %91 : i64
    llvm.br ^bb120(%1140 : i64)
  ^bb134:  // pred: ^bb120
    %1141 = llvm.add %985, %81 : i64
    llvm.br ^bb118(%1141 : i64)
  ^bb135:  // pred: ^bb118
    %1142 = llvm.extractvalue %984[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1142) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb136, ^bb142
  ^bb136:  // pred: ^bb135
    %1143 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1144 = llvm.getelementptr %1143[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1145 = llvm.atomicrmw add %1144, %86 acq_rel : !llvm.ptr, i64
    %1146 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1147 = llvm.getelementptr %1146[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1148 = llvm.atomicrmw add %1147, %87 acq_rel : !llvm.ptr, i64
    %1149 = llvm.add %1148, %87 : i64
    %1150 = llvm.icmp "eq" %1149, %arg68 : i64
    llvm.cond_br %1150, ^bb137, ^bb138
  ^bb137:  // pred: ^bb136
    %1151 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1152 = llvm.getelementptr %1151[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1153 = llvm.atomicrmw xchg %1152, %86 acq_rel : !llvm.ptr, i64
    %1154 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1155 = llvm.getelementptr %1154[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1156 = llvm.atomicrmw add %1155, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb141
  ^bb138:  // pred: ^bb136
    llvm.br ^bb139
  ^bb139:  // 2 preds: ^bb138, ^bb139
    %1157 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1158 = llvm.getelementptr %1157[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1159 = llvm.atomicrmw add %1158, %86 acq_rel : !llvm.ptr, i64
    %1160 = llvm.icmp "eq" %1159, %1145 : i64
    llvm.cond_br %1160, ^bb139, ^bb140
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141
  ^bb141:  // 2 preds: ^bb137, ^bb140
    llvm.br ^bb142
  ^bb142:  // 2 preds: ^bb135, ^bb141
    %1161 = llvm.mlir.constant(6 : index) : i64
    %1162 = llvm.mlir.constant(16 : index) : i64
    %1163 = llvm.mlir.constant(1 : index) : i64
    %1164 = llvm.mlir.constant(96 : index) : i64
    %1165 = llvm.mlir.zero : !llvm.ptr
    %1166 = llvm.getelementptr %1165[%1164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1167 = llvm.ptrtoint %1166 : !llvm.ptr to i64
    %1168 = llvm.call @malloc(%1167) : (i64) -> !llvm.ptr
    %1169 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1170 = llvm.insertvalue %1168, %1169[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1171 = llvm.insertvalue %1168, %1170[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1172 = llvm.mlir.constant(0 : index) : i64
    %1173 = llvm.insertvalue %1172, %1171[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1174 = llvm.insertvalue %1161, %1173[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1175 = llvm.insertvalue %1162, %1174[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1176 = llvm.insertvalue %1162, %1175[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1177 = llvm.insertvalue %1163, %1176[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb143(%301 : i64)
  ^bb143(%1178: i64):  // 2 preds: ^bb142, ^bb156
    %1179 = llvm.icmp "slt" %1178, %305 : i64
    llvm.cond_br %1179, ^bb144, ^bb157
  ^bb144:  // pred: ^bb143
    %1180 = llvm.intr.umin(%1178, %92) : (i64, i64) -> i64
    %1181 = llvm.add %1178, %81 : i64
    %1182 = llvm.intr.umin(%1181, %92) : (i64, i64) -> i64
    %1183 = llvm.add %1178, %90 : i64
    %1184 = llvm.intr.umin(%1183, %92) : (i64, i64) -> i64
    %1185 = llvm.add %1178, %93 : i64
    %1186 = llvm.intr.umin(%1185, %92) : (i64, i64) -> i64
    %1187 = llvm.add %1178, %94 : i64
    %1188 = llvm.intr.umin(%1187, %92) : (i64, i64) -> i64
    %1189 = llvm.add %1178, %95 : i64
    %1190 = llvm.intr.umin(%1189, %92) : (i64, i64) -> i64
    llvm.br ^bb145(%79 : i64)
  ^bb145(%1191: i64):  // 2 preds: ^bb144, ^bb149
    %1192 = llvm.icmp "slt" %1191, %83 : i64
    llvm.cond_br %1192, ^bb146, ^bb150
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%79, %82, %82, %82, %82, %82, %82 : i64, f32, f32, f32, f32, f32, f32)
  ^bb147(%1193: i64, %1194: f32, %1195: f32, %1196: f32, %1197: f32, %1198: f32, %1199: f32):  // 2 preds: ^bb146, ^bb148
    %1200 = llvm.icmp "slt" %1193, %83 : i64
    llvm.cond_br %1200, ^bb148, ^bb149
  ^bb148:  // pred: ^bb147
    %1201 = llvm.urem %1193, %80 : i64
    %1202 = llvm.udiv %1193, %80 : i64
    %1203 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1204 = llvm.mlir.constant(64 : index) : i64
    %1205 = llvm.mul %1202, %1204 overflow<nsw, nuw> : i64
    %1206 = llvm.mlir.constant(8 : index) : i64
    %1207 = llvm.mul %1180, %1206 overflow<nsw, nuw> : i64
    %1208 = llvm.add %1205, %1207 overflow<nsw, nuw> : i64
    %1209 = llvm.add %1208, %1201 overflow<nsw, nuw> : i64
    %1210 = llvm.getelementptr inbounds|nuw %1203[%1209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1211 = llvm.load %1210 : !llvm.ptr -> f32
    %1212 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1213 = llvm.mlir.constant(64 : index) : i64
    %1214 = llvm.mul %1202, %1213 overflow<nsw, nuw> : i64
    %1215 = llvm.mlir.constant(8 : index) : i64
    %1216 = llvm.mul %1182, %1215 overflow<nsw, nuw> : i64
    %1217 = llvm.add %1214, %1216 overflow<nsw, nuw> : i64
    %1218 = llvm.add %1217, %1201 overflow<nsw, nuw> : i64
    %1219 = llvm.getelementptr inbounds|nuw %1212[%1218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1220 = llvm.load %1219 : !llvm.ptr -> f32
    %1221 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1222 = llvm.mlir.constant(64 : index) : i64
    %1223 = llvm.mul %1202, %1222 overflow<nsw, nuw> : i64
    %1224 = llvm.mlir.constant(8 : index) : i64
    %1225 = llvm.mul %1184, %1224 overflow<nsw, nuw> : i64
    %1226 = llvm.add %1223, %1225 overflow<nsw, nuw> : i64
    %1227 = llvm.add %1226, %1201 overflow<nsw, nuw> : i64
    %1228 = llvm.getelementptr inbounds|nuw %1221[%1227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1229 = llvm.load %1228 : !llvm.ptr -> f32
    %1230 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1231 = llvm.mlir.constant(64 : index) : i64
    %1232 = llvm.mul %1202, %1231 overflow<nsw, nuw> : i64
    %1233 = llvm.mlir.constant(8 : index) : i64
    %1234 = llvm.mul %1186, %1233 overflow<nsw, nuw> : i64
    %1235 = llvm.add %1232, %1234 overflow<nsw, nuw> : i64
    %1236 = llvm.add %1235, %1201 overflow<nsw, nuw> : i64
    %1237 = llvm.getelementptr inbounds|nuw %1230[%1236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1238 = llvm.load %1237 : !llvm.ptr -> f32
    %1239 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1240 = llvm.mlir.constant(64 : index) : i64
    %1241 = llvm.mul %1202, %1240 overflow<nsw, nuw> : i64
    %1242 = llvm.mlir.constant(8 : index) : i64
    %1243 = llvm.mul %1188, %1242 overflow<nsw, nuw> : i64
    %1244 = llvm.add %1241, %1243 overflow<nsw, nuw> : i64
    %1245 = llvm.add %1244, %1201 overflow<nsw, nuw> : i64
    %1246 = llvm.getelementptr inbounds|nuw %1239[%1245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1247 = llvm.load %1246 : !llvm.ptr -> f32
    %1248 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1249 = llvm.mlir.constant(64 : index) : i64
    %1250 = llvm.mul %1202, %1249 overflow<nsw, nuw> : i64
    %1251 = llvm.mlir.constant(8 : index) : i64
    %1252 = llvm.mul %1190, %1251 overflow<nsw, nuw> : i64
    %1253 = llvm.add %1250, %1252 overflow<nsw, nuw> : i64
    %1254 = llvm.add %1253, %1201 overflow<nsw, nuw> : i64
    %1255 = llvm.getelementptr inbounds|nuw %1248[%1254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1256 = llvm.load %1255 : !llvm.ptr -> f32
    %1257 = llvm.extractvalue %49[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1258 = llvm.mlir.constant(16 : index) : i64
    %1259 = llvm.mul %1193, %1258 overflow<nsw, nuw> : i64
    %1260 = llvm.add %1259, %1191 overflow<nsw, nuw> : i64
    %1261 = llvm.getelementptr inbounds|nuw %1257[%1260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1262 = llvm.load %1261 : !llvm.ptr -> f32
    %1263 = llvm.fmul %1211, %1262 : f32
    %1264 = llvm.fadd %1263, %1194 : f32
    %1265 = llvm.fmul %1220, %1262 : f32
    %1266 = llvm.fadd %1265, %1195 : f32
    %1267 = llvm.fmul %1229, %1262 : f32
    %1268 = llvm.fadd %1267, %1196 : f32
    %1269 = llvm.fmul %1238, %1262 : f32
    %1270 = llvm.fadd %1269, %1197 : f32
    %1271 = llvm.fmul %1247, %1262 : f32
    %1272 = llvm.fadd %1271, %1198 : f32
    %1273 = llvm.fmul %1256, %1262 : f32
    %1274 = llvm.fadd %1273, %1199 : f32
    %1275 = llvm.add %1193, %81 : i64
    llvm.br ^bb147(%1275, %1264, %1266, %1268, %1270, %1272, %1274 : i64, f32, f32, f32, f32, f32, f32)
  ^bb149:  // pred: ^bb147
    %1276 = llvm.extractvalue %1177[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1277 = llvm.mlir.constant(16 : index) : i64
    %1278 = llvm.mul %79, %1277 overflow<nsw, nuw> : i64
    %1279 = llvm.add %1278, %1191 overflow<nsw, nuw> : i64
    %1280 = llvm.getelementptr inbounds|nuw %1276[%1279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1194, %1280 : f32, !llvm.ptr
    %1281 = llvm.extractvalue %1177[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1282 = llvm.mlir.constant(16 : index) : i64
    %1283 = llvm.mul %81, %1282 overflow<nsw, nuw> : i64
    %1284 = llvm.add %1283, %1191 overflow<nsw, nuw> : i64
    %1285 = llvm.getelementptr inbounds|nuw %1281[%1284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1195, %1285 : f32, !llvm.ptr
    %1286 = llvm.extractvalue %1177[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1287 = llvm.mlir.constant(16 : index) : i64
    %1288 = llvm.mul %90, %1287 overflow<nsw, nuw> : i64
    %1289 = llvm.add %1288, %1191 overflow<nsw, nuw> : i64
    %1290 = llvm.getelementptr inbounds|nuw %1286[%1289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1196, %1290 : f32, !llvm.ptr
    %1291 = llvm.extractvalue %1177[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1292 = llvm.mlir.constant(16 : index) : i64
    %1293 = llvm.mul %93, %1292 overflow<nsw, nuw> : i64
    %1294 = llvm.add %1293, %1191 overflow<nsw, nuw> : i64
    %1295 = llvm.getelementptr inbounds|nuw %1291[%1294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1197, %1295 : f32, !llvm.ptr
    %1296 = llvm.extractvalue %1177[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1297 = llvm.mlir.constant(16 : index) : i64
    %1298 = llvm.mul %94, %1297 overflow<nsw, nuw> : i64
    %1299 = llvm.add %1298, %1191 overflow<nsw, nuw> : i64
    %1300 = llvm.getelementptr inbounds|nuw %1296[%1299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1198, %1300 : f32, !llvm.ptr
    %1301 = llvm.extractvalue %1177[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1302 = llvm.mlir.constant(16 : index) : i64
    %1303 = llvm.mul %95, %1302 overflow<nsw, nuw> : i64
    %1304 = llvm.add %1303, %1191 overflow<nsw, nuw> : i64
    %1305 = llvm.getelementptr inbounds|nuw %1301[%1304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1199, %1305 : f32, !llvm.ptr
    %1306 = llvm.add %1191, %81 : i64
    llvm.br ^bb145(%1306 : i64)
  ^bb150:  // pred: ^bb145
    %1307 = llvm.sub %80, %1178 : i64
    %1308 = llvm.intr.umin(%1307, %91) : (i64, i64) -> i64
    llvm.br ^bb151(%79 : i64)
  ^bb151(%1309: i64):  // 2 preds: ^bb150, ^bb155
    %1310 = llvm.icmp "slt" %1309, %1308 : i64
    llvm.cond_br %1310, ^bb152, ^bb156
  ^bb152:  // pred: ^bb151
    %1311 = llvm.add %1178, %1309 : i64
    llvm.br ^bb153(%79 : i64)
  ^bb153(%1312: i64):  // 2 preds: ^bb152, ^bb154
    %1313 = llvm.icmp "slt" %1312, %83 : i64
    llvm.cond_br %1313, ^bb154, ^bb155
  ^bb154:  // pred: ^bb153
    %1314 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1315 = llvm.mlir.constant(16 : index) : i64
    %1316 = llvm.mul %1311, %1315 overflow<nsw, nuw> : i64
    %1317 = llvm.add %1316, %1312 overflow<nsw, nuw> : i64
    %1318 = llvm.getelementptr inbounds|nuw %1314[%1317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1319 = llvm.load %1318 : !llvm.ptr -> f32
    %1320 = llvm.extractvalue %1177[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1321 = llvm.mlir.constant(16 : index) : i64
    %1322 = llvm.mul %1309, %1321 overflow<nsw, nuw> : i64
    %1323 = llvm.add %1322, %1312 overflow<nsw, nuw> : i64
    %1324 = llvm.getelementptr inbounds|nuw %1320[%1323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1325 = llvm.load %1324 : !llvm.ptr -> f32
    %1326 = llvm.fadd %1319, %1325 : f32
    %1327 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1328 = llvm.mlir.constant(16 : index) : i64
    %1329 = llvm.mul %1311, %1328 overflow<nsw, nuw> : i64
    %1330 = llvm.add %1329, %1312 overflow<nsw, nuw> : i64
    %1331 = llvm.getelementptr inbounds|nuw %1327[%1330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1326, %1331 : f32, !llvm.ptr
    %1332 = llvm.add %1312, %81 : i64
    llvm.br ^bb153(%1332 : i64)
  ^bb155:  // pred: ^bb153
    %1333 = llvm.add %1309, %81 : i64
    llvm.br ^bb151(%1333 : i64)
  ^bb156:  // pred: ^bb151
    %1334 = llvm.add %1178, %91 : i64
    llvm.br ^bb143(%1334 : i64)
  ^bb157:  // pred: ^bb143
    %1335 = llvm.extractvalue %1177[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1335) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb158, ^bb164
  ^bb158:  // pred: ^bb157
    %1336 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1337 = llvm.getelementptr %1336[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1338 = llvm.atomicrmw add %1337, %86 acq_rel : !llvm.ptr, i64
    %1339 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1340 = llvm.getelementptr %1339[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1341 = llvm.atomicrmw add %1340, %87 acq_rel : !llvm.ptr, i64
    %1342 = llvm.add %1341, %87 : i64
    %1343 = llvm.icmp "eq" %1342, %arg68 : i64
    llvm.cond_br %1343, ^bb159, ^bb160
  ^bb159:  // pred: ^bb158
    %1344 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1345 = llvm.getelementptr %1344[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1346 = llvm.atomicrmw xchg %1345, %86 acq_rel : !llvm.ptr, i64
    %1347 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1348 = llvm.getelementptr %1347[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1349 = llvm.atomicrmw add %1348, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb163
  ^bb160:  // pred: ^bb158
    llvm.br ^bb161
  ^bb161:  // 2 preds: ^bb160, ^bb161
    %1350 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1351 = llvm.getelementptr %1350[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1352 = llvm.atomicrmw add %1351, %86 acq_rel : !llvm.ptr, i64
    %1353 = llvm.icmp "eq" %1352, %1338 : i64
    llvm.cond_br %1353, ^bb161, ^bb162
  ^bb162:  // pred: ^bb161
    llvm.br ^bb163
  ^bb163:  // 2 preds: ^bb159, ^bb162
    llvm.br ^bb164
  ^bb164:  // 2 preds: ^bb157, ^bb163
    %1354 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1355 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1356 = llvm.insertvalue %1355, %1354[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1357 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1358 = llvm.getelementptr %1357[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1359 = llvm.insertvalue %1358, %1356[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1360 = llvm.mlir.constant(0 : index) : i64
    %1361 = llvm.insertvalue %1360, %1359[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1362 = llvm.mlir.constant(16 : index) : i64
    %1363 = llvm.insertvalue %1362, %1361[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1364 = llvm.mlir.constant(1 : index) : i64
    %1365 = llvm.insertvalue %1364, %1363[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1366 = llvm.mlir.constant(8 : index) : i64
    %1367 = llvm.insertvalue %1366, %1365[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1368 = llvm.mlir.constant(16 : index) : i64
    %1369 = llvm.insertvalue %1368, %1367[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb165(%150 : i64)
  ^bb165(%1370: i64):  // 2 preds: ^bb164, ^bb175
    %1371 = llvm.icmp "slt" %1370, %154 : i64
    llvm.cond_br %1371, ^bb166, ^bb176
  ^bb166:  // pred: ^bb165
    llvm.br ^bb167(%79, %82 : i64, f32)
  ^bb167(%1372: i64, %1373: f32):  // 2 preds: ^bb166, ^bb168
    %1374 = llvm.icmp "slt" %1372, %83 : i64
    llvm.cond_br %1374, ^bb168, ^bb169
  ^bb168:  // pred: ^bb167
    %1375 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1376 = llvm.mlir.constant(16 : index) : i64
    %1377 = llvm.mul %1370, %1376 overflow<nsw, nuw> : i64
    %1378 = llvm.add %1377, %1372 overflow<nsw, nuw> : i64
    %1379 = llvm.getelementptr inbounds|nuw %1375[%1378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1380 = llvm.load %1379 : !llvm.ptr -> f32
    %1381 = llvm.fadd %1380, %1373 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1382 = llvm.add %1372, %81 : i64
    llvm.br ^bb167(%1382, %1381 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb169:  // pred: ^bb167
    llvm.br ^bb170(%79, %82 : i64, f32)
  ^bb170(%1383: i64, %1384: f32):  // 2 preds: ^bb169, ^bb171
    %1385 = llvm.icmp "slt" %1383, %83 : i64
    llvm.cond_br %1385, ^bb171, ^bb172
  ^bb171:  // pred: ^bb170
    %1386 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1387 = llvm.mlir.constant(16 : index) : i64
    %1388 = llvm.mul %1370, %1387 overflow<nsw, nuw> : i64
    %1389 = llvm.add %1388, %1383 overflow<nsw, nuw> : i64
    %1390 = llvm.getelementptr inbounds|nuw %1386[%1389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1391 = llvm.load %1390 : !llvm.ptr -> f32
    %1392 = llvm.fdiv %1373, %84 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1393 = llvm.fsub %1391, %1392 : f32
    %1394 = llvm.fmul %1393, %1393 : f32
    %1395 = llvm.fadd %1394, %1384 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1396 = llvm.add %1383, %81 : i64
    llvm.br ^bb170(%1396, %1395 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb172:  // pred: ^bb170
    llvm.br ^bb173(%79 : i64)
  ^bb173(%1397: i64):  // 2 preds: ^bb172, ^bb174
    %1398 = llvm.icmp "slt" %1397, %83 : i64
    llvm.cond_br %1398, ^bb174, ^bb175
  ^bb174:  // pred: ^bb173
    %1399 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1400 = llvm.mlir.constant(16 : index) : i64
    %1401 = llvm.mul %1370, %1400 overflow<nsw, nuw> : i64
    %1402 = llvm.add %1401, %1397 overflow<nsw, nuw> : i64
    %1403 = llvm.getelementptr inbounds|nuw %1399[%1402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1404 = llvm.load %1403 : !llvm.ptr -> f32
    %1405 = llvm.fdiv %1373, %84 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1406 = llvm.fsub %1404, %1405 : f32
    %1407 = llvm.fdiv %1384, %84 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1408 = llvm.fadd %1407, %85 : f32
    %1409 = llvm.intr.sqrt(%1408) : (f32) -> f32
    %1410 = llvm.fdiv %78, %1409 : f32
    %1411 = llvm.fmul %1406, %1410 : f32
    %1412 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1413 = llvm.getelementptr inbounds|nuw %1412[%1397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1414 = llvm.load %1413 : !llvm.ptr -> f32
    %1415 = llvm.fmul %1411, %1414 : f32
    %1416 = llvm.extractvalue %1369[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1417 = llvm.mlir.constant(16 : index) : i64
    %1418 = llvm.mul %1370, %1417 overflow<nsw, nuw> : i64
    %1419 = llvm.add %1418, %1397 overflow<nsw, nuw> : i64
    %1420 = llvm.getelementptr inbounds|nuw %1416[%1419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1415, %1420 : f32, !llvm.ptr
    %1421 = llvm.add %1397, %81 : i64
    llvm.br ^bb173(%1421 : i64)
  ^bb175:  // pred: ^bb173
    %1422 = llvm.add %1370, %81 : i64
    llvm.br ^bb165(%1422 : i64)
  ^bb176:  // pred: ^bb165
    llvm.cond_br %208, ^bb177, ^bb183
  ^bb177:  // pred: ^bb176
    %1423 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1424 = llvm.getelementptr %1423[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1425 = llvm.atomicrmw add %1424, %86 acq_rel : !llvm.ptr, i64
    %1426 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1427 = llvm.getelementptr %1426[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1428 = llvm.atomicrmw add %1427, %87 acq_rel : !llvm.ptr, i64
    %1429 = llvm.add %1428, %87 : i64
    %1430 = llvm.icmp "eq" %1429, %arg68 : i64
    llvm.cond_br %1430, ^bb178, ^bb179
  ^bb178:  // pred: ^bb177
    %1431 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1432 = llvm.getelementptr %1431[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1433 = llvm.atomicrmw xchg %1432, %86 acq_rel : !llvm.ptr, i64
    %1434 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1435 = llvm.getelementptr %1434[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1436 = llvm.atomicrmw add %1435, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb182
  ^bb179:  // pred: ^bb177
    llvm.br ^bb180
  ^bb180:  // 2 preds: ^bb179, ^bb180
    %1437 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1438 = llvm.getelementptr %1437[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1439 = llvm.atomicrmw add %1438, %86 acq_rel : !llvm.ptr, i64
    %1440 = llvm.icmp "eq" %1439, %1425 : i64
    llvm.cond_br %1440, ^bb180, ^bb181
  ^bb181:  // pred: ^bb180
    llvm.br ^bb182
  ^bb182:  // 2 preds: ^bb178, ^bb181
    llvm.br ^bb183
  ^bb183:  // 2 preds: ^bb176, ^bb182
    %1441 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1442 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1443 = llvm.insertvalue %1442, %1441[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1444 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1445 = llvm.getelementptr %1444[%101] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1446 = llvm.insertvalue %1445, %1443[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1447 = llvm.mlir.constant(0 : index) : i64
    %1448 = llvm.insertvalue %1447, %1446[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1449 = llvm.mlir.constant(64 : index) : i64
    %1450 = llvm.insertvalue %1449, %1448[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1451 = llvm.mlir.constant(1 : index) : i64
    %1452 = llvm.insertvalue %1451, %1450[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1453 = llvm.mlir.constant(8 : index) : i64
    %1454 = llvm.insertvalue %1453, %1452[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1455 = llvm.mlir.constant(64 : index) : i64
    %1456 = llvm.insertvalue %1455, %1454[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1457 = llvm.mlir.constant(6 : index) : i64
    %1458 = llvm.mlir.constant(64 : index) : i64
    %1459 = llvm.mlir.constant(1 : index) : i64
    %1460 = llvm.mlir.constant(384 : index) : i64
    %1461 = llvm.mlir.zero : !llvm.ptr
    %1462 = llvm.getelementptr %1461[%1460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1463 = llvm.ptrtoint %1462 : !llvm.ptr to i64
    %1464 = llvm.call @malloc(%1463) : (i64) -> !llvm.ptr
    %1465 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1466 = llvm.insertvalue %1464, %1465[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1467 = llvm.insertvalue %1464, %1466[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1468 = llvm.mlir.constant(0 : index) : i64
    %1469 = llvm.insertvalue %1468, %1467[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1470 = llvm.insertvalue %1457, %1469[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1471 = llvm.insertvalue %1458, %1470[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1472 = llvm.insertvalue %1458, %1471[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1473 = llvm.insertvalue %1459, %1472[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1474 = llvm.mlir.constant(2 : index) : i64
    %1475 = llvm.mlir.constant(16 : index) : i64
    %1476 = llvm.mlir.constant(32 : index) : i64
    %1477 = llvm.mlir.constant(1 : index) : i64
    %1478 = llvm.mlir.constant(512 : index) : i64
    %1479 = llvm.mlir.constant(1024 : index) : i64
    %1480 = llvm.mlir.zero : !llvm.ptr
    %1481 = llvm.getelementptr %1480[%1479] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1482 = llvm.ptrtoint %1481 : !llvm.ptr to i64
    %1483 = llvm.call @malloc(%1482) : (i64) -> !llvm.ptr
    %1484 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1485 = llvm.insertvalue %1483, %1484[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1486 = llvm.insertvalue %1483, %1485[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1487 = llvm.mlir.constant(0 : index) : i64
    %1488 = llvm.insertvalue %1487, %1486[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1489 = llvm.insertvalue %1474, %1488[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1490 = llvm.insertvalue %1475, %1489[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1491 = llvm.insertvalue %1476, %1490[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1492 = llvm.insertvalue %1478, %1491[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1493 = llvm.insertvalue %1476, %1492[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1494 = llvm.insertvalue %1477, %1493[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.br ^bb184(%79 : i64)
  ^bb184(%1495: i64):  // 2 preds: ^bb183, ^bb185
    %1496 = llvm.icmp "slt" %1495, %89 : i64
    llvm.cond_br %1496, ^bb185, ^bb186
  ^bb185:  // pred: ^bb184
    %1497 = llvm.udiv %1495, %83 : i64
    %1498 = llvm.urem %1495, %83 : i64
    %1499 = llvm.mul %1497, %89 : i64
    %1500 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1501 = llvm.mul %1498, %72 : i64
    %1502 = llvm.add %1501, %1499 : i64
    %1503 = llvm.getelementptr %1500[%1502] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1504 = llvm.load %1503 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1505 = llvm.extractvalue %1494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1506 = llvm.mul %1497, %76 : i64
    %1507 = llvm.mul %1498, %75 : i64
    %1508 = llvm.add %1506, %1507 : i64
    %1509 = llvm.add %1508, %79 : i64
    %1510 = llvm.getelementptr %1505[%1509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1504, %1510 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1511 = llvm.add %1495, %81 : i64
    llvm.br ^bb184(%1511 : i64)
  ^bb186:  // pred: ^bb184
    llvm.br ^bb187(%301 : i64)
  ^bb187(%1512: i64):  // 2 preds: ^bb186, ^bb200
    %1513 = llvm.icmp "slt" %1512, %305 : i64
    llvm.cond_br %1513, ^bb188, ^bb201
  ^bb188:  // pred: ^bb187
    %1514 = llvm.intr.umin(%1512, %92) : (i64, i64) -> i64
    %1515 = llvm.add %1512, %81 : i64
    %1516 = llvm.intr.umin(%1515, %92) : (i64, i64) -> i64
    %1517 = llvm.add %1512, %90 : i64
    %1518 = llvm.intr.umin(%1517, %92) : (i64, i64) -> i64
    %1519 = llvm.add %1512, %93 : i64
    %1520 = llvm.intr.umin(%1519, %92) : (i64, i64) -> i64
    %1521 = llvm.add %1512, %94 : i64
    %1522 = llvm.intr.umin(%1521, %92) : (i64, i64) -> i64
    %1523 = llvm.add %1512, %95 : i64
    %1524 = llvm.intr.umin(%1523, %92) : (i64, i64) -> i64
    llvm.br ^bb189(%79 : i64)
  ^bb189(%1525: i64):  // 2 preds: ^bb188, ^bb193
    %1526 = llvm.icmp "slt" %1525, %90 : i64
    llvm.cond_br %1526, ^bb190, ^bb194
  ^bb190:  // pred: ^bb189
    %1527 = llvm.mul %1525, %89 : i64
    llvm.br ^bb191(%79, %96, %96, %96, %96, %96, %96 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb191(%1528: i64, %1529: vector<32xf32>, %1530: vector<32xf32>, %1531: vector<32xf32>, %1532: vector<32xf32>, %1533: vector<32xf32>, %1534: vector<32xf32>):  // 2 preds: ^bb190, ^bb192
    %1535 = llvm.icmp "slt" %1528, %83 : i64
    llvm.cond_br %1535, ^bb192, ^bb193
  ^bb192:  // pred: ^bb191
    %1536 = llvm.extractvalue %1494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1537 = llvm.mul %1525, %76 : i64
    %1538 = llvm.mul %1528, %75 : i64
    %1539 = llvm.add %1537, %1538 : i64
    %1540 = llvm.add %1539, %79 : i64
    %1541 = llvm.getelementptr %1536[%1540] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1542 = llvm.load %1541 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1543 = llvm.extractvalue %1369[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1544 = llvm.mlir.constant(16 : index) : i64
    %1545 = llvm.mul %1514, %1544 overflow<nsw, nuw> : i64
    %1546 = llvm.add %1545, %1528 overflow<nsw, nuw> : i64
    %1547 = llvm.getelementptr inbounds|nuw %1543[%1546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1548 = llvm.load %1547 : !llvm.ptr -> f32
    %1549 = llvm.insertelement %1548, %74[%73 : i32] : vector<32xf32>
    %1550 = llvm.shufflevector %1549, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1551 = llvm.intr.fmuladd(%1550, %1542, %1529) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1552 = llvm.extractvalue %1369[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1553 = llvm.mlir.constant(16 : index) : i64
    %1554 = llvm.mul %1516, %1553 overflow<nsw, nuw> : i64
    %1555 = llvm.add %1554, %1528 overflow<nsw, nuw> : i64
    %1556 = llvm.getelementptr inbounds|nuw %1552[%1555] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1557 = llvm.load %1556 : !llvm.ptr -> f32
    %1558 = llvm.insertelement %1557, %74[%73 : i32] : vector<32xf32>
    %1559 = llvm.shufflevector %1558, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1560 = llvm.intr.fmuladd(%1559, %1542, %1530) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1561 = llvm.extractvalue %1369[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1562 = llvm.mlir.constant(16 : index) : i64
    %1563 = llvm.mul %1518, %1562 overflow<nsw, nuw> : i64
    %1564 = llvm.add %1563, %1528 overflow<nsw, nuw> : i64
    %1565 = llvm.getelementptr inbounds|nuw %1561[%1564] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1566 = llvm.load %1565 : !llvm.ptr -> f32
    %1567 = llvm.insertelement %1566, %74[%73 : i32] : vector<32xf32>
    %1568 = llvm.shufflevector %1567, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1569 = llvm.intr.fmuladd(%1568, %1542, %1531) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1570 = llvm.extractvalue %1369[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1571 = llvm.mlir.constant(16 : index) : i64
    %1572 = llvm.mul %1520, %1571 overflow<nsw, nuw> : i64
    %1573 = llvm.add %1572, %1528 overflow<nsw, nuw> : i64
    %1574 = llvm.getelementptr inbounds|nuw %1570[%1573] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1575 = llvm.load %1574 : !llvm.ptr -> f32
    %1576 = llvm.insertelement %1575, %74[%73 : i32] : vector<32xf32>
    %1577 = llvm.shufflevector %1576, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1578 = llvm.intr.fmuladd(%1577, %1542, %1532) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1579 = llvm.extractvalue %1369[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1580 = llvm.mlir.constant(16 : index) : i64
    %1581 = llvm.mul %1522, %1580 overflow<nsw, nuw> : i64
    %1582 = llvm.add %1581, %1528 overflow<nsw, nuw> : i64
    %1583 = llvm.getelementptr inbounds|nuw %1579[%1582] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1584 = llvm.load %1583 : !llvm.ptr -> f32
    %1585 = llvm.insertelement %1584, %74[%73 : i32] : vector<32xf32>
    %1586 = llvm.shufflevector %1585, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1587 = llvm.intr.fmuladd(%1586, %1542, %1533) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1588 = llvm.extractvalue %1369[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1589 = llvm.mlir.constant(16 : index) : i64
    %1590 = llvm.mul %1524, %1589 overflow<nsw, nuw> : i64
    %1591 = llvm.add %1590, %1528 overflow<nsw, nuw> : i64
    %1592 = llvm.getelementptr inbounds|nuw %1588[%1591] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1593 = llvm.load %1592 : !llvm.ptr -> f32
    %1594 = llvm.insertelement %1593, %74[%73 : i32] : vector<32xf32>
    %1595 = llvm.shufflevector %1594, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1596 = llvm.intr.fmuladd(%1595, %1542, %1534) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1597 = llvm.add %1528, %81 : i64
    llvm.br ^bb191(%1597, %1551, %1560, %1569, %1578, %1587, %1596 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb193:  // pred: ^bb191
    %1598 = llvm.extractvalue %1473[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1599 = llvm.mul %79, %72 : i64
    %1600 = llvm.add %1599, %1527 : i64
    %1601 = llvm.getelementptr %1598[%1600] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1529, %1601 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1602 = llvm.extractvalue %1473[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1603 = llvm.mul %81, %72 : i64
    %1604 = llvm.add %1603, %1527 : i64
    %1605 = llvm.getelementptr %1602[%1604] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1530, %1605 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1606 = llvm.extractvalue %1473[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1607 = llvm.mul %90, %72 : i64
    %1608 = llvm.add %1607, %1527 : i64
    %1609 = llvm.getelementptr %1606[%1608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1531, %1609 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1610 = llvm.extractvalue %1473[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1611 = llvm.mul %93, %72 : i64
    %1612 = llvm.add %1611, %1527 : i64
    %1613 = llvm.getelementptr %1610[%1612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1532, %1613 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1614 = llvm.extractvalue %1473[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1615 = llvm.mul %94, %72 : i64
    %1616 = llvm.add %1615, %1527 : i64
    %1617 = llvm.getelementptr %1614[%1616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1533, %1617 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1618 = llvm.extractvalue %1473[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1619 = llvm.mul %95, %72 : i64
    %1620 = llvm.add %1619, %1527 : i64
    %1621 = llvm.getelementptr %1618[%1620] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1534, %1621 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1622 = llvm.add %1525, %81 : i64
    llvm.br ^bb189(%1622 : i64)
  ^bb194:  // pred: ^bb189
    %1623 = llvm.sub %80, %1512 : i64
    %1624 = llvm.intr.umin(%1623, %91) : (i64, i64) -> i64
    llvm.br ^bb195(%79 : i64)
  ^bb195(%1625: i64):  // 2 preds: ^bb194, ^bb199
    %1626 = llvm.icmp "slt" %1625, %1624 : i64
    llvm.cond_br %1626, ^bb196, ^bb200
  ^bb196:  // pred: ^bb195
    %1627 = llvm.add %1512, %1625 : i64
    llvm.br ^bb197(%79 : i64)
  ^bb197(%1628: i64):  // 2 preds: ^bb196, ^bb198
    %1629 = llvm.icmp "slt" %1628, %97 : i64
    llvm.cond_br %1629, ^bb198, ^bb199
  ^bb198:  // pred: ^bb197
    %1630 = llvm.extractvalue %1473[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1631 = llvm.mlir.constant(64 : index) : i64
    %1632 = llvm.mul %1625, %1631 overflow<nsw, nuw> : i64
    %1633 = llvm.add %1632, %1628 overflow<nsw, nuw> : i64
    %1634 = llvm.getelementptr inbounds|nuw %1630[%1633] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1635 = llvm.load %1634 : !llvm.ptr -> f32
    %1636 = llvm.fmul %1635, %102 : f32
    %1637 = llvm.fmul %1635, %103 : f32
    %1638 = llvm.fcmp "olt" %1637, %117 : f32
    %1639 = llvm.select %1638, %117, %1637 : i1, f32
    %1640 = llvm.fcmp "ogt" %1639, %118 : f32
    %1641 = llvm.select %1640, %118, %1639 : i1, f32
    %1642 = llvm.fmul %1641, %1641 : f32
    %1643 = llvm.intr.fma(%119, %1642, %120) : (f32, f32, f32) -> f32
    %1644 = llvm.intr.fma(%1643, %1642, %121) : (f32, f32, f32) -> f32
    %1645 = llvm.intr.fma(%1644, %1642, %122) : (f32, f32, f32) -> f32
    %1646 = llvm.intr.fma(%1645, %1642, %123) : (f32, f32, f32) -> f32
    %1647 = llvm.intr.fma(%1646, %1642, %104) : (f32, f32, f32) -> f32
    %1648 = llvm.intr.fma(%124, %1642, %125) : (f32, f32, f32) -> f32
    %1649 = llvm.intr.fma(%1648, %1642, %126) : (f32, f32, f32) -> f32
    %1650 = llvm.intr.fma(%1649, %1642, %127) : (f32, f32, f32) -> f32
    %1651 = llvm.intr.fma(%1650, %1642, %128) : (f32, f32, f32) -> f32
    %1652 = llvm.intr.fma(%1651, %1642, %129) : (f32, f32, f32) -> f32
    %1653 = llvm.fmul %1641, %1652 : f32
    %1654 = llvm.fdiv %1653, %1647 : f32
    %1655 = llvm.fcmp "olt" %1654, %130 : f32
    %1656 = llvm.select %1655, %130, %1654 : i1, f32
    %1657 = llvm.fcmp "ogt" %1656, %104 : f32
    %1658 = llvm.select %1657, %104, %1656 : i1, f32
    %1659 = llvm.fadd %1658, %104 : f32
    %1660 = llvm.fmul %1636, %1659 : f32
    %1661 = llvm.extractvalue %1456[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1662 = llvm.mlir.constant(64 : index) : i64
    %1663 = llvm.mul %1627, %1662 overflow<nsw, nuw> : i64
    %1664 = llvm.add %1663, %1628 overflow<nsw, nuw> : i64
    %1665 = llvm.getelementptr inbounds|nuw %1661[%1664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1660, %1665 : f32, !llvm.ptr
    %1666 = llvm.add %1628, %81 : i64
    llvm.br ^bb197(%1666 : i64)
  ^bb199:  // pred: ^bb197
    %1667 = llvm.add %1625, %81 : i64
    llvm.br ^bb195(%1667 : i64)
  ^bb200:  // pred: ^bb195
    %1668 = llvm.add %1512, %91 : i64
    llvm.br ^bb187(%1668 : i64)
  ^bb201:  // pred: ^bb187
    %1669 = llvm.extractvalue %1473[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1669) : (!llvm.ptr) -> ()
    %1670 = llvm.extractvalue %1494[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.call @free(%1670) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb202, ^bb208
  ^bb202:  // pred: ^bb201
    %1671 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1672 = llvm.getelementptr %1671[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1673 = llvm.atomicrmw add %1672, %86 acq_rel : !llvm.ptr, i64
    %1674 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1675 = llvm.getelementptr %1674[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1676 = llvm.atomicrmw add %1675, %87 acq_rel : !llvm.ptr, i64
    %1677 = llvm.add %1676, %87 : i64
    %1678 = llvm.icmp "eq" %1677, %arg68 : i64
    llvm.cond_br %1678, ^bb203, ^bb204
  ^bb203:  // pred: ^bb202
    %1679 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1680 = llvm.getelementptr %1679[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1681 = llvm.atomicrmw xchg %1680, %86 acq_rel : !llvm.ptr, i64
    %1682 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1683 = llvm.getelementptr %1682[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1684 = llvm.atomicrmw add %1683, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb207
  ^bb204:  // pred: ^bb202
    llvm.br ^bb205
  ^bb205:  // 2 preds: ^bb204, ^bb205
    %1685 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1686 = llvm.getelementptr %1685[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1687 = llvm.atomicrmw add %1686, %86 acq_rel : !llvm.ptr, i64
    %1688 = llvm.icmp "eq" %1687, %1673 : i64
    llvm.cond_br %1688, ^bb205, ^bb206
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207
  ^bb207:  // 2 preds: ^bb203, ^bb206
    llvm.br ^bb208
  ^bb208:  // 2 preds: ^bb201, ^bb207
    %1689 = llvm.mlir.constant(6 : index) : i64
    %1690 = llvm.mlir.constant(16 : index) : i64
    %1691 = llvm.mlir.constant(1 : index) : i64
    %1692 = llvm.mlir.constant(96 : index) : i64
    %1693 = llvm.mlir.zero : !llvm.ptr
    %1694 = llvm.getelementptr %1693[%1692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1695 = llvm.ptrtoint %1694 : !llvm.ptr to i64
    %1696 = llvm.call @malloc(%1695) : (i64) -> !llvm.ptr
    %1697 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1698 = llvm.insertvalue %1696, %1697[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1699 = llvm.insertvalue %1696, %1698[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1700 = llvm.mlir.constant(0 : index) : i64
    %1701 = llvm.insertvalue %1700, %1699[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1702 = llvm.insertvalue %1689, %1701[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1703 = llvm.insertvalue %1690, %1702[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1704 = llvm.insertvalue %1690, %1703[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1705 = llvm.insertvalue %1691, %1704[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb209(%301 : i64)
  ^bb209(%1706: i64):  // 2 preds: ^bb208, ^bb222
    %1707 = llvm.icmp "slt" %1706, %305 : i64
    llvm.cond_br %1707, ^bb210, ^bb223
  ^bb210:  // pred: ^bb209
    %1708 = llvm.intr.umin(%1706, %92) : (i64, i64) -> i64
    %1709 = llvm.add %1706, %81 : i64
    %1710 = llvm.intr.umin(%1709, %92) : (i64, i64) -> i64
    %1711 = llvm.add %1706, %90 : i64
    %1712 = llvm.intr.umin(%1711, %92) : (i64, i64) -> i64
    %1713 = llvm.add %1706, %93 : i64
    %1714 = llvm.intr.umin(%1713, %92) : (i64, i64) -> i64
    %1715 = llvm.add %1706, %94 : i64
    %1716 = llvm.intr.umin(%1715, %92) : (i64, i64) -> i64
    %1717 = llvm.add %1706, %95 : i64
    %1718 = llvm.intr.umin(%1717, %92) : (i64, i64) -> i64
    llvm.br ^bb211(%79 : i64)
  ^bb211(%1719: i64):  // 2 preds: ^bb210, ^bb215
    %1720 = llvm.icmp "slt" %1719, %83 : i64
    llvm.cond_br %1720, ^bb212, ^bb216
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%79, %82, %82, %82, %82, %82, %82 : i64, f32, f32, f32, f32, f32, f32)
  ^bb213(%1721: i64, %1722: f32, %1723: f32, %1724: f32, %1725: f32, %1726: f32, %1727: f32):  // 2 preds: ^bb212, ^bb214
    %1728 = llvm.icmp "slt" %1721, %97 : i64
    llvm.cond_br %1728, ^bb214, ^bb215
  ^bb214:  // pred: ^bb213
    %1729 = llvm.extractvalue %1456[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1730 = llvm.mlir.constant(64 : index) : i64
    %1731 = llvm.mul %1708, %1730 overflow<nsw, nuw> : i64
    %1732 = llvm.add %1731, %1721 overflow<nsw, nuw> : i64
    %1733 = llvm.getelementptr inbounds|nuw %1729[%1732] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1734 = llvm.load %1733 : !llvm.ptr -> f32
    %1735 = llvm.extractvalue %1456[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1736 = llvm.mlir.constant(64 : index) : i64
    %1737 = llvm.mul %1710, %1736 overflow<nsw, nuw> : i64
    %1738 = llvm.add %1737, %1721 overflow<nsw, nuw> : i64
    %1739 = llvm.getelementptr inbounds|nuw %1735[%1738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1740 = llvm.load %1739 : !llvm.ptr -> f32
    %1741 = llvm.extractvalue %1456[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1742 = llvm.mlir.constant(64 : index) : i64
    %1743 = llvm.mul %1712, %1742 overflow<nsw, nuw> : i64
    %1744 = llvm.add %1743, %1721 overflow<nsw, nuw> : i64
    %1745 = llvm.getelementptr inbounds|nuw %1741[%1744] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1746 = llvm.load %1745 : !llvm.ptr -> f32
    %1747 = llvm.extractvalue %1456[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1748 = llvm.mlir.constant(64 : index) : i64
    %1749 = llvm.mul %1714, %1748 overflow<nsw, nuw> : i64
    %1750 = llvm.add %1749, %1721 overflow<nsw, nuw> : i64
    %1751 = llvm.getelementptr inbounds|nuw %1747[%1750] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1752 = llvm.load %1751 : !llvm.ptr -> f32
    %1753 = llvm.extractvalue %1456[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1754 = llvm.mlir.constant(64 : index) : i64
    %1755 = llvm.mul %1716, %1754 overflow<nsw, nuw> : i64
    %1756 = llvm.add %1755, %1721 overflow<nsw, nuw> : i64
    %1757 = llvm.getelementptr inbounds|nuw %1753[%1756] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1758 = llvm.load %1757 : !llvm.ptr -> f32
    %1759 = llvm.extractvalue %1456[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1760 = llvm.mlir.constant(64 : index) : i64
    %1761 = llvm.mul %1718, %1760 overflow<nsw, nuw> : i64
    %1762 = llvm.add %1761, %1721 overflow<nsw, nuw> : i64
    %1763 = llvm.getelementptr inbounds|nuw %1759[%1762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1764 = llvm.load %1763 : !llvm.ptr -> f32
    %1765 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1766 = llvm.mlir.constant(16 : index) : i64
    %1767 = llvm.mul %1721, %1766 overflow<nsw, nuw> : i64
    %1768 = llvm.add %1767, %1719 overflow<nsw, nuw> : i64
    %1769 = llvm.getelementptr inbounds|nuw %1765[%1768] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1770 = llvm.load %1769 : !llvm.ptr -> f32
    %1771 = llvm.fmul %1734, %1770 : f32
    %1772 = llvm.fadd %1771, %1722 : f32
    %1773 = llvm.fmul %1740, %1770 : f32
    %1774 = llvm.fadd %1773, %1723 : f32
    %1775 = llvm.fmul %1746, %1770 : f32
    %1776 = llvm.fadd %1775, %1724 : f32
    %1777 = llvm.fmul %1752, %1770 : f32
    %1778 = llvm.fadd %1777, %1725 : f32
    %1779 = llvm.fmul %1758, %1770 : f32
    %1780 = llvm.fadd %1779, %1726 : f32
    %1781 = llvm.fmul %1764, %1770 : f32
    %1782 = llvm.fadd %1781, %1727 : f32
    %1783 = llvm.add %1721, %81 : i64
    llvm.br ^bb213(%1783, %1772, %1774, %1776, %1778, %1780, %1782 : i64, f32, f32, f32, f32, f32, f32)
  ^bb215:  // pred: ^bb213
    %1784 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1785 = llvm.mlir.constant(16 : index) : i64
    %1786 = llvm.mul %79, %1785 overflow<nsw, nuw> : i64
    %1787 = llvm.add %1786, %1719 overflow<nsw, nuw> : i64
    %1788 = llvm.getelementptr inbounds|nuw %1784[%1787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1722, %1788 : f32, !llvm.ptr
    %1789 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1790 = llvm.mlir.constant(16 : index) : i64
    %1791 = llvm.mul %81, %1790 overflow<nsw, nuw> : i64
    %1792 = llvm.add %1791, %1719 overflow<nsw, nuw> : i64
    %1793 = llvm.getelementptr inbounds|nuw %1789[%1792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1723, %1793 : f32, !llvm.ptr
    %1794 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1795 = llvm.mlir.constant(16 : index) : i64
    %1796 = llvm.mul %90, %1795 overflow<nsw, nuw> : i64
    %1797 = llvm.add %1796, %1719 overflow<nsw, nuw> : i64
    %1798 = llvm.getelementptr inbounds|nuw %1794[%1797] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1724, %1798 : f32, !llvm.ptr
    %1799 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1800 = llvm.mlir.constant(16 : index) : i64
    %1801 = llvm.mul %93, %1800 overflow<nsw, nuw> : i64
    %1802 = llvm.add %1801, %1719 overflow<nsw, nuw> : i64
    %1803 = llvm.getelementptr inbounds|nuw %1799[%1802] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1725, %1803 : f32, !llvm.ptr
    %1804 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1805 = llvm.mlir.constant(16 : index) : i64
    %1806 = llvm.mul %94, %1805 overflow<nsw, nuw> : i64
    %1807 = llvm.add %1806, %1719 overflow<nsw, nuw> : i64
    %1808 = llvm.getelementptr inbounds|nuw %1804[%1807] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1726, %1808 : f32, !llvm.ptr
    %1809 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1810 = llvm.mlir.constant(16 : index) : i64
    %1811 = llvm.mul %95, %1810 overflow<nsw, nuw> : i64
    %1812 = llvm.add %1811, %1719 overflow<nsw, nuw> : i64
    %1813 = llvm.getelementptr inbounds|nuw %1809[%1812] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1727, %1813 : f32, !llvm.ptr
    %1814 = llvm.add %1719, %81 : i64
    llvm.br ^bb211(%1814 : i64)
  ^bb216:  // pred: ^bb211
    %1815 = llvm.sub %80, %1706 : i64
    %1816 = llvm.intr.umin(%1815, %91) : (i64, i64) -> i64
    llvm.br ^bb217(%79 : i64)
  ^bb217(%1817: i64):  // 2 preds: ^bb216, ^bb221
    %1818 = llvm.icmp "slt" %1817, %1816 : i64
    llvm.cond_br %1818, ^bb218, ^bb222
  ^bb218:  // pred: ^bb217
    %1819 = llvm.add %1706, %1817 : i64
    llvm.br ^bb219(%79 : i64)
  ^bb219(%1820: i64):  // 2 preds: ^bb218, ^bb220
    %1821 = llvm.icmp "slt" %1820, %83 : i64
    llvm.cond_br %1821, ^bb220, ^bb221
  ^bb220:  // pred: ^bb219
    %1822 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1823 = llvm.mlir.constant(16 : index) : i64
    %1824 = llvm.mul %1819, %1823 overflow<nsw, nuw> : i64
    %1825 = llvm.add %1824, %1820 overflow<nsw, nuw> : i64
    %1826 = llvm.getelementptr inbounds|nuw %1822[%1825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1827 = llvm.load %1826 : !llvm.ptr -> f32
    %1828 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1829 = llvm.mlir.constant(16 : index) : i64
    %1830 = llvm.mul %1817, %1829 overflow<nsw, nuw> : i64
    %1831 = llvm.add %1830, %1820 overflow<nsw, nuw> : i64
    %1832 = llvm.getelementptr inbounds|nuw %1828[%1831] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1833 = llvm.load %1832 : !llvm.ptr -> f32
    %1834 = llvm.fadd %1827, %1833 : f32
    %1835 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1836 = llvm.mlir.constant(16 : index) : i64
    %1837 = llvm.mul %1819, %1836 overflow<nsw, nuw> : i64
    %1838 = llvm.add %1837, %1820 overflow<nsw, nuw> : i64
    %1839 = llvm.getelementptr inbounds|nuw %1835[%1838] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1834, %1839 : f32, !llvm.ptr
    %1840 = llvm.add %1820, %81 : i64
    llvm.br ^bb219(%1840 : i64)
  ^bb221:  // pred: ^bb219
    %1841 = llvm.add %1817, %81 : i64
    llvm.br ^bb217(%1841 : i64)
  ^bb222:  // pred: ^bb217
    %1842 = llvm.add %1706, %91 : i64
    llvm.br ^bb209(%1842 : i64)
  ^bb223:  // pred: ^bb209
    %1843 = llvm.extractvalue %1705[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1843) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb224, ^bb230
  ^bb224:  // pred: ^bb223
    %1844 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1845 = llvm.getelementptr %1844[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1846 = llvm.atomicrmw add %1845, %86 acq_rel : !llvm.ptr, i64
    %1847 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1848 = llvm.getelementptr %1847[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1849 = llvm.atomicrmw add %1848, %87 acq_rel : !llvm.ptr, i64
    %1850 = llvm.add %1849, %87 : i64
    %1851 = llvm.icmp "eq" %1850, %arg68 : i64
    llvm.cond_br %1851, ^bb225, ^bb226
  ^bb225:  // pred: ^bb224
    %1852 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1853 = llvm.getelementptr %1852[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1854 = llvm.atomicrmw xchg %1853, %86 acq_rel : !llvm.ptr, i64
    %1855 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1856 = llvm.getelementptr %1855[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1857 = llvm.atomicrmw add %1856, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb229
  ^bb226:  // pred: ^bb224
    llvm.br ^bb227
  ^bb227:  // 2 preds: ^bb226, ^bb227
    %1858 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1859 = llvm.getelementptr %1858[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1860 = llvm.atomicrmw add %1859, %86 acq_rel : !llvm.ptr, i64
    %1861 = llvm.icmp "eq" %1860, %1846 : i64
    llvm.cond_br %1861, ^bb227, ^bb228
  ^bb228:  // pred: ^bb227
    llvm.br ^bb229
  ^bb229:  // 2 preds: ^bb225, ^bb228
    llvm.br ^bb230
  ^bb230:  // 2 preds: ^bb223, ^bb229
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6784 : i64} {
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
    %14 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.extractvalue %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.extractvalue %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.extractvalue %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.extractvalue %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.extractvalue %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.extractvalue %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.extractvalue %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.load %arg4 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.load %arg5 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.extractvalue %36[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.extractvalue %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.extractvalue %36[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.extractvalue %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.extractvalue %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.load %arg6 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = llvm.extractvalue %44[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.extractvalue %44[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.extractvalue %44[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.extractvalue %44[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.extractvalue %44[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.extractvalue %44[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.load %arg7 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %53 = llvm.extractvalue %52[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %52[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %52[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %52[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %52[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %52[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.load %arg8 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.extractvalue %60[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.extractvalue %60[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.extractvalue %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.extractvalue %60[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.extractvalue %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.load %arg9 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %67 = llvm.extractvalue %66[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.extractvalue %66[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.extractvalue %66[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.extractvalue %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.extractvalue %66[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.load %arg10 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.extractvalue %72[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %74 = llvm.extractvalue %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %75 = llvm.extractvalue %72[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %76 = llvm.extractvalue %72[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %77 = llvm.extractvalue %72[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %15, %16, %17, %18, %19, %20, %21, %23, %24, %25, %26, %27, %28, %29, %31, %32, %33, %34, %35, %37, %38, %39, %40, %41, %42, %43, %45, %46, %47, %48, %49, %50, %51, %53, %54, %55, %56, %57, %58, %59, %61, %62, %63, %64, %65, %67, %68, %69, %70, %71, %73, %74, %75, %76, %77, %arg11, %arg12) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
