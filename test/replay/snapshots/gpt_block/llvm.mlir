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
    %105 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
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
    %928 = llvm.select %909, %82, %927 : i1, f32
    %929 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %930 = llvm.getelementptr inbounds|nuw %929[%896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %928, %930 : f32, !llvm.ptr
    %931 = llvm.fadd %928, %897 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %932 = llvm.add %896, %81 : i64
    llvm.br ^bb103(%932, %931 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb105:  // pred: ^bb103
    llvm.br ^bb106(%79 : i64)
  ^bb106(%933: i64):  // 2 preds: ^bb105, ^bb107
    %934 = llvm.icmp "slt" %933, %80 : i64
    llvm.cond_br %934, ^bb107, ^bb108
  ^bb107:  // pred: ^bb106
    %935 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %936 = llvm.getelementptr inbounds|nuw %935[%933] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %937 = llvm.load %936 : !llvm.ptr -> f32
    %938 = llvm.fdiv %937, %897 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %939 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %940 = llvm.mlir.constant(64 : index) : i64
    %941 = llvm.mul %878, %940 overflow<nsw, nuw> : i64
    %942 = llvm.mlir.constant(8 : index) : i64
    %943 = llvm.mul %880, %942 overflow<nsw, nuw> : i64
    %944 = llvm.add %941, %943 overflow<nsw, nuw> : i64
    %945 = llvm.add %944, %933 overflow<nsw, nuw> : i64
    %946 = llvm.getelementptr inbounds|nuw %939[%945] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %938, %946 : f32, !llvm.ptr
    %947 = llvm.add %933, %81 : i64
    llvm.br ^bb106(%947 : i64)
  ^bb108:  // pred: ^bb106
    %948 = llvm.add %880, %81 : i64
    llvm.br ^bb98(%948 : i64)
  ^bb109:  // pred: ^bb98
    %949 = llvm.add %878, %81 : i64
    llvm.br ^bb96(%949 : i64)
  ^bb110:  // pred: ^bb96
    %950 = llvm.extractvalue %877[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%950) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb111, ^bb117
  ^bb111:  // pred: ^bb110
    %951 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %952 = llvm.getelementptr %951[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %953 = llvm.atomicrmw add %952, %86 acq_rel : !llvm.ptr, i64
    %954 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %955 = llvm.getelementptr %954[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %956 = llvm.atomicrmw add %955, %87 acq_rel : !llvm.ptr, i64
    %957 = llvm.add %956, %87 : i64
    %958 = llvm.icmp "eq" %957, %arg68 : i64
    llvm.cond_br %958, ^bb112, ^bb113
  ^bb112:  // pred: ^bb111
    %959 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %960 = llvm.getelementptr %959[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %961 = llvm.atomicrmw xchg %960, %86 acq_rel : !llvm.ptr, i64
    %962 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %963 = llvm.getelementptr %962[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %964 = llvm.atomicrmw add %963, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb116
  ^bb113:  // pred: ^bb111
    llvm.br ^bb114
  ^bb114:  // 2 preds: ^bb113, ^bb114
    %965 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %966 = llvm.getelementptr %965[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %967 = llvm.atomicrmw add %966, %86 acq_rel : !llvm.ptr, i64
    %968 = llvm.icmp "eq" %967, %953 : i64
    llvm.cond_br %968, ^bb114, ^bb115
  ^bb115:  // pred: ^bb114
    llvm.br ^bb116
  ^bb116:  // 2 preds: ^bb112, ^bb115
    llvm.br ^bb117
  ^bb117:  // 2 preds: ^bb110, ^bb116
    %969 = llvm.mlir.constant(6 : index) : i64
    %970 = llvm.mlir.constant(8 : index) : i64
    %971 = llvm.mlir.constant(1 : index) : i64
    %972 = llvm.mlir.constant(48 : index) : i64
    %973 = llvm.mlir.zero : !llvm.ptr
    %974 = llvm.getelementptr %973[%972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %975 = llvm.ptrtoint %974 : !llvm.ptr to i64
    %976 = llvm.call @malloc(%975) : (i64) -> !llvm.ptr
    %977 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %978 = llvm.insertvalue %976, %977[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %979 = llvm.insertvalue %976, %978[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %980 = llvm.mlir.constant(0 : index) : i64
    %981 = llvm.insertvalue %980, %979[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %982 = llvm.insertvalue %969, %981[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %983 = llvm.insertvalue %970, %982[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %984 = llvm.insertvalue %970, %983[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %985 = llvm.insertvalue %971, %984[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb118(%676 : i64)
  ^bb118(%986: i64):  // 2 preds: ^bb117, ^bb134
    %987 = llvm.icmp "slt" %986, %677 : i64
    llvm.cond_br %987, ^bb119, ^bb135
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%79 : i64)
  ^bb120(%988: i64):  // 2 preds: ^bb119, ^bb133
    %989 = llvm.icmp "slt" %988, %80 : i64
    llvm.cond_br %989, ^bb121, ^bb134
  ^bb121:  // pred: ^bb120
    %990 = llvm.intr.umin(%988, %92) : (i64, i64) -> i64
    %991 = llvm.add %988, %81 : i64
    %992 = llvm.intr.umin(%991, %92) : (i64, i64) -> i64
    %993 = llvm.add %988, %90 : i64
    %994 = llvm.intr.umin(%993, %92) : (i64, i64) -> i64
    %995 = llvm.add %988, %93 : i64
    %996 = llvm.intr.umin(%995, %92) : (i64, i64) -> i64
    %997 = llvm.add %988, %94 : i64
    %998 = llvm.intr.umin(%997, %92) : (i64, i64) -> i64
    %999 = llvm.add %988, %95 : i64
    %1000 = llvm.intr.umin(%999, %92) : (i64, i64) -> i64
    llvm.br ^bb122(%79 : i64)
  ^bb122(%1001: i64):  // 2 preds: ^bb121, ^bb126
    %1002 = llvm.icmp "slt" %1001, %80 : i64
    llvm.cond_br %1002, ^bb123, ^bb127
  ^bb123:  // pred: ^bb122
    llvm.br ^bb124(%79, %82, %82, %82, %82, %82, %82 : i64, f32, f32, f32, f32, f32, f32)
  ^bb124(%1003: i64, %1004: f32, %1005: f32, %1006: f32, %1007: f32, %1008: f32, %1009: f32):  // 2 preds: ^bb123, ^bb125
    %1010 = llvm.icmp "slt" %1003, %80 : i64
    llvm.cond_br %1010, ^bb125, ^bb126
  ^bb125:  // pred: ^bb124
    %1011 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1012 = llvm.mlir.constant(64 : index) : i64
    %1013 = llvm.mul %986, %1012 overflow<nsw, nuw> : i64
    %1014 = llvm.mlir.constant(8 : index) : i64
    %1015 = llvm.mul %990, %1014 overflow<nsw, nuw> : i64
    %1016 = llvm.add %1013, %1015 overflow<nsw, nuw> : i64
    %1017 = llvm.add %1016, %1003 overflow<nsw, nuw> : i64
    %1018 = llvm.getelementptr inbounds|nuw %1011[%1017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1019 = llvm.load %1018 : !llvm.ptr -> f32
    %1020 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1021 = llvm.mlir.constant(64 : index) : i64
    %1022 = llvm.mul %986, %1021 overflow<nsw, nuw> : i64
    %1023 = llvm.mlir.constant(8 : index) : i64
    %1024 = llvm.mul %992, %1023 overflow<nsw, nuw> : i64
    %1025 = llvm.add %1022, %1024 overflow<nsw, nuw> : i64
    %1026 = llvm.add %1025, %1003 overflow<nsw, nuw> : i64
    %1027 = llvm.getelementptr inbounds|nuw %1020[%1026] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1028 = llvm.load %1027 : !llvm.ptr -> f32
    %1029 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1030 = llvm.mlir.constant(64 : index) : i64
    %1031 = llvm.mul %986, %1030 overflow<nsw, nuw> : i64
    %1032 = llvm.mlir.constant(8 : index) : i64
    %1033 = llvm.mul %994, %1032 overflow<nsw, nuw> : i64
    %1034 = llvm.add %1031, %1033 overflow<nsw, nuw> : i64
    %1035 = llvm.add %1034, %1003 overflow<nsw, nuw> : i64
    %1036 = llvm.getelementptr inbounds|nuw %1029[%1035] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1037 = llvm.load %1036 : !llvm.ptr -> f32
    %1038 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1039 = llvm.mlir.constant(64 : index) : i64
    %1040 = llvm.mul %986, %1039 overflow<nsw, nuw> : i64
    %1041 = llvm.mlir.constant(8 : index) : i64
    %1042 = llvm.mul %996, %1041 overflow<nsw, nuw> : i64
    %1043 = llvm.add %1040, %1042 overflow<nsw, nuw> : i64
    %1044 = llvm.add %1043, %1003 overflow<nsw, nuw> : i64
    %1045 = llvm.getelementptr inbounds|nuw %1038[%1044] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1046 = llvm.load %1045 : !llvm.ptr -> f32
    %1047 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1048 = llvm.mlir.constant(64 : index) : i64
    %1049 = llvm.mul %986, %1048 overflow<nsw, nuw> : i64
    %1050 = llvm.mlir.constant(8 : index) : i64
    %1051 = llvm.mul %998, %1050 overflow<nsw, nuw> : i64
    %1052 = llvm.add %1049, %1051 overflow<nsw, nuw> : i64
    %1053 = llvm.add %1052, %1003 overflow<nsw, nuw> : i64
    %1054 = llvm.getelementptr inbounds|nuw %1047[%1053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1055 = llvm.load %1054 : !llvm.ptr -> f32
    %1056 = llvm.extractvalue %864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1057 = llvm.mlir.constant(64 : index) : i64
    %1058 = llvm.mul %986, %1057 overflow<nsw, nuw> : i64
    %1059 = llvm.mlir.constant(8 : index) : i64
    %1060 = llvm.mul %1000, %1059 overflow<nsw, nuw> : i64
    %1061 = llvm.add %1058, %1060 overflow<nsw, nuw> : i64
    %1062 = llvm.add %1061, %1003 overflow<nsw, nuw> : i64
    %1063 = llvm.getelementptr inbounds|nuw %1056[%1062] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1064 = llvm.load %1063 : !llvm.ptr -> f32
    %1065 = llvm.mul %986, %80 : i64
    %1066 = llvm.add %1065, %1001 : i64
    %1067 = llvm.add %1066, %89 : i64
    %1068 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1069 = llvm.mlir.constant(48 : index) : i64
    %1070 = llvm.mul %1003, %1069 overflow<nsw, nuw> : i64
    %1071 = llvm.add %1070, %1067 overflow<nsw, nuw> : i64
    %1072 = llvm.getelementptr inbounds|nuw %1068[%1071] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1073 = llvm.load %1072 : !llvm.ptr -> f32
    %1074 = llvm.fmul %1019, %1073 : f32
    %1075 = llvm.fadd %1074, %1004 : f32
    %1076 = llvm.fmul %1028, %1073 : f32
    %1077 = llvm.fadd %1076, %1005 : f32
    %1078 = llvm.fmul %1037, %1073 : f32
    %1079 = llvm.fadd %1078, %1006 : f32
    %1080 = llvm.fmul %1046, %1073 : f32
    %1081 = llvm.fadd %1080, %1007 : f32
    %1082 = llvm.fmul %1055, %1073 : f32
    %1083 = llvm.fadd %1082, %1008 : f32
    %1084 = llvm.fmul %1064, %1073 : f32
    %1085 = llvm.fadd %1084, %1009 : f32
    %1086 = llvm.add %1003, %81 : i64
    llvm.br ^bb124(%1086, %1075, %1077, %1079, %1081, %1083, %1085 : i64, f32, f32, f32, f32, f32, f32)
  ^bb126:  // pred: ^bb124
    %1087 = llvm.extractvalue %985[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1088 = llvm.mlir.constant(8 : index) : i64
    %1089 = llvm.mul %79, %1088 overflow<nsw, nuw> : i64
    %1090 = llvm.add %1089, %1001 overflow<nsw, nuw> : i64
    %1091 = llvm.getelementptr inbounds|nuw %1087[%1090] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1004, %1091 : f32, !llvm.ptr
    %1092 = llvm.extractvalue %985[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1093 = llvm.mlir.constant(8 : index) : i64
    %1094 = llvm.mul %81, %1093 overflow<nsw, nuw> : i64
    %1095 = llvm.add %1094, %1001 overflow<nsw, nuw> : i64
    %1096 = llvm.getelementptr inbounds|nuw %1092[%1095] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1005, %1096 : f32, !llvm.ptr
    %1097 = llvm.extractvalue %985[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1098 = llvm.mlir.constant(8 : index) : i64
    %1099 = llvm.mul %90, %1098 overflow<nsw, nuw> : i64
    %1100 = llvm.add %1099, %1001 overflow<nsw, nuw> : i64
    %1101 = llvm.getelementptr inbounds|nuw %1097[%1100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1006, %1101 : f32, !llvm.ptr
    %1102 = llvm.extractvalue %985[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1103 = llvm.mlir.constant(8 : index) : i64
    %1104 = llvm.mul %93, %1103 overflow<nsw, nuw> : i64
    %1105 = llvm.add %1104, %1001 overflow<nsw, nuw> : i64
    %1106 = llvm.getelementptr inbounds|nuw %1102[%1105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1007, %1106 : f32, !llvm.ptr
    %1107 = llvm.extractvalue %985[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1108 = llvm.mlir.constant(8 : index) : i64
    %1109 = llvm.mul %94, %1108 overflow<nsw, nuw> : i64
    %1110 = llvm.add %1109, %1001 overflow<nsw, nuw> : i64
    %1111 = llvm.getelementptr inbounds|nuw %1107[%1110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1008, %1111 : f32, !llvm.ptr
    %1112 = llvm.extractvalue %985[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1113 = llvm.mlir.constant(8 : index) : i64
    %1114 = llvm.mul %95, %1113 overflow<nsw, nuw> : i64
    %1115 = llvm.add %1114, %1001 overflow<nsw, nuw> : i64
    %1116 = llvm.getelementptr inbounds|nuw %1112[%1115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1009, %1116 : f32, !llvm.ptr
    %1117 = llvm.add %1001, %81 : i64
    llvm.br ^bb122(%1117 : i64)
  ^bb127:  // pred: ^bb122
    %1118 = llvm.sub %80, %988 : i64
    %1119 = llvm.intr.umin(%1118, %91) : (i64, i64) -> i64
    llvm.br ^bb128(%79 : i64)
  ^bb128(%1120: i64):  // 2 preds: ^bb127, ^bb132
    %1121 = llvm.icmp "slt" %1120, %1119 : i64
    llvm.cond_br %1121, ^bb129, ^bb133
  ^bb129:  // pred: ^bb128
    %1122 = llvm.add %988, %1120 : i64
    llvm.br ^bb130(%79 : i64)
  ^bb130(%1123: i64):  // 2 preds: ^bb129, ^bb131
    %1124 = llvm.icmp "slt" %1123, %80 : i64
    llvm.cond_br %1124, ^bb131, ^bb132
  ^bb131:  // pred: ^bb130
    %1125 = llvm.extractvalue %985[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1126 = llvm.mlir.constant(8 : index) : i64
    %1127 = llvm.mul %1120, %1126 overflow<nsw, nuw> : i64
    %1128 = llvm.add %1127, %1123 overflow<nsw, nuw> : i64
    %1129 = llvm.getelementptr inbounds|nuw %1125[%1128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1130 = llvm.load %1129 : !llvm.ptr -> f32
    %1131 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1132 = llvm.mlir.constant(64 : index) : i64
    %1133 = llvm.mul %986, %1132 overflow<nsw, nuw> : i64
    %1134 = llvm.mlir.constant(8 : index) : i64
    %1135 = llvm.mul %1122, %1134 overflow<nsw, nuw> : i64
    %1136 = llvm.add %1133, %1135 overflow<nsw, nuw> : i64
    %1137 = llvm.add %1136, %1123 overflow<nsw, nuw> : i64
    %1138 = llvm.getelementptr inbounds|nuw %1131[%1137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1130, %1138 : f32, !llvm.ptr
    %1139 = llvm.add %1123, %81 : i64
    llvm.br ^bb130(%1139 : i64)
  ^bb132:  // pred: ^bb130
    %1140 = llvm.add %1120, %81 : i64
    llvm.br ^bb128(%1140 : i64)
  ^bb133:  // pred: ^bb128
    %1141 = llvm.add %988, %91 : i64
    llvm.br ^bb120(%1141 : i64)
  ^bb134:  // pred: ^bb120
    %1142 = llvm.add %986, %81 : i64
    llvm.br ^bb118(%1142 : i64)
  ^bb135:  // pred: ^bb118
    %1143 = llvm.extractvalue %985[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1143) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb136, ^bb142
  ^bb136:  // pred: ^bb135
    %1144 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1145 = llvm.getelementptr %1144[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1146 = llvm.atomicrmw add %1145, %86 acq_rel : !llvm.ptr, i64
    %1147 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1148 = llvm.getelementptr %1147[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1149 = llvm.atomicrmw add %1148, %87 acq_rel : !llvm.ptr, i64
    %1150 = llvm.add %1149, %87 : i64
    %1151 = llvm.icmp "eq" %1150, %arg68 : i64
    llvm.cond_br %1151, ^bb137, ^bb138
  ^bb137:  // pred: ^bb136
    %1152 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1153 = llvm.getelementptr %1152[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1154 = llvm.atomicrmw xchg %1153, %86 acq_rel : !llvm.ptr, i64
    %1155 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1156 = llvm.getelementptr %1155[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1157 = llvm.atomicrmw add %1156, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb141
  ^bb138:  // pred: ^bb136
    llvm.br ^bb139
  ^bb139:  // 2 preds: ^bb138, ^bb139
    %1158 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1159 = llvm.getelementptr %1158[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1160 = llvm.atomicrmw add %1159, %86 acq_rel : !llvm.ptr, i64
    %1161 = llvm.icmp "eq" %1160, %1146 : i64
    llvm.cond_br %1161, ^bb139, ^bb140
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141
  ^bb141:  // 2 preds: ^bb137, ^bb140
    llvm.br ^bb142
  ^bb142:  // 2 preds: ^bb135, ^bb141
    %1162 = llvm.mlir.constant(6 : index) : i64
    %1163 = llvm.mlir.constant(16 : index) : i64
    %1164 = llvm.mlir.constant(1 : index) : i64
    %1165 = llvm.mlir.constant(96 : index) : i64
    %1166 = llvm.mlir.zero : !llvm.ptr
    %1167 = llvm.getelementptr %1166[%1165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1168 = llvm.ptrtoint %1167 : !llvm.ptr to i64
    %1169 = llvm.call @malloc(%1168) : (i64) -> !llvm.ptr
    %1170 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1171 = llvm.insertvalue %1169, %1170[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1172 = llvm.insertvalue %1169, %1171[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1173 = llvm.mlir.constant(0 : index) : i64
    %1174 = llvm.insertvalue %1173, %1172[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1175 = llvm.insertvalue %1162, %1174[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1176 = llvm.insertvalue %1163, %1175[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1177 = llvm.insertvalue %1163, %1176[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1178 = llvm.insertvalue %1164, %1177[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb143(%301 : i64)
  ^bb143(%1179: i64):  // 2 preds: ^bb142, ^bb156
    %1180 = llvm.icmp "slt" %1179, %305 : i64
    llvm.cond_br %1180, ^bb144, ^bb157
  ^bb144:  // pred: ^bb143
    %1181 = llvm.intr.umin(%1179, %92) : (i64, i64) -> i64
    %1182 = llvm.add %1179, %81 : i64
    %1183 = llvm.intr.umin(%1182, %92) : (i64, i64) -> i64
    %1184 = llvm.add %1179, %90 : i64
    %1185 = llvm.intr.umin(%1184, %92) : (i64, i64) -> i64
    %1186 = llvm.add %1179, %93 : i64
    %1187 = llvm.intr.umin(%1186, %92) : (i64, i64) -> i64
    %1188 = llvm.add %1179, %94 : i64
    %1189 = llvm.intr.umin(%1188, %92) : (i64, i64) -> i64
    %1190 = llvm.add %1179, %95 : i64
    %1191 = llvm.intr.umin(%1190, %92) : (i64, i64) -> i64
    llvm.br ^bb145(%79 : i64)
  ^bb145(%1192: i64):  // 2 preds: ^bb144, ^bb149
    %1193 = llvm.icmp "slt" %1192, %83 : i64
    llvm.cond_br %1193, ^bb146, ^bb150
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%79, %82, %82, %82, %82, %82, %82 : i64, f32, f32, f32, f32, f32, f32)
  ^bb147(%1194: i64, %1195: f32, %1196: f32, %1197: f32, %1198: f32, %1199: f32, %1200: f32):  // 2 preds: ^bb146, ^bb148
    %1201 = llvm.icmp "slt" %1194, %83 : i64
    llvm.cond_br %1201, ^bb148, ^bb149
  ^bb148:  // pred: ^bb147
    %1202 = llvm.urem %1194, %80 : i64
    %1203 = llvm.udiv %1194, %80 : i64
    %1204 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1205 = llvm.mlir.constant(64 : index) : i64
    %1206 = llvm.mul %1203, %1205 overflow<nsw, nuw> : i64
    %1207 = llvm.mlir.constant(8 : index) : i64
    %1208 = llvm.mul %1181, %1207 overflow<nsw, nuw> : i64
    %1209 = llvm.add %1206, %1208 overflow<nsw, nuw> : i64
    %1210 = llvm.add %1209, %1202 overflow<nsw, nuw> : i64
    %1211 = llvm.getelementptr inbounds|nuw %1204[%1210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1212 = llvm.load %1211 : !llvm.ptr -> f32
    %1213 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1214 = llvm.mlir.constant(64 : index) : i64
    %1215 = llvm.mul %1203, %1214 overflow<nsw, nuw> : i64
    %1216 = llvm.mlir.constant(8 : index) : i64
    %1217 = llvm.mul %1183, %1216 overflow<nsw, nuw> : i64
    %1218 = llvm.add %1215, %1217 overflow<nsw, nuw> : i64
    %1219 = llvm.add %1218, %1202 overflow<nsw, nuw> : i64
    %1220 = llvm.getelementptr inbounds|nuw %1213[%1219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1221 = llvm.load %1220 : !llvm.ptr -> f32
    %1222 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1223 = llvm.mlir.constant(64 : index) : i64
    %1224 = llvm.mul %1203, %1223 overflow<nsw, nuw> : i64
    %1225 = llvm.mlir.constant(8 : index) : i64
    %1226 = llvm.mul %1185, %1225 overflow<nsw, nuw> : i64
    %1227 = llvm.add %1224, %1226 overflow<nsw, nuw> : i64
    %1228 = llvm.add %1227, %1202 overflow<nsw, nuw> : i64
    %1229 = llvm.getelementptr inbounds|nuw %1222[%1228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1230 = llvm.load %1229 : !llvm.ptr -> f32
    %1231 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1232 = llvm.mlir.constant(64 : index) : i64
    %1233 = llvm.mul %1203, %1232 overflow<nsw, nuw> : i64
    %1234 = llvm.mlir.constant(8 : index) : i64
    %1235 = llvm.mul %1187, %1234 overflow<nsw, nuw> : i64
    %1236 = llvm.add %1233, %1235 overflow<nsw, nuw> : i64
    %1237 = llvm.add %1236, %1202 overflow<nsw, nuw> : i64
    %1238 = llvm.getelementptr inbounds|nuw %1231[%1237] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1239 = llvm.load %1238 : !llvm.ptr -> f32
    %1240 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1241 = llvm.mlir.constant(64 : index) : i64
    %1242 = llvm.mul %1203, %1241 overflow<nsw, nuw> : i64
    %1243 = llvm.mlir.constant(8 : index) : i64
    %1244 = llvm.mul %1189, %1243 overflow<nsw, nuw> : i64
    %1245 = llvm.add %1242, %1244 overflow<nsw, nuw> : i64
    %1246 = llvm.add %1245, %1202 overflow<nsw, nuw> : i64
    %1247 = llvm.getelementptr inbounds|nuw %1240[%1246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1248 = llvm.load %1247 : !llvm.ptr -> f32
    %1249 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1250 = llvm.mlir.constant(64 : index) : i64
    %1251 = llvm.mul %1203, %1250 overflow<nsw, nuw> : i64
    %1252 = llvm.mlir.constant(8 : index) : i64
    %1253 = llvm.mul %1191, %1252 overflow<nsw, nuw> : i64
    %1254 = llvm.add %1251, %1253 overflow<nsw, nuw> : i64
    %1255 = llvm.add %1254, %1202 overflow<nsw, nuw> : i64
    %1256 = llvm.getelementptr inbounds|nuw %1249[%1255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1257 = llvm.load %1256 : !llvm.ptr -> f32
    %1258 = llvm.extractvalue %49[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1259 = llvm.mlir.constant(16 : index) : i64
    %1260 = llvm.mul %1194, %1259 overflow<nsw, nuw> : i64
    %1261 = llvm.add %1260, %1192 overflow<nsw, nuw> : i64
    %1262 = llvm.getelementptr inbounds|nuw %1258[%1261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1263 = llvm.load %1262 : !llvm.ptr -> f32
    %1264 = llvm.fmul %1212, %1263 : f32
    %1265 = llvm.fadd %1264, %1195 : f32
    %1266 = llvm.fmul %1221, %1263 : f32
    %1267 = llvm.fadd %1266, %1196 : f32
    %1268 = llvm.fmul %1230, %1263 : f32
    %1269 = llvm.fadd %1268, %1197 : f32
    %1270 = llvm.fmul %1239, %1263 : f32
    %1271 = llvm.fadd %1270, %1198 : f32
    %1272 = llvm.fmul %1248, %1263 : f32
    %1273 = llvm.fadd %1272, %1199 : f32
    %1274 = llvm.fmul %1257, %1263 : f32
    %1275 = llvm.fadd %1274, %1200 : f32
    %1276 = llvm.add %1194, %81 : i64
    llvm.br ^bb147(%1276, %1265, %1267, %1269, %1271, %1273, %1275 : i64, f32, f32, f32, f32, f32, f32)
  ^bb149:  // pred: ^bb147
    %1277 = llvm.extractvalue %1178[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1278 = llvm.mlir.constant(16 : index) : i64
    %1279 = llvm.mul %79, %1278 overflow<nsw, nuw> : i64
    %1280 = llvm.add %1279, %1192 overflow<nsw, nuw> : i64
    %1281 = llvm.getelementptr inbounds|nuw %1277[%1280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1195, %1281 : f32, !llvm.ptr
    %1282 = llvm.extractvalue %1178[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1283 = llvm.mlir.constant(16 : index) : i64
    %1284 = llvm.mul %81, %1283 overflow<nsw, nuw> : i64
    %1285 = llvm.add %1284, %1192 overflow<nsw, nuw> : i64
    %1286 = llvm.getelementptr inbounds|nuw %1282[%1285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1196, %1286 : f32, !llvm.ptr
    %1287 = llvm.extractvalue %1178[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1288 = llvm.mlir.constant(16 : index) : i64
    %1289 = llvm.mul %90, %1288 overflow<nsw, nuw> : i64
    %1290 = llvm.add %1289, %1192 overflow<nsw, nuw> : i64
    %1291 = llvm.getelementptr inbounds|nuw %1287[%1290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1197, %1291 : f32, !llvm.ptr
    %1292 = llvm.extractvalue %1178[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1293 = llvm.mlir.constant(16 : index) : i64
    %1294 = llvm.mul %93, %1293 overflow<nsw, nuw> : i64
    %1295 = llvm.add %1294, %1192 overflow<nsw, nuw> : i64
    %1296 = llvm.getelementptr inbounds|nuw %1292[%1295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1198, %1296 : f32, !llvm.ptr
    %1297 = llvm.extractvalue %1178[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1298 = llvm.mlir.constant(16 : index) : i64
    %1299 = llvm.mul %94, %1298 overflow<nsw, nuw> : i64
    %1300 = llvm.add %1299, %1192 overflow<nsw, nuw> : i64
    %1301 = llvm.getelementptr inbounds|nuw %1297[%1300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1199, %1301 : f32, !llvm.ptr
    %1302 = llvm.extractvalue %1178[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1303 = llvm.mlir.constant(16 : index) : i64
    %1304 = llvm.mul %95, %1303 overflow<nsw, nuw> : i64
    %1305 = llvm.add %1304, %1192 overflow<nsw, nuw> : i64
    %1306 = llvm.getelementptr inbounds|nuw %1302[%1305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1200, %1306 : f32, !llvm.ptr
    %1307 = llvm.add %1192, %81 : i64
    llvm.br ^bb145(%1307 : i64)
  ^bb150:  // pred: ^bb145
    %1308 = llvm.sub %80, %1179 : i64
    %1309 = llvm.intr.umin(%1308, %91) : (i64, i64) -> i64
    llvm.br ^bb151(%79 : i64)
  ^bb151(%1310: i64):  // 2 preds: ^bb150, ^bb155
    %1311 = llvm.icmp "slt" %1310, %1309 : i64
    llvm.cond_br %1311, ^bb152, ^bb156
  ^bb152:  // pred: ^bb151
    %1312 = llvm.add %1179, %1310 : i64
    llvm.br ^bb153(%79 : i64)
  ^bb153(%1313: i64):  // 2 preds: ^bb152, ^bb154
    %1314 = llvm.icmp "slt" %1313, %83 : i64
    llvm.cond_br %1314, ^bb154, ^bb155
  ^bb154:  // pred: ^bb153
    %1315 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1316 = llvm.mlir.constant(16 : index) : i64
    %1317 = llvm.mul %1312, %1316 overflow<nsw, nuw> : i64
    %1318 = llvm.add %1317, %1313 overflow<nsw, nuw> : i64
    %1319 = llvm.getelementptr inbounds|nuw %1315[%1318] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1320 = llvm.load %1319 : !llvm.ptr -> f32
    %1321 = llvm.extractvalue %1178[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1322 = llvm.mlir.constant(16 : index) : i64
    %1323 = llvm.mul %1310, %1322 overflow<nsw, nuw> : i64
    %1324 = llvm.add %1323, %1313 overflow<nsw, nuw> : i64
    %1325 = llvm.getelementptr inbounds|nuw %1321[%1324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1326 = llvm.load %1325 : !llvm.ptr -> f32
    %1327 = llvm.fadd %1320, %1326 : f32
    %1328 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1329 = llvm.mlir.constant(16 : index) : i64
    %1330 = llvm.mul %1312, %1329 overflow<nsw, nuw> : i64
    %1331 = llvm.add %1330, %1313 overflow<nsw, nuw> : i64
    %1332 = llvm.getelementptr inbounds|nuw %1328[%1331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1327, %1332 : f32, !llvm.ptr
    %1333 = llvm.add %1313, %81 : i64
    llvm.br ^bb153(%1333 : i64)
  ^bb155:  // pred: ^bb153
    %1334 = llvm.add %1310, %81 : i64
    llvm.br ^bb151(%1334 : i64)
  ^bb156:  // pred: ^bb151
    %1335 = llvm.add %1179, %91 : i64
    llvm.br ^bb143(%1335 : i64)
  ^bb157:  // pred: ^bb143
    %1336 = llvm.extractvalue %1178[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1336) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb158, ^bb164
  ^bb158:  // pred: ^bb157
    %1337 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1338 = llvm.getelementptr %1337[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1339 = llvm.atomicrmw add %1338, %86 acq_rel : !llvm.ptr, i64
    %1340 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1341 = llvm.getelementptr %1340[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1342 = llvm.atomicrmw add %1341, %87 acq_rel : !llvm.ptr, i64
    %1343 = llvm.add %1342, %87 : i64
    %1344 = llvm.icmp "eq" %1343, %arg68 : i64
    llvm.cond_br %1344, ^bb159, ^bb160
  ^bb159:  // pred: ^bb158
    %1345 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1346 = llvm.getelementptr %1345[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1347 = llvm.atomicrmw xchg %1346, %86 acq_rel : !llvm.ptr, i64
    %1348 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1349 = llvm.getelementptr %1348[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1350 = llvm.atomicrmw add %1349, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb163
  ^bb160:  // pred: ^bb158
    llvm.br ^bb161
  ^bb161:  // 2 preds: ^bb160, ^bb161
    %1351 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1352 = llvm.getelementptr %1351[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1353 = llvm.atomicrmw add %1352, %86 acq_rel : !llvm.ptr, i64
    %1354 = llvm.icmp "eq" %1353, %1339 : i64
    llvm.cond_br %1354, ^bb161, ^bb162
  ^bb162:  // pred: ^bb161
    llvm.br ^bb163
  ^bb163:  // 2 preds: ^bb159, ^bb162
    llvm.br ^bb164
  ^bb164:  // 2 preds: ^bb157, ^bb163
    %1355 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1356 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1357 = llvm.insertvalue %1356, %1355[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1358 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1359 = llvm.getelementptr %1358[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1360 = llvm.insertvalue %1359, %1357[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1361 = llvm.mlir.constant(0 : index) : i64
    %1362 = llvm.insertvalue %1361, %1360[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1363 = llvm.mlir.constant(16 : index) : i64
    %1364 = llvm.insertvalue %1363, %1362[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1365 = llvm.mlir.constant(1 : index) : i64
    %1366 = llvm.insertvalue %1365, %1364[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1367 = llvm.mlir.constant(8 : index) : i64
    %1368 = llvm.insertvalue %1367, %1366[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1369 = llvm.mlir.constant(16 : index) : i64
    %1370 = llvm.insertvalue %1369, %1368[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb165(%150 : i64)
  ^bb165(%1371: i64):  // 2 preds: ^bb164, ^bb175
    %1372 = llvm.icmp "slt" %1371, %154 : i64
    llvm.cond_br %1372, ^bb166, ^bb176
  ^bb166:  // pred: ^bb165
    llvm.br ^bb167(%79, %82 : i64, f32)
  ^bb167(%1373: i64, %1374: f32):  // 2 preds: ^bb166, ^bb168
    %1375 = llvm.icmp "slt" %1373, %83 : i64
    llvm.cond_br %1375, ^bb168, ^bb169
  ^bb168:  // pred: ^bb167
    %1376 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1377 = llvm.mlir.constant(16 : index) : i64
    %1378 = llvm.mul %1371, %1377 overflow<nsw, nuw> : i64
    %1379 = llvm.add %1378, %1373 overflow<nsw, nuw> : i64
    %1380 = llvm.getelementptr inbounds|nuw %1376[%1379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1381 = llvm.load %1380 : !llvm.ptr -> f32
    %1382 = llvm.fadd %1381, %1374 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1383 = llvm.add %1373, %81 : i64
    llvm.br ^bb167(%1383, %1382 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb169:  // pred: ^bb167
    llvm.br ^bb170(%79, %82 : i64, f32)
  ^bb170(%1384: i64, %1385: f32):  // 2 preds: ^bb169, ^bb171
    %1386 = llvm.icmp "slt" %1384, %83 : i64
    llvm.cond_br %1386, ^bb171, ^bb172
  ^bb171:  // pred: ^bb170
    %1387 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1388 = llvm.mlir.constant(16 : index) : i64
    %1389 = llvm.mul %1371, %1388 overflow<nsw, nuw> : i64
    %1390 = llvm.add %1389, %1384 overflow<nsw, nuw> : i64
    %1391 = llvm.getelementptr inbounds|nuw %1387[%1390] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1392 = llvm.load %1391 : !llvm.ptr -> f32
    %1393 = llvm.fdiv %1374, %84 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1394 = llvm.fsub %1392, %1393 : f32
    %1395 = llvm.fmul %1394, %1394 : f32
    %1396 = llvm.fadd %1395, %1385 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1397 = llvm.add %1384, %81 : i64
    llvm.br ^bb170(%1397, %1396 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb172:  // pred: ^bb170
    llvm.br ^bb173(%79 : i64)
  ^bb173(%1398: i64):  // 2 preds: ^bb172, ^bb174
    %1399 = llvm.icmp "slt" %1398, %83 : i64
    llvm.cond_br %1399, ^bb174, ^bb175
  ^bb174:  // pred: ^bb173
    %1400 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1401 = llvm.mlir.constant(16 : index) : i64
    %1402 = llvm.mul %1371, %1401 overflow<nsw, nuw> : i64
    %1403 = llvm.add %1402, %1398 overflow<nsw, nuw> : i64
    %1404 = llvm.getelementptr inbounds|nuw %1400[%1403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1405 = llvm.load %1404 : !llvm.ptr -> f32
    %1406 = llvm.fdiv %1374, %84 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1407 = llvm.fsub %1405, %1406 : f32
    %1408 = llvm.fdiv %1385, %84 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1409 = llvm.fadd %1408, %85 : f32
    %1410 = llvm.intr.sqrt(%1409) : (f32) -> f32
    %1411 = llvm.fdiv %78, %1410 : f32
    %1412 = llvm.fmul %1407, %1411 : f32
    %1413 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1414 = llvm.getelementptr inbounds|nuw %1413[%1398] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1415 = llvm.load %1414 : !llvm.ptr -> f32
    %1416 = llvm.fmul %1412, %1415 : f32
    %1417 = llvm.extractvalue %1370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1418 = llvm.mlir.constant(16 : index) : i64
    %1419 = llvm.mul %1371, %1418 overflow<nsw, nuw> : i64
    %1420 = llvm.add %1419, %1398 overflow<nsw, nuw> : i64
    %1421 = llvm.getelementptr inbounds|nuw %1417[%1420] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1416, %1421 : f32, !llvm.ptr
    %1422 = llvm.add %1398, %81 : i64
    llvm.br ^bb173(%1422 : i64)
  ^bb175:  // pred: ^bb173
    %1423 = llvm.add %1371, %81 : i64
    llvm.br ^bb165(%1423 : i64)
  ^bb176:  // pred: ^bb165
    llvm.cond_br %208, ^bb177, ^bb183
  ^bb177:  // pred: ^bb176
    %1424 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1425 = llvm.getelementptr %1424[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1426 = llvm.atomicrmw add %1425, %86 acq_rel : !llvm.ptr, i64
    %1427 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1428 = llvm.getelementptr %1427[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1429 = llvm.atomicrmw add %1428, %87 acq_rel : !llvm.ptr, i64
    %1430 = llvm.add %1429, %87 : i64
    %1431 = llvm.icmp "eq" %1430, %arg68 : i64
    llvm.cond_br %1431, ^bb178, ^bb179
  ^bb178:  // pred: ^bb177
    %1432 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1433 = llvm.getelementptr %1432[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1434 = llvm.atomicrmw xchg %1433, %86 acq_rel : !llvm.ptr, i64
    %1435 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1436 = llvm.getelementptr %1435[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1437 = llvm.atomicrmw add %1436, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb182
  ^bb179:  // pred: ^bb177
    llvm.br ^bb180
  ^bb180:  // 2 preds: ^bb179, ^bb180
    %1438 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1439 = llvm.getelementptr %1438[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1440 = llvm.atomicrmw add %1439, %86 acq_rel : !llvm.ptr, i64
    %1441 = llvm.icmp "eq" %1440, %1426 : i64
    llvm.cond_br %1441, ^bb180, ^bb181
  ^bb181:  // pred: ^bb180
    llvm.br ^bb182
  ^bb182:  // 2 preds: ^bb178, ^bb181
    llvm.br ^bb183
  ^bb183:  // 2 preds: ^bb176, ^bb182
    %1442 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1443 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1444 = llvm.insertvalue %1443, %1442[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1445 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1446 = llvm.getelementptr %1445[%101] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1447 = llvm.insertvalue %1446, %1444[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1448 = llvm.mlir.constant(0 : index) : i64
    %1449 = llvm.insertvalue %1448, %1447[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1450 = llvm.mlir.constant(64 : index) : i64
    %1451 = llvm.insertvalue %1450, %1449[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1452 = llvm.mlir.constant(1 : index) : i64
    %1453 = llvm.insertvalue %1452, %1451[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1454 = llvm.mlir.constant(8 : index) : i64
    %1455 = llvm.insertvalue %1454, %1453[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1456 = llvm.mlir.constant(64 : index) : i64
    %1457 = llvm.insertvalue %1456, %1455[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1458 = llvm.mlir.constant(6 : index) : i64
    %1459 = llvm.mlir.constant(64 : index) : i64
    %1460 = llvm.mlir.constant(1 : index) : i64
    %1461 = llvm.mlir.constant(384 : index) : i64
    %1462 = llvm.mlir.zero : !llvm.ptr
    %1463 = llvm.getelementptr %1462[%1461] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1464 = llvm.ptrtoint %1463 : !llvm.ptr to i64
    %1465 = llvm.call @malloc(%1464) : (i64) -> !llvm.ptr
    %1466 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1467 = llvm.insertvalue %1465, %1466[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1468 = llvm.insertvalue %1465, %1467[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1469 = llvm.mlir.constant(0 : index) : i64
    %1470 = llvm.insertvalue %1469, %1468[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1471 = llvm.insertvalue %1458, %1470[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1472 = llvm.insertvalue %1459, %1471[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1473 = llvm.insertvalue %1459, %1472[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1474 = llvm.insertvalue %1460, %1473[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1475 = llvm.mlir.constant(2 : index) : i64
    %1476 = llvm.mlir.constant(16 : index) : i64
    %1477 = llvm.mlir.constant(32 : index) : i64
    %1478 = llvm.mlir.constant(1 : index) : i64
    %1479 = llvm.mlir.constant(512 : index) : i64
    %1480 = llvm.mlir.constant(1024 : index) : i64
    %1481 = llvm.mlir.zero : !llvm.ptr
    %1482 = llvm.getelementptr %1481[%1480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1483 = llvm.ptrtoint %1482 : !llvm.ptr to i64
    %1484 = llvm.call @malloc(%1483) : (i64) -> !llvm.ptr
    %1485 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1486 = llvm.insertvalue %1484, %1485[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1487 = llvm.insertvalue %1484, %1486[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1488 = llvm.mlir.constant(0 : index) : i64
    %1489 = llvm.insertvalue %1488, %1487[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1490 = llvm.insertvalue %1475, %1489[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1491 = llvm.insertvalue %1476, %1490[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1492 = llvm.insertvalue %1477, %1491[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1493 = llvm.insertvalue %1479, %1492[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1494 = llvm.insertvalue %1477, %1493[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1495 = llvm.insertvalue %1478, %1494[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.br ^bb184(%79 : i64)
  ^bb184(%1496: i64):  // 2 preds: ^bb183, ^bb185
    %1497 = llvm.icmp "slt" %1496, %89 : i64
    llvm.cond_br %1497, ^bb185, ^bb186
  ^bb185:  // pred: ^bb184
    %1498 = llvm.udiv %1496, %83 : i64
    %1499 = llvm.urem %1496, %83 : i64
    %1500 = llvm.mul %1498, %89 : i64
    %1501 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1502 = llvm.mul %1499, %72 : i64
    %1503 = llvm.add %1502, %1500 : i64
    %1504 = llvm.getelementptr %1501[%1503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1505 = llvm.load %1504 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1506 = llvm.extractvalue %1495[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1507 = llvm.mul %1498, %76 : i64
    %1508 = llvm.mul %1499, %75 : i64
    %1509 = llvm.add %1507, %1508 : i64
    %1510 = llvm.add %1509, %79 : i64
    %1511 = llvm.getelementptr %1506[%1510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1505, %1511 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1512 = llvm.add %1496, %81 : i64
    llvm.br ^bb184(%1512 : i64)
  ^bb186:  // pred: ^bb184
    llvm.br ^bb187(%301 : i64)
  ^bb187(%1513: i64):  // 2 preds: ^bb186, ^bb200
    %1514 = llvm.icmp "slt" %1513, %305 : i64
    llvm.cond_br %1514, ^bb188, ^bb201
  ^bb188:  // pred: ^bb187
    %1515 = llvm.intr.umin(%1513, %92) : (i64, i64) -> i64
    %1516 = llvm.add %1513, %81 : i64
    %1517 = llvm.intr.umin(%1516, %92) : (i64, i64) -> i64
    %1518 = llvm.add %1513, %90 : i64
    %1519 = llvm.intr.umin(%1518, %92) : (i64, i64) -> i64
    %1520 = llvm.add %1513, %93 : i64
    %1521 = llvm.intr.umin(%1520, %92) : (i64, i64) -> i64
    %1522 = llvm.add %1513, %94 : i64
    %1523 = llvm.intr.umin(%1522, %92) : (i64, i64) -> i64
    %1524 = llvm.add %1513, %95 : i64
    %1525 = llvm.intr.umin(%1524, %92) : (i64, i64) -> i64
    llvm.br ^bb189(%79 : i64)
  ^bb189(%1526: i64):  // 2 preds: ^bb188, ^bb193
    %1527 = llvm.icmp "slt" %1526, %90 : i64
    llvm.cond_br %1527, ^bb190, ^bb194
  ^bb190:  // pred: ^bb189
    %1528 = llvm.mul %1526, %89 : i64
    llvm.br ^bb191(%79, %96, %96, %96, %96, %96, %96 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb191(%1529: i64, %1530: vector<32xf32>, %1531: vector<32xf32>, %1532: vector<32xf32>, %1533: vector<32xf32>, %1534: vector<32xf32>, %1535: vector<32xf32>):  // 2 preds: ^bb190, ^bb192
    %1536 = llvm.icmp "slt" %1529, %83 : i64
    llvm.cond_br %1536, ^bb192, ^bb193
  ^bb192:  // pred: ^bb191
    %1537 = llvm.extractvalue %1495[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1538 = llvm.mul %1526, %76 : i64
    %1539 = llvm.mul %1529, %75 : i64
    %1540 = llvm.add %1538, %1539 : i64
    %1541 = llvm.add %1540, %79 : i64
    %1542 = llvm.getelementptr %1537[%1541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1543 = llvm.load %1542 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1544 = llvm.extractvalue %1370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1545 = llvm.mlir.constant(16 : index) : i64
    %1546 = llvm.mul %1515, %1545 overflow<nsw, nuw> : i64
    %1547 = llvm.add %1546, %1529 overflow<nsw, nuw> : i64
    %1548 = llvm.getelementptr inbounds|nuw %1544[%1547] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1549 = llvm.load %1548 : !llvm.ptr -> f32
    %1550 = llvm.insertelement %1549, %74[%73 : i32] : vector<32xf32>
    %1551 = llvm.shufflevector %1550, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1552 = llvm.intr.fmuladd(%1551, %1543, %1530) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1553 = llvm.extractvalue %1370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1554 = llvm.mlir.constant(16 : index) : i64
    %1555 = llvm.mul %1517, %1554 overflow<nsw, nuw> : i64
    %1556 = llvm.add %1555, %1529 overflow<nsw, nuw> : i64
    %1557 = llvm.getelementptr inbounds|nuw %1553[%1556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1558 = llvm.load %1557 : !llvm.ptr -> f32
    %1559 = llvm.insertelement %1558, %74[%73 : i32] : vector<32xf32>
    %1560 = llvm.shufflevector %1559, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1561 = llvm.intr.fmuladd(%1560, %1543, %1531) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1562 = llvm.extractvalue %1370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1563 = llvm.mlir.constant(16 : index) : i64
    %1564 = llvm.mul %1519, %1563 overflow<nsw, nuw> : i64
    %1565 = llvm.add %1564, %1529 overflow<nsw, nuw> : i64
    %1566 = llvm.getelementptr inbounds|nuw %1562[%1565] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1567 = llvm.load %1566 : !llvm.ptr -> f32
    %1568 = llvm.insertelement %1567, %74[%73 : i32] : vector<32xf32>
    %1569 = llvm.shufflevector %1568, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1570 = llvm.intr.fmuladd(%1569, %1543, %1532) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1571 = llvm.extractvalue %1370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1572 = llvm.mlir.constant(16 : index) : i64
    %1573 = llvm.mul %1521, %1572 overflow<nsw, nuw> : i64
    %1574 = llvm.add %1573, %1529 overflow<nsw, nuw> : i64
    %1575 = llvm.getelementptr inbounds|nuw %1571[%1574] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1576 = llvm.load %1575 : !llvm.ptr -> f32
    %1577 = llvm.insertelement %1576, %74[%73 : i32] : vector<32xf32>
    %1578 = llvm.shufflevector %1577, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1579 = llvm.intr.fmuladd(%1578, %1543, %1533) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1580 = llvm.extractvalue %1370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1581 = llvm.mlir.constant(16 : index) : i64
    %1582 = llvm.mul %1523, %1581 overflow<nsw, nuw> : i64
    %1583 = llvm.add %1582, %1529 overflow<nsw, nuw> : i64
    %1584 = llvm.getelementptr inbounds|nuw %1580[%1583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1585 = llvm.load %1584 : !llvm.ptr -> f32
    %1586 = llvm.insertelement %1585, %74[%73 : i32] : vector<32xf32>
    %1587 = llvm.shufflevector %1586, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1588 = llvm.intr.fmuladd(%1587, %1543, %1534) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1589 = llvm.extractvalue %1370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1590 = llvm.mlir.constant(16 : index) : i64
    %1591 = llvm.mul %1525, %1590 overflow<nsw, nuw> : i64
    %1592 = llvm.add %1591, %1529 overflow<nsw, nuw> : i64
    %1593 = llvm.getelementptr inbounds|nuw %1589[%1592] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1594 = llvm.load %1593 : !llvm.ptr -> f32
    %1595 = llvm.insertelement %1594, %74[%73 : i32] : vector<32xf32>
    %1596 = llvm.shufflevector %1595, %74 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1597 = llvm.intr.fmuladd(%1596, %1543, %1535) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1598 = llvm.add %1529, %81 : i64
    llvm.br ^bb191(%1598, %1552, %1561, %1570, %1579, %1588, %1597 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb193:  // pred: ^bb191
    %1599 = llvm.extractvalue %1474[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1600 = llvm.mul %79, %72 : i64
    %1601 = llvm.add %1600, %1528 : i64
    %1602 = llvm.getelementptr %1599[%1601] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1530, %1602 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1603 = llvm.extractvalue %1474[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1604 = llvm.mul %81, %72 : i64
    %1605 = llvm.add %1604, %1528 : i64
    %1606 = llvm.getelementptr %1603[%1605] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1531, %1606 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1607 = llvm.extractvalue %1474[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1608 = llvm.mul %90, %72 : i64
    %1609 = llvm.add %1608, %1528 : i64
    %1610 = llvm.getelementptr %1607[%1609] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1532, %1610 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1611 = llvm.extractvalue %1474[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1612 = llvm.mul %93, %72 : i64
    %1613 = llvm.add %1612, %1528 : i64
    %1614 = llvm.getelementptr %1611[%1613] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1533, %1614 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1615 = llvm.extractvalue %1474[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1616 = llvm.mul %94, %72 : i64
    %1617 = llvm.add %1616, %1528 : i64
    %1618 = llvm.getelementptr %1615[%1617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1534, %1618 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1619 = llvm.extractvalue %1474[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1620 = llvm.mul %95, %72 : i64
    %1621 = llvm.add %1620, %1528 : i64
    %1622 = llvm.getelementptr %1619[%1621] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1535, %1622 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1623 = llvm.add %1526, %81 : i64
    llvm.br ^bb189(%1623 : i64)
  ^bb194:  // pred: ^bb189
    %1624 = llvm.sub %80, %1513 : i64
    %1625 = llvm.intr.umin(%1624, %91) : (i64, i64) -> i64
    llvm.br ^bb195(%79 : i64)
  ^bb195(%1626: i64):  // 2 preds: ^bb194, ^bb199
    %1627 = llvm.icmp "slt" %1626, %1625 : i64
    llvm.cond_br %1627, ^bb196, ^bb200
  ^bb196:  // pred: ^bb195
    %1628 = llvm.add %1513, %1626 : i64
    llvm.br ^bb197(%79 : i64)
  ^bb197(%1629: i64):  // 2 preds: ^bb196, ^bb198
    %1630 = llvm.icmp "slt" %1629, %97 : i64
    llvm.cond_br %1630, ^bb198, ^bb199
  ^bb198:  // pred: ^bb197
    %1631 = llvm.extractvalue %1474[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1632 = llvm.mlir.constant(64 : index) : i64
    %1633 = llvm.mul %1626, %1632 overflow<nsw, nuw> : i64
    %1634 = llvm.add %1633, %1629 overflow<nsw, nuw> : i64
    %1635 = llvm.getelementptr inbounds|nuw %1631[%1634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1636 = llvm.load %1635 : !llvm.ptr -> f32
    %1637 = llvm.fmul %1636, %102 : f32
    %1638 = llvm.fmul %1636, %103 : f32
    %1639 = llvm.fcmp "olt" %1638, %117 : f32
    %1640 = llvm.select %1639, %117, %1638 : i1, f32
    %1641 = llvm.fcmp "ogt" %1640, %118 : f32
    %1642 = llvm.select %1641, %118, %1640 : i1, f32
    %1643 = llvm.fmul %1642, %1642 : f32
    %1644 = llvm.intr.fma(%119, %1643, %120) : (f32, f32, f32) -> f32
    %1645 = llvm.intr.fma(%1644, %1643, %121) : (f32, f32, f32) -> f32
    %1646 = llvm.intr.fma(%1645, %1643, %122) : (f32, f32, f32) -> f32
    %1647 = llvm.intr.fma(%1646, %1643, %123) : (f32, f32, f32) -> f32
    %1648 = llvm.intr.fma(%1647, %1643, %104) : (f32, f32, f32) -> f32
    %1649 = llvm.intr.fma(%124, %1643, %125) : (f32, f32, f32) -> f32
    %1650 = llvm.intr.fma(%1649, %1643, %126) : (f32, f32, f32) -> f32
    %1651 = llvm.intr.fma(%1650, %1643, %127) : (f32, f32, f32) -> f32
    %1652 = llvm.intr.fma(%1651, %1643, %128) : (f32, f32, f32) -> f32
    %1653 = llvm.intr.fma(%1652, %1643, %129) : (f32, f32, f32) -> f32
    %1654 = llvm.fmul %1642, %1653 : f32
    %1655 = llvm.fdiv %1654, %1648 : f32
    %1656 = llvm.fcmp "olt" %1655, %130 : f32
    %1657 = llvm.select %1656, %130, %1655 : i1, f32
    %1658 = llvm.fcmp "ogt" %1657, %104 : f32
    %1659 = llvm.select %1658, %104, %1657 : i1, f32
    %1660 = llvm.fadd %1659, %104 : f32
    %1661 = llvm.fmul %1637, %1660 : f32
    %1662 = llvm.extractvalue %1457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1663 = llvm.mlir.constant(64 : index) : i64
    %1664 = llvm.mul %1628, %1663 overflow<nsw, nuw> : i64
    %1665 = llvm.add %1664, %1629 overflow<nsw, nuw> : i64
    %1666 = llvm.getelementptr inbounds|nuw %1662[%1665] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1661, %1666 : f32, !llvm.ptr
    %1667 = llvm.add %1629, %81 : i64
    llvm.br ^bb197(%1667 : i64)
  ^bb199:  // pred: ^bb197
    %1668 = llvm.add %1626, %81 : i64
    llvm.br ^bb195(%1668 : i64)
  ^bb200:  // pred: ^bb195
    %1669 = llvm.add %1513, %91 : i64
    llvm.br ^bb187(%1669 : i64)
  ^bb201:  // pred: ^bb187
    %1670 = llvm.extractvalue %1474[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1670) : (!llvm.ptr) -> ()
    %1671 = llvm.extractvalue %1495[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.call @free(%1671) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb202, ^bb208
  ^bb202:  // pred: ^bb201
    %1672 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1673 = llvm.getelementptr %1672[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1674 = llvm.atomicrmw add %1673, %86 acq_rel : !llvm.ptr, i64
    %1675 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1676 = llvm.getelementptr %1675[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1677 = llvm.atomicrmw add %1676, %87 acq_rel : !llvm.ptr, i64
    %1678 = llvm.add %1677, %87 : i64
    %1679 = llvm.icmp "eq" %1678, %arg68 : i64
    llvm.cond_br %1679, ^bb203, ^bb204
  ^bb203:  // pred: ^bb202
    %1680 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1681 = llvm.getelementptr %1680[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1682 = llvm.atomicrmw xchg %1681, %86 acq_rel : !llvm.ptr, i64
    %1683 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1684 = llvm.getelementptr %1683[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1685 = llvm.atomicrmw add %1684, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb207
  ^bb204:  // pred: ^bb202
    llvm.br ^bb205
  ^bb205:  // 2 preds: ^bb204, ^bb205
    %1686 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1687 = llvm.getelementptr %1686[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1688 = llvm.atomicrmw add %1687, %86 acq_rel : !llvm.ptr, i64
    %1689 = llvm.icmp "eq" %1688, %1674 : i64
    llvm.cond_br %1689, ^bb205, ^bb206
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207
  ^bb207:  // 2 preds: ^bb203, ^bb206
    llvm.br ^bb208
  ^bb208:  // 2 preds: ^bb201, ^bb207
    %1690 = llvm.mlir.constant(6 : index) : i64
    %1691 = llvm.mlir.constant(16 : index) : i64
    %1692 = llvm.mlir.constant(1 : index) : i64
    %1693 = llvm.mlir.constant(96 : index) : i64
    %1694 = llvm.mlir.zero : !llvm.ptr
    %1695 = llvm.getelementptr %1694[%1693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1696 = llvm.ptrtoint %1695 : !llvm.ptr to i64
    %1697 = llvm.call @malloc(%1696) : (i64) -> !llvm.ptr
    %1698 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1699 = llvm.insertvalue %1697, %1698[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1700 = llvm.insertvalue %1697, %1699[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1701 = llvm.mlir.constant(0 : index) : i64
    %1702 = llvm.insertvalue %1701, %1700[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1703 = llvm.insertvalue %1690, %1702[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1704 = llvm.insertvalue %1691, %1703[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1705 = llvm.insertvalue %1691, %1704[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1706 = llvm.insertvalue %1692, %1705[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb209(%301 : i64)
  ^bb209(%1707: i64):  // 2 preds: ^bb208, ^bb222
    %1708 = llvm.icmp "slt" %1707, %305 : i64
    llvm.cond_br %1708, ^bb210, ^bb223
  ^bb210:  // pred: ^bb209
    %1709 = llvm.intr.umin(%1707, %92) : (i64, i64) -> i64
    %1710 = llvm.add %1707, %81 : i64
    %1711 = llvm.intr.umin(%1710, %92) : (i64, i64) -> i64
    %1712 = llvm.add %1707, %90 : i64
    %1713 = llvm.intr.umin(%1712, %92) : (i64, i64) -> i64
    %1714 = llvm.add %1707, %93 : i64
    %1715 = llvm.intr.umin(%1714, %92) : (i64, i64) -> i64
    %1716 = llvm.add %1707, %94 : i64
    %1717 = llvm.intr.umin(%1716, %92) : (i64, i64) -> i64
    %1718 = llvm.add %1707, %95 : i64
    %1719 = llvm.intr.umin(%1718, %92) : (i64, i64) -> i64
    llvm.br ^bb211(%79 : i64)
  ^bb211(%1720: i64):  // 2 preds: ^bb210, ^bb215
    %1721 = llvm.icmp "slt" %1720, %83 : i64
    llvm.cond_br %1721, ^bb212, ^bb216
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%79, %82, %82, %82, %82, %82, %82 : i64, f32, f32, f32, f32, f32, f32)
  ^bb213(%1722: i64, %1723: f32, %1724: f32, %1725: f32, %1726: f32, %1727: f32, %1728: f32):  // 2 preds: ^bb212, ^bb214
    %1729 = llvm.icmp "slt" %1722, %97 : i64
    llvm.cond_br %1729, ^bb214, ^bb215
  ^bb214:  // pred: ^bb213
    %1730 = llvm.extractvalue %1457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1731 = llvm.mlir.constant(64 : index) : i64
    %1732 = llvm.mul %1709, %1731 overflow<nsw, nuw> : i64
    %1733 = llvm.add %1732, %1722 overflow<nsw, nuw> : i64
    %1734 = llvm.getelementptr inbounds|nuw %1730[%1733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1735 = llvm.load %1734 : !llvm.ptr -> f32
    %1736 = llvm.extractvalue %1457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1737 = llvm.mlir.constant(64 : index) : i64
    %1738 = llvm.mul %1711, %1737 overflow<nsw, nuw> : i64
    %1739 = llvm.add %1738, %1722 overflow<nsw, nuw> : i64
    %1740 = llvm.getelementptr inbounds|nuw %1736[%1739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1741 = llvm.load %1740 : !llvm.ptr -> f32
    %1742 = llvm.extractvalue %1457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1743 = llvm.mlir.constant(64 : index) : i64
    %1744 = llvm.mul %1713, %1743 overflow<nsw, nuw> : i64
    %1745 = llvm.add %1744, %1722 overflow<nsw, nuw> : i64
    %1746 = llvm.getelementptr inbounds|nuw %1742[%1745] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1747 = llvm.load %1746 : !llvm.ptr -> f32
    %1748 = llvm.extractvalue %1457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1749 = llvm.mlir.constant(64 : index) : i64
    %1750 = llvm.mul %1715, %1749 overflow<nsw, nuw> : i64
    %1751 = llvm.add %1750, %1722 overflow<nsw, nuw> : i64
    %1752 = llvm.getelementptr inbounds|nuw %1748[%1751] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1753 = llvm.load %1752 : !llvm.ptr -> f32
    %1754 = llvm.extractvalue %1457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1755 = llvm.mlir.constant(64 : index) : i64
    %1756 = llvm.mul %1717, %1755 overflow<nsw, nuw> : i64
    %1757 = llvm.add %1756, %1722 overflow<nsw, nuw> : i64
    %1758 = llvm.getelementptr inbounds|nuw %1754[%1757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1759 = llvm.load %1758 : !llvm.ptr -> f32
    %1760 = llvm.extractvalue %1457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1761 = llvm.mlir.constant(64 : index) : i64
    %1762 = llvm.mul %1719, %1761 overflow<nsw, nuw> : i64
    %1763 = llvm.add %1762, %1722 overflow<nsw, nuw> : i64
    %1764 = llvm.getelementptr inbounds|nuw %1760[%1763] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1765 = llvm.load %1764 : !llvm.ptr -> f32
    %1766 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1767 = llvm.mlir.constant(16 : index) : i64
    %1768 = llvm.mul %1722, %1767 overflow<nsw, nuw> : i64
    %1769 = llvm.add %1768, %1720 overflow<nsw, nuw> : i64
    %1770 = llvm.getelementptr inbounds|nuw %1766[%1769] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1771 = llvm.load %1770 : !llvm.ptr -> f32
    %1772 = llvm.fmul %1735, %1771 : f32
    %1773 = llvm.fadd %1772, %1723 : f32
    %1774 = llvm.fmul %1741, %1771 : f32
    %1775 = llvm.fadd %1774, %1724 : f32
    %1776 = llvm.fmul %1747, %1771 : f32
    %1777 = llvm.fadd %1776, %1725 : f32
    %1778 = llvm.fmul %1753, %1771 : f32
    %1779 = llvm.fadd %1778, %1726 : f32
    %1780 = llvm.fmul %1759, %1771 : f32
    %1781 = llvm.fadd %1780, %1727 : f32
    %1782 = llvm.fmul %1765, %1771 : f32
    %1783 = llvm.fadd %1782, %1728 : f32
    %1784 = llvm.add %1722, %81 : i64
    llvm.br ^bb213(%1784, %1773, %1775, %1777, %1779, %1781, %1783 : i64, f32, f32, f32, f32, f32, f32)
  ^bb215:  // pred: ^bb213
    %1785 = llvm.extractvalue %1706[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1786 = llvm.mlir.constant(16 : index) : i64
    %1787 = llvm.mul %79, %1786 overflow<nsw, nuw> : i64
    %1788 = llvm.add %1787, %1720 overflow<nsw, nuw> : i64
    %1789 = llvm.getelementptr inbounds|nuw %1785[%1788] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1723, %1789 : f32, !llvm.ptr
    %1790 = llvm.extractvalue %1706[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1791 = llvm.mlir.constant(16 : index) : i64
    %1792 = llvm.mul %81, %1791 overflow<nsw, nuw> : i64
    %1793 = llvm.add %1792, %1720 overflow<nsw, nuw> : i64
    %1794 = llvm.getelementptr inbounds|nuw %1790[%1793] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1724, %1794 : f32, !llvm.ptr
    %1795 = llvm.extractvalue %1706[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1796 = llvm.mlir.constant(16 : index) : i64
    %1797 = llvm.mul %90, %1796 overflow<nsw, nuw> : i64
    %1798 = llvm.add %1797, %1720 overflow<nsw, nuw> : i64
    %1799 = llvm.getelementptr inbounds|nuw %1795[%1798] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1725, %1799 : f32, !llvm.ptr
    %1800 = llvm.extractvalue %1706[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1801 = llvm.mlir.constant(16 : index) : i64
    %1802 = llvm.mul %93, %1801 overflow<nsw, nuw> : i64
    %1803 = llvm.add %1802, %1720 overflow<nsw, nuw> : i64
    %1804 = llvm.getelementptr inbounds|nuw %1800[%1803] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1726, %1804 : f32, !llvm.ptr
    %1805 = llvm.extractvalue %1706[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1806 = llvm.mlir.constant(16 : index) : i64
    %1807 = llvm.mul %94, %1806 overflow<nsw, nuw> : i64
    %1808 = llvm.add %1807, %1720 overflow<nsw, nuw> : i64
    %1809 = llvm.getelementptr inbounds|nuw %1805[%1808] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1727, %1809 : f32, !llvm.ptr
    %1810 = llvm.extractvalue %1706[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1811 = llvm.mlir.constant(16 : index) : i64
    %1812 = llvm.mul %95, %1811 overflow<nsw, nuw> : i64
    %1813 = llvm.add %1812, %1720 overflow<nsw, nuw> : i64
    %1814 = llvm.getelementptr inbounds|nuw %1810[%1813] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1728, %1814 : f32, !llvm.ptr
    %1815 = llvm.add %1720, %81 : i64
    llvm.br ^bb211(%1815 : i64)
  ^bb216:  // pred: ^bb211
    %1816 = llvm.sub %80, %1707 : i64
    %1817 = llvm.intr.umin(%1816, %91) : (i64, i64) -> i64
    llvm.br ^bb217(%79 : i64)
  ^bb217(%1818: i64):  // 2 preds: ^bb216, ^bb221
    %1819 = llvm.icmp "slt" %1818, %1817 : i64
    llvm.cond_br %1819, ^bb218, ^bb222
  ^bb218:  // pred: ^bb217
    %1820 = llvm.add %1707, %1818 : i64
    llvm.br ^bb219(%79 : i64)
  ^bb219(%1821: i64):  // 2 preds: ^bb218, ^bb220
    %1822 = llvm.icmp "slt" %1821, %83 : i64
    llvm.cond_br %1822, ^bb220, ^bb221
  ^bb220:  // pred: ^bb219
    %1823 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1824 = llvm.mlir.constant(16 : index) : i64
    %1825 = llvm.mul %1820, %1824 overflow<nsw, nuw> : i64
    %1826 = llvm.add %1825, %1821 overflow<nsw, nuw> : i64
    %1827 = llvm.getelementptr inbounds|nuw %1823[%1826] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1828 = llvm.load %1827 : !llvm.ptr -> f32
    %1829 = llvm.extractvalue %1706[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1830 = llvm.mlir.constant(16 : index) : i64
    %1831 = llvm.mul %1818, %1830 overflow<nsw, nuw> : i64
    %1832 = llvm.add %1831, %1821 overflow<nsw, nuw> : i64
    %1833 = llvm.getelementptr inbounds|nuw %1829[%1832] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1834 = llvm.load %1833 : !llvm.ptr -> f32
    %1835 = llvm.fadd %1828, %1834 : f32
    %1836 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1837 = llvm.mlir.constant(16 : index) : i64
    %1838 = llvm.mul %1820, %1837 overflow<nsw, nuw> : i64
    %1839 = llvm.add %1838, %1821 overflow<nsw, nuw> : i64
    %1840 = llvm.getelementptr inbounds|nuw %1836[%1839] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1835, %1840 : f32, !llvm.ptr
    %1841 = llvm.add %1821, %81 : i64
    llvm.br ^bb219(%1841 : i64)
  ^bb221:  // pred: ^bb219
    %1842 = llvm.add %1818, %81 : i64
    llvm.br ^bb217(%1842 : i64)
  ^bb222:  // pred: ^bb217
    %1843 = llvm.add %1707, %91 : i64
    llvm.br ^bb209(%1843 : i64)
  ^bb223:  // pred: ^bb209
    %1844 = llvm.extractvalue %1706[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1844) : (!llvm.ptr) -> ()
    llvm.cond_br %208, ^bb224, ^bb230
  ^bb224:  // pred: ^bb223
    %1845 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1846 = llvm.getelementptr %1845[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1847 = llvm.atomicrmw add %1846, %86 acq_rel : !llvm.ptr, i64
    %1848 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1849 = llvm.getelementptr %1848[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1850 = llvm.atomicrmw add %1849, %87 acq_rel : !llvm.ptr, i64
    %1851 = llvm.add %1850, %87 : i64
    %1852 = llvm.icmp "eq" %1851, %arg68 : i64
    llvm.cond_br %1852, ^bb225, ^bb226
  ^bb225:  // pred: ^bb224
    %1853 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1854 = llvm.getelementptr %1853[%79] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1855 = llvm.atomicrmw xchg %1854, %86 acq_rel : !llvm.ptr, i64
    %1856 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1857 = llvm.getelementptr %1856[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1858 = llvm.atomicrmw add %1857, %87 acq_rel : !llvm.ptr, i64
    llvm.br ^bb229
  ^bb226:  // pred: ^bb224
    llvm.br ^bb227
  ^bb227:  // 2 preds: ^bb226, ^bb227
    %1859 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1860 = llvm.getelementptr %1859[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1861 = llvm.atomicrmw add %1860, %86 acq_rel : !llvm.ptr, i64
    %1862 = llvm.icmp "eq" %1861, %1847 : i64
    llvm.cond_br %1862, ^bb227, ^bb228
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
